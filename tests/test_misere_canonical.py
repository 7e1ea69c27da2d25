"""Canonical forms modulo M, D, E: uniqueness, class counts, and the facts they rest on.

Expected counts come from the literature: classes born by day n are 1, 4, 256 mod M (Siegel,
*Misère canonical forms of partizan games*); 1, 2, 9, 1268 mod D (Dorbec–Renault–Siegel–Sopena
2015); 1, 4, 196 mod E; impartial misère 1, 2, 3, 5, 22 (Conway, ONAG ch. 12).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings

from cgt import Game, game
from cgt.canonical import misere as cm
from cgt.families import dead_ending, dicots, games, impartial, subsets
from cgt.misere_sum import left_wins_first
from tests.oracle import misere as tw
from tests.oracle.normal import tree

FAMILY = {"M": games, "D": dicots, "E": dead_ending}
LITERATURE = {"M": [1, 4, 256], "D": [1, 2, 9], "E": [1, 4, 196]}


@pytest.mark.parametrize("kind", ["M", "D", "E"])
def test_class_counts_by_day(kind: str) -> None:
    counts = [len({cm.canonical(kind, g) for g in FAMILY[kind](day)}) for day in range(3)]
    assert counts == LITERATURE[kind]


@pytest.mark.parametrize("kind", ["M", "D", "E"])
def test_canonical_forms_are_unique_on_day_two(kind: str) -> None:
    forms = list(FAMILY[kind](2))
    canon = {g: cm.canonical(kind, g) for g in forms}
    for g in forms:
        c = canon[g]
        assert cm.contains(kind, c)
        assert cm.canonical(kind, c) is c
        assert cm.equiv(kind, g, c)
        assert cm.canonical(kind, -g) is -c
        for h in forms:
            assert (canon[h] is c) == cm.equiv(kind, g, h)


@pytest.mark.parametrize("kind", ["M", "D", "E"])
def test_twin_never_separates_a_form_from_its_canonical_form(kind: str) -> None:
    twin = tw.Twin(kind)
    rng = random.Random(7)
    forms = list(FAMILY[kind](2))
    pool = forms + [
        g
        for g in (game(rng.sample(forms, 2), rng.sample(forms, 2)) for _ in range(200))
        if cm.contains(kind, g)
    ]
    for g in pool:
        assert twin.equiv((tree(g),), (tree(cm.canonical(kind, g)),))


@pytest.mark.parametrize("kind", ["M", "D", "E"])
def test_canonical_forms_are_unique_on_random_day_three_forms(kind: str) -> None:
    rng = random.Random(11)
    base = list(FAMILY[kind](2))
    drawn: list[Game] = []
    while len(drawn) < 120:
        g = game(rng.sample(base, rng.randint(1, 3)), rng.sample(base, rng.randint(1, 3)))
        if cm.contains(kind, g):
            drawn.append(g)
    # Each form next to its canonical form gives many equivalent pairs of different forms.
    pool = list(dict.fromkeys(drawn + [cm.canonical(kind, g) for g in drawn] + base[:40]))
    canon = {g: cm.canonical(kind, g) for g in pool}
    for g in pool:
        assert cm.canonical(kind, -g) is -canon[g]
        for h in pool:
            assert (canon[g] is canon[h]) == cm.equiv(kind, g, h)


@settings(max_examples=200)
@given(tw.forms_strategy("D"))
def test_d_canonical_forms_keep_the_value(g: Game) -> None:
    c = cm.canonical("D", g)
    assert c.is_dicot and cm.equiv("D", g, c) and c.birthday <= g.birthday


@settings(max_examples=200)
@given(tw.forms_strategy("E"))
def test_e_canonical_forms_keep_the_value(g: Game) -> None:
    c = cm.canonical("E", g)
    assert c.is_dead_ending and cm.equiv("E", g, c)


def _canonical_classes_next_day(kind: str, reps: list[Game], dicot: bool) -> set[Game]:
    out = {cm.canonical(kind, game())}
    subs = list(subsets(tuple(reps), nonempty=dicot))
    for a in subs:
        for b in subs:
            if dicot or a or b:
                out.add(cm.canonical(kind, game(a, b)))
    return out


def test_dicot_classes_born_by_day_three() -> None:
    # About 15 s. 511² + 1 forms whose options are the 9 canonical day-2 representatives;
    # every dicot born by day 3 is ≡ one of them (≡ is a congruence for forming {A | B}).
    reps = sorted({cm.canonical("D", g) for g in dicots(2)}, key=lambda g: g._id)
    assert len(_canonical_classes_next_day("D", reps, dicot=True)) == 1268


def test_impartial_classes_by_day() -> None:
    # ≡ mod I is ≡ mod D on impartial games (Renault 2015), so D-canonical forms count them.
    counts = [len({cm.canonical("D", g) for g in impartial(day)}) for day in range(4)]
    reps = sorted({cm.canonical("D", g) for g in impartial(3)}, key=lambda g: g._id)
    day4 = {cm.canonical("D", game(s, s)) for s in subsets(tuple(reps))}
    assert counts + [len(day4)] == [1, 2, 3, 5, 22]
    assert all(c.is_impartial for c in day4)


def test_d_marker_is_star() -> None:
    # {*|*}: both options reverse through 0 and removing them leaves 0 ≡ {*|*} (mod D);
    # {*, ^ | *}: the Left * is reversible through 0 but the game without it is not
    # Left-D-strong, so the * stays as the marker.
    assert cm.canonical("D", game([cm.STAR], [cm.STAR])) is game()
    up = game([game()], [cm.STAR])
    g = game([cm.STAR, up], [cm.STAR])
    c = cm.canonical("D", g)
    assert cm.equiv("D", g, c) and cm.STAR in c.left


def test_perfect_murders_are_below_every_left_dead_end() -> None:
    # The E marker needs, for every Left dead end E0, some M_n ≤ E0 (mod E): M_{b(E0)} works.
    lde2 = [g for g in games(2) if all(not f.left for f in g.followers())]  # Left dead ends
    ends = {game([], rs) for rs in subsets(tuple(lde2))} | set(lde2)
    assert len(ends) == 16
    for e in ends:
        assert cm.ge("E", e, cm.murder(e.birthday))


def test_e_strong_test_matches_all_left_dead_ends() -> None:
    # Left-E-strong: Left wins G + X moving first for every Left dead end X; the test uses only
    # X = 0 and X = M_b. Compared with every Left dead end born by day 3 (the twin's trees).
    ends = [t for t in tw.members("E", 2) if not t[0]]
    ends3 = {(frozenset(), frozenset(s)) for s in subsets(tuple(ends))}
    ends3 = [t for t in ends3 if tw.is_dead_ending(t)]
    rng = random.Random(5)
    base = list(dead_ending(2))
    pool = base + [game(rng.sample(base, 2), rng.sample(base, 1)) for _ in range(150)]
    for g in pool:
        brute = all(tw.left_wins((tree(g), x)) for x in ends3)
        assert cm.left_strong("E", (g,) if g.left or g.right else ()) == brute
        assert cm.left_strong("D", (g,) if g.left or g.right else ()) == left_wins_first(
            (g,) if g.left or g.right else ()
        )


def test_no_option_reverses_through_an_end_mod_m() -> None:
    # Siegel: a Left end E ≤ G (mod M) forces G to be a Left end, so a Left option of G
    # never reverses through an end.
    for g in games(2):
        for x in g.left:
            for y in x.right:
                if not y.left:
                    assert not cm.ge("M", g, y)
