"""Transfinite nimbers and nim arithmetic (issue 36, part 3): CGSuite's own expectations and
answers of a running CGSuite (tests/cgsuite_transfinite_nim.py); the twins of
tests/oracle/transfinite_nim.py (the nim product below 16 from its mex definition, the field of
ordinals below ω^(ω²·7) as a quotient of a polynomial ring, the ugly product from its
definition); the field laws."""

from __future__ import annotations

import pickle
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cgt import (
    DivisionByZero,
    Game,
    InvalidArgument,
    InvalidGame,
    N,
    OutOfRange,
    Surreal,
    TransfiniteNimber,
    integer,
    nim_div,
    nim_exp,
    nim_inverse,
    nim_product,
    nim_sum,
    nimber,
    omega,
    parse,
    star,
    ugly_product,
    up,
    zero,
)
from tests import cgsuite_transfinite_nim as table
from tests.oracle import transfinite_nim as twin

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def ordinal(text: str) -> Any:
    """A CGScript ordinal read by parse: an int when finite (nim values are ints)."""
    v = parse(text)
    return v if isinstance(v, Surreal) else int(str(v))


# ------------------------------------------------------------------ CGSuite's own expectations
OPERATIONS = {"NimSum": nim_sum, "NimProduct": nim_product}


@pytest.mark.parametrize(("a", "op", "b", "expected"), table.OWN_BINARY)
def test_cgsuite_own_ordinal_expectations(a: str, op: str, b: str, expected: str) -> None:
    x = ordinal(a)
    if expected.startswith("!!"):
        error = OutOfRange if "out of range" in expected else InvalidArgument
        with pytest.raises(error):
            OPERATIONS[op](x, ordinal(b)) if op != "NimExp" else nim_exp(x, int(b))
        return
    got = nim_exp(x, int(b)) if op == "NimExp" else OPERATIONS[op](x, ordinal(b))
    assert str(got) == expected


@pytest.mark.parametrize(("name", "expected"), table.OWN_INTEGER.items())
def test_cgsuite_own_integer_expectations(name: str, expected: list[int]) -> None:
    ns = range(1, 17)
    got = {
        "NimSum": [nim_sum(11, n) for n in ns],
        "NimProduct": [nim_product(8, n) for n in ns],
        "NimInverse": [nim_inverse(n) for n in ns],
        "NimDiv": [nim_div(11, n) for n in ns],
        "UglyProduct": [ugly_product(14, n) for n in ns],
    }[name]
    assert got == expected


def test_cgsuite_own_errors_and_nimbers() -> None:
    # GameTest: NimSum/NimProduct of -1, 0.NimInverse; TransfiniteNimber ConwayProduct;
    # EvalTest: the nim operator on ordinals
    for bad in (lambda: nim_sum(11, -1), lambda: nim_product(11, -1)):
        with pytest.raises(InvalidArgument):
            bad()
    with pytest.raises(DivisionByZero):
        nim_inverse(0)
    assert str(nimber(omega).conway_product(nimber(omega**2))) == "*2"
    assert str(nimber(omega * omega)) == "*ω^2" and str(nimber(omega + 5)) == "*(ω+5)"
    assert str(nimber(omega * 5)) == "*(ω×5)"
    with pytest.raises(InvalidGame, match="ordinal"):
        nimber(omega - 1)
    # GameTest "NimInverse check": n ⊗ n⁻¹ = 1 for n up to 3000
    assert all(nim_product(n, nim_inverse(n)) == 1 for n in range(1, 3001))


# ------------------------------------------------------------------ a running CGSuite
@pytest.mark.parametrize(("kind", "cgscript", "expected"), table.RANDOM)
def test_random_cases_agree_with_cgsuite(kind: str, cgscript: str, expected: str) -> None:
    if kind in ("nimproduct", "nimsum"):
        a, b = cgscript.split(" NimProduct " if kind == "nimproduct" else " NimSum ")
        run = lambda: (nim_product if kind == "nimproduct" else nim_sum)(  # noqa: E731
            ordinal(a), ordinal(b)
        )
    elif kind == "nimexp":
        a, n = cgscript.rsplit(" NimExp ", 1)
        run = lambda: nim_exp(ordinal(a), int(n))  # noqa: E731
    elif kind == "conway":
        a, b = cgscript.split(" ConwayProduct ")
        run = lambda: parse(a).conway_product(parse(b))  # noqa: E731
    else:
        run = _integer_case(kind, cgscript)
    if expected.startswith("!!"):
        assert "out of range" in expected or "out of bounds" in expected
        with pytest.raises(OutOfRange):
            run()
        return
    got = run()
    assert str(got) == expected
    if isinstance(got, Surreal):
        assert parse(expected) == got


