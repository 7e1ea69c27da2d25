"""Misère outcomes of Hackenbush families by theorem, against plain search.

The expected outcomes come from the brute-force twin (``tests.oracle``: the literal sum searched
straight from the definition of misère play), never from the formulas under test.
"""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import Game, canonical_sum, game, nimber, number, ordinal_sum, parse, star
from cgt.hackenbush.flowerbed import Flowerbed, misere_outcome, normal_outcome
from cgt.hackenbush.misere import theorem_outcome
from cgt.hackenbush.recognise import classify
from cgt.outcome import from_wins
from tests.oracle import misere as tw
from tests.oracle.normal import tree


def flower(h: int, x: object) -> Game:
    return ordinal_sum(nimber(h), number(x))


def twin(*gs: Game) -> str:
    return tw.outcome(*[tree(g) for g in gs])


# Blossoms that are number forms but not canonical (generalized sprigs and flowers).
B2 = parse("{0,1|}")  # value 2
BHALF = parse("{-1,0|1,2}")  # value 1/2
BZERO = parse("{-1|1}")  # value 0: *n:BZERO ≡ *n (Lo Cor. 4.4)
SHRUB = parse("*:(*2 + *)")  # the shrub e(ee;e), ≡ *4 (Lo Thm 1.1)
SHRUB1 = parse("*:(* + *)")  # e(e;e), ≡ *

POOL = [
    star,
    nimber(2),
    nimber(3),
    SHRUB1,
    flower(1, 1),
    flower(1, -1),
    flower(1, 2),
    flower(1, Fraction(1, 2)),
    flower(1, Fraction(-1, 2)),
    flower(1, Fraction(-3, 4)),
    ordinal_sum(star, B2),
    ordinal_sum(star, -BHALF),
    flower(2, 1),
    flower(2, -1),
    flower(2, Fraction(1, 2)),
    flower(2, Fraction(-1, 2)),
    flower(3, 1),
    flower(3, -1),
    ordinal_sum(nimber(2), BZERO),
    ordinal_sum(nimber(2), B2),
]


def test_pool_is_recognised() -> None:
    for g in POOL:
        assert classify(g) is not None, g
    assert classify(SHRUB).height == 4 and classify(SHRUB).source == "shrub"
    assert classify(ordinal_sum(nimber(2), BZERO)).source == "zero blossom"
    assert classify(ordinal_sum(star, B2)).source == "generalized"


@pytest.mark.parametrize("k", [1, 2, 3, 4])
def test_every_small_sum_matches_search(k: int) -> None:
    checked = 0
    for combo in combinations_with_replacement(POOL, k):
        got = theorem_outcome(list(combo))
        assert got is not None, combo
        assert str(got[0]) == twin(*combo), (combo, got)
        checked += 1
    assert checked > 0


@pytest.mark.exhaustive
def test_every_sum_of_five_matches_search() -> None:
    for combo in combinations_with_replacement(POOL, 5):
        got = theorem_outcome(list(combo))
        assert got is not None and str(got[0]) == twin(*combo), (combo, got)


def test_shrub_sums_match_search() -> None:
    # Lo Thm 1.1: the shrub e(ee;e) behaves as *4 in every sum.
    for others in ([], [star], [nimber(4)], [flower(2, 1), flower(3, -1)], [flower(1, 1)]):
        got = theorem_outcome([SHRUB, *others])
        assert got is not None and str(got[0]) == twin(SHRUB, *others)
        assert "Lo Thm 1.1" in got[1]


dyadics = st.builds(
    lambda n, e: Fraction(n, 2**e), st.integers(-6, 6).filter(bool), st.integers(0, 2)
)
flowers_st = st.builds(lambda h, x: flower(h, x), st.integers(1, 3), dyadics)
stalks_st = st.integers(1, 4).map(nimber)
parts_st = st.lists(st.one_of(flowers_st, flowers_st, stalks_st), min_size=1, max_size=4)


@settings(max_examples=60)
@given(parts_st)
def test_random_flowerbeds_match_search(parts: list[Game]) -> None:
    got = theorem_outcome(parts)
    assert got is not None
    assert str(got[0]) == twin(*parts)


