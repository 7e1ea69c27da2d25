"""Impartial coordinate rulesets: CGSuite's ``CoordinateRuleset`` family (``game.heap``).

A position is a coordinate pair ``(a, b)`` of integers, or a disjunctive sum of such pairs
(see :mod:`cgt.rulesets.heap_sums`); a move replaces one pair by a sum of pairs, the same moves
for both players. A ruleset with parameters is a function of them returning its position class,
and a position is the class called on its coordinates, as CGSuite's ``R((a, b))``:

- ``GenWythoff(bound)``: two heaps; take any number of tokens from one heap, or k from one and
  l from the other with 0 < k ≤ l < bound(k) (A. Fraenkel and Y. Tanny's bounding function):
  ``GenWythoff(lambda k: k + 1)`` is Wythoff's game, ``GenWythoff(lambda k: k + r)`` Fraenkel's
  r-Wythoff;
- ``GenMem(predicate)``: position (n, k) is a heap of n tokens whose *memory* k is the number
  taken by the move before; take a tokens, 1 ≤ a ≤ n, when ``predicate(k, a)`` holds, leaving
  (n − a, a). ``Mem`` takes at least as many as the move before (``a >= k``), ``TakeAway(r)``
  at most r times as many (``a <= r * k``; r may be a function of k), ``FibonacciNim`` is
  ``TakeAway(2)``. As in CGSuite, memory 0 at the start lets ``TakeAway`` take nothing: play a
  heap of n with memory n (or any k ≥ n / r) to let the first move take any number;
- ``coordinate_ruleset(options)``: the options of (a, b) given by a function (a, b) -> a list
  whose items are pairs (a move to one pair) or lists of pairs (a move to their sum; an empty
  list is a move to 0), CGSuite's ``CoordinateRuleset(fn)``; moves are kept as the function
  lists them, repeats included, as CGSuite's ``Options`` keeps them;
- ``acrostic_product(r, s)`` and ``direct_product(r, s)`` of two heap rulesets (CGSuite's
  ``AcrosticProduct``, ``DirectProduct``; Winning Ways ch. 14 and 13): in the acrostic product
  a move plays r on a or s on b; in the direct product a move plays r on a *and* s on b, from
  (a, b) to Σ(aᵢ, b) + Σ(a, bⱼ) + Σ(aᵢ, bⱼ), so that its nim values are the nim products of
  the factors' (the Tartan theorem).

Positions answer ``.nim_value()``, ``.canonical()`` (a nimber), ``.outcome()``,
``.misere_outcome()``; the classes ``nim_value_table(max_row, max_col)`` (CGSuite's
``NimValueTable``: rows a = 0 … max_row, columns b = 0 … max_col).

>>> W = GenWythoff(lambda k: k + 1)
>>> W(3, 5).nim_value(), W(8, 13).outcome(), str(W(2, 2).canonical())
(0, P, '*')
>>> print(W.nim_value_table(2, 4))
0 | 1 | 2 | 3 | 4
--+---+---+---+--
1 | 2 | 0 | 4 | 5
--+---+---+---+--
2 | 0 | 1 | 5 | 3
>>> [FibonacciNim(10, k).nim_value() for k in range(6)]
[0, 2, 2, 2, 5, 5]
>>> Mem(10, 0).nim_value(), TakeAway(3)(10, 4).nim_value()
(3, 6)
"""

from __future__ import annotations

import numbers
from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import Any

from cgt.errors import InvalidArgument, InvalidGame
from cgt.rulesets.heap import HeapRuleset
from cgt.rulesets.heap_sums import (
    HeapSum,
    _describe,
    _heap_ruleset,
    _heap_ruleset_key,
    _integer,
    _make_ruleset,
    _normalised,
)
from cgt.rulesets.table import ValueTable, nim_value_table

__all__ = [
    "CoordinateRuleset",
    "GenWythoff",
    "GenMem",
    "TakeAway",
    "FibonacciNim",
    "Mem",
    "coordinate_ruleset",
    "acrostic_product",
    "direct_product",
]

Options = Iterable[tuple[Any, ...]]


