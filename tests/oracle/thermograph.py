"""Slow twin for thermographs, stops and cooling: walls as lists of Fraction points, maxima
and minima by evaluating every wall at every breakpoint and pairwise crossing, the meeting
point by scanning. This is the algorithm cgt used before the merge-based walls (Winning Ways
ch. 6; Siegel, *Combinatorial Game Theory*, 2013, §II.5), kept as the reference.

Numbers are recognised through ``cgt.canonical.nus.number_of`` (the core's uptimal expansion),
not through the stops recursion that cgt.thermograph uses.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from fractions import Fraction

from cgt import Game, canonical_sum, game, number
from cgt.canonical.nus import number_of

Points = list[tuple[Fraction, Fraction]]
# a wall: (points with increasing t, slope after the last point)
SlowWall = tuple[Points, Fraction]
# (left wall, right wall, mast, temperature)
SlowThermograph = tuple[SlowWall, SlowWall, Fraction, Fraction]


def at(w: SlowWall, t: Fraction) -> Fraction:
    pts, tail = w
    i = max(bisect_right([p[0] for p in pts], t) - 1, 0)
    t0, y0 = pts[i]
    if i + 1 < len(pts):
        slope = (pts[i + 1][1] - y0) / (pts[i + 1][0] - t0)
    else:
        slope = tail
    return y0 + slope * (t - t0)


def _simplify(pts: Points, tail: Fraction) -> SlowWall:
    out: Points = []
    for p in pts:
        if not out or out[-1][0] != p[0]:
            out.append(p)
    res = [out[0]]
    for i in range(1, len(out)):
        t0, y0 = res[-1]
        t1, y1 = out[i]
        if i + 1 < len(out):
            t2, y2 = out[i + 1]
            if (y1 - y0) * (t2 - t1) == (y2 - y1) * (t1 - t0):
                continue
        elif y1 - y0 == tail * (t1 - t0):
            continue
        res.append(out[i])
    return res, tail


def _combine(walls: list[SlowWall], pick: Callable[[list[Fraction]], Fraction]) -> SlowWall:
    ts = sorted({t for w in walls for t, _ in w[0]})
    extra: set[Fraction] = set()
    for k, t0 in enumerate(ts):
        t1 = ts[k + 1] if k + 1 < len(ts) else None
        probe = t0 + 1 if t1 is None else t1
        lines = [(at(w, t0), (at(w, probe) - at(w, t0)) / (probe - t0)) for w in walls]
        for i in range(len(lines)):
            for j in range(i + 1, len(lines)):
                (a, s), (b, u) = lines[i], lines[j]
                if s != u:
                    x = t0 + (b - a) / (s - u)
                    if x > t0 and (t1 is None or x < t1):
                        extra.add(x)
    allt = sorted(set(ts) | extra)
    pts = [(t, pick([at(w, t) for w in walls])) for t in allt]
    last = allt[-1]
    vals = [(at(w, last), w[1]) for w in walls]
    best = pick([v for v, _ in vals])
    return _simplify(pts, pick([s for v, s in vals if v == best]))


def _shear(w: SlowWall, a: int) -> SlowWall:
    return [(t, y + a * t) for t, y in w[0]], w[1] + a


def _first_le(f: SlowWall, g: SlowWall) -> Fraction | None:
    ts = sorted({t for t, _ in f[0]} | {t for t, _ in g[0]})
    prev = None
    for t in ts:
        if at(f, t) <= at(g, t):
            if prev is None:
                return t
            a, b = at(f, prev) - at(g, prev), at(f, t) - at(g, t)
            return prev + (t - prev) * a / (a - b)
        prev = t
    assert prev is not None
    slope = f[1] - g[1]
    return None if slope >= 0 else prev - (at(f, prev) - at(g, prev)) / slope


def _up_to(w: SlowWall, t_end: Fraction, y_end: Fraction) -> SlowWall:
    return _simplify([p for p in w[0] if p[0] < t_end] + [(t_end, y_end)], Fraction(0))


def thermograph(g: Game, memo: dict[Game, SlowThermograph] | None = None) -> SlowThermograph:
    """The thermograph of the canonical form of g, by the slow scan."""
    memo = {} if memo is None else memo
    c = g.canonical()
    r = memo.get(c)
    if r is None:
        x = number_of(c)
        if x is not None and x.denominator == 1:
            w: SlowWall = ([(Fraction(-1), x)], Fraction(0))
            r = (w, w, x, Fraction(-1))
        else:
            ls = _combine([_shear(thermograph(o, memo)[1], -1) for o in c.left], max)
            rs = _combine([_shear(thermograph(o, memo)[0], 1) for o in c.right], min)
            t = _first_le(ls, rs)
            assert t is not None
            v = at(ls, t)
            assert v == at(rs, t)
            r = (_up_to(ls, t, v), _up_to(rs, t, v), v, t)
        memo[c] = r
    return r


def stops(g: Game) -> tuple[Fraction, Fraction]:
    """(L(G), R(G)) by the definition on the canonical form."""
    c = g.canonical()
    x = number_of(c)
    if x is not None:
        return x, x
    return max(stops(o)[1] for o in c.left), min(stops(o)[0] for o in c.right)


def cool(g: Game, t: Fraction, memo: dict[Game, SlowThermograph] | None = None) -> Game:
    """G_t by Siegel's definition, with the temperature and mast from the slow thermograph."""
    memo = {} if memo is None else memo
    c = g.canonical()
    x = number_of(c)
    if x is not None and x.denominator == 1:
        return c
    _, _, mast, temp = thermograph(c, memo)
    if t > temp:
        return number(mast)
    nt = number(t)
    return game(
        [canonical_sum(cool(o, t, memo), -nt) for o in c.left],
        [canonical_sum(cool(o, t, memo), nt) for o in c.right],
    ).canonical()


