"""Childish Hackenbush: Hackenbush in which a blue or red edge may be cut only when nothing
else falls with it; CGSuite's ``game.graph.ChildishHackenbush`` (its ``GenHackenbush`` with
blue and red as the "childish" colours).

The position is a Hackenbush graph standing on one ground vertex: blue edges (``l``) are
Left's, red (``r``) Right's, green (``e``) either player's. A move removes one edge of the
mover's colour, and every edge no longer connected to the ground falls; a blue or red edge
may be removed only if no other edge falls with it (a leaf edge, or an edge on a cycle), a
green edge at any time. Loops and multi-edges are allowed.

Positions are written in CGSuite's graph string (see :mod:`cgt.hackenbush.spec`), the ground
being the first vertex: ``"l(l;rl)"`` is a blue edge on the ground carrying a blue leaf and a
red–blue string, ``":{ground}llllllrrrr:{ground}"`` a cycle of ten edges through the ground.
A :class:`~cgt.hackenbush.Hackenbush` position (edges and ground vertices) is accepted too.
Positions print as CGSuite's strings. Parts that meet only at the ground play independently;
exchanging the colours negates the game. Vertices keep their numbers through play (as in
CGSuite, where a position is its graph).

>>> str(ChildishHackenbush("l(l;rl)").canonical())
'2'
>>> str(ChildishHackenbush(":{ground}llllllrrrr:{ground}").canonical())
'{4|-2}'
>>> [str(p) for p in ChildishHackenbush("l(l;rl)").left_moves()]
['lrl', 'l(l;r)']
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cgt.errors import InvalidArgument
from cgt.hackenbush.graph import Position, bridges, relabel
from cgt.hackenbush.position import Hackenbush
from cgt.hackenbush.spec import parse_spec, to_spec
from cgt.rulesets.base import FrozenPosition

__all__ = ["ChildishHackenbush"]

_SWAP = {"l": "r", "r": "l", "e": "e"}


def _standing(edges: list[tuple[int, int, str]]) -> Position:
    """The edges still joined to the ground, vertex 0."""
    adj: dict[int, list[int]] = {}
    for i, (u, v, _c) in enumerate(edges):
        adj.setdefault(u, []).append(i)
        adj.setdefault(v, []).append(i)
    seen = {0}
    stack = [0]
    keep: set[int] = set()
    while stack:
        x = stack.pop()
        for i in adj.get(x, ()):
            if i not in keep:
                keep.add(i)
                u, v, _c = edges[i]
                for y in (u, v):
                    if y not in seen:
                        seen.add(y)
                        stack.append(y)
    return tuple(edges[i] for i in sorted(keep))


def _parts(pos: Position) -> list[Position]:
    """The parts meeting only at the ground (a loop at the ground is a part of its own)."""
    parent: dict[int, int] = {}

    def find(x: int) -> int:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for u, v, _c in pos:
        if u and v:
            parent[find(u)] = find(v)
    groups: dict[Any, list[tuple[int, int, str]]] = {}
    for k, (u, v, c) in enumerate(pos):
        key = ("ground", k) if u == v == 0 else find(u or v)
        groups.setdefault(key, []).append((u, v, c))
    return [tuple(g) for g in groups.values()]


def _read(spec: object) -> Position:
    if isinstance(spec, str):
        edges, _names = parse_spec(spec)
        return relabel(edges)
    if isinstance(spec, Hackenbush):
        return spec.shape
    raise InvalidArgument(
        "ChildishHackenbush(spec): expected a CGSuite graph string such as 'l(l;rl)' or a "
        f"Hackenbush position, not {type(spec).__name__}"
    )


class ChildishHackenbush(FrozenPosition):
    """A Childish Hackenbush position: a CGSuite graph string with the ground at its first
    vertex, or a :class:`~cgt.hackenbush.Hackenbush` position (see the module documentation).

    >>> ChildishHackenbush("lr").canonical()  # Left may not cut the blue edge under the red
    0
    >>> ChildishHackenbush("(e:B;e:Bllllllrrr:B)").canonical()
    {0|^[4]*||vv}
    >>> ChildishHackenbush("l;r")
    Traceback (most recent call last):
    ...
    cgt.errors.ParseError: the graph is not connected: vertex 2 cannot reach the ground (column 2)
      l;r
       ^
    """

    __slots__ = ()

    def __init__(self, spec: str | Hackenbush) -> None:
        self._init(_read(spec))

    def __str__(self) -> str:
        if not self.state:
            return "."
        return to_spec(self.state, 1 + max(v for _u, v, _c in self.state))

    def depth_hint(self) -> int:
        return len(self.state)

    def _moves(self, mine: str) -> list[ChildishHackenbush]:
        edges = list(self.state)
        movable = [i for i, e in enumerate(edges) if e[2] == mine or e[2] == "e"]
        if not movable:
            return []
        degree: dict[int, int] = {}
        for u, v, _c in edges:
            degree[u] = degree.get(u, 0) + 1
            degree[v] = degree.get(v, 0) + 1
        cut_edges = bridges(self.state)
        out = []
        for i in movable:
            u, v, c = edges[i]
            rest = edges[:i] + edges[i + 1 :]
            if i not in cut_edges:  # on a cycle, a loop or a multi-edge: nothing else falls
                out.append(self._of(tuple(rest)))
            elif (u and degree[u] == 1) or (v and degree[v] == 1):  # a leaf edge
                out.append(self._of(tuple(rest)))
            elif c == "e":  # a green bridge: what hangs from it falls too
                out.append(self._of(_standing(rest)))
        return out

    def left_moves(self) -> list[ChildishHackenbush]:
        return self._moves("l")

    def right_moves(self) -> list[ChildishHackenbush]:
        return self._moves("r")

    def components(self) -> Iterable[ChildishHackenbush]:
        """The parts meeting only at the ground (vertices keep their numbers)."""
        parts = _parts(self.state)
        if len(parts) <= 1:
            return [self]
        return [self._of(part) for part in parts]

    def negations(self) -> list[ChildishHackenbush]:
        return [self._of(tuple((u, v, _SWAP[c]) for u, v, c in self.state))]
