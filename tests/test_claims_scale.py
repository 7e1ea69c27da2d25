"""Claims at scale: workers, a local Dask cluster, checkpoints, Ctrl-C, workers that die.

The reference is the serial check of G + G ≡ 0 (mod D) over the 1268 dicot classes born by
day 3 (Dorbec–Renault–Siegel–Sopena 2015 count them); every other way of running it must give
the same result, instance for instance.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from cgt import CGTError, D, Game, claim, up, zero
from cgt.claims import Claim, ClaimResult
from cgt.claims import run as run_module
from cgt.families import canonical, dicots
from tests.oracle import misere as tw
from tests.oracle.normal import tree

CLASSES = canonical(D, max_birthday=3)
TEXT = "G + G == 0"


def same(a: ClaimResult, b: ClaimResult) -> bool:
    """Equal results, apart from how they were run (time, workers, resumed instances)."""
    da, db = a.to_dict(), b.to_dict()
    for d in (da, db):
        for k in ("seconds", "workers", "resumed"):
            d.pop(k)
    return da == db


@pytest.fixture(scope="module")
def serial() -> ClaimResult:
    return claim(TEXT, mod=D, G=CLASSES).check(workers=1)


def test_serial_reference_against_the_twin(serial: ClaimResult) -> None:
    assert serial.checked == serial.total == 1268 and not serial.undecided
    assert len(serial.holding) + len(serial.counterexamples) == 1268
    twin = tw.Twin("D")
    for b in serial.holding:  # the twin finds no X among its pool either
        g = tree(b["G"])
        assert twin.equiv((g, g), ())
    for cx in serial.counterexamples[:: len(serial.counterexamples) // 60]:
        g, x = tree(cx.bindings["G"]), tree(cx.witness)
        assert (tw.outcome(g, g, x), tw.outcome(x)) == tuple(str(o) for o in cx.outcomes)


def test_two_workers_give_the_serial_result(serial: ClaimResult) -> None:
    r = claim(TEXT, mod=D, G=CLASSES).check(workers=2)
    assert r.workers == 2 and same(r, serial)


def test_a_local_dask_cluster_gives_the_serial_result(serial: ClaimResult) -> None:
    distributed = pytest.importorskip("distributed", reason="the `dist` extra is not installed")
    with distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        host="127.0.0.1",
        dashboard_address=None,
        silence_logs=40,
    ) as cluster, distributed.Client(cluster) as client:
        r = claim(TEXT, mod=D, G=CLASSES).check(executor=client.get_executor())
    assert same(r, serial)


def test_stop_at_first_gives_the_simplest_counterexample_with_workers(
    serial: ClaimResult,
) -> None:
    r = claim(TEXT, mod=D, G=CLASSES).check(workers=2, stop_at_first=True, chunk_size=7)
    assert r.stopped_early and r.holds is False
    assert r.counterexamples[0].bindings == serial.counterexamples[0].bindings
    assert r.checked < 1268


def test_small_claims_run_here_and_lambdas_cross_to_workers() -> None:
    small = claim(TEXT, mod=D, G=dicots(max_birthday=2)).check()
    assert small.workers == 1
    pytest.importorskip("cloudpickle")
    r = claim(lambda G: (G + G, zero), mod=D, G=dicots(max_birthday=2)).check(workers=2)
    assert [b["G"] for b in r.holding] == [b["G"] for b in small.holding]


# ============================================================================ checkpoints
def test_interrupt_and_resume_loses_nothing_and_redoes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, serial: ClaimResult
) -> None:
    path = tmp_path / "run.jsonl"
    calls: list[Game] = []
    real = Claim.decide

    interrupt = [True]

    def counting(self: Claim, **values: Game):  # noqa: ANN202
        calls.append(values["G"])
        if len(calls) == 400 and interrupt and interrupt.pop():
            raise KeyboardInterrupt  # Ctrl-C while deciding the 400th instance
        return real(self, **values)

    monkeypatch.setattr(Claim, "decide", counting)
    c = claim(TEXT, mod=D, G=CLASSES)
    first = c.check(workers=1, checkpoint=path)
    assert first.interrupted and first.holds is False and first.checked == 399
    # the report says it is partial, first, with the instances checked out of the total
    assert first.summary().startswith("interrupted after 399 of 1,268 instances: the claim fails")
    assert str(first).splitlines()[0].startswith("stopped    interrupted after 399 of 1,268")
    assert "interrupted after 399 of 1,268" in first._repr_html_()
    done = set(calls[:399])
    calls.clear()
    second = c.check(workers=1, checkpoint=path)
    assert len(calls) == 1268 - 399 and done.isdisjoint(calls)
    assert second.resumed == 399 and same(second, serial)
    calls.clear()
    third = c.check(workers=1, checkpoint=path)
    assert calls == [] and same(third, serial)
    assert len(path.read_text().splitlines()) == 1 + 1268


def test_interrupt_with_workers_and_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "run.jsonl"
    F = dicots(max_birthday=2)
    c = claim("G + H == H + G", mod=D, G=F, H=F)
    serial = c.check(workers=1)
    real_wait = run_module.wait
    waits = []

    def wait_then_interrupt(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        waits.append(1)
        if len(waits) == 4:
            raise KeyboardInterrupt
        return real_wait(*args, **kwargs)

    monkeypatch.setattr(run_module, "wait", wait_then_interrupt)
    first = c.check(workers=2, checkpoint=path, chunk_size=4)
    assert first.interrupted and first.checked < 100
    monkeypatch.setattr(run_module, "wait", real_wait)
    second = c.check(workers=2, checkpoint=path, chunk_size=4)
    assert second.resumed == first.checked and same(second, serial)
    indices = [tuple(json.loads(line)["i"]) for line in path.read_text().splitlines()[1:]]
    assert len(indices) == len(set(indices)) == 100


def test_a_checkpoint_belongs_to_its_claim(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    claim(TEXT, mod=D, G=dicots(max_birthday=2)).check(workers=1, checkpoint=path)
    with pytest.raises(CGTError, match="another claim"):
        claim("G + G == 0", mod=D, G=dicots(max_birthday=1)).check(checkpoint=path)
    with path.open("a") as f:  # a run killed in the middle of writing a line
        f.write('{"n": 3, "i": [')
    again = claim(TEXT, mod=D, G=dicots(max_birthday=2)).check(workers=1, checkpoint=path)
    assert again.resumed == 10 and again.checked == 10
    other = tmp_path / "notes.jsonl"
    other.write_text("hello\n")
    with pytest.raises(CGTError, match="not a cgt checkpoint"):
        claim(TEXT, mod=D, G=dicots(max_birthday=1)).check(checkpoint=other)


# ============================================================================ dying workers
def dies_on_up(G: Game) -> tuple[Game, Game]:
    if G is up and os.getpid() != int(os.environ["CGT_TEST_PARENT"]):
        os._exit(7)
    return (G + G, zero)


def dies_once_on_up(G: Game) -> tuple[Game, Game]:
    marker = Path(os.environ["CGT_TEST_MARKER"])
    if G is up and not marker.exists():
        marker.write_text("died once")
        os._exit(7)
    return (G + G, zero)


def test_a_worker_that_dies_is_retried_once_then_reported(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("CGT_TEST_PARENT", str(os.getpid()))
    serial = claim(dies_on_up, mod=D, G=dicots(max_birthday=2)).check(workers=1)
    r = claim(dies_on_up, mod=D, G=dicots(max_birthday=2)).check(workers=2, chunk_size=3)
    assert r.checked == 10 and r.holds is False
    assert [u.bindings["G"] for u in r.undecided] == [up]
    assert "failed twice" in r.undecided[0].why
    decided = [c.bindings for c in serial.counterexamples if c.bindings["G"] is not up]
    assert [c.bindings for c in r.counterexamples] == decided
    assert r.holding == serial.holding


def test_a_worker_that_dies_once_is_retried(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("CGT_TEST_MARKER", str(tmp_path / "marker"))
    r = claim(dies_once_on_up, mod=D, G=dicots(max_birthday=2)).check(workers=2, chunk_size=3)
    serial = claim(TEXT, mod=D, G=dicots(max_birthday=2)).check(workers=1)
    assert (tmp_path / "marker").exists() and not r.undecided
    assert [c.bindings for c in r.counterexamples] == [c.bindings for c in serial.counterexamples]


def raises_value_error(G: Game) -> bool:
    if G is up:
        raise ValueError("a bug in the claim's own code")
    return True


def test_a_bug_in_the_claim_is_raised_not_hidden() -> None:
    for workers in (1, 2):
        with pytest.raises(ValueError, match="a bug in the claim"):
            claim(raises_value_error, G=dicots(max_birthday=2)).check(workers=workers)
