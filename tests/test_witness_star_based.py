"""S and HSTAR (issue 24, point 5): three-term witnesses when a side is not a dicot, and
membership of literal sums of star-based positions. Checked against the brute-force twin
(:mod:`tests.oracle.misere`): outcomes searched on literal trees, and literal sums of sprigs
listed from the definition *:T = {0, *:T^L | 0, *:T^R}."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest

from cgt import HSTAR, Game, S, game, parse
from cgt.families import games
from cgt.game import as_game
from cgt.hackenbush import generalized_flower, hackenbush, sprig
from cgt.misere_sum import flatten
from tests.oracle import misere as tw
from tests.oracle.normal import ZERO, add, tree


def comps(g: object) -> tuple:
    return tuple(tree(c) for c in flatten(as_game(g)))


def from_tree(t: tuple) -> Game:
    return game([from_tree(x) for x in t[0]], [from_tree(x) for x in t[1]])


def tree_birthday(t: tuple) -> int:
    return 1 + max((tree_birthday(x) for x in t[0] | t[1]), default=-1)


#: Sprig trees *:x for x = a/4, |x| ≤ 2, by birthday (straight from the definition).
SPRIGS = tw.sprig_trees(max_den_exp=2, bound=2)


def literal_sprig_sums(max_birthday: int) -> set[tuple]:
    """Every literal sum of sprig trees with total birthday ≤ max_birthday (0 included)."""
    by_day: dict[int, list[tuple]] = {}
    for t in SPRIGS:
        by_day.setdefault(tree_birthday(t), []).append(t)
    units = [t for t in SPRIGS if tree_birthday(t) <= max_birthday]
    out = {ZERO}
    for k in range(1, max_birthday + 1):
        for combo in combinations_with_replacement(units, k):
            if sum(tree_birthday(t) for t in combo) > max_birthday:
                continue
            total = ZERO
            for t in combo:
                total = add(total, t)
            out.add(total)
    return out


@pytest.mark.parametrize("universe", [S, HSTAR], ids=["S", "HSTAR"])
def test_the_issues_hackenbush_pair_is_decided_with_a_witness(universe: object) -> None:
    g = hackenbush("rr") + sprig("-13/8")
    h = generalized_flower(1, "(rr;l)") + sprig("-3/8") + hackenbush("r")
    # The issue's X = * + * + *:2 refutes G ≥ H, by the twin's outcomes (R, N).
    x2 = parse("* + * + *:2")
    assert (tw.outcome(*comps(g), *comps(x2)), tw.outcome(*comps(h), *comps(x2))) == ("R", "N")
    v = universe.ge(g, h)  # type: ignore[attr-defined]
    assert v.decided and not v.holds
    x = v.witness
    assert universe.contains(x)  # type: ignore[attr-defined]
    og, oh = tw.outcome(*comps(g), *comps(x)), tw.outcome(*comps(h), *comps(x))
    assert not tw.outcome_ge(og, oh) and (og, oh) == (str(v.outcomes[0]), str(v.outcomes[1]))
    assert x.birthday <= x2.birthday


@pytest.mark.parametrize("universe", [S, HSTAR], ids=["S", "HSTAR"])
def test_a_literal_sum_of_sprigs_is_a_member(universe: object) -> None:
    lit = parse("*:1 + *:-1").literal()
    assert not lit.is_sum and universe.contains(lit)  # type: ignore[attr-defined]
    rng = random.Random(5)
    units = [t for t in SPRIGS if tree_birthday(t) <= 3]
    for _ in range(12):
        total = ZERO
        for t in rng.sample(units, rng.randint(2, 3)):
            total = add(total, t)
        assert universe.contains(from_tree(total))  # type: ignore[attr-defined]


def test_membership_of_every_form_born_by_day_2_agrees_with_the_definition() -> None:
    members = literal_sprig_sums(2)
    for g in games(2):
        assert S.contains(g) == (tree(g) in members), str(g)


def test_membership_of_forms_born_on_day_3_near_sprig_sums() -> None:
    # Literal sprig sums born on day 3 and their one-option edits: S holds exactly the sums.
    members = literal_sprig_sums(3)
    rng = random.Random(11)
    day3 = [t for t in members if tree_birthday(t) == 3]
    for t in day3:
        assert S.contains(from_tree(t))
        for _ in range(3):
            opts = sorted(t[0] | t[1], key=repr)
            drop = rng.choice(opts)
            edited = (t[0] - {drop}, t[1]) if drop in t[0] else (t[0], t[1] - {drop})
            assert S.contains(from_tree(edited)) == (edited in members)
