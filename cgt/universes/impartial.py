"""I: impartial games under misère play.

I is closed under options and sums but not parental. Two facts make comparison complete for
impartial G, H:

- for impartial G, H: G ≡ H (mod I) iff G ≡ H (mod D) (Renault, *Binary dicots, a core of
  dicot games*, INTEGERS 15 (2015) #G1);
- impartial sums only have outcomes N and P, which are incomparable, so G ≥ H (mod I) iff
  G ≡ H (mod I).

A "no" still needs a confirmed impartial witness: the search tries the adjoints of the
followers of G and H (impartial when G, H are), impartial games born by day 3, and sums of
pairs of these. Canonical forms modulo I are the D-canonical forms of impartial games (by
Renault's theorem they represent the I-classes; they are impartial).

>>> from cgt import I, nimber, parse, zero
>>> bool(I.equiv(parse("*+*"), zero)), str(I.distinguish(nimber(2) + nimber(2), zero))
(True, '0')
>>> I.canonical(parse("*+*+*")) == parse("*")
True
"""

from __future__ import annotations

from cgt.canonical.misere import adjoint
from cgt.errors import NotSupported
from cgt.game import Game
from cgt.universes.base import Verdict
from cgt.universes.dicot import D
from cgt.universes.subset import SubUniverse

__all__ = ["I", "ImpartialUniverse"]

RENAULT = "Renault, Binary dicots (INTEGERS 2015): ≡ mod I = ≡ mod D on impartial games"


class ImpartialUniverse(SubUniverse):
    """Impartial games (every follower has the same Left and Right options)."""

    name = "I"
    description = "impartial games, misère play"
    max_birthday = 3

    def contains(self, g: Game) -> bool:
        return g.is_impartial

    def canonical(self, g: Game) -> Game:
        """The D-canonical form of an impartial game (a canonical representative mod I)."""
        if not g.is_impartial:
            raise NotSupported(f"{g} is not impartial")
        return D.canonical(g)

    def small_members(self, max_birthday: int) -> list[Game]:
        from cgt.families import impartial

        return list(impartial(min(max_birthday, 3)))

    def extra_candidates(self, g: Game, h: Game) -> list[Game]:
        return [adjoint(f) for f in set(g.followers()) | set(h.followers()) if f.birthday < 8]

    def decide_by_theory(self, g: Game, h: Game, equiv: bool) -> Verdict | None:
        if not (g.is_impartial and h.is_impartial):
            return None
        v = D.equiv(g, h)
        if v.holds:
            return Verdict(True, True, f"{v.reason}; {RENAULT}")
        found = self._search(g, h, equiv, v.witness)
        if found is not None:
            x, outs = found
            return self._refuted(x, outs, f"≢ mod D, hence ≢ mod I ({RENAULT})")
        return self._undecided(f"≢ mod D, hence ≢ mod I ({RENAULT}), but")


I = ImpartialUniverse()  # noqa: E741 - the universe is named I in the literature
