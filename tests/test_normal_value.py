"""Short games as CGSuite's normal-play values: the predicates by their definitions on random
forms, the stopper methods' fixed answers, and follower counts and companions of big values in
closed form against enumeration on small ones. CGSuite's answers on 70 values (its
CanonicalShortGameTestCase inputs, -1823437481924 included) are checked in
tests/test_algebra_cgsuite.py."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import Game, integer, nimber, number, over, parse, star, under, up, zero
from cgt.canonical.companion import _companion
from tests.cgsuite_expectations import CSG_CASES
from tests.strategies import forms


@settings(max_examples=300, deadline=None)
@given(forms)
def test_predicates_by_their_definitions(g: Game) -> None:
    c = g.canonical()
    followers = c.followers()
    integers = {integer(n) for n in range(-4, 5)}
    assert g.is_zero == (c is zero) == g.is_idempotent() == (g + g).canonical().equals(g) and (
        g.is_zero == g.equals(0)
    )
    assert g.is_integer == (c in integers)
    assert g.is_ordinal == (c in integers and c >= zero)
    # a nimber: impartial canonical form (every follower's options are the same both sides)
    assert g.is_nimber == all(f.left == f.right for f in followers)
    assert g.is_pseudonumber == c.is_number
    for name in ("is_loopfree", "is_plumtree"):
        assert getattr(g, name) is True
    for name in ("is_stopper", "is_stopper_sided", "is_stable"):
        assert getattr(g, name)() is True
    assert g.degree() is zero and g.variety() is zero
    assert g.onside() is c and g.offside() is c
    assert g.upsum(up) is (g + up).canonical() is g.downsum(up)
    assert g.follower_count() == len(followers)


@settings(max_examples=200, deadline=None)
@given(st.integers(-300, 300), st.integers(0, 7))
def test_numbers_follower_counts_and_companions_in_closed_form(p: int, k: int) -> None:
    x = number(Fraction(p, 2**k))
    assert x.follower_count() == len(x.canonical().followers())
    assert x.companion() is _companion(x)  # the closed form is the recursion's answer


def test_big_values_answer_at_once() -> None:
    n = -1823437481924  # CGSuite's CanonicalShortGameTestCase
    assert integer(n).follower_count() == 1823437481925 and integer(n).companion() is integer(n)
    assert integer(2**300).follower_count() == 2**300 + 1
    assert nimber(10**12).follower_count() == 10**12 + 1
    # N + 2^-200 (N = 2^100): its options are N and N + 2^-199, …, N + 1/2 has N and N + 1; so
    # the 200 numbers N + 2^-j (j = 1 … 200) and the integers 0 … N + 1
    assert number(Fraction(1, 2**200) + 2**100).follower_count() == 200 + 2**100 + 2
    for m in range(6):
        assert nimber(m).follower_count() == len(nimber(m).canonical().followers()) == m + 1
    assert integer(n).is_integer and not integer(n).is_ordinal and integer(-n).is_ordinal
    assert nimber(10**12).is_nimber and not nimber(10**12).is_integer


def test_companions_of_cgsuite_s_cases() -> None:
    # CanonicalShortGameTestCase.scala's Companion of each of its cases
    for case in CSG_CASES:
        assert str(parse(case["input"]).companion()) == case["companion"], case["input"]


def test_loopy_sides() -> None:
    assert parse("1").upsum(over) == parse("1over") and parse("1").downsum(under) == parse("1under")
    assert star.is_idempotent() is False and zero.is_idempotent() is True


@settings(max_examples=60, deadline=None)
@given(forms)
def test_every_short_game_is_a_stopper(g: Game) -> None:
    # issue 37: the loopy machinery's own test of the game graph (no infinite alternating
    # play from the start) agrees with the short game's answer, True
    from cgt.loopy.graph import explore
    from cgt.loopy.stopper import is_stopper

    graph, _ = explore(g, lambda h: h.left, lambda h: h.right)
    assert g.is_stopper() is True and is_stopper(graph) is True
    assert g.canonical().is_stopper() is True and g.is_stopper_sided() is True
