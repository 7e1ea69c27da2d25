"""Claim text: ``parse``'s notation with free variables, split at one relation.

A claim is ``LEFT REL RIGHT`` where REL is ``==`` (≡ modulo the universe), ``!=``, ``>=``,
``<=``, ``>``, ``<`` or ``||`` (incomparable); ``≡ ≢ ≠ ≥ ≤ ‖`` are accepted too. Each side is
an expression in :func:`cgt.parse`'s notation in which declared variables (identifiers such as
``x``, ``G``, ``H1``; sympy ``Symbol``s) stand for games: ``*:x + *:-x``, ``{0 | G}``,
``G : H``, ``*n`` or ``*(n)`` (the nimber of an integer), ``Tiny(G)``.

Every maximal part without variables is handed to :func:`cgt.parse` itself, as written, so a
constant means exactly what it means to ``parse``; the parts with variables are built with the
same public operations ``parse`` uses (``+``, ``-``, conjugate, ``:``, braces, ``+-``).

>>> e = parse_claim("*:x + *:-x == 0", ["x"])
>>> e.relation, [str(s) for s in e.variables]
('==', ['x'])
>>> from cgt import number
>>> str(e.left.evaluate({"x": number("1/2")}).canonical())
'0'
>>> parse_claim("*:x + y == 0", ["x"])
Traceback (most recent call last):
...
cgt.errors.ParseError: y is not a variable of the claim: give it a domain or remove it (column 7)
  *:x + y == 0
        ^
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

import attrs

from cgt.errors import InvalidGame, ParseError
from cgt.game import Game, game, ordinal_sum
from cgt.notation import _TokenCursor

if TYPE_CHECKING:
    import sympy

__all__ = ["parse_claim", "ClaimExpression", "RELATIONS", "as_game", "Node"]

#: Relation symbols as written in claims, by their canonical spelling.
RELATIONS = {
    "==": "==", "≡": "==", "!=": "!=", "≢": "!=", "≠": "!=", ">=": ">=", "≥": ">=",
    "<=": "<=", "≤": "<=", ">": ">", "<": "<", "||": "||", "‖": "||",
}
_RESERVED = {"Tiny", "Miny", "mod"}

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


def check_variable_name(name: str) -> None:
    """Raise :class:`~cgt.errors.ParseError` unless ``name`` can be a claim variable."""
    if not _NAME.fullmatch(name):
        raise ParseError(f"{name!r} is not an identifier", name, 1)
    if name in _RESERVED or re.fullmatch(r"v+\d*", name):
        raise ParseError(
            f"{name!r} cannot be a variable: it is part of the game notation or of claim()",
            name,
            1,
        )


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


# ============================================================================ expression tree
@attrs.frozen
class Node:
    """An expression node: ``op`` names the operation, ``args`` are child nodes (or, for
    ``"const"``, the game; for ``"var"``, the name), ``text`` what the user wrote."""

    op: str
    args: tuple[Any, ...]
    text: str = attrs.field(eq=False)

    @property
    def variables(self) -> set[str]:
        if self.op == "var":
            return {self.args[0]}
        if self.op == "const":
            return set()
        out: set[str] = set()
        for a in self.args:
            if isinstance(a, Node):
                out |= a.variables
            elif isinstance(a, tuple):
                for b in a:
                    out |= b.variables
        return out

    def evaluate(self, env: Mapping[str, Any]) -> Game:
        """The game this expression denotes when the variables take the values in ``env``."""
        return _EVAL[self.op](self, env)


def _const(g: Game, text: str) -> Node:
    return Node("const", (g,), text)


def as_game(value: Any, name: str = "value") -> Game:
    """A variable's value as a game: a Game as is; an int or a dyadic Fraction as the number;
    a string in :func:`cgt.parse`'s notation as what it parses to.

    >>> str(as_game(3)), str(as_game("1/2")), str(as_game(as_game("*")))
    ('3', '1/2', '*')
    """
    if isinstance(value, Game):
        return value
    if isinstance(value, bool):
        raise InvalidGame(f"{name} = {value!r} is a bool, not a game")
    if isinstance(value, (int, Fraction)):
        from cgt.values import number

        return number(value)
    if isinstance(value, str):
        from cgt.notation import parse

        return parse(value)
    if isinstance(value, tuple):
        raise InvalidGame(
            f"{name} is bound to a tuple {value!r}; bind each entry to its own variable: "
            "claim(…, **{'G, H': pairs(…)})"
        )
    raise InvalidGame(f"{name} = {value!r} ({type(value).__name__}) is not a game")


def _int_of(value: Any, name: str) -> int:
    """A non-negative integer from a variable's value (an int, or a game equal to one)."""
    if isinstance(value, bool):
        raise InvalidGame(f"*({name}) needs a non-negative integer, not {value!r}")
    if isinstance(value, int):
        n = value
    else:
        text = str(as_game(value, name).canonical())
        if not re.fullmatch(r"-?\d+", text):
            raise InvalidGame(f"*({name}) needs a non-negative integer, not {text}")
        n = int(text)
    if n < 0:
        raise InvalidGame(f"*({name}) needs a non-negative integer, not {n}")
    return n


def _var(node: Node, env: Mapping[str, Any]) -> Game:
    name = node.args[0]
    return as_game(env[name], name)


def _nim(node: Node, env: Mapping[str, Any]) -> Game:
    from cgt.values import nimber

    inner = node.args[0]
    value = env[inner.args[0]] if inner.op == "var" else inner.evaluate(env)
    return nimber(_int_of(value, inner.text))


