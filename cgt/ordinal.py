"""Generalized ordinals in Cantor normal form: integer combinations of powers of ω.

A *generalized ordinal* is a difference α − β of ordinals below ε₀ (CGSuite's
``GeneralizedOrdinal``): a finite sum ``ω^e₁·c₁ + ω^e₂·c₂ + …`` with ordinal exponents
e₁ > e₂ > … and nonzero integer coefficients. Its terms are held as a tuple of
``(exponent, coefficient)`` pairs, largest exponent first, each exponent an ordinal held the
same way (all its coefficients positive): ``()`` is 0, ``(((), 5),)`` is 5 and
``((((((), 1),), 1),)`` is ω. Python compares such tuples exactly as the ordinals they hold
compare (the larger leading exponent wins, then the larger coefficient, then the rest; a
proper prefix is smaller), so terms sort by their exponents as tuples do.

Sums and products are the natural (Hessenberg) ones, under which the generalized ordinals are a
ring ordered by the sign of the leading coefficient (Conway, *On Numbers and Games*, ch. 1 and 5):
the product of two terms is ``ω^(e ⊕ f)·cd``, with ``⊕`` the natural sum, which is this very
addition on the exponents.

>>> w = omega_power(ONE)
>>> text(add(mul(w, w), from_int(-5))), text(mul(add(w, ONE), add(w, from_int(-1))))
('ω^2-5', 'ω^2-1')
>>> compare(add(w, from_int(-5)), from_int(10**9)), is_ordinal(add(w, from_int(-5)))
(1, False)
"""

from __future__ import annotations

__all__ = [
    "ZERO",
    "ONE",
    "OMEGA",
    "Terms",
    "from_int",
    "finite",
    "omega_power",
    "add",
    "neg",
    "sub",
    "mul",
    "sign",
    "compare",
    "is_ordinal",
    "absolute",
    "text",
    "latex",
]

#: A generalized ordinal's terms: ``((exponent, coefficient), …)``, exponents decreasing.
Terms = tuple[tuple["Terms", int], ...]

ZERO: Terms = ()
ONE: Terms = ((ZERO, 1),)
OMEGA: Terms = ((ONE, 1),)


def from_int(n: int) -> Terms:
    """The integer ``n`` as terms.

    >>> from_int(0), from_int(-3)
    ((), (((), -3),))
    """
    return ((ZERO, n),) if n else ZERO


def finite(a: Terms) -> int | None:
    """The integer ``a`` is, or None when it has an infinite term.

    >>> finite(from_int(7)), finite(ZERO), finite(OMEGA)
    (7, 0, None)
    """
    if not a:
        return 0
    if len(a) == 1 and not a[0][0]:
        return a[0][1]
    return None


def omega_power(e: Terms) -> Terms:
    """ω^e for an ordinal ``e``.

    >>> text(omega_power(OMEGA)), text(omega_power(ZERO))
    ('ω^ω', '1')
    """
    return ((e, 1),)


def _collect(d: dict[Terms, int]) -> Terms:
    return tuple(sorted([(e, c) for e, c in d.items() if c], reverse=True))


def add(a: Terms, b: Terms) -> Terms:
    """The sum a + b (for ordinals, the natural sum a ⊕ b).

    >>> text(add(from_int(5), OMEGA)), text(add(OMEGA, from_int(-5)))
    ('ω+5', 'ω-5')
    """
    if not a:
        return b
    if not b:
        return a
    d = dict(a)
    for e, c in b:
        d[e] = d.get(e, 0) + c
    return _collect(d)


def neg(a: Terms) -> Terms:
    """−a.

    >>> text(neg(add(OMEGA, ONE)))
    '-ω-1'
    """
    return tuple([(e, -c) for e, c in a])


def sub(a: Terms, b: Terms) -> Terms:
    """a − b.

    >>> text(sub(OMEGA, OMEGA)), text(sub(ONE, OMEGA))
    ('0', '-ω+1')
    """
    return add(a, neg(b))


