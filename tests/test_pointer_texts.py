"""Texts in CGSuite's pointer notation: ``parse`` reads every one CGSuite reads, those whose
value is short included (``a{0|{*|a}}`` is *), with the loopy reader's answer.

Random pointer texts come with the game graph they describe, built independently of the readers
(tests/oracle/pointer_texts.py): the value read is the value of that graph, its outcome is the
outcome of play on it (tests/oracle/loopy.py), and the printed value reads back as itself.
CGSuite's printed values of 160 random texts are checked in tests/test_algebra_cgsuite.py.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import Game, LoopyGame, ParseError, parse
from cgt.loopy import LoopyGraph, loopy_value
from cgt.loopy.reading import parse_loopy
from tests.oracle import loopy as play
from tests.oracle.pointer_texts import pointer_text


@st.composite
def pointer_texts(draw: st.DrawFn) -> tuple[str, tuple]:
    return pointer_text(lambda lo, hi: draw(st.integers(lo, hi)))


def _same(a: object, b: object) -> bool:
    """One value: a short game is its canonical form (interned), a loopy value compares by
    value."""
    if isinstance(a, Game) or isinstance(b, Game):
        return a is b
    return isinstance(a, LoopyGame) and a == b


@settings(max_examples=300, deadline=None)
@given(pointer_texts())
def test_pointer_texts_read_as_the_value_of_their_graph(case: tuple[str, tuple]) -> None:
    text, (left, right, start) = case
    v = parse(text)
    graph = LoopyGraph(left=left, right=right, start=start)
    assert _same(v, loopy_value(graph))
    assert _same(v, parse_loopy(text))  # parse gives the loopy reader's answer, short or not
    # its outcome is the outcome of play on the graph (who wins, or a draw, for each player
    # moving first)
    first = play.outcome(left, right, start)
    o = v.outcome()
    if isinstance(v, LoopyGame):
        assert (o.left_first, o.right_first) == first
    else:
        short = {("L", "L"): "L", ("R", "R"): "R", ("L", "R"): "N", ("R", "L"): "P"}
        assert str(o) == short[first]
    # read back: parse(str(parse(t))) is parse(t)
    assert _same(parse(str(v)), v)


@pytest.mark.parametrize(
    ("text", "printed"),
    [
        # the texts: CGSuite prints *, 0, 0, 1
        ("a{0|{*|a}}", "*"), ("a{*|}", "0"), ("a{|}", "0"), ("a{0,{|a}|}", "1"),
        # a name that never recurs, a name before inner braces, sums of pointers (CGSuite)
        ("x{0|}", "1"), ("{a{|}|}", "1"), ("{a{|}|a{|}}", "*"), ("-a{0|}", "-1"),
        ("a{0|}:1", "2"), ("a{0|a}+b{0|}", "1over"),
        # a position's name hides a value's name inside its braces (CGSuite: over)
        ("on{0|on}", "over"), ("upon{0|upon}", "over"), ("Tiny{0|Tiny}", "over"),
        ("a{0|on}", "1"),
    ],
)
def test_pointer_texts_cgsuite_reads(text: str, printed: str) -> None:
    # CGSuite 2.2 (e909ab8b), 2026-11-29: cgs 'a{0|{*|a}}' … prints these
    assert str(parse(text)) == printed
    assert _same(parse(printed), parse(text))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        # CGSuite: "Duplicate var: `a`" and "Syntax error."
        ("a{|a{|}}", "'a' already names an enclosing position"),
        ("a{0|b{a|a{|}}}", "'a' already names an enclosing position"),
        ("pass{0|}", "'pass' is a move, not a name for a position"),
        ("a{0|{b{a|}|b}}", "unknown name 'a'"),  # b outside its braces (CGSuite fails too)
    ],
)
def test_pointer_texts_cgsuite_refuses(text: str, message: str) -> None:
    with pytest.raises(ParseError, match=message):
        parse(text)
