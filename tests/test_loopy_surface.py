"""Loopy games everywhere a game goes (issue 37, item 1): ``cgt eval`` and ``cgt moves`` on loopy
values and loopy ruleset positions, winning and drawing moves against a brute-force twin (the
bounded-win retrograde of tests/oracle/loopy.py, on the game graph itself), notation strings
that read as loopy values reaching the functions that take a game, and one outcome type for
every loopy position.

Expected outcomes come from the definition (the twin on an explicit game graph), never from
cgt's loopy algebra."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import (
    NORMAL,
    D,
    NotShortGame,
    NotSupported,
    Ruleset,
    outcome,
    parse,
    temperature,
    thermograph,
)
from cgt.cli import main
from cgt.loopy import LoopyGraph, LoopyOutcome, explore
from cgt.moves import winning_moves
from cgt.rulesets import BackslidingToadsAndFrogs, FoxAndGeese
from tests.oracle import loopy as oracle

# The graphs of the classical loopy games, written from their definitions (Winning Ways ch. 11).
ON = LoopyGraph(left=((0,),), right=((),))  # on = {pass|}
DUD = LoopyGraph(left=((0,),), right=((0,),))  # dud = {pass|pass}
UPON = LoopyGraph(left=((0,), (2,), ()), right=((1,), (2,), ()))  # upon = {pass|*}
OVER = LoopyGraph(left=((1,), ()), right=((0,), ()))  # over = {0|pass}


def twin(g: LoopyGraph, v: int | None = None) -> LoopyOutcome:
    """The outcome of play from ``v`` (the start by default), straight from the definition."""
    return LoopyOutcome(*oracle.outcome(g.left, g.right, g.start if v is None else v))


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    out = capsys.readouterr()
    return code, out.out, out.err


def rows(out: str) -> dict[str, str]:
    """``cgt eval``'s rows: label (the first 15 columns) -> text."""
    return {line[:15].strip(): line[16:] for line in out.splitlines()}


