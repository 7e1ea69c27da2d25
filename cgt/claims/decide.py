"""Deciding one instance of a claim: a relation between two games modulo a universe.

An instance *holds*, *fails* (a counterexample) or is *undecided*. The rules that make a result
trustworthy:

- a comparison "G ≱ H" counts as refuted only with a confirmed witness X (o(G + X) ≱ o(H + X)
  computed and checked); a universe's "no" without one is undecided;
- a relation that fails because the opposite comparison is *proved* (``G > H`` when H ≥ G
  holds, ``G != H`` when G ≡ H) fails with that proof as its evidence (there is no X to show);
- a universe that cannot decide (the theories of I, S, HSTAR are incomplete) leaves the
  instance undecided, never holding.

>>> from cgt import D, M, parse, zero
>>> decide("==", D, parse("*:1 + *:-1"), zero).status
'held'
>>> d = decide("==", M, parse("* + *"), zero)
>>> d.status, d.verdict.witness is not None
('failed', True)
>>> decide("!=", D, parse("* + *"), zero).status
'failed'
"""

from __future__ import annotations

from typing import Any

import attrs

from cgt.game import Game
from cgt.universes.base import Universe, Verdict

# the sides of a claim, as reports and errors name them (Left and Right are the players)
_LHS, _RHS = "the left-hand side", "the right-hand side"

__all__ = ["Decision", "decide", "decide_result", "HELD", "FAILED", "UNDECIDED"]

HELD, FAILED, UNDECIDED = "held", "failed", "undecided"


@attrs.frozen
class Decision:
    """How one instance came out: ``status`` is ``"held"``, ``"failed"`` or
    ``"undecided"``; ``verdict`` carries the evidence (witness and outcomes for a refuted
    comparison); ``reason`` is the theorem or test used, or why it is undecided."""

    status: str
    reason: str
    verdict: Verdict | None = None


def _refuted(v: Verdict) -> bool:
    """A decided "no" that carries a confirmed witness."""
    return v.decided and not v.holds and v.witness is not None and v.outcomes is not None


def _proved(v: Verdict) -> bool:
    return v.decided and bool(v.holds)


def _unconfirmed(v: Verdict) -> str:
    if not v.decided:
        return v.reason
    return f"the test says no but no witness X was confirmed ({v.reason})"


def witness_reason(universe: Universe) -> str:
    """The tally entry for a refutation by a confirmed witness."""
    o = "o⁺" if universe.name == "NORMAL" else "o⁻"
    return (
        f"refuted by a confirmed witness X in {universe.name}: {o}(left-hand side + X) ≱ "
        f"{o}(right-hand side + X)"
    )


def _from_verdict(v: Verdict, u: Universe) -> Decision:
    """Held when proved, failed when refuted by a confirmed witness, else undecided."""
    if _proved(v):
        return Decision(HELD, v.reason, v)
    if _refuted(v):
        return Decision(FAILED, witness_reason(u), v)
    return Decision(UNDECIDED, _unconfirmed(v), v)


def _ge(u: Universe, g: Game, h: Game) -> Decision:
    return _from_verdict(u.ge(g, h), u)


def _strict(u: Universe, g: Game, h: Game) -> Decision:
    """G > H: G ≥ H and H ≱ G."""
    a = _ge(u, g, h)
    if a.status != HELD:
        return a
    b = u.ge(h, g)
    if _proved(b):
        reason = f"H ≥ G as well, so G ≡ H ({b.reason})"
        return Decision(FAILED, reason, Verdict(True, False, reason, relation=">"))
    if _refuted(b):
        assert b.outcomes is not None
        v = Verdict(
            True, True, f"G ≥ H ({a.reason}); H ≱ G (witness X)", relation=">",
            witness=b.witness, outcomes=(b.outcomes[1], b.outcomes[0]),
        )
        return Decision(HELD, f"G ≥ H: {a.reason}; H ≱ G: {witness_reason(u)}", v)
    return Decision(UNDECIDED, f"G ≥ H holds, but H ≥ G is undecided: {_unconfirmed(b)}", b)


