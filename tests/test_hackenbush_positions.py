"""Hackenbush positions: CGSuite's expected values, and every shortcut against plain search."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import ParseError, number, ordinal_sum, star
from cgt.errors import InvalidGame
from cgt.hackenbush import (
    Hackenbush,
    evil_twin,
    flower,
    generalized_flower,
    green_value,
    hackenbush,
    shrub,
    sprig,
    stalk,
    star_based,
    string,
    string_of,
    string_value,
)
from tests.oracle import hackenbush as tw
from tests.oracle.normal import outcome as tree_outcome


# CGSuite's expectations: lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala
@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        ("lrlrrllr", "77/128"),
        ("l(l;rl)", "3/2"),
        ("eeeeeee", "*7"),
        ("lrlerrr", "3/4v[3]*"),
        ("e(ee(e;e);e(eee;ee);e(ee;e))", "*5"),
        ("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))", "*2"),
    ],
)
def test_cgsuite_expectations(spec: str, expected: str) -> None:
    p = hackenbush(spec)
    assert str(p.canonical()) == expected
    assert str(p.game().canonical()) == expected


def test_green_girl_by_green_value_and_search() -> None:
    girl = hackenbush("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))")
    assert green_value(girl) == 2
    assert str(tw.form_of(tw.tree_of(girl.shape)).canonical()) == "*2"


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("lrlr;lr", "not connected"),
        ("", "empty"),
        ("l(l;r)l", "branch group ends its path"),
        ("l(l;r", "unmatched '('"),
        ("lx", "expected an edge"),
        ("l-", "expected an edge"),
        ("l>", "directed"),
        ("l:", "name must follow"),
        ("l{ab", "unclosed"),
        ("l)", "unmatched ')'"),
    ],
)
def test_cgsuite_rejections(spec: str, message: str) -> None:
    with pytest.raises(ParseError, match=re.escape(message)) as info:
        hackenbush(spec)
    assert info.value.column >= 1


@pytest.mark.parametrize(
    ("spec", "edges"),
    [
        (":Geeee:G", 4),
        ("l;", 1),
        ("l()", 1),
        ("(;l)", 1),
        (":Gl;:Gr", 2),
        (". l . r", 2),
        ("{}l{}", 1),
        ("{l}{r}", 2),
        ("e:Ae:A", 2),
        ("(e:A;e:A)", 2),
    ],
)
def test_cgsuite_acceptances(spec: str, edges: int) -> None:
    assert len(hackenbush(spec)) == edges


def test_named_vertices_make_cycles_loops_and_multi_edges() -> None:
    assert hackenbush(":Geeee:G").shape == ((0, 1, "e"), (0, 2, "e"), (1, 3, "e"), (2, 3, "e"))
    assert hackenbush("e:Ae:A").shape == ((0, 1, "e"), (1, 1, "e"))
    assert hackenbush("(l:A;r:A)").shape == ((0, 1, "l"), (0, 1, "r"))
    assert hackenbush(":1l:1").shape == ((0, 0, "l"),)


def test_edges_constructor() -> None:
    p = Hackenbush(edges=[("a", "b", "blue"), ("b", "c", "red"), ("x", "b", "green")],
                   ground={"a", "x"})
    assert len(p) == 3
    with pytest.raises(InvalidGame, match="ground"):
        Hackenbush(edges=[(0, 1, "l")], ground=[])
    with pytest.raises(InvalidGame, match="cannot reach the ground"):
        Hackenbush(edges=[(0, 1, "l"), (2, 3, "r")], ground={0})
    with pytest.raises(InvalidGame, match="colour"):
        Hackenbush(edges=[(0, 1, "purple")], ground={0})


def test_strings_and_sign_expansions() -> None:
    for k in range(-40, 41):
        x = number(k) if k % 4 == 0 else None
        frac = k / 8
        from fractions import Fraction

        f = Fraction(k, 8)
        s = string_of(f)
        assert string_value(s) == f
        assert string(s).canonical() is number(f)
        if x is not None:
            assert string_of(frac * 1) == s


def test_families() -> None:
    assert stalk(4).canonical() is stalk(4).game().canonical()
    assert str(sprig("-3/4").canonical()) == str(ordinal_sum(star, number("-3/4")).canonical())
    assert flower(2, 3).canonical() == ordinal_sum(stalk(2).game(), number(3)).canonical()
    assert generalized_flower(2, "l(l;r)").canonical() == flower(2, 1).canonical()
    with pytest.raises(InvalidGame):
        generalized_flower(1, "le")
    with pytest.raises(InvalidGame):
        shrub("(e;e)")
    assert star_based("lr").canonical() == sprig("1/2").canonical()
    assert evil_twin(flower(2, 1) + sprig(-1)) == flower(2, 1) + sprig(-1)
    assert len(evil_twin(sprig(1) + stalk(1))) == len(sprig(1) + stalk(1)) + 1
    with pytest.raises(InvalidGame):
        evil_twin(string("l"))


def _check(edges: tw.Edges) -> None:
    p = Hackenbush(edges=edges, ground={0})
    t = tw.tree_of(edges)
    brute = tw.form_of(t)
    assert p.canonical() is brute.canonical(), p
    assert p.game().canonical() is brute.canonical()
    assert str(p.outcome()) == tree_outcome(t)
    assert str(p.misere_outcome()) == tree_outcome(t, misere=True), (p, p.explain_misere())


@pytest.mark.parametrize("colours", ["lr", "e", "lre"])
@pytest.mark.parametrize("cycles", [False, True])
def test_random_positions_against_plain_search(colours: str, cycles: bool) -> None:
    rng = random.Random(hash((colours, cycles)) & 0xFFFF)
    for _ in range(25):
        _check(tw.random_position(rng, rng.randint(1, 9), colours, cycles))


@pytest.mark.exhaustive
@pytest.mark.parametrize("colours", ["lr", "e", "lre"])
def test_random_positions_up_to_twelve_edges(colours: str) -> None:
    rng = random.Random(12)
    for _ in range(200):
        _check(tw.random_position(rng, rng.randint(6, 12), colours, True))


@st.composite
def positions(draw: st.DrawFn, max_edges: int = 8, colours: str = "lre") -> tw.Edges:
    """Connected grounded multigraphs: each edge grows a vertex or joins two old ones (a loop
    when both ends are the same)."""
    n_edges = draw(st.integers(1, max_edges))
    edges = []
    n = 1
    for _ in range(n_edges):
        c = draw(st.sampled_from(colours))
        u = draw(st.integers(0, n - 1))
        if n > 1 and draw(st.booleans()):
            edges.append((u, draw(st.integers(0, n - 1)), c))
        else:
            edges.append((u, n, c))
            n += 1
    return tuple(edges)


@settings(max_examples=80)
@given(positions())
def test_positions_against_plain_search_hypothesis(edges: tw.Edges) -> None:
    _check(edges)


@settings(max_examples=40)
@given(positions(6), positions(6))
def test_disjoint_union_is_the_sum(a: tw.Edges, b: tw.Edges) -> None:
    from cgt import canonical_sum

    p, q = Hackenbush(edges=a, ground={0}), Hackenbush(edges=b, ground={0})
    assert (p + q).canonical() is canonical_sum(p.canonical(), q.canonical())
    assert (-p).canonical() is (-p.canonical()).canonical()
    # The CGSuite string round-trips to an isomorphic position.
    from cgt.hackenbush.evaluate import structure_key

    assert structure_key(hackenbush(p.spec()).shape) == structure_key(p.shape)


def test_literal_form_takes_a_bound() -> None:
    from cgt.errors import SearchBoundExceeded
    from cgt.hackenbush.evaluate import literal_form

    # A position no other test builds (forms are memoised across the session).
    p = Hackenbush(edges=tw.random_position(random.Random(4711), 13, "lre", True), ground={0})
    with pytest.raises(SearchBoundExceeded, match="max_positions"):
        literal_form(p.shape, max_positions=5)
    assert literal_form(p.shape).canonical() is p.canonical()
