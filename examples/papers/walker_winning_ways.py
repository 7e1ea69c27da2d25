"""Walker's notes on Green Hackenbush and Winning Ways ch. 7: every principle checked by search.

Usage: python examples/papers/walker_winning_ways.py [BOUND]   (BOUND: edges, default 4)

Each row compares a theory-based answer (colon and fusion principles, the parity principle,
Berlekamp's string rule, the values Winning Ways and CGSuite give) with plain search on the
literal game tree. Exits 1 on any counterexample. With BOUND >= 30 the "moderately hard bed"
of Winning Ways ch. 7 fig. 31 (value 1/128) is evaluated too.
"""

from __future__ import annotations

import sys
from itertools import product
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from checks import Table, bound_from_argv  # noqa: E402

from cgt import nimber, number  # noqa: E402
from cgt.hackenbush import green_value, hackenbush, string, string_of, string_value  # noqa: E402
from cgt.hackenbush.families import hackenbush_positions  # noqa: E402
from cgt.outcome import outcome  # noqa: E402

BED = "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)"


def searched(p) -> object:  # noqa: ANN001 - the canonical form of the literal game tree
    return p.game().canonical()


def main() -> int:
    n = bound_from_argv(4)
    t = Table(f"Walker, Green Hackenbush; Winning Ways ch. 7 — positions of at most {n} edges")
    green = [p for p in hackenbush_positions(min(n, 4), "e").positions()]
    trees = [p for p in green if _is_forest(p)]
    t.check(
        "Colon principle (green trees): nim value = search",
        trees,
        lambda p: nimber(green_value(p)) == searched(p),
    )
    t.check(
        "Fusion principle (green graphs with cycles, loops, multi-edges) = search",
        [p for p in green if not _is_forest(p)],
        lambda p: nimber(green_value(p)) == searched(p),
    )
    t.check(
        "Parity principle: nim value ≡ number of edges (mod 2)",
        green,
        lambda p: green_value(p) % 2 == len(p) % 2,
    )
    t.check(
        "Sprague–Grundy: a green sum is the nim-sum of its parts",
        [(a, b) for a in green[:20] for b in green[:20]],
        lambda ab: green_value(ab[0] + ab[1]) == green_value(ab[0]) ^ green_value(ab[1]),
    )
    strings = ["".join(s) for k in range(n + 1) for s in product("lr", repeat=k)]
    t.check(
        "Berlekamp's rule: a blue–red string's value = search; string_of inverts it",
        strings,
        lambda s: number(string_value(s)) == searched(string(s))
        and string_of(string_value(s)) == s,
    )
    rb = [p for p in hackenbush_positions(min(n, 4), "lr").positions()]
    t.check(
        "Red–blue positions are numbers (value by theory = search)",
        rb,
        lambda p: p.canonical() == searched(p) and p.canonical().is_number,
    )
    mixed = [p for p in hackenbush_positions(min(n, 3), "lre").positions()]
    t.check(
        "Blue–red–green positions: value by theory = search, outcome = search",
        mixed,
        lambda p: p.canonical() == searched(p) and p.outcome() == outcome(p.game()),
    )
    named = {
        "e(ee(e;e);e(eee;ee);e(ee;e))": "*5",  # WW ch. 7, a green tree
        "e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))": "*2",  # WW ch. 7 fig. 3
        "lrlrrllr": "77/128",
        "l(l;rl)": "3/2",
        "lrlerrr": "3/4v[3]*",
    }
    t.check(
        "Winning Ways / CGSuite values (GameGraphTest.scala)",
        list(named.items()),
        lambda kv: str(hackenbush(kv[0]).canonical()) == kv[1],
    )
    if n >= 30:
        t.check(
            "Winning Ways ch. 7 fig. 31, the moderately hard bed, = 1/128",
            [BED],
            lambda s: str(hackenbush(s).canonical()) == "1/128",
        )
    return t.report()


def _is_forest(p) -> bool:  # noqa: ANN001
    verts = {x for u, v, _c in p.shape for x in (u, v)} | {0}
    return all(u != v for u, v, _c in p.shape) and len(p) == len(verts) - 1 and len(
        set((u, v) for u, v, _c in p.shape)
    ) == len(p)


if __name__ == "__main__":
    sys.exit(main())
