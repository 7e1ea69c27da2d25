"""Game graphs: the positions of a loopy game as vertices, Left's and Right's moves as edges.

A :class:`LoopyGraph` numbers its vertices ``0 … n-1``; ``left[v]`` and ``right[v]`` are the
vertices Left and Right move to from ``v``, and play starts at ``start``. A short game is a
graph with no cycle; :func:`explore` builds the graph of any position that knows its moves.

``on`` = ``{on|}``: one vertex where Left moves to itself.

>>> on = LoopyGraph(left=((0,),), right=((),))
>>> on.is_cyclic(), len(on)
(True, 1)
>>> g, positions = explore(3, lambda n: [n - 1] if n else [], lambda n: [])
>>> g.is_cyclic(), positions
(False, (3, 2, 1, 0))
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Hashable, Iterable
from typing import Any

import attrs

from cgt.errors import InvalidArgument, InvalidGame, SearchBoundExceeded
from cgt.game import Game

__all__ = ["LoopyGraph", "explore", "MAX_VERTICES"]

#: Default bound on the vertices :func:`explore` may visit.
MAX_VERTICES = 1_000_000

Edges = tuple[tuple[int, ...], ...]


def _edges(value: Iterable[Iterable[int]]) -> Edges:
    try:
        if isinstance(value, (str, bytes)):
            raise TypeError
        out = []
        for ws in value:
            if isinstance(ws, (str, bytes)):
                raise TypeError
            out.append(tuple(operator.index(w) for w in ws))
        return tuple(out)
    except TypeError:
        raise InvalidArgument(
            f"LoopyGraph: expected, for each vertex, a sequence of vertex numbers, not {value!r}"
        ) from None


@attrs.frozen
class LoopyGraph:
    """A game graph: ``left[v]``/``right[v]`` list the vertices each player moves to from ``v``."""

    left: Edges = attrs.field(converter=_edges)
    right: Edges = attrs.field(converter=_edges)
    start: int = 0

    def __attrs_post_init__(self) -> None:
        if isinstance(self.start, bool) or not isinstance(self.start, int):
            raise InvalidArgument(
                f"LoopyGraph(start=): expected a vertex number, not {self.start!r}"
            )
        n = len(self.left)
        if len(self.right) != n:
            raise InvalidGame("a game graph needs Left's and Right's moves for every vertex")
        if not 0 <= self.start < n:
            raise InvalidGame(f"start vertex {self.start} is not among the {n} vertices")
        for side in (self.left, self.right):
            for ws in side:
                for w in ws:
                    if not 0 <= w < n:
                        raise InvalidGame(f"a move goes to vertex {w}, not among the {n} vertices")

    def __len__(self) -> int:
        return len(self.left)

    def at(self, vertex: int) -> LoopyGraph:
        """The same graph, played from ``vertex``."""
        return attrs.evolve(self, start=vertex)

    def reachable(self) -> LoopyGraph:
        """The vertices play can reach from the start, renumbered in order of discovery
        (the start is 0)."""
        order = [self.start]
        index = {self.start: 0}
        for v in order:
            for w in (*self.left[v], *self.right[v]):
                if w not in index:
                    index[w] = len(order)
                    order.append(w)
        return LoopyGraph(
            left=tuple(tuple(index[w] for w in self.left[v]) for v in order),
            right=tuple(tuple(index[w] for w in self.right[v]) for v in order),
            start=0,
        )

    def is_cyclic(self) -> bool:
        """Whether play from the start can return to a vertex it has left (the game is loopy)."""
        state = {self.start: 1}  # 1: on the current path, 2: finished
        stack = [(self.start, iter((*self.left[self.start], *self.right[self.start])))]
        while stack:
            v, it = stack[-1]
            for w in it:
                s = state.get(w)
                if s == 1:
                    return True
                if s is None:
                    state[w] = 1
                    stack.append((w, iter((*self.left[w], *self.right[w]))))
                    break
            else:
                state[v] = 2
                stack.pop()
        return False

    def negative(self) -> LoopyGraph:
        """The conjugate: Left's and Right's moves swapped."""
        return LoopyGraph(left=self.right, right=self.left, start=self.start)

    def plus(self, other: LoopyGraph) -> LoopyGraph:
        """The disjunctive sum: a vertex per pair of vertices reachable together."""
        a, b = self.reachable(), other.reachable()
        left, right = a.left, a.right
        return explore(
            (0, 0),
            lambda p: [(w, p[1]) for w in left[p[0]]] + [(p[0], w) for w in b.left[p[1]]],
            lambda p: [(w, p[1]) for w in right[p[0]]] + [(p[0], w) for w in b.right[p[1]]],
        )[0]

    @staticmethod
    def from_game(g: Game) -> LoopyGraph:
        """The graph of a short game form: a vertex per distinct follower."""
        return explore(g, lambda h: h.left, lambda h: h.right)[0]


def explore(
    start: Hashable,
    left_moves: Callable[[Any], Iterable[Hashable]],
    right_moves: Callable[[Any], Iterable[Hashable]],
    *,
    max_vertices: int = MAX_VERTICES,
) -> tuple[LoopyGraph, tuple[Any, ...]]:
    """The graph of every position reachable from ``start``, and the positions in vertex order
    (``start`` is vertex 0). Positions are told apart by equality, so a position reached again
    closes a cycle. Past ``max_vertices`` positions :class:`~cgt.errors.SearchBoundExceeded`
    is raised.
    """
    positions: list[Any] = [start]
    index: dict[Any, int] = {start: 0}
    left: list[tuple[int, ...]] = []
    right: list[tuple[int, ...]] = []

    def number(p: Hashable) -> int:
        i = index.get(p)
        if i is None:
            if len(positions) >= max_vertices:
                raise SearchBoundExceeded(f"the game graph has more than {max_vertices} vertices")
            i = index[p] = len(positions)
            positions.append(p)
        return i

    for p in positions:  # grows while it is read: breadth first
        left.append(tuple(dict.fromkeys(number(q) for q in left_moves(p))))
        right.append(tuple(dict.fromkeys(number(q) for q in right_moves(p))))
    return LoopyGraph(left=tuple(left), right=tuple(right), start=0), tuple(positions)
