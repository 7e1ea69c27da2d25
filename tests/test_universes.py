"""Universes: the interface, verdicts with evidence, and the known facts of issue #3."""

from __future__ import annotations

from fractions import Fraction

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import (
    HSTAR,
    NORMAL,
    B,
    D,
    E,
    Game,
    I,
    M,
    NotSupported,
    S,
    Undecided,
    Verdict,
    down,
    game,
    integer,
    nimber,
    number,
    ordinal_sum,
    parse,
    star,
    up,
    zero,
)
from cgt.families import dead_ending, dicots, games, impartial
from cgt.misere_sum import flatten
from cgt.universes.base import RELATIONS
from tests.oracle import misere as tw
from tests.oracle import normal as nw
from tests.oracle.normal import tree

ALL = [NORMAL, M, D, E, B, I, S, HSTAR]
MEMBERS = {"M": games(2), "D": dicots(2), "E": dead_ending(2)}
dyadics = st.fractions(-4, 4, max_denominator=16).filter(
    lambda f: f.denominator & (f.denominator - 1) == 0
)


def sprig(x: Fraction) -> Game:
    return ordinal_sum(star, number(x))


def twin_confirms(universe: str, g: Game, h: Game, v: Verdict, equiv: bool) -> bool:
    """The witness lies in the universe and the brute-force outcomes are the reported ones and
    refute the claim."""
    x = v.witness
    assert x is not None and v.outcomes is not None
    tx = tree(x)
    in_u = {
        "S": lambda: all(tree(c) in SPRIGS for c in flatten(x)),
        # a star-based position *:T with T blue–red (a number) or green (a stalk or shrub,
        # whose subordinate is impartial): the members HSTAR's witnesses are drawn from
        "HSTAR": lambda: all(
            (s := tw.star_based_subordinate(tree(c))) is not None
            and (tw.is_number_tree(s) or tw.is_impartial(s))
            for c in flatten(x)
        ),
    }.get(universe, lambda: tw.MEMBER[universe](tx))()
    og = tw.outcome(*[tree(c) for c in flatten(g)], tx)
    oh = tw.outcome(*[tree(c) for c in flatten(h)], tx)
    refutes = og != oh if equiv else not tw.outcome_ge(og, oh)
    return in_u and refutes and (og, oh) == (str(v.outcomes[0]), str(v.outcomes[1]))


SPRIGS = tw.sprig_trees()


# ---------------------------------------------------------------------------- interface


@pytest.mark.parametrize("u", ALL, ids=str)
def test_every_universe_has_the_interface(u) -> None:  # noqa: ANN001
    for name in ("contains", "le", "ge", "equiv", "compare", "canonical", "outcome"):
        assert callable(getattr(u, name))
    assert u.contains(zero)
    v = u.equiv(star, star)
    assert v.decided and v.holds and bool(v)
    assert u.distinguish(star, star) is None
    assert u.compare(zero, zero).relation == "="


def test_verdict_is_frozen_and_bool_raises_when_undecided() -> None:
    v = Verdict(decided=False, holds=None, reason="bounded search found nothing")
    with pytest.raises(Undecided):
        bool(v)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        v.holds = True  # type: ignore[misc]
    assert "undecided" in repr(v)
    assert repr(D.equiv(nimber(2) + nimber(2), zero)).startswith("Verdict(holds=False")


@pytest.mark.parametrize("u", [M, D, E], ids=str)
def test_compare_agrees_with_ge_both_ways(u) -> None:  # noqa: ANN001
    forms = list(MEMBERS[u.name])[:40]
    for g in forms:
        for h in forms:
            c = u.compare(g, h)
            a, b = bool(u.ge(g, h)), bool(u.ge(h, g))
            assert c.relation in RELATIONS
            assert c.relation == {(1, 1): "=", (1, 0): ">", (0, 1): "<", (0, 0): "||"}[(a, b)]
            assert c.holds == (c.relation == "=")
            assert bool(u.le(g, h)) == b
            if c.relation in ("<", "||"):
                assert twin_confirms(u.name, g, h, c, equiv=False)
            if c.relation == ">":
                assert twin_confirms(u.name, h, g, u.ge(h, g), equiv=False)


