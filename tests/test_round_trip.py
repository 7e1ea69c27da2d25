"""``parse(str(x))`` is x: whatever cgt prints reads back as the same form.

Every kind of value cgt prints is drawn: numbers, nimbers, ups, uptimals, switches, tinies,
literal forms, sums, ordinal sums, canonical forms modulo each misère universe (braces) and
impartial misère canonical forms (CGSuite's ``*[…]``), values of rulesets and Hackenbush
positions, and the witnesses of verdicts. ``==`` on forms is identity of the form, so each
assertion says the text denotes exactly the form printed (a misère canonical form is ``==``
the plain form it is).
"""

from __future__ import annotations

import re
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cgt import (
    D,
    E,
    Game,
    I,
    M,
    flower,
    from_tag,
    game,
    hackenbush,
    miny,
    misere_canonical,
    nimber,
    number,
    ordinal_sum,
    parse,
    parse_misere,
    sprig,
    stalk,
    switch,
    tiny,
    up_nth,
    up_to_nth,
    uptimal,
)
from cgt.families import dicots, impartial
from cgt.rulesets import Clobber, Col, Cram, Domineering, ToadsAndFrogs
from tests.strategies import DAY2, day3_forms, small_forms

SETTINGS = settings(
    max_examples=300,
    deadline=3000,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)

DYADICS = st.builds(
    Fraction, st.integers(-2**70, 2**70), st.integers(0, 12).map(lambda k: 2**k)
)
numbers = DYADICS.map(number)
nimbers = st.integers(0, 2**40).map(nimber)
ups = st.builds(from_tag, DYADICS, st.integers(-50, 50), st.integers(0, 20))
uptimals = st.one_of(
    st.builds(up_to_nth, st.integers(1, 30)),
    st.builds(up_nth, st.integers(1, 30)),
    st.builds(
        uptimal,
        DYADICS,
        st.lists(st.integers(-2, 2), min_size=1, max_size=4).filter(lambda c: c[-1] != 0),
        st.integers(0, 3),
    ),
)
canonicals = st.one_of(st.sampled_from(DAY2), day3_forms()).map(Game.canonical)
switches = st.one_of(
    DYADICS.map(lambda x: switch(number(abs(x)))),
    canonicals.filter(lambda g: g >= 0 and not g.is_number).map(switch),
)
tinies = st.one_of(
    st.builds(tiny, st.one_of(numbers.filter(lambda x: x > 0), canonicals.filter(
        lambda g: g > 0))),
    st.builds(miny, st.one_of(numbers.filter(lambda x: x > 0), canonicals.filter(
        lambda g: g > 0))),
)
literal = st.one_of(st.sampled_from(DAY2), day3_forms())
values = st.one_of(numbers, nimbers, ups, uptimals, switches, tinies, canonicals)
sums = st.lists(st.one_of(values, small_forms), min_size=2, max_size=4).map(
    lambda gs: sum(gs[1:], gs[0])
)
ordinals = st.builds(ordinal_sum, small_forms, small_forms)


def _members(family: object) -> st.SearchStrategy[Game]:
    return st.sampled_from(list(family))  # type: ignore[call-overload]


misere_canonicals = st.one_of(
    st.sampled_from(DAY2).map(M.canonical),
    _members(dicots(max_birthday=2)).map(D.canonical),
    st.sampled_from([g for g in DAY2 if g.is_dead_ending]).map(E.canonical),
    _members(impartial(max_birthday=3)).map(I.canonical),
    st.lists(st.integers(0, 12), min_size=1, max_size=4).map(
        lambda ns: I.canonical(sum((nimber(n) for n in ns[1:]), nimber(ns[0])))
    ),
    st.sampled_from(["*[2#]", "*[2[2]]", "*[(2#1)2##]", "*[&12;]", "*[4[2#]]", "*[2#0]"]).map(
        parse_misere
    ),
)
BOARDS = [Domineering("..|.."), Domineering("...|.#."), Domineering("...|..."), Cram("..|.."),
          Clobber("xox|o.."), Clobber("xo|ox"), ToadsAndFrogs("t.f"), ToadsAndFrogs("tt.f."),
          Col("R-.-.-L")]
BOARDS += [hackenbush("lrl"), hackenbush("l(l;r)"), hackenbush("elr"), sprig("-1/2"),
           flower(1, 2), stalk(3)]
