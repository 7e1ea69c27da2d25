"""Powers G.pow(x) and G.pow_to(x) against twins from the definitions: for an integer n,
G^→n = {0, G^→(n−1) | H} (G^→1 = G) and G^n = {0 | H − G^→(n−1)}, for G = {0 | H} (Winning Ways
ch. 9's up-nth and up-to-the-nth when G = ↑); for a dyadic x, G^→x = G : x' where the sign
expansion of x' is that of x without its first + (1 : x' = x). CGSuite's tables are checked in
tests/test_algebra_cgsuite.py."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import (
    Game,
    InvalidArgument,
    InvalidGame,
    NotSupported,
    game,
    number,
    off,
    on,
    ordinal_sum,
    over,
    parse,
    up,
    up_nth,
    up_to_nth,
    upon,
    zero,
)
from tests.strategies import DAY2

BASES = sorted({game([zero], [h.canonical()]).canonical() for h in DAY2}, key=str)
HS = {g: g.right[0] for g in BASES if len(g.left) == 1 and g.left[0] is zero and len(g.right) == 1}


def _pow_to(g: Game, h: Game, n: int) -> Game:
    t = g
    for _ in range(n - 1):
        t = game([zero, t], [h]).canonical()
    return t


def _signs(x: Fraction) -> list[int]:
    out: list[int] = []
    cur, step, turned = Fraction(0), Fraction(1), False
    while cur != x:
        s = 1 if x > cur else -1
        if out and s != out[0]:
            turned = True
        if turned:
            step /= 2
        cur += s * step
        out.append(s)
    return out


def _number(signs: list[int]) -> Fraction:
    cur, step, turned = Fraction(0), Fraction(1), False
    for s in signs:
        if s != signs[0]:
            turned = True
        if turned:
            step /= 2
        cur += s * step
    return cur


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(sorted(HS, key=str)), st.integers(1, 6))
def test_integer_powers_are_the_recursive_definitions(g: Game, n: int) -> None:
    h = HS[g]
    assert g.pow_to(n) is _pow_to(g, h, n)
    below = _pow_to(g, h, n - 1) if n > 1 else zero
    assert g.pow(n) is game([zero], [(h - below).canonical()]).canonical()


def test_powers_of_up_are_up_nth_and_up_to_nth() -> None:
    for n in range(1, 9):
        assert up.pow(n) is up_nth(n) and up.pow_to(n) is up_to_nth(n)
        assert up.pow_to(n) is _pow_to(up, parse("*"), n)
    # not so for ↓: ↓ : 1 is not −(↑ : 1) = ↓ : −1
    assert (-up).pow_to(2) is ordinal_sum(-up, 1).canonical() is not -up_to_nth(2)
    # held by their parameters: any size costs nothing
    assert up.pow(10**9) is up_nth(10**9) and str(up.pow_to(10**6)) == "^[1000000]"
    assert up.pow_to(0) is zero and up.pow(1) is up


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(sorted({h.canonical() for h in DAY2}, key=str)),
    st.fractions(0, 4, max_denominator=8).filter(lambda f: not f.denominator & (f.denominator - 1)),
)
def test_dyadic_pow_to_is_the_ordinal_sum_with_the_subordinate(g: Game, x: Fraction) -> None:
    if x == 0:
        assert g.pow_to(x) is zero
        return
    s = _signs(x)
    assert s[0] == 1 and _number(s) == x
    sub = number(_number(s[1:])) if len(s) > 1 else zero
    assert ordinal_sum(1, sub).canonical() is number(x)  # 1 : x' = x
    assert g.pow_to(x) is ordinal_sum(g, sub).canonical()
    if g in HS and x >= 1:
        below = g.pow_to(x - 1)
        assert g.pow(x) is game([zero], [(HS[g] - below).canonical()]).canonical()


def test_loopy_exponents() -> None:
    # CGSuite's GameTest: ^.Pow(on) is ^<on>, ^.PowTo(on) is upon = ^[on]
    assert up.pow_to(on) == upon and str(up.pow(on)) == "^<on>"
    # on − 1 = on, so G^on = {0 | H − G^→on}
    g = parse("{0|-1}")
    assert g.pow(on) == parse("{0 | -1 - ({0|-1}:on)}")
    assert g.pow_to(on) == parse("{0|-1}:on")
    # x over: (x − 1) over; exponents given as text or as values
    assert up.pow_to("{5|pass}") == up.pow_to(parse("5") + over)


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: parse("+-1").pow(2), InvalidGame, r"Invalid base for `Pow` operation"),
        (lambda: parse("{1|0}").pow(2), InvalidGame, r"base must be of the form \{0\|H\}"),
        (lambda: up.pow(0), InvalidGame, r"^Invalid exponent\.$"),
        (lambda: up.pow("1/2"), InvalidGame, r"^Invalid exponent\.$"),
        (lambda: up.pow_to(-1), InvalidGame, r"^Invalid exponent\.$"),
        (lambda: up.pow(off), InvalidGame, r"^Invalid exponent\.$"),
        (lambda: up.pow_to(Fraction(1, 3)), InvalidArgument, "not a dyadic rational"),
        (lambda: up.pow_to("*"), InvalidArgument, "must be a pseudonumber"),
        (lambda: up.pow(upon), InvalidArgument, "must be a pseudonumber"),
        (lambda: up.pow(True), InvalidArgument, "not a bool"),
        (lambda: up.pow([2]), InvalidArgument, "not list"),
        (lambda: upon.pow(2), NotSupported, "pow"),
    ],
)
def test_errors_are_cgsuite_s(call: object, error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        call()  # type: ignore[operator]


def test_exponent_kinds() -> None:
    assert up.pow_to(2) is up.pow_to(Fraction(2)) is up.pow_to("2") is up.pow_to(number(2))
    assert up.pow_to(1.5) is up.pow_to("3/2") is up.pow_to(parse("{1|2}"))
    # a base is read by its value: a form equal to {0|H} will do
    assert parse("{0,{-1|1}|*}").pow(3) is up.pow(3)