class CoordinateRuleset(HeapSum):
    """The positions of an impartial coordinate ruleset: sums of coordinate pairs (a, b),
    both players having the moves that ``coordinate_options`` gives.

    >>> R = coordinate_ruleset(lambda a, b: [(a - 1, b + 1)] if a > 0 else [])
    >>> R(3, 0).nim_value(), R(3, 0) + R(1, 1)
    (1, coordinate_ruleset(<function>)(1, 1) + coordinate_ruleset(<function>)(3, 0))
    """

    __slots__ = ()
    COORDINATES = True
    IMPARTIAL = True

    @classmethod
    def _coordinate_options(cls, h: tuple[int, int]) -> Options:
        raise NotImplementedError(f"{cls.__name__} must define _coordinate_options()")

    @classmethod
    def _heap_options(cls, heap: Any, left: bool) -> Options:
        return cls._coordinate_options(heap)

    @classmethod
    def coordinate_options(cls, a: int, b: int) -> tuple[tuple[tuple[int, int], ...], ...]:
        """The moves from (a, b), each the sorted tuple of the pairs it leaves (CGSuite's
        ``CoordinateOptions``).

        >>> GenWythoff(lambda k: k + 1).coordinate_options(1, 2)
        (((0, 2),), ((1, 1),), ((1, 0),), ((0, 1),))
        """
        return cls.heap_options((a, b))

    @classmethod
    def nim_value_table(cls, max_row: int, max_col: int) -> ValueTable:
        """The nim values of (a, b) for 0 ≤ a ≤ ``max_row``, 0 ≤ b ≤ ``max_col``, CGSuite's
        ``NimValueTable`` (``str()`` prints it as CGSuite does).

        >>> print(Mem.nim_value_table(2, 2))
        0 | 0 | 0
        --+---+--
        1 | 1 | 0
        --+---+--
        2 | 2 | 1
        """
        return nim_value_table(cls, max_row, max_col, title=cls.NAME)


def _function(f: object, what: str) -> Callable[..., Any]:
    if not callable(f) or isinstance(f, type):
        raise InvalidArgument(f"{what} must be a function, not {f!r}")
    return f


def _checked_int(x: object, what: str) -> int:
    n = _integer(x)
    if n is None:
        raise InvalidGame(f"{what} must give an integer, not {x!r}")
    return n


# ---------------------------------------------------------------------- Wythoff
def _wythoff_options(cls: Any, h: tuple[int, int]) -> Options:
    m, n = h
    bound = cls._bound
    out = [((m - a, n),) for a in range(1, m + 1)]
    out += [((m, n - b),) for b in range(1, n + 1)]
    diag = min(m, n)
    for k in range(1, diag + 1):
        top = min(_checked_int(bound(k), "a GenWythoff bound") - 1, n)
        out += [((m - k, n - t),) for t in range(k, top + 1)]
    for t in range(1, diag + 1):
        top = min(_checked_int(bound(t), "a GenWythoff bound") - 1, m)
        out += [((m - k, n - t),) for k in range(t + 1, top + 1)]
    return out


def GenWythoff(bound: Callable[[int], int], name: str | None = None) -> type[CoordinateRuleset]:  # noqa: N802 - CGSuite's name
    """Generalised Wythoff with the Fraenkel–Tanny bounding function ``bound`` (CGSuite's
    ``GenWythoff``): from (a, b) take any number of tokens from one heap, or k tokens from one
    heap and l from the other with 0 < k ≤ l < bound(k). ``GenWythoff(lambda k: k + 1)`` is
    Wythoff's game; exchanging the heaps keeps the value.

    >>> R = GenWythoff(lambda k: k + 2)
    >>> R(10, 4).nim_value(), len(R(10, 10).left_moves()), R is GenWythoff(R._bound)
    (0, 48, True)
    """
    _function(bound, "GenWythoff's bound")
    name = name or f"GenWythoff({_describe(bound)})"
    return _make_ruleset(
        CoordinateRuleset,
        ("GenWythoff", bound, name),
        name,
        _bound=staticmethod(bound),
        _coordinate_options=classmethod(_wythoff_options),
        SWAP_SYMMETRIC=True,
    )


