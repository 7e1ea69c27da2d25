"""The ``Ruleset`` base: positions that know their moves, and get values for free.

A ruleset is a class of immutable, hashable positions. Subclass :class:`Ruleset` and define
``left_moves()`` and ``right_moves()`` (iterables of positions of the same class); you get
``.game()`` (the literal form), ``.canonical()``, ``.outcome()`` and ``.misere_outcome()``.
A ruleset whose play can return to an earlier position (a loopy one) gets its value from
``.game_value()``: a short game's canonical form when no position repeats, else the loopy value
of its game graph; ``.canonical()`` and ``.game()`` of such a position detect the cycle and
raise :class:`~cgt.errors.NotShortGame` naming ``game_value()``.
A ruleset may also declare

- ``components()``: positions whose disjunctive sum this position is (independent regions of
  a board); normal-play values are then added up component by component;
- ``symmetries()``: positions with the same game (reflections of a board), and
  ``negations()``: positions whose game is the negative (the board with the players'
  pieces swapped), so the transposition table answers for all of them at once;
- ``sort_key()``: a comparable key, used to pick one representative among symmetric images.

The transposition table is one dictionary per ruleset class, keyed on positions.

A user-defined ruleset in a few lines: a heap from which Left takes 1 or 2 tokens and Right
takes 2 or 3.

>>> from dataclasses import dataclass
>>> from cgt.rulesets import Ruleset
>>> @dataclass(frozen=True)
... class TakeAway(Ruleset):
...     heap: int
...     def left_moves(self):
...         return [TakeAway(self.heap - k) for k in (1, 2) if k <= self.heap]
...     def right_moves(self):
...         return [TakeAway(self.heap - k) for k in (2, 3) if k <= self.heap]
>>> [str(TakeAway(n).canonical()) for n in range(6)]
['0', '1', '{1|0}', '{1,{1|0}|0}', '0', '1']
>>> str(TakeAway(2).outcome()), str(TakeAway(2).misere_outcome())
('N', 'P')

Every ruleset has its impartial, dicotic and twisted variants (CGSuite's; see
:mod:`cgt.rulesets.variant`): ``R.impartial_variant()`` is a position class taking R's
arguments, ``p.impartial_variant()`` the variant of a position.

>>> TakeAway.twisted_variant()(3), str(TakeAway(3).impartial_variant().canonical())
(TakeAway.twisted_variant()(heap=3), '*3')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from importlib import import_module
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from cgt import _plugins
from cgt._deep import maybe_deep
from cgt.canonical.normal import canonical_sum
from cgt.errors import InvalidArgument, InvalidGame, NotShortGame, SearchBoundExceeded
from cgt.game import Game, game
from cgt.outcome import Outcome, from_wins
from cgt.values import nimber

if TYPE_CHECKING:  # the loopy package loads on first use: short rulesets never pay for it
    from cgt.loopy.graph import LoopyGraph
    from cgt.loopy.outcome import LoopyOutcome

#: The winning-moves search, installed by :mod:`cgt.moves`, which sits above the rulesets
#: (it plays on sums of their positions); loaded on first use (:func:`cgt._plugins.load_moves`).
_WINNING_MOVES: list[Any] = []

#: The maker of variant classes (:func:`cgt.rulesets.variant.variant_class`), installed by
#: :mod:`cgt.rulesets.variant`, which subclasses Ruleset; loaded on first use (see _Variant).
_VARIANTS: list[Any] = []

__all__ = ["Ruleset", "FrozenPosition", "PositionSum", "MAX_POSITIONS"]

#: Default bound on the positions one search may visit.
MAX_POSITIONS = 10_000_000

P = TypeVar("P", bound="Ruleset")
F = TypeVar("F", bound="FrozenPosition")


class _Search:
    """Counts positions visited by one public call, against its bound, and holds the positions
    being valued, so that a position met again inside its own valuation (a cycle) is told."""

    __slots__ = ("bound", "count", "what", "path")

    def __init__(self, bound: int | None, what: str) -> None:
        self.bound = MAX_POSITIONS if bound is None else bound
        self.count = 0
        self.what = what
        self.path: set[Any] = set()

    def enter(self, p: Any) -> None:
        if p in self.path:
            raise NotShortGame(
                f"{self.what}: play can return to {p!r}, so this is no short game; use "
                "game_value() for its loopy value (or outcome() for who wins)"
            )
        self.path.add(p)

    def visit(self) -> None:
        self.count += 1
        if self.count > self.bound:
            raise SearchBoundExceeded(
                f"{self.what} visited more than {self.bound:,} positions; "
                f"raise the bound with max_positions="
            )


def _variant_class(ruleset: type, kind: str) -> Any:
    if not _VARIANTS:
        # cgt.rulesets.variant imports this module: it is loaded by name, on first use, and
        # installs itself in the hook (as cgt._plugins loads the packages that fill hooks)
        import_module("cgt.rulesets.variant")
    return _VARIANTS[0](ruleset, kind)


class _Variant:
    """The methods ``impartial_variant``, ``dicotic_variant`` and ``twisted_variant``: called
    on a ruleset class R they give the position class of R's variant (made once per R, see
    :mod:`cgt.rulesets.variant`), whose constructor takes R's arguments; called on a position
    they give its variant position."""

    def __init__(self, kind: str, doc: str) -> None:
        self.kind = kind
        self.__doc__ = doc

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        kind = self.kind
        if obj is None:
            cls = owner

            def of_class() -> Any:
                return _variant_class(cls, kind)  # type: ignore[arg-type]

            method = of_class
        else:

            def of_position() -> Any:
                return _variant_class(type(obj), kind)._wrap(obj)

            method = of_position
        method.__name__ = method.__qualname__ = kind
        method.__doc__ = self.__doc__
        return method


class Ruleset:
    """Base class of the positions of a ruleset (see the module documentation)."""

    #: Per-class tables: position -> canonical value, -> (left wins first, right wins first)
    #: in misère play.
    _canonical_table: ClassVar[dict[Any, Game]]
    _value_table: ClassVar[dict[Any, Game]]
    _misere_table: ClassVar[dict[Any, tuple[bool, bool]]]
    _nim_table: ClassVar[dict[Any, int]]

    #: True when both players always have the same moves: then ``nim_value()`` finds the nim
    #: value by the mex rule on positions, without building a game form.
    IMPARTIAL: ClassVar[bool] = False
    #: True when play can return to an earlier position (Backsliding Toads and Frogs, Fox and
    #: Geese): then ``outcome()`` is always the :class:`~cgt.loopy.LoopyOutcome` of the game
    #: graph, even for a position whose own play happens to end, so that every position of the
    #: ruleset answers with one type; ``winning_moves`` gives the moves that win and that draw.
    LOOPY: ClassVar[bool] = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._canonical_table = {}  # representative component -> canonical form
        cls._value_table = {}  # any position met -> canonical form (skips decomposing again)
        cls._misere_table = {}
        cls._nim_table = {}  # position met -> nim value (impartial rulesets)

    # ------------------------------------------------------------------ to define
    def left_moves(self: P) -> Iterable[P]:
        """The positions Left can move to."""
        raise NotImplementedError(f"{type(self).__name__} must define left_moves()")

    def right_moves(self: P) -> Iterable[P]:
        """The positions Right can move to."""
        raise NotImplementedError(f"{type(self).__name__} must define right_moves()")

    def components(self: P) -> Iterable[P]:
        """Independent positions whose disjunctive sum is this one (default: itself)."""
        return (self,)

    def symmetries(self: P) -> Iterable[P]:
        """Positions with the same game as this one, itself included (default: itself)."""
        return (self,)

    def negations(self: P) -> Iterable[P]:
        """Positions whose game is the negative of this one (default: none declared)."""
        return ()

    def sort_key(self) -> Any:
        """A comparable key choosing the representative among symmetric images."""
        return repr(self)

    def depth_hint(self) -> int:
        """An upper bound on the length of play, if known (deep searches get a big stack)."""
        return 0

    def _impartial_twin(self) -> Any:
        """A position of another ruleset whose game is this position's impartial variant, for
        a ruleset that has one with its own evaluator (Domineering's is Cram), else None; the
        impartial variant then takes its nim value from the twin.

        >>> from cgt.rulesets import Domineering, Cram
        >>> Domineering("..|..")._impartial_twin() == Cram("..|.."), Cram("..")._impartial_twin()
        (True, None)
        """
        return None

    # ------------------------------------------------------------------ derived
    def _representative(self: P) -> tuple[P, bool]:
        """(table key, negated): the least image under the declared symmetries and negations."""
        images = [(p, False) for p in self.symmetries()] + [(p, True) for p in self.negations()]
        if len(images) == 1:
            return self, False
        return min(images, key=lambda im: (im[0].sort_key(), im[1]))

    def canonical(self, max_positions: int | None = None) -> Game:
        """The normal-play canonical form: components valued separately and added, each
        component looked up in the transposition table under its symmetries."""
        what = f"{type(self).__name__}.canonical()"
        return maybe_deep(self.depth_hint(), _searching(_canonical_of, max_positions, what), self)

    def game(self, max_positions: int | None = 200_000) -> Game:
        """The literal game form of this position (no reduction); refuses past the bound."""
        what = f"{type(self).__name__}.game()"
        return maybe_deep(
            self.depth_hint(), _searching(_literal, max_positions, what, memo=True), self
        )

    def outcome(self) -> Outcome | LoopyOutcome:
        """The normal-play outcome (from the canonical form); for a position of a loopy
        ruleset (``LOOPY``) or one whose play can repeat, the :class:`~cgt.loopy.LoopyOutcome`
        (with draws) of its game graph.

        >>> from cgt.rulesets import BackslidingToadsAndFrogs
        >>> o = BackslidingToadsAndFrogs("tft").outcome()   # no move repeats, yet loopy rules
        >>> o, o.left_first, o.right_first
        (P, 'R', 'L')
        """
        if not type(self).LOOPY:
            try:
                return self.canonical().outcome()
            except NotShortGame:
                pass
        from cgt.loopy.outcome import outcome_of

        return outcome_of(self.game_graph())

    def game_graph(self, max_positions: int | None = None) -> LoopyGraph:
        """The graph of every position reachable from this one (this one is vertex 0); past
        ``max_positions`` positions :class:`~cgt.errors.SearchBoundExceeded` is raised."""
        from cgt.loopy.graph import explore

        bound = MAX_POSITIONS if max_positions is None else max_positions
        return explore(
            self, lambda p: p.left_moves(), lambda p: p.right_moves(), max_vertices=bound
        )[0]

    def game_value(self, max_positions: int | None = None) -> Any:
        """The value: the canonical form (a :class:`~cgt.game.Game`) when no position can
        repeat, else the loopy value of the game graph (a stopper, or a sided value
        ``A & B``; see :func:`cgt.loopy.loopy_value`). CGSuite's ``GameValue``."""
        try:
            return self.canonical(max_positions)
        except NotShortGame:
            pass
        from cgt.loopy import loopy_value  # the algebra of loopy values is loaded on demand

        return loopy_value(self.game_graph(max_positions))

    def nim_value(self, max_positions: int | None = None) -> int:
        """The nim value (Sprague–Grundy value) of an impartial position, CGSuite's
        ``NimValue``: for an impartial ruleset (``IMPARTIAL``), the mex of its options' nim
        values, components adding by nim-sum; for any other, the n of its canonical form
        when that is the nimber *n (:class:`~cgt.errors.InvalidGame` when it is no nimber).

        >>> from cgt.rulesets import ArcKayles, Cram
        >>> ArcKayles(".-.-.-.-.-.").nim_value(), Cram("...|...").nim_value()
        (3, 1)
        """
        if not type(self).IMPARTIAL:
            g = self.canonical(max_positions)
            # the canonical *n is the nimber of its birthday (cgt.impartial's as_nimber, without
            # importing that package, which loads numpy: half a second of a fresh process)
            n = g.birthday
            if g is not nimber(n):
                raise InvalidGame(
                    f"nim_value needs an impartial game, and {self!r} has the value {g}, "
                    "which is no nimber"
                )
            return n
        what = f"{type(self).__name__}.nim_value()"
        return maybe_deep(self.depth_hint(), _searching(_nim_of, max_positions, what), self)

    def misere_outcome(self, max_positions: int | None = None) -> Outcome:
        """The misère-play outcome, by search on positions (a player with no move wins)."""
        what = f"{type(self).__name__}.misere_outcome()"
        lw, rw = maybe_deep(self.depth_hint(), _searching(_misere_wins, max_positions, what), self)
        return from_wins(lw, rw)

    impartial_variant = _Variant(
        "impartial_variant",
        """The impartial variant (CGSuite's ``ImpartialVariant``): either player may make any
        move of either player, i(G) = {i(G^L), i(G^R) | i(G^L), i(G^R)}. On a ruleset class,
        the position class of the variant (constructor: the ruleset's arguments); on a
        position, its variant (see :mod:`cgt.rulesets.variant`).""",
    )
    dicotic_variant = _Variant(
        "dicotic_variant",
        """The dicotic (all-small) variant (CGSuite's ``DicoticVariant``): a player may move
        only when both players have a move, d(G) = {d(G^L) | d(G^R)}, or 0 when either has
        none. On a ruleset class, the position class of the variant; on a position, its
        variant (see :mod:`cgt.rulesets.variant`).""",
    )
    twisted_variant = _Variant(
        "twisted_variant",
        """The twisted variant (CGSuite's ``TwistedVariant``): the players swap roles after
        every move, t(G) = {-t(G^L) | -t(G^R)}. On a ruleset class, the position class of the
        variant; on a position, its variant (see :mod:`cgt.rulesets.variant`).""",
    )

    def winning_moves(
        self,
        player: str = "left",
        misere: bool = False,
        explain: bool = False,
        max_positions: int | None = None,
    ) -> list[Any]:
        """The moves of ``player`` after which the mover wins playing second; each
        :class:`~cgt.moves.Move` holds the position after it (see :func:`cgt.winning_moves`).

        >>> from cgt.rulesets import Domineering
        >>> [str(m) for m in Domineering("...").winning_moves("right")]
        ['##.', '.##']
        """
        if not _WINNING_MOVES:
            _plugins.load_moves()
        return _WINNING_MOVES[0](self, player, misere, explain, max_positions)

    # ------------------------------------------------------------------ sums and pictures
    def __add__(self, other: object) -> Any:
        """``p + q``: the disjunctive sum of two positions, of one ruleset or of two (a
        :class:`PositionSum`; a ruleset whose positions add up to one of its own, as heap
        sums do, defines its own ``+``).

        >>> from cgt.rulesets import Clobber, Domineering
        >>> s = Domineering("..|..") + Clobber("xo")
        >>> s, str(s.canonical()), str(s.outcome())
        (Domineering('..|..') + Clobber('xo'), '+-(1*)', 'N')
        """
        if not isinstance(other, Ruleset):
            return NotImplemented
        return PositionSum(self, other)

    def __radd__(self, other: object) -> Any:
        if not isinstance(other, Ruleset):
            return NotImplemented
        return PositionSum(other, self)

    def tree_svg(self, depth: int = 3, **options: Any) -> Any:
        """The tree of this position's game form as SVG (see :func:`cgt.tree_svg`, which
        takes the same ``depth`` and options).

        >>> from cgt.rulesets import Domineering
        >>> Domineering("..|..").tree_svg().count('class="edge left"')
        2
        """
        # by name, at run time: the picture module sits above the rulesets (its universes do)
        return import_module("cgt.tree_picture").tree_svg(self.game(), depth, **options)  # type: ignore[no-any-return]

    def draw_tree(self, depth: int = 3, **options: Any) -> Any:
        """The tree of this position's game form drawn with matplotlib (see
        :func:`cgt.draw_tree`; the ``plot`` extra)."""
        # by name, at run time: the picture module sits above the rulesets (its universes do)
        return import_module("cgt.tree_picture").draw_tree(self.game(), depth, **options)  # type: ignore[no-any-return]


class FrozenPosition(Ruleset):
    """A position held as one immutable, hashable, comparable ``state`` (the built-in rulesets'
    common shape: a grid's rows, a strip's string, a graph, a collection of cakes)."""

    __slots__ = ("state", "_hash")
    state: Any

    def _init(self, state: Any) -> None:
        object.__setattr__(self, "state", state)
        object.__setattr__(self, "_hash", hash((type(self).__name__, state)))

    @classmethod
    def _of(cls: type[F], state: Any) -> F:
        p = object.__new__(cls)
        p._init(state)
        return p

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("positions are immutable")

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.state == self.state  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"

    def sort_key(self) -> Any:
        return self.state


class PositionSum(Ruleset):
    """The disjunctive sum of ruleset positions (``p + q``), of any rulesets: a move is a
    move in one part. Its normal-play value adds up the parts' values (each looked up in its
    own ruleset's table), ``misere_outcome()`` searches the positions of the sum, and
    ``winning_moves`` answers for the sum. The parts are held in the order given (nested
    sums flattened); two sums with the same parts in any order are equal.

    >>> from cgt.rulesets import Domineering
    >>> d = Domineering("..")
    >>> s = d + d + Domineering("...")
    >>> s.parts, s == Domineering("...") + d + d, str(s.canonical())
    ((Domineering('..'), Domineering('..'), Domineering('...')), True, '-3')
    """

    __slots__ = ("parts", "_key")
    parts: tuple[Ruleset, ...]

    def __init__(self, *parts: Ruleset) -> None:
        flat: list[Ruleset] = []
        for p in parts:
            if isinstance(p, PositionSum):
                flat += p.parts
            elif isinstance(p, Ruleset):
                flat.append(p)
            else:
                raise InvalidArgument(
                    f"a sum of positions takes ruleset positions, not {type(p).__name__}"
                )
        object.__setattr__(self, "parts", tuple(flat))
        # a sum is the same whatever the order of its parts: the key sorts them
        key = tuple(sorted(flat, key=lambda p: (type(p).__qualname__, repr(p))))
        object.__setattr__(self, "_key", key)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("positions are immutable")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PositionSum) and other._key == self._key

    def __hash__(self) -> int:
        return hash(("PositionSum", self._key))

    def __repr__(self) -> str:
        return " + ".join(repr(p) for p in self.parts)

    def __str__(self) -> str:
        return " + ".join(str(p) or repr(p) for p in self.parts)

    def sort_key(self) -> Any:
        return repr(self._key)

    def _replaced(self, i: int, moved: Ruleset) -> PositionSum:
        return PositionSum(*self.parts[:i], moved, *self.parts[i + 1 :])

    def _moves(self, left: bool) -> list[PositionSum]:
        out: list[PositionSum] = []
        for i, p in enumerate(self.parts):
            if p in self.parts[:i]:
                continue  # a move in a copy of a part is the same option
            for m in p.left_moves() if left else p.right_moves():
                out.append(self._replaced(i, m))
        return out

    def left_moves(self) -> list[PositionSum]:
        return self._moves(True)

    def right_moves(self) -> list[PositionSum]:
        return self._moves(False)

    def components(self) -> Iterable[Ruleset]:
        # each part is valued in its own ruleset (and split further there)
        return self.parts

    def depth_hint(self) -> int:
        return sum(p.depth_hint() for p in self.parts)


