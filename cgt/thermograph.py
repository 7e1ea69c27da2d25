"""Stops, thermographs, mean and temperature; cooling, heating and overheating.

Walls are piecewise-linear functions of the temperature t ≥ −1 with dyadic breakpoints and
slopes 0 or ±1 (:class:`Wall`). The thermograph of a canonical form follows Berlekamp, Conway
and Guy (*Winning Ways*, ch. 6) and Siegel (*Combinatorial Game Theory*, 2013, §II.5): an
integer n has the mast x = n from t = −1; any other G has the scaffolds

    LS(t) = max over G^L of R_t(G^L) − t,      RS(t) = min over G^R of L_t(G^R) + t,

which are its walls up to the least t where LS(t) ≤ RS(t). That t is the temperature, and from
there up both walls are the vertical mast at the mean.

Each game's walls are held as sorted breakpoint lists of integers on one scale 2^-e, so the
maxima, minima and the meeting point above are merges of sorted lists (or a bisection), with no
``Fraction`` arithmetic; answers are ``Fraction`` as before. Stops are exact floats inside
(``Fraction`` past 53 bits), for the same reason; cooling asks the stops first and the
thermograph only where they cannot tell whether t is above the temperature.

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

from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from operator import add, sub
from typing import Any, Union

from cgt import _memo
from cgt._deep import SHALLOW_DAY, maybe_deep
from cgt.canonical.normal import _canonical_sum, _from_options, _number_of, canonical, translate
from cgt.canonical.normal import _stops as _float_stops
from cgt.canonical.recursion import canonical_recursion
from cgt.dyadic import Number, exact_fraction
from cgt.errors import InvalidArgument, InvalidGame
from cgt.game import _PLAIN, Game, _make, as_game, nesting, set_canonical
from cgt.notation import _MEAN
from cgt.values import _dyadic as _held_part
from cgt.values import _scaled, _to_fraction, expansion_of, from_tag

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

# ---------------------------------------------------------------------------- the wall engine
# A wall is held as three tuples (ts, ys, ss) of integers on one scale 2^-e: breakpoints
# ts[0] < ts[1] < …, the wall's value ys[i] at ts[i] and its slope ss[i] from ts[i] up to the
# next breakpoint (ss[-1] is the slope beyond the last). Every coordinate of a thermograph is
# dyadic and every slope is 0 or ±1 (Siegel 2013, §II.5), so on a common scale the walls of
# a game's options are plain integers, and their maxima, minima and the meeting point of the
# scaffolds are exact integer merges of sorted breakpoint lists.
_Trace = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def _rescaled(w: _Trace, k: int) -> _Trace:
    """w on a scale 2^k times finer (coarser for k < 0, when every coordinate allows it)."""
    ts, ys, ss = w
    if k >= 0:
        return tuple([t << k for t in ts]), tuple([y << k for y in ys]), ss
    return tuple([t >> -k for t in ts]), tuple([y >> -k for y in ys]), ss


def _sheared(w: _Trace, a: int) -> _Trace:
    """t ↦ w(t) + a·t."""
    ts, ys, ss = w
    if a == 1:
        return ts, tuple(map(add, ys, ts)), tuple([s + 1 for s in ss])
    if a == -1:
        return ts, tuple(map(sub, ys, ts)), tuple([s - 1 for s in ss])
    return ts, tuple([y + a * t for t, y in zip(ts, ys, strict=True)]), tuple([s + a for s in ss])


def _at(w: _Trace, t: int) -> int:
    ts, ys, ss = w
    i = bisect_right(ts, t) - 1
    if i < 0:
        i = 0
    return ys[i] + ss[i] * (t - ts[i])


def _envelope(a: _Trace, b: _Trace, sign: int) -> _Trace:
    """The pointwise max (sign 1) or min (sign −1) of two walls that start at the same t, by
    one sweep over both breakpoint lists; crossings become breakpoints."""
    ats, ays, ass = a
    bts, bys, bss = b
    na, nb = len(ats), len(bts)
    ots: list[int] = []
    oys: list[int] = []
    oss: list[int] = []
    i = j = 0
    t = ats[0]
    av, bv = ays[0], bys[0]
    last = None
    while True:
        asl, bsl = ass[i], bss[j]
        ta = ats[i + 1] if i + 1 < na else None
        tb = bts[j + 1] if j + 1 < nb else None
        nxt = tb if ta is None else ta if tb is None or ta < tb else tb
        d = (av - bv) * sign
        if d > 0 or (d == 0 and (asl - bsl) * sign >= 0):
            v, sl, osl = av, asl, bsl
        else:
            v, sl, osl, d = bv, bsl, asl, -d
        if sl != last:
            ots.append(t)
            oys.append(v)
            oss.append(sl)
            last = sl
        gain = (osl - sl) * sign
        if gain > 0 and d > 0:
            # the lower wall catches up inside this piece: a crossing, on the grid as the
            # slopes of same-side walls differ by 1
            q, r = divmod(d, gain)
            if r:  # pragma: no cover - walls of short games have slopes 0 and ±1 only
                raise AssertionError("walls cross off the grid")
            x = t + q
            if nxt is None or x < nxt:
                ots.append(x)
                oys.append(v + sl * q)
                oss.append(osl)
                last = osl
        if nxt is None:
            return tuple(ots), tuple(oys), tuple(oss)
        av += asl * (nxt - t)
        bv += bsl * (nxt - t)
        if ta == nxt:
            i += 1
        if tb == nxt:
            j += 1
        t = nxt


def _meet(ls: _Trace, rs: _Trace) -> tuple[int, int] | None:
    """(2x, 2·LS(x)) for the least x with LS(x) ≤ RS(x), on a scale twice as fine (the gap
    closes at slope 1 or 2); None if the scaffolds never meet.

    The gap LS − RS never grows (LS has slopes 0 and −1, RS 0 and 1). Short walls are swept
    from t = −1; long ones are searched by bisection (measured: the sweep is faster below
    about a dozen breakpoints)."""
    if len(ls[0]) + len(rs[0]) <= _SWEEP_BELOW:
        return _meet_by_sweep(ls, rs)
    return _meet_by_search(ls, rs)


_SWEEP_BELOW = 16


def _meet_by_sweep(ls: _Trace, rs: _Trace) -> tuple[int, int] | None:
    lts, lys, lss = ls
    rts, rys, rss = rs
    nl, nr = len(lts), len(rts)
    i = j = 0
    t = lts[0]
    lv, rv = lys[0], rys[0]
    d = lv - rv
    if d < 0:  # pragma: no cover - only possible if LS(−1) < RS(−1)
        raise AssertionError("scaffolds start apart")
    while d > 0:
        lsl, rsl = lss[i], rss[j]
        tl = lts[i + 1] if i + 1 < nl else None
        tr = rts[j + 1] if j + 1 < nr else None
        nxt = tr if tl is None else tl if tr is None or tl < tr else tr
        close = rsl - lsl
        if close > 0:
            x2 = 2 * t + 2 * d // close  # exact: close is 1 or 2
            if nxt is None or x2 < 2 * nxt:
                return x2, 2 * lv + lsl * (x2 - 2 * t)
        if nxt is None:
            return None
        lv += lsl * (nxt - t)
        rv += rsl * (nxt - t)
        d = lv - rv
        if tl == nxt:
            i += 1
        if tr == nxt:
            j += 1
        t = nxt
    return 2 * t, 2 * lv


def _meet_by_search(ls: _Trace, rs: _Trace) -> tuple[int, int] | None:
    lts, lys, lss = ls
    rts, rys, rss = rs

    def met(t: int) -> bool:
        return _at(ls, t) <= _at(rs, t)

    # the first breakpoint of each wall where the gap is closed
    i = bisect_left(lts, True, key=met)
    j = bisect_left(rts, True, key=met)
    if i == 0 or j == 0:  # closed at t = −1 already
        t = lts[0]
        if _at(ls, t) < _at(rs, t):  # pragma: no cover - only possible if LS(−1) < RS(−1)
            raise AssertionError("scaffolds start apart")
        return 2 * t, 2 * lys[0]
    # the last breakpoint t where the gap is open; from there both walls are straight
    if lts[i - 1] >= rts[j - 1]:
        t = lts[i - 1]
        j = bisect_right(rts, t)
    else:
        t = rts[j - 1]
        i = bisect_right(lts, t)
    lsl, rsl = lss[i - 1], rss[j - 1]
    lv = lys[i - 1] + lsl * (t - lts[i - 1])
    d = lv - (rys[j - 1] + rsl * (t - rts[j - 1]))
    close = rsl - lsl
    if close <= 0:
        return None
    x2 = 2 * t + 2 * d // close
    return x2, 2 * lv + lsl * (x2 - 2 * t)


def _truncated(w: _Trace, x: int, v: int) -> _Trace:
    """w below x, then the vertical mast at v = w(x)."""
    ts, ys, ss = w
    k = bisect_left(ts, x)
    if k and ss[k - 1] == 0:
        return ts[:k], ys[:k], ss[:k]
    return ts[:k] + (x,), ys[:k] + (v,), ss[:k] + (0,)


def _tz(values: Iterable[int], acc: int) -> int:
    """The number of trailing zero bits common to all values (and acc, which is not 0)."""
    for v in values:
        acc |= v
    return (acc & -acc).bit_length() - 1


# A thermograph record: (e, left wall, right wall, mast, temperature), all on the scale 2^-e,
# with e as small as it can be.
_Record = tuple[int, _Trace, _Trace, int, int]
# canonical form's id -> its record: ids are never reused, and an int key hashes in C
_THERMO: dict[int, _Record] = _memo.table("thermographs")
# Bound once: compiled code builds a bound method object on every ``_TABLE.get(…)`` call.
_thermo_get = _THERMO.get


def _integer(c: Game) -> int | None:
    """n when the canonical form c is the integer n, else None. Integers are values held by
    their parameters (tagged x + 0·↑ + *0, x whole); the fallback reads the form: the canonical
    forms with no option on one side are exactly the integers, n = {n−1 | } and −n = { | −n+1}
    for n ≥ 1 (Siegel 2013, §II.3), and n is the birthday."""
    t = c._tag
    if t is not None:
        x = t[0]
        return x.numerator if not t[1] and not t[2] and x.denominator == 1 else None
    if c.right:
        return None if c.left else -c.birthday
    return c.birthday


def _record(g: Game) -> _Record:
    get = _thermo_get
    r = get(g._id)
    if r is not None:
        return r
    n = _integer(g)
    if n is not None:
        w = ((-1,), (n,), (0,))
        r = (0, w, w, n, -1)
    else:
        # Canonical non-integers have options on both sides; the memo is read here to save
        # the calls.
        lo = [x if (x := get(o._id)) is not None else _record(o) for o in g.left]
        ro = [x if (x := get(o._id)) is not None else _record(o) for o in g.right]
        e = 0
        for x in lo:
            if x[0] > e:
                e = x[0]
        for x in ro:
            if x[0] > e:
                e = x[0]
        # the scaffolds: max R_t(G^L) − t and min L_t(G^R) + t
        ls = _sheared(_outermost([(x[0], x[2]) for x in lo], e, 1), -1)
        rs = _sheared(_outermost([(x[0], x[1]) for x in ro], e, -1), 1)
        met = _meet(ls, rs)
        if met is None:  # pragma: no cover - scaffolds of a short game always meet
            raise AssertionError(f"scaffolds do not meet for {g!r}")
        x, v = met
        if (x | v) & 1:
            e += 1
            ls, rs = _rescaled(ls, 1), _rescaled(rs, 1)
        else:
            x, v = x >> 1, v >> 1
        lw, rw = _truncated(ls, x, v), _truncated(rs, x, v)
        if e:
            # back to the coarsest scale that holds every corner
            z = min(_tz(lw[0] + lw[1] + rw[1] + rw[0][1:], x | v), e)
            if z:
                lw, rw = _rescaled(lw, -z), _rescaled(rw, -z)
                e, x, v = e - z, x >> z, v >> z
        r = (e, lw, rw, v, x)
    _memo.put(_THERMO, g._id, r)
    return r


def _outermost(walls: list[tuple[int, _Trace]], e: int, sign: int) -> _Trace:
    """The max (sign 1) or min (sign −1) of walls given with their scales, on the scale e."""
    out = None
    for f, w in walls:
        if f != e:
            w = _rescaled(w, e - f)
        out = w if out is None else _envelope(out, w, sign)
    assert out is not None
    return out


def _fraction(n: int, e: int) -> Fraction:
    """n/2^e as a Fraction, reduced here (n may be even on a shared scale)."""
    if e and n:
        z = (n & -n).bit_length() - 1  # the twos dividing n
        if z:
            z = min(z, e)
            n >>= z
            e -= z
        return exact_fraction(n, 1 << e)
    return exact_fraction(n)


# ---------------------------------------------------------------------------- public walls
class Wall:
    """A continuous piecewise-linear function on [−1, ∞): one wall (trajectory) of a thermograph.

    ``points`` = ((t₀ = −1, y₀), (t₁, y₁), …) with strictly increasing tᵢ, linear between them;
    after the last point the slope is ``tail``. Coordinates are dyadic and slopes integers, as
    in every thermograph. Evaluation finds the piece by binary search.

    >>> w = Wall(((Fraction(-1), Fraction(2)), (Fraction(1), Fraction(0))), Fraction(0))
    >>> w(0), w(5)
    (Fraction(1, 1), Fraction(0, 1))
    >>> w.critical_temperatures, w.slopes, str(w)
    ((Fraction(1, 1),), (Fraction(0, 1), Fraction(-1, 1)), '0,[1],[0,-1]')
    """

    __slots__ = ("_e", "_w")
    _e: int
    _w: _Trace

    def __init__(self, points: Iterable[tuple[Rational, Rational]], tail: Rational) -> None:
        pts = [(_dyadic(t), _dyadic(y)) for t, y in points]
        if not pts:
            raise InvalidGame("a wall needs at least one point")
        e = max(_exponent(c) for p in pts for c in p)
        ts = tuple(_on_scale(t, e) for t, _ in pts)
        ys = tuple(_on_scale(y, e) for _, y in pts)
        ss = []
        for k in range(1, len(ts)):
            dt, dy = ts[k] - ts[k - 1], ys[k] - ys[k - 1]
            if dt <= 0:
                raise InvalidGame("the temperatures of a wall's points must increase")
            if dy % dt:
                raise InvalidGame(f"a wall's slopes are integers, not {Fraction(dy, dt)}")
            ss.append(dy // dt)
        tl = Fraction(tail)
        if tl.denominator != 1:
            raise InvalidGame(f"a wall's slopes are integers, not {tl}")
        ss.append(tl.numerator)
        self._e, self._w = _least_scale(e, (ts, ys, tuple(ss)))

    @classmethod
    def _of(cls, e: int, w: _Trace) -> Wall:
        self = object.__new__(cls)
        self._e, self._w = _least_scale(e, w)
        return self

    def __call__(self, t: Rational) -> Fraction:
        t = Fraction(t)
        e = self._e
        ts, ys, ss = self._w
        p, q = t.numerator << e, t.denominator  # t = p / q on the scale 2^-e
        i = bisect_right(ts, p // q) - 1
        if i < 0:
            i = 0
        return Fraction(ys[i] * q + ss[i] * (p - ts[i] * q), q << e)

    @property
    def points(self) -> tuple[tuple[Fraction, Fraction], ...]:
        e = self._e
        ts, ys, _ = self._w
        return tuple((_fraction(t, e), _fraction(y, e)) for t, y in zip(ts, ys, strict=True))

    @property
    def tail(self) -> Fraction:
        return Fraction(self._w[2][-1])

    @property
    def critical_temperatures(self) -> tuple[Fraction, ...]:
        """The temperatures where the slope changes, highest first (as CGSuite lists them)."""
        e = self._e
        return tuple(_fraction(t, e) for t in reversed(self._w[0][1:]))

    @property
    def slopes(self) -> tuple[Fraction, ...]:
        """The slope above the highest critical temperature, then between each pair of
        critical temperatures going down, then below the lowest (as CGSuite lists them)."""
        return tuple(Fraction(s) for s in reversed(self._w[2]))

    @property
    def top(self) -> Fraction:
        """The value at the highest critical temperature (the mast value when the tail is 0)."""
        return _fraction(self._w[1][-1], self._e)

    def __str__(self) -> str:
        temps = ",".join(_q(t) for t in self.critical_temperatures)
        return f"{_q(self.top)},[{temps}],[{','.join(_q(x) for x in self.slopes)}]"

    def __repr__(self) -> str:
        return f"Wall(points={self.points!r}, tail={self.tail!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Wall):
            return NotImplemented
        return self._e == other._e and self._w == other._w

    def __hash__(self) -> int:
        return hash((self._e, self._w))

    @staticmethod
    def constant(y: Rational) -> Wall:
        return Wall(((-1, y),), 0)

    def shear(self, a: int) -> Wall:
        """t ↦ self(t) + a·t (a an integer)."""
        if Fraction(a).denominator != 1:
            raise InvalidGame(f"a wall's slopes are integers: cannot shear by {a}")
        return Wall._of(self._e, _sheared(self._w, int(a)))

    def breakpoints(self) -> list[Fraction]:
        return [t for t, _ in self.points]

    def up_to(self, t_end: Rational, y_end: Rational) -> Wall:
        """This wall on [−1, t_end], then constant y_end (the mast)."""
        t_end = Fraction(t_end)
        w = Wall([p for p in self.points if p[0] < t_end] + [(t_end, Fraction(y_end))], 0)
        ts, ys, ss = w._w
        keep = [0] + [k for k in range(1, len(ts)) if ss[k] != ss[k - 1]]
        return Wall._of(w._e, (_pick(ts, keep), _pick(ys, keep), _pick(ss, keep)))


def _pick(xs: tuple[int, ...], ks: list[int]) -> tuple[int, ...]:
    return tuple(xs[k] for k in ks)


def _dyadic(x: Rational) -> Fraction:
    f = Fraction(x)
    if f.denominator & (f.denominator - 1):
        raise InvalidGame(f"{x!r} is not dyadic: thermograph walls have dyadic corners")
    return f


def _exponent(f: Fraction) -> int:
    return f.denominator.bit_length() - 1


def _on_scale(f: Fraction, e: int) -> int:
    return f.numerator << (e - _exponent(f))


def _least_scale(e: int, w: _Trace) -> tuple[int, _Trace]:
    if not e:
        return 0, w
    ts, ys, _ = w
    z = min(_tz(ys + ts[1:], ts[0]), e)
    return (e - z, _rescaled(w, -z)) if z else (e, w)


#: The pictures of a thermograph, ``svg(th, width, height)`` and ``plot(th, ax, **style)``:
#: installed by :mod:`cgt.thermograph_picture` (a picture sits above what it draws).
_PICTURES: dict[str, Any] = {}


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
        # One printed form in every context: CGSuite's text, as str() gives it.
        return str(self)

    def plot(self, ax: Any = None, **style: Any) -> Any:
        """Draw the thermograph on matplotlib axes (new ones when ``ax`` is None) and return
        them. Values grow to the left, as in Winning Ways and CGSuite. Needs the ``plot``
        extra (``pip install 'cgt[plot]'``)."""
        return _PICTURES["plot"](self, ax, **style)

    def svg(self, width: int = 320, height: int = 240) -> str:
        """A standalone SVG picture of the thermograph (no dependencies)."""
        return _PICTURES["svg"](self, width, height)

    def _repr_svg_(self) -> str:
        return self.svg()


def _q(x: Fraction) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def _in(g: Any, fn: str) -> Game:
    """The game argument of the public function ``fn``: anything :func:`as_game` takes."""
    return g if type(g) in _PLAIN else as_game(g, f"{fn}(g)")


def _of_value(g: Game) -> _Record:
    c = g.canonical()
    r = _thermo_get(c._id)
    return r if r is not None else maybe_deep(nesting(c), _record, c)


def thermograph(g: Game) -> Thermograph:
    """The thermograph of the value of ``g`` (computed on its canonical form).

    >>> from cgt import parse
    >>> thermograph(parse("{1|-1}")), thermograph("*")
    (Thermograph(0,[1],[0,-1],0,[1],[0,1]), Thermograph(0,[0],[0,-1],0,[0],[0,1]))
    """
    g = _in(g, "thermograph")
    e, lw, rw, m, t = _of_value(g)
    return Thermograph(Wall._of(e, lw), Wall._of(e, rw), _fraction(m, e), _fraction(t, e))


def mean(g: Game) -> Fraction:
    """The mean value m(G): lim L(n·G)/n, the mast of the thermograph.

    >>> from cgt import parse
    >>> mean(parse("{3||2|1}")), mean(parse("^")), mean(parse("{2|1}"))
    (Fraction(9, 4), Fraction(0, 1), Fraction(3, 2))
    """
    g = _in(g, "mean")
    e, _, _, m, _ = _of_value(g)
    return _fraction(m, e)


_MEAN.append(mean)  # the printer names tiny and miny forms by means


def temperature(g: Game) -> Fraction:
    """The temperature: −1 for integers, −1/2^k for x = m/2^k, else where the mast starts.

    >>> from cgt import parse
    >>> temperature(parse("{2|1}")), temperature(parse("3/8")), temperature(parse("{0|-3}"))
    (Fraction(1, 2), Fraction(-1, 8), Fraction(3, 2))
    """
    g = _in(g, "temperature")
    e, _, _, _, t = _of_value(g)
    return _fraction(t, e)


# ---------------------------------------------------------------------------- stops
# L(G) reads only R(G^L), and R(G^L) only L(G^LR): each side is its own recursion, so asking
# for one stop walks only the alternating lines of play. A stop is the number some line of
# play ends at, and numbers are values held by their parameters: a stop is read from a tag.
# Stops are held as floats when the float is the dyadic exactly (numerator below 2^53), else
# as the Fraction; comparisons between the two kinds are exact in Python, and float ones are
# the cheapest there are.
_Stop = Union[float, Fraction]
# canonical form's id -> its left stop; and its right stop
_LEFT_STOPS: dict[int, _Stop] = _memo.table("left stops")
_RIGHT_STOPS: dict[int, _Stop] = _memo.table("right stops")
_STOPS = (_LEFT_STOPS, _RIGHT_STOPS)
_STOPS_GET = (_LEFT_STOPS.get, _RIGHT_STOPS.get)
_EXACT = 1 << 53


def _exact(x: Fraction | int) -> _Stop:
    n, d = x.numerator, x.denominator
    if -_EXACT < n < _EXACT and d < _EXACT:
        return n / d  # a quotient of exact floats with a power-of-two divisor: exact
    return x


def _held_number(c: Game) -> _Stop | None:
    """x when the canonical form c is x or infinitesimally close to it (x + n·↑ + *m or an
    uptimal, all held by their parameters), whose stops are both x; else None."""
    t = c._tag
    if t is not None:
        return _exact(t[0])
    e = expansion_of(c)
    if e is not None:
        return _exact(e[0])
    if not c.left or not c.right:  # an integer held as a plain form
        return _exact(_integer(c))  # type: ignore[arg-type]
    return None


def _stop_of(c: Game, side: int) -> _Stop:
    """The left (side 0) or right (side 1) stop of the canonical form c."""
    memo = _STOPS[side]
    s = _STOPS_GET[side](c._id)
    if s is None:
        # the order's float stops, kept by the comparisons that built c, when they are exact
        both = _float_stops(c)
        if both is not None:
            return both[side]
        s = _held_number(c)
        if s is None:
            # L(G) = max R(G^L), R(G) = min L(G^R); the memo is read here to save the calls
            back = 1 - side
            get = _STOPS_GET[back]
            vs = [
                v if (v := get(o._id)) is not None else _stop_of(o, back)
                for o in (c.right if side else c.left)
            ]
            s = min(vs) if side else max(vs)
        _memo.put(memo, c._id, s)
    return s


# float stop -> the same number as a Fraction, the type of the public answers
_FRACTIONS: dict[float, Fraction] = _memo.table("stops as fractions")
_fractions_get = _FRACTIONS.get


def _as_fraction(s: _Stop) -> Fraction:
    if type(s) is not float:
        return s  # type: ignore[return-value]
    f = _fractions_get(s)
    if f is None:
        f = exact_fraction(*s.as_integer_ratio())
        _memo.put(_FRACTIONS, s, f)
    return f


def _stop(g: Game, side: int) -> Fraction:
    c = canonical(g)
    s = _STOPS_GET[side](c._id)
    if s is None:
        # the float stops recurse once per day: a young form needs no big stack, and skips
        # maybe_deep's thread checks (which cost more than the look-up itself)
        depth = nesting(c)
        both = _float_stops(c) if depth <= SHALLOW_DAY else None
        s = both[side] if both is not None else maybe_deep(depth, _stop_of, c, side)
    return _as_fraction(s)


def stops(g: Game) -> tuple[Fraction, Fraction]:
    """(left stop, right stop), straight from the definition on the canonical form.

    >>> from cgt import number, parse
    >>> stops(parse("{3||2|1}")), stops(parse("^*"))
    ((Fraction(3, 1), Fraction(2, 1)), (Fraction(0, 1), Fraction(0, 1)))
    >>> big = number(Fraction(2**60 + 1, 2))  # past a float's 53 bits: held as a Fraction
    >>> stops(parse("{0|-1}") + big) == (Fraction(2**60 + 1, 2), Fraction(2**60 - 1, 2))
    True
    """
    g = _in(g, "stops")
    return _stop(g, 0), _stop(g, 1)


def _number(c: Game) -> Fraction | None:
    """The number the canonical form c is, or None."""
    t = c._tag
    if t is not None:
        if t[1] or t[2]:
            return None
        x = t[0]
        return exact_fraction(x) if type(x) is int else Fraction(x)
    n = _integer(c) if not c.left or not c.right else None
    return None if n is None else exact_fraction(n)


def left_stop(g: Game) -> Fraction:
    """L(G): x if G is a number x, else the largest right stop of a Left option.

    >>> from cgt import parse
    >>> left_stop(parse("{3||2|1}")), left_stop(parse("^")), left_stop(parse("{1|-1}"))
    (Fraction(3, 1), Fraction(0, 1), Fraction(1, 1))
    """
    return _stop(_in(g, "left_stop"), 0)


def right_stop(g: Game) -> Fraction:
    """R(G): x if G is a number x, else the smallest left stop of a Right option.

    >>> from cgt import parse
    >>> right_stop(parse("{3||2|1}")), right_stop(parse("{1|-1}"))
    (Fraction(2, 1), Fraction(-1, 1))
    """
    return _stop(_in(g, "right_stop"), 1)


# ---------------------------------------------------------------------------- cooling, heating
def _as_number(t: Rational | Game) -> Number:
    """t as the values hold a number: an int, or a Dyadic. Plain text "n" or "n/d" (as
    temperatures are mostly typed) is read by int(), some ten times faster than the general
    number reader, which reads (and rejects, with its messages) everything else. A game that
    is a number (``number("1/2")``, as ``heat`` takes) is that number.

    >>> from cgt import number
    >>> _as_number("-3/8"), _as_number("5"), _as_number("1/2**3"), _as_number(Fraction(1, 4))
    (Dyadic('-3/8'), 5, Dyadic('1/8'), Dyadic('1/4'))
    >>> _as_number(number("1/2"))
    Dyadic('1/2')
    """
    if isinstance(t, Game):
        x = _number_of(t.canonical())
        if x is None:
            # cooling is defined for a number t only (Siegel, §II.5); heat takes games
            raise InvalidArgument(f"cool(g, t): t must be a number, not the game {t}")
        return x
    if type(t) is str:
        p, slash, q = t.partition("/")
        digits = p[1:] if p[:1] == "-" else p
        if digits.isascii() and digits.isdigit() and (not slash or (q.isascii() and q.isdigit())):
            d = int(q) if slash else 1
            if d and not d & (d - 1):
                return _scaled(int(p), d.bit_length() - 1)
    return _held_part(_to_fraction(t))


# (canonical form's id, t as (numerator, denominator), k) -> the canonical form of G_t + k·t
_COOL: dict[tuple[int, tuple[int, int], int], Game] = _memo.table("cooled games")
_cool_get = _COOL.get


def cool(g: Game, t: Rational | Game) -> Game:
    """G cooled by t (t > −1): G_t = {G^L_t − t | G^R_t + t}, except that once G_{t'} is
    infinitesimally close to a number x for some t' < t, G_t = x (Siegel, §II.5); so
    G_t is the mean m(G) for every t above the temperature. Integers are not cooled.

    >>> from cgt import parse
    >>> G = parse("{3||2+*|1+*}")
    >>> [str(cool(G, t)) for t in ("0", "1/2", "5/8", "3/4", "70", "-1/2")]
    ['{3||2*|1*}', '{5/2|2*}', '{19/8|17/8}', '9/4*', '9/4', '{7/2|||5/2|3/2||+-1/2}']
    >>> str(cool(parse("1/4"), "-1/4")), str(cool(parse("1/4"), "-3/8"))
    ('1/4*', '{3/8|1/8}')
    >>> from cgt import number
    >>> str(G.cool(number("1/2")))  # a number given as a game, as heat takes it
    '{5/2|2*}'
    """
    c = _in(g, "cool").canonical()
    tt = _as_number(t)
    if tt <= -1:
        raise InvalidGame(f"Invalid cooling temperature (must be > -1): {_q(tt)}")
    if _integer(c) is not None:
        return c
    return maybe_deep(c.birthday, _cool, c, tt, 0, (tt.numerator, tt.denominator))


def _cool(g: Game, t: Number, k: int, key_t: tuple[int, int]) -> Game:
    """The canonical form of G_t + k·t, for a canonical G.

    Below the temperature G_t is not a number, so by Number Translation G_t + s is
    {G^L_t − t + s | G^R_t + t + s}: the shift rides down to the options (k − 1 on the left,
    k + 1 on the right) and no cooled form is built only to be translated. Should that form
    be a number, G_t itself may have been one (if G_t is a number x, every G^L_t − t ⊲ x ⊲
    G^R_t + t, so the shifted form is x + s), and then G_t is cooled first and translated."""
    key = (g._id, key_t, k)
    r = _cool_get(key)
    if r is not None:
        return r
    if _integer(g) is not None:
        r = translate(g, k * t) if k else g
    else:
        mast = _mast_below(g, t)
        if mast is not None:  # t above the temperature: G_t is the mean
            r = from_tag(mast + k * t if k else mast, 0, 0)
        else:
            # the options of a canonical form, and so their cooled forms, are canonical
            r = _canonical_form(
                [_cool(o, t, k - 1, key_t) for o in g.left],
                [_cool(o, t, k + 1, key_t) for o in g.right],
            )
            if k and _number_of(r) is not None:
                r = translate(_cool(g, t, 0, key_t), k * t)
    _memo.put(_COOL, key, r)
    return r


def _mast_below(g: Game, t: Number) -> Number | None:
    """The mean of g when t is above its temperature, else None.

    The stops decide most cases without the thermograph of g and of all its followers. The
    walls start at t = 0 from the stops, L_0 = L(G) and R_0 = R(G), and close in at a total
    slope of at most 2 until they meet at the temperature, on the mast (Siegel 2013, §II.5).
    So L(G) = R(G) puts the temperature at most 0, with the mast L(G); and t < (L(G) − R(G))/2
    puts it above t."""
    lx, rx = _stop_of(g, 0), _stop_of(g, 1)
    if lx == rx:
        if t > 0:
            if type(lx) is float:
                n, d = lx.as_integer_ratio()
                return _scaled(n, d.bit_length() - 1)
            return _held_part(lx)
    else:
        # exactly, on integers: L − R > 2t with L = a/b, R = c/d, t = p/q
        a, b = lx.as_integer_ratio()
        c, d = rx.as_integer_ratio()
        if (a * d - c * b) * t.denominator > 2 * t.numerator * b * d:
            return None
    e, _, _, m, temp = _record(g)
    return _scaled(m, e) if t.numerator << e > temp * t.denominator else None


def _canonical_form(left: list[Game], right: list[Game]) -> Game:
    """The canonical form of {left | right} for canonical options. A switch {a | b} of numbers
    a > b is canonical as it stands (Siegel 2013, §II.3: nothing to dominate, and a^R > a > b,
    b^L < b < a, so neither option reverses), the commonest form a cooled game takes."""
    if len(left) == 1 and len(right) == 1:
        a, b = _number_of(left[0]), _number_of(right[0])
        if a is not None and b is not None and a > b:
            g = _make(left, right)
            set_canonical(g, g)
            return g
    return _from_options(left, right)


def _as_game(t: Rational | Game) -> Game:
    from cgt.values import number

    # a dyadic number (a rational that is not dyadic is no game: InvalidGame)
    return t.canonical() if isinstance(t, Game) else number(_to_fraction(t))


def heat(g: Game, t: Rational | Game) -> Game:
    """G heated by t: ∫^t G = G if G is a number, else {∫^t G^L + t | ∫^t G^R − t}.

    >>> from cgt import parse, star
    >>> G = parse("{3||2+*|1+*}")
    >>> str(heat(G, "1/2")), str(heat(G, 1)), str(heat(G, star)), str(heat(G, "-3/4"))
    ('{7/2|||5/2|3/2||+-1/2}', '{4|||3|1||0|-2}', '{3*||2|1}', '9/4*')
    """
    shift = _shift(_as_game(t))
    c = _in(g, "heat").canonical()
    memo: dict[int, Game] = {}
    return maybe_deep(c.birthday, _heat, c, shift, memo)


def _heat(g: Game, shift: _Shift, memo: dict[int, Game]) -> Game:
    r = memo.get(g._id)
    if r is None:
        if _number(g) is not None:
            r = g
        else:
            r = _shifted(
                [_heat(o, shift, memo) for o in g.left],
                [_heat(o, shift, memo) for o in g.right],
                shift,
            )
        memo[g._id] = r
    return r


def overheat(g: Game, s: Rational | Game, t: Rational | Game) -> Game:
    """G overheated from s to t: n·s for an integer n, else {∫G^L + t | ∫G^R − t}.

    >>> from cgt import parse, star
    >>> str(overheat(parse("7/16"), 0, 0)), str(overheat(parse("{3||2+*|1+*}"), star, parse("1+*")))
    ('^[3]', '{1||+-(1*)|-1,{-1|-3}}')
    """
    sg, shift = _as_game(s), _shift(_as_game(t))
    c = _in(g, "overheat").canonical()
    memo: dict[int, Game] = {}
    return maybe_deep(c.birthday, _overheat, c, sg, shift, memo)


def _overheat(g: Game, s: Game, shift: _Shift, memo: dict[int, Game]) -> Game:
    r = memo.get(g._id)
    if r is None:
        n = _integer(g)
        if n is not None:
            from cgt.products import copies

            r = copies(n, s)
        else:
            r = _shifted(
                [_overheat(o, s, shift, memo) for o in g.left],
                [_overheat(o, s, shift, memo) for o in g.right],
                shift,
            )
        memo[g._id] = r
    return r


# a canonical t, the canonical −t, and t's number when it is one
_Shift = tuple[Game, Game, Union[Number, None]]


def _shift(t: Game) -> _Shift:
    x = _number_of(t)
    return t, (-t).canonical(), x


def _shifted(left: list[Game], right: list[Game], shift: _Shift) -> Game:
    """The canonical form of {left + t | right − t} for canonical options: a Number
    Translation of each option when t is a number, else canonical sums of canonical forms."""
    t, minus_t, x = shift
    if x is not None:
        return _canonical_form([translate(a, x) for a in left], [translate(b, -x) for b in right])
    return _from_options(
        [_canonical_sum(a, t) for a in left], [_canonical_sum(b, minus_t) for b in right]
    )


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
