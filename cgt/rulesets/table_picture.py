"""Pictures of tables of values: a heat map in SVG (no extra package) and with matplotlib
(the ``plot`` extra), each cell coloured by what a researcher looks for in that kind of table
(see :mod:`cgt.rulesets.table`: nim values on a sequential scale, numbers blue for Left and red
for Right, anything else by outcome class). Installed into :class:`~cgt.rulesets.table.ValueTable`
(its ``colours()``, ``svg()`` and ``plot()``) when this module is imported, which
``cgt.rulesets`` does: it sits above the table it draws.

>>> from cgt.rulesets.table import ValueTable
>>> colours(ValueTable([[0, 4], [None, "X"]], (0, 1), (0, 1)))
[['#440154', '#fde725'], [None, '#4d4d4d']]
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from cgt.errors import InvalidArgument
from cgt.rulesets.table import _MARKER, _PICTURES, ValueTable, _cell, _is_nim

__all__ = ["colours", "svg", "plot", "OUTCOME_COLOURS"]

#: Colours of the outcome classes (CGSuite's names): Left blue and Right red, as the other
#: pictures draw the players.
OUTCOME_COLOURS = {
    "L": "#1f4fd1",
    "R": "#d1241f",
    "N": "#f2b01e",
    "P": "#c8c8c8",
    "D": "#8e5cc2",
    "NHat": "#7d9be6",
    "PHat": "#b4c6f2",
    "NCheck": "#e67d79",
    "PCheck": "#f2b7b4",
}
#: The order of the outcome classes in legends.
_OUTCOME_ORDER = tuple(OUTCOME_COLOURS)
#: The sequential scale of nim values (five stops of matplotlib's viridis), 0 first.
_NIM_STOPS = ("#440154", "#3b528b", "#21918c", "#5ec962", "#fde725")
#: The diverging scale of numbers: Right's most negative value, 0, Left's most positive.
_NUMBER_STOPS = ("#d1241f", "#ffffff", "#1f4fd1")
_SCHEMES = ("nim", "number", "outcome")
#: Tables with at most this many cells write their values in the pictures' cells by default.
_ANNOTATE_CELLS = 625


def colours(table: ValueTable, colour_by: str | None = None) -> list[list[str | None]]:
    """The colour of each cell of ``table`` (``"#rrggbb"``; None for an empty cell):
    :meth:`ValueTable.colours <cgt.rulesets.table.ValueTable.colours>`."""
    scheme, keys = _scheme(table, colour_by)
    top = _top(scheme, keys)
    return [[_colour(scheme, k, top) for k in row] for row in keys]


def svg(
    table: ValueTable, colour_by: str | None = None, annotate: bool | None = None, cell: int = 28
) -> Any:
    """The heat map of ``table`` in SVG: :meth:`ValueTable.svg
    <cgt.rulesets.table.ValueTable.svg>`."""
    if isinstance(cell, bool) or not isinstance(cell, int) or cell < 4:
        raise InvalidArgument(f"ValueTable.svg(cell=): expected an integer >= 4, not {cell!r}")
    scheme, keys = _scheme(table, colour_by)
    top = _top(scheme, keys)
    n_rows, n_cols = table.shape
    write = _annotate(table, annotate)
    texts = [[_cell(x) for x in row] for row in table.entries]
    col_w = [
        max(cell, 7 * max((len(texts[i][j]) for i in range(n_rows)), default=0) + 8)
        if write
        else cell
        for j in range(n_cols)
    ]
    label_w = 7 * max((len(str(r)) for r in table.row_labels), default=1) + 12
    if table.row_name:
        label_w += 16
    head = 20 + (16 if table.title else 0) + (16 if table.col_name else 0)
    xs = [label_w]
    for w in col_w:
        xs.append(xs[-1] + w)
    legend = _legend(scheme, keys, top)
    width = max(
        xs[-1] + 2, label_w + 12 * sum(len(t) + 3 for _, t in legend), 7 * len(table.title) + 4
    )
    height = head + n_rows * cell + 4 + (20 if legend else 0)
    esc = _escape
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="cgt-table" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif" '
        'font-size="11">',
        f"<title>{esc(table.title or 'table')}</title>",
    ]
    y = 14
    if table.title:
        parts.append(
            f'<text class="title" x="2" y="{y}" font-weight="bold">{esc(table.title)}</text>'
        )
        y += 16
    if table.col_name:
        mid = (xs[0] + xs[-1]) / 2
        parts.append(
            f'<text class="axis" x="{mid}" y="{y}" text-anchor="middle">'
            f"{esc(table.col_name)}</text>"
        )
    if table.row_name:
        cy = head + n_rows * cell / 2
        parts.append(
            f'<text class="axis" x="10" y="{cy}" text-anchor="middle" '
            f'transform="rotate(-90 10 {cy})">{esc(table.row_name)}</text>'
        )
    for j, c in enumerate(table.col_labels):
        parts.append(
            f'<text class="col-label" x="{xs[j] + col_w[j] / 2}" y="{head - 6}" '
            f'text-anchor="middle">{esc(str(c))}</text>'
        )
    for i, r in enumerate(table.row_labels):
        parts.append(
            f'<text class="row-label" x="{label_w - 6}" '
            f'y="{head + i * cell + cell / 2 + 4}" text-anchor="end">'
            f"{esc(str(r))}</text>"
        )
    for i, row in enumerate(keys):
        for j, k in enumerate(row):
            fill = _colour(scheme, k, top)
            if fill is None:
                continue
            x, yy = xs[j], head + i * cell
            parts.append(
                f'<rect class="cell" data-row="{esc(str(table.row_labels[i]))}" '
                f'data-col="{esc(str(table.col_labels[j]))}" '
                f'data-value="{esc(texts[i][j])}" x="{x}" y="{yy}" width="{col_w[j]}" '
                f'height="{cell}" fill="{fill}" stroke="#ffffff"/>'
            )
            if write:
                parts.append(
                    f'<text x="{x + col_w[j] / 2}" y="{yy + cell / 2 + 4}" '
                    f'text-anchor="middle" fill="{_ink(fill)}">{esc(texts[i][j])}</text>'
                )
    ly = head + n_rows * cell + 18
    lx = label_w
    for fill, label in legend:
        parts.append(
            f'<rect class="legend" x="{lx}" y="{ly - 10}" width="12" height="12" '
            f'fill="{fill}" stroke="#999999"/>'
        )
        parts.append(f'<text x="{lx + 16}" y="{ly}">{esc(label)}</text>')
        lx += 12 * (len(label) + 3)
    parts.append("</svg>")
    return _SVGText("\n".join(parts))


def plot(
    table: ValueTable,
    ax: Any = None,
    colour_by: str | None = None,
    annotate: bool | None = None,
    legend: bool = True,
) -> Any:
    """The heat map of ``table`` on matplotlib axes: :meth:`ValueTable.plot
    <cgt.rulesets.table.ValueTable.plot>`."""
    try:
        import matplotlib.pyplot as plt
        from matplotlib.colors import (
            BoundaryNorm,
            LinearSegmentedColormap,
            ListedColormap,
            Normalize,
        )
        from matplotlib.patches import Patch
    except ImportError as exc:  # pragma: no cover - depends on the environment
        from cgt.errors import NotSupported

        raise NotSupported(
            "plotting a table needs matplotlib: pip install 'cgt[plot]' (or use its SVG: "
            "table.svg())"
        ) from exc
    import numpy as np

    scheme, keys = _scheme(table, colour_by)
    top = _top(scheme, keys)
    n_rows, n_cols = table.shape
    write = _annotate(table, annotate)
    texts = [[_cell(x) for x in row] for row in table.entries]
    if ax is None:
        longest = max((len(t) for row in texts for t in row), default=1) if write else 2
        side = 0.12 * max(longest, 3) + 0.1
        _, ax = plt.subplots(
            figsize=(min(2.0 + side * n_cols, 16.0), min(1.5 + 0.3 * n_rows, 12.0))
        )
    values = np.zeros((n_rows, n_cols))
    mask = np.ones((n_rows, n_cols), dtype=bool)
    markers = np.ma.masked_all((n_rows, n_cols))
    for i, row in enumerate(keys):
        for j, k in enumerate(row):
            if isinstance(k, str) and k.startswith("marker:"):
                markers[i, j] = 0.0
            elif k is not None:
                mask[i, j] = False
                values[i, j] = _OUTCOME_ORDER.index(k) if scheme == "outcome" else float(k)
    data = np.ma.array(values, mask=mask)
    if scheme == "outcome":
        cmap = ListedColormap([OUTCOME_COLOURS[o] for o in _OUTCOME_ORDER])
        norm = BoundaryNorm(np.arange(len(_OUTCOME_ORDER) + 1) - 0.5, cmap.N)
    elif scheme == "nim":
        cmap = LinearSegmentedColormap.from_list("cgt_nim", _NIM_STOPS)
        norm = Normalize(0, max(float(top), 1.0))
    else:
        cmap = LinearSegmentedColormap.from_list("cgt_number", _NUMBER_STOPS)
        m = max(float(top), 1e-9)
        norm = Normalize(-m, m)
    mesh = ax.pcolormesh(data, cmap=cmap, norm=norm, edgecolors="white", linewidth=0.5)
    mesh.set_label("cells")
    if markers.count():
        marks = ax.pcolormesh(
            markers, cmap=ListedColormap([_MARKER]), edgecolors="white", linewidth=0.5
        )
        marks.set_label("markers")
    if write:
        for i in range(n_rows):
            for j in range(n_cols):
                fill = _colour(scheme, keys[i][j], top)
                if fill is not None:
                    ax.text(
                        j + 0.5,
                        i + 0.5,
                        texts[i][j],
                        ha="center",
                        va="center",
                        fontsize=8,
                        color=_ink(fill),
                    )
    ax.set_xlim(0, max(n_cols, 1))
    ax.set_ylim(max(n_rows, 1), 0)
    ax.set_xticks([j + 0.5 for j in range(n_cols)], [str(c) for c in table.col_labels])
    ax.set_yticks([i + 0.5 for i in range(n_rows)], [str(r) for r in table.row_labels])
    ax.xaxis.tick_top()
    ax.xaxis.set_label_position("top")
    ax.tick_params(length=0)
    ax.set_xlabel(table.col_name)
    ax.set_ylabel(table.row_name)
    if table.title:
        ax.set_title(table.title, pad=24 if table.col_name else 12)
    if legend:
        if scheme == "outcome":
            shown = {k for row in keys for k in row if k in OUTCOME_COLOURS}
            ax.legend(
                handles=[
                    Patch(facecolor=OUTCOME_COLOURS[o], label=o)
                    for o in _OUTCOME_ORDER
                    if o in shown
                ],
                loc="upper left",
                bbox_to_anchor=(1.01, 1.0),
                title="outcome",
            )
        elif mask.size and not mask.all():
            ax.figure.colorbar(mesh, ax=ax, label="nim value" if scheme == "nim" else "value")
    return ax


def _annotate(table: ValueTable, annotate: bool | None) -> bool:
    if annotate is None:
        return table.shape[0] * table.shape[1] <= _ANNOTATE_CELLS
    if not isinstance(annotate, bool):
        raise InvalidArgument(f"annotate= must be True, False or None, not {annotate!r}")
    return annotate


class _SVGText(str):
    """SVG text that a notebook shows as the picture (``_repr_svg_``); otherwise a ``str``."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)


