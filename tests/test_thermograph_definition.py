"""Cooling, stops and heating against their plain definitions (tests/oracle/thermograph.py): cooling
by the recursive definition with the "infinitesimally close to a number" rule, scanning t'
instead of reading the temperature off a thermograph; stops by the recursion L(G) = max R(G^L),
R(G) = min L(G^R) from the numbers. The engine decides most of cooling from the stops and
keeps the stops of each side in its own memo, so both are checked on their own here; heating
and overheating are checked against literal forms made canonical."""

from __future__ import annotations

import importlib
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import NORMAL, Game, canonical_sum, game, integer, number, parse, star, up, zero
from cgt.canonical.normal import _stops as _float_stops
from cgt.dyadic import Dyadic
from cgt.errors import InvalidGame
from cgt.families import canonical as canonical_family
from cgt.values import _to_fraction
from tests.oracle import thermograph as slow
from tests.strategies import day3_forms, small_forms

engine = importlib.import_module("cgt.thermograph")  # the package's name is the function

# dyadic t in (−1, 5/2] on the twin's grid, with the quarters that temperatures sit at
temperatures = st.integers(-slow.GRID + 1, 5 * slow.GRID // 2).map(
    lambda k: Fraction(k, slow.GRID)
)


def _on_the_grid(g: Game) -> bool:
    """Every follower's temperature is a multiple of 1/GRID, as the twin's scan needs."""
    memo: dict[Game, slow.SlowThermograph] = {}
    return all(
        (slow.thermograph(f, memo)[3] * slow.GRID).denominator == 1
        for f in g.canonical().followers()
    )


def _near_the_temperature(g: Game, k: int) -> Fraction:
    """t = temperature(g) + k/GRID (by the slow thermograph), kept above −1: cooling just
    above the temperature, below the stops' half-width, is where the shortcuts could slip."""
    t = slow.thermograph(g)[3] + Fraction(k, slow.GRID)
    return max(t, Fraction(1 - slow.GRID, slow.GRID))


@settings(max_examples=60, deadline=None)
@given(day3_forms(), temperatures)
def test_cooling_is_the_definition(g: Game, t: Fraction) -> None:
    assert _on_the_grid(g)
    assert engine.cool(g, t) is slow.cool_by_definition(g, t)


@settings(max_examples=200, deadline=None)
@given(day3_forms(), st.integers(-4, 2 * slow.GRID))
def test_cooling_near_the_temperature_is_the_definition(g: Game, k: int) -> None:
    assert _on_the_grid(g)
    t = _near_the_temperature(g, k)
    assert engine.cool(g, t) is slow.cool_by_definition(g, t)


@settings(max_examples=25, deadline=None)
@given(st.lists(small_forms, min_size=2, max_size=2), st.integers(-4, 2 * slow.GRID))
def test_cooling_sums_is_the_definition(gs: list[Game], k: int) -> None:
    g = canonical_sum(*gs)
    assert _on_the_grid(g)
    t = _near_the_temperature(g, k)
    assert engine.cool(g, t) is slow.cool_by_definition(g, t)


# t on the grid from −7/8 up: the negative t, where a cooled follower can be a number, and
# the shift that cooling carries down to the options (k·t) reaches k = ±birthday
GRID_TEMPERATURES = [Fraction(k, 8) for k in range(-7, 25)]


def test_cooling_day2_forms_and_sums_with_a_switch_is_the_definition() -> None:
    day2 = list(canonical_family(NORMAL, 2))
    switch = parse("{2|-1}")
    for g in day2 + [canonical_sum(a, switch) for a in day2]:
        for t in GRID_TEMPERATURES:
            assert engine.cool(g, t) is slow.cool_by_definition(g, t), (str(g), t)


@pytest.mark.exhaustive
def test_cooling_every_day3_form_is_the_definition() -> None:
    for g in canonical_family(NORMAL, 3):
        for t in GRID_TEMPERATURES:
            assert engine.cool(g, t) is slow.cool_by_definition(g, t), (str(g), t)


@settings(max_examples=100, deadline=None)
@given(st.one_of(day3_forms(), st.lists(small_forms, min_size=2, max_size=3).map(
    lambda gs: canonical_sum(*gs)
)))
def test_each_stop_alone_is_the_definition(g: Game) -> None:
    # one side asked first, alone: its memo is filled without the other's
    expected = slow.stops(g)
    if g.birthday % 2:
        assert engine.left_stop(g) == expected[0] and engine.right_stop(g) == expected[1]
    else:
        assert engine.right_stop(g) == expected[1] and engine.left_stop(g) == expected[0]
    assert engine.stops(g) == expected


