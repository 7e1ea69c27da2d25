"""Distinguishing games: constructive separators for M, D, E, and confirmation of outcomes.

When G ≱ H (mod U), the maintenance–proviso test fails at a definite place, and each failure
yields a game X of U that separates them (Siegel, *On the general dead-ending universe*, §5,
Lemmas 5.8–5.10; the formal version is in the Lean library ``misere-games``,
Misere/Separation.lean). A *Left separator* of (G, H) is an X with Left losing G + X and
winning H + X, both moving first; a *Right separator* has Right winning G + X and losing H + X,
both moving first. Either shows o(G + X) ≱ o(H + X).

- proviso failure (H a Left end, G not Left-strong): a Left end X of U on which Left loses
  G + X first: M: {· | (G^L)° …}; D: 0; E: the first of 0, M_1, …, M_b that works; B: the
  first of those murders, else a blocked Left end built from where Davies–Milley's test fails
  (:func:`_b_end_rights`);
- Left maintenance failure at H^L: ``downlink(G, H^L)``; Right maintenance failure at G^R:
  ``downlink(G^R, H)``, where, when no G^L ≥ H and no H^R ≤ G,

  downlink(G, H) = { Y_j (Right separator of (G, H^{R_j})), (G^R)°, and 0 if G, H are both
  Right ends | X_i (Left separator of (G^{L_i}, H)), (H^L)°, and 0 if G, H are both Left
  ends }

  has Left losing G + T first and Right losing H + T first.

G° is the adjoint (:func:`cgt.canonical.misere.adjoint`); all pieces are dicots or lie in U, so
the witness lies in U. Every witness is confirmed by computing both outcomes before it is
reported.

The construction runs on sums given by their components (:func:`refute_states`): the test's
options of a sum are the sums with one component moved, and the adjoint of a sum is built on
those positions (:func:`adjoint_state`), so no literal sum is ever formed. Its size is bounded
(:data:`MAX_WITNESS_POSITIONS`); past the bound it raises SearchBoundExceeded, and the
comparison reports "undecided", never a refutation without a witness.

>>> from cgt import parse, zero
>>> x = refute("E", parse("*+*"), zero)
>>> from cgt.misere_sum import raw_outcome, state, sum_outcome
>>> sum_outcome(parse("*+*"), x) >= sum_outcome(zero, x)
False
"""

from __future__ import annotations

from cgt._deep import maybe_deep
from cgt.canonical.misere import adjoint, ge_state, left_strong, move_bound, murder, right_strong
from cgt.errors import SearchBoundExceeded
from cgt.game import Game, game
from cgt.misere_sum import (
    State,
    birthday,
    is_left_end,
    is_right_end,
    left_options,
    left_wins_first,
    raw_outcome,
    right_options,
    right_wins_first,
    state,
    sum_outcome,
)
from cgt.outcome import Outcome

__all__ = [
    "refute",
    "refute_states",
    "separator",
    "left_end_witness",
    "adjoint_state",
    "confirm_ge",
    "confirm_equiv",
    "MAX_WITNESS_POSITIONS",
]

ZERO = game()
STAR = game([ZERO], [ZERO])
#: The most new positions the construction of one witness may build (adjoints of sums are
#: as large as the sums' literal forms).
MAX_WITNESS_POSITIONS = 200_000


def _st(g: Game) -> State:
    return (g,) if (g.left or g.right) else ()


def _conj(s: State) -> State:
    return state([-c for c in s])


class _Budget:
    """Counts the positions a construction builds; past the bound it stops with
    SearchBoundExceeded."""

    def __init__(self, bound: int) -> None:
        self.left = bound
        self.bound = bound
        self.adjoints: dict[State, Game] = {}

    def spend(self) -> None:
        self.left -= 1
        if self.left < 0:
            raise SearchBoundExceeded(
                f"the separator built from the failed test needs more than {self.bound:,} "
                "new positions (raise cgt.universes.witness.MAX_WITNESS_POSITIONS)"
            )


def adjoint_state(s: State, budget: _Budget | None = None) -> Game:
    """The adjoint (Siegel's G°) of the sum of the components ``s``, built on the sum's
    positions without forming the sum: * for 0, else {(G^R)° or 0 | (G^L)° or 0}. It equals
    ``adjoint`` of the literal sum, and G + G° is a misère P-position.

    >>> from cgt import star, up
    >>> from cgt.canonical.misere import adjoint
    >>> adjoint_state((star, up)) is adjoint(star + up)
    True
    """
    b = budget or _Budget(MAX_WITNESS_POSITIONS)
    return maybe_deep(birthday(s), _adjoint_state, s, b)


