"""Universes: one interface for normal play and misère play modulo a set of games.

- ``NORMAL``: normal play;
- ``M``, ``D``, ``E``: all games, dicots, dead-ending games (parental: complete comparison,
  canonical forms, witnesses);
- ``B``: blocking games (Davies–Miller–Milley; parental: complete comparison, witnesses,
  invertibility, no canonical forms);
- ``I``, ``S``, ``HSTAR``: impartial games, sums of sprigs, sums of star-based Hackenbush
  positions (closed under options and sums: sound comparison, witnesses by search).

>>> from cgt.universes import D, M
>>> from cgt import parse, zero
>>> D.equiv(parse("*:1/2 + *:-1/2"), zero).holds, M.equiv(parse("*:1/2 + *:-1/2"), zero).holds
(True, False)
"""

from cgt.universes import sprig_quotient as _sprig_quotient  # noqa: F401 - installs its hook
from cgt.universes.base import RELATIONS, Universe, Verdict
from cgt.universes.blocking import B
from cgt.universes.dead_ending import E
from cgt.universes.dicot import D
from cgt.universes.full import M
from cgt.universes.impartial import I
from cgt.universes.normal import NORMAL
from cgt.universes.sprigs import S
from cgt.universes.star_hackenbush import HSTAR

# Aliases of the single letters sympy also exports (E, I, S; the outcome N is Outcome.N), for
# a session that star-imports both: the letters stay the contract's names.
UNIVERSE_E, UNIVERSE_I, UNIVERSE_S = E, I, S

__all__ = [
    "Universe", "Verdict", "RELATIONS", "NORMAL", "M", "D", "E", "B", "I", "S", "HSTAR",
    "UNIVERSE_E", "UNIVERSE_I", "UNIVERSE_S",
]
