"""The documentation site builds with warnings as errors, and holds what it promises.

The site's tools come with the ``docs`` extra, which the ``dev`` extra (what CI installs)
includes; without them this test fails rather than skips, so CI never passes on a site it did
not build. One build (about 20 s: it runs the gallery's scripts and executes the notebooks)
serves every check below.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import cgt

ROOT = Path(__file__).resolve().parents[1]
DOCS_TOOLS = ("mkdocs", "mkdocstrings", "mkdocstrings_handlers.python", "material",
              "mkdocs_jupyter")


def _hooks():  # noqa: ANN202 - the site's hook module, loaded from its file
    spec = importlib.util.spec_from_file_location("_cgt_site_hooks", ROOT / "docs/_site/hooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    missing = [m for m in DOCS_TOOLS if importlib.util.find_spec(m.split(".")[0]) is None]
    assert not missing, f"the docs tools are not installed ({missing}): pip install -e '.[docs]'"
    out = tmp_path_factory.mktemp("site")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1",
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    run = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(ROOT / "mkdocs.yml"),
         "-d", str(out)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )
    log = run.stdout + run.stderr
    assert run.returncode == 0, log
    assert not re.search(r"^(WARNING|ERROR)\b", log, re.M), log
    return out


def _html(site: Path, page: str) -> str:
    return (site / page / "index.html").read_text(encoding="utf-8")


def test_every_public_name_has_its_entry(site: Path) -> None:
    hooks = _hooks()
    reference = "".join(p.read_text(encoding="utf-8") for p in (site / "api").rglob("*.html"))
    missing = [n for n in cgt.__all__ if f'id="{hooks.qualified("cgt", n)}"' not in reference]
    assert not missing
    # functions and classes are documented from their sources, compiled or not: only
    # constants are shown by their value
    shown = re.findall(r"is <code>([^<]*)</code>, an instance", reference)
    assert shown and not [value for value in shown if "function" in value]
    for package in hooks.SUBPACKAGES:
        module = importlib.import_module(package)
        absent = [n for n in module.__all__ if n not in cgt.__all__
                  and f'id="{hooks.qualified(package, n)}"' not in reference]
        assert not absent, package


def test_the_methods_bound_to_game_are_documented(site: Path) -> None:
    from cgt.methods import _BOUND

    page = _html(site, "api/games")
    for name in _BOUND:
        if not name.startswith("_"):
            assert f'id="cgt.Game.{name}"' in page, name


def test_docstrings_render_their_doctests_as_code(site: Path) -> None:
    page = _html(site, "api/games")
    entry = page[page.index('id="cgt.parse"'):]
    entry = entry[: entry.index('class="doc doc-heading"', 40)]
    assert "highlight" in entry and "&gt;&gt;&gt;" in entry  # a pycon block, not a quote
    assert "<blockquote>" not in entry and ":func:" not in page


def test_each_universe_has_a_page_with_its_theorems(site: Path) -> None:
    for universe, cite in [("M", "Siegel"), ("D", "Dorbec"), ("E", "arXiv:1807.11297"),
                           ("I", "ONAG"), ("S", "McKay"), ("HSTAR", "Lo"),
                           ("NORMAL", "Conway")]:
        assert cite in _html(site, f"api/universes/{universe}"), universe


def test_the_guide_is_split_into_its_sections(site: Path) -> None:
    sections = re.findall(r"^## (.+)$", (ROOT / "docs/guide.md").read_text(), re.M)
    pages = [p for p in (site / "guide").iterdir() if p.is_dir()]
    assert len(pages) == len(sections) >= 12
    notation = _html(site, "guide/notation-how-and-are-told-apart")
    assert "^[3]" in notation and "*[2#]" in notation


def test_the_gallery_shows_each_script_and_its_table(site: Path) -> None:
    hooks = _hooks()
    for script in hooks.GALLERY:
        page = _html(site, f"gallery/{Path(script).stem}")
        source = (ROOT / "examples" / script).read_text(encoding="utf-8")
        first_def = next(ln for ln in source.splitlines() if ln.startswith("def "))
        assert first_def[4:].split("(")[0] in page, script
        assert "$ python examples/" in page
    assert "counterexamples" in _html(site, "gallery/mmn_sprigs")


def test_the_notebooks_render_with_their_pictures(site: Path) -> None:
    tour = _html(site, "notebooks/tour")
    assert "<svg" in tour and "Traceback" not in tour
    # the LaTeX is typeset by the MathJax served with the site, not by an outside script
    assert r"\mathrel{||}" in tour
    src = re.search(r'<script src="([^"?]*MathJax\.js)[^"]*"', tour).group(1)
    assert (site / "notebooks" / "tour" / src).resolve().is_file()
    assert "Traceback" not in _html(site, "notebooks/misere")


def test_the_site_has_search(site: Path) -> None:
    index = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert any("misere_quotient" in doc["text"] or "misere_quotient" in doc["title"]
               for doc in index["docs"])
