"""Coin-turning strips: CGSuite's own test, nim values of random strips recorded from a running
CGSuite (tests/cgsuite_spawning.py), and plain search on strips (tests/oracle/spawning.py:
no heap representation, no nim-sums) on every strip up to 8 coins and on random ones.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import InvalidArgument, InvalidGame, ParseError, nimber
from cgt.impartial import misere_str
from cgt.outcome import Outcome
from cgt.rulesets.coin_turning import TurningPosition, turning
from cgt.rulesets.heap import HeapRuleset, take_and_break
from cgt.rulesets.turning_code import spawning
from tests import cgsuite_spawning as cgs
from tests.oracle import impartial as impartial_twin
from tests.oracle import spawning as twin


def _strips(coins: int) -> list[str]:
    return ["".join(s) for k in range(coins + 1) for s in itertools.product("th", repeat=k)]


def _check_against_search(cls: type[TurningPosition], moves, coins: int) -> None:  # noqa: ANN001
    nim, misere_next_wins = twin.strip_searchers(moves)
    for s in _strips(coins):
        p = cls(s)
        v = nim(twin.strip(s))
        assert p.nim_value() == v, s
        assert p.canonical() == nimber(v), s
        assert p.outcome() == (Outcome.P if v == 0 else Outcome.N), s
        want = Outcome.N if misere_next_wins(twin.strip(s)) else Outcome.P
        assert p.misere_outcome() == want, s


# ------------------------------------------------------------------ CGSuite
def test_cgsuite_turning_test() -> None:
    code, strip, value = cgs.CGSUITE_TURNING
    assert turning(code)(strip).nim_value() == value
    assert turning(spawning(code))(strip).nim_value() == value
    assert str(turning(code)(strip).canonical()) == f"*{value}"


def test_strips_against_cgsuite() -> None:
    for code, strip, value in cgs.STRIPS:
        assert turning(code)(strip).nim_value() == value, (code, strip)
    for code, strip, value in cgs.TB_STRIPS:
        assert turning(take_and_break(code))(strip).nim_value() == value, (code, strip)


def test_misere_forms_against_cgsuite() -> None:
    # CGSuite builds these from the strip's own options (no nim-sums)
    for code, strip, form in cgs.MISERE_STRIPS:
        assert misere_str(turning(code)(strip).game()) == form, (code, strip)


def test_a_coin_named_twice_is_turned_twice() -> None:
    # 0.07 moves heap 6 to [2, 2]: cgt turns coin 2 twice (back to tails); CGSuite's Options
    # turn it once, while its CanonicalForm (*3) is the nim-sum of the heaps, as cgt's is
    code, strip, cgsuite_options, cgsuite_value = cgs.TAKE_AND_BREAK_STRIP
    p = turning(take_and_break(code))(strip)
    assert sorted(map(str, p.left_moves())) == sorted(
        ["tttttt" if s == "thtttt" else s for s in cgsuite_options]
    )
    assert str(p.canonical()) == cgsuite_value
    moves = lambda n: impartial_twin.octal_moves({2: 7}, n)  # noqa: E731 - 0.07 from its digits
    nim, _ = twin.strip_searchers(moves)
    assert nim(twin.strip(strip)) == 3


# ------------------------------------------------------------------ plain search
@pytest.mark.parametrize("code", ["1-3", "1+S", "3E", "4FS", "1+C", "1-5CF", "2-3SC(6)", "1+FS"])
def test_every_strip_to_eight_coins(code: str) -> None:
    _check_against_search(turning(code), lambda n: twin.heap_moves(code, n), 8)


@pytest.mark.parametrize(("code", "digits"), [("0.07", {2: 7}), ("0.77", {1: 7, 2: 7}),
                                              ("0.137", {1: 1, 2: 3, 3: 7})])
def test_take_and_break_strips(code: str, digits: dict[int, int]) -> None:
    # the heap moves from the twin of octal codes; equal heaps turn a coin twice
    cls = turning(take_and_break(code))
    _check_against_search(cls, lambda n: impartial_twin.octal_moves(digits, n), 8)


_codes = st.lists(
    st.tuples(
        st.integers(1, 4),
        st.integers(0, 3),
        st.sampled_from(["", "C", "S", "E"]),
        st.booleans(),
    ).map(
        lambda t: f"{t[0]}-{t[0] + t[1]}"
        + (t[2] if t[2] != "E" or t[0] >= 2 else "")
        + ("F" if t[3] else "")
    ),
    min_size=1,
    max_size=2,
).map(",".join)


@settings(max_examples=60)
@given(_codes, st.lists(st.sampled_from("th"), max_size=9).map("".join))
def test_random_strips_against_search(code: str, strip: str) -> None:
    nim, misere_next_wins = twin.strip_searchers(lambda n: twin.heap_moves(code, n))
    p = turning(code)(strip)
    assert p.nim_value() == nim(twin.strip(strip))
    assert (p.misere_outcome() == Outcome.N) == misere_next_wins(twin.strip(strip))


def test_misere_play_is_not_the_heap_representation() -> None:
    # a strip is not its multiset of heaps in misère play: search both on every strip to 6
    code = "1-3"
    _, misere_next_wins = twin.strip_searchers(lambda n: twin.heap_moves(code, n))
    heaps_minus = impartial_twin.heap_misere_search(lambda n: twin.heap_moves(code, n))
    differ = [
        s for s in _strips(6)
        if misere_next_wins(twin.strip(s))
        != (heaps_minus(tuple(i for i, c in enumerate(s, 1) if c == "h")) != 0)
    ]
    assert "thhh" in differ  # heaps 2 + 3 + 4: N in misère play; the strip thhh: P
    for s in differ:
        p = turning(code)(s)
        assert (p.misere_outcome() == Outcome.N) == misere_next_wins(twin.strip(s))


# ------------------------------------------------------------------ classes, text, errors
def test_one_class_per_ruleset() -> None:
    assert turning("1-3") is turning("1-3")
    rs = take_and_break("0.07")
    assert turning(rs) is turning(rs)
    assert turning("1-3") is not turning("1-2")
    a, b = turning("1-3")("hth"), turning("1-2")("hth")
    assert a != b and a == turning("1-3")("hth")
    assert issubclass(turning("1-3"), TurningPosition) and turning("1-3").rules.code.text == "1-3"
    assert str(a) == "hth" and repr(a) == "Turning('hth')"
    assert 'class="cgt-board"' in a._repr_svg_()


def test_bad_input() -> None:
    with pytest.raises(ParseError) as err:
        turning("1-3")("htxh")
    assert err.value.column == 3
    with pytest.raises(InvalidArgument):
        turning("1-3")(5)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        turning(5)  # type: ignore[arg-type]
    with pytest.raises(ParseError):
        turning("1-3E")
    grows = HeapRuleset(lambda n: [(n + 1,)], "grows")
    with pytest.raises(InvalidGame, match="need not end"):
        list(turning(grows)("th").left_moves())


def test_empty_strip_and_long_strips() -> None:
    assert turning("1-3")("").nim_value() == 0
    assert list(turning("1-3")("").left_moves()) == []
    assert turning("1-3")("").misere_outcome() == Outcome.N
    # long strips: the heap representation answers without search
    long = "h" * 500
    assert turning("1-3")(long).nim_value() == _xor(spawning("1-3").nim_values(500)[1:])


def _xor(values) -> int:  # noqa: ANN001
    v = 0
    for x in values:
        v ^= int(x)
    return v
