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
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache, reduce
from operator import xor

from cgt.errors import InvalidArgument

__all__ = [
    "mex",
    "nim_sum",
    "upper_nim_sum",
    "lower_nim_sum",
    "upper_nim_sum_by_definition",
    "lower_nim_sum_by_definition",
    "nim_product",
]


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


def nim_sum(*values: int) -> int:
    """The nim-sum (bitwise exclusive or) of non-negative integers.

    >>> nim_sum(), nim_sum(3), nim_sum(1, 2, 3)
    (0, 3, 0)
    """
    return reduce(xor, (_natural(v) for v in values), 0)


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


def nim_product(a: int, b: int) -> int:
    """The nim product a ⊗ b (Conway, *On Numbers and Games*, ch. 6): the field product of the
    nimbers, computed through the Fermat 2-powers (x ⊗ x = 3x/2 for a Fermat 2-power x).

    >>> [nim_product(3, k) for k in range(4)]
    [0, 3, 1, 2]
    """
    return _nim_mul(_natural(a), _natural(b))


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
