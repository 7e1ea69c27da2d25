"""CGSuite parity: the workloads of CGSuite's own benchmark (``tools/Benchmark.scala``), run by
cgt and by a running CGSuite side by side, with the answers compared.

    python benchmarks/bench_parity.py                 # every workload, cgt and CGSuite
    python benchmarks/bench_parity.py --quick         # the short workloads only
    python benchmarks/bench_parity.py --only Clobber  # workloads whose name contains the text
    python benchmarks/bench_parity.py --no-cgsuite    # cgt alone

CGSuite's benchmark times five instances after a warm-up: ``*14 Heat 1``, ``*12 Heat 1``
(printed: "big output"), ``game.heap.Kayles(40000).NimValue``, the canonical form of
Clobber ``xoxo|oxox|xoxo|oxox`` and of Amazons ``x......|o......``. Domineering 4×4 is added
(CGSuite computes it too, but its benchmark leaves it out).

How each figure is measured (every figure CPU seconds, user + system):

- cgt: each run is a fresh interpreter that imports cgt, then times the workload alone with
  ``time.process_time`` (import excluded; every table empty), the least over the runs; and the
  CPU of a whole fresh interpreter that imports cgt and computes the workload once (the
  children's ``getrusage``: start-up, import and work).
- CGSuite (the ``cgs`` command, when on PATH): ``cgs -t -n R`` evaluates the expression R
  times in one fresh JVM and reports each round's thread CPU; the first round is the cold
  figure (the JVM's compiler not warmed up, as in a fresh session), the least round the warm
  one (``--clear`` empties CGSuite's caches between rounds, so each round computes); and the
  CPU of the whole ``cgs`` process of one evaluation (JVM start-up included).
  Workloads of a minute and more run one round.

``ratio`` is cgt's CPU over CGSuite's cold thread CPU (below 1: cgt is faster; the issue's line
is 0.25), and ``warm`` the same over CGSuite's warm round when there is one. CGSuite's answer is
read back with ``cgt.parse`` (games) or as an integer and compared with cgt's; a mismatch is
printed as DIFFER and the script exits with status 1. Results go to benchmarks/RESULTS.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import resource
import shutil
import subprocess
import sys
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: The answer of a workload whose value is too big to print (CGSuite's text of heated *14 runs
#: for minutes): its stops, temperature, birthday and numbers of options, in both tools.
_SUMMARY = ("'[' + ','.join(str(x) for x in [result.left_stop(), result.right_stop(), "
            "result.temperature(), result.birthday, len(result.left), len(result.right)]) + ']'")
_CGS_SUMMARY = ("[g.LeftStop, g.RightStop, g.Temperature, g.Birthday, g.LeftOptions.Size, "
                "g.RightOptions.Size]")

#: (name, cgt code computing ``result``, CGScript computing ``g``, cgt runs, CGSuite rounds,
#: the answers compared: a cgt expression of ``result`` and a CGScript expression of ``g``).
WORKLOADS: list[tuple[str, str, str, int, int, str, str]] = [
    ("`*14` heated by 1", "result = cgt.nimber(14).heat(1)", "g := *14 Heat 1;", 3, 3,
     _SUMMARY, _CGS_SUMMARY),
    ("`*12` heated by 1, printed",
     "from cgt.notation import to_str_full\nresult = to_str_full(cgt.nimber(12).heat(1))",
     "g := *12 Heat 1", 3,
     3, "result", "g"),
    ("Kayles 40,000 nim value",
     "from cgt.rulesets import KAYLES\nresult = KAYLES.nim_value(40000)",
     "g := game.heap.Kayles(40000).NimValue", 3, 3, "result", "g"),
    ("Clobber `xoxo|oxox|xoxo|oxox` canonical form",
     'from cgt.rulesets import Clobber\nresult = Clobber("xoxo|oxox|xoxo|oxox").canonical()',
     'g := game.grid.Clobber("xoxo|oxox|xoxo|oxox").CanonicalForm', 3, 1, "result", "g"),
    ("Amazons `x......|o......` canonical form",
     'from cgt.rulesets import Amazons\nresult = Amazons("x......|o......").canonical()',
     'g := game.grid.Amazons("x......|o......").CanonicalForm', 3, 1, "result", "g"),
    ("Domineering 4×4 canonical form",
     "from cgt.rulesets import Domineering\n"
     'result = Domineering("....|....|....|....").canonical()',
     'g := game.grid.Domineering("....|....|....|....").CanonicalForm', 3, 3, "result", "g"),
]


def _child_cpu(cmd: list[str]) -> tuple[float, subprocess.CompletedProcess[str]]:
    """CPU (user + system) of a child process run to the end, and the finished process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=ROOT)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), done


