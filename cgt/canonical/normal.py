"""Normal-play order and canonical forms.

``le(G, H)`` is Conway's recursive test: G ≤ H unless some G^L ≥ H or some H^R ≤ G. Results are
memoised on the pair of interned forms. Canonical forms remove dominated options and bypass
reversible ones until neither applies (Siegel, *Combinatorial Game Theory*, Thm II.2.7–2.9).

Shortcuts keep common values from recursing at all:

- values x + n·↑ + *m carry a tag, and their order and sums are computed in closed form;
- uptimal values (``^[n]``, ``^<n>``) add by their expansions when the result is one CGSuite
  names;
- a number plus a non-number canonical form is translated option by option (Number Translation,
  Siegel Thm II.4.3 and II.4.7), so ``5000 + G`` never explores the integer;
- a form all of whose options are nimbers, the same on both sides, is the mex nimber;
- a sum (:mod:`cgt.sums`) is compared and reduced through the canonical forms of its
  components, added pairwise by recursion on options (never through the literal sum).

>>> from cgt import parse
>>> G = parse("{3||2|1}")
>>> str((G + G).canonical())
'{5||4,{5|4}|3}'
>>> parse("{1|0}") <= parse("1"), parse("{1|0}").fuzzy(parse("1/2"))
(False, True)
"""

from __future__ import annotations

from fractions import Fraction
from importlib.machinery import EXTENSION_SUFFIXES
from math import floor
from typing import Any

from cgt import _memo
from cgt._deep import _RUNNING, SHALLOW_DAY, maybe_deep, poll
from cgt._deep import _state as _deep_state
from cgt._pair_memo import PairMemo
from cgt.dyadic import Dyadic
from cgt.errors import SearchBoundExceeded
from cgt.game import (
    _LEFT_DEAD,
    _RIGHT_DEAD,
    Game,
    _Held,
    _make,
    _operand,
    as_game,
    nesting,
    set_canonical,
)
from cgt.outcome import _SUM_WINS
from cgt.sums import Sum
from cgt.values import (
    _scaled,
    _tag_ge_zero,
    expansion_of,
    from_expansion,
    from_tag,
    held_integer,
    nimber,
    number,
    zero,
)

__all__ = [
    "le",
    "canonical",
    "canonical_sum",
    "is_number_form",
    "simplest_between",
    "sum_wins",
]

# (the tables are C globals of type dict on the compiled core, normal.pxd: ``_LE.get(key)`` is
# then one C call, where a bound method held in a global was a generic call)
_LE: dict[tuple[int, int], bool] = _memo.table("normal order")
_MEMO_MAX = _memo.MAX_ENTRIES
# The compiled core keeps the order's answers in a C table instead (cgt._pair_memo: one cache
# line a look-up, where the dict of tuples reads four places in memory).
_LEC = PairMemo(_MEMO_MAX)


def _clear_order() -> None:
    """Empty the compiled core's order table (a hook of ``clear_caches``)."""
    _LEC.clear()


_memo.on_clear(_clear_order)
#: Whether this module runs compiled (as game.py's): a few loops differ.
_COMPILED = (__file__ or "").endswith(tuple(EXTENSION_SUFFIXES))


def le(g: Any, h: Any) -> bool:
    """Normal-play ``g ≤ h`` on arbitrary forms (sums compare through canonical forms).

    >>> from cgt import up, star, zero
    >>> le(zero, up), le(up, zero), le(star, up), le(1, "3/2")
    (True, False, False, True)
    """
    kg, kh = type(g), type(h)
    if (kg is not Game and kg is not _Held) or (kh is not Game and kh is not _Held):
        g, h = as_game(g), as_game(h)
    return _le_forms(g, h)


def _le_forms(g: Game, h: Game) -> bool:
    """``le`` of two forms (fields read as the C type's on the compiled core)."""
    if g is h:
        return True
    if type(g) is Sum or type(h) is Sum:
        g, h = canonical(g), canonical(h)
        if g is h:
            return True
    tg, th = g._tag, h._tag
    if tg is not None and th is not None:  # numbers and uptimals: no memo, no set-up
        return _tags_le(tg, th)
    if _COMPILED:
        key = None
        v = _LEC.get(g._id, h._id)  # asked before: no set-up at all
        if v >= 0:
            return v == 1
    else:
        key = (g._id, h._id)
        r = _LE.get(key)
        if r is not None:
            return r
    # only held values have expansions (a plain Game is explicit: no parameters to read)
    if (
        type(g) is not Game
        and type(h) is not Game
        and g._param is not None
        and h._param is not None
    ):
        r = _le_uptimal(g, h)
        if r is not None:
            return r
    # nesting never exceeds the birthday, so young forms skip its look-ups
    depth = g.birthday + h.birthday
    if depth > SHALLOW_DAY:
        depth = nesting(g) + nesting(h)
    if depth <= SHALLOW_DAY and not (_RUNNING[0] and _deep_state.deep):
        try:
            return _le_cold(g, h, tg, th, key)
        except RecursionError:
            pass  # deeper than the nesting suggested: maybe_deep starts again on a big stack
    return maybe_deep(depth, _le, g, h)


def _order_le(self: Game, other: Any) -> Any:
    """``G <= H``, bound as ``Game.__le__`` by :mod:`cgt.methods`: here, so that the compiled
    core answers it without a Python frame in between (a research loop asks it by the
    thousand); NotImplemented for what is no game.

    >>> from cgt import up, zero
    >>> _order_le(zero, up), _order_le(up, "0"), _order_le(up, 1.5j)
    (True, False, NotImplemented)
    """
    k, j = type(other), type(self)
    if (k is Game or k is _Held) and (j is Game or j is _Held):
        return _le_forms(self, other)  # le's own test of the operands, done here
    h = _operand(other)
    return NotImplemented if h is None else le(self, h)


