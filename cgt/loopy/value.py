"""Values of loopy games: canonical stoppers and stopper-sided values ``A & B`` (Siegel,
*Combinatorial Game Theory*, ch. VI; Winning Ways ch. 11).

A :class:`LoopyGame` is immutable. It holds its onside and offside as simplified stoppers
(graphs); when they are equal the value is a stopper. A value equal to a short game is
returned as that short :class:`~cgt.game.Game` (its canonical form), as CGSuite shows it.

>>> from cgt.loopy.graph import LoopyGraph
>>> over = loopy_value(LoopyGraph(left=((1,), ()), right=((0,), ())))
>>> over.is_stopper(), over > 0, over.outcome()
(True, True, L)
>>> (on + off).onside() == on, str(on + off)
(True, 'dud')
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from importlib import import_module
from typing import Any, Union

from cgt.errors import InvalidArgument, InvalidGame, NotShortGame, NotSupported
from cgt.game import _COERCE, Game, game
from cgt.loopy.component import le as _store_le
from cgt.loopy.component import vertex_of
from cgt.loopy.graph import LoopyGraph, explore
from cgt.loopy.outcome import LoopyOutcome
from cgt.loopy.sides import side, side_le
from cgt.loopy.stopper import simplify, stopper_vertices, survival
from cgt.outcome import Outcome

__all__ = [
    "LoopyGame",
    "loopy_value",
    "sided",
    "on",
    "off",
    "over",
    "under",
    "upon",
    "dud",
    "ordinal",
    "MAX_SHORT_VERTICES",
]

#: A short game is turned into a graph only up to this many followers.
MAX_SHORT_VERTICES = 100_000

#: The printer, installed by :mod:`cgt.loopy.printing` (it sits above the notation module).
_PRINT: list[Callable[[LoopyGame], str]] = []

Value = Union["LoopyGame", Game]


# ---------------------------------------------------------------- graphs of values
def _graph_of(x: Any) -> LoopyGame | Game:
    if isinstance(x, (LoopyGame, Game)):
        return x
    if isinstance(x, (int, Fraction)) and not isinstance(x, bool):
        from cgt.values import _to_fraction, number

        return number(_to_fraction(x))  # dyadic: other rationals are no games
    raise InvalidArgument(f"expected a game or a loopy game, not {type(x).__name__}")


def short_graph(g: Game) -> LoopyGraph:
    """The graph of the canonical form of a short game (a vertex per follower)."""
    c = g.canonical()
    return explore(c, lambda h: h.left, lambda h: h.right, max_vertices=MAX_SHORT_VERTICES)[0]


def _sides(x: LoopyGame | Game) -> tuple[LoopyGraph, LoopyGraph]:
    if isinstance(x, LoopyGame):
        return x._on, x._off
    gr = short_graph(x)
    return gr, gr


def _short_of(g: LoopyGraph) -> Game | None:
    """The canonical short game of a graph with no cycle; None when it has one."""
    if g.reachable().is_cyclic():
        return None
    memo: dict[int, Game] = {}

    def build(v: int) -> Game:
        # Iterative post-order, so that deep forms do not exhaust Python's stack.
        stack = [v]
        while stack:
            u = stack[-1]
            if u in memo:
                stack.pop()
                continue
            todo = [w for w in (*g.left[u], *g.right[u]) if w not in memo]
            if todo:
                stack.extend(todo)
                continue
            stack.pop()
            memo[u] = game([memo[w] for w in g.left[u]], [memo[w] for w in g.right[u]])
        return memo[v]

    return build(g.start).canonical()


def _le(a: LoopyGraph, b: LoopyGraph) -> bool:
    """a ≤ b for stoppers (simplified graphs, played from their starts)."""
    return _store_le(vertex_of(a), vertex_of(b))


def _is_stopper_graph(g: LoopyGraph) -> bool:
    return stopper_vertices(g)[g.start]


def _side_leq(a: LoopyGraph, b: LoopyGraph, onside: bool) -> bool:
    """a ≤ b as onsides (or offsides): the order of stoppers when both are stoppers, else
    survival with endless play counted for the side's owner (:func:`side_le`)."""
    if _is_stopper_graph(a) and _is_stopper_graph(b):
        return _le(a, b)
    return side_le(a, b, onside)