def _adjoint_state(s: State, b: _Budget) -> Game:
    if len(s) <= 1:
        return adjoint(s[0]) if s else STAR
    r = b.adjoints.get(s)
    if r is None:
        b.spend()
        ls = [_adjoint_state(o, b) for o in right_options(s)] or [ZERO]
        rs = [_adjoint_state(o, b) for o in left_options(s)] or [ZERO]
        r = game(ls, rs)
        b.adjoints[s] = r
    return r


def left_end_witness(kind: str, g: State | Game, budget: _Budget | None = None) -> Game:
    """A Left end X of the universe with Left losing G + X moving first (G, a form or the
    components of a sum, not Left-strong).

    >>> from cgt import B, parse
    >>> from cgt.misere_sum import left_wins_first, state
    >>> g = parse("{0,*|-1}") + parse("{0,1|-1,0}")   # not Left-B-strong
    >>> x = left_end_witness("B", state([g]))
    >>> x.left, B.contains(x), left_wins_first(state([g, x]))
    ((), True, False)
    """
    s = _st(g) if isinstance(g, Game) else g
    b = budget or _Budget(MAX_WITNESS_POSITIONS)
    if kind == "M":
        return game([], [_adjoint_state(o, b) for o in left_options(s)])
    if kind == "D":
        return ZERO
    if kind == "B":
        return maybe_deep(birthday(s), _blocked_left_end, s, b)
    # E: Left-strong is tested against 0 and M_n, n the most moves Left can make in G.
    for n in range(sum(move_bound(c, True) for c in s) + 1):
        x = murder(n)
        if not left_wins_first(state(list(s) + [x])):
            return x
    raise AssertionError(f"{s} is Left-strong mod E")  # pragma: no cover


def _blocked_left_end(s: State, b: _Budget | None = None) -> Game:
    """A blocked Left end X with Left losing s + X moving first, for s not Left-B-strong: a
    perfect murder 0, M_1, … when one does (dead ends are blocked), else the end built from
    the failed Davies–Milley test (:func:`_b_end`)."""
    for n in range(sum(move_bound(c, True) for c in s) + 1):
        x = murder(n)
        if not left_wins_first(state(list(s) + [x])):
            return x
    return game([], _b_end_rights(s, b or _Budget(MAX_WITNESS_POSITIONS), {}))


def _b_end_rights(s: State, b: _Budget, memo: dict[State, list[Game]]) -> list[Game]:
    """The Right options of a blocked Left end X with Left losing s + X moving first, for s
    not Left-B-strong (so not a Left end). Davies–Milley's test (Thm 3.1) fails at every
    s^L, and each way it fails gives Right an answer to the move to s^L:

    - Left loses s^L moving first: the Right option 0;
    - Right wins s^L moving first (so o⁻(s^L) ≠ L): Y = {0, (s^{LR})° | (s^{LL})°} (0 for
      an empty side), whose Left option 0 is a blocked end; Left loses s^L + Y moving first
      (a move to 0 leaves Right a win on s^L, any other is answered into an adjoint pair,
      a misère P-position);
    - s^L not Left-B-strong: the end built for s^L, as a Right option;
    - some s^{LR} not Left-B-strong: the Right options of the end built for it, so that
      Right answers s^L with s^{LR}. That is sound because adding Right options to a Left
      end that has some never hurts Right in a sum where Left cannot touch it: Right plays
      as before, and cannot run out of moves while it is untouched.

    Every option so made is a blocked Left end or has one (0) as a Left option, and every
    piece is blocking, so X is a blocked Left end of B with at least one Right option."""
    r = memo.get(s)
    if r is not None:
        return r
    b.spend()
    out: list[Game] = []
    for o in left_options(s):
        if not left_wins_first(o):
            out.append(ZERO)
        elif right_wins_first(o):
            ls = [ZERO] + [_adjoint_state(x, b) for x in right_options(o)]
            rs = [_adjoint_state(x, b) for x in left_options(o)] or [ZERO]
            out.append(game(list(dict.fromkeys(ls)), list(dict.fromkeys(rs))))
        elif not left_strong("B", o):
            out.append(game([], _b_end_rights(o, b, memo)))
        else:
            weak = next(x for x in right_options(o) if not left_strong("B", x))
            out.extend(_b_end_rights(weak, b, memo))
    out = list(dict.fromkeys(out))
    memo[s] = out
    return out


