"""Reading loopy games in CGSuite's notation; :func:`cgt.notation.parse` hands a text here
when it has a loopy part (``pass``, a pointer name before a brace, ``&`` or one of the names
``on``, ``off``, ``over``, ``under``, ``upon``, ``dud``).

- ``pass`` as an option: ``{pass|}`` is on, ``{0|pass}`` over, ``{pass|*}`` upon;
- a name before an opening brace names that position inside it: ``a{0|a}`` is over,
  ``a{0||||0|||a|*||*}`` the 4-cycle of Siegel's Figure VI.3.2;
- the values CGSuite prints: ``1over``, ``-1/2under``, ``^[on]*``, ``v<on>``, ``Tiny(on)``,
  ``+-over``, ``A & B`` (onside A, offside B);
- ``+``, ``-``, ``:`` (ordinal sum) and parentheses, with short games mixed in.

>>> from cgt import parse
>>> str(parse("{pass|*}")), str(parse("a{0|a}")), str(parse("1:off")), str(parse("over - over"))
('^[on]', 'over', 'over', 'over & under')
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from cgt import notation
from cgt.errors import InvalidGame, ParseError
from cgt.game import Game
from cgt.loopy.graph import LoopyGraph
from cgt.loopy.value import (
    LoopyGame,
    _graph_of,
    _neg,
    dud,
    loopy_value,
    off,
    on,
    ordinal,
    over,
    rep_graph,
    short_graph,
    sided,
    under,
    upon,
)
from cgt.values import from_tag

__all__ = ["parse_loopy"]

_TOKENS = notation._token_pattern(
    extra=r"""
        (?P<upon>(?P<unum>\d+(?:/\d+)?)?(?P<arrow>[\^v])(?P<kind>\[on\]|<on>)(?P<ustar>\*\d*)?)
      | (?P<amp>&)
      |"""
)

_NAMES: dict[str, LoopyGame] = {
    "on": on, "off": off, "over": over, "under": under, "upon": upon, "dud": dud,
}


class _Pass:
    """``pass``: the position itself."""


_PASS = _Pass()


class _Ref:
    def __init__(self, name: str, j: int) -> None:
        self.name, self.j = name, j


class _Node:
    """A position written in braces, before it becomes a value: its options are nodes,
    values, ``pass`` or names of enclosing positions."""

    def __init__(self, label: str | None) -> None:
        self.label = label
        self.left: list[Any] = []
        self.right: list[Any] = []


Term = Any  # Game | LoopyGame | _Node


class _Graph:
    """Vertices gathered from nodes and embedded values."""

    def __init__(self) -> None:
        self.left: list[list[int]] = []
        self.right: list[list[int]] = []
        self.done: dict[int, int] = {}

    def new(self) -> int:
        self.left.append([])
        self.right.append([])
        return len(self.left) - 1

    def embed(self, g: LoopyGraph) -> int:
        base = len(self.left)
        for ws in g.left:
            self.left.append([base + w for w in ws])
        for ws in g.right:
            self.right.append([base + w for w in ws])
        return base + g.start


class _LoopyParser(notation._TokenCursor):
    """Recursive descent, loosest first: ``&``, ``+ - +-`` (binary), ``:``, unary ``- + +-``,
    atoms. Braces stay nodes while they may still point at an enclosing position, and become
    values when used in arithmetic or at the end."""

    def __init__(self, text: str) -> None:
        super().__init__(text, _TOKENS)
        self.scopes: list[_Node] = []

    def parse(self) -> Game | LoopyGame:
        if self.kinds[0] == "end":
            raise self.error("empty expression")
        g = self.sided()
        if self.kinds[self.i] != "end":
            raise self.error(f"unexpected {self.tok_text(self.i)!r}")
        return self.value_of(g, 0)

    def sided(self) -> Term:
        j = self.i
        a = self.sum()
        if self.kinds[self.i] != "amp":
            return a
        self.i += 1
        b = self.sum()
        try:
            return sided(self.value_of(a, j), self.value_of(b, j))
        except InvalidGame as e:
            raise self.error(str(e), j) from None

    def sum(self) -> Term:
        j = self.i
        g = self.ordinal(self.unary())
        while True:
            k = self.kinds[self.i]
            if k not in ("plus", "minus", "switch"):
                return g
            op_j = self.i
            self.i += 1
            h = self.ordinal(self.unary())
            a, b = self.value_of(g, j), self.value_of(h, op_j + 1)
            if k == "plus":
                g = a + b
            elif k == "minus":
                g = a + _neg(_graph_of(b))
            else:  # a+-b = {a + b | a - b}
                node = _Node(None)
                node.left.append(a + b)
                node.right.append(a + _neg(_graph_of(b)))
                g = node

    def ordinal(self, g: Term) -> Term:
        while self.kinds[self.i] == "colon":
            j = self.i
            self.i += 1
            h = self.unary()
            g = ordinal(self.value_of(g, j), self.value_of(h, j + 1))
        return g

    def unary(self) -> Term:
        k = self.kinds[self.i]
        if k == "minus":
            j = self.i
            self.i += 1
            k, m = self.kinds[self.i], self.ms[self.i]
            if k == "value" and self.glued(self.i) and m.group("num"):
                return self.value_token(-1)
            if k == "upon" and self.glued(self.i) and m.group("unum"):
                return self.upon_token(-1)
            return _neg(_graph_of(self.value_of(self.unary(), j + 1)))
        if k == "plus":
            self.i += 1
            return self.unary()
        if k == "switch":
            j = self.i
            self.i += 1
            if self.kinds[self.i] == "lbrace":  # +-{a,b} = {a,b | -a,-b}; +-{a|b} = ±{a|b}
                self.scopes.append(_Node(None))
                try:
                    opts = notation._TokenCursor.braces(self, True, _box)
                finally:
                    self.scopes.pop()
                node = _Node(None)
                opts = opts if isinstance(opts, list) else [opts]
                node.left = [self.value_of(o, j) for o in opts]
                node.right = [_neg(_graph_of(o)) for o in node.left]
                return node
            g = self.value_of(self.unary(), j + 1)
            node = _Node(None)
            node.left, node.right = [g], [_neg(_graph_of(g))]
            return node
        return self.atom()

    def atom(self) -> Term:
        j = self.i
        k = self.kinds[j]
        if k == "lbrace":
            return self.braces(None)
        if k == "lparen":
            self.i += 1
            g = self.sided()
            self.expect("rparen", ")")
            return g
        if k == "value":
            return self.value_token(1)
        if k == "upon":
            return self.upon_token(1)
        if k == "name":
            name = self.tok_text(j)
            self.i += 1
            if self.kinds[self.i] == "lbrace" and self.glued(self.i):
                if name == "pass":
                    raise self._pointer_error("'pass' is a move, not a name for a position", j)
                if any(node.label == name for node in self.scopes):
                    # as CGSuite: a name stands for one position of its braces
                    raise self._pointer_error(f"{name!r} already names an enclosing position", j)
                return self.braces(name)
            if name in ("Tiny", "Miny") and self.kinds[self.i] == "lparen":
                return self.tiny(name, 0)
            if name == "pass":
                if self.scopes and self.kinds[self.i] in notation._AFTER_OPTION:
                    return _PASS
                raise self.error("unexpected 'pass' (it stands alone as an option)", j)
            # A position's name hides a value's inside its braces (``on{0|on}`` is over).
            for node in reversed(self.scopes):
                if node.label == name:
                    if self.kinds[self.i] not in notation._AFTER_OPTION:
                        raise self.error(f"{name!r} names a position: it stands alone", j)
                    return _Ref(name, j)
            if name in _NAMES:
                return _NAMES[name]
            raise self.error(f"unknown name {name!r}", j)
        if k == "end":
            raise self.error("unexpected end of input")
        raise self.error(f"unexpected {self.tok_text(j)!r}")

    def value_token(self, sign: int) -> Term:
        """A short value, maybe with a loopy value glued after it (``1over``, ``2Tiny(on)``)."""
        j = self.i
        m = self.ms[j]
        self.i = j + 1
        x, ups, nim = self.value_parts(j, sign)
        k = self.kinds[self.i]
        if k == "name" and self.glued(self.i) and ups is None and not nim:
            name = self.tok_text(self.i)
            if name in ("over", "under"):
                self.i += 1
                return from_tag(x, 0, 0) + _NAMES[name]
            if name in ("Tiny", "Miny"):
                self.i += 1
                return self.tiny(name, x)
        if k == "lparen" and self.glued(self.i) and m.group("star") == "*":
            raise self.error("*(…) is not read in a text with loopy parts; write the nimber", j)
        return notation._build_value(x, ups, nim)

    def tiny(self, name: str, x: int | Fraction) -> Term:
        j = self.i - 1
        self.expect("lparen", "(")
        arg = self.value_of(self.sided(), j)
        self.expect("rparen", ")")
        zero = from_tag(0, 0, 0)
        inner = _Node(None)
        outer = _Node(None)
        if name == "Tiny":  # {0 || 0 | -x}
            inner.left, inner.right = [zero], [_neg(_graph_of(arg))]
            outer.left, outer.right = [zero], [inner]
        else:  # {x | 0 || 0}
            inner.left, inner.right = [arg], [zero]
            outer.left, outer.right = [inner], [zero]
        g = self.value_of(outer, j)
        return g + from_tag(x, 0, 0) if x else g

    def upon_token(self, sign: int) -> Term:
        """``^[on]``, ``v<on>*3`` and the like, with a number before them."""
        j = self.i
        m = self.ms[j]
        self.i = j + 1
        x = Fraction(m.group("unum") or 0) * sign
        star = m.group("ustar")
        nim = 0 if not star else int(star[1:] or 1)
        down = m.group("arrow") == "v"
        th = m.group("kind") == "<on>"
        # v forms are the conjugates of the ^ forms about -x.
        g = _upon_form(-x if down else x, nim, th)
        return _neg(_graph_of(g)) if down else g

    def braces(self, label: str | None) -> Term:
        node = _Node(label)
        self.scopes.append(node)
        try:
            top = notation._TokenCursor.braces(self, False, _box)
        finally:
            self.scopes.pop()
        node.left, node.right = top.left, top.right
        return node

    def option(self) -> Any:
        return self.sided()

    def _pointer_error(self, message: str, j: int) -> ParseError:
        """An error in the pointer notation itself: ``parse`` raises it as it is (the usual
        reader, which knows no pointer, would only say that the name is unknown)."""
        err = self.error(message, j)
        err.loopy = True  # type: ignore[attr-defined]
        return err

    # -- values
    def value_of(self, t: Term, j: int) -> Game | LoopyGame:
        if isinstance(t, (Game, LoopyGame)):
            return t
        if isinstance(t, _Pass):
            raise self.error("unexpected 'pass' (it stands alone as an option)", j)
        if isinstance(t, _Ref):
            raise self.error(f"{t.name!r} names a position: it stands alone", t.j)
        assert isinstance(t, _Node)
        try:
            return _node_value(t)
        except _Unresolved as e:
            message = f"{e.name!r} names a position outside its braces"
            raise self._pointer_error(message, j) from None
        except _SidedInLoopy as e:
            err = self.error(
                f"{e.value} is a sided value (onside & offside), not a game: it can be an option "
                "only of braces written without 'pass' or a position name, where the onside is "
                "built from the options' onsides and the offside from their offsides (as CGSuite "
                "reads them); in a loopy game graph every option is a game",
                j,
            )
            err.loopy = True  # the usual reader has no better answer: notation raises this one
            raise err from None


def _box(left: list[Any], right: list[Any]) -> _Node:
    node = _Node(None)
    node.left, node.right = left, right
    return node


class _Unresolved(Exception):
    def __init__(self, name: str) -> None:
        self.name = name


class _SidedInLoopy(Exception):
    def __init__(self, value: LoopyGame) -> None:
        self.value = value


def _is_sided(t: Any) -> bool:
    return isinstance(t, LoopyGame) and not t.is_stopper()


def _by_sides(node: _Node, loopy: bool) -> Any:
    """The node with its braces that have sided options (``{2&-2|1&-2}``) turned into values.

    CGSuite reads braces with a sided value among their options as the value whose onside is
    {onsides of the options} and whose offside is {offsides} (its GameSpecNode). Braces that
    name themselves or hold ``pass`` describe a game graph instead, as do the braces written
    directly inside them (its LoopyGameSpecNode), and there an option must be a game.
    """
    opts = node.left + node.right
    loopy = loopy or node.label is not None or any(isinstance(o, _Pass) for o in opts)
    for side in (node.left, node.right):
        for k, o in enumerate(side):
            if isinstance(o, _Node):
                side[k] = _by_sides(o, loopy)
    sided_opts = [o for o in node.left + node.right if _is_sided(o)]
    if not sided_opts:
        return node
    if loopy:
        raise _SidedInLoopy(sided_opts[0])
    sides = []
    for onside in (True, False):
        one = _Node(None)
        one.left = [_side_of(o, onside) if _is_sided(o) else o for o in node.left]
        one.right = [_side_of(o, onside) if _is_sided(o) else o for o in node.right]
        sides.append(_node_value(one))
    return sided(*sides)


class _SideGraph:
    """A side that is no stopper, as an option: its simplified graph, embedded as it is (the
    side of a game depends only on the same sides of its options)."""

    def __init__(self, graph: LoopyGraph) -> None:
        self.graph = graph


def _side_of(x: LoopyGame, onside: bool) -> Any:
    if x.is_stopper_sided():
        return x.onside() if onside else x.offside()
    return _SideGraph(x._on if onside else x._off)


def _node_value(root: _Node) -> Game | LoopyGame:
    resolved = _by_sides(root, False)
    if not isinstance(resolved, _Node):
        return resolved  # type: ignore[no-any-return]
    g = _Graph()
    where: dict[int, int] = {}

    def vertex(t: Any, scope: list[_Node], here: _Node) -> int:
        if isinstance(t, _Pass):
            return where[id(here)]
        if isinstance(t, _Ref):
            for node in reversed(scope):
                if node.label == t.name:
                    return where[id(node)]
            raise _Unresolved(t.name)
        if isinstance(t, Game):
            return g.embed(short_graph(t))
        if isinstance(t, LoopyGame):
            return g.embed(rep_graph(t))
        if isinstance(t, _SideGraph):
            return g.embed(t.graph)
        assert isinstance(t, _Node)
        if id(t) in where:
            return where[id(t)]
        v = where[id(t)] = g.new()
        inner = [*scope, t]
        g.left[v] = [vertex(o, inner, t) for o in t.left]
        g.right[v] = [vertex(o, inner, t) for o in t.right]
        return v

    start = vertex(root, [], root)
    return loopy_value(LoopyGraph(left=g.left, right=g.right, start=start))


def _upon_form(x: Fraction, m: int, th: bool) -> Game | LoopyGame:
    """x^[on]*m (``th``: x^<on>*m) as CGSuite writes it (the forms it prints these names for)."""
    if not th:
        n = m ^ 1
        node = _Node(None)
        if n == 0:
            node.left, node.right = [_PASS, from_tag(x, 0, 0)], [from_tag(x, 0, 0)]
        else:
            node.left, node.right = [_PASS], [from_tag(x, 0, n)]
        return _node_value(node)
    # x^<on>*m = {x + *k (k = 0 … m) | x + v[on]*(m^1)}
    r = _neg(_graph_of(_upon_form(-x, m ^ 1, False)))
    node = _Node(None)
    node.left, node.right = [from_tag(x, 0, k) for k in range(m + 1)], [r]
    return _node_value(node)


def parse_loopy(text: str) -> Game | LoopyGame:
    """The value of a text with loopy parts: a :class:`~cgt.loopy.value.LoopyGame`, or a short
    game's canonical form when the value is short (``upon - upon + ...``)."""
    return _LoopyParser(text).parse()


notation._LOOPY[:] = [parse_loopy]
