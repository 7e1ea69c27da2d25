"""HSTAR: sums of star-based Hackenbush positions, misère play (Lo, *Misère Hackenbush Flowers*).

A star-based position is *:G, a green edge at the ground under any position G. From a form
alone, cgt recognises the star-based positions of the papers' families: each component of a
member (as :func:`cgt.misere_sum.flatten` splits it) is 0, or *:T with T a number form
(a generalized sprig: a green edge under a blue–red position), or an impartial star-based form
(a shrub, ≡ a stalk by Lo Thm 1.1), or *:(*(n−1):T) (a generalized flower *n:T). This set is
closed under options and sums. Star-based positions with mixed-colour blossoms are not
recognised from their forms.

Theory used (all cited in the verdicts):

- sums of generalized sprigs and *'s are decided exactly by their reduced multisets of blossom
  values (McKay–Milley–Nowakowski Lemma 4.1, 4.2, Cor. 4.3, which carry over through Lo Thm 4.2
  and 4.8); a "no" comes with the paper's witness, the conjugate of one side (plus *);
- G ≥ H for such sums: pairs *:a + *:b with a + b > 0 are ≥ 0 (MMN Thm 2.8 with Cor. 2.5;
  Lo Thm 4.3), otherwise a witness is searched among sprig sums with outcomes by MMN Thm
  3.2/3.4 and confirmed;
- everything else: the sound test via D, witnesses searched in the set, outcomes by
  :func:`cgt.hackenbush.misere.theorem_outcome` where it applies.

>>> from cgt import HSTAR, parse, zero, nimber
>>> HSTAR.contains(parse("*:1/2 + *:{0|1,{0|1}}")), HSTAR.contains(nimber(2))
(True, True)
>>> HSTAR.contains(parse("*:^")), bool(HSTAR.equiv(parse("*:1 + *:-1"), zero))
(False, True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from itertools import combinations_with_replacement
from typing import Any

from cgt.errors import SearchBoundExceeded
from cgt.game import Game, game, ordinal_sum
from cgt.game import size as form_size
from cgt.misere_sum import flatten
from cgt.outcome import Outcome
from cgt.sums import literal_sum
from cgt.universes.base import Verdict
from cgt.universes.subset import SubUniverse

__all__ = ["HSTAR", "StarHackenbushUniverse", "SprigData", "sprig_data"]


def classify(c: Game) -> Any:
    """:func:`cgt.hackenbush.recognise.classify`, imported on first use so that importing the
    universes does not load the Hackenbush package."""
    from cgt.hackenbush.recognise import classify as recognise

    return recognise(c)

_ZERO = game()
_STAR = game([_ZERO], [_ZERO])
#: Largest form read as a literal sum of star-based positions (the check builds the sum).
MAX_LITERAL = 200_000


def literal_parts(g: Game, ok: Callable[[Game], bool]) -> tuple[Game, ...] | None:
    """Components c₁, …, c_k, each satisfying ``ok`` and each a star-based form (0 is an
    option of both players in it: the green ground edge), whose literal sum is the form ``g``;
    None when there are none.

    Deleting a star-based component is a move of both players, so a literal sum A + c has
    A among the options common to both sides; another common option A' + c (a different
    component deleted) holds c, which is what the two decompositions do not share. The
    candidate is confirmed by building the literal sum.

    >>> from cgt import parse
    >>> from cgt.universes.sprigs import is_sprig
    >>> g = parse("*:1 + *:-1").literal()
    >>> sorted(str(c) for c in literal_parts(g, is_sprig))
    ['^*', 'v*']
    >>> literal_parts(parse("*2"), is_sprig) is None
    True
    """
    if form_size(g, MAX_LITERAL) > MAX_LITERAL:
        raise SearchBoundExceeded(
            f"reading a form of more than {MAX_LITERAL:,} positions as a literal sum of "
            "star-based positions (raise cgt.universes.star_hackenbush.MAX_LITERAL)"
        )
    return _parts(g, ok, {})


def _parts(
    g: Game, ok: Callable[[Game], bool], memo: dict[int, tuple[Game, ...] | None]
) -> tuple[Game, ...] | None:
    if g.birthday == 0:
        return ()
    if g._id in memo:
        return memo[g._id]
    memo[g._id] = None
    found: tuple[Game, ...] | None = None
    if ok(g):
        found = (g,)
    else:
        right = set(g.right)
        common = sorted((o for o in g.left if o in right), key=lambda o: -o.birthday)
        known = [(o, p) for o in common if (p := _parts(o, ok, memo)) is not None]
        for _, p in known[:2]:
            for _, q in known:
                for c in _missing(p, q):
                    total = _ZERO
                    for x in p + (c,):
                        total = literal_sum(total, x)
                    if total is g:
                        found = tuple(sorted(p + (c,), key=lambda x: x._id))
                        break
                if found is not None:
                    break
    memo[g._id] = found
    return found


def _missing(p: tuple[Game, ...], q: tuple[Game, ...]) -> list[Game]:
    """The component of q that p lacks (q = p − one + another), or every distinct component
    of p when they agree."""
    extra = Counter(q) - Counter(p)
    if len(extra) == 1 and sum(extra.values()) == 1:
        return list(extra)
    if not extra:
        return list(dict.fromkeys(p))
    return []

#: A sum of (generalized) sprigs and *'s up to ≡ (mod D): net count of sprigs per blossom
#: value (negative values for red), and the parity of the *'s.
SprigData = tuple[tuple[tuple[Fraction, int], ...], int]


def _net(values: Counter[Fraction]) -> tuple[tuple[Fraction, int], ...]:
    """Cancel *:x against *:−x (MMN Cor. 2.5, Lo Thm 4.2): net count per magnitude."""
    net: Counter[Fraction] = Counter()
    for x, k in values.items():
        net[abs(x)] += k if x > 0 else -k
    return tuple(sorted((v, k) for v, k in net.items() if k))


def sprig_data(g: Game) -> SprigData | None:
    """The reduced data of ``g`` when every component is a (generalized) sprig or a stalk of
    height 1, else None.

    >>> from cgt import parse
    >>> sprig_data(parse("*:1 + *:-1 + *:1/2 + * + * + *"))
    (((Fraction(1, 2), 1),), 1)
    """
    values: Counter[Fraction] = Counter()
    stars = 0
    for c in flatten(g):
        p = classify(c)
        if p is None or p.height != 1:
            return None
        if p.blossom == 0:
            stars += 1
        else:
            values[p.blossom] += 1
    return _net(values), stars % 2


def _add(a: SprigData, b: SprigData) -> SprigData:
    c: Counter[Fraction] = Counter()
    for data in (a, b):
        for v, k in data[0]:
            c[v] += k
    return tuple(sorted((v, k) for v, k in c.items() if k)), (a[1] + b[1]) % 2


def _conj(a: SprigData) -> SprigData:
    return tuple((v, -k) for v, k in a[0]), a[1]


def data_outcome(d: SprigData) -> Outcome:
    """o⁻ of a sprig sum from its data: MMN Thm 3.2 (no *) and Thm 3.4 (with *), by the
    advantage Δ and the sign of the edge ε of the reduced multisets.

    >>> str(data_outcome((((Fraction(1), 1), (Fraction(2), -1)), 1)))
    'R'
    """
    from cgt.outcome import L, N, R

    net, star = d
    delta = sum(k for _v, k in net)
    if not star:
        return L if delta > 0 else R if delta < 0 else N
    pos = [v for v, k in net if k > 0]
    neg = [v for v, k in net if k < 0]
    eps = (min(pos) - min(neg)) if pos and neg else 0
    return _thm_3_4(delta, eps)


def _thm_3_4(delta: int, eps: Fraction | int) -> Outcome:
    """MMN Thm 3.4: the outcome of a sum of sprigs and one *, from Δ (blue sprigs minus red)
    and the sign of ε (which side holds the smallest sprig value)."""
    from cgt.outcome import L, N, P, R

    if delta > 1 or (delta in (0, 1) and eps > 0):
        return L
    if delta < -1 or (delta in (0, -1) and eps < 0):
        return R
    if (delta == 1 and eps <= 0) or (delta == -1 and eps >= 0):
        return N
    return P


def data_forms(d: SprigData) -> list[Game]:
    """Canonical sprig forms *:x (and *) with these data."""
    from cgt.values import number

    out = [ordinal_sum(_STAR, number(v if k > 0 else -v)) for v, k in d[0] for _ in range(abs(k))]
    return out + ([_STAR] if d[1] else [])


def _sum(forms: list[Game]) -> Game:
    total = _ZERO
    for f in forms:
        total = total + f
    return total


def _pairs_ge_zero(k: SprigData) -> bool:
    """K ≥ 0 (mod S) proved by splitting K into pairs *:a + *:b with a + b > 0 (a * counts as
    *:0): each pair is ≥ 0 by MMN Thm 2.8 (*:a ≥ *:−b) and Cor. 2.5 (*:−b + *:b ≡ 0), and
    ≥ adds up in a sum-closed set. Greedy: smallest with largest."""
    units = [v if n > 0 else -v for v, n in k[0] for _ in range(abs(n))]
    units += [Fraction(0)] * k[1]
    if not units or len(units) % 2:
        return False
    units.sort()
    m = len(units)
    return all(units[i] + units[m - 1 - i] > 0 for i in range(m // 2))


def _refute_ge(g: SprigData, h: SprigData, extra: list[Fraction]) -> SprigData | None:
    """Data of a sprig sum Z with o⁻(G + Z) ≱ o⁻(H + Z), searched among sums of up to three
    sprigs ±v (v from the values of G and H, ``extra``, their midpoints and neighbours) and a
    *. Outcomes by MMN Thm 3.2/3.4, which only see the order of the values: the search runs
    on their ranks."""
    vals = sorted({v for v, _ in g[0]} | {v for v, _ in h[0]} | set(extra))
    pts = set(vals)
    for a, b in zip(vals, vals[1:], strict=False):
        pts.add(Fraction(a + b, 2))
    if vals:
        pts.update({Fraction(vals[0], 2), vals[-1] + 1})
    order = sorted(pts)
    rank = {v: i for i, v in enumerate(order)}
    fg = {rank[v]: k for v, k in g[0]}
    fh = {rank[v]: k for v, k in h[0]}
    dg, dh = sum(fg.values()), sum(fh.values())
    units = [(i, s) for i in range(len(order)) for s in (1, -1)]
    for size in range(0, 4):
        for combo in combinations_with_replacement(units, size):
            for star in (0, 1):
                og = _ranked_outcome(fg, dg, g[1] ^ star, combo)
                oh = _ranked_outcome(fh, dh, h[1] ^ star, combo)
                if not og >= oh:
                    c: Counter[Fraction] = Counter()
                    for i, sgn in combo:
                        c[order[i] * sgn] += 1
                    return _net(c), star
    return None


def _ranked_outcome(
    base: dict[int, int], delta: int, star: int, units: tuple[tuple[int, int], ...]
) -> Outcome:
    """MMN Thm 3.2 / 3.4 for the sum of ``base`` (rank -> net count) and the signed units."""
    from cgt.outcome import L, N, R

    delta += sum(s for _i, s in units)
    if not star:
        return L if delta > 0 else R if delta < 0 else N
    net = dict(base)
    for i, s in units:
        net[i] = net.get(i, 0) + s
    pos = min((i for i, k in net.items() if k > 0), default=None)
    neg = min((i for i, k in net.items() if k < 0), default=None)
    eps = 0 if pos is None or neg is None else (1 if pos > neg else -1)
    return _thm_3_4(delta, eps)


class StarHackenbushUniverse(SubUniverse):
    """Sums of star-based positions of the papers' families (see the module docstring)."""

    name = "HSTAR"
    description = "sums of star-based Hackenbush positions, misère play"
    pool_text = "sprigs *:x and stalks *n"

    def component_ok(self, c: Game) -> bool:
        """Stalks, shrubs, generalized sprigs and generalized flowers (Lo's families)."""
        return classify(c) is not None

    def contains(self, g: Game) -> bool:
        """Every component of ``g`` is a member's component, or the literal form of a sum
        of them built option by option (``(*:1 + *:-1).literal()`` lies in S)."""
        return all(
            self.component_ok(c) or literal_parts(c, self.component_ok) is not None
            for c in flatten(g)
        )

    def small_members(self, max_birthday: int) -> list[Game]:
        from cgt.families import numbers
        from cgt.values import nimber

        sprigs = [ordinal_sum(_STAR, x) for x in numbers(max_birthday)]
        return sprigs + [nimber(n) for n in range(2, max_birthday + 2)]

    # ------------------------------------------------------------------ sprig-sum theory
    def decide_by_theory(self, g: Game, h: Game, equiv: bool) -> Verdict | None:
        dg, dh = sprig_data(g), sprig_data(h)
        if dg is None or dh is None:
            return None
        if dg == dh:
            return Verdict(
                True,
                True,
                "equal reduced multisets of sprigs (MMN Cor. 4.3: ≡ mod D; * + * ≡ 0, "
                "*:x + *:−x ≡ 0 by MMN Cor. 2.4, 2.5 / Lo Thm 4.2)",
            )
        if equiv:
            # MMN Lemma 4.1 / 4.2: X = conjugate of H's sprigs, plus * when H has no *,
            # gives H + X ≡ * (a P-position) while G + X is not.
            xd = _add(_conj((dh[0], 0)), ((), 1 - dh[1]))
            lemma = "4.1" if dg[1] == dh[1] else "4.2"
            return self._witnessed(
                g, h, xd, True, f"different reduced multisets (MMN Lemma {lemma}, Cor. 4.3)"
            )
        k = _add(dg, _conj(dh))
        if _pairs_ge_zero(k):
            return Verdict(
                True,
                True,
                "G − H splits into pairs *:a + *:b with a + b > 0, each ≥ 0 (MMN Thm 2.8, "
                "Cor. 2.5, 2.7)",
            )
        z = _refute_ge(dg, dh, [Fraction(1, 2), Fraction(1), Fraction(2)])
        if z is not None:
            return self._witnessed(g, h, z, False, "outcomes of sprig sums by MMN Thm 3.2/3.4")
        from cgt.universes.dicot import D

        v = D.ge(g, h)
        if v.holds:
            return Verdict(
                True, True, f"{v.reason}; every game of {self.name} is a dicot, so it holds"
            )
        found = self.stalk_witness(g, h, dg, dh)
        if found is not None:
            return found
        return Verdict(
            False,
            None,
            f"fails mod D, and no sum of up to three sprigs and a * refutes it mod {self.name} "
            "(MMN Thm 3.2/3.4 outcomes); the theory of sprig-sum order is incomplete",
        )

    def stalk_witness(
        self, g: Game, h: Game, dg: SprigData, dh: SprigData
    ) -> Verdict | None:
        """HSTAR also holds taller stalks: try X = *n + (sprigs), outcomes by Lo Thm 4.8."""
        from cgt.hackenbush.flowerbed import Flowerbed, misere_outcome
        from cgt.values import nimber

        def outcome(d: SprigData, n: int) -> Outcome:
            flowers = [(1, v if k > 0 else -v) for v, k in d[0] for _ in range(abs(k))]
            return misere_outcome(Flowerbed.of([1] * d[1] + [n], flowers))[0]

        vals = sorted({v for v, _ in dg[0]} | {v for v, _ in dh[0]} | {Fraction(1)})
        units = vals + [-v for v in vals]
        for n in (2, 3):
            for size in range(0, 3):
                for combo in combinations_with_replacement(units, size):
                    for star in (0, 1):
                        z = (_net(Counter(combo)), star)
                        og, oh = outcome(_add(dg, z), n), outcome(_add(dh, z), n)
                        if not og >= oh:
                            return self._witnessed(
                                g, h, z, False, "outcomes by Lo Thm 4.8", extra=[nimber(n)]
                            )
        return None

    def _witnessed(
        self,
        g: Game,
        h: Game,
        xd: SprigData,
        equiv: bool,
        why: str,
        extra: list[Game] | None = None,
    ) -> Verdict:
        """The refutation by X = the sprig sum with data ``xd`` (plus ``extra``), its outcomes
        recomputed on the forms (every component of G, H and X) before it is reported."""
        from cgt.hackenbush.misere import theorem_outcome
        from cgt.misere_sum import sum_outcome

        xs = data_forms(xd) + (extra or [])

        def outcome(a: Game) -> Outcome:
            comps = flatten(a) + xs
            r = theorem_outcome(comps)
            return r[0] if r is not None else sum_outcome(*comps)

        outs = (outcome(g), outcome(h))
        refuted = outs[0] is not outs[1] if equiv else not outs[0] >= outs[1]
        if not refuted:  # pragma: no cover - the data and the forms disagree: a bug
            raise AssertionError(f"sprig-sum witness not confirmed: {why}")
        return self._refuted(_sum(xs), outs, why)


HSTAR = StarHackenbushUniverse()
