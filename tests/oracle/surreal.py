"""Twins of cgt's surreal numbers with ω, written from the definitions, sharing no code with
cgt.ordinal or cgt.surreal.

- An ordinal below ε₀ in Cantor normal form is the tuple of its terms (exponent, multiplicity),
  from the largest exponent down, each exponent an ordinal (ω·2 + 1 is ``((1, 2), (0, 1))``
  with 1 = ``(((), 1),)`` and 0 = ``()``). Python orders these tuples as the ordinals (the
  larger first differing exponent wins, then the larger multiplicity; a proper prefix is
  smaller). The natural sum adds the multiplicities of each exponent, the natural product
  takes every natural sum of an exponent of each, with the product of their multiplicities
  (Conway, ONAG ch. 1 and 5; Hessenberg).
- A generalized ordinal is a pair (α, β) standing for α − β: (α, β) + (γ, δ) = (α ⊕ γ, β ⊕ δ),
  and (α, β) = (γ, δ) iff α ⊕ δ = β ⊕ γ, < likewise (the natural sum is cancellative and
  strictly monotone).
- A surreal number of CGSuite's field is a pair (p, q) of generalized ordinals, q ≠ 0, never
  reduced: p/q = r/s iff ps = qr, and the order is the sign of (ps − qr)·q·s.

``read`` reads CGSuite's printed text of such a number into a twin value (its own reader).
"""

from __future__ import annotations

import re
from typing import Any

Ord = tuple  # ((exponent: Ord, multiplicity), ...), exponents descending

ZERO: Ord = ()
ONE: Ord = (((), 1),)


def _terms(d: dict) -> Ord:
    return tuple(sorted(((e, k) for e, k in d.items() if k), reverse=True))


def nat_sum(a: Ord, b: Ord) -> Ord:
    d: dict = {}
    for e, k in a + b:
        d[e] = d.get(e, 0) + k
    return _terms(d)


def nat_product(a: Ord, b: Ord) -> Ord:
    d: dict = {}
    for e, k in a:
        for f, j in b:
            g = nat_sum(e, f)
            d[g] = d.get(g, 0) + k * j
    return _terms(d)


def finite_ordinal(n: int) -> Ord:
    assert n >= 0
    return (((), n),) if n else ()


def finite_value(a: Ord) -> int:
    """The integer a finite ordinal is."""
    assert all(e == () for e, _ in a)
    return sum(k for _, k in a)


class GO:
    """α − β."""

    __slots__ = ("pos", "neg")

    def __init__(self, pos: Ord = ZERO, neg: Ord = ZERO) -> None:
        self.pos, self.neg = pos, neg

    @staticmethod
    def of_int(n: int) -> GO:
        return GO(finite_ordinal(n), ZERO) if n >= 0 else GO(ZERO, finite_ordinal(-n))

    def __add__(self, o: GO) -> GO:
        return GO(nat_sum(self.pos, o.pos), nat_sum(self.neg, o.neg))

    def __neg__(self) -> GO:
        return GO(self.neg, self.pos)

    def __sub__(self, o: GO) -> GO:
        return self + (-o)

    def __mul__(self, o: GO) -> GO:
        return GO(
            nat_sum(nat_product(self.pos, o.pos), nat_product(self.neg, o.neg)),
            nat_sum(nat_product(self.pos, o.neg), nat_product(self.neg, o.pos)),
        )

    def sign(self) -> int:
        a, b = self.pos, self.neg
        return (a > b) - (a < b)  # α − β compares with 0 as α with β

    def is_zero(self) -> bool:
        return self.sign() == 0


class Num:
    """p / q, unreduced."""

    __slots__ = ("p", "q")

    def __init__(self, p: GO, q: GO | None = None) -> None:
        q = q if q is not None else GO.of_int(1)
        if q.is_zero():
            raise ZeroDivisionError("twin: division by zero")
        self.p, self.q = p, q

    @staticmethod
    def of_int(n: int) -> Num:
        return Num(GO.of_int(n))

    def __add__(self, o: Num) -> Num:
        return Num(self.p * o.q + o.p * self.q, self.q * o.q)

    def __neg__(self) -> Num:
        return Num(-self.p, self.q)

    def __sub__(self, o: Num) -> Num:
        return self + (-o)

    def __mul__(self, o: Num) -> Num:
        return Num(self.p * o.p, self.q * o.q)

    def __truediv__(self, o: Num) -> Num:
        return Num(self.p * o.q, self.q * o.p)

    def power(self, n: int) -> Num:
        r = Num.of_int(1)
        base = self if n >= 0 else Num.of_int(1) / self
        for _ in range(abs(n)):
            r = r * base
        return r

    def sign(self) -> int:
        return self.p.sign() * self.q.sign()

    def __eq__(self, o: object) -> bool:
        assert isinstance(o, Num)
        return (self.p * o.q - o.p * self.q).is_zero()

    def __lt__(self, o: Num) -> bool:
        return (self - o).sign() < 0

    def __hash__(self) -> int:  # pragma: no cover - not hashed
        raise TypeError


