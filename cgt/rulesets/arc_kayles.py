"""Arc Kayles (Schaefer 1978; Winning Ways' "Kayles" played on the edges of a graph).

A move chooses an edge and removes both of its ends, with every edge at them; a loop (an edge
from a vertex to itself, ``:A-:A``) is a move that removes its one vertex, as in CGSuite's
``game.graph.ArcKayles``. The game is impartial: its values are nimbers. Graphs are written in
CGSuite's graph notation with uncoloured vertices (``.-.-.`` is a path of three vertices,
``:A-.-.-:A`` a triangle; see :mod:`cgt.rulesets.graph`). Connected components play
independently; a component without an edge is 0.

On a path of n vertices Arc Kayles is Dawson's Kayles on n vertices, i.e. octal 0.07 (taking
two adjacent vertices from a row); on a path with a loop at every vertex it is Kayles, 0.77
(taking one vertex or two adjacent ones); the tests check both against the heap rulesets.

>>> str(ArcKayles(".-.").canonical()), str(ArcKayles(".-.-.").canonical())
('*', '*')
>>> str(ArcKayles(":A-.-.-:A").canonical()), str(ArcKayles(".(-.;-.;-.)").canonical())
('*', '*')
>>> [str(q) for q in ArcKayles(".-.-.-.").left_moves()]
['.-.', '.;.', '.-.']
>>> ArcKayles(":A-:A").nim_value(), ArcKayles(":A-:A-:B-:B").nim_value()
(1, 2)
"""

from __future__ import annotations

from typing import Any

from cgt.rulesets.graph import GraphGame, parse_graph

__all__ = ["ArcKayles"]


class ArcKayles(GraphGame):
    """An Arc Kayles position: a graph whose edges are the moves."""

    __slots__ = ()
    IMPARTIAL = True

    def __init__(self, graph: str) -> None:
        self._init(parse_graph(graph, labels=".", loops=True))

    def _moves(self) -> list[Any]:
        out = []
        for u, v in self.edges:
            keep = [w for w in range(len(self.verts)) if w not in (u, v)]
            out.append(self._sub(keep, self.verts))
        return out

    def left_moves(self) -> list[Any]:
        return self._moves()

    def right_moves(self) -> list[Any]:
        return self._moves()

    def components(self) -> list[Any]:
        parts = super().components()
        return [p for p in parts if p.edges]

    def negations(self) -> list[Any]:
        return []  # impartial: the table needs no negated images
