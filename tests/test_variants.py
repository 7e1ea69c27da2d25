"""The impartial, dicotic and twisted variants of forms (cgt.variants) and of rulesets
(cgt.rulesets.variant), against the twins of tests/oracle/variants.py (the definitions applied
to explicit trees and to the rulesets' moves written again from the rules) and CGSuite's
answers (tests/cgsuite_variants.py)."""

from __future__ import annotations

import itertools
import pickle
from dataclasses import dataclass
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import (
    CGTError,
    Game,
    InvalidArgument,
    NotSupported,
    ParseError,
    SearchBoundExceeded,
    game,
    integer,
    nimber,
    number,
    parse,
    star,
    up_star,
    zero,
)
from cgt.families import games
from cgt.game import labelled
from cgt.loopy import LoopyGraph, loopy_value
from cgt.rulesets import (
    BackslidingToadsAndFrogs,
    Clobber,
    Cram,
    Cutcake,
    Domineering,
    Ruleset,
    ToadsAndFrogs,
)
from cgt.rulesets import variant as rv
from cgt.rulesets.variant import (
    DicoticVariant,
    ImpartialVariant,
    TwistedVariant,
    VariantPosition,
    variant_class,
)
from cgt.variants import dicotic_variant, impartial_variant, twisted_variant
from tests import cgsuite_variants as cgs
from tests.oracle import normal as o
from tests.oracle import rulesets as moves
from tests.oracle import variants as twin
from tests.strategies import day3_forms, small_values, sums

KINDS = twin.KINDS
FORM = {
    "impartial_variant": impartial_variant,
    "dicotic_variant": dicotic_variant,
    "twisted_variant": twisted_variant,
}
DAY2 = tuple(games(2))


def form(t: o.Tree) -> Game:
    """The cgt form of a twin tree."""

    @cache
    def go(x: o.Tree) -> Game:
        return game([go(y) for y in x[0]], [go(y) for y in x[1]])

    return go(t)


def value(t: o.Tree) -> Game:
    return form(t).canonical()


# ====================================================================== forms
@pytest.mark.parametrize("kind", KINDS)
def test_every_form_born_by_day_2_against_the_twin(kind: str) -> None:
    assert len(DAY2) == 256
    for g in DAY2:
        assert o.tree(FORM[kind](g)) == twin.TREE_VARIANTS[kind](o.tree(g)), str(g)


@st.composite
def day4_forms(draw: st.DrawFn) -> Game:
    """A form born by day 4: options drawn from forms born by day 3."""
    opts = st.lists(st.one_of(st.sampled_from(DAY2), day3_forms(max_options=2)), max_size=3)
    return game(draw(opts), draw(opts))


@settings(max_examples=150)
@given(st.one_of(day3_forms(), day4_forms()), st.sampled_from(KINDS))
def test_random_forms_born_by_days_3_and_4_against_the_twin(g: Game, kind: str) -> None:
    assert o.tree(FORM[kind](g)) == twin.TREE_VARIANTS[kind](o.tree(g))


@given(st.one_of(sums, small_values()), st.sampled_from(KINDS))
def test_sums_and_held_values_through_their_options(g: Game, kind: str) -> None:
    assert o.tree(FORM[kind](g)) == twin.TREE_VARIANTS[kind](o.tree(g))


@pytest.mark.parametrize("kind", KINDS)
def test_bigger_held_values(kind: str) -> None:
    # (the twin's trees are nested tuples, hashed whole: the variant of an integer's chain,
    # with two copies of the chain below it at each level, is kept short)
    for g in (integer(12), integer(-9), number("37/64"), up_star(6, 2), parse("^<3>"),
              parse("+-{3|1/2}"), parse("Tiny(2)")):
        assert o.tree(FORM[kind](g)) == twin.TREE_VARIANTS[kind](o.tree(g)), str(g)


