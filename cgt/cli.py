"""The ``cgt`` console: a REPL with everything imported, and one-shot commands.

>>> main(["eval", "{3||2|1} + {3||2|1}"])
expression      {3||2|1} + {3||2|1}
canonical form  {5||4,{5|4}|3}
outcome         L (normal play), R (misère play, this form)
birthday        8 (form), 8 (canonical form)
0
>>> main(["check", "*:x + *:-x == 0", "--mod", "D", "--x", "numbers:2"])  # doctest: +ELLIPSIS
claim      *:x + *:-x == 0  (mod D)    [x ∈ numbers(max_birthday=2)]
result     holds: all 7 instances decided, each one holds  (... s)
reasons         7 × congruence: ...
0
"""

from __future__ import annotations

import argparse
import contextlib
import shlex
import sys
from collections.abc import Iterator, Sequence
from fractions import Fraction
from typing import Any

from cgt.errors import (
    CGTError,
    InvalidArgument,
    InvalidGame,
    NotSupported,
    ParseError,
    SearchBoundExceeded,
)

BANNER = (
    "cgt — combinatorial game theory.  Everything from `cgt` is imported.\n"
    'Try:  G = parse("{3||2|1}");  (G + G).canonical();  G.outcome()\n'
    '      claim("*:x + *:-x == 0", mod=D, x=numbers(max_birthday=4)).check()'
)

EVAL_EXAMPLES = """examples:
  cgt eval "{3||2|1} + ^*"
  cgt eval -1/2              (a leading minus is part of the expression)
  cgt eval -- -1/2
  cgt eval 1 + 1             (the words are joined)
  cgt eval --mod D "*2 + *2"  (also the misère canonical form modulo D: M, D, E, I or S)
  cgt eval on                (a loopy game: its value, sides and outcome with draws)
  cgt eval "{pass|*}"
  cgt eval "*2 + *2" --mod D  (options may follow the expression, as in cgt moves)
"""

CHECK_EXAMPLES = """families (--VAR FAMILY[:ARGS], arguments by position or name=value):
  numbers:6                  numbers born by day 6       (numbers:max_birthday=6)
  integers:-3,3              integers from -3 to 3
  dyadics:8,-2,2             k/8 for -2 <= k/8 <= 2
  nimbers:5   ups:2          0, *, ..., *5;  n.^ (+ *) for |n| <= 2
  games:2  dicots:2  dead_ending:2  impartial:3     every form born by the day
  blocking:2                 every blocking form born by the day (the universe B)
  canonical:D,3              one form per class mod D born by day 3 (1268)
  sprigs:3                   sprigs *:x, x a string of <= 3 blue-red edges (sprig("1/2"), ...)
  flowers:3,2                flowers of height <= 3 with <= 2 petals (flower(2, -1), stalk(3))
  hackenbush_positions:3     connected positions of <= 3 edges, one per isomorphism class
                             (hackenbush_positions:7,e: green; <= 9 edges green, 5 else;
                             hackenbush_positions:12,e,trees=true: trees, <= 12 edges green)
  sums:(nimbers:3),2         sums of 2 members of a family
  pairs:(dicots:2)           pairs, for two variables at once: --G,H pairs:(dicots:2)
  range:0,10                 the integers 0..9 (e.g. for *n)
  list:0;*;{0|*}             games in notation, separated by ';'

exit status: 0 the claim holds, 1 a counterexample (the simplest is printed with its
witness), 2 undecided or bad input, 130 Ctrl-C before any instance was checked (a check
interrupted later prints its partial report, saying so in its first line).

examples:
  cgt check "*:x + *:-x == 0" --mod D --x numbers:6
  cgt check "G + G == 0" --mod D --G dicots:2
  cgt check "*:x + *:y == 0" --mod D --x numbers:4 --y numbers:4 --json
  cgt check "G + G == 0" --mod D --G canonical:D,3 --workers 2 --checkpoint run.jsonl
  cgt check "G + -G == 0" --mod M --G games:5 --search 500
  cgt check "G + G == 0" --mod D --G canonical:D,3 --scheduler local:2

on a Dask cluster (the `dist` extra): start a scheduler and workers with Dask's commands,
then name the scheduler; the report, checkpoint and exit status are those of a serial run:
  dask scheduler --port 8786 &
  dask worker tcp://127.0.0.1:8786 --nworkers 2 --nthreads 1 &
  cgt check "G + G == 0" --mod D --G canonical:D,3 --scheduler tcp://127.0.0.1:8786
"""

#: check's own options (value taken or not); any other --NAME is a variable's domain.
_CHECK_OPTIONS = {
    "--mod": True,
    "--json": False,
    "--workers": True,
    "--scheduler": True,
    "--checkpoint": True,
    "--search": True,
    "--seed": True,
    "--first": False,
    "--progress": False,
    "--no-progress": False,
    "--help": False,
    "-h": False,
}


