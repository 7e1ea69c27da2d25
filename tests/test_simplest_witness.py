"""Refutations carry a simplest witness (issue 24, point 1), checked from the definitions.

For refuted pairs of forms born by day 2 (and sums of two such) modulo M, D and E, the witness
X is re-verified by the brute-force twin (:mod:`tests.oracle.misere`: outcomes searched on
literal trees, membership read off the tree), and no game of U of smaller birthday
distinguishes: every member of U born by day min(b(X) − 1, 2) is tried by the twin (the
search lists every class by day 2; for D it goes to day 3, whose 10⁶ dicot forms the twin
cannot list). ``distinguish`` returns only games within its bounds and confirmed, and None only
when the twin finds no game within them.
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import D, E, Game, I, M, S, game, parse
from cgt.families import dead_ending, dicots, games
from cgt.impartial import parse_misere
from cgt.misere_sum import flatten
from cgt.universes.simplest import within
from tests.oracle import misere as tw
from tests.oracle.normal import tree

UNIVERSES = {"M": M, "D": D, "E": E}
FORMS = {"M": games, "D": dicots, "E": dead_ending}


def comps(g: Game) -> tuple:
    return tuple(tree(c) for c in flatten(g))


def refutes(g: tuple, h: tuple, x: tuple, equiv: bool) -> tuple[str, str] | None:
    og, oh = tw.outcome(*(g + x)), tw.outcome(*(h + x))
    bad = og != oh if equiv else not tw.outcome_ge(og, oh)
    return (og, oh) if bad else None


def check_simplest(kind: str, g: Game, h: Game, equiv: bool) -> None:
    u = UNIVERSES[kind]
    v = u.equiv(g, h) if equiv else u.ge(g, h)
    assert v.decided
    if v.holds:
        return
    x = v.witness
    assert x is not None
    cg, ch, cx = comps(g), comps(h), comps(x)
    assert all(tw.MEMBER[kind](t) for t in cx), f"witness {x} not in {kind}"
    outs = refutes(cg, ch, cx, equiv)
    assert outs is not None, f"{x} does not refute mod {kind}"
    assert (str(v.outcomes[0]), str(v.outcomes[1])) == outs
    day = min(x.birthday - 1, 2)
    if day >= 0:
        smaller = [y for y in tw.members(kind, day)]
        for y in smaller:
            assert refutes(cg, ch, (y,), equiv) is None, (
                f"{kind}: {g} vs {h}: witness {x} born on day {x.birthday}, but a game born "
                f"by day {day} refutes"
            )


def pairs(kind: str, n: int, seed: int, sums: bool) -> list[tuple[Game, Game]]:
    rng = random.Random(seed)
    forms = list(FORMS[kind](2))
    out = []
    for _ in range(n):
        if sums:
            g = rng.choice(forms) + rng.choice(forms)
            h = rng.choice(forms) if rng.random() < 0.5 else rng.choice(forms) + rng.choice(forms)
        else:
            g, h = rng.choice(forms), rng.choice(forms)
        out.append((g, h))
    return out


@pytest.mark.parametrize("kind", list(UNIVERSES))
@pytest.mark.parametrize("sums", [False, True])
def test_witnesses_are_simplest_sample(kind: str, sums: bool) -> None:
    for i, (g, h) in enumerate(pairs(kind, 6, 24 + sums, sums)):
        check_simplest(kind, g, h, equiv=bool(i % 2))


@pytest.mark.exhaustive
@pytest.mark.parametrize("kind", list(UNIVERSES))
@pytest.mark.parametrize("sums", [False, True])
def test_witnesses_are_simplest_sweep(kind: str, sums: bool) -> None:
    for i, (g, h) in enumerate(pairs(kind, 400, 240 + sums, sums)):
        check_simplest(kind, g, h, equiv=bool(i % 2))


@pytest.mark.parametrize("kind", list(UNIVERSES))
@settings(max_examples=25, deadline=None, derandomize=True)
@given(data=st.data())
def test_witnesses_are_simplest_property(kind: str, data: st.DataObject) -> None:
    forms = FORMS[kind](2).strategy()
    g = data.draw(forms) + data.draw(forms)
    h = data.draw(forms)
    check_simplest(kind, g, h, equiv=data.draw(st.booleans()))


def test_the_issues_dicot_example_gets_a_witness_born_by_day_4() -> None:
    g = parse("{0|*2}") + parse("{*2|0}")
    v = D.equiv(g, game())
    assert not v and v.witness.birthday <= 4
    check_simplest("D", g, game(), equiv=True)
    x = D.distinguish(g, game(), max_birthday=2, max_terms=2)
    assert x is not None and within(x, 2, 2)
    assert refutes(comps(g), (), comps(x), True) is not None


def test_the_issues_m_example_gets_a_witness_born_on_day_2() -> None:
    g, h = parse("{-1,1|1}"), parse("{|-1,1}")
    v = M.equiv(g, h)
    # {0|*} (day 2) refutes it (the issue); the twin finds none born by day 1.
    assert refutes((tree(g),), (tree(h),), (tree(parse("{0|*}")),), True) is not None
    assert not v and v.witness.birthday == 2
    check_simplest("M", g, h, equiv=True)


def test_the_issues_sprig_example_gets_a_witness_born_by_day_3() -> None:
    g, h = parse("*:1 + *:1"), parse("*:1/2 + *:3/2")
    x = D.distinguish(g, h, max_birthday=3)
    assert x is not None and within(x, 3, 2) and x.birthday <= 3
    assert all(tw.is_dicot(t) for t in comps(x))
    assert refutes(comps(g), comps(h), comps(x), True) is not None


@pytest.mark.parametrize("kind", list(UNIVERSES))
def test_distinguish_keeps_to_its_bounds(kind: str) -> None:
    u = UNIVERSES[kind]
    rng = random.Random(7)
    forms = list(FORMS[kind](2))
    small = [t for t in tw.members(kind, 1) if t != tw.ZERO]
    for _ in range(8):
        g = rng.choice(forms) + rng.choice(forms)
        h = rng.choice(forms)
        cg, ch = comps(g), comps(h)
        for mb, mt in ((1, 1), (1, 2), (2, 1)):
            x = u.distinguish(g, h, max_birthday=mb, max_terms=mt)
            if x is not None:
                assert within(x, mb, mt), f"{x} outside max_birthday={mb}, max_terms={mt}"
                assert refutes(cg, ch, comps(x), True) is not None
                assert all(tw.MEMBER[kind](t) for t in comps(x))
                continue
            # None: the twin finds no game within the bounds either.
            pool = [(y,) for y in tw.members(kind, mb)]
            if mt == 2 and mb == 1:
                pool += list(combinations_with_replacement(small, 2))
            assert all(refutes(cg, ch, y, True) is None for y in pool)


def test_witnesses_print_in_their_own_notation() -> None:
    v = S.equiv(parse("*:1"), parse("*:2"))
    x = v.witness
    assert "*:" in str(x) and "{" not in str(x)
    back = parse(str(x))
    assert sorted(c._id for c in flatten(back)) == sorted(c._id for c in flatten(x))
    w = I.equiv(parse("*2+*3"), parse("*+*")).witness
    assert str(w).startswith("*[")
    assert parse_misere(str(w)) == w


def test_distinguish_rejects_bad_bounds() -> None:
    from cgt.errors import InvalidGame

    with pytest.raises(InvalidGame):
        D.distinguish(parse("*"), game(), max_birthday=-1)
    with pytest.raises(InvalidGame):
        S.distinguish(parse("*:1"), parse("*:2"), max_terms=0)
