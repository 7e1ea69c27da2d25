"""The algebra of loopy values (cgt.loopy.value) against the definitional twin
(cgt.loopy.outcome: retrograde analysis, no theory) on random stoppers and random sums.

- The outcome of a value is the outcome of play on its graph: ``loopy_value(g).outcome()``
  is ``outcome_of(g)``, for stoppers and for sums of stoppers (which may draw).
- For stoppers G and H, G ≥ H exactly when Left, playing second, survives G − H
  (Winning Ways ch. 11; Siegel, *Combinatorial Game Theory*, ch. VI §2): the algebra's
  comparison against survival in the sum graph.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from cgt import LoopyGame, Outcome, games, parse
from cgt.loopy import LoopyGraph, LoopyOutcome, loopy_value, outcome_of, survives
from cgt.loopy.stopper import simplify, simplify_by_table, survival
from tests.oracle import loopy as oracle
from tests.strategies import day3_forms


@st.composite
def stopper_graphs(draw: st.DrawFn, max_vertices: int = 5) -> LoopyGraph:
    """A random graph with the moves that close alternating cycles removed: a stopper, which
    may still have cycles (a player passing, or longer ones)."""
    n = draw(st.integers(1, max_vertices))
    edges = st.lists(st.integers(0, n - 1), max_size=3, unique=True)
    left = [draw(edges) for _ in range(n)]
    right = [draw(edges) for _ in range(n)]
    left, right = oracle.stopper_edges(left, right)
    g = LoopyGraph(left=left, right=right, start=draw(st.integers(0, n - 1)))
    assert oracle.is_stopper(g.left, g.right, g.start)
    return g


def _same(value_outcome: object, graph: LoopyGraph) -> bool:
    """One answer: the algebra's outcome is the twin's, as a value (not only as a string);
    a loopy value's is a LoopyOutcome, a short value's the short Outcome equal to it."""
    twin = outcome_of(graph)
    assert isinstance(value_outcome, (LoopyOutcome, Outcome))
    if isinstance(value_outcome, Outcome):
        assert not twin.has_draw and twin.to_outcome() is value_outcome
    return value_outcome == twin and twin == value_outcome and str(value_outcome) == str(twin)


@st.composite
def any_graphs(draw: st.DrawFn, max_vertices: int = 5) -> LoopyGraph:
    """A random game graph, alternating cycles allowed: most are no stoppers, and their values
    are sided (onside & offside)."""
    n = draw(st.integers(1, max_vertices))
    edges = st.lists(st.integers(0, n - 1), max_size=3, unique=True)
    left = [draw(edges) for _ in range(n)]
    right = [draw(edges) for _ in range(n)]
    return LoopyGraph(left=left, right=right, start=draw(st.integers(0, n - 1)))


@settings(max_examples=300, deadline=None)
@given(any_graphs())
def test_outcome_of_any_value_is_the_outcome_of_play(g: LoopyGraph) -> None:
    v = loopy_value(g)
    assert _same(v.outcome(), g)
    if isinstance(v, LoopyGame):
        assert isinstance(v.outcome(), LoopyOutcome)
        # the sides are stoppers with their own outcomes, and the value's lies between them
        assert v.onside().outcome() >= v.outcome() >= v.offside().outcome()


@settings(max_examples=150, deadline=None)
@given(any_graphs(max_vertices=4), any_graphs(max_vertices=4))
def test_outcome_of_a_sum_of_sided_values_is_the_outcome_of_play(
    a: LoopyGraph, b: LoopyGraph
) -> None:
    assert _same((loopy_value(a) + loopy_value(b)).outcome(), a.plus(b))
    assert _same((loopy_value(a) - loopy_value(b)).outcome(), a.plus(b.negative()))


@settings(max_examples=200, deadline=None)
@given(stopper_graphs())
def test_outcome_of_a_stopper_is_the_outcome_of_play(g: LoopyGraph) -> None:
    v = loopy_value(g)
    assert _same(v.outcome(), g)
    if g.reachable().is_cyclic():
        assert not hasattr(v, "is_stopper") or v.is_stopper()


@settings(max_examples=150, deadline=None)
@given(stopper_graphs(max_vertices=4), stopper_graphs(max_vertices=4))
def test_outcome_of_a_sum_of_stoppers_is_the_outcome_of_play(a: LoopyGraph, b: LoopyGraph) -> None:
    s = a.plus(b)
    assert _same((loopy_value(a) + loopy_value(b)).outcome(), s)


#: The graph of a sum of two stoppers (found by the test below) on which an earlier sidling
#: gave up. Right can always move and Left, at the start, cannot: its value is off, and play on
#: it is a win for Right whoever starts.
UNSETTLED = LoopyGraph(left=((), (), (2, 0)), right=((0, 1), (1, 2), (2, 0, 1)))


def test_sidling_settles_on_a_sum_of_stoppers() -> None:
    assert str(outcome_of(UNSETTLED)) == "R"
    assert str(loopy_value(UNSETTLED)) == "off"
    assert _same(loopy_value(UNSETTLED).outcome(), UNSETTLED)


@settings(max_examples=150, deadline=None)
@given(stopper_graphs(max_vertices=4), stopper_graphs(max_vertices=4))
def test_value_of_a_sum_graph_has_the_outcome_of_play(a: LoopyGraph, b: LoopyGraph) -> None:
    s = a.plus(b)
    assert _same(loopy_value(s).outcome(), s)


@settings(max_examples=200, deadline=None)
@given(stopper_graphs(max_vertices=4), stopper_graphs(max_vertices=4))
def test_stopper_order_is_survival_of_the_difference(a: LoopyGraph, b: LoopyGraph) -> None:
    g, h = loopy_value(a), loopy_value(b)
    diff = a.plus(b.negative())
    assert (g >= h) == survives(diff, "left", moving_first=False)
    assert (g <= h) == survives(diff, "right", moving_first=False)


def test_short_games_born_by_day_2_keep_their_value_and_outcome() -> None:
    for g in games(2):
        graph = LoopyGraph.from_game(g)
        v = loopy_value(graph)
        assert v == g.canonical()
        assert _same(v.outcome(), graph)


@settings(max_examples=60, deadline=None)
@given(day3_forms(max_options=2))
def test_short_games_born_by_day_3_keep_their_value(g) -> None:  # type: ignore[no-untyped-def]
    graph = LoopyGraph.from_game(g)
    assert loopy_value(graph) == g.canonical()
    assert _same(g.outcome(), graph)


#: Stoppers of CGSuite's loopy-games tutorial and Winning Ways ch. 11, and short games.
POOL = [
    "on", "off", "over", "under", "upon", "{0|-upon+*}", "{0|*,pass}", "1over", "-1/2over",
    "a{0||||0|||a|*||*}", "Tiny(on)", "{1,pass|0}", "{pass|1}", "0", "*", "1", "^", "{1|-1}",
    "*2", "-1/2",
]


def _graph(value: object) -> LoopyGraph:
    return value.graph() if isinstance(value, LoopyGame) else LoopyGraph.from_game(value)


PAIRS = list(itertools.combinations_with_replacement(POOL, 2))


def _check_sum(terms: Sequence[str]) -> None:
    values = [parse(t) for t in terms]
    total = values[0]
    graph = _graph(values[0])
    for v in values[1:]:
        total = total + v
        graph = graph.plus(_graph(v))
    assert _same(total.outcome(), graph), terms


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(PAIRS))
def test_sums_of_two_named_stoppers_have_the_outcome_of_play(terms: tuple[str, str]) -> None:
    _check_sum(terms)


@pytest.mark.exhaustive
def test_sums_of_three_named_stoppers_have_the_outcome_of_play() -> None:
    for terms in itertools.combinations_with_replacement(POOL, 3):
        _check_sum(terms)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(POOL), st.sampled_from(POOL))
def test_order_of_named_stoppers_is_survival(a: str, b: str) -> None:
    g, h = parse(a), parse(b)
    diff = _graph(g).plus(_graph(h).negative())
    assert (g >= h) == survives(diff, "left", moving_first=False)
    assert (g <= h) == survives(diff, "right", moving_first=False)


#: A stopper on which simplifying by components once left two equal vertices unfused (found by
#: a random search over 4,360 graphs): a vertex of the component reduces to 0, which the store
#: has, so {0, B | -1} and {0', A | -1} (0' that vertex) were not bisimilar until 0' became 0.
UNFUSED = LoopyGraph(
    left=((), (2, 3, 5), (1,), (4,), (), (0, 2, 1)), right=((), (4,), (), (3, 0), (0, 5), (4, 5)),
    start=1,
)


@settings(max_examples=200, deadline=None)
@given(stopper_graphs(max_vertices=7))
@example(UNFUSED)
def test_simplifying_by_components_agrees_with_the_pair_table(g: LoopyGraph) -> None:
    """The store's simplification (a component at a time, comparisons on the states a question
    reaches) against the first algorithm (the whole pair table, round after round): equal
    values, and as many vertices, since simplified stoppers of equal value are isomorphic."""
    fast, _ = simplify(g)
    table, _ = simplify_by_table(g)
    assert len(fast) == len(table)
    both = survival(fast, table)
    back = survival(table, fast)
    assert both[fast.start * len(table) + table.start] and back[table.start * len(fast)]
    # every vertex of the simplified graph is a distinct value
    le = survival(fast, fast)
    n = len(fast)
    assert not any(le[i * n + j] and le[j * n + i] for i in range(n) for j in range(i + 1, n))
