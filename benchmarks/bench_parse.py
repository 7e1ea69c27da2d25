"""The parser against the parser it replaced, in the same run.

    python benchmarks/bench_parse.py                 # prints the table
    python benchmarks/bench_parse.py --write         # and appends it to RESULTS.md
    python benchmarks/bench_parse.py --baseline REV  # the old parser from another revision
    python benchmarks/bench_parse.py --baseline FILE # ... or from a copy of its notation.py

The old parser is ``cgt/notation.py`` as it was at ``--baseline`` (by default the last revision
before the fast parser), read with ``git show`` and loaded in this process beside the new one
(benchmark only); both build the same forms with the same core, and every form is checked to be
the very same object from both.

Workloads, 2,000 texts each:
- issue terms: drawn at random from the short terms of the issue (``{1|0}``, ``*``, ``^``,
  ``3/4``, ``{2|*}``, ``-5``, ``{0|-1}``, ``*2``, ``0``, ``{1|*}``, ``^*``, ``±1``, …), so
  most texts come again;
- mixed short terms: numbers, nimbers, ups and small braces of them (``{a|b}``, ``{a,b|c}``)
  at random, the kind of short terms every CGT program reads (about a third distinct);
- printed forms: distinct printed forms born by day 3 (half literal forms, half canonical
  forms), about 35 characters each;
- distinct values: distinct numbers, nimbers and x + n·↑ + *m written in one piece;
- nested braces: forms born by day 3 written with nested braces as options written the same
  way (``{{|{|0}},{{0|},{0|0}|0}|…}``, about 80 characters, as in the peers' pairs workload),
  two Left and two Right options drawn from the 256 forms born by day 2.

Each round times, for each parser, a first pass over the workload right after
``clear_caches()`` (memo tables emptied, unreferenced forms freed: a cold start) and a second
pass over the same texts; forms are dropped as they are read. The figure is the best of the
rounds (wall clock; the machine is shared), the ratio is old / new.
"""

from __future__ import annotations

import argparse
import platform
import random
import subprocess
import sys
import time
import types
from collections.abc import Callable
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

#: The last revision with the first parser (one token object per token, values through
#: Fraction and the general constructors, no caches).
BASELINE = "9a3171e"

SHORT_TERMS = ["{1|0}", "*", "^", "3/4", "{2|*}", "-5", "{0|-1}", "*2", "0", "{1|*}", "^*",
               "±1", "{3||2|1}", "v", "1/2", "+-2", "{0|^}", "-3/8", "*3", "{*|*}", "^^",
               "{1/2|0}", "v*", "1"]


def load_baseline(rev: str) -> Callable[[str], object]:
    """``parse`` of cgt/notation.py at revision ``rev`` (or of the file at the path ``rev``),
    loaded as a module of its own."""
    from cgt.game import _COERCE

    if Path(rev).is_file():
        source = Path(rev).read_text(encoding="utf-8")
    else:
        source = subprocess.run(
            ["git", "show", f"{rev}:cgt/notation.py"], cwd=ROOT, check=True,
            capture_output=True, text=True,
        ).stdout
    module = types.ModuleType("cgt._baseline_notation")
    module.__file__ = f"<{rev}:cgt/notation.py>"
    sys.modules[module.__name__] = module
    before = list(_COERCE)
    exec(compile(source, module.__file__, "exec"), module.__dict__)  # noqa: S102
    _COERCE[:] = before  # strings keep coercing through the new parser
    return module.parse  # type: ignore[no-any-return]


