"""Misère outcomes of sums of Hackenbush families by the papers' theorems, from forms alone.

:func:`theorem_outcome` takes the components of a disjunctive sum as game forms and answers
when every component is a stalk, shrub, sprig, generalized sprig or generalized flower
(recognised by :func:`cgt.hackenbush.recognise.classify`), or when the sum is one star-based
form *:H. Otherwise it returns None and the caller searches.

Theorems used (I. Y. Lo, *Misère Hackenbush Flowers*, 2021; N. A. McKay, R. Milley,
R. J. Nowakowski, *Misère-play Hackenbush Sprigs*, "MMN"):

- Lo Thm 1.1: a shrub is ≡ the stalk of its normal-play nim value (in all misère games);
- Lo Lemma 2.1 (Bouton): misère nim;
- MMN Thm 3.2 / 3.4: sums of sprigs, without and with a *;
- Lo Thm 4.8: generalized sprigs and stalks of any heights;
- Lo Thm 4.1 (evil twins), Prop. 4.9, 4.10, Lemma 4.6, Thm 4.11, 4.19, 4.20, 4.22: flowerbeds;
- MMN Thm 2.1 / Lo Thm 5.1: one star-based position *:H has o⁻(*:H) = o⁺(H).

The work is linear in the size of the forms (each form is read once and memoised) plus
n log n in the number of components, except for flowerbeds with flowers of height ≥ 2 on both
sides, where no polynomial method is known: there a search over stem cuts runs, bounded by
``max_states`` (past the bound the answer is None).

>>> from cgt import number, ordinal_sum, star, nimber
>>> sprig = lambda x: ordinal_sum(star, number(x))
>>> theorem_outcome([sprig(1), sprig("-1/2"), star])
(L, 'MMN Thm 3.4 (sprigs + *: Δ = 0, ε = 1/2; Lo Thm 4.8 for generalized sprigs)')
>>> theorem_outcome([nimber(2), nimber(3), star])[0]
P
>>> theorem_outcome([number(1), star]) is None
True
"""

from __future__ import annotations

from collections.abc import Sequence

from cgt.errors import SearchBoundExceeded
from cgt.game import Game
from cgt.hackenbush.flowerbed import DEFAULT_MAX_STATES, Flowerbed, misere_outcome
from cgt.hackenbush.recognise import Part, classify, subordinate
from cgt.outcome import Outcome

__all__ = ["theorem_outcome", "theorem_equiv", "position_misere", "bed_of"]


def bed_of(parts: Sequence[Part]) -> Flowerbed:
    """The flowerbed of recognised parts (stalks and flowers)."""
    return Flowerbed.of(
        stalks=[p.height for p in parts if p.blossom == 0],
        flowers=[(p.height, p.blossom) for p in parts if p.blossom != 0],
    )


def _notes(parts: Sequence[Part]) -> str:
    sources = {p.source for p in parts}
    notes = []
    if "shrub" in sources:
        notes.append("shrubs as stalks by Lo Thm 1.1")
    if "zero blossom" in sources:
        notes.append("blossoms of value 0 dropped by Lo Cor. 4.4")
    if "generalized" in sources:
        notes.append("blossoms counted by their value (Lo §4)")
    return "" if not notes else "; " + "; ".join(notes)


def theorem_outcome(
    components: Sequence[Game], max_states: int = DEFAULT_MAX_STATES
) -> tuple[Outcome, str] | None:
    """The misère outcome of the sum of ``components`` and the theorem that gives it, or None
    when no theorem of the papers applies (see the module docstring).

    Components that are 0 are ignored; each other component must be a stalk (a nimber or an
    impartial star-based form), or *n : T with T a number form.

    >>> from cgt import parse
    >>> theorem_outcome([parse("*:1"), parse("*:1"), parse("*:-1/2")])
    (L, 'MMN Thm 3.2 (sprigs: Δ = 1; Lo Thm 4.8 for generalized sprigs)')
    >>> o, why = theorem_outcome([parse("*:{0,1|}")])
    >>> o, why.split("; ")[-1]
    (L, 'blossoms counted by their value (Lo §4)')
    """
    nonzero = [c for c in components if c.left or c.right]
    parts: list[Part] = []
    for c in nonzero:
        p = classify(c)
        if p is None:
            return _single_star_based(nonzero[0]) if len(nonzero) == 1 else None
        parts.append(p)
    try:
        o, why = misere_outcome(bed_of(parts), max_states)
    except SearchBoundExceeded:
        return None
    return o, why + _notes(parts)


def _single_star_based(g: Game) -> tuple[Outcome, str] | None:
    h = subordinate(g)
    if h is None:
        return None
    return h.outcome(), "MMN Thm 2.1 (o⁻(*:H) = o⁺(H) for one star-based position; Lo Thm 5.1)"


def position_misere(position: object) -> tuple[Outcome, str]:
    """(misère outcome, reason) of a Hackenbush position: the theorems on the forms of its
    grounded components when they apply, else a search on the components ("search")."""
    from cgt.misere_sum import sum_outcome

    forms = [c.game() for c in position.components()]  # type: ignore[attr-defined]
    r = theorem_outcome(forms)
    if r is not None:
        return r
    return sum_outcome(*forms), "search"


def theorem_equiv(g: Game, h: Game) -> str | None:
    """A theorem of the papers proving G ≡ H in every misère universe (mod M), or None: one
    side a shrub and the other the stalk (or shrub) of the same nim value (Lo Thm 1.1), or
    *n:B with B = 0 against *n (Lo Cor. 4.4). For the universes to cite before their search.

    >>> from cgt import parse, nimber
    >>> theorem_equiv(parse("*:(*2 + *)"), nimber(4))
    'Lo Thm 1.1 (a shrub ≡ the stalk of its normal-play nim value, in all misère games)'
    >>> theorem_equiv(nimber(2), nimber(3)) is None
    True
    """
    pg, ph = classify(g), classify(h)
    if pg is None or ph is None or pg.blossom != 0 or ph.blossom != 0:
        return None
    if pg.height != ph.height or g == h:
        return None
    sources = {pg.source, ph.source}
    if "shrub" in sources:
        return "Lo Thm 1.1 (a shrub ≡ the stalk of its normal-play nim value, in all misère games)"
    if "zero blossom" in sources:
        return "Lo Cor. 4.4 (*n:B ≡ *n when B = 0, in all misère games)"
    return None
