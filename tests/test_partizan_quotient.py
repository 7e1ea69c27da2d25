"""The misère quotient of a closed set of partizan games (issue 24, point 6), against brute force.

The twin (tests/oracle/misere.py) searches misère outcomes of sums of literal trees and shares
no code with the construction. For random generator sets: the outcome read off the quotient is
the searched outcome of random sums; two sums with one element have the same searched outcome
with every small sum of the closure added; two sums with different elements are told apart by
the quotient's witness, re-searched. When the construction stops at its bound, the sums it
hands over as evidence are pairwise told apart by searched outcomes, so the quotient really has
more elements than the bound. Cross-checks against theory: impartial sets (Plambeck–Siegel,
the impartial construction), one-colour sprig sums (the monoid derived from McKay–Milley–
Nowakowski Thm 3.2/3.4) and the orders Rubinstein-Salzedo–Zhou allow.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import game, misere_quotient, nimber, parse, star
from cgt.errors import InvalidArgument, InvalidGame, NotSupported, SearchBoundExceeded
from cgt.families import games
from cgt.game import Game
from cgt.impartial import MisereQuotient
from cgt.misere_sum import flatten
from cgt.universes.partizan_quotient import PartizanQuotient, partizan_quotient
from cgt.universes.sprig_quotient import SprigQuotient, sprig_quotient
from tests.oracle import misere as tw
from tests.oracle.normal import tree

BOUND = 16


def searched(*parts: object) -> str:
    """The misère outcome of the sum of ``parts`` (games, or lists of games), searched by the
    twin on the components' trees."""
    comps: list[Game] = []
    for p in parts:
        for g in p if isinstance(p, list) else [p]:
            comps.extend(flatten(g))
    return tw.outcome(*(tree(c) for c in comps))


def small_sums(forms: list[Game], most: int) -> list[list[Game]]:
    """Every sum of at most ``most`` games of ``forms`` (the empty sum first)."""
    out: list[list[Game]] = []
    for k in range(most + 1):
        out.extend(list(c) for c in combinations_with_replacement(forms, k))
    return out


def check_evidence(exc: SearchBoundExceeded) -> None:
    """The bound's evidence: more than BOUND sums, pairwise told apart by searched outcomes."""
    sums, tests = exc.sums, exc.tests  # type: ignore[attr-defined]
    assert len(sums) > BOUND
    vectors = {tuple(searched(s, t) for t in tests) for s in sums}
    assert len(vectors) == len(sums)


def check_against_twin(q: PartizanQuotient, u: list[Game], v: list[Game]) -> None:
    assert str(q.outcome(u)) == searched(u)
    assert str(q.outcome(v)) == searched(v)
    pool = small_sums(q.closure[:8], 2 if len(q.closure) > 4 else 3)
    # Same element: no small sum of the closure tells them apart (here u and the
    # representative of its element, which the table found by another route).
    rep = flatten(q.representative(q.element(u)))
    assert q.element(rep) == q.element(u)
    for x in pool:
        assert searched(u, x) == searched(rep, x)
    # Different elements: the quotient's witness, re-searched, tells them apart.
    x = q.distinguish(u, v)
    if q.element(u) == q.element(v):
        assert x is None
        for y in pool:
            assert searched(u, y) == searched(v, y)
    else:
        assert x is not None and searched(u, x) != searched(v, x)
        assert all(c in q.closure for c in flatten(x))


generator_sets = st.lists(tw.forms_strategy("M"), min_size=1, max_size=2, unique=True)


@settings(max_examples=60, deadline=None)
@given(generator_sets, st.data())
def test_the_quotient_agrees_with_search_on_random_sums(gens: list[Game], data) -> None:  # noqa: ANN001
    try:
        q = partizan_quotient(gens, max_order=BOUND)
    except SearchBoundExceeded as exc:
        check_evidence(exc)
        return
    if not q.closure:  # the closure of 0 is {0}: one element, N
        assert q.order == 1 and str(q.outcome([])) == searched([]) == "N"
        return
    sums = st.lists(st.sampled_from(q.closure), max_size=4)
    for _ in range(3):
        check_against_twin(q, data.draw(sums), data.draw(sums))


@pytest.mark.exhaustive
def test_every_game_born_by_day_two() -> None:
    for g in games(2):
        try:
            q = partizan_quotient([g], max_order=BOUND)
        except SearchBoundExceeded as exc:
            check_evidence(exc)
            continue
        for u in small_sums(q.closure, 2):
            for v in small_sums(q.closure, 1):
                check_against_twin(q, u, v)


# ---------------------------------------------------------------------------- the quotient itself


def test_elements_are_the_classes_and_the_table_is_their_sum() -> None:
    q = partizan_quotient([parse("{0|*}")])
    assert isinstance(q, MisereQuotient) and q.order == len(q.elements) == 9
    reps = {n: flatten(q.representative(n)) for n in q.elements}
    # Every two elements are told apart, by searched outcomes.
    for a in q.elements:
        for b in q.elements:
            x = q.distinguish(a, b)
            assert (x is None) == (a == b)
            if x is not None:
                assert searched(reps[a], x) != searched(reps[b], x)
    # The product is the element of the sum of representatives; outcomes are searched ones.
    assert q.identity == "1" and reps["1"] == []
    for a in q.elements:
        assert q.multiply(q.identity, a) == a
        assert str(q.outcome_of(a)) == searched(reps[a])
        for b in q.elements:
            assert q.multiply(a, b) == q.element(reps[a] + reps[b])
    parts = q.tetrapartition()
    assert sorted(sum(parts.values(), [])) == sorted(q.elements)
    assert q.p_portion == parts["P"]


