"""Misère outcomes of disjunctive sums, searched on the multiset of components.

A sum is never expanded into its literal form. A *position* is a sorted tuple of non-zero
component forms (a multiset); a move replaces one component by one of its options. Searches are
memoised on the tuple of component ids, so transpositions (the same multiset reached in another
order) are searched once.

Two layers:

- :func:`left_wins_first` / :func:`right_wins_first` search the components exactly as given
  (the comparison engine in :mod:`cgt.canonical.misere` relies on this raw search);
- :func:`sum_outcome` first replaces every component by its canonical form modulo the smallest of
  D ⊆ E ⊆ M that contains every component (valid because G ≡ G' (mod U) means
  o⁻(G + X) = o⁻(G' + X) for every X in U, and the other components are such an X), and during
  the search removes pairs G + Ḡ that are ≡ 0 in that universe (in D: * + *, *:x + *:−x).

>>> from cgt import parse, star, zero
>>> str(sum_outcome(star, star)), str(sum_outcome(zero)), str(sum_outcome(parse("*:1"), star))
('N', 'N', 'N')
>>> left_wins_first((star, star)), right_wins_first((star,))
(True, False)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from cgt._deep import maybe_deep
from cgt.game import SUM_PARTS, Game
from cgt.outcome import Outcome, from_wins
from cgt.outcome import left_first as _form_left_first
from cgt.outcome import right_first as _form_right_first

__all__ = [
    "State",
    "flatten",
    "state",
    "left_options",
    "right_options",
    "left_wins_first",
    "right_wins_first",
    "raw_outcome",
    "sum_outcome",
    "smallest_universe",
]

State = tuple  # tuple[Game, ...], sorted by form id, no zero components


def flatten(g: Game) -> list[Game]:
    """The components of ``g``: a form built as a literal sum is split into its summands
    (recursively, through :data:`cgt.game.SUM_PARTS`); zero components are dropped.

    >>> from cgt import star, up, nimber
    >>> sorted(str(c) for c in flatten(star + up + nimber(2)))
    ['*', '*2', '^']
    """
    out: list[Game] = []
    stack = [g]
    while stack:
        h = stack.pop()
        parts = SUM_PARTS.get(h._id)
        if parts is not None:
            stack.extend(parts)
        elif h.left or h.right:
            out.append(h)
    return out


def state(games: Iterable[Game]) -> State:
    """The position (sorted multiset of non-zero components) of the sum of ``games``,
    each flattened into its components."""
    comps: list[Game] = []
    for g in games:
        comps.extend(flatten(g))
    comps.sort(key=_id)
    return tuple(comps)


def _id(g: Game) -> int:
    return g._id


def replace(s: State, i: int, o: Game) -> State:
    """``s`` with its i-th component replaced by ``o`` (dropped when ``o`` is 0)."""
    rest = s[:i] + s[i + 1 :]
    if not (o.left or o.right):
        return rest
    oid = o._id
    j = 0
    n = len(rest)
    while j < n and rest[j]._id < oid:
        j += 1
    return rest[:j] + (o,) + rest[j:]


def left_options(s: State) -> Iterator[State]:
    """Left options of the sum, one per (distinct component, option) pair."""
    prev = None
    for i, c in enumerate(s):
        if c is prev:
            continue
        prev = c
        for o in c.left:
            yield replace(s, i, o)


def right_options(s: State) -> Iterator[State]:
    """Right options of the sum."""
    prev = None
    for i, c in enumerate(s):
        if c is prev:
            continue
        prev = c
        for o in c.right:
            yield replace(s, i, o)


def is_left_end(s: State) -> bool:
    return all(not c.left for c in s)


def is_right_end(s: State) -> bool:
    return all(not c.right for c in s)


def birthday(s: State) -> int:
    return sum(c.birthday for c in s)


# --------------------------------------------------------------------------- raw search
_LW: dict[tuple[int, ...], bool] = {}
_RW: dict[tuple[int, ...], bool] = {}


def _lw(s: State) -> bool:
    if len(s) <= 1:
        return True if not s else _form_left_first(s[0], True)
    key = tuple(c._id for c in s)
    r = _LW.get(key)
    if r is None:
        r = True  # a Left end: Left, unable to move, wins (misère)
        for t in left_options(s):
            r = False
            if not _rw(t):
                r = True
                break
        _LW[key] = r
    return r


def _rw(s: State) -> bool:
    if len(s) <= 1:
        return True if not s else _form_right_first(s[0], True)
    key = tuple(c._id for c in s)
    r = _RW.get(key)
    if r is None:
        r = True
        for t in right_options(s):
            r = False
            if not _lw(t):
                r = True
                break
        _RW[key] = r
    return r


def left_wins_first(s: State) -> bool:
    """Does Left win the sum of the components ``s`` moving first (misère)?  Exact search on
    the components as given (no reductions)."""
    return maybe_deep(birthday(s), _lw, s)


def right_wins_first(s: State) -> bool:
    """Does Right win the sum of the components ``s`` moving first (misère)?"""
    return maybe_deep(birthday(s), _rw, s)


def raw_outcome(s: State) -> Outcome:
    """Misère outcome of the sum of the components ``s``, searched as given."""
    return from_wins(left_wins_first(s), right_wins_first(s))


# --------------------------------------------------------------------------- reduced search
def smallest_universe(comps: Iterable[Game]) -> str:
    """'D', 'E' or 'M': the smallest of dicots ⊆ dead-ending ⊆ all games holding every form."""
    kind = "D"
    for c in comps:
        if kind == "D" and not c.is_dicot:
            kind = "E"
        if kind == "E" and not c.is_dead_ending:
            return "M"
    return kind


class _Reduced:
    """Search with canonical components and cancellation of zero pairs, for one universe."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.lw: dict[tuple[int, ...], bool] = {}
        self.rw: dict[tuple[int, ...], bool] = {}
        self._partner: dict[int, Game | None] = {}

    def partner(self, g: Game) -> Game | None:
        """The conjugate of g when G + Ḡ ≡ 0 in this universe, else None."""
        try:
            return self._partner[g._id]
        except KeyError:
            pass
        p = None
        if self.kind != "M":
            from cgt.canonical.misere import zero_pair

            neg = -g
            if zero_pair(self.kind, g):
                p = neg
        self._partner[g._id] = p
        return p

    def after(self, s: State, i: int, o: Game) -> State:
        """The position after component i moves to o, with a new zero pair cancelled (only the
        component that moved can have created one)."""
        t = replace(s, i, o)
        if not (o.left or o.right):
            return t
        p = self.partner(o)
        if p is None:
            return t
        need = 2 if p is o else 1
        if sum(1 for c in t if c is p) >= need:
            return _remove(_remove(t, o), p)
        return t

    def moves(self, s: State, left: bool) -> Iterator[State]:
        # Moves that empty a component come first: they find the short wins quickly. The order
        # is only a heuristic; every move is still tried before a loss is declared.
        later = []
        prev = None
        for i, c in enumerate(s):
            if c is prev:
                continue
            prev = c
            for o in c.left if left else c.right:
                if o.left or o.right:
                    later.append((i, o))
                else:
                    yield self.after(s, i, o)
        for i, o in later:
            yield self.after(s, i, o)

    def left_wins(self, s: State) -> bool:
        if len(s) <= 1:
            return True if not s else _form_left_first(s[0], True)
        key = tuple(c._id for c in s)
        r = self.lw.get(key)
        if r is None:
            r = True
            for t in self.moves(s, True):
                r = False
                if not self.right_wins(t):
                    r = True
                    break
            self.lw[key] = r
        return r

    def right_wins(self, s: State) -> bool:
        if len(s) <= 1:
            return True if not s else _form_right_first(s[0], True)
        key = tuple(c._id for c in s)
        r = self.rw.get(key)
        if r is None:
            r = True
            for t in self.moves(s, False):
                r = False
                if not self.left_wins(t):
                    r = True
                    break
            self.rw[key] = r
        return r


