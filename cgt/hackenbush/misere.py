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
from cgt.game import Game, game
from cgt.hackenbush.flowerbed import DEFAULT_MAX_STATES, Flowerbed, misere_outcome
from cgt.hackenbush.recognise import Part, classify, subordinate
from cgt.outcome import Outcome
from cgt.sums import components

__all__ = [
    "theorem_outcome",
    "theorem_equiv",
    "theorem_ge",
    "comparison_theorem",
    "outcome_theorem",
    "position_misere",
    "bed_of",
    "MAX_READ_BIRTHDAY",
]


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
    grounded components when they apply, else the core's sum search (which may still end in a
    theorem once it has reduced the components; its reason says so), else "search"."""
    from cgt.misere_sum import explain_outcome

    forms = [c.game() for c in position.components()]  # type: ignore[attr-defined]
    r = theorem_outcome(forms)
    if r is not None:
        return r
    return explain_outcome(*forms)


#: Components born later than this are not read by the theorems (a held value such as
#: ``nimber(10**9)`` or ``integer(2**200)`` would have too many followers to scan); they only
#: match identical components, and the caller searches as it would without the theorems.
MAX_READ_BIRTHDAY = 512

_ZERO = game()
_LO_1_1 = "Lo Thm 1.1 (a shrub ≡ the stalk of its normal-play nim value, in all misère games)"
_LO_4_4 = "Lo Cor. 4.4 (*n:B ≡ *n when B = 0, in all misère games)"
_LO_4_3 = (
    "Lo Thm 4.3 / MMN Thm 2.6 (*n:T ≥ *n ≥ *n:T' when T ≥ 0 ≥ T', in all misère games; "
    "paired component by component)"
)


def _readable(c: Game) -> bool:
    """Cheap necessary test: every nonzero stalk, shrub and flower *n:T (n ≥ 1) has 0 among
    its Left and its Right options, and is small enough to read."""
    return c.birthday <= MAX_READ_BIRTHDAY and _ZERO in c.left and _ZERO in c.right


def _read(c: Game) -> Part | None:
    if not _readable(c):
        return None
    try:
        return classify(c)
    except SearchBoundExceeded:
        return None


def _stalk_key(c: Game, p: Part | None, used: set[str]) -> object:
    """``c`` up to the equivalences of Lo Thm 1.1 and Cor. 4.4: ("stalk", n) for a form ≡ *n,
    else the form itself; records the theorem used."""
    if p is None or p.blossom != 0:
        return c
    if p.source == "shrub":
        used.add(_LO_1_1)
    elif p.source == "zero blossom":
        used.add(_LO_4_4)
    return ("stalk", p.height)


def _counted(g: Game, used: set[str]) -> dict[object, int]:
    out: dict[object, int] = {}
    for c in components(g):
        k = _stalk_key(c, _read(c), used)
        if k != ("stalk", 0):
            out[k] = out.get(k, 0) + 1
    return out


def theorem_equiv(g: Game, h: Game) -> str | None:
    """A theorem of the papers proving G ≡ H in every misère universe (mod M), or None.

    Each component that is a shrub is replaced by the stalk of its nim value (Lo Thm 1.1),
    each *n:B with B = 0 by *n (Lo Cor. 4.4); G ≡ H when the two multisets of components then
    agree (≡ is a congruence for +). None when they differ or no theorem was needed.

    >>> from cgt import parse, nimber
    >>> theorem_equiv(parse("*:(*2 + *)"), nimber(4))
    'Lo Thm 1.1 (a shrub ≡ the stalk of its normal-play nim value, in all misère games)'
    >>> theorem_equiv(parse("*:(*2 + *) + *:1"), parse("*4 + *:1"))[:10]
    'Lo Thm 1.1'
    >>> theorem_equiv(nimber(2), nimber(3)) is None
    True
    """
    used: set[str] = set()
    if _counted(g, used) != _counted(h, used) or not used:
        return None
    return "; ".join(sorted(used))


def theorem_ge(g: Game, h: Game) -> str | None:
    """A theorem of the papers proving G ≥ H in every misère universe (mod M), or None.

    After the replacements of :func:`theorem_equiv`, components are paired: identical ones,
    and otherwise, at each stem height n ≥ 1, a component *n:T of G (T ≥ 0, or a stalk) with
    one *n:T' of H (T' ≤ 0, or a stalk): *n:T ≥ *n ≥ *n:T' (Lo Thm 4.3, MMN Thm 2.6), and ≥
    is compatible with +.

    >>> from cgt import parse
    >>> theorem_ge(parse("*:1 + *:(*2 + *)"), parse("*:-1/2 + *4"))[:10]
    'Lo Thm 1.1'
    >>> theorem_ge(parse("*:-1"), parse("*:1")) is None
    True
    """
    used: set[str] = set()
    gc, hc = _counted(g, used), _counted(h, used)
    for k in set(gc) & set(hc):
        m = min(gc[k], hc[k])
        gc[k] -= m
        hc[k] -= m
    heights: dict[int, list[int]] = {}  # n -> [G's free components, H's]
    for side, counts in enumerate((gc, hc)):
        for k, m in counts.items():
            if not m:
                continue
            n = _free_height(k, side)
            if n is None:
                return None
            heights.setdefault(n, [0, 0])[side] += m
    if any(a != b for a, b in heights.values()):
        return None
    if heights:
        used.add(_LO_4_3)
    if not used:
        return None
    return "; ".join(sorted(used))


def _free_height(k: object, side: int) -> int | None:
    """The stem height n when the component ``k`` can be paired across *n: a stalk, or (on
    G's side, ``side`` 0) a flower with blossom ≥ 0, (on H's side) one with blossom ≤ 0."""
    if isinstance(k, tuple):
        return k[1]  # type: ignore[no-any-return]
    p = _read(k)  # type: ignore[arg-type]
    if p is None or p.height < 1:
        return None
    if (p.blossom > 0 and side == 1) or (p.blossom < 0 and side == 0):
        return None
    return p.height


def comparison_theorem(g: Game, h: Game, both: bool) -> str | None:
    """The hook for :data:`cgt.universes.base.COMPARISON_THEOREMS`: G ≡ H (``both``) or
    G ≥ H mod M by the theorems above."""
    return theorem_equiv(g, h) if both else theorem_ge(g, h)


def outcome_theorem(components: Sequence[Game]) -> tuple[Outcome, str] | None:
    """The hook for :data:`cgt.misere_sum.OUTCOME_THEOREMS`: :func:`theorem_outcome`, except
    on components too large to read (see :data:`MAX_READ_BIRTHDAY`)."""
    if not all(_readable(c) for c in components):
        return None
    try:
        return theorem_outcome(components)
    except SearchBoundExceeded:
        return None
