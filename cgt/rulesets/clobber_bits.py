"""Bit-board evaluation of Clobber-like rules (:mod:`cgt.rulesets.clobber`), the fast path of
their ``canonical()``.

It serves the rules of :func:`~cgt.rulesets.clobber.GenClobber` where a stone moves one step
(``max_distance`` 1) onto a stone (never onto an empty cell) and leaves an empty cell behind:
Clobber, Hot Clobber, Kings, Knights and any set of directions. Then every move removes one
stone (no play repeats), and only stones matter: empty cells, and the board's extent beyond
its stones, change nothing. A board is held as its width ``w`` and one integer ``b``: bit k
(k = row·w + column) set for Left's stones ``x``, bit 32 + k for Right's ``o``; boards of at
most 32 cells, so that ``b`` fits a machine word (the compiled core, clobber_bits.pxd, holds
them as C integers; ``canonical()`` sends only such boards here). Its value depends on
(w, b) alone.

Parts: the stones joined by steps along the directions (and back) play independently. Each
part that has a move is cut to its bounding box, and the least of its images under the board's
symmetries that keep the game (and, when exchanging x and o negates it, under the exchange) is
the key of its canonical form, computed once from its options' values. Every board met, whole or
a part, has its value cached by (w, b).
"""

from __future__ import annotations

import gc
from typing import Any

from cgt._deep import maybe_deep
from cgt.canonical.normal import _from_options
from cgt.game import Game
from cgt.rulesets.base import _Search
from cgt.rulesets.domineering import _add_regions
from cgt.values import zero

__all__ = ["Evaluator", "CELLS", "fast_canonical"]

#: The most cells a board may have here (Left's stones in bits 0..31, Right's in 32..63).
CELLS = 32

#: The most steps a rule has on a board of at most 32 cells (|row·w + column| < 32).
_MAX_STEPS = 64


class _Steps:
    """Steps on a board of width w, as bit-board shifts: ``shift[k]`` (row·w + column) and
    ``starts[k]``, whose bit c is set when the step from cell c stays within its row's bounds
    (rows need no check: a move lands on a stone, and a link joins two), for k < ``n``."""

    def __init__(self, w: int, directions: tuple[tuple[int, int], ...]) -> None:
        shifts = []
        starts = []
        for dr, dc in directions:
            s = dr * w + dc
            if s == 0 or s >= CELLS or s <= -CELLS:
                continue  # no stone of a board of at most 32 cells is that far from another
            m = 0
            for k in range(CELLS):
                if 0 <= k % w + dc < w:
                    m |= 1 << k
            if m:
                shifts.append(s)
                starts.append(m)
        self.n = len(shifts)
        self.shift = shifts + [0] * (_MAX_STEPS - len(shifts))
        self.starts = starts + [0] * (_MAX_STEPS - len(starts))


