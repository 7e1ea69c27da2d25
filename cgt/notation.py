"""CGSuite notation: ``parse()`` and printing (plain text, unicode, LaTeX).

Braces give the literal form as written; named values give canonical forms; ``+``, ``-`` and
``:`` build literal forms.

>>> from cgt import parse
>>> str(parse("{3||2|1}"))
'{3||2|1}'
>>> str(parse("^^*4")), str(parse("73/16v9*8")), str(parse("+-1")), str(parse("3+-1"))
('^^*4', '73/16v9*8', '+-1', '3+-1')
>>> str(parse("{0|^*5}").canonical())
'^^*4'
>>> parse("{1|")
Traceback (most recent call last):
...
cgt.errors.ParseError: expected an option, '|' or '}' (column 4)
  {1|
     ^
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Callable

from cgt.errors import InvalidGame, ParseError
from cgt.game import Game, game, ordinal_sum

__all__ = ["parse", "to_str", "to_pretty", "to_latex"]

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
            tok_text = m.group()
            if kind == "name" and tok_text.startswith("v") and re.fullmatch(r"v+\d*", tok_text):
                kind = "ups"  # 'v', 'vv', 'v3' are downs, not names
            toks.append(_Tok(kind, tok_text, pos + 1, glued))
            glued = True
        pos = m.end()
    toks.append(_Tok("end", "", len(text) + 1, False))
    return toks


# ============================================================================ parser
class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.toks = _tokenise(text)
        self.i = 0

    # -- helpers
    def peek(self) -> _Tok:
        return self.toks[self.i]

    def next(self) -> _Tok:
        t = self.toks[self.i]
        self.i += 1
        return t

    def error(self, msg: str, tok: _Tok | None = None) -> ParseError:
        tok = tok or self.peek()
        return ParseError(msg, self.text, tok.col)

    def expect(self, text: str) -> _Tok:
        t = self.peek()
        if t.text != text:
            raise self.error(f"expected {text!r}")
        return self.next()

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
                g = g + self.ordinal()
            elif t.text == "-":
                self.next()
                g = g - self.ordinal()
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
        t = self.peek()
        if t.text == "-":
            self.next()
            return -self.unary()
        if t.kind == "switch":
            self.next()
            g = self.unary()
            return game([g], [-g])
        if t.text == "+":
            self.next()
            return self.unary()
        return self.atom()

    def atom(self) -> Game:
        t = self.peek()
        if t.text == "{":
            return self.braces()
        if t.text == "(":
            self.next()
            g = self.sum()
            self.expect(")")
            return g
        if t.kind in ("num", "ups", "star"):
            return self.value()
        if t.kind == "name":
            return self.function(None)
        if t.kind == "end":
            raise self.error("unexpected end of input")
        raise self.error(f"unexpected {t.text!r}")

    def value(self) -> Game:
        """A number, then ups, then a star, written together: ``73/16v9*8``, ``1*``, ``^^*4``."""
        from cgt.values import from_tag, number

        x = Fraction(0)
        n = 0
        m = 0
        seen = False
        extra: Game | None = None
        t = self.peek()
        if t.kind == "num":
            self.next()
            x = self.number_text(t)
            seen = True
        t = self.peek()
        if t.kind == "ups" and (not seen or t.glued):
            self.next()
            special = self.special_ups(t)
            if special is not None:
                extra = special
            else:
                n = _count_ups(t.text)
            seen = True
        t = self.peek()
        if t.kind == "star" and (not seen or t.glued):
            self.next()
            m = int(t.text[1:]) if len(t.text) > 1 else 1
        t = self.peek()
        if t.kind == "name" and t.glued and t.text in ("Tiny", "Miny") and x is not None:
            g = self.function(x)
            base = from_tag(0, n, m)
            return (g + base).canonical() if (n or m) else g
        g = from_tag(x, n, m) if (n or m) else number(x)
        if extra is not None:
            g = (g + extra).canonical()
        return g

    def number_text(self, t: _Tok) -> Fraction:
        from cgt.values import number

        try:
            f = Fraction(t.text)
            number(f)
        except (InvalidGame, ValueError, ZeroDivisionError):
            raise self.error(f"{t.text} is not a dyadic rational", t) from None
        return f

    def special_ups(self, t: _Tok) -> Game | None:
        m = re.fullmatch(r"([\^↑v↓])([\[<])(\d+)[\]>]", t.text)
        if m is None:
            return None
        from cgt.values import up_nth, up_to_nth

        k = int(m.group(3))
        g = up_nth(k) if m.group(2) == "[" else up_to_nth(k)
        return g if m.group(1) in "^↑" else (-g).canonical()

    def function(self, x: Fraction | None) -> Game:
        from cgt.values import miny, number, tiny

        t = self.next()
        fns: dict[str, Callable[[Game], Game]] = {"Tiny": tiny, "Miny": miny}
        if t.text not in fns:
            raise self.error(f"unknown name {t.text!r}", t)
        self.expect("(")
        arg = self.sum()
        self.expect(")")
        g = fns[t.text](arg)
        if x:
            g = (number(x) + g).canonical()
        return g

    def braces(self) -> Game:
        """``{`` options, commas and runs of bars ``}``; split at the longest run."""
        open_tok = self.expect("{")
        items: list[object] = []  # Game, ',' or int (a run of k bars)
        while True:
            t = self.peek()
            if t.text == "}":
                self.next()
                break
            if t.kind == "bars":
                self.next()
                items.append(len(t.text))
            elif t.text == ",":
                self.next()
                items.append(",")
            elif t.kind == "end":
                raise self.error("expected an option, '|' or '}'")
            else:
                items.append((self.sum(), t))
        if not any(isinstance(it, int) for it in items):
            raise self.error("a game needs a '|' between Left and Right options", open_tok)
        return self.split(items, open_tok)

    def split(self, items: list[object], tok: _Tok) -> Game:
        runs = [it for it in items if isinstance(it, int)]
        k = max(runs)
        if runs.count(k) != 1:
            raise self.error(f"ambiguous bars: {runs.count(k)} runs of {k} at one level", tok)
        at = next(i for i, it in enumerate(items) if it == k and isinstance(it, int))
        return game(self.side(items[:at], tok), self.side(items[at + 1 :], tok))

    def side(self, items: list[object], tok: _Tok) -> list[Game]:
        if any(isinstance(it, int) for it in items):
            return [self.split(items, tok)]
        opts: list[Game] = []
        expect_option = True
        for it in items:
            if it == ",":
                if expect_option:
                    raise self.error("empty option between commas", tok)
                expect_option = True
            else:
                if not expect_option:
                    raise self.error("missing ',' between options", it[1])  # type: ignore[index]
                opts.append(it[0])  # type: ignore[index]
                expect_option = False
        if opts and expect_option:
            raise self.error("trailing ','", tok)
        return opts


def _count_ups(text: str) -> int:
    sign = 1 if text[0] in "^↑⇑" else -1
    if text in ("⇑", "⇓"):
        return 2 * sign
    if len(text) > 1 and text[1].isdigit():
        return sign * int(text[1:])
    return sign * len(text)


def _switch_about(a: Game, b: Game) -> Game:
    """``a+-b`` = {a + b | a - b}, with both options reduced (CGSuite's reading)."""
    return game([(a + b).canonical()], [(a - b).canonical()])


def parse(text: str) -> Game:
    """Parse CGSuite notation into a game form.

    >>> str(parse("{-1|1} : 1").canonical()), str(parse("*:1/2").canonical())
    ('1/2', '{0,*|*}')
    >>> parse("{1|2|3}")
    Traceback (most recent call last):
    ...
    cgt.errors.ParseError: ambiguous bars: 2 runs of 1 at one level (column 1)
      {1|2|3}
      ^
    """
    if not isinstance(text, str):
        raise TypeError("parse() takes a string")
    from cgt._deep import run_deep

    if len(text) > 2000:
        return run_deep(lambda: _Parser(text).parse())
    return _Parser(text).parse()


# ============================================================================ printing
def _frac(x: Fraction) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def _tag_text(t: tuple[Fraction, int, int], uni: bool = False) -> str:
    x, n, m = t
    out = _frac(x) if x or (n == 0 and m == 0) else ""
    if n:
        if uni:
            if abs(n) == 1:
                out += "↑" if n > 0 else "↓"
            elif abs(n) == 2:
                out += "⇑" if n > 0 else "⇓"
            else:
                out += ("↑" if n > 0 else "↓") + str(abs(n))
        else:
            c = "^" if n > 0 else "v"
            out += c * abs(n) if abs(n) <= 2 else c + str(abs(n))
    if m:
        out += "*" if m == 1 else f"*{m}"
    return out


def to_str(g: Game) -> str:
    """Plain text in CGSuite's notation."""
    return _Printer(unicode=False).show(g)


def to_pretty(g: Game) -> str:
    """Unicode text: ↑, ⇑, ±."""
    return _Printer(unicode=True).show(g)


def to_latex(g: Game) -> str:
    r"""LaTeX for notebooks: ``\uparrow``, ``\pm``, braces escaped.

    >>> from cgt import parse
    >>> to_latex(parse("{1|^}"))
    '\\{1\\mid\\uparrow\\}'
    """
    s = to_pretty(g)
    for a, b in (
        ("{", r"\{"),
        ("}", r"\}"),
        ("⇑", r"\Uparrow "),
        ("⇓", r"\Downarrow "),
        ("↑", r"\uparrow "),
        ("↓", r"\downarrow "),
        ("±", r"\pm "),
        ("|", r"\mid "),
    ):
        s = s.replace(a, b)
    return s.replace(" }", "}").replace(" \\}", "\\}").rstrip()


class _Printer:
    def __init__(self, unicode: bool) -> None:
        self.uni = unicode

    def show(self, g: Game) -> str:
        from cgt._deep import maybe_deep

        return maybe_deep(g.birthday, self._show, g)

    def _show(self, g: Game) -> str:
        return self.braces(g)

    def body(self, g: Game) -> tuple[str, int]:
        """(text, bars): bars > 0 when the text is a brace form printed without its braces."""
        named = self.named(g)
        if named is not None:
            return named, 0
        return self.braced_inner(g)

    def named(self, g: Game) -> str | None:
        if g._tag is not None:
            return _tag_text(g._tag, self.uni)
        return None

    def option(self, g: Game) -> str:
        text, bars = self.body(g)
        return "{" + text + "}" if bars else text

    def braced_inner(self, g: Game) -> tuple[str, int]:
        lparts = [self.body(o) for o in _print_order(g.left)]
        rparts = [self.body(o) for o in _print_order(g.right)]
        bars = 1
        for parts in (lparts, rparts):
            if len(parts) == 1 and parts[0][1]:
                bars = max(bars, parts[0][1] + 1)

        def side(parts: list[tuple[str, int]]) -> str:
            if len(parts) == 1:
                return parts[0][0]
            return ",".join("{" + t + "}" if b else t for t, b in parts)

        return side(lparts) + "|" * bars + side(rparts), bars

    def braces(self, g: Game) -> str:
        text, bars = self.body(g)
        return "{" + text + "}" if bars else text


def _print_order(options: tuple[Game, ...]) -> list[Game]:
    return list(options)
