"""Merge-based thermographs against the slow scan (tests/oracle/thermograph.py): walls, masts,
temperatures, stops and cooled games agree exactly on random forms and sums; the wall engine's
merges agree with pointwise evaluation."""

from __future__ import annotations

import importlib
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import Game, canonical_sum, number, switch
from cgt.canonical.nus import number_of
from cgt.errors import InvalidGame
from cgt.thermograph import Thermograph, Wall, cool, stops, thermograph
from tests.oracle import thermograph as slow
from tests.strategies import day3_forms, small_forms

engine = importlib.import_module("cgt.thermograph")


def _as_slow(th: Thermograph) -> slow.SlowThermograph:
    def wall(w: Wall) -> slow.SlowWall:
        return list(w.points), w.tail

    return wall(th.left_wall), wall(th.right_wall), th.mast, th.temperature


def _check(g: Game) -> None:
    assert _as_slow(thermograph(g)) == slow.thermograph(g)
    assert stops(g) == slow.stops(g)


sums = st.lists(small_forms, min_size=2, max_size=3).map(lambda gs: canonical_sum(*gs))
hot = st.lists(
    st.integers(1, 16).map(lambda k: switch(Fraction(k, 4))), min_size=1, max_size=4
).map(lambda gs: canonical_sum(*gs))


@settings(max_examples=150, deadline=None)
@given(day3_forms())
def test_forms_born_by_day_3(g: Game) -> None:
    _check(g)


@settings(max_examples=40, deadline=None)
@given(sums)
def test_sums_of_small_forms(g: Game) -> None:
    _check(g)


@settings(max_examples=30, deadline=None)
@given(hot, st.sampled_from([Fraction(k, 8) for k in range(-3, 12)] + [Fraction(3, 16)]))
def test_sums_of_switches_and_their_cooling(g: Game, t: Fraction) -> None:
    # ±x for dyadic x up to 4, summed: walls with many breakpoints at quarters
    _check(g)
    assert cool(g, t) is slow.cool(g, t)


@settings(max_examples=60, deadline=None)
@given(day3_forms(), st.sampled_from([Fraction(k, 4) for k in range(-3, 9)]))
def test_cooling_matches_the_twin(g: Game, t: Fraction) -> None:
    assert cool(g, t) is slow.cool(g, t)


@pytest.mark.parametrize("x", ["1/1024", "-77/64", "2**100", "-3/2**40"])
def test_numbers_far_from_integers(x: str) -> None:
    # numbers m/2^k have temperature −1/2^k and mast x; their walls have k + 1 corners
    g = number(x)
    _check(g)
    th = thermograph(g)
    assert th.mast == number_of(g) and th.temperature == -Fraction(1, th.mast.denominator)


@settings(max_examples=120, deadline=None)
@given(day3_forms())
def test_number_recognition_is_the_cores(g: Game) -> None:
    c = g.canonical()
    x = engine._number(c)
    assert (None if x is None else Fraction(x)) == number_of(c)


# ---------------------------------------------------------------------------- the engine
@st.composite
def traces(draw: st.DrawFn, slopes: tuple[int, int]) -> tuple[tuple[int, ...], ...]:
    """A wall on the scale of integers from t = −1: pieces of integer length, slopes drawn
    from ``slopes``, consecutive slopes different."""
    n = draw(st.integers(1, 7))
    y = draw(st.integers(-6, 6))
    first = draw(st.integers(0, 1))
    ts, ys, ss = [-1], [y], []
    for k in range(n):
        s = slopes[(first + k) % 2]
        ss.append(s)
        if k + 1 < n:
            dt = draw(st.integers(1, 4))
            ts.append(ts[-1] + dt)
            ys.append(ys[-1] + s * dt)
    return tuple(ts), tuple(ys), tuple(ss)


