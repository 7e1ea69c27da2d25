"""Distinguishers and links, checked by searching the sums on game trees (the twin)."""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement

import pytest
from hypothesis import given

from cgt import InvalidGame, nimber
from cgt.impartial import distinguisher, is_linked_to, link, misere_options
from cgt.impartial.misere_days import day
from tests.oracle import impartial as twin

CLASSES = day(4)


def test_links_of_every_pair_born_by_day_four() -> None:
    for g, h in combinations_with_replacement(CLASSES, 2):
        related = g in misere_options(h) or h in misere_options(g)
        assert is_linked_to(g, h) == (not related)
        if related:
            with pytest.raises(InvalidGame):
                link(g, h)
            continue
        t = twin.from_game(link(g, h))
        assert twin.sum_is_p(twin.from_game(g), t) and twin.sum_is_p(twin.from_game(h), t)


def test_options_are_never_linked_to_their_game() -> None:
    """If H is an option of G, G + T is P forces H + T to be N (move from G to H)."""
    xs = twin.pool()
    for g in CLASSES:
        for h in misere_options(g):
            tg, th = twin.from_game(g), twin.from_game(h)
            assert not any(twin.sum_is_p(tg, *x) and twin.sum_is_p(th, *x) for x in xs)


@given(twin.forms_strategy(4), twin.forms_strategy(4))
def test_distinguisher(g, h) -> None:  # noqa: ANN001
    from cgt.impartial import misere_canonical

    if misere_canonical(g) == misere_canonical(h):
        with pytest.raises(InvalidGame):
            distinguisher(g, h)
        return
    t = twin.from_game(distinguisher(g, h))
    assert twin.sum_is_p(twin.from_game(g), t)
    assert not twin.sum_is_p(twin.from_game(h), t)


def test_distinguisher_of_all_pairs_both_ways() -> None:
    for g, h in combinations(CLASSES[:12], 2):
        for a, b in ((g, h), (h, g)):
            t = twin.from_game(distinguisher(a, b))
            assert twin.sum_is_p(twin.from_game(a), t)
            assert not twin.sum_is_p(twin.from_game(b), t)
    assert distinguisher(nimber(1), nimber(0)) is nimber(0)
