"""Game graphs: construction, exploration, cycles, sums (checked against direct counting)."""

import pytest

from cgt import parse
from cgt.errors import InvalidGame, SearchBoundExceeded
from cgt.loopy import LoopyGraph, explore


def test_bad_graphs_raise_invalid_game() -> None:
    with pytest.raises(InvalidGame):
        LoopyGraph(left=((1,),), right=((),))
    with pytest.raises(InvalidGame):
        LoopyGraph(left=((),), right=())
    with pytest.raises(InvalidGame):
        LoopyGraph(left=((),), right=((),), start=1)


def test_explore_numbers_positions_breadth_first_and_finds_cycles() -> None:
    # a counter mod 5 that Left advances: one cycle of length 5
    g, pos = explore(0, lambda n: [(n + 1) % 5], lambda n: [])
    assert pos == (0, 1, 2, 3, 4)
    assert g.is_cyclic()
    down = explore(4, lambda n: [n - 1] if n else [], lambda n: [n - 2] if n > 1 else [])[0]
    assert not down.is_cyclic()
    with pytest.raises(SearchBoundExceeded):
        explore(0, lambda n: [n + 1], lambda n: [], max_vertices=100)


def test_short_games_are_acyclic_with_a_vertex_per_follower() -> None:
    for text in ["0", "*", "{1|*}", "{2||1|0}", "^*", "{0,*|0,*}"]:
        g = parse(text)
        graph = LoopyGraph.from_game(g)
        assert not graph.is_cyclic()
        assert len(graph) == len(g.followers())


def test_sum_has_a_vertex_per_pair_and_negative_swaps() -> None:
    a = LoopyGraph.from_game(parse("{1|*}"))
    b = LoopyGraph.from_game(parse("{0|-1}"))
    s = a.plus(b)
    assert len(s) == len(a) * len(b)  # every pair of followers is reached in a sum
    on = LoopyGraph(left=((0,),), right=((),))
    assert on.negative() == LoopyGraph(left=((),), right=((0,),))
    assert on.plus(on.negative()).is_cyclic()


def test_reachable_drops_unreached_vertices() -> None:
    g = LoopyGraph(left=((1,), (), (2,)), right=((), (), (0,)), start=0)
    r = g.reachable()
    assert len(r) == 2 and r.start == 0
    assert not r.is_cyclic() and g.at(2).is_cyclic()
