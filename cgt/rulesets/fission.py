"""Fission (Winning Ways; CGSuite's ``game.grid.Fission``).

Stones ``x`` are neutral; ``.`` is empty and ``#`` blocked. Left chooses a stone whose
neighbours above and below are both empty cells of the board, removes it and puts stones on
those two cells; Right does the same to the left and right.

Conventions, as CGSuite's ``Fission`` has them (Left's direction is the row offset (1, 0):
north and south), and as cgt-py's ``Fission`` agrees: Left splits vertically. A stone on the
edge cannot split across it.

Independent regions: a split changes only a stone and its two neighbours, so the orthogonally
connected groups of non-blocked cells play independently; a group without stones is 0. The
reflections keep the game; the diagonal reflections exchange the directions, so they negate it.

>>> str(Fission(".|x|.").canonical()), str(Fission("...|.x.|...").canonical())
('1', '0')
>>> str(Fission("...|...|.x.|...|...").canonical()), str(Fission("..x..|.....|.....").canonical())
('1', '-2')
"""

from __future__ import annotations

from cgt.rulesets.grid import GridGame, Rows, replace

__all__ = ["Fission"]


def _splits(rows: Rows, dr: int, dc: int) -> list[Rows]:
    h, w = len(rows), len(rows[0]) if rows else 0
    out = []
    for r in range(h):
        for c in range(w):
            if rows[r][c] != "x":
                continue
            a, b = (r - dr, c - dc), (r + dr, c + dc)
            if all(0 <= y < h and 0 <= x < w and rows[y][x] == "." for y, x in (a, b)):
                out.append(replace(rows, ((r, c, "."), (*a, "x"), (*b, "x"))))
    return out


class Fission(GridGame):
    """A Fission position (``x`` stones, split vertically by Left, horizontally by Right)."""

    __slots__ = ()
    CHARS = ".x#"
    ACTIVE = ".x"
    TRANSPOSE = "negate"

    def left_moves(self) -> list[Fission]:
        return [self._of(r) for r in _splits(self.rows, 1, 0)]

    def right_moves(self) -> list[Fission]:
        return [self._of(r) for r in _splits(self.rows, 0, 1)]

    def _live(self, rows: Rows) -> bool:
        return "x" in "".join(rows)