class Evaluator:
    """Canonical forms of the boards of one rule, with the table shared by every call for it.

    ``directions`` are the rule's (row, column) steps, ``clobbered`` the cells (a string of
    ``x``/``o``) each player moves onto, ``keep`` the indices of the board's images (grid.images'
    order: the board, mirrored left to right, upside down, both; then the same of its
    transpose) that keep the game, ``negates`` whether exchanging x and o negates it."""

    def __init__(
        self,
        directions: tuple[tuple[int, int], ...],
        clobbered: tuple[str, str],
        keep: tuple[int, ...],
        negates: bool,
    ) -> None:
        self.directions = directions
        back = tuple((-dr, -dc) for dr, dc in directions)
        self.links_of = tuple(sorted(set(directions) | set(back)))
        self.left_x = "x" in clobbered[0]
        self.left_o = "o" in clobbered[0]
        self.right_x = "x" in clobbered[1]
        self.right_o = "o" in clobbered[1]
        self.keep = sum(1 << k for k in keep)
        self.negates = negates
        self.moves = [None] * (CELLS + 1)  # width -> _Steps of the moves
        self.links = [None] * (CELLS + 1)  # width -> _Steps of the links
        self.known = [{} for _ in range(CELLS + 1)]  # width -> b -> value
        self.best_w = 0  # the representative being chosen (see region)
        self.best = 0
        self.negated = False

    def _moves(self, w: int) -> _Steps:
        steps = self.moves[w]
        if steps is None:
            steps = self.moves[w] = _Steps(w, self.directions)
            self.links[w] = _Steps(w, self.links_of)
        return steps  # type: ignore[no-any-return]

    def value(self, w: int, b: int, search: _Search) -> Game:
        """The canonical form of the board (w, b): the sum of its live parts' values."""
        known = self.known[w]
        g = known.get(b)
        if g is not None:
            return g  # type: ignore[no-any-return]
        moves = self._moves(w)
        links = self.links[w]
        x = b & 0xFFFFFFFF
        o = b >> 32
        todo = x | o
        parts = []
        while todo:
            part = todo & (~todo + 1)
            while True:
                grown = part
                for k in range(links.n):
                    s = links.shift[k]
                    if s > 0:
                        grown |= (part & links.starts[k]) << s
                    else:
                        grown |= (part & links.starts[k]) >> -s
                grown &= todo
                if grown == part:
                    break
                part = grown
            todo ^= part
            if self._has_move(moves, x & part, o & part):
                parts.append(part)
        if not parts:
            g = zero
        elif len(parts) == 1:
            part = parts[0]
            c = (x & part) | (o & part) << 32
            g = known.get(c) if c != b else None
            if g is None:
                g = self.region(w, x & part, o & part, search)
        else:
            values = []
            for part in parts:
                c = (x & part) | (o & part) << 32
                v = known.get(c)
                if v is None:
                    v = self.region(w, x & part, o & part, search)
                    known[c] = v
                values.append(v)
            g = _add_regions(values)
        known[b] = g
        return g  # type: ignore[no-any-return]

    def _has_move(self, moves: _Steps, x: int, o: int) -> bool:
        left = (o if self.left_o else 0) | (x if self.left_x else 0)
        right = (o if self.right_o else 0) | (x if self.right_x else 0)
        for k in range(moves.n):
            s = moves.shift[k]
            starts = moves.starts[k]
            if s > 0:
                if (x & starts & (left >> s)) or (o & starts & (right >> s)):
                    return True
            elif (x & starts & (left << -s)) or (o & starts & (right << -s)):
                return True
        return False

    def region(self, w: int, x: int, o: int, search: _Search) -> Game:
        """The value of one part (its stones joined), cut to its bounding box first."""
        # the bounding box: rows r0..r1, columns c0 .. c0 + nw - 1
        full = (1 << w) - 1
        stones = x | o
        r0 = -1
        r1 = 0
        every = 0
        r = 0
        while stones:
            row = stones & full
            if row:
                if r0 < 0:
                    r0 = r
                r1 = r
                every |= row
            stones >>= w
            r += 1
        c0 = 0
        while not every >> c0 & 1:
            c0 += 1
        nw = 1
        while every >> (c0 + nw):
            nw += 1
        h = r1 - r0 + 1
        if nw != w or r0 or c0:
            keep = (1 << nw) - 1
            cx = co = 0
            for r in range(r1, r0 - 1, -1):
                cx = cx << nw | ((x >> (r * w + c0)) & keep)
                co = co << nw | ((o >> (r * w + c0)) & keep)
            x = cx
            o = co
            w = nw
            known = self.known[w]
            g = known.get(x | o << 32)
            if g is not None:
                return g  # type: ignore[no-any-return]
        else:
            known = self.known[w]
        # the representative: the least image (width, then bits), negated ones exchanged
        self._images(h, w, x, o)
        best_w = self.best_w  # (the search below chooses other representatives)
        best = self.best
        negated = self.negated
        rep = self.known[best_w]
        g = rep.get(best)
        if g is None:
            search.visit()
            g = self._options_value(best_w, best, search)
            rep[best] = g
        if negated:
            g = -g
        known[x | o << 32] = g
        return g  # type: ignore[no-any-return]

    def _images(self, h: int, w: int, x: int, o: int) -> None:
        """Set best_w, best and negated to the least of the board's images that keep or negate
        the game. Each stone goes to its cell in all eight images at once."""
        one = 1
        xa = xb = xc = xd = xta = xtb = xtc = xtd = 0
        oa = ob = oc = od = ota = otb = otc = otd = 0
        k = 0
        for r in range(h):
            up = h - 1 - r
            for col in range(w):
                back = w - 1 - col
                if x >> k & one:
                    xa |= one << k
                    xb |= one << (r * w + back)
                    xc |= one << (up * w + col)
                    xd |= one << (up * w + back)
                    xta |= one << (col * h + r)
                    xtb |= one << (col * h + up)
                    xtc |= one << (back * h + r)
                    xtd |= one << (back * h + up)
                elif o >> k & one:
                    oa |= one << k
                    ob |= one << (r * w + back)
                    oc |= one << (up * w + col)
                    od |= one << (up * w + back)
                    ota |= one << (col * h + r)
                    otb |= one << (col * h + up)
                    otc |= one << (back * h + r)
                    otd |= one << (back * h + up)
                k += 1
        self.best_w = w
        self.best = x | o << 32
        self.negated = False
        keep = self.keep
        if self.negates:
            self._consider(w, o, x, True)
        if keep & 2:
            self._consider(w, xb, ob, False)
        if keep & 4:
            self._consider(w, xc, oc, False)
        if keep & 8:
            self._consider(w, xd, od, False)
        if keep & 16:
            self._consider(h, xta, ota, False)
        if keep & 32:
            self._consider(h, xtb, otb, False)
        if keep & 64:
            self._consider(h, xtc, otc, False)
        if keep & 128:
            self._consider(h, xtd, otd, False)

    def _consider(self, w: int, x: int, o: int, negated: bool) -> None:
        """Take the image (w, x, o) (or, exchanged, (w, o, x) when the exchange negates the
        game) when it is less than the best so far."""
        c = x | o << 32
        if w < self.best_w or (w == self.best_w and c < self.best):
            self.best_w = w
            self.best = c
            self.negated = negated
        if self.negates and not negated:
            c = o | x << 32
            if w < self.best_w or (w == self.best_w and c < self.best):
                self.best_w = w
                self.best = c
                self.negated = True

    def _options_value(self, w: int, b: int, search: _Search) -> Game:
        moves = self._moves(w)
        x = b & 0xFFFFFFFF
        o = b >> 32
        left = (o if self.left_o else 0) | (x if self.left_x else 0)
        right = (o if self.right_o else 0) | (x if self.right_x else 0)
        lefts = []
        rights = []
        for k in range(moves.n):
            s = moves.shift[k]
            starts = moves.starts[k]
            if s > 0:
                cand = x & starts & (left >> s)
            else:
                cand = x & starts & ((left << -s) & 0xFFFFFFFF)
            while cand:
                i = cand & (~cand + 1)
                cand ^= i
                j = i << s if s > 0 else i >> -s
                lefts.append(self.value(w, ((x ^ i) | j) | (o & ~j) << 32, search))
            if s > 0:
                cand = o & starts & (right >> s)
            else:
                cand = o & starts & ((right << -s) & 0xFFFFFFFF)
            while cand:
                i = cand & (~cand + 1)
                cand ^= i
                j = i << s if s > 0 else i >> -s
                rights.append(self.value(w, (x & ~j) | ((o ^ i) | j) << 32, search))
        return _from_options(lefts, rights)  # type: ignore[no-any-return]


