"""Families of Hackenbush positions to quantify over (``cgt.families.Family`` objects).

Each family iterates the literal forms of its positions (what claims and universes compare),
each shown by the notation of its position (``sprig("1/2")``, ``flower(2, -1)``,
``hackenbush("l(l;r)")``) in reports; ``.positions()`` gives the positions themselves.

>>> from cgt.hackenbush.families import sprigs, flowers, hackenbush_positions
>>> len(sprigs(2)), len(flowers(2, 1)), len(hackenbush_positions(1))
(7, 6, 7)
>>> [p.spec() for p in sprigs(1).positions()], sprigs(max_length=1)
(['e', 'el', 'er'], sprigs(max_length=1))
>>> list(sprigs(1)), list(flowers(1, 1))
([sprig(0), sprig(1), sprig(-1)], [stalk(1), flower(1, -1), flower(1, 1)])
>>> list(hackenbush_positions(1))[:4]
[hackenbush("."), hackenbush("l"), hackenbush(":Al:A"), hackenbush("r")]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from fractions import Fraction
from itertools import product

from cgt.errors import InvalidGame, SearchBoundExceeded
from cgt.families import _REGISTERED, Family, _check_bound
from cgt.game import Game, labelled_form, set_canonical
from cgt.hackenbush.green import green_value
from cgt.hackenbush.position import Hackenbush
from cgt.hackenbush.rooted_graphs import rooted_graphs
from cgt.hackenbush.rooted_trees import rooted_trees
from cgt.hackenbush.shapes import flower, sprig, string
from cgt.values import nimber

__all__ = [
    "PositionFamily",
    "sprigs",
    "flowers",
    "hackenbush_positions",
    "MAX_EDGES",
    "MAX_TREE_EDGES",
]


class PositionFamily(Family):
    """A finite family of Hackenbush positions; iterating gives their literal forms, each shown
    as ``label(position)`` (by default the position's repr)."""

    def __init__(
        self,
        name: str,
        make: Callable[[], Iterable[Hackenbush]],
        label: Callable[[Hackenbush], str] = repr,
    ) -> None:
        self._make_positions = make
        self._positions: tuple[Hackenbush, ...] | None = None
        self._label = label
        super().__init__(name, lambda: [_member(p, label(p)) for p in self.positions()])

    def positions(self) -> tuple[Hackenbush, ...]:
        """The positions, in the family's order (simplest first)."""
        if self._positions is None:
            self._positions = tuple(self._make_positions())
        return self._positions


def _member(p: Hackenbush, label: str) -> Game:
    """The literal form of ``p`` shown as ``label``; a green position's canonical form, the
    nimber of its fusion value, recorded with it (no search of the form needs to find it)."""
    form = p.game()
    if p.is_green and form._canon is None:
        set_canonical(form, nimber(green_value(p.shape)))
    return labelled_form(form, label)


def _number_text(x: Fraction) -> str:
    """``x`` as an argument of ``sprig``: ``1`` or ``"3/4"`` (both read back)."""
    return str(x.numerator) if x.denominator == 1 else f'"{x}"'


def _strings(max_length: int) -> list[str]:
    return [
        "".join(s) for n in range(max_length + 1) for s in product("lr", repeat=n)
    ]


def sprigs(max_length: int = 3) -> PositionFamily:
    """Every sprig whose blue–red string has at most ``max_length`` edges (2^(n+1) − 1 of them:
    one per dyadic born by day n)."""
    _check_bound("max_length", max_length)
    if max_length > 12:
        raise SearchBoundExceeded(f"sprigs({max_length}) has more than 8191 members; use <= 12")
    from cgt.hackenbush.signs import string_value

    return PositionFamily(
        f"sprigs(max_length={max_length})",
        lambda: [sprig(string_value(s)) for s in _strings(max_length)],
        lambda p: f"sprig({_number_text(string_value(p.spec()[1:]))})",
    )


def flowers(max_height: int = 3, max_petals: int = 3) -> PositionFamily:
    """Every flower *h:k with 1 ≤ h ≤ ``max_height`` and |k| ≤ ``max_petals`` (k = 0: the
    stalk of height h)."""
    _check_bound("max_height", max_height, least=1)
    _check_bound("max_petals", max_petals)
    def label(p: Hackenbush) -> str:
        height = sum(1 for _u, _v, c in p.shape if c == "e")
        loops = [c for u, v, c in p.shape if u == v]
        petals = len(loops) * (1 if loops[:1] == ["l"] else -1)
        return f"flower({height}, {petals})" if petals else f"stalk({height})"

    return PositionFamily(
        f"flowers(max_height={max_height}, max_petals={max_petals})",
        lambda: [
            flower(h, k) if k else string("e" * h)
            for h in range(1, max_height + 1)
            for k in sorted(range(-max_petals, max_petals + 1), key=lambda k: (abs(k), k))
        ],
        label,
    )


#: The most edges :func:`hackenbush_positions` enumerates, by the number of colours: at the
#: bound the family has 141,094 green positions (up to 9 edges: the positions in half a minute
#: of CPU, their forms in a minute more, 0.4 GB), 7,408 blue-red ones or 47,149 of three
#: colours (up to 5 edges); each further edge multiplies the count by five (green: 10 edges
#: would be some 660,000 positions and, by the same ratio, about 2 GB of forms) to eight.
MAX_EDGES = {1: 9, 2: 5, 3: 5}

#: The same for ``trees=True``: 20,299 green trees (up to 12 edges; their forms in under a
#: minute), 12,157 blue-red ones (up to 7) or 3,740 of three colours (up to 6); each further
#: edge multiplies the count by two and a half (green) to seven.
MAX_TREE_EDGES = {1: 12, 2: 7, 3: 6}


def hackenbush_positions(
    max_edges: int = 3, colours: str = "lre", trees: bool = False
) -> PositionFamily:
    """Every connected Hackenbush position with at most ``max_edges`` edges of the given
    colours, loops and multi-edges included, one per isomorphism class (fewest edges first),
    each kept once by its canonical code (:mod:`~cgt.hackenbush.rooted_graphs`);
    with ``trees=True`` only the trees (no cycle, loop or multi-edge), which reach further.
    Past :data:`MAX_EDGES` (9 edges for one colour, 5 for two or three) or
    :data:`MAX_TREE_EDGES` (12 edges for green trees, 7 for two colours, 6 for three) it
    refuses with :class:`~cgt.errors.SearchBoundExceeded` instead of running for minutes.

    A green member's normal-play value is its nim value by the fusion and colon principles
    (:func:`~cgt.hackenbush.green.green_value`), recorded on its form, so normal-play
    questions never search the form; misère questions play the form itself.

    >>> [len(hackenbush_positions(n, "e")) for n in range(6)]
    [1, 3, 9, 29, 103, 392]
    >>> [len(hackenbush_positions(n, "e", trees=True)) for n in range(6)]
    [1, 2, 4, 8, 17, 37]
    >>> len(hackenbush_positions(12, "e", trees=True).positions())
    20299
    >>> [(g, g.canonical()) for g in hackenbush_positions(2, "e", trees=True)]
    [(hackenbush("."), 0), (hackenbush("e"), *), (hackenbush("ee"), *2), (hackenbush("(e;e)"), 0)]
    """
    _check_bound("max_edges", max_edges)
    if not isinstance(colours, str) or not colours or any(c not in "lre" for c in colours):
        raise InvalidGame(f"colours are letters among 'lre', not {colours!r}")
    if not isinstance(trees, bool):
        raise InvalidGame(f"trees is True or False, not {trees!r}")
    colours = "".join(dict.fromkeys(colours))
    largest = (MAX_TREE_EDGES if trees else MAX_EDGES)[len(colours)]
    what = "trees=True, " if trees else ""
    if max_edges > largest:
        raise SearchBoundExceeded(
            f"hackenbush_positions({max_edges}, colours={colours!r}{', trees=True' * trees}) is "
            f"too large to enumerate; with {what}{len(colours)} colour(s) use max_edges <= "
            f"{largest} (a green graph's value needs no family: green_value(position))"
        )

    def make() -> list[Hackenbush]:
        shapes = rooted_trees if trees else rooted_graphs
        return [Hackenbush._of(p) for p in shapes(max_edges, colours)]

    name = f"hackenbush_positions(max_edges={max_edges}, colours={colours!r}"
    return PositionFamily(name + (", trees=True)" if trees else ")"), make)


_REGISTERED.update(sprigs=sprigs, flowers=flowers, hackenbush_positions=hackenbush_positions)
