"""Normal-play benchmarks: run on demand, results go to benchmarks/RESULTS.md.

    python benchmarks/bench_normal.py

Each figure is the median of several runs (time.perf_counter); cold-start figures run a fresh
interpreter per measurement. Ratios compare against a baseline measured in the same run.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _cold(code: str, runs: int = 7) -> tuple[float, float]:
    """Median seconds (import of cgt, then ``code``) in a fresh interpreter each run."""
    imports, computes = [], []
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c",
             "import time; t0 = time.perf_counter(); import cgt; t1 = time.perf_counter()\n"
             + code + "\nprint(t1 - t0, time.perf_counter() - t1)"],
            capture_output=True, text=True, check=True, cwd=ROOT,
        )
        a, b = out.stdout.split()[-2:]
        imports.append(float(a))
        computes.append(float(b))
    return statistics.median(imports), statistics.median(computes)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.parse_args()
    rows: list[tuple[str, str]] = []

    imp, g2 = _cold('G = cgt.parse("{3||2|1}"); str((G + G).canonical())')
    _, g5 = _cold('G = cgt.parse("{3||2|1}"); str((G + G + G + G + G).canonical())')
    _, g5v = _cold('G = cgt.parse("{3||2|1}"); str(cgt.canonical_sum(*[G] * 5))')
    rows.append(("import cgt (fresh interpreter)", f"{imp * 1000:.1f} ms"))
    rows.append(("{3||2|1}+{3||2|1}: parse, canonical, print; fresh interpreter",
                 f"{g2 * 1000:.2f} ms (CGSuite 2.2 once warm: about 20 ms; ratio "
                 f"{g2 / 0.020:.2f})"))
    rows.append(("5 copies of {3||2|1}: literal sum, canonical, print; fresh interpreter",
                 f"{g5 * 1000:.2f} ms"))
    rows.append(("5 copies of {3||2|1}: canonical_sum, print; fresh interpreter",
                 f"{g5v * 1000:.2f} ms"))

    from cgt import canonical_sum, game
    from cgt.families import games
    from tests.oracle import normal as oracle

    day2 = sorted(games(2), key=str)  # an order that does not depend on the families module
    rng = random.Random(1)

    def day3() -> object:
        return game(rng.sample(day2, 3), rng.sample(day2, 3))

    for k in range(2, 9):
        # fresh random forms each run, so no run is answered from the memo tables
        samples = []
        for _ in range(5):
            terms = [day3() for _ in range(k)]
            t0 = time.perf_counter()
            canonical_sum(*terms)
            samples.append(time.perf_counter() - t0)
        rows.append((f"value of a sum of {k} random day-3 forms (canonical_sum, first call)",
                     f"{statistics.median(samples) * 1000:.2f} ms"))

    # All 256 day-2 forms and their pairwise sums: cgt (canonical form and outcome of each sum)
    # against the brute-force twin (outcome of each sum by searching the literal tree).
    pairs = [(a, b) for i, a in enumerate(day2) for b in day2[i:]]
    t0 = time.perf_counter()
    for a, b in pairs:
        s = a + b
        s.canonical()
        s.outcome()
    t_cgt = time.perf_counter() - t0
    trees = [(oracle.tree(a), oracle.tree(b)) for a, b in pairs]
    t0 = time.perf_counter()
    for ta, tb in trees:
        oracle.outcome(oracle.add(ta, tb))
    t_twin = time.perf_counter() - t0
    rows.append((f"{len(pairs)} pairwise sums of day-2 forms: canonical + outcome",
                 f"{t_cgt:.2f} s; twin (outcome only) {t_twin:.2f} s; "
                 f"ratio cgt/twin {t_cgt / t_twin:.2f}"))

    machine = platform.processor() or platform.machine()
    print(f"# normal play — {time.strftime('%Y-%m-%d')}, {machine},"
          f" Python {platform.python_version()}")
    for k, v in rows:
        print(f"| {k} | {v} |")


if __name__ == "__main__":
    main()
