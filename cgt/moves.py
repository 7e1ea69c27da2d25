"""Winning moves: the options after which the mover wins playing second, with the reason.

A move by Left to G' wins exactly when Left wins G' with Right to move (and dually for Right).
How that is decided, cheapest first:

- normal play: Left wins G' moving second iff G' ≥ 0 (Right iff G' ≤ 0), and the value of G'
  is the sum of its components' canonical forms (:func:`cgt.canonical_sum`): a move in one
  component of a sum costs one sum of canonical forms, never the literal sum;
- misère play: the outcome of the sum after the move, by the theorems that give it outright
  (Bouton's misère nim; McKay–Milley–Nowakowski on sprigs; Lo on shrubs and flowers), else a
  search on the multiset of components bounded by ``max_positions``
  (:class:`~cgt.errors.SearchBoundExceeded` past it); a single ruleset position is searched on
  positions, with its transposition table.

What can be asked: a :class:`~cgt.game.Game` (a sum names the component each move is made in),
a ruleset position or a Hackenbush position (each move is the position after it), or a list of
any of these, read as their disjunctive sum (each move names its component by index).

>>> from cgt import parse, star, up, nimber
>>> [str(m) for m in winning_moves(parse("{0,*|1}"), "left")]
['0']
>>> for m in winning_moves(up + star, "left", explain=True):
...     print(m)
* → 0 in * + ^: moves to ^ > 0, a win for Left moving second
>>> for m in winning_moves(nimber(2) + nimber(3), "right", misere=True, explain=True):
...     print(m)
*3 → *2 in *2 + *3: leaves P by Bouton's theorem on misère nim (Bouton 1902)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import attrs

from cgt.canonical.normal import canonical_sum
from cgt.errors import InvalidArgument, InvalidGame
from cgt.game import Game, as_game
from cgt.misere_sum import explain_outcome
from cgt.outcome import Outcome
from cgt.sums import components, sum_of

__all__ = ["Move", "winning_moves"]


@attrs.frozen(eq=False)
class Move:
    """One winning move.

    ``option``: what the mover leaves — an element of ``G.left``/``G.right`` for a game form, the
    position after the move for a ruleset or Hackenbush position, the tuple of components for a
    list. ``component`` and ``to``: for a sum, the component moved in and what it becomes
    (``index`` is its place in a list given as the sum, else None). ``reason``: why the move
    wins (with ``explain=True``); ``value`` (normal play) or ``outcome`` (misère play) of what
    is left."""

    player: str
    option: Any
    component: Any = None
    to: Any = None
    index: int | None = None
    reason: str | None = None
    value: Game | None = None
    outcome: Outcome | None = None
    whole: Any = None

    def __str__(self) -> str:
        if self.component is None:
            text = _show(self.option)
        else:
            where = f"#{self.index}" if self.index is not None else ""
            text = f"{_show(self.component)} → {_show(self.to)} in {where or _show(self.whole)}"
        return text if self.reason is None else f"{text}: {self.reason}"

    def __repr__(self) -> str:
        """The move as a researcher reads it: who moves, and to what (in a sum, from which
        component to what); the reason after a colon when it was asked for. A list of moves
        prints as a list of these.

        >>> from cgt import parse
        >>> parse("{0,*|1}").winning_moves("left"), parse("{1|-1} + {2|-2}").winning_moves("right")
        ([Left → 0], [Right: +-2 → -2 in +-1 + +-2])
        >>> parse("{1|-1} + ^").winning_moves("left", explain=True)
        [Left: +-1 → 1 in ^ + +-1: moves to 1^ > 0, a win for Left moving second]
        """
        who = self.player.capitalize()
        return f"{who} → {self}" if self.component is None else f"{who}: {self}"




def _show(x: Any) -> str:
    if isinstance(x, tuple):
        return " + ".join(_show(c) for c in x)
    return str(x) or repr(x)  # an empty board or graph prints as nothing


def _side(player: str) -> bool:
    if player not in ("left", "right"):
        raise InvalidGame(f"player must be 'left' or 'right', not {player!r}")
    return player == "left"


# ---------------------------------------------------------------------- the kinds of position
def _is_ruleset(x: Any) -> bool:
    from cgt.rulesets.base import Ruleset

    return isinstance(x, Ruleset)


def _is_hackenbush(x: Any) -> bool:
    from cgt.hackenbush.position import Hackenbush

    return isinstance(x, Hackenbush)


def _options(x: Any, left: bool) -> list[Any]:
    if isinstance(x, Game):
        return list(x.left if left else x.right)
    if _is_ruleset(x):
        return list(x.left_moves() if left else x.right_moves())
    if _is_hackenbush(x):
        return list(x.left_options() if left else x.right_options())
    raise InvalidArgument(
        f"winning moves are asked of a game, a ruleset or Hackenbush position, or a list of "
        f"them (a sum), not {type(x).__name__}"
    )


def _value(x: Any, max_positions: int | None) -> Game:
    if _is_ruleset(x):
        return x.canonical(max_positions)  # type: ignore[no-any-return]
    return x.canonical()  # type: ignore[no-any-return]


def _forms(x: Any) -> list[Game]:
    """Game forms whose sum is ``x``, split so that the misère theorems can read them."""
    if isinstance(x, Game):
        return list(components(x))
    if _is_hackenbush(x):
        return [c.game() for c in x.components()]
    return [x.game()]


def _misere(parts: Sequence[Any], max_positions: int | None) -> tuple[Outcome, str]:
    """(misère outcome, how it was found) of the sum of ``parts``."""
    if len(parts) == 1 and _is_ruleset(parts[0]):
        o = parts[0].misere_outcome(max_positions)
        return o, "search on positions"
    if len(parts) == 1 and _is_hackenbush(parts[0]):
        from cgt.hackenbush.misere import position_misere

        return position_misere(parts[0])  # type: ignore[no-any-return]
    forms = [f for p in parts for f in _forms(p)]
    return explain_outcome(*forms, max_positions=max_positions)


# ---------------------------------------------------------------------- judging one move
def _judge_normal(
    left: bool, rest: Game, after: Any, max_positions: int | None
) -> tuple[bool, str, Game]:
    v = canonical_sum(_value(after, max_positions), rest)
    zero = as_game(0)
    wins = v >= zero if left else v <= zero
    if v.equals(zero):
        why = "moves to 0, a second-player win"
    else:
        sign = ">" if left else "<"
        who = "Left" if left else "Right"
        why = f"moves to {v} {sign} 0, a win for {who} moving second"
        if not wins:
            why = f"moves to {v}"
    return wins, why, v


def _judge_misere(
    left: bool, parts: Sequence[Any], max_positions: int | None
) -> tuple[bool, str, Outcome]:
    o, how = _misere(parts, max_positions)
    wins = not (o.right_wins_first if left else o.left_wins_first)
    return wins, f"leaves {o} by {how}", o


# ---------------------------------------------------------------------- the public function
def winning_moves(
    g: Any,
    player: str = "left",
    misere: bool = False,
    explain: bool = False,
    max_positions: int | None = None,
) -> list[Move]:
    """The moves of ``player`` (``"left"`` or ``"right"``) in ``g`` after which the mover
    wins playing second, in normal or misère play; ``[]`` when there is none.

    ``g`` is a game form, a ruleset position, a Hackenbush position, or a list of these (their
    sum). With ``explain=True`` each :class:`Move` carries its ``reason``: the value left in
    normal play (≥ 0 for Left, ≤ 0 for Right), the outcome left in misère play and the theorem
    or search that gave it. ``max_positions`` bounds the searches (misère sums, ruleset values);
    past it :class:`~cgt.errors.SearchBoundExceeded` is raised.

    >>> from cgt import parse
    >>> G = parse("{1|-1} + {2|-2}")
    >>> [str(m) for m in winning_moves(G, "right")]
    ['+-2 → -2 in +-1 + +-2']
    >>> winning_moves(parse("{1|}"), "right")
    []
    """
    left = _side(player)
    if isinstance(g, (list, tuple)):
        parts = list(g)
        if not parts:
            return []
        indexed = True
    elif isinstance(g, Game):
        g = as_game(g)
        parts = list(components(g)) if g.is_sum else [g]
        indexed = False
    else:
        parts = [g]
        indexed = False
    for p in parts:
        _options(p, left)  # a clear error for what cannot move, before any work
    single = len(parts) == 1 and not indexed
    moves: list[Move] = []
    for i, c in enumerate(parts):
        if any(parts[j] is c or parts[j] == c for j in range(i)) and not indexed:
            continue  # a move in a copy of a component is the same option
        rest = parts[:i] + parts[i + 1 :]
        rest_value: Callable[[], Game] = _lazy_rest(rest, max_positions)
        for o in _options(c, left):
            after = [*rest[:i], o, *rest[i:]] if indexed else [o, *rest]
            if misere:
                wins, why, out = _judge_misere(left, after, max_positions)
                value = None
            else:
                wins, why, value = _judge_normal(left, rest_value(), o, max_positions)
                out = None
            if not wins:
                continue
            if indexed:
                option: Any = tuple(after)
            elif isinstance(g, Game):
                option = sum_of(o, *rest)
            else:
                option = o
            moves.append(
                Move(
                    player=player,
                    option=option,
                    component=None if single else c,
                    to=None if single else o,
                    index=i if indexed else None,
                    reason=why if explain else None,
                    value=value,
                    outcome=out,
                    whole=None if single else (tuple(parts) if indexed else g),
                )
            )
    return moves


def _lazy_rest(rest: Sequence[Any], max_positions: int | None) -> Callable[[], Game]:
    """The canonical value of the other components, computed once and only if asked."""
    memo: list[Game] = []

    def get() -> Game:
        if not memo:
            memo.append(canonical_sum(*[_value(c, max_positions) for c in rest]))
        return memo[0]

    return get


def _install() -> None:
    # Ruleset and Hackenbush positions answer .winning_moves() through this module, which
    # sits above them.
    from cgt.hackenbush import position
    from cgt.rulesets import base

    for hooks in (base._WINNING_MOVES, position._WINNING_MOVES):
        if not hooks:
            hooks.append(winning_moves)


_install()
