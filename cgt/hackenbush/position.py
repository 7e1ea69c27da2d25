"""Hackenbush positions: coloured multigraphs standing on the ground.

Blue edges (``l``) are Left's, red (``r``) Right's, green (``e``) either player's. A move
deletes one edge of the mover's colour and everything no longer connected to the ground.
Build a position from CGSuite's graph string with :func:`hackenbush`, or from any edge list:

>>> from cgt.hackenbush import hackenbush, Hackenbush
>>> p = hackenbush("lrlrrllr")
>>> p.canonical()
77/128
>>> q = Hackenbush(edges=[("g", 1, "e"), (1, 2, "e"), (2, "g", "e")], ground={"g"})
>>> q.canonical(), q.spec()
(*, '(e:B;e:Ae:B)')
>>> (p + q).canonical()
77/128*

Questions: ``.game()`` the literal form, ``.canonical()`` the normal-play value (by theory where
it applies: see :mod:`cgt.hackenbush.evaluate`), ``.outcome()``, ``.misere_outcome()`` and
``.explain_misere()`` (see :mod:`cgt.hackenbush.misere`), ``.left_options()``,
``.right_options()``, ``.components()``; pictures with ``.draw()`` and ``_repr_svg_``.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import TYPE_CHECKING, Any

import attrs

from cgt import _plugins
from cgt.errors import InvalidArgument, InvalidGame
from cgt.hackenbush.graph import Position, components, cut, normalise
from cgt.hackenbush.spec import parse_spec, to_spec

#: The winning-moves search, installed by :mod:`cgt.moves`, which sits above the positions
#: it plays on; loaded on first use (:func:`cgt._plugins.load_moves`).
_WINNING_MOVES: list[Any] = []

if TYPE_CHECKING:  # pragma: no cover
    from cgt.game import Game
    from cgt.outcome import Outcome

__all__ = ["Hackenbush", "hackenbush", "COLOUR_LETTERS"]

#: The pictures of a position, ``draw(position, ax, **kwargs)`` and ``svg(position)``:
#: installed by :mod:`cgt.hackenbush.picture` (a picture sits above what it draws).
_PICTURES: dict[str, Any] = {}

#: Accepted colour names, mapped to CGSuite's letters.
COLOUR_LETTERS = {
    "l": "l",
    "r": "r",
    "e": "e",
    "blue": "l",
    "red": "r",
    "green": "e",
    "b": "l",
    "g": "e",
}


def _colour(c: object) -> str:
    if isinstance(c, str) and c.lower() in COLOUR_LETTERS:
        return COLOUR_LETTERS[c.lower()]
    raise InvalidGame(f"an edge colour is l/blue, r/red or e/green, not {c!r}")


def _edges(edges: Iterable[Any]) -> tuple[tuple[Hashable, Hashable, str], ...]:
    if isinstance(edges, (str, bytes)) or not isinstance(edges, Iterable):
        raise InvalidArgument(
            f"Hackenbush(edges, ground): edges is a list of (u, v, colour), not "
            f"{type(edges).__name__}"
        )
    out = []
    for e in edges:
        try:
            u, v, c = e
        except (TypeError, ValueError):
            raise InvalidGame(f"an edge is (u, v, colour), not {e!r}") from None
        out.append((u, v, _colour(c)))
    return tuple(out)


def _ground(ground: Iterable[Hashable]) -> frozenset[Hashable]:
    if isinstance(ground, (str, bytes)) or not isinstance(ground, Iterable):
        ground = [ground]  # type: ignore[list-item]
    g = frozenset(ground)
    if not g:
        raise InvalidGame("a Hackenbush position needs at least one ground vertex")
    return g


@attrs.frozen(eq=False, repr=False)
class Hackenbush:
    """A Hackenbush position: ``edges`` (u, v, colour) between any hashable vertices, and
    the ``ground`` vertices. Loops and multi-edges are allowed; every edge must reach the
    ground (else :class:`~cgt.errors.InvalidGame`). ``p + q`` is the disjoint union; ``-p``
    swaps blue and red. Equality is equality of the labelled graphs; isomorphic positions
    have the same :meth:`game`.

    >>> Hackenbush(edges=[(0, 1, "blue")], ground=set())
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidGame: a Hackenbush position needs at least one ground vertex
    """

    edges: tuple[tuple[Hashable, Hashable, str], ...] = attrs.field(converter=_edges)
    ground: frozenset[Hashable] = attrs.field(converter=_ground)
    _pos: Position = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "_pos", normalise(self.edges, self.ground))

    @classmethod
    def _of(cls, pos: Position) -> Hackenbush:
        """The position with internal shape ``pos`` (ground vertex 0)."""
        return cls(edges=pos, ground={0})

    # ------------------------------------------------------------------ structure
    @property
    def shape(self) -> Position:
        """The internal shape: edges (u, v, letter), u ≤ v, vertices renumbered with the
        ground fused into 0."""
        return self._pos

    def __len__(self) -> int:
        return len(self._pos)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Hackenbush):
            return NotImplemented
        return self._pos == other._pos

    def __hash__(self) -> int:
        return hash(self._pos)

    def __add__(self, other: Hackenbush) -> Hackenbush:
        if not isinstance(other, Hackenbush):
            return NotImplemented
        n = 1 + max((max(u, v) for u, v, _c in self._pos), default=0)
        shifted = [(u + n if u else 0, v + n if v else 0, c) for u, v, c in other._pos]
        return Hackenbush._of(self._pos + tuple(shifted))

    def __neg__(self) -> Hackenbush:
        swap = {"l": "r", "r": "l", "e": "e"}
        return Hackenbush._of(tuple((u, v, swap[c]) for u, v, c in self._pos))

    def conjugate(self) -> Hackenbush:
        """Blue and red swapped (the negative in normal play)."""
        return -self

    @property
    def colours(self) -> frozenset[str]:
        """The edge letters present."""
        return frozenset(c for _u, _v, c in self._pos)

    @property
    def is_red_blue(self) -> bool:
        return "e" not in self.colours

    @property
    def is_green(self) -> bool:
        return self.colours <= {"e"}

    def components(self) -> list[Hackenbush]:
        """The grounded components (parts meeting only at the ground), each a position."""
        return [Hackenbush._of(c) for c in components(self._pos)]

    def _options(self, letters: str) -> list[Hackenbush]:
        seen = set()
        out = []
        for i, e in enumerate(self._pos):
            if e[2] in letters and e not in seen:
                seen.add(e)
                out.append(Hackenbush._of(cut(self._pos, i)))
        return out

    def left_options(self) -> list[Hackenbush]:
        """Positions after Left deletes a blue or green edge (one per distinct edge)."""
        return self._options("le")

    def right_options(self) -> list[Hackenbush]:
        """Positions after Right deletes a red or green edge."""
        return self._options("re")

    # ------------------------------------------------------------------ games
    def game(self) -> Game:
        """The literal game form (isomorphic positions give the same form)."""
        from cgt.hackenbush.evaluate import literal_form

        return literal_form(self._pos)

    def canonical(self) -> Game:
        """The normal-play canonical form, by theory wherever it applies."""
        from cgt.hackenbush.evaluate import value

        return value(self._pos)

    def outcome(self) -> Outcome:
        """The normal-play outcome."""
        return self.canonical().outcome()

    def misere_outcome(self) -> Outcome:
        """The misère outcome: by the papers' theorems when the components are stalks,
        shrubs, sprigs or flowers, otherwise by search (see :meth:`explain_misere`)."""
        from cgt.hackenbush.misere import position_misere

        return position_misere(self)[0]

    def explain_misere(self) -> str:
        """The theorem (paper and number) that gives :meth:`misere_outcome`, or "search".

        >>> for line in hackenbush("e(ee;e)").explain_misere().split("; "):
        ...     print(line)
        Bouton's misère nim (Lo Lemma 2.1: nim-sum 4, a stalk of height ≥ 2)
        shrubs as stalks by Lo Thm 1.1
        """
        from cgt.hackenbush.misere import position_misere

        return position_misere(self)[1]

    def winning_moves(
        self,
        player: str = "left",
        misere: bool = False,
        explain: bool = False,
        max_positions: int | None = None,
    ) -> list[Any]:
        """The cuts of ``player`` after which the mover wins playing second; each
        :class:`~cgt.moves.Move` holds the position after the cut (see
        :func:`cgt.winning_moves`). Misère answers use the papers' theorems where they apply.

        >>> from cgt import hackenbush
        >>> [str(m) for m in hackenbush("ee").winning_moves("left", misere=True)]
        ['hackenbush("e")']
        """
        if not _WINNING_MOVES:
            _plugins.load_moves()
        return _WINNING_MOVES[0](self, player, misere, explain, max_positions)

    # ------------------------------------------------------------------ printing
    def spec(self) -> str:
        """A CGSuite graph string for this position (ground fused into one vertex).

        >>> hackenbush("l(l;rl)").spec()
        'l(l;rl)'
        """
        if not self._pos:
            return "."
        n = 1 + max(max(u, v) for u, v, _c in self._pos)
        return to_spec(self._pos, n)

    def __repr__(self) -> str:
        return f'hackenbush("{self.spec()}")'

    def draw(self, ax: Any = None, **kwargs: Any) -> Any:
        """A matplotlib figure of the position (needs the ``plot`` extra)."""
        return _PICTURES["draw"](self, ax=ax, **kwargs)

    def _repr_svg_(self) -> str:
        return _PICTURES["svg"](self)


def hackenbush(spec: str) -> Hackenbush:
    """The position of a CGSuite Hackenbush string (``l`` blue, ``r`` red, ``e`` green; a run
    of letters is a path up from the ground; ``x(a;b)`` branches; ``:name`` joins vertices;
    see :mod:`cgt.hackenbush.spec`). Raises :class:`~cgt.errors.ParseError` with the column.

    >>> hackenbush("l(l;rl)").canonical(), hackenbush(":Geeee:G").canonical()
    (3/2, 0)
    """
    edges, _names = parse_spec(spec)
    return Hackenbush(edges=edges, ground={0})
