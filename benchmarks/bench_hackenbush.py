"""Hackenbush benchmarks: run on demand, results go to benchmarks/RESULTS.md.

    python benchmarks/bench_hackenbush.py [--bed-seconds S] [--literal-seconds S]

Each row measures cgt's theory against a baseline run in the same process: plain search on the
literal game tree (the green graphs), or the memoised misère search on the components
(`cgt.misere_sum.raw_outcome`) for the flower beds. Times from time.perf_counter on fresh
positions (the memo tables are cleared between the two sides).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import platform
import random
import sys
import time
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

BED = "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)"


def _bed(queue: multiprocessing.Queue) -> None:  # type: ignore[type-arg]
    from cgt.hackenbush import hackenbush

    t, c = time.perf_counter(), time.process_time()
    value = hackenbush(BED).canonical()
    queue.put((str(value), time.perf_counter() - t, time.process_time() - c))


def bed_row(budget: float) -> str:
    queue: multiprocessing.Queue = multiprocessing.Queue()  # type: ignore[type-arg]
    proc = multiprocessing.Process(target=_bed, args=(queue,))
    proc.start()
    proc.join(budget)
    if proc.is_alive():
        proc.terminate()
        proc.join()
        return f"not finished within {budget:.0f} s"
    value, secs, cpu = queue.get()
    return (f"{value} in {secs:.1f} s ({cpu:.1f} s of CPU; CGSuite's own test of it is "
            "switched off as too slow)")


def green_graph(rng: random.Random, n: int) -> list[tuple[int, int, str]]:
    """A random connected green graph with ``n`` edges, about a quarter of them closing cycles."""
    edges = []
    verts = 1
    for _ in range(n):
        u = rng.randrange(verts)
        if verts > 2 and rng.random() < 0.25:
            edges.append((u, rng.randrange(verts), "e"))
        else:
            edges.append((u, verts, "e"))
            verts += 1
    return edges


def green_rows(rng: random.Random) -> list[tuple[str, str]]:
    from cgt.hackenbush import Hackenbush, green_value

    rows = []
    for n in (20, 50, 200):
        p = Hackenbush(edges=green_graph(rng, n), ground={0})
        t = time.perf_counter()
        g = green_value(p)
        theory = time.perf_counter() - t
        if n <= 20:
            t = time.perf_counter()
            searched = _plain_search_nim(p)
            search = time.perf_counter() - t
            assert searched == g, (searched, g)
            rows.append((f"green graph of {n} edges: green_value vs plain search",
                         f"{theory * 1e3:.2f} ms vs {search:.2f} s; ratio {search / theory:.0f}"))
        else:
            rows.append((f"green graph of {n} edges: green_value (plain search does not finish)",
                         f"{theory * 1e3:.2f} ms"))
    return rows


def _plain_search_nim(p) -> int:  # noqa: ANN001 - mex search over edge subsets, no theory
    from functools import cache

    edges = p.shape

    def reach(keep: frozenset[int]) -> frozenset[int]:
        seen, out, changed = {0}, set(), True
        while changed:
            changed = False
            for i in keep - out:
                u, v, _c = edges[i]
                if u in seen or v in seen:
                    out.add(i)
                    seen.update((u, v))
                    changed = True
        return frozenset(out)

    @cache
    def nim(keep: frozenset[int]) -> int:
        vals = {nim(reach(keep - {i})) for i in keep}
        m = 0
        while m in vals:
            m += 1
        return m

    return nim(frozenset(range(len(edges))))


def flowerbed_rows(rng: random.Random) -> list[tuple[str, str]]:
    from cgt import nimber, number, ordinal_sum
    from cgt.hackenbush import theorem_outcome
    from cgt.misere_sum import raw_outcome, state

    rows = []
    for k in (4, 6, 8, 10, 12):
        parts = []
        for i in range(k):
            h = rng.randint(1, 3)
            x = Fraction(rng.choice([1, 2, 3]), rng.choice([1, 2]))
            parts.append(ordinal_sum(nimber(h), number(x if i % 2 else -x)))
        t = time.perf_counter()
        r = theorem_outcome(parts)
        theory = time.perf_counter() - t
        assert r is not None
        budget = 60.0
        t = time.perf_counter()
        searched = _timed(lambda ps=parts: raw_outcome(state(ps)), budget)
        search = time.perf_counter() - t
        if searched is None:
            rows.append((f"misère outcome of a flower bed of {k} flowers: theory vs search",
                         f"{theory * 1e3:.1f} ms ({r[0]}) vs search: none in {budget:.0f} s"))
        else:
            assert searched is r[0], (searched, r)
            rows.append((f"misère outcome of a flower bed of {k} flowers: theory vs search",
                         f"{theory * 1e3:.1f} ms vs {search * 1e3:.1f} ms; ratio "
                         f"{search / theory:.0f} ({r[0]})"))
    return rows


#: Smaller redwood beds cut from the moderately hard bed (flowers removed), for a ratio against
#: the literal form where that finishes.
SUB_BEDS = [
    "(lr:A(rr:B;rr:D);lr:B(r(r:D;r:E));lr:D;lr:E)",
    "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:D;lr:E;lr:F)",
    "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:D;lr:E(r:F);lr:F)",
]


def _literal_value(spec: str) -> str:
    from cgt.hackenbush import hackenbush
    from cgt.hackenbush.evaluate import literal_form

    return str(literal_form(hackenbush(spec).shape).canonical())


def sub_bed_rows(budget: float) -> list[tuple[str, str]]:
    from cgt.hackenbush import hackenbush
    from cgt.hackenbush.redblue import number_search

    rows = []
    for spec in SUB_BEDS:
        p = hackenbush(spec)
        t = time.perf_counter()
        v = number_search(p.shape)
        fast = time.perf_counter() - t
        t = time.perf_counter()
        lit = _timed(lambda spec=spec: _literal_value(spec), budget)
        slow = time.perf_counter() - t
        what = f"redwood bed of {len(p)} edges `{spec}`: comparison search vs literal form"
        if lit is None:
            rows.append((what, f"{fast:.2f} s ({v}) vs literal form: none in {budget:.0f} s"))
        else:
            ratio = slow / fast
            rows.append((what, f"{fast:.2f} s ({v}) vs {slow:.2f} s ({lit}); ratio {ratio:.0f}"))
    return rows


def _timed(fn, budget: float):  # noqa: ANN001, ANN202 - run fn in a thread, give up after budget
    import threading

    box: list[object] = []
    th = threading.Thread(target=lambda: box.append(fn()), daemon=True)
    th.start()
    th.join(budget)
    return box[0] if box else None


def _sprig_sum(rng: random.Random, k: int) -> str:
    xs = [Fraction(rng.randint(-64, 64) or 1, 2 ** rng.randint(0, 5)) for _ in range(k)]
    return " + ".join(f"*:{x}" for x in xs)


def _sum_outcome(text: str, theorems: bool, queue: multiprocessing.Queue) -> None:  # type: ignore[type-arg]
    from cgt import parse
    from cgt.misere_sum import OUTCOME_THEOREMS, explain_outcome

    if not theorems:
        OUTCOME_THEOREMS.clear()  # the core's search on the multiset of components alone
    g = parse(text)
    t = time.perf_counter()
    o, why = explain_outcome(g)
    queue.put((str(o), why.split(" (")[0], time.perf_counter() - t))


def _run(text: str, theorems: bool, budget: float) -> tuple[str, str, float] | None:
    """explain_outcome of the parsed sum in a fresh process, None past ``budget`` seconds."""
    queue: multiprocessing.Queue = multiprocessing.Queue()  # type: ignore[type-arg]
    proc = multiprocessing.Process(target=_sum_outcome, args=(text, theorems, queue))
    proc.start()
    proc.join(budget)
    if proc.is_alive():
        proc.terminate()
        proc.join()
        return None
    return queue.get()  # type: ignore[no-any-return]


def sprig_rows(rng: random.Random, budget: float) -> list[tuple[str, str]]:
    """Misère outcomes of random sprig sums through the public API (``parse(...)`` then
    ``explain_outcome``, the theorems installed in ``OUTCOME_THEOREMS``), against the core's
    search with the theorems removed, each in a fresh process."""
    rows = []
    for k in (8, 12, 16, 30, 200):
        text = _sprig_sum(rng, k)
        fast = _run(text, True, budget)
        assert fast is not None
        what = f"misère outcome of a sum of {k} random sprigs: theorem vs the core's search"
        slow = _run(text, False, budget) if k <= 30 else None
        if slow is None:
            rows.append((what, f"{fast[2] * 1e3:.1f} ms ({fast[0]}, {fast[1]}) vs search: "
                               f"{'not run' if k > 30 else f'none in {budget:.0f} s'}"))
        else:
            assert slow[0] == fast[0], (slow, fast)
            rows.append((what, f"{fast[2] * 1e3:.1f} ms ({fast[0]}, {fast[1]}) vs "
                               f"{slow[2] * 1e3:.1f} ms; ratio {slow[2] / fast[2]:.0f}"))
    return rows


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--bed-seconds", type=float, default=1800.0)
    ap.add_argument("--literal-seconds", type=float, default=120.0)
    ap.add_argument("--only-sprigs", action="store_true", help="only the sprig-sum rows")
    args = ap.parse_args()
    rng = random.Random(2026)
    load = os.getloadavg()[0]
    if args.only_sprigs:
        _table(sprig_rows(rng, args.literal_seconds), load)
        return
    rows = [("Winning Ways ch. 7 fig. 31, the moderately hard bed (expected 1/128)",
             bed_row(args.bed_seconds))]
    rows += sub_bed_rows(args.literal_seconds)
    rows += green_rows(rng)
    rows += flowerbed_rows(rng)
    rows += sprig_rows(rng, args.literal_seconds)
    _table(rows, load)


def _table(rows: list[tuple[str, str]], load: float) -> None:
    print(f"## Hackenbush — {time.strftime('%Y-%m-%d')} (`python benchmarks/bench_hackenbush.py`)")
    print()
    print(f"Machine: {platform.machine()}, Python {platform.python_version()}, "
          f"{multiprocessing.cpu_count()} CPUs (shared), load average at the start "
          f"{load:.1f}.")
    print()
    print("| what | figure |")
    print("|---|---|")
    for what, figure in rows:
        print(f"| {what} | {figure} |")


if __name__ == "__main__":
    main()
