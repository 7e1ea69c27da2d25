"""Loopy values printed as CGSuite prints them (its CanonicalStopper and StopperSidedValue
output, facts only): ``on``, ``off``, ``over``, ``1over``, ``-1/2under``, ``^[on]``, ``v<on>*``,
``Tiny(on)``, ``+-over``, ``{1,pass|0}``, ``a{0||||0|||a|*||*}`` (a name before a brace points
back to that position), ``dud`` and ``A & B`` for sided values.

>>> from cgt.loopy.value import on, off, over, upon
>>> str(over + 1), str(-upon), str(on + off), str(over - over)
('1over', 'v[on]', 'dud', 'over & under')
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from cgt.game import Game
from cgt.loopy.graph import LoopyGraph
from cgt.loopy.stopper import simplify, stopper_vertices, survival
from cgt.loopy.value import _PRINT, LoopyGame, _number_vertices, _short_of
from cgt.notation import _PLAIN, _Printer, _Style

__all__ = ["loopy_str"]

_MAX_BARS = 4


def _name(k: int) -> str:
    return chr(ord("a") + k) if k < 26 else f"N{k - 25}"


def _number_text(x: Fraction) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"



def _number_and_nimber(s: Game | None) -> tuple[Fraction, int] | None:
    """(x, m) when the short value ``s`` is x + *m (an uptimal of length 0), else None."""
    if s is None:
        return None
    t = s._tag
    if t is not None and t[1] == 0:
        return Fraction(t[0]), int(t[2])
    return None

class _StopperPrinter:
    """One print of one simplified stopper graph; vertices are values (the graph is fused)."""

    def __init__(self, g: LoopyGraph, style: _Style = _PLAIN) -> None:
        self.g = g
        self.style = style
        n = len(g)
        self.n = n
        self.short: dict[int, Game | None] = {v: _short_of(g.at(v)) for v in range(n)}
        self.nums = _number_vertices(g)
        self.le = survival(g, g)
        # The conjugate of each vertex, when it is in the graph too (for switches and v-forms).
        neg = g.negative()
        t = survival(g, neg)
        u = survival(neg, g)
        self.neg: dict[int, int] = {}
        # Survival is the order of stoppers only: in the graph of a side that is no stopper,
        # conjugates are looked for among its stopper positions.
        stop = stopper_vertices(g)
        for v in range(n):
            for w in range(n):
                if stop[v] and stop[w] and t[v * n + w] and u[w * n + v]:
                    self.neg[v] = w
                    break
        self.short_printer = _Printer(style)
        self.short_printer.canon_ok = True
        self.stack: dict[int, str | None] = {}
        self.named = 0
        self._colours: list[int] | None = None

    # -- what a vertex is
    def number(self, v: int) -> Fraction | None:
        return self.nums.get(v)

    def nimber_plus_number(self, v: int) -> tuple[Fraction, int] | None:
        """x + *m when the vertex is one (a short uptimal of length 0)."""
        return _number_and_nimber(self.short[v])

    def pseudonumber(self, v: int) -> str | None:
        g = self.g
        lo, ro = g.left[v], g.right[v]
        if lo == (v,) and not ro:
            return "on"
        if ro == (v,) and not lo:
            return "off"
        if ro == (v,) and len(lo) == 1 and lo[0] in self.nums:
            x = self.nums[lo[0]]
            return (_number_text(x) if x else "") + "over"
        if lo == (v,) and len(ro) == 1 and ro[0] in self.nums:
            x = self.nums[ro[0]]
            return (_number_text(x) if x else "") + "under"
        return None

    def upon(self, v: int, g: LoopyGraph, check_th: bool) -> tuple[str, Fraction, int] | None:
        """CGSuite's upon forms of vertex v of g: ("[on]" or "<on>", number, nimber)."""
        lo, ro = set(g.left[v]), g.right[v]
        if len(ro) == 1 and len(lo) <= 2:
            r = ro[0]
            xm = self._xm(g, r)
            if xm is not None:
                x, m = xm
                xv = self._vertex_of_value(g, x, 0)
                if (m == 0 and xv is not None and lo == {v, xv}) or (m != 0 and lo == {v}):
                    return "[on]", x, m ^ 1
        if check_th and len(ro) == 1:
            r = ro[0]
            neg = g.negative()
            f = self.upon(r, neg, False)
            if f is not None and f[0] == "[on]":
                _, y, n_ = f
                want = set()
                for k in range((n_ ^ 1) + 1):
                    w = self._vertex_of_value(g, -y, k)
                    if w is None:
                        return None
                    want.add(w)
                if lo == want:
                    return "<on>", -y, n_ ^ 1
        return None

    def _xm(self, g: LoopyGraph, v: int) -> tuple[Fraction, int] | None:
        return _number_and_nimber(_short_of(g.at(v)))

    def _vertex_of_value(self, g: LoopyGraph, x: Fraction, m: int) -> int | None:
        for w in range(len(g)):
            if self._xm(g, w) == (x, m):
                return w
        return None

    def upon_text(self, v: int) -> str | None:
        f = self.upon(v, self.g, True)
        sign = "^"
        if f is None:
            f = self.upon(v, self.g.negative(), True)
            if f is None:
                return None
            kind, x, m = f
            f, sign = (kind, -x, m), "v"
        kind, x, m = f
        text = (_number_text(x) if x else "") + sign + kind
        if m:
            text += "*" + (str(m) if m > 1 else "")
        return text

    def tiny_text(self, v: int, parens: bool) -> str | None:
        from cgt.loopy.value import _stopper

        g = self.g
        lo, ro = g.left[v], g.right[v]
        if len(lo) != 1 or len(ro) != 1:
            return None
        a, b = lo[0], ro[0]
        word = None
        if a in self.nums and g.left[b] == (a,) and len(g.right[b]) == 1:
            k = g.right[b][0]
            x, word = self.nums[a], "Tiny"
            sub = _stopper(simplify(g.at(a).plus(g.at(k).negative()))[0])
        elif b in self.nums and g.right[a] == (b,) and len(g.left[a]) == 1:
            k = g.left[a][0]
            x, word = self.nums[b], "Miny"
            sub = _stopper(simplify(g.at(k).plus(g.at(b).negative()))[0])
        if word is None:
            return None
        # CGSuite's "number tiny": the subscript is at least on the order of over.
        from cgt.loopy.value import _leq, over

        if not _leq(over, sub) or not self._plumtree(v):
            return None
        inner = _text(sub, True, False, self.style)[0]
        text = (_number_text(x) if x else "") + word + "(" + inner + ")"
        return "(" + text + ")" if parens else text

    def _plumtree(self, v: int) -> bool:
        """No cycle longer than a pass among the followers of v."""
        g = self.g.at(v).reachable()
        stripped = LoopyGraph(
            left=[tuple(w for w in ws if w != u) for u, ws in enumerate(g.left)],
            right=[tuple(w for w in ws if w != u) for u, ws in enumerate(g.right)],
        )
        return not stripped.is_cyclic()

    def is_switch(self, v: int) -> bool:
        return self.neg.get(v) == v and self.short[v] is None

    # -- text
    def sort(self, opts: tuple[int, ...]) -> list[int]:
        shorts = [w for w in opts if self.short[w] is not None]
        loopy = [w for w in opts if self.short[w] is None]
        from cgt.notation import sort_games

        ordered = sort_games([self.short[w] for w in shorts])  # type: ignore[misc]
        by_game = {id(self.short[w]): w for w in shorts}
        out = [by_game[id(s)] for s in ordered]
        out += sorted(loopy, key=lambda w: (len(self.g.at(w).reachable()), self.colours()[w], w))
        return out

    def colours(self) -> list[int]:
        """Colour refinement of the graph (Weisfeiler–Leman): each vertex's colour depends
        only on the shape of the game from it, so loopy options sort the same way in every
        graph of the same value (ties left are symmetric)."""
        if self._colours is None:
            g, n = self.g, self.n
            sig: list[Any] = [
                (str(self.short[v]) if self.short[v] is not None else "", len(g.left[v]),
                 len(g.right[v])) for v in range(n)
            ]
            col = _rank(sig)
            for _ in range(n):
                sig = [
                    (col[v], tuple(sorted(col[w] for w in g.left[v])),
                     tuple(sorted(col[w] for w in g.right[v]))) for v in range(n)
                ]
                new = _rank(sig)
                if len(set(new)) == len(set(col)):
                    break
                col = new
            self._colours = col
        return self._colours

    def emit(self, v: int, brackets: bool, parens: bool) -> tuple[str, int]:
        s = self.short[v]
        if s is not None:
            return self.short_printer.emit(s, brackets, parens)
        p = self.pseudonumber(v)
        if p is not None:
            if parens and p not in ("on", "off") and p not in ("over", "under"):
                p = "(" + p + ")"
            return p, 0
        if v in self.stack:
            name = self.stack[v]
            if name is None:
                name = self.stack[v] = _name(self.named)
                self.named += 1
            return name, 0
        if self.is_switch(v):
            lo = self.sort(self.g.left[v])
            pm = self.style.pm
            if len(lo) == 1:
                return pm + self.emit(lo[0], True, True)[0], 0
            return pm + "{" + ",".join(self.emit(w, True, False)[0] for w in lo) + "}", 0
        t = self.tiny_text(v, parens)
        if t is not None:
            return t, 0
        u = self.upon_text(v)
        if u is not None:
            return u, 0
        return self.general(v, brackets)

    def general(self, v: int, brackets: bool) -> tuple[str, int]:
        self.stack[v] = None
        g = self.g
        lo, ro = self.sort(g.left[v]), self.sort(g.right[v])
        bars = 0
        parts = []
        for opts in (lo, ro):
            texts = []
            for w in opts:
                if w == v:
                    texts.append("pass")
                else:
                    t, b = self.emit(w, len(opts) > 1, False)
                    bars = max(bars, b)
                    texts.append(t)
            parts.append(",".join(texts))
        name = self.stack.pop(v)
        bars += 1
        braced = brackets or name is not None or not lo or not ro or bars >= _MAX_BARS
        text = parts[0] + "|" * bars + parts[1]
        if braced:
            return (name or "") + "{" + text + "}", 0
        return text, bars


