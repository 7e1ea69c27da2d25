# cython: boundscheck=False, wraparound=False, cdivision=True
"""The Büchi game of :mod:`cgt.loopy.side_table` solved one state at a time, for the compiled
core (issue 35): Cython turns these loops into C (side_solve.pxd declares the types), where a
table of 500 × 500 positions is solved in milliseconds, against numpy's fraction of a second
(numpy pays per layer of each attractor, and the long forced sequences of loopy strips make
hundreds of layers). The pure-Python core keeps numpy's solve; this module still runs there,
slowly, so the twin tests compare the two on both cores.

The state ``2 * (i * nb + j) + mover`` is (a_i, b_j) with Left (mover 0) or Right (1) to move.
A component's moves come as lists keyed ``2 * vertex + mover``: reversed (the sources of the
moves into a vertex by that mover at the source) for both components, a's keys first and b's
from ``boff`` on in one ``ptr``/``vals`` pair, and forward (``f_ptr``/``f_vals``) for the
uncounted one (a's moves on the onside, b's on the offside). ``deg`` holds each state's number
of distinct moves, ``good`` its counted ones (updated here as the winning region shrinks), and
``win`` starts all ones and ends as Left's winning region: the greatest set W from which she can
force, inside W, a counted move into W or Right's being stuck.

The solve is the numpy one's, state by state: Left's attractor of a counted move into W is kept
from round to round with ranks (a Left state is supported by its uncounted moves into states of
lower rank), so when W shrinks only the states that lose their support leave it and are tried
again.

>>> import numpy as np
>>> ptr = np.zeros(6, dtype=np.int64)  # a and b: one vertex each, no move
>>> deg = np.zeros(2, dtype=np.int32)
>>> win = np.ones(2, dtype=np.uint8)
>>> _solve(ptr, ptr[:0], 3, ptr[:3], ptr[:0], deg, deg.copy(), 1, 1, True, win)
>>> win.tolist()  # Left to move and stuck loses; Right to move and stuck, she wins
[0, 1]
"""

from __future__ import annotations

from importlib.machinery import EXTENSION_SUFFIXES
from typing import Any

from cgt._deep import poll

__all__ = ["COMPILED"]

#: Whether this module runs compiled (then it solves the tables of cgt.loopy.side_table).
COMPILED = (__file__ or "").endswith(tuple(EXTENSION_SUFFIXES))


