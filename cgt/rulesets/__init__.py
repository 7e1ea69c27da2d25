"""Rulesets: positions of combinatorial games that know their moves — CGSuite's ruleset library
(board, strip, graph, heap and coordinate games, their variants and tables) — and impartial
games played on heaps (take-and-break and turning codes, subtraction games, Grundy's game).

>>> from cgt.rulesets import Domineering, Clobber, take_and_break
>>> str(Domineering("..|..").canonical()), str(Clobber("xox|ox.").canonical())
('+-1', '{^^*|*,v}')
>>> take_and_break("0.77").nim_values(5).tolist()
[0, 1, 2, 3, 1, 4]
"""

from importlib import import_module

from cgt.rulesets.amazons import Amazons
from cgt.rulesets.arc_kayles import ArcKayles
from cgt.rulesets.base import Ruleset
from cgt.rulesets.cake import CakeGame, Cutcake, ImpartialMaundyCake, MaundyCake
from cgt.rulesets.clobber import (
    AntiClobber,
    Clobber,
    GenClobber,
    HotClobber,
    Kings,
    Knights,
    Queens,
    Rooks,
)
from cgt.rulesets.domineering import Cram, Domineering
from cgt.rulesets.fission import Fission
from cgt.rulesets.fox_and_geese import CeyloneseFoxAndGeese, FoxAndGeese, GenFoxAndGeese
from cgt.rulesets.graph import Col, Fjords, GenCol, GraphGame, Snort
from cgt.rulesets.grid import GridGame
from cgt.rulesets.konane import Konane
from cgt.rulesets.partizan_arc_kayles import PartizanArcKayles
from cgt.rulesets.periodicity import Periodicity, find_periodicity
from cgt.rulesets.strip import (
    BackslidingToadsAndFrogs,
    ElephantsAndRhinos,
    GenToadsAndFrogs,
    StripGame,
    ToadsAndFrogs,
    TopplingDominoes,
)
from cgt.rulesets.table import ValueTable, game_value_table, nim_sequence_table, nim_value_table
from cgt.rulesets.take_and_break_code import TBCode
from cgt.rulesets.weighted_arc_kayles import WeightedArcKayles
from cgt.rulesets.wythoff import Wythoff

# The pictures of a table of values (ValueTable.svg(), .plot()) sit above the table module:
# importing them installs them.
from cgt.rulesets import table_picture as _table_picture  # noqa: F401  # isort: skip

#: Names whose modules load on first use: the heap and coordinate rulesets need numpy (and the
#: impartial package), Childish Hackenbush the Hackenbush package, so that a board game such as
#: Domineering does not pay for them.
_LAZY = {
    **dict.fromkeys(
        (
            "DAWSONS_KAYLES",
            "GRUNDY_GAME",
            "KAYLES",
            "NIM",
            "HeapRuleset",
            "TakeAndBreak",
            "dawsons_kayles",
            "grundy_game",
            "kayles",
            "nim",
            "subtraction",
            "take_and_break",
            "from_subtraction_set",
            "splittles",
        ),
        "heap",
    ),
    **dict.fromkeys(("Spawning", "TurningCode", "spawning"), "turning_code"),
    **dict.fromkeys(("TurningPosition", "turning"), "coin_turning"),
    **dict.fromkeys(
        (
            "CoordinateRuleset",
            "GenWythoff",
            "GenMem",
            "TakeAway",
            "FibonacciNim",
            "Mem",
            "coordinate_ruleset",
            "acrostic_product",
            "direct_product",
        ),
        "coordinate",
    ),
    **dict.fromkeys(
        (
            "PartizanHeapRuleset",
            "PartizanCoordinateRuleset",
            "partizan_heap",
            "partizan_join",
            "partizan_subtraction",
            "partizan_take_and_break",
            "partizan_splittles",
            "PartizanSplittles",
            "partizan_coordinate_ruleset",
            "PartizanEuclid",
            "GenCutcake",
            "cake_product",
            "Eatcake",
            "TurnAndEatcake",
        ),
        "partizan_heap",
    ),
    "HeapSum": "heap_sums",
    "ChildishHackenbush": "childish_hackenbush",
}

__all__ = [
    "Ruleset",
    "GridGame",
    "Domineering",
    "Cram",
    "Clobber",
    "GenClobber",
    "AntiClobber",
    "HotClobber",
    "Kings",
    "Knights",
    "Rooks",
    "Queens",
    "Amazons",
    "Konane",
    "Fission",
    "FoxAndGeese",
    "GenFoxAndGeese",
    "CeyloneseFoxAndGeese",
    "ArcKayles",
    "PartizanArcKayles",
    "WeightedArcKayles",
    "ChildishHackenbush",
    "Wythoff",
    "StripGame",
    "ToadsAndFrogs",
    "BackslidingToadsAndFrogs",
    "GenToadsAndFrogs",
    "ElephantsAndRhinos",
    "TopplingDominoes",
    "GraphGame",
    "Col",
    "Snort",
    "Fjords",
    "GenCol",
    "CakeGame",
    "Cutcake",
    "MaundyCake",
    "ImpartialMaundyCake",
    "ValueTable",
    "nim_value_table",
    "game_value_table",
    "nim_sequence_table",
    "TBCode",
    "Periodicity",
    "find_periodicity",
    *_LAZY,
]


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"cgt.rulesets.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
