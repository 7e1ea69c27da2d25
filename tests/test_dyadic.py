"""Dyadic rationals, with Fraction as the twin: every operation agrees with Fraction's."""

from __future__ import annotations

import copy
import math
import operator
import pickle
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt.dyadic import Dyadic
from cgt.errors import InvalidArgument, InvalidGame

# exponents past 61 wrap around the hash modulus 2^61 − 1
exponents = st.integers(0, 130)
numerators = st.one_of(st.integers(-(2**80), 2**80), st.integers(-40, 40))


@st.composite
def dyadic_fractions(draw: st.DrawFn) -> Fraction:
    return Fraction(draw(numerators), 2 ** draw(exponents))


def _twin(f: Fraction) -> Dyadic:
    return Dyadic(f)


def _same(d: object, f: Fraction) -> None:
    """d is the Dyadic of value f, held normalised."""
    assert type(d) is Dyadic
    assert (d.numerator, d.denominator) == (f.numerator, f.denominator)
    assert d.exponent == f.denominator.bit_length() - 1


@settings(max_examples=300, deadline=None)
@given(dyadic_fractions(), dyadic_fractions())
def test_arithmetic_agrees_with_fraction(x: Fraction, y: Fraction) -> None:
    a, b = _twin(x), _twin(y)
    _same(a, x)
    _same(a + b, x + y)
    _same(a - b, x - y)
    _same(a * b, x * y)
    _same(-a, -x)
    _same(abs(a), abs(x))
    _same(+a, x)
    _same(a.half(), x / 2)
    _same(a.ldexp(3), x * 8)
    _same(a.ldexp(-5), x / 32)
    _same(Dyadic.from_scaled(x.numerator * 6, x.denominator.bit_length()), x * 3)
    assert Fraction(a) == x and a.as_integer_ratio() == (x.numerator, x.denominator)
    if y:
        assert a / b == x / y and a // b == x // y and a % b == x % y
        assert type(a / b) is Fraction


@settings(max_examples=300, deadline=None)
@given(dyadic_fractions(), dyadic_fractions())
def test_order_agrees_with_fraction(x: Fraction, y: Fraction) -> None:
    a, b = _twin(x), _twin(y)
    for op in (operator.eq, operator.ne, operator.lt, operator.le, operator.gt, operator.ge):
        assert op(a, b) == op(x, y)
        assert op(a, y) == op(x, y) == op(x, b)  # mixed both ways
    assert (a == b) == (hash(a) == hash(b)) or a != b


@settings(max_examples=300, deadline=None)
@given(dyadic_fractions(), st.integers(-(2**70), 2**70), st.fractions())
def test_mixed_with_int_and_any_fraction(x: Fraction, n: int, q: Fraction) -> None:
    a = _twin(x)
    _same(a + n, x + n)
    _same(n + a, x + n)
    _same(a - n, x - n)
    _same(n - a, n - x)
    _same(a * n, x * n)
    for op in (operator.eq, operator.lt, operator.le, operator.gt, operator.ge):
        assert op(a, n) == op(x, n) and op(n, a) == op(n, x)
        assert op(a, q) == op(x, q) and op(q, a) == op(q, x)
    # with a Fraction it gives a Fraction, as int does
    assert a + q == x + q and type(a + q) is Fraction and type(q + a) is Fraction
    assert a - q == x - q and q - a == q - x and a * q == x * q == q * a


@settings(max_examples=300, deadline=None)
@given(dyadic_fractions())
def test_hash_is_the_hash_of_the_same_fraction_and_int(x: Fraction) -> None:
    a = _twin(x)
    assert hash(a) == hash(x)
    if x.denominator == 1:
        assert hash(a) == hash(int(x)) and a == int(x)
    # shares dictionary keys with Fraction and int
    assert {x: "v"}[a] == "v" and {a: "v"}[x] == "v"


@settings(max_examples=200, deadline=None)
@given(dyadic_fractions(), st.floats(allow_nan=True, allow_infinity=True))
def test_conversions_and_floats(x: Fraction, f: float) -> None:
    a = _twin(x)
    assert float(a) == float(x)
    assert int(a) == int(x) and math.floor(a) == math.floor(x) and math.ceil(a) == math.ceil(x)
    assert round(a) == round(x) and round(a, 3) == round(x, 3)
    assert bool(a) == bool(x) and a.is_integer() == (x.denominator == 1)
    for op in (operator.eq, operator.lt, operator.le, operator.gt, operator.ge):
        assert op(a, f) == op(x, f) and op(f, a) == op(f, x)
    if math.isfinite(f):
        assert a + f == float(x) + f and f - a == f - float(x)
        if Fraction(repr(f)) == Fraction(f):
            _same(Dyadic(f), Fraction(f))
        else:  # 0.1 is refused, as number() refuses it
            with pytest.raises(InvalidGame):
                Dyadic(f)


def test_small_cases_and_text() -> None:
    # 3/8 + 1/8 = 1/2 (normalised: odd numerator), 1/2 + 1/2 = 1, 1/2 − 1/2 = 0
    assert (Dyadic("3/8") + Dyadic("1/8")).as_integer_ratio() == (1, 2)
    assert Dyadic("1/2") + Dyadic("1/2") == 1 and (Dyadic("1/2") - Dyadic("1/2")).exponent == 0
    assert str(Dyadic("-6/16")) == "-3/8" and repr(Dyadic(-4)) == "Dyadic(-4)"
    assert Dyadic(Dyadic(3)) == 3 and Dyadic("0.375") == Fraction(3, 8)
    assert Dyadic(2) ** 3 == 8 and Dyadic("1/2") ** -1 == 2 and 2 ** Dyadic(2) == 4


@pytest.mark.parametrize("bad", ["1/3", "x", Fraction(1, 6), 0.1, float("nan"), float("inf"),
                                 "1/0"])
def test_bad_input_is_a_typed_error(bad: object) -> None:
    with pytest.raises(InvalidGame):
        Dyadic(bad)


@pytest.mark.parametrize("bad", [None, [1], object()])
def test_an_argument_that_is_no_number_is_an_invalid_argument(bad: object) -> None:
    with pytest.raises(InvalidArgument):
        Dyadic(bad)


def test_from_scaled_takes_integers() -> None:
    with pytest.raises(InvalidGame):
        Dyadic.from_scaled(1.5, 2)  # type: ignore[arg-type]


def test_immutable_value_semantics() -> None:
    a = Dyadic("-5/32")
    assert pickle.loads(pickle.dumps(a)) == a and copy.deepcopy(a) is a
    assert isinstance(a, __import__("numbers").Rational)
    with pytest.raises(AttributeError):
        a.other = 1  # type: ignore[attr-defined]
    assert sorted([Dyadic(1), Fraction(1, 3), 0, Dyadic("-1/2")]) == [
        Fraction(-1, 2), 0, Fraction(1, 3), 1]
    assert (Dyadic(1) == "1") is False
    with pytest.raises(TypeError):
        Dyadic(1) < "1"  # noqa: B015
    with pytest.raises(TypeError):
        Dyadic(1) + "1"
