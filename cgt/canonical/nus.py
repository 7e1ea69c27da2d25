"""Recognising canonical forms of x + n·↑ + *m ("number-up-star" values) by the public API.

Many invariants have a closed form on these values (CGSuite treats them the same way), so the
algorithms above the core ask here first. The answer comes from the uptimal expansion, which the
core records when it builds such a value, so asking costs a dictionary look-up.

>>> from cgt import parse
>>> number_up_star(parse("73/16+v9*8").canonical())
(Fraction(73, 16), -9, 8)
>>> number_up_star(parse("{1|-1}").canonical()) is None, number_of(parse("-3/8"))
(True, Fraction(-3, 8))
"""

from __future__ import annotations

from fractions import Fraction

from cgt.game import Game
from cgt.uptimal import uptimal_expansion

__all__ = ["number_up_star", "number_of", "integer_of", "nimber_of"]

Nus = tuple[Fraction, int, int]
_NUS: dict[Game, Nus | None] = {}


def number_up_star(g: Game) -> Nus | None:
    """(x, n, m) when the value of ``g`` is x + n·↑ + *m, else None."""
    c = g.canonical()
    if c in _NUS:
        return _NUS[c]
    e = uptimal_expansion(c)
    r: Nus | None = None
    if e is not None and e.length <= 1:
        r = (e.number, e.coefficients[0] if e.coefficients else 0, e.nim)
    _NUS[c] = r
    return r


def number_of(g: Game) -> Fraction | None:
    """The number x when ``g`` equals a number, else None."""
    c = g.canonical()
    if not c.is_number:
        return None
    t = number_up_star(c)
    assert t is not None  # every canonical number is uptimal
    x = t[0]
    return x if type(x) is int else Fraction(x)


def integer_of(g: Game) -> int | None:
    """The integer n when ``g`` equals an integer, else None.

    >>> from cgt import parse
    >>> integer_of(parse("{4|}")), integer_of(parse("1/2"))
    (5, None)
    """
    x = number_of(g)
    return int(x) if x is not None and x.denominator == 1 else None


def nimber_of(g: Game) -> int | None:
    """m when ``g`` equals the nimber *m, else None.

    >>> from cgt import parse
    >>> nimber_of(parse("{0,*|0,*}")), nimber_of(parse("^"))
    (2, None)
    """
    t = number_up_star(g)
    return t[2] if t is not None and t[0] == 0 and t[1] == 0 else None
