"""A heap ruleset's misère quotient answers heaps past the bound it was built with, once the
periodicity of its heap elements proves it for every heap size (``MisereQuotient.periodicity``).

Outcomes past the bound are checked against plain search on sums of heaps (tests/oracle), for
octal games whose heap elements become periodic early; Kayles (period 12 from heap 71, so
proven by heap 166) is behind the exhaustive marker.
"""

from __future__ import annotations

import pytest

from cgt import CGTError, InvalidGame, grundy_game, misere_quotient, take_and_break
from cgt.impartial.quotient import _proven_period
from cgt.rulesets import KAYLES
from tests.oracle import impartial as oracle_impartial
from tests.oracle import quotient as twin

#: Octal codes (digit r -> bits) whose quotients are proven from small heap bounds, and the
#: bound each is built with.
CODES = {
    "0.75": ({1: 7, 2: 5}, 10),
    "0.33": ({1: 3, 2: 3}, 10),
    "0.71": ({1: 7, 2: 1}, 10),
    "0.31": ({1: 3, 2: 1}, 10),
    "0.53": ({1: 5, 2: 3}, 20),
}


@pytest.mark.parametrize("code", sorted(CODES))
def test_heaps_past_the_bound_get_their_outcomes(code: str) -> None:
    digits, bound = CODES[code]
    q = misere_quotient(take_and_break(code), heaps=bound)
    per = q.periodicity()
    is_p = twin.outcome_search(lambda h: oracle_impartial.octal_moves(digits, h))
    for heaps in [(21,), (22,), (23, 1), (26, 2), (29,), (30, 3)]:
        assert q.outcome(heaps) == ("P" if is_p(heaps) else "N"), heaps
    # far heaps read off the period: the same element as a heap one period earlier
    far = per.preperiod + 1000 * per.period + 1
    assert q.element([far]) == q.element([far - per.period])


def test_the_proof_needs_enough_heaps() -> None:
    # 0.75's elements (computed): 3 2 3 2 1 2 1 2 then 2 7 repeating from heap 8.
    phi = [0, 3, 2, 3, 2, 1, 2, 1, 2, 7, 2, 7, 2, 7, 2, 7, 2, 7, 2, 7, 2]
    # the bound: k·(n0 + p − 1) + t = 2·(8 + 1) + 2 = 20 heaps are needed, and 20 suffice
    assert _proven_period(phi, 2, 2) == (8, 2)
    assert _proven_period(phi[:-1], 2, 2) is None
    assert _proven_period([0, 1, 2, 3, 1, 2, 3, 1, 2, 3], 1, 1) == (1, 3)  # 1·(1 + 2) + 1 = 4


def test_a_quotient_that_grows_past_its_bound_says_so() -> None:
    q = misere_quotient(take_and_break("0.15"), heaps=10)
    with pytest.raises(InvalidGame, match=r"not the quotient of larger heaps.*heaps=20") as info:
        q.outcome([11])
    bigger = misere_quotient(take_and_break("0.15"), heaps=20)
    assert f"order {bigger.order}" in str(info.value) and bigger.order > q.order


def test_rulesets_the_argument_does_not_cover_are_refused() -> None:
    q = misere_quotient(grundy_game(), heaps=6)
    with pytest.raises(InvalidGame, match="periodicity argument"):
        q.outcome([7])
    q = misere_quotient([take_and_break("0.77")(3)])  # a set of games, not heaps
    with pytest.raises(CGTError):
        q.periodicity()


@pytest.mark.exhaustive
def test_kayles_built_to_heap_40_answers_every_heap() -> None:
    q = misere_quotient(KAYLES, heaps=40)
    is_p = twin.outcome_search(twin.kayles_moves)
    for heaps in [(41,), (42, 3), (45,), (50, 1)]:
        assert q.outcome(heaps) == ("P" if is_p(heaps) else "N")
    per = q.periodicity()
    assert (per.preperiod, per.period) == (71, 12)  # as the tests of Kayles' quotient state
    assert q.element([1000]) == q.element([1000 - 12 * 70])
    assert q.outcome([1000]) in ("P", "N") and q.order == 40


def _count_solves(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The heap bounds the quotient construction is run to, from now on."""
    import cgt.impartial.pretension as pretension

    bounds: list[int] = []
    solve = pretension.solve

    def counting(rs: object, bound: int, **kw: object) -> object:
        bounds.append(bound)
        return solve(rs, bound, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(pretension, "solve", counting)
    return bounds


def test_heaps_past_the_bound_extend_the_quotient_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # issue 37: the periodicity that answers far heaps is proven once, not per question

    q = misere_quotient(take_and_break("0.75"), heaps=12)
    bounds = _count_solves(monkeypatch)
    first = [q.outcome([1000, 7]), q.element([13])]
    assert len(bounds) == 1
    again = [q.outcome([1000, 7]), q.element([13]), q.outcome([2001]), str(q.periodicity())]
    assert len(bounds) == 1 and again[:2] == first


def test_a_failed_extension_fails_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # Kayles' heaps up to 4 have a quotient of order 6; heap 5 brings a new element, so no
    # heap past 4 can be answered from it (Plambeck–Siegel: the closures grow to order 40)

    q = misere_quotient(KAYLES, heaps=4)
    assert q.order == 6
    bounds = _count_solves(monkeypatch)
    messages = []
    for h in (100, 200, 100, 5):
        with pytest.raises(InvalidGame, match="is not the quotient of larger heaps") as info:
            q.outcome([h])
        messages.append(str(info.value))
    assert len(bounds) == 1  # the failing construction ran once; its error is remembered
    assert messages[1].startswith("heap 200 is past this quotient's heap bound 4")
    assert messages[0] == messages[2]
