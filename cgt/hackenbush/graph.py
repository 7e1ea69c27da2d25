"""Grounded coloured multigraphs: the internal shape of a Hackenbush position.

A *position* here is a tuple of edges ``(u, v, c)`` with ``u <= v`` (``c`` one of ``l``, ``r``,
``e``), vertices numbered 0, 1, … with 0 the ground (all ground vertices fused: fusing ground
vertices never changes play), and every edge connected to the ground. Loops and multi-edges
are allowed. The helpers here are pure functions on such tuples: pruning after a cut, grounded
components, bridges and blocks.

>>> pos = normalise([("g", "a", "l"), ("a", "b", "r"), ("x", "y", "e")], {"g"}, strict=False)
>>> pos
((0, 1, 'l'), (1, 2, 'r'))
>>> cut(pos, 0), cut(pos, 1)
((), ((0, 1, 'l'),))
>>> components(((0, 1, "l"), (0, 2, "r"), (2, 3, "e")))
[((0, 1, 'l'),), ((0, 1, 'r'), (1, 2, 'e'))]
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

from cgt.errors import InvalidGame

__all__ = [
    "Edge",
    "Position",
    "normalise",
    "relabel",
    "relabel_map",
    "cut",
    "components",
    "bridges",
    "root_block",
]

Edge = tuple[int, int, str]
Position = tuple[Edge, ...]


def relabel_map(edges: Iterable[Edge], root: int = 0) -> tuple[Position, dict[int, int]]:
    """The edges reachable from ``root``, renumbered 0, 1, … in breadth-first order from the
    root (neighbours in the order of the edge list), each edge as (min, max, c), sorted; with
    the map old vertex -> new vertex. Deterministic, but not an isomorphism invariant (see
    :mod:`.labelling`)."""
    adj: dict[int, list[int]] = {}
    elist = list(edges)
    for u, v, _c in elist:
        adj.setdefault(u, []).append(v)
        if u != v:
            adj.setdefault(v, []).append(u)
    new = {root: 0}
    queue = [root]
    i = 0
    while i < len(queue):
        u = queue[i]
        i += 1
        for w in adj.get(u, ()):
            if w not in new:
                new[w] = len(new)
                queue.append(w)
    out = []
    for u, v, c in elist:
        if u in new:
            a, b = new[u], new[v]
            out.append((a, b, c) if a <= b else (b, a, c))
    return tuple(sorted(out)), new


def relabel(edges: Iterable[Edge], root: int = 0) -> Position:
    """The edges reachable from ``root``, renumbered (see :func:`relabel_map`)."""
    return relabel_map(edges, root)[0]


def normalise(
    edges: Iterable[tuple[Hashable, Hashable, str]], ground: Iterable[Hashable], strict: bool = True
) -> Position:
    """The position of a graph given by any hashable vertex names and a set of ground
    vertices: ground fused into 0, renumbered. With ``strict``, edges that cannot reach the
    ground raise :class:`InvalidGame`; otherwise they are dropped (as after a move).
    """
    ground = set(ground)
    if not ground:
        raise InvalidGame("a Hackenbush position needs at least one ground vertex")
    names: dict[Hashable, int] = {g: 0 for g in ground}
    raw: list[Edge] = []
    for u, v, c in edges:
        for x in (u, v):
            if x not in names:
                names[x] = len(names) - len(ground) + 1
        raw.append((names[u], names[v], c))
    pos = relabel(raw)
    if strict and len(pos) != len(raw):
        kept = len(pos)
        raise InvalidGame(
            f"{len(raw) - kept} edge(s) cannot reach the ground; every edge of a position "
            "must be connected to a ground vertex"
        )
    return pos


def _adjacency(pos: Position, loops: bool = True) -> dict[int, list[tuple[int, int]]]:
    """vertex -> [(edge index, other end)]; a loop appears once (or not at all)."""
    adj: dict[int, list[tuple[int, int]]] = {}
    for i, (u, v, _c) in enumerate(pos):
        if u == v and not loops:
            adj.setdefault(u, [])
            continue
        adj.setdefault(u, []).append((i, v))
        if u != v:
            adj.setdefault(v, []).append((i, u))
    return adj


def cut(pos: Position, i: int) -> Position:
    """The position after deleting edge ``i``: what no longer reaches the ground goes."""
    return relabel(pos[:i] + pos[i + 1 :])


def components(pos: Position, root: int = 0) -> list[Position]:
    """The grounded components: the parts that meet only at the ground (each renumbered with
    its own ground 0). A loop at the ground is a component of its own."""
    adj = _adjacency(pos)
    seen_edges: set[int] = set()
    out: list[Position] = []
    for i, (u, v, _c) in enumerate(pos):
        if i in seen_edges:
            continue
        if u == v == root:
            seen_edges.add(i)
            out.append(((0, 0, pos[i][2]),))
            continue
        group = {i}
        stack = [w for w in (u, v) if w != root]
        seen_v = set(stack)
        while stack:
            x = stack.pop()
            for j, w in adj[x]:
                group.add(j)
                if w != root and w not in seen_v:
                    seen_v.add(w)
                    stack.append(w)
        seen_edges |= group
        out.append(relabel([pos[j] for j in sorted(group)], root))
    return out


def bridges(pos: Position) -> set[int]:
    """Indices of the bridges (edges on no cycle); loops and parallel edges are never bridges.
    Iterative Tarjan low-link, so long strings do not overflow the stack."""
    adj = _adjacency(pos)
    disc: dict[int, int] = {}
    low: dict[int, int] = {}
    out: set[int] = set()
    for start in adj:
        if start in disc:
            continue
        disc[start] = low[start] = len(disc)
        stack: list[tuple[int, int, int]] = [(start, -1, 0)]  # (vertex, edge in, next adj idx)
        while stack:
            v, ein, k = stack[-1]
            if k < len(adj[v]):
                stack[-1] = (v, ein, k + 1)
                j, w = adj[v][k]
                if j == ein:
                    continue
                if w not in disc:
                    disc[w] = low[w] = len(disc)
                    stack.append((w, j, 0))
                else:
                    low[v] = min(low[v], disc[w])
            else:
                stack.pop()
                if stack:
                    p = stack[-1][0]
                    low[p] = min(low[p], low[v])
                    if low[v] > disc[p]:
                        out.add(ein)
    return out


def root_block(pos: Position, root: int = 0) -> set[int]:
    """Indices of the edges of the block (biconnected component) that contains the root's
    edges, for a grounded component (so the root lies in exactly one block). Loops are blocks
    of their own and never in the root block of a component with other edges."""
    adj = _adjacency(pos, loops=False)
    if not adj.get(root):
        return set()
    disc: dict[int, int] = {root: 0}
    low: dict[int, int] = {root: 0}
    edge_stack: list[int] = []
    blocks: list[set[int]] = []
    stack: list[tuple[int, int, int]] = [(root, -1, 0)]
    while stack:
        v, ein, k = stack[-1]
        if k < len(adj[v]):
            stack[-1] = (v, ein, k + 1)
            j, w = adj[v][k]
            if j == ein:
                continue
            if w not in disc:
                edge_stack.append(j)
                disc[w] = low[w] = len(disc)
                stack.append((w, j, 0))
            elif disc[w] <= disc[v]:
                edge_stack.append(j)  # back edge (or loop)
                low[v] = min(low[v], disc[w])
        else:
            stack.pop()
            if stack:
                p = stack[-1][0]
                low[p] = min(low[p], low[v])
                if low[v] >= disc[p]:
                    block: set[int] = set()
                    while True:
                        e = edge_stack.pop()
                        block.add(e)
                        if e == ein:
                            break
                    blocks.append(block)
    for b in blocks:
        if any(root in pos[e][:2] for e in b):
            return b
    return set()  # pragma: no cover - a grounded component always has a root block
