"""Transfinite nim arithmetic: nim-sums and nim products of ordinals, transfinite nimbers.

Conway (*On Numbers and Games*, ch. 6) makes the ordinals a field of characteristic 2 under
the nim-sum ⊕ and the nim product ⊗; the ordinals below ω^(ω^ω) are the algebraic closure of
the field of two elements. Lenstra (*Nim multiplication*, Séminaire de Théorie des Nombres de
Bordeaux, 1977–78) describes that field through the ordinals κ_q, one for each prime power q:

- κ_(2^n) = 2^(2^(n−1)), the Fermat 2-powers;
- κ_(p^(i+1)) = ω^(ω^k · p^i) for the (k+1)-th odd prime p (3, 5, 7, … for k = 0, 1, 2, …);
- κ_(p^(i+1))^p = κ_(p^i) for i ≥ 1, and κ_p^p = α_p, a sum of smaller κ_q and a finite
  "excess" (so ω³ = 2, (ω^ω)⁵ = 4, (ω^(ω²))⁷ = ω + 1);
- an ordinal ω^e·c in Cantor normal form, with e = Σ ω^k · d_k and each d_k written in base
  p_k as Σ d_(k,i) p_k^i, is the nim product c ⊗ Π κ_(p_k^(i+1))^(d_(k,i)); a Cantor normal form
  is the nim-sum of its terms.

So a nim product multiplies such monomials: their digits add, a digit reaching p at level
i ≥ 1 carries one to level i − 1, and at level 0 turns into a factor α_p. The table of α_p
ends at p = 257 (:data:`ALPHA`): an ordinal with a term ω^(ω^k) for k ≥ 55, or a product that
needs α_263, is out of range (:class:`~cgt.errors.OutOfRange`), as in CGSuite.

>>> from cgt import omega, nimber, nim_product, nim_exp
>>> nim_product(omega, omega), nim_product(omega, omega**2), nim_exp(omega**omega**13, 47)
(ω^2, 2, ω^ω^7+1)
>>> nimber(omega + 5), nimber(omega).conway_product(nimber(omega**2))
(*(ω+5), *2)
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

import attrs

from cgt import values
from cgt.errors import InvalidArgument, InvalidGame, OutOfRange
from cgt.game import Game
from cgt.impartial import nim_arithmetic
from cgt.impartial.nim_arithmetic import _nim_mul
from cgt.ordinal import ONE, ZERO, Terms, finite, from_int, latex, text
from cgt.outcome import N, Outcome
from cgt.surreal import Surreal, _new

__all__ = ["TransfiniteNimber", "ALPHA", "ordinal_nim_sum", "ordinal_nim_product"]

#: For each odd prime p ≤ 257: (the prime powers q whose κ_q make up α_p = κ_p^p, the
#: excess, a finite nimber nim-added to them). Lenstra (1977–78) gives the theory and the
#: first values; the table to 257 is CGSuite's (``NimFieldConstants.scala``, computed there by
#: ``NimFieldCalculator`` after Lenstra and DiMuro, *On On_p*, arXiv:1108.0962), at commit
#: e909ab8b of github.com/aaron-siegel/cgsuite.
ALPHA: dict[int, tuple[tuple[int, ...], int]] = {
    3: ((2,), 0), 5: ((4,), 0), 7: ((3,), 1), 11: ((5,), 1), 13: ((4, 3), 0),
    17: ((8,), 0), 19: ((9,), 4), 23: ((11,), 1), 29: ((4, 7), 0), 31: ((5,), 1),
    37: ((4, 9), 0), 41: ((5,), 1), 43: ((7,), 1), 47: ((23,), 1), 53: ((13,), 1),
    59: ((29,), 1), 61: ((3, 5), 0), 67: ((3, 11), 0), 71: ((5, 7), 0), 73: ((9,), 1),
    79: ((13,), 1), 83: ((41,), 1), 89: ((11,), 1), 97: ((16, 3), 0), 101: ((25,), 1),
    103: ((3, 17), 0), 107: ((53,), 1), 109: ((4, 9), 0), 113: ((4, 7), 0), 127: ((7,), 1),
    131: ((5, 13), 0), 137: ((17,), 1), 139: ((3, 23), 0), 149: ((37,), 1), 151: ((3, 5), 0),
    157: ((13,), 1), 163: ((81,), 4), 167: ((83,), 1), 173: ((4, 43), 0), 179: ((89,), 1),
    181: ((9, 5), 0), 191: ((5, 19), 0), 193: ((32, 3), 0), 197: ((4, 49), 0),
    199: ((9, 11), 0), 211: ((5, 7), 0), 223: ((37,), 1), 227: ((113,), 1), 229: ((19,), 1),
    233: ((29,), 1), 239: ((7, 17), 0), 241: ((8, 3), 0), 251: ((25,), 1), 257: ((16,), 0),
}  # fmt: skip


def _odd_primes(count: int) -> list[int]:
    found: list[int] = []
    n = 3
    while len(found) < count:
        if all(n % p for p in found if p * p <= n):
            found.append(n)
        n += 2
    return found


#: The exponents ω^k (k ≤ MAX_K) an exponent may have: the (k+1)-th odd prime goes with
#: k, and the one past the table (263, k = 54) only while no product needs α_263.
MAX_K = len(ALPHA)
_PRIMES = _odd_primes(MAX_K + 1)  # _PRIMES[k] is the prime of ω^(ω^k)

# A κ-monomial: ((k, i), digit) pairs, sorted, each digit in 1 … p_k − 1, standing for
# Π κ_(p_k^(i+1))^digit. A polynomial: {monomial: finite nimber coefficient}, its terms
# nim-added.
Monomial = tuple[tuple[tuple[int, int], int], ...]
Poly = dict[Monomial, int]


def _out_of_range(what: str) -> OutOfRange:
    return OutOfRange(
        f"nim product out of range: {what} (nim products are known below ω^(ω^{MAX_K + 1}), "
        f"with the table of α_p to p = {_PRIMES[MAX_K - 1]}, as in CGSuite)"
    )


def _monomial(e: Terms) -> Monomial:
    """The κ-monomial of ω^e."""
    digits = []
    for f, d in e:
        k = finite(f)
        if k is None or k > MAX_K:
            raise _out_of_range(f"ω^(ω^{text(f)}) is past ω^(ω^{MAX_K})")
        p = _PRIMES[k]
        i = 0
        while d:
            d, r = divmod(d, p)
            if r:
                digits.append(((k, i), r))
            i += 1
    return tuple(sorted(digits))


def _poly(a: Terms) -> Poly:
    """An ordinal as a polynomial in the κ's (its terms' monomials, distinct)."""
    return {_monomial(e): c for e, c in a}


def _ordinal(poly: Poly) -> Terms:
    """The ordinal a polynomial in the κ's is (each monomial ω^e, times its coefficient)."""
    terms = []
    for m, c in poly.items():
        if not c:
            continue
        exps: dict[int, int] = {}
        for (k, i), d in m:
            exps[k] = exps.get(k, 0) + d * _PRIMES[k] ** i
        e = tuple(sorted(((from_int(k), d) for k, d in exps.items()), reverse=True))
        terms.append((e, c))
    return tuple(sorted(terms, reverse=True))


