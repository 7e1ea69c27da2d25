"""Amazons, Konane and Fission: against a brute-force twin (tests/oracle/rulesets.py: moves
written again from the rules, values by plain search of whole boards) on every board up to
2×3, and against cgt-py 0.11 on random boards up to 3×4 with blocked cells.

cgt-py is a peer library, not a dependency: its tests skip, saying so, where it is not
installed. Its Amazons and Fission follow CGSuite's conventions (x is Left; Left splits a
Fission stone vertically), read from CGSuite's rulesets (lib/core/src/main/resources/
org/cgsuite/lang/resources/game/grid/Amazons.cgscript and Fission.cgscript); CGSuite has no
Konane, so cgt-py is the reference there. CGSuite's own Amazons value (GameGridTest.scala) is
checked in tests/test_rulesets.py.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from itertools import product

import pytest

from cgt import Game, game, parse
from cgt.rulesets import Amazons, Fission, Konane
from tests.oracle import rulesets as twin

RULES: dict[str, tuple[type, str, Callable]] = {
    "Amazons": (Amazons, ".xo#", twin.amazons),
    "Konane": (Konane, ".xo#", twin.konane),
    "Fission": (Fission, ".x#", twin.fission),
}


@cache
def _plain(name: str) -> Callable[[str], Game]:
    moves = RULES[name][2]

    @cache
    def go(p: str) -> Game:
        lefts, rights = moves(p)
        return game([go(q) for q in lefts], [go(q) for q in rights]).canonical()

    return go


def _boards(chars: str, h: int, w: int) -> list[str]:
    return ["|".join("".join(cs[r * w : (r + 1) * w]) for r in range(h))
            for cs in product(chars, repeat=h * w)]


SHAPES = [(h, w) for h in (1, 2, 3) for w in (1, 2, 3) if h * w <= 6]


@pytest.mark.parametrize("name", list(RULES))
@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_small_board_against_plain_search(name: str, shape: tuple[int, int]) -> None:
    cls, chars, moves = RULES[name]
    value = _plain(name)
    for board in _boards(chars, *shape):
        p = cls(board)
        lefts, rights = moves(board)
        assert sorted(map(str, p.left_moves())) == sorted(lefts), board
        assert sorted(map(str, p.right_moves())) == sorted(rights), board
        assert p.canonical() is value(board), board


def _random_board(rng: random.Random, chars: str, weights: list[int]) -> str:
    h, w = rng.randint(1, 3), rng.randint(1, 4)
    return "|".join("".join(rng.choices(chars, weights, k=w)) for _ in range(h))


PEER_BOARDS = {
    # weights: mostly empty cells, a few pieces and blocked cells
    "Amazons": [3, 1, 1, 2],
    "Konane": [2, 2, 2, 1],
    "Fission": [3, 2, 1],
}


def _unwrap(text: str) -> str:
    """``CanonicalForm('^2*4')`` -> ``^2*4`` (cgt-py prints values as constructor calls), as
    benchmarks/bench_peers.py reads them."""
    head = "CanonicalForm('"
    assert text.startswith(head) and text.endswith("')"), text
    return text[len(head) : -2]


#: How many random boards (Amazons boards have many options: fewer of them, to stay fast).
PEER_COUNT = {"Amazons": 20, "Konane": 80, "Fission": 80}


@pytest.mark.parametrize("name", list(RULES))
def test_against_cgt_py_on_random_boards(name: str) -> None:
    why = "cgt-py (a peer library, not a dependency of cgt) is not installed"
    cgt_py = pytest.importorskip("cgt_py", reason=why)
    cls, chars, _moves = RULES[name]
    rng = random.Random(20261126)
    boards = {_random_board(rng, chars, PEER_BOARDS[name]) for _ in range(PEER_COUNT[name])}
    for board in sorted(boards):
        theirs = parse(_unwrap(repr(getattr(cgt_py, name)(board).canonical_form))).canonical()
        assert cls(board).canonical() is theirs, board
