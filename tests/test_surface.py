"""The console and reports name what they show: families by their members' notation, every
family in ``cgt check -h``, canonical forms modulo a universe in ``cgt eval --mod``, and a
predicate claim's play and the values it computed."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import D, I, L, M, N, P, claim, nimbers, parse, ups
from cgt.cli import CHECK_EXAMPLES, main, parse_family
from cgt.families import flowers, hackenbush_positions, sprigs
from cgt.notation import _loopy_signs


def test_check_help_lists_every_family(capsys: pytest.CaptureFixture[str]) -> None:
    import cgt.families as fam

    not_families = {"Family", "subsets", "simplicity", "ordered_product"}
    for name in set(fam.__all__) - not_families:
        assert f"  {name}:" in CHECK_EXAMPLES or f" {name}:" in CHECK_EXAMPLES, name
    assert main(["check", "-h"]) == 0
    shown = capsys.readouterr().out
    for name in ("sprigs:", "flowers:", "hackenbush_positions:", "canonical:", "impartial:"):
        assert name in shown
    assert len(parse_family("sprigs:2")) == len(sprigs(max_length=2)) == 7
    assert len(parse_family("hackenbush_positions:2")) == len(hackenbush_positions(2))


def test_every_family_spelled_in_check_help_reads(capsys: pytest.CaptureFixture[str]) -> None:
    # each example of `cgt check -h` (the first word of its lines) is a family that reads
    section = CHECK_EXAMPLES.split("exit status")[0]
    for line in section.splitlines()[1:]:
        for word in line.split():
            if ":" in word and word.split(":")[0].isidentifier() and word[-1] != ":":
                spec = word.strip("():")
                if spec.startswith(("pairs", "sums")) or "=" in spec.split(":")[0]:
                    continue
                assert parse_family(spec) is not None, spec
    assert parse_family("hackenbush_positions:2,e").name == (
        "hackenbush_positions(max_edges=2, colours='e')"
    )
    family = parse_family("hackenbush_positions:12,e,trees=true")
    assert family.name == "hackenbush_positions(max_edges=12, colours='e', trees=True)"
    assert parse_family("hackenbush_positions:2,colours='lr'").name.endswith("colours='lr')")
    # a green tree family from the console, each member shown by its Hackenbush notation
    assert main(["check", "G + G == 0", "--mod", "I", "--G",
                 "hackenbush_positions:3,e,trees=true"]) == 1
    out = capsys.readouterr().out
    assert 'G = hackenbush("e")' in out


def test_families_keep_their_names_in_reports() -> None:
    r = claim("G + G == 0", mod=D, G=sprigs(max_length=1)).check()
    text = str(r)
    assert "G = sprig(0)" in text and "G = sprig(1):" in text and "^*" not in text
    r = claim("G == G", mod=M, G=flowers(max_height=1, max_petals=1)).check()
    assert [str(b["G"]) for b in r.holding] == ["stalk(1)", "flower(1, -1)", "flower(1, 1)"]


def test_eval_mod_prints_the_canonical_form_modulo_the_universe(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["eval", "--mod", "I", "*2 + *2"]) == 0
    out = capsys.readouterr().out
    assert f"mod I           {I.canonical(parse('*2 + *2'))}" in out and "*[2[2]]" in out
    assert main(["eval", "--mod=D", "{0,*|0}"]) == 0
    assert "mod D           {0,*|0}" in capsys.readouterr().out  # braces, never ^*
    assert main(["eval", "--mod", "S", "*:1 + *:-1 + *"]) == 0  # S: the reduced form (MMN)
    assert "mod S           *" in capsys.readouterr().out
    # no canonical forms mod HSTAR: the row says so, the other rows print (issue 37)
    assert main(["eval", "--mod", "HSTAR", "*"]) == 0
    assert "mod HSTAR       (no answer: no canonical-form theory modulo HSTAR" in (
        capsys.readouterr().out
    )
    assert main(["eval", "--mod"]) == 2


def test_a_predicate_claim_names_its_play_and_what_it_computed() -> None:
    r = claim(lambda G: G.misere_outcome() == L, mod=M, G=nimbers(max_n=1)).check()
    assert "(misère play, mod M)" in str(r)
    # the report says what was claimed: the lambda's own text
    assert r.claim == "lambda G: G.misere_outcome() == L  (misère play, mod M)"
    # o⁻(0) = N (no move: the player to move wins), o⁻(*) = P: from the definitions; the
    # constant L shows itself and is not repeated
    reasons = [c.reason for c in r.counterexamples]
    assert reasons == [
        "the predicate is false: G.misere_outcome() = N",
        "the predicate is false: G.misere_outcome() = P",
    ]
    # an operand met twice is shown once
    r = claim(lambda G: G.misere_outcome() == L or G.misere_outcome() == P, mod=M,
              G=nimbers(max_n=0)).check()
    assert [c.reason for c in r.counterexamples] == [
        "the predicate is false: G.misere_outcome() = N"
    ]

    def first_player_or_left(G):  # noqa: ANN001, ANN202, N803
        return G.outcome() in (L, N)

    r = claim(first_player_or_left, G=ups(max_n=1)).check()
    assert "(normal play)" in str(r)
    assert r.counterexamples[0].reason == "the predicate is false: G.outcome() = P"
    assert r.claim == "first_player_or_left(…)  (normal play)"  # a def is named by its name
    r = claim(lambda G: bool(G.outcome() is L), G=[parse("0")]).check()  # no comparison
    assert r.counterexamples[0].reason.startswith("the predicate is false")


# The three searches parse made for loopy parts before they were one pattern, as the twin.
_WORDS = re.compile(
    r"pass|(?<![A-Za-z_])(?:on|off|over|under|upon|dud)(?![A-Za-z_0-9])|[\^v](?:\[on\]|<on>)"
)
_POINTER = re.compile(r"[A-Za-z_]\w*\{")


def _three_searches(text: str) -> tuple[bool, bool]:
    words = _WORDS.search(text) is not None
    other = ("&" in text and "*[" not in text) or _POINTER.search(text) is not None
    return words, words or other


@settings(max_examples=500)
@given(st.lists(st.sampled_from(
    ["pass", "on", "off", "over", "under", "upon", "dud", "x", "_", "a1", "é", "٣", "^", "v",
     "[on]", "<on>", "{", "}", "|", "&", "*[", "]", "2", " ", "+", ";", "(", ")"]
), max_size=12).map("".join))
def test_one_pattern_finds_loopy_parts_as_the_three_searches_did(text: str) -> None:
    assert _loopy_signs(text) == _three_searches(text)


def test_looking_for_loopy_parts_on_long_names() -> None:
    # a long name, with or without a brace after it, is scanned once (no backtracking per
    # letter; the three searches it replaced were quadratic here). Speed belongs in the
    # benchmarks; this checks the answers on the texts that used to be slow.
    for text in ("a" * 20_000 + "{", "a1é" * 7_000, "a" * 20_000 + "pass{"):
        assert _loopy_signs(text) == _three_searches(text[-1000:])


def test_winning_moves_load_their_search_when_no_one_imported_it() -> None:
    # `import cgt` loads cgt.moves lazily, so a fresh program (or a module's doctests run
    # alone) asks a position for its winning moves before anything installed the search.
    code = (
        "import sys\n"
        "from cgt.rulesets import Domineering\n"
        "from cgt.hackenbush import hackenbush\n"
        "assert 'cgt.moves' not in sys.modules\n"
        "print(len(Domineering('...').winning_moves('right')),"
        " [str(m) for m in hackenbush('ee').winning_moves('left', misere=True)])\n"
    )
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         timeout=300)
    assert run.returncode == 0, run.stderr
    # Domineering "...": each of Right's two horizontal dominoes leaves one square, where Left
    # (vertical) has no move and loses. Hackenbush "ee" misère: cutting the top edge leaves
    # one edge, which the opponent must cut, leaving the mover without a move (a win);
    # cutting the bottom edge leaves the opponent without a move.
    assert run.stdout.split() == ["2", "['hackenbush(\"e\")']"]
