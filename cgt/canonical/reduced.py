"""Reduced canonical form: the simplest game infinitesimally close to G (Calistrate, "The
reduced canonical form of a game", 1996; Grossman–Siegel, "Reductions of partizan games",
2009; Siegel, *Combinatorial Game Theory*, 2013, §II.6).

As CGSuite computes it: x + n·↑ + *m reduces to x; any other G to the star-projection of
G heated by * (∫^* G), the projection replacing every follower x* by x.

>>> from cgt import parse
>>> str(reduced_canonical(parse("{3||2+*|1+*}"))), str(reduced_canonical(parse("^*6")))
('{3||2|1}', '0')
"""

from __future__ import annotations

from cgt._deep import maybe_deep
from cgt.canonical.nus import number_up_star
from cgt.game import Game, game
from cgt.thermograph import heat
from cgt.values import number, star

__all__ = ["reduced_canonical"]

_RCF: dict[Game, Game] = {}


def reduced_canonical(g: Game) -> Game:
    """The reduced canonical form of the value of ``g``."""
    c = g.canonical()
    r = _RCF.get(c)
    if r is None:
        t = number_up_star(c)
        if t is not None:
            r = number(t[0])
        else:
            h = heat(c, star)
            r = maybe_deep(h.birthday, _star_projection, h, {})
        _RCF[c] = r
    return r


def _star_projection(g: Game, memo: dict[Game, Game]) -> Game:
    r = memo.get(g)
    if r is None:
        t = number_up_star(g)
        if t is not None and t[1] == 0 and t[2] == 0:
            r = g
        elif t is not None and t[1] == 0 and t[2] == 1:
            r = number(t[0])
        else:
            r = game(
                [_star_projection(o, memo) for o in g.left],
                [_star_projection(o, memo) for o in g.right],
            ).canonical()
        memo[g] = r
    return r