def mul(a: Terms, b: Terms) -> Terms:
    """The product a · b (for ordinals, the natural product).

    >>> text(mul(add(OMEGA, ONE), add(OMEGA, ONE)))
    'ω^2+ω×2+1'
    """
    if not a or not b:
        return ZERO
    if len(a) == 1 and not a[0][0]:  # an integer times b
        c = a[0][1]
        return tuple([(e, c * k) for e, k in b])
    if len(b) == 1 and not b[0][0]:
        c = b[0][1]
        return tuple([(e, k * c) for e, k in a])
    d: dict[Terms, int] = {}
    for e, c in a:
        for f, k in b:
            g = add(e, f)
            d[g] = d.get(g, 0) + c * k
    return _collect(d)


def sign(a: Terms) -> int:
    """−1, 0 or 1: the sign of the leading coefficient.

    >>> sign(add(from_int(10**6), neg(OMEGA))), sign(ZERO)
    (-1, 0)
    """
    if not a:
        return 0
    return 1 if a[0][1] > 0 else -1


def compare(a: Terms, b: Terms) -> int:
    """−1, 0 or 1 as a <, =, > b.

    >>> compare(OMEGA, add(OMEGA, from_int(-1))), compare(OMEGA, OMEGA)
    (1, 0)
    """
    return sign(sub(a, b))


def is_ordinal(a: Terms) -> bool:
    """Whether every coefficient is positive (0 is an ordinal).

    >>> is_ordinal(add(OMEGA, ONE)), is_ordinal(sub(OMEGA, ONE)), is_ordinal(ZERO)
    (True, False, True)
    """
    return all(c > 0 for _, c in a)


def absolute(a: Terms) -> Terms:
    """Every coefficient made positive: the ordinal ``Σ ω^e·|c|``.

    >>> text(absolute(sub(OMEGA, from_int(5))))
    'ω+5'
    """
    return tuple([(e, abs(c)) for e, c in a])


def text(a: Terms) -> str:
    """The terms as CGSuite prints a generalized ordinal: ``ω`` for ω, ``^`` before an exponent
    (in parentheses when it has several terms, or one term with a coefficient other than 1
    that is not an integer), ``×`` before a coefficient other than 1.

    >>> text(add(omega_power(OMEGA), neg(mul(omega_power(from_int(19)), from_int(5)))))
    'ω^ω-ω^19×5'
    >>> text(omega_power(mul(OMEGA, from_int(2)))), text(omega_power(omega_power(from_int(7))))
    ('ω^(ω×2)', 'ω^ω^7')
    """
    if not a:
        return "0"
    parts = []
    for i, (e, c) in enumerate(a):
        s = "-" if c < 0 else "+" if i else ""
        if not e:
            parts.append(s + str(abs(c)))
            continue
        s += "ω"
        if e != ONE:
            wrap = len(e) > 1 or (e[0][1] != 1 and bool(e[0][0]))
            s += "^(" + text(e) + ")" if wrap else "^" + text(e)
        if abs(c) != 1:
            s += "×" + str(abs(c))
        parts.append(s)
    return "".join(parts)


def latex(a: Terms) -> str:
    r"""The terms in LaTeX, in the order and with the signs of :func:`text`: ``\omega``,
    exponents in braces, ``\cdot`` before a coefficient.

    >>> latex(add(omega_power(omega_power(from_int(7))), ONE))
    '\\omega^{\\omega^{7}}+1'
    >>> latex(neg(mul(omega_power(add(OMEGA, ONE)), from_int(3))))
    '-\\omega^{\\omega+1} \\cdot 3'
    """
    if not a:
        return "0"
    parts = []
    for i, (e, c) in enumerate(a):
        s = "-" if c < 0 else "+" if i else ""
        if not e:
            parts.append(s + str(abs(c)))
            continue
        s += "\\omega"
        if e != ONE:
            s += "^{" + latex(e) + "}"
        if abs(c) != 1:
            s += " \\cdot " + str(abs(c))
        parts.append(s)
    return "".join(parts)
