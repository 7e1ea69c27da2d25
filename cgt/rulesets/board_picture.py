"""Pictures of board positions: an SVG grid, one square per cell, for notebooks.

Grid games (Domineering, Cram, Clobber, Konane, Amazons, Fission) and strip games (Toads and
Frogs, Toppling Dominoes) show through ``_repr_svg_``. Each cell is a ``<rect class="cell">``
carrying its character, row and column (``data-char``, ``data-row``, ``data-col``), so a program
reads the board back from the picture; empty cells are white, blocked ones (``#``) dark. Left's
pieces are blue, Right's red (Left is the first of the ruleset's ``SWAP`` pair), any other
piece (a Fission stone, a grey domino) grey.

>>> from cgt.rulesets import Clobber
>>> text = Clobber("xo.|.ox")._repr_svg_()
>>> text.count('class="cell"'), text.count('class="piece left"'), text.count('class="piece right"')
(6, 2, 2)
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["board_svg", "COLOURS"]

COLOURS = {"left": "#1f4fd1", "right": "#d1241f", "other": "#777777"}
_CELL = 28


def _side(ch: str, swap: tuple[str, str] | None) -> str:
    if swap is not None and ch == swap[0]:
        return "left"
    if swap is not None and ch == swap[1]:
        return "right"
    return "other"


def board_svg(
    rows: Sequence[str],
    swap: tuple[str, str] | None = None,
    shape: str = "stone",
    title: str = "",
) -> str:
    """The board ``rows`` (top first, one character per cell) as an SVG document. ``swap``
    names Left's and Right's piece characters; ``shape`` draws pieces as ``"stone"``\\ s
    (circles) or ``"tile"``\\ s (upright dominoes).

    >>> text = board_svg(["t.f"], ("t", "f"), title="ToadsAndFrogs")
    >>> text.count("<rect"), text.count("<circle")
    (3, 2)
    """
    h = len(rows)
    w = max((len(r) for r in rows), default=0)
    width, height = max(w, 1) * _CELL + 2, max(h, 1) * _CELL + 2
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="cgt-board" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}">',
        f"<title>{_escape(title or '|'.join(rows))}</title>",
    ]
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            x, y = 1 + c * _CELL, 1 + r * _CELL
            fill = "#333333" if ch == "#" else "#ffffff"
            parts.append(
                f'<rect class="cell" data-row="{r}" data-col="{c}" data-char="{_escape(ch)}" '
                f'x="{x}" y="{y}" width="{_CELL}" height="{_CELL}" fill="{fill}" '
                'stroke="#999999"/>'
            )
            if ch in ".#":
                continue
            side = _side(ch, swap)
            colour = COLOURS[side]
            if shape == "tile":
                parts.append(
                    f'<rect class="piece {side}" x="{x + 8}" y="{y + 3}" width="{_CELL - 16}" '
                    f'height="{_CELL - 6}" rx="2" fill="{colour}"/>'
                )
            else:
                half = _CELL / 2
                parts.append(
                    f'<circle class="piece {side}" cx="{x + half}" cy="{y + half}" '
                    f'r="{half - 4}" fill="{colour}"/>'
                )
    parts.append("</svg>")
    return "\n".join(parts)


def _escape(text: str) -> str:
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    )