@pytest.mark.parametrize(("kind", "cgscript"), table.TIMED_OUT)
def test_cases_cgsuite_left_unanswered_agree_with_nim_products(kind: str, cgscript: str) -> None:
    """Nim powers CGSuite gave no answer for, checked against nim products (which CGSuite's
    answers above check): a^n = a^(n−1) ⊗ a."""
    assert kind == "nimexp"
    a, n = cgscript.rsplit(" NimExp ", 1)
    x, k = ordinal(a), int(n)
    assert k >= 1
    assert nim_exp(x, k) == nim_product(nim_exp(x, k - 1), x)


def _integer_case(kind: str, cgscript: str) -> Any:
    if kind == "niminverse":
        return lambda: nim_inverse(int(cgscript.split(".")[0]))
    a, b = (int(x) for x in cgscript.split(" ")[::2])
    return lambda: {"nimdiv": nim_div, "ugly": ugly_product, "intproduct": nim_product}[kind](a, b)


# ------------------------------------------------------------------ the twins
def test_nim_products_below_16_are_the_mex_definition() -> None:
    assert all(nim_product(a, b) == twin.FINITE[a][b] for a in range(16) for b in range(16))


def test_ugly_product_is_its_definition() -> None:
    assert all(ugly_product(a, b) == twin.ugly(a, b) for a in range(130) for b in range(130))


TOWER = twin.Tower(n=2, m=2, r=1)  # ordinals ω^(ω²a + ωb + d)·c, a < 7, b < 25, d < 9, c < 16


@st.composite
def tower_ordinals(draw: st.DrawFn) -> list[tuple[tuple[int, int, int], int]]:
    exps = draw(
        st.lists(st.tuples(st.integers(0, 6), st.integers(0, 24), st.integers(0, 8)),
                 min_size=1, max_size=3, unique=True)
    )
    return [(e, draw(st.integers(1, 15))) for e in sorted(exps, reverse=True)]


def from_terms(terms: list[tuple[tuple[int, int, int], int]]) -> Any:
    """The ordinal Σ ω^(ω²a + ωb + d)·c in cgt: an int when finite, else a Surreal."""
    finite = 0
    infinite: Any = 0
    for (a, b, d), c in terms:
        if (a, b, d) == (0, 0, 0):
            finite = c
        else:
            infinite = infinite + omega ** (omega**2 * a + omega * b + d) * c
    return finite if isinstance(infinite, int) else infinite + finite


@SETTINGS
@given(tower_ordinals(), tower_ordinals())
def test_nim_products_agree_with_the_tower(x: Any, y: Any) -> None:
    want = TOWER.to_ordinal(TOWER.times(TOWER.of_ordinal(x), TOWER.of_ordinal(y)))
    assert nim_product(from_terms(x), from_terms(y)) == from_terms(want)
    s = TOWER.to_ordinal(TOWER.plus(TOWER.of_ordinal(x), TOWER.of_ordinal(y)))
    assert nim_sum(from_terms(x), from_terms(y)) == from_terms(s)


def test_conways_and_lenstras_roots() -> None:
    # ω³ = 2 (so ω is a cube root of 2), (ω^ω)⁵ = 4, (ω^(ω²))⁷ = ω + 1 (Conway, ONAG ch. 6),
    # and κ_(p^(i+1))^p = κ_(p^i): (ω³)³ = ω, (ω^(ω·5))⁵ = ω^ω
    assert nim_exp(omega, 3) == 2 and nim_exp(omega**omega, 5) == 4
    assert nim_exp(omega ** omega**2, 7) == omega + 1
    assert nim_exp(omega**3, 3) == omega and nim_exp(omega ** (omega * 5), 5) == omega**omega
    # and the twin's tower has them too
    assert TOWER.to_ordinal(TOWER.times(TOWER.of_ordinal([((0, 0, 1), 1)]),
                                        TOWER.of_ordinal([((0, 0, 2), 1)]))) == [((0, 0, 0), 2)]


@st.composite
def ordinals(draw: st.DrawFn, max_k: int = 4) -> Any:
    """Ordinals below ω^(ω^(max_k+1)) with coefficients of any size."""
    v: Any = 0
    for _ in range(draw(st.integers(1, 3))):
        e: Any = 0
        for k in draw(st.sets(st.integers(0, max_k), max_size=2)):
            e = e + (omega**k if k else 1) * draw(st.integers(1, 40))
        v = v + omega**e * draw(st.integers(1, 2**20))
    return v if isinstance(v, Surreal) else int(str(v.canonical()))


