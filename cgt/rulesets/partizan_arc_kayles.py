"""Partizan Arc Kayles: Arc Kayles on a graph whose edges are blue (Left's) or red (Right's).

A move chooses an edge of the mover's colour and removes both of its ends, with every edge at
them (of either colour). With every edge of both colours it is Arc Kayles
(:mod:`cgt.rulesets.arc_kayles`).

A position is written as its edges, ``u-v:L`` or ``u-v:R`` separated by spaces or commas,
vertices named by any word (``"a-b:L b-c:R"``), or given as ``(u, v, colour)`` triples.
Connected components play independently; exchanging the colours negates the game.

>>> str(PartizanArcKayles("a-b:L").canonical()), str(PartizanArcKayles("a-b:L b-c:R").canonical())
('1', '*')
>>> str(PartizanArcKayles("a-b:L b-c:L c-d:R").canonical())
'1/2'
>>> PartizanArcKayles([(0, 1, "R"), (1, 2, "L")])
PartizanArcKayles('0-1:R 1-2:L')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cgt.errors import InvalidArgument, InvalidGame
from cgt.rulesets.base import FrozenPosition

__all__ = ["PartizanArcKayles"]

Edge = tuple[int, int, str]


def _read(spec: str | Iterable[tuple[Any, Any, str]]) -> tuple[Edge, ...]:
    triples: list[tuple[Any, Any, str]] = []
    if isinstance(spec, str):
        for word in spec.replace(",", " ").split():
            ends, _, colour = word.partition(":")
            u, _, v = ends.partition("-")
            if not (u and v and colour):
                raise InvalidGame(f"an edge is written u-v:L or u-v:R, not {word!r}")
            triples.append((u, v, colour))
    else:
        try:
            spec = list(spec)
        except TypeError:
            raise InvalidArgument(
                "PartizanArcKayles(edges): expected a string such as 'a-b:L b-c:R' or "
                f"(u, v, colour) triples, not {type(spec).__name__}"
            ) from None
        for e in spec:
            try:
                u, v, colour = e
            except (TypeError, ValueError):
                raise InvalidGame(f"an edge is (u, v, colour), not {e!r}") from None
            triples.append((u, v, colour))
    names: dict[Any, int] = {}
    edges = set()
    for u, v, colour in triples:
        if colour not in ("L", "R"):
            raise InvalidGame(f"an edge's colour is 'L' or 'R', not {colour!r}")
        if u == v:
            raise InvalidGame(f"an edge joins two vertices, not {u!r} to itself")
        a, b = (names.setdefault(x, len(names)) for x in (u, v))
        edges.add((min(a, b), max(a, b), colour))
    return _relabel(edges)


def _relabel(edges: Iterable[Edge]) -> tuple[Edge, ...]:
    """Vertices renumbered 0, 1, … in order of first appearance in the sorted edges."""
    edges = list(edges)
    order: dict[int, int] = {}
    for u, v, _c in sorted(edges):
        order.setdefault(u, len(order))
        order.setdefault(v, len(order))
    out = {(min(order[u], order[v]), max(order[u], order[v]), c) for u, v, c in edges}
    return tuple(sorted(out))


class PartizanArcKayles(FrozenPosition):
    """A Partizan Arc Kayles position: edges (u, v, 'L' or 'R'); isolated vertices omitted."""

    __slots__ = ()

    def __init__(self, edges: str | Iterable[tuple[Any, Any, str]]) -> None:
        self._init(_read(edges))

    def __str__(self) -> str:
        return " ".join(f"{u}-{v}:{c}" for u, v, c in self.state)

    def depth_hint(self) -> int:
        return len(self.state)

    def _moves(self, colour: str) -> list[PartizanArcKayles]:
        out = []
        for u, v, c in self.state:
            if c == colour:
                rest = [e for e in self.state if not {e[0], e[1]} & {u, v}]
                out.append(self._of(_relabel(rest)))
        return out

    def left_moves(self) -> list[PartizanArcKayles]:
        return self._moves("L")

    def right_moves(self) -> list[PartizanArcKayles]:
        return self._moves("R")

    def components(self) -> list[PartizanArcKayles]:
        parent: dict[int, int] = {}

        def find(x: int) -> int:
            while parent.setdefault(x, x) != x:
                x = parent[x]
            return x

        for u, v, _c in self.state:
            parent[find(u)] = find(v)
        groups: dict[int, list[Edge]] = {}
        for e in self.state:
            groups.setdefault(find(e[0]), []).append(e)
        if len(groups) <= 1:
            return [self]
        return [self._of(_relabel(g)) for g in groups.values()]

    def negations(self) -> list[PartizanArcKayles]:
        swap = {"L": "R", "R": "L"}
        return [self._of(_relabel((u, v, swap[c]) for u, v, c in self.state))]
