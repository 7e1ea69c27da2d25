"""The representations as floors: each module imports only from its own floor or below.

Floor 0 holds forms and their identity; floor 1 the parametrised values and sums built on
them; floor 2 the algorithms; above them notation, universes, families and the rest; the
methods that make ``G.canonical()`` or ``G + H`` read well are bound late, in cgt/methods.py.
Imports inside functions count too (a late import is still a dependency).
"""

from __future__ import annotations

import ast
import contextlib
import io
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import cgt

ROOT = Path(cgt.__file__).parent

FLOORS = {
    "cgt.errors": 0,
    "cgt._deep": 0,
    "cgt._memo": 0,
    "cgt._pair_memo": 0,  # the order's memo table of pairs of ids (the standard library only)
    "cgt._core": 0,
    "cgt._plugins": 0,  # imports the theorem packages by name, at run time, on first use
    "cgt._digits": 0,  # integers to text and back at any size (the standard library only)
    "cgt.dyadic": 0,  # exact dyadic arithmetic, which the values hold their numbers in
    "cgt.game": 0,
    "cgt.values": 1,
    "cgt.sums": 1,
    "cgt.canonical.normal": 2,
    "cgt.canonical.named": 2,
    "cgt.canonical.misere": 2,
    "cgt.outcome": 2,
    "cgt.misere_sum": 2,
    "cgt.uptimal": 2,
}
#: Every other module of the package sits above the algorithms.
ABOVE = 3


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking_only(tree: ast.Module) -> set[ast.AST]:
    """The nodes under ``if TYPE_CHECKING:``: imports for annotations only, never run."""
    out: set[ast.AST] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name):
            if node.test.id == "TYPE_CHECKING":
                for child in node.body:
                    out |= set(ast.walk(child))
    return out


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    out: set[str] = set()
    skip = _type_checking_only(tree)
    for node in ast.walk(tree):
        if node in skip:
            continue
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            subs = {f"{node.module}.{a.name}" for a in node.names}
            if node.module != "cgt" or not all(_is_module(m) for m in subs):
                out.add(node.module)
            # "from cgt import values" imports the module cgt.values
            out |= {f"{node.module}.{a.name}" for a in node.names}
    return {m for m in out if (m == "cgt" or m.startswith("cgt.")) and _is_module(m)}


def _is_module(name: str) -> bool:
    base = ROOT.parent / name.replace(".", "/")
    return base.with_suffix(".py").exists() or (base / "__init__.py").exists()


def _floor(name: str) -> int | None:
    if name in FLOORS:
        return FLOORS[name]
    return ABOVE


def test_modules_import_only_their_floor_or_below() -> None:
    bad = []
    for path in sorted(ROOT.rglob("*.py")):
        name = _module_name(path)
        mine = FLOORS.get(name)
        if mine is None:
            continue
        for imported in _imports(path):
            f = _floor(imported)
            if imported == "cgt":
                bad.append(f"{name} imports the package cgt (the top)")
            elif f is not None and f > mine:
                bad.append(f"{name} (floor {mine}) imports {imported} (floor {f})")
    assert not bad, "\n".join(bad)


def test_the_ground_floor_imports_nothing_of_cgt_above_it() -> None:
    for name in ("cgt.game", "cgt.errors", "cgt._deep", "cgt._memo"):
        path = ROOT.parent / (name.replace(".", "/") + ".py")
        assert _imports(path) <= {"cgt.errors", "cgt._deep", "cgt._memo"}, name


def test_import_cgt_game_gives_the_module_and_it_builds_forms() -> None:
    import cgt.game

    assert cgt.game.Game is cgt.Game
    from cgt import game, star, zero

    assert game([zero], [zero]) is star and cgt.game is game
    import cgt.outcome

    assert str(cgt.outcome(star)) == "N" and cgt.outcome.Outcome is cgt.Outcome


def _import_graph() -> dict[str, set[str]]:
    return {_module_name(p): _imports(p) for p in sorted(ROOT.rglob("*.py"))}


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm,
    iterative). A package importing its own submodules (``from cgt.hackenbush import misere``
    in ``cgt/hackenbush/__init__.py``) is no circle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            v, edges = work[-1]
            w = next(edges, None)
            if w is not None:
                if w not in graph:
                    continue
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    found.append(sorted(comp))
    return found


def test_the_circle_finder_finds_circles_and_only_them() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": {"e"}, "e": {"d"}, "f": {"f"},
             "g": {"a", "h"}, "h": set()}
    assert sorted(_circles(graph)) == [["a", "b", "c"], ["d", "e"]]
    assert _circles({"a": {"b"}, "b": {"c"}, "c": set()}) == []


def _circles_by_reachability(graph: dict[str, set[str]]) -> list[list[str]]:
    """The twin: a and b share a circle when each reaches the other."""
    reach = {v: {w for w in graph[v] if w in graph} for v in graph}
    changed = True
    while changed:
        changed = False
        for v in graph:
            more = set().union(*(reach[w] for w in reach[v])) - reach[v] if reach[v] else set()
            if more:
                reach[v] |= more
                changed = True
    comps = {frozenset(w for w in graph if w == v or (w in reach[v] and v in reach[w]))
             for v in graph}
    return sorted(sorted(c) for c in comps if len(c) > 1)


