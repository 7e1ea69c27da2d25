"""The Hackenbush families of the papers, as positions.

>>> stalk(3).canonical(), string("lrl").canonical(), sprig("3/4").spec()
(*3, 3/4, 'elrl')
>>> flower(2, -3).spec(), generalized_sprig("l(l;r)").canonical()
('ee:A(r:A;r:A;r:A)', ^*)
>>> shrub(((), ((),))).spec(), shrub("e(ee;e)").canonical()
('e(e;ee)', *4)
>>> evil_twin(sprig(1) + sprig(-1)).spec()
'(el;er;e)'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Union

from cgt.errors import InvalidArgument, InvalidGame
from cgt.game import as_int
from cgt.hackenbush.position import Hackenbush, hackenbush
from cgt.hackenbush.signs import string_of

__all__ = [
    "stalk",
    "string",
    "sprig",
    "flower",
    "generalized_flower",
    "generalized_sprig",
    "shrub",
    "star_based",
    "evil_twin",
]

Blossom = Union[Hackenbush, str]
Tree = Sequence["Tree"]


def _path(letters: str) -> Hackenbush:
    return Hackenbush(edges=[(i, i + 1, c) for i, c in enumerate(letters)], ground={0})


def stalk(n: int) -> Hackenbush:
    """A green string of ``n`` edges: the nim heap *n."""
    n = as_int(n, "stalk(n)")
    if n < 0:
        raise InvalidGame(f"a stalk has a height >= 0, not {n!r}")
    return _path("e" * int(n))


def string(letters: str) -> Hackenbush:
    """The string with these edge letters (``l`` blue, ``r`` red, ``e`` green) from the ground
    up."""
    if not isinstance(letters, str) or any(c not in "lre" for c in letters):
        raise InvalidGame(f"a string is made of the letters l, r, e, not {letters!r}")
    return _path(letters)


def sprig(x: object) -> Hackenbush:
    """A green ground edge under the blue–red string of the dyadic ``x`` (McKay–Milley–
    Nowakowski): the form *:x."""
    return _path("e" + string_of(x))


def _on_top(base_letters: str, blossom: Hackenbush) -> Hackenbush:
    """``blossom`` with its ground raised onto the top of a string of ``base_letters``."""
    h = len(base_letters)
    edges = [(i, i + 1, c) for i, c in enumerate(base_letters)]
    edges += [(u + h, v + h, c) for u, v, c in blossom.shape]
    return Hackenbush(edges=edges, ground={0})


def _blossom(b: Blossom, name: str = "position") -> Hackenbush:
    if isinstance(b, str):
        return hackenbush(b)
    if not isinstance(b, Hackenbush):
        raise InvalidArgument(
            f"{name}: expected a Hackenbush position or its spec, not {type(b).__name__}"
        )
    return b


def flower(height: int, petals: int) -> Hackenbush:
    """A green stalk of ``height`` carrying |``petals``| loops at its top, blue for positive,
    red for negative (Winning Ways' flowers; *height : petals)."""
    height = as_int(height, "flower(height, petals): height")
    petals = as_int(petals, "flower(height, petals): petals")
    if height < 1:
        raise InvalidGame(f"a flower has a stem of height >= 1, not {height!r}")
    colour = "l" if petals > 0 else "r"
    loops = Hackenbush(edges=[(0, 0, colour)] * abs(int(petals)), ground={0})
    return _on_top("e" * int(height), loops)


def generalized_flower(height: int, blossom: Blossom) -> Hackenbush:
    """A green stalk of ``height`` under a blue–red position (Lo's generalized flower)."""
    height = as_int(height, "generalized_flower(height, blossom): height")
    if height < 1:
        raise InvalidGame(f"a generalized flower has a stem of height >= 1, not {height!r}")
    b = _blossom(blossom, "generalized_flower(height, blossom): blossom")
    if not b.is_red_blue:
        raise InvalidGame("the blossom of a generalized flower is a blue–red position")
    return _on_top("e" * int(height), b)


def generalized_sprig(blossom: Blossom) -> Hackenbush:
    """A green edge under a blue–red position (Lo's generalized sprig)."""
    return generalized_flower(1, blossom)


def _tree_edges(
    children: Tree, top: int, edges: list[tuple[int, int, str]], count: list[int]
) -> None:
    for child in children:
        if isinstance(child, (str, bytes)) or not isinstance(child, Sequence):
            raise InvalidGame(f"a shrub tree is nested tuples, not {child!r}")
        count[0] += 1
        v = count[0]
        edges.append((top, v, "e"))
        _tree_edges(child, v, edges, count)


def shrub(tree: Tree | str | Hackenbush) -> Hackenbush:
    """A shrub (Lo): a green position whose only ground vertex has degree one. From a spec, a
    position, or nested tuples giving the branches above the ground edge (``()`` is the single
    edge *, ``((), ())`` is e(e;e))."""
    if isinstance(tree, (str, Hackenbush)):
        p = _blossom(tree)
    elif not isinstance(tree, Sequence):
        raise InvalidArgument(
            f"shrub(tree): expected nested tuples, a spec or a position, not {type(tree).__name__}"
        )
    else:
        edges: list[tuple[int, int, str]] = [(0, 1, "e")]
        _tree_edges(tree, 1, edges, [1])
        p = Hackenbush(edges=edges, ground={0})
    if not p.is_green or not p.shape:
        raise InvalidGame("a shrub is a nonempty green position")
    if sum((u == 0) + (v == 0) for u, v, _c in p.shape) != 1:
        raise InvalidGame("a shrub has exactly one edge at the ground (Lo, §1)")
    return p


def star_based(position: Blossom) -> Hackenbush:
    """A single green edge under any position: *:G (Lo §5)."""
    return _on_top("e", _blossom(position, "star_based(position)"))


def evil_twin(position: Blossom) -> Hackenbush:
    """Lo's evil twin (Def. 1.2) of a sum of shrubs and generalized flowers: the position plus
    a green edge when every component is (equivalent to) a stalk or flower of height 1, else
    the position itself. Then o⁺(G) = o⁻(G*) and o⁻(G) = o⁺(G*) (Lo Thm 1.3, 4.1)."""
    from cgt.hackenbush.recognise import classify

    p = _blossom(position, "evil_twin(position)")
    heights = []
    for comp in p.components():
        part = classify(comp.game())
        if part is None:
            raise InvalidGame(
                f"evil twins are defined for sums of shrubs and generalized flowers (Lo Def. "
                f"1.2); {comp!r} is neither"
            )
        heights.append(part.height)
    return p + stalk(1) if all(h == 1 for h in heights) else p
