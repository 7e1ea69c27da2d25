"""Onsides and offsides by Conway's sidling (Winning Ways ch. 11, "sidling"; Siegel,
*Combinatorial Game Theory*, ch. VI §5).

The onside G⁺ of a game is the limit of approximations that start from ``on`` at every
position that is no stopper and replace, round after round, each such position by
``{approximations of its Left options | approximations of its Right options}`` (simplified);
the approximations only go down, and when a round changes nothing the approximations are the
onsides of the positions. The offside starts from ``off`` and goes up. Positions that are
stoppers keep their exact value (they are their own sides).

``dud`` = ``{dud|dud}`` has onside ``on`` = ``{on|}``:

>>> from cgt.loopy.graph import LoopyGraph
>>> dud = LoopyGraph(left=((0,),), right=((0,),))
>>> side(dud, onside=True)
LoopyGraph(left=((0,),), right=((),), start=0)
"""

from __future__ import annotations

import cgt.loopy.side_solve as side_solve
from cgt import _memo
from cgt.errors import SearchBoundExceeded
from cgt.loopy.graph import LoopyGraph
from cgt.loopy.loose_sides import simplify_side
from cgt.loopy.stopper import MAX_PAIRS, simplify, stopper_vertices
from cgt.loopy.table_sides import SMALL_TABLE, table_side

__all__ = ["side", "side_le", "MAX_ROUNDS", "SMALL_ROUNDS", "SMALL_GAME"]

#: Rounds of sidling before trying other ways (the sides of some games, such as Bach's
#: Carousel, are no stoppers, and sidling then never settles). Backsliding Toads and Frogs
#: ``ttt..fff`` (560 positions) needs 31.
MAX_ROUNDS = 48
#: Games of at most SMALL_GAME positions get SMALL_ROUNDS rounds: in the loopy tests every
#: side of such a game that is a stopper settled, or was recognised, by round 15. Stopping
#: early costs no correctness: a side kept as a graph is compared, added and printed by its
#: own order; only ``is_stopper_sided()`` and the printed form would tell.
SMALL_GAME = 64
SMALL_ROUNDS = 16
#: Rounds of plain sidling (no closures, no pruning) before the table of all pairs is tried.
PLAIN_ROUNDS = 12
#: ... and for graphs of more than PLAIN_BIG positions (a round costs more there, and a table
#: is the way that finds their sides: the strips of 105-175 positions that settle do so in
#: 2 rounds; the 512 of backsliding ``t.tft.ff`` spent 0.9 s in 12 rounds that did not).
PLAIN_BIG = 256
PLAIN_ROUNDS_BIG = 4
#: Where the table is solved in C (cgt.loopy.side_solve compiled), graphs of more than
#: table_sides.SMALL_TABLE positions go to it at once: it costs less than one round of
#: sidling there (``t.tft.ff``: 0.86 s with 4 rounds first, 0.64 s with none).


def side_le(a: LoopyGraph, b: LoopyGraph, onside: bool) -> bool:
    """Whether the onside (or offside) of a is at most that of b, played from their starts.

    Left, moving second in b − a, must survive, where an endless play counts for her when
    it has endless moves in b (onside: b is played on its onside, where endless play is
    Left's) or endless moves in −a (offside: −a is played on its onside); else for Right.
    This is a Büchi game on the states (vertex of a, vertex of b, mover): Left's winning
    region is the greatest set W from which she can force, inside W, either Right's being
    stuck or a counted move back into W (a nested fixed point).

    >>> over, under = LoopyGraph(((1,), ()), ((0,), ())), LoopyGraph(((0,), ()), ((1,), ()))
    >>> side_le(under, over, True), side_le(over, under, True)
    (True, False)
    """
    return _side_win(a, b, onside)


def _side_win(a: LoopyGraph, b: LoopyGraph, onside: bool) -> bool:
    """Whether Left wins the Büchi game of :func:`side_le` from (a.start, b.start), Right
    to move; only the states reachable from there are built."""
    return _side_wins(a, b, onside, [(a.start, b.start)])[0]


