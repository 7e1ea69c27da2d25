"""The order's memo table (cgt._pair_memo) against a dict: the same answers after any run of
look-ups and writes, through growth, emptying at the limit, and ids past the packed span."""

from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import clear_caches, parse
from cgt._pair_memo import PairMemo

# ids near the ends of the packed span (2³¹) and past it, besides small ones
_IDS = st.one_of(
    st.integers(0, 40),
    st.integers(0, 1 << 20),
    st.integers((1 << 31) - 3, (1 << 31) + 3),
    st.integers(1 << 40, (1 << 40) + 5),
)
_STEPS = st.lists(st.tuples(st.booleans(), _IDS, _IDS, st.booleans()), max_size=400)


def _run(limit: int, steps: list[tuple[bool, int, int, bool]]) -> None:
    table = PairMemo(limit)
    model: dict[tuple[int, int], bool] = {}
    for write, a, b, v in steps:
        if write:
            if len(model) >= limit:
                model.clear()
            model[(a, b)] = v
            assert table.put(a, b, v) == len(model)
        else:
            want = model.get((a, b))
            assert table.get(a, b) == (-1 if want is None else int(want))
        assert len(table) == len(model)


@settings(max_examples=300)
@given(st.integers(1, 50), _STEPS)
def test_the_table_answers_as_a_dict(limit: int, steps: list[tuple[bool, int, int, bool]]) -> None:
    _run(limit, steps)


def test_growth_keeps_every_answer() -> None:
    # 20,000 pairs: the array doubles from 4,096 slots several times
    table = PairMemo(1_000_000)
    pairs = [(i * 7919 % 5003, i) for i in range(20_000)]
    for k, (a, b) in enumerate(pairs):
        assert table.put(a, b, k % 3 == 0) == k + 1
    assert all(table.get(a, b) == int(k % 3 == 0) for k, (a, b) in enumerate(pairs))
    assert table.get(5003, 0) == -1 and len(table) == len(pairs)
    table.clear()
    assert len(table) == 0 and table.get(*pairs[0]) == -1


def test_clear_caches_empties_the_order_table() -> None:
    # the order answers the same after the caches are emptied (its table is one of them);
    # a form and its canonical form are equal
    g = parse("{{1|*},^|v*}")
    h = g.canonical()
    before = (g <= h, h <= g, g <= parse("1"), parse("1") <= g)
    assert before[:2] == (True, True)
    clear_caches()
    assert (g <= h, h <= g, g <= parse("1"), parse("1") <= g) == before
