"""Reading the Hackenbush families of the misère papers off game forms.

A form is recognised as

- a *stalk* *n: the canonical nimber, or any impartial star-based form *:H (a green position
  with one edge at the ground — a shrub), which is ≡ *g⁺ in every misère universe (Lo,
  *Misère Hackenbush Flowers*, Thm 1.1; the proof only uses that every follower is 0 or
  star-based, so cycles above the ground edge are allowed);
- a *generalized flower* *n:T (n ≥ 1): a green stalk of height n under a number form T, read
  off the options: *n:T = {*0, …, *(n−1), *n:T^L | *0, …, *(n−1), *n:T^R}. Its blossom value
  is the normal-play value x of T (x = 0 gives the stalk *n, Lo Cor. 4.4); n = 1 is a
  generalized sprig, and a sprig when T is the canonical number x (McKay–Milley–Nowakowski
  Thm 2.9: the canonical form of a sprig mod D is *:x).

Every reading is confirmed by rebuilding the form (``ordinal_sum(nimber(n), T) == G``), and it
depends on the form alone: the forms are walked bottom-up through ``followers()``, memoised per
form.

>>> from cgt import parse, nimber, ordinal_sum, number
>>> classify(ordinal_sum(nimber(2), number("-3/4")))
Part(height=2, blossom=Fraction(-3, 4), source='flower')
>>> classify(parse("*:1/2")).source, classify(nimber(3)).height
('flower', 3)
>>> classify(parse("{0,*|0,*2}")) is None
True
"""

from __future__ import annotations

from fractions import Fraction

import attrs

from cgt import _memo
from cgt.game import Game, game, ordinal_sum
from cgt.hackenbush.signs import simplest_between
from cgt.values import nimber, number

__all__ = ["Part", "classify", "subordinate", "number_value", "nim_form_value"]

_ZERO = game()


@attrs.frozen
class Part:
    """What one component form is, for the misère theorems.

    ``height``: the stalk height (for a stalk) or the stem height (for a flower);
    ``blossom``: the blossom value (0 for a stalk); ``source``: how it was read —
    ``"zero"``, ``"nimber"``, ``"shrub"`` (impartial star-based, Lo Thm 1.1), ``"flower"``
    (*n:x with x a canonical number; a sprig when n = 1), ``"generalized"`` (*n:T with T a
    number form that is not canonical) or ``"zero blossom"`` (*n:T with T = 0, Lo Cor. 4.4).
    """

    height: int
    blossom: Fraction
    source: str


# Per-form memo tables, filled bottom-up by _scan (registered, so clear_caches empties them).
_NIM: dict[Game, int | None] = _memo.table("hackenbush: nimber forms")
_GREEN: dict[Game, int | None] = _memo.table("hackenbush: star-based impartial forms")
_FLOWER: dict[Game, tuple[int, Game] | None] = _memo.table("hackenbush: flower forms")
_NUMBER: dict[Game, Fraction | None] = _memo.table("hackenbush: number forms")
_PART: dict[Game, Part | None] = _memo.table("hackenbush: recognised parts")
_TABLES = (_NIM, _GREEN, _FLOWER, _NUMBER, _PART)


def _scan(g: Game) -> None:
    """Fill the memo tables for every follower of ``g`` (options before the forms above)."""
    if g in _NIM:
        return
    if len(_NIM) + len(_NUMBER) >= _memo.MAX_ENTRIES:
        # The tables read each other (a follower's entry must be there): empty them together.
        for t in _TABLES:
            t.clear()
    for f in g.followers():
        if f in _NIM:
            continue
        _NUMBER[f] = _number(f)
        _NIM[f] = _nim(f)
        _GREEN[f] = _green(f)
        _FLOWER[f] = _flower(f)


def _number(f: Game) -> Fraction | None:
    """The value of a number form (every option a number form, each T^L < each T^R)."""
    lo = [_NUMBER[o] for o in f.left]
    hi = [_NUMBER[o] for o in f.right]
    if None in lo or None in hi:
        return None
    a = max(lo, default=None)  # type: ignore[type-var]
    b = min(hi, default=None)  # type: ignore[type-var]
    if a is not None and b is not None and not a < b:
        return None
    return simplest_between(a, b)


def _nim(f: Game) -> int | None:
    """n when ``f`` is the canonical nimber *n = {*0, …, *(n−1) | *0, …, *(n−1)}."""
    if set(f.left) != set(f.right):
        return None
    vals = {_NIM[o] for o in f.left}
    if None in vals or vals != set(range(len(f.left))):
        return None
    return len(f.left)


