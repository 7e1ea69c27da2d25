"""Misère benchmarks: outcomes of sprig sums and D/M comparison of sums of dicots, each
measured against the brute-force twin (tests/oracle/misere.py) in the same run.

    python benchmarks/bench_misere.py            # prints a table, writes RESULTS_misere.md

The twin searches the literal sum (tuples of component trees, no canonical forms, no
cancellation); for comparisons it tries every X of its pool (members born by day 2 and sums
of two). Where the twin would take too long it is skipped and the cell says so. cgt is timed
in a fresh Python process per batch of instances, so its memo tables start empty.
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import date
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cgt import D, Game, M, game, number, ordinal_sum, star  # noqa: E402
from cgt.families import dicots  # noqa: E402
from cgt.misere_sum import flatten, sum_outcome  # noqa: E402
from tests.oracle import misere as tw  # noqa: E402
from tests.oracle.normal import tree  # noqa: E402

TWIN_BUDGET = 60.0  # seconds: skip the twin for larger sizes once one run exceeds this


def run_cold(tasks: list[tuple]) -> list[tuple[float, str]]:
    """Time each task in a fresh Python process, so that cgt's memo tables start empty for
    every batch. Tasks carry lists of components (a pickled form forgets that it was built
    as a sum); the worker adds them up before the clock starts."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "tasks.pkl"
        path.write_bytes(pickle.dumps(tasks))
        out = subprocess.run(
            [sys.executable, __file__, "--worker", str(path)],
            capture_output=True, text=True, check=True,
        ).stdout
    return [tuple(r) for r in json.loads(out)]


def worker(path: str) -> None:
    from cgt import D, M

    universes = {"D": D, "M": M}
    results = []
    for task in pickle.loads(Path(path).read_bytes()):
        if task[0] == "outcome":
            t, o = timed(lambda task=task: sum_outcome(*task[1]))
            results.append((t, str(o)))
        else:
            _, name, gs, hs = task
            g, h = add_all(gs), add_all(hs)
            t, v = timed(lambda name=name, g=g, h=h: universes[name].equiv(g, h))
            results.append((t, "=" if v.holds else "≠"))
    print(json.dumps(results))


def timed(fn: Callable[[], object]) -> tuple[float, object]:
    t = time.perf_counter()
    r = fn()
    return time.perf_counter() - t, r


def clear_twin() -> None:
    tw._LW.clear()
    tw._RW.clear()


def fmt(t: float | None) -> str:
    if t is None:
        return "—"
    return f"{t * 1000:.1f} ms" if t < 1 else f"{t:.2f} s"


def ratio(twin: float | None, ours: float) -> str:
    return "—" if twin is None else f"{twin / ours:.1f}×"


# ---------------------------------------------------------------------------- sprig sums


def random_dyadic(rng: random.Random) -> Fraction:
    d = rng.choice([1, 2, 4, 8])
    return Fraction(rng.randint(-3 * d, 3 * d), d)


def bench_sprigs(rng: random.Random, sizes: list[int], reps: int = 3) -> list[list[str]]:
    rows = []
    twin_ok = True
    for k in sizes:
        twins = []
        instances = []
        for _ in range(reps):
            xs = [random_dyadic(rng) for _ in range(k)]
            instances.append([ordinal_sum(star, number(x)) for x in xs])
        results = run_cold([("outcome", gs) for gs in instances])
        ours = [t for t, _ in results]
        outs = [o for _, o in results]
        for gs, o in zip(instances, outs, strict=True):
            if twin_ok:
                clear_twin()
                trees = [tree(g) for g in gs]
                tt, ot = timed(lambda trees=trees: tw.outcome(*trees))
                assert ot == o, (gs, ot, o)
                twins.append(tt)
                if tt > TWIN_BUDGET:
                    twin_ok = False
        mine = statistics.median(ours)
        theirs = statistics.median(twins) if len(twins) == reps else None
        rows.append([str(k), fmt(mine), fmt(max(ours)), fmt(theirs), ratio(theirs, mine),
                     " ".join(outs)])
    return rows


def bench_sprigs_same_sign(sizes: list[int]) -> list[list[str]]:
    """All-positive sprigs *:1/4, *:2/4, …: nothing cancels, the search's hardest case."""
    rows = []
    for k in sizes:
        gs = [ordinal_sum(star, number(Fraction(-i, 8))) for i in range(1, k + 1)]
        [(t, o)] = run_cold([("outcome", gs)])
        rows.append([str(k), fmt(t), o])
    return rows


# ---------------------------------------------------------------------------- dicot sums

DAY2 = list(dicots(2))


def random_day3_dicot(rng: random.Random) -> Game:
    return game(rng.sample(DAY2, rng.randint(1, 3)), rng.sample(DAY2, rng.randint(1, 3)))


def equivalent_variant(u, g: Game, rng: random.Random) -> Game:  # noqa: ANN001
    """A form ≡ g (mod u) but not identical: its canonical form, else g with an extra option
    that changes nothing (found by trying the day-2 dicots)."""
    c = u.canonical(g)
    if c is not g:
        return c
    extra = DAY2[:]
    rng.shuffle(extra)
    for x in extra:
        for h in (game(g.left + (x,), g.right), game(g.left, g.right + (x,))):
            if h is not g and h.is_dicot and u.equiv(g, h).holds:
                return h
    return g


