"""Every refutation carries a confirmed witness (issue 8, point 7).

The separator is built from the clause of the maintenance–proviso test that fails, on the
components of sums (no literal sum formed); the twin (tests/oracle/misere.py) confirms each X by
brute-force outcomes of the literal trees. A "no" whose witness cannot be confirmed is reported
undecided, by the universe and by claims.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import D, E, M, SearchBoundExceeded, claim, star, zero
from cgt.canonical.misere import adjoint, ge_state
from cgt.families import dead_ending, dicots, games
from cgt.misere_sum import state
from cgt.universes import parental, witness
from tests.oracle import misere as tw
from tests.oracle.normal import tree

MEMBERS = {"M": games(max_birthday=2), "D": dicots(max_birthday=2),
           "E": dead_ending(max_birthday=2)}
IN = {"M": lambda g: True, "D": lambda g: g.is_dicot, "E": lambda g: g.is_dead_ending}


def sums(kind: str) -> st.SearchStrategy:
    return st.lists(st.sampled_from(list(MEMBERS[kind])), min_size=0, max_size=2).map(state)


@settings(max_examples=150)
@given(st.data())
def test_separators_of_sums_are_confirmed_by_the_twin(data: st.DataObject) -> None:
    kind = data.draw(st.sampled_from(["M", "D", "E"]))
    g, h = data.draw(sums(kind)), data.draw(sums(kind))
    if ge_state(kind, g, h):
        return
    x = witness.refute_states(kind, g, h)
    assert IN[kind](x)
    tg, th, tx = tuple(tree(c) for c in g), tuple(tree(c) for c in h), tree(x)
    assert not tw.outcome_ge(tw.outcome(*tg, tx), tw.outcome(*th, tx))


@settings(max_examples=100)
@given(st.lists(st.sampled_from(list(games(max_birthday=2))), min_size=1, max_size=3))
def test_adjoint_of_a_sum_is_the_adjoint_of_its_literal_form(parts: list) -> None:
    s = state(parts)
    total = zero
    for p in parts:
        total = total + p
    assert witness.adjoint_state(s) is adjoint(total)
    assert tw.outcome(*(tree(c) for c in s), tree(witness.adjoint_state(s))) == "P"


def test_form_separators_match_the_state_construction() -> None:
    for kind, fam in MEMBERS.items():
        forms = list(fam)[:: max(1, len(fam) // 25)]
        for g in forms:
            for h in forms:
                if ge_state(kind, (g,) if g is not zero else (), (h,) if h is not zero else ()):
                    continue
                x = witness.refute(kind, g, h)
                assert not tw.outcome_ge(tw.outcome(tree(g), tree(x)),
                                         tw.outcome(tree(h), tree(x)))


def test_the_construction_has_a_bound() -> None:
    g = state([star, star, star, star])
    with pytest.raises(SearchBoundExceeded, match="MAX_WITNESS_POSITIONS"):
        witness.refute_states("M", g, (), bound=2)


def test_a_no_without_a_confirmed_witness_is_undecided(monkeypatch: pytest.MonkeyPatch) -> None:
    # Pretend no candidate confirms (as when the separator exceeds its bound): the universe
    # must say "undecided", never "no", and a claim must not count a counterexample.
    for u in (M, D, E):  # the witness pools are listed (with witnesses) before the pretence
        u.ge(star, zero)
        u._pool(u.kind)
    monkeypatch.setattr(parental, "_confirmer", lambda *a, **k: lambda terms: None)
    for u in (M, D, E):
        v = u.ge(star + star + star, zero)
        assert not v.decided and v.holds is None and v.witness is None
        assert "undecided" in v.reason
        r = claim("G >= 0", mod=u, G=[star + star + star]).check()
        assert r.holds is None and not r.counterexamples and len(r.undecided) == 1