# ---------------------------------------------------------------------- Mem
def _mem_options(cls: Any, h: tuple[int, int]) -> Options:
    n, memory = h
    allowed = cls._predicate
    return [((n - a, a),) for a in range(1, n + 1) if allowed(memory, a)]


def GenMem(predicate: Callable[[int, int], bool], name: str | None = None) -> type[CoordinateRuleset]:  # noqa: N802, E501
    """Generalised Mem (CGSuite's ``GenMem``): position (n, k) is a heap of n tokens with
    memory k; a move takes a tokens, 1 ≤ a ≤ n, when ``predicate(k, a)`` holds, and leaves
    (n − a, a).

    >>> R = GenMem(lambda memory, a: a != memory)
    >>> [R(10, k).nim_value() for k in range(8)]
    [6, 6, 6, 4, 6, 6, 3, 6]
    """
    _function(predicate, "GenMem's predicate")
    name = name or f"GenMem({_describe(predicate)})"
    return _make_ruleset(
        CoordinateRuleset,
        ("GenMem", predicate, name),
        name,
        _predicate=staticmethod(predicate),
        _coordinate_options=classmethod(_mem_options),
    )


def _limit_key(limit: object) -> Any:
    if callable(limit) and not isinstance(limit, type):
        return limit
    if isinstance(limit, bool) or not isinstance(limit, (numbers.Rational, float)):
        raise InvalidArgument(f"TakeAway's limit must be a number or a function, not {limit!r}")
    if isinstance(limit, float) and limit != limit or limit in (float("inf"), float("-inf")):
        raise InvalidArgument(f"TakeAway's limit must be a finite number, not {limit!r}")
    r = Fraction(limit)
    return int(r) if r.denominator == 1 else r


def TakeAway(limit: numbers.Rational | float | Callable[[int], Any], name: str | None = None) -> type[CoordinateRuleset]:  # noqa: N802, E501
    """Take-Away (CGSuite's ``TakeAway``), a :func:`GenMem`: from (n, k) take a tokens,
    1 ≤ a ≤ n, when a ≤ ``limit`` × k (a number), or a ≤ ``limit(k)`` (a function).
    CGSuite takes a dyadic rational or a function; any rational is allowed here.

    >>> [TakeAway(3)(10, k).nim_value() for k in range(5)]
    [0, 2, 2, 6, 6]
    """
    key = _limit_key(limit)
    if callable(key):
        f = key

        def predicate(memory: int, a: int) -> bool:
            return bool(a <= f(memory))

    else:
        r = key

        def predicate(memory: int, a: int) -> bool:
            return bool(a <= memory * r)

    name = name or f"TakeAway({_describe(key)})"
    return _make_ruleset(
        CoordinateRuleset,
        ("TakeAway", key, name),
        name,
        _predicate=staticmethod(predicate),
        _coordinate_options=classmethod(_mem_options),
    )


#: Fibonacci Nim, ``TakeAway(2)``: take at most twice as many tokens as the move before.
FibonacciNim = TakeAway(2, name="FibonacciNim")


def _at_least(memory: int, a: int) -> bool:
    return a >= memory


#: Mem, ``GenMem(a >= memory)``: take at least as many tokens as the move before.
Mem = GenMem(_at_least, name="Mem")


# ---------------------------------------------------------------------- any options
def _function_options(cls: Any, h: tuple[int, int]) -> Options:
    got = cls._options(*h)
    if isinstance(got, (str, bytes)) or not isinstance(got, Iterable):
        raise InvalidGame(f"{cls.NAME}: the options of {h} must be a collection, not {got!r}")
    check = cls._check_heap
    return [_normalised(o, check) for o in got]


