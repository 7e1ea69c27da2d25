"""CGSuite's ``*[…]`` notation for misère impartial canonical forms, out and in.

**Output** (:func:`misere_str`), as CGSuite prints (MisereCanonicalGameOps):

- a nim heap is its size: ``*[2]``; sizes from 10 on are written ``&10;``;
- the options of a game are written one after another, in reverse canonical order, each
  compound option in parentheses: ``*[2#0]`` has options ``2#`` and ``0``;
- ``X#`` is the game whose only option is X;
- a game G = X + *n with X born earlier is written X with ``n`` subscripted, and G = X − *n
  with ``-n``; an odd game X + * is X with ``1`` subscripted. In plain text the subscripts of a
  term are enclosed in brackets once a number appears among them: ``*[2[2]]`` is *2 + *2,
  ``*[4[2#]]`` is {*4 + *2}, ``*[2[#-2]]`` is 2# − *2.

**Input** (:func:`parse_misere`) accepts that notation (so every CGSuite output parses back) and
CGScript's list form ``*[…]``: integers are nim heaps, a list is the game whose options are its
entries, a one-element list at the top means its entry, and entries may be sums of such terms:
``*[[2],0]`` is ``*[2#0]``, ``*[[*[4] + *[2]]]`` is ``*[4[2#]]``; whole games may be added,
``*[2] + *[2]`` (in CGScript G − H means G + H for these games, and so it does here).
A bare run of digits is read as CGSuite prints (``*[42]`` is the game with options *4 and
*2) when it is how CGSuite prints that game, and as CGScript reads it (a nim heap) otherwise:
``*[12]`` is *12.

>>> misere_str(parse_misere("*[[2],0]")), misere_str(parse_misere("*[[*[4] + *[2]]]"))
('*[2#0]', '*[4[2#]]')
>>> misere_str(parse_misere("*[(2#1)2##]")), misere_str(parse_misere("*[12]"))
('*[(2#1)2##]', '*[&12;]')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cgt._deep import maybe_deep
from cgt.errors import InvalidArgument, InvalidGame, ParseError
from cgt.game import TYPESET, Game, misere_form
from cgt.impartial.misere_canonical import (
    _RECORD_STR,
    add,
    construct,
    misere_canonical_record,
    nim_heap,
    to_game,
)
from cgt.impartial.misere_parts import subtract

if TYPE_CHECKING:  # pragma: no cover
    from cgt.impartial.misere_canonical import _M

__all__ = ["misere_str", "parse_misere", "read_misere", "record_str"]


# --------------------------------------------------------------------------- output
def _digit(n: int) -> str:
    return str(n) if n < 10 else f"&{n};"


def _emit(r: _M, out: list[str], paren: bool, sub: list[int]) -> None:
    b = r.bd
    if nim_heap(b) is r:
        out.append(_digit(b))
        if sub[0]:
            out.append("[")
        return
    for i in range(int(r.odd) + 2, b, 2):
        heap = nim_heap(i)
        d = subtract(r, heap)
        if d is not None and d.bd < b:
            sub[0] = 1
            _emit(d, out, True, sub)
            out.append(_digit(i))
            return
        s = add(r, heap)
        if s.bd < b:
            sub[0] = 1
            _emit(s, out, True, sub)
            out.append("-" + _digit(i))
            return
    if r.odd:
        sub[0] = 1
        _emit(r.even, out, True, sub)
        out.append("1")
        return
    opts = r.opts
    if len(opts) == 1:
        _emit(opts[0], out, True, sub)
        out.append("#")
        return
    outer = sub[0]
    if paren:
        out.append("(")
    for o in reversed(opts):
        sub[0] = 0
        _emit(o, out, True, sub)
        if sub[0]:
            out.append("]")
    if paren:
        out.append(")")
    sub[0] = outer
    if outer:
        out.append("[")


def _body(r: _M) -> str:
    out: list[str] = []
    sub = [0]
    _emit(r, out, False, sub)
    if sub[0]:
        out.append("]")
    return "".join(out)


def record_str(r: _M) -> str:
    """CGSuite's text of a canonical record."""
    text = r.cache.get("str")
    if text is None:
        text = "*[" + maybe_deep(r.bd, _body, r) + "]"
        r.cache["str"] = text
    return text  # type: ignore[no-any-return]


_RECORD_STR.append(record_str)


