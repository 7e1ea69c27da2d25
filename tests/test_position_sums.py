"""Sums of ruleset positions (``p + q``) and their tree pictures (issue 37): every answer
against the oracle's literal sum of the parts' game trees (tests/oracle/normal.py), searched
from the definitions."""

from __future__ import annotations

import pytest

from cgt.errors import InvalidArgument
from cgt.rulesets import Clobber, Domineering, ToadsAndFrogs
from cgt.rulesets.base import PositionSum
from cgt.tree_picture import tree_svg
from tests.oracle import normal as o

PARTS = [
    Domineering("..|.."),
    Domineering("..."),
    Clobber("xo"),
    Clobber("xox"),
    ToadsAndFrogs("t.f"),
    ToadsAndFrogs("t..f"),
]
PAIRS = [(a, b) for i, a in enumerate(PARTS) for b in PARTS[i:]]


def _tree(*parts: object) -> o.Tree:
    t = o.ZERO
    for p in parts:
        t = o.add(t, o.tree(p.game()))  # type: ignore[attr-defined]
    return t


@pytest.mark.parametrize(("a", "b"), PAIRS, ids=lambda p: repr(p))
def test_a_sum_of_positions_answers_as_the_sum(a: object, b: object) -> None:
    s = a + b  # type: ignore[operator]
    assert isinstance(s, PositionSum) and s.parts == (a, b)
    t = _tree(a, b)
    assert str(s.outcome()) == o.outcome(t)
    assert str(s.misere_outcome()) == o.outcome(t, misere=True)
    # the canonical form is the value of the literal sum: equal, both ways, by the oracle
    c = o.tree(s.canonical())
    assert o.le(c, t) and o.le(t, c)
    for player, better in (
        ("left", lambda v: o.le(o.ZERO, v)),
        ("right", lambda v: o.le(v, o.ZERO)),
    ):
        # a winning move leaves a position the mover wins moving second
        expected = {
            m
            for m in (s.left_moves() if player == "left" else s.right_moves())
            if better(_tree(*m.parts))
        }
        got = {m.option for m in s.winning_moves(player)}
        assert got == expected, (s, player)


def test_sums_flatten_and_ignore_order() -> None:
    a, b, c = PARTS[0], PARTS[2], PARTS[4]
    assert ((a + b) + c).parts == (a, b, c) == (a + (b + c)).parts
    assert a + b + c == c + a + b and hash(a + b + c) == hash(c + a + b)
    assert str(a + b) == f"{a} + {b}"


def test_a_sum_takes_positions_only() -> None:
    with pytest.raises(TypeError):
        PARTS[0] + 1  # type: ignore[operator]
    with pytest.raises(InvalidArgument, match="ruleset positions"):
        PositionSum(PARTS[0], 1)  # type: ignore[arg-type]


def test_positions_draw_their_game_tree() -> None:
    for p in (Domineering("..|.."), PARTS[2] + PARTS[4]):
        assert p.tree_svg() == tree_svg(p.game())
        assert p.tree_svg(2, canonical=True) == tree_svg(p.game(), 2, canonical=True)


def test_draw_tree_is_the_tree_of_the_game() -> None:
    pytest.importorskip("matplotlib")
    fig = Domineering("..|..").draw_tree()
    assert fig is not None
