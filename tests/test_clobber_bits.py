"""The bit-board evaluator of Clobber-like rules (cgt/rulesets/clobber_bits.py), the fast path
of ``canonical()`` for the rules where a stone steps onto a stone and leaves an empty cell:
its values are those of the plain search on positions (``Ruleset.canonical``: the class's
moves, parts and symmetries on strings), on random rules and boards, on boards too big for a
word (split into parts on strings first), and in either order of computing."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import SearchBoundExceeded
from cgt.rulesets.base import Ruleset
from cgt.rulesets.clobber import (
    AntiClobber,
    Clobber,
    GenClobber,
    GenClobberPosition,
    HotClobber,
    Kings,
    Knights,
    Queens,
    Rooks,
)

STEPS = [(r, c) for r in range(-2, 3) for c in range(-2, 3) if (r, c) != (0, 0)]

#: Rules the evaluator serves: one step, onto stones, an empty cell left behind.
fast_rules = st.tuples(
    st.one_of(
        st.sampled_from(["orthogonal", "diagonal", "all", "knight"]),
        st.lists(st.sampled_from(STEPS), min_size=1, max_size=4, unique=True),
    ),
    st.sampled_from(["o", "x", "xo"]),
    st.sampled_from(["x", "o", "xo"]),
)


def _cls(rule: tuple) -> type[GenClobberPosition]:
    directions, left, right = rule
    return GenClobber(directions=directions, clobbered={"left": left, "right": right})


@st.composite
def boards(draw: st.DrawFn, max_h: int = 4, max_w: int = 5, max_stones: int = 10) -> str:
    h, w = draw(st.integers(1, max_h)), draw(st.integers(1, max_w))
    # stones more often than empty cells: bigger parts; at most max_stones of them, since the
    # plain search of a board full of stones under "all" directions takes minutes
    cells = draw(st.lists(st.sampled_from("xxoo."), min_size=h * w, max_size=h * w))
    stones = [i for i, c in enumerate(cells) if c != "."]
    for i in stones[max_stones:]:
        cells[i] = "."
    return "|".join("".join(cells[r * w : (r + 1) * w]) for r in range(h))


def _plain(p: GenClobberPosition) -> object:
    """The plain search: the base class's canonical() (its own tables, strings)."""
    return Ruleset.canonical(p)


def test_the_rules_served() -> None:
    for cls in (Clobber, HotClobber, Kings, Knights, GenClobber(directions=[(0, 1)])):
        assert cls._EVALUATOR is not None
    for cls in (AntiClobber, Rooks, Queens, GenClobber(left_behind={"left": "x", "right": "."})):
        assert cls._EVALUATOR is None


@settings(max_examples=50, deadline=None)
@given(fast_rules, boards())
def test_fast_path_is_the_plain_search(rule: tuple, board: str) -> None:
    cls = _cls(rule)
    p = cls(board)
    assert p.canonical() is _plain(p), (cls, board)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([Clobber, Kings, HotClobber, Knights]), boards(3, 3, max_stones=7))
def test_fast_path_first_or_second(cls: type[GenClobberPosition], board: str) -> None:
    # the fast path's table filled by a bigger board first, then this one, and the reverse
    # (3 x 3 with 7 stones at most, so the bigger board has at most 10)
    p = cls(board)
    bigger = cls(board + "|" + board.split("|")[0][::-1])
    plain = _plain(p)
    assert bigger.canonical() is _plain(bigger)
    assert p.canonical() is plain


@pytest.mark.parametrize(
    ("cls", "board"),
    [
        (Clobber, "xo......|........|........|.....xox|........|ox......"),  # 48 cells
        (Kings, "xo.......|.........|.........|....x....|.....o...|.........|xox......"),
        (Clobber, "xoxoxox.|........|oxoxoxo."),  # 24 cells of stones apart
    ],
)
def test_boards_bigger_than_a_word(cls: type[GenClobberPosition], board: str) -> None:
    p = cls(board)
    assert p.canonical() is _plain(p)


def test_known_values() -> None:
    # the doctests' boards
    assert str(Clobber("xoxo|oxox").canonical()) == "*"
    assert str(Clobber("xox|ox.").canonical()) == "{^^*|*,v}"
    assert str(Kings("xox|ox.").canonical()) == "{^^*|*,v[2]}"
    assert str(GenClobber(directions="diagonal")("xoxo|oox.|xxx.").canonical()) == "{0,v*|vv}"
    assert str(Clobber("...").canonical()) == "0" and str(Clobber("xx|oo").canonical()) == "0"


def test_the_search_bound_counts_positions() -> None:
    rule = GenClobber(directions=[(1, 1), (0, 1), (1, 0)])  # a rule no other test uses
    with pytest.raises(SearchBoundExceeded):
        rule("xoxo|oxox|xoxo").canonical(max_positions=5)
    assert rule("xoxo|oxox|xoxo").canonical(max_positions=100_000) is _plain(rule("xoxo|oxox|xoxo"))
