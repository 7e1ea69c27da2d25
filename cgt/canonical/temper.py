"""Parity and temper of canonical forms (Siegel, *Combinatorial Game Theory*, 2013; CGSuite's
``IsEven``/``IsOdd``/``IsEvenTempered``/``IsOddTempered``).

On the canonical form: G is *even* when every option is odd (so 0 is even), *odd* when it has
an option and every option is even. G is *even-tempered* when it is a number or every option is
odd-tempered, *odd-tempered* when it is not a number and every option is even-tempered.

>>> from cgt import parse
>>> [is_even(parse(s)) for s in ("0", "-2", "*", "1*", "1/2")]
[True, True, False, True, False]
>>> [is_odd(parse(s)) for s in ("5", "-1", "*", "^")]
[True, True, True, False]
>>> is_odd_tempered(parse("{2|1}")), is_even_tempered(parse("{3||2|1}"))
(True, False)
"""

from __future__ import annotations

from cgt.canonical.nus import number_of, number_up_star
from cgt.canonical.recursion import canonical_recursion
from cgt.game import Game

__all__ = ["is_even", "is_odd", "is_even_tempered", "is_odd_tempered"]


@canonical_recursion
def _parity(g: Game) -> int | None:
    """0 even, 1 odd, None neither."""
    t = number_up_star(g)
    if t is not None and t[1] == 0 and t[2] <= 1 and t[0].denominator == 1:
        # n and n* (canonical {n-1|}, {n|n}): the parity of n + m, negative n included.
        r = (int(t[0]) + t[2]) % 2
    elif t is not None and (t[2] >= 2 or (t[1] == 0 and t[0].denominator != 1)):
        r = None  # *m (m ≥ 2) and x, x* for non-integers x have options of both parities
    else:
        ps = {_parity(o) for o in g.left + g.right}
        r = 0 if ps <= {1} else 1 if ps == {0} else None
    return r


@canonical_recursion
def _temper(g: Game) -> int | None:
    """0 even-tempered, 1 odd-tempered, None neither."""
    if number_of(g) is not None:
        return 0
    ts = {_temper(o) for o in g.left + g.right}
    return 0 if ts == {1} else 1 if ts == {0} else None


def is_even(g: Game) -> bool:
    """Every option of the canonical form is odd (0 is even)."""
    return _parity(g) == 0


def is_odd(g: Game) -> bool:
    """The canonical form has an option, and every option is even."""
    return _parity(g) == 1


def is_even_tempered(g: Game) -> bool:
    """A number, or every option of the canonical form is odd-tempered."""
    return _temper(g) == 0


def is_odd_tempered(g: Game) -> bool:
    """Not a number, and every option of the canonical form is even-tempered."""
    return _temper(g) == 1
