"""Misère comparison modulo M (all games), D (dicots), E (dead-ending), B (blocking games);
canonical forms modulo M, D, E.

**Comparison** (Larsson–Nowakowski–Santos, *Absolute combinatorial game theory*,
arXiv:1606.01975, the comparison theorem for absolute universes; Siegel, *Combinatorial Game
Theory* (2013) Ch. V Thm 6.6 for M): for a parental universe U and short forms G, H,
G ≥ H (mod U) iff

- maintenance: every H^L has some G^L ≥ H^L or some H^{LR} ≤ G, and every G^R has some
  H^R ≤ G^R or some G^{RL} ≥ H;
- proviso: if H is a Left end then G is Left-U-strong, and if G is a Right end then H is
  Right-U-strong,

where Left-U-strong(G) means: Left wins G + X moving first for every Left end X in U.

- M: Left-strong iff G is a Left end (if G has a Left option, X = {· | (G^L)° …} is a Left
  end with Left losing G + X first; Siegel 2013 V.6).
- D: the only Left end in D is 0, so Left-strong iff Left wins G moving first
  (Dorbec–Renault–Siegel–Sopena, JCTA 130 (2015)).
- E: the Left ends of E are the Left dead ends. Left-strong iff Left wins G and G + M_n moving
  first, M_0 = 0, M_n = {· | 0, M_{n−1}} (the "perfect murder" of
  Larsson–Milley–Nowakowski–Renault–Santos, arXiv:1807.11297), n the most moves Left can make
  in G (at most its birthday b; the paper and cgt-tools use b − 1). Why M_n suffices: moving
  first, Left moves at most n times in G, so Right moves at most n times in X; in M_n Right can
  make any number k ≤ n of moves and then be stuck, which is all a Left dead end X can offer
  him. X = 0 (Right stuck at once) is tested separately.

The test is applied to positions that are sums (sorted tuples of components, see
:mod:`cgt.misere_sum`), so sums are compared without building them; results are memoised on the
pair of component-id tuples, per universe.

**Canonical forms**: remove dominated options, bypass reversible ones (G^{L1} reversible through
G^{L1R1} ≤ G: replace it by the Left options of G^{L1R1}). When G^{L1R1} is a Left end
("reversible through an end", impossible in M by the proviso) let G' be G without the
end-reversible Left options. If G' lies in U and is Left-U-strong, G ≡ G'. Otherwise they are
replaced by a single *marker* K with some K^R ≤ G after which G stays Left-strong:

- D: K = * (Dorbec–Renault–Siegel–Sopena 2015);
- E: K = {· | M_n} for the least n with M_n ≤ G (mod E). Any Left dead end with a Right option
  ≤ G works as a marker; taking the least such M_n makes the marker a function of the
  equivalence class of G, which is what uniqueness needs (this is our concrete stand-in for
  Siegel's tombstone, *On the general dead-ending universe*, Def. 5.1). Every Left dead end E0
  satisfies M_{b(E0)} ≤ E0 (checked by test), so such an n exists.

- B: the blocking games of Davies–Miller–Milley (*On sums of P-free forms under misère play*,
  arXiv:2506.05257, §4): a *blocked Left end* is a Left end each of whose Right options is
  again a blocked Left end or has a Left option that is one; a form is *blocking* when every
  end follower (itself included) is a blocked end for the player without a move. B holds E
  and D and is parental. Left-B-strong (Davies–Milley, *Order and inverses in the monoid of
  misère blocking games*, Combinatorial Theory 6(1) (2026), Thm 3.1) iff G is a Left end, or
  G has a Left option G^L of misère outcome L that is Left-B-strong with every G^{LR}
  Left-B-strong. cgt has no canonical forms mod B (the literature gives none).

Uniqueness (canonical(G) is canonical(H) exactly when G ≡ H) is checked by the tests on every
pair of small forms.

>>> from cgt import parse, star, zero
>>> canonical("D", parse("*+*")) is zero, canonical("M", parse("*+*")) is zero
(True, False)
>>> ge("D", parse("*:1 + *:-1"), zero) and ge("D", zero, parse("*:1 + *:-1"))
True
"""

