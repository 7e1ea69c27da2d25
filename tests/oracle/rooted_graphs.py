"""Twin of ``hackenbush_positions`` on general graphs: the isomorphism classes of connected
rooted multigraphs with loops, by cgt's *other* canonical labelling (individualisation and
refinement over the whole graph, :mod:`cgt.hackenbush.labelling`, searched with no cap), which
shares nothing with the pendant-tree stripping and numbering of cores in
:mod:`cgt.hackenbush.rooted_graphs`.

The classes are grown edge by edge (every connected graph of k + 1 edges is one of k edges with
an edge added: drop a leaf edge of a spanning tree, or an edge off it), keeping the first graph
met with each key.
"""

from __future__ import annotations

from cgt.hackenbush.evaluate import _key

Edge = tuple[int, int, str]


def labelling_key(edges: tuple[Edge, ...]) -> tuple:
    """Equal exactly for isomorphic connected graphs rooted at 0 (same edge colours)."""
    return _key(edges, {}, lambda p: (0,), None)


def level_counts(max_edges: int, colours: str) -> list[int]:
    """How many classes there are of 0, 1, …, ``max_edges`` edges."""
    level: dict[tuple, tuple[Edge, ...]] = {labelling_key(()): ()}
    counts = [1]
    for _ in range(max_edges):
        found: dict[tuple, tuple[Edge, ...]] = {}
        for g in level.values():
            n = 1 + max((max(u, v) for u, v, _c in g), default=0)
            for c in colours:
                for u in range(n):
                    for v in range(u, n + 1):
                        new = (*g, (u, v, c))
                        found.setdefault(labelling_key(new), new)
        level = found
        counts.append(len(level))
    return counts
