"""Constructors of named values; each returns the canonical form.

>>> from cgt import integer, number, nimber, switch, tiny, up
>>> str(integer(-3)), str(number("3/8")), str(nimber(3)), str(switch(1))
('-3', '3/8', '*3', '+-1')
>>> str(tiny(1)), str(up + up)
('Tiny(1)', '{^||*,^|^,{*|*}}')
>>> str((up + up).canonical())
'^^'
"""

from __future__ import annotations

from fractions import Fraction
from typing import Union

from cgt._deep import maybe_deep
from cgt.errors import InvalidGame
from cgt.game import Game, _make, game, set_tag

__all__ = [
    "integer",
    "number",
    "nimber",
    "switch",
    "tiny",
    "miny",
    "up_star",
    "up_nth",
    "up_to_nth",
    "from_tag",
    "zero",
    "star",
    "up",
    "down",
    "one",
]

Rational = Union[int, Fraction, str]


def _to_fraction(x: Rational | float) -> Fraction:
    if isinstance(x, bool):
        raise InvalidGame(f"not a number: {x!r}")
    if isinstance(x, Game):
        raise InvalidGame("expected a number, got a Game")
    try:
        f = Fraction(x) if not isinstance(x, str) else Fraction(x.strip())
    except (ValueError, TypeError, ZeroDivisionError) as exc:
        raise InvalidGame(f"not a number: {x!r}") from exc
    d = f.denominator
    if d & (d - 1):
        raise InvalidGame(f"{x!r} is not a dyadic rational; short games have dyadic numbers only")
    return f


_INTEGERS: dict[int, Game] = {}


def integer(n: int) -> Game:
    """The integer ``n`` as its canonical form {n-1|} (or {|n+1}); built without recursion.

    >>> str(integer(5000)), integer(5000).birthday
    ('5000', 5000)
    """
    if isinstance(n, bool) or int(n) != n:
        raise InvalidGame(f"not an integer: {n!r}")
    n = int(n)
    g = _INTEGERS.get(n)
    if g is not None:
        return g
    step = 1 if n > 0 else -1
    k = 0
    g = _make((), ())
    set_tag(g, (Fraction(0), 0, 0))
    _INTEGERS[0] = g
    # Start from the largest integer already built on the way to n.
    while k != n and (k + step) in _INTEGERS:
        k += step
        g = _INTEGERS[k]
    while k != n:
        k += step
        g = _make((g,), ()) if step > 0 else _make((), (g,))
        set_tag(g, (Fraction(k), 0, 0))
        _INTEGERS[k] = g
    return g


_NUMBERS: dict[Fraction, Game] = {}


def number(x: Rational) -> Game:
    """The dyadic number ``x`` (int, Fraction or text such as "-3/8") in canonical form.

    >>> str(number("-3/8")), str(number(Fraction(5, 4)))
    ('-3/8', '5/4')
    >>> number("1/3")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidGame: '1/3' is not a dyadic rational; short games have dyadic numbers only
    """
    f = _to_fraction(x)
    if f.denominator == 1:
        return integer(int(f))
    g = _NUMBERS.get(f)
    if g is None:
        g = maybe_deep(f.denominator.bit_length(), _dyadic, f)
    return g


def _dyadic(f: Fraction) -> Game:
    if f.denominator == 1:
        return integer(int(f))
    g = _NUMBERS.get(f)
    if g is None:
        eps = Fraction(1, f.denominator)
        g = _make((_dyadic(f - eps),), (_dyadic(f + eps),))
        set_tag(g, (f, 0, 0))
        _NUMBERS[f] = g
    return g


_NIMBERS: list[Game] = []


def nimber(n: int) -> Game:
    """The nimber ``*n`` = {*0, …, *(n-1) | *0, …, *(n-1)}.

    >>> str(nimber(0)), str(nimber(1)), str(nimber(5))
    ('0', '*', '*5')
    """
    if isinstance(n, bool) or int(n) != n or n < 0:
        raise InvalidGame(f"a nimber needs a non-negative integer, not {n!r}")
    while len(_NIMBERS) <= n:
        opts = tuple(_NIMBERS)
        g = _make(opts, opts)
        set_tag(g, (Fraction(0), 0, len(_NIMBERS)))
        _NIMBERS.append(g)
    return _NIMBERS[n]


_UPS: dict[tuple[int, int], Game] = {}
_TAGGED: dict[tuple[Fraction, int, int], Game] = {}


def from_tag(x: Fraction | int, n: int, m: int) -> Game:
    """Canonical form of x + n·↑ + *m.

    >>> str(from_tag(Fraction(1, 2), -2, 3))
    '1/2vv*3'
    """
    x = Fraction(x)
    if n == 0:
        if m == 0:
            return number(x)
        if x == 0:
            return nimber(m)
    key = (x, n, m)
    g = _TAGGED.get(key)
    if g is None:
        g = maybe_deep(abs(n) + m, _from_tag, x, n, m)
    return g


