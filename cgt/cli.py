"""The ``cgt`` console: a REPL with everything imported, and one-shot commands.

>>> main(["eval", "{3||2|1} + {3||2|1}"])
expression      {3||2|1} + {3||2|1}
canonical form  {5||4,{5|4}|3}
outcome         L (normal play), R (misère play, this form)
birthday        8 (form), 8 (canonical form)
0
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from cgt.errors import CGTError

BANNER = (
    "cgt — combinatorial game theory.  Everything from `cgt` is imported.\n"
    'Try:  G = parse("{3||2|1}");  (G + G).canonical();  G.outcome()'
)


def _describe(expr: str) -> str:
    from cgt.notation import parse

    g = parse(expr)
    c = g.canonical()
    rows = [
        ("expression", expr),
        ("canonical form", str(c)),
        ("outcome", f"{g.outcome()} (normal play), {g.misere_outcome()} (misère play, this form)"),
        ("birthday", f"{g.birthday} (form), {c.birthday} (canonical form)"),
    ]
    return "\n".join(f"{k:<15} {v}" for k, v in rows)


def _repl() -> int:
    import cgt

    namespace = {name: getattr(cgt, name) for name in cgt.__all__}
    try:
        from IPython import start_ipython
    except ImportError:
        import code

        code.interact(banner=BANNER, local=namespace)
        return 0
    print(BANNER)
    start_ipython(argv=[], user_ns=namespace)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``cgt`` console script; returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="cgt",
        description="Computer algebra for combinatorial game theory. "
        "With no command, opens a REPL with `from cgt import *`.",
    )
    sub = parser.add_subparsers(dest="command")
    ev = sub.add_parser("eval", help="canonical form, outcomes and birthday of an expression")
    ev.add_argument("expression", help='game notation, e.g. "{3||2|1} + ^*"')
    args = parser.parse_args(argv)
    if args.command is None:
        return _repl()
    try:
        print(_describe(args.expression))
    except CGTError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