def _green(f: Game) -> int | None:
    """g⁺(f) when ``f`` is 0 or an impartial star-based form *:H, H impartial (then every
    nonzero follower is again star-based)."""
    if f is _ZERO or f == _ZERO:
        return 0
    if set(f.left) != set(f.right) or _ZERO not in f.left:
        return None
    vals = {0}
    for o in f.left:
        if o == _ZERO:
            continue
        v = _GREEN[o]
        if v is None:
            return None
        vals.add(v)
    m = 0
    while m in vals:
        m += 1
    return m


def _flower(f: Game) -> tuple[int, Game] | None:
    """(n, T) with f = *n : T, n ≥ 1, T a nonzero number form."""
    left_nims = {_NIM[o] for o in f.left}
    right_nims = {_NIM[o] for o in f.right}
    n = 0
    while n in left_nims and n in right_nims:
        n += 1
    if n == 0:
        return None
    subs: list[list[Game]] = [[], []]
    for side, opts in enumerate((f.left, f.right)):
        for o in opts:
            v = _NIM[o]
            if v is not None and v < n:
                continue
            if v == n:
                subs[side].append(_ZERO)
                continue
            p = _FLOWER[o]
            if p is None or p[0] != n:
                return None
            subs[side].append(p[1])
    if not subs[0] and not subs[1]:
        return None
    t = game(subs[0], subs[1])
    if number_value(t) is None:
        return None
    if ordinal_sum(nimber(n), t) != f:
        return None
    return n, t


def _scan_numbers(t: Game) -> None:
    for f in t.followers():
        if f not in _NUMBER:
            _NUMBER[f] = _number(f)


def number_value(t: Game) -> Fraction | None:
    """The value of ``t`` when it is a number form (Conway's form-level test, applied to
    every follower), else None.

    >>> from cgt import parse
    >>> number_value(parse("{0|1,{0|1}}")), number_value(parse("{0|0}"))
    (Fraction(1, 4), None)
    """
    _scan_numbers(t)
    return _NUMBER[t]


def nim_form_value(g: Game) -> int | None:
    """n when ``g`` is the canonical nimber *n, else None.

    >>> from cgt import nimber, parse
    >>> nim_form_value(nimber(4)), nim_form_value(parse("*+*"))
    (4, None)
    """
    _scan(g)
    return _NIM[g]


def classify(g: Game) -> Part | None:
    """The stalk or generalized flower the form ``g`` is, or None (see the module docstring).

    >>> from cgt import parse, zero
    >>> classify(zero).source, classify(parse("*:(*2 + *)"))  # the shrub e(ee;e)
    ('zero', Part(height=4, blossom=Fraction(0, 1), source='shrub'))
    """
    if g in _PART:
        return _PART[g]
    _scan(g)
    part: Part | None = None
    if g == _ZERO:
        part = Part(0, Fraction(0), "zero")
    elif _NIM[g] is not None:
        part = Part(_NIM[g], Fraction(0), "nimber")  # type: ignore[arg-type]
    elif _GREEN[g] is not None:
        part = Part(_GREEN[g], Fraction(0), "shrub")  # type: ignore[arg-type]
    elif _FLOWER[g] is not None:
        n, t = _FLOWER[g]  # type: ignore[misc]
        x = _NUMBER[t]
        assert x is not None
        if x == 0:
            part = Part(n, x, "zero blossom")
        else:
            part = Part(n, x, "flower" if t == number(x) else "generalized")
    _PART[g] = part
    return part


_SUB: dict[Game, Game | None] = _memo.table("hackenbush: star-based subordinates")


def subordinate(g: Game) -> Game | None:
    """T with ``g`` identical to *:T, or None when g is not star-based.

    *:T = {0, *:T^L | 0, *:T^R}, and no *:T^L is 0, so T is read off the options.

    >>> from cgt import parse, number
    >>> subordinate(parse("*:1/2")) is number("1/2"), str(subordinate(parse("*2")))
    (True, '*')
    >>> subordinate(parse("{0|*}")) is None, subordinate(parse("{0|0,*}")) is parse("-1")
    (True, True)
    """
    if g in _SUB:
        return _SUB[g]
    if len(_SUB) >= _memo.MAX_ENTRIES:
        _SUB.clear()
    star = nimber(1)
    for f in g.followers():
        if f in _SUB:
            continue
        t: Game | None = None
        if _ZERO in f.left and _ZERO in f.right:
            subs_l = [_SUB[x] for x in f.left if x != _ZERO]
            subs_r = [_SUB[x] for x in f.right if x != _ZERO]
            if None not in subs_l and None not in subs_r:
                cand = game(subs_l, subs_r)  # type: ignore[arg-type]
                if ordinal_sum(star, cand) == f:
                    t = cand
        _SUB[f] = t
    return _SUB[g]
