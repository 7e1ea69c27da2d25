"""Brute-force twin for normal and misère play, straight from the definitions.

Games are nested tuples ``(left, right)`` of frozensets, independent of cgt's interning, memo
tables and shortcuts. Nothing here reduces a game: outcomes come from searching the literal tree,
and G ≤ H means Right, moving first in H + (−G), loses.
"""

from __future__ import annotations

from functools import cache

from cgt import Game

Tree = tuple  # (frozenset[Tree], frozenset[Tree])

ZERO: Tree = (frozenset(), frozenset())


def tree(g: Game) -> Tree:
    """cgt form -> oracle tree."""
    memo: dict[int, Tree] = {}

    def go(h: Game) -> Tree:
        t = memo.get(id(h))
        if t is None:
            t = (frozenset(go(x) for x in h.left), frozenset(go(x) for x in h.right))
            memo[id(h)] = t
        return t

    return go(g)


@cache
def add(a: Tree, b: Tree) -> Tree:
    if a == ZERO:
        return b
    if b == ZERO:
        return a
    return (
        frozenset([add(x, b) for x in a[0]] + [add(a, y) for y in b[0]]),
        frozenset([add(x, b) for x in a[1]] + [add(a, y) for y in b[1]]),
    )


@cache
def neg(a: Tree) -> Tree:
    return (frozenset(neg(x) for x in a[1]), frozenset(neg(x) for x in a[0]))


@cache
def left_wins_first(a: Tree, misere: bool = False) -> bool:
    if not a[0]:
        return misere
    return any(not right_wins_first(x, misere) for x in a[0])


@cache
def right_wins_first(a: Tree, misere: bool = False) -> bool:
    if not a[1]:
        return misere
    return any(not left_wins_first(x, misere) for x in a[1])


def outcome(a: Tree, misere: bool = False) -> str:
    lw, rw = left_wins_first(a, misere), right_wins_first(a, misere)
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[
        (lw, rw)
    ]


def le(a: Tree, b: Tree) -> bool:
    """a ≤ b in normal play: Right moving first in b − a loses."""
    return not right_wins_first(add(b, neg(a)))


def birthday(a: Tree) -> int:
    return 1 + max((birthday(x) for x in a[0] | a[1]), default=-1)


def ordinal(a: Tree, b: Tree) -> Tree:
    return (
        frozenset(list(a[0]) + [ordinal(a, x) for x in b[0]]),
        frozenset(list(a[1]) + [ordinal(a, x) for x in b[1]]),
    )


@cache
def is_canonical(a: Tree) -> bool:
    """Siegel, CGT Thm II.2.9: a form is canonical iff no follower has a dominated or a
    reversible option (checked here straight from the definitions)."""
    if not all(is_canonical(x) for x in a[0] | a[1]):
        return False
    for x in a[0]:
        if any(y != x and le(x, y) for y in a[0]):
            return False  # dominated Left option
        if any(le(xr, a) for xr in x[1]):
            return False  # reversible Left option
    for x in a[1]:
        if any(y != x and le(y, x) for y in a[1]):
            return False
        if any(le(a, xl) for xl in x[0]):
            return False
    return True


def flags(a: Tree) -> tuple[bool, bool, bool]:
    """(impartial, dicot, dead-ending) from the definitions."""
    fs = followers(a)
    impartial = all(t[0] == t[1] for t in fs)
    dicot = all(bool(t[0]) == bool(t[1]) for t in fs)
    dead = all(
        (t[0] or not any(h[0] for h in followers(t)))
        and (t[1] or not any(h[1] for h in followers(t)))
        for t in fs
    )
    return impartial, dicot, dead


@cache
def followers(a: Tree) -> frozenset[Tree]:
    """a and all its subpositions."""
    out = {a}
    for x in a[0] | a[1]:
        out |= followers(x)
    return frozenset(out)
