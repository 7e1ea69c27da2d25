"""Twins for the faster sides (issue 35): the Büchi solve of ``side_le`` against the first one
(kept here), the positions pinned to ``on``/``off`` against one comparison each, and the sides
found with pinning against those found without it, on random game graphs."""

from __future__ import annotations

import math

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from cgt.loopy import LoopyGraph
from cgt.loopy import sides as S
from cgt.loopy.stopper import stopper_vertices

OFF = LoopyGraph(left=((),), right=((0,),))
ON = LoopyGraph(left=((0,),), right=((),))


def _first_side_win(a: LoopyGraph, b: LoopyGraph, onside: bool) -> bool:
    """The first solve of side_le (before issue 35), one question at a time."""
    nb = len(b)
    al = [tuple(dict.fromkeys(ws)) for ws in a.left]
    ar = [tuple(dict.fromkeys(ws)) for ws in a.right]
    bl = [tuple(dict.fromkeys(ws)) for ws in b.left]
    br = [tuple(dict.fromkeys(ws)) for ws in b.right]
    first = (a.start * nb + b.start) * 2 + 1
    index = {first: 0}
    order = [first]
    succ: list[list[tuple[int, bool]]] = []
    for key in order:
        pair, mover = divmod(key, 2)
        i, j = divmod(pair, nb)
        a_moves, b_moves = (ar[i], bl[j]) if mover == 0 else (al[i], br[j])
        out = []
        for t, counted in [((i2 * nb + j) * 2 + 1 - mover, not onside) for i2 in a_moves] + [
            ((i * nb + j2) * 2 + 1 - mover, onside) for j2 in b_moves
        ]:
            if t not in index:
                index[t] = len(order)
                order.append(t)
            out.append((index[t], counted))
        succ.append(out)
    n = len(order)
    rtm = [key & 1 for key in order]
    win = [True] * n
    while True:
        # Left forces, inside W, a counted move into W or Right stuck (least fixed point).
        reach = [False] * n
        changed = True
        while changed:
            changed = False
            for s in range(n):
                if reach[s] or not win[s]:
                    continue
                good = [win[t] and (counted or reach[t]) for t, counted in succ[s]]
                if all(good) if rtm[s] else any(good):
                    reach[s] = True
                    changed = True
        if reach == win:
            return win[0]
        # Right forces a play into the states left out (least fixed point), all leave W.
        lost = [win[s] and not reach[s] for s in range(n)]
        changed = True
        while changed:
            changed = False
            for s in range(n):
                if not win[s] or lost[s]:
                    continue
                bad = [lost[t] or not win[t] for t, _ in succ[s]]
                if any(bad) if rtm[s] else bad and all(bad):
                    lost[s] = True
                    changed = True
        win = [w and not x for w, x in zip(win, lost, strict=True)]


@st.composite
def any_graphs(draw: st.DrawFn, max_vertices: int = 5) -> LoopyGraph:
    n = draw(st.integers(1, max_vertices))
    edges = st.lists(st.integers(0, n - 1), max_size=3, unique=True)
    left = [draw(edges) for _ in range(n)]
    right = [draw(edges) for _ in range(n)]
    return LoopyGraph(left=left, right=right, start=draw(st.integers(0, n - 1)))


@settings(max_examples=400, deadline=None)
@given(any_graphs(), any_graphs(), st.booleans())
def test_side_le_is_the_first_solve(a: LoopyGraph, b: LoopyGraph, onside: bool) -> None:
    assert S.side_le(a, b, onside) == _first_side_win(a, b, onside)


@settings(max_examples=200, deadline=None)
@given(any_graphs(), any_graphs(), st.booleans())
def test_one_solve_for_many_pairs_answers_each(a: LoopyGraph, b: LoopyGraph, onside: bool) -> None:
    pairs = [(i, j) for i in range(len(a)) for j in range(len(b))]
    got = S._side_wins(a, b, onside, pairs)
    assert got == [_first_side_win(a.at(i), b.at(j), onside) for i, j in pairs]


@settings(max_examples=300, deadline=None)
@given(any_graphs(), st.booleans())
def test_pinned_positions_are_those_whose_side_is_extreme(g: LoopyGraph, onside: bool) -> None:
    ext = S._extremes(g, onside)
    for v in range(len(g)):
        if onside:
            want = _first_side_win(g.at(v), OFF, True)
        else:
            want = _first_side_win(ON, g.at(v), False)
        assert ext[v] == want


def _same_side(a: LoopyGraph, b: LoopyGraph, onside: bool) -> bool:
    return _first_side_win(a, b, onside) and _first_side_win(b, a, onside)


@settings(max_examples=300, deadline=None)
@given(any_graphs(6), st.booleans())
def test_pinning_keeps_every_side(g: LoopyGraph, onside: bool) -> None:
    """The graph with the extreme positions pinned has the side of the game at every position
    (the copycat argument in the docstring of ``_pinned``)."""
    g = g.reachable()
    ext = S._extremes(g, onside)
    if not any(ext):
        assert S._pinned(g, onside) is None or not any(
            e and not s for e, s in zip(ext, stopper_vertices(g), strict=True)
        )
        return
    for v in range(len(g)):
        pinned = S._pinned(g.at(v), onside)
        if pinned is not None:
            assert _same_side(pinned, g.at(v), onside)


