"""Parametrised values: numbers, nimbers, x + n·↑ + *m and the uptimals CGSuite names.

Each constructor returns the canonical form of its value, held by its parameters: nothing is
expanded, so ``integer(2**200)``, ``nimber(10**9)`` and ``up_to_nth(100000)`` cost nothing.
Birthday, the structure flags, normal and misère outcomes, conjugates and (in
:mod:`cgt.canonical.normal`) order and sums are computed from the parameters; the options are
produced only when asked for, one level at a time.

>>> from cgt import integer, number, nimber, up
>>> str(integer(-3)), str(number("3/8")), str(nimber(3)), str(up + up)
('-3', '3/8', '*3', '^ + ^')
>>> str((up + up).canonical())
'^^'
>>> g = integer(2**200)
>>> g.birthday == 2**200, g.left[0] is integer(2**200 - 1)
(True, True)

The canonical forms used (checked against the general algorithm in the tests):

- the integer n is {n−1 | } (n > 0), { | n+1} (n < 0); the dyadic m/2^k (m odd, k ≥ 1) is
  {m/2^k − 1/2^k | m/2^k + 1/2^k};
- *m = {*0, …, *(m−1) | *0, …, *(m−1)};
- n·↑ + *m (n ≥ 1) is {0 | (n−1)·↑ + *(m⊕1)}, except ↑* = {0, * | 0};
- ↑^[n] + *m (n ≥ 2) is {↑^[n−1] + *m | *(m⊕1)}, except ↑^[n]* = {0, ↑^[n−1]* | 0};
- ↑ⁿ + *m (n ≥ 2, CGSuite ``^<n>``) is {0, *, …, *m | ↓^[n−1] + *(m⊕1)};
- negatives are conjugates, and x + G = {x + G^L | x + G^R} for a number x and G not a number
  (Number Translation, Siegel, *Combinatorial Game Theory*, Thm II.4.7).
"""

from __future__ import annotations

import math
import operator
import re
from fractions import Fraction
from importlib.machinery import EXTENSION_SUFFIXES
from types import MemberDescriptorType
from typing import Any, Union

from cgt.dyadic import Dyadic, _norm
from cgt.errors import InvalidArgument, InvalidGame, SearchBoundExceeded
from cgt.game import (
    _ALL,
    _COERCE,
    _DEAD_ENDING,
    _DICOT,
    _IMPARTIAL,
    _LEFT_DEAD,
    _RIGHT_DEAD,
    RECOGNISERS,
    Game,
    _WeakTable,
    as_int,
    make_held,
)

__all__ = [
    "integer",
    "number",
    "nimber",
    "up_star",
    "up_nth",
    "up_to_nth",
    "from_tag",
    "zero",
    "star",
    "up",
    "down",
    "one",
    "MAX_OPTIONS",
]

Rational = Union[int, Fraction, str]

#: The most options a parametrised value materialises (*m has m options on each side).
MAX_OPTIONS = 1_000_000

_NUMBER_TEXT = re.compile(
    r"\s*([+-]?)\s*(\d+(?:\.\d*)?|\.\d+)(?:\s*\*\*\s*(\d+))?"
    r"(?:\s*/\s*(\d+)(?:\s*\*\*\s*(\d+))?)?\s*"
)


def _to_fraction(x: object) -> Fraction:
    """A dyadic rational from an int, a Fraction, an exactly dyadic float, or text such as
    "-3/8", "0.375", "1/2**200" or "3*2**-4" style powers of two ("2**10")."""
    f = _rational(x)
    d = f.denominator
    if d & (d - 1):
        raise InvalidGame(f"{x!r} is not a dyadic rational; short games have dyadic numbers only")
    return f


def _rational(x: object) -> Fraction:
    """A rational from an int, a Fraction, an exactly dyadic float or text (as above)."""
    # an argument of the wrong kind (a game, a bool, an object) is an InvalidArgument; a
    # number that no short game has (1/3, inf) is an InvalidGame
    if isinstance(x, bool) or isinstance(x, Game):
        raise InvalidArgument(f"expected a number, got {x!r}")
    if isinstance(x, int):
        f = Fraction(x)
    elif isinstance(x, Fraction):
        f = x
    elif isinstance(x, float):
        if not math.isfinite(x):
            raise InvalidGame(f"{x!r} is not a number a short game can have")
        f = Fraction(x)
        if f != Fraction(repr(x)):
            raise InvalidGame(
                f"the float {x!r} is not exactly the number it reads as (it is {f}); pass a "
                f"Fraction or a string such as {repr(x)!r}"
            )
    elif isinstance(x, str):
        f = _parse_number_text(x)
    else:
        try:
            f = Fraction(x)  # type: ignore[arg-type]
        except (TypeError, ValueError) as exc:
            raise InvalidArgument(f"not a number: {x!r}") from exc
    return f