def _rank(sig: list[Any]) -> list[int]:
    order = {x: k for k, x in enumerate(sorted(set(sig)))}
    return [order[x] for x in sig]


def _text(
    x: LoopyGame | Game, brackets: bool, parens: bool, style: _Style = _PLAIN
) -> tuple[str, int]:
    if isinstance(x, Game):
        p = _Printer(style)
        p.canon_ok = True
        return p.emit(x, brackets, parens)
    if not x.is_stopper():
        return loopy_str(x, style), 0
    return _StopperPrinter(x._on, style).emit(x._on.start, brackets, parens)


def loopy_str(x: LoopyGame, style: _Style = _PLAIN) -> str:
    """The text of a loopy value, as CGSuite prints it; ``style`` is the notation's plain or
    unicode style (:meth:`LoopyGame.pretty`: ``↑``, ``±`` in the short parts and switches;
    ``^[on]`` keeps its ASCII spelling, the one the reader knows)."""
    if x.is_stopper():
        return _text(x, True, False, style)[0]
    if x._loose:  # sides that are no stoppers: their simplified graphs
        ta, tb = (_StopperPrinter(g, style).emit(g.start, True, False)[0] for g in (x._on, x._off))
        return f"{ta} & {tb}"
    a, b = x.onside(), x.offside()
    ta, tb = _text(a, True, False, style)[0], _text(b, True, False, style)[0]
    if ta == "on" and tb == "off":
        return "dud"
    return f"{ta} & {tb}"


_PRINT[:] = [loopy_str]
