"""Davies–Miller–Milley, *On sums of P-free forms under misère play* (arXiv:2506.05257, §4
"Blocking games"), and Davies–Milley, *Order and inverses in the monoid of misère blocking
games* (Combinatorial Theory 6(1), 2026): their statements checked by search.

Usage: python examples/papers/davies_blocking.py [BOUND]   (BOUND: birthday of the forms, 1 or
2, default 2)

The instances are the forms born by day BOUND; "≡ 0 (mod B)" and "Left-B-strong" are checked
against every X of a pool of B (every form born by day 2 — all are blocking — and the blocked
Left ends born on day 3 with one Right option) by plain misère search of the literal sums,
never by cgt's test for B. Exits 1 on any counterexample.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from checks import Table, bound_from_argv  # noqa: E402

from cgt import B, game  # noqa: E402
from cgt.canonical.misere import is_blocking, left_strong  # noqa: E402
from cgt.families import games  # noqa: E402
from cgt.misere_sum import left_wins_first, raw_outcome, state  # noqa: E402
from cgt.universes.invertible import p_free  # noqa: E402


def search(*forms):  # noqa: ANN001, ANN201 - plain misère search on the components
    return str(raw_outcome(state(forms)))


def main() -> int:
    n = min(bound_from_argv(2), 2)
    forms = list(games(n))
    day2 = list(games(2))
    ends3 = [x for x in (game([], [r]) for r in day2 if r.birthday == 2) if is_blocking(x)]
    ends = [x for x in day2 if not x.left] + ends3
    pool = day2 + ends3 + [-x for x in ends3]
    pf = [g for g in forms if p_free(g)]
    t = Table(f"Davies–Miller–Milley and Davies–Milley, blocking games born by day {n}")
    t.check(
        "DMM §4  every dead-ending form is blocking (E ⊆ B)",
        [g for g in forms if g.is_dead_ending],
        is_blocking,
    )
    t.check(
        "DMM §4  B is closed under sums and conjugates",
        [(g, h) for g in forms[:40] for h in forms[:40]],
        lambda p: is_blocking(p[0] + p[1]) and is_blocking(-p[0]),
    )
    t.check(
        "DMM Lemma 4.1  G, H ∈ pf(B), o(G) = L, H a Left end ⇒ o(G + H) = L",
        [(g, h) for g in pf for h in pf if search(g) == "L" and not h.left],
        lambda p: search(*p) == "L",
    )

    def stable(p: tuple) -> bool:
        g, h = p
        a, b = search(g), search(h)
        s = state([g, h])
        if (a, b) == ("L", "L"):
            return search(g, h) == "L"
        if (a, b) == ("R", "R"):
            return search(g, h) == "R"
        if (a, b) == ("L", "N"):
            return left_wins_first(s)
        if (a, b) == ("R", "N"):
            return search(g, h) in ("R", "N")
        return True

    t.check(
        "DMM Lemma 4.2  B is outcome-stable on its P-free forms (LL, RR, LN, RN)",
        [(g, h) for g in pf for h in pf],
        stable,
    )
    t.check(
        "DMM Lemma 4.9  P-free blocking forms are closed under sums",
        [(g, h) for g in pf for h in pf],
        lambda p: all(search(f) != "P" for f in (p[0] + p[1]).literal().followers()),
    )
    t.check(
        "DMM abstract  a P-free blocking G has G + Ḡ ≡ 0 (mod B), on the pool",
        pf,
        lambda g: all(search(g, -g, x) == search(x) for x in pool),
    )
    t.check(
        "DMM Lemma 4.5  n + (−n) ≡ 0 (mod B), n ≤ 3, on the pool",
        [1, 2, 3],
        lambda k: all(search(_int(k), _int(-k), x) == search(x) for x in pool),
    )
    t.check(
        "DM Thm 3.1  the finite test is Left-B-strong (Left wins G + X first, X a blocked "
        "Left end)",
        forms,
        lambda g: left_strong("B", state([g]))
        == all(left_wins_first(state([g, x])) for x in ends),
    )

    def invertible(g: object) -> bool:
        v = B.is_invertible(g)
        if v.holds:  # no X of the pool tells G + Ḡ from 0
            return all(search(g, -g, x) == search(x) for x in pool)
        x = v.witness  # a blocking X telling G + Ḡ from 0, by search
        return is_blocking(x) and search(g, -g, x) != search(x)

    t.check(
        "DM abstract, DMM  B.is_invertible: yes survives the pool, no has a blocking witness",
        forms,
        invertible,
    )
    return t.report()


def _int(k: int):  # noqa: ANN202
    from cgt import integer

    return integer(k)


if __name__ == "__main__":
    sys.exit(main())
