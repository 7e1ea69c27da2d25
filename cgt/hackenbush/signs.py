"""Blue–red strings and sign expansions: Berlekamp's rule and its inverse.

A blue–red Hackenbush string, read from the ground up, is the sign expansion of its value
(Winning Ways ch. 2; Conway, *On Numbers and Games*, ch. 3): the first run of one colour counts
±1 per edge; after the first change of colour each edge counts ±1/2, ±1/4, … in turn. An edge
of colour c under a position of value x therefore has value c : x, the number whose sign
expansion is c followed by the sign expansion of x (the ordinal-sum rule for numbers).

>>> string_value("lrlrrllr")
Fraction(77, 128)
>>> string_of("77/128"), string_of(-3), string_of(0)
('lrlrrllr', 'rrr', '')
>>> edge_on_number("r", Fraction(3, 4))
Fraction(-5, 8)
"""

from __future__ import annotations

from fractions import Fraction

from cgt.canonical.normal import simplest_between
from cgt.errors import InvalidArgument, InvalidGame

__all__ = [
    "string_value",
    "string_of",
    "sign_expansion",
    "from_sign_expansion",
    "edge_on_number",
    "simplest_between",
    "dyadic",
]

_SIGN = {"l": 1, "r": -1}


def dyadic(x: object) -> Fraction:
    """``x`` (int, Fraction, or text such as "-3/8") as a dyadic Fraction, else InvalidGame.

    >>> dyadic("-3/8"), dyadic(2)
    (Fraction(-3, 8), Fraction(2, 1))
    """
    if isinstance(x, bool):  # a wrong kind of argument; text that is no number is InvalidGame
        raise InvalidArgument(f"not a number: {x!r}")
    if isinstance(x, float):  # only a float that is the number it reads as (as number())
        from cgt.values import _to_fraction

        return _to_fraction(x)
    try:
        f = Fraction(x.strip()) if isinstance(x, str) else Fraction(x)  # type: ignore[arg-type]
    except TypeError as exc:
        raise InvalidArgument(f"not a number: {x!r}") from exc
    except (ValueError, ZeroDivisionError) as exc:
        raise InvalidGame(f"not a number: {x!r}") from exc
    if f.denominator & (f.denominator - 1):
        raise InvalidGame(f"{x!r} is not a dyadic rational")
    return f


def from_sign_expansion(signs: tuple[int, ...] | list[int]) -> Fraction:
    """The number with this sign expansion (+1 blue, −1 red, from the ground up).

    >>> from_sign_expansion((1, -1, 1))
    Fraction(3, 4)
    """
    value = Fraction(0)
    step = Fraction(1)
    halving = False
    for i, s in enumerate(signs):
        if s not in (1, -1):
            raise InvalidGame(f"a sign expansion holds +1 and -1 only, not {s!r}")
        if i and not halving and s != signs[i - 1]:
            halving = True
        if halving:
            step /= 2
        value += s * step
    return value


def sign_expansion(x: object) -> tuple[int, ...]:
    """The sign expansion of the dyadic ``x``: +1 per blue edge, −1 per red edge.

    >>> sign_expansion("3/4"), sign_expansion(-2)
    ((1, -1, 1), (-1, -1))
    """
    target = dyadic(x)
    out: list[int] = []
    value = Fraction(0)
    step = Fraction(1)
    halving = False
    while value != target:
        s = 1 if target > value else -1
        if out and not halving and s != out[-1]:
            halving = True
        if halving:
            step /= 2
        value += s * step
        out.append(s)
    return tuple(out)


def string_value(colours: str) -> Fraction:
    """Berlekamp's rule: the value of a blue–red string, ``l`` blue and ``r`` red from the
    ground up.

    >>> string_value("llr"), string_value("")
    (Fraction(3, 2), Fraction(0, 1))
    """
    try:
        return from_sign_expansion([_SIGN[c] for c in colours])
    except KeyError as exc:
        raise InvalidGame(
            f"a blue–red string has letters l and r only, not {exc.args[0]!r}"
        ) from None


def string_of(x: object) -> str:
    """The blue–red string (``l``/``r`` from the ground up) whose value is the dyadic ``x``.

    >>> string_of("1/2"), string_of("-5/4")
    ('lr', 'rrll')
    """
    return "".join("l" if s > 0 else "r" for s in sign_expansion(x))


def edge_on_number(colour: str, x: object) -> Fraction:
    """The value of one edge of ``colour`` (``l`` or ``r``) supporting a position of number
    value ``x``: the ordinal sum ±1 : x, by concatenating sign expansions.

    >>> edge_on_number("l", 1), edge_on_number("l", -1), edge_on_number("r", 0)
    (Fraction(2, 1), Fraction(1, 2), Fraction(-1, 1))
    """
    if colour not in _SIGN:
        raise InvalidGame(f"a blue–red edge is l or r, not {colour!r}")
    v = dyadic(x)
    return _blue_on(v) if colour == "l" else -_blue_on(-v)


def _blue_on(x: Fraction) -> Fraction:
    # A blue edge prefixes a + to the sign expansion of x. For x >= 0 that lengthens the first
    # run: x + 1. For x < 0 with n = ⌈−x⌉ leading minuses, every sign of x is halved after the
    # +: 1 − (1 − 2^−n) + 2^−n (x + n) = (x + n + 1) / 2^n.
    if x >= 0:
        return x + 1
    n = -(x.numerator // x.denominator)
    return (x + n + 1) / (1 << n)
