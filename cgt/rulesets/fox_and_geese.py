"""Fox and Geese (Winning Ways ch. 20; CGSuite's ``FoxAndGeese`` and ``GenFoxAndGeese``).

The board is ``width`` columns wide (8 by default) and unbounded upwards; squares are
``(row, col)`` with rows counted from 1 at the bottom, columns from 1 at the left, and only the
squares with ``row + col`` even are used. Left's geese move one square diagonally downwards;
Right's fox moves diagonally in any of the four directions, up to ``fox_range`` squares in one
direction (1 in the classical game, 2 in the Ceylonese variant) without passing over a goose.
Nobody captures: the geese win by trapping the fox.

The fox can step back where it came from, so play repeats and values are loopy
(``game_value()``). Once the fox is level with the highest goose, or one row below it with a
free square diagonally above, it has escaped: the geese, which only move down, can never block
it again, so the fox can move for ever while the geese have finitely many moves left. Such a
position is a stopper no greater than ``off`` (Right, never short of a move, survives it plus
``on`` whoever starts), so it is ``off``; the game graph holds one ``off`` vertex for all of
them, which keeps it finite.

>>> p = FoxAndGeese([(2, 2)], (1, 1))
>>> str(p), sorted(map(str, p.left_moves())), sorted(map(str, p.right_moves()))
('FoxAndGeese([(2, 2)], (1, 1))', ['FoxAndGeese([(1, 3)], (1, 1))'], [])
>>> str(FoxAndGeese([(3, 1), (3, 3)], (1, 1)).outcome())   # whoever moves first wins
'N'
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from cgt.errors import InvalidArgument, InvalidGame, NotShortGame
from cgt.game import Game
from cgt.rulesets.base import FrozenPosition

if TYPE_CHECKING:  # the table module loads on first use
    from cgt.rulesets.table import ValueTable

__all__ = ["FoxAndGeese", "GenFoxAndGeese", "CeyloneseFoxAndGeese"]

Square = tuple[int, int]

_GOOSE_STEPS = ((-1, -1), (-1, 1))
_FOX_STEPS = ((-1, -1), (-1, 1), (1, -1), (1, 1))

#: The vertex standing for every position where the fox has escaped: ``off`` = ``{|off}``.
_ESCAPED = "off"
#: A vertex from which Left moves to each of several starts (one graph for a values table).
_ROOT = "root"


def _square(c: Any, what: str, width: int) -> Square:
    if (
        not isinstance(c, (tuple, list))
        or len(c) != 2
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in c)
    ):
        raise InvalidArgument(f"FoxAndGeese: {what} is a (row, col) pair of integers, not {c!r}")
    row, col = c
    if row < 1 or not 1 <= col <= width or (row + col) % 2:
        raise InvalidGame(
            f"FoxAndGeese: {what} {tuple(c)} is no square of the board "
            f"(1 <= col <= {width}; row >= 1; row + col even)"
        )
    return (row, col)


def _geese(geese: Any, width: int) -> list[Square]:
    if isinstance(geese, (str, bytes)) or not isinstance(geese, Iterable):
        raise InvalidArgument(
            f"FoxAndGeese(geese): expected a collection of (row, col) squares, not {geese!r}"
        )
    squares = [_square(g, "a goose", width) for g in geese]
    if not squares:
        raise InvalidGame("FoxAndGeese: there must be at least one goose")
    if len(set(squares)) != len(squares):
        raise InvalidGame("FoxAndGeese: two geese on one square")
    return squares


class FoxAndGeese(FrozenPosition):
    """A Fox and Geese position: the geese's squares (Left's), the fox's square (Right's).
    ``width`` and ``fox_range`` default to the class's (8 and 1 here; see
    :func:`GenFoxAndGeese`).

    >>> FoxAndGeese([(4, 2), (4, 4)], (1, 1), width=4)
    FoxAndGeese([(4, 2), (4, 4)], (1, 1), width=4)
    """

    __slots__ = ()
    #: The board's width and the fox's range of this ruleset (CGSuite's GenFoxAndGeese).
    WIDTH = 8
    FOX_RANGE = 1
    #: The fox steps back where it came from: play repeats (see :class:`~cgt.rulesets.Ruleset`).
    LOOPY = True

    def __init__(
        self,
        geese: Iterable[Square],
        fox: Square,
        width: int | None = None,
        fox_range: int | None = None,
    ) -> None:
        width = type(self).WIDTH if width is None else width
        fox_range = type(self).FOX_RANGE if fox_range is None else fox_range
        for name, n in (("width", width), ("fox_range", fox_range)):
            if isinstance(n, bool) or not isinstance(n, int) or n < 1:
                raise InvalidArgument(f"FoxAndGeese({name}=): expected an integer >= 1, not {n!r}")
        squares = _geese(geese, width)
        f = _square(fox, "the fox", width)
        if f in squares:
            raise InvalidGame(f"FoxAndGeese: the fox and a goose on one square {f}")
        self._init((tuple(sorted(squares)), f, width, fox_range))

    @property
    def geese(self) -> tuple[Square, ...]:
        """The geese's squares, sorted."""
        return self.state[0]  # type: ignore[no-any-return]

    @property
    def fox(self) -> Square:
        """The fox's square."""
        return self.state[1]  # type: ignore[no-any-return]

    def __str__(self) -> str:
        _, _, width, fox_range = self.state
        cls = type(self)
        extra = (f", width={width}" if width != cls.WIDTH else "") + (
            f", fox_range={fox_range}" if fox_range != cls.FOX_RANGE else ""
        )
        return f"{cls.__name__}({list(self.geese)}, {self.fox}{extra})"

    def __repr__(self) -> str:
        return str(self)

    def _on_board(self, row: int, col: int) -> bool:
        return row >= 1 and 1 <= col <= self.state[2]

    def left_moves(self) -> list[FoxAndGeese]:
        geese, fox, width, fox_range = self.state
        taken = set(geese) | {fox}
        out = []
        for i, (r, c) in enumerate(geese):
            for dr, dc in _GOOSE_STEPS:
                to = (r + dr, c + dc)
                if self._on_board(*to) and to not in taken:
                    moved = tuple(sorted(geese[:i] + (to,) + geese[i + 1 :]))
                    out.append(self._of((moved, fox, width, fox_range)))
        return out

    def right_moves(self) -> list[FoxAndGeese]:
        geese, (r, c), width, fox_range = self.state
        taken = set(geese)
        out = []
        for dr, dc in _FOX_STEPS:
            for k in range(1, fox_range + 1):
                to = (r + k * dr, c + k * dc)
                if not self._on_board(*to) or to in taken:
                    break  # the fox passes over no goose and leaves no board
                out.append(self._of((geese, to, width, fox_range)))
        return out

    def escaped(self) -> bool:
        """Whether the fox is past the geese for good (the position is ``off``)."""
        top = max(r for r, _ in self.geese)
        row, col = self.fox
        if row >= top:
            return True
        return row == top - 1 and any(
            self._on_board(row + 1, col + dc) and (row + 1, col + dc) not in self.geese
            for dc in (-1, 1)
        )

    def depth_hint(self) -> int:
        return sum(r for r, _ in self.geese) * 8

    # ------------------------------------------------------------------ loopy play
    def game_graph(self, max_positions: int | None = None) -> Any:
        """The game graph, every position where the fox has escaped merged into one ``off``
        vertex (see the module documentation)."""
        return _explore([self], max_positions)[0]

    @classmethod
    def values_table(
        cls,
        geese: Iterable[Square],
        width: int | None = None,
        fox_range: int | None = None,
        max_positions: int | None = None,
    ) -> ValueTable:
        """The value of the position with the fox on each square, the geese fixed: CGSuite's
        ``GenFoxAndGeese(width, fox_range).ValuesTable(geese)``. Rows run from the highest
        goose's row down to 1 (as the board is seen), columns 1 … ``width``; a goose's square
        holds ``"X"``, a square of the playing colour (``row + col`` even) the loopy value
        (:meth:`game_value`) of the fox there, any other square nothing (``None``, an empty
        cell). ``str()`` prints it as CGSuite does; ``.plot()`` colours it by outcome.

        All the positions share one game graph, explored once (``max_positions`` bounds it),
        and their stoppers are simplified together.

        >>> t = FoxAndGeese.values_table([(2, 2)], width=2)   # the fox at (1, 1) is stuck
        >>> t.tolist(), t.row_labels, t.col_labels
        ([[None, 'X'], [0, None]], (2, 1), (1, 2))
        >>> str(t).splitlines()
        ['  | X', '--+--', '0 |  ']
        """
        from cgt.loopy import loopy_value
        from cgt.loopy.stopper import simplify, stopper_vertices
        from cgt.rulesets.table import ValueTable

        width = cls.WIDTH if width is None else width
        fox_range = cls.FOX_RANGE if fox_range is None else fox_range
        for name, n in (("width", width), ("fox_range", fox_range)):
            if isinstance(n, bool) or not isinstance(n, int) or n < 1:
                raise InvalidArgument(
                    f"FoxAndGeese.values_table({name}=): expected an integer >= 1, not {n!r}"
                )
        squares = set(_geese(geese, width))
        top = max(r for r, _ in squares)
        rows = tuple(range(top, 0, -1))
        cols = tuple(range(1, width + 1))
        foxes = {
            (r, c): cls._of((tuple(sorted(squares)), (r, c), width, fox_range))
            for r in rows
            for c in cols
            if (r + c) % 2 == 0 and (r, c) not in squares
        }
        graph, vertex = _explore(list(foxes.values()), max_positions)
        # The stoppers among them are simplified together, in one pass over the graph; a
        # value is then read off the small simplified graph (and any other found alone).
        stops = stopper_vertices(graph)
        roots = list(dict.fromkeys(v for v in vertex.values() if stops[v]))
        simple, where = simplify(graph, roots) if roots else (graph, [])
        found = {r: loopy_value(simple.at(w)) for r, w in zip(roots, where, strict=True)}
        values = {
            sq: found[vertex[p]] if vertex[p] in found else loopy_value(graph.at(vertex[p]))
            for sq, p in foxes.items()
        }
        entries = tuple(
            tuple("X" if (r, c) in squares else values.get((r, c)) for c in cols) for r in rows
        )
        extra = (f", width={width}" if width != 8 else "") + (
            f", fox_range={fox_range}" if fox_range != 1 else ""
        )
        return ValueTable(
            entries,
            rows,
            cols,
            title=f"FoxAndGeese.values_table({sorted(squares)}{extra})",
            row_name="row",
            col_name="col",
        )

    def _refuse_if_loopy(self, what: str) -> None:
        if self.game_graph().is_cyclic():
            raise NotShortGame(
                f"FoxAndGeese.{what}: the fox can move back and forth, so play repeats and "
                "this is no short game; use game_value() for its loopy value"
            )

    def canonical(self, max_positions: int | None = None) -> Game:
        self._refuse_if_loopy("canonical()")
        return super().canonical(max_positions)

    def game(self, max_positions: int | None = 200_000) -> Game:
        self._refuse_if_loopy("game()")
        return super().game(max_positions)

    def misere_outcome(self, max_positions: int | None = None) -> Any:
        self._refuse_if_loopy("misere_outcome()")
        return super().misere_outcome(max_positions)


