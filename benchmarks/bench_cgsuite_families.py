"""The non-heap rulesets of issue 35 — graph games, Clobber presets, coordinate tables,
variants, Toads and Frogs strips — cgt (compiled core) against a running CGSuite (run on
demand).

    python benchmarks/bench_cgsuite_families.py                 # Markdown rows
    python benchmarks/bench_cgsuite_families.py --quick         # cgt once per row, no CGSuite
    python benchmarks/bench_cgsuite_families.py --only Snort --cgsuite-cache /tmp/cgs.json

For each instance (a canonical form, a nim value, or a whole table of nim values or values):

- cgt: CPU time (``time.process_time``) of the computation in a fresh interpreter (after its
  imports, so no transposition table is warm; forms are turned into text after the clock
  stops, as CGSuite's timing leaves out its printing), the least of three interpreters; and
  the CPU of a whole fresh interpreter that imports cgt and computes it once (children's
  ``getrusage``). The helpers are those of ``bench_cgsuite_heaps.py``.
- CGSuite (the command ``cgs``, when on PATH): the thread CPU of the evaluation that
  ``cgs -t -n 3 --clear`` reports: one JVM per instance, three rounds, the first cold (JIT not
  yet compiled), the least of the three "warm". CGSuite's transposition tables are global
  and survive a new ruleset object, so without ``--clear`` (``System.clearAll()`` between
  rounds) a second round only looks its answer up; with it, each round computes again on a
  warm JIT. Rows in ONE_ROUND are evaluated once (cold = warm); every ``cgs`` run has a
  wall-clock timeout, past which the row says so. Also the CPU
  of a whole ``cgs`` process evaluating it once (JVM start-up included).
- the answers, compared in full: integers exactly (every entry of a table); game values by
  reading CGSuite's printed text with ``cgt.parse`` and comparing the canonical forms with
  cgt's (forms are interned, so the same form is the same object); the column says whether
  the texts were also identical (cgt's side printed with ``to_str_full``). CGSuite's tables
  are read from its printed grid (cells between `` | ``; no form contains a space).

``ratio`` is CGSuite's least (warm) thread CPU over cgt's least CPU (above 1: cgt is faster).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_cgsuite_heaps import (  # noqa: E402
    _arguments,
    _cgsuite_text,
    _cgt_cpu,
    _cgt_process,
    _header,
)

from cgt import parse  # noqa: E402


def _path(n: int) -> str:
    """A path of n untinted vertices in CGSuite's graph notation."""
    return "-".join(["."] * n)


def _grid(rows: int, cols: int, tints: dict[int, str] | None = None) -> str:
    """The rows × cols grid graph in CGSuite's notation: each row a path, then each column a
    path, through named vertices (a named vertex repeats its tint, as CGSuite wants)."""
    tints = tints or {}

    def v(k: int) -> str:
        return tints.get(k, "") + ":" + (chr(ord("A") + k) if k < 26 else f"{{v{k}}}")

    paths = ["-".join(v(r * cols + c) for c in range(cols)) for r in range(rows)]
    paths += ["-".join(v(r * cols + c) for r in range(rows)) for c in range(cols)]
    return ";".join(paths)


#: An 11-vertex, 15-edge graph (edges u < v with (7u + 3v² + uv) mod 11 < 3), as cgt's
#: ``format_labelled_graph`` writes it.
_RANDOM11 = ":C-:A-:B(--(-(-;-:A);--:A;-(-(-:C;-:A);-:B));-)"
_WAK = "3-2-4-1-3-2:A-2-3-1-2:A-2-3"
_WAK_LABELS = "{" + ", ".join(f'"{k}" => {k}' for k in range(1, 5)) + "}"
_CLOBBER34 = "xoxo|oxox|xoxo"

