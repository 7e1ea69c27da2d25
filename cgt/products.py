"""Products of games: Norton's product G·U, Conway's product G × H, and n copies n·G.

Norton's product (Winning Ways ch. 8; Siegel, *Combinatorial Game Theory*, 2013, §II.6): for
an integer n, n·U is n copies of U (copies of −U when n < 0); otherwise
G·U = {G^L·U + (U + I) | G^R·U − (U + I)}, I ranging over the incentives of U.
Conway's product (*On Numbers and Games*, ch. 1): G × H has Left options
G^L H + G H^L − G^L H^L and G^R H + G H^R − G^R H^R, Right options G^L H + G H^R − G^L H^R and
G^R H + G H^L − G^R H^L; on nimbers it is the nim product.

>>> from cgt import parse, up
>>> str(norton_product(parse("1/2"), up)), str(norton_product(parse("-4"), up))
('{^^*|v*}', 'v4')
>>> str(conway_product(parse("*19"), parse("*23")))
'*86'
>>> str(conway_product(parse("{3|1}"), parse("^^")))
'{^6|^^}'
>>> str(copies(3, parse("{1|-1}"))), str(copies(-3, up))
('+-1', 'v3')
"""

from __future__ import annotations

from cgt._deep import maybe_deep
from cgt.canonical.incentives import incentives
from cgt.canonical.normal import canonical_sum
from cgt.canonical.nus import integer_of, nimber_of
from cgt.game import Game, game
from cgt.values import nimber, zero

__all__ = ["copies", "norton_product", "conway_product"]


def copies(n: int, g: Game) -> Game:
    """The canonical form of n copies of ``g`` (of −g when n < 0), by binary doubling."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"the number of copies must be an int, not {type(n).__name__}")
    c = g.canonical()
    if n < 0:
        n, c = -n, -c
    total, power = zero, c
    while n:
        if n & 1:
            total = canonical_sum(total, power)
        n >>= 1
        if n:
            power = canonical_sum(power, power)
    return total


_NORTON: dict[tuple[Game, Game], Game] = {}


def norton_product(g: Game, u: Game) -> Game:
    """Norton's product G·U (canonical), with the unit U.

    >>> from cgt import parse, up
    >>> str(norton_product(parse("^"), up)), str(norton_product(parse("Tiny(2)"), up))
    ('{^^*||0|v4}', '{^^*||0|v6}')
    """
    c, uc = g.canonical(), u.canonical()
    shifts = [canonical_sum(uc, i) for i in incentives(uc)]
    return maybe_deep(c.birthday, _norton, c, uc, shifts)


def _norton(g: Game, u: Game, shifts: list[Game]) -> Game:
    key = (g, u)
    r = _NORTON.get(key)
    if r is None:
        n = integer_of(g)
        if n is not None:
            r = copies(n, u)
        else:
            r = game(
                [canonical_sum(_norton(gl, u, shifts), s) for gl in g.left for s in shifts],
                [canonical_sum(_norton(gr, u, shifts), -s) for gr in g.right for s in shifts],
            ).canonical()
        _NORTON[key] = r
    return r


_CONWAY: dict[tuple[Game, Game], Game] = {}


def conway_product(g: Game, h: Game) -> Game:
    """Conway's product G × H (canonical); with a transfinite nimber, its Conway product.

    >>> from cgt import nimber, omega
    >>> conway_product(nimber(2), nimber(3)), conway_product(nimber(3), nimber(omega))
    (*, *(ω×3))
    """
    if not isinstance(h, Game) and hasattr(h, "conway_product"):
        return h.conway_product(g)  # type: ignore[no-any-return]  # a transfinite nimber
    c, d = g.canonical(), h.canonical()
    return maybe_deep(c.birthday + d.birthday, _conway, c, d)


def _conway(g: Game, h: Game) -> Game:
    a, b = nimber_of(g), nimber_of(h)
    if a is not None and b is not None:
        from cgt.impartial.nim_arithmetic import nim_product

        return nimber(nim_product(a, b))
    key = (g, h)
    r = _CONWAY.get(key)
    if r is None:

        def term(x: Game, y: Game) -> Game:  # x·h + g·y − x·y
            return canonical_sum(_conway(x, h), _conway(g, y), -_conway(x, y))

        left = [term(x, y) for x in g.left for y in h.left]
        left += [term(x, y) for x in g.right for y in h.right]
        right = [term(x, y) for x in g.left for y in h.right]
        right += [term(x, y) for x in g.right for y in h.left]
        r = game(left, right).canonical()
        _CONWAY[key] = r
    return r
