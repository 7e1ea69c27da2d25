"""Stops, thermographs, mean and temperature; cooling, heating and overheating.

Walls are piecewise-linear functions of the temperature t ≥ −1 with exact rational breakpoints
(:class:`Wall`). The thermograph of a canonical form follows Berlekamp, Conway and Guy (*Winning
Ways*, ch. 6) and Siegel (*Combinatorial Game Theory*, 2013, §II.5): an integer n has the mast
x = n from t = −1; any other G has the scaffolds

    LS(t) = max over G^L of R_t(G^L) − t,      RS(t) = min over G^R of L_t(G^R) + t,

which are its walls up to the least t where LS(t) ≤ RS(t). That t is the temperature, and from
there up both walls are the vertical mast at the mean.

>>> from cgt import parse
>>> G = parse("{3||2|1}")
>>> left_stop(G), right_stop(G), mean(G), temperature(G)
(Fraction(3, 1), Fraction(2, 1), Fraction(9, 4), Fraction(3, 4))
>>> temperature(parse("1/4")), temperature(parse("*")), temperature(parse("5"))
(Fraction(-1, 4), Fraction(0, 1), Fraction(-1, 1))
>>> str(cool(parse("{3||2+*|1+*}"), Fraction(1, 4)))
'{11/4||2|3/2}'
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Union

from cgt._deep import maybe_deep
from cgt.canonical.recursion import canonical_recursion
from cgt.game import Game, game

__all__ = [
    "Wall",
    "Thermograph",
    "left_stop",
    "right_stop",
    "stops",
    "thermograph",
    "mean",
    "temperature",
    "cool",
    "heat",
    "overheat",
    "freeze",
    "stop_count",
]

Rational = Union[int, Fraction, str]


@dataclass(frozen=True)
class Wall:
    """A continuous piecewise-linear function on [−1, ∞): one wall (trajectory) of a thermograph.

    ``points`` = ((t₀ = −1, y₀), (t₁, y₁), …) with strictly increasing tᵢ, linear between them;
    after the last point the slope is ``tail``. Evaluation finds the piece by binary search.

    >>> w = Wall(((Fraction(-1), Fraction(2)), (Fraction(1), Fraction(0))), Fraction(0))
    >>> w(0), w(5)
    (Fraction(1, 1), Fraction(0, 1))
    >>> w.critical_temperatures, w.slopes, str(w)
    ((Fraction(1, 1),), (Fraction(0, 1), Fraction(-1, 1)), '0,[1],[0,-1]')
    """

    points: tuple[tuple[Fraction, Fraction], ...]
    tail: Fraction

    def __call__(self, t: Rational) -> Fraction:
        t = Fraction(t)
        pts = self.points
        i = bisect_right(pts, t, key=_first) - 1
        if i < 0:
            i = 0
        t0, y0 = pts[i]
        return y0 + self._slope(i) * (t - t0)

    def _slope(self, i: int) -> Fraction:
        pts = self.points
        if i + 1 < len(pts):
            return (pts[i + 1][1] - pts[i][1]) / (pts[i + 1][0] - pts[i][0])
        return self.tail

    @property
    def critical_temperatures(self) -> tuple[Fraction, ...]:
        """The temperatures where the slope changes, highest first (as CGSuite lists them)."""
        return tuple(t for t, _ in reversed(self.points[1:]))

    @property
    def slopes(self) -> tuple[Fraction, ...]:
        """The slope above the highest critical temperature, then between each pair of
        critical temperatures going down, then below the lowest (as CGSuite lists them)."""
        return tuple(self._slope(i) for i in reversed(range(len(self.points))))

    @property
    def top(self) -> Fraction:
        """The value at the highest critical temperature (the mast value when the tail is 0)."""
        return self.points[-1][1]

    def __str__(self) -> str:
        temps = ",".join(_q(t) for t in self.critical_temperatures)
        return f"{_q(self.top)},[{temps}],[{','.join(_q(x) for x in self.slopes)}]"

    @staticmethod
    def constant(y: Fraction) -> Wall:
        return Wall(((Fraction(-1), Fraction(y)),), Fraction(0))

    def shear(self, a: int) -> Wall:
        """t ↦ self(t) + a·t."""
        return Wall(tuple((t, y + a * t) for t, y in self.points), self.tail + a)

    def breakpoints(self) -> list[Fraction]:
        return [t for t, _ in self.points]

    def up_to(self, t_end: Fraction, y_end: Fraction) -> Wall:
        """This wall on [−1, t_end], then constant y_end (the mast)."""
        pts = [(t, y) for t, y in self.points if t < t_end]
        pts.append((t_end, y_end))
        return _simplify(pts, Fraction(0))


def _first(p: tuple[Fraction, Fraction]) -> Fraction:
    return p[0]


def _simplify(pts: list[tuple[Fraction, Fraction]], tail: Fraction) -> Wall:
    out: list[tuple[Fraction, Fraction]] = []
    for p in pts:
        if out and out[-1][0] == p[0]:
            continue
        out.append(p)
    # Drop points where the slope does not change.
    res: list[tuple[Fraction, Fraction]] = [out[0]]
    for i in range(1, len(out)):
        t0, y0 = res[-1]
        t1, y1 = out[i]
        if i + 1 < len(out):
            t2, y2 = out[i + 1]
            if (y1 - y0) * (t2 - t1) == (y2 - y1) * (t1 - t0):
                continue
        else:
            if (y1 - y0) == tail * (t1 - t0):
                continue
        res.append(out[i])
    return Wall(tuple(res), tail)


def _combine(walls: list[Wall], pick: Callable[[list[Fraction]], Fraction]) -> Wall:
    """Pointwise max or min of walls: exact, with the crossing points added."""
    ts = sorted({t for w in walls for t in w.breakpoints()})
    # Crossings of any two walls inside each piece, and beyond the last breakpoint.
    extra: set[Fraction] = set()
    bounds = ts + [None]
    for k, t0 in enumerate(ts):
        t1 = bounds[k + 1]
        probe = t0 + 1 if t1 is None else t1
        lines = [(w(t0), (w(probe) - w(t0)) / (probe - t0)) for w in walls]
        for i in range(len(lines)):
            for j in range(i + 1, len(lines)):
                (a, s), (b, u) = lines[i], lines[j]
                if s != u:
                    x = t0 + (b - a) / (s - u)
                    if x > t0 and (t1 is None or x < t1):
                        extra.add(x)
    allt = sorted(set(ts) | extra)
    pts = [(t, pick([w(t) for w in walls])) for t in allt]
    last = allt[-1]
    vals = [(w(last), w.tail) for w in walls]
    best = pick([v for v, _ in vals])
    tails = [s for v, s in vals if v == best]
    tail = pick(tails)
    return _simplify(pts, tail)


def _first_le(f: Wall, g: Wall) -> Fraction | None:
    """The least t ≥ −1 with f(t) ≤ g(t), or None."""
    # f − g is linear between consecutive breakpoints of either wall.
    ts = sorted(set(f.breakpoints()) | set(g.breakpoints()))
    prev_t = None
    for t in ts:
        if f(t) <= g(t):
            if prev_t is None:
                return t
            # f − g is linear on [prev_t, t]: find the crossing.
            a = f(prev_t) - g(prev_t)
            b = f(t) - g(t)
            return prev_t + (t - prev_t) * a / (a - b)
        prev_t = t
    assert prev_t is not None
    a = f(prev_t) - g(prev_t)
    slope = f.tail - g.tail
    if slope >= 0:
        return None
    return prev_t - a / slope


@dataclass(frozen=True)
class Thermograph:
    """The thermograph of a short game: its walls L_t and R_t, the mast, the temperature.

    ``str()`` is CGSuite's text: for the left wall then the right wall, the value at the top,
    the critical temperatures (highest first) and the slopes from the top down. ``plot()`` draws
    it with matplotlib (the ``plot`` extra); notebooks show it through ``_repr_svg_``, which
    needs nothing but the standard library.

    >>> from cgt import parse
    >>> th = thermograph(parse("{3||2|1}"))
    >>> th.mast, th.temperature, th.left_wall(0), th.right_wall(0), th.right_wall(Fraction(1, 2))
    (Fraction(9, 4), Fraction(3, 4), Fraction(3, 1), Fraction(2, 1), Fraction(2, 1))
    >>> str(th)
    'Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2],[0,1,0])'
    """

    left_wall: Wall
    right_wall: Wall
    mast: Fraction
    temperature: Fraction

    def __str__(self) -> str:
        return f"Thermograph({self.left_wall},{self.right_wall})"

    def __repr__(self) -> str:
        def show(w: Wall) -> str:
            return ", ".join(f"({_q(t)}, {_q(y)})" for t, y in w.points)

        return (
            f"Thermograph(mast={_q(self.mast)}, temperature={_q(self.temperature)}, "
            f"left=[{show(self.left_wall)}], right=[{show(self.right_wall)}])"
        )

    def plot(self, ax: Any = None, **style: Any) -> Any:
        """Draw the thermograph on matplotlib axes (new ones when ``ax`` is None) and return
        them. Values grow to the left, as in Winning Ways and CGSuite. Needs the ``plot``
        extra (``pip install 'cgt[plot]'``)."""
        from cgt.thermograph_picture import plot

        return plot(self, ax, **style)

    def svg(self, width: int = 320, height: int = 240) -> str:
        """A standalone SVG picture of the thermograph (no dependencies)."""
        from cgt.thermograph_picture import svg

        return svg(self, width, height)

    def _repr_svg_(self) -> str:
        return self.svg()


def _q(x: Fraction) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


_THERMO: dict[Game, Thermograph] = {}


def _number(g: Game) -> Fraction | None:
    from cgt.canonical.nus import number_of

    return number_of(g)


def thermograph(g: Game) -> Thermograph:
    """The thermograph of the value of ``g`` (computed on its canonical form).

    >>> from cgt import parse
    >>> thermograph(parse("{1|-1}"))
    Thermograph(mast=0, temperature=1, left=[(-1, 2), (1, 0)], right=[(-1, -2), (1, 0)])
    """
    c = g.canonical()
    return maybe_deep(c.birthday, _thermograph, c)


def _thermograph(g: Game) -> Thermograph:
    th = _THERMO.get(g)
    if th is not None:
        return th
    x = _number(g)
    if x is not None and x.denominator == 1:
        w = Wall.constant(x)
        th = Thermograph(w, w, x, Fraction(-1))
    else:
        # Canonical non-integers have options on both sides.
        ls = _combine([_thermograph(o).right_wall.shear(-1) for o in g.left], max)
        rs = _combine([_thermograph(o).left_wall.shear(1) for o in g.right], min)
        t = _first_le(ls, rs)
        if t is None:  # pragma: no cover - scaffolds of a short game always meet
            raise AssertionError(f"scaffolds do not meet for {g!r}")
        v = ls(t)
        if v != rs(t):  # pragma: no cover - only possible if LS(-1) < RS(-1)
            raise AssertionError(f"scaffolds of {g!r} start apart")
        th = Thermograph(ls.up_to(t, v), rs.up_to(t, v), v, t)
    _THERMO[g] = th
    return th


def mean(g: Game) -> Fraction:
    """The mean value m(G): lim L(n·G)/n, the mast of the thermograph.

    >>> from cgt import parse
    >>> mean(parse("{3||2|1}")), mean(parse("^")), mean(parse("{2|1}"))
    (Fraction(9, 4), Fraction(0, 1), Fraction(3, 2))
    """
    return thermograph(g).mast


def temperature(g: Game) -> Fraction:
    """The temperature: −1 for integers, −1/2^k for x = m/2^k, else where the mast starts.

    >>> from cgt import parse
    >>> temperature(parse("{2|1}")), temperature(parse("3/8")), temperature(parse("{0|-3}"))
    (Fraction(1, 2), Fraction(-1, 8), Fraction(3, 2))
    """
    return thermograph(g).temperature


# ---------------------------------------------------------------------------- stops
_STOPS: dict[Game, tuple[Fraction, Fraction]] = {}


def stops(g: Game) -> tuple[Fraction, Fraction]:
    """(left stop, right stop), straight from the definition on the canonical form."""
    c = g.canonical()
    return maybe_deep(c.birthday, _stops, c)


def _stops(g: Game) -> tuple[Fraction, Fraction]:
    s = _STOPS.get(g)
    if s is None:
        x = _number(g)
        if x is not None:
            s = (x, x)
        else:
            s = (max(_stops(o)[1] for o in g.left), min(_stops(o)[0] for o in g.right))
        _STOPS[g] = s
    return s


def left_stop(g: Game) -> Fraction:
    """L(G): x if G is a number x, else the largest right stop of a Left option.

    >>> from cgt import parse
    >>> left_stop(parse("{3||2|1}")), left_stop(parse("^")), left_stop(parse("{1|-1}"))
    (Fraction(3, 1), Fraction(0, 1), Fraction(1, 1))
    """
    return stops(g)[0]


def right_stop(g: Game) -> Fraction:
    """R(G): x if G is a number x, else the smallest left stop of a Right option.

    >>> from cgt import parse
    >>> right_stop(parse("{3||2|1}")), right_stop(parse("{1|-1}"))
    (Fraction(2, 1), Fraction(-1, 1))
    """
    return stops(g)[1]


# ---------------------------------------------------------------------------- cooling, heating
def _as_number(t: Rational) -> Fraction:
    from cgt.values import _to_fraction

    return _to_fraction(t)


_COOL: dict[tuple[Game, Fraction], Game] = {}


def cool(g: Game, t: Rational) -> Game:
    """G cooled by t (t > −1): G_t = {G^L_t − t | G^R_t + t}, except that once G_{t'} is
    infinitesimally close to a number x for some t' < t, G_t = x (Siegel, §II.5); so
    G_t is the mean m(G) for every t above the temperature. Integers are not cooled.

    >>> from cgt import parse
    >>> G = parse("{3||2+*|1+*}")
    >>> [str(cool(G, t)) for t in ("0", "1/2", "5/8", "3/4", "70", "-1/2")]
    ['{3||2*|1*}', '{5/2|2*}', '{19/8|17/8}', '9/4*', '9/4', '{7/2|||5/2|3/2||+-1/2}']
    >>> str(cool(parse("1/4"), "-1/4")), str(cool(parse("1/4"), "-3/8"))
    ('1/4*', '{3/8|1/8}')
    """
    c = g.canonical()
    tt = _as_number(t)
    if tt <= -1:
        from cgt.errors import InvalidGame

        raise InvalidGame(f"Invalid cooling temperature (must be > -1): {_q(tt)}")
    return maybe_deep(c.birthday, _cool, c, tt)


def _cool(g: Game, t: Fraction) -> Game:
    from cgt.canonical.normal import canonical_sum
    from cgt.values import number

    key = (g, t)
    r = _COOL.get(key)
    if r is not None:
        return r
    x = _number(g)
    if x is not None and x.denominator == 1:
        r = g
    else:
        th = _thermograph(g)
        if t > th.temperature:
            r = number(th.mast)
        else:
            nt = number(t)
            r = game(
                [canonical_sum(_cool(o, t), -nt) for o in g.left],
                [canonical_sum(_cool(o, t), nt) for o in g.right],
            ).canonical()
    _COOL[key] = r
    return r


def _as_game(t: Rational | Game) -> Game:
    from cgt.values import number

    return t.canonical() if isinstance(t, Game) else number(t)


def heat(g: Game, t: Rational | Game) -> Game:
    """G heated by t: ∫^t G = G if G is a number, else {∫^t G^L + t | ∫^t G^R − t}.

    >>> from cgt import parse, star
    >>> G = parse("{3||2+*|1+*}")
    >>> str(heat(G, "1/2")), str(heat(G, 1)), str(heat(G, star)), str(heat(G, "-3/4"))
    ('{7/2|||5/2|3/2||+-1/2}', '{4|||3|1||0|-2}', '{3*||2|1}', '9/4*')
    """
    tg = _as_game(t)
    c = g.canonical()
    memo: dict[Game, Game] = {}
    return maybe_deep(c.birthday, _heat, c, tg, memo)


def _heat(g: Game, t: Game, memo: dict[Game, Game]) -> Game:
    from cgt.canonical.normal import canonical_sum

    r = memo.get(g)
    if r is None:
        if _number(g) is not None:
            r = g
        else:
            r = game(
                [canonical_sum(_heat(o, t, memo), t) for o in g.left],
                [canonical_sum(_heat(o, t, memo), -t) for o in g.right],
            ).canonical()
        memo[g] = r
    return r


def overheat(g: Game, s: Rational | Game, t: Rational | Game) -> Game:
    """G overheated from s to t: n·s for an integer n, else {∫G^L + t | ∫G^R − t}.

    >>> from cgt import parse, star
    >>> str(overheat(parse("7/16"), 0, 0)), str(overheat(parse("{3||2+*|1+*}"), star, parse("1+*")))
    ('^[3]', '{1||+-(1*)|-1,{-1|-3}}')
    """
    sg, tg = _as_game(s), _as_game(t)
    c = g.canonical()
    memo: dict[Game, Game] = {}
    return maybe_deep(c.birthday, _overheat, c, sg, tg, memo)


def _overheat(g: Game, s: Game, t: Game, memo: dict[Game, Game]) -> Game:
    from cgt.canonical.normal import canonical_sum

    r = memo.get(g)
    if r is None:
        x = _number(g)
        if x is not None and x.denominator == 1:
            from cgt.products import copies

            r = copies(int(x), s)
        else:
            r = game(
                [canonical_sum(_overheat(o, s, t, memo), t) for o in g.left],
                [canonical_sum(_overheat(o, s, t, memo), -t) for o in g.right],
            ).canonical()
        memo[g] = r
    return r


def freeze(g: Game) -> Game:
    """G cooled by its own temperature (CGSuite's ``Freeze``): infinitesimally close to the
    mean. A number is its own freeze, as in CGSuite.

    >>> from cgt import parse
    >>> str(freeze(parse("{3||2+*|1+*}"))), str(freeze(parse("^")))
    ('9/4*', '^')
    """
    c = g.canonical()
    return c if _number(c) is not None else cool(c, temperature(c))


@canonical_recursion
def stop_count(g: Game) -> int:
    """The number of stopping positions (leaves at numbers) in the complete game tree of the
    canonical form: 1 for a number, else the sum over all options (CGSuite's ``StopCount``).

    >>> from cgt import parse
    >>> stop_count(parse("{3||2|1}")), stop_count(parse("*8"))
    (3, 4374)
    """
    if _number(g) is not None:
        return 1
    return sum(stop_count(o) for o in g.left) + sum(stop_count(o) for o in g.right)
