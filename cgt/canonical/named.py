"""Named values whose construction needs the normal-play algorithm: ±x, Tiny(x), Miny(x).

>>> from cgt import switch, tiny, miny
>>> str(switch(1)), str(switch("1/2")), str(tiny(2)), str(miny(1))
('+-1', '+-1/2', 'Tiny(2)', 'Miny(1)')
"""

from __future__ import annotations

from typing import Any

from cgt.canonical.normal import canonical
from cgt.game import Game, as_game, game
from cgt.values import _to_fraction, number, zero

__all__ = ["switch", "tiny", "miny"]


def _value(x: Any) -> Game:
    if isinstance(x, Game):
        return x
    # a dyadic number (a rational that is not dyadic is no game: InvalidGame), or a text
    return number(_to_fraction(x)) if not isinstance(x, str) else as_game(x)


def switch(x: Any) -> Game:
    """±x = {x | -x}, canonical.

    >>> str(switch(2)), str(switch("1/2")), str(switch(2**100))
    ('+-2', '+-1/2', '+-1267650600228229401496703205376')
    """
    g = _value(x)
    return canonical(game([g], [g.conjugate()]))


def tiny(x: Any) -> Game:
    """Tiny(x) = {0 || 0 | -x}, canonical.

    >>> str(tiny(2))
    'Tiny(2)'
    """
    g = _value(x)
    return canonical(game([zero], [game([zero], [g.conjugate()])]))


def miny(x: Any) -> Game:
    """Miny(x) = {x | 0 || 0}, canonical: the conjugate of Tiny(x).

    >>> str(miny(1))
    'Miny(1)'
    """
    return tiny(x).conjugate()