@given(st.dictionaries(st.sampled_from("abcdefg"), st.sets(st.sampled_from("abcdefgh"))))
def test_the_circle_finder_agrees_with_reachability(graph: dict[str, set[str]]) -> None:
    assert sorted(_circles(graph)) == _circles_by_reachability(graph)


def test_no_import_circles() -> None:
    """The floors read bottom-up: no module reaches itself through imports (a higher module
    that a lower one needs installs itself in a hook of the lower one instead)."""
    graph = _import_graph()
    circles = _circles(graph)
    lines = []
    for comp in circles:
        lines.append("circle: " + ", ".join(comp))
        lines += [f"    {a} imports {b}" for a in comp for b in sorted(graph[a] & set(comp))]
    assert not circles, "\n".join(lines)


#: Programs that start from one module, each run in a fresh interpreter: a lower module's hooks
#: are filled by the higher modules that install themselves, whatever a program imports first.
#: Each prints what it finds, which must be what this process (everything imported) finds.
FIRST_IMPORTS = {
    "outcome": (
        "import cgt.outcome as o\n"
        "from cgt.values import integer, star, up\n"
        "print(o.outcome(star + star), o.outcome(star + star, misere=True),"
        " o.outcome(up + star + up, misere=True), o.outcome(integer(2) + star))"
    ),
    "notation": (
        "from cgt.notation import parse\n"
        "print(parse('{0||0|-2}'), parse('{1||1|-1}'), parse('{-1|-1||0}'), parse('{3||2|1}'))"
    ),
    "misere sums": (
        "from cgt.misere_sum import _MODULO, explain_outcome, sum_outcome\n"
        "from cgt.notation import parse\n"
        "print(sum_outcome(parse('{1|*}'), parse('^'), parse('{*|-1}')),"
        " explain_outcome(parse('^'), parse('{0,*|0}'), parse('{1|-1}'))[1], sorted(_MODULO))"
    ),
    "thermograph": (
        "from cgt.thermograph import thermograph\n"
        "from cgt.notation import parse\n"
        "print(thermograph(parse('{3||2|1}')).svg())"
    ),
    "misere values": (
        "from cgt.impartial.nim_values import misere_nim_value\n"
        "from cgt.values import nimber\n"
        "print(misere_nim_value(nimber(2) + nimber(2)), misere_nim_value(nimber(1) + nimber(1)))"
    ),
    "misere records": (
        "from cgt.impartial.misere_canonical import record_of\n"
        "from cgt.impartial.tameness import phylum\n"
        "from cgt.notation import parse\n"
        "g = parse('{*2|*2}') + parse('{0,*2|0,*2}')\n"
        "print(repr(record_of(g)), phylum(g))"
    ),
    "heap rulesets": (
        "from cgt.rulesets.heap import take_and_break\n"
        "print(take_and_break('0.07').genus(6))"
    ),
    "hackenbush pictures": (
        "from cgt.hackenbush.position import hackenbush\n"
        "print(hackenbush('l(r;e)')._repr_svg_())"
    ),
    "families": (
        "from cgt.families import sprigs\n"
        "print(len(sprigs(2)), [p.spec() for p in sprigs(1).positions()])"
    ),
    "claims": (
        "from cgt.claims.claim import claim\n"
        "from cgt.values import nimber\n"
        "r = claim('G + G == 0', G=[nimber(n) for n in range(4)]).check(workers=1)\n"
        "print(r.holds, r.checked)"
    ),
}


def _in_this_process(code: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(code, {})
    return out.getvalue().strip()


@pytest.mark.parametrize("name", sorted(FIRST_IMPORTS))
def test_hooks_are_filled_whatever_is_imported_first(name: str) -> None:
    code = FIRST_IMPORTS[name]
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == _in_this_process(code)


def test_first_imports_answer_as_the_theory_says() -> None:
    # Normal play: * + * = 0 is P. Misère nim (Bouton 1902): heaps all ≤ 1 are a P-position iff
    # the number of 1-heaps is odd, else iff the nim-sum is 0; so * + * is N, g⁻(*2 + *2) = 0
    # and g⁻(* + *) = g⁻(0) = 1. 2 + * is L (a positive number plus an infinitesimal).
    assert _in_this_process(FIRST_IMPORTS["outcome"]).split()[:2] == ["P", "N"]
    assert _in_this_process(FIRST_IMPORTS["outcome"]).split()[3] == "L"
    assert _in_this_process(FIRST_IMPORTS["misere values"]) == "0 1"
    # sprigs(n) has 2^(n+1) − 1 members, one per dyadic born by day n; *+* = 0 for every nimber
    assert _in_this_process(FIRST_IMPORTS["families"]).startswith("7 ")
    assert _in_this_process(FIRST_IMPORTS["claims"]) == "True 4"
