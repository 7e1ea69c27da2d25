"""Stops, thermographs, mean, temperature, cooling and heating."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import Game, canonical_sum, parse, star, switch
from cgt.thermograph import (
    Thermograph,
    Wall,
    cool,
    heat,
    left_stop,
    mean,
    overheat,
    right_stop,
    stops,
    temperature,
    thermograph,
)
from tests.cgsuite_cooling import COOLED
from tests.cgsuite_expectations import CSG_CASES, TEMPERATURE_OPS
from tests.strategies import day3_forms


def _q(x: Fraction) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def _wall_text(w: Wall) -> str:
    """CGSuite's wall text: value at the top, [critical temperatures, descending], [slopes from
    the top down] (Thermograph.toString in CGSuite)."""
    pts = w.points
    temps = [t for t, _ in reversed(pts[1:])]
    pieces = reversed(range(len(pts) - 1))
    slopes = [w.tail] + [(pts[i + 1][1] - pts[i][1]) / (pts[i + 1][0] - pts[i][0]) for i in pieces]
    top = w(pts[-1][0])
    return f"{_q(top)},[{','.join(_q(t) for t in temps)}],[{','.join(_q(s) for s in slopes)}]"


def _cgsuite_text(th: Thermograph) -> str:
    return f"Thermograph({_wall_text(th.left_wall)},{_wall_text(th.right_wall)})"


@pytest.mark.parametrize("case", CSG_CASES, ids=[c["input"][:40] for c in CSG_CASES])  # type: ignore[index]
def test_cgsuite_stops_mean_temperature_thermograph(case: dict[str, str]) -> None:
    # CanonicalShortGameTestCase.scala: LeftStop, RightStop, Mean, Temperature, Thermograph
    g = parse(case["input"])
    assert left_stop(g) == Fraction(case["left_stop"])
    assert right_stop(g) == Fraction(case["right_stop"])
    assert mean(g) == Fraction(case["mean"])
    assert temperature(g) == Fraction(case["temperature"])
    assert _cgsuite_text(thermograph(g)) == case["thermograph"]


@pytest.mark.parametrize(("game_text", "op", "args", "expected"), TEMPERATURE_OPS)
def test_cgsuite_cool_heat_overheat(
    game_text: str, op: str, args: tuple[str, ...], expected: str
) -> None:
    # GameTest.scala and EvalTest.scala
    g = parse(game_text)
    if op == "cool":
        out = cool(g, Fraction(args[0]))
    elif op == "heat":
        out = heat(g, parse(args[0]))
    else:
        out = overheat(g, parse(args[0]), parse(args[1]))
    assert str(out) == expected


def test_cool_rejects_temperatures_at_most_minus_one() -> None:
    # GameTest.scala: {3||2+*|1+*}.Cool(-1) is an error ("must be > -1")
    with pytest.raises(ValueError):
        cool(parse("{3||2+*|1+*}"), -1)


def test_known_values() -> None:
    # {a|b} with numbers a > b: mean (a+b)/2, temperature (a-b)/2; ±x has temperature x
    # (Siegel, Combinatorial Game Theory, §II.5); numbers m/2^k have temperature -1/2^k.
    assert (mean(parse("{5|-1}")), temperature(parse("{5|-1}"))) == (2, 3)
    assert temperature(switch("3/2")) == Fraction(3, 2) and mean(switch("3/2")) == 0
    assert temperature(parse("3/8")) == Fraction(-1, 8)
    assert temperature(parse("7")) == -1
    # infinitesimals and nimbers: temperature 0, mean 0
    for t in ("*", "^", "^*", "*5", "Tiny(1)", "{0|^<2>}"):
        assert (mean(parse(t)), temperature(parse(t))) == (0, 0)
    assert stops(parse("{3||2|1}")) == (3, 2)


# ----------------------------------------------------------------------------- brute force
Stops = tuple[Fraction, Fraction]


def _stops_on_form(g: Game, memo: dict[int, Stops]) -> Stops:
    """Stops by definition on the literal form: x if G equals a number x, else the best stop
    of an option (Siegel, §II.5); equality with a number through the canonical form."""
    r = memo.get(g._id)
    if r is None:
        t = g.canonical()._tag
        if t is not None and t[1] == 0 and t[2] == 0:
            r = (t[0], t[0])
        else:
            r = (
                max(_stops_on_form(o, memo)[1] for o in g.left),
                min(_stops_on_form(o, memo)[0] for o in g.right),
            )
        memo[g._id] = r
    return r


@settings(max_examples=200, deadline=None)
@given(day3_forms())
def test_stops_do_not_depend_on_the_form(g: Game) -> None:
    assert _stops_on_form(g, {}) == stops(g)


@settings(max_examples=150, deadline=None)
@given(day3_forms())
def test_walls_are_the_stops_of_the_cooled_game(g: Game) -> None:
    """Siegel's definition: L_t(G) = L(G_t) and R_t(G) = R(G_t) for t > -1."""
    th = thermograph(g)
    assert th.left_wall(0) == left_stop(g) and th.right_wall(0) == right_stop(g)
    ts = {Fraction(k, 8) for k in range(-7, 25)} | {th.temperature}
    ts |= {t for t, _ in th.left_wall.points + th.right_wall.points}
    ts = {t for t in ts if t > -1}
    for t in sorted(ts):
        c = cool(g, t)
        assert left_stop(c) == th.left_wall(t), t
        assert right_stop(c) == th.right_wall(t), t
        if t > th.temperature:
            assert c is parse(_q(th.mast))


