"""Write ``hot_functions.txt``: the compiled core's C functions that research work runs, for the
linker to lay out together.

A first question after ``import cgt`` (a sum, a canonical form, a stop) runs a few dozen
functions spread over several compiled modules; each page of code it meets for the first time
costs the process a page fault (several µs on a virtual machine) and cold cache lines. The build
(``setup.py``) compiles every function into its own section and, where the gold linker is
available, links the sections named in ``hot_functions.txt`` together, hottest first, so that
the pages a session needs are few and shared between questions.

The list comes from a measurement: callgrind counts the instructions of each function in two
fresh processes, one that only imports cgt and one that then answers every cgt workload of
``bench_peers.py`` and runs ``examples/tour.py``. A function is hot when the second process ran
it more than the import did; hotter means more instructions. Regenerate the file (needs
valgrind and the compiled core built in place) when the compiled modules change much; a name
that no longer exists is ignored by the linker, and a new function is merely laid out by
default::

    .venv/bin/python benchmarks/hot_functions.py
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "hot_functions.txt"

IMPORT_ONLY = """
import sys
sys.path.insert(0, {bench!r})
import cgt
import bench_peers
assert cgt.core_build() == "compiled", cgt.core_build()
"""

WORK = IMPORT_ONLY + """
import contextlib, io, runpy
A = bench_peers.TOOLS["cgt"]()
for name, w in bench_peers.WORKLOADS.items():
    if bench_peers.supports(A, w):
        w.run(A, w.setup(A, w.data()))
with contextlib.redirect_stdout(io.StringIO()):
    runpy.run_path({tour!r}, run_name="__main__")
"""

#: A line of ``callgrind_annotate``: instructions, share, then ``???:function [object]``.
_LINE = re.compile(r"\s*([\d,]+) \([^)]*\)\s+\S*:(\S+) \[(\S+)\]")
_SYMBOL = re.compile(r"[A-Za-z_][\w.]*$")


def _self_costs(code: str, where: Path) -> Counter:
    """Instructions per (module, function) of the compiled core, run by ``code`` in a fresh
    process under callgrind."""
    out = where / f"callgrind.{abs(hash(code))}"
    env = dict(os.environ, PYTHONHASHSEED="0")
    subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c", code],
        cwd=ROOT, env=env, check=True, capture_output=True,
    )
    text = subprocess.run(
        ["callgrind_annotate", "--threshold=100", str(out)],
        check=True, capture_output=True, text=True,
    ).stdout
    costs: Counter = Counter()
    for line in text.splitlines():
        m = _LINE.match(line)
        function = m.group(2).split("'")[0] if m else ""  # callgrind marks recursion with '
        # (an address stands for a function without a symbol: no section can be named)
        if m and m.group(3).startswith(str(ROOT / "cgt")) and _SYMBOL.match(function):
            costs[(m.group(3), function)] += int(m.group(1).replace(",", ""))
    return costs


def hot_functions() -> list[str]:
    """The compiled core's functions that the work runs beyond the import, hottest first."""
    names = {"bench": str(ROOT / "benchmarks"), "tour": str(ROOT / "examples" / "tour.py")}
    with tempfile.TemporaryDirectory() as tmp:
        base = _self_costs(IMPORT_ONLY.format(**names), Path(tmp))
        work = _self_costs(WORK.format(**names), Path(tmp))
    extra: Counter = Counter()
    for key, n in work.items():
        if n > base.get(key, 0):
            extra[key[1]] += n - base.get(key, 0)
    return [f for f, _ in sorted(extra.items(), key=lambda kv: (-kv[1], kv[0]))]


def main() -> int:
    functions = hot_functions()
    header = [
        "# The compiled core's functions that research work runs, hottest first: written by",
        "# benchmarks/hot_functions.py, read by setup.py, which has the gold linker lay out",
        "# these sections together (see both for why). One section name a line.",
    ]
    OUT.write_text("\n".join(header + [f".text.{f}" for f in functions]) + "\n")
    print(f"{OUT.name}: {len(functions)} functions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
