"""Game-tree pictures: the SVG's structure against a brute-force walk of the options, its
geometry (Left's options down to the left, Right's down to the right), its labels against the
brute-force order and outcomes, and the depth and size bounds."""

from __future__ import annotations

import time
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import (
    D,
    E,
    I,
    M,
    SearchBoundExceeded,
    draw_tree,
    games,
    integer,
    nimber,
    parse,
    tree_svg,
)
from cgt.errors import InvalidArgument
from cgt.game import as_game
from cgt.rulesets import Clobber, Domineering, ToadsAndFrogs
from cgt.tree_picture import tree_nodes
from tests.oracle import normal as oracle

SVG = "{http://www.w3.org/2000/svg}"


def walk(g, depth: int) -> tuple[int, int, int, int]:  # noqa: ANN001 - a Game
    """(nodes, Left edges, Right edges, elided nodes) of the tree of ``g`` cut at ``depth``,
    straight from the definition: a node, and below it each option's tree one level shorter."""
    if depth == 0:
        return 1, 0, 0, int(bool(g.left or g.right))
    n, a, b, e = 1, len(g.left), len(g.right), 0
    for o in g.left + g.right:
        n2, a2, b2, e2 = walk(o, depth - 1)
        n, a, b, e = n + n2, a + a2, b + b2, e + e2
    return n, a, b, e


def structure(text: str) -> tuple[int, int, int, int, int]:
    """(nodes, Left edges, Right edges, elided nodes, deepest level) read from the SVG."""
    root = ET.fromstring(text)
    nodes = [g for g in root.iter(SVG + "g") if g.get("class", "").split()[:1] == ["node"]]
    lines = list(root.iter(SVG + "line"))
    left = sum(1 for x in lines if x.get("class") == "edge left")
    right = sum(1 for x in lines if x.get("class") == "edge right")
    elided = sum(1 for g in nodes if "elided" in g.get("class", "").split())
    deepest = max(int(g.get("data-depth")) for g in nodes)
    return len(nodes), left, right, elided, deepest


def same_value(text: str, g) -> bool:  # noqa: ANN001 - a Game
    t, u = oracle.tree(parse(text)), oracle.tree(g)
    return oracle.le(t, u) and oracle.le(u, t)


@settings(max_examples=60, deadline=None)
@given(games(max_birthday=3).strategy(), st.integers(0, 4))
def test_the_svg_has_a_node_per_position_of_the_walk_and_an_edge_per_move(g, depth) -> None:  # noqa: ANN001
    text = tree_svg(g, depth, max_nodes=100_000)
    n, a, b, e = walk(g, depth)
    assert structure(text) == (n, a, b, e, min(depth, g.birthday))


@settings(max_examples=40, deadline=None)
@given(games(max_birthday=3).strategy(), st.integers(1, 3))
def test_left_hangs_left_right_hangs_right_and_labels_are_the_values(g, depth) -> None:  # noqa: ANN001
    nodes = tree_nodes(g, depth, max_nodes=100_000)
    for node in nodes[1:]:
        parent = nodes[node.parent]
        assert node.depth == parent.depth + 1
        assert (node.x < parent.x) if node.side == "left" else (node.x > parent.x)
    for level in {n.depth for n in nodes}:
        xs = sorted(n.x for n in nodes if n.depth == level)
        assert all(b - a >= 1 for a, b in zip(xs, xs[1:], strict=False))
    for node in nodes:
        assert same_value(node.label, node.game)
    assert {n.label for n in nodes if not (n.game.left or n.game.right)} <= {"0"}


@pytest.mark.parametrize(
    "thing",
    [
        parse("{3||2|1}") + parse("^*"),  # a sum, its options produced on demand
        integer(2**200),  # a value held by its parameters
        Domineering("..|..|.#"),
        Clobber("xo.|ox."),
        ToadsAndFrogs("t..f"),
        "{1,*|{0|-1}}",
    ],
    ids=["sum", "big integer", "domineering", "clobber", "toads", "text"],
)
def test_every_kind_of_input_draws_its_game(thing) -> None:  # noqa: ANN001
    g = as_game(thing)
    text = tree_svg(thing, 3)
    assert structure(text)[:4] == walk(g, 3)
    assert ET.fromstring(text).find(SVG + "title").text.startswith("game tree of ")


def test_canonical_draws_the_canonical_form() -> None:
    g = parse("{{1|1},0|3}")  # {1*,0|3}: 1* reverses through 1, leaving {0|3} = 1
    c = g.canonical()
    assert walk(c, 5) != walk(g, 5)
    assert structure(tree_svg(g, 5, canonical=True))[:4] == walk(c, 5)
    assert structure(tree_svg(g, 5))[:4] == walk(g, 5)