def _side_wins(
    a: LoopyGraph, b: LoopyGraph, onside: bool, pairs: list[tuple[int, int]]
) -> list[bool]:
    """For each pair (i, j), whether Left wins the Büchi game of :func:`side_le` from
    (a_i, b_j), Right to move: one solve over the states reachable from all of them."""
    return _state_wins(a, b, onside, [(i * len(b) + j) * 2 + 1 for i, j in pairs])


def _state_wins(
    a: LoopyGraph, b: LoopyGraph, onside: bool, firsts: list[int],
    within: list[bool] | None = None,
) -> list[bool]:
    """For each state ``(i * len(b) + j) * 2 + mover`` (mover 1: Right to move), whether Left
    wins the Büchi game of :func:`side_le` from it. ``within``, when given, holds for every
    state a bool that is True wherever Left wins (a state it marks False is lost at once and
    not explored): the solve starts from those states instead of all (Left's winning region
    is the greatest fixed point, so any superset of it is a sound start)."""
    if within is not None and not any(within[key] for key in firsts):
        return [False] * len(firsts)
    nb = len(b)
    al = [tuple(dict.fromkeys(ws)) for ws in a.left]
    ar = [tuple(dict.fromkeys(ws)) for ws in a.right]
    bl = [tuple(dict.fromkeys(ws)) for ws in b.left]
    br = [tuple(dict.fromkeys(ws)) for ws in b.right]
    index: dict[int, int] = {}
    order: list[int] = []
    for key in firsts:
        if key not in index:
            index[key] = len(order)
            order.append(key)
    # A state's moves in a and in b: the moves of one of them count (b's on the onside).
    # Numbered states; ``cnt[s]`` its counted successors, ``unc[s]`` the others.
    cnt: list[list[int]] = []
    unc: list[list[int]] = []
    get = index.get
    bound = 2 * MAX_PAIRS
    for key in order:  # grows while read
        if within is not None and not within[key]:
            unc.append([])
            cnt.append([])
            continue
        pair, mover = divmod(key, 2)
        i, j = divmod(pair, nb)
        if mover:  # Right to move: −a to −(a^L), or b to b^R
            ta = [(i2 * nb + j) * 2 for i2 in al[i]]
            tb = [(i * nb + j2) * 2 for j2 in br[j]]
        else:
            ta = [(i2 * nb + j) * 2 + 1 for i2 in ar[i]]
            tb = [(i * nb + j2) * 2 + 1 for j2 in bl[j]]
        outs = []
        for ts in (ta, tb):
            out = []
            for t in ts:
                k = get(t)
                if k is None:
                    if len(order) >= bound:
                        raise SearchBoundExceeded(
                            f"comparing sides needs more than {bound:,} states "
                            "(raise cgt.loopy.stopper.MAX_PAIRS)"
                        )
                    k = index[t] = len(order)
                    order.append(t)
                out.append(k)
            outs.append(out)
        if onside:
            unc.append(outs[0])
            cnt.append(outs[1])
        else:
            cnt.append(outs[0])
            unc.append(outs[1])
    n = len(order)
    rtm = [key & 1 for key in order]
    pred_c: list[list[int]] = [[] for _ in range(n)]
    pred_u: list[list[int]] = [[] for _ in range(n)]
    for s in range(n):
        for t in cnt[s]:
            pred_c[t].append(s)
        for t in unc[s]:
            pred_u[t].append(s)
    degree = [len(cnt[s]) + len(unc[s]) for s in range(n)]
    if within is None:
        win = [True] * n
        live = list(range(n))
    else:
        win = [within[key] for key in order]
        live = [s for s in range(n) if win[s]]
    while True:
        # States of W from which Left forces, inside W, a counted move into W or Right stuck.
        reach = [False] * n
        count = [0] * n
        todo: list[int] = []
        for s in live:
            if rtm[s]:  # every move must be good
                c = degree[s]
                for t in cnt[s]:
                    if win[t]:
                        c -= 1
                count[s] = c
                if c == 0:
                    reach[s] = True
                    todo.append(s)
            else:
                for t in cnt[s]:
                    if win[t]:
                        reach[s] = True
                        todo.append(s)
                        break
        while todo:
            t = todo.pop()
            # A counted move into t was good already for Right's states (t is in W).
            for s in pred_u[t]:
                if reach[s] or not win[s]:
                    continue
                if rtm[s]:
                    count[s] -= 1
                    if count[s] == 0:
                        reach[s] = True
                        todo.append(s)
                else:
                    reach[s] = True
                    todo.append(s)
            for s in pred_c[t]:
                if reach[s] or not win[s] or rtm[s]:
                    continue
                reach[s] = True
                todo.append(s)
        lost_now = [s for s in live if not reach[s]]
        if not lost_now:
            break
        # From the states left out Right keeps every play away from counted moves; so does he
        # from those he can force into them: all of them leave W at once.
        lost = [False] * n
        for s in lost_now:
            lost[s] = True
        todo = lost_now
        left_count = [0] * n
        for s in live:
            if not lost[s] and not rtm[s]:
                c = 0
                for t in cnt[s]:
                    if win[t]:
                        c += 1
                for t in unc[s]:
                    if win[t]:
                        c += 1
                left_count[s] = c
        while todo:
            t = todo.pop()
            for preds in (pred_c[t], pred_u[t]):
                for s in preds:
                    if not win[s] or lost[s]:
                        continue
                    if rtm[s]:
                        lost[s] = True
                        todo.append(s)
                    else:
                        left_count[s] -= 1
                        if left_count[s] == 0:
                            lost[s] = True
                            todo.append(s)
        if len(firsts) == 1 and lost[0]:
            return [False]
        for s in live:
            if lost[s]:
                win[s] = False
        live = [s for s in live if win[s]]
    return [win[index[key]] for key in firsts]


