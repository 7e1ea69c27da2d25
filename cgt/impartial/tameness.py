"""Tame, restive, restless and wild games: Conway's phyla of misère impartial games.

A game is *tame* when it plays like a nim heap in sums with other tame games: its genus is
g^g or 0^1 / 1^0 (ONAG ch. 12). Conway and Hoey refine this into phyla, and CGSuite classifies
every canonical form into one of them when it is built:

- ``NIMHEAP``: equal to a nim heap;
- ``HEREDITARILY_TAME``: tame genus, every option a nim heap or hereditarily tame;
- ``REVERSIBLY_TAME``: tame genus, the wild options reverse through tame games of the right
  values (so it still plays like a nim heap with tame company);
- ``TAMEABLE``: its genus is determined when added to any tame games;
- ``HEREDITARILY_RESTIVE`` / ``REVERSIBLY_RESTIVE``: restive genus (g⁺ ∈ {0, 1} ≠ g⁻, ONAG's
  "ambivalent nim heaps"), options tame (hereditarily, or through reversible options);
- ``RESTLESS``: g⁻ ∈ {0, 1} ≠ g⁺, options tame;
- ``WILD``: everything else.

The classification follows CGSuite (MisereCanonicalGameOps, Dan Hoey's phylum rules) step by
step, so that the predicates and the printed genus agree with it. An odd game has the phylum of
its even part.

>>> from cgt.impartial.misere_notation import parse_misere as m
>>> is_tame(m("*[2#]")), is_restive(m("*[2#0]")), is_restless(m("*[2#1]"))
(True, True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cgt.game import Game

if TYPE_CHECKING:  # pragma: no cover
    from cgt.impartial.misere_canonical import _M

__all__ = [
    "PHYLA",
    "phylum",
    "is_tame",
    "is_generally_tame",
    "is_tameable",
    "is_restive",
    "is_generally_restive",
    "is_restless",
    "is_half_tame",
    "is_wild",
    "classify",
]

(
    NIMHEAP,
    HEREDITARILY_TAME,
    REVERSIBLY_TAME,
    TAMEABLE,
    WILD_OF_TAME_GENUS,
    HEREDITARILY_RESTIVE,
    REVERSIBLY_RESTIVE,
    WILD_OF_RESTIVE_GENUS,
    RESTLESS,
    WILD_OF_RESTLESS_GENUS,
    WILD,
) = range(11)

#: Names of the phyla, indexed by their number (the order matters: it is CGSuite's).
PHYLA = (
    "nim heap",
    "hereditarily tame",
    "reversibly tame",
    "tameable",
    "wild of tame genus",
    "hereditarily restive",
    "reversibly restive",
    "wild of restive genus",
    "restless",
    "wild of restless genus",
    "wild",
)

GENERALLY_TAME = frozenset({NIMHEAP, HEREDITARILY_TAME, REVERSIBLY_TAME})
HEREDITARILY_TAME_PHYLA = frozenset({NIMHEAP, HEREDITARILY_TAME})
TAMEABLE_PHYLA = frozenset({NIMHEAP, HEREDITARILY_TAME, REVERSIBLY_TAME, TAMEABLE})
GENERALLY_RESTIVE = frozenset({HEREDITARILY_RESTIVE, REVERSIBLY_RESTIVE})
RESTIVE_OR_TAME = GENERALLY_TAME | GENERALLY_RESTIVE
WILD_PHYLA = frozenset({WILD_OF_TAME_GENUS, WILD_OF_RESTIVE_GENUS, WILD_OF_RESTLESS_GENUS, WILD})


def _mex(values: set[int]) -> int:
    m = 0
    while m in values:
        m += 1
    return m


def _genus_kind(gp: int, gm: int) -> int:
    if gp == gm or (gp | gm) < 2:
        return WILD_OF_TAME_GENUS
    if gp < 2:
        return WILD_OF_RESTIVE_GENUS
    if gm < 2:
        return WILD_OF_RESTLESS_GENUS
    return WILD


def classify(gp: int, gm: int, opts: Sequence[_M]) -> int:
    """The phylum of the new even canonical form with values g⁺ = ``gp``, g⁻ = ``gm`` and
    canonical ``opts`` (in CGSuite's order)."""
    kind = _genus_kind(gp, gm)
    wildest = NIMHEAP
    for o in opts:
        if o.phylum not in GENERALLY_TAME:
            wildest = -1
            break
        wildest = max(wildest, o.phylum)
    if wildest == NIMHEAP and kind == WILD_OF_TAME_GENUS and (gp > 1 or gp != gm):
        return NIMHEAP
    if wildest in (NIMHEAP, HEREDITARILY_TAME):
        if kind == WILD_OF_TAME_GENUS:
            return HEREDITARILY_TAME
        if kind == WILD_OF_RESTIVE_GENUS:
            return HEREDITARILY_RESTIVE
    if wildest in (NIMHEAP, HEREDITARILY_TAME, REVERSIBLY_TAME):
        if kind == WILD_OF_TAME_GENUS:
            return REVERSIBLY_TAME
        if kind == WILD_OF_RESTIVE_GENUS:
            return REVERSIBLY_RESTIVE
        if kind == WILD_OF_RESTLESS_GENUS:
            return RESTLESS
    if kind in (WILD_OF_TAME_GENUS, WILD_OF_RESTIVE_GENUS):
        found = _reversible_phylum(gp, gm, kind, opts)
        if found is not None:
            return found
    return WILD


def _reversible_phylum(gp: int, gm: int, kind: int, opts: Sequence[_M]) -> int | None:
    """Reversibly tame, tameable or reversibly restive, when the wild options reverse through
    suitable tame (restive, tameable) games."""
    tame_gp: set[int] = set()
    tame_gm: set[int] = set()
    tameable_gp: set[int] = set()
    tameable_gm: set[int] = set()
    possible = (
        [REVERSIBLY_TAME, TAMEABLE] if kind == WILD_OF_TAME_GENUS else [REVERSIBLY_RESTIVE]
    )
    for o in opts:
        if o.phylum in GENERALLY_TAME:
            tame_gp.add(o.gp)
            tame_gm.add(o.gm)
            continue
        m_tameable = p_tameable = False
        if TAMEABLE in possible and o.phylum == TAMEABLE:
            # CGSuite records the even part's values here.
            tameable_gm.add(o.even.gm)
            tameable_gp.add(o.even.gp)
            m_tameable = p_tameable = True
        m_found = p_found = False
        for s in o.opts:
            sp = s.phylum
            if not (
                sp in GENERALLY_TAME
                or (REVERSIBLY_RESTIVE in possible and sp in RESTIVE_OR_TAME)
                or (TAMEABLE in possible and sp in TAMEABLE_PHYLA)
            ):
                continue
            if sp in GENERALLY_TAME and kind == WILD_OF_TAME_GENUS:
                m_found |= gm == s.gm
                p_found |= gp == s.gp
            elif sp in RESTIVE_OR_TAME and kind == WILD_OF_RESTIVE_GENUS:
                m_found |= gm == s.gm and (s.gp < 2 or (s.gp ^ gm) < 2)
                p_found |= gp == s.gp and (s.gm < 2 or (s.gm ^ gm) < 2)
            elif sp == TAMEABLE and TAMEABLE in possible:
                m_tameable |= gm == s.gm
                p_tameable |= gp == s.gp
        if not (m_found and p_found):
            possible = [p for p in possible if p not in (REVERSIBLY_TAME, REVERSIBLY_RESTIVE)]
            if not (m_tameable and p_tameable):
                possible = [p for p in possible if p != TAMEABLE]
            if not possible:
                return None
    if gp != _mex(tame_gp) or gm != _mex(tame_gm):
        possible = [p for p in possible if p not in (REVERSIBLY_TAME, REVERSIBLY_RESTIVE)]
    if TAMEABLE in possible:
        all_gp = tame_gp | tameable_gp
        all_gm = tame_gm | tameable_gm
        if (gp != _mex(all_gp) or gm != _mex(all_gm)) and (all_gp or gp > 0):
            possible = [p for p in possible if p != TAMEABLE]
    return possible[0] if possible else None


# --------------------------------------------------------------------------- predicates
def _rec(g: Game) -> _M:
    from cgt.impartial.misere_canonical import misere_canonical_record

    return misere_canonical_record(g)


def phylum(g: Game) -> str:
    """The name of the phylum of G (see the module docstring).

    >>> from cgt import nimber
    >>> phylum(nimber(3))
    'nim heap'
    """
    return PHYLA[_rec(g).phylum]


def is_tame(g: Game) -> bool:
    """Hereditarily tame (CGSuite's ``IsTame``): a nim heap, or tame genus with every option
    hereditarily tame."""
    return _rec(g).phylum in HEREDITARILY_TAME_PHYLA


def is_generally_tame(g: Game) -> bool:
    """Tame, possibly through reversible wild options (CGSuite's ``IsGenerallyTame``)."""
    return _rec(g).phylum in GENERALLY_TAME


def is_tameable(g: Game) -> bool:
    """Generally tame, or tameable: genus determined in any sum with tame games."""
    return _rec(g).phylum in TAMEABLE_PHYLA


def is_restive(g: Game) -> bool:
    """Hereditarily restive (CGSuite's ``IsRestive``)."""
    return _rec(g).phylum == HEREDITARILY_RESTIVE


def is_generally_restive(g: Game) -> bool:
    """Restive, possibly through reversible options (CGSuite's ``IsGenerallyRestive``)."""
    return _rec(g).phylum in GENERALLY_RESTIVE


def is_restless(g: Game) -> bool:
    """Restless: g⁻ ∈ {0, 1} differs from g⁺, options tame."""
    return _rec(g).phylum == RESTLESS


def is_wild(g: Game) -> bool:
    """Neither (generally) tame, tameable, restive nor restless."""
    return _rec(g).phylum == WILD


def is_half_tame(g: Game) -> bool:
    """Not generally tame, but G + G is generally tame of genus 0^0.

    >>> from cgt.impartial.misere_notation import parse_misere
    >>> is_half_tame(parse_misere("*[2#0]")), is_half_tame(parse_misere("*[2#1]"))
    (True, False)
    """
    from cgt.impartial.misere_canonical import add

    r = _rec(g)
    if r.phylum in GENERALLY_TAME:
        return False
    d = add(r, r)
    return d.phylum in GENERALLY_TAME and d.gp == 0 and d.gm == 0
