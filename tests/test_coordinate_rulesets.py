"""Impartial coordinate rulesets (cgt/rulesets/coordinate.py): GenWythoff, GenMem, TakeAway,
FibonacciNim, Mem, coordinate_ruleset, acrostic and direct products.

Checked against the brute-force twin (tests/oracle/coordinate.py: rules written out, nim values
by the mex rule over whole sums), every pair up to 8 and every sum of two pairs up to 4; against
CGSuite's own expectations (GameHeapTest.scala) and fresh random instances recorded from a
running CGSuite (tests/cgsuite_coordinate.py); the direct product against nim products (the
Tartan theorem); hypothesis on random bounding functions, predicates and codes.
"""

from __future__ import annotations

import math
from fractions import Fraction
from itertools import combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import InvalidArgument, InvalidGame, NotShortGame, SearchBoundExceeded, nimber
from cgt.impartial import genus, nim_product
from cgt.rulesets.coordinate import (
    CoordinateRuleset,
    FibonacciNim,
    GenMem,
    GenWythoff,
    Mem,
    TakeAway,
    acrostic_product,
    coordinate_ruleset,
    direct_product,
)
from cgt.rulesets.heap import HeapRuleset, take_and_break
from cgt.rulesets.wythoff import Wythoff
from tests import cgsuite_coordinate as cgsuite
from tests.oracle import coordinate as twin


# ---------------------------------------------------------------------- building from specs
def _linear(a: int, c: int):  # noqa: ANN202
    return lambda k: a * k + c


_PREDICATES = {
    "ne": lambda c: lambda memory, j: j != memory + c,
    "ge": lambda c: lambda memory, j: j >= memory - c,
    "le": lambda a, c: lambda memory, j: j <= a * memory + c,
    "mod": lambda p: lambda memory, j: (j + memory) % p != 0,
}


def _eat_both(a: int, b: int) -> list:
    return [(a - k, b) for k in range(1, a + 1)] + [[(a, c), (a, b - 1 - c)] for c in range(b)]


_SPAWNING: dict[str, HeapRuleset] = {}


def spawning(code: str) -> HeapRuleset:
    """CGSuite's Spawning(code) as a heap ruleset, its moves recorded from CGSuite."""
    if code not in _SPAWNING:
        table = cgsuite.SPAWNING_OPTIONS[code]
        _SPAWNING[code] = HeapRuleset(lambda n: table[n], f"Spawning({code!r})")
    return _SPAWNING[code]


def impartial_class(spec: tuple) -> type[CoordinateRuleset]:  # noqa: PLR0911
    """The cgt class of a ruleset described as in tests/cgsuite_coordinate.py."""
    kind = spec[0]
    if kind == "Wythoff":
        return GenWythoff(_WYTHOFF_BOUND)
    if kind == "GenWythoff":
        return GenWythoff(_cached(("bound",) + spec[1:], lambda: _linear(*spec[1:])))
    if kind == "Mem":
        return Mem
    if kind == "FibonacciNim":
        return FibonacciNim
    if kind == "TakeAway":
        return TakeAway(Fraction(spec[1], spec[2]))
    if kind == "TakeAwayFn":
        c = spec[1]
        return TakeAway(_cached(("limit", c), lambda: lambda k: k + c))
    if kind == "GenMem":
        return GenMem(_cached(spec, lambda: _PREDICATES[spec[1]](*spec[2:])))
    if kind == "eat_both":
        return coordinate_ruleset(_eat_both)
    if kind == "acrostic":
        return acrostic_product(take_and_break(spec[1]), take_and_break(spec[2]))
    if kind == "direct":
        return direct_product(take_and_break(spec[1]), take_and_break(spec[2]))
    raise ValueError(spec)


def _WYTHOFF_BOUND(k: int) -> int:  # noqa: N802
    return k + 1


_FUNCTIONS: dict[tuple, object] = {}