def _searching(
    fn: Callable[..., Any], bound: int | None, what: str, memo: bool = False
) -> Callable[[Any], Any]:
    """``fn`` on a position with a fresh search (and memo) each time it is called: maybe_deep
    starts again on the big stack after a RecursionError, and the first attempt's path, left
    unwound, would read as a cycle."""
    if memo:
        return lambda p: fn(p, {}, _Search(bound, what))
    return lambda p: fn(p, _Search(bound, what))


def _canonical_of(p: Ruleset, search: _Search) -> Game:
    values = type(p)._value_table
    g = values.get(p)
    if g is None:
        parts = list(p.components())
        if len(parts) == 1 and parts[0] == p:
            g = _canonical_component(p, search)
        else:
            g = canonical_sum(*[_canonical_of(c, search) for c in parts])
        values[p] = g
    return g


def _canonical_component(p: Ruleset, search: _Search) -> Game:
    table = type(p)._canonical_table
    rep, negated = p._representative()
    g = table.get(rep)
    if g is None:
        search.visit()
        search.enter(rep)
        g = game(
            [_canonical_of(m, search) for m in rep.left_moves()],
            [_canonical_of(m, search) for m in rep.right_moves()],
        ).canonical()
        search.path.discard(rep)
        table[rep] = g
    return -g if negated else g