def _parse_number_text(text: str) -> Fraction:
    m = _NUMBER_TEXT.fullmatch(text)
    if m is None:
        raise InvalidGame(f"not a number: {text!r}")
    sign, num, num_exp, den, den_exp = m.groups()
    a = Fraction(num)
    if num_exp is not None:
        a = a ** int(num_exp)
    b = Fraction(1)
    if den is not None:
        b = Fraction(int(den))
        if den_exp is not None:
            b = b ** int(den_exp)
        if b == 0:
            raise InvalidGame(f"division by zero in {text!r}")
    f = a / b
    return -f if sign == "-" else f


# =========================================================================== the values
#: Whether this module runs compiled (a C flag there, values.pxd).
_COMPILED = (__file__ or "").endswith(tuple(EXTENSION_SUFFIXES))

#: A value's key (``_Value.key()``) -> its form, weakly.
_VALUES = _WeakTable()


def _held(p: _Value) -> Game:
    key = p.key()
    g = _VALUES.find(key)
    return g if g is not None else _new_held(p, key)


# Integers are dead-ending; 0 is impartial and a dicot, a negative integer is a Left end all
# the way down (Left never has a move), a positive one a Right end, 0 both.
_POSITIVE_FLAGS = _DEAD_ENDING | _RIGHT_DEAD
_NEGATIVE_FLAGS = _DEAD_ENDING | _LEFT_DEAD
_ZERO_FLAGS = _ALL


def _new_held(p: _Value, key: tuple[Any, ...]) -> Game:
    """The form held by ``p``, not in the table under ``key`` (``p.key()``) yet."""
    if type(p) is _Number:  # the commonest new value, its flags inline
        x = p.x
        if type(x) is int:
            flags = _ZERO_FLAGS if not x else _NEGATIVE_FLAGS if x < 0 else _POSITIVE_FLAGS
        else:
            flags = _DEAD_ENDING
        g = make_held(p, _number_birthday(x), flags, (x, 0, 0))
    else:
        flags = _DEAD_ENDING
        if p.impartial():
            flags |= _IMPARTIAL
        if p.dicot():
            flags |= _DICOT
        if p.left_dead():
            flags |= _LEFT_DEAD
        if p.right_dead():
            flags |= _RIGHT_DEAD
        g = make_held(p, p.birthday(), flags, p.tag())
    table = _VALUES
    table.put(key, g)  # a C method call on the compiled core (values.pxd)
    return g


class _Value:
    """A parametrised canonical value: x (its number part) plus an infinitesimal part."""

    __slots__ = ("x",)
    x: Fraction

    def key(self) -> tuple[Any, ...]:
        raise NotImplementedError

    def options(self) -> tuple[tuple[Game, ...], tuple[Game, ...]]:
        raise NotImplementedError

    def counts(self) -> tuple[int, int]:
        """How many Left and Right options, without building them."""
        raise NotImplementedError

    def neg(self) -> Game:
        raise NotImplementedError

    def reduce(self) -> tuple[Any, tuple[Any, ...]]:
        raise NotImplementedError

    def birthday(self) -> int:
        return _number_birthday(self.x) + self.infinitesimal_birthday()

    def infinitesimal_birthday(self) -> int:
        raise NotImplementedError

    def impartial(self) -> bool:
        return False

    def dicot(self) -> bool:
        # Every follower of x + G is x + G' or the number x; a nonzero number has a non-dicot
        # integer follower. With x = 0 the infinitesimals here are dicots.
        return self.x == 0

    def left_dead(self) -> bool:
        return False

    def right_dead(self) -> bool:
        return False

    def tag(self) -> tuple[Fraction, int, int] | None:
        return None

    def size(self) -> int | None:
        return None

    def wins(self, misere: bool) -> tuple[bool, bool]:
        """(Left wins moving first, Right wins moving first)."""
        if self.x > 0:  # positive numbers and x + infinitesimal: L normal, R misère
            return (False, True) if misere else (True, False)
        if self.x < 0:
            return (True, False) if misere else (False, True)
        return self.infinitesimal_wins(misere)

    def infinitesimal_wins(self, misere: bool) -> tuple[bool, bool]:
        raise NotImplementedError


