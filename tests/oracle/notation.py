"""The reference parser: cgt's first ``parse``, kept word for word as the slow twin of the fast
one in :mod:`cgt.notation`.

It tokenises the whole text into objects first and reads every value through ``Fraction`` and
the general constructors; the fast parser must give the very same form (``is``) or the same
error at the same column on every string.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from cgt import Game, game, ordinal_sum, sum_of
from cgt.errors import InvalidGame, ParseError
from cgt.values import from_tag, up_nth, up_to_nth

# ============================================================================ tokens
_TOKEN = re.compile(
    r"""
    (?P<ws>\s+)
  | (?P<switch>\+-|±)
  | (?P<bars>\|+)
  | (?P<num>\d+(?:/\d+|\.\d+)?)
  | (?P<ups>\^\^+|vv+|⇑|⇓|[\^↑v↓](?:\[\d+\]|<\d+>|\d+)?)
  | (?P<star>\*\d*)
  | (?P<name>[A-Za-z_][A-Za-z_0-9]*)
  | (?P<op>[{}(),:+\-])
    """,
    re.VERBOSE,
)


class _Tok:
    __slots__ = ("kind", "text", "col", "glued")

    def __init__(self, kind: str, text: str, col: int, glued: bool) -> None:
        # glued: no white space between this token and the previous one (juxtaposition).
        self.kind, self.text, self.col, self.glued = kind, text, col, glued


def _tokenise(text: str) -> list[_Tok]:
    toks: list[_Tok] = []
    pos = 0
    glued = False
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            raise ParseError(f"unexpected character {text[pos]!r}", text, pos + 1)
        kind = m.lastgroup or ""
        if kind == "ws":
            glued = False
        else:
            toks.append(_Tok(kind, m.group(), pos + 1, glued))
            glued = True
        pos = m.end()
    toks.append(_Tok("end", "", len(text) + 1, False))
    return toks


# ============================================================================ parser
class _TokenCursor:
    """A position in a list of tokens (each with ``kind``, ``text`` and ``col``, the last of
    kind "end"), with errors that point at a column; the parsers of games and of claims
    build on it."""

    def __init__(self, text: str, toks: list[Any]) -> None:
        self.text = text
        self.toks = toks
        self.i = 0

    def peek(self, k: int = 0) -> Any:
        return self.toks[min(self.i + k, len(self.toks) - 1)]

    def next(self) -> Any:
        t = self.toks[self.i]
        self.i += 1
        return t

    def error(self, msg: str, tok: Any = None) -> ParseError:
        tok = tok or self.peek()
        return ParseError(msg, self.text, tok.col)

    def expect(self, text: str) -> Any:
        t = self.peek()
        if t.text != text:
            found = "end of input" if t.kind == "end" else repr(t.text)
            raise self.error(f"expected {text!r}, found {found}")
        return self.next()


class _Parser(_TokenCursor):
    """Recursive descent; precedence from loosest: ``+ - +-`` (binary), ``:``, unary
    ``- + +-``, atoms (braces, parentheses, values, ``Tiny(…)``/``Miny(…)``)."""

    def __init__(self, text: str) -> None:
        super().__init__(text, _tokenise(text))

    # -- grammar
    def parse(self) -> Game:
        if self.peek().kind == "end":
            raise self.error("empty expression")
        g = self.sum()
        if self.peek().kind != "end":
            raise self.error(f"unexpected {self.peek().text!r}")
        return g

    def sum(self) -> Game:
        g = self.ordinal()
        while True:
            t = self.peek()
            if t.text == "+":
                self.next()
                g = sum_of(g, self.ordinal())
            elif t.text == "-":
                self.next()
                g = sum_of(g, self.ordinal().conjugate())
            elif t.kind == "switch":
                self.next()
                g = _switch_about(g, self.ordinal())
            else:
                return g

    def ordinal(self) -> Game:
        g = self.unary()
        while self.peek().text == ":":
            self.next()
            g = ordinal_sum(g, self.unary())
        return g

    def unary(self) -> Game:
        # A run of signs is read in a loop (thousands of them must not nest calls).
        negate = False
        while True:
            t = self.peek()
            if t.text == "-":
                nxt = self.peek(1)
                if nxt.kind == "num" and nxt.glued:
                    # '-1/2v*' is (-1/2) + v + *, as CGSuite prints it, not -(1/2v*).
                    self.next()
                    g = self.value(sign=-1)
                    return g.conjugate() if negate else g
                self.next()
                negate = not negate
            elif t.text == "+":
                self.next()
            else:
                break
        g = self._unary_rest()
        return g.conjugate() if negate else g

    def _unary_rest(self) -> Game:
        t = self.peek()
        if t.kind == "switch":
            self.next()
            if self.peek().text == "{":
                opts = self.braces(allow_set=True)
                if isinstance(opts, list):  # +-{a,b} is {a,b | -a,-b}
                    return game(opts, [o.conjugate() for o in opts])
                return game([opts], [opts.conjugate()])
            g = self.unary()
            return game([g], [g.conjugate()])
        return self.atom()

    def atom(self) -> Game:
        t = self.peek()
        if t.text == "{":
            g = self.braces(allow_set=False)
            assert isinstance(g, Game)
            return g
        if t.text == "(":
            self.next()
            g = self.sum()
            self.expect(")")
            return g
        if t.kind in ("num", "ups", "star"):
            return self.value()
        if t.kind == "name":
            return self.function(Fraction(0))
        if t.kind == "end":
            raise self.error("unexpected end of input")
        raise self.error(f"unexpected {t.text!r}")

    def value(self, sign: int = 1) -> Game:
        """A number, then ups, then a star, written together: ``73/16v9*8``, ``1*``,
        ``3/4v[3]*``, ``^<2>*``; or a number then ``Tiny(…)``/``Miny(…)``."""
        x = Fraction(0)
        ups: tuple[str, int, int] | None = None
        m = 0
        seen = False
        t = self.peek()
        if t.kind == "num":
            self.next()
            x = sign * self.number_text(t)
            seen = True
        t = self.peek()
        if t.kind == "ups" and (not seen or t.glued):
            self.next()
            ups = _up_token(t.text)
            if ups[2] < 1 and ups[0]:
                raise self.error(f"{t.text}: the index must be at least 1", t)
            seen = True
        t = self.peek()
        if t.kind == "star" and (not seen or t.glued):
            self.next()
            if t.text == "*" and self.peek().text == "(" and self.peek().glued:
                m = self.nim_expression()
            else:
                m = int(t.text[1:]) if len(t.text) > 1 else 1
            seen = True
        t = self.peek()
        if t.kind == "name" and t.glued and ups is None and not m:
            return self.function(x)
        if ups is None:
            return from_tag(x, 0, m)
        kind, sign, n = ups
        if kind == "[":
            return up_to_nth(n, x, m, sign)
        if kind == "<":
            return up_nth(n, x, m, sign)
        return from_tag(x, sign * n, m)

    def nim_expression(self) -> int:
        """``*(e)``: e must be a non-negative integer."""
        open_tok = self.expect("(")
        g = self.sum()
        self.expect(")")
        text = str(g.canonical())
        if not re.fullmatch(r"\d+", text):
            raise self.error("*(…) needs a non-negative integer", open_tok)
        return int(text)

    def number_text(self, t: _Tok) -> Fraction:
        from cgt.values import _to_fraction

        try:
            return _to_fraction(t.text)
        except InvalidGame:
            raise self.error(f"{t.text} is not a dyadic rational", t) from None

    def function(self, x: Fraction) -> Game:
        from cgt.canonical.named import miny, tiny
        from cgt.canonical.normal import canonical_sum
        from cgt.values import number

        t = self.next()
        fns: dict[str, Callable[[Game], Game]] = {"Tiny": tiny, "Miny": miny}
        if t.text not in fns:
            raise self.error(f"unknown name {t.text!r}", t)
        self.expect("(")
        arg = self.sum()
        self.expect(")")
        g = fns[t.text](arg)
        return canonical_sum(number(x), g) if x else g

    def braces(self, allow_set: bool) -> Game | list[Game]:
        """``{`` options, commas and runs of bars ``}``; split at the longest run. Without
        bars it is a set of options (only after ``+-``)."""
        open_tok = self.expect("{")
        items: list[tuple[str, object, _Tok]] = []
        while True:
            t = self.peek()
            if t.text == "}":
                self.next()
                break
            if t.kind == "bars":
                self.next()
                items.append(("bars", len(t.text), t))
            elif t.text == ",":
                self.next()
                items.append((",", None, t))
            elif t.kind == "end":
                raise self.error("expected an option, '|' or '}'")
            else:
                items.append(("opt", self.sum(), t))
        if not any(kind == "bars" for kind, _, _ in items):
            if allow_set:
                return self.side(items, open_tok)
            raise self.error("a game needs a '|' between Left and Right options", open_tok)
        return self.split(items)

    def split(self, items: list[tuple[str, object, _Tok]]) -> Game:
        runs = [(k, t) for kind, k, t in items if kind == "bars"]
        top = max(k for k, _ in runs)  # type: ignore[type-var]
        at_top = [t for k, t in runs if k == top]
        if len(at_top) > 1:
            raise self.error(
                f"ambiguous bars: {len(at_top)} runs of {top} at one level",
                at_top[1],
            )
        at = next(i for i, it in enumerate(items) if it[0] == "bars" and it[1] == top)
        return game(self.side(items[:at], at_top[0]), self.side(items[at + 1 :], at_top[0]))

    def side(self, items: list[tuple[str, object, _Tok]], near: _Tok) -> list[Game]:
        if any(kind == "bars" for kind, _, _ in items):
            return [self.split(items)]
        opts: list[Game] = []
        expect_option = True
        for kind, val, tok in items:
            if kind == ",":
                if expect_option:
                    raise self.error("empty option before ','", tok)
                expect_option = True
            else:
                if not expect_option:
                    raise self.error("missing ',' between options", tok)
                assert isinstance(val, Game)
                opts.append(val)
                expect_option = False
        if opts and expect_option:
            raise self.error("trailing ','", items[-1][2])
        return opts


def _up_token(text: str) -> tuple[str, int, int]:
    """(kind, sign, n) of an up token: ``^^`` ("", 1, 2), ``v3`` ("", -1, 3), ``^[3]``
    ("[", 1, 3) for ↑^[3], ``v<3>`` ("<", -1, 3) for ↓³."""
    sign = 1 if text[0] in "^↑⇑" else -1
    if text in ("⇑", "⇓"):
        return ("", sign, 2)
    special = re.fullmatch(r".([\[<])(\d+)[\]>]", text)
    if special is not None:
        return (special.group(1), sign, int(special.group(2)))
    if len(text) > 1 and text[1].isdigit():
        return ("", sign, int(text[1:]))
    return ("", sign, len(text))


def _switch_about(a: Game, b: Game) -> Game:
    """``a+-b`` = {a + b | a − b}, with both options reduced (CGSuite's a + ±b)."""
    from cgt.canonical.normal import canonical_sum

    return game([canonical_sum(a, b)], [canonical_sum(a, b.conjugate())])


def parse(text: str) -> Game:
    """The reference ``parse``: the same text, the same form or the same error."""
    if not isinstance(text, str):
        raise TypeError("parse() takes a string")
    from cgt._deep import run_deep

    # Each nesting level costs a few Python frames; deep input parses on the big stack.
    if len(text) > 2000 or text.count("(") + text.count("{") > 100:
        try:
            return run_deep(lambda: _Parser(text).parse())
        except ParseError as exc:  # drop the thousands of parser frames from the traceback
            raise ParseError(exc.message, exc.text, exc.column) from None
    return _Parser(text).parse()
