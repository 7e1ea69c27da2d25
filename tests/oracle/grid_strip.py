"""Brute-force twins of the Clobber family (CGSuite's GenClobber) and the Toads-and-Frogs family
(CGSuite's GenToadsAndFrogs), written again from the rules as CGSuite states and runs them
(GenClobber.cgs, GenToadsAndFrogs.cgs of github.com/aaron-siegel/cgsuite, e909ab8b), on plain
strings, with no code of cgt.rulesets: moves by walking a dictionary of cells, values by plain
recursion on whole positions (no parts, no symmetries, no shared tables).

A Clobber-family rule here is a plain tuple ``(directions, clobbered, left_behind, distance)``:
directions a list of (row, column) steps, clobbered a pair of strings (the cell kinds Left, then
Right, may move onto), left_behind a pair of characters, distance an int or math.inf. A Toads-
and-Frogs rule is ``(min_slide, max_slide, max_jump, friendly)``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

from cgt import Game, game

Moves = Callable[[str], tuple[list[str], list[str]]]

ORTHOGONAL = [(-1, 0), (1, 0), (0, -1), (0, 1)]
DIAGONAL = [(-1, -1), (-1, 1), (1, -1), (1, 1)]
KING = ORTHOGONAL + DIAGONAL
KNIGHT = [(dr, dc) for dr in (-2, -1, 1, 2) for dc in (-2, -1, 1, 2) if abs(dr) != abs(dc)]

Rule = tuple[list[tuple[int, int]], tuple[str, str], tuple[str, str], float]

#: The presets as CGSuite's game/grid/constants.cgs defines them.
PRESETS: dict[str, Rule] = {
    "Clobber": (ORTHOGONAL, ("o", "x"), (".", "."), 1),
    "AntiClobber": (ORTHOGONAL, (".", "."), ("o", "x"), 1),
    "HotClobber": (ORTHOGONAL, ("xo", "xo"), (".", "."), 1),
    "Kings": (KING, ("o", "x"), (".", "."), 1),
    "Knights": (KNIGHT, ("o", "x"), (".", "."), 1),
    "Rooks": (ORTHOGONAL, ("o", "x"), (".", "."), math.inf),
    "Queens": (KING, ("o", "x"), (".", "."), math.inf),
}


def clobber_moves(board: str, rule: Rule) -> tuple[list[str], list[str]]:
    """(Left's, Right's) options of a board: a stone goes along a direction over empty cells
    until a cell that is not empty or the cell ``distance`` away; it lands there if that cell
    is on the board and its kind is one the mover may clobber; its old cell gets left_behind."""
    directions, clobbered, left_behind, distance = rule
    rows = board.split("|")
    cells = {(r, c): ch for r, row in enumerate(rows) for c, ch in enumerate(row)}

    def show(g: dict[tuple[int, int], str]) -> str:
        return "|".join(
            "".join(g[(r, c)] for c in range(len(rows[0]))) for r in range(len(rows))
        )

    def side(me: str, may: str, behind: str) -> list[str]:
        out = []
        for (r, c), ch in cells.items():
            if ch != me:
                continue
            for dr, dc in directions:
                n = 1
                while n < distance and cells.get((r + n * dr, c + n * dc)) == ".":
                    n += 1
                to = (r + n * dr, c + n * dc)
                if to in cells and cells[to] in may:
                    after = dict(cells)
                    after[(r, c)] = behind
                    after[to] = me
                    out.append(show(after))
        return out

    return (
        side("x", clobbered[0], left_behind[0]),
        side("o", clobbered[1], left_behind[1]),
    )


def clobber(rule: Rule) -> Moves:
    """The moves of one Clobber-family rule, as a function of the board."""
    return partial(clobber_moves, rule=rule)


def toads_moves(
    strip: str, rule: tuple[float, float, float, bool]
) -> tuple[list[str], list[str]]:
    """(Left's, Right's) options of a strip. A piece slides n cells forward (n < 0: backwards)
    for min_slide <= n <= max_slide, n != 0, when every cell from the next one to the landing
    one is empty; or it jumps over the n pieces in front of it, 1 <= n <= max_jump, all of the
    opponent's (or any, when friendly), onto the empty cell just beyond them."""
    min_slide, max_slide, max_jump, friendly = rule
    size = len(strip)

    def side(me: str, them: str, forward: int) -> list[str]:
        out = []
        for i, ch in enumerate(strip):
            if ch != me:
                continue
            landings = []
            for n in range(-size, size + 1):
                if n == 0 or not min_slide <= n <= max_slide:
                    continue
                step = 1 if n > 0 else -1
                path = [i + forward * step * k for k in range(1, abs(n) + 1)]
                if all(0 <= j < size and strip[j] == "." for j in path):
                    landings.append(path[-1])
            for n in range(1, size + 1):
                if n > max_jump:
                    break
                over = [i + forward * k for k in range(1, n + 1)]
                land = i + forward * (n + 1)
                jumpable = (them, me) if friendly else (them,)
                if (
                    all(0 <= j < size and strip[j] in jumpable for j in over)
                    and 0 <= land < size
                    and strip[land] == "."
                ):
                    landings.append(land)
            for j in landings:
                s = list(strip)
                s[i], s[j] = ".", me
                out.append("".join(s))
        return out

    return side("t", "f", 1), side("f", "t", -1)


