"""Brute-force twins of the invariants, straight from their definitions.

Values are compared on the oracle's literal trees (tests/oracle/normal.py), which share nothing
with cgt's canonical forms, memo tables or closed forms for numbers, nimbers and ups.
"""

from __future__ import annotations

from fractions import Fraction

from cgt import Game, number
from tests.oracle import normal as o

Tree = o.Tree


def equal(a: Tree, b: Tree) -> bool:
    return o.le(a, b) and o.le(b, a)


def is_infinitesimal(g: Game) -> bool:
    """−x < G < x for x = 2^−(b+1), b the birthday: any non-infinitesimal short game born by
    day b differs from 0 by at least 2^−b (its stops are dyadics with denominators ≤ 2^b)."""
    t = o.tree(g)
    x = o.tree(number(Fraction(1, 2 ** (g.birthday + 1))))
    return o.le(t, x) and not o.le(x, t) and o.le(o.neg(x), t) and not o.le(t, o.neg(x))


def undominated_classes(trees: list[Tree]) -> list[Tree]:
    """One representative of each maximal value among ``trees`` (oracle order)."""
    reps: list[Tree] = []
    for t in trees:
        if not any(equal(t, r) for r in reps):
            reps.append(t)
    return [t for t in reps if not any(r is not t and o.le(t, r) for r in reps)]


def incentives(g: Game) -> list[Tree]:
    """G^L − G and G − G^R over the options of the canonical form, undominated."""
    c = g.canonical()
    t = o.tree(c)
    trees = [o.add(o.tree(x), o.neg(t)) for x in c.left]
    trees += [o.add(t, o.neg(o.tree(x))) for x in c.right]
    return undominated_classes(trees)


def parity(c: Game) -> int | None:
    """0 even, 1 odd, None neither, by the definition on the canonical form ``c``."""
    ps = {parity(x) for x in c.left + c.right}
    return 0 if ps <= {1} else 1 if ps == {0} else None


def temper(c: Game) -> int | None:
    """0 even-tempered, 1 odd-tempered, None neither, by the definition on canonical ``c``."""
    if c.is_number:
        return 0
    ts = {temper(x) for x in c.left + c.right}
    return 0 if ts == {1} else 1 if ts == {0} else None


def stop_count(c: Game) -> int:
    """Leaves at numbers of the complete tree of the canonical form ``c``, no memo."""
    if c.is_number:
        return 1
    return sum(stop_count(x) for x in c.left + c.right)


def copies(n: int, u: Game) -> Tree:
    """The literal sum of n copies of U (of −U for n < 0)."""
    t = o.tree(u) if n >= 0 else o.neg(o.tree(u))
    total = o.ZERO
    for _ in range(abs(n)):
        total = o.add(total, t)
    return total
