"""Clobber and its generalisations (Albert, Grossman, Nowakowski, Wolfe 2005; CGSuite's
``game.grid.GenClobber`` and its presets ``Clobber``, ``AntiClobber``, ``HotClobber``, ``Kings``,
``Knights``, ``Rooks``, ``Queens``).

Boards are CGSuite's grid strings: ``x`` is a stone of Left's, ``o`` one of Right's, ``.`` an
empty cell, ``|`` separates the rows (``"xox|ox."``). In **Clobber** a player moves one of their
stones onto an orthogonally adjacent stone of the opponent's, which is removed (clobbered); the
cell moved from becomes empty. :func:`GenClobber` varies the rule, as CGSuite's schema does:

- ``directions``: the steps a stone may take, as (row, column) offsets, rows counted downwards:
  ``"orthogonal"`` (the default), ``"diagonal"``, ``"all"`` (the eight of a chess king;
  CGSuite's ``Coordinates.Compass``), ``"knight"`` (a knight's eight leaps, over anything), or
  any sequence of offsets such as ``[(0, 1)]``;
- ``clobbered``: which cells each player may move onto, as a string of cell characters per
  player (``{"left": "o", "right": "x"}`` is CGSuite's ``{Left => {2}, Right => {1}}``; ``"."``
  is an empty cell, so ``{"left": ".", "right": "."}`` moves onto empty cells only);
- ``left_behind``: what the cell moved from becomes, per player (``"."``, ``"x"`` or ``"o"``);
- ``max_distance``: how far a stone goes in one move (an integer, or ``math.inf``). A stone
  travels along its direction over empty cells, never turning, and stops at the first cell
  that is not empty or at the cell ``max_distance`` steps away, whichever comes first; it may
  move there when that cell is one ``clobbered`` allows, and it has no move that way when the
  board ends first. (So a stone moving onto empty cells with ``max_distance`` 2 goes exactly
  two cells, as in CGSuite, whose code this follows.)

When a player may move onto empty cells, a board may also hold ``#``, a cell nothing enters or
passes. (CGSuite means to allow ``#`` then too, but its test looks for ``0`` among the *sets*
of clobbered kinds and never finds it, so its ``AntiClobber`` refuses ``#``; boards without
``#`` are read alike.)

Values are added up over independent parts. When no player may move onto an empty cell, stones
interact only with stones they are aligned with (along a direction, at most ``max_distance``
steps apart): no stone ever moves onto a cell that was not a stone's of its own part, and no
stone of another part lies between. The parts play independently, each cut out to its bounding
box, and with ``max_distance`` 1 they are CGSuite's (the groups joined by steps along the
directions and back). When a player may move onto empty cells, only ``#`` separates parts.
CGSuite splits those boards at empty cells too, which is not sound; see :class:`AntiClobber`.
Reflections and rotations of the board that map the set of directions to itself keep the
game; exchanging ``x`` and ``o`` negates it when the rule treats the players alike.

>>> str(Clobber("xox|ox.").canonical()), str(Clobber("xo").canonical())
('{^^*|*,v}', '*')
>>> str(Kings("xox|ox.").canonical()), str(Rooks("xox|ox.").canonical())
('{^^*|*,v[2]}', '{^^*|0,*}')
>>> Diagonal = GenClobber(directions="diagonal")
>>> str(Diagonal("xoxo|oox.|xxx.").canonical()), Diagonal("xo|ox")
('{0,v*|vv}', GenClobber(directions='diagonal')('xo|ox'))
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from operator import itemgetter
from typing import Any, ClassVar

import cgt.rulesets.clobber_bits as clobber_bits
from cgt.errors import InvalidArgument
from cgt.game import Game
from cgt.rulesets.grid import GridGame, _cut_out, images

__all__ = [
    "GenClobber",
    "GenClobberPosition",
    "Clobber",
    "AntiClobber",
    "HotClobber",
    "Kings",
    "Knights",
    "Rooks",
    "Queens",
]

Step = tuple[int, int]

_ORTHOGONAL: tuple[Step, ...] = ((-1, 0), (0, 1), (1, 0), (0, -1))
_DIAGONAL: tuple[Step, ...] = ((-1, 1), (1, 1), (1, -1), (-1, -1))
_KNIGHT: tuple[Step, ...] = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
#: The named direction sets (CGSuite's Coordinates.Orthogonal, Diagonal, Compass, KnightsMove).
_NAMED: dict[str, tuple[Step, ...]] = {
    "orthogonal": _ORTHOGONAL,
    "diagonal": _DIAGONAL,
    "all": _ORTHOGONAL + _DIAGONAL,
    "knight": _KNIGHT,
}
_SWAP = str.maketrans("xo", "ox")
_SIDES: dict[tuple[int, int], tuple[int, int, int, int]] = {}

#: The linear maps of offsets (row, column) that go with grid.images' eight pictures, in order:
#: the board, mirrored left to right, upside down, both; then the same of its transpose.
_IMAGE_MAPS = (
    lambda r, c: (r, c),
    lambda r, c: (r, -c),
    lambda r, c: (-r, c),
    lambda r, c: (-r, -c),
    lambda r, c: (c, r),
    lambda r, c: (c, -r),
    lambda r, c: (-c, r),
    lambda r, c: (-c, -r),
)


@dataclass(frozen=True)
class _Rules:
    """One rule of the family, normalised: equal rules give the same position class."""

    directions: tuple[Step, ...]  # in _order, without repeats
    clobbered: tuple[str, str]  # (Left's, Right's) cell characters, sorted
    left_behind: tuple[str, str]  # (Left's, Right's)
    max_distance: int | float  # an integer >= 1, or math.inf

    @property
    def onto_empty(self) -> bool:
        """Whether some player may move onto an empty cell (then ``#`` cells are allowed)."""
        return "." in self.clobbered[0] or "." in self.clobbered[1]

    def spelling(self) -> str:
        """The call of GenClobber that gives this rule, listing what differs from Clobber."""
        args = []
        named = [k for k, v in _NAMED.items() if _ordered(v) == self.directions]
        if self.directions != _ordered(_ORTHOGONAL):
            d = named[0] if named else list(self.directions)
            args.append(f"directions={d!r}")
        if self.clobbered != ("o", "x"):
            args.append(f"clobbered={{'left': {self.clobbered[0]!r}, 'right': "
                        f"{self.clobbered[1]!r}}}")
        if self.left_behind != (".", "."):
            args.append(f"left_behind={{'left': {self.left_behind[0]!r}, 'right': "
                        f"{self.left_behind[1]!r}}}")
        if self.max_distance != 1:
            d = "math.inf" if self.max_distance == math.inf else str(self.max_distance)
            args.append(f"max_distance={d}")
        return f"GenClobber({', '.join(args)})"


def _ordered(steps: Iterable[Step]) -> tuple[Step, ...]:
    """Steps without repeats, in the order moves are listed: vertical ones first (up, then
    down), then the others by row and column (Clobber's order: up, down, left, right)."""
    return tuple(sorted(set(steps), key=lambda d: (d[1] != 0, d[0], d[1])))


def _directions(directions: object) -> tuple[Step, ...]:
    if isinstance(directions, str):
        try:
            steps = _NAMED[directions]
        except KeyError:
            raise InvalidArgument(
                f"GenClobber(directions=): {directions!r} is not one of "
                f"{', '.join(map(repr, _NAMED))} (or give a sequence of (row, column) steps)"
            ) from None
        return _ordered(steps)
    if not isinstance(directions, Iterable):
        raise InvalidArgument(
            "GenClobber(directions=): a name such as 'orthogonal' or a sequence of "
            f"(row, column) steps, not {type(directions).__name__}"
        )
    out = set()
    for d in directions:
        if (
            not isinstance(d, (tuple, list))
            or len(d) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in d)
        ):
            raise InvalidArgument(
                f"GenClobber(directions=): a step is a pair of integers (row, column), not {d!r}"
            )
        if d[0] == d[1] == 0:
            raise InvalidArgument("GenClobber(directions=): the step (0, 0) goes nowhere")
        out.add((d[0], d[1]))
    return _ordered(out)


