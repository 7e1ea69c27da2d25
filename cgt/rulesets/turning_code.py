"""Turning codes and the heap rulesets they define (CGSuite's ``game.heap.Spawning``).

A *coin-turning* game is played on a strip of coins; a move turns over coins at positions
a₁ < a₂ < … < aₖ (the leftmost coin is position 1), the rightmost, aₖ, from heads to tails.
Its *heap representation* (Winning Ways ch. 14; CGSuite's ``Spawning``) is the heap game in
which a heap of n tokens moves to the heaps a₁, …, aₖ₋₁ whenever turning a₁ < … < aₖ = n is
a move: both have the same nim values (:mod:`cgt.rulesets.coin_turning` plays on the strip).

A *turning code* (CGSuite's syntax, letters in either case) is a comma-separated list of
elements; a move is allowed by any element. An element is a coin count ``k``, a range ``a-b``
or an open range ``a+``, followed by modifiers:

- ``C``: the coins turned are consecutive; ``E``: equally spaced; ``S``: symmetric about their
  centre (a₁ + aₖ = aᵢ + aₖ₊₁₋ᵢ);
- ``F``: the leftmost coin of the strip (position 1) is among them;
- ``C(n)``: they lie within n adjacent coins (aₖ − a₁ < n); an element that asks for more
  coins than n is dropped, and no more than n coins are turned.

So ``"1-3"`` is Mock Turtles, ``"1+"`` Motley, ``"1+C"`` Ruler, ``"3E"`` Turnips, ``"4FS"``
Grunt, ``"1+S"`` Sym (Winning Ways ch. 14).

The moves are exactly those CGSuite lists (``HeapOptions``), including four conventions of
its traversal that a reader of the rules would not guess; the tests hold them against a
running CGSuite:

- ``F`` lets a move turn the single coin aₖ = n alone (heap n to no heaps) when the rest of
  the element would start its coins at 1: with no spacing modifier when n ≤ the span of
  ``C(n)`` (always without one), with ``S`` when n is odd;
- ``F`` with ``C``, ``E`` or ``S``: when the element's smallest coin count cannot start at
  coin 1 for heap n, the element allows no move from n at all, even if a larger count could
  (``"1-5CF"`` moves only from heap 1; ``"3-4EF"`` has no move from 4, although turning
  1, 2, 3, 4 would do; ``"1+FS"`` none from an even heap);
- ``E`` needs at least two coins: CGSuite fails (division by zero) on an element that can turn
  one, so ``"1-3E"`` is an error here (write ``"1,2-3E"``);
- a count of 0 coins, which CGSuite reads as turning the one coin n, is an error here.

Text that CGSuite reads loosely is refused too (``ParseError`` with the column): an empty
element (``"1-3,"``), a second dash (``"1-2-3"``, read by CGSuite as ``1-2``), two spacing
modifiers (``"2CS"``, of which CGSuite keeps the last), spaces.

>>> mock_turtles = spawning("1-3")
>>> mock_turtles.nim_values(10).tolist()
[0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19]
>>> sorted(spawning("4FS").moves(7)), str(spawning("4fs").code)
([(1, 2, 6), (1, 3, 5)], '4fs')
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import combinations
from math import comb

import attrs
import numpy as np

from cgt.errors import NotSupported, ParseError, SearchBoundExceeded
from cgt.rulesets.heap import HeapRuleset

__all__ = ["TurningElement", "TurningCode", "Spawning", "spawning"]

#: The spacing modifiers: none, consecutive, equally spaced, symmetric.
NONE, CONSECUTIVE, EQUAL, SYMMETRIC = "", "C", "E", "S"

#: The most bytes the reachable-value tables of one nim-value computation may hold.
MAX_TABLE_BYTES = 1 << 30


@attrs.frozen
class TurningElement:
    """One element of a turning code: a move turns ``low`` to ``high`` coins (``high`` None:
    no bound), the rightmost at the heap's position; ``span`` (None: no bound) is ``C(n)``'s n,
    ``spacing`` one of ``""``, ``"C"``, ``"E"``, ``"S"``, and ``first`` asks for coin 1.
    ``high`` is already at most ``span``, as in CGSuite.

    >>> TurningCode.parse("1-3C(5),4FS").elements[1]
    TurningElement(low=4, high=4, span=None, spacing='S', first=True)
    """

    low: int
    high: int | None
    span: int | None
    spacing: str
    first: bool

    def _counts(self, n: int) -> range:
        """The heap counts (coins − 1) this element allows from a heap of n."""
        top = n - 1 if self.high is None else min(self.high - 1, n - 1)
        return range(self.low - 1, top + 1)

    def _start(self, n: int) -> int:
        """The leftmost coin a move from heap n may turn (the span's bound)."""
        return 1 if self.span is None else max(1, n - self.span + 1)

    def _applies(self, n: int) -> bool:
        """CGSuite's traversal gives up an element whose smallest count cannot start at coin 1
        (with ``F``); see the module documentation."""
        c0 = self.low - 1
        if n < 1 or c0 > n - 1:
            return False
        if not self.first:
            return True
        if self._start(n) != 1:
            return False
        if self.spacing == CONSECUTIVE:
            return n == self.low
        if self.spacing == EQUAL:
            return (n - 1) % c0 == 0
        if self.spacing == SYMMETRIC:
            return c0 % 2 == 1 or n % 2 == 1
        return True

    def moves(self, n: int) -> Iterator[tuple[int, ...]]:
        """The heaps a₁ < … < aₖ₋₁ of every move this element allows from a heap of n.

        >>> sorted(TurningCode.parse("3E").elements[0].moves(7))
        [(1, 4), (3, 5), (5, 6)]
        """
        if not self._applies(n):
            return
        lo = self._start(n)
        counts = self._counts(n)
        if self.spacing == CONSECUTIVE:
            for c in counts:
                if not self.first or c == n - 1:
                    yield tuple(range(n - c, n))
        elif self.spacing == EQUAL:
            for c in counts:
                if self.first:
                    if (n - 1) % c == 0:
                        d = (n - 1) // c
                        yield tuple(range(1, n, d))
                    continue
                for d in range(1, (n - lo) // c + 1):
                    yield tuple(range(n - c * d, n, d))
        elif self.spacing == SYMMETRIC:
            for c in counts:
                if c == 0:
                    yield ()
                    continue
                starts = [1] if self.first else range(lo, n - c + 1)
                for a in starts:
                    s = a + n
                    mids = (s // 2,) if c % 2 == 0 else ()
                    if c % 2 == 0 and s % 2:
                        continue
                    inner = range(a + 1, (s + 1) // 2)
                    for xs in combinations(inner, (c - 1) // 2):
                        yield tuple(sorted((a, *xs, *mids, *(s - x for x in xs))))
        else:
            for c in counts:
                if c == 0:
                    yield ()
                elif self.first:
                    for xs in combinations(range(2, n), c - 1):
                        yield (1, *xs)
                else:
                    yield from combinations(range(lo, n), c)


_ELEMENT = re.compile(r"([0-9]+)(?:(-)([0-9]+)|(\+))?")


@attrs.frozen(repr=False)
class TurningCode:
    """A turning code: its text as written, and its elements (in order, dropped ones left
    out). ``str()`` is the text, as CGSuite keeps it.

    >>> code = TurningCode.parse("1-3C(5)")
    >>> str(code), code.elements
    ('1-3C(5)', (TurningElement(low=1, high=3, span=5, spacing='', first=False),))
    >>> sorted(code.moves(7))
    [(), (3,), (3, 4), (3, 5), (3, 6), (4,), (4, 5), (4, 6), (5,), (5, 6), (6,)]
    """

    text: str
    elements: tuple[TurningElement, ...]

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"TurningCode({self.text!r})"

    @classmethod
    def parse(cls, text: str) -> TurningCode:
        """Read a turning code (``ParseError`` with the 1-based column on bad input).

        >>> TurningCode.parse("2-3,6C").elements[1]
        TurningElement(low=6, high=6, span=None, spacing='C', first=False)
        """
        if not isinstance(text, str):
            raise ParseError(f"a turning code is text, not {type(text).__name__}")
        elements: list[TurningElement] = []
        pos = 0
        for part in text.split(","):
            e = _parse_element(text, part, pos)
            if e is not None:
                elements.append(e)
            pos += len(part) + 1
        if not elements:
            raise ParseError(
                "every element of the turning code asks for more coins than its span C(n) "
                "holds, so no move is left",
                text,
                1,
            )
        return cls(text, tuple(elements))

    def moves(self, n: int) -> Iterator[tuple[int, ...]]:
        """The heaps left by every move from a heap of n (elements in order; a move allowed
        by two elements comes twice, as in CGSuite's ``HeapOptions``).

        >>> list(TurningCode.parse("2,1-2C").moves(3))
        [(1,), (2,), (), (2,)]
        """
        for e in self.elements:
            yield from e.moves(n)


def _parse_element(text: str, part: str, pos: int) -> TurningElement | None:
    """One element, ``part``, starting at offset ``pos`` of ``text``; None when dropped."""
    if not part:
        raise ParseError("an element of the turning code is empty", text, pos + 1)
    m = _ELEMENT.match(part.upper())
    if m is None:
        raise ParseError(
            "a turning-code element starts with a coin count (k, a-b or a+)", text, pos + 1
        )
    low = int(m.group(1))
    high: int | None = None if m.group(4) else int(m.group(3) or low)
    if low == 0:
        raise ParseError("a move turns at least one coin (count 0)", text, pos + 1)
    if high is not None and high < low:
        raise ParseError(
            f"the range {low}-{high} of the turning code is empty", text, pos + m.start(3) + 1
        )
    spacing, first, span = NONE, False, None
    i = m.end()
    up = part.upper()
    while i < len(up):
        ch = up[i]
        col = pos + i + 1
        if ch == "C" and i + 1 < len(up) and up[i + 1] == "(":
            close = up.find(")", i)
            digits = up[i + 2 : close] if close != -1 else ""
            if close == -1 or not re.fullmatch("[0-9]+", digits):
                raise ParseError("C(n) needs a whole number n and a closing ')'", text, col)
            if span is not None:
                raise ParseError("the element has two spans C(n)", text, col)
            span = int(digits)
            i = close + 1
            continue
        if ch in "CES":
            if spacing:
                raise ParseError(
                    f"the element has two spacing modifiers ({spacing} and {ch})", text, col
                )
            spacing = ch
        elif ch == "F":
            if first:
                raise ParseError("the element has F twice", text, col)
            first = True
        else:
            raise ParseError(
                f"unknown turning-code modifier {part[i]!r} (C, E, S, F or C(n))", text, col
            )
        i += 1
    if spacing == EQUAL and low < 2:
        raise ParseError(
            "E (equally spaced) needs at least two coins; CGSuite fails on one (write 1,2-3E "
            "for 1-3E)",
            text,
            pos + 1,
        )
    if span is not None:
        if span < low:
            return None  # CGSuite drops an element that cannot fit in its span
        high = span if high is None else min(high, span)
    return TurningElement(low, high, span, spacing, first)


class Spawning(HeapRuleset):
    """The heap representation of a coin-turning game given by a turning code (see the
    module documentation): heap n moves to heaps a₁, …, aₖ₋₁ whenever the code lets a move
    turn the coins a₁ < … < aₖ = n. ``nim_values`` finds each heap's reachable nim-sums by
    dynamic programming over positions, element by element, without listing the moves (an
    element turning any number of coins has exponentially many).

    >>> Spawning("1+C").nim_values(8).tolist()      # Ruler
    [0, 1, 2, 1, 4, 1, 2, 1, 8]
    >>> Spawning("1+").nim_value(40)                # Motley: 2^(n-1)
    549755813888
    """

    def __init__(self, code: str | TurningCode, name: str | None = None) -> None:
        self.code = code if isinstance(code, TurningCode) else TurningCode.parse(code)
        super().__init__(self.code.moves, name or f"spawning({self.code.text!r})")
        self._dp: _Reach | None = None

    def _extend(self, g: np.ndarray, n: int) -> np.ndarray:
        dp = self._dp
        if dp is None or dp.done != len(g):
            dp = self._dp = _Reach(self.code, g)
        return dp.extend(g, n)


def spawning(code: str) -> Spawning:
    """The heap ruleset of a turning code (CGSuite's ``game.heap.Spawning(code)``).

    >>> spawning("3C(5)").nim_values(10).tolist()    # Triplet Fives
    [0, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4]
    """
    return Spawning(code)


# ---------------------------------------------------------------------- nim values
#
# For heap n the options' nim-sums are collected as a boolean table ``seen`` over 0 … V − 1,
# V a power of two above every nim value so far (a nim-sum of values below V stays below V).
# Sets of nim-sums are tables of the same size; "x ⊕ S" is the table read with its index
# XOR-ed with x. The nim-sums of every subset of some heaps, with no bound on how many, are
# their span over GF(2), kept as a basis. Each element is valued by the cheapest of: a few
# vectorised nim-sums (few moves), tables carried from heap to heap (moves among all heaps
# below), or tables built afresh over a window of heaps (a span C(n)). When every element
# reaches only a window of w coins, the value of heap n depends only on the w − 1 values
# below it, and is remembered by them: periodic sequences then cost a lookup per heap.

#: Up to this many moves per element and heap, they are listed (vectorised), not tabled.
_ENUMERATE = 4096
#: A coset of a span is listed in blocks of 2^_LIST_RANK members.
_LIST_RANK = 20


def _or_xor(dst: np.ndarray, src: np.ndarray, h: int) -> None:
    """dst[v] |= src[v ⊕ h] for every v (both of the same power-of-two length)."""
    if h == 0:
        np.logical_or(dst, src, out=dst)
        return
    size = len(src)
    k = size.bit_length() - 1
    low = min(k, 10)
    outer = k - low
    view = src.reshape((2,) * outer + (1 << low,))
    axes = tuple(outer - 1 - i for i in range(outer) if h >> (low + i) & 1)
    if axes:
        view = np.flip(view, axes)
    hl = h & ((1 << low) - 1)
    if hl:
        view = np.take(view, np.arange(1 << low) ^ hl, axis=-1)
    d = dst.reshape(view.shape)
    np.logical_or(d, view, out=d)


def _insert(basis: list[int], x: int) -> None:
    """Adds x to a GF(2) basis whose members have distinct leading bits."""
    for b in basis:
        x = min(x, x ^ b)
    if x:
        basis.append(x)
        basis.sort(reverse=True)


def _in_span(basis: list[int], x: int) -> bool:
    for b in basis:
        x = min(x, x ^ b)
    return x == 0


def _mark_coset(seen: np.ndarray, base: int, basis: list[int]) -> None:
    """Marks base ⊕ span(basis), listed in blocks of at most 2^_LIST_RANK members."""
    listed, rest = basis[:_LIST_RANK], basis[_LIST_RANK:]
    vals = np.array([base], dtype=np.int64)
    for b in listed:
        vals = np.concatenate((vals, vals ^ b))
    seen[vals] = True
    h = 0
    for i in range(1, 1 << len(rest)):  # the other members, block by block (Gray code)
        h ^= rest[(i & -i).bit_length() - 1]
        seen[vals ^ h] = True


_COMBOS: dict[tuple[int, int], np.ndarray] = {}


def _combos(m: int, j: int) -> np.ndarray:
    """The j-subsets of range(m) as rows of indices."""
    got = _COMBOS.get((m, j))
    if got is None:
        got = np.array(list(combinations(range(m), j)), dtype=np.intp).reshape(-1, j)
        _COMBOS[(m, j)] = got
    return got


def _choose(vals: np.ndarray, lo: int, hi: int | None, seen: np.ndarray, offset: int) -> None:
    """Marks offset ⊕ (the nim-sum of any j of ``vals``) for lo ≤ j ≤ hi (None: no bound)."""
    m = len(vals)
    top = m if hi is None else min(hi, m)
    if lo > top:
        return
    if top == m and lo == 0:  # every subset: a coset of the span
        basis: list[int] = []
        for v in vals.tolist():
            _insert(basis, v)
        _mark_coset(seen, offset, basis)
        return
    if sum(comb(m, j) for j in range(lo, top + 1)) <= _ENUMERATE:
        for j in range(lo, top + 1):
            if j == 0:
                seen[offset] = True
            elif j == 1:
                seen[vals ^ offset] = True
            else:
                seen[np.bitwise_xor.reduce(vals[_combos(m, j)], axis=1) ^ offset] = True
        return
    # tables by count, the last one "lo or more" when no upper bound bites
    open_top = top == m
    cap = lo if open_top else top
    states = [np.zeros(len(seen), dtype=bool) for _ in range(cap + 1)]
    states[0][0] = True
    for x in vals.tolist():
        keep = states[cap].copy() if open_top else None
        for j in range(cap, 0, -1):
            _or_xor(states[j], states[j - 1], x)
        if keep is not None:
            _or_xor(states[cap], keep, x)
    acc = states[lo]
    for j in range(lo + 1, cap + 1):
        np.logical_or(acc, states[j], out=acc)
    _or_xor(seen, acc, offset)


def _widen(t: np.ndarray, size: int) -> np.ndarray:
    out = np.zeros(size, dtype=bool)
    out[: len(t)] = t
    return out


def _unbounded(e: TurningElement) -> bool:
    """No bound on the coins turned, or none that the span does not impose anyway."""
    return e.high is None or (e.span is not None and e.high >= e.span)


class _Kind:
    """The nim-sums one element reaches from each heap."""

    tables = 0  # boolean tables of size V held
    window: int | None = None  # coins n − window + 1 … n hold every move from heap n
    #: valued afresh at some cost: worth remembering by the window of values below
    costly = False

    def __init__(self, e: TurningElement) -> None:
        self.e = e
        self.memo: dict[bytes, np.ndarray] = {}
        self.c0 = e.low - 1  # heap counts: coins − 1
        self.c1 = None if _unbounded(e) else e.high - 1  # type: ignore[operator]

    def grow(self, size: int) -> None:
        """The tables are widened to ``size``."""

    def after(self, m: int, g: np.ndarray) -> None:
        """g[m] is known: positions up to m are available from now on."""

    def mark(self, n: int, g: np.ndarray, seen: np.ndarray) -> None:
        raise NotImplementedError


class _Consecutive(_Kind):
    """Coins n − c … n (with F: 1 … n, from heap n = low only)."""

    def __init__(self, e: TurningElement) -> None:
        super().__init__(e)
        if e.first:
            self.window = e.low
        elif e.high is not None:
            self.window = e.high

    def mark(self, n: int, g: np.ndarray, seen: np.ndarray) -> None:
        e = self.e
        if not e._applies(n):
            return
        if e.first:
            seen[np.bitwise_xor.reduce(g[1:n])] = True
            return
        counts = e._counts(n)
        if counts.start == 0:
            seen[0] = True
        top = counts.stop - 1
        if top >= 1:
            acc = np.bitwise_xor.accumulate(g[n - top : n][::-1])
            seen[acc[max(counts.start, 1) - 1 :]] = True


class _Equal(_Kind):
    """Equally spaced coins n − c·d, …, n − d, n."""

    def __init__(self, e: TurningElement) -> None:
        super().__init__(e)
        self.window = e.span
        self.costly = e.span is not None

    def mark(self, n: int, g: np.ndarray, seen: np.ndarray) -> None:
        e = self.e
        if not e._applies(n):
            return
        counts = e._counts(n)
        if e.first:
            for c in counts:
                if (n - 1) % c == 0:
                    seen[np.bitwise_xor.reduce(g[1:n:(n - 1) // c])] = True
            return
        lo = e._start(n)
        c0, c1 = counts.start, counts.stop - 1
        if c1 - c0 < 4:
            for c in counts:
                top = (n - lo) // c
                if top < 1:
                    continue
                acc = g[n - 1 : n - 1 - top : -1].copy()  # coins n − d, d = 1 … top
                for i in range(2, c + 1):
                    stop = n - i * top - i
                    acc ^= g[n - i : stop if stop >= 0 else None : -i][:top]  # n − i·d
                seen[acc] = True
            return
        # every spacing d at once: the chains n − d, n − 2d, … laid end to end
        ds = np.arange(1, (n - lo) // c0 + 1)
        lens = np.minimum((n - lo) // ds, c1)
        starts = np.cumsum(lens) - lens
        steps = np.arange(int(lens.sum())) - np.repeat(starts, lens) + 1
        acc = np.bitwise_xor.accumulate(g[n - np.repeat(ds, lens) * steps])
        before = np.concatenate((np.zeros(1, dtype=np.int64), acc))[starts]
        acc ^= np.repeat(before, lens)
        seen[acc[steps >= c0]] = True


class _Free(_Kind):
    """No spacing modifier: any c coins below n (from coin 1 with F), within the span.

    Without F or a span, tables ``states[j]`` carried from heap to heap hold the nim-sums of
    j-subsets of the heaps so far (from heap 2 on, with F); the last one means "j or more"
    when there is no upper bound; with no bound at all, one GF(2) basis. With a span and no
    F, the window below n is valued afresh."""

    def __init__(self, e: TurningElement, size: int) -> None:
        super().__init__(e)
        self.fresh = self.costly = e.span is not None and not e.first
        if e.span is not None:
            self.window = e.span
        shift = 1 if e.first else 0
        self.lo = max(self.c0 - shift, 0)
        self.hi = None if self.c1 is None else max(self.c1 - shift, 0)
        self.span_mode = self.hi is None and self.lo == 0
        self.top = self.lo if self.hi is None else self.hi
        self.basis: list[int] = []
        self.states: list[np.ndarray] = []
        if not (self.fresh or self.span_mode):
            self.states = [np.zeros(size, dtype=bool) for _ in range(self.top + 1)]
            self.states[0][0] = True
        self.tables = len(self.states)

    def grow(self, size: int) -> None:
        self.states = [_widen(t, size) for t in self.states]

    def after(self, m: int, g: np.ndarray) -> None:
        if self.fresh or (self.e.first and m < 2):
            return
        x = int(g[m])
        if self.span_mode:
            _insert(self.basis, x)
            return
        states, top = self.states, self.top
        keep = states[top].copy() if self.hi is None else None
        for j in range(top, 0, -1):
            _or_xor(states[j], states[j - 1], x)
        if keep is not None:
            _or_xor(states[top], keep, x)

    def mark(self, n: int, g: np.ndarray, seen: np.ndarray) -> None:
        e = self.e
        if not e._applies(n):
            return
        counts = e._counts(n)
        if self.fresh:
            _choose(g[e._start(n) : n], self.c0, self.c1, seen, 0)
            return
        if e.first:
            if counts.start == 0:
                seen[0] = True  # the coin n alone (CGSuite's convention)
            if n < 2:
                return
            g1 = int(g[1])
            if self.span_mode:
                _mark_coset(seen, g1, self.basis)
                return
            for j in range(self.lo, min(counts.stop - 1, self.top + 1)):
                if j <= n - 2:
                    _or_xor(seen, self.states[j], g1)
            return
        for j in range(counts.start, min(counts.stop, self.top + 1)):
            np.logical_or(seen, self.states[j], out=seen)


class _Symmetric(_Kind):
    """Symmetric coins a = a₁ < … < aₖ = n: a, n, pairs {x, a + n − x} and perhaps the middle.

    With F (a = 1) the one start is valued afresh from its pairs. With at most four coins,
    every move is listed at once (vectorised). With a span, each start a near n is valued
    afresh from its pairs. Otherwise, for each
    s = a + n, ``pairs[s][p]`` holds the nim-sums of p pairs {x, s − x} below the heap (the
    last table "p or more" with no upper bound; with neither bound, one GF(2) basis), carried
    from heap to heap as the pairs come within reach."""

    def __init__(self, e: TurningElement, size: int) -> None:
        super().__init__(e)
        self.window = e.span
        c0, c1 = self.c0, self.c1
        if e.first:
            self.mode = "fresh"
        elif c1 is not None and c1 <= 3:
            self.mode = "list"
        elif e.span is not None:
            self.mode = "fresh"
            self.costly = True
        else:
            self.mode = "carry"
        self.span_mode = c1 is None and c0 <= 1
        self.top = max(0, -(-(c0 - 1) // 2)) if c1 is None else max(0, (c1 - 1) // 2)
        self.pairs: dict[int, list] = {}
        self.size = size

    @property
    def tables(self) -> int:  # type: ignore[override]
        if self.mode != "carry" or self.span_mode:
            return 0
        return len(self.pairs) * (self.top + 1)

    def _empty(self) -> list:
        if self.span_mode:
            return []
        states = [np.zeros(self.size, dtype=bool) for _ in range(self.top + 1)]
        states[0][0] = True
        return states

    def grow(self, size: int) -> None:
        self.size = size
        if self.mode == "carry" and not self.span_mode:
            for s, states in self.pairs.items():
                self.pairs[s] = [_widen(t, size) for t in states]

    def after(self, m: int, g: np.ndarray) -> None:
        if self.mode != "carry":
            return
        # pairs (s − m, m) join every s with s − m < m, for heaps n > m (s ≥ n + 1 ≥ m + 2)
        for s in range(m + 2, 2 * m):
            states = self.pairs.get(s)
            if states is None:
                continue
            h = int(g[s - m]) ^ int(g[m])
            if self.span_mode:
                _insert(states, h)
                continue
            top = self.top
            keep = states[top].copy() if self.c1 is None else None
            for p in range(top, 0, -1):
                _or_xor(states[p], states[p - 1], h)
            if keep is not None:
                _or_xor(states[top], keep, h)
        self.pairs[2 * m] = self._empty()
        self.pairs[2 * m + 1] = self._empty()
        self.pairs.pop(m + 1, None)  # s = a + n ≥ n + 1 for every heap n still to come

    def _pair_counts(self, mid: int) -> tuple[int, int | None]:
        """The numbers of pairs with c = 1 + 2p + mid coins below n allowed."""
        p_lo = max(0, -(-(self.c0 - 1 - mid) // 2))
        p_hi = None if self.c1 is None else (self.c1 - 1 - mid) // 2
        return p_lo, p_hi

    def _fresh(self, a: int, n: int, g: np.ndarray, seen: np.ndarray) -> None:
        s = a + n
        xs = np.arange(a + 1, (s + 1) // 2)
        hs = g[xs] ^ g[s - xs]
        base = int(g[a])
        for mid in (0, 1) if s % 2 == 0 else (0,):
            p_lo, p_hi = self._pair_counts(mid)
            _choose(hs, p_lo, p_hi, seen, base ^ (int(g[s // 2]) if mid else 0))

    def _list(self, n: int, g: np.ndarray, seen: np.ndarray, counts: range) -> None:
        lo = self.e._start(n)
        a = np.arange(lo, n)
        if 1 in counts:
            seen[g[a]] = True  # coins a, n
        if 2 in counts:
            even = a[(a + n) % 2 == 0]
            seen[g[even] ^ g[(even + n) // 2]] = True  # a, the middle, n
        if 3 in counts:
            # coins a, x, y, n with x + y = a + n: every x < y < n with x + y ≥ n + lo
            ys = np.arange((n + lo) // 2, n)
            cnt = 2 * ys - n - lo
            ys, cnt = ys[cnt > 0], cnt[cnt > 0]
            y = np.repeat(ys, cnt)
            step = np.arange(len(y)) - np.repeat(np.cumsum(cnt) - cnt, cnt)
            x = np.repeat(n + lo - ys, cnt) + step
            seen[g[x] ^ g[y] ^ g[x + y - n]] = True

    def mark(self, n: int, g: np.ndarray, seen: np.ndarray) -> None:
        e = self.e
        if not e._applies(n):
            return
        counts = e._counts(n)
        if counts.start == 0:
            seen[0] = True  # the coin n alone
        if self.mode == "list":
            self._list(n, g, seen, counts)
            return
        if self.mode == "fresh":
            for a in [1] if e.first else range(e._start(n), n):
                self._fresh(a, n, g, seen)
            return
        for a in range(1, n):
            s = a + n
            states = self.pairs.get(s)
            if states is None:
                states = self._empty()
            base = int(g[a])
            for mid in (0, 1) if s % 2 == 0 else (0,):
                x = base ^ (int(g[s // 2]) if mid else 0)
                if self.span_mode:
                    _mark_coset(seen, x, states)  # every count from 1 up is allowed
                    continue
                p_lo, p_hi = self._pair_counts(mid)
                for p in range(p_lo, min(self.top if p_hi is None else p_hi, self.top) + 1):
                    _or_xor(seen, states[p], x)


class _Reach:
    """The nim values of a spawning ruleset, heap after heap."""

    def __init__(self, code: TurningCode, g: np.ndarray) -> None:
        self.size = 2
        while len(g) and self.size <= int(g.max()):
            self.size *= 2
        # Some element turning any coins at all: every subset of the heaps below is an
        # option, so the nim value is the mex of a span, a power of two.
        self.motley = any(
            e.spacing == NONE and not e.first and e.low == 1 and e.high is None
            and e.span is None
            for e in code.elements
        )
        self.basis: list[int] = []
        self.kinds: list[_Kind] = []
        if not self.motley:
            for e in code.elements:
                if e.spacing == CONSECUTIVE:
                    self.kinds.append(_Consecutive(e))
                elif e.spacing == EQUAL:
                    self.kinds.append(_Equal(e))
                elif e.spacing == SYMMETRIC:
                    self.kinds.append(_Symmetric(e, self.size))
                else:
                    self.kinds.append(_Free(e, self.size))
        windows = [k.window for k in self.kinds]
        # every move from heap n past the widest window w lies within coins n − w + 1 … n
        self.window = max(windows) if self.kinds and None not in windows else None
        self.memo: dict[bytes, tuple[int, int]] = {}  # window below heap n -> (g(n), n)
        self.cycle: tuple[int, int] | None = None  # (start, period) once a window repeats
        self.seen = np.zeros(self.size, dtype=bool)
        self.done = 1
        for m in range(1, len(g)):
            self._after(m, g)
        self.done = max(len(g), 1)

    def _after(self, m: int, g: np.ndarray) -> None:
        if self.motley:
            _insert(self.basis, int(g[m]))
        elif self.window is None or m < self.window:
            for k in self.kinds:
                k.after(m, g)

    def _grow(self, v: int, n: int) -> None:
        size = self.size
        while size <= v:
            size *= 2
        tables = 1 + sum(k.tables for k in self.kinds)
        if size * tables > MAX_TABLE_BYTES:
            raise SearchBoundExceeded(
                f"nim values past heap {n - 1} of this spawning ruleset need {tables} tables "
                f"of {size:,} entries, over spawning.MAX_TABLE_BYTES = {MAX_TABLE_BYTES:,} "
                "bytes; raise it, or list the moves: HeapRuleset(rs.moves).nim_values(n)"
            )
        self.size = size
        self.seen = np.zeros(size, dtype=bool)
        for k in self.kinds:
            k.grow(size)

    def _value(self, n: int, g: np.ndarray) -> int:
        if self.motley:
            t = 0
            while _in_span(self.basis, 1 << t):
                t += 1
            if t >= 63:
                raise NotSupported(f"the nim value of heap {n} is 2^{t}, past 64-bit integers")
            return 1 << t
        key = None
        w = self.window
        if w is not None and n > w:
            key = g[n - w + 1 : n].tobytes()
            got = self.memo.get(key)
            if got is not None:
                # The value of heap n is a function of the window below it, and so is the
                # next window: a window met again at heap i repeats the sequence from i on.
                v, i = got
                self.cycle = (i, n - i)
                return v
        seen = self.seen
        seen[:] = False
        for kind in self.kinds:
            kw = kind.window
            if not kind.costly or n <= kw:  # type: ignore[operator]
                kind.mark(n, g, seen)
                continue
            # the element's moves from n lie within its window: remembered by its values
            part_key = g[n - kw + 1 : n].tobytes()  # type: ignore[operator]
            reached = kind.memo.get(part_key)
            if reached is None:
                part = np.zeros(self.size, dtype=bool)
                kind.mark(n, g, part)
                reached = kind.memo[part_key] = np.flatnonzero(part)
            seen[reached] = True
        v = int(np.argmin(seen))
        if seen[v]:
            v = self.size  # every value below the table's size is reached
        if key is not None:
            self.memo[key] = (v, n)
        return v

    def extend(self, g: np.ndarray, n: int) -> np.ndarray:
        out = np.zeros(n + 1, dtype=np.int64)
        out[: len(g)] = g
        for k in range(max(len(g), 1), n + 1):
            if self.cycle is not None:
                start, period = self.cycle
                rest = np.arange(k, n + 1)
                out[k:] = out[start + (rest - start) % period]
                self.done = n + 1
                break
            v = self._value(k, out)
            out[k] = v
            if not self.motley and v >= self.size:
                self._grow(v, k + 1)
            self._after(k, out)
            self.done = k + 1
        return out
