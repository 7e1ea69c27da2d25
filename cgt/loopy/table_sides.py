"""Sides simplified on a table of every pair of positions (issue 35), as CGSuite's
``LoopyGame.simplifyGraph`` does (Siegel, *Combinatorial Game Theory*, ch. VI).

One numpy solve (:func:`cgt.loopy.side_table.side_states`) compares every position of the graph
with every other on the side wanted. The graph is then changed only in ways that keep the side
of *every* position, so the table stays true throughout:

- reversible options are bypassed and dominated options removed, with the safety conditions
  for sides (the reversing or dominating option lies on no alternating cycle through the
  option, in the cases where endless play would favour the player);
- each move that lies on an alternating cycle is tried once for deletion. Deleting Left's
  move v → w can only lower a position and Right's only raise it; the deletion keeps every
  side when it keeps v's (Left copies her opponent until play comes back to v, both
  components together, then plays the winning strategy from there). That is decided from the
  table alone when the moves that count in endless play are those of the unchanged
  component (Left's moves on the onside, Right's on the offside): a small reachability game
  on the positions of the other component, with the table's answers at its exits. Otherwise
  it is one comparison of v in the graph with and without the move, solved only inside the
  region where the table says Left wins (the deletion moves the graph away from the one
  tabled, so she can win nowhere else; a superset of a greatest fixed point is a sound start).

When the start becomes a stopper it is simplified, and compared once with the game (both
ways, on numpy's tables for a graph tabled with numpy) before it is returned; otherwise (or
when that comparison fails) the caller falls back to sidling. Either way the answer is the
side itself, and a simplified stopper is unique.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cgt.loopy.graph import LoopyGraph
from cgt.loopy.stopper import simplify, stopper_vertices

__all__ = ["table_side", "MAX_TABLE_VERTICES"]

#: Graphs with more positions than this are not tabled (the table's arrays hold about 150
#: bytes per pair of positions).
MAX_TABLE_VERTICES = 900


#: Graphs of at most this many positions are tabled in pure Python.
SMALL_TABLE = 72


class _Table:
    """``t[i, j, mover]`` over a flat list of answers (the layout of ``_state_wins``)."""

    __slots__ = ("flat", "n")

    def __init__(self, flat: list[bool], n: int) -> None:
        self.flat, self.n = flat, n

    def __getitem__(self, key: tuple[int, int, int]) -> bool:
        i, j, m = key
        return self.flat[(i * self.n + j) * 2 + m]


class _Moves:
    """The moves of a graph as lists, all the comparison (``_state_wins``) reads of one."""

    __slots__ = ("left", "right")

    def __init__(self, left: list[list[int]], right: list[list[int]]) -> None:
        self.left, self.right = left, right

    def __len__(self) -> int:
        return len(self.left)


class _Column:
    """``t[i, j]``: the table's answers with Right to move."""

    __slots__ = ("w3",)

    def __init__(self, w3: Any) -> None:
        self.w3 = w3

    def __getitem__(self, key: tuple[int, int]) -> bool:
        return self.w3[key[0], key[1], 1]


def _alt_sccs(left: list[list[int]], right: list[list[int]]) -> list[int]:
    """The strongly connected component of every state of alternating play: 2v Left to move
    at v (she moves to 2w+1 for w in left[v]), 2v+1 Right to move. A move lies on an
    alternating cycle exactly when its two states share a component."""
    n = len(left)
    succ: list[list[int]] = []
    for v in range(n):
        succ.append([2 * w + 1 for w in left[v]])
        succ.append([2 * w for w in right[v]])
    big = 2 * n
    index = [-1] * big
    low = [0] * big
    comp = [-1] * big
    stack: list[int] = []
    on_stack = [False] * big
    counter = ncomp = 0
    for root in range(big):
        if index[root] != -1:
            continue
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack[root] = True
        work = [(root, 0)]
        while work:
            v, k = work[-1]
            sv = succ[v]
            if k < len(sv):
                work[-1] = (v, k + 1)
                w = sv[k]
                if index[w] == -1:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack[w] = True
                    work.append((w, 0))
                elif on_stack[w] and index[w] < low[v]:
                    low[v] = index[w]
                continue
            work.pop()
            if work:
                u = work[-1][0]
                if low[v] < low[u]:
                    low[u] = low[v]
            if low[v] == index[v]:
                while True:
                    w = stack.pop()
                    on_stack[w] = False
                    comp[w] = ncomp
                    if w == v:
                        break
                ncomp += 1
    return comp


