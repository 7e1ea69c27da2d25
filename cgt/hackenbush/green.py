"""Green Hackenbush in polynomial time: the fusion and colon principles.

Winning Ways ch. 7 (and Walker's notes on Green Hackenbush): the nodes of any cycle may be fused
without changing the value, an edge joining fused nodes becoming a loop, and a loop counts as a
twig (*1) — so each 2-edge-connected piece (ground included) contributes the parity of its
edges. What is left is a tree of bridges, evaluated by the colon principle: an edge under a
position of nim value n is worth n + 1, and branches at a node add in the nim way. Linear time
(Tarjan's bridges, then one pass over the bridge tree).

>>> from cgt.hackenbush.spec import parse_spec
>>> green_value(tuple(parse_spec("e(ee(e;e);e(eee;ee);e(ee;e))")[0]))
5
>>> green_value(tuple(parse_spec("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))")[0]))
2
"""

from __future__ import annotations

from cgt.errors import InvalidGame
from cgt.hackenbush.graph import Position, bridges

__all__ = ["green_value"]


def green_value(pos: Position) -> int:
    """The nim value of a green position (edges ``(u, v, "e")``, ground 0).

    >>> green_value(((0, 0, "e"),)), green_value(((0, 1, "e"), (0, 1, "e"))), green_value(())
    (1, 0, 0)
    """
    if any(c != "e" for _u, _v, c in pos):
        raise InvalidGame("green_value needs an all-green position")
    br = bridges(pos)
    # Fuse each 2-edge-connected piece (union-find over the non-bridge edges).
    parent: dict[int, int] = {}

    def find(x: int) -> int:
        while parent.get(x, x) != x:
            parent[x] = parent.get(parent[x], parent[x])
            x = parent[x]
        return x

    for i, (u, v, _c) in enumerate(pos):
        if i not in br:
            a, b = find(u), find(v)
            if a != b:
                parent[a] = b
    parity: dict[int, int] = {}
    tree: dict[int, list[int]] = {}
    for i, (u, v, _c) in enumerate(pos):
        a, b = find(u), find(v)
        if i in br:
            tree.setdefault(a, []).append(b)
            tree.setdefault(b, []).append(a)
        else:
            parity[a] = parity.get(a, 0) ^ 1
    root = find(0)
    # Post-order over the bridge tree from the ground piece, without recursion.
    value: dict[int, int] = {}
    order: list[tuple[int, int]] = []
    stack = [(root, -1)]
    while stack:
        node, par = stack.pop()
        order.append((node, par))
        for child in tree.get(node, ()):
            if child != par:
                stack.append((child, node))
    for node, par in reversed(order):
        v = parity.get(node, 0)
        for child in tree.get(node, ()):
            if child != par:
                v ^= value[child] + 1
        value[node] = v
    return value[root]
