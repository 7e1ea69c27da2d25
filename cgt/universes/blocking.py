"""B: blocking games, misère play (Davies–Miller–Milley, *On sums of P-free forms under misère
play*, arXiv:2506.05257, §4 "Blocking games").

A *blocked Left end* is a Left end each of whose Right options is again a blocked Left end or
has a Left option that is one (every dead end is one); a form is *blocking* when every end
follower, itself included, is a blocked end for the player who cannot move. B holds the
dead-ending games E and the dicots D, and is closed under options, conjugates and sums
(proved in the Lean library ``misere-games``, Misere/Blocking.lean) and under {A | B} for
nonempty A, B: it is parental, so the maintenance–proviso test of Larsson–Nowakowski–Santos
decides comparison, with Left-B-strong given by the finite recursive test of Davies–Milley,
*Order and inverses in the monoid of misère blocking games*, Combinatorial Theory 6(1) (2026),
Thm 3.1 (see :mod:`cgt.canonical.misere`).

How B answers:

- ``contains``: the definition, recursively;
- ``ge``/``equiv``/``compare``: components are reduced modulo M only (≡ mod M implies ≡ mod B;
  canonical forms mod E or D are *not* equivalent mod B), then the test decides. A "no"
  carries a witness X in B, confirmed by computing both outcomes, searched simplest first
  (every form born by day 2 — all of them are blocking — then sums of two), else built from
  the failed clause of the test (a proviso failure gets a blocked Left end: a perfect murder,
  or the end built from the way Davies–Milley's test fails, see
  :func:`cgt.universes.witness.left_end_witness`; every piece is then blocking, so the
  separator lies in B; when both sums are dead-ending, the separator mod E is tried too). A
  "no" without a confirmed witness (only past the construction's size bound) is reported
  undecided;
- ``canonical``: NotSupported (the literature gives no canonical forms modulo B);
  ``simplest_form``: Siegel's generalised simplest form (arXiv:2312.16259, Def. 5.19), which
  is defined for every universe and computable where comparison is: the form, or
  NotSupported when a tombstone must stay (:mod:`cgt.universes.simplest_form`);
- ``is_invertible``: Davies–Miller–Milley: P-free blocking forms are closed under sums
  (Lemma 4.9), so every P-free blocking form G is invertible modulo B with inverse Ḡ
  (abstract and §4); Davies–Milley (2026, abstract): G is invertible modulo B iff it equals a
  P-free form. cgt applies the first to the form given and otherwise decides G + Ḡ ≡ 0 by the
  test (the conjugate property, Davies–Yadav arXiv:2410.06924), and checks the two agree.

>>> from cgt import B, E, parse, zero
>>> B.contains(parse("{|{*|}}")), B.contains(parse("{|*}"))
(False, True)
>>> g, h = parse("{|*}"), parse("{|0}")
>>> bool(E.equiv(g, h)), g.is_dead_ending
(False, False)
>>> v = B.equiv(parse("1 + -1"), zero)
>>> bool(v)
True
"""

from __future__ import annotations

from cgt.canonical import misere as cm
from cgt.errors import NotSupported, SearchBoundExceeded
from cgt.game import Game
from cgt.misere_sum import reduce_components
from cgt.universes.base import Verdict, short
from cgt.universes.invertible import CONJUGATE, p_follower
from cgt.universes.parental import ParentalUniverse
from cgt.universes.witness import refute_states

__all__ = ["B", "BlockingUniverse", "DAVIES_MILLER_MILLEY"]

_DMM = "Davies–Miller–Milley (arXiv:2506.05257, Lemma 4.9)"

#: The invertibility theorem mod B, as the verdicts cite it.
DAVIES_MILLER_MILLEY = (
    "Davies–Miller–Milley (arXiv:2506.05257, Lemma 4.9 and abstract): P-free blocking forms "
    "are closed under sums, so every P-free blocking form G is invertible mod B, with "
    "inverse Ḡ; Davies–Milley (Combinatorial Theory 6(1) 2026): G is invertible mod B iff it "
    "equals a P-free form"
)


