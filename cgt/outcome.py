"""Outcome classes and outcomes of literal forms, in normal and misère play.

Outcomes are named from the first player's view: ``N`` the next player wins, ``P`` the previous
player wins, ``L`` Left wins whoever starts, ``R`` Right wins whoever starts. The partial order is
Left's preference: L > N > R and L > P > R, with N and P incomparable.

Called, the module is :func:`outcome`: ``outcome(G, misere=False)`` is the function form of
``G.outcome()`` and ``G.misere_outcome()``, the canonical calls.

>>> from cgt import zero, star, parse
>>> str(outcome(zero)), str(outcome(zero, misere=True)), str(outcome(star, misere=True))
('P', 'N', 'P')
>>> L > N, N >= P, P >= N
(True, False, False)
>>> left_first(parse("{3||2|1}"), misere=True)
False
"""

from __future__ import annotations

import enum
import sys
import types
from collections.abc import Callable
from importlib import import_module
from typing import TYPE_CHECKING, Any

from cgt import _memo
from cgt._deep import maybe_deep
from cgt.errors import InvalidArgument, NotShortGame, NotSupported
from cgt.game import Game, as_game, callable_module, nesting

if TYPE_CHECKING:  # the loopy package loads on first use
    from cgt.loopy.outcome import LoopyOutcome

__all__ = ["Outcome", "L", "N", "P", "R", "outcome", "left_first", "right_first", "from_wins"]


class Outcome(enum.Enum):
    """One of the four outcome classes; compare with the partial order L > N, P > R."""

    L = "L"
    N = "N"
    P = "P"
    R = "R"

    def __str__(self) -> str:
        return self.value

    @classmethod
    def _missing_(cls, value: object) -> Outcome:
        raise InvalidArgument(f"Outcome(value): expected 'L', 'N', 'P' or 'R', not {value!r}")

    def __repr__(self) -> str:
        return self.value

    @property
    def left_wins_first(self) -> bool:
        """Left wins moving first."""
        return self in (Outcome.L, Outcome.N)

    @property
    def right_wins_first(self) -> bool:
        """Right wins moving first."""
        return self in (Outcome.R, Outcome.N)

    def _rank(self) -> tuple[int, int]:
        # Left's view: (Left wins moving first, Left wins moving second).
        return (int(self.left_wins_first), int(not self.right_wins_first))

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Outcome):
            return NotImplemented
        a, b = self._rank(), other._rank()
        return a[0] >= b[0] and a[1] >= b[1]

    def __le__(self, other: object) -> bool:
        if not isinstance(other, Outcome):
            return NotImplemented
        return other.__ge__(self)

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Outcome):
            return NotImplemented
        return self >= other and self is not other

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Outcome):
            return NotImplemented
        return other >= self and self is not other

    def conjugate(self) -> Outcome:
        """The outcome of the conjugate game (L and R swapped)."""
        return {Outcome.L: Outcome.R, Outcome.R: Outcome.L}.get(self, self)


L, N, P, R = Outcome.L, Outcome.N, Outcome.P, Outcome.R


def from_wins(left_first_wins: bool, right_first_wins: bool) -> Outcome:
    """The outcome with these first-player results."""
    if left_first_wins:
        return N if right_first_wins else L
    return R if right_first_wins else P


# Memo tables: id -> bool, one per (play convention, player moving first).
_LW: tuple[dict[int, bool], dict[int, bool]] = (
    _memo.table("left wins first, normal"),
    _memo.table("left wins first, misere"),
)
_RW: tuple[dict[int, bool], dict[int, bool]] = (
    _memo.table("right wins first, normal"),
    _memo.table("right wins first, misere"),
)
# Bound once: compiled code would build a bound method on every ``_LW_GET[mis](…)``.
_LW_GET = (_LW[0].get, _LW[1].get)
_RW_GET = (_RW[0].get, _RW[1].get)


#: The first-player results (Left wins first, Right wins first) of a sum from its components,
#: by play convention (0 normal, 1 misère): installed by :mod:`cgt.canonical.normal` and
#: :mod:`cgt.misere_sum`, which decide sums through outcomes of forms and so sit above them.
_SUM_WINS: dict[int, Callable[[tuple[Game, ...]], tuple[bool, bool]]] = {}


