"""Misère outcomes of sums on component multisets, against the brute-force twin and the
sprig theorems of McKay–Milley–Nowakowski (seed 001, Thm 2.1, 3.2, 3.4)."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import Game, game, nimber, number, ordinal_sum, star, zero
from cgt.misere_sum import flatten, raw_outcome, reduce_components, state, sum_outcome
from tests.oracle import misere as tw
from tests.oracle import normal as nw
from tests.oracle.normal import tree
from tests.strategies import DAY2, forms

dyadics = st.fractions(-3, 3, max_denominator=8).filter(
    lambda f: f.denominator & (f.denominator - 1) == 0
)


def sprig(x: Fraction) -> Game:
    return ordinal_sum(star, number(x))


@settings(max_examples=300)
@given(st.lists(forms, min_size=1, max_size=3))
def test_sum_outcome_matches_literal_search(gs: list[Game]) -> None:
    expected = tw.outcome(*[tree(g) for g in gs])
    assert str(sum_outcome(*gs)) == expected
    assert str(raw_outcome(state(gs))) == expected


@settings(max_examples=300)
@given(st.lists(tw.forms_strategy("D"), min_size=1, max_size=4))
def test_dicot_sums_with_reductions_match_twin(gs: list[Game]) -> None:
    # Canonical forms mod D and cancellation of * + * and the like are exercised here.
    assert str(sum_outcome(*gs)) == tw.outcome(*[tree(g) for g in gs])


@settings(max_examples=300)
@given(st.lists(tw.forms_strategy("E"), min_size=1, max_size=3))
def test_dead_ending_sums_with_reductions_match_twin(gs: list[Game]) -> None:
    assert str(sum_outcome(*gs)) == tw.outcome(*[tree(g) for g in gs])


@given(st.lists(st.sampled_from(DAY2), min_size=2, max_size=3))
def test_nested_literal_sums_are_flattened(gs: list[Game]) -> None:
    total = gs[0]
    for g in gs[1:]:
        total = total + g
    # Components are kept, except that integers of one sign merge (n + m is the integer form
    # n + m, an identity of forms).
    def split(cs: list[Game]) -> tuple[Counter, int, int]:
        ints = [c.canonical() for c in cs if c.is_number and c.canonical() is c
                and c._tag[0].denominator == 1]
        rest = Counter(c for c in cs if c not in ints)
        pos = sum(int(c._tag[0]) for c in ints if c._tag[0] > 0)
        neg = sum(int(c._tag[0]) for c in ints if c._tag[0] < 0)
        return rest, pos, neg

    assert split(flatten(total)) == split([c for g in gs for c in flatten(g)])
    literal = tree(gs[0])
    for g in gs[1:]:
        literal = nw.add(literal, tree(g))
    assert tree(total.literal()) == literal
    assert sum_outcome(total) is sum_outcome(*gs)


def mmn_outcome(xs: list[Fraction]) -> str:
    """Outcome of Σ *:x by McKay–Milley–Nowakowski Thm 3.2 (no *) and 3.4 (one *): * + * ≡ 0
    (mod D) leaves δ = (number of x = 0) mod 2 stars; X, Y are the positive values and the
    absolute values of the negative ones, Δ = |X| − |Y|, ε = min(X∖Y) − min(Y∖X) (0 if empty)."""
    xs_pos = Counter(x for x in xs if x > 0)
    ys = Counter(-x for x in xs if x < 0)
    stars = sum(1 for x in xs if x == 0) % 2
    delta = sum(xs_pos.values()) - sum(ys.values())
    xr, yr = xs_pos - ys, ys - xs_pos
    eps = min(xr) - min(yr) if xr and yr else 0
    if not stars:
        return "L" if delta > 0 else "R" if delta < 0 else "N"
    if delta > 1 or (delta in (0, 1) and eps > 0):
        return "L"
    if delta < -1 or (delta in (0, -1) and eps < 0):
        return "R"
    if (delta == 1 and eps <= 0) or (delta == -1 and eps >= 0):
        return "N"
    return "P"


@settings(max_examples=300)
@given(st.lists(dyadics, min_size=1, max_size=10))
def test_sprig_sums_follow_mmn_theorems(xs: list[Fraction]) -> None:
    assert str(sum_outcome(*[sprig(x) for x in xs])) == mmn_outcome(xs)


@settings(max_examples=150)
@given(st.lists(dyadics, min_size=1, max_size=4))
def test_sprig_sums_match_twin(xs: list[Fraction]) -> None:
    trees = [tw.star_colon(tw.number_tree(x)) for x in xs]
    assert str(sum_outcome(*[sprig(x) for x in xs])) == tw.outcome(*trees)


@settings(max_examples=300)
@given(forms)
def test_star_colon_misere_outcome_is_normal_outcome(g: Game) -> None:
    # McKay–Milley–Nowakowski Thm 2.1: o⁻(*:G) = o⁺(G), checked against both twins.
    expected = nw.outcome(tree(g), misere=False)
    assert tw.outcome(tree(ordinal_sum(star, g))) == expected
    assert str(sum_outcome(ordinal_sum(star, g))) == expected


def test_zero_pairs_cancel_only_where_they_are_zero() -> None:
    s = sprig(Fraction(3, 4)) + sprig(Fraction(-3, 4))
    assert reduce_components([s])[1:] == ((), 1)
    kind, rest, n = reduce_components([s + sprig(Fraction(1))])
    assert (kind, n) == ("D", 1) and len(rest) == 1
    # *2 + *2 is not ≡ 0 mod D, and nothing but 0 is invertible mod M.
    two = game([zero, star], [zero, star])
    assert reduce_components([two + two])[2] == 0
    assert reduce_components([star + star], "M")[2] == 0


@pytest.mark.parametrize("kind", ["D", "E"])
def test_nim_heap_pair_shortcut_agrees_with_comparison(kind: str) -> None:
    """The closed form for *m + *m ≡ 0 against the comparison mod U itself."""
    from cgt.canonical.misere import zero_pair
    from cgt.misere_sum import _zero_pair

    for m in range(5):
        assert _zero_pair(kind, nimber(m)) == zero_pair(kind, nimber(m)), m


def test_a_form_born_by_day_3_has_few_enough_followers_to_reduce_uncounted() -> None:
    """The widest form born by day 3 has all 256 literal forms born by day 2 as options on
    both sides: 257 followers with itself, below the bound that reduction counts against."""
    from cgt.game import size
    from cgt.misere_sum import _REDUCE_UP_TO_SIZE, _UNCOUNTED_DAY

    widest = game(list(DAY2), list(DAY2))
    assert widest.birthday == _UNCOUNTED_DAY == 3
    assert size(widest) == 257 < _REDUCE_UP_TO_SIZE


@settings(max_examples=200)
@given(st.one_of(forms, st.lists(st.sampled_from(DAY2), min_size=2, max_size=3)))
def test_reducible_is_its_counted_definition(x: Game | list[Game]) -> None:
    """Whether a component is reduced, with the followers of a form born by day 3 not counted,
    is what counting them says (forms born by day 3, and sums of forms born by day 2 of any
    birthday)."""
    from cgt.game import size
    from cgt.misere_sum import _REDUCE_UP_TO_DAY, _REDUCE_UP_TO_SIZE, _held_value, _reducible

    c = x if isinstance(x, Game) else sum(x[1:], x[0])
    counted = (
        not _held_value(c)
        and c.birthday <= _REDUCE_UP_TO_DAY
        and size(c, _REDUCE_UP_TO_SIZE) <= _REDUCE_UP_TO_SIZE
    )
    assert _reducible(c) == counted
