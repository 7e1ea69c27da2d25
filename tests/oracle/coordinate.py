"""Brute-force twin for coordinate rulesets and partizan heaps, straight from the rules.

Nothing here uses cgt's ruleset code. A position is a sorted tuple of heaps (heap sizes, or
coordinate pairs); a move replaces one heap by the heaps one of its moves leaves. Nim values by
the mex rule, heap by heap (an option's value the nim-sum of its heaps'), and, for small sums,
over the options of the whole sum; normal-play values as ``game(left, right).canonical()`` of
the options' values (cgt's form constructor, sum and canonical form: the ruleset code is what
is checked), heap by heap and, for small sums, on the whole sum; misère wins by search on
whole sums. Heap rules come from the rulesets' definitions (Winning Ways; CGSuite's
documentation of ``game.heap``), each written out here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from tests.oracle.impartial import octal_moves

HeapMoves = Callable[[int], list[tuple[int, ...]]]
PairMoves = Callable[[int, int], list[tuple[tuple[int, int], ...]]]


# --------------------------------------------------------------------------- heap rules
def _heaps(*hs: int) -> tuple[int, ...]:
    """The heaps a move leaves: empty heaps are no heaps."""
    return tuple(sorted(h for h in hs if h > 0))


def subtraction(s: Iterable[int], all_but: bool = False) -> HeapMoves:
    """Take k tokens, k in s (with all_but: k not in s), 1 <= k <= n."""
    s = set(s)

    def moves(n: int) -> list[tuple[int, ...]]:
        return sorted({_heaps(n - k) for k in range(1, n + 1) if (k in s) != all_but})

    return moves


def splittles(s: Iterable[int], all_but: bool = False) -> HeapMoves:
    """Take k tokens as in subtraction, and leave the rest as one heap or two nonempty heaps."""
    s = set(s)

    def moves(n: int) -> list[tuple[int, ...]]:
        out = set()
        for k in range(1, n + 1):
            if (k in s) == all_but:
                continue
            rest = n - k
            out.add(_heaps(rest))
            out.update(_heaps(a, rest - a) for a in range(1, rest))
        return sorted(out)

    return moves


def octal(code: str) -> HeapMoves:
    """An octal code '0.d1d2…' (finite), read bit by bit."""
    whole, frac = code.split(".")
    digits = {r + 1: int(d, 8) for r, d in enumerate(frac)}
    if int(whole, 8):
        digits[0] = int(whole, 8)
    return lambda n: octal_moves(digits, n)


def split_in_two(n: int) -> list[tuple[int, ...]]:
    """Cutcake's cut, code 4.0: n = a + b, a, b >= 1."""
    return sorted({_heaps(a, n - a) for a in range(1, n)})