def _number_birthday(x: Fraction | int | Dyadic) -> int:
    if type(x) is int:
        return abs(x)
    if type(x) is Dyadic:  # m/2^k, m odd: floor(|x|) + k + 1, as below
        return (abs(x._n) >> x._e) + x._e + 1
    if x.denominator == 1:
        return abs(x.numerator)
    # m/2^k: floor(|x|) + k + 1 (the integer part, then k + 1 steps of halving)
    return abs(x.numerator) // x.denominator + x.denominator.bit_length()


_LW_RW = {"L": (True, False), "R": (False, True), "N": (True, True), "P": (False, False)}
_SWAP = {"L": "R", "R": "L", "N": "N", "P": "P"}


def _dyadic(x: Any) -> int | Dyadic:
    """A number part as the values hold it: an int when it is an integer, else a
    :class:`~cgt.dyadic.Dyadic` (an odd numerator over 2^e). Both compare and hash as the
    Fraction of the same value does, and their sums, differences and halves stay dyadic,
    several times faster than Fraction's (which reduces by a gcd at every step)."""
    if type(x) is int:
        return x
    if type(x) is Dyadic:
        return x._n if not x._e else x
    f = x if type(x) is Fraction else Fraction(x)
    d = f.denominator
    if d == 1:
        return f.numerator
    if d & (d - 1):
        raise InvalidGame(f"{x!r} is not a dyadic rational; short games have dyadic numbers only")
    return _norm(f.numerator, d.bit_length() - 1)


def _scaled(n: int, e: int) -> int | Dyadic:
    """n/2^e (e ≥ 0) as the values hold it."""
    d = _norm(n, e)
    return d._n if not d._e else d


#: The descriptor of _Value's slot x (a member descriptor: held_integer writes the slot through
#: it on the compiled core, values.pxd).
_X_SLOT = _Value.__dict__["x"]
if type(_X_SLOT) is not MemberDescriptorType:  # pragma: no cover
    raise ImportError("cgt.values: _Value.x is not a slot")


class _Number(_Value):
    __slots__ = ()

    def __init__(self, x: Fraction | int) -> None:
        self.x = _dyadic(x)

    def key(self) -> Any:
        # an integer is its own key: no tuple to build or hash for the commonest value
        x = self.x
        return x if type(x) is int else ("n", x.numerator, x.denominator)

    def options(self) -> tuple[tuple[Game, ...], tuple[Game, ...]]:
        x = self.x
        if type(x) is int:
            if x > 0:
                return (_held(_Number(x - 1)),), ()
            if x < 0:
                return (), (_held(_Number(x + 1)),)
            return (), ()
        # m/2^k → (m ∓ 1)/2^k, on the integer parts
        n, e = x._n, x._e
        return (_held(_Number(_scaled(n - 1, e))),), (_held(_Number(_scaled(n + 1, e))),)

    def counts(self) -> tuple[int, int]:
        x = self.x
        if x.denominator != 1:
            return 1, 1
        return int(x > 0), int(x < 0)

    def neg(self) -> Game:
        return _held(_Number(-self.x))

    def reduce(self) -> tuple[Any, tuple[Any, ...]]:
        return (number, (self.x,))

    def infinitesimal_birthday(self) -> int:
        return 0

    def impartial(self) -> bool:
        return self.x == 0

    def left_dead(self) -> bool:
        return self.x.denominator == 1 and self.x <= 0

    def right_dead(self) -> bool:
        return self.x.denominator == 1 and self.x >= 0

    def tag(self) -> tuple[Fraction, int, int]:
        return (self.x, 0, 0)

    def size(self) -> int | None:
        return abs(self.x.numerator) + 1 if self.x.denominator == 1 else None

    def infinitesimal_wins(self, misere: bool) -> tuple[bool, bool]:
        return (True, True) if misere else (False, False)


def _tag_value(x: Fraction, n: int, m: int) -> _Value:
    """The parameter object of x + n·↑ + *m."""
    if n == 0 and m == 0:
        return _Number(x)
    return _Tagged(x, n, m)