def add_all(gs: list[Game]) -> Game:
    total = gs[0]
    for g in gs[1:]:
        total = total + g
    return total


def twin_equiv(universe: str, g: Game, h: Game) -> bool:
    twin = tw.Twin(universe)
    return twin.equiv(tuple(tree(c) for c in flatten(g)), tuple(tree(c) for c in flatten(h)))


def bench_equiv(  # noqa: ANN001
    u, rng: random.Random, sizes: list[int], canonical_upto: int, reps: int = 3
) -> list[list[str]]:
    rows = []
    twin_ok = True
    for k in sizes:
        for kind in ("≡ (variant forms)", "≡ (its canonical form)", "random pair"):
            if kind == "≡ (its canonical form)" and k > canonical_upto:
                continue
            twins = []
            pairs = []
            for _ in range(reps):
                comps = [random_day3_dicot(rng) for _ in range(k)]
                if kind == "≡ (variant forms)":
                    other = [equivalent_variant(u, c, rng) for c in comps]
                elif kind == "≡ (its canonical form)":
                    other = [u.canonical(add_all(comps))]
                else:
                    other = [random_day3_dicot(rng) for _ in range(k)]
                pairs.append((comps, other))
            results = run_cold([("equiv", u.name, gs, hs) for gs, hs in pairs])
            pairs = [(add_all(gs), add_all(hs)) for gs, hs in pairs]
            ours = [t for t, _ in results]
            answers = [a for _, a in results]
            for (g, h), a in zip(pairs, answers, strict=True):
                if twin_ok:
                    clear_twin()
                    tt, tv = timed(lambda g=g, h=h: twin_equiv(u.name, g, h))
                    # The twin's "≡" is only "no X of its pool distinguishes".
                    assert tv or a == "≠"
                    twins.append(tt)
                    if tt > TWIN_BUDGET:
                        twin_ok = False
            mine = statistics.median(ours)
            theirs = statistics.median(twins) if len(twins) == reps else None
            rows.append([str(k), kind, fmt(mine), fmt(max(ours)), fmt(theirs),
                         ratio(theirs, mine), " ".join(answers)])
    return rows


# ---------------------------------------------------------------------------- report


def table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.parse_args()
    rng = random.Random(2026)
    sprig_rows = bench_sprigs(rng, [4, 6, 8, 10, 12, 14, 16])
    same_sign = bench_sprigs_same_sign([8, 12, 16])
    d_rows = bench_equiv(D, rng, [2, 3, 4, 5, 6], canonical_upto=6)
    m_rows = bench_equiv(M, rng, [2, 3, 4, 5, 6], canonical_upto=4)
    nproc = os.cpu_count()
    try:
        nproc = int(subprocess.run(["nproc"], capture_output=True, text=True).stdout)
    except (OSError, ValueError):
        pass
    text = f"""# Misère benchmarks

Machine: {nproc} CPUs (`nproc`), Python {platform.python_version()} ({platform.machine()}),
{date.today().isoformat()}. Script: `python benchmarks/bench_misere.py`. Times are medians over
3 random instances, each batch of 3 timed in a fresh Python process (cgt's memo tables start
empty; building the games is not timed); "twin" is the brute-force oracle
`tests/oracle/misere.py` run on the same instances in the same run (— : skipped, too slow);
ratio = twin time / cgt time.

## Misère outcome of a sum of k sprigs *:x (x random dyadic, |x| ≤ 3, denominator ≤ 8)

cgt: `sum_outcome` (canonical components mod D, pairs *:x + *:−x cancelled, memoised search on
multisets). Twin: search on the tuple of literal component trees.

{table(["k", "cgt median", "cgt max", "twin median", "ratio", "outcomes"], sprig_rows)}

Same-sign sums *:−1/8 + *:−2/8 + … + *:−k/8 (nothing cancels):

{table(["k", "cgt", "outcome"], same_sign)}

## D.equiv on sums of k dicots born by day 3

"≡ (variant forms)": H is G with every component replaced by a different but equivalent form
(the answer is "=", found by congruence); "≡ (its canonical form)": H is the canonical form of
the sum G (cgt must add G up, reducing as it goes); "random pair": G and H independent (the
answer is almost always "≠", with a confirmed witness). Twin: every X of its D pool (55 games).

{table(["k", "pair", "cgt median", "cgt max", "twin median", "ratio", "answers"], d_rows)}

## M.equiv on sums of k dicots born by day 3

Twin: every X of its M pool (262 games). Sums hardly reduce modulo M, so the canonical form
of a sum of k ≥ 5 such dicots is costly (thousands of positions); that case stops at k = 4.

{table(["k", "pair", "cgt median", "cgt max", "twin median", "ratio", "answers"], m_rows)}
"""
    print(text)
    (ROOT / "benchmarks" / "RESULTS_misere.md").write_text(text)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--worker":
        worker(sys.argv[2])
    else:
        main()
