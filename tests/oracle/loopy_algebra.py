"""Brute-force twin for loopy games, straight from the definitions and independent of
``cgt.loopy``'s algorithms: a game is a graph given as ``(left, right, start)`` (tuples of
tuples of vertex numbers); sums and conjugates are built here, and outcomes with draws come
from plain retrograde analysis of the states (vertex, player to move).

- ``play(g)``: for each first player, ``"L"`` (Left wins), ``"R"`` (Right wins) or ``"D"``
  (play goes on forever), under optimal play (a player unable to move loses; a draw is better
  than a loss and worse than a win for both);
- ``le_stoppers(g, h)``: g ≤ h for stoppers, by its definition (Siegel, *Combinatorial Game
  Theory*, VI §3): Left, moving second in h − g, survives (wins or draws);
- ``outcome_leq(a, b)``: Left's preference on the pairs ``play`` returns.
"""

from __future__ import annotations

from itertools import product

Graph = tuple  # (left, right, start)

_RANK = {"R": 0, "D": 1, "L": 2}


def negative(g: Graph) -> Graph:
    left, right, start = g
    return (right, left, start)


def plus(g: Graph, h: Graph) -> Graph:
    """The disjunctive sum, on every pair of vertices (unreachable ones do no harm)."""
    gl, gr, gs = g
    hl, hr, hs = h
    m = len(hl)
    pairs = list(product(range(len(gl)), range(m)))
    left = tuple(
        tuple(a * m + j for a in gl[i]) + tuple(i * m + b for b in hl[j]) for i, j in pairs
    )
    right = tuple(
        tuple(a * m + j for a in gr[i]) + tuple(i * m + b for b in hr[j]) for i, j in pairs
    )
    return (left, right, gs * m + hs)


def solve(g: Graph) -> dict[tuple[int, int], str]:
    """The result of every state (vertex, mover), mover 0 = Left, 1 = Right, by iterating the
    definitions to a fixed point: a state is won by the mover if some move reaches a state won
    by the mover; lost if every move (or none) reaches a state won by the opponent; the
    states never settled are draws."""
    left, right, _ = g
    n = len(left)
    result: dict[tuple[int, int], str] = {}
    changed = True
    while changed:
        changed = False
        for v in range(n):
            for mover, moves, me, them in ((0, left[v], "L", "R"), (1, right[v], "R", "L")):
                if (v, mover) in result:
                    continue
                outs = [result.get((w, 1 - mover)) for w in moves]
                if me in outs:
                    result[(v, mover)] = me
                    changed = True
                elif all(o == them for o in outs):
                    result[(v, mover)] = them
                    changed = True
    return {(v, m): result.get((v, m), "D") for v in range(n) for m in (0, 1)}


def play(g: Graph) -> tuple[str, str]:
    """(result with Left first, result with Right first) from the start."""
    r = solve(g)
    return r[(g[2], 0)], r[(g[2], 1)]


def outcome_leq(a: tuple[str, str], b: tuple[str, str]) -> bool:
    """a is no better for Left than b, whoever starts."""
    return _RANK[a[0]] <= _RANK[b[0]] and _RANK[a[1]] <= _RANK[b[1]]


def le_stoppers(g: Graph, h: Graph) -> bool:
    """g ≤ h for stoppers: Right, moving first in h − g, cannot win."""
    return play(plus(h, negative(g)))[1] != "R"


def is_stopper(g: Graph) -> bool:
    """No infinite alternating play from any position reachable from the start: checked by
    looking for a state (vertex, mover) that reaches itself, among the reachable vertices."""
    left, right, start = g
    seen = {start}
    stack = [start]
    while stack:
        v = stack.pop()
        for w in (*left[v], *right[v]):
            if w not in seen:
                seen.add(w)
                stack.append(w)

    def nxt(s: tuple[int, int]) -> list[tuple[int, int]]:
        v, m = s
        return [(w, 1 - m) for w in (left[v] if m == 0 else right[v])]

    for s0 in [(v, m) for v in seen for m in (0, 1)]:
        frontier, visited = [s0], set()
        while frontier:
            s = frontier.pop()
            for t in nxt(s):
                if t == s0:
                    return False
                if t not in visited:
                    visited.add(t)
                    frontier.append(t)
    return True


def le_sides(g: Graph, h: Graph, onside: bool) -> bool:
    """g ≤ h as onsides (or offsides), from the definition the sides are compared by (Siegel,
    *Combinatorial Game Theory*, VI §5): Left, moving second in h − g, must survive, where an
    endless play is hers when it has endless moves in h (onside: h is played on its onside,
    where endless play is Left's) or endless moves in −g (offside: g on its offside, where it
    is Right's, so −g's endless play is Left's). Solved as the Büchi game it is, by the plain
    nested fixed point over every state (i, j, mover), with no predecessor lists or counters:
    W = νW. μR. {Left to move: some move is counted into W or goes into R; Right to move:
    every move (none included) is counted into W or goes into R}."""
    gl, gr, gs = g
    hl, hr, hs = h
    states = [(i, j, m) for i in range(len(gl)) for j in range(len(hl)) for m in (0, 1)]

    def moves(s: tuple[int, int, int]) -> list[tuple[tuple[int, int, int], bool]]:
        i, j, m = s
        if m == 0:  # Left: −g to −(g^R), or h to h^L
            return [((a, j, 1), not onside) for a in gr[i]] + [((i, b, 1), onside) for b in hl[j]]
        return [((a, j, 0), not onside) for a in gl[i]] + [((i, b, 0), onside) for b in hr[j]]

    win = set(states)
    while True:
        reach: set[tuple[int, int, int]] = set()
        grew = True
        while grew:
            grew = False
            for s in states:
                if s in reach or s not in win:
                    continue
                good = [(c and t in win) or t in reach for t, c in moves(s)]
                if (any(good) if s[2] == 0 else all(good)):
                    reach.add(s)
                    grew = True
        if reach == win:
            return (gs, hs, 1) in win
        win = reach
