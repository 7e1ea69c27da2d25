"""Holshouser–Reiter, *Misère Games*: special games and the misère rule for their sums.

An impartial game G is *special* when every position n of G (every follower) with g⁺(n) = 0 is
terminal or has a follower m with g⁺(m) = 1. For a sum of special games with nim values
g₁, …, g_k the position is *balanced* (the previous player wins in misère play) exactly when

- all gᵢ ∈ {0, 1} and g₁ ⊕ … ⊕ g_k = 1, or
- some gᵢ ∉ {0, 1} and g₁ ⊕ … ⊕ g_k = 0.

From a balanced position every move unbalances; from an unbalanced nonterminal position some
move balances (Holshouser–Reiter, Problem 1 and its proof): with one gᵢ ≥ 2, move in it to
0 or 1 as needed; with two or more, play Bouton's nim move; with all gᵢ ∈ {0, 1}, move a 1 to
0, or a nonterminal 0 to a 1 (which exists because the game is special). Nim heaps are special,
so Bouton's misère nim is the case where every component is a heap.

>>> from cgt import nimber, parse
>>> is_special(nimber(5)), is_special(parse("{*2|*2}"))
(True, False)
>>> special_misere_outcome(nimber(1), nimber(1), nimber(1)), special_misere_outcome(nimber(2))
('P', 'N')
"""

from __future__ import annotations

from cgt.errors import InvalidGame
from cgt.game import Game
from cgt.impartial.nim_values import as_nimber, nim_value, require_impartial

__all__ = ["is_special", "is_balanced", "special_misere_outcome", "special_winning_move"]


def is_special(g: Game) -> bool:
    """Does every follower of G with nim value 0 either end the game or have an option of nim
    value 1?  (Holshouser–Reiter's definition.)"""
    g = require_impartial(g, "is_special")
    if as_nimber(g) is not None:
        return True  # a nim heap: its only follower of value 0 is the terminal 0
    for f in g.followers():
        if f.left and nim_value(f) == 0 and not any(nim_value(o) == 1 for o in f.left):
            return False
    return True


def _values(games: tuple[Game, ...]) -> list[int]:
    return [nim_value(require_impartial(g, "the Holshouser–Reiter rule")) for g in games]


def is_balanced(*games: Game) -> bool:
    """The Holshouser–Reiter test: is the sum of these (special) games balanced, i.e. a misère
    P-position?  The games are not checked for being special (see :func:`is_special`)."""
    vals = _values(games)
    total = 0
    for v in vals:
        total ^= v
    if all(v < 2 for v in vals):
        return total == 1
    return total == 0


def special_misere_outcome(*games: Game) -> str:
    """``"P"`` when the sum of special games is balanced, else ``"N"``."""
    return "P" if is_balanced(*games) else "N"


def special_winning_move(*games: Game) -> tuple[int, Game] | None:
    """A move from an unbalanced sum of special games to a balanced one, following the paper's
    proof: (index of the component, the option to move it to); None from a balanced or
    terminal position. :class:`~cgt.errors.InvalidGame` when the proof's move is missing, which
    happens only when a component is not special.

    >>> from cgt import nimber
    >>> special_winning_move(nimber(3), nimber(1))
    (0, 0)
    """
    vals = _values(games)
    if is_balanced(*games) or not any(g.left for g in games):
        return None
    total = 0
    for v in vals:
        total ^= v
    big = [i for i, v in enumerate(vals) if v >= 2]
    if len(big) == 1:
        # One value ≥ 2: move it to 0 or 1 so that the small values nim-add to 1.
        i = big[0]
        want = 1 ^ (total ^ vals[i])
        return _to_value(games, i, want)
    if big:
        # Bouton: move to nim-sum 0 (in a component whose value has the leading bit).
        top = total.bit_length() - 1
        i = next(k for k, v in enumerate(vals) if v >> top & 1)
        return _to_value(games, i, vals[i] ^ total)
    for i, v in enumerate(vals):
        if games[i].left:
            return _to_value(games, i, 1 - v)  # 1 → 0, or (special) 0 → 1
    return None  # pragma: no cover - a nonterminal component exists


def _to_value(games: tuple[Game, ...], i: int, want: int) -> tuple[int, Game]:
    for o in games[i].left:
        if nim_value(o) == want:
            return i, o
    raise InvalidGame(f"component {i} has no option of nim value {want}: it is not special")
