"""Outcomes of loopy games with draws, by retrograde analysis of the game graph.

Normal play: a player with no move loses; play that never ends is a draw. Each vertex, with
each player to move, is a win for the mover, a loss for the mover, or a draw. This module
decides that from the definition alone (no theory of loopy values), by the retrograde fixed
point: a position whose mover has no move is lost; one with a move to a lost position (the
opponent to move) is won; one whose every move leads to a won position is lost; what is never
labelled so is a draw, since from it neither player can force the end. It is the definitional
twin that the algebra of loopy values (stoppers and sided values) is checked against.

The outcome is a pair of results, with Left moving first and with Right moving first, each a
win for Left, a win for Right or a draw: nine classes, named as CGSuite names them (``L``,
``R``, ``N``, ``P`` as for short games, ``D`` a draw whoever starts, and ``NHat``, ``NCheck``,
``PHat``, ``PCheck`` for the mixed ones).

``on`` = ``{on|}`` is a win for Left; ``dud`` = ``{dud|dud}`` a draw; ``over`` = ``{0|over}``
a win for Left whoever starts:

>>> from cgt.loopy import LoopyGraph
>>> on = LoopyGraph(left=((0,),), right=((),))
>>> dud = LoopyGraph(left=((0,),), right=((0,),))
>>> over = LoopyGraph(left=((1,), ()), right=((0,), ()))
>>> [str(outcome_of(g)) for g in (on, on.negative(), dud, over)]
['L', 'R', 'D', 'L']
>>> survives(on.plus(on.negative()), "left", moving_first=False)   # on + off: a draw
True
>>> from cgt import Outcome
>>> outcome_of(over) == Outcome.L, outcome_of(over).to_outcome()
(True, L)
"""

from __future__ import annotations

from collections import deque
from typing import ClassVar

import attrs

from cgt.errors import InvalidArgument, NotSupported
from cgt.loopy.graph import LoopyGraph
from cgt.outcome import Outcome, from_wins

__all__ = ["LoopyOutcome", "outcome_of", "outcomes_of", "survives"]

#: A player's result: Left wins, a draw, Right wins (Left's preference, best first).
_RESULTS = ("L", "D", "R")
_RANK = {"L": 1, "D": 0, "R": -1}


def _result(value: object) -> str:
    if value not in _RANK:
        raise InvalidArgument(f"a result is 'L', 'D' or 'R' (who wins, or a draw), not {value!r}")
    return str(value)


def _as_loopy(other: object) -> LoopyOutcome | None:
    """A short :class:`~cgt.outcome.Outcome` as the loopy class it is; None for other types."""
    if isinstance(other, LoopyOutcome):
        return other
    if isinstance(other, Outcome):
        return LoopyOutcome.from_outcome(other)
    return None


