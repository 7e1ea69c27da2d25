"""Rulesets: games played on positions of a given kind.

>>> from cgt.rulesets import take_and_break
>>> take_and_break("0.77").nim_values(5).tolist()
[0, 1, 2, 3, 1, 4]
"""

from cgt.rulesets.heap import (
    DAWSONS_KAYLES,
    GRUNDY_GAME,
    KAYLES,
    NIM,
    HeapRuleset,
    TakeAndBreak,
    dawsons_kayles,
    grundy_game,
    kayles,
    nim,
    subtraction,
    take_and_break,
)
from cgt.rulesets.periodicity import Periodicity, find_periodicity
from cgt.rulesets.take_and_break_code import TBCode

__all__ = [
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
