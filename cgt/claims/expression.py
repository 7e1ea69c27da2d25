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
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

import attrs

from cgt.dyadic import Dyadic
from cgt.errors import InvalidArgument, InvalidGame, NotShortGame, ParseError
from cgt.game import Game, game, ordinal_sum
from cgt.notation import _token_pattern, _TokenCursor

if TYPE_CHECKING:
    import sympy

__all__ = ["parse_claim", "ClaimExpression", "RELATIONS", "as_game", "Node"]

#: Relation symbols as written in claims, by their canonical spelling.
RELATIONS = {
    "==": "==", "≡": "==", "!=": "!=", "≢": "!=", "≠": "!=", ">=": ">=", "≥": ">=",
    "<=": "<=", "≤": "<=", ">": ">", "<": "<", "||": "||", "‖": "||",
}
_RESERVED = {"Tiny", "Miny", "mod"}

#: The notation's scanner, with relations as tokens and identifiers as names: in a claim a
#: ``v`` that starts an identifier (``vx``) is a name, not a down.
_TOKENS = _token_pattern(
    ups_guard=r"(?!v)|(?=v+\d*(?![A-Za-z_0-9]))",
    extra=r"(?P<rel>==|!=|>=|<=|≡|≢|≠|≥|≤|‖) | (?P<single_eq>=) | (?P<cmp>[<>]) |",
)
_SCAN_ERRORS = {
    "bad": "unexpected character {!r}",
    "single_eq": "a single '=': write == for ≡ (mod U)",
}
_NAME = re.compile(r"[A-Za-z_][A-Za-z_0-9]*")


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
    a string in :func:`cgt.parse`'s notation as what it parses to; a position with a
    ``game()`` method (a ruleset's board, a Hackenbush position) as its form.

    >>> from cgt.rulesets import Domineering
    >>> str(as_game(3)), str(as_game("1/2")), str(as_game(as_game("*")))
    ('3', '1/2', '*')
    >>> as_game(Domineering("..")).canonical()  # one row of two: only Right (across) moves
    -1
    """
    if isinstance(value, Game):
        return value
    if isinstance(value, bool):
        raise InvalidArgument(f"{name} = {value!r} is a bool, not a game")
    if isinstance(value, (int, Fraction, Dyadic)):
        from cgt.values import _to_fraction, number

        return number(_to_fraction(value))  # dyadic: other rationals are no games
    if isinstance(value, str):
        from cgt.notation import parse

        g = parse(value)
        _refuse_loopy(g, value, name)
        return g
    _refuse_loopy(value, value, name)
    if isinstance(value, tuple):
        raise InvalidGame(
            f"{name} is bound to a tuple {value!r}; bind each entry to its own variable: "
            "claim(…, **{'G, H': pairs(…)})"
        )
    from cgt.game import as_game as coerce

    try:
        return coerce(value, name)  # what every public function takes (positions, floats)
    except InvalidArgument:
        raise InvalidArgument(
            f"{name} = {value!r} ({type(value).__name__}) is not a game"
        ) from None


def _refuse_loopy(g: Any, value: Any, name: str) -> None:
    """A claim's games are short: a loopy value (``"on"``, ``upon``) is a typed refusal."""
    loopy = sys.modules.get("cgt.loopy.value")  # no loopy value exists before it is loaded
    if loopy is not None and isinstance(g, loopy.LoopyGame):
        raise NotShortGame(
            f"{name} = {value!r} is the loopy game {g}: a claim has no meaning for a loopy game "
            "(claims are about short games)"
        )


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
        names = set(variables)
        super().__init__(
            text,
            _TOKENS,
            _SCAN_ERRORS,
            rename=lambda m: "var" if m.group("name") in names else None,
        )

    def span(self, first: int) -> str:
        return self.text[self.start(first) : self.end(self.i - 1)]

    def fold(self, node: Node, first: int) -> Node:
        """A node without variables becomes the constant that ``parse`` gives its text."""
        if node.op == "const" or node.variables:
            return node
        from cgt.notation import parse

        text = self.span(first)
        try:
            value = parse(text)
        except ParseError as exc:  # re-anchor the column in the claim text
            raise ParseError(exc.message, self.text, self.start(first) + exc.column) from None
        kind = type(value).__module__
        if kind in ("cgt.surreal", "cgt.impartial.transfinite_nim"):  # parse's values, no games
            what = "a surreal number" if kind == "cgt.surreal" else "a transfinite nimber"
            why = f"{text.strip()} is {what}, no game (a claim's numbers are dyadic rationals)"
            raise ParseError(why, self.text, self.start(first) + 1)
        return _const(value, text)

    def spanned(self, node: Node, first: int) -> Node:
        return self.fold(attrs.evolve(node, text=self.span(first)), first)

    # -- claim
    def claim(self) -> tuple[Node, str, Node]:
        if self.kinds[0] == "end":
            raise self.error("empty claim")
        left = self.sum()
        j = self.i
        k = self.kinds[j]
        if k in ("rel", "cmp") or (k == "bars" and self.end(j) - self.start(j) == 2):
            self.i = j + 1
        elif k == "end":
            raise self.error("a claim needs a relation: ==, !=, >=, <=, >, < or ||")
        else:
            raise self.unexpected(j)
        if self.kinds[self.i] == "end":
            raise self.error("nothing after the relation")
        right = self.sum()
        k = self.kinds[self.i]
        if k in ("rel", "cmp", "bars"):
            raise self.error("a claim has one relation; state each relation as its own claim")
        if k != "end":
            raise self.unexpected(self.i)
        return left, RELATIONS[self.tok_text(j)], right

    def unexpected(self, j: int) -> ParseError:
        text = self.tok_text(j)
        if self.kinds[j] == "name" and text not in ("Tiny", "Miny"):
            return self.error(
                f"{text} is not a variable of the claim: give it a domain or remove it", j
            )
        return self.error(f"unexpected {text!r}", j)

    # -- expressions
    def sum(self) -> Node:
        first = self.i
        g = self.ordinal()
        while True:
            k = self.kinds[self.i]
            if k in ("plus", "minus", "switch"):
                self.i += 1
                op = "+" if k == "plus" else "-" if k == "minus" else "+-"
                g = Node(op, (g, self.ordinal()), "")
            else:
                return self.spanned(g, first)

    def ordinal(self) -> Node:
        first = self.i
        g = self.unary()
        while self.kinds[self.i] == "colon":
            self.i += 1
            g = Node(":", (g, self.unary()), "")
        return self.spanned(g, first)

    def unary(self) -> Node:
        first = self.i
        k = self.kinds[first]
        if k == "minus":
            j = first + 1
            if self.kinds[j] == "value" and self.ms[j].group("num") and self.glued(j):
                return self.value()
            self.i = j
            node = Node("neg", (self.unary(),), "")
        elif k == "switch":
            self.i += 1
            if self.kinds[self.i] == "lbrace":
                opts = self.braces(True, _braces)
                node = Node("pm", (tuple(opts) if isinstance(opts, list) else (opts,),), "")
            else:
                node = Node("pm", ((self.unary(),),), "")
        elif k == "plus":
            self.i += 1
            node = self.unary()
        else:
            return self.atom()
        return self.spanned(node, first)

    def atom(self) -> Node:
        j = self.i
        k = self.kinds[j]
        if k == "var":
            self.i = j + 1
            name = self.tok_text(j)
            n = self.i
            if self.glued(n) and self.kinds[n] in ("value", "var", "name", "lbrace", "lparen"):
                raise self.error(
                    f"{name} is followed by {self.tok_text(n)!r}: write an operator between them",
                    n,
                )
            return Node("var", (name,), name)
        if k == "lbrace":
            return self.spanned(self.braces(False, _braces), j)
        if k == "lparen":
            self.i = j + 1
            g = self.sum()
            self.expect("rparen", ")")
            return self.spanned(g, j)
        if k == "value":
            return self.value()
        if k == "misere":  # *[…]: a constant, read by parse()
            self.i = j + 1
            return self.fold(Node("partial", (), ""), j)
        if k == "name":
            return self.function(j)
        if k == "end":
            raise self.error("unexpected end of input")
        if k in ("rel", "cmp", "bars"):
            raise self.error(f"expected a game before {self.tok_text(j)!r}")
        raise self.error(f"unexpected {self.tok_text(j)!r}")

    def value(self) -> Node:
        """A value as ``parse`` reads it (a number, ups and a star written together), or
        ``*VAR`` / ``*(expr)``: the nimber of an integer."""
        first = self.i
        if self.kinds[first] == "minus":
            self.i += 1
        j = self.i
        m = self.ms[j]
        self.i = n = j + 1
        after = self.kinds[n] if self.glued(n) else ""
        if m.group("star") == "*" and after in ("var", "lparen"):
            self.i = n + 1
            if after == "var":
                inner = Node("var", (self.tok_text(n),), self.tok_text(n))
            else:
                inner = self.sum()
                self.expect("rparen", ")")
            if not inner.variables:  # a constant *(…): parse reads the whole value
                return self.fold(Node("partial", (), ""), first)
            if m.group("num") or m.group("ups"):
                raise self.at(m, "star", "write the nimber of a variable on its own: x + *n")
            return self.spanned(Node("nim", (inner,), ""), first)
        if after == "name" and m.group("num") and not (m.group("ups") or m.group("star")):
            return self.function(n, first)
        if after == "var":
            raise self.error(
                f"{self.tok_text(n)} is glued to a value: write an operator between them", n
            )
        return self.fold(Node("partial", (), ""), first)

    def function(self, name_j: int, first: int | None = None) -> Node:
        name = self.tok_text(name_j)
        if name not in ("Tiny", "Miny"):
            raise self.error(
                f"{name} is not a variable of the claim: give it a domain or remove it", name_j
            )
        x = Fraction(0)
        if first is None:
            first = name_j
        else:  # the number written before the name, with its sign
            x = Fraction(self.value_parts(name_j - 1, -1 if first < name_j - 1 else 1)[0])
        self.i = name_j + 1
        self.expect("lparen", "(")
        arg = self.sum()
        self.expect("rparen", ")")
        return self.spanned(Node("tiny", (name, x, arg), ""), first)


def _braces(left: list[Node], right: list[Node]) -> Node:
    node = Node("braces", (tuple(left), tuple(right)), "")
    if not node.variables:
        return _const(_EVAL["braces"](node, {}), "")
    return node


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
        raise InvalidArgument(f"a claim is a string or a callable, not {type(text).__name__}")
    for v in variables:
        check_variable_name(v)
    p = _Parser(text, variables)
    left, rel, right = p.claim()
    seen: list[str] = []
    for j, kind in enumerate(p.kinds):
        if kind == "var" and p.tok_text(j) not in seen:
            seen.append(p.tok_text(j))
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