ruleset_values = st.sampled_from(BOARDS).flatmap(
    lambda b: st.sampled_from([b.canonical(), b.game()])
)


def _witness(pair: tuple[Game, Game]) -> Game | None:
    g, h = pair
    for u in (M, D, I):
        if u is D and not (g.is_dicot and h.is_dicot):
            continue
        if u is I and not (g.is_impartial and h.is_impartial):
            continue
        v = u.equiv(g, h)
        if v.witness is not None:
            return v.witness  # type: ignore[no-any-return]
    return None


witnesses = st.tuples(
    _members(dicots(max_birthday=2)), _members(dicots(max_birthday=2))
).map(_witness).filter(lambda w: w is not None)
impartial_witnesses = st.tuples(
    _members(impartial(max_birthday=3)), _members(impartial(max_birthday=3))
).map(lambda p: I.distinguish(*p)).filter(lambda w: w is not None)

EVERY_KIND = st.one_of(
    numbers, nimbers, ups, uptimals, switches, tinies, literal, canonicals, sums, ordinals,
    misere_canonicals, ruleset_values, witnesses, impartial_witnesses,
    # Misère canonical forms as options of a literal form: printed as braces, so kept small
    # (a form born on day 11 can print as a long text, past what str() prints in full).
    st.builds(
        game,
        st.lists(misere_canonicals.filter(lambda g: g.birthday <= 5), max_size=2),
        st.lists(values, max_size=2),
    ),
)


@SETTINGS
@given(EVERY_KIND)
def test_every_printed_value_reads_back_as_itself(x: Game) -> None:
    assert parse(str(x)) == x
    assert parse(repr(x)) == x
    assert parse(x.pretty()) == x


@SETTINGS
@given(EVERY_KIND)
def test_typeset_minus_and_asterisk_read_as_ascii(x: Game) -> None:
    # what a typeset paper shows: − (U+2212) for -, ∗ (U+2217) for *
    typeset = str(x).replace("-", "\u2212").replace("*", "\u2217")
    assert parse(typeset) == x
    if str(x).startswith("*["):
        assert parse_misere(typeset) == parse_misere(str(x))


def test_each_kind_prints_as_expected() -> None:
    """The forms of each kind print in their own notation (CGSuite's), and read back."""
    impartial_form = I.canonical(parse_misere("*[[2]]"))
    shown = [
        (number("-3/8"), "-3/8"), (nimber(12), "*12"), (from_tag(Fraction(1, 2), -2, 3),
        "1/2vv*3"), (up_to_nth(3), "^[3]"), (switch(2), "+-2"), (tiny(1), "Tiny(1)"),
        (impartial_form, "*[2#]"), (D.canonical("^*"), "{0,*|0}"),
        (I.canonical(nimber(2) + nimber(2)), "*[2[2]]"), (I.canonical(nimber(12)), "*[&12;]"),
        (parse("*[2]+*[2]"), "*2 + *2"),
    ]
    for g, text in shown:
        assert str(g) == text
        assert parse(text) == g
    assert misere_canonical(parse("*[2]+*[2]")) == parse("*[2[2]]")


def test_family_members_print_as_the_call_that_builds_their_position() -> None:
    """Members of the position families print by their position's notation (``sprig("1/2")``,
    ``flower(2, -1)``, ``hackenbush("l(l;r)")``): it reads back with ``parse`` and as the
    Python call that builds the position, whose form is the member."""
    from cgt.families import flowers, hackenbush_positions, sprigs

    namespace: dict[str, object] = {}
    exec("from cgt import *", namespace)  # noqa: S102
    for family in (sprigs(max_length=2), flowers(max_height=2, max_petals=2),
                   hackenbush_positions(max_edges=2)):
        for member in family:
            assert eval(str(member), namespace).game() == member  # noqa: S307
            assert parse(str(member)) == member


def test_a_position_call_with_bad_arguments_is_a_parse_error() -> None:
    import pytest

    from cgt import ParseError

    for text, why in (("sprig(x)", "literal arguments"), ("sprig(1, 2)", "sprig(…)"),
                      ("hackenbush(\"zz\")", "expected an edge"), ("flower(0, 1)", "flower(…)")):
        with pytest.raises(ParseError, match=re.escape(why)):
            parse(text)
