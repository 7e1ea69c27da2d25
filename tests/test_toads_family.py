"""The Toads-and-Frogs family (CGSuite's game.strip.GenToadsAndFrogs and its presets).

- Against the twin (tests/oracle/grid_strip.py, moves written again from the rules, values by
  plain recursion on whole strips): every strip of up to 8 cells for Toads and Frogs,
  Elephants and Rhinos and rules with longer slides and jumps and friendly jumps, which also
  proves each strip's splitting into parts (cgt adds up the parts, the twin never splits);
  rules with backward slides: moves, and outcomes with draws against the bounded-win twin on
  every strip of up to 6 cells; random rules on random strips (hypothesis).
- CGSuite: its own test expectations and 49 random strips recorded from a running CGSuite
  (tests/cgsuite_grid_strip.py), 3 more (loopy, slow in cgt's loopy package) under
  ``-m exhaustive``.
- The rule's parameters, repr, pickling, and bad input.
"""

from __future__ import annotations

import itertools
import math
import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import InvalidArgument, NotShortGame, ParseError
from cgt.loopy import LoopyOutcome, explore
from cgt.notation import to_str_full
from cgt.rulesets.strip import (
    BackslidingToadsAndFrogs,
    ElephantsAndRhinos,
    GenToadsAndFrogs,
    GenToadsAndFrogsPosition,
    ToadsAndFrogs,
)
from tests import cgsuite_grid_strip as cgsuite
from tests.oracle import grid_strip as twin
from tests.oracle import loopy as loopy_twin

PRESETS: dict[str, type[GenToadsAndFrogsPosition]] = {
    "ToadsAndFrogs": ToadsAndFrogs,
    "ElephantsAndRhinos": ElephantsAndRhinos,
    "BackslidingToadsAndFrogs": BackslidingToadsAndFrogs,
}

#: Rules without backward slides, for the runs on every strip.
SHORT_RULES = [
    (1, 1, 1, False),
    (1, 1, 0, False),
    (1, 1, 2, False),
    (1, 2, 1, False),
    (2, 3, 1, False),
    (1, math.inf, math.inf, False),
    (1, 1, 1, True),
    (1, 2, 2, True),
    (0, 0, 1, False),
    (1, 1, math.inf, True),
]
LOOPY_RULES = [(-1, 1, 1, False), (-2, -1, 1, False), (-math.inf, 2, 0, True)]


def _cls(rule: tuple[float, float, float, bool]) -> type[GenToadsAndFrogsPosition]:
    return GenToadsAndFrogs(*rule)  # type: ignore[arg-type]


def _strips(n: int) -> list[str]:
    return ["".join(s) for s in itertools.product("tf.", repeat=n)]


# ------------------------------------------------------------------ the rules
@pytest.mark.parametrize("name", PRESETS)
def test_presets_are_cgsuites_rules(name: str) -> None:
    # the rules of game/strip/constants.cgs, as the twin writes them
    assert _cls(twin.TOADS_PRESETS[name]) is PRESETS[name]
    assert PRESETS[name].__name__ == name


def test_rule_attributes() -> None:
    assert GenToadsAndFrogs() is ToadsAndFrogs
    r = GenToadsAndFrogs(min_slide=2, max_slide=math.inf, max_jump=3, allow_friendly_jump=True)
    assert (r.MIN_SLIDE, r.MAX_SLIDE, r.MAX_JUMP, r.ALLOW_FRIENDLY_JUMP) == (2, math.inf, 3, True)
    assert r is GenToadsAndFrogs(2, math.inf, 3, True)
    assert r._DEAD == "ttttffff" and ElephantsAndRhinos._DEAD == "tf"
    assert GenToadsAndFrogs(max_jump=math.inf)._DEAD == ""
    assert not BackslidingToadsAndFrogs._SPLITS and ToadsAndFrogs._SPLITS


# ------------------------------------------------------------------ against the twin
@pytest.mark.parametrize("rule", SHORT_RULES, ids=str)
def test_every_short_strip(rule: tuple[float, float, float, bool]) -> None:
    cls = _cls(rule)
    solver = twin.Solver(twin.toads(rule))
    for n in range(9 if rule[:3] == (1, 1, 1) else 8):
        for s in _strips(n):
            p = cls(s)
            lefts, rights = twin.toads_moves(s, rule)
            assert sorted(map(str, p.left_moves())) == sorted(lefts), s
            assert sorted(map(str, p.right_moves())) == sorted(rights), s
            assert p.canonical() is solver.value(s), s


