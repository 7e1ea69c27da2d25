"""Rulesets: CGSuite's expected values, parsing and printing, and brute-force twins.

CGSuite sources (github.com/aaron-siegel/cgsuite, commit e909ab8b):
GRID = lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala,
STRIP = .../GameStripTest.scala, GRAPH = .../GameGraphTest.scala, HEAP = .../GameHeapTest.scala.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import ParseError, SearchBoundExceeded, canonical_sum
from cgt.errors import InvalidGame
from cgt.rulesets import (
    Amazons,
    Clobber,
    Col,
    Cram,
    Cutcake,
    Domineering,
    ImpartialMaundyCake,
    MaundyCake,
    Snort,
    ToadsAndFrogs,
    TopplingDominoes,
)
from cgt.rulesets.graph import parse_graph
from tests.oracle import normal as o
from tests.oracle import rulesets as twin

CGSUITE = [
    # GameGridTest.scala
    (Domineering, "....|....|....|....", "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"),
    (Cram, ".........|##.######", "*4"),
    (Clobber, "xox|ox.", "{^^*|*,v}"),
    (Amazons, "x...|o...", "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}"),
    # GameStripTest.scala
    (
        ToadsAndFrogs,
        "ttttt..fffff",
        "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}",
    ),
    (TopplingDominoes, "lrrlrrl", "Tiny(1/2)"),
    (TopplingDominoes, "lere", "{1|0,{0|-1}}"),
    # GameGraphTest.scala
    (Col, "R-.-R-.-L-.-R-.-R-.", "7/8"),
    (Snort, "L-.-.-.-L", "{4|0,+-1}"),
    (Snort, ".-.-.(-.;-.)", "+-{3|2}"),
]


@pytest.mark.parametrize(("ruleset", "text", "expected"), CGSUITE, ids=lambda x: str(x)[:30])
def test_cgsuite_values(ruleset: type, text: str, expected: str) -> None:
    assert str(ruleset(text).canonical()) == expected


def test_cgsuite_cakes() -> None:
    # GameHeapTest.scala ("define partizan coordinate games properly"): (8, n) for n = 0..8,
    # and the number of Left options of (8, 8)
    assert [str(Cutcake(8, n).canonical()) for n in range(9)] == (
        "[-7,-7,-3,-3,-1,-1,-1,-1,0]".strip("[]").split(",")
    )
    assert [str(MaundyCake(8, n).canonical()) for n in range(9)] == (
        "[-7,-7,-3,-3,-1,-3,-1,-3,0]".strip("[]").split(",")
    )
    assert len(Cutcake(8, 8).left_moves()) == 4 and len(MaundyCake(8, 8).left_moves()) == 3


def test_domineering_sum_of_boards() -> None:
    # The benchmark workload 4×4 + 4×4 + 5×4: the 4×4 value is CGSuite's (GameGridTest.scala);
    # ±G + ±G = 0, so the sum is the 5×4 board, checked against plain search in
    # test_rulesets_exhaustive.py
    b44, b54 = Domineering("....|....|....|...."), Domineering("....|....|....|....|....")
    total = canonical_sum(b44.canonical(), b44.canonical(), b54.canonical())
    assert total is b54.canonical()
    assert str(b54.canonical()) == "-1"


# ------------------------------------------------------------------ notation
@pytest.mark.parametrize(
    ("ruleset", "text"),
    [
        (Domineering, "..#.|....|.#.."),
        (Clobber, "xoxo|oxox|xoxo|oxox"),
        (Cram, "...|..."),
        (ToadsAndFrogs, "ttt..f.ff"),
        (TopplingDominoes, "lrel"),
        (Col, "L-.-R"),
        (Snort, ".-.-.(-.;-.)"),
        (Snort, "L-.(-.-R;-.);.-."),
    ],
)
def test_positions_print_back(ruleset: type, text: str) -> None:
    p = ruleset(text)
    assert ruleset(str(p)) == p
    assert repr(p) == f"{ruleset.__name__}({str(p)!r})"


def test_grid_and_strip_strings_print_exactly() -> None:
    assert str(Clobber("xoxo|oxox")) == "xoxo|oxox" and str(ToadsAndFrogs("tt..ff")) == "tt..ff"
    assert str(Col("L-.-R")) == "L-.-R" and str(Snort(".-.-.(-.;-.)")) == ".-.-.(-.;-.)"


def test_graph_notation() -> None:
    # CGSuite's tutorial games-on-graphs: dots optional, ':A' joins vertices, '(…;…)' branches
    assert parse_graph("---") == parse_graph(".-.-.-.")
    labels, edges = parse_graph(":A----:A")
    assert len(labels) == 4 and len(edges) == 4
    assert parse_graph("--(-;--;---)")[1] == (
        (0, 1), (1, 2), (2, 3), (2, 4), (2, 6), (4, 5), (6, 7), (7, 8),
    )  # fmt: skip


@pytest.mark.parametrize(
    ("ruleset", "text", "column"),
    [
        (Clobber, "xoxq", 4),
        (Domineering, "...|..", 5),
        (ToadsAndFrogs, "tt.x", 4),
        (Col, "L-.-Q", 5),
        (Col, "L(-.", 2),
        (Col, "L.", 2),
    ],
)
def test_bad_positions_raise_parse_errors(ruleset: type, text: str, column: int) -> None:
    with pytest.raises(ParseError) as err:
        ruleset(text)
    assert err.value.column == column


def test_bad_cakes_and_bounds() -> None:
    with pytest.raises(InvalidGame):
        Cutcake(-1, 2)
    with pytest.raises(SearchBoundExceeded, match="max_positions"):
        Domineering("......|......|......").canonical(max_positions=10)
    with pytest.raises(SearchBoundExceeded, match="max_positions"):
        Clobber("xoxo|oxox|xoxo").game(max_positions=50)


# ------------------------------------------------------------------ twins
def _grid(chars: str, max_h: int, max_w: int) -> st.SearchStrategy[str]:
    @st.composite
    def draw(d: st.DrawFn) -> str:
        h, w = d(st.integers(1, max_h)), d(st.integers(1, max_w))
        return "|".join("".join(d(st.sampled_from(chars)) for _ in range(w)) for _ in range(h))

    return draw()


@settings(max_examples=60, deadline=None)
@given(_grid("..#", 3, 4))
def test_domineering_and_cram_against_plain_search(text: str) -> None:
    assert Domineering(text).canonical() is twin.value(text, twin.domineering)
    assert Cram(text).canonical() is twin.value(text, twin.cram)


@st.composite
def _sparse_board(d: st.DrawFn) -> str:
    """A board at or past the edge of the bit boards' machine word (64 cells, sides up to
    30): exactly 64 cells, more, or a side longer than 30; a few empty cells, mostly in one
    patch so that they interact, the rest blocked, so that the plain twin stays quick."""
    h, w = d(st.sampled_from([(8, 8), (2, 32), (1, 31), (1, 40), (3, 22), (5, 13), (4, 17)]))
    cells = [["#"] * w for _ in range(h)]
    r0, c0 = d(st.integers(0, h - 1)), d(st.integers(0, w - 1))
    for r in range(r0, min(h, r0 + 3)):
        for c in range(c0, min(w, c0 + 3)):
            cells[r][c] = d(st.sampled_from("..#"))
    for _ in range(d(st.integers(0, 3))):
        cells[d(st.integers(0, h - 1))][d(st.integers(0, w - 1))] = "."
    return "|".join("".join(row) for row in cells)


@settings(max_examples=40, deadline=None)
@given(_sparse_board())
def test_domineering_and_cram_past_the_word_against_plain_search(text: str) -> None:
    # boards that fit a machine word take the bit boards, the others the generic evaluation
    # of rulesets: both against the plain search, and their sum against the sum of values
    assert Domineering(text).canonical() is twin.value(text, twin.domineering)
    assert Cram(text).canonical() is twin.value(text, twin.cram)


def test_domineering_long_strips() -> None:
    # a row of n cells: only Right can move, so its value is minus the most dominoes he can
    # place, -(n // 2) (a game with moves for one player only is an integer; Winning Ways
    # ch. 5); a column of n cells is n // 2
    for n in (2, 7, 30, 31, 64, 65, 99):
        assert Domineering("." * n).canonical() is canonical_sum(-(n // 2))
        assert Domineering("|".join("." * n)).canonical() is canonical_sum(n // 2)


@settings(max_examples=60, deadline=None)
@given(_grid("xo..", 3, 4))
def test_clobber_against_plain_search(text: str) -> None:
    assert Clobber(text).canonical() is twin.value(text, twin.clobber)


@settings(max_examples=60, deadline=None)
@given(st.text("tf.", min_size=1, max_size=9))
def test_toads_and_frogs_against_plain_search(text: str) -> None:
    assert ToadsAndFrogs(text).canonical() is twin.value(text, twin.toads_and_frogs)


@settings(max_examples=60, deadline=None)
@given(st.text("lre.", min_size=0, max_size=8))
def test_toppling_dominoes_against_plain_search(text: str) -> None:
    assert TopplingDominoes(text).canonical() is twin.value(text, twin.toppling)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 4), st.integers(0, 4))
def test_cakes_against_plain_search(m: int, n: int) -> None:
    key = f"{m},{n}"
    assert Cutcake(m, n).canonical() is twin.value(key, twin.cake(twin.cutcake_cuts))
    assert MaundyCake(m, n).canonical() is twin.value(key, twin.cake(twin.maundy_cuts))
    imp = twin.value(key, twin.cake(twin.maundy_cuts, impartial=True))
    assert ImpartialMaundyCake(m, n).canonical() is imp


def _odd_prime_factors(n: int) -> int:
    count, p = 0, 3
    while n % 2 == 0 and n:
        n //= 2
    while n > 1:
        while n % p == 0:
            n //= p
            count += 1
        p += 2
    return count


@pytest.mark.parametrize("a", range(1, 13))
@pytest.mark.parametrize("b", range(1, 13))
def test_impartial_maundy_cake_types(a: int, b: int) -> None:
    # Winning Ways ch. 7: with α, β the numbers of odd prime factors of a and b, an odd cake
    # (type D) moves only to odd numbers of equal cakes, i.e. to D(α', β) or D(α, β'), so
    # D(α, β) plays as Nim heaps α and β: *(α xor β); an even cake (type E) also moves to 0
    from cgt import nimber

    g = ImpartialMaundyCake(a, b).canonical()
    al, be = _odd_prime_factors(a), _odd_prime_factors(b)
    if (a * b) % 2:
        assert g is nimber(al ^ be)
    else:
        assert g.is_impartial and g is not nimber(0)


@st.composite
def _graphs(draw: st.DrawFn) -> tuple[tuple[str, ...], tuple[tuple[int, int], ...]]:
    n = draw(st.integers(1, 6))
    labels = tuple(draw(st.sampled_from(".LR.")) for _ in range(n))
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    edges = tuple(sorted(draw(st.sets(st.sampled_from(pairs), max_size=7)) if pairs else ()))
    return labels, edges


@settings(max_examples=60, deadline=None)
@given(_graphs())
def test_col_and_snort_against_plain_search(pos: tuple) -> None:
    labels, edges = pos
    for ruleset, ok in ((Col, (".R", ".L")), (Snort, (".L", ".R"))):
        p = ruleset._of(labels, edges)
        assert ruleset(str(p)).canonical() is p.canonical()
        assert p.canonical() is twin.value(pos, twin.col_like(*ok))  # type: ignore[arg-type]


@settings(max_examples=40, deadline=None)
@given(_grid("xo.", 2, 3) | _grid("..#", 2, 4))
def test_misere_outcomes_and_literal_forms(text: str) -> None:
    ruleset, moves = (
        (Clobber, twin.clobber)
        if "x" in text or "o" in text
        else (
            Domineering,
            twin.domineering,
        )
    )
    p = ruleset(text)
    tree = o.tree(twin.literal(text, moves))
    assert str(p.misere_outcome()) == o.outcome(tree, misere=True)
    assert str(p.outcome()) == o.outcome(tree)
    assert o.tree(p.game()) == tree


@settings(max_examples=30, deadline=None)
@given(_grid("..#", 5, 5))
def test_domineering_and_cram_bit_boards_against_position_search(text: str) -> None:
    # the bit-board evaluation against the generic one on positions (regions cut out as
    # strings, symmetries on rows), on boards too big for the plain twin
    from cgt.rulesets import Ruleset

    for ruleset in (Domineering, Cram):
        assert ruleset(text).canonical() is Ruleset.canonical(ruleset(text))


def test_a_deep_position_without_a_depth_hint() -> None:
    # maybe_deep starts again on the big stack after a RecursionError; the first attempt's
    # search path must not make the second read a cycle (a false NotShortGame)
    from dataclasses import dataclass

    from cgt.rulesets import Ruleset

    def make():  # noqa: ANN202 - two identical classes, two transposition tables
        @dataclass(frozen=True)
        class Take(Ruleset):
            heap: int

            def left_moves(self):  # noqa: ANN202
                return [Take(self.heap - k) for k in (1, 2) if k <= self.heap]

            def right_moves(self):  # noqa: ANN202
                return [Take(self.heap - k) for k in (2, 3) if k <= self.heap]

        return Take

    shallow, deep = make(), make()
    bottom_up = [shallow(n).canonical() for n in range(3001)]  # each call one level deep
    assert deep(3000).canonical() is bottom_up[3000]
    assert deep(3000).misere_outcome() == shallow(3000).misere_outcome()
    assert deep(2999).game(max_positions=None).canonical() is bottom_up[2999]
