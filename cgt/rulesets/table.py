"""Tables of values: nim values or game values of a two-parameter family of positions, as
CGSuite's ``NimValueTable`` and ``GameValueTable`` give them, and the nim values of a heap
ruleset in rows of its period, as Winning Ways tabulates octal games.

A :class:`ValueTable` holds its entries row by row with the labels of its rows and columns;
``str()`` prints it exactly as CGSuite prints a table (cells right-aligned in columns split by
``|``, rows by a ruled line; an empty cell is ``None``), notebooks show it as an HTML table with
the labels and the title, ``.svg()`` draws it as a heat map without any extra package, and
``.plot()`` draws the same heat map with matplotlib (the ``plot`` extra).

>>> from cgt.rulesets import Wythoff
>>> t = nim_value_table(Wythoff, 2, 3)
>>> print(t)
0 | 1 | 2 | 3
--+---+---+--
1 | 2 | 0 | 4
--+---+---+--
2 | 0 | 1 | 5
>>> t[1, 2], t.row_labels, t.col_labels
(0, (0, 1, 2), (0, 1, 2, 3))

**Colours** (:meth:`ValueTable.plot`, :meth:`ValueTable.svg`). A table of nim values (every
entry an ``int`` ≥ 0) is coloured on a sequential scale from 0 (dark) to its largest value
(light), so the P-positions stand out; a table whose every value is a number (``int``,
``Fraction``, a game equal to a number) on a diverging scale, blue for Left's (positive)
values, red for Right's, white at 0; any other table (switches, infinitesimals, loopy values)
by outcome class: ``L`` blue, ``R`` red, ``N`` amber, ``P`` grey, a draw ``D`` purple, and
the mixed loopy classes (``NHat``, ``PHat``: Left wins or it is drawn; ``NCheck``,
``PCheck``: Right wins or it is drawn) in tints of blue and red. Text entries (Fox and
Geese's ``"X"`` at the geese) are dark grey squares; empty cells are left blank.
``colour_by=`` chooses the scheme by name: ``"nim"``, ``"number"``, ``"outcome"`` (by
outcome, the entries of a table of nim values are nim values: 0 is ``P``, the others ``N``).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Iterator
from fractions import Fraction
from typing import Any

import attrs

from cgt.errors import InvalidArgument

__all__ = [
    "ValueTable",
    "nim_value_table",
    "game_value_table",
    "nim_sequence_table",
    "OUTCOME_COLOURS",
]

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
_MARKER = "#4d4d4d"
_SCHEMES = ("nim", "number", "outcome")
#: Tables with at most this many cells write their values in the pictures' cells by default.
_ANNOTATE_CELLS = 625


def _rows(entries: Iterable[Iterable[Any]]) -> tuple[tuple[Any, ...], ...]:
    if isinstance(entries, (str, bytes)) or not isinstance(entries, Iterable):
        raise InvalidArgument(f"ValueTable(entries): expected rows of entries, not {entries!r}")
    rows = []
    for row in entries:
        if isinstance(row, (str, bytes)) or not isinstance(row, Iterable):
            raise InvalidArgument(f"ValueTable(entries): a row must be a sequence, not {row!r}")
        rows.append(tuple(row))
    return tuple(rows)


def _labels(labels: Iterable[Any]) -> tuple[Any, ...]:
    if isinstance(labels, (str, bytes)) or not isinstance(labels, Iterable):
        raise InvalidArgument(f"ValueTable: labels must be a sequence, not {labels!r}")
    return tuple(labels)


@attrs.frozen
class ValueTable:
    """A table of values: ``entries[i][j]`` is the value at row label ``row_labels[i]`` and
    column label ``col_labels[j]`` (``None`` prints as an empty cell, a string as itself).
    ``title`` names the table; ``row_name`` and ``col_name`` name what its rows and columns
    count (the axes of its pictures).

    >>> t = ValueTable([[0, 1], [None, 0]], (0, 1), (0, 1), title="example")
    >>> print(t)
    0 | 1
    --+--
      | 0
    >>> t.shape, t[0, 1]
    ((2, 2), 1)
    """

    entries: tuple[tuple[Any, ...], ...] = attrs.field(converter=_rows)
    row_labels: tuple[Any, ...] = attrs.field(converter=_labels)
    col_labels: tuple[Any, ...] = attrs.field(converter=_labels)
    title: str = ""
    row_name: str = ""
    col_name: str = ""

    def __attrs_post_init__(self) -> None:
        if len(self.entries) != len(self.row_labels):
            raise InvalidArgument(
                f"ValueTable: {len(self.entries)} rows of entries but "
                f"{len(self.row_labels)} row labels"
            )
        for i, row in enumerate(self.entries):
            if len(row) != len(self.col_labels):
                raise InvalidArgument(
                    f"ValueTable: row {i} has {len(row)} entries but there are "
                    f"{len(self.col_labels)} column labels"
                )

    def __getitem__(self, key: tuple[Any, Any]) -> Any:
        """The entry at row label ``r`` and column label ``c``: ``table[r, c]``."""
        r, c = key
        try:
            return self.entries[self.row_labels.index(r)][self.col_labels.index(c)]
        except ValueError:
            raise KeyError(key) from None

    def __iter__(self) -> Iterator[tuple[Any, ...]]:
        return iter(self.entries)

    def __len__(self) -> int:
        return len(self.entries)

    @property
    def shape(self) -> tuple[int, int]:
        """(number of rows, number of columns)."""
        return (len(self.row_labels), len(self.col_labels))

    def tolist(self) -> list[list[Any]]:
        """The entries as a list of rows.

        >>> ValueTable([[0, 1]], (0,), ("a", "b")).tolist()
        [[0, 1]]
        """
        return [list(row) for row in self.entries]

    # ------------------------------------------------------------------ text
    def text(self, labels: bool = False) -> str:
        """The table as CGSuite prints it (``str()``); with ``labels=True`` a first row of the
        column labels and a first column of the row labels are added, in the same format.

        >>> print(ValueTable([[0, 12]], (5,), (0, 1)).text(labels=True))
          | 0 |  1
        --+---+---
        5 | 0 | 12
        """
        cells = [[_cell(x) for x in row] for row in self.entries]
        if labels:
            cells = [["", *map(str, self.col_labels)]] + [
                [str(r), *row] for r, row in zip(self.row_labels, cells, strict=True)
            ]
        if not cells or not cells[0]:
            return ""
        # CGSuite pads each cell to its column's width (String.format("%ws")) and rules the
        # rows with dashes joined by "-+-"; it fails on a column whose cells are all empty
        # (a width of 0), which prints here as a column of width 0.
        widths = [max(len(row[j]) for row in cells) for j in range(len(cells[0]))]
        lines = [" | ".join(x.rjust(w) for x, w in zip(row, widths, strict=True)) for row in cells]
        rule = "-+-".join("-" * w for w in widths)
        return f"\n{rule}\n".join(lines)

    def __str__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        esc = html.escape
        corner = " \\ ".join(x for x in (self.row_name, self.col_name) if x)
        th = 'style="text-align:right;background:#f3f3f3"'
        head = "".join(f"<th {th}>{esc(str(c))}</th>" for c in self.col_labels)
        body = "".join(
            f"<tr><th {th}>{esc(str(r))}</th>" + "".join(_html_cell(x) for x in row) + "</tr>"
            for r, row in zip(self.row_labels, self.entries, strict=True)
        )
        caption = f"<caption>{esc(self.title)}</caption>" if self.title else ""
        return (
            '<table class="cgt-table" style="font-family:monospace;border-collapse:collapse">'
            f"{caption}<thead><tr><th {th}>{esc(corner)}</th>{head}</tr></thead>"
            f"<tbody>{body}</tbody></table>"
        )

    # ------------------------------------------------------------------ pictures
    def colours(self, colour_by: str | None = None) -> list[list[str | None]]:
        """The colour of each cell (``"#rrggbb"``; None for an empty cell) under the scheme
        ``colour_by`` (``"nim"``, ``"number"``, ``"outcome"``; None chooses as the module
        documentation says): the colours of :meth:`svg` and :meth:`plot`.

        >>> ValueTable([[0, 4], [None, "X"]], (0, 1), (0, 1)).colours()
        [['#440154', '#fde725'], [None, '#4d4d4d']]
        """
        scheme, keys = _scheme(self, colour_by)
        top = _top(scheme, keys)
        return [[_colour(scheme, k, top) for k in row] for row in keys]

    def svg(
        self, colour_by: str | None = None, annotate: bool | None = None, cell: int = 28
    ) -> Any:
        """The table as a heat map in SVG (no extra package), a ``str`` that notebooks show as
        the picture. Each non-empty cell is a ``<rect class="cell">`` carrying its row and
        column labels and its value (``data-row``, ``data-col``, ``data-value``); values are
        written in the cells when ``annotate`` (by default, for tables of at most 625 cells).

        >>> from cgt.rulesets import Wythoff
        >>> text = nim_value_table(Wythoff, 2, 3).svg()
        >>> text.startswith("<svg"), text.count('class="cell"')
        (True, 12)
        """
        if isinstance(cell, bool) or not isinstance(cell, int) or cell < 4:
            raise InvalidArgument(f"ValueTable.svg(cell=): expected an integer >= 4, not {cell!r}")
        scheme, keys = _scheme(self, colour_by)
        top = _top(scheme, keys)
        n_rows, n_cols = self.shape
        write = self._annotate(annotate)
        texts = [[_cell(x) for x in row] for row in self.entries]
        col_w = [
            max(cell, 7 * max((len(texts[i][j]) for i in range(n_rows)), default=0) + 8)
            if write
            else cell
            for j in range(n_cols)
        ]
        label_w = 7 * max((len(str(r)) for r in self.row_labels), default=1) + 12
        if self.row_name:
            label_w += 16
        head = 20 + (16 if self.title else 0) + (16 if self.col_name else 0)
        xs = [label_w]
        for w in col_w:
            xs.append(xs[-1] + w)
        legend = _legend(scheme, keys, top)
        width = max(
            xs[-1] + 2, label_w + 12 * sum(len(t) + 3 for _, t in legend), 7 * len(self.title) + 4
        )
        height = head + n_rows * cell + 4 + (20 if legend else 0)
        esc = _escape
        parts = [
            f'<svg xmlns="http://www.w3.org/2000/svg" class="cgt-table" width="{width}" '
            f'height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif" '
            'font-size="11">',
            f"<title>{esc(self.title or 'table')}</title>",
        ]
        y = 14
        if self.title:
            parts.append(
                f'<text class="title" x="2" y="{y}" font-weight="bold">{esc(self.title)}</text>'
            )
            y += 16
        if self.col_name:
            mid = (xs[0] + xs[-1]) / 2
            parts.append(
                f'<text class="axis" x="{mid}" y="{y}" text-anchor="middle">'
                f"{esc(self.col_name)}</text>"
            )
        if self.row_name:
            cy = head + n_rows * cell / 2
            parts.append(
                f'<text class="axis" x="10" y="{cy}" text-anchor="middle" '
                f'transform="rotate(-90 10 {cy})">{esc(self.row_name)}</text>'
            )
        for j, c in enumerate(self.col_labels):
            parts.append(
                f'<text class="col-label" x="{xs[j] + col_w[j] / 2}" y="{head - 6}" '
                f'text-anchor="middle">{esc(str(c))}</text>'
            )
        for i, r in enumerate(self.row_labels):
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
                    f'<rect class="cell" data-row="{esc(str(self.row_labels[i]))}" '
                    f'data-col="{esc(str(self.col_labels[j]))}" '
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
        self,
        ax: Any = None,
        colour_by: str | None = None,
        annotate: bool | None = None,
        legend: bool = True,
    ) -> Any:
        """Draw the table as a heat map on matplotlib axes (a new figure when ``ax`` is None);
        returns the axes. Rows run down as printed, with their labels on the left and the
        column labels on top; the colours are those of :meth:`colours`, with a colour bar for
        nim values and numbers and a legend of the outcome classes shown. Each non-empty cell
        is one cell of a mesh in ``ax.collections``. Needs matplotlib (the ``plot`` extra).

        >>> ax = nim_value_table(lambda a, b: a ^ b, 3, 3).plot()  # doctest: +SKIP
        """
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

        scheme, keys = _scheme(self, colour_by)
        top = _top(scheme, keys)
        n_rows, n_cols = self.shape
        write = self._annotate(annotate)
        texts = [[_cell(x) for x in row] for row in self.entries]
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
        ax.set_xticks([j + 0.5 for j in range(n_cols)], [str(c) for c in self.col_labels])
        ax.set_yticks([i + 0.5 for i in range(n_rows)], [str(r) for r in self.row_labels])
        ax.xaxis.tick_top()
        ax.xaxis.set_label_position("top")
        ax.tick_params(length=0)
        ax.set_xlabel(self.col_name)
        ax.set_ylabel(self.row_name)
        if self.title:
            ax.set_title(self.title, pad=24 if self.col_name else 12)
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

    def _annotate(self, annotate: bool | None) -> bool:
        if annotate is None:
            return self.shape[0] * self.shape[1] <= _ANNOTATE_CELLS
        if not isinstance(annotate, bool):
            raise InvalidArgument(f"annotate= must be True, False or None, not {annotate!r}")
        return annotate


class _SVGText(str):
    """SVG text that a notebook shows as the picture (``_repr_svg_``); otherwise a ``str``."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)


