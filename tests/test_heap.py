"""Heap rulesets: CGSuite's expectations, the vectorised loop against plain search, proven
periodicity, misère values and genus against the twin.

Expected values come from CGSuite's GameHeapTest.scala (tests/cgsuite_impartial_expectations.py)
and from the brute-force twin (tests/oracle/impartial.py: play on multisets of heaps, moves read
off the octal digits bit by bit).
"""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from cgt import InvalidGame, ParseError
from cgt.impartial import genus, misere_canonical, misere_str, nim_value
from cgt.rulesets import (
    DAWSONS_KAYLES,
    GRUNDY_GAME,
    KAYLES,
    NIM,
    HeapRuleset,
    TakeAndBreak,
    TBCode,
    subtraction,
    take_and_break,
)
from tests.cgsuite_impartial_expectations import (
    GRUNDY_22,
    GRUNDY_92679_OPTIONS,
    HEAP_CASES,
)
from tests.oracle import impartial as twin

RULESETS = {
    "Nim": NIM,
    "GrundysGame": GRUNDY_GAME,
    "Kayles": KAYLES,
    "DawsonsKayles": DAWSONS_KAYLES,
    "Subtraction([2,3,7])": subtraction([2, 3, 7]),
    "Subtraction([2,3,7], allbut => true)": subtraction([2, 3, 7], all_but=True),
    'TakeAndBreak("0.3F")': take_and_break("0.3F"),
}


@pytest.mark.parametrize("case", HEAP_CASES, ids=lambda c: c[0])
def test_cgsuite_heap_cases(case) -> None:  # noqa: ANN001
    name, code, options20, nims, periodicity, minus, genera = case
    rs = RULESETS[name]
    assert str(rs.code) == code
    assert len(rs.moves(20)) == options20
    assert [rs.nim_value(n) for n in range(1, 21)] == nims
    assert rs.nim_value(0) == 0
    assert rs.misere_nim_values(20) == minus
    assert [str(g) for g in rs.genus_sequence(20)] == genera
    # CheckPeriodicity(2000); the three-heap code 0.3F is checked on 400 values (its values
    # grow, so no prefix proves a pure period).
    found = rs.periodicity(400 if name.endswith('"0.3F")') else 2000)
    assert (None if found is None else (found.period, found.preperiod)) == periodicity


def test_grundy_game_canonical_form_and_options() -> None:
    assert misere_str(GRUNDY_GAME.misere_canonical(22)) == GRUNDY_22
    assert len(GRUNDY_GAME.moves(92679)) == GRUNDY_92679_OPTIONS


OCTAL = {"Kayles": {1: 7, 2: 7}, "DawsonsKayles": {2: 7}, "GrundysGame": None}


