"""Positions that are disjunctive sums of heaps, the common shape of CGSuite's heap and
coordinate rulesets (``game.heap``): a *heap* is a heap size ``n`` (an int) or a coordinate pair
``(a, b)``, and a move replaces one heap by a sum of heaps (possibly none).

A ruleset of this shape is a subclass of :class:`HeapSum` that says which sums of heaps each
player may leave in place of one heap; the factories of :mod:`cgt.rulesets.coordinate` and
:mod:`cgt.rulesets.partizan_heap` build such classes from their parameters. Calling the class
gives a position: ``R(6)`` a heap, ``R(3, 4)`` the coordinate pair (3, 4), ``R((1, 2), (3, 4))``
a sum of two heaps, ``R()`` the empty sum; ``p + q`` adds positions of one ruleset. Each heap is
a component, so values add up heap by heap and the ruleset's transposition table holds single
heaps. A position prints with the ruleset's name as the user wrote it: ``Eatcake(1, 2) +
Eatcake(3, 4)``.

>>> from cgt.rulesets.partizan_heap import Eatcake
>>> p = Eatcake(1, 2) + Eatcake(3, 4)
>>> p, p.heaps, len(p.left_moves())
(Eatcake(1, 2) + Eatcake(3, 4), ((1, 2), (3, 4)), 3)
>>> str(p.canonical()), str(p.outcome())
('{v*|v3}', 'R')
"""

from __future__ import annotations

import numbers
from collections.abc import Callable, Hashable, Iterable
from fractions import Fraction
from typing import Any, ClassVar, TypeVar

from cgt._deep import maybe_deep
from cgt.canonical.normal import canonical_sum
from cgt.errors import InvalidArgument, InvalidGame
from cgt.game import Game, game
from cgt.rulesets.base import FrozenPosition, _Search
from cgt.values import nimber, zero

__all__ = ["Heap", "HeapSum"]

#: A heap: a heap size, or a coordinate pair.
Heap = int | tuple[int, int]

H = TypeVar("H", bound="HeapSum")


def _integer(x: object) -> int | None:
    if isinstance(x, bool) or not isinstance(x, numbers.Integral):
        return None
    return int(x)


