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

from cgt.errors import NotSupported
from cgt.loopy.graph import LoopyGraph
from cgt.loopy.stopper import simplify, stopper_vertices

__all__ = ["side", "MAX_ROUNDS"]

#: Rounds of sidling before giving up (the sides of some games, such as Bach's Carousel, are
#: not stoppers, and sidling then never settles).
MAX_ROUNDS = 200


def side(g: LoopyGraph, onside: bool, max_rounds: int = MAX_ROUNDS) -> LoopyGraph:
    """The simplified stopper that is the onside (``onside=True``) or offside of ``g``."""
    g = g.reachable()
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
    for _ in range(max_rounds):
        m = len(left)
        fresh = {v: m + k for k, v in enumerate(loose)}
        for v in loose:
            left.append([approx[w] for w in g.left[v]])
            right.append([approx[w] for w in g.right[v]])
        roots = approx + [fresh[v] for v in loose]
        graph, where = simplify(LoopyGraph(left=left, right=right), roots)
        old, new = where[:n], where[n:]
        settled = all(old[v] == new[k] for k, v in enumerate(loose))
        approx = list(old)
        for k, v in enumerate(loose):
            approx[v] = new[k]
        left = [list(ws) for ws in graph.left]
        right = [list(ws) for ws in graph.right]
        if settled:
            return simplify(graph.at(approx[0]))[0]
    raise NotSupported(
        f"sidling did not settle in {max_rounds} rounds: the {'on' if onside else 'off'}side "
        "of this game may not be a stopper (as for Bach's Carousel), which cgt cannot "
        "represent (raise cgt.loopy.sides.MAX_ROUNDS to try longer)"
    )
