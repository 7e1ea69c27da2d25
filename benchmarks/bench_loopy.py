"""Loopy games on CGSuite's loopy examples: rulesets whose play repeats, and sums of stoppers.

    python benchmarks/bench_loopy.py              # prints the table
    python benchmarks/bench_loopy.py --runs 3     # median of 3 cold runs per workload
    python benchmarks/bench_loopy.py --limit 60   # stop a workload after 60 s (default 120)

Workloads (CGSuite's own tests and its loopy-games tutorial):
- Backsliding Toads and Frogs ``ttt..fff`` (CGSuite's GameStripTest: ``GameValue`` is
  ``{on||0|-1/2} & {1/2|0||off}``) and a longer strip: the game graph, the outcome with draws
  (retrograde analysis), and ``game_value()``;
- Fox and Geese (CGSuite's GameGridTest): two squares of its values table (geese on row 3);
  geese on row 4, fox at (1, 1), ordinary and Ceylonese (``{4*|7/2}`` and a longer value),
  and the width-10 board (``{6over|5*}``);
- the tutorial's sums of stoppers: ``upon + upon``, ``over - over``, ``on + off``, and sums of
  k copies of ``upon``; the variety of the 4-cycle, and Bach's Carousel (whose sides are no
  stoppers: they are kept as simplified game graphs, printed as CGSuite prints them), alone and
  plus ``*``.

Each workload runs in a fresh interpreter (empty caches; import excluded) and the figure is
the median CPU time over ``--runs``. A workload that needs the algebra of loopy values
(``cgt.loopy.loopy_value``) says "—" where that algebra is not installed. CGSuite has no
benchmark of its loopy examples; it runs here as ``cgs`` (/work/shared/tools/cgsuite), and
benchmarks/bench_loopy_strips.py compares cgt with it on loopy Toads and Frogs strips.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SETUP = """
from cgt import BackslidingToadsAndFrogs, FoxAndGeese, parse
from cgt.loopy import LoopyGraph, outcome_of
ON = LoopyGraph(left=((0,),), right=((),))
OVER = LoopyGraph(left=((1,), ()), right=((0,), ()))
UPON = LoopyGraph(left=((0,), (2,), ()), right=((1,), (2,), ()))
def copies(g, k):
    s = g
    for _ in range(k - 1):
        s = s.plus(g)
    return s
ROW3 = [(3, 1), (3, 3), (3, 5), (3, 7)]
ROW4 = [(4, 2), (4, 4), (4, 6), (4, 8)]
WIDE = [(3, 1), (3, 3), (3, 5), (3, 7), (3, 9)]
"""

#: (label, statement, whether it needs the algebra of loopy values)
WORKLOADS: list[tuple[str, str, bool]] = [
    ("BTF ttt..fff: game graph", "len(BackslidingToadsAndFrogs('ttt..fff').game_graph())", False),
    ("BTF ttt..fff: outcome", "str(BackslidingToadsAndFrogs('ttt..fff').outcome())", False),
    ("BTF ttt..fff: game_value", "str(BackslidingToadsAndFrogs('ttt..fff').game_value())", True),
    ("BTF tttt..ffff: outcome", "str(BackslidingToadsAndFrogs('tttt..ffff').outcome())", False),
    ("BTF tttt..ffff: game_value", "str(BackslidingToadsAndFrogs('tttt..ffff').game_value())",
     True),
    ("Fox and Geese, row 3, fox (2,2): game_value (CGSuite: 2over)",
     "str(FoxAndGeese(ROW3, (2, 2)).game_value())", True),
    ("Fox and Geese, row 3, fox (1,5): game_value (CGSuite: {4|3||2})",
     "str(FoxAndGeese(ROW3, (1, 5)).game_value())", True),
    ("Fox and Geese, row 4, fox (1,1): outcome", "str(FoxAndGeese(ROW4, (1, 1)).outcome())",
     False),
    ("Fox and Geese, row 4, fox (1,1): game_value",
     "str(FoxAndGeese(ROW4, (1, 1)).game_value())", True),
    ("Ceylonese Fox and Geese, row 4, fox (1,1): game_value",
     "str(FoxAndGeese(ROW4, (1, 1), fox_range=2).game_value())", True),
    ("Fox and Geese, width 10, fox (1,9): game_value",
     "str(FoxAndGeese(WIDE, (1, 9), width=10).game_value())", True),
    ("upon + upon: outcome", "str(outcome_of(UPON.plus(UPON)))", False),
    ("upon + upon: value", "str(loopy_value(UPON.plus(UPON)))", True),
    ("over - over: value", "str(loopy_value(OVER.plus(OVER.negative())))", True),
    ("on + off: value", "str(loopy_value(ON.plus(ON.negative())))", True),
    ("6 copies of upon: value", "str(loopy_value(copies(UPON, 6)))", True),
    ("the 4-cycle a{0||||0|||a|*||*}: variety", "str(parse('a{0||||0|||a|*||*}').variety())",
     True),
    ("Bach's Carousel: value (sides that are no stoppers)",
     "str(parse('a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}'))", True),
    ("Bach's Carousel + *: value", "str(parse('a{0,{1|1,{*,{1+*|1+*,a}|*}}|0} + *'))", True),
]


def worker(statement: str, needs_algebra: bool) -> None:
    import time

    sys.path.insert(0, str(ROOT))
    env: dict[str, object] = {}
    exec(SETUP, env)
    if needs_algebra:
        try:
            from cgt.loopy import loopy_value
        except ImportError:
            print(json.dumps(None))
            return
        env["loopy_value"] = loopy_value
    from cgt import CGTError

    start = time.process_time()
    try:
        result = str(eval(statement, env))
    except CGTError as e:  # a bound or a limitation of the algebra: reported, not hidden
        result = f"{type(e).__name__}: {str(e)[:70]}"
    seconds = time.process_time() - start
    print(json.dumps([seconds, result]))


def run(statement: str, needs_algebra: bool, limit: float) -> tuple[float, str] | None:
    try:
        out = subprocess.run(
            [sys.executable, __file__, "--worker", statement, str(int(needs_algebra))],
            capture_output=True, text=True, check=True, cwd=ROOT, timeout=limit,
        ).stdout
    except subprocess.TimeoutExpired:
        return (float("inf"), f"stopped after {limit:.0f} s")
    got = json.loads(out.strip().splitlines()[-1])
    return None if got is None else (float(got[0]), str(got[1]))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--limit", type=float, default=120.0, help="seconds allowed a workload")
    ap.add_argument("--worker", nargs=2, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        worker(args.worker[0], args.worker[1] == "1")
        return
    print(f"Python {platform.python_version()} ({platform.machine()}), runs: {args.runs}")
    print("| workload | cgt CPU (median) | answer |")
    print("|---|---|---|")
    for label, statement, needs in WORKLOADS:
        label = label.replace("|", "\\|")
        results = [run(statement, needs, args.limit) for _ in range(args.runs)]
        if results[0] is None:
            print(f"| {label} | — | (no loopy algebra here) |")
            continue
        secs = statistics.median(r[0] for r in results if r is not None)
        answer = results[0][1].replace("|", "\\|")
        shown = f"> {args.limit:.0f} s" if secs == float("inf") else f"{secs:.3f} s"
        print(f"| {label} | {shown} | `{answer}` |", flush=True)


if __name__ == "__main__":
    main()
