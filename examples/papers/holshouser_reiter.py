"""A. Holshouser and H. Reiter, *Misère Games*: every statement checked by search.

Usage: python examples/papers/holshouser_reiter.py [BOUND]   (default 3)

BOUND sizes the instances: nim positions of at most BOUND + 1 heaps of at most BOUND + 2
tokens; sums of at most BOUND special games, drawn from the special impartial forms born by
day 3 and from the special heaps (of at most BOUND + 3 tokens) of a few take-and-break games.
The expected side of every row is the misère outcome found by searching the sum (misère
canonical forms of the components, added and read off: g⁻ = 0 exactly for P-positions), never
the rule under test. Prints theorem / instances / counterexamples / seconds and exits 1 on a
counterexample.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Iterable
from itertools import combinations_with_replacement

from cgt import nimber
from cgt.families import impartial
from cgt.impartial import misere_nim_value, misere_sum, nim_value
from cgt.impartial.holshouser_reiter import is_balanced, is_special, special_winning_move
from cgt.rulesets import take_and_break


def searched_p(games) -> bool:  # noqa: ANN001
    """A misère P-position, by the canonical form of the sum (no nim values involved)."""
    return misere_nim_value(misere_sum(*games)) == 0


def rows(bound: int) -> Iterable[tuple[str, list, Callable[[object], bool]]]:
    nim_positions = list(combinations_with_replacement(range(bound + 3), bound + 1))
    yield (
        "Bouton: misère nim P iff all heaps ≤ 1 with nim-sum 1, or some ≥ 2 with nim-sum 0",
        nim_positions,
        lambda hs: is_balanced(*(nimber(h) for h in hs)) == searched_p([nimber(h) for h in hs]),
    )
    special = [g for g in impartial(3) if is_special(g)]
    for code in ("0.77", "0.07", "0.33", "0.6"):
        rs = take_and_break(code)
        special += [rs(n) for n in range(1, bound + 4) if is_special(rs(n))]
    special = list(dict.fromkeys(special))  # a heap may be the same form as another game
    sums = [
        combo
        for k in range(1, bound + 1)
        for combo in combinations_with_replacement(special, k)
    ]
    yield (
        "Problem 1: a sum of special games is a misère P-position iff balanced",
        sums,
        lambda gs: is_balanced(*gs) == searched_p(gs),
    )

    def every_move_unbalances(gs) -> bool:  # noqa: ANN001
        return all(
            not is_balanced(*gs[:i], o, *gs[i + 1 :]) for i, g in enumerate(gs) for o in g.left
        )

    yield (
        "(1): from a balanced position every move unbalances",
        [gs for gs in sums if is_balanced(*gs)],
        every_move_unbalances,
    )

    def balancing_move(gs) -> bool:  # noqa: ANN001
        i, o = special_winning_move(*gs)
        return o in gs[i].left and is_balanced(*gs[:i], o, *gs[i + 1 :])

    yield (
        "(2): from an unbalanced nonterminal position the proof's move balances",
        [gs for gs in sums if not is_balanced(*gs) and any(g.left for g in gs)],
        balancing_move,
    )
    yield (
        "Definition: nim heaps are special (value 0 only at the empty heap)",
        list(range(bound + 6)),
        lambda n: is_special(nimber(n)) and (nim_value(nimber(n)) == 0) == (n == 0),
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bound", nargs="?", type=int, default=3, help="size bound (≥ 1)")
    bound = parser.parse_args().bound
    if bound < 1:
        parser.error("the bound must be at least 1")
    print(f"Holshouser–Reiter, Misère Games: instances up to bound {bound}")
    header = f"{'theorem':<84} {'instances':>9} {'counterexamples':>15} {'seconds':>8}"
    print(header)
    failed = False
    for theorem, instances, holds in rows(bound):
        start = time.perf_counter()
        bad = [inst for inst in instances if not holds(inst)]
        secs = time.perf_counter() - start
        print(f"{theorem:<84} {len(instances):>9} {len(bad):>15} {secs:>8.2f}")
        for inst in bad[:5]:
            print("  counterexample:", inst)
        failed |= bool(bad) or not instances
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