def _cached(key: tuple, make):  # noqa: ANN001, ANN202
    """One function object per key, so that a ruleset is one class (and one table)."""
    if key not in _FUNCTIONS:
        _FUNCTIONS[key] = make()
    return _FUNCTIONS[key]


def twin_moves(spec: tuple):  # noqa: ANN201, PLR0911
    """The twin's moves of the same ruleset, from its rules."""
    kind = spec[0]
    if kind == "Wythoff":
        return twin.wythoff(lambda k: k + 1)
    if kind == "GenWythoff":
        return twin.wythoff(_linear(*spec[1:]))
    if kind == "Mem":
        return twin.mem(lambda k, a: a >= k)
    if kind == "FibonacciNim":
        return twin.mem(lambda k, a: a <= 2 * k)
    if kind == "TakeAway":
        return twin.mem(lambda k, a: a <= k * Fraction(spec[1], spec[2]))
    if kind == "TakeAwayFn":
        return twin.mem(lambda k, a: a <= k + spec[1])
    if kind == "GenMem":
        return twin.mem(_PREDICATES[spec[1]](*spec[2:]))
    if kind == "eat_both":
        def moves(a: int, b: int) -> list:
            out = {((a - k, b),) for k in range(1, a + 1)}
            out |= {tuple(sorted([(a, c), (a, b - 1 - c)])) for c in range(b)}
            return sorted(out)
        return moves
    if kind in ("acrostic", "direct"):
        product = twin.acrostic if kind == "acrostic" else twin.direct
        return product(twin.octal(spec[1]), twin.octal(spec[2]))
    raise ValueError(spec)


FAMILIES = [
    ("Wythoff",),
    ("GenWythoff", 1, 2),
    ("GenWythoff", 2, 0),
    ("GenWythoff", 1, 0),
    ("Mem",),
    ("FibonacciNim",),
    ("TakeAway", 3, 1),
    ("TakeAway", 3, 2),
    ("TakeAwayFn", 1),
    ("GenMem", "ne", 0),
    ("GenMem", "mod", 3),
    ("eat_both",),
    ("acrostic", "0.77", "0.07"),
    ("acrostic", "0.137", "0.6"),
    ("direct", "0.77", "0.33"),
    ("direct", "0.07", "0.51"),
]


# ---------------------------------------------------------------------- twins
@pytest.mark.parametrize("spec", FAMILIES, ids=str)
def test_every_pair_against_the_twin(spec: tuple) -> None:
    cls, g = impartial_class(spec), twin.nim_values(twin_moves(spec))
    top = 6 if spec[0] == "direct" else 8
    for a in range(top + 1):
        for b in range(top + 1):
            p = cls(a, b)
            assert p.nim_value() == g(((a, b),)), (spec, a, b)
            assert p.canonical() is nimber(g(((a, b),)))
    # the moves themselves, as CGSuite's CoordinateOptions lists them
    for a, b in [(top, top - 1), (3, top), (top, 0)]:
        mine = sorted(set(cls.coordinate_options(a, b)))  # CGSuite keeps repeats
        assert mine == sorted(set(twin_moves(spec)(a, b))), (spec, a, b)


@pytest.mark.parametrize("spec", FAMILIES[::3], ids=str)
def test_sums_and_misere_against_the_twin(spec: tuple) -> None:
    cls, moves = impartial_class(spec), twin_moves(spec)
    g = twin.nim_values_whole(moves)
    misere = twin.misere_outcome(moves, moves)
    pairs = [(a, b) for a in range(4) for b in range(4)]
    for h1, h2 in combinations_with_replacement(pairs, 2):
        p = cls(h1, h2)
        assert p.nim_value() == g(tuple(sorted((h1, h2)))), (spec, h1, h2)
        if h1 <= (2, 3) and h2 <= (2, 3):
            assert str(p.misere_outcome()) == misere(tuple(sorted((h1, h2)))), (spec, h1, h2)
    for h in pairs:
        assert str(cls(h).misere_outcome()) == misere((h,)), (spec, h)


