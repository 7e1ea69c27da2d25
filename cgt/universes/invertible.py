"""Invertibility modulo a universe: which games G have an H with G + H ≡ 0.

The theory used, each cited in the verdicts:

- *the conjugate property*: if G has an inverse modulo U, then its conjugate Ḡ is one.
  Proved for D, E and the impartial games I by Larsson–Milley–Nowakowski–Renault–Santos,
  *Progress on misère dead ends* (arXiv:1807.11297, the "conjugate inverses" of its title),
  and for every universe (every parental set, M among them) by Davies–Yadav, *Invertibility
  in the misère multiverse* (arXiv:2410.06924). With it, G is invertible modulo U exactly when
  G + Ḡ ≡ 0 (mod U), which the complete comparison test of M, D, E (and Conway's canonical
  forms for I) decides, with a witness X when it fails;
- *P-free games* (a form is P-free when no follower of it, itself included, has misère outcome
  P): Milley and Renault characterised the invertible elements of the dead-ending universe E
  as the P-free games (as stated by Davies–Miller–Milley, *On sums of P-free forms under misère
  play*, arXiv:2506.05257, abstract and §1). P-free is a property of a *form* and
  invertibility one of a *class*: G = {-1|*,0} is not P-free, yet G + Ḡ ≡ 0 (mod E), and its
  canonical form mod E, {-1|0,1}, is P-free. cgt applies the theorem to the canonical form
  modulo E, and checks it against the conjugate test every time (they never disagree; a
  disagreement would be a bug and raises).

>>> from cgt import E, parse
>>> g = parse("{-1|*,0}")
>>> p_free(g), p_free(E.canonical(g)), bool(E.is_invertible(g))
(False, True, True)
"""

from __future__ import annotations

from cgt.game import Game
from cgt.misere_sum import sum_outcome
from cgt.outcome import P

__all__ = ["p_free", "p_follower", "CONJUGATE", "MILLEY_RENAULT"]

#: Where each universe's conjugate property is proved.
CONJUGATE = {
    "M": "the conjugate property of every universe (Davies–Yadav, arXiv:2410.06924)",
    "D": "the conjugate property of D (Larsson–Milley–Nowakowski–Renault–Santos, "
    "arXiv:1807.11297)",
    "E": "the conjugate property of E (Larsson–Milley–Nowakowski–Renault–Santos, "
    "arXiv:1807.11297)",
    "B": "the conjugate property of every universe (Davies–Yadav, arXiv:2410.06924)",
    "I": "the conjugate property of the impartial games (Larsson–Milley–Nowakowski–Renault–"
    "Santos, arXiv:1807.11297)",
}

MILLEY_RENAULT = (
    "Milley–Renault: a dead-ending game is invertible mod E iff it is P-free (as stated by "
    "Davies–Miller–Milley, arXiv:2506.05257, §1), applied to the canonical form mod E"
)


def p_follower(g: Game) -> Game | None:
    """A follower of ``g`` (``g`` itself included) whose misère outcome is P, or None.

    >>> from cgt import parse
    >>> str(p_follower(parse("{-1|*,0}")))
    '*'
    """
    for f in sorted(g.followers(), key=lambda f: f.birthday):
        if sum_outcome(f) is P:
            return f
    return None


def p_free(g: Game) -> bool:
    """No follower of the form ``g`` (``g`` included) has misère outcome P.

    >>> from cgt import parse
    >>> p_free(parse("1")), p_free(parse("-1")), p_free(parse("*"))
    (True, True, False)
    """
    return p_follower(g) is None
