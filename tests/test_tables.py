"""Tables of values (cgt/rulesets/table.py) and Fox and Geese's values table: their text
against CGSuite's recorded output (tests/cgsuite_tables.py), their HTML and SVG parsed as XML,
their matplotlib heat maps counted cell by cell, the periodic tables of heap rulesets against
the periodicity theorem's answers and the theory of subtraction games, and bad arguments."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from fractions import Fraction
from typing import Any

import pytest

from cgt import InvalidArgument, InvalidGame, parse
from cgt.rulesets import Cutcake, FoxAndGeese, Wythoff, dawsons_kayles, kayles, subtraction
from cgt.rulesets.fox_and_geese import GenFoxAndGeese
from cgt.rulesets.table import (
    ValueTable,
    game_value_table,
    nim_sequence_table,
    nim_value_table,
)
from cgt.rulesets.table_picture import OUTCOME_COLOURS
from tests.cgsuite_tables import TABLES

SVG = "{http://www.w3.org/2000/svg}"


def _cgt_table(expr: str) -> ValueTable:
    """The cgt call that answers the CGScript expression ``expr``."""
    if m := re.fullmatch(r"game\.heap\.Wythoff\.NimValueTable\((\d+),(\d+)\)", expr):
        return nim_value_table(Wythoff, int(m[1]), int(m[2]))
    if m := re.fullmatch(r"game\.heap\.Cutcake\.GameValueTable\((\d+),(\d+)\)", expr):
        return game_value_table(Cutcake, int(m[1]), int(m[2]))
    m = re.fullmatch(
        r"game\.grid\.(?:FoxAndGeese|GenFoxAndGeese\((\d+)(?:, (\d+))?\))\.ValuesTable\((.*)\)",
        expr,
    )
    assert m, expr
    geese = ast.literal_eval(m[3])
    if m[1] is None:
        return FoxAndGeese.values_table(geese)
    ruleset = GenFoxAndGeese(int(m[1]), int(m[2] or 1))  # CGSuite's schema, as the expression
    table = ruleset.values_table(geese)
    assert str(table) == str(
        FoxAndGeese.values_table(geese, width=ruleset.WIDTH, fox_range=ruleset.FOX_RANGE)
    )
    return table


_TABLES: dict[str, ValueTable] = {}


def _table(expr: str) -> ValueTable:
    if expr not in _TABLES:
        _TABLES[expr] = _cgt_table(expr)
    return _TABLES[expr]


# ---------------------------------------------------------------------------- CGSuite's text
@pytest.mark.parametrize("expr", list(TABLES))
def test_text_is_cgsuites(expr: str) -> None:
    assert str(_table(expr)) == "\n".join(TABLES[expr])


def test_every_recorded_ruleset_is_exercised() -> None:
    kinds = {e.split("(")[0].rsplit(".", 1)[0] for e in TABLES}
    assert {"game.heap.Wythoff", "game.heap.Cutcake", "game.grid.FoxAndGeese"} <= kinds
    assert any("GenFoxAndGeese(6, 2)" in e for e in TABLES)  # a fox of range 2


def test_text_with_labels_and_empty_columns() -> None:
    t = ValueTable([[None, 1], [None, 22]], ("r0", "r1"), ("a", "b"))
    # CGSuite fails on the all-empty column; here it is a column of width 0.
    assert str(t).splitlines() == [" |  1", "-+---", " | 22"]
    assert t.text(labels=True).splitlines() == [
        "   | a |  b",
        "---+---+---",
        "r0 |   |  1",
        "---+---+---",
        "r1 |   | 22",
    ]
    assert str(ValueTable([], (), ())) == "" and str(ValueTable([[], []], (0, 1), ())) == ""


# ---------------------------------------------------------------------------- Fox and Geese
def test_values_table_layout_and_values_agree_with_game_value() -> None:
    geese = [(3, 1), (3, 3)]
    t = FoxAndGeese.values_table(geese, width=4)
    assert t.row_labels == (3, 2, 1) and t.col_labels == (1, 2, 3, 4)
    assert t.row_name == "row" and t.col_name == "col"
    for r in t.row_labels:
        for c in t.col_labels:
            x = t[r, c]
            if (r, c) in geese:
                assert x == "X"
            elif (r + c) % 2:
                assert x is None
            else:  # the shared graph gives what the position alone gives
                assert str(x) == str(FoxAndGeese(geese, (r, c), width=4).game_value())


def test_values_table_of_an_escaped_fox_is_off() -> None:
    t = FoxAndGeese.values_table([(4, 2), (4, 6)], width=6)
    assert str(t[4, 4]) == "off"
    assert str(FoxAndGeese([(4, 2), (4, 6)], (4, 4), 6).game_value()) == "off"


def test_values_table_with_no_square_for_the_fox() -> None:
    t = FoxAndGeese.values_table([(1, 1)], width=1)
    assert t.tolist() == [["X"]] and str(t) == "X"


@pytest.mark.parametrize(
    ("args", "kwargs", "error"),
    [
        (([],), {}, InvalidGame),
        (([(2, 1)],), {}, InvalidGame),  # a square off the playing colour
        (([(1, 1), (1, 1)],), {}, InvalidGame),
        (([(1, 9)],), {}, InvalidGame),
        (("ab",), {}, InvalidArgument),
        (([(1, 1)],), {"width": 0}, InvalidArgument),
        (([(1, 1)],), {"fox_range": 0}, InvalidArgument),
        (([(1, 1)],), {"width": True}, InvalidArgument),
        (([(1.0, 1)],), {}, InvalidArgument),
    ],
)
def test_values_table_bad_arguments(args: tuple, kwargs: dict, error: type) -> None:
    with pytest.raises(error):
        FoxAndGeese.values_table(*args, **kwargs)


# ---------------------------------------------------------------------------- HTML and SVG
def _counts(t: ValueTable) -> tuple[int, int]:
    """(cells holding a value, cells holding text)."""
    xs = [x for row in t for x in row if x is not None]
    return sum(not isinstance(x, str) for x in xs), sum(isinstance(x, str) for x in xs)


@pytest.mark.parametrize(
    "expr",
    [
        "game.heap.Wythoff.NimValueTable(3,4)",
        "game.heap.Cutcake.GameValueTable(3,4)",
        "game.grid.GenFoxAndGeese(4).ValuesTable([(3,1),(3,3)])",
    ],
)
def test_html_is_well_formed_with_labels_and_title(expr: str) -> None:
    t = _table(expr)
    root = ET.fromstring(t._repr_html_())
    assert root.tag == "table" and root.find("caption").text == t.title
    head = [th.text or "" for th in root.find("thead").iter("th")]
    assert head == [f"{t.row_name} \\ {t.col_name}", *map(str, t.col_labels)]
    rows = root.find("tbody").findall("tr")
    assert [tr.find("th").text for tr in rows] == [str(r) for r in t.row_labels]
    cells = [[td.text or "" for td in tr.findall("td")] for tr in rows]
    assert cells == [["" if x is None else str(x) for x in row] for row in t]


def test_html_escapes_text() -> None:
    t = ValueTable([["<a&b>"]], ("<r>",), ("c",), title="x < y")
    root = ET.fromstring(t._repr_html_())
    assert root.find("caption").text == "x < y" and root.find(".//td").text == "<a&b>"


@pytest.mark.parametrize("expr", list(TABLES)[:12])
def test_svg_is_well_formed_one_rect_per_cell(expr: str) -> None:
    t = _table(expr)
    text = t.svg()
    assert text._repr_svg_() == text
    root = ET.fromstring(text)
    rects = [r for r in root.iter(f"{SVG}rect") if r.get("class") == "cell"]
    values, marks = _counts(t)
    assert len(rects) == values + marks
    colours = t.colours()
    for r in rects:
        i = t.row_labels.index(int(r.get("data-row")))
        j = t.col_labels.index(int(r.get("data-col")))
        assert r.get("data-value") == str(t.entries[i][j])
        assert r.get("fill") == colours[i][j]


def test_svg_writes_values_only_when_asked_or_small() -> None:
    t = nim_value_table(Wythoff, 3, 3)
    written = ET.fromstring(t.svg(annotate=True))
    bare = ET.fromstring(t.svg(annotate=False))
    count = lambda root: sum(1 for e in root.iter(f"{SVG}text") if not e.get("class"))  # noqa: E731
    assert count(written) == 16 + 2 and count(bare) == 2  # the legend's two labels
    from cgt.rulesets.table_picture import _annotate

    assert _annotate(t, None) and not _annotate(nim_value_table(Wythoff, 25, 25), None)


# ---------------------------------------------------------------------------- colours
def test_colour_schemes_are_chosen_by_the_entries() -> None:
    from cgt.rulesets.table_picture import _scheme

    assert _scheme(_table("game.heap.Wythoff.NimValueTable(3,4)"), None)[0] == "nim"
    assert _scheme(_table("game.heap.Cutcake.GameValueTable(3,4)"), None)[0] == "number"
    fg = _table("game.grid.GenFoxAndGeese(6, 2).ValuesTable([(4,2),(4,4),(4,6)])")
    scheme, keys = _scheme(fg, None)
    assert scheme == "outcome"
    for row, krow in zip(fg, keys, strict=True):
        for x, k in zip(row, krow, strict=True):
            if x is None or x == "X":
                assert k is None if x is None else k == "marker:X"
            else:
                assert k == str(getattr(x.outcome(), "symbol", x.outcome()))


def test_colours_follow_the_scales() -> None:
    nim = ValueTable([[0, 2, 4]], (0,), (0, 1, 2)).colours()[0]
    assert nim[0] == "#440154" and nim[2] == "#fde725" and nim[1] == "#21918c"
    num = ValueTable([[Fraction(-2), 0, Fraction(1)]], (0,), (0, 1, 2)).colours()[0]
    assert num[0] == "#d1241f" and num[1] == "#ffffff"
    assert num[2] == "#" + "".join(f"{round((255 + c) / 2):02x}" for c in (0x1F, 0x4F, 0xD1))
    # by outcome, a table of nim values holds nim values; any other, numbers
    nims = ValueTable([[0, 3]], (0,), (0, 1)).colours("outcome")[0]
    assert nims == [OUTCOME_COLOURS["P"], OUTCOME_COLOURS["N"]]
    out = ValueTable([[0, 3, Fraction(-1, 2)]], (0,), (0, 1, 2)).colours("outcome")[0]
    assert out == [OUTCOME_COLOURS["P"], OUTCOME_COLOURS["L"], OUTCOME_COLOURS["R"]]


# ---------------------------------------------------------------------------- matplotlib
@pytest.fixture
def agg() -> Any:
    mpl = pytest.importorskip("matplotlib")
    mpl.use("Agg")
    import matplotlib.pyplot as plt

    yield plt
    plt.close("all")


@pytest.mark.parametrize(
    "expr",
    [
        "game.heap.Wythoff.NimValueTable(12,12)",
        "game.heap.Cutcake.GameValueTable(8,10)",
        "game.grid.GenFoxAndGeese(6, 2).ValuesTable([(4,2),(4,4),(4,6)])",
    ],
)
def test_plot_draws_one_mesh_cell_per_entry(agg: Any, expr: str) -> None:
    t = _table(expr)
    ax = t.plot()
    meshes = {m.get_label(): m for m in ax.collections}
    values, marks = _counts(t)
    assert meshes["cells"].get_array().count() == values
    assert (meshes["markers"].get_array().count() if "markers" in meshes else 0) == marks
    assert ax.get_xlabel() == t.col_name and ax.get_ylabel() == t.row_name
    assert ax.get_title() == t.title
    assert [x.get_text() for x in ax.get_xticklabels()] == [str(c) for c in t.col_labels]
    assert [y.get_text() for y in ax.get_yticklabels()] == [str(r) for r in t.row_labels]
    # the colours drawn are those of colours() (and of the SVG picture)
    ax.figure.canvas.draw()
    drawn = meshes["cells"].get_facecolors()  # every cell, row by row; empty ones clear
    assert len(drawn) == t.shape[0] * t.shape[1]
    want = t.colours()
    for i, row in enumerate(t):
        for j, x in enumerate(row):
            rgba = drawn[i * t.shape[1] + j]
            if x is None or isinstance(x, str):
                assert rgba[3] == 0
            else:
                assert rgba[3] == 1
                for k in range(3):
                    assert abs(rgba[k] * 255 - int(want[i][j][1 + 2 * k : 3 + 2 * k], 16)) <= 3


def test_plot_legend_names_the_outcomes_shown(agg: Any) -> None:
    t = ValueTable([[parse("0"), parse("*")], [parse("1"), parse("{-1|-2}")]], (0, 1), (0, 1))
    ax = t.plot()  # not all numbers: by outcome
    assert [x.get_text() for x in ax.get_legend().get_texts()] == ["L", "R", "N", "P"]


def test_plot_on_given_axes_without_text(agg: Any) -> None:
    _, ax = agg.subplots()
    assert nim_value_table(Wythoff, 2, 2).plot(ax=ax, annotate=False, legend=False) is ax
    assert len(ax.texts) == 0 and ax.get_legend() is None


# ---------------------------------------------------------------------------- periodic tables
def test_nim_sequence_table_rows_of_the_proven_period() -> None:
    # Kayles has period 12 (Guy and Smith 1956; Winning Ways ch. 4), proven from 171 values.
    rs = kayles()
    t = nim_sequence_table(rs, 180)
    g = rs.nim_values(180).tolist()
    assert t.col_labels == tuple(range(12)) and t.row_labels == tuple(range(0, 181, 12))
    assert all(t[k, j] == (g[k + j] if k + j <= 180 else None) for k in t.row_labels
               for j in t.col_labels)
    p = rs.periodicity(181)
    assert p is not None and t.title.endswith(f"period 12, preperiod {p.preperiod}")
    # Dawson's Kayles: period 34 (Winning Ways ch. 4)
    d = nim_sequence_table(dawsons_kayles(), 200)
    assert d.shape == (6, 34) and "period 34" in d.title


def test_nim_sequence_table_of_a_subtraction_game() -> None:
    # S = {1, 2, 3}: g(n) = n mod 4 (Winning Ways ch. 4, subtraction games)
    t = nim_sequence_table(subtraction([1, 2, 3]), 13)
    assert t.tolist() == [[0, 1, 2, 3]] * 3 + [[0, 1, None, None]]
    assert str(t).splitlines()[-1] == "0 | 1 |   |  "


def test_nim_sequence_table_default_and_chosen_period() -> None:
    t = nim_sequence_table(kayles(), 30)  # too few values to prove anything: rows of 12
    assert t.shape == (3, 12) and "period" not in t.title
    t5 = nim_sequence_table(kayles(), 9, period=5)
    assert t5.tolist() == [[0, 1, 2, 3, 1], [4, 3, 2, 1, 4]] and t5.row_labels == (0, 5)


@pytest.mark.parametrize(
    ("args", "kwargs"),
    [
        ((Wythoff, 5), {}),
        ((None, 5), {}),
        ((kayles(), -1), {}),
        ((kayles(), 2.0), {}),
        ((kayles(), 5), {"period": 0}),
        ((kayles(), 5), {"period": True}),
        ((kayles(), 5), {"period": "3"}),
    ],
)
def test_nim_sequence_table_bad_arguments(args: tuple, kwargs: dict) -> None:
    with pytest.raises(InvalidArgument):
        nim_sequence_table(*args, **kwargs)


# ---------------------------------------------------------------------------- bad arguments
@pytest.mark.parametrize(
    "call",
    [
        lambda: nim_value_table(Wythoff, -1, 2),
        lambda: nim_value_table(Wythoff, 2, 1.5),
        lambda: nim_value_table(Wythoff, True, 1),
        lambda: nim_value_table(3, 1, 1),
        lambda: game_value_table(Cutcake, 1, -2),
        lambda: game_value_table("Cutcake", 1, 1),
        lambda: ValueTable([[1, 2]], (0,), (0,)),
        lambda: ValueTable([[1]], (0, 1), (0,)),
        lambda: ValueTable(5, (0,), (0,)),
        lambda: ValueTable([5], (0,), (0,)),
        lambda: ValueTable([[1]], "a", (0,)),
        lambda: ValueTable([[1]], (0,), (0,)).colours("heat"),
        lambda: ValueTable([[Fraction(1, 2)]], (0,), (0,)).colours("nim"),
        lambda: ValueTable([[object()]], (0,), (0,)).colours("number"),
        lambda: ValueTable([[object()]], (0,), (0,)).colours(),
        lambda: ValueTable([[1]], (0,), (0,)).svg(cell=2),
        lambda: ValueTable([[1]], (0,), (0,)).svg(annotate="yes"),
    ],
)
def test_bad_arguments_raise_invalid_argument(call: Any) -> None:
    with pytest.raises(InvalidArgument):
        call()


def test_a_table_is_indexed_by_its_labels() -> None:
    t = _table("game.heap.Wythoff.NimValueTable(3,4)")
    assert t[3, 4] == 2 and t.shape == (4, 5) and len(t) == 4
    with pytest.raises(KeyError):
        t[4, 0]
