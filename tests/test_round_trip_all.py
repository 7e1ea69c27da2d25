"""Every kind of value cgt prints reads back with ``parse`` as the same object (issue 37).

``tests/test_round_trip.py`` draws the normal-play forms, misère canonical forms and the
witnesses of M, D and I; this file draws every other kind a public module returns:

- normal-play literal and canonical forms, sums and ordinal sums (``is``: forms and sums are
  interned, so the text names the very object);
- loopy values of random small graphs, their sums, onsides and offsides, sided values
  (``==``: equality of value, what a loopy value's ``==`` means);
- misère canonical forms mod M, D, E, I, and Siegel's simplest forms in universes with
  dicotic closure, tombstones (``†``, ASCII ``@``) included (augmented forms are interned:
  ``is``);
- the witnesses of ``equiv`` and ``ge`` in every named universe and in generated ones (terms
  printed as ``*:x``, ``*[…]``, a ruleset position's call or ``conj(…)``): ``==``, an alias of
  a form being ``==`` to the form;
- CGSuite's compounds (``G ConjunctiveSum H``, ``SelectiveSum``, ``OrdinalProduct``), nested
  and negated;
- sprig sums, impartial forms, surreal numbers, transfinite nimbers.

Each value is checked through ``str``, ``repr`` and ``.pretty()``. Thermographs and the
elements of misère quotients also print, but they are no values ``parse`` reads (a
thermograph is a picture of a value; a quotient's element is a letter of its presentation).
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from cgt import (
    B,
    D,
    E,
    Game,
    I,
    M,
    ParseError,
    S,
    game,
    nimber,
    number,
    omega,
    ordinal_sum,
    parse,
    star,
    sum_of,
)
from cgt.families import dicots, impartial
from cgt.game import LabelledForm, MisereForm
from cgt.loopy import LoopyGame, LoopyGraph, loopy_value, sided
from cgt.rulesets import Clobber, Domineering
from cgt.sums import Sum
from cgt.universes import HSTAR, NORMAL, universe_of
from cgt.universes.ends import Augmented, augmented
from tests.strategies import DAY2, day3_forms, small_forms

SETTINGS = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


def _texts(x: Any) -> list[str]:
    return [str(x), repr(x), x.pretty()]


def assert_round_trip(x: Any) -> None:
    """``parse`` of each printed text of ``x`` is ``x``: the very object where the printed
    type is interned (forms, sums, augmented forms), the same form under an alias (a
    misère canonical form, a labelled witness), an equal value otherwise (loopy values,
    surreal numbers, transfinite nimbers)."""
    for text in _texts(x):
        y = parse(text)
        assert y == x, (text, y)
        if type(x) in (Game, Sum, Augmented):
            assert y is x, text
        elif isinstance(x, (MisereForm, LabelledForm)):
            # the text names the plain interned form (parse may name it so too: *[…])
            assert getattr(y, "form", y) is x.form, text
        elif isinstance(x, LoopyGame):
            assert isinstance(y, LoopyGame) and y.is_stopper() == x.is_stopper(), text


# --------------------------------------------------------------------------- normal play
literal_forms = st.one_of(st.sampled_from(DAY2), day3_forms())


@SETTINGS
@given(literal_forms, literal_forms)
def test_forms_canonical_forms_and_sums(g: Game, h: Game) -> None:
    for x in (g, g.canonical(), g + h, ordinal_sum(g, h), -g):
        assert_round_trip(x)


#: Operands born by day 1, and their sums with *: compounds are literal forms on pairs of
#: followers, so nested ones grow fast.
DAY1 = [g for g in DAY2 if g.birthday <= 1]
small_operands = st.one_of(st.sampled_from(DAY1), st.sampled_from(DAY1).map(lambda g: g + star))


@st.composite
def compounds(draw: st.DrawFn, depth: int = 1) -> Game:
    """CGSuite's compounds (cgt.compounds) of small forms and sums, nested once, negated."""
    from cgt import compounds as c

    build = draw(st.sampled_from([c.conjunctive_sum, c.selective_sum, c.ordinal_product]))
    parts = [
        draw(compounds(depth - 1)) if depth and draw(st.booleans()) else draw(small_operands)
        for _ in range(2)
    ]
    x = build(*parts)
    return -x if draw(st.booleans()) else x  # type: ignore[no-any-return]


@SETTINGS
@given(compounds())
def test_compounds(x: Game) -> None:
    """``G ConjunctiveSum H``, ``SelectiveSum``, ``OrdinalProduct``: read back as the same
    literal form, each level from the left (a right operand as loose is parenthesised)."""
    assert_round_trip(x)


