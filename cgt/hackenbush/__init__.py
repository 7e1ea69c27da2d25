"""Hackenbush: positions on graphs, values by theory, misère outcomes by the papers' theorems.

``cgt.hackenbush`` is both this package and the constructor :func:`hackenbush` (as
``cgt.game`` is): ``hackenbush("lrl")`` builds a position, ``import cgt.hackenbush`` gives the
package.

>>> from cgt.hackenbush import hackenbush, sprig, theorem_outcome
>>> hackenbush("lrlerrr").canonical(), sprig("3/4").misere_outcome()
(3/4v[3]*, L)
>>> from cgt import parse
>>> theorem_outcome([parse("*:1"), parse("*:-1/2"), parse("*")])[0]
L
"""

import types

from cgt.game import callable_module
from cgt.hackenbush import families as _families  # noqa: F401 - registers the families
from cgt.hackenbush import misere as _misere
from cgt.hackenbush import picture as _picture  # noqa: F401 - installs the pictures
from cgt.hackenbush.flowerbed import Flowerbed
from cgt.hackenbush.green import green_value as _green_value
from cgt.hackenbush.misere import theorem_outcome
from cgt.hackenbush.position import Hackenbush, hackenbush
from cgt.hackenbush.shapes import (
    evil_twin,
    flower,
    generalized_flower,
    generalized_sprig,
    shrub,
    sprig,
    stalk,
    star_based,
    string,
)
from cgt.hackenbush.signs import sign_expansion, string_of, string_value
from cgt.misere_sum import OUTCOME_THEOREMS
from cgt.notation import POSITION_CALLS
from cgt.universes.base import COMPARISON_THEOREMS

# The papers' theorems answer misère sums and comparisons wherever they apply: install them
# (once) in the search of sums and in the universes' comparisons.
if _misere.outcome_theorem not in OUTCOME_THEOREMS:
    OUTCOME_THEOREMS.append(_misere.outcome_theorem)
if _misere.comparison_theorem not in COMPARISON_THEOREMS:
    COMPARISON_THEOREMS.append(_misere.comparison_theorem)
# The calls family members print as (sprig("1/2"), hackenbush("l(l;r)")) read back with parse.
POSITION_CALLS.update(sprig=sprig, stalk=stalk, flower=flower, hackenbush=hackenbush)


def green_value(position: Hackenbush | str) -> int:
    """The nim value of a green position by the colon and fusion principles (no search).

    >>> green_value("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))")
    2
    """
    from cgt.hackenbush.shapes import _blossom

    return _green_value(_blossom(position, "green_value(position)").shape)


__all__ = [
    "Hackenbush",
    "hackenbush",
    "Flowerbed",
    "theorem_outcome",
    "green_value",
    "stalk",
    "string",
    "string_of",
    "string_value",
    "sign_expansion",
    "sprig",
    "flower",
    "generalized_flower",
    "generalized_sprig",
    "shrub",
    "star_based",
    "evil_twin",
]


class _CallableModule(types.ModuleType):
    """``cgt.hackenbush`` is both this package and the function :func:`hackenbush`."""

    def __call__(self, spec: str) -> Hackenbush:
        return hackenbush(spec)


callable_module(__name__, _CallableModule)
