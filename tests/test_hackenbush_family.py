"""``hackenbush_positions``: one position per isomorphism class, every class, against a
brute-force enumeration of labelled graphs; and its bound."""

from __future__ import annotations

import time
from collections import Counter
from itertools import combinations_with_replacement, permutations

import pytest

from cgt.errors import SearchBoundExceeded
from cgt.hackenbush.families import MAX_EDGES, hackenbush_positions

Edge = tuple[int, int, str]


def brute_key(edges: tuple[Edge, ...]) -> tuple[Edge, ...]:
    """The least edge list over every renumbering of the vertices off the ground (0)."""
    k = max((max(u, v) for u, v, _c in edges), default=0)
    best = None
    for perm in permutations(range(1, k + 1)):
        m = (0, *perm)
        key = tuple(sorted((min(m[u], m[v]), max(m[u], m[v]), c) for u, v, c in edges))
        if best is None or key < best:
            best = key
    return best or ()


def connected(edges: tuple[Edge, ...], k: int) -> bool:
    seen, stack = {0}, [0]
    while stack:
        x = stack.pop()
        for u, v, _c in edges:
            for a, b in ((u, v), (v, u)):
                if a == x and b not in seen:
                    seen.add(b)
                    stack.append(b)
    return seen == set(range(k + 1))


def brute_counts(max_edges: int, colours: str) -> Counter[int]:
    """How many isomorphism classes of connected positions there are with n edges, n ≤
    ``max_edges``, straight from the definition: every multiset of coloured edges on the
    ground and k further vertices, all of them used and reachable from the ground."""
    counts: Counter[int] = Counter({0: 1})
    for n in range(1, max_edges + 1):
        classes = set()
        for k in range(n + 1):
            slots = [(u, v, c) for u in range(k + 1) for v in range(u, k + 1) for c in colours]
            for edges in combinations_with_replacement(slots, n):
                if connected(edges, k):
                    classes.add(brute_key(edges))
        counts[n] = len(classes)
    return counts


def family_counts(max_edges: int, colours: str) -> Counter[int]:
    return Counter(len(p.shape) for p in hackenbush_positions(max_edges, colours).positions())


@pytest.mark.parametrize(("max_edges", "colours"), [(5, "e"), (3, "lre"), (4, "lr"), (4, "l")])
def test_one_position_per_class_and_every_class(max_edges: int, colours: str) -> None:
    assert family_counts(max_edges, colours) == brute_counts(max_edges, colours)


@pytest.mark.exhaustive
@pytest.mark.parametrize(("max_edges", "colours"), [(6, "e"), (4, "lre")])
def test_one_position_per_class_and_every_class_larger(max_edges: int, colours: str) -> None:
    assert family_counts(max_edges, colours) == brute_counts(max_edges, colours)


def test_past_five_edges_green_positions_are_pairwise_non_isomorphic() -> None:
    # six edges: beyond the old limit; the brute-force key tells the classes apart
    family = hackenbush_positions(6, "e").positions()
    six = [p.shape for p in family if len(p.shape) == 6]
    assert six and max(len(s) for s in six) == 6
    assert len({brute_key(tuple(s)) for s in six}) == len(six)
    assert all(c == "e" for s in six for _u, _v, c in s)


def test_the_bound_is_a_typed_error_before_any_work() -> None:
    start = time.perf_counter()
    for colours, largest in (("e", 8), ("lr", 5), ("lre", 5), ("ee", 8)):
        assert MAX_EDGES[len(set(colours))] == largest
        with pytest.raises(SearchBoundExceeded, match=f"max_edges <= {largest}"):
            hackenbush_positions(largest + 1, colours)
    assert time.perf_counter() - start < 1
