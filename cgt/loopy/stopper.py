"""Stoppers: games with no infinite alternating play (Siegel, *Combinatorial Game Theory*,
ch. VI §3–4; Winning Ways ch. 11).

Three algorithms on :class:`~cgt.loopy.graph.LoopyGraph`:

- :func:`stopper_vertices`: which vertices are stoppers (no follower starts an infinite
  alternating play);
- :func:`survival`: the order of stoppers, for every pair of vertices at once. For stoppers
  G and H, G ≤ H exactly when Left, moving second in H − G, survives (never runs out of
  moves); Right's forced wins are found by retrograde analysis on the pairs;
- :func:`simplify`: the simplified (canonical) stopper: reversible options bypassed, dominated
  options removed, equal vertices fused. Simplified stoppers of equal value are isomorphic
  (Siegel VI, the simplest-form theorem for stoppers). It works a strongly connected component
  at a time (:mod:`cgt.loopy.component`); :func:`simplify_by_table`, the first algorithm, works
  on the table of every pair of vertices and is kept as the tests' twin.

``over`` = ``{0|over}`` is a stopper, above 0:

>>> from cgt.loopy.graph import LoopyGraph
>>> over = LoopyGraph(left=((1,), ()), right=((0,), ()))
>>> stopper_vertices(over), survival(over, over)[1 * 2 + 0]     # is 0 <= over?
([True, True], True)
"""

from __future__ import annotations

from collections.abc import Sequence

from cgt.errors import SearchBoundExceeded
from cgt.loopy.component import settle, subgraph
from cgt.loopy.graph import LoopyGraph

__all__ = [
    "stopper_vertices", "is_stopper", "survival", "simplify", "simplify_by_table", "MAX_PAIRS"
]

#: Bound on the pairs of vertices a comparison analyses (its table has twice as many states).
MAX_PAIRS = 4_000_000

Adj = Sequence[Sequence[int]]


def _reverse(edges: Adj, n: int) -> list[list[int]]:
    rev: list[list[int]] = [[] for _ in range(n)]
    for v, ws in enumerate(edges):
        for w in ws:
            rev[w].append(v)
    return rev


def stopper_vertices(g: LoopyGraph) -> list[bool]:
    """For each vertex, whether the game played from it is a stopper: no play from it or
    from any follower alternates forever."""
    n = len(g)
    left = [tuple(dict.fromkeys(ws)) for ws in g.left]
    right = [tuple(dict.fromkeys(ws)) for ws in g.right]
    # State 2v: Left to move at v; 2v+1: Right to move. A state ends every play when all of its
    # moves lead to states that do (least fixed point); the others start an endless play.
    count = [0] * (2 * n)
    preds: list[list[int]] = [[] for _ in range(2 * n)]
    for v in range(n):
        count[2 * v] = len(left[v])
        count[2 * v + 1] = len(right[v])
        for w in left[v]:
            preds[2 * w + 1].append(2 * v)
        for w in right[v]:
            preds[2 * w].append(2 * v + 1)
    ends = [c == 0 for c in count]
    todo = [s for s in range(2 * n) if ends[s]]
    while todo:
        s = todo.pop()
        for p in preds[s]:
            count[p] -= 1
            if count[p] == 0 and not ends[p]:
                ends[p] = True
                todo.append(p)
    endless = [not (ends[2 * v] and ends[2 * v + 1]) for v in range(n)]
    # A vertex is no stopper when some follower (any moves) starts an endless alternating play.
    back = _reverse([(*left[v], *right[v]) for v in range(n)], n)
    bad = list(endless)
    todo = [v for v in range(n) if bad[v]]
    while todo:
        v = todo.pop()
        for p in back[v]:
            if not bad[p]:
                bad[p] = True
                todo.append(p)
    return [not b for b in bad]


def is_stopper(g: LoopyGraph) -> bool:
    """Whether the game played from the start is a stopper."""
    return stopper_vertices(g.reachable())[0]


def survival(a: LoopyGraph, b: LoopyGraph) -> list[bool]:
    """``t[i * len(b) + j]``: whether Left, moving second in b_j − a_i, survives — for stoppers,
    whether a_i ≤ b_j.

    Right wins from a state when he can force Left, in finitely many moves, to a position
    where she has no move; every other state is Left's survival (a draw by endless play is
    survival). Right's wins are the least fixed point, found backwards from Left's dead ends.
    """
    na, nb = len(a), len(b)
    if na * nb > MAX_PAIRS:
        raise SearchBoundExceeded(
            f"comparing games of {na} and {nb} vertices needs more than {MAX_PAIRS:,} pairs "
            "(raise cgt.loopy.stopper.MAX_PAIRS)"
        )
    al = [tuple(dict.fromkeys(ws)) for ws in a.left]
    ar = [tuple(dict.fromkeys(ws)) for ws in a.right]
    bl = [tuple(dict.fromkeys(ws)) for ws in b.left]
    br = [tuple(dict.fromkeys(ws)) for ws in b.right]
    al_rev, ar_rev = _reverse(al, na), _reverse(ar, na)
    bl_rev, br_rev = _reverse(bl, nb), _reverse(br, nb)
    # Left to move at (i, j): she moves a_i to a Right option (in −a) or b_j to a Left option.
    count = [len(ar[i]) + len(bl[j]) for i in range(na) for j in range(nb)]
    lost = [c == 0 for c in count]  # Left to move, and Right forces her out of moves
    won = [False] * (na * nb)  # Right to move, and he forces it
    todo_lost = [s for s in range(na * nb) if lost[s]]
    todo_won: list[int] = []
    while todo_lost or todo_won:
        while todo_lost:
            s = todo_lost.pop()
            i, j = divmod(s, nb)
            # Right moved here from (p, j) with i in al[p], or from (i, q) with j in br[q].
            for p in al_rev[i]:
                t = p * nb + j
                if not won[t]:
                    won[t] = True
                    todo_won.append(t)
            base = i * nb
            for q in br_rev[j]:
                t = base + q
                if not won[t]:
                    won[t] = True
                    todo_won.append(t)
        while todo_won:
            s = todo_won.pop()
            i, j = divmod(s, nb)
            for p in ar_rev[i]:
                t = p * nb + j
                if not lost[t]:
                    count[t] -= 1
                    if count[t] == 0:
                        lost[t] = True
                        todo_lost.append(t)
            base = i * nb
            for q in bl_rev[j]:
                t = base + q
                if not lost[t]:
                    count[t] -= 1
                    if count[t] == 0:
                        lost[t] = True
                        todo_lost.append(t)
    return [not w for w in won]


