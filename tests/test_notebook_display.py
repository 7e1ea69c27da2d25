"""The notebook surface: the progress bar in a kernel without ipywidgets, the ``%claim``
magic in an IPython shell, and the rich displays (HTML, SVG) of verdicts and board positions."""

from __future__ import annotations

import sys
import types
import warnings

import pytest

from cgt import D, M, claim, dicots, games


# ---------------------------------------------------------------------------- progress bar
def test_a_check_in_a_kernel_without_ipywidgets_shows_a_text_bar_and_no_warning(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import tqdm.std

    from cgt.claims import run

    monkeypatch.setattr(run, "PROGRESS_DELAY", 0)
    monkeypatch.setitem(sys.modules, "ipykernel", types.ModuleType("ipykernel"))
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
    pytest.importorskip("ipywidgets", reason="installed with the dev extra (anywidget)")
    import tqdm.notebook

    from cgt.claims import run

    monkeypatch.setitem(sys.modules, "ipykernel", types.ModuleType("ipykernel"))
    assert run._tqdm_class() is tqdm.notebook.tqdm
    monkeypatch.delitem(sys.modules, "ipykernel")
    import tqdm.std

    assert run._tqdm_class() is tqdm.std.tqdm


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
    assert capsys.readouterr().out == ""


def test_claim_magic_names_a_bad_family_and_returns_nothing(
    shell, capsys: pytest.CaptureFixture[str]  # noqa: ANN001
) -> None:
    assert shell.run_line_magic("claim", "G + -G == 0 for G in day(2)") is None
    err = capsys.readouterr().err
    assert "the family of G" in err and "day" in err
    assert shell.run_line_magic("claim", "G == 0 for G in games(1) if G") is None
    assert "no 'if'" in capsys.readouterr().err
