"""Powers of a game: CGSuite's ``Pow`` and ``PowTo`` (generalised up-nth and up-to-the-nth).

For G = {0 | H}, with an exponent x that is a *pseudonumber* (a dyadic number, ``on``, ``off``,
``y over`` or ``y under``), as CGSuite defines them (for G = ↑ and an integer exponent, Conway
and Guy's up-nth and up-to-the-nth, Winning Ways ch. 9):

- ``G.pow_to(x)`` = G : x', the ordinal sum of G and the subordinate x' of x to the base 1
  (the x' with 1 : x' = x); ``G.pow_to(0)`` is 0. For an integer n ≥ 1, x' = n − 1, so
  ``up.pow_to(n)`` is ↑^[n] = ↑ + ↑² + … + ↑ⁿ;
- ``G.pow(x)`` = {0 | H − G.pow_to(x − 1)}; ``up.pow(n)`` is ↑ⁿ (``^<n>``).

``pow_to`` takes any base (the canonical form of G); ``pow`` needs a base {0 | H}. Bad input
raises CGSuite's errors (lib/core/src/main/scala/org/cgsuite/core/CanonicalShortGame.scala at
e909ab8b): :class:`~cgt.errors.InvalidGame` "Invalid base for `Pow` operation (base must be of
the form {0|H})." and "Invalid exponent." (x' does not exist: a negative x, or x − 1 for
``pow`` with x < 1), and :class:`~cgt.errors.InvalidArgument` for an exponent that is no
pseudonumber (CGSuite refuses its type).

>>> from cgt import parse, up, on
>>> up.pow(3), up.pow_to(3), up.pow(on), parse("{0||0|-2}").pow_to("7/4")
(^<3>, ^[3], ^<on>, {Tiny(2)|{0|-2},{Tiny(2)||0|-2}||{0|-2},{Tiny(2)||0|-2}})
>>> parse("{0|-1}").pow(3), up.pow_to(10**6) is parse("^[1000000]")
({0||0|-1,{0|-1}}, True)
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from cgt.canonical.companion import subordinate
from cgt.canonical.normal import canonical_sum
from cgt.canonical.nus import number_of
from cgt.errors import InvalidArgument, InvalidGame
from cgt.game import Game, as_game, game, ordinal_sum
from cgt.loopy.graph import LoopyGraph
from cgt.loopy.value import LoopyGame, _neg, _plus, loopy_value, ordinal, rep_graph
from cgt.uptimal import up_nth, up_to_nth
from cgt.values import number, one, up, zero

__all__ = ["pow", "pow_to"]

_BAD_BASE = "Invalid base for `Pow` operation (base must be of the form {0|H})."
_BAD_EXPONENT = "Invalid exponent."


def _exponent(x: Any, name: str) -> Fraction | Any:
    """A dyadic exponent as a Fraction, or a loopy pseudonumber as it is."""
    if isinstance(x, str):
        from cgt.notation import parse

        x = parse(x)
    if isinstance(x, LoopyGame):
        if x.is_pseudonumber:
            return x
        raise InvalidArgument(
            f"{name}(x): the exponent must be a pseudonumber (a number, on, off, y over or "
            f"y under), not {x}"
        )
    if isinstance(x, bool):
        raise InvalidArgument(f"{name}(x): the exponent must be a pseudonumber, not a bool")
    if isinstance(x, (int, Fraction)):
        f = Fraction(x)
    elif isinstance(x, float):
        f = Fraction(x)
    elif isinstance(x, Game):
        q = number_of(as_game(x))
        if q is None:
            raise InvalidArgument(
                f"{name}(x): the exponent must be a pseudonumber (a number, on, off, y over "
                f"or y under), not {x.canonical()}"
            )
        f = Fraction(q)
    else:
        raise InvalidArgument(
            f"{name}(x): the exponent must be a pseudonumber (a number, on, off, y over or "
            f"y under), not {type(x).__name__}"
        )
    if f.denominator & (f.denominator - 1):
        raise InvalidArgument(
            f"{name}(x): the exponent must be a pseudonumber; {f} is not a dyadic rational"
        )
    return f


def _subordinate_number(x: Fraction) -> Game:
    """x' with 1 : x' = x for a dyadic x > 0 (x' = x − 1 when x ≥ 1: its sign expansion is
    x's without the first +)."""
    if x <= 0:
        raise InvalidGame(_BAD_EXPONENT)
    if x >= 1:
        return number(x - 1)
    return subordinate(number(x), one)


def pow_to(g: Any, x: Any) -> Any:
    """G^→x, CGSuite's ``PowTo``: the ordinal sum G : x' of the canonical form of G and the
    subordinate x' of the exponent x to the base 1 (x a pseudonumber; 0 for x = 0).

    >>> from cgt import parse, up
    >>> parse("+-1").pow_to(3), up.pow_to("7/4"), up.pow_to(parse("{5|pass}"))
    ({1,{1,+-1|-1}|-1}, {^|*,^[2]||*,^[2]}, {^[5]|*,pass})
    """
    c = as_game(g, "pow_to(G, x)").canonical()
    e = _exponent(x, "pow_to")
    if not isinstance(e, Fraction):
        try:
            sub = e.subordinate(one)
        except InvalidGame:
            raise InvalidGame(_BAD_EXPONENT) from None
        return ordinal(c, sub)
    if e == 0:
        return zero
    if e.denominator == 1 and e >= 1 and c is up:  # ↑^[n], held by its parameter
        return up_to_nth(int(e))
    return ordinal_sum(c, _subordinate_number(e)).canonical()


def pow(g: Any, x: Any) -> Any:  # noqa: A001  (CGSuite's name, a method of games)
    """G^x, CGSuite's ``Pow``, for a base G = {0 | H}: {0 | H − G^→(x − 1)} (x a
    pseudonumber).

    >>> from cgt import parse, up, on
    >>> up.pow("7/4"), parse("{0||0|-2}").pow(on), up.pow(parse("{1|pass}"))
    ({0||0,v*|0,{0,v*|0,*}}, {0||0|-2,pass}, {0||0,pass|0,*})
    >>> parse("+-1").pow(3)
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidGame: Invalid base for `Pow` operation (base must be of the form {0|H}).
    """
    c = as_game(g, "pow(G, x)").canonical()
    e = _exponent(x, "pow")
    if len(c.left) != 1 or c.left[0] is not zero or len(c.right) != 1:
        raise InvalidGame(_BAD_BASE)
    h = c.right[0]
    if not isinstance(e, Fraction):
        below = pow_to(c, e + number(-1))
        return _braces(zero, _plus(_neg(below), h))
    if e.denominator == 1 and e >= 1 and c is up:  # ↑ⁿ, held by its parameter
        return up_nth(int(e))
    if e < 1:
        raise InvalidGame(_BAD_EXPONENT)
    return game([zero], [canonical_sum(h, -pow_to(c, e - 1))]).canonical()


def _braces(left: Any, right: Any) -> Any:
    """The value {left | right} of one Left and one Right option, loopy ones included (the
    new position lies on no cycle)."""
    a, b = rep_graph(left), rep_graph(right)
    n = len(a)
    graph = LoopyGraph(
        left=[(1 + a.start,), *((1 + w for w in ws) for ws in a.left),
              *((1 + n + w for w in ws) for ws in b.left)],
        right=[(1 + n + b.start,), *((1 + w for w in ws) for ws in a.right),
               *((1 + n + w for w in ws) for ws in b.right)],
    )
    return loopy_value(graph)