class _Tagged(_Value):
    """x + n·↑ + *m, not a number."""

    __slots__ = ("n", "m")

    def __init__(self, x: Fraction, n: int, m: int) -> None:
        self.x, self.n, self.m = _dyadic(x), n, m

    def key(self) -> tuple[Any, ...]:
        return ("t", self.x.numerator, self.x.denominator, self.n, self.m)

    def options(self) -> tuple[tuple[Game, ...], tuple[Game, ...]]:
        x, n, m = self.x, self.n, self.m
        if n == 0:
            if m > MAX_OPTIONS:
                raise SearchBoundExceeded(
                    f"*{m} has {m:,} options on each side (more than cgt.values.MAX_OPTIONS = "
                    f"{MAX_OPTIONS:,}); its value questions need no options: ask them directly"
                )
            opts = tuple(from_tag(x, 0, k) for k in range(m))
            return opts, opts
        if n < 0:
            lt, rt = _Tagged(-x, -n, m).options()
            return tuple(o.conjugate() for o in rt), tuple(o.conjugate() for o in lt)
        if n == 1 and m == 1:
            return (number(x), from_tag(x, 0, 1)), (number(x),)
        return (number(x),), (from_tag(x, n - 1, m ^ 1),)

    def option_tags(self) -> tuple[set[Any], set[Any]]:
        """The tags of ``options()``, computed from the parameters alone."""
        x, n, m = self.x, self.n, self.m
        if n == 0:
            t = {(x, 0, k) for k in range(m)}
            return t, set(t)
        if n < 0:
            lt, rt = _Tagged(-x, -n, m).option_tags()
            return {(-a, -b, c) for a, b, c in rt}, {(-a, -b, c) for a, b, c in lt}
        if n == 1 and m == 1:
            return {(x, 0, 0), (x, 0, 1)}, {(x, 0, 0)}
        return {(x, 0, 0)}, {(x, n - 1, m ^ 1)}

    def counts(self) -> tuple[int, int]:
        n, m = self.n, self.m
        if n == 0:
            return m, m
        if abs(n) == 1 and m == 1:
            return (2, 1) if n > 0 else (1, 2)
        return 1, 1

    def neg(self) -> Game:
        return from_tag(-self.x, -self.n, self.m)

    def reduce(self) -> tuple[Any, tuple[Any, ...]]:
        return (from_tag, (self.x, self.n, self.m))

    def infinitesimal_birthday(self) -> int:
        return _up_star_birthday(abs(self.n), self.m)

    def impartial(self) -> bool:
        return self.x == 0 and self.n == 0

    def tag(self) -> tuple[Fraction, int, int]:
        return (self.x, self.n, self.m)

    def size(self) -> int | None:
        return self.m + 1 if self.n == 0 and self.x == 0 else None

    def infinitesimal_wins(self, misere: bool) -> tuple[bool, bool]:
        n, m = self.n, self.m
        if not misere:
            ge0 = _tag_ge_zero(0, n, m)
            le0 = _tag_ge_zero(0, -n, m)
            return (not le0, not ge0)  # Left wins first iff G ≰ 0; Right iff G ≱ 0
        k = abs(n)
        if k == 0:
            o = "P" if m == 1 else "N"  # misère nim: a single heap
        elif k == 1:
            o = "R" if m == 0 else "L" if m == 1 else "P"
        elif k == 2:
            o = "P" if m == 0 else "R"
        else:
            o = "R"
        return _LW_RW[o if n >= 0 else _SWAP[o]]


def _up_star_birthday(n: int, m: int) -> int:
    """Birthday of n·↑ + *m for n ≥ 0 (by the recursion {0 | (n−1)·↑ + *(m⊕1)})."""
    if n == 0:
        return m
    last = m ^ ((n - 1) & 1)  # the nim part when the recursion reaches ↑ + *last
    return n + 1 if last == 1 else n + (last ^ 1)


def _tag_ge_zero(x: Fraction | int, n: int, m: int) -> bool:
    """Is x + n·↑ + *m ≥ 0?  (↑*m > 0 unless m = 1; n·↑ + *m > 0 for n ≥ 2.)"""
    if x:
        return x > 0
    if n >= 2:
        return True
    if n == 1:
        return m != 1
    if n == 0:
        return m == 0
    return False


def _upto_birthday(n: int, m: int) -> int:
    """Birthday of ↑^[n] + *m, n ≥ 1."""
    if n == 1:
        return _up_star_birthday(1, m)
    return n + 1 if m == 1 else n + (m ^ 1)


def _upto(x: Fraction, n: int, s: int, m: int) -> Game:
    """x + s·↑^[n] + *m (s = ±1), n ≥ 1."""
    if n == 1:
        return from_tag(x, s, m)
    return _held(_UpTo(x, n, s, m))


