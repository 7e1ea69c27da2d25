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

A loopy game (a :class:`~cgt.loopy.LoopyGame` value, or a position of a loopy ruleset such as
Backsliding Toads and Frogs) may be played for ever, which is a draw. Its moves that do not
lose are listed, each with its ``kind``: ``"win"`` when the mover wins what is left playing
second, ``"draw"`` when what is left is a draw with the opponent to move. Both are read from
the outcomes with draws of the game graph (:mod:`cgt.loopy.outcome`): a stopper's options, the
vertices of a sided value's graph, the positions of a loopy ruleset.

>>> from cgt import parse
>>> winning_moves(parse("on"), "left"), winning_moves(parse("dud"), "right")
([Left → on], [Right → dud [draw]])

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

import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from cgt.canonical.normal import canonical_sum
from cgt.errors import InvalidArgument, InvalidGame, NotSupported
from cgt.game import Game, as_game
from cgt.misere_sum import explain_outcome
from cgt.outcome import Outcome
from cgt.sums import components, sum_of

if TYPE_CHECKING:  # the loopy package loads on first use: short games never pay for it
    from cgt.loopy.outcome import LoopyOutcome
    from cgt.loopy.value import LoopyGame

__all__ = ["Move", "winning_moves", "is_loopy"]


@attrs.frozen(eq=False)
class Move:
    """One winning move.

    ``option``: what the mover leaves — an element of ``G.left``/``G.right`` for a game form, the
    position after the move for a ruleset or Hackenbush position, the tuple of components for a
    list. ``component`` and ``to``: for a sum, the component moved in and what it becomes
    (``index`` is its place in a list given as the sum, else None). ``reason``: why the move
    wins (with ``explain=True``); ``value`` (normal play) or ``outcome`` (misère play) of what
    is left. ``kind``: ``"win"``, or ``"draw"`` for a move of a loopy game that leaves a draw
    (then ``outcome`` is the :class:`~cgt.loopy.LoopyOutcome` of what is left, and ``value``
    its loopy value when a value was asked)."""

    player: str
    option: Any
    component: Any = None
    to: Any = None
    index: int | None = None
    reason: str | None = None
    value: Game | LoopyGame | None = None
    outcome: Outcome | LoopyOutcome | None = None
    whole: Any = None
    kind: str = "win"

    def __str__(self) -> str:
        if self.component is None:
            text = _show(self.option)
        else:
            where = f"#{self.index}" if self.index is not None else ""
            text = f"{_show(self.component)} → {_show(self.to)} in {where or _show(self.whole)}"
        if self.kind != "win":  # a winning move is what the list is of; a draw is marked
            text = f"{text} [{self.kind}]"
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


def is_loopy(x: Any) -> bool:
    """Whether ``x`` is a loopy game: a :class:`~cgt.loopy.LoopyGame` value, or a position of a
    ruleset whose play can repeat (``LOOPY``).

    >>> from cgt import parse
    >>> from cgt.rulesets import BackslidingToadsAndFrogs, ToadsAndFrogs
    >>> is_loopy(parse("on")), is_loopy(BackslidingToadsAndFrogs("t.f")), is_loopy(parse("*"))
    (True, True, False)
    >>> is_loopy(ToadsAndFrogs("t.f"))
    False
    """
    if isinstance(x, Game):
        return False
    if _is_ruleset(x):
        return bool(type(x).LOOPY)
    loopy = sys.modules.get("cgt.loopy.value")  # no loopy value exists before it is loaded
    return loopy is not None and isinstance(x, loopy.LoopyGame)


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


