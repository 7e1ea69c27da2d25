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
3. The games of U born by day 1 (D: day 2) are tried as distinguishers, simplest first:
   one that distinguishes is a simplest witness, found cheaply.
4. Each side is added up into its canonical form modulo V while the literal sums on the way
   stay small (in D and E this usually shrinks a sum a lot); identical canonical forms mean
   G ≡ H.
5. Otherwise the maintenance–proviso test decides (on the two forms, or on the multisets when
   they could not be added up). When it fails, the witness is a simplest one among the games
   searched (:mod:`cgt.universes.simplest`): one canonical form of every class of U born by
   day 2 (D: day 3), by birthday; failing that, the first of the adjoints G°, H° (G + G° is a
   P-position) and the separator built from the failed clause of the test
   (:mod:`cgt.universes.witness`) that refutes, *shrunk* (its canonical form, then an option
   while one still refutes), unless a sum of two of those classes of smaller birthday
   refutes. The verdict says what was searched. X is confirmed by computing both outcomes;
   a "no" whose witness cannot be confirmed is reported undecided, never as a refutation.

>>> from cgt import M, parse
>>> v = M.equiv(parse("{-1,1|1}"), parse("{|-1,1}"))
>>> v.witness.birthday, "no game of M born by day 1 distinguishes" in v.reason
(2, True)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import attrs

from cgt.canonical import misere as cm
from cgt.errors import InvalidGame, NotSupported, SearchBoundExceeded
from cgt.game import Game, game, size
from cgt.misere_sum import (
    raw_outcome,
    reduce_components,
    reduced_state,
    smallest_universe,
    state,
    sum_outcome,
)
from cgt.outcome import Outcome
from cgt.sums import literal_sum
from cgt.universes.base import Universe, Verdict, short
from cgt.universes.invertible import (
    CONJUGATE,
    MILLEY_RENAULT,
    invertible_by_terms,
    p_follower,
)
from cgt.universes.naming import name_witness
from cgt.universes.simplest import (
    Confirm,
    Found,
    search,
    searched,
    shrink,
    sum_terms,
    within,
)
from cgt.universes.witness import MAX_WITNESS_POSITIONS, refute_states

__all__ = ["ParentalUniverse"]