def misere_str(g: Game) -> str:
    """The misère canonical form of an impartial form, as CGSuite prints it.

    >>> from cgt import nimber
    >>> misere_str(nimber(2) + nimber(2)), misere_str(nimber(12))
    ('*[2[2]]', '*[&12;]')
    """
    return record_str(misere_canonical_record(g))


# --------------------------------------------------------------------------- input
class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def fail(self, message: str, pos: int | None = None) -> ParseError:
        p = self.pos if pos is None else pos
        return ParseError(message, self.text, p + 1)

    def peek(self) -> str:
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def skip_ws(self) -> None:
        while self.peek().isspace():
            self.pos += 1

    def expect(self, ch: str) -> None:
        if self.peek() != ch:
            found = repr(self.peek()) if self.peek() else "end of input"
            raise self.fail(f"expected {ch!r}, found {found}")
        self.pos += 1

    # ------------------------------------------------------------------ *[ … ]
    def literal(self) -> _M:
        self.skip_ws()
        self.expect("*")
        self.expect("[")
        end = self._matching(self.pos - 1)
        inner = self.text[self.pos : end]
        stripped = inner.strip()
        if not stripped or stripped[0] == "[" or any(c in inner for c in ",+*") or (
            any(c.isspace() for c in inner)
        ):
            value = self._list_notation(end)
        elif stripped.isdigit() and len(stripped) > 1:
            printed = self._printed(end)
            value = printed if record_str(printed) == f"*[{stripped}]" else nim_heap(int(stripped))
        else:
            value = self._printed(end)
        self.pos = end
        self.expect("]")
        return value

    def _matching(self, open_pos: int) -> int:
        depth = 0
        for i in range(open_pos, len(self.text)):
            c = self.text[i]
            if c == "[":
                depth += 1
            elif c == "]":
                depth -= 1
                if depth == 0:
                    return i
        raise self.fail("unclosed '*[': missing ']'", open_pos)

    # ------------------------------------------------------------------ CGSuite's output
    def _printed(self, end: int) -> _M:
        begin = self.pos
        terms = self._terms(end)
        if self.pos != end:
            raise self.fail(f"unexpected {self.peek()!r} in *[…] notation")
        if not terms:
            raise self.fail("empty *[…]", begin)
        return terms[0] if len(terms) == 1 else construct(terms)

    def _number(self) -> int:
        c = self.peek()
        if c.isdigit():
            self.pos += 1
            return int(c)
        if c == "&":
            close = self.text.find(";", self.pos)
            digits = self.text[self.pos + 1 : close] if close != -1 else ""
            if close == -1 or not digits.isdigit():
                raise self.fail("expected &n; (a heap size from 10 on)")
            self.pos = close + 1
            return int(digits)
        raise self.fail("expected a heap size")

    def _terms(self, end: int) -> list[_M]:
        terms = []
        while self.pos < end and self.peek() not in ")]":
            terms.append(self._term(end))
        return terms

    def _term(self, end: int) -> _M:
        c = self.peek()
        if c == "(":
            open_pos = self.pos
            self.pos += 1
            inner = self._terms(end)
            if self.peek() != ")":
                raise self.fail("expected ')'")
            if len(inner) < 2:
                raise self.fail("parentheses enclose two or more options", open_pos)
            self.pos += 1
            value = construct(inner)
        else:
            value = nim_heap(self._number())
        if self.peek() == "[":
            self.pos += 1
            if self.peek() == "]":
                raise self.fail("empty subscript")
            while self.peek() != "]":
                if self.pos >= end:
                    raise self.fail("unclosed subscript '['")
                value = self._subscript(value)
            self.pos += 1
        else:
            while self.peek() == "#":
                self.pos += 1
                value = construct([value])
        return value

    def _subscript(self, value: _M) -> _M:
        c = self.peek()
        if c == "#":
            self.pos += 1
            return construct([value])
        if c == "-":
            at = self.pos
            self.pos += 1
            heap = nim_heap(self._number())
            d = subtract(value, heap)
            if d is None:
                raise self.fail("the heap is not a part of this game: no difference", at)
            return d
        return add(value, nim_heap(self._number()))

    # ------------------------------------------------------------------ CGScript lists
    def _list_notation(self, end: int) -> _M:
        items = self._elements(end)
        self.skip_ws()
        if self.pos != end:
            raise self.fail(f"unexpected {self.peek()!r} in a *[…] list")
        if len(items) == 1:
            return _as_game(items[0], self)
        return construct(_as_game(x, self) for x in items)

    def _elements(self, end: int) -> list[object]:
        items: list[object] = []
        self.skip_ws()
        if self.pos >= end or self.peek() == "]":
            return items
        while True:
            items.append(self._element())
            self.skip_ws()
            if self.peek() != ",":
                return items
            self.pos += 1

    def _element(self) -> object:
        value = self._addend()
        while True:
            self.skip_ws()
            op = self.peek()
            if op not in "+-" or not op:
                return value
            at = self.pos
            self.pos += 1
            other = self._addend()
            if isinstance(value, int) and isinstance(other, int):
                value = value + other if op == "+" else value - other
                if value < 0:
                    raise self.fail("a nim heap cannot be negative", at)
            elif isinstance(value, list) or isinstance(other, list):
                raise self.fail("lists cannot be added; wrap the game in *[…]", at)
            elif isinstance(value, int) or isinstance(other, int):
                raise self.fail("an integer and a misère game cannot be added", at)
            else:
                # In CGScript, G - H is G + H for misère impartial games.
                value = add(value, other)  # type: ignore[arg-type]

    def _addend(self) -> object:
        self.skip_ws()
        c = self.peek()
        if c.isdigit():
            start = self.pos
            while self.peek().isdigit():
                self.pos += 1
            return int(self.text[start : self.pos])
        if c == "[":
            open_pos = self.pos
            self.pos += 1
            end = self._matching(open_pos)
            items = self._elements(end)
            self.skip_ws()
            if self.pos != end:
                raise self.fail(f"unexpected {self.peek()!r} in a list")
            self.pos = end + 1
            return items
        if c == "*":
            return self.literal()
        if c == "(":
            self.pos += 1
            value = self._element()
            self.skip_ws()
            self.expect(")")
            return value
        found = repr(c) if c else "end of input"
        raise self.fail(f"expected a heap size, a list or *[…], found {found}")


