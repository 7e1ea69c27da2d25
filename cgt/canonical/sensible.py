"""Sensible options: the options of a form that survive in its canonical form up to
domination (CGSuite's ``SensibleOptions``).

A Left option G^L of the form G is sensible when G^L ≥ K^L for some Left option K^L of the
canonical form K of G; dually a Right option is sensible when G^R ≤ some K^R.

>>> from cgt import parse
>>> G = parse("{0,{-1|1},{1|-1}|2}")
>>> [str(x) for x in sensible_options(G)[0]]
['0', '{-1|1}']
"""

from __future__ import annotations

from cgt.game import Game
from cgt.notation import sort_games

__all__ = ["sensible_options", "sensible_left_options", "sensible_right_options"]


def sensible_left_options(g: Game) -> tuple[Game, ...]:
    """Left options of the form ``g`` that are ≥ some Left option of its canonical form."""
    k = g.canonical()
    return tuple(sort_games([x for x in g.left if any(x >= kl for kl in k.left)]))


def sensible_right_options(g: Game) -> tuple[Game, ...]:
    """Right options of the form ``g`` that are ≤ some Right option of its canonical form."""
    k = g.canonical()
    return tuple(sort_games([x for x in g.right if any(x <= kr for kr in k.right)]))


def sensible_options(g: Game) -> tuple[tuple[Game, ...], tuple[Game, ...]]:
    """(sensible Left options, sensible Right options) of the form ``g``."""
    return sensible_left_options(g), sensible_right_options(g)
