"""Loopy games: games whose play may return to an earlier position (Winning Ways ch. 11;
Siegel, *Combinatorial Game Theory*, ch. VI).

A loopy game is a directed graph with two kinds of edges (Left's moves and Right's) and a start
vertex: :class:`~cgt.loopy.graph.LoopyGraph`. Its value is a :class:`~cgt.loopy.value.LoopyGame`
(a canonical stopper, or onside & offside), from :func:`~cgt.loopy.value.loopy_value`.

>>> from cgt.loopy import loopy_value, LoopyGraph, on, off
>>> d = loopy_value(LoopyGraph(left=((0,),), right=((0,),)))
>>> str(d), on + off == d
('dud', True)
"""

from cgt.loopy import invariants as _invariants  # noqa: F401  (binds followers, predicates)
from cgt.loopy import printing as _printing  # noqa: F401  (installs str() of loopy values)
from cgt.loopy import reading as _reading  # noqa: F401  (installs parse() of loopy texts)
from cgt.loopy.graph import LoopyGraph, explore
from cgt.loopy.outcome import LoopyOutcome, outcome_of, outcomes_of, survives
from cgt.loopy.value import LoopyGame, dud, loopy_value, off, on, over, sided, under, upon

__all__ = [
    "LoopyGraph",
    "explore",
    "LoopyGame",
    "loopy_value",
    "sided",
    "on",
    "off",
    "over",
    "under",
    "upon",
    "dud",
    "LoopyOutcome",
    "outcome_of",
    "outcomes_of",
    "survives",
]