# ---------------------------------------------------------------------- colours
def _cell(x: Any) -> str:
    return "" if x is None else str(x)


def _html_cell(x: Any) -> str:
    style = "text-align:right;padding:0 0.5em"
    if isinstance(x, str):
        style += f";background:{_MARKER};color:#ffffff;text-align:center"
    return f'<td style="{style}">{html.escape(_cell(x))}</td>'


def _is_nim(x: Any) -> bool:
    import numbers

    return isinstance(x, numbers.Integral) and not isinstance(x, bool) and x >= 0


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


# ---------------------------------------------------------------------- tables
def _bound(n: object, what: str) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise InvalidArgument(f"{what} must be an integer >= 0, not {n!r}")
    return n


def _callable(position: object, what: str) -> None:
    if not callable(position):
        raise InvalidArgument(
            f"{what}(position): expected a ruleset or a function of (a, b), not {position!r}"
        )


def nim_value_table(
    position: Callable[[int, int], Any], max_row: int, max_col: int, title: str = ""
) -> ValueTable:
    """The nim values of ``position(a, b)`` for 0 ≤ a ≤ ``max_row``, 0 ≤ b ≤ ``max_col``
    (CGSuite's ``NimValueTable``); ``position`` is a coordinate ruleset or any callable giving
    an impartial position (with ``nim_value()``), a form, or a nim value.

    >>> print(nim_value_table(lambda a, b: a ^ b, 1, 2))
    0 | 1 | 2
    --+---+--
    1 | 0 | 3
    """
    _callable(position, "nim_value_table")
    rows = range(_bound(max_row, "max_row") + 1)
    cols = range(_bound(max_col, "max_col") + 1)
    entries = tuple(tuple(_nim(position(a, b)) for b in cols) for a in rows)
    return ValueTable(
        entries, tuple(rows), tuple(cols), title or _name(position), row_name="a", col_name="b"
    )


