"""HSTAR: sums of star-based Hackenbush positions, misère play.

A star-based Hackenbush position is a green edge at the ground with a blue–red Hackenbush
position on top; its form is *:T (ordinal sum, base *), where T is the form of the blue–red
part. Every blue–red Hackenbush form is a number form (each Left option is smaller and each
Right option larger), so the membership test is: every component of G (G split along the
literal sums it was built from) is 0 or a form *:T with T a number form (Conway's form-level
test). This accepts every star-based Hackenbush position, and possibly some *:T that no
picture realises; the set it describes is still closed under options and sums, which is all
the sound comparison needs. The Hackenbush theory of these positions comes later; here
comparisons are sound (via D) and refutations come with witnesses from the set.

>>> from cgt import HSTAR, parse, zero, star
>>> HSTAR.contains(parse("*:1/2 + *:{0|1,{0|1}}")), HSTAR.contains(parse("*2"))
(True, False)
>>> bool(HSTAR.equiv(parse("*:1 + *:-1"), zero))
True
"""

from __future__ import annotations

from cgt._deep import maybe_deep
from cgt.game import Game, game, ordinal_sum
from cgt.hackenbush.recognise import subordinate
from cgt.misere_sum import flatten
from cgt.universes.subset import SubUniverse

__all__ = ["HSTAR", "subordinate", "StarHackenbushUniverse"]

_ZERO = game()


class StarHackenbushUniverse(SubUniverse):
    """Sums of *:T with T a number form."""

    name = "HSTAR"
    description = "sums of star-based Hackenbush positions, misère play"

    def component_ok(self, t: Game) -> bool:
        return t.is_number

    def contains(self, g: Game) -> bool:
        for c in flatten(g):
            t = maybe_deep(c.birthday, subordinate, c)
            if t is None or not maybe_deep(t.birthday, self.component_ok, t):
                return False
        return True

    def small_members(self, max_birthday: int) -> list[Game]:
        from cgt.families import numbers

        star = game([_ZERO], [_ZERO])
        return [ordinal_sum(star, x) for x in numbers(max_birthday)]


HSTAR = StarHackenbushUniverse()