def _per_player(value: object, what: str, single: bool) -> tuple[str, str]:
    if not isinstance(value, Mapping) or set(value) != {"left", "right"}:
        raise InvalidArgument(
            f"GenClobber({what}=): a mapping with the keys 'left' and 'right' (such as "
            f"{{'left': 'o', 'right': 'x'}}), not {value!r}"
        )
    out = []
    for side in ("left", "right"):
        v = value[side]
        kinds = "a cell character" if single else "a string of cell characters"
        if not isinstance(v, str) or any(ch not in ".xo" for ch in v) or (
            single and len(v) != 1
        ):
            raise InvalidArgument(
                f"GenClobber({what}=): {side}'s entry is {kinds} among '.', 'x', 'o', "
                f"not {v!r}"
            )
        out.append("".join(sorted(set(v))))
    return out[0], out[1]


def _max_distance(value: object) -> int | float:
    if value == math.inf and isinstance(value, float):
        return math.inf
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise InvalidArgument(
            f"GenClobber(max_distance=): an integer >= 1 or math.inf, not {value!r}"
        )
    return value


def _rules(
    directions: object = "orthogonal",
    clobbered: object = None,
    left_behind: object = None,
    max_distance: object = 1,
) -> _Rules:
    clob = _per_player(
        {"left": "o", "right": "x"} if clobbered is None else clobbered, "clobbered", False
    )
    behind = _per_player(
        {"left": ".", "right": "."} if left_behind is None else left_behind, "left_behind", True
    )
    return _Rules(_directions(directions), clob, behind, _max_distance(max_distance))