# ============================================================================ eval
def _describe(expr: str, mod: str | None = None) -> str:
    from cgt.notation import parse

    g = parse(expr)
    from cgt.moves import is_loopy

    if is_loopy(g):
        return _rows(_loopy_rows(expr, g, mod))
    c = g.canonical()
    rows = [
        ("expression", expr),
        ("canonical form", str(c)),
        ("outcome", f"{g.outcome()} (normal play), {g.misere_outcome()} (misère play, this form)"),
        ("birthday", f"{g.birthday} (form), {c.birthday} (canonical form)"),
    ]
    if mod is not None:
        from cgt.claims.claim import _universe_named

        u = _universe_named(mod)  # an unknown name is an error: nothing was asked of U
        if u.name != "NORMAL":
            try:
                row = str(u.canonical(g))
            except CGTError as exc:
                # U cannot answer this row (no canonical forms, or G is not a member): the
                # other rows still hold, so they print, with the reason in this one
                row = f"(no answer: {exc})"
            rows.insert(2, (f"mod {u.name}", row))
    return _rows(rows)


def _rows(rows: list[tuple[str, str]]) -> str:
    return "\n".join(f"{k:<15} {v}" for k, v in rows)


#: What ``cgt eval`` prints for a misère question about a loopy game.
_NO_MISERE = "does not apply to loopy games (cgt plays them in normal play only)"


def _loopy_rows(expr: str, g: Any, mod: str | None) -> list[tuple[str, str]]:
    """``cgt eval``'s rows for a loopy value: the value, its sides when it is no stopper, its
    outcome with draws; the misère rows say they do not apply.

    >>> from cgt import parse
    >>> print(_rows(_loopy_rows("on & off", parse("on & off"), None)))
    expression      on & off
    value           dud
    onside          on
    offside         off
    outcome         D (normal play; infinite play is a draw)
    misère play     does not apply to loopy games (cgt plays them in normal play only)
    """
    rows = [("expression", expr), ("value", str(g))]
    if not g.is_stopper():
        rows += _sides(g)
    rows.append(("outcome", f"{g.outcome()} (normal play; infinite play is a draw)"))
    rows.append(("misère play", _NO_MISERE))
    if mod is not None:
        from cgt.claims.claim import _universe_named

        u = _universe_named(mod)  # an unknown name is an error, as for a short game
        if u.name != "NORMAL":
            rows.append((f"mod {u.name}", _NO_MISERE))
    return rows


def _sides(g: Any) -> list[tuple[str, str]]:
    """The onside and offside rows; sides that are no stoppers (Bach's Carousel) have no
    canonical form, and the value's own printing shows them."""
    try:
        return [("onside", str(g.onside())), ("offside", str(g.offside()))]
    except NotSupported:
        return [("sides", "no stoppers: kept as simplified game graphs (see the value)")]


def _eval_options(args: list[str]) -> tuple[str | None, bool, list[str]] | str:
    """``--mod U`` (or ``--mod=U``) and ``-h`` anywhere before a ``--``, as ``cgt moves``
    takes options after the expression; the other words are the expression. A word such as
    ``-1/2`` or ``-*`` is part of the expression (argparse would read it as an option), and
    everything after ``--`` is. Returns (universe, help asked, words), or an error message.

    >>> _eval_options(["*2", "+", "*2", "--mod", "D"])
    ('D', False, ['*2', '+', '*2'])
    >>> _eval_options(["--mod=E", "-*", "--", "--mod"])
    ('E', False, ['-*', '--mod'])
    """
    mod, help_asked, words = None, False, []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            words += args[i + 1 :]
            break
        if a == "--mod":
            if i + 1 >= len(args):
                return "--mod needs a universe (M, D, E, I or S)"
            mod = args[i + 1]
            i += 2
            continue
        if a.startswith("--mod="):
            mod = a.partition("=")[2]
        elif a in ("-h", "--help"):
            help_asked = True
        else:
            words.append(a)
        i += 1
    return mod, help_asked, words


