"""The fast paths of the research loop ``parse(text).canonical()`` against the general ones.

- flat braces ``{a,…|b,…}`` of values (fresh integers among them) are read without the token
  parser: the form must be the very object the parser and its twin (tests/oracle) give;
- a fresh form whose options are all tagged values (numbers, nimbers, x + n·↑ + *m) gets its
  canonical form from the tags: it must be the object the general algorithm gives, and
  canonical by the definitions (the brute-force twin) when small enough to expand;
- ``held_integer`` is ``integer``.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import Game, game, integer, nimber, number, parse, up_star
from cgt.canonical.normal import _from_options, _from_tagged_options, canonical
from cgt.notation import _Parser, _shortcut
from cgt.values import held_integer
from tests.oracle import normal as twin
from tests.oracle import notation as reference

# ----------------------------------------------------------------------------- parsing
BIG = st.integers(-(10**12), 10**12)
VALUE_TEXTS = st.one_of(
    BIG.map(str),
    st.integers(-9, 9).map(str),
    st.integers(0, 9).map(lambda k: "*" + str(k) if k != 1 else "*"),
    st.sampled_from(["1/2", "-3/4", "^", "v*", "^^*3", "1/2v", "-1/2^*", "007", "-0"]),
)


@settings(max_examples=300, deadline=None)
@given(st.lists(VALUE_TEXTS, max_size=3), st.lists(VALUE_TEXTS, max_size=3))
def test_flat_braces_are_the_parsers_forms(left: list[str], right: list[str]) -> None:
    """The flat-brace reading gives the parser's form, and its twin's, for fresh texts."""
    text = "{" + ",".join(left) + "|" + ",".join(right) + "}"
    fast = _shortcut(text)
    assert fast is not None, text  # every option is a value: the fast path takes the text
    assert fast is _Parser(text).parse()
    assert fast is reference.parse(text)
    assert parse(text) is fast


def test_the_flat_reading_leaves_other_braces_to_the_parser() -> None:
    """Texts with anything but value tokens between the braces are the parser's to read
    (its errors included); a text naming a mark of the nested reading is not a mark."""
    for text in ("{1 |2}", "{1|2}}", "{1|\0" + "0\0}", "{1+1|}", "{on|}", "{^[on]|}",
                 "{1|2|3}", "{,1|}", "{1,|}", "{*[2]|}"):
        assert _shortcut(text) is None, text


@settings(max_examples=200, deadline=None)
@given(BIG)
def test_held_integer_is_integer(n: int) -> None:
    assert held_integer(n) is integer(n)
    assert held_integer(n).birthday == abs(n)


# ----------------------------------------------------------------------------- canonical forms
def _tagged(draw: st.DrawFn, big: bool) -> Game:
    kind = draw(st.integers(0, 3))
    if kind == 0:
        return integer(draw(BIG if big else st.integers(-3, 3)))
    if kind == 1:
        return number(Fraction(draw(st.integers(-12, 12)), 4))
    if kind == 2:
        return nimber(draw(st.integers(0, 3)))
    return up_star(draw(st.integers(-2, 2)), draw(st.integers(0, 2)))


@st.composite
def tagged_forms(draw: st.DrawFn, big: bool = True) -> Game:
    """A fresh form whose options are tagged values."""
    left = [_tagged(draw, big) for _ in range(draw(st.integers(0, 3)))]
    right = [_tagged(draw, big) for _ in range(draw(st.integers(0, 3)))]
    return game(left, right)


@settings(max_examples=400, deadline=None)
@given(tagged_forms())
def test_canonical_form_from_tags_is_the_general_algorithms(g: Game) -> None:
    fast = _from_tagged_options(g.left, g.right)
    general = _from_options(list(g.left), list(g.right))
    if fast is not None:
        assert fast is general
    assert canonical(g) is general


@settings(max_examples=150, deadline=None)
@given(tagged_forms(big=False))
def test_canonical_form_from_tags_is_canonical_by_the_definitions(g: Game) -> None:
    """Against the brute-force twin: equal in value to the form, and canonical (no follower
    has a dominated or reversible option, Siegel Thm II.2.9)."""
    fast = _from_tagged_options(g.left, g.right)
    if fast is None:
        return
    a, c = twin.tree(g), twin.tree(fast)
    assert twin.le(a, c) and twin.le(c, a)
    assert twin.is_canonical(c)


def test_the_tags_decide_the_research_loops_forms() -> None:
    """{n | *k, −n}: −n < *k (a negative number is below every infinitesimal), so *k is
    dominated and the switch ±n is left, whatever the size of n; numbers in order give the
    simplest number between them; the same nimbers on both sides, their mex."""
    n = 10**6 - 1
    g = parse(f"{{{n}|*3,-{n}}}")
    c = _from_tagged_options(g.left, g.right)
    assert c is game([integer(n)], [integer(-n)])
    assert c.canonical() is c and g.canonical() is c
    assert _from_tagged_options((integer(1),), (integer(2),)) is number(Fraction(3, 2))
    assert _from_tagged_options((nimber(0), nimber(2)), (nimber(2), nimber(0))) is nimber(1)
    assert _from_tagged_options((), ()) is integer(0)
    # left to the general algorithm: a non-number survives dominance, or an untagged option
    assert _from_tagged_options((up_star(1, 0),), (nimber(1),)) is None
    assert _from_tagged_options((parse("{1|0}"),), ()) is None
