"""``hackenbush_positions``: one position per isomorphism class, every class, against a
brute-force enumeration of labelled graphs (and, for trees, against the count of rooted trees
by their generating function; for larger graphs, against the classes cgt's other canonical
labelling finds); the canonical code of graphs against the brute-force least numbering; green
members' values by the fusion principle against the nim values of their forms; and its
bounds."""

from __future__ import annotations

import time
from collections import Counter
from itertools import combinations, combinations_with_replacement, permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import nimber
from cgt.errors import InvalidGame, SearchBoundExceeded
from cgt.hackenbush.families import MAX_EDGES, MAX_TREE_EDGES, hackenbush_positions
from cgt.hackenbush.rooted_graphs import graph_code
from tests.oracle import hackenbush as tw
from tests.oracle.impartial import g_plus
from tests.oracle.normal import outcome as tree_outcome
from tests.oracle.rooted_graphs import labelling_key, level_counts

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


def brute_classes(max_edges: int, colours: str, trees: bool = False) -> set[tuple[Edge, ...]]:
    """The isomorphism classes (by :func:`brute_key`) of connected positions of at most
    ``max_edges`` edges, straight from the definition: every multiset of coloured edges on the
    ground and k further vertices, all of them used and reachable from the ground; for
    ``trees``, only sets of k edges between distinct vertices (k + 1 vertices, connected)."""
    classes: set[tuple[Edge, ...]] = {()}
    for n in range(1, max_edges + 1):
        for k in [n] if trees else range(n + 1):
            slots = [(u, v, c) for u in range(k + 1) for v in range(u, k + 1) for c in colours
                     if not trees or u < v]
            pick = combinations if trees else combinations_with_replacement
            for edges in pick(slots, n):
                if connected(edges, k) and (not trees or len({e[:2] for e in edges}) == n):
                    classes.add(brute_key(edges))
    return classes


def brute_counts(max_edges: int, colours: str, trees: bool = False) -> Counter[int]:
    """How many isomorphism classes there are with n edges, n ≤ ``max_edges``."""
    return Counter(len(k) for k in brute_classes(max_edges, colours, trees))


def family_classes(max_edges: int, colours: str, trees: bool = False) -> set[tuple[Edge, ...]]:
    family = hackenbush_positions(max_edges, colours, trees=trees).positions()
    keys = {brute_key(p.shape) for p in family}
    assert len(keys) == len(family)  # no two members isomorphic
    return keys


@pytest.mark.parametrize(("max_edges", "colours"), [(5, "e"), (3, "lre"), (4, "lr"), (4, "l")])
def test_one_position_per_class_and_every_class(max_edges: int, colours: str) -> None:
    assert family_classes(max_edges, colours) == brute_classes(max_edges, colours)


@pytest.mark.exhaustive
@pytest.mark.parametrize(("max_edges", "colours"), [(6, "e"), (4, "lre")])
def test_one_position_per_class_and_every_class_larger(max_edges: int, colours: str) -> None:
    assert family_classes(max_edges, colours) == brute_classes(max_edges, colours)


def test_past_five_edges_green_positions_are_pairwise_non_isomorphic() -> None:
    # six edges: beyond the old limit; the brute-force key tells the classes apart
    family = hackenbush_positions(6, "e").positions()
    six = [p.shape for p in family if len(p.shape) == 6]
    assert six and max(len(s) for s in six) == 6
    assert len({brute_key(tuple(s)) for s in six}) == len(six)
    assert all(c == "e" for s in six for _u, _v, c in s)


def test_the_bound_is_a_typed_error_before_any_work() -> None:
    start = time.perf_counter()
    for colours, largest in (("e", 9), ("lr", 5), ("lre", 5), ("ee", 9)):
        assert MAX_EDGES[len(set(colours))] == largest
        with pytest.raises(SearchBoundExceeded, match=f"max_edges <= {largest}"):
            hackenbush_positions(largest + 1, colours)
        largest = MAX_TREE_EDGES[len(set(colours))]
        with pytest.raises(SearchBoundExceeded, match=f"max_edges <= {largest}"):
            hackenbush_positions(largest + 1, colours, trees=True)
    assert time.perf_counter() - start < 1
    with pytest.raises(InvalidGame, match="trees"):
        hackenbush_positions(3, "e", trees="yes")  # type: ignore[arg-type]


@pytest.mark.parametrize(("max_edges", "colours"), [(5, "e"), (4, "lr"), (3, "lre")])
def test_trees_one_per_class_and_every_class(max_edges: int, colours: str) -> None:
    assert family_classes(max_edges, colours, trees=True) == brute_classes(
        max_edges, colours, trees=True
    )


@pytest.mark.exhaustive
@pytest.mark.parametrize(("max_edges", "colours"), [(6, "e"), (5, "lr"), (4, "lre")])
def test_trees_one_per_class_and_every_class_larger(max_edges: int, colours: str) -> None:
    assert family_classes(max_edges, colours, trees=True) == brute_classes(
        max_edges, colours, trees=True
    )