def equal_parts(n: int) -> list[tuple[int, ...]]:
    """Maundy Cake's cut, code {2+}=.0: n into k >= 2 equal parts."""
    return [(n // k,) * k for k in range(2, n + 1) if n % k == 0]


def eat_one(n: int) -> list[tuple[int, ...]]:
    """Eatcake's move on a side, code 0.7: remove one, leave the rest in at most two heaps."""
    if n < 1:
        return []
    rest = n - 1
    return sorted({_heaps(rest)} | {_heaps(a, rest - a) for a in range(1, rest)})


def motley(n: int) -> list[tuple[int, ...]]:
    """Motley (Winning Ways ch. 14), as a heap game: turn coin n and any set of coins to its
    left: the heaps left are any subset of 1 … n − 1."""
    out: list[tuple[int, ...]] = []
    if n < 1:
        return out
    for mask in range(1 << (n - 1)):
        out.append(tuple(k + 1 for k in range(n - 1) if mask >> k & 1))
    return out


def ruler(n: int) -> list[tuple[int, ...]]:
    """Ruler (Winning Ways ch. 14): turn coin n and any run of coins ending just left of it:
    the heaps left are k, k + 1, …, n − 1 for some 1 <= k <= n."""
    return [tuple(range(k, n)) for k in range(1, n + 1)]


def turnips(n: int) -> list[tuple[int, ...]]:
    """Turnips (Winning Ways ch. 14): turn three equally spaced coins, the rightmost n: the
    heaps left are n − 2d and n − d, d >= 1, n − 2d >= 1."""
    return [(n - 2 * d, n - d) for d in range(1, (n - 1) // 2 + 1)]


def grunt(n: int) -> list[tuple[int, ...]]:
    """Grunt (Winning Ways ch. 14): turn four symmetric coins 1, a, n + 1 − a, n with
    1 < a < n + 1 − a: the heaps left are 1, a and n + 1 − a."""
    return [(1, a, n + 1 - a) for a in range(2, n) if a < n + 1 - a]


# --------------------------------------------------------------------------- pair rules
def wythoff(bound: Callable[[int], int]) -> PairMoves:
    """Fraenkel–Tanny: take any number from one heap, or k from one heap and l from the other
    with 0 < k <= l < bound(k) (either heap giving the k)."""

    def moves(a: int, b: int) -> list[tuple[tuple[int, int], ...]]:
        out = set()
        for x in range(a + 1):
            for y in range(b + 1):
                if (x, y) == (0, 0):
                    continue
                if x == 0 or y == 0:
                    out.add(((a - x, b - y),))
                    continue
                k, ll = min(x, y), max(x, y)
                if ll < bound(k):
                    out.add(((a - x, b - y),))
        return sorted(out)

    return moves


def mem(allowed: Callable[[int, int], bool]) -> PairMoves:
    """(n, k): take a tokens, 1 <= a <= n, when allowed(k, a); the memory becomes a."""
    return lambda n, k: sorted({((n - a, a),) for a in range(1, n + 1) if allowed(k, a)})


def acrostic(r: HeapMoves, s: HeapMoves) -> PairMoves:
    """Play r on the first coordinate or s on the second: (a, b) -> Σ(aᵢ, b) or Σ(a, bⱼ)."""

    def moves(a: int, b: int) -> list[tuple[tuple[int, int], ...]]:
        out = {tuple(sorted((x, b) for x in m)) for m in r(a)}
        out |= {tuple(sorted((a, y) for y in m)) for m in s(b)}
        return sorted(out)

    return moves


def direct(r: HeapMoves, s: HeapMoves) -> PairMoves:
    """A move of r on a and a move of s on b together: (a, b) -> Σ(aᵢ, b) + Σ(a, bⱼ) +
    Σ(aᵢ, bⱼ)."""

    def moves(a: int, b: int) -> list[tuple[tuple[int, int], ...]]:
        out = set()
        for ma in r(a):
            for mb in s(b):
                pairs = [(x, b) for x in ma] + [(a, y) for y in mb]
                pairs += [(x, y) for x in ma for y in mb]
                out.add(tuple(sorted(pairs)))
        return sorted(out)

    return moves


def cake(left: HeapMoves, right: HeapMoves, twisted: bool = False) -> tuple[PairMoves, PairMoves]:
    """Generalised Cutcake as CGSuite plays it: Left plays ``left`` on the second coordinate,
    (m, n) -> Σ(m, bⱼ); Right plays ``right`` on the first, (m, n) -> Σ(aᵢ, n). Twisted: Left
    plays on m, (m, n) -> Σ(n, bⱼ), Right on n, (m, n) -> Σ(aᵢ, m)."""

    def lm(m: int, n: int) -> list[tuple[tuple[int, int], ...]]:
        if twisted:
            return sorted({tuple(sorted((n, b) for b in mv)) for mv in left(m)})
        return sorted({tuple(sorted((m, b) for b in mv)) for mv in left(n)})

    def rm(m: int, n: int) -> list[tuple[tuple[int, int], ...]]:
        if twisted:
            return sorted({tuple(sorted((a, m) for a in mv)) for mv in right(n)})
        return sorted({tuple(sorted((a, n) for a in mv)) for mv in right(m)})

    return lm, rm


def euclid() -> tuple[PairMoves, PairMoves]:
    """Partizan Euclid: from (p, q) with q > 0 not dividing p, Left -> (q, p mod q),
    Right -> (q, q − p mod q)."""

    def lm(p: int, q: int) -> list[tuple[tuple[int, int], ...]]:
        return [((q, p % q),)] if q and p % q else []

    def rm(p: int, q: int) -> list[tuple[tuple[int, int], ...]]:
        return [((q, q - p % q),)] if q and p % q else []

    return lm, rm


# --------------------------------------------------------------------------- values
def _sum_moves(one: Callable[..., list[tuple[Any, ...]]], pos: tuple[Any, ...]) -> set:
    out = set()
    for i, h in enumerate(pos):
        rest = pos[:i] + pos[i + 1 :]
        for mv in one(*h) if isinstance(h, tuple) else one(h):
            out.add(tuple(sorted(rest + tuple(mv))))
    return out


def nim_values(moves: Callable[..., list[tuple[Any, ...]]]) -> Callable[[tuple[Any, ...]], int]:
    """The nim value of a position (a sorted tuple of heaps): each heap's by the mex rule over
    its options, an option's (a sum of heaps) the nim-sum of its heaps' (Sprague–Grundy)."""
    memo: dict[Any, int] = {}

    def heap(h: Any) -> int:
        if h not in memo:
            seen = {total(mv) for mv in (moves(*h) if isinstance(h, tuple) else moves(h))}
            v = 0
            while v in seen:
                v += 1
            memo[h] = v
        return memo[h]

    def total(pos: Iterable[Any]) -> int:
        v = 0
        for h in pos:
            v ^= heap(h)
        return v

    return total


def nim_values_whole(
    moves: Callable[..., list[tuple[Any, ...]]],
) -> Callable[[tuple[Any, ...]], int]:
    """The nim value of a whole position by the mex rule over the options of the whole
    position (no Sprague–Grundy theorem: for small sums)."""
    memo: dict[tuple[Any, ...], int] = {}

    def g(pos: tuple[Any, ...]) -> int:
        if pos not in memo:
            seen = {g(o) for o in _sum_moves(moves, pos)}
            v = 0
            while v in seen:
                v += 1
            memo[pos] = v
        return memo[pos]

    return g


def values(
    left: Callable[..., list[tuple[Any, ...]]], right: Callable[..., list[tuple[Any, ...]]]
) -> Callable[[tuple[Any, ...]], Any]:
    """The canonical form of a position: each heap's is {its Left options' values | its Right
    options' values}, an option's (a sum of heaps) the canonical form of the sum of its heaps'
    forms."""
    from cgt import game
    from cgt.values import zero

    memo: dict[Any, Any] = {}

    def heap(h: Any) -> Any:
        if h not in memo:
            args = h if isinstance(h, tuple) else (h,)
            memo[h] = game(
                [total(mv) for mv in left(*args)], [total(mv) for mv in right(*args)]
            ).canonical()
        return memo[h]

    def total(pos: Iterable[Any]) -> Any:
        parts = [heap(h) for h in pos]
        if not parts:
            return zero
        out = parts[0]
        for x in parts[1:]:
            out = out + x
        return out.canonical()

    return total


def values_whole(
    left: Callable[..., list[tuple[Any, ...]]], right: Callable[..., list[tuple[Any, ...]]]
) -> Callable[[tuple[Any, ...]], Any]:
    """The canonical form of a whole position: {values of the whole position's Left options |
    Right options'} (no decomposition: for small sums)."""
    from cgt import game

    memo: dict[tuple[Any, ...], Any] = {}

    def v(pos: tuple[Any, ...]) -> Any:
        if pos not in memo:
            memo[pos] = game(
                [v(o) for o in _sum_moves(left, pos)], [v(o) for o in _sum_moves(right, pos)]
            ).canonical()
        return memo[pos]

    return v


def misere_outcome(
    left: Callable[..., list[tuple[Any, ...]]], right: Callable[..., list[tuple[Any, ...]]]
) -> Callable[[tuple[Any, ...]], str]:
    """The misère outcome letter of a whole position: a player with no move wins."""
    memo: dict[tuple[tuple[Any, ...], bool], bool] = {}

    def wins(pos: tuple[Any, ...], left_moves: bool) -> bool:
        key = (pos, left_moves)
        if key not in memo:
            opts = _sum_moves(left if left_moves else right, pos)
            memo[key] = not opts or any(not wins(o, not left_moves) for o in opts)
        return memo[key]

    def outcome(pos: tuple[Any, ...]) -> str:
        lw, rw = wins(pos, True), wins(pos, False)
        return {(True, True): "N", (False, False): "P", (True, False): "L"}.get((lw, rw), "R")

    return outcome
