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

from collections.abc import Callable, Iterable, Iterator
from importlib import import_module
from typing import Any

from cgt import _memo, _plugins
from cgt._deep import maybe_deep
from cgt.errors import SearchBoundExceeded
from cgt.game import Game, as_game, size
from cgt.outcome import _SUM_WINS, Outcome, from_wins
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
    "sum_wins",
    "explain_outcome",
    "OUTCOME_THEOREMS",
    "smallest_universe",
    "MAX_SEARCH_POSITIONS",
]

State = tuple  # tuple[Game, ...], sorted by form id, no zero components


def flatten(g: Game) -> list[Game]:
    """The components of ``g``: a sum's components, else ``[g]``; zero is dropped.

    >>> from cgt import star, up, nimber
    >>> sorted(str(c) for c in flatten(star + up + nimber(2)))
    ['*', '*2', '^']
    """
    if g.is_sum:
        return list(g.components)  # type: ignore[attr-defined]
    return [g] if (g.birthday > 0) else []


def state(games: Iterable[Any]) -> State:
    """The position (sorted multiset of non-zero components) of the sum of ``games``,
    each flattened into its components."""
    comps: list[Game] = []
    for g in games:
        comps.extend(flatten(as_game(g)))
    comps.sort(key=_id)
    return tuple(comps)


def _id(g: Game) -> int:
    return g._id


def replace(s: State, i: int, o: Game) -> State:
    """``s`` with its i-th component replaced by ``o`` (dropped when ``o`` is 0)."""
    rest = s[:i] + s[i + 1 :]
    if o.birthday == 0:
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
_LW: dict[tuple[int, ...], bool] = _memo.table("misere sums: left wins first")
_RW: dict[tuple[int, ...], bool] = _memo.table("misere sums: right wins first")

#: The most positions one misère search may examine: each position entered and each move
#: tried from it counts, so a few positions with very many options are bounded too.
MAX_SEARCH_POSITIONS = 20_000_000


class _Budget:
    """Counts positions examined; past the bound the search stops with a clear error."""

    __slots__ = ("left", "bound")

    def __init__(self, bound: int | None) -> None:
        self.bound = MAX_SEARCH_POSITIONS if bound is None else bound
        self.left = self.bound

    def spend(self, k: int = 1) -> None:
        self.left -= k
        if self.left < 0:
            raise SearchBoundExceeded(
                f"the misère search of this sum examined more than {self.bound:,} positions; "
                "pass max_positions=… to sum_outcome (or raise "
                "cgt.misere_sum.MAX_SEARCH_POSITIONS)"
            )


_RAW_BUDGET = [_Budget(None)]


def _lw(s: State) -> bool:
    if len(s) <= 1:
        return True if not s else _form_left_first(s[0], True)
    key = tuple(c._id for c in s)
    r = _LW.get(key)
    if r is None:
        _RAW_BUDGET[0].spend()
        r = True  # a Left end: Left, unable to move, wins (misère)
        for t in left_options(s):
            _RAW_BUDGET[0].spend()
            r = False
            if not _rw(t):
                r = True
                break
        _memo.put(_LW, key, r)
    return r


def _rw(s: State) -> bool:
    if len(s) <= 1:
        return True if not s else _form_right_first(s[0], True)
    key = tuple(c._id for c in s)
    r = _RW.get(key)
    if r is None:
        _RAW_BUDGET[0].spend()
        r = True
        for t in right_options(s):
            _RAW_BUDGET[0].spend()
            r = False
            if not _lw(t):
                r = True
                break
        _memo.put(_RW, key, r)
    return r


def left_wins_first(s: State, max_positions: int | None = None) -> bool:
    """Does Left win the sum of the components ``s`` moving first (misère)?  Exact search on
    the components as given (no reductions), visiting at most ``max_positions`` positions."""
    _RAW_BUDGET[0] = _Budget(max_positions)
    return maybe_deep(birthday(s), _lw, s)


