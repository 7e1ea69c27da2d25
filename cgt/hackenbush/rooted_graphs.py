"""Connected rooted multigraphs with loops and coloured edges, one per isomorphism class.

The graphs are Hackenbush positions (the root is the ground). They are grown edge by edge:
every connected graph of k + 1 edges is one of k edges with an edge added (drop a leaf edge of a
spanning tree, or an edge off it), so growing one graph of each class by every possible edge
reaches every class. Each grown graph gets a *canonical code*, equal exactly for isomorphic
graphs, and the first graph met with a code stands for its class: no two graphs are ever tested
for isomorphism against each other.

The code is cheap because most of a small graph is trees. The pendant trees are stripped first
(a non-root vertex with one edge goes, and the description of its tree — the sorted tuple of its
branches, the classical encoding of rooted trees — is written on its neighbour, until no such
vertex is left). Stripping commutes with isomorphisms, and what stays, the *core*, has every
vertex but the root on a cycle, a loop or a multi-edge or on a path between them: a handful
of vertices. Its vertices are put in cells by what isomorphisms keep (distance from the root in
the core, pendant trees, loops, degree), and the code is the cells with the least encoding of
the core's edges over every numbering that keeps the cells in order. Two graphs get the same
code exactly when their cores are isomorphic with the same trees and loops on corresponding
vertices, that is, when the graphs are isomorphic. The brute force inside the cells is small:
a cell's vertices are equally far from the root and of equal degree, so a core of at most 12
edges has cells of at most six vertices.

With one colour, the classes by number of edges (checked against every labelled graph brought
to its least numbering, and against cgt's individualisation–refinement labelling, in
tests/test_hackenbush_family.py):

>>> [len(level) for level in _levels(7, "e")]
[1, 2, 6, 20, 74, 289, 1203, 5221]
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import permutations, product
from math import factorial

from cgt.hackenbush.graph import Position

__all__ = ["graph_code", "rooted_graphs"]


def graph_code(edges: Position, max_numberings: int | None = None) -> tuple | None:
    """The canonical code of a connected graph rooted at 0 on vertices 0..n−1: equal exactly
    for isomorphic rooted graphs with the same edge colours; None when the cells allow more
    than ``max_numberings`` numberings (never with None: a graph of 9 edges has at most 720).

    >>> triangle = graph_code(((0, 1, "e"), (1, 2, "e"), (0, 2, "e")))
    >>> triangle == graph_code(((0, 2, "e"), (1, 2, "e"), (0, 1, "e")))
    True
    >>> graph_code(((0, 1, "e"), (0, 1, "e"))) == graph_code(((0, 1, "e"), (1, 1, "e")))
    False
    """
    n = 1 + max((max(u, v) for u, v, _c in edges), default=0)
    adj: list[list[tuple[str, int]]] = [[] for _ in range(n)]
    loops: list[list[str]] = [[] for _ in range(n)]
    for u, v, c in edges:
        if u == v:
            loops[u].append(c)
        else:
            adj[u].append((c, v))
            adj[v].append((c, u))
    degree = [len(adj[v]) + 2 * len(loops[v]) for v in range(n)]
    pendant: list[list[tuple]] = [[] for _ in range(n)]
    alive = [True] * n
    leaves = [v for v in range(1, n) if degree[v] == 1]
    while leaves:
        v = leaves.pop()
        alive[v] = False
        for c, w in adj[v]:
            if alive[w]:  # v's one edge left (a vertex of degree 1 has no loop)
                pendant[w].append((c, tuple(sorted(pendant[v]))))
                degree[w] -= 1
                if w and degree[w] == 1:
                    leaves.append(w)
                break
    if not any(alive[1:]):  # a tree, or loops on the ground: the core is the ground alone
        return (tuple(sorted(pendant[0])), tuple(sorted(loops[0])))
    dist = [-1] * n
    dist[0] = 0
    frontier = [0]
    while frontier:
        nxt = []
        for x in frontier:
            for _c, w in adj[x]:
                if alive[w] and dist[w] < 0:
                    dist[w] = dist[x] + 1
                    nxt.append(w)
        frontier = nxt
    cells: dict[tuple, list[int]] = {}
    for v in range(n):
        if alive[v]:
            key = (dist[v], degree[v], tuple(sorted(pendant[v])), tuple(sorted(loops[v])))
            cells.setdefault(key, []).append(v)
    order = sorted(cells)
    if max_numberings is not None:
        count = 1
        for k in order:
            count *= factorial(len(cells[k]))
        if count > max_numberings:
            return None
    inner = [(u, v, c) for u, v, c in edges if u != v and alive[u] and alive[v]]
    best = None
    for choice in product(*(permutations(cells[k]) for k in order)):
        number = {v: i for i, v in enumerate(x for cell in choice for x in cell)}
        enc = sorted(
            (number[u], number[v], c) if number[u] < number[v] else (number[v], number[u], c)
            for u, v, c in inner
        )
        if best is None or enc < best:
            best = enc
    return (tuple((k, len(cells[k])) for k in order), tuple(best))  # type: ignore[arg-type]


def _levels(max_edges: int, colours: str) -> list[list[Position]]:
    """The graphs of 0, 1, …, ``max_edges`` edges, one per isomorphism class, each an edge
    list (u, v, colour), u ≤ v, on vertices 0..n−1 in the order they were grown."""
    levels: list[list[Position]] = [[()]]
    for _ in range(max_edges):
        found: dict[tuple, Position] = {}
        for pos in levels[-1]:
            n = 1 + max((max(u, v) for u, v, _c in pos), default=0)
            for c in colours:
                grown = [(u, n, c) for u in range(n)]  # an edge to a new vertex
                grown += [(u, v, c) for u in range(n) for v in range(u, n)]  # or joining two
                for e in grown:
                    new = (*pos, e)
                    found.setdefault(graph_code(new), new)
        levels.append(list(found.values()))
    return levels


def rooted_graphs(max_edges: int, colours: str) -> Iterator[Position]:
    """Every connected graph of at most ``max_edges`` edges coloured from ``colours``, loops
    and multi-edges included, rooted at 0, one per isomorphism class, fewest edges first."""
    for level in _levels(max_edges, colours):
        yield from level
