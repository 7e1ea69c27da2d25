"""Distinguishing games: constructive separators for M, D, E, and confirmation of outcomes.

When G ≱ H (mod U), the maintenance–proviso test fails at a definite place, and each failure
yields a game X of U that separates them (Siegel, *On the general dead-ending universe*, §5,
Lemmas 5.8–5.10; the formal version is in the Lean library ``misere-games``,
Misere/Separation.lean). A *Left separator* of (G, H) is an X with Left losing G + X and
winning H + X, both moving first; a *Right separator* has Right winning G + X and losing H + X,
both moving first. Either shows o(G + X) ≱ o(H + X).

- proviso failure (H a Left end, G not Left-strong): a Left end X of U on which Left loses
  G + X first: M: {· | (G^L)° …}; D: 0; E: the first of 0, M_1, …, M_b that works;
- Left maintenance failure at H^L: ``downlink(G, H^L)``; Right maintenance failure at G^R:
  ``downlink(G^R, H)``, where, when no G^L ≥ H and no H^R ≤ G,

  downlink(G, H) = { Y_j (Right separator of (G, H^{R_j})), (G^R)°, and 0 if G, H are both
  Right ends | X_i (Left separator of (G^{L_i}, H)), (H^L)°, and 0 if G, H are both Left
  ends }

  has Left losing G + T first and Right losing H + T first.

G° is the adjoint (:func:`cgt.canonical.misere.adjoint`); all pieces are dicots or lie in U, so
the witness lies in U. Every witness is confirmed by computing both outcomes before it is
reported.

>>> from cgt import parse, zero
>>> x = refute("E", parse("*+*"), zero)
>>> from cgt.misere_sum import raw_outcome, state, sum_outcome
>>> sum_outcome(parse("*+*"), x) >= sum_outcome(zero, x)
False
"""

from __future__ import annotations

from cgt._deep import maybe_deep
from cgt.canonical.misere import adjoint, ge, left_strong, murder, right_strong
from cgt.game import Game, game
from cgt.misere_sum import raw_outcome, state, sum_outcome
from cgt.outcome import Outcome, left_first

__all__ = ["refute", "separator", "left_end_witness", "confirm_ge", "confirm_equiv"]

ZERO = game()


def _st(g: Game) -> tuple[Game, ...]:
    return (g,) if (g.left or g.right) else ()


def left_end_witness(kind: str, g: Game) -> Game:
    """A Left end X of the universe with Left losing G + X moving first (G not Left-strong)."""
    if kind == "M":
        return game([], [adjoint(x) for x in g.left])
    if kind == "D":
        return ZERO
    for n in range(g.birthday + 1):
        x = murder(n)
        if not left_first(g + x, misere=True):
            return x
    raise AssertionError(f"{g} is Left-strong mod E")  # pragma: no cover


def separator(kind: str, g: Game, h: Game) -> tuple[str, Game]:
    """('L', X) for a Left separator or ('R', X) for a Right separator of G ≱ H (mod U)."""
    return maybe_deep(g.birthday + h.birthday, _sep, kind, g, h)


def _sep(kind: str, g: Game, h: Game) -> tuple[str, Game]:
    if not h.left and not left_strong(kind, _st(g)):
        return "L", left_end_witness(kind, g)
    if not g.right and not right_strong(kind, _st(h)):
        return "R", -left_end_witness(kind, -h)
    for hl in h.left:
        if not (any(ge(kind, gl, hl) for gl in g.left) or any(ge(kind, g, y) for y in hl.right)):
            return "L", _downlink(kind, g, hl)
    for gr in g.right:
        if not (any(ge(kind, gr, hr) for hr in h.right) or any(ge(kind, z, h) for z in gr.left)):
            return "R", _downlink(kind, gr, h)
    raise ValueError("G ≥ H: there is no separator")


def _left_sep(kind: str, g: Game, h: Game) -> Game:
    side, x = _sep(kind, g, h)
    if side == "L":
        return x
    return game([x], [ZERO] + [adjoint(y) for y in g.left])


def _right_sep(kind: str, g: Game, h: Game) -> Game:
    side, x = _sep(kind, g, h)
    if side == "R":
        return x
    return game([ZERO] + [adjoint(y) for y in h.right], [x])


def _downlink(kind: str, g: Game, h: Game) -> Game:
    left = [_right_sep(kind, g, hr) for hr in h.right] + [adjoint(x) for x in g.right]
    if not g.right and not h.right:
        left.append(ZERO)
    right = [_left_sep(kind, gl, h) for gl in g.left] + [adjoint(x) for x in h.left]
    if not g.left and not h.left:
        right.append(ZERO)
    return game(left, right)


def refute(kind: str, g: Game, h: Game) -> Game:
    """A game X of the universe with o(G + X) ≱ o(H + X), built from the failed test; G and H
    are forms with G ≱ H (mod U)."""
    return separator(kind, g, h)[1]


def outcome_pair(g: Game, h: Game, x: Game, raw: bool = False) -> tuple[Outcome, Outcome]:
    """(o(G + X), o(H + X)), searched on the components. ``raw``: without reducing them first
    (better for a large X, whose canonical form would cost more than the search)."""
    if raw:
        return raw_outcome(state([g, x])), raw_outcome(state([h, x]))
    return sum_outcome(g, x), sum_outcome(h, x)


def confirm_ge(g: Game, h: Game, x: Game, raw: bool = False) -> tuple[Outcome, Outcome] | None:
    """(o(G + X), o(H + X)) when they show G ≱ H, else None."""
    og, oh = outcome_pair(g, h, x, raw)
    return None if og >= oh else (og, oh)


def confirm_equiv(
    g: Game, h: Game, x: Game, raw: bool = False
) -> tuple[Outcome, Outcome] | None:
    """(o(G + X), o(H + X)) when they differ, else None."""
    og, oh = outcome_pair(g, h, x, raw)
    return None if og is oh else (og, oh)

