"""The comparison of sides for every pair of positions at once (issue 35): the Büchi game of
:func:`cgt.loopy.sides.side_le` solved on the whole product of two graphs with numpy.

The states are (i, j, mover) for every vertex i of a and j of b, numbered
``2 * (i * len(b) + j) + mover`` (mover 1: Right to move). Left's winning region is the
greatest set W from which she can force, inside W, a counted move into W or Right's being
stuck; it is found as in ``_side_wins``, each attractor a breadth-first search whose layers are
array operations over the predecessor lists (so a table of 500 × 500 positions costs about as
much as one layer per step of the longest forced sequence, not a Python step per edge).

>>> from cgt.loopy.graph import LoopyGraph
>>> over, under = LoopyGraph(((1,), ()), ((0,), ())), LoopyGraph(((0,), ()), ((1,), ()))
>>> t = side_table(under, over, True)
>>> bool(t[0, 0]), bool(side_table(over, under, True)[0, 0])
(True, False)
"""

from __future__ import annotations

from typing import Any

import numpy as np

from cgt.errors import SearchBoundExceeded
from cgt.loopy.graph import LoopyGraph

__all__ = ["side_table", "side_states", "MAX_TABLE_PAIRS"]

#: Bound on the pairs of one table (its arrays hold about 20 bytes per move of each state).
MAX_TABLE_PAIRS = 4_000_000


def _moves(edges: tuple[tuple[int, ...], ...]) -> tuple[Any, Any]:
    """Sources and targets of a graph's moves of one player, duplicates dropped."""
    src: list[int] = []
    dst: list[int] = []
    for v, ws in enumerate(edges):
        for w in dict.fromkeys(ws):
            src.append(v)
            dst.append(w)
    return np.array(src, dtype=np.int64), np.array(dst, dtype=np.int64)


def _product_edges(
    a: LoopyGraph, b: LoopyGraph, onside: bool
) -> tuple[Any, Any, Any]:
    """The moves of the product game: source states, target states, and whether each counts.

    Right to move at (i, j) moves −a to −(a^L) or b to b^R; Left to move moves −a to −(a^R)
    or b to b^L. On the onside the moves in b count, on the offside those in a."""
    na, nb = len(a), len(b)
    srcs, dsts, cnts = [], [], []
    jj = np.arange(nb, dtype=np.int64)
    ii = np.arange(na, dtype=np.int64)
    for mover, a_edges, b_edges in ((1, a.left, b.right), (0, a.right, b.left)):
        s, d = _moves(a_edges)  # i -> i2, every j
        src = ((s[:, None] * nb + jj[None, :]) * 2 + mover).ravel()
        dst = ((d[:, None] * nb + jj[None, :]) * 2 + (1 - mover)).ravel()
        srcs.append(src)
        dsts.append(dst)
        cnts.append(np.full(len(src), not onside))
        s, d = _moves(b_edges)  # j -> j2, every i
        src = ((ii[:, None] * nb + s[None, :]) * 2 + mover).ravel()
        dst = ((ii[:, None] * nb + d[None, :]) * 2 + (1 - mover)).ravel()
        srcs.append(src)
        dsts.append(dst)
        cnts.append(np.full(len(src), onside))
    return np.concatenate(srcs), np.concatenate(dsts), np.concatenate(cnts)


def _csr(keys: Any, values: Any, n: int) -> tuple[Any, Any]:
    order = np.argsort(keys, kind="stable")
    ptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(np.bincount(keys, minlength=n), out=ptr[1:])
    return ptr, values[order]


def _gather(ptr: Any, vals: Any, frontier: Any) -> Any:
    """The values listed for every state of the frontier, concatenated."""
    starts = ptr[frontier]
    lens = ptr[frontier + 1] - starts
    total = int(lens.sum())
    if total == 0:
        return vals[:0]
    offs = np.repeat(starts - (np.cumsum(lens) - lens), lens)
    return vals[offs + np.arange(total, dtype=np.int64)]


def side_table(a: LoopyGraph, b: LoopyGraph, onside: bool) -> Any:
    """``t[i, j]``: whether the onside (offside) of a_i is at most that of b_j."""
    return side_states(a, b, onside)[:, :, 1]


def side_states(a: LoopyGraph, b: LoopyGraph, onside: bool) -> Any:
    """``t[i, j, mover]``: whether the onside (offside) of a_i is at most that of b_j — Left wins
    the Büchi game of :func:`cgt.loopy.sides.side_le` from (a_i, b_j), Right to move
    (mover 1) or Left to move (mover 0)."""
    na, nb = len(a), len(b)
    if na * nb > MAX_TABLE_PAIRS:
        raise SearchBoundExceeded(
            f"a table of sides of {na} × {nb} positions has more than {MAX_TABLE_PAIRS:,} pairs "
            "(raise cgt.loopy.side_table.MAX_TABLE_PAIRS)"
        )
    n = 2 * na * nb
    src, dst, counted = _product_edges(a, b, onside)
    rtm = np.zeros(n, dtype=bool)
    rtm[1::2] = True
    degree = np.bincount(src, minlength=n)
    csrc, cdst = src[counted], dst[counted]
    # Predecessors: along uncounted moves (for Left's attractor), along all (for Right's).
    u_ptr, u_pred = _csr(dst[~counted], src[~counted], n)
    a_ptr, a_pred = _csr(dst, src, n)
    win = np.ones(n, dtype=bool)
    while True:
        # Left's attractor, inside W, of a counted move into W (Right: every move counted
        # and into W, Right stuck included).
        good_c = np.bincount(csrc, weights=win[cdst], minlength=n).astype(np.int64)
        count = degree - good_c  # Right's moves not yet known good
        reach = win & np.where(rtm, count == 0, good_c > 0)
        frontier = np.flatnonzero(reach)
        while len(frontier):
            s = _gather(u_ptr, u_pred, frontier)
            s = s[win[s] & ~reach[s]]
            if not len(s):
                break
            r = s[rtm[s]]
            if len(r):
                np.subtract.at(count, r, 1)
                r = np.unique(r)
                r = r[count[r] == 0]
            left_s = np.unique(s[~rtm[s]])
            frontier = np.concatenate([r, left_s])
            reach[frontier] = True
        lost_now = win & ~reach
        if not lost_now.any():
            break
        # Right's attractor, inside W, of the states left out: they all leave W.
        lost = lost_now
        left_count = np.bincount(src, weights=win[dst], minlength=n).astype(np.int64)
        frontier = np.flatnonzero(lost)
        while len(frontier):
            s = _gather(a_ptr, a_pred, frontier)
            s = s[win[s] & ~lost[s]]
            if not len(s):
                break
            r = np.unique(s[rtm[s]])
            lft = s[~rtm[s]]
            if len(lft):
                np.subtract.at(left_count, lft, 1)
                lft = np.unique(lft)
                lft = lft[left_count[lft] == 0]
            frontier = np.concatenate([r, lft])
            lost[frontier] = True
        win &= ~lost
    return win.reshape(na, nb, 2)
