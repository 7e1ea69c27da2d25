"""Infinitesimals and their relatives: all-small, infinitesimal, numberish, uptimal,
number-tiny (definitions as in Siegel, *Combinatorial Game Theory*, 2013, and CGSuite).

>>> from cgt import parse
>>> G = parse("{0||0|-3/2}")
>>> is_all_small(G), is_infinitesimal(G), is_numberish(G), is_number_tiny(G)
(False, True, True, True)
>>> is_all_small(parse("^*6")), is_uptimal(parse("{0||0|vvv}"))
(True, False)
"""

from __future__ import annotations

from cgt.canonical.nus import number_of, number_up_star
from cgt.canonical.recursion import canonical_recursion
from cgt.game import Game
from cgt.thermograph import mean, stops
from cgt.uptimal import uptimal_expansion

__all__ = ["is_all_small", "is_infinitesimal", "is_numberish", "is_uptimal", "is_number_tiny"]


@canonical_recursion
def is_all_small(g: Game) -> bool:
    """Every follower of the canonical form with a move for one player has moves for both
    (Left and Right both have moves, or neither, throughout): x + n·↑ + *m is all-small
    exactly when x = 0."""
    t = number_up_star(g)
    if t is not None:
        return t[0] == 0
    return all(is_all_small(o) for o in g.left + g.right)


def is_infinitesimal(g: Game) -> bool:
    """Both stops are 0 (so −x < G < x for every positive number x); CGSuite counts 0 too."""
    return stops(g) == (0, 0)


def is_numberish(g: Game) -> bool:
    """Infinitesimally close to a number: the two stops agree."""
    ls, rs = stops(g)
    return ls == rs


def is_uptimal(g: Game) -> bool:
    """Has an uptimal expansion x + Σ dᵢ·↑ⁱ + *m (see :mod:`cgt.uptimal`)."""
    return uptimal_expansion(g) is not None


def is_number_tiny(g: Game) -> bool:
    """The canonical form is {x || x | y} with numbers x and mean(y) < x (a number plus a
    Tiny), or the negative of one (CGSuite's ``IsNumberTiny``)."""
    c = g.canonical()
    if number_of(c) is not None:
        return True
    if len(c.left) != 1 or len(c.right) != 1:
        return False
    (gl,), (gr,) = c.left, c.right
    if number_of(gl) is not None and len(gr.left) == 1 and len(gr.right) == 1:
        if gr.left[0] is gl and mean(gr.right[0]) < mean(gl):
            return True
    if number_of(gr) is not None and len(gl.left) == 1 and len(gl.right) == 1:
        if gl.right[0] is gr and mean(gl.left[0]) > mean(gr):
            return True
    return False
