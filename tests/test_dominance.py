"""The shortcuts of dominance and reversibility in ``_from_options`` against the brute-force
twin: the tags and float stops that decide a comparison without ``_le``, the one-pass removal
of dominated options, and Domineering's addition of region values and board images."""

from __future__ import annotations

import gc
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import Game, canonical_sum, game, integer, number, switch, up_star
from cgt.canonical.normal import (
    _float_stops,
    _from_options,
    _known_le,
    _undominated,
    _undominated_among,
    canonical,
)
from cgt.errors import SearchBoundExceeded
from cgt.rulesets import Domineering
from cgt.rulesets.domineering import _add_regions, _crop_now, _images
from tests.oracle import normal as twin
from tests.oracle import rulesets as boards
from tests.strategies import DAY2, day3_forms

# Canonical forms of every kind the shortcuts tell apart, small enough for the twin: tagged
# values (numbers, nimbers, ups), switches, hot and tepid forms by day 3, and canonical sums of
# two forms born by day 2.
_TAGGED = st.sampled_from(
    [number(Fraction(k, 2)) for k in range(-4, 5)]
    + [up_star(n, m) for n in (-1, 0, 1) for m in (0, 1, 2)]
    + [switch(integer(1)), switch(integer(2))]
)
canonical_forms = st.one_of(
    _TAGGED,
    day3_forms(max_options=2).map(canonical),
    st.tuples(st.sampled_from(DAY2), st.sampled_from(DAY2)).map(lambda p: canonical_sum(*p)),
)
option_lists = st.lists(canonical_forms, max_size=5, unique=True)


def _brute_undominated(options: list[Game], right: bool) -> set[Game]:
    """Straight from the definition: x is dominated by another option y ≥ x (Left), y ≤ x
    (Right)."""
    trees = {x: twin.tree(x) for x in options}
    return {
        x
        for x in options
        if not any(
            y is not x
            and (twin.le(trees[y], trees[x]) if right else twin.le(trees[x], trees[y]))
            for y in options
        )
    }


@settings(max_examples=300, deadline=None)
@given(canonical_forms, canonical_forms)
def test_tags_and_stops_decide_only_what_is_true(g: Game, h: Game) -> None:
    r = _known_le(g, h, _float_stops(g), _float_stops(h))
    if r is not None:
        assert r == twin.le(twin.tree(g), twin.tree(h))


@settings(max_examples=200, deadline=None)
@given(option_lists, st.booleans())
def test_one_pass_keeps_exactly_the_undominated_options(
    options: list[Game], right: bool
) -> None:
    expected = _brute_undominated(options, right)
    kept = _undominated_among(options, right)
    assert len(kept) == len(set(kept))
    assert set(kept) == expected
    assert set(_undominated(options, options, right)) == expected


@settings(max_examples=200, deadline=None)
@given(option_lists, option_lists)
def test_canonical_form_from_options_by_the_definitions(
    left: list[Game], right: list[Game]
) -> None:
    """{left | right} of canonical options: equal to the literal form and canonical (no
    follower has a dominated or reversible option, Siegel Thm II.2.9)."""
    g = _from_options(list(left), list(right))
    a, c = twin.tree(game(left, right)), twin.tree(g)
    assert twin.le(a, c) and twin.le(c, a)
    assert twin.is_canonical(c)
    assert canonical(game(left, right)) is g


@settings(max_examples=100, deadline=None)
@given(st.lists(st.one_of(_TAGGED, day3_forms(max_options=2).map(canonical)), min_size=2,
                max_size=3))
def test_region_values_add_as_the_literal_sum(parts: list[Game]) -> None:
    total = _add_regions(list(parts))
    assert total is canonical_sum(*parts)
    literal = twin.tree(parts[0])
    for p in parts[1:]:
        literal = twin.add(literal, twin.tree(p))
    t = twin.tree(total)
    assert twin.le(t, literal) and twin.le(literal, t)


def _cells(h: int, w: int, m: int) -> set[tuple[int, int]]:
    return {(r, c) for r in range(h) for c in range(w) if m >> (r * w + c) & 1}


def _mask(w: int, cells: set[tuple[int, int]]) -> int:
    return sum(1 << (r * w + c) for r, c in cells)


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 8), st.integers(1, 8), st.data())
def test_board_images_are_the_eight_symmetries(h: int, w: int, data: st.DataObject) -> None:
    """The four reflections of the board and the four of its transpose, cell by cell."""
    m = data.draw(st.integers(0, (1 << (h * w)) - 1))
    cells = _cells(h, w, m)
    same, trans = _images(h, w, m)
    assert same == [
        (h, w, _mask(w, {(r, c) for r, c in cells})),
        (h, w, _mask(w, {(r, w - 1 - c) for r, c in cells})),
        (h, w, _mask(w, {(h - 1 - r, c) for r, c in cells})),
        (h, w, _mask(w, {(h - 1 - r, w - 1 - c) for r, c in cells})),
    ]
    assert trans == [
        (w, h, _mask(h, {(c, r) for r, c in cells})),
        (w, h, _mask(h, {(c, h - 1 - r) for r, c in cells})),
        (w, h, _mask(h, {(w - 1 - c, r) for r, c in cells})),
        (w, h, _mask(h, {(w - 1 - c, h - 1 - r) for r, c in cells})),
    ]


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 8), st.integers(1, 8), st.data())
def test_crop_is_the_bounding_box(h: int, w: int, data: st.DataObject) -> None:
    m = data.draw(st.integers(1, (1 << (h * w)) - 1))
    cells = _cells(h, w, m)
    r0, c0 = min(r for r, _ in cells), min(c for _, c in cells)
    nh = max(r for r, _ in cells) - r0 + 1
    nw = max(c for _, c in cells) - c0 + 1
    assert _crop_now(w, m) == (nh, nw, _mask(nw, {(r - r0, c - c0) for r, c in cells}))


def test_the_collector_runs_again_after_an_evaluation() -> None:
    """Domineering pauses the cyclic collector while it evaluates, and only then: it is on
    again afterwards, after a search that ran out of bounds too, and stays off when it was
    off."""
    assert gc.isenabled()
    assert Domineering("..|..|#.").canonical() is boards.value("..|..|#.", boards.domineering)
    assert gc.isenabled()
    with pytest.raises(SearchBoundExceeded):
        Domineering("#......|.......|......#").canonical(max_positions=3)
    assert gc.isenabled()
    gc.disable()
    try:
        Domineering("...|.#.").canonical()
        assert not gc.isenabled()
    finally:
        gc.enable()
