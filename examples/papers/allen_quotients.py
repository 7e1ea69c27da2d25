"""Allen, *Peeking at partizan misère quotients* (GONC 4): small closures' quotients, searched.

Usage: python examples/papers/allen_quotients.py [BOUND]   (BOUND: generators' birthday; 2)

For every game G born by day BOUND, cgt computes the misère quotient of its closure (the sums
of G's followers) with a bound of 16 elements, proven by the partizan form of Plambeck–Siegel's
test (cgt.universes.partizan_quotient). Each row checks a statement on every instance, the
expected side by plain search (misère outcomes of the literal sums, the theorem packages off),
never by the quotient under test:

- the outcome tetrapartition: the outcome read off the element of a sum is its searched
  outcome (every sum of at most 3 games of the closure);
- the classes: every two elements are told apart by the quotient's witness X, re-searched,
  and a sum and its element's representative agree with every X of at most 2 games added;
- a quotient larger than the bound is larger: the sums the bound's error hands over are
  pairwise told apart by searched outcomes;
- orders: partizan quotients have odd orders too (Allen; quoted by Rubinstein-Salzedo–Zhou,
  arXiv 2603.18244, §1), never 3 (ibid., Thm 1.1), and the quotient of the conjugate closure
  is the same monoid with L and R exchanged;
- theory it must meet: impartial G give Plambeck–Siegel's quotient (the impartial
  construction, an even order), one-colour sprigs the order-5 monoid derived from MMN
  Thm 3.2/3.4.

Exits 1 on any counterexample. (Allen's chapter beyond its introduction could not be read
here, so her own tables are not transcribed; each quotient is checked from the definitions.)
"""

from __future__ import annotations

import sys
from itertools import combinations_with_replacement
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from checks import Table, bound_from_argv, theorems_off  # noqa: E402

from cgt import misere_quotient  # noqa: E402
from cgt.errors import SearchBoundExceeded  # noqa: E402
from cgt.families import games  # noqa: E402
from cgt.misere_sum import flatten, raw_outcome, state  # noqa: E402
from cgt.universes.partizan_quotient import partizan_quotient  # noqa: E402
from cgt.universes.sprig_quotient import sprig_quotient  # noqa: E402

BOUND = 16


def search(*parts) -> str:  # noqa: ANN002 - games or lists of games
    comps = []
    for p in parts:
        for g in p if isinstance(p, list) else [p]:
            comps.extend(flatten(g))
    with theorems_off():
        return str(raw_outcome(state(comps)))


def sums_of(forms: list, most: int) -> list[list]:
    return [list(c) for k in range(most + 1) for c in combinations_with_replacement(forms, k)]


def main() -> int:
    n = bound_from_argv(2)
    found, too_big = {}, {}
    for g in games(n):
        try:
            found[g] = partizan_quotient([g], max_order=BOUND)
        except SearchBoundExceeded as exc:
            too_big[g] = exc
    t = Table(
        f"Allen, partizan misère quotients of the closures of the {len(found) + len(too_big)} "
        f"games born by day {n} ({len(found)} of order ≤ {BOUND})"
    )
    t.check(
        "outcome tetrapartition: o⁻(sum) read off its element (sums of ≤ 3)",
        [(q, u) for q in found.values() for u in sums_of(q.closure, 3)],
        lambda qu: str(qu[0].outcome(qu[1])) == search(qu[1]),
    )

    def told_apart(qab) -> bool:  # noqa: ANN001
        q, a, b = qab
        x = q.distinguish(a, b)
        if a == b:
            return x is None
        ra, rb = flatten(q.representative(a)), flatten(q.representative(b))
        return x is not None and search(ra, x) != search(rb, x)

    t.check(
        "distinct elements are distinct classes (witness re-searched)",
        [(q, a, b) for q in found.values() for a in q.elements for b in q.elements],
        told_apart,
    )

    def one_class(qu) -> bool:  # noqa: ANN001
        q, u = qu
        rep = flatten(q.representative(q.element(u)))
        return all(search(u, x) == search(rep, x) for x in sums_of(q.closure, 2))

    t.check(
        "a sum and its element's representative: same outcome with every X of ≤ 2 added",
        [(q, u) for q in found.values() for u in sums_of(q.closure, 2)],
        one_class,
    )

    def larger(exc) -> bool:  # noqa: ANN001
        vectors = {tuple(search(s, x) for x in exc.tests) for s in exc.sums}
        return len(exc.sums) > BOUND and len(vectors) == len(exc.sums)

    t.check(
        f"bound: no quotient of order ≤ {BOUND} ⇒ > {BOUND} sums pairwise told apart",
        list(too_big.values()),
        larger,
    )
    t.check(
        "Allen: quotients of odd order > 1 occur (each one's order re-counted)",
        [q for q in found.values() if q.order % 2 and q.order > 1],
        lambda q: len(q.table()) == q.order and len(set(q.elements)) == q.order,
    )
    t.check(
        "Rubinstein-Salzedo–Zhou Thm 1.1  no quotient has order 3",
        list(found.values()),
        lambda q: q.order != 3,
    )

    def conjugate(g) -> bool:  # noqa: ANN001
        q = found[g]
        try:
            c = partizan_quotient([-g], max_order=BOUND)
        except SearchBoundExceeded:
            return False
        swap = {"L": "R", "R": "L", "N": "N", "P": "P"}
        counts = {k: len(v) for k, v in q.tetrapartition().items()}
        return c.order == q.order and all(
            len(v) == counts[swap[k]] for k, v in c.tetrapartition().items()
        )

    t.check("Q(cl(Ḡ)) is Q(cl(G)) with L and R exchanged", list(found), conjugate)

    def impartial(g) -> bool:  # noqa: ANN001
        q, r = found[g], misere_quotient([g])
        return (
            q.order == r.order
            and q.order % 2 == 0
            and all(str(q.outcome(u)) == r.outcome(u) for u in sums_of(q.closure, 3))
        )

    t.check(
        "Plambeck–Siegel  impartial G: the impartial quotient, of even order",
        [g for g in found if g.is_impartial and g.birthday > 0],
        impartial,
    )

    def sprigs(g) -> bool:  # noqa: ANN001
        q = found[g]
        s = sprig_quotient([g])
        return q.order == s.order == 5 and all(
            q.outcome(u) == s.outcome(u) for u in sums_of(q.closure, 3) if u
        )

    from cgt import S

    one_colour = [
        g for g in found if g.birthday and S.contains(g) and not g.is_impartial
    ]
    t.check("MMN §4  one-colour sprigs: the order-5 monoid of Thm 3.2/3.4", one_colour, sprigs)
    return t.report()


if __name__ == "__main__":
    sys.exit(main())
