"""Misère quotients of heap rulesets built heap by heap (cgt.impartial.pretension).

Expected values: Plambeck–Siegel, *Misère quotients for impartial games*, JCTA 115 (2008): the
quotient of 0.75 has order 8. Everything else is checked against what does not share the
construction's code: plain search on multisets of heaps (the twin, tests/oracle/impartial.py),
the inductive property read off the quotient on random sums, and the quotient learned from
outcomes of sums computed with misère canonical forms.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import SearchBoundExceeded
from cgt.impartial import MisereQuotient, misere_quotient
from cgt.impartial.pretension import solve
from cgt.rulesets import KAYLES, take_and_break
from tests.oracle import impartial as twin

SEARCH_077 = twin.heap_misere_search(lambda n: twin.octal_moves({1: 7, 2: 7}, n))
SEARCH_007 = twin.heap_misere_search(lambda n: twin.octal_moves({2: 7}, n))
Q_KAYLES_30 = misere_quotient(KAYLES, heaps=30)
Q_DAWSON_14 = misere_quotient(take_and_break("0.07"), heaps=14)


def _partitions(total: int, largest: int) -> Iterator[tuple[int, ...]]:
    if total == 0:
        yield ()
        return
    for k in range(min(total, largest), 0, -1):
        for rest in _partitions(total - k, k):
            yield (k, *rest)


def _search_outcome(search, heaps) -> str:  # noqa: ANN001
    return "P" if search(tuple(heaps)) == 0 else "N"


def test_two_constructions_agree_on_kayles() -> None:
    """Heap by heap (no outcome of a sum is computed, only the conditions are checked) and
    learned from outcomes of sums computed with misère canonical forms (the closure of the
    heaps 1..14 as games): the same monoid, the same P-portion, the same element per heap."""
    by_heaps = misere_quotient(KAYLES, heaps=14)
    learned = misere_quotient([KAYLES(n) for n in range(1, 15)])
    assert by_heaps.order == learned.order
    assert by_heaps.presentation == learned.presentation
    assert by_heaps.p_portion == learned.p_portion
    assert [by_heaps.element([n]) for n in range(1, 15)] == [
        learned.element([KAYLES(n)]) for n in range(1, 15)
    ]


def test_every_small_kayles_sum_against_search() -> None:
    """Every sum of Kayles heaps with at most 22 tokens in all."""
    for total in range(1, 23):
        for heaps in _partitions(total, 30):
            assert Q_KAYLES_30.outcome(heaps) == _search_outcome(SEARCH_077, heaps), heaps


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 30), min_size=1, max_size=4).filter(lambda w: sum(w) <= 34))
def test_random_kayles_sums_against_search(heaps: list[int]) -> None:
    assert Q_KAYLES_30.outcome(heaps) == _search_outcome(SEARCH_077, heaps)


def _consistent_at(q: MisereQuotient, moves, heaps: list[int]) -> bool:  # noqa: ANN001
    """The inductive property at one sum: P exactly when no option is P (the empty sum, with no
    option, is N)."""
    heaps = [h for h in heaps if h]
    option_p = any(
        q.outcome(heaps[:i] + heaps[i + 1 :] + list(m)) == "P"
        for i, h in enumerate(heaps)
        for m in moves(h)
    )
    return (q.outcome(heaps) == "P") != option_p if heaps else q.outcome(heaps) == "N"


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 30), max_size=9))
def test_kayles_quotient_is_consistent_on_large_sums(heaps: list[int]) -> None:
    """Sums far beyond plain search: the quotient's outcomes obey the misère recursion."""
    assert _consistent_at(Q_KAYLES_30, KAYLES.moves, heaps)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 14), min_size=1, max_size=3).filter(lambda w: sum(w) <= 26))
def test_dawsons_kayles_against_search(heaps: list[int]) -> None:
    assert Q_DAWSON_14.outcome(heaps) == _search_outcome(SEARCH_007, heaps)


def test_075_reaches_order_eight_heap_by_heap() -> None:
    c = solve(take_and_break("0.75"), 30)
    assert c.order == 8


def test_kayles_grows_then_stays() -> None:
    """The order never drops as heaps are added (the quotient of fewer heaps is a quotient of a
    submonoid), and the last expansion below 40 heaps comes at heap 27."""
    orders = [solve(KAYLES, n).order for n in (14, 24, 25, 27, 40)]
    assert orders == sorted(orders)
    assert orders[-2] == orders[-1] > orders[2]


def test_bounds_are_named() -> None:
    with pytest.raises(SearchBoundExceeded, match="max_order = 30"):
        misere_quotient(KAYLES, heaps=30, max_order=30)
    with pytest.raises(SearchBoundExceeded, match="max_states = 5"):
        misere_quotient(KAYLES, heaps=12, max_states=5)


@pytest.mark.exhaustive
def test_kayles_quotient_is_stable_to_heap_200_and_agrees_with_search() -> None:
    """Nothing changes between heap 30 and heap 200 (Kayles' normal-play values are periodic
    from heap 71 with period 12), and every sum of at most 40 tokens agrees with search."""
    q = misere_quotient(KAYLES, heaps=200)
    assert q.order == Q_KAYLES_30.order
    assert q.p_portion == Q_KAYLES_30.p_portion
    for total in range(1, 41):
        for heaps in _partitions(total, 200):
            assert q.outcome(heaps) == _search_outcome(SEARCH_077, heaps), heaps
