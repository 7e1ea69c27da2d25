"""The representations as floors: each module imports only from its own floor or below.

Floor 0 holds forms and their identity; floor 1 the parametrised values and sums built on
them; floor 2 the algorithms; above them notation, universes, families and the rest; the
methods that make ``G.canonical()`` or ``G + H`` read well are bound late, in cgt/methods.py.
Imports inside functions count too (a late import is still a dependency).
"""

from __future__ import annotations

import ast
from pathlib import Path

import cgt

ROOT = Path(cgt.__file__).parent

FLOORS = {
    "cgt.errors": 0,
    "cgt._deep": 0,
    "cgt._memo": 0,
    "cgt._core": 0,
    "cgt._plugins": 0,  # imports the theorem packages by name, at run time, on first use
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


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    out: set[str] = set()
    for node in ast.walk(tree):
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
