"""The conjunctive sum, the selective sum and the ordinal product of game forms.

Each is a *form*, as ``G + H`` is one: the literal form its definition gives on the forms of
G and H (not their values: these compounds are not compatible with equality, so ``{*|*}`` and
``0`` give different conjunctive sums with 3), printed as CGSuite prints the compound;
``.canonical()`` gives its value. With G^L, H^L ranging over Left options (Winning Ways ch. 9;
Conway, *On Numbers and Games*, ch. 14; Siegel, *Combinatorial Game Theory*, 2013):

- the conjunctive sum G ∧ H = {G^L ∧ H^L | G^R ∧ H^R}: the mover moves in both components,
  and play stops as soon as one of them has no move for him;
- the selective sum G ∨ H = {G^L ∨ H, G ∨ H^L, G^L ∨ H^L | G^R ∨ H, G ∨ H^R, G^R ∨ H^R}: the
  mover moves in one component or in both, and play goes on as a selective sum;
- the ordinal product G ⊗ H = {G⊗H^L : G^L, G⊗H^R : −G^R | G⊗H^L : G^R, G⊗H^R : −G^L},
  which replaces each blue edge of a Hackenbush stalk H by a copy of G and each red edge by
  a copy of −G (CGSuite's ``OrdinalProduct``).

>>> from cgt import parse, up
>>> c = conjunctive_sum(parse("{1|0}"), up)
>>> c, c.canonical(), -c, (-c).canonical()
({1|0} ConjunctiveSum ^, *, {0|-1} ConjunctiveSum v, *)
>>> selective_sum(parse("1/2"), parse("1/4")).canonical()
3/4
>>> p = ordinal_product(parse("{1|0}"), up)
>>> p, -p, (-p).canonical()
({1|0} OrdinalProduct ^, -({1|0} OrdinalProduct ^), {0,{1,+-1|-1}|-1})

CGSuite's ``SelectiveSum`` (lib/core/src/main/scala/org/cgsuite/core/CompoundGame.scala at
e909ab8b) continues after the first move as a disjunctive sum (a move in one component) or a
conjunctive sum (a move in both) instead of a selective sum, against its own definition: its
values differ from the selective sum's from birthday 2 on (``*5`` ∨ ``*6`` is ``*11``; CGSuite
prints ``*8``). The tests record both.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cgt._deep import maybe_deep
from cgt.errors import NotSupported, SearchBoundExceeded
from cgt.game import MAX_POSITIONS, Game, LabelledForm, as_game, conjugate, labelled, size

__all__ = ["conjunctive_sum", "selective_sum", "ordinal_product"]

# CGSuite's precedences of compounds (CompoundGame.scala): an operand that is a compound of a
# higher one prints in parentheses. A disjunctive sum has 3, an ordinal sum 2.
_CONJUNCTIVE = "ConjunctiveSum"
_SELECTIVE = "SelectiveSum"
_ORDINAL_PRODUCT = "OrdinalProduct"
_NEGATIVE = "-"
_PRECEDENCE = {_CONJUNCTIVE: 3, _SELECTIVE: 3, _ORDINAL_PRODUCT: 4}


class _CompoundText(str):
    """The text of a compound form, which also remembers what it is made of: ``kind`` and
    the operands as given (labelled forms included), so that the negative prints as CGSuite
    prints it."""

    kind: str
    operands: tuple[Game, ...]

    def __reduce__(self) -> tuple[Any, ...]:
        return (_text, (self.kind, self.operands))


def _text(kind: str, operands: tuple[Game, ...]) -> _CompoundText:
    if kind == _NEGATIVE:
        t = _CompoundText("-(" + str(operands[0]) + ")")
    else:
        t = _CompoundText(
            f" {kind} ".join(_operand_text(g, kind, k > 0) for k, g in enumerate(operands))
        )
    t.kind, t.operands = kind, operands
    return t


def _operand_text(g: Game, kind: str, right: bool = False) -> str:
    """An operand's text, in parentheses when it is a looser compound (or sum) than ``kind``;
    the right operand also when it is as loose, since ``parse`` reads each level from the
    left (``G ConjunctiveSum (H + K)`` is not ``(G ConjunctiveSum H) + K``)."""
    text = str(g)
    label = getattr(g, "label", None) if type(g) is LabelledForm else None
    inner = label.kind if isinstance(label, _CompoundText) else "+" if g.is_sum else None
    inner_precedence = 3 if inner == "+" else _PRECEDENCE.get(inner or "", 0)
    outer = _PRECEDENCE[kind]
    loose = inner_precedence > outer or (right and inner_precedence >= outer)
    return "(" + text + ")" if loose else text


def _compound(kind: str, form: Game, operands: tuple[Game, ...]) -> Game:
    return labelled(form, _text(kind, operands))


def negative(g: Game) -> Game:
    """The negative of a form, as CGSuite writes the negative of a compound: −(G ∧ H) is
    (−G) ∧ (−H) (so for the selective sum), −(G ⊗ H) is written ``-(G OrdinalProduct H)``;
    any other form's is its conjugate. (``-G`` on a compound form calls this.)

    >>> from cgt import parse, up
    >>> str(negative(selective_sum(parse("{1|0}"), up)))
    '{0|-1} SelectiveSum v'
    """
    label = getattr(g, "label", None) if type(g) is LabelledForm else None
    if not isinstance(label, _CompoundText):
        return conjugate(g)
    form = conjugate(g.form)  # type: ignore[attr-defined]
    if label.kind == _NEGATIVE:
        return label.operands[0]
    if label.kind == _ORDINAL_PRODUCT:
        return _compound(_NEGATIVE, form, (g,))
    return _compound(label.kind, form, tuple(negative(x) for x in label.operands))


# ------------------------------------------------------------------------ the literal forms
def _operands(name: str, g: Any, h: Any) -> tuple[Game, Game, Game, Game]:
    """(G, H as given, for the text; their plain forms, for the tree)."""
    out = []
    for x in (g, h):
        if not isinstance(x, Game) and hasattr(type(x), "_ordinal_sum_of"):  # a loopy value
            raise NotSupported(f"{name}(G, H) is built on short game forms; {x} is loopy")
        out.append(x if isinstance(x, Game) else as_game(x, f"{name}(G, H)"))
    return out[0], out[1], as_game(out[0]), as_game(out[1])


def _bounded(name: str, g: Game, h: Game) -> None:
    """Refuse a literal form past :data:`cgt.game.MAX_POSITIONS` positions (one per pair of
    followers at most)."""
    a = size(g, MAX_POSITIONS)
    b = size(h, MAX_POSITIONS)
    if a * b > MAX_POSITIONS:
        raise SearchBoundExceeded(
            f"{name}(G, H) has a position per pair of followers, here up to {a * b:,}: more "
            f"than {MAX_POSITIONS:,}; raise cgt.game.MAX_POSITIONS to build it"
        )


def _pairs(step: Callable[..., tuple[list[Game], list[Game]]], g: Game, h: Game) -> Game:
    """The form on pairs (g', h') whose options ``step`` gives, built once per pair."""
    from cgt.game import _make

    memo: dict[tuple[int, int], Game] = {}

    def build(a: Game, b: Game) -> Game:
        key = (a._id, b._id)
        r = memo.get(key)
        if r is None:
            left, right = step(build, a, b)
            r = memo[key] = _make(left, right)
        return r

    return maybe_deep(g.birthday + h.birthday, build, g, h)


def _conjunctive_step(build: Callable[[Game, Game], Game], a: Game, b: Game) -> Any:
    return (
        [build(x, y) for x in a.left for y in b.left],
        [build(x, y) for x in a.right for y in b.right],
    )


def _selective_step(build: Callable[[Game, Game], Game], a: Game, b: Game) -> Any:
    sides = []
    for xs, ys in ((a.left, b.left), (a.right, b.right)):
        sides.append(
            [build(x, b) for x in xs] + [build(a, y) for y in ys]
            + [build(x, y) for x in xs for y in ys]
        )
    return tuple(sides)


def conjunctive_sum(g: Any, h: Any) -> Game:
    """The conjunctive sum G ∧ H of two forms (CGSuite's ``G ConjunctiveSum H``): the mover
    moves in both components; play stops when one of them leaves him no move. A form printed
    as CGSuite prints it; ``.canonical()`` is its value.

    >>> from cgt import parse
    >>> c = conjunctive_sum(parse("{*|*}"), 3)
    >>> c, c.canonical(), conjunctive_sum(0, 3).canonical()
    ({*|*} ConjunctiveSum 3, 2, 0)
    """
    g0, h0, g, h = _operands("conjunctive_sum", g, h)
    _bounded("conjunctive_sum", g, h)
    return _compound(_CONJUNCTIVE, _pairs(_conjunctive_step, g, h), (g0, h0))


def selective_sum(g: Any, h: Any) -> Game:
    """The selective sum G ∨ H of two forms: the mover moves in one component or in both, and
    play goes on as a selective sum until neither has a move (Winning Ways ch. 9). A form
    printed as CGSuite prints ``G SelectiveSum H``; ``.canonical()`` is its value.

    >>> from cgt import parse
    >>> selective_sum(parse("+-1"), parse("^^")).canonical(), selective_sum(1, 0).canonical()
    ({1^^|-1^*,-1^^}, 1)

    (CGSuite continues as a disjunctive or conjunctive sum after the first move, against
    the definition; see the module's notes.)
    """
    g0, h0, g, h = _operands("selective_sum", g, h)
    _bounded("selective_sum", g, h)
    return _compound(_SELECTIVE, _pairs(_selective_step, g, h), (g0, h0))


def ordinal_product(g: Any, h: Any) -> Game:
    """The ordinal product G ⊗ H (CGSuite's ``G OrdinalProduct H``):
    {G⊗H^L : G^L, G⊗H^R : −G^R | G⊗H^L : G^R, G⊗H^R : −G^L}, the ordinal sums as literal
    forms. On Hackenbush stalks it puts a copy of G for each blue edge of H and of −G for each
    red one; G ⊗ 1 = G, and −(G ⊗ H) = G ⊗ −H in value. A form printed as CGSuite prints
    it; ``.canonical()`` is its value.

    >>> from cgt import parse
    >>> ordinal_product(parse("1/2"), parse("1/4")).canonical()
    11/32
    >>> ordinal_product("*5", "*6").canonical(), ordinal_product(parse("{1|0}"), 1)
    (*30, {1|0} OrdinalProduct 1)
    """
    from cgt.game import _make, ordinal_sum

    g0, h0, g, h = _operands("ordinal_product", g, h)
    memo: dict[int, Game] = {}
    minus = conjugate(g)

    def build(y: Game) -> Game:
        r = memo.get(y._id)
        if r is None:
            left, right = [], []
            for ys, base in ((y.left, g), (y.right, minus)):
                for y1 in ys:
                    p = build(y1)
                    left += [ordinal_sum(p, x) for x in base.left]
                    right += [ordinal_sum(p, x) for x in base.right]
            r = memo[y._id] = _make(left, right)
        return r

    _bounded("ordinal_product", g, h)
    return _compound(_ORDINAL_PRODUCT, maybe_deep(h.birthday, build, h), (g0, h0))
