"""g⁺ and g⁻ of impartial forms against the twin (the mex rule on the literal game tree)."""

from __future__ import annotations

import pytest
from hypothesis import given

from cgt import InvalidGame, nimber, parse, up
from cgt.impartial import misere_nim_value, nim_value
from tests.oracle import impartial as twin


@given(twin.forms_strategy(4))
def test_against_the_twin(g) -> None:  # noqa: ANN001
    t = twin.from_game(g)
    assert nim_value(g) == twin.g_plus(t)
    assert misere_nim_value(g) == twin.g_minus(t)


@given(twin.forms_strategy(4, 4), twin.forms_strategy(3, 3))
def test_sums(g, h) -> None:  # noqa: ANN001
    assert nim_value(g + h) == nim_value(g) ^ nim_value(h)
    assert misere_nim_value(g + h) == twin.sum_g_minus(twin.from_game(g), twin.from_game(h))


def test_nim_heaps() -> None:
    assert [nim_value(nimber(n)) for n in range(6)] == list(range(6))
    assert [misere_nim_value(nimber(n)) for n in range(6)] == [1, 0, 2, 3, 4, 5]


@pytest.mark.parametrize("f", [nim_value, misere_nim_value])
def test_refuses_partizan_forms(f) -> None:  # noqa: ANN001
    with pytest.raises(InvalidGame, match="not impartial"):
        f(up)
    with pytest.raises(InvalidGame, match="not impartial"):
        f(parse("{0|}"))
    with pytest.raises(InvalidGame):
        f(3)