def _probe(*walls: tuple[tuple[int, ...], ...]) -> list[Fraction]:
    """Every breakpoint of the walls, points between them and points beyond."""
    ts = sorted({t for w in walls for t in w[0]})
    between = [Fraction(a + b, 2) for a, b in zip(ts, ts[1:], strict=False)]
    return [Fraction(t) for t in ts] + between + [Fraction(ts[-1] + k, 3) for k in (1, 7, 40)]


def _value(w: tuple[tuple[int, ...], ...], t: Fraction) -> Fraction:
    return Wall._of(0, w)(t)  # type: ignore[arg-type]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from([(0, -1), (0, 1)]).flatmap(lambda s: st.tuples(traces(s), traces(s))),
       st.sampled_from([1, -1]))
def test_envelope_is_the_pointwise_max_or_min(pair, sign: int) -> None:  # type: ignore[no-untyped-def]
    a, b = pair
    env = engine._envelope(a, b, sign)
    pick = max if sign == 1 else min
    for t in _probe(a, b):
        assert _value(env, t) == pick(_value(a, t), _value(b, t)), t
    # normalised: no breakpoint where the slope does not change
    assert all(x != y for x, y in zip(env[2], env[2][1:], strict=False))


@settings(max_examples=300, deadline=None)
@given(traces((0, -1)), traces((0, 1)), st.integers(0, 12))
def test_meeting_point_by_sweep_and_by_search(ls, rs, lift: int) -> None:  # type: ignore[no-untyped-def]
    # lift LS so that it starts at or above RS, as the scaffolds of a game do
    gap = rs[1][0] - ls[1][0]
    ls = (ls[0], tuple(y + max(gap, 0) + lift for y in ls[1]), ls[2])
    by_sweep = engine._meet_by_sweep(ls, rs)
    assert by_sweep == engine._meet_by_search(ls, rs)
    if by_sweep is not None:
        x2, v2 = by_sweep
        x = Fraction(x2, 2)
        assert _value(ls, x) == _value(rs, x) == Fraction(v2, 2)
        assert all(_value(ls, t) > _value(rs, t) for t in _probe(ls, rs) if t < x)


def test_wall_constructor_checks_its_input() -> None:
    for pts, tail in [
        ([], 0),
        ([(-1, Fraction(1, 3))], 0),  # not dyadic
        ([(-1, 0), (1, 1)], 0),  # slope 1/2
        ([(-1, 0), (-1, 1)], 0),  # temperatures must increase
        ([(-1, 0)], Fraction(1, 2)),  # tail slope 1/2
    ]:
        with pytest.raises(InvalidGame):
            Wall(pts, tail)
    with pytest.raises(InvalidGame):
        Wall.constant(1).shear(Fraction(1, 2))  # type: ignore[arg-type]


@settings(max_examples=100, deadline=None)
@given(day3_forms(), st.fractions(-1, 5, max_denominator=16), st.integers(-8, 40))
def test_public_walls_evaluate_and_cut_as_the_twin(g: Game, t: Fraction, k: int) -> None:
    th = thermograph(g)
    sl, sr, _, _ = slow.thermograph(g)
    cut = Fraction(k, 8)  # walls have dyadic corners
    for w, s in ((th.left_wall, sl), (th.right_wall, sr)):
        assert w(t) == slow.at(s, t)
        assert (list(w.up_to(cut, w(cut)).points), Fraction(0)) == slow._up_to(s, cut, w(cut))
        sheared = w.shear(1)
        assert sheared(t) == slow.at(s, t) + t and Wall(w.points, w.tail) == w
        assert hash(Wall(w.points, w.tail)) == hash(w)


def test_thermographs_pickle_and_compare_by_value() -> None:
    # claims ship results between worker processes
    import pickle

    th = thermograph(canonical_sum(switch(1), switch(Fraction(1, 2))))
    back = pickle.loads(pickle.dumps(th))
    assert back == th and str(back) == str(th) and hash(back.left_wall) == hash(th.left_wall)
