"""The bit-board evaluator of Amazons (cgt/rulesets/amazons_bits.py), the fast path of
``Amazons.canonical()``: its values are those of the plain search on positions
(``Ruleset.canonical``: the class's moves, regions and symmetries on strings), on random
boards, on boards too big for a word (split into regions on strings first), and in either
order of computing."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import SearchBoundExceeded
from cgt.rulesets import Amazons
from cgt.rulesets.base import Ruleset


@st.composite
def boards(draw: st.DrawFn, max_h: int = 2, max_w: int = 4) -> str:
    h, w = draw(st.integers(1, max_h)), draw(st.integers(1, max_w))
    # a few amazons and burnt cells among the empty ones
    cells = draw(st.lists(st.sampled_from("....xo#"), min_size=h * w, max_size=h * w))
    return "|".join("".join(cells[r * w : (r + 1) * w]) for r in range(h))


def _plain(p: Amazons) -> object:
    """The plain search: the base class's canonical() (its own tables, strings)."""
    return Ruleset.canonical(p)


@settings(max_examples=150, deadline=None)
@given(boards())
def test_fast_path_is_the_plain_search(board: str) -> None:
    p = Amazons(board)
    assert p.canonical() is _plain(p), board


@settings(max_examples=40, deadline=None)
@given(boards(2, 2))
def test_fast_path_first_or_second(board: str) -> None:
    # the fast path's table filled by a bigger board first, then this one
    p = Amazons(board)
    bigger = Amazons(board + "|" + board.split("|")[0][::-1])
    plain = _plain(p)
    assert bigger.canonical() is _plain(bigger)
    assert p.canonical() is plain


@pytest.mark.parametrize(
    "board",
    [
        "x..####|##o####|#######|.x.o###|#######",  # 35 cells, regions that fit a word
        "x...o.|######|o.#...|######",  # regions of 6 cells and 2
        "x...#|o...#|#####|...xo",
    ],
)
def test_boards_bigger_than_a_word(board: str) -> None:
    p = Amazons(board)
    assert p.canonical() is _plain(p)


def test_known_values() -> None:
    # the doctests' and CGSuite's boards (tests/test_rulesets.py has more)
    assert str(Amazons("x..|..o").canonical()) == "+-{1,{2|0}}"
    assert str(Amazons("x.#|..o").canonical()) == "{2|-1/2,{*|-1}}"
    assert str(Amazons("x...|o...").canonical()) == (
        "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}"
    )
    assert str(Amazons("....|.##.").canonical()) == "0" and str(Amazons("xo").canonical()) == "0"


def test_the_search_bound_counts_positions() -> None:
    board = "x#..#|.o.#."  # no other test uses it
    with pytest.raises(SearchBoundExceeded):
        Amazons(board).canonical(max_positions=3)
    assert Amazons(board).canonical(max_positions=100_000) is _plain(Amazons(board))
