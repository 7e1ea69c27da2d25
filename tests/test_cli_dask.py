"""``cgt check --scheduler``: the same check on a Dask cluster gives the serial run's report,
checkpoint and exit status (``local:N`` starts a local cluster of N worker processes)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cgt.cli import main

pytest.importorskip("distributed", reason="the `dist` extra is not installed")

ROOT = Path(__file__).resolve().parent.parent


def _run(capsys: pytest.CaptureFixture[str], args: list[str]) -> tuple[int, str]:
    """``cgt`` run as from the shell, in a fresh process (a reason's wording may depend on
    what a process has computed before); its exit status and report, the time taken out."""
    del capsys
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    done = subprocess.run(
        [sys.executable, "-m", "cgt", *args], capture_output=True, text=True, env=env,
        timeout=600, check=False,
    )
    return done.returncode, re.sub(r"\(\d+\.\d+ s\)", "(… s)", done.stdout)


def test_local_cluster_prints_the_serial_report(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    args = ["check", "G + G == 0", "--mod", "D", "--G", "canonical:D,2"]
    serial = _run(capsys, [*args, "--workers", "1"])
    path = tmp_path / "run.jsonl"
    on_dask = _run(capsys, [*args, "--scheduler", "local:2", "--checkpoint", str(path)])
    assert on_dask == serial and serial[0] == 1  # mod D only 0, * and {*|*} hold: a failure
    # the checkpoint the cluster wrote is the serial one: a serial rerun resumes from it
    again = _run(capsys, [*args, "--workers", "1", "--checkpoint", str(path)])
    assert again[0] == 1 and "9 instances read from the checkpoint" in again[1]


def test_scheduler_mistakes_are_typed_errors(capsys: pytest.CaptureFixture[str]) -> None:
    base = ["check", "G == G", "--G", "nimbers:2"]
    assert main([*base, "--scheduler", "local:0"]) == 2
    assert main([*base, "--scheduler", "local:2", "--workers", "2"]) == 2
    err = capsys.readouterr().err
    assert "local:N" in err and "--workers and --scheduler" in err
    # an address Dask cannot read is bad input (2), never a traceback (or 1, a counterexample)
    for address in ("foo", "tcp://localhost:abc", "ftp://x:1"):
        assert main([*base, "--scheduler", address]) == 2
        err = capsys.readouterr().err
        assert "not a scheduler's address" in err and address in err


@pytest.mark.exhaustive
def test_an_unreachable_scheduler_is_exit_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "G == G", "--G", "nimbers:2", "--scheduler", "tcp://127.0.0.1:1"]) == 2
    assert "127.0.0.1:1" in capsys.readouterr().err  # nothing listens there


@pytest.mark.exhaustive
def test_the_issues_example_on_two_local_workers(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["check", "G + G == 0", "--mod", "D", "--G", "canonical:D,3"]
    serial = _run(capsys, args)
    assert _run(capsys, [*args, "--scheduler", "local:2"]) == serial
    assert serial[0] == 1
    holds = ["check", "G == G", "--mod", "D", "--G", "canonical:D,2"]
    assert _run(capsys, [*holds, "--scheduler", "local:2"]) == _run(capsys, holds)
    status, out = _run(capsys, [*args, "--scheduler", "local:2", "--json"])
    assert status == 1 and json.loads(out)["holds"] is False
