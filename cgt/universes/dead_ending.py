"""E: dead-ending games (every end follower is a dead end), misère play.

G ≥ H (mod E) iff maintenance holds and the proviso: if H is a Left end then Left wins G and
G + M_b moving first (b the birthday of G, M_0 = 0, M_n = {· | 0, M_{n−1}}, the perfect murders
of Larsson–Milley–Nowakowski–Renault–Santos, *Progress on misère dead ends*, arXiv:1807.11297),
and dually for Right. Canonical forms: options reversible through an end are deleted when the
rest is still strong and in E, otherwise replaced by the marker {· | M_n}, n least with
M_n ≤ G (see :mod:`cgt.canonical.misere`).

>>> from cgt import E, integer, parse, zero
>>> bool(E.equiv(integer(2) + integer(-2), zero)), bool(E.equiv(parse("*+*"), zero))
(True, False)
"""

from __future__ import annotations

from cgt.universes.parental import ParentalUniverse

__all__ = ["E"]

E = ParentalUniverse(
    "E",
    "E",
    "dead-ending games, misère play",
    "maintenance and proviso mod E (Larsson–Nowakowski–Santos arXiv:1606.01975; "
    "Larsson–Milley–Nowakowski–Renault–Santos arXiv:1807.11297: Left-E-strong = Left wins "
    "G and G + M_b moving first)",
)
