"""Reading loopy values: sided values as options, loopy ordinal sums through ``ordinal_sum``,
and read-back (``parse(str(x))`` is x) for every value the property tests draw.

CGSuite's reading of braces (org/cgsuite/lang/node/GameSpecNode.scala and EvalNode.scala in
aaron-siegel/cgsuite): braces whose options are sided values give the value whose onside is
{onsides of the options} and whose offside is {offsides} (GameSpecNode); braces that hold
``pass`` or a position name are a game graph (LoopyGameSpecNode, and the braces written
directly inside them), where an option that is no game is refused.
"""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

import cgt
from cgt import Game, LoopyGame, ParseError, off, on, one, ordinal_sum, over, parse, sided, under
from cgt.loopy import LoopyGraph, loopy_value


@st.composite
def any_graphs(draw: st.DrawFn, max_vertices: int = 4) -> LoopyGraph:
    """A random game graph, alternating cycles allowed (so values are often sided)."""
    n = draw(st.integers(1, max_vertices))
    edges = st.lists(st.integers(0, n - 1), max_size=3, unique=True)
    left = [draw(edges) for _ in range(n)]
    right = [draw(edges) for _ in range(n)]
    return LoopyGraph(left=left, right=right, start=draw(st.integers(0, n - 1)))


def _rooted(a: LoopyGraph, b: LoopyGraph) -> LoopyGraph:
    """The graph {a | b}: a new start whose only Left move is to a's start and only Right
    move to b's."""
    a, b = a.reachable(), b.reachable()
    na = len(a)
    left = [(1,), *((tuple(w + 1 for w in ws)) for ws in a.left)]
    left += [tuple(w + 1 + na for w in ws) for ws in b.left]
    right = [(1 + na,), *((tuple(w + 1 for w in ws)) for ws in a.right)]
    right += [tuple(w + 1 + na for w in ws) for ws in b.right]
    return LoopyGraph(left=left, right=right)


def _same_value(x: object, y: object) -> bool:
    if isinstance(x, LoopyGame) or isinstance(y, LoopyGame):
        return x == y
    assert isinstance(x, Game) and isinstance(y, Game)
    return x.canonical() == y.canonical()


# ---------------------------------------------------------------- sided values as options
def test_sided_options_give_onside_of_onsides_and_offside_of_offsides() -> None:
    # {2&-2 | 1&-2}: onside {2|1}, offside {-2|-2} = -2*
    v = parse("{2&-2|1&-2}")
    assert isinstance(v, LoopyGame) and not v.is_stopper()
    assert v.onside() == parse("{2|1}").canonical()
    assert v.offside() == parse("-2*")
    assert v == sided(parse("{2|1}"), parse("{-2|-2}"))
    # Winning Ways' tis, written both ways of CGSuite's StopperSidedValue documentation
    assert parse("a{{|a}|}") == parse("1 & 0")
    assert parse("{over & under |}") == parse("1 & 0")
    # options that are stoppers, mixed in, stay as they are on both sides
    assert parse("{1&0, -1|0}") == sided(parse("{1,-1|0}"), parse("{0,-1|0}"))


#: A Left option printed "-2 & -3": its sides' braces {-2|0} and {-3|0} are both -1, so the
#: sided value read is the short game -1 (it used to fall back on the reader without '&').
EQUAL_SIDES = (
    LoopyGraph(left=((), (0,), (), ()), right=((1, 2), (2,), (3,), ()), start=0),
    LoopyGraph(left=((),), right=((),), start=0),
)


@settings(max_examples=120, deadline=None)
@given(any_graphs(), any_graphs())
@example(*EQUAL_SIDES)
def test_braces_of_values_are_the_value_of_the_rooted_graph(a: LoopyGraph, b: LoopyGraph) -> None:
    """{A|B} read from the printed values A, B (sided or not) is the value of the graph whose
    start moves to a (Left) and b (Right): the root lies on no cycle, so its sides are those
    of the braces of the options' sides (Siegel VI §5)."""
    va, vb = loopy_value(a), loopy_value(b)
    assert _same_value(parse("{" + str(va) + "|" + str(vb) + "}"), loopy_value(_rooted(a, b)))


@pytest.mark.parametrize(
    "text", ["a{1&0|a}", "{pass, 1&0|}", "{ {1&0|} | pass}", "a{ {1&0|}+1 | a}", "{on&off|pass}"]
)
def test_sided_options_of_a_game_graph_are_refused_with_the_reason(text: str) -> None:
    with pytest.raises(ParseError, match="sided value .* not a game"):
        parse(text)


# ---------------------------------------------------------------- ordinal sums
def test_ordinal_sum_takes_loopy_values_as_parse_does() -> None:
    assert cgt.ordinal_sum(one, off) == parse("1:off") == over
    assert one.ordinal_sum(off) == over
    assert ordinal_sum(1, on) == parse("1:on")
    assert ordinal_sum(over, 1) == parse("over:1")
    assert ordinal_sum(cgt.star, over) == parse("*:over")
    assert ordinal_sum(under, cgt.star) == parse("under:*")


# ---------------------------------------------------------------- read-back
#: A graph whose offside is no stopper (sidling never settles on it; cgt once raised).
LOOSE_OFFSIDE = LoopyGraph(
    left=((0,), (), (0,), (1, 2), ()), right=((3,), (), (0,), (1,), ()), start=2
)


@settings(max_examples=300, deadline=None)
@given(any_graphs(max_vertices=5))
@example(LOOSE_OFFSIDE)
def test_printed_values_read_back(g: LoopyGraph) -> None:
    v = loopy_value(g)
    assert _same_value(parse(str(v)), v)
    if isinstance(v, LoopyGame) and not v.is_stopper() and v.is_stopper_sided():
        assert parse(str(v.onside())) == v.onside() and parse(str(v.offside())) == v.offside()


@settings(max_examples=100, deadline=None)
@given(any_graphs(), any_graphs())
def test_printed_sums_and_differences_read_back(a: LoopyGraph, b: LoopyGraph) -> None:
    for v in (loopy_value(a) + loopy_value(b), loopy_value(a) - loopy_value(b)):
        assert _same_value(parse(str(v)), v)


def test_printed_values_of_braces_with_sided_options_read_back() -> None:
    for text in ["{2&-2|1&-2}", "{1&0|}", "{0|on&off}", "{1 & 0 || 0}", "{over&under|*}"]:
        v = parse(text)
        assert parse(str(v)) == v, text
