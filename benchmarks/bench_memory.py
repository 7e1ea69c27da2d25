"""Memory: forms no longer referenced are freed (weak interning, bounded memo tables).

    python benchmarks/bench_memory.py [millions]

Builds N million distinct forms in a loop that keeps none of them, and prints the resident
memory (from /proc/self/statm) every million: it must stay flat. A second loop also takes each
form's canonical form and outcome, which fills the memo tables; they are bounded
(cgt._memo.MAX_ENTRIES entries each), so memory levels off. A third run keeps every form, as a
baseline for what the loop would cost if nothing were freed.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cgt import game, integer, nimber  # noqa: E402

PAGE = os.sysconf("SC_PAGE_SIZE")


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * PAGE / 2**20


def run(millions: int, work: bool, keep: bool) -> list[float]:
    kept = []
    marks = []
    n = 0
    for _ in range(millions):
        for _ in range(1_000_000):
            g = game([integer(n)], [nimber(n % 7), integer(-n)])
            if work:
                g.canonical()
                g.outcome()
            if keep:
                kept.append(g)
            n += 1
        gc.collect()
        marks.append(rss_mb())
    return marks


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("millions", type=int, nargs="?", default=10,
                    help="forms to build, in millions (default 10)")
    millions = ap.parse_args().millions
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    )
    for label, work, keep, m in (
        ("build and drop", False, False, millions),
        ("build, canonical form and outcome, drop", True, False, max(1, millions // 5)),
        ("build and keep (baseline)", False, True, max(1, millions // 5)),
    ):
        t = time.perf_counter()
        marks = run(m, work, keep)
        secs = time.perf_counter() - t
        print(
            f"{label}: {m} million forms in {secs:.0f} s; resident MB after each million: "
            + ", ".join(f"{x:.0f}" for x in marks)
        )


if __name__ == "__main__":
    main()
