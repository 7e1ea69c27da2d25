"""CGSuite's *[…] notation: round trips, CGScript's list input, errors with columns."""

from __future__ import annotations

import pytest
from hypothesis import given

from cgt import ParseError, nimber
from cgt.impartial import misere_canonical, misere_str, misere_sum, parse_misere
from cgt.impartial.misere_days import day
from tests.oracle import impartial as twin


def test_examples_of_the_issue() -> None:
    for text in ("*[2]", "*[2#0]", "*[2[2]]", "*[4[2#]]", "*[(2#1)2##]"):
        assert misere_str(parse_misere(text)) == text
    assert misere_str(parse_misere("*[[*[4] + *[2]]]")) == "*[4[2#]]"


def test_round_trip_of_every_class_born_by_day_four() -> None:
    texts = [misere_str(g) for g in day(4)]
    assert len(set(texts)) == 22
    for g, text in zip(day(4), texts, strict=True):
        assert parse_misere(text) == g


@given(twin.forms_strategy(4, 4), twin.forms_strategy(4, 3), twin.forms_strategy(3, 3))
def test_round_trip_of_sums(a, b, c) -> None:  # noqa: ANN001
    g = misere_sum(a, b, c)
    assert parse_misere(misere_str(g)) == g


def test_cgscript_lists() -> None:
    assert parse_misere("*[]") == nimber(0)
    assert parse_misere("*[[]]") == nimber(0)  # CGScript: a one-entry list means its entry
    assert parse_misere("*[[[]]]") == nimber(1)
    assert parse_misere("*[0, 1]") == nimber(2)
    assert misere_str(parse_misere("*[[2],0]")) == "*[2#0]"
    assert misere_str(parse_misere("*[ [2] , 0 ]")) == "*[2#0]"
    assert misere_str(parse_misere("*[2]+*[2]")) == "*[2[2]]"
    assert misere_str(parse_misere("*[2] - *[2]")) == "*[2[2]]"  # CGScript: G - H = G + H
    assert parse_misere("*[1 + 2]") == nimber(3)
    assert parse_misere("*[*[2#0], 2]") == parse_misere("*[[[2],0],2]")
    with pytest.raises(ParseError):
        parse_misere("*[[2#0], 1]")  # inside a list, entries are heaps, lists or *[…]


def test_large_heaps_and_digit_runs() -> None:
    assert misere_str(nimber(12)) == "*[&12;]"
    assert parse_misere("*[&12;]") == misere_canonical(nimber(12))
    assert parse_misere("*[12]") == misere_canonical(nimber(12))  # not CGSuite output: a heap
    g = parse_misere("*[42]")  # CGSuite's text of {*4, *2}
    assert misere_str(g) == "*[42]"
    assert set(g.left) == {nimber(4), nimber(2)}


@pytest.mark.parametrize(
    ("text", "column"),
    [
        ("*[2#", 2),
        ("[2]", 1),
        ("*[2#x]", 5),
        ("*[(2)0]", 3),
        ("*[2[]]", 5),
        ("*[2[-4]]", 5),
        ("*[[2],]", 7),
        ("*[[2]+1]", 6),
        ("*[2] *[2]", 6),
        ("*[&x;]", 3),
    ],
)
def test_errors_name_the_column(text: str, column: int) -> None:
    with pytest.raises(ParseError) as err:
        parse_misere(text)
    assert err.value.column == column
