"""McKay, Milley, Nowakowski, *Misère-play Hackenbush Sprigs*: every theorem checked by search.

Usage: python examples/papers/mmn_sprigs.py [BOUND]   (BOUND: longest blue–red string, default 2)

Each row checks one statement of the paper on every instance up to the bound; the expected
side is computed by plain search (misère outcomes of the literal sums, no reductions), never by
the formula under test. Exits 1 on any counterexample.
"""

from __future__ import annotations

import sys
from collections import Counter
from fractions import Fraction
from itertools import combinations_with_replacement
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from checks import Table, bound_from_argv, by_engine  # noqa: E402

from cgt import D, S, canonical_sum, misere_quotient, number, ordinal_sum, star  # noqa: E402
from cgt.hackenbush import sprig  # noqa: E402
from cgt.hackenbush.families import sprigs  # noqa: E402
from cgt.hackenbush.signs import string_value  # noqa: E402
from cgt.misere_sum import raw_outcome, state  # noqa: E402


def search(*forms):  # noqa: ANN001, ANN201 - plain misère search on the components
    return str(raw_outcome(state(forms)))


def mmn(xs: list[Fraction], with_star: bool) -> str:
    """Thm 3.2 (no *) and Thm 3.4 (with *), as stated in the paper."""
    c = Counter()
    for x in xs:
        c[abs(x)] += 1 if x > 0 else -1
    xr = [v for v, k in c.items() if k > 0]
    yr = [v for v, k in c.items() if k < 0]
    delta = sum(1 if x > 0 else -1 for x in xs)
    eps = (min(xr) - min(yr)) if xr and yr else 0
    if not with_star:
        return "L" if delta > 0 else "R" if delta < 0 else "N"
    if delta > 1 or (delta in (0, 1) and eps > 0):
        return "L"
    if delta < -1 or (delta in (0, -1) and eps < 0):
        return "R"
    if (delta == 1 and eps <= 0) or (delta == -1 and eps >= 0):
        return "N"
    return "P"


def main() -> int:
    n = bound_from_argv(2)
    xs = sorted(string_value(p.spec()[1:]) for p in sprigs(n).positions())
    t = Table(f"McKay–Milley–Nowakowski, sprigs with strings of at most {n} edges")
    t.check(
        "Thm 2.1  o⁻(*:x) = o⁺(x)",
        xs,
        lambda x: search(sprig(x).game()) == str(number(x).outcome()),
    )
    t.check(
        "Cor 2.5  *:x + *:−x ≡ 0 (mod D)",
        xs,
        lambda x: bool(by_engine(D.equiv, sprig(x).game() + sprig(-x).game(), canonical_sum())),
    )
    pool = [()] + [(y,) for y in xs] + list(combinations_with_replacement(xs, 2))

    def thm_2_8(pair: tuple[Fraction, Fraction]) -> bool:
        x, y = pair
        gx, gy = sprig(x).game(), sprig(y).game()
        for z in pool:
            for s in ((), (star,)):
                zs = [sprig(v).game() for v in z] + list(s)
                if not _ge(search(gx, *zs), search(gy, *zs)):
                    return False
        return True

    t.check(
        "Thm 2.8  x > y ⇒ *:x ≥ *:y (mod S), on every X of ≤ 2 sprigs (+ *)",
        [(x, y) for x in xs for y in xs if x > y],
        thm_2_8,
    )
    t.check(
        "Thm 2.9  the canonical form of a sprig is *:x (mod D)",
        xs,
        lambda x: D.canonical(sprig(x).game()) == ordinal_sum(star, number(x)),
    )
    k = 3 if n <= 2 else 2
    sums = [list(c) for m in range(1, k + 1) for c in combinations_with_replacement(xs, m)]
    sums = [c for c in sums if all(x != 0 for x in c)]
    t.check(
        "Thm 3.2  o⁻ of a sprig sum by its advantage",
        sums,
        lambda c: search(*[sprig(x).game() for x in c]) == mmn(c, False),
    )
    t.check(
        "Thm 3.4  o⁻ of a sprig sum + * by advantage and edge",
        sums,
        lambda c: search(*[sprig(x).game() for x in c], star) == mmn(c, True),
    )

    def lemma_4_1(pair: tuple[list[Fraction], list[Fraction]]) -> bool:
        a, b = pair
        g = _sum([sprig(x).game() for x in a])
        h = _sum([sprig(x).game() for x in b])
        v = S.equiv(g, h)
        if _reduced(a) == _reduced(b):
            return v.decided and bool(v.holds)
        x = v.witness
        return v.decided and not v.holds and S.contains(x) and search(g, x) != search(h, x)

    small = [c for c in sums if len(c) <= 2]
    t.check(
        "Lemma 4.1, Cor 4.3  sprig sums ≡ (mod S) iff equal reduced multisets",
        [(a, b) for a in small for b in small],
        lemma_4_1,
    )

    def reduced_form(c: list[Fraction]) -> bool:
        g = _sum([sprig(x).game() for x in c])
        r = S.canonical(g)
        xs_ = [[sprig(y).game() for y in z] + list(s) for z in pool[: 1 + len(xs)]
               for s in ((), (star,))]
        return all(search(g, *x) == search(r, *x) for x in xs_)

    t.check(
        "§4, Lemma 4.1, 4.2  S.canonical (the reduced form) has the outcomes of the sum",
        small,
        reduced_form,
    )
    signed = sorted({abs(x) for x in xs if x} | {-abs(x) for x in xs if x})
    quotient = misere_quotient([sprig(x).game() for x in signed])
    stars = [list(c) + [Fraction(0)] * k for c in small for k in (0, 1)]
    t.check(
        "§4  M_S: the outcome read off the element (Thm 3.2, 3.4) is the searched one",
        stars,
        lambda c: str(quotient.outcome(_sum([sprig(x).game() if x else star for x in c])))
        == search(*[sprig(x).game() if x else star for x in c]),
    )
    t.check(
        "§4  S ∩ P⁻ = {*}: a sum is P exactly when its element is α",
        stars,
        lambda c: (quotient.element(_sum([sprig(x).game() if x else star for x in c])) == "α")
        == (search(*[sprig(x).game() if x else star for x in c]) == "P"),
    )
    t.check(
        "Cor 5.2  o⁺(G) = o⁻(G + *) and o⁺(G + *) = o⁻(G)",
        sums,
        lambda c: search(*[sprig(x).game() for x in c], star)
        == str(canonical_sum(*[sprig(x).game() for x in c]).outcome())
        and search(*[sprig(x).game() for x in c])
        == str(canonical_sum(star, *[sprig(x).game() for x in c]).outcome()),
    )
    return t.report()


def _reduced(c: list[Fraction]) -> Counter:
    net = Counter()
    for x in c:
        net[abs(x)] += 1 if x > 0 else -1
    return Counter({v: k for v, k in net.items() if k})


def _sum(forms):  # noqa: ANN001, ANN202
    from cgt import zero

    total = zero
    for f in forms:
        total = total + f
    return total


def _ge(a: str, b: str) -> bool:
    order = {("L", "L"), ("L", "N"), ("L", "P"), ("L", "R"), ("N", "N"), ("N", "R"),
             ("P", "P"), ("P", "R"), ("R", "R")}
    return (a, b) in order


if __name__ == "__main__":
    sys.exit(main())