def omega_power(x: GO) -> Num:
    """ω^(α − β) = ω^α / ω^β."""
    return Num(GO(((x.pos, 1),), ZERO), GO(((x.neg, 1),), ZERO))


OMEGA = omega_power(GO(ONE, ZERO))


# ---------------------------------------------------------------------- reading CGSuite's text
_TOKENS = re.compile(r"\s*(\d+|ω|[-+×/^()])")


def read(text: str) -> Num:
    """CGSuite's printed text of a number (``(ω^(ω+1)+ω^ω+1)/(ω+1)``, ``-6/23``, ``ω^ω^7+1``):
    a sum of terms ``ω^e×c`` (e an exponent: digits, ω, ``ω^…``, or parenthesised), an
    optional ``/`` and a denominator of the same shape, either in parentheses when it has
    several terms."""
    tokens = _TOKENS.findall(text)
    assert "".join(tokens) == re.sub(r"\s", "", text), text
    pos = 0

    def peek() -> str | None:
        return tokens[pos] if pos < len(tokens) else None

    def take(expected: str | None = None) -> str:
        nonlocal pos
        t = tokens[pos]
        assert expected is None or t == expected, (text, pos, t)
        pos += 1
        return t

    def polynomial() -> GO:  # terms with signs
        total = GO()
        first = True
        while True:
            t = peek()
            s = 1
            if t in ("+", "-"):
                take()
                s = -1 if t == "-" else 1
            elif not first:
                return total
            total = total + term(s)
            first = False
            if peek() not in ("+", "-"):
                return total

    def term(s: int, bare: bool = False) -> GO:
        t = peek()
        if t is not None and t.isdigit():
            n = int(take())
            return GO.of_int(s * n)
        take("ω")
        e: Ord = ONE
        if peek() == "^":
            take()
            e = exponent()
        c = 1
        if not bare and peek() == "×":
            take()
            c = int(take())
        x = GO(((e, c),), ZERO)
        return x if s > 0 else -x

    def exponent() -> Ord:  # an ordinal
        if peek() == "(":
            take()
            g = polynomial()
            take(")")
        else:
            g = term(1, bare=True)  # a bare exponent: digits, or ω, ω^…, without ×
        assert not g.neg
        return g.pos

    def side() -> GO:
        if peek() == "(":
            take()
            g = polynomial()
            take(")")
            return g
        return polynomial()

    num = side()
    den = GO.of_int(1)
    if peek() == "/":
        take()
        den = side()
    assert pos == len(tokens), text
    return Num(num, den)


def evaluate(tree: Any) -> Num:
    """The twin's value of an expression tree: an int, ``"omega"``, or
    ``(op, a, b)`` with op in ``+ - * /``, ``("neg", a)``, ``("pow", a, n)`` (n an int),
    ``("wpow", a)`` (ω^a, a a generalized ordinal)."""
    if isinstance(tree, int):
        return Num.of_int(tree)
    if tree == "omega":
        return OMEGA
    op = tree[0]
    if op == "neg":
        return -evaluate(tree[1])
    if op == "pow":
        return evaluate(tree[1]).power(tree[2])
    if op == "wpow":
        x = evaluate(tree[1])
        assert x.q.sign() != 0
        # a generalized ordinal: exact division by its denominator (an integer ±1 here)
        q = x.q
        assert q.pos in (ONE, ZERO) and q.neg in (ONE, ZERO)
        return omega_power(x.p if q.sign() > 0 else -x.p)
    a, b = evaluate(tree[1]), evaluate(tree[2])
    return {"+": a.__add__, "-": a.__sub__, "*": a.__mul__, "/": a.__truediv__}[op](b)
