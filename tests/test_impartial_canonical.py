"""Misère impartial canonical forms: CGSuite's expectations, the day counts, and brute force.

Expected values come from CGSuite's MisereCanonicalGameTestCase.scala (see
tests/cgsuite_impartial_expectations.py), from Conway (ONAG ch. 12: 1, 2, 3, 5, 22 and
4171780 games born by days 0–5), and from the brute-force twin in tests/oracle/impartial.py.
"""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cgt import D, InvalidGame, nimber, up
from cgt.families import impartial
from cgt.impartial import (
    distinguisher,
    genus,
    is_even,
    is_extraverted,
    is_generally_restive,
    is_generally_tame,
    is_half_tame,
    is_introverted,
    is_nim_heap,
    is_odd,
    is_prime,
    is_restive,
    is_restless,
    is_tame,
    is_tameable,
    mate,
    misere_canonical,
    misere_nim_value,
    misere_options,
    misere_str,
    misere_sum,
    nim_value,
    parse_misere,
    partitions,
    parts,
)
from cgt.impartial.misere_canonical import ZERO, construct, misere_canonical_record, plus_one
from cgt.impartial.misere_days import day, day_count, irreducible_day4_subsets
from tests.cgsuite_impartial_expectations import MISERE_CASES
from tests.oracle import impartial as twin


def _fmt(games: list) -> str:
    return "[" + ",".join(misere_str(g) for g in games) + "]"


def _bool(b: bool) -> str:
    return "true" if b else "false"


PROPERTIES = {
    "birthday": lambda g: str(misere_canonical(g).birthday),
    "genus": lambda g: str(genus(g)),
    "isEven": lambda g: _bool(is_even(g)),
    "isExtraverted": lambda g: _bool(is_extraverted(g)),
    "isGenerallyRestive": lambda g: _bool(is_generally_restive(g)),
    "isGenerallyTame": lambda g: _bool(is_generally_tame(g)),
    "isHalfTame": lambda g: _bool(is_half_tame(g)),
    "isIntroverted": lambda g: _bool(is_introverted(g)),
    "isNimHeap": lambda g: _bool(is_nim_heap(g)),
    "isPrime": lambda g: _bool(is_prime(g)),
    "isRestive": lambda g: _bool(is_restive(g)),
    "isRestless": lambda g: _bool(is_restless(g)),
    "isTame": lambda g: _bool(is_tame(g)),
    "isTameable": lambda g: _bool(is_tameable(g)),
    "mate": lambda g: misere_str(mate(g)),
    "misereNimValue": lambda g: str(misere_nim_value(g)),
    "misereOutcomeClass": lambda g: "P" if misere_nim_value(g) == 0 else "N",
    "nimValue": lambda g: str(nim_value(g)),
    "options": lambda g: _fmt(list(misere_options(g))),
    "partitions": lambda g: "[" + ",".join(_fmt(p) for p in partitions(g)) + "]",
    "parts": lambda g: _fmt(parts(g)),
}


@pytest.mark.parametrize("case", MISERE_CASES, ids=lambda c: c["input"])
def test_cgsuite_misere_canonical_cases(case: dict[str, str]) -> None:
    g = parse_misere(case["input"])
    assert misere_str(g) == case["output"]
    for key, fn in PROPERTIES.items():
        assert fn(g) == case[key], key


def test_day_counts() -> None:
    # ONAG ch. 12; Siegel, On the structure of misère impartial games (2020).
    assert [len(day(n)) for n in range(5)] == [1, 2, 3, 5, 22]
    assert [day_count(n) for n in range(6)] == [1, 2, 3, 5, 22, 4171780]
    # The counting recursion and the enumeration of every subset of day 4 agree.
    assert int(irreducible_day4_subsets().sum()) == 4171780


def test_day_six_count_is_below_the_subsets_of_day_five() -> None:
    c = day_count(6)
    assert c.bit_length() == 4171780 and c < 1 << 4171780


def test_day_beyond_four_is_refused() -> None:
    from cgt import SearchBoundExceeded

    with pytest.raises(SearchBoundExceeded, match="day_count"):
        day(5)
    with pytest.raises(SearchBoundExceeded):
        day_count(7)


