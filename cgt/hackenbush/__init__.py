"""Hackenbush: positions on graphs, values by theory, misère outcomes by the papers' theorems.

>>> from cgt import parse
>>> from cgt.hackenbush import theorem_outcome
>>> theorem_outcome([parse("*:1"), parse("*:-1/2"), parse("*")])[0]
L
"""

from cgt.hackenbush.flowerbed import Flowerbed
from cgt.hackenbush.misere import theorem_outcome

__all__ = ["Flowerbed", "theorem_outcome"]
