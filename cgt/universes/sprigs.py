"""S: sums of Hackenbush sprigs, misère play (McKay–Milley–Nowakowski, *Misère-play Hackenbush
Sprigs*, "MMN").

A sprig is a green ground edge under a blue–red string. Its literal form is *:T with T the
literal form of the string; its canonical form (mod D) is *:x, x the value of the string
(MMN Thm 2.9). Membership: every component of G (as :func:`cgt.misere_sum.flatten` splits
it) is *, a canonical *:x, or the literal form of a sprig — read off the form alone. The set is
closed under options and sums.

Comparison (see :mod:`cgt.universes.star_hackenbush` for the theory shared with HSTAR): sprig
sums are ≡ exactly when their reduced multisets agree (MMN Lemma 4.1, 4.2, Cor. 4.3), with the
paper's witness otherwise; ≥ by pairs (MMN Thm 2.8) or refuted by a searched sprig sum.

>>> from cgt import S, parse, zero
>>> S.contains(parse("*:1/2 + *:-3")), S.contains(parse("*:{0|1,{0|1}}")), S.contains(parse("*2"))
(True, True, False)
>>> bool(S.equiv(parse("*:1/2 + *:-1/2"), zero))
True
>>> v = S.equiv(parse("*:1"), parse("*:2"))
>>> bool(v), S.contains(v.witness)
(False, True)
"""

from __future__ import annotations

from fractions import Fraction

from cgt import _memo
from cgt.errors import NotSupported
from cgt.game import Game, ordinal_sum
from cgt.universes.star_hackenbush import StarHackenbushUniverse, classify

__all__ = ["S", "canonical_number_value", "is_sprig"]

_SPRIG: dict[Game, bool] = _memo.table("S: sprig components")


def canonical_number_value(t: Game) -> Fraction | None:
    """x when ``t`` is the canonical form of the dyadic number x, else None (read off the form,
    so it does not depend on which constructors have run).

    >>> from cgt import parse
    >>> canonical_number_value(parse("-3/8")), canonical_number_value(parse("{0|1,{0|1}}"))
    (Fraction(-3, 8), None)
    """
    from cgt.hackenbush.recognise import number_value
    from cgt.values import number

    x = number_value(t)
    return x if x is not None and number(x) == t else None


def is_sprig(c: Game) -> bool:
    """``c`` is *, a canonical *:x, or the literal form *:T of a sprig (T the literal form of
    a blue–red string).

    >>> from cgt import parse, star
    >>> is_sprig(star), is_sprig(parse("*:{0,1|}")), is_sprig(parse("*:{-1,0|}"))
    (True, True, False)
    """
    r = _SPRIG.get(c)
    if r is None:
        r = False
        p = classify(c)
        if p is not None and p.height == 1:
            if p.blossom == 0:
                r = p.source == "nimber"
            elif p.source == "flower":
                r = True
            else:
                from cgt.hackenbush.recognise import subordinate
                from cgt.hackenbush.shapes import string
                from cgt.hackenbush.signs import string_of

                r = subordinate(c) == string(string_of(p.blossom)).game()
        _SPRIG[c] = r
    return r


class SprigUniverse(StarHackenbushUniverse):
    """Sums of sprigs."""

    name = "S"
    description = "sums of Hackenbush sprigs *:x, misère play"
    pool_text = "sprigs *:x"

    def component_ok(self, c: Game) -> bool:
        return is_sprig(c)

    def stalk_witness(self, *args: object) -> None:
        """Taller stalks are not in S."""
        return None

    def canonical(self, g: Game) -> Game:
        """The reduced form of a sprig sum: *:x + *:−x and * + * cancelled (MMN Cor. 2.4,
        2.5), one canonical sprig *:x per remaining term (MMN Thm 2.9); two sums are ≡ (mod S)
        exactly when their reduced forms agree (MMN Lemma 4.1, 4.2, Cor. 4.3).

        >>> from cgt import S, parse
        >>> S.canonical(parse("*:1 + *:-1 + *:1/2 + * + *")) == parse("*:1/2")
        True
        """
        from cgt.universes.star_hackenbush import _sum, data_forms, sprig_data

        if not self.contains(g):
            raise NotSupported(f"{str(g)[:60]} is not in S; canonical forms need a member")
        d = sprig_data(g)
        assert d is not None
        return _sum(data_forms(d))

    def small_members(self, max_birthday: int) -> list[Game]:
        from cgt.families import numbers
        from cgt.values import star

        return [ordinal_sum(star, x) for x in numbers(max_birthday)]


S = SprigUniverse()
