"""Misère quotients: the literature's examples, outcomes of random sums against plain misère
search, the quotient's order against a brute-force count of classes, the monoid laws, bounds.

Expected values: Plambeck and Siegel, *Misère quotients for impartial games*, JCTA 115 (2008):
the closure of *2 has quotient ⟨a, b | a² = 1, b³ = b⟩ with P-portion {a, b²}; the octal game
0.75 has a quotient of order 8. Everything else is checked against plain search: the twin's
search on multisets of heaps (tests/oracle/impartial.py) and ``cgt.misere_sum.sum_outcome``.
"""

from __future__ import annotations

from itertools import combinations_with_replacement, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import InvalidArgument, InvalidGame, SearchBoundExceeded, nimber, up_star
from cgt.impartial import MisereQuotient, misere_quotient
from cgt.misere_sum import sum_outcome
from cgt.rulesets import KAYLES, take_and_break
from tests.oracle import impartial as twin

OCTAL_075 = {1: 7, 2: 5}
OCTAL_077 = {1: 7, 2: 7}
Q_STAR_TWO = misere_quotient([nimber(2)])
Q_075 = misere_quotient(take_and_break("0.75"), heaps=12)
Q_KAYLES = misere_quotient(KAYLES, heaps=7)
# One memo per game for the whole module: plain search on multisets of heaps.
SEARCH_075 = twin.heap_misere_search(lambda n: twin.octal_moves(OCTAL_075, n))
SEARCH_077 = twin.heap_misere_search(lambda n: twin.octal_moves(OCTAL_077, n))


def test_closure_of_star_two() -> None:
    q = Q_STAR_TWO
    assert q.order == 6
    assert q.presentation == "⟨a, b | a² = 1, b³ = b⟩"
    assert q.p_portion == ["a", "b²"]
    assert q.generators == {"a": nimber(1), "b": nimber(2)}
    assert q.element([nimber(2), nimber(2), nimber(1)]) == "ab²"
    assert q.outcome([nimber(2), nimber(2)]) == "P"


def test_075_has_order_eight() -> None:
    assert Q_075.order == 8
    # More heaps add no element: the quotient of the whole game is reached by heap 12.
    assert misere_quotient(take_and_break("0.75"), heaps=18).order == 8


def _heap_positions(bound: int) -> st.SearchStrategy[list[int]]:
    return st.lists(st.integers(0, bound), max_size=5)


@settings(max_examples=60)
@given(st.lists(st.integers(0, 12), max_size=3))
def test_075_outcomes_against_search(heaps: list[int]) -> None:
    assert Q_075.outcome(heaps) == ("P" if SEARCH_075(tuple(heaps)) == 0 else "N")


@settings(max_examples=60)
@given(st.lists(st.integers(0, 7), max_size=4))
def test_kayles_outcomes_against_search(heaps: list[int]) -> None:
    assert Q_KAYLES.outcome(heaps) == ("P" if SEARCH_077(tuple(heaps)) == 0 else "N")


@settings(max_examples=20)
@given(st.lists(st.integers(0, 6), max_size=3))
def test_kayles_outcomes_against_misere_sum_search(heaps: list[int]) -> None:
    assert Q_KAYLES.outcome(heaps) == str(sum_outcome(*(KAYLES(h) for h in heaps)))


@settings(max_examples=10)
@given(st.lists(twin.forms_strategy(3, 3), min_size=1, max_size=2), st.data())
def test_closures_of_random_games_against_search(games: list, data: st.DataObject) -> None:
    q = misere_quotient(games)
    pool = sorted({f for g in games for f in g.followers()}, key=str)
    for _ in range(5):
        position = data.draw(st.lists(st.sampled_from(pool), max_size=4))
        assert q.outcome(position) == str(sum_outcome(*position))


def _brute_force_classes(outcome, generators: list, length: int) -> dict[tuple, tuple[bool, ...]]:  # noqa: ANN001
    """Each sum of at most ``length`` generators with its row of outcomes against every such
    sum (plain search)."""
    words = [w for k in range(length + 1) for w in combinations_with_replacement(generators, k)]
    return {w: tuple(outcome(w + e) for e in words) for w in words}