#: (label, kind, cgt expression as Python, CGScript expression). kind: "game" (one canonical
#: form: cgt's expression gives [form]), "int" (one nim value: [n]), "ints" (a table of nim
#: values: rows of ints), "games" (a table of values: rows of forms). Forms become text
#: (``to_str_full``) after cgt's clock stops, as CGSuite's printing is outside its timing.
INSTANCES: list[tuple[str, str, str, str]] = [
    # graphs (CGSuite's graph notation on both sides)
    ("Snort, path of 14 vertices", "game",
     f'[Snort("{_path(14)}").canonical()]',
     f'game.graph.Snort("{_path(14)}").CanonicalForm'),
    ("Snort, 11 vertices 15 edges", "game",
     f'[Snort("{_RANDOM11}").canonical()]',
     f'game.graph.Snort("{_RANDOM11}").CanonicalForm'),
    ("Snort, 3×4 grid", "game",
     f'[Snort("{_grid(3, 4)}").canonical()]',
     f'game.graph.Snort("{_grid(3, 4)}").CanonicalForm'),
    ("Col, path of 13 vertices", "game",
     f'[Col("{_path(13)}").canonical()]',
     f'game.graph.Col("{_path(13)}").CanonicalForm'),
    ("Col, 3×4 grid, corners tinted L, R", "game",
     f'[Col("{_grid(3, 4, {0: "L", 11: "R"})}").canonical()]',
     f'game.graph.Col("{_grid(3, 4, {0: "L", 11: "R"})}").CanonicalForm'),
    ("Fjords, path of 16 with tints", "game",
     '[Fjords("L-.-.-R-.-.-L-.-.-R-.-L-.-R").canonical()]',
     'game.graph.Fjords("L-.-.-R-.-.-L-.-.-R-.-L-.-R").CanonicalForm'),
    ("Childish Hackenbush, tree of 15 edges", "game",
     '[ChildishHackenbush("lrl(lr;rl(l;r);el(rr;lle))").canonical()]',
     'game.graph.ChildishHackenbush("lrl(lr;rl(l;r);el(rr;lle))").CanonicalForm'),
    ("Weighted Arc Kayles, 12 vertices with a cycle", "int",
     f'[WeightedArcKayles("{_WAK}").nim_value()]',
     f'game.graph.WeightedArcKayles(Graph.Parse("{_WAK}", vertexLabels => {_WAK_LABELS}))'
     '.NimValue'),
    ("Partizan Arc Kayles, tree of 19 edges", "game",
     '[PartizanArcKayles("lrlr(ll;ree(rl;l);lrerl(rl;lrr))").canonical()]',
     'game.graph.PartizanArcKayles("lrlr(ll;ree(rl;l);lrerl(rl;lrr))").CanonicalForm'),
    # GenClobber presets
    ("Kings 3×4", "game", f'[Kings("{_CLOBBER34}").canonical()]',
     f'game.grid.Kings("{_CLOBBER34}").CanonicalForm'),
    ("Rooks 2×6", "game", '[Rooks("xoxoxo|oxoxox").canonical()]',
     'game.grid.Rooks("xoxoxo|oxoxox").CanonicalForm'),
    ("Queens 3×3", "game", '[Queens("xox|oxo|xox").canonical()]',
     'game.grid.Queens("xox|oxo|xox").CanonicalForm'),
    ("AntiClobber 3×3", "game", '[AntiClobber("xo.|.ox|x.o").canonical()]',
     'game.grid.AntiClobber("xo.|.ox|x.o").CanonicalForm'),
    # coordinate rulesets: tables
    ("Wythoff NimValueTable 100×100", "ints",
     '[list(r) for r in nim_value_table(Wythoff, 99, 99).entries]',
     'game.heap.Wythoff.NimValueTable(99, 99)'),
    ("GenWythoff(k+2) NimValueTable 100×100", "ints",
     '[list(r) for r in GenWythoff(lambda k: k + 2).nim_value_table(99, 99).entries]',
     'game.heap.GenWythoff(k -> k + 2).NimValueTable(99, 99)'),
    ("Mem(200, 0)", "int", '[Mem(200, 0).nim_value()]', 'game.heap.Mem((200, 0)).NimValue'),
    ("Mem NimValueTable 201×201", "ints",
     '[list(r) for r in Mem.nim_value_table(200, 200).entries]',
     'game.heap.Mem.NimValueTable(200, 200)'),
    ("Eatcake(18, 18)", "game", '[Eatcake(18, 18).canonical()]',
     'game.heap.Eatcake((18, 18)).CanonicalForm'),
    ("TurnAndEatcake GameValueTable 18×18", "games",
     '[list(r) for r in TurnAndEatcake.game_value_table(18, 18).entries]',
     'game.heap.TurnAndEatcake.GameValueTable(18, 18)'),
    ("GenCutcake(0.07, 0.77) GameValueTable 12×12", "games",
     '[list(r) for r in GenCutcake(take_and_break("0.07"),'
     ' take_and_break("0.77")).game_value_table(12, 12).entries]',
     'game.heap.GenCutcake(game.heap.TakeAndBreak("0.07"), game.heap.TakeAndBreak("0.77"))'
     '.GameValueTable(12, 12)'),
    ("PartizanEuclid GameValueTable 40×40", "games",
     '[list(r) for r in PartizanEuclid.game_value_table(40, 40).entries]',
     'game.heap.PartizanEuclid.GameValueTable(40, 40)'),
    # variants
    ("Cutcake (4,4) impartial variant", "game",
     '[Cutcake.impartial_variant()(4, 4).canonical()]',
     'game.heap.Cutcake.ImpartialVariant((4, 4)).CanonicalForm'),
    ("Cutcake (4,4) dicotic variant", "game",
     '[Cutcake.dicotic_variant()(4, 4).canonical()]',
     'game.heap.Cutcake.DicoticVariant((4, 4)).CanonicalForm'),
    ("Cutcake (4,4) twisted variant", "game",
     '[Cutcake.twisted_variant()(4, 4).canonical()]',
     'game.heap.Cutcake.TwistedVariant((4, 4)).CanonicalForm'),
    ("Domineering 4×5 impartial variant", "game",
     '[Domineering.impartial_variant()(".....|.....|.....|.....").canonical()]',
     'game.grid.Domineering.ImpartialVariant(".....|.....|.....|.....").CanonicalForm'),
    ("Domineering 4×5 dicotic variant", "game",
     '[Domineering.dicotic_variant()(".....|.....|.....|.....").canonical()]',
     'game.grid.Domineering.DicoticVariant(".....|.....|.....|.....").CanonicalForm'),
    ("Domineering 4×5 twisted variant", "game",
     '[Domineering.twisted_variant()(".....|.....|.....|.....").canonical()]',
     'game.grid.Domineering.TwistedVariant(".....|.....|.....|.....").CanonicalForm'),
    ("Clobber 3×4 impartial variant", "game",
     f'[Clobber.impartial_variant()("{_CLOBBER34}").canonical()]',
     f'game.grid.Clobber.ImpartialVariant("{_CLOBBER34}").CanonicalForm'),
    ("Clobber 3×4 dicotic variant", "game",
     f'[Clobber.dicotic_variant()("{_CLOBBER34}").canonical()]',
     f'game.grid.Clobber.DicoticVariant("{_CLOBBER34}").CanonicalForm'),
    ("Clobber 3×4 twisted variant", "game",
     f'[Clobber.twisted_variant()("{_CLOBBER34}").canonical()]',
     f'game.grid.Clobber.TwistedVariant("{_CLOBBER34}").CanonicalForm'),
    ("Cutcake (5,5) dicotic variant", "game",
     '[Cutcake.dicotic_variant()(5, 5).canonical()]',
     'game.heap.Cutcake.DicoticVariant((5, 5)).CanonicalForm'),
    # strips (normal play)
    ("ElephantsAndRhinos tttt....ffff", "game",
     '[ElephantsAndRhinos("tttt....ffff").canonical()]',
     'game.strip.ElephantsAndRhinos("tttt....ffff").CanonicalForm'),
    ("GenToadsAndFrogs(maxJump 2) ttttt..ffff", "game",
     '[GenToadsAndFrogs(max_jump=2)("ttttt..ffff").canonical()]',
     'game.strip.GenToadsAndFrogs(maxJump => 2)("ttttt..ffff").CanonicalForm'),
    ("GenToadsAndFrogs(maxSlide 2, friendly jumps) ttt...fff", "game",
     '[GenToadsAndFrogs(max_slide=2, allow_friendly_jump=True)("ttt...fff").canonical()]',
     'game.strip.GenToadsAndFrogs(maxSlide => 2, allowFriendlyJump => true)("ttt...fff")'
     '.CanonicalForm'),
]

