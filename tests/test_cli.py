"""The console: `cgt check` (reports, exit codes, JSON), `cgt eval`, help, the REPL helpers."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cgt import D, E, M, ParseError, ordinal_sum, parse, star, up, zero
from cgt.claims import ClaimResult
from cgt.cli import _pretty, claim_magic, load_ipython_extension, main, parse_family
from cgt.families import canonical, nimbers, numbers
from tests.oracle import misere as tw
from tests.oracle.normal import tree

ROOT = Path(__file__).resolve().parent.parent


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    out = capsys.readouterr()
    return code, out.out, out.err


# ============================================================================ cgt check
def test_sprig_pairs_hold_mod_d_and_the_report_names_the_reason(capsys) -> None:  # noqa: ANN001
    code, out, _ = run(["check", "*:x + *:-x == 0", "--mod", "D", "--x", "numbers:6"], capsys)
    assert code == 0
    assert "holds: all 127 instances decided" in out
    assert "127 × congruence" in out and "maintenance and proviso" in out


@pytest.mark.parametrize("universe", [M, E])
def test_sprig_pairs_fail_mod_m_and_e_with_a_confirmed_witness(universe, capsys) -> None:  # noqa: ANN001
    args = ["check", "*:x + *:-x == 0", "--mod", universe.name, "--x", "numbers:6"]
    code, out, _ = run(args, capsys)
    assert code == 1 and "simplest   x = 0:  X = " in out
    code, out, _ = run([*args, "--json"], capsys)
    r = ClaimResult.from_json(out)
    assert code == 1 and r.holds is False
    first = r.counterexamples[0]
    assert first.bindings["x"] is zero and universe.contains(first.witness)
    s = tree(ordinal_sum(star, zero))
    x = tree(first.witness)
    assert (tw.outcome(s, s, x), tw.outcome(x)) == tuple(str(o) for o in first.outcomes)


def test_exit_2_when_undecided_or_bad_input(capsys) -> None:  # noqa: ANN001
    code, out, _ = run(["check", "G == H", "--mod", "I", "--G", "list:^", "--H", "list:v*"],
                       capsys)
    assert code == 2 and "undecided" in out
    for args, message in [
        (["check", "*:x + *:-x = 0", "--mod", "D", "--x", "numbers:2"], "single '='"),
        (["check", "*:x == 0", "--mod", "D"], "x is not a variable"),
        (["check", "*:x == 0", "--mod", "D", "--x", "numbers:2", "--y", "numbers:2"],
         "unknown variable y"),
        (["check", "*:x == 0", "--mod", "Q", "--x", "numbers:2"], "unknown universe"),
        (["check", "*:x == 0", "--x", "primes:2"], "unknown family"),
        (["check", "*:x == 0", "--x", "numbers:two"], "max_birthday must be an integer"),
        (["check", "*:x == 0", "--x", "numbers:#3"], "cannot read"),
        (["check", "*:x == 0", "--x", "games:5"], "search"),
        (["check", "--mod", "D"], "claim is missing"),
        (["check", "*:x == 0", "--x"], "needs a family"),
    ]:
        code, _, err = run(args, capsys)
        assert code == 2 and message in err, (args, err)


def test_workers_checkpoint_search_and_first(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    base = ["check", "G + G == 0", "--mod", "D", "--G", "canonical:D,2"]
    code, out, _ = run([*base, "--json"], capsys)
    ref = ClaimResult.from_json(out)
    ck = str(tmp_path / "run.jsonl")
    code2, out2, _ = run([*base, "--json", "--workers", "2", "--checkpoint", ck], capsys)
    par = ClaimResult.from_json(out2)
    assert code == code2 == 1 and par.workers == 2
    assert [c.bindings for c in par.counterexamples] == [c.bindings for c in ref.counterexamples]
    code3, out3, _ = run([*base, "--json", "--checkpoint", ck], capsys)
    assert code3 == 1 and ClaimResult.from_json(out3).resumed == 9
    code4, out4, _ = run([*base, "--first", "--json"], capsys)
    assert code4 == 1 and ClaimResult.from_json(out4).checked == 3
    code5, out5, _ = run(["check", "G + -G == 0", "--mod", "M", "--G", "games:5", "--search",
                          "30", "--seed", "1", "--json"], capsys)
    found = ClaimResult.from_json(out5)
    assert code5 == 1 and found.mode == "search"
    assert found.counterexamples[0].bindings["G"].birthday == 1


def test_a_claim_may_start_with_a_minus(capsys) -> None:  # noqa: ANN001
    code, out, _ = run(["check", "-x + x == 0", "--x", "numbers:2"], capsys)
    assert code == 0 and "holds" in out
    code, _, _ = run(["check", "--mod", "D", "--x=numbers:1", "--", "-(*:x) == *:-x"], capsys)
    assert code == 0


# ============================================================================ families
def test_family_specs() -> None:
    assert len(parse_family("numbers:6")) == 127
    assert len(parse_family("numbers:max_birthday=3")) == 15
    assert [str(g) for g in parse_family("integers:-1,1")] == ["0", "1", "-1"]
    assert len(parse_family("dyadics:8,-1,1")) == 17
    assert parse_family("canonical:D,3").name == canonical(D, max_birthday=3).name
    assert list(parse_family("nimbers:3")) == list(nimbers(max_n=3))
    assert list(parse_family("range:0,4")) == [0, 1, 2, 3]
    assert list(parse_family("list:0; *; ^")) == [zero, star, up]
    assert len(parse_family("sums:(numbers:1),2")) == 6
    assert len(parse_family("pairs:(nimbers:2)")) == 9
    assert parse_family("numbers:2").name == numbers(max_birthday=2).name
    for bad in ("primes:3", "numbers:x", "range:a", "list:", "numbers:1,2,3"):
        with pytest.raises(ParseError):
            parse_family(bad)


# ============================================================================ cgt eval
@pytest.mark.parametrize("args", [["-1/2"], ["--", "-1/2"], ["-", "1/2"], ["-1/2", "+", "0"]])
def test_eval_takes_a_leading_minus(args: list[str], capsys) -> None:  # noqa: ANN001
    code, out, _ = run(["eval", *args], capsys)
    assert code == 0 and "canonical form  -1/2" in out


def test_console_script_argv(tmp_path: Path) -> None:
    """The real argument handling, through a fresh interpreter: `python -m cgt …`."""
    for args, code, text in [
        (["eval", "-1/2"], 0, "-1/2"),
        (["eval", "--", "-1/2"], 0, "-1/2"),
        (["check", "*:x + *:-x == 0", "--mod", "D", "--x", "numbers:2"], 0, "holds"),
        (["check", "*:x + *:-x == 0", "--mod", "M", "--x", "numbers:2"], 1, "fails"),
        (["check", "*:x + == 0", "--x", "numbers:2"], 2, "column"),
    ]:
        p = subprocess.run([sys.executable, "-m", "cgt", *args], capture_output=True,
                           text=True, cwd=ROOT, timeout=120)
        assert p.returncode == code and text in p.stdout + p.stderr, (args, p.stderr)


def test_help_lists_examples(capsys) -> None:  # noqa: ANN001
    for args in (["check", "-h"], ["eval", "--help"]):
        code, out, _ = run(args, capsys)
        assert code == 0 and "examples:" in out
    with pytest.raises(SystemExit) as info:
        main(["--help"])
    assert info.value.code == 0 and "cgt check" in capsys.readouterr().out
    code, out, _ = run(["check", "--help"], capsys)
    assert "exit status: 0 the claim holds, 1 a counterexample" in out


def test_version(capsys) -> None:  # noqa: ANN001
    from importlib import metadata

    import cgt

    with pytest.raises(SystemExit) as info:
        main(["--version"])
    out = capsys.readouterr().out.split()
    assert info.value.code == 0 and out[:2] == ["cgt", metadata.version("cgt")]
    assert " ".join(out[2:]) == f"({cgt.core_build()} core)"


# ============================================================================ REPL
def test_unicode_printing_of_games() -> None:
    assert _pretty(up) == "↑"
    assert _pretty([up, (parse("^^"), {"x": parse("+-1")})]) == "[↑, (⇑, {'x': ±1})]"


def test_claim_magic_and_ipython_extension(capsys) -> None:  # noqa: ANN001
    r = claim_magic('"*:x + *:-x == 0" --mod D --x numbers:3')
    # the session shows the returned report; the magic prints nothing (it printed it twice)
    assert r.holds is True and capsys.readouterr().out == ""

    class Formatter:
        def __init__(self) -> None:
            self.types: dict = {}

        def for_type(self, t, f) -> None:  # noqa: ANN001
            self.types[t] = f

    class Shell:
        def __init__(self) -> None:
            self.display_formatter = type("DF", (), {"formatters": {"text/plain": Formatter()}})
            self.magics: dict = {}
            self.user_ns = {"F": numbers(max_birthday=3)}

        def register_magic_function(self, f, kind, name) -> None:  # noqa: ANN001
            self.magics[(kind, name)] = f

    shell = Shell()
    load_ipython_extension(shell)
    magic = shell.magics[("line", "claim")]
    assert magic.__doc__ == claim_magic.__doc__
    # the session's names are in scope of a 'for' clause
    assert magic("*:x + *:-x == 0 --mod D for x in F").checked == 15
    printed = []
    fmt = shell.display_formatter.formatters["text/plain"]
    fmt.types[type(up)](up, type("P", (), {"text": lambda self, s: printed.append(s)})(), False)
    assert printed == ["↑"]


def test_json_is_plain_json(capsys) -> None:  # noqa: ANN001
    code, out, _ = run(["check", "G == 0", "--mod", "D", "--G", "list:*;{*|*}", "--json"], capsys)
    d = json.loads(out)
    assert code == 1 and d["holds"] is False and d["checked"] == 2


# ============================================================================ the guide
def test_the_guide_shows_every_public_name() -> None:
    import re

    import cgt

    guide = (ROOT / "docs" / "guide.md").read_text(encoding="utf-8")
    code = "\n".join(line for line in guide.splitlines() if line.startswith(">>> "))
    missing = [n for n in cgt.__all__ if not re.search(rf"\b{re.escape(n)}\b", code)]
    assert not missing, f"public names without a runnable example in docs/guide.md: {missing}"


# ============================================================================ cgt moves
def test_moves_lists_each_players_winning_moves_with_reasons(capsys) -> None:  # noqa: ANN001
    from tests.oracle import moves as twin

    code, out, _ = run(["moves", "{1|-1} + {2|-2} + ^"], capsys)
    assert code == 0 and "(normal play)" in out
    g = parse("{1|-1} + {2|-2} + ^")
    # one line per winning move of the twin, under each player's heading
    left = twin.winning_options(g, True, False)
    right = twin.winning_options(g, False, False)
    assert f"Left      {len(left)} winning move" in out
    assert f"Right     {len(right)} winning move" in out
    assert out.count("a win for Left moving second") == len(left)
    assert out.count("a win for Right moving second") == len(right)


def test_moves_misere_player_and_rulesets(capsys) -> None:  # noqa: ANN001
    code, out, _ = run(["moves", "*2 + *3", "--misere", "--player", "right"], capsys)
    assert code == 0 and "(misère play)" in out and "Left" not in out
    assert "*3 → *2" in out and "Bouton" in out
    code, out, _ = run(["moves", "--ruleset", "Clobber", "xo"], capsys)
    assert code == 0 and "→ .x" in out and "→ o." in out and "moves to 0" in out
    code, out, _ = run(["moves", "--ruleset", "hackenbush", "ee", "--misere"], capsys)
    assert code == 0 and 'hackenbush("e")' in out
    code, out, _ = run(["moves", "{1|}", "--player", "right"], capsys)
    assert code == 0 and "Right     no winning move" in out


def test_moves_bad_input_exits_2(capsys) -> None:  # noqa: ANN001
    code, _, err = run(["moves", "{1|"], capsys)
    assert code == 2 and "column" in err
    code, _, err = run(["moves", "*", "--player", "up"], capsys)
    assert code == 2 and "invalid choice" in err
    code, _, err = run(["moves", "--ruleset", "Amazons", "xq"], capsys)
    assert code == 2 and "grid cell" in err
    big = "{^|v*} + {*2|^^} + {1|{*|-1}} + {^*|0,*}"
    code, _, err = run(["moves", big, "--misere", "--max-positions", "3"], capsys)
    assert code == 2 and "max_positions" in err
    code, out, _ = run(["moves", "-h"], capsys)
    assert code == 0 and "names its component" in out


def test_eval_mod_help_lists_exactly_the_universes_with_canonical_forms(capsys) -> None:  # noqa: ANN001
    import re

    import cgt

    assert main(["eval", "-h"]) == 0
    listed = re.search(r"modulo U \(([^)]*)\)", capsys.readouterr().out.replace("\n", " "))
    assert listed is not None
    names = [n.strip() for n in listed.group(1).split(",")]
    for name in ("M", "D", "E", "I", "S", "B", "HSTAR"):
        code = main(["eval", "--mod", name, "* + *"])  # a member of each
        out = capsys.readouterr().out
        # a universe with no canonical forms notes it in its row and the other rows print
        assert code == 0, name
        if name in names:  # the line the universe's own canonical form prints
            expected = getattr(cgt, name).canonical(parse("* + *"))
            assert f"mod {name}" in out and str(expected) in out
        else:
            assert re.search(rf"mod {name} +\(no answer: ", out), name
            assert "canonical form  0" in out


@pytest.mark.parametrize(
    "args",
    [["* + *", "--mod", "D"], ["*", "+", "*", "--mod=D"], ["*", "--mod", "D", "+", "*"]],
)
def test_eval_takes_mod_after_the_expression(args: list[str], capsys) -> None:  # noqa: ANN001
    # issue 37: as cgt moves takes its options after the expression; * + * = 0 modulo the
    # dicots (G + G = 0 for every dicot G, Allen)
    code, out, _ = run(["eval", *args], capsys)
    assert code == 0 and "expression      * + *" in out and "mod D           0" in out


def test_eval_mod_a_non_member_notes_the_row_and_prints_the_rest(capsys) -> None:  # noqa: ANN001
    code, out, _ = run(["eval", "{1|-1}", "--mod", "D"], capsys)
    assert code == 0
    assert "canonical form  +-1" in out and "outcome         N (normal play)" in out
    assert "mod D           (no answer: +-1 is not in D" in out


def test_eval_unknown_universe_and_a_missing_universe_are_errors(capsys) -> None:  # noqa: ANN001
    code, _, err = run(["eval", "*", "--mod", "Q"], capsys)
    assert code == 2 and "unknown universe" in err
    code, _, err = run(["eval", "*", "--mod"], capsys)
    assert code == 2 and "--mod needs a universe" in err


@pytest.mark.parametrize(
    ("name", "position"),
    [("clobber", "xo"), ("CLOBBER", "xo"), ("toads_and_frogs", "t.f"), ("Domineering", "..")],
)
def test_moves_ruleset_names_in_any_case(name: str, position: str, capsys) -> None:  # noqa: ANN001
    # issue 37: --ruleset names are case-insensitive (and _ or - may split the words)
    code, out, _ = run(["moves", "--ruleset", name, position], capsys)
    assert code == 0 and "winning move" in out


def test_moves_ruleset_help_lists_every_ruleset_with_the_loopy_ones_marked(capsys) -> None:  # noqa: ANN001
    import cgt.rulesets
    from cgt.cli import _LOOPY_RULESETS, _RULESETS

    for args in (["moves", "--ruleset", "help"], ["moves", "x", "--ruleset=LIST"]):
        code, out, _ = run(args, capsys)
        assert code == 0
        rows = {line.split()[0]: line for line in out.splitlines()[1:]}
        assert set(rows) == set(_RULESETS)
        for name in ("BackslidingToadsAndFrogs", "FoxAndGeese", "CeyloneseFoxAndGeese"):
            assert "(loopy: play can repeat)" in rows[name]
        assert "loopy" not in rows["ToadsAndFrogs"]
    # the loopy rulesets of cgt.rulesets are the ones marked: their short positions still
    # have canonical forms, so the mark comes from the class, not from a position
    for name in _RULESETS:
        if name != "hackenbush":
            assert hasattr(cgt.rulesets, name), name
    assert _LOOPY_RULESETS <= set(_RULESETS)


def test_moves_an_unknown_ruleset_names_the_list(capsys) -> None:  # noqa: ANN001
    code, _, err = run(["moves", "--ruleset", "clobbr", "xo"], capsys)
    assert code == 2 and "unknown ruleset 'clobbr'" in err and "FoxAndGeese" in err


def test_moves_reads_fox_and_geese_positions() -> None:
    from cgt.cli import _position
    from cgt.rulesets import CeyloneseFoxAndGeese, FoxAndGeese

    p = FoxAndGeese([(4, 2), (4, 4)], (1, 1), width=4)
    assert _position("[(4, 2), (4, 4)], (1, 1), width=4", "FoxAndGeese") == p
    assert _position(str(p), "FoxAndGeese") == p  # the printed form reads back
    q = CeyloneseFoxAndGeese([(3, 1), (3, 3)], (1, 1), width=4)
    assert _position(str(q), "CeyloneseFoxAndGeese") == q
    with pytest.raises(ParseError):
        _position("geese", "FoxAndGeese")


def test_check_past_the_enumeration_bound_suggests_search(capsys) -> None:  # noqa: ANN001
    # issue 37: on the command line the way out of a domain too large to enumerate is --search
    code, _, err = run(["check", "G + G == 0", "--mod", "M", "--G", "games:4"], capsys)
    assert code == 2 and "cannot be enumerated" in err and "--search N" in err


def test_ctrl_c_before_a_check_starts_is_a_quiet_exit(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Ctrl-C while the claim is read (before the check's own handler): no traceback, 130
    from importlib import import_module

    claim_module = import_module("cgt.claims.claim")  # cgt.claims.claim is also the function

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(claim_module, "parse_claim", interrupted)
    assert main(["check", "G + G == 0", "--mod", "D", "--G", "dicots:1"]) == 130
    err = capsys.readouterr().err
    assert "interrupted (nothing was decided)" in err and "Traceback" not in err
