"""Invertibility modulo a universe: which games G have an H with G + H ≡ 0.

The theory used, each cited in the verdicts:

- *the conjugate property*: if G has an inverse modulo U, then its conjugate Ḡ is one.
  Proved for D, E and the impartial games I by Larsson–Milley–Nowakowski–Renault–Santos,
  *Progress on misère dead ends* (arXiv:1807.11297, the "conjugate inverses" of its title),
  and for every universe (every parental set, M among them) by Davies–Yadav, *Invertibility
  in the misère multiverse* (arXiv:2410.06924). With it, G is invertible modulo U exactly when
  G + Ḡ ≡ 0 (mod U), which the complete comparison test of M, D, E (and Conway's canonical
  forms for I) decides, with a witness X when it fails;
- *P-free games* (a form is P-free when no follower of it, itself included, has misère outcome
  P): Milley and Renault characterised the invertible elements of the dead-ending universe E
  as the P-free games (as stated by Davies–Miller–Milley, *On sums of P-free forms under misère
  play*, arXiv:2506.05257, abstract and §1). P-free is a property of a *form* and
  invertibility one of a *class*: G = {-1|*,0} is not P-free, yet G + Ḡ ≡ 0 (mod E), and its
  canonical form mod E, {-1|0,1}, is P-free. cgt applies the theorem to the canonical form
  modulo E, and checks it against the conjugate test every time (they never disagree; a
  disagreement would be a bug and raises);
- *a sum is invertible iff each of its terms is* (:func:`invertible_by_terms`): the classes
  of a universe U modulo ≡ form a commutative monoid, where this holds of every sum.

>>> from cgt import E, parse
>>> g = parse("{-1|*,0}")
>>> p_free(g), p_free(E.canonical(g)), bool(E.is_invertible(g))
(False, True, True)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cgt.game import Game, game
from cgt.misere_sum import flatten, sum_outcome
from cgt.outcome import P

if TYPE_CHECKING:
    from cgt.universes.base import Universe, Verdict

__all__ = ["p_free", "p_follower", "invertible_by_terms", "CONJUGATE", "MILLEY_RENAULT"]

#: Where each universe's conjugate property is proved.
CONJUGATE = {
    "M": "the conjugate property of every universe (Davies–Yadav, arXiv:2410.06924)",
    "D": "the conjugate property of D (Larsson–Milley–Nowakowski–Renault–Santos, "
    "arXiv:1807.11297)",
    "E": "the conjugate property of E (Larsson–Milley–Nowakowski–Renault–Santos, "
    "arXiv:1807.11297)",
    "B": "the conjugate property of every universe (Davies–Yadav, arXiv:2410.06924)",
    "I": "the conjugate property of the impartial games (Larsson–Milley–Nowakowski–Renault–"
    "Santos, arXiv:1807.11297)",
}

MILLEY_RENAULT = (
    "Milley–Renault: a dead-ending game is invertible mod E iff it is P-free (as stated by "
    "Davies–Miller–Milley, arXiv:2506.05257, §1), applied to the canonical form mod E"
)


def p_follower(g: Game) -> Game | None:
    """A follower of ``g`` (``g`` itself included) whose misère outcome is P, or None.

    >>> from cgt import parse
    >>> str(p_follower(parse("{-1|*,0}")))
    '*'
    """
    for f in sorted(g.followers(), key=lambda f: f.birthday):
        if sum_outcome(f) is P:
            return f
    return None


def p_free(g: Game) -> bool:
    """No follower of the form ``g`` (``g`` included) has misère outcome P.

    >>> from cgt import parse
    >>> p_free(parse("1")), p_free(parse("-1")), p_free(parse("*"))
    (True, True, False)
    """
    return p_follower(g) is None


def invertible_by_terms(
    u: Universe, g: Game, conj: Game, cite: str, name: Callable[[Game], Game] = lambda x: x
) -> Verdict | None:
    """``u.is_invertible(g)`` for a sum G = A₁ + … + Aₙ (n ≥ 2) of members of U, term by term,
    or None (the caller then tests the whole sum). ``conj``: Ḡ as it is to be printed;
    ``cite``: where U's conjugate property is proved (required); ``name``: prints a game as
    a member of U.

    Theory. The games of U modulo ≡ (mod U) form a commutative monoid (≡ is a congruence for
    + on U: if A ≡ A', then o(A + B + X) = o(A' + B + X) for B, X in U). In a commutative
    monoid a sum is invertible iff every term is: if A + B + Y ≡ 0, then A has the inverse
    B + Y; a sum of invertibles is invertible. By the conjugate property Aᵢ is invertible iff
    Aᵢ + Āᵢ ≡ 0: a test on two components instead of 2n (Āᵢ is decided with Aᵢ). The test
    of the whole G + Ḡ ≡ 0 builds, when it fails mod a universe with dicotic closure, a
    separator from a failed maintenance step of a 2n-component sum (Siegel, arXiv:2312.16259,
    Lemmas 5.8 and 5.10), born late and slow to confirm: issue 38's G, four terms, gave a
    day-16 witness with 1,827 positions, 12 s to confirm; mod M the whole sum is added up into
    canonical forms that do not shrink (14 s).

    The witness of G + Ḡ ≢ 0 when a term fails: the witnesses of the failed terms' tests
    Aᵢ + Āᵢ ≢ 0, smallest first (when a single term A of G is not invertible, A's witness is
    one, by the next argument; otherwise nothing guarantees it); then the witness of
    G' + Ḡ' ≢ 0 for G' the sum of the terms that are not invertible, which is one:
    G + Ḡ = G' + Ḡ' + Σ(Aⱼ + Āⱼ) over the invertible terms, that sum is ≡ 0, so
    o(G + Ḡ + X) = o(G' + Ḡ' + X) for every X of U. Every witness reported is confirmed by
    the exact search of G + Ḡ + X and of X (components as given, no reductions); when none
    is (or the search exceeds its bound), None.

    >>> from cgt import M, parse
    >>> v = M.is_invertible(parse("{1|0,1} + {-1,0|-1}"))
    >>> bool(v), "each of its terms" in v.reason, v.witness.birthday
    (False, True, 5)
    """
    from cgt.errors import SearchBoundExceeded
    from cgt.universes.base import Verdict, short
    from cgt.universes.simplest import sum_terms
    from cgt.universes.witness import outcome_pair

    zero = game()
    terms = flatten(g)
    if len(terms) < 2 or not all(u.contains(t) for t in terms):
        return None
    failed: list[tuple[Game, Verdict]] = []
    done: set[int] = set()
    for t in terms:
        if t._id in done:
            continue
        bar = t.conjugate()
        done.update((t._id, bar._id))
        v = u.equiv(t + bar, zero)
        if not v.decided:
            return None
        if not v.holds:
            failed.append((t, v))
    why = (
        f"{cite}: G is invertible iff G + Ḡ ≡ 0 (mod {u.name}); a sum of members is invertible "
        f"iff each of its terms is (in the commutative monoid of {u.name} modulo ≡, if "
        "A + B + Y ≡ 0 then A has the inverse B + Y)"
    )
    if not failed:
        reason = f"{why}; A + Ā ≡ 0 (mod {u.name}) for each term A of G, so G + Ḡ ≡ 0"
        return Verdict(True, True, reason, inverse=conj)
    s = g + conj

    def refuted(x: Game, t: Game, v: Verdict, what: str) -> Verdict | None:
        # the exact search of the components as given, for G + Ḡ + X and for X
        try:
            og, ox = outcome_pair(s, zero, x, raw=True)
        except SearchBoundExceeded:  # too large to confirm: the next candidate, or None
            return None
        if og is ox:
            return None
        return Verdict(
            True,
            False,
            f"{why}; the term A = {short(t)} is not: A + Ā ≢ 0 ({v.reason}); so G + Ḡ ≢ 0 "
            f"(mod {u.name}), refuted by X = {short(x)} in {u.name} ({what}): "
            f"o⁻(G+Ḡ+X) = {og}, o⁻(X) = {ox}",
            witness=x,
            outcomes=(og, ox),
        )

    tried: list[Game] = []
    with_witness = [(t, v) for t, v in failed if v.witness is not None]
    for t, v in sorted(with_witness, key=lambda tv: tv[1].witness.birthday):  # type: ignore[union-attr]
        x = v.witness
        assert x is not None
        if all(x != y for y in tried):
            tried.append(x)
            found = refuted(x, t, v, "that witness")
            if found is not None:
                return found
    bad = {t._id for t, _ in failed} | {t.conjugate()._id for t, _ in failed}
    rest = [t for t in terms if t._id in bad]
    if len(rest) == len(terms):
        return None
    h = sum_terms(rest)
    w = u.equiv(h + name(-h), zero)
    if w.decided and not w.holds and w.witness is not None:
        what = (
            f"a witness of G' + Ḡ' ≢ 0 for G' = {short(h)}, the terms of G that are not "
            "invertible (the others add a sum ≡ 0)"
        )
        return refuted(w.witness, *failed[0], what)
    return None