# ---------------------------------------------------------------------------- cooling by definition
#: The definition twin scans t' over the multiples of 1/GRID above −1; the tests check that
#: every temperature involved lies on that grid (those of forms born by day 3 are quarters).
GRID = 16


def cool_by_definition(g: Game, t: Fraction, memo: dict[object, object] | None = None) -> Game:
    """G_t by Siegel's definition (*Combinatorial Game Theory*, 2013, §II.5), no thermograph:
    G_t = {G^L_t − t | G^R_t + t}, unless G_{t'} is infinitesimally close to a number x (both
    stops x) for some t' < t, and then G_t = x; integers are not cooled. The least such t' is
    found by trying t' = −1 + k/GRID for k = 1, 2, …"""
    memo = {} if memo is None else memo
    c = g.canonical()
    key = (c, t)
    r = memo.get(key)
    if r is None:
        x = number_of(c)
        if x is not None and x.denominator == 1:
            r = c
        else:
            settled, mast = _settling(c, memo)
            r = number(mast) if settled < t else _cooled_options(c, t, memo)
        memo[key] = r
    return r  # type: ignore[return-value]


def _cooled_options(c: Game, t: Fraction, memo: dict[object, object]) -> Game:
    nt = number(t)
    return game(
        [canonical_sum(cool_by_definition(o, t, memo), -nt) for o in c.left],
        [canonical_sum(cool_by_definition(o, t, memo), nt) for o in c.right],
    ).canonical()


def _settling(c: Game, memo: dict[object, object]) -> tuple[Fraction, Fraction]:
    """(t', x) for the least t' on the grid where c_{t'} is infinitesimally close to x. Below
    it no c_{t''} is, so c_{t'} is given by the options alone."""
    key = ("settles", c)
    r = memo.get(key)
    if r is None:
        k = 1
        while r is None:
            tp = Fraction(k, GRID) - 1
            left, right = stops(_cooled_options(c, tp, memo))
            if left == right:
                r = (tp, left)
            k += 1
        memo[key] = r
    return r  # type: ignore[return-value]


# ---------------------------------------------------------------------------- heating by definition
def heat_by_definition(g: Game, t: Game) -> Game:
    """∫^t G: G if G is a number, else {∫^t G^L + t | ∫^t G^R − t}, built as a literal form
    of canonical sums and then made canonical (Winning Ways ch. 6; CGSuite's Heat)."""
    c = g.canonical()
    if number_of(c) is not None:
        return c
    return game(
        [canonical_sum(heat_by_definition(o, t), t) for o in c.left],
        [canonical_sum(heat_by_definition(o, t), -t) for o in c.right],
    ).canonical()


def overheat_by_definition(g: Game, s: Game, t: Game) -> Game:
    """G overheated from s to t: n copies of s for an integer n (their sum, as a literal form
    made canonical), else {∫G^L + t | ∫G^R − t} (Berlekamp; CGSuite's Overheat)."""
    c = g.canonical()
    x = number_of(c)
    if x is not None and x.denominator == 1:
        n = int(x)
        unit = s if n >= 0 else -s
        return canonical_sum(*([unit] * abs(n))) if n else number(0)
    return game(
        [canonical_sum(overheat_by_definition(o, s, t), t) for o in c.left],
        [canonical_sum(overheat_by_definition(o, s, t), -t) for o in c.right],
    ).canonical()
