"""The compiled core against the pure-Python sources, same machine, same run.

Each workload runs in a fresh process (first run after import, caches cold), alternately with
the compiled modules and with ``CGT_PURE_PYTHON=1``; the minimum over ``--runs`` processes is
kept and the ratio pure / compiled printed.

    python benchmarks/bench_core_build.py [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys

WORKLOADS = {
    "9 copies of {3||2|1}": "g = parse('{3||2|1}'); (sum_of(*[g] * 9)).canonical()",
    "±1 + … + ±8": "sum_of(*[parse('±%d' % k) for k in range(1, 9)]).canonical()",
    "{1|0} + {2|1} + … (10)": (
        "sum_of(*[parse('{%d|%d}' % (k, k - 1)) for k in range(1, 11)]).canonical()"
    ),
    "40 random sums of 6 day-3 forms": (
        "import random; from cgt.families import games\n"
        "d2 = list(games(2)); rng = random.Random(7)\n"
        "def side(): return rng.sample(d2, rng.randint(0, 3))\n"
        "def day3(): return game(side(), side())\n"
        "[sum_of(*[day3() for _ in range(6)]).canonical() for _ in range(40)]"
    ),
    "1000 pairs: outcome of G + H, G <= H": (
        "import random; rng = random.Random(3)\n"
        "t = ['{1|0}', '*', '^', '3/4', '{2|*}', '-5', '{0|-1}', '*2', '{1|*}', '^*', '±1',"
        " '{3||2|1}']\n"
        "for _ in range(1000):\n"
        "    g, h = parse(rng.choice(t)), parse(rng.choice(t)); (g + h).outcome(); g <= h"
    ),
    "cooling 6 copies of {3||2|1} by 1": "sum_of(*[parse('{3||2|1}')] * 6).canonical().cool(1)",
}

TIMER = """
import time
from cgt import *
_t0 = time.perf_counter()
{body}
print(time.perf_counter() - _t0)
"""


def _time(body: str, pure: bool) -> float:
    env = dict(os.environ)
    if pure:
        env["CGT_PURE_PYTHON"] = "1"
    else:
        env.pop("CGT_PURE_PYTHON", None)
    out = subprocess.run(
        [sys.executable, "-c", TIMER.format(body=body)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    return float(out.stdout.split()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    import cgt

    print(f"core_build(): {cgt.core_build()}; load {os.getloadavg()[0]:.1f}")
    print("| workload | compiled ms | pure Python ms | pure / compiled |")
    print("|---|---|---|---|")
    for name, body in WORKLOADS.items():
        best = {True: float("inf"), False: float("inf")}
        for _ in range(args.runs):
            for pure in (False, True):
                best[pure] = min(best[pure], _time(body, pure))
        c, p = best[False] * 1000, best[True] * 1000
        cell = name.replace("|", "\\|")  # a Markdown table cell
        print(f"| {cell} | {c:.1f} | {p:.1f} | {p / c:.2f}× |")


if __name__ == "__main__":
    main()