def _stopper(g: LoopyGraph) -> LoopyGame | Game:
    """The value of a simplified stopper graph."""
    s = _short_of(g)
    return s if s is not None else LoopyGame._make(g, g)


def _make_sided(
    on_: LoopyGraph, off_: LoopyGraph, rep: LoopyGraph | None = None
) -> LoopyGame | Game:
    loose = not (_is_stopper_graph(on_) and _is_stopper_graph(off_))
    if not loose and _le(on_, off_):  # equal sides: a stopper (the offside is never above)
        return _stopper(on_)
    v = LoopyGame._make(on_, off_)
    v._rep = rep
    return v


def rep_graph(x: LoopyGame | Game) -> LoopyGraph:
    """A graph whose value is x: a stopper's simplified graph, a short game's, or for a
    sided value the graph it was computed from (an ``A & B`` typed as such has none)."""
    if isinstance(x, Game):
        return short_graph(x)
    if x.is_stopper():
        return x._on
    if x._rep is None:
        raise NotSupported(f"{x} was given by its sides only: it has no game graph to play in")
    return x._rep


def loopy_value(graph: LoopyGraph) -> LoopyGame | Game:
    """The value of the game a graph describes, played from its start: its canonical stopper
    when it is a stopper (a short :class:`~cgt.game.Game` when it has no cycle), otherwise
    its onside and offside by sidling (:mod:`cgt.loopy.sides`).

    >>> from cgt.loopy.graph import LoopyGraph
    >>> str(loopy_value(LoopyGraph(left=((0,),), right=((0,),))))
    'dud'
    >>> str(loopy_value(LoopyGraph(left=((1,), ()), right=((), ()))))
    '1'
    """
    if not isinstance(graph, LoopyGraph):
        name = type(graph).__name__
        raise InvalidArgument(f"loopy_value(graph): expected a LoopyGraph, not {name}")
    g = graph.reachable()
    if stopper_vertices(g)[0]:
        return _stopper(simplify(g)[0])
    return _make_sided(side(g, onside=True), side(g, onside=False), g)


def sided(onside: Any, offside: Any) -> LoopyGame | Game:
    """``A & B``: the value with the onside of A and the offside of B (for stoppers, A and B
    themselves; B ≤ A).

    >>> str(sided(over, under))
    'over & under'
    """
    a, b = _graph_of(onside), _graph_of(offside)
    on_, off_ = _sides(a)[0], _sides(b)[1]
    if _is_stopper_graph(on_) and _is_stopper_graph(off_):
        ok = _le(off_, on_)
    else:
        # A − B with endless play Left's on both parts (A on its onside, −B on its onside):
        # Left, moving second, must survive it.
        ok = survival(off_, on_)[off_.start * len(on_) + on_.start]
    if not ok:
        raise InvalidGame(f"A & B needs the offside B <= the onside A: {b} is not <= {a}")
    return _make_sided(on_, off_)


def _plus(x: LoopyGame | Game, y: LoopyGame | Game) -> LoopyGame | Game:
    (a_on, a_off), (b_on, b_off) = _sides(x), _sides(y)
    s_on, s_off = a_on.plus(b_on), a_off.plus(b_off)
    if a_on is a_off and b_on is b_off and stopper_vertices(s_on)[0]:
        return _stopper(simplify(s_on)[0])
    rep = None
    if all(isinstance(z, Game) or z.is_stopper() or z._rep is not None for z in (x, y)):
        rep = rep_graph(x).plus(rep_graph(y))
    return _make_sided(side(s_on, onside=True), side(s_off, onside=False), rep)


