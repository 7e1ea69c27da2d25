"""CPU of ``import cgt`` beyond a bare interpreter, in fresh processes.

Each figure is the CPU (user + system) of a child process, read from ``getrusage``, the minimum
over ``--runs`` processes (the least disturbed by the other work of a shared machine). Two
columns: with the bytecode cache (``__pycache__``, what an installed package has after its first
import) and without it (``PYTHONDONTWRITEBYTECODE=1`` and no cache: every module compiled from
its source, as on a read-only checkout). ``--base DIR`` adds another checkout's cgt as a row, for
A/B runs in the same session.

    .venv/bin/python benchmarks/bench_startup.py --runs 15 --base ../other-checkout
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _cpu(code: str, env: dict[str, str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-c", code], env=env, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _drop_caches(root: Path) -> None:
    for d in (root / "cgt").rglob("__pycache__"):
        shutil.rmtree(d, ignore_errors=True)


def beyond_bare(root: Path, runs: int, cached: bool) -> tuple[float, float]:
    """(CPU of ``import cgt`` from ``root``, CPU of a bare interpreter), minima over runs."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if not cached:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        _drop_caches(root)
    prefix = f"import sys; sys.path.insert(0, {str(root)!r})"
    if cached:
        _cpu(prefix + "; import cgt", env)  # writes the cache
    imp = min(_cpu(prefix + "; import cgt", env) for _ in range(runs))
    bare = min(_cpu(prefix, env) for _ in range(runs))
    return imp, bare


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--base", type=Path, help="another checkout's root, as a second row")
    args = ap.parse_args()
    roots = [("this checkout", ROOT)] + ([("base", args.base.resolve())] if args.base else [])
    print("| cgt | import, cached | bare | beyond | import, no cache | bare | beyond |")
    print("|---|---|---|---|---|---|---|")
    for name, root in roots:
        cells = []
        for cached in (True, False):
            imp, bare = beyond_bare(root, args.runs, cached)
            cells += [f"{imp:.3f} s", f"{bare:.3f} s", f"**{imp - bare:.3f} s**"]
        print(f"| {name} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
