"""Misère impartial games born by day n: enumeration and counts.

A game born by day n + 1 has a canonical form whose options are canonical games born by day n,
and two different irreducible option sets are different games (Conway's uniqueness theorem). So
the games born by day n + 1 are the sets S of games born by day n that no simplification
applies to, and their number is 2^N (N = the number born by day n) minus the reducible sets:

- S reduces to H ≠ 0 exactly when S = opts(H) ∪ T with T a nonempty set of games that have H
  as an option; H is born by day n − 1. That is 2^c(H) − 1 sets, c(H) = #{X born by day n :
  H is an option of X}.
- S reduces to 0 (Grundy–Smith) exactly when every member has 0 as an option and some member
  is a P-position: 2^z − 2^z', z = #{X : 0 is an option of X}, z' those of them that are
  N-positions.

The counts are 1, 2, 3, 5, 22 for days 0–4 (Conway, ONAG ch. 12) and 4171780 for day 5 (Conway;
Siegel, *On the structure of misère impartial games*, 2020). Day 6 needs c(H) for the 22 games
born by day 4 over the 4171780 games of day 5, which the enumeration of the 2^22 subsets of
day 4 gives (vectorised); its count is a number of about 4171780 bits.

>>> [day_count(n) for n in range(6)]
[1, 2, 3, 5, 22, 4171780]
>>> len(day(4))
22
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from cgt.errors import SearchBoundExceeded
from cgt.game import Game
from cgt.impartial.misere_canonical import _M, ZERO, construct, to_game

if TYPE_CHECKING:
    import numpy as np

__all__ = ["day", "day_count"]

_DAYS: list[list[_M]] = [[ZERO]]


def _day_records(n: int) -> list[_M]:
    while len(_DAYS) <= n:
        prev = _DAYS[-1]
        if len(prev) > 20:
            raise SearchBoundExceeded(
                f"the games born by day {len(_DAYS)} number {day_count(len(_DAYS)):,}; "
                "day(n) lists them up to day 4 (use day_count(n) for the number)"
            )
        seen: dict[int, _M] = {}
        for mask in range(1 << len(prev)):
            r = construct(prev[i] for i in range(len(prev)) if mask >> i & 1)
            seen.setdefault(r.id, r)
        _DAYS.append(sorted(seen.values(), key=lambda r: r.key))
    return _DAYS[n]


def day(n: int) -> list[Game]:
    """The misère canonical forms of the impartial games born by day ``n`` (n ≤ 4), in CGSuite's
    order.

    >>> from cgt.impartial.misere_notation import misere_str
    >>> [misere_str(g) for g in day(2)]
    ['*[0]', '*[1]', '*[2]']
    """
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"a day is a non-negative integer, not {n!r}")
    if n > 4:
        raise SearchBoundExceeded(
            f"the games born by day {n} number {day_count(n) if n <= 5 else 'more than 2^4171780'}"
            "; day(n) lists them up to day 4 (day_count(n) counts them up to day 6)"
        )
    return [to_game(r) for r in _day_records(n)]


def _count_from(prev: list[_M], before: list[_M]) -> int:
    """The number born by day n + 1 from those born by day n (``prev``) and n − 1."""
    total = 1 << len(prev)
    for h in before:
        if h is ZERO:
            continue
        c = sum(1 for x in prev if h.id in x.optids)
        total -= (1 << c) - 1
    zero_opt = [x for x in prev if ZERO.id in x.optids]
    z_n = sum(1 for x in zero_opt if x.gm != 0)
    return total - ((1 << len(zero_opt)) - (1 << z_n))


_COUNTS: dict[int, int] = {}


def day_count(n: int) -> int:
    """The number of misère impartial games (classes mod I) born by day ``n``, for n ≤ 6.

    >>> day_count(6).bit_length()
    4171780
    """
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"a day is a non-negative integer, not {n!r}")
    if n in _COUNTS:
        return _COUNTS[n]
    if n <= 5:
        value = 1 if n == 0 else _count_from(_day_records(n - 1), _day_records(max(n - 2, 0)))
    elif n == 6:
        value = _day6()
    else:
        raise SearchBoundExceeded(
            "day_count(n) is computed up to day 6 (day 7 needs the options of the games born by "
            "day 5 across the 2^4171780 games of day 6)"
        )
    _COUNTS[n] = value
    return value


@cache
def irreducible_day4_subsets() -> np.ndarray:
    """A boolean array over the 2^22 sets S of games born by day 4 (bit i: the i-th game of
    ``day(4)``): True where {S} is in canonical form, i.e. a game born on day 5 or earlier."""
    import numpy as np  # here, not at the top: importing it costs half a second of CPU

    games = _day_records(4)
    index = {g.id: i for i, g in enumerate(games)}
    masks = np.arange(1 << len(games), dtype=np.uint32)

    def mask_of(rs: list[_M]) -> int:
        return sum(1 << index[r.id] for r in rs)

    reducible = np.zeros(len(masks), dtype=bool)
    zero_opt = mask_of([x for x in games if ZERO.id in x.optids])
    p_pos = mask_of([x for x in games if x.gm == 0])
    reducible |= ((masks & ~np.uint32(zero_opt)) == 0) & ((masks & np.uint32(p_pos)) != 0)
    for h in _day_records(3):
        if h is ZERO:
            continue
        own = np.uint32(mask_of(list(h.opts)))
        above = np.uint32(mask_of([x for x in games if h.id in x.optids]))
        reducible |= ((masks & own) == own) & ((masks & ~own & ~above) == 0) & (masks != own)
    ok = ~reducible
    ok.flags.writeable = False
    return ok


def _day6() -> int:
    import numpy as np

    games = _day_records(4)
    ok = irreducible_day4_subsets()
    masks = np.arange(len(ok), dtype=np.uint32)[ok]
    n5 = len(masks)
    total = 1 << n5
    for i, h in enumerate(games):
        if h is ZERO:
            continue
        c = int(np.count_nonzero(masks & np.uint32(1 << i)))
        total -= (1 << c) - 1
    zero_bit = np.uint32(1 << games.index(ZERO))
    p_pos = np.uint32(sum(1 << i for i, x in enumerate(games) if x.gm == 0))
    with_zero = masks[(masks & zero_bit) != 0]
    z = len(with_zero)
    z_n = int(np.count_nonzero((with_zero & p_pos) != 0))  # {S} is N iff S has a P-position
    return total - ((1 << z) - (1 << z_n))