from __future__ import annotations

from collections.abc import Callable

from cgt._deep import maybe_deep
from cgt.errors import NotSupported, SearchBoundExceeded
from cgt.game import Game, game
from cgt.misere_sum import (
    _MODULO,
    State,
    birthday,
    is_left_end,
    is_right_end,
    left_options,
    left_wins_first,
    right_options,
    right_wins_first,
)
from cgt.sums import Sum, literal_sum

__all__ = [
    "KINDS",
    "murder",
    "left_strong",
    "right_strong",
    "ge_state",
    "ge",
    "equiv",
    "canonical",
    "contains",
    "zero_pair",
    "adjoint",
    "marker",
    "is_blocking",
    "is_blocked_end",
]

KINDS = ("M", "D", "E", "B")
ZERO = game()
STAR = game([ZERO], [ZERO])


def _st(g: Game) -> State:
    return (g,) if (g.birthday > 0) else ()


def _ids(s: State) -> tuple[int, ...]:
    return tuple(c._id for c in s)


def _sorted(s: tuple[Game, ...]) -> State:
    return tuple(sorted((c for c in s if c.birthday > 0), key=lambda c: c._id))


def contains(kind: str, g: Game) -> bool:
    """Is the form ``g`` in the universe ``kind``?"""
    if kind == "M":
        return True
    if kind == "D":
        return g.is_dicot
    if kind == "E":
        return g.is_dead_ending
    if kind == "B":
        return is_blocking(g)
    raise ValueError(f"unknown universe {kind!r}")


_BLOCKED: tuple[dict[int, bool], dict[int, bool]] = ({}, {})
_BLOCKING: dict[int, bool] = {}


def is_blocked_end(g: Game, left: bool) -> bool:
    """A blocked Left end (``left``; dually Right): a Left end each of whose Right options is
    a blocked Left end or has a Left option that is one (Davies–Miller–Milley,
    arXiv:2506.05257, §4). Every dead end is blocked.

    >>> from cgt import parse
    >>> is_blocked_end(parse("{|*}"), True), is_blocked_end(parse("{|{*|}}"), True)
    (True, False)
    """
    return maybe_deep(g.birthday, _blocked, g, left)


def _blocked(g: Game, left: bool) -> bool:
    memo = _BLOCKED[0 if left else 1]
    r = memo.get(g._id)
    if r is None:
        own, other = (g.left, g.right) if left else (g.right, g.left)
        r = not own and all(
            _blocked(x, left) or any(_blocked(y, left) for y in (x.left if left else x.right))
            for x in other
        )
        memo[g._id] = r
    return r


def is_blocking(g: Game) -> bool:
    """A blocking form: every follower that is a Left (Right) end is a blocked Left (Right)
    end (Davies–Miller–Milley, arXiv:2506.05257, §4). Blocking games are closed under
    options, conjugates and sums, so a sum is blocking iff its components are.

    >>> from cgt import parse
    >>> is_blocking(parse("{0|{|*}}")), is_blocking(parse("{0|{|{*|}}}")), is_blocking(parse("1"))
    (True, False, True)
    """
    if type(g) is Sum:
        return all(is_blocking(c) for c in g.components)
    return maybe_deep(g.birthday, _blocking, g)


def _blocking(g: Game) -> bool:
    r = _BLOCKING.get(g._id)
    if r is None:
        r = (
            (bool(g.left) or _blocked(g, True))
            and (bool(g.right) or _blocked(g, False))
            and all(_blocking(x) for x in (*g.left, *g.right))
        )
        _BLOCKING[g._id] = r
    return r


_MURDERS: list[Game] = [ZERO]


def murder(n: int) -> Game:
    """The perfect murder M_n: M_0 = 0, M_n = {· | 0, M_{n−1}}, a Left dead end.

    >>> murder(1) is game([], [ZERO]), murder(2) is game([], [ZERO, murder(1)])
    (True, True)
    """
    while len(_MURDERS) <= n:
        _MURDERS.append(game([], [ZERO, _MURDERS[-1]]))
    return _MURDERS[n]


