"""Dyadic rationals n/2^e held as two integers: exact like ``Fraction``, without its gcd.

The numbers of short games are dyadic, and so are their stops, means, temperatures and the
corners of their thermographs (Winning Ways ch. 6; Siegel, *Combinatorial Game Theory*, 2013,
§II.3–5). A ``Dyadic`` keeps the odd numerator and the exponent of the denominator, so sums,
differences, halving and comparisons are shifts and integer additions.

A ``Dyadic`` equals, orders against and hashes like the ``int`` or ``Fraction`` of the same
value, so the three can share dictionary keys; mixed with a ``Fraction`` it gives a
``Fraction``, as an ``int`` does.

>>> x = Dyadic("3/8")
>>> x + 1, x - Dyadic(1), -x, x.half(), x * 4
(Dyadic('11/8'), Dyadic('-5/8'), Dyadic('-3/8'), Dyadic('3/16'), Dyadic('3/2'))
>>> x == Fraction(3, 8), hash(x) == hash(Fraction(3, 8)), {Dyadic(2): "two"}[2]
(True, True, 'two')
>>> x < Fraction(1, 2) < 1, Fraction(x), Dyadic.from_scaled(-12, 5)
(True, Fraction(3, 8), Dyadic('-3/8'))
"""

from __future__ import annotations

import math
import numbers
import operator
import sys
from collections.abc import Callable
from fractions import Fraction
from typing import Any, Union

from cgt._digits import int_text
from cgt.errors import InvalidArgument, InvalidGame

__all__ = ["Dyadic", "exact_fraction"]

Number = Union[int, Fraction, "Dyadic"]


def exact_fraction(n: int, d: int = 1) -> Fraction:
    """``Fraction(n, d)`` for ints n, d already in lowest terms with d > 0, built without the
    constructor's checks and gcd (a third of its cost): stops, means and temperatures are
    answered as Fractions, and a research loop asks for thousands.

    >>> exact_fraction(3, 4), exact_fraction(-2), exact_fraction(3, 4) == Fraction(3, 4)
    (Fraction(3, 4), Fraction(-2, 1), True)
    """
    if _FRACTION_SLOTS:  # what Python 3.12's Fraction._from_coprime_ints does
        f = _new_object(Fraction)
        f._numerator = n
        f._denominator = d
        return f
    return Fraction(n, d)  # pragma: no cover - a Python whose Fraction has another layout


_new_object = object.__new__
_FRACTION_SLOTS = getattr(Fraction, "__slots__", None) == ("_numerator", "_denominator")

# Python hashes a rational p/q as p·q⁻¹ modulo the Mersenne prime P = 2^M − 1; as 2^M ≡ 1
# (mod P), the inverse of 2^e is 2^((−e) mod M), so the hash needs no modular inverse.
_P = sys.hash_info.modulus
_M = _P.bit_length()