def _explore(
    starts: list[FoxAndGeese], max_positions: int | None
) -> tuple[Any, dict[Any, int]]:
    """The game graph from ``starts`` (one start: its own graph; several: a graph in which a
    root reaches them all), every escaped position merged into one ``off`` vertex, and the
    vertex of each start."""
    from cgt.loopy.graph import explore
    from cgt.rulesets.base import MAX_POSITIONS

    def merged(ps: Iterable[FoxAndGeese]) -> list[Any]:
        return [_ESCAPED if p.escaped() else p for p in ps]

    def left(p: Any) -> list[Any]:
        if p == _ROOT:
            return merged(starts)
        return [] if p == _ESCAPED else merged(p.left_moves())

    def right(p: Any) -> list[Any]:
        if p == _ROOT:
            return []
        return [_ESCAPED] if p == _ESCAPED else merged(p.right_moves())

    bound = MAX_POSITIONS if max_positions is None else max_positions
    if len(starts) == 1:
        first = starts[0]
        graph, _ = explore(_ESCAPED if first.escaped() else first, left, right, max_vertices=bound)
        return graph, {first: 0}
    graph, positions = explore(_ROOT, left, right, max_vertices=bound + 1)
    index = {p: i for i, p in enumerate(positions)}
    return graph, {p: index[_ESCAPED if p.escaped() else p] for p in starts}