class HeapSum(FrozenPosition):
    """A disjunctive sum of heaps of one ruleset (see the module documentation); ``state`` is
    the sorted tuple of its heaps. Subclasses define :meth:`_heap_options`.

    >>> from cgt.rulesets.partizan_heap import partizan_subtraction
    >>> R = partizan_subtraction([1, 3], [2, 3])
    >>> R(6), R(2, 5), str(R(6).canonical())
    (partizan_subtraction([1, 3], [2, 3])(6), partizan_subtraction([1, 3], [2, 3])(2) + \
partizan_subtraction([1, 3], [2, 3])(5), '{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}')
    """

    __slots__ = ()

    #: The ruleset's name as printed (the factory call the user wrote, or a given name).
    NAME: ClassVar[str] = "HeapSum"
    #: True when heaps are coordinate pairs (a, b), False when they are heap sizes.
    COORDINATES: ClassVar[bool] = False
    #: Least allowed heap size or coordinate (None: any integer).
    LEAST: ClassVar[int | None] = 0
    #: True when exchanging a pair's coordinates leaves its game unchanged.
    SWAP_SYMMETRIC: ClassVar[bool] = False
    #: True when exchanging a pair's coordinates negates its game.
    SWAP_NEGATES: ClassVar[bool] = False

    #: Per-class tables of single heaps: heap -> canonical form, heap -> nim value.
    _heap_values: ClassVar[dict[Any, Game]]
    _heap_nims: ClassVar[dict[Any, int]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._heap_values = {}
        cls._heap_nims = {}

    # ------------------------------------------------------------------ to define
    @classmethod
    def _heap_options(cls, heap: Any, left: bool) -> Iterable[tuple[Any, ...]]:
        """The sums of heaps (sorted tuples) that the player (Left when ``left``) may leave in
        place of ``heap``."""
        raise NotImplementedError(f"{cls.__name__} must define _heap_options()")

    # ------------------------------------------------------------------ positions
    def __init__(self, *heaps: Any) -> None:
        cls = type(self)
        if cls.COORDINATES and len(heaps) == 2 and all(_integer(x) is not None for x in heaps):
            heaps = (tuple(heaps),)
        self._init(tuple(sorted(cls._check_heap(h) for h in heaps)))

    @classmethod
    def _check_heap(cls, h: Any) -> Any:
        least = cls.LEAST
        if cls.COORDINATES:
            if isinstance(h, (tuple, list)) and len(h) == 2:
                a, b = _integer(h[0]), _integer(h[1])
                if a is not None and b is not None and (least is None or min(a, b) >= least):
                    return (a, b)
            what = "integers" if least is None else f"integers >= {least}"
            raise InvalidGame(f"a position of {cls.NAME} is a pair (a, b) of {what}, not {h!r}")
        n = _integer(h)
        if n is None or (least is not None and n < least):
            raise InvalidGame(f"a heap of {cls.NAME} is an integer >= 0, not {h!r}")
        return n

    @property
    def heaps(self) -> tuple[Any, ...]:
        """The heaps of this sum (heap sizes or coordinate pairs), sorted.

        >>> from cgt.rulesets.partizan_heap import partizan_subtraction
        >>> partizan_subtraction([1], [2])(5, 3, 5).heaps
        (3, 5, 5)
        """
        return self.state  # type: ignore[no-any-return]

    def __str__(self) -> str:
        name = type(self).NAME
        if not self.state:
            return f"{name}()"
        if type(self).COORDINATES:
            return " + ".join(f"{name}({a}, {b})" for a, b in self.state)
        return " + ".join(f"{name}({n})" for n in self.state)

    def __repr__(self) -> str:
        return str(self)

    def __add__(self: H, other: object) -> H:
        if type(other) is not type(self):
            return NotImplemented
        return type(self)._of(tuple(sorted(self.state + other.state)))  # type: ignore[attr-defined]

    @classmethod
    def heap_options(cls, heap: Any, player: str = "left") -> tuple[tuple[Any, ...], ...]:
        """The sums of heaps (sorted tuples; ``()`` is the empty sum, 0) that ``player``
        (``"left"`` or ``"right"``) may leave in place of ``heap``: CGSuite's ``HeapOptions``
        and ``CoordinateOptions``.

        >>> from cgt.rulesets.partizan_heap import Eatcake
        >>> Eatcake.heap_options((2, 3), "left")
        (((2, 2),), ((2, 1), (2, 1)))
        """
        if player not in ("left", "right"):
            raise InvalidArgument(f"player must be 'left' or 'right', not {player!r}")
        return tuple(cls._heap_options(cls._check_heap(heap), player == "left"))

    def _moves(self, left: bool) -> list[Any]:
        cls = type(self)
        heaps = self.state
        out = []
        done = set()
        for i, h in enumerate(heaps):
            if h in done:
                continue
            done.add(h)
            rest = heaps[:i] + heaps[i + 1 :]
            for opt in cls._heap_options(h, left):
                out.append(cls._of(tuple(sorted(rest + opt))))
        return out

    def left_moves(self) -> list[Any]:
        """The positions Left can move to: one heap replaced by one of its Left options."""
        return self._moves(True)

    def right_moves(self) -> list[Any]:
        """The positions Right can move to: one heap replaced by one of its Right options."""
        return self._moves(False)

    def components(self) -> list[Any]:
        """Each heap, as a position of its own."""
        if len(self.state) == 1:
            return [self]
        cls = type(self)
        return [cls._of((h,)) for h in self.state]

    def symmetries(self) -> list[Any]:
        """Itself and, where exchanging coordinates keeps a pair's game, the sum with every
        pair written smaller coordinate first."""
        if not type(self).SWAP_SYMMETRIC:
            return [self]
        return [self, type(self)._of(tuple(sorted((min(h), max(h)) for h in self.state)))]

    def negations(self) -> list[Any]:
        """Where exchanging coordinates negates a pair's game, the sum with every pair
        exchanged."""
        if not type(self).SWAP_NEGATES:
            return []
        return [type(self)._of(tuple(sorted((b, a) for a, b in self.state)))]

    def depth_hint(self) -> int:
        cls = type(self)
        return sum(cls._heap_depth(h) for h in self.state)

    @classmethod
    def _heap_depth(cls, h: Any) -> int:
        """An estimate of the length of play on one heap (it chooses the stack to run on)."""
        return abs(h[0]) + abs(h[1]) if cls.COORDINATES else h  # type: ignore[no-any-return]

    @classmethod
    def _heap_rep(cls, h: Any) -> tuple[Any, bool]:
        """(table key, negated) of a heap under the declared exchange of coordinates."""
        if cls.SWAP_SYMMETRIC and h[0] > h[1]:
            return (h[1], h[0]), False
        if cls.SWAP_NEGATES and h[0] > h[1]:
            return (h[1], h[0]), True
        return h, False

    # ------------------------------------------------------------------ values
    def canonical(self, max_positions: int | None = None) -> Game:
        """The normal-play canonical form: the sum of its heaps' canonical forms, each heap's
        found once per ruleset (at most ``max_positions`` heaps are valued per call).

        >>> from cgt.rulesets.partizan_heap import TurnAndEatcake
        >>> p = TurnAndEatcake(8, 5) + TurnAndEatcake(2, 3)
        >>> str(TurnAndEatcake(8, 5).canonical()), str(p.canonical())
        ('v<3>', '{^<2>*|v}')
        """
        if type(self).IMPARTIAL:
            return nimber(self.nim_value(max_positions))
        return maybe_deep(self.depth_hint(), _canonical_run, self, max_positions)

    def nim_value(self, max_positions: int | None = None) -> int:
        """The nim value, CGSuite's ``NimValue``: for an impartial ruleset the nim-sum of its
        heaps' nim values, each found by the mex rule on heaps (no game forms are built); for
        a partizan one, that of its canonical form when it is a nimber.

        >>> from cgt.rulesets.coordinate import Mem
        >>> Mem(10, 3).nim_value(), (Mem(10, 3) + Mem(4, 0)).nim_value()
        (3, 1)
        """
        if not type(self).IMPARTIAL:
            return super().nim_value(max_positions)
        return maybe_deep(self.depth_hint(), _nim_run, self, max_positions)


def _canonical_run(p: HeapSum, bound: int | None) -> Game:
    # A fresh search per attempt: maybe_deep starts again on the big stack after a
    # RecursionError, and the positions of the failed attempt must not look like a cycle.
    search = _Search(bound, f"{type(p).__name__}.canonical()")
    return _sum_value(type(p), p.state, search)


def _sum_value(cls: type[HeapSum], heaps: tuple[Any, ...], search: _Search) -> Game:
    if not heaps:
        return zero
    if len(heaps) == 1:
        return _heap_value(cls, heaps[0], search)
    return canonical_sum(*[_heap_value(cls, h, search) for h in heaps])


def _heap_value(cls: type[HeapSum], h: Any, search: _Search) -> Game:
    table = cls._heap_values
    g = table.get(h)
    if g is not None:
        return g
    rep, negated = cls._heap_rep(h) if cls.COORDINATES else (h, False)
    g = table.get(rep)
    if g is None:
        search.visit()
        search.enter(rep)
        g = game(
            [_sum_value(cls, o, search) for o in cls._heap_options(rep, True)],
            [_sum_value(cls, o, search) for o in cls._heap_options(rep, False)],
        ).canonical()
        search.path.discard(rep)
        table[rep] = g
    if negated:
        g = -g
    table[h] = g
    return g


def _nim_run(p: HeapSum, bound: int | None) -> int:
    search = _Search(bound, f"{type(p).__name__}.nim_value()")
    v = 0
    for h in p.state:
        v ^= _heap_nim(type(p), h, search)
    return v


def _heap_nim(cls: type[HeapSum], h: Any, search: _Search) -> int:
    table = cls._heap_nims
    v = table.get(h)
    if v is not None:
        return v
    rep = cls._heap_rep(h)[0] if cls.COORDINATES else h
    v = table.get(rep)
    if v is None:
        search.visit()
        search.enter(rep)
        seen = set()
        for opt in cls._heap_options(rep, True):
            x = 0
            for k in opt:
                x ^= _heap_nim(cls, k, search)
            seen.add(x)
        search.path.discard(rep)
        v = 0
        while v in seen:
            v += 1
        table[rep] = v
    table[h] = v
    return v


# ---------------------------------------------------------------------- class factories
_CLASSES: dict[Hashable, type] = {}


def _make_ruleset(base: type[H], key: Hashable, name: str, **namespace: Any) -> type[H]:
    """The position class of one ruleset: a subclass of ``base`` named ``name`` with the given
    class attributes, made once per ``key`` (a later call with an equal key returns the same
    class, so positions share its transposition tables)."""
    cls = _CLASSES.get(key)
    if cls is None:
        try:
            hash(key)
        except TypeError:
            raise InvalidArgument(
                f"{name}: the parameters must be hashable (numbers, strings, tuples, functions, "
                "rulesets)"
            ) from None
        cls = type(name, (base,), {"__slots__": (), "NAME": name, **namespace})
        cls.__qualname__ = name
        cls.__module__ = base.__module__
        _CLASSES[key] = cls
    return cls  # type: ignore[return-value]


def _describe(x: Any) -> str:
    """A parameter as a ruleset's name shows it: a function by its name (``<function>`` for a
    lambda), a fraction as ``p/q``, a heap ruleset by its own name, others by ``repr``."""
    if isinstance(x, Fraction):
        return str(x)
    if isinstance(x, type) and issubclass(x, HeapSum):
        return x.NAME
    if callable(x) and not hasattr(x, "moves"):
        name = getattr(x, "__name__", "")
        return "<function>" if not name or name == "<lambda>" else name
    return repr(x)


def _normalised(option: Any, check: Callable[[Any], Any]) -> tuple[Any, ...]:
    """One option as a user's function gives it (a pair (a, b), or a collection of pairs, or
    an empty collection for 0) as a sorted tuple of heaps, each checked by ``check``."""
    if isinstance(option, (tuple, list)) and len(option) == 2 and all(
        _integer(x) is not None for x in option
    ):
        return (check(option),)
    if isinstance(option, (str, bytes)) or not isinstance(option, Iterable):
        raise InvalidGame(
            f"an option is a pair (a, b) or a collection of pairs (a sum), not {option!r}"
        )
    return tuple(sorted(check(h) for h in option))


def _heap_ruleset(r: object, what: str) -> Any:
    """``r`` when it is a heap ruleset (:class:`cgt.rulesets.heap.HeapRuleset`), else
    :class:`~cgt.errors.InvalidArgument`."""
    from cgt.rulesets.heap import HeapRuleset

    if not isinstance(r, HeapRuleset):
        raise InvalidArgument(
            f"{what} takes heap rulesets (take_and_break(code), subtraction(s), HeapRuleset), "
            f"not {r!r}"
        )
    return r


def _heap_ruleset_key(r: Any) -> Hashable:
    """A heap ruleset as a key of the class cache: take-and-break rulesets by code and name
    (two made from one code are one ruleset), others by identity."""
    code = getattr(r, "code", None)
    return ("take_and_break", str(code), r.name) if code is not None else r
