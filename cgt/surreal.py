"""Surreal numbers with ω: quotients of generalized ordinals, as CGSuite's ``SurrealNumber``.

The values here are the field that the ordinals below ε₀ generate: every number
``(α − β) / (γ − δ)`` for ordinals α, β, γ, δ < ε₀, written in lowest terms. ``omega`` is ω;
``+ - * /`` and ``**`` (an integer power of any of them, and ω to the power of any generalized
ordinal) combine them with ints, Fractions, cgt's numbers and each other, and they are ordered:

>>> from cgt import omega, number
>>> from fractions import Fraction
>>> omega - 5, omega**omega - 5*omega**19 + omega**2 + 1, 1/omega
(ω-5, ω^ω-ω^19×5+ω^2+1, 1/ω)
>>> (omega**(omega + 1) - omega**omega - omega + 1) / (omega - 1)
ω^ω-1
>>> omega**omega + 1/(omega + 1), -omega < 1, 1/omega < Fraction(1, 10**100)
((ω^(ω+1)+ω^ω+1)/(ω+1), True, True)
>>> (omega - 5).birthday, number(Fraction(6, 23)), number(Fraction(6, 23)).birthday
(ω+5, 6/23, ω)

How they meet cgt's games: integers and dyadic rationals are games (short numbers, held by
their value), and every other value here is a :class:`Surreal`, which is no game (it has no
finite form). Arithmetic gives a game exactly when the value is an integer or a dyadic
rational, as CGSuite gives an ``Integer`` or a ``DyadicRational``; a game that is a number
(its canonical form is one) takes part in the arithmetic (``/`` and ``**`` included) and the
order, any other game does not:

>>> (omega + 5) - omega, (omega + Fraction(1, 3)) - omega, type((omega + 1) - omega).__name__
(5, 1/3, 'Game')
>>> from cgt import integer, up
>>> integer(1) + omega, number("1/2") * omega, integer(3) < omega, integer(1) / 3
(ω+1, ω/2, True, 1/3)
>>> omega + up
Traceback (most recent call last):
...
TypeError: unsupported operand type(s) for +: 'Surreal' and 'Game'

Held exactly: numerator and denominator are integer combinations of powers of ω, in Cantor
normal form (:mod:`cgt.ordinal`); a quotient is reduced by the greatest common divisor of the
two as polynomials (the powers ω^(ω^β) are independent variables, since an exponent's natural
sum is the sum of the variables' degrees), which sympy computes when neither part is a single
term. ``str`` prints as CGSuite prints, and :func:`cgt.parse` reads it back.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction
from functools import lru_cache
from typing import Any, Union

import attrs

from cgt import notation, values
from cgt.errors import CGTError, DivisionByZero, InvalidArgument, NotSupported, ParseError
from cgt.game import Game
from cgt.ordinal import (
    OMEGA,
    ONE,
    ZERO,
    Terms,
    absolute,
    add,
    finite,
    from_int,
    is_ordinal,
    latex,
    mul,
    neg,
    sign,
    sub,
    text,
)
from cgt.outcome import L, Outcome, R

__all__ = ["Surreal", "omega"]

#: What arithmetic with a Surreal takes: ints, Fractions, exactly dyadic floats, numbers.
Operand = Union[int, Fraction, float, Game, "Surreal"]


@attrs.frozen(eq=False, repr=False, init=False)
class Surreal:
    """A surreal number of CGSuite's field: a quotient of generalized ordinals in lowest terms,
    with a positive denominator, that is neither an integer nor a dyadic rational (those are
    games). Built from :data:`omega`, :func:`cgt.number` (a rational that is not dyadic) and
    :func:`cgt.parse`, never by calling the class.

    >>> from cgt import omega, number
    >>> x = (omega + 7) / (7 * omega)
    >>> x, x.numerator, x.denominator, x.sign, x.is_ordinal
    ((ω+7)/ω×7, ω+7, ω×7, 1, False)
    >>> sorted([omega, 1/omega, x, number(Fraction(1, 7)), number("1/4"), 0, 1])
    [0, 1/ω, 1/7, (ω+7)/ω×7, 1/4, 1, ω]
    """

    _num: Terms
    _den: Terms

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise InvalidArgument(
            "Surreal: surreal numbers are built from omega, number() and parse(), and by "
            "arithmetic; not by calling the class"
        )

    # ------------------------------------------------------------------ properties
    @property
    def numerator(self) -> Game | Surreal:
        """The numerator in lowest terms (a game when it is an integer).

        >>> from cgt import omega
        >>> (omega / 3).numerator, (1 / omega).numerator
        (ω, 1)
        """
        return _value(self._num, ONE)

    @property
    def denominator(self) -> Game | Surreal:
        """The denominator in lowest terms, positive (a game when it is an integer).

        >>> from cgt import omega
        >>> (omega / 3).denominator, (1 / (1 - omega)).denominator
        (3, ω-1)
        """
        return _value(self._den, ONE)

    @property
    def sign(self) -> int:
        """1 when positive, −1 when negative (a Surreal is never 0).

        >>> from cgt import omega
        >>> (1 / omega).sign, (5 - omega).sign
        (1, -1)
        """
        return sign(self._num)

    @property
    def is_generalized_ordinal(self) -> bool:
        """Whether this is an integer combination of powers of ω (denominator 1).

        >>> from cgt import omega
        >>> (omega - 5).is_generalized_ordinal, (omega / 2).is_generalized_ordinal
        (True, False)
        """
        return self._den == ONE

    @property
    def is_ordinal(self) -> bool:
        """Whether this is an (infinite) ordinal: denominator 1 and every coefficient positive.

        >>> from cgt import omega
        >>> (omega**2 * 3 + 1).is_ordinal, (omega - 5).is_ordinal, (1 / omega).is_ordinal
        (True, False, False)
        """
        return self._den == ONE and is_ordinal(self._num)

    @property
    def birthday(self) -> Surreal:
        """The birthday, an ordinal: Σ ω^e·|c| for a generalized ordinal Σ ω^e·c, and ω for a
        rational that is not dyadic. Other numbers raise :class:`~cgt.errors.NotSupported`, as
        CGSuite does not compute them either.

        >>> from cgt import omega, number
        >>> (omega - 5).birthday, (-omega).birthday, number("1/3").birthday
        (ω+5, ω, ω)
        >>> (1 / omega).birthday  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        cgt.errors.NotSupported: the birthday of 1/ω: known only for generalized ordinals ...
        """
        if self._den == ONE:
            return _new(absolute(self._num), ONE)
        if finite(self._num) is not None and finite(self._den) is not None:
            return omega
        raise NotSupported(
            f"the birthday of {self}: known only for generalized ordinals and rationals "
            "(as in CGSuite)"
        )

    def outcome(self) -> Outcome:
        """The normal-play outcome, as CGSuite gives a number's: L when positive, R when
        negative.

        >>> from cgt import omega
        >>> str(omega.outcome()), str((-1 / omega).outcome())
        ('L', 'R')
        """
        return L if sign(self._num) > 0 else R

    # ------------------------------------------------------------------ arithmetic
    def __add__(self, other: Operand) -> Game | Surreal:
        o = _pair(other)
        if o is None:
            return NotImplemented
        return _sum(self._num, self._den, o[0], o[1])

    def __radd__(self, other: Operand) -> Game | Surreal:
        o = _pair(other)
        if o is None:
            return NotImplemented
        return _sum(o[0], o[1], self._num, self._den)

    def __sub__(self, other: Operand) -> Game | Surreal:
        o = _pair(other)
        if o is None:
            return NotImplemented
        return _sum(self._num, self._den, neg(o[0]), o[1])

    def __rsub__(self, other: Operand) -> Game | Surreal:
        o = _pair(other)
        if o is None:
            return NotImplemented
        return _sum(o[0], o[1], neg(self._num), self._den)

    def __mul__(self, other: Operand) -> Game | Surreal:
        o = _pair(other)
        if o is None:
            return NotImplemented
        return _value(mul(self._num, o[0]), mul(self._den, o[1]))

    __rmul__ = __mul__

    def __truediv__(self, other: Operand) -> Game | Surreal:
        o = _pair(other)
        if o is None:
            return NotImplemented
        return _value(mul(self._num, o[1]), mul(self._den, o[0]))

    def __rtruediv__(self, other: Operand) -> Game | Surreal:
        o = _pair(other)
        if o is None:
            return NotImplemented
        return _value(mul(o[0], self._den), mul(o[1], self._num))

    def __pow__(self, other: Any, modulo: None = None) -> Game | Surreal:
        """``x ** n`` for an integer n (a negative one gives the reciprocal's power), and
        ``omega ** y`` for a generalized ordinal y: ω^y, which is ω^α / ω^β for y = α − β.

        >>> from cgt import omega
        >>> omega ** (omega - 1), (omega + 1) ** -2, omega ** omega ** omega
        (ω^ω/ω, 1/(ω^2+ω×2+1), ω^ω^ω)
        """
        if modulo is not None:
            return NotImplemented
        if self._num == OMEGA and self._den == ONE:
            y = _exponent(other)
            if y is not None:
                return _omega_power(y)
        n = _integer(other)
        if n is None:
            return NotImplemented
        num, den = self._num, self._den
        if n < 0:
            num, den, n = den, num, -n
        p, q = ONE, ONE
        for _ in range(n):  # integer powers stay in lowest terms: no reduction needed
            p, q = mul(p, num), mul(q, den)
        if sign(q) < 0:
            p, q = neg(p), neg(q)
        return _reduced(p, q)

    def __neg__(self) -> Surreal:
        return _new(neg(self._num), self._den)

    def __pos__(self) -> Surreal:
        return self

    def __abs__(self) -> Surreal:
        return -self if sign(self._num) < 0 else self

    # ------------------------------------------------------------------ order
    def _compare(self, other: Any) -> int | None:
        o = _pair(other)
        if o is None:
            return None
        return sign(sub(mul(self._num, o[1]), mul(o[0], self._den)))

    def __eq__(self, other: object) -> bool:
        if type(other) is Surreal:
            return self._num == other._num and self._den == other._den
        c = self._compare(other)
        return NotImplemented if c is None else c == 0

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __lt__(self, other: Operand) -> bool:
        c = self._compare(other)
        return NotImplemented if c is None else c < 0

    def __le__(self, other: Operand) -> bool:
        c = self._compare(other)
        return NotImplemented if c is None else c <= 0

    def __gt__(self, other: Operand) -> bool:
        c = self._compare(other)
        return NotImplemented if c is None else c > 0

    def __ge__(self, other: Operand) -> bool:
        c = self._compare(other)
        return NotImplemented if c is None else c >= 0

    def __hash__(self) -> int:
        n, d = finite(self._num), finite(self._den)
        if n is not None and d is not None:
            return hash(Fraction(n, d))  # equal to the Fraction it equals
        return hash((self._num, self._den))

    # ------------------------------------------------------------------ printing
    def __str__(self) -> str:
        if self._den == ONE:
            return text(self._num)
        num, den = text(self._num), text(self._den)
        if len(self._num) > 1:
            num = "(" + num + ")"
        if len(self._den) > 1:
            den = "(" + den + ")"
        return num + "/" + den

    __repr__ = __str__

    def pretty(self, full: bool = False) -> str:
        """Unicode rendering: the text itself, which is unicode already (``ω``, ``×``) and
        reads back with ``parse``; ``full`` is accepted for the signature of
        :meth:`cgt.Game.pretty`.

        >>> from cgt import omega, parse
        >>> x = (omega**2 - 1) / (omega + 3)
        >>> x.pretty(), parse(x.pretty()) == x
        ('(ω^2-1)/(ω+3)', True)
        """
        return str(self)

    def _repr_latex_(self) -> str:
        if self._den == ONE:
            return "$" + latex(self._num) + "$"
        return "$\\frac{" + latex(self._num) + "}{" + latex(self._den) + "}$"


# ---------------------------------------------------------------------- construction
def _new(num: Terms, den: Terms) -> Surreal:
    x = object.__new__(Surreal)
    object.__setattr__(x, "_num", num)
    object.__setattr__(x, "_den", den)
    return x


def _reduced(num: Terms, den: Terms) -> Game | Surreal:
    """The value num/den, already in lowest terms with a positive denominator: a game when it
    is an integer or a dyadic rational, else a Surreal."""
    n = finite(num)
    if n is not None:
        d = finite(den)
        if d is not None:
            return values.number(Fraction(n, d))
    return _new(num, den)


def _value(num: Terms, den: Terms) -> Game | Surreal:
    """The value num/den, put in lowest terms."""
    if not den:
        if not num:
            raise DivisionByZero("0/0: division by zero")
        raise DivisionByZero(
            f"{text(num)}/0: division by zero (CGSuite calls this ±inf, which is no number)"
        )
    if not num:
        return values.zero
    if den == ONE:
        return _reduced(num, den)
    num, den = _lowest_terms(num, den)
    return _reduced(num, den)


def _sum(a: Terms, b: Terms, c: Terms, d: Terms) -> Game | Surreal:
    """a/b + c/d."""
    if b == d:
        return _value(add(a, c), b)
    return _value(add(mul(a, d), mul(c, b)), mul(b, d))


def _lowest_terms(num: Terms, den: Terms) -> tuple[Terms, Terms]:
    """num/den with their greatest common divisor taken out and the denominator positive.

    The content (the gcd of the coefficients) and the largest power of ω dividing every term
    come out first; a single term left on either side then has no common factor with the
    other, and otherwise sympy's gcd of the two as polynomials in the powers ω^(ω^β) does.
    """
    g = 0
    for _, c in num:
        g = math.gcd(g, c)
    for _, c in den:
        g = math.gcd(g, c)
    low = _common_exponent(num + den)
    if g != 1 or low:
        num = tuple([(sub(e, low) if low else e, c // g) for e, c in num])
        den = tuple([(sub(e, low) if low else e, c // g) for e, c in den])
    if len(num) > 1 and len(den) > 1:
        num, den = _cofactors(num, den)
    if den[0][1] < 0:
        num, den = neg(num), neg(den)
    return num, den


def _common_exponent(terms: Terms) -> Terms:
    """The largest ordinal e with ω^e dividing every term: each ω^(ω^β)'s least degree."""
    low = dict(terms[0][0])
    for e, _ in terms[1:]:
        if not low:
            return ZERO
        de = dict(e)
        low = {b: min(k, de[b]) for b, k in low.items() if b in de}
    return tuple(sorted(low.items(), reverse=True))


@lru_cache(maxsize=16)
def _ring(n: int) -> Any:
    from sympy.polys.domains import ZZ
    from sympy.polys.orderings import lex
    from sympy.polys.rings import PolyRing

    return PolyRing([f"x{i}" for i in range(n)], ZZ, lex)


def _cofactors(num: Terms, den: Terms) -> tuple[Terms, Terms]:
    """num and den divided by their greatest common divisor in ℤ[ω^(ω^β) : β], by sympy."""
    variables = sorted({b for e, _ in num + den for b, _ in e}, reverse=True)
    index = {b: i for i, b in enumerate(variables)}
    ring = _ring(len(variables))

    def poly(terms: Terms) -> Any:
        d = {}
        for e, c in terms:
            m = [0] * len(variables)
            for b, k in e:
                m[index[b]] = k
            d[tuple(m)] = c
        return ring.from_dict(d)

    def back(p: Any) -> Terms:
        terms = []
        for m, c in p.items():
            e = tuple([(variables[i], k) for i, k in enumerate(m) if k])
            terms.append((e, int(c)))
        return tuple(sorted(terms, reverse=True))

    _, p, q = poly(num).cofactors(poly(den))
    return back(p), back(q)


def _omega_power(y: Terms) -> Game | Surreal:
    """ω^y for a generalized ordinal y = α − β: ω^α / ω^β."""
    if is_ordinal(y):
        return _reduced(((y, 1),), ONE)
    alpha = tuple([(e, c) for e, c in y if c > 0])
    beta = tuple([(e, -c) for e, c in y if c < 0])
    return _reduced(((alpha, 1),), ((beta, 1),))  # no power of ω^(ω^γ) in both


# ---------------------------------------------------------------------- operands
def _pair(x: Any) -> tuple[Terms, Terms] | None:
    """(numerator, denominator) of an operand, or None when it is no number."""
    t = type(x)
    if t is Surreal:
        return x._num, x._den
    if t is int:
        return from_int(x), ONE
    if t is Fraction:
        return from_int(x.numerator), from_int(x.denominator)
    if isinstance(x, Game):
        f = _game_number(x)
        return None if f is None else (from_int(f.numerator), from_int(f.denominator))
    if isinstance(x, bool):
        return None
    if isinstance(x, int):
        return from_int(int(x)), ONE
    if isinstance(x, float):
        f = _float(x)
        return from_int(f.numerator), from_int(f.denominator)
    return None


def _float(x: float) -> Fraction:
    if not math.isfinite(x):
        raise InvalidArgument(f"{x!r} is not a number")
    f = Fraction(x)
    if f != Fraction(repr(x)):
        raise InvalidArgument(
            f"the float {x!r} is not exactly the number it reads as (it is {f}); pass a "
            f"Fraction or cgt.number({repr(x)!r})"
        )
    return f


def _game_number(g: Game) -> Fraction | None:
    """The number a game is (its canonical form's), or None when it is no number."""
    t = g._tag
    if t is None:
        from cgt.canonical.normal import canonical

        t = canonical(g)._tag
    if t is None or t[1] or t[2]:
        return None
    x = t[0]
    return Fraction(x.numerator, x.denominator)


def _integer(x: Any) -> int | None:
    if type(x) is int:
        return x
    o = _pair(x) if not isinstance(x, float) else None
    if o is None or o[1] != ONE:
        return None
    return finite(o[0])


def _exponent(x: Any) -> Terms | None:
    """A generalized ordinal's terms (an int, an integer game, a Surreal with denominator 1)."""
    o = _pair(x) if not isinstance(x, float) else None
    if o is None or o[1] != ONE:
        return None
    return o[0]


#: ω, the least infinite ordinal.
omega: Surreal = _new(OMEGA, ONE)


# ---------------------------------------------------------------------- games that are numbers
# ``G * x``, ``G / x``, ``x / G`` and ``G ** n`` for a game G that is a number, bound to Game by
# cgt.methods: the field's arithmetic, so that a value that comes out an integer or a dyadic
# rational (a game) goes on taking part in it. NotImplemented when G or x is no number.
def _game_mul(g: Game, other: Any) -> Game | Surreal:
    """``G * x`` for a number G and a number x that is no int (an int is CGSuite's ``n * G``).

    >>> from cgt import integer, number
    >>> integer(3) * Fraction(1, 6), number("1/2") * number("3/4"), integer(2) * omega
    (1/2, 3/8, ω×2)
    """
    a, b = _game_pair(g), _pair(other)
    if a is None or b is None:
        return NotImplemented
    return _value(mul(a[0], b[0]), mul(a[1], b[1]))


def _game_truediv(g: Game, other: Any) -> Game | Surreal:
    """``G / x`` for numbers G and x.

    >>> from cgt import integer
    >>> integer(1) / 3, integer(3) / integer(6), integer(1) / omega
    (1/3, 1/2, 1/ω)
    """
    a, b = _game_pair(g), _pair(other)
    if a is None or b is None:
        return NotImplemented
    return _value(mul(a[0], b[1]), mul(a[1], b[0]))


def _game_rtruediv(g: Game, other: Any) -> Game | Surreal:
    """``x / G`` for numbers x and G.

    >>> from cgt import integer
    >>> 1 / integer(3), Fraction(1, 2) / integer(2)
    (1/3, 1/4)
    """
    a, b = _game_pair(g), _pair(other)
    if a is None or b is None:
        return NotImplemented
    return _value(mul(b[0], a[1]), mul(b[1], a[0]))


def _game_pow(g: Game, other: Any, modulo: None = None) -> Game | Surreal:
    """``G ** n`` for a number G and an integer n.

    >>> from cgt import integer, number
    >>> integer(2) ** 10, number("1/2") ** -3, integer(3) ** -1
    (1024, 8, 1/3)
    """
    a, n = _game_pair(g), _integer(other)
    if a is None or n is None or modulo is not None:
        return NotImplemented
    if n == 0:
        return values.one
    if not a[0] and n < 0:
        raise DivisionByZero(f"0 ** {n}: division by zero")
    return _new(a[0], a[1]) ** n  # the value's powers (a finite quotient, printed as one)


def _game_pair(g: Game) -> tuple[Terms, Terms] | None:
    f = _game_number(g)
    return None if f is None else (from_int(f.numerator), from_int(f.denominator))


def _from_fraction(f: Fraction) -> Surreal:
    """A rational that is not dyadic (installed in :func:`cgt.values.number`)."""
    return _new(from_int(f.numerator), from_int(f.denominator))


# ---------------------------------------------------------------------- reading
_TOKEN = re.compile(r"\s*(?:(\d+)|(ω|omega)|([-+*/×^()]))")


class _Reader:
    """CGSuite's text of a surreal number or a transfinite nimber, read back.

    From loosest to tightest: ``+ -``; ``* /`` (left to right); unary ``-``; ``×``;
    ``^`` (right to left); a number, ``ω`` (or ``omega``), parentheses, ``*x`` (the nimber).
    ``×`` binds tighter than ``/``, as CGSuite prints it: ``(ω+7)/ω×7`` is (ω+7)/(ω·7).
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens: list[tuple[str, Any, int]] = []  # (kind, value, column)
        pos = 0
        while pos < len(text):
            m = _TOKEN.match(text, pos)
            if m is None:
                if not text[pos:].strip():
                    break
                column = pos + len(text[pos:]) - len(text[pos:].lstrip()) + 1
                raise ParseError(f"unexpected {text[column - 1]!r}", text, column)
            column = m.start(m.lastindex) + 1  # type: ignore[arg-type]
            if m.group(1):
                self.tokens.append(("int", int(m.group(1)), column))
            elif m.group(2):
                self.tokens.append(("int", omega, column))
            else:
                self.tokens.append((m.group(3), None, column))
            pos = m.end()
        self.i = 0

    def peek(self) -> str | None:
        return self.tokens[self.i][0] if self.i < len(self.tokens) else None

    def column(self) -> int:
        return self.tokens[self.i][2] if self.i < len(self.tokens) else len(self.text) + 1

    def take(self) -> tuple[str, Any, int]:
        t = self.tokens[self.i]
        self.i += 1
        return t

    def read(self) -> Any:
        if not self.tokens:
            raise ParseError("nothing to read", self.text, 1)
        v = self.sum()
        if self.i < len(self.tokens):
            raise ParseError(f"unexpected {self.peek()!r}", self.text, self.column())
        return v

    def apply(self, column: int, fn: Any, *args: Any) -> Any:
        try:
            v = fn(*args)
        except (CGTError, TypeError, ValueError, ArithmeticError) as exc:
            message = exc.message if isinstance(exc, ParseError) else str(exc)
            raise ParseError(message, self.text, column) from None
        if v is NotImplemented:
            raise ParseError("no such operation on these values", self.text, column)
        return v

    def sum(self) -> Any:
        v = self.product()
        while self.peek() in ("+", "-"):
            op, _, column = self.take()
            w = self.product()
            v = self.apply(column, _plus if op == "+" else _minus, v, w)
        return v

    def product(self) -> Any:
        v = self.unary()
        while self.peek() in ("*", "/"):
            op, _, column = self.take()
            w = self.unary()
            v = self.apply(column, _times if op == "*" else _divide, v, w)
        return v

    def unary(self) -> Any:
        if self.peek() in ("-", "+"):
            op, _, column = self.take()
            v = self.unary()
            return self.apply(column, _negate, v) if op == "-" else v
        return self.tight()

    def tight(self) -> Any:
        v = self.power()
        while self.peek() == "×":
            _, _, column = self.take()
            w = self.power()
            v = self.apply(column, _times, v, w)
        return v

    def power(self) -> Any:
        v = self.primary()
        if self.peek() == "^":
            _, _, column = self.take()
            w = self.power()
            v = self.apply(column, _raise, v, w)
        return v

    def primary(self) -> Any:
        kind = self.peek()
        column = self.column()
        if kind is None:
            raise ParseError("expected a number", self.text, column)
        if kind == "int":
            return self.take()[1]
        if kind == "(":
            self.take()
            v = self.sum()
            if self.peek() != ")":
                raise ParseError("expected ')'", self.text, self.column())
            self.take()
            return v
        if kind == "*":
            self.take()
            v = self.power()
            return self.apply(column, values.nimber, _finish(v))
        raise ParseError(f"unexpected {kind!r}", self.text, column)


def _plus(a: Any, b: Any) -> Any:
    return a + b


def _minus(a: Any, b: Any) -> Any:
    return a - b


def _negate(a: Any) -> Any:
    return -a


def _times(a: Any, b: Any) -> Any:
    return a * b


def _divide(a: Any, b: Any) -> Any:
    if isinstance(a, (int, Fraction)) and isinstance(b, (int, Fraction)):
        if not b:
            raise DivisionByZero("division by zero")
        return Fraction(a) / b
    return a / b


def _raise(a: Any, b: Any) -> Any:
    if isinstance(a, (int, Fraction)) and type(b) is int:
        if not a and b < 0:
            raise DivisionByZero("division by zero")
        return Fraction(a) ** b
    return a**b


def _finish(v: Any) -> Any:
    if type(v) is int:
        return values.integer(v)
    if type(v) is Fraction:
        return values.number(v)
    return v


#: What a text without ω may hold to be read as a surreal number: no ``*`` or ``^``, which
#: are stars and ups in game notation.
_RATIONAL_TEXT = re.compile(r"[0-9\s+\-/×()]*")


def _read(text: str, strict: bool = True) -> Any:
    """The value of a text in CGSuite's notation of surreal numbers and transfinite nimbers
    (installed in :func:`cgt.parse`). With ``strict=False``, for a text game notation refuses
    for a rational that is not dyadic: its value when it is a surreal number that is no game
    and the text has no ``*`` or ``^`` (stars and ups there), else None.

    >>> _read("(ω+7)/ω×7") == (omega + 7) / (7 * omega), _read("-6/23", False)
    (True, -6/23)
    >>> _read("1/3*3", False), _read("1/3 + 2/3", False), _read("{1/3|}", False)
    (None, None, None)
    """
    if not strict and not _RATIONAL_TEXT.fullmatch(text):
        return None
    try:
        v = _finish(_Reader(text).read())
    except ParseError:
        if strict:
            raise
        return None
    if not strict and not isinstance(v, Surreal):
        return None
    return v


values._SURREAL_NUMBER[:] = [_from_fraction]
notation._SURREAL[:] = [_read]
