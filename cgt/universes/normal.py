"""NORMAL: normal play, on the same interface as the misère universes.

G ≥ H iff G − H ≥ 0, decided by Conway's test (:func:`cgt.canonical.normal.le`). When G ≱ H,
X = −H distinguishes: H + X = H − H is a P-position, while Right wins G − H moving first, so
o⁺(G − H) is R or N, neither ≥ P. Outcomes are normal-play outcomes.

>>> from cgt import NORMAL, parse, star, zero
>>> bool(NORMAL.equiv(parse("1 + -1"), zero)), bool(NORMAL.ge(star, zero))
(True, False)
>>> v = NORMAL.ge(star, zero); str(v.witness), [str(o) for o in v.outcomes]
('0', ['N', 'P'])
"""

from __future__ import annotations

from cgt.canonical.normal import canonical_sum, le
from cgt.game import Game
from cgt.outcome import Outcome, outcome
from cgt.universes.base import Universe, Verdict

__all__ = ["NORMAL"]

REASON = "Conway: G ≥ H iff Right loses G − H moving first (normal play)"


class NormalUniverse(Universe):
    """Normal play: every game, the usual group of values."""

    name = "NORMAL"
    description = "all short games, normal play"
    misere = False

    def contains(self, g: Game) -> bool:
        return True

    def outcome(self, g: Game) -> Outcome:
        """The normal-play outcome: ``G.outcome()``, the canonical call, for code generic
        over universes."""
        return outcome(canonical_sum(g))

    def canonical(self, g: Game) -> Game:
        """The normal-play canonical form: ``G.canonical()``, the canonical call, for code
        generic over universes."""
        return canonical_sum(g)

    def _outcomes(self, g: Game, h: Game, x: Game) -> tuple[Outcome, Outcome]:
        return outcome(canonical_sum(g, x)), outcome(canonical_sum(h, x))

    def ge(self, g: Game, h: Game) -> Verdict:
        if le(h, g):
            return Verdict(True, True, REASON)
        x = canonical_sum(-h)
        return Verdict(
            True, False, f"{REASON}; X = −H gives H + X = 0", witness=x,
            outcomes=self._outcomes(g, h, x),
        )

    def equiv(self, g: Game, h: Game) -> Verdict:
        if not le(h, g):
            return self.ge(g, h)
        if not le(g, h):
            v = self.ge(h, g)
            assert v.outcomes is not None
            return Verdict(
                True, False, v.reason, witness=v.witness,
                outcomes=(v.outcomes[1], v.outcomes[0]),
            )
        return Verdict(True, True, REASON)

    def is_invertible(self, g: Game) -> Verdict:
        """Every game is invertible in normal play: G + (−G) = 0, the second player mirroring
        (the Tweedledum–Tweedledee argument).

        >>> from cgt import NORMAL, parse
        >>> str(NORMAL.inverse(parse("{3||2|1}")))
        '{-1|-2||-3}'
        """
        return Verdict(
            True,
            True,
            "normal play: G + (−G) = 0 (the second player copies each move in the other "
            "component)",
            inverse=(-g).canonical(),
        )

    def distinguish(
        self, g: Game, h: Game, max_birthday: int = 2, max_terms: int = 2
    ) -> Game | None:
        v = self.equiv(g, h)
        return None if v.holds else v.witness


NORMAL = NormalUniverse()