def _closure(
    g: LoopyGraph,
    stop: list[bool],
    left: list[list[int]],
    right: list[list[int]],
    approx: list[int],
    unstable: set[int],
) -> tuple[LoopyGraph, int]:
    """The approximation graph with the positions still moving put back as positions of
    their own (their moves to those positions, or to the approximations of the others)."""
    m = len(left)
    copy = {v: m + k for k, v in enumerate(sorted(unstable))}

    def to(w: int) -> int:
        return copy[w] if w in copy else approx[w]

    cl = [list(ws) for ws in left] + [[to(w) for w in g.left[v]] for v in sorted(unstable)]
    cr = [list(ws) for ws in right] + [[to(w) for w in g.right[v]] for v in sorted(unstable)]
    return LoopyGraph(left=cl, right=cr), to(0)


def _same_side(c: LoopyGraph, g: LoopyGraph, onside: bool) -> bool:
    return side_le(c, g, onside) and side_le(g, c, onside)


def _prune(c: LoopyGraph, g: LoopyGraph, onside: bool, same: bool = False) -> LoopyGraph | None:
    """c made a stopper by deleting moves of positions that are no stoppers, one at a time,
    each kept deleted only when c's side stays g's; None when c's side is not g's or no
    stopper is reached."""
    if not same and not _same_side(c, g, onside):
        return None
    c = _counteracted(c, onside)
    left = [list(ws) for ws in c.left]
    right = [list(ws) for ws in c.right]
    stop = stopper_vertices(c)
    if stop[c.start]:
        return c
    # Passes over the moves, each deletion kept as soon as it is found (a deletion that
    # failed may succeed after others, hence the passes); a pass that deletes nothing ends.
    while True:
        deleted = False
        for v in range(len(left)):
            if stop[v]:
                continue
            for edges in (left, right):
                for w in list(edges[v]):
                    if stop[w] and w != v:
                        continue
                    edges[v].remove(w)
                    trial = LoopyGraph(left=left, right=right, start=c.start)
                    # Fewer Left moves can only lower a game, fewer Right moves raise it:
                    # one comparison tells whether the side is unchanged.
                    if side_le(g, trial, onside) if edges is left else side_le(trial, g, onside):
                        deleted = True
                        stop = stopper_vertices(trial)
                        if stop[c.start]:
                            return trial
                    else:
                        edges[v].append(w)
        if not deleted:
            return None


