"""Holshouser–Reiter's rule for misère sums of special games, and Bouton's misère nim, against
the misère outcome found by searching the sum (the twin)."""

from __future__ import annotations

from itertools import combinations_with_replacement, product

import pytest

from cgt import InvalidGame, nimber, parse
from cgt.families import impartial
from cgt.impartial.holshouser_reiter import (
    is_balanced,
    is_special,
    special_misere_outcome,
    special_winning_move,
)
from tests.oracle import impartial as twin


def _search_p(*games) -> bool:  # noqa: ANN002
    return twin.sum_is_p(*(twin.from_game(g) for g in games))


def test_bouton_misere_nim() -> None:
    for heaps in combinations_with_replacement(range(6), 4):
        games = [nimber(h) for h in heaps]
        assert is_balanced(*games) == _search_p(*games)


def test_special_is_the_definition() -> None:
    for g in impartial(3):
        expected = all(
            not f.left or twin.g_plus(twin.from_game(f)) != 0
            or any(twin.g_plus(twin.from_game(o)) == 1 for o in f.left)
            for f in g.followers()
        )
        assert is_special(g) == expected
    assert not is_special(parse("{*2|*2}"))  # value 0, options of value 2 only


SPECIAL = [g for g in impartial(3) if is_special(g)]


def test_rule_and_winning_moves_on_every_sum_of_three() -> None:
    assert len(SPECIAL) >= 8
    for games in combinations_with_replacement(SPECIAL, 3):
        balanced = is_balanced(*games)
        assert balanced == _search_p(*games)
        move = special_winning_move(*games)
        if balanced or not any(g.left for g in games):
            assert move is None
            # every move from a balanced position unbalances it
            for i, g in enumerate(games):
                for o in g.left:
                    assert not is_balanced(*games[:i], o, *games[i + 1 :])
        else:
            i, o = move
            assert o in games[i].left
            assert is_balanced(*games[:i], o, *games[i + 1 :])


def test_the_rule_fails_without_specialness() -> None:
    # {*2}: value 0 but no move to value 1. Alone it is a misère P-position, yet the rule
    # (all values in {0, 1}, nim-sum 0) calls it unbalanced: the hypothesis is needed.
    g = parse("{*2|*2}")
    assert _search_p(g) and not is_balanced(g)
    with pytest.raises(InvalidGame, match="not special"):
        special_winning_move(g)


def test_outcome_letters() -> None:
    for a, b in product(range(3), repeat=2):
        letter = special_misere_outcome(nimber(a), nimber(b))
        assert letter == ("P" if _search_p(nimber(a), nimber(b)) else "N")


def test_the_paper_script_at_a_small_bound() -> None:
    import subprocess
    import sys
    from pathlib import Path

    script = Path(__file__).resolve().parents[1] / "examples" / "papers" / "holshouser_reiter.py"
    run = subprocess.run(
        [sys.executable, str(script), "1"], capture_output=True, text=True, timeout=600
    )
    assert run.returncode == 0, run.stdout + run.stderr
    lines = [ln for ln in run.stdout.splitlines() if ln[:1] in "BP(D"]
    assert len(lines) == 5 and all(ln.split()[-2] == "0" for ln in lines)
