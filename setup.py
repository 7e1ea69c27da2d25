"""Build the compiled core: Cython compiles the hot modules from their unchanged Python
sources (with the ``.pxd`` files beside some of them). The core compiles as a whole or not at
all: its modules call each other's C functions and share the C type of a form (game.pxd), so a
module that failed to compile would leave the others unable to load. Where any fails, none is
installed, and ``pip install`` still succeeds with the pure-Python core (``cgt.core_build()``
says which one is loaded). ``CGT_PURE_PYTHON_BUILD=1`` skips compiling altogether."""

import os
import sys

from setuptools import setup
from setuptools.command.build_ext import build_ext

#: The modules on the hot paths of interning, order, canonical forms, sums and thermographs,
#: and the bit boards of Domineering, Cram, Clobber and Amazons.
COMPILED = [
    "cgt/_memo.py",
    "cgt/_pair_memo.py",
    "cgt/game.py",
    "cgt/values.py",
    "cgt/sums.py",
    "cgt/uptimal.py",
    "cgt/outcome.py",
    "cgt/canonical/normal.py",
    "cgt/notation.py",
    "cgt/dyadic.py",
    "cgt/thermograph.py",
    "cgt/rulesets/grid.py",
    "cgt/rulesets/domineering.py",
    "cgt/rulesets/clobber_bits.py",
    "cgt/rulesets/amazons_bits.py",
    "cgt/loopy/side_solve.py",
]


#: What the build says while it compiles: a build of some minutes with no word of it reads as
#: a hang. pip shows a build backend's output only with ``pip install -v`` (it captures the
#: output of the build and prints it on failure), so without -v these lines go to pip's log.
BUILDING = "cgt: building cgt's compiled core (a few minutes)…"
TRANSLATING = "cgt: translating the compiled core's modules to C with Cython…"


def _announce(line: str) -> None:
    """One line of progress on stderr, flushed at once (the build runs for minutes)."""
    print(line, file=sys.stderr, flush=True)


def _extensions() -> list:
    if os.environ.get("CGT_PURE_PYTHON_BUILD", "") not in ("", "0"):
        return []
    try:
        from Cython.Build import cythonize
    except ImportError:
        return []
    _announce(TRANSLATING)
    extensions = cythonize(
        COMPILED,
        # annotation_typing off: the annotations document types, they must not change
        # what a call accepts (integer(2.5) raises InvalidGame, not a coerced int).
        compiler_directives={"language_level": 3, "binding": True, "annotation_typing": False},
        nthreads=os.cpu_count() or 1,
        quiet=True,
    )
    for extension in extensions:
        extension.optional = True  # a failed compile is caught: _WholeCore then drops the rest
        if sys.platform != "win32":
            extension.extra_compile_args.append("-g0")  # no debug info: halves the build
    return extensions


class _WholeCore(build_ext):
    """build_ext that keeps the compiled modules only when every one of them was built."""

    def run(self) -> None:
        if self.extensions:
            _announce(BUILDING)
        super().run()
        built = [self.get_ext_fullpath(e.name) for e in self.extensions]
        if not all(os.path.exists(path) for path in built):
            for path in built:
                if os.path.exists(path):
                    os.remove(path)
            print("cgt: the compiled core did not build whole; installing the pure-Python core")
        elif self.extensions:
            _announce("cgt: the compiled core is built")


setup(ext_modules=_extensions(), cmdclass={"build_ext": _WholeCore})
