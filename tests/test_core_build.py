"""The compiled core and the pure-Python sources give the same answers: when this run uses
the compiled core, the core's tests and the doctests of the compiled modules run again on the
sources in a subprocess (``CGT_PURE_PYTHON=1``)."""

import ast
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import cgt

ROOT = Path(__file__).resolve().parent.parent

#: The core's tests: forms, values, order, canonical forms, sums, notation, outcomes, misère
#: search, dyadics, thermographs and the board rulesets, CGSuite's expectations and the
#: brute-force twins.
CORE_TESTS = [
    "tests/test_game.py",
    "tests/test_values.py",
    "tests/test_normal.py",
    "tests/test_pair_memo.py",
    "tests/test_sums.py",
    "tests/test_notation.py",
    "tests/test_uptimal.py",
    "tests/test_misere_sum.py",
    "tests/test_misere_canonical.py",
    "tests/test_dyadic.py",
    "tests/test_thermograph.py",
    "tests/test_thermograph_twin.py",
    "tests/test_rulesets.py",
    "tests/test_clobber_bits.py",
    "tests/test_amazons_bits.py",
]


def _compiled_sources() -> list[str]:
    """The list setup.py compiles (read, not imported: importing it would run the build)."""
    tree = ast.parse((ROOT / "setup.py").read_text())
    for node in tree.body:
        if isinstance(node, ast.AnnAssign | ast.Assign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == "COMPILED" for t in targets):
                return list(ast.literal_eval(node.value))
    raise AssertionError("setup.py has no COMPILED list")


def test_pure_python_switch_loads_the_sources() -> None:
    code = (
        "import sys, cgt, cgt.canonical.normal\n"
        "print(cgt.core_build(), sys.modules['cgt.canonical.normal'].__file__[-3:])"
    )
    env = dict(os.environ, CGT_PURE_PYTHON="1")
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
    )
    assert done.stdout.split() == ["pure", "Python", ".py"]


@pytest.mark.skipif(
    cgt.core_build() != "compiled",
    reason="this run already uses the pure-Python core; the sources are the ones under test",
)
def test_core_tests_pass_on_the_pure_python_sources() -> None:
    env = dict(os.environ, CGT_PURE_PYTHON="1")
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-x", *CORE_TESTS, *_compiled_sources()],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=env,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]


def test_the_build_says_it_is_building_the_compiled_core(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # issue 37: a build of some minutes says so on stderr (pip shows it with -v). setup.py is
    # run without compiling (CGT_PURE_PYTHON_BUILD) and with setup() a no-op; its build_ext
    # then runs over one stand-in extension, with the compiling itself left out.
    import runpy

    import setuptools
    from setuptools.command.build_ext import build_ext

    monkeypatch.setenv("CGT_PURE_PYTHON_BUILD", "1")
    monkeypatch.setattr(setuptools, "setup", lambda **kw: None)
    ns = runpy.run_path(str(ROOT / "setup.py"))
    monkeypatch.setattr(build_ext, "run", lambda self: None)
    built = tmp_path / "core.so"
    built.write_text("")

    class Ext:
        name = "cgt.core"

    cmd = object.__new__(ns["_WholeCore"])
    cmd.extensions = [Ext()]
    cmd.get_ext_fullpath = lambda name: str(built)
    cmd.run()
    err = capsys.readouterr().err
    assert "building cgt's compiled core (a few minutes)" in err
    assert "the compiled core is built" in err


def _hot_sections() -> list[str]:
    lines = (ROOT / "hot_functions.txt").read_text().splitlines()
    return [line for line in lines if line and not line.startswith("#")]


def test_hot_functions_name_functions_of_the_compiled_core() -> None:
    # benchmarks/hot_functions.py wrote the list from a measurement; a list gone stale (the
    # compiled modules renamed) would lay nothing out, so most names must still exist
    sections = _hot_sections()
    assert sections and all(s.startswith(".text.") for s in sections)
    names = {s.removeprefix(".text.") for s in sections}
    assert len(names) == len(sections)
    # (GCC names its specialised copies after the function: f.constprop.0, f.isra.0, f.part.0)
    functions = {n.split(".")[0] for n in names}
    sources = [ROOT / (path[:-3] + ".c") for path in _compiled_sources()]
    if not all(path.exists() for path in sources):
        pytest.skip("the Cython translations are not in the source tree (no in-place build)")
    called = set(re.findall(r"\b(\w+)\(", "\n".join(p.read_text() for p in sources)))
    defined = functions & called
    assert len(defined) >= 0.9 * len(functions), sorted(functions - defined)[:20]


@pytest.mark.skipif(cgt.core_build() != "compiled", reason="the pure-Python core is loaded")
@pytest.mark.skipif(shutil.which("ld.gold") is None or shutil.which("nm") is None,
                    reason="no gold linker here: setup.py links in the default order")
@pytest.mark.skipif(os.environ.get("CGT_HOT_LAYOUT") == "0",
                    reason="CGT_HOT_LAYOUT=0: the build was asked for the default order")
def test_the_compiled_core_is_laid_out_hottest_first() -> None:
    import importlib

    library = importlib.import_module("cgt.sums").__file__  # (cgt.sums is the function)
    assert b".note.gnu.gold-version" in Path(library).read_bytes()  # linked by gold
    listed = subprocess.run(["nm", library], capture_output=True, text=True, check=True).stdout
    address = {}
    for line in listed.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "tT":
            address[parts[2]] = int(parts[0], 16)
    order = [s.removeprefix(".text.") for s in _hot_sections()]
    # the linker followed the list for the hottest (a list changed since the build needs a
    # rebuild); GCC puts code it finds run once, such as the import's, in sections of its own
    placed = [address[n] for n in order if n in address][:20]
    assert len(placed) == 20 and placed == sorted(placed)
