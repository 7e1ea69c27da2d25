"""Simplified sides that are no stoppers (Winning Ways ch. 11, Bach's Carousel; Siegel,
*Combinatorial Game Theory*, ch. VI §5).

The onside of some games is no stopper: no stopper S has S ≥ H exactly when the game's
onside does, for every H. Such a side is kept as a game graph of its own, simplified as far as
the steps below allow; there is no simplest-form theorem for them (CGSuite calls its forms
"simplified", not canonical), so the form is a good one, not a canonical one. Every step is
kept only when the side of the new graph, compared by the side's own order
(:func:`~cgt.loopy.sides.side_le`, survival with endless play counted for the side's owner),
is still the side of the game it came from:

- the stopper positions are replaced by their simplified stoppers;
- a move is deleted when the side does not change without it (dominated options, and the
  moves of a cycle that only the opponent could use);
- a reversible option is bypassed (replaced by the options of its reversing option);
- two positions are fused when sending every move to one of them keeps the side.

Bach's Carousel ``a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}`` has onside ``a{1|1,{1*|a||*}||0}``:

>>> from cgt.loopy.graph import LoopyGraph
>>> from cgt.loopy.sides import side_le
>>> on = LoopyGraph(left=((0,),), right=((),))
>>> simplify_side(on, True, side_le) == on
True
"""

from __future__ import annotations

from collections.abc import Callable

from cgt.loopy.graph import LoopyGraph
from cgt.loopy.stopper import simplify, stopper_vertices

__all__ = ["simplify_side", "MAX_SIDE_VERTICES"]

#: Side graphs larger than this are only cut to their stopper parts and reachable vertices:
#: each trial step compares two graphs, so the steps cost about the cube of the size.
MAX_SIDE_VERTICES = 160

Moves = list[list[int]]


def _with_stoppers_simplified(g: LoopyGraph) -> LoopyGraph:
    """g with its stopper positions replaced by their simplified stoppers (the others first,
    the start vertex 0)."""
    g = g.reachable()
    stop = stopper_vertices(g)
    loose = [v for v in range(len(g)) if not stop[v]]
    if not loose:
        return simplify(g)[0]
    targets = sorted({w for v in loose for w in (*g.left[v], *g.right[v]) if stop[w]})
    index = {v: k for k, v in enumerate(loose)}
    if targets:
        sg, where = simplify(g, targets)
        base = len(loose)
        index.update((w, base + where[k]) for k, w in enumerate(targets))
        extra_left = [list(ws) for ws in sg.left]
        extra_right = [list(ws) for ws in sg.right]
        offset = [[base + w for w in ws] for ws in extra_left], [
            [base + w for w in ws] for ws in extra_right
        ]
    else:
        offset = ([], [])
    left = [[index[w] for w in g.left[v]] for v in loose] + offset[0]
    right = [[index[w] for w in g.right[v]] for v in loose] + offset[1]
    return _reachable_in_order(left, right)


def _reachable_in_order(left: Moves, right: Moves) -> LoopyGraph:
    """The vertices reachable from 0, numbered in their old order: the positions that are no
    stoppers keep their order from the game (the steps below visit them in it, so the form
    found does not depend on how the store happens to number the stopper positions)."""
    seen = {0}
    todo = [0]
    while todo:
        v = todo.pop()
        for w in (*left[v], *right[v]):
            if w not in seen:
                seen.add(w)
                todo.append(w)
    keep = sorted(seen)
    index = {v: k for k, v in enumerate(keep)}
    return LoopyGraph(
        left=[[index[w] for w in left[v]] for v in keep],
        right=[[index[w] for w in right[v]] for v in keep],
    )


def _dedupe(moves: Moves) -> Moves:
    return [list(dict.fromkeys(ws)) for ws in moves]


def simplify_side(
    g: LoopyGraph, onside: bool, le: Callable[[LoopyGraph, LoopyGraph, bool], bool]
) -> LoopyGraph:
    """A simplified graph of the onside (``onside=True``) or offside of g, played from its
    start (vertex 0 of the result); a simplified stopper when the steps reach one. ``le``
    compares sides (:func:`cgt.loopy.sides.side_le`, which sits above this module)."""
    target = g
    cur = _with_stoppers_simplified(g)
    if stopper_vertices(cur)[0]:
        return cur
    if len(cur) > MAX_SIDE_VERTICES:
        return cur

    def same(trial: LoopyGraph) -> bool:
        return le(trial, target, onside) and le(target, trial, onside)

    # Every step keeps the side, so the graph in hand is always a right answer; the steps can
    # undo each other (a bypass adds moves a deletion takes away again), so a graph met again,
    # or the bound, ends the search with it.
    seen = {cur}
    for _ in range(4 * len(cur) + 16):
        left, right = [list(ws) for ws in cur.left], [list(ws) for ws in cur.right]
        stop = stopper_vertices(cur)
        changed = _delete_moves(left, right, stop, target, onside, le)
        if not changed:
            changed = _bypass(left, right, stop, same)
        if not changed:
            changed = _fuse(left, right, stop, same)
        if not changed:
            return cur
        cur = _with_stoppers_simplified(LoopyGraph(left=_dedupe(left), right=_dedupe(right)))
        if stopper_vertices(cur)[0] or cur in seen:
            return cur
        seen.add(cur)
    return cur


def _delete_moves(
    left: Moves, right: Moves, stop: list[bool], target: LoopyGraph,
    onside: bool, le: Callable[[LoopyGraph, LoopyGraph, bool], bool],
) -> bool:
    """Delete, one at a time, the moves of positions that are no stoppers whose loss leaves
    the side as it is: fewer Left moves can only lower a game and fewer Right moves raise it,
    so one comparison tells."""
    changed = False
    for v in range(len(left)):
        if stop[v]:
            continue
        for is_left, edges in ((True, left), (False, right)):
            for w in list(edges[v]):
                old = edges[v]
                edges[v] = [x for x in old if x != w]
                trial = LoopyGraph(left=left, right=right)
                if le(target, trial, onside) if is_left else le(trial, target, onside):
                    changed = True
                else:
                    edges[v] = old
    return changed


def _bypass(
    left: Moves, right: Moves, stop: list[bool], same: Callable[[LoopyGraph], bool]
) -> bool:
    """Bypass one reversible option of a position that is no stopper: Left's option x is
    replaced by the Left options of some x^R, when the side stays the same (and Right's
    likewise)."""
    for v in range(len(left)):
        if stop[v]:
            continue
        for edges, other in ((left, right), (right, left)):
            for x in list(edges[v]):
                for y in other[x]:
                    if y == v:
                        continue
                    old = edges[v]
                    edges[v] = [w for w in old if w != x] + [w for w in edges[y] if w not in old]
                    if same(LoopyGraph(left=left, right=right)):
                        return True
                    edges[v] = old
    return False


def _fuse(
    left: Moves, right: Moves, stop: list[bool], same: Callable[[LoopyGraph], bool]
) -> bool:
    """Fuse two positions that are no stoppers when every move to the later one may go to
    the earlier one instead without changing the side (the stopper positions are simplified
    stoppers already, distinct values)."""
    loose = [v for v in range(len(left)) if not stop[v]]
    for w in loose:
        if w == 0:
            continue
        for u in loose:
            if u == w:
                continue
            trial = LoopyGraph(
                left=[[u if x == w else x for x in ws] for ws in left],
                right=[[u if x == w else x for x in ws] for ws in right],
            )
            if same(trial):
                left[:] = [list(ws) for ws in trial.left]
                right[:] = [list(ws) for ws in trial.right]
                return True
    return False
