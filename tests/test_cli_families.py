"""The console end to end: `cgt check` over every family and in every universe (B included),
and `cgt eval --mod U` in every universe, each against the same question asked in Python."""

from __future__ import annotations

import pytest

import cgt.families as fam
from cgt import HSTAR, NORMAL, B, D, E, I, M, S, claim, parse
from cgt.cli import main, parse_family

# One small spelling per family (a new family must be added here: see the first test).
SPECS = {
    "games": "games:1",
    "dicots": "dicots:2",
    "dead_ending": "dead_ending:2",
    "blocking": "blocking:1",
    "impartial": "impartial:3",
    "numbers": "numbers:2",
    "integers": "integers:-2,2",
    "dyadics": "dyadics:4,-1,1",
    "nimbers": "nimbers:3",
    "ups": "ups:1",
    "canonical": "canonical:D,2",
    "sums": "sums:(nimbers:2),2",
    "sprigs": "sprigs:2",
    "flowers": "flowers:2,1",
    "hackenbush_positions": "hackenbush_positions:2,lr",
}
# pairs binds two variables at once; the others are helpers, not families of games
PAIRS = "pairs:(nimbers:1)"
NOT_FAMILIES = {"Family", "subsets", "simplicity", "ordered_product", "pairs"}

UNIVERSES = {"NORMAL": NORMAL, "M": M, "D": D, "E": E, "B": B, "I": I, "S": S, "HSTAR": HSTAR}


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    out = capsys.readouterr()
    return code, out.out, out.err


def test_every_family_has_a_spelling_here() -> None:
    assert set(SPECS) == set(fam.__all__) - NOT_FAMILIES


@pytest.mark.parametrize("name", sorted(SPECS))
def test_check_each_family_end_to_end(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    # G ≡ G in every universe (reflexivity), so each instance holds and the exit status is 0
    spec = SPECS[name]
    code, out, err = run(["check", "G == G", "--mod", "D", "--G", spec], capsys)
    family = parse_family(spec)
    assert code == 0, err
    assert f"all {len(family):,} instances decided, each one holds" in out
    assert family.name in out
    # G + G == 0 mod D: the console's report is the one Python gives
    code, out, err = run(["check", "G + G == 0", "--mod", "D", "--G", spec], capsys)
    r = claim("G + G == 0", mod=D, G=parse_family(spec)).check(progress=False)
    assert code == (0 if r.holds else 1), err
    assert r.summary() in out


def test_check_pairs_end_to_end(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["check", "G + H == H + G", "--mod", "M", "--G,H", PAIRS], capsys)
    assert code == 0, err
    assert "all 4 instances decided, each one holds" in out  # {0, *} × {0, *}


@pytest.mark.parametrize("u", sorted(UNIVERSES))
def test_check_in_each_universe_end_to_end(u: str, capsys: pytest.CaptureFixture[str]) -> None:
    # each universe's answer, exit status and report are Python's
    spec = "nimbers:2" if u in ("I", "NORMAL") else "numbers:1"
    code, out, err = run(["check", "G + -G == 0", "--mod", u, "--G", spec], capsys)
    r = claim("G + -G == 0", mod=UNIVERSES[u], G=parse_family(spec)).check(progress=False)
    assert code == (0 if r.holds else 1 if r.counterexamples else 2), err
    assert r.summary() in out
    assert (f"(mod {u})" in out) or (u == "NORMAL" and "(normal play)" in out)
    if u == "NORMAL":  # G − G = 0 in normal play, for every G (Conway, ONAG ch. 1)
        assert code == 0
    if u == "M":  # G + −G ≡ 0 (mod M) only for G = 0 (Mesdal–Ottaway 2007), so 1 fails
        assert code == 1 and "G = 1" in out


@pytest.mark.parametrize("u", sorted(set(UNIVERSES) - {"B"}))
@pytest.mark.parametrize("text", ["* + *", "{0,*|0}", "*2 + *2"])
def test_eval_mod_each_universe_end_to_end(
    u: str, text: str, capsys: pytest.CaptureFixture[str]
) -> None:
    universe = UNIVERSES[u]
    g = parse(text)
    try:
        expected = str(universe.canonical(g))
    except Exception as exc:  # noqa: BLE001 - the console must say the same
        # the row says why U has no answer; the other rows print (issue 37)
        code, out, err = run(["eval", "--mod", u, text], capsys)
        assert code == 0 and type(exc).__name__ not in ("AttributeError", "TypeError")
        line = next(x for x in out.splitlines() if x.startswith(f"mod {u}"))
        assert f"(no answer: {str(exc).split(':')[0]}" in line
        assert "canonical form" in out and "outcome" in out
        return
    code, out, err = run(["eval", "--mod", u, text], capsys)
    assert code == 0, err
    # normal play's canonical form is the console's "canonical form" line
    head = "canonical form" if u == "NORMAL" else f"mod {u}"
    line = next(x for x in out.splitlines() if x.startswith(head))
    assert line[len(head):].strip() == expected


def test_eval_mod_b_says_there_are_no_canonical_forms(capsys: pytest.CaptureFixture[str]) -> None:
    # Davies–Milley give B a comparison test, but no canonical forms
    code, out, err = run(["eval", "--mod", "B", "{0|*}"], capsys)
    assert code == 0 and "no canonical forms modulo B" in out
