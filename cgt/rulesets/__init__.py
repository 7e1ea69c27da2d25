"""Rulesets: positions of combinatorial games that know their moves, and impartial games
played on heaps (take-and-break codes, subtraction games, Grundy's game).

>>> from cgt.rulesets import Domineering, Clobber, take_and_break
>>> str(Domineering("..|..").canonical()), str(Clobber("xox|ox.").canonical())
('+-1', '{^^*|*,v}')
>>> take_and_break("0.77").nim_values(5).tolist()
[0, 1, 2, 3, 1, 4]
"""

from cgt.rulesets.amazons import Amazons
from cgt.rulesets.arc_kayles import ArcKayles
from cgt.rulesets.base import Ruleset
from cgt.rulesets.cake import CakeGame, Cutcake, ImpartialMaundyCake, MaundyCake
from cgt.rulesets.clobber import Clobber
from cgt.rulesets.domineering import Cram, Domineering
from cgt.rulesets.fission import Fission
from cgt.rulesets.fox_and_geese import FoxAndGeese
from cgt.rulesets.graph import Col, GraphGame, Snort
from cgt.rulesets.grid import GridGame
from cgt.rulesets.konane import Konane
from cgt.rulesets.partizan_arc_kayles import PartizanArcKayles
from cgt.rulesets.periodicity import Periodicity, find_periodicity
from cgt.rulesets.strip import (
    BackslidingToadsAndFrogs,
    StripGame,
    ToadsAndFrogs,
    TopplingDominoes,
)
from cgt.rulesets.take_and_break_code import TBCode
from cgt.rulesets.wythoff import Wythoff

__all__ = [
    "Ruleset",
    "GridGame",
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
    "StripGame",
    "ToadsAndFrogs",
    "BackslidingToadsAndFrogs",
    "TopplingDominoes",
    "GraphGame",
    "Col",
    "Snort",
    "CakeGame",
    "Cutcake",
    "MaundyCake",
    "ImpartialMaundyCake",
    "HeapRuleset",
    "TakeAndBreak",
    "TBCode",
    "Periodicity",
    "find_periodicity",
    "take_and_break",
    "subtraction",
    "nim",
    "kayles",
    "dawsons_kayles",
    "grundy_game",
    "NIM",
    "KAYLES",
    "DAWSONS_KAYLES",
    "GRUNDY_GAME",
]

# The heap rulesets need numpy (and the impartial package): they load on first use, so that a
# board game such as Domineering does not pay for them.
_HEAP_NAMES = frozenset(
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
    )
)


def __getattr__(name: str) -> object:
    if name in _HEAP_NAMES:
        from cgt.rulesets import heap

        return getattr(heap, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

# The pictures of a table of values (ValueTable.svg(), .plot()) sit above the table module:
# importing them installs them.
from cgt.rulesets import table_picture as _table_picture  # noqa: E402, F401