#: Rule -> its position class (the presets are entered when they are defined).
_CLASSES: dict[_Rules, type[GenClobberPosition]] = {}


def GenClobber(
    directions: str | Iterable[tuple[int, int]] = "orthogonal",
    clobbered: Mapping[str, str] | None = None,
    left_behind: Mapping[str, str] | None = None,
    max_distance: int | float = 1,
) -> type[GenClobberPosition]:
    """The position class of a generalised Clobber (CGSuite's ``game.grid.GenClobber``).

    Boards are CGSuite's grid strings: ``x`` Left's stones, ``o`` Right's, ``.`` empty, rows
    split by ``|``. A move takes one of the mover's stones along one of ``directions`` (a name
    of the module documentation or (row, column) steps, rows counted down) over empty cells, at
    most ``max_distance`` steps (or ``math.inf``), onto a cell whose character is in the
    mover's entry of ``clobbered`` (default ``{"left": "o", "right": "x"}``); the cell it
    left becomes the mover's entry of ``left_behind`` (default ``{"left": ".", "right": "."}``).
    The module documentation says exactly where a stone stops. Equal rules give the same class
    (and so share its transposition table); the presets are among them: ``GenClobber()`` is
    :class:`Clobber`. Rules whose play can repeat get their values from ``game_value()``.

    >>> GenClobber() is Clobber, GenClobber(directions="all") is Kings
    (True, True)
    >>> Sideways = GenClobber(directions=[(0, 1), (0, -1)], max_distance=2)
    >>> str(Sideways("x.o|o.x").canonical()), Sideways("x.o").left_moves()
    ('0', [GenClobber(directions=[(0, -1), (0, 1)], max_distance=2)('..x')])
    """
    rules = _rules(directions, clobbered, left_behind, max_distance)
    cls = _CLASSES.get(rules)
    if cls is None:
        cls = type(
            "GenClobber",
            (GenClobberPosition,),
            {"__slots__": (), "_RULES": rules, "__module__": __name__, "__doc__": (
                f"Positions of {rules.spelling()} (see :func:`GenClobber`)."
            )},
        )
    return cls


