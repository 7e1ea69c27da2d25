"""Fuzzing the boundary: random text into ``parse``, random big values through the public
operations, and the inputs that once broke the core. Every case must end, quickly, in a value or
a typed error (``cgt.errors``), never a raw exception, a hang or a wrong answer."""

from __future__ import annotations

import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction
from unittest.mock import patch

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import (
    CGTError,
    E,
    Game,
    InvalidGame,
    ParseError,
    SearchBoundExceeded,
    Surreal,
    canonical_sum,
    from_tag,
    game,
    integer,
    nimber,
    number,
    ordinal_sum,
    parse,
    star,
    sum_of,
    sum_outcome,
    up_nth,
    up_to_nth,
    zero,
)
from cgt.canonical import normal
from cgt.canonical.normal import MAX_UPTIMAL_LENGTH
from cgt.values import MAX_OPTIONS, expansion_of, from_expansion


class _TooSlow(Exception):
    pass


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Fail a case that runs longer than ``seconds`` (a hang guard, not a speed test)."""

    def boom(signum: int, frame: object) -> None:
        raise _TooSlow(f"took more than {seconds} s")

    old = signal.signal(signal.SIGALRM, boom)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="uses SIGALRM")

NOTATION = st.lists(
    st.sampled_from(list("{}|,:+-*^v<>[]()0123456789/. ±↑⇑↓") + ["Tiny", "Miny", "+-", "||"]),
    max_size=30,
).map("".join)


@settings(max_examples=400, deadline=None)
@given(NOTATION)
def test_parse_gives_a_game_or_a_parse_error(text: str) -> None:
    with time_limit(5):
        try:
            g = parse(text)
        except ParseError as e:
            assert 1 <= e.column <= len(text) + 1
            return
        except SearchBoundExceeded:
            return  # e.g. an ordinal sum whose literal form would be too large
        # A non-dyadic rational such as 1/10 reads as a surreal number, not a short game.
        assert isinstance(g, (Game, Surreal))
        text2 = str(g)
        if not text2.startswith("<"):
            # forms are interned (the same object); surreal numbers are values (equal)
            back = parse(text2)
            assert (back == g) if isinstance(g, Surreal) else (back is g), (text, text2)


@st.composite
def big_values(draw: st.DrawFn) -> Game:
    kind = draw(st.integers(0, 4))
    if kind == 0:
        k = draw(st.integers(0, 300))
        return number(Fraction(draw(st.integers(-(2**300), 2**300)), 2**k))
    if kind == 1:
        return nimber(draw(st.integers(0, 10**12)))
    if kind == 2:
        x = Fraction(draw(st.integers(-(10**9), 10**9)), 2 ** draw(st.integers(0, 40)))
        n = draw(st.integers(-(10**6), 10**6))
        return from_tag(x, n, draw(st.integers(0, 10**6)))
    n = draw(st.integers(2, 10**5))
    m = draw(st.integers(0, 5))
    sign = draw(st.sampled_from([1, -1]))
    x = Fraction(draw(st.integers(-8, 8)), 4)
    return (up_to_nth if kind == 3 else up_nth)(n, x, m, sign)


def _huge_nimber(g: Game) -> bool:
    t = g._tag
    return t is not None and t[1] == 0 and t[2] > MAX_OPTIONS and t[0] == 0


def _named_difference(g: Game, h: Game) -> bool:
    a, b = expansion_of(g), expansion_of(h)
    if a is None or b is None:
        return True
    k = max(len(a[1]), len(b[1]))
    pa, pb = (e[1] + (0,) * (k - len(e[1])) for e in (a, b))
    d = tuple(y - x for x, y in zip(pa, pb, strict=True))
    return from_expansion(b[0] - a[0], d, a[2] ^ b[2]) is not None


def _unnamed_uptimal_sum(g: Game, h: Game) -> tuple[bool, bool]:
    """(the sum is an uptimal CGSuite has no compact name for, one of the two is longer
    than ``MAX_UPTIMAL_LENGTH``): its explicit canonical form is built under a bound, and a
    long one refused up front."""
    a, b = expansion_of(g), expansion_of(h)
    if a is None or b is None or len(a[1]) <= 1 and len(b[1]) <= 1:
        return False, False
    coefficients = [
        (a[1][i] if i < len(a[1]) else 0) + (b[1][i] if i < len(b[1]) else 0)
        for i in range(max(len(a[1]), len(b[1])))
    ]
    unnamed = from_expansion(a[0] + b[0], tuple(coefficients), a[2] ^ b[2]) is None
    return unnamed, unnamed and max(len(a[1]), len(b[1])) > MAX_UPTIMAL_LENGTH


@settings(max_examples=100, deadline=None)
@given(big_values(), big_values())
def test_big_values_through_every_operation(g: Game, h: Game) -> None:
    with time_limit(10):
        for v in (g, h):
            negated = -v
            assert parse(str(v)) is v and v.canonical() is v and -negated is v
            assert v.birthday >= 0
            v.outcome(), v.misere_outcome()  # noqa: B018 - closed forms, must not raise
            assert (v.is_dicot, v.is_impartial, v.is_dead_ending) is not None
            if _huge_nimber(v):
                with pytest.raises(SearchBoundExceeded, match="MAX_OPTIONS"):
                    v.left  # noqa: B018 - its options are refused, with the bound
            elif sum(v._param.counts()) <= 5_000:  # option counts in closed form
                assert all(o.birthday < v.birthday for o in v.left + v.right)
        s = g + h
        unnamed, long = _unnamed_uptimal_sum(g, h)
        if long:
            with pytest.raises(SearchBoundExceeded, match="MAX_UPTIMAL_LENGTH"):
                s.canonical()
            return
        assert s is h + g and s.birthday == g.birthday + h.birthday
        # an explicit form that would take seconds is refused, with the bound named
        with patch.object(normal, "MAX_UPTIMAL_STEPS", 300_000):
            try:
                c = s.canonical()
                assert c is canonical_sum(h, g)
            except SearchBoundExceeded as e:
                assert unnamed and "MAX_UPTIMAL_STEPS" in str(e)
        try:
            le = g <= h
            if _named_difference(g, h):  # else h − g has an explicit canonical form (as in CGSuite)
                assert le == (zero <= h - g)
        except SearchBoundExceeded as e:
            # Comparing an uptimal with a nimber past MAX_OPTIONS walks that nimber's options.
            assert "MAX_OPTIONS" in str(e) and (_huge_nimber(g) or _huge_nimber(h))
        assert g.equals(h) == (g is h)
        assert str(s)  # prints
        try:  # a search this large is refused quickly, with the bound named in the message
            sum_outcome(g, h, max_positions=50_000)
        except SearchBoundExceeded as e:
            assert "max_positions" in str(e) or "MAX_OPTIONS" in str(e)


REGRESSIONS = [
    # (description, call, expected str() of the result or an error class)
    ("a million", lambda: str(parse("1000000")), "1000000"),
    ("2**200", lambda: str(integer(2**200)), str(2**200)),
    ("*100000", lambda: parse("*100000").birthday, 100000),
    ("^[100000]", lambda: str(parse("^[100000]")), "^[100000]"),
    ("10**400", lambda: str(parse("1" + "0" * 400)), "1" + "0" * 400),
    ("*99999999999", lambda: parse("*99999999999").birthday, 99999999999),
    (
        "2**200 + 1/2**200",
        lambda: (integer(2**200) + number("1/2**200")).canonical().birthday,
        2**200 + 201,
    ),
    ("five *:1/2, misère", lambda: str(parse(" + ".join(["*:1/2"] * 5)).misere_outcome()), "L"),
    ("500 ups", lambda: str(parse(" + ".join(["^"] * 500)).canonical()), "^500"),
    ("2000 minus signs", lambda: str(parse("-" * 2000 + "1")), "1"),
    ("2001 minus signs", lambda: str(parse("-" * 2001 + "1")), "-1"),
    ("strings in a universe", lambda: bool(E.equiv("*", "0")), False),
    ("ints in ordinal_sum", lambda: str(ordinal_sum(1, 2).canonical()), "3"),
    ("inf", lambda: number(float("inf")), InvalidGame),
    ("nan", lambda: number(float("nan")), InvalidGame),
    ("0.1", lambda: number(0.1), InvalidGame),
    ("0.5", lambda: str(number(0.5)), "1/2"),
    ("deep nesting", lambda: parse("{" * 5000 + "0" + "|}" * 5000).birthday, 5000),
    (
        "deep chain",
        lambda: game([game([game([zero], [])], [])], []).canonical() is integer(3),
        True,
    ),
    ("huge ordinal sum", lambda: ordinal_sum(star, integer(10**12)), SearchBoundExceeded),
    (
        "huge literal",
        lambda: sum_of(*[nimber(k) for k in range(2, 40)]).literal(),
        SearchBoundExceeded,
    ),
    ("not a game", lambda: star + object(), TypeError),
    ("bad text", lambda: parse("{1|"), ParseError),
]


@pytest.mark.parametrize(("what", "call", "expected"), REGRESSIONS, ids=[r[0] for r in REGRESSIONS])
def test_regressions(what: str, call: object, expected: object) -> None:
    with time_limit(10):
        if isinstance(expected, type) and issubclass(expected, BaseException):
            with pytest.raises(expected):
                call()  # type: ignore[operator]
        else:
            assert call() == expected  # type: ignore[operator]


def test_errors_are_typed_and_say_what_to_do() -> None:
    with pytest.raises(SearchBoundExceeded, match="MAX_POSITIONS"):
        ordinal_sum(star, integer(10**12))
    with pytest.raises(SearchBoundExceeded, match="max_positions"):
        sum_of(*[nimber(k) for k in range(2, 40)]).literal()
    assert issubclass(SearchBoundExceeded, CGTError)


def test_a_parse_error_in_long_text_shows_a_window_around_the_column() -> None:
    text = "{" * 5000 + "|" + "}" * 5000
    with pytest.raises(ParseError) as info:
        parse(text)
    lines = str(info.value).splitlines()
    assert len(lines) == 3 and all(len(line) < 100 for line in lines)
    caret = lines[2].index("^")
    assert lines[1][caret] == text[info.value.column - 1]