@given(st.one_of(day3_forms(), day4_forms()))
def test_the_identities_of_the_definitions(g: Game) -> None:
    # t is an involution and commutes with negation; i and d are idempotent; i(-G) = i(G),
    # d(-G) = -d(G); i(G) is impartial, d(G) dicotic (each by induction on the definitions)
    t, i, d = twisted_variant(g), impartial_variant(g), dicotic_variant(g)
    assert twisted_variant(t) is g
    assert twisted_variant(-g) is -t
    assert impartial_variant(i) is i and impartial_variant(-g) is i and i.is_impartial
    assert dicotic_variant(d) is d and dicotic_variant(-g) is -d and d.is_dicot


def test_forms_that_are_their_own_variants_cost_nothing() -> None:
    huge = nimber(10**9)
    assert impartial_variant(huge) is huge and twisted_variant(huge) is huge
    uptimal = parse("^[10000]")
    assert dicotic_variant(huge) is huge and dicotic_variant(uptimal) is uptimal
    assert dicotic_variant(integer(10**9)) is zero  # a Left end: play stops at once
    assert impartial_variant(zero) is zero and twisted_variant(zero) is zero


@given(sums)
def test_the_impartial_variant_of_a_sum_is_the_sum_of_the_variants(s: Game) -> None:
    v = impartial_variant(s)
    comps = s.components if s.is_sum else (s,)
    parts = [impartial_variant(c) for c in comps]
    total = parts[0]
    for p in parts[1:]:
        total = total + p
    assert v is total
    assert o.tree(v) == twin.impartial(o.tree(s.literal()))


def test_a_sum_of_impartial_forms_is_its_own_variant() -> None:
    s = nimber(3) + star + parse("{0,*|0,*}")
    assert impartial_variant(s) is s and twisted_variant(s) is s


def test_a_labelled_form_is_its_form() -> None:
    g = parse("{1|*}")
    for kind in KINDS:
        assert FORM[kind](labelled(g, "name")) is FORM[kind](g)


def test_the_method_on_games() -> None:
    g = parse("{3||2|1}")
    assert g.impartial_variant() is impartial_variant(g)
    assert g.dicotic_variant() is dicotic_variant(g)
    assert g.twisted_variant(max_positions=100) is twisted_variant(g)
    assert str(g.twisted_variant().canonical()) == "0"  # {-t(3) | -t({2|1})}


def test_a_form_past_the_bound_is_refused() -> None:
    with pytest.raises(SearchBoundExceeded, match="max_positions"):
        impartial_variant(integer(10**6), max_positions=1000)
    with pytest.raises(SearchBoundExceeded, match="twisted variant"):
        twisted_variant(parse("{3||2|1}"), max_positions=3)
    # the chain of an integer is walked without recursion
    assert impartial_variant(integer(5000)).birthday == 5000


BAD = {"None": None, "object": object(), "list": [object(), 2], "text": "{1|", "float": 0.1}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("bad", sorted(BAD))
def test_bad_input_is_a_typed_error(kind: str, bad: str) -> None:
    with pytest.raises(CGTError):
        FORM[kind](BAD[bad])
    with pytest.raises(InvalidArgument):
        FORM[kind](star, max_positions=BAD[bad] if bad != "None" else -1)
    with pytest.raises(InvalidArgument):
        variant_class(BAD[bad], kind)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        variant_class(Domineering, BAD[bad])  # type: ignore[arg-type]


def test_a_ruleset_position_gives_the_variant_of_its_game() -> None:
    p = Domineering("...|..#")
    for kind in KINDS:
        assert FORM[kind](p) is getattr(p, kind)().game()


# ---------------------------------------------------------------------- loopy values
LOOPY = ["on", "off", "over", "under", "upon", "{pass|*}", "{0|pass}", "{on|0}", "{1|over}",
         "a{a,1|0}", "{0|{0|off}}", "{over|under}"]


def _twin_loopy(x: object, kind: str) -> object:
    g = x.graph()  # type: ignore[attr-defined]
    mv = twin.variant_moves(twin.graph_moves(g.left, g.right), kind)
    left, right = twin.graph(twin.start(g.start, kind), mv)
    return loopy_value(LoopyGraph(left=left, right=right))