def tree_counts(max_edges: int, c: int) -> list[int]:
    """Rooted trees with n edges, each edge one of c colours, counted without listing them: a
    tree is a multiset of branches, and there are c·t(k − 1) branches of k edges, so t is the
    Euler transform of those counts, t(n) = (1/n) Σ_{k=1..n} (Σ_{d | k} d·c·t(d − 1)) t(n − k)
    (Cayley's recurrence for c = 1, OEIS A000081 shifted by one)."""
    t = [1]
    for n in range(1, max_edges + 1):
        total = sum(
            sum(d * c * t[d - 1] for d in range(1, k + 1) if k % d == 0) * t[n - k]
            for k in range(1, n + 1)
        )
        assert total % n == 0
        t.append(total // n)
    return t


def test_tree_counts_agree_with_brute_force_then_the_family_to_its_bound() -> None:
    # The counting formula is checked against brute force where brute force reaches, then
    # vouches for the family up to its bounds.
    for c, colours, small in ((1, "e", 5), (2, "lr", 4), (3, "lre", 3)):
        brute = brute_counts(small, colours, trees=True)
        assert tree_counts(small, c) == [brute[n] for n in range(small + 1)]
    # A000081, the rooted trees on n + 1 nodes, as far as brute force confirms it here
    assert tree_counts(5, 1) == [1, 1, 2, 4, 9, 20]
    for c, colours in ((1, "e"), (2, "lr"), (3, "lre")):
        largest = MAX_TREE_EDGES[c] if c > 1 else 10
        got = Counter(len(p.shape) for p in
                      hackenbush_positions(largest, colours, trees=True).positions())
        assert [got[n] for n in range(largest + 1)] == tree_counts(largest, c)


def _impartial(t: tuple) -> frozenset:
    """A green position's oracle tree (Left's options, Right's options: the same) as an
    impartial oracle tree (its options)."""
    assert t[0] == t[1]
    return frozenset(_impartial(x) for x in t[0])


@pytest.mark.parametrize(("max_edges", "trees"), [(5, False), (7, True)])
def test_green_members_values_by_fusion_are_the_nim_values_of_their_forms(
    max_edges: int, trees: bool
) -> None:
    family = hackenbush_positions(max_edges, "e", trees=trees)
    for p, g in zip(family.positions(), family, strict=True):
        t = tw.tree_of(p.shape)  # the literal game tree, by plain recursion over edge sets
        assert g.canonical() is nimber(g_plus(_impartial(t))), p
        assert str(g.misere_outcome()) == tree_outcome(t, misere=True), p
        assert str(g) == repr(p)


def test_green_trees_reach_twelve_edges() -> None:
    family = hackenbush_positions(12, "e", trees=True).positions()
    twelve = [p for p in family if len(p) == 12]
    assert len(twelve) == tree_counts(12, 1)[12]
    assert all(p.is_green and len(p.shape) == 12 for p in twelve)


@st.composite
def graphs(draw: st.DrawFn, max_edges: int = 7, max_vertices: int = 6) -> tuple[Edge, ...]:
    """A connected graph rooted at 0: each edge grows a new vertex or joins two old ones (a
    loop when both ends are one), coloured from l, r and e."""
    edges: list[Edge] = []
    n = 1
    for _ in range(draw(st.integers(0, max_edges))):
        c = draw(st.sampled_from("lre"))
        u = draw(st.integers(0, n - 1))
        if n == max_vertices or (n > 1 and draw(st.booleans())):
            v = draw(st.integers(0, n - 1))
            edges.append((min(u, v), max(u, v), c))
        else:
            edges.append((u, n, c))
            n += 1
    return tuple(edges)


def _renumbered(edges: tuple[Edge, ...], perm: list[int]) -> tuple[Edge, ...]:
    m = (0, *perm)
    return tuple((min(m[u], m[v]), max(m[u], m[v]), c) for u, v, c in edges)


@settings(max_examples=150)
@given(graphs(), graphs(), st.randoms(use_true_random=False))
def test_graph_code_is_equal_exactly_for_isomorphic_graphs(
    a: tuple[Edge, ...], b: tuple[Edge, ...], rng: object
) -> None:
    # the brute-force least numbering decides isomorphism straight from the definition
    k = max((max(u, v) for u, v, _c in a), default=0)
    perm = list(range(1, k + 1))
    rng.shuffle(perm)  # type: ignore[attr-defined]
    assert graph_code(_renumbered(a, perm)) == graph_code(a)
    assert (graph_code(a) == graph_code(b)) == (brute_key(a) == brute_key(b))


def test_graph_code_numbers_symmetric_cores_or_gives_way() -> None:
    # six double edges from the ground: the six far vertices fill one cell (720 numberings)
    star = tuple((0, v, "e") for v in range(1, 7) for _ in range(2))
    assert graph_code(star, max_numberings=719) is None
    shuffled = _renumbered(star, [3, 1, 6, 2, 5, 4])
    assert graph_code(star) == graph_code(shuffled) != graph_code(star[:-1] + ((5, 6, "e"),))


def family_level_counts(max_edges: int, colours: str) -> list[int]:
    """The family's members by number of edges, after checking that no two are isomorphic by
    the other labelling."""
    shapes = [p.shape for p in hackenbush_positions(max_edges, colours).positions()]
    assert len({labelling_key(s) for s in shapes}) == len(shapes)
    got = Counter(len(s) for s in shapes)
    return [got[n] for n in range(max_edges + 1)]


@pytest.mark.parametrize(("max_edges", "colours"), [(6, "e"), (4, "lr"), (3, "lre")])
def test_classes_agree_with_the_other_labelling(max_edges: int, colours: str) -> None:
    assert family_level_counts(max_edges, colours) == level_counts(max_edges, colours)


@pytest.mark.exhaustive
@pytest.mark.parametrize(("max_edges", "colours"), [(9, "e"), (5, "lr"), (5, "lre")])
def test_classes_agree_with_the_other_labelling_to_the_bound(max_edges: int, colours: str) -> None:
    # every bound of MAX_EDGES: 141,094 green graphs of at most 9 edges
    assert MAX_EDGES[len(colours)] == max_edges
    assert family_level_counts(max_edges, colours) == level_counts(max_edges, colours)
