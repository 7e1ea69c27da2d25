"""Milley–Renault: the invertible elements modulo the dead-ending universe E are the P-free games
(as stated by Davies–Miller–Milley, arXiv:2506.05257, §1), with conjugate inverses
(Larsson–Milley–Nowakowski–Renault–Santos, arXiv:1807.11297): checked by search.

Usage: python examples/papers/milley_renault_invertible.py [BOUND]   (BOUND: birthday of the
dead-ending forms, 1 or 2, default 2)

"≡ 0 (mod E)" is checked against every dead-ending form born by day 2 by plain misère search
of the literal sums, never by cgt's test for E; P-free is read on the canonical form mod E
(the theorem speaks of a form of the class). Exits 1 on any counterexample.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from checks import Table, bound_from_argv  # noqa: E402

from cgt import E  # noqa: E402
from cgt.families import dead_ending  # noqa: E402
from cgt.misere_sum import raw_outcome, state  # noqa: E402
from cgt.universes.invertible import p_free  # noqa: E402


def search(*forms):  # noqa: ANN001, ANN201 - plain misère search on the components
    return str(raw_outcome(state(forms)))


def main() -> int:
    n = min(bound_from_argv(2), 2)
    forms = list(dead_ending(n))
    pool = list(dead_ending(2))
    t = Table(f"Milley–Renault, dead-ending forms born by day {n}")
    t.check(
        "P-free forms are invertible mod E: G + Ḡ ≡ 0 on every X of E born by day 2",
        [g for g in forms if p_free(g)],
        lambda g: all(search(g, -g, x) == search(x) for x in pool),
    )

    def theorem(g: object) -> bool:
        v = E.is_invertible(g)
        if bool(v.holds) != p_free(E.canonical(g)):
            return False
        if v.holds:
            return all(search(g, E.inverse(g), x) == search(x) for x in pool)
        x = v.witness
        return x.is_dead_ending and search(g, -g, x) != search(x)

    t.check(
        "invertible mod E iff the canonical form is P-free; inverse or witness by search",
        forms,
        theorem,
    )
    t.check(
        "conjugate inverses: E.inverse(G) ≡ Ḡ (mod E) when G is invertible",
        [g for g in forms if E.is_invertible(g).holds],
        lambda g: all(search(E.inverse(g), x) == search(-g, x) for x in pool),
    )
    pf = [g for g in forms if p_free(g)]
    t.check(
        "the invertible elements form a group: P-free G, H have G + H P-free (so invertible)",
        [(g, h) for g in pf for h in pf][:300],
        lambda p: all(search(f) != "P" for f in (p[0] + p[1]).literal().followers()),
    )
    return t.report()


if __name__ == "__main__":
    sys.exit(main())