def _order_ge(self: Game, other: Any) -> Any:
    """``G >= H``, bound as ``Game.__ge__`` (see :func:`_order_le`).

    >>> from cgt import up, zero
    >>> _order_ge(zero, up), _order_ge(up, 0)
    (False, True)
    """
    k, j = type(other), type(self)
    if (k is Game or k is _Held) and (j is Game or j is _Held):
        return _le_forms(other, self)
    h = _operand(other)
    return NotImplemented if h is None else le(h, self)


def _tags_le(tg: tuple[Any, int, int], th: tuple[Any, int, int]) -> bool:
    """x + n·↑ + *m ≤ y + k·↑ + *j, from the tags: different number parts decide (the rest is
    infinitesimal), else the sign of (k − n)·↑ + *(m ⊕ j)."""
    if tg[0] != th[0]:
        return tg[0] < th[0]  # type: ignore[no-any-return]
    return _tag_ge_zero(0, th[1] - tg[1], tg[2] ^ th[2])


def _le_uptimal(g: Game, h: Game) -> bool | None:
    """G ≤ H for uptimals (x + Σ dᵢ↑ⁱ + *m) without walking a huge one: a number plus an
    infinitesimal, so different number parts decide (a positive number exceeds every
    infinitesimal); else 0 ≤ H − G when the difference is a named uptimal, whose options are
    few."""
    eg = expansion_of(g)
    eh = expansion_of(h) if eg is not None else None
    if eg is None or eh is None:
        return None
    if eg[0] != eh[0]:
        return eg[0] < eh[0]
    k = max(len(eg[1]), len(eh[1]))
    pad = [(e[1] + (0,) * (k - len(e[1]))) for e in (eg, eh)]
    # H − G = U + *m with U an infinitesimal uptimal. For m ≥ 2 its sign is that of U + *2:
    # no follower of U is a nimber *j (j ≥ 2), so by induction on U and m the extra moves
    # *m → *j (2 ≤ j < m) lead to positions of the same outcome as U + *2, which is never P
    # (U ≠ *2), and so change no outcome. This spares walking the options of a huge *m.
    m = eg[2] ^ eh[2]
    d = from_expansion(
        Fraction(0), tuple(b - a for a, b in zip(*pad, strict=True)), m if m < 2 else 2
    )
    if d is None:
        return None
    t = d._tag
    if t is not None:
        return _tag_ge_zero(t[0], t[1], t[2])
    return maybe_deep(d.birthday, _le, zero, d)


def _le(g: Game, h: Game) -> bool:
    if g is h:
        return True
    tg, th = g._tag, h._tag
    if tg is not None and th is not None:
        return _tags_le(tg, th)
    if _COMPILED:
        v = _LEC.get(g._id, h._id)
        if v >= 0:
            return v == 1
        return _le_cold(g, h, tg, th, None)
    key = (g._id, h._id)
    r = _LE.get(key)
    if r is not None:
        return r
    return _le_cold(g, h, tg, th, key)


def _lefts(g: Game) -> tuple[Game, ...]:
    """``g.left``. The compiled core reads the C field where the form is typed, and a held
    value's field is None until its options are built: the property builds them."""
    r = g.left
    return r if r is not None else _held_options(g, True)


def _rights(g: Game) -> tuple[Game, ...]:
    """``g.right`` (see ``_lefts``)."""
    r = g.right
    return r if r is not None else _held_options(g, False)


def _held_options(g: Any, left: bool) -> tuple[Game, ...]:
    """A held value's options through its property (``g`` untyped: a Python attribute read)."""
    return g.left if left else g.right  # type: ignore[no-any-return]


def _le_cold(g: Game, h: Game, tg: Any, th: Any, key: Any) -> bool:
    """``_le`` once the cheap answers failed: ``g`` is not ``h``, ``tg`` and ``th`` are their
    tags (not both set), and ``key`` (their ids; None on the compiled core, whose table takes
    the ids) is not in the memo table."""
    if _explicit_budget is not None:
        _charge(1)
    r = True
    # forms under construction in _from_options have their stops recorded too
    # (the table first: no call and no attribute read when the stops are known)
    s = _STOPS.get(g._id, False)
    if s is False:
        s = _stops(g) if g._canon is True else None
    t = None
    if s is not None:
        t = _STOPS.get(h._id, False)
        if t is False:
            t = _stops(h) if h._canon is True else None
    # The stops decide most comparisons of hot games at once (Siegel, *Combinatorial Game
    # Theory*, ch. II, stops): L(G − H) ≤ L(G) + L(−H) = L(G) − R(H), and a game whose Left
    # stop is negative is negative; and G ≤ H gives L(G) ≤ L(H) and R(G) ≤ R(H).
    decided = False
    if t is not None:
        sg, sh = s, t  # (typed as tuples on the compiled core: their items read directly)
        if sg[0] < sh[1]:
            decided = True  # G − H < 0
        elif sg[0] > sh[0] or sg[1] > sh[1]:
            decided = True
            r = False
    if decided:
        pass
    elif type(g) is Sum or type(h) is Sum:
        r = _le(_canonical(g), _canonical(h))
    elif tg is not None and tg[1] == 0 and tg[2] == 0 and th is None and h._canon is True:
        # x ≤ H for a number x and a canonical non-number H, without exploring x: Right
        # moving first in H − x wins iff he wins by a move in H (Number Avoidance, Siegel,
        # CGT, Thm II.4.3), i.e. iff some H^R ≤ x. A canonical form without a tag is never a
        # number (canonical numbers are always tagged), which is what makes this sound.
        opts = h.right  # (inline, not _rights: a call per comparison costs the pure core)
        for hr in opts if opts is not None else _held_options(h, False):
            if _le(hr, g):
                r = False
                break
    elif th is not None and th[1] == 0 and th[2] == 0 and tg is None and g._canon is True:
        opts = g.left
        for gl in opts if opts is not None else _held_options(g, True):  # G ≤ y iff no G^L ≥ y
            if _le(h, gl):
                r = False
                break
    else:
        if _explicit_budget is not None:
            _charge(_option_count(g) + _option_count(h))
        opts = g.left
        for gl in opts if opts is not None else _held_options(g, True):
            if _le(h, gl):
                r = False
                break
        if r:
            opts = h.right
            for hr in opts if opts is not None else _held_options(h, False):
                if _le(hr, g):
                    r = False
                    break
    if _COMPILED:
        n = _LEC.put(g._id, h._id, r)
    else:  # _memo.put, inline on this hot path
        n = len(_LE)
        if n >= _MEMO_MAX:
            _LE.clear()
        _LE[key] = r
    if not n & 1023:
        poll()  # a long comparison writes entries all along: Ctrl-C is seen here
    return r


