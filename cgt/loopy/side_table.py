"""The comparison of sides for every pair of positions at once (issue 35): the Büchi game of
:func:`cgt.loopy.sides.side_le` solved on the whole product of two graphs with numpy.

The states are (i, j, mover) for every vertex i of a and j of b, numbered
``2 * (i * len(b) + j) + mover`` (mover 1: Right to move). Left's winning region is the
greatest set W from which she can force, inside W, a counted move into W or Right's being
stuck; it is found as in ``_side_wins``, each attractor a breadth-first search whose layers are
array operations (so a table of 500 × 500 positions costs about as much as one layer per step
of the longest forced sequence, not a Python step per edge). A move changes one component
only, so no list of the product's moves is built: the predecessors of a layer come from each
graph's own reversed moves, the moves into W are counted once and decremented as W shrinks,
and a layer is made distinct by stamping (no sort). Left's attractor is kept from round to round
(ranked, so that a state's support is the moves to states of lower rank): when W shrinks, only
the states that lose their support leave it, and only those are tried again, so the rounds after
the first cost what they change rather than a new attractor over all of W.

>>> from cgt.loopy.graph import LoopyGraph
>>> over, under = LoopyGraph(((1,), ()), ((0,), ())), LoopyGraph(((0,), ()), ((1,), ()))
>>> t = side_table(under, over, True)
>>> bool(t[0, 0]), bool(side_table(over, under, True)[0, 0])
(True, False)
"""

from __future__ import annotations

from typing import Any

import numpy as np

import cgt.loopy.side_solve as side_solve
from cgt.errors import SearchBoundExceeded
from cgt.loopy.graph import LoopyGraph

__all__ = ["side_table", "side_states", "MAX_TABLE_PAIRS"]

#: Bound on the pairs of one table (its arrays hold about 20 bytes per move of each state).
MAX_TABLE_PAIRS = 4_000_000


def _reverse(
    forward: tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]],
) -> tuple[Any, Any, Any]:
    """One component's moves, by the mover at the source (0 Left, 1 Right), reversed: the
    sources of the moves into each target as lists ``ptr``/``vals`` keyed ``2 * target +
    mover``, and the number of distinct moves of each source (``deg[v, mover]``)."""
    n = len(forward[0])
    into: list[list[int]] = [[] for _ in range(2 * n)]
    deg = np.zeros((n, 2), dtype=np.int64)
    for mover in (0, 1):
        for v, ws in enumerate(forward[mover]):
            ws = tuple(dict.fromkeys(ws))
            deg[v, mover] = len(ws)
            for w in ws:
                into[2 * w + mover].append(v)
    ptr = np.zeros(2 * n + 1, dtype=np.int64)
    np.cumsum([len(x) for x in into], out=ptr[1:])
    vals = np.array([v for x in into for v in x], dtype=np.int64)
    return ptr, vals, deg


def _forward(
    forward: tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]],
) -> tuple[Any, Any]:
    """One component's distinct moves as lists ``ptr``/``vals`` keyed ``2 * source + mover``."""
    lists = [
        tuple(dict.fromkeys(forward[mover][v])) for v in range(len(forward[0])) for mover in (0, 1)
    ]
    ptr = np.zeros(len(lists) + 1, dtype=np.int64)
    np.cumsum([len(x) for x in lists], out=ptr[1:])
    vals = np.array([w for x in lists for w in x], dtype=np.int64)
    return ptr, vals


def _gather(ptr: Any, vals: Any, keys: Any) -> tuple[Any, Any]:
    """The values listed for every key, concatenated, and how many each key has."""
    starts = ptr[keys]
    lens = ptr[keys + 1] - starts
    total = int(lens.sum())
    if total == 0:
        return vals[:0], lens
    offs = np.repeat(starts - (np.cumsum(lens) - lens), lens)
    return vals[offs + np.arange(total, dtype=np.int64)], lens


def side_table(a: LoopyGraph, b: LoopyGraph, onside: bool) -> Any:
    """``t[i, j]``: whether the onside (offside) of a_i is at most that of b_j."""
    return side_states(a, b, onside)[:, :, 1]


