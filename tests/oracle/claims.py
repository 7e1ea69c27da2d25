"""The reference claim parser: cgt's first claim parser, kept word for word as the slow twin
of :mod:`cgt.claims.expression`, on the reference token cursor of :mod:`tests.oracle.notation`.
It builds the same expression nodes; the fast parser must give equal trees or the same error at
the same column.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from fractions import Fraction
from typing import Any

import attrs

from cgt.claims.expression import _EVAL, RELATIONS, Node, _const
from cgt.errors import ParseError
from tests.oracle.notation import _TokenCursor

_TOKEN = re.compile(
    r"""
    (?P<ws>\s+)
  | (?P<rel>==|!=|>=|<=|≡|≢|≠|≥|≤|‖)
  | (?P<single_eq>=)
  | (?P<switch>\+-|±)
  | (?P<bars>\|+)
  | (?P<num>\d+(?:/\d+|\.\d+)?)
  | (?P<ups>\^\^+|vv+|⇑|⇓|[\^↑v↓](?:\[\d+\]|<\d+>|\d+)?)
  | (?P<cmp>[<>])
  | (?P<star>\*\d*)
  | (?P<op>[{}(),:+\-])
    """,
    re.VERBOSE,
)
_NAME = re.compile(r"[A-Za-z_][A-Za-z_0-9]*")
_NOTATION_NAME = re.compile(r"(?:v+\d*|vv+)(?![A-Za-z_0-9])")


class _Tok:
    __slots__ = ("kind", "text", "start", "end", "glued")

    def __init__(self, kind: str, text: str, start: int, end: int, glued: bool) -> None:
        self.kind, self.text, self.start, self.end, self.glued = kind, text, start, end, glued

    @property
    def col(self) -> int:
        return self.start + 1


def _tokenise(text: str, variables: set[str]) -> list[_Tok]:
    toks: list[_Tok] = []
    pos = 0
    glued = False
    while pos < len(text):
        m = _NAME.match(text, pos)
        if m is not None and m.group() in variables:
            kind, end = "var", m.end()
        elif m is not None and not _NOTATION_NAME.match(text, pos):
            kind, end = "name", m.end()
        else:
            m = _TOKEN.match(text, pos)
            if m is None:
                raise ParseError(f"unexpected character {text[pos]!r}", text, pos + 1)
            kind, end = m.lastgroup or "", m.end()
        if kind == "ws":
            glued = False
        else:
            if kind == "single_eq":
                raise ParseError("a single '=': write == for ≡ (mod U)", text, pos + 1)
            toks.append(_Tok(kind, text[pos:end], pos, end, glued))
            glued = True
        pos = end
    toks.append(_Tok("end", "", len(text), len(text), False))
    return toks


# ============================================================================ parser
class _Parser(_TokenCursor):
    """The grammar of :func:`cgt.parse` (loosest first: binary ``+ - +-``; ``:``; unary
    ``- + +-``; atoms), with variables as atoms, and one relation at the top."""

    def __init__(self, text: str, variables: Iterable[str]) -> None:
        super().__init__(text, _tokenise(text, set(variables)))

    def span(self, first: _Tok) -> str:
        return self.text[first.start : self.toks[self.i - 1].end]

    def fold(self, node: Node, first: _Tok) -> Node:
        """A node without variables becomes the constant that ``parse`` gives its text."""
        if node.op == "const" or node.variables:
            return node
        from cgt.notation import parse

        text = self.span(first)
        try:
            return _const(parse(text), text)
        except ParseError as exc:  # re-anchor the column in the claim text
            raise ParseError(exc.message, self.text, first.start + exc.column) from None

    # -- claim
    def claim(self) -> tuple[Node, str, Node, _Tok]:
        if self.peek().kind == "end":
            raise self.error("empty claim")
        left = self.sum()
        t = self.peek()
        if t.kind in ("rel", "cmp") or (t.kind == "bars" and len(t.text) == 2):
            rel_tok = self.next()
        elif t.kind == "end":
            raise self.error("a claim needs a relation: ==, !=, >=, <=, >, < or ||")
        else:
            raise self.unexpected(t)
        if self.peek().kind == "end":
            raise self.error("nothing after the relation")
        right = self.sum()
        t = self.peek()
        if t.kind in ("rel", "cmp") or t.kind == "bars":
            raise self.error("a claim has one relation; state each relation as its own claim")
        if t.kind != "end":
            raise self.unexpected(t)
        return left, RELATIONS[rel_tok.text], right, rel_tok

    def unexpected(self, t: _Tok) -> ParseError:
        if t.kind == "name" and t.text not in ("Tiny", "Miny"):
            return self.error(
                f"{t.text} is not a variable of the claim: give it a domain or remove it", t
            )
        return self.error(f"unexpected {t.text!r}", t)

    # -- expressions
    def sum(self) -> Node:
        first = self.peek()
        g = self.ordinal()
        while True:
            t = self.peek()
            if t.text in ("+", "-"):
                self.next()
                g = Node(t.text, (g, self.ordinal()), "")
            elif t.kind == "switch":
                self.next()
                g = Node("+-", (g, self.ordinal()), "")
            else:
                return self.fold(attrs.evolve(g, text=self.span(first)), first)

    def ordinal(self) -> Node:
        first = self.peek()
        g = self.unary()
        while self.peek().text == ":":
            self.next()
            g = Node(":", (g, self.unary()), "")
        return self.fold(attrs.evolve(g, text=self.span(first)), first)

    def unary(self) -> Node:
        t = self.peek()
        if t.text == "-":
            nxt = self.peek(1)
            if nxt.kind == "num" and nxt.glued:
                return self.value()
            self.next()
            node = Node("neg", (self.unary(),), "")
        elif t.kind == "switch":
            self.next()
            if self.peek().text == "{":
                opts = self.braces(allow_set=True)
                node = Node("pm", (tuple(opts) if isinstance(opts, list) else (opts,),), "")
            else:
                node = Node("pm", ((self.unary(),),), "")
        elif t.text == "+":
            self.next()
            node = self.unary()
        else:
            return self.atom()
        return self.fold(attrs.evolve(node, text=self.span(t)), t)

    def atom(self) -> Node:
        t = self.peek()
        if t.kind == "var":
            self.next()
            nxt = self.peek()
            if nxt.glued and nxt.kind in ("num", "ups", "star", "var", "name") or (
                nxt.glued and nxt.text in ("{", "(")
            ):
                raise self.error(
                    f"{t.text} is followed by {nxt.text!r}: write an operator between them",
                    nxt,
                )
            return Node("var", (t.text,), t.text)
        if t.text == "{":
            g = self.braces(allow_set=False)
            assert isinstance(g, Node)
            return self.fold(attrs.evolve(g, text=self.span(t)), t)
        if t.text == "(":
            self.next()
            g = self.sum()
            self.expect(")")
            return self.fold(attrs.evolve(g, text=self.span(t)), t)
        if t.kind in ("num", "ups", "star"):
            return self.value()
        if t.kind == "name":
            return self.function(t)
        if t.kind == "end":
            raise self.error("unexpected end of input")
        if t.kind in ("rel", "cmp") or t.kind == "bars":
            raise self.error(f"expected a game before {t.text!r}")
        raise self.error(f"unexpected {t.text!r}")

    def value(self) -> Node:
        """A value as ``parse`` reads it (a number, ups and a star written together), or
        ``*VAR`` / ``*(expr)``: the nimber of an integer."""
        first = self.peek()
        if first.text == "-":
            self.next()
        seen_num = seen_ups = seen_star = False
        t = self.peek()
        if t.kind == "num":
            self.next()
            seen_num = True
        t = self.peek()
        if t.kind == "ups" and (not seen_num or t.glued):
            self.next()
            seen_ups = True
        t = self.peek()
        if t.kind == "star" and (not (seen_num or seen_ups) or t.glued):
            self.next()
            seen_star = True
            nxt = self.peek()
            if t.text == "*" and nxt.glued and (nxt.kind == "var" or nxt.text == "("):
                self.next()
                if nxt.kind == "var":
                    inner = Node("var", (nxt.text,), nxt.text)
                else:
                    inner = self.sum()
                    self.expect(")")
                if not inner.variables:  # a constant *(…): parse reads the whole value
                    return self.fold(Node("partial", (), ""), first)
                if seen_num or seen_ups:
                    raise self.error("write the nimber of a variable on its own: x + *n", t)
                node = Node("nim", (inner,), "")
                return self.fold(attrs.evolve(node, text=self.span(first)), first)
        t = self.peek()
        if t.kind == "name" and t.glued and seen_num and not (seen_ups or seen_star):
            return self.function(t, first)
        if t.kind == "var" and t.glued:
            raise self.error(f"{t.text} is glued to a value: write an operator between them", t)
        return self.fold(Node("partial", (), ""), first)

    def function(self, name_tok: _Tok, first: _Tok | None = None) -> Node:
        first = first or name_tok
        if name_tok.text not in ("Tiny", "Miny"):
            raise self.error(
                f"{name_tok.text} is not a variable of the claim: give it a domain or "
                "remove it",
                name_tok,
            )
        prefix = self.text[first.start : name_tok.start]
        self.i = self.toks.index(name_tok) + 1
        self.expect("(")
        arg = self.sum()
        self.expect(")")
        x = Fraction(prefix) if prefix else Fraction(0)
        node = Node("tiny", (name_tok.text, x, arg), "")
        return self.fold(attrs.evolve(node, text=self.span(first)), first)

    def braces(self, allow_set: bool) -> Node | list[Node]:
        open_tok = self.expect("{")
        items: list[tuple[str, Any, _Tok]] = []
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
                return self.side(items)
            raise self.error("a game needs a '|' between Left and Right options", open_tok)
        return self.split(items)

    def split(self, items: list[tuple[str, Any, _Tok]]) -> Node:
        runs = [(k, t) for kind, k, t in items if kind == "bars"]
        top = max(k for k, _ in runs)
        at_top = [t for k, t in runs if k == top]
        if len(at_top) > 1:
            raise self.error(
                f"ambiguous bars: {len(at_top)} runs of {top} at one level", at_top[1]
            )
        at = next(i for i, it in enumerate(items) if it[0] == "bars" and it[1] == top)
        left, right = self.side(items[:at]), self.side(items[at + 1 :])
        node = Node("braces", (tuple(left), tuple(right)), "")
        if not node.variables:
            return _const(_EVAL["braces"](node, {}), "")
        return node

    def side(self, items: list[tuple[str, Any, _Tok]]) -> list[Node]:
        if any(kind == "bars" for kind, _, _ in items):
            return [self.split(items)]
        opts: list[Node] = []
        expect_option = True
        for kind, val, tok in items:
            if kind == ",":
                if expect_option:
                    raise self.error("empty option before ','", tok)
                expect_option = True
            else:
                if not expect_option:
                    raise self.error("missing ',' between options", tok)
                opts.append(val)
                expect_option = False
        if opts and expect_option:
            raise self.error("trailing ','", items[-1][2])
        return opts


def parse_claim(text: str, variables: list[str]) -> tuple[Node, str, Node, list[str]]:
    """(left, relation, right, variables in order of appearance), as the first parser read
    them."""
    p = _Parser(text, variables)
    left, rel, right, _ = p.claim()
    seen: list[str] = []
    for t in p.toks:
        if t.kind == "var" and t.text not in seen:
            seen.append(t.text)
    return left, rel, right, seen
