"""Partizan heap and coordinate rulesets (cgt/rulesets/partizan_heap.py): partizan_heap and
its builders (subtraction sets, take-and-break codes, Splittles), partizan coordinate rulesets,
Partizan Euclid, GenCutcake and its instances.

Checked against the brute-force twin (tests/oracle/coordinate.py: rules written out, values as
canonical forms of whole positions), heaps up to 12, cakes up to 6 × 6, sums of two; against
CGSuite's own expectations (GameHeapTest.scala) and fresh random instances recorded from a
running CGSuite (tests/cgsuite_coordinate.py); against the existing Cutcake and Maundy Cake;
hypothesis on random subtraction sets and codes.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import InvalidArgument, InvalidGame, NotShortGame, ParseError
from cgt.rulesets.cake import Cutcake, MaundyCake
from cgt.rulesets.coordinate import CoordinateRuleset
from cgt.rulesets.heap import splittles, subtraction, take_and_break
from cgt.rulesets.partizan_heap import (
    Eatcake,
    GenCutcake,
    PartizanEuclid,
    PartizanHeapRuleset,
    PartizanSplittles,
    TurnAndEatcake,
    cake_product,
    partizan_coordinate_ruleset,
    partizan_heap,
    partizan_join,
    partizan_splittles,
    partizan_subtraction,
    partizan_take_and_break,
)
from tests import cgsuite_coordinate as cgsuite
from tests.oracle import coordinate as twin
from tests.test_coordinate_rulesets import impartial_class, twin_moves


# ---------------------------------------------------------------------- building from specs
def _twin_code(code: str):  # noqa: ANN202
    return {"4.0": twin.split_in_two, "{2+}=.0": twin.equal_parts, "0.7": twin.eat_one}.get(
        code
    ) or (twin.octal(code) if "!" not in code and "[" not in code else None)


def partizan_class(spec: tuple) -> type:  # noqa: PLR0911
    """The cgt class of a partizan ruleset described as in tests/cgsuite_coordinate.py."""
    kind = spec[0]
    if kind == "psub":
        return partizan_subtraction(spec[1], spec[2], all_but=spec[3])
    if kind == "psplit":
        return partizan_splittles(spec[1], spec[2], all_but=spec[3])
    if kind == "ptb":
        return partizan_take_and_break(spec[1], spec[2])
    if kind == "cake":
        return GenCutcake(take_and_break(spec[1]), take_and_break(spec[2]), twisted=spec[3])
    if kind == "Eatcake":
        return Eatcake
    if kind == "TurnAndEatcake":
        return TurnAndEatcake
    if kind == "PartizanEuclid":
        return PartizanEuclid
    if kind == "Cutcake":
        return GenCutcake(take_and_break("4.0"), take_and_break("4.0"))
    if kind == "MaundyCake":
        return GenCutcake(take_and_break("{2+}=.0"), take_and_break("{2+}=.0"))
    if kind == "pcoord":
        return partizan_coordinate_ruleset(impartial_class(spec[1]), impartial_class(spec[2]))
    return impartial_class(spec)


def partizan_twin(spec: tuple):  # noqa: ANN201, PLR0911
    """(Left's moves, Right's moves) of the same ruleset in the twin, or None."""
    kind = spec[0]
    if kind in ("psub", "psplit"):
        rule = twin.subtraction if kind == "psub" else twin.splittles
        return rule(spec[1], spec[3]), rule(spec[2], spec[3])
    if kind == "ptb":
        left, right = _twin_code(spec[1]), _twin_code(spec[2])
        return None if left is None or right is None else (left, right)
    if kind == "cake":
        left, right = _twin_code(spec[1]), _twin_code(spec[2])
        return None if left is None or right is None else twin.cake(left, right, spec[3])
    if kind in ("Eatcake", "TurnAndEatcake"):
        return twin.cake(twin.eat_one, twin.eat_one, kind == "TurnAndEatcake")
    if kind == "Cutcake":
        return twin.cake(twin.split_in_two, twin.split_in_two)
    if kind == "MaundyCake":
        return twin.cake(twin.equal_parts, twin.equal_parts)
    if kind == "PartizanEuclid":
        return twin.euclid()
    if kind == "pcoord":
        return twin_moves(spec[1]), twin_moves(spec[2])
    moves = twin_moves(spec)
    return moves, moves


HEAP_FAMILIES = [
    ("psub", (1, 3), (2, 3), False),
    ("psub", (1,), (2,), False),
    ("psub", (2, 5), (1, 4, 6), False),
    ("psub", (2,), (1, 3), True),
    ("psplit", (1, 2), (2, 3), False),
    ("psplit", (1,), (3,), True),
    ("ptb", "0.07", "0.77"),
    ("ptb", "0.137", "0.6"),
    ("ptb", "0.51", "0.4"),
]

CAKE_FAMILIES = [
    ("Eatcake",),
    ("TurnAndEatcake",),
    ("Cutcake",),
    ("MaundyCake",),
    ("cake", "0.77", "4.0", False),
    ("cake", "0.07", "0.6", True),
    ("cake", "{2+}=.0", "{2+}=.0", True),
    ("pcoord", ("Mem",), ("FibonacciNim",)),
    ("pcoord", ("Wythoff",), ("GenMem", "ne", 0)),
]


# ---------------------------------------------------------------------- twins
@pytest.mark.parametrize("spec", HEAP_FAMILIES, ids=str)
def test_every_heap_against_the_twin(spec: tuple) -> None:
    R = partizan_class(spec)
    left, right = partizan_twin(spec)
    value, misere = twin.values(left, right), twin.misere_outcome(left, right)
    whole = twin.values_whole(left, right)
    for n in range(13):
        assert R(n).canonical() is value((n,) if n else ()), (spec, n)
        assert str(R(n).misere_outcome()) == misere((n,) if n else ()), (spec, n)
        assert sorted(R.heap_options(n, "left")) == sorted(set(left(n)))
        assert sorted(R.heap_options(n, "right")) == sorted(set(right(n)))
    for a, b in combinations_with_replacement(range(1, 8), 2):
        p = R(a, b)
        assert p.canonical() is whole((a, b)) is value((a, b)), (spec, a, b)
        assert str(p.outcome()) == str(whole((a, b)).outcome())
        if a + b <= 9:
            assert str(p.misere_outcome()) == misere((a, b)), (spec, a, b)


@pytest.mark.parametrize("spec", CAKE_FAMILIES, ids=str)
def test_every_cake_against_the_twin(spec: tuple) -> None:
    R = partizan_class(spec)
    left, right = partizan_twin(spec)
    value, misere = twin.values(left, right), twin.misere_outcome(left, right)
    whole = twin.values_whole(left, right)
    lo = 1 if spec[0] == "pcoord" else 0
    for m in range(lo, 7):
        for n in range(lo, 7):
            p = R(m, n)
            assert p.canonical() is value(((m, n),)), (spec, m, n)
            assert sorted(R.heap_options((m, n), "left")) == sorted(set(left(m, n)))
            assert sorted(R.heap_options((m, n), "right")) == sorted(set(right(m, n)))
            if m * n <= 9:
                assert str(p.misere_outcome()) == misere(((m, n),)), (spec, m, n)
    pairs = [(m, n) for m in range(lo, 4) for n in range(lo, 4)]
    for h1, h2 in combinations_with_replacement(pairs, 2):
        key = tuple(sorted((h1, h2)))
        assert R(h1, h2).canonical() is whole(key) is value(key), (spec, h1, h2)
        if h1[0] * h1[1] + h2[0] * h2[1] <= 6:
            assert str(R(h1, h2).misere_outcome()) == misere(key), (spec, h1, h2)


def test_partizan_euclid_against_the_twin() -> None:
    left, right = twin.euclid()
    value = twin.values(left, right)
    for p in range(30):
        for q in range(30):
            assert PartizanEuclid(p, q).canonical() is value(((p, q),)), (p, q)


def test_gen_cutcake_agrees_with_cutcake_and_maundy_cake() -> None:
    cut = GenCutcake(take_and_break("4.0"), take_and_break("4.0"))
    maundy = cake_product(take_and_break("{2+}=.0"), take_and_break("{2+}=.0"))
    for m in range(1, 11):
        for n in range(1, 11):
            assert cut(m, n).canonical() is Cutcake(m, n).canonical(), (m, n)
            assert maundy(m, n).canonical() is MaundyCake(m, n).canonical(), (m, n)
    assert cut((2, 3), (5, 1)).canonical() is Cutcake((2, 3), (5, 1)).canonical()


@pytest.mark.parametrize("twisted", [False, True])
def test_one_ruleset_both_ways_negates_under_exchange(twisted: bool) -> None:
    r = take_and_break("0.77")
    R = GenCutcake(r, take_and_break("0.77"), twisted=twisted)
    assert R.SWAP_NEGATES and not GenCutcake(r, take_and_break("0.7")).SWAP_NEGATES
    left, right = twin.cake(twin.octal("0.77"), twin.octal("0.77"), twisted)
    value = twin.values(left, right)
    for m in range(7):
        for n in range(7):
            assert R(m, n).canonical() is -R(n, m).canonical() is value(((m, n),))
            assert R(m, n).negations() == [R(n, m)]


def test_one_ruleset_both_ways_is_impartial() -> None:
    k = take_and_break("0.77")
    R = partizan_heap(k, take_and_break("0.77"))
    assert R.IMPARTIAL and not partizan_heap(k, take_and_break("0.07")).IMPARTIAL
    assert [R(n).nim_value() for n in range(13)] == k.nim_values(12).tolist()
    assert [str(R(n).canonical()) for n in range(4)] == ["0", "*", "*2", "*3"]


# ---------------------------------------------------------------------- hypothesis
_sets = st.lists(st.integers(1, 7), min_size=1, max_size=4).map(lambda s: tuple(sorted(set(s))))
_octal = st.lists(st.integers(0, 7), min_size=1, max_size=3).filter(any).map(
    lambda ds: "0." + "".join(map(str, ds))
)


@settings(max_examples=20, deadline=None)
@given(_sets, _sets, st.booleans(), st.booleans())
def test_random_subtraction_and_splittles(ls: tuple, rs: tuple, all_but: bool, split: bool) -> None:
    make = partizan_splittles if split else partizan_subtraction
    rule = twin.splittles if split else twin.subtraction
    R = make(ls, rs, all_but=all_but)
    value = twin.values(rule(ls, all_but), rule(rs, all_but))
    for n in range(11):
        assert R(n).canonical() is value((n,) if n else ())
    assert R(3, 4).canonical() is value((3, 4))


@settings(max_examples=20, deadline=None)
@given(_octal, _octal)
def test_random_code_pairs(lc: str, rc: str) -> None:
    R = partizan_take_and_break(lc, rc)
    value = twin.values(twin.octal(lc), twin.octal(rc))
    for n in range(11):
        assert R(n).canonical() is value((n,) if n else ())


@settings(max_examples=12, deadline=None)
@given(_octal, _octal, st.booleans())
def test_random_cake_products(lc: str, rc: str, twisted: bool) -> None:
    R = cake_product(take_and_break(lc), take_and_break(rc), twisted=twisted)
    value = twin.values(*twin.cake(twin.octal(lc), twin.octal(rc), twisted))
    for m in range(6):
        for n in range(6):
            assert R(m, n).canonical() is value(((m, n),))


# ---------------------------------------------------------------------- CGSuite's own tests
def test_cgsuite_partizan_heap_games() -> None:
    # GameHeapTest.scala, "define partizan heap games properly"
    expected = "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}"
    assert str(partizan_subtraction([1, 3], [2, 3])(6).canonical()) == expected
    assert str(partizan_join(subtraction([1, 3]), subtraction([2, 3]))(6).canonical()) == expected


# GameHeapTest.scala, "define partizan coordinate games properly": (8,8).LeftOptions.Size and
# the canonical forms of (8, n), n = 0 … 8.
_GAME_HEAP_TEST = [
    (("Cutcake",), 4, "[-7,-7,-3,-3,-1,-1,-1,-1,0]"),
    (("MaundyCake",), 3, "[-7,-7,-3,-3,-1,-3,-1,-3,0]"),
    (("Eatcake",), 4, "[-8,^,{^|||^*|v||0},{^^|*},{^^|*||0,{0|vv*}},{^3|^*||*},"
     "{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}},{0||^^*|0|||*},*]"),
    (("TurnAndEatcake",), 4, "[0,v,0,v,0,v<3>,0,v,0]"),
    (("cake", "{2+}=.0", "{2+}=.0", True), 3,
     "[1,1,{8|-2},{8|-3},{8|-6},{8|-5},{8|-6,{-4|-14}},{10|-7},+-12]"),
    (("PartizanEuclid",), 0, "[0,0,0,v,0,0,^,^5,0]"),
]


@pytest.mark.parametrize("case", _GAME_HEAP_TEST, ids=lambda c: str(c[0]))
def test_cgsuite_game_heap_test(case: tuple) -> None:
    spec, left_options, values = case
    R = partizan_class(spec)
    assert len(R(8, 8).left_moves()) == left_options
    assert "[" + ",".join(str(R(8, n).canonical()) for n in range(9)) + "]" == values
    if spec[0] == "cake":  # the same game through CakeProduct
        M = take_and_break("{2+}=.0")
        C = cake_product(M, M, twisted=True)
        assert "[" + ",".join(str(C(8, n).canonical()) for n in range(9)) + "]" == values


# ---------------------------------------------------------------------- fresh CGSuite instances
@pytest.mark.parametrize("case", cgsuite.SEQUENCES, ids=lambda c: c[0])
def test_cgsuite_game_value_sequences(case: tuple) -> None:
    _, spec, n, values = case
    assert [str(g) for g in partizan_class(spec).game_value_sequence(n)] == values


@pytest.mark.parametrize("case", cgsuite.CANONICAL_FORMS, ids=lambda c: c[0])
def test_cgsuite_canonical_forms(case: tuple) -> None:
    _, spec, values = case
    R = partizan_class(spec)
    assert [(a, b, str(R(a, b).canonical())) for a, b, _ in values] == values


@pytest.mark.parametrize("case", cgsuite.LEFT_RIGHT_OPTION_COUNTS, ids=lambda c: c[0])
def test_cgsuite_option_counts(case: tuple) -> None:
    _, spec, (a, b), lefts, rights = case
    p = partizan_class(spec)(a, b)
    assert (len(p.left_moves()), len(p.right_moves())) == (lefts, rights)


@pytest.mark.parametrize("case", cgsuite.GAME_VALUE_TABLES, ids=lambda c: c[0])
def test_cgsuite_game_value_tables(case: tuple) -> None:
    _, spec, rows, cols, text = case
    assert str(partizan_class(spec).game_value_table(rows, cols)) == text


@pytest.mark.parametrize(
    "case",
    [c for c in cgsuite.OUTCOMES if not issubclass(partizan_class(c[1]), CoordinateRuleset)],
    ids=lambda c: c[0],
)
def test_cgsuite_outcomes_of_sums(case: tuple) -> None:
    _, spec, heaps, normal, misere = case
    p = partizan_class(spec)(*heaps)
    assert (str(p.outcome()), str(p.misere_outcome())) == (normal, misere)


# ---------------------------------------------------------------------- the classes
def test_names_and_caching() -> None:
    R = partizan_subtraction([3, 1], [2, 3])
    assert R is partizan_subtraction((1, 3), [3, 2]) and issubclass(R, PartizanHeapRuleset)
    assert str(R(6) + R(2)) == (
        "partizan_subtraction([1, 3], [2, 3])(2) + partizan_subtraction([1, 3], [2, 3])(6)"
    )
    assert str(partizan_subtraction([1], [2], all_but=True)(0)) == (
        "partizan_subtraction([1], [2], all_but=True)(0)"
    )
    assert str(PartizanSplittles([1, 2], [2, 3])(5)) == "PartizanSplittles([1, 2], [2, 3])(5)"
    assert str(Eatcake(3, 4) + Eatcake(1, 2)) == "Eatcake(1, 2) + Eatcake(3, 4)"
    assert str(TurnAndEatcake()) == "TurnAndEatcake()"
    assert str(TurnAndEatcake().canonical()) == "0"
    k = take_and_break("0.77")
    assert str(GenCutcake(k, k, twisted=True)(1, 2)) == (
        "GenCutcake(take_and_break('0.77'), take_and_break('0.77'), twisted=True)(1, 2)"
    )
    assert GenCutcake(k, k) is GenCutcake(take_and_break("0.77"), k)
    assert str(splittles([2, 3], all_but=True).code) == "0.700[7]"
    # CGSuite's codes for the same sets (FromSubtractionSet)
    assert str(partizan_splittles([1, 2], [2, 3]).LEFT.code) == "0.77"
    assert str(partizan_splittles([1, 2], [1], all_but=True).LEFT.code) == "0.00[7]"


def test_winning_moves() -> None:
    R = partizan_subtraction([1, 3], [2, 3])
    # R(5) = {1|1,{1|0}||0,{1|0}|0}: Left wins moving first, to heap 4 = {1|1,{1|0}}
    assert [str(m.option) for m in R(5).winning_moves("left")] == [
        "partizan_subtraction([1, 3], [2, 3])(4)"
    ]
    moves = (Eatcake(2, 2) + Eatcake(1, 3)).winning_moves("right")
    assert all(str(m.option.outcome()) in ("R", "P") for m in moves)


def test_bad_input() -> None:
    with pytest.raises(InvalidGame):
        partizan_subtraction([], [1])
    with pytest.raises(InvalidGame):
        partizan_subtraction([0, 1], [1])
    with pytest.raises(InvalidArgument):
        partizan_subtraction("13", [1])  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        partizan_subtraction([1], [2], all_but=1)  # type: ignore[arg-type]
    with pytest.raises(ParseError):
        partizan_take_and_break("0.7", "0.x")
    with pytest.raises(InvalidArgument):
        partizan_take_and_break("0.7", 7)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        partizan_heap(take_and_break("0.7"), "0.7")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        GenCutcake(take_and_break("0.7"), take_and_break("0.7"), twisted="yes")  # type: ignore
    with pytest.raises(InvalidArgument):
        partizan_coordinate_ruleset(3, lambda a, b: [])  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        partizan_subtraction([1], [2]).game_value_sequence(-1)
    with pytest.raises(InvalidGame):
        Eatcake(-1, 3)
    with pytest.raises(InvalidGame):
        partizan_subtraction([1], [2])((1, 2))
    with pytest.raises(InvalidGame):
        PartizanEuclid(1.5, 2)
    with pytest.raises(InvalidArgument):
        Eatcake.heap_options((1, 2), "up")
    with pytest.raises(InvalidGame):
        partizan_coordinate_ruleset(lambda a, b: [(a, b, 1)], lambda a, b: [])(1, 1).canonical()


def test_loopy_rulesets_get_loopy_values() -> None:
    # Left may always exchange the coordinates, Right never moves: the value is on = {on|}
    P = partizan_coordinate_ruleset(lambda a, b: [(b, a)], lambda a, b: [], name="P")
    assert str(P(1, 2).game_value()) == "on" and str(P(1, 2).outcome()) == "L"
    with pytest.raises(NotShortGame):
        P(1, 2).canonical()
    assert str(P(3, 3).game_value()) == "on"  # (3, 3) moves to itself
