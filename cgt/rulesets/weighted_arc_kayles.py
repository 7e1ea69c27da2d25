"""Weighted Arc Kayles: Arc Kayles on a graph whose vertices carry counters; CGSuite's
``game.graph.WeightedArcKayles`` (its ``GenArcKayles`` with ``weighted => true``).

Each vertex has a non-negative integer weight. A move chooses an edge whose two ends both
have positive weight and lowers each end by one (a loop lowers its one vertex by one). The
game is impartial: its values are nimbers. A vertex of weight 0 is out of play, so the graph
falls apart at such vertices into independent parts, as in CGSuite. With every weight 1 it is
Arc Kayles (:mod:`cgt.rulesets.arc_kayles`), loops included.

Positions are written in CGSuite's graph notation (see :mod:`cgt.rulesets.labelled_graph`)
with each vertex's weight as its label: a digit, or ``{12}`` for several digits; ``-`` is an
edge, ``(…;…)`` branches, ``:A`` names a vertex so that a later ``:A`` (or ``3:A``, as
CGSuite prints it) is the same vertex: ``"3-2-1"`` is a path, ``"2:A-2-2-2:A"`` a triangle,
``"3:A-3:A"`` a vertex of weight 3 with a loop. CGSuite itself reads such a string with a
label map, ``Graph.Parse("3-2-1", vertexLabels => {"1" => 1, "2" => 2, "3" => 3})``, and
prints the position as written here. ``WeightedArcKayles.from_edges(weights, edges)`` builds
a position from a list of weights and (u, v) pairs. Two edges between the same vertices play
as one (CGSuite lists an option for each).

Independent parts are valued separately, each with a vertex's weight lowered to the sum of its
neighbours' weights when it exceeds it (it can never run out first, so it is never the end
that blocks a move; a looped vertex keeps its weight).

>>> WeightedArcKayles("3-2-1").nim_value(), WeightedArcKayles("2-2").nim_value()
(0, 0)
>>> [str(p) for p in WeightedArcKayles("3-2-1").left_moves()]
['2-1-1', '3-1-0']
>>> WeightedArcKayles("{12}-3:A-3:A").canonical()
*
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from cgt.errors import InvalidGame
from cgt.rulesets.base import FrozenPosition
from cgt.rulesets.graph import connected_parts
from cgt.rulesets.labelled_graph import REQUIRED, format_labelled_graph, parse_labelled_graph

__all__ = ["WeightedArcKayles"]

Weights = tuple[int, ...]
Edges = tuple[tuple[int, int], ...]


def _weight(token: str) -> int | None:
    return int(token) if token.isascii() and token.isdigit() else None


def _check(weights: Sequence[Any], edges: Iterable[Any]) -> tuple[Weights, Edges]:
    ws = []
    for w in weights:
        if isinstance(w, bool) or not isinstance(w, int) or w < 0:
            raise InvalidGame(f"a vertex weight is an integer 0 or more, not {w!r}")
        ws.append(int(w))
    es = set()
    for e in edges:
        try:
            u, v = e
        except (TypeError, ValueError):
            raise InvalidGame(f"an edge is a pair (u, v) of vertex numbers, not {e!r}") from None
        for x in (u, v):
            if isinstance(x, bool) or not isinstance(x, int) or not 0 <= x < len(ws):
                raise InvalidGame(
                    f"an edge's ends are vertex numbers 0 to {len(ws) - 1}, not {x!r}"
                )
        es.add((min(u, v), max(u, v)))
    return tuple(ws), tuple(sorted(es))


def _part(weights: Weights, edges: Edges, keep: list[int]) -> tuple[Weights, Edges]:
    """The part on the vertices ``keep`` (renumbered in order), each weight lowered to its
    neighbours' total where it exceeds it (a looped vertex keeps its weight), until none
    does."""
    index = {v: i for i, v in enumerate(keep)}
    ws = [weights[v] for v in keep]
    es = tuple(sorted((index[u], index[v]) for u, v in edges if u in index and v in index))
    looped = [False] * len(ws)
    nbrs: list[list[int]] = [[] for _ in ws]
    for u, v in es:
        if u == v:
            looped[u] = True
        else:
            nbrs[u].append(v)
            nbrs[v].append(u)
    changed = True
    while changed:
        changed = False
        for v, ns in enumerate(nbrs):
            if not looped[v]:
                cap = sum(ws[u] for u in ns)
                if ws[v] > cap:
                    ws[v], changed = cap, True
    return tuple(ws), es


class WeightedArcKayles(FrozenPosition):
    """A Weighted Arc Kayles position: a graph in CGSuite's notation whose vertex labels are
    the weights (``"3-2-1"``, ``"{12}-3:A-3:A"``; see the module documentation).

    >>> WeightedArcKayles("1-1-1-1").nim_value(), WeightedArcKayles("3-0-1:A-1:A").components()
    (2, [WeightedArcKayles('1:A-1:A')])
    >>> WeightedArcKayles("3--1")
    Traceback (most recent call last):
    ...
    cgt.errors.ParseError: every vertex needs its label here (write it before any ':') (column 3)
      3--1
        ^
    """

    __slots__ = ()
    IMPARTIAL = True

    def __init__(self, graph: str) -> None:
        labels, edges = parse_labelled_graph(
            graph,
            vertex_label=_weight,
            blank_vertex=REQUIRED,
            blank_edge="",
        )
        self._init(_check(labels, [(u, v) for u, v, _lab in edges]))

    @classmethod
    def from_edges(cls, weights: Sequence[int], edges: Iterable[tuple[int, int]]) -> Any:
        """The position with ``weights[v]`` on vertex v (numbered from 0) and the ``edges``
        (u, v); an edge (v, v) is a loop.

        >>> WeightedArcKayles.from_edges([3, 2, 1], [(0, 1), (1, 2)])
        WeightedArcKayles('3-2-1')
        """
        return cls._of(_check(weights, edges))

    @property
    def weights(self) -> Weights:
        """The vertex weights, by vertex number."""
        return self.state[0]  # type: ignore[no-any-return]

    @property
    def edges(self) -> Edges:
        """The edges (u, v), u ≤ v, sorted (one for each pair of vertices joined)."""
        return self.state[1]  # type: ignore[no-any-return]

    def __str__(self) -> str:
        return format_labelled_graph(
            self.weights, [(u, v, "") for u, v in self.edges], str, str
        )

    def depth_hint(self) -> int:
        return sum(self.weights)

    def _moves(self) -> list[WeightedArcKayles]:
        ws = self.weights
        out = []
        for u, v in self.edges:
            if ws[u] and ws[v]:
                new = list(ws)
                new[u] -= 1
                if v != u:
                    new[v] -= 1
                out.append(self._of((tuple(new), self.edges)))
        return out

    def left_moves(self) -> list[WeightedArcKayles]:
        return self._moves()

    def right_moves(self) -> list[WeightedArcKayles]:
        return self._moves()

    def components(self) -> list[WeightedArcKayles]:
        """The parts between the vertices of weight 0 that still hold a move, each with its
        weights capped (see the module documentation) and its vertices renumbered in order."""
        ws = self.weights
        live = [(u, v) for u, v in self.edges if ws[u] and ws[v]]
        return [
            self._of(_part(ws, self.edges, comp))
            for comp in connected_parts(len(ws), live, isolated=False)
        ]
