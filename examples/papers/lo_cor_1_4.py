"""I. Y. Lo, *Misère Hackenbush Flowers*, Cor. 1.4: the misère strategy read off normal play.

Usage: python examples/papers/lo_cor_1_4.py [BOUND]   (1 to 3, default 2)

The instances are every sum G of green shrubs and generalized flowers (a green stem of height
≥ 1 under a blue–red blossom of non-zero value) with at most BOUND + 2 edges in all, one per
isomorphism class of each component. Write 𝒢* for the positions whose evil twin (Lo Def. 1.2)
is G + *, i.e. whose every component is, or is equivalent to, a star-based position of
height 1. Cor. 1.4 says: when G = G*, the winner in misère play may play as in normal play,
moving outside 𝒢*, until their only winning move goes into 𝒢*, and then keep moving inside
𝒢*. The rows check, on every instance:

- ``winning_moves`` (the function under test, which uses the papers' theorems) equals plain
  search, for both players in both play conventions;
- for G = G*, the mover's moves to positions outside 𝒢* win in misère play exactly when they
  win in normal play (the heart of the corollary), and the mover wins misère G exactly when
  they win normal G (Thm 1.3 with G = G*);
- inside 𝒢*, a move to G' wins in misère play exactly when G' + * is a normal-play win for
  the mover (Thm 1.3: o⁻(G') = o⁺(G' + *)), and a won position of 𝒢* always has a winning
  move that stays in 𝒢* (𝒢* is not closed under moves: the opponent may cut a shrub such as
  e(e;e) ≡ * to the stalk ee);
- the corollary's strategy wins: whenever G = G* and the mover wins G in misère play,
  the strategy built from normal play alone (a normal-play winning move out of 𝒢* while there
  is one, else a move into 𝒢* that wins in normal play once a * is added, and the same
  inside 𝒢*) beats every defence, checked on the whole game tree under misère rules, both
  with the rule applied afresh at every turn and as the paper phrases it, in two phases
  (once in 𝒢*, the winner moves into 𝒢* for the rest of the game).

The expected side of every row is plain search: misère outcomes by searching the sum of the
literal components with the papers' theorems switched off, normal-play outcomes from
canonical forms. Exits 1 on any counterexample.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from checks import Table, bound_from_argv, theorems_off  # noqa: E402

from cgt import canonical_sum, star, winning_moves, zero  # noqa: E402
from cgt.hackenbush import Hackenbush, evil_twin, generalized_flower  # noqa: E402
from cgt.hackenbush.families import hackenbush_positions  # noqa: E402
from cgt.misere_sum import raw_outcome, state  # noqa: E402

SIDES = ("left", "right")


# ------------------------------------------------------------------ plain search
@cache
def misere_wins_second(p: Hackenbush, left: bool) -> bool:
    """The player (Left if ``left``) wins ``p`` in misère play with the opponent to move."""
    with theorems_off():
        o = raw_outcome(state([c.game() for c in p.components()]))
    return not (o.right_wins_first if left else o.left_wins_first)


@cache
def normal_wins_second(p: Hackenbush, left: bool, plus_star: bool = False) -> bool:
    """The same in normal play (G ≥ 0 for Left, ≤ 0 for Right), on p + * if ``plus_star``."""
    v = canonical_sum(*[c.game() for c in p.components()], *([star] if plus_star else []))
    return v >= zero if left else v <= zero


def options(p: Hackenbush, left: bool) -> list[Hackenbush]:
    return p.left_options() if left else p.right_options()


@cache
def in_g_star(p: Hackenbush) -> bool:
    """Whether the evil twin of p is p + * (Lo Def. 1.2)."""
    return len(evil_twin(p)) > len(p)


def wins_first_misere(p: Hackenbush, left: bool) -> bool:
    opts = options(p, left)
    return not opts or any(misere_wins_second(q, left) for q in opts)


# ------------------------------------------------------------------ the instances
def components(max_edges: int) -> list[Hackenbush]:
    shrubs = [
        p for p in hackenbush_positions(max_edges, "e").positions()
        if len(p) and sum((u == 0) + (v == 0) for u, v, _c in p.shape) == 1
    ]
    blossoms = [
        b for b in hackenbush_positions(max_edges - 1, "lr").positions()
        if len(b) and b.canonical() != zero
    ]
    flowers = [
        generalized_flower(h, b)
        for h in range(1, max_edges)
        for b in blossoms
        if h + len(b) <= max_edges
    ]
    return shrubs + flowers


def beds(max_edges: int) -> list[Hackenbush]:
    """Every multiset of components with at most ``max_edges`` edges in all, as one sum."""
    parts = components(max_edges)
    out: list[Hackenbush] = []

    def grow(start: int, total: Hackenbush | None, room: int) -> None:
        for i in range(start, len(parts)):
            p = parts[i]
            if len(p) <= room:
                bed = p if total is None else total + p
                out.append(bed)
                grow(i, bed, room - len(p))

    grow(0, None, max_edges)
    return out


def followers(ps: list[Hackenbush]) -> list[Hackenbush]:
    seen: dict[Hackenbush, None] = {}
    todo = list(ps)
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen[p] = None
        todo += p.left_options() + p.right_options()
    return list(seen)


# ------------------------------------------------------------------ the rows
def implementation_agrees(inst: tuple[Hackenbush, str, bool]) -> bool:
    p, side, misere = inst
    left = side == "left"
    got = sorted(m.option.shape for m in winning_moves(p, side, misere=misere, explain=True))
    judge = misere_wins_second if misere else normal_wins_second
    expected = sorted(q.shape for q in options(p, left) if judge(q, left))
    return got == expected


def outside_moves_agree(inst: tuple[Hackenbush, str]) -> bool:
    p, side = inst
    left = side == "left"
    return all(
        misere_wins_second(q, left) == normal_wins_second(q, left)
        for q in options(p, left)
        if not in_g_star(q)
    )


def winner_is_the_same(inst: tuple[Hackenbush, str]) -> bool:
    p, side = inst
    left = side == "left"
    normal = any(normal_wins_second(q, left) for q in options(p, left))
    return wins_first_misere(p, left) == normal


def can_stay_inside(inst: tuple[Hackenbush, str]) -> bool:
    """A won position of 𝒢* has a winning move that stays in 𝒢*."""
    p, side = inst
    left = side == "left"
    return any(in_g_star(q) and misere_wins_second(q, left) for q in options(p, left))


def inside_moves_by_twin(inst: tuple[Hackenbush, str]) -> bool:
    p, side = inst
    left = side == "left"
    return all(
        misere_wins_second(q, left) == normal_wins_second(q, left, plus_star=True)
        for q in options(p, left)
    )


def strategy_move(p: Hackenbush, left: bool) -> Hackenbush | None:
    """Cor. 1.4's move, from normal play alone: out of 𝒢* by a normal-play winning move while
    there is one; else (and inside 𝒢*) a move G' with G' + * a normal-play win."""
    opts = options(p, left)
    if not in_g_star(p):
        for q in opts:
            if not in_g_star(q) and normal_wins_second(q, left):
                return q
    for q in opts:
        if in_g_star(q) and normal_wins_second(q, left, plus_star=True):
            return q
    return None


@cache
def strategy_wins(p: Hackenbush, left: bool, phases: bool) -> bool:
    """The player following the strategy, to move in p, wins under misère rules. With
    ``phases``, once the player has moved into 𝒢* they move into 𝒢* for the rest of the game
    (wherever the opponent goes); without, the rule is applied afresh at every turn."""
    if not options(p, left):
        return True  # no move: the player wins in misère play
    q = strategy_move(p, left)
    if q is None:
        return False
    replies = options(q, not left)
    if phases and in_g_star(q):
        return bool(replies) and all(_inside_wins(r, left) for r in replies)
    return bool(replies) and all(strategy_wins(r, left, phases) for r in replies)


@cache
def _inside_wins(p: Hackenbush, left: bool) -> bool:
    opts = options(p, left)
    if not opts:
        return True
    for q in opts:
        if in_g_star(q) and normal_wins_second(q, left, plus_star=True):
            replies = options(q, not left)
            return bool(replies) and all(_inside_wins(r, left) for r in replies)
    return False


def strategy_holds(inst: tuple[Hackenbush, str]) -> bool:
    p, side = inst
    return strategy_wins(p, side == "left", False) and strategy_wins(p, side == "left", True)


def main() -> int:
    n = bound_from_argv(2)
    if n > 3:  # components are enumerated up to isomorphism with at most 5 edges
        sys.exit("the bound is at most 3 (sums of at most 5 edges)")
    size = n + 2
    t = Table(f"Lo, Misère Hackenbush Flowers, Cor. 1.4, sums of at most {size} edges")
    instances = beds(size)
    every = followers(instances)
    fixed = [p for p in instances if not in_g_star(p)]  # G = G*
    t.check(
        "winning_moves = plain search (both players, normal and misère)",
        [(p, s, m) for p in instances for s in SIDES for m in (False, True)],
        implementation_agrees,
    )
    t.check(
        "Thm 1.3, G = G*: the mover wins misère G iff normal G",
        [(p, s) for p in fixed for s in SIDES],
        winner_is_the_same,
    )
    t.check(
        "Cor 1.4, G = G*: a move out of 𝒢* wins in misère iff in normal play",
        [(p, s) for p in fixed for s in SIDES],
        outside_moves_agree,
    )
    t.check(
        "Cor 1.4: from a won position in 𝒢* a winning move stays in 𝒢*",
        [(p, s) for p in every if in_g_star(p) and len(p) for s in SIDES
         if options(p, s == "left") and wins_first_misere(p, s == "left")],
        can_stay_inside,
    )
    t.check(
        "Cor 1.4, in 𝒢*: a move to G' wins in misère iff G' + * in normal play",
        [(p, s) for p in every if in_g_star(p) for s in SIDES],
        inside_moves_by_twin,
    )
    t.check(
        "Cor 1.4: the strategy from normal play wins every won G = G*",
        [(p, s) for p in fixed for s in SIDES if wins_first_misere(p, s == "left")],
        strategy_holds,
    )
    return t.report()


if __name__ == "__main__":
    sys.exit(main())
