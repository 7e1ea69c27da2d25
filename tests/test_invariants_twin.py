"""Invariants against brute-force twins (tests/oracle/invariants.py) and the theorems that
characterise them, on random forms born by day 3."""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from cgt import Game, canonical_sum, game, integer, nimber, number, one, parse, star, up
from cgt.families import games
from cgt.impartial.nim_arithmetic import nim_product
from tests.oracle import invariants as twin
from tests.oracle import normal as o
from tests.strategies import day3_forms, forms

DAY2 = tuple(games(2))
DAY2_VALUES = sorted({g.canonical() for g in DAY2}, key=str)


def _equal(g: Game, h: Game) -> bool:
    return twin.equal(o.tree(g), o.tree(h))


@settings(max_examples=150, deadline=None)
@given(forms)
def test_incentives_match_the_definition(g: Game) -> None:
    got = g.incentives()
    want = twin.incentives(g)
    assert len(got) == len(want)
    assert all(any(twin.equal(o.tree(x), w) for w in want) for x in got)
    # every incentive is a Left or a Right one
    assert set(got) <= set(g.left_incentives()) | set(g.right_incentives())


@settings(max_examples=200, deadline=None)
@given(forms)
def test_smallness_matches_the_definitions(g: Game) -> None:
    c = g.canonical()
    # all-small: equal to a dicot, so its canonical form is a dicot (Siegel, CGT, §II.7)
    assert g.is_all_small is c.is_dicot
    assert g.is_infinitesimal is twin.is_infinitesimal(g)
    assert g.is_numberish is (g.left_stop() == g.right_stop())
    if g.is_all_small:
        assert g.is_infinitesimal


@settings(max_examples=200, deadline=None)
@given(forms)
def test_parity_temper_and_stop_count_match_the_definitions(g: Game) -> None:
    c = g.canonical()
    p, t = twin.parity(c), twin.temper(c)
    assert (g.is_even, g.is_odd) == (p == 0, p == 1)
    assert (g.is_even_tempered, g.is_odd_tempered) == (t == 0, t == 1)
    assert g.stop_count() == twin.stop_count(c)


def test_parity_of_integers_and_nimbers_follows_the_definition() -> None:
    # CGSuite's closed form says -1 and -3 are neither even nor odd (Java's % on negatives);
    # the definition (and cgt) says they are odd: -1 = {|0} and 0 is even.
    for n in range(-6, 7):
        assert integer(n).is_odd is (twin.parity(integer(n)) == 1) is (n % 2 == 1)
        starred = canonical_sum(integer(n), star)
        assert starred.is_even is (twin.parity(starred) == 0) is (n % 2 == 1)
    for m in range(2, 6):
        assert not nimber(m).is_even and not nimber(m).is_odd


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(DAY2), st.integers(-3, 3))
def test_copies_are_literal_sums(g: Game, n: int) -> None:
    assert twin.equal(o.tree(n * g), twin.copies(n, g))
    assert integer(n).norton_product(g) is n * g


@settings(max_examples=80, deadline=None)
@given(forms, forms, st.sampled_from([one, up, number("1/2"), parse("{1|0}") + one]))
def test_norton_product_by_a_positive_unit_is_linear_and_monotone(
    g: Game, h: Game, u: Game
) -> None:
    # Norton's lemma (Winning Ways ch. 8; Siegel, CGT, ch. II, Norton multiplication): for
    # U > 0, G ↦ G·U respects equality, sums and order. G·1 = G.
    c, d = g.canonical(), h.canonical()
    gu, hu = c.norton_product(u), d.norton_product(u)
    assert (c <= d) is (gu <= hu)
    assert canonical_sum(c, d).norton_product(u) is canonical_sum(gu, hu)
    if u is one:
        assert gu is c


@settings(max_examples=60, deadline=None)
@given(day3_forms().filter(lambda g: g.is_all_small), day3_forms().filter(lambda g: g.is_all_small))
def test_atomic_weight_is_additive_and_two_ahead(g: Game, h: Game) -> None:
    # Winning Ways ch. 8, Siegel CGT §II.7: atomic weight is additive on all-small games, and
    # aw(G) ≥ 2 implies G > 0 (the two-ahead rule); dually aw(G) ≤ −2 implies G < 0.
    a, b = g.atomic_weight(), h.atomic_weight()
    assert canonical_sum(g, h).atomic_weight().equals(canonical_sum(a, b))
    if a >= integer(2):
        assert g > integer(0)
    if a <= integer(-2):
        assert g < integer(0)


