"""The notebook surface: the progress bar in a kernel without ipywidgets, the ``%claim``
magic in an IPython shell, and the rich displays (HTML, SVG) of verdicts and board positions."""

from __future__ import annotations

import sys
import types
import warnings

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import D, M, claim, dicots, games
from tests.oracle import misere as tw
from tests.oracle import normal as oracle


# ---------------------------------------------------------------------------- progress bar
def test_a_check_in_a_kernel_without_ipywidgets_shows_a_text_bar_and_no_warning(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import tqdm.std

    from cgt.claims import run

    monkeypatch.setattr(run, "PROGRESS_DELAY", 0)
    _kernel(monkeypatch)
    monkeypatch.setitem(sys.modules, "ipywidgets", None)  # import ipywidgets fails
    assert run._tqdm_class() is tqdm.std.tqdm
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        # progress=None: on, because a kernel is running
        r = claim("G + G == 0", mod=D, G=dicots(max_birthday=2)).check(workers=1)
    assert r.checked == 10
    assert [str(w.message) for w in caught] == []
    assert "10/10" in capsys.readouterr().err


def test_a_kernel_with_ipywidgets_gets_the_widget(monkeypatch: pytest.MonkeyPatch) -> None:
    import ipywidgets  # noqa: F401 - the dev extra installs it (anywidget needs it)
    import tqdm.notebook

    from cgt.claims import run

    _kernel(monkeypatch)
    assert run._tqdm_class() is tqdm.notebook.tqdm
    monkeypatch.delitem(sys.modules, "ipykernel")
    import tqdm.std

    assert run._tqdm_class() is tqdm.std.tqdm


def test_a_program_that_imported_ipykernel_is_no_kernel(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # e.g. a test run that executed notebooks: no bar in its own output, however slow the check
    from cgt.claims import run

    monkeypatch.setattr(run, "PROGRESS_DELAY", 0)
    monkeypatch.setitem(sys.modules, "ipykernel", types.ModuleType("ipykernel"))
    assert not run._in_kernel()
    r = claim("G + G == 0", mod=D, G=dicots(max_birthday=2)).check(workers=1)
    assert r.checked == 10
    out = capsys.readouterr()
    assert "10/10" not in out.err + out.out
    _kernel(monkeypatch)
    assert run._in_kernel()


def _kernel(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make this process look like a running Jupyter kernel: ipykernel imported, and an
    IPython shell whose configuration names the kernel application."""
    monkeypatch.setitem(sys.modules, "ipykernel", types.ModuleType("ipykernel"))
    shell = types.SimpleNamespace(config={"IPKernelApp": {}})
    ipython = types.ModuleType("IPython")
    ipython.get_ipython = lambda: shell  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "IPython", ipython)


# ---------------------------------------------------------------------------- %claim
@pytest.fixture
def shell():  # noqa: ANN201 - an IPython InteractiveShell with cgt's extension
    from IPython.core.interactiveshell import InteractiveShell

    from cgt.cli import load_ipython_extension

    ip = InteractiveShell.instance()
    load_ipython_extension(ip)
    yield ip
    InteractiveShell.clear_instance()


def test_claim_magic_reads_an_unquoted_claim_and_shows_the_report_once(
    shell, capsys: pytest.CaptureFixture[str]  # noqa: ANN001
) -> None:
    expected = claim("G + -G == 0", mod=M, G=games(max_birthday=1)).check()
    shell.run_cell("from cgt import *")
    capsys.readouterr()
    shell.run_cell("%claim G + -G == 0 --mod M for G in games(1)")
    out = capsys.readouterr().out
    assert out.count("G + -G == 0") == 1  # the report, shown once
    assert expected.summary() in out and "simplest" in out
    r = shell.run_line_magic("claim", "G + -G == 0 --mod M for G in games(1)")
    assert capsys.readouterr().out == ""  # the magic itself prints nothing
    assert r.summary() == expected.summary() and r.checked == 4


def test_claim_magic_still_reads_quotes_and_cli_families(
    shell, capsys: pytest.CaptureFixture[str]  # noqa: ANN001
) -> None:
    a = shell.run_line_magic("claim", '"G + G == 0" --mod D --G dicots:2')
    b = shell.run_line_magic("claim", "G + G == 0 --mod D --G dicots:2")
    c = shell.run_line_magic("claim", "x + y == y + x for x, y in pairs(numbers(1), numbers(1))")
    assert a.summary() == b.summary() and a.checked == b.checked == 10
    assert c.holds is True and c.checked == 9
    # a 'for' clause is Python as written (quotes kept), and options may follow it
    d = shell.run_line_magic("claim", 'G + G == 0 for G in ["*", "{1|*}", "*2"] --mod D')
    expected = claim("G + G == 0", mod=D, G=["*", "{1|*}", "*2"]).check()
    assert d.checked == 3 and d.summary() == expected.summary()
    assert [str(x.bindings["G"]) for x in d.counterexamples] == [
        str(x.bindings["G"]) for x in expected.counterexamples
    ]
    assert capsys.readouterr().out == ""


def test_claim_magic_names_a_bad_family_and_returns_nothing(
    shell, capsys: pytest.CaptureFixture[str]  # noqa: ANN001
) -> None:
    assert shell.run_line_magic("claim", "G + -G == 0 for G in day(2)") is None
    err = capsys.readouterr().err
    assert "the family of G" in err and "day" in err
    assert shell.run_line_magic("claim", "G == 0 for G in games(1) if G") is None
    assert "no 'if'" in capsys.readouterr().err


# ---------------------------------------------------------------------------- verdicts
def _html(text: str):  # noqa: ANN202 - an Element
    import xml.etree.ElementTree as ET

    return ET.fromstring(text)  # the HTML is well-formed XML: a notebook renders it as is


def _rows(root) -> dict[str, list[str]]:  # noqa: ANN001
    return {
        tr.find("th").text or "": [td.text or "" for td in tr.findall("td")]
        for tr in root.iter("tr")
    }


@settings(max_examples=40, deadline=None)
@given(dicots(max_birthday=2).strategy(), dicots(max_birthday=2).strategy())
def test_a_verdict_shows_its_answer_reason_witness_and_outcomes(g, h) -> None:  # noqa: ANN001
    v = D.equiv(g, h)
    rows = _rows(_html(v._repr_html_()))
    assert rows["verdict"] == [v.status()] and rows["reason"] == [v.reason]
    assert v.status() == ("holds" if v.holds else "refuted")
    if v.witness is not None:
        x, a, b = rows["witness"]
        assert x == str(v.witness)
        # the outcomes shown are the misère outcomes of G + X and H + X, by brute force
        w = oracle.tree(v.witness)
        assert (a, b) == (tw.outcome(oracle.tree(g), w), tw.outcome(oracle.tree(h), w))
        assert a != b
    else:
        assert "witness" not in rows and v.holds


def test_an_incomparable_pair_shows_both_witnesses() -> None:
    from cgt import parse

    v = D.compare(parse("*"), parse("0"))
    assert v.relation == "||"
    rows = _rows(_html(v._repr_html_()))
    assert rows["verdict"] == ["G || H"]
    assert rows["witness"][0] == str(v.witness)
    assert rows["converse witness"][0] == str(v.converse_witness)


# ---------------------------------------------------------------------------- boards
SVG = "{http://www.w3.org/2000/svg}"


def _board(text: str) -> tuple[list[str], dict[str, int]]:
    root = _html(text)
    cells = [r for r in root.iter(SVG + "rect") if r.get("class") == "cell"]
    n_rows = 1 + max((int(c.get("data-row")) for c in cells), default=-1)
    grid = [""] * n_rows
    for c in sorted(cells, key=lambda c: (int(c.get("data-row")), int(c.get("data-col")))):
        grid[int(c.get("data-row"))] += c.get("data-char")
    pieces: dict[str, int] = {}
    for el in root.iter():
        cls = el.get("class", "")
        if cls.startswith("piece "):
            pieces[cls.split()[1]] = pieces.get(cls.split()[1], 0) + 1
    return grid, pieces


def _grids(chars: str):  # noqa: ANN202 - a strategy of grid texts
    return st.integers(1, 3).flatmap(
        lambda w: st.lists(st.text(chars, min_size=w, max_size=w), min_size=1, max_size=3)
    ).map("|".join)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Domineering", "Clobber", "Konane", "Amazons", "Fission"]), st.data())
def test_a_grid_position_shows_its_board_cell_by_cell(name: str, data) -> None:  # noqa: ANN001
    import cgt.rulesets as rs

    cls = getattr(rs, name)
    p = cls(data.draw(_grids(cls.CHARS)))
    grid, pieces = _board(p._repr_svg_())
    assert "|".join(grid) == str(p)
    swap = cls.SWAP
    text = str(p)
    if swap is not None:
        assert pieces.get("left", 0) == text.count(swap[0])
        assert pieces.get("right", 0) == text.count(swap[1])
    others = sum(1 for ch in text if ch not in ".#|" and (swap is None or ch not in swap))
    assert pieces.get("other", 0) == others


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["ToadsAndFrogs", "TopplingDominoes"]), st.data())
def test_a_strip_position_shows_its_row(name: str, data) -> None:  # noqa: ANN001
    import cgt.rulesets as rs

    cls = getattr(rs, name)
    p = cls(data.draw(st.text(cls.CHARS, max_size=8)))
    grid, pieces = _board(p._repr_svg_())
    assert "".join(grid) == str(p)
    a, b = cls.SWAP
    assert (pieces.get("left", 0), pieces.get("right", 0)) == (str(p).count(a), str(p).count(b))


def test_an_ipython_session_formats_each_richly(shell) -> None:  # noqa: ANN001
    from cgt import nimber, parse, zero
    from cgt.rulesets import Clobber, ToadsAndFrogs

    r = claim("G + -G == 0", mod=M, G=games(max_birthday=1)).check()
    cases = [
        (parse("{1|*}").tree_svg(2), "image/svg+xml"),
        (D.equiv(nimber(2) + nimber(2), zero), "text/html"),
        (Clobber("xo|ox"), "image/svg+xml"),
        (ToadsAndFrogs("t.f"), "image/svg+xml"),
        (r, "text/html"),
    ]
    for obj, mime in cases:
        data, _ = shell.display_formatter.format(obj)
        assert mime in data, type(obj).__name__
        if mime == "image/svg+xml":
            _html(data[mime])  # well-formed
    data, _ = shell.display_formatter.format(r)
    assert data["text/plain"] == str(r)  # the full report in a terminal, not the short repr