# --------------------------------------------------------------------------- strength
def left_strong(kind: str, s: State) -> bool:
    """Left-U-strong: Left wins s + X moving first for every Left end X of the universe."""
    if kind == "M":
        return is_left_end(s)
    if kind == "B":
        return _blocking_strong(s, True)
    if not _raw(left_wins_first, s):
        return False
    if kind == "D":
        return True
    n = sum(move_bound(c, True) for c in s)
    return n == 0 or _raw(left_wins_first, _sorted(s + (murder(n),)))


def right_strong(kind: str, s: State) -> bool:
    """Right-U-strong: Right wins s + X moving first for every Right end X of the universe."""
    if kind == "M":
        return is_right_end(s)
    if kind == "B":
        return _blocking_strong(s, False)
    if not _raw(right_wins_first, s):
        return False
    if kind == "D":
        return True
    n = sum(move_bound(c, False) for c in s)
    return n == 0 or _raw(right_wins_first, _sorted(s + (-murder(n),)))


_B_STRONG: tuple[dict[tuple[int, ...], bool], dict[tuple[int, ...], bool]] = ({}, {})


def _blocking_strong(s: State, left: bool) -> bool:
    """Left-B-strong (``left``; dually Right) by the finite test of Davies–Milley (Combinatorial
    Theory 6(1), 2026, Thm 3.1): s is a Left end, or some s^L has misère outcome L, is
    Left-B-strong, and every s^{LR} is Left-B-strong."""
    return maybe_deep(birthday(s), _b_strong, s, left)


def _b_strong(s: State, left: bool) -> bool:
    memo = _B_STRONG[0 if left else 1]
    key = _ids(s)
    r = memo.get(key)
    if r is None:
        own, other = (left_options, right_options) if left else (right_options, left_options)
        mine, theirs = (left_wins_first, right_wins_first)
        if not left:
            mine, theirs = theirs, mine
        r = is_left_end(s) if left else is_right_end(s)
        if not r:
            r = any(
                _raw(mine, o)
                and not _raw(theirs, o)
                and _b_strong(o, left)
                and all(_b_strong(x, left) for x in other(o))
                for o in own(s)
            )
        memo[key] = r
    return r


_MOVES: tuple[dict[int, int], dict[int, int]] = ({}, {})


def move_bound(g: Game, left: bool) -> int:
    """The most moves Left (``left``) or Right can make in one play of ``g``, whoever moves
    in between; for a sum it is the sum over the components.

    >>> from cgt import integer, star, up
    >>> move_bound(integer(3), True), move_bound(integer(3), False), move_bound(up, True)
    (3, 0, 1)
    """
    return maybe_deep(g.birthday, _move_bound, g, left)


def _move_bound(g: Game, left: bool) -> int:
    memo = _MOVES[0 if left else 1]
    r = memo.get(g._id)
    if r is None:
        own, other = (g.left, g.right) if left else (g.right, g.left)
        r = max(
            max((1 + _move_bound(x, left) for x in own), default=0),
            max((_move_bound(x, left) for x in other), default=0),
        )
        memo[g._id] = r
    return r


# --------------------------------------------------------------------------- comparison
_GE: dict[str, dict[tuple[tuple[int, ...], tuple[int, ...]], bool]] = {k: {} for k in KINDS}


#: The most position pairs one comparison (mod U) may test before it stops with
#: :class:`~cgt.errors.SearchBoundExceeded`.
MAX_COMPARISON_STEPS = 20_000_000

_steps = [0]  # what the running comparison may still test
_bound: list[int | None] = [None]  # an allowance shared by the comparisons in comparison_bound()


