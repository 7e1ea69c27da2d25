"""``import cgt`` loads the core only; the heavy packages load on first use, and the theorems
they install still answer the first misère question asked."""

import subprocess
import sys

import cgt

HEAVY = (
    "numpy",
    "sympy",
    "attr",
    "cgt.hackenbush",
    "cgt.impartial",
    "cgt.claims",
    "cgt.rulesets",
    "cgt.universes",
    "cgt.misere_sum",
    "cgt.canonical.misere",
    "cgt.families",
    "cgt.compounds",
)


def _run(code: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    return done.stdout.strip()


def test_import_loads_no_heavy_package() -> None:
    out = _run(f"import sys, cgt; print([m for m in {HEAVY!r} if m in sys.modules])")
    assert out == "[]"


def test_lazy_names_resolve_to_their_packages() -> None:
    out = _run(
        "import cgt, cgt.impartial, cgt.hackenbush, cgt.rulesets.heap, cgt.claims\n"
        "print(cgt.nim_value is cgt.impartial.nim_value, cgt.shrub is cgt.hackenbush.shrub,"
        " cgt.take_and_break is cgt.rulesets.heap.take_and_break, cgt.claim is cgt.claims.claim,"
        " callable(cgt.hackenbush), set(cgt.__all__) <= set(dir(cgt)))"
    )
    assert out == "True True True True True True"


def test_theorems_answer_before_their_package_is_imported() -> None:
    # MMN Thm 3.4 lives in the Hackenbush package, which nothing has imported yet.
    out = _run(
        "import sys, cgt\n"
        "assert 'cgt.hackenbush' not in sys.modules\n"
        "print(cgt.explain_outcome(cgt.parse('*:1 + *:-1/2 + *'))[1].split(' (')[0])"
    )
    assert out == "MMN Thm 3.4"


def test_impartial_methods_load_their_package() -> None:
    out = _run(
        "import cgt; g = cgt.parse('{0,*|0,*}')\n"
        "print(g.nim_value(), g.genus() == cgt.genus(g), g.misere_nim_value())"
    )
    assert out == "2 True 2"  # {0,*|0,*} is *2: g⁺ = g⁻ = 2


def test_impartial_questions_do_not_load_numpy() -> None:
    # numpy serves the day-6 count and the misère quotients' tables only, so a nim value, a
    # genus or a misère canonical form does not pay its import (half a second of CPU)
    out = _run(
        "import sys, cgt, cgt.impartial as I; g = cgt.parse('{0,*|0,*}')\n"
        "print(g.nim_value(), I.misere_nim_value(g), I.day_count(4), 'numpy' in sys.modules)"
    )
    assert out == "2 2 22 False"  # {0,*|0,*} is *2; 22 games are born by day 4 (Conway)


def test_board_games_do_not_load_the_heap_rulesets() -> None:
    # Domineering is a board game: numpy and the impartial package come with the heap rulesets
    out = _run(
        "import sys, cgt; cgt.Domineering('..|..').canonical()\n"
        "print([m for m in ('numpy', 'cgt.impartial', 'cgt.rulesets.heap') if m in sys.modules],"
        " cgt.rulesets.take_and_break('0.77').nim_values(3).tolist())"
    )
    assert out == "[] [0, 1, 2, 3]"


def test_lazy_families_universes_and_compounds() -> None:
    # cgt.canonical is the family of canonical forms, though a subpackage has the same name
    out = _run(
        "import cgt, cgt.families, cgt.universes, cgt.compounds\n"
        "print(cgt.canonical is cgt.families.canonical, cgt.sums is cgt.families.sums,"
        " cgt.D is cgt.universes.D,"
        " cgt.conjunctive_sum is cgt.compounds.conjunctive_sum)"
    )
    assert out == "True True True True"


def test_a_misere_question_first_loads_the_comparison_engine() -> None:
    # cgt.misere_sum reduces components through canonical forms mod U (cgt.canonical.misere),
    # which it loads on first use: a fresh process answers as this one, with the engine loaded.
    from cgt.canonical import misere  # noqa: F401  (the hooks filled here)

    texts = ("{1|*} + *2 + {0|*}", "*:1 + *:-1/2 + *", "{1|*,{0|-1}} + {*|-1}")
    code = f"import cgt\nprint(*(cgt.parse(t).misere_outcome() for t in {texts!r}))"
    assert _run(code).split() == [str(cgt.parse(t).misere_outcome()) for t in texts]
