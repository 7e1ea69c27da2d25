"""Domineering and Cram (Winning Ways ch. 5; CGSuite's ``game.grid.Domineering``, ``Cram``).

Players place dominoes on empty cells (``.``) of a grid; ``#`` cells are blocked. In
Domineering Left places them vertically and Right horizontally; in Cram, the impartial variant,
either player places either way. Independent regions of empty cells are valued separately;
reflections keep the game, and in Domineering the diagonal reflections negate it.

>>> str(Domineering("..|..").canonical()), str(Domineering(".|.|.").canonical())
('+-1', '1')
>>> str(Cram(".........|##.######").canonical())
'*4'
"""

from __future__ import annotations

from cgt._deep import maybe_deep
from cgt.canonical.normal import _from_options, canonical_sum
from cgt.game import Game
from cgt.rulesets.base import _Search
from cgt.rulesets.grid import GridGame, Rows, _flood, replace
from cgt.values import zero

__all__ = ["Domineering", "Cram"]


def _vertical(rows: Rows) -> list[Rows]:
    out = []
    for r in range(len(rows) - 1):
        upper, lower = rows[r], rows[r + 1]
        for c, ch in enumerate(upper):
            if ch == "." and lower[c] == ".":
                out.append(replace(rows, ((r, c, "#"), (r + 1, c, "#"))))
    return out


def _horizontal(rows: Rows) -> list[Rows]:
    out = []
    for r, row in enumerate(rows):
        for c in range(len(row) - 1):
            if row[c] == "." and row[c + 1] == ".":
                out.append(rows[:r] + (row[:c] + "##" + row[c + 2 :],) + rows[r + 1 :])
    return out


def _has_pair(rows: Rows) -> bool:
    return bool(_horizontal(rows) or _vertical(rows))


class Domineering(GridGame):
    """A Domineering position: Left places vertical dominoes, Right horizontal ones.

    >>> str(Domineering("....|....|....|....").canonical())
    '+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}'
    """

    __slots__ = ()
    TRANSPOSE = "negate"

    def left_moves(self) -> list[Domineering]:
        return [self._of(r) for r in _vertical(self.rows)]

    def right_moves(self) -> list[Domineering]:
        return [self._of(r) for r in _horizontal(self.rows)]

    def _live(self, rows: Rows) -> bool:
        return _has_pair(rows)

    def canonical(self, max_positions: int | None = None) -> Game:
        return _fast_canonical(self, _DOMINEERING, max_positions)


class Cram(GridGame):
    """A Cram position: either player places a domino either way (impartial Domineering)."""

    __slots__ = ()
    TRANSPOSE = True

    def left_moves(self) -> list[Cram]:
        return [self._of(r) for r in _vertical(self.rows) + _horizontal(self.rows)]

    right_moves = left_moves

    def _live(self, rows: Rows) -> bool:
        return _has_pair(rows)

    def canonical(self, max_positions: int | None = None) -> Game:
        return _fast_canonical(self, _CRAM, max_positions)


# ---------------------------------------------------------------------- fast evaluation
# A board is (h, w, m): bit r*w + c of m is set when cell (r, c) is empty. Regions are found
# by bit flood fill, cropped to their bounding box, and looked up in one table under the
# board's symmetries, so the canonical form is computed once per region up to symmetry.

_Board = tuple[int, int, int]
_GEOMETRY: dict[tuple[int, int], tuple[list[int], list[int], int, int]] = {}


def _geometry(h: int, w: int) -> tuple[list[int], list[int], int, int]:
    """(vertical domino masks, horizontal domino masks, cells not in the last column, cells
    not in the first column) of an h × w board."""
    g = _GEOMETRY.get((h, w))
    if g is None:
        vert = [(1 | 1 << w) << (r * w + c) for r in range(h - 1) for c in range(w)]
        horiz = [3 << (r * w + c) for r in range(h) for c in range(w - 1)]
        not_last = sum(1 << (r * w + c) for r in range(h) for c in range(w - 1))
        not_first = sum(1 << (r * w + c) for r in range(h) for c in range(1, w))
        g = _GEOMETRY[(h, w)] = (vert, horiz, not_last, not_first)
    return g


def _board(rows: Rows) -> _Board:
    w = len(rows[0]) if rows else 0
    m = 0
    for k, ch in enumerate("".join(rows)):
        if ch == ".":
            m |= 1 << k
    return len(rows), w, m


_CROPS: dict[tuple[int, int], _Board] = {}


def _crop(w: int, m: int) -> _Board:
    """The bounding box of the cells of ``m`` (a board of width ``w``)."""
    b = _CROPS.get((w, m))
    if b is None:
        b = _CROPS[(w, m)] = _crop_now(w, m)
    return b