# ============================================================================ cgt eval
@pytest.mark.parametrize(
    ("text", "graph", "value"),
    [("on", ON, "on"), ("{pass|*}", UPON, "^[on]"), ("a{0|a}", OVER, "over"), ("dud", DUD, "dud")],
)
def test_eval_prints_a_loopy_value_its_outcome_with_draws_and_exits_0(
    text: str, graph: LoopyGraph, value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(["eval", text], capsys)
    assert code == 0, err
    r = rows(out)
    assert r["expression"] == text and r["value"] == value
    assert r["outcome"].split()[0] == str(twin(graph))
    assert "does not apply to loopy games" in r["misère play"]
    assert "birthday" not in r and "canonical form" not in r


def test_eval_prints_the_sides_of_a_value_that_is_no_stopper(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # dud = on & off (Siegel VI.5): its onside is on, its offside off; a stopper shows no sides
    code, out, _ = run(["eval", "dud"], capsys)
    r = rows(out)
    assert code == 0 and r["onside"] == "on" and r["offside"] == "off"
    _, out, _ = run(["eval", "on"], capsys)
    assert "onside" not in rows(out)


def test_eval_mod_a_universe_says_misere_does_not_apply(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["eval", "--mod", "D", "over"], capsys)
    assert code == 0
    assert "does not apply to loopy games" in rows(out)["mod D"]


# ============================================================================ winning moves
def _expected(g: LoopyGraph, player: str) -> list[tuple[int, str]]:
    """(vertex, kind) of each move of ``player`` from the start that wins or draws, from the
    twin: Left's move to w wins when Left wins w with Right to move, draws when that is a draw."""
    left = player == "left"
    out = []
    for w in dict.fromkeys(g.left[g.start] if left else g.right[g.start]):
        result = twin(g, w).right_first if left else twin(g, w).left_first
        if result == ("L" if left else "R"):
            out.append((w, "win"))
        elif result == "D":
            out.append((w, "draw"))
    return out


@dataclass(frozen=True)
class Vertex(Ruleset):
    """A ruleset whose positions are the vertices of one game graph (a loopy ruleset)."""

    graph: LoopyGraph
    v: int
    LOOPY = True

    def left_moves(self) -> list[Vertex]:
        return [Vertex(self.graph, w) for w in self.graph.left[self.v]]

    def right_moves(self) -> list[Vertex]:
        return [Vertex(self.graph, w) for w in self.graph.right[self.v]]


@st.composite
def graphs(draw: st.DrawFn, max_vertices: int = 5) -> LoopyGraph:
    n = draw(st.integers(1, max_vertices))
    edges = st.lists(st.integers(0, n - 1), max_size=3, unique=True).map(tuple)
    left = tuple(draw(edges) for _ in range(n))
    right = tuple(draw(edges) for _ in range(n))
    return LoopyGraph(left=left, right=right, start=draw(st.integers(0, n - 1)))


@settings(max_examples=150, deadline=None)
@given(graphs(), st.sampled_from(["left", "right"]))
def test_moves_of_a_loopy_position_against_the_twin(g: LoopyGraph, player: str) -> None:
    p = Vertex(g, g.start)
    found = [(m.option.v, m.kind) for m in winning_moves(p, player, explain=True)]
    assert sorted(found) == sorted(_expected(g, player))
    assert isinstance(p.outcome(), LoopyOutcome) and p.outcome() == twin(g)


def _value_twin(text: str, player: str) -> tuple[bool, bool]:
    """(a winning move exists, a move that does not lose exists), from the twin on the value's
    own game graph: Left has a winning move iff she wins moving first, a move that does not
    lose iff she does not lose moving first."""
    from cgt.loopy.value import rep_graph

    o = twin(rep_graph(parse(text)))
    r = o.left_first if player == "left" else o.right_first
    me = "L" if player == "left" else "R"
    return r == me, r in (me, "D")


@pytest.mark.parametrize("text", ["on", "off", "{pass|*}", "a{0|a}", "dud", "a{0,a|a}", "on+off"])
@pytest.mark.parametrize("player", ["left", "right"])
def test_moves_of_loopy_values_win_or_draw_as_play_from_the_value_does(
    text: str, player: str
) -> None:
    moves = winning_moves(parse(text), player, explain=True)
    wins, survives = _value_twin(text, player)
    assert any(m.kind == "win" for m in moves) == wins
    assert bool(moves) == survives
    for m in moves:
        after = m.outcome.right_first if player == "left" else m.outcome.left_first
        assert after == {"win": "L" if player == "left" else "R", "draw": "D"}[m.kind]
        assert m.kind in m.reason or (m.kind == "win" and "a win for" in m.reason)


def test_moves_on_the_classical_values() -> None:
    # on = {on|}: Left passes, and Right, with no move, loses
    (m,) = winning_moves(parse("on"), "left")
    assert m.kind == "win" and str(m.option) == "on"
    assert winning_moves(parse("on"), "right") == []
    # dud = {dud|dud}: each player's only move leaves a draw
    (m,) = winning_moves(parse("dud"), "right")
    assert m.kind == "draw" and "[draw]" in repr(m)


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="tf.", min_size=1, max_size=5), st.sampled_from(["left", "right"]))
def test_moves_of_backsliding_toads_and_frogs_against_the_twin(s: str, player: str) -> None:
    p = BackslidingToadsAndFrogs(s)
    g, positions = explore(p, lambda q: q.left_moves(), lambda q: q.right_moves())
    found = sorted((str(m.option), m.kind) for m in winning_moves(p, player))
    assert found == sorted((str(positions[w]), k) for w, k in _expected(g, player))


def test_cgt_moves_marks_wins_and_draws(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["moves", "dud"], capsys)
    assert code == 0, err
    assert "1 drawing move" in out and "draw" in out.splitlines()[2]
    code, out, err = run(["moves", "on"], capsys)
    assert code == 0, err
    assert "Left      1 winning move" in out and " win " in out.splitlines()[2]
    code, out, err = run(["moves", "--ruleset", "BackslidingToadsAndFrogs", ".t."], capsys)
    assert code == 0, err
    assert out.count(" win  ") == 2  # Left steps either way; Right, with no move, loses


