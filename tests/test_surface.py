"""The console and reports name what they show: families by their members' notation, every
family in ``cgt check -h``, canonical forms modulo a universe in ``cgt eval --mod``, and a
predicate claim's play and the values it computed."""

from __future__ import annotations

import pytest

from cgt import D, I, L, M, N, claim, nimbers, parse, ups
from cgt.cli import CHECK_EXAMPLES, main, parse_family
from cgt.families import flowers, hackenbush_positions, sprigs


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
    assert main(["eval", "--mod", "HSTAR", "*"]) == 2  # no canonical forms mod HSTAR: typed
    assert main(["eval", "--mod"]) == 2


def test_a_predicate_claim_names_its_play_and_what_it_computed() -> None:
    r = claim(lambda G: G.misere_outcome() == L, mod=M, G=nimbers(max_n=1)).check()
    assert "(misère play, mod M)" in str(r)
    # o⁻(0) = N (no move: the player to move wins), o⁻(*) = P: from the definitions
    reasons = [c.reason for c in r.counterexamples]
    assert reasons == [
        "the predicate is false: G.misere_outcome() = N, L = L",
        "the predicate is false: G.misere_outcome() = P, L = L",
    ]

    def first_player_or_left(G):  # noqa: ANN001, ANN202, N803
        return G.outcome() in (L, N)

    r = claim(first_player_or_left, G=ups(max_n=1)).check()
    assert "(normal play)" in str(r)
    assert r.counterexamples[0].reason == "the predicate is false: G.outcome() = P, (L, N) = (L, N)"
    r = claim(lambda G: bool(G.outcome() is L), G=[parse("0")]).check()  # no comparison
    assert r.counterexamples[0].reason.startswith("the predicate is false")
