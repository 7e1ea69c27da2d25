"""Brute-force twin for the compounds of two games, from their definitions (Winning Ways ch. 9;
Conway, On Numbers and Games, ch. 14), on explicit trees and by plain search; independent of
``cgt.compounds``.

A tree is ``(left, right)``: tuples of trees. ``tree(g)`` reads one off a form's options.

- ``conjunctive_wins(a, b, left)``: the mover (Left when ``left``) wins a ∧ b moving first: he
  must move in both components, and loses when one of them leaves him no move;
- ``selective_wins(a, b, left)``: in a ∨ b he moves in one component or both, and play goes on
  as a selective sum; he loses when neither component leaves him a move;
- ``outcome(wins, a, b)``: 'L', 'R', 'N' or 'P' from those;
- ``conjunctive_tree``, ``selective_tree``, ``ordinal_sum``, ``ordinal_product``: the trees of
  a ∧ b, a ∨ b, a : b and a ⊗ b.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

Tree = tuple  # (left, right)


def tree(g: Any) -> Tree:
    """The explicit tree of a form (anything with ``left`` and ``right`` options)."""
    return (tuple(tree(o) for o in g.left), tuple(tree(o) for o in g.right))


def _moves(a: Tree, left: bool) -> tuple[Tree, ...]:
    return a[0] if left else a[1]


@cache
def conjunctive_wins(a: Tree, b: Tree, left: bool) -> bool:
    return any(
        not conjunctive_wins(x, y, not left) for x in _moves(a, left) for y in _moves(b, left)
    )


@cache
def selective_wins(a: Tree, b: Tree, left: bool) -> bool:
    xs, ys = _moves(a, left), _moves(b, left)
    after = [(x, b) for x in xs] + [(a, y) for y in ys] + [(x, y) for x in xs for y in ys]
    return any(not selective_wins(x, y, not left) for x, y in after)


def outcome(wins: Callable[[Tree, Tree, bool], bool], a: Tree, b: Tree) -> str:
    first_left, first_right = wins(a, b, True), wins(a, b, False)
    return {(True, False): "L", (False, True): "R", (True, True): "N", (False, False): "P"}[
        (first_left, first_right)
    ]


@cache
def conjunctive_tree(a: Tree, b: Tree) -> Tree:
    """The tree of a ∧ b."""
    return tuple(
        tuple(conjunctive_tree(x, y) for x in _moves(a, s) for y in _moves(b, s))
        for s in (True, False)
    )  # type: ignore[return-value]


@cache
def selective_tree(a: Tree, b: Tree) -> Tree:
    """The tree of a ∨ b."""
    sides = []
    for s in (True, False):
        xs, ys = _moves(a, s), _moves(b, s)
        sides.append(
            tuple(selective_tree(x, b) for x in xs) + tuple(selective_tree(a, y) for y in ys)
            + tuple(selective_tree(x, y) for x in xs for y in ys)
        )
    return (sides[0], sides[1])


def negative(a: Tree) -> Tree:
    return (tuple(negative(x) for x in a[1]), tuple(negative(x) for x in a[0]))


@cache
def ordinal_sum(a: Tree, b: Tree) -> Tree:
    """a : b = {a^L, a : b^L | a^R, a : b^R}."""
    return (
        a[0] + tuple(ordinal_sum(a, x) for x in b[0]),
        a[1] + tuple(ordinal_sum(a, x) for x in b[1]),
    )


@cache
def ordinal_product(a: Tree, b: Tree) -> Tree:
    """a ⊗ b = {a⊗b^L : a^L, a⊗b^R : −a^R | a⊗b^L : a^R, a⊗b^R : −a^L}."""
    minus = negative(a)
    left: list[Tree] = []
    right: list[Tree] = []
    for ys, base in ((b[0], a), (b[1], minus)):
        for y in ys:
            p = ordinal_product(a, y)
            left += [ordinal_sum(p, x) for x in base[0]]
            right += [ordinal_sum(p, x) for x in base[1]]
    return (tuple(left), tuple(right))


@cache
def win_first(a: Tree, left: bool) -> bool:
    """The mover wins the tree a moving first (normal play)."""
    return any(not win_first(x, not left) for x in _moves(a, left))


def tree_outcome(a: Tree) -> str:
    return {(True, False): "L", (False, True): "R", (True, True): "N", (False, False): "P"}[
        (win_first(a, True), win_first(a, False))
    ]