@pytest.mark.parametrize("rule", LOOPY_RULES, ids=str)
def test_every_loopy_strip(rule: tuple[float, float, float, bool]) -> None:
    cls = _cls(rule)
    for n in range(7):
        for s in _strips(n):
            p = cls(s)
            lefts, rights = twin.toads_moves(s, rule)
            assert sorted(map(str, p.left_moves())) == sorted(lefts), s
            assert sorted(map(str, p.right_moves())) == sorted(rights), s
            graph, _ = explore(
                s, lambda q: twin.toads_moves(q, rule)[0], lambda q: twin.toads_moves(q, rule)[1]
            )
            expected = LoopyOutcome(*loopy_twin.outcome(graph.left, graph.right, graph.start))
            got = p.outcome()
            if not isinstance(got, LoopyOutcome):  # no position repeats: a short outcome
                got = LoopyOutcome.from_outcome(got)
            assert got == expected, s
            assert cls(s).components() == [p]  # backward slides: never split


toads_rules = st.tuples(
    st.one_of(st.integers(-3, 3), st.just(-math.inf)),
    st.one_of(st.integers(-2, 4), st.just(math.inf)),
    st.one_of(st.integers(0, 3), st.just(math.inf)),
    st.booleans(),
)


@settings(max_examples=100, deadline=None)
@given(toads_rules, st.text("tf.", max_size=8))
def test_random_rules_against_the_twin(rule: tuple[float, float, float, bool], s: str) -> None:
    p = _cls(rule)(s)
    lefts, rights = twin.toads_moves(s, rule)
    assert sorted(map(str, p.left_moves())) == sorted(lefts)
    assert sorted(map(str, p.right_moves())) == sorted(rights)
    graph, _ = explore(
        s, lambda q: twin.toads_moves(q, rule)[0], lambda q: twin.toads_moves(q, rule)[1]
    )
    if graph.is_cyclic():
        expected = LoopyOutcome(*loopy_twin.outcome(graph.left, graph.right, graph.start))
        assert p.outcome() == expected
        with pytest.raises(NotShortGame):
            p.canonical()
    else:  # the parts' values (cgt) add up to the whole strip's (the twin)
        assert p.canonical() is twin.Solver(twin.toads(rule)).value(s)


@settings(max_examples=100, deadline=None)
@given(toads_rules, st.text("tf.", max_size=9))
def test_negation_reverses_the_strip(rule: tuple[float, float, float, bool], s: str) -> None:
    p = _cls(rule)(s)
    (q,) = p.negations()
    assert str(q) == s[::-1].translate(str.maketrans("tf", "ft"))
    assert sorted(map(str, q.left_moves())) == sorted(
        m.strip[::-1].translate(str.maketrans("tf", "ft")) for m in p.right_moves()
    )


# ------------------------------------------------------------------ CGSuite
def _value(expression: str) -> str:
    name, kwargs, s, method = cgsuite.read(expression)
    cls = GenToadsAndFrogs(**kwargs) if name == "GenToadsAndFrogs" else PRESETS[name]
    if method == "GameValue":
        return str(cls(s).game_value())
    return to_str_full(cls(s).canonical())


@pytest.mark.parametrize(
    ("expression", "expected"),
    cgsuite.GAME_STRIP_TEST + cgsuite.STRIP + cgsuite.LOOPY_STRIP + cgsuite.SLOW_STRIP,
    ids=lambda x: x[11:60],
)
def test_cgsuite_values(expression: str, expected: str) -> None:
    assert _value(expression) == expected


# ------------------------------------------------------------------ printing, pickling, input
def test_repr_names_the_rule() -> None:
    assert repr(ToadsAndFrogs("t.f")) == "ToadsAndFrogs('t.f')"
    assert repr(ElephantsAndRhinos("t.f")) == "ElephantsAndRhinos('t.f')"
    p = GenToadsAndFrogs(min_slide=-math.inf, max_slide=2, max_jump=math.inf,
                         allow_friendly_jump=True)("t.f")
    assert repr(p) == (
        "GenToadsAndFrogs(min_slide=-math.inf, max_slide=2, max_jump=math.inf, "
        "allow_friendly_jump=True)('t.f')"
    )
    assert eval(repr(p), {"GenToadsAndFrogs": GenToadsAndFrogs, "math": math}) == p


def test_positions_pickle() -> None:
    for p in [ToadsAndFrogs("t.f"), BackslidingToadsAndFrogs("t..f"), GenToadsAndFrogs(3)("t")]:
        q = pickle.loads(pickle.dumps(p))
        assert q == p and type(q) is type(p) and hash(q) == hash(p)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"min_slide": 1.5},
        {"min_slide": math.inf},
        {"max_slide": -math.inf},
        {"max_slide": "2"},
        {"max_jump": -1},
        {"max_jump": True},
        {"allow_friendly_jump": 1},
    ],
)
def test_bad_rules_raise(kwargs: dict[str, object]) -> None:
    with pytest.raises(InvalidArgument):
        GenToadsAndFrogs(**kwargs)  # type: ignore[arg-type]


def test_bad_strips_raise() -> None:
    with pytest.raises(ParseError) as err:
        ElephantsAndRhinos("tt.x")
    assert err.value.column == 4
    with pytest.raises(InvalidArgument):
        GenToadsAndFrogs(max_jump=2)(["t"])  # type: ignore[arg-type]
