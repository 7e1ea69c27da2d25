"""S and HSTAR decided by the sprig theory (MMN §4), with witnesses checked by plain search."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations_with_replacement

from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import HSTAR, D, Game, M, S, nimber, number, ordinal_sum, parse, star, zero
from cgt.hackenbush import hackenbush, sprig
from cgt.misere_sum import flatten
from tests.oracle import misere as tw
from tests.oracle.hackenbush import engine_only
from tests.oracle.normal import tree


def sp(x: object) -> Game:
    return ordinal_sum(star, number(x))


def total(forms: list[Game]) -> Game:
    g = zero
    for f in forms:
        g = g + f
    return g


def twin_outcome(g: Game, x: Game) -> str:
    return tw.outcome(*[tree(c) for c in flatten(g) + flatten(x)])


def test_done_when_statements() -> None:
    # Issue 11, "Done when".
    assert bool(S.ge(sprig(1).game(), sprig("1/2").game()))
    v = S.equiv(sprig(1).game(), sprig("1/2").game())
    assert v.decided and not v.holds and S.contains(v.witness)
    assert twin_outcome(sprig(1).game(), v.witness) != twin_outcome(sprig("1/2").game(), v.witness)
    assert D.canonical(hackenbush("elrl").game()) == ordinal_sum(star, number("3/4"))
    assert bool(M.equiv(hackenbush("e(ee;e)").game(), nimber(4)))


def test_witness_beyond_two_sprigs() -> None:
    # Undecided before: needs X = * + *:1/2 + *:1/2, outcomes (R, N).
    g = sp("-1/2") + sp("-3/4")
    h = sp("-1/2") + sp("-1/2") + sp("-1/2")
    v = S.ge(g, h)
    assert v.decided and not v.holds and S.contains(v.witness)
    og, oh = twin_outcome(g, v.witness), twin_outcome(h, v.witness)
    assert (og, oh) == (str(v.outcomes[0]), str(v.outcomes[1]))
    assert not tw.outcome_ge(og, oh)


def test_membership_depends_on_the_form_only() -> None:
    literal = hackenbush("elrr").game()  # the literal form of the sprig *:1/4
    assert S.contains(literal) and HSTAR.contains(literal)
    assert S.contains(sp("1/4")) and not S.contains(nimber(2)) and HSTAR.contains(nimber(2))
    assert HSTAR.contains(hackenbush("ee(l;rl)").game())  # a generalized flower
    assert HSTAR.contains(hackenbush("e(ee;e)").game())  # a shrub
    assert HSTAR.contains(ordinal_sum(nimber(2), number(3)))  # a flower
    assert not S.contains(ordinal_sum(nimber(2), number(3)))
    assert not HSTAR.contains(parse("{0|*}")) and not S.contains(parse("^"))
    # Asking twice, or after building other sums, cannot change the answer.
    a = [S.contains(sp(1) + sp(-1)), HSTAR.contains(sp(1) + sp(-1))]
    _ = sp(1) + sp(-1) + sp(2)
    assert a == [S.contains(sp(1) + sp(-1)), HSTAR.contains(sp(1) + sp(-1))] == [True, True]


XS = [Fraction(k, 2) for k in (-3, -2, -1, 1, 2, 3)]
SUMS = [list(c) for k in range(0, 3) for c in combinations_with_replacement(XS, k)]


def test_equivalence_of_small_sprig_sums_is_decided_and_witnessed() -> None:
    forms = [total([sp(x) for x in c]) for c in SUMS]
    forms += [f + star for f in forms[:8]]
    for g in forms:
        for h in forms:
            v = S.equiv(g, h)
            assert v.decided
            if not v.holds:
                assert S.contains(v.witness)
                assert twin_outcome(g, v.witness) != twin_outcome(h, v.witness)
            else:
                assert bool(D.equiv(g, h))


sprig_sums = st.lists(st.sampled_from(XS + [Fraction(0)]), max_size=3).map(
    lambda xs: total([sp(x) for x in xs])
)


@settings(max_examples=60)
@given(sprig_sums, sprig_sums)
def test_ge_verdicts_are_sound(g: Game, h: Game) -> None:
    for u in (S, HSTAR):
        v = u.ge(g, h)
        if not v.decided:
            continue
        if v.holds:
            # A proof mod S: no sprig sum of a small pool refutes it (brute force).
            for c in SUMS[:12]:
                for s in ([], [star]):
                    x = total([sp(y) for y in c] + s)
                    assert tw.outcome_ge(twin_outcome(g, x), twin_outcome(h, x))
        else:
            assert u.contains(v.witness)
            og, oh = twin_outcome(g, v.witness), twin_outcome(h, v.witness)
            assert not tw.outcome_ge(og, oh)


def test_theorem_equiv_agrees_with_the_misere_engine() -> None:
    from cgt.hackenbush import green_value
    from cgt.hackenbush.misere import theorem_equiv

    for spec in ["e(e;e)", "e(ee;e)", "e(e;e;e)", "e(ee(e;e);e)", "e(e:Ae:A;e)", "e(e:A;e:A)"]:
        p = hackenbush(spec)
        g = nimber(green_value(p))
        reason = theorem_equiv(p.game(), g)
        assert reason is not None and "Lo Thm 1.1" in reason
        assert bool(engine_only(M.equiv, p.game(), g))  # M's engine, without the theorem
    flower0 = ordinal_sum(nimber(2), parse("{-1|1}"))
    assert "Cor. 4.4" in theorem_equiv(flower0, nimber(2))
    assert bool(engine_only(M.equiv, flower0, nimber(2)))
    assert theorem_equiv(nimber(2), nimber(3)) is None


@settings(max_examples=100)
@given(st.lists(st.sampled_from(XS + [Fraction(0)]), max_size=7))
def test_data_outcome_agrees_with_the_flowerbed_theorems(xs: list[Fraction]) -> None:
    from cgt.hackenbush.misere import theorem_outcome
    from cgt.universes.star_hackenbush import data_outcome, sprig_data

    forms = [sp(x) for x in xs]
    d = sprig_data(total(forms))
    assert d is not None
    assert data_outcome(d) is theorem_outcome(forms)[0]
