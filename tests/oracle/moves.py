"""Brute-force twin of winning moves: a move wins when the mover, now second to play in what
is left, wins it — decided on literal trees (tests/oracle/normal.py), nothing reduced."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from cgt import Game
from tests.oracle import normal as o

Moves = Callable[[str], tuple[list[str], list[str]]]


def wins_second(t: o.Tree, left: bool, misere: bool) -> bool:
    """Whether the player (Left if ``left``) wins ``t`` when the opponent moves first."""
    return not (o.right_wins_first(t, misere) if left else o.left_wins_first(t, misere))


def winning_options(g: Game, left: bool, misere: bool) -> list[Game]:
    """The options of the form ``g`` (as ``g.left``/``g.right`` lists them) that win."""
    return [x for x in (g.left if left else g.right) if wins_second(o.tree(x), left, misere)]


def position_tree(p: str, moves: Moves) -> o.Tree:
    """The literal tree of a ruleset position, from its moves (written from the rules)."""

    @cache
    def go(q: str) -> o.Tree:
        lefts, rights = moves(q)
        return (frozenset(go(x) for x in lefts), frozenset(go(x) for x in rights))

    return go(p)


def winning_sum_moves(
    parts: Sequence[tuple[str, Moves]], left: bool, misere: bool
) -> list[tuple[int, str]]:
    """(component index, position after the move) for the winning moves of the sum of the
    positions ``parts``: each followed by the literal sum of the trees."""
    trees = [position_tree(p, m) for p, m in parts]
    out = []
    for i, (p, m) in enumerate(parts):
        for q in m(p)[0 if left else 1]:
            total = o.ZERO
            for j, t in enumerate(trees):
                total = o.add(total, position_tree(q, m) if j == i else t)
            if wins_second(total, left, misere):
                out.append((i, q))
    return out
