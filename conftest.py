"""Doctests of compiled modules: when the compiled core is loaded, the doctests of its modules
run in the pure-Python pass (tests/test_core_build.py), not in this process, where the module
imported under that name is the extension, not the ``.py`` file pytest would collect."""

from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from cgt._core import PURE_PYTHON


def pytest_ignore_collect(collection_path: Path, config: object) -> bool | None:
    if PURE_PYTHON or collection_path.suffix != ".py":
        return None
    stem = collection_path.with_suffix("")
    if any(stem.with_name(stem.name + suffix).exists() for suffix in EXTENSION_SUFFIXES):
        return True
    return None
