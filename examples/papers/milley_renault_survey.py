"""Milley–Renault, *Restricted developments in partizan misère game theory* (Games of No Chance
5; arXiv:1606.07362): the two properties of restricted misère play the survey singles out,
checked by search — (1) a nonzero game can be invertible, although modulo M only 0 is
(Mesdal–Ottaway), and the inverse is the conjugate (Larsson–Milley–Nowakowski–Renault–Santos,
arXiv:1807.11297, for D and E; Davies–Yadav, arXiv:2410.06924, for every universe); (2) an option
can be reversible through an end, which cannot happen modulo M.

Usage: python examples/papers/milley_renault_survey.py [BOUND]   (BOUND: birthday of the forms,
1 or 2, default 2; no form born by day 1 has an option reversible through an end, so at 1 those
rows are empty and the table reports the run as failed)

"≥" and "≡" are checked by plain misère search of the literal sums against every member of
the universe born by day 2 (mod E also the perfect murders M_1…M_3); a "≱" by the witness of
cgt's test, re-verified by search. Exits 1 on any counterexample.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from checks import Table, bound_from_argv  # noqa: E402

from cgt import D, E, M  # noqa: E402
from cgt.canonical.misere import murder  # noqa: E402
from cgt.families import dead_ending, dicots, games  # noqa: E402
from cgt.game import Game, game  # noqa: E402
from cgt.misere_sum import raw_outcome, state  # noqa: E402

ZERO = game()
ORDER = {"L": (1, 1), "N": (1, 0), "P": (0, 1), "R": (0, 0)}


def search(*forms: Game) -> str:
    return str(raw_outcome(state(forms)))


def ge_by_search(g: Game, h: Game, pool: list[Game]) -> bool:
    for x in pool:
        a, b = ORDER[search(g, x)], ORDER[search(h, x)]
        if a[0] < b[0] or a[1] < b[1]:
            return False
    return True


def equiv_by_search(g: Game, h: Game, pool: list[Game]) -> bool:
    return all(search(g, x) == search(h, x) for x in pool)


def end_reversals(forms: list[Game]) -> list[tuple[Game, Game, Game]]:
    """Every (G, G^L, G^{LR}) with G^{LR} a Left end."""
    return [(g, gl, glr) for g in forms for gl in g.left for glr in gl.right if not glr.left]


def refuted_by_witness(u: object, g: Game, h: Game) -> bool:
    """cgt's test says G ≱ H, and its witness X refutes by search."""
    v = u.ge(g, h)  # type: ignore[attr-defined]
    if v.holds is not False:
        return False
    a, b = ORDER[search(g, v.witness)], ORDER[search(h, v.witness)]
    return a[0] < b[0] or a[1] < b[1]


def main() -> int:
    n = 2 if bound_from_argv(2) >= 2 else 1
    pools = {
        "E": list(dead_ending(2)) + [murder(k) for k in (1, 2, 3)],
        "D": list(dicots(2)),
    }
    families = {"E": list(dead_ending(n)), "D": list(dicots(n))}
    universes = {"E": E, "D": D}
    t = Table(f"Milley–Renault survey: forms born by day {n}")
    for name, u in universes.items():
        pool = pools[name]
        forms = families[name]
        inv = [g for g in forms if g.birthday > 0 and u.is_invertible(g).holds]
        t.check(
            f"(1) mod {name}: nonzero invertible forms exist; G + Ḡ ≡ 0 by search",
            inv,
            lambda g, pool=pool: all(search(g, -g, x) == search(x) for x in pool),
        )
        t.check(
            f"(1) mod {name}: the inverse is the conjugate, U.inverse(G) ≡ Ḡ by search",
            inv,
            lambda g, u=u, pool=pool: equiv_by_search(u.inverse(g), -g, pool),
        )
        rev = [r for r in end_reversals(forms) if u.ge(r[0], r[2]).holds]
        t.check(
            f"(2) mod {name}: options reversible through an end exist; G ≥ G^LR by search",
            rev,
            lambda r, pool=pool: ge_by_search(r[0], r[2], pool),
        )
    every = list(games(n))
    small = list(games(1))
    t.check(
        "(1) mod M only 0 is invertible (Mesdal–Ottaway): a witness refutes G + Ḡ ≡ 0 "
        "(every 8th form)",
        [g for g in every[::8] if g.birthday > 0],
        lambda g: any(search(g, -g, x) != search(x) for x in small)
        or refuted_by_witness(M, g + -g, ZERO) or refuted_by_witness(M, ZERO, g + -g),
    )
    t.check(
        "(2) mod M no option reverses through an end: a witness refutes G ≥ G^LR",
        end_reversals(every),
        lambda r: refuted_by_witness(M, r[0], r[2]),
    )
    return t.report()


if __name__ == "__main__":
    sys.exit(main())
