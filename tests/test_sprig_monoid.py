"""S.canonical and the misère monoid of sprig sums (issue 24, point 6), against brute force.

The reduced form of a sprig sum (McKay–Milley–Nowakowski Lemma 4.1, 4.2, Cor. 4.3) is checked
to have the outcomes of the sum with every small sprig sum added, searched on literal trees;
the quotient's outcome of a random sum (MMN Thm 3.2, 3.4 read off its element) against the
misère outcome searched on the trees, and its elements against distinguishability: sums with
one element are not told apart by any small sum of the closure, sums with two are.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import S, game, misere_quotient, nimber, ordinal_sum, parse, star
from cgt.errors import InvalidGame, NotSupported, SearchBoundExceeded
from cgt.game import Game
from cgt.misere_sum import flatten
from cgt.values import number
from tests.oracle import misere as tw
from tests.oracle.normal import tree

VALUES = [Fraction(1), Fraction(-1), Fraction(1, 2), Fraction(-1, 2), Fraction(2), Fraction(-2)]


def sprig(x: Fraction) -> Game:
    return star if x == 0 else ordinal_sum(star, number(x))


def total(xs: list[Fraction]) -> Game:
    g = game()
    for x in xs:
        g = g + sprig(x)
    return g


def comps(g: Game) -> tuple:
    return tuple(tree(c) for c in flatten(g))


sums = st.lists(st.sampled_from([Fraction(0), *VALUES]), max_size=4)


# ---------------------------------------------------------------------------- S.canonical


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from([Fraction(0), *VALUES]), max_size=3))
def test_the_reduced_form_has_the_outcomes_of_the_sum(xs: list[Fraction]) -> None:
    g = total(xs)
    c = S.canonical(g)
    assert S.contains(c) and len(flatten(c)) <= len(flatten(g))
    for k in (1, 2):
        for ys in itertools.combinations_with_replacement([Fraction(0), *VALUES[:3]], k):
            x = comps(total(list(ys)))
            assert tw.outcome(*(comps(g) + x)) == tw.outcome(*(comps(c) + x))


@settings(max_examples=60, deadline=None)
@given(sums, sums)
def test_reduced_forms_agree_exactly_when_equivalent(
    xs: list[Fraction], ys: list[Fraction]
) -> None:
    g, h = total(xs), total(ys)
    same = S.canonical(g) == S.canonical(h)
    v = S.equiv(g, h)
    assert v.decided and v.holds == same
    if not same:  # the witness is a sprig sum telling them apart, searched on trees
        x = comps(v.witness)
        assert tw.outcome(*(comps(g) + x)) != tw.outcome(*(comps(h) + x))


def test_canonical_needs_a_sprig_sum() -> None:
    assert S.canonical(parse("*:1 + *:-1 + * + *")) == game()
    with pytest.raises(NotSupported):
        S.canonical(nimber(2))


# ---------------------------------------------------------------------------- the monoid


def closure_sums(gens: list[Game], terms: int) -> list[Game]:
    """Sums of at most ``terms`` followers of the generators (0 included)."""
    followers = sorted({f for g in gens for c in flatten(g) for f in c.followers()},
                       key=lambda f: (f.birthday, str(f)))
    out = []
    for k in range(terms + 1):
        for fs in itertools.combinations_with_replacement(followers, k):
            g = game()
            for f in fs:
                g = g + f
            out.append(g)
    return out


GENERATORS = [
    [parse("*:1")],
    [parse("*:-1/2")],
    [parse("*:1"), parse("*:2")],
    [parse("*:1"), parse("*:-1")],
    [parse("*:1/2"), parse("*:-1/2")],
    [star],
]


@pytest.mark.parametrize("gens", GENERATORS, ids=lambda gs: " ".join(map(str, gs)))
def test_quotient_reads_outcomes_and_separates_exactly_the_classes(gens: list[Game]) -> None:
    q = misere_quotient(gens) if not all(g.is_impartial for g in gens) else None
    if q is None:
        from cgt.universes.sprig_quotient import sprig_quotient

        q = sprig_quotient(gens)
    for g in closure_sums(gens, 4)[::3]:
        assert str(q.outcome(g)) == tw.outcome(*comps(g)), str(g)
    positions = closure_sums(gens, 2)
    testers = closure_sums(gens, 2)
    vectors = {}
    for g in positions:
        assert str(q.outcome(g)) == tw.outcome(*comps(g)), str(g)
        vectors[g] = tuple(tw.outcome(*(comps(g) + comps(x))) for x in testers)
    conjugate_closed = q.order is None or q.order == 2
    for g, h in itertools.combinations(positions, 2):
        if q.element(g) == q.element(h):  # no sum of the closure tells them apart
            assert vectors[g] == vectors[h], (str(g), str(h))
        elif vectors[g] == vectors[h]:
            # MMN Lemma 4.1, 4.2: the conjugate of one side (plus *) tells them apart, and
            # lies in a conjugate-closed closure
            assert conjugate_closed
            assert any(
                tw.outcome(*(comps(g) + comps(x))) != tw.outcome(*(comps(h) + comps(x)))
                for x in (-h, -h + star, -g, -g + star)
            ), (str(g), str(h))
    # the product is the element of the sum, and the P-portion the P elements
    for g, h in itertools.combinations(positions[:12], 2):
        assert q.multiply(g, h) == q.element(g + h)
    for g in positions:
        assert (q.element(g) in q.p_portion) == (tw.outcome(*comps(g)) == "P")


def test_the_quotient_of_one_sprig_has_order_5() -> None:
    q = misere_quotient([parse("*:1")])
    assert q.order == 5 and q.elements == ["1", "a", "b", "ab", "b²"]
    assert q.multiply("b", "b") == "b²" and q.multiply("a", "ab") == "b"
    assert q.multiply("a", "b²") == "b²"
    assert q.tetrapartition() == {"L": ["b", "b²"], "N": ["1", "ab"], "P": ["a"], "R": []}


def test_the_monoid_of_s_is_infinite_with_p_portion_star() -> None:
    q = misere_quotient([parse("*:1/2"), parse("*:-1/2")])
    assert q.order is None and q.p_portion == ["α"] and q.element(star) == "α"
    with pytest.raises(NotSupported):
        q.elements  # noqa: B018
    # Mixed colours without the conjugates: MMN's theory does not cover it, and the general
    # construction (cgt.universes.partizan_quotient) finds no finite quotient — rightly: n
    # copies of *:1 are told apart for every n by n copies of *:−1 plus * (the advantage is 0
    # for one and not for the other, MMN Thm 3.4), as the searched outcomes below confirm.
    with pytest.raises(SearchBoundExceeded, match="max_order = 8"):
        misere_quotient([parse("*:1"), parse("*:-2")], max_order=8)
    one, minus = tree(parse("*:1")), tree(parse("*:-1"))
    for n in range(1, 5):
        x = (minus,) * n + (tree(star),)
        assert tw.outcome(*((one,) * n + x)) != tw.outcome(*((one,) * (n - 1) + x))
    assert misere_quotient([parse("^")]).order == 9  # partizan, not a sprig sum
    with pytest.raises(InvalidGame):
        misere_quotient([parse("*:1")]).element(parse("*:2"))
