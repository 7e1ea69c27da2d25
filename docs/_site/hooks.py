"""MkDocs hooks: the pages of the site that are made from the sources at build time.

- the user guide, ``docs/guide.md`` (one file, so that the test suite doctests it whole), is
  split into one page per numbered section;
- the API reference lists every public name: ``cgt.__all__`` grouped by subject, the names the
  subpackages add (``cgt.universes``, ``cgt.rulesets``, ``cgt.hackenbush``, ``cgt.claims``,
  ``cgt.families``, ``cgt.impartial``), and one page per universe with its theorems;
- the gallery runs each script of ``examples/`` at a small bound and shows it with its output
  (a script that fails stops the build);
- the notebooks of ``examples/notebooks/`` are added for mkdocs-jupyter to execute and render.

A public name added to an ``__all__`` appears in the reference by itself, and a test
(tests/test_docs_site.py) checks that every one has its entry; a universe or a script of
``examples/`` that the tables below do not place stops the build.
"""

from __future__ import annotations

import ast
import functools
import importlib
import importlib.util
import inspect
import re
import shutil
import subprocess
import sys
import types
import unicodedata
from pathlib import Path
from typing import Any

from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"

# The scripts of the gallery and the arguments they run with (the bounds CI uses).
GALLERY = {
    "tour.py": [],
    "papers/mmn_sprigs.py": ["2"],
    "papers/lo_flowers.py": ["1"],
    "papers/lo_cor_1_4.py": ["2"],
    "papers/walker_winning_ways.py": ["3"],
    "papers/holshouser_reiter_green.py": ["2"],
    "papers/holshouser_reiter.py": ["1"],
    "papers/davies_blocking.py": ["1"],
    "papers/milley_renault_invertible.py": ["1"],
    "papers/milley_renault_survey.py": ["2"],
    "papers/lmnrs_dead_ends.py": ["12"],
    "papers/allen_quotients.py": ["2"],
    "papers/siegel_dead_ending.py": ["5"],
}

# Scripts of examples/ that are not run for the gallery, and why.
NOT_IN_GALLERY = {
    "count_classes.py": "counts the 1268 dicot classes born by day 3, half a minute or more",
    "papers/checks.py": "the table the paper scripts share, not a script",
}

# API reference pages: (file, title, the module prefixes whose public names it holds).
API_GROUPS = [
    ("games.md", "Games and values", ()),
    ("outcomes.md", "Outcomes and winning moves", ("cgt.outcome", "cgt.misere_sum", "cgt.moves")),
    ("thermography.md", "Thermography", ("cgt.thermograph",)),
    ("universes.md", "Universes and verdicts", ("cgt.universes",)),
    ("claims.md", "Families and claims", ("cgt.claims", "cgt.families")),
    ("rulesets.md", "Rulesets", ("cgt.rulesets",)),
    ("hackenbush.md", "Hackenbush", ("cgt.hackenbush",)),
    ("impartial.md", "Impartial games", ("cgt.impartial",)),
    ("errors.md", "Errors", ("cgt.errors",)),
]
# The subpackages whose own public names (beyond cgt.__all__) are documented, and the page.
SUBPACKAGES = {
    "cgt.universes": "universes.md",
    "cgt.claims": "claims.md",
    "cgt.families": "claims.md",
    "cgt.rulesets": "rulesets.md",
    "cgt.hackenbush": "hackenbush.md",
    "cgt.impartial": "impartial.md",
}
# Each universe gets a page: its object and the module that states its theory.
UNIVERSES = {
    "NORMAL": "cgt.universes.normal",
    "M": "cgt.universes.full",
    "D": "cgt.universes.dicot",
    "E": "cgt.universes.dead_ending",
    "B": "cgt.universes.blocking",
    "I": "cgt.universes.impartial",
    "S": "cgt.universes.sprigs",
    "HSTAR": "cgt.universes.star_hackenbush",
}


def _slug(title: str) -> str:
    """``3. Misère play, with `X``` → ``misere-play-with``: no number, no code, ASCII."""
    text = re.sub(r"`[^`]*`", "", re.sub(r"^\d+\.\s*", "", title))
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


