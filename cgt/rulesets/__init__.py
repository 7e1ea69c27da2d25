"""Rulesets: positions of combinatorial games that know their moves.

>>> from cgt.rulesets import Domineering, Clobber
>>> str(Domineering("..|..").canonical()), str(Clobber("xox|ox.").canonical())
('+-1', '{^^*|*,v}')
"""

from cgt.rulesets.base import Ruleset
from cgt.rulesets.cake import CakeGame, Cutcake, ImpartialMaundyCake, MaundyCake
from cgt.rulesets.clobber import Clobber
from cgt.rulesets.domineering import Cram, Domineering
from cgt.rulesets.graph import Col, GraphGame, Snort
from cgt.rulesets.grid import GridGame
from cgt.rulesets.strip import StripGame, ToadsAndFrogs, TopplingDominoes

__all__ = [
    "Ruleset",
    "GridGame",
    "Domineering",
    "Cram",
    "Clobber",
    "StripGame",
    "ToadsAndFrogs",
    "TopplingDominoes",
    "GraphGame",
    "Col",
    "Snort",
    "CakeGame",
    "Cutcake",
    "MaundyCake",
    "ImpartialMaundyCake",
]
