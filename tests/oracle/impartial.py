"""Brute-force twin for impartial games, straight from the definitions.

An impartial game is a frozenset of its options (each again such a frozenset). Nothing is
simplified: outcomes of sums are searched on the tuple of component trees, nim values come from
the mex rule on the literal game tree, and heap games are played on multisets of heap sizes with
their moves read off the octal digits bit by bit. The misère equivalence test tries every X in a
finite pool of impartial games; a "no" is therefore a proof (it comes with X), a "yes" says no X
of the pool distinguishes.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations, combinations_with_replacement

Tree = frozenset

ZERO: Tree = frozenset()


def nimber(n: int) -> Tree:
    return frozenset(nimber(k) for k in range(n))


def from_game(g) -> Tree:  # noqa: ANN001 - a cgt Game
    return frozenset(from_game(o) for o in g.left)


def to_game(t: Tree):  # noqa: ANN201
    from cgt import game

    opts = [to_game(x) for x in t]
    return game(opts, opts)


def trees_by_day(n: int) -> list[Tree]:
    """Every impartial tree born by day n (1, 2, 4, 16 for days 0–3)."""
    day = [ZERO]
    for _ in range(n):
        day = [frozenset(c) for k in range(len(day) + 1) for c in combinations(day, k)]
    return day


@cache
def g_plus(t: Tree) -> int:
    vals = {g_plus(x) for x in t}
    m = 0
    while m in vals:
        m += 1
    return m


@cache
def g_minus(t: Tree) -> int:
    if not t:
        return 1
    vals = {g_minus(x) for x in t}
    m = 0
    while m in vals:
        m += 1
    return m


def _state(parts: tuple[Tree, ...]) -> tuple[Tree, ...]:
    return tuple(sorted((p for p in parts if p), key=lambda p: (len(p), hash(p))))


@cache
def _sum_g_minus(state: tuple[Tree, ...]) -> int:
    if not state:
        return 1
    vals = set()
    for i, c in enumerate(state):
        for o in c:
            vals.add(_sum_g_minus(_state(state[:i] + (o,) + state[i + 1 :])))
    m = 0
    while m in vals:
        m += 1
    return m


def sum_g_minus(*parts: Tree) -> int:
    """g⁻ of the sum of the trees, by search on the multiset of components."""
    return _sum_g_minus(_state(parts))


def sum_is_p(*parts: Tree) -> bool:
    return sum_g_minus(*parts) == 0


def genus_digits(t: Tree, n: int) -> list[int]:
    """γ₀ … γₙ₋₁ with γₖ = g⁻(G + k copies of *2)."""
    two = nimber(2)
    return [sum_g_minus(t, *([two] * k)) for k in range(n)]


def pool(max_day: int = 3, pairs_from_day: int = 2) -> list[tuple[Tree, ...]]:
    """Test positions X: every tree born by ``max_day`` and sums of two born by
    ``pairs_from_day``."""
    singles = [(t,) for t in trees_by_day(max_day)]
    small = trees_by_day(pairs_from_day)
    return singles + list(combinations_with_replacement(small, 2))


def distinguisher_in_pool(
    g: tuple[Tree, ...], h: tuple[Tree, ...], xs: list[tuple[Tree, ...]]
) -> tuple[Tree, ...] | None:
    for x in xs:
        if sum_is_p(*g, *x) != sum_is_p(*h, *x):
            return x
    return None


# --------------------------------------------------------------------------- heap games
def octal_moves(code_digits: dict[int, int], n: int) -> list[tuple[int, ...]]:
    """Moves of an octal game from a heap of n: take r tokens where digit r has bit j set, and
    leave j nonempty heaps (j ≤ 2)."""
    out = set()
    for r, d in code_digits.items():
        m = n - r
        if m < 0:
            continue
        if d & 1 and m == 0:
            out.add(())
        if d & 2 and m >= 1:
            out.add((m,))
        if d & 4 and m >= 2:
            for a in range(1, m // 2 + 1):
                out.add((a, m - a))
    return sorted(out)


def constrained_code_moves(digits: dict[int, tuple[int, str]], n: int) -> list[tuple[int, ...]]:
    """Moves from a heap of n of a code whose digit r is a bit mask with one constraint
    ('', '!' pairwise unequal, '?' not all equal, '=' all equal), from the definitions: take r
    tokens, leave j nonempty heaps (bit j of the mask) obeying the constraint, every multiset of
    heap sizes tried. CGSuite reads a constraint on a digit that allows no more than one heap as
    no constraint (its Digit normalisation), and lets "?" leave one heap when it has two tokens
    or more (its traversal of the code: heap 9 of 0.3F? moves to 7, heap 3 not to 1)."""
    out = set()
    for r, (mask, c) in digits.items():
        m = n - r
        if m < 0:
            continue
        if mask < 4:
            c = ""
        for j in range(mask.bit_length()):
            if not mask >> j & 1:
                continue
            if j == 0:
                if m == 0:
                    out.add(())
                continue
            for heaps in combinations_with_replacement(range(1, m + 1), j):
                if sum(heaps) != m:
                    continue
                distinct = len(set(heaps))
                if c == "!" and distinct < j:
                    continue
                if c == "=" and distinct > 1:
                    continue
                if c == "?" and distinct == 1 and (j > 1 or m < 2):
                    continue
                out.add(heaps)
    return sorted(out)


def _heap_searchers(moves):  # noqa: ANN001, ANN202
    """g⁺ and g⁻ of positions (sorted tuples of heap sizes), by search on multisets."""

    def options(pos: tuple[int, ...]) -> list[tuple[int, ...]]:
        return [
            tuple(sorted(pos[:i] + pos[i + 1 :] + m)) for i, h in enumerate(pos) for m in moves(h)
        ]

    def mex(vals: set[int]) -> int:
        k = 0
        while k in vals:
            k += 1
        return k

    @cache
    def plus(pos: tuple[int, ...]) -> int:
        return mex({plus(o) for o in options(pos)})

    @cache
    def minus(pos: tuple[int, ...]) -> int:
        opts = options(pos)
        return mex({minus(o) for o in opts}) if opts else 1

    return plus, minus


def heap_g_values(moves, n: int) -> tuple[list[int], list[int]]:  # noqa: ANN001
    """g⁺ and g⁻ of single heaps 0..n, by search on multisets of heaps (no theorem used)."""
    plus, minus = _heap_searchers(moves)
    heaps = [(k,) if k else () for k in range(n + 1)]
    return [plus(h) for h in heaps], [minus(h) for h in heaps]


def heap_position_g_minus(moves, heaps: tuple[int, ...]) -> int:  # noqa: ANN001
    """g⁻ of a sum of heaps, by search on multisets."""
    return _heap_searchers(moves)[1](tuple(sorted(h for h in heaps if h)))


# --------------------------------------------------------------------------- strategies
def forms_strategy(max_day: int = 4, max_options: int = 5):  # noqa: ANN201
    """A hypothesis strategy of impartial cgt forms: options drawn from the trees born by
    ``max_day`` − 1 (so forms born by ``max_day``)."""
    from hypothesis import strategies as st

    base = trees_by_day(max_day - 1)
    return st.lists(st.sampled_from(base), max_size=max_options, unique=True).map(
        lambda opts: to_game(frozenset(opts))
    )


def require_exhaustive(request) -> None:  # noqa: ANN001 - a pytest request
    """Skip, saying why, unless the run selected the ``exhaustive`` marker (``-m exhaustive``)."""
    import pytest

    if "exhaustive" not in (request.config.getoption("-m") or ""):
        pytest.skip("exhaustive brute-force run: select it with -m exhaustive")


def heap_misere_search(moves):  # noqa: ANN001, ANN201
    """g⁻ of sums of heaps (tuples of sizes, any order), one memo shared across calls."""
    minus = _heap_searchers(moves)[1]
    return lambda heaps: minus(tuple(sorted(h for h in heaps if h)))
