"""I: impartial games under misère play.

For impartial G and H the theory is complete (Conway, ONAG ch. 12):

- every impartial game has a unique misère canonical form (:mod:`cgt.impartial`), so
  G ≡ H (mod I) exactly when the canonical forms are the same form;
- when they differ, a distinguisher T (G + T a P-position, H + T an N-position) is built from
  the canonical forms (ONAG Theorems 75–76), and its outcomes are confirmed by search;
- impartial sums only have outcomes N and P, which are incomparable, so G ≥ H (mod I) iff
  G ≡ H (mod I).

This agrees with D: for impartial games ≡ mod I is ≡ mod D (Renault, *Binary dicots, a core of
dicot games*, INTEGERS 15 (2015) #G1), and on the impartial forms born by day 4 the dicot
canonical form is the misère canonical form, form for form (checked by the tests).

G or H may lie outside I (comparison is taken against X in I); then the dicot test, which is
sound for I, and a bounded search for an impartial witness decide, as for the other sets of
dicots.

>>> from cgt import I, nimber, parse, zero
>>> bool(I.equiv(parse("*+*"), zero)), str(I.distinguish(nimber(2) + nimber(2), zero))
(True, '0')
>>> I.canonical(parse("*+*+*")) == parse("*")
True
"""

from __future__ import annotations

from cgt.errors import NotSupported
from cgt.game import Game, misere_form
from cgt.misere_sum import sum_outcome
from cgt.outcome import P
from cgt.universes.base import Verdict
from cgt.universes.invertible import CONJUGATE
from cgt.universes.naming import name_witness
from cgt.universes.simplest import within
from cgt.universes.subset import SubUniverse

__all__ = ["I", "ImpartialUniverse"]

CONWAY = "misère canonical forms (Conway, ONAG ch. 12)"


class ImpartialUniverse(SubUniverse):
    """Impartial games (every follower has the same Left and Right options)."""

    name = "I"
    description = "impartial games, misère play"
    pool_text = "impartial forms"
    conjugate_property = CONJUGATE["I"]
    max_birthday = 3

    def contains(self, g: Game) -> bool:
        return g.is_impartial

    def canonical(self, g: Game) -> Game:
        """The misère canonical form of an impartial game (Conway's simplest form).

        >>> from cgt import I, parse
        >>> from cgt.impartial import misere_str
        >>> misere_str(I.canonical(parse("{*2, 0 | *2, 0} + *2")))
        '*[3]'
        """
        if not g.is_impartial:
            raise NotSupported(f"{g} is not impartial: canonical forms mod I are for members")
        from cgt.impartial.misere_canonical import canonical_form as misere_canonical

        return misere_canonical(g)

    def small_members(self, max_birthday: int) -> list[Game]:
        from cgt.families import impartial

        return list(impartial(min(max_birthday, 3)))

    def decide_by_theory(self, g: Game, h: Game, equiv: bool) -> Verdict | None:
        if not (g.is_impartial and h.is_impartial):
            return None
        from cgt.impartial.misere_canonical import canonical_form as misere_canonical
        from cgt.impartial.misere_linking import distinguisher

        cg, ch = misere_canonical(g), misere_canonical(h)
        if cg is ch:
            return Verdict(True, True, f"the same {CONWAY}")
        t = distinguisher(cg, ch)
        outs = (sum_outcome(g, t), sum_outcome(h, t))
        if outs[0] is not P or outs[1] is P:  # pragma: no cover - Conway's theorem
            raise AssertionError("the distinguisher failed to distinguish")
        return self._refuted(misere_form(t, "I"), outs, f"different {CONWAY}")

    def distinguish(
        self, g: Game, h: Game, max_birthday: int = 2, max_terms: int = 2
    ) -> Game | None:
        """An impartial X with o⁻(G + X) ≠ o⁻(H + X) within the bounds (a sum of at most
        ``max_terms`` impartial games born by day ``max_birthday``), of least birthday, then
        fewest terms, among the impartial forms searched; for impartial G, H the distinguisher
        of their canonical forms (ONAG Thm 75–76) when the search finds none and it lies
        within the bounds. None when G ≡ H or none was found.

        >>> from cgt import I, nimber, zero
        >>> str(I.distinguish(nimber(2) + nimber(2), zero))
        '0'
        """
        found = super().distinguish(g, h, max_birthday, max_terms)
        if found is None and g.is_impartial and h.is_impartial:
            from cgt.impartial.misere_canonical import canonical_form as misere_canonical
            from cgt.impartial.misere_linking import distinguisher

            cg, ch = misere_canonical(g), misere_canonical(h)
            if cg is not ch:
                t = distinguisher(cg, ch)
                if within(t, max_birthday, max_terms):
                    return name_witness(t, self.name)
        return found


I = ImpartialUniverse()  # noqa: E741 - the universe is named I in the literature