def _neg(x: LoopyGame | Game) -> LoopyGame | Game:
    if isinstance(x, Game):
        return x.conjugate()
    if x.is_stopper():
        n = x._on.negative()
        return LoopyGame._make(n, n)
    v = LoopyGame._make(x._off.negative(), x._on.negative())
    v._rep = None if x._rep is None else x._rep.negative()
    return v


def _leq(x: LoopyGame | Game, y: LoopyGame | Game) -> bool:
    (a_on, a_off), (b_on, b_off) = _sides(x), _sides(y)
    if not (_loose(x) or _loose(y)):
        return _le(a_on, b_on) and (a_on is a_off and b_on is b_off or _le(a_off, b_off))
    return _side_leq(a_on, b_on, True) and _side_leq(a_off, b_off, False)


def _loose(x: LoopyGame | Game) -> bool:
    """Whether a side of x is no stopper."""
    return isinstance(x, LoopyGame) and x._loose


def _form_graph(x: LoopyGame | Game) -> LoopyGraph:
    """The graph of a stopper, or of a short game's form as written."""
    if isinstance(x, Game):
        return explore(x, lambda h: h.left, lambda h: h.right, max_vertices=MAX_SHORT_VERTICES)[0]
    if not x.is_stopper():
        raise NotSupported("an ordinal sum needs stoppers (or short games) on both sides")
    return x._on


def ordinal(base: Any, h: Any) -> LoopyGame | Game:
    """The ordinal sum ``base : h`` of stoppers or short games (a short base as written):
    {base^L, base:h^L | base^R, base:h^R}.

    >>> from cgt import parse
    >>> str(ordinal(parse("1"), off))
    'over'
    """
    a, b = _form_graph(_graph_of(base)), _form_graph(_graph_of(h))
    n = len(a)
    left = [*a.left] + [(*a.left[a.start], *(n + w for w in ws)) for ws in b.left]
    right = [*a.right] + [(*a.right[a.start], *(n + w for w in ws)) for ws in b.right]
    return loopy_value(LoopyGraph(left=left, right=right, start=n + b.start))


def _invariant(g: LoopyGraph) -> tuple[int, tuple[tuple[int, int], ...]]:
    return len(g), tuple(sorted((len(g.left[v]), len(g.right[v])) for v in range(len(g))))


