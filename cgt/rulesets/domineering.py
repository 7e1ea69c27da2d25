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

import gc

from cgt._deep import maybe_deep
from cgt.canonical.normal import _canonical_sum, _fold, _from_options
from cgt.game import Game
from cgt.rulesets.base import _Search
from cgt.rulesets.grid import (
    GridGame,
    Rows,
    _mask_crop,
    _mask_images,
    _mask_regions,
    replace,
)
from cgt.values import from_tag, zero

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

    def _impartial_twin(self) -> Cram:
        return Cram(self.rows)  # either player places a domino either way: Cram


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
# Boards of at most _WORD cells fit a machine word: the compiled core holds their bit masks
# as C integers (domineering.pxd types the bit-twiddling functions below); the regions of
# bigger boards are found and cropped by the same functions on Python ints, in
# cgt.rulesets.grid, until they fit.

_Board = tuple[int, int, int]
_Geometry = tuple[list[int], list[int], int, int, bool]
_WORD = 64
#: Longest side of a board held in a word: the masks of a row, 2^w − 1, fit a C int.
_SIDE = 30
_GEOMETRY: dict[tuple[int, int], _Geometry] = {}


def _geometry(h: int, w: int) -> _Geometry:
    """(vertical domino masks, horizontal domino masks, cells not in the last column, cells
    not in the first column, whether the board fits a machine word) of an h × w board."""
    g = _GEOMETRY.get((h, w))
    if g is None:
        vert = [(1 | 1 << w) << (r * w + c) for r in range(h - 1) for c in range(w)]
        horiz = [3 << (r * w + c) for r in range(h) for c in range(w - 1)]
        not_last = sum(1 << (r * w + c) for r in range(h) for c in range(w - 1))
        not_first = sum(1 << (r * w + c) for r in range(h) for c in range(1, w))
        word = h * w <= _WORD and h <= _SIDE and w <= _SIDE
        g = _GEOMETRY[(h, w)] = (vert, horiz, not_last, not_first, word)
    return g


def _board(rows: Rows) -> _Board:
    w = len(rows[0]) if rows else 0
    m = 0
    for k, ch in enumerate("".join(rows)):
        if ch == ".":
            m |= 1 << k
    return len(rows), w, m


def _regions(m: int, w: int, not_last: int, not_first: int) -> list[int]:
    """The regions of the cells of ``m`` that take part in some move (a cell with no empty
    neighbour takes part in none), by flood fill of whole-board shifts; the edge masks keep
    shifts by one from wrapping round a row. On a word (``grid._mask_regions`` on any
    board)."""
    todo = m & ((m >> w) | (m << w) | ((m & not_last) << 1) | ((m & not_first) >> 1))
    out = []
    while todo:
        comp = todo & -todo
        while True:
            grown = (
                comp
                | (comp << w)
                | (comp >> w)
                | ((comp & not_last) << 1)
                | ((comp & not_first) >> 1)
            ) & todo
            if grown == comp:
                break
            comp = grown
        out.append(comp)
        todo ^= comp
    return out


def _crop_now(w: int, m: int) -> _Board:
    """The bounding box of the cells of ``m`` (a board of width ``w``), on a word
    (``grid._mask_crop`` on any board). Shifts and masks only: ``bit_length`` would make a
    Python int of a machine word in the compiled core."""
    if not m:
        return 0, 0, 0  # (regions are never empty: no column to look for)
    full = (1 << w) - 1
    r0 = r1 = -1
    every = 0  # the columns in use
    rest = m
    r = 0
    while rest:
        row = rest & full
        if row:
            if r0 < 0:
                r0 = r
            r1 = r
            every |= row
        rest >>= w
        r += 1
    c0 = 0
    while not every >> c0 & 1:
        c0 += 1
    nw = 1
    while every >> (c0 + nw):
        nw += 1
    keep = (1 << nw) - 1
    out = 0
    for r in range(r1, r0 - 1, -1):
        out = out << nw | ((m >> (r * w + c0)) & keep)
    return r1 - r0 + 1, nw, out


def _images(h: int, w: int, m: int) -> tuple[list[_Board], list[_Board]]:
    """(the four reflections of the board, the four reflections of its transpose), on a word
    (``grid._mask_images`` on any board). Cell by cell: each set bit goes to its place in all
    eight images, shifts of a machine word in the compiled core (no table, no Python int)."""
    a = b = c = d = ta = tb = tc = td = 0  # the board; mirrored left to right; upside down; both
    one = 1
    k = 0
    for r in range(h):
        up = h - 1 - r
        for col in range(w):
            if m >> k & one:
                back = w - 1 - col
                a |= one << k
                b |= one << (r * w + back)
                c |= one << (up * w + col)
                d |= one << (up * w + back)
                ta |= one << (col * h + r)  # the same of the transpose
                tb |= one << (col * h + up)
                tc |= one << (back * h + r)
                td |= one << (back * h + up)
            k += 1
    same = [(h, w, a), (h, w, b), (h, w, c), (h, w, d)]
    return same, [(w, h, ta), (w, h, tb), (w, h, tc), (w, h, td)]


