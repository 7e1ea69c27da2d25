"""Loopy values' followers, predicates, subordinates and n * G against their definitions on
random stoppers and sided values (graphs from tests/oracle/loopy.py's stopper construction).
CGSuite's answers on 70 values are checked in tests/test_algebra_cgsuite.py."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import (
    Game,
    InvalidGame,
    LoopyGame,
    NotSupported,
    dud,
    off,
    on,
    over,
    parse,
    under,
    upon,
    zero,
)
from cgt.loopy import LoopyGraph, loopy_value
from cgt.loopy.value import ordinal
from tests.oracle import loopy as oracle


@st.composite
def stopper_graphs(draw: st.DrawFn, max_vertices: int = 5) -> LoopyGraph:
    n = draw(st.integers(1, max_vertices))
    edges = st.lists(st.integers(0, n - 1), max_size=3, unique=True)
    left, right = oracle.stopper_edges([draw(edges) for _ in range(n)],
                                       [draw(edges) for _ in range(n)])
    return LoopyGraph(left=left, right=right, start=draw(st.integers(0, n - 1)))


@st.composite
def any_graphs(draw: st.DrawFn, max_vertices: int = 4) -> LoopyGraph:
    n = draw(st.integers(1, max_vertices))
    edges = st.lists(st.integers(0, n - 1), max_size=3, unique=True)
    return LoopyGraph(left=[draw(edges) for _ in range(n)], right=[draw(edges) for _ in range(n)],
                      start=draw(st.integers(0, n - 1)))


def _stoppers(g: LoopyGraph) -> LoopyGame:
    v = loopy_value(g)
    if not isinstance(v, LoopyGame):
        from hypothesis import reject

        reject()
    return v


def _equal(a: object, b: object) -> bool:
    if isinstance(a, Game) or isinstance(b, Game):
        return a is b
    return a == b


def _long_cycle(g: LoopyGraph) -> bool:
    """A cycle through two or more positions is reachable: some u ≠ v reach each other."""
    reach = {}
    for s in range(len(g)):
        seen, todo = {s}, [s]
        while todo:
            v = todo.pop()
            for w in (*g.left[v], *g.right[v]):
                if w not in seen:
                    seen.add(w)
                    todo.append(w)
        reach[s] = seen
    live = reach[g.start]
    return any(u != v and v in reach[u] and u in reach[v] for u in live for v in live)


@settings(max_examples=200, deadline=None)
@given(stopper_graphs())
def test_followers_are_distinct_values_of_positions_of_the_game(g: LoopyGraph) -> None:
    x = _stoppers(g)
    fs = x.followers()
    assert fs[0] is x and x.follower_count() == len(fs)
    # distinct values, each the value of a position reachable in the graph it came from
    positions = [loopy_value(g.at(v)) for v in range(len(g))]
    for i, f in enumerate(fs):
        assert not any(_equal(f, e) for e in fs[:i])
        assert any(_equal(f, p) for p in positions)
    # a follower's followers are followers
    for f in fs:
        if isinstance(f, LoopyGame):
            assert all(any(_equal(h, e) for e in fs) for h in f.followers())


@settings(max_examples=200, deadline=None)
@given(stopper_graphs())
def test_predicates_by_their_definitions(g: LoopyGraph) -> None:
    x = _stoppers(g)
    ls, rs = x.left_stop(), x.right_stop()
    # a pseudonumber is its own stops (on, off, y over, y under)
    assert x.is_pseudonumber == (_equal(ls, x) and _equal(rs, x))
    # infinitesimal: both stops are 0 up to over/under; numberish: one number up to them
    def part(s: object) -> str:
        t = str(s)
        return "0" if t in ("over", "under") else t.removesuffix("over").removesuffix("under")

    assert x.is_infinitesimal == (part(ls) == part(rs) == "0")
    assert x.is_numberish == (part(ls) == part(rs) and part(ls) not in ("on", "off"))
    # plumtree: no cycle but passes in the canonical stopper
    assert x.is_plumtree == (not _long_cycle(x.graph()))
    # all-small: every position where one player can move lets the other move
    h = x.graph()
    dicotic = all(bool(h.left[v]) == bool(h.right[v]) for v in range(len(h)))
    assert x.is_all_small == dicotic
    # never a short kind
    for name in ("is_integer", "is_nimber", "is_number", "is_ordinal", "is_uptimal", "is_zero",
                 "is_loopfree"):
        assert getattr(x, name) is False


@settings(max_examples=150, deadline=None)
@given(stopper_graphs(max_vertices=4),
       st.sampled_from(["1", "*", "-1", "2", "{*|*}", "^", "{1|*}"]))
def test_subordinate_undoes_the_ordinal_sum(g: LoopyGraph, base_text: str) -> None:
    s = loopy_value(g)
    base = parse(base_text)
    x = ordinal(base, s)
    if not isinstance(x, LoopyGame):
        return
    t = x.subordinate(base)
    assert _equal(t, s)  # base : S = x gives back S
    assert _equal(ordinal(base, t), x)


@settings(max_examples=100, deadline=None)
@given(any_graphs(), st.integers(-3, 4))
def test_n_times_is_a_sum_of_copies(g: LoopyGraph, n: int) -> None:
    x = loopy_value(g)
    if not isinstance(x, LoopyGame):
        return
    total: object = zero
    for _ in range(abs(n)):
        total = x + total if n > 0 else total - x
    got = n * x
    assert _equal(got, total) and _equal(x * n, got)


def test_named_values() -> None:
    assert on.is_pseudonumber and off.is_pseudonumber and over.is_pseudonumber
    assert not upon.is_pseudonumber and upon.is_all_small and not on.is_all_small
    assert (over - over).is_infinitesimal and not dud.is_infinitesimal
    assert (over - over).is_all_small and not (over - over).is_plumtree
    assert 10 * upon == parse(" + ".join(["upon"] * 10))
    assert under.follower_count() == 2 and {str(f) for f in under.followers()} == {"0", "under"}


def test_what_has_no_meaning_says_so() -> None:
    bach = parse("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}")  # sides no stoppers (Bach's Carousel)
    for call in (lambda: (over - over).followers(), lambda: dud.follower_count(),
                 lambda: (over - over).subordinate(1), lambda: bach.is_infinitesimal,
                 lambda: over.subordinate(over)):
        with pytest.raises(NotSupported):
            call()
    with pytest.raises(InvalidGame, match="cannot be subordinated"):
        on.subordinate("*")
    assert bach.is_plumtree is False and bach.is_pseudonumber is False
    assert upon.__mul__(1.5) is NotImplemented