class Dyadic:
    """An exact dyadic rational, immutable: ``Dyadic(x)`` from an int, a dyadic ``Fraction``, a
    float that is exactly the dyadic it reads as (0.75, not 0.1) or text such as ``"-3/8"``;
    ``Dyadic.from_scaled(n, e)`` is n/2^e.

    Held normalised: the exponent e ≥ 0 and, when e > 0, the numerator n is odd. ``+``, ``-``,
    ``*``, negation, :meth:`half` and :meth:`ldexp` stay dyadic; ``/`` gives a ``Fraction``.

    >>> Dyadic(0.75), Dyadic("-5"), Dyadic(Fraction(1, 2**70)).exponent
    (Dyadic('3/4'), Dyadic(-5), 70)
    >>> Dyadic("1/3")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidGame: '1/3' is not a dyadic rational (its denominator is not a power of two)
    """

    __slots__ = ("_n", "_e")
    _n: int
    _e: int

    def __new__(cls, value: Any = 0) -> Dyadic:
        if type(value) is int:
            return _make(value, 0)
        if type(value) is Dyadic:
            return value
        return _from_fraction(_exact(value), value)

    @staticmethod
    def from_scaled(numerator: int, exponent: int) -> Dyadic:
        """The value ``numerator / 2**exponent`` (any integer exponent).

        >>> Dyadic.from_scaled(6, 2), Dyadic.from_scaled(3, -2)
        (Dyadic('3/2'), Dyadic(12))
        """
        if not isinstance(numerator, int) or not isinstance(exponent, int):
            raise InvalidGame(f"from_scaled takes two integers, got {numerator!r}, {exponent!r}")
        return _norm(int(numerator), int(exponent))

    # ------------------------------------------------------------------ parts and conversions
    @property
    def numerator(self) -> int:
        return self._n

    @property
    def denominator(self) -> int:
        return 1 << self._e

    @property
    def exponent(self) -> int:
        """e in n/2^e (0 for integers)."""
        return self._e

    def as_integer_ratio(self) -> tuple[int, int]:
        return self._n, 1 << self._e

    def is_integer(self) -> bool:
        return self._e == 0

    def __float__(self) -> float:
        return self._n / (1 << self._e) if self._e else float(self._n)

    def __int__(self) -> int:
        return self.__trunc__()

    def __trunc__(self) -> int:
        n, e = self._n, self._e
        return n >> e if n >= 0 else -((-n) >> e)

    def __floor__(self) -> int:
        return self._n >> self._e

    def __ceil__(self) -> int:
        return -((-self._n) >> self._e)

    def __round__(self, ndigits: int | None = None) -> Any:
        return round(Fraction(self._n, 1 << self._e), ndigits)

    def __bool__(self) -> bool:
        return self._n != 0

    def __repr__(self) -> str:
        return f"Dyadic({int_text(self._n)})" if self._e == 0 else f"Dyadic('{self}')"

    def __str__(self) -> str:
        # any size: past Python's int->str limit too (cgt._digits)
        n = int_text(self._n)
        return n if self._e == 0 else f"{n}/{int_text(1 << self._e)}"

    def __reduce__(self) -> tuple[Any, tuple[int, int]]:
        return (Dyadic.from_scaled, (self._n, self._e))

    def __copy__(self) -> Dyadic:
        return self

    def __deepcopy__(self, memo: Any) -> Dyadic:
        return self

    def __hash__(self) -> int:
        n, e = self._n, self._e
        if e == 0:
            return hash(n)
        h = ((abs(n) % _P) << (-e % _M)) % _P
        h = h if n >= 0 else -h
        return -2 if h == -1 else h

    # ------------------------------------------------------------------ arithmetic
    def __add__(self, other: Any) -> Any:
        if type(other) is Dyadic:
            a, e = self._n, self._e
            b, f = other._n, other._e
            if e == f:
                n = a + b
                return _norm(n, e) if e and not n & 1 else _make(n, e)
            # one odd numerator and one shifted (even) one: the sum stays odd
            if e > f:
                return _make(a + (b << (e - f)), e)
            return _make((a << (f - e)) + b, f)
        if isinstance(other, int):
            return _make(self._n + (int(other) << self._e), self._e)
        return _mixed(self, other, _ADD)

    __radd__ = __add__

    def __sub__(self, other: Any) -> Any:
        if type(other) is Dyadic:
            a, e = self._n, self._e
            b, f = other._n, other._e
            if e == f:
                n = a - b
                return _norm(n, e) if e and not n & 1 else _make(n, e)
            if e > f:
                return _make(a - (b << (e - f)), e)
            return _make((a << (f - e)) - b, f)
        if isinstance(other, int):
            return _make(self._n - (int(other) << self._e), self._e)
        return _mixed(self, other, _SUB)

    def __rsub__(self, other: Any) -> Any:
        if isinstance(other, int):
            return _make((int(other) << self._e) - self._n, self._e)
        return _mixed(self, other, _RSUB)

    def __neg__(self) -> Dyadic:
        return _make(-self._n, self._e)

    def __pos__(self) -> Dyadic:
        return self

    def __abs__(self) -> Dyadic:
        return self if self._n >= 0 else _make(-self._n, self._e)

    def __mul__(self, other: Any) -> Any:
        if type(other) is Dyadic:
            return _norm(self._n * other._n, self._e + other._e)
        if isinstance(other, int):
            return _norm(self._n * int(other), self._e)
        return _mixed(self, other, _MUL)

    __rmul__ = __mul__

    def half(self) -> Dyadic:
        """self / 2.

        >>> Dyadic(3).half(), Dyadic(0).half()
        (Dyadic('3/2'), Dyadic(0))
        """
        n, e = self._n, self._e
        if n & 1 or (e == 0 and n == 0):
            return _make(n, e + 1) if n else self
        return _make(n >> 1, e)

    def ldexp(self, k: int) -> Dyadic:
        """self · 2^k for any integer k.

        >>> Dyadic("3/8").ldexp(4), Dyadic(5).ldexp(-3)
        (Dyadic(6), Dyadic('5/8'))
        """
        return _norm(self._n, self._e - k)

    def __truediv__(self, other: Any) -> Any:
        return _mixed(self, other, _DIV)

    def __rtruediv__(self, other: Any) -> Any:
        return _mixed(self, other, _RDIV)

    def __floordiv__(self, other: Any) -> Any:
        return _mixed(self, other, _FLOORDIV)

    def __rfloordiv__(self, other: Any) -> Any:
        return _mixed(self, other, _RFLOORDIV)

    def __mod__(self, other: Any) -> Any:
        return _mixed(self, other, _MOD)

    def __rmod__(self, other: Any) -> Any:
        return _mixed(self, other, _RMOD)

    def __pow__(self, k: Any) -> Any:
        if isinstance(k, int) and k >= 0:
            return _make(self._n ** k, self._e * k)
        return _mixed(self, k, _POW)

    def __rpow__(self, other: Any) -> Any:
        return _mixed(self, other, _RPOW)

    # ------------------------------------------------------------------ order
    def __eq__(self, other: object) -> bool:
        if type(other) is Dyadic:
            return self._n == other._n and self._e == other._e
        if isinstance(other, int):
            return self._e == 0 and self._n == other
        return _richcmp(self, other, operator.eq)

    def __lt__(self, other: Any) -> bool:
        if type(other) is Dyadic:
            return _diff_sign(self, other) < 0
        return _richcmp(self, other, operator.lt)

    def __le__(self, other: Any) -> bool:
        if type(other) is Dyadic:
            return _diff_sign(self, other) <= 0
        return _richcmp(self, other, operator.le)

    def __gt__(self, other: Any) -> bool:
        if type(other) is Dyadic:
            return _diff_sign(self, other) > 0
        return _richcmp(self, other, operator.gt)

    def __ge__(self, other: Any) -> bool:
        if type(other) is Dyadic:
            return _diff_sign(self, other) >= 0
        return _richcmp(self, other, operator.ge)