@cache
def _alpha(k: int) -> Poly:
    """α_p = κ_p^p for p = _PRIMES[k], as a polynomial in smaller κ's."""
    p = _PRIMES[k]
    if p not in ALPHA:
        raise _out_of_range(f"it needs κ_{p}^{p}, past the table of α_p")
    qs, excess = ALPHA[p]
    constant = excess
    poly: Poly = {}
    for q in qs:
        if not q & (q - 1):  # κ_(2^n) = 2^(2^(n−1)), a Fermat 2-power
            constant ^= 1 << (1 << (q.bit_length() - 2))
            continue
        k = next(j for j, r in enumerate(_PRIMES) if q % r == 0)
        level = 0  # q = p_k^(level+1)
        while q > _PRIMES[k]:
            q //= _PRIMES[k]
            level += 1
        poly[(((k, level), 1),)] = 1
    if constant:
        poly[()] = constant
    return poly


@lru_cache(maxsize=1 << 14)
def _times(m1: Monomial, m2: Monomial) -> tuple[tuple[Monomial, int], ...]:
    """m1 ⊗ m2 as a polynomial, digits carried down and α_p put in at level 0."""
    digits = dict(m1)
    for key, d in m2:
        digits[key] = digits.get(key, 0) + d
    alphas: list[int] = []
    for k in sorted({k for k, _ in digits}):
        p = _PRIMES[k]
        top = max(i for kk, i in digits if kk == k)
        for i in range(top, -1, -1):
            d = digits.get((k, i), 0)
            if d >= p:
                q, digits[(k, i)] = divmod(d, p)
                if i:
                    digits[(k, i - 1)] = digits.get((k, i - 1), 0) + q
                else:
                    alphas += [k] * q
    poly: Poly = {tuple(sorted((key, d) for key, d in digits.items() if d)): 1}
    for k in alphas:
        poly = _poly_times(poly, _alpha(k))
    return tuple(poly.items())