class _UpTo(_Value):
    """x ± ↑^[n] + *m (CGSuite ``^[n]``), n ≥ 2."""

    __slots__ = ("n", "s", "m")

    def __init__(self, x: Fraction, n: int, s: int, m: int) -> None:
        self.x, self.n, self.s, self.m = _dyadic(x), n, s, m

    def key(self) -> tuple[Any, ...]:
        return ("u", self.x.numerator, self.x.denominator, self.n, self.s, self.m)

    def options(self) -> tuple[tuple[Game, ...], tuple[Game, ...]]:
        x, n, m = self.x, self.n, self.m
        if self.s < 0:
            lt, rt = _UpTo(-x, n, 1, m).options()
            return tuple(o.conjugate() for o in rt), tuple(o.conjugate() for o in lt)
        if m == 1:
            return (number(x), _upto(x, n - 1, 1, 1)), (number(x),)
        return (_upto(x, n - 1, 1, m),), (from_tag(x, 0, m ^ 1),)

    def counts(self) -> tuple[int, int]:
        if self.m == 1:
            return (2, 1) if self.s > 0 else (1, 2)
        return 1, 1

    def neg(self) -> Game:
        return _held(_UpTo(-self.x, self.n, -self.s, self.m))

    def reduce(self) -> tuple[Any, tuple[Any, ...]]:
        return (_restore, ("u", self.x, self.n, self.s, self.m))

    def infinitesimal_birthday(self) -> int:
        return _upto_birthday(self.n, self.m)

    def infinitesimal_wins(self, misere: bool) -> tuple[bool, bool]:
        m = self.m
        if misere:
            o = "R" if m == 0 else "L"
        else:
            o = "N" if m == 1 else "L"
        return _LW_RW[o if self.s > 0 else _SWAP[o]]

    def expansion(self) -> tuple[Fraction, tuple[int, ...], int]:
        return (self.x, (self.s,) * self.n, self.m)


class _UpNth(_Value):
    """x ± ↑ⁿ + *m (CGSuite ``^<n>``), n ≥ 2."""

    __slots__ = ("n", "s", "m")

    def __init__(self, x: Fraction, n: int, s: int, m: int) -> None:
        self.x, self.n, self.s, self.m = _dyadic(x), n, s, m

    def key(self) -> tuple[Any, ...]:
        return ("v", self.x.numerator, self.x.denominator, self.n, self.s, self.m)

    def options(self) -> tuple[tuple[Game, ...], tuple[Game, ...]]:
        x, n, m = self.x, self.n, self.m
        if self.s < 0:
            lt, rt = _UpNth(-x, n, 1, m).options()
            return tuple(o.conjugate() for o in rt), tuple(o.conjugate() for o in lt)
        if m >= MAX_OPTIONS:
            raise SearchBoundExceeded(
                f"this value has {m + 1:,} Left options (more than cgt.values.MAX_OPTIONS)"
            )
        return tuple(from_tag(x, 0, k) for k in range(m + 1)), (_upto(x, n - 1, -1, m ^ 1),)

    def counts(self) -> tuple[int, int]:
        return (self.m + 1, 1) if self.s > 0 else (1, self.m + 1)

    def neg(self) -> Game:
        return _held(_UpNth(-self.x, self.n, -self.s, self.m))

    def reduce(self) -> tuple[Any, tuple[Any, ...]]:
        return (_restore, ("v", self.x, self.n, self.s, self.m))

    def infinitesimal_birthday(self) -> int:
        return 1 + max(self.m, _upto_birthday(self.n - 1, self.m ^ 1))

    def infinitesimal_wins(self, misere: bool) -> tuple[bool, bool]:
        m = self.m
        if misere:
            o = "R" if m == 0 else "L" if m == 1 else "N"
        else:
            o = "L" if m == 0 else "N"
        return _LW_RW[o if self.s > 0 else _SWAP[o]]

    def expansion(self) -> tuple[Fraction, tuple[int, ...], int]:
        return (self.x, (0,) * (self.n - 1) + (self.s,), self.m)


def _restore(kind: str, x: Fraction, n: int, s: int, m: int) -> Game:
    """Unpickle an uptimal value."""
    return _held(_UpTo(x, n, s, m) if kind == "u" else _UpNth(x, n, s, m))


# =========================================================================== constructors
def integer(n: int) -> Game:
    """The integer ``n`` (canonical form {n−1 | } or { | n+1}), held by its value.

    >>> str(integer(5000)), integer(5000).birthday, str(integer(10**30))
    ('5000', 5000, '1000000000000000000000000000000')
    """
    k = _index(n)
    if k is None:
        try:
            f = _to_fraction(n)
        except InvalidGame:
            f = Fraction(1, 2)
        if f.denominator != 1:
            raise InvalidGame(f"not an integer: {n!r}")
        k = f.numerator
    return _held(_Number(Fraction(k)))


