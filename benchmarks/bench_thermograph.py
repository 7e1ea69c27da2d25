"""Thermograph benchmarks: the merge-based walls against the previous scan, in the same run.

    python benchmarks/bench_thermograph.py [--old REV | --old-path PATH] [--quick]

The previous algorithm is loaded from git (``REV:cgt/thermograph.py``; by default the revision
just before the merge-based walls replaced it) or from a file or worktree given by
``--old-path``, and runs on the same core as the new one, so the ratios measure thermography
alone. Figures are CPU time (``time.process_time``, steadier than wall time on a shared
machine): min and median over runs with the thermography memo tables emptied before each run
(the core's canonical forms stay warm), and, for the whole question, the min over fresh
interpreters (parse, canonical form, thermograph). The arithmetic rows time Fraction, Dyadic
and plain integers on the operations walls use. Prints a Markdown section for
benchmarks/RESULTS.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import subprocess
import sys
import time
import timeit
import types
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SWITCHES_8 = " + ".join(f"+-{k}" for k in range(1, 9))
COPIES_6 = " + ".join(["{3||2|1}"] * 6)


def default_old_rev() -> str:
    """The parent of the commit that replaced the scan (it removed ``_first_le``)."""
    out = subprocess.run(
        ["git", "log", "-1", "--format=%H", "-S", "def _first_le", "--", "cgt/thermograph.py"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout.strip()
    return f"{out}^" if out else "HEAD"


def load_old(rev: str | None, path: str | None) -> types.ModuleType:
    if path:
        p = Path(path)
        src = (p / "cgt" / "thermograph.py" if p.is_dir() else p).read_text()
        where = str(p)
    else:
        rev = subprocess.run(["git", "rev-parse", "--short", rev or default_old_rev()], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout.strip()
        src = subprocess.run(["git", "show", f"{rev}:cgt/thermograph.py"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout
        where = f"{rev}:cgt/thermograph.py"
    mod = types.ModuleType("cgt_thermograph_old")
    mod.__file__ = where
    sys.modules[mod.__name__] = mod
    exec(compile(src, where, "exec"), mod.__dict__)
    return mod


def new_module() -> types.ModuleType:
    import importlib

    return importlib.import_module("cgt.thermograph")


def clear(mod: types.ModuleType) -> None:
    for name in ("_THERMO", "_STOPS", "_COOL"):
        table = getattr(mod, name, None)
        if table is not None:
            table.clear()


def timed(fn: Callable[[], Any], mod: types.ModuleType, runs: int) -> tuple[float, float]:
    """(min, median) CPU seconds of fn() with mod's memo tables emptied before each run."""
    samples = []
    for _ in range(runs):
        clear(mod)
        t0 = time.process_time()
        fn()
        samples.append(time.process_time() - t0)
    return min(samples), statistics.median(samples)


# ---------------------------------------------------------------------------- fresh processes
CHILD = {
    "thermograph of ±1+…+±8": f"th.thermograph(cgt.parse({SWITCHES_8!r}))",
    "cooling 6 copies of {3||2|1} by 1/2": f"th.cool(cgt.parse({COPIES_6!r}), '1/2')",
}


def child(impl: str, workload: str, rev: str | None, path: str | None) -> None:
    import cgt

    th = load_old(rev, path) if impl == "old" else new_module()
    code = CHILD[workload]
    t0 = time.process_time()
    eval(code, {"cgt": cgt, "th": th})
    print(time.process_time() - t0)


def fresh(impl: str, workload: str, args: argparse.Namespace, runs: int) -> float:
    cmd = [sys.executable, __file__, "--child", impl, workload]
    if args.old_path:
        cmd += ["--old-path", args.old_path]
    elif args.old:
        cmd += ["--old", args.old]
    best = float("inf")
    for _ in range(runs):
        out = subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=ROOT)
        best = min(best, float(out.stdout.split()[0]))
    return best


# ---------------------------------------------------------------------------- arithmetic
def micro() -> list[tuple[str, str]]:
    """Fraction, Dyadic and plain integers on one scale, on the operations walls use."""
    from cgt.dyadic import Dyadic

    fa, fb = Fraction(13, 8), Fraction(-5, 16)
    da, db = Dyadic(fa), Dyadic(fb)
    ia, ib = 26, -5  # the same values on the scale 1/16
    ops = [
        ("a + b", "a + b"), ("a - b", "a - b"), ("-a", "-a"), ("a < b", "a < b"),
        ("a == b", "a == b"), ("hash(a)", "hash(a)"), ("max(a, b)", "max(a, b)"),
    ]
    rows = []
    n = 100_000
    for label, stmt in ops:
        t = {}
        for kind, (a, b) in (("F", (fa, fb)), ("D", (da, db)), ("I", (ia, ib))):
            t[kind] = min(timeit.repeat(stmt, globals={"a": a, "b": b}, number=n, repeat=5,
                                        timer=time.process_time)) / n
        rows.append((f"`{label}`: Fraction / Dyadic / int on one scale",
                     f"{t['F'] * 1e9:.0f} / {t['D'] * 1e9:.0f} / {t['I'] * 1e9:.0f} ns; "
                     f"Fraction/Dyadic {t['F'] / t['D']:.1f}"))
    halves = {
        "F": ("a / 2", {"a": fa}), "D": ("a.half()", {"a": da}), "I": ("a >> 1", {"a": ia}),
    }
    t = {k: min(timeit.repeat(s, globals=g, number=n, repeat=5, timer=time.process_time)) / n
         for k, (s, g) in halves.items()}
    rows.append(("halving: `a / 2` / `a.half()` / `a >> 1` (int, when even)",
                 f"{t['F'] * 1e9:.0f} / {t['D'] * 1e9:.0f} / {t['I'] * 1e9:.0f} ns; "
                 f"Fraction/Dyadic {t['F'] / t['D']:.1f}"))
    return rows