def test_wythoff_class_agrees_with_gen_wythoff() -> None:
    W = GenWythoff(lambda k: k + 1)
    for a in range(15):
        for b in range(15):
            assert W(a, b).nim_value() == Wythoff(a, b).nim_value(), (a, b)
            assert str(W(a, b).misere_outcome()) == str(Wythoff(a, b).misere_outcome())


def test_r_wythoff_p_positions() -> None:
    # Fraenkel's r-Wythoff: the P-positions are (⌊nα⌋, ⌊nα⌋ + rn), α = (2 − r + √(r² + 4))/2
    # (A. S. Fraenkel, How to beat your Wythoff games' opponent on three fronts, 1982); the
    # same check as CGSuite's GameHeapTest, for the first 15 of each r ≤ 5
    for r in range(1, 6):
        R = GenWythoff(_cached(("bound", 1, r), lambda r=r: _linear(1, r)))
        alpha = (2 - r + math.sqrt(r * r + 4)) / 2
        for n in range(15):
            a, b = int(n * alpha), int(n * (alpha + r))
            assert R(a, b).nim_value() == 0, (r, n)
            assert R(b, a).nim_value() == 0, (r, n)
    # and no others: the P-positions of Wythoff up to 30 are exactly the golden pairs
    phi = (1 + math.sqrt(5)) / 2
    pairs = {(math.floor(k * phi), math.floor(k * phi * phi)) for k in range(20)}
    W = GenWythoff(_WYTHOFF_BOUND)
    found = {(a, b) for a in range(31) for b in range(a, 31) if W(a, b).nim_value() == 0}
    assert found == {p for p in pairs if p[1] <= 30}


def test_tartan_theorem() -> None:
    # the direct product's nim values are the nim products of the factors' (Winning Ways
    # ch. 14; CGSuite's documentation of DirectProduct)
    for c1, c2 in [("0.77", "0.07"), ("0.137", "0.33"), ("4!.0", "0.51"), ("0.6", "0.[3]")]:
        r, s = take_and_break(c1), take_and_break(c2)
        D = direct_product(r, s)
        for m in range(9):
            for n in range(9):
                assert D(m, n).nim_value() == nim_product(r.nim_value(m), s.nim_value(n))


def test_acrostic_product_is_symmetric_for_one_ruleset() -> None:
    k = take_and_break("0.77")
    A = acrostic_product(k, k)
    assert A.SWAP_SYMMETRIC and not acrostic_product(k, take_and_break("0.07")).SWAP_SYMMETRIC
    for m in range(7):
        for n in range(7):
            assert A(m, n).nim_value() == A(n, m).nim_value()


# ---------------------------------------------------------------------- hypothesis
_octal = st.lists(st.integers(0, 7), min_size=1, max_size=3).filter(any).map(
    lambda ds: "0." + "".join(map(str, ds))
)


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 3), st.integers(-1, 3))
def test_random_bounding_functions(a: int, c: int) -> None:
    bound = _linear(a, c)
    R, g = GenWythoff(bound), twin.nim_values(twin.wythoff(bound))
    for x in range(7):
        for y in range(7):
            assert R(x, y).nim_value() == g(((x, y),)) == R(y, x).nim_value()


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(sorted(_PREDICATES)), st.integers(1, 3), st.integers(0, 2))
def test_random_predicates(form: str, p: int, c: int) -> None:
    pred = _PREDICATES[form](p, c) if form == "le" else _PREDICATES[form](p + (form == "mod"))
    R, g = GenMem(pred), twin.nim_values(twin.mem(pred))
    for n in range(12):
        for k in range(12):
            assert R(n, k).nim_value() == g(((n, k),))