def _nim_of(p: Ruleset, search: _Search) -> int:
    table = type(p)._nim_table
    v = table.get(p)
    if v is None:
        parts = list(p.components())
        if len(parts) == 1 and parts[0] == p:
            rep = p._representative()[0]  # an impartial game is its own negative
            v = table.get(rep)
            if v is None:
                search.visit()
                search.enter(rep)
                seen = {_nim_of(m, search) for m in rep.left_moves()}
                search.path.discard(rep)
                v = 0
                while v in seen:
                    v += 1
                table[rep] = v
        else:
            v = 0
            for c in parts:
                v ^= _nim_of(c, search)
        table[p] = v
    return v


def _literal(p: Ruleset, memo: dict[Any, Game], search: _Search) -> Game:
    g = memo.get(p)
    if g is None:
        search.visit()
        search.enter(p)
        g = game(
            [_literal(m, memo, search) for m in p.left_moves()],
            [_literal(m, memo, search) for m in p.right_moves()],
        )
        search.path.discard(p)
        memo[p] = g
    return g


def _misere_wins(p: Ruleset, search: _Search) -> tuple[bool, bool]:
    """(Left wins moving first, Right wins moving first) in misère play."""
    table = type(p)._misere_table
    rep, negated = p._representative()
    r = table.get(rep)
    if r is None:
        search.visit()
        search.enter(rep)
        lefts, rights = list(rep.left_moves()), list(rep.right_moves())
        # A player with no move wins; otherwise one wins by moving to a position that the
        # opponent, moving first there, loses.
        lw = not lefts or any(not _misere_wins(m, search)[1] for m in lefts)
        rw = not rights or any(not _misere_wins(m, search)[0] for m in rights)
        r = (lw, rw)
        search.path.discard(rep)
        table[rep] = r
    return (r[1], r[0]) if negated else r
