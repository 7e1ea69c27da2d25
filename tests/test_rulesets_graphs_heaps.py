"""Arc Kayles, Partizan Arc Kayles and Wythoff's game against brute-force twins
(tests/oracle/rulesets.py): every graph on up to 5 vertices, every edge-coloured graph on up
to 4, every pair of heaps up to 8, Wythoff's P-positions (Wythoff 1907) and, on paths,
Dawson's Kayles."""

from __future__ import annotations

import math
from functools import cache
from itertools import combinations

import pytest

from cgt import InvalidGame, ParseError, nimber
from cgt.rulesets import ArcKayles, Wythoff, take_and_break
from cgt.rulesets.graph import format_graph
from tests.oracle import rulesets as twin


def _graphs(n: int) -> list[tuple[int, tuple[tuple[int, int], ...]]]:
    pairs = list(combinations(range(n), 2))
    return [(n, tuple(e for i, e in enumerate(pairs) if mask >> i & 1))
            for mask in range(1 << len(pairs))]


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_arc_kayles_on_every_graph(n: int) -> None:
    for size, edges in _graphs(n):
        text = format_graph(("." * size), edges)  # type: ignore[arg-type]
        p = ArcKayles(text)
        plain = (frozenset(range(size)), frozenset(frozenset(e) for e in edges))
        expected = twin.mex_value(plain, twin.arc_kayles)
        assert p.canonical() is nimber(expected), text
        assert len(p.left_moves()) == len(edges) and p.left_moves() == p.right_moves()


def test_arc_kayles_on_paths_is_dawsons_kayles() -> None:
    # removing two adjacent vertices of a path of n: octal 0.07 (Dawson's Kayles, Winning Ways)
    dawson = take_and_break("0.07").nim_values(12).tolist()
    for n in range(1, 13):
        assert ArcKayles("-".join("." * n)).canonical() is nimber(dawson[n]), n


def test_wythoff_values_and_p_positions() -> None:
    for a in range(9):
        for b in range(9):
            assert Wythoff(a, b).canonical() is nimber(twin.mex_value((a, b), twin.wythoff))
    phi = (1 + math.sqrt(5)) / 2
    wythoff_pairs = {(math.floor(k * phi), math.floor(k * phi * phi)) for k in range(12)}
    found = {(a, b) for a in range(19) for b in range(a, 31) if str(Wythoff(a, b).outcome()) == "P"}
    assert found == {(a, b) for a, b in wythoff_pairs if b <= 30}


def test_bad_input() -> None:
    with pytest.raises(InvalidGame):
        Wythoff(-1, 2)
    with pytest.raises(ParseError):
        ArcKayles("L-.")


# ------------------------------------------------------------------ Partizan Arc Kayles
def _coloured_graphs(n: int):  # noqa: ANN202
    from itertools import product

    pairs = list(combinations(range(n), 2))
    for colours in product(("", "L", "R", "LR"), repeat=len(pairs)):
        yield [(u, v, c) for (u, v), cs in zip(pairs, colours, strict=True) for c in cs]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_partizan_arc_kayles_on_every_coloured_graph(n: int) -> None:
    from cgt import game
    from cgt.rulesets import PartizanArcKayles

    @cache
    def value(p: frozenset):  # noqa: ANN202
        lefts, rights = twin.partizan_arc_kayles(p)
        return game([value(q) for q in lefts], [value(q) for q in rights]).canonical()

    for edges in _coloured_graphs(n):
        plain = frozenset((frozenset((u, v)), c) for u, v, c in edges)
        assert PartizanArcKayles(edges).canonical() is value(plain), edges


def test_partizan_arc_kayles_with_both_colours_everywhere_is_arc_kayles() -> None:
    from cgt.rulesets import PartizanArcKayles

    for size, edges in _graphs(5):
        both = [(u, v, c) for u, v in edges for c in "LR"]
        text = format_graph(("." * size), edges)  # type: ignore[arg-type]
        assert PartizanArcKayles(both).canonical() is ArcKayles(text).canonical(), text


def test_partizan_arc_kayles_bad_input() -> None:
    from cgt.rulesets import PartizanArcKayles

    for bad in ["a-b", "a-b:G", "a-a:L", [(0, 1)]]:
        with pytest.raises(InvalidGame):
            PartizanArcKayles(bad)


# ------------------------------------------------------------------ Arc Kayles with loops
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_arc_kayles_with_loops_on_every_graph(n: int) -> None:
    # a loop at v is an edge from v to itself: taking it removes v (CGSuite's ArcKayles)
    for size, edges in _graphs(n):
        for lmask in range(1 << n):
            loops = tuple((v, v) for v in range(n) if lmask >> v & 1)
            text = format_graph(("." * size), tuple(sorted(edges + loops)))  # type: ignore[arg-type]
            p = ArcKayles(text)
            assert len(p.verts) == size and len(p.edges) == len(edges) + len(loops), text
            assert sum(u == v for u, v in p.edges) == len(loops), text  # loops read back
            plain = (frozenset(range(size)), frozenset(frozenset(e) for e in edges + loops))
            expected = twin.mex_value(plain, twin.arc_kayles)
            assert p.nim_value() == expected, text
            assert p.canonical() is nimber(expected), text


def test_arc_kayles_loops_as_cgsuite() -> None:
    # CGSuite: game.graph.ArcKayles(":A-:A").CanonicalForm is *
    assert ArcKayles(":A-:A").canonical() is nimber(1)
    assert ArcKayles(":A-:A").nim_value() == 1


def test_arc_kayles_on_looped_paths_is_kayles() -> None:
    # a loop at every vertex of a path: take one vertex or two adjacent ones, i.e. Kayles 0.77
    kayles = take_and_break("0.77").nim_values(14).tolist()
    for n in range(1, 15):
        text = "-".join(f":{chr(65 + i)}-:{chr(65 + i)}" for i in range(n))
        assert ArcKayles(text).nim_value() == kayles[n], n
        assert ArcKayles(text).canonical() is nimber(kayles[n]), n


def test_nim_value_of_positions() -> None:
    from cgt.rulesets import Clobber, Cram, Domineering, ImpartialMaundyCake

    for a in range(7):
        for b in range(7):
            assert Wythoff(a, b).canonical() is nimber(Wythoff(a, b).nim_value())
    assert ImpartialMaundyCake(6, 10).nim_value() == 1  # its canonical form is * (cake.py)
    assert Cram("...|...").nim_value() == 1  # canonical form *, through the form
    assert Clobber("xo").nim_value() == 1  # a partizan position whose value is a nimber
    with pytest.raises(InvalidGame, match="no nimber"):
        Domineering("..|..").nim_value()
