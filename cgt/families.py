"""Families of games to quantify over: iterables that are also hypothesis strategies.

Every family takes its bound by keyword, iterates its members simplest first (birthday, then
size), has a ``len()``, and draws members with ``.strategy()`` (shrinking towards the simplest
one). Families compose: ``pairs(F, G)``, ``sums(F, k)``, ``F.where(predicate)``.

>>> from cgt.families import games, dicots, nimbers, numbers, canonical
>>> from cgt import D
>>> len(games(max_birthday=2)), len(dicots(max_birthday=2)), len(canonical(D, max_birthday=3))
(256, 10, 1268)
>>> [str(g) for g in nimbers(max_n=3)], [str(x) for x in numbers(max_birthday=2)]
(['0', '*', '*2', '*3'], ['0', '1', '-1', '2', '-2', '1/2', '-1/2'])
>>> [str(g) for g in nimbers(max_n=9).where(lambda g: g.birthday % 3 == 0)]
['0', '*3', '*6', '*9']

A family too large to enumerate still draws examples for :meth:`cgt.claims.Claim.search`:

>>> big = games(max_birthday=5)
>>> len(big)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
cgt.errors.SearchBoundExceeded: games(max_birthday=5) cannot be enumerated: ... to 2, ...
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from fractions import Fraction
from itertools import chain, combinations, combinations_with_replacement, product
from math import comb
from typing import Any

from cgt import _plugins
from cgt.errors import InvalidGame, NotSupported, SearchBoundExceeded
from cgt.game import Game, game
from cgt.values import _to_fraction

__all__ = [
    "Family",
    "games",
    "dicots",
    "dead_ending",
    "blocking",
    "impartial",
    "numbers",
    "integers",
    "dyadics",
    "nimbers",
    "ups",
    "canonical",
    "sums",
    "pairs",
    "subsets",
    "simplicity",
    "ordered_product",
]

#: Families with more members than this are not enumerated (they still have a strategy).
MAX_MEMBERS = 2_000_000


# ============================================================================ ordering
_SIMPLICITY: dict[Game, tuple[int, int]] = {}


def simplicity(x: Any) -> tuple[int, int]:
    """(birthday, size) of a member, the order "simplest first" sorts by; size is the number of
    positions. A tuple adds up its entries; a value that is not a game counts as (0, 0).

    >>> from cgt import parse
    >>> simplicity(parse("{0|*}")), simplicity((parse("1"), parse("*"))), simplicity(7)
    ((2, 3), (2, 4), (0, 0))
    """
    if isinstance(x, Game):
        r = _SIMPLICITY.get(x)
        if r is None:
            r = (x.birthday, len(x.followers()))
            _SIMPLICITY[x] = r
        return r
    if isinstance(x, tuple):
        parts = [simplicity(y) for y in x]
        return (sum(p[0] for p in parts), sum(p[1] for p in parts))
    return (0, 0)


_KEYS: dict[Game, tuple[Any, ...]] = {}


def form_key(g: Game) -> tuple[Any, ...]:
    """Simplest first (birthday, positions), then fewer options, Left's side fuller, then
    the options' own keys: a total order on forms, the same in every process (interning order
    differs between processes)."""
    k = _KEYS.get(g)
    if k is None:
        b, s = simplicity(g)
        k = (b, s, len(g.left) + len(g.right), -len(g.left),
             tuple(sorted(form_key(x) for x in g.left)),
             tuple(sorted(form_key(x) for x in g.right)))
        _KEYS[g] = k
    return k


def _tier(x: Any) -> int:
    return simplicity(x)[0]


def ordered_product(tiers: Sequence[Sequence[int]]) -> Iterator[tuple[int, ...]]:
    """Index tuples of the product of several sequences, simplest first: by the total of the
    entries' tiers (birthdays); within a total, by the tiers of the entries (first entry's
    first), then by position. ``tiers[i][j]`` is the tier of entry j of sequence i. Lazy: it
    holds only the groups of equal tiers, never the product.

    >>> list(ordered_product([[0, 1, 1], [0, 1]]))
    [(0, 0), (0, 1), (1, 0), (2, 0), (1, 1), (2, 1)]
    """
    groups: list[dict[int, list[int]]] = []
    for ts in tiers:
        g: dict[int, list[int]] = {}
        for j, t in enumerate(ts):
            g.setdefault(t, []).append(j)
        groups.append(g)
    if any(not g for g in groups):
        return
    combos = sorted(product(*(sorted(g) for g in groups)), key=lambda c: (sum(c), c))
    for combo in combos:
        yield from product(*(groups[i][t] for i, t in enumerate(combo)))


# ============================================================================ Family
class Family:
    """A family of games (or of tuples of games, for :func:`pairs`) to quantify over.

    Iterate it (simplest first), take ``len``, index it, test membership, draw from
    ``.strategy()``, or narrow it with ``.where(predicate)``. A family whose members are too
    many to enumerate raises :class:`~cgt.errors.SearchBoundExceeded` (naming the bound) when
    iterated, but still has a strategy.

    >>> from cgt import star
    >>> F = nimbers(max_n=4)
    >>> len(F), F[2], star in F, F
    (5, *2, True, nimbers(max_n=4))
    """

    def __init__(
        self,
        name: str,
        make: Callable[[], Iterable[Any]] | None,
        *,
        strategy: Callable[[], Any] | None = None,
        too_many: str = "",
        arity: int = 1,
        size: int | None = None,
    ) -> None:
        self.name = name
        #: 1 for a family of games, k for a family of k-tuples (see :func:`pairs`).
        self.arity = arity
        self._make = make
        self._strategy = strategy
        self._too_many = too_many
        self._items: tuple[Any, ...] | None = None
        self._size = size
        self._set: frozenset[Any] | None = None

    # -- enumeration
    @property
    def enumerable(self) -> bool:
        """Whether the members can be listed (``False`` for infinite or huge families)."""
        return self._make is not None

    def members(self) -> tuple[Any, ...]:
        """Every member, simplest first (computed once)."""
        if self._items is None:
            if self._make is None:
                raise SearchBoundExceeded(f"{self.name} cannot be enumerated: {self._too_many}")
            self._items = tuple(self._make())
        return self._items

    def tiers(self) -> list[int]:
        """The birthday of each member (total birthday for tuples), in order."""
        return [_tier(x) for x in self.members()]

    def __iter__(self) -> Iterator[Any]:
        return iter(self.members())

    def __len__(self) -> int:
        if self._size is not None and self._items is None:
            return self._size
        return len(self.members())

    def known_size(self) -> int | None:
        """The number of members when known without enumerating them, else None."""
        if self._items is not None:
            return len(self._items)
        return self._size

    def __bool__(self) -> bool:
        return True

    def __getitem__(self, i: int) -> Any:
        return self.members()[i]

    def __contains__(self, x: object) -> bool:
        if self._set is None:
            self._set = frozenset(self.members())
        return x in self._set

    def __repr__(self) -> str:
        return self.name

    # -- composition
    def strategy(self) -> Any:
        """A hypothesis strategy drawing members; it shrinks towards the simplest member."""
        if self._strategy is not None:
            return self._strategy()
        from hypothesis import strategies as st

        items = self.members()
        return st.sampled_from(items) if items else st.nothing()

    def where(self, predicate: Callable[..., bool], name: str | None = None) -> Family:
        """The members for which ``predicate`` holds (called with the k entries of a tuple
        member as k arguments).

        >>> from cgt import integer
        >>> [str(x) for x in integers(lo=-3, hi=3).where(lambda g: g >= integer(2))]
        ['2', '3']
        """
        label = name or getattr(predicate, "__name__", "predicate")
        test = _call(predicate, self.arity)
        base = self

        def make() -> Iterator[Any]:
            return (x for x in base.members() if test(x))

        return Family(
            f"{self.name}.where({label})",
            make if self.enumerable else None,
            strategy=lambda: base.strategy().filter(test),
            too_many=self._too_many,
            arity=self.arity,
        )


def _call(predicate: Callable[..., bool], arity: int) -> Callable[[Any], bool]:
    if arity == 1:
        return lambda x: bool(predicate(x))
    return lambda x: bool(predicate(*x))


def _enumerated(name: str, items: Callable[[], Iterable[Any]], count: int, what: str) -> Family:
    """A family that is enumerable when ``count`` is at most :data:`MAX_MEMBERS`."""
    if count <= MAX_MEMBERS:
        return Family(name, items, size=count)
    return Family(
        name,
        None,
        too_many=f"it has {count:,} members (more than {MAX_MEMBERS:,}); {what}",
    )


def subsets(items: tuple[Game, ...], nonempty: bool = False) -> Iterator[tuple[Game, ...]]:
    """All subsets of ``items``, smallest first."""
    start = 1 if nonempty else 0
    return chain.from_iterable(combinations(items, k) for k in range(start, len(items) + 1))


def _check_bound(name: str, value: Any, least: int = 0) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidGame(f"{name} must be an integer, not {value!r}")
    if value < least:
        raise InvalidGame(f"{name} must be at least {least}, not {value}")


# ============================================================================ forms by day
def _is_blocking(g: Game) -> bool:
    # imported on first use: the misère comparison engine is not part of `import cgt`
    from cgt.canonical.misere import is_blocking

    return is_blocking(g)


_BY_DAY: dict[tuple[str, int], tuple[Game, ...]] = {}
_KEEP: dict[str, Callable[[Game], bool]] = {
    "games": lambda g: True,
    "dicots": lambda g: g.is_dicot,
    "dead_ending": lambda g: g.is_dead_ending,
    "blocking": lambda g: _is_blocking(g),
    "impartial": lambda g: g.is_impartial,
}
#: The most days whose forms can be listed: forms born by day 3 number 2^512 (impartial:
#: by day 4, 2^16 = 65536; by day 5, 2^65536).
_MOST_DAYS = {"games": 2, "dicots": 2, "dead_ending": 2, "blocking": 2, "impartial": 4}


def _by_day(kind: str, max_birthday: int) -> tuple[Game, ...]:
    """Every form of the kind born by ``max_birthday``, simplest first."""
    key = (kind, max_birthday)
    if key not in _BY_DAY:
        keep = _KEEP[kind]
        day: list[Game] = [game()]
        for _ in range(max_birthday):
            prev = tuple(day)
            new: dict[Game, None] = {}
            if kind == "impartial":
                new = dict.fromkeys(game(s, s) for s in subsets(prev))
            else:
                for ls in subsets(prev):
                    for rs in subsets(prev):
                        if kind == "dicots" and bool(ls) != bool(rs):
                            continue
                        g = game(ls, rs)
                        if keep(g):
                            new[g] = None
            day = list(new)
        _BY_DAY[key] = tuple(sorted(day, key=form_key))
    return _BY_DAY[key]


def _forms(kind: str, max_birthday: int | None) -> Family:
    arg = "" if max_birthday is None else f"max_birthday={max_birthday}"
    name = f"{kind}({arg})"
    if max_birthday is not None:
        _check_bound("max_birthday", max_birthday)
    most = _MOST_DAYS[kind]
    strategy = lambda: _form_strategy(kind, max_birthday)  # noqa: E731
    if max_birthday is not None and max_birthday <= most:
        return Family(name, lambda: _by_day(kind, max_birthday), strategy=strategy)
    if kind == "impartial":
        why = "impartial forms born by day 5 or later are too many (day 4 has 65,536)"
    else:
        why = "forms born by day 3 or later are too many (day 2 has 256; day 3 has 2^512)"
    return Family(
        name,
        None,
        strategy=strategy,
        too_many=f"{why}; lower max_birthday to {most}, use canonical(universe, max_birthday)"
        " for one form per class, or search it with claim(...).search()",
    )


def _form_strategy(kind: str, max_birthday: int | None, max_options: int = 3) -> Any:
    """Forms of the kind born by ``max_birthday`` (None: any birthday); options are drawn
    recursively, at most ``max_options`` per side. Shrinks towards forms born by day 2, then
    towards fewer options."""
    from hypothesis import strategies as st

    base_day = 2 if kind != "impartial" else 3
    if max_birthday is not None and max_birthday <= base_day:
        return st.sampled_from(_by_day(kind, max_birthday))
    base = st.sampled_from(_by_day(kind, base_day))
    keep = _KEEP[kind]

    base_forms = _by_day(kind, base_day)
    # A Left end must be a Left dead end in E: its Right options come from those.
    left_dead = st.sampled_from([g for g in base_forms if _dead(g, True)])
    right_dead = st.sampled_from([g for g in base_forms if _dead(g, False)])

    def extend(inner: Any) -> Any:
        least = 1 if kind == "dicots" else 0
        side = st.lists(inner, min_size=least, max_size=max_options, unique=True)
        if kind == "impartial":
            return side.map(lambda s: game(s, s))
        if kind == "dead_ending":
            full = st.lists(inner, min_size=1, max_size=max_options, unique=True)
            ends = st.lists(left_dead, max_size=max_options, unique=True)
            ends_r = st.lists(right_dead, max_size=max_options, unique=True)
            sides = st.one_of(
                st.tuples(full, full), st.tuples(st.just([]), ends), st.tuples(ends_r, st.just([]))
            )
            return sides.map(lambda lr: game(*lr)).filter(keep)
        return st.tuples(side, side).map(lambda lr: game(*lr)).filter(keep)

    if max_birthday is None:
        return st.recursive(base, extend, max_leaves=12)
    s = base
    for _ in range(max_birthday - base_day):
        s = st.one_of(base, extend(s))
    return s


def _dead(g: Game, left: bool) -> bool:
    """A Left (Right) dead end: neither it nor any follower has a Left (Right) option."""
    return not any(f.left if left else f.right for f in g.followers())


def games(max_birthday: int | None) -> Family:
    """Every form born by day ``max_birthday`` (1, 4, 256 for days 0, 1, 2); later days only
    draw examples (``None``: any birthday).

    >>> [str(g) for g in games(max_birthday=1)]
    ['0', '1', '-1', '*']
    """
    return _forms("games", max_birthday)


def dicots(max_birthday: int | None) -> Family:
    """Every dicot form born by day ``max_birthday`` (1, 2, 10 for days 0, 1, 2): every
    follower has moves for both players or for neither.

    >>> [str(g) for g in dicots(max_birthday=1)]
    ['0', '*']
    """
    return _forms("dicots", max_birthday)


def dead_ending(max_birthday: int | None) -> Family:
    """Every dead-ending form born by day ``max_birthday`` (1, 4, 232 for days 0, 1, 2).

    >>> len(dead_ending(max_birthday=2))
    232
    """
    return _forms("dead_ending", max_birthday)


def blocking(max_birthday: int | None) -> Family:
    """Every blocking form born by day ``max_birthday`` (every form born by day 2 is one:
    1, 4, 256), the members of the universe B (Davies–Miller–Milley, arXiv:2506.05257, §4);
    later days draw examples.

    >>> len(blocking(max_birthday=2)), blocking(max_birthday=3).strategy() is not None
    (256, True)
    """
    return _forms("blocking", max_birthday)


def impartial(max_birthday: int | None) -> Family:
    """Every impartial form born by day ``max_birthday`` (1, 2, 4, 16, 65536 forms).

    >>> [str(g) for g in impartial(max_birthday=2)]
    ['0', '*', '{*|*}', '*2']
    """
    return _forms("impartial", max_birthday)


# ============================================================================ values
def _number_birthday(x: Fraction) -> int:
    """Birthday of the canonical form of the dyadic x: |x| for integers, ⌊|x|⌋ + j + 1 for
    odd/2^j (Conway, ONAG ch. 1)."""
    if x.denominator == 1:
        return abs(x.numerator)
    return abs(x.numerator) // x.denominator + x.denominator.bit_length()


def _number_key(x: Fraction) -> tuple[int, int, Fraction, bool]:
    return (_number_birthday(x), x.denominator, abs(x), x < 0)


def _dyadics_by_day(max_birthday: int) -> list[Fraction]:
    xs = {Fraction(0)}
    for _ in range(max_birthday):
        s = sorted(xs)
        new = set(xs)
        new.add(s[0] - 1)
        new.add(s[-1] + 1)
        new.update((a + b) / 2 for a, b in zip(s, s[1:], strict=False))
        xs = new
    return sorted(xs, key=_number_key)


def numbers(max_birthday: int | None) -> Family:
    """Every number born by day ``max_birthday`` (2^(n+1) − 1 of them), in canonical form:
    integers before halves before quarters on each day, positive before negative.

    >>> [str(x) for x in numbers(max_birthday=3)][7:]
    ['3', '-3', '3/2', '-3/2', '1/4', '-1/4', '3/4', '-3/4']
    """
    from cgt.values import number

    if max_birthday is None:
        return Family("numbers()", None, strategy=_number_strategy, too_many="it is infinite")
    _check_bound("max_birthday", max_birthday)
    name = f"numbers(max_birthday={max_birthday})"
    what = "lower max_birthday or search it with claim(...).search()"
    if max_birthday > 20:  # 2^(n+1) − 1 members: too many to even count cheaply
        fam = Family(name, None, too_many=f"it has 2^{max_birthday + 1} − 1 members; {what}")
    else:
        fam = _enumerated(
            name,
            lambda: [number(x) for x in _dyadics_by_day(max_birthday)],
            2 ** (max_birthday + 1) - 1,
            what,
        )
    fam._strategy = lambda: _number_strategy(max_birthday)
    return fam


def _number_strategy(max_birthday: int | None = None) -> Any:
    """Dyadics born by ``max_birthday``, built directly (denominator 2^j, then the integer part
    and the odd numerator), shrinking towards 0."""
    from hypothesis import strategies as st

    from cgt.values import number

    n = 64 if max_birthday is None else max_birthday

    @st.composite
    def draw(draw: Any) -> Game:
        j = draw(st.integers(0, max(min(n - 1, 12), 0)))
        if j == 0:
            k = draw(st.integers(0, n))
            x = Fraction(k)
        else:
            a = draw(st.integers(0, n - 1 - j))  # ⌊|x|⌋ + j + 1 ≤ n
            t = draw(st.integers(0, 2 ** (j - 1) - 1))
            x = Fraction(a * 2**j + 2 * t + 1, 2**j)
        return number(-x if draw(st.booleans()) else x)

    return draw()


def integers(lo: int | None = None, hi: int | None = None) -> Family:
    """Every integer n with lo ≤ n ≤ hi (both included), simplest first: 0, 1, −1, 2, −2, ….
    Without bounds the family is infinite (only ``.strategy()``).

    >>> [str(g) for g in integers(lo=-2, hi=3)]
    ['0', '1', '-1', '2', '-2', '3']
    """
    from cgt.values import integer

    name = f"integers(lo={lo}, hi={hi})"
    for label, v in (("lo", lo), ("hi", hi)):
        if v is not None and (isinstance(v, bool) or not isinstance(v, int)):
            raise InvalidGame(f"{label} must be an integer, not {v!r}")

    def strategy() -> Any:
        from hypothesis import strategies as st

        return st.integers(lo, hi).map(integer)

    if lo is None or hi is None:
        return Family(name, None, strategy=strategy, too_many="it is infinite; give lo and hi")
    if hi < lo:
        raise InvalidGame(f"integers: hi = {hi} is below lo = {lo}")

    def make() -> list[Game]:
        ns = sorted(range(lo, hi + 1), key=lambda n: (abs(n), n < 0))
        return [integer(n) for n in ns]

    fam = _enumerated(name, make, hi - lo + 1, "narrow lo..hi or use claim(...).search()")
    fam._strategy = strategy
    return fam


def dyadics(max_denominator: int, lo: int | Fraction, hi: int | Fraction) -> Family:
    """Every dyadic rational k/d with lo ≤ k/d ≤ hi and d ≤ ``max_denominator`` (a power of
    two), in canonical form, simplest first.

    >>> [str(x) for x in dyadics(max_denominator=4, lo=0, hi=1)]
    ['0', '1', '1/2', '1/4', '3/4']
    """
    from cgt.values import number

    d = max_denominator
    if isinstance(d, bool) or not isinstance(d, int) or d < 1 or d & (d - 1):
        raise InvalidGame(f"max_denominator must be a power of two, not {max_denominator!r}")
    a, b = _to_fraction(lo), _to_fraction(hi)  # typed errors for what is not a number
    if b < a:
        raise InvalidGame(f"dyadics: hi = {hi} is below lo = {lo}")
    first, last = -((-a * d) // 1), (b * d) // 1
    count = max(int(last - first) + 1, 0)
    name = f"dyadics(max_denominator={d}, lo={lo}, hi={hi})"

    def make() -> list[Game]:
        xs = sorted((Fraction(k, d) for k in range(int(first), int(last) + 1)), key=_number_key)
        return [number(x) for x in xs]

    def strategy() -> Any:
        from hypothesis import strategies as st

        return st.integers(int(first), int(last)).map(
            lambda k: number(Fraction(k, d))
        ) if count else st.nothing()

    fam = _enumerated(name, make, count, "narrow lo..hi or use claim(...).search()")
    fam._strategy = strategy
    return fam


def nimbers(max_n: int | None) -> Family:
    """The nimbers 0, *, *2, …, *max_n (``None``: every nimber, only ``.strategy()``).

    >>> [str(g) for g in nimbers(max_n=2)]
    ['0', '*', '*2']
    """
    from cgt.values import nimber

    def strategy() -> Any:
        from hypothesis import strategies as st

        return st.integers(0, max_n).map(nimber)

    if max_n is None:
        return Family("nimbers()", None, strategy=strategy, too_many="it is infinite")
    _check_bound("max_n", max_n)
    fam = _enumerated(
        f"nimbers(max_n={max_n})",
        lambda: [nimber(k) for k in range(max_n + 1)],
        max_n + 1,
        "lower max_n",
    )
    fam._strategy = strategy
    return fam


def ups(max_n: int, stars: bool = True) -> Family:
    """n·↑ for −max_n ≤ n ≤ max_n, and with ``stars`` also n·↑ + * (CGSuite's ``^n``,
    ``v``, ``^*``, …), simplest first.

    >>> [str(g) for g in ups(max_n=1)]
    ['0', '*', '^', 'v', '^*', 'v*']
    """
    from cgt.values import up_star

    _check_bound("max_n", max_n)
    stars_ = (0, 1) if stars else (0,)

    def make() -> list[Game]:
        gs = [up_star(n, m) for n in range(-max_n, max_n + 1) for m in stars_]
        return sorted(gs, key=form_key)

    return _enumerated(
        f"ups(max_n={max_n}{'' if stars else ', stars=False'})",
        make,
        (2 * max_n + 1) * len(stars_),
        "lower max_n",
    )


# ============================================================================ classes
_CLASSES: dict[tuple[str, int], tuple[Game, ...]] = {}
#: The most days whose classes can be listed, per universe: the next day's options range over
#: the antichains of this day's classes, which become far too many (M day 3: antichains of
#: 256 classes; D day 4: of 1268; NORMAL day 4: of 1474; I day 5: 2^22 sets).
_MOST_CLASS_DAYS = {"NORMAL": 3, "M": 2, "D": 3, "E": 2, "I": 4}


def canonical(universe: Any, max_birthday: int) -> Family:
    """One representative (the canonical form) of every class of games born by day
    ``max_birthday`` modulo ``universe``: NORMAL 1, 4, 22, 1474; M 1, 4, 256; D 1, 2, 9, 1268;
    E 1, 4, 196; I 1, 2, 3, 5, 22 (days 0, 1, 2, …).

    Day n + 1 is built from day n: ≡ (mod U) is a congruence for forming {A | B} and dominated
    options can be removed, so A and B range over the antichains (mod U) of day n's classes
    (Siegel, *Combinatorial Game Theory*, 2013, V.6; Dorbec–Renault–Siegel–Sopena 2015 for
    D). Dead-ending classes are taken from every dead-ending form born by the day.

    >>> from cgt import D, NORMAL
    >>> [str(g) for g in canonical(D, max_birthday=2)]
    ['0', '*', '{0|*}', '{*|0}', '{0,*|0}', '{0,*|*}', '{0|0,*}', '{*|0,*}', '*2']
    >>> len(canonical(NORMAL, max_birthday=3))
    1474
    """
    name = getattr(universe, "name", str(universe))
    _check_bound("max_birthday", max_birthday)
    label = f"canonical({name}, max_birthday={max_birthday})"
    most = _MOST_CLASS_DAYS.get(name)
    if most is None:
        raise NotSupported(
            f"canonical({name}, …): no canonical-form theory modulo {name} in cgt; the "
            f"universes with classes are {', '.join(_MOST_CLASS_DAYS)}"
        )
    if max_birthday > most:
        return Family(
            label,
            None,
            too_many=f"classes modulo {name} born by day {max_birthday} are too many to list "
            f"(day {most} is the most); lower max_birthday to {most}",
        )
    return Family(label, lambda: _classes(universe, name, max_birthday))


def _classes(universe: Any, name: str, day: int) -> tuple[Game, ...]:
    key = (name, day)
    if key in _CLASSES:
        return _CLASSES[key]
    if day == 0:
        reps: list[Game] = [universe.canonical(game())]
    elif name == "E":
        reps = list(dict.fromkeys(universe.canonical(g) for g in _by_day("dead_ending", day)))
    else:
        prev = list(_classes(universe, name, day - 1))
        if name == "NORMAL":
            ge: Callable[[Game, Game], bool] = lambda a, b: a >= b  # noqa: E731
        else:
            ge = lambda a, b: bool(universe.ge(a, b))  # noqa: E731
        chains = _antichains(prev, ge)
        found: dict[Game, None] = {}
        for a in chains:
            for b in chains:
                if name == "D" and bool(a) != bool(b) or name == "I" and a != b:
                    continue
                found[universe.canonical(game(a, b))] = None
        reps = list(found)
    _CLASSES[key] = tuple(sorted(reps, key=form_key))
    return _CLASSES[key]


def _antichains(items: list[Game], ge: Callable[[Game, Game], bool]) -> list[tuple[Game, ...]]:
    """Every set of pairwise incomparable items (the empty set included)."""
    n = len(items)
    comparable = [[i != j and (ge(items[i], items[j]) or ge(items[j], items[i]))
                   for j in range(n)] for i in range(n)]
    out: list[tuple[int, ...]] = [()]

    def grow(start: int, chosen: tuple[int, ...]) -> None:
        for i in range(start, n):
            if not any(comparable[i][j] for j in chosen):
                nxt = chosen + (i,)
                out.append(nxt)
                grow(i + 1, nxt)

    grow(0, ())
    return [tuple(items[i] for i in c) for c in out]


# ============================================================================ composition
def sums(family: Family, k: int) -> Family:
    """Every sum G₁ + … + G_k of k members of ``family`` (a multiset: each sum once),
    simplest first.

    >>> [str(g.canonical()) for g in sums(nimbers(max_n=2), k=2)]
    ['0', '*', '*2', '0', '*3', '0']
    """
    _check_bound("k", k, least=1)
    if not isinstance(family, Family):
        raise InvalidGame(f"sums needs a Family, not {family!r}")
    name = f"sums({family.name}, k={k})"

    def total(gs: Sequence[Game]) -> Game:
        out = gs[0]
        for g in gs[1:]:
            out = out + g
        return out

    def strategy() -> Any:
        from hypothesis import strategies as st

        return st.lists(family.strategy(), min_size=k, max_size=k).map(total)

    if not family.enumerable:
        return Family(name, None, strategy=strategy, too_many=family._too_many)

    def make() -> list[Game]:
        items = family.members()
        tiers = family.tiers()
        combos = sorted(
            combinations_with_replacement(range(len(items)), k),
            key=lambda c: (sum(tiers[i] for i in c), c),
        )
        return [total([items[i] for i in c]) for c in combos]

    n = comb(len(family) + k - 1, k)
    fam = _enumerated(name, make, n, "lower k or the family's bound")
    fam._strategy = strategy
    return fam


def pairs(first: Family, second: Family | None = None, *, unordered: bool = False) -> Family:
    """Pairs (G, H) with G from ``first`` and H from ``second`` (default: ``first`` again),
    simplest first; with ``unordered``, each pair of one family once (G before H in its
    order). A claim binds a pair to two variables at once: ``claim(…, **{"G, H": pairs(F)})``.

    >>> F = nimbers(max_n=1)
    >>> [(str(a), str(b)) for a, b in pairs(F)]
    [('0', '0'), ('0', '*'), ('*', '0'), ('*', '*')]
    >>> len(pairs(nimbers(max_n=3), unordered=True))
    10
    """
    second_ = first if second is None else second
    for f in (first, second_):
        if not isinstance(f, Family):
            raise InvalidGame(f"pairs needs Families, not {f!r}")
    if unordered and second_ is not first:
        raise InvalidGame("unordered pairs need one family: pairs(F, unordered=True)")
    name = f"pairs({first.name}{'' if second is None else ', ' + second_.name}"
    name += ", unordered=True)" if unordered else ")"

    def strategy() -> Any:
        from hypothesis import strategies as st

        s = st.tuples(first.strategy(), second_.strategy())
        if unordered:
            order = {x: i for i, x in enumerate(first.members())}
            s = s.map(lambda p: p if order[p[0]] <= order[p[1]] else (p[1], p[0]))
        return s

    if not (first.enumerable and second_.enumerable):
        return Family(name, None, strategy=strategy, too_many="a factor cannot be enumerated",
                      arity=2)

    def make() -> list[tuple[Any, Any]]:
        a, b = first.members(), second_.members()
        idx = ordered_product([first.tiers(), second_.tiers()])
        return [(a[i], b[j]) for i, j in idx if not unordered or i <= j]

    n = len(first) * len(second_)
    if unordered:
        n = len(first) * (len(first) + 1) // 2
    fam = _enumerated(name, make, n, "lower the factors' bounds")
    fam._strategy = strategy
    fam.arity = 2
    return fam


# ============================================================================ Hackenbush
# ---- Hackenbush families: `sprigs`, `flowers` and `hackenbush_positions` are written in
# ---- cgt/hackenbush/families.py (they build positions with the Hackenbush module) as
# ---- Families of this module. They register themselves here, as the Hackenbush theorems do
# ---- in the core's hooks, when cgt._plugins loads the package on first use (so that
# ---- importing this module never imports the Hackenbush package).
_HACKENBUSH = ("sprigs", "flowers", "hackenbush_positions")
# (os.path, not pathlib: `import cgt` imports this module, and pathlib costs it ~10 ms)
if os.path.exists(os.path.join(os.path.dirname(__file__), "hackenbush", "families.py")):
    __all__ += list(_HACKENBUSH)

#: Families written above this module, by name: installed by the packages that build them (the
#: Hackenbush families), imported by :func:`cgt._plugins.load` when first asked for.
_REGISTERED: dict[str, Callable[..., Family]] = {}


def __getattr__(name: str) -> Any:
    if name in _HACKENBUSH and name in __all__:
        _plugins.load()
        return _REGISTERED[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
