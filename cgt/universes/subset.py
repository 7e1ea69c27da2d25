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

import attrs

from cgt.errors import InvalidGame, NotSupported, SearchBoundExceeded
from cgt.game import Game, game
from cgt.misere_sum import sum_outcome
from cgt.outcome import Outcome
from cgt.sums import sum_of
from cgt.universes.base import Universe, Verdict, short
from cgt.universes.dicot import D
from cgt.universes.invertible import invertible_by_terms
from cgt.universes.naming import name_witness
from cgt.universes.simplest import Confirm, search, sum_terms
from cgt.universes.witness import confirm_equiv, confirm_ge

__all__ = ["SubUniverse"]

ZERO = game()
STAR = game([ZERO], [ZERO])
#: Candidates tried for a simpler witness than the one a refutation found.
_SMALLER = 2000
#: Candidates ``distinguish`` tries before it gives up with SearchBoundExceeded.
MAX_CANDIDATES = 200_000


def _bound(name: str, value: object, least: int = 0) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise InvalidGame(f"{name} must be an integer ≥ {least}, not {value!r}")


def _confirmer(g: Game, h: Game, equiv: bool) -> Confirm:
    """(o(G + X), o(H + X)) for X the sum of the terms, when X refutes, else None."""

    def confirm(terms: tuple[Game, ...]) -> tuple[Outcome, Outcome] | None:
        og, oh = sum_outcome(g, *terms), sum_outcome(h, *terms)
        refutes = og is not oh if equiv else not og >= oh
        return (og, oh) if refutes else None

    return confirm