_STOPS: dict[int, tuple[float, float] | None] = _memo.table("stops as floats")
_EXACT = 1 << 53


def _stops(g: Game) -> tuple[float, float] | None:
    """(L(G), R(G)) as floats, or None when a stop is not exactly a float (a huge numerator
    or denominator), ``g`` is a sum, or the form equals a number its options do not name: a
    cheap filter for ``_le``. Stops depend on the value only (G ≤ H gives L(G) ≤ L(H) and
    R(G) ≤ R(H)), so the forms ``_from_options`` builds have them as their values do."""
    r = _STOPS.get(g._id, False)
    if r is not False:
        return r  # type: ignore[return-value]
    t = g._tag
    if t is None:
        e = expansion_of(g) if g._param is not None else None
        if e is not None:
            t = e
    if t is not None:
        x = t[0]
        n, d = x.numerator, x.denominator
        r = (n / d, n / d) if -_EXACT < n < _EXACT and d < _EXACT else None
    elif g._param is not None or not g.left or not g.right:
        r = None  # a sum (not canonical) — or nothing to take a stop from
    else:
        lo = None
        for x in g.left:
            s = _stops(x)
            if s is None:
                lo = None
                break
            if lo is None or s[1] > lo:
                lo = s[1]
        hi = None
        if lo is not None:
            for x in g.right:
                s = _stops(x)
                if s is None:
                    hi = None
                    break
                if hi is None or s[0] < hi:
                    hi = s[0]
        # The recursion L = max R(G^L), R = min L(G^R) holds for forms not equal to a number.
        # A form equal to a number x has lo ≤ x ≤ hi (each G^L ⊲ x ⊲ each G^R), and one that
        # is not has L ≥ R; so lo ≥ hi makes (lo, hi) the stops of any form, and lo < hi
        # (never for a canonical form, whose numbers are tagged) leaves x unknown.
        r = None if lo is None or hi is None or lo < hi else (lo, hi)
    if len(_STOPS) >= _memo.MAX_ENTRIES:
        _STOPS.clear()
    _STOPS[g._id] = r
    return r


def sum_wins(components: tuple[Game, ...]) -> tuple[bool, bool]:
    """(Left wins moving first, Right wins moving first) in normal play on the sum of
    ``components``, by two comparisons instead of a canonical sum: A + B ≤ 0 iff A ≤ −B, and
    Left wins moving first iff A + B ≰ 0 (Siegel, *Combinatorial Game Theory*, §II.1). With
    more than two components, A is the oldest and B the canonical sum of the others.

    >>> from cgt import parse
    >>> sum_wins((parse("{1|0}"), parse("-1/2")))
    (True, True)
    """
    if len(components) == 2:
        a, b = components
        if a.birthday < b.birthday:
            a, b = b, a
    else:
        k = max(range(len(components)), key=lambda i: components[i].birthday)
        a = components[k]
        b = canonical_sum(*components[:k], *components[k + 1 :])
    nb = b.conjugate()
    depth = nesting(a) + nesting(nb)
    return (
        not maybe_deep(depth, _le, a, nb),
        not maybe_deep(depth, _le, nb, a),
    )


_SUM_WINS[0] = sum_wins  # outcomes of normal-play sums


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


def _simplest(lo: Any, hi: Any) -> Game:
    """``number(simplest_between(lo, hi))`` for number parts as tags hold them (ints or
    Dyadics; None: unbounded; lo < hi): between integers without a Fraction. 0 when lo < 0 <
    hi; else, for 0 ≤ lo, lo + 1 if it is below hi, and lo + 1/2 when hi = lo + 1; dually for
    hi ≤ 0 (the simplicity theorem, Siegel, *Combinatorial Game Theory*, ch. II).

    >>> [str(_simplest(a, b)) for a, b in ((None, None), (-3, 2), (2, None), (2, 3), (None, 0),
    ...  (-1, 0), (-7, -2))]
    ['0', '0', '3', '5/2', '-1', '-1/2', '-3']
    """
    if (lo is None or lo < 0) and (hi is None or hi > 0):
        return zero
    if (lo is None or type(lo) is int) and (hi is None or type(hi) is int):
        if lo is not None and lo >= 0:
            if hi is None or lo + 1 < hi:
                return held_integer(lo + 1)
            return from_tag(_scaled(2 * lo + 1, 1), 0, 0)  # hi = lo + 1
        if lo is None or hi - 1 > lo:  # here hi <= 0
            return held_integer(hi - 1)
        return from_tag(_scaled(2 * hi - 1, 1), 0, 0)  # lo = hi - 1
    return number(simplest_between(lo, hi))  # type: ignore[no-any-return]


