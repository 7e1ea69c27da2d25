"""Sums that stay sums: identity by components, options on demand, values through components,
misère outcomes on the multiset, the literal form under a bound."""

from __future__ import annotations

import pickle
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import (
    Game,
    SearchBoundExceeded,
    integer,
    nimber,
    number,
    ordinal_sum,
    parse,
    star,
    sum_of,
    sum_outcome,
    up,
    zero,
)
from cgt.sums import components
from tests.cgsuite_sums import SUMS
from tests.oracle import misere as mtw
from tests.oracle import normal as oracle
from tests.strategies import DAY2, forms

small = st.sampled_from(DAY2)


@settings(max_examples=60)  # the twin's literal sums of three day-3 forms are big trees
@given(st.lists(forms, min_size=2, max_size=3))
def test_a_sum_is_its_literal_form(gs: list[Game]) -> None:
    s = gs[0]
    for g in gs[1:]:
        s = s + g
    lit = oracle.ZERO
    for g in gs:
        lit = oracle.add(lit, oracle.tree(g))
    # its options (produced on demand) walk the same tree as the literal sum
    assert oracle.tree(s) == lit
    assert oracle.tree(s.literal()) == lit
    assert s.birthday == oracle.birthday(lit)
    assert (s.is_impartial, s.is_dicot, s.is_dead_ending) == oracle.flags(lit)
    # values and outcomes through the components
    c = s.canonical()
    assert oracle.le(oracle.tree(c), lit) and oracle.le(lit, oracle.tree(c))
    assert c is s.literal().canonical()
    assert str(s.outcome()) == oracle.outcome(lit)
    assert str(s.misere_outcome()) == oracle.outcome(lit, misere=True)
    assert str(sum_outcome(*gs)) == mtw.outcome(*[oracle.tree(g) for g in gs])
    assert (s <= gs[0]) == oracle.le(lit, oracle.tree(gs[0]))


@given(small, small, small)
def test_identity_is_the_multiset_of_components(a: Game, b: Game, c: Game) -> None:
    assert a + b is b + a
    assert (a + b) + c is a + (b + c) is sum_of(c, b, a)
    assert a + zero is a and sum_of(a) is a
    assert -(a + b) is (-a) + (-b)
    s = a + b + c
    assert pickle.loads(pickle.dumps(s)) is s
    assert hash(s) == hash(b + c + a)


@given(st.lists(small, min_size=2, max_size=8), st.randoms(use_true_random=False))
def test_every_way_of_building_a_sum_gives_one_object(terms: list[Game], rnd) -> None:
    """Term by term in any order (a sum plus a form: one component put in its place, repeats
    included), two halves added, or all at once: one object, its components in order of id."""
    s = terms[0]
    for g in terms[1:]:
        s = s + g
    shuffled = terms[:]
    rnd.shuffle(shuffled)
    t = shuffled[0]
    for g in shuffled[1:]:
        t = t + g
    k = rnd.randrange(1, len(terms))
    halves = sum_of(*shuffled[:k]) + sum_of(*shuffled[k:])
    assert s is t is halves is sum_of(*reversed(terms))
    comps = list(components(s))
    assert [c._id for c in comps] == sorted(c._id for c in comps)
    for g in terms:
        if not g.is_integer:  # (integer forms merge: one integer component a sign)
            assert comps.count(g) == terms.count(g)
    assert all(c.is_integer for c in comps if c not in terms)


def test_integers_of_one_sign_merge_and_others_stay() -> None:
    assert integer(3) + integer(4) is integer(7)
    assert (integer(-3) + integer(-4)) is integer(-7)
    s = integer(3) + integer(-4)
    assert s.is_sum and sorted(str(c) for c in s.components) == ["-4", "3"]
    assert s.canonical() is integer(-1)
    assert number("1/2") + number("1/2") is not integer(1)
    assert (number("1/2") + number("1/2")).canonical() is integer(1)


def test_sums_print_and_parse_back() -> None:
    for text in ["^ + *", "{1|*} + -1/2v*", "1/2 + {3||2|1} + *2", "+-1 + +-2"]:
        g = parse(text)
        assert parse(str(g)) is g, text
    assert str(parse("{1 + *|0}")) == "{1 + *|0}"
    assert parse("{1 + *|0}").left[0] is integer(1) + star


def test_components_and_zero() -> None:
    assert components(zero) == () and components(star) == (star,)
    assert sorted(str(c) for c in components(star + up + star)) == ["*", "*", "^"]
    assert sum_of() is zero and (star + star).canonical() is zero


def test_literal_is_bounded() -> None:
    s = sum_of(*[nimber(k) for k in range(2, 12)])
    with pytest.raises(SearchBoundExceeded, match="max_positions"):
        s.literal()
    assert s.canonical() is nimber(2 ^ 3 ^ 4 ^ 5 ^ 6 ^ 7 ^ 8 ^ 9 ^ 10 ^ 11)


def test_long_sums_are_routine() -> None:
    ups = parse(" + ".join(["^"] * 500))
    assert ups.is_sum and str(ups.canonical()) == "^500"
    hot = sum_of(*[parse("{1|0}")] * 500)
    assert hot.canonical() is integer(250)  # {1|0} + {1|0} = 1 (two copies of 1/2 ± 1/2)
    assert str(hot.misere_outcome()) == "R"
    sprigs = sum_of(*[ordinal_sum(star, number(Fraction(k, 4))) for k in range(-3, 5)])
    assert str(sprigs.misere_outcome()) == mtw.outcome(
        *[mtw.star_colon(mtw.number_tree(Fraction(k, 4))) for k in range(-3, 5)]
    )


@settings(max_examples=100, deadline=None)
@given(st.lists(forms, min_size=2, max_size=3), forms)
def test_a_labelled_sum_plus_a_form_is_the_plain_sum(terms: list[Game], g: Game) -> None:
    """``s + g`` for a labelled sum s (whose components print as their labels) holds the
    plain components: the same object as the sum of the plain terms and g."""
    from cgt.game import labelled
    from cgt.sums import labelled_sum

    s = labelled_sum([labelled(t, f"t{i}") for i, t in enumerate(terms)])
    total = s + g
    assert total is sum_of(*terms, g)
    assert all(type(c) is not type(labelled(star, "x")) for c in components(total))


@pytest.mark.parametrize(("expr", "answer"), SUMS)
def test_canonical_forms_of_sums_agree_with_cgsuite(expr: str, answer: str) -> None:
    """Sums built term by term and their canonical forms, against CGSuite's answers
    (tests/cgsuite_sums.py)."""
    terms = [parse(t) for t in expr.split(" + ")]
    s = terms[0]
    for g in terms[1:]:
        s = s + g
    assert s is parse(expr)
    assert s.canonical() is parse(answer).canonical()