@pytest.mark.parametrize("universe", [M, D, E])
def test_misere_canonical_forms_are_marked_with_their_misere_outcomes(universe) -> None:  # noqa: ANN001
    for g in games(max_birthday=2):
        if not universe.contains(g):
            continue
        c = universe.canonical(g)
        nodes = tree_nodes(c, 4)
        assert len(nodes) == walk(c.form, 4)[0]
        for node in nodes:
            assert node.mark == oracle.outcome(oracle.tree(node.game), misere=True)
        assert nodes[0].label == str(c)  # printed as the universe prints it: braces
        text = tree_svg(c, 4)
        assert f"(o⁻ = {nodes[0].mark})" in text
        # mod= on the plain form draws the same tree of the canonical form
        assert tree_svg(g, 4, canonical=True, mod=universe) == text


def test_impartial_misere_forms_print_in_cgsuite_notation() -> None:
    c = I.canonical(parse("*2 + *2"))
    nodes = tree_nodes(c, 2)
    assert nodes[0].label == str(c)
    assert all(n.mark == oracle.outcome(oracle.tree(n.game), misere=True) for n in nodes)


def test_the_depth_bound_elides_and_the_size_bound_refuses_fast() -> None:
    g = parse("{{{1|0}|0}|{0|{0|-1}}}")
    for depth in range(5):
        assert structure(tree_svg(g, depth))[4] == min(depth, g.birthday)
    start = time.perf_counter()
    with pytest.raises(SearchBoundExceeded, match="max_nodes"):
        tree_svg(nimber(10**9), 1)  # a billion options: refused before they are built
    with pytest.raises(SearchBoundExceeded, match="depth"):
        tree_svg(Domineering("....|....|...."), 8, max_nodes=300)
    assert time.perf_counter() - start < 30
    assert structure(tree_svg(integer(10**30), 4)) == (5, 4, 0, 1, 4)
    # exactly max_nodes nodes is within the bound, also for a sum of two equal components
    # (each side moves in one of them: one option per side, not two)
    h = parse("{1|*}")
    assert structure(tree_svg(h + h, 1, max_nodes=3))[:3] == (3, 1, 1)
    with pytest.raises(SearchBoundExceeded):
        tree_svg(h + h, 1, max_nodes=2)


def test_bad_arguments_are_typed_errors() -> None:
    with pytest.raises(InvalidArgument, match="depth"):
        tree_svg(parse("*"), -1)
    with pytest.raises(InvalidArgument, match="mod"):
        tree_svg(parse("*"), 1, mod="Q")
    with pytest.raises(InvalidArgument, match="max_nodes"):
        tree_svg(parse("*"), 1, max_nodes=0)
    # a depth given as an integral Fraction (or a bool, as as_int takes it) is drawn and
    # titled as the integer it is
    from fractions import Fraction

    assert "to depth 2</title>" in tree_svg(parse("{1|-1}"), Fraction(2))
    assert "to depth 1</title>" in tree_svg(parse("{1|-1}"), True)


def test_labels_are_escaped_and_cut_with_their_whole_text_as_title() -> None:
    g = parse("{5||4,{5|4}|3}")
    text = tree_svg(g + g, 1, label_chars=6)
    root = ET.fromstring(text)
    first = next(x for x in root.iter(SVG + "g") if x.get("class") == "node")
    assert first.find(SVG + "title").text == str((g + g).canonical())
    assert first.find(SVG + "text").text.endswith("…") and len(first.find(SVG + "text").text) == 6


def test_methods_of_a_game_give_the_same_pictures_which_notebooks_show() -> None:
    g = parse("{1|*}")
    text = g.tree_svg(2)
    assert text == tree_svg(g, 2) and isinstance(text, str)
    assert text._repr_svg_() == str(text)  # a notebook renders the picture, not the text


def test_draw_tree_draws_a_line_per_move_and_a_label_per_node() -> None:
    import matplotlib  # the dev extra installs the plot extra

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    g = parse("{1,*|{0|-1}}")
    fig = draw_tree(g, 3)
    try:
        ax = fig.axes[0]
        n, a, b, e = walk(g, 3)
        assert len(ax.lines) == a + b
        labels = [t.get_text() for t in ax.texts if t.get_text() != "…"]
        assert len(labels) == n and labels[0] == str(g.canonical())
        assert parse("{1,*|{0|-1}}").draw_tree(1) is not None
    finally:
        plt.close("all")