def _poly_square(a: Poly) -> Poly:
    """a ⊗ a: in characteristic 2 the cross terms cancel, (Σ c·m)² = Σ c²·m²."""
    out: Poly = {}
    for m, c in a.items():
        c2 = _nim_mul(c, c)
        for mm, c3 in _times(m, m):
            out[mm] = out.get(mm, 0) ^ _nim_mul(c2, c3)
    return {m: c for m, c in out.items() if c}


def _poly_times(a: Poly, b: Poly) -> Poly:
    out: Poly = {}
    for m1, c1 in a.items():
        for m2, c2 in b.items():
            c = _nim_mul(c1, c2)
            if not c:
                continue
            for m, c3 in _times(m1, m2):
                out[m] = out.get(m, 0) ^ _nim_mul(c, c3)
    return {m: c for m, c in out.items() if c}


# ---------------------------------------------------------------------- on Cantor normal forms
def ordinal_nim_sum(a: Terms, b: Terms) -> Terms:
    """a ⊕ b for ordinals in Cantor normal form (:mod:`cgt.ordinal`): the coefficients of
    each power of ω nim-added.

    >>> from cgt.ordinal import OMEGA, add, from_int
    >>> text(ordinal_nim_sum(add(OMEGA, from_int(3)), from_int(5)))
    'ω+6'
    """
    d = dict(a)
    for e, c in b:
        d[e] = d.get(e, 0) ^ c
    return tuple(sorted(((e, c) for e, c in d.items() if c), reverse=True))


def ordinal_nim_product(a: Terms, b: Terms) -> Terms:
    """a ⊗ b for ordinals in Cantor normal form, below ω^(ω^55).

    >>> from cgt.ordinal import OMEGA, mul
    >>> text(ordinal_nim_product(OMEGA, mul(OMEGA, OMEGA)))
    '2'
    """
    if not a or not b:
        return ZERO
    return _ordinal(_poly_times(_poly(a), _poly(b)))


def _ordinal_nim_exp(a: Terms, n: int) -> Terms:
    if n == 0:
        return ONE
    base = _poly(a)
    result: Poly = {(): 1}
    while True:
        if n & 1:
            result = _poly_times(result, base)
        n >>= 1
        if not n:
            return _ordinal(result)
        base = _poly_square(base)


# ---------------------------------------------------------------------- nim values
def _terms(v: int | Surreal) -> Terms:
    if isinstance(v, Surreal):
        if not v.is_ordinal:
            raise InvalidArgument(f"nim arithmetic applies only to ordinals, not {v}")
        return v._num
    if type(v) is not int or v < 0:
        raise InvalidArgument(
            f"a nim value must be a non-negative integer or an ordinal, not {v!r}"
        )
    return from_int(v)


def _value(t: Terms) -> int | Surreal:
    n = finite(t)
    return n if n is not None else _new(t, ONE)


class _Arithmetic:
    """The functions :mod:`cgt.impartial.nim_arithmetic` calls for infinite ordinals."""

    @staticmethod
    def nim_sum(*vs: int | Surreal) -> int | Surreal:
        t: Terms = ZERO
        for v in vs:
            t = ordinal_nim_sum(t, _terms(v))
        return _value(t)

    @staticmethod
    def nim_product(a: int | Surreal, b: int | Surreal) -> int | Surreal:
        return _value(ordinal_nim_product(_terms(a), _terms(b)))

    @staticmethod
    def nim_exp(a: int | Surreal, n: int) -> int | Surreal:
        return _value(_ordinal_nim_exp(_terms(a), n))


nim_arithmetic._ORDINALS[:] = [_Arithmetic]