@pytest.mark.parametrize("text", LOOPY)
@pytest.mark.parametrize("kind", KINDS)
def test_loopy_stoppers_against_the_twin(text: str, kind: str) -> None:
    x = parse(text)
    if isinstance(x, Game):  # a short value: the form variant
        assert FORM[kind](x) is FORM[kind](x.canonical())
        return
    assert x.is_stopper()
    assert FORM[kind](x) == _twin_loopy(x, kind)


def test_known_loopy_variants() -> None:
    on = parse("on")
    # on = {on|}: i(on) = {i(on)|i(on)} = dud; d(on) = 0 (Right has no move); t(on) = {-t(on)|}
    assert str(impartial_variant(on)) == "dud" and dicotic_variant(on) is zero
    assert str(twisted_variant(on)) == "1 & 0"


def test_a_sided_value_is_refused_naming_the_reason() -> None:
    with pytest.raises(NotSupported, match="stopper-sided"):
        impartial_variant(parse("dud"))
    with pytest.raises(NotSupported, match="no options of its own"):
        twisted_variant(parse("1 & 0"))


# ====================================================================== ruleset classes
def test_the_classes_are_made_once_and_print_as_the_call() -> None:
    I = Domineering.impartial_variant()  # noqa: E741
    assert I is Domineering.impartial_variant() is variant_class(Domineering, "impartial_variant")
    assert I is not Cram.impartial_variant() and I is not Domineering.dicotic_variant()
    assert repr(I) == "Domineering.impartial_variant()"
    assert issubclass(I, ImpartialVariant) and issubclass(I, Ruleset) and I.IMPARTIAL
    assert not Domineering.dicotic_variant().IMPARTIAL
    assert issubclass(Domineering.twisted_variant(), TwistedVariant)
    assert issubclass(Domineering.dicotic_variant(), DicoticVariant)
    nested = Domineering.impartial_variant().twisted_variant()
    assert repr(nested) == "Domineering.impartial_variant().twisted_variant()"
    assert nested.BASE is I and I.BASE is Domineering


def test_positions_print_compare_and_hash() -> None:
    I = Domineering.impartial_variant()  # noqa: E741
    p = I("..|..")
    assert repr(p) == "Domineering.impartial_variant()('..|..')" and str(p) == "..|.."
    assert p == Domineering("..|..").impartial_variant() == I.of(Domineering("..|.."))
    assert hash(p) == hash(I("..|.."))
    assert p != Domineering.dicotic_variant()("..|..") and p != Domineering("..|..")
    assert p.base == Domineering("..|..")
    assert repr(Cutcake.twisted_variant()(3, 4)) == "Cutcake.twisted_variant()(3, 4)"
    t = Domineering("..|..").twisted_variant()
    q = t.left_moves()[0]
    assert q.negated and repr(q).startswith("-Domineering.twisted_variant()(")
    assert -q == Domineering.twisted_variant()(str(q.base)) and (-q).negated is False
    assert str(q) == "-" + str(q.base)
    namespace = {"Domineering": Domineering, "Cutcake": Cutcake}
    for x in (p, t, Cutcake.twisted_variant()(3, 4), I.twisted_variant()("...|#..")):
        assert eval(repr(x), namespace) == x


def test_positions_and_classes_pickle() -> None:
    # a variant position pickles when its base does (the built-in boards, FrozenPositions,
    # do not yet; a frozen dataclass does)
    I = TakeAway.impartial_variant()  # noqa: E741
    for x in (I(5), TakeAway(5).twisted_variant().left_moves()[0],
              I.dicotic_variant()(7), TakeAway(4).twisted_variant()):
        y = pickle.loads(pickle.dumps(x))
        assert y == x and type(y) is type(x)
    D = Domineering.impartial_variant()
    assert pickle.loads(pickle.dumps(D.twisted_variant())) is D.twisted_variant()
    assert pickle.loads(pickle.dumps(ImpartialVariant)) is ImpartialVariant


def test_positions_are_immutable_and_keep_their_board_picture() -> None:
    p = Domineering.impartial_variant()("..|..")
    with pytest.raises(AttributeError):
        p.base = Domineering(".")  # type: ignore[misc]
    assert p._repr_svg_() == Domineering("..|..")._repr_svg_()
    assert p.depth_hint() == Domineering("..|..").depth_hint()


