"""The peers benchmark does not rot: cgt answers every workload (on shortened inputs), its answers
read back through the cross-check, and the cross-check reads the peers' formats right.

No peer needs to be installed and nothing is timed here.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

import cgt

_PATH = Path(__file__).resolve().parent.parent / "benchmarks" / "bench_peers.py"
_spec = importlib.util.spec_from_file_location("bench_peers", _PATH)
bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench)


def _shortened(data):
    """At most 2 items of a list, the first 2 rows of a board: the test checks that each
    workload runs, not its size."""
    if isinstance(data, list):
        return data[:2]
    if isinstance(data, str) and "|" in data:
        return "|".join(data.split("|")[:2])
    return data


@pytest.mark.parametrize("name", list(bench.WORKLOADS))
def test_cgt_answers_every_workload(name):
    w = bench.WORKLOADS[name]
    A = bench._Cgt()
    assert bench.supports(A, w)
    data = _shortened(w.data())
    answer = w.answer(A, w.run(A, w.setup(A, data)))
    # the answer reads back into cgt and agrees with itself through the cross-check
    assert bench.differences(cgt, answer, answer) == []
    if name != "start":
        assert answer is not None


def test_inputs_are_fixed_and_of_the_stated_size():
    assert bench._random_sums(1, 40, 6) == bench._random_sums(1, 40, 6)
    assert [len(s) for s in bench._random_sums(1, 40, 6)] == [6] * 40
    assert len(bench._random_pairs(1000)) == 1000
    assert len(bench._short_terms(2000)) == 2000
    day2 = bench._day2()
    assert len(set(day2)) == 256  # the forms born by day 2 (DESIGN: 256 by day 2)
    assert all(cgt.parse(f).birthday <= 2 for f in day2)
    assert all(cgt.parse(f).birthday <= 3 for f in bench._random_forms(40))


def test_order_and_outcome_answers_are_consistent():
    """G ≤ G for every G (reflexivity), and the pairs' outcomes are the normal-play outcomes
    of the sums, from the definition (o(G) from G ≥ 0 and G ≤ 0)."""
    A = bench._Cgt()
    forms = bench._random_forms(6)
    w = bench.WORKLOADS["comparisons"]
    bits = w.run(A, w.setup(A, forms))
    assert all(bits[i * 6 + i] == "1" for i in range(6))
    pairs = bench._random_pairs(5)
    outcomes, order = bench._pairs_run(A, pairs)
    for (a, b), o, le in zip(pairs, outcomes, order, strict=True):
        s = (cgt.parse(a) + cgt.parse(b)).canonical()
        ge0, le0 = s >= cgt.zero, s <= cgt.zero
        assert o == ("P" if ge0 and le0 else "L" if ge0 else "R" if le0 else "N")
        assert le == ("1" if cgt.parse(a) <= cgt.parse(b) else "0")


# The thermograph of {3||2|1}: left wall 3 - t up to t = 3/4; right wall 2 up to t = 1/2 (where
# {2|1} freezes at 3/2), then 3/2 + t; they meet at t = 3/4 at the mast 9/4. In CGSuite's text
# (cgt's str, also shown in cgt's README) that is the line below.
_CGT_TEXT = "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2],[0,1,0])"
_CGT_PY_TEXT = ("Thermograph(Thermograph(Trajectory(9/4, [3/4], [0, -1]), "
                "Trajectory(9/4, [3/4, 1/2], [0, 1, 0])))")
_PYCGT_SEGMENTS = [[["0", "3", "-1"], ["3/4", "9/4", "0"]],
                   [["0", "2", "0"], ["1/2", "2", "1"], ["3/4", "9/4", "0"]]]


def test_thermograph_formats_of_the_peers_read_back():
    th = cgt.parse("{3||2|1}").thermograph()
    mine = ["thermo", *bench._Cgt().thermograph_text(th)]
    assert mine == ["thermo", "trajectories", _CGT_TEXT]
    assert bench.differences(cgt, mine, ["thermo", "trajectories", _CGT_PY_TEXT]) == []
    assert bench.differences(cgt, mine, ["thermo", "segments", *_PYCGT_SEGMENTS]) == []
    # a wall that differs anywhere on t >= 0 is caught
    bent = _CGT_PY_TEXT.replace("[0, 1, 0]", "[0, 1, 1]")
    assert bench.differences(cgt, mine, ["thermo", "trajectories", bent]) != []
    late = [_PYCGT_SEGMENTS[0], [["0", "2", "0"], ["5/8", "2", "1"], ["3/4", "17/8", "0"]]]
    assert bench.differences(cgt, mine, ["thermo", "segments", *late]) != []


def test_games_and_numbers_compare_by_value():
    # cgt-py prints its values as constructor calls
    assert bench._unwrap("CanonicalForm('^2*4')", "CanonicalForm") == "^2*4"
    assert bench.differences(cgt, ["game", "^^*4"], ["game", "{0|^*5}"]) == []
    assert bench.differences(cgt, ["game", "1/2"], ["game", "{0|1}"]) == []
    assert bench.differences(cgt, ["game", "*"], ["game", "0"]) != []
    assert bench.differences(cgt, [["num", "3/4"]], [["num", "6/8"]]) == []
    assert bench.differences(cgt, [["num", "3/4"]], [["num", "1"]]) != []
    assert bench.differences(cgt, ["text", "LNRP"], ["text", "LNRN"]) != []
    assert bench.differences(cgt, [["game", "0"]], []) != []
    with pytest.raises(ValueError):
        bench._unwrap("Thermograph(1)", "CanonicalForm")