def side_states(a: LoopyGraph, b: LoopyGraph, onside: bool, solver: str = "") -> Any:
    """``t[i, j, mover]``: whether the onside (offside) of a_i is at most that of b_j — Left wins
    the Büchi game of :func:`cgt.loopy.sides.side_le` from (a_i, b_j), Right to move
    (mover 1) or Left to move (mover 0). ``solver`` "numpy" or "states" picks the solve (the
    twin tests compare them); by default the state-by-state one where it is compiled."""
    na, nb = len(a), len(b)
    if na * nb > MAX_TABLE_PAIRS:
        raise SearchBoundExceeded(
            f"a table of sides of {na} × {nb} positions has more than {MAX_TABLE_PAIRS:,} pairs "
            "(raise cgt.loopy.side_table.MAX_TABLE_PAIRS)"
        )
    n = 2 * na * nb
    # The moves are those of one component with the other's position unchanged, so the
    # predecessors of a state are found from each graph's own reversed moves (no list of the
    # product's moves): at (i', j) Right moves −a to −(a^L), Left −a to −(a^R); in b Right
    # moves to b^R, Left to b^L.
    a_ptr, a_vals, a_deg = _reverse((a.right, a.left))
    b_ptr, b_vals, b_deg = _reverse((b.left, b.right))
    degree = (a_deg[:, None, :] + b_deg[None, :, :]).ravel()
    c_deg = b_deg[None, :, :] if onside else a_deg[:, None, :]
    good_c = np.broadcast_to(c_deg, (na, nb, 2)).ravel().copy()
    if solver == "states" or (not solver and side_solve.COMPILED):
        f_ptr, f_vals = _forward((a.right, a.left)) if onside else _forward((b.left, b.right))
        win = np.ones(n, dtype=np.uint8)
        side_solve._solve(
            np.concatenate([a_ptr, b_ptr + len(a_vals)]), np.concatenate([a_vals, b_vals]),
            len(a_ptr), f_ptr, f_vals, degree.astype(np.int32), good_c.astype(np.int32), na, nb,
            onside, win,
        )
        return win.view(bool).reshape(na, nb, 2)
    rtm = np.zeros(n, dtype=bool)
    rtm[1::2] = True

    def a_preds(f: Any, with_lens: bool = False) -> Any:
        pm = 1 - (f & 1)
        i, j = np.divmod(f >> 1, nb)
        i2, lens = _gather(a_ptr, a_vals, 2 * i + pm)
        out = (i2 * nb + np.repeat(j, lens)) * 2 + np.repeat(pm, lens)
        return (out, lens) if with_lens else out

    def b_preds(f: Any, with_lens: bool = False) -> Any:
        pm = 1 - (f & 1)
        i, j = np.divmod(f >> 1, nb)
        j2, lens = _gather(b_ptr, b_vals, 2 * j + pm)
        out = (np.repeat(i, lens) * nb + j2) * 2 + np.repeat(pm, lens)
        return (out, lens) if with_lens else out

    if onside:  # the uncounted moves (a's), forward: Left −a to −(a^R), Right to −(a^L)
        f_ptr, f_vals = _forward((a.right, a.left))

        def u_succs(f: Any) -> Any:
            m = f & 1
            i, j = np.divmod(f >> 1, nb)
            i2, lens = _gather(f_ptr, f_vals, 2 * i + m)
            return (i2 * nb + np.repeat(j, lens)) * 2 + np.repeat(1 - m, lens), lens
    else:  # b's: Left to b^L, Right to b^R
        f_ptr, f_vals = _forward((b.left, b.right))

        def u_succs(f: Any) -> Any:
            m = f & 1
            i, j = np.divmod(f >> 1, nb)
            j2, lens = _gather(f_ptr, f_vals, 2 * j + m)
            return (np.repeat(i, lens) * nb + j2) * 2 + np.repeat(1 - m, lens), lens

    u_preds, c_preds = (a_preds, b_preds) if onside else (b_preds, a_preds)
    # Moves into W, kept as W shrinks: counted ones (good_c), all (left_count, for Left).
    left_count = degree.copy()
    stamp = np.zeros(n, dtype=np.int64)

    def distinct(x: Any) -> Any:
        seq = np.arange(len(x))
        stamp[x] = seq
        return x[stamp[x] == seq]

    # Left's attractor, inside W, of a counted move into W (Right: every move counted and into
    # W, Right stuck included), kept from round to round: every state in it has a rank (its
    # layer) and Left's states the number of their uncounted moves into it of lower rank
    # (``sup``); when W shrinks only the states that lose that support leave, and only they
    # may come back (at ranks above all others), so a round costs what it changes.
    rank = np.zeros(n, dtype=np.int64)
    sup = np.zeros(n, dtype=np.int64)

    def grow(reach: Any, frontier: Any, count: Any, allowed: Any, layer: int) -> int:
        """The attractor's layers after ``frontier`` (of rank ``layer``), among ``allowed``."""
        while len(frontier):
            s = u_preds(frontier)
            s = s[allowed[s] & ~reach[s]]
            if not len(s):
                break
            layer += 1
            m = rtm[s]
            r = s[m]
            if len(r):
                np.subtract.at(count, r, 1)
                r = r[count[r] == 0]
            lft = s[~m]
            if len(lft):
                np.add.at(sup, lft, 1)
            frontier = distinct(np.concatenate([r, lft]))
            reach[frontier] = True
            rank[frontier] = layer
        return layer

    win = np.ones(n, dtype=bool)
    count = degree - good_c  # Right's moves not yet known good
    reach = win & np.where(rtm, count == 0, good_c > 0)
    top = grow(reach, np.flatnonzero(reach), count, win, 0)
    in_f = np.zeros(n, dtype=bool)
    while True:
        lost = win & ~reach
        if not lost.any():
            break
        # Right's attractor, inside W, of the states left out: they all leave W.
        frontier = np.flatnonzero(lost)
        gone = [frontier]
        while len(frontier):
            s = np.concatenate([a_preds(frontier), b_preds(frontier)])
            s = s[win[s] & ~lost[s]]
            if not len(s):
                break
            m = rtm[s]
            r = s[m]
            lost[r] = True
            lft = s[~m]
            if len(lft):
                np.subtract.at(left_count, lft, 1)
                lft = lft[left_count[lft] == 0]
                lost[lft] = True
            frontier = distinct(np.concatenate([r, lft]))
            gone.append(frontier)
        win &= ~lost
        d = np.concatenate(gone)
        cp = c_preds(d)
        cp = cp[win[cp]]
        np.subtract.at(good_c, cp, 1)
        # The attractor's states that lose their support: those gone from W, Left's targets
        # with no counted move into W left, Right's states with a counted move out of W; then
        # whoever relied on them (Right: any uncounted move; Left: her last one of lower rank).
        cp = cp[reach[cp]]
        first = np.concatenate([
            d[reach[d]], cp[rtm[cp]], cp[~rtm[cp] & (good_c[cp] == 0) & (rank[cp] == 0)]
        ])
        frontier = distinct(first)
        reach[frontier] = False
        dropped = [frontier]
        while len(frontier):
            s, lens = u_preds(frontier, True)
            tr = np.repeat(rank[frontier], lens)
            keep = reach[s]
            s, tr = s[keep], tr[keep]
            if not len(s):
                break
            m = rtm[s]
            r = s[m]
            lft = s[~m]
            lft = lft[rank[lft] > tr[~m]]
            if len(lft):
                np.subtract.at(sup, lft, 1)
                lft = lft[sup[lft] == 0]
            frontier = distinct(np.concatenate([r, lft]))
            reach[frontier] = False
            dropped.append(frontier)
        f = np.concatenate(dropped)
        f = f[win[f]]
        if not len(f):
            continue
        # They may come back, through the states still in it or each other.
        us, lens = u_succs(f)
        k = np.bincount(
            np.repeat(np.arange(len(f)), lens), weights=reach[us], minlength=len(f)
        ).astype(np.int64)
        m = rtm[f]
        sup[f[~m]] = k[~m]
        count[f[m]] = degree[f[m]] - good_c[f[m]] - k[m]
        back = f[np.where(m, count[f] == 0, k > 0)]
        reach[back] = True
        top += 1
        rank[back] = top
        in_f[f] = True
        top = grow(reach, back, count, in_f & win, top)
        in_f[f] = False
    return win.reshape(na, nb, 2)
