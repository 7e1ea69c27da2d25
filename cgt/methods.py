"""Game's convenience methods, bound late, in this one place.

``cgt.game`` is the ground floor: forms and their identity, importing nothing above it. The
algorithms (canonical forms, thermography, invariants, misère play) sit above it and import it.
The methods that let a user write ``G.temperature()`` instead of ``temperature(G)`` are plain
functions of those modules, attached to :class:`~cgt.game.Game` here when ``cgt`` is imported.
Each entry names the attribute and the function; a property is marked as such.

>>> from cgt import parse
>>> G = parse("{3||2|1}")
>>> G.temperature(), G.mean(), G.is_infinitesimal, str(G.thermograph())
(Fraction(3, 4), Fraction(9, 4), False, 'Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2],[0,1,0])')
>>> str(3 * parse("^")), str(parse("^").atomic_weight()), [str(x) for x in G.incentives()]
('^3', '1', ['{1,{2|1}|0}'])
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction  # noqa: F401  (the doctest above prints Fractions)
from typing import Any

from cgt.game import Game

__all__ = ["bind"]

#: name -> (function, is_property); filled by :func:`_table`.
_BOUND: dict[str, tuple[Callable[..., Any], bool]] = {}


def _times(g: Game, n: object) -> Game:
    """``n * G`` for an int n: the canonical form of n copies of G (CGSuite's ``n * G``)."""
    from cgt.products import copies

    if isinstance(n, bool) or not isinstance(n, int):
        return NotImplemented  # type: ignore[no-any-return]
    return copies(n, g)


def _left_options(g: Game) -> tuple[Game, ...]:
    """Left options of the canonical form, in CGSuite's order."""
    from cgt.notation import sort_games

    return tuple(sort_games(g.canonical().left))


def _right_options(g: Game) -> tuple[Game, ...]:
    """Right options of the canonical form, in CGSuite's order."""
    from cgt.notation import sort_games

    return tuple(sort_games(g.canonical().right))


def _follower_count(g: Game) -> int:
    """How many distinct followers (itself included) the canonical form has."""
    return len(g.canonical().followers())


def _table() -> dict[str, tuple[Callable[..., Any], bool]]:
    """The methods to attach, with the modules that hold them (imported here, late, so that
    ``cgt.game`` never imports the algorithms)."""
    from cgt import products, thermograph
    from cgt.canonical import (
        atomic_weight,
        companion,
        incentives,
        reduced,
        sensible,
        smallness,
        temper,
    )

    return {
        # stops and thermography
        "left_stop": (thermograph.left_stop, False),
        "right_stop": (thermograph.right_stop, False),
        "stop_count": (thermograph.stop_count, False),
        "mean": (thermograph.mean, False),
        "temperature": (thermograph.temperature, False),
        "thermograph": (thermograph.thermograph, False),
        "cool": (thermograph.cool, False),
        "freeze": (thermograph.freeze, False),
        "heat": (thermograph.heat, False),
        "overheat": (thermograph.overheat, False),
        # infinitesimals
        "atomic_weight": (atomic_weight.atomic_weight, False),
        "is_atomic": (atomic_weight.is_atomic, True),
        "reduced_canonical": (reduced.reduced_canonical, False),
        "is_all_small": (smallness.is_all_small, True),
        "is_infinitesimal": (smallness.is_infinitesimal, True),
        "is_numberish": (smallness.is_numberish, True),
        "is_uptimal": (smallness.is_uptimal, True),
        "is_number_tiny": (smallness.is_number_tiny, True),
        "companion": (companion.companion, False),
        "subordinate": (companion.subordinate, False),
        # parity and temper
        "is_even": (temper.is_even, True),
        "is_odd": (temper.is_odd, True),
        "is_even_tempered": (temper.is_even_tempered, True),
        "is_odd_tempered": (temper.is_odd_tempered, True),
        # incentives and products
        "incentives": (incentives.incentives, False),
        "left_incentives": (incentives.left_incentives, False),
        "right_incentives": (incentives.right_incentives, False),
        "norton_product": (products.norton_product, False),
        "conway_product": (products.conway_product, False),
        "__mul__": (_times, False),
        "__rmul__": (_times, False),
        # options
        "left_options": (_left_options, True),
        "right_options": (_right_options, True),
        "sensible_options": (sensible.sensible_options, False),
        "sensible_left_options": (sensible.sensible_left_options, False),
        "sensible_right_options": (sensible.sensible_right_options, False),
        "follower_count": (_follower_count, False),
    }


def bind() -> None:
    """Attach every method of :func:`_table` to :class:`Game` (idempotent)."""
    for name, (fn, is_property) in _table().items():
        setattr(Game, name, property(fn) if is_property else fn)
        _BOUND[name] = (fn, is_property)
