"""Twins of cgt's transfinite nim arithmetic, sharing no code with cgt.impartial.

- ``FINITE``: the nim product of the nimbers below 16, from Conway's definition
  a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b} (ONAG ch. 6), table by table.
- ``Tower``: the field of the ordinals below ω^(ω²·7^r) with coefficients below 16, as a
  quotient of a polynomial ring over the nimbers below 16 in three variables,
  Y = κ_(3^n) = ω^(3^(n−1)), Z = κ_(5^m) = ω^(ω·5^(m−1)) and W = κ_(7^r) = ω^(ω²·7^(r−1)),
  by Y^(3^n) = 2, Z^(5^m) = 4 and W^(7^r) = ω + 1 = Y^(3^(n−1)) + 1: Conway's ω³ = 2,
  (ω^ω)⁵ = 4 and (ω^(ω²))⁷ = ω + 1 (ONAG ch. 6; Lenstra 1978), with κ_(p^(i+1)) a p-th root of
  κ_(p^i). An ordinal ω^(ω²a + ωb + d)·c is c·W^ā·Z^b̄·Y^d̄, where x̄ writes the base-p digits of
  x in the reverse order (κ_(3^(i+1)) = ω^(3^i) = Y^(3^(n−1−i))).
- ``ugly``: the ugly product from Winning Ways' definition (ch. 14) on a power of two and a
  smaller number, extended by distributivity.
"""

from __future__ import annotations

from functools import cache

N = 16


def _mex(s: set[int]) -> int:
    m = 0
    while m in s:
        m += 1
    return m


def _finite_table() -> list[list[int]]:
    t = [[0] * N for _ in range(N)]
    for a in range(N):
        for b in range(N):
            t[a][b] = _mex({t[x][b] ^ t[a][y] ^ t[x][y] for x in range(a) for y in range(b)})
    return t


FINITE = _finite_table()


def _digits(x: int, p: int, n: int) -> list[int]:
    out = []
    for _ in range(n):
        x, r = divmod(x, p)
        out.append(r)
    assert x == 0, "past the tower"
    return out


def _reverse(x: int, p: int, n: int) -> int:
    """x's n base-p digits in the reverse order."""
    v = 0
    for d in _digits(x, p, n):
        v = v * p + d
    return v


class Tower:
    """The field described above, with n, m, r levels of 3-, 5- and 7-th roots."""

    def __init__(self, n: int = 2, m: int = 2, r: int = 1) -> None:
        self.n, self.m, self.r = n, m, r
        self.I, self.J, self.L = 3**n, 5**m, 7**r

    # elements: {(i, j, l): coefficient below 16}, zero coefficients left out
    def _add(self, a: dict, b: dict) -> dict:
        out = dict(a)
        for k, c in b.items():
            out[k] = out.get(k, 0) ^ c
        return {k: c for k, c in out.items() if c}

    def _scale(self, a: dict, c: int) -> dict:
        return {k: FINITE[v][c] for k, v in a.items() if FINITE[v][c]}

    def monomial(self, i: int, j: int, l: int) -> dict:  # noqa: E741
        return self._monomial(i, j, l)

    @cache  # noqa: B019 - a handful of towers, kept for the session
    def _monomial(self, i: int, j: int, l: int) -> dict:  # noqa: E741
        if i >= self.I:
            return self._scale(self._monomial(i - self.I, j, l), 2)
        if j >= self.J:
            return self._scale(self._monomial(i, j - self.J, l), 4)
        if l >= self.L:
            rest = self._monomial(i, j, l - self.L)
            return self._add(self._monomial(i + self.I // 3, j, l - self.L), rest)
        return {(i, j, l): 1}

    def times(self, a: dict, b: dict) -> dict:
        out: dict = {}
        for (i1, j1, l1), c1 in a.items():
            for (i2, j2, l2), c2 in b.items():
                c = FINITE[c1][c2]
                if c:
                    out = self._add(out, self._scale(self._monomial(i1 + i2, j1 + j2, l1 + l2), c))
        return out

    def plus(self, a: dict, b: dict) -> dict:
        return self._add(a, b)

    def of_ordinal(self, terms: list[tuple[tuple[int, int, int], int]]) -> dict:
        """The element of Σ ω^(ω²a + ωb + d)·c for terms ((a, b, d), c)."""
        out: dict = {}
        for (a, b, d), c in terms:
            assert 0 < c < N
            key = (_reverse(d, 3, self.n), _reverse(b, 5, self.m), _reverse(a, 7, self.r))
            out = self._add(out, {key: c})
        return out

    def to_ordinal(self, x: dict) -> list[tuple[tuple[int, int, int], int]]:
        """The terms ((a, b, d), c) of an element, largest exponent first."""
        terms = [
            ((_reverse(w, 7, self.r), _reverse(j, 5, self.m), _reverse(i, 3, self.n)), c)
            for (i, j, w), c in x.items()
        ]
        return sorted(terms, reverse=True)


def ugly(a: int, b: int) -> int:
    """Winning Ways' ugly product: for a power of two n and k < n, n ⊙ k is ⌊k/2⌋ when k has
    an even number of binary ones (evil), n + ⌊k/2⌋ when odd (odious), and n ⊙ n = ⌈n/2⌉;
    distributive over nim-sum in each argument."""
    if a < b:
        a, b = b, a
    if b == 0:
        return 0
    n = 1 << (a.bit_length() - 1)  # a = n ⊕ rest, rest < n, b ≤ a < 2n
    rest = ugly(a ^ n, b)
    top = 0
    if b & n:
        top ^= (n + 1) // 2  # n ⊙ n
    k = b & (n - 1)
    if k:
        top ^= k // 2 + (n if bin(k).count("1") % 2 else 0)
    return top ^ rest
