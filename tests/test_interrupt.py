"""Ctrl-C stops the computation itself, restores the recursion limit and leaves the caches
usable: a long computation in a subprocess gets SIGINT and must exit promptly.

Four cases, each on the compiled core (when installed) and on the pure-Python sources: a deep
misère search (run in cgt's big-stack worker thread) and a shallow one (run in the main
thread), and two that spend their time in the compiled core, where the interpreter never runs
between its instructions unless the core polls: the temperature of ±1 + … + ±50 and the atomic
weight of ^[30000] (whose recursion runs on the worker). The bound on the time is generous
for a loaded machine; without the fix these computations run on for minutes.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

SCRIPT = r"""
import signal, sys, threading
signal.signal(signal.SIGINT, signal.default_int_handler)  # even if the parent ignores SIGINT
from cgt import game, parse, sum_of, switch
from cgt.misere_sum import raw_outcome, state
limit = sys.getrecursionlimit()
print("ready", flush=True)
try:
    if sys.argv[1] == "deep":
        sum_of(*[parse("{1|0}")] * 3000).misere_outcome()
    elif sys.argv[1] == "shallow":
        raw_outcome(state([parse(f"*:-{k}/8") for k in range(1, 18)]))
    elif sys.argv[1] == "temperature":
        sum_of(*[switch(k) for k in range(1, 51)]).temperature()
    else:
        parse("^[30000]").canonical().atomic_weight()
    print("finished", flush=True)
except KeyboardInterrupt:
    alive = [t.name for t in threading.enumerate() if t is not threading.main_thread()]
    print("interrupted", sys.getrecursionlimit() == limit, alive, flush=True)
    print(parse("{3||2|1} + {3||2|1}").canonical(), flush=True)
    g = parse("0")
    for _ in range(2000):  # {G|G} 2000 deep: 2000 forced moves, run by a new deep worker
        g = game([g], [g])
    print(g.misere_outcome(), flush=True)
    sys.exit(3)
"""


@pytest.mark.parametrize("build", ["installed", "pure"])
@pytest.mark.parametrize("mode", ["deep", "shallow", "temperature", "atomic_weight"])
def test_sigint_stops_a_long_computation(mode: str, build: str) -> None:
    env = dict(os.environ, CGT_PURE_PYTHON="1") if build == "pure" else None
    p = subprocess.Popen(
        [sys.executable, "-c", SCRIPT, mode],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert p.stdout is not None
    assert p.stdout.readline().strip() == "ready"
    time.sleep(1.5)  # well into the computation (it takes minutes)
    sent = time.monotonic()
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=60)
    elapsed = time.monotonic() - sent
    assert p.returncode == 3, (out, err)
    lines = out.strip().splitlines()
    assert lines[0] == "interrupted True []", "limit restored, no worker thread left running"
    assert lines[1] == "{5||4,{5|4}|3}", "the caches still give right answers"
    assert lines[2] == "N", "deep computations still run after the interrupt"
    assert elapsed < 2.0, f"took {elapsed:.2f} s to stop"
