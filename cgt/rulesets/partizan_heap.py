"""Partizan heap and coordinate rulesets: CGSuite's ``PartizanHeapRuleset``,
``PartizanCoordinateRuleset`` and ``GenCutcake`` (``game.heap``).

A position is a heap of n tokens, or a coordinate pair (a, b), or a disjunctive sum of such
heaps (see :mod:`cgt.rulesets.heap_sums`). A ruleset with parameters is a function of them
returning its position class; a position is the class called on its heap or coordinates.
Left is the first ruleset named, as in CGSuite:

- ``partizan_heap(left, right)`` (also ``partizan_join``): Left moves on a heap as the heap
  ruleset ``left`` does, Right as ``right`` does (CGSuite's ``PartizanHeapRuleset``,
  ``R.PartizanJoin(S)``); ``partizan_subtraction(left, right, all_but=)``,
  ``partizan_take_and_break(left_code, right_code)`` and ``partizan_splittles(left, right,
  all_but=)`` build the heap rulesets from subtraction sets or codes (Splittles: take a
  number of tokens in the set, leaving at most two heaps, the code digit 7);
- ``partizan_coordinate_ruleset(left, right)``: Left's and Right's moves from (a, b) given by
  two functions (or two impartial coordinate rulesets), CGSuite's
  ``PartizanCoordinateRuleset``; ``PartizanEuclid`` from (p, q) with p mod q ≠ 0 lets Left move
  to (q, p mod q) and Right to (q, q − p mod q);
- ``GenCutcake(left, right, twisted=False)`` (also ``cake_product``): on the cake (m, n), Left
  plays the heap ruleset ``left`` on the second coordinate n, leaving Σ(m, bⱼ), and Right plays
  ``right`` on the first coordinate m, leaving Σ(aᵢ, n) (CGSuite's code; its documentation
  words it the other way round). In the twisted form the coordinates are exchanged before each
  move: Left plays on m, leaving Σ(n, bⱼ), Right on n, leaving Σ(aᵢ, m). ``Eatcake`` plays
  ``0.7`` both ways (remove a row or column, splitting the rest in two), ``TurnAndEatcake``
  its twisted form; ``take_and_break("4.0")`` both ways is Cutcake, ``"{2+}=.0"`` Maundy Cake.

Positions answer ``.canonical()``, ``.outcome()``, ``.misere_outcome()``, ``.winning_moves()``;
heap classes ``game_value_sequence(n)`` (heaps 1 … n, CGSuite's ``GameValueSequence``), and
coordinate classes ``game_value_table(max_row, max_col)`` (rows and columns from 1, CGSuite's
``GameValueTable``).

>>> R = partizan_subtraction([1, 3], [2, 3])
>>> [str(g) for g in R.game_value_sequence(4)]
['1', '{1|0}', '{0,{1|0}|0}', '{1|1,{1|0}}']
>>> str(Eatcake(3, 4).canonical()), str(TurnAndEatcake(8, 5).canonical())
('{*|vv}', 'v<3>')
>>> print(Eatcake.game_value_table(2, 3))
* | v |      *
--+---+-------
^ | * | {^^|*}
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from cgt.errors import InvalidArgument, InvalidGame
from cgt.game import Game
from cgt.rulesets.coordinate import CoordinateRuleset
from cgt.rulesets.heap import HeapRuleset, TakeAndBreak, splittles, subtraction
from cgt.rulesets.heap_sums import (
    HeapSum,
    _describe,
    _heap_ruleset,
    _heap_ruleset_key,
    _integer,
    _make_ruleset,
    _normalised,
)
from cgt.rulesets.table import ValueTable, game_value_table

__all__ = [
    "PartizanHeapRuleset",
    "PartizanCoordinateRuleset",
    "partizan_heap",
    "partizan_join",
    "partizan_subtraction",
    "partizan_take_and_break",
    "partizan_splittles",
    "PartizanSplittles",
    "partizan_coordinate_ruleset",
    "PartizanEuclid",
    "GenCutcake",
    "cake_product",
    "Eatcake",
    "TurnAndEatcake",
]

Options = Iterable[tuple[Any, ...]]


# ---------------------------------------------------------------------- heaps
class PartizanHeapRuleset(HeapSum):
    """The positions of a partizan heap ruleset: sums of heaps, Left moving on a heap as the
    heap ruleset ``LEFT`` does, Right as ``RIGHT`` does.

    >>> from cgt.rulesets.heap import KAYLES, DAWSONS_KAYLES
    >>> R = partizan_heap(KAYLES, DAWSONS_KAYLES)
    >>> R(3), str(R(3).canonical()), str(R(2, 3).outcome())
    (partizan_heap(kayles, dawsons_kayles)(3), '{2|1}', 'L')
    """

    __slots__ = ()
    LEFT: ClassVar[HeapRuleset]
    RIGHT: ClassVar[HeapRuleset]

    @classmethod
    def _heap_options(cls, heap: Any, left: bool) -> Options:
        return (cls.LEFT if left else cls.RIGHT).moves(heap)

    @classmethod
    def game_value_sequence(cls, n: int) -> list[Game]:
        """The canonical forms of the heaps 1 … n, CGSuite's ``GameValueSequence``.

        >>> [str(g) for g in partizan_take_and_break("0.07", "0.77").game_value_sequence(4)]
        ['-1', '{0|-1}', '{-1|-2}', '{0|-1||-2}']
        """
        m = _integer(n)
        if m is None or m < 0:
            raise InvalidArgument(f"game_value_sequence(n) needs an integer n >= 0, not {n!r}")
        return [cls(k).canonical() for k in range(1, m + 1)]


def partizan_heap(
    left: HeapRuleset, right: HeapRuleset, name: str | None = None
) -> type[PartizanHeapRuleset]:
    """The partizan heap ruleset in which Left moves as the heap ruleset ``left`` and Right as
    ``right`` (CGSuite's ``PartizanHeapRuleset(left, right)``).

    >>> from cgt.rulesets.heap import subtraction
    >>> R = partizan_heap(subtraction([1, 3]), subtraction([2, 3]))
    >>> str(R(6).canonical())
    '{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}'
    """
    return _partizan_heap(left, right, name or f"partizan_heap({left!r}, {right!r})")


def partizan_join(
    left: HeapRuleset, right: HeapRuleset, name: str | None = None
) -> type[PartizanHeapRuleset]:
    """The partizan join of two heap rulesets, CGSuite's ``R.PartizanJoin(S)``: the same as
    :func:`partizan_heap`.

    >>> from cgt.rulesets.heap import subtraction
    >>> partizan_join(subtraction([1, 3]), subtraction([2, 3]))(2)
    partizan_join(subtraction([1, 3]), subtraction([2, 3]))(2)
    """
    return _partizan_heap(left, right, name or f"partizan_join({left!r}, {right!r})")


def _partizan_heap(left: Any, right: Any, name: str) -> type[PartizanHeapRuleset]:
    _heap_ruleset(left, name), _heap_ruleset(right, name)
    lk, rk = _heap_ruleset_key(left), _heap_ruleset_key(right)
    return _make_ruleset(
        PartizanHeapRuleset,
        ("partizan_heap", lk, rk, name),
        name,
        LEFT=left,
        RIGHT=right,
        IMPARTIAL=lk == rk,
    )


def _subtrahends(s: object, what: str) -> list[int]:
    if isinstance(s, (str, bytes)) or not isinstance(s, Iterable):
        raise InvalidArgument(f"{what}: expected a collection of integers, not {s!r}")
    out = set()
    for x in s:
        n = _integer(x)
        if n is None or n < 1:
            raise InvalidGame(f"{what}: a subtrahend is an integer >= 1, not {x!r}")
        out.add(n)
    return sorted(out)


def _all_but(all_but: object) -> bool:
    if not isinstance(all_but, bool):
        raise InvalidArgument(f"all_but must be True or False, not {all_but!r}")
    return all_but


def _set_name(s: list[int], all_but: bool) -> str:
    return f"{s}{', all_but=True' if all_but else ''}"


def partizan_subtraction(
    left: Iterable[int], right: Iterable[int], all_but: bool = False, name: str | None = None
) -> type[PartizanHeapRuleset]:
    """The partizan subtraction game (CGSuite's ``PartizanSubtraction``): Left takes a number
    of tokens in ``left`` from a heap, Right a number in ``right`` (with ``all_but``: numbers
    not in the set).

    >>> R = partizan_subtraction([1, 3], [2, 3])
    >>> str(R(6).canonical()), str(R(7).outcome()), str(R(3).misere_outcome())
    ('{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}', 'L', 'N')
    """
    ls = _subtrahends(left, "partizan_subtraction")
    rs = _subtrahends(right, "partizan_subtraction")
    ab = _all_but(all_but)
    name = name or (
        f"partizan_subtraction({ls}, {rs}{', all_but=True' if ab else ''})"
    )
    return _partizan_heap(subtraction(ls, ab), subtraction(rs, ab), name)


def partizan_take_and_break(
    left_code: str, right_code: str, name: str | None = None
) -> type[PartizanHeapRuleset]:
    """The partizan take-and-break game (CGSuite's ``PartizanTakeAndBreak``): Left moves by
    the code ``left_code``, Right by ``right_code`` (CGSuite's take-and-break codes).

    >>> R = partizan_take_and_break("0.07", "0.77")
    >>> str(R(6).canonical())
    '{-1|-2,{-2|-3}}'
    """
    for c in (left_code, right_code):
        if not isinstance(c, str):
            raise InvalidArgument(f"partizan_take_and_break takes code strings, not {c!r}")
    name = name or f"partizan_take_and_break({left_code!r}, {right_code!r})"
    return _partizan_heap(TakeAndBreak(left_code), TakeAndBreak(right_code), name)


def partizan_splittles(
    left: Iterable[int], right: Iterable[int], all_but: bool = False, name: str | None = None
) -> type[PartizanHeapRuleset]:
    """Partizan Splittles (CGSuite's ``PartizanSplittles``): Left plays :func:`splittles` with
    the set ``left``, Right with ``right``.

    >>> [str(g) for g in partizan_splittles([1, 2], [2, 3]).game_value_sequence(4)]
    ['1', '{1|0}', '{2|0}', '{2,{2|1}|1,{1|0}}']
    """
    ls = _subtrahends(left, "partizan_splittles")
    rs = _subtrahends(right, "partizan_splittles")
    ab = _all_but(all_but)
    name = name or f"partizan_splittles({ls}, {rs}{', all_but=True' if ab else ''})"
    return _partizan_heap(splittles(ls, ab), splittles(rs, ab), name)


def PartizanSplittles(  # noqa: N802 - CGSuite's name
    left: Iterable[int], right: Iterable[int], all_but: bool = False
) -> type[PartizanHeapRuleset]:
    """CGSuite's name for :func:`partizan_splittles`.

    >>> PartizanSplittles([1, 2], [2, 3])(5)
    PartizanSplittles([1, 2], [2, 3])(5)
    """
    ls = _subtrahends(left, "PartizanSplittles")
    rs = _subtrahends(right, "PartizanSplittles")
    ab = _all_but(all_but)
    name = f"PartizanSplittles({ls}, {rs}{', all_but=True' if ab else ''})"
    return partizan_splittles(ls, rs, ab, name)


# ---------------------------------------------------------------------- coordinates
class PartizanCoordinateRuleset(HeapSum):
    """The positions of a partizan coordinate ruleset: sums of coordinate pairs (a, b).

    >>> R = partizan_coordinate_ruleset(lambda a, b: [(a - 1, b)] if a else [],
    ...                                 lambda a, b: [(a, b - 1)] if b else [], name="R")
    >>> R(3, 1), str(R(3, 1).canonical())
    (R(3, 1), '2')
    """

    __slots__ = ()
    COORDINATES = True

    @classmethod
    def game_value_table(cls, max_row: int, max_col: int) -> ValueTable:
        """The canonical forms of (a, b) for 1 ≤ a ≤ ``max_row``, 1 ≤ b ≤ ``max_col``,
        CGSuite's ``GameValueTable`` (``str()`` prints it as CGSuite does).

        >>> print(PartizanEuclid.game_value_table(2, 3))
        0 | * | ^
        --+---+--
        0 | 0 | v
        """
        return game_value_table(cls, max_row, max_col, title=cls.NAME)


def _coordinate_function(f: object, what: str) -> Callable[[int, int], Any]:
    """The options function of a side: a function, or an impartial coordinate ruleset."""
    if isinstance(f, type) and issubclass(f, CoordinateRuleset):
        return lambda a, b: f._coordinate_options((a, b))
    if not callable(f) or isinstance(f, type):
        raise InvalidArgument(
            f"{what} takes functions (a, b) -> options, or coordinate rulesets, not {f!r}"
        )
    return f


def _partizan_options(cls: Any, h: tuple[int, int], left: bool) -> Options:
    f = cls._left_options if left else cls._right_options
    got = f(*h)
    if isinstance(got, (str, bytes)) or not isinstance(got, Iterable):
        raise InvalidGame(f"{cls.NAME}: the options of {h} must be a collection, not {got!r}")
    check = cls._check_heap
    return [_normalised(o, check) for o in got]


def partizan_coordinate_ruleset(
    left: Callable[[int, int], Iterable[Any]] | type[CoordinateRuleset],
    right: Callable[[int, int], Iterable[Any]] | type[CoordinateRuleset],
    name: str | None = None,
) -> type[PartizanCoordinateRuleset]:
    """The partizan coordinate ruleset whose Left moves from (a, b) are ``left(a, b)`` and
    Right moves ``right(a, b)`` (CGSuite's ``PartizanCoordinateRuleset``): each a function
    giving a collection of pairs (a move to that pair) or collections of pairs (a move to their
    sum; empty: a move to 0), or an impartial coordinate ruleset (its moves).

    >>> from cgt.rulesets.coordinate import Mem, FibonacciNim
    >>> R = partizan_coordinate_ruleset(Mem, FibonacciNim)
    >>> str(R(4, 1).canonical())
    '{0|v*,{0,*2|-1}}'
    """
    lf = _coordinate_function(left, "partizan_coordinate_ruleset")
    rf = _coordinate_function(right, "partizan_coordinate_ruleset")
    name = name or f"partizan_coordinate_ruleset({_describe(left)}, {_describe(right)})"
    return _make_ruleset(
        PartizanCoordinateRuleset,
        ("partizan_coordinate_ruleset", left, right, name),
        name,
        LEAST=None,
        _left_options=staticmethod(lf),
        _right_options=staticmethod(rf),
        _heap_options=classmethod(_partizan_options),
    )


def _euclid_left(p: int, q: int) -> list[tuple[int, int]]:
    return [] if q == 0 or p % q == 0 else [(q, p % q)]


def _euclid_right(p: int, q: int) -> list[tuple[int, int]]:
    return [] if q == 0 or p % q == 0 else [(q, q - p % q)]


#: Partizan Euclid (CGSuite's ``PartizanEuclid``): from (p, q), p mod q ≠ 0, Left moves to
#: (q, p mod q) and Right to (q, q − p mod q); coordinates are integers >= 0.
PartizanEuclid = _make_ruleset(
    PartizanCoordinateRuleset,
    ("PartizanEuclid",),
    "PartizanEuclid",
    LEAST=0,
    _left_options=staticmethod(_euclid_left),
    _right_options=staticmethod(_euclid_right),
    _heap_options=classmethod(_partizan_options),
)


# ---------------------------------------------------------------------- cakes
def _cake_options(cls: Any, h: tuple[int, int], left: bool) -> Options:
    m, n = h
    if cls.TWISTED:
        m, n = n, m
    if left:
        return [tuple((m, b) for b in opt) for opt in cls.LEFT.moves(n)]
    return [tuple((a, n) for a in opt) for opt in cls.RIGHT.moves(m)]


def GenCutcake(  # noqa: N802 - CGSuite's name
    left: HeapRuleset, right: HeapRuleset, twisted: bool = False, name: str | None = None
) -> type[PartizanCoordinateRuleset]:
    """Generalised Cutcake (CGSuite's ``GenCutcake``): on the cake (m, n), Left plays the heap
    ruleset ``left`` on n, moving to Σ(m, bⱼ) for a move of ``left`` from n to heaps bⱼ, and
    Right plays ``right`` on m, moving to Σ(aᵢ, n). With ``twisted`` the coordinates are
    exchanged before each move (Left plays on m, leaving Σ(n, bⱼ); Right on n, leaving
    Σ(aᵢ, m)). With ``left`` and ``right`` one ruleset, (n, m) is the negative of (m, n).

    >>> from cgt.rulesets.heap import take_and_break
    >>> Cut = GenCutcake(take_and_break("4.0"), take_and_break("4.0"), name="Cut")
    >>> [str(Cut(8, n).canonical()) for n in range(1, 9)]
    ['-7', '-3', '-3', '-1', '-1', '-1', '-1', '0']
    """
    _heap_ruleset(left, "GenCutcake"), _heap_ruleset(right, "GenCutcake")
    tw = _twisted(twisted)
    name = name or f"GenCutcake({left!r}, {right!r}{', twisted=True' if tw else ''})"
    return _cake(left, right, tw, name)


def cake_product(
    r: HeapRuleset, s: HeapRuleset, twisted: bool = False, name: str | None = None
) -> type[PartizanCoordinateRuleset]:
    """The cake product of two heap rulesets, CGSuite's ``R.CakeProduct(S, twisted)``: the
    same as ``GenCutcake(r, s, twisted)``.

    >>> from cgt.rulesets.heap import take_and_break
    >>> M = take_and_break("{2+}=.0")
    >>> [str(cake_product(M, M, twisted=True)(8, n).canonical()) for n in range(3)]
    ['1', '1', '{8|-2}']
    """
    _heap_ruleset(r, "cake_product"), _heap_ruleset(s, "cake_product")
    tw = _twisted(twisted)
    name = name or f"cake_product({r!r}, {s!r}{', twisted=True' if tw else ''})"
    return _cake(r, s, tw, name)


def _twisted(twisted: object) -> bool:
    if not isinstance(twisted, bool):
        raise InvalidArgument(f"twisted must be True or False, not {twisted!r}")
    return twisted


def _cake(left: Any, right: Any, twisted: bool, name: str) -> type[PartizanCoordinateRuleset]:
    lk, rk = _heap_ruleset_key(left), _heap_ruleset_key(right)
    return _make_ruleset(
        PartizanCoordinateRuleset,
        ("GenCutcake", lk, rk, twisted, name),
        name,
        LEFT=left,
        RIGHT=right,
        TWISTED=twisted,
        SWAP_NEGATES=lk == rk,
        _heap_options=classmethod(_cake_options),
        _heap_depth=classmethod(lambda cls, h: (h[0] + 1) * (h[1] + 1)),
    )


#: Eatcake (CGSuite's ``Eatcake``, Bynum's game): ``GenCutcake`` with the code 0.7 both ways:
#: Left removes a column, Right a row, either leaving the rest in one or two pieces.
Eatcake = _cake(TakeAndBreak("0.7"), TakeAndBreak("0.7"), False, "Eatcake")

#: Turn-and-Eatcake (CGSuite's ``TurnAndEatcake``): Eatcake's twisted form.
TurnAndEatcake = _cake(TakeAndBreak("0.7"), TakeAndBreak("0.7"), True, "TurnAndEatcake")