_RULESETS: dict[tuple[int, int], type[FoxAndGeese]] = {(8, 1): FoxAndGeese}


def GenFoxAndGeese(width: int = 8, fox_range: int = 1) -> type[FoxAndGeese]:  # noqa: N802
    """The Fox and Geese ruleset on a board ``width`` columns wide with a fox that moves up to
    ``fox_range`` squares (CGSuite's ``GenFoxAndGeese``): the position class, one per
    parameters (``GenFoxAndGeese()`` is :class:`FoxAndGeese`).

    >>> Ceylonese = GenFoxAndGeese(fox_range=2)
    >>> Ceylonese is CeyloneseFoxAndGeese, Ceylonese([(3, 1), (3, 3)], (1, 1), width=4)
    (True, CeyloneseFoxAndGeese([(3, 1), (3, 3)], (1, 1), width=4))
    """
    for name, n in (("width", width), ("fox_range", fox_range)):
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise InvalidArgument(f"GenFoxAndGeese({name}=): expected an integer >= 1, not {n!r}")
    cls = _RULESETS.get((width, fox_range))
    if cls is None:
        name = "CeyloneseFoxAndGeese" if (width, fox_range) == (8, 2) else (
            f"GenFoxAndGeese(width={width}, fox_range={fox_range})"
        )
        cls = type(name, (FoxAndGeese,), {"__slots__": (), "WIDTH": width,
                                          "FOX_RANGE": fox_range})
        cls.__module__ = __name__
        _RULESETS[width, fox_range] = cls
    return cls


#: The Ceylonese variant: the fox moves up to two squares in one direction (CGSuite's
#: ``CeyloneseFoxAndGeese``).
CeyloneseFoxAndGeese = GenFoxAndGeese(fox_range=2)
