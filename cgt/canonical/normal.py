"""Normal-play order and canonical forms.

``le(G, H)`` is Conway's recursive test: G ≤ H unless some G^L ≥ H or some H^R ≤ G. Results are
memoised on the pair of interned forms. Canonical forms remove dominated options and bypass
reversible ones until neither applies (Siegel, *Combinatorial Game Theory*, Thm II.2.7–2.9).

Three shortcuts keep common values from recursing at all:

- values x + n·↑ + *m carry a tag, and their order and sums are computed in closed form;
- a number plus a non-number canonical form is translated option by option (Number Translation,
  Siegel Thm II.4.7), so ``5000 + G`` never explores the integer;
- a form all of whose options are nimbers, the same on both sides, is the mex nimber.

>>> from cgt import parse
>>> G = parse("{3||2|1}")
>>> str((G + G).canonical())
'{5||4,{5|4}|3}'
>>> parse("{1|0}") <= parse("1"), parse("{1|0}").fuzzy(parse("1/2"))
(False, True)
"""

from __future__ import annotations

from fractions import Fraction
from math import floor

from cgt._deep import maybe_deep
from cgt.game import SUM_PARTS, Game, _add, _make, set_canonical, set_tag

__all__ = ["le", "canonical", "canonical_sum", "is_number_form", "simplest_between"]

_LE: dict[tuple[int, int], bool] = {}


def _tag_ge_zero(x: Fraction, n: int, m: int) -> bool:
    """Is x + n·↑ + *m ≥ 0?  (↑*m > 0 unless m = 1; n·↑ + *m > 0 for n ≥ 2.)"""
    if x:
        return x > 0
    if n >= 2:
        return True
    if n == 1:
        return m != 1
    if n == 0:
        return m == 0
    return False


def le(g: Game, h: Game) -> bool:
    """Normal-play ``g ≤ h`` on arbitrary forms.

    >>> from cgt import up, star, zero
    >>> le(zero, up), le(up, zero), le(star, up)
    (True, False, False)
    """
    if g is h:
        return True
    tg, th = g._tag, h._tag
    if tg is not None and th is not None:
        return _tag_ge_zero(th[0] - tg[0], th[1] - tg[1], tg[2] ^ th[2])
    return maybe_deep(g.birthday + h.birthday, _le, g, h)


def _le(g: Game, h: Game) -> bool:
    if g is h:
        return True
    tg, th = g._tag, h._tag
    if tg is not None and th is not None:
        return _tag_ge_zero(th[0] - tg[0], th[1] - tg[1], tg[2] ^ th[2])
    key = (g._id, h._id)
    r = _LE.get(key)
    if r is None:
        r = _le_number_avoiding(g, h)
    if r is None:
        r = True
        for gl in g.left:
            if _le(h, gl):
                r = False
                break
        if r:
            for hr in h.right:
                if _le(hr, g):
                    r = False
                    break
        _LE[key] = r
    return r


def _le_number_avoiding(g: Game, h: Game) -> bool | None:
    """x ≤ H for a number x and a canonical non-number H, without exploring x.

    x ≤ H iff Right, moving first in H − x, loses; by Number Avoidance (Siegel, CGT, Thm
    II.4.3) Right has a winning move there iff he has one in H, i.e. some H^R ≤ x. Dually
    G ≤ y iff no G^L ≥ y. A canonical form without a tag is never a number (canonical numbers
    are always tagged), which is what makes the test cheap.
    """
    tg, th = g._tag, h._tag
    if tg is not None and tg[1] == 0 and tg[2] == 0 and th is None and h._canon is h:
        r = not any(_le(hr, g) for hr in h.right)
    elif th is not None and th[1] == 0 and th[2] == 0 and tg is None and g._canon is g:
        r = not any(_le(h, gl) for gl in g.left)
    else:
        return None
    _LE[(g._id, h._id)] = r
    return r


