# cython: boundscheck=False, wraparound=False
# (compiled: every index into the array is masked into it, so no check is needed)
"""A memo table of yes-or-no answers about ordered pairs of forms, keyed by their ids: the
order's (``G ≤ H``) in :mod:`cgt.canonical.normal`.

The compiled core (``_pair_memo.pxd`` beside this file) runs this class as open addressing over
one C array of 64-bit words, each holding a pair and its answer: a look-up reads one cache
line, where a dict keyed by tuples reads its index, its entry, the key tuple and the key's
items (the comparisons of deep all-small forms, Eatcake's, spent a third of their time so).
The pure-Python core keeps a dict, whose look-up in C beats the loop below written in Python;
this class is then the same table, run as Python for the twin tests. Ids past 2³¹, which a
session does not reach, go to a dict beside the array.

>>> m = PairMemo(1000)
>>> m.get(3, 4), m.put(3, 4, True), m.get(3, 4), m.get(4, 3), m.put(4, 3, False), m.get(4, 3)
(-1, 1, 1, -1, 2, 0)
"""

from __future__ import annotations

from array import array

__all__ = ["PairMemo"]

#: An empty slot: no pair packs to it (a pair is below 2⁶², its word below 2⁶³).
_EMPTY = (1 << 64) - 1
#: Ids below this pack into a word; others are kept in a dict.
_SPAN = 1 << 31
#: Fibonacci hashing: the top bits of the pair times 2⁶⁴/φ pick its slot.
_MULT = 0x9E3779B97F4A7C15
_MASK = (1 << 64) - 1
#: log2 of the slots of a new table.
_START = 12


class PairMemo:
    """Answers (True or False) for ordered pairs of non-negative ids, emptied when it reaches
    ``limit`` entries (it is only a cache: answers are recomputed when needed).

    >>> m = PairMemo(3)
    >>> [m.put(a, 0, True) for a in range(4)], len(m), m.get(0, 0), m.get(3, 0)
    ([1, 2, 3, 1], 1, -1, 1)
    """

    __slots__ = ("_words", "_bits", "_count", "_limit", "_big")

    def __init__(self, limit: int) -> None:
        self._limit = limit
        self._big: dict[tuple[int, int], bool] = {}
        self._empty(_START)

    def _empty(self, bits: int) -> None:
        self._words = array("Q", [_EMPTY]) * (1 << bits)
        self._bits = bits
        self._count = 0

    def __len__(self) -> int:
        return self._count + len(self._big)

    def get(self, a: int, b: int) -> int:
        """1 or 0 for the answer stored for (a, b), -1 for none."""
        if a >= _SPAN or b >= _SPAN:
            r = self._big.get((a, b))
            return -1 if r is None else int(r)
        w = self._words[self._slot((a << 31) | b)]
        return -1 if w == _EMPTY else w & 1  # type: ignore[no-any-return]

    def put(self, a: int, b: int, v: bool) -> int:
        """Store the answer ``v`` for (a, b); the number of entries after (the table is
        emptied first when full)."""
        if self._count + len(self._big) >= self._limit:
            self.clear()
        if a >= _SPAN or b >= _SPAN:
            self._big[(a, b)] = bool(v)
            return self._count + len(self._big)
        if 2 * (self._count + 1) > (1 << self._bits):  # at most half full: short probes
            self._grow()
        self._count += self._place((((a << 31) | b) << 1) | (1 if v else 0))
        return self._count + len(self._big)

    def _place(self, word: int) -> int:
        """Write ``word`` into its slot: 1 for a new pair, 0 for one answered again."""
        i = self._slot(word >> 1)
        new = 1 if self._words[i] == _EMPTY else 0
        self._words[i] = word
        return new

    def _slot(self, k: int) -> int:
        """The index of the word of the pair ``k`` (a · 2³¹ + b), or of the empty slot where
        it goes: linear probing from its hash."""
        words = self._words
        mask = (1 << self._bits) - 1
        i = ((k * _MULT) & _MASK) >> (64 - self._bits)
        while True:
            w = words[i]
            if w == _EMPTY or w >> 1 == k:
                return i
            i = (i + 1) & mask

    def _grow(self) -> None:
        old = self._words
        self._empty(self._bits + 1)
        n = 0
        for j in range(len(old)):
            w = old[j]
            if w != _EMPTY:
                n += self._place(w)
        self._count = n

    def clear(self) -> None:
        """Forget every answer (the array shrinks back to its first size)."""
        self._big.clear()
        self._empty(_START)
