"""Holshouser and Reiter, *Misère Games*, with Bouton's nim: every rule checked by search.

Usage: python examples/papers/holshouser_reiter_green.py [BOUND]   (BOUND: edges, default 3)

The impartial games are green Hackenbush positions of at most BOUND edges (every shape: trees,
cycles, loops, multi-edges) and nim heaps (green stalks). Rows:

- Section 1 (Sprague–Grundy, Bouton): a sum is a second-player win in normal play exactly when
  the nim-sum of the components' nim values is 0 (sums of up to three components);
- Section 2, Problem 1: when every component is *special* (each position of nim value 0 is
  terminal or has a follower of nim value 1), the misère sum is a second-player win
  ("balanced") exactly when either every nim value is 0 or 1 and their nim-sum is 1, or some
  nim value is at least 2 and the nim-sum is 0;
- Bouton's misère nim: heaps are special, so the same rule decides misère nim.

Outcomes on the right-hand side come from search (`cgt.misere_sum.sum_outcome`, and the
normal-play outcome of the sum). Exits 1 on any counterexample.
"""

from __future__ import annotations

import sys
from functools import reduce
from itertools import combinations_with_replacement
from operator import xor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from checks import Table, bound_from_argv  # noqa: E402

from cgt import Game, P, game, nimber  # noqa: E402
from cgt.hackenbush import green_value  # noqa: E402
from cgt.hackenbush.families import hackenbush_positions  # noqa: E402
from cgt.impartial.nim_arithmetic import mex  # noqa: E402
from cgt.misere_sum import sum_outcome  # noqa: E402
from cgt.outcome import outcome  # noqa: E402

_GRUNDY: dict[Game, int] = {}


def grundy(g: Game) -> int:
    """The nim value of an impartial form, by mex over its options (the definition)."""
    r = _GRUNDY.get(g)
    if r is None:
        r = _GRUNDY[g] = mex(grundy(o) for o in g.left)
    return r


def is_special(g: Game) -> bool:
    """Holshouser–Reiter's special games: every follower of nim value 0 is terminal or has an
    option of nim value 1."""
    return all(
        not f.left or any(grundy(o) == 1 for o in f.left)
        for f in g.followers()
        if grundy(f) == 0
    )


def balanced(values: list[int]) -> bool:
    """The rule of Problem 1: the misère second-player wins among sums of special games."""
    s = reduce(xor, values, 0)
    if all(v in (0, 1) for v in values):
        return s == 1
    return s == 0


def _sums(games: list[Game]) -> list[tuple[Game, ...]]:
    """Every sum of one or two of ``games`` and of three of the first twelve."""
    return [c for k in (1, 2) for c in combinations_with_replacement(games, k)] + list(
        combinations_with_replacement(games[:12], 3)
    )


def main() -> int:
    n = bound_from_argv(3)
    t = Table(f"Holshouser–Reiter, Misère Games; Bouton — green positions of at most {n} edges")
    green = [p.game() for p in hackenbush_positions(n, "e").positions()]
    heaps = [nimber(k) for k in range(n + 2)]
    games = green + heaps
    sums = _sums(games)
    t.check(
        "Green Hackenbush: nim value by the colon/fusion principles = mex search",
        hackenbush_positions(n, "e").positions(),
        lambda p: green_value(p) == grundy(p.game()),
    )
    t.check(
        "Sect. 1 (Bouton, Sprague–Grundy): normal-play P iff the nim-sum is 0",
        sums,
        lambda c: (outcome(sum(c[1:], c[0])) == P) == (reduce(xor, map(grundy, c), 0) == 0),
    )
    special = [g for g in games if is_special(g)]
    t.check(
        "Sect. 2, Problem 1: sums of special games, misère P iff balanced",
        _sums(special),
        lambda c: (sum_outcome(*c) == P) == balanced([grundy(g) for g in c]),
    )
    not_special = game([nimber(2)], [nimber(2)])  # nim value 0, its only option has value 2
    t.check(
        "Sect. 2: the hypothesis is needed ({*2} is not special and breaks the rule)",
        [not_special],
        lambda g: not is_special(g) and (sum_outcome(g) == P) != balanced([grundy(g)]),
    )
    t.check(
        "Bouton's misère nim: heaps are special and the rule decides them",
        [c for k in (1, 2, 3, 4) for c in combinations_with_replacement(heaps, k)],
        lambda c: all(is_special(h) for h in c)
        and (sum_outcome(*c) == P) == balanced([grundy(h) for h in c]),
    )
    return t.report()


if __name__ == "__main__":
    sys.exit(main())
