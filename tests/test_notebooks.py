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
        ('d = Domineering(', {"image/svg+xml"}),             # a board
    ],
    "misere.ipynb": [
        ('D.canonical(parse("* + *"))', {"text/plain"}),
        ('I.canonical(parse("*[2[2]]"))', {"text/plain", "text/latex"}),
        ("v\n", {"text/html"}),                              # a verdict, as a table
        ('claim("*:x', {"text/html", "text/latex"}),         # a claim's report
        ("%claim", {"text/html"}),
    ],
}

# What a cell's outputs say, in one MIME type: (start of the cell, MIME type, a text, how
# many times the cell's outputs of that type hold it).
SAYS = {
    "tour.ipynb": [],
    "misere.ipynb": [
        # an impartial misère canonical form prints in CGSuite's notation, never as braces
        ('I.canonical(parse("*[2[2]]"))', "text/plain", "*[2[2]]", 1),
        ('I.canonical(parse("*[2[2]]"))', "text/latex", "*[2[2]]", 1),
        ('I.canonical(parse("*[2[2]]"))', "text/latex", "|", 0),
        # the magic's report shows once, not printed and then shown again
        ("%claim", "text/plain", "G + G == 0", 1),
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


def _cell(nb, start: str):  # noqa: ANN001, ANN202 - the code cell whose source starts so
    cells = [c for c in nb.cells if c.cell_type == "code" and (c.source + "\n").startswith(start)]
    assert cells, start
    return cells[0]


def test_every_notebook_has_expectations() -> None:
    assert sorted(p.name for p in NOTEBOOKS.glob("*.ipynb")) == sorted(EXPECTED) == sorted(SAYS)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_notebook_runs_and_shows_rich_output(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # the kernel imports this checkout's cgt, whatever is installed
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    nb = _run(NOTEBOOKS / name)
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    assert not [o for o in outputs if o.output_type == "stream" and o.name == "stderr"]
    for start, mimes in EXPECTED[name]:
        cell = _cell(nb, start)
        shown = {m for o in cell.outputs if o.output_type == "execute_result" for m in o.data}
        assert mimes <= shown, (start, shown)
    for start, mime, text, times in SAYS[name]:
        said = "".join(o.text if o.output_type == "stream" else o.get("data", {}).get(mime, "")
                       for o in _cell(nb, start).outputs
                       if o.output_type != "stream" or mime == "text/plain")
        assert said.count(text) == times, (start, mime, said)
    svgs = [o.data["image/svg+xml"] for o in outputs if "image/svg+xml" in o.get("data", {})]
    assert all(s.lstrip().startswith("<svg") and s.rstrip().endswith("</svg>") for s in svgs)