def _number_of(g: Game) -> Fraction | None:
    t = g._tag
    if t is not None and t[1] == 0 and t[2] == 0:
        return t[0]
    return None


_IS_NUMBER: dict[int, bool] = _memo.table("number forms")
_is_number_get = _IS_NUMBER.get


def is_number_form(g: Game) -> bool:
    """Conway's definition on forms: options are numbers and every G^L < every G^R.

    >>> from cgt import parse
    >>> is_number_form(parse("{-1|1}")), is_number_form(parse("{1|-1}"))
    (True, False)
    """
    if g._tag is not None:
        return _number_of(g) is not None
    if g._param is not None and type(g) is not Sum:
        return False  # the other parametrised values are infinitesimal, never numbers
    return maybe_deep(nesting(g), _is_number_form, g)


def _is_number_form(g: Game) -> bool:
    if g._tag is not None:
        return _number_of(g) is not None
    if g._param is not None and type(g) is not Sum:
        return False
    r = _is_number_get(g._id)
    if r is None:
        r = all(_is_number_form(x) for x in g.left + g.right) and not any(
            _le(y, x) for x in g.left for y in g.right
        )
        _memo.put(_IS_NUMBER, g._id, r)
    return r


# ---------------------------------------------------------------------------- canonical
def canonical(g: Any) -> Game:
    """The normal-play canonical form of ``g``.

    >>> from cgt import parse
    >>> canonical(parse("{-1|1}")) is canonical(parse("0"))
    True
    """
    if type(g) is not Game and type(g) is not Sum:
        g = as_game(g)
    f = g  # a form: the C type's fields on the compiled core (normal.pxd)
    c = f._canon
    if c is not None:
        return g if c is True else c
    if type(g) is Sum:
        p = f._param  # the sum's parameters: its components a C field (normal.pxd)
        c = _sum_canonical(p.components)
        set_canonical(g, c)
        return c
    if type(g) is Game:  # a fresh explicit form: held options first, nothing to recurse into
        left, right = f.left, f.right  # (set: an explicit form)
        # (the first options looked at here: most forms have an untagged one, and no call;
        # read through a typed local, a field on the compiled core, normal.pxd)
        if left:
            x = left[0]
            tagged = x._tag is not None
        else:
            tagged = True
        if tagged and right:
            x = right[0]
            tagged = x._tag is not None
        if tagged:
            c = _from_tagged_options(left, right, g)
            if c is not None:
                set_canonical(g, c)
                return c
    depth = nesting(g)
    if depth <= SHALLOW_DAY and not (_RUNNING[0] and _deep_state.deep):  # in_deep_thread()
        try:
            return _canonical(g)
        except RecursionError:
            pass
    return maybe_deep(depth, _canonical, g)


# Bound as Game.canonical by cgt.methods: defined here, so that the compiled core answers a
# research loop's G.canonical() without a Python frame in between.
def _canonical_method(self: Game) -> Game:
    """The normal-play canonical form (dominated options removed, reversible bypassed).

    >>> from cgt import parse
    >>> str(parse("{3||2|1} + {3||2|1}").canonical())
    '{5||4,{5|4}|3}'
    """
    c = self._canon
    if c is True:
        return self
    return c if c is not None else canonical(self)


def _canonical(g: Game) -> Game:
    c = g._canon
    if c is not None:
        return g if c is True else c
    if type(g) is Sum:
        c = _fold([_canonical(x) for x in g.components])
    else:
        left, right = g.left, g.right
        c = None
        if (not left or left[0]._tag is not None) and (not right or right[0]._tag is not None):
            # (an explicit form is the one object with its options; a held one is not)
            c = _from_tagged_options(left, right, g if type(g) is Game else None)
        if c is None:
            c = _from_options([_canonical(x) for x in left], [_canonical(x) for x in right])
    set_canonical(g, c)
    return c


def _from_tagged_options(
    left: tuple[Game, ...], right: tuple[Game, ...], whole: Game | None = None
) -> Game | None:
    """The canonical form of {left | right} (the form ``whole``, if given) when every option
    is a value x + n·↑ + *m (a tagged canonical form) and what is left after dominance is
    numbers, or the same nimbers on both sides; None otherwise, for the general algorithm.

    Tags order such options in closed form, so dominance costs no comparison of forms. Then
    numbers only (one per side, as numbers are ordered): the simplest number between them
    when the Left one is below the Right one (the simplicity theorem, Siegel, *Combinatorial
    Game Theory*, ch. II), else {a | b} with a ≥ b, which is canonical: no option reverses,
    since a^R ≤ {a | b} would give a^R = R(a^R) ≤ R({a | b}) = b ≤ a < a^R (G ≤ H gives
    R(G) ≤ R(H), ch. II, stops), and dually. The same nimbers on both sides: their mex (the
    mex rule of impartial games).

    >>> from cgt import parse
    >>> [str(_from_tagged_options(parse(s).left, parse(s).right)) for s in
    ...  ("{3|*2,-3}", "{0,1|2}", "{0,*|0,*}", "{^|*}")]
    ['+-3', '3/2', '*2', 'None']
    """
    # All tagged, before any work: most forms are not, and leave at once. Dominance can leave
    # numbers only on a side holding a number (only a number dominates a non-number there).
    # (``!= 0`` of a tag's int parts: a C test on the compiled core, their truth a call)
    has_number = has_other = 0  # bit 1: on the left, bit 2: on the right
    for x in left:
        t = x._tag
        if t is None:
            return None
        if t[1] != 0 or t[2] != 0:
            has_other |= 1
        else:
            has_number |= 1
    for x in right:
        t = x._tag
        if t is None:
            return None
        if t[1] != 0 or t[2] != 0:
            has_other |= 2
        else:
            has_number |= 2
    if has_other & ~has_number:
        if left and _same_options(left, right):
            return _simple_value(list(left), list(right))  # nimbers (and no number) or None
        return None
    lt = _undominated_tags(left, False)
    rt = _undominated_tags(right, True)
    lo = hi = None
    numbers = True
    for x in lt:  # one option is left per side when all are numbers (they are ordered)
        t = x._tag
        if t[1] != 0 or t[2] != 0:
            numbers = False
        else:
            lo = t[0]
    for x in rt:
        t = x._tag
        if t[1] != 0 or t[2] != 0:
            numbers = False
        else:
            hi = t[0]
    if numbers:
        if lo is None or hi is None or lo < hi:
            return _simplest(lo, hi)
        # {a | b}, a ≥ b: a* = {a | a} is a value; with a > b no value has these options, and
        # with nothing dominated the form is ``whole`` itself (one object per form)
        if lt is left and rt is right and whole is not None and lo != hi:
            g = whole
        else:
            g = _make(lt, rt, lo == hi)
        if g._canon is None:
            set_canonical(g, g)
        return g
    if left and _same_options(left, right):
        return _simple_value(list(left), list(right))  # nimbers (and no number) or None
    return None