@settings(max_examples=300, deadline=None)
@given(st.one_of(day3_forms(), st.lists(small_forms, min_size=2, max_size=2).map(
    lambda gs: game([gs[0], gs[1]], [canonical_sum(*gs)])
)))
def test_float_stops_of_any_form_are_its_values(g: Game) -> None:
    # the order test reads the stops of forms under construction, which may equal a number
    # their options do not name ({-1 | 1} = 0): those must give None, never wrong stops
    got = _float_stops(g)
    if got is not None:
        assert got == tuple(float(x) for x in slow.stops(g.canonical()))


def test_float_stops_of_a_form_equal_to_an_unnamed_number() -> None:
    # {-1 | 1} = 0 and {1/2 | {3|2}} = 1: max R(G^L) < min L(G^R), so the stops are unknown
    assert _float_stops(parse("{-1|1}")) is None
    assert _float_stops(parse("{1/2|{3|2}}")) is None
    assert _float_stops(parse("{1|{2|-1}}")) is None  # = 2
    assert _float_stops(parse("{1,{-1|-2}|{0|-1}}")) == (1.0, 0.0)  # not a number: L ≥ R


number_texts = st.one_of(
    st.builds(
        lambda sign, n, d: f"{sign}{n}" + ("" if d is None else f"/{d}"),
        st.sampled_from(["", "-", "+", " "]),
        st.integers(0, 10**30),
        st.one_of(st.none(), st.integers(0, 2**70), st.integers(0, 70).map(lambda k: 2**k)),
    ),
    st.text(alphabet="0123456789/-+*. _٣", max_size=8),
)


@settings(max_examples=300, deadline=None)
@given(number_texts)
def test_temperatures_as_text_read_as_the_general_reader_reads_them(text: str) -> None:
    # cooling reads plain "n/d" itself; anything else, errors included, is the core's
    try:
        expected: object = _to_fraction(text)
    except InvalidGame as exc:
        expected = str(exc)
    try:
        got: object = engine._as_number(text)
    except InvalidGame as exc:
        got = str(exc)
    if isinstance(expected, str):
        assert got == expected
    else:  # the number as the values hold it
        assert got == expected and type(got) is (int if expected.denominator == 1 else Dyadic)


# heating by numbers goes by Number Translation, by other games by canonical sums
shifts = st.one_of(
    st.integers(-8, 12).map(lambda k: number(Fraction(k, 4))),
    st.sampled_from([star, up, -up, parse("{1|-1}"), parse("{2|0}"), parse("*2"), parse("1*")]),
)


@settings(max_examples=80, deadline=None)
@given(day3_forms(max_options=2), shifts)
def test_heating_is_the_definition(g: Game, t: Game) -> None:
    assert engine.heat(g, t) is slow.heat_by_definition(g, t)


@settings(max_examples=60, deadline=None)
@given(day3_forms(max_options=2), shifts, shifts)
def test_overheating_is_the_definition(g: Game, s: Game, t: Game) -> None:
    assert engine.overheat(g, s, t) is slow.overheat_by_definition(g, s, t)


def test_forms_past_the_shallow_day() -> None:
    # A_k = {k | A_(k−1)}, A_0 = 0, born on day k + 1: L(A_k) = R(k) = k and R(A_k) =
    # L(A_(k−1)) = k − 1 by the definition; the deep ones run on the big stack
    a = zero
    for k in range(1, 301):
        a = game([integer(k)], [a])
    assert a.canonical().birthday == 301
    assert (engine.left_stop(a), engine.right_stop(a)) == (300, 299)
    assert engine.stops(a) == (300, 299)
    m = engine.mean(a)
    assert engine.mean(engine.cool(a, "1/2")) == m and engine.mean(engine.heat(a, 1)) == m


def test_stops_too_long_for_a_float() -> None:
    # 2^60 + 1/2 has 62 significant bits: these stops are kept as Fractions
    x = Fraction(2**61 + 1, 2)
    g = game([number(x)], [game([number(x - 1)], [number(x - 2)])])
    assert engine.stops(g) == slow.stops(g) == (x, x - 1)
    assert engine.left_stop(game([g], [number(x - 3)])) == x - 1


def test_cooling_by_a_number_given_as_a_game_is_the_definition() -> None:
    # issue 37: G.cool(number("1/2")) as G.heat(number("1/2")) takes a game that is a number
    switch = parse("{2|-1}")
    for g in list(canonical_family(NORMAL, 2)) + [parse("{3||2+*|1+*}"), switch]:
        for t in (Fraction(-1, 2), Fraction(0), Fraction(1, 2), Fraction(3, 4), Fraction(2)):
            assert g.cool(number(t)) is slow.cool_by_definition(g.canonical(), t), (str(g), t)


def test_cooling_by_a_game_that_is_no_number_is_an_invalid_argument() -> None:
    from cgt.errors import InvalidArgument

    with pytest.raises(InvalidArgument, match=r"t must be a number"):
        parse("{1|-1}").cool(star)
