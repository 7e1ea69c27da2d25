"""Invariants as Game methods against CGSuite's own test expectations.

Sources: tests/cgsuite_invariants.py (CanonicalShortGameTestCase.scala and GameTest.scala of
CGSuite, paths and commit there) and CanonicalShortGameTest.scala for {3||2|1}; and a running
CGSuite's answers on fresh random sums, tests/cgsuite_fresh_invariants.py.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import pytest

from cgt import Game, NotSupported, parse
from cgt.errors import CGTError, InvalidGame
from cgt.notation import sort_games, to_str_full
from tests.cgsuite_fresh_invariants import CASES as FRESH
from tests.cgsuite_fresh_invariants import NORTON
from tests.cgsuite_invariants import BINARY, CASES


def _set(games: tuple[Game, ...] | list[Game]) -> str:
    return "{" + ",".join(str(g) for g in sort_games(list(games))) + "}"


def _bool(text: str) -> bool:
    assert text in ("true", "false")
    return text == "true"


_PROPERTIES = {
    "isAllSmall": "is_all_small",
    "isAtomic": "is_atomic",
    "isEven": "is_even",
    "isOdd": "is_odd",
    "isEvenTempered": "is_even_tempered",
    "isOddTempered": "is_odd_tempered",
    "isInfinitesimal": "is_infinitesimal",
    "isNumberish": "is_numberish",
    "isNumberTiny": "is_number_tiny",
    "isUptimal": "is_uptimal",
}

_VALUES = {
    "companion": "companion",
    "freeze": "freeze",
    "reducedCanonicalForm": "reduced_canonical",
}

_SETS = {
    "incentives": "incentives",
    "leftIncentives": "left_incentives",
    "rightIncentives": "right_incentives",
}

_NUMBERS = {
    "leftStop": "left_stop",
    "rightStop": "right_stop",
    "mean": "mean",
    "temperature": "temperature",
}

_IDS = [c["input"][:40] for c in CASES]


@pytest.mark.parametrize("case", CASES, ids=_IDS)
def test_cgsuite_predicates(case: dict[str, str]) -> None:
    # CanonicalShortGameTestCase.scala: IsAllSmall, IsAtomic, IsEven, ... IsUptimal
    g = parse(case["input"])
    for key, name in _PROPERTIES.items():
        assert getattr(g, name) is _bool(case[key]), key


@pytest.mark.parametrize("case", CASES, ids=_IDS)
def test_cgsuite_values(case: dict[str, str]) -> None:
    # CanonicalShortGameTestCase.scala: Companion, Freeze, ReducedCanonicalForm, Thermograph,
    # LeftStop, RightStop, Mean, Temperature, StopCount, FollowerCount, Left/RightOptions
    g = parse(case["input"])
    assert str(g.canonical()) == case["output"]
    for key, name in _VALUES.items():
        assert str(getattr(g, name)()) == case[key], key
    for key, name in _NUMBERS.items():
        assert getattr(g, name)() == Fraction(case[key]), key
    assert str(g.thermograph()) == case["thermograph"]
    assert g.stop_count() == int(case["stopCount"])
    assert g.follower_count() == int(case["followerCount"])
    assert _set(g.left_options) == case["leftOptions"]
    assert _set(g.right_options) == case["rightOptions"]


@pytest.mark.parametrize("case", CASES, ids=_IDS)
def test_cgsuite_incentives(case: dict[str, str]) -> None:
    # CanonicalShortGameTestCase.scala: Incentives, LeftIncentives, RightIncentives
    g = parse(case["input"])
    for key, name in _SETS.items():
        assert _set(getattr(g, name)()) == case[key], key


@pytest.mark.parametrize("case", CASES, ids=_IDS)
def test_cgsuite_atomic_weight(case: dict[str, str]) -> None:
    # CanonicalShortGameTestCase.scala: AtomicWeight (an error when not atomic)
    g = parse(case["input"])
    expected = case["atomicWeight"]
    if expected.startswith("!!"):
        with pytest.raises(NotSupported) as err:
            g.atomic_weight()
        assert str(err.value) == expected[2:]
    else:
        assert str(g.atomic_weight()) == expected


@pytest.mark.parametrize(("text", "method", "args", "expected"), BINARY)
def test_cgsuite_binary_methods(
    text: str, method: str, args: tuple[str, ...], expected: str
) -> None:
    # GameTest.scala: ConwayProduct, NortonProduct, Subordinate, Heat, Cool
    g = parse(text)
    call = getattr(g, method)
    parsed = [Fraction(a) if method == "cool" else parse(a) for a in args]
    if expected.startswith("!!"):
        with pytest.raises(CGTError) as err:
            call(*parsed)
        assert str(err.value) == expected[2:]
    else:
        assert str(call(*parsed)) == expected


def test_cgsuite_switch_properties() -> None:
    # CanonicalShortGameTest.scala ("give the correct properties for {3||2|1}") and the
    # issue's acceptance line
    g = parse("{3||2|1}")
    assert g.temperature() == Fraction(3, 4) and g.mean() == Fraction(9, 4)
    assert g.left_stop() == 3 and g.right_stop() == 2 and g.stop_count() == 3
    assert str(g.outcome()) == "L" and g.birthday == 4


def test_cool_error_is_cgsuite_s() -> None:
    # GameTest.scala: {3||2+*|1+*}.Cool(-1) → "Invalid cooling temperature (must be > -1): -1"
    with pytest.raises(InvalidGame, match=r"^Invalid cooling temperature \(must be > -1\): -1$"):
        parse("{3||2+*|1+*}").cool(-1)


def test_copies() -> None:
    # n * G is n copies (CGSuite's nCopies, the Norton product with an integer); 0 * G = 0
    g = parse("{3||2|1}")
    assert (2 * g) is (g + g).canonical() and (g * 3) is (g + g + g).canonical()
    assert (-2 * g) is (-g - g).canonical() and (0 * g) is parse("0")
    with pytest.raises(TypeError):
        g * g  # noqa: B018  (ambiguous: Norton or Conway; both are named methods)
    with pytest.raises(TypeError):
        True * g  # noqa: B018


def test_methods_exist_with_cgsuite_names() -> None:
    g = parse("{3||2|1}")
    for name in (
        "left_stop right_stop stop_count mean temperature thermograph cool freeze heat overheat "
        "atomic_weight reduced_canonical incentives left_incentives right_incentives "
        "norton_product conway_product companion subordinate sensible_options follower_count"
    ).split():
        assert callable(getattr(g, name)), name
    assert g.is_atomic is False and g.left_options == (parse("3"),)


# Fresh random sums against a running CGSuite (tests/cgsuite_fresh_invariants.py): each answer
# compared as the text CGSuite prints; a set of games as its elements in CGSuite's order.

#: CGSuite's name of each question -> cgt's answer as CGSuite's text, from (G, the case).
_FRESH_QUESTIONS: dict[str, Callable[[Game, dict[str, str]], str]] = {
    "canonical": lambda g, c: str(g.canonical()),
    "LeftStop": lambda g, c: str(g.left_stop()),
    "RightStop": lambda g, c: str(g.right_stop()),
    "Mean": lambda g, c: str(g.mean()),
    "Temperature": lambda g, c: str(g.temperature()),
    "ReducedCanonicalForm": lambda g, c: str(g.reduced_canonical()),
    "Heat": lambda g, c: str(g.heat(parse(c["t"])).canonical()),
    "Overheat": lambda g, c: str(g.overheat(parse(c["s"]), parse(c["u"])).canonical()),
    "Birthday": lambda g, c: str(g.canonical().birthday),
    "Freeze": lambda g, c: str(g.freeze()),
    "StopCount": lambda g, c: str(g.stop_count()),
    "Degree": lambda g, c: str(g.degree()),
    "Variety": lambda g, c: str(g.variety()),
    "AtomicWeight": lambda g, c: str(g.atomic_weight()),
    "Incentives": lambda g, c: _set(g.incentives()),
    "LeftIncentives": lambda g, c: _set(g.left_incentives()),
    "RightIncentives": lambda g, c: _set(g.right_incentives()),
    "Thermograph": lambda g, c: str(g.thermograph()),
    "Cool": lambda g, c: str(g.cool(parse(c["t"])).canonical()),
    "Ordinal": lambda g, c: to_str_full(
        g.canonical().ordinal_sum(parse(c["term"]).canonical()).canonical()
    ),
    "Companion": lambda g, c: str(g.companion()),
    "Le": lambda g, c: "true" if g <= parse(c["other"]) else "false",
}


def test_every_recorded_question_is_asked() -> None:
    inputs = {"game", "other", "term", "t", "s", "u"}
    for case in FRESH:
        assert set(case) - inputs == set(_FRESH_QUESTIONS)


@pytest.mark.parametrize("case", FRESH, ids=[c["game"] for c in FRESH])
def test_invariants_agree_with_cgsuite(case: dict[str, str]) -> None:
    g = parse(case["game"])
    for name, answer in _FRESH_QUESTIONS.items():
        want = case[name]
        if want.startswith("!!"):
            # CGSuite refuses (a game that is not atomic has no atomic weight): so does cgt
            with pytest.raises(NotSupported):
                answer(g, case)
        else:
            assert answer(g, case) == want, name


@pytest.mark.parametrize(("text", "unit", "want"), NORTON)
def test_norton_products_agree_with_cgsuite(text: str, unit: str, want: str) -> None:
    u = parse(unit).canonical()
    assert u > 0  # a Norton product's unit is positive
    assert to_str_full(parse(text).norton_product(u).canonical()) == want
