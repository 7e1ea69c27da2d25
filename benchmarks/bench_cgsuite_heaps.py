"""Nim-value sequences of heap rulesets and value sequences of partizan heaps: cgt against
a running CGSuite (run on demand).

    python benchmarks/bench_cgsuite_heaps.py            # Markdown rows for RESULTS.md
    python benchmarks/bench_cgsuite_heaps.py --quick    # smaller sizes, no CGSuite

For each instance (a spawning code, Kayles, Grundy's game, a long coin-turning strip, a
partizan heap ruleset's canonical forms):

- cgt: CPU time (``time.process_time``) of the whole sequence in a fresh interpreter (after
  its imports, so no table is warm), the least of three interpreters; and the CPU of a whole
  fresh interpreter that imports cgt and computes it once (children's ``getrusage``);
- CGSuite (the command ``cgs``, when on PATH): the thread CPU of the evaluation that
  ``cgs -t -n 3 --clear`` reports (one JVM per instance, three rounds: the first cold, the
  least of the three warm; ``--clear`` empties CGSuite's global caches between rounds, which
  a new ruleset does not, so a warm round computes rather than looks up), and the CPU of
  a whole ``cgs`` process that evaluates it once (JVM start-up included);
- the answers, compared in full (every value of the sequence).

The sizes are ones CGSuite handles in seconds; ``ratio`` is CGSuite's least thread CPU over
cgt's least CPU (above 1: cgt is faster).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import resource
import shutil
import subprocess
import sys
from datetime import date
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


_STRIP = "".join("h" if (k * k + 3 * k) % 7 < 3 else "t" for k in range(1, 2001))

#: (label, size, cgt expression as Python, CGScript expression): each answers a list of ints.
#: CGSuite evaluates each three times in one JVM, except those named in ONE_ROUND (tens of
#: seconds each).
INSTANCES: list[tuple[str, int, str, str]] = [
    ("Mock Turtles 1-3", 1000, 'spawning("1-3").nim_values({n}).tolist()[1:]',
     'game.heap.Spawning("1-3").NimValueSequence({n})'),
    ("Triplets 3", 1000, 'spawning("3").nim_values({n}).tolist()[1:]',
     'game.heap.Spawning("3").NimValueSequence({n})'),
    ("Moidores 1-9", 32, 'spawning("1-9").nim_values({n}).tolist()[1:]',
     'game.heap.Spawning("1-9").NimValueSequence({n})'),
    ("Motley 1+", 24, 'spawning("1+").nim_values({n}).tolist()[1:]',
     'game.heap.Spawning("1+").NimValueSequence({n})'),
    ("Ruler 1+C", 2000, 'spawning("1+C").nim_values({n}).tolist()[1:]',
     'game.heap.Spawning("1+C").NimValueSequence({n})'),
    ("Mock Turtle Fives 1-3C(5)", 100000, 'spawning("1-3C(5)").nim_values({n}).tolist()[1:]',
     'game.heap.Spawning("1-3C(5)").NimValueSequence({n})'),
    ("Triplet Fives 3C(5)", 100000, 'spawning("3C(5)").nim_values({n}).tolist()[1:]',
     'game.heap.Spawning("3C(5)").NimValueSequence({n})'),
    ("Ruler Fives 1-5C", 100000, 'spawning("1-5C").nim_values({n}).tolist()[1:]',
     'game.heap.Spawning("1-5C").NimValueSequence({n})'),
    ("Turnips 3E", 5000, 'spawning("3E").nim_values({n}).tolist()[1:]',
     'game.heap.Spawning("3E").NimValueSequence({n})'),
    ("Grunt 4FS", 3000, 'spawning("4FS").nim_values({n}).tolist()[1:]',
     'game.heap.Spawning("4FS").NimValueSequence({n})'),
    ("Sym 1+S", 46, 'spawning("1+S").nim_values({n}).tolist()[1:]',
     'game.heap.Spawning("1+S").NimValueSequence({n})'),
    ("Sympler 1+FS", 50, 'spawning("1+FS").nim_values({n}).tolist()[1:]',
     'game.heap.Spawning("1+FS").NimValueSequence({n})'),
    ("2+E", 2000, 'spawning("2+E").nim_values({n}).tolist()[1:]',
     'game.heap.Spawning("2+E").NimValueSequence({n})'),
    ("4S", 400, 'spawning("4S").nim_values({n}).tolist()[1:]',
     'game.heap.Spawning("4S").NimValueSequence({n})'),
    ("1-4F", 500, 'spawning("1-4F").nim_values({n}).tolist()[1:]',
     'game.heap.Spawning("1-4F").NimValueSequence({n})'),
    ("2-3SC(9),3E", 20000, 'spawning("2-3SC(9),3E").nim_values({n}).tolist()[1:]',
     'game.heap.Spawning("2-3SC(9),3E").NimValueSequence({n})'),
    ("Mock Turtles strip, 2000 coins", 2000,
     '[turning(spawning("1-3"))(_STRIP[:{n}]).nim_value()]',
     'game.strip.Turning("1-3")("' + _STRIP + '").NimValue'),
    ("Kayles 0.77 (CGSuite's Benchmark)", 40000, '[take_and_break("0.77").nim_value({n})]',
     'game.heap.TakeAndBreak("0.77")({n}).NimValue'),
    ("Grundy's game 4!.0", 5000, 'take_and_break("4!.0").nim_values({n}).tolist()[1:]',
     'game.heap.TakeAndBreak("4!.0").NimValueSequence({n})'),
    # partizan heaps: canonical forms of heaps 1 … n (CGSuite's GameValueSequence), as text
    ("partizan subtraction {1,3} | {2,3}", 36,
     '[to_str_full(g) for g in partizan_subtraction([1, 3], [2, 3]).game_value_sequence({n})]',
     'game.heap.PartizanSubtraction([1,3],[2,3]).GameValueSequence({n})'),
    ("partizan subtraction {1,2,4} | {1,3,4}", 80,
     '[to_str_full(g)'
     ' for g in partizan_subtraction([1, 2, 4], [1, 3, 4]).game_value_sequence({n})]',
     'game.heap.PartizanSubtraction([1,2,4],[1,3,4]).GameValueSequence({n})'),
    ("partizan take-and-break 0.07 | 0.77", 60,
     '[to_str_full(g) for g in partizan_take_and_break("0.07", "0.77").game_value_sequence({n})]',
     'game.heap.PartizanTakeAndBreak("0.07","0.77").GameValueSequence({n})'),
    ("partizan Splittles {1,2} | {2,3}", 30,
     '[to_str_full(g) for g in partizan_splittles([1, 2], [2, 3]).game_value_sequence({n})]',
     'game.heap.PartizanSplittles([1,2],[2,3]).GameValueSequence({n})'),
]

#: What a fresh interpreter runs before an instance's expression.
_PRELUDE = (
    "from cgt.notation import to_str_full\n"
    "from cgt.rulesets.coin_turning import turning\n"
    "from cgt.rulesets.heap import take_and_break\n"
    "from cgt.rulesets.partizan_heap import (partizan_splittles, partizan_subtraction,"
    " partizan_take_and_break)\n"
    "from cgt.rulesets.turning_code import spawning\n"
    f"_STRIP = {_STRIP!r}\n"
)

ONE_ROUND = {"Sympler 1+FS", "Kayles 0.77 (CGSuite's Benchmark)"}

def _cgt_cpu(expr: str, runs: int, prelude: str = _PRELUDE,
             output: str = "answer") -> tuple[float, list[Any]]:
    """The least CPU of ``expr`` over ``runs`` fresh interpreters (each runs ``prelude``, its
    imports, first, so no table of an earlier run is warm: the rulesets keep their tables, and
    a factory called again gives the same class), and its answer: ``output``, an expression
    of ``answer`` (the value of ``expr``) evaluated after the clock stops, as JSON."""
    best, answer = float("inf"), []
    code = prelude + (
        "import json, time\n"
        f"t = time.process_time(); answer = {expr}; t = time.process_time() - t\n"
        f"print(t); print(json.dumps({output}))\n"
    )
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
        ).stdout.splitlines()
        best, answer = min(best, float(out[0])), json.loads(out[1])
    return best, answer


def _child_cpu(cmd: list[str]) -> tuple[float, str]:
    """CPU (user + system) of a child process run to the end, and its standard output."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=ROOT)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, out.stdout


