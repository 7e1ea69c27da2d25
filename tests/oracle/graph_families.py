"""Brute-force twins of the graph families, written again from the rules (CGSuite's
``game.graph`` rulesets), with no cgt ruleset code: positions are explicit graphs, values come
from plain recursion on whole positions (no components, no symmetries, no capping), a normal
play value as ``game(lefts, rights).canonical()``, a nim value as the mex of the options'.

Graphs are given by their vertex labels and an edge list (u, v, label); a loop is (v, v, …),
and an edge may be listed several times (a multi-edge).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import cache

from cgt import Game, game

Edge = tuple[int, int, str]


#: Values already found, per rule (a rule's positions are plain values, so they can be shared
#: between the positions of a test).
_MEMO: dict[Callable, dict] = {}


def normal_value(position: Hashable, moves: Callable[[Hashable], tuple[list, list]]) -> Game:
    """The canonical form, by recursion over whole positions."""
    memo = _MEMO.setdefault(moves, {})

    def go(p: Hashable) -> Game:
        g = memo.get(p)
        if g is None:
            lefts, rights = moves(p)
            g = memo[p] = game([go(q) for q in lefts], [go(q) for q in rights]).canonical()
        return g

    return go(position)


def nim_value(position: Hashable, moves: Callable[[Hashable], list]) -> int:
    """The nim value, as the mex of the options' nim values."""
    memo = _MEMO.setdefault(moves, {})

    def go(p: Hashable) -> int:
        v = memo.get(p)
        if v is None:
            seen = {go(q) for q in moves(p)}
            v = 0
            while v in seen:
                v += 1
            memo[p] = v
        return v

    return go(position)


# ---------------------------------------------------------------- Partizan Arc Kayles
def partizan_arc_kayles(edges: tuple[Edge, ...]) -> tuple[list, list]:
    """Edges (u, v, 'l' | 'r' | 'e'): Left takes a blue or green edge, Right a red or green
    one; the two ends go, with every edge at them."""

    def side(mine: str) -> list:
        out = []
        for u, v, c in edges:
            if c in (mine, "e"):
                out.append(tuple(e for e in edges if e[0] not in (u, v) and e[1] not in (u, v)))
        return out

    return side("l"), side("r")


def arc_kayles(edges: tuple[tuple[int, int], ...]) -> list:
    """Any edge; its two ends go, with every edge at them."""
    return [
        tuple(e for e in edges if e[0] not in (u, v) and e[1] not in (u, v)) for u, v in edges
    ]


# ---------------------------------------------------------------- Weighted Arc Kayles
def weighted_arc_kayles(pos: tuple[tuple[int, ...], tuple[tuple[int, int], ...]]) -> list:
    """(weights, edges): an edge whose ends both weigh more than 0; each end loses 1 (a loop's
    one vertex loses 1)."""
    weights, edges = pos
    out = []
    for u, v in edges:
        if weights[u] > 0 and weights[v] > 0:
            w = list(weights)
            for x in {u, v}:
                w[x] -= 1
            out.append((tuple(w), edges))
    return out


# ---------------------------------------------------------------- Childish Hackenbush
def _grounded(edges: tuple[Edge, ...]) -> tuple[Edge, ...]:
    """The edges still joined to the ground, vertex 0."""
    seen = {0}
    grew = True
    while grew:
        grew = False
        for u, v, _c in edges:
            if (u in seen) != (v in seen):
                seen.update((u, v))
                grew = True
    return tuple(e for e in edges if e[0] in seen)


def childish_hackenbush(edges: tuple[Edge, ...]) -> tuple[list, list]:
    """Edges (u, v, 'l' | 'r' | 'e') over the ground 0: remove an edge of the mover's colour
    (green: either), and whatever no longer reaches the ground; a blue or red edge only when
    nothing else falls."""

    def side(mine: str) -> list:
        out = []
        for i, (_u, _v, c) in enumerate(edges):
            if c in (mine, "e"):
                rest = _grounded(edges[:i] + edges[i + 1 :])
                if c == "e" or len(rest) == len(edges) - 1:
                    out.append(rest)
        return out

    return side("l"), side("r")


def hackenbush(edges: tuple[Edge, ...]) -> tuple[list, list]:
    """Plain Hackenbush (no childish rule), for comparison."""

    def side(mine: str) -> list:
        return [
            _grounded(edges[:i] + edges[i + 1 :])
            for i, (_u, _v, c) in enumerate(edges)
            if c in (mine, "e")
        ]

    return side("l"), side("r")


# ---------------------------------------------------------------- GenCol
@cache
def gen_col(left_ok: str, right_ok: str) -> Callable[[tuple], tuple[list, list]]:
    """CGSuite's GenCol on (tints, edges), tints '.', 'L', 'R' and '#' for a removed vertex:
    the mover picks a vertex whose tint they may colour; it goes, its untinted neighbours
    take the mover's tint, and its neighbours tinted for the opponent go too."""

    def side(pos: tuple, me: str, ok: str) -> list:
        tints, edges = pos
        you = "R" if me == "L" else "L"
        out = []
        for v, t in enumerate(tints):
            if t == "#" or t not in ok:
                continue
            new = list(tints)
            for a, b in edges:
                if v in (a, b):
                    w = b if a == v else a
                    if new[w] == ".":
                        new[w] = me
                    elif new[w] == you:
                        new[w] = "#"
            new[v] = "#"
            out.append((tuple(new), edges))
        return out

    def moves(pos: tuple) -> tuple[list, list]:
        return side(pos, "L", left_ok), side(pos, "R", right_ok)

    return moves