@settings(max_examples=200, deadline=None)
@given(any_graphs(6), st.booleans())
def test_sides_with_pinning_are_those_without(g: LoopyGraph, onside: bool) -> None:
    """The side found (pinning first) is the game's side, and the side found by sidling the
    graph as it is (the way before issue 35) is the same side."""
    g = g.reachable()
    got = S._side(g, onside, S.SMALL_ROUNDS)
    assert _same_side(got, g, onside)
    c = S._counteracted(g, onside).reachable()
    old = S._sidle(c, onside, S.SMALL_ROUNDS)
    assert _same_side(got, old, onside)
    if stopper_vertices(got)[0] and stopper_vertices(old)[0]:
        assert got == old  # simplified stoppers of one value are one graph


@settings(max_examples=300, deadline=None)
@given(any_graphs(6), st.booleans())
def test_table_sides_are_the_sidled_sides(g: LoopyGraph, onside: bool) -> None:
    """The side found on the table of all pairs (issue 35) is the game's side, and the one the
    old way (pinning, then sidling with closures and pruning) finds, the same graph."""
    from cgt.loopy.table_sides import table_side

    g = S._counteracted(g.reachable(), onside).reachable()
    g = S._pinned(g, onside) or g
    got = table_side(g, onside, S._state_wins, S.side_le)
    old = S._sidle(g, onside, S.SMALL_ROUNDS)
    if got is None:  # this way finds no stopper here; the sides fall back to sidling
        assert _same_side(old, g, onside)
        return
    assert stopper_vertices(got)[0]
    assert _same_side(got, g, onside)
    assert _same_side(got, old, onside)
    if stopper_vertices(old)[0]:
        assert got == old


@settings(max_examples=400, deadline=None)
@given(any_graphs(9), any_graphs(9), st.booleans())
def test_numpy_table_is_the_python_solve(a: LoopyGraph, b: LoopyGraph, onside: bool) -> None:
    """The numpy table and the state-by-state solve (compiled on the compiled core), each
    keeping its attractor from round to round, with ranks, the states that lose their support
    dropped and some brought back, against the Python solve."""
    from cgt.loopy.side_table import side_states

    keys = list(range(2 * len(a) * len(b)))
    plain = S._state_wins(a, b, onside, keys)
    assert side_states(a, b, onside, "numpy").ravel().tolist() == plain
    assert side_states(a, b, onside, "states").ravel().tolist() == plain


@settings(max_examples=300, deadline=None)
@given(any_graphs(6), st.booleans(), st.booleans(), st.data())
def test_deletion_check_within_the_table_is_the_plain_one(
    g: LoopyGraph, onside: bool, is_left: bool, data: st.DataObject
) -> None:
    """The comparison of a position with and without one of its moves, solved only inside the
    region the table of the graph says Left wins (as the table sides do), answers as the plain
    comparison does, at every position."""
    moves = [(v, w) for v in range(len(g)) for w in (g.left if is_left else g.right)[v]]
    assume(moves)
    v, w = data.draw(st.sampled_from(moves))
    left = [list(ws) for ws in g.left]
    right = [list(ws) for ws in g.right]
    (left if is_left else right)[v].remove(w)
    h = LoopyGraph(left=left, right=right, start=v)
    lo, hi = (g, h) if is_left else (h, g)
    n = len(g)
    table = S._state_wins(g, g, onside, list(range(2 * n * n)))
    keys = list(range(2 * n * n))
    assert S._state_wins(lo, hi, onside, keys, table) == S._state_wins(lo, hi, onside, keys)
    for x in range(n):
        key = (x * n + x) * 2 + 1
        assert S._state_wins(lo, hi, onside, [key], table) == [
            _first_side_win(lo.at(x), hi.at(x), onside)
        ]


@settings(max_examples=200, deadline=None)
@given(any_graphs(6), st.booleans())
def test_deletion_by_table_with_a_shared_cache_answers_as_alone(
    g: LoopyGraph, onside: bool
) -> None:
    """The table's decision of each deletion, with the graph's predecessor lists kept between
    calls (as a pass of deletions does while no move is deleted), is the one made alone."""
    from cgt.loopy.table_sides import _deletion_by_table, _Table

    n = len(g)
    w3 = _Table(S._state_wins(g, g, onside, list(range(2 * n * n))), n)
    left = [list(dict.fromkeys(ws)) for ws in g.left]
    right = [list(dict.fromkeys(ws)) for ws in g.right]
    cache: dict[str, object] = {}
    for v in range(n):
        for edges, is_left in ((left, True), (right, False)):
            for w in edges[v]:
                alone = _deletion_by_table(left, right, w3, v, w, onside, is_left)
                assert _deletion_by_table(left, right, w3, v, w, onside, is_left, cache) == alone


@pytest.mark.parametrize(
    ("kw", "strip"),
    [
        ({"min_slide": -3, "max_slide": math.inf, "max_jump": 2}, "..tf.tf"),
        ({"min_slide": -2, "max_slide": 3, "max_jump": math.inf}, "tf..f.t"),
    ],
)
def test_the_two_table_solves_agree_on_strips(kw: dict[str, object], strip: str) -> None:
    """The state-by-state solve and numpy's on the table of a backsliding strip's game graph
    with itself (175 and 105 positions; issue 35's slow strips), both sides."""
    from cgt.loopy.side_table import side_states
    from cgt.rulesets import GenToadsAndFrogs

    g = GenToadsAndFrogs(**kw)(strip).game_graph()
    for onside in (True, False):
        numpy_solve = side_states(g, g, onside, "numpy")
        assert (side_states(g, g, onside, "states") == numpy_solve).all()
        assert numpy_solve.any() and not numpy_solve.all()  # a table with both answers