# ---------------------------------------------------------------- the value type
class LoopyGame:
    """The value of a loopy game: a canonical stopper, or ``A & B`` (onside A, offside B).
    Build one with :func:`loopy_value`, :func:`sided` or ``parse`` (``"{pass|*}"``,
    ``"a{0|a}"``, ``"over & under"``); ``==`` is equality of value.

    >>> from cgt import parse
    >>> upon = parse("{pass|*}")
    >>> str(upon), upon.is_stopper(), upon > 0, str(upon + upon)
    ('^[on]', True, True, '{0|^[on]*}')
    """

    __slots__ = ("_on", "_off", "_hash", "_rep", "_loose", "__weakref__")
    _on: LoopyGraph
    _off: LoopyGraph

    def __init__(self) -> None:
        raise InvalidArgument("build loopy values with loopy_value(graph), sided(A, B) or parse")

    @classmethod
    def _make(cls, on_: LoopyGraph, off_: LoopyGraph) -> LoopyGame:
        self = object.__new__(cls)
        self._on = on_
        self._off = on_ if off_ is on_ else off_
        self._rep = None
        self._loose = off_ is not on_ and not (_is_stopper_graph(on_) and _is_stopper_graph(off_))
        # Sides that are no stoppers have no canonical form, and whether a side is a stopper
        # is found by search: every value that is no stopper hashes by its outcome, which
        # equal values share, however their sides are kept.
        self._hash = (
            hash(_invariant(on_))
            if off_ is on_
            else hash(("sided", str(_sided_outcome(on_, off_, False))))
        )
        return self

    # -- what it is
    def is_stopper(self) -> bool:
        """Whether the value is a stopper (its onside and offside are equal)."""
        return self._on is self._off

    def is_stopper_sided(self) -> bool:
        """Whether the onside and offside are stoppers (Bach's Carousel's are not)."""
        return not self._loose

    def onside(self) -> LoopyGame | Game:
        """The onside, a canonical stopper (a value whose sides are no stoppers has none, as
        in CGSuite: its sides are only printed, as simplified game graphs)."""
        self._need_stopper_sided("onside")
        return self if self.is_stopper() else _stopper(self._on)

    def offside(self) -> LoopyGame | Game:
        """The offside, a canonical stopper."""
        self._need_stopper_sided("offside")
        return self if self.is_stopper() else _stopper(self._off)

    def _need_stopper_sided(self, what: str) -> None:
        if self._loose:
            raise NotSupported(
                f"{what}: the sides of this value are no stoppers (as for Bach's Carousel); "
                "they are kept as simplified game graphs, compared and added as such"
            )

    def graph(self) -> LoopyGraph:
        """The simplified graph of a stopper (vertex 0 the start)."""
        self._need_stopper("graph")
        return self._on

    @property
    def left(self) -> tuple[LoopyGame | Game, ...]:
        """Left's options of a stopper (a sided value has none: CGSuite says so too)."""
        self._need_stopper("left options")
        return tuple(_stopper(simplify(self._on.at(w))[0]) for w in self._on.left[0])

    @property
    def right(self) -> tuple[LoopyGame | Game, ...]:
        """Right's options of a stopper."""
        self._need_stopper("right options")
        return tuple(_stopper(simplify(self._on.at(w))[0]) for w in self._on.right[0])

    def _need_stopper(self, what: str) -> None:
        if not self.is_stopper():
            raise NotSupported(
                f"{what}: a value that is not a stopper is known by its onside and offside only "
                "(use onside() and offside())"
            )

    # -- arithmetic and order
    def __add__(self, other: Any) -> LoopyGame | Game:
        return _plus(self, _graph_of(other))

    def __radd__(self, other: Any) -> LoopyGame | Game:
        return _plus(_graph_of(other), self)

    def __neg__(self) -> LoopyGame | Game:
        return _neg(self)

    def __pos__(self) -> LoopyGame:
        return self

    def __sub__(self, other: Any) -> LoopyGame | Game:
        return _plus(self, _neg(_graph_of(other)))

    def __rsub__(self, other: Any) -> LoopyGame | Game:
        return _plus(_graph_of(other), _neg(self))

    def __le__(self, other: Any) -> bool:
        return _leq(self, _graph_of(other))

    def __ge__(self, other: Any) -> bool:
        return _leq(_graph_of(other), self)

    def __lt__(self, other: Any) -> bool:
        o = _graph_of(other)
        return _leq(self, o) and not _leq(o, self)

    def __gt__(self, other: Any) -> bool:
        o = _graph_of(other)
        return _leq(o, self) and not _leq(self, o)

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, LoopyGame):
            # Values equal to short games are short games, never LoopyGames.
            return False
        if self._hash != other._hash or self.is_stopper() != other.is_stopper():
            return False
        return _leq(self, other) and _leq(other, self)

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return self._hash

    def equals(self, other: Any) -> bool:
        """Equal value (the same as ``==``; short games are accepted)."""
        o = _graph_of(other)
        return _leq(self, o) and _leq(o, self)

    def fuzzy(self, other: Any) -> bool:
        """Incomparable."""
        o = _graph_of(other)
        return not _leq(self, o) and not _leq(o, self)

    def ordinal_sum(self, other: Any) -> LoopyGame | Game:
        """``G : H`` (base G): a move in G wipes out H."""
        return ordinal(self, _graph_of(other))

    @staticmethod
    def _ordinal_sum_of(base: Any, subordinate: Any) -> LoopyGame | Game:
        # cgt.ordinal_sum (on the floor of forms) hands a sum with a loopy part here.
        return ordinal(_graph_of(base), _graph_of(subordinate))

    # -- outcomes and invariants
    def outcome(self) -> LoopyOutcome:
        """The outcome class, with draws: a :class:`~cgt.loopy.outcome.LoopyOutcome`, as every
        loopy outcome question answers (it equals the short :class:`~cgt.outcome.Outcome` of
        the same letter). A stopper's is L, N, P or R (play of one stopper always ends); a
        sided value's combines its sides' (Siegel VI §5): Left moving first wins when she
        wins so on the offside, loses when she loses so on the onside, and else draws; Right
        likewise with the sides exchanged. So ``D``, ``NHat``, ``PHat``, ``NCheck``,
        ``PCheck`` arise.

        >>> (over - over).outcome(), upon.outcome() == Outcome.L
        (D, True)
        """
        return _sided_outcome(self._on, self._off, self.is_stopper())

    def degree(self) -> LoopyGame | Game:
        """The degree of loopiness, (G − G)⁺ (the upsum of G and −G), of a stopper."""
        self._need_stopper("degree")
        return _upsum(self, -self)

    def upsum(self, other: Any) -> LoopyGame | Game:
        """G ⊕ H = (G + H)⁺ for stoppers."""
        return _upsum(self, _graph_of(other))

    def downsum(self, other: Any) -> LoopyGame | Game:
        """G ⊖ H = (G + H)⁻ for stoppers."""
        return _downsum(self, _graph_of(other))

    def upsum_variety(self, degree: Any) -> LoopyGame | Game:
        """G ⊕ (−G ⊖ −D) for an idempotent degree D (CGSuite's UpsumVariety)."""
        d = _idempotent(_graph_of(degree))
        return _upsum(self, _downsum(-self, _neg(d)))

    def downsum_variety(self, degree: Any) -> LoopyGame | Game:
        """G ⊖ (−G ⊕ D) for an idempotent degree D (CGSuite's DownsumVariety)."""
        d = _idempotent(_graph_of(degree))
        return _downsum(self, _upsum(-self, d))

    def variety(self) -> LoopyGame | Game:
        """The variety of a stable stopper: its upsum and downsum varieties at its degree,
        which agree when it is stable."""
        d = self.degree()
        v = self.upsum_variety(d)
        if not _equal(v, self.downsum_variety(d)):
            raise NotSupported(
                "variety: that game is not stable (its upsum and downsum varieties differ)"
            )
        return v

    def is_stable(self) -> bool:
        """Whether the upsum and downsum varieties at the degree agree."""
        d = self.degree()
        return _equal(self.upsum_variety(d), self.downsum_variety(d))

    def is_idempotent(self) -> bool:
        """G + G == G."""
        return _equal(self + self, self)

    def left_stop(self) -> LoopyGame | Game:
        """The Left stop of a stopper: a number, ``x over``, ``x under``, ``on`` or ``off``."""
        self._need_stopper("left_stop")
        return _pseudo(_stops(self._on)[0])

    def right_stop(self) -> LoopyGame | Game:
        """The Right stop of a stopper."""
        self._need_stopper("right_stop")
        return _pseudo(_stops(self._on)[1])

    def strong_stop(self, player: str = "left") -> LoopyGame | Game:
        """CGSuite's strong stop: the stop of ``player`` ("left" or "right") without its
        ``over``/``under`` (``x over`` gives x).

        >>> str(over.strong_stop("left")), str(on.strong_stop("right"))
        ('0', 'on')
        """
        if player not in ("left", "right"):
            raise InvalidArgument(f"strong_stop(player): 'left' or 'right', not {player!r}")
        self._need_stopper("strong_stop")
        x, _ = _stops(self._on)[0 if player == "left" else 1]
        return _pseudo((x, 0))

    def winning_moves(
        self,
        player: str = "left",
        misere: bool = False,
        explain: bool = False,
        max_positions: int | None = None,
    ) -> list[Any]:
        """The moves of ``player`` that win and those that draw, each
        :class:`~cgt.moves.Move` marked by its ``kind`` (see :func:`cgt.winning_moves`).

        >>> over.winning_moves("left"), dud.winning_moves("left")
        ([Left → 0], [Left → dud [draw]])
        """
        # by name, at run time: the moves module sits above the loopy values (it plays them)
        moves = import_module("cgt.moves")
        return moves.winning_moves(self, player, misere, explain, max_positions)  # type: ignore[no-any-return]

    def canonical(self) -> LoopyGame:
        """A loopy value is canonical already (short canonical forms are for short games)."""
        return self

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_") or not hasattr(Game, name):
            raise AttributeError(name)
        raise NotSupported(
            f"{name}: has no meaning for a loopy game (it is defined for short games)"
        )

    # -- printing
    def __str__(self) -> str:
        if not _PRINT:
            import_module("cgt.loopy.printing")
        return _PRINT[0](self)

    def __repr__(self) -> str:
        return str(self)

    def pretty(self, full: bool = False) -> str:
        """Unicode rendering (``↑``, ``±`` in its short parts and switches), which ``parse``
        reads back; ``full`` is accepted for the signature of :meth:`cgt.Game.pretty` (a loopy
        value prints in full).

        >>> from cgt import parse
        >>> x = parse("{pass|^^}")
        >>> str(x), x.pretty(), parse(x.pretty()) == x
        ('{pass|^^}', '{pass|⇑}', True)
        """
        from cgt.notation import _UNICODE

        # by name, at run time: the printer sits above the values (it installs itself in _PRINT)
        printing = import_module("cgt.loopy.printing")
        return printing.loopy_str(self, _UNICODE)  # type: ignore[no-any-return]

    def __reduce__(self) -> tuple[Any, ...]:
        return (_unpickle, (self._on, self._off, self._rep))