#: What a fresh interpreter runs before an instance's expression.
_PRELUDE = (
    "import numbers\n"
    "from cgt.notation import to_str_full\n"
    "from cgt.rulesets import (AntiClobber, ChildishHackenbush, Clobber, Col, Cutcake,"
    " Domineering, Eatcake, ElephantsAndRhinos, Fjords, GenCutcake, GenToadsAndFrogs,"
    " GenWythoff, Kings, Mem, PartizanArcKayles, PartizanEuclid, Queens, Rooks, Snort,"
    " TurnAndEatcake, WeightedArcKayles, Wythoff, take_and_break)\n"
    "from cgt.rulesets.table import nim_value_table\n"
    "def _texts(x):\n"
    "    if isinstance(x, (list, tuple)):\n"
    "        return [_texts(y) for y in x]\n"
    "    return int(x) if isinstance(x, numbers.Integral) else to_str_full(x)\n"
)

#: Rows CGSuite evaluates once, with their timeout (seconds, wall), instead of three rounds.
ONE_ROUND = {"Cutcake (5,5) dicotic variant": 600.0}
#: The timeout (seconds, wall) of CGSuite's three rounds of any other row.
TIMEOUT = 600.0
#: Rows where CGSuite's answer is known not to be the game's value, and why: the row still
#: says DIFFER, with the reason.
KNOWN = {
    "AntiClobber 3×3": "known: CGSuite splits AntiClobber boards at empty cells, which is "
                       "unsound (guide, section 14; tests/test_clobber_family.py reproduces "
                       "CGSuite's 0 from that splitting, and the twin's whole-board search "
                       "gives cgt's *)",
}
#: Rows --quick leaves out (cgt takes seconds).
SLOW = {"Cutcake (5,5) dicotic variant"}