def test_compound_texts_read_by_precedence() -> None:
    from cgt.compounds import conjunctive_sum, ordinal_product

    up = parse("^")
    x = conjunctive_sum(star, star + up)
    assert str(x) == "* ConjunctiveSum (* + ^)" and parse(str(x)) == x
    assert parse("* + ^ ConjunctiveSum *") == conjunctive_sum(star + up, star)
    assert parse("* ConjunctiveSum ^ OrdinalProduct *") == ordinal_product(
        conjunctive_sum(star, up), star
    )


# --------------------------------------------------------------------------- loopy values
@st.composite
def loopy_graphs(draw: st.DrawFn) -> LoopyGraph:
    """A graph of at most 4 vertices, each with at most 2 options per player (cycles and
    passes included), started at vertex 0."""
    n = draw(st.integers(1, 4))
    side = st.lists(st.integers(0, n - 1), max_size=2, unique=True).map(tuple)
    left = tuple(draw(side) for _ in range(n))
    right = tuple(draw(side) for _ in range(n))
    return LoopyGraph(left=left, right=right)


loopy_values = loopy_graphs().map(loopy_value)


@SETTINGS
@given(loopy_values, loopy_values)
def test_loopy_values(x: Any, y: Any) -> None:
    kinds = [x, x + y, -x]
    if isinstance(x, LoopyGame):
        kinds += [x.onside(), x.offside()]
    for v in kinds:
        assert_round_trip(v)


def test_loopy_values_by_name() -> None:
    """The named stoppers, a pointer text, sided values: their text is CGSuite's, and it
    reads back as the same value."""
    shown = {
        "on": "on",
        "a{0|a}": "over",
        "{pass|*}": "^[on]",
        "over - over": "over & under",
        "on + off": "dud",
        "+-over": "+-over",
        "{pass|^^}": "{pass|^^}",
    }
    for text, printed in shown.items():
        v = parse(text)
        assert str(v) == printed
        assert_round_trip(v)
    assert parse("{pass|^^}").pretty() == "{pass|⇑}"
    assert_round_trip(sided(parse("over"), parse("under")))


# --------------------------------------------------------------------------- misère forms
@SETTINGS
@given(st.sampled_from(list(dicots(max_birthday=2))), st.sampled_from(DAY2))
def test_misere_canonical_forms(d: Game, g: Game) -> None:
    assert_round_trip(M.canonical(g))
    assert_round_trip(D.canonical(d))
    if g.is_dead_ending:
        assert_round_trip(E.canonical(g))


@SETTINGS
@given(st.sampled_from(list(impartial(max_birthday=3))), st.lists(st.integers(0, 6), max_size=3))
def test_impartial_forms(g: Game, heaps: list[int]) -> None:
    total = sum_of(g, *(nimber(n) for n in heaps))
    for x in (g, total, I.canonical(g), I.canonical(total)):
        assert_round_trip(x)


#: Siegel's universes: the ones −1 (dicots and integers) and {|−1} generate.
DICOTIC = [
    universe_of(parse("{|0}"), dicotic=True),
    universe_of(parse("{|-1}"), dicotic=True),
]
DEAD_ENDING = [g for g in DAY2 if g.is_dead_ending]


@SETTINGS
@given(st.sampled_from(DICOTIC), st.sampled_from(DEAD_ENDING), st.sampled_from(DEAD_ENDING))
def test_simplest_forms_with_tombstones(u: Any, g: Game, h: Game) -> None:
    for x in (g, game([g], [h]), game([g, h], [h])):
        s = u.simplest_form(x)
        assert_round_trip(s)
        if isinstance(s, Augmented):
            assert_round_trip(-s)
            assert parse(str(s).replace("†", "@")) is s


def test_the_tombstone_of_issue_37() -> None:
    """Siegel's Lemma 5.14: in the universe −1 generates, Right's option 1 of {-1|0,1}
    reverses through the Right end 0, and {-1|0} is not Right-strong, so the simplest form
    keeps a Right tombstone in its place: {-1|0,†}."""
    u = universe_of(parse("{|0}"), dicotic=True)
    s = u.simplest_form(parse("{-1|0,1}"))
    assert isinstance(s, Augmented)
    assert (s.left, s.right, s.left_tomb, s.right_tomb) == (
        (parse("-1"),),
        (parse("0"),),
        False,
        True,
    )
    assert str(s) == "{-1|0,†}"
    for text in ("{-1|0,†}", "{-1|0,@}", "{ -1 | @, 0 }", "-{@,0|1}", "{-1|0,\u2020}"):
        assert parse(text) is s
    # nested: a tombstone in an option's option
    t = augmented([s], [], left_tomb=True)
    assert str(t) == "{{-1|0,†},†|}" and parse(str(t)) is t


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("@", "only among a form's options"),
        ("{@+1|}", "stands alone"),
        ("{@|} + 1", "'+' takes games"),
        ("{1|{@|}}:1", "':' takes games"),
        ("+-{@|}", "'+-' takes games"),
        ("{0|@0}", "stands alone"),
    ],
)
def test_a_tombstone_outside_options_is_a_parse_error(text: str, why: str) -> None:
    with pytest.raises(ParseError, match=re.escape(why)):
        parse(text)