def test_bad_uses_are_typed_errors() -> None:
    with pytest.raises(InvalidArgument, match="Ruleset classes"):
        variant_class(int, "impartial_variant")
    with pytest.raises(InvalidArgument, match="one of"):
        variant_class(Domineering, "mirrored")
    with pytest.raises(InvalidArgument, match="common base"):
        ImpartialVariant("..")
    with pytest.raises(InvalidArgument, match="variant class"):
        VariantPosition.of(Domineering(".."))
    with pytest.raises(InvalidArgument, match="position of Domineering"):
        Domineering.impartial_variant().of(Clobber("xo"))
    with pytest.raises(ParseError):  # the ruleset's own error for its arguments
        Domineering.dicotic_variant()("..|...")


# ---------------------------------------------------------------------- Cram
def _boards(h: int, w: int, chars: str) -> list[str]:
    return ["|".join("".join(cells[r * w:(r + 1) * w]) for r in range(h))
            for cells in itertools.product(chars, repeat=h * w)]


SMALL_SHAPES = [(h, w) for h in range(1, 4) for w in range(1, 4)]


def test_the_impartial_variant_of_domineering_is_cram_on_every_board_to_3x3() -> None:
    I = Domineering.impartial_variant()  # noqa: E741
    n = 0
    for h, w in SMALL_SHAPES:
        for b in _boards(h, w, ".#"):
            p = I(b)
            assert p.nim_value() == Cram(b).nim_value(), b
            assert p.canonical() is Cram(b).canonical(), b
            n += 1
    assert n == 682


@settings(max_examples=20)
@given(st.integers(3, 5), st.integers(3, 5), st.data())
def test_the_impartial_variant_of_domineering_is_cram_on_random_boards(
    h: int, w: int, data: st.DataObject
) -> None:
    cells = data.draw(st.lists(st.sampled_from("..#"), min_size=h * w, max_size=h * w))
    b = "|".join("".join(cells[r * w:(r + 1) * w]) for r in range(h))
    assert Domineering(b).impartial_variant().canonical() is Cram(b).canonical()


def test_cgsuites_cram_test() -> None:
    # GameGridTest.scala: game.grid.Cram(".........|##.######") is *4 and its misère canonical
    # form *[2[2]321]; CGSuite's Cram is game.grid.Domineering.ImpartialVariant
    p = Domineering.impartial_variant()(".........|##.######")
    assert str(p.canonical()) == "*4" and p.nim_value() == 4
    assert str(p.game().misere_canonical_form()) == "*[2[2]321]"


# ---------------------------------------------------------------------- rulesets vs twins
RULESET_TWINS = [
    (Domineering, moves.domineering, [b for h, w in SMALL_SHAPES for b in _boards(h, w, ".#")]),
    (Clobber, moves.clobber,
     [b for n in range(1, 6) for b in _boards(1, n, "xo.")] + _boards(2, 2, "xo.")
     + _boards(2, 3, "xo.")[::3]),
    (ToadsAndFrogs, moves.toads_and_frogs,
     [b for n in range(1, 7) for b in _boards(1, n, "tf.")]),
]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(("ruleset", "rule", "boards"), RULESET_TWINS,
                         ids=lambda x: getattr(x, "__name__", ""))
def test_variant_positions_against_the_twin(ruleset: type, rule, boards, kind: str) -> None:
    """Values (components, symmetries, negations and the transposition table at work) and
    literal forms of the variant positions against the twin's trees, built from the rules
    written again; the literal form is also the form variant of the position's game."""
    V = getattr(ruleset, kind)()
    for b in boards:
        t = twin.variant_tree(b, rule, kind)
        p = V(b)
        assert p.canonical() is value(t), (b, kind)
        if len(b) <= 7:
            lit = p.game()
            assert o.tree(lit) == t, (b, kind)
            assert FORM[kind](ruleset(b).game()) is lit
        if kind == "impartial_variant":
            assert p.nim_value() == twin.nim_value(t), b