def _unpickle(on_: LoopyGraph, off_: LoopyGraph, rep: LoopyGraph | None) -> LoopyGame:
    v = LoopyGame._make(on_, on_ if off_ == on_ else off_)
    v._rep = rep
    return v


def _sided_outcome(on_: LoopyGraph, off_: LoopyGraph, stopper: bool) -> LoopyOutcome:
    on_o = _outcome(on_, True)
    off_o = on_o if stopper else _outcome(off_, False)
    lf = "L" if off_o.left_wins_first else "R" if not on_o.left_wins_first else "D"
    rf = "R" if on_o.right_wins_first else "L" if not off_o.right_wins_first else "D"
    return LoopyOutcome(lf, rf)


def _outcome(g: LoopyGraph, onside: bool = True) -> Outcome:
    """The outcome of a side against 0 (Left wins moving second when 0 ≤ it, …)."""
    zero = LoopyGraph(left=((),), right=((),))
    if _is_stopper_graph(g):
        ge0 = survival(zero, g)[g.start]
        le0 = survival(g, zero)[g.start]
    else:
        ge0 = side_le(zero, g, onside)
        le0 = side_le(g, zero, onside)
    return {(True, False): Outcome.L, (False, False): Outcome.N,
            (True, True): Outcome.P, (False, True): Outcome.R}[(ge0, le0)]


