"""Conway and Hoey's phyla of misère impartial canonical forms, as CGSuite classifies a form
when it builds it (MisereCanonicalGameOps, Dan Hoey's phylum rules): the classification that
:mod:`cgt.impartial.misere_canonical` runs on every new record. The predicates on games, and
what the phyla mean, are in :mod:`cgt.impartial.tameness`.

>>> PHYLA[classify(0, 1, [])]  # 0: no options, g⁺ = 0, g⁻ = 1
'nim heap'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

__all__ = ["PHYLA", "classify"]


class _Record(Protocol):
    """What the classification reads of a canonical record (``misere_canonical._M``)."""

    phylum: int
    gp: int
    gm: int
    opts: Sequence[_Record]
    even: _Record


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


def classify(gp: int, gm: int, opts: Sequence[_Record]) -> int:
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


def _reversible_phylum(gp: int, gm: int, kind: int, opts: Sequence[_Record]) -> int | None:
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
