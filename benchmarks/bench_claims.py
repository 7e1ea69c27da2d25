"""Claims at scale: the same claim run serially, on 2 worker processes and on a local Dask
cluster, against a hand-written loop (the baseline: what a researcher writes without claims).

    python benchmarks/bench_claims.py                  # prints the table
    python benchmarks/bench_claims.py --write          # and appends it to RESULTS.md
    python benchmarks/bench_claims.py --h-classes 1268 # G + H == H + G over all 1268² pairs

Claims, modulo D, over the 1268 dicot classes born by day 3 (``canonical(D, max_birthday=3)``):
``G + G == 0`` (1268 instances) and ``G + H == H + G`` (G over all classes, H over the first
``--h-classes`` of them; all 1268 makes 1,607,824 instances). Each run is a fresh Python process,
so memo tables start empty; the time is the claim's own ``seconds`` (the classes are listed
before the clock starts). The Dask cluster is started before the clock (its start-up is
reported apart) and its workers are cold.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CLAIMS = {"double": "G + G == 0", "commute": "G + H == H + G"}


def _claim(which: str, h_classes: int):  # noqa: ANN202
    from cgt import D, claim
    from cgt.families import canonical

    classes = canonical(D, max_birthday=3)
    classes.members()
    if which == "double":
        return claim(CLAIMS[which], mod=D, G=classes)
    return claim(CLAIMS[which], mod=D, G=classes, H=list(classes)[:h_classes])


def worker(mode: str, which: str, h_classes: int) -> dict:
    """One measurement, in this (fresh) process."""
    c = _claim(which, h_classes)
    extra: dict = {}
    if mode == "loop":  # the baseline: a plain loop over the instances, no claim machinery
        from cgt import D, zero

        classes = c.domains[0][1].members()
        hs = classes if which == "double" else c.domains[1][1].members()
        t = time.perf_counter()
        held = checked = 0
        for g in classes:
            for h in ([g] if which == "double" else hs):
                v = D.equiv(g + g, zero) if which == "double" else D.equiv(g + h, h + g)
                held += bool(v.decided and v.holds)
                checked += 1
        return {"seconds": time.perf_counter() - t, "checked": checked, "held": held}
    if mode == "serial":
        r = c.check(workers=1, progress=False)
    elif mode == "workers":
        r = c.check(workers=2, progress=False)
    else:
        from distributed import Client, LocalCluster

        t = time.perf_counter()
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                          dashboard_address=None, silence_logs=40) as cluster, \
                Client(cluster) as client:
            extra["startup"] = time.perf_counter() - t
            r = c.check(executor=client.get_executor(), progress=False)
    return {"seconds": r.seconds, "checked": r.checked, "held": r.held, **extra}


def measure(mode: str, which: str, h_classes: int) -> dict:
    out = subprocess.run(
        [sys.executable, __file__, "--worker", mode, which, str(h_classes)],
        capture_output=True, text=True, check=True, cwd=ROOT,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--h-classes", type=int, default=200)
    ap.add_argument("--skip-dask", action="store_true")
    ap.add_argument("--write", action="store_true", help="append the table to RESULTS.md")
    ap.add_argument("--worker", nargs=3, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        mode, which, h = args.worker
        print(json.dumps(worker(mode, which, int(h))))
        return
    modes = ["loop", "serial", "workers"] + ([] if args.skip_dask else ["dask"])
    rows = []
    for which in ("double", "commute"):
        base = None
        for mode in modes:
            load = os.getloadavg()[0]
            m = measure(mode, which, args.h_classes)
            m["load"] = load
            base = base or m["seconds"]
            rows.append((which, mode, m, base))
            print(which, mode, m, flush=True)
    n = args.h_classes
    lines = [
        f"## Claims — {date.today().isoformat()} (`python benchmarks/bench_claims.py"
        f"{'' if n == 200 else f' --h-classes {n}'}`)",
        "",
        f"Machine: {os.cpu_count()} CPUs (`nproc`), Python {platform.python_version()} "
        f"({platform.machine()}), shared with other jobs (times are noisy; quote the ratios).",
        "Modulo D over the 1268 dicot classes born by day 3; `G + H == H + G` takes G over all",
        f"of them and H over the first {n}. Fresh process per row; ratio = the hand-written",
        "loop's time / this row's time (above 1: faster than the loop).",
        "",
        "The load column is the machine's 1-minute load average when the row started: above",
        "the 2 cores, the workers share them with other jobs and cannot run in parallel.",
        "",
        "| claim | how | instances | holding | time | instances/s | ratio | load |",
        "|---|---|---|---|---|---|---|---|",
    ]
    names = {"loop": "hand-written loop (baseline)", "serial": "check(workers=1)",
             "workers": "check(workers=2)", "dask": "local Dask cluster, 2 workers"}
    for which, mode, m, base in rows:
        how = names[mode] + (f" (+{m['startup']:.1f} s start-up)" if "startup" in m else "")
        lines.append(
            f"| `{CLAIMS[which]}` | {how} | {m['checked']:,} | {m['held']:,} | "
            f"{m['seconds']:.2f} s | {m['checked'] / m['seconds']:,.0f} | "
            f"{base / m['seconds']:.2f} | {m['load']:.1f} |"
        )
    table = "\n".join(lines) + "\n"
    print("\n" + table)
    if args.write:
        with (ROOT / "benchmarks" / "RESULTS.md").open("a", encoding="utf-8") as f:
            f.write("\n" + table)


if __name__ == "__main__":
    main()
