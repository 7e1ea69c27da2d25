"""The compiled core and the pure-Python sources give the same answers: when this run uses
the compiled core, the core's tests and the doctests of the compiled modules run again on the
sources in a subprocess (``CGT_PURE_PYTHON=1``)."""

import ast
import os
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
