"""Amazons (Walter Zamkauskas 1988; Berlekamp, *Sums of N×2 Amazons*; CGSuite's
``game.grid.Amazons``).

Left's amazons are ``x``, Right's ``o``; ``.`` is empty and ``#`` is burnt (an arrow, or a
blocked cell). A move takes one of the mover's amazons like a chess queen — any distance
along a row, column or diagonal, over empty cells only — and then fires an arrow from where
it landed, again like a queen, onto an empty cell; the square it just left counts as empty.

Conventions, as CGSuite's ``Amazons`` has them (its character map is ``.xo#``: ``x`` is
player 1, Left): ``x`` is Left. cgt-py's ``Amazons`` agrees (tests/test_rulesets_peers.py
compares values on random boards).

Independent regions: a queen moves diagonally between two cells that touch only at a corner,
so regions are the *8-connected* groups of non-burnt cells (orthogonal connectivity, which the
other grid games use, would wrongly split such a board). A region without amazons, or without
empty cells, is 0. The eight symmetries of the board keep the game; exchanging ``x`` and ``o``
negates it.

>>> str(Amazons("x..|..o").canonical()), str(Amazons("x.#|..o").canonical())
('+-{1,{2|0}}', '{2|-1/2,{*|-1}}')
>>> [str(q) for q in Amazons("x.|#.").left_moves()]
['#x|#.', '.x|##', '#.|#x', '.#|#x']
"""

from __future__ import annotations

import cgt.rulesets.amazons_bits as amazons_bits
from cgt.game import Game
from cgt.rulesets.grid import GridGame, Rows, _cut_out, replace

__all__ = ["Amazons"]

_COMPASS = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))


def _ray(rows: Rows, r: int, c: int, dr: int, dc: int, vacated: tuple[int, int] | None):
    """The cells a queen at (r, c) reaches going (dr, dc): empty ones, and the vacated one."""
    h, w = len(rows), len(rows[0])
    y, x = r + dr, c + dc
    while 0 <= y < h and 0 <= x < w and (rows[y][x] == "." or (y, x) == vacated):
        yield y, x
        y, x = y + dr, x + dc


def _moves(rows: Rows, me: str) -> list[Rows]:
    out = []
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch != me:
                continue
            for dr, dc in _COMPASS:
                for y, x in _ray(rows, r, c, dr, dc, None):
                    for ar, ac in _COMPASS:
                        for ay, ax in _ray(rows, y, x, ar, ac, (r, c)):
                            out.append(replace(rows, ((r, c, "."), (y, x, me), (ay, ax, "#"))))
    return out


def _regions(rows: Rows) -> list[int]:
    """Bit masks of the 8-connected groups of cells that are not burnt."""
    h, w = len(rows), len(rows[0]) if rows else 0
    seen: set[tuple[int, int]] = set()
    out = []
    for r in range(h):
        for c in range(w):
            if rows[r][c] == "#" or (r, c) in seen:
                continue
            mask, stack = 0, [(r, c)]
            seen.add((r, c))
            while stack:
                y, x = stack.pop()
                mask |= 1 << (y * w + x)
                for dy, dx in _COMPASS:
                    v, u = y + dy, x + dx
                    if 0 <= v < h and 0 <= u < w and rows[v][u] != "#" and (v, u) not in seen:
                        seen.add((v, u))
                        stack.append((v, u))
            out.append(mask)
    return out


class Amazons(GridGame):
    """An Amazons position (``x`` Left's amazons, ``o`` Right's, ``#`` burnt)."""

    __slots__ = ()
    CHARS = ".xo#"
    TRANSPOSE = True
    SWAP = ("x", "o")

    def left_moves(self) -> list[Amazons]:
        return [self._of(r) for r in _moves(self.rows, "x")]

    def right_moves(self) -> list[Amazons]:
        return [self._of(r) for r in _moves(self.rows, "o")]

    def canonical(self, max_positions: int | None = None) -> Game:
        return amazons_bits.fast_canonical(self, _EVALUATOR, max_positions)

    def components(self) -> list[Amazons]:
        rows = self.rows
        masks = _regions(rows)
        if len(masks) <= 1:
            return [self]
        w = len(rows[0])
        every = 0
        for m in masks:
            every |= m
        out = []
        for m in masks:
            sub = _cut_out(rows, w, m, every & ~m, "#")
            if self._live(sub):
                out.append(self._of(sub))
        return out

    def _live(self, rows: Rows) -> bool:
        text = "".join(rows)
        return "." in text and ("x" in text or "o" in text)


#: The bit-board evaluator of canonical forms (amazons_bits), with its table.
_EVALUATOR = amazons_bits.Evaluator()
