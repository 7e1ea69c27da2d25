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
from typing import Any

import attrs

from cgt._deep import run_deep
from cgt.errors import InvalidArgument

__all__ = [
    "ValueTable",
    "nim_value_table",
    "game_value_table",
    "nim_sequence_table",
]

#: The colour of a text entry (Fox and Geese's "X" at the geese) in the HTML table and pictures.
_MARKER = "#4d4d4d"
#: The pictures (colours, svg, plot), installed by :mod:`cgt.rulesets.table_picture`, which
#: sits above this module (it draws tables); ``cgt.rulesets`` imports it.
_PICTURES: list[Any] = []



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
        return _PICTURES[0](self, colour_by)

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
        return _PICTURES[1](self, colour_by, annotate, cell)

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
        return _PICTURES[2](self, ax, colour_by, annotate, legend)

# ---------------------------------------------------------------------- cells
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


def _entries(
    value: Callable[[Any], Any], position: Callable[[int, int], Any], rows: range, cols: range
) -> tuple[tuple[Any, ...], ...]:
    # Run whole on the big-stack thread (run_deep): each cell's search would otherwise hand
    # itself over to that thread and back, which cost half the time of a 201 × 201 table.
    return tuple(tuple(value(position(a, b)) for b in cols) for a in rows)


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
    entries = run_deep(_entries, _nim, position, rows, cols)
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
    entries = run_deep(_entries, _value, position, rows, cols)
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