@settings(max_examples=15, deadline=None)
@given(_octal, _octal)
def test_random_products(c1: str, c2: str) -> None:
    r, s = take_and_break(c1), take_and_break(c2)
    A, D = acrostic_product(r, s), direct_product(r, s)
    ga = twin.nim_values(twin.acrostic(twin.octal(c1), twin.octal(c2)))
    gd = twin.nim_values(twin.direct(twin.octal(c1), twin.octal(c2)))
    for m in range(7):
        for n in range(7):
            assert A(m, n).nim_value() == ga(((m, n),))
            assert D(m, n).nim_value() == gd(((m, n),)) == nim_product(
                r.nim_value(m), s.nim_value(n)
            )


@settings(max_examples=20, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)), min_size=1, max_size=4))
def test_random_sums_add_by_nim_sum(heaps: list) -> None:
    for R in (Mem, GenWythoff(_WYTHOFF_BOUND)):
        total = 0
        for h in heaps:
            total ^= R(h).nim_value()
        assert R(*heaps).nim_value() == total
        assert R(*heaps).canonical() is nimber(total)


# ---------------------------------------------------------------------- CGSuite's own tests
# GameHeapTest.scala, "define coordinate games properly": (10,10).Options.Size, the nim values
# and genera of (10, n) for n = 0 … 20.
_GAME_HEAP_TEST = [
    (("Wythoff",), 30, [10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14, 18, 7, 6, 2, 3, 1, 4, 5, 23, 28],
     "[10,11,9,8^8,13^(13),12^(12),0^0,15^(15),16^(16),17^(17),14^(14),18^(18),7^7,6^6,2^2,"
     "3^3,1^1,4^4,5^5,23^(23),28^(28)]"),
    (("GenWythoff", 1, 2), 48,
     [10, 11, 12, 13, 0, 14, 9, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 15, 28, 29, 30],
     "[10,11,12,13,0,14,9,17,18,19,20,21,22,23,24,25,26,15,28,29,30]"),
    (("FibonacciNim",), 10, [0, 2, 2, 2] + [5] * 17, "[0,2,2,2" + ",5" * 17 + "]"),
    (("TakeAway", 3, 1), 10, [0, 2, 2] + [6] * 18, "[0,2,2" + ",6" * 18 + "]"),
    (("Mem",), 1, [3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1] + [0] * 10,
     "[3,3,3,3,2,2,1,1,1,1,1" + ",0" * 10 + "]"),
    (("GenMem", "ne", 0), 9, [6, 6, 6, 4, 6, 6, 3] + [6] * 14, "[6,6,6,4,6,6,3" + ",6" * 14 + "]"),
]


@pytest.mark.parametrize("case", _GAME_HEAP_TEST, ids=lambda c: str(c[0]))
def test_cgsuite_game_heap_test(case: tuple) -> None:
    spec, options, nims, genera = case
    R = impartial_class(spec)
    assert len(R(10, 10).left_moves()) == options
    assert [R(10, n).nim_value() for n in range(21)] == nims
    if spec[0] in ("Wythoff", "Mem"):  # the genus from the game form (the others: row 10 only)
        assert "[" + ",".join(str(genus(R(10, n).game())) for n in range(21)) + "]" == genera


def test_cgsuite_gen_mem_table() -> None:
    # GameHeapTest: GenMem((memory, j) -> j != memory).NimValueTable(10, 10)
    expected = "\n--+---+---+---+---+---+---+---+---+---+--\n".join(
        [
            "0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0",
            "1 | 0 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1",
            "1 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1 | 1",
            "2 | 2 | 2 | 0 | 2 | 2 | 2 | 2 | 2 | 2 | 2",
            "3 | 2 | 3 | 3 | 0 | 3 | 3 | 3 | 3 | 3 | 3",
            "3 | 3 | 3 | 3 | 3 | 0 | 3 | 3 | 3 | 3 | 3",
            "2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2",
            "4 | 4 | 4 | 4 | 4 | 4 | 4 | 0 | 4 | 4 | 4",
            "5 | 4 | 5 | 3 | 5 | 5 | 5 | 5 | 5 | 5 | 5",
            "5 | 5 | 5 | 5 | 5 | 5 | 5 | 5 | 5 | 0 | 5",
            "6 | 6 | 6 | 4 | 6 | 6 | 3 | 6 | 6 | 6 | 6",
        ]
    )
    assert str(impartial_class(("GenMem", "ne", 0)).nim_value_table(10, 10)) == expected


