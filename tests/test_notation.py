"""Printing and parsing against CGSuite 2.x's own test expectations, plus round trips."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cgt import (
    Game,
    ParseError,
    canonical_sum,
    game,
    integer,
    nimber,
    number,
    parse,
    star,
    switch,
    tiny,
    up,
    zero,
)
from cgt.notation import MAX_TEXT, sort_games, to_latex, to_pretty
from cgt.uptimal import up_nth, up_to_nth, uptimal
from tests.cgsuite_expectations import (
    COPIES,
    CSG_CASES,
    FUZZY,
    PRINTED,
    PRINTED_SETS,
    ROUND_TRIP,
    SYNTAX_ERRORS,
)
from tests.strategies import day3_forms, forms, small_values


def _split_set(text: str) -> list[str]:
    """Elements of a printed set ``{a,b,…}``, split at top-level commas."""
    assert text[0] == "{" and text[-1] == "}"
    body = text[1:-1]
    out, depth, start = [], 0, 0
    for i, ch in enumerate(body):
        if ch in "{(":
            depth += 1
        elif ch in "})":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append(body[start:i])
            start = i + 1
    if body:
        out.append(body[start:])
    return out


# ----------------------------------------------------------------------------- CGSuite's tests
@pytest.mark.parametrize(("text", "expected", "source"), PRINTED, ids=[p[0][:40] for p in PRINTED])
def test_cgsuite_prints(text: str, expected: str, source: str) -> None:
    c = parse(text).canonical()
    assert str(c) == expected
    # What CGSuite prints parses back to the very same canonical form.
    assert parse(expected) is c
    assert parse(expected).canonical() is c


@pytest.mark.parametrize(("text", "source"), ROUND_TRIP, ids=[r[0][:40] for r in ROUND_TRIP])
def test_cgsuite_values_round_trip(text: str, source: str) -> None:
    g = parse(text)
    c = g.canonical()
    assert str(c) == text
    assert g is c  # CGSuite prints canonical forms, so the text denotes one literally


@pytest.mark.parametrize(("text", "n", "expected", "source"), COPIES)
def test_cgsuite_integer_multiples(text: str, n: int, expected: str, source: str) -> None:
    g = parse(text).canonical()
    c = canonical_sum(*([g] * n))
    assert str(c) == expected
    assert parse(expected) is c


@pytest.mark.parametrize(("text", "source"), PRINTED_SETS, ids=[s[0][:40] for s in PRINTED_SETS])
def test_cgsuite_set_order(text: str, source: str) -> None:
    elements = [parse(e).canonical() for e in _split_set(text)]
    shuffled = list(reversed(elements))
    assert "{" + ",".join(str(g) for g in sort_games(shuffled)) + "}" == text


@pytest.mark.parametrize("case", CSG_CASES, ids=[c["input"][:40] for c in CSG_CASES])  # type: ignore[index]
def test_cgsuite_options_followers_outcomes(case: dict[str, str]) -> None:
    c = parse(case["input"]).canonical()

    def as_set(gs: tuple[Game, ...]) -> str:
        return "{" + ",".join(str(g) for g in sort_games(gs)) + "}"

    assert as_set(c.left) == case["left"]
    assert as_set(c.right) == case["right"]
    if case.get("followers") is not None:
        assert as_set(c.followers()) == case["followers"]
    assert str(c.outcome()) == case["outcome"]
    assert str(c.misere_outcome()) == case["misere"]


@pytest.mark.parametrize(("text", "column", "source"), SYNTAX_ERRORS)
def test_cgsuite_syntax_errors(text: str, column: int, source: str) -> None:
    with pytest.raises(ParseError) as info:
        parse(text)
    assert info.value.column == column


@pytest.mark.parametrize(("a", "b", "source"), FUZZY)
def test_cgsuite_confused(a: str, b: str, source: str) -> None:
    assert parse(a).fuzzy(parse(b))


# ----------------------------------------------------------------------------- the issue's examples
def test_issue_examples() -> None:
    assert str(parse("{3||2|1} + {3||2|1}").canonical()) == "{5||4,{5|4}|3}"
    assert str(parse("{0|^*5}").canonical()) == "^^*4"
    assert str(parse("{0||0|-1}").canonical()) == "Tiny(1)"
    assert str(parse("{*|*} : 3").canonical()) == "^[3]"
    assert parse("{-1|1} : 1").canonical() == number("1/2")
    assert str(parse("3+-1").canonical()) == "{4|2}"
    assert str(parse("3+-1")) == "{4|2}"


# ----------------------------------------------------------------------------- printing rules
def test_only_canonical_forms_get_names() -> None:
    assert str(parse("{-1|1}")) == "{-1|1}"
    assert str(parse("{*|*}")) == "{*|*}"
    lit = (up + up).literal()  # {↑ | ↑ + *} with ↑ + * a non-canonical form of ↑*
    assert str(lit) == "{^||*,^|^,{*|*}}"
    assert str(up + up) == "^ + ^"  # a sum prints as its components
    assert str(lit.canonical()) == "^^"
    # a non-canonical form with canonical options: options keep their names
    assert str(game([switch(1), up], [integer(0)])) == "{^,+-1|0}"


def test_switch_printing() -> None:
    assert str(switch(1)) == "+-1"
    assert str(parse("+-(1*)").canonical()) == "+-(1*)"
    assert str(parse("+-(^^*)").canonical()) == "+-(^^*)"
    assert str(parse("+-(1^)").canonical()) == "+-(1^)"
    assert str(parse("+-(1^[2])").canonical()) == "+-(1^[2])"
    assert str(parse("+-^^").canonical()) == "+-^^"
    assert str(parse("+-^<2>").canonical()) == "*"  # {^<2>|v<2>} = *, as {^|v} = *
    assert str(parse("+-{1,+-1}").canonical()) == "+-{1,+-1}"
    assert str(parse("{1,+-1,+-{1,+-1}|-1,+-1}").canonical()) == "{1,+-1,+-{1,+-1}|-1,+-1}"
    assert str(parse("+-(1Tiny(1))").canonical()) == "+-(1Tiny(1))"
    # a switch sits bare in a slash expression and counts no bars
    assert str(parse("{7/2|||5/2|3/2||+-1/2}").canonical()) == "{7/2|||5/2|3/2||+-1/2}"


def test_tiny_miny_printing() -> None:
    assert str(tiny(2)) == "Tiny(2)"
    assert str(parse("2+Tiny(2)").canonical()) == "2Tiny(2)"
    assert str(parse("-2+Miny(1/2)").canonical()) == "-2Miny(1/2)"
    # {0||0|K} with mean(K) = 0 is not Tiny (CGSuite's isNumberTiny needs mean(K) < 0)
    assert str(parse("{0||0|v*}")) == "{0|^<2>}"
    assert str(parse("9Tiny({2|1})")) == "9Tiny({2|1})"
    assert parse("9Tiny({2|1})") is parse("{9||9|{8|7}}").canonical()
    assert parse("2Tiny(2)") is parse("{2||2|0}").canonical()


def test_uptimal_printing() -> None:
    assert str(up_to_nth(5)) == "^[5]"
    assert str(-up_to_nth(5)) == "v[5]"
    assert str(up_nth(4)) == "^<4>"
    assert str(uptimal(-3, (0, 0, -1), 3)) == "-3v<3>*3"
    assert str(uptimal("1/2", (1, 1), 1)) == "1/2^[2]*"
    # not compact: printed as braces
    assert str(uptimal(0, (1, 2), 1)) == "{0|^<2>}"
    assert str(uptimal(0, (1, -1))) == "{^^*|*,^}"
    assert str(uptimal(0, (20,), 2)) == "^20*2"


def test_four_bars_get_braces() -> None:
    g = parse("{0|*||*|||*||||*}")  # literal ^[4]; as a form it needs 4 bars at the top
    assert str(g) == "^[4]"  # it is canonical
    h = parse("{{0|*||*|||*||||*}|0}")
    assert str(h) == "{^[4]|0}"
    x = parse("{0|{0|{0|{0|{-1|1}}}}}")
    assert str(x) == "{0|{0||||0|||0||-1|1}}"
    assert parse(str(x)) is x


def test_unicode_and_latex() -> None:
    assert to_pretty(parse("{1|^^||+-1}")) == "{1|⇑||±1}"
    assert to_pretty(up_to_nth(3)) == "↑[3]"
    assert to_pretty(-up_nth(2)) == "↓<2>"
    assert to_pretty(parse("3/4v[3]*")) == "3/4↓[3]*"
    assert to_pretty(parse("^3*2")) == "↑3*2"
    for g in (parse("{1|^^||+-1}"), up_to_nth(3), -up_nth(2), parse("3/4v[3]*"), parse("vv*")):
        assert parse(to_pretty(g)) is g  # the unicode text parses back
    assert to_latex(up_to_nth(3)) == r"\uparrow^{[3]}"
    assert to_latex(parse("{-1/2|v}")) == r"\{-\frac{1}{2}\mid \downarrow \}"
    assert up._repr_latex_() == r"$\uparrow $"
    assert to_latex(tiny(1)) == r"\mathrm{Tiny}(1)"


def test_repr_is_bounded_on_huge_forms() -> None:
    chain = zero
    for _ in range(2501):  # {G|G} chain: exponential text
        chain = game([chain], [chain])
    text = repr(chain)
    assert text == "<game born on day 2501, 2,502 positions>"
    g = star
    for _ in range(40):  # {G|G} with G = *: value alternates but the text doubles each level
        g = game([g, zero], [g])
    assert len(str(g)) <= MAX_TEXT + 100
    assert str(integer(4000)) == "4000"


def test_text_memoised_not_exponential_in_time() -> None:
    g = zero
    for k in range(12):
        g = game([g, integer(k)], [g])
    s = str(g)
    assert len(s) < MAX_TEXT
    assert parse(s) is g


# ----------------------------------------------------------------------------- parsing
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("^[3]", up_to_nth(3)),
        ("^<3>", up_nth(3)),
        ("v[3]", -up_to_nth(3)),
        ("v<3>", -up_nth(3)),
        ("3/4v[3]*", uptimal("3/4", (-1, -1, -1), 1)),
        ("^<2>*", uptimal(0, (0, 1), 1)),
        ("^<2>*3", uptimal(0, (0, 1), 3)),
        ("-1/2v*", uptimal("-1/2", (-1,), 1)),
        ("-1^", uptimal(-1, (1,), 0)),
        ("- 1^", uptimal(-1, (-1,), 0)),  # unary minus of 1^ when not written together
        ("1*", uptimal(1, (), 1)),
        ("6^*", uptimal(6, (1,), 1)),
        ("73/16v9*8", uptimal("73/16", (-9,), 8)),
        ("^^*4", uptimal(0, (2,), 4)),
        ("vvvvv", uptimal(0, (-5,), 0)),
        ("⇑*", uptimal(0, (2,), 1)),
        ("↑[2]", up_to_nth(2)),
        ("*(3+5)", nimber(8)),
        ("*(1/2+1/2)", nimber(1)),
        ("+-(1/2)", switch("1/2")),
        ("±1", switch(1)),
        ("2Tiny(2)", canonical_sum(integer(2), tiny(2))),
        ("Miny(1)", -tiny(1)),
        ("^0*", star),  # 0·↑ + *
    ],
)
def test_parse_values(text: str, value: Game) -> None:
    assert parse(text).canonical() is value


def test_parse_switch_sets_and_binary_switch() -> None:
    assert parse("+-{1,1*}") is game([integer(1), parse("1*")], [integer(-1), parse("-1*")])
    assert parse("+-{1}") is switch(1)
    assert parse("3+-1") is game([integer(4)], [integer(2)])
    assert parse("+-1+-2") is game([parse("2+-1")], [parse("-2+-1")])
    assert str(parse("6+^*").canonical()) == "6^*"
    assert parse("1 - 1") is integer(1) + (-integer(1))  # a form, not a value


@pytest.mark.parametrize(
    ("text", "column"),
    [
        ("{1|", 4),
        ("{1|2|3}", 5),
        ("{1||2|3||4}", 8),
        ("1|0", 2),
        ("", 1),
        ("{1,,2|0}", 4),
        ("{1,|0}", 3),
        ("{1 2|0}", 4),
        ("{1|2", 5),
        ("(1", 3),
        ("1/3*", 1),  # (a lone 1/3 is the surreal number: tests/test_surreal.py)
        ("  1/3 + ^", 3),
        ("{0|1/3}", 4),
        ("Foo(1)", 1),
        ("1 + Foo", 5),
        ("{0}", 1),
        ("3 $", 3),
        ("*(1/2)", 2),
        ("Tiny 1", 6),
        ("{0|0}}", 6),
        ("^^3", 3),
        ("1/2^<0>", 4),
    ],
)
def test_parse_error_columns(text: str, column: int) -> None:
    with pytest.raises(ParseError) as info:
        parse(text)
    assert info.value.column == column
    assert isinstance(info.value, ValueError)


# ----------------------------------------------------------------------------- round trips
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(day3_forms())
def test_canonical_forms_round_trip(g: Game) -> None:
    c = g.canonical()
    assert parse(str(c)) is c
    assert parse(to_pretty(c)) is c


@settings(max_examples=200, deadline=None)
@given(forms)
def test_literal_forms_round_trip(g: Game) -> None:
    assert parse(str(g)) is g


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.one_of(small_values(), day3_forms().map(Game.canonical)), min_size=1, max_size=3)
)
def test_sums_of_values_round_trip(parts: list[Game]) -> None:
    c = canonical_sum(*parts)
    assert parse(str(c)) is c


@settings(max_examples=100, deadline=None)
@given(
    st.sampled_from([Fraction(k, 8) for k in range(-32, 33)]),
    st.lists(st.integers(-2, 2), max_size=4),
    st.integers(0, 3),
)
def test_uptimal_values_round_trip(x: object, coeffs: list[int], m: int) -> None:
    g = uptimal(x, tuple(coeffs), m)  # type: ignore[arg-type]
    assert parse(str(g)) is g


def test_named_constants() -> None:
    assert str(zero) == "0" and str(star) == "*" and str(up) == "^" and str(-up) == "v"
    assert str(number("-3/8")) == "-3/8"


def test_deeply_nested_input() -> None:
    text = "0"
    for _ in range(1500):
        text = "{" + text + "|}"
    assert parse(text) is integer(1500)
    assert parse("(" * 3000 + "1" + ")" * 3000) is integer(1)
    with pytest.raises(ParseError) as info:
        parse("(" * 3000 + "1" + ")" * 2999)
    assert info.value.column == 6001  # the end of the input
