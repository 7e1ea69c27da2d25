"""Clobber (Albert, Grossman, Nowakowski, Wolfe 2005; CGSuite's ``game.grid.Clobber``).

Left's stones are ``x``, Right's ``o``, empty cells ``.``. A player moves one of their stones
onto an orthogonally adjacent opponent's stone, removing it. Connected groups of stones play
independently (a group of one colour is dead); the eight symmetries of the board keep the
game, and exchanging the colours negates it.

>>> str(Clobber("xox|ox.").canonical()), str(Clobber("xo").canonical())
('{^^*|*,v}', '*')
"""

from __future__ import annotations

from cgt.rulesets.grid import GridGame, Rows, replace

__all__ = ["Clobber"]


def _captures(rows: Rows, me: str, them: str) -> list[Rows]:
    h, w = len(rows), len(rows[0]) if rows else 0
    out = []
    for r in range(h):
        for c in range(w):
            if rows[r][c] != me:
                continue
            for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= y < h and 0 <= x < w and rows[y][x] == them:
                    out.append(replace(rows, ((r, c, "."), (y, x, me))))
    return out


class Clobber(GridGame):
    """A Clobber position (``x`` Left's stones, ``o`` Right's)."""

    __slots__ = ()
    CHARS = "xo."
    ACTIVE = "xo"
    FILL = "."
    TRANSPOSE = True
    SWAP = ("x", "o")

    def left_moves(self) -> list[Clobber]:
        return [self._of(r) for r in _captures(self.rows, "x", "o")]

    def right_moves(self) -> list[Clobber]:
        return [self._of(r) for r in _captures(self.rows, "o", "x")]

    def _live(self, rows: Rows) -> bool:
        text = "".join(rows)
        return "x" in text and "o" in text
