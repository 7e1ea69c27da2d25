"""Distinguishers and links between misère impartial games (ONAG ch. 12, Theorems 75–76).

- G and H are *linked* when some T makes G + T and H + T both misère P-positions. For canonical
  G, H this holds exactly when neither is an option of the other; the link is
  T = {distinguisher(G', H) for every G', distinguisher(H', G) for every H'}.
- For G ≢ H some option of one is linked to the other (Conway), which gives a *distinguisher*
  T with G + T a P-position and H + T an N-position.

The constructions follow CGSuite's (MisereCanonicalGameOps), so they give the same T.

>>> from cgt import nimber
>>> from cgt.impartial.misere_notation import misere_str
>>> from cgt.impartial.nim_values import misere_nim_value
>>> t = distinguisher(nimber(2), nimber(3))
>>> misere_str(t), misere_nim_value(nimber(2) + t), misere_nim_value(nimber(3) + t) > 0
('*[2]', 0, True)
>>> g, h = nimber(2) + nimber(2), nimber(3) + nimber(3)
>>> t = link(g, h)
>>> is_linked_to(nimber(2), nimber(3)), misere_nim_value(g + t), misere_nim_value(h + t)
(False, 0, 0)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cgt.errors import InvalidGame
from cgt.game import Game
from cgt.impartial.misere_canonical import (
    STAR,
    ZERO,
    add,
    construct,
    mate_record,
    misere_canonical_record,
    to_game,
)

if TYPE_CHECKING:  # pragma: no cover
    from cgt.impartial.misere_canonical import _M

__all__ = ["distinguisher", "link", "is_linked_to"]

_DISC: dict[tuple[int, int], _M] = {}
_LINK: dict[tuple[int, int], _M | None] = {}


def _pair(a: _M, b: _M) -> tuple[int, int]:
    return (a.id, b.id) if a.id <= b.id else (b.id, a.id)


def _discriminator(a: _M, b: _M) -> _M:
    """Some T with a + T and b + T of different outcomes (a ≠ b)."""
    if a is ZERO and b.gm == 0:
        return ZERO
    if b is ZERO and a.gm == 0:
        return ZERO
    k = _pair(a, b)
    t = _DISC.get(k)
    if t is not None:
        return t
    for x, y in ((b, a), (a, b)):
        for o in y.opts:
            t = find_link(x, o)
            if t is not None:
                _DISC[k] = t
                return t
    raise AssertionError("Conway's theorem: unequal canonical games are distinguished")


def discriminator_pn(a: _M, b: _M) -> _M:
    """T with a + T a P-position and b + T an N-position (a ≠ b)."""
    t = _discriminator(a, b)
    if add(t, a).gm == 0:
        return t
    # Swap the roles: a + T' is P where T' = {T, mates of a's options} (ONAG Lemma 75).
    return construct([*(mate_record(o) for o in a.opts), t])


def find_link(a: _M, b: _M) -> _M | None:
    """T with a + T and b + T both P-positions, or None when one is an option of the other."""
    if a is ZERO and b is ZERO:
        return STAR
    k = _pair(a, b)
    if k in _LINK:
        return _LINK[k]
    if b.id in a.optids or a.id in b.optids:
        _LINK[k] = None
        return None
    t = construct(
        [discriminator_pn(o, a) for o in b.opts] + [discriminator_pn(o, b) for o in a.opts]
    )
    _LINK[k] = t
    return t


def distinguisher(g: Game, h: Game) -> Game:
    """A game T with G + T a misère P-position and H + T an N-position (CGSuite's
    ``Distinguisher``); :class:`~cgt.errors.InvalidGame` when G ≡ H (mod I).

    >>> from cgt import nimber
    >>> from cgt.impartial.misere_notation import misere_str
    >>> misere_str(distinguisher(nimber(1), nimber(0)))
    '*[0]'
    """
    a, b = misere_canonical_record(g), misere_canonical_record(h)
    if a is b:
        raise InvalidGame("G ≡ H (mod I): no game distinguishes them")
    return to_game(discriminator_pn(a, b))


def is_linked_to(g: Game, h: Game) -> bool:
    """Is there a T with G + T and H + T both misère P-positions?  (For canonical forms: exactly
    when neither is an option of the other.)"""
    a, b = misere_canonical_record(g), misere_canonical_record(h)
    return not (b.id in a.optids or a.id in b.optids)


def link(g: Game, h: Game) -> Game:
    """A T with G + T and H + T both misère P-positions (CGSuite's ``Link``);
    :class:`~cgt.errors.InvalidGame` when G and H are not linked.

    >>> from cgt import nimber
    >>> from cgt.impartial.misere_notation import misere_str
    >>> misere_str(link(nimber(0), nimber(0)))
    '*[1]'
    """
    t = find_link(misere_canonical_record(g), misere_canonical_record(h))
    if t is None:
        raise InvalidGame("G and H are not linked: one is an option of the other")
    return to_game(t)