@SETTINGS
@given(ordinals(), ordinals(), ordinals())
def test_field_laws(a: Any, b: Any, c: Any) -> None:
    assert nim_product(a, b) == nim_product(b, a)
    assert nim_product(a, nim_product(b, c)) == nim_product(nim_product(a, b), c)
    assert nim_product(a, nim_sum(b, c)) == nim_sum(nim_product(a, b), nim_product(a, c))
    assert nim_sum(a, a) == 0 and nim_product(a, 1) == a and nim_product(a, 0) == 0
    assert nim_exp(a, 5) == nim_product(nim_exp(a, 2), nim_exp(a, 3))
    # the Frobenius map of characteristic 2: (a ⊕ b)² = a² ⊕ b²
    assert nim_exp(nim_sum(a, b), 2) == nim_sum(nim_exp(a, 2), nim_exp(b, 2))


@SETTINGS
@given(st.integers(0, 15), st.integers(0, 15), st.integers(0, 15))
def test_a_finite_field_has_its_size(c2: int, c1: int, c0: int) -> None:
    """The ordinals ω²·c₂ ⊕ ω·c₁ ⊕ c₀ with c < 16 are the field of 16³ = 2¹² elements
    (ω is of degree 3 over the nimbers, ω³ = 2): x^(2¹²) = x, and x^(2¹² − 1) = 1 for x ≠ 0."""
    x = from_terms([(e, c) for e, c in (((0, 0, 2), c2), ((0, 0, 1), c1), ((0, 0, 0), c0)) if c])
    assert nim_exp(x, 2**12) == x
    if x != 0:
        assert nim_exp(x, 2**12 - 1) == 1


@given(st.integers(1, 2**200), st.integers(0, 2**200))
def test_nim_inverse_and_division(a: int, b: int) -> None:
    assert nim_product(a, nim_inverse(a)) == 1
    assert nim_product(nim_div(b, a), a) == b


# ------------------------------------------------------------------ the values
def test_transfinite_nimbers() -> None:
    a = nimber(omega * 3 + 1)
    assert isinstance(a, TransfiniteNimber) and not isinstance(a, Game)
    assert str(a) == "*(ω×3+1)" and a.nim_value == omega * 3 + 1 and a.birthday == omega * 3 + 1
    assert a + a is zero and a - a is zero and -a is a and a.outcome() is N and a.is_impartial
    assert str(a + nimber(omega + 1)) == "*(ω×2)" and str(a + nimber(5)) == "*(ω×3+4)"
    assert str(nimber(5) + a) == "*(ω×3+4)" and str(star + a) == "*(ω×3)"
    assert a + nimber(omega * 3) is star
    assert str(nimber(omega).conway_product(nimber(3))) == "*(ω×3)"
    assert nimber(omega) == nimber(omega) and hash(nimber(omega)) == hash(nimber(omega))
    assert parse(str(a)) == a and parse("*ω^ω") == nimber(omega**omega)
    assert pickle.loads(pickle.dumps(a)) == a
    assert a._repr_latex_() == "$*(\\omega \\cdot 3+1)$"
    for bad in (up, integer(1), parse("{1|*}")):
        with pytest.raises(TypeError):
            a + bad
    with pytest.raises(InvalidArgument):
        a.conway_product(up)
    with pytest.raises(InvalidGame):
        nimber(1 / omega)
    with pytest.raises(InvalidGame):
        nimber(-1)  # as before


def test_bad_arguments() -> None:
    for bad in (lambda: nim_exp(omega, -1), lambda: nim_exp(2, 1.5), lambda: nim_sum(omega, 1.5),
                lambda: nim_product(omega, -2), lambda: nim_inverse(-3), lambda: nim_div(1, -1),
                lambda: ugly_product(-1, 2), lambda: nim_product(omega - 1, 2)):
        with pytest.raises(InvalidArgument):
            bad()
    with pytest.raises(DivisionByZero):
        nim_div(3, 0)
    with pytest.raises(OutOfRange):
        nim_product(1, omega**omega**omega)  # CGSuite too: every nonzero factor is checked
    assert nim_product(0, omega**omega**omega) == 0 and nim_exp(omega**omega**omega, 0) == 1
    assert nim_sum(omega**omega**omega, 1) == omega**omega**omega + 1  # nim-sums have no range
    # a term ω^(ω^54) is in range while no product needs α_263 (CGSuite: an index error)
    assert str(nim_product(omega ** omega**54, 2)) == "ω^ω^54×2"
    with pytest.raises(OutOfRange):
        nim_product(omega ** omega**54, omega ** (omega**54 * 262))