_ORDER = {"D": 0, "E": 1, "M": 2}
#: The day up to which the witness search lists one game of every class of the universe
#: (M: 256 classes, E: 196, D: 1268; the next day's are far too many).
_POOL_DAY = {"M": 2, "E": 2, "D": 3}
#: Sums of two pool members a refutation tries past the pool's day.
_REFUTE_SUMS = 3000
#: Candidates ``distinguish`` tries before it gives up with SearchBoundExceeded.
MAX_CANDIDATES = 200_000
#: Largest witness (positions) replaced by its canonical form while it is shrunk.
_CANON_SHRINK = 5000
#: No bound on a search that is bounded anyway by its pool.
_UNBOUNDED = 10**9
#: Largest literal sum of two canonical forms built while adding a sum up for a comparison.
_FOLD_LIMIT = 20_000
_THEOREMS = {
    "M": "maintenance and proviso (Siegel 2013, Ch. V Thm 6.6)",
    "D": "maintenance and proviso (Larsson–Nowakowski–Santos; Dorbec–Renault–Siegel–Sopena 2015)",
    "E": "maintenance and proviso (Larsson–Nowakowski–Santos; Larsson–Milley–Nowakowski–"
    "Renault–Santos arXiv:1807.11297)",
    "B": "maintenance and proviso (Larsson–Nowakowski–Santos; Davies–Milley, Combinatorial "
    "Theory 6(1) 2026, Thm 3.1)",
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
        self._pools: dict[bool, dict[int, list[Game]]] = {}
        self._listing = False

    # ------------------------------------------------------------------ membership, values
    def contains(self, g: Game) -> bool:
        """Membership: every form (M), dicots (D), dead-ending forms (E)."""
        return cm.contains(self.kind, g)

    def outcome(self, g: Game) -> Outcome:
        """The misère outcome o⁻(G), searched on the components of G: the universe's play
        convention, for code generic over universes; the canonical call is
        ``G.misere_outcome()``, which gives the same."""
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
        # The simplest games of U first (born by day 1; D: day 2): when one distinguishes it
        # is a simplest witness, found cheaply.
        pool, day, forms = self._pool(v, forms=True)
        early = 2 if self.kind == "D" else 1
        found = search(_confirmer(g, h, equiv, False), pool, day, early, 1, _UNBOUNDED)
        if found.terms is not None:
            return self._refuted(found, searched(self.name, found, early, 1, forms))
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
        return self._simplest(v, rg, rh, sg, sh, equiv, forward)

    def _simplest(
        self, v: str, rg: Game, rh: Game, sg: tuple, sh: tuple, equiv: bool, forward: bool
    ) -> Verdict:
        """The refutation of G ≥ H (``equiv``: of G ≡ H) by a simplest witness: every pool
        member, by birthday; failing that, the witness built from the failed clause of the
        test, shrunk, and sums of two pool members of smaller birthday."""
        pool, day, forms = self._pool(v)
        confirm = _confirmer(rg, rh, equiv, True)
        found = search(confirm, pool, day, day, 1, _UNBOUNDED)
        if found.terms is not None:
            return self._refuted(found, searched(self.name, found, day, 1, forms))
        built = self._built(v, rg, rh, sg, sh, forward, confirm)
        below = None if built is None else built[0].birthday
        more = search(confirm, pool, day, day, 2, _REFUTE_SUMS, below=below, start=day + 1)
        if more.terms is not None:
            return self._refuted(more, searched(self.name, more, day, 2, forms))
        if built is not None:
            x, outs = built
            found = Found((x,), outs, x.birthday, more.cleared, more.exhausted)
            note = searched(self.name, found, day, 2, forms)
            return self._refuted(
                found, note + "; built from the failed clause of the test and shrunk"
            )
        # Every refutation carries its witness: a "no" without a confirmed X is undecided.
        return Verdict(
            False,
            None,
            f"the test says G ≱ H ({self.theorem}), but no witness X could be confirmed: "
            f"{searched(self.name, more, day, 2, forms)}, and the separator built from the "
            f"failed clause exceeded {MAX_WITNESS_POSITIONS:,} positions or did not confirm; "
            "undecided",
        )

    def _built(
        self,
        v: str,
        rg: Game,
        rh: Game,
        sg: tuple,
        sh: tuple,
        forward: bool,
        confirm: Confirm,
    ) -> tuple[Game, tuple[Outcome, Outcome]] | None:
        """The first of the adjoints G°, H° (G + G° is a P-position, Siegel) and the separator
        built from the failed clause that refutes, shrunk; None when none does."""
        a, b = (rg, rh) if not forward else (rh, rg)
        sa, sb = (sg, sh) if not forward else (sh, sg)
        tries = (lambda: [cm.adjoint(a), cm.adjoint(b)], lambda: self._constructed(sa, sb))
        for candidates in tries:
            for x in candidates():
                if confirm((x,)) is not None:
                    return shrink(x, lambda y: confirm((y,)), self._canon(v))
        return None

    def _canon(self, v: str) -> Callable[[Game], Game | None]:
        """Replace a member X of U by a smaller form with the same outcome added to G and H:
        its canonical form mod U when G, H lie in U (else mod v ⊇ U, kept if it lies in U)."""

        def canon(x: Game) -> Game | None:
            if size(x, _CANON_SHRINK) > _CANON_SHRINK or not cm.contains(v, x):
                return None
            c = cm.canonical(v, x)
            return c if cm.contains(self.kind, c) else None

        return canon

    def _refuted(self, found: Found, note: str) -> Verdict:
        assert found.terms is not None and found.outcomes is not None
        x = name_witness(sum_terms(found.terms), self.name)
        outs = found.outcomes
        head = f"{note}; this one, born on day {found.birthday}, does" if note else (
            f"born on day {found.birthday}"
        )
        return Verdict(
            True,
            False,
            f"refuted by X = {short(x)} in {self.name} ({head}): o⁻(G+X) = {outs[0]}, "
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

    def _pool(self, v: str, forms: bool = False) -> tuple[dict[int, list[Game]], int, bool]:
        """The games the witness search draws from, by birthday, the day they cover, and
        whether they are forms (not classes): one canonical form per class of U born by
        _POOL_DAY when v is U (G and H lie in U, so a class acts as any of its members);
        otherwise (or with ``forms``) every form of U born by day 2. While the classes are
        being listed (which compares games mod U), the forms serve."""
        forms = forms or v != self.kind or self._listing
        pool = self._pools.get(forms)
        if pool is None:
            self._listing = True
            from cgt.families import blocking, canonical, dead_ending, dicots, games

            if forms:
                fam = {"M": games, "D": dicots, "E": dead_ending, "B": blocking}[self.kind]
                members: list[Game] = list(fam(2))
            else:
                try:
                    reps = canonical(self, _POOL_DAY[self.kind])
                    members = [getattr(x, "form", x) for x in reps]
                finally:
                    self._listing = False
            self._listing = False
            pool = {}
            for x in members:
                pool.setdefault(x.birthday, []).append(x)
            self._pools[forms] = pool
        return pool, max(pool), forms

    def is_invertible(self, g: Game) -> Verdict:
        """Whether G has an inverse modulo the universe, by the conjugate property: G is
        invertible iff G + Ḡ ≡ 0, decided by the comparison test (with a witness X when not);
        mod M and D a sum term by term (a sum is invertible iff each term is:
        :func:`cgt.universes.invertible.invertible_by_terms`).
        Mod E the verdict is the Milley–Renault P-free theorem applied to the canonical form
        mod E (the theorem speaks of that form; G itself may not be P-free), checked against
        the conjugate test (see :mod:`cgt.universes.invertible`).

        >>> from cgt import D, E, M, parse
        >>> g = parse("{-1|*,0}")
        >>> v = E.is_invertible(g)
        >>> bool(v), str(v.inverse)
        (True, '{-1,0|1}')
        >>> bool(M.is_invertible(g)), bool(D.is_invertible(parse("*:1/2")))
        (False, True)
        """
        if not self.contains(g):
            raise NotSupported(f"{short(g)} is not in {self.name}: invertibility is of members")
        if self.kind != "E":  # mod E, the P-free theorem on the canonical form, below
            by_terms = invertible_by_terms(self, g, -g, CONJUGATE[self.kind])
            if by_terms is not None:
                if by_terms.holds:
                    return attrs.evolve(by_terms, inverse=self.canonical(-g))
                return by_terms
        test = self.equiv(g + (-g), cm.ZERO)
        if not test.decided:
            return Verdict(False, None, f"G + Ḡ ≡ 0 (mod {self.name}) undecided: {test.reason}")
        cite = CONJUGATE[self.kind]
        reason = f"{cite}: G is invertible iff G + Ḡ ≡ 0 (mod {self.name}); {test.reason}"
        if self.kind == "E":
            c = self.canonical(g)
            bad = p_follower(c)
            if (bad is None) is not bool(test.holds):  # pragma: no cover - a bug, not a case
                raise AssertionError(f"P-free theorem and conjugate test disagree on {g}")
            form = f"the canonical form mod E, {short(c)}, "
            form += "is P-free" if bad is None else f"is not P-free ({short(bad)} has outcome P)"
            reason = f"{MILLEY_RENAULT}: {form}; agrees with {reason}"
        if test.holds:
            return Verdict(True, True, reason, inverse=self.canonical(-g))
        return Verdict(
            True, False, reason, witness=test.witness, outcomes=test.outcomes
        )

    def distinguish(
        self, g: Game, h: Game, max_birthday: int = 2, max_terms: int = 2
    ) -> Game | None:
        """A simplest confirmed X with o⁻(G + X) ≠ o⁻(H + X) that is a sum of at most
        ``max_terms`` games of the universe each born by day ``max_birthday``: of least
        birthday, then fewest terms. None when G ≡ H, or when no such X distinguishes.

        Every class of M and E born by day 2, and of D by day 3, is searched (and sums of
        them); past that, the witness of ``equiv`` is returned when it lies within the
        bounds, and otherwise :class:`~cgt.errors.SearchBoundExceeded` says what was searched.

        >>> from cgt import D, nimber, parse, zero
        >>> str(D.distinguish(nimber(2) + nimber(2), zero))
        '0'
        >>> x = D.distinguish(parse("{0|*2}") + parse("{*2|0}"), zero, max_birthday=2)
        >>> x.birthday <= 4
        True
        """
        _bound("max_birthday", max_birthday)
        _bound("max_terms", max_terms, 1)
        verdict = self.equiv(g, h)
        if verdict.decided and verdict.holds:
            return None
        v, sg, sh, _ = self._reduced(g, h)
        rg, rh = _as_game(sg, g), _as_game(sh, h)
        pool, day, forms = self._pool(v)
        found = search(
            _confirmer(rg, rh, True, True), pool, day, max_birthday, max_terms, MAX_CANDIDATES
        )
        w = verdict.witness
        if w is not None and within(w, max_birthday, max_terms):
            if found.terms is None or w.birthday < (found.birthday or 0):
                return w
        if found.terms is not None:
            return name_witness(sum_terms(found.terms), self.name)
        if found.exhausted and max_birthday <= day:
            return None
        top = min(max_birthday, day)
        raise SearchBoundExceeded(
            f"{searched(self.name, found, top, max_terms, forms)} (the search stopped after "
            f"{MAX_CANDIDATES:,} candidates or at day {day}, the most whose games it lists); "
            f"lower max_birthday to {day} or max_terms, or use {self.name}.equiv(G, H), whose "
            "witness is not bounded"
        )


def _bound(name: str, value: object, least: int = 0) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise InvalidGame(f"{name} must be an integer ≥ {least}, not {value!r}")


def _confirmer(g: Game, h: Game, equiv: bool, raw: bool) -> Confirm:
    """The test of a candidate X given by its terms: (o(G + X), o(H + X)) when X refutes
    G ≡ H (``equiv``) or G ≥ H, else None. ``raw``: outcomes searched without reducing
    the components first."""

    def confirm(terms: tuple[Game, ...]) -> tuple[Outcome, Outcome] | None:
        if raw:
            og, oh = raw_outcome(state([g, *terms])), raw_outcome(state([h, *terms]))
        else:
            og, oh = sum_outcome(g, *terms), sum_outcome(h, *terms)
        refutes = og is not oh if equiv else not og >= oh
        return (og, oh) if refutes else None

    return confirm


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