# ---------------------------------------------------------------------------------- the guide
def guide_pages(text: str) -> list[tuple[str, str, str]]:
    """(path, title, Markdown) for the guide's introduction and each of its ``##`` sections,
    each section one level up (its ``##`` the page's title)."""
    parts = re.split(r"^## ", text, flags=re.M)
    intro = parts[0].replace("# The cgt user guide", "# The user guide", 1)
    pages: list[tuple[str, str, str]] = []
    for part in parts[1:]:
        title, _, body = part.partition("\n")
        body = re.sub(r"^###", "##", body, flags=re.M)
        pages.append((f"guide/{_slug(title)}.md", title.strip(), f"# {title.strip()}\n{body}"))
    toc = "\n".join(f"- [{t}]({p.removeprefix('guide/')})" for p, t, _ in pages)
    intro += "\n## Sections\n\n" + toc + "\n"
    return [("guide/index.md", "The user guide", intro), *pages]


def _pycon(markdown: str) -> str:
    """Doctest examples are highlighted as console sessions."""
    return re.sub(r"```python\n(?=>>>)", "```pycon\n", markdown)


# ----------------------------------------------------------------------------- API reference
def _is_code(obj: Any) -> bool:
    """A class or a function, Python or compiled (Cython's functions are not FunctionType);
    an instance, even a callable one, is a constant."""
    return isinstance(obj, type) or (
        callable(obj) and hasattr(obj, "__qualname__") and hasattr(obj, "__module__")
        and not isinstance(obj, types.ModuleType)
    )


def _home(obj: Any) -> str:
    """The module an exported object comes from (its type's, for a constant)."""
    if isinstance(obj, types.ModuleType):
        return obj.__name__
    return obj.__module__ if _is_code(obj) else type(obj).__module__


def _group(module: str) -> str:
    for path, _, prefixes in API_GROUPS:
        if any(module == p or module.startswith(p + ".") for p in prefixes):
            return path
    return API_GROUPS[0][0]


def _entry(qualified: str, obj: Any, level: int = 2) -> str:
    if not isinstance(obj, types.ModuleType) and not _is_code(obj):
        # a constant (zero, up, L, M, …): its value and its type; griffe documents names
        # bound by assignment only one at a time
        name = qualified.rsplit(".", 1)[-1]
        kind = type(obj)
        text = (f"{'#' * level} `{qualified}` {{#{qualified}}}\n\n`{name}` is `{obj!r}`, "
                f"an instance of `{kind.__module__}.{kind.__qualname__}`.")
        if name in UNIVERSES or (name.startswith("UNIVERSE_") and name[9:] in UNIVERSES):
            u = name.removeprefix("UNIVERSE_")
            text += f" Its theory and citations: [the universe {u}](universes/{u}.md)."
        return text + "\n"
    if isinstance(obj, types.ModuleType):
        # a module that is also callable (cgt.game, cgt.outcome, cgt.hackenbush): its
        # docstring, and the function the call runs
        name = qualified.rsplit(".", 1)[-1]
        return (f"::: {qualified}\n    options:\n      members: [{name}]\n"
                f"      heading_level: {level}\n")
    return f"::: {qualified}\n    options:\n      heading_level: {level}\n"


@functools.cache
def _static_cgt() -> Any:
    """cgt as griffe reads it from the sources (what mkdocstrings can document)."""
    import griffe

    import cgt

    # griffe inspects the compiled modules and takes repr() of each module attribute: the memo
    # tables of a long session (a test worker's) would print every game they hold, for minutes
    cgt.clear_caches()
    return griffe.load("cgt", search_paths=[str(ROOT)], resolve_aliases=False)


def _static(path: str, obj: Any) -> bool:
    """Does ``path``, read from the sources, name ``obj`` (a function or class bound there by
    an import)? Not when the name is loaded on first use, nor when a submodule of the same
    name hides it from a reader of the sources (``cgt.sums``, ``cgt.canonical``)."""
    try:
        member = _static_cgt()[path.removeprefix("cgt.")]
        target = member.final_target if member.is_alias else member
    except Exception:  # noqa: BLE001 - griffe raises KeyError or its own resolution errors
        return False
    return target.path == f"{obj.__module__}.{obj.__qualname__}"


def qualified(package: str, name: str) -> str:
    """The path the reference documents ``<package>.<name>`` under: the public path where
    the sources bind the name by an import; where they do not (names loaded on first use,
    PEP 562, or registered by a plugin), the path where the function or class is defined;
    the module itself for a module; the public path for a constant."""
    obj = getattr(importlib.import_module(package), name)
    if isinstance(obj, types.ModuleType):
        return obj.__name__
    if _is_code(obj) and not _static(f"{package}.{name}", obj):
        return f"{obj.__module__}.{obj.__qualname__}"
    return f"{package}.{name}"


