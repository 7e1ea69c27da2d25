"""D: dicots (every follower has moves for both players or for neither), misère play.

G ≥ H (mod D) iff maintenance holds and the proviso: if H is a Left end then Left wins G
moving first, and if G is a Right end then Right wins H moving first (the only end in D is 0;
Larsson–Nowakowski–Santos, *Absolute combinatorial game theory*, arXiv:1606.01975;
Dorbec–Renault–Siegel–Sopena, *Dicots, and a taxonomy of ranks for misère games*, JCTA 130
(2015)). Canonical forms: options reversible through 0 are deleted when the rest is still
Left-strong, otherwise replaced by a single * (DRSS 2015).

>>> from cgt import D, parse, zero, nimber
>>> bool(D.equiv(parse("*+*"), zero)), D.canonical(parse("*+*")) == zero
(True, True)
>>> v = D.equiv(nimber(2) + nimber(2), zero)
>>> bool(v), str(v.witness), v.witness.is_dicot
(False, '0', True)
"""

from __future__ import annotations

from cgt.universes.parental import ParentalUniverse

__all__ = ["D"]

D = ParentalUniverse(
    "D",
    "D",
    "dicots, misère play",
    "maintenance and proviso mod D (Larsson–Nowakowski–Santos arXiv:1606.01975; "
    "Dorbec–Renault–Siegel–Sopena JCTA 2015: Left-D-strong = Left wins moving first)",
)
