"""Parental misère universes (M, D, E): complete comparison with evidence.

A universe is *parental* when it is closed under options, sums and conjugates and contains
{A | B} for all finite nonempty A, B ⊆ U. For such U the maintenance–proviso test decides
G ≥ H (mod U) exactly (see :mod:`cgt.canonical.misere`), and every "no" comes with a game X of U
that distinguishes, confirmed by computing o⁻(G + X) and o⁻(H + X).

How a question is answered:

1. G and H are split into components (literal sums are never expanded); each component is
   replaced by its canonical form modulo V, the smallest of D ⊆ E ⊆ M containing U and every
   component (≡ mod V implies ≡ mod U), and pairs A + Ā ≡ 0 (mod V) are cancelled.
2. If both sides are now the same multiset, G ≡ H: ≡ is a congruence for +.
3. A few small games of U are tried as distinguishers (cheap, and gives readable witnesses).
4. Each side is added up into its canonical form modulo V while the literal sums on the way
   stay small (in D and E this usually shrinks a sum a lot); identical canonical forms mean
   G ≡ H.
5. Otherwise the maintenance–proviso test decides (on the two forms, or on the multisets when
   they could not be added up); when it fails, X is the first that works of: games of U born
   by day 2, the adjoints G°, H° (G + G° is a P-position), and the separator built from the
   failed clause of the test, on the components (:mod:`cgt.universes.witness`). X is
   confirmed by computing both outcomes. A "no" whose witness cannot be confirmed (the
   separator exceeds its size bound) is reported undecided, never as a refutation.
"""

from __future__ import annotations

from collections.abc import Iterable

from cgt.canonical import misere as cm
from cgt.errors import NotSupported, SearchBoundExceeded
from cgt.game import Game, game, size
from cgt.misere_sum import reduce_components, reduced_state, smallest_universe, state, sum_outcome
from cgt.outcome import Outcome
from cgt.sums import literal_sum
from cgt.universes.base import Universe, Verdict, short
from cgt.universes.witness import (
    MAX_WITNESS_POSITIONS,
    confirm_equiv,
    confirm_ge,
    refute_states,
)

__all__ = ["ParentalUniverse"]

_ORDER = {"D": 0, "E": 1, "M": 2}
#: Below this total birthday of the reduced sums, games born by day 2 are tried as witnesses
#: before the (correct but often large) constructed separator.
_SMALL_SEARCH_DAY = 16
#: Largest literal sum of two canonical forms built while adding a sum up for a comparison.
_FOLD_LIMIT = 20_000
_THEOREMS = {
    "M": "maintenance and proviso (Siegel 2013, Ch. V Thm 6.6)",
    "D": "maintenance and proviso (Larsson–Nowakowski–Santos; Dorbec–Renault–Siegel–Sopena 2015)",
    "E": "maintenance and proviso (Larsson–Nowakowski–Santos; Larsson–Milley–Nowakowski–"
    "Renault–Santos arXiv:1807.11297)",
}


def _widest(a: str, b: str) -> str:
    return a if _ORDER[a] >= _ORDER[b] else b