def separator(kind: str, g: Game, h: Game) -> tuple[str, Game]:
    """('L', X) for a Left separator or ('R', X) for a Right separator of G ≱ H (mod U)."""
    return refute_states(kind, _st(g), _st(h), side=True)  # type: ignore[return-value]


def refute_states(
    kind: str, g: State, h: State, side: bool = False, bound: int | None = None
) -> Game | tuple[str, Game]:
    """A game X of the universe with o(G + X) ≱ o(H + X), built from the clause of the
    maintenance–proviso test that fails, for sums given by their components (sorted tuples,
    as :func:`cgt.misere_sum.state` makes them): no literal sum is formed. Raises
    SearchBoundExceeded when X would need more than ``bound`` new positions
    (:data:`MAX_WITNESS_POSITIONS` by default). With ``side``, returns ('L' or 'R', X).

    >>> from cgt import nimber, zero
    >>> from cgt.misere_sum import sum_outcome
    >>> g = (nimber(2), nimber(2))
    >>> x = refute_states("E", g, ())
    >>> sum_outcome(*g, x) >= sum_outcome(x)
    False
    """
    b = _Budget(MAX_WITNESS_POSITIONS if bound is None else bound)
    memo: dict[tuple[State, State], tuple[str, Game]] = {}
    r = maybe_deep(birthday(g) + birthday(h), _sep, kind, g, h, b, memo)
    return r if side else r[1]


def _sep(
    kind: str, g: State, h: State, b: _Budget, memo: dict[tuple[State, State], tuple[str, Game]]
) -> tuple[str, Game]:
    key = (g, h)
    r = memo.get(key)
    if r is not None:
        return r
    b.spend()
    if is_left_end(h) and not left_strong(kind, g):
        r = ("L", left_end_witness(kind, g, b))
    elif is_right_end(g) and not right_strong(kind, h):
        r = ("R", -left_end_witness(kind, _conj(h), b))
    else:
        r = _maintenance(kind, g, h, b, memo)
    memo[key] = r
    return r


def _maintenance(
    kind: str, g: State, h: State, b: _Budget, memo: dict[tuple[State, State], tuple[str, Game]]
) -> tuple[str, Game]:
    g_left = list(left_options(g))
    for hl in left_options(h):
        if not (
            any(ge_state(kind, x, hl) for x in g_left)
            or any(ge_state(kind, g, y) for y in right_options(hl))
        ):
            return "L", _downlink(kind, g, hl, b, memo)
    h_right = list(right_options(h))
    for gr in right_options(g):
        if not (
            any(ge_state(kind, gr, y) for y in h_right)
            or any(ge_state(kind, z, h) for z in left_options(gr))
        ):
            return "R", _downlink(kind, gr, h, b, memo)
    raise ValueError("G ≥ H: there is no separator")


def _left_sep(kind: str, g: State, h: State, b: _Budget, memo: dict) -> Game:  # type: ignore[type-arg]
    side, x = _sep(kind, g, h, b, memo)
    if side == "L":
        return x
    return game([x], [ZERO] + [_adjoint_state(y, b) for y in left_options(g)])


def _right_sep(kind: str, g: State, h: State, b: _Budget, memo: dict) -> Game:  # type: ignore[type-arg]
    side, x = _sep(kind, g, h, b, memo)
    if side == "R":
        return x
    return game([ZERO] + [_adjoint_state(y, b) for y in right_options(h)], [x])


def _downlink(kind: str, g: State, h: State, b: _Budget, memo: dict) -> Game:  # type: ignore[type-arg]
    left = [_right_sep(kind, g, hr, b, memo) for hr in right_options(h)]
    left += [_adjoint_state(x, b) for x in right_options(g)]
    if is_right_end(g) and is_right_end(h):
        left.append(ZERO)
    right = [_left_sep(kind, gl, h, b, memo) for gl in left_options(g)]
    right += [_adjoint_state(x, b) for x in left_options(h)]
    if is_left_end(g) and is_left_end(h):
        right.append(ZERO)
    return game(left, right)


def refute(kind: str, g: Game, h: Game) -> Game:
    """A game X of the universe with o(G + X) ≱ o(H + X), built from the failed test; G and H
    are forms with G ≱ H (mod U)."""
    r = refute_states(kind, _st(g), _st(h))
    assert isinstance(r, Game)
    return r


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