def canonical_sum(*games: Any) -> Game:
    """The canonical form of a sum, reducing as it goes: never builds the literal sum of the
    given forms, and uses closed forms for numbers, nimbers, ups and the named uptimals.

    >>> from cgt import integer, up, star
    >>> canonical_sum(integer(5000), -integer(5000), up, star) is canonical_sum(up, star)
    True
    """
    parts: list[Game] = []
    for x in games:
        g = as_game(x)
        parts.extend(g.components if type(g) is Sum else (g,))
    return _sum_canonical(parts)


def _sum_canonical(parts: Any) -> Game:
    """The canonical form of the sum of ``parts`` (forms, none of them a sum)."""
    x, total, rest = _gather([canonical(g) for g in parts])
    if not rest:
        return translate(total, x)  # a tag: in closed form
    # Only the forms added by recursion on options can nest deeply: the number part and the
    # paired switches were added in closed form.
    depth = nesting(total)
    for c in rest:
        depth += nesting(c)
    return maybe_deep(depth, _add_each, x, total, rest)


def _fold(canon: list[Game]) -> Game:
    """Add canonical forms: tags in closed form, uptimals by expansion, switches of equal
    temperature in pairs, then the rest by recursion on options, the number part translated
    in at the end."""
    x, total, rest = _gather(canon)
    return _add_each(x, total, rest)


def _gather(canon: list[Game]) -> tuple[Any, Game, list[Game]]:
    """(x, T, rest) with sum(canon) = x + T + sum(rest): x the number part, T the canonical
    n·↑ + *m of the tags; switches of equal temperature cancel in pairs into x, and ``rest``
    lists what is left, uptimals first, then the others by birthday."""
    x: Fraction | int = 0
    n = m = 0
    upt: list[Game] = []
    rest: list[Game] = []
    hot: dict[Fraction | int, tuple[Game, Fraction | int]] = {}  # unpaired switches by x − y
    for c in canon:
        t = c._tag
        if t is not None:
            x += t[0]
            n += t[1]
            m ^= t[2]
            continue
        s = _switch(c)
        if s is not None:
            # {a|b} = (a + b)/2 ± (a − b)/2, and ±t ± t = 0: a pair leaves its means
            width = s[0] - s[1]
            other = hot.pop(width, None)
            if other is None:
                hot[width] = (c, s[0] + s[1])
            else:
                x += _half(other[1] + s[0] + s[1])
        elif expansion_of(c) is not None:
            upt.append(c)
        else:
            rest.append(c)
    rest += [c for c, _ in hot.values()]
    rest.sort(key=_birthday)
    return x, from_tag(0, n, m), upt + rest


def _birthday(g: Game) -> int:
    return g.birthday


def _add_each(x: Any, total: Game, forms: list[Game]) -> Game:
    """x + total + sum(forms), all canonical (x a number), one form at a time."""
    for g in forms:
        total = _canonical_sum(total, g)
    return translate(total, x)


_CSUM: dict[tuple[int, int], Game] = _memo.table("normal sums")
_csum_get = _CSUM.get


def _canonical_sum(a: Game, b: Game) -> Game:
    """Canonical form of a + b for canonical a, b."""
    ta, tb = a._tag, b._tag
    if ta is not None and tb is not None:
        return from_tag(ta[0] + tb[0], ta[1] + tb[1], ta[2] ^ tb[2])
    xa, xb = _number_of(a), _number_of(b)
    if xa is not None:
        return translate(b, xa)
    if xb is not None:
        return translate(a, xb)
    sa = _switch(a)
    if sa is not None:
        sb = _switch(b)
        if sb is not None:
            return _switch_sum(a, b, sa, sb)
    # only held values and tagged forms have expansions: explicit forms skip the call
    ea = expansion_of(a) if a._param is not None or ta is not None else None
    eb = expansion_of(b) if ea is not None and (b._param is not None or tb is not None) else None
    if ea is not None and eb is not None:
        named = _add_expansions(ea, eb)
        if named is not None:
            return named
        _check_explicit_uptimal(a, b, ea, eb)
        if _explicit_budget is None:
            return _explicit_uptimal_sum(a, b)
    key = (a._id, b._id) if a._id <= b._id else (b._id, a._id)
    r = _csum_get(key)
    if r is None:
        if _explicit_budget is not None:
            # a sum of followers costs some thirty comparisons' time, besides its options
            _charge(30 + _option_count(a) + _option_count(b))
        al, ar = _lefts(a), _rights(a)
        r = _from_options(
            [_canonical_sum(x, b) for x in al] + [_canonical_sum(a, y) for y in _lefts(b)],
            [_canonical_sum(x, b) for x in ar] + [_canonical_sum(a, y) for y in _rights(b)],
            len(al),
            len(ar),
        )
        _memo.put(_CSUM, key, r)
    return r