@pytest.mark.parametrize("kind", KINDS)
def test_misere_outcomes_against_the_twin(kind: str) -> None:
    V = getattr(Domineering, kind)()
    for b in _boards(2, 3, ".#") + _boards(3, 3, ".#")[::7]:
        t = twin.variant_tree(b, moves.domineering, kind)
        assert str(V(b).misere_outcome()) == o.outcome(t, misere=True), b
        assert str(V(b).outcome()) == o.outcome(t), b


@settings(max_examples=25)
@given(st.sampled_from(["xo.", "xxo.", "xoo.."]), st.integers(2, 3), st.integers(2, 4),
       st.sampled_from(KINDS), st.data())
def test_random_clobber_boards_against_the_twin(chars, h, w, kind, data) -> None:
    cells = data.draw(st.lists(st.sampled_from(chars), min_size=h * w, max_size=h * w))
    b = "|".join("".join(cells[r * w:(r + 1) * w]) for r in range(h))
    assert getattr(Clobber(b), kind)().canonical() is value(
        twin.variant_tree(b, moves.clobber, kind))


@pytest.mark.parametrize(("outer", "inner"), list(itertools.product(KINDS, KINDS)))
def test_variants_of_variants(outer: str, inner: str) -> None:
    V = getattr(getattr(Domineering, inner)(), outer)()
    rule = twin.variant_moves(moves.domineering, inner)
    for b in _boards(2, 3, ".#")[::5] + ["...|...|..."]:
        t = twin.variant_tree(twin.start(b, inner), rule, outer)
        assert V(b).canonical() is value(t), (outer, inner, b)
        assert getattr(getattr(Domineering(b), inner)(), outer)() == V(b)


def test_the_impartial_variant_keeps_the_components() -> None:
    p = Domineering("..#..|..#..").impartial_variant()
    parts = p.components()
    assert parts == [Domineering("..|..").impartial_variant()] * 2
    assert all(isinstance(q, ImpartialVariant) for q in parts)
    d = Domineering("..#..|..#..").dicotic_variant()
    t = Domineering("..#..|..#..").twisted_variant()
    assert list(d.components()) == [d] and list(t.components()) == [t]


def test_winning_moves_of_a_variant_position() -> None:
    for b in _boards(2, 3, ".#")[::4]:
        p = Domineering(b).impartial_variant()
        assert bool(p.winning_moves("left")) == (p.nim_value() != 0), b


# ---------------------------------------------------------------------- your own ruleset
@dataclass(frozen=True)
class TakeAway(Ruleset):
    """Left takes 1 or 2 tokens, Right 2 or 3 (the README's example)."""

    heap: int

    def left_moves(self) -> list[TakeAway]:
        return [TakeAway(self.heap - k) for k in (1, 2) if k <= self.heap]

    def right_moves(self) -> list[TakeAway]:
        return [TakeAway(self.heap - k) for k in (2, 3) if k <= self.heap]


def _take_away(n: int) -> tuple[list[int], list[int]]:
    return [n - k for k in (1, 2) if k <= n], [n - k for k in (2, 3) if k <= n]


@pytest.mark.parametrize("kind", KINDS)
def test_a_user_ruleset_has_variants(kind: str) -> None:
    V = getattr(TakeAway, kind)()
    assert repr(V(5)) == f"TakeAway.{kind}()(heap=5)"
    for n in range(14):
        assert V(n).canonical() is value(twin.variant_tree(n, _take_away, kind)), n
        assert V(heap=n) == getattr(TakeAway(n), kind)()


# ---------------------------------------------------------------------- loopy rulesets
def _strips(n: int) -> list[str]:
    return ["".join(c) for c in itertools.product("tf.", repeat=n)]


@pytest.mark.parametrize("kind", KINDS)
def test_backsliding_toads_and_frogs_against_the_twin(kind: str) -> None:
    V = getattr(BackslidingToadsAndFrogs, kind)()
    rule = twin.variant_moves(moves.backsliding_toads_and_frogs, kind)
    for s in [s for n in range(1, 5) for s in _strips(n)] + ["tt..f", "t.f.f"]:
        left, right = twin.graph(twin.start(s, kind), rule)
        assert V(s).game_value() == loopy_value(LoopyGraph(left=left, right=right)), (kind, s)