# Dyadic has the Rational interface (numerator, denominator, exact arithmetic), so Fraction(d),
# and any code that asks isinstance(x, numbers.Rational), accept it.
numbers.Rational.register(Dyadic)

_new = object.__new__


def _make(n: int, e: int) -> Dyadic:
    """A Dyadic from parts already normalised."""
    d = _new(Dyadic)
    d._n = n
    d._e = e
    return d


def _norm(n: int, e: int) -> Dyadic:
    if e > 0:
        if not n & 1:
            if n == 0:
                return _make(0, 0)
            z = (n & -n).bit_length() - 1
            if z > e:
                z = e
            return _make(n >> z, e - z)
        return _make(n, e)
    if e < 0:
        return _make(n << -e, 0)
    return _make(n, 0)


def _exact(value: Any) -> Fraction:
    """The exact rational value of an int, Fraction, Rational, float or number text."""
    try:
        if isinstance(value, float):
            f = Fraction(value)
            if f != Fraction(repr(value)):
                # as number() does: 0.1 is not the dyadic it reads as, so refuse it
                raise InvalidGame(
                    f"the float {value!r} is not exactly the number it reads as (it is {f}); "
                    f"pass a Fraction or a string such as {repr(value)!r}"
                )
            return f
        if isinstance(value, (numbers.Rational, str)):
            return Fraction(value)  # type: ignore[arg-type]
    except (ValueError, ZeroDivisionError, OverflowError):
        raise InvalidGame(f"not a number: {value!r}") from None
    # not a number of any kind (None, a game, a list): the argument is wrong, not its value
    raise InvalidArgument(f"not a number: {value!r}")


def _from_fraction(f: Fraction, shown: Any) -> Dyadic:
    d = f.denominator
    if d & (d - 1):
        raise InvalidGame(
            f"{shown!r} is not a dyadic rational (its denominator is not a power of two)"
        )
    return _make(f.numerator, d.bit_length() - 1)


def _diff_sign(x: Dyadic, y: Dyadic) -> int:
    """The sign of x − y, as an integer whose sign it has."""
    e, f = x._e, y._e
    if e == f:
        return x._n - y._n
    if e > f:
        return x._n - (y._n << (e - f))
    return (x._n << (f - e)) - y._n


def _richcmp(x: Dyadic, other: Any, op: Callable[[Any, Any], bool]) -> Any:
    """x op other for ints, Rationals and floats (exactly, as Fraction compares them)."""
    if isinstance(other, int):
        return op(x._n - (int(other) << x._e), 0)
    if isinstance(other, numbers.Rational):
        return op(x._n * other.denominator - (other.numerator << x._e), 0)
    if isinstance(other, float):
        if math.isnan(other) or math.isinf(other):
            return op(0.0, other)
        p, q = other.as_integer_ratio()
        return op(x._n * q - (p << x._e), 0)
    return NotImplemented


def _mixed(x: Dyadic, other: Any, op: Callable[[Any, Any], Any]) -> Any:
    """x op other for a non-dyadic operand: through Fraction (exact) or float, as int does."""
    if isinstance(other, float):
        return op(float(x), other)
    if isinstance(other, (int, numbers.Rational)):
        return op(Fraction(x._n, 1 << x._e), other)
    return NotImplemented


def _flip(op: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    return lambda a, b: op(b, a)


_ADD, _SUB, _MUL, _DIV = operator.add, operator.sub, operator.mul, operator.truediv
_FLOORDIV, _MOD, _POW = operator.floordiv, operator.mod, operator.pow
_RSUB, _RDIV, _RFLOORDIV = _flip(_SUB), _flip(_DIV), _flip(_FLOORDIV)
_RMOD, _RPOW = _flip(_MOD), _flip(_POW)
