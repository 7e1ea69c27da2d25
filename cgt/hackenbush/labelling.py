"""Canonical labelling of small rooted, coloured multigraphs (memo keys for positions).

Why our own: networkx offers isomorphism tests and Weisfeiler–Lehman hashes but no canonical
labelling, and a hash alone may collide; pynauty needs a compiled extension and handles
neither edge colours nor multi-edges directly. The graphs labelled here are small (a block of a
position, after its trees have been evaluated away), so the classical individualisation–
refinement scheme is cheap:

1. colour refinement (1-dimensional Weisfeiler–Lehman) from the vertex labels, where the colour
   classes are numbered by the sorted list of their signatures, so the numbering is an
   isomorphism invariant;
2. while some class has several vertices, branch on each vertex of the first such class
   (individualise it, refine again) — on one of each set of twins only (vertices whose exchange
   is an automorphism: leaves of one colour on one vertex), which gives the same encodings;
3. each discrete colouring orders the vertices; the key is the least encoding
   (vertex labels in order, then the sorted edge list) over all branches.

Two graphs get the same key exactly when they are isomorphic (as rooted graphs with the same
labels): an isomorphism maps each branch of one search to a branch of the other with the same
encoding. The branching is exponential only on highly symmetric graphs; past ``max_leaves``
branches, :func:`canonical_key` returns None and the caller uses an exact but
labelling-dependent key (memoisation then merges fewer positions, answers do not change).

>>> k1 = canonical_key(3, [(0, 1, ("l",)), (1, 2, ("r",)), (0, 2, ("e",))], [0, 1, 1])
>>> k2 = canonical_key(3, [(0, 2, ("l",)), (2, 1, ("r",)), (0, 1, ("e",))], [0, 1, 1])
>>> k1 == k2
True
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

__all__ = ["canonical_key", "tree_key"]

Key = tuple


def _rank(items: Sequence[Hashable]) -> list[int]:
    order = {x: i for i, x in enumerate(sorted(set(items)))}  # type: ignore[type-var]
    return [order[x] for x in items]


def _refine(colours: list[int], nbrs: list[list[tuple[Hashable, int]]]) -> list[int]:
    n_classes = len(set(colours))
    while True:
        sigs = [
            (colours[v], tuple(sorted((lab, colours[w]) for lab, w in nbrs[v])))  # type: ignore[type-var]
            for v in range(len(colours))
        ]
        new = _rank(sigs)
        k = len(set(new))
        if k == n_classes:
            return new
        colours, n_classes = new, k


def canonical_key(
    n: int,
    edges: Sequence[tuple[int, int, Hashable]],
    labels: Sequence[Hashable],
    max_leaves: int | None = 256,
) -> Key | None:
    """An isomorphism-invariant key of the graph on vertices 0..n−1 with ``labels[v]`` on each
    vertex and ``edges`` (u, v, edge label) between distinct vertices (merge multi-edges and
    loops into the labels first); None when the search passes ``max_leaves`` branches (never
    with ``max_leaves=None``).
    Labels must be mutually comparable (sorted)."""
    nbrs: list[list[tuple[Hashable, int]]] = [[] for _ in range(n)]
    for u, v, lab in edges:
        nbrs[u].append((lab, v))
        nbrs[v].append((lab, u))
    start = _refine(_rank(list(labels)), nbrs)
    twin = _twins(n, labels, nbrs)
    best: list[Key | None] = [None]
    leaves = [0]

    def encode(colours: list[int]) -> Key:
        pos = colours  # discrete: the colour is the position
        inv = sorted(range(n), key=lambda v: pos[v])
        es = sorted(
            (min(pos[u], pos[v]), max(pos[u], pos[v]), lab) for u, v, lab in edges  # type: ignore[type-var]
        )
        return (tuple(labels[v] for v in inv), tuple(es))

    def search(colours: list[int]) -> bool:
        if len(set(colours)) == n:
            leaves[0] += 1
            key = encode(colours)
            if best[0] is None or key < best[0]:  # type: ignore[operator]
                best[0] = key
            return max_leaves is None or leaves[0] <= max_leaves
        counts: dict[int, int] = {}
        for c in colours:
            counts[c] = counts.get(c, 0) + 1
        cell = min(c for c, k in counts.items() if k > 1)
        tried: set[int] = set()
        for v in range(n):
            if colours[v] == cell and twin[v] not in tried:
                # Swapping two twins is an automorphism that fixes every vertex individualised
                # so far, so it carries the branch of one onto the branch of the other: the
                # same encodings, and one branch per class of twins suffices.
                tried.add(twin[v])
                split = _rank([(c, 0 if w == v else 1) for w, c in enumerate(colours)])
                if not search(_refine(split, nbrs)):
                    return False
        return True

    if not search(start):
        return None
    return best[0]


def _twins(n: int, labels: Sequence[Hashable], nbrs: list[list[tuple[Hashable, int]]]) -> list[int]:
    """For each vertex, the least vertex it is a twin of (itself if none): u and v are twins
    when exchanging them is an automorphism (the same label, and the same labelled edges to
    every other vertex). Being twins is an equivalence: (u w) = (u v)(v w)(u v)."""
    rep = list(range(n))
    for v in range(n):
        for u in range(v):
            if rep[u] == u and labels[u] == labels[v] and _same_nbrs(nbrs, u, v):
                rep[v] = u
                break
    return rep


def _same_nbrs(nbrs: list[list[tuple[Hashable, int]]], u: int, v: int) -> bool:
    a = sorted((lab, w) for lab, w in nbrs[u] if w != v)  # type: ignore[type-var]
    b = sorted((lab, w) for lab, w in nbrs[v] if w != u)  # type: ignore[type-var]
    return a == b


def tree_key(edges: Sequence[tuple[int, int, Hashable]]) -> tuple | None:
    """The rooted tree's own description, when ``edges`` (u, v, label) on vertices 0..n−1 form
    a tree rooted at 0: the sorted tuple of its branches (label, description of the subtree),
    equal exactly for isomorphic rooted trees (an isomorphism maps branches to branches), found
    in one pass with no search. None when the edges are not a tree (a cycle, loop or
    multi-edge, or a vertex not reached).

    >>> a = tree_key([(0, 1, "e"), (1, 2, "l"), (0, 3, "e")])
    >>> a == tree_key([(0, 2, "e"), (0, 1, "e"), (2, 3, "l")]), a
    (True, (('e', ()), ('e', (('l', ()),))))
    >>> tree_key([(0, 1, "e"), (0, 1, "e")]) is None
    True
    """
    n = 1 + max((max(u, v) for u, v, _lab in edges), default=0)
    if len(edges) != n - 1:
        return None
    nbrs: list[list[tuple[Hashable, int]]] = [[] for _ in range(n)]
    for u, v, lab in edges:
        nbrs[u].append((lab, v))
        nbrs[v].append((lab, u))
    parent = [-1] * n
    parent[0] = 0
    order = [0]
    for x in order:  # breadth first: each vertex after its parent
        for _lab, w in nbrs[x]:
            if parent[w] == -1:
                parent[w] = x
                order.append(w)
    if len(order) != n:  # n - 1 edges that miss a vertex hold a cycle
        return None
    code: list[tuple] = [()] * n
    for x in reversed(order):  # children before parents, with no recursion on deep trees
        children = [(lab, code[w]) for lab, w in nbrs[x] if w and parent[w] == x]
        code[x] = tuple(sorted(children))  # type: ignore[type-var]
    return code[0]