@attrs.frozen(eq=False)
class LoopyOutcome:
    """The outcome of a loopy game: who wins (``"L"``, ``"R"``) or a draw (``"D"``) with Left
    moving first, and with Right moving first. It is the one answer of every loopy outcome
    question (a loopy value's ``outcome()``, :func:`outcome_of`, a loopy ruleset position's
    ``outcome()``), and it sits beside the short :class:`~cgt.outcome.Outcome`: a class with no
    draw equals the short class of the same letter, prints as it, and the order (Left's
    preference, a draw between a win and a loss) runs across both types.

    >>> from cgt import Outcome
    >>> o = LoopyOutcome("D", "L")
    >>> o, o >= LoopyOutcome("D", "D"), o.conjugate(), o >= Outcome.R
    (PHat, True, PCheck, True)
    >>> LoopyOutcome.of("NCheck") == LoopyOutcome("D", "R"), LoopyOutcome("L", "R") == Outcome.N
    (True, True)
    """

    left_first: str = attrs.field(converter=_result)
    right_first: str = attrs.field(converter=_result)

    #: CGSuite's names of the nine classes, by (Left first, Right first).
    SYMBOLS: ClassVar[dict[tuple[str, str], str]] = {
        ("L", "L"): "L",
        ("R", "R"): "R",
        ("L", "R"): "N",
        ("R", "L"): "P",
        ("D", "D"): "D",
        ("L", "D"): "NHat",
        ("R", "D"): "PCheck",
        ("D", "L"): "PHat",
        ("D", "R"): "NCheck",
    }

    @classmethod
    def of(cls, symbol: str) -> LoopyOutcome:
        """The class CGSuite names ``symbol`` (``"L"``, ``"D"``, ``"PHat"``, …)."""
        for pair, name in cls.SYMBOLS.items():
            if name == symbol:
                return cls(*pair)
        names = ", ".join(cls.SYMBOLS.values())
        raise InvalidArgument(f"LoopyOutcome.of(symbol): expected one of {names}, not {symbol!r}")

    @classmethod
    def from_outcome(cls, outcome: Outcome) -> LoopyOutcome:
        """The loopy outcome of a short game's :class:`~cgt.outcome.Outcome`."""
        if not isinstance(outcome, Outcome):
            raise InvalidArgument(f"from_outcome(outcome): expected an Outcome, not {outcome!r}")
        return cls(
            "L" if outcome.left_wins_first else "R", "R" if outcome.right_wins_first else "L"
        )

    @property
    def symbol(self) -> str:
        """CGSuite's name of the class."""
        return self.SYMBOLS[(self.left_first, self.right_first)]

    @property
    def has_draw(self) -> bool:
        """Whether play is infinite with one of the players moving first."""
        return "D" in (self.left_first, self.right_first)

    @property
    def left_wins_first(self) -> bool:
        """Left wins moving first (as :attr:`Outcome.left_wins_first <cgt.outcome.Outcome>`)."""
        return self.left_first == "L"

    @property
    def right_wins_first(self) -> bool:
        """Right wins moving first."""
        return self.right_first == "R"

    def to_outcome(self) -> Outcome:
        """The short-game :class:`~cgt.outcome.Outcome`; :class:`~cgt.errors.NotSupported`
        when a draw is part of it."""
        if self.has_draw:
            raise NotSupported(f"the outcome {self.symbol} has a draw: it is no short outcome")
        return from_wins(self.left_first == "L", self.right_first == "R")

    def conjugate(self) -> LoopyOutcome:
        """The outcome of the conjugate game: the players exchanged."""
        swap = {"L": "R", "R": "L", "D": "D"}
        return LoopyOutcome(swap[self.right_first], swap[self.left_first])

    def __eq__(self, other: object) -> bool:
        o = _as_loopy(other)
        if o is None:
            return NotImplemented
        return (self.left_first, self.right_first) == (o.left_first, o.right_first)

    def __ne__(self, other: object) -> bool:
        o = _as_loopy(other)
        if o is None:
            return NotImplemented
        return not self == o

    def __hash__(self) -> int:
        # The symbol's hash is the short Outcome's (an Enum hashes its name): equal classes of
        # the two types hash alike.
        return hash(self.symbol)

    def __ge__(self, other: object) -> bool:
        o = _as_loopy(other)
        if o is None:
            return NotImplemented
        return (
            _RANK[self.left_first] >= _RANK[o.left_first]
            and _RANK[self.right_first] >= _RANK[o.right_first]
        )

    def __le__(self, other: object) -> bool:
        o = _as_loopy(other)
        if o is None:
            return NotImplemented
        return o.__ge__(self)

    def __gt__(self, other: object) -> bool:
        o = _as_loopy(other)
        if o is None:
            return NotImplemented
        return self >= o and self != o

    def __lt__(self, other: object) -> bool:
        o = _as_loopy(other)
        if o is None:
            return NotImplemented
        return o >= self and self != o

    def __str__(self) -> str:
        return self.symbol

    def __repr__(self) -> str:
        return self.symbol


#: The mover's result at a state: wins, loses, or (never labelled) draws.
_WIN, _LOSS, _DRAW = 1, -1, 0


