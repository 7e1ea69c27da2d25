"""The lattice companion and subordination to a base (Siegel, *Combinatorial Game Theory*,
2013, §III.2; CGSuite's ``Companion`` and ``Subordinate``).

The companion of G is built on the canonical form: *m stays for m ≥ 2, n·↑ + *m (m ≤ 1)
becomes n·↑ + *(m xor 1), and otherwise G° = {G^L°, 0 if G ≥ 0 | G^R°, 0 if G ≤ 0}.
On the games born by day n ≥ 1 it is the unique non-trivial lattice automorphism.

>>> from cgt import parse
>>> str(companion(parse("0"))), str(companion(parse("^"))), str(companion(parse("{0||0|-3/2}")))
('*', '^*', '{0,*||*|-3/2}')
>>> str(subordinate(parse("1/8"), parse("1"))), str(subordinate(parse("+-1"), parse("+-1")))
('-3', '0')
"""

from __future__ import annotations

from cgt._deep import maybe_deep
from cgt.canonical.nus import number_up_star
from cgt.canonical.recursion import canonical_recursion
from cgt.errors import InvalidGame
from cgt.game import Game, game
from cgt.values import from_tag, zero

__all__ = ["companion", "subordinate"]


def companion(g: Game) -> Game:
    """The lattice companion of the value of ``g``. A number x ≠ 0 is its own companion (by
    induction on its canonical form {x^L | x^R}: for x > 0 the added Left option 0 is
    dominated by x^L > 0, or * = 0° reverses out through 0; CGSuite's tests give 5 and
    -1823437481924 themselves), so numbers of any size answer at once.

    >>> from cgt import integer
    >>> companion(integer(-10**40)) is integer(-10**40)
    True
    """
    t = number_up_star(g)
    if t is not None and t[0] != 0 and t[1] == 0 and t[2] == 0:
        return g.canonical()
    return _companion(g)


@canonical_recursion
def _companion(g: Game) -> Game:
    t = number_up_star(g)
    if t is not None and t[0] == 0:
        return g if t[2] >= 2 else from_tag(0, t[1], t[2] ^ 1)
    left = [_companion(o) for o in g.left]
    right = [_companion(o) for o in g.right]
    if g >= zero:
        left.append(zero)
    if g <= zero:
        right.append(zero)
    return game(left, right).canonical()


def subordinate(g: Game, base: Game) -> Game:
    """The G' with ``base : G' = g`` (the subordinate of an ordinal sum), when ``g`` has that
    shape; otherwise :class:`~cgt.errors.InvalidGame` with CGSuite's message.

    >>> from cgt import parse, star, ordinal_sum
    >>> h = parse("{3|1}")
    >>> subordinate(ordinal_sum(star, h).canonical(), star).equals(h)
    True
    """
    c = g.canonical()
    lo = frozenset(o.canonical() for o in base.left)
    ro = frozenset(o.canonical() for o in base.right)
    return maybe_deep(c.birthday, _subordinate, c, lo, ro)


def _subordinate(g: Game, lo: frozenset[Game], ro: frozenset[Game]) -> Game:
    for bl in lo:
        if not any(gl >= bl for gl in g.left) and not any(g >= blr for blr in bl.right):
            raise InvalidGame("That game cannot be subordinated to the specified base.")
    for br in ro:
        if not any(gr <= br for gr in g.right) and not any(g <= brl for brl in br.left):
            raise InvalidGame("That game cannot be subordinated to the specified base.")
    return game(
        [_subordinate(gl, lo, ro) for gl in g.left if gl not in lo],
        [_subordinate(gr, lo, ro) for gr in g.right if gr not in ro],
    ).canonical()
