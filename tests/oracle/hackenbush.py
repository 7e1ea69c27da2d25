"""Brute-force twin for Hackenbush, straight from the rules.

A position is a frozenset of edge indices into a fixed edge list (vertex 0 the ground); a move
deletes one edge of the mover's colour and every edge no longer connected to the ground. The
literal game tree is built by plain recursion over these subsets (no decomposition, no
labelling, no theory), as an oracle tree of :mod:`tests.oracle.normal`.
"""

from __future__ import annotations

import random
from functools import cache

from cgt import Game, game
from tests.oracle.normal import Tree

Edges = tuple[tuple[int, int, str], ...]


def reachable(edges: Edges, keep: frozenset[int]) -> frozenset[int]:
    seen = {0}
    changed = True
    out: set[int] = set()
    while changed:
        changed = False
        for i in keep:
            if i in out:
                continue
            u, v, _c = edges[i]
            if u in seen or v in seen:
                out.add(i)
                seen.update((u, v))
                changed = True
    return frozenset(out)


def tree_of(edges: Edges) -> Tree:
    """The literal game tree of the position made of all ``edges``."""

    @cache
    def go(keep: frozenset[int]) -> Tree:
        left, right = set(), set()
        for i in keep:
            nxt = go(reachable(edges, keep - {i}))
            c = edges[i][2]
            if c in "le":
                left.add(nxt)
            if c in "re":
                right.add(nxt)
        return (frozenset(left), frozenset(right))

    return go(reachable(edges, frozenset(range(len(edges)))))


def form_of(t: Tree) -> Game:
    """Oracle tree -> cgt form."""
    memo: dict[Tree, Game] = {}

    def go(x: Tree) -> Game:
        g = memo.get(x)
        if g is None:
            g = memo[x] = game([go(a) for a in x[0]], [go(b) for b in x[1]])
        return g

    return go(t)


def random_position(
    rng: random.Random, n_edges: int, colours: str = "lre", cycles: bool = True
) -> Edges:
    """A random connected grounded multigraph: each edge grows a new vertex from an old one,
    or (with ``cycles``) joins two old vertices (possibly the same: a loop)."""
    edges = []
    n = 1
    for _ in range(n_edges):
        c = rng.choice(colours)
        u = rng.randrange(n)
        if cycles and n > 1 and rng.random() < 0.3:
            edges.append((u, rng.randrange(n), c))
        else:
            edges.append((u, n, c))
            n += 1
    return tuple(edges)


def engine_only(question, *games):  # noqa: ANN001, ANN201 - e.g. engine_only(M.equiv, g, h)
    """``question(*games)`` answered by the core's own engines: the theorems the Hackenbush
    package installs (``OUTCOME_THEOREMS``, ``COMPARISON_THEOREMS``) are removed meanwhile, so
    that a test of a theorem is never answered by that theorem."""
    from cgt.misere_sum import OUTCOME_THEOREMS
    from cgt.universes.base import COMPARISON_THEOREMS

    saved = list(OUTCOME_THEOREMS), list(COMPARISON_THEOREMS)
    OUTCOME_THEOREMS.clear()
    COMPARISON_THEOREMS.clear()
    try:
        return question(*games)
    finally:
        OUTCOME_THEOREMS[:] = saved[0]
        COMPARISON_THEOREMS[:] = saved[1]