def _eval(args: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="cgt eval",
        description="Canonical form, outcomes and birthday of a game in CGSuite notation.",
        epilog=EVAL_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("expression", nargs="+", help='game notation, e.g. "{3||2|1} + ^*"')
    parser.add_argument(
        "--mod", default=None, metavar="U",
        help="also print the misère canonical form modulo U (M, D, E, I, S)",
    )
    found = _eval_options(args)
    if isinstance(found, str):
        print(f"cgt eval: error: {found}", file=sys.stderr)
        return 2
    mod, help_asked, args = found
    if help_asked:
        parser.print_help()
        return 0
    if not args:
        parser.print_usage(sys.stderr)
        print("cgt eval: error: give an expression", file=sys.stderr)
        return 2
    try:
        print(_describe(" ".join(args), mod))
    except CGTError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


# ============================================================================ moves
MOVES_EXAMPLES = """A move wins when the mover, then second to play, wins what is left: in normal
play the value left is >= 0 for Left (<= 0 for Right), added up from the components' canonical
forms; in misère play the outcome left, by the papers' theorems where they apply, else by a
bounded search. A move in a sum names its component. In a loopy game (on, {pass|*}, a{0|a},
Backsliding Toads and Frogs) infinite play is a draw: the moves that win and those that draw
are listed, each marked win or draw.

examples:
  cgt moves "{1|-1} + {2|-2} + ^"
  cgt moves "*2 + *3 + *:1" --misere --player right
  cgt moves --ruleset Clobber "xox|ox."
  cgt moves --ruleset hackenbush "e(ee;e)" --misere
  cgt moves "{pass|*}"                          (a loopy game: the moves that win or draw)
  cgt moves --ruleset BackslidingToadsAndFrogs "t.tf.f"
  cgt moves --ruleset toads_and_frogs "tt..ff"   (names in any case)
  cgt moves --ruleset help                       (the rulesets, loopy ones marked)
"""

#: --ruleset names: the rulesets whose positions are read from a string.
_RULESETS = (
    "Amazons", "AntiClobber", "ArcKayles", "ChildishHackenbush",
    "Clobber", "Col", "Cram",
    "Domineering", "ElephantsAndRhinos", "Fission", "Fjords", "HotClobber", "Kings",
    "Knights", "Konane", "PartizanArcKayles", "Queens", "Rooks", "Snort", "ToadsAndFrogs",
    "TopplingDominoes", "WeightedArcKayles", "hackenbush",
    "BackslidingToadsAndFrogs", "FoxAndGeese", "CeyloneseFoxAndGeese",
)

#: The rulesets of _RULESETS whose play can repeat (values from game_value(), with draws).
_LOOPY_RULESETS = frozenset({"BackslidingToadsAndFrogs", "FoxAndGeese", "CeyloneseFoxAndGeese"})


def _folded(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch not in "_- ")


def _ruleset_name(text: str) -> str:
    """The --ruleset name ``text`` spells, in any case and with or without ``_``/``-``
    (``clobber``, ``toads_and_frogs``); ``help`` (or ``list``) asks for the list.

    >>> _ruleset_name("clobber"), _ruleset_name("backsliding-toads-and-frogs")
    ('Clobber', 'BackslidingToadsAndFrogs')
    """
    key = _folded(text)
    if key in ("help", "list"):
        return "help"
    for name in _RULESETS:
        if _folded(name) == key:
            return name
    raise argparse.ArgumentTypeError(
        f"unknown ruleset {text!r}; the rulesets are {', '.join(_RULESETS)} "
        "(any case; --ruleset help lists them)"
    )


def ruleset_listing() -> str:
    """What ``cgt moves --ruleset help`` prints: each ruleset whose positions are read from
    text, with what a position looks like; the loopy ones (play can repeat) are marked.

    >>> for line in ruleset_listing().splitlines()[:5]:  # doctest: +NORMALIZE_WHITESPACE
    ...     print(line)
    --ruleset NAME (any case) reads EXPR as a position of:
      Amazons                   a board, rows split by |, e.g. "xo.|.ox"
      AntiClobber               a board, rows split by |, e.g. "xo.|.ox"
      ArcKayles                 CGSuite's graph notation, e.g. ".-.-."
      BackslidingToadsAndFrogs  (loopy: play can repeat)  a strip, e.g. "tt..ff"
    """
    graphs = ("ArcKayles", "Col", "Fjords", "Snort")
    strips = ("BackslidingToadsAndFrogs", "ElephantsAndRhinos", "ToadsAndFrogs")
    shown = {
        **dict.fromkeys(graphs, 'CGSuite\'s graph notation, e.g. ".-.-."'),
        **dict.fromkeys(strips, 'a strip, e.g. "tt..ff"'),
        **dict.fromkeys(
            ("PartizanArcKayles", "WeightedArcKayles"), "CGSuite's graph notation, with labels"
        ),
        "TopplingDominoes": 'a row, e.g. "lre"',
        "hackenbush": 'CGSuite\'s Hackenbush string, e.g. "e(ee;e)"',
        "ChildishHackenbush": 'CGSuite\'s Hackenbush string, e.g. "l(l;rl)"',
        **dict.fromkeys(
            ("FoxAndGeese", "CeyloneseFoxAndGeese"),
            'the geese, the fox (width=…), e.g. "[(4,2),(4,4)], (1,1), width=4"',
        ),
    }
    width = max(map(len, _RULESETS))
    lines = ["--ruleset NAME (any case) reads EXPR as a position of:"]
    for name in sorted(_RULESETS, key=str.lower):
        loopy = "(loopy: play can repeat)" if name in _LOOPY_RULESETS else ""
        what = shown.get(name, 'a board, rows split by |, e.g. "xo.|.ox"')
        lines.append(f"  {name:<{width}}  {loopy:<24}  {what}".rstrip())
    return "\n".join(lines)


def _fox_and_geese(cls: Any, expr: str) -> Any:
    """A Fox and Geese position from its arguments as printed, ``[(4, 2), (4, 4)], (1, 1)``
    with ``width=`` and ``fox_range=`` optional (or the whole printed form, ``FoxAndGeese(…)``)."""
    import ast

    text = expr.strip()
    if text.endswith(")") and "(" in text and text[: text.index("(")].strip().isidentifier():
        text = text[text.index("(") + 1 : -1]
    try:
        call = ast.parse(f"f({text})", mode="eval").body
        assert isinstance(call, ast.Call)
        args = [ast.literal_eval(a) for a in call.args]
        kwargs = {k.arg: ast.literal_eval(k.value) for k in call.keywords if k.arg}
    except (SyntaxError, ValueError, AssertionError):
        raise ParseError(
            f"{cls.__name__}: expected the geese and the fox, e.g. [(4, 2), (4, 4)], (1, 1)",
            expr,
            1,
        ) from None
    try:
        return cls(*args, **kwargs)
    except TypeError as exc:  # a wrong number of arguments, an unknown keyword
        raise ParseError(f"{cls.__name__}: {exc}", expr, 1) from None


def _position(expr: str, ruleset: str | None) -> Any:
    if ruleset is None:
        from cgt.notation import parse

        return parse(expr)
    if ruleset == "hackenbush":
        from cgt.hackenbush import hackenbush

        return hackenbush(expr)
    import cgt.rulesets

    cls = getattr(cgt.rulesets, ruleset)
    if ruleset in ("FoxAndGeese", "CeyloneseFoxAndGeese"):
        return _fox_and_geese(cls, expr)
    return cls(expr)


def _move_text(m: Any) -> str:
    from cgt.moves import _show

    if m.component is None:
        return f"→ {_show(m.option)}"
    where = f"#{m.index}: " if m.index is not None else ""
    return f"{where}{_show(m.component)} → {_show(m.to)}"


def describe_moves(
    g: Any, players: Sequence[str], misere: bool, max_positions: int | None = None
) -> str:
    """The report of ``cgt moves``: each player's winning moves with their reasons.

    >>> from cgt import parse
    >>> print(describe_moves(parse("{1|-1} + {2|-2}"), ["left", "right"], misere=False))
    position  +-1 + +-2   (normal play)
    Left      1 winning move
      +-2 → 2     moves to {3|1} > 0, a win for Left moving second
    Right     1 winning move
      +-2 → -2    moves to {-1|-3} < 0, a win for Right moving second
    """
    from cgt.moves import is_loopy, winning_moves

    play = "misère play" if misere else "normal play"
    found = {
        p: winning_moves(g, p, misere=misere, explain=True, max_positions=max_positions)
        for p in players
    }
    if is_loopy(g):
        return _describe_loopy_moves(g, found)
    width = max((len(_move_text(m)) for ms in found.values() for m in ms), default=0)
    lines = [f"position  {g}   ({play})"]
    for player, moves in found.items():
        count = "no winning move" if not moves else (
            f"{len(moves)} winning move" + ("s" if len(moves) > 1 else "")
        )
        lines.append(f"{player.capitalize():<9} {count}")
        lines += [f"  {_move_text(m):<{width}}    {m.reason}" for m in moves]
    return "\n".join(lines)


def _count(n: int, what: str) -> str:
    return f"{n} {what}" + ("s" if n != 1 else "")


def _describe_loopy_moves(g: Any, found: dict[str, list[Any]]) -> str:
    """``cgt moves`` of a loopy game: each player's moves that win and that draw, the kind of
    each in its own column (a researcher scans for the draws).

    >>> from cgt import parse
    >>> print(describe_moves(parse("dud"), ["left", "right"], misere=False))
    position  dud   (normal play; infinite play is a draw)
    Left      0 winning moves, 1 drawing move
      → dud   draw    leaves dud, outcome D: a draw with Right to move
    Right     0 winning moves, 1 drawing move
      → dud   draw    leaves dud, outcome D: a draw with Left to move
    """
    width = max((len(_move_text(m)) for ms in found.values() for m in ms), default=0)
    lines = [f"position  {g}   (normal play; infinite play is a draw)"]
    for player, moves in found.items():
        wins = sum(m.kind == "win" for m in moves)
        draws = len(moves) - wins
        count = (
            f"{_count(wins, 'winning move')}, {_count(draws, 'drawing move')}"
            if moves
            else "no winning or drawing move"
        )
        lines.append(f"{player.capitalize():<9} {count}")
        lines += [f"  {_move_text(m):<{width}}   {m.kind:<5}   {m.reason}" for m in moves]
    return "\n".join(lines)


def _moves(args: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="cgt moves",
        description="The winning moves of a game (both players unless --player), with reasons.",
        epilog=MOVES_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("expression", nargs="+", help="game notation, or a position of --ruleset")
    parser.add_argument("--misere", action="store_true", help="misère play (default normal)")
    parser.add_argument("--player", choices=("left", "right"), help="one player only")
    parser.add_argument(
        "--ruleset",
        type=_ruleset_name,
        metavar="NAME",
        help="read EXPR as a position of it (any case; --ruleset help lists them)",
    )
    parser.add_argument("--max-positions", type=int, default=None,
                        help="bound on the positions a search may visit")
    if args[:1] == ["--"]:
        args = args[1:]
    for i, a in enumerate(args):  # the list needs no expression, so before argparse asks one
        if a == "--":
            break
        named = args[i + 1] if a == "--ruleset" and i + 1 < len(args) else a.partition("=")[2]
        if (a == "--ruleset" or a.startswith("--ruleset=")) and _folded(named) in ("help", "list"):
            print(ruleset_listing())
            return 0
    ns = parser.parse_args(args)
    try:
        g = _position(" ".join(ns.expression), ns.ruleset)
        players = [ns.player] if ns.player else ["left", "right"]
        print(describe_moves(g, players, ns.misere, ns.max_positions))
    except CGTError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


# ============================================================================ families
def _split_args(text: str) -> list[str]:
    """Split at top-level commas (parentheses nest)."""
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
            continue
        depth += ch == "("
        depth -= ch == ")"
        cur += ch
    out.append(cur)
    return [a.strip() for a in out]


def _value(text: str, spec: str) -> Any:
    import cgt.universes as us

    if text.startswith("(") and text.endswith(")"):
        return parse_family(text[1:-1])
    u = getattr(us, text, None)
    if u is not None and hasattr(u, "equiv"):
        return u
    if text in ("None", "none"):
        return None
    if text in ("True", "true", "False", "false"):
        return text.lower() == "true"
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    if text.isalpha():  # a word such as hackenbush_positions' colours; the family checks it
        return text
    try:
        f = Fraction(text)
    except (ValueError, ZeroDivisionError):
        raise ParseError(f"cannot read the argument {text!r}", spec, spec.find(text) + 1) from None
    return int(f) if f.denominator == 1 else f


def parse_family(spec: str) -> Any:
    """A family from its console spelling ``name:arg,arg,key=value`` (see ``cgt check -h``).

    >>> parse_family("numbers:3"), parse_family("canonical:D,2"), len(parse_family("list:0;*;^"))
    (numbers(max_birthday=3), canonical(D, max_birthday=2), 3)
    >>> parse_family("sums:(nimbers:2),2")
    sums(nimbers(max_n=2), k=2)
    """
    from cgt import families as fam
    from cgt.claims.claim import as_family
    from cgt.notation import parse

    name, _, rest = spec.partition(":")
    name = name.strip()
    if name == "list":
        items = [parse(t.strip()) for t in rest.split(";") if t.strip()]
        if not items:
            raise ParseError("list: needs games separated by ';'", spec, len(spec) + 1)
        return as_family(items, "list")
    if name == "range":
        nums = [_value(a, spec) for a in _split_args(rest)] if rest.strip() else []
        if not nums or not all(isinstance(n, int) for n in nums) or len(nums) > 3:
            raise ParseError("range: needs 1 to 3 integers", spec, len(name) + 2)
        return as_family(range(*nums), "range")
    known = {
        "numbers", "integers", "dyadics", "nimbers", "ups", "games", "dicots", "dead_ending",
        "impartial", "canonical", "sums", "pairs", *fam.__all__,
    } - {"Family", "subsets", "simplicity", "ordered_product"}
    fn = getattr(fam, name, None) if name in known else None
    if fn is None:
        raise ParseError(
            f"unknown family {name!r}; the families are {', '.join(sorted(known))}, range, list",
            spec,
            1,
        )
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    for a in _split_args(rest) if rest.strip() else []:
        key, eq, val = a.partition("=")
        if eq and key.strip().isidentifier():
            kwargs[key.strip()] = _value(val.strip(), spec)
        else:
            args.append(_value(a, spec))
    try:
        return fn(*args, **kwargs)
    except (TypeError, InvalidGame, InvalidArgument) as exc:  # e.g. a word where a number goes
        raise ParseError(f"{name}: {exc}", spec, 1) from None


# ============================================================================ check
def _check_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="cgt check",
        usage="cgt check CLAIM [--mod U] --VAR FAMILY [--VAR FAMILY ...] [options]",
        description="Check a claim over families: every instance exactly (simplest first), "
        "or a counterexample search with --search N.",
        epilog=CHECK_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("claim", help='e.g. "*:x + *:-x == 0" (== is ≡ mod U; also != >= <= > < ||)')
    p.add_argument(
        "--mod", default="NORMAL", help="universe: NORMAL (default), M, D, E, B, I, S, HSTAR"
    )
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--workers", type=int, default=None, help="processes (default: every core)")
    p.add_argument("--scheduler", default=None, metavar="ADDRESS",
                   help="run on a Dask cluster: a scheduler's address (tcp://host:8786), or "
                   "local:N for a local cluster of N worker processes")
    p.add_argument("--checkpoint", default=None, help="record instances here; rerun to resume")
    p.add_argument("--search", type=int, default=None, metavar="N",
                   help="search N random examples with hypothesis instead of checking all")
    p.add_argument("--seed", type=int, default=None, help="random seed for --search")
    p.add_argument("--first", action="store_true", help="stop at the first counterexample")
    p.add_argument("--progress", dest="progress", action="store_true", default=None,
                   help="always show a progress bar")
    p.add_argument("--no-progress", dest="progress", action="store_false",
                   help="never show a progress bar")
    return p


def _split_check(args: list[str]) -> tuple[list[str], dict[str, str], list[str]]:
    """(check's options, {variables: family spec}, positional words). Only ``--word``
    tokens are options, so a claim may start with a minus: ``cgt check "-x + x == 0" …``."""
    opts: list[str] = []
    domains: dict[str, str] = {}
    words: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            words.extend(args[i + 1 :])
            break
        name, eq, val = a.partition("=")
        if a.startswith("--") and len(a) > 2 and name not in _CHECK_OPTIONS:
            var = name[2:]
            if not eq:
                if i + 1 >= len(args):
                    raise ParseError(f"{name} needs a family, e.g. {name} numbers:4", a, 1)
                val = args[i + 1]
                i += 1
            domains[var] = val
        elif name in _CHECK_OPTIONS:
            opts.append(a)
            if _CHECK_OPTIONS[name] and not eq and i + 1 < len(args):
                opts.append(args[i + 1])
                i += 1
        else:
            words.append(a)
        i += 1
    return opts, domains, words


def run_check_command(
    args: list[str], domains: dict[str, Any] | None = None, show: bool = True
) -> tuple[int, Any]:
    """Run ``cgt check`` (the arguments after ``check``); (exit status, ClaimResult or None).
    ``domains`` adds variables bound to families given as objects; ``show=False`` leaves the
    report unprinted (the ``%claim`` magic returns it for display instead)."""
    from cgt.claims import claim
    from cgt.claims.claim import _universe_named

    parser = _check_parser()
    try:
        opts, specs, words = _split_check(args)
    except ParseError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2, None
    if "-h" in opts or "--help" in opts:
        parser.print_help()
        return 0, None
    if len(words) != 1:
        parser.print_usage(sys.stderr)
        what = "the claim is missing" if not words else f"one claim, in quotes (got {words})"
        print(f"cgt check: error: {what}", file=sys.stderr)
        return 2, None
    try:
        ns = parser.parse_args(opts + ["--", words[0]])
    except SystemExit as exc:  # argparse has printed the problem
        return (2 if exc.code else 0), None
    try:
        universe = _universe_named(ns.mod)
        families = {**(domains or {}), **{var: parse_family(spec) for var, spec in specs.items()}}
        c = claim(ns.claim, mod=universe, **families)
        if ns.search is not None:
            result = c.search(ns.search, seed=ns.seed, progress=ns.progress)
        elif ns.scheduler is not None:
            if ns.workers is not None:
                raise ParseError("--workers and --scheduler: the cluster's workers run it")
            with dask_executor(ns.scheduler) as executor:
                result = c.check(
                    executor=executor,
                    checkpoint=ns.checkpoint,
                    stop_at_first=ns.first,
                    progress=ns.progress,
                )
        else:
            result = c.check(
                workers=ns.workers,
                checkpoint=ns.checkpoint,
                stop_at_first=ns.first,
                progress=ns.progress,
            )
    except SearchBoundExceeded as exc:
        # a domain too large to check every instance of: on the command line the way out is
        # an option, so the message names it
        hint = "" if ns.search is not None else (
            "\n  on the command line, --search N samples N instances instead (e.g. --search 500)"
        )
        print(f"error: {exc}{hint}", file=sys.stderr)
        return 2, None
    except CGTError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2, None
    except (OSError, TimeoutError) as exc:  # a scheduler that cannot be reached
        print(f"error: the Dask scheduler {ns.scheduler!r}: {exc}", file=sys.stderr)
        return 2, None
    if show:
        print(result.to_json(indent=2) if ns.json else result)
    return {True: 0, False: 1, None: 2}[result.holds], result


@contextlib.contextmanager
def dask_executor(address: str) -> Iterator[Any]:
    """An executor on a Dask cluster (the ``dist`` extra): ``local:N`` starts a cluster of N
    worker processes on this machine for the run, anything else is the address of a running
    scheduler (``tcp://host:8786``).

    >>> with dask_executor("local:x") as ex:  # doctest: +ELLIPSIS
    ...     pass
    Traceback (most recent call last):
    ...
    cgt.errors.ParseError: --scheduler local:N needs a number of workers N >= 1 (column 7)
    ...
    """
    import logging

    local = address.startswith("local:")
    n = address[len("local:") :] if local else ""
    if local and not (n.isdigit() and int(n) >= 1):
        raise ParseError("--scheduler local:N needs a number of workers N >= 1", address, 7)
    try:
        import distributed
    except ImportError:
        raise NotSupported(
            "--scheduler needs Dask: install the dist extra (pip install 'cgt[dist]')"
        ) from None
    with contextlib.ExitStack() as stack:
        if local:
            cluster = stack.enter_context(
                distributed.LocalCluster(
                    n_workers=int(n),
                    threads_per_worker=1,
                    processes=True,
                    host="127.0.0.1",
                    dashboard_address=None,
                    silence_logs=logging.ERROR,
                )
            )
            client = stack.enter_context(distributed.Client(cluster))
        else:
            try:
                _readable_address(address)
                client = stack.enter_context(distributed.Client(address, timeout=10))
            except (ValueError, TypeError) as exc:  # Dask's word for an address it cannot read
                raise ParseError(
                    f"--scheduler: not a scheduler's address (tcp://host:port) nor local:N: "
                    f"{exc}",
                    address,
                    1,
                ) from None
        yield client.get_executor()


def _readable_address(address: str) -> None:
    """Raise ValueError when Dask cannot read ``address`` (a scheme it knows, a host with a
    port), before a Client is made: a Client made for such an address fails inside Dask's
    event-loop thread, at times with an assertion rather than the ValueError."""
    from distributed.comm.addressing import parse_address, parse_host_port
    from distributed.comm.registry import get_backend

    scheme, location = parse_address(address)
    get_backend(scheme)
    if scheme in ("tcp", "tls"):
        parse_host_port(location)


# ============================================================================ REPL
def _pretty(obj: Any) -> str:
    """Games in unicode (↑, ⇑, ±), also inside lists, tuples and dicts."""
    from cgt.game import Game

    if isinstance(obj, Game):
        return obj.pretty()
    if isinstance(obj, tuple):
        inner = ", ".join(_pretty(x) for x in obj)
        return f"({inner}{',' if len(obj) == 1 else ''})"
    if isinstance(obj, list):
        return "[" + ", ".join(_pretty(x) for x in obj) + "]"
    if isinstance(obj, dict):
        return "{" + ", ".join(f"{_pretty(k)}: {_pretty(v)}" for k, v in obj.items()) + "}"
    return repr(obj)


def _displayhook(value: Any) -> None:
    if value is None:
        return
    import builtins

    builtins._ = value  # type: ignore[attr-defined]
    print(_pretty(value))


def claim_magic(line: str, namespace: dict[str, Any] | None = None) -> Any:
    """``%claim CLAIM [for VAR in FAMILY …] [--mod U] [--VAR FAMILY:BOUND …]``: ``cgt check``
    in a session. The claim needs no quotes; ``for G in games(2)`` binds a variable to a family
    written in Python, evaluated in the session's ``namespace`` (cgt's names are always there).
    Returns the ClaimResult, which the session then shows once (the report in a terminal, a
    table in a notebook); prints nothing itself but errors.

    >>> claim_magic("G + -G == 0 for G in games(1)").summary()
    'holds: all 4 instances decided, each one holds'
    """
    import re

    # The 'for' clauses are Python, read as written (shlex would strip the quotes of a list
    # of notation strings); options may follow them.
    found = re.search(r"\bfor\b", line)
    head, clauses = (line, "") if found is None else (line[: found.start()], line[found.start() :])
    clauses, *options = re.split(r"\s+(?=--[A-Za-z])", clauses)
    try:
        opts, specs, words = _split_check(shlex.split(" ".join([head, *options])))
        domains = _for_clauses(clauses, namespace) if clauses else {}
    except (ValueError, CGTError) as exc:  # ParseError is a ValueError
        print(f"error: {exc}", file=sys.stderr)
        return None
    args = opts + [w for var, spec in specs.items() for w in (f"--{var}", spec)]
    return run_check_command([*args, "--", " ".join(words)], domains, show=False)[1]


def _for_clauses(clauses: str, namespace: dict[str, Any] | None) -> dict[str, Any]:
    """The domains that ``for x in F for y, z in P`` binds, each family the value of a Python
    expression in ``namespace`` (over cgt's public names)."""
    import ast

    text = clauses
    try:
        tree = ast.parse(f"[0 {clauses}]", mode="eval")
    except SyntaxError as exc:
        raise ParseError(f"expected 'for VAR in FAMILY' after the claim, not {clauses!r}",
                         text, 1) from exc
    gens = tree.body.generators if isinstance(tree.body, ast.ListComp) else []
    scope = {**_namespace(), **(namespace or {})}
    domains: dict[str, Any] = {}
    for gen in gens:
        if gen.ifs:
            raise ParseError("a 'for' clause of %claim takes no 'if'; use FAMILY.where(...)",
                             text, 1)
        names = gen.target.elts if isinstance(gen.target, ast.Tuple) else [gen.target]
        if not all(isinstance(n, ast.Name) for n in names):
            raise ParseError("a 'for' clause binds names: for x in F or for x, y in P",
                             text, 1)
        key = ",".join(n.id for n in names)  # type: ignore[attr-defined]
        try:
            domains[key] = eval(compile(ast.Expression(gen.iter), "<%claim>", "eval"), scope)
        except CGTError:
            raise
        except Exception as exc:
            raise ParseError(f"the family of {key}: {type(exc).__name__}: {exc}",
                             text, 1) from exc
    return domains


def load_ipython_extension(ip: Any) -> None:
    """``%load_ext cgt.cli``: unicode printing of games, claim reports printed in full, and the
    ``%claim`` magic."""
    from cgt.claims.result import ClaimResult
    from cgt.game import _PLAIN

    formatter = ip.display_formatter.formatters["text/plain"]
    for cls in _PLAIN:  # Game and the held values' subclass; IPython finds the rest by MRO
        formatter.for_type(cls, lambda g, p, cycle: p.text(g.pretty()))
    formatter.for_type(ClaimResult, lambda r, p, cycle: p.text(str(r)))

    def claim(line: str) -> Any:
        return claim_magic(line, ip.user_ns)

    claim.__doc__ = claim_magic.__doc__
    ip.register_magic_function(claim, "line", "claim")


def _namespace() -> dict[str, Any]:
    import cgt

    return {name: getattr(cgt, name) for name in cgt.__all__}


def _repl() -> int:
    namespace = _namespace()
    try:
        from IPython import start_ipython
        from traitlets.config import Config
    except ImportError:
        import code

        try:
            import readline
            import rlcompleter

            readline.set_completer(rlcompleter.Completer(namespace).complete)
            readline.parse_and_bind("tab: complete")
        except ImportError:  # pragma: no cover - no readline on this platform
            pass
        sys.displayhook = _displayhook
        code.interact(banner=BANNER, local=namespace)
        return 0
    config = Config()
    config.InteractiveShellApp.exec_lines = [
        "import cgt.cli as _cgt_cli; _cgt_cli.load_ipython_extension(get_ipython())"
    ]
    print(BANNER)
    start_ipython(argv=[], user_ns=namespace, config=config)
    return 0


# ============================================================================ main
def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``cgt`` console script; returns the exit status."""
    try:
        return _main(list(sys.argv[1:] if argv is None else argv))
    except BrokenPipeError:  # output piped into e.g. `head`, which stopped reading
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:
        # Ctrl-C before a check's own handler is in place (while the claim is read, the
        # families built) or during eval/moves: nothing was decided, so nothing to report
        print("cgt: interrupted (nothing was decided)", file=sys.stderr)
        return 130


def _version() -> str:
    """The installed distribution's version, with the core that is loaded."""
    from importlib import metadata

    import cgt

    try:
        v = metadata.version("cgt")
    except metadata.PackageNotFoundError:  # run from a source tree that is not installed
        v = cgt.__version__
    return f"{v} ({cgt.core_build()} core)"


def _main(args: list[str]) -> int:
    if args and args[0] == "eval":
        return _eval(args[1:])
    if args and args[0] == "check":
        return run_check_command(args[1:])[0]
    if args and args[0] == "moves":
        try:
            return _moves(args[1:])
        except SystemExit as exc:  # argparse: --help (0) or a usage error (2)
            return int(exc.code or 0)
    parser = argparse.ArgumentParser(
        prog="cgt",
        description="Computer algebra for combinatorial game theory. "
        "With no command, opens a REPL with `from cgt import *`.",
        epilog='examples:\n  cgt                                   the REPL\n'
        '  cgt eval "{3||2|1} + ^*"\n'
        '  cgt check "*:x + *:-x == 0" --mod D --x numbers:6\n'
        '  cgt moves "{1|-1} + {2|-2}" --misere\n'
        "  cgt check -h                          claims, families and exit codes",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"cgt {_version()}")
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("eval", help="canonical form, outcomes and birthday of an expression")
    sub.add_parser("check", help="check a claim over families (exit 0 holds, 1 fails, 2 "
                   "undecided)")
    sub.add_parser("moves", help="the winning moves of a game, with their reasons")
    parser.parse_args(args)
    return _repl()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