# ---------------------------------------------------------------------- transfinite nimbers
@attrs.frozen(repr=False)
class TransfiniteNimber:
    """The nimber *α of an infinite ordinal α (a nim heap of size α): no short game, it has
    infinitely many options. ``nimber(alpha)`` builds it. Sums are nim-sums, and
    :meth:`conway_product` the nim product; both give cgt's nimber when the result is finite.

    >>> from cgt import omega, nimber
    >>> a = nimber(omega * 3 + 1)
    >>> a, a + nimber(omega + 1), a + nimber(5), a.nim_value, a.birthday, str(a.outcome())
    (*(ω×3+1), *(ω×2), *(ω×3+4), ω×3+1, ω×3+1, 'N')
    >>> nimber(omega**2), nimber(omega + 1) + nimber(omega + 1)
    (*ω^2, 0)
    """

    nim_value: Surreal

    @property
    def birthday(self) -> Surreal:
        """*α is born on day α.

        >>> from cgt import omega, nimber
        >>> nimber(omega).birthday
        ω
        """
        return self.nim_value

    @property
    def is_impartial(self) -> bool:
        """True: a nimber is impartial.

        >>> from cgt import omega, nimber
        >>> nimber(omega).is_impartial
        True
        """
        return True

    def outcome(self) -> Outcome:
        """N: the first player moves to 0.

        >>> from cgt import omega, nimber
        >>> str(nimber(omega).outcome())
        'N'
        """
        return N

    def conway_product(self, other: TransfiniteNimber | Game) -> TransfiniteNimber | Game:
        """The Conway product *α · *β = *(α ⊗ β) (CGSuite's ``ConwayProduct``).

        >>> from cgt import omega, nimber
        >>> nimber(omega).conway_product(nimber(omega**2)), nimber(omega).conway_product(nimber(3))
        (*2, *(ω×3))
        """
        b = _nim_of(other)
        if b is None:
            raise InvalidArgument(
                f"conway_product: expected a nimber, not {type(other).__name__}"
            )
        return values.nimber(nim_arithmetic.nim_product(self.nim_value, b))

    def __add__(self, other: Any) -> TransfiniteNimber | Game:
        b = _nim_of(other)
        if b is None:
            return NotImplemented
        return values.nimber(nim_arithmetic.nim_sum(self.nim_value, b))

    __radd__ = __add__
    __sub__ = __add__  # −*α = *α
    __rsub__ = __add__

    def __neg__(self) -> TransfiniteNimber:
        return self

    def __pos__(self) -> TransfiniteNimber:
        return self

    def __str__(self) -> str:
        t = self.nim_value._num
        if len(t) > 1 or t[0][1] != 1:
            return "*(" + text(t) + ")"
        return "*" + text(t)

    __repr__ = __str__

    def pretty(self, full: bool = False) -> str:
        """Unicode rendering: the text itself (``*(ω×3+1)``), which reads back with ``parse``;
        ``full`` is accepted for the signature of :meth:`cgt.Game.pretty`.

        >>> from cgt import omega, nimber, parse
        >>> a = nimber(omega * 3 + 1)
        >>> a.pretty(), parse(a.pretty()) == a
        ('*(ω×3+1)', True)
        """
        return str(self)

    def _repr_latex_(self) -> str:
        t = self.nim_value._num
        if len(t) > 1 or t[0][1] != 1:
            return "$*(" + latex(t) + ")$"
        return "$*" + latex(t) + "$"


def _nim_of(g: Any) -> int | Surreal | None:
    """The nim value of a nimber (transfinite, or cgt's *m), or None."""
    if isinstance(g, TransfiniteNimber):
        return g.nim_value
    if isinstance(g, Game):
        t = g._tag
        if t is None:
            from cgt.canonical.normal import canonical

            t = canonical(g)._tag
        if t is not None and not t[0] and not t[1]:
            return t[2]
    return None


def _transfinite_nimber(x: Any) -> TransfiniteNimber:
    """*x for an infinite ordinal x (installed in :func:`cgt.values.nimber`)."""
    if isinstance(x, Surreal):
        if x.is_ordinal:
            return TransfiniteNimber(x)
        raise InvalidGame(f"a nimber's nim value must be an ordinal, not {x}")
    raise InvalidGame(
        f"a nimber needs a non-negative integer or an ordinal, not {type(x).__name__}"
    )


values._TRANSFINITE_NIMBER[:] = [_transfinite_nimber]
