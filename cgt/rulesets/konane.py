"""Konane (Hawaiian checkers; Ernst, *Playing Konane mathematically*, 1995; cgt-py's
``Konane``).

Left's stones are ``x``, Right's ``o``; ``.`` is empty and ``#`` blocked. A move jumps one of
the mover's stones orthogonally over an adjacent opponent's stone onto the empty cell just
beyond, capturing it; the same stone may go on jumping in the same direction, and stopping
after any number of jumps is a move of its own (as in Ernst's rules and cgt-py's). There is
no opening phase: a board is a position as given.

Conventions: ``x`` is Left, as in cgt-py's ``Konane`` (CGSuite has no Konane); the tests
compare values with cgt-py on random boards.

Independent regions: every jump stays on an orthogonal line of non-blocked cells, so the
orthogonally connected groups of non-blocked cells play independently; a group without stones
of both colours is 0. The eight symmetries keep the game; exchanging ``x`` and ``o`` negates it.

>>> str(Konane("xo.o.").canonical()), [str(q) for q in Konane("xo.o.").left_moves()]
('1', ['..xo.', '....x'])
>>> str(Konane("xo.|.ox|...").canonical())
'2'
"""

from __future__ import annotations

from cgt.rulesets.grid import GridGame, Rows, replace

__all__ = ["Konane"]


def _jumps(rows: Rows, me: str, them: str) -> list[Rows]:
    h, w = len(rows), len(rows[0]) if rows else 0
    out = []
    for r in range(h):
        for c in range(w):
            if rows[r][c] != me:
                continue
            for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                changes = [(r, c, ".")]
                y, x = r, c
                while (
                    0 <= y + 2 * dr < h
                    and 0 <= x + 2 * dc < w
                    and rows[y + dr][x + dc] == them
                    and rows[y + 2 * dr][x + 2 * dc] == "."
                ):
                    changes.append((y + dr, x + dc, "."))
                    y, x = y + 2 * dr, x + 2 * dc
                    out.append(replace(rows, [*changes, (y, x, me)]))
    return out


class Konane(GridGame):
    """A Konane position (``x`` Left's stones, ``o`` Right's)."""

    __slots__ = ()
    CHARS = ".xo#"
    ACTIVE = ".xo"
    TRANSPOSE = True
    SWAP = ("x", "o")

    def left_moves(self) -> list[Konane]:
        return [self._of(r) for r in _jumps(self.rows, "x", "o")]

    def right_moves(self) -> list[Konane]:
        return [self._of(r) for r in _jumps(self.rows, "o", "x")]

    def _live(self, rows: Rows) -> bool:
        text = "".join(rows)
        return "x" in text and "o" in text and "." in text