class comparison_bound:  # noqa: N801 - a context manager, named like the function it acts as
    """Within ``with comparison_bound(n) as b:`` all comparisons mod U together test at most
    ``n`` pairs (their outcome searches count too); ``b.left`` is what remains afterwards."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.left = n

    def __enter__(self) -> comparison_bound:
        self.old = (_bound[0], _steps[0])
        _bound[0] = self.n
        _steps[0] = self.n
        return self

    def __exit__(self, *exc: object) -> None:
        self.left = max(_steps[0], 0)
        _bound[0], _steps[0] = self.old


def ge_state(kind: str, g: State, h: State) -> bool:
    """G ≥ H (mod U) for positions given as sorted component tuples."""
    if _bound[0] is None:
        _steps[0] = MAX_COMPARISON_STEPS
    return maybe_deep(birthday(g) + birthday(h), _ge, kind, g, h)


def _raw(search: Callable[..., bool], s: State) -> bool:
    """An outcome search made by a comparison; under comparison_bound() it shares the bound."""
    if _bound[0] is None:
        return search(s)
    from cgt.misere_sum import _RAW_BUDGET

    try:
        return search(s, max(_steps[0], 1))
    finally:
        b = _RAW_BUDGET[0]
        _steps[0] -= b.bound - b.left


def _spend() -> None:
    _steps[0] -= 1
    if _steps[0] < 0:
        raise SearchBoundExceeded(
            "this comparison modulo the universe tested more than "
            f"{MAX_COMPARISON_STEPS if _bound[0] is None else _bound[0]:,} pairs of positions "
            "(raise cgt.canonical.misere.MAX_COMPARISON_STEPS)"
        )


def _ge(kind: str, g: State, h: State) -> bool:
    if g == h:
        return True
    if len(g) <= 1 and len(h) <= 1:
        return _gef(kind, g[0] if g else ZERO, h[0] if h else ZERO)
    key = (_ids(g), _ids(h))
    memo = _GE[kind]
    r = memo.get(key)
    if r is None:
        _spend()
        r = _ge_test(kind, g, h)
        memo[key] = r
    return r


def _ge_test(kind: str, g: State, h: State) -> bool:
    if is_left_end(h) and not left_strong(kind, g):
        return False
    if is_right_end(g) and not right_strong(kind, h):
        return False
    g_left = list(left_options(g))
    for hl in left_options(h):
        if not (
            any(_ge(kind, x, hl) for x in g_left)
            or any(_ge(kind, g, y) for y in right_options(hl))
        ):
            return False
    h_right = list(right_options(h))
    for gr in right_options(g):
        if not (
            any(_ge(kind, gr, y) for y in h_right)
            or any(_ge(kind, z, h) for z in left_options(gr))
        ):
            return False
    return True


def ge(kind: str, g: Game, h: Game) -> bool:
    """G ≥ H (mod U) on two forms (each taken as a single component).

    >>> from cgt import star, zero
    >>> ge("D", star, zero), ge("D", zero, star)
    (False, False)
    """
    if g is h:
        return True
    r = _GE_FORMS[kind].get((g._id, h._id))
    if r is None:
        r = maybe_deep(g.birthday + h.birthday, _gef, kind, g, h)
    return r


_GE_FORMS: dict[str, dict[tuple[int, int], bool]] = {k: {} for k in KINDS}
_STRONG: dict[tuple[str, bool], dict[int, bool]] = {
    (k, side): {} for k in KINDS for side in (True, False)
}


def _gef(kind: str, g: Game, h: Game) -> bool:
    """The same test on single forms: memoised on the pair of ids, the common case."""
    if g is h:
        return True
    memo = _GE_FORMS[kind]
    key = (g._id, h._id)
    r = memo.get(key)
    if r is None:
        r = _gef_test(kind, g, h)
        memo[key] = r
    return r


def _strong_form(kind: str, g: Game, left: bool) -> bool:
    memo = _STRONG[(kind, left)]
    r = memo.get(g._id)
    if r is None:
        r = (left_strong if left else right_strong)(kind, _st(g))
        memo[g._id] = r
    return r


def _gef_test(kind: str, g: Game, h: Game) -> bool:
    if not h.left and not _strong_form(kind, g, True):
        return False
    if not g.right and not _strong_form(kind, h, False):
        return False
    for hl in h.left:
        if not (
            any(_gef(kind, x, hl) for x in g.left) or any(_gef(kind, g, y) for y in hl.right)
        ):
            return False
    for gr in g.right:
        if not (
            any(_gef(kind, gr, y) for y in h.right) or any(_gef(kind, z, h) for z in gr.left)
        ):
            return False
    return True


def equiv(kind: str, g: Game, h: Game) -> bool:
    """G ≡ H (mod U) on two forms."""
    return g is h or (ge(kind, g, h) and ge(kind, h, g))


_ZERO_PAIR: dict[str, dict[int, bool]] = {k: {} for k in KINDS}


def zero_pair(kind: str, g: Game) -> bool:
    """Is G + Ḡ ≡ 0 (mod U)?  (Decided on the two components, never on the literal sum.)

    >>> from cgt import star, nimber
    >>> zero_pair("D", star), zero_pair("D", nimber(2)), zero_pair("M", star)
    (True, False, False)
    """
    memo = _ZERO_PAIR[kind]
    r = memo.get(g._id)
    if r is None:
        s = _sorted((g, -g))
        r = ge_state(kind, s, ()) and ge_state(kind, (), s)
        memo[g._id] = r
        memo[(-g)._id] = r
    return r


# --------------------------------------------------------------------------- canonical forms
_CANON: dict[str, dict[int, Game]] = {k: {} for k in KINDS}


def canonical(kind: str, g: Game) -> Game:
    """The canonical form of ``g`` modulo the universe ``kind`` ('M', 'D' or 'E').

    >>> from cgt import parse
    >>> g = parse("{*|*}")
    >>> canonical("D", g) is parse("0"), canonical("M", g) is g
    (True, True)
    >>> canonical("D", parse("{0,*|0}")) is parse("{0,*|0}")
    True
    """
    if kind == "B":
        raise NotSupported("cgt has no canonical forms modulo B: the literature gives none")
    if not contains(kind, g):
        raise NotSupported(f"{g} is not in the universe {kind}; no canonical form there")
    c = _CANON[kind].get(g._id)
    if c is not None:
        return c
    return maybe_deep(g.birthday, _canonical, kind, g)


def _canonical(kind: str, g: Game) -> Game:
    memo = _CANON[kind]
    c = memo.get(g._id)
    if c is not None:
        return c
    if type(g) is Sum:
        # Reduce the components first, then add them up one at a time, reducing as it goes:
        # the literal sums built on the way stay small.
        comps = sorted((_canonical(kind, x) for x in g.components), key=lambda c: c.birthday)
        c = comps[0]
        for x in comps[1:]:
            c = _canonical(kind, literal_sum(c, x))
    else:
        c = _from_options(kind, g)
    memo[g._id] = c
    memo[c._id] = c
    return c


# the search of sums reduces its components with these
_MODULO.update(canonical=canonical, comparison_bound=comparison_bound, zero_pair=zero_pair)


def _from_options(kind: str, g: Game) -> Game:
    return reduce_options(
        kind, [_canonical(kind, x) for x in g.left], [_canonical(kind, x) for x in g.right]
    )


def reduce_options(kind: str, left: list[Game], right: list[Game]) -> Game:
    """Canonical form of {left | right}, whose options are canonical (mod U)."""
    left = list(dict.fromkeys(left))
    right = list(dict.fromkeys(right))
    for _ in range(10_000):
        left = _undominated(kind, left, lambda y, x: ge(kind, y, x))
        right = _undominated(kind, right, lambda y, x: ge(kind, x, y))
        g = game(left, right)
        known = _CANON[kind].get(g._id)
        if known is not None:  # g ≡ the input, and its reduction is already known
            return known
        new_left, changed_l = _bypass(kind, g, left, True)
        new_right, changed_r = _bypass(kind, g, right, False)
        if changed_l or changed_r:
            left = list(dict.fromkeys(new_left))
            right = list(dict.fromkeys(new_right))
            continue
        step = _end_reversal(kind, g, left, right)
        if step is None:
            memo = _CANON[kind]
            memo[g._id] = g
            return g
        left, right = step
    raise RuntimeError("canonical-form reduction did not terminate")  # pragma: no cover


def _undominated(
    kind: str, opts: list[Game], better: Callable[[Game, Game], bool]
) -> list[Game]:
    keep = list(opts)
    for x in opts:
        if any(y is not x and better(y, x) for y in keep):
            keep.remove(x)
    return keep


def _bypass(kind: str, g: Game, opts: list[Game], left: bool) -> tuple[list[Game], bool]:
    """Bypass options reversible through a non-end (Left: G^{L1R1} ≤ G, G^{L1R1} has Left
    options; replace G^{L1} by them)."""
    out: list[Game] = []
    changed = False
    for x in opts:
        for y in x.right if left else x.left:
            through_end = not (y.left if left else y.right)
            if through_end:
                continue
            if ge(kind, g, y) if left else ge(kind, y, g):
                out.extend(y.left if left else y.right)
                changed = True
                break
        else:
            out.append(x)
    return out, changed


def _end_reversible(kind: str, g: Game, opts: list[Game], left: bool) -> list[Game]:
    rev = []
    for x in opts:
        for y in x.right if left else x.left:
            if (y.left if left else y.right):
                continue
            if ge(kind, g, y) if left else ge(kind, y, g):
                rev.append(x)
                break
    return rev


def _end_reversal(
    kind: str, g: Game, left: list[Game], right: list[Game]
) -> tuple[list[Game], list[Game]] | None:
    """One step of reversal through ends; None when nothing changes."""
    rev_l = _end_reversible(kind, g, left, True)
    rev_r = _end_reversible(kind, g, right, False)
    if not rev_l and not rev_r:
        return None
    if kind == "M":  # pragma: no cover - excluded by the M proviso
        raise AssertionError("an option reversed through an end modulo M")
    rest_l = [x for x in left if x not in rev_l]
    rest_r = [x for x in right if x not in rev_r]
    if rev_l and rev_r:
        p = game(rest_l, rest_r)
        if contains(kind, p) and equiv(kind, p, g):
            return rest_l, rest_r
    new_l, new_r = left, right
    if rev_l:
        p = game(rest_l, right)
        if contains(kind, p) and left_strong(kind, _st(p)):
            new_l = rest_l
        else:
            k = marker(kind, g, True)
            if rev_l != [k]:
                new_l = rest_l + [k]
    if rev_r:
        p = game(new_l, rest_r)
        if contains(kind, p) and right_strong(kind, _st(p)):
            new_r = rest_r
        else:
            k = marker(kind, g, False)
            if rev_r != [k]:
                new_r = rest_r + [k]
    if new_l is left and new_r is right:
        return None
    return list(dict.fromkeys(new_l)), list(dict.fromkeys(new_r))


def marker(kind: str, g: Game, left: bool) -> Game:
    """The option that stands for Left's (or Right's) options reversible through ends of ``g``.

    D: * . E: {· | M_n} with n least such that M_n ≤ G (mod E); conjugate for Right.
    """
    if kind == "D":
        return STAR
    if kind != "E":  # pragma: no cover
        raise AssertionError(kind)
    for n in range(g.birthday + 3):
        m = murder(n)
        if ge(kind, g, m) if left else ge(kind, -m, g):
            k = game([], [m]) if left else game([-m], [])
            return _canonical(kind, k)
    raise AssertionError(f"no perfect murder below {g} mod E")  # pragma: no cover


# --------------------------------------------------------------------------- adjoint
_ADJ: dict[int, Game] = {}


def adjoint(g: Game) -> Game:
    """Siegel's adjoint G° (Misère canonical forms of partizan games, arXiv:1303.4237,
    Def. 3.2): * for 0; {(G^R)° | 0} for a Left end; {0 | (G^L)°} for a Right end;
    {(G^R)° | (G^L)°} otherwise. G + G° is a misère P-position, and G° is a dicot.

    >>> from cgt import zero, one, star, outcome
    >>> adjoint(zero) is star, adjoint(one) is game([zero], [star])
    (True, True)
    >>> str(outcome(one + adjoint(one), misere=True))
    'P'
    """
    return maybe_deep(g.birthday, _adjoint, g)


def _adjoint(g: Game) -> Game:
    r = _ADJ.get(g._id)
    if r is None:
        if g.birthday == 0:
            r = STAR
        else:
            ls = [_adjoint(x) for x in g.right] or [ZERO]
            rs = [_adjoint(x) for x in g.left] or [ZERO]
            r = game(ls, rs)
        _ADJ[g._id] = r
    return r