def stops_rows(runs: int) -> list[tuple[str, str]]:
    """The stops recursion of cgt.thermograph with Dyadic, against the same with Fraction."""
    from cgt import canonical_sum, switch

    th = new_module()

    def stops_fraction(c: Any, memo: dict[Any, Any]) -> Any:
        s = memo.get(c)
        if s is not None:
            return s
        if not c.left or not c.right:
            x = Fraction(th._integer(c))
            s = (x, x, x)
        else:
            lo = [stops_fraction(o, memo) for o in c.left]
            ro = [stops_fraction(o, memo) for o in c.right]
            a, b = lo[0][2], ro[0][2]
            if len(lo) == len(ro) == 1 and a is not None and b is not None and a < b:
                x = (a + b) / 2
                s = (x, x, x)
            else:
                s = (max([x[1] for x in lo]), min([x[0] for x in ro]), None)
        memo[c] = s
        return s

    rows = []
    for label, c in (
        ("±1/4+±2/4+…+±10/4", canonical_sum(*[switch(Fraction(k, 4)) for k in range(1, 11)])),
        ("±1+…+±12", canonical_sum(*[switch(k) for k in range(1, 13)])),
    ):
        assert stops_fraction(c, {})[:2] == tuple(th._stops(c)[:2])
        f_min, _ = timed(lambda c=c: stops_fraction(c, {}), th, runs)
        d_min, _ = timed(lambda c=c: th._stops(c), th, runs)
        rows.append((f"stops of {label} (all followers): Fraction vs Dyadic",
                     f"{f_min * 1e3:.2f} ms vs {d_min * 1e3:.2f} ms; "
                     f"ratio {f_min / d_min:.1f}"))
    return rows


# ---------------------------------------------------------------------------- main
def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--old", help="git revision of the previous cgt/thermograph.py")
    ap.add_argument("--old-path", help="a thermograph.py file, or a worktree holding one")
    ap.add_argument("--quick", action="store_true", help="fewer runs")
    ap.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.child[0], args.child[1], args.old, args.old_path)
        return

    from cgt import canonical_sum, game, parse, switch
    from cgt.families import games

    runs = 3 if args.quick else 9
    old, new = load_old(args.old, args.old_path), new_module()
    rows: list[tuple[str, str]] = []

    def versus(label: str, work: Callable[[types.ModuleType], Any], check: bool = True) -> None:
        if check:
            assert str(work(old)) == str(work(new)), label
        o_min, o_med = timed(lambda: work(old), old, runs)
        n_min, n_med = timed(lambda: work(new), new, runs)
        rows.append((label, f"{o_min * 1e3:.2f} ms (median {o_med * 1e3:.2f}) vs "
                            f"{n_min * 1e3:.2f} ms (median {n_med * 1e3:.2f}); "
                            f"ratio {o_min / n_min:.1f}"))

    sums = {
        "±1+…+±8": parse(SWITCHES_8).canonical(),
        "±1+…+±12": canonical_sum(*[switch(k) for k in range(1, 13)]),
        "±1/4+±2/4+…+±10/4": canonical_sum(*[switch(Fraction(k, 4)) for k in range(1, 11)]),
        "{3||2|1}+{4|1}+{5||3|-1}+{2|||1||0|-3}+{1|-2}": canonical_sum(*map(parse, [
            "{3||2|1}", "{4|1}", "{5||3|-1}", "{2|||1||0|-3}", "{1|-2}"])),
    }
    for label, c in sums.items():
        versus(f"thermograph of {label}", lambda m, c=c: m.thermograph(c))
    six = parse(COPIES_6).canonical()
    for t in ("1", "1/2", "1/4"):
        versus(f"cooling 6 copies of {{3||2|1}} by {t}", lambda m, t=t: m.cool(six, t))

    day2 = sorted(games(2), key=str)
    rng = random.Random(12)
    forms = [canonical_sum(*[game(rng.sample(day2, 3), rng.sample(day2, 3)) for _ in range(3)])
             for _ in range(40)]
    versus("40 random sums of 3 day-3 forms: thermograph, mean, temperature, stops",
           lambda m: [(m.thermograph(c), m.mean(c), m.temperature(c), m.stops(c))
                      for c in forms])

    for workload in CHILD:
        o = fresh("old", workload, args, 2 if args.quick else 5)
        n = fresh("new", workload, args, 2 if args.quick else 5)
        rows.append((f"{workload}: parse, canonical form and the question, fresh interpreter",
                     f"{o * 1e3:.1f} ms vs {n * 1e3:.1f} ms; ratio {o / n:.1f}"))

    rows += stops_rows(runs)
    rows += micro()

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"## Thermographs: merged walls against the scan — {time.strftime('%Y-%m-%d')} "
          f"(`python benchmarks/bench_thermograph.py`)\n")
    print(f"Machine: {platform.machine()} {platform.system()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}, load average {load:.1f}; CPU time. Old: "
          f"`{old.__file__}`.\n")
    print("| workload | old vs new |\n|---|---|")
    for k, v in rows:
        print(f"| {k} | {v} |")


if __name__ == "__main__":
    main()
