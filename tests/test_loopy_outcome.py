"""Outcomes of loopy games with draws (cgt.loopy.outcome): the retrograde solver against the
bounded-win twin (tests/oracle/loopy.py) on random graphs, against ``Game.outcome()`` on short
games, and on the classical loopy games of Winning Ways ch. 11."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import InvalidArgument, NotSupported, Outcome, games
from cgt.loopy import LoopyGraph, LoopyOutcome, outcome_of, outcomes_of, survives
from tests.oracle import loopy as oracle
from tests.strategies import day3_forms


@st.composite
def graphs(draw: st.DrawFn, max_vertices: int = 6) -> LoopyGraph:
    """A random game graph: each player's moves from each vertex a random set of vertices."""
    n = draw(st.integers(1, max_vertices))
    edges = st.lists(st.integers(0, n - 1), max_size=3, unique=True).map(tuple)
    left = tuple(draw(edges) for _ in range(n))
    right = tuple(draw(edges) for _ in range(n))
    return LoopyGraph(left=left, right=right, start=draw(st.integers(0, n - 1)))


def _twin(g: LoopyGraph) -> LoopyOutcome:
    return LoopyOutcome(*oracle.outcome(g.left, g.right, g.start))


@settings(max_examples=300)
@given(graphs())
def test_retrograde_agrees_with_the_bounded_win_twin(g: LoopyGraph) -> None:
    assert outcome_of(g) == _twin(g)
    assert outcomes_of(g) == tuple(_twin(g.at(v)) for v in range(len(g)))


@settings(max_examples=100)
@given(graphs(max_vertices=4), graphs(max_vertices=4))
def test_sums_agree_with_the_twin_and_conjugates_swap_players(a: LoopyGraph, b: LoopyGraph) -> None:
    s = a.plus(b)
    assert outcome_of(s) == _twin(s)
    assert outcome_of(a.negative()) == outcome_of(a).conjugate()


def test_short_games_born_by_day_2_have_their_short_outcome() -> None:
    for g in games(2):
        o = outcome_of(LoopyGraph.from_game(g))
        assert not o.has_draw
        assert o.to_outcome() is g.outcome()
        assert o == LoopyOutcome.from_outcome(g.outcome())


@settings(max_examples=100)
@given(day3_forms())
def test_short_games_born_by_day_3_have_their_short_outcome(g) -> None:  # type: ignore[no-untyped-def]
    assert outcome_of(LoopyGraph.from_game(g)).to_outcome() is g.outcome()


# The classical loopy games of Winning Ways ch. 11 as graphs; the outcomes follow from the
# rules by hand: on = {on|} is a win for Left (she passes, Right has no move), off its
# conjugate, dud = {dud|dud} a draw, over = {0|over} and upon = {upon|*} wins for Left,
# on + off a draw (each passes for ever).
ON = LoopyGraph(left=((0,),), right=((),))
OFF = ON.negative()
DUD = LoopyGraph(left=((0,),), right=((0,),))
OVER = LoopyGraph(left=((1,), ()), right=((0,), ()))
UPON = LoopyGraph(left=((0,), (2,), ()), right=((1,), (2,), ()))


@pytest.mark.parametrize(
    ("graph", "symbol"),
    [(ON, "L"), (OFF, "R"), (DUD, "D"), (OVER, "L"), (OVER.negative(), "R"), (UPON, "L"),
     (ON.plus(OFF), "D"), (OVER.plus(OVER.negative()), "D")],
)
def test_classical_loopy_games(graph: LoopyGraph, symbol: str) -> None:
    assert str(outcome_of(graph)) == symbol


def test_mixed_classes_arise() -> None:
    # {0|dud}: Left moving first moves to 0 and wins; Right moving first must move to dud.
    nhat = LoopyGraph(left=((1,), (), (2,)), right=((2,), (), (2,)))
    assert str(outcome_of(nhat)) == "NHat"
    assert str(outcome_of(nhat.negative())) == "NCheck"
    # {dud|}: Left moving first must move to dud; Right moving first has no move.
    phat = LoopyGraph(left=((1,), (1,)), right=((), (1,)))
    assert str(outcome_of(phat)) == "PHat"
    assert str(outcome_of(phat.negative())) == "PCheck"
    # {0,pass|pass}: Right moving first can only pass, then Left moves to 0.
    assert str(outcome_of(LoopyGraph(left=((1, 0), ()), right=((0,), ())))) == "L"


def test_survival_reads_the_outcome() -> None:
    for graph in (ON, OFF, DUD, OVER, UPON):
        o = outcome_of(graph)
        assert survives(graph, "left", True) == (o.left_first != "R")
        assert survives(graph, "left", False) == (o.right_first != "R")
        assert survives(graph, "right", True) == (o.right_first != "L")
        assert survives(graph, "right", False) == (o.left_first != "L")


def test_the_nine_classes_and_their_order() -> None:
    symbols = {str(LoopyOutcome(a, b)) for a in "LDR" for b in "LDR"}
    assert symbols == {"L", "R", "N", "P", "D", "NHat", "NCheck", "PHat", "PCheck"}
    for s in symbols:
        assert str(LoopyOutcome.of(s)) == s
    assert LoopyOutcome.of("L") >= LoopyOutcome.of("PHat") >= LoopyOutcome.of("D")
    assert not LoopyOutcome.of("N") >= LoopyOutcome.of("P")
    # on short classes the order is Outcome's
    for a in Outcome:
        for b in Outcome:
            assert (LoopyOutcome.from_outcome(a) >= LoopyOutcome.from_outcome(b)) == (a >= b)


def test_bad_input_is_a_typed_error() -> None:
    with pytest.raises(InvalidArgument):
        outcome_of("{pass|}")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        survives(ON, "up", True)
    with pytest.raises(InvalidArgument):
        survives(ON, "left", None)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        LoopyOutcome("W", "L")
    with pytest.raises(InvalidArgument):
        LoopyOutcome.of("Q")
    with pytest.raises(NotSupported):
        LoopyOutcome.of("D").to_outcome()


def test_one_outcome_type_beside_the_short_one() -> None:
    # a draw-free class is the short class of its letter: equal both ways, same hash, same
    # text; the order runs across the types as Left's preference on each player's result
    rank = {"L": 1, "D": 0, "R": -1}
    for a in "LDR":
        for b in "LDR":
            lo = LoopyOutcome(a, b)
            for o in Outcome:
                short = LoopyOutcome.from_outcome(o)
                assert (lo == o) == (o == lo) == (lo.symbol == str(o))
                if lo == o:
                    assert hash(lo) == hash(o) and repr(lo) == repr(o) and not lo.has_draw
                ge = rank[a] >= rank[short.left_first] and rank[b] >= rank[short.right_first]
                assert (lo >= o) == (o <= lo) == ge
                assert (lo > o) == (ge and lo != o)
    assert {Outcome.L: 1}[LoopyOutcome("L", "L")] == 1
    assert LoopyOutcome("D", "D") != Outcome.P and str(LoopyOutcome("D", "D")) == "D"
