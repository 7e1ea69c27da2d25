"""Game's convenience methods, bound late, in this one place.

``cgt.game`` is the ground floor: forms and their identity, importing nothing above it. The
algorithms (canonical forms, thermography, invariants, misère play) sit above it and import it.
The methods that let a user write ``G.temperature()`` instead of ``temperature(G)`` are plain
functions of those modules, attached to :class:`~cgt.game.Game` here when ``cgt`` is imported.
Each entry names the attribute and the function; a property is marked as such.

>>> from cgt import parse, nimber
>>> parse("{3||2|1}").canonical() is parse("{3||2|1}").canonical()
True
>>> (nimber(2) + nimber(3)).nim_value(), str(parse("{*2|*2}").genus())
(1, '0^0')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cgt.game import Game

__all__ = ["bind"]

#: name -> (function, is_property); filled by :func:`_table`.
_BOUND: dict[str, tuple[Callable[..., Any], bool]] = {}


def _table() -> dict[str, tuple[Callable[..., Any], bool]]:
    """The methods to attach, with the modules that hold them."""
    from cgt.impartial.genus import genus
    from cgt.impartial.misere_canonical import misere_canonical
    from cgt.impartial.nim_values import misere_nim_value, nim_value

    return {
        # Impartial games (InvalidGame on partizan forms).
        "nim_value": (nim_value, False),
        "misere_nim_value": (misere_nim_value, False),
        "genus": (genus, False),
        "misere_canonical_form": (misere_canonical, False),
    }


def bind() -> None:
    """Attach every method of :func:`_table` to :class:`Game` (idempotent)."""
    for name, (fn, is_property) in _table().items():
        setattr(Game, name, property(fn) if is_property else fn)
        _BOUND[name] = (fn, is_property)
