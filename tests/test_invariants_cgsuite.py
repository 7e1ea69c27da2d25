"""The invariants of fresh random sums against a running CGSuite's answers
(tests/cgsuite_fresh_invariants.py): canonical and reduced canonical forms, stops, mean,
temperature, thermograph, heating, overheating, cooling, freezing, birthday, stop count, degree,
variety, atomic weight, incentives, ordinal sum, companion and order, and Norton products by
positive units. Each answer is compared as the text CGSuite prints; a set of games as its
elements in CGSuite's order."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cgt import Game, parse
from cgt.errors import NotSupported
from cgt.notation import sort_games, to_str_full
from tests.cgsuite_fresh_invariants import CASES, NORTON


def _set_text(games: tuple[Game, ...]) -> str:
    return "{" + ",".join(str(g) for g in sort_games(games)) + "}"


#: CGSuite's name of each question -> cgt's answer as CGSuite's text, from (G, the case).
QUESTIONS: dict[str, Callable[[Game, dict[str, str]], str]] = {
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
    "Incentives": lambda g, c: _set_text(g.incentives()),
    "LeftIncentives": lambda g, c: _set_text(g.left_incentives()),
    "RightIncentives": lambda g, c: _set_text(g.right_incentives()),
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
    for case in CASES:
        assert set(case) - inputs == set(QUESTIONS)


@pytest.mark.parametrize("case", CASES, ids=[c["game"] for c in CASES])
def test_invariants_agree_with_cgsuite(case: dict[str, str]) -> None:
    g = parse(case["game"])
    for name, answer in QUESTIONS.items():
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
