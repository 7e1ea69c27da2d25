"""A short game as CGSuite's normal-play value: the predicates of its ``NormalValue`` and
``CanonicalStopper`` classes that a loop-free game answers, and follower counts in closed form.

The value of a short game G (its canonical form) is a stopper with no cycle at all, so
(lib/core/src/main/scala/org/cgsuite/core/CanonicalShortGame.scala at e909ab8b, and Siegel,
*Combinatorial Game Theory*, 2013, ch. VI):

- it is loop-free, a plumtree, a stopper and stopper-sided, and stable;
- its degree of loopiness G ⊕ −G and its variety are 0, and onside = offside = G;
- it is idempotent (G + G = G) only when it is 0;
- a pseudonumber exactly when it is a number; an ordinal exactly when it is an integer ≥ 0.

``is_integer``, ``is_nimber``, ``is_ordinal``, ``is_zero`` and ``is_pseudonumber`` are
questions about the value (``{-1|1}`` is zero); ``is_number`` is Conway's test on the form.

>>> from cgt import parse, integer
>>> G = parse("{-1|1}")
>>> G.is_zero, G.is_integer, G.is_nimber, G.is_ordinal, parse("-2").is_ordinal
(True, True, True, True, False)
>>> parse("^").degree(), parse("^").variety(), parse("{1|-1}").onside(), G.is_idempotent()
(0, 0, +-1, True)
>>> integer(-1823437481924).follower_count(), integer(-1823437481924).companion()
(1823437481925, -1823437481924)
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from cgt.canonical.nus import integer_of, nimber_of, number_of, number_up_star
from cgt.game import Game
from cgt.values import zero

__all__ = [
    "is_integer",
    "is_nimber",
    "is_ordinal",
    "is_zero",
    "is_pseudonumber",
    "is_loopfree",
    "is_plumtree",
    "is_stopper",
    "is_stopper_sided",
    "is_stable",
    "is_idempotent",
    "degree",
    "variety",
    "onside",
    "offside",
    "upsum",
    "downsum",
    "follower_count",
]


def is_integer(g: Game) -> bool:
    """The value is an integer."""
    return integer_of(g) is not None


def is_nimber(g: Game) -> bool:
    """The value is a nimber *m (0 included)."""
    return nimber_of(g) is not None


def is_ordinal(g: Game) -> bool:
    """The value is an ordinal: for a short game, an integer ≥ 0."""
    n = integer_of(g)
    return n is not None and n >= 0


def is_zero(g: Game) -> bool:
    """The value is 0."""
    return g.canonical() is zero


def is_pseudonumber(g: Game) -> bool:
    """A short game is a pseudonumber exactly when its value is a number."""
    return number_of(g) is not None


def is_loopfree(g: Game) -> bool:
    """True: play of a short game never repeats a position."""
    return True


def is_plumtree(g: Game) -> bool:
    """True: a short game's graph has no cycle at all."""
    return True


def is_stopper(g: Game) -> bool:
    """True: a short game is a stopper (no play goes on forever, so no cycle of the game
    graph can be followed by alternating or any other play), as ``LoopyGame.is_stopper()``
    says of a loopy value that is one; here so that code asks it of any value.

    >>> from cgt import parse, star, up
    >>> parse("{3||2|1}").is_stopper(), star.is_stopper(), (up + star).is_stopper()
    (True, True, True)
    """
    return True


def is_stopper_sided(g: Game) -> bool:
    """True: its onside and offside are stoppers (both are the game)."""
    return True


def is_stable(g: Game) -> bool:
    """True: the upsum and downsum varieties of a short game are both 0."""
    return True


def is_idempotent(g: Game) -> bool:
    """G + G = G: for a short game, only 0 (CGSuite's ``IsIdempotent``)."""
    return g.canonical() is zero


def degree(g: Game) -> Game:
    """The degree of loopiness G ⊕ −G: 0 for a short game."""
    return zero


def variety(g: Game) -> Game:
    """The variety: 0 for a short game (CGSuite's ``Variety``)."""
    return zero


def onside(g: Game) -> Game:
    """The onside: the value itself (its canonical form)."""
    return g.canonical()


def offside(g: Game) -> Game:
    """The offside: the value itself (its canonical form)."""
    return g.canonical()


def upsum(g: Game, h: Any) -> Any:
    """G ⊕ H = (G + H)⁺, the onside of the sum; for short games, their sum's value.

    >>> from cgt import parse, over
    >>> parse("1").upsum(parse("^")), parse("1").upsum(over)
    (1^, 1over)
    """
    from cgt.canonical.normal import canonical_sum

    if isinstance(h, Game):
        return canonical_sum(g, h)
    return h.upsum(g)


def downsum(g: Game, h: Any) -> Any:
    """G ⊖ H = (G + H)⁻, the offside of the sum; for short games, their sum's value.

    >>> from cgt import parse, under
    >>> parse("1").downsum(under)
    1under
    """
    from cgt.canonical.normal import canonical_sum

    if isinstance(h, Game):
        return canonical_sum(g, h)
    return h.downsum(g)


# ------------------------------------------------------------------------- follower counts
def follower_count(g: Game) -> int:
    """How many distinct followers (itself included) the canonical form has (CGSuite's
    ``FollowerCount``). In closed form for integers (|n| + 1), nimbers (m + 1) and numbers,
    whatever their size; otherwise the canonical form's followers are counted.

    >>> from cgt import integer, nimber, number
    >>> integer(10**30).follower_count(), nimber(10**9).follower_count()
    (1000000000000000000000000000001, 1000000001)
    >>> number("5/4").follower_count(), number(Fraction(3, 2**100) + 2**80).follower_count()
    (5, 1208925819614629174706278)
    """
    t = number_up_star(g)
    if t is not None and t[1] == 0:
        x, _, m = t
        if m == 0:
            return _number_followers(x)
        if x == 0:
            return m + 1
    return len(g.canonical().followers())


def _number_followers(x: Fraction) -> int:
    """Followers of the canonical form of the number x: its options are x ∓ 2^-k (k the
    exponent of its denominator), an integer n's is n ∓ 1 towards 0, so the followers are the
    non-integers reached from x, and the integers from 0 to the largest (and to the least)
    integer reached."""
    x = Fraction(x)
    high = low = 0
    seen: set[Fraction] = set()
    todo = [x]
    while todo:
        y = todo.pop()
        if y.denominator == 1:
            high, low = max(high, int(y)), min(low, int(y))
            continue
        if y in seen:
            continue
        seen.add(y)
        step = Fraction(1, y.denominator)
        todo += [y - step, y + step]
    return len(seen) + high - low + 1