def _switch(g: Game) -> tuple[Fraction, Fraction] | None:
    """(x, y) when the canonical ``g`` is the switch {x | y} of numbers x > y."""
    if g._param is not None or g._tag is not None:
        return None
    lt, rt = g.left, g.right  # an explicit form's (no held value gets here)
    if len(lt) != 1 or len(rt) != 1:
        return None
    c = lt[0]
    x = c._tag
    c = rt[0]
    y = c._tag
    if x is None or y is None or x[1] or x[2] or y[1] or y[2]:
        return None
    return x[0], y[0]


def _half(v: Any) -> Any:
    """v / 2, exactly, as the values hold it (an int stays an int when even)."""
    if type(v) is int:
        return v >> 1 if not v & 1 else _scaled(v, 1)
    if type(v) is Dyadic:
        return v.half()
    return Fraction(v) / 2


def _switch_sum(
    a: Game, b: Game, sa: tuple[Fraction, Fraction], sb: tuple[Fraction, Fraction]
) -> Game:
    """{x|y} + {u|v} for switches of numbers, in closed form. With a = m + ±s, b = n + ±t
    (m the mean, s = (x − y)/2 the temperature): equal temperatures cancel (±s ± s = 0);
    else, the hotter being a, the sum is {x + b | y + b}, already canonical (its Left option's
    Right stop x + v exceeds its Right option's Left stop y + u, so neither reverses)."""
    (x, y), (u, v) = sa, sb
    if x - y == u - v:
        return from_tag(_half(x + y + u + v), 0, 0)
    if x - y < u - v:
        a, b, x, y = b, a, u, v
    key = (a._id, b._id) if a._id <= b._id else (b._id, a._id)
    r = _csum_get(key)
    if r is None:
        r = _make([translate(b, x)], [translate(b, y)])
        set_canonical(r, r)
        _memo.put(_CSUM, key, r)
    return r


MAX_UPTIMAL_LENGTH = 150
"""Longest uptimal expansion whose sum is built explicitly when it has no compact name."""

MAX_UPTIMAL_STEPS = 5_000_000
"""How much work building one such explicit form may do (about ten seconds): a step is a sum
of followers, an option looked at, or a pair tested for dominance (a few µs each; the count
depends on the coefficients and the nimber part, not only on the length)."""

#: What the explicit uptimal sum being built may still compute; None outside one.
_explicit_budget: list[int] | None = None


def _option_count(g: Game) -> int:
    """How many options g has, without building those of a value held by its parameters (a
    big nimber part has many)."""
    counts = getattr(g._param, "counts", None)
    return sum(counts()) if counts is not None else len(g.left) + len(g.right)


def _charge(steps: int) -> None:
    assert _explicit_budget is not None
    _explicit_budget[0] -= steps
    if _explicit_budget[0] < 0:
        raise SearchBoundExceeded(
            "the explicit canonical form of this uptimal sum (it has no compact name) needs "
            f"more than cgt.canonical.normal.MAX_UPTIMAL_STEPS = {MAX_UPTIMAL_STEPS} steps "
            "(sums of followers, their options, comparisons; raise it to build the form anyway)"
        )


def _explicit_uptimal_sum(a: Game, b: Game) -> Game:
    global _explicit_budget
    _explicit_budget = [MAX_UPTIMAL_STEPS]
    try:
        return _canonical_sum(a, b)
    finally:
        _explicit_budget = None


def _check_explicit_uptimal(
    a: Game,
    b: Game,
    ea: tuple[Fraction, tuple[int, ...], int],
    eb: tuple[Fraction, tuple[int, ...], int],
) -> None:
    # The explicit form costs about n^2.5 (n = 160: seconds), so a long one is refused up
    # front instead of running for hours; CGSuite has to build the same form.
    n = max(len(ea[1]), len(eb[1]))
    if n > MAX_UPTIMAL_LENGTH:
        raise SearchBoundExceeded(
            f"{a} + {b} has no compact uptimal name; its explicit canonical form would have "
            f"birthday about {n}, past cgt.canonical.normal.MAX_UPTIMAL_LENGTH = "
            f"{MAX_UPTIMAL_LENGTH} (raise it to build the form anyway)"
        )


def _add_expansions(
    ea: tuple[Fraction, tuple[int, ...], int], eb: tuple[Fraction, tuple[int, ...], int]
) -> Game | None:
    """x + Σ dᵢ↑ⁱ + *m adds coefficientwise (uptimals are sums of the ↑ⁱ); the result when
    it is a value held by its parameters."""
    ca, cb = ea[1], eb[1]
    k = max(len(ca), len(cb))
    c = tuple((ca[i] if i < len(ca) else 0) + (cb[i] if i < len(cb) else 0) for i in range(k))
    return from_expansion(ea[0] + eb[0], c, ea[2] ^ eb[2])


_TRANSLATE: dict[tuple[int, Fraction], Game] = _memo.table("number translation")
_translate_get = _TRANSLATE.get