def _remove(s: State, g: Game) -> State:
    i = next(k for k, c in enumerate(s) if c is g)
    return s[:i] + s[i + 1 :]


_SEARCHERS: dict[str, _Reduced] = {}


def reduced_state(games: Iterable[Game], kind: str | None = None) -> tuple[str, State]:
    """The universe used and the reduced position: canonical components, zero pairs removed."""
    k, s, _ = reduce_components(games, kind)
    return k, s


def reduce_components(
    games: Iterable[Game], kind: str | None = None
) -> tuple[str, State, int]:
    """(universe, reduced position, number of cancelled pairs A + Ā ≡ 0).

    >>> from cgt import parse
    >>> k, s, n = reduce_components([parse("*:1 + *:-1 + * + ^")])
    >>> k, [str(c) for c in s], n
    ('D', ['*', '^'], 1)
    """
    from cgt.canonical.misere import canonical, zero_pair

    comps = state(games)
    k = smallest_universe(comps) if kind is None else kind
    canon = sorted((canonical(k, c) for c in comps), key=_id)
    canon = [c for c in canon if c.left or c.right]
    cancelled = 0
    if k != "M":
        out: list[Game] = []
        for c in canon:
            neg = -c
            if neg in out and zero_pair(k, c):
                out.remove(neg)
                cancelled += 1
            else:
                out.append(c)
        canon = sorted(out, key=_id)
    return k, tuple(canon), cancelled


def sum_outcome(*games: Game) -> Outcome:
    """Misère outcome of the sum of ``games`` (each may itself be a literal sum), without
    building the sum: canonical components modulo the smallest of D, E, M holding them all,
    zero pairs cancelled, then a memoised search on multisets.

    >>> from cgt import number, ordinal_sum, star
    >>> sprig = lambda x: ordinal_sum(star, number(x))
    >>> str(sum_outcome(*[sprig(x) for x in ("1/2", "-1/2", 1, 2, -3)]))
    'L'
    """
    kind, s = reduced_state(games)
    searcher = _SEARCHERS.get(kind)
    if searcher is None:
        searcher = _SEARCHERS[kind] = _Reduced(kind)
    depth = birthday(s)
    lw = maybe_deep(depth, searcher.left_wins, s)
    rw = maybe_deep(depth, searcher.right_wins, s)
    return from_wins(lw, rw)