def _table(text: str) -> list[list[str]]:
    """The cells of a table CGSuite prints: rows between lines of ``-`` and ``+``, cells
    between `` | `` (padded to the column's width)."""
    rows = [line for line in text.splitlines() if line and not re.fullmatch(r"[-+]+", line)]
    return [[cell.strip() for cell in re.split(r" \| ", row)] for row in rows]


def _answer(kind: str, text: str) -> list[Any]:
    """CGSuite's printed answer in the shape of cgt's."""
    if kind == "int":
        return [int(text)]
    if kind == "game":
        return [text]
    cells = _table(text)
    return [[int(c) for c in row] for row in cells] if kind == "ints" else cells


def _flat(answer: list[Any]) -> list[Any]:
    return [x for row in answer for x in row] if answer and isinstance(answer[0], list) else answer


def _compare(kind: str, ours: list[Any], theirs: list[Any]) -> tuple[bool, str]:
    """(whether the answers agree, a note): integers exactly; forms as canonical forms."""
    a, b = _flat(ours), _flat(theirs)
    shape = (len(ours), len(ours[0])) if kind in ("ints", "games") and ours else None
    shape_b = (len(theirs), len(theirs[0])) if kind in ("ints", "games") and theirs else None
    size = f"{shape[0]}×{shape[1]} table" if shape else f"{len(a)} value"
    if len(a) != len(b) or shape != shape_b:
        return False, f"{size} against {shape_b or len(b)}"
    if kind in ("int", "ints"):
        same = sum(x == y for x, y in zip(a, b, strict=True))
        return same == len(a), f"{size}, {same:,} of {len(a):,} equal"
    forms = sum(parse(x).canonical() is parse(y).canonical() for x, y in zip(a, b, strict=True))
    texts = sum(x == y for x, y in zip(a, b, strict=True))
    return forms == len(a), (f"{size}, {forms:,} of {len(a):,} equal forms"
                             f"{'' if texts == len(a) else f', {texts:,} same text'}")


def main() -> None:
    args = _arguments(__doc__, "cgt once per row, no CGSuite, without the slow rows")
    with_cgsuite = shutil.which("cgs") is not None and not args.quick
    _header(["instance", "cgt CPU", "cgt process", "CGSuite thread CPU (cold / warm)",
             "CGSuite process", "ratio", "answers"])
    differ = []
    for label, kind, expr, cgs_expr in INSTANCES:
        if args.only and args.only not in label or args.quick and label in SLOW:
            continue
        cpu, answer = _cgt_cpu(expr, 1 if args.quick else 3, _PRELUDE, "_texts(answer)")
        process = _cgt_process(expr, _PRELUDE)
        row = f"| {label} | {cpu:.3f} s | {process:.2f} s |"
        if not with_cgsuite:
            print(row + " — | — | — | — |", flush=True)
            continue
        cache = (json.loads(args.cgsuite_cache.read_text())
                 if args.cgsuite_cache and args.cgsuite_cache.exists() else {})
        if cgs_expr not in cache:
            timeout = ONE_ROUND.get(label, TIMEOUT)
            try:
                cache[cgs_expr] = _cgsuite_text(cgs_expr, 1 if label in ONE_ROUND else 3,
                                                clear=True, timeout=timeout)
            except subprocess.TimeoutExpired:
                cache[cgs_expr] = {"timeout": timeout}
            if args.cgsuite_cache:
                args.cgsuite_cache.write_text(json.dumps(cache))
        got = cache[cgs_expr]
        if isinstance(got, dict):
            print(row + f" did not finish in {got['timeout']:.0f} s | — | — | "
                        "— (no answer) |", flush=True)
            continue
        cold, warm, cgs_process, text = got
        try:
            same, note = _compare(kind, answer, _answer(kind, text))
        except Exception as e:  # an answer CGSuite printed that does not read as expected
            same, note = False, f"CGSuite's text not read: {type(e).__name__}: {e}"
        if not same:
            if label in KNOWN:
                note += "; " + KNOWN[label]
            differ.append((label, json.dumps(answer), text))
        row += (f" {cold:.3f} / {warm:.3f} s | {cgs_process:.2f} s | "
                f"{warm / max(cpu, 1e-6):.1f} | {'agree' if same else 'DIFFER'} ({note}) |")
        print(row, flush=True)
    print(f"load average {os.getloadavg()[0]:.2f} at end")
    for label, ours, theirs in differ:
        print(f"\nDIFFER: {label}\n  cgt:     {ours}\n  CGSuite: {theirs}")


if __name__ == "__main__":
    main()