@settings(max_examples=60, deadline=None)
@given(day3_forms())
def test_mean_value_theorem(g: Game) -> None:
    """n·m(G) − t ≤ R(nG) ≤ L(nG) ≤ n·m(G) + t for t = max(temperature, 0) (the mean
    value theorem: Winning Ways ch. 6; Siegel §II.5), so L(nG)/n → m(G)."""
    c = g.canonical()
    m, t = mean(c), max(temperature(c), Fraction(0))
    total = c
    for n in range(1, 7):
        ls, rs = stops(total)
        assert n * m - t <= rs <= ls <= n * m + t
        total = canonical_sum(total, c)


@settings(max_examples=80, deadline=None)
@given(day3_forms(), day3_forms())
def test_mean_is_additive(g: Game, h: Game) -> None:
    s = canonical_sum(g, h)
    assert mean(s) == mean(g) + mean(h)
    assert temperature(s) <= max(temperature(g), temperature(h), Fraction(0))


@settings(max_examples=60, deadline=None)
@given(day3_forms(), st.sampled_from([Fraction(k, 4) for k in range(0, 13)]))
def test_cooling_and_heating_keep_the_mean(g: Game, t: Fraction) -> None:
    assert mean(cool(g, t)) == mean(g)
    assert mean(heat(g, t)) == mean(g)
    assert temperature(cool(g, t)) == max(temperature(g) - t, Fraction(-1)) or (
        temperature(g) < t
    )


def test_wall_arithmetic() -> None:
    w = Wall(((Fraction(-1), Fraction(2)), (Fraction(1), Fraction(0))), Fraction(0))
    assert w(-1) == 2 and w(0) == 1 and w(1) == 0 and w(10) == 0
    assert w.shear(1)(0) == 1 and w.shear(1)(2) == 2
    assert thermograph(star).mast == 0
    t = thermograph(parse("{1|-1}"))
    assert repr(t) == str(t) == "Thermograph(0,[1],[0,-1],0,[1],[0,1])"  # one printed form


@settings(max_examples=300, deadline=None)
@given(st.integers(-(2**70), 2**70), st.integers(0, 80))
def test_scaled_corners_are_the_reduced_fractions(n: int, e: int) -> None:
    # thermograph._fraction reduces n/2^e itself and builds the Fraction without the
    # constructor (dyadic.exact_fraction): the same value, numerator and denominator
    from cgt.thermograph import _fraction

    f, want = _fraction(n, e), Fraction(n, 2**e)
    assert f == want and (f.numerator, f.denominator) == (want.numerator, want.denominator)
    assert hash(f) == hash(want)


@pytest.mark.parametrize(("text", "t", "answer"), COOLED)
def test_cooling_agrees_with_cgsuite(text: str, t: str, answer: str) -> None:
    """Fresh sums cooled by positive and negative temperatures, against a running CGSuite's
    answers (tests/cgsuite_cooling.py); the sum as it stands and its canonical form agree."""
    g = parse(text)
    want = parse(answer).canonical()
    assert g.cool(t) is want
    assert g.canonical().cool(t) is want
