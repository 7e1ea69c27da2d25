"""Atomic weight: the W with G ∼ W·↑ (Winning Ways ch. 8; Siegel, *Combinatorial Game Theory*,
2013, §II.7), as CGSuite computes it.

The *naive* atomic weight of x + n·↑ + *m is n; otherwise it is G₀ = {aw(G^L) − 2 | aw(G^R) + 2},
except that when G₀ is an integer and G is confused with neither side of the far star *N
(N one more than the largest nimber among the followers) the answer is moved to the least
integer ⧐ every aw(G^L) − 2 (when G < *N) or the greatest integer ⧏ every aw(G^R) + 2 (when
G > *N), following the atomic weight calculus. The naive weight W is the atomic weight when G
is all-small or when G − W·↑ lies within ±(↑* + (*2^k : −1)), 2^k ≥ N; otherwise G is not
atomic and :func:`atomic_weight` raises :class:`~cgt.errors.NotSupported` with CGSuite's
message.

>>> from cgt import parse
>>> [str(atomic_weight(parse(s))) for s in ("^", "v*", "{0||0|vvv}", "{^^^|vv}", "{1|^^||^}")]
['1', '-1', '0', '{1|0}', '2']
>>> is_atomic(parse("{3||2|1}")), is_atomic(parse("*8"))
(False, True)
"""

from __future__ import annotations

from math import ceil, floor

from cgt.canonical.normal import canonical_sum
from cgt.canonical.nus import integer_of, nimber_of, number_up_star
from cgt.canonical.recursion import canonical_recursion
from cgt.canonical.smallness import is_all_small, is_infinitesimal, is_uptimal
from cgt.errors import NotSupported
from cgt.game import Game, game, ordinal_sum
from cgt.products import norton_product
from cgt.thermograph import left_stop, right_stop
from cgt.values import integer, nimber, up, up_star, zero

__all__ = ["atomic_weight", "is_atomic", "naive_atomic_weight", "far_star"]


@canonical_recursion
def far_star(g: Game) -> int:
    """N such that *N is "remote" for G: one more than the largest nimber follower of the
    canonical form (at least 1)."""
    m = nimber_of(g)
    if m is not None:
        return m + 1
    return max([1] + [far_star(o) for o in g.left + g.right])


@canonical_recursion
def naive_atomic_weight(g: Game) -> Game:
    """CGSuite's naive atomic weight (the atomic weight when G is atomic)."""
    t = number_up_star(g)
    if t is not None:
        return integer(t[1])
    two = integer(2)
    lefts = [canonical_sum(naive_atomic_weight(o), -two) for o in g.left]
    rights = [canonical_sum(naive_atomic_weight(o), two) for o in g.right]
    r = game(lefts, rights).canonical()
    if integer_of(r) is not None:
        fs = nimber(far_star(g))
        below, above = g <= fs, fs <= g
        if below and not above:
            r = _least_integer_beyond(lefts) if lefts else zero
        elif above and not below:
            r = _greatest_integer_below(rights) if rights else zero
    return r


def _least_integer_beyond(options: list[Game]) -> Game:
    """The least integer n with n ⧐ x (n not ≤ x) for every x in ``options``."""
    best = None
    for x in options:
        n = ceil(right_stop(x))
        if integer(n) <= x:
            n += 1
        best = n if best is None else max(best, n)
    assert best is not None
    return integer(best)


def _greatest_integer_below(options: list[Game]) -> Game:
    """The greatest integer n with n ⧏ x (x not ≤ n) for every x in ``options``."""
    best = None
    for x in options:
        n = floor(left_stop(x))
        if x <= integer(n):
            n -= 1
        best = n if best is None else min(best, n)
    assert best is not None
    return integer(best)


@canonical_recursion
def _atomic_weight(c: Game) -> Game | None:
    r: Game | None = None
    if is_infinitesimal(c):
        w = naive_atomic_weight(c)
        if is_all_small(c):
            r = w
        else:
            diff = canonical_sum(c, -norton_product(w, up))
            p = 2
            while p < far_star(c):
                p <<= 1
            eps = canonical_sum(up_star(1, 1), ordinal_sum(nimber(p), integer(-1)))
            if diff <= eps and -eps <= diff:
                r = w
    return r


def is_atomic(g: Game) -> bool:
    """Whether the atomic weight of ``g`` exists (CGSuite's test)."""
    return _atomic_weight(g) is not None


def atomic_weight(g: Game) -> Game:
    """The atomic weight of ``g``; :class:`~cgt.errors.NotSupported` when it has none."""
    r = _atomic_weight(g)
    if r is None:
        c = g.canonical()
        # CGSuite names the value when it is uptimal, as its Uptimal class does.
        suffix = f": {c}" if is_uptimal(c) else "."
        raise NotSupported("That game is not atomic" + suffix)
    return r
