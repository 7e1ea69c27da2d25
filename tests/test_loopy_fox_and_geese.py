"""Fox and Geese (Winning Ways ch. 20): moves and outcomes with draws against a twin written
from the rules (tests/oracle/rulesets.py) and the bounded-win twin of tests/oracle/loopy.py;
outcomes of the positions whose values CGSuite's own tests give (GameGridTest.scala)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import FoxAndGeese, InvalidArgument, InvalidGame, NotShortGame
from cgt.loopy import LoopyOutcome, explore
from tests.oracle import loopy as loopy_oracle
from tests.oracle import rulesets as oracle


@st.composite
def positions(draw: st.DrawFn) -> tuple[list, tuple, int, int]:
    """Up to three geese and a fox on a narrow board, at most four rows high."""
    width = draw(st.integers(2, 4))
    squares = [(r, c) for r in range(1, 5) for c in range(1, width + 1) if (r + c) % 2 == 0]
    chosen = draw(st.lists(st.sampled_from(squares), min_size=2, max_size=4, unique=True))
    return chosen[1:], chosen[0], width, draw(st.integers(1, 2))


def _twin_outcome(geese: list, fox: tuple, width: int, fox_range: int) -> LoopyOutcome:
    moves = oracle.fox_and_geese(width, fox_range)
    graph, _ = explore(moves.start(geese, fox), lambda p: moves(p)[0], lambda p: moves(p)[1])
    return LoopyOutcome(*loopy_oracle.outcome(graph.left, graph.right, graph.start))


@settings(max_examples=150, deadline=None)
@given(positions())
def test_moves_follow_the_rules(pos: tuple) -> None:
    geese, fox, width, fox_range = pos
    p = FoxAndGeese(geese, fox, width=width, fox_range=fox_range)
    moves = oracle.fox_and_geese(width, fox_range)
    lefts, rights = moves((frozenset(geese), fox))

    def key(q: object) -> object:
        return "off" if q == "off" else (sorted(q[0]), q[1])  # type: ignore[index]

    def ours(qs: list) -> list:
        return sorted((key("off" if q.escaped() else (frozenset(q.geese), q.fox)) for q in qs),
                      key=repr)

    assert ours(p.left_moves()) == sorted(map(key, lefts), key=repr)
    assert ours(p.right_moves()) == sorted(map(key, rights), key=repr)


@settings(max_examples=100, deadline=None)
@given(positions())
def test_outcomes_agree_with_the_twin(pos: tuple) -> None:
    geese, fox, width, fox_range = pos
    got = FoxAndGeese(geese, fox, width=width, fox_range=fox_range).outcome()
    expected = _twin_outcome(geese, fox, width, fox_range)
    assert (got if isinstance(got, LoopyOutcome) else LoopyOutcome.from_outcome(got)) == expected


# CGSuite's GameGridTest.scala gives these values; each is positive (Left wins whoever starts):
# {4*|7/2}; the values table of geese (3,1),(3,3),(3,5),(3,7): 2over, 2, 3*, 4over on row 2
# and {6|2over}, {2over|2}, {4|3||2}, {4over|3*} on row 1; the Ceylonese {9||4v[on]*|…||5/2};
# width 10, fox at (1,9): {6over|5*}.
CGSUITE_POSITIVE = [
    ([(4, 2), (4, 4), (4, 6), (4, 8)], (1, 1), 8, 1),
    ([(4, 2), (4, 4), (4, 6), (4, 8)], (1, 1), 8, 2),
    ([(3, 1), (3, 3), (3, 5), (3, 7), (3, 9)], (1, 9), 10, 1),
    *[([(3, 1), (3, 3), (3, 5), (3, 7)], fox, 8, 1)
      for fox in [(2, 2), (2, 4), (2, 6), (2, 8), (1, 1), (1, 3), (1, 5), (1, 7)]],
]


@pytest.mark.parametrize(("geese", "fox", "width", "fox_range"), CGSUITE_POSITIVE)
def test_cgsuite_positions_are_wins_for_the_geese(geese, fox, width, fox_range) -> None:  # type: ignore[no-untyped-def]
    assert str(FoxAndGeese(geese, fox, width=width, fox_range=fox_range).outcome()) == "L"


def test_loopy_positions_refuse_short_questions_and_bad_squares_are_refused() -> None:
    p = FoxAndGeese([(4, 2), (4, 4)], (1, 1))
    for ask in (p.canonical, p.game, p.misere_outcome):
        with pytest.raises(NotShortGame, match=r"game_value\(\)"):
            ask()
    with pytest.raises(InvalidGame):
        FoxAndGeese([(3, 1), (3, 3)], (1, 6))  # row + col odd: a square not played on
    with pytest.raises(InvalidGame):
        FoxAndGeese([(3, 1), (2, 5)], (1, 1))
    with pytest.raises(InvalidGame):
        FoxAndGeese([(3, 1)], (3, 1))  # the fox on a goose
    # The fox in the corner has no move: Right moving first loses; Left moving first must
    # free it (her only move, to (1, 3)), then the fox runs and the geese are stuck on row 1.
    assert str(FoxAndGeese([(2, 2)], (1, 1)).outcome()) == "P"


# CGSuite's GameGridTest.scala, FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)}): the value
# with the fox on each free square of rows 2 and 1.
TABLE_GEESE = [(3, 1), (3, 3), (3, 5), (3, 7)]
TABLE = {
    (2, 2): "2over", (2, 4): "2", (2, 6): "3*", (2, 8): "4over",
    (1, 1): "{6|2over}", (1, 3): "{2over|2}", (1, 5): "{4|3||2}", (1, 7): "{4over|3*}",
}


@pytest.mark.parametrize("fox", [(2, 4), (1, 3)])
def test_values_from_cgsuite_values_table(fox: tuple) -> None:
    p = FoxAndGeese(TABLE_GEESE, fox)
    v = p.game_value()
    assert str(v) == TABLE[fox]
    assert str(v.outcome()) == str(p.outcome())


@pytest.mark.parametrize("fox", sorted(TABLE))
def test_the_whole_cgsuite_values_table(fox: tuple) -> None:
    assert str(FoxAndGeese(TABLE_GEESE, fox).game_value()) == TABLE[fox]


#: CGSuite's GameGridTest.scala (lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala in
#: aaron-siegel/cgsuite): FoxAndGeese, GenFoxAndGeese(boardWidth => 10), CeyloneseFoxAndGeese.
GRID = [
    ([(4, 2), (4, 4), (4, 6), (4, 8)], (1, 1), 8, 1, "{4*|7/2}"),
    pytest.param([(3, 1), (3, 3), (3, 5), (3, 7), (3, 9)], (1, 9), 10, 1, "{6over|5*}",
                 marks=pytest.mark.exhaustive),
    pytest.param([(4, 2), (4, 4), (4, 6), (4, 8)], (1, 1), 8, 2,
                 "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}", marks=pytest.mark.exhaustive),
]


@pytest.mark.parametrize(("geese", "fox", "width", "fox_range", "value"), GRID)
def test_cgsuite_game_grid_values(geese, fox, width, fox_range, value) -> None:  # type: ignore[no-untyped-def]
    # games of 5,000 to 7,000 positions, simplified a component at a time
    p = FoxAndGeese(geese, fox, width=width, fox_range=fox_range)
    v = p.game_value()
    assert str(v) == value
    assert v.outcome() == p.outcome()


def test_the_schema_and_the_ceylonese_variant() -> None:
    # CGSuite's GenFoxAndGeese(width, foxRange): one position class per parameters, whose
    # positions are FoxAndGeese's with those defaults
    from cgt.rulesets.fox_and_geese import CeyloneseFoxAndGeese, GenFoxAndGeese

    assert GenFoxAndGeese() is FoxAndGeese and GenFoxAndGeese(8, 2) is CeyloneseFoxAndGeese
    assert GenFoxAndGeese(4, 2) is GenFoxAndGeese(width=4, fox_range=2)
    R = GenFoxAndGeese(4, 2)
    for geese, fox in [([(3, 1), (3, 3)], (1, 1)), ([(3, 1), (3, 3)], (2, 2)), ([(4, 2)], (1, 3))]:
        p, q = R(geese, fox), FoxAndGeese(geese, fox, width=4, fox_range=2)
        assert str(p.game_value()) == str(q.game_value()) and str(p.outcome()) == str(q.outcome())
        assert [m.state for m in p.right_moves()] == [m.state for m in q.right_moves()]
        assert all(type(m) is R for m in p.left_moves() + p.right_moves())
    assert str(CeyloneseFoxAndGeese([(3, 1)], (1, 1))) == "CeyloneseFoxAndGeese([(3, 1)], (1, 1))"
    with pytest.raises(InvalidArgument):
        GenFoxAndGeese(0)