def test_misere_moves_of_a_loopy_game_are_a_typed_refusal(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(NotSupported, match="loopy"):
        winning_moves(parse("on"), "left", misere=True)
    code, _, err = run(["moves", "on", "--misere"], capsys)
    assert code == 2 and "loopy" in err


# ============================================================================ notation strings
@pytest.mark.parametrize(
    "call",
    [
        lambda: temperature("on"),
        lambda: thermograph("over"),
        lambda: D.equiv("on", 0),
        lambda: D.equiv(parse("on"), 0),
        lambda: temperature(parse("upon")),
    ],
)
def test_a_loopy_text_reaches_the_function_and_gets_its_typed_refusal(call) -> None:  # noqa: ANN001
    with pytest.raises(NotShortGame, match="no meaning for a loopy game"):
        call()


def test_outcome_answers_for_a_loopy_text() -> None:
    assert outcome("on") == twin(ON) and isinstance(outcome("dud"), LoopyOutcome)
    assert outcome(parse("{pass|*}")) == twin(UPON)
    with pytest.raises(NotSupported, match="loopy"):
        outcome("on", misere=True)


# ============================================================================ one outcome type
@pytest.mark.parametrize("s", ["tft", "t.f", ".t.", "t", "", "tf.f"])
def test_every_backsliding_position_has_a_loopy_outcome(s: str) -> None:
    p = BackslidingToadsAndFrogs(s)
    o = p.outcome()
    assert type(o) is LoopyOutcome and o.left_first in "LDR" and o.right_first in "LDR"
    g, _ = explore(p, lambda q: q.left_moves(), lambda q: q.right_moves())
    assert o == twin(g)


def test_fox_and_geese_and_loopy_values_share_the_outcome_type() -> None:
    for p in (FoxAndGeese([(3, 1), (3, 3)], (1, 1)), FoxAndGeese([(2, 2)], (1, 1))):
        assert type(p.outcome()) is LoopyOutcome
    for text in ("on", "dud", "{pass|*}", "a{0|a}"):
        assert type(parse(text).outcome()) is LoopyOutcome


def test_a_loopy_value_answers_winning_moves_itself_and_a_list_with_one_refuses() -> None:
    # over = {0|pass}: Left's move to 0 wins (Right, to move at 0, has none)
    assert [(str(m.option), m.kind) for m in parse("over").winning_moves("left")] == [("0", "win")]
    with pytest.raises(NotSupported, match="loopy"):
        winning_moves([parse("on"), parse("*")], "left")


def test_winning_moves_reads_notation_short_or_loopy() -> None:
    assert [m.kind for m in winning_moves("on", "left")] == ["win"]
    assert [str(m.option) for m in winning_moves("{0,*|1}", "left")] == ["0"]


def test_ordinal_sum_answers_for_loopy_texts_as_parse_does() -> None:
    from cgt import ordinal_sum

    assert ordinal_sum(1, "off") == parse("1:off") and ordinal_sum("upon", 1) == parse("upon:1")
    with pytest.raises(NotShortGame) as info:
        temperature("on")
    assert info.value.value == parse("on")  # the refusal carries the value it refused


def test_misere_moves_of_a_loopy_ruleset_search_positions_until_one_repeats() -> None:
    # "tft": no piece can move, so the misère search answers (no move, none winning), as
    # before; "t.f": play can repeat, and the search refuses with NotShortGame
    assert BackslidingToadsAndFrogs("tft").winning_moves("left", misere=True) == []
    with pytest.raises(NotShortGame):
        BackslidingToadsAndFrogs("t.f").winning_moves("left", misere=True)


def test_variants_and_generalisations_of_a_loopy_ruleset_are_loopy() -> None:
    from cgt.rulesets.strip import GenToadsAndFrogs

    p = BackslidingToadsAndFrogs.impartial_variant()("t.f")
    g, _ = explore(p, lambda q: q.left_moves(), lambda q: q.right_moves())
    assert type(p.outcome()) is LoopyOutcome and p.outcome() == twin(g)
    assert GenToadsAndFrogs(min_slide=-2).LOOPY and not GenToadsAndFrogs().LOOPY


# ============================================================================ NORMAL, loopy
LOOPY_TEXTS = ["on", "off", "over", "under", "upon", "{pass|*}", "dud", "on & 0", "0", "*", "^"]


@pytest.mark.parametrize("a", LOOPY_TEXTS)
@pytest.mark.parametrize("b", LOOPY_TEXTS)
def test_normal_compares_loopy_values_as_their_order_does(a: str, b: str) -> None:
    g, h = parse(a), parse(b)
    assert NORMAL.ge(a, b).holds == (g >= h)
    assert NORMAL.le(a, b).holds == (g <= h)
    assert NORMAL.equiv(a, b).holds == (g >= h and h >= g)
    expected = {(True, True): "=", (True, False): ">", (False, True): "<", (False, False): "||"}
    assert NORMAL.compare(g, h).relation == expected[g >= h, h >= g]


def test_normal_on_the_classical_loopy_facts() -> None:
    # Siegel, Combinatorial Game Theory, ch. VI (Winning Ways ch. 11): on is above every game,
    # off below; 0 < over < every positive number; upon = {pass|*} is positive
    for short in ("0", "5", "{1|-1}", "^*"):
        assert NORMAL.ge("on", short).holds and NORMAL.ge(short, "off").holds
        assert not NORMAL.ge(short, "on").holds
    assert NORMAL.compare("over", 0).relation == ">"
    assert NORMAL.compare("over", "1/64").relation == "<"
    assert NORMAL.equiv("{pass|*}", "upon").holds and NORMAL.compare("upon", 0).relation == ">"
    assert "Siegel" in NORMAL.ge("on", 0).reason
