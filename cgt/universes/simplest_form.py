"""Siegel's generalised simplest form modulo a universe whose comparison is decidable.

Siegel (*On the general dead-ending universe of partizan games*, arXiv:2312.16259, Games of No
Chance 6, §5; numbering as in the Lean formalisation ``t4ccer/misere-games``) defines a
simplest form for *any* universe U closed under options, sums, conjugates and {A | B}
(Def. 5.19): no U-dominated option, no U-reversible option, no erasable tombstone, every option
in simplest form; it is unique (Thm 5.18) and reached by four reductions, each preserving ≡ (mod U):

- remove a dominated option (Lemma 5.12);
- bypass an option reversible through a non-end (Lemma 5.13): G^{L1} with G ≥ G^{L1R1}, where
  G^{L1R1} has Left options, is replaced by those options;
- an option reversible through an end (G^{L1R1} a Left end) is replaced by a *tombstone*
  (Lemma 5.14), which may be erased when the form without it is still Left-U-strong
  (Lemma 5.16).

So where comparison and strength modulo U are decidable, so is the simplest form, as long as no
tombstone has to stay: a tombstone is no game form, and comparing forms that carry one needs
strength of *augmented* forms modulo U. This module reduces plain forms; when an end-reversible
option cannot be dropped (the form without it is not U-strong), it raises
:class:`~cgt.errors.NotSupported` naming the option and the end. The universes given here:

- B (blocking games): comparison by maintenance and proviso with the Davies–Milley strength
  test (Combinatorial Theory 6(1) 2026, Thm 3.1), stated for blocking forms; every form the
  reduction compares is checked to be blocking, else NotSupported says which left B.

- M (all games): the same reductions give Siegel's canonical forms of misère games
  (arXiv:1303.4237), which cgt computes by its own code: the tests check that both agree.

(Dead-ending universes with dicotic closure get the full theory, tombstones included, in
:mod:`cgt.universes.ends`; M, D and E have the literature's canonical forms.)

>>> from cgt import parse
>>> simplest_form("B", parse("{*|*}")) is parse("{*|*}")
True
>>> simplest_form("B", parse("{-1|}")) is parse("0"), simplest_form("B", parse("{-1|*}"))
(True, {|*})
"""

from __future__ import annotations

from cgt.canonical import misere as cm
from cgt.errors import NotSupported
from cgt.game import Game, as_game, game
from cgt.universes.ends import _undominated

__all__ = ["simplest_form", "tree_size", "UNIVERSES"]

#: The universes whose simplest forms this module computes (cm kinds).
UNIVERSES = ("M", "B")

_MEMO: dict[str, dict[int, Game]] = {k: {} for k in UNIVERSES}


def tree_size(g: Game) -> int:
    """The number of nodes of the game tree of G (Siegel's tree size, which every reduction
    lowers).

    >>> from cgt import parse
    >>> tree_size(parse("0")), tree_size(parse("*")), tree_size(parse("{0,*|0}"))
    (1, 3, 6)
    """
    memo: dict[int, int] = {}

    def walk(x: Game) -> int:
        r = memo.get(x._id)
        if r is None:
            r = 1 + sum(walk(y) for y in (*x.left, *x.right))
            memo[x._id] = r
        return r

    return walk(g)


def simplest_form(kind: str, g: Game) -> Game:
    """Siegel's simplest form (Def. 5.19) of the form G modulo the universe ``kind``, as a form;
    NotSupported when a tombstone would have to stay or a step leaves the universe.

    >>> from cgt import parse
    >>> simplest_form("B", parse("{-1|*,0}")) is parse("{-1|0,*}")
    True
    """
    if kind not in UNIVERSES:
        raise NotSupported(f"simplest forms by reduction are computed modulo {UNIVERSES}")
    g = as_game(g)
    if not cm.contains(kind, g):
        raise NotSupported(f"{g} is not in {kind}; simplest forms are of members")
    if g.is_sum:
        g = g.literal()
    return _simplest(kind, g)


def _simplest(kind: str, g: Game) -> Game:
    memo = _MEMO[kind]
    r = memo.get(g._id)
    if r is None:
        r = _reduce(kind, [_simplest(kind, x) for x in g.left],
                    [_simplest(kind, x) for x in g.right], g)
        memo[g._id] = r
        memo[r._id] = r
    return r


def _member(kind: str, x: Game, origin: Game) -> None:
    if not cm.contains(kind, x):
        raise NotSupported(
            f"reducing {origin} modulo {kind} reached {x}, which is not in {kind}: the strength "
            f"test modulo {kind} is stated for members, so cgt cannot compare it"
        )


def _ge(kind: str, a: Game, b: Game, origin: Game) -> bool:
    _member(kind, a, origin)
    _member(kind, b, origin)
    return cm.ge(kind, a, b)


def _reduce(kind: str, left: list[Game], right: list[Game], origin: Game) -> Game:
    """{left | right} reduced; the options are simplest forms already."""
    left, right = list(dict.fromkeys(left)), list(dict.fromkeys(right))
    while True:
        # Lemma 5.12: an option dominated by another is dropped (one at a time, so that of two
        # equivalent options one stays)
        left = _undominated(left, lambda y, x: _ge(kind, y, x, origin))
        right = _undominated(right, lambda y, x: _ge(kind, x, y, origin))
        g = game(left, right)
        step = _reversal(kind, g, left, right, origin)
        if step is None:
            return g
        left, right = (list(dict.fromkeys(s)) for s in step)


def _reversal(
    kind: str, g: Game, left: list[Game], right: list[Game], origin: Game
) -> tuple[list[Game], list[Game]] | None:
    """One reversal step on g = {left | right}: the new sides, or None when no option is
    reversible."""
    for side in (True, False):
        opts = left if side else right
        for x in opts:
            for y in x.right if side else x.left:
                if not (_ge(kind, g, y, origin) if side else _ge(kind, y, g, origin)):
                    continue
                rest = [o for o in opts if o is not x]
                through = list(y.left if side else y.right)
                if through:
                    # Lemma 5.13: bypass through the non-end y
                    new = rest + through
                    return (new, right) if side else (left, new)
                # y is an end for the mover: Lemma 5.14 puts a tombstone in x's place, and
                # Lemma 5.16 erases it when the form without x is still strong for the mover
                p = game(rest, right) if side else game(left, rest)
                _member(kind, p, origin)
                strong = cm.left_strong if side else cm.right_strong
                if strong(kind, cm._st(p)):
                    return (rest, right) if side else (left, rest)
                who = "Left" if side else "Right"
                raise NotSupported(
                    f"the simplest form of {origin} modulo {kind} keeps a tombstone: {who}'s "
                    f"option {x} of {g} reverses through the {who} end {y}, and {p} without it "
                    f"is not {who}-{kind}-strong (Siegel, arXiv:2312.16259, Lemmas 5.14, 5.16); "
                    f"cgt compares no augmented forms modulo {kind}"
                )
    return None