def _counteracted(g: LoopyGraph, onside: bool) -> LoopyGraph:
    """g without the moves the opponent can undo at once (on the onside, a Right move to a
    position with a Left move straight back gains Right nothing, since endless play is
    Left's; the offside likewise for Left); CGSuite's first simplification of sides."""
    left = [list(ws) for ws in g.left]
    right = [list(ws) for ws in g.right]
    for v in range(len(g)):
        if onside:
            right[v] = [w for w in right[v] if v not in g.left[w]]
        else:
            left[v] = [w for w in left[v] if v not in g.right[w]]
    return LoopyGraph(left=left, right=right, start=g.start)


def side(g: LoopyGraph, onside: bool, max_rounds: int | None = None) -> LoopyGraph:
    """The simplified stopper that is the onside (``onside=True``) or offside of ``g``, or,
    when the side is no stopper (or none is found), its simplified graph
    (:mod:`cgt.loopy.loose_sides`)."""
    key = (g, onside)
    r = _SIDES.get(key)
    if r is None:
        if max_rounds is None:
            max_rounds = SMALL_ROUNDS if len(g) <= SMALL_GAME else MAX_ROUNDS
        r = _side(g, onside, max_rounds)
        if len(_SIDES) >= _SIDES_MAX:
            _SIDES.clear()
        _SIDES[key] = r
    return r


#: Sides already found, by graph (sums met again in varieties and degrees cost nothing).
_SIDES: dict[tuple[LoopyGraph, bool], LoopyGraph] = {}
_SIDES_MAX = 2_000
_memo.on_clear(_SIDES.clear)


def _side(g: LoopyGraph, onside: bool, max_rounds: int) -> LoopyGraph:
    g = g.reachable()
    if stopper_vertices(g)[0]:
        return simplify(g)[0]
    g = _counteracted(g, onside).reachable()
    if stopper_vertices(g)[0]:
        return simplify(g)[0]
    g = _pinned(g, onside) or g
    if stopper_vertices(g)[0]:
        return simplify(g)[0]
    # On the table of all pairs of positions first (CGSuite's way); sidling when that finds
    # no stopper (the side may be none, as for Bach's Carousel).
    plain_rounds = PLAIN_ROUNDS if len(g) <= PLAIN_BIG else PLAIN_ROUNDS_BIG
    if side_solve.COMPILED and len(g) > SMALL_TABLE:
        plain_rounds = 0
    found = _sidle(g, onside, min(max_rounds, plain_rounds), plain=True) if plain_rounds else None
    if found is None:
        found = table_side(g, onside, _state_wins, side_le)
    if found is None:
        found = _sidle(g, onside, max_rounds)
    return found


def _extremes(g: LoopyGraph, onside: bool) -> list[bool]:
    """Which positions have the onside ``off`` (or, for offsides, the offside ``on``): one
    solve of the comparison of every position with ``off`` (``on``) on that side."""
    n = len(g)
    if onside:
        off = LoopyGraph(left=((),), right=((0,),))
        return _side_wins(g, off, True, [(v, 0) for v in range(n)])
    on_ = LoopyGraph(left=((0,),), right=((),))
    return _side_wins(on_, g, False, [(0, v) for v in range(n)])


