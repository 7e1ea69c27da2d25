"""Hypothesis strategies for random forms, shared by the tests."""

from __future__ import annotations

from hypothesis import strategies as st

from cgt import Game, game, integer, nimber, number, switch, up_star
from cgt.families import games

DAY2 = tuple(games(2))


@st.composite
def day3_forms(draw: st.DrawFn, max_options: int = 3) -> Game:
    """A form born by day 3: options drawn from the 256 forms born by day 2."""
    opts = st.lists(st.sampled_from(DAY2), max_size=max_options, unique=True)
    return game(draw(opts), draw(opts))


forms = st.one_of(st.sampled_from(DAY2), day3_forms())


@st.composite
def small_values(draw: st.DrawFn) -> Game:
    """Named values: numbers, nimbers, ups, switches."""
    kind = draw(st.integers(0, 3))
    if kind == 0:
        return number(draw(st.fractions(-4, 4, max_denominator=8).filter(
            lambda f: f.denominator & (f.denominator - 1) == 0)))
    if kind == 1:
        return nimber(draw(st.integers(0, 5)))
    if kind == 2:
        return up_star(draw(st.integers(-4, 4)), draw(st.integers(0, 3)))
    return switch(integer(draw(st.integers(1, 3))))


small_forms = st.one_of(st.sampled_from(DAY2), day3_forms(max_options=2))
sums = st.lists(small_forms, min_size=2, max_size=2).map(lambda gs: gs[0] + gs[1])
