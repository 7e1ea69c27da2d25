"""Heap games: Nim, take-and-break games by code, Grundy's game, subtraction games.

A heap ruleset says which heaps a move on a heap of n tokens may leave (a sorted tuple of heap
sizes). Each ruleset gives, for heap n:

- ``rs(n)``: the heap as a game form (options are sums of heaps, built on demand);
- ``rs.nim_value(n)`` and ``rs.nim_values(n)``: g⁺ by the mex rule over heap sizes, in a loop
  over n with the options of each heap handled as numpy vectors (no game forms are built);
- ``rs.periodicity(n)``: the periodicity of g⁺ proven by the periodicity theorem from the
  values up to n (None when they prove none);
- ``rs.misere_canonical(n)``, ``rs.misere_nim_value(n)``, ``rs.genus(n)`` and the sequences
  ``misere_nim_values(n)``, ``genus_sequence(n)``: misère play, from the misère canonical forms
  of the heaps (each heap's form is built from sums of smaller heaps' canonical forms).

>>> kayles = take_and_break("0.77")
>>> [kayles.nim_value(n) for n in range(1, 13)]
[1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]
>>> [str(kayles.genus(n)) for n in range(6)]
['0', '1', '2', '3', '1', '4^146']
>>> subtraction([2, 3, 7]).periodicity(40)
Periodicity(period=5, preperiod=0, saltus=0)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import reduce
from importlib import import_module
from operator import add as _plus

import numpy as np

from cgt.errors import InvalidArgument, InvalidGame, ParseError
from cgt.game import Game, game, misere_form
from cgt.impartial._genus import Genus, genus_record
from cgt.impartial.misere_canonical import ZERO, add, construct, to_game
from cgt.impartial.nim_values import remember_nim_value
from cgt.rulesets.periodicity import Periodicity, find_periodicity
from cgt.rulesets.table import ValueTable, nim_sequence_table
from cgt.rulesets.take_and_break_code import (
    ALL_EQUAL,
    DISALLOWED,
    PAIRWISE_UNEQUAL,
    SOME_UNEQUAL,
    TBCode,
)

__all__ = [
    "HeapRuleset",
    "TakeAndBreak",
    "take_and_break",
    "subtraction",
    "from_subtraction_set",
    "splittles",
    "nim",
    "kayles",
    "dawsons_kayles",
    "grundy_game",
    "NIM",
    "KAYLES",
    "DAWSONS_KAYLES",
    "GRUNDY_GAME",
]


def _natural(n: object, what: str = "a heap size") -> int:
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 0:
        raise InvalidGame(f"{what} must be a non-negative integer, not {n!r}")
    return int(n)


class HeapRuleset:
    """An impartial game played on heaps: ``moves(n)`` lists the heaps a move may leave.

    >>> rs = HeapRuleset(lambda n: [(k,) for k in range(n)], "nim")
    >>> rs.nim_values(5).tolist(), str(rs(2))
    ([0, 1, 2, 3, 4, 5], '*2')
    """

    def __init__(
        self,
        moves: Callable[[int], Iterable[Sequence[int]]],
        name: str = "heap ruleset",
        max_removed: float = float("inf"),
        max_heaps: float = float("inf"),
    ) -> None:
        self._moves_of = moves
        self.name = name
        self.max_removed = max_removed
        self.max_heaps = max_heaps
        self._moves: dict[int, tuple[tuple[int, ...], ...]] = {}
        self._g = np.zeros(0, dtype=np.int64)
        self._forms: dict[int, Game] = {}
        self._records: list = []

    def __repr__(self) -> str:
        return self.name

    # ------------------------------------------------------------------ moves and forms
    def moves(self, n: int) -> tuple[tuple[int, ...], ...]:
        """The heaps each move from a heap of ``n`` leaves (sorted tuples, each move once)."""
        n = _natural(n)
        got = self._moves.get(n)
        if got is None:
            ms = []
            for m in self._moves_of(n):
                heaps = tuple(sorted(int(h) for h in m if h))
                if any(h >= n for h in heaps):
                    raise InvalidGame(
                        f"{self.name}: a move from a heap of {n} leaves a heap of {max(heaps)}, "
                        "so play need not end"
                    )
                ms.append(heaps)
            got = self._moves[n] = tuple(dict.fromkeys(ms))
        return got

    def __call__(self, n: int) -> Game:
        """The heap of ``n`` tokens as a game form (its options are sums of heaps)."""
        return self.heap(n)

    def heap(self, n: int) -> Game:
        """The heap of ``n`` tokens as a game form."""
        n = _natural(n)
        g = self._forms.get(n)
        if g is not None:
            return g
        for k in range(n + 1):
            if k not in self._forms:
                opts = [reduce(_plus, (self._forms[h] for h in m), game()) for m in self.moves(k)]
                self._forms[k] = game(opts, opts)
        self.nim_values(n)
        for k in range(n + 1):
            remember_nim_value(self._forms[k], int(self._g[k]))
        return self._forms[n]

    def join(self, other: HeapRuleset) -> HeapRuleset:
        """The ruleset with the moves of both (CGSuite's ``Join``): from a heap of n, every move
        of this ruleset and every move of ``other``.

        >>> both = subtraction([1, 2]).join(splittles([3]))
        >>> sorted(both.moves(5)), both.nim_values(6).tolist()
        ([(1, 1), (2,), (3,), (4,)], [0, 1, 2, 3, 0, 1, 2])
        """
        if not isinstance(other, HeapRuleset):
            raise InvalidArgument(
                f"join(other): expected a heap ruleset, not {type(other).__name__}"
            )
        finite = isinstance(self, TakeAndBreak) and isinstance(other, TakeAndBreak)
        inf = float("inf")
        return HeapRuleset(
            lambda n: (*self.moves(n), *other.moves(n)),
            f"{self!r}.join({other!r})",
            max(self.max_removed, other.max_removed) if finite else inf,
            max(self.max_heaps, other.max_heaps) if finite else inf,
        )

    # ------------------------------------------------------------------ products
    # The products are coordinate rulesets, whose modules build on this one: they are found by
    # name when first asked for (cgt.rulesets.coordinate, cgt.rulesets.partizan_heap).
    def acrostic_product(self, other: HeapRuleset) -> type:
        """The acrostic product with ``other`` (CGSuite's ``AcrosticProduct``), an impartial
        coordinate ruleset: from (m, n), move on m as this ruleset does or on n as ``other``
        does; see :func:`cgt.rulesets.coordinate.acrostic_product`.

        >>> kayles().acrostic_product(dawsons_kayles())(5, 9).nim_value()
        4
        """
        return _late("coordinate", "acrostic_product")(self, other)

    def direct_product(self, other: HeapRuleset) -> type:
        """The direct product with ``other`` (CGSuite's ``DirectProduct``), whose nim values are
        the nim products of the factors' (the Tartan theorem); see
        :func:`cgt.rulesets.coordinate.direct_product`.

        >>> kayles().direct_product(dawsons_kayles())(5, 10).nim_value()
        12
        """
        return _late("coordinate", "direct_product")(self, other)

    def cake_product(self, other: HeapRuleset, twisted: bool = False) -> type:
        """The cake product with ``other`` (CGSuite's ``CakeProduct``), a partizan coordinate
        ruleset: Left plays this ruleset on the second coordinate, Right ``other`` on the
        first; see :func:`cgt.rulesets.partizan_heap.cake_product`.

        >>> str(take_and_break("0.7").cake_product(take_and_break("0.7"))(3, 4).canonical())
        '{*|vv}'
        """
        return _late("partizan_heap", "cake_product")(self, other, twisted)

    def partizan_join(self, other: HeapRuleset) -> type:
        """The partizan heap ruleset in which Left moves as this ruleset and Right as
        ``other`` (CGSuite's ``PartizanJoin``); see
        :func:`cgt.rulesets.partizan_heap.partizan_heap`.

        >>> str(subtraction([1, 3]).partizan_join(subtraction([2, 3]))(6).canonical())
        '{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}'
        """
        return _late("partizan_heap", "partizan_join")(self, other)

    def nim_sequence_table(self, n: int, period: int | None = None) -> ValueTable:
        """g(0) … g(n) in rows of ``period`` columns (by default the proven period, else 12), as
        Winning Ways tabulates octal games; see :func:`cgt.rulesets.table.nim_sequence_table`.

        >>> print(subtraction([1, 2, 3]).nim_sequence_table(7))
        0 | 1 | 2 | 3
        --+---+---+--
        0 | 1 | 2 | 3
        """
        return nim_sequence_table(self, n, period)

    # ------------------------------------------------------------------ normal play
    def nim_values(self, n: int) -> np.ndarray:
        """g⁺(0), …, g⁺(n) as a numpy array."""
        n = _natural(n)
        if len(self._g) <= n:
            self._g = self._extend(self._g, n)
        return self._g[: n + 1].copy()

    def _extend(self, g: np.ndarray, n: int) -> np.ndarray:
        out = np.zeros(n + 1, dtype=np.int64)
        out[: len(g)] = g
        for k in range(len(g), n + 1):
            vals = [
                reduce(lambda a, b: a ^ b, (int(out[h]) for h in m), 0) for m in self.moves(k)
            ]
            out[k] = _mex(np.asarray(vals, dtype=np.int64))
        return out

    def nim_value(self, n: int) -> int:
        """g⁺ of the heap of ``n`` tokens."""
        n = _natural(n)
        return int(self.nim_values(n)[n])

    def periodicity(self, n: int) -> Periodicity | None:
        """The periodicity of g⁺ proven (by the periodicity theorem) from g⁺(0) … g⁺(n − 1);
        None when those values prove none. Only rulesets with a finite code have a theorem."""
        n = _natural(n, "a bound")
        if self.max_removed == float("inf") or self.max_heaps == float("inf"):
            return None
        values = self.nim_values(max(n - 1, 0))[:n]
        return find_periodicity(values, int(self.max_removed), int(self.max_heaps))

    # ------------------------------------------------------------------ misère play
    def _record(self, n: int):  # noqa: ANN202 - an internal record
        n = _natural(n)
        recs = self._records
        while len(recs) <= n:
            k = len(recs)
            opts = []
            for m in self.moves(k):
                total = ZERO
                for h in m:
                    total = add(total, recs[h])
                opts.append(total)
            recs.append(construct(opts))
        return recs[n]

    def misere_canonical(self, n: int) -> Game:
        """The misère canonical form of the heap of ``n`` (mod I), as a :class:`Game`: for a
        heap, what ``I.canonical(G)`` (the canonical call) gives for its game, and printed as
        it prints, in CGSuite's ``*[…]`` notation (``.form`` is the plain interned form).

        >>> from cgt.rulesets import KAYLES
        >>> KAYLES.misere_canonical(5), KAYLES.misere_canonical(2)
        (*[2[2]321], *[2])
        """
        return misere_form(to_game(self._record(n)), "I")

    def misere_nim_value(self, n: int) -> int:
        """g⁻ of the heap of ``n`` tokens."""
        return int(self._record(n).gm)

    def misere_nim_values(self, n: int) -> list[int]:
        """g⁻(0), …, g⁻(n)."""
        self._record(n)
        return [int(r.gm) for r in self._records[: n + 1]]

    def genus(self, n: int) -> Genus:
        """The genus of the heap of ``n`` tokens, as CGSuite prints it: for a heap, what
        ``genus(G)`` (the canonical call) gives for its game."""
        return genus_record(self._record(n))

    def genus_sequence(self, n: int) -> list[Genus]:
        """The genera of the heaps 0 … n."""
        self._record(n)
        return [genus_record(r) for r in self._records[: n + 1]]


class TakeAndBreak(HeapRuleset):
    """The take-and-break game with a CGSuite code (see :mod:`cgt.rulesets.take_and_break_code`).

    >>> TakeAndBreak("0.07").nim_values(12).tolist()
    [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2]
    >>> str(TakeAndBreak("0.77").code), len(TakeAndBreak("0.77").moves(20))
    ('0.77', 20)
    """

    def __init__(self, code: str | TBCode, name: str | None = None) -> None:
        self.code = code if isinstance(code, TBCode) else TBCode.parse(code)
        super().__init__(
            self.code.moves,
            name or f"take_and_break({str(self.code)!r})",
            self.code.max_removed,
            self.code.max_heaps,
        )
        if self.code.digit(0).constraint(1) is not DISALLOWED:
            raise InvalidGame(
                f"the code {str(self.code)!r} lets a move take no tokens and leave the heap as it "
                "was, so play need not end"
            )
        #: The period proven by the values, and the longest prefix tried without one.
        self._periodic_law: Periodicity | None = None
        self._period_tried = 0
        # The fast loop covers codes that take tokens and leave at most two heaps, or three
        # heaps without a constraint on them (hexadecimal codes).
        c = self.code
        self._vector = not c.additive and (
            c.max_heaps <= 2
            or (c.max_heaps == 3 and all(d.constraint(3) in (DISALLOWED, "") for d in c.digits))
        )

    def nim_value(self, n: int) -> int:
        """g⁺ of the heap of ``n`` tokens. For a finite code whose digits carry no constraint,
        the values are computed in growing prefixes, and once a prefix proves a period (the
        periodicity theorem, see :meth:`periodicity`) a heap beyond it is read off the period.

        >>> from cgt.rulesets import KAYLES
        >>> KAYLES.nim_value(10**12), KAYLES.nim_value(76)  # period 12 from heap 71 on
        (1, 1)
        """
        n = _natural(n)
        if n >= len(self._g) and self._periodic_law is None and self._may_prove_period:
            self._periodic_law = self._prove_period(n)
        law = self._periodic_law
        if law is not None and n >= law.preperiod + law.period:
            n = law.preperiod + (n - law.preperiod) % law.period
        return int(self.nim_values(n)[n])

    @property
    def _may_prove_period(self) -> bool:
        # Guy–Smith's argument maps a move from n + p to one from n by shrinking a big heap;
        # a constraint on the heaps left (unequal, equal) can break that correspondence.
        c = self.code
        return not (c.period or c.additive) and all(
            d.is_zero or (d._free and not d.allow_more) for d in c.digits
        )

    def _prove_period(self, n: int) -> Periodicity | None:
        """A period proven by a prefix of g⁺ no longer than about n (prefixes of 256, 1024, …
        values: each check is linear, the values are kept for later calls)."""
        size = max(256, 4 * self._period_tried)
        while size < n:
            self._period_tried = size
            law = find_periodicity(
                self.nim_values(size - 1), int(self.max_removed), int(self.max_heaps)
            )
            if law is not None and law.saltus == 0:
                return law
            size *= 4
        return None

    def _extend(self, g: np.ndarray, n: int) -> np.ndarray:
        if not self._vector:
            return super()._extend(g, n)
        code = self.code
        out = np.zeros(n + 1, dtype=np.int64)
        out[: len(g)] = g
        rules = []
        top = n if code.period else len(code.digits) - 1
        for r in range(0, top + 1):
            d = code.digit(r)
            if not d.is_zero:
                rules.append((r, d.constraint(0), d.constraint(1), d.constraint(2),
                              d.constraint(3)))
        three = any(c3 is not DISALLOWED for *_, c3 in rules)
        cap = 2
        while len(g) and cap <= int(g.max()):
            cap *= 2  # every value, and every nim-sum of heaps, stays below cap
        seen = np.zeros(cap + 1, dtype=bool)
        # pairs[k, v]: some split of k tokens into two nonempty heaps has nim-sum v (for codes
        # that leave three heaps: a third heap c leaves value g(c) ⊕ v, v in pairs[m − c]).
        pairs = self._pairs(out, len(g), cap) if three else None
        for k in range(len(g), n + 1):
            seen[:] = False
            for r, c0, c1, c2, c3 in rules:
                m = k - r
                if m < 0:
                    break
                if m == 0:
                    if c0 is not DISALLOWED:
                        seen[0] = True
                    continue
                if c1 is not DISALLOWED and (c1 != SOME_UNEQUAL or m >= 2):
                    seen[out[m]] = True  # "?" leaves one heap unless it is a single token
                if c2 is not DISALLOWED and m >= 2:
                    half = m // 2
                    if c2 == ALL_EQUAL:
                        if m % 2 == 0:
                            seen[0] = True  # g(a) ⊕ g(a) = 0
                        continue
                    if c2 in (PAIRWISE_UNEQUAL, SOME_UNEQUAL) and m % 2 == 0:
                        half -= 1
                    if half >= 1:
                        seen[out[1 : half + 1] ^ out[m - 1 : m - half - 1 : -1]] = True
                if c3 is not DISALLOWED and m >= 3:
                    third = out[1 : m - 1]  # g(c) for c = 1 … m − 2
                    rows = pairs[m - 1 : 1 : -1, : cap]  # pairs[m − c]
                    cols = np.arange(cap)[None, :] ^ third[:, None]
                    hit = rows[np.arange(len(third))[:, None], cols]
                    seen[:cap] |= hit.any(axis=0)
            v = int(np.argmin(seen)) if not seen.all() else len(seen)
            out[k] = v
            if v >= cap:
                while cap <= v:
                    cap *= 2
                seen = np.zeros(cap + 1, dtype=bool)
                if three:
                    pairs = self._pairs(out, k + 1, cap)
            if three:
                half = k // 2
                if half >= 1:
                    pairs[k, out[1 : half + 1] ^ out[k - 1 : k - half - 1 : -1]] = True
        return out

    @staticmethod
    def _pairs(out: np.ndarray, known: int, cap: int) -> np.ndarray:
        pairs = np.zeros((len(out), cap), dtype=bool)
        for k in range(2, known):
            half = k // 2
            pairs[k, out[1 : half + 1] ^ out[k - 1 : k - half - 1 : -1]] = True
        return pairs


def _late(module: str, name: str) -> Callable[..., type]:
    return getattr(import_module(f"cgt.rulesets.{module}"), name)  # type: ignore[no-any-return]


def _mex(vals: np.ndarray) -> int:
    if vals.size == 0:
        return 0
    seen = np.zeros(int(vals.max()) + 2, dtype=bool)
    seen[vals] = True
    return int(np.argmin(seen))


def take_and_break(code: str) -> TakeAndBreak:
    """The take-and-break game with a CGSuite code: ``"0.77"`` Kayles, ``"0.07"`` Dawson's
    Kayles, ``"0.137"`` Dawson's chess in another guise, ``"4!.0"`` Grundy's game, ``"0.3F"``
    a hexadecimal game, ``"0.[3]"`` Nim.

    >>> take_and_break("0.137").nim_values(10).tolist()  # Dawson's Kayles, one heap along
    [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]
    """
    return TakeAndBreak(code)


def subtraction(subtrahends: Iterable[int], all_but: bool = False) -> TakeAndBreak:
    """The subtraction game that may take any number of tokens in ``subtrahends`` (with
    ``all_but``: any number except those), as a take-and-break code.

    >>> str(subtraction([2, 3, 7]).code), str(subtraction([2, 3, 7], all_but=True).code)
    ('0.0330003', '0.3003330[3]')
    """
    if isinstance(subtrahends, (str, bytes)) or not isinstance(subtrahends, Iterable):
        raise InvalidArgument(
            f"subtraction(subtrahends): expected integers, not {type(subtrahends).__name__}"
        )
    s = sorted({_natural(x, "a subtrahend") for x in subtrahends})
    if any(x == 0 for x in s):
        raise InvalidGame("a subtraction game cannot take 0 tokens")
    if not s and not all_but:
        raise InvalidGame("a subtraction game needs at least one subtrahend")
    top = max(s, default=0)
    if all_but:
        digits = "".join("0" if r in s else "3" for r in range(1, top + 1))
        code = f"0.{digits}[3]"
    else:
        code = "0." + "".join("3" if r in s else "0" for r in range(1, top + 1))
    name = f"subtraction({s}{', all_but=True' if all_but else ''})"
    return TakeAndBreak(code, name)


def from_subtraction_set(
    subtset: Iterable[int], digit: str = "3", all_but: bool = False
) -> TakeAndBreak:
    """The take-and-break game whose code has the digit ``digit`` for each number of tokens in
    ``subtset`` (CGSuite's ``TakeAndBreak.FromSubtractionSet``): with ``all_but``, for every
    positive number not in it, repeating forever. Elements 0 and below become digits before
    the point (0 takes no token, −1 adds one, …); with ``all_but`` they are an error. Digit
    ``"3"`` gives the subtraction games, ``"7"`` Splittles.

    >>> str(from_subtraction_set([2, 3, 8], "2", all_but=True).code)
    '0.20022220[2]'
    >>> str(from_subtraction_set([0, 3], "8").code)   # take none and leave 3 heaps, or take 3
    '8.008'
    >>> from_subtraction_set([1, 2]).nim_values(6).tolist()
    [0, 1, 2, 0, 1, 2, 0]
    """
    if isinstance(subtset, (str, bytes)) or not isinstance(subtset, Iterable):
        raise InvalidArgument(
            f"from_subtraction_set(subtset): expected integers, not {type(subtset).__name__}"
        )
    s = set()
    for x in subtset:
        if isinstance(x, bool) or not isinstance(x, (int, np.integer)):
            raise InvalidArgument(f"a subtraction set holds integers, not {x!r}")
        s.add(int(x))
    if not s:
        raise InvalidArgument("a subtraction set needs at least one element")
    if not isinstance(digit, str):
        raise InvalidArgument(f"digit: expected a code digit as text, not {type(digit).__name__}")
    try:
        one = len(TBCode.parse(f"0.{digit}1").digits) == 3
    except ParseError:
        one = False
    if not one:
        raise InvalidArgument(f"digit: expected one take-and-break code digit, not {digit!r}")
    low, high = min(s), max(s)
    if low < 1 and all_but:
        raise InvalidArgument(
            "with all_but=True the subtraction set must hold positive integers only"
        )
    prefix = "".join(digit if r in s else "0" for r in range(low, 1)) if low < 1 else "0"
    if high >= 1:
        suffix = "".join(digit if (r in s) != all_but else "0" for r in range(1, high + 1))
    else:
        suffix = "0"
    code = f"{prefix}.{suffix}" + (f"[{digit}]" if all_but else "")
    extra = ", all_but=True" if all_but else ""
    return TakeAndBreak(code, f"from_subtraction_set({sorted(s)}, {digit!r}{extra})")


def splittles(subtset: Iterable[int], all_but: bool = False) -> TakeAndBreak:
    """Splittles (CGSuite's ``Splittles``): take a number of tokens in ``subtset`` (with
    ``all_but``: any number not in it) and leave the rest as at most two heaps; that is,
    ``from_subtraction_set(subtset, "7", all_but)``.

    >>> str(splittles([3], all_but=True).code), splittles([1, 2]).nim_values(8).tolist()
    ('0.770[7]', [0, 1, 2, 3, 1, 4, 3, 2, 1])
    """
    rs = from_subtraction_set(subtset, "7", all_but)
    rs.name = rs.name.replace("from_subtraction_set(", "splittles(").replace(", '7'", "")
    return rs


def nim() -> TakeAndBreak:
    """Nim: take any number of tokens from one heap (code ``0.[3]``)."""
    return TakeAndBreak("0.[3]", "nim")


def kayles() -> TakeAndBreak:
    """Kayles, ``0.77``: knock down one pin or two adjacent pins from a row."""
    return TakeAndBreak("0.77", "kayles")


def dawsons_kayles() -> TakeAndBreak:
    """Dawson's Kayles, ``0.07``: knock down two adjacent pins."""
    return TakeAndBreak("0.07", "dawsons_kayles")


def grundy_game() -> TakeAndBreak:
    """Grundy's game, ``4!.0``: split a heap into two unequal heaps."""
    return TakeAndBreak("4!.0", "grundy_game")


NIM = nim()
KAYLES = kayles()
DAWSONS_KAYLES = dawsons_kayles()
GRUNDY_GAME = grundy_game()