# ---------------------------------------------------------------------- loopy games
def _loopy_options(g: Any, left: bool) -> list[tuple[Any, LoopyOutcome]]:
    """(what the mover leaves, its outcome with draws) for each move of a loopy game."""
    from cgt.loopy.outcome import LoopyOutcome, outcomes_of
    from cgt.loopy.value import loopy_value, rep_graph

    if _is_ruleset(g):
        # each option's own graph: a ruleset may merge positions in it (Fox and Geese's
        # escaped fox), which only its game_graph() knows
        found = []
        for o in g.left_moves() if left else g.right_moves():
            out = o.outcome()
            found.append(
                (o, out if isinstance(out, LoopyOutcome) else LoopyOutcome.from_outcome(out))
            )
        return found
    # a stopper's simplified graph, or the graph a sided value was computed from: the outcome
    # of every vertex in one retrograde pass
    graph = rep_graph(g)
    outcomes = outcomes_of(graph)
    moves = graph.left[graph.start] if left else graph.right[graph.start]
    return [(loopy_value(graph.at(w)), outcomes[w]) for w in dict.fromkeys(moves)]


def _loopy_kind(left: bool, out: LoopyOutcome) -> str | None:
    """The kind of a move that leaves the opponent to move in a position of outcome ``out``:
    ``"win"``, ``"draw"``, or None when the mover loses."""
    result = out.right_first if left else out.left_first
    if result == "D":
        return "draw"
    return "win" if result == ("L" if left else "R") else None


def _loopy_moves(g: Any, player: str, explain: bool) -> list[Move]:
    """The moves of a loopy game that win, then those that draw."""
    left = player == "left"
    mover, other = ("Left", "Right") if left else ("Right", "Left")
    found = []
    for option, out in _loopy_options(g, left):
        kind = _loopy_kind(left, out)
        if kind is None:
            continue
        if kind == "win":
            why = f"leaves {_show(option)}, outcome {out}: a win for {mover} moving second"
        else:
            why = f"leaves {_show(option)}, outcome {out}: a draw with {other} to move"
        found.append(
            Move(
                player=player,
                option=option,
                reason=why if explain else None,
                value=None if _is_ruleset(g) else option,
                outcome=out,
                kind=kind,
            )
        )
    return sorted(found, key=lambda m: m.kind != "win")  # wins first, in order


def _refuse_loopy_sum(parts: Sequence[Any]) -> None:
    if any(is_loopy(p) for p in parts):
        raise NotSupported(
            "winning moves of a list with a loopy part: add the parts up first (a sum with a "
            "loopy part is a loopy value, G + H) and ask the sum"
        )


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

    ``g`` is a game form (or its notation), a ruleset position, a Hackenbush position, or a
    list of these (their sum). With ``explain=True`` each :class:`Move` carries its
    ``reason``: the value left in normal play (≥ 0 for Left, ≤ 0 for Right), the outcome left
    in misère play and the theorem or search that gave it. ``max_positions`` bounds the
    searches (misère sums, ruleset values); past it :class:`~cgt.errors.SearchBoundExceeded`
    is raised.

    For a loopy game (see :func:`is_loopy`) the moves that draw are listed too, after those
    that win, each :class:`Move` with its ``kind``; misère play of a loopy game, and a list
    with a loopy part, are :class:`~cgt.errors.NotSupported`.

    >>> from cgt import parse
    >>> G = parse("{1|-1} + {2|-2}")
    >>> [str(m) for m in winning_moves(G, "right")]
    ['+-2 → -2 in +-1 + +-2']
    >>> winning_moves(parse("{1|}"), "right")
    []
    """
    left = _side(player)
    if isinstance(g, str):  # notation, short or loopy, as every function taking a game reads it
        from cgt.notation import parse

        g = parse(g)
    if is_loopy(g) and not misere:
        return _loopy_moves(g, player, explain)
    if is_loopy(g) and not _is_ruleset(g):
        raise NotSupported(
            f"misère play of a loopy game: cgt's loopy games are played under normal play "
            f"(a player with no move loses, infinite play is a draw), not {g}"
        )
    # misère play of a loopy ruleset's position: the search on positions, which answers when
    # no position repeats and raises NotShortGame when one does
    if isinstance(g, (list, tuple)):
        parts = list(g)
        if not parts:
            return []
        _refuse_loopy_sum(parts)
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
