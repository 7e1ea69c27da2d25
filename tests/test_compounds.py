"""Conjunctive sums, selective sums and ordinal products of forms against a brute-force twin
built from their definitions (tests/oracle/compounds.py): outcomes by plain search on explicit
trees, and the ordinal product's tree; identities; CGSuite's printing of compounds and of their
negatives. The tables recorded from CGSuite are checked in tests/test_algebra_cgsuite.py."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import (
    Game,
    NotSupported,
    SearchBoundExceeded,
    conjunctive_sum,
    game,
    integer,
    ordinal_product,
    over,
    parse,
    selective_sum,
    star,
    up,
    zero,
)
from cgt.compounds import negative
from tests.oracle import compounds as twin
from tests.strategies import DAY2, day3_forms

small = st.one_of(st.sampled_from(DAY2), day3_forms(max_options=2))


@settings(max_examples=300, deadline=None)
@given(small, small)
def test_conjunctive_sum_outcome_is_the_outcome_of_play(g: Game, h: Game) -> None:
    c = conjunctive_sum(g, h)
    want = twin.outcome(twin.conjunctive_wins, twin.tree(g), twin.tree(h))
    assert str(c.outcome()) == want
    assert str(c.canonical().outcome()) == want


@settings(max_examples=300, deadline=None)
@given(small, small)
def test_selective_sum_outcome_is_the_outcome_of_play(g: Game, h: Game) -> None:
    s = selective_sum(g, h)
    want = twin.outcome(twin.selective_wins, twin.tree(g), twin.tree(h))
    assert str(s.outcome()) == want


def _form(t: tuple, memo: dict[int, Game] | None = None) -> Game:
    """The form of a tree (the twin's trees share their subtrees: one form per object)."""
    memo = {} if memo is None else memo
    g = memo.get(id(t))
    if g is None:
        g = memo[id(t)] = game([_form(x, memo) for x in t[0]], [_form(x, memo) for x in t[1]])
    return g


@settings(max_examples=150, deadline=None)
@given(small, small)
def test_sums_are_the_twins_trees(g: Game, h: Game) -> None:
    """The literal form of a conjunctive or selective sum is the tree the definition gives
    (read back into a form, it is the same interned form)."""
    a, b = twin.tree(g), twin.tree(h)
    assert conjunctive_sum(g, h).form is _form(twin.conjunctive_tree(a, b))
    assert selective_sum(g, h).form is _form(twin.selective_tree(a, b))


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(DAY2), st.sampled_from(DAY2))
def test_ordinal_product_is_the_twins_tree(g: Game, h: Game) -> None:
    """The literal form of G ⊗ H is the definition's tree, with its outcome."""
    p = twin.ordinal_product(twin.tree(g), twin.tree(h))
    assert ordinal_product(g, h).form is _form(p)
    assert str(ordinal_product(g, h).outcome()) == twin.tree_outcome(p)


@settings(max_examples=200, deadline=None)
@given(small, small)
def test_identities(g: Game, h: Game) -> None:
    # play stops at once when a component has no move: G ∧ 0 = 0 ∧ G = 0
    assert conjunctive_sum(g, zero).canonical() is zero
    assert conjunctive_sum(zero, h).canonical() is zero
    # a selective sum with 0 is the other component, form for form
    assert selective_sum(g, zero).form is g and selective_sum(zero, h).form is h
    # G ⊗ 1 = G (form for form), G ⊗ 0 = 0, and −(G ⊗ H) = G ⊗ −H in value
    assert ordinal_product(g, 1).form is g and ordinal_product(g, 0).form is zero
    assert (-ordinal_product(g, h)).canonical() is ordinal_product(g, -h).canonical()
    # conjunctive and selective sums commute and negate componentwise
    for op in (conjunctive_sum, selective_sum):
        assert op(g, h).canonical() is op(h, g).canonical()
        assert (-op(g, h)).canonical() is op(-g, -h).canonical() is -op(g, h).canonical()


def test_ordinal_product_on_stalks_copies_the_base() -> None:
    # A blue–red stalk is a number; G ⊗ n for a number G (a stalk) is the stalk of n copies of
    # G, G : G : … : G, and G ⊗ −1 (a red edge) is −G
    for text in ("1/2", "-3/4", "5/8", "2"):
        g = parse(text)
        chain = g
        for n in range(1, 5):
            assert ordinal_product(g, n).canonical() is chain.canonical()
            chain = chain.ordinal_sum(g)
        assert ordinal_product(g, -1).canonical() is (-g).canonical()
    # not for other games: * ⊗ 2 = {*|*} = 0, while * : * = *2
    assert ordinal_product(star, 2).canonical() is zero
    # on nimbers, the ordinal product is the ordinary product of their sizes (CGSuite: *30)
    assert ordinal_product("*3", "*4").canonical() is parse("*12")


def test_printing_and_negation_as_cgsuite() -> None:
    c = conjunctive_sum(parse("{1|0}"), up)
    assert (str(c), str(-c), str(-negative(c))) == (
        "{1|0} ConjunctiveSum ^", "{0|-1} ConjunctiveSum v", "{1|0} ConjunctiveSum ^"
    )
    p = ordinal_product(up, parse("*2"))
    assert (str(p), str(-p), str(-negative(p))) == (
        "^ OrdinalProduct *2", "-(^ OrdinalProduct *2)", "^ OrdinalProduct *2"
    )
    assert (-p).canonical() is (-(p.canonical())).canonical()
    # a compound of higher precedence prints in parentheses (CGSuite's CompoundGame)
    inner = ordinal_product(up, 1)
    assert str(conjunctive_sum(inner, star)) == "(^ OrdinalProduct 1) ConjunctiveSum *"
    assert str(selective_sum(star, inner)) == "* SelectiveSum (^ OrdinalProduct 1)"
    assert str(-conjunctive_sum(inner, star)) == "-(^ OrdinalProduct 1) ConjunctiveSum *"
    assert str(ordinal_product(conjunctive_sum(up, 1), star)) == (
        "^ ConjunctiveSum 1 OrdinalProduct *"
    )
    # a compound is the form it stands for: == and hash are the form's; it pickles
    assert c == c.form and hash(c) == hash(c.form)
    back = pickle.loads(pickle.dumps(-c))
    assert str(back) == str(-c) and str(-back) == str(c) and back == (-c).form
    # methods, as CGSuite's
    assert str(up.conjunctive_sum(up)) == "^ ConjunctiveSum ^"
    assert up.selective_sum(star).canonical() is selective_sum(up, star).canonical()
    assert up.ordinal_product(2).canonical() is ordinal_product(up, 2).canonical()


def test_bad_operands() -> None:
    with pytest.raises(NotSupported, match="loopy"):
        conjunctive_sum(over, up)
    with pytest.raises(TypeError):
        selective_sum(up, [1])
    with pytest.raises(SearchBoundExceeded, match="MAX_POSITIONS"):
        conjunctive_sum(integer(10**7), integer(10**7))
