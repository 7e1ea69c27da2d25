"""The table the paper scripts print: one row per theorem, checked on every instance."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any


class Table:
    """Collects (theorem, instances, counterexamples, seconds) rows and prints them."""

    def __init__(self, title: str) -> None:
        self.title = title
        self.rows: list[tuple[str, int, int, float]] = []
        self.examples: list[str] = []

    def check(self, theorem: str, instances: Iterable[Any], holds: Callable[[Any], bool]) -> None:
        """Run ``holds`` on every instance; a False is a counterexample."""
        start = time.perf_counter()
        n = bad = 0
        for inst in instances:
            n += 1
            if not holds(inst):
                bad += 1
                if len(self.examples) < 10:
                    self.examples.append(f"{theorem}: {inst!r}")
        self.rows.append((theorem, n, bad, time.perf_counter() - start))

    def report(self) -> int:
        """Print the table; the exit status: 1 if any counterexample or empty row, else 0."""
        print(self.title)
        width = max(len(r[0]) for r in self.rows)
        print(f"{'theorem':<{width}}  {'instances':>9}  {'counterexamples':>15}  {'seconds':>8}")
        for theorem, n, bad, secs in self.rows:
            print(f"{theorem:<{width}}  {n:>9}  {bad:>15}  {secs:>8.2f}")
        for e in self.examples:
            print("counterexample:", e)
        failed = any(bad for _t, _n, bad, _s in self.rows) or any(
            n == 0 for _t, n, _b, _s in self.rows
        )
        return 1 if failed else 0


def bound_from_argv(default: int) -> int:
    """The size bound: the first command-line argument, else ``default``."""
    import argparse

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("bound", nargs="?", type=int, default=default, help="size bound")
    args = parser.parse_args()
    if args.bound < 1:
        sys.exit("the bound must be >= 1")
    return int(args.bound)


@contextmanager
def theorems_off() -> Iterator[None]:
    """The core's own engines only: the theorems the Hackenbush package installs in the misère
    search and in the universes' comparisons are removed meanwhile, so that a check of a
    theorem is never answered by that theorem."""
    from cgt.misere_sum import OUTCOME_THEOREMS
    from cgt.universes.base import COMPARISON_THEOREMS

    saved = list(OUTCOME_THEOREMS), list(COMPARISON_THEOREMS)
    OUTCOME_THEOREMS.clear()
    COMPARISON_THEOREMS.clear()
    try:
        yield
    finally:
        OUTCOME_THEOREMS[:] = saved[0]
        COMPARISON_THEOREMS[:] = saved[1]


def by_engine(question: Callable[..., Any], *games: Any) -> Any:
    """``question(*games)`` (e.g. ``M.equiv``) answered with :func:`theorems_off`."""
    with theorems_off():
        return question(*games)
