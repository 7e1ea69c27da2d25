"""I. Y. Lo, *Misère Hackenbush Flowers*: every theorem checked by search.

Usage: python examples/papers/lo_flowers.py [BOUND]   (BOUND: size of the instances, default 2)

The expected side of each row is computed by plain search (misère outcomes of the literal
sums, normal-play outcomes of canonical forms, the misère universe engines for ≡), never by
the formula under test. Exits 1 on any counterexample.
"""

from __future__ import annotations

import sys
from itertools import combinations_with_replacement
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from checks import Table, bound_from_argv, by_engine  # noqa: E402

from cgt import D, M, canonical_sum, nimber, star  # noqa: E402
from cgt.hackenbush import (  # noqa: E402
    evil_twin,
    generalized_flower,
    green_value,
    stalk,
    star_based,
    theorem_outcome,
)
from cgt.hackenbush.families import hackenbush_positions  # noqa: E402
from cgt.impartial import lower_nim_sum, upper_nim_sum  # noqa: E402
from cgt.misere_sum import raw_outcome, state  # noqa: E402


def search(*forms):  # noqa: ANN001, ANN201 - plain misère search on the components
    return str(raw_outcome(state(forms)))


def normal(*forms):  # noqa: ANN001, ANN201
    return str(canonical_sum(*forms).outcome())


def main() -> int:
    n = bound_from_argv(2)
    t = Table(f"Lo, Misère Hackenbush Flowers, instances of size at most {n}")
    top = 1 << (n + 2)
    t.check(
        "Lemma 1.5  upper/lower nim-sums: bitwise formula = definition",
        [(a, b) for a in range(top) for b in range(top)],
        lambda ab: upper_nim_sum(*ab) == max(ab[0] ^ k for k in range(ab[1] + 1))
        and lower_nim_sum(*ab) == min(ab[0] ^ k for k in range(ab[1] + 1)),
    )
    green = [p for p in hackenbush_positions(n + 1, "e").positions() if len(p)]
    shrubs = [p for p in green if sum((u == 0) + (v == 0) for u, v, _c in p.shape) == 1]
    t.check(
        "Thm 1.1  a shrub ≡ the stalk of its nim value (mod M)",
        shrubs,
        lambda p: bool(by_engine(M.equiv, p.game(), nimber(green_value(p)))),
    )
    blossoms = [p for p in hackenbush_positions(n, "lr").positions() if len(p)]
    t.check(
        "Thm 4.2  *:X + *:Y ≡ 0 (mod D) when x + y = 0",
        [(a, b) for a in blossoms for b in blossoms
         if (a.canonical() + b.canonical()).canonical() == canonical_sum()],
        lambda ab: bool(
            by_engine(
                D.equiv, star_based(ab[0]).game() + star_based(ab[1]).game(), canonical_sum()
            )
        ),
    )
    wider = [p for p in hackenbush_positions(n + 1, "lr").positions() if len(p)]
    zeros = [b for b in wider if b.canonical() == canonical_sum()]
    t.check(
        "Cor 4.4  *n:B ≡ *n (mod M) when B = 0",
        [(h, b) for h in range(1, n + 2) for b in zeros],
        lambda hb: bool(
            by_engine(M.equiv, generalized_flower(hb[0], hb[1]).game(), nimber(hb[0]))
        ),
    )
    # Flowerbeds: sums of stalks, generalized sprigs and flowers, and shrubs, as positions.
    parts = [stalk(h) for h in range(1, n + 2)]
    parts += [generalized_flower(h, b) for h in range(1, n + 1) for b in blossoms
              if b.canonical() != canonical_sum()][: 6 * n]
    parts += [p for p in shrubs if green_value(p) > 1][:2]
    beds = [_add(c) for k in range(1, n + 2) for c in combinations_with_replacement(parts, k)]

    def twin_holds(bed) -> bool:  # noqa: ANN001
        forms = [c.game() for c in bed.components()]
        twin = [c.game() for c in evil_twin(bed).components()]
        return search(*forms) == normal(*twin) and normal(*forms) == search(*twin)

    t.check("Def 1.2, Thm 1.3 / 4.1  o⁻(F) = o⁺(F*) and o⁺(F) = o⁻(F*)", beds, twin_holds)
    t.check(
        "Thm 4.8, 4.19, 4.20, 4.22, Prop 4.9, 4.10  outcomes by theory = search",
        beds,
        lambda bed: (r := theorem_outcome([c.game() for c in bed.components()])) is not None
        and str(r[0]) == search(*[c.game() for c in bed.components()]),
    )
    based = [star_based(p) for p in hackenbush_positions(n, "lre").positions()]
    t.check(
        "Thm 5.1  one star-based G: o⁺(G) = o⁻(G*), o⁻(G) = o⁺(G*)",
        based,
        lambda g: _thm_5_1(g),
    )
    return t.report()


def _add(parts):  # noqa: ANN001, ANN202
    total = parts[0]
    for p in parts[1:]:
        total = total + p
    return total


def _thm_5_1(g) -> bool:  # noqa: ANN001
    # The shortest graph for G has height 1 unless G is *_n : Ĝ with n >= 2.
    from cgt.hackenbush.recognise import classify

    form = g.game()
    p = classify(form)
    height_two = p is not None and p.height >= 2 or _stem_at_least_two(g)
    twin = [form] if height_two else [form, star]
    return normal(form) == search(*twin) and search(form) == normal(*twin)


def _stem_at_least_two(g) -> bool:  # noqa: ANN001
    # star_based(H) stands on a second green edge exactly when H is itself star-based.
    from cgt.hackenbush.recognise import subordinate

    h = subordinate(g.game())
    return h is not None and subordinate(h) is not None


if __name__ == "__main__":
    sys.exit(main())
