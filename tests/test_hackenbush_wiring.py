"""The Hackenbush theorems wired into the core: misère sums (``OUTCOME_THEOREMS``) and the
universes' comparisons (``COMPARISON_THEOREMS``), checked against plain search.

Expected outcomes come from the brute-force twin (``tests.oracle``: literal sums searched
from the definition of misère play); comparisons proved by a theorem are re-decided by M's own
engine with the theorems switched off, and checked against the twin on a pool of games X.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import (
    D,
    Game,
    M,
    explain_outcome,
    hackenbush,
    nimber,
    number,
    ordinal_sum,
    parse,
    shrub,
    star,
    sum_outcome,
    zero,
)
from cgt.hackenbush import misere
from cgt.misere_sum import OUTCOME_THEOREMS
from cgt.sums import components
from cgt.universes import base
from tests.oracle import misere as tw
from tests.oracle.hackenbush import engine_only
from tests.oracle.normal import tree


def flower(h: int, x: object) -> Game:
    return ordinal_sum(nimber(h), number(x))


def total(forms: list[Game]) -> Game:
    g = zero
    for f in forms:
        g = g + f
    return g


def twin(*gs: Game) -> str:
    return tw.outcome(*[tree(c) for g in gs for c in components(g)])


# Members of the papers' families, as forms (canonical and literal).
POOL = [
    star,
    nimber(2),
    nimber(3),
    flower(1, 1),
    flower(1, -1),
    flower(1, "1/2"),
    flower(1, "-1/2"),
    flower(2, 1),
    flower(2, -1),
    hackenbush("elr").game(),  # the literal sprig *:1/2
    hackenbush("e(e;e)").game(),  # a shrub ≡ *
    hackenbush("e(ee;e)").game(),  # a shrub ≡ *4
    ordinal_sum(nimber(2), parse("{-1|1}")),  # blossom 0: ≡ *2 (Lo Cor. 4.4)
    ordinal_sum(star, parse("{0,1|}")),  # a generalized sprig of value 2
]


def test_the_hooks_are_installed_once() -> None:
    import importlib

    import cgt.hackenbush

    importlib.reload(cgt.hackenbush)
    assert OUTCOME_THEOREMS.count(misere.outcome_theorem) == 1
    assert base.COMPARISON_THEOREMS.count(misere.comparison_theorem) == 1


def test_a_long_sprig_sum_is_answered_by_theorem() -> None:
    rng = random.Random(11)
    xs = [rng.choice(["1", "-1", "1/2", "-1/2", "3/4", "-5/8", "2", "-3"]) for _ in range(30)]
    g = parse(" + ".join(f"*:{x}" for x in xs))
    o, why = explain_outcome(g)
    assert why.startswith("MMN Thm 3.")
    assert g.misere_outcome() is o
    # The same sum, cut to its first 5 sprigs, against plain search.
    head = parse(" + ".join(f"*:{x}" for x in xs[:5]))
    assert str(sum_outcome(head)) == twin(head)
    assert explain_outcome(head)[1].startswith("MMN Thm 3.")


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(POOL), min_size=1, max_size=4))
def test_sum_outcomes_by_theorem_agree_with_search(forms: list[Game]) -> None:
    g = total(forms)
    o, why = explain_outcome(g)
    assert why != "search"
    assert str(o) == twin(g)


def test_held_values_and_other_games_are_left_to_the_search() -> None:
    big = nimber(10**9)
    assert misere.outcome_theorem((big, flower(1, 1))) is None
    assert misere.outcome_theorem((parse("^"), star)) is None
    assert explain_outcome(parse("^ + *:1"))[1] == "search"
    assert misere.comparison_theorem(big + flower(1, 1), big + flower(1, -1), False) is not None
    assert misere.comparison_theorem(big, nimber(10**9 + 1), True) is None


def test_done_when_m_equiv_names_lo_thm_1_1() -> None:
    v = M.equiv(hackenbush("e(ee;e)").game(), nimber(4))
    assert v.holds and v.reason.startswith("Lo Thm 1.1")
    v = D.equiv(shrub("e(ee;e)").game() + flower(1, 1), nimber(4) + flower(1, 1))
    assert v.holds and "Lo Thm 1.1" in v.reason
    c = M.compare(hackenbush("e(e;e)").game(), star)
    assert c.relation == "=" and "Lo Thm 1.1" in c.reason


PAIRS_POOL = POOL[:9] + POOL[10:13]


def _proved_pairs() -> list[tuple[Game, Game, bool, str]]:
    """Every (G, H, both) among sums of at most 2 members of the pool that a theorem proves
    (about 600 of 16,200), a fixed sample of 20 per relation."""
    from itertools import combinations_with_replacement

    sums = [total(list(c)) for k in (1, 2) for c in combinations_with_replacement(PAIRS_POOL, k)]
    found: dict[bool, list[tuple[Game, Game, bool, str]]] = {True: [], False: []}
    for g in sums:
        for h in sums:
            for both in (True, False):
                why = misere.comparison_theorem(g, h, both)
                if why is not None:
                    found[both].append((g, h, both, why))
    rng = random.Random(7)
    return rng.sample(found[True], 20) + rng.sample(found[False], 20)


@pytest.mark.parametrize(("g", "h", "both", "why"), _proved_pairs())
def test_comparisons_by_theorem_hold_by_search(g: Game, h: Game, both: bool, why: str) -> None:
    v = (M.equiv if both else M.ge)(g, h)
    assert v.holds and v.reason == why
    # M's own engine (maintenance and proviso), without the theorems, agrees.
    plain = engine_only(M.equiv if both else M.ge, g, h)
    assert plain.decided and plain.holds
    # And no game of the twin's pool tells them apart.
    for x in tw.pool("D")[:60]:
        og, oh = _twin_with(g, x), _twin_with(h, x)
        assert tw.outcome_ge(og, oh)
        if both:
            assert og == oh


def _twin_with(g: Game, x: tuple) -> str:
    return tw.outcome(*[tree(c) for c in components(g)], *x)


@pytest.mark.parametrize(
    ("g", "h", "both", "cites"),
    [
        (hackenbush("e(ee;e)").game(), nimber(4), True, "Lo Thm 1.1"),
        (ordinal_sum(nimber(2), parse("{-1|1}")), nimber(2), True, "Lo Cor. 4.4"),
        (flower(2, 1), flower(2, -1), False, "Lo Thm 4.3"),
        (flower(1, 1) + hackenbush("e(e;e)").game(), star + flower(1, "-1/2"), False, "Lo Thm 4.3"),
    ],
)
def test_each_theorem_is_cited(g: Game, h: Game, both: bool, cites: str) -> None:
    why = misere.comparison_theorem(g, h, both)
    assert why is not None and cites in why
    assert bool(engine_only(M.equiv if both else M.ge, g, h))


def test_theorems_do_not_claim_what_fails() -> None:
    # *:-1 ≱ *:1 and *:1/2 ≢ *:1 (mod M): the theorems stay silent, M's engine refutes.
    for g, h, both in [
        (flower(1, -1), flower(1, 1), False),
        (flower(1, "1/2"), flower(1, 1), True),
    ]:
        assert misere.comparison_theorem(g, h, both) is None
        v = (M.equiv if both else M.ge)(g, h)
        assert v.decided and not v.holds
    assert misere.comparison_theorem(flower(2, 1), flower(1, -1), False) is None  # heights differ
