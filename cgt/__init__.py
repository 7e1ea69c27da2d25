"""cgt: a computer-algebra system for combinatorial game theory.

>>> from cgt import *
>>> G = parse("{3||2|1}")
>>> str((G + G).canonical()), str(G.outcome()), str(G.misere_outcome())
('{5||4,{5|4}|3}', 'L', 'R')

``cgt.game`` and ``cgt.outcome`` are modules that can also be called: ``game(left, right)``
builds a form and ``outcome(G)`` gives an outcome, while ``import cgt.game`` gives the module.
"""

import gc as _gc
from importlib import import_module
from typing import Any

# first, so that CGT_PURE_PYTHON=1 takes effect before any compiled module loads
from cgt._core import core_build  # isort: skip
# the modules, callable as the constructors and the function
from cgt import game, outcome
from cgt._memo import clear_caches
from cgt.canonical.named import miny, switch, tiny
from cgt.canonical.normal import canonical_sum
from cgt.errors import (
    CGTError,
    DivisionByZero,
    InvalidArgument,
    InvalidGame,
    NotInvertible,
    NotShortGame,
    NotSupported,
    OutOfRange,
    ParseError,
    SearchBoundExceeded,
    Undecided,
)
from cgt.game import Game, as_game, ordinal_sum
from cgt.notation import parse
from cgt.outcome import L, N, Outcome, P, R, left_first, right_first
from cgt.sums import sum_of
from cgt.thermograph import (
    Thermograph,
    cool,
    heat,
    left_stop,
    mean,
    overheat,
    right_stop,
    stops,
    temperature,
    thermograph,
)
from cgt.uptimal import uptimal, uptimal_expansion
from cgt.values import (
    down,
    from_tag,
    integer,
    nimber,
    number,
    one,
    star,
    up,
    up_nth,
    up_star,
    up_to_nth,
    zero,
)

#: Names whose packages load on first use (PEP 562): they pull in numpy, the misère
#: universes and the Hackenbush and impartial theories, which ``import cgt`` should not pay for.
_LAZY = {
    **dict.fromkeys(("Claim", "ClaimResult", "claim"), "cgt.claims"),
    **dict.fromkeys(
        (
            "Hackenbush",
            "evil_twin",
            "flower",
            "generalized_flower",
            "generalized_sprig",
            "green_value",
            "shrub",
            "sprig",
            "stalk",
            "star_based",
            "string",
            "string_of",
        ),
        "cgt.hackenbush",
    ),
    # The Hackenbush families of cgt.families (DESIGN: the families are re-exported).
    **dict.fromkeys(("flowers", "hackenbush_positions", "sprigs"), "cgt.hackenbush.families"),
    **dict.fromkeys(
        (
            "Genus",
            "MisereQuotient",
            "genus",
            "lower_nim_sum",
            "mex",
            "misere_canonical",
            "misere_nim_value",
            "misere_quotient",
            "misere_str",
            "nim_div",
            "nim_exp",
            "nim_inverse",
            "nim_product",
            "nim_sum",
            "nim_value",
            "parse_misere",
            "ugly_product",
            "upper_nim_sum",
        ),
        "cgt.impartial",
    ),
    **dict.fromkeys(("Surreal", "omega"), "cgt.surreal"),
    # The universes and the misère comparison engine below them: a session that plays normal
    # play only does not pay for them.
    **dict.fromkeys(
        (
            "HSTAR",
            "NORMAL",
            "UNIVERSE_E",
            "UNIVERSE_I",
            "UNIVERSE_S",
            "B",
            "D",
            "E",
            "I",
            "M",
            "S",
            "Verdict",
            "universe_of",
        ),
        "cgt.universes",
    ),
    **dict.fromkeys(("explain_outcome", "sum_outcome"), "cgt.misere_sum"),
    **dict.fromkeys(("conjunctive_sum", "ordinal_product", "selective_sum"), "cgt.compounds"),
    **dict.fromkeys(
        (
            "Family",
            "blocking",
            "canonical",
            "dead_ending",
            "dicots",
            "dyadics",
            "games",
            "integers",
            "nimbers",
            "numbers",
            "pairs",
            "sums",
            "ups",
        ),
        "cgt.families",
    ),
    "TransfiniteNimber": "cgt.impartial.transfinite_nim",
    **dict.fromkeys(
        (
            "Amazons",
            "ArcKayles",
            "BackslidingToadsAndFrogs",
            "Clobber",
            "Col",
            "Cram",
            "Cutcake",
            "Domineering",
            "Fission",
            "FoxAndGeese",
            "ImpartialMaundyCake",
            "Konane",
            "MaundyCake",
            "PartizanArcKayles",
            "Ruleset",
            "Snort",
            "ToadsAndFrogs",
            "TopplingDominoes",
            "Wythoff",
        ),
        "cgt.rulesets",
    ),
    **dict.fromkeys(("grundy_game", "subtraction", "take_and_break"), "cgt.rulesets.heap"),
    **dict.fromkeys(("Move", "winning_moves"), "cgt.moves"),
    **dict.fromkeys(
        (
            "LoopyGame",
            "LoopyGraph",
            "dud",
            "loopy_value",
            "off",
            "on",
            "over",
            "sided",
            "under",
            "upon",
        ),
        "cgt.loopy",
    ),
    **dict.fromkeys(("tree_svg", "draw_tree"), "cgt.tree_picture"),
}


