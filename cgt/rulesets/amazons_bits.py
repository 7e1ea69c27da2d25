"""Bit-board evaluation of Amazons (:mod:`cgt.rulesets.amazons`), the fast path of its
``canonical()``.

A board is held as its width ``w`` and one integer ``b``: bit k (k = row·w + column) set for
Left's amazons ``x``, bit 21 + k for Right's ``o``, bit 42 + k for the empty cells; a cell in
none of them is burnt, and so is every cell past the board's edges. Boards of at most 21 cells
fit a machine word this way (the compiled core, amazons_bits.pxd, holds them as C integers;
``canonical()`` sends only such boards here), and a board's value depends on (w, b) alone.

Regions: the 8-connected groups of cells that are not burnt play independently; a region with
an amazon and an empty cell has moves (some amazon is next to an empty cell: it can step there
and shoot back), any other is 0. Each live region is cut to its bounding box, and the least of
its eight images and of their colour exchanges (which negate the game) is the key of its
canonical form, computed once from its options' values. Every board met, whole or a region,
has its value cached by (w, b).
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

#: The most cells a board may have here (three masks of 21 bits in a 64-bit word).
CELLS = 21

_COMPASS = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))


class _Steps:
    """The eight queen steps on a board of width w, as bit-board shifts: ``shift[k]``
    (row·w + column) and ``starts[k]``, whose bit c is set when the step from cell c stays
    within its row's bounds (rows need no check: a step lands on a cell of a mask)."""

    def __init__(self, w: int) -> None:
        self.shift = [0] * 8
        self.starts = [0] * 8
        for k in range(8):
            dr, dc = _COMPASS[k]
            self.shift[k] = dr * w + dc
            m = 0
            for c in range(CELLS):
                if 0 <= c % w + dc < w:
                    m |= 1 << c
            self.starts[k] = m


