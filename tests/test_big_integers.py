"""Integers and numbers of any size print and read back (issue 37): past Python's int->str
limit (sys.get_int_max_str_digits(), 4,300 digits by default), without changing that limit."""

from __future__ import annotations

import sys
from fractions import Fraction

import pytest

from cgt import integer, number, parse, star
from cgt._digits import int_text, text_int
from cgt.dyadic import Dyadic

BIG = "1" + "0" * 5000  # 10**5000, written out


def test_a_big_integer_prints_and_reads_back() -> None:
    g = integer(10**5000)
    assert str(g) == BIG and parse(BIG) is g and parse(str(g)) is g
    assert str(integer(-(10**5000))) == "-" + BIG


def test_a_number_with_a_huge_numerator_prints_and_reads_back() -> None:
    x = number(Fraction(10**5000 + 1, 8))
    text = "1" + "0" * 4999 + "1/8"
    assert str(x) == text and parse(text) is x
    assert str(Dyadic(Fraction(10**5000 + 1, 8))) == text


def test_big_integers_inside_forms_print_and_read_back() -> None:
    g = parse("{" + BIG + "|" + BIG + "/2}") + star
    assert parse(str(g)) == g and BIG in str(g)
    x = number(Fraction(10**5000 + 1, 8))._repr_latex_()
    assert r"\frac{1" + "0" * 4999 + "1}{8}" in x and BIG in integer(10**5000)._repr_latex_()


def test_the_users_limit_is_left_as_it_was() -> None:
    if not hasattr(sys, "get_int_max_str_digits"):
        pytest.skip("no int->str limit before Python 3.11")
    before = sys.get_int_max_str_digits()
    str(integer(10**5000))
    assert sys.get_int_max_str_digits() == before
    with pytest.raises(ValueError):
        str(10**5000)  # Python's guard still guards the user's own conversions
    sys.set_int_max_str_digits(640)  # the least one may set: cgt still converts past it
    try:
        assert str(integer(10**700)) == "1" + "0" * 700 and parse("9" * 2000) == integer(
            10**2000 - 1
        )
    finally:
        sys.set_int_max_str_digits(before)


@pytest.mark.parametrize(
    "n",
    [0, 7, -7, 10**4299, 10**4300, -(10**12345) + 3, 2**50000],
    ids=["0", "7", "-7", "10^4299", "10^4300", "-10^12345+3", "2^50000"],
)
def test_digit_conversions_both_ways(n: int) -> None:
    # against the decimal digits built by repeated division by 10, as school does
    m, digits = abs(n), []
    while True:
        m, d = divmod(m, 10**1000)
        digits.append(d)
        if not m:
            break
    parts = [str(digits[-1])] + [str(d).rjust(1000, "0") for d in reversed(digits[:-1])]
    expected = ("-" if n < 0 else "") + "".join(parts)
    assert int_text(n) == expected and text_int(expected) == n
