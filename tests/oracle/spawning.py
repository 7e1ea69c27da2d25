"""Brute-force twin of turning codes, spawning heaps and coin-turning strips, written from the
rules (no cgt ruleset code).

A move from heap n turns a set T of coins with max T = n; every such subset of {1, …, n} is
tried and kept when some element of the code allows it. The elements are read here by their
own small parser. Where CGSuite's traversal does something the rules do not say, the twin
states it as a rule of its own (``_cgsuite_gate``, ``_lone_coin_with_f``), so that a change of
mind shows up as a failing comparison.

Strips are tuples of 0 (tails) and 1 (heads), coin 1 first; their nim values and misère
outcomes come from plain search on strips (no heap representation, no nim-sums).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache
from itertools import combinations

Element = tuple[int, float, float, str, bool]  # low, high, span, spacing, first
INF = float("inf")


def parse(code: str) -> list[Element]:
    """The elements of a turning code (CGSuite drops one that needs more coins than its span;
    it turns at most span coins)."""
    out = []
    for part in code.upper().split(","):
        m = re.fullmatch(r"(\d+)(?:-(\d+)|(\+))?((?:C\(\d+\)|[CESF])*)", part)
        assert m, part
        low = int(m.group(1))
        high = INF if m.group(3) else int(m.group(2) or low)
        mods = m.group(4)
        spans = re.findall(r"C\((\d+)\)", mods)
        span = float(spans[0]) if spans else INF
        letters = re.sub(r"C\(\d+\)", "", mods)
        spacing = next((ch for ch in letters if ch in "CES"), "")
        if span < low:
            continue
        out.append((low, min(high, span), span, spacing, "F" in letters))
    return out


def _spaced(t: tuple[int, ...], spacing: str) -> bool:
    k = len(t)
    if spacing == "C":
        return all(t[i + 1] - t[i] == 1 for i in range(k - 1))
    if spacing == "E":
        return len({t[i + 1] - t[i] for i in range(k - 1)}) <= 1
    if spacing == "S":
        return all(t[i] + t[k - 1 - i] == t[0] + t[-1] for i in range(k))
    return True


def _cgsuite_gate(e: Element, n: int) -> bool:
    """CGSuite's traversal, with F, gives up the whole element from heap n unless its fewest
    coins can be placed starting at coin 1: within the span; with C only when n is that count,
    with E when (count − 1) divides n − 1, with S when the count is even or n odd."""
    low, _, span, spacing, first = e
    if not first:
        return True
    if n > span:
        return False
    if spacing == "C":
        return n == low
    if spacing == "E":
        return (n - 1) % (low - 1) == 0
    if spacing == "S":
        return low % 2 == 0 or n % 2 == 1
    return True


def _lone_coin_with_f(e: Element, n: int) -> bool:
    """CGSuite lets an F element turn the coin n alone when its placement would start at 1:
    (no spacing) n within the span; (C) n = 1; (S) n odd."""
    _, _, span, spacing, _ = e
    if spacing == "C":
        return n == 1
    if spacing == "S":
        return n % 2 == 1 and n <= span
    return n <= span


def allows(e: Element, t: tuple[int, ...]) -> bool:
    """Whether element e allows turning the coins t (sorted, the last one the heap)."""
    low, high, span, spacing, first = e
    n = t[-1]
    if not low <= len(t) <= high or t[-1] - t[0] + 1 > span:
        return False
    if not _spaced(t, spacing) or not _cgsuite_gate(e, n):
        return False
    if first:
        return t[0] == 1 if len(t) > 1 else _lone_coin_with_f(e, n)
    return True


def heap_moves(code: str, n: int) -> list[tuple[int, ...]]:
    """The heaps each move from heap n leaves: T minus n, for every allowed T ∋ n."""
    elements = parse(code)
    out = set()
    below = range(1, n)
    for k in range(n):
        for rest in combinations(below, k):
            if any(allows(e, (*rest, n)) for e in elements):
                out.add(rest)
    return sorted(out)


def _mex(vals: Iterable[int]) -> int:
    s = set(vals)
    m = 0
    while m in s:
        m += 1
    return m


def nim_values(moves: Callable[[int], Iterable[tuple[int, ...]]], top: int) -> list[int]:
    """g(0), …, g(top) of a heap game: the mex of the options' nim-sums."""
    g = [0]
    for n in range(1, top + 1):
        vals = []
        for m in moves(n):
            v = 0
            for h in m:
                v ^= g[h]
            vals.append(v)
        g.append(_mex(vals))
    return g


def strip_searchers(moves: Callable[[int], Iterable[tuple[int, ...]]]):  # noqa: ANN201
    """(nim value, misère "next player wins") of strips, by search on strips: a move picks a
    head at n and a heap move of n to heaps a₁, …; coin n becomes tails and each aᵢ is
    turned over (a coin named twice is turned twice)."""

    @cache
    def heap_moves_of(n: int) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(m) for m in moves(n))

    def options(s: tuple[int, ...]) -> list[tuple[int, ...]]:
        out = []
        for n in range(1, len(s) + 1):
            if not s[n - 1]:
                continue
            for m in heap_moves_of(n):
                t = list(s)
                t[n - 1] = 0
                for a in m:
                    t[a - 1] ^= 1
                out.append(tuple(t))
        return out

    @cache
    def nim(s: tuple[int, ...]) -> int:
        return _mex(nim(o) for o in options(s))

    @cache
    def misere_next_wins(s: tuple[int, ...]) -> bool:
        opts = options(s)
        return not opts or any(not misere_next_wins(o) for o in opts)

    return nim, misere_next_wins


def strip(text: str) -> tuple[int, ...]:
    """'htt…' as a tuple of 1 (heads) and 0 (tails)."""
    return tuple(1 if ch == "h" else 0 for ch in text)