def test_le_reports_outcomes_in_argument_order() -> None:
    v = D.le(zero, star)
    assert not v.holds and v.outcomes is not None
    assert twin_confirms("D", star, zero, D.ge(star, zero), equiv=False)
    x = v.witness
    assert v.outcomes == (D.outcome(x), D.outcome(star + x))


def test_canonical_needs_a_member_and_a_theory() -> None:
    with pytest.raises(NotSupported):
        D.canonical(integer(1))
    with pytest.raises(NotSupported):
        E.canonical(game([zero], [game([], [integer(1)])]))
    with pytest.raises(NotSupported):  # S has canonical forms (MMN §4), of its members only
        S.canonical(nimber(2))
    with pytest.raises(NotSupported):
        B.canonical(star)
    with pytest.raises(NotSupported):
        HSTAR.canonical(sprig(Fraction(1)))
    with pytest.raises(NotSupported):
        I.canonical(up)


# ---------------------------------------------------------------------------- done-when


def test_sprig_and_its_conjugate_cancel_mod_d_but_not_mod_m() -> None:
    g = parse("*:1/2 + *:-1/2")
    v = D.equiv(g, zero)
    assert v.decided and v.holds and "maintenance and proviso" in v.reason
    w = M.equiv(g, zero)
    assert w.decided and not w.holds
    assert twin_confirms("M", g, zero, w, equiv=True)


def test_star_two_twice_is_not_zero_mod_d_with_a_dicot_witness() -> None:
    v = D.equiv(nimber(2) + nimber(2), zero)
    assert not v and v.witness is not None and v.witness.is_dicot
    assert twin_confirms("D", nimber(2) + nimber(2), zero, v, equiv=True)


def test_star_plus_star_reduces_to_zero_mod_d() -> None:
    assert D.canonical(parse("*+*")) == zero
    assert M.canonical(parse("*+*")) != zero and E.canonical(parse("*+*")) != zero


# ---------------------------------------------------------------------------- known facts


def test_star_plus_star() -> None:
    s = star + star
    assert bool(D.equiv(s, zero))
    for u in (M, E):
        v = u.equiv(s, zero)
        assert not v and twin_confirms(u.name, s, zero, v, equiv=True)


def test_up_plus_down_is_zero_mod_d_only() -> None:
    assert bool(D.equiv(up + down, zero))
    for u in (M, E):
        v = u.equiv(up + down, zero)
        assert not v and twin_confirms(u.name, up + down, zero, v, equiv=True)


@settings(max_examples=40)
@given(dyadics)
def test_sprig_plus_its_negative(x: Fraction) -> None:
    # McKay–Milley–Nowakowski Cor. 2.5 (mod D); mod E a witness exists.
    g = sprig(x) + sprig(-x)
    assert bool(D.equiv(g, zero))
    assert bool(S.equiv(g, zero)) and bool(HSTAR.equiv(g, zero))
    v = E.equiv(g, zero)
    assert not v and twin_confirms("E", g, zero, v, equiv=True)


@pytest.mark.parametrize("n", range(1, 6))
def test_integers_are_invertible_mod_e(n: int) -> None:
    # Milley–Renault: n + (−n) ≡ 0 (mod E); also mod D, but not mod M.
    g = integer(n) + integer(-n)
    assert bool(E.equiv(g, zero)) and bool(D.equiv(g, zero))
    v = M.equiv(g, zero)
    assert not v and twin_confirms("M", g, zero, v, equiv=True)


def test_only_zero_is_invertible_by_its_conjugate_mod_m() -> None:
    # Mesdal–Ottaway / Siegel: G + Ḡ ≡ 0 (mod M) only for G = 0 (every form born by day 2).
    for g in games(2):
        v = M.equiv(g + (-g), zero)
        assert bool(v) == (g is zero)
        if g is not zero:
            assert twin_confirms("M", g + (-g), zero, v, equiv=True)


