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

from typing import TYPE_CHECKING

from cgt.game import Game
from cgt.impartial._phyla import (  # noqa: F401 - defined here before, re-exported
    GENERALLY_RESTIVE,
    GENERALLY_TAME,
    HEREDITARILY_RESTIVE,
    HEREDITARILY_TAME,
    HEREDITARILY_TAME_PHYLA,
    NIMHEAP,
    PHYLA,
    RESTIVE_OR_TAME,
    RESTLESS,
    REVERSIBLY_RESTIVE,
    REVERSIBLY_TAME,
    TAMEABLE,
    TAMEABLE_PHYLA,
    WILD,
    WILD_OF_RESTIVE_GENUS,
    WILD_OF_RESTLESS_GENUS,
    WILD_OF_TAME_GENUS,
    WILD_PHYLA,
    classify,
)

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
