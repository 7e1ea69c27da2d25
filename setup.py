"""Build the compiled core: Cython compiles the hot modules from their unchanged Python
sources (with the ``.pxd`` files beside some of them). The core compiles as a whole or not at
all: its modules call each other's C functions and share the C type of a form (game.pxd), so a
module that failed to compile would leave the others unable to load. Where any fails, none is
installed, and ``pip install`` still succeeds with the pure-Python core (``cgt.core_build()``
says which one is loaded). ``CGT_PURE_PYTHON_BUILD=1`` skips compiling altogether.

Where the toolchain can (GCC or Clang with the gold linker, which a test link finds out), every
function gets its own section and the linker lays out those named in ``hot_functions.txt``
together, hottest first: a session's first questions then meet few pages of code (see
``benchmarks/hot_functions.py``). ``CGT_HOT_LAYOUT=0`` links in the default order."""

import os
import sys
import tempfile

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


#: The sections to lay out together (benchmarks/hot_functions.py writes it).
HOT_FUNCTIONS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "hot_functions.txt")


def _layout_flags(compiler) -> tuple[list[str], list[str]]:
    """(compile flags, link flags) that put the hot functions together, or none where this
    compiler or linker cannot: a two-function library is built with them first."""
    if os.environ.get("CGT_HOT_LAYOUT", "") == "0" or not os.path.exists(HOT_FUNCTIONS):
        return [], []
    compile_flags = ["-ffunction-sections"]
    link_flags = ["-fuse-ld=gold", f"-Wl,--section-ordering-file={HOT_FUNCTIONS}"]
    from setuptools.errors import CompileError, LinkError

    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, "probe.c")
        with open(source, "w") as f:
            f.write("int cgt_probe_a(int x) { return x + 1; }\n"
                    "int cgt_probe_b(int x) { return x + 2; }\n")
        try:
            objects = compiler.compile([source], output_dir=tmp, extra_postargs=compile_flags)
            compiler.link_shared_object(
                objects, os.path.join(tmp, "probe.so"), extra_postargs=link_flags
            )
        except (CompileError, LinkError, OSError):
            return [], []
    return compile_flags, link_flags


class _WholeCore(build_ext):
    """build_ext that keeps the compiled modules only when every one of them was built, laid
    out with the hot functions together where the toolchain can."""

    def build_extensions(self) -> None:
        compile_flags, link_flags = _layout_flags(self.compiler) if self.extensions else ([], [])
        for extension in self.extensions:
            extension.extra_compile_args += compile_flags
            extension.extra_link_args += link_flags
            if link_flags:
                extension.depends.append(HOT_FUNCTIONS)  # a new list relinks
        super().build_extensions()

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
