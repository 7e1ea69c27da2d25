"""M: the universe of all short games under misère play.

G ≥ H (mod M) iff maintenance holds and the proviso: if H is a Left end then G is a Left end,
and if G is a Right end then H is a Right end (Siegel, *Combinatorial Game Theory*, 2013,
Ch. V, Thm 6.6; Siegel, *Misère canonical forms of partizan games*, arXiv:1303.4237). Canonical
forms: dominated options removed, reversible ones bypassed; no option reverses through an end.
Only 0 is invertible (G + Ḡ ≡ 0 only for G = 0; Mesdal–Ottaway).

>>> from cgt import M, parse, zero
>>> v = M.equiv(parse("*+*"), zero)
>>> bool(v), v.witness is not None
(False, True)
>>> M.canonical(parse("{0,*|0}")) == parse("{0,*|0}"), M.canonical(parse("1 + 1")) == parse("2")
(True, True)
"""

from __future__ import annotations

from cgt.universes.parental import ParentalUniverse

__all__ = ["M"]

M = ParentalUniverse(
    "M",
    "M",
    "all short games, misère play",
    "maintenance and proviso mod M (Siegel, Combinatorial Game Theory 2013, Ch. V Thm 6.6: "
    "Left-M-strong = Left end)",
)