def test_atomic_weight_of_ups_and_stars() -> None:
    for n in range(-4, 5):
        for m in range(4):
            g = canonical_sum(copies_of_up(n), nimber(m))
            assert g.atomic_weight() is integer(n) and g.is_atomic


def copies_of_up(n: int) -> Game:
    return n * up


@settings(max_examples=100, deadline=None)
@given(forms)
def test_reduced_canonical_form(g: Game) -> None:
    # Siegel, CGT §II.6 (reduced canonical form): G − rcf(G) is infinitesimal; rcf depends only
    # on G modulo infinitesimals; rcf is idempotent
    r = g.reduced_canonical()
    assert twin.is_infinitesimal(canonical_sum(g, -r))
    assert r.reduced_canonical() is r
    for eps in (up, star, parse("{0|{0|-1}}")):
        assert canonical_sum(g, eps).reduced_canonical() is r


def test_companion_is_the_lattice_automorphism_of_day_two() -> None:
    # Siegel, CGT §III.2: G ↦ G° is an automorphism of the lattice of games born by day n ≥ 1
    # other than the identity, and an involution
    comp = {g: g.companion() for g in DAY2_VALUES}
    assert set(comp.values()) == set(DAY2_VALUES)
    assert any(comp[g] is not g for g in DAY2_VALUES)
    for g in DAY2_VALUES:
        assert comp[comp[g]] is g
        for h in DAY2_VALUES:
            assert (g <= h) is (comp[g] <= comp[h])


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 12), st.integers(0, 12))
def test_conway_product_of_nimbers_is_the_nim_product(a: int, b: int) -> None:
    # Conway, ONAG ch. 6: on nimbers the game product is the nim product; checked through the
    # recursive definition on the options (no closed form), on small nimbers
    g, h = nimber(a), nimber(b)
    assert g.conway_product(h) is nimber(nim_product(a, b))
    if a <= 4 and b <= 4:
        assert _conway_by_definition(g, h) is nimber(nim_product(a, b))


@cache
def _conway_by_definition(g: Game, h: Game) -> Game:
    def term(x: Game, y: Game) -> Game:
        return canonical_sum(
            _conway_by_definition(x, h), _conway_by_definition(g, y), -_conway_by_definition(x, y)
        )

    left = [term(x, y) for x in g.left for y in h.left] + [
        term(x, y) for x in g.right for y in h.right
    ]
    right = [term(x, y) for x in g.left for y in h.right] + [
        term(x, y) for x in g.right for y in h.left
    ]
    return game(left, right).canonical()


@settings(max_examples=60, deadline=None)
@given(
    st.integers(-12, 12).map(lambda k: Fraction(k, 4)),
    st.integers(-12, 12).map(lambda k: Fraction(k, 4)),
)
def test_conway_product_of_numbers_is_the_product(x: Fraction, y: Fraction) -> None:
    # Conway, ONAG ch. 1: on numbers the game product is the product of the numbers
    assert number(x).conway_product(number(y)) is number(x * y)


@settings(max_examples=150, deadline=None)
@given(forms)
def test_sensible_options_keep_the_value(g: Game) -> None:
    left, right = g.sensible_options()
    assert _equal(game(left, right), g)
    assert set(left) <= set(g.left) and set(right) <= set(g.right)


@settings(max_examples=80, deadline=None)
@given(forms, st.sampled_from([star, one, parse("{1|-1}"), parse("{0|*}")]))
def test_subordinate_undoes_the_ordinal_sum(h: Game, base: Game) -> None:
    # CGSuite's Subordinate: for K = (B : H) canonical, K.Subordinate(B) recovers H's value
    # whenever no option of H's canonical form equals an option of B (else moves merge)
    hc = h.canonical()
    assume(not (set(hc.left) & set(base.left) or set(hc.right) & set(base.right)))
    k = base.ordinal_sum(hc).canonical()
    sub = k.subordinate(base)
    assert base.ordinal_sum(sub).equals(k)