@settings(max_examples=100)
@given(tw.forms_strategy("M"))
def test_conjugate_sums_are_not_zero_mod_m(g: Game) -> None:
    assert bool(M.equiv(g + (-g), zero)) == (g is zero)


@settings(max_examples=100)
@given(tw.forms_strategy("M"))
def test_star_colon_outcome_is_normal_outcome(g: Game) -> None:
    # o⁻(*:G) = o⁺(G) (McKay–Milley–Nowakowski Thm 2.1).
    assert str(M.outcome(ordinal_sum(star, g))) == nw.outcome(tree(g), misere=False)


# ---------------------------------------------------------------------------- impartial, sets


def test_impartial_equivalence_is_dicot_equivalence() -> None:
    # Renault 2015, on every pair of impartial forms born by day 3; witnesses are impartial.
    forms = list(impartial(3))
    for g in forms:
        for h in forms:
            v = I.equiv(g, h)
            assert v.decided and v.holds == D.equiv(g, h).holds
            assert bool(I.ge(g, h)) == v.holds
            if not v.holds:
                assert v.witness.is_impartial and twin_confirms("I", g, h, v, equiv=True)


def test_sprig_membership() -> None:
    assert S.contains(zero) and S.contains(star) and S.contains(sprig(Fraction(-3, 8)))
    assert S.contains(sprig(Fraction(1)) + sprig(Fraction(-5, 2)) + star)
    assert not S.contains(up) and not S.contains(nimber(2))
    string = parse("*:{0|1,{0|1}}")  # the literal form of the sprig e·lrr (canonical *:1/4)
    assert S.contains(string) and HSTAR.contains(string)
    assert not S.contains(parse("*:{-1,0|}"))  # a generalized sprig, not a string
    assert HSTAR.contains(string + sprig(Fraction(1, 2)))
    assert not HSTAR.contains(parse("*:^"))


def test_sprigs_are_ordered_by_value_mod_s() -> None:
    # McKay–Milley–Nowakowski Thm 2.8: x > y implies *:x > *:y (mod S), strictly.
    xs = [Fraction(k, 4) for k in range(-8, 9)]
    for x in xs:
        for y in xs:
            if x > y:
                assert bool(S.ge(sprig(x), sprig(y)))
                v = S.ge(sprig(y), sprig(x))
                assert not v and twin_confirms("S", sprig(y), sprig(x), v, equiv=False)


def test_subset_universes_say_undecided_rather_than_guess() -> None:
    # *2 and *3 are ≢ mod D, but (brute force) no sum of two sprigs *:x, x born by day 2,
    # distinguishes them: S must answer "undecided", not "no".
    g, h = nimber(2), nimber(3)
    assert not D.equiv(g, h).holds
    xs = [Fraction(k, 2) for k in range(-4, 5) if k % 2 == 0 or abs(k) == 1]
    pool = [()] + [(a,) for a in xs] + [(a, b) for a in xs for b in xs]
    for combo in pool:
        trees = [tw.star_colon(tw.number_tree(x)) for x in combo]
        assert tw.outcome(tree(g), *trees) == tw.outcome(tree(h), *trees)
    v = S.equiv(g, h)
    assert not v.decided and v.holds is None
    with pytest.raises(Undecided):
        bool(v)
    assert S.distinguish(g, h) is None


def test_distinguish_returns_only_confirmed_games() -> None:
    cases = [(D, nimber(2) + nimber(2), zero), (M, star + star, zero), (E, up + down, zero)]
    for u, g, h in cases:
        x = u.distinguish(g, h)
        assert x is not None and u.contains(x)
        assert u.outcome(g + x) is not u.outcome(h + x)
    assert D.distinguish(up + down, zero) is None


def test_normal_play_universe() -> None:
    for g in list(games(2))[::7]:
        for h in list(games(2))[::11]:
            v = NORMAL.ge(g, h)
            assert bool(v) == nw.le(tree(h), tree(g))
            if not v.holds:
                x = tree(v.witness)
                og = nw.outcome(nw.add(tree(g), x))
                oh = nw.outcome(nw.add(tree(h), x))
                assert (og, oh) == (str(v.outcomes[0]), str(v.outcomes[1]))