def test_impartial_sets_give_the_impartial_quotient() -> None:
    """Plambeck–Siegel: the impartial construction (cgt.impartial.quotient) is independent."""
    from cgt.rulesets import KAYLES

    for gens in ([nimber(2)], [nimber(2), nimber(3)], [KAYLES(n) for n in range(1, 6)]):
        q, r = partizan_quotient(gens), misere_quotient(gens)
        assert q.order == r.order and len(q.p_portion) == len(r.p_portion)
        assert set(q.tetrapartition()) == {"L", "N", "P", "R"}
        assert not q.tetrapartition()["L"] and not q.tetrapartition()["R"]
        assert q.order % 2 == 0  # Plambeck–Siegel: impartial quotients have even order
        games_ = [g for g in q.closure]
        for u in small_sums(games_[:5], 3):
            assert str(q.outcome(u)) == r.outcome(u) == searched(u)


def test_one_colour_sprigs_agree_with_the_sprig_monoid() -> None:
    """The sprig monoid of one colour (order 5, from MMN Thm 3.2 and 3.4) is built without the
    general construction; the two agree on order, tetrapartition and every small sum."""
    for gens in ([parse("*:1")], [parse("*:-1/2"), parse("*:-2")], [parse("*:1/2 + *:3")]):
        q, s = partizan_quotient(gens), sprig_quotient(gens)
        assert q.order == s.order == 5
        qt, st_ = q.tetrapartition(), s.tetrapartition()
        assert {k: len(v) for k, v in qt.items()} == {k: len(v) for k, v in st_.items()}
        for u in small_sums(q.closure, 3):
            assert q.outcome(u) == s.outcome(u or [game()])


def test_no_quotient_of_order_three() -> None:
    """Rubinstein-Salzedo–Zhou (arXiv 2603.18244, Thm 1.1): a partizan misère quotient has any
    finite order but 3. Every closure of one game born by day 2 whose quotient is small."""
    orders = set()
    for g in games(2):
        try:
            orders.add(partizan_quotient([g], max_order=BOUND).order)
        except SearchBoundExceeded:
            continue
    assert 3 not in orders and {1, 2, 5, 6, 9} <= orders


def test_misere_quotient_takes_partizan_games() -> None:
    assert isinstance(misere_quotient([parse("*:1")]), SprigQuotient)  # MMN's theory first
    q = misere_quotient([parse("^"), parse("*")])
    assert isinstance(q, PartizanQuotient) and q.order == 9
    assert str(q.outcome(parse("^ + ^ + ^ + *"))) == searched(parse("^ + ^ + ^ + *"))
    with pytest.raises(SearchBoundExceeded, match="max_order = 5"):
        misere_quotient([parse("{1|0}")], max_order=5)


def test_bounds_and_bad_input_are_named() -> None:
    with pytest.raises(SearchBoundExceeded, match="max_sums = 5"):
        partizan_quotient([parse("{0|*}")], max_sums=5)
    with pytest.raises(SearchBoundExceeded, match="max_states = 2"):
        partizan_quotient([parse("{0|*}")], max_states=2)
    with pytest.raises(SearchBoundExceeded, match="max_followers = 1"):
        partizan_quotient([parse("{0|*}")], max_followers=1)
    with pytest.raises(InvalidArgument):
        partizan_quotient("{0|*}")
    with pytest.raises(InvalidArgument, match="max_order"):
        partizan_quotient([star], max_order=0)
    q = partizan_quotient([parse("{0|*}")])
    with pytest.raises(InvalidGame, match="not a game of the closure"):
        q.element(parse("*2"))
    with pytest.raises(InvalidGame, match="not an element"):
        q.outcome_of("c")
    with pytest.raises(NotSupported):
        q.periodicity()


def test_ruleset_positions_are_generators() -> None:
    """Positions with a game() method: their literal forms' followers make the closure, and a
    sum of positions is read off the quotient as the searched outcome of the forms."""
    from cgt.rulesets import Clobber, Domineering

    q = misere_quotient([Clobber("xxo"), Clobber("xo")])
    assert isinstance(q, PartizanQuotient) and q.order == 9
    pos = [Clobber("xxo"), Clobber("xo"), Clobber("xxo"), Clobber("xxo"), Clobber("xxo")]
    for k in range(len(pos) + 1):
        part = pos[:k]
        assert str(q.outcome(part)) == searched([p.game() for p in part])
    d = misere_quotient([Domineering("...."), Domineering("..")])
    for part in ([Domineering("....")] * 3, [Domineering(".."), Domineering("....")], []):
        assert str(d.outcome(part)) == searched([p.game() for p in part])
    with pytest.raises(SearchBoundExceeded) as big:  # its closure holds 1 and −1
        misere_quotient([Domineering("...|...")], max_order=BOUND)
    check_evidence(big.value)