def _position(rules: _Rules, text: str) -> GenClobberPosition:
    """A position from its rule and board (how positions are unpickled)."""
    cls = _CLASSES.get(rules) or GenClobber(
        rules.directions,
        {"left": rules.clobbered[0], "right": rules.clobbered[1]},
        {"left": rules.left_behind[0], "right": rules.left_behind[1]},
        rules.max_distance,
    )
    return cls(text)


class GenClobberPosition(GridGame):
    """A position of a generalised Clobber; each rule is a subclass (see :func:`GenClobber`).

    Its class attributes describe the rule: ``DIRECTIONS`` (the steps, (row, column)),
    ``CLOBBERED`` and ``LEFT_BEHIND`` (pairs: Left's, then Right's), ``MAX_DISTANCE``.

    >>> Clobber.DIRECTIONS, len(Kings.DIRECTIONS), Knights.DIRECTIONS[:2]
    (((-1, 0), (1, 0), (0, -1), (0, 1)), 8, ((-2, -1), (-2, 1)))
    >>> AntiClobber.CLOBBERED, AntiClobber.LEFT_BEHIND, Rooks.MAX_DISTANCE
    (('.', '.'), ('o', 'x'), inf)
    """

    __slots__ = ()
    _RULES: ClassVar[_Rules]
    DIRECTIONS: ClassVar[tuple[Step, ...]]
    CLOBBERED: ClassVar[tuple[str, str]]
    LEFT_BEHIND: ClassVar[tuple[str, str]]
    MAX_DISTANCE: ClassVar[int | float]
    CHARS = "xo."
    ACTIVE = "xo"
    FILL = "."
    SWAP = ("x", "o")
    #: Indices into grid.images' eight pictures that keep the game (the board's symmetries
    #: that map the set of directions to itself).
    _KEEP: ClassVar[tuple[int, ...]]
    #: Whether exchanging x and o (and the players) negates the game.
    _NEGATES: ClassVar[bool]
    _SPELLING: ClassVar[str]
    #: (rows, columns) -> per cell, the rays a stone there may travel: (cells, index of the
    #: cell where the stone stops even on an empty cell, or -1 when the board ends first).
    _RAYS: ClassVar[dict[tuple[int, int], list[list[tuple[tuple[int, ...], int]]]]]
    #: (rows, columns) -> per cell, the cells of the same independent part next to it.
    _LINKS: ClassVar[dict[tuple[int, int], tuple[tuple[int, int], ...]]]
    #: (rows, columns) -> the board's symmetries that keep the game (see _pictures).
    _PICTURES: ClassVar[dict[tuple[int, int], list[tuple[int, int, Any]]]]
    #: A table that writes the board with 1 for the cells of the parts, 0 for the others.
    _ACTIVE_BITS: ClassVar[dict[int, int]]
    #: The bit-board evaluator of canonical forms, for the rules it serves (else None).
    _EVALUATOR: ClassVar[clobber_bits.Evaluator | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        rules = cls.__dict__.get("_RULES")
        if rules is None:
            return
        cls.DIRECTIONS = rules.directions
        cls.CLOBBERED = rules.clobbered
        cls.LEFT_BEHIND = rules.left_behind
        cls.MAX_DISTANCE = rules.max_distance
        cls.CHARS = "xo.#" if rules.onto_empty else "xo."
        cls.ACTIVE = ".xo" if rules.onto_empty else "xo"
        cls.FILL = "#" if rules.onto_empty else "."
        steps = set(rules.directions)
        cls._KEEP = tuple(
            k for k, f in enumerate(_IMAGE_MAPS) if {f(r, c) for r, c in steps} == steps
        )
        cls.TRANSPOSE = 4 in cls._KEEP  # for GridGame's readers; _representative is ours
        swapped = tuple(s.translate(_SWAP) for s in rules.clobbered[::-1])
        behind = tuple(s.translate(_SWAP) for s in rules.left_behind[::-1])
        cls._NEGATES = (
            tuple("".join(sorted(s)) for s in swapped) == rules.clobbered
            and behind == rules.left_behind
        )
        cls._SPELLING = cls.__name__ if cls.__name__ != "GenClobber" else rules.spelling()
        cls._RAYS = {}
        cls._LINKS = {}
        cls._PICTURES = {}
        cls._ACTIVE_BITS = str.maketrans({ch: "1" if ch in cls.ACTIVE else "0" for ch in "xo.#"})
        # One step onto a stone, leaving an empty cell: every move takes a stone off, and the
        # bit-board evaluator (clobber_bits) values the positions.
        cls._EVALUATOR = (
            clobber_bits.Evaluator(rules.directions, rules.clobbered, cls._KEEP, cls._NEGATES)
            if not rules.onto_empty and rules.left_behind == (".", ".")
            and rules.max_distance == 1
            else None
        )
        _CLASSES.setdefault(rules, cls)

    def __repr__(self) -> str:
        return f"{self._SPELLING}({str(self)!r})"

    def canonical(self, max_positions: int | None = None) -> Game:
        ev = self._EVALUATOR
        if ev is None:
            return super().canonical(max_positions)
        return clobber_bits.fast_canonical(self, ev, max_positions)

    def __reduce__(self) -> tuple[Any, ...]:
        return _position, (self._RULES, str(self))

    # ------------------------------------------------------------------ moves
    @classmethod
    def _rays(cls, h: int, w: int) -> list[list[tuple[tuple[int, ...], int]]]:
        rays = cls._RAYS.get((h, w))
        if rays is None:
            reach = cls.MAX_DISTANCE if cls.MAX_DISTANCE != math.inf else max(h, w)
            rays = []
            for r in range(h):
                for c in range(w):
                    here = []
                    for dr, dc in cls.DIRECTIONS:
                        cells = []
                        for n in range(1, int(reach) + 1):
                            y, x = r + n * dr, c + n * dc
                            if not (0 <= y < h and 0 <= x < w):
                                break
                            cells.append(y * w + x)
                        if cells:
                            # the stone stops on the last cell only when it is max_distance
                            # away; when the board ends first, sliding off it is no move
                            last = len(cells) - 1 if len(cells) == cls.MAX_DISTANCE else -1
                            here.append((tuple(cells), last))
                    rays.append(here)
            cls._RAYS[(h, w)] = rays
        return rays

    def _targets(self, flat: str, h: int, w: int, me: str, clob: str) -> list[tuple[int, int]]:
        """The (from, to) cells of the moves of the stones ``me`` onto cells in ``clob``."""
        rays = self._rays(h, w)
        out = []
        i = flat.find(me)
        while i >= 0:
            for cells, last in rays[i]:
                for k, j in enumerate(cells):
                    ch = flat[j]
                    if ch != "." or k == last:
                        if ch in clob:
                            out.append((i, j))
                        break
            i = flat.find(me, i + 1)
        return out

    def _moves(self, me: str, player: int) -> list[Any]:
        rows = self.state
        h, w = len(rows), len(rows[0])
        if not w:
            return []
        flat = "".join(rows)
        behind = self.LEFT_BEHIND[player]
        out = []
        for i, j in self._targets(flat, h, w, me, self.CLOBBERED[player]):
            if i < j:
                s = flat[:i] + behind + flat[i + 1 : j] + me + flat[j + 1 :]
            else:
                s = flat[:j] + me + flat[j + 1 : i] + behind + flat[i + 1 :]
            out.append(self._of(tuple(s[k : k + w] for k in range(0, h * w, w))))
        return out

    def left_moves(self) -> list[Any]:
        return self._moves("x", 0)

    def right_moves(self) -> list[Any]:
        return self._moves("o", 1)

    # ------------------------------------------------------------------ structure
    @classmethod
    def _links(cls, h: int, w: int) -> tuple[tuple[int, int], ...]:
        """The steps that join cells of one independent part, as bit-board shifts: pairs
        (shift, cells the step starts from without leaving the board); cell r*w + c is bit
        r*w + c."""
        links = cls._LINKS.get((h, w))
        if links is None:
            if cls._RULES.onto_empty:
                reach = 1  # stones travel one step at a time, through cells that are not #
            else:  # stones interact with the stones they are aligned with, however far
                reach = cls.MAX_DISTANCE if cls.MAX_DISTANCE != math.inf else max(h, w)
            steps = {
                (n * s * dr, n * s * dc)
                for dr, dc in cls.DIRECTIONS
                for s in (1, -1)
                for n in range(1, int(reach) + 1)
            }
            out = []
            for dr, dc in sorted(steps):
                starts = 0
                for r in range(max(0, -dr), min(h, h - dr)):
                    for c in range(max(0, -dc), min(w, w - dc)):
                        starts |= 1 << (r * w + c)
                if starts:
                    out.append((dr * w + dc, starts))
            links = cls._LINKS[(h, w)] = tuple(out)
        return links

    def components(self) -> list[Any]:
        """The independent parts (see the module documentation), each cut out to its bounding
        box; parts where no player has a move (so never will) are left out.

        >>> Clobber("xo..|...o|..xo").components()
        [Clobber('xo'), Clobber('.o|xo')]
        >>> Rooks("x..o|o...").components(), Knights("x..|..o|..o").components()
        ([Rooks('x..o|o...')], [Knights('x..|..o')])
        """
        rows = self.state
        h, w = len(rows), len(rows[0])
        flat = "".join(rows)
        todo = int(flat.translate(self._ACTIVE_BITS)[::-1] or "0", 2)
        every = todo
        links = self._links(h, w)
        parts = []
        while todo:
            part = todo & -todo
            while True:
                grown = part
                for shift, starts in links:
                    if shift > 0:
                        grown |= (part & starts) << shift
                    else:
                        grown |= (part & starts) >> -shift
                grown &= todo
                if grown == part:
                    break
                part = grown
            parts.append(part)
            todo &= ~part
        if len(parts) == 1:
            top, bottom, first, last = self._sides(h, w)
            if part & top and part & bottom and part & first and part & last:
                return [self]  # one part, touching all four sides: the board itself
        out = []
        for part in parts:
            sub = _cut_out(rows, w, part, every & ~part, self.FILL)
            if len(parts) == 1 or self._has_move("".join(sub), len(sub), len(sub[0])):
                out.append(self._of(sub))
        return out

    @staticmethod
    def _sides(h: int, w: int) -> tuple[int, int, int, int]:
        """Bit masks of the top row, the bottom row, the first column and the last."""
        sides = _SIDES.get((h, w))
        if sides is None:
            column = sum(1 << (r * w) for r in range(h))
            row = (1 << w) - 1
            sides = _SIDES[(h, w)] = (row, row << ((h - 1) * w), column, column << (w - 1))
        return sides

    def _has_move(self, flat: str, h: int, w: int) -> bool:
        if not w:
            return False
        return bool(
            self._targets(flat, h, w, "x", self.CLOBBERED[0])
            or self._targets(flat, h, w, "o", self.CLOBBERED[1])
        )

    @classmethod
    def _pictures(cls, h: int, w: int) -> list[tuple[int, int, Any]]:
        """The board's symmetries that keep the game (identity first), as (rows, columns,
        a function taking the cells in reading order to the picture's cells in reading order)."""
        pictures = cls._PICTURES.get((h, w))
        if pictures is None:
            marks = "".join(chr(0x100 + i) for i in range(h * w))
            rows = tuple(marks[r * w : (r + 1) * w] for r in range(h))
            every = images(rows, True)
            pictures = []
            for k in cls._KEEP:
                pic = every[k]
                order = [ord(ch) - 0x100 for ch in "".join(pic)]
                pictures.append((len(pic), len(pic[0]), itemgetter(*order)))
            cls._PICTURES[(h, w)] = pictures
        return pictures

    def _representative(self) -> tuple[Any, bool]:
        rows = self.state
        h, w = len(rows), len(rows[0])
        if h * w < 2:
            return self, False
        flat = "".join(rows)
        pictures = self._pictures(h, w)
        best = (flat, h, w, False)
        for nh, nw, take in pictures[1:]:
            img = "".join(take(flat))
            if (img, nh) < best[:2]:
                best = (img, nh, nw, False)
        if self._NEGATES:
            swapped = flat.translate(_SWAP)
            for nh, nw, take in pictures:
                img = "".join(take(swapped))
                if (img, nh) < best[:2]:
                    best = (img, nh, nw, True)
        img, nh, nw, negated = best
        if img is flat:
            return self, False
        return self._of(tuple(img[k : k + nw] for k in range(0, nh * nw, nw))), negated


class Clobber(GenClobberPosition):
    """A Clobber position (``x`` Left's stones, ``o`` Right's, ``.`` empty): a stone moves
    onto an orthogonally adjacent stone of the opponent's, which is removed. CGSuite's
    ``game.grid.Clobber`` = ``GenClobber()``.

    >>> str(Clobber("xoxo|oxox").canonical())
    '*'
    """

    __slots__ = ()
    _RULES = _rules()


class AntiClobber(GenClobberPosition):
    """Anti-Clobber (CGSuite's ``game.grid.AntiClobber``): a stone moves onto an orthogonally
    adjacent *empty* cell and leaves a stone of the opponent's behind, a Clobber move played
    backwards. ``GenClobber(clobbered={"left": ".", "right": "."},
    left_behind={"left": "o", "right": "x"})``; ``#`` cells are allowed.

    Unlike CGSuite, cgt does not split these boards at empty cells: two groups of stones next
    to one empty cell both move into it, so they are not independent. CGSuite's
    ``AntiClobber("x.o").CanonicalForm`` is ``0`` (it adds up ``"x"`` and ``"o"``), while either
    stone can move into the middle, leaving ``oxo`` or ``xox``, where nobody moves: ``*``.

    >>> str(AntiClobber("xoxo|oo..").canonical()), str(AntiClobber("x.o").canonical())
    ('{*|-1}', '*')
    """

    __slots__ = ()
    _RULES = _rules(clobbered={"left": ".", "right": "."}, left_behind={"left": "o", "right": "x"})


class HotClobber(GenClobberPosition):
    """Hot Clobber (CGSuite's ``game.grid.HotClobber``): a stone may clobber an orthogonally
    adjacent stone of either colour. ``GenClobber(clobbered={"left": "xo", "right": "xo"})``.

    >>> str(HotClobber("xx").canonical()), str(HotClobber("xo").canonical())
    ('1', '*')
    """

    __slots__ = ()
    _RULES = _rules(clobbered={"left": "xo", "right": "xo"})


class Kings(GenClobberPosition):
    """Kings (CGSuite's ``game.grid.Kings``): Clobber where stones move as chess kings, one
    step in any of the eight directions. ``GenClobber(directions="all")``.

    >>> str(Kings("xox|ox.").canonical())
    '{^^*|*,v[2]}'
    """

    __slots__ = ()
    _RULES = _rules(directions="all")


class Knights(GenClobberPosition):
    """Knights (CGSuite's ``game.grid.Knights``): Clobber where stones move as chess knights,
    leaping over anything. ``GenClobber(directions="knight")``.

    >>> str(Knights("x..|..o").canonical()), str(Knights("xo.|..o").canonical())
    ('*', '*')
    """

    __slots__ = ()
    _RULES = _rules(directions="knight")


class Rooks(GenClobberPosition):
    """Rooks (CGSuite's ``game.grid.Rooks``): Clobber where stones move as chess rooks, any
    distance along a row or column over empty cells. ``GenClobber(max_distance=math.inf)``.

    >>> str(Rooks("xox|ox.").canonical()), str(Rooks("x..o").canonical())
    ('{^^*|0,*}', '*')
    """

    __slots__ = ()
    _RULES = _rules(max_distance=math.inf)


class Queens(GenClobberPosition):
    """Queens (CGSuite's ``game.grid.Queens``): Clobber where stones move as chess queens.
    ``GenClobber(directions="all", max_distance=math.inf)``.

    >>> str(Queens("xox|ox.").canonical())
    '^'
    """

    __slots__ = ()
    _RULES = _rules(directions="all", max_distance=math.inf)