def _held_wins(g: Game, mis: int) -> tuple[bool, bool] | None:
    """Both first-player results from a closed form: parametrised values know theirs; a sum
    answers through its canonical form (normal play) or its components (misère play)."""
    p = g._param
    if p is None:
        return None
    if g.is_sum:
        wins = _SUM_WINS.get(mis)
        if wins is None:  # cgt.misere_sum installs itself on first use (`import cgt` spares it)
            import_module("cgt.misere_sum")
            wins = _SUM_WINS[mis]
        return wins(g.components)  # type: ignore[attr-defined]
    return p.wins(bool(mis))  # type: ignore[no-any-return]


def _lw(g: Game, mis: int) -> bool:
    r = _LW_GET[mis](g._id)
    if r is None:
        held = _held_wins(g, mis)
        if held is not None:
            r = held[0]
            _memo.put(_RW[mis], g._id, held[1])
        elif not g.left:
            r = bool(mis)
        else:
            r = False
            for x in g.left:
                if not _rw(x, mis):
                    r = True
                    break
        _memo.put(_LW[mis], g._id, r)
    return r


def _rw(g: Game, mis: int) -> bool:
    r = _RW_GET[mis](g._id)
    if r is None:
        held = _held_wins(g, mis)
        if held is not None:
            r = held[1]
            _memo.put(_LW[mis], g._id, held[0])
        elif not g.right:
            r = bool(mis)
        else:
            r = False
            for x in g.right:
                if not _lw(x, mis):
                    r = True
                    break
        _memo.put(_RW[mis], g._id, r)
    return r


def left_first(g: Any, misere: bool = False) -> bool:
    """Does Left win ``g`` moving first?  Memoised; parametrised values answer in closed form,
    sums through their canonical form (normal play) or their components (misère play).

    >>> from cgt import zero
    >>> left_first(zero), left_first(zero, misere=True)
    (False, True)
    """
    g = as_game(g)
    return maybe_deep(nesting(g), _lw, g, int(misere))


def right_first(g: Any, misere: bool = False) -> bool:
    """Does Right win ``g`` moving first?"""
    g = as_game(g)
    return maybe_deep(nesting(g), _rw, g, int(misere))


def outcome(g: Any, misere: bool = False) -> Outcome | LoopyOutcome:
    """The outcome class of ``g`` under normal (default) or misère play.

    The function form of ``G.outcome()`` and ``G.misere_outcome()``, the canonical calls
    (the guide's "One way to ask each question" lists the others).

    >>> from cgt import integer, nimber, parse
    >>> str(outcome(integer(2**200))), str(outcome(nimber(10**9), misere=True))
    ('L', 'N')
    >>> str(outcome(parse("*:1/2 + *:1/2 + *:1/2 + *:1/2 + *:1/2"), misere=True))
    'L'

    A loopy game (a loopy value, or text that reads as one) answers its outcome with draws,
    a :class:`~cgt.loopy.LoopyOutcome`; misère play of a loopy game is not supported.

    >>> outcome("on"), outcome("over - over")
    (L, D)
    """
    loopy = _loopy(g)
    if loopy is not None:
        if misere:
            raise NotSupported(
                f"misère outcome of the loopy game {loopy}: cgt plays loopy games in normal "
                "play only (a player with no move loses, infinite play is a draw)"
            )
        return loopy.outcome()  # type: ignore[no-any-return]
    return from_wins(left_first(g, misere), right_first(g, misere))


def _loopy(g: Any) -> Any:
    """``g`` as a loopy value when it is one (or text that reads as one), else None."""
    if isinstance(g, Game):
        return None
    if isinstance(g, str):
        try:
            as_game(g)
        except NotShortGame as exc:  # the text is a loopy value: the reader hands it over
            return exc.value
        return None
    loopy = sys.modules.get("cgt.loopy.value")  # no loopy value exists before it is loaded
    return g if loopy is not None and isinstance(g, loopy.LoopyGame) else None


class _CallableModule(types.ModuleType):
    """``cgt.outcome`` is both this module and the function :func:`outcome`."""

    def __call__(self, g: Any, misere: bool = False) -> Outcome | LoopyOutcome:
        return outcome(g, misere)


callable_module(__name__, _CallableModule)
