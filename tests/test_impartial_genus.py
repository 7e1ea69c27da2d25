"""Genus against brute force and CGSuite's printing.

The twin computes γₖ = g⁻(G + k·*2) by searching the sum on game trees; expected strings come
from CGSuite's MisereCanonicalGameTestCase.scala and GameHeapTest.scala (see
tests/cgsuite_impartial_expectations.py).
"""

from __future__ import annotations

import pytest
from hypothesis import given

from cgt import nimber
from cgt.impartial import Genus, genus, misere_nim_value, nim_value, parse_misere
from tests.oracle import impartial as twin


@given(twin.forms_strategy(4))
def test_genus_digits_against_the_twin(g) -> None:  # noqa: ANN001
    t = twin.from_game(g)
    gen = genus(g)
    assert gen.plus == nim_value(g) == twin.g_plus(t)
    assert list(gen.sequence(6)) == twin.genus_digits(t, 6)
    assert gen.minus == misere_nim_value(g)


@given(twin.forms_strategy(3, 3), twin.forms_strategy(4, 3))
def test_genus_of_sums_against_the_twin(g, h) -> None:  # noqa: ANN001
    gen = genus(g + h)
    assert list(gen.sequence(5)) == twin.genus_digits(twin.from_game(g + h), 5)


def test_printing() -> None:
    assert [str(genus(nimber(n))) for n in range(4)] == ["0", "1", "2", "3"]
    cases = {"*[2#]": "0^0", "*[2##]": "1^1", "*[2#0]": "1^2", "*[2#1]": "2^1420"}
    for text, expected in cases.items():
        assert str(genus(parse_misere(text))) == expected
    assert str(Genus(6, (1, 9, 10, 8), "wild")) == "6^(1,9,10,8)"


def test_digits_follow_the_kind() -> None:
    tame = Genus(0, (0,), "tame")
    assert tame.sequence(5) == (0, 2, 0, 2, 0)
    assert Genus(1, (1,), "tame").sequence(3) == (1, 3, 1)
    assert Genus(3, (), "nim heap").sequence(3) == (3, 1, 3)
    assert Genus(0, (2,), "restive").sequence(4) == (2, 0, 2, 0)
    with pytest.raises(IndexError):
        tame[-1]
