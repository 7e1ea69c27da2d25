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
