"""Loopy values (cgt.loopy): CGSuite's loopy tutorial and test tables, and twins straight
from the definitions (tests/oracle/loopy_algebra.py) on random small graphs."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt
from cgt import Game, parse
from cgt.errors import InvalidGame, NotSupported, ParseError
from cgt.loopy import LoopyGame, LoopyGraph, dud, loopy_value, off, on, over, sided, under, upon
from cgt.loopy.sides import side_le
from cgt.loopy.stopper import simplify, stopper_vertices
from tests.oracle import loopy_algebra as oracle

# ---------------------------------------------------------------- CGSuite's loopy tutorial
# lib/core/src/main/resources/org/cgsuite/help/docs/tutorials/advanced-topics/loopy-games.cgsh
# (aaron-siegel/cgsuite). Expected texts come from CGSuite's own tests where they print the
# value (paths below), otherwise from the theory named beside them.
EVAL = "lib/core/src/test/scala/org/cgsuite/lang/EvalTest.scala"
STOPPERS = "lib/core/src/test/scala/org/cgsuite/lang/CanonicalStopperTestCase.scala"
SIDED = "lib/core/src/test/scala/org/cgsuite/lang/SidedValueTestCase.scala"
GAMETEST = "lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala"

TUTORIAL = [
    ("on", "on", EVAL),
    ("off", "off", EVAL),
    ("over", "over", EVAL),
    ("under", "under", EVAL),
    ("upon", "^[on]", GAMETEST),
    ("dud", "dud", EVAL),
    ("{pass|}", "on", "the tutorial: on := {pass|}"),
    ("{|pass}", "off", "the tutorial: off := {|pass}"),
    ("{0|pass}", "over", "the tutorial: over := {0|pass}"),
    ("{pass|*}", "^[on]", EVAL),
    # -upon+* = v[on]* = {0|0,pass} (EvalTest), so {0|-upon+*} = {0||0|0,pass} = ^<on>
    ("{0|-upon+*}", "^<on>", EVAL),
    # on + off = on & off, which CGSuite names dud (the tutorial, "Sidling")
    ("on + off", "dud", "the tutorial"),
    # 1:off = {1^L, 1:off^L | 1^R, 1:off^R} = {0 | 1:off} = {0|pass} (definition of G:H)
    ("1:off", "over", "definition of the ordinal sum"),
    ("a{0||||0|||a|*||*}", "a{0||||0|||a|*||*}", EVAL),
    ("a{0|a}", "over", EVAL),
    ("x{x|0}", "under", EVAL),
    ("over+5", "5over", EVAL),
    ("5+over", "5over", EVAL),
    ("over-5", "-5over", EVAL),
    ("over+^", "over", EVAL),
    ("under+5", "5under", EVAL),
    ("over & v", "over & v", EVAL),
    ("a{1||a|0}", "2 & +-1", EVAL),
    ("{pass,0|0}", "^[on]*", EVAL),
    ("{*|pass}", "v[on]", EVAL),
    ("{0|0,pass}", "v[on]*", EVAL),
    ("{0||0|0,pass}", "^<on>", EVAL),
    ("{0,*||*|pass}", "^<on>*", EVAL),
    ("{0,pass|0||0}", "v<on>", EVAL),
    ("{pass|*||0,*}", "v<on>*", EVAL),
    ("5+{pass|*}", "5^[on]", EVAL),
    ("5+{0|0,pass}", "5v[on]*", EVAL),
    ("5+{0,*||*|pass}", "5^<on>*", EVAL),
    ("+-{0|{0||0|0,pass}}", "+-{0|^<on>}", EVAL),
    ("+-{{0|{0||0|0,pass}},{0|{0||0|0,pass}+*}}", "+-{{0|^<on>},{0|^<on>*}}", EVAL),
    ("+-({0||0|0,pass}+*)", "0", EVAL),
    ("a{{|a}|}", "1 & 0", SIDED),
    ("{0|{dud|},*}", "^ & v*", SIDED),
]


@pytest.mark.parametrize(("text", "printed", "source"), TUTORIAL)
def test_cgsuite_prints_these_values_so(text: str, printed: str, source: str) -> None:
    g = parse(text)
    assert str(g) == printed
    assert parse(str(g)) == g or (isinstance(g, Game) and parse(str(g)).equals(g))


def test_the_tutorials_sums_and_differences() -> None:
    # degree(G) = (G - G)^+ (CanonicalStopper.scala: degree = upsum(-this)); the degree of
    # -1/4v[on] is ^<on> (STOPPERS) and adding a number changes no degree, so upon - upon has
    # onside ^<on>; -(G - G) = G - G gives the offside v<on>.
    d = parse("upon - upon")
    assert str(d) == "^<on> & v<on>" and not d.is_stopper()
    assert d.onside() == parse("^<on>") and d.offside() == parse("v<on>")
    assert str(parse("over - over")) == "over & under"
    assert parse("over - over").onside() == over and parse("over - over").offside() == under
    # upon + upon: the same value as {0|^[on]*}, checked by the definition of the order
    two = parse("upon + upon")
    assert oracle.le_stoppers(_oracle_graph(two), _oracle_graph(parse("{0|^[on]*}")))
    assert oracle.le_stoppers(_oracle_graph(parse("{0|^[on]*}")), _oracle_graph(two))
    assert str(two) == "{0|^[on]*}"
    # upover = {0|*,pass}: no pseudonumber, switch, tiny or upon form, so braces with pass
    g = parse("{0|*,pass}")
    assert str(g) == "{0|*,pass}" and g.is_stopper() and g > 0


def test_degree_variety_and_sides_as_the_tutorial_asks() -> None:
    # degree of upon: of v[on] (symmetric), ^<on> (STOPPERS, -1/4v[on]); variety v<on>
    # (GAMETEST: upon.UpsumVariety(^.Pow(on)) = v<on>)
    assert str(upon.degree()) == "^<on>"
    assert str(upon.variety()) == "v<on>" and upon.is_stable()
    assert str(dud.onside()) == "on" and str(dud.offside()) == "off"  # SIDED
    # G := upon Upsum uponth (GAMETEST: {0|^<on>*}); U := +-G
    g = upon.upsum(parse("^<on>"))
    assert str(g) == "{0|^<on>*}"
    assert str(upon.downsum(parse("^<on>"))) == "^[on]"  # GAMETEST
    assert str(upon.downsum_variety(parse("^<on>"))) == "v<on>"  # GAMETEST
    u = parse("+-{0|^<on>*}")
    assert u == -u and str(u) == "+-{0|^<on>*}"
    assert parse(str(u.degree())) == u.degree() and u.degree() >= 0


# ---------------------------------------------------------------- CGSuite's stopper table
# STOPPERS: (x, printed, degree, left stop, right stop, outcome, variety, stable, idempotent);
# "!" where CGSuite raises ("Variety degree must be an idempotent.", "That game is not
# stable.").
STOPPER_TABLE = [
    ("on", "on", "on", "on", "on", "L", "on", True, True),
    ("off", "off", "on", "off", "off", "R", "off", True, True),
    ("over", "over", "over", "over", "over", "L", "over", True, True),
    ("{pass|3/2}", "3/2under", "over", "3/2under", "3/2under", "L", "under", True, False),
    ("{-1/4+*|pass}", "-1/4v[on]", "^<on>", "-1/4", "-1/4", "R", "^<on>", True, False),
    ("{0|{0||0|0,pass}||-{0||0|0,pass}}", "{0|^<on>||v<on>}", "^<on>", "0", "0", "N",
     "{^[on]*,^<on>||v<on>|0}", True, False),
    ("{0|||0||0|off}", "{0|Tiny(on)}", "{0||||0|||Miny(on)|0||off}", "0", "0", "L", "!", "!",
     False),
    ("{on|0||0}", "Miny(on)", "Tiny(on)", "0", "0", "R", "Miny(on)", True, True),
    ("{0||0|under}", "Tiny(over)", "Tiny(over)", "0", "0", "L", "Tiny(over)", True, True),
    ("+-{0|pass}", "+-over", "over", "over", "under", "N", "+-over", True, False),
    ("+-{5|pass}", "+-(5over)", "over", "5over", "-5under", "N", "+-{10over|over}", True,
     False),
]
SLOW_STOPPER_TABLE = [
    ("a{0||||0|||a|*||*}", "a{0||||0|||a|*||*}", "{0|a{0|0,{0|||a|0||0}}}", "0", "0", "L",
     "{a{0,{0||0|a|||0}|0}|0}", True, False),
    ("{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}",
     "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}",
     "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}",
     "0", "0", "L",
     "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}", True,
     True),
    # Grenville's example of an unstable game
    ("a{0|{0||||0,*2|||a|0||0}||0}", "a{0|{0||||0,*2|||a|0||0}||0}",
     "a{0||0|{0|a||0,*2|||0||||0}}", "0", "0", "N", "!", False, False),
]


def _check_stopper_row(row: tuple) -> None:  # type: ignore[type-arg]
    x, printed, degree, ls, rs, outcome, variety, stable, idem = row
    g = parse(x)
    assert isinstance(g, LoopyGame) and g.is_stopper()
    assert str(g) == printed
    assert str(g.degree()) == degree
    assert str(g.left_stop()) == ls and str(g.right_stop()) == rs
    assert str(g.outcome()) == outcome
    assert g.onside() == g and g.offside() == g
    assert g.is_idempotent() is idem
    if variety == "!":
        with pytest.raises(NotSupported):
            g.variety()
    else:
        assert str(g.variety()) == variety
    if stable == "!":
        with pytest.raises(NotSupported):
            g.is_stable()
    else:
        assert g.is_stable() is stable


@pytest.mark.parametrize("row", STOPPER_TABLE, ids=[r[0] for r in STOPPER_TABLE])
def test_cgsuite_canonical_stopper_table(row: tuple) -> None:  # type: ignore[type-arg]
    _check_stopper_row(row)


@pytest.mark.exhaustive
@pytest.mark.parametrize("row", SLOW_STOPPER_TABLE, ids=["4-cycle", "17 positions", "unstable"])
def test_cgsuite_canonical_stopper_table_large(row: tuple) -> None:  # type: ignore[type-arg]
    _check_stopper_row(row)


def test_the_4_cycle_prints_and_compares_quickly() -> None:
    # The cheap columns of the first large row (STOPPERS).
    g = parse("a{0||||0|||a|*||*}")
    assert str(g) == "a{0||||0|||a|*||*}" and g.is_stopper()
    assert str(g.left_stop()) == "0" and str(g.right_stop()) == "0" and str(g.outcome()) == "L"
    assert [str(o) for o in g.left] == ["0"]
    assert [str(o) for o in g.right] == ["a{0||||0|a||*|||*}"]


# SIDED: (x, printed, onside, offside, outcome); GAMETEST adds the last row.
SIDED_TABLE = [
    ("dud", "dud", "on", "off", "D"),
    ("a{{|a}|}", "1 & 0", "1", "0", "PHat"),
    ("{0|{dud|},*}", "^ & v*", "^", "v*", "NHat"),
    ("{0||0|0,pass} + {0|upon}", "{0||0|^<on>*} & {0|^[on]}", "{0||0|^<on>*}", "{0|^[on]}",
     "L"),
]


@pytest.mark.parametrize(("x", "printed", "onside", "offside", "outcome"), SIDED_TABLE)
def test_cgsuite_sided_value_table(x: str, printed: str, onside: str, offside: str,
                                   outcome: str) -> None:
    g = parse(x)
    assert str(g) == printed and not g.is_stopper()
    assert str(g.onside()) == onside and str(g.offside()) == offside
    assert str(g.outcome()) == outcome
    with pytest.raises(NotSupported):
        g.left  # noqa: B018  (CGSuite: dud.LeftOptions is an error)


#: Bach's Carousel (Winning Ways ch. 11; CGSuite's loopy tutorial), its value as CGSuite prints
#: it (SIDED, class SidedValue), and its outcome (SIDED: N).
BACH = "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}"
BACH_PRINTED = "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}"


def test_bachs_carousel_has_sides_that_are_no_stoppers() -> None:
    g = parse(BACH)
    assert isinstance(g, LoopyGame) and str(g) == BACH_PRINTED
    assert not g.is_stopper() and not g.is_stopper_sided()
    assert str(g.outcome()) == "N"
    # CGSuite: `Onside` is not a member of a SidedValue; here a typed error says why
    for method in (g.onside, g.offside):
        with pytest.raises(NotSupported):
            method()
    # the sides, compared by their own order, are the carousel's (survival with endless play
    # counted for the side's owner), and they are no stoppers
    raw = _bach_graph()
    for onside, s in ((True, g._on), (False, g._off)):
        assert side_le(s, raw, onside) and side_le(raw, s, onside)
        assert not stopper_vertices(s)[0]
    # the outcome is the outcome of play on the carousel itself (retrograde analysis)
    assert str(g.outcome()) == _CLASS[oracle.play((raw.left, raw.right, raw.start))]
    # its text reads back as the same value, and it is no short game
    assert parse(BACH_PRINTED) == g and g == g + 0 and g.__neg__().__neg__() == g
    assert hash(parse(BACH_PRINTED)) == hash(g)


def _bach_graph() -> LoopyGraph:
    """The carousel's graph, written out: a = {0, b | 0}, b = {1 | 1, c}, c = {*, d | *},
    d = {1*| 1*, a} (vertices a, b, c, d, 0, 1, *, 1*)."""
    a, b, c, d, zero, one, star, one_star = range(8)
    left = [(zero, b), (one,), (star, d), (one_star,), (), (zero,), (zero,), (one, star)]
    right = [(zero,), (one, c), (star,), (one_star, a), (), (), (zero,), (one,)]
    return LoopyGraph(left=left, right=right, start=a)


def test_bad_loopy_input_gets_typed_errors() -> None:
    for bad in ("pass", "{1|0+pass}", "a", "a{0|b}", "{a{0|1}|a}"):
        with pytest.raises(ParseError):
            parse(bad)
    with pytest.raises(InvalidGame):
        sided(under, over)  # the offside must not exceed the onside
    with pytest.raises(NotSupported):
        over.thermograph()  # a short-game method on a loopy value
    with pytest.raises(NotSupported):
        dud.degree()


# ---------------------------------------------------------------- names and operations
def test_constants_are_exported_and_short_results_are_short_games() -> None:
    assert cgt.on is on and cgt.dud is dud and cgt.upon is upon and cgt.LoopyGame is LoopyGame
    assert isinstance(parse("{pass|*} + {*|pass}") - parse("upon - upon"), LoopyGame)
    assert isinstance(parse("{0|pass}"), LoopyGame)
    # 1over + (-1)over = over + over = over (over is idempotent: STOPPERS)
    assert parse("{1|pass} + {-1|pass}") == over
    # a stopper whose simplified graph has no cycle is the short game: {0,0|0} = *
    g = loopy_value(LoopyGraph(left=((1, 2), (), ()), right=((2,), (), ())))
    assert isinstance(g, Game) and str(g) == "*"


def test_order_against_short_games_and_pickling() -> None:
    assert on > 100 and off < -100 and over > 0 and upon > 0  # outcomes L (STOPPERS)
    tiny = cgt.number("1/1024")
    assert (over < tiny) == (
        oracle.le_stoppers(_oracle_graph(over), _oracle_graph(tiny))
        and not oracle.le_stoppers(_oracle_graph(tiny), _oracle_graph(over))
    )
    for v in (on, over, upon, dud, parse("upon - upon")):
        assert pickle.loads(pickle.dumps(v)) == v
    assert hash(parse("{0|pass}")) == hash(over)


# ---------------------------------------------------------------- twins on random graphs
@st.composite
def graphs(draw: st.DrawFn, max_n: int = 4) -> tuple:  # type: ignore[type-arg]
    n = draw(st.integers(1, max_n))
    side = st.lists(st.integers(0, n - 1), max_size=2, unique=True).map(
        lambda xs: tuple(sorted(xs))
    )
    left = tuple(draw(side) for _ in range(n))
    right = tuple(draw(side) for _ in range(n))
    return (left, right, 0)


def _graph(t: tuple) -> LoopyGraph:  # type: ignore[type-arg]
    return LoopyGraph(left=t[0], right=t[1], start=t[2])


def _oracle_graph(v: object) -> tuple:  # type: ignore[type-arg]
    """A stopper's graph (or a short game's) for the oracle."""
    from cgt.loopy.value import rep_graph

    g = rep_graph(v)  # type: ignore[arg-type]
    return (g.left, g.right, g.start)


_CLASS = {("R", "L"): "P", ("L", "R"): "N", ("L", "L"): "L", ("R", "R"): "R", ("D", "D"): "D",
          ("L", "D"): "NHat", ("R", "D"): "PCheck", ("D", "L"): "PHat", ("D", "R"): "NCheck"}


def _value(t: tuple) -> LoopyGame | Game:  # type: ignore[type-arg]
    # every graph has a value: sides that are no stoppers are kept as graphs (Bach's Carousel)
    return loopy_value(_graph(t))


def _outcome(v: LoopyGame | Game) -> str:
    return str(v.outcome())


@settings(max_examples=150, deadline=None)
@given(graphs())
def test_outcomes_agree_with_retrograde_play(t: tuple) -> None:  # type: ignore[type-arg]
    """The algebra's outcome (comparisons of the sides with 0) is the outcome of play on the
    graph itself, draws included (Siegel VI: a player wins moving first iff the offside, or
    survives iff the onside, says so)."""
    v = _value(t)
    assert _outcome(v) == _CLASS[oracle.play(t)]


@settings(max_examples=80, deadline=None)
@given(graphs(3), graphs(3))
def test_outcomes_of_sums_agree_with_retrograde_play(a: tuple, b: tuple) -> None:  # type: ignore[type-arg]
    s = _value(a) + _value(b)
    assert _outcome(s) == _CLASS[oracle.play(oracle.plus(a, b))]


@settings(max_examples=80, deadline=None)
@given(graphs(3), graphs(3), graphs(2))
def test_order_is_the_order_of_outcomes_in_sums(a: tuple, b: tuple, x: tuple) -> None:  # type: ignore[type-arg]
    """G >= H means o(G + X) >= o(H + X) for every X (the definition), checked on one X."""
    g, h = _value(a), _value(b)
    if g >= h:
        assert oracle.outcome_leq(oracle.play(oracle.plus(b, x)), oracle.play(oracle.plus(a, x)))
    if h >= g:
        assert oracle.outcome_leq(oracle.play(oracle.plus(a, x)), oracle.play(oracle.plus(b, x)))


@settings(max_examples=120, deadline=None)
@given(graphs())
def test_sides_are_the_game_on_each_side(t: tuple) -> None:  # type: ignore[type-arg]
    v = _value(t)
    if isinstance(v, Game):
        return
    g = _graph(t)
    for onside, s in ((True, v._on), (False, v._off)):
        assert side_le(s, g, onside) and side_le(g, s, onside)
    # stopper-sided exactly when both sides kept are stoppers (else they are game graphs)
    both = stopper_vertices(v._on)[0] and stopper_vertices(v._off)[0]
    assert v.is_stopper_sided() == both
    if both:
        assert v.offside() <= v.onside()


stoppers = graphs().filter(oracle.is_stopper)


@settings(max_examples=120, deadline=None)
@given(stoppers, stoppers)
def test_comparison_of_stoppers_is_survival(a: tuple, b: tuple) -> None:  # type: ignore[type-arg]
    g, h = loopy_value(_graph(a)), loopy_value(_graph(b))
    assert (g <= h) == oracle.le_stoppers(a, b)
    assert (h <= g) == oracle.le_stoppers(b, a)
    assert (g == h) == (oracle.le_stoppers(a, b) and oracle.le_stoppers(b, a))
    if g == h:
        assert str(g) == str(h) and hash(g) == hash(h)


@settings(max_examples=120, deadline=None)
@given(stoppers)
def test_canonical_stopper_equals_its_game_and_reads_back(t: tuple) -> None:  # type: ignore[type-arg]
    v = loopy_value(_graph(t))
    c = _oracle_graph(v)
    assert oracle.is_stopper(c)
    assert oracle.le_stoppers(c, t) and oracle.le_stoppers(t, c)
    assert parse(str(v)) == v or (isinstance(v, Game) and parse(str(v)).equals(v))
    # simplifying again changes nothing (the form is simplified already)
    if isinstance(v, LoopyGame):
        again, _ = simplify(v.graph())
        assert len(again) == len(v.graph())


@settings(max_examples=60, deadline=None)
@given(stoppers, stoppers, stoppers)
def test_sums_commute_and_the_order_is_transitive(a: tuple, b: tuple, c: tuple) -> None:  # type: ignore[type-arg]
    g, h, k = (loopy_value(_graph(x)) for x in (a, b, c))
    assert g + h == h + g
    if g <= h and h <= k:
        assert g <= k
    d = g - g
    # G - G is 0 for short G; a loopy stopper's G - G lies between its offside and onside,
    # which straddle 0 (its onside is the degree, an idempotent >= 0).
    if isinstance(g, Game):
        assert d == 0 or d.equals(0)
    else:
        assert d.onside() >= 0 and d.offside() <= 0
        assert g.degree() == d.onside()


@settings(max_examples=80, deadline=None)
@given(graphs())
def test_every_value_reads_back(t: tuple) -> None:  # type: ignore[type-arg]
    v = _value(t)
    w = parse(str(v))
    assert w == v or (isinstance(v, Game) and w.equals(v))
    n = -v
    assert -n == v or (isinstance(v, Game) and (-n).equals(v))


# STOPPERS, column isInfinitesimal: CGSuite's test is strongStop(Left) == strongStop(Right) == 0
INFINITESIMAL = [
    ("on", False), ("off", False), ("over", True), ("{pass|3/2}", False),
    ("{-1/4+*|pass}", False), ("{0|{0||0|0,pass}||-{0||0|0,pass}}", True),
    ("{0|||0||0|off}", True), ("{on|0||0}", True), ("{0||0|under}", True),
    ("+-{0|pass}", True), ("+-{5|pass}", False),
]


@pytest.mark.parametrize(("x", "infinitesimal"), INFINITESIMAL)
def test_strong_stops_tell_infinitesimals(x: str, infinitesimal: bool) -> None:
    g = parse(x)
    zero = cgt.zero
    assert (g.strong_stop("left") == zero and g.strong_stop("right") == zero) is infinitesimal
