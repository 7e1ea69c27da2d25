"""Parts, partitions and differences against brute force.

The twin side: every pair (X, Y) of a pool of canonical games gives G = X + Y, so X must be
listed among the parts of G (or be 0 or G's even part) and G − X must be Y (Conway's
cancellation theorem makes it unique).
"""

from __future__ import annotations

from itertools import combinations_with_replacement

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cgt import InvalidGame, nimber
from cgt.impartial import (
    is_odd,
    is_prime,
    misere_canonical,
    misere_minus,
    misere_sum,
    parse_misere,
    partitions,
    parts,
)
from cgt.impartial.misere_canonical import misere_canonical_record, plus_one, to_game
from cgt.impartial.misere_days import day
from tests.oracle import impartial as twin

POOL = day(4)[1:] + [misere_sum(nimber(2), nimber(2)), parse_misere("*[2#0]") ]


def _even(g):  # noqa: ANN001, ANN202
    r = misere_canonical_record(g)
    return to_game(r.even)


def test_every_sum_of_two_is_found() -> None:
    for x, y in combinations_with_replacement(day(4)[2:], 2):
        g = misere_sum(x, y)
        listed = set(parts(g)) | {_even(g), nimber(0)}
        assert _even(x) in listed and _even(y) in listed
        assert misere_minus(g, x) == misere_canonical(y)
        assert misere_minus(g, y) == misere_canonical(x)


@given(st.sampled_from(POOL), st.sampled_from(POOL), st.sampled_from(POOL))
def test_sums_of_three(x, y, z) -> None:  # noqa: ANN001
    g = misere_sum(x, y, z)
    for p in (x, y, z, misere_sum(x, y)):
        d = misere_minus(g, p)
        assert misere_sum(d, p) is g
    for ps in partitions(g):
        assert all(is_prime(p) or p is nimber(1) for p in ps)
        assert misere_sum(*ps) is g


@given(twin.forms_strategy(4))
def test_listed_parts_are_parts(g) -> None:  # noqa: ANN001
    for p in parts(g):
        assert misere_sum(p, misere_minus(g, p)) == misere_canonical(_even(g)) or is_odd(g)
    for ps in partitions(g):
        assert misere_sum(*ps) == misere_canonical(g)


def test_primes() -> None:
    assert not is_prime(nimber(0)) and not is_prime(nimber(1))
    assert is_prime(nimber(2)) and is_prime(nimber(3))
    assert not is_prime(misere_sum(nimber(2), nimber(2)))


def test_partitions_of_products_of_primes() -> None:
    primes = [g for g in day(4) if is_prime(g) and not is_odd(g)][:6]
    for a, b in combinations_with_replacement(primes, 2):
        found = [set(map(id, ps)) for ps in partitions(misere_sum(a, b))]
        assert {id(a), id(b)} in found


def test_difference_that_does_not_exist() -> None:
    with pytest.raises(InvalidGame, match="not a part"):
        misere_minus(nimber(2), nimber(4))
    assert misere_minus(nimber(2), nimber(3)) is nimber(1)  # * + *3 = *2
    assert plus_one(misere_canonical_record(nimber(0))) is misere_canonical_record(nimber(1))