def _switch_about(node: Node, env: Mapping[str, Any]) -> Game:
    # parse's ``a+-b``: {a + b | a − b}, both options reduced to canonical forms.
    from cgt.canonical.normal import canonical_sum

    a, b = node.args[0].evaluate(env), node.args[1].evaluate(env)
    return game([canonical_sum(a, b)], [canonical_sum(a, -b)])


def _plus_minus(node: Node, env: Mapping[str, Any]) -> Game:
    opts = [a.evaluate(env) for a in node.args[0]]
    return game(opts, [-o for o in opts])


def _tiny(node: Node, env: Mapping[str, Any]) -> Game:
    from cgt.canonical.normal import canonical_sum
    from cgt.values import miny, number, tiny

    kind, x, arg = node.args
    g = (tiny if kind == "Tiny" else miny)(arg.evaluate(env))
    return canonical_sum(number(x), g) if x else g


_EVAL: dict[str, Callable[[Node, Mapping[str, Any]], Game]] = {
    "const": lambda n, env: n.args[0],
    "var": _var,
    "+": lambda n, env: n.args[0].evaluate(env) + n.args[1].evaluate(env),
    "-": lambda n, env: n.args[0].evaluate(env) - n.args[1].evaluate(env),
    "+-": _switch_about,
    ":": lambda n, env: ordinal_sum(n.args[0].evaluate(env), n.args[1].evaluate(env)),
    "neg": lambda n, env: -n.args[0].evaluate(env),
    "pm": _plus_minus,
    "braces": lambda n, env: game(
        [a.evaluate(env) for a in n.args[0]], [a.evaluate(env) for a in n.args[1]]
    ),
    "nim": _nim,
    "tiny": _tiny,
}


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


# ============================================================================ the claim
@attrs.frozen
class ClaimExpression:
    """A parsed claim: ``left relation right`` with free ``variables`` (sympy Symbols, in
    order of first appearance)."""

    text: str
    left: Node
    relation: str
    right: Node
    variables: tuple[sympy.Symbol, ...]

    def latex(self, universe: str = "NORMAL") -> str:
        r"""LaTeX for the claim; conjugates print as \overline{G} in misère universes.

        >>> parse_claim("*:x + *:-x == 0", ["x"]).latex("D")
        '* : x + * : \\overline{x} \\equiv 0 \\pmod{\\mathcal{D}}'
        """
        rel = {
            "==": r"\equiv" if universe != "NORMAL" else "=",
            "!=": r"\not\equiv" if universe != "NORMAL" else r"\neq",
            ">=": r"\geq", "<=": r"\leq", ">": ">", "<": "<", "||": r"\parallel",
        }[self.relation]
        misere = universe != "NORMAL"
        body = f"{_latex(self.left, misere)} {rel} {_latex(self.right, misere)}"
        if misere:
            body += rf" \pmod{{\mathcal{{{universe}}}}}"
        return body


def parse_claim(text: str, variables: Sequence[str]) -> ClaimExpression:
    """Parse claim text in which the identifiers ``variables`` are free variables.

    >>> e = parse_claim("{0 | G} : H1 >= -G", ["G", "H1"])
    >>> e.relation, [str(s) for s in e.variables], e.left.op
    ('>=', ['G', 'H1'], ':')
    """
    if not isinstance(text, str):
        raise TypeError("a claim is a string or a callable")
    for v in variables:
        check_variable_name(v)
    p = _Parser(text, variables)
    left, rel, right, _ = p.claim()
    seen: list[str] = []
    for t in p.toks:
        if t.kind == "var" and t.text not in seen:
            seen.append(t.text)
    import sympy  # late: importing sympy takes most of a second

    return ClaimExpression(text, left, rel, right, tuple(sympy.Symbol(v) for v in seen))


# ============================================================================ LaTeX
def _latex(node: Node, misere: bool) -> str:
    from cgt.notation import to_latex

    op, a = node.op, node.args
    if op == "const":
        return to_latex(a[0])
    if op == "var":
        import sympy

        return sympy.latex(sympy.Symbol(a[0]))
    if op in ("+", "-"):
        return f"{_latex(a[0], misere)} {op} {_wrap(a[1], misere, (':', 'neg'))}"
    if op == "+-":
        return rf"{_latex(a[0], misere)} \pm {_wrap(a[1], misere, (':', 'neg'))}"
    if op == ":":
        return f"{_wrap(a[0], misere, ('neg',))} : {_wrap(a[1], misere, ('neg',))}"
    if op == "neg":
        inner = _latex(a[0], misere)
        return rf"\overline{{{inner}}}" if misere else f"-{_wrap(a[0], misere, ())}"
    if op == "pm":
        return r"\pm " + ",".join(_wrap(x, misere, ()) for x in a[0])
    if op == "braces":
        left = ", ".join(_latex(x, misere) for x in a[0])
        right = ", ".join(_latex(x, misere) for x in a[1])
        return rf"\{{{left} \mid {right}\}}"
    if op == "nim":
        return rf"\ast {_wrap(a[0], misere, ())}"
    if op == "tiny":
        prefix = "" if not a[1] else str(a[1])
        return rf"{prefix}\mathrm{{{a[0]}}}({_latex(a[2], misere)})"
    raise AssertionError(op)  # pragma: no cover


def _wrap(node: Node, misere: bool, ok: tuple[str, ...]) -> str:
    text = _latex(node, misere)
    if node.op in ("const", "var", "braces", "nim", "tiny") or node.op in ok:
        return text
    return rf"\left({text}\right)"
