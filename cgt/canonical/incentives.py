"""Incentives: how much a move gains its mover (Winning Ways ch. 6; Siegel, *Combinatorial
Game Theory*, 2013, §II.5).

Left's incentives are G^L − G, Right's are G − G^R, over the options of the canonical form;
CGSuite keeps each distinct value once and drops those dominated by a larger incentive.

>>> from cgt import parse
>>> [str(x) for x in incentives(parse("^"))]
['^*']
>>> [str(x) for x in left_incentives(parse("5"))], [str(x) for x in right_incentives(parse("5"))]
(['-1'], [])
"""

from __future__ import annotations

from cgt.canonical.normal import canonical_sum
from cgt.game import Game
from cgt.notation import sort_games

__all__ = ["incentives", "left_incentives", "right_incentives", "undominated"]


def undominated(games: list[Game]) -> tuple[Game, ...]:
    """The distinct canonical values among ``games`` that no other one exceeds, in CGSuite's
    printing order."""
    vals = list(dict.fromkeys(g.canonical() for g in games))
    keep = [x for x in vals if not any(y is not x and x <= y for y in vals)]
    return tuple(sort_games(keep))


def _left(c: Game) -> list[Game]:
    return [canonical_sum(gl, -c) for gl in c.left]


def _right(c: Game) -> list[Game]:
    return [canonical_sum(c, -gr) for gr in c.right]


def left_incentives(g: Game) -> tuple[Game, ...]:
    """The undominated G^L − G over Left options of the canonical form."""
    return undominated(_left(g.canonical()))


def right_incentives(g: Game) -> tuple[Game, ...]:
    """The undominated G − G^R over Right options of the canonical form."""
    return undominated(_right(g.canonical()))


def incentives(g: Game) -> tuple[Game, ...]:
    """Left and Right incentives together, each value once, dominated ones dropped."""
    c = g.canonical()
    return undominated(_left(c) + _right(c))
