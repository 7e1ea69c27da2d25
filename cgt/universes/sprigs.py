"""S: sums of Hackenbush sprigs *:x (x dyadic), misère play.

A sprig is a green ground edge under a blue–red string; its canonical form (mod D) is *:x,
x the value of the string (McKay–Milley–Nowakowski, *Misère-play Hackenbush sprigs*, Thm 2.9).
Membership: every component of G (G split along the literal sums it was built from) is 0 or
identical to ``ordinal_sum(star, number(x))`` for a dyadic x (canonical number form). This set
is closed under options and sums. Facts from that paper: *:x + *:−x ≡ 0 (mod D), hence mod S
(Cor. 2.5); outcomes of sums (Thm 3.2, 3.4). Comparison here is the sound test via D, with
refutations witnessed by sums of sprigs.

>>> from cgt import S, parse, zero
>>> S.contains(parse("*:1/2 + *:-3")), S.contains(parse("*:{0|1,{0|1}}"))
(True, False)
>>> bool(S.equiv(parse("*:1/2 + *:-1/2"), zero))
True
>>> v = S.equiv(parse("*:1"), parse("*:2"))
>>> bool(v), S.contains(v.witness)
(False, True)
"""

from __future__ import annotations

from cgt.game import Game
from cgt.universes.star_hackenbush import StarHackenbushUniverse

__all__ = ["S"]


class SprigUniverse(StarHackenbushUniverse):
    """Sums of *:x with x a canonical dyadic number."""

    name = "S"
    description = "sums of Hackenbush sprigs *:x, misère play"

    def component_ok(self, t: Game) -> bool:
        tag = t._tag
        return tag is not None and tag[1] == 0 and tag[2] == 0


S = SprigUniverse()