def _basic(
    left: list[list[int]], right: list[list[int]], t: Any, onside: bool, comp: list[int]
) -> bool:
    """One pass of bypassing reversible options and removing dominated ones, in place, with
    the safety conditions for sides (CGSuite's). ``t[x, y]``: the side of x is at most y's;
    ``comp``: the alternating components of the graph as it was (moves only get shortcut
    here, so a pair apart then is apart still)."""
    changed = False
    n = len(left)
    for v in range(n):
        for side, other, is_left in ((left, right, True), (right, left, False)):
            opts = list(dict.fromkeys(side[v]))
            k = steps = 0
            while k < len(opts):
                x = opts[k]
                for y in other[x]:
                    if is_left:  # Left's x reverses through x^R = y <= v
                        ok = t[y, v] and comp[2 * y] != comp[2 * x + 1]
                    else:  # Right's x reverses through x^L = y >= v
                        ok = t[v, y] and comp[2 * y + 1] != comp[2 * x]
                    if ok:
                        present = set(opts)
                        opts = opts[:k] + opts[k + 1 :] + [
                            w for w in side[y] if w not in present and w != x
                        ]
                        changed = True
                        steps += 1
                        break
                else:
                    k += 1
                if steps > 4 * n + 16:  # a guard: keep what has been done, stop bypassing
                    break
            side[v] = opts
        for side, is_left in ((left, True), (right, False)):
            opts = side[v]
            kept: list[int] = []
            for x in opts:
                drop = False
                still: list[int] = []
                for a in kept:
                    if drop:
                        still.append(a)
                        continue
                    if is_left:  # Left keeps the greatest; on the offside only if safe
                        if t[x, a] and (onside or comp[2 * a + 1] != comp[2 * v]):
                            drop = True
                        elif t[a, x] and (onside or comp[2 * x + 1] != comp[2 * v]):
                            continue
                    else:  # Right keeps the least; on the onside only if safe
                        if t[a, x] and (not onside or comp[2 * a] != comp[2 * v + 1]):
                            drop = True
                        elif t[x, a] and (not onside or comp[2 * x] != comp[2 * v + 1]):
                            continue
                    still.append(a)
                kept = still
                if not drop:
                    kept.append(x)
            if len(kept) != len(opts):
                changed = True
            side[v] = kept
    return changed


def _deletion_by_table(
    left: list[list[int]], right: list[list[int]], w3: Any, v: int, w: int, onside: bool,
    is_left: bool, cache: dict[str, Any] | None = None,
) -> bool | None:
    """Whether deleting the move v → w keeps every side, decided from the table ``w3`` of the
    graph (``w3[i, j, mover]``): True when it surely does, False when that is not shown, None
    when the table cannot tell (the other two kinds of move). ``cache`` keeps what depends on
    the graph's moves only, for the next call while they are unchanged.

    Onside, Left's move (offside, Right's mirrors it): in the graph without the move against
    the graph (at v), the positions (y, v*) with v* the changed v are a small game of their
    own: the moves of the y component stay inside, every move of v* leaves to a pair of the
    table. Endless play inside has no counted move, so it is Right's: Left must reach a good
    exit. Whenever the table says Left wins (y, v), she must win (y, v*) too."""
    n = len(left)
    flat, nn = w3.flat, w3.n
    # known(y, z, m) = flat[y_step * y + z_step * z + m]: the table at (y, z) (onside) or at
    # (z, y) (offside), mover m.
    if onside and is_left:
        inner = (right, left)  # moves of the y component by Left (0), by Right (1)
        exits = ([z for z in left[v] if z != w], list(right[v]))
        y_step, z_step = 2 * nn, 2
    elif not onside and not is_left:
        inner = (left, right)
        exits = ([z for z in right[v] if z != w], list(left[v]))
        y_step, z_step = 2, 2 * nn
    else:
        return None
    if cache is None:
        cache = {}
    # State 2y + m: m = 0 Left to move, 1 Right to move; an inner move goes to (y', 1 - m).
    preds: list[list[int]] | None = cache.get("preds")
    if preds is None:
        preds = [[] for _ in range(2 * n)]
        for y in range(n):
            for m in (0, 1):
                for y2 in inner[m][y]:
                    preds[2 * y2 + 1 - m].append(2 * y + m)
        cache["preds"] = preds
    win = [False] * (2 * n)
    count = [0] * (2 * n)
    todo: list[int] = []
    exits_l = [z_step * z + 1 for z in exits[0]]  # Left leaves to (y, z), Right to move
    exits_r = [z_step * z for z in exits[1]]
    right_moves = inner[1]
    for y in range(n):
        base = y_step * y
        s = 2 * y
        for e in exits_l:
            if flat[base + e]:
                win[s] = True
                todo.append(s)
                break
        s += 1
        for e in exits_r:
            if not flat[base + e]:
                count[s] = -1  # Right leaves to a pair Left loses
                break
        else:
            k = len(right_moves[y])
            count[s] = k
            if not k:
                win[s] = True
                todo.append(s)
    while todo:
        t = todo.pop()
        for s in preds[t]:
            if win[s]:
                continue
            if s & 1:
                if count[s] > 0:
                    count[s] -= 1
                    if count[s] == 0:
                        win[s] = True
                        todo.append(s)
            else:
                win[s] = True
                todo.append(s)
    v_step = z_step * v
    return all(
        win[2 * y + m] or not flat[y_step * y + v_step + m] for y in range(n) for m in (0, 1)
    )


