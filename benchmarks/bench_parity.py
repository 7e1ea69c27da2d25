"""CGSuite parity benchmarks: the workloads of CGSuite's own ``tools/Benchmark.scala``.

    python benchmarks/bench_parity.py [--quick]

Each workload runs in a fresh interpreter (empty caches), timed as CPU seconds of the
computation alone (import excluded), as CGSuite's figures are CPU seconds. Baselines:
CGSuite 2.x's times for the same workloads on this kind of machine, as quoted in issue 10
(CGSuite itself cannot be built here); for Domineering, which CGSuite's benchmark does not
time, the plain-search twin of tests/oracle/rulesets.py measured in the same run.
Results are printed as a Markdown table to paste into benchmarks/RESULTS.md.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

WORKLOADS = [
    # (name, code computing `result`, CGSuite CPU seconds or None, runs)
    ("`*14` heated by 1", "result = cgt.nimber(14).heat(1)", 6.8, 3),
    ("`*12` heated by 1, printed", "result = str(cgt.nimber(12).heat(1))", 0.4, 3),
    (
        'Clobber `"xoxo|oxox|xoxo|oxox"` canonical form',
        'from cgt.rulesets import Clobber\nresult = Clobber("xoxo|oxox|xoxo|oxox").canonical()',
        42.0,
        1,
    ),
    (
        "Domineering 4×4 + 4×4 + 5×4 (rows × columns) canonical form",
        "from cgt.rulesets import Domineering\n"
        'a, b = Domineering("....|....|....|...."), Domineering("....|....|....|....|....")\n'
        "result = cgt.canonical_sum(a.canonical(), a.canonical(), b.canonical())",
        None,
        3,
    ),
    (
        "Domineering 4×4: plain search (twin, the same-run baseline)",
        "from tests.oracle import rulesets as twin\n"
        'result = twin.value("....|....|....|....", twin.domineering)',
        None,
        3,
    ),
    (
        "Domineering 4×4 with components, symmetries and the transposition table",
        "from cgt.rulesets import Domineering\n"
        'result = Domineering("....|....|....|....").canonical()',
        None,
        3,
    ),
]


def _cpu(code: str) -> tuple[float, str]:
    script = (
        "import time, cgt\nt0 = time.process_time()\n"
        + code
        + "\nt1 = time.process_time()\nprint(repr(t1 - t0)); print(str(result)[:80])"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT
    )
    secs, value = out.stdout.strip().split("\n")[-2:]
    return float(secs), value


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="skip the workloads that run once")
    quick = ap.parse_args().quick
    print(f"Machine: {platform.machine()}, Python {platform.python_version()}, "
          f"{time.strftime('%Y-%m-%d')}")
    print()
    print("| workload | cgt CPU (median) | CGSuite CPU | ratio CGSuite/cgt | value |")
    print("|---|---|---|---|---|")
    for name, code, cgsuite, runs in WORKLOADS:
        if quick and runs == 1:
            continue
        times, value = [], ""
        for _ in range(runs):
            t, value = _cpu(code)
            times.append(t)
        t = statistics.median(times)
        base = f"{cgsuite:.1f} s" if cgsuite else "—"
        ratio = f"{cgsuite / t:.1f}×" if cgsuite else "—"
        print(f"| {name} | {t:.3f} s | {base} | {ratio} | `{value}` |")


if __name__ == "__main__":
    main()