def _markdown_docstring(text: str) -> str:
    """The griffe extension's rewriting (doctests fenced, roles as code), for docstrings
    rendered here rather than by mkdocstrings."""
    spec = importlib.util.spec_from_file_location(
        "_cgt_griffe_doctests", Path(__file__).with_name("griffe_doctests.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.markdown_docstring(text)


def _parameter(p: inspect.Parameter) -> str:
    """A parameter as written in the source (annotations are strings there: no quotes)."""
    stars = {p.VAR_POSITIONAL: "*", p.VAR_KEYWORD: "**"}.get(p.kind, "")
    text = stars + p.name
    if p.annotation is not p.empty:
        annotation = p.annotation
        text += ": " + (annotation if isinstance(annotation, str)
                        else inspect.formatannotation(annotation))
    if p.default is not p.empty:
        text += f" = {p.default!r}"
    return text


def game_methods() -> str:
    """The methods and properties bound to ``Game`` at import (``cgt/methods.py``), which a
    reader of ``cgt/game.py`` does not see: each with its signature and docstring."""
    from cgt.methods import _BOUND

    # read from the source with ast, not griffe: next to a compiled core griffe inspects the
    # loaded class, which already holds every bound method
    tree = ast.parse((ROOT / "cgt" / "game.py").read_text())
    klass = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Game")
    static = {n.name for n in klass.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)}
    static |= {t.id for n in klass.body if isinstance(n, ast.AnnAssign | ast.Assign)
               for t in (n.targets if isinstance(n, ast.Assign) else [n.target])
               if isinstance(t, ast.Name)}
    parts = ["## Methods of `Game` bound at import {#game-methods}\n",
             "`cgt/game.py` holds forms and their identity; the questions about a game are "
             "bound to `Game` when `cgt` is imported (`cgt/methods.py`), so every form answers "
             "them:\n"]
    for name, (fn, is_property) in _BOUND.items():  # in the order methods.py binds them
        if name.startswith("_") or name in static:
            continue
        try:
            params = list(inspect.signature(fn).parameters.values())[1:]
            args = ", ".join(_parameter(p) for p in params)
        except (TypeError, ValueError):
            args = "…"
        call = f"G.{name}" if is_property else f"G.{name}({args})"
        doc = _markdown_docstring(inspect.getdoc(fn) or "")
        parts.append(f"### `{call}` {{#cgt.Game.{name}}}\n\n{doc}\n")
    return "\n".join(parts)


def api_pages() -> list[tuple[str, str, str]]:
    """(path, title, Markdown) for the reference: every public name, once."""
    cgt = importlib.import_module("cgt")
    body: dict[str, list[str]] = {path: [] for path, _, _ in API_GROUPS}
    for name in cgt.__all__:
        obj = getattr(cgt, name)
        body[_group(_home(obj))].append(_entry(qualified("cgt", name), obj))
    for package, path in SUBPACKAGES.items():
        module = importlib.import_module(package)
        extra = [n for n in getattr(module, "__all__", ()) if n not in cgt.__all__]
        if extra:
            body[path].append(f"## Also in `{package}`\n")
            body[path] += [_entry(qualified(package, n), getattr(module, n), level=3)
                           for n in extra]
    pages = []
    for path, title, _ in API_GROUPS:
        text = f"# {title}\n\n" + "\n".join(body[path])
        if path == API_GROUPS[0][0]:
            text += "\n" + game_methods()
        if path == "universes.md":
            text += "\n## One page per universe\n\n" + "\n".join(
                f"- [`{u}`](universes/{u}.md)" for u in UNIVERSES
            ) + "\n"
        pages.append((f"api/{path}", title, text))
    missing = [u for u in cgt.__all__ if _home(getattr(cgt, u)).startswith("cgt.universes.")
               and type(getattr(cgt, u)).__name__.endswith("Universe") and u not in UNIVERSES
               and not u.startswith("UNIVERSE_")]
    if missing:
        raise RuntimeError(f"universes without a page in docs/_site/hooks.py: {missing}")
    for u, module in UNIVERSES.items():
        options = "    options:\n      members: false\n      show_root_heading: false\n"
        text = (f"# The universe `{u}`\n\n::: {module}\n{options}"
                f"\nIts methods are those of every universe: see "
                f"[`Universe`](../universes.md#{qualified('cgt.universes', 'Universe')}).\n")
        pages.append((f"api/universes/{u}.md", u, text))
    return pages


# ------------------------------------------------------------------------------- the gallery
def _docstring(source: str) -> str:
    match = re.match(r'\s*"""(.*?)"""', source, re.S)
    return match.group(1).strip() if match else ""


def gallery_pages() -> list[tuple[str, str, str]]:
    """(path, title, Markdown): each script, what it is for, the command and its output."""
    scripts = {p.relative_to(EXAMPLES).as_posix() for p in EXAMPLES.rglob("*.py")}
    unplaced = scripts - set(GALLERY) - set(NOT_IN_GALLERY)
    if unplaced:
        raise RuntimeError(f"scripts neither in GALLERY nor in NOT_IN_GALLERY: {unplaced}")
    pages = []
    for script, args in GALLERY.items():
        path = EXAMPLES / script
        source = path.read_text(encoding="utf-8")
        run = subprocess.run(
            [sys.executable, str(path), *args], capture_output=True, text=True, timeout=300,
            cwd=ROOT,
        )
        if run.returncode != 0:
            raise RuntimeError(f"examples/{script} failed:\n{run.stdout}{run.stderr}")
        doc = _docstring(source)
        title, _, rest = doc.partition("\n")
        command = " ".join(["python", f"examples/{script}", *args])
        text = (
            f"# {Path(script).stem}\n\n{title}\n\n{rest.strip()}\n\n"
            f"## Output\n\n```text\n$ {command}\n{run.stdout.rstrip()}\n```\n\n"
            f"## The script\n\n```python\n{source.rstrip()}\n```\n"
        )
        pages.append((f"gallery/{Path(script).stem}.md", Path(script).stem, text))
    index = "# Gallery\n\nThe research scripts of `examples/`, each run as shown when the site " \
        "was built (at the small bounds CI uses; a larger bound as argument checks more).\n\n"
    index += "\n".join(f"- [{t}]({p.removeprefix('gallery/')})" for p, t, _ in pages) + "\n"
    skipped = [f"`examples/{n}` ({why})" for n, why in NOT_IN_GALLERY.items()
               if not n.endswith("checks.py")]
    index += "\nNot run for the site: " + "; ".join(skipped) + ".\n"
    return [("gallery/index.md", "Gallery", index), *pages]


# ------------------------------------------------------------------------------------ events
_PLAN: dict[str, list[tuple[str, str, str]]] = {}


def on_config(config: Any) -> Any:
    guide = (Path(config["docs_dir"]) / "guide.md").read_text(encoding="utf-8")
    _PLAN["guide"] = [(p, t, _pycon(m)) for p, t, m in guide_pages(guide)]
    _PLAN["api"] = api_pages()
    _PLAN["gallery"] = gallery_pages()
    notebooks = sorted((EXAMPLES / "notebooks").glob("*.ipynb"))
    _PLAN["notebooks"] = [(f"notebooks/{nb.name}", nb.stem.replace("_", " "), str(nb))
                          for nb in notebooks]

    def section(key: str) -> list[dict[str, str]]:
        return [{t.replace("`", ""): p} for p, t, _ in _PLAN[key]]

    api = [{t: p} for p, t, _ in _PLAN["api"] if not p.startswith("api/universes/")]
    universes = [{t: p} for p, t, _ in _PLAN["api"] if p.startswith("api/universes/")]
    config["nav"] = [
        {"Home": "index.md"},
        {"Guide": section("guide")},
        {"API reference": [*api, {"Each universe": universes}]},
        {"Gallery": section("gallery")},
        {"Notebooks": section("notebooks")},
    ]
    return config


def on_post_build(config: Any) -> None:
    """MathJax for the notebooks' LaTeX output, served with the site (no outside script):
    the copy Jupyter's own MathJax package ships (mkdocs.yml points mkdocs-jupyter at it)."""
    import jupyter_server_mathjax

    source = Path(jupyter_server_mathjax.__file__).parent / "static"
    shutil.copytree(source, Path(config["site_dir"]) / "assets" / "mathjax", dirs_exist_ok=True)


@event_priority(100)  # before mkdocs-jupyter looks for notebooks among the files
def on_files(files: Files, config: Any) -> Files:
    guide = files.get_file_from_path("guide.md")
    if guide is not None:
        files.remove(guide)  # shown as its sections
    for key in ("guide", "api", "gallery"):
        for path, _, text in _PLAN[key]:
            files.append(File.generated(config, path, content=text))
    for path, _, _ in _PLAN["notebooks"]:
        # a file of examples/ read in place (mkdocs-jupyter reads it through its src_dir)
        files.append(File(path, src_dir=str(EXAMPLES), dest_dir=config["site_dir"],
                          use_directory_urls=config["use_directory_urls"]))
    return files