def _reach(left: list[list[int]], right: list[list[int]], start: int) -> list[int]:
    order = [start]
    seen = {start}
    for v in order:
        for w in (*left[v], *right[v]):
            if w not in seen:
                seen.add(w)
                order.append(w)
    return order


def _deletions(
    left: list[list[int]], right: list[list[int]], w3: Any, comp: list[int], start: int,
    onside: bool, exact: bool, state_wins: Any,
) -> bool:
    """One pass over the moves on alternating cycles, deleting those whose deletion keeps
    every side: decided by the table, or with ``exact`` by one comparison at the move's
    position when the table cannot tell; the pass ends when the start becomes a stopper."""
    deleted = False
    cache: dict[str, Any] = {}  # for _deletion_by_table, while the moves are unchanged
    for v in _reach(left, right, start):
        for edges, is_left in ((left, True), (right, False)):
            for w in list(edges[v]):
                if comp[2 * v + (0 if is_left else 1)] != comp[2 * w + (1 if is_left else 0)]:
                    continue  # on no alternating cycle
                ok = _deletion_by_table(left, right, w3, v, w, onside, is_left, cache)
                if ok is None:
                    if not exact:
                        continue
                    kept = list(edges)
                    kept[v] = list(edges[v])
                    before = _Moves(kept, right) if is_left else _Moves(left, kept)
                    edges[v].remove(w)
                    after = _Moves(left, right)
                    # The deletion moves the changed graph away from the one the table was
                    # solved on (Left's moves lower it, Right's raise it), so Left can win the
                    # comparison only where the table says she wins: it bounds the solve.
                    lo, hi = (before, after) if is_left else (after, before)
                    key = (v * len(left) + v) * 2 + 1
                    ok = state_wins(lo, hi, onside, [key], w3.flat)[0]
                    if not ok:
                        edges[v].append(w)
                elif ok:
                    edges[v].remove(w)
                if ok:
                    deleted = True
                    cache.clear()
                    if exact and stopper_vertices(
                        LoopyGraph(left=left, right=right, start=start)
                    )[start]:
                        return True
    return deleted


def table_side(
    g: LoopyGraph, onside: bool, _state_wins: Callable[..., Any], side_le: Callable[..., bool]
) -> LoopyGraph | None:
    """The simplified stopper that is the onside (offside) of g, found on the table of g's
    positions, or None when this way finds none (or g is too large to table). The comparisons
    of sides come from cgt.loopy.sides, its caller (passed in: that module imports this one)."""
    g = g.reachable()
    n = len(g)
    if n > MAX_TABLE_VERTICES:
        return None
    if n <= SMALL_TABLE:  # numpy costs more to import than the table in Python
        flat = _state_wins(g, g, onside, list(range(2 * n * n)))
        w3 = _Table(flat, n)
    else:
        from cgt.loopy.side_table import side_states

        w3 = _Table(side_states(g, g, onside).ravel().tolist(), n)
    t = _Column(w3)
    left = [list(dict.fromkeys(ws)) for ws in g.left]
    right = [list(dict.fromkeys(ws)) for ws in g.right]
    cur = g
    for exact in (False, True):  # the deletions the table decides first, then the others
        for _ in range(32):
            comp = _alt_sccs(left, right)
            while _basic(left, right, t, onside, comp):
                pass
            comp = _alt_sccs(left, right)
            if stopper_vertices(LoopyGraph(left=left, right=right, start=g.start))[g.start]:
                break
            if not _deletions(left, right, w3, comp, g.start, onside, exact, _state_wins):
                break
        cur = LoopyGraph(left=left, right=right, start=g.start).reachable()
        if stopper_vertices(cur)[0]:
            break
    if not stopper_vertices(cur)[0]:
        return None
    out = simplify(cur)[0]
    if n <= SMALL_TABLE:
        same = side_le(out, g, onside) and side_le(g, out, onside)
    else:  # the two comparisons on numpy's tables (out is small, g is not)
        from cgt.loopy.side_table import side_states

        same = bool(side_states(out, g, onside)[out.start, g.start, 1]) and bool(
            side_states(g, out, onside)[g.start, out.start, 1]
        )
    if not same:
        return None
    return out
