"""The packages that install theorems into the core's hooks
(:data:`cgt.misere_sum.OUTCOME_THEOREMS`, :data:`cgt.universes.base.COMPARISON_THEOREMS`) and
families into :mod:`cgt.families` (the Hackenbush families), and the misère quotients of
partizan sets into :data:`cgt.impartial.quotient.PARTIZAN_QUOTIENTS` (sums of sprigs, then
any closed set).

They are imported the first time a hook is consulted, not by ``import cgt``: the Hackenbush
theory pulls in the impartial package and numpy, which a session that never asks a misère
question should not pay for at start-up.

>>> from cgt import _plugins
>>> _plugins.load()
>>> import sys; "cgt.hackenbush" in sys.modules
True
"""

from __future__ import annotations

from importlib import import_module

__all__ = ["load", "load_moves"]

_PACKAGES = ("cgt.hackenbush", "cgt.universes.sprig_quotient", "cgt.universes.partizan_quotient")
_loaded = False


def load() -> None:
    """Import every package that installs theorems (once; re-entrant during the import)."""
    global _loaded
    if not _loaded:
        _loaded = True
        for name in _PACKAGES:
            import_module(name)


def load_moves() -> None:
    """Import :mod:`cgt.moves`, which installs the winning-moves search into the rulesets'
    and Hackenbush positions' hooks. It sits above the positions it plays on, so neither
    package can import it; ``import cgt`` loads it lazily too, so a position asked for its
    winning moves loads it here (a module's doctests run alone find it so)."""
    import_module("cgt.moves")
