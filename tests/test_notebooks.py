"""The notebooks of examples/notebooks run top to bottom in a Jupyter kernel, and show games
as LaTeX and pictures as SVG.

They are stored without outputs; nbclient (the ``docs`` extra, which ``dev`` includes) runs
them here, so a notebook that stops working fails the suite. Without nbclient this test fails
rather than skips.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[1] / "examples" / "notebooks"
ROOT = NOTEBOOKS.parents[1]

# What each notebook must show: (the start of a cell's source, MIME types its output holds).
EXPECTED = {
    "tour.ipynb": [
        ("G = parse", {"text/latex", "text/plain"}),        # a form, as LaTeX
        ("(G + G).canonical()", {"text/latex"}),
        ("G.thermograph()", {"image/svg+xml"}),             # the thermograph's picture
        ('p = hackenbush(', {"image/svg+xml"}),              # the position's picture
    ],
    "misere.ipynb": [
        ('D.canonical(parse("* + *"))', {"text/plain"}),
        ('claim("*:x', {"text/html", "text/latex"}),         # a claim's report
    ],
}


def _run(path: Path):  # noqa: ANN202 - the executed notebook
    missing = [m for m in ("nbclient", "nbformat", "ipykernel")
               if importlib.util.find_spec(m) is None]
    assert not missing, f"{missing} not installed: pip install -e '.[docs]'"
    import nbclient
    import nbformat

    nb = nbformat.read(path, as_version=4)
    assert all(not c.get("outputs") for c in nb.cells if c.cell_type == "code"), \
        f"{path.name} is stored with outputs; store it clean"
    nbclient.NotebookClient(nb, timeout=120, kernel_name="python3",
                            resources={"metadata": {"path": str(ROOT)}}).execute()
    return nb


def test_every_notebook_has_expectations() -> None:
    assert sorted(p.name for p in NOTEBOOKS.glob("*.ipynb")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_notebook_runs_and_shows_rich_output(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # the kernel imports this checkout's cgt, whatever is installed
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    nb = _run(NOTEBOOKS / name)
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    assert not [o for o in outputs if o.output_type == "stream" and o.name == "stderr"]
    for start, mimes in EXPECTED[name]:
        cell = next(c for c in nb.cells if c.cell_type == "code" and c.source.startswith(start))
        shown = {m for o in cell.outputs if o.output_type == "execute_result" for m in o.data}
        assert mimes <= shown, (start, shown)
    svgs = [o.data["image/svg+xml"] for o in outputs if "image/svg+xml" in o.get("data", {})]
    assert all(s.lstrip().startswith("<svg") and s.rstrip().endswith("</svg>") for s in svgs)
