"""Brute-force twin for misère play modulo a universe, straight from the definitions.

Games are oracle trees (nested ``(left, right)`` frozensets, see :mod:`tests.oracle.normal`).
Nothing is reduced: outcomes of sums are searched on the tuple of component trees, and
G ≥ H (mod U) is decided by trying every X of a finite pool of U — the members born by day 2
and sums of two small members. A "no" from the twin is therefore a proof (it comes with X);
a "yes" only says no X of the pool distinguishes.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from itertools import combinations, combinations_with_replacement

from tests.oracle.normal import ZERO, Tree, le

# ---------------------------------------------------------------------------- structure


def followers(t: Tree) -> set[Tree]:
    seen = {t}
    stack = [t]
    while stack:
        a = stack.pop()
        for x in a[0] | a[1]:
            if x not in seen:
                seen.add(x)
                stack.append(x)
    return seen


def is_dicot(t: Tree) -> bool:
    return all(bool(f[0]) == bool(f[1]) for f in followers(t))


def is_impartial(t: Tree) -> bool:
    return all(f[0] == f[1] for f in followers(t))


def is_dead_ending(t: Tree) -> bool:
    """Every end follower is a dead end (no follower of it gives that player a move)."""
    for f in followers(t):
        if not f[0] and any(x[0] for x in followers(f)):
            return False
        if not f[1] and any(x[1] for x in followers(f)):
            return False
    return True


def is_blocked_end(t: Tree, left: bool) -> bool:
    """Davies–Miller–Milley (arXiv:2506.05257, §4): a Left end each of whose Right options is
    a blocked Left end or has a Left option that is one (dually for Right)."""
    own, other = (t[0], t[1]) if left else (t[1], t[0])
    if own:
        return False
    for x in other:
        mine = x[0] if left else x[1]
        if not (is_blocked_end(x, left) or any(is_blocked_end(y, left) for y in mine)):
            return False
    return True


def is_blocking(t: Tree) -> bool:
    """Every follower that is a Left (Right) end is a blocked Left (Right) end."""
    return all(
        (f[0] or is_blocked_end(f, True)) and (f[1] or is_blocked_end(f, False))
        for f in followers(t)
    )


def conj(t: Tree) -> Tree:
    return (frozenset(conj(x) for x in t[1]), frozenset(conj(x) for x in t[0]))


MEMBER = {
    "M": lambda t: True,
    "D": is_dicot,
    "E": is_dead_ending,
    "I": is_impartial,
    "B": is_blocking,
}


def all_trees(day: int) -> list[Tree]:
    """Every tree born by ``day`` (1, 4, 256 trees for days 0, 1, 2)."""
    trees = [ZERO]
    for _ in range(day):
        subsets = [
            frozenset(c) for k in range(len(trees) + 1) for c in combinations(trees, k)
        ]
        trees = [(a, b) for a in subsets for b in subsets]
    return trees


def members(universe: str, day: int) -> list[Tree]:
    """Members of M, D, E or I born by ``day``, by filtering every tree (impartial up to day 3:
    built directly, as day-3 trees are too many to filter)."""
    if universe == "I":
        trees = [ZERO]
        for _ in range(day):
            subsets = [
                frozenset(c) for k in range(len(trees) + 1) for c in combinations(trees, k)
            ]
            trees = [(s, s) for s in subsets]
        return trees
    return [t for t in all_trees(day) if MEMBER[universe](t)]


# ---------------------------------------------------------------------------- numbers, sprigs


def number_tree(x: Fraction) -> Tree:
    """The canonical number form of a dyadic x, built from its definition."""
    if x.denominator == 1:
        n = int(x)
        t = ZERO
        for _ in range(abs(n)):
            t = (frozenset([t]), frozenset()) if n > 0 else (frozenset(), frozenset([t]))
        return t
    eps = Fraction(1, x.denominator)
    return (frozenset([number_tree(x - eps)]), frozenset([number_tree(x + eps)]))


def star_colon(t: Tree) -> Tree:
    """*:T = {0, *:T^L | 0, *:T^R}."""
    return (
        frozenset([ZERO] + [star_colon(x) for x in t[0]]),
        frozenset([ZERO] + [star_colon(x) for x in t[1]]),
    )


def sprig_trees(max_den_exp: int = 4, bound: int = 6) -> dict[Tree, Fraction]:
    """Sprigs *:x for dyadic x with |x| ≤ bound and denominator ≤ 2^max_den_exp."""
    out = {}
    d = 2**max_den_exp
    for k in range(-bound * d, bound * d + 1):
        x = Fraction(k, d)
        out[star_colon(number_tree(x))] = x
    return out


def is_number_tree(t: Tree) -> bool:
    """Conway's form-level test: options are numbers and every T^L < every T^R."""
    return all(is_number_tree(x) for x in t[0] | t[1]) and all(
        le(a, b) and not le(b, a) for a in t[0] for b in t[1]
    )


def star_based_subordinate(t: Tree) -> Tree | None:
    """T with t = *:T, or None."""
    if ZERO not in t[0] or ZERO not in t[1]:
        return None
    ls = [star_based_subordinate(x) for x in t[0] if x != ZERO]
    rs = [star_based_subordinate(x) for x in t[1] if x != ZERO]
    if None in ls or None in rs:
        return None
    sub = (frozenset(ls), frozenset(rs))
    return sub if star_colon(sub) == t else None


# ---------------------------------------------------------------------------- outcomes


