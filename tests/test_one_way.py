"""One way to ask each question: the guide names a canonical call for each question; every
other call is an alias that says so in its docstring and gives the same answer."""

from __future__ import annotations

import inspect

import pytest

from cgt import (
    NORMAL,
    D,
    E,
    Game,
    I,
    M,
    explain_outcome,
    genus,
    misere_canonical,
    misere_nim_value,
    nim_value,
    outcome,
    parse_misere,
    sum_outcome,
    take_and_break,
    winning_moves,
)
from cgt.families import games, impartial
from cgt.rulesets.heap import HeapRuleset

# (alias, the canonical call its docstring must name)
ALIASES = [
    (outcome.outcome, "G.misere_outcome()"),  # the function the callable module runs
    (sum_outcome, ".misere_outcome()"),
    (explain_outcome, "G.misere_outcome()"),
    (M.outcome, "G.misere_outcome()"),
    (NORMAL.outcome, "G.outcome()"),
    (NORMAL.canonical, "G.canonical()"),
    (misere_canonical, "I.canonical(G)"),
    (Game.misere_canonical_form, "misere_canonical"),
    (Game.genus, "genus"),
    (Game.nim_value, "nim_value"),
    (parse_misere, "cgt.parse"),
    (HeapRuleset.genus, "genus(G)"),
    (HeapRuleset.misere_canonical, "I.canonical(G)"),
]


@pytest.mark.parametrize(("alias", "canonical"), ALIASES, ids=lambda x: getattr(x, "__name__", x))
def test_alias_docstring_names_the_canonical_call(alias: object, canonical: str) -> None:
    doc = " ".join(inspect.getdoc(alias).split())
    assert canonical in doc


def test_misere_outcome_calls_agree() -> None:
    forms = list(games(max_birthday=2))
    for g in forms:
        o = g.misere_outcome()
        assert outcome(g, misere=True) == sum_outcome(g) == explain_outcome(g)[0] == o
        assert M.outcome(g) == o
        if g.is_dicot:
            assert D.outcome(g) == o
        if g.is_dead_ending:
            assert E.outcome(g) == o
    small = list(games(max_birthday=1))
    for g in small:
        for h in small:
            assert sum_outcome(g, h) == (g + h).misere_outcome()
            assert sum_outcome(g, h, misere=False) == (g + h).outcome()


def test_normal_play_calls_agree() -> None:
    for g in games(max_birthday=2):
        assert NORMAL.canonical(g) is g.canonical()
        assert NORMAL.outcome(g) == outcome(g) == g.outcome()


def test_impartial_calls_agree() -> None:
    for g in impartial(max_birthday=3):
        c = I.canonical(g)
        assert misere_canonical(g) == c and g.misere_canonical_form() == c
        assert str(genus(g)) == str(g.genus())
        assert nim_value(g) == g.nim_value() and misere_nim_value(g) == g.misere_nim_value()
        moves = {str(m.option) for m in g.winning_moves("left", misere=True)}
        assert moves == {str(m.option) for m in winning_moves(g, "left", misere=True)}
    kayles = take_and_break("0.77")
    for n in range(8):
        heap = kayles.heap(n)
        assert kayles.misere_canonical(n) == I.canonical(heap)
        assert str(kayles.genus(n)) == str(genus(heap))