def _different(u: Universe, g: Game, h: Game) -> Decision:
    v = u.equiv(g, h)
    if _proved(v):
        return Decision(FAILED, f"G ≡ H ({v.reason})", attrs.evolve(v, holds=False))
    if _refuted(v):
        return Decision(HELD, witness_reason(u), attrs.evolve(v, holds=True))
    return Decision(UNDECIDED, _unconfirmed(v), v)


def _incomparable(u: Universe, g: Game, h: Game) -> Decision:
    a, b = u.ge(g, h), u.ge(h, g)
    for v, what in ((a, "G ≥ H"), (b, "H ≥ G")):
        if _proved(v):
            reason = f"{what} ({v.reason})"
            return Decision(FAILED, reason, Verdict(True, False, reason, relation="||"))
    if _refuted(a) and _refuted(b):
        assert b.outcomes is not None
        v = Verdict(
            True, True, "G ≱ H and H ≱ G, each by a witness", relation="||",
            witness=a.witness, outcomes=a.outcomes, converse_witness=b.witness,
            converse_outcomes=(b.outcomes[1], b.outcomes[0]),
        )
        return Decision(HELD, f"both ways: {witness_reason(u)}", v)
    bad = a if not _refuted(a) else b
    return Decision(UNDECIDED, _unconfirmed(bad), bad)


def decide(relation: str, universe: Universe, g: Game, h: Game) -> Decision:
    """Decide ``G relation H`` modulo ``universe`` (relations as in claims: ``==``, ``!=``,
    ``>=``, ``<=``, ``>``, ``<``, ``||``)."""
    if relation == "==":
        return _from_verdict(universe.equiv(g, h), universe)
    if relation == ">=":
        return _ge(universe, g, h)
    if relation == "<=":
        d = _ge(universe, h, g)
        v = d.verdict
        if v is not None and v.outcomes is not None:  # orient the outcomes as (G, H)
            v = attrs.evolve(v, outcomes=(v.outcomes[1], v.outcomes[0]))
        return attrs.evolve(d, verdict=v)
    if relation == ">":
        return _strict(universe, g, h)
    if relation == "<":
        d = _strict(universe, h, g)
        v = d.verdict
        if v is not None and v.outcomes is not None:
            v = attrs.evolve(v, outcomes=(v.outcomes[1], v.outcomes[0]))
        return attrs.evolve(d, verdict=v)
    if relation == "!=":
        return _different(universe, g, h)
    if relation == "||":
        return _incomparable(universe, g, h)
    raise ValueError(f"unknown relation {relation!r}")


def read_result(result: Any) -> Verdict | bool | tuple[Game, str, Game]:
    """What a callable claim returned, checked: a bool, a :class:`Verdict`, or a comparison
    (G, relation, H) from a pair (G, H) (meaning ≡) or a triple. Anything else is a mistake in
    the claim's code: :class:`~cgt.errors.InvalidGame` (:class:`~cgt.errors.InvalidArgument`
    for a side that is no game)."""
    from cgt.claims.expression import RELATIONS, as_game
    from cgt.errors import InvalidGame

    if isinstance(result, Verdict):
        return result
    if isinstance(result, bool) or type(result).__name__ == "bool_":
        return bool(result)
    if isinstance(result, tuple) and len(result) == 2:
        return (as_game(result[0], _LHS), "==", as_game(result[1], _RHS))
    if isinstance(result, tuple) and len(result) == 3 and isinstance(result[1], str):
        rel = RELATIONS.get(result[1])
        if rel is None:
            raise InvalidGame(f"unknown relation {result[1]!r}; use one of {', '.join(RELATIONS)}")
        return (as_game(result[0], _LHS), rel, as_game(result[2], _RHS))
    raise InvalidGame(
        "a claim function must return a bool, a Verdict, a pair of games (G, H) meaning "
        f"G ≡ H, or a triple (G, relation, H); it returned {result!r}"
    )


def decide_result(
    result: Verdict | bool | tuple[Game, str, Game], universe: Universe
) -> Decision:
    """The Decision for what :func:`read_result` returned."""
    if isinstance(result, Verdict):
        return _from_verdict(result, universe)
    if isinstance(result, bool):
        if result:
            return Decision(HELD, "the predicate holds")
        return Decision(FAILED, "the predicate is false")
    g, rel, h = result
    return decide(rel, universe, g, h)