def _cgt(code: str, runs: int, answer_expr: str) -> tuple[float, float, str]:
    """(least CPU of the workload over ``runs`` fresh interpreters, CPU of a whole fresh
    interpreter, the answer as cgt prints it)."""
    script = (
        "import time, cgt\nt0 = time.process_time()\n" + code
        + f"\nt1 = time.process_time()\nprint(repr(t1 - t0)); print({answer_expr})"
    )
    best, answer = float("inf"), ""
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                             check=True, cwd=ROOT).stdout.split("\n", 1)
        best, answer = min(best, float(out[0])), out[1].strip()
    whole, _ = _child_cpu([sys.executable, "-c", "import cgt\n" + code])
    return best, whole, answer


def _cgsuite(expr: str, rounds: int, answer_expr: str) -> tuple[float, float | None, float, str]:
    """(cold thread CPU, least thread CPU over the rounds or None for one round, CPU of a
    whole cgs process evaluating it once, CGSuite's printed answer). The rounds evaluate
    ``expr`` (timed as expression 1) and then the answer."""
    quiet = expr.rstrip(";") + ";"
    whole, done = _child_cpu(["cgs", "--clear", "-t", "-n", str(rounds), quiet, answer_expr])
    cpus = [float(m) / 1000 for m in
            re.findall(r"\[time\] round \d+ expr 1: .*cpu ([\d.]+) ms", done.stderr)]
    if rounds > 1:
        whole, _ = _child_cpu(["cgs", quiet, answer_expr])
    return cpus[0], (min(cpus) if rounds > 1 else None), whole, done.stdout.strip()


def _same(cgt_answer: str, cgsuite_answer: str) -> bool:
    """cgt's answer and CGSuite's, read back by cgt's parser (both notations)."""
    import cgt

    if re.fullmatch(r"-?\d+", cgsuite_answer):
        return int(cgsuite_answer) == int(cgt_answer)
    if cgsuite_answer.startswith("["):  # a summary: numbers, item by item
        return [cgt.parse(x) for x in cgsuite_answer[1:-1].split(",")] == [
            cgt.parse(x) for x in cgt_answer[1:-1].split(",")
        ]
    return cgt.parse(cgsuite_answer) == cgt.parse(cgt_answer)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="skip the workloads of a minute")
    ap.add_argument("--only", help="workloads whose name contains this text")
    ap.add_argument("--no-cgsuite", action="store_true", help="cgt alone")
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    import cgt

    with_cgsuite = shutil.which("cgs") is not None and not args.no_cgsuite
    print(f"{date.today()}, {platform.machine()}, {os.cpu_count()} CPUs, Python "
          f"{platform.python_version()}, cgt core {cgt.core_build()}, "
          f"load average {os.getloadavg()[0]:.2f} at start")
    print()
    print("| workload | cgt CPU | cgt process | CGSuite thread CPU (cold / warm) "
          "| CGSuite process | ratio (cold / warm) | answers |")
    print("|---|---|---|---|---|---|---|")
    failed = False
    for name, code, expr, runs, rounds, answer, cgs_answer in WORKLOADS:
        if args.only and args.only not in name:
            continue
        if args.quick and rounds == 1:
            continue
        cpu, whole, answer = _cgt(code, runs, answer)
        row = f"| {name} | {cpu:.3f} s | {whole:.2f} s |"
        if with_cgsuite:
            cold, warm, cgs_whole, expected = _cgsuite(expr, rounds, cgs_answer)
            same = _same(answer, expected)
            failed |= not same
            warm_text = f"{warm:.3f} s" if warm is not None else "—"
            ratio = f"{cpu / cold:.3f}" + (f" / {cpu / warm:.3f}" if warm else "")
            row += (f" {cold:.3f} / {warm_text} | {cgs_whole:.2f} s | {ratio} | "
                    f"{'agree' if same else 'DIFFER'} (`{answer[:40]}`) |")
        else:
            row += f" — | — | — | `{answer[:40]}` |"
        print(row, flush=True)
    print()
    print(f"load average {os.getloadavg()[0]:.2f} at end")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