def translate(g: Game, x: Fraction) -> Game:
    """Canonical form of x + g for a canonical ``g`` and a number x (Number Translation)."""
    if not x:
        return g
    t = g._tag
    if t is not None:
        return from_tag(t[0] + x, t[1], t[2])
    e = expansion_of(g)
    if e is not None:
        named = from_expansion(e[0] + x, e[1], e[2])
        if named is not None:
            return named
    key = (g._id, x)
    r = _translate_get(key)
    if r is None:
        r = _make([translate(o, x) for o in g.left], [translate(o, x) for o in g.right])
        set_canonical(r, r)
        _memo.put(_TRANSLATE, key, r)
    return r


def _nimber_of(g: Game) -> int | None:
    t = g._tag
    if t is not None and t[0] == 0 and t[1] == 0:
        return t[2]
    return None


def _from_options(
    left: list[Game], right: list[Game], split_left: int = 0, split_right: int = 0
) -> Game:
    """Canonical form of {left | right} whose options are canonical.

    For a sum A + B of canonical forms, ``left`` is the A^L + B followed by the A + B^L
    (``split_left`` of the first kind; likewise on the right): no option of one kind dominates
    another of the same kind (A^L₁ + B ≤ A^L₂ + B iff A^L₁ ≤ A^L₂, and A has no dominated
    options), so only options of different kinds are compared for dominance at first."""
    # With the two kinds of a sum's options, _across keeps only the undominated ones at once.
    settled = bool(split_left or split_right)
    if settled:
        left = _across(left, split_left, False)
        right = _across(right, split_right, True)
    else:
        if _COMPILED:
            left = _distinct(left)
            right = _distinct(right)
        else:  # a dict in C beats a loop of Python bytecode
            left = list(dict.fromkeys(left))
            right = list(dict.fromkeys(right))
    simple = _simple_value(left, right)
    if simple is not None:
        return simple
    while True:
        if not settled:
            if _explicit_budget is not None:
                # the pairwise dominance tests below (products, not **: a C power when compiled)
                _charge(len(left) * len(left) + len(right) * len(right))
            # a few options (most forms): the memo table answers their pairs at once
            left = _undominated_among(left, False) if len(left) > 3 else _undominated(
                left, left, False
            )
            right = _undominated_among(right, True) if len(right) > 3 else _undominated(
                right, right, True
            )
        settled = False  # bypassing reversible options brings new ones: compare them all
        g = _make(left, right)
        if g._canon is True:
            return g
        # Stops depend on the value only, so g's (from its canonical options) let the stops
        # decide most of the reversibility tests below, as they do between canonical forms.
        sg = _stops(g)
        changed = False
        new_left: list[Game] = []
        for x in left:
            if x._flags & _RIGHT_DEAD:  # no Right option to reverse through (x ≥ 0 integers):
                new_left.append(x)  # a held value's options are not even built
                continue
            for xr in _rights(x):
                r = _known_le(xr, g, _float_stops(xr), sg)
                if r is None:
                    r = _le(xr, g)
                if r:
                    new_left.extend(_lefts(xr))
                    changed = True
                    break
            else:
                new_left.append(x)
        new_right: list[Game] = []
        for x in right:
            if x._flags & _LEFT_DEAD:
                new_right.append(x)
                continue
            for xl in _lefts(x):
                r = _known_le(g, xl, sg, _float_stops(xl))
                if r is None:
                    r = _le(g, xl)
                if r:
                    new_right.extend(_rights(xl))
                    changed = True
                    break
            else:
                new_right.append(x)
        if not changed:
            break
        if _COMPILED:
            left = _distinct(new_left)
            right = _distinct(new_right)
        else:
            left = list(dict.fromkeys(new_left))
            right = list(dict.fromkeys(new_right))
    simple = _simple_value(left, right)
    if simple is not None:
        return simple
    set_canonical(g, g)
    return g


def _distinct(options: list[Game]) -> list[Game]:
    """``list(dict.fromkeys(options))``: the options without repeats, in order (repeats are
    forms of the same id: a form, or an alias of it). A few options (most forms) are compared
    by identity and id, without a dict: its hashes cost a call each through Game's slots."""
    if len(options) > 8:
        return list(dict.fromkeys(options))
    out = []
    for x in options:
        i = x._id
        for y in out:
            if y is x or y._id == i:
                break
        else:
            out.append(x)
    return out


def _same_options(left: Any, right: Any) -> bool:
    """``len(left) == len(right) and set(left) == set(right)`` for options (forms; equal: the
    same id), without building sets for a few."""
    n = len(left)
    if n != len(right):
        return False
    if n > 8 or not _COMPILED:  # (the pure-Python core: sets, in C, beat a bytecode loop)
        return set(left) == set(right)
    for x in left:
        i = x._id
        for y in right:
            if y is x or y._id == i:
                break
        else:
            return False
    for y in right:
        i = y._id
        for x in left:
            if x is y or x._id == i:
                break
        else:
            return False
    return True


def _across(options: list[Game], split: int, right: bool) -> list[Game]:
    """The undominated ones of ``options`` (canonical forms), where none of the first
    ``split`` dominates another of them and none of the rest another of the rest (see
    ``_from_options``); ``right``: smaller options dominate."""
    first = options[:split]
    seen = set(first)
    second = [y for y in dict.fromkeys(options[split:]) if y not in seen]
    if _explicit_budget is not None:
        _charge(2 * len(first) * len(second))
    return _undominated(first, second, right) + _undominated(second, first, right)