def _equal(x: LoopyGame | Game, y: LoopyGame | Game) -> bool:
    return _leq(x, y) and _leq(y, x)


def _need_stoppers(*xs: LoopyGame | Game) -> None:
    for x in xs:
        if isinstance(x, LoopyGame) and not x.is_stopper():
            raise NotSupported("upsums and downsums are defined for stoppers")


def _upsum(x: LoopyGame | Game, y: LoopyGame | Game) -> LoopyGame | Game:
    _need_stoppers(x, y)
    s = _plus(x, y)
    return s.onside() if isinstance(s, LoopyGame) else s


def _downsum(x: LoopyGame | Game, y: LoopyGame | Game) -> LoopyGame | Game:
    _need_stoppers(x, y)
    s = _plus(x, y)
    return s.offside() if isinstance(s, LoopyGame) else s


def _idempotent(d: LoopyGame | Game) -> LoopyGame | Game:
    if not _equal(_plus(d, d), d):
        raise NotSupported("variety: the degree must be an idempotent (D + D == D)")
    return d


# ---------------------------------------------------------------- stops
#: A pseudonumber as a sort key: (x, e) with e = 1 over, 0 exact, -1 under; on and off as
#: (inf, 0) and (-inf, 0).
_Pseudo = tuple[Any, int]


