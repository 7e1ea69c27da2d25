"""Rulesets whose positions can repeat: Backsliding Toads and Frogs' moves against a twin
written from the rules (Winning Ways ch. 11; CGSuite's GenToadsAndFrogs with minSlide -1),
outcomes with draws against the bounded-win twin on the twin's own graph, and the cycle that
canonical() detects instead of recursing for ever."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import Game, NotShortGame, NotSupported, Ruleset, ToadsAndFrogs
from cgt.loopy import LoopyOutcome, explore
from cgt.rulesets import BackslidingToadsAndFrogs
from tests.oracle import loopy as loopy_oracle
from tests.oracle import rulesets as oracle

strips = st.text(alphabet="tf.", min_size=1, max_size=7)


@settings(max_examples=200)
@given(strips)
def test_backsliding_moves_follow_the_rules(s: str) -> None:
    p = BackslidingToadsAndFrogs(s)
    lefts, rights = oracle.backsliding_toads_and_frogs(s)
    assert sorted(map(str, p.left_moves())) == sorted(lefts)
    assert sorted(map(str, p.right_moves())) == sorted(rights)


@settings(max_examples=100, deadline=None)
@given(strips)
def test_backsliding_outcomes_agree_with_the_twin(s: str) -> None:
    graph, _ = explore(
        s, lambda q: oracle.backsliding_toads_and_frogs(q)[0],
        lambda q: oracle.backsliding_toads_and_frogs(q)[1],
    )
    expected = LoopyOutcome(*loopy_oracle.outcome(graph.left, graph.right, graph.start))
    got = BackslidingToadsAndFrogs(s).outcome()
    if isinstance(got, LoopyOutcome):
        assert got == expected
    else:  # no position repeats: a short game, with a short outcome
        assert not graph.is_cyclic() and LoopyOutcome.from_outcome(got) == expected


def test_negation_swaps_the_outcome() -> None:
    for s in ["t.f", "tt..f", ".t.f.", "t..ff"]:
        p = BackslidingToadsAndFrogs(s)
        q = BackslidingToadsAndFrogs(p._swapped())
        assert q.outcome() == p.outcome().conjugate()


def test_canonical_of_a_loopy_position_names_game_value() -> None:
    p = BackslidingToadsAndFrogs("ttt..fff")
    for ask in (p.canonical, p.game, p.misere_outcome):
        with pytest.raises(NotShortGame, match=r"game_value\(\)"):
            ask()
    assert issubclass(NotShortGame, NotSupported)
    # a whole board of repeating play: the winner is still told, with draws
    assert str(p.outcome()) == "D"  # each side can shuffle back and forth for ever


@dataclass(frozen=True)
class Counter(Ruleset):
    """Left adds one modulo ``n``; Right has no move: a cycle of ``n`` positions (it is ``on``)."""

    k: int
    n: int

    def left_moves(self) -> list[Counter]:
        return [Counter((self.k + 1) % self.n, self.n)]

    def right_moves(self) -> list[Counter]:
        return []


def test_a_long_cycle_is_detected_not_recursed() -> None:
    p = Counter(1, 5000)
    for ask in (p.canonical, p.game, p.misere_outcome):
        with pytest.raises(NotShortGame):
            ask()
    # Left always has a move and Right never has one: Left wins whoever starts.
    assert str(p.outcome()) == "L"


@settings(max_examples=40, deadline=None)
@given(st.text(alphabet="tf.", min_size=1, max_size=6))
def test_short_rulesets_give_their_canonical_form(s: str) -> None:
    p = ToadsAndFrogs(s)
    v = p.game_value()
    assert isinstance(v, Game) and v is p.canonical()
    assert p.outcome() is v.outcome()


def test_values_of_small_backsliding_positions_have_the_outcome_of_play() -> None:
    # every strip of up to 4 cells: the algebra's outcome of game_value() against the
    # retrograde outcome of the position's graph
    for n in range(1, 5):
        for cells in itertools.product("tf.", repeat=n):
            p = BackslidingToadsAndFrogs("".join(cells))
            v = p.game_value()
            assert str(v.outcome()) == str(p.outcome()), p


def test_game_value_of_a_loopy_user_ruleset() -> None:
    # Left's counter cycles and Right never moves: on (Winning Ways ch. 11)
    assert str(Counter(0, 7).game_value()) == "on"


def test_the_issue_target_cgsuite_game_strip_test() -> None:
    # CGSuite's GameStripTest.scala (lib/core/src/test/scala/org/cgsuite/lang/ in
    # aaron-siegel/cgsuite): BackslidingToadsAndFrogs("ttt..fff").GameValue
    v = BackslidingToadsAndFrogs("ttt..fff").game_value()
    assert str(v) == "{on||0|-1/2} & {1/2|0||off}"
    assert str(v.outcome()) == str(BackslidingToadsAndFrogs("ttt..fff").outcome()) == "D"