class _Evaluator:
    """Canonical forms of Domineering (``impartial`` False) or Cram boards, with the table
    shared by every call for the ruleset."""

    def __init__(self, impartial: bool) -> None:
        self.impartial = impartial
        self.table: dict[_Board, Game] = {}  # representative region -> canonical form
        self.seen: dict[_Board, tuple[_Board, bool]] = {}  # region -> (representative, negated)
        # (h, w) -> board of that size met -> its value (skips the flood fill); keyed by the
        # bit mask alone, a small int, instead of a tuple
        self.boards: dict[tuple[int, int], dict[int, Game]] = {}
        # w -> region of a board of width w, as its bit mask there -> its value (skips the
        # crop, the symmetries and the negation when a region is met again)
        self.regions: dict[int, dict[int, Game]] = {}

    def value(self, h: int, w: int, m: int, search: _Search) -> Game:
        """The canonical form of a board: the sum of its live regions' values."""
        boards = self._boards(h, w)
        g = boards.get(m)
        if g is None:
            g = boards[m] = self._sum_of_regions(h, w, m, _geometry(h, w), search)
        return g

    def _boards(self, h: int, w: int) -> dict[int, Game]:
        boards = self.boards.get((h, w))
        if boards is None:
            boards = self.boards[(h, w)] = {}
        return boards

    def _sum_of_regions(
        self, h: int, w: int, m: int, geometry: _Geometry, search: _Search
    ) -> Game:
        known = self.regions.get(w)
        if known is None:
            known = self.regions[w] = {}
        parts = []
        if geometry[4]:
            for c in _regions(m, w, geometry[2], geometry[3]):
                g = known.get(c)
                if g is None:
                    g = known[c] = self.region(_crop_now(w, c), search)
                parts.append(g)
        else:
            for c in _mask_regions(m, w, geometry[2], geometry[3]):
                g = known.get(c)
                if g is None:
                    g = known[c] = self.region(_mask_crop(w, c), search)
                parts.append(g)
        if not parts:
            return zero
        return parts[0] if len(parts) == 1 else _add_regions(parts)

    def region(self, board: _Board, search: _Search) -> Game:
        known = self.seen.get(board)
        if known is None:
            h, w, m = board
            word = h * w <= _WORD and h <= _SIDE and w <= _SIDE  # as _geometry(h, w)[4]
            same, trans = _images(h, w, m) if word else _mask_images(h, w, m)
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
            geometry = _geometry(h, w)
            boards = self._boards(h, w)
            lefts = self._options(h, w, m, geometry[0], geometry, boards, search)
            rights = self._options(h, w, m, geometry[1], geometry, boards, search)
            if self.impartial:
                lefts = rights = lefts + rights
            g = self.table[rep] = _from_options(lefts, rights)
        return -g if negated else g

    def _options(
        self, h: int, w: int, m: int, dominoes: list[int], geometry: _Geometry,
        boards: dict[int, Game], search: _Search,
    ) -> list[Game]:
        """The values of the boards after placing each of ``dominoes`` that fits."""
        out = []
        for d in dominoes:
            if m & d == d:
                c = m ^ d
                g = boards.get(c)
                if g is None:
                    g = boards[c] = self._sum_of_regions(h, w, c, geometry, search)
                out.append(g)
        return out


def _add_regions(parts: list[Game]) -> Game:
    """The sum of the values of a board's regions (canonical forms, at least two), without
    canonical_sum's checks: most are x + n·↑ + *m (numbers, mostly), added in closed form;
    two others by the memoised sum of a pair (closed forms for a number and a switch)."""
    x = n = m = 0
    for g in parts:
        t = g._tag
        if t is None:
            break
        x += t[0]
        n += t[1]
        m ^= t[2]
    else:
        return from_tag(x, n, m)
    if len(parts) == 2:
        return _canonical_sum(parts[0], parts[1])
    return _fold(parts)


_DOMINEERING = _Evaluator(impartial=False)
_CRAM = _Evaluator(impartial=True)


def _fast_canonical(p: GridGame, ev: _Evaluator, max_positions: int | None) -> Game:
    """The normal-play canonical form of a Domineering or Cram position (bit boards)."""
    h, w, m = _board(p.rows)
    search = _Search(max_positions, f"{type(p).__name__}.canonical()")
    # The evaluation builds many small objects, and no garbage in cycles: the cyclic
    # collector, run every few hundred allocations, would only walk them.
    paused = gc.isenabled()
    if paused:
        gc.disable()
    try:
        return maybe_deep(p.depth_hint(), ev.value, h, w, m, search)
    finally:
        if paused:
            gc.enable()