def held_integer(n: int) -> Game:
    """``integer(n)`` for an int ``n``, unchecked: the parser's fresh integers, built without
    the conversions of :func:`integer` (a value built before costs one look-up).

    >>> held_integer(-7) is integer(-7), held_integer(5000).birthday
    (True, 5000)
    """
    table = _VALUES
    g = table.find(n)  # an integer is its own key (_Number.key)
    if g is not None:
        return g
    # _Number(n) without the check that an int needs none of (object.__new__ in C, compiled)
    if _COMPILED:  # object.__new__ in C, and the slot x written as its descriptor writes it
        p = _new_form(object, _Number)  # noqa: F821 (values.pxd)
        _set_slot(p, _X_SLOT, n)  # noqa: F821
    else:
        p = object.__new__(_Number)
        p.x = n
    # _new_held's number case, inline for an int (its flags, birthday |n| and tag at once;
    # one comparison with 0 for both)
    if n < 0:
        g = make_held(p, -n, _NEGATIVE_FLAGS, (n, 0, 0))
    else:
        g = make_held(p, n, _POSITIVE_FLAGS if n != 0 else _ZERO_FLAGS, (n, 0, 0))
    table.put(n, g)  # a C method call on the compiled core (values.pxd)
    return g


def number(x: Rational | float) -> Any:
    """The number ``x``: an int, a Fraction, an exactly dyadic float (0.5, not 0.1), or text
    such as "-3/8", "0.375" or "1/2**200". A dyadic rational is a game, in canonical form; any
    other rational is a surreal number that is no short game, a :class:`cgt.surreal.Surreal`
    (as CGSuite's ``Rational``).

    >>> str(number("-3/8")), str(number(Fraction(5, 4))), str(number(0.5))
    ('-3/8', '5/4', '1/2')
    >>> number(Fraction(1, 3)), number("-6/23").birthday
    (1/3, ω)
    """
    f = _rational(x)
    d = f.denominator
    if d & (d - 1):
        return _beyond(_SURREAL_NUMBER, "cgt.surreal")(f)
    return _held(_Number(f))


def nimber(n: Any) -> Any:
    """The nimber ``*n`` = {*0, …, *(n-1) | *0, …, *(n-1)}; for an infinite ordinal n (such as
    ``omega + 5``), the transfinite nimber *n, a
    :class:`cgt.impartial.transfinite_nim.TransfiniteNimber` (no short game).

    >>> str(nimber(0)), str(nimber(1)), str(nimber(5)), nimber(10**12).birthday
    ('0', '*', '*5', 1000000000000)
    >>> from cgt import omega
    >>> nimber(omega + 5), nimber(omega**2)
    (*(ω+5), *ω^2)
    """
    k = _index(n)
    if k is None and not isinstance(n, (bool, float, str, Fraction, Game)) and n is not None:
        return _beyond(_TRANSFINITE_NIMBER, "cgt.impartial.transfinite_nim")(n)
    return from_tag(0, 0, _natural(n, "a nimber"))


#: The constructors of the values beyond short games, installed by the modules that hold them
#: (:mod:`cgt.surreal`: a rational that is not dyadic; :mod:`cgt.impartial.transfinite_nim`: a
#: nimber of an infinite ordinal), which are imported on first use.
_SURREAL_NUMBER: list[Any] = []
_TRANSFINITE_NIMBER: list[Any] = []


def _beyond(hook: list[Any], module: str) -> Any:
    if not hook:
        import importlib

        importlib.import_module(module)
    return hook[0]


def from_tag(x: Fraction | int, n: int, m: int) -> Game:
    """Canonical form of x + n·↑ + *m.

    >>> str(from_tag(Fraction(1, 2), -2, 3))
    '1/2vv*3'
    """
    if type(x) is not int:
        # Fractions and Dyadics straight in; anything else checked (a typed error if bad)
        x = _dyadic(x if type(x) is Fraction or type(x) is Dyadic else _to_fraction(x))
    if type(n) is not int or type(m) is not int:
        n, m = as_int(n, "from_tag(x, n, m): n"), as_int(m, "from_tag(x, n, m): m")
    # the key of _Number / _Tagged, so that a value built before costs one look-up
    if n or m:
        key: Any = ("t", x.numerator, x.denominator, n, m)
    elif type(x) is int:  # an integer is its own key (x is an int exactly when integral)
        key = x
    else:
        key = ("n", x.numerator, x.denominator)
    table = _VALUES
    g = table.find(key)
    return g if g is not None else _new_held(_tag_value(x, n, m), key)