def _crop_now(w: int, m: int) -> _Board:
    r0 = ((m & -m).bit_length() - 1) // w
    r1 = (m.bit_length() - 1) // w
    full = (1 << w) - 1
    rows = [(m >> (r * w)) & full for r in range(r0, r1 + 1)]
    every = 0
    for row in rows:
        every |= row
    c0 = (every & -every).bit_length() - 1
    nw = every.bit_length() - c0
    out = 0
    for i, row in enumerate(rows):
        out |= (row >> c0) << (i * nw)
    return len(rows), nw, out


def _rows_of(h: int, w: int, m: int) -> list[int]:
    full = (1 << w) - 1
    return [(m >> (r * w)) & full for r in range(h)]


def _join(w: int, rows: list[int]) -> int:
    out = 0
    for row in reversed(rows):
        out = out << w | row
    return out


_MIRRORS: dict[int, list[int]] = {}


def _mirror_table(w: int) -> list[int]:
    """The rows of width ``w`` (up to 12) reflected left to right, indexed by row."""
    t = _MIRRORS.get(w)
    if t is None:
        t = _MIRRORS[w] = [int(format(r, f"0{w}b")[::-1], 2) if w else 0 for r in range(1 << w)]
    return t


def _mirrored(w: int, rows: list[int]) -> list[int]:
    if w <= 12:
        t = _mirror_table(w)
        return [t[r] for r in rows]
    return [int(format(r, f"0{w}b")[::-1], 2) for r in rows]


def _images(h: int, w: int, m: int) -> tuple[list[_Board], list[_Board]]:
    """(the four reflections of the board, the four reflections of its transpose)."""
    rows = _rows_of(h, w, m)
    mirrored = _mirrored(w, rows)
    same = [
        (h, w, m),
        (h, w, _join(w, mirrored)),
        (h, w, _join(w, rows[::-1])),
        (h, w, _join(w, mirrored[::-1])),
    ]
    cols = [0] * w
    for r, row in enumerate(rows):
        bit = 1 << r
        while row:
            low = row & -row
            cols[low.bit_length() - 1] |= bit
            row ^= low
    cmirrored = _mirrored(h, cols)
    trans = [
        (w, h, _join(h, cols)),
        (w, h, _join(h, cmirrored)),
        (w, h, _join(h, cols[::-1])),
        (w, h, _join(h, cmirrored[::-1])),
    ]
    return same, trans


class _Evaluator:
    """Canonical forms of Domineering (``impartial`` False) or Cram boards, with the table
    shared by every call for the ruleset."""

    def __init__(self, impartial: bool) -> None:
        self.impartial = impartial
        self.table: dict[_Board, Game] = {}  # representative region -> canonical form
        self.seen: dict[_Board, tuple[_Board, bool]] = {}  # region -> (representative, negated)
        self.boards: dict[_Board, Game] = {}  # any board met -> its value (skips the flood fill)

    def value(self, h: int, w: int, m: int, search: _Search) -> Game:
        """The canonical form of a board: the sum of its live regions' values."""
        g = self.boards.get((h, w, m))
        if g is None:
            g = self.boards[(h, w, m)] = self._sum_of_regions(h, w, m, search)
        return g

    def _sum_of_regions(self, h: int, w: int, m: int, search: _Search) -> Game:
        _, _, not_last, not_first = _geometry(h, w)
        # isolated cells take no part in any move
        todo = m & ((m >> w) | (m << w) | ((m & not_last) << 1) | ((m & not_first) >> 1))
        parts = [self.region(_crop(w, c), search) for c in _flood(todo, w, not_last, not_first)]
        if not parts:
            return zero
        return parts[0] if len(parts) == 1 else canonical_sum(*parts)

    def region(self, board: _Board, search: _Search) -> Game:
        known = self.seen.get(board)
        if known is None:
            same, trans = _images(*board)
            if self.impartial:
                known = (min(same + trans), False)
                for b in same + trans:
                    self.seen[b] = known
            else:
                known = min([(b, False) for b in same] + [(b, True) for b in trans])
                # every image shares the representative; the transposed ones negate
                flipped = (known[0], not known[1])
                for b in trans:
                    self.seen[b] = flipped
                for b in same:
                    self.seen[b] = known
        rep, negated = known
        g = self.table.get(rep)
        if g is None:
            search.visit()
            h, w, m = rep
            vert, horiz, _, _ = _geometry(h, w)
            lefts = [self.value(h, w, m ^ d, search) for d in vert if m & d == d]
            rights = [self.value(h, w, m ^ d, search) for d in horiz if m & d == d]
            if self.impartial:
                lefts = rights = lefts + rights
            g = self.table[rep] = _from_options(lefts, rights)
        return -g if negated else g


_DOMINEERING = _Evaluator(impartial=False)
_CRAM = _Evaluator(impartial=True)


def _fast_canonical(p: GridGame, ev: _Evaluator, max_positions: int | None) -> Game:
    """The normal-play canonical form of a Domineering or Cram position (bit boards)."""
    search = _Search(max_positions, f"{type(p).__name__}.canonical()")
    return maybe_deep(p.depth_hint(), ev.value, *_board(p.rows), search)