# ---------------------------------------------------------------------------- numbers
def simplest_between(lo: Fraction | None, hi: Fraction | None) -> Fraction:
    """The simplest dyadic number strictly between ``lo`` and ``hi`` (None: unbounded).

    >>> simplest_between(Fraction(1, 4), Fraction(1, 2)), simplest_between(None, Fraction(-2))
    (Fraction(3, 8), Fraction(-3, 1))
    """
    if lo is not None and hi is not None and not lo < hi:
        raise ValueError("need lo < hi")
    if (lo is None or lo < 0) and (hi is None or hi > 0):
        return Fraction(0)
    if hi is not None and hi <= 0:
        return -simplest_between(-hi, None if lo is None else -lo)
    # here lo >= 0
    assert lo is not None
    n = floor(lo) + 1
    if hi is None or n < hi:
        return Fraction(n)
    d = 2
    while True:
        c = Fraction(floor(lo * d) + 1, d)
        if c < hi:
            return c
        d *= 2


def _number_of(g: Game) -> Fraction | None:
    t = g._tag
    if t is not None and t[1] == 0 and t[2] == 0:
        return t[0]
    return None


_IS_NUMBER: dict[int, bool] = {}


def is_number_form(g: Game) -> bool:
    """Conway's definition on forms: options are numbers and every G^L < every G^R."""
    if _number_of(g) is not None:
        return True
    return maybe_deep(g.birthday, _is_number_form, g)


def _is_number_form(g: Game) -> bool:
    if _number_of(g) is not None:
        return True
    r = _IS_NUMBER.get(g._id)
    if r is None:
        r = all(_is_number_form(x) for x in g.left + g.right) and not any(
            _le(y, x) for x in g.left for y in g.right
        )
        _IS_NUMBER[g._id] = r
    return r


# ---------------------------------------------------------------------------- canonical
def canonical(g: Game) -> Game:
    """The normal-play canonical form of ``g``.

    >>> from cgt import parse
    >>> canonical(parse("{-1|1}")) == canonical(parse("0"))
    True
    """
    c = g._canon
    if c is not None:
        return c
    return maybe_deep(g.birthday, _canonical, g)


def _canonical(g: Game) -> Game:
    c = g._canon
    if c is not None:
        return c
    parts = SUM_PARTS.get(g._id)
    if parts is not None:
        c = _canonical_sum(_canonical(parts[0]), _canonical(parts[1]))
    else:
        c = _from_options([_canonical(x) for x in g.left], [_canonical(x) for x in g.right])
    set_canonical(g, c)
    return c


def canonical_sum(*games: Game) -> Game:
    """The canonical form of a sum, reducing as it goes: never builds the literal sum of the
    given forms, and uses closed forms for numbers, nimbers and ups.

    >>> from cgt import integer, up, star
    >>> canonical_sum(integer(5000), -integer(5000), up, star) is canonical_sum(up, star)
    True
    """
    from cgt.values import zero

    total = zero
    for g in games:
        c = canonical(g)
        total = maybe_deep(total.birthday + c.birthday, _canonical_sum, total, c)
    return total


def _canonical_sum(a: Game, b: Game) -> Game:
    """Canonical form of a + b for canonical a, b."""
    ta, tb = a._tag, b._tag
    if ta is not None and tb is not None:
        from cgt.values import from_tag

        return from_tag(ta[0] + tb[0], ta[1] + tb[1], ta[2] ^ tb[2])
    xa, xb = _number_of(a), _number_of(b)
    if xa is not None:
        return translate(b, xa)
    if xb is not None:
        return translate(a, xb)
    s = _add(a, b)
    c = s._canon
    if c is None:
        c = _from_options([_canonical(x) for x in s.left], [_canonical(x) for x in s.right])
        set_canonical(s, c)
    return c


_TRANSLATE: dict[tuple[int, Fraction], Game] = {}


