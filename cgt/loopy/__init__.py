"""Loopy games: games whose play may return to an earlier position (Winning Ways ch. 11;
Siegel, *Combinatorial Game Theory*, ch. VI).

A loopy game is a directed graph with two kinds of edges (Left's moves and Right's) and a start
vertex: :class:`~cgt.loopy.graph.LoopyGraph`.
"""

from cgt.loopy.graph import LoopyGraph, explore
from cgt.loopy.outcome import LoopyOutcome, outcome_of, outcomes_of, survives

__all__ = ["LoopyGraph", "explore", "LoopyOutcome", "outcome_of", "outcomes_of", "survives"]