def _pinned(g: LoopyGraph, onside: bool) -> LoopyGraph | None:
    """g with every position whose side is ``off`` (onside) or ``on`` (offside) made that
    stopper, reachable part; None when there is none. Sidling creeps towards such a side
    through -1, -2, … and never settles there; pinned, the others settle.

    Every position keeps its side. On the onside, in g' − g and in g − g' (the comparisons of
    :func:`side_le`) Left copies Right's moves until both components reach a pinned position
    p together; from there she wins, since g_p ≤ off on the onside (that is why p is pinned)
    and off ≤ anything. A play copied forever has endless moves in both components, which
    counts for her. The offside likewise with ``on``."""
    stop = stopper_vertices(g)
    ext = _extremes(g, onside)
    if not any(e and not s for e, s in zip(ext, stop, strict=True)):
        return None
    left = [() if e else ws for e, ws in zip(ext, g.left, strict=True)]
    right = [() if e else ws for e, ws in zip(ext, g.right, strict=True)]
    for v in range(len(g)):
        if ext[v]:
            if onside:
                right[v] = (v,)
            else:
                left[v] = (v,)
    return LoopyGraph(left=left, right=right, start=g.start).reachable()


def _sidle(
    g: LoopyGraph, onside: bool, max_rounds: int, plain: bool = False
) -> LoopyGraph | None:
    """The side by sidling: the approximations until they settle; ``plain``: only that (None
    when they do not settle), else with the closures, pruning and loose sides below."""
    n = len(g)
    stop = stopper_vertices(g)
    if stop[0]:
        return simplify(g)[0]
    # The approximation graph: g's stopper positions as they are, one vertex for on (or off),
    # and the current approximation of every other position as a vertex.
    left: list[list[int]] = [list(g.left[v]) if stop[v] else [] for v in range(n)]
    right: list[list[int]] = [list(g.right[v]) if stop[v] else [] for v in range(n)]
    extreme = n
    left.append([extreme] if onside else [])
    right.append([] if onside else [extreme])
    approx = [v if stop[v] else extreme for v in range(n)]
    loose = [v for v in range(n) if not stop[v]]
    for rounds in range(max_rounds):
        m = len(left)
        fresh = {v: m + k for k, v in enumerate(loose)}
        for v in loose:
            left.append([approx[w] for w in g.left[v]])
            right.append([approx[w] for w in g.right[v]])
        roots = approx + [fresh[v] for v in loose]
        graph, where = simplify(LoopyGraph(left=left, right=right), roots)
        old, new = where[:n], where[n:]
        settled = all(old[v] == new[k] for k, v in enumerate(loose))
        unstable = {v for k, v in enumerate(loose) if old[v] != new[k]}
        approx = list(old)
        for k, v in enumerate(loose):
            approx[v] = new[k]
        left = [list(ws) for ws in graph.left]
        right = [list(ws) for ws in graph.right]
        if settled:
            return simplify(graph.at(approx[0]))[0]
        # Sidling may approach a loopy limit forever ({0|0,pass} through *, ^*, …): try the
        # graph with the moving positions kept as loops, and accept it when it is a stopper
        # equal to g on this side.
        if rounds == 0 or plain:
            continue  # the first round moves every position, so its closure is g itself
        cand, start = _closure(g, stop, left, right, approx, unstable)
        cand = cand.at(start).reachable()
        if stopper_vertices(cand)[0]:
            if _same_side(cand, g, onside):
                return simplify(cand)[0]
        elif rounds % 4 == 3:
            c = _prune(cand, g, onside)
            if c is not None:
                return simplify(c)[0]
    if plain:
        return None
    # Last, try to make g itself a stopper by pruning moves that do not change its side. Each
    # trial compares sides on pairs of g's vertices, so it waits for the cheaper rounds above
    # (BTF ttt..fff settles in them in seconds; pruned first, it took twenty).
    c = _prune(g, g, onside, same=True)
    if c is not None:
        return simplify(c)[0]
    # The side is no stopper (as for Bach's Carousel), or none that sidling and pruning find:
    # it is kept as a simplified graph of its own.
    return simplify_side(g, onside, side_le)