def translate(g: Game, x: Fraction) -> Game:
    """Canonical form of x + g for a canonical ``g`` and a number x (Number Translation)."""
    from cgt.values import from_tag, number

    if not x:
        return g
    t = g._tag
    if t is not None:
        return from_tag(t[0] + x, t[1], t[2])
    key = (g._id, x)
    r = _TRANSLATE.get(key)
    if r is None:
        if _is_number_form(g):  # canonical numbers are tagged; kept for safety
            r = number(_canonical_number(g) + x)
        else:
            r = _make([translate(o, x) for o in g.left], [translate(o, x) for o in g.right])
            set_canonical(r, r)
        _TRANSLATE[key] = r
    return r


def _canonical_number(g: Game) -> Fraction:
    x = _number_of(g)
    if x is not None:
        return x
    lo = max((_canonical_number(o) for o in g.left), default=None)
    hi = min((_canonical_number(o) for o in g.right), default=None)
    return simplest_between(lo, hi)


def _nimber_of(g: Game) -> int | None:
    t = g._tag
    if t is not None and t[0] == 0 and t[1] == 0:
        return t[2]
    return None


def _from_options(left: list[Game], right: list[Game]) -> Game:
    """Canonical form of {left | right} whose options are canonical."""
    left = list(dict.fromkeys(left))
    right = list(dict.fromkeys(right))
    simple = _simple_value(left, right)
    if simple is not None:
        return simple
    while True:
        left = [x for x in left if not any(y is not x and _le(x, y) for y in left)]
        right = [x for x in right if not any(y is not x and _le(y, x) for y in right)]
        g = _make(left, right)
        changed = False
        new_left: list[Game] = []
        for x in left:
            for xr in x.right:
                if _le(xr, g):
                    new_left.extend(xr.left)
                    changed = True
                    break
            else:
                new_left.append(x)
        new_right: list[Game] = []
        for x in right:
            for xl in x.left:
                if _le(g, xl):
                    new_right.extend(xl.right)
                    changed = True
                    break
            else:
                new_right.append(x)
        if not changed:
            break
        left = list(dict.fromkeys(new_left))
        right = list(dict.fromkeys(new_right))
    simple = _simple_value(left, right)
    if simple is not None:
        return simple
    set_canonical(g, g)
    _recognise(g)
    return g


def _simple_value(left: list[Game], right: list[Game]) -> Game | None:
    """Numbers from number options; the mex for matching nimber options."""
    from cgt.values import nimber, number

    xs_l = [_number_of(x) for x in left]
    xs_r = [_number_of(x) for x in right]
    if None not in xs_l and None not in xs_r:
        lo = max(xs_l, default=None)  # type: ignore[type-var]
        hi = min(xs_r, default=None)  # type: ignore[type-var]
        if lo is None or hi is None or lo < hi:
            return number(simplest_between(lo, hi))
    if left and len(left) == len(right) and set(left) == set(right):
        ns = {_nimber_of(x) for x in left}
        if None not in ns:
            m = 0
            while m in ns:
                m += 1
            return nimber(m)
    return None


_RECOGNISING = [0]


def _recognise(g: Game) -> None:
    """Tag a canonical form that is x + n·↑ + *m but was reached by the general algorithm."""
    from cgt.values import from_tag

    if _RECOGNISING[0]:
        return
    tags = [o._tag for o in g.left + g.right]
    if not tags or None in tags:
        return
    xs = {t[0] for t in tags}  # type: ignore[index]
    if len(xs) != 1:
        return
    x = xs.pop()
    ns = {t[1] for t in tags}  # type: ignore[index]
    ms = {t[2] for t in tags}  # type: ignore[index]
    _RECOGNISING[0] += 1
    try:
        for n in sorted({k + d for k in ns for d in (-1, 1)} - {0}, key=abs):
            if abs(n) > g.birthday:
                continue
            for m in sorted({k ^ d for k in ms for d in (0, 1)} | {0, 1}):
                if from_tag(x, n, m) is g:
                    set_tag(g, (x, n, m))
                    return
    finally:
        _RECOGNISING[0] -= 1
