"""Winning moves against their brute-force twin (tests/oracle/moves.py): the options after
which the mover, second to play, wins — on random forms born by day 3, random sums of forms
and of ruleset positions, both players, normal and misère play."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import (
    InvalidArgument,
    InvalidGame,
    SearchBoundExceeded,
    hackenbush,
    nimber,
    parse,
    sum_of,
    winning_moves,
)
from cgt.rulesets import Amazons, Clobber, Domineering, Fission, Konane, ToadsAndFrogs
from tests.oracle import moves as twin
from tests.oracle import normal as o
from tests.oracle import rulesets as rules
from tests.strategies import DAY2, day3_forms, forms

PLAYERS = st.sampled_from(["left", "right"])


def _ids(gs: list) -> Counter:
    return Counter(id(g) for g in gs)


@settings(max_examples=150, deadline=None)
@given(forms, PLAYERS, st.booleans())
def test_forms_born_by_day_3(g, player, misere) -> None:  # noqa: ANN001
    got = winning_moves(g, player, misere=misere, explain=True)
    expected = twin.winning_options(g, player == "left", misere)
    assert _ids([m.option for m in got]) == _ids(expected)
    assert all(m.reason for m in got)


small = st.one_of(st.sampled_from(DAY2), day3_forms(max_options=2))


@settings(max_examples=80, deadline=None)
@given(st.lists(small, min_size=2, max_size=3), PLAYERS, st.booleans())
def test_sums_of_forms(parts, player, misere) -> None:  # noqa: ANN001
    g = sum_of(*parts)
    got = winning_moves(g, player, misere=misere, explain=True)
    expected = twin.winning_options(g, player == "left", misere)
    assert _ids([m.option for m in got]) == _ids(expected)
    for m in got:
        assert m.reason
        if g.is_sum:
            # the move names its component, and the option is that component replaced
            rest = list(g.components)
            rest.remove(m.component)
            assert m.option is sum_of(m.to, *rest)


def _grid(chars: str, h: int, w: int) -> st.SearchStrategy[str]:
    cells = st.lists(st.sampled_from(chars), min_size=h * w, max_size=h * w)
    return cells.map(lambda cs: "|".join("".join(cs[r * w : (r + 1) * w]) for r in range(h)))


@st.composite
def ruleset_positions(draw: st.DrawFn) -> tuple:
    kind = draw(st.integers(0, 5))
    h, w = draw(st.integers(1, 2)), draw(st.integers(1, 3))
    if kind == 0:
        text = draw(_grid("..#", h, w))
        return Domineering(text), text, rules.domineering
    if kind == 1:
        text = draw(_grid("xo.", h, w))
        return Clobber(text), text, rules.clobber
    if kind == 2:
        text = draw(st.text(alphabet="tf.", min_size=1, max_size=5))
        return ToadsAndFrogs(text), text, rules.toads_and_frogs
    cls, chars, moves = [
        (Amazons, "..xo#", rules.amazons),
        (Konane, ".xo#", rules.konane),
        (Fission, "..x#", rules.fission),
    ][kind - 3]
    text = draw(_grid(chars, h, w))
    return cls(text), text, moves


@settings(max_examples=60, deadline=None)
@given(st.lists(ruleset_positions(), min_size=2, max_size=3), PLAYERS, st.booleans())
def test_sums_of_ruleset_positions(parts, player, misere) -> None:  # noqa: ANN001
    positions = [p for p, _t, _m in parts]
    got = winning_moves(positions, player, misere=misere, explain=True)
    expected = twin.winning_sum_moves([(t, m) for _p, t, m in parts], player == "left", misere)
    assert sorted((m.index, str(m.to)) for m in got) == sorted(expected)
    for m in got:
        assert m.reason
        assert m.option[m.index] == m.to and m.component == positions[m.index]


@settings(max_examples=40, deadline=None)
@given(ruleset_positions(), PLAYERS, st.booleans())
def test_one_ruleset_position(part, player, misere) -> None:  # noqa: ANN001
    p, text, moves = part
    got = winning_moves(p, player, misere=misere, explain=True)
    lefts, rights = moves(text)
    left = player == "left"
    expected = [q for q in (lefts if left else rights)
                if twin.wins_second(twin.position_tree(q, moves), left, misere)]
    assert sorted(str(m.option) for m in got) == sorted(expected)
    assert got == [] or all(m.reason for m in got)


@pytest.mark.parametrize("spec", ["ee", "e(e;e)", "lr", "e(l;r)", "lre", "el", "ee(e;e)"])
@pytest.mark.parametrize("player", ["left", "right"])
@pytest.mark.parametrize("misere", [False, True])
def test_hackenbush_positions(spec: str, player: str, misere: bool) -> None:
    p = hackenbush(spec)
    got = p.winning_moves(player, misere=misere, explain=True)
    opts = p.left_options() if player == "left" else p.right_options()
    expected = [q for q in opts if twin.wins_second(o.tree(q.game()), player == "left", misere)]
    assert sorted(map(repr, (m.option for m in got))) == sorted(map(repr, expected))
    assert all(m.reason for m in got)


def test_reasons_name_the_theory() -> None:
    # normal play: the value left; misère nim: Bouton's theorem; sprigs: MMN
    (m,) = parse("{1|-1} + {2|-2}").winning_moves("left", explain=True)
    assert m.reason == "moves to {3|1} > 0, a win for Left moving second"
    assert m.component is parse("{2|-2}")
    (m,) = winning_moves(nimber(2) + nimber(3), "left", misere=True, explain=True)
    assert "Bouton" in m.reason and str(m.outcome) == "P"
    ms = winning_moves(parse("*:1 + *:-1/2 + *:1/2"), "left", misere=True, explain=True)
    assert ms and all("MMN" in m.reason for m in ms)
    assert winning_moves(parse("{1|-1}"), "right", explain=True)[0].reason == (
        "moves to -1 < 0, a win for Right moving second"
    )


def test_nothing_wins_and_bad_input() -> None:
    assert winning_moves(parse("0"), "left") == [] and winning_moves([], "right") == []
    assert parse("{1|}").winning_moves("right") == []
    with pytest.raises(InvalidGame, match="player"):
        winning_moves(parse("*"), "up")
    with pytest.raises(InvalidArgument, match="not int"):  # no game: an argument's error
        winning_moves(3, "left")


def test_a_long_misere_search_takes_a_bound() -> None:
    g = sum_of(*[parse("{^|v*}"), parse("{*2|^^}"), parse("{1|{*|-1}}"), parse("{^*|0,*}")])
    with pytest.raises(SearchBoundExceeded, match="max_positions"):
        winning_moves(g, "left", misere=True, max_positions=3)


def test_moves_print_as_a_researcher_reads_them() -> None:
    """A list of moves shows who moves and to what (issue 36, part 8), not the record's fields."""
    from cgt import Clobber, parse

    got = parse("{0,*|1}").winning_moves("left")
    assert repr(got) == "[Left → 0]"
    got = parse("{1|-1} + {2|-2}").winning_moves("right")
    assert repr(got) == "[Right: +-2 → -2 in +-1 + +-2]" and str(got[0]) == "+-2 → -2 in +-1 + +-2"
    got = parse("{1|-1} + ^").winning_moves("left", explain=True)
    assert repr(got) == "[Left: +-1 → 1 in ^ + +-1: moves to 1^ > 0, a win for Left moving second]"
    assert repr(winning_moves([parse("{1|-1}"), parse("*")], "left")) == "[Left: +-1 → 1 in #0]"
    assert repr(Clobber("xo").winning_moves("left")) == "[Left → .x]"  # the position after it
    assert repr(parse("*2 + *3").winning_moves("left", misere=True)) == "[Left: *3 → *2 in *2 + *3]"