def _solve(
    ptr: Any, vals: Any, boff: int, f_ptr: Any, f_vals: Any, deg: Any, good: Any, na: int,
    nb: int, onside: bool, win: Any,
) -> None:
    """Fill ``win`` (all ones on entry) with Left's winning region."""
    import numpy as np

    n = 2 * na * nb
    u = 0 if onside else 1  # the component whose moves do not count (0: a, 1: b)
    c = 1 - u
    ustep, cstep = _step(u, nb), _step(c, nb)
    reach = np.zeros(n, dtype=np.uint8)
    lost = np.zeros(n, dtype=np.uint8)
    in_f = np.zeros(n, dtype=np.uint8)
    rank = np.zeros(n, dtype=np.int32)
    sup = np.zeros(n, dtype=np.int32)
    count = np.zeros(n, dtype=np.int32)  # Right's moves not known good
    left_count = deg.copy()  # Left's moves into W
    cur = np.zeros(n, dtype=np.int32)  # one list of states, then the next
    nxt = np.zeros(n, dtype=np.int32)
    done = np.zeros(n, dtype=np.int32)  # the states a pass collected, all its lists
    nc = 0
    for s in range(n):
        if s & 1:
            count[s] = deg[s] - good[s]
            if count[s] == 0:
                reach[s] = 1
                cur[nc] = s
                nc += 1
        elif good[s] > 0:
            reach[s] = 1
            cur[nc] = s
            nc += 1
    top = _grow(ptr, vals, u, boff, nb, cur, nc, nxt, reach, win, 0, count, sup, rank)
    while True:
        poll()  # compiled, a round runs no interpreter: Ctrl-C is seen here
        # The states of W that Left cannot bring to a counted move into W, and Right's
        # attractor of them inside W: they all leave W.
        nd = 0
        for s in range(n):
            if win[s] and not reach[s]:
                lost[s] = 1
                done[nd] = s
                nd += 1
        if nd == 0:
            return
        k = 0
        while k < nd:
            f = done[k]
            k += 1
            pm = 1 - (f & 1)
            for comp in range(2):
                key = comp * boff + _key(f, comp, nb, pm)
                base, step = _base(f, comp, nb, pm), _step(comp, nb)
                for e in range(ptr[key], ptr[key + 1]):
                    s = base + step * vals[e]
                    if not win[s] or lost[s]:
                        continue
                    if s & 1:
                        lost[s] = 1
                        done[nd] = s
                        nd += 1
                    else:
                        left_count[s] -= 1
                        if left_count[s] == 0:
                            lost[s] = 1
                            done[nd] = s
                            nd += 1
        for k in range(nd):
            win[done[k]] = 0
        # Their counted predecessors in W lose a counted move into W; the attractor's states
        # that lose their support (gone from W; Right's with a counted move out of W; Left's
        # targets with no counted move into W left) drop out, then whoever relied on them.
        nc = 0
        for k in range(nd):
            f = done[k]
            if reach[f]:
                reach[f] = 0
                cur[nc] = f
                nc += 1
        for k in range(nd):
            f = done[k]
            pm = 1 - (f & 1)
            key, base = c * boff + _key(f, c, nb, pm), _base(f, c, nb, pm)
            for e in range(ptr[key], ptr[key + 1]):
                s = base + cstep * vals[e]
                if not win[s]:
                    continue
                good[s] -= 1
                # (a Right state in the attractor needed every counted move into W; a Left
                # target of rank 0 keeps its place while a counted move into W is left)
                if reach[s] and ((s & 1) or (good[s] == 0 and rank[s] == 0)):
                    reach[s] = 0
                    cur[nc] = s
                    nc += 1
        nd = 0
        while nc:
            for k in range(nc):
                done[nd] = cur[k]
                nd += 1
            nn = 0
            for k in range(nc):
                f = cur[k]
                tf = rank[f]
                pm = 1 - (f & 1)
                key, base = u * boff + _key(f, u, nb, pm), _base(f, u, nb, pm)
                for e in range(ptr[key], ptr[key + 1]):
                    s = base + ustep * vals[e]
                    if not reach[s]:
                        continue
                    if s & 1:
                        reach[s] = 0
                        nxt[nn] = s
                        nn += 1
                    elif rank[s] > tf:
                        sup[s] -= 1
                        if sup[s] == 0:
                            reach[s] = 0
                            nxt[nn] = s
                            nn += 1
            for k in range(nn):
                cur[k] = nxt[k]
            nc = nn
        # The dropped states still in W may come back, through the states still in the
        # attractor or each other: Right's when every move is good, Left's with support.
        nc = 0
        for k in range(nd):
            f = done[k]
            if not win[f]:
                continue
            in_f[f] = 1
            m = f & 1
            key, base = _key(f, u, nb, m), _base(f, u, nb, 1 - m)  # (forward: f's own moves)
            kk = 0
            for e in range(f_ptr[key], f_ptr[key + 1]):
                kk += reach[base + ustep * f_vals[e]]
            if m:
                count[f] = deg[f] - good[f] - kk
                if count[f] == 0:
                    cur[nc] = f
                    nc += 1
            else:
                sup[f] = kk
                if kk > 0:
                    cur[nc] = f
                    nc += 1
        top += 1
        for k in range(nc):
            reach[cur[k]] = 1
            rank[cur[k]] = top
        top = _grow(ptr, vals, u, boff, nb, cur, nc, nxt, reach, in_f, top, count, sup, rank)
        for k in range(nd):
            in_f[done[k]] = 0


def _grow(
    ptr: Any, vals: Any, u: int, boff: int, nb: int, cur: Any, nc: int, nxt: Any, reach: Any,
    allowed: Any, layer: int, count: Any, sup: Any, rank: Any,
) -> int:
    """Left's attractor by the uncounted moves (component ``u``), layer by layer after
    ``cur[:nc]`` (of rank ``layer``), among the states ``allowed`` (W, or the states being
    tried again; a state of W outside ``allowed`` is in the attractor already or out of
    reach); its top rank. A Left state outside the attractor has no support, so its first move
    into it lists it."""
    step = _step(u, nb)
    while nc:
        nn = 0
        layer += 1
        for k in range(nc):
            f = cur[k]
            pm = 1 - (f & 1)
            key, base = u * boff + _key(f, u, nb, pm), _base(f, u, nb, pm)
            for e in range(ptr[key], ptr[key + 1]):
                s = base + step * vals[e]
                if not allowed[s] or reach[s]:
                    continue
                if s & 1:
                    count[s] -= 1
                    if count[s] == 0:
                        nxt[nn] = s
                        nn += 1
                else:  # (not yet supported: its first move into the attractor lists it)
                    sup[s] += 1
                    if sup[s] == 1:
                        nxt[nn] = s
                        nn += 1
        for k in range(nn):
            reach[nxt[k]] = 1
            rank[nxt[k]] = layer
            cur[k] = nxt[k]
        nc = nn
    return layer


# A state f = (a_i, b_j, ·). Component 0 is a, 1 is b.


def _key(f: int, comp: int, nb: int, mover: int) -> int:
    """The key of (a_i, mover) (comp 0) or (b_j, mover) (comp 1) in its component's lists."""
    return 2 * ((f >> 1) // nb if comp == 0 else (f >> 1) % nb) + mover


def _base(f: int, comp: int, nb: int, mover: int) -> int:
    """The state (a_0, b_j, mover) (comp 0) or (a_i, b_0, mover) (comp 1): that component's
    vertex v, the other kept, is the state ``base + _step(comp, nb) * v``."""
    return 2 * ((f >> 1) % nb) + mover if comp == 0 else 2 * ((f >> 1) // nb) * nb + mover


def _step(comp: int, nb: int) -> int:
    return 2 * nb if comp == 0 else 2