def __getattr__(name: str) -> Any:
    if name == "hackenbush":  # the callable module
        return import_module("cgt.hackenbush")
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'cgt' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


__version__ = "0.1.0"

__all__ = [
    "LoopyGame",
    "LoopyGraph",
    "loopy_value",
    "sided",
    "on",
    "off",
    "over",
    "under",
    "upon",
    "dud",
    "CGTError",
    "InvalidArgument",
    "InvalidGame",
    "NotInvertible",
    "NotSupported",
    "NotShortGame",
    "OutOfRange",
    "DivisionByZero",
    "ParseError",
    "SearchBoundExceeded",
    "Undecided",
    "Game",
    "as_game",
    "canonical_sum",
    "clear_caches",
    "core_build",
    "game",
    "ordinal_sum",
    "conjunctive_sum",
    "selective_sum",
    "ordinal_product",
    "parse",
    "sum_of",
    "sum_outcome",
    "explain_outcome",
    "winning_moves",
    "Move",
    "tree_svg",
    "draw_tree",
    "Outcome",
    "L",
    "N",
    "P",
    "R",
    "outcome",
    "left_first",
    "right_first",
    "down",
    "from_tag",
    "integer",
    "miny",
    "nimber",
    "number",
    "one",
    "star",
    "switch",
    "tiny",
    "up",
    "up_star",
    "up_nth",
    "up_to_nth",
    "uptimal",
    "uptimal_expansion",
    "zero",
    "NORMAL",
    "M",
    "D",
    "E",
    "B",
    "I",
    "S",
    "HSTAR",
    "UNIVERSE_E",
    "UNIVERSE_I",
    "UNIVERSE_S",
    "universe_of",
    "Verdict",
    "games",
    "dicots",
    "dead_ending",
    "blocking",
    "numbers",
    "nimbers",
    "stops",
    "left_stop",
    "right_stop",
    "mean",
    "temperature",
    "thermograph",
    "cool",
    "heat",
    "overheat",
    "claim",
    "Claim",
    "ClaimResult",
    "Family",
    "integers",
    "dyadics",
    "ups",
    "canonical",
    "sums",
    "pairs",
    "Thermograph",
    "Ruleset",
    "Domineering",
    "Cram",
    "Clobber",
    "Amazons",
    "Konane",
    "Fission",
    "FoxAndGeese",
    "ArcKayles",
    "PartizanArcKayles",
    "Wythoff",
    "ToadsAndFrogs",
    "BackslidingToadsAndFrogs",
    "TopplingDominoes",
    "Col",
    "Snort",
    "Cutcake",
    "MaundyCake",
    "ImpartialMaundyCake",
    "Hackenbush",
    "hackenbush",
    "stalk",
    "string",
    "string_of",
    "sprig",
    "flower",
    "sprigs",
    "flowers",
    "hackenbush_positions",
    "generalized_flower",
    "generalized_sprig",
    "shrub",
    "star_based",
    "evil_twin",
    "green_value",
    "nim_value",
    "misere_nim_value",
    "genus",
    "Genus",
    "mex",
    "nim_sum",
    "upper_nim_sum",
    "lower_nim_sum",
    "nim_product",
    "nim_exp",
    "nim_inverse",
    "nim_div",
    "ugly_product",
    "omega",
    "Surreal",
    "TransfiniteNimber",
    "misere_canonical",
    "misere_str",
    "misere_quotient",
    "MisereQuotient",
    "parse_misere",
    "take_and_break",
    "subtraction",
    "grundy_game",
]

from cgt import methods as _methods  # noqa: E402

_methods.bind()

# A picture installs itself in the hook of what it draws (it sits above it): imported here, so
# that the hook is filled whatever a program imports first. (The misère comparison engine
# fills cgt.misere_sum's hooks itself, when a misère sum first needs them.)
from cgt import thermograph_picture as _thermograph_picture  # noqa: E402, F401

# ``cgt.canonical`` and ``cgt.sums`` are families (DESIGN), loaded on first use like the other
# families; importing the subpackage and the module of the same names above bound them here.
del canonical, sums  # noqa: F821

# The cyclic garbage collector's first full collection in a process runs unconditionally (it
# has no earlier heap to compare with); every later one waits until the tracked objects have
# grown by a quarter. Run it now, while the heap holds little more than the modules: otherwise
# it falls on whichever computation happens to cross the threshold first (forms themselves are
# not tracked, see cgt.game), which then pays for walking the whole heap.
_gc.collect()
