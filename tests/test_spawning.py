"""Spawning heap rulesets (turning codes), subtraction-set codes and joins: CGSuite's own test
expectations, tables recorded from a running CGSuite (tests/cgsuite_spawning.py), and the twin
written from the rules (tests/oracle/spawning.py), on every heap up to 12 and on random codes.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import InvalidArgument, InvalidGame, NotSupported, ParseError, SearchBoundExceeded
from cgt.impartial import misere_str, nim_value
from cgt.rulesets import turning_code as spawning_module
from cgt.rulesets.heap import (
    GRUNDY_GAME,
    KAYLES,
    HeapRuleset,
    TakeAndBreak,
    from_subtraction_set,
    splittles,
    subtraction,
    take_and_break,
)
from cgt.rulesets.turning_code import Spawning, TurningCode, TurningElement, spawning
from tests import cgsuite_spawning as cgs
from tests.oracle import impartial as impartial_twin
from tests.oracle import spawning as twin

ALL_CODES = [c for _, c, _, _ in cgs.CGSUITE_TESTS] + cgs.QUIRK_CODES + cgs.RANDOM_CODES


def _plain(rs: HeapRuleset) -> HeapRuleset:
    """The same moves, valued by the plain mex loop over listed moves."""
    return HeapRuleset(rs.moves, "plain")


# ------------------------------------------------------------------ CGSuite's own tests
@pytest.mark.parametrize("case", cgs.CGSUITE_TESTS, ids=lambda c: c[0])
def test_cgsuite_spawning_tests(case: tuple[str, str, int, list[int]]) -> None:
    _, code, options20, values = case
    rs = spawning(code)
    assert rs.nim_values(20).tolist()[1:] == values
    assert [rs.nim_value(n) for n in range(1, 21)] == values
    assert len(rs.moves(20)) == options20
    if options20 < 5000:
        assert _plain(rs).nim_values(20).tolist()[1:] == values


# ------------------------------------------------------------------ tables from CGSuite
def test_heap_options_against_cgsuite() -> None:
    for code, n, expected in cgs.HEAP_OPTIONS:
        want = sorted({tuple(sorted(m)) for m in expected})
        assert sorted(spawning(code).moves(n)) == want, (code, n)
        # every move CGSuite lists, each once per element that allows it
        assert sorted(spawning(code).code.moves(n)) == sorted(map(tuple, expected)), (code, n)


def test_nim_sequences_against_cgsuite() -> None:
    for code, top, expected in cgs.NIM_SEQUENCES:
        assert spawning(code).nim_values(top).tolist()[1:] == expected, code
        # listing every move of the top heaps is slow (the twin covers the others)
        assert _plain(spawning(code)).nim_values(14).tolist()[1:] == expected[:14], code


def test_misere_canonical_forms_against_cgsuite() -> None:
    for code, n, expected in cgs.MISERE_HEAPS:
        rs = spawning(code)
        assert misere_str(rs.misere_canonical(n)) == expected, (code, n)
        assert misere_str(rs(n)) == expected, (code, n)


# ------------------------------------------------------------------ the twin
@pytest.mark.parametrize("code", ALL_CODES)
def test_moves_and_values_against_the_twin(code: str) -> None:
    rs = spawning(code)
    for n in range(13):
        assert sorted(rs.moves(n)) == twin.heap_moves(code, n), (code, n)
    assert rs.nim_values(12).tolist() == twin.nim_values(lambda n: twin.heap_moves(code, n), 12)


def test_every_way_of_valuing_against_the_twin(monkeypatch: pytest.MonkeyPatch) -> None:
    # tables instead of listed moves, and tabled cosets instead of listed ones, everywhere
    monkeypatch.setattr(spawning_module, "_ENUMERATE", 0)
    monkeypatch.setattr(spawning_module, "_LIST_RANK", 0)
    for code in ALL_CODES:
        want = twin.nim_values(lambda n, c=code: twin.heap_moves(c, n), 12)
        assert spawning(code).nim_values(12).tolist() == want, code


def test_values_by_search_on_sums_of_heaps() -> None:
    # no nim-sums: the twin plays on multisets of heaps (tests/oracle/impartial.py)
    for code in ["1-3", "3E", "4FS", "1+S", "1-3C(5)", "1+FS"]:
        plus, minus = impartial_twin.heap_g_values(lambda n, c=code: twin.heap_moves(c, n), 6)
        rs = spawning(code)
        assert rs.nim_values(6).tolist() == plus, code
        assert rs.misere_nim_values(6) == minus, code


_counts = st.one_of(
    st.integers(1, 5).map(str),
    st.tuples(st.integers(1, 5), st.integers(0, 4)).map(lambda t: f"{t[0]}-{t[0] + t[1]}"),
    st.integers(1, 5).map(lambda a: f"{a}+"),
)


@st.composite
def _elements(draw: st.DrawFn) -> str:
    count = draw(_counts)
    spacing = draw(st.sampled_from(["", "C", "E", "S"]))
    if spacing == "E" and int(count.split("-")[0].rstrip("+")) < 2:
        spacing = ""
    mods = [spacing] if spacing else []
    if draw(st.booleans()):
        mods.append("F")
    if draw(st.booleans()):
        mods.append(f"C({draw(st.integers(2, 8))})")
    return count + "".join(draw(st.permutations(mods)))


_codes = st.lists(_elements(), min_size=1, max_size=3).map(",".join)


def _readable(code: str) -> bool:
    try:
        TurningCode.parse(code)
    except ParseError:
        return False  # every element dropped by its span
    return True


@settings(max_examples=150)
@given(_codes.filter(_readable))
def test_random_codes_against_the_twin(code: str) -> None:
    rs = spawning(code)
    for n in range(12):
        assert sorted(rs.moves(n)) == twin.heap_moves(code, n), (code, n)
    assert rs.nim_values(11).tolist() == twin.nim_values(lambda n: twin.heap_moves(code, n), 11)


@settings(max_examples=60)
@given(_codes.filter(_readable))
def test_dynamic_programming_against_listed_moves(code: str) -> None:
    small = all(e.high is not None and e.high <= 6 for e in TurningCode.parse(code).elements)
    top = 16 if small else 13
    fast, plain = spawning(code).nim_values(top), _plain(spawning(code)).nim_values(top)
    assert fast.tolist() == plain.tolist()


def test_values_asked_one_heap_at_a_time() -> None:
    # the tables carry on from heap to heap; asked again from the start they agree
    for code in ["1-3C(5)", "2-3SC(6)", "1-5CF,2E", "1+FS", "2-4F,3S"]:
        rs = spawning(code)
        one_by_one = [rs.nim_value(n) for n in range(25)]
        assert one_by_one == spawning(code).nim_values(24).tolist() == _plain(
            spawning(code)
        ).nim_values(24).tolist()


@pytest.mark.parametrize(
    "code", ["1-3C(5)", "3C(5)", "1-5C", "2-4SC(7),1-3FC(5)", "2C,3-4EC(6)", "1-2C,4C(6)FS"]
)
def test_windowed_codes_repeat(code: str) -> None:
    # every element reaches a bounded window: once a window of values repeats, so does the
    # sequence (each value is a function of the window below it); listed moves agree far past
    # the first repetition, asked in one go and heap by heap
    rs = spawning(code)
    values = rs.nim_values(600).tolist()
    assert rs._dp is not None and rs._dp.cycle is not None
    assert values == _plain(spawning(code)).nim_values(600).tolist()
    step = spawning(code)
    assert [step.nim_values(k).tolist()[-1] for k in range(0, 601, 13)] == values[::13]


def test_motley_has_a_closed_form() -> None:
    # Motley (any coins) reaches every subset: g(n) = 2^(n-1) (Winning Ways ch. 14); the twin
    # and the listed moves agree where they can go
    rs = spawning("1+")
    assert rs.nim_values(62).tolist() == [0] + [2 ** (n - 1) for n in range(1, 63)]
    assert rs.nim_values(12).tolist() == twin.nim_values(lambda n: twin.heap_moves("1+", n), 12)
    assert spawning("1+,3E").nim_values(12).tolist() == rs.nim_values(12).tolist()
    assert spawning("1+").nim_value(63) == 2**62
    with pytest.raises(NotSupported, match="64-bit"):
        spawning("1+").nim_value(64)


def test_heaps_are_game_forms() -> None:
    rs = spawning("1-3")
    for n in range(8):
        assert nim_value(rs(n)) == rs.nim_value(n)
    assert str(rs(3).canonical()) == "*4"


def test_table_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spawning_module, "MAX_TABLE_BYTES", 1 << 10)
    rs = spawning("1-9")
    with pytest.raises(SearchBoundExceeded, match="MAX_TABLE_BYTES"):
        rs.nim_values(20)
    monkeypatch.setattr(spawning_module, "MAX_TABLE_BYTES", 1 << 30)
    assert rs.nim_values(20).tolist()[1:] == cgs.CGSUITE_TESTS[1][3]  # carries on afterwards


# ------------------------------------------------------------------ codes: text and errors
def test_code_text_and_elements() -> None:
    code = TurningCode.parse("1-3c(5),4fs,2+E")
    assert str(code) == "1-3c(5),4fs,2+E" and repr(code) == "TurningCode('1-3c(5),4fs,2+E')"
    assert code.elements == (
        TurningElement(1, 3, 5, "", False),
        TurningElement(4, 4, None, "S", True),
        TurningElement(2, None, None, "E", False),
    )
    assert TurningCode.parse("1+C(4)").elements == (TurningElement(1, 4, 4, "", False),)
    # an element that needs more coins than its span is dropped, as CGSuite does
    assert TurningCode.parse("3C(2),2").elements == (TurningElement(2, 2, None, "", False),)
    rs = spawning("1-3")
    assert repr(rs) == "spawning('1-3')" and str(rs.code) == "1-3"
    assert isinstance(rs, Spawning) and Spawning(code).code is code


@pytest.mark.parametrize(
    ("text", "column"),
    [
        ("", 1),  # no element
        ("1-3,", 5),  # an empty element (CGSuite reads "1-3," as "1-3")
        ("1,,2", 3),
        ("x", 1),
        ("-3", 1),
        ("1-3x", 4),
        ("1-2-3", 4),  # CGSuite reads it as 1-2
        (" 1", 1),
        ("0", 1),  # CGSuite reads 0 coins as the coin n alone
        ("0-2", 1),
        ("3-1", 3),  # an empty range: CGSuite fails with an index error
        ("1E", 1),  # CGSuite divides by zero
        ("1-3E", 1),
        ("2CS", 3),  # two spacing modifiers: CGSuite takes the last
        ("2FF", 3),
        ("2C(3)C(4)", 6),
        ("2C(", 2),
        ("2C(x)", 2),
        ("2C(-1)", 2),
        ("3C(2)", 1),  # every element dropped: CGSuite fails (empty.max)
    ],
)
def test_bad_codes(text: str, column: int) -> None:
    with pytest.raises(ParseError) as err:
        spawning(text)
    assert err.value.column == column


def test_code_must_be_text() -> None:
    with pytest.raises(ParseError):
        TurningCode.parse(3)  # type: ignore[arg-type]
    with pytest.raises(InvalidGame):
        spawning("1-3").nim_value(-1)


# ------------------------------------------------------------------ subtraction sets, joins
def test_from_subtraction_set_against_cgsuite() -> None:
    for s, digit, all_but, printed, values in cgs.FROM_SUBTRACTION_SET:
        code = printed.removeprefix('TakeAndBreak("').removesuffix('")')
        if digit == "F" and min(s) <= 0:
            # F before the point takes no token and may leave the heap itself: cgt refuses
            # the code when it is built, CGSuite when it is evaluated
            with pytest.raises(InvalidGame, match="need not end"):
                from_subtraction_set(s, digit, all_but)
            continue
        rs = from_subtraction_set(s, digit, all_but)
        assert isinstance(rs, TakeAndBreak) and str(rs.code) == code, (s, digit)
        if values:
            assert rs.nim_values(40).tolist()[1:] == values, (s, digit)


def test_endless_subtraction_codes() -> None:
    for s, digit, all_but, printed in cgs.ENDLESS_CODES:
        code = printed.removeprefix('TakeAndBreak("').removesuffix('")')
        with pytest.raises(InvalidGame, match="need not end"):
            rs = from_subtraction_set(s, digit, all_but)
            assert str(rs.code) == code
            rs.nim_values(5)


def test_splittles_against_cgsuite() -> None:
    for s, all_but, printed, values in cgs.SPLITTLES:
        rs = splittles(s, all_but)
        assert str(rs.code) == printed.removeprefix('TakeAndBreak("').removesuffix('")')
        assert rs.nim_values(40).tolist()[1:] == values, s
    assert repr(splittles([1, 2])) == "splittles([1, 2])"
    assert repr(splittles([3], all_but=True)) == "splittles([3], all_but=True)"


def test_subtraction_games_two_ways() -> None:
    # the existing subtraction() and CGSuite's FromSubtractionSet give one game
    for s in ([2, 3, 7], [1, 4], [3]):
        for all_but in (False, True):
            a, b = subtraction(s, all_but), from_subtraction_set(s, "3", all_but)
            assert a.nim_values(60).tolist() == b.nim_values(60).tolist()


@pytest.mark.parametrize(
    ("bad", "error"),
    [
        (([],), InvalidArgument),
        (("123",), InvalidArgument),
        ((5,), InvalidArgument),
        (([1, True],), InvalidArgument),
        (([1.5],), InvalidArgument),
        (([0, 2], "3", True), InvalidArgument),  # all_but with a non-positive element
        (([1], "37"), InvalidArgument),
        (([1], "x"), InvalidArgument),
        (([1], 3), InvalidArgument),
    ],
)
def test_bad_subtraction_sets(bad: tuple, error: type[Exception]) -> None:
    with pytest.raises(error):
        from_subtraction_set(*bad)


_BUILD = {
    "game.heap.Subtraction([1,2])": lambda: from_subtraction_set([1, 2]),
    "game.heap.Splittles([3])": lambda: splittles([3]),
    'game.heap.Spawning("3E")': lambda: spawning("3E"),
    'game.heap.Spawning("1-2C")': lambda: spawning("1-2C"),
    'game.heap.TakeAndBreak("0.07")': lambda: take_and_break("0.07"),
    'game.heap.Spawning("2C")': lambda: spawning("2C"),
    "game.heap.Kayles": lambda: KAYLES,
    "game.heap.GrundysGame": lambda: GRUNDY_GAME,
}


def test_joins_against_cgsuite() -> None:
    for a, b, values, options9 in cgs.JOINS:
        joined = _BUILD[a]().join(_BUILD[b]())
        assert joined.nim_values(30).tolist()[1:] == values, (a, b)
        assert sorted(joined.moves(9)) == sorted({tuple(sorted(m)) for m in options9}), (a, b)


def test_join_periodicity_and_errors() -> None:
    both = subtraction([1, 2]).join(splittles([3]))
    assert both.max_removed == 3 and both.max_heaps == 2
    assert both.periodicity(200) is not None
    assert spawning("3E").join(KAYLES).periodicity(200) is None  # no theorem for spawning
    assert repr(both) == "subtraction([1, 2]).join(splittles([3]))"
    with pytest.raises(InvalidArgument):
        KAYLES.join("0.77")  # type: ignore[arg-type]
