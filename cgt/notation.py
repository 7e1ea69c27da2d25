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

A call of a position builder or ruleset class with literal arguments (``stalk(3)``,
``Domineering('..|..')``, as family members and the terms of witnesses print) is the
position's literal form, and ``conj(…)`` the conjugate of what it holds, anywhere in an
expression:

>>> parse("Domineering('..|..') + conj(stalk(2))") is parse("+-1 + *2")
True

CGSuite's compounds read as :mod:`cgt.compounds` prints them: ``G ConjunctiveSum H`` and
``G SelectiveSum H`` at the level of ``+``, ``G OrdinalProduct H`` looser, each level from the
left.

A *tombstone* among a side's options, written ``†`` or, in ASCII, ``@``, gives the augmented
form of misère universe theory (Siegel, arXiv:2312.16259, §5: a simplest form modulo a
universe may keep one), as :class:`cgt.universes.ends.Augmented` prints it; it is interned, so
the text of one reads back as the very object. It stands only among options, and takes no
operator but ``-`` (its conjugate):

>>> a = parse("{-1|0,@}")
>>> str(a), parse(str(a)) is a, str(-a)
('{-1|0,†}', True, '{0,†|1}')

>>> parse("{1|")
Traceback (most recent call last):
...
cgt.errors.ParseError: expected an option, '|' or '}' (column 4)
  {1|
     ^
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from fractions import Fraction
from functools import cmp_to_key
from importlib.machinery import EXTENSION_SUFFIXES
from typing import Any

from cgt import _memo
from cgt._digits import int_text, text_int
from cgt.errors import InvalidArgument, InvalidGame, NotShortGame, ParseError
from cgt.game import (
    _COERCE,
    TYPESET,
    Game,
    LabelledForm,
    MisereForm,
    _make,
    game,
    misere_form,
    nesting,
    ordinal_sum,
    size,
)
from cgt.sums import sum_of
from cgt.values import from_tag, held_integer, up_nth, up_to_nth

__all__ = ["parse", "to_str", "to_pretty", "to_latex", "sort_games"]

# ============================================================================ tokens
#: Tokens of one character (and ``|`` runs, ``+-``), told apart by the character itself.
_PUNCTUATION = {
    "{": "lbrace", "}": "rbrace", "(": "lparen", ")": "rparen", ",": "comma", ":": "colon",
    "+": "plus", "-": "minus", "±": "switch", "|": "bars", "†": "tomb", "@": "tomb",
}


def _token_pattern(ups_guard: str = "", extra: str = "") -> re.Pattern[str]:
    """The scanner's pattern for the tokens that are not punctuation, the group that matched
    naming the kind: a value written in one piece (``73/16v9*8``: a number, ups, a star), a
    name, or ``bad``, a character no token starts with. ``extra`` adds kinds (the claim
    parser's relations); ``ups_guard`` is a condition an up inside a value must meet (in
    claims, a ``v`` that starts an identifier is a name)."""
    guard = ups_guard or "(?:)"
    return re.compile(
        extra
        + rf"""
        (?P<value>(?=\d|\*|(?:{guard})[\^↑v↓⇑⇓])
            (?P<num>\d+(?:/\d+|\.\d+)?)?
            (?P<ups>(?:{guard})(?:\^\^+|vv+|⇑|⇓|[\^↑v↓](?:\[\d+\]|<\d+>|\d+)?))?
            (?P<star>\*\d*)?)
      | (?P<name>[A-Za-z_][A-Za-z_0-9]*)
      | (?P<bad>[\s\S])""",
        re.VERBOSE,
    )


_TOKENS = _token_pattern()


def _misere_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each ``*[…]`` in ``text``, brackets matched (``*[[2],0]``); a
    ``*[…]`` inside another is part of it. ``^[n]`` and ``v[n]`` are not spans: their
    bracket follows an arrow, a misère game's follows a star."""
    spans = []
    a = text.find("*[")
    while a >= 0:
        depth = 0
        for b in range(a + 1, len(text)):
            c = text[b]
            if c == "[":
                depth += 1
            elif c == "]":
                depth -= 1
                if depth == 0:
                    break
        else:
            raise ParseError("unclosed '*[': missing ']'", text, a + 2)
        spans.append((a, b + 1))
        a = text.find("*[", b + 1)
    return spans
_AFTER_OPTION = frozenset(("comma", "bars", "rbrace"))
_SCAN_ERRORS = {"bad": "unexpected character {!r}"}


class _TokenCursor:
    """The tokens of a text, scanned in one pass, and a position ``i`` in them, with errors
    that point at a column; the parsers of games and of claims build on it.

    Punctuation is told by its character, white space skipped, and every other token is one
    match of ``pattern`` at its position (kept in ``ms``: a value's parts are its groups).
    Token j is ``kinds[j]`` over ``text[starts[j]:ends[j]]``; the last is ``end``, twice, so
    that looking one token ahead never runs off the list."""

    def __init__(
        self,
        text: str,
        pattern: re.Pattern[str] = _TOKENS,
        errors: dict[str, str] = _SCAN_ERRORS,
        rename: Callable[[re.Match[str]], str | None] | None = None,
    ) -> None:
        kinds: list[str] = []
        starts: list[int] = []
        ends: list[int] = []
        ms: list[Any] = []
        punctuation = _PUNCTUATION.get
        match = pattern.match
        i, n = 0, len(text)
        while i < n:
            c = text[i]
            k = punctuation(c)
            m = None
            j = i + 1
            if k is not None:
                if k == "bars":
                    while j < n and text[j] == "|":
                        j += 1
                elif k == "plus" and j < n and text[j] == "-":
                    k, j = "switch", j + 1
            elif c.isspace():
                i = j
                continue
            else:
                m = match(text, i)
                k, j = m.lastgroup, m.end()  # type: ignore[union-attr]
                if k == "name" and rename is not None:  # e.g. a claim's variables
                    k = rename(m) or k  # type: ignore[arg-type]
            kinds.append(k)  # type: ignore[arg-type]
            starts.append(i)
            ends.append(j)
            ms.append(m)
            i = j
        kinds += ("end", "end")
        starts += (n, n)
        ends += (n, n)
        ms += (None, None)
        self.text, self.kinds, self.starts, self.ends, self.ms = text, kinds, starts, ends, ms
        self.i = 0
        # The whole text is scanned before any parsing, so a bad character is the first error.
        bad = [kinds.index(k) for k in errors if k in kinds]
        calls = self.calls and "name" in kinds and "(" in text
        if bad or calls:
            # CGSuite's misère impartial ``*[…]`` leaves a '[' the scanner has no token for,
            # and a position's call (``Domineering('..|..')``) its quotes: they are looked for
            # only here, so texts without them never pay for it.
            spans: list[tuple[int, int, str]] = []
            if bad and "*[" in text:
                spans = [(a, b, "misere") for a, b in _misere_spans(text)]
            if calls:
                spans += _call_spans(text, spans)
            if spans:
                self._scan_misere(sorted(spans), pattern, errors, rename)
                return
        if bad:
            j = min(bad)
            raise self.error(errors[kinds[j]].format(self.tok_text(j)), j)

    #: Whether calls of position builders are read as one token each (the game parser's).
    calls = False

    def _scan_misere(
        self,
        spans: list[tuple[int, int, str]],
        pattern: re.Pattern[str],
        errors: dict[str, str],
        rename: Callable[[re.Match[str]], str | None] | None,
    ) -> None:
        """Scan again with each ``*[…]`` as one token of kind ``misere`` (and each position's
        call as one of kind ``call``): the text is scanned with every span masked as a nimber
        of its length (``*000``), one token the scanner already knows, so columns stay those of
        the text."""
        text = self.text
        pieces, at = [], 0
        for a, b, _ in spans:
            pieces += (text[at:a], "*" + "0" * (b - a - 1))
            at = b
        masked = "".join(pieces) + text[at:]
        try:
            _TokenCursor.__init__(self, masked, pattern, errors, rename)
        except ParseError as exc:  # show the text as written
            raise ParseError(exc.message, text, exc.column) from None
        self.text = text
        starts, ends = self.starts, self.ends
        for a, b, kind in spans:
            j = starts.index(a) if a in starts else -1
            if j < 0 or ends[j] != b:
                j = max(k for k in range(len(starts)) if starts[k] <= a)
                what = "*[…] (a misère impartial game)" if kind == "misere" else "a call"
                raise ParseError(
                    f"{what} stands alone: write an operator between it and the text glued to it",
                    text,
                    starts[j] + 1,
                )
            self.kinds[j] = kind
            self.ms[j] = None

    def tok_text(self, j: int) -> str:
        """The text of token j; of a value, its first part (``1`` in ``1^*``), as errors
        name it."""
        if self.kinds[j] == "value":
            m = self.ms[j]
            return m.group("num") or m.group("ups") or m.group("star")  # type: ignore[no-any-return]
        return self.text[self.starts[j] : self.ends[j]]

    def start(self, j: int) -> int:
        return self.starts[j]

    def end(self, j: int) -> int:
        return self.ends[j]

    def glued(self, j: int) -> bool:
        """No white space between token j and the one before it (juxtaposition)."""
        return j > 0 and self.starts[j] == self.ends[j - 1]

    def found(self, j: int) -> str:
        return "end of input" if self.kinds[j] == "end" else repr(self.tok_text(j))

    def error(self, msg: str, j: int | None = None) -> ParseError:
        return ParseError(msg, self.text, self.starts[self.i if j is None else j] + 1)

    def expect(self, kind: str, shown: str) -> int:
        """Step over a token of this kind (written ``shown``); its index."""
        j = self.i
        if self.kinds[j] != kind:
            raise self.error(f"expected {shown!r}, found {self.found(j)}")
        self.i = j + 1
        return j

    def value_parts(self, j: int, sign: int) -> tuple[int | Fraction, _Ups | None, int]:
        """(number, ups, nim) of the value token j (see ``_value_parts``)."""
        m = self.ms[j]
        try:
            return _value_parts(m, sign)
        except _BadValue as e:
            raise self.at(m, e.group, e.message) from None

    def at(self, m: re.Match[str], group: str, msg: str) -> ParseError:
        """An error at a part of a value token."""
        return ParseError(msg, self.text, m.start(group) + 1)

    def sum(self) -> Any:  # the loosest expression; each parser reads its own
        raise NotImplementedError

    def option(self) -> Any:
        return self.sum()

    def braces(self, allow_set: bool, make: _Make) -> Any:
        """``{`` options (each a ``sum()``), commas and runs of bars ``}``, made into a form
        by ``make(left, right)``; without bars, a set of options (only after ``+-``)."""
        open_j = self.expect("lbrace", "{")
        kinds = self.kinds
        items: list[_Item] = []
        bars = at = 0
        while True:
            j = self.i
            k = kinds[j]
            if k == "rbrace":
                self.i = j + 1
                break
            if k == "bars":
                self.i = j + 1
                bars, at = bars + 1, len(items)
                items.append(("bars", self.end(j) - self.start(j), j))
            elif k == "comma":
                self.i = j + 1
                items.append((",", None, j))
            elif k == "end":
                raise self.error("expected an option, '|' or '}'")
            else:
                items.append(("opt", self.option(), j))
        if bars == 1:  # {L | R}, the common case: the sides are lists of options
            left, right = items[:at], items[at + 1 :]
            return make(_brace_side(self, left, make), _brace_side(self, right, make))
        if bars:
            return _split_braces(self, items, make)
        if allow_set:
            return _brace_side(self, items, make)
        raise self.error("a game needs a '|' between Left and Right options", open_j)


# ============================================================================ braces
#: ("opt", option, token), ("bars", run length, token) or (",", None, token)
_Item = tuple[str, Any, int]
_Make = Callable[[list[Any], list[Any]], Any]


def _split_braces(cur: _TokenCursor, items: list[_Item], make: _Make) -> Any:
    """The form of brace contents: split at the longest run of bars (one run of that length
    only), each side split again the same way or read as options between commas."""
    top = count = at = 0
    second = -1
    for k, (kind, run, j) in enumerate(items):
        if kind == "bars":
            if run > top:
                top, count, at = run, 1, k
            elif run == top:
                count += 1
                if count == 2:
                    second = j
    if count > 1:
        raise cur.error(f"ambiguous bars: {count} runs of {top} at one level", second)
    return make(_brace_side(cur, items[:at], make), _brace_side(cur, items[at + 1 :], make))


def _brace_side(cur: _TokenCursor, items: list[_Item], make: _Make) -> list[Any]:
    """The options on one side of the bars (or a whole set after ``+-``)."""
    if len(items) == 1 and items[0][0] == "opt":  # {a|b}: the common case
        return [items[0][1]]
    for kind, _, _ in items:
        if kind == "bars":
            return [_split_braces(cur, items, make)]
    opts: list[Any] = []
    expect_option = True
    for kind, val, j in items:
        if kind == ",":
            if expect_option:
                raise cur.error("empty option before ','", j)
            expect_option = True
        else:
            if not expect_option:
                raise cur.error("missing ',' between options", j)
            opts.append(val)
            expect_option = False
    if opts and expect_option:
        raise cur.error("trailing ','", items[-1][2])
    return opts


# ============================================================================ values
#: Values written in one piece (``3/4``, ``*2``, ``^*``, ``-1/2v*``), by their text: the names
#: every session uses are here from the start, the rest as they are read (bounded).
_NAMED: dict[str, Game] = {}
_ATOMS: dict[str, Game] = {}
_ATOMS_MAX = 10_000


def _reset_atoms() -> None:
    _ATOMS.clear()
    _ATOMS.update(_NAMED)


_Ups = tuple[str, int, int]  # (kind, sign, n) of the ups in a value: see _up_parts


def _dyadic(numeral: str) -> tuple[int, int] | None:
    """(p, q), p/q in lowest terms with q a power of two, for ``7``, ``3/4``, ``6/8`` or
    ``0.375``; None when the numeral is not a dyadic rational."""
    if "/" in numeral:
        a, b = numeral.split("/")
        p, q = text_int(a), text_int(b)
    elif "." in numeral:
        a, b = numeral.split(".")
        # not 10 ** len(b): a C power when compiled
        p, q = text_int(a + b), text_int("1" + "0" * len(b))
    else:
        return text_int(numeral), 1
    if q == 0:
        return None
    g = math.gcd(p, q)
    p, q = p // g, q // g
    return (p, q) if q & (q - 1) == 0 else None


def _up_parts(ups: str) -> _Ups:
    """(kind, sign, n) of the ups in a value: ``^^`` ("", 1, 2), ``v3`` ("", -1, 3), ``^[3]``
    ("[", 1, 3) for ↑^[3], ``v<3>`` ("<", -1, 3) for ↓³."""
    sign = 1 if ups[0] in "^↑⇑" else -1
    if ups in ("⇑", "⇓"):
        return "", sign, 2
    if len(ups) > 1 and ups[1] in "[<":
        return ups[1], sign, int(ups[2:-1])
    if len(ups) > 1 and ups[1].isdigit():
        return "", sign, int(ups[1:])
    return "", sign, len(ups)


#: Forms read from braces, by their options as written: the same braces around the same
#: options are the same form, found without building it again (bounded).
_FORMS: dict[tuple[tuple[Game, ...], tuple[Game, ...]], Game] = {}
_forms_get = _FORMS.get  # bound once
_FORMS_MAX = 10_000


def _form(left: list[Game], right: list[Game]) -> Game:
    """``game(left, right)``, remembered."""
    key = (tuple(left), tuple(right))
    g = _forms_get(key)
    if g is None:
        g = _make(left, right)  # game() without converting options: they are Games
        if len(_FORMS) >= _FORMS_MAX:
            _FORMS.clear()
        _FORMS[key] = g
    return g


def _star_parts(star: str) -> int:
    """The nim part of ``*`` (1) or ``*k`` (k)."""
    return int(star[1:]) if len(star) > 1 else 1


class _BadValue(Exception):
    """A value token that names no value (``1/3``, ``^<0>``): what is wrong, and the part of
    the token (``num``, ``ups`` or ``star``) the error points at."""

    def __init__(self, group: str, message: str) -> None:
        super().__init__(message)
        self.group, self.message = group, message


def _value_parts(m: re.Match[str], sign: int) -> tuple[int | Fraction, _Ups | None, int]:
    """(number, ups, nim) of a value token: numbers are read as integers and pairs of
    integers, and become a Fraction only when they are not integers."""
    x: int | Fraction = 0
    if m.group("num") is not None:
        pq = _read(m, "num", _dyadic)
        if pq is None:
            raise _BadValue("num", f"{m.group('num')} is not a dyadic rational")
        p, q = pq
        x = sign * p if q == 1 else Fraction(sign * p, q)
    ups = None
    if m.group("ups") is not None:
        ups = _read(m, "ups", _up_parts)
        if ups[2] < 1 and ups[0]:
            raise _BadValue("ups", f"{m.group('ups')}: the index must be at least 1")
    nim = 0
    if m.group("star") is not None:
        nim = _read(m, "star", _star_parts)
    return x, ups, nim


def _read(m: re.Match[str], group: str, reader: Callable[[str], Any]) -> Any:
    try:
        return reader(m.group(group))
    except ValueError:  # more digits than Python converts (sys.set_int_max_str_digits)
        n = len(m.group(group))
        raise _BadValue(group, f"{n:,} characters: too many digits") from None


def _atom(m: re.Match[str], sign: int) -> Game:
    """The value of a value token (``-`` written against its number: ``sign`` = -1),
    remembered by its text."""
    text = m.group("value")
    key = text if sign > 0 else "-" + text
    g = _ATOMS.get(key)
    if g is None:
        g = _build_value(*_value_parts(m, sign))
        if len(_ATOMS) >= _ATOMS_MAX:
            _reset_atoms()
        _ATOMS[key] = g
    return g


def _build_value(x: int | Fraction, ups: _Ups | None, nim: int) -> Game:
    if ups is None:
        return from_tag(x, 0, nim)
    kind, sign, n = ups
    if kind == "[":
        return up_to_nth(n, x, nim, sign)
    if kind == "<":
        return up_nth(n, x, nim, sign)
    return from_tag(x, sign * n, nim)


# ============================================================================ parser
class _Parser(_TokenCursor):
    """Recursive descent; precedence from loosest: ``+ - +-`` (binary), ``:``, unary
    ``- + +-``, atoms (braces, parentheses, values, ``Tiny(…)``/``Miny(…)``)."""

    calls = True
    #: How braces become a form: ``_form``, or ``_augmented_form`` in a text with a tombstone.
    make: _Make = staticmethod(_form)  # type: ignore[assignment]

    def parse(self) -> Game:
        if self.kinds[0] == "end":
            raise self.error("empty expression")
        if "tomb" in self.kinds:
            self.make = _augmented_form  # type: ignore[assignment]
        g = self.sum()
        if self.kinds[self.i] != "end":
            raise self.error(f"unexpected {self.tok_text(self.i)!r}")
        if self.kinds[0] == "misere" and self.i == 1:
            # One *[…] is a misère canonical form, and prints as it was written.
            return misere_form(g, "I")
        return g

    def sum(self, first: Game | None = None) -> Game:
        """The loosest expression: ``terms`` joined by ``OrdinalProduct`` (CGSuite's compound,
        looser than ``+``, as :mod:`cgt.compounds` prints it); ``first`` is the first term
        when it has been read already."""
        g = self.terms(first)
        kinds = self.kinds
        while kinds[self.i] == "name" and self.tok_text(self.i) == "OrdinalProduct":
            j = self.i
            self.i = j + 1
            g = self.compound("OrdinalProduct", g, self.terms(None), j)
        return g

    def terms(self, first: Game | None) -> Game:
        """Terms joined by ``+``, ``-``, ``+-`` and CGSuite's ``ConjunctiveSum`` and
        ``SelectiveSum`` (one level, from the left); ``first`` as in ``sum``."""
        kinds = self.kinds
        g = self.unary() if first is None else first
        if kinds[self.i] == "colon":
            g = self.ordinal(g)
        while True:
            k = kinds[self.i]
            if k == "name":
                if self.tok_text(self.i) not in _COMPOUND_SUMS:
                    return g
            elif k != "plus" and k != "minus" and k != "switch":
                return g
            self.i += 1
            j = self.i
            h = self.unary()
            if kinds[self.i] == "colon":
                h = self.ordinal(h)
            if not (isinstance(g, Game) and isinstance(h, Game)):
                self.no_tombstone(j - 1)
            if k == "plus":
                g = sum_of(g, h)
            elif k == "minus":
                g = sum_of(g, h.conjugate())
            elif k == "switch":
                g = _switch_about(g, h)
            else:
                g = self.compound(self.tok_text(j - 1), g, h, j - 1)

    def compound(self, kind: str, g: Game, h: Game, j: int) -> Game:
        """CGSuite's compound ``kind`` (token j) of g and h (:mod:`cgt.compounds`)."""
        from cgt import compounds
        from cgt.errors import CGTError

        if not (isinstance(g, Game) and isinstance(h, Game)):
            self.no_tombstone(j)
        build = {
            "ConjunctiveSum": compounds.conjunctive_sum,
            "SelectiveSum": compounds.selective_sum,
            "OrdinalProduct": compounds.ordinal_product,
        }[kind]
        try:
            return build(g, h)
        except CGTError as exc:  # a bound on its positions
            raise self.error(f"{kind}: {exc}", j) from None

    def ordinal(self, g: Game) -> Game:
        """``g : …``, from the first ``:``."""
        while self.kinds[self.i] == "colon":
            j = self.i
            self.i += 1
            h = self.unary()
            if not (isinstance(g, Game) and isinstance(h, Game)):
                self.no_tombstone(j)
            g = ordinal_sum(g, h)
        return g

    def no_tombstone(self, j: int) -> None:
        """An operator (token j) on an augmented form: refused (cgt defines no sum of them)."""
        raise self.error(
            f"{self.tok_text(j)!r} takes games: a form with a tombstone (†) is no game", j
        )

    def option(self) -> Game:
        # An option that is one value, the common case, skips the levels of sum().
        j = self.i
        k = self.kinds[j]
        if k == "value" and self.kinds[j + 1] in _AFTER_OPTION:
            return self.value(1)
        if k == "lbrace":
            return self.sum(self.braces(False, self.make))
        if k == "tomb":
            if self.kinds[j + 1] not in _AFTER_OPTION:
                raise self.error("a tombstone (†, or @) stands alone among the options", j)
            self.i = j + 1
            return _TOMB
        return self.sum()

    def unary(self) -> Game:
        kinds = self.kinds
        k = kinds[self.i]
        if k == "value":  # the common case first
            return self.value(1)
        # Prefix operators are read in a loop and applied innermost first, so that thousands
        # of them (``-`` and ``+-`` alike) do not nest calls.
        prefix: list[str] = []
        j0 = self.i
        while True:
            if k == "minus":
                j = self.i + 1
                if kinds[j] == "value" and self.ms[j].group("num") and self.glued(j):
                    # '-1/2v*' is (-1/2) + v + *, as CGSuite prints it, not -(1/2v*).
                    self.i = j
                    g = self.value(-1)
                    break
                if prefix and prefix[-1] == "minus":
                    prefix.pop()
                else:
                    prefix.append("minus")
                self.i = j
            elif k == "plus":
                self.i += 1
            elif k == "switch":
                sw = self.i
                self.i += 1
                if kinds[self.i] == "lbrace":  # +-{a,b} = {a,b | -a,-b}
                    opts = self.braces(True, self.make)
                    if not isinstance(opts, list):
                        opts = [opts]
                    if not all(isinstance(o, Game) for o in opts):
                        self.no_tombstone(sw)
                    g = _form(opts, [o.conjugate() for o in opts])
                    break
                prefix.append("switch")  # +-G = {G | -G}
            else:
                g = self.value(1) if k == "value" else self.atom()
                break
            k = kinds[self.i]
        if prefix and not isinstance(g, Game):  # an augmented form: its conjugate only
            if "switch" in prefix:
                raise self.error("'+-' takes games: a form with a tombstone (†) is no game", j0)
            return -g if len(prefix) % 2 else g
        for op in reversed(prefix):
            g = g.conjugate() if op == "minus" else _form([g], [g.conjugate()])
        return g

    def atom(self) -> Game:
        k = self.kinds[self.i]
        if k == "lbrace":
            return self.braces(False, self.make)  # type: ignore[no-any-return]
        if k == "lparen":
            self.i += 1
            g = self.sum()
            self.expect("rparen", ")")
            return g
        if k == "value":
            return self.value(1)
        if k == "name":
            return self.function(0)
        if k == "misere":
            return self.misere()
        if k == "call":
            j = self.i
            self.i = j + 1
            try:
                return _position_call(self.text[self.start(j) : self.end(j)])  # type: ignore[return-value]
            except ParseError as exc:  # columns of the whole text
                raise ParseError(exc.message, self.text, exc.column + self.start(j)) from None
        if k == "end":
            raise self.error("unexpected end of input")
        if k == "tomb":
            raise self.error("a tombstone (†, or @) stands only among a form's options")
        raise self.error(f"unexpected {self.tok_text(self.i)!r}")

    def misere(self) -> Game:
        """``*[…]``: a misère impartial game in CGSuite's notation, as its misère canonical
        form (see :mod:`cgt.impartial.misere_notation`)."""
        from cgt.impartial.misere_notation import read_misere

        j = self.i
        self.i = j + 1
        return read_misere(self.text, self.start(j), self.end(j))

    def value(self, sign: int) -> Game:
        """A number, then ups, then a star, written together: ``73/16v9*8``, ``1*``,
        ``3/4v[3]*``, ``^<2>*``; or a number then ``Tiny(…)``/``Miny(…)``; or ``*(…)``."""
        j = self.i
        self.i = j + 1
        m = self.ms[j]
        if self.kinds[j + 1] in ("lparen", "name") and self.glued(j + 1):
            return self.value_then(j, sign)
        try:
            return _atom(m, sign)
        except _BadValue as e:
            raise self.at(m, e.group, e.message) from None

    def value_then(self, j: int, sign: int) -> Game:
        """A value followed, without a space, by ``(`` or a name: ``*(3+5)``, ``2Tiny(2)``."""
        x, ups, nim = self.value_parts(j, sign)
        k = self.kinds[self.i]
        if k == "lparen" and self.ms[j].group("star") == "*":
            nim = self.nim_expression()
            k = self.kinds[self.i]
        if k == "name" and self.glued(self.i) and ups is None and not nim:
            return self.function(x)
        return _build_value(x, ups, nim)

    def nim_expression(self) -> int:
        """``*(e)``: e must be a non-negative integer."""
        open_j = self.expect("lparen", "(")
        g = self.sum()
        self.expect("rparen", ")")
        t = g.canonical()._tag
        if t is None or t[1] or t[2] or t[0].denominator != 1 or t[0] < 0:
            raise self.error("*(…) needs a non-negative integer", open_j)
        return int(t[0])

    def function(self, x: int | Fraction) -> Game:
        from cgt.canonical.named import miny, tiny
        from cgt.canonical.normal import canonical_sum
        from cgt.values import number

        j = self.i
        self.i = j + 1
        name = self.tok_text(j)
        fns: dict[str, Callable[[Game], Game]] = {"Tiny": tiny, "Miny": miny}
        if name not in fns:
            raise self.error(f"unknown name {name!r}", j)
        self.expect("lparen", "(")
        arg = self.sum()
        self.expect("rparen", ")")
        g = fns[name](arg)
        return canonical_sum(number(x), g) if x else g


#: CGSuite's compounds at the level of ``+`` (``OrdinalProduct`` is looser).
_COMPOUND_SUMS = ("ConjunctiveSum", "SelectiveSum")


class _Tombstone:
    """The tombstone read among a side's options (``†`` or ``@``): it marks that side."""

    __slots__ = ()


_TOMB = _Tombstone()


def _augmented_form(left: list[Any], right: list[Any]) -> Any:
    """The form of braces in a text with a tombstone: an augmented form
    (:class:`cgt.universes.ends.Augmented`, interned) when a side holds ``†`` or an option
    holds one, else ``_form``'s."""
    lt = any(o is _TOMB for o in left)
    rt = any(o is _TOMB for o in right)
    if not lt and not rt and all(isinstance(o, Game) for o in left + right):
        return _form(left, right)
    from cgt.universes.ends import augmented

    ls = [o for o in left if o is not _TOMB]
    rs = [o for o in right if o is not _TOMB]
    return augmented(ls, rs, lt, rt)


def _switch_about(a: Game, b: Game) -> Game:
    """``a+-b`` = {a + b | a − b}, with both options reduced (CGSuite's a + ±b)."""
    from cgt.canonical.normal import canonical_sum

    return game([canonical_sum(a, b)], [canonical_sum(a, b.conjugate())])


#: Texts up to this long are remembered with their forms (see ``parse``).
_CACHED_LENGTH = 200
_CACHE_SIZE = 4096


def parse(text: str) -> Game:
    """Parse CGSuite notation into a game form (see the module docstring for what reads:
    loopy values, surreal numbers, transfinite nimbers and augmented forms with a tombstone
    ``†``, ASCII ``@``, are read too).

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

    The last few thousand short texts are remembered with their forms, so a term read again
    costs a dictionary look-up (forms are immutable: the answer is the same object either way).
    """
    if not isinstance(text, str):
        raise InvalidArgument(f"parse(text): expected a string, not {type(text).__name__}")
    if type(text) is not str:  # a subclass (numpy's str_): the reader takes exact strings
        text = str.__str__(text)
    if not (_is_ascii(text) if _COMPILED else text.isascii()):  # noqa: F821 (notation.pxd)
        # Text copied from a typeset paper has the minus sign and asterisk operator of its
        # formulas; one character for one, so error columns still point into the text given.
        text = text.translate(TYPESET)
    if len(text) <= _CACHED_LENGTH:
        return _parse_short(text)
    return _parse(text)


def _shortcut(text: str) -> Game | None:
    """The form of a text that is one value (``3/4``, ``-1/2v*``) or braces nested in braces
    with one bar each around values (``{{0|},{0|0}|-1/2,*}``), without the token parser.

    A text that was one value token (``-`` and a number count as one) is that value wherever
    it stands, and ``{a,…|b,…}`` is ``_form`` of its options as the parser reads them, so these
    are the very forms the parser gives (braces: ``_scan``); anything else, errors included, is
    left to the parser.
    """
    if text[:1] == "{":  # no value text starts with a brace: no look-up among the atoms
        if not _COMPILED and text[-1] == "}" and text.find("{", 1) < 0:
            return _flat(text)  # str.split beats a character loop in pure Python
        return _scan(text)
    g = _ATOMS.get(text)
    if g is not None:
        return g
    return _one_value(text)


def _one_value(text: str) -> Game | None:
    """The value of a text that is one value token (after a ``-`` against a number), read as
    the scanner reads it; None otherwise or when the token names no value."""
    sign = -1 if text[:1] == "-" else 1
    v = _TOKENS.match(text, 1 if sign < 0 else 0)
    if v is not None and v.lastgroup == "value" and v.end() == len(text):
        if sign > 0 or v.group("num"):
            try:
                return _atom(v, sign)
            except _BadValue:  # the parser says where
                return None
    return None


#: Braces read inside a text, by their text (``{0,{0|}|*}``): forms born by day 2 recur
#: across thousands of texts, and are then one look-up each (bounded; the whole text is
#: remembered by ``parse``). Only braces up to _INNER_LENGTH characters long are looked up
#: and kept: a deep text's braces inside braces would otherwise copy and keep its characters
#: once per level.
_INNER: dict[str, Game] = {}
#: The pure-Python core's steps of the scanner, by the regex engine: braces at most two deep
#: (each character taken one way only: a failed match backtracks in linear time), a leaf.
_SHALLOW = re.compile(r"\{(?:[^{}]|\{[^{}]*\})*\}")
_LEAF = re.compile(r"[^{}|,]*")
#: Whether this module runs compiled (as game.py's): the scanner's loops differ.
_COMPILED = (__file__ or "").endswith(tuple(EXTENSION_SUFFIXES))
_inner_get = _INNER.get  # bound once: compiled code would bind it on every call
_INNER_MAX = 20_000
#: _STARS[k]: the form of the text ``*k`` (k as str(k) writes it) once the compiled scanner has
#: read it: no substring of the text and no look-up by it among the atoms. A form held here
#: stays interned, so every reading of ``*k`` is the same object, as through the atoms.
_STARS_MAX = 64
_STARS: list[Game | None] = [None] * _STARS_MAX
_INNER_LENGTH = 120


def _scan(text: str) -> Game | None:
    """The form of braces nested in braces, one bar each, around value tokens
    (``{{{*,-1|-1/2,-1}|},0|{{1/2,-1/2|-1,0},0|},*}``), read character by character, each
    form built as its braces close; None for any other text (the parser reads it, and says
    what is wrong).

    The text between two of ``{``, ``}``, ``|``, ``,`` is an option only when it is one value
    token (``_leaf``), which the parser reads as the same token; each brace pair is the
    interned form of its options (``_make``), the parser's ``_form`` of them. A first pass
    pairs the braces, so braces inside the text read before (``_INNER``) are skipped whole
    (the pure-Python core finds braces at most two deep by a regex instead).
    """
    n = len(text)
    # ends[k]: where the k-th opening brace closes (an unpaired brace: no such text); listed
    # only when there are braces inside the outermost (flat braces, the commonest text, need
    # no list), opened: the open braces' indices into ends
    ends = None
    opened = None
    if _COMPILED:  # a loop over the characters as C ints
        # the text's storage, looked up once for every character read in C below
        kind = _kind(text)  # noqa: F821 (notation.pxd)
        data = _data(text)  # noqa: F821
        if n == 0 or _char(kind, data, 0) != "{":  # noqa: F821
            return None
        depth = 1
        i = 1
        while i < n:
            c = _char(kind, data, i)  # noqa: F821
            if c == "{":
                if ends is None:
                    ends = [0]
                    opened = [0]
                opened.append(len(ends))
                ends.append(0)
                depth += 1
            elif c == "}":
                depth -= 1
                if ends is not None:
                    ends[opened.pop()] = i
                if not depth and i != n - 1:
                    return None  # text after the outermost braces
            i += 1
        if depth:
            return None  # unpaired
    elif text[:1] != "{":
        return None
    # the enclosing braces' (left, right, on the right side, where they opened); a list only
    # once braces open inside the outermost
    stack = None
    left: list[Game] = []
    right: list[Game] = []
    opts = left
    on_right = False
    state = 0  # 0: a side begins, 1: after a comma, 2: after an option
    k = 1  # the next opening brace
    start = 0  # where the innermost open braces began
    i = 1  # text[0] is "{"
    while i < n:
        c = text[i]
        if c == "{":
            if state == 2:
                return None
            g = None
            if _COMPILED:
                e = ends[k]
                k += 1
                if e - i < _INNER_LENGTH:
                    g = _inner_get(text[i : e + 1])
                if g is not None:  # read before: the braces skipped whole
                    j = k
                    while j < len(ends) and ends[j] < e:
                        j += 1
                    k = j
            else:  # no pairing pass: braces at most two deep found by the regex engine
                m = _SHALLOW.match(text, i)
                if m is not None:
                    e = m.end() - 1
                    if e - i < _INNER_LENGTH:
                        g = _inner_get(m.group())
            if g is not None:  # read before: the braces skipped whole
                opts.append(g)
                state = 2
                i = e + 1
                continue
            if stack is None:
                stack = []
            stack.append((left, right, on_right, start))
            left = []
            right = []
            opts = left
            on_right = False
            state = 0
            start = i
            i += 1
        elif c == "|":
            if on_right or state == 1:
                return None
            opts = right
            on_right = True
            state = 0
            i += 1
        elif c == ",":
            if state != 2:
                return None
            state = 1
            i += 1
        elif c == "}":
            if state == 1 or not on_right:
                return None
            g = _make(left, right)
            if not stack:  # the outermost braces: the text must end here
                return g if i == n - 1 else None
            if i - start < _INNER_LENGTH:
                if len(_INNER) >= _INNER_MAX:  # bounded (checked here: flat texts store none)
                    _INNER.clear()
                _INNER[text[start : i + 1]] = g
            i += 1
            left, right, on_right, start = stack.pop()
            opts = right if on_right else left
            opts.append(g)
            state = 2
        else:
            if state == 2:
                return None
            g = None
            if _COMPILED:
                # An integer (``-`` and up to 18 ASCII digits, as int() and _leaf read it)
                # read from the characters themselves: no substring, atoms look-up or int().
                # The atoms hold the interned integers (held_integer's table keeps them), so
                # this is the form _leaf gives. A nimber *k (k < _STARS_MAX, written as k
                # prints) is read so too, its form looked up by k in _STARS (filled by _leaf).
                star = c == "*"
                j = i + 1 if c == "-" or star else i
                d = j
                v = 0
                digits = True
                while j < n:
                    c = _char(kind, data, j)  # noqa: F821 (notation.pxd)
                    if c == "{" or c == "}" or c == "|" or c == ",":
                        break
                    if digits:
                        if "0" <= c <= "9" and j - d < 18:
                            v = v * 10 + (ord(c) - 48)
                        else:
                            digits = False
                    j += 1
                if digits and j > d:
                    if not star:
                        g = held_integer(-v if d > i else v)
                    elif v < _STARS_MAX and (j - d == 1 or text[d] != "0"):  # k as it prints
                        g = _STARS[v]
                        if g is None:
                            g = _STARS[v] = _leaf(text[i:j])
            else:
                j = _LEAF.match(text, i).end()  # type: ignore[union-attr]
            if g is None:
                g = _leaf(text[i:j])
            if g is None:
                return None
            opts.append(g)
            state = 2
            i = j
    return None


def _flat(text: str) -> Game | None:
    """``_scan`` of ``{a,…|b,…}`` without braces inside, by ``str.split`` (the pure-Python
    core's reader of flat braces: its character loop costs more there)."""
    sides = text[1:-1].split("|")
    if len(sides) != 2:
        return None
    atoms = _ATOMS
    opts: list[list[Game]] = [[], []]
    for side, out in zip(sides, opts, strict=True):
        if side:
            for p in side.split(","):
                g = atoms.get(p)  # the commonest leaves, without a call
                if g is None:
                    g = _leaf(p)
                    if g is None:
                        return None
                out.append(g)
    return _make(opts[0], opts[1])


def _leaf(p: str) -> Game | None:
    """The value of an option written as ``p``, as the parser reads its one value token (a
    ``-`` against a number counted in), or None."""
    g = _ATOMS.get(p)
    if g is None:
        # a fresh integer, without the scanner (its token is its digits, as int() reads them:
        # ASCII digits only)
        q = p[1:] if p[:1] == "-" else p
        if _COMPILED:  # the characters as C ints: no str method called
            digits = 0 < len(q) <= 4000
            for c in q:
                if c < "0" or c > "9":
                    digits = False
                    break
        else:
            digits = q.isdigit() and q.isascii() and len(q) <= 4000
        if digits:
            return held_integer(int(p))
        return _one_value(p)
    return g


#: The calls that name a position, as family members print (``sprig("1/2")``, ``stalk(3)``,
#: ``flower(2, -1)``, ``hackenbush("l(l;r)")``): the builders, installed by
#: :mod:`cgt.hackenbush` (which sits above the notation; loaded the first time one is read).
#: A ruleset position prints as its class's call (``Domineering('..|..')``, a term of a
#: witness of a universe it generates), and ``conj(…)`` is the conjugate of what it holds.
POSITION_CALLS: dict[str, Callable[..., Any]] = {}
_POSITION_NAMES = ("sprig", "stalk", "flower", "hackenbush")
_CALL = re.compile(r"\s*([A-Za-z_][A-Za-z_0-9]*)\((.*)\)\s*", re.DOTALL)
_CALL_START = re.compile(r"(?<![A-Za-z_0-9])([A-Za-z_][A-Za-z_0-9]*)\(")


def _ruleset_class(name: str) -> Any:
    """The ruleset class ``cgt.rulesets`` exports as ``name``, or None (a capitalised name
    only, other than the notation's own ``Tiny`` and ``Miny``)."""
    if not name[:1].isupper() or name in ("Tiny", "Miny"):
        return None
    import importlib

    # by name, at run time: the rulesets sit far above the notation (they read it)
    rulesets = importlib.import_module("cgt.rulesets")
    cls = getattr(rulesets, name, None)
    return cls if isinstance(cls, type) and issubclass(cls, rulesets.Ruleset) else None


def _is_call_name(name: str) -> bool:
    return name in _POSITION_NAMES or name == "conj" or _ruleset_class(name) is not None


def _call_end(text: str, open_at: int) -> int | None:
    """The index after the ``)`` that closes the ``(`` at ``open_at``, quotes skipped; None
    when it is not closed."""
    depth, quote, k, n = 0, "", open_at, len(text)
    while k < n:
        c = text[k]
        if quote:
            if c == "\\":
                k += 1
            elif c == quote:
                quote = ""
        elif c in "'\"":
            quote = c
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return k + 1
        k += 1
    return None


def _call_spans(text: str, taken: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """(start, end, "call") of each position's call in ``text``, outside the spans taken."""
    spans: list[tuple[int, int, str]] = []
    for m in _CALL_START.finditer(text):
        a = m.start()
        if any(x <= a < y for x, y, _ in taken + spans) or not _is_call_name(m.group(1)):
            continue
        b = _call_end(text, m.end() - 1)
        if b is not None:
            spans.append((a, b, "call"))
    return spans


def _position_call(text: str) -> Game | None:
    """The form of a text that is one call of a position builder or ruleset class, with
    literal arguments (``Domineering('..|..')``: the position's literal form), or ``conj(…)``
    of a text (its conjugate); None for any other text."""
    m = _CALL.fullmatch(text)
    if m is None:
        return None
    if _call_end(text, m.start(2) - 1) != m.end(2) + 1:
        return None  # ``f(a) + g(b)``: not one call
    name = m.group(1)
    column = m.start(2) + 1
    if name == "conj":
        try:
            return -parse(m.group(2))  # type: ignore[no-any-return]
        except ParseError as exc:
            raise ParseError(exc.message, text, exc.column + m.start(2)) from None
    if name in _POSITION_NAMES:
        from cgt import _plugins

        _plugins.load()
        build = POSITION_CALLS[name]
    else:
        build = _ruleset_class(name)
        if build is None:
            return None
    import ast

    from cgt.errors import CGTError

    try:
        call = ast.parse(f"f({m.group(2)})", mode="eval").body
        if not isinstance(call, ast.Call):  # pragma: no cover - the brackets were matched
            raise ValueError(text)
        args = [ast.literal_eval(x) for x in call.args]
        kwargs = {k.arg: ast.literal_eval(k.value) for k in call.keywords if k.arg}
        if len(kwargs) != len(call.keywords):
            raise ValueError("**")
    except (SyntaxError, ValueError):
        raise ParseError(
            f"{name}(…) takes literal arguments (numbers, quoted text)", text, column
        ) from None
    try:
        position = build(*args, **kwargs)
    except (CGTError, TypeError) as exc:
        why = exc.message if isinstance(exc, ParseError) else str(exc)
        raise ParseError(f"{name}(…): {why}", text, column) from None
    return position.game()  # type: ignore[no-any-return]


#: The reader of texts with loopy parts, installed by :mod:`cgt.loopy.reading` (loopy values
#: sit above the notation; it is imported the first time such a text is read).
_LOOPY: list[Callable[[str], Any]] = []
#: A loopy part: ``pass``, a loopy name, ``^[on]`` (group 1, a loopy word); or a name before a
#: brace, a pointer (``a{0|a}``); or ``&``, outside CGSuite's misère ``*[…]`` (whose ``&`` is
#: its own). One pattern, so a text with none (nearly every text) is scanned once.
_LOOPY_SIGN = re.compile(
    r"(pass|(?<![A-Za-z_])(?:on|off|over|under|upon|dud)(?![A-Za-z_0-9])|[\^v](?:\[on\]|<on>))"
    # a pointer's name from its last ASCII letter on, so the scan is linear and a ``pass``
    # earlier in the name is still seen
    r"|[A-Za-z_][^\WA-Za-z_]*\{|&"
)


def _loopy_signs(text: str) -> tuple[bool, bool]:
    """Whether ``text`` holds a loopy word, and whether it holds any loopy part.

    >>> [_loopy_signs(t) for t in ("{pass|}", "a{0|a}", "*[&12;]", "^[3]")]
    [(True, True), (False, True), (False, False), (False, False)]
    """
    found = False
    for m in _LOOPY_SIGN.finditer(text):
        if m.group(1):
            return True, True
        if m.group() != "&" or "*[" not in text:
            found = True
    return False, found


#: The reader of surreal numbers and transfinite nimbers (``ω-5``, ``1/3``, ``*(ω+5)``),
#: installed by :mod:`cgt.surreal` (imported the first time such a text is read): it reads
#: a text with ``ω`` or ``omega``, and a text the game reader refuses for a rational that is
#: not dyadic (``1/3``, ``1/3 + 1``), when it is a surreal number's.
_SURREAL: list[Callable[..., Any]] = []


def _surreal_reader() -> Callable[..., Any]:
    if not _SURREAL:
        import importlib

        importlib.import_module("cgt.surreal")
    return _SURREAL[0]


def _parse(text: str) -> Game:
    g = _shortcut(text)
    if g is not None:
        return g
    if "ω" in text or "omega" in text:
        return _surreal_reader()(text)  # type: ignore[no-any-return]
    try:
        return _parse_game(text)
    except ParseError as exc:
        if "is not a dyadic rational" not in exc.message:
            raise
        v = _surreal_reader()(text, False)
        if v is None:
            raise
        return v  # type: ignore[no-any-return]


def _parse_game(text: str) -> Game:
    if text.rstrip().endswith(")"):
        g = _position_call(text)
        if g is not None:
            return g
    words, loopy = _loopy_signs(text)
    if loopy:
        if not _LOOPY:
            import importlib

            importlib.import_module("cgt.loopy")
        try:
            # Its answer stands, a short game's canonical form included: a pointer whose
            # value is short (``a{0|{*|a}}`` is *, as CGSuite reads it), or a sided value
            # whose sides are equal short games. The usual reader knows no pointer.
            return _LOOPY[0](text)  # type: ignore[no-any-return]
        except ParseError as exc:
            if words or getattr(exc, "loopy", False):
                raise
        # Only a name before a brace, and no text the loopy reader reads: the usual reader's
        # error (``v{0|}``, ``2x{|}`` say where the usual notation breaks).
    # Each nesting level costs a few Python frames; deep input parses on the big stack.
    if len(text) > 100 and (len(text) > 2000 or text.count("(") + text.count("{") > 100):
        from cgt._deep import run_deep

        try:
            return run_deep(_Parser(text).parse)
        except ParseError as exc:  # drop the thousands of parser frames from the traceback
            raise ParseError(exc.message, exc.text, exc.column) from None
    return _Parser(text).parse()


# The memory of short texts: those read since the last turn ([0]) and in the turn before
# ([1]), at most _CACHE_SIZE each. Two plain dicts, not an LRU cache: an LRU cache keeps a linked
# node per text, which the cyclic garbage collector tracks, and a loop over fresh texts would
# pay for the collector's passes over thousands of them (forms themselves are not tracked).
_READ: list[dict[str, Game]] = [{}, {}]


def _parse_short(text: str) -> Game:
    read = _READ
    recent = read[0]
    g = recent.get(text)
    if g is not None:
        return g
    older = read[1]
    g = older.get(text)
    if g is None:
        g = _parse(text)
    size = _CACHE_SIZE  # (a C int on the compiled core: the comparison is a C one)
    if len(recent) >= size:  # a turn: the earlier texts are forgotten
        read.reverse()
        recent = read[0]
        recent.clear()
    recent[text] = g
    return g


def _forget() -> None:
    _READ[0].clear()
    _READ[1].clear()
    _reset_atoms()
    _FORMS.clear()
    _INNER.clear()
    _STARS[:] = [None] * _STARS_MAX


_memo.on_clear(_forget)
for _text in ("0", "1", "2", "-1", "-2", "1/2", "-1/2", "*", "*2", "*3", "^", "v", "^*", "v*"):
    _NAMED[_text] = _Parser(_text).parse()
_reset_atoms()


def _coerce(x: object) -> Game | None:
    if not isinstance(x, str):
        return None
    g = parse(x)
    if not isinstance(g, Game):
        if type(g).__module__ in (
            "cgt.surreal",
            "cgt.impartial.transfinite_nim",
            "cgt.universes.ends",
        ):
            raise InvalidGame(f"{x!r} is {g}, which is no short game")
        if type(g).__module__ == "cgt.loopy.value":  # as_game names the function refusing it
            raise NotShortGame(f"{x!r} is the loopy game {g}", g)
        return None
    return g.form if type(g) is MisereForm else g  # type: ignore[attr-defined]


_COERCE.append(_coerce)


# ============================================================================ printing
#: Longest text a form is printed as; past it, a short description is printed instead.
MAX_TEXT = 20_000
#: Forms with at most this many positions are canonicalised while printing, to learn which of
#: their subforms are canonical (only those are printed with value names).
_CANONICALISE_UP_TO = 5_000
#: The mean value of a canonical form, by which tiny and miny forms are named: installed by
#: :mod:`cgt.thermograph` (the printer sits below thermography, which installs it).
_MEAN: list[Callable[[Game], Fraction]] = []


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

    def impartial(self, g: Game) -> str:
        """A misère impartial canonical form in CGSuite's ``*[…]`` notation (LaTeX: as text,
        ``#`` and ``&`` escaped)."""
        from cgt.impartial.misere_notation import misere_str

        text = misere_str(g)
        if self.name != "latex":
            return text
        return r"\texttt{" + text.replace("&", r"\&").replace("#", r"\#") + "}"

    def bars(self, k: int) -> str:
        if self.name != "latex":
            return "|" * k
        return r"\mid " if k == 1 else r"\mathrel{" + "|" * k + "}"

    def number(self, x: Fraction) -> str:
        # int_text: integers of any size, past Python's int->str limit too
        if x.denominator == 1:
            return int_text(x.numerator)
        if self.name == "latex":
            sign = "-" if x < 0 else ""
            return rf"{sign}\frac{{{int_text(abs(x.numerator))}}}{{{int_text(x.denominator)}}}"
        return f"{int_text(x.numerator)}/{int_text(x.denominator)}"

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

        if type(g) is LabelledForm:
            if self.st is not _LATEX:
                return g.label  # type: ignore[attr-defined]
            g = g.form  # type: ignore[attr-defined]
        if type(g) is MisereForm:
            if g.universe == "I":  # type: ignore[attr-defined]
                return self.st.impartial(g.form)  # type: ignore[attr-defined]
            # A misère canonical form: braces, never a normal-play value's name.
            self.names = False
            g = g.form  # type: ignore[attr-defined]
        self.limit = limit
        # A sum prints component by component, so only the components' sizes matter.
        parts = g._param.components if g.is_sum else (g,)  # type: ignore[union-attr]
        self.canon_ok = all(
            c._canon is True or size(c, _CANONICALISE_UP_TO) <= _CANONICALISE_UP_TO for c in parts
        )
        # A held value prints by its name; braces (a misère form) may spell one out.
        return maybe_deep(nesting(g) if self.names else g.birthday, self._top, g)

    def _top(self, g: Game) -> str:
        return self.emit(g, True, False)[0]

    # -- what a subform is
    def is_canonical(self, g: Game) -> bool:
        c = g._canon
        if c is not None:
            return c is True
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
        if type(g) is LabelledForm:
            # A term of a witness, named for what it is (its label shares the form's id).
            if self.st is not _LATEX:
                return g.label, 0  # type: ignore[attr-defined]
            g = g.form  # type: ignore[attr-defined]
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

        if len(g.left) != 1 or len(g.right) != 1:
            return None
        mean = _MEAN[0]
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
