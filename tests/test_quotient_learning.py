"""The shared observation-table learner (cgt/quotient_learning.py), on its own: truths read off
finite commutative monoids, against a brute-force count of their classes.

A truth τ on sums of generators factors through the product of cyclic monoids (each generator's
count c taken to c when c < t, else t + (c − t) mod p). Two sums are indistinguishable when
τ(u + X) = τ(v + X) for every X; the classes are the states of the minimal automaton of τ (the
Myhill–Nerode theorem; the right congruence is two-sided since the monoid is commutative), and
an L*-style learner that is shown every wrong answer ends with exactly that many elements
(Angluin, *Learning regular sets from queries and counterexamples*, 1987). The twin counts the
classes by comparing every two states of the product on every state of the product.
"""

from __future__ import annotations

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt.errors import SearchBoundExceeded
from cgt.quotient_learning import ObservationTable, Word, check_sums, merge


def _reduce(c: int, t: int, p: int) -> int:
    return c if c < t else t + (c - t) % p


class _Monoid:
    """A truth on words of ``len(cyclic)`` generators: the table value of the counts' state."""

    def __init__(self, cyclic: list[tuple[int, int]], values: list[int]) -> None:
        self.cyclic = cyclic
        self.states = list(product(*(range(t + p) for t, p in cyclic)))
        self.value = {s: values[i % len(values)] for i, s in enumerate(self.states)}
        self.asked: set[Word] = set()

    def state(self, counts: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(_reduce(c, t, p) for c, (t, p) in zip(counts, self.cyclic, strict=True))

    def truth(self, w: Word) -> int:
        self.asked.add(w)
        return self.value[self.state(tuple(w.count(x) for x in range(len(self.cyclic))))]

    def box(self) -> list[tuple[int, ...]]:
        """Counts with every state of each generator and a period more (so every class and
        every product of two classes is reached)."""
        return list(product(*(range(t + 2 * p) for t, p in self.cyclic)))


def _brute_order(m: _Monoid) -> int:
    """The number of classes, from the definition: rows of τ over every state added."""
    rows = set()
    for s in m.states:
        rows.add(tuple(m.value[m.state(tuple(a + b for a, b in zip(s, u, strict=True)))]
                       for u in m.states))
    return len(rows)


class _Checked(ObservationTable):
    """A learner shown every wrong answer on the box (the twin's counterexamples)."""

    def __init__(self, m: _Monoid, max_order: int = 200) -> None:
        super().__init__(m.truth, len(m.cyclic), max_order)
        self.m = m
        self.orders: list[int] = []

    def counterexample(self) -> tuple[list[int], int | None] | None:
        self.orders.append(len(self.words))
        bad = self.noncommuting()
        if bad is not None:
            return bad
        for counts in self.m.box():
            w = merge(*([x] * c for x, c in enumerate(counts)))
            if self.predicted(self.run(w)) != self.truth(w):
                return list(w), None
        return None


Spec = tuple[list[tuple[int, int]], list[int]]  # (index, period) per generator; table values

_MONOIDS = st.lists(
    st.tuples(st.integers(0, 2), st.integers(1, 3)), min_size=1, max_size=3
).flatmap(
    lambda cyc: st.tuples(st.just(cyc), st.lists(st.integers(0, 2), min_size=1, max_size=12))
)


@settings(max_examples=60, deadline=None)
@given(_MONOIDS)
def test_the_learner_finds_exactly_the_classes(spec: Spec) -> None:
    m = _Monoid(*spec)
    t = _Checked(m)
    t.learn()
    assert len(t.words) == _brute_order(m)
    # Every round of refinement adds an element (Rivest–Schapire: the new experiment splits a
    # class the table merged).
    assert all(a < b for a, b in zip(t.orders, t.orders[1:], strict=False))
    # The representatives are told apart by the experiments, and the transitions commute.
    assert len({t.row(w) for w in t.words}) == len(t.words)
    for c in range(len(t.words)):
        for x, y in product(range(t.n_gen), repeat=2):
            assert t.run([x, y], c) == t.run([y, x], c)
    # Each representative is its path, sorted.
    assert all(merge(p) == w for p, w in zip(t.paths, t.words, strict=True))


def test_a_cyclic_monoid_of_order_five() -> None:
    """One generator, index 2, period 3 (states 0, 1, 2, 3, 4; count 5 is state 2), truth 1
    at states 1 and 2: the rows of the states over every state added are 01100, 11001, 10010,
    00100, 01001, all different, so there are five classes."""
    m = _Monoid([(2, 3)], [0, 1, 1, 0, 0])
    t = _Checked(m)
    t.learn()
    assert len(t.words) == 5 == _brute_order(m)
    assert sorted(t.words) == [(), (0,), (0, 0), (0, 0, 0), (0, 0, 0, 0)]
    for n in range(30):
        assert t.predicted(t.run([0] * n)) == (1 if _reduce(n, 2, 3) in (1, 2) else 0)


def test_a_constant_truth_has_one_class() -> None:
    m = _Monoid([(1, 2), (0, 3)], [1])
    t = _Checked(m)
    t.learn()
    assert t.words == [()] and t.delta == [[0, 0]] and t.tests == [()]


def test_the_order_bound_is_named() -> None:
    m = _Monoid([(2, 3)], [0, 1, 1, 0, 0])  # five classes (above)
    t = _Checked(m, max_order=4)
    with pytest.raises(SearchBoundExceeded, match="max_order = 4 elements; raise max_order$"):
        t.learn()

    class Advised(_Checked):
        advice = " (or ask less)"

    with pytest.raises(SearchBoundExceeded, match=r"raise max_order \(or ask less\)$"):
        Advised(m, max_order=4).learn()


def test_the_sums_bound() -> None:
    check_sums(4, 5)
    with pytest.raises(SearchBoundExceeded, match=r"max_sums = 5 sums; raise max_sums$"):
        check_sums(5, 5)
    with pytest.raises(SearchBoundExceeded, match=r"raise max_sums \(hint\)$"):
        check_sums(6, 5, " (hint)")


@given(st.lists(st.lists(st.integers(0, 5), max_size=4), max_size=4))
def test_merge_is_the_sorted_sum(words: list[list[int]]) -> None:
    assert merge(*words) == tuple(sorted(x for w in words for x in w))