def _as_game(x: object, p: _Parser) -> _M:
    if isinstance(x, int):
        return nim_heap(x)
    if isinstance(x, list):
        return construct(_as_game(y, p) for y in x)
    return x  # type: ignore[return-value]


def read_misere(text: str, start: int, end: int) -> Game:
    """The misère canonical form of the ``*[…]`` at ``text[start:end]`` (how :func:`cgt.parse`
    reads it); errors point at columns of ``text``.

    >>> misere_str(read_misere("0 + *[2#]", 4, 9))
    '*[2#]'
    """
    p = _Parser(text[:end])
    p.pos = start
    try:
        r = p.literal()
    except InvalidGame as exc:
        raise ParseError(str(exc), text, p.pos + 1) from None
    if p.pos != end:  # pragma: no cover - the scanner matched the brackets
        raise p.fail("unexpected text after *[…]")
    return to_game(r)


def parse_misere(text: str) -> Game:
    """Read a misère impartial game in CGSuite's ``*[…]`` notation (its output, or CGScript's
    list form); the result is the misère canonical form, as a :class:`Game` that prints in
    this notation (``==`` the plain form). :func:`cgt.parse` reads the same notation and is
    the canonical call; this alias differs only in adding sums up as CGScript does:
    ``parse_misere("*[2] + *[2]")`` is the canonical form ``*[2[2]]``, where ``parse`` keeps
    the sum of the two forms.

    >>> misere_str(parse_misere("*[[2]]")), misere_str(parse_misere("*[2[2]]"))
    ('*[2#]', '*[2[2]]')
    >>> parse_misere("*[2#")
    Traceback (most recent call last):
    ...
    cgt.errors.ParseError: unclosed '*[': missing ']' (column 2)
      *[2#
       ^
    """
    if not isinstance(text, str):
        raise InvalidArgument(f"parse_misere(text): expected a string, not {type(text).__name__}")
    text = text.translate(TYPESET)  # as parse reads them: − and ∗ of typeset papers
    p = _Parser(text)
    try:
        r = p.literal()
        p.skip_ws()
        while p.peek() in ("+", "-") and p.peek():
            # CGScript sums of misère games (there, G - H means G + H).
            p.pos += 1
            r = add(r, p.literal())
            p.skip_ws()
    except InvalidGame as exc:
        raise ParseError(str(exc), text, p.pos + 1) from None
    if p.pos != len(text):
        raise p.fail("unexpected text after *[…]")
    return misere_form(to_game(r), "I")