@pytest.mark.parametrize(
    ("q", "search", "gens", "length"),
    [
        (Q_075, SEARCH_075, list(range(1, 8)), 3),
        (Q_KAYLES, SEARCH_077, list(range(1, 8)), 3),
    ],
    ids=["0.75", "kayles"],
)
def test_order_against_a_brute_force_count(q: MisereQuotient, search, gens, length) -> None:  # noqa: ANN001
    """Sums with the same element have the same outcomes against every small sum, and sums
    with different elements are told apart by some small sum (so the order is exact)."""
    rows = _brute_force_classes(lambda w: search(w) == 0, gens, length)
    by_element: dict[str, set] = {}
    for w, row in rows.items():
        by_element.setdefault(q.element(w), set()).add(row)
    assert all(len(r) == 1 for r in by_element.values())
    assert len({r for rs in by_element.values() for r in rs}) == len(by_element)
    assert len(by_element) == q.order


@pytest.mark.parametrize("q", [Q_STAR_TWO, Q_075, Q_KAYLES], ids=["*2", "0.75", "kayles"])
def test_monoid_laws(q: MisereQuotient) -> None:
    els = q.elements
    m = q.multiply
    assert all(m("1", x) == x for x in els)
    for x, y in product(els, els):
        assert m(x, y) == m(y, x)
        for z in els:
            assert m(m(x, y), z) == m(x, m(y, z))
    table = q.table()
    assert len(table) == q.order and all(len(row) == q.order for row in table)
    # A misère quotient of impartial games has even order (Plambeck–Siegel).
    assert q.order % 2 == 0
    assert "1" not in q.p_portion


@given(_heap_positions(12), _heap_positions(12))
def test_elements_multiply(g: list[int], h: list[int]) -> None:
    assert Q_075.element(g + h) == Q_075.multiply(Q_075.element(g), Q_075.element(h))


def test_bounds_are_named() -> None:
    with pytest.raises(SearchBoundExceeded, match="max_order = 10"):
        misere_quotient(KAYLES, heaps=9, max_order=10)
    with pytest.raises(SearchBoundExceeded, match="max_states = 3"):
        misere_quotient(KAYLES, heaps=9, max_states=3)
    with pytest.raises(SearchBoundExceeded, match="max_sums = 50"):
        misere_quotient([KAYLES(n) for n in range(1, 10)], max_sums=50)


def test_bad_input() -> None:
    with pytest.raises(InvalidGame, match="heap bound"):
        misere_quotient(KAYLES)
    with pytest.raises(InvalidGame, match="no heap bound"):
        misere_quotient([nimber(2)], heaps=3)
    # A partizan game is no longer refused: its closed set's quotient is computed (issue 24).
    assert misere_quotient([up_star(1, 0)]).order == 9
    with pytest.raises(InvalidGame, match="heap bound"):
        Q_KAYLES.element([8])
    with pytest.raises(InvalidGame, match="non-negative"):
        Q_KAYLES.element([-1])
    with pytest.raises(InvalidGame, match="follower"):
        Q_STAR_TWO.element([nimber(3)])
    with pytest.raises(InvalidGame, match="not an element"):
        Q_STAR_TWO.multiply("c", "a")


@settings(max_examples=30)
@given(st.integers(0, 12))
def test_one_term_alone_is_a_sum_of_one_term(heap: int) -> None:
    # as the partizan quotient reads it: a heap (or a game) alone is the sum of it alone
    expected = "P" if SEARCH_075((heap,)) == 0 else "N"
    assert Q_075.outcome(heap) == Q_075.outcome([heap]) == expected
    assert Q_075.element(heap) == Q_075.element((heap,))


def test_terms_are_taken_as_games_are() -> None:
    # notation strings are games of the closure too; what is no game is a typed error
    q = Q_STAR_TWO
    assert q.outcome(["*2", "*2"]) == q.outcome([nimber(2), nimber(2)]) == "P"
    assert q.outcome("*2") == q.outcome([nimber(2)])
    with pytest.raises(InvalidArgument, match="a term of position"):
        q.outcome([[1]])
    with pytest.raises(InvalidArgument, match="a term of position"):
        q.outcome(None)
    with pytest.raises(InvalidGame, match="not impartial"):
        q.outcome(["{1|0}"])
    with pytest.raises(InvalidGame, match="non-negative"):
        Q_075.outcome("5")


def test_table_of_star_two() -> None:
    """Rows and columns in the order of ``elements``; the row of a multiplies by a."""
    q = Q_STAR_TWO
    assert q.elements == ["1", "a", "b", "ab", "b²", "ab²"]
    assert q.table()[0] == q.elements
    assert q.table()[1] == ["a", "1", "ab", "b", "ab²", "b²"]
    assert q.images == ["a", "b"]