def test_a_loopy_impartial_variant_is_no_short_game() -> None:
    p = BackslidingToadsAndFrogs("t..f").impartial_variant()
    assert str(p.game_value()) == "dud"  # (CGSuite stops: "That is not a short game")
    with pytest.raises(NotSupported):
        p.nim_value()


# ====================================================================== CGSuite's answers
def _ruleset(name: str) -> type:
    import cgt.rulesets

    return getattr(cgt.rulesets, name)  # type: ignore[no-any-return]


def test_the_tables_cover_every_variant() -> None:
    assert len(cgs.RULESETS) == 945 and len(cgs.LITERAL_FORMS) == 270
    assert len(cgs.CANONICAL_FORMS) == 186 and len(cgs.LOOPY_RULESETS) == 20
    assert {k for _, _, k, _ in cgs.RULESETS} == {"", *KINDS}


@pytest.mark.parametrize(("name", "position", "kind", "expected"), cgs.RULESETS)
def test_cgsuite_rulesets(name: str, position, kind: str, expected: str) -> None:
    R = _ruleset(name)
    p = R(position) if isinstance(position, str) else R(*position)
    assert str((getattr(p, kind)() if kind else p).canonical()) == expected


@pytest.mark.parametrize(("name", "position", "kind", "expected"), cgs.LOOPY_RULESETS)
def test_cgsuite_loopy_rulesets(name: str, position: str, kind: str, expected: str) -> None:
    assert str(getattr(_ruleset(name)(position), kind)().game_value()) == expected


@pytest.mark.parametrize(("text", "kind", "expected"), cgs.LOOPY_VALUES)
def test_cgsuite_loopy_values(text: str, kind: str, expected: str) -> None:
    assert str(FORM[kind](parse(text))) == expected


@pytest.mark.parametrize(("text", "kind", "expected"), cgs.LITERAL_FORMS)
def test_cgsuite_literal_forms(text: str, kind: str, expected: str) -> None:
    assert str(FORM[kind](parse(text)).canonical()) == expected


@pytest.mark.parametrize(("text", "kind", "expected"), cgs.CANONICAL_FORMS)
def test_cgsuite_canonical_forms(text: str, kind: str, expected: str) -> None:
    assert str(FORM[kind](parse(text).canonical()).canonical()) == expected


def test_the_module_is_installed_in_the_base_hook() -> None:
    from cgt.rulesets import base

    assert base._VARIANTS == [rv.variant_class]


def test_loopy_values_have_the_three_methods() -> None:
    # the methods on loopy values are the functions of cgt.variants
    from cgt import on, over, parse, upon
    from cgt.variants import dicotic_variant, impartial_variant, twisted_variant

    for x in (on, over, upon, parse("{0|pass}"), parse("a{0|{*|a}}")):
        assert str(x.impartial_variant()) == str(impartial_variant(x))
        assert str(x.dicotic_variant()) == str(dicotic_variant(x))
        assert str(x.twisted_variant()) == str(twisted_variant(x))
    assert str(on.impartial_variant()) == "dud"
    with pytest.raises(NotSupported):
        parse("over & under").impartial_variant()


# ---------------------------------------------------------------------- twins of rulesets
_BOARDS = st.integers(1, 3).flatmap(
    lambda h: st.integers(1, 4).flatmap(
        lambda w: st.lists(
            st.lists(st.sampled_from("..#"), min_size=w, max_size=w), min_size=h, max_size=h
        )
    )
).map(lambda rows: "|".join("".join(r) for r in rows))


@settings(max_examples=60, deadline=None)
@given(_BOARDS)
def test_domineering_s_impartial_variant_takes_cram_s_value(board: str) -> None:
    # the variant's nim value comes from Cram's evaluator (its twin); the mex rule on the
    # variant's own positions must give the same
    p = Domineering(board).impartial_variant()
    assert p.base._impartial_twin() == Cram(board)
    by_positions = super(ImpartialVariant, p).nim_value()
    assert p.nim_value() == by_positions == Cram(board).nim_value()
    assert p.canonical() is nimber(by_positions)