def _number(x: Any) -> Fraction | None:
    """The number ``x`` is (an int, a Fraction, or a game whose value is a number), else
    None."""
    import numbers

    if isinstance(x, bool):
        return None
    if isinstance(x, numbers.Rational):
        return Fraction(int(x.numerator), int(x.denominator))
    from cgt.game import Game

    if isinstance(x, Game) and x.is_number:
        return Fraction(x.mean())
    return None


def _outcome(x: Any, nim: bool) -> str:
    """CGSuite's name of the outcome class of the entry ``x`` (an int is a nim value when
    ``nim``, a number otherwise)."""
    import numbers

    if nim and _is_nim(x):
        return "P" if x == 0 else "N"
    if isinstance(x, numbers.Rational) and not isinstance(x, bool):
        return "L" if x > 0 else "R" if x < 0 else "P"
    if not hasattr(x, "outcome"):
        raise InvalidArgument(
            f"ValueTable: colouring by outcome needs games or nim values, not {x!r}"
        )
    o = x.outcome()
    return str(getattr(o, "symbol", o))


def _scheme(table: ValueTable, colour_by: str | None) -> tuple[str, list[list[Any]]]:
    """The scheme and, for each cell, its key: None (empty), ``"marker:"`` + text (a text
    entry), an int (nim), a Fraction (number) or an outcome name."""
    if colour_by is not None and colour_by not in _SCHEMES:
        raise InvalidArgument(
            f"colour_by= must be one of {', '.join(_SCHEMES)} or None, not {colour_by!r}"
        )
    values = [x for row in table.entries for x in row if x is not None and not isinstance(x, str)]
    scheme = colour_by
    nim = all(_is_nim(x) for x in values)
    if scheme is None:
        if nim:
            scheme = "nim"
        elif all(_number(x) is not None for x in values):
            scheme = "number"
        else:
            scheme = "outcome"

    def key(x: Any) -> Any:
        if x is None:
            return None
        if isinstance(x, str):
            return "marker:" + x
        if scheme == "nim":
            if not _is_nim(x):
                raise InvalidArgument(
                    f"colour_by='nim' needs nim values (integers >= 0), not {x!r}"
                )
            return int(x)
        if scheme == "number":
            v = _number(x)
            if v is None:
                raise InvalidArgument(f"colour_by='number' needs numbers, not {x!r}")
            return v
        return _outcome(x, nim)

    return scheme, [[key(x) for x in row] for row in table.entries]


