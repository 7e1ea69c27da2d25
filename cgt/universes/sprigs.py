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

from fractions import Fraction

from cgt.game import Game
from cgt.universes.star_hackenbush import StarHackenbushUniverse

__all__ = ["S", "canonical_number_value"]

_VALUES: dict[int, Fraction | None] = {}


def canonical_number_value(t: Game) -> Fraction | None:
    """x when ``t`` is the canonical form of the dyadic number x, else None. Read off the
    form (n = {n−1 | }, −n = { | −n+1}, m/2^k = {m/2^k − 2^−k | m/2^k + 2^−k}), so it does not
    depend on which constructors have run.

    >>> from cgt import parse
    >>> canonical_number_value(parse("-3/8")), canonical_number_value(parse("{0|1,{0|1}}"))
    (Fraction(-3, 8), None)
    """
    if t._id in _VALUES:
        return _VALUES[t._id]
    v: Fraction | None = None
    if not t.left and not t.right:
        v = Fraction(0)
    elif len(t.left) == 1 and not t.right:
        a = canonical_number_value(t.left[0])
        v = a + 1 if a is not None and a.denominator == 1 and a >= 0 else None
    elif len(t.right) == 1 and not t.left:
        b = canonical_number_value(t.right[0])
        v = b - 1 if b is not None and b.denominator == 1 and b <= 0 else None
    elif len(t.left) == 1 and len(t.right) == 1:
        a, b = canonical_number_value(t.left[0]), canonical_number_value(t.right[0])
        if a is not None and b is not None and b > a:
            m = (a + b) / 2
            eps = Fraction(1, m.denominator)
            v = m if m.denominator > 1 and b - a == 2 * eps else None
    _VALUES[t._id] = v
    return v


class SprigUniverse(StarHackenbushUniverse):
    """Sums of *:x with x a canonical dyadic number."""

    name = "S"
    description = "sums of Hackenbush sprigs *:x, misère play"

    def component_ok(self, t: Game) -> bool:
        return canonical_number_value(t) is not None


S = SprigUniverse()
