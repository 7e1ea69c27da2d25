"""Impartial benchmarks: nim-value sequences of heap rulesets and misère quotients.

    python benchmarks/bench_impartial.py         # prints Markdown rows for RESULTS.md

Misère quotients: heap by heap (Siegel's MisereSolver method) against the same quotient learned
from outcomes of sums (misère canonical forms), measured in the same run.

Nim values: Kayles to 40,000 and Grundy's game to 10,000 heaps with the vectorised loop
(``TakeAndBreak``), in a fresh ruleset so nothing is cached, CPU time (``time.process_time``).
The baseline measured in the same run is the plain loop of ``HeapRuleset`` (one mex per heap
over the listed moves) on the same moves, to a smaller bound where it is slow. CGSuite's figure
for Kayles to 40,000 (10.3 s CPU on this kind of machine) is the one quoted in the project's
issue; it is not rerun here (no JVM on the machine).
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cgt import nimber  # noqa: E402
from cgt.impartial import misere_quotient  # noqa: E402
from cgt.rulesets import HeapRuleset, take_and_break  # noqa: E402

CGSUITE_KAYLES_40000 = 10.3  # s CPU, quoted in the issue


def _cpu(f) -> tuple[float, object]:  # noqa: ANN001
    t = time.process_time()
    out = f()
    return time.process_time() - t, out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.parse_args()
    load = os.getloadavg()[0]
    print(
        f"{date.today()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
        f"load average {load:.2f} at start"
    )
    rows = []
    for code, name, n, n_plain in (
        ("0.77", "Kayles", 40_000, 2_000),
        ("4!.0", "Grundy's game", 10_000, 2_000),
    ):
        fast, values = _cpu(lambda: take_and_break(code).nim_values(n))  # noqa: B023
        fast_small, small = _cpu(lambda: take_and_break(code).nim_values(n_plain))  # noqa: B023
        rs = take_and_break(code)
        plain = HeapRuleset(rs.moves, "plain")
        slow_small, check = _cpu(lambda: plain.nim_values(n_plain))  # noqa: B023
        assert check.tolist() == small.tolist() == values[: n_plain + 1].tolist()
        rows.append(
            f"| {name} g⁺ to {n:,} | {fast:.2f} s | plain loop to {n_plain:,}: {slow_small:.2f} s "
            f"vs vectorised {fast_small:.3f} s, ratio {slow_small / fast_small:.0f} |"
        )
        if name == "Kayles":
            rows.append(
                f"| Kayles g⁺ to 40,000 against CGSuite's 10.3 s CPU | ratio "
                f"{CGSUITE_KAYLES_40000 / fast:.1f} (CGSuite / cgt) | |"
            )
    for label, f in (
        ("misère quotient of *2", lambda: misere_quotient([nimber(2)])),
        (
            "misère quotient of 0.75, heaps ≤ 20",
            lambda: misere_quotient(take_and_break("0.75"), heaps=20),
        ),
        (
            "misère quotient of Kayles, heaps ≤ 30 (heap by heap)",
            lambda: misere_quotient(take_and_break("0.77"), heaps=30),
        ),
        (
            "misère quotient of Kayles, heaps ≤ 200 (heap by heap)",
            lambda: misere_quotient(take_and_break("0.77"), heaps=200),
        ),
    ):
        t, q = _cpu(f)
        rows.append(f"| {label} | {t:.2f} s | order {q.order} |")
    # Baseline in the same run: the same quotient learned from outcomes of sums computed with
    # misère canonical forms (the closure of the heaps as games), against heap by heap.
    kayles = take_and_break("0.77")
    for n in (14, 20):
        heaps_t, q1 = _cpu(lambda n=n: misere_quotient(take_and_break("0.77"), heaps=n))
        learned_t, q2 = _cpu(lambda n=n: misere_quotient([kayles(k) for k in range(1, n + 1)]))
        assert q1.order == q2.order
        rows.append(
            f"| Kayles quotient, heaps ≤ {n}: heap by heap | {heaps_t:.2f} s | "
            f"learned from sums {learned_t:.2f} s, ratio {learned_t / max(heaps_t, 1e-9):.0f}, "
            f"order {q1.order} |"
        )
    print("| what | cgt CPU | baseline / notes |\n|---|---|---|")
    print("\n".join(rows))
    print(f"load average {os.getloadavg()[0]:.2f} at end")


if __name__ == "__main__":
    main()