def _board(rows: tuple[str, ...]) -> tuple[int, int] | None:
    """(w, b) of the bounding box of the stones of ``rows``; None when it has over 32 cells."""
    used = [r for r, row in enumerate(rows) if "x" in row or "o" in row]
    if not used:
        return 0, 0
    c0 = min(min(i for i in (row.find("x"), row.find("o")) if i >= 0) for row in rows
             if "x" in row or "o" in row)
    c1 = max(max(row.rfind("x"), row.rfind("o")) for row in rows)
    r0, r1 = used[0], used[-1]
    w = c1 - c0 + 1
    if (r1 - r0 + 1) * w > CELLS:
        return None
    x = o = 0
    k = 0
    for row in rows[r0 : r1 + 1]:
        for ch in row[c0 : c1 + 1]:
            if ch == "x":
                x |= 1 << k
            elif ch == "o":
                o |= 1 << k
            k += 1
    return w, x | o << 32


def _value_of(p: Any, ev: Evaluator, search: _Search) -> Game:
    board = _board(p.state)
    if board is not None:
        return ev.value(board[0], board[1], search) if board[0] else zero
    # a board too big for a word: its parts (found on strings) that fit are valued here, the
    # others by the plain search
    from cgt.canonical.normal import canonical_sum
    from cgt.rulesets.base import _canonical_of

    values = []
    for part in p.components():
        board = _board(part.state)
        if board is None:
            values.append(_canonical_of(part, search))
        elif board[0]:
            values.append(ev.value(board[0], board[1], search))
    return canonical_sum(*values) if values else zero


def fast_canonical(p: Any, ev: Evaluator, max_positions: int | None) -> Game:
    """The normal-play canonical form of a position of ``ev``'s rule."""
    search = _Search(max_positions, f"{type(p).__name__}.canonical()")
    # The evaluation builds many small objects, and no garbage in cycles: the cyclic
    # collector, run every few hundred allocations, would only walk them.
    paused = gc.isenabled()
    if paused:
        gc.disable()
    try:
        return maybe_deep(p.depth_hint(), _value_of, p, ev, search)
    finally:
        if paused:
            gc.enable()