def _undominated(options: list[Game], rivals: list[Game], right: bool) -> list[Game]:
    """The options that no rival other than themselves dominates (for Left, x is dominated by
    a rival y ≥ x; for Right, by a y ≤ x), in their order. Loops rather than ``any(…)`` over
    a generator: a compiled generator costs more than the comparisons it makes here."""
    kept = []
    for x in options:
        for y in rivals:
            if y is not x and (_le(y, x) if right else _le(x, y)):
                break
        else:
            kept.append(x)
    return kept


def _undominated_among(options: list[Game], right: bool) -> list[Game]:
    """The options (distinct canonical forms) that no other of them dominates, in any order.

    One pass, keeping the undominated ones met so far: a new option dominated by a kept one
    goes (the kept ones are never dominated by it: distinct canonical forms are distinct
    values, so domination is strict), else it drops the kept ones it dominates and stays. An
    option dropped was dominated by one kept or by one dropped in turn, so by transitivity by
    one kept at the end. Each pair is compared at most twice, most of them once or never:
    the tags and stops decide most pairs before a call of ``_le`` (see ``_known_le``)."""
    kept: list[Game] = []
    kept_stops: list[Any] = []
    for x in options:
        sx = _float_stops(x)
        dominated = False
        i = 0
        for k in kept:  # a kept k ≥ x (Left) or k ≤ x (Right) dominates x
            sk = kept_stops[i]
            r = _known_le(k, x, sk, sx) if right else _known_le(x, k, sx, sk)
            if r is None:
                r = _le(k, x) if right else _le(x, k)
            if r:
                dominated = True
                break
            i += 1
        if dominated:
            continue
        if kept:
            j = 0
            n = len(kept)
            while j < n:  # drop the kept ones x dominates
                k = kept[j]
                sk = kept_stops[j]
                r = _known_le(x, k, sx, sk) if right else _known_le(k, x, sk, sx)
                if r is None:
                    r = _le(x, k) if right else _le(k, x)
                if r:
                    del kept[j]
                    del kept_stops[j]
                    n -= 1
                else:
                    j += 1
        kept.append(x)
        kept_stops.append(sx)
    return kept


def _float_stops(g: Game) -> tuple[float, float] | None:
    """The float stops of ``g`` (see ``_stops``) when ``g`` is canonical, else None: the
    filter ``_le_cold`` applies, read once per option instead of once per comparison."""
    s = _STOPS.get(g._id, False)
    if s is False:
        s = _stops(g) if g._canon is g else None
    return s  # type: ignore[return-value]


def _known_le(g: Game, h: Game, sg: Any, sh: Any) -> bool | None:
    """g ≤ h when the tags or the stops ``sg``, ``sh`` (``_float_stops``) decide it, without
    the memo table; None when they do not (the tests of ``_le`` and ``_le_cold``)."""
    if g is h:
        return True
    tg, th = g._tag, h._tag
    if tg is not None and th is not None:
        if tg[0] != th[0]:
            return tg[0] < th[0]  # type: ignore[no-any-return]
        return _tag_ge_zero(0, th[1] - tg[1], tg[2] ^ th[2])
    if sg is not None and sh is not None:
        if sg[0] < sh[1]:
            return True  # L(g − h) ≤ L(g) − R(h) < 0
        if sg[0] > sh[0] or sg[1] > sh[1]:
            return False  # g ≤ h gives L(g) ≤ L(h) and R(g) ≤ R(h)
    return None


def _undominated_tags(options: tuple[Game, ...], right: bool) -> list[Game]:
    """The undominated ones of ``options`` (see ``_undominated``), all tagged, by their tags.
    Distinct canonical forms are distinct values, so x ≤ y between two of them is strict."""
    n = len(options)
    if n < 2:  # nothing to dominate a lone option (a side of most forms): the tuple itself
        return options  # type: ignore[return-value]  # (the caller only reads it)
    if n == 2:  # two: one comparison each way at most (x < y strict: x ≠ y in value)
        x = options[0]
        y = options[1]
        tx = x._tag
        ty = y._tag
        if tx[0] != ty[0]:
            lower = tx[0] < ty[0]  # the rest is infinitesimal
        elif _tags_le(tx, ty):
            lower = True
        elif _tags_le(ty, tx):
            lower = False
        else:
            return options  # type: ignore[return-value]  # incomparable: both stay
        # a tuple: the caller's _make takes a tuple of one as it is (and builds one from a list)
        if lower:  # x < y: Left keeps y, Right keeps x
            return (x,) if right else (y,)  # type: ignore[return-value]
        return (y,) if right else (x,)  # type: ignore[return-value]
    kept = []
    for x in options:
        tx = x._tag
        for y in options:
            if y is not x:
                ty = y._tag
                a, b = (ty, tx) if right else (tx, ty)
                # a ≤ b: inline when the number parts differ (the rest is infinitesimal)
                if a[0] < b[0] if a[0] != b[0] else _tags_le(a, b):
                    break
        else:
            kept.append(x)
    return kept


def _simple_value(left: list[Game], right: list[Game]) -> Game | None:
    """Numbers from number options; the mex for matching nimber options."""
    # the tags read in place: a call of _number_of per option cost more than the rest here
    numbers = True
    lo = hi = None
    for x in left:
        t = x._tag
        if t is None or t[1] or t[2]:
            numbers = False
            break
        if lo is None or t[0] > lo:
            lo = t[0]
    if numbers:
        for x in right:
            t = x._tag
            if t is None or t[1] or t[2]:
                numbers = False
                break
            if hi is None or t[0] < hi:
                hi = t[0]
    if numbers and (lo is None or hi is None or lo < hi):
        return _simplest(lo, hi)
    if left and _same_options(left, right):
        ns = {_nimber_of(x) for x in left}
        if None not in ns:
            m = 0
            while m in ns:
                m += 1
            return nimber(m)
    return zero if not left and not right else None
