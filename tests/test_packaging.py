"""``python -m build`` makes an sdist and a wheel, and each installs into a fresh virtual
environment and runs the tour: with the compiled core, and with ``CGT_PURE_PYTHON_BUILD=1``
(no compiling, as on a machine without a C compiler).

Minutes each (isolated build environments, compiling the core, installing the dependencies
from the package registry), so behind the ``packaging`` marker: ``pytest -m packaging``.
CI runs it after the default run (.ci/run).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[1]
TOUR = ROOT / "examples" / "tour.py"


def _env(**extra: str) -> dict[str, str]:
    """The environment with nothing that would import this checkout instead of the install."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "CGT_PURE_PYTHON", "CGT_PURE_PYTHON_BUILD")}
    return {**env, **extra}


def _run(*cmd: str | Path, env: dict[str, str] | None = None, cwd: Path | None = None) -> str:
    run = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, env=env or _env(),
                         cwd=cwd, timeout=1800)
    assert run.returncode == 0, f"{cmd}:\n{run.stdout[-4000:]}\n{run.stderr[-4000:]}"
    return run.stdout


def _checkout(where: Path) -> Path:
    """A copy of the project's files (those git tracks or would track): no compiled modules,
    no generated C, no build directories of an earlier install."""
    listed = _run("git", "-C", ROOT, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
    for name in filter(None, listed.split("\0")):
        if (ROOT / name).is_file():
            (where / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, where / name)
    return where


def _build(tmp: Path, **env: str) -> tuple[Path, Path]:
    """The sdist and the wheel ``python -m build`` makes (the wheel from the sdist)."""
    out = tmp / "dist"
    source = _checkout(tmp / "source")
    _run(sys.executable, "-m", "build", "--outdir", out, source, env=_env(**env))
    sdists, wheels = sorted(out.glob("*.tar.gz")), sorted(out.glob("*.whl"))
    assert len(sdists) == 1 and len(wheels) == 1, list(out.iterdir())
    return sdists[0], wheels[0]


def _fresh_python(where: Path) -> Path:
    _run(sys.executable, "-m", "venv", where)
    return where / "bin" / "python"


def _check_install(python: Path, core: str, cwd: Path) -> None:
    """The installed cgt (not this checkout) loads the expected core and runs the tour."""
    where = _run(python, "-c", "import cgt; print(cgt.__file__); print(cgt.core_build())",
                 cwd=cwd).split("\n")
    assert not where[0].startswith(str(ROOT)), where[0]
    assert where[1] == core
    tour = _run(python, TOUR, cwd=cwd)
    assert "Normal play" in tour and "Claims over families" in tour
    assert _run(python, "-m", "cgt", "--version", cwd=cwd).strip()


def _sdist_names(sdist: Path) -> set[str]:
    with tarfile.open(sdist) as tar:
        return {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}


def test_compiled_wheel_and_sdist(tmp_path: Path) -> None:
    sdist, wheel = _build(tmp_path)
    names = _sdist_names(sdist)
    assert {"pyproject.toml", "setup.py", "README.md", "cgt/__init__.py"} <= names
    assert "cgt/rulesets/domineering.pxd" in names  # the compiled core's machine words
    # the compiled core's C declarations: the type of a form, and the hot paths' C calls
    assert {"cgt/game.pxd", "cgt/values.pxd", "cgt/notation.pxd", "cgt/sums.pxd",
            "cgt/thermograph.pxd"} <= names
    assert "cgt/canonical/normal.pxd" in names
    assert "hot_functions.txt" in names  # the layout of the compiled code (setup.py)
    assert not any(n.endswith((".so", ".pyd")) for n in names)  # sources only
    with zipfile.ZipFile(wheel) as whl:
        compiled = [n for n in whl.namelist() if n.endswith((".so", ".pyd"))]
    assert compiled and "-none-any" not in wheel.name  # a platform wheel with its core
    python = _fresh_python(tmp_path / "venv")
    _run(python, "-m", "pip", "install", "--quiet", wheel)
    _check_install(python, "compiled", tmp_path)


def test_pure_python_wheel_and_sdist(tmp_path: Path) -> None:
    sdist, wheel = _build(tmp_path, CGT_PURE_PYTHON_BUILD="1")
    assert wheel.name.endswith("-py3-none-any.whl")  # no compiled module
    with zipfile.ZipFile(wheel) as whl:
        assert not [n for n in whl.namelist() if n.endswith((".so", ".pyd", ".c"))]
    python = _fresh_python(tmp_path / "venv-wheel")
    _run(python, "-m", "pip", "install", "--quiet", wheel)
    _check_install(python, "pure Python", tmp_path)
    # the sdist, built on the target without compiling
    python = _fresh_python(tmp_path / "venv-sdist")
    _run(python, "-m", "pip", "install", "--quiet", sdist,
         env=_env(CGT_PURE_PYTHON_BUILD="1"))
    _check_install(python, "pure Python", tmp_path)