def _solve(graph: LoopyGraph) -> tuple[list[int], list[int]]:
    """The mover's result at every vertex, with Left to move and with Right to move."""
    n = len(graph)
    moves = (
        [tuple(set(ws)) for ws in graph.left],
        [tuple(set(ws)) for ws in graph.right],
    )
    # back[s][w]: the vertices from which player s moves to w.
    back: tuple[list[list[int]], list[list[int]]] = ([[] for _ in range(n)], [[] for _ in range(n)])
    for s in (0, 1):
        for v, ws in enumerate(moves[s]):
            for w in ws:
                back[s][w].append(v)
    result = ([_DRAW] * n, [_DRAW] * n)
    unrefuted = ([len(ws) for ws in moves[0]], [len(ws) for ws in moves[1]])
    queue: deque[tuple[int, int]] = deque()
    for s in (0, 1):
        for v in range(n):
            if not moves[s][v]:
                result[s][v] = _LOSS
                queue.append((v, s))
    while queue:
        w, t = queue.popleft()
        s = 1 - t  # the player who moved to w
        lost = result[t][w] == _LOSS
        for v in back[s][w]:
            if result[s][v] != _DRAW:
                continue
            if lost:  # a move to a position the opponent loses wins
                result[s][v] = _WIN
                queue.append((v, s))
            else:
                unrefuted[s][v] -= 1
                if unrefuted[s][v] == 0:  # every move hands the opponent a win
                    result[s][v] = _LOSS
                    queue.append((v, s))
    return result


def _check_graph(graph: object, where: str) -> LoopyGraph:
    if not isinstance(graph, LoopyGraph):
        raise InvalidArgument(f"{where}: expected a LoopyGraph, not {type(graph).__name__}")
    return graph


def _outcome(left: list[int], right: list[int], v: int) -> LoopyOutcome:
    lf = {_WIN: "L", _LOSS: "R", _DRAW: "D"}[left[v]]
    rf = {_WIN: "R", _LOSS: "L", _DRAW: "D"}[right[v]]
    return LoopyOutcome(lf, rf)


def outcomes_of(graph: LoopyGraph) -> tuple[LoopyOutcome, ...]:
    """The outcome of play from every vertex of ``graph``, in vertex order.

    >>> from cgt.loopy import LoopyGraph
    >>> upon = LoopyGraph(left=((0,), (2,), ()), right=((1,), (2,), ()))   # {pass|*}
    >>> [str(o) for o in outcomes_of(upon)]
    ['L', 'N', 'P']
    """
    left, right = _solve(_check_graph(graph, "outcomes_of(graph)"))
    return tuple(_outcome(left, right, v) for v in range(len(graph)))


def outcome_of(graph: LoopyGraph) -> LoopyOutcome:
    """The outcome of play from the start of ``graph`` (see the module documentation)."""
    left, right = _solve(_check_graph(graph, "outcome_of(graph)"))
    return _outcome(left, right, graph.start)


def survives(graph: LoopyGraph, player: str, moving_first: bool) -> bool:
    """Whether ``player`` (``"left"`` or ``"right"``) can avoid losing play from the start of
    ``graph`` (winning, or playing for ever), moving first or second.

    >>> from cgt.loopy import LoopyGraph
    >>> star = LoopyGraph(left=((1,), ()), right=((1,), ()))
    >>> survives(star, "left", True), survives(star, "left", False)
    (True, False)
    """
    _check_graph(graph, "survives(graph, player, moving_first)")
    if not isinstance(moving_first, bool):
        raise InvalidArgument(
            f"survives(moving_first): expected True or False, not {moving_first!r}"
        )
    side = player.lower() if isinstance(player, str) else player
    if side not in ("left", "right"):
        raise InvalidArgument(f"survives(player): expected 'left' or 'right', not {player!r}")
    o = outcome_of(graph)
    left_moves_first = moving_first == (side == "left")
    result = o.left_first if left_moves_first else o.right_first
    return result != ("R" if side == "left" else "L")
