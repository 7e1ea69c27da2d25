"""Which core runs: the compiled modules (built by Cython from the same sources when
``pip install`` finds a C compiler) or the pure-Python sources.

Setting the environment variable ``CGT_PURE_PYTHON=1`` before ``import cgt`` loads the
pure-Python sources even where compiled modules are installed; the test suite runs the core's
tests that way too, so both builds give the same answers.

>>> from cgt import core_build
>>> core_build() in ("compiled", "pure Python")
True
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from importlib.machinery import (
    EXTENSION_SUFFIXES,
    SOURCE_SUFFIXES,
    FileFinder,
    ModuleSpec,
    SourceFileLoader,
)

__all__ = ["core_build", "PURE_PYTHON"]

#: True when the environment asks for the pure-Python core.
PURE_PYTHON = os.environ.get("CGT_PURE_PYTHON", "") not in ("", "0")


class _SourcesOnly:
    """A meta-path finder that loads cgt's submodules from their ``.py`` sources, never from
    compiled extension modules beside them."""

    @staticmethod
    def find_spec(
        name: str, path: Sequence[str] | None = None, target: object = None
    ) -> ModuleSpec | None:
        if not name.startswith("cgt.") or path is None:
            return None
        for entry in path:
            spec = FileFinder(entry, (SourceFileLoader, SOURCE_SUFFIXES)).find_spec(name)
            if spec is not None and spec.loader is not None:  # namespaces: the usual finder
                return spec
        return None


if PURE_PYTHON and not any(isinstance(f, _SourcesOnly) for f in sys.meta_path):
    sys.meta_path.insert(0, _SourcesOnly())


def core_build() -> str:
    """``"compiled"`` when the core's modules were loaded from compiled extensions, else
    ``"pure Python"``."""
    import cgt.game

    compiled = cgt.game.__file__ is not None and cgt.game.__file__.endswith(
        tuple(EXTENSION_SUFFIXES)
    )
    return "compiled" if compiled else "pure Python"
