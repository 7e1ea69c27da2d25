"""Game's convenience methods, bound late, in this one place.

``cgt.game`` is the ground floor: forms and their identity, importing nothing above it. The
algorithms (canonical forms, outcomes, thermography, invariants, misère play) and the notation
sit above it and import it. The methods that let a user write ``G.canonical()``, ``G + H``,
``G <= H`` or ``str(G)`` are plain functions of those modules, attached to
:class:`~cgt.game.Game` here when ``cgt`` is imported. Each entry of :func:`_table` names the
attribute and the function; a property is marked as such.

>>> from cgt import parse, nimber
>>> G = parse("{3||2|1}")
>>> G.canonical() is G.canonical(), str(G + G), G <= G + 1
(True, '{3||2|1} + {3||2|1}', True)
>>> G.temperature(), G.mean(), G.is_infinitesimal, str(G.thermograph())
(Fraction(3, 4), Fraction(9, 4), False, 'Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2],[0,1,0])')
>>> str(3 * parse("^")), str(parse("^").atomic_weight()), [str(x) for x in G.incentives()]
('^3', '1', ['{1,{2|1}|0}'])
>>> (nimber(2) + nimber(3)).nim_value(), str(parse("{*2|*2}").genus())
(1, '0^0')
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction  # noqa: F401  (the doctest above prints Fractions)
from importlib import import_module
from typing import Any

from cgt.game import Game, LabelledForm, _operand, as_game, conjugate

__all__ = ["bind"]

#: name -> (function, is_property), as bound by :func:`bind`.
_BOUND: dict[str, tuple[Callable[..., Any], bool]] = {}


def _times(g: Game, n: object) -> Game:
    """``n * G`` for an int n: the canonical form of n copies of G (CGSuite's ``n * G``); for
    a number G and a number n that is no int (a Fraction, a surreal number, a game that is a
    number), their product in the field of :mod:`cgt.surreal`."""
    from cgt.products import copies

    if isinstance(n, bool) or not isinstance(n, int):
        return import_module("cgt.surreal")._game_mul(g, n)  # type: ignore[no-any-return]
    return copies(n, g)


def _left_options(g: Game) -> tuple[Game, ...]:
    """Left options of the canonical form, in CGSuite's order."""
    from cgt.notation import sort_games

    return tuple(sort_games(g.canonical().left))


def _right_options(g: Game) -> tuple[Game, ...]:
    """Right options of the canonical form, in CGSuite's order."""
    from cgt.notation import sort_games

    return tuple(sort_games(g.canonical().right))


#: Where the guide names the canonical call of each question, for the aliases' docstrings.
_ONE_WAY = 'the guide\'s "One way to ask each question" names the canonical call'


def _late(module: str, name: str) -> Callable[..., Any]:
    """A method whose function is imported on its first call: the impartial package loads
    numpy, which ``import cgt`` should not pay for."""

    def method(*args: Any, **kwargs: Any) -> Any:
        return getattr(import_module(module), name)(*args, **kwargs)

    method.__name__ = method.__qualname__ = name
    method.__doc__ = (
        f"The method form of :func:`{module}.{name}`: the same function, called on the game "
        f'(an alias; {_ONE_WAY}).'
    )
    return method


def _invariants() -> dict[str, tuple[Callable[..., Any], bool]]:
    """The methods to attach, with the modules that hold them (imported here, late, so that
    ``cgt.game`` never imports the algorithms)."""
    from cgt import products

    # the module, not the function ``cgt.thermograph`` that the package re-exports
    thermograph = import_module("cgt.thermograph")
    from cgt.canonical import (
        atomic_weight,
        companion,
        incentives,
        normal_value,
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
        # numbers: the arithmetic of their field, with the surreal numbers (cgt.surreal)
        "__truediv__": (_late("cgt.surreal", "_game_truediv"), False),
        "__rtruediv__": (_late("cgt.surreal", "_game_rtruediv"), False),
        "__pow__": (_late("cgt.surreal", "_game_pow"), False),
        # options
        "left_options": (_left_options, True),
        "right_options": (_right_options, True),
        "sensible_options": (sensible.sensible_options, False),
        "sensible_left_options": (sensible.sensible_left_options, False),
        "sensible_right_options": (sensible.sensible_right_options, False),
        "follower_count": (normal_value.follower_count, False),
        # the value as CGSuite's NormalValue and CanonicalStopper (loop-free answers)
        "is_integer": (normal_value.is_integer, True),
        "is_nimber": (normal_value.is_nimber, True),
        "is_ordinal": (normal_value.is_ordinal, True),
        "is_zero": (normal_value.is_zero, True),
        "is_pseudonumber": (normal_value.is_pseudonumber, True),
        "is_loopfree": (normal_value.is_loopfree, True),
        "is_plumtree": (normal_value.is_plumtree, True),
        # methods, as on loopy values (LoopyGame.is_stopper() and the rest)
        "is_stopper": (normal_value.is_stopper, False),
        "is_stopper_sided": (normal_value.is_stopper_sided, False),
        "is_stable": (normal_value.is_stable, False),
        "is_idempotent": (normal_value.is_idempotent, False),
        "degree": (normal_value.degree, False),
        "variety": (normal_value.variety, False),
        "onside": (normal_value.onside, False),
        "offside": (normal_value.offside, False),
        "upsum": (normal_value.upsum, False),
        "downsum": (normal_value.downsum, False),
        # powers and compounds (CGSuite's Pow, PowTo, ConjunctiveSum, SelectiveSum,
        # OrdinalProduct); powers load the loopy values on first use
        "pow": (_late("cgt.powers", "pow"), False),
        "pow_to": (_late("cgt.powers", "pow_to"), False),
        "conjunctive_sum": (_late("cgt.compounds", "conjunctive_sum"), False),
        "selective_sum": (_late("cgt.compounds", "selective_sum"), False),
        "ordinal_product": (_late("cgt.compounds", "ordinal_product"), False),
    }


def _table() -> dict[str, tuple[Callable[..., Any], bool]]:
    """The methods to attach, with the modules that hold them."""
    from cgt.canonical import normal
    from cgt.notation import to_latex, to_pretty, to_str
    from cgt.outcome import Outcome, outcome
    from cgt.sums import _add_method, _radd_method, literal, sum_of

    def sub(self: Game, other: Any) -> Game:
        h = _operand(other)
        return NotImplemented if h is None else sum_of(self, conjugate(h))

    def rsub(self: Game, other: Any) -> Game:
        h = _operand(other)
        return NotImplemented if h is None else sum_of(h, conjugate(self))

    def lt(self: Game, other: Any) -> bool:
        h = _operand(other)
        if h is None:
            return NotImplemented
        return normal.le(self, h) and not normal.le(h, self)

    def gt(self: Game, other: Any) -> bool:
        h = _operand(other)
        if h is None:
            return NotImplemented
        return normal.le(h, self) and not normal.le(self, h)

    def equals(self: Game, other: Any) -> bool:
        """Equal normal-play value (``G <= H`` and ``H <= G``); ``==`` is identity of forms.

        >>> from cgt import parse, zero
        >>> parse("{-1|1}").equals(zero), parse("{-1|1}") == zero
        (True, False)
        """
        h = as_game(other)
        return normal.le(self, h) and normal.le(h, self)

    def fuzzy(self: Game, other: Any) -> bool:
        """``G ‖ H``: incomparable in normal play.

        >>> from cgt import star, zero
        >>> star.fuzzy(zero)
        True
        """
        h = as_game(other)
        return not normal.le(self, h) and not normal.le(h, self)

    def normal_outcome(self: Game) -> Outcome:
        """Normal-play outcome class.

        >>> from cgt import parse
        >>> str(parse("{3||2+*|1+*}").outcome())
        'L'
        """
        return outcome(self, misere=False)

    def misere_outcome(self: Game) -> Outcome:
        """Misère-play outcome class (a sum is searched on its components, with the theorems
        that give sums' outcomes outright).

        >>> from cgt import zero
        >>> str(zero.misere_outcome())
        'N'
        """
        return outcome(self, misere=True)

    def is_number(self: Game) -> bool:
        """Conway's form-level test: all options are numbers and no Left option is ≥ a Right
        option (normal-play order).

        >>> from cgt import parse
        >>> parse("{-1|1}").is_number, parse("{1|-1}").is_number, parse("{0,*|1}").is_number
        (True, False, False)
        """
        return normal.is_number_form(self)

    def pretty(self: Game, full: bool = False) -> str:
        """Unicode rendering (↑, ⇑, ±); ``full=True`` prints any form in full.

        >>> from cgt import up
        >>> up.pretty()
        '↑'
        """
        return to_pretty(self, full=full)

    def literal_form(self: Game, max_positions: int | None = None) -> Game:
        """The explicit form: sums expanded into their literal forms, everywhere below too.

        Refuses (:class:`~cgt.errors.SearchBoundExceeded`) past ``max_positions`` positions
        (default :data:`cgt.game.MAX_POSITIONS`). No question needs it: canonical forms,
        outcomes and comparisons all work on sums as they are.

        >>> from cgt import star, up
        >>> s = star + up
        >>> s.literal() is s, str(s.literal())
        (False, '{*,^|^,{*|*}}')
        """
        return literal(self, max_positions)

    def repr_latex(self: Game) -> str | None:
        text = to_latex(self)
        return None if text is None else "$" + text + "$"

    return {
        "__add__": (_add_method, False),  # compiled: no Python frame per sum
        "__radd__": (_radd_method, False),
        "__sub__": (sub, False),
        "__rsub__": (rsub, False),
        "__neg__": (conjugate, False),
        "__le__": (normal._order_le, False),  # compiled: no Python frame per comparison
        "__ge__": (normal._order_ge, False),
        "__lt__": (lt, False),
        "__gt__": (gt, False),
        "equals": (equals, False),
        "fuzzy": (fuzzy, False),
        "canonical": (normal._canonical_method, False),  # compiled: no Python frame per call
        "outcome": (normal_outcome, False),
        "misere_outcome": (misere_outcome, False),
        "is_number": (is_number, True),
        "__str__": (to_str, False),
        "__repr__": (to_str, False),
        "pretty": (pretty, False),
        "_repr_latex_": (repr_latex, False),
        "literal": (literal_form, False),
        **_invariants(),
        # Pictures of the game tree (SVG text; matplotlib with the plot extra).
        "tree_svg": (_late("cgt.tree_picture", "tree_svg"), False),
        "draw_tree": (_late("cgt.tree_picture", "draw_tree"), False),
        # Play: the moves that win, with their reasons.
        "winning_moves": (_late("cgt.moves", "winning_moves"), False),
        # Impartial games (InvalidGame on partizan forms).
        "nim_value": (_late("cgt.impartial.nim_values", "nim_value"), False),
        "misere_nim_value": (_late("cgt.impartial.nim_values", "misere_nim_value"), False),
        "genus": (_late("cgt.impartial._genus", "genus"), False),
        "misere_canonical_form": (
            _late("cgt.impartial.misere_canonical", "misere_canonical"),
            False,
        ),
        # Variants of the form (CGSuite's ImpartialVariant, DicoticVariant, TwistedVariant).
        "impartial_variant": (_late("cgt.variants", "impartial_variant"), False),
        "dicotic_variant": (_late("cgt.variants", "dicotic_variant"), False),
        "twisted_variant": (_late("cgt.variants", "twisted_variant"), False),
    }


def bind() -> None:
    """Attach every method of :func:`_table` to :class:`Game` (idempotent)."""
    for name, (fn, is_property) in _table().items():
        setattr(Game, name, property(fn) if is_property else fn)
        _BOUND[name] = (fn, is_property)
    # The negative of a compound form (a conjunctive sum …) prints as CGSuite prints it; any
    # other labelled form's is its conjugate, as before. (Loaded on first use, as the compounds
    # themselves are.)
    LabelledForm.__neg__ = _late("cgt.compounds", "negative")  # type: ignore[method-assign]