def _from_tag(x: Fraction, n: int, m: int) -> Game:
    key = (x, n, m)
    g = _TAGGED.get(key)
    if g is not None:
        return g
    if n == 0 and m == 0:
        return number(x)
    if x == 0 and n == 0:
        return nimber(m)
    if x != 0:
        # Number translation: x + G = {x + G^L | x + G^R} for G not a number (Siegel II.4.7).
        base = nimber(m) if n == 0 else _ups(n, m)
        g = _make(
            [_from_tag(x + t[0], t[1], t[2]) for t in _tags(base.left)],
            [_from_tag(x + t[0], t[1], t[2]) for t in _tags(base.right)],
        )
    else:
        g = _ups(n, m)
    set_tag(g, key)
    _TAGGED[key] = g
    return g


def _tags(options: tuple[Game, ...]) -> list[tuple[Fraction, int, int]]:
    out = []
    for o in options:
        if o._tag is None:  # pragma: no cover - would be a bug in _ups
            raise AssertionError(f"untagged follower of an up-star value: {o!r}")
        out.append(o._tag)
    return out


def _ups(n: int, m: int) -> Game:
    """Canonical n·↑ + *m, n ≠ 0, built as ↑ + ((n-1)·↑ + *m) and reduced."""
    key = (n, m)
    g = _UPS.get(key)
    if g is not None:
        return g
    if n < 0:
        pos = _ups(-n, m)
        g = _make(
            [_from_tag(-t[0], -t[1], t[2]) for t in _tags(pos.right)],
            [_from_tag(-t[0], -t[1], t[2]) for t in _tags(pos.left)],
        )
        set_tag(g, (Fraction(0), n, m))
        _UPS[key] = g
        _TAGGED[(Fraction(0), n, m)] = g
        return g
    from cgt.canonical import normal

    prev = nimber(m) if n == 1 else _ups(n - 1, m)
    star_ = nimber(1)
    up_ = _UP
    left = [prev] + [normal._canonical_sum(up_, o) for o in prev.left]
    right = [normal._canonical_sum(star_, prev)] + [
        normal._canonical_sum(up_, o) for o in prev.right
    ]
    normal._RECOGNISING[0] += 1
    try:
        g = normal._from_options(left, right)
    finally:
        normal._RECOGNISING[0] -= 1
    set_tag(g, (Fraction(0), n, m))
    _UPS[key] = g
    _TAGGED[(Fraction(0), n, m)] = g
    return g


def up_star(n: int, m: int = 0) -> Game:
    """n·↑ + *m (negative n for downs).

    >>> str(up_star(3, 2)), str(up_star(-1, 1))
    ('^3*2', 'v*')
    """
    return from_tag(0, int(n), int(m))


def switch(x: Rational | Game) -> Game:
    """±x = {x | -x}, canonical.

    >>> str(switch(2)), str(switch("1/2"))
    ('+-2', '+-1/2')
    """
    g = x if isinstance(x, Game) else number(x)
    return game([g], [-g]).canonical()


def tiny(x: Rational | Game) -> Game:
    """Tiny(x) = {0 || 0 | -x}, canonical.

    >>> str(tiny(2))
    'Tiny(2)'
    """
    g = x if isinstance(x, Game) else number(x)
    z = integer(0)
    return game([z], [game([z], [-g])]).canonical()


def miny(x: Rational | Game) -> Game:
    """Miny(x) = {x | 0 || 0}, canonical: the negative of Tiny(x).

    >>> str(miny(1))
    'Miny(1)'
    """
    return (-tiny(x)).canonical()


zero = integer(0)
one = integer(1)
star = nimber(1)
_UP = _make((zero,), (star,))
set_tag(_UP, (Fraction(0), 1, 0))
_UPS[(1, 0)] = _UP
_TAGGED[(Fraction(0), 1, 0)] = _UP
up = _UP
down = from_tag(0, -1, 0)


def up_nth(n: int) -> Game:
    """↑ⁿ, "up-nth" (CGSuite ``^<n>``): ↑¹ = ↑, ↑ⁿ = {0 | ↓^[n−1]*}; see :mod:`cgt.uptimal`.

    >>> str(up_nth(3))
    '^<3>'
    """
    from cgt.uptimal import up_nth as _up_nth

    return _up_nth(n)


def up_to_nth(n: int) -> Game:
    """↑^[n] = ↑ + ↑² + … + ↑ⁿ (CGSuite ``^[n]``) = {↑^[n−1] | *}; see :mod:`cgt.uptimal`.

    >>> str(up_to_nth(3))
    '^[3]'
    """
    from cgt.uptimal import up_to_nth as _up_to_nth

    return _up_to_nth(n)
