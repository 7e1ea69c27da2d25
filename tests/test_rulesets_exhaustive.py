"""Whole boards against plain search (minutes; run with ``-m exhaustive``)."""

from __future__ import annotations

import pytest

from cgt.rulesets import Clobber, Domineering
from tests.oracle import rulesets as twin

pytestmark = pytest.mark.exhaustive


@pytest.mark.parametrize("board", ["....|....|....|....", "....|....|....|....|...."])
def test_domineering_boards_against_plain_search(board: str) -> None:
    # the benchmark's boards: components, symmetries and the transposition table change
    # nothing (CGSuite's 4×4 value is also checked in test_rulesets.py)
    assert Domineering(board).canonical() is twin.value(board, twin.domineering)


@pytest.mark.parametrize("board", ["xoxo|oxox|xoxo", "xoxox|oxoxo", "xoxo|oxox|xoxo|oxox"])
def test_clobber_boards_against_plain_search(board: str) -> None:
    # the 4×4 board is the benchmark's (CGSuite's Benchmark.scala); plain search takes minutes
    assert Clobber(board).canonical() is twin.value(board, twin.clobber)
