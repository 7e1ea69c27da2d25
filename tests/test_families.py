"""Families: members against the brute-force twin, simplest-first order, strategies, bounds.

Expected counts come from the literature or from the twin's enumeration of trees:
forms born by day 2: 256; dicots 10, dead-ending 232, impartial 1, 2, 4, 16 (the twin);
classes born by day n: normal play 1, 4, 22, 1474 (Wolfe–Fraser, *Counting the number of
games*, TCS 313 (2004)); mod M 1, 4, 256 (Siegel, *Misère canonical forms of partizan games*,
arXiv:1303.4237); mod D 1, 2, 9, 1268 (Dorbec–Renault–Siegel–Sopena, JCTA 130 (2015)); mod E
1, 4, 196 (as counted in tests/test_misere_canonical.py from every dead-ending form); impartial
misère 1, 2, 3, 5, 22 (Conway, *On Numbers and Games*, ch. 12).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import find, given, settings
from hypothesis import strategies as st

from cgt import (
    HSTAR,
    NORMAL,
    D,
    E,
    Game,
    I,
    InvalidGame,
    M,
    NotSupported,
    S,
    SearchBoundExceeded,
    nimber,
    number,
)
from cgt.families import (
    Family,
    canonical,
    dead_ending,
    dicots,
    dyadics,
    games,
    impartial,
    integers,
    nimbers,
    numbers,
    ordered_product,
    pairs,
    simplicity,
    sums,
    ups,
)
from tests.oracle import misere as tw
from tests.oracle.normal import tree


def _value(g: Game) -> Fraction:
    return Fraction(str(g))


# ============================================================================ forms by day
@pytest.mark.parametrize(
    ("family", "kind", "days"),
    [(games, "M", 3), (dicots, "D", 3), (dead_ending, "E", 3), (impartial, "I", 4)],
)
def test_forms_by_day_are_the_twins_trees(family, kind, days) -> None:  # noqa: ANN001
    for day in range(days):
        got = [tree(g) for g in family(max_birthday=day)]
        assert len(got) == len(set(got))
        assert set(got) == set(tw.members(kind, day))


def test_simplest_first_order() -> None:
    for fam in (games(max_birthday=2), dicots(max_birthday=2), canonical(D, max_birthday=3),
                numbers(max_birthday=5), ups(max_n=3), dyadics(max_denominator=8, lo=-2, hi=2)):
        keys = [simplicity(g)[0] for g in fam]
        assert keys == sorted(keys), fam
    for fam in (games(max_birthday=2), canonical(D, max_birthday=3)):
        keys = [simplicity(g) for g in fam]
        assert keys == sorted(keys), fam


def test_simplicity_is_birthday_and_positions() -> None:
    for g in games(max_birthday=2):
        assert simplicity(g) == (g.birthday, len(nw_followers(tree(g))))


def nw_followers(t: tw.Tree) -> set[tw.Tree]:
    return tw.followers(t)


# ============================================================================ values
@pytest.mark.parametrize("day", range(7))
def test_numbers_are_the_dyadics_born_by_the_day(day: int) -> None:
    got = [_value(g) for g in numbers(max_birthday=day)]
    assert len(got) == 2 ** (day + 1) - 1 == len(set(got))
    for g, x in zip(numbers(max_birthday=day), got, strict=True):
        assert g.birthday <= day and tree(g) == tw.number_tree(x)
    if day:  # every dyadic with a smaller birthday bound is in, nothing else
        born = {x for x in (Fraction(k, 2**j) for j in range(day) for k in range(-day * 2**j,
                day * 2**j + 1)) if number(x).birthday <= day}
        assert set(got) == born


@given(st.integers(-300, 300), st.integers(0, 6))
def test_number_birthday_formula(k: int, j: int) -> None:
    from cgt.families import _number_birthday

    x = Fraction(k, 2**j)
    assert _number_birthday(x) == number(x).birthday


def test_integers_dyadics_nimbers_ups() -> None:
    assert sorted(_value(g) for g in integers(lo=-4, hi=6)) == list(range(-4, 7))
    assert [str(g) for g in integers(lo=-2, hi=2)] == ["0", "1", "-1", "2", "-2"]
    xs = sorted(_value(g) for g in dyadics(max_denominator=4, lo=-1, hi="1/2"))
    assert xs == [Fraction(k, 4) for k in range(-4, 3)]
    assert [g for g in nimbers(max_n=6)] == [nimber(n) for n in range(7)]
    assert len(ups(max_n=3)) == 14 and len(ups(max_n=3, stars=False)) == 7
    assert {str(g) for g in ups(max_n=2, stars=False)} == {"0", "^", "v", "^^", "vv"}


# ============================================================================ classes
CLASS_COUNTS = {
    "NORMAL": (NORMAL, [1, 4, 22, 1474]),
    "M": (M, [1, 4, 256]),
    "D": (D, [1, 2, 9, 1268]),
    "E": (E, [1, 4, 196]),
    "I": (I, [1, 2, 3, 5, 22]),
}


@pytest.mark.parametrize("name", list(CLASS_COUNTS))
def test_class_counts(name: str) -> None:
    u, counts = CLASS_COUNTS[name]
    assert [len(canonical(u, max_birthday=n)) for n in range(len(counts))] == counts


@pytest.mark.parametrize(
    ("u", "forms"),
    [(NORMAL, games(max_birthday=2)), (M, games(max_birthday=2)), (D, dicots(max_birthday=2)),
     (E, dead_ending(max_birthday=2)), (I, impartial(max_birthday=3))],
)
def test_classes_represent_every_form_once(u, forms) -> None:  # noqa: ANN001
    day = max(g.birthday for g in forms)
    reps = list(canonical(u, max_birthday=day))
    assert all(u.canonical(r) == r for r in reps)
    assert {u.canonical(g) for g in forms} == set(reps)


def test_day_three_dicot_classes_are_pairwise_distinct() -> None:
    # A sample of the 1268 representatives: each pair is separated by a witness X whose two
    # outcomes the twin computes by brute force.
    reps = list(canonical(D, max_birthday=3))
    sample = reps[:: len(reps) // 25]
    for i, g in enumerate(sample):
        for h in sample[i + 1 :]:
            v = D.equiv(g, h)
            assert not v.holds and v.witness is not None and v.witness.is_dicot
            x = tree(v.witness)
            assert tw.outcome(tree(g), x) != tw.outcome(tree(h), x)


def test_class_bounds() -> None:
    with pytest.raises(SearchBoundExceeded, match="lower max_birthday to 3"):
        len(canonical(D, max_birthday=4))
    with pytest.raises(SearchBoundExceeded, match="lower max_birthday to 2"):
        list(canonical(M, max_birthday=3))
    for u in (S, HSTAR):
        with pytest.raises(NotSupported):
            canonical(u, max_birthday=2)


# ============================================================================ composition
def test_sums_are_multisets() -> None:
    fam = nimbers(max_n=3)
    got = sorted(str(g.canonical()) for g in sums(fam, k=2))
    want = sorted(str(nimber(a ^ b)) for a in range(4) for b in range(a, 4))
    assert got == want and len(sums(fam, k=3)) == 20


def test_pairs_and_where() -> None:
    F = dicots(max_birthday=2)
    assert len(pairs(F)) == 100 and len(pairs(F, unordered=True)) == 55
    assert set(pairs(F, nimbers(max_n=1))) == {(a, b) for a in F for b in nimbers(max_n=1)}
    below = pairs(F).where(lambda g, h: g.birthday < h.birthday)
    assert all(g.birthday < h.birthday for g, h in below) and len(below) == 1 + 8 + 8
    assert [str(g) for g in nimbers(max_n=5).where(lambda g: g in (nimber(1), nimber(4)))] == [
        "*", "*4"]


@given(st.lists(st.lists(st.integers(0, 3), min_size=1, max_size=4), min_size=1, max_size=3))
def test_ordered_product_each_index_once_by_total_tier(tiers: list[list[int]]) -> None:
    tiers = [sorted(t) for t in tiers]
    got = list(ordered_product(tiers))
    n = 1
    for t in tiers:
        n *= len(t)
    assert len(got) == len(set(got)) == n
    totals = [sum(tiers[i][j] for i, j in enumerate(idx)) for idx in got]
    assert totals == sorted(totals)


# ============================================================================ strategies
@pytest.mark.filterwarnings("ignore:Generating overly large repr")
@settings(max_examples=60)
@given(st.data())
def test_strategies_draw_members(data: st.DataObject) -> None:
    for fam, ok in (
        (games(max_birthday=4), lambda g: g.birthday <= 4),
        (dicots(max_birthday=4), lambda g: g.birthday <= 4 and g.is_dicot),
        (dead_ending(max_birthday=3), lambda g: g.birthday <= 3 and g.is_dead_ending),
        (impartial(max_birthday=5), lambda g: g.birthday <= 5 and g.is_impartial),
        (numbers(max_birthday=30), lambda g: g.birthday <= 30 and g.is_number),
        (numbers(max_birthday=4), lambda g: g in numbers(max_birthday=4)),
        (integers(lo=-3, hi=5), lambda g: -3 <= int(str(g)) <= 5),
        (games(max_birthday=None), lambda g: isinstance(g, Game)),
    ):
        assert ok(data.draw(fam.strategy())), fam


@pytest.mark.filterwarnings("ignore:Generating overly large repr")
def test_strategies_shrink_to_the_simplest_member() -> None:
    cfg = settings(database=None, max_examples=200)
    assert find(dicots(max_birthday=2).strategy(), lambda g: True, settings=cfg).birthday == 0
    g = find(games(max_birthday=None).strategy(), lambda g: g.birthday >= 3, settings=cfg)
    assert g.birthday == 3
    x = find(numbers(max_birthday=None).strategy(), lambda g: g.birthday >= 2, settings=cfg)
    assert x.birthday == 2


# ============================================================================ bad input
def test_bounds_and_bad_input() -> None:
    with pytest.raises(SearchBoundExceeded, match="lower max_birthday to 2"):
        len(games(max_birthday=3))
    with pytest.raises(SearchBoundExceeded, match="infinite"):
        list(numbers(max_birthday=None))
    for bad in (lambda: games(max_birthday=-1), lambda: nimbers(max_n=1.5),
                lambda: dyadics(max_denominator=6, lo=0, hi=1),
                lambda: integers(lo=3, hi=1), lambda: sums(nimbers(max_n=2), k=0),
                lambda: pairs(dicots(max_birthday=1), nimbers(max_n=1), unordered=True)):
        with pytest.raises(InvalidGame):
            bad()
    assert isinstance(games(max_birthday=9), Family)  # drawing only: no error until iterated