def _key(ts: tuple[Tree, ...]) -> tuple[Tree, ...]:
    return tuple(sorted((t for t in ts if t != ZERO), key=hash))


_LW: dict[tuple[Tree, ...], bool] = {}
_RW: dict[tuple[Tree, ...], bool] = {}


def left_wins(ts: tuple[Tree, ...]) -> bool:
    """Left wins the sum of the trees ``ts`` moving first (misère: no move means a win)."""
    ts = _key(ts)
    r = _LW.get(ts)
    if r is None:
        moves = [
            ts[:i] + (x,) + ts[i + 1 :] for i, t in enumerate(ts) for x in t[0]
        ]
        r = not moves or any(not right_wins(m) for m in moves)
        _LW[ts] = r
    return r


def right_wins(ts: tuple[Tree, ...]) -> bool:
    ts = _key(ts)
    r = _RW.get(ts)
    if r is None:
        moves = [
            ts[:i] + (x,) + ts[i + 1 :] for i, t in enumerate(ts) for x in t[1]
        ]
        r = not moves or any(not left_wins(m) for m in moves)
        _RW[ts] = r
    return r


def outcome(*ts: Tree) -> str:
    """Misère outcome letter of the sum of the trees."""
    lw, rw = left_wins(ts), right_wins(ts)
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[
        (lw, rw)
    ]


def outcome_ge(a: str, b: str) -> bool:
    """Left's partial order on outcomes: L > N > R, L > P > R, N and P incomparable."""
    left_first = {"L": 1, "N": 1, "P": 0, "R": 0}
    left_second = {"L": 1, "P": 1, "N": 0, "R": 0}
    return left_first[a] >= left_first[b] and left_second[a] >= left_second[b]


# ---------------------------------------------------------------------------- comparison

#: (universe) -> (day of single members, day of members used in pairwise sums)
POOL_DAYS = {"M": (2, 1), "D": (2, 2), "E": (2, 1), "I": (3, 2), "B": (2, 1)}


@cache
def pool(universe: str) -> tuple[tuple[Tree, ...], ...]:
    """Distinguishers tried by the twin: members born by day 2 (impartial: day 3) and sums of
    two members born by a smaller day; each X is a tuple of component trees."""
    single, pair = POOL_DAYS[universe]
    xs = [(t,) for t in members(universe, single)]
    small = [t for t in members(universe, pair) if t != ZERO]
    xs += [(a, b) for a, b in combinations_with_replacement(small, 2)]
    if universe == "B":
        # every form born by day 2 is blocking: the blocked ends born on day 3 are what
        # sets B apart from M
        xs += [(t,) for t in blocked_ends_day3()] + [(conj(t),) for t in blocked_ends_day3()]
    return tuple(xs)


@cache
def blocked_ends_day3() -> tuple[Tree, ...]:
    """The blocked Left ends born on day 3 with one Right option."""
    day1 = set(all_trees(1))
    ends = [(frozenset(), frozenset([x])) for x in all_trees(2) if x not in day1]
    return tuple(t for t in ends if is_blocking(t))


def outcome_vector(universe: str, comps: tuple[Tree, ...]) -> tuple[str, ...]:
    return tuple(outcome(*(comps + x)) for x in pool(universe))


class Twin:
    """Brute-force comparison modulo a universe, memoising outcome vectors per game."""

    def __init__(self, universe: str) -> None:
        self.universe = universe
        self._vec: dict[tuple[Tree, ...], tuple[str, ...]] = {}

    def vector(self, comps: tuple[Tree, ...]) -> tuple[str, ...]:
        key = _key(comps)
        v = self._vec.get(key)
        if v is None:
            v = outcome_vector(self.universe, key)
            self._vec[key] = v
        return v

    def ge(self, g: tuple[Tree, ...], h: tuple[Tree, ...]) -> bool:
        """No X of the pool has o(G + X) ≱ o(H + X)."""
        return all(outcome_ge(a, b) for a, b in zip(self.vector(g), self.vector(h), strict=True))

    def equiv(self, g: tuple[Tree, ...], h: tuple[Tree, ...]) -> bool:
        return self.vector(g) == self.vector(h)

    def classes(self, forms: list[tuple[Tree, ...]]) -> int:
        """Number of classes of the forms under the twin's equivalence."""
        return len({self.vector(f) for f in forms})


# ---------------------------------------------------------------------------- test strategies
# Random cgt forms by universe, for the hypothesis tests (the twin above never uses them).


def forms_strategy(universe: str):  # noqa: ANN201 - a hypothesis strategy
    """Forms of a universe: members born by day 2 (impartial: day 3), or born on the next day
    with up to three options per side drawn from those."""
    from hypothesis import strategies as st

    from cgt import game
    from cgt.families import dead_ending, dicots, games, impartial

    if universe == "I":
        base = tuple(impartial(3))
        nxt = st.lists(st.sampled_from(base), max_size=4, unique=True).map(lambda s: game(s, s))
        return st.one_of(st.sampled_from(base), nxt)
    fam = {"M": games, "D": dicots, "E": dead_ending}[universe]
    base = tuple(fam(2))
    least = 1 if universe == "D" else 0
    opts = st.lists(st.sampled_from(base), min_size=least, max_size=3, unique=True)
    member = {"M": lambda g: True, "D": lambda g: g.is_dicot, "E": lambda g: g.is_dead_ending}
    nxt = st.tuples(opts, opts).map(lambda lr: game(*lr)).filter(member[universe])
    return st.one_of(st.sampled_from(base), nxt)
