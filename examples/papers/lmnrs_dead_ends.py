"""Larsson–Milley–Nowakowski–Renault–Santos, *Progress on misère dead ends: game comparison,
canonical form, and conjugate inverses* (arXiv:1807.11297), with the comparison theorem of
Larsson–Nowakowski–Santos, *Absolute combinatorial game theory* (arXiv:1606.01975): checked by
search.

Usage: python examples/papers/lmnrs_dead_ends.py [BOUND]   (BOUND: how many of the forms born
by day 2 are paired, default 60)

Every verdict of cgt's tests modulo D and E is checked against plain misère search of the
literal sums: a "≥" against every X of the universe born by day 2 (and, mod E, the perfect
murders M_1…M_3), a "≱" by its witness, which must lie in the universe and refute by search.
Exits 1 on any counterexample.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from checks import Table, bound_from_argv  # noqa: E402

from cgt import D, E  # noqa: E402
from cgt.canonical.misere import murder  # noqa: E402
from cgt.families import dead_ending, dicots  # noqa: E402
from cgt.misere_sum import raw_outcome, state  # noqa: E402

_GE = {("L", x) for x in "LNPR"} | {("N", "N"), ("N", "R"), ("P", "P"), ("P", "R"), ("R", "R")}


def search(*forms):  # noqa: ANN001, ANN201 - plain misère search on the components
    return str(raw_outcome(state(forms)))


def verdict_ok(u, pool, member):  # noqa: ANN001, ANN201
    def ok(p: tuple) -> bool:
        g, h = p
        v = u.ge(g, h)
        if v.holds:
            return all((search(g, x), search(h, x)) in _GE for x in pool)
        x = v.witness
        return member(x) and (search(g, x), search(h, x)) not in _GE

    return ok


def main() -> int:
    k = bound_from_argv(60)
    e_forms = list(dead_ending(2))
    d_forms = list(dicots(2))
    e_pool = e_forms + [murder(n) for n in (1, 2, 3)] + [-murder(n) for n in (1, 2, 3)]
    t = Table(f"Larsson–Milley–Nowakowski–Renault–Santos, forms born by day 2 (first {k} paired)")
    t.check(
        "LNS comparison mod D (maintenance, proviso: Left wins moving first)",
        [(g, h) for g in d_forms for h in d_forms],
        verdict_ok(D, d_forms, lambda x: x.is_dicot),
    )
    t.check(
        "LMNRS Thm (comparison mod E: perfect murders in the proviso)",
        [(g, h) for g in e_forms[:k] for h in e_forms[:k]],
        verdict_ok(E, e_pool, lambda x: x.is_dead_ending),
    )

    def canonical_unique(p: tuple) -> bool:
        g, h = p
        if E.canonical(g) == E.canonical(h):
            return all(search(g, x) == search(h, x) for x in e_pool)
        v = E.equiv(g, h)  # different forms: a witness of E tells them apart, by search
        x = v.witness
        return not v.holds and x.is_dead_ending and search(g, x) != search(h, x)

    t.check(
        "LMNRS canonical form mod E: equal forms exactly for ≡ (mod E)",
        [(g, h) for g in e_forms[:k] for h in e_forms[:k]],
        canonical_unique,
    )
    t.check(
        "LMNRS conjugate inverses: G + H ≡ 0 (mod E) for some H born by day 2 ⇒ G + Ḡ ≡ 0",
        e_forms[: k // 2],
        lambda g: not any(all(search(g, h, x) == search(x) for x in e_pool) for h in e_forms)
        or all(search(g, -g, x) == search(x) for x in e_pool),
    )
    return t.report()


if __name__ == "__main__":
    sys.exit(main())
