"""Uptimals: ↑ⁿ, ↑^[n], construction and recognition of expansions."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import canonical_sum, game, integer, nimber, ordinal_sum, parse, star, up, zero
from cgt.uptimal import (
    Expansion,
    search_expansion,
    up_nth,
    up_to_nth,
    uptimal,
    uptimal_expansion,
)
from tests.cgsuite_expectations import CSG_CASES
from tests.oracle import normal as oracle


def test_definitions_as_forms() -> None:
    assert up_nth(1) is up and up_to_nth(1) is up
    for n in range(2, 8):
        # ^[n] = {^[n-1] | *} and ^<n> = {0 | v[n-1]*}, both canonical as written
        assert up_to_nth(n) is game([up_to_nth(n - 1)], [star])
        assert up_nth(n) is game([zero], [canonical_sum(-up_to_nth(n - 1), star)])
        assert up_to_nth(n).canonical() is up_to_nth(n)
        assert up_nth(n).canonical() is up_nth(n)


def test_up_to_nth_is_the_sum_of_up_nths() -> None:
    for n in range(2, 8):
        assert canonical_sum(up_to_nth(n - 1), up_nth(n)) is up_to_nth(n)


def test_up_to_nth_is_an_ordinal_sum_of_the_literal_star_star() -> None:
    # CGSuite CompoundGameTestCase: ('{*|*}' : 3).CanonicalForm = ^[3]; and ^[n] = ^ : (n-1).
    base = game([star], [star])
    for n in range(1, 7):
        assert ordinal_sum(base, integer(n)).canonical() is up_to_nth(n)
        assert ordinal_sum(up, integer(n - 1)).canonical() is up_to_nth(n)


def test_brute_force_values() -> None:
    """↑^n and ↑^[n] against the search oracle, on literal forms (no cgt reduction)."""
    # ↑² = {0 | ↓*}: check ↑^[2] = ↑ + ↑² and ↑^[3] = ↑^[2] + ↑³ by search.
    up_t = oracle.tree(up)
    down_star = oracle.tree(-up + star)  # the literal sum ↓ + *
    up2 = (frozenset([oracle.ZERO]), frozenset([down_star]))
    to2 = oracle.tree(game([up], [star]))
    s = oracle.add(up_t, up2)
    assert oracle.le(s, to2) and oracle.le(to2, s)
    up3 = oracle.tree(game([zero], [(-game([up], [star])) + star]))
    to3 = oracle.tree(game([game([up], [star])], [star]))
    s3 = oracle.add(to2, up3)
    assert oracle.le(s3, to3) and oracle.le(to3, s3)
    t3 = oracle.tree(up_nth(3))
    assert oracle.le(t3, up3) and oracle.le(up3, t3)


def _expansions(max_len: int, coeffs: range, xs: tuple[Fraction, ...], nims: range):
    for n in range(max_len + 1):
        for c in itertools.product(coeffs, repeat=n):
            if n and c[-1] == 0:
                continue
            for x in xs:
                for m in nims:
                    yield Expansion(x, c, m)


def test_every_small_expansion_is_recognised() -> None:
    xs = (Fraction(0), Fraction(1, 2), Fraction(-1))
    for e in _expansions(3, range(-2, 3), xs, range(4)):
        g = uptimal(e.number, e.coefficients, e.nim)
        assert uptimal_expansion(g) == e, e
        # CGSuite's recursion finds it by itself, without what construction recorded
        assert search_expansion(g) == e, e
        assert search_expansion(-g) == -e


def test_recognised_values_are_right_by_search() -> None:
    """x + Σ dᵢ↑ⁱ + *m built as a literal sum equals the constructed canonical form."""
    parts = {1: up, 2: up_nth(2), 3: up_nth(3)}
    for e in _expansions(3, range(-1, 2), (Fraction(0), Fraction(1, 2)), range(2)):
        weight = sum(abs(d) * (i + 1) for i, d in enumerate(e.coefficients))
        if weight > 4 or (weight == 4 and e.number):
            continue  # the search on literal sums grows fast
        lit = parse(str(e.number)) + nimber(e.nim)
        for i, d in enumerate(e.coefficients, start=1):
            for _ in range(abs(d)):
                lit = lit + (parts[i] if d > 0 else -parts[i])
        g = uptimal(e.number, e.coefficients, e.nim)
        a, b = oracle.tree(lit), oracle.tree(g)
        assert oracle.le(a, b) and oracle.le(b, a), e


def test_non_uptimals() -> None:
    for text in ("{1|-1}", "{0||0|-1}", "{^^^|vv}", "{1|^^||^}", "{3||2*|1*}", "{0||0|v3}"):
        assert uptimal_expansion(parse(text)) is None


@pytest.mark.parametrize("case", CSG_CASES, ids=[c["input"][:40] for c in CSG_CASES])  # type: ignore[index]
def test_cgsuite_expansions(case: dict[str, str | None]) -> None:
    # CanonicalShortGameTestCase.scala: .UptimalExpansion (an error there when not uptimal)
    e = uptimal_expansion(parse(case["input"]))  # type: ignore[arg-type]
    assert (None if e is None else str(e)) == case["expansion"]


def test_expansion_text_and_predicates() -> None:
    assert str(Expansion(Fraction(0), (), 0)) == "0.0"
    assert str(Expansion(Fraction(5), (), 0)) == "5.0"
    assert str(Expansion(Fraction(0), (12, -11), 2)) == "*2.CB-"
    assert str(Expansion(Fraction(0), (40,), 0)) == "0.(40)"
    e = Expansion(Fraction(0), (0, 0, 1), 0)
    assert e.is_unit and not e.is_unit_sum and e.is_compact
    f = Expansion(Fraction(0), (-1, -1), 1)
    assert f.is_unit_sum and not f.is_unit and f.is_compact
    assert not Expansion(Fraction(0), (1, 2), 0).is_compact
    assert Expansion(Fraction(0), (1,), 0).increment(2) == Expansion(Fraction(0), (2, 1), 1)
    with pytest.raises(ValueError):
        Expansion(Fraction(0), (1, 0), 0)
    with pytest.raises(ValueError):
        up_nth(0)


def test_deep_up_to_nth() -> None:
    g = up_to_nth(150)
    assert g.birthday == 151
    assert str(g) == "^[150]"
    assert uptimal_expansion(g) == Expansion(Fraction(0), (1,) * 150, 0)
    assert search_expansion(g) == Expansion(Fraction(0), (1,) * 150, 0)
    assert str(up_nth(150)) == "^<150>"
    h = game([zero], [canonical_sum(-up_to_nth(99), star)])  # built by hand: ^<100>
    assert search_expansion(h) == Expansion(Fraction(0), (0,) * 99 + (1,), 0)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.integers(-3, 3), max_size=4),
    st.lists(st.integers(-3, 3), max_size=4),
    st.integers(0, 3),
    st.integers(0, 3),
)
def test_expansions_add(a: list[int], b: list[int], m: int, k: int) -> None:
    ga, gb = uptimal(0, tuple(a), m), uptimal(0, tuple(b), k)
    n = max(len(a), len(b))
    total = [(a[i] if i < len(a) else 0) + (b[i] if i < len(b) else 0) for i in range(n)]
    assert canonical_sum(ga, gb) is uptimal(0, tuple(total), m ^ k)