@given(st.integers(0, (1 << 22) - 1))
def test_constructor_agrees_with_the_subset_test(mask: int) -> None:
    """construct(S) is a new game with options exactly S iff S is irreducible."""
    games = [misere_canonical_record(g) for g in day(4)]
    chosen = [games[i] for i in range(22) if mask >> i & 1]
    r = construct(chosen)
    irreducible = bool(irreducible_day4_subsets()[mask])
    assert irreducible == (set(r.opts) == set(chosen))


def test_day_four_classes_against_the_twin() -> None:
    """The 22 classes: every pair is told apart by the computed distinguisher, checked by
    searching the sums on their game trees."""
    classes = day(4)
    trees = {g: twin.from_game(g) for g in classes}
    for g, h in combinations(classes, 2):
        t = twin.from_game(distinguisher(g, h))
        assert twin.sum_is_p(trees[g], t) and not twin.sum_is_p(trees[h], t)


def test_every_form_born_by_day_three_is_equivalent_to_its_canonical_form() -> None:
    xs = twin.pool()
    for g in impartial(3):
        c = misere_canonical(g)
        assert twin.distinguisher_in_pool((twin.from_game(g),), (twin.from_game(c),), xs) is None


@given(twin.forms_strategy(4))
def test_day_four_forms_against_the_twin(g) -> None:  # noqa: ANN001
    c = misere_canonical(g)
    assert c in day(4)
    t = twin.from_game(g)
    assert twin.distinguisher_in_pool((t,), (twin.from_game(c),), twin.pool()) is None
    assert misere_nim_value(g) == twin.g_minus(t) == misere_nim_value(c)
    assert nim_value(g) == twin.g_plus(t) == nim_value(c)


@pytest.mark.exhaustive
def test_every_form_born_by_day_four(request: pytest.FixtureRequest) -> None:
    """All 65536 forms: 22 classes, each form ≡ its canonical form against the pool, and the
    dicot canonical form (Renault: ≡ mod I is ≡ mod D on impartial games) is the same form."""
    twin.require_exhaustive(request)
    xs = twin.pool()
    seen = set()
    for g in impartial(4):
        c = misere_canonical(g)  # printed in *[…]; its interned form is c.form
        seen.add(c.form)
        assert D.canonical(g).form is c.form  # (D.canonical also gives a printed form)
        assert twin.distinguisher_in_pool((twin.from_game(g),), (twin.from_game(c),), xs) is None
    assert len(seen) == 22


@given(twin.forms_strategy(4))
def test_dicot_canonical_forms_agree(g) -> None:  # noqa: ANN001
    assert D.canonical(g) == misere_canonical(g)


@given(twin.forms_strategy(4, 4), twin.forms_strategy(4, 4))
def test_sums_are_canonical_forms_of_literal_sums(g, h) -> None:  # noqa: ANN001
    s = misere_sum(g, h)
    assert s == misere_canonical(g + h)
    tg, th = twin.from_game(g), twin.from_game(h)
    assert misere_nim_value(s) == twin.sum_g_minus(tg, th)


@given(twin.forms_strategy(4), twin.forms_strategy(4))
def test_parity_is_additive_and_birthdays_differ_by_one(g, h) -> None:  # noqa: ANN001
    a, b = misere_canonical_record(g), misere_canonical_record(h)
    s = misere_canonical_record(g + h)
    assert s.odd == (a.odd ^ b.odd)
    for r in (a, b, s):
        p = plus_one(r)
        assert abs(p.bd - r.bd) == 1 and (p.bd > r.bd) == (not r.odd)
        assert plus_one(p) is r


@given(twin.forms_strategy(4))
def test_mate(g) -> None:  # noqa: ANN001
    """g⁻(mate G) = g⁺(G) (induction on the definition); mate is an involution."""
    m = mate(g)
    assert misere_nim_value(m) == nim_value(g)
    assert mate(m) == misere_canonical(g)
    assert is_odd(m) != is_odd(g) or misere_canonical_record(g).bd > 1


def test_non_impartial_forms_are_refused() -> None:
    with pytest.raises(InvalidGame, match="not impartial"):
        misere_canonical(up)
    with pytest.raises(InvalidGame, match="not impartial"):
        genus(up)


def test_zero_and_star() -> None:
    assert misere_canonical_record(nimber(0)) is ZERO
    assert misere_canonical(nimber(1) + nimber(1)) == nimber(0)
