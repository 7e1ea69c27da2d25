"""Sets of dicots that are closed under options and sums but not parental (I, S, HSTAR).

For such a set U ⊆ D the maintenance–proviso test is still sound (the proof of "test ⇒ ≥"
only needs U hereditary; its only Left end is 0, so Left-U-strong is "Left wins moving first",
the D test), and anyway G ≥ H (mod D) implies G ≥ H (mod U) because U ⊆ D. It is not complete:
G ≱ H (mod D) may be witnessed only by games outside U. So a "no" is reported only with a
confirmed witness from U, found by a bounded search; otherwise the verdict is undecided.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import combinations_with_replacement

from cgt.errors import NotSupported
from cgt.game import Game, game
from cgt.misere_sum import sum_outcome
from cgt.outcome import Outcome
from cgt.sums import sum_of
from cgt.universes.base import Universe, Verdict, short
from cgt.universes.dicot import D
from cgt.universes.witness import confirm_equiv, confirm_ge

__all__ = ["SubUniverse"]

STAR = game([game()], [game()])


class SubUniverse(Universe):
    """A hereditary, sum-closed set of dicots: sound comparison, witnesses by search."""

    #: Default bounds of the witness search.
    max_birthday = 2
    max_terms = 2

    def outcome(self, g: Game) -> Outcome:
        """The misère outcome o⁻(G), searched on the components of G."""
        return sum_outcome(g)

    def canonical(self, g: Game) -> Game:
        raise NotSupported(f"no canonical-form theory modulo {self.name} in cgt yet")

    def small_members(self, max_birthday: int) -> list[Game]:
        """Members used as building blocks of the witness search (small ones first)."""
        raise NotImplementedError

    def extra_candidates(self, g: Game, h: Game) -> list[Game]:
        """Games tried before the generic search (override per universe)."""
        return []

    # ------------------------------------------------------------------ search
    def candidates(
        self, g: Game, h: Game, seed: Game | None, max_birthday: int, max_terms: int
    ) -> Iterator[Game]:
        seen: set[int] = set()

        def fresh(xs: Iterable[Game]) -> Iterator[Game]:
            for x in xs:
                if x._id not in seen and self.contains(x):
                    seen.add(x._id)
                    yield x

        first = [] if seed is None else [seed]
        for a in (g, h):
            try:
                first += [-a, sum_of(-a, STAR)]
            except Exception:  # a huge literal conjugate: skip these candidates
                pass
        yield from fresh(first)
        yield from fresh(self.extra_candidates(g, h))
        base = self.small_members(max_birthday)
        yield from fresh(base)
        for k in range(2, max_terms + 1):
            for combo in combinations_with_replacement(base, k):
                total = combo[0]
                for c in combo[1:]:
                    total = total + c
                yield from fresh([total])

    def _search(
        self,
        g: Game,
        h: Game,
        equiv: bool,
        seed: Game | None,
        max_birthday: int | None = None,
        max_terms: int | None = None,
    ) -> tuple[Game, tuple[Outcome, Outcome]] | None:
        confirm = confirm_equiv if equiv else confirm_ge
        mb = self.max_birthday if max_birthday is None else max_birthday
        mt = self.max_terms if max_terms is None else max_terms
        for x in self.candidates(g, h, seed, mb, mt):
            outs = confirm(g, h, x)
            if outs is not None:
                return x, outs
        return None

    def _refuted(self, x: Game, outs: tuple[Outcome, Outcome], why: str) -> Verdict:
        return Verdict(
            True,
            False,
            f"{why}; refuted by X = {short(x)} in {self.name}: o⁻(G+X) = {outs[0]}, "
            f"o⁻(H+X) = {outs[1]}",
            witness=x,
            outcomes=outs,
        )

    def _undecided(self, why: str) -> Verdict:
        return Verdict(
            False,
            None,
            f"{why}; no game of {self.name} born by day {self.max_birthday} (or a sum of "
            f"{self.max_terms} such) distinguishes, and the theory of {self.name} is incomplete",
        )

    # ------------------------------------------------------------------ answers
    def decide_by_theory(self, g: Game, h: Game, equiv: bool) -> Verdict | None:
        """A verdict from a theory specific to the universe, or None (override)."""
        return None

    def ge(self, g: Game, h: Game) -> Verdict:
        return self._decide(g, h, equiv=False)

    def equiv(self, g: Game, h: Game) -> Verdict:
        return self._decide(g, h, equiv=True)

    def _decide(self, g: Game, h: Game, equiv: bool) -> Verdict:
        special = self.decide_by_theory(g, h, equiv)
        if special is not None:
            return special
        v = D.equiv(g, h) if equiv else D.ge(g, h)
        if v.holds:
            return Verdict(
                True,
                True,
                f"{v.reason}; every game of {self.name} is a dicot, so it holds mod "
                f"{self.name}",
            )
        found = self._search(g, h, equiv, v.witness)
        if found is not None:
            return self._refuted(found[0], found[1], "fails mod D")
        return self._undecided("fails mod D (the test is sound, not complete, here)")

    def distinguish(
        self, g: Game, h: Game, max_birthday: int = 2, max_terms: int = 2
    ) -> Game | None:
        """A confirmed X of the universe with o⁻(G + X) ≠ o⁻(H + X), searched among members
        born by ``max_birthday`` and sums of up to ``max_terms`` of them; None if G ≡ H
        (mod D, hence mod this set) or if none was found."""
        v = D.equiv(g, h)
        if v.holds:
            return None
        found = self._search(g, h, True, v.witness, max_birthday, max_terms)
        return None if found is None else found[0]
