"""Cake-cutting games (Winning Ways ch. 2 and 7; CGSuite's ``game.heap.Cutcake``,
``MaundyCake``).

A position is a collection of rectangular cakes m × n (m rows, n columns), written as
CGSuite's coordinates ``(m, n)``. Left cuts along the columns, Right along the rows, as in
CGSuite: in **Cutcake** Left splits n into a + (n − a), Right splits m likewise; in **Maundy
Cake** a player divides their side into k ≥ 2 equal parts (k cakes). In **Impartial Maundy
Cake** (Winning Ways ch. 7) either player divides either side. Each cake is a component, and
exchanging the sides of every cake negates a partizan position.

>>> [str(Cutcake(8, n).canonical()) for n in range(9)]
['-7', '-7', '-3', '-3', '-1', '-1', '-1', '-1', '0']
>>> str(MaundyCake((2, 3), (3, 2)).canonical()), str(ImpartialMaundyCake(6, 10).canonical())
('0', '*')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cgt.errors import InvalidGame
from cgt.rulesets.base import FrozenPosition

__all__ = ["CakeGame", "Cutcake", "MaundyCake", "ImpartialMaundyCake"]

Piece = tuple[int, int]


def _halves(n: int) -> list[tuple[int, ...]]:
    """Cutcake's cuts of a side: n → a + (n − a), 1 ≤ a ≤ n/2."""
    return [(a, n - a) for a in range(1, n // 2 + 1)]


def _equal_parts(n: int) -> list[tuple[int, ...]]:
    """Maundy Cake's cuts of a side: n → k parts of n/k, for each divisor k ≥ 2."""
    return [(n // k,) * k for k in range(2, n + 1) if n % k == 0]


class CakeGame(FrozenPosition):
    """A collection of cakes; subclasses say how a side may be cut."""

    __slots__ = ()

    def __init__(self, *spec: Any) -> None:
        if len(spec) == 2 and all(isinstance(x, int) for x in spec):
            spec = (tuple(spec),)
        for piece in spec:
            if (
                not isinstance(piece, tuple)
                or len(piece) != 2
                or not all(isinstance(x, int) and not isinstance(x, bool) for x in piece)
                or min(piece) < 0
            ):
                raise InvalidGame(
                    f"a cake is a pair (rows, columns) of integers >= 0, not {piece!r}"
                )
        self._init(tuple(sorted(spec)))

    @classmethod
    def _of(cls, pieces: Iterable[Piece]) -> Any:  # type: ignore[override]
        return super()._of(tuple(sorted(pieces)))

    @property
    def pieces(self) -> tuple[Piece, ...]:
        """The cakes (rows, columns), sorted."""
        return self.state  # type: ignore[no-any-return]

    def __str__(self) -> str:
        return " + ".join(f"({m},{n})" for m, n in self.pieces) or "0"

    def __repr__(self) -> str:
        return f"{type(self).__name__}{self.pieces if len(self.pieces) != 1 else self.pieces[0]}"

    def depth_hint(self) -> int:
        return sum(m * n for m, n in self.pieces)

    def components(self) -> list[Any]:
        if len(self.pieces) == 1:
            return [self]
        return [self._of([p]) for p in self.pieces]

    @staticmethod
    def cuts(n: int) -> list[tuple[int, ...]]:
        raise NotImplementedError

    def _cut_columns(self) -> list[Any]:
        out = []
        for i, (m, n) in enumerate(self.pieces):
            rest = self.pieces[:i] + self.pieces[i + 1 :]
            out += [self._of(rest + tuple((m, b) for b in parts)) for parts in self.cuts(n)]
        return out

    def _cut_rows(self) -> list[Any]:
        out = []
        for i, (m, n) in enumerate(self.pieces):
            rest = self.pieces[:i] + self.pieces[i + 1 :]
            out += [self._of(rest + tuple((a, n) for a in parts)) for parts in self.cuts(m)]
        return out

    def left_moves(self) -> list[Any]:
        return self._cut_columns()

    def right_moves(self) -> list[Any]:
        return self._cut_rows()

    def negations(self) -> list[Any]:
        return [self._of((n, m) for m, n in self.pieces)]


class Cutcake(CakeGame):
    """Cutcake: Left cuts a cake between two columns, Right between two rows.

    >>> str(Cutcake(2, 3).canonical()), str(Cutcake(1, 4).canonical()), str(Cutcake((1, 4), (4, 1)))
    ('0', '3', '(1,4) + (4,1)')
    """

    __slots__ = ()
    cuts = staticmethod(_halves)


class MaundyCake(CakeGame):
    """Maundy Cake: Left divides the columns, Right the rows, into k ≥ 2 equal parts.

    >>> [str(MaundyCake(8, n).canonical()) for n in range(9)]
    ['-7', '-7', '-3', '-3', '-1', '-3', '-1', '-3', '0']
    """

    __slots__ = ()
    cuts = staticmethod(_equal_parts)


class ImpartialMaundyCake(CakeGame):
    """Impartial Maundy Cake: either player divides either side into k ≥ 2 equal parts."""

    __slots__ = ()
    IMPARTIAL = True
    cuts = staticmethod(_equal_parts)

    def left_moves(self) -> list[Any]:
        return self._cut_columns() + self._cut_rows()

    right_moves = left_moves

    def negations(self) -> list[Any]:
        return []

    def symmetries(self) -> list[Any]:
        return [self, self._of((n, m) for m, n in self.pieces)]
