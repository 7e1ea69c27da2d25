"""Uptimal values: x + d₁·↑ + d₂·↑² + … + dₙ·↑ⁿ + *m.

``↑ⁿ`` is Conway and Guy's *up-nth* (CGSuite ``^<n>``): ↑¹ = ↑ and ↑ⁿ = {0 | ↓^[n−1]*}. The sum
↑ + ↑² + … + ↑ⁿ is ``^[n]`` (↑^[n], "up-to-the-nth"), whose canonical form is {^[n−1] | *}.
CGSuite prints and orders every canonical form that has such an expansion in a special way, so
the printer needs to recognise them; see :func:`uptimal_expansion`.

>>> from cgt import parse
>>> str(up_to_nth(3)), str(up_nth(2)), str(-up_nth(3))
('^[3]', '^<2>', 'v<3>')
>>> up_to_nth(2) is parse("{^|*}").canonical()
True
>>> e = uptimal_expansion(parse("{0||0|v*}").canonical())
>>> str(e), e.coefficients
('*.12', (1, 2))
>>> str(uptimal(Fraction(3, 4), (-1, -1, -1), 1))
'3/4v[3]*'
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from cgt._deep import maybe_deep
from cgt.game import Game, game

__all__ = ["Expansion", "up_nth", "up_to_nth", "uptimal", "uptimal_expansion", "search_expansion"]


@dataclass(frozen=True, order=False)
class Expansion:
    """An uptimal expansion x + Σ dᵢ·↑ⁱ + *m; ``coefficients`` = (d₁, …, dₙ) with dₙ ≠ 0.

    >>> Expansion(Fraction(0), (1, 1, 1, 1), 0).is_unit_sum
    True
    >>> str(Expansion(Fraction(73, 16), (-9,), 8))
    '73/16*8.9-'
    """

    number: Fraction
    coefficients: tuple[int, ...]
    nim: int

    def __post_init__(self) -> None:
        if self.coefficients and self.coefficients[-1] == 0:
            raise ValueError("the last coefficient of an uptimal expansion must be non-zero")
        if self.nim < 0:
            raise ValueError("the nim part must be non-negative")

    @property
    def length(self) -> int:
        """n, the index of the last non-zero coefficient (0 for x + *m)."""
        return len(self.coefficients)

    @property
    def is_unit(self) -> bool:
        """At most one non-zero coefficient, and it is ±1 (so the value is x ± ↑ⁿ + *m)."""
        nz = [d for d in self.coefficients if d]
        return len(nz) == 0 or (len(nz) == 1 and abs(nz[0]) == 1)

    @property
    def is_unit_sum(self) -> bool:
        """All coefficients equal, and ±1 (so the value is x ± ↑^[n] + *m)."""
        c = self.coefficients
        return not c or (c[0] in (1, -1) and all(d == c[0] for d in c))

    @property
    def is_compact(self) -> bool:
        """CGSuite writes the value without braces: ``^3``, ``^<n>`` or ``^[n]`` style."""
        return self.length <= 1 or self.is_unit or self.is_unit_sum

    def increment(self, k: int) -> Expansion:
        """Add ↑^[k] + *: one to each of d₁ … d_k (extending with zeros), nim part xor 1."""
        c = list(self.coefficients) + [0] * max(0, k - self.length)
        for i in range(k):
            c[i] += 1
        while c and c[-1] == 0:
            c.pop()
        return Expansion(self.number, tuple(c), self.nim ^ 1)

    def __neg__(self) -> Expansion:
        return Expansion(-self.number, tuple(-d for d in self.coefficients), self.nim)

    def sort_key(self) -> tuple[Fraction, tuple[int, ...], int]:
        """CGSuite's order of expansions: number part, then coefficients lexicographically (a
        prefix first), then nim part."""
        return (self.number, self.coefficients, self.nim)

    def __str__(self) -> str:
        # CGSuite's expansion text: [x][*m].d1d2…, a negative digit marked by a trailing '-'.
        x, m = self.number, self.nim
        head = _frac(x) if x or not m else ""
        if m:
            head += "*" if m == 1 else f"*{m}"
        digits = "".join(_digit(d) for d in self.coefficients) or "0"
        return head + "." + digits


def _frac(x: Fraction) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def _digit(d: int) -> str:
    a = abs(d)
    if a < 10:
        s = str(a)
    elif a < 36:
        s = chr(ord("A") + a - 10)
    else:
        s = f"({a})"
    return s + ("-" if d < 0 else "")


# ---------------------------------------------------------------------------- construction
_UP_NTH: dict[int, Game] = {}
_UP_TO_NTH: dict[int, Game] = {}


def up_to_nth(n: int) -> Game:
    """↑^[n] = ↑ + ↑² + … + ↑ⁿ, canonical: ^[1] = ↑ and ^[n] = {^[n−1] | *}.

    >>> str(up_to_nth(1)), str(up_to_nth(4)), str(up_to_nth(4).left[0])
    ('^', '^[4]', '^[3]')
    """
    if isinstance(n, bool) or int(n) != n or n < 1:
        raise ValueError(f"up_to_nth needs a positive integer, not {n!r}")
    return maybe_deep(int(n), _up_to_nth, int(n))


def _up_to_nth(n: int) -> Game:
    from cgt.values import star, up

    k = max([i for i in _UP_TO_NTH if i <= n], default=1)
    g = _UP_TO_NTH.get(k, up)
    while k < n:
        k += 1
        g = game([g], [star]).canonical()
        _UP_TO_NTH[k] = g
        _FORM.setdefault(Expansion(Fraction(0), (1,) * k, 0), g)
        _EXPANSION.setdefault(g._id, Expansion(Fraction(0), (1,) * k, 0))
        _EXPANSION.setdefault((-g)._id, Expansion(Fraction(0), (-1,) * k, 0))
    return g


def up_nth(n: int) -> Game:
    """↑ⁿ, "up-nth" (CGSuite ``^<n>``), canonical: ↑¹ = ↑ and ↑ⁿ = {0 | ↓^[n−1]*}.

    >>> str(up_nth(2)), str(up_nth(2).right[0])
    ('^<2>', 'v*')
    """
    if isinstance(n, bool) or int(n) != n or n < 1:
        raise ValueError(f"up_nth needs a positive integer, not {n!r}")
    return maybe_deep(int(n), _up_nth, int(n))


def _up_nth(n: int) -> Game:
    from cgt.canonical.normal import canonical_sum
    from cgt.values import star, up, zero

    if n == 1:
        return up
    g = _UP_NTH.get(n)
    if g is None:
        g = game([zero], [canonical_sum(-_up_to_nth(n - 1), star)]).canonical()
        _UP_NTH[n] = g
        e = Expansion(Fraction(0), (0,) * (n - 1) + (1,), 0)
        _FORM.setdefault(e, g)
        _EXPANSION.setdefault(g._id, e)
        _EXPANSION.setdefault((-g)._id, -e)
    return g


_MULTIPLE: dict[tuple[int, int], Game] = {}


def _multiple(d: int, i: int) -> Game:
    """Canonical d·↑ⁱ, by doubling."""
    from cgt.canonical.normal import canonical_sum
    from cgt.values import zero

    key = (d, i)
    g = _MULTIPLE.get(key)
    if g is not None:
        return g
    if d == 0:
        g = zero
    elif d < 0:
        g = -_multiple(-d, i)
    elif d == 1:
        g = _up_nth(i)
    else:
        half = _multiple(d // 2, i)
        g = canonical_sum(half, half)
        if d % 2:
            g = canonical_sum(g, _up_nth(i))
    _MULTIPLE[key] = g
    return g


_FORM: dict[Expansion, Game] = {}


def uptimal(x: Fraction | int | str, coefficients: tuple[int, ...] = (), nim: int = 0) -> Game:
    """Canonical form of x + Σ dᵢ·↑ⁱ + *nim for ``coefficients`` = (d₁, d₂, …).

    >>> str(uptimal(0, (1, 1, 1, 1))), str(uptimal(0, (0, 1), 1)), str(uptimal(6, (1,), 1))
    ('^[4]', '^<2>*', '6^*')
    """
    c = list(int(d) for d in coefficients)
    while c and c[-1] == 0:
        c.pop()
    from cgt.values import _to_fraction

    e = Expansion(_to_fraction(x), tuple(c), int(nim))
    return maybe_deep(e.length + 1, _form, e)


def _form(e: Expansion) -> Game:
    g = _FORM.get(e)
    if g is not None:
        return g
    from cgt.canonical.normal import canonical_sum
    from cgt.values import from_tag

    if e.length <= 1:
        g = from_tag(e.number, e.coefficients[0] if e.coefficients else 0, e.nim)
    else:
        # Build on the prefix: recognising ^[n] validates ^[n−1] first, so it is cached.
        c = list(e.coefficients[:-1])
        while c and c[-1] == 0:
            c.pop()
        prefix = _form(Expansion(e.number, tuple(c), e.nim))
        g = canonical_sum(prefix, _multiple(e.coefficients[-1], e.length))
    _FORM[e] = g
    # Built from its expansion, so recognising it later needs no search. (CGSuite's recursion
    # finds every expansion we have tried it on; see tests/test_uptimal.py.)
    _EXPANSION.setdefault(g._id, e)
    _EXPANSION.setdefault((-g)._id, -e)
    return g


# ---------------------------------------------------------------------------- recognition
_EXPANSION: dict[int, Expansion | None] = {}


def uptimal_expansion(g: Game) -> Expansion | None:
    """The uptimal expansion of the value of ``g``, or None when it has none that CGSuite's
    structural recursion finds.

    The recursion (CGSuite ``CanonicalShortGameOps.uptimalExpansion``, facts only): a canonical
    G = {G^L | r} with exactly one Right option r, which is uptimal, and Left options that are
    uptimal with r's number part, can only be r + ↑^[k] + * for k = len(r) (when r's last
    coefficient is positive) or k = max(len(r), len(G^L)) + 1. Each candidate is checked by
    comparing values (G is canonical, so equal value means G is the candidate's canonical
    form). When G fails, −G is tried.

    >>> from cgt import parse, star
    >>> str(uptimal_expansion(star)), str(uptimal_expansion(parse("{0,*|v}")))
    ('*.0', '*.01')
    >>> uptimal_expansion(parse("{1|-1}")) is None
    True
    """
    c = g.canonical()
    return maybe_deep(c.birthday, _expansion, c)


def _expansion(g: Game, memo: dict[int, Expansion | None] = _EXPANSION) -> Expansion | None:
    if g._id in memo:
        return memo[g._id]
    e = _expansion_one_side(g, memo)
    if e is None:
        ne = _expansion_one_side(-g, memo)
        if ne is not None:
            e = -ne
    memo[g._id] = e
    return e


def search_expansion(g: Game) -> Expansion | None:
    """:func:`uptimal_expansion` by the recursion alone, ignoring what construction recorded
    (for tests: shows the recursion finds the expansion by itself).

    >>> str(search_expansion(up_nth(5)))
    '0.00001'
    """
    c = g.canonical()
    return maybe_deep(c.birthday, _expansion, c, {})


def _from_tag(t: tuple[Fraction, int, int]) -> Expansion:
    x, n, m = t
    return Expansion(x, (n,) if n else (), m)


def _expansion_one_side(g: Game, memo: dict[int, Expansion | None]) -> Expansion | None:
    t = g._tag
    if t is not None:
        return _from_tag(t)
    if len(g.right) != 1:
        return None
    r = _expansion(g.right[0], memo)
    if r is None:
        return None
    longest = 0
    for gl in g.left:
        e = _expansion(gl, memo)
        if e is None or e.number != r.number:
            return None
        longest = max(longest, e.length)
    # The candidates are r + ↑^[k] + *. G is canonical, so it is the candidate's canonical form
    # exactly when the two are equal; comparing G with the literal sum r + ↑^[k] + * decides
    # that without canonicalising anything (much cheaper than building the candidate's form).
    ks = []
    if r.coefficients and r.coefficients[-1] > 0:
        ks.append(r.length)
    ks.append(max(r.length, longest) + 1)
    from cgt.canonical.normal import le
    from cgt.values import star

    for k in ks:
        s = g.right[0] + up_to_nth(k) + star
        if le(g, s) and le(s, g):
            return r.increment(k)
    return None