def up_star(n: int, m: int = 0) -> Game:
    """n·↑ + *m (negative n for downs).

    >>> str(up_star(3, 2)), str(up_star(-1, 1))
    ('^3*2', 'v*')
    """
    return from_tag(0, as_int(n, "up_star(n, m): n"), as_int(m, "up_star(n, m): m"))


def up_to_nth(n: int, x: Rational = 0, nim: int = 0, sign: int = 1) -> Game:
    """x + ↑^[n] + *nim = x + ↑ + ↑² + … + ↑ⁿ + *nim (CGSuite ``^[n]``; ``sign=-1`` for
    ``v[n]``), held by its parameters.

    >>> str(up_to_nth(3)), str(up_to_nth(4).left[0]), up_to_nth(100000).birthday
    ('^[3]', '^[3]', 100001)
    """
    n = _positive(n, "up_to_nth")
    return _upto(_to_fraction(x), n, 1 if sign > 0 else -1, _natural(nim))


def up_nth(n: int, x: Rational = 0, nim: int = 0, sign: int = 1) -> Game:
    """x + ↑ⁿ + *nim, "up-nth" (CGSuite ``^<n>``; ``sign=-1`` for ``v<n>``): ↑¹ = ↑ and
    ↑ⁿ = {0 | ↓^[n−1]*}.

    >>> str(up_nth(3)), str(up_nth(2).right[0])
    ('^<3>', 'v*')
    """
    n = _positive(n, "up_nth")
    s = 1 if sign > 0 else -1
    x_, m = _to_fraction(x), _natural(nim)
    if n == 1:
        return from_tag(x_, s, m)
    return _held(_UpNth(x_, n, s, m))


def _index(n: object) -> int | None:
    if isinstance(n, bool):
        return None
    try:
        return operator.index(n)  # type: ignore[arg-type]
    except TypeError:
        return None


def _positive(n: object, what: str) -> int:
    k = _index(n)
    if k is None or k < 1:
        raise InvalidGame(f"{what} needs a positive integer, not {n!r}")
    return k


def _natural(n: object, what: str = "a nim part") -> int:
    k = _index(n)
    if k is None or k < 0:
        raise InvalidGame(f"{what} needs a non-negative integer, not {n!r}")
    return k


def expansion_of(g: Game) -> tuple[Fraction, tuple[int, ...], int] | None:
    """(x, (d₁, …, dₙ), m) when ``g`` is a parametrised uptimal value, else None.

    >>> expansion_of(up_to_nth(3)), expansion_of(from_tag(1, -2, 1))
    ((0, (1, 1, 1), 0), (1, (-2,), 1))
    """
    p = g._param
    if isinstance(p, (_UpTo, _UpNth)):
        return p.expansion()
    t = g._tag
    if t is not None:
        return (t[0], (t[1],) if t[1] else (), t[2])
    return None


def from_expansion(x: Fraction, coefficients: tuple[int, ...], m: int) -> Game | None:
    """The parametrised value x + Σ dᵢ·↑ⁱ + *m when CGSuite names it compactly (at most one
    coefficient, ±↑ⁿ, or ±↑^[n]); None otherwise.

    >>> str(from_expansion(Fraction(0), (1, 1, 1), 0)), from_expansion(Fraction(0), (1, 2), 0)
    ('^[3]', None)
    """
    c = list(coefficients)
    while c and c[-1] == 0:
        c.pop()
    if len(c) <= 1:
        return from_tag(x, c[0] if c else 0, m)
    n = len(c)
    if c[-1] in (1, -1) and all(d == 0 for d in c[:-1]):
        return _held(_UpNth(x, n, c[-1], m))
    if c[0] in (1, -1) and all(d == c[0] for d in c):
        return _held(_UpTo(x, n, c[0], m))
    return None


# =========================================================================== recognition
def _param_of(g: Game) -> _Value | None:
    p = g._param
    return p if isinstance(p, _Value) else None