@settings(max_examples=60)
@given(st.lists(dyadics, min_size=1, max_size=6), st.booleans())
def test_random_sprig_sums_match_search(xs: list[Fraction], with_star: bool) -> None:
    parts = [flower(1, x) for x in xs] + ([star] if with_star else [])
    got = theorem_outcome(parts)
    assert got is not None and str(got[0]) == twin(*parts)
    assert ("MMN Thm 3.4" if with_star else "MMN Thm 3.2") in got[1]


def bed_forms(bed: Flowerbed) -> list[Game]:
    return [nimber(h) for h in bed.stalks] + [flower(h, x) for h, x in bed.flowers]


beds = st.builds(
    Flowerbed.of,
    st.lists(st.integers(1, 5), max_size=3),
    st.lists(st.tuples(st.integers(1, 4), dyadics), max_size=6),
)


@settings(max_examples=150)
@given(beds)
def test_normal_outcome_of_beds_matches_normal_play(bed: Flowerbed) -> None:
    # Normal play is exact and cheap through canonical forms: the reference here.
    expected = canonical_sum(*bed_forms(bed)).outcome()
    assert normal_outcome(bed)[0] is expected


def test_prop_4_9_and_4_10_against_normal_play() -> None:
    for b in range(1, 5):
        for c in range(1, 5):
            for a in range(0, 8):
                for x, y in ((1, 1), (2, 1), (1, 2), (Fraction(1, 2), 1)):
                    if b == c == 1:
                        continue
                    bed = Flowerbed.of(stalks=[a] if a else [], flowers=[(b, x), (c, -y)])
                    expected = canonical_sum(*bed_forms(bed)).outcome()
                    o, why = normal_outcome(bed)
                    assert o is expected, (bed, why)


def test_two_hundred_random_sprigs_are_decided_by_theory() -> None:
    rng = random.Random(11)
    xs = [Fraction(rng.randint(-64, 64) or 1, 2 ** rng.randint(0, 4)) for _ in range(200)]
    parts = [flower(1, x) for x in xs]
    got = theorem_outcome(parts)
    assert got is not None and got[1].startswith("MMN Thm 3.2")
    # MMN Thm 3.2: the sign of the advantage decides.
    delta = sum(1 if classify(p).blossom > 0 else -1 for p in parts)
    assert str(got[0]) == ("L" if delta > 0 else "R" if delta < 0 else "N")


def test_tall_flowerbed_is_searched_within_the_bound() -> None:
    # Two flowers of height >= 2 per side: Lo Thm 4.11 / Cor. 4.12 stem-cut search.
    parts = [flower(2, 1), flower(3, 1), flower(2, -1 * Fraction(1, 2)), flower(3, -2)]
    got = theorem_outcome(parts)
    assert got is not None and "Thm 4.11" in got[1]
    assert str(got[0]) == twin(*parts)
    assert theorem_outcome(parts, max_states=1) is None


def test_outside_the_families() -> None:
    assert theorem_outcome([number(1), star]) is None
    assert theorem_outcome([parse("{0|*}"), star]) is None
    # One star-based component: MMN Thm 2.1, o⁻(*:H) = o⁺(H), for any H.
    h = parse("{1|-1}")
    got = theorem_outcome([ordinal_sum(star, h)])
    assert got is not None and got[0] is h.outcome() and "MMN Thm 2.1" in got[1]
    assert str(got[0]) == twin(ordinal_sum(star, h))
    assert theorem_outcome([]) == (from_wins(True, True), theorem_outcome([])[1])


def test_zero_components_are_ignored() -> None:
    z = game()
    assert theorem_outcome([z, star, z]) == theorem_outcome([star])


def test_misere_and_normal_twins_agree_with_lo_theorem_4_1() -> None:
    # o⁺(F) = o⁻(F*) and o⁻(F) = o⁺(F*) on a few beds, both computed by search.
    for bed in (
        Flowerbed.of(flowers=[(1, 1), (1, -2)]),
        Flowerbed.of(stalks=[2], flowers=[(2, 1), (1, -1)]),
        Flowerbed.of(stalks=[1, 1], flowers=[(1, Fraction(1, 2))]),
    ):
        forms = bed_forms(bed)
        twin_forms = bed_forms(bed.evil_twin())
        assert twin(*forms) == canonical_sum(*twin_forms).outcome().value
        assert misere_outcome(bed)[0].value == twin(*forms)