def toads(rule: tuple[float, float, float, bool]) -> Moves:
    """The moves of one Toads-and-Frogs rule, as a function of the strip."""
    return partial(toads_moves, rule=rule)


TOADS_PRESETS = {
    "ToadsAndFrogs": (1, 1, 1, False),
    "ElephantsAndRhinos": (1, 1, 0, False),
    "BackslidingToadsAndFrogs": (-1, 1, 1, False),
}


class Solver:
    """Values of the positions of one rule by plain recursion, remembered across calls (the
    whole-board positions of one rule are a closed family)."""

    def __init__(self, moves: Moves) -> None:
        self.moves = moves
        self.memo: dict[str, Game] = {}

    def value(self, position: str) -> Game:
        g = self.memo.get(position)
        if g is None:
            lefts, rights = self.moves(position)
            g = game([self.value(q) for q in lefts], [self.value(q) for q in rights]).canonical()
            self.memo[position] = g
        return g


# ---------------------------------------------------------------- CGSuite's splitting
def cgsuite_regions(board: str, directions: list[tuple[int, int]]) -> list[str]:
    """How CGSuite's Grid.decomposition(0, directions) (util/Grid.scala) cuts a board: the
    groups of non-empty cells joined by a step along a direction or back; no group: none;
    one group: the board itself; else each group's bounding box with its other cells empty."""
    rows = board.split("|")
    cells = {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "."}
    groups: list[set[tuple[int, int]]] = []
    left = set(cells)
    while left:
        todo = [min(left)]
        group = set(todo)
        left -= group
        while todo:
            r, c = todo.pop()
            for dr, dc in directions:
                for s in (1, -1):
                    q = (r + s * dr, c + s * dc)
                    if q in left:
                        left.discard(q)
                        group.add(q)
                        todo.append(q)
        groups.append(group)
    if len(groups) == 1:
        return [board]
    out = []
    for group in groups:
        r0, r1 = min(r for r, _ in group), max(r for r, _ in group)
        c0, c1 = min(c for _, c in group), max(c for _, c in group)
        out.append(
            "|".join(
                "".join(rows[r][c] if (r, c) in group else "." for c in range(c0, c1 + 1))
                for r in range(r0, r1 + 1)
            )
        )
    return out


def cgsuite_split_value(board: str, rule: Rule, memo: dict[str, Game | None]) -> Game:
    """The value CGSuite's CanonicalForm gives a GenClobber board: at every position, when
    ``distance`` is 1, the sum of the values of CGSuite's regions (cgsuite_regions), else the
    value from the options. (Sound when no one moves onto an empty cell; otherwise it is
    CGSuite's answer, not the game's.)"""
    if board in memo:
        g = memo[board]
        if g is None:
            raise RecursionError(f"{board}: play returns here, CGSuite's value is loopy")
        return g
    memo[board] = None
    parts = cgsuite_regions(board, rule[0]) if rule[3] == 1 else [board]
    if parts == [board]:
        lefts, rights = clobber_moves(board, rule)
        g = game(
            [cgsuite_split_value(q, rule, memo) for q in lefts],
            [cgsuite_split_value(q, rule, memo) for q in rights],
        ).canonical()
    else:
        g = game().canonical()
        for part in parts:
            g = (g + cgsuite_split_value(part, rule, memo)).canonical()
    memo[board] = g
    return g