def _cgt_process(expr: str, prelude: str = _PRELUDE) -> float:
    return _child_cpu([sys.executable, "-c", prelude + f"print(len({expr}))\n"])[0]


def _items(text: str) -> list[str]:
    """The items of CGSuite's printed list: split at the commas outside braces."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        depth += ch == "{"
        depth -= ch == "}"
        if ch == "," and depth == 0:
            out.append(text[start:i])
            start = i + 1
    return [*out, text[start:]] if text else out


def _cgsuite_text(expr: str, rounds: int, clear: bool = False,
                  timeout: float | None = None) -> tuple[float, float, float, str]:
    """(first round's thread CPU, least thread CPU of the rounds, CPU of a whole process that
    evaluates it once, CGSuite's printed answer). With ``clear``, ``cgs --clear`` empties
    CGSuite's caches between rounds (its transposition tables are global, so a warm round
    would otherwise look the answer up). ``timeout`` (seconds) applies to each ``cgs`` run
    (``subprocess.TimeoutExpired`` past it)."""
    cmd = ["cgs", "-t", "-n", str(rounds), *(["--clear"] if clear else []), expr]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    res = subprocess.run(cmd, capture_output=True, text=True, check=True, timeout=timeout)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpus = [float(m) for m in re.findall(r"\[time\] round \d+ expr 1: .*cpu ([\d.]+) ms",
                                         res.stderr)]
    if rounds == 1:
        process = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    else:
        process, _ = _child_cpu(["cgs", expr])
    return cpus[0] / 1000, min(cpus) / 1000, process, res.stdout.strip()


def _cgsuite(expr: str, rounds: int) -> tuple[float, float, float, list[Any]]:
    """(first round's thread CPU, least thread CPU of the rounds, CPU of a whole process that
    evaluates it once, answer)."""
    cold, warm, process, text = _cgsuite_text(expr, rounds, clear=True)
    if text.startswith("[") and "{" not in text and "*" not in text:
        answer: list[Any] = json.loads(text)
    elif text.startswith("["):  # game values: CGSuite's text of the list, item by item
        answer = _items(text[1:-1])
    else:
        answer = [int(text)]
    return cold, warm, process, answer


def _arguments(doc: str, quick: str) -> argparse.Namespace:
    """The options of this script and of bench_cgsuite_families.py (``quick``: what
    --quick does)."""
    ap = argparse.ArgumentParser(description=doc,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help=quick)
    ap.add_argument("--only", help="instances whose label contains this text")
    ap.add_argument("--cgsuite-cache", type=Path,
                    help="a JSON file of CGSuite's answers and times by expression: read when "
                         "it has the expression, else CGSuite is run and the file written")
    return ap.parse_args()


def _header(columns: list[str]) -> None:
    """The machine line, then the head of the Markdown table with these columns."""
    print(
        f"{date.today()}, {platform.machine()}, {os.cpu_count()} CPUs, "
        f"Python {platform.python_version()}, load average {os.getloadavg()[0]:.2f} at start"
    )
    print("| " + " | ".join(columns) + " |")
    print("|" + "---|" * len(columns))


def main() -> None:
    args = _arguments(__doc__, "a tenth of the sizes, no CGSuite")
    with_cgsuite = shutil.which("cgs") is not None and not args.quick
    _header(["instance", "size", "cgt CPU", "cgt process", "CGSuite thread CPU (cold / warm)",
             "CGSuite process", "ratio", "answers"])
    for label, n, expr, cgs_expr in INSTANCES:
        if args.only and args.only not in label:
            continue
        if args.quick:
            n = max(n // 10, 8) if n > 100 else n - 6
        e = expr.format(n=n)
        cpu, answer = _cgt_cpu(e, 3)
        process = _cgt_process(e)
        row = f"| {label} | {n:,} | {cpu:.3f} s | {process:.2f} s |"
        if with_cgsuite:
            rounds = 1 if label in ONE_ROUND else 3
            key = cgs_expr.format(n=n)
            cache = (json.loads(args.cgsuite_cache.read_text())
                     if args.cgsuite_cache and args.cgsuite_cache.exists() else {})
            if key not in cache:
                cache[key] = _cgsuite(key, rounds)
                if args.cgsuite_cache:
                    args.cgsuite_cache.write_text(json.dumps(cache))
            cold, warm, cgs_process, expected = cache[key]
            same = "agree" if expected == answer else "DIFFER"
            row += (f" {cold:.3f} / {warm:.3f} s | {cgs_process:.2f} s | "
                    f"{warm / max(cpu, 1e-6):.1f} | {same} ({len(answer):,} values) |")
        else:
            row += " — | — | — | — |"
        print(row, flush=True)
    print(f"load average {os.getloadavg()[0]:.2f} at end")


if __name__ == "__main__":
    main()