class Evaluator:
    """Canonical forms of Amazons boards, with the table shared by every call."""

    def __init__(self) -> None:
        self.steps = [None] * (CELLS + 1)  # width -> _Steps
        self.known = [{} for _ in range(CELLS + 1)]  # width -> b -> value
        self.best_w = 0  # the representative being chosen (see region)
        self.best = 0
        self.negated = False

    def _steps(self, w: int) -> _Steps:
        steps = self.steps[w]
        if steps is None:
            steps = self.steps[w] = _Steps(w)
        return steps  # type: ignore[no-any-return]

    def value(self, w: int, b: int, search: _Search) -> Game:
        """The canonical form of the board (w, b): the sum of its live regions' values."""
        known = self.known[w]
        g = known.get(b)
        if g is not None:
            return g  # type: ignore[no-any-return]
        steps = self._steps(w)
        x = b & 0x1FFFFF
        o = (b >> 21) & 0x1FFFFF
        e = b >> 42
        todo = x | o | e
        parts = []
        while todo:
            part = todo & (~todo + 1)
            while True:
                grown = part
                for k in range(8):
                    s = steps.shift[k]
                    if s > 0:
                        grown |= (part & steps.starts[k]) << s
                    else:
                        grown |= (part & steps.starts[k]) >> -s
                grown &= todo
                if grown == part:
                    break
                part = grown
            todo ^= part
            if part & e and part & (x | o):
                parts.append(part)
        if not parts:
            g = zero
        elif len(parts) == 1:
            part = parts[0]
            c = (x & part) | (o & part) << 21 | (e & part) << 42
            g = known.get(c) if c != b else None
            if g is None:
                g = self.region(w, x & part, o & part, e & part, search)
        else:
            values = []
            for part in parts:
                c = (x & part) | (o & part) << 21 | (e & part) << 42
                v = known.get(c)
                if v is None:
                    v = self.region(w, x & part, o & part, e & part, search)
                    known[c] = v
                values.append(v)
            g = _add_regions(values)
        known[b] = g
        return g  # type: ignore[no-any-return]

    def region(self, w: int, x: int, o: int, e: int, search: _Search) -> Game:
        """The value of one region, cut to its bounding box first."""
        # the bounding box: rows r0..r1, columns c0 .. c0 + nw - 1
        full = (1 << w) - 1
        cells = x | o | e
        r0 = -1
        r1 = 0
        every = 0
        r = 0
        while cells:
            row = cells & full
            if row:
                if r0 < 0:
                    r0 = r
                r1 = r
                every |= row
            cells >>= w
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
            cx = co = ce = 0
            for r in range(r1, r0 - 1, -1):
                cx = cx << nw | ((x >> (r * w + c0)) & keep)
                co = co << nw | ((o >> (r * w + c0)) & keep)
                ce = ce << nw | ((e >> (r * w + c0)) & keep)
            x = cx
            o = co
            e = ce
            w = nw
            known = self.known[w]
            g = known.get(x | o << 21 | e << 42)
            if g is not None:
                return g  # type: ignore[no-any-return]
        else:
            known = self.known[w]
        self._images(h, w, x, o, e)
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
        known[x | o << 21 | e << 42] = g
        return g  # type: ignore[no-any-return]

    def _images(self, h: int, w: int, x: int, o: int, e: int) -> None:
        """Set best_w, best and negated to the least of the board's eight images and their
        colour exchanges (width, then bits). Each cell goes to its place in all eight images
        at once (grid.images' order: the board, mirrored left to right, upside down, both;
        then the same of its transpose)."""
        one = 1
        xb = xc = xd = xta = xtb = xtc = xtd = 0
        ob = oc = od = ota = otb = otc = otd = 0
        eb = ec = ed = eta = etb = etc = etd = 0
        k = 0
        for r in range(h):
            up = h - 1 - r
            for col in range(w):
                back = w - 1 - col
                if x >> k & one:
                    xb |= one << (r * w + back)
                    xc |= one << (up * w + col)
                    xd |= one << (up * w + back)
                    xta |= one << (col * h + r)
                    xtb |= one << (col * h + up)
                    xtc |= one << (back * h + r)
                    xtd |= one << (back * h + up)
                elif o >> k & one:
                    ob |= one << (r * w + back)
                    oc |= one << (up * w + col)
                    od |= one << (up * w + back)
                    ota |= one << (col * h + r)
                    otb |= one << (col * h + up)
                    otc |= one << (back * h + r)
                    otd |= one << (back * h + up)
                elif e >> k & one:
                    eb |= one << (r * w + back)
                    ec |= one << (up * w + col)
                    ed |= one << (up * w + back)
                    eta |= one << (col * h + r)
                    etb |= one << (col * h + up)
                    etc |= one << (back * h + r)
                    etd |= one << (back * h + up)
                k += 1
        self.best_w = w
        self.best = x | o << 21 | e << 42
        self.negated = False
        self._consider(w, o, x, e, True)
        self._consider(w, xb, ob, eb, False)
        self._consider(w, xc, oc, ec, False)
        self._consider(w, xd, od, ed, False)
        self._consider(h, xta, ota, eta, False)
        self._consider(h, xtb, otb, etb, False)
        self._consider(h, xtc, otc, etc, False)
        self._consider(h, xtd, otd, etd, False)

    def _consider(self, w: int, x: int, o: int, e: int, negated: bool) -> None:
        """Take the image (w, x, o, e), or unless ``negated`` its colour exchange, when it is
        less than the best so far."""
        c = x | o << 21 | e << 42
        if w < self.best_w or (w == self.best_w and c < self.best):
            self.best_w = w
            self.best = c
            self.negated = negated
        if not negated:
            c = o | x << 21 | e << 42
            if w < self.best_w or (w == self.best_w and c < self.best):
                self.best_w = w
                self.best = c
                self.negated = True

    def _options_value(self, w: int, b: int, search: _Search) -> Game:
        x = b & 0x1FFFFF
        o = (b >> 21) & 0x1FFFFF
        e = b >> 42
        lefts = self._moves(w, x, o, e, True, search)
        rights = self._moves(w, o, x, e, False, search)
        return _from_options(lefts, rights)  # type: ignore[no-any-return]

    def _moves(
        self, w: int, me: int, them: int, e: int, left: bool, search: _Search
    ) -> list[Game]:
        """The values of the positions after each move of the amazons ``me``: a queen's move
        over empty cells, then an arrow from where it lands over empty cells (the cell it left
        among them) onto an empty cell, which burns."""
        steps = self._steps(w)
        out = []
        rest = me
        while rest:
            i = rest & (~rest + 1)
            rest ^= i
            for k in range(8):
                s = steps.shift[k]
                starts = steps.starts[k]
                j = i
                while True:
                    j = ((j & starts) << s if s > 0 else (j & starts) >> -s) & e
                    if not j:
                        break
                    mine = (me ^ i) | j
                    free = (e | i) ^ j  # the cell left is empty, the one reached is not
                    for a in range(8):
                        t = steps.shift[a]
                        astarts = steps.starts[a]
                        arrow = j
                        while True:
                            arrow = (
                                (arrow & astarts) << t if t > 0 else (arrow & astarts) >> -t
                            ) & free
                            if not arrow:
                                break
                            if left:
                                c = mine | them << 21 | (free ^ arrow) << 42
                            else:
                                c = them | mine << 21 | (free ^ arrow) << 42
                            out.append(self.value(w, c, search))
        return out


def _board(rows: tuple[str, ...]) -> tuple[int, int] | None:
    """(w, b) of the bounding box of the cells of ``rows`` that are not burnt; None when it has
    over 21 cells."""
    used = [r for r, row in enumerate(rows) if row.count("#") < len(row)]
    if not used:
        return 0, 0
    c0 = min(len(row) - len(row.lstrip("#")) for row in rows if row.count("#") < len(row))
    c1 = max(len(row.rstrip("#")) for row in rows) - 1
    r0, r1 = used[0], used[-1]
    w = c1 - c0 + 1
    if (r1 - r0 + 1) * w > CELLS:
        return None
    x = o = e = 0
    k = 0
    for row in rows[r0 : r1 + 1]:
        for ch in row[c0 : c1 + 1]:
            if ch == "x":
                x |= 1 << k
            elif ch == "o":
                o |= 1 << k
            elif ch == ".":
                e |= 1 << k
            k += 1
    return w, x | o << 21 | e << 42


def _value_of(p: Any, ev: Evaluator, search: _Search) -> Game:
    board = _board(p.state)
    if board is not None:
        return ev.value(board[0], board[1], search) if board[0] else zero
    # a board too big for a word: its regions (found on strings) that fit are valued here,
    # the others by the plain search
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
    """The normal-play canonical form of an Amazons position."""
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