class BlockingUniverse(ParentalUniverse):
    """The universe B of blocking games; see the module docstring."""

    def canonical(self, g: Game) -> Game:
        """Not available: the literature gives no canonical forms modulo B.

        >>> from cgt import B, star
        >>> B.canonical(star)
        Traceback (most recent call last):
        ...
        cgt.errors.NotSupported: cgt has no canonical forms modulo B: the literature gives none
        >>> str(B.simplest_form(star))   # Siegel's simplest form, defined in every universe
        '*'
        """
        raise NotSupported("cgt has no canonical forms modulo B: the literature gives none")

    def simplest_form(self, g: Game) -> Game:
        """Siegel's simplest form of the blocking game G modulo B (arXiv:2312.16259,
        Def. 5.19, unique by Thm 5.18): options reduced, dominated options removed, options
        reversible through non-ends bypassed, options reversible through ends dropped when
        the rest stays strong; NotSupported names the option when a tombstone must stay
        (:mod:`cgt.universes.simplest_form`).

        >>> from cgt import B, parse
        >>> B.simplest_form(parse("{*|*}")), B.simplest_form(parse("{0,*|0}"))
        ({*|*}, {0,*|0})
        """
        from cgt.game import as_game, misere_form
        from cgt.universes.simplest_form import simplest_form

        g = as_game(g)
        return misere_form(simplest_form("B", g), "B")

    def _reduced(self, g: Game, h: Game) -> tuple[str, tuple, tuple, int]:
        # Only reductions mod M are sound for B: D ⊆ E ⊆ B, so a form ≡ mod E may differ mod B.
        _, sg, ng = reduce_components([g], "M")
        _, sh, nh = reduce_components([h], "M")
        return "M", sg, sh, ng + nh

    def _constructed(self, sa: tuple, sb: tuple) -> list[Game]:
        # The separator built mod B is blocking (kept only if it is, as a guard); when both
        # sums are dead-ending and the test mod E fails too, E's separator is dead-ending,
        # hence in B (E ⊆ B), and often smaller.
        out = [x for x in super()._constructed(sa, sb) if self.contains(x)]
        if all(cm.contains("E", c) for c in sa + sb) and not cm.ge_state("E", sa, sb):
            try:
                out.append(refute_states("E", sa, sb))
            except SearchBoundExceeded:
                pass
        return out

    def is_invertible(self, g: Game) -> Verdict:
        """Whether the blocking game G has an inverse modulo B (see the module docstring).

        >>> from cgt import B, parse
        >>> v = B.is_invertible(parse("{|1}"))
        >>> bool(v), str(v.inverse), "Davies–Miller–Milley" in v.reason
        (True, '{-1|}', True)
        >>> bool(B.is_invertible(parse("*")))
        False
        """
        if not self.contains(g):
            raise NotSupported(f"{short(g)} is not in B: invertibility is of members")
        test = self.equiv(g + (-g), cm.ZERO)
        if not test.decided:
            return Verdict(False, None, f"G + Ḡ ≡ 0 (mod B) undecided: {test.reason}")
        reason = f"{CONJUGATE['B']}: G is invertible iff G + Ḡ ≡ 0 (mod B); {test.reason}"
        bad = p_follower(g)
        if bad is None:
            if not test.holds:  # pragma: no cover - a bug, not a case
                raise AssertionError(f"P-free blocking form {g} not invertible mod B")
            reason = f"{DAVIES_MILLER_MILLEY}: G is P-free; agrees with {reason}"
        else:
            reason = (
                f"G is not P-free ({short(bad)} has outcome P), so "
                f"{_DMM} does not apply to this form; {reason}"
            )
        if test.holds:
            return Verdict(True, True, reason, inverse=cm.canonical("M", -g))
        return Verdict(True, False, reason, witness=test.witness, outcomes=test.outcomes)


B = BlockingUniverse(
    "B",
    "B",
    "blocking games, misère play",
    "maintenance and proviso mod B (Larsson–Nowakowski–Santos arXiv:1606.01975; "
    "Davies–Milley, Combinatorial Theory 6(1) 2026, Thm 3.1: the finite Left-B-strong test)",
)