def _reachable(left: list[list[int]], right: list[list[int]], roots: Sequence[int]) -> list[int]:
    order = list(dict.fromkeys(roots))
    seen = set(order)
    for v in order:
        for w in (*left[v], *right[v]):
            if w not in seen:
                seen.add(w)
                order.append(w)
    return order


def _pass(
    left: list[list[int]], right: list[list[int]], le: list[bool], n: int, verts: list[int]
) -> bool:
    """One round of bypassing reversible options and removing dominated ones, in place.
    ``le`` stays valid: these steps change no vertex's value (Siegel VI, §4)."""
    changed = False
    bound = 4 * n + 16
    for v in verts:
        for side, other, rev in ((left, right, False), (right, left, True)):
            opts = side[v]
            steps = 0
            k = 0
            while k < len(opts):
                x = opts[k]
                for y in other[x]:
                    # Left's x reverses through x^R = y when y <= G; Right's through y >= G.
                    if (le[v * n + y] if rev else le[y * n + v]):
                        present = set(opts)
                        opts = opts[:k] + opts[k + 1 :] + [w for w in side[y] if w not in present]
                        side[v] = opts
                        changed = True
                        steps += 1
                        break
                else:
                    k += 1
                    continue
                if steps > bound:  # cannot happen in a stopper; a guard against a hang
                    raise SearchBoundExceeded("bypassing reversible options did not settle")
            kept: list[int] = []
            for x in opts:
                if rev:  # Right keeps the least options
                    if any(le[k2 * n + x] for k2 in kept):
                        continue
                    kept = [k2 for k2 in kept if not le[x * n + k2]]
                else:
                    if any(le[x * n + k2] for k2 in kept):
                        continue
                    kept = [k2 for k2 in kept if not le[k2 * n + x]]
                kept.append(x)
            if len(kept) != len(opts):
                changed = True
            side[v] = kept
    return changed


def simplify(g: LoopyGraph, roots: Sequence[int] | None = None) -> tuple[LoopyGraph, list[int]]:
    """The simplified stopper of every root (default: the start): a graph with only the
    vertices reachable from the roots, each a distinct value, and where each root went.
    Every vertex reachable from a root must be a stopper. The work is done a strongly
    connected component at a time (:mod:`cgt.loopy.component`)."""
    roots = [g.start] if roots is None else list(roots)
    return subgraph(settle(g, roots))


def simplify_by_table(
    g: LoopyGraph, roots: Sequence[int] | None = None
) -> tuple[LoopyGraph, list[int]]:
    """:func:`simplify` from the whole table of :func:`survival` on the graph (every pair of
    vertices), round after round: the first algorithm, kept as a twin for the tests."""
    roots = [g.start] if roots is None else list(roots)
    left = [list(dict.fromkeys(ws)) for ws in g.left]
    right = [list(dict.fromkeys(ws)) for ws in g.right]
    for _ in range(64):
        verts = _reachable(left, right, roots)
        # Renumber the reachable part, so tables cover it only.
        index = {v: k for k, v in enumerate(verts)}
        left = [[index[w] for w in left[v]] for v in verts]
        right = [[index[w] for w in right[v]] for v in verts]
        roots = [index[r] for r in roots]
        n = len(verts)
        current = LoopyGraph(left=left, right=right)
        le = survival(current, current)
        changed = _pass(left, right, le, n, list(range(n)))
        # Fusion: vertices of equal value become one.
        rep = list(range(n))
        for u in range(n):
            if rep[u] != u:
                continue
            for w in range(u + 1, n):
                if rep[w] == w and le[u * n + w] and le[w * n + u]:
                    rep[w] = u
                    changed = True
        left = [list(dict.fromkeys(rep[w] for w in left[v])) for v in range(n)]
        right = [list(dict.fromkeys(rep[w] for w in right[v])) for v in range(n)]
        roots = [rep[r] for r in roots]
        if not changed:
            break
    verts = _reachable(left, right, roots)
    index = {v: k for k, v in enumerate(verts)}
    out = LoopyGraph(
        left=[[index[w] for w in left[v]] for v in verts],
        right=[[index[w] for w in right[v]] for v in verts],
        start=0,
    )
    return out, [index[r] for r in roots]