class ParentalUniverse(Universe):
    """One of M, D, E; ``kind`` selects the strong test of :mod:`cgt.canonical.misere`."""

    def __init__(self, kind: str, name: str, description: str, theorem: str) -> None:
        self.kind = kind
        self.name = name
        self.description = description
        #: Citation of the comparison theorem and of the strong test, used in verdicts.
        self.theorem = theorem
        self._small: list[Game] | None = None
        self._more: list[Game] | None = None

    # ------------------------------------------------------------------ membership, values
    def contains(self, g: Game) -> bool:
        """Membership: every form (M), dicots (D), dead-ending forms (E)."""
        return cm.contains(self.kind, g)

    def outcome(self, g: Game) -> Outcome:
        """The misère outcome o⁻(G), searched on the components of G."""
        return sum_outcome(g)

    def canonical(self, g: Game) -> Game:
        """The canonical form of G modulo the universe (G must lie in it); a literal sum is
        reduced component by component and then added up, reducing as it goes."""
        if not self.contains(g):
            raise NotSupported(f"{g} is not in {self.name}; canonical forms need a member")
        _, s = reduced_state([g], self.kind)
        total = _fold(self.kind, s, None)
        assert total is not None
        return total

    # ------------------------------------------------------------------ comparison
    def _reduced(self, g: Game, h: Game) -> tuple[str, tuple, tuple, int]:
        comps = list(state([g])) + list(state([h]))
        v = _widest(self.kind, smallest_universe(comps))
        _, sg, ng = reduce_components([g], v)
        _, sh, nh = reduce_components([h], v)
        return v, sg, sh, ng + nh

    def ge(self, g: Game, h: Game) -> Verdict:
        """G ≥ H modulo the universe, decided by maintenance and proviso.

        >>> from cgt import D, star, zero
        >>> D.ge(star, zero).decided, bool(D.ge(star, zero))
        (True, False)
        """
        return self._decide(g, h, equiv=False)

    def equiv(self, g: Game, h: Game) -> Verdict:
        """G ≡ H modulo the universe.

        >>> from cgt import D, M, parse, zero
        >>> G = parse("*:1/2 + *:-1/2")
        >>> bool(D.equiv(G, zero)), bool(M.equiv(G, zero))
        (True, False)
        """
        return self._decide(g, h, equiv=True)

    def _decide(self, g: Game, h: Game, equiv: bool) -> Verdict:
        v, sg, sh, cancelled = self._reduced(g, h)
        if sg == sh:
            pairs = (
                f", after cancelling {cancelled} pair(s) A + Ā ≡ 0 (mod {v}), each decided "
                f"by {_THEOREMS[v]}"
                if cancelled
                else ""
            )
            return Verdict(
                True,
                True,
                f"congruence: both sides have the same components up to ≡ (mod {v}){pairs}",
            )
        confirm = confirm_equiv if equiv else confirm_ge
        # A few small games of U first: when one distinguishes, that settles it cheaply (and
        # the witness is readable).
        for x in self._small_candidates():
            outs = confirm(g, h, x)
            if outs is not None:
                return self._refuted(x, outs)
        # Sums are added up into canonical forms (mod v) while that stays small: in D and E
        # the reductions usually shrink them a lot, and comparing two forms is cheaper than
        # comparing two multisets. Otherwise the test runs on the multisets themselves.
        fg, fh = _fold(v, sg, _FOLD_LIMIT), _fold(v, sh, _FOLD_LIMIT)
        if fg is not None and fh is not None:
            if fg is fh:
                return Verdict(
                    True, True, f"congruence: both sums have the same canonical form mod {v}"
                )
            sg, sh = cm._st(fg), cm._st(fh)
        forward = cm.ge_state(self.kind, sg, sh)
        backward = cm.ge_state(self.kind, sh, sg) if equiv and forward else True
        if forward and backward:
            return Verdict(True, True, self.theorem)
        # Witnesses are confirmed on the reduced sums (≡ G and ≡ H mod v ⊇ U, so the outcomes
        # with any X of U are the same): the searches are much smaller.
        rg, rh = _as_game(sg, g), _as_game(sh, h)
        a, b = (rg, rh) if not forward else (rh, rg)
        sa, sb = (sg, sh) if not forward else (sh, sg)
        # Small positions: a search over day-2 games is cheap and finds readable witnesses.
        small = sum(c.birthday for c in sg + sh) <= _SMALL_SEARCH_DAY
        tries = [self._more_candidates] if small else []
        # G + G° is a P-position (Siegel), so the adjoints often separate at once.
        tries.append(lambda: [cm.adjoint(a), cm.adjoint(b)])
        tries.append(lambda: self._constructed(sa, sb))
        if not small:
            tries.append(self._more_candidates)
        for candidates in tries:
            for x in candidates():
                outs = confirm_ge(a, b, x, raw=True)
                if outs is not None:
                    outs = outs if not forward else (outs[1], outs[0])
                    return self._refuted(x, outs)
        # Every refutation carries its witness: a "no" without a confirmed X is undecided.
        return Verdict(
            False,
            None,
            f"the test says G ≱ H ({self.theorem}), but no witness X could be confirmed: the "
            "separator built from the failed clause exceeded "
            f"{MAX_WITNESS_POSITIONS:,} positions or did not confirm; undecided",
        )

    def _refuted(self, x: Game, outs: tuple[Outcome, Outcome]) -> Verdict:
        return Verdict(
            True,
            False,
            f"refuted by X = {short(x)} in {self.name}: o⁻(G+X) = {outs[0]}, "
            f"o⁻(H+X) = {outs[1]}",
            witness=x,
            outcomes=outs,
        )

    def _constructed(self, sa: tuple, sb: tuple) -> list[Game]:
        """The separator built from the clause of the test that fails, on the components of
        the two sums (empty when it would exceed MAX_WITNESS_POSITIONS)."""
        try:
            return [refute_states(self.kind, sa, sb)]
        except SearchBoundExceeded:
            return []

    def _small_candidates(self) -> list[Game]:
        """Members born by day 1; for D, by day 2 (only 10 games)."""
        if self._small is None:
            from cgt.families import dead_ending, dicots, games

            fam = {"M": games, "D": dicots, "E": dead_ending}[self.kind]
            self._small = list(fam(2 if self.kind == "D" else 1))
        return self._small

    def _more_candidates(self) -> list[Game]:
        if self._more is None:
            from cgt.families import dead_ending, dicots, games

            fam = {"M": games, "D": dicots, "E": dead_ending}[self.kind]
            self._more = [x for x in fam(2) if x.birthday == 2]
        return self._more

    def distinguish(
        self, g: Game, h: Game, max_birthday: int = 2, max_terms: int = 2
    ) -> Game | None:
        """A confirmed X in the universe with o⁻(G + X) ≠ o⁻(H + X), or None when G ≡ H.

        The theory is complete here, so the bounds are not needed; they are accepted for a
        uniform interface.

        >>> from cgt import D, nimber, zero
        >>> str(D.distinguish(nimber(2) + nimber(2), zero))
        '0'
        """
        v = self.equiv(g, h)
        return v.witness if v.decided and not v.holds else None


def _literal(s: Iterable[Game]) -> Game:
    total = game()
    for c in s:
        total = literal_sum(total, c)
    return total


def _fold(kind: str, s: Iterable[Game], limit: int | None) -> Game | None:
    """The canonical form (mod kind) of the sum of the canonical components ``s``, added one
    at a time, smallest first; None if a literal sum on the way would exceed ``limit``
    positions."""
    total = cm.ZERO
    for c in sorted(s, key=lambda c: c.birthday):
        if total is cm.ZERO:
            total = c
            continue
        if limit is not None and size(total) * size(c) > limit:
            return None
        total = cm.canonical(kind, literal_sum(total, c))
    return total


def _as_game(s: tuple, fallback: Game) -> Game:
    """The sum of the components ``s`` as one form (``fallback`` if it is too large)."""
    try:
        return _literal(s)
    except SearchBoundExceeded:
        return fallback
