"""CGSuite notation: ``parse()`` and printing (plain text, unicode, LaTeX).

Printing follows CGSuite 2.x (``CanonicalShortGame.toOutput``), so that ``str(G.canonical())``
reads exactly as CGSuite prints the same value:

>>> from cgt import parse
>>> def show(s): return str(parse(s).canonical())
>>> show("{3||2|1} + {3||2|1}"), show("{0|^*5}"), show("{0||0|-1}"), show("{*|*} : 3")
('{5||4,{5|4}|3}', '^^*4', 'Tiny(1)', '^[3]')
>>> show("3+-1"), show("+-{1,1+*}"), show("+-(1+*)"), show("{0,*|v}"), show("5 + 5 + {3||2|1}")
('{4|2}', '+-{1,1*}', '+-(1*)', '^<2>*', '{13||12|11}')

Only a canonical form is printed with value names (``^[3]``, ``+-1``, ``Tiny(1)``); any other
form prints as the braces it is, its options printed the same way:

>>> str(parse("{-1|1}")), str(parse("{*|*}:3"))
('{-1|1}', '{*,{*,{*,{*|*}|*}|*}|*}')

Parsing accepts everything CGSuite prints (``3/4v[3]*``, ``9Tiny({2|1})``, ``+-(1*)``) as well
as CGSuite's own input style (``6+^*``, ``+-(1/2)``, ``*(3+5)``, ``vvvvv``). Braces give the
literal form as written; named values give canonical forms; ``+``, ``-`` and ``:`` build
literal forms. ``a+-b`` is {a + b | a − b} with both options reduced.

>>> parse("{1|")
Traceback (most recent call last):
...
cgt.errors.ParseError: expected an option, '|' or '}' (column 4)
  {1|
     ^
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction
from functools import cmp_to_key
from typing import Any

from cgt.errors import InvalidGame, ParseError
from cgt.game import _COERCE, Game, MisereForm, game, ordinal_sum, size
from cgt.sums import sum_of
from cgt.values import from_tag, up_nth, up_to_nth

__all__ = ["parse", "to_str", "to_pretty", "to_latex", "sort_games"]

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
        t = g.canonical()._tag
        if t is None or t[1] or t[2] or t[0].denominator != 1 or t[0] < 0:
            raise self.error("*(…) needs a non-negative integer", open_tok)
        return int(t[0])

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
    """Parse CGSuite notation into a game form.

    >>> str(parse("{-1|1} : 1").canonical()), str(parse("3/4v[3]*")), str(parse("-1/2v*"))
    ('1/2', '3/4v[3]*', '-1/2v*')
    >>> str(parse("9Tiny({2|1})")), str(parse("^^^^^^+vvv*+^19*3+v14").canonical())
    ('9Tiny({2|1})', '^8*2')
    >>> parse("{1|2|3}")
    Traceback (most recent call last):
    ...
    cgt.errors.ParseError: ambiguous bars: 2 runs of 1 at one level (column 5)
      {1|2|3}
          ^
    """
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


def _coerce(x: object) -> Game | None:
    return parse(x) if isinstance(x, str) else None


_COERCE.append(_coerce)


# ============================================================================ printing
#: Longest text a form is printed as; past it, a short description is printed instead.
MAX_TEXT = 20_000
#: Forms with at most this many positions are canonicalised while printing, to learn which of
#: their subforms are canonical (only those are printed with value names).
_CANONICALISE_UP_TO = 5_000


class _Style:
    def __init__(self, name: str) -> None:
        self.name = name
        plain = name == "plain"
        uni = name == "unicode"
        self.pm = "+-" if plain else "±" if uni else r"\pm "
        self.lbrace = r"\{" if name == "latex" else "{"
        self.rbrace = r"\}" if name == "latex" else "}"
        self.star = "*"
        self.tiny = r"\mathrm{Tiny}" if name == "latex" else "Tiny"
        self.miny = r"\mathrm{Miny}" if name == "latex" else "Miny"

    def bars(self, k: int) -> str:
        if self.name != "latex":
            return "|" * k
        return r"\mid " if k == 1 else r"\mathrel{" + "|" * k + "}"

    def number(self, x: Fraction) -> str:
        if x.denominator == 1:
            return str(x.numerator)
        if self.name == "latex":
            sign = "-" if x < 0 else ""
            return rf"{sign}\frac{{{abs(x.numerator)}}}{{{x.denominator}}}"
        return f"{x.numerator}/{x.denominator}"

    def arrows(self, d: int) -> str:
        """d·↑ for one coefficient d ≠ 0."""
        if self.name == "plain":
            c = "^" if d > 0 else "v"
            return c * abs(d) if abs(d) <= 2 else f"{c}{abs(d)}"
        if self.name == "unicode":
            if abs(d) == 2:
                return "⇑" if d > 0 else "⇓"
            return ("↑" if d > 0 else "↓") + (str(abs(d)) if abs(d) > 2 else "")
        if abs(d) == 2:
            return r"\Uparrow " if d > 0 else r"\Downarrow "
        return (r"\uparrow " if d > 0 else r"\downarrow ") + (str(abs(d)) if abs(d) > 2 else "")

    def arrow_power(self, sign: int, n: int, to: bool) -> str:
        """↑ⁿ (``^<n>``) or ↑^[n] (``^[n]``), with sign."""
        if self.name == "plain":
            c = "^" if sign > 0 else "v"
            return f"{c}[{n}]" if to else f"{c}<{n}>"
        if self.name == "unicode":
            c = "↑" if sign > 0 else "↓"
            return f"{c}[{n}]" if to else f"{c}<{n}>"
        c = r"\uparrow" if sign > 0 else r"\downarrow"
        return f"{c}^{{[{n}]}}" if to else f"{c}^{{{n}}}"


_PLAIN, _UNICODE, _LATEX = _Style("plain"), _Style("unicode"), _Style("latex")


def to_str(g: Game, limit: int | None = MAX_TEXT, names: bool = True) -> str:
    """Plain text in CGSuite's notation (see the module docstring).

    Past ``limit`` characters (default 20,000) a short description is printed instead;
    ``limit=None`` prints any form in full. ``names=False`` prints every form other
    than a number or a nimber as its braces (how misère canonical forms print: ``^*`` names a
    normal-play value).

    >>> from cgt import parse
    >>> to_str(parse("{0,*|0}")), to_str(parse("{0,*|0}"), names=False)
    ('^*', '{0,*|0}')
    """
    return _Printer(_PLAIN, names).show(g, limit)


def to_str_full(g: Game) -> str:
    """The whole text of ``g``, however long.

    >>> from cgt import parse
    >>> to_str_full(parse("{3||2|1}"))
    '{3||2|1}'
    """
    return _Printer(_PLAIN).show(g, None)


def to_pretty(g: Game, full: bool = False, names: bool = True) -> str:
    """Unicode text: ↑, ⇑, ±, ``↑[n]`` for ↑^[n] and ``↑<n>`` for ↑ⁿ (these parse back).
    ``full=True`` prints any form in full, however long.

    >>> from cgt import parse
    >>> to_pretty(parse("{0|*||*|||*}").canonical()), to_pretty(parse("{1|^^||+-1}"))
    ('↑[3]', '{1|⇑||±1}')
    """
    return _Printer(_UNICODE, names).show(g, None if full else MAX_TEXT)


def to_latex(g: Game, names: bool = True) -> str | None:
    r"""LaTeX (math mode, without the dollars) for notebooks; None when the form is too large
    to print (a notebook then shows the plain text).

    >>> from cgt import parse
    >>> to_latex(parse("{1|^}")), to_latex(parse("{0|v*}")), to_latex(parse("+-1/2"))
    ('\\{1\\mid \\uparrow \\}', '\\uparrow^{2}', '\\pm \\frac{1}{2}')
    """
    try:
        return _Printer(_LATEX, names).text(g, MAX_TEXT)
    except _TooLong:
        return None


class _TooLong(Exception):
    pass


def _placeholder(g: Game) -> str:
    n = size(g, 10**7)
    count = f"{n:,} positions" if n <= 10**7 else "more than 10,000,000 positions"
    return f"<game born on day {g.birthday}, {count}>"


class _Printer:
    """One print: per-subform texts, option orders and comparisons are memoised here."""

    def __init__(self, style: _Style, names: bool = True) -> None:
        self.st = style
        self.names = names
        self.limit: int | None = MAX_TEXT
        self.memo: dict[tuple[int, bool, bool], tuple[str, int]] = {}
        self.sorted_memo: dict[int, tuple[list[Game], list[Game]]] = {}
        self.cmp_memo: dict[tuple[int, int], int] = {}
        self.canon_ok = False

    def show(self, g: Game, limit: int | None) -> str:
        try:
            return self.text(g, limit)
        except _TooLong:
            return _placeholder(g)

    def text(self, g: Game, limit: int | None) -> str:
        from cgt._deep import maybe_deep

        if type(g) is MisereForm:
            # A misère canonical form: braces, never a normal-play value's name.
            self.names = False
            g = g.form  # type: ignore[attr-defined]
        self.limit = limit
        # A sum prints component by component, so only the components' sizes matter.
        parts = g._param.components if g.is_sum else (g,)  # type: ignore[union-attr]
        self.canon_ok = all(
            c._canon is c or size(c, _CANONICALISE_UP_TO) <= _CANONICALISE_UP_TO for c in parts
        )
        return maybe_deep(g.birthday, self._top, g)

    def _top(self, g: Game) -> str:
        return self.emit(g, True, False)[0]

    # -- what a subform is
    def is_canonical(self, g: Game) -> bool:
        c = g._canon
        if c is not None:
            return c is g
        if self.canon_ok and not g.is_sum:
            return g.canonical() is g
        return False

    def category(self, g: Game) -> tuple[int, object]:
        """DeterministicOrdering tier: 0 numbers, 1 nimbers, 2 other uptimals, 3 the rest,
        4 sums (by their text)."""
        from cgt.uptimal import _expansion

        if g.is_sum:
            return (4, self.emit(g, True, False)[0])
        if self.is_canonical(g):
            t = g._tag
            if t is not None and t[1] == 0:
                if t[2] == 0:
                    return (0, t[0])
                if t[0] == 0:
                    return (1, t[2])
            e = _expansion(g)
            if e is not None:
                return (2, e.sort_key())
        return (3, None)

    # -- ordering (CGSuite's CanonicalShortGame.DeterministicOrdering, facts only)
    def compare(self, a: Game, b: Game) -> int:
        if a is b:
            return 0
        key = (a._id, b._id)
        r = self.cmp_memo.get(key)
        if r is not None:
            return r
        ca, cb = self.category(a), self.category(b)
        if ca[0] != cb[0]:
            r = -1 if ca[0] < cb[0] else 1
        elif ca[0] != 3:
            r = -1 if ca[1] < cb[1] else 1  # type: ignore[operator]
        else:
            la, ra = self.sorted_options(a)
            lb, rb = self.sorted_options(b)
            r = self.compare_lists(la, lb) or self.compare_lists(ra, rb)
        self.cmp_memo[key] = r
        self.cmp_memo[(b._id, a._id)] = -r
        return r

    def compare_lists(self, xs: list[Game], ys: list[Game]) -> int:
        for x, y in zip(xs, ys, strict=False):  # a prefix sorts first
            c = self.compare(x, y)
            if c:
                return c
        return (len(xs) > len(ys)) - (len(xs) < len(ys))

    def sort(self, options: tuple[Game, ...]) -> list[Game]:
        return sorted(options, key=cmp_to_key(self.compare))

    def sorted_options(self, g: Game) -> tuple[list[Game], list[Game]]:
        r = self.sorted_memo.get(g._id)
        if r is None:
            r = (self.sort(g.left), self.sort(g.right))
            self.sorted_memo[g._id] = r
        return r

    # -- text
    def emit(self, g: Game, brackets: bool, parens: bool) -> tuple[str, int]:
        """(text, bars): bars > 0 when the text is a slash expression without braces."""
        key = (g._id, brackets, parens)
        r = self.memo.get(key)
        if r is None:
            if g.is_sum:
                parts = self.sort(g.components)  # type: ignore[attr-defined]
                text = " + ".join(self.emit(c, True, False)[0] for c in parts)
                r = ("(" + text + ")" if parens else text, 0)
            else:
                named = self.named(g, parens) if self.is_canonical(g) else None
                r = (named, 0) if named is not None else self.general(g, brackets)
            if self.limit is not None and len(r[0]) > self.limit:
                raise _TooLong
            self.memo[key] = r
        return r

    def named(self, g: Game, parens: bool) -> str | None:
        """Uptimals, switches, Tiny/Miny; None when g prints as braces."""
        from cgt.uptimal import _expansion

        if not self.names:
            t = g._tag
            if t is not None and (t[1] == 0 and (t[2] == 0 or t[0] == 0)):
                return self.compact(_expansion(g))  # a number or a nimber
            return None
        e = _expansion(g)
        if e is not None:
            if not e.is_compact:
                return None
            text = self.compact(e)
            # Inside +-( ), only numbers, nimbers and pure ups go without parentheses.
            bare = not e.coefficients and (e.nim == 0 or e.number == 0)
            bare = bare or (e.number == 0 and e.nim == 0)
            return "(" + text + ")" if parens and not bare else text
        if g.conjugate() is g:
            return self.switch(g)
        text = self.tiny(g)
        if text is not None and parens:
            text = "(" + text + ")"
        return text

    def compact(self, e: object) -> str:
        from cgt.uptimal import Expansion

        assert isinstance(e, Expansion)
        st = self.st
        x, c, m = e.number, e.coefficients, e.nim
        out = st.number(x) if x or (m == 0 and not c) else ""
        if len(c) == 1:
            out += st.arrows(c[0])
        elif c:
            out += st.arrow_power(1 if c[-1] > 0 else -1, len(c), to=not e.is_unit)
        if m:
            out += st.star + (str(m) if m > 1 else "")
        return out

    def switch(self, g: Game) -> str:
        left, _ = self.sorted_options(g)
        if len(left) == 1:
            return self.st.pm + self.emit(left[0], True, True)[0]
        inner = ",".join(self.emit(o, True, False)[0] for o in left)
        return self.st.pm + self.st.lbrace + inner + self.st.rbrace

    def tiny(self, g: Game) -> str | None:
        from cgt.canonical.normal import _number_of, canonical_sum
        from cgt.thermograph import mean

        if len(g.left) != 1 or len(g.right) != 1:
            return None
        gl, gr = g.left[0], g.right[0]
        x = _number_of(gl)
        if x is not None and len(gr.left) == 1 and gr.left[0] is gl and len(gr.right) == 1:
            k = gr.right[0]
            if mean(k) < x:
                s = canonical_sum(gl, k.conjugate())
                prefix = self.st.number(x) if x else ""
                return prefix + self.st.tiny + "(" + self.emit(s, True, False)[0] + ")"
        y = _number_of(gr)
        if y is not None and len(gl.right) == 1 and gl.right[0] is gr and len(gl.left) == 1:
            k = gl.left[0]
            if mean(k) > y:
                s = canonical_sum(k, gr.conjugate())
                prefix = self.st.number(y) if y else ""
                return prefix + self.st.miny + "(" + self.emit(s, True, False)[0] + ")"
        return None

    def general(self, g: Game, brackets: bool) -> tuple[str, int]:
        """CGSuite's slash form: a sole option on its side goes without braces and the parent
        uses one more bar; 4 bars are always braced."""
        left, right = self.sorted_options(g)
        lparts = [self.emit(o, len(left) > 1, False) for o in left]
        rparts = [self.emit(o, len(right) > 1, False) for o in right]
        k = max([b + 1 for _, b in lparts + rparts] + [1])
        text = (
            ",".join(t for t, _ in lparts) + self.st.bars(k) + ",".join(t for t, _ in rparts)
        )
        if self.limit is not None and len(text) > self.limit:
            raise _TooLong
        # An empty side next to the parent's bars would merge the runs ({0,*|} as a sole
        # option would read "0,*|||"): such forms keep their braces. Canonical forms with an
        # empty side are integers, which have names, so CGSuite's output is unaffected.
        if brackets or k >= 4 or not left or not right:
            return self.st.lbrace + text + self.st.rbrace, 0
        return text, k


def sort_games(games: list[Game] | tuple[Game, ...]) -> list[Game]:
    """Games in CGSuite's deterministic order (the order of options inside braces and of the
    elements of a printed set): numbers by value, then nimbers, then other uptimals by
    expansion, then the rest by their sorted Left options, then Right options.

    >>> from cgt import parse
    >>> G = parse("{3||2*|1*}")
    >>> "{" + ",".join(str(f) for f in sort_games(G.followers())) + "}"
    '{0,1,2,3,1*,2*,{3||2*|1*},{2*|1*}}'
    """
    p = _Printer(_PLAIN)
    p.canon_ok = True
    return p.sort(tuple(games))