def test_cgsuite_acrostic_product_strip_and_streak() -> None:
    # GameHeapTest: Spawning("1+").AcrosticProduct(Spawning("1+C")).NimValueTable(5, 20)
    # ("Strip and Streak", Winning Ways ch. 14); Motley and Ruler from CGSuite's moves, which
    # the twin's rules reproduce
    for n in range(6):
        assert sorted(map(tuple, cgsuite.SPAWNING_OPTIONS["1+"][n])) == sorted(twin.motley(n))
    for n in range(21):
        assert sorted(map(tuple, cgsuite.SPAWNING_OPTIONS["1+C"][n])) == sorted(twin.ruler(n))
    table = acrostic_product(spawning("1+"), spawning("1+C")).nim_value_table(5, 20)
    assert str(table) == cgsuite.STRIP_AND_STREAK


def test_cgsuite_direct_product_turnips_grunt() -> None:
    # GameHeapTest: Spawning("3E").DirectProduct(Spawning("4FS")).NimValueTable(8, 20)
    for n in range(21):
        assert sorted(map(tuple, cgsuite.SPAWNING_OPTIONS["3E"][n])) == sorted(twin.turnips(n))
        assert sorted(map(tuple, cgsuite.SPAWNING_OPTIONS["4FS"][n])) == sorted(twin.grunt(n))
    r, s = spawning("3E"), spawning("4FS")
    D = direct_product(r, s)
    assert str(D.nim_value_table(8, 20)) == cgsuite.TURNIPS_TIMES_GRUNT
    assert all(
        D(m, n).nim_value() == nim_product(r.nim_value(m), s.nim_value(n))
        for m in range(9) for n in range(21)
    )


# ---------------------------------------------------------------------- fresh CGSuite instances
@pytest.mark.parametrize("case", cgsuite.NIM_VALUES, ids=lambda c: c[0])
def test_cgsuite_nim_values(case: tuple) -> None:
    _, spec, values = case
    R = impartial_class(spec)
    assert [(a, b, R(a, b).nim_value()) for a, b, _ in values] == values


@pytest.mark.parametrize("case", cgsuite.OPTION_COUNTS, ids=lambda c: c[0])
def test_cgsuite_option_counts(case: tuple) -> None:
    _, spec, (a, b), count = case
    assert len(impartial_class(spec)(a, b).left_moves()) == count


@pytest.mark.parametrize("case", cgsuite.NIM_TABLES, ids=lambda c: c[0])
def test_cgsuite_nim_value_tables(case: tuple) -> None:
    _, spec, rows, cols, text = case
    assert str(impartial_class(spec).nim_value_table(rows, cols)) == text


@pytest.mark.parametrize(
    "case", [c for c in cgsuite.OUTCOMES if c[1][0] in {f[0] for f in FAMILIES}], ids=lambda c: c[0]
)
def test_cgsuite_outcomes_of_sums(case: tuple) -> None:
    _, spec, heaps, normal, misere = case
    p = impartial_class(spec)(*heaps)
    assert (str(p.outcome()), str(p.misere_outcome())) == (normal, misere)


