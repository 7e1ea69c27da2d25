"""I: impartial games under misère play.

I is closed under options and sums but not parental. Two facts make comparison complete for
impartial G, H:

- for impartial G, H: G ≡ H (mod I) iff G ≡ H (mod D) (Renault, *Binary dicots, a core of
  dicot games*, INTEGERS 15 (2015) #G1);
- impartial sums only have outcomes N and P, which are incomparable, so G ≥ H (mod I) iff
  G ≡ H (mod I).

A "no" still needs a confirmed impartial witness. :func:`separator` builds one from the
failed D test, in the impartial form of the linking argument (Conway, ONAG ch. 12; Siegel,
*Combinatorial Game Theory* V.1): T with G + T a P-position and H + T an N-position. Small
impartial games are tried first, for readable witnesses. Canonical forms modulo I are the
D-canonical forms of impartial games (by Renault's theorem they represent the I-classes; they
are impartial).

>>> from cgt import I, nimber, parse, zero
>>> bool(I.equiv(parse("*+*"), zero)), str(I.distinguish(nimber(2) + nimber(2), zero))
(True, '0')
>>> I.canonical(parse("*+*+*")) == parse("*")
True
"""

from __future__ import annotations

from collections.abc import Iterator

from cgt._deep import maybe_deep
from cgt.canonical.misere import adjoint, equiv
from cgt.errors import NotSupported
from cgt.game import Game, game
from cgt.outcome import left_first
from cgt.universes.base import Verdict
from cgt.universes.dicot import D
from cgt.universes.subset import SubUniverse

__all__ = ["I", "ImpartialUniverse"]

RENAULT = "Renault, Binary dicots (INTEGERS 2015): ≡ mod I = ≡ mod D on impartial games"


class ImpartialUniverse(SubUniverse):
    """Impartial games (every follower has the same Left and Right options)."""

    name = "I"
    description = "impartial games, misère play"
    max_birthday = 3

    def contains(self, g: Game) -> bool:
        return g.is_impartial

    def canonical(self, g: Game) -> Game:
        """The D-canonical form of an impartial game (a canonical representative mod I)."""
        if not g.is_impartial:
            raise NotSupported(f"{g} is not impartial")
        return D.canonical(g)

    def small_members(self, max_birthday: int) -> list[Game]:
        from cgt.families import impartial

        return list(impartial(min(max_birthday, 3)))

    def extra_candidates(self, g: Game, h: Game) -> list[Game]:
        if g.is_impartial and h.is_impartial and not equiv("D", g, h):
            return [separator(g, h)]
        return []

    def candidates(
        self, g: Game, h: Game, seed: Game | None, max_birthday: int, max_terms: int
    ) -> Iterator[Game]:
        # Small games first (readable witnesses), then the constructed separator.
        base = list(super().candidates(g, h, None, max_birthday, 1))
        yield from base
        yield from (x for x in self.extra_candidates(g, h) if x not in base)

    def decide_by_theory(self, g: Game, h: Game, equiv: bool) -> Verdict | None:
        if not (g.is_impartial and h.is_impartial):
            return None
        v = D.equiv(g, h)
        if v.holds:
            return Verdict(True, True, f"{v.reason}; {RENAULT}")
        found = self._search(g, h, equiv, v.witness)
        if found is not None:
            x, outs = found
            return self._refuted(x, outs, f"≢ mod D, hence ≢ mod I ({RENAULT})")
        return self._undecided(f"≢ mod D, hence ≢ mod I ({RENAULT}), but")


def separator(g: Game, h: Game) -> Game:
    """An impartial T with G + T a misère P-position and H + T an N-position, for impartial
    G ≢ H (mod D).

    Built from where the D test of G ≥ H fails (for impartial games ≥ mod D is ≡ mod D):

    - H = 0 and G a P-position: T = 0; G = 0 and H a P-position: T = *;
    - some H' with no G' ≡ H' and no H'' ≡ G: T = link(G, H'), so G + T and H' + T are both
      P-positions and H + T is an N-position (move to H' + T);
    - some G' with no H' ≡ G' and no G'' ≡ H: U = link(G', H) has H + U in P and G + U in N;
      T = {U, (G')° for every G'} swaps them (G' + (G')° is a P-position).

    link(A, B) = {psep(A', B) for every A', psep(B', A) for every B'} (or * when A = B = 0),
    where psep(X, Y) is this function: each A' + link has the P-move to A' + psep(A', B), and
    so on.

    >>> from cgt import nimber, game
    >>> from cgt.misere_sum import sum_outcome
    >>> g, h = game([nimber(2)], [nimber(2)]), game([nimber(3)], [nimber(3)])
    >>> t = separator(g, h)
    >>> t.is_impartial, str(sum_outcome(g, t)), str(sum_outcome(h, t))
    (True, 'P', 'N')
    """
    return maybe_deep(g.birthday + h.birthday, _psep, g, h)


_PSEP: dict[tuple[int, int], Game] = {}
_STAR = game([game()], [game()])


def _is_p(g: Game) -> bool:
    return not left_first(g, misere=True)


def _psep(g: Game, h: Game) -> Game:
    key = (g._id, h._id)
    t = _PSEP.get(key)
    if t is None:
        t = _psep_compute(g, h)
        _PSEP[key] = t
    return t


def _psep_compute(g: Game, h: Game) -> Game:
    if not h.left and _is_p(g):
        return game()
    if not g.left and _is_p(h):
        return _STAR
    for hp in h.left:
        if not any(equiv("D", gp, hp) for gp in g.left) and not any(
            equiv("D", hpp, g) for hpp in hp.left
        ):
            return _link(g, hp)
    for gp in g.left:
        if not any(equiv("D", hp, gp) for hp in h.left) and not any(
            equiv("D", gpp, h) for gpp in gp.left
        ):
            u = _link(gp, h)
            opts = [u] + [adjoint(x) for x in g.left]
            return game(opts, opts)
    raise ValueError("G ≡ H (mod D): no separator")


def _link(a: Game, b: Game) -> Game:
    """T with A + T and B + T both P-positions (A ≢ every B', B ≢ every A')."""
    if not a.left and not b.left:
        return _STAR
    opts = [_psep(x, b) for x in a.left] + [_psep(y, a) for y in b.left]
    return game(opts, opts)


I = ImpartialUniverse()  # noqa: E741 - the universe is named I in the literature