# --------------------------------------------------------------------------- witnesses
SPRIGS = [ordinal_sum(star, number(Fraction(k, 4))) for k in range(-8, 9) if k]
sprig_sums = st.lists(st.sampled_from(SPRIGS), min_size=1, max_size=3).map(lambda ts: sum_of(*ts))
GENERATED = universe_of(Domineering("..|.."), Domineering("..."), Clobber("xo|ox"))
POOLS: list[tuple[Any, Any]] = [
    (M, st.sampled_from(DAY2)),
    (D, st.sampled_from(list(dicots(max_birthday=2)))),
    (E, st.sampled_from(DEAD_ENDING)),
    (B, st.sampled_from(DAY2)),
    (I, st.sampled_from(list(impartial(max_birthday=3)))),
    (S, sprig_sums),
    (HSTAR, sprig_sums),
    (NORMAL, small_forms),
    (DICOTIC[0], st.sampled_from(DEAD_ENDING)),
    (
        GENERATED,
        st.sampled_from(
            [
                p.game()
                for p in (
                    Domineering("..|.."),
                    Domineering("..."),
                    Domineering(".."),
                    Domineering(".|."),
                    Clobber("xo|ox"),
                    Clobber("xo"),
                    Clobber("x|o"),
                )
            ]
        ),
    ),
]


@st.composite
def witnesses(draw: st.DrawFn) -> Game:
    u, pool = draw(st.sampled_from(POOLS))
    g, h = draw(pool), draw(pool)
    v = u.equiv(g, h) if draw(st.booleans()) else u.ge(g, h)
    w = v.witness  # None when the relation holds: the pair is drawn again
    assume(w is not None)
    return w  # type: ignore[no-any-return]


@settings(SETTINGS, max_examples=60)
@given(witnesses())
def test_witnesses_of_every_universe(w: Game) -> None:
    assert_round_trip(w)


@SETTINGS
@given(sprig_sums)
def test_sprig_sums(s: Game) -> None:
    assert_round_trip(s)
    assert_round_trip(S.canonical(s))


def test_the_sprig_witness_of_issue_37() -> None:
    """*:1 and *:2 differ mod S (MMN Cor. 4.3: their reduced multisets differ); the witness
    prints as a sum of sprigs, each term naming its literal form: *:-1 = {0 | 0, *:0}, the
    form v* is."""
    w = S.equiv(parse("*:1"), parse("*:2")).witness
    assert str(w) == "* + *:-1"
    assert parse("*:-1") is game([game()], [game(), star])
    assert parse(str(w)) == w and parse(str(w)) is sum_of(star, ordinal_sum(star, number(-1)))
    assert w.is_sum and w == sum_of(star, parse("v*"))


def test_a_generated_universe_names_its_positions() -> None:
    """A witness term that came from a ruleset position prints as the position's call
    (``conj(…)`` for its conjugate); the call reads back as the position's literal form."""
    for p in (Domineering("..|.."), Clobber("xo|ox"), Domineering("...")):
        assert parse(repr(p)) is p.game()
        assert parse(f"conj({p!r})") is -p.game()
    two = parse("Domineering('..|..') + conj(Domineering('...')) + *")
    assert two is sum_of(Domineering("..|..").game(), -Domineering("...").game(), star)


# --------------------------------------------------------------------------- ω
#: ω^k for k = -3..4, and ω^ω (index 5).
EXPONENTS = [omega**k for k in range(-3, 5)] + [omega**omega]
polynomials = st.lists(
    st.tuples(st.integers(-5, 5).filter(bool), st.integers(0, len(EXPONENTS) - 1)),
    min_size=1,
    max_size=3,
    unique_by=lambda t: t[1],
).map(lambda terms: sum((c * EXPONENTS[k] for c, k in terms), 0 * omega))


@st.composite
def surreals(draw: st.DrawFn) -> Any:
    """A sum of at most three terms c·ω^k (distinct k, c ≠ 0: never zero), or a quotient of
    two such sums."""
    num = draw(polynomials)
    return num / draw(polynomials) if draw(st.booleans()) else num


@settings(SETTINGS, max_examples=15)  # a quotient is reduced by sympy's gcd: slow
@given(surreals())
def test_surreal_numbers(x: Any) -> None:
    assert_round_trip(x)


@SETTINGS
@given(
    st.lists(st.tuples(st.integers(0, 5), st.sampled_from([0, 1, 2, 3])), min_size=1, max_size=3)
)
def test_transfinite_nimbers(terms: list[tuple[int, int]]) -> None:
    alpha = sum((c * omega**k for c, k in terms), 0 * omega) + omega
    x = nimber(alpha)
    assert_round_trip(x)
    assert_round_trip(x + nimber(3))
