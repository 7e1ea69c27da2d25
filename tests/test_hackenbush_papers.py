"""The paper scripts (examples/papers) run at a small bound and find no counterexample."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

PAPERS = Path(__file__).resolve().parent.parent / "examples" / "papers"


@pytest.mark.parametrize(
    ("script", "bound"),
    [
        ("mmn_sprigs.py", "2"),
        ("lo_flowers.py", "1"),
        ("lo_cor_1_4.py", "2"),
        ("walker_winning_ways.py", "3"),
        ("holshouser_reiter_green.py", "2"),
        ("davies_blocking.py", "1"),
        ("milley_renault_invertible.py", "1"),
        ("milley_renault_survey.py", "2"),
        ("lmnrs_dead_ends.py", "12"),
        ("allen_quotients.py", "2"),
        ("siegel_dead_ending.py", "2"),
    ],
)
def test_paper_script_has_no_counterexample(script: str, bound: str) -> None:
    run = subprocess.run(
        [sys.executable, str(PAPERS / script), bound],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    table = run.stdout.split("\n\n")[0]  # a script may print more after a blank line
    rows = [line for line in table.splitlines()[2:] if not line.startswith("counter")]
    assert len(rows) >= 4
    for line in rows:
        instances, counterexamples = line.split()[-3:-1]
        assert int(instances) > 0 and int(counterexamples) == 0, line