# ---------------------------------------------------------------------- the classes
def test_factories_cache_their_classes() -> None:
    assert GenWythoff(_WYTHOFF_BOUND) is GenWythoff(_WYTHOFF_BOUND)
    assert GenWythoff(lambda k: k + 1) is not GenWythoff(lambda k: k + 1)  # functions by identity
    assert TakeAway(2) is TakeAway(Fraction(4, 2)) and TakeAway(2) is not FibonacciNim
    assert TakeAway(1.5) is TakeAway(Fraction(3, 2))
    k1, k2 = take_and_break("0.77"), take_and_break("0.77")
    assert acrostic_product(k1, k1) is acrostic_product(k2, k2)
    assert direct_product(k1, k2) is not acrostic_product(k1, k2)


def test_positions_print_and_add() -> None:
    def f(k: int) -> int:
        return 2 * k

    assert str(GenWythoff(f)(3, 5)) == "GenWythoff(f)(3, 5)"
    assert repr(GenWythoff(lambda k: k)(1, 2)) == "GenWythoff(<function>)(1, 2)"
    assert str(GenWythoff(f, name="W2")(5, 3) + GenWythoff(f, name="W2")(1, 1)) == (
        "W2(1, 1) + W2(5, 3)"
    )
    assert str(TakeAway(Fraction(3, 2))(4, 2)) == "TakeAway(3/2)(4, 2)"
    assert str(Mem()) == "Mem()" and Mem().nim_value() == 0 and Mem().left_moves() == []
    assert Mem((3, 1), (2, 2)) == Mem(2, 2) + Mem(3, 1) and Mem((3, 1)) == Mem(3, 1)
    assert Mem(5, 0).heaps == ((5, 0),) and len(Mem(5, 0).components()) == 1
    assert [str(c) for c in (Mem(1, 1) + Mem(2, 2)).components()] == ["Mem(1, 1)", "Mem(2, 2)"]


def test_winning_moves_and_game() -> None:
    W = GenWythoff(_WYTHOFF_BOUND)
    moves = W(4, 4).winning_moves("left")  # (0, 0) is the only P-position in reach
    assert [str(m.option) for m in moves] == ["GenWythoff(_WYTHOFF_BOUND)(0, 0)"]
    assert W(2, 3).game().canonical() is W(2, 3).canonical()


def test_memory_zero_is_as_cgsuite() -> None:
    # CGSuite's TakeAway lets a heap with memory 0 take nothing (FibonacciNim((5,0)).Options
    # is empty), and Mem take anything
    assert FibonacciNim(5, 0).left_moves() == [] and FibonacciNim(5, 0).nim_value() == 0
    assert len(Mem(5, 0).left_moves()) == 5


def test_bad_input() -> None:
    with pytest.raises(InvalidArgument):
        GenWythoff(3)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        GenMem("j >= k")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        TakeAway("2")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        TakeAway(float("nan"))
    with pytest.raises(InvalidArgument):
        acrostic_product("0.77", take_and_break("0.77"))  # type: ignore[arg-type]
    with pytest.raises(InvalidGame):
        Mem(-1, 2)
    with pytest.raises(InvalidGame):
        Mem(1, 2, 3)
    with pytest.raises(InvalidGame):
        Mem((1, 2.5))
    with pytest.raises(InvalidGame):
        Mem(True, 2)
    with pytest.raises(InvalidGame):
        GenWythoff(lambda k: "many")(3, 3).nim_value()
    with pytest.raises(InvalidGame):
        coordinate_ruleset(lambda a, b: 5)(1, 1).nim_value()
    with pytest.raises(InvalidGame):
        coordinate_ruleset(lambda a, b: [(1, 2, 3)])(1, 1).nim_value()
    loop = coordinate_ruleset(lambda a, b: [(b, a)])
    with pytest.raises(NotShortGame):
        loop(1, 2).nim_value()
    with pytest.raises(NotShortGame):
        loop(1, 2).canonical()
    up = coordinate_ruleset(lambda a, b: [(a + 1, b)])
    with pytest.raises(SearchBoundExceeded):
        up(0, 0).nim_value(max_positions=1000)
    assert coordinate_ruleset(lambda a, b: [(a - 1, b)] if a > -3 else [])(0, 0).nim_value() == 1