def game_value_table(
    position: Callable[[int, int], Any], max_row: int, max_col: int, title: str = ""
) -> ValueTable:
    """The values (``game_value()``: canonical forms, or loopy values) of ``position(a, b)``
    for 1 ≤ a ≤ ``max_row``, 1 ≤ b ≤ ``max_col`` (CGSuite's ``GameValueTable``).

    >>> from cgt.rulesets import Cutcake
    >>> print(game_value_table(Cutcake, 2, 3))
     0 | 1 | 2
    ---+---+--
    -1 | 0 | 0
    """
    _callable(position, "game_value_table")
    rows = range(1, _bound(max_row, "max_row") + 1)
    cols = range(1, _bound(max_col, "max_col") + 1)
    entries = tuple(tuple(_value(position(a, b)) for b in cols) for a in rows)
    return ValueTable(
        entries, tuple(rows), tuple(cols), title or _name(position), row_name="a", col_name="b"
    )


def nim_sequence_table(ruleset: Any, n: int, period: int | None = None) -> ValueTable:
    """The nim values g(0) … g(n) of a heap ruleset in rows of ``period`` columns, as Winning
    Ways tabulates octal games: the row labelled k holds g(k), g(k + 1), …, the column
    labelled j the heaps k + j, so a periodic sequence shows as equal rows. Without
    ``period``, the period the ruleset proves from these values
    (``ruleset.periodicity(n + 1)``, by the periodicity theorem) when it proves one, else 12.
    The title says the periodicity proven, if any.

    >>> from cgt.rulesets import kayles
    >>> t = nim_sequence_table(kayles(), 23)
    >>> print(t.text(labels=True))
       | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11
    ---+---+---+---+---+---+---+---+---+---+---+----+---
     0 | 0 | 1 | 2 | 3 | 1 | 4 | 3 | 2 | 1 | 4 |  2 |  6
    ---+---+---+---+---+---+---+---+---+---+---+----+---
    12 | 4 | 1 | 2 | 7 | 1 | 4 | 3 | 2 | 1 | 4 |  6 |  7
    >>> t.title
    'kayles: g(0) … g(23)'
    """
    if not hasattr(ruleset, "nim_values"):
        raise InvalidArgument(
            f"nim_sequence_table(ruleset): expected a heap ruleset (with nim_values(n)), "
            f"not {ruleset!r}"
        )
    n = _bound(n, "n")
    if period is not None and (
        isinstance(period, bool) or not isinstance(period, int) or period < 1
    ):
        raise InvalidArgument(f"period must be an integer >= 1, not {period!r}")
    values = [int(g) for g in ruleset.nim_values(n)]
    proven = ruleset.periodicity(n + 1) if hasattr(ruleset, "periodicity") else None
    p = period if period is not None else proven.period if proven is not None else 12
    starts = tuple(range(0, n + 1, p))
    entries = tuple(tuple(values[k + j] if k + j <= n else None for j in range(p)) for k in starts)
    title = f"{ruleset!r}: g(0) … g({n})"
    if proven is not None:
        title += f"; period {proven.period}, preperiod {proven.preperiod}"
        if proven.saltus:
            title += f", saltus {proven.saltus}"
    return ValueTable(
        entries, starts, tuple(range(p)), title, row_name="first heap", col_name="offset"
    )


def _nim(p: Any) -> int:
    if _is_nim(p):
        return int(p)
    if hasattr(p, "nim_value"):
        return int(p.nim_value())
    from cgt.impartial.nim_values import nim_value

    return nim_value(p)


def _value(p: Any) -> Any:
    if hasattr(p, "game_value"):
        return p.game_value()
    if hasattr(p, "canonical"):
        return p.canonical()
    return p


def _name(position: Any) -> str:
    return getattr(position, "__name__", "") or type(position).__name__