def _top(scheme: str, keys: list[list[Any]]) -> Fraction:
    """The end of the scale: the largest nim value, or the largest size of a number."""
    if scheme == "outcome":
        return Fraction(0)
    vals = [
        abs(Fraction(k)) for row in keys for k in row if k is not None and not isinstance(k, str)
    ]
    return max(vals, default=Fraction(0))


def _colour(scheme: str, key: Any, top: Fraction) -> str | None:
    if key is None:
        return None
    if isinstance(key, str):
        return _MARKER if key.startswith("marker:") else OUTCOME_COLOURS[key]
    if scheme == "nim":
        return _between(_NIM_STOPS, float(key) / float(top) if top else 0.0)
    t = float(key) / float(top) if top else 0.0
    return _between(_NUMBER_STOPS, (t + 1) / 2)


def _between(stops: tuple[str, ...], t: float) -> str:
    """The colour at ``t`` (0 to 1) on the piecewise-linear scale through ``stops``."""
    t = min(max(t, 0.0), 1.0) * (len(stops) - 1)
    i = min(int(t), len(stops) - 2)
    f = t - i
    a, b = _rgb(stops[i]), _rgb(stops[i + 1])
    return "#" + "".join(f"{round(x + (y - x) * f):02x}" for x, y in zip(a, b, strict=True))


def _rgb(colour: str) -> tuple[int, int, int]:
    return (int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16))


def _ink(fill: str) -> str:
    """Black or white text, whichever reads better on ``fill``."""
    r, g, b = _rgb(fill)
    return "#000000" if 0.299 * r + 0.587 * g + 0.114 * b > 140 else "#ffffff"


def _legend(scheme: str, keys: list[list[Any]], top: Fraction) -> list[tuple[str, str]]:
    """(colour, label) of each legend item of the SVG picture."""
    if scheme == "outcome":
        shown = {k for row in keys for k in row if k in OUTCOME_COLOURS}
        return [(OUTCOME_COLOURS[o], o) for o in _OUTCOME_ORDER if o in shown]
    if not any(k is not None and not isinstance(k, str) for row in keys for k in row):
        return []
    if scheme == "nim":
        return [(_colour("nim", 0, top), "0"), (_colour("nim", top, top), str(top))]
    return [
        (_colour("number", -top, top), str(-top)),
        (_colour("number", 0, top), "0"),
        (_colour("number", top, top), str(top)),
    ]


def _escape(text: str) -> str:
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    )


_PICTURES[:] = [colours, svg, plot]
