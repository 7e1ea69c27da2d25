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

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from cgt import _memo, values
from cgt._deep import maybe_deep
from cgt.canonical.normal import canonical_sum, le
from cgt.errors import InvalidArgument
from cgt.game import Game, as_game, as_int
from cgt.sums import sum_of

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
        if type(self.number) is not Fraction:  # the values hold integer parts as ints
            object.__setattr__(self, "number", Fraction(self.number))
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
def up_to_nth(n: int) -> Game:
    """↑^[n] = ↑ + ↑² + … + ↑ⁿ, canonical: ^[1] = ↑ and ^[n] = {^[n−1] | *}.

    >>> str(up_to_nth(1)), str(up_to_nth(4)), str(up_to_nth(4).left[0])
    ('^', '^[4]', '^[3]')
    """
    return values.up_to_nth(n)


def up_nth(n: int) -> Game:
    """↑ⁿ, "up-nth" (CGSuite ``^<n>``), canonical: ↑¹ = ↑ and ↑ⁿ = {0 | ↓^[n−1]*}.

    >>> str(up_nth(2)), str(up_nth(2).right[0])
    ('^<2>', 'v*')
    """
    return values.up_nth(n)


_MULTIPLE: dict[tuple[int, int], Game] = _memo.table("multiples of up-nth")


def _multiple(d: int, i: int) -> Game:
    """Canonical d·↑ⁱ, by doubling."""
    key = (d, i)
    g = _MULTIPLE.get(key)
    if g is not None:
        return g
    if d == 0:
        g = values.zero
    elif d < 0:
        g = _multiple(-d, i).conjugate()
    elif d == 1:
        g = values.up_nth(i)
    else:
        half = _multiple(d // 2, i)
        g = canonical_sum(half, half)
        if d % 2:
            g = canonical_sum(g, values.up_nth(i))
    _memo.put(_MULTIPLE, key, g)
    return g


_FORM: dict[Expansion, Game] = _memo.table("uptimal forms")


def uptimal(x: Fraction | int | str, coefficients: tuple[int, ...] = (), nim: int = 0) -> Game:
    """Canonical form of x + Σ dᵢ·↑ⁱ + *nim for ``coefficients`` = (d₁, d₂, …).

    >>> str(uptimal(0, (1, 1, 1, 1))), str(uptimal(0, (0, 1), 1)), str(uptimal(6, (1,), 1))
    ('^[4]', '^<2>*', '6^*')
    """
    if isinstance(coefficients, (str, bytes)) or not isinstance(coefficients, Iterable):
        raise InvalidArgument(
            f"uptimal(x, coefficients, nim): coefficients is a tuple of integers, not "
            f"{type(coefficients).__name__}"
        )
    c = [as_int(d, "uptimal(x, coefficients, nim): a coefficient") for d in coefficients]
    while c and c[-1] == 0:
        c.pop()
    nim = as_int(nim, "uptimal(x, coefficients, nim): nim", least=0)
    e = Expansion(values._to_fraction(x), tuple(c), nim)
    named = values.from_expansion(e.number, e.coefficients, e.nim)
    if named is not None:
        return named
    return maybe_deep(e.length + 1, _form, e)


def _form(e: Expansion) -> Game:
    g = _FORM.get(e)
    if g is not None:
        return g
    named = values.from_expansion(e.number, e.coefficients, e.nim)
    if named is not None:
        return named
    # Build on the prefix: x + d₁↑ + … + d_{n−1}↑^{n−1} + *m, then add dₙ·↑ⁿ.
    c = list(e.coefficients[:-1])
    while c and c[-1] == 0:
        c.pop()
    prefix = _form(Expansion(e.number, tuple(c), e.nim))
    g = canonical_sum(prefix, _multiple(e.coefficients[-1], e.length))
    _memo.put(_FORM, e, g)
    # Built from its expansion, so recognising it later needs no search. (CGSuite's recursion
    # finds every expansion we have tried it on; see tests/test_uptimal.py.)
    _memo.put(_EXPANSION, g._id, e)
    _memo.put(_EXPANSION, g.conjugate()._id, -e)
    return g


# ---------------------------------------------------------------------------- recognition
_EXPANSION: dict[int, Expansion | None] = _memo.table("uptimal expansions")


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
    c = as_game(g, "uptimal_expansion(g)").canonical()
    return maybe_deep(c.birthday, _expansion, c)


def _expansion(g: Game, memo: dict[int, Expansion | None] = _EXPANSION) -> Expansion | None:
    if g._id in memo:
        return memo[g._id]
    held = values.expansion_of(g) if memo is _EXPANSION else None
    if held is not None:
        return Expansion(*held)
    e = _expansion_one_side(g, memo)
    if e is None:
        ne = _expansion_one_side(g.conjugate(), memo)
        if ne is not None:
            e = -ne
    _memo.put(memo, g._id, e)
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
    for k in ks:
        s = sum_of(g.right[0], values.up_to_nth(k), values.star)
        if le(g, s) and le(s, g):
            return r.increment(k)
    return None
