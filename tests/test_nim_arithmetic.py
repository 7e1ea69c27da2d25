"""Nim arithmetic: the bitwise upper/lower nim-sums (Lo 2021, Lemma 1.5) against their
definitions, and the nim product against the field axioms (Conway, ONAG ch. 6)."""

from hypothesis import given
from hypothesis import strategies as st

from cgt.impartial.nim_arithmetic import (
    lower_nim_sum,
    lower_nim_sum_by_definition,
    mex,
    nim_product,
    nim_sum,
    upper_nim_sum,
    upper_nim_sum_by_definition,
)


def test_upper_and_lower_nim_sums_match_their_definitions_below_128() -> None:
    for m in range(128):
        for n in range(128):
            assert upper_nim_sum(m, n) == upper_nim_sum_by_definition(m, n), (m, n)
            assert lower_nim_sum(m, n) == lower_nim_sum_by_definition(m, n), (m, n)


@given(st.integers(0, 10**6), st.integers(0, 3000))
def test_upper_and_lower_nim_sums_match_definitions_on_large_m(m: int, n: int) -> None:
    assert upper_nim_sum(m, n) == upper_nim_sum_by_definition(m, n)
    assert lower_nim_sum(m, n) == lower_nim_sum_by_definition(m, n)


def test_monotonicity_stated_after_lemma_1_5() -> None:
    # Lo 2021 after Lemma 1.5: ↑ is commutative and increasing in both arguments; ↓ is
    # increasing in m and decreasing in n.
    for m in range(40):
        for n in range(40):
            assert upper_nim_sum(m, n) == upper_nim_sum(n, m)
            assert upper_nim_sum(m, n) <= upper_nim_sum(m + 1, n)
            assert upper_nim_sum(m, n) <= upper_nim_sum(m, n + 1)
            assert lower_nim_sum(m, n) <= lower_nim_sum(m + 1, n)
            assert lower_nim_sum(m, n) >= lower_nim_sum(m, n + 1)


def test_mex_and_nim_sum() -> None:
    assert mex([]) == 0 and mex([0, 2]) == 1 and mex([3, 0, 1, 2]) == 4
    assert nim_sum(1, 2, 3) == 0 and nim_sum(7, 9) == 14


def test_nim_product_is_a_field_on_the_first_256_nimbers() -> None:
    n = 256
    for a in range(0, n, 7):
        for b in range(n):
            assert nim_product(a, b) == nim_product(b, a)
            for c in range(0, n, 31):
                assert nim_product(a, b ^ c) == nim_product(a, b) ^ nim_product(a, c)
                assert nim_product(nim_product(a, b), c) == nim_product(a, nim_product(b, c))
    for a in range(1, n):
        assert sum(1 for b in range(1, n) if nim_product(a, b) == 1) == 1
    # Fermat 2-powers F: F ⊗ F = 3F/2 (ONAG ch. 6).
    for f in (2, 4, 16, 256, 65536):
        assert nim_product(f, f) == 3 * f // 2


def test_bad_arguments_raise() -> None:
    import pytest

    for bad in (-1, 1.5, True):
        with pytest.raises(ValueError):
            nim_sum(bad)  # type: ignore[arg-type]
        with pytest.raises(ValueError):
            upper_nim_sum(bad, 1)  # type: ignore[arg-type]