def workloads(n: int, seed: int) -> dict[str, list[str]]:
    from cgt import game
    from cgt.families import games

    rng = random.Random(seed)
    short = [rng.choice(SHORT_TERMS) for _ in range(n)]

    def number() -> str:
        k, m = rng.randrange(4), rng.randrange(-15, 16)
        return str(m // 2) if k == 0 or m % 2 == 0 else f"{m}/{2**k}"

    def small() -> str:
        return number() if rng.random() < 0.5 else rng.choice(["*", "0", "^", "v"])

    kinds = [
        number,
        lambda: f"*{rng.randrange(2, 8)}",
        lambda: rng.choice(["*", "^", "v"]),
        lambda: "{" + small() + "|" + small() + "}",
        lambda: "{" + small() + "," + small() + "|" + small() + "}",
    ]
    mixed = [rng.choice(kinds)() for _ in range(n)]
    day2 = list(games(max_birthday=2))
    printed: set[str] = set()
    while len(printed) < n:
        g = game(rng.sample(day2, rng.randint(0, 3)), rng.sample(day2, rng.randint(0, 3)))
        printed.add(str(g) if rng.random() < 0.5 else str(g.canonical()))
    values: set[str] = set()
    while len(values) < n:
        x = f"{rng.randint(-99, 99)}/{2 ** rng.randint(1, 6)}" if rng.random() < 0.5 else ""
        ups = rng.choice(["", "^", "v", "^^", f"^{rng.randint(3, 9)}", f"v{rng.randint(3, 9)}"])
        star = rng.choice(["", "*", f"*{rng.randint(2, 99)}"])
        values.add(x + ups + star or str(rng.randint(-500, 500)))
    day1 = ["0", "{0|}", "{|0}", "{0|0}"]
    subsets = [[x for i, x in enumerate(day1) if mask >> i & 1] for mask in range(16)]
    day2_texts = ["{" + ",".join(a) + "|" + ",".join(b) + "}" for a in subsets for b in subsets]
    nested = [
        "{" + ",".join(rng.sample(day2_texts, 2)) + "|" + ",".join(rng.sample(day2_texts, 2)) + "}"
        for _ in range(n)
    ]
    return {
        "issue terms": short,
        "mixed short terms": mixed,
        "printed forms": rng.sample(sorted(printed), n),
        "distinct values": rng.sample(sorted(values), n),
        "nested braces": nested,
    }


def one_pass(parse: Callable[[str], object], texts: list[str]) -> float:
    t = time.perf_counter()
    for s in texts:
        parse(s)
    return time.perf_counter() - t


def measure(old: Callable[[str], object], texts: list[str], rounds: int) -> dict[str, float]:
    from cgt import clear_caches, parse

    best: dict[str, float] = {}
    for r in range(rounds):
        order = [("old", old), ("new", parse)]
        for name, p in order if r % 2 == 0 else order[::-1]:
            clear_caches()
            first = one_pass(p, texts)
            second = one_pass(p, texts)
            for key, t in ((f"{name} first", first), (f"{name} second", second)):
                best[key] = min(best.get(key, float("inf")), t)
    return best


def check_same_forms(old: Callable[[str], object], texts: list[str]) -> None:
    from cgt import parse

    for s in texts:
        if parse(s) is not old(s):
            raise AssertionError(f"the parsers disagree on {s!r}")


def table(results: dict[str, dict[str, float]], n: int, rev: str) -> str:
    def ms(t: float) -> str:
        return f"{t * 1000:.1f} ms"

    from cgt import core_build

    lines = [
        f"## Parser — {date.today()} (`python benchmarks/bench_parse.py`), {core_build()} core",
        "",
        f"Machine: {platform.machine()}, Python {platform.python_version()}, shared and loaded "
        "(other sessions running); best of the rounds, wall clock. Old: `cgt/notation.py` at "
        f"{rev}, loaded beside the new one in the same process; every form checked identical. "
        f"{n:,} texts per workload; first pass right after `clear_caches()`, second pass over "
        "the same texts.",
        "",
        "| workload | old, first | old, second | new, first | new, second | ratio first | "
        "ratio second |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, b in results.items():
        lines.append(
            f"| {name} | {ms(b['old first'])} | {ms(b['old second'])} | {ms(b['new first'])} | "
            f"{ms(b['new second'])} | {b['old first'] / b['new first']:.1f}× | "
            f"{b['old second'] / b['new second']:.0f}× |"
        )
    return "\n".join(lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--baseline", default=BASELINE, help="revision of the old parser, or its notation.py"
    )
    ap.add_argument("-n", type=int, default=2000, help="texts per workload")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("--write", action="store_true", help="append the table to RESULTS.md")
    args = ap.parse_args()
    old = load_baseline(args.baseline)
    loads = workloads(args.n, args.seed)
    results = {}
    for name, texts in loads.items():
        check_same_forms(old, texts)
        results[name] = measure(old, texts, args.rounds)
    text = table(results, args.n, args.baseline)
    print(text)
    if args.write:
        with open(ROOT / "benchmarks" / "RESULTS.md", "a", encoding="utf-8") as f:
            f.write("\n" + text)


if __name__ == "__main__":
    main()
