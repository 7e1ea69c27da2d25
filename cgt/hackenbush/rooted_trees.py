"""Rooted trees with coloured edges, one per isomorphism class, as Hackenbush positions.

A rooted tree is the multiset of its branches, a branch an edge of some colour with a rooted
tree on top; writing each multiset in a fixed order of the branches makes that description
canonical (the classical encoding of rooted trees up to isomorphism: two trees are isomorphic
exactly when their descriptions are equal), so the trees are generated directly, each once,
with no isomorphism test: the trees of n edges are the multisets of branches whose sizes add
up to n, listed as non-increasing sequences in the order of the branches.

With one colour the counts by edges are the rooted trees on n + 1 nodes (OEIS A000081):

>>> [len(level) for level in _levels(8, "e")]
[1, 1, 2, 4, 9, 20, 48, 115, 286]
>>> [to_position(t) for t in _levels(2, "e")[2]]
[((0, 1, 'e'), (1, 2, 'e')), ((0, 1, 'e'), (0, 2, 'e'))]
"""

from __future__ import annotations

from collections.abc import Iterator

from cgt.hackenbush.graph import Position, relabel

__all__ = ["rooted_trees", "to_position"]

#: A rooted tree: its branches ``(colour, subtree)`` in the generation's order.
Tree = tuple


def _levels(max_edges: int, colours: str) -> list[list[Tree]]:
    """The trees of 0, 1, …, ``max_edges`` edges, one per isomorphism class."""
    levels: list[list[Tree]] = [[()]]
    branches: list[list[tuple[str, Tree]]] = [[]]  # branches[k]: those of k edges
    for n in range(1, max_edges + 1):
        branches.append([(c, t) for t in levels[n - 1] for c in colours])
        levels.append(list(_multisets(branches, n, n, len(branches[n]) - 1)))
    return levels


def _multisets(
    branches: list[list[tuple[str, Tree]]], rest: int, size: int, index: int
) -> Iterator[Tree]:
    """The multisets of branches of ``rest`` edges in all, none after branch ``index`` of
    ``size`` edges: branches are chosen in decreasing (size, index), so each multiset once."""
    if rest == 0:
        yield ()
        return
    for k in range(min(rest, size), 0, -1):
        top = index if k == size else len(branches[k]) - 1
        for i in range(top, -1, -1):
            for others in _multisets(branches, rest - k, k, i):
                yield (branches[k][i], *others)


def to_position(tree: Tree) -> Position:
    """The position of a tree: its root on the ground, vertices numbered as positions are."""
    edges: list[tuple[int, int, str]] = []
    stack = [(0, tree)]
    fresh = 1
    while stack:
        vertex, branches = stack.pop()
        for colour, top in branches:
            edges.append((vertex, fresh, colour))
            stack.append((fresh, top))
            fresh += 1
    return relabel(edges)


def rooted_trees(max_edges: int, colours: str) -> Iterator[Position]:
    """Every rooted tree of at most ``max_edges`` edges coloured from ``colours``, one per
    isomorphism class, fewest edges first, as positions on the ground."""
    for level in _levels(max_edges, colours):
        for tree in level:
            yield to_position(tree)
