"""Random pairs against the brute-force twin: a proof is never contradicted by the twin, and
every refutation's witness lies in the universe and really distinguishes (twin outcomes).

Thousands of pairs in all: forms of each universe born by day 3, forms outside the universe
(comparison mod U is defined for any forms), and sums of several components (compared on
their multisets, never expanded).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import HSTAR, NORMAL, D, E, Game, I, M, S, number, ordinal_sum, star
from cgt.misere_sum import flatten
from tests.oracle import misere as tw
from tests.oracle import normal as nw
from tests.oracle.normal import tree
from tests.strategies import forms
from tests.test_universes import twin_confirms

UNIVERSES = {"M": M, "D": D, "E": E}
TWINS = {u: tw.Twin(u) for u in ("M", "D", "E", "I")}
N = 600


def comps(g: Game) -> tuple:
    return tuple(tree(c) for c in flatten(g))


def check(universe: str, twin_universe: str, g: Game, h: Game) -> None:
    u = {"I": I, "S": S, "HSTAR": HSTAR, **UNIVERSES}[universe]
    twin = TWINS[twin_universe]
    for equiv in (False, True):
        v = u.equiv(g, h) if equiv else u.ge(g, h)
        if universe in UNIVERSES:
            assert v.decided
        if not v.decided:
            continue
        if v.holds:
            assert (twin.equiv if equiv else twin.ge)(comps(g), comps(h))
        else:
            assert twin_confirms(universe, g, h, v, equiv)


def sums_of(strategy: st.SearchStrategy) -> st.SearchStrategy:
    def add(gs: list[Game]) -> Game:
        total = gs[0]
        for x in gs[1:]:
            total = total + x
        return total

    return st.lists(strategy, min_size=1, max_size=3).map(add)


@pytest.mark.parametrize("universe", ["M", "D", "E"])
@settings(max_examples=N)
@given(data=st.data())
def test_members_against_twin(universe: str, data: st.DataObject) -> None:
    s = tw.forms_strategy(universe)
    check(universe, universe, data.draw(s), data.draw(s))


@pytest.mark.parametrize("universe", ["D", "E"])
@settings(max_examples=300)
@given(g=forms, h=forms)
def test_forms_outside_the_universe_against_twin(universe: str, g: Game, h: Game) -> None:
    check(universe, universe, g, h)


@pytest.mark.parametrize("universe", ["M", "D", "E"])
@settings(max_examples=200)
@given(data=st.data())
def test_sums_against_twin(universe: str, data: st.DataObject) -> None:
    base = tw.forms_strategy(universe).filter(lambda g: g.birthday <= 2)
    check(universe, universe, data.draw(sums_of(base)), data.draw(sums_of(base)))


@settings(max_examples=N)
@given(data=st.data())
def test_impartial_against_twin(data: st.DataObject) -> None:
    s = tw.forms_strategy("I")
    g, h = data.draw(s), data.draw(s)
    check("I", "I", g, h)
    assert I.equiv(g, h).decided  # Renault + the impartial search settle every such pair


dyadics = st.fractions(-2, 2, max_denominator=4).filter(
    lambda f: f.denominator & (f.denominator - 1) == 0
)
sprig_sums = st.lists(dyadics, min_size=1, max_size=3).map(
    lambda xs: sum((ordinal_sum(star, number(x)) for x in xs[1:]),
                   ordinal_sum(star, number(xs[0])))
)


@pytest.mark.parametrize("universe", ["S", "HSTAR"])
@settings(max_examples=150)  # the D twin on sums of six sprigs can take a second per example
@given(g=sprig_sums, h=sprig_sums)
def test_sprig_sums_against_twin(universe: str, g: Game, h: Game) -> None:
    # S ⊆ HSTAR ⊆ D: a proof mod D is checked by the D twin; a witness must be a sum of
    # sprigs (S) or of star-based positions (HSTAR).
    check(universe, "D", g, h)


@settings(max_examples=300)
@given(g=forms, h=forms)
def test_normal_play_against_twin(g: Game, h: Game) -> None:
    v = NORMAL.ge(g, h)
    assert bool(v) == nw.le(tree(h), tree(g))
    if not v.holds:
        x = tree(v.witness)
        assert (nw.outcome(nw.add(tree(g), x)), nw.outcome(nw.add(tree(h), x))) == tuple(
            str(o) for o in v.outcomes
        )


def test_sprig_witnesses_are_sprig_sums() -> None:
    a = ordinal_sum(star, number(Fraction(1, 2)))
    b = ordinal_sum(star, number(Fraction(1)))
    v = S.ge(a, b)
    assert not v.holds and S.contains(v.witness)
    assert twin_confirms("S", a, b, v, equiv=False)


@pytest.mark.parametrize("universe", ["M", "E"])
def test_every_day_two_class_is_separated_by_a_twin_checked_witness(universe: str) -> None:
    # The twin's own pool (day 2 plus sums of two day-1 games) separates only part of the
    # 256 (M) and 196 (E) classes; cgt's witnesses separate all of them, and each one is
    # checked here by the twin's literal outcome search.
    from cgt.families import dead_ending, games

    u = UNIVERSES[universe]
    forms = list({"M": games, "E": dead_ending}[universe](2))
    reps = list({u.canonical(g): g for g in forms}.values())
    assert len(reps) == {"M": 256, "E": 196}[universe]
    for i, g in enumerate(reps):
        for h in reps[i + 1 :]:
            v = u.equiv(g, h)
            assert not v.holds and twin_confirms(universe, g, h, v, equiv=True)