def _pseudo(p: _Pseudo) -> LoopyGame | Game:
    from cgt.values import number

    x, e = p
    if x == float("inf"):
        return on
    if x == float("-inf"):
        return off
    v = number(x)
    return v if e == 0 else v + (over if e > 0 else under)


def _number_vertices(g: LoopyGraph) -> dict[int, Fraction]:
    from cgt.canonical.normal import _number_of

    out: dict[int, Fraction] = {}
    for v in range(len(g)):
        s = _short_of(g.at(v))
        if s is not None:
            x = _number_of(s)
            if x is not None:
                out[v] = x
    return out


def _stops(g: LoopyGraph) -> tuple[_Pseudo, _Pseudo]:
    """Left and Right stops of the start of a simplified stopper graph (Siegel VI §3): a
    pseudonumber stops at itself; otherwise Left's stop is the best Right stop among her
    options and Right's the least Left stop among his. Play in a stopper cannot alternate
    forever, so the recursion on (vertex, mover) ends."""
    nums = _number_vertices(g)
    inf = float("inf")

    def pseudo(v: int) -> _Pseudo | None:
        if v in nums:
            return (nums[v], 0)
        lo, ro = g.left[v], g.right[v]
        if lo == (v,) and not ro:
            return (inf, 0)
        if ro == (v,) and not lo:
            return (-inf, 0)
        if ro == (v,) and len(lo) == 1 and lo[0] in nums:
            return (nums[lo[0]], 1)
        if lo == (v,) and len(ro) == 1 and ro[0] in nums:
            return (nums[ro[0]], -1)
        return None

    memo: dict[tuple[int, int], _Pseudo] = {}

    def stop(root: tuple[int, int]) -> _Pseudo:
        # Post-order on the states, without recursion (the state graph has no cycle).
        stack = [root]
        while stack:
            key = stack[-1]
            if key in memo:
                stack.pop()
                continue
            v, mover = key
            p = pseudo(v)
            if p is not None:
                memo[key] = p
                stack.pop()
                continue
            moves = g.left[v] if mover == 0 else g.right[v]
            if not moves:
                raise InvalidGame("a stopper's position where the mover cannot move is a number")
            todo = [(w, 1 - mover) for w in moves if (w, 1 - mover) not in memo]
            if todo:
                stack.extend(todo)
                continue
            stack.pop()
            vals = [memo[(w, 1 - mover)] for w in moves]
            memo[key] = max(vals) if mover == 0 else min(vals)
        return memo[root]

    return stop((g.start, 0)), stop((g.start, 1))


# ---------------------------------------------------------------- named values
def _named(left: tuple[tuple[int, ...], ...], right: tuple[tuple[int, ...], ...]) -> LoopyGame:
    v = loopy_value(LoopyGraph(left=left, right=right))
    assert isinstance(v, LoopyGame)
    return v


#: ``on`` = {pass|}
on = _named(((0,),), ((),))
#: ``off`` = {|pass}
off = _named(((),), ((0,),))
#: ``over`` = {0|pass}
over = _named(((1,), ()), ((0,), ()))
#: ``under`` = {pass|0}
under = _named(((0,), ()), ((1,), ()))
#: ``upon`` = {pass|*}
upon = _named(((0,), (2,), ()), ((1,), (2,), ()))
#: ``dud`` = {pass|pass} = on & off
dud = _named(((0,),), ((0,),))


def _refuse_as_short(x: object) -> None:
    """A loopy value given where a short game is needed (``temperature(upon)``): a typed
    refusal that :func:`cgt.game.as_game` completes with the function's name, instead of
    "expected a game"."""
    if isinstance(x, LoopyGame):
        raise NotShortGame(f"{x} is a loopy game", x)


_COERCE.append(_refuse_as_short)
