"""Arithmetic of nim values: mex, nim-sum, upper and lower nim-sums, nim product.

The upper and lower nim-sums come from Berlekamp's analysis of Hackenbush flowers; Lo,
*Misère Hackenbush Flowers* (2021), defines them as

- m ↑ n = max { m ⊕ n' : 0 ≤ n' ≤ n }  (upper nim-sum),
- m ↓ n = min { m ⊕ n' : 0 ≤ n' ≤ n }  (lower nim-sum),

and Lemma 1.5 there (after Berlekamp) reads them off the binary digits: with α the highest
bit set in both m and n and β the highest bit set in n but not in m,

- m ↑ n = (all bits 0..α set) + (m ⊕ n above α),
- m ↓ n = m ⊕ n with every bit up to β cleared.

:func:`upper_nim_sum` and :func:`lower_nim_sum` use the bitwise form;
:func:`upper_nim_sum_by_definition` and :func:`lower_nim_sum_by_definition` are the
definitions, kept as the reference they are tested against.

>>> mex([0, 1, 3]), nim_sum(5, 3, 1), upper_nim_sum(5, 3), lower_nim_sum(5, 3)
(2, 7, 7, 4)
>>> nim_product(2, 2), nim_product(2, 3)
(3, 1)

Nim-sums, nim products and nim powers of infinite ordinals (:class:`cgt.surreal.Surreal`
ordinals such as ``omega + 5``) are computed in :mod:`cgt.impartial.transfinite_nim`, below
ω^(ω^ω) as CGSuite computes them (Lenstra's theory):

>>> from cgt import omega
>>> nim_sum(omega * 3 + 1, omega + 1), nim_product(omega, omega), nim_product(omega, omega**2)
(ω×2, ω^2, 2)
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from importlib import import_module
from typing import Any

from cgt.errors import DivisionByZero, InvalidArgument

__all__ = [
    "mex",
    "nim_sum",
    "upper_nim_sum",
    "lower_nim_sum",
    "upper_nim_sum_by_definition",
    "lower_nim_sum_by_definition",
    "nim_product",
    "nim_exp",
    "nim_inverse",
    "nim_div",
    "ugly_product",
]

#: A nim value: a non-negative integer, or an infinite ordinal (a :class:`cgt.surreal.Surreal`).
NimValue = Any

#: The arithmetic of infinite ordinals (a namespace with ``nim_sum``, ``nim_product`` and
#: ``nim_exp``), installed by :mod:`cgt.impartial.transfinite_nim`, imported on first use.
_ORDINALS: list[Any] = []


def _transfinite() -> Any:
    if not _ORDINALS:
        import_module("cgt.impartial.transfinite_nim")
    return _ORDINALS[0]


def _natural(n: object, what: str = "a nim value") -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise InvalidArgument(f"{what} must be a non-negative integer, not {n!r}")
    return n


def mex(values: Iterable[int]) -> int:
    """The least non-negative integer not among ``values`` (minimum excludant).

    >>> mex([]), mex([1, 2]), mex(range(5))
    (0, 0, 5)
    """
    if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
        raise InvalidArgument(f"mex(values): expected integers, not {type(values).__name__}")
    seen = set(values)
    for v in seen:
        if type(v) is not int:
            _natural(v, "mex(values): a value")
    m = 0
    while m in seen:
        m += 1
    return m


def nim_sum(*values: NimValue) -> NimValue:
    """The nim-sum of nim values: the bitwise exclusive or of non-negative integers; on
    ordinals, the exclusive or of the coefficients of each power of ω (an int when finite).

    >>> nim_sum(), nim_sum(3), nim_sum(1, 2, 3)
    (0, 3, 0)
    >>> from cgt import omega
    >>> nim_sum(omega**omega * 4 + omega**3 * 9 + 11, omega**omega * 6 + omega**3 * 5 + omega)
    ω^ω×2+ω^3×12+ω+11
    """
    total = 0
    ordinals = []
    for v in values:
        if type(v) is int and v >= 0:
            total ^= v
        elif isinstance(v, int):
            total ^= _natural(v)  # refuses bools and negative integers
        else:
            ordinals.append(v)  # an ordinal, or refused there
    if ordinals:
        return _transfinite().nim_sum(total, *ordinals)  # type: ignore[no-any-return]
    return total


def upper_nim_sum(m: int, n: int) -> int:
    """m ↑ n = max over n' ≤ n of m ⊕ n' (Lo 2021, Lemma 1.5, bitwise form).

    >>> upper_nim_sum(0, 5), upper_nim_sum(4, 4), upper_nim_sum(6, 1)
    (5, 7, 7)
    """
    m, n = _natural(m), _natural(n)
    both = m & n
    if not both:
        return m ^ n
    alpha = both.bit_length() - 1
    low = (1 << (alpha + 1)) - 1
    return low | ((m ^ n) & ~low)


def lower_nim_sum(m: int, n: int) -> int:
    """m ↓ n = min over n' ≤ n of m ⊕ n' (Lo 2021, Lemma 1.5, bitwise form).

    >>> lower_nim_sum(0, 5), lower_nim_sum(4, 4), lower_nim_sum(6, 1)
    (0, 0, 6)
    """
    m, n = _natural(m), _natural(n)
    only_n = n & ~m
    if not only_n:
        return m ^ n
    beta = only_n.bit_length() - 1
    return (m ^ n) & ~((1 << (beta + 1)) - 1)


def upper_nim_sum_by_definition(m: int, n: int) -> int:
    """max { m ⊕ n' : 0 ≤ n' ≤ n }, by the definition (time linear in n).

    >>> upper_nim_sum_by_definition(5, 3)
    7
    """
    m, n = _natural(m), _natural(n)
    return max(m ^ k for k in range(n + 1))


def lower_nim_sum_by_definition(m: int, n: int) -> int:
    """min { m ⊕ n' : 0 ≤ n' ≤ n }, by the definition (time linear in n).

    >>> lower_nim_sum_by_definition(5, 3)
    4
    """
    m, n = _natural(m), _natural(n)
    return min(m ^ k for k in range(n + 1))


def nim_product(a: NimValue, b: NimValue) -> NimValue:
    """The nim product a ⊗ b (Conway, *On Numbers and Games*, ch. 6): the field product of the
    nimbers, computed through the Fermat 2-powers (x ⊗ x = 3x/2 for a Fermat 2-power x); of
    ordinals below ω^(ω^55), by Lenstra's theory (:mod:`cgt.impartial.transfinite_nim`), and
    past them :class:`~cgt.errors.OutOfRange`, as in CGSuite.

    >>> [nim_product(3, k) for k in range(4)]
    [0, 3, 1, 2]
    >>> from cgt import omega
    >>> nim_product(omega, 7), nim_product(omega**8, omega**8), nim_product(omega**omega, 4)
    (ω×7, ω^5×2, ω^ω×4)
    """
    if isinstance(a, int) and isinstance(b, int):
        return _nim_mul(_natural(a), _natural(b))
    return _transfinite().nim_product(_nim_value(a), _nim_value(b))  # type: ignore[no-any-return]


def nim_exp(a: NimValue, n: int) -> NimValue:
    """The nim power a ⊗ a ⊗ … ⊗ a (n factors; 1 when n = 0) of a nim value: an integer, or
    an ordinal below ω^(ω^55).

    >>> nim_exp(2, 3), nim_exp(5, 0)
    (1, 1)
    >>> from cgt import omega
    >>> nim_exp(omega, 3), nim_exp(omega**omega**13, 47)
    (2, ω^ω^7+1)
    """
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise InvalidArgument(f"nim_exp(a, n): n must be a non-negative integer, not {n!r}")
    if not isinstance(a, int):
        return _transfinite().nim_exp(a, n)  # type: ignore[no-any-return]
    a = _natural(a)
    result = 1
    while n:
        if n & 1:
            result = _nim_mul(result, a)
        a = _nim_mul(a, a)
        n >>= 1
    return result


def nim_inverse(a: int) -> int:
    """The nim inverse of a positive integer a: the b with a ⊗ b = 1.

    It is found in the field of the nimbers below the least Fermat 2-power F² above a, a
    quadratic extension of the nimbers below F (Lenstra, *Nim multiplication*, 1978,
    Exercise 5): for a = a₁F ⊕ a₀, the conjugate ā = a₁F ⊕ (a₀ ⊕ a₁) (F and F ⊕ 1 are the two
    roots of x² = x ⊕ F/2) makes a ⊗ ā = a₁² ⊗ F/2 ⊕ a₀ ⊗ (a₀ ⊕ a₁), a nimber below F, and
    a⁻¹ = ā ⊗ (a ⊗ ā)⁻¹.

    >>> [nim_inverse(n) for n in range(1, 17)]
    [1, 3, 2, 15, 12, 9, 11, 10, 6, 8, 7, 5, 14, 13, 4, 170]
    """
    if isinstance(a, bool) or not isinstance(a, int) or a < 0:
        raise InvalidArgument(f"nim_inverse(a): a must be a positive integer, not {a!r}")
    if a == 0:
        raise DivisionByZero("nim_inverse(0): 0 has no nim inverse")
    return _nim_inv(a)


def _nim_inv(a: int) -> int:
    if a < 2:
        return a
    k = 1  # F = 2^k, the largest Fermat 2-power with F ≤ a
    while (1 << (k << 1)) <= a:
        k <<= 1
    a1, a0 = a >> k, a & ((1 << k) - 1)
    conj = (a1 << k) | (a0 ^ a1)
    norm = _nim_mul(_nim_mul(a1, a1), 1 << (k - 1)) ^ _nim_mul(a0, a0 ^ a1)
    return _nim_mul(conj, _nim_inv(norm))


def nim_div(a: int, b: int) -> int:
    """The nim quotient a ⊘ b of integers: the c with c ⊗ b = a.

    >>> [nim_div(11, n) for n in range(1, 9)]
    [11, 6, 13, 8, 14, 2, 15, 4]
    """
    if isinstance(b, bool) or not isinstance(b, int) or b < 0:
        raise InvalidArgument(f"nim_div(a, b): b must be a positive integer, not {b!r}")
    if b == 0:
        raise DivisionByZero(f"nim_div({a!r}, 0): division by zero")
    return _nim_mul(_natural(a), _nim_inv(b))


def ugly_product(a: int, b: int) -> int:
    """The ugly product of non-negative integers (Berlekamp, Conway and Guy, *Winning Ways*,
    ch. 14): distributive over nim-sum, and for a power of two n and k < n,
    n ⊙ k = ⌊k/2⌋ when k is evil (an even number of binary ones), n + ⌊k/2⌋ when k is odious,
    and n ⊙ n = ⌈n/2⌉. On powers of two, 2^x ⊙ 2^y (x > y) is 2^x when y = 0, else
    2^x + 2^(y−1), and 2^x ⊙ 2^x is 2^(x−1) (1 for x = 0).

    >>> [ugly_product(14, n) for n in range(1, 17)]
    [14, 13, 3, 13, 3, 0, 14, 7, 9, 10, 4, 10, 4, 7, 9, 23]
    """
    a, b = _natural(a), _natural(b)
    result = 0
    x = 0
    while a >> x:
        if (a >> x) & 1:
            y = 0
            while b >> y:
                if (b >> y) & 1:
                    result ^= _ugly_bits(x, y)
                y += 1
        x += 1
    return result


def _ugly_bits(x: int, y: int) -> int:
    """2^x ⊙ 2^y."""
    if x < y:
        x, y = y, x
    if x == y:
        return 1 << (x - 1) if x else 1
    return 1 << x if y == 0 else (1 << x) | (1 << (y - 1))


def _nim_value(v: object) -> Any:
    """A nim value as :mod:`cgt.impartial.transfinite_nim` takes it: an int (checked here) or
    an ordinal (checked there)."""
    return _natural(v) if isinstance(v, int) else v


@lru_cache(maxsize=1 << 16)
def _nim_mul(a: int, b: int) -> int:
    if a < 2 or b < 2:
        return a * b
    # Split at the largest Fermat 2-power F = 2^(2^k) with F ≤ max(a, b): a = a1·F + a0.
    k = 1
    while (1 << (k << 1)) <= max(a, b):
        k <<= 1
    f = 1 << k
    a1, a0 = a >> k, a & (f - 1)
    b1, b0 = b >> k, b & (f - 1)
    hi = _nim_mul(a1, b1)
    mid = _nim_mul(a1, b0) ^ _nim_mul(a0, b1)
    lo = _nim_mul(a0, b0)
    # (a1 F + a0)(b1 F + b0) = hi F² + mid F + lo, and F² = F + F/2 (F ⊗ F = 3F/2).
    return ((hi ^ mid) << k) ^ _nim_mul(hi, f >> 1) ^ lo