class SubUniverse(Universe):
    """A hereditary, sum-closed set of dicots: sound comparison, witnesses by search."""

    #: Default bounds of the witness search.
    max_birthday = 2
    max_terms = 2
    #: What :meth:`small_members` are, for verdicts.
    pool_text = "small members"

    def outcome(self, g: Game) -> Outcome:
        """The misère outcome o⁻(G), searched on the components of G: the universe's play
        convention, for code generic over universes; the canonical call is
        ``G.misere_outcome()``, which gives the same."""
        return sum_outcome(g)

    #: The parental universe holding every member, whose test is sound here (D for I, S,
    #: HSTAR; a generated universe sets its own).
    @property
    def parent(self) -> Universe:
        return D

    def _name(self, x: Game) -> Game:
        """A witness printed in the notation of what it is."""
        return name_witness(x, self.name)

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
        x = self._name(x)
        return Verdict(
            True,
            False,
            f"{why}; refuted by X = {short(x)} in {self.name}: o⁻(G+X) = {outs[0]}, "
            f"o⁻(H+X) = {outs[1]}",
            witness=x,
            outcomes=outs,
        )

    def _pool(self, max_birthday: int) -> tuple[dict[int, list[Game]], int]:
        """The small members born by ``max_birthday`` (and 0), by birthday."""
        pool: dict[int, list[Game]] = {0: [ZERO]}
        seen = {ZERO._id}
        for x in self.small_members(max_birthday):
            if x.birthday <= max_birthday and x._id not in seen and self.contains(x):
                seen.add(x._id)
                pool.setdefault(x.birthday, []).append(x)
        return pool, max(pool)

    def _smaller(self, g: Game, h: Game, equiv: bool, v: Verdict) -> Verdict:
        """``v`` (a refutation), or one by a witness of smaller birthday: sums of up to
        ``max_terms`` small members, by birthday, then number of terms."""
        assert v.witness is not None
        pool, day = self._pool(self.max_birthday + 1)
        confirm = _confirmer(g, h, equiv)
        terms = self._terms(g, h)
        found = search(
            confirm, pool, day, day, terms, _SMALLER, below=v.witness.birthday, closed=False
        )
        what = (
            f"no sum of up to {terms} of {self.name}'s small members born by day "
            f"{day} ({self.pool_text}) with birthday ≤ {found.cleared} distinguishes"
        )
        if found.terms is not None and found.outcomes is not None:
            x = self._name(sum_terms(found.terms))
            return Verdict(
                True,
                False,
                f"{v.reason}; a simpler witness: {what}; X = {short(x)}, born on day "
                f"{found.birthday}, does: o⁻(G+X) = {found.outcomes[0]}, o⁻(H+X) = "
                f"{found.outcomes[1]}",
                witness=x,
                outcomes=found.outcomes,
            )
        if found.cleared < 0:
            return v
        return attrs.evolve(v, reason=f"{v.reason} ({what}; this one is born on day "
                            f"{v.witness.birthday})")

    def _undecided(self, why: str, terms: int) -> Verdict:
        return Verdict(
            False,
            None,
            f"{why}; no game of {self.name} born by day {self.max_birthday} (or a sum of "
            f"{terms} such) distinguishes, and the theory of {self.name} is incomplete",
        )

    # ------------------------------------------------------------------ answers
    def decide_by_theory(self, g: Game, h: Game, equiv: bool) -> Verdict | None:
        """A verdict from a theory specific to the universe, or None (override)."""
        return None

    def ge(self, g: Game, h: Game) -> Verdict:
        return self._decide(g, h, equiv=False)

    def equiv(self, g: Game, h: Game) -> Verdict:
        return self._decide(g, h, equiv=True)

    def _terms(self, g: Game, h: Game) -> int:
        """Terms of the witness search: one more when G or H is not a dicot (the dicot
        test says nothing then, and small sums of members often do not separate)."""
        return self.max_terms + (0 if g.is_dicot and h.is_dicot else 1)

    def _decide(self, g: Game, h: Game, equiv: bool) -> Verdict:
        v = self._decide_any(g, h, equiv)
        if v.decided and not v.holds and v.witness is not None:
            return self._smaller(g, h, equiv, v)
        return v

    def _decide_any(self, g: Game, h: Game, equiv: bool) -> Verdict:
        special = self.decide_by_theory(g, h, equiv)
        if special is not None:
            return special
        parent = self.parent
        v = parent.equiv(g, h) if equiv else parent.ge(g, h)
        if v.holds:
            return Verdict(
                True,
                True,
                f"{v.reason}; every game of {self.name} lies in {parent.name}, so it holds "
                f"mod {self.name}",
            )
        terms = self._terms(g, h)
        found = self._search(g, h, equiv, v.witness, max_terms=terms)
        if found is not None:
            return self._refuted(found[0], found[1], f"fails mod {parent.name}")
        return self._undecided(
            f"fails mod {parent.name} (the test is sound, not complete, here)", terms
        )

    #: Citation of the universe's conjugate property, when it is known (None: not known).
    conjugate_property: str | None = None

    def is_invertible(self, g: Game) -> Verdict:
        """Whether G has an inverse modulo the set: G + Ḡ ≡ 0 proves Ḡ is one; when that
        fails, the conjugate property (where it is known) says G has none, and otherwise
        sums of up to ``max_terms`` small members are tried as inverses; undecided if none
        works. With the conjugate property, a sum of members is decided term by term (a sum
        is invertible iff each term is; see :meth:`_invertible_by_terms`).

        >>> from cgt import S, parse
        >>> v = S.is_invertible(parse("*:1/2 + *:-3"))
        >>> bool(v), str(v.inverse)
        (True, '*:-1/2 + *:3')
        """
        if not self.contains(g):
            raise NotSupported(f"{short(g)} is not in {self.name}: invertibility is of members")
        conj = self._name(-g)
        if self.conjugate_property is not None:
            by_terms = self._invertible_by_terms(g, conj)
            if by_terms is not None:
                return by_terms
        return self._invertible_whole(g, conj)

    def _invertible_whole(self, g: Game, conj: Game) -> Verdict:
        """:meth:`is_invertible` by the test G + Ḡ ≡ 0 on the whole sum (and, without the
        conjugate property, small members tried as inverses)."""
        test = self.equiv(g + conj, ZERO)
        if test.decided and test.holds:
            return Verdict(True, True, f"G + Ḡ ≡ 0 (mod {self.name}): {test.reason}", inverse=conj)
        if not test.decided:
            return Verdict(False, None, f"G + Ḡ ≡ 0 (mod {self.name}) undecided: {test.reason}")
        if self.conjugate_property is not None:
            return Verdict(
                True,
                False,
                f"{self.conjugate_property}: G is invertible iff G + Ḡ ≡ 0 (mod {self.name}); "
                f"{test.reason}",
                witness=test.witness,
                outcomes=test.outcomes,
            )
        pool, day = self._pool(self.max_birthday + 1)
        members = [x for d in sorted(pool) for x in pool[d] if d > 0]
        for k in range(1, self.max_terms + 1):
            for combo in combinations_with_replacement(members, k):
                h = sum_terms(combo)
                v = self.equiv(g + h, ZERO)
                if v.decided and v.holds:
                    return Verdict(
                        True, True, f"G + H ≡ 0 (mod {self.name}): {v.reason}",
                        inverse=self._name(h),
                    )
        return Verdict(
            False,
            None,
            f"G + Ḡ ≢ 0 (mod {self.name}) ({test.reason}); the conjugate property is not known "
            f"for {self.name}, and no sum of up to {self.max_terms} of its small members born "
            f"by day {day} is an inverse: undecided",
        )

    def _invertible_by_terms(self, g: Game, conj: Game) -> Verdict | None:
        """:meth:`is_invertible` for a sum of members term by term, or None (then the test on
        the whole sum decides): :func:`cgt.universes.invertible.invertible_by_terms`."""
        assert self.conjugate_property is not None
        return invertible_by_terms(self, g, conj, self.conjugate_property, self._name)

    def distinguish(
        self, g: Game, h: Game, max_birthday: int = 2, max_terms: int = 2
    ) -> Game | None:
        """A confirmed X of the universe with o⁻(G + X) ≠ o⁻(H + X) that is a sum of at most
        ``max_terms`` of its small members (:meth:`small_members`) each born by day
        ``max_birthday``, of least birthday, then fewest terms; None if G ≡ H (mod D, hence
        mod this set) or if no such sum distinguishes.

        >>> from cgt import S, parse
        >>> x = S.distinguish(parse("*:1"), parse("*:2"), max_birthday=2, max_terms=2)
        >>> str(x), x.birthday
        ('* + *:-1', 3)
        >>> S.distinguish(parse("*:1"), parse("*:2"), max_birthday=2, max_terms=1) is None
        True
        """
        _bound("max_birthday", max_birthday)
        _bound("max_terms", max_terms, 1)
        v = self.parent.equiv(g, h)
        if v.holds:
            return None
        pool, day = self._pool(max_birthday)
        found = search(
            _confirmer(g, h, True), pool, day, max_birthday, max_terms, MAX_CANDIDATES,
            closed=False,
        )
        if found.terms is None:
            if not found.exhausted:
                raise SearchBoundExceeded(
                    f"distinguish tried {MAX_CANDIDATES:,} sums of members of {self.name} "
                    f"born by day {max_birthday}; lower max_birthday or max_terms"
                )
            return None
        return self._name(sum_terms(found.terms))
