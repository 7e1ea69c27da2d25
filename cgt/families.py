"""Families of games to quantify over: iterables that are also hypothesis strategies.

>>> from cgt.families import games, dicots, nimbers
>>> len(list(games(2))), len(list(dicots(2)))
(256, 10)
>>> [str(g) for g in nimbers(3)]
['0', '*', '*2', '*3']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from fractions import Fraction
from itertools import chain, combinations
from typing import Any

from cgt.game import Game, game

__all__ = [
    "Family",
    "games",
    "dicots",
    "dead_ending",
    "impartial",
    "numbers",
    "nimbers",
    "subsets",
]


class Family:
    """A finite family of games: iterate it, take ``len``, or draw from ``.strategy()``."""

    def __init__(self, name: str, make: Callable[[], Iterable[Game]]) -> None:
        self.name = name
        self._make = make
        self._items: tuple[Game, ...] | None = None

    def _all(self) -> tuple[Game, ...]:
        if self._items is None:
            self._items = tuple(self._make())
        return self._items

    def __iter__(self) -> Iterator[Game]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())

    def __contains__(self, g: object) -> bool:
        return g in self._all()

    def __repr__(self) -> str:
        return self.name

    def strategy(self) -> Any:
        """A hypothesis strategy drawing members (shrinking towards earlier, simpler ones)."""
        from hypothesis import strategies as st

        return st.sampled_from(self._all())


def subsets(items: tuple[Game, ...], nonempty: bool = False) -> Iterator[tuple[Game, ...]]:
    """All subsets of ``items``, smallest first."""
    start = 1 if nonempty else 0
    return chain.from_iterable(combinations(items, k) for k in range(start, len(items) + 1))


def _by_day(max_birthday: int, keep: Callable[[Game], bool], dicot: bool = False) -> list[Game]:
    """Every form born by ``max_birthday`` that ``keep`` accepts, closed under options."""
    day: list[Game] = [game()]
    for _ in range(max_birthday):
        prev = tuple(day)
        new: dict[Game, None] = {}
        for ls in subsets(prev):
            for rs in subsets(prev):
                if dicot and bool(ls) != bool(rs):
                    continue
                g = game(ls, rs)
                if keep(g):
                    new[g] = None
        day = list(new)
    return sorted(day, key=lambda g: (g.birthday, g._id))


def games(max_birthday: int) -> Family:
    """Every form born by day ``max_birthday`` (1, 4, 256 for days 0, 1, 2)."""
    _bound(max_birthday, 2)
    return Family(f"games({max_birthday})", lambda: _by_day(max_birthday, lambda g: True))


def dicots(max_birthday: int) -> Family:
    """Every dicot form born by day ``max_birthday`` (1, 2, 10 for days 0, 1, 2)."""
    _bound(max_birthday, 2)
    return Family(
        f"dicots({max_birthday})", lambda: _by_day(max_birthday, lambda g: True, dicot=True)
    )


def dead_ending(max_birthday: int) -> Family:
    """Every dead-ending form born by day ``max_birthday``."""
    _bound(max_birthday, 2)
    return Family(
        f"dead_ending({max_birthday})",
        lambda: _by_day(max_birthday, lambda g: g.is_dead_ending),
    )


def impartial(max_birthday: int) -> Family:
    """Every impartial form born by day ``max_birthday`` (1, 2, 4, 16, … forms)."""
    _bound(max_birthday, 4)

    def make() -> list[Game]:
        day = [game()]
        for _ in range(max_birthday):
            day = list(dict.fromkeys(game(s, s) for s in subsets(tuple(day))))
        return sorted(day, key=lambda g: (g.birthday, g._id))

    return Family(f"impartial({max_birthday})", make)


def numbers(max_birthday: int) -> Family:
    """Every number born by day ``max_birthday``, in canonical form."""
    from cgt.values import number

    def make() -> list[Game]:
        xs = {Fraction(0)}
        for _ in range(max_birthday):
            s = sorted(xs)
            new = set(xs)
            new.add(s[0] - 1)
            new.add(s[-1] + 1)
            new.update((a + b) / 2 for a, b in zip(s, s[1:], strict=False))
            xs = new
        return [number(x) for x in sorted(xs, key=lambda x: (abs(x), x))]

    return Family(f"numbers({max_birthday})", make)


def nimbers(max_n: int) -> Family:
    """The nimbers 0, *, …, *max_n."""
    from cgt.values import nimber

    return Family(f"nimbers({max_n})", lambda: [nimber(k) for k in range(max_n + 1)])


def _bound(day: int, most: int) -> None:
    from cgt.errors import SearchBoundExceeded

    if day < 0:
        raise ValueError("max_birthday must be >= 0")
    if day > most:
        raise SearchBoundExceeded(
            f"enumerating every form born by day {day} is infeasible (day {most} is the most);"
            " use a universe's canonical forms or a hypothesis strategy instead"
        )
