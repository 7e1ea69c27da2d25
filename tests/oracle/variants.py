"""Brute-force twins of the variants, straight from the definitions (CGSuite's Game.cgs):

- impartial: i(G) = {i(G^L), i(G^R) | i(G^L), i(G^R)};
- dicotic: d(G) = {d(G^L) | d(G^R)} if G has a Left and a Right option, else 0;
- twisted: t(G) = {-t(G^L) | -t(G^R)}.

On explicit trees (``(left, right)`` frozensets, as in tests/oracle/normal.py), by plain
recursion; and on the positions of a ruleset given by a move function on plain values
(tests/oracle/rulesets.py), as the trees of the variant games, with no cgt ruleset code: a
position of the twisted variant is (position, negated), following -t(G) = {t(G^R) | t(G^L)}
written out from the negative's definition. Loopy positions give game graphs (vertices
numbered in order of discovery) for cgt.loopy to value.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import cache

from tests.oracle.normal import ZERO, Tree

KINDS = ("impartial_variant", "dicotic_variant", "twisted_variant")
Moves = Callable[[Hashable], tuple[list, list]]


@cache
def neg(a: Tree) -> Tree:
    return (frozenset(neg(x) for x in a[1]), frozenset(neg(x) for x in a[0]))


@cache
def impartial(a: Tree) -> Tree:
    opts = frozenset(impartial(x) for x in a[0] | a[1])
    return (opts, opts)


@cache
def dicotic(a: Tree) -> Tree:
    if not a[0] or not a[1]:
        return ZERO
    return (frozenset(dicotic(x) for x in a[0]), frozenset(dicotic(x) for x in a[1]))


@cache
def twisted(a: Tree) -> Tree:
    return (frozenset(neg(twisted(x)) for x in a[0]), frozenset(neg(twisted(x)) for x in a[1]))


TREE_VARIANTS: dict[str, Callable[[Tree], Tree]] = {
    "impartial_variant": impartial,
    "dicotic_variant": dicotic,
    "twisted_variant": twisted,
}


def variant_moves(moves: Moves, kind: str) -> Moves:
    """The move function of a ruleset's variant. Positions of the twisted variant are pairs
    (position, negated); of the others, the ruleset's positions."""
    if kind == "impartial_variant":

        def imp(p: Hashable) -> tuple[list, list]:
            lefts, rights = moves(p)
            both = list(dict.fromkeys(list(lefts) + list(rights)))
            return both, both

        return imp
    if kind == "dicotic_variant":

        def dic(p: Hashable) -> tuple[list, list]:
            lefts, rights = moves(p)
            if not lefts or not rights:
                return [], []
            return list(lefts), list(rights)

        return dic

    def twi(pn: Hashable) -> tuple[list, list]:
        p, negated = pn  # type: ignore[misc]
        lefts, rights = moves(p)
        if not negated:  # t(G): Left to -t(G^L), Right to -t(G^R)
            return [(q, True) for q in lefts], [(q, True) for q in rights]
        # -t(G) = {-(-t(G^R)) | -(-t(G^L))} = {t(G^R) | t(G^L)}
        return [(q, False) for q in rights], [(q, False) for q in lefts]

    return twi


def start(position: Hashable, kind: str) -> Hashable:
    """The variant's position for a ruleset position."""
    return (position, False) if kind == "twisted_variant" else position


def position_tree(position: Hashable, moves: Moves) -> Tree:
    """The literal tree of a (short) position."""

    @cache
    def go(p: Hashable) -> Tree:
        lefts, rights = moves(p)
        return (frozenset(go(q) for q in lefts), frozenset(go(q) for q in rights))

    return go(position)


def variant_tree(position: Hashable, moves: Moves, kind: str) -> Tree:
    """The tree of the variant of a ruleset position, by the variant's moves."""
    return position_tree(start(position, kind), variant_moves(moves, kind))


def graph(position: Hashable, moves: Moves) -> tuple[tuple, tuple]:
    """(left edges, right edges) of the game graph of a position (vertex 0), vertices in
    order of discovery."""
    index = {position: 0}
    order = [position]
    left, right = [], []
    k = 0
    while k < len(order):
        p = order[k]
        k += 1
        sides = []
        for qs in moves(p):
            out = []
            for q in qs:
                if q not in index:
                    index[q] = len(order)
                    order.append(q)
                out.append(index[q])
            sides.append(tuple(out))
        left.append(sides[0])
        right.append(sides[1])
    return tuple(left), tuple(right)


def graph_moves(left: tuple, right: tuple) -> Moves:
    """The move function of a game graph's vertices."""
    return lambda v: (list(left[v]), list(right[v]))  # type: ignore[index]


def nim_value(a: Tree) -> int:
    """The nim value of an impartial tree by the mex rule."""

    @cache
    def go(t: Tree) -> int:
        assert t[0] == t[1], "not impartial"
        seen = {go(x) for x in t[0]}
        v = 0
        while v in seen:
            v += 1
        return v

    return go(a)
