"""Partizan Arc Kayles: Arc Kayles on a graph whose edges are blue (Left's), red (Right's) or
green (either player's); CGSuite's ``game.graph.PartizanArcKayles``.

A move chooses an edge the mover may take (Left: blue or green, Right: red or green) and
removes both of its ends, with every edge at them (of any colour); a loop (an edge from a
vertex to itself) removes its one vertex. With every edge green it is Arc Kayles
(:mod:`cgt.rulesets.arc_kayles`).

A position is written in either of two notations:

- CGSuite's graph notation with edge letters ``l`` (blue), ``r`` (red) and ``e`` (green):
  ``"llr"`` is a path of three edges, ``"lrlr(ll;ree(rl;l))"`` a tree, ``":Al:A"`` a blue
  loop, ``":Al:Br:A"`` a blue and a red edge between the same two vertices (see
  :mod:`cgt.rulesets.labelled_graph`; ``-`` is no edge here, as in CGSuite);
- cgt's edge words ``u-v:L`` or ``u-v:R``, separated by spaces or commas, vertices named by
  any word (``"a-b:L b-c:R"``; a green edge is ``a-b:L a-b:R``), or ``(u, v, colour)``
  triples with colour ``"L"`` or ``"R"``. A loop is written in CGSuite's notation only.

A string with a ``-`` in it is read as edge words, any other as CGSuite's notation. A
position prints in the notation it came from (its options too): CGSuite's notation shows
each pair of vertices once, ``e`` where both players may take it (a blue and a red edge
between the same vertices play as one green edge, two blue ones as one; CGSuite lists an
option for each edge, cgt one for each pair). Vertices without edges never matter and are
dropped; the others keep their numbers through play (as in CGSuite, where a position is its
graph). Connected components play independently; exchanging the colours negates the game.

>>> str(PartizanArcKayles("llr").canonical())
'1/2'
>>> str(PartizanArcKayles("lrlr(ll;ree(rl;l))").canonical())
'{3*|2*||3/2,3/2*|1/2*}'
>>> str(PartizanArcKayles("a-b:L").canonical()), str(PartizanArcKayles("a-b:L b-c:R").canonical())
('1', '*')
>>> PartizanArcKayles([(0, 1, "R"), (1, 2, "L")])
PartizanArcKayles('0-1:R 1-2:L')
>>> [str(p) for p in PartizanArcKayles("lre").left_moves()]
['e', 'l']
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cgt.errors import InvalidArgument, InvalidGame
from cgt.rulesets.base import FrozenPosition
from cgt.rulesets.labelled_graph import format_labelled_graph, parse_labelled_graph

__all__ = ["PartizanArcKayles"]

#: A position: one entry (u, v, colours) per pair of vertices joined, colours "L", "R" or
#: "LR" (a green edge, or a blue and a red one); u == v for a loop.
State = tuple[tuple[int, int, str], ...]

#: CGSuite's edge letters, as the colours a player may take ("L" Left, "R" Right).
_LETTERS = {"l": ("L",), "r": ("R",), "e": ("L", "R")}
_LETTER_OF = {"L": "l", "R": "r", "LR": "e"}
_SWAP = {"L": "R", "R": "L", "LR": "LR"}


def _read_words(spec: str) -> list[tuple[Any, Any, str]]:
    triples: list[tuple[Any, Any, str]] = []
    for word in spec.replace(",", " ").split():
        ends, _, colour = word.partition(":")
        u, _, v = ends.partition("-")
        if not (u and v and colour):
            raise InvalidGame(
                f"an edge is written u-v:L or u-v:R, not {word!r} (or write the whole graph "
                "in CGSuite's notation, edges l, r, e, without '-')"
            )
        triples.append((u, v, colour))
    return triples


def _read(spec: str | Iterable[tuple[Any, Any, str]]) -> tuple[State, bool]:
    """(state, written in CGSuite's notation)."""
    if isinstance(spec, str) and "-" not in spec:
        _labels, edges = parse_labelled_graph(spec, edge_label=_LETTERS.get)
        return _state((u, v, c) for u, v, cs in edges for c in cs), True
    triples: list[tuple[Any, Any, str]] = []
    if isinstance(spec, str):
        triples = _read_words(spec)
    else:
        try:
            spec = list(spec)
        except TypeError:
            raise InvalidArgument(
                "PartizanArcKayles(edges): expected a string such as 'llr' or 'a-b:L b-c:R', "
                f"or (u, v, colour) triples, not {type(spec).__name__}"
            ) from None
        for e in spec:
            try:
                u, v, colour = e
            except (TypeError, ValueError):
                raise InvalidGame(f"an edge is (u, v, colour), not {e!r}") from None
            triples.append((u, v, colour))
    names: dict[Any, int] = {}
    edges = []
    for u, v, colour in triples:
        if colour not in ("L", "R"):
            raise InvalidGame(f"an edge's colour is 'L' or 'R', not {colour!r}")
        if u == v:
            raise InvalidGame(
                f"an edge joins two vertices, not {u!r} to itself (a loop is written in "
                "CGSuite's notation, ':Al:A')"
            )
        a, b = (names.setdefault(x, len(names)) for x in (u, v))
        edges.append((a, b, colour))
    return _state(edges), False


def _state(edges: Iterable[tuple[int, int, str]]) -> State:
    """One entry (u, v, colours) per joined pair, u <= v, colours 'L', 'R' or 'LR'; the
    vertices renumbered 0, 1, … in order of first appearance in the sorted pairs."""
    pairs: dict[tuple[int, int], set[str]] = {}
    for u, v, c in edges:
        pairs.setdefault((min(u, v), max(u, v)), set()).add(c)
    order: dict[int, int] = {}
    for u, v in sorted(pairs):
        order.setdefault(u, len(order))
        order.setdefault(v, len(order))
    out = []
    for (u, v), cs in pairs.items():
        a, b = order[u], order[v]
        out.append((min(a, b), max(a, b), "".join(sorted(cs))))
    return tuple(sorted(out))


class PartizanArcKayles(FrozenPosition):
    """A Partizan Arc Kayles position: a graph in CGSuite's notation (``"lrl(e;r)"``), edge
    words (``"a-b:L b-c:R"``) or (u, v, colour) triples (see the module documentation).

    >>> PartizanArcKayles(":Al:A").canonical(), PartizanArcKayles(":Al:Ar:A").canonical()
    (1, *)
    >>> PartizanArcKayles("ll;e(r;r)").components()
    [PartizanArcKayles('ll'), PartizanArcKayles('e(r;r)')]
    """

    __slots__ = ("_cgsuite",)

    def __init__(self, edges: str | Iterable[tuple[Any, Any, str]]) -> None:
        state, cgsuite = _read(edges)
        self._init(state)
        object.__setattr__(self, "_cgsuite", cgsuite)

    def _make(self, state: State) -> PartizanArcKayles:
        p = self._of(state)
        object.__setattr__(p, "_cgsuite", self._cgsuite)
        return p

    def __str__(self) -> str:
        # vertices numbered afresh, in order, over those that are left
        index = {x: i for i, x in enumerate(sorted({x for e in self.state for x in e[:2]}))}
        if not self._cgsuite:
            return " ".join(f"{index[u]}-{index[v]}:{c}" for u, v, cs in self.state for c in cs)
        edges = [(index[u], index[v], _LETTER_OF[cs]) for u, v, cs in self.state]
        return format_labelled_graph([None] * len(index), edges, edge_text=str)

    def depth_hint(self) -> int:
        return len(self.state)

    def _moves(self, colour: str) -> list[PartizanArcKayles]:
        state = self.state
        out = []
        for u, v, cs in state:
            if colour in cs:
                gone = (u, v)
                rest = tuple(e for e in state if e[0] not in gone and e[1] not in gone)
                out.append(self._make(rest))
        return out

    def left_moves(self) -> list[PartizanArcKayles]:
        return self._moves("L")

    def right_moves(self) -> list[PartizanArcKayles]:
        return self._moves("R")

    def components(self) -> list[PartizanArcKayles]:
        """The connected components (vertices keep their numbers)."""
        parent: dict[int, int] = {}

        def find(x: int) -> int:
            while parent.setdefault(x, x) != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for u, v, _c in self.state:
            parent[find(u)] = find(v)
        groups: dict[int, list[tuple[int, int, str]]] = {}
        for e in self.state:
            groups.setdefault(find(e[0]), []).append(e)
        if len(groups) <= 1:
            return [self]
        return [self._make(tuple(g)) for g in groups.values()]

    def negations(self) -> list[PartizanArcKayles]:
        return [self._make(tuple((u, v, _SWAP[cs]) for u, v, cs in self.state))]