def _moves(name: str):  # noqa: ANN202
    if name == "GrundysGame":
        return lambda n: [(a, n - a) for a in range(1, (n + 1) // 2) if a != n - a]
    return lambda n: twin.octal_moves(OCTAL[name], n)


@pytest.mark.parametrize("name", ["Kayles", "DawsonsKayles", "GrundysGame"])
def test_misere_values_against_the_twin(name: str) -> None:
    rs = RULESETS[name]
    plus, minus = twin.heap_g_values(_moves(name), 16)
    assert rs.nim_values(16).tolist() == plus
    assert rs.misere_nim_values(16) == minus


def _genus_twin(name: str, n: int, digits: int) -> list[int]:
    base = _moves(name)

    def moves(h: int) -> list[tuple[int, ...]]:
        if h < 0:  # a nim heap *|h|, here always *2 or *1
            return [(-t,) if t else () for t in range(-h)]
        return base(h)

    return [twin.heap_position_g_minus(moves, (n,) + (-2,) * k) for k in range(digits)]


@pytest.mark.parametrize("name", ["Kayles", "DawsonsKayles", "GrundysGame"])
def test_genus_digits_past_cgsuite_table_against_the_twin(name: str) -> None:
    rs = RULESETS[name]
    for n in range(21, 23):
        assert list(rs.genus(n).sequence(3)) == _genus_twin(name, n, 3)


@pytest.mark.exhaustive
@pytest.mark.parametrize("name", ["Kayles", "DawsonsKayles", "GrundysGame"])
def test_genus_to_thirty_against_the_twin(name: str, request: pytest.FixtureRequest) -> None:
    twin.require_exhaustive(request)
    rs = RULESETS[name]
    plus, minus = twin.heap_g_values(_moves(name), 30)
    assert rs.misere_nim_values(30) == minus
    for n in range(31):
        assert list(rs.genus(n).sequence(4)) == _genus_twin(name, n, 4)


octal_codes = st.dictionaries(st.integers(1, 4), st.integers(0, 7), min_size=1).map(
    lambda d: "0." + "".join(str(d.get(r, 0)) for r in range(1, max(d) + 1))
)


@settings(max_examples=40)
@given(octal_codes)
def test_vectorised_loop_against_plain_moves_and_the_twin(code: str) -> None:
    rs = take_and_break(code)
    slow = HeapRuleset(rs.code.moves, "plain")
    assert rs.nim_values(80).tolist() == slow.nim_values(80).tolist()
    digits = {r: int(ch) for r, ch in enumerate(code[2:], start=1) if ch != "0"}
    plus, _ = twin.heap_g_values(lambda n: twin.octal_moves(digits, n), 14)
    assert rs.nim_values(14).tolist() == plus


@settings(max_examples=30)
@given(st.sampled_from(["0.3F", "0.F", "0.7F", "0.B", "4!.0", "0.4!7", "0.6?", "0.4=7"]))
def test_codes_with_constraints_and_three_heaps(code: str) -> None:
    rs = take_and_break(code)
    slow = HeapRuleset(rs.code.moves, "plain")
    assert rs.nim_values(60).tolist() == slow.nim_values(60).tolist()


@settings(max_examples=25)
@given(octal_codes)
def test_proven_periodicity_holds_further(code: str) -> None:
    rs = take_and_break(code)
    found = rs.periodicity(300)
    assume(found is not None)  # about half the codes prove a period within 300 heaps
    values = rs.nim_values(1200)
    for n in range(found.preperiod, 1200 - found.period):
        assert values[n + found.period] == values[n]


hexadecimal_codes = st.dictionaries(st.integers(0, 3), st.integers(0, 15), min_size=1).map(
    lambda d: "".join(f"{d.get(r, 0):X}" + ("." if r == 0 else "") for r in range(max(d) + 1))
)


@settings(max_examples=25, deadline=None)
@given(st.one_of(octal_codes, hexadecimal_codes), st.integers(257, 700))
def test_a_far_heap_read_off_a_proven_period_is_the_computed_value(code: str, n: int) -> None:
    # nim_value(n) of a fresh ruleset may read n off a period proven by a prefix; the value
    # computed all the way to n by another fresh ruleset is the same
    try:
        asked, computed = take_and_break(code), take_and_break(code)
    except InvalidGame:  # a code whose d0 lets a move leave the heap as it was
        assume(False)
    assert asked.nim_value(n) == computed.nim_values(n)[n]
    assert asked.nim_value(n - 1) == computed.nim_values(n)[n - 1]


def test_kayles_far_out() -> None:
    # Kayles has period 12 from heap 71 on (Guy–Smith; Winning Ways ch. 4); 10**12 ≡ 4 mod 12
    assert KAYLES.nim_value(10**12) == KAYLES.nim_values(2000)[76 + 12 * 100] == 1
    assert DAWSONS_KAYLES.nim_value(10**9 + 7) == DAWSONS_KAYLES.nim_values(3000)[
        53 + (10**9 + 7 - 53) % 34
    ]


@pytest.mark.parametrize("code", ["4!.0", "0.6?", "0.4=7"])
def test_a_constrained_code_is_computed_not_read_off_a_period(code: str) -> None:
    # a constraint on the heaps left can break the periodicity theorem's argument: the value
    # at 600 is the computed one
    asked, computed = take_and_break(code), take_and_break(code)
    assert asked.nim_value(600) == computed.nim_values(600)[600]
    assert asked._periodic_law is None


def test_periodicity_needs_a_long_enough_prefix() -> None:
    assert KAYLES.periodicity(2000).period == 12
    assert KAYLES.periodicity(150) is None  # 12 and 71 need 2·71 + 2·12 + 2 + 2 values
    assert NIM.periodicity(100) is None  # an infinite code: no theorem


@pytest.mark.parametrize(
    ("text", "normal"),
    [
        ("0.77", "0.77"),
        ("0.770", "0.77"),
        ("4!.0", "4!.0"),
        ("0.[3]", "0.[3]"),
        ("0.3003330[3]", "0.3003330[3]"),
        ("0.3[0]", "0.3"),
        ("0.3F", "0.3F"),
        ("0.{2+}=", "0.{2+}="),
        ("0.*", "0.*"),
        ("0.&63;", "0.&63;"),
        ("0.{1,3!}", "0.A!"),  # one heap is trivially "pairwise unequal"
        ("0.{1,3!,4}", "0.{1,3!,4}"),
    ],
)
def test_code_text(text: str, normal: str) -> None:
    assert str(TBCode.parse(text)) == normal


@pytest.mark.parametrize(
    ("text", "column"),
    [("077", 4), ("0.7.7", 4), ("0.7x", 4), ("0.[7", 5), ("0.7]", 4), ("0.{2", 3), ("0.&7", 3)],
)
def test_bad_codes(text: str, column: int) -> None:
    with pytest.raises(ParseError) as err:
        TBCode.parse(text)
    assert err.value.column == column


def test_bad_rulesets() -> None:
    with pytest.raises(InvalidGame):
        subtraction([0, 2])
    with pytest.raises(InvalidGame, match="need not end"):
        TakeAndBreak("2.0")  # take no token and leave one heap: endless
    with pytest.raises(InvalidGame, match="need not end"):
        TakeAndBreak("24.0").nim_value(3)  # add a token, split in two: (1, n) again
    with pytest.raises(InvalidGame):
        KAYLES.nim_value(-1)


def test_heaps_are_game_forms() -> None:
    for n in range(8):
        g = KAYLES(n)
        assert nim_value(g) == KAYLES.nim_value(n)
        assert misere_canonical(g) == KAYLES.misere_canonical(n)
        assert str(genus(g)) == str(KAYLES.genus(n))


# ------------------------------------------------------------------ constraints, against CGSuite
def test_some_unequal_leaves_one_heap_as_cgsuite() -> None:
    # CGSuite: game.heap.TakeAndBreak("0.3F?").HeapOptions(9) and (3)
    moves = TBCode.parse("0.3F?").moves
    assert sorted(moves(9)) == sorted(
        [(8,), (7,), (1, 6), (2, 5), (3, 4), (1, 1, 5), (1, 2, 4), (1, 3, 3), (2, 2, 3)]
    )
    assert sorted(moves(3)) == [(2,)]
    assert (7,) in take_and_break("0.3F?").moves(9)


def test_heap_options_against_a_running_cgsuite() -> None:
    from tests.cgsuite_take_and_break import HEAP_OPTIONS

    for code, n, expected in HEAP_OPTIONS:
        want = sorted(tuple(sorted(m)) for m in expected)
        assert sorted(TBCode.parse(code).moves(n)) == want, (code, n)


def test_nim_sequences_against_a_running_cgsuite() -> None:
    from tests.cgsuite_take_and_break import NIM_SEQUENCES

    for code, expected in NIM_SEQUENCES.items():
        rs = take_and_break(code)
        assert rs.nim_values(40).tolist()[1:] == expected, code
        assert HeapRuleset(rs.code.moves).nim_values(40).tolist()[1:] == expected, code


_constrained_digits = st.dictionaries(
    st.integers(1, 4),
    st.tuples(st.integers(1, 15), st.sampled_from(["", "!", "?", "="])),
    min_size=1,
)


def _code_text(digits: dict[int, tuple[int, str]]) -> str:
    return "0." + "".join(
        "0123456789ABCDEF"[digits[r][0]] + digits[r][1] if r in digits else "0"
        for r in range(1, max(digits) + 1)
    )


@settings(max_examples=60)
@given(_constrained_digits)
def test_constrained_codes_against_the_twin(digits: dict[int, tuple[int, str]]) -> None:
    code = _code_text(digits)
    tb = TBCode.parse(code)
    for n in range(15):
        assert sorted(tb.moves(n)) == twin.constrained_code_moves(digits, n), (code, n)
    plus, _ = twin.heap_g_values(lambda n: twin.constrained_code_moves(digits, n), 14)
    assert take_and_break(code).nim_values(14).tolist() == plus, code


def test_a_heaps_misere_canonical_form_prints_as_i_canonical_prints_it() -> None:
    # issue 37: KAYLES.misere_canonical(5) printed its braces; I.canonical prints *[…]
    from cgt import I
    from cgt.rulesets import KAYLES

    for n in range(12):
        c, expected = KAYLES.misere_canonical(n), I.canonical(KAYLES(n))
        assert str(c) == str(expected) and repr(c) == repr(expected), n
        assert c == expected and c.form is expected.form
    assert str(KAYLES.misere_canonical(5)) == "*[2[2]321]"
