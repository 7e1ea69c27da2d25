"""Tables of values: nim values or game values of a two-parameter family of positions, as
CGSuite's ``NimValueTable`` and ``GameValueTable`` give them.

A :class:`ValueTable` holds its entries row by row with the labels of its rows and columns;
``str()`` prints it exactly as CGSuite prints a table (cells right-aligned in columns split by
``|``, rows by a ruled line), and notebooks show it as an HTML table with the labels.

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
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterator
from typing import Any

import attrs

from cgt.errors import InvalidArgument

__all__ = ["ValueTable", "nim_value_table", "game_value_table"]


@attrs.frozen
class ValueTable:
    """A table of values: ``entries[i][j]`` is the value at row label ``row_labels[i]`` and
    column label ``col_labels[j]`` (``None`` prints as an empty cell)."""

    entries: tuple[tuple[Any, ...], ...]
    row_labels: tuple[Any, ...]
    col_labels: tuple[Any, ...]
    title: str = ""

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

    def tolist(self) -> list[list[Any]]:
        """The entries as a list of rows."""
        return [list(row) for row in self.entries]

    def __str__(self) -> str:
        cells = [["" if x is None else str(x) for x in row] for row in self.entries]
        if not cells or not cells[0]:
            return ""
        widths = [max(len(row[j]) for row in cells) for j in range(len(cells[0]))]
        lines = [" | ".join(x.rjust(w) for x, w in zip(row, widths, strict=True)) for row in cells]
        last = len(widths) - 1
        rule = "+".join(
            "-" * (w + (j > 0) + (j < last)) for j, w in enumerate(widths)
        )
        return f"\n{rule}\n".join(lines)

    def _repr_html_(self) -> str:
        esc = html.escape
        head = "".join(f"<th>{esc(str(c))}</th>" for c in self.col_labels)
        body = "".join(
            f"<tr><th>{esc(str(r))}</th>"
            + "".join(f"<td>{'' if x is None else esc(str(x))}</td>" for x in row)
            + "</tr>"
            for r, row in zip(self.row_labels, self.entries, strict=True)
        )
        caption = f"<caption>{esc(self.title)}</caption>" if self.title else ""
        return (
            f"<table>{caption}<thead><tr><th></th>{head}</tr></thead>"
            f"<tbody>{body}</tbody></table>"
        )


def _bound(n: object, what: str) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise InvalidArgument(f"{what} must be an integer >= 0, not {n!r}")
    return n


def nim_value_table(
    position: Callable[[int, int], Any], max_row: int, max_col: int, title: str = ""
) -> ValueTable:
    """The nim values of ``position(a, b)`` for 0 ≤ a ≤ ``max_row``, 0 ≤ b ≤ ``max_col``
    (CGSuite's ``NimValueTable``); ``position`` is a coordinate ruleset or any callable giving
    an impartial position (with ``nim_value()``) or form."""
    rows = range(_bound(max_row, "max_row") + 1)
    cols = range(_bound(max_col, "max_col") + 1)
    entries = tuple(tuple(_nim(position(a, b)) for b in cols) for a in rows)
    return ValueTable(entries, tuple(rows), tuple(cols), title or _name(position))


def game_value_table(
    position: Callable[[int, int], Any], max_row: int, max_col: int, title: str = ""
) -> ValueTable:
    """The values (``game_value()``: canonical forms, or loopy values) of ``position(a, b)``
    for 1 ≤ a ≤ ``max_row``, 1 ≤ b ≤ ``max_col`` (CGSuite's ``GameValueTable``)."""
    rows = range(1, _bound(max_row, "max_row") + 1)
    cols = range(1, _bound(max_col, "max_col") + 1)
    entries = tuple(tuple(_value(position(a, b)) for b in cols) for a in rows)
    return ValueTable(entries, tuple(rows), tuple(cols), title or _name(position))


def _nim(p: Any) -> int:
    if hasattr(p, "nim_value"):
        return int(p.nim_value())
    from cgt.impartial.nim_values import nim_value

    return nim_value(p)


def _value(p: Any) -> Any:
    if hasattr(p, "game_value"):
        return p.game_value()
    return p.canonical()


def _name(position: Any) -> str:
    return getattr(position, "__name__", "") or type(position).__name__