def _recognise(lt: tuple[Game, ...], rt: tuple[Game, ...]) -> Game | None:
    """The parametrised value whose options are exactly ``lt`` | ``rt`` (all parametrised),
    or None: makes identical forms one object whichever way they were built."""
    if not lt and not rt:
        return _held(_Number(0))
    # One pass (loops, not generators: this runs for every new form of held options): the
    # parameters, whether all are numbers, and whether all share one number part.
    ps: list[_Value] = []
    numbers = same = True
    x0 = None
    for side in (lt, rt):
        for o in side:
            p = o._param
            if not isinstance(p, _Value):
                return None
            if type(p) is not _Number:
                numbers = False
            if x0 is None:
                x0 = p.x
            elif same and p.x != x0:
                same = False
            ps.append(p)
    if not numbers and not same:
        return None  # only numbers have options with different number parts
    if numbers:
        # Number options make a number, x* = {x | x}, or no value held by parameters.
        if len(lt) == 1 and len(rt) == 1 and lt[0] is rt[0]:
            return _held(_Tagged(ps[0].x, 0, 1))
        return _recognise_number(lt, rt)
    tags: tuple[set[Any], set[Any]] | None = None
    for cand in _candidates(lt, rt, ps):  # type: ignore[arg-type]
        if cand.counts() != (len(lt), len(rt)):
            continue
        if type(cand) is _Tagged:
            # compare the options' tags, without building the candidate's options
            if tags is None:
                tags = ({o._tag for o in lt}, {o._tag for o in rt})
            if cand.option_tags() == tags:
                return _held(cand)
            continue
        cl, cr = cand.options()
        if set(cl) == set(lt) and set(cr) == set(rt):
            return _held(cand)
    return None


def _recognise_number(lt: tuple[Game, ...], rt: tuple[Game, ...]) -> Game | None:
    if len(lt) == 1 and not rt:
        a = lt[0]._param.x  # type: ignore[union-attr]
        return _held(_Number(a + 1)) if a.denominator == 1 and a >= 0 else None
    if len(rt) == 1 and not lt:
        b = rt[0]._param.x  # type: ignore[union-attr]
        return _held(_Number(b - 1)) if b.denominator == 1 and b <= 0 else None
    if len(lt) == 1 and len(rt) == 1:
        # {a | b} is the canonical m/2^k (m odd) iff b − a = 1/2^(k−1) and m/2^k is between:
        # on the common denominator D (a power of two) B = A + 1, and the value is (2A+1)/2D
        a, b = lt[0]._param.x, rt[0]._param.x  # type: ignore[union-attr]
        da, db = a.denominator, b.denominator
        d = da if da >= db else db
        lo = a.numerator * (d // da)
        if b.numerator * (d // db) == lo + 1:
            return _held(_Number(_scaled(2 * lo + 1, d.bit_length())))
    return None


def _candidates(lt: tuple[Game, ...], rt: tuple[Game, ...], ps: list[_Value]) -> list[_Value]:
    """Values that could have these options: parents of each option, by the shapes above."""
    x = ps[0].x
    if any(p.x != x for p in ps):
        return []
    out: list[_Value] = []
    if lt == rt:
        out.append(_Tagged(x, 0, len(lt)))
    for p in ps:
        if isinstance(p, _Tagged):
            n, m = p.n, p.m
            out += [_Tagged(x, n + 1, m ^ 1), _Tagged(x, n - 1, m ^ 1)]
            if abs(n) == 1:
                out += [_UpTo(x, 2, n, m), _UpTo(x, 2, n, 1), _UpNth(x, 2, -n, m ^ 1)]
        elif isinstance(p, _UpTo):
            out += [_UpTo(x, p.n + 1, p.s, p.m), _UpNth(x, p.n + 1, -p.s, p.m ^ 1)]
    out += [_Tagged(x, 1, 1), _Tagged(x, -1, 1)]
    return [c for c in out if not (isinstance(c, _Tagged) and c.n == 0 and c.m == 0)]


RECOGNISERS.append(_recognise)


def _coerce(x: object) -> Game | None:
    if isinstance(x, (int, Fraction, float, Dyadic)) and not isinstance(x, bool):
        return _held(_Number(_to_fraction(x)))  # a game: dyadic only
    return None


_COERCE.append(_coerce)


# =========================================================================== constants
zero = integer(0)
one = integer(1)
star = nimber(1)
up = from_tag(0, 1, 0)
down = from_tag(0, -1, 0)
# The constants' options are materialised now, so the forms people build by hand (game([zero],
# [zero]) and the like) find them in the interning table.
for _g in (zero, one, star, up, down, integer(-1), nimber(2), from_tag(0, 1, 1)):
    _g.left  # noqa: B018
