"""Simplified stoppers built one strongly connected component at a time (Siegel,
*Combinatorial Game Theory*, ch. VI §4).

Every simplified stopper found so far lives in one graph, the *store*: no vertex has a
dominated or reversible option and no two vertices are equal. A stopper graph is simplified
bottom-up, a strongly connected component at a time, sinks first, so that the options leaving a
component are store vertices already:

- the component's vertices get their options bypassed and pruned (a reversible option is
  replaced by the reversing option's options; a dominated option is dropped), which keeps each
  vertex's value;
- equal vertices are then fused. Equal simplified stoppers are isomorphic (Siegel VI, the
  simplest-form theorem), so inside the component equality is bisimilarity, found by partition
  refinement; a class equal to a store vertex w has w's option counts and its options from the
  store among w's options, which leaves few candidates, each checked by comparison. A vertex
  that lies on no cycle is equal to a store vertex exactly when their option sets agree, a
  dictionary look-up, as for canonical forms of short games.

Comparison is the survival game on pairs (for stoppers G ≤ H exactly when Left, moving second
in H − G, survives), solved only on the states reachable from the question, by retrograde
propagation from Left's dead ends. Answers about pairs of store vertices never change, so they
are kept across calls; so is the store.

>>> from cgt.loopy.graph import LoopyGraph
>>> over = LoopyGraph(left=((1,), ()), right=((0,), ()))
>>> ids = settle(over.plus(LoopyGraph(left=((),), right=((),))), [0])   # over + 0
>>> ids == settle(over, [0]), le(ids[0], ids[0])
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from cgt import _memo
from cgt.errors import SearchBoundExceeded
from cgt.loopy.graph import LoopyGraph

__all__ = ["settle", "vertex_of", "le", "subgraph", "MAX_STATES"]

#: Bound on the states one comparison explores.
MAX_STATES = 8_000_000

#: Vertices of the component being simplified are numbered from here (store vertices below).
_TEMP = 1 << 40
#: State key: (i * _K + j) * 2 + mover, mover 0 Left to move, 1 Right to move.
_K = 1 << 42

# The store.
_LEFT: list[tuple[int, ...]] = []
_RIGHT: list[tuple[int, ...]] = []
#: (Left options, Right options) -> store vertex.
_INDEX: dict[tuple[frozenset[int], frozenset[int]], int] = {}
#: store vertex -> the store vertices with it among their options.
_PARENTS: list[list[int]] = []
#: store vertices by (number of Left options, number of Right options), for components whose
#: options all stay inside them (no store option to look candidates up by).
_BY_COUNTS: dict[tuple[int, int], list[int]] = {}
#: state of two store vertices -> whether Right wins there (Left is forced out of moves).
_MEMO: dict[int, bool] = {}
_MEMO_MAX = 6_000_000
#: stopper graphs already settled -> the store vertex of their start.
_OF: dict[LoopyGraph, int] = {}
_OF_MAX = 20_000


def _forget() -> None:
    _LEFT.clear()
    _RIGHT.clear()
    _INDEX.clear()
    _PARENTS.clear()
    _BY_COUNTS.clear()
    _MEMO.clear()
    _OF.clear()


_memo.on_clear(_forget)


class _Component:
    """The vertices being simplified: their moves, and the answers that involve them (valid
    until a move changes)."""

    def __init__(self) -> None:
        self.left: list[list[int]] = []
        self.right: list[list[int]] = []
        self.memo: dict[int, bool] = {}

    def moves(self, v: int, left: bool) -> Sequence[int]:
        if v < _TEMP:
            return _LEFT[v] if left else _RIGHT[v]
        return self.left[v - _TEMP] if left else self.right[v - _TEMP]


_NONE = _Component()


def _right_wins(x: int, y: int, comp: _Component) -> bool:
    """Whether Right, moving first in y − x, forces Left out of moves (so not x ≤ y)."""
    first = (x * _K + y) * 2 + 1
    known = _MEMO.get(first)
    if known is None:
        known = comp.memo.get(first)
    if known is not None:
        return known
    # The unanswered states reachable from the question; answered ones bound the region.
    index = {first: 0}
    order = [first]
    succ: list[list[int]] = []
    bvals: list[bool] = []  # answered states met, numbered -1, -2, … in succ
    moves = comp.moves
    memo_get, local_get = _MEMO.get, comp.memo.get
    for key in order:  # grows while read
        pair, mover = divmod(key, 2)
        i, j = divmod(pair, _K)
        # Left to move plays −i to −(i^R) or j to j^L; Right plays −i to −(i^L) or j to j^R.
        nxt = [(i2 * _K + j) * 2 + 1 - mover for i2 in moves(i, mover == 1)]
        nxt += [(i * _K + j2) * 2 + 1 - mover for j2 in moves(j, mover == 0)]
        out: list[int] = []
        for t in dict.fromkeys(nxt):
            k = index.get(t)
            if k is None:
                v = memo_get(t)
                if v is None:
                    v = local_get(t)
                if v is not None:
                    k = index[t] = -1 - len(bvals)
                    bvals.append(v)
                else:
                    if len(order) >= MAX_STATES:
                        raise SearchBoundExceeded(
                            f"comparing stoppers needs more than {MAX_STATES:,} states "
                            "(raise cgt.loopy.component.MAX_STATES)"
                        )
                    k = index[t] = len(order)
                    order.append(t)
            out.append(k)
        succ.append(out)
    n = len(order)
    # wins[s]: Right wins from s. Left to move: when every move hands Right a win (count 0);
    # Right to move: when some move does.
    wins = [False] * n
    count = [0] * n
    pred: list[list[int]] = [[] for _ in range(n)]
    todo: list[int] = []
    for s in range(n):
        right_to_move = order[s] & 1
        c = 0
        won = False
        for k in succ[s]:
            if k >= 0:
                pred[k].append(s)
                c += 1
            elif bvals[-1 - k]:
                won = True  # a move into an answered state Right wins
            elif not right_to_move:
                c += 1  # a move to an answered state Left survives: never counts down
        if right_to_move:
            if won:
                wins[s] = True
                todo.append(s)
        else:
            count[s] = c
            if c == 0:
                wins[s] = True
                todo.append(s)
    while todo:
        t = todo.pop()
        for s in pred[t]:
            if wins[s]:
                continue
            if order[s] & 1:
                wins[s] = True
                todo.append(s)
            else:
                count[s] -= 1
                if count[s] == 0:
                    wins[s] = True
                    todo.append(s)
    if len(_MEMO) > _MEMO_MAX:
        _MEMO.clear()
    for s, key in enumerate(order):
        pair = key >> 1
        if pair // _K < _TEMP and pair % _K < _TEMP:
            _MEMO[key] = wins[s]
        else:
            comp.memo[key] = wins[s]
    return wins[0]


def le(x: int, y: int) -> bool:
    """x ≤ y for store vertices."""
    return not _right_wins(x, y, _NONE)


def _sccs(
    left: Sequence[Sequence[int]], right: Sequence[Sequence[int]], roots: Sequence[int]
) -> list[list[int]]:
    """Strongly connected components of the vertices reachable from the roots, sinks first
    (Tarjan's order), without recursion."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    on_stack: set[int] = set()
    stack: list[int] = []
    out: list[list[int]] = []
    counter = 0
    for root in roots:
        if root in index:
            continue
        work = [(root, iter((*left[root], *right[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            v, it = work[-1]
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter((*left[w], *right[w]))))
                    break
                if w in on_stack and index[w] < low[v]:
                    low[v] = index[w]
            else:
                work.pop()
                if work:
                    u = work[-1][0]
                    if low[v] < low[u]:
                        low[u] = low[v]
                if low[v] == index[v]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        comp.append(w)
                        if w == v:
                            break
                    out.append(comp)
    return out


def _reduce(comp: _Component, k: int) -> bool:
    """Bypass reversible options of the component's vertex k and drop dominated ones, on both
    sides; whether a move changed."""
    g = _TEMP + k
    changed = False
    bound = 4 * (len(comp.left) + len(_LEFT)) + 16
    for is_left in (True, False):
        opts = comp.left[k] if is_left else comp.right[k]
        steps = 0
        i = 0
        while i < len(opts):
            x = opts[i]
            for y in comp.moves(x, not is_left):
                # Left's x reverses through x^R = y when y ≤ G; Right's through y ≥ G.
                if not _right_wins(y, g, comp) if is_left else not _right_wins(g, y, comp):
                    present = set(opts)
                    new = [w for w in comp.moves(y, is_left) if w not in present]
                    opts[i : i + 1] = []
                    opts.extend(new)
                    comp.memo.clear()  # a move changed: answers about the component go
                    changed = True
                    steps += 1
                    break
            else:
                i += 1
                continue
            if steps > bound:  # cannot happen in a stopper; a guard against a hang
                raise SearchBoundExceeded("bypassing reversible options did not settle")
        kept: list[int] = []
        for x in opts:
            # Left keeps the greatest options, Right the least.
            if is_left:
                if any(not _right_wins(x, q, comp) for q in kept):
                    continue
                kept = [q for q in kept if _right_wins(q, x, comp)]
            else:
                if any(not _right_wins(q, x, comp) for q in kept):
                    continue
                kept = [q for q in kept if _right_wins(x, q, comp)]
            kept.append(x)
        if len(kept) != len(opts):
            opts[:] = kept
            comp.memo.clear()
            changed = True
    return changed


def _add(left: tuple[int, ...], right: tuple[int, ...]) -> int:
    v = len(_LEFT)
    _LEFT.append(left)
    _RIGHT.append(right)
    _PARENTS.append([])
    _INDEX[(frozenset(left), frozenset(right))] = v
    _BY_COUNTS.setdefault((len(left), len(right)), []).append(v)
    return v


def _few_followers(c: int, limit: int) -> bool:
    """Whether the store vertex c reaches at most ``limit`` vertices (itself included)."""
    seen = {c}
    todo = [c]
    while todo:
        v = todo.pop()
        for w in (*_LEFT[v], *_RIGHT[v]):
            if w not in seen:
                if len(seen) >= limit:
                    return False
                seen.add(w)
                todo.append(w)
    return True


def _bisimulation(comp: _Component, live: list[int]) -> tuple[list[int], dict[int, int]]:
    """The coarsest bisimulation of the component's live vertices (store vertices fixed):
    each vertex's class (-1 for the others), and a representative of each class."""
    m = len(comp.left)
    block = [-1] * m
    for k in live:
        block[k] = 0
    n_blocks = 1
    while True:
        sig: dict[tuple[int, frozenset[int], frozenset[int]], int] = {}
        new = [-1] * m
        for k in live:
            key = (
                block[k],
                frozenset(w if w < _TEMP else -1 - block[w - _TEMP] for w in comp.left[k]),
                frozenset(w if w < _TEMP else -1 - block[w - _TEMP] for w in comp.right[k]),
            )
            new[k] = sig.setdefault(key, len(sig))
        if len(sig) == n_blocks:
            break
        block, n_blocks = new, len(sig)
    reps: dict[int, int] = {}
    for k in live:
        reps.setdefault(block[k], k)
    return block, reps


def _store_matches(comp: _Component, reps: dict[int, int], n_classes: int) -> dict[int, int]:
    """The classes among ``reps`` equal to a store vertex, and that vertex (the component has
    ``n_classes`` classes in all)."""
    where: dict[int, int] = {}
    for b, k in reps.items():
        lo, ro = comp.left[k], comp.right[k]
        inside = [w for w in (*lo, *ro) if w >= _TEMP]
        if not inside:  # on no cycle: equal exactly when the option sets agree
            hit = _INDEX.get((frozenset(lo), frozenset(ro)))
            if hit is not None:
                where[b] = hit
            continue
        outside = [w for w in (*lo, *ro) if w < _TEMP]
        if outside:
            pool = min((_PARENTS[w] for w in outside), key=len)
        else:
            # Every follower of such a class is a class of the component, so an equal store
            # vertex has at most as many followers as the component has classes.
            pool = [
                c for c in _BY_COUNTS.get((len(lo), len(ro)), [])
                if _few_followers(c, n_classes)
            ]
        need_l = {w for w in lo if w < _TEMP}
        need_r = {w for w in ro if w < _TEMP}
        g = _TEMP + k
        for c in pool:
            if (
                len(_LEFT[c]) == len(lo)
                and len(_RIGHT[c]) == len(ro)
                and need_l.issubset(_LEFT[c])
                and need_r.issubset(_RIGHT[c])
                and not _right_wins(g, c, comp)
                and not _right_wins(c, g, comp)
            ):
                where[b] = c
                break
    return where


def _settle_component(
    members: list[int], g_left: Sequence[Sequence[int]], g_right: Sequence[Sequence[int]],
    val: dict[int, int],
) -> None:
    temp = {v: _TEMP + k for k, v in enumerate(members)}

    def to(w: int) -> int:
        t = temp.get(w)
        return val[w] if t is None else t

    comp = _Component()
    comp.left = [list(dict.fromkeys(to(w) for w in g_left[v])) for v in members]
    comp.right = [list(dict.fromkeys(to(w) for w in g_right[v])) for v in members]
    for _ in range(4 * len(members) + 64):
        changed = False
        for k in range(len(members)):
            changed |= _reduce(comp, k)
        if not changed:
            break
    else:  # cannot happen in a stopper; a guard against a hang
        raise SearchBoundExceeded("simplifying a component of a stopper did not settle")
    m = len(members)
    # A vertex found equal to a store vertex becomes that vertex wherever it is an option, and
    # the fusion starts again: the vertices that had it as an option may be bisimilar only
    # now (two copies of a game, one reaching 0 through the store and one through a vertex of
    # the component that equals 0, are equal without being bisimilar before).
    # Substitution changes no value, so only the classes with a substituted option can match
    # a store vertex that they did not match before (its options from the store must be
    # theirs); the others are not looked up again.
    alias: dict[int, int] = {}
    touched: set[int] | None = None  # None: every class
    while True:
        block, reps = _bisimulation(comp, [k for k in range(m) if k not in alias])
        ask = reps if touched is None else {
            b: reps[b] for b in {block[k] for k in touched if k not in alias}
        }
        where = _store_matches(comp, ask, len(reps))
        if not where:
            break
        found = {_TEMP + k: where[block[k]] for k in range(m) if block[k] in where}
        alias.update((t - _TEMP, c) for t, c in found.items())
        touched = set()
        for k in range(m):
            for opts in (comp.left[k], comp.right[k]):
                if any(w in found for w in opts):
                    opts[:] = dict.fromkeys(found.get(w, w) for w in opts)
                    touched.add(k)
        if not touched - alias.keys():
            # No option of a class left changed: the partition stands for them, and each
            # was looked up already, in vain.
            reps = {b: k for b, k in reps.items() if b not in where}
            where = {}
            break
        comp.memo.clear()
    fresh = [b for b in reps if b not in where]
    base = len(_LEFT)
    for n_new, b in enumerate(fresh):
        where[b] = base + n_new

    def final(w: int) -> int:
        return w if w < _TEMP else where[block[w - _TEMP]]

    for b in fresh:
        k = reps[b]
        v = _add(
            tuple(dict.fromkeys(map(final, comp.left[k]))),
            tuple(dict.fromkeys(map(final, comp.right[k]))),
        )
        assert v == where[b]
    for b in fresh:  # after they are all in: a new vertex may have a newer one as option
        v = where[b]
        for w in dict.fromkeys((*_LEFT[v], *_RIGHT[v])):
            _PARENTS[w].append(v)
    for k, v in enumerate(members):
        val[v] = alias[k] if k in alias else where[block[k]]


def settle(g: LoopyGraph, roots: Sequence[int]) -> list[int]:
    """The store vertices equal to the given vertices of ``g``; every vertex reachable from
    them must be a stopper."""
    val: dict[int, int] = {}
    for members in _sccs(g.left, g.right, list(roots)):
        _settle_component(members, g.left, g.right, val)
    return [val[r] for r in roots]


def vertex_of(g: LoopyGraph) -> int:
    """The store vertex equal to the start of the stopper graph ``g``."""
    v = _OF.get(g)
    if v is None:
        v = settle(g, [g.start])[0]
        if len(_OF) >= _OF_MAX:
            _OF.clear()
        _OF[g] = v
    return v


def subgraph(ids: Sequence[int]) -> tuple[LoopyGraph, list[int]]:
    """The store's vertices reachable from ``ids``, renumbered in order of discovery (the first
    of ``ids`` is vertex 0), and where each of ``ids`` went."""
    order = list(dict.fromkeys(ids))
    index = {v: k for k, v in enumerate(order)}
    for v in order:  # grows while read
        for w in (*_LEFT[v], *_RIGHT[v]):
            if w not in index:
                index[w] = len(order)
                order.append(w)
    graph = LoopyGraph(
        left=[[index[w] for w in _LEFT[v]] for v in order],
        right=[[index[w] for w in _RIGHT[v]] for v in order],
        start=0,
    )
    return graph, [index[v] for v in ids]
