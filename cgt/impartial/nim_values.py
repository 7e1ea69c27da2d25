"""Nim values of impartial forms: g⁺ (normal play, the Sprague–Grundy value) and g⁻ (misère).

- g⁺(G) = mex { g⁺(G') : G' an option of G }; G is a normal-play P-position iff g⁺(G) = 0, and
  g⁺(G + H) = g⁺(G) ⊕ g⁺(H) (Sprague–Grundy).
- g⁻(0) = 1 and g⁻(G) = mex { g⁻(G') } otherwise; G is a misère P-position iff g⁻(G) = 0.
  g⁻ is not additive: the misère value of a sum comes from its misère canonical form
  (:mod:`cgt.impartial.misere_canonical`).

Both are computed without recursion limits (an explicit stack) and memoised on the form. A sum
that stays a sum is valued through its components. A form that is not impartial raises
:class:`~cgt.errors.InvalidGame`.

>>> from cgt import nimber, parse
>>> nim_value(nimber(5)), misere_nim_value(nimber(1)), misere_nim_value(parse("0"))
(5, 0, 1)
>>> nim_value(parse("{*2, *3 | *2, *3}")), misere_nim_value(parse("{*2 | *2}"))
(0, 0)
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TypeVar

from cgt.errors import InvalidGame
from cgt.game import _PLAIN, Game, as_game
from cgt.impartial.nim_arithmetic import mex

V = TypeVar("V")

__all__ = [
    "nim_value",
    "misere_nim_value",
    "require_impartial",
    "sum_components",
    "as_nimber",
    "remember_nim_value",
    "bottom_up",
]


def _short(g: Game, limit: int = 60) -> str:
    text = str(g)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def require_impartial(g: object, what: str = "this") -> Game:
    """``g`` as a form (anything :func:`~cgt.game.as_game` takes: a Game, an int, notation, a
    position) when it is impartial; otherwise :class:`InvalidGame` saying so.

    >>> from cgt import up
    >>> require_impartial(up, "nim_value")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidGame: nim_value needs an impartial game, and ^ is not impartial
    """
    if type(g) not in _PLAIN:
        g = as_game(g, what)
    if not g.is_impartial:
        raise InvalidGame(f"{what} needs an impartial game, and {_short(g)} is not impartial")
    return g


def sum_components(g: Game) -> tuple[Game, ...] | None:
    """The components of a form held as a sum (``G + H`` that stays a sum), else None."""
    if getattr(g, "is_sum", False):
        comps = getattr(g, "components", None)
        if comps:
            return tuple(comps)
    return None


def as_nimber(g: Game) -> int | None:
    """n when ``g`` is the canonical nim heap *n as a form (cheap for held nimbers), else None.

    >>> from cgt import nimber, parse
    >>> as_nimber(nimber(7)), as_nimber(parse("{*|*}"))
    (7, None)
    """
    from cgt.values import nimber

    b = g.birthday
    return b if g is nimber(b) else None


def bottom_up(
    g: Game,
    memo: weakref.WeakKeyDictionary[Game, V],
    direct: Callable[[Game], V | None],
    combine: Callable[[list[V]], V],
) -> V:
    """Post-order evaluation over followers, without recursion: ``direct`` answers some forms
    outright (sums, nimbers); every other form gets ``combine`` of its options' values."""
    got = memo.get(g)
    if got is not None:
        return got
    stack = [g]
    while stack:
        x = stack[-1]
        if x in memo:
            stack.pop()
            continue
        d = direct(x)
        if d is not None:
            memo[x] = d
            stack.pop()
            continue
        missing = [o for o in x.left if o not in memo]
        if missing:
            stack.extend(missing)
            continue
        memo[x] = combine([memo[o] for o in x.left])
        stack.pop()
    return memo[g]


_PLUS: weakref.WeakKeyDictionary[Game, int] = weakref.WeakKeyDictionary()
_MINUS: weakref.WeakKeyDictionary[Game, int] = weakref.WeakKeyDictionary()
#: g⁻ of a form held as a sum, which is not read off its components' values: installed by
#: :mod:`cgt.impartial.misere_canonical` (the sum's canonical form), built on the helpers here.
_SUM_MISERE_VALUE: list[Callable[[Game], int]] = []


def _plus_direct(x: Game) -> int | None:
    comps = sum_components(x)
    if comps is not None:
        v = 0
        for c in comps:
            v ^= bottom_up(c, _PLUS, _plus_direct, mex)
        return v
    return as_nimber(x)


def nim_value(g: Game) -> int:
    """g⁺(G), the nim value (Sprague–Grundy value) of an impartial form.

    >>> from cgt import nimber
    >>> nim_value(nimber(3) + nimber(5))
    6
    """
    g = require_impartial(g, "nim_value")
    return bottom_up(g, _PLUS, _plus_direct, mex)


def _misere_mex(values: list[int]) -> int:
    return mex(values) if values else 1


def _minus_direct(x: Game) -> int | None:
    if sum_components(x) is not None:
        return _SUM_MISERE_VALUE[0](x)
    n = as_nimber(x)
    if n is not None:
        return n ^ 1 if n < 2 else n
    return None


def misere_nim_value(g: Game) -> int:
    """g⁻(G), the misère nim value: 0 exactly when G is a misère P-position.

    >>> from cgt import nimber
    >>> [misere_nim_value(nimber(n)) for n in range(4)]
    [1, 0, 2, 3]
    >>> misere_nim_value(nimber(2) + nimber(2))
    0
    """
    g = require_impartial(g, "misere_nim_value")
    return bottom_up(g, _MINUS, _minus_direct, _misere_mex)


def remember_nim_value(g: Game, value: int) -> None:
    """Record g⁺(G) = ``value`` when a ruleset knows it from its own recurrence (a heap's nim
    value comes from the heap sizes, without walking the form)."""
    _PLUS[g] = value
