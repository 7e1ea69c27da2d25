"""Blue–red values by comparison search (cgt.hackenbush.redblue) against the literal form."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import number
from cgt.errors import InvalidGame, SearchBoundExceeded
from cgt.hackenbush import hackenbush, string_of
from cgt.hackenbush.redblue import number_search
from tests.oracle import hackenbush as tw
from tests.test_hackenbush_positions import positions

# Winning Ways, ch. 7, the "moderately hard" redwood bed; CGSuite's GameGraphTest.scala expects
# 1/128 (its test of it is switched off as too slow).
BED = "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)"


def red_blue(max_edges: int = 9) -> st.SearchStrategy[tw.Edges]:
    return positions(max_edges, "lr")


def _brute(edges: tw.Edges):  # noqa: ANN202
    return tw.form_of(tw.tree_of(edges)).canonical()


@settings(max_examples=150, deadline=None)
@given(red_blue())
def test_number_search_is_the_literal_value(edges: tw.Edges) -> None:
    assert number(number_search(edges)) is _brute(edges), edges


@settings(max_examples=60, deadline=None)
@given(red_blue(7), st.integers(0, 7), st.fractions(-3, 3, max_denominator=8))
def test_pendants_are_the_strings_they_stand_for(edges: tw.Edges, at: int, p: Fraction) -> None:
    # Colon principle: a number hanging at a vertex plays as the blue–red string of that number.
    if p.denominator & (p.denominator - 1):
        p = Fraction(round(p))
    verts = sorted({x for e in edges for x in e[:2]})
    x = verts[at % len(verts)]
    top = max(verts) + 1
    hung = list(edges)
    below = x
    for c in string_of(p):
        hung.append((below, top, c))
        below, top = top, top + 1
    assert number(number_search(edges, 0, [(x, p)])) is _brute(tuple(hung))


@pytest.mark.exhaustive
def test_the_moderately_hard_bed_is_one_128th() -> None:
    assert number_search(hackenbush(BED).shape) == Fraction(1, 128)
    assert hackenbush(BED).canonical() is number("1/128")


def test_bad_input_and_the_bound() -> None:
    with pytest.raises(InvalidGame):
        number_search([(0, 1, "e")])
    with pytest.raises(SearchBoundExceeded, match="max_positions"):
        number_search(hackenbush(BED).shape, max_positions=10)


def test_smaller_redwood_bed() -> None:
    # Four flowers of the bed (16 edges): the literal form (plain search) agrees.
    from cgt.hackenbush.evaluate import literal_form

    p = hackenbush("(lr:A(rr:B;rr:D);lr:B(r(r:D;r:E));lr:D;lr:E)")
    assert number(number_search(p.shape)) is literal_form(p.shape).canonical()


@settings(max_examples=200, deadline=None)
@given(st.sampled_from("lr"), st.integers(-40, 40), st.integers(0, 6))
def test_scaled_edge_rule_is_the_sign_expansion_rule(colour: str, m: int, k: int) -> None:
    # The search holds numbers as integers scaled by 2^s; its edge rule against signs'.
    from cgt.hackenbush.redblue import _Search
    from cgt.hackenbush.signs import edge_on_number

    x = Fraction(m, 2**k)
    s = _Search([(0, 1, colour)], 10, 60)
    assert s.fraction(s.edge_on(colour, s.scaled(x))) == edge_on_number(colour, x)


@pytest.mark.parametrize("p", [Fraction(-2001, 2), Fraction(1001, 1024), Fraction(-3, 4096)])
def test_large_pendants_fit_the_scale(p: Fraction) -> None:
    # One edge under a pendant: the ordinal-sum rule (denominators up to 2^1002 here).
    from cgt.hackenbush.signs import edge_on_number

    for c in "lr":
        assert number_search([(0, 1, c)], 0, [(1, p)]) == edge_on_number(c, p)
