"""Misère impartial canonical forms (Conway, *On Numbers and Games*, ch. 12).

Two impartial games are equal in misère play (G ≡ H mod I) when o⁻(G + X) = o⁻(H + X) for
every impartial X. Conway's simplification theorem: with canonical options, G = {S} is equal to
H whenever

- H ≠ 0, every option of H is in S, and every member of S that is not an option of H has H as
  an option (the option reverses through H); or
- H = 0, every member of S has 0 as an option, and G is a misère N-position like 0 (some member
  of S is a P-position): the *Grundy–Smith proviso*;

and a game to which neither applies is in simplest form, unique in its class (Conway; see also
Siegel, *On the structure of misère impartial games*, 2020, §2). Canonical forms are computed
bottom-up: options first, then the rules above.

Canonical forms are held as records (birthday, g⁺, g⁻, phylum, parity) so that sums, mates,
parts and printing run on them; :func:`misere_canonical` returns the form as a :class:`Game`,
interned like every form, so identity of canonical forms is equality mod I.

**Parity.** Every canonical G has exactly one of G, G + * with the smaller birthday (the two
birthdays differ by one); that one is *even*, the other *odd*, and for even G the canonical
options of G + * are G and the G' + * . This is how CGSuite stores games, and how it prints them.

**Order.** Options are listed in CGSuite's order (MisereCanonicalGameOps): by the even part's
birthday, number of options, g⁺, g⁻, then its options lexicographically, even before odd; the
even games CGSuite builds at start-up (all born by day 4 and seventeen born on day 5) come first,
in its order. This matters only for printing.

>>> from cgt import nimber, parse
>>> from cgt.impartial.misere_notation import misere_str
>>> misere_str(misere_sum(nimber(2), nimber(2))), misere_str(parse("{*2, 0 | *2, 0}"))
('*[2[2]]', '*[1]')
>>> canonical_form(nimber(1) + nimber(1)) is canonical_form(parse("0"))
True
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable

from cgt._deep import maybe_deep
from cgt.errors import SearchBoundExceeded
from cgt.game import Game, game, misere_form
from cgt.impartial._phyla import classify
from cgt.impartial.nim_arithmetic import mex
from cgt.impartial.nim_values import (
    _SUM_MISERE_VALUE,
    as_nimber,
    bottom_up,
    require_impartial,
    sum_components,
)

__all__ = [
    "misere_canonical",
    "canonical_form",
    "misere_canonical_record",
    "misere_sum",
    "mate",
    "misere_options",
    "is_even",
    "is_odd",
    "is_nim_heap",
    "record_of",
    "MAX_OPTIONS",
]

#: The most options a canonical form may have before cgt refuses to build it.
MAX_OPTIONS = 200_000


class _M:
    """One misère impartial canonical form (internal record, interned by its option set)."""

    __slots__ = (
        "id",
        "opts",  # canonical options, in CGSuite's order
        "optids",  # frozenset of the options' ids
        "bd",  # birthday
        "gp",  # g⁺ (nim value)
        "gm",  # g⁻ (misère nim value)
        "phylum",  # see cgt.impartial.tameness; an odd game has its even part's phylum
        "odd",
        "even",  # the even part: self when even, else G + *
        "plus1",  # G + * once built
        "ekey",  # CGSuite order key of the even part (even records only)
        "key",  # (even part's key, parity)
        "game",  # the Game, once built
        "cache",  # per-record memo of the other modules (genus, partitions, …)
    )

    def __repr__(self) -> str:
        return _RECORD_STR[0](self) if _RECORD_STR else f"<misère record {self.id}>"


#: CGSuite's text of a record: installed by :mod:`cgt.impartial.misere_notation` (the printer
#: sits above the forms it prints).
_RECORD_STR: list[Callable[[_M], str]] = []

_ALL: list[_M] = []
_BY_OPTS: dict[frozenset[int], _M] = {}
_OF_GAME: weakref.WeakKeyDictionary[Game, _M] = weakref.WeakKeyDictionary()


def _register(opts: tuple[_M, ...], odd: bool, even: _M | None, gp: int, gm: int,
              phylum: int, early: int | None = None) -> _M:
    if len(opts) > MAX_OPTIONS:
        raise SearchBoundExceeded(
            f"this misère canonical form has {len(opts):,} options (more than "
            f"cgt.impartial.misere_canonical.MAX_OPTIONS = {MAX_OPTIONS:,}); raise that bound"
        )
    r = _M()
    r.id = len(_ALL)
    r.opts = opts
    r.optids = frozenset(o.id for o in opts)
    r.bd = 1 + max((o.bd for o in opts), default=-1)
    r.gp = gp
    r.gm = gm
    r.phylum = phylum
    r.odd = odd
    r.even = r if even is None else even
    r.plus1 = None if even is None else even
    r.game = None
    r.cache = {}
    if odd:
        assert even is not None
        r.ekey = None
        r.key = (even.ekey, 1)
        even.plus1 = r
    else:
        if early is not None:
            r.ekey = (0, early)
        else:
            r.ekey = (1, r.bd, len(opts), gp, gm, tuple(o.key for o in opts))
        r.key = (r.ekey, 0)
    _ALL.append(r)
    _BY_OPTS[r.optids] = r
    return r


def _order(opts: Iterable[_M]) -> tuple[_M, ...]:
    return tuple(sorted({o.id: o for o in opts}.values(), key=lambda o: o.key))


def plus_one(r: _M) -> _M:
    """G + * (for even G its canonical options are G and the G' + *)."""
    p = r.plus1
    if p is not None:
        return p
    opts = _order([r, *(plus_one(o) for o in r.opts)])
    existing = _BY_OPTS.get(frozenset(o.id for o in opts))
    if existing is not None:  # pragma: no cover - parity theory guarantees it is new
        raise AssertionError("G + * already recorded as an even game")
    return _register(opts, True, r, r.gp ^ 1, r.gm ^ 1, r.phylum)


def _has(r: _M, o: _M) -> bool:
    return o.id in r.optids


def construct(options: Iterable[_M], early: int | None = None) -> _M:
    """The canonical form of the game whose options are the canonical forms ``options``."""
    opts = _order(options)
    found = _BY_OPTS.get(frozenset(o.id for o in opts))
    if found is not None:
        return found
    # Reversion through 0, under the Grundy–Smith proviso (G must be an N-position, as 0 is).
    if all(_has(o, ZERO) for o in opts) and any(o.gm == 0 for o in opts):
        return ZERO
    # Reversion through H ≠ 0: H's options are exactly the options of G born before H (those
    # older than the gap in birthdays), and every other option of G has H as an option.
    n = len(opts)
    prefix_max = []
    m = -1
    for o in opts:
        m = max(m, o.bd)
        prefix_max.append(m)
    suffix_min = [0] * n
    m = 1 << 62
    for i in range(n - 1, -1, -1):
        m = min(m, opts[i].bd)
        suffix_min[i] = m
    for j in range(1, n):
        if prefix_max[j - 1] + 2 <= suffix_min[j]:
            h = _BY_OPTS.get(frozenset(o.id for o in opts[:j]))
            if h is not None and all(_has(o, h) for o in opts[j:]):
                return h
    return _new(opts, early)


def _new(opts: tuple[_M, ...], early: int | None) -> _M:
    hi = opts[-1]
    if not hi.odd and len(opts) == len(hi.opts) + 1 and early is None:
        # Is this hi + * ?  Its options would be hi and the hi' + *.
        if {o.id for o in opts} == {hi.id, *(plus_one(x).id for x in hi.opts)}:
            return plus_one(hi)
    gp = mex(o.gp for o in opts)
    gm = mex(o.gm for o in opts)
    return _register(opts, False, None, gp, gm, classify(gp, gm, opts), early)


# --------------------------------------------------------------------------- start-up
# CGSuite builds these even games first, in this order, and lists them before every other game
# (MisereCanonicalGameOps, its table of "early" records). Each entry gives the options as
# indices into the table, 2·i for entry i and 2·i + 1 for entry i plus *.
_EARLY = (
    (), (0, 1), (2,), (3,), (4,), (2, 3), (2, 4), (0, 4), (1, 4), (2, 3, 4), (0, 3, 4),
    (0, 2, 4), (1, 3, 4), (1, 2, 4), (0, 2, 3, 4), (0, 1, 2, 4), (1, 2, 3, 4), (0, 1, 2, 3),
    (0, 1, 2, 3, 4), (5,), (8,), (12,), (14,), (16,), (18,), (20,), (22,), (24,), (26,),
    (28,), (30,), (32,), (34,), (36,), (6,), (10,),
)


def _start() -> list[_M]:
    made: list[_M] = [ZERO]
    for i, spec in enumerate(_EARLY[1:], start=1):
        opts = [made[k >> 1] if k % 2 == 0 else plus_one(made[k >> 1]) for k in spec]
        before = len(_ALL)
        r = construct(opts, early=i)
        if len(_ALL) == before or r.odd:  # pragma: no cover - the table is canonical
            raise AssertionError(f"CGSuite's early game {i} is not a new even game")
        made.append(r)
    return made


ZERO = _register((), False, None, 0, 1, 0, early=0)  # phylum 0: a nim heap
STAR = plus_one(ZERO)
_EARLY_RECORDS = _start()


# --------------------------------------------------------------------------- nim heaps
_NIMBERS: list[_M] = [ZERO, STAR]


def nim_heap(n: int) -> _M:
    """The record of the nim heap *n."""
    while len(_NIMBERS) <= n:
        k = len(_NIMBERS)
        if k % 2:
            _NIMBERS.append(plus_one(_NIMBERS[k - 1]))
        else:
            _NIMBERS.append(construct(_NIMBERS))
    return _NIMBERS[n]


def is_nim_heap_record(r: _M) -> bool:
    return r.bd < len(_NIMBERS) and _NIMBERS[r.bd] is r or nim_heap(r.bd) is r


# --------------------------------------------------------------------------- sums and mates
_ADD: dict[tuple[int, int], _M] = {}


def add(a: _M, b: _M) -> _M:
    """The canonical form of a + b."""
    odd = a.odd ^ b.odd
    ea, eb = a.even, b.even
    if ea is ZERO:
        s = eb
    elif eb is ZERO:
        s = ea
    else:
        k = (ea.id, eb.id) if ea.id <= eb.id else (eb.id, ea.id)
        s = _ADD.get(k)
        if s is None:
            s = construct([add(x, eb) for x in ea.opts] + [add(ea, y) for y in eb.opts])
            _ADD[k] = s
    return plus_one(s) if odd else s


_MATE: dict[int, _M] = {}


def mate_record(r: _M) -> _M:
    """Conway's mate: 0 and * swapped at the bottom of the tree."""
    if r is ZERO:
        return STAR
    if r is STAR:
        return ZERO
    m = _MATE.get(r.id)
    if m is None:
        m = construct(mate_record(o) for o in r.opts)
        _MATE[r.id] = m
    return m


# --------------------------------------------------------------------------- Games
def record_of(g: Game) -> _M:
    """The record of the misère canonical form of the impartial form ``g``."""
    r = _OF_GAME.get(g)
    if r is not None:
        return r
    return maybe_deep(g.birthday, _record, g)


def _direct(x: Game) -> _M | None:
    r = _OF_GAME.get(x)
    if r is not None:
        return r
    comps = sum_components(x)
    if comps is not None:
        total = ZERO
        for c in comps:
            total = add(total, record_of(c))
        return total
    n = as_nimber(x)
    if n is not None:
        return nim_heap(n)
    return None


def _record(g: Game) -> _M:
    return bottom_up(g, _OF_GAME, _direct, construct)


def misere_canonical_record(g: Game) -> _M:
    """The record of the canonical form of an impartial form (InvalidGame otherwise)."""
    return record_of(require_impartial(g, "a misère impartial canonical form"))


_SUM_MISERE_VALUE.append(lambda g: misere_canonical_record(g).gm)


def to_game(r: _M) -> Game:
    """The canonical form as an interned :class:`Game`."""
    if r.game is None:
        stack = [r]
        while stack:
            x = stack[-1]
            missing = [o for o in x.opts if o.game is None]
            if missing:
                stack.extend(missing)
                continue
            opts = [o.game for o in x.opts]
            x.game = game(opts, opts)
            _OF_GAME[x.game] = x
            stack.pop()
    return r.game  # type: ignore[return-value]


def misere_canonical(g: Game) -> Game:
    """The misère canonical form of an impartial form: the unique simplest form equal to it
    modulo I, as ``I.canonical`` gives it: ``==`` the interned form (``.form``), printed in
    CGSuite's ``*[…]`` notation. An alias of ``I.canonical(G)``, the canonical call (name the
    universe: the guide's "One way to ask each question"); ``G.misere_canonical_form()`` is
    this function as a method.

    >>> from cgt import nimber, parse
    >>> misere_canonical(parse("{*2, 0 | *2, 0}")) == nimber(1), misere_canonical("*2+*2")
    (True, *[2[2]])
    >>> misere_canonical(parse("{* | *}")).form is parse("0")
    True
    """
    return misere_form(canonical_form(g), "I")


def canonical_form(g: Game) -> Game:
    """The misère canonical form as the plain interned :class:`Game` (identity is equality
    mod I)."""
    return to_game(misere_canonical_record(g))


def misere_sum(*games: Game) -> Game:
    """The misère canonical form of the sum of impartial forms.

    >>> from cgt import nimber
    >>> from cgt.impartial.misere_notation import misere_str
    >>> misere_str(misere_sum(nimber(2), nimber(2), nimber(1)))
    '*[2[3]]'
    """
    total = ZERO
    for g in games:
        total = add(total, misere_canonical_record(g))
    return to_game(total)


def mate(g: Game) -> Game:
    """Conway's mate of G: the canonical form of G with 0 and * exchanged at the bottom, so
    that G and its mate have the same misère play with * added (ONAG ch. 12).

    >>> from cgt import nimber
    >>> from cgt.impartial.misere_notation import misere_str
    >>> misere_str(mate(nimber(0))), misere_str(mate(nimber(2)))
    ('*[1]', '*[2]')
    """
    return to_game(mate_record(misere_canonical_record(g)))


def misere_options(g: Game) -> tuple[Game, ...]:
    """The options of the misère canonical form of G, in CGSuite's order.

    >>> from cgt import nimber
    >>> [str(o) for o in misere_options(nimber(2))]
    ['0', '*']
    """
    return tuple(to_game(o) for o in misere_canonical_record(g).opts)


def is_even(g: Game) -> bool:
    """Is the canonical form of G even (born before G + *)?"""
    return not misere_canonical_record(g).odd


def is_odd(g: Game) -> bool:
    """Is the canonical form of G odd (G = H + * with H born before G)?"""
    return misere_canonical_record(g).odd


def is_nim_heap(g: Game) -> bool:
    """Is G equal to a nim heap modulo I?

    >>> from cgt import nimber, parse
    >>> is_nim_heap(parse("{*2, 0 | *2, 0}")), is_nim_heap(parse("{*2 | *2}"))
    (True, False)
    """
    return is_nim_heap_record(misere_canonical_record(g))
