"""Wythoff's game (W. A. Wythoff, *A modification of the game of nim*, 1907).

Two heaps; a move takes any positive number of tokens from one heap, or the same positive
number from both. The game is impartial; its P-positions are the pairs
(⌊kφ⌋, ⌊kφ²⌋) and their mirror images, φ the golden ratio (Wythoff 1907), which the tests
check against the values found here by search.

>>> str(Wythoff(1, 2).canonical()), str(Wythoff(2, 2).canonical()), str(Wythoff(3, 5).outcome())
('0', '*', 'P')
>>> Wythoff(2, 1), sorted(map(str, Wythoff(1, 1).left_moves()))
(Wythoff(1, 2), ['Wythoff(0, 0)', 'Wythoff(0, 1)', 'Wythoff(0, 1)'])
"""

from __future__ import annotations

from cgt.errors import InvalidGame
from cgt.rulesets.base import FrozenPosition

__all__ = ["Wythoff"]


class Wythoff(FrozenPosition):
    """A position of Wythoff's game: two heaps, held smaller first (the order is immaterial)."""

    __slots__ = ()
    IMPARTIAL = True

    def __init__(self, a: int, b: int) -> None:
        for n in (a, b):
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise InvalidGame(f"Wythoff's heaps are integers >= 0, not {n!r}")
        self._init((min(a, b), max(a, b)))

    def __str__(self) -> str:
        return f"Wythoff({self.state[0]}, {self.state[1]})"

    def __repr__(self) -> str:
        return str(self)

    def depth_hint(self) -> int:
        return self.state[0] + self.state[1]

    def _moves(self) -> list[Wythoff]:
        a, b = self.state
        out = [Wythoff(a - k, b) for k in range(1, a + 1)]
        out += [Wythoff(a, b - k) for k in range(1, b + 1)]
        out += [Wythoff(a - k, b - k) for k in range(1, a + 1)]
        return out

    def left_moves(self) -> list[Wythoff]:
        return self._moves()

    def right_moves(self) -> list[Wythoff]:
        return self._moves()