def coordinate_ruleset(
    options: Callable[[int, int], Iterable[Any]], name: str | None = None
) -> type[CoordinateRuleset]:
    """The impartial coordinate ruleset whose moves from (a, b) are ``options(a, b)``
    (CGSuite's ``CoordinateRuleset(fn)``): a collection whose items are pairs (a move to that
    pair) or collections of pairs (a move to their sum; empty: a move to 0). Coordinates may be
    any integers; a ruleset whose play can return to a position raises
    :class:`~cgt.errors.NotShortGame`.

    >>> R = coordinate_ruleset(lambda a, b: [(a - k, b) for k in range(1, a + 1)]
    ...                        + [[(a, b - 1), (a, b - 1)]] * (b > 0), name="R")
    >>> R(2, 1), R(2, 1).nim_value(), R.coordinate_options(1, 1)
    (R(2, 1), 3, (((0, 1),), ((1, 0), (1, 0))))
    """
    _function(options, "coordinate_ruleset's options")
    name = name or f"coordinate_ruleset({_describe(options)})"
    return _make_ruleset(
        CoordinateRuleset,
        ("coordinate_ruleset", options, name),
        name,
        LEAST=None,
        _options=staticmethod(options),
        _coordinate_options=classmethod(_function_options),
    )


# ---------------------------------------------------------------------- products
def _acrostic_options(cls: Any, h: tuple[int, int]) -> Options:
    m, n = h
    out = [tuple((a, n) for a in opt) for opt in cls._r.moves(m)]
    out += [tuple((m, b) for b in opt) for opt in cls._s.moves(n)]
    return out


def acrostic_product(
    r: HeapRuleset, s: HeapRuleset, name: str | None = None
) -> type[CoordinateRuleset]:
    """The acrostic product of two heap rulesets (CGSuite's ``R.AcrosticProduct(S)``; Winning
    Ways ch. 14): from (a, b) a move plays ``r`` on a, leaving Σ(aᵢ, b) for a move of r from a
    to heaps aᵢ, or ``s`` on b, leaving Σ(a, bⱼ).

    >>> from cgt.rulesets.heap import NIM
    >>> A = acrostic_product(NIM, NIM)
    >>> A(3, 5), A(3, 5).nim_value()
    (acrostic_product(nim, nim)(3, 5), 7)
    """
    _heap_ruleset(r, "acrostic_product"), _heap_ruleset(s, "acrostic_product")
    name = name or f"acrostic_product({r!r}, {s!r})"
    return _make_ruleset(
        CoordinateRuleset,
        ("acrostic_product", _heap_ruleset_key(r), _heap_ruleset_key(s), name),
        name,
        _r=r,
        _s=s,
        _coordinate_options=classmethod(_acrostic_options),
        SWAP_SYMMETRIC=_heap_ruleset_key(r) == _heap_ruleset_key(s),
    )


def _direct_options(cls: Any, h: tuple[int, int]) -> Options:
    m, n = h
    out = []
    s_moves = cls._s.moves(n)
    for opt in cls._r.moves(m):
        for o in s_moves:
            heaps = [(a, n) for a in opt] + [(m, b) for b in o]
            heaps += [(a, b) for a in opt for b in o]
            out.append(tuple(sorted(heaps)))
    return out


def direct_product(
    r: HeapRuleset, s: HeapRuleset, name: str | None = None
) -> type[CoordinateRuleset]:
    """The direct product of two heap rulesets (CGSuite's ``R.DirectProduct(S)``; Winning
    Ways ch. 13): for a move of ``r`` from a to heaps aᵢ and a move of ``s`` from b to heaps
    bⱼ, a move from (a, b) to Σ(aᵢ, b) + Σ(a, bⱼ) + Σ(aᵢ, bⱼ). Its nim values are the nim
    products of the factors' (the Tartan theorem).

    >>> from cgt.impartial import nim_product
    >>> from cgt.rulesets.heap import NIM
    >>> D = direct_product(NIM, NIM)
    >>> D(5, 6).nim_value(), nim_product(5, 6)
    (8, 8)
    """
    _heap_ruleset(r, "direct_product"), _heap_ruleset(s, "direct_product")
    name = name or f"direct_product({r!r}, {s!r})"
    return _make_ruleset(
        CoordinateRuleset,
        ("direct_product", _heap_ruleset_key(r), _heap_ruleset_key(s), name),
        name,
        _r=r,
        _s=s,
        _coordinate_options=classmethod(_direct_options),
        SWAP_SYMMETRIC=_heap_ruleset_key(r) == _heap_ruleset_key(s),
        _heap_depth=classmethod(lambda cls, h: (abs(h[0]) + 1) * (abs(h[1]) + 1)),
    )
