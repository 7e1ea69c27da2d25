"""Brute-force twin of loopy outcomes: who can force a win within k moves, for k = 0, 1, 2, …
until nothing changes (no move counters, no queue, nothing shared with cgt.loopy.outcome).

A graph is given as (left, right, start) with ``left[v]``/``right[v]`` the vertices each player
moves to; the answer is (result with Left first, result with Right first), each ``"L"``,
``"R"`` or ``"D"``.
"""

from __future__ import annotations

from collections.abc import Sequence

Edges = Sequence[Sequence[int]]


def outcome(left: Edges, right: Edges, start: int) -> tuple[str, str]:
    n = len(left)
    moves = (left, right)
    # wins[s][v] / losses[s][v]: the player s, to move at v, can force a win / is forced to lose
    # within the moves counted so far.
    wins = [[False] * n for _ in (0, 1)]
    losses = [[False] * n for _ in (0, 1)]
    while True:
        new_wins = [
            [any(losses[1 - s][w] for w in moves[s][v]) for v in range(n)] for s in (0, 1)
        ]
        new_losses = [
            [all(wins[1 - s][w] for w in moves[s][v]) for v in range(n)] for s in (0, 1)
        ]
        if new_wins == wins and new_losses == losses:
            break
        wins, losses = new_wins, new_losses
    left_first = "L" if wins[0][start] else "R" if losses[0][start] else "D"
    right_first = "R" if wins[1][start] else "L" if losses[1][start] else "D"
    return left_first, right_first


def stopper_edges(left: Edges, right: Edges) -> tuple[list[list[int]], list[list[int]]]:
    """The graph with the moves that close an alternating cycle removed, so that what remains
    is a stopper from every vertex (no infinite play in which the players alternate).

    Each move v → w of player s is one step (v, s) → (w, 1 - s) of the graph of states
    (vertex, player to move); a depth-first search over every state drops the moves that lead
    back to a state on its current path, which leaves that graph of states without a cycle.
    """
    moves = ([list(ws) for ws in left], [list(ws) for ws in right])
    n = len(left)
    state = {}  # (v, s) -> 1 on the path, 2 done
    for root in [(v, s) for v in range(n) for s in (0, 1)]:
        if root in state:
            continue
        state[root] = 1
        stack = [(root, 0)]
        while stack:
            (v, s), i = stack[-1]
            if i < len(moves[s][v]):
                stack[-1] = ((v, s), i + 1)
                nxt = (moves[s][v][i], 1 - s)
                mark = state.get(nxt)
                if mark == 1:
                    moves[s][v][i] = -1  # closes an alternating cycle: drop it
                elif mark is None:
                    state[nxt] = 1
                    stack.append((nxt, 0))
            else:
                state[(v, s)] = 2
                stack.pop()
    return (
        [[w for w in ws if w >= 0] for ws in moves[0]],
        [[w for w in ws if w >= 0] for ws in moves[1]],
    )


def is_stopper(left: Edges, right: Edges, start: int) -> bool:
    """No vertex reachable from the start begins an infinite alternating play."""
    seen, todo = {start}, [start]
    while todo:
        v = todo.pop()
        for w in (*left[v], *right[v]):
            if w not in seen:
                seen.add(w)
                todo.append(w)
    moves = (left, right)
    # the states of an infinite alternating play: those from which some move stays among them
    alive = {(v, s) for v in seen for s in (0, 1)}
    while True:
        keep = {(v, s) for (v, s) in alive if any((w, 1 - s) in alive for w in moves[s][v])}
        if keep == alive:
            return not alive
        alive = keep