def right_wins_first(s: State, max_positions: int | None = None) -> bool:
    """Does Right win the sum of the components ``s`` moving first (misère)?"""
    _RAW_BUDGET[0] = _Budget(max_positions)
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
    """Search with canonical components and cancellation of zero pairs, for one universe.

    A position is a flat tuple ``(id₁, k₁, id₂, k₂, …)`` of distinct component ids (sorted)
    and multiplicities: a sum of many copies of a few forms (500 copies of {1|0}) has few
    positions, and a position is its own memo key."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.lw: dict[tuple[int, ...], bool] = {}
        self.rw: dict[tuple[int, ...], bool] = {}
        self._partner: dict[int, int | None] = {}
        self._conjugates: dict[int, int] = {}
        #: id -> component, for the components met (strong references for the search).
        self.forms: dict[int, Game] = {}
        #: id -> (Left options' ids, Right options' ids), zeros as -1.
        self._opts: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}
        self.budget = _Budget(None)
        #: What the G + Ḡ ≡ 0 tests of one search may spend together (a comparison_bound).
        self.pairs: Any = None

    def know(self, g: Game) -> int:
        i = g._id
        if i not in self.forms:
            self.forms[i] = g
        return i

    def options(self, i: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        r = self._opts.get(i)
        if r is None:
            g = self.forms[i]
            counts = getattr(g._param, "counts", None)  # held values: without materialising
            self.budget.spend(sum(counts()) if counts is not None else 1)
            r = (
                tuple(self.know(o) if (o.birthday > 0) else -1 for o in g.left),
                tuple(self.know(o) if (o.birthday > 0) else -1 for o in g.right),
            )
            self._opts[i] = r
        return r

    def partner(self, i: int) -> int | None:
        """The id of the conjugate of component i when G + Ḡ ≡ 0 in this universe."""
        try:
            return self._partner[i]
        except KeyError:
            pass
        p = None
        g = self.forms[i]
        if self.kind != "M" and _zero_pair(self.kind, g, self.pairs):
            p = self.know(g.conjugate())
        self._partner[i] = p
        return p

    def after(self, s: tuple[int, ...], j: int, o: int) -> tuple[int, ...]:
        """The position after one copy of the component at s[j] moves to o (-1: to zero),
        with a new zero pair cancelled (only the component that moved can have made one)."""
        t = _dec(s, j)
        if o < 0:
            return t
        if self.kind != "M":
            # the G + Ḡ ≡ 0 test costs a comparison: only run it when Ḡ is there to cancel
            k = _find(t, self.conjugate(o))
            if k is not None and self.partner(o) is not None:
                return _dec(t, k)  # o + its conjugate ≡ 0: both go
        return _inc(t, o)

    def conjugate(self, i: int) -> int:
        """The id of the conjugate of component i."""
        c = self._conjugates.get(i)
        if c is None:
            c = self._conjugates[i] = self.know(self.forms[i].conjugate())
        return c

    def moves(self, s: tuple[int, ...], left: bool) -> Iterator[tuple[int, ...]]:
        # Moves that empty a component come first: they find the short wins quickly. The order
        # is only a heuristic; every move is still tried before a loss is declared.
        later = []
        side = 0 if left else 1
        for j in range(0, len(s), 2):
            for o in self.options(s[j])[side]:
                if o < 0:
                    yield self.after(s, j, o)
                else:
                    later.append((j, o))
        for j, o in later:
            yield self.after(s, j, o)

    def left_wins(self, s: tuple[int, ...]) -> bool:
        if len(s) <= 2 and (not s or s[1] == 1):
            return True if not s else _form_left_first(self.forms[s[0]], True)
        r = self.lw.get(s)
        if r is None:
            self.budget.spend()
            r = True
            for t in self.moves(s, True):
                self.budget.spend()
                r = False
                if not self.right_wins(t):
                    r = True
                    break
            _memo.put(self.lw, s, r)
        return r

    def right_wins(self, s: tuple[int, ...]) -> bool:
        if len(s) <= 2 and (not s or s[1] == 1):
            return True if not s else _form_right_first(self.forms[s[0]], True)
        r = self.rw.get(s)
        if r is None:
            self.budget.spend()
            r = True
            for t in self.moves(s, False):
                self.budget.spend()
                r = False
                if not self.left_wins(t):
                    r = True
                    break
            _memo.put(self.rw, s, r)
        return r

    def position(self, s: State) -> tuple[int, ...]:
        out: list[int] = []
        for c in s:
            i = self.know(c)
            if out and out[-2] == i:
                out[-1] += 1
            else:
                out += [i, 1]
        return tuple(out)


def _dec(s: tuple[int, ...], j: int) -> tuple[int, ...]:
    k = s[j + 1]
    if k == 1:
        return s[:j] + s[j + 2 :]
    return s[: j + 1] + (k - 1,) + s[j + 2 :]


def _find(s: tuple[int, ...], i: int) -> int | None:
    for j in range(0, len(s), 2):
        if s[j] == i:
            return j
    return None


def _inc(s: tuple[int, ...], i: int) -> tuple[int, ...]:
    for j in range(0, len(s), 2):
        c = s[j]
        if c == i:
            return s[: j + 1] + (s[j + 1] + 1,) + s[j + 2 :]
        if c > i:
            return s[:j] + (i, 1) + s[j:]
    return s + (i, 1)


def _remove(s: State, g: Game) -> State:
    i = next(k for k, c in enumerate(s) if c is g)
    return s[:i] + s[i + 1 :]


_SEARCHERS: dict[str, _Reduced] = {}


def _clear_searchers() -> None:
    _SEARCHERS.clear()


_memo.on_clear(_clear_searchers)

#: Components above this birthday are kept as they are, not reduced to a canonical form: the
#: reduction is an optimisation, and on a huge form (an integer born on day 2**200) it would not
#: finish.
_REDUCE_UP_TO_DAY = 200

#: Nor are components with more followers than this.
_REDUCE_UP_TO_SIZE = 5000

#: What reduces the components: canonical forms mod U (``canonical``), the test G + Ḡ ≡ 0
#: (``zero_pair``) and the step bound they share (``comparison_bound``). Installed by
#: :mod:`cgt.canonical.misere`, which compares forms through the searches here (so sits above).
_MODULO: dict[str, Callable[..., Any]] = {}


def _modulo(name: str) -> Callable[..., Any]:
    """One of the functions of :data:`_MODULO`, loading :mod:`cgt.canonical.misere` (which
    installs them) on first use: ``import cgt`` does not pay for the misère comparison engine."""
    if not _MODULO:
        import_module("cgt.canonical.misere")
    return _MODULO[name]


#: Up to this birthday a component is reducible without counting its followers: those of a
#: form born by day 3 are itself and objects born by day 2, which are at most the 256 literal
#: forms born by day 2 (interned, so a held value is the object of its form) and a few sums of
#: two day-1 forms: far fewer than _REDUCE_UP_TO_SIZE.
_UNCOUNTED_DAY = 3


def _reducible(c: Game) -> bool:
    if _held_value(c):
        return False
    b = c.birthday
    return b <= _UNCOUNTED_DAY or (
        b <= _REDUCE_UP_TO_DAY and size(c, _REDUCE_UP_TO_SIZE) <= _REDUCE_UP_TO_SIZE
    )


def _reduced_form(kind: str, c: Game) -> Game:
    """The canonical form of c mod U when it comes cheaply, else c itself (equivalent)."""
    canonical, comparison_bound = _modulo("canonical"), _modulo("comparison_bound")

    if not _reducible(c):
        return c
    try:
        with comparison_bound(_OPTIMISATION_STEPS * 10):
            return canonical(kind, c)
    except SearchBoundExceeded:
        return c


def _held_value(c: Game) -> bool:
    """A value held by its parameters: a canonical form already; reducing it mod U further
    is left out (it is only an optimisation, and on a huge value it would not finish)."""
    return c._param is not None and not c.is_sum


def _pair_allowance() -> Any:
    return _modulo("comparison_bound")(_OPTIMISATION_STEPS * 10)


def _zero_pair(kind: str, c: Game, allowance: Any = None) -> bool:
    """G + Ḡ ≡ 0 (mod kind), decided without searching huge values: a nim heap *m pairs
    with itself exactly when m = 0, or m = 1 mod D (* + * ≡ 0 mod D but not mod E; for m ≥ 2,
    X = 0 separates: *m + *m is a misère P-position, 0 an N-position). Only an optimisation:
    a test that would take long is given up (False)."""
    comparison_bound, zero_pair = _modulo("comparison_bound"), _modulo("zero_pair")

    t = c._tag
    if t is not None and t[0] == 0 and t[1] == 0:
        return t[2] == 0 or (t[2] == 1 and kind == "D")
    if c.birthday > _REDUCE_UP_TO_DAY:
        return False
    bound = comparison_bound(_OPTIMISATION_STEPS) if allowance is None else allowance
    if bound.left <= 0:
        return False
    try:
        with comparison_bound(bound.left) as b:
            return zero_pair(kind, c)
    except SearchBoundExceeded:
        return False
    finally:
        bound.left = b.left


#: How many pairs a comparison made only to simplify a search may test.
_OPTIMISATION_STEPS = 20_000


#: Theorems that give the misère outcome of a sum outright: each takes the reduced components
#: and returns (outcome, citation) or None. Installed by the packages that prove them (e.g. the
#: Hackenbush theory), imported by :func:`cgt._plugins.load` when first consulted.
OUTCOME_THEOREMS: list[Callable[[State], tuple[Outcome, str] | None]] = []


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
    comps = state(games)
    k = smallest_universe(comps) if kind is None else kind
    canon = sorted((_reduced_form(k, c) for c in comps), key=_id)
    canon = [c for c in canon if c.birthday > 0]
    cancelled = 0
    if k != "M":
        out: list[Game] = []
        for c in canon:
            neg = c.conjugate()
            if neg in out and _zero_pair(k, c):
                out.remove(neg)
                cancelled += 1
            else:
                out.append(c)
        canon = sorted(out, key=_id)
    return k, tuple(canon), cancelled


def _bouton(s: State) -> tuple[Outcome, str] | None:
    """Misère nim: a sum of nim heaps, all of size ≤ 1, is a P-position iff the number of
    heaps of size 1 is odd; otherwise iff the nim-sum is 0 (Bouton 1902; Winning Ways ch. 13)."""
    heaps = []
    for c in s:
        t = c._tag
        if t is None or t[0] or t[1]:
            return None
        heaps.append(t[2])
    if all(h <= 1 for h in heaps):
        p = sum(heaps) % 2 == 1
    else:
        x = 0
        for h in heaps:
            x ^= h
        p = x == 0
    from cgt.outcome import N, P

    return (P if p else N), "Bouton's theorem on misère nim (Bouton 1902)"


def _theorems(s: State) -> tuple[Outcome, str] | None:
    _plugins.load()
    for theorem in (_bouton, *OUTCOME_THEOREMS):
        found = theorem(s)
        if found is not None:
            return found
    return None


def _decide(games: Iterable[Any], max_positions: int | None) -> tuple[bool, bool, str]:
    raw = state(games)
    found = _theorems(raw)
    if found is not None:
        o, why = found
        return o.left_wins_first, o.right_wins_first, why
    kind, s = reduced_state(raw)
    if len(s) <= 1:
        if not s:
            return True, True, "search"
        g = s[0]
        return _form_left_first(g, True), _form_right_first(g, True), "search"
    found = _theorems(s)
    if found is not None:
        o, why = found
        return o.left_wins_first, o.right_wins_first, why
    searcher = _SEARCHERS.get(kind)
    if searcher is None:
        searcher = _SEARCHERS[kind] = _Reduced(kind)
    depth = birthday(s)
    searcher.budget = _Budget(max_positions)
    searcher.pairs = _pair_allowance()
    position = searcher.position(s)
    lw = maybe_deep(depth, searcher.left_wins, position)
    rw = maybe_deep(depth, searcher.right_wins, position)
    return lw, rw, "search"


def sum_wins(games: Iterable[Any], max_positions: int | None = None) -> tuple[bool, bool]:
    """(Left wins moving first, Right wins moving first) in the misère sum of ``games``."""
    lw, rw, _ = _decide(games, max_positions)
    return lw, rw


_SUM_WINS[1] = sum_wins  # outcomes of misère sums


def sum_outcome(
    *games: Any, misere: bool = True, max_positions: int | None = None
) -> Outcome:
    """The outcome of the sum of ``games`` without building the sum.

    An alias for a sum given as its terms: ``sum_outcome(G, H)`` is
    ``(G + H).misere_outcome()``, the canonical call (``misere=False``:
    ``(G + H).outcome()``); the guide's "One way to ask each question" lists the others.

    Misère play (the default): canonical components modulo the smallest of D, E, M holding
    them all, zero pairs cancelled, the theorems that give such outcomes outright (sums of
    sprigs and the like), else a memoised search on multisets visiting at most
    ``max_positions`` positions (default :data:`MAX_SEARCH_POSITIONS`). Normal play: the
    outcome of the canonical form of the sum.

    >>> from cgt import number, ordinal_sum, star
    >>> sprig = lambda x: ordinal_sum(star, number(x))
    >>> str(sum_outcome(*[sprig(x) for x in ("1/2", "-1/2", 1, 2, -3)]))
    'L'
    >>> str(sum_outcome(star, star)), str(sum_outcome(star, star, misere=False))
    ('N', 'P')
    """
    if not misere:
        from cgt.canonical.normal import canonical_sum
        from cgt.outcome import outcome

        return outcome(canonical_sum(*games))
    lw, rw, _ = _decide(games, max_positions)
    return from_wins(lw, rw)


def explain_outcome(*games: Any, max_positions: int | None = None) -> tuple[Outcome, str]:
    """The misère outcome of the sum and how it was found: the theorem that gave it, or
    "search". The outcome is ``G.misere_outcome()``'s, the canonical call; this adds the
    reason.

    >>> from cgt import star, up
    >>> o, why = explain_outcome(star, star)
    >>> str(o), why
    ('N', "Bouton's theorem on misère nim (Bouton 1902)")
    >>> str(explain_outcome(up, star)[1])
    'search'
    """
    lw, rw, why = _decide(games, max_positions)
    return from_wins(lw, rw), why
