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

from cgt.rulesets.grid import GridGame, Rows, replace

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


class Cram(GridGame):
    """A Cram position: either player places a domino either way (impartial Domineering)."""

    __slots__ = ()
    TRANSPOSE = True

    def left_moves(self) -> list[Cram]:
        return [self._of(r) for r in _vertical(self.rows) + _horizontal(self.rows)]

    right_moves = left_moves

    def _live(self, rows: Rows) -> bool:
        return _has_pair(rows)
