"""Games on rectangular grids: parsing CGSuite's grid strings, symmetries, regions.

A grid is written as CGSuite writes it: rows separated by ``|``, one character per cell
(``"xoxo|oxox"``; ``.`` empty, ``#`` blocked). A :class:`GridGame` holds its rows as a tuple
of strings; subclasses say which characters they accept, how pieces move, which cells make
up independent regions, and which of the eight symmetries of the rectangle keep the game or
negate it.

>>> from cgt.rulesets import Domineering
>>> p = Domineering("...|.#.")
>>> str(p), p.rows, repr(p)
('...|.#.', ('...', '.#.'), "Domineering('...|.#.')")
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar, TypeVar

from cgt.errors import InvalidArgument, ParseError
from cgt.rulesets.base import FrozenPosition

__all__ = ["GridGame", "parse_grid", "images", "regions", "crop"]

Rows = tuple[str, ...]
Mask = tuple[int, int, int]  # a bit board (h, w, m), see _mask_regions
G = TypeVar("G", bound="GridGame")


def parse_grid(text: str, chars: str, what: str = "grid") -> Rows:
    """Rows of a CGSuite grid string, checked: only ``chars``, all rows of one length.

    >>> parse_grid("x.o|.ox", "xo.")
    ('x.o', '.ox')
    >>> parse_grid("x.o|.q", "xo.")
    Traceback (most recent call last):
    ...
    cgt.errors.ParseError: a grid cell must be one of 'xo.', not 'q' (column 6)
      x.o|.q
           ^
    """
    if not isinstance(text, str):
        raise InvalidArgument(
            f"a {what} is given as a string such as '..|..', not {type(text).__name__}"
        )
    rows = text.split("|")
    col = 0
    for i, row in enumerate(rows):
        for j, ch in enumerate(row):
            if ch not in chars:
                raise ParseError(
                    f"a grid cell must be one of {chars!r}, not {ch!r}", text, col + j + 1
                )
        if len(row) != len(rows[0]):
            raise ParseError(
                f"row {i + 1} has {len(row)} cells but row 1 has {len(rows[0])}", text, col + 1
            )
        col += len(row) + 1
    return tuple(rows)


def _transpose(rows: Rows) -> Rows:
    return tuple("".join(col) for col in zip(*rows, strict=True)) if rows and rows[0] else rows


def images(rows: Rows, transpose: bool) -> list[Rows]:
    """The grid under the reflections of the rectangle (four), and with ``transpose`` also
    under the diagonal ones (eight in all)."""
    out = [rows, tuple(r[::-1] for r in rows), rows[::-1], tuple(r[::-1] for r in rows[::-1])]
    if transpose:
        t = _transpose(rows)
        out += [t, tuple(r[::-1] for r in t), t[::-1], tuple(r[::-1] for r in t[::-1])]
    return out


_EDGES: dict[tuple[int, int], tuple[int, int]] = {}


def _edge_masks(h: int, w: int) -> tuple[int, int]:
    """Bit masks of the cells not in the last column, and not in the first."""
    m = _EDGES.get((h, w))
    if m is None:
        not_last = sum(1 << (r * w + c) for r in range(h) for c in range(w - 1))
        not_first = sum(1 << (r * w + c) for r in range(h) for c in range(1, w))
        m = _EDGES[(h, w)] = (not_last, not_first)
    return m


def region_masks(rows: Rows, active: str) -> list[int]:
    """The orthogonally connected regions of cells whose character is in ``active``, as bit
    masks over the cells in reading order (flood fill by shifts of the whole board)."""
    if not rows or not rows[0]:
        return []
    h, w = len(rows), len(rows[0])
    flat = "".join(rows)
    todo = 0
    for ch in active:
        k = flat.find(ch)
        while k >= 0:
            todo |= 1 << k
            k = flat.find(ch, k + 1)
    return _flood(todo, w, *_edge_masks(h, w))


def _flood(todo: int, w: int, not_last: int, not_first: int) -> list[int]:
    """The orthogonally connected regions of the cells of bit mask ``todo`` (width ``w``; the
    edge masks keep shifts by one from wrapping round a row)."""
    out = []
    while todo:
        comp = todo & -todo
        while True:
            grown = (
                comp
                | (comp << w)
                | (comp >> w)
                | ((comp & not_last) << 1)
                | ((comp & not_first) >> 1)
            ) & todo
            if grown == comp:
                break
            comp = grown
        out.append(comp)
        todo &= ~comp
    return out


# Bit boards of any size (Python ints): a board is (h, w, m), bit r*w + c of m set for the
# cells in play. cgt.rulesets.domineering holds the same functions typed to machine words.


def _mask_regions(m: int, w: int, not_last: int, not_first: int) -> list[int]:
    """The regions of the cells of ``m`` that have a neighbour in ``m`` (the cells a domino
    can cover)."""
    todo = m & ((m >> w) | (m << w) | ((m & not_last) << 1) | ((m & not_first) >> 1))
    return _flood(todo, w, not_last, not_first)


def _mask_crop(w: int, m: int) -> Mask:
    """The bounding box of the cells of ``m`` (a board of width ``w``)."""
    r0 = ((m & -m).bit_length() - 1) // w
    r1 = (m.bit_length() - 1) // w
    full = (1 << w) - 1
    every = 0
    for r in range(r0, r1 + 1):
        every |= (m >> (r * w)) & full
    c0 = (every & -every).bit_length() - 1
    nw = every.bit_length() - c0
    keep = (1 << nw) - 1
    out = 0
    for r in range(r1, r0 - 1, -1):
        out = out << nw | ((m >> (r * w + c0)) & keep)
    return r1 - r0 + 1, nw, out


_MIRRORS: dict[int, list[int]] = {}


def _mirror_table(w: int) -> list[int] | None:
    """The rows of width ``w`` reflected left to right, indexed by row; None for rows wider
    than 12 (a table of 2^w entries would cost more than it saves)."""
    if w > 12:
        return None
    t = _MIRRORS.get(w)
    if t is None:
        t = _MIRRORS[w] = [int(format(r, f"0{w}b")[::-1], 2) if w else 0 for r in range(1 << w)]
    return t


def _mask_images(h: int, w: int, m: int) -> tuple[list[Mask], list[Mask]]:
    """(the four reflections of the board, the four reflections of its transpose)."""
    full = (1 << w) - 1
    t = _mirror_table(w)
    a = b = c = d = 0  # the board; mirrored left to right; upside down; both
    cols = [0] * w
    for r in range(h):
        row = (m >> (r * w)) & full
        mirrored = t[row] if t is not None else int(format(row, f"0{w}b")[::-1], 2)
        a |= row << (r * w)
        b |= mirrored << (r * w)
        c |= row << ((h - 1 - r) * w)
        d |= mirrored << ((h - 1 - r) * w)
        bit = 1 << r
        while row:
            low = row & -row
            cols[low.bit_length() - 1] |= bit
            row ^= low
    t = _mirror_table(h)
    ta = tb = tc = td = 0  # the same of the transpose
    for k in range(w):
        col = cols[k]
        mirrored = t[col] if t is not None else int(format(col, f"0{h}b")[::-1], 2)
        ta |= col << (k * h)
        tb |= mirrored << (k * h)
        tc |= col << ((w - 1 - k) * h)
        td |= mirrored << ((w - 1 - k) * h)
    same = [(h, w, a), (h, w, b), (h, w, c), (h, w, d)]
    return same, [(w, h, ta), (w, h, tb), (w, h, tc), (w, h, td)]


def regions(rows: Rows, active: str) -> list[list[tuple[int, int]]]:
    """The orthogonally connected regions of cells whose character is in ``active``.

    >>> regions(("..#", "#.#", "#.."), ".")
    [[(0, 0), (0, 1), (1, 1), (2, 1), (2, 2)]]
    """
    w = len(rows[0]) if rows else 0
    out = []
    for comp in region_masks(rows, active):
        cells = []
        while comp:
            low = comp & -comp
            cells.append(divmod(low.bit_length() - 1, w))
            comp ^= low
        out.append(cells)
    return out


def crop(rows: Rows, cells: Sequence[tuple[int, int]], fill: str) -> Rows:
    """The bounding box of ``cells``, keeping their characters and filling the rest."""
    r0 = min(r for r, _ in cells)
    r1 = max(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    c1 = max(c for _, c in cells)
    grid = [[fill] * (c1 - c0 + 1) for _ in range(r1 - r0 + 1)]
    for r, c in cells:
        grid[r - r0][c - c0] = rows[r][c]
    return tuple("".join(row) for row in grid)


def _cut_out(rows: Rows, w: int, region: int, others: int, fill: str) -> Rows:
    """The bounding box of the cells in bit mask ``region``, with the cells of ``others``
    (other regions) inside it replaced by ``fill``."""
    first = (region & -region).bit_length() - 1
    last = region.bit_length() - 1
    r0, r1 = first // w, last // w
    c0, c1 = w, -1
    for r in range(r0, r1 + 1):
        row_bits = (region >> (r * w)) & ((1 << w) - 1)
        if row_bits:
            c0 = min(c0, (row_bits & -row_bits).bit_length() - 1)
            c1 = max(c1, row_bits.bit_length() - 1)
    out = []
    for r in range(r0, r1 + 1):
        row = rows[r][c0 : c1 + 1]
        stray = (others >> (r * w + c0)) & ((1 << (c1 - c0 + 1)) - 1)
        if stray:
            cells = list(row)
            while stray:
                low = stray & -stray
                cells[low.bit_length() - 1] = fill
                stray ^= low
            row = "".join(cells)
        out.append(row)
    return tuple(out)


def replace(rows: Rows, changes: Iterable[tuple[int, int, str]]) -> Rows:
    """The grid with some cells changed."""
    grid = [list(row) for row in rows]
    for r, c, ch in changes:
        grid[r][c] = ch
    return tuple("".join(row) for row in grid)


class GridGame(FrozenPosition):
    """A position on a rectangular grid (see the module documentation)."""

    __slots__ = ()

    #: The characters a cell may hold.
    CHARS: ClassVar[str] = ".#"
    #: Cells of these characters form the regions that play independently.
    ACTIVE: ClassVar[str] = "."
    #: The character outside a region when it is cut out.
    FILL: ClassVar[str] = "#"
    #: The diagonal reflections keep the game (True), negate it ("negate"), or neither (False).
    TRANSPOSE: ClassVar[bool | str] = False
    #: Pairs of characters whose exchange negates the game (e.g. the players' stones).
    SWAP: ClassVar[tuple[str, str] | None] = None

    def __init__(self, grid: str | Sequence[str]) -> None:
        is_rows = isinstance(grid, (list, tuple)) and all(isinstance(r, str) for r in grid)
        text = "|".join(grid) if is_rows else grid
        if not isinstance(text, str):
            raise InvalidArgument(
                f"{type(self).__name__}(grid): a grid is a string such as '..|..' or a list of "
                f"row strings, not {type(grid).__name__}"
            )
        self._init(parse_grid(text, self.CHARS, type(self).__name__))

    @property
    def rows(self) -> Rows:
        """The rows of the grid, top first."""
        return self.state  # type: ignore[no-any-return]

    def __str__(self) -> str:
        return "|".join(self.state)

    def _repr_svg_(self) -> str:
        """The board as an SVG grid, for notebooks (see :mod:`cgt.rulesets.board_picture`)."""
        from cgt.rulesets.board_picture import board_svg

        return board_svg(self.rows, self.SWAP, title=repr(self))

    def depth_hint(self) -> int:
        return sum(len(r) for r in self.rows)

    # ------------------------------------------------------------------ structure
    def components(self: G) -> list[G]:
        masks = region_masks(self.rows, self.ACTIVE)
        w = len(self.rows[0]) if self.rows else 0
        every = 0
        for m in masks:
            every |= m
        out = []
        for m in masks:
            sub = _cut_out(self.rows, w, m, every & ~m, self.FILL)
            if sub == self.rows:
                return [self]
            if self._live(sub):
                out.append(self._of(sub))
        return out

    def _live(self, rows: Rows) -> bool:
        """Whether a region can have moves at all (dead regions are 0 and dropped)."""
        return True

    def _representative(self: G) -> tuple[G, bool]:
        best, negated = self.rows, False
        for img in images(self.rows, self.TRANSPOSE is True):
            if img < best:
                best = img
        negs: list[Rows] = []
        if self.TRANSPOSE == "negate":
            negs += images(_transpose(self.rows), False)
        if self.SWAP is not None:
            a, b = self.SWAP
            table = str.maketrans(a + b, b + a)
            swapped = tuple(r.translate(table) for r in self.rows)
            negs += images(swapped, self.TRANSPOSE is True)
        for img in negs:
            if img < best:
                best, negated = img, True
        return (self if best is self.rows else self._of(best)), negated
