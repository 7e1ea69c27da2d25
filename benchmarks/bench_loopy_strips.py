"""Loopy values of generalised backsliding Toads and Frogs (issue 35): cgt against CGSuite.

    python benchmarks/bench_loopy_strips.py              # the table (needs `cgs` on PATH)
    python benchmarks/bench_loopy_strips.py --limit 60   # stop a cgt workload after 60 s

Each strip runs in a fresh interpreter (empty caches): cgt's figure is the CPU of
``game_value()`` (import excluded, numpy's too: ``cgt.loopy.side_table`` is imported before
the clock starts, as numpy costs 0.3-0.5 s of CPU to import where bytecode is not cached) and,
apart, the whole process's CPU (interpreter start and every import included). CGSuite runs
each strip in a fresh ``cgs -t`` (a fresh JVM): its own reported thread CPU for the evaluation
("CGSuite compute") and the whole process's CPU (JVM start, class loading and JIT included:
"CGSuite cold"). The ratios are cgt / CGSuite (below 1: cgt faster).
"""

from __future__ import annotations

import argparse
import json
import math
import re
import resource
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: (cgt keyword arguments, strip); the first three are the issue's, the rest came up slow in
#: a survey of random strips (2026-11-29).
STRIPS: list[tuple[dict[str, object], str]] = [
    ({"min_slide": -math.inf, "max_slide": 3, "max_jump": 3}, "..t.ff"),
    ({"min_slide": -1, "max_jump": 3}, "ttt..f."),
    ({"min_slide": -math.inf, "max_jump": math.inf, "allow_friendly_jump": True}, "ttf..t."),
    ({"min_slide": -2, "max_slide": 1, "max_jump": 1, "allow_friendly_jump": True}, "t..fft"),
    ({"min_slide": -3, "max_slide": math.inf, "max_jump": 2}, "..tf.tf"),
    ({"min_slide": -1, "max_slide": 3, "max_jump": 2, "allow_friendly_jump": True}, "..tf."),
    ({"min_slide": -1, "max_slide": math.inf, "max_jump": 1, "allow_friendly_jump": True},
     "t...f."),
    ({"min_slide": -2, "max_slide": 3, "max_jump": math.inf}, "tf..f.t"),
    ({"min_slide": -2, "max_slide": 2, "allow_friendly_jump": True}, "t.tft.ff"),
    ({"min_slide": -1, "max_slide": 2, "max_jump": 3}, "..tfft."),
]

_NAMES = {"min_slide": "minSlide", "max_slide": "maxSlide", "max_jump": "maxJump",
          "allow_friendly_jump": "allowFriendlyJump"}


def _word(x: object) -> str:
    if x is True:
        return "true"
    if isinstance(x, float) and math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return str(x)


def cgscript(kwargs: dict[str, object], strip: str) -> str:
    args = ", ".join(f"{_NAMES[k]} => {_word(v)}" for k, v in kwargs.items())
    return f'game.strip.GenToadsAndFrogs({args})("{strip}").GameValue'


def worker(index: int) -> None:
    import time

    sys.path.insert(0, str(ROOT))
    import cgt.loopy.side_table  # noqa: F401  (numpy: an import, not the computation)
    from cgt.rulesets import GenToadsAndFrogs

    kwargs, strip = STRIPS[index]
    start = time.process_time()
    value = str(GenToadsAndFrogs(**kwargs)(strip).game_value())  # type: ignore[arg-type]
    print(json.dumps([time.process_time() - start, value]))


def _child_cpu(cmd: list[str], timeout: float) -> tuple[float, str, str]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=ROOT)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, out.stdout, out.stderr


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--limit", type=float, default=120.0)
    ap.add_argument("--worker", type=int, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker is not None:
        worker(args.worker)
        return
    print("| strip | value | cgt compute | cgt process | CGSuite compute | CGSuite cold "
          "| compute ratio | cold ratio |")
    print("|---|---|---|---|---|---|---|---|")
    for k, (kwargs, strip) in enumerate(STRIPS):
        expr = cgscript(kwargs, strip)
        try:
            proc, out, _ = _child_cpu(
                [sys.executable, __file__, "--worker", str(k)], args.limit
            )
            compute, value = json.loads(out.strip().splitlines()[-1])
        except subprocess.TimeoutExpired:
            proc, compute, value = math.inf, math.inf, f"(stopped after {args.limit:.0f} s)"
        cold, cout, cerr = _child_cpu(["cgs", "-t", expr], 600)
        m = re.search(r"cpu ([\d.]+) ms", cerr)
        ccompute = float(m.group(1)) / 1000 if m else math.nan
        agree = "" if cout.strip() == value else f" (CGSuite: {cout.strip()})"
        label = expr.removeprefix("game.strip.").removesuffix(".GameValue").replace("|", "\\|")
        shown = value.replace("|", "\\|") + agree.replace("|", "\\|")
        print(f"| `{label}` | `{shown}` | {compute:.3f} s | {proc:.2f} s | {ccompute:.3f} s "
              f"| {cold:.2f} s | {compute / ccompute:.2f} | {proc / cold:.2f} |", flush=True)


if __name__ == "__main__":
    main()
