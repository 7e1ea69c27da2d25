"""The partizan misère monoid of sums of Hackenbush sprigs (McKay–Milley–Nowakowski, *Misère-play
Hackenbush Sprigs*, "MMN", §4; the quotient of a closed set of partizan games in the sense of
Allen, *Peeking at partizan misère quotients*, Games of No Chance 4).

For a set A of games closed under followers, G ≡ H (mod A) when o⁻(G + X) = o⁻(H + X) for every
finite sum X of games of A; the classes of those sums form a commutative monoid, the misère
quotient, and the outcome of any sum is read off its element (the *outcome tetrapartition*:
which elements are L, N, P, R).

Sprig sums carry *data*: the net count of sprigs *:x per magnitude |x| (blue positive, red
negative: *:x + *:−x ≡ 0 mod D, MMN Cor. 2.5) and the parity δ of the *'s (* + * ≡ 0). Their
outcomes depend only on the advantage Δ (the sum of the net counts) and the edge ε (which colour
holds the smallest magnitude left), MMN Thm 3.2 (δ = 0) and Thm 3.4 (δ = 1). From this:

- **All of S, or any closure holding the conjugate of each of its sprigs** (*conjugate-closed*):
  two sums are ≡ exactly when their data agree, since the distinguishers of MMN Lemma 4.1 and
  4.2 (the conjugate of one side, plus *) lie in the closure. The quotient is MMN's
  M_S = ⟨e, α, κ_{p,q} | α² = e, κ_{p,q}·κ_{p,q}⁻¹ = e⟩, infinite: *:p/2^q ↦ κ_{p,q}
  (p odd), *:−p/2^q ↦ κ_{p,q}⁻¹, * ↦ α. Its P-portion is {α} (MMN §4: S ∩ P⁻ = {*}).
- **A closure of one colour** (every sprig blue, or every sprig red; derived here from MMN
  Thm 3.2 and 3.4): the edge is always 0, so the outcome depends only on Δ and δ, and Δ never
  decreases; every Δ ≥ 2 is L (R) whatever δ. The quotient is
  ⟨a, b | a² = 1, b³ = b², ab² = b²⟩ of order 5, elements 1, a, b, ab, b² (a = *, b = any
  one sprig), P-portion {a}; the five are told apart by 0, * and one sprig.
- Closures that mix colours without being conjugate-closed are not covered (NotSupported).

>>> from cgt import parse
>>> q = sprig_quotient([parse("*:1")])
>>> q.order, q.presentation, q.p_portion, q.element(parse("*:1 + *:1 + *"))
(5, '⟨a, b | a² = 1, b³ = b², ab² = b²⟩', ['a'], 'b²')
>>> q = sprig_quotient([parse("*:1/2"), parse("*:-1/2")])
>>> q.order, q.p_portion, q.element(parse("*:1/2 + *:-1 + *")), str(q.outcome(parse("*:1/2 + *")))
(None, ['α'], 'α·κ_{1,1}·κ_{1,0}⁻¹', 'N')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from fractions import Fraction

from cgt.errors import InvalidGame, NotSupported
from cgt.game import Game, as_game
from cgt.impartial.quotient import PARTIZAN_QUOTIENTS
from cgt.misere_sum import flatten
from cgt.outcome import Outcome
from cgt.universes.star_hackenbush import SprigData, _net, classify, data_outcome

__all__ = ["SprigQuotient", "sprig_quotient"]

_SUP = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")


def _signed_blossoms(g: Game) -> Counter[Fraction]:
    """The blossom values of the sprig components of ``g`` (0 for a *), with multiplicity."""
    out: Counter[Fraction] = Counter()
    for c in flatten(g):
        p = classify(c)
        if p is None or p.height != 1:
            raise InvalidGame(f"{c} is not a sprig: a sprig quotient is of sums of sprigs")
        out[Fraction(p.blossom)] += 1
    return out


def _kappa(v: Fraction) -> str:
    """MMN's generator for *:v, v = p/2^q > 0 with p odd: κ_{p,q}."""
    q = v.denominator.bit_length() - 1
    return f"κ_{{{v.numerator},{q}}}"


class SprigQuotient:
    """The misère quotient of a closed set of sprig sums (see the module docstring).

    - ``order``: the number of elements (None when infinite); ``elements``: their names when
      finite;
    - ``presentation``, ``p_portion`` (the elements of misère outcome P);
    - ``element(position)``: the element of a sum of games of the closure (a game, or a list
      of games added up);
    - ``multiply(x, y)``: the product of two elements given as positions or names (finite) or
      positions (infinite);
    - ``outcome(position)`` and ``outcome_of(name)``: the misère outcome read off the element;
      ``tetrapartition()``: the elements by outcome (finite quotients).
    """

    def __init__(self, magnitudes: tuple[Fraction, ...], colour: int) -> None:
        #: The magnitudes of the closure's sprigs; ``colour`` 0 when conjugate-closed, else
        #: +1 (every sprig blue) or −1 (every sprig red).
        self.magnitudes = magnitudes
        self.colour = colour

    # ------------------------------------------------------------------ structure
    @property
    def order(self) -> int | None:
        if self.colour == 0:
            return None if self.magnitudes else 2
        return 5

    @property
    def elements(self) -> list[str]:
        if self.order is None:
            raise NotSupported("this quotient is infinite (MMN §4): its elements are not listed")
        if self.order == 2:
            return ["e", "α"]
        return ["1", "a", "b", "ab", "b²"]

    @property
    def presentation(self) -> str:
        if self.colour:
            return "⟨a, b | a² = 1, b³ = b², ab² = b²⟩"
        gens = ", ".join(_kappa(v) for v in self.magnitudes)
        rel = ", ".join(f"{_kappa(v)}·{_kappa(v)}⁻¹ = e" for v in self.magnitudes)
        return f"⟨e, α{', ' + gens if gens else ''} | α² = e{', ' + rel if rel else ''}⟩"

    @property
    def p_portion(self) -> list[str]:
        return ["a"] if self.colour else ["α"]

    def tetrapartition(self) -> dict[str, list[str]]:
        """The elements of each misère outcome (finite quotients).

        >>> from cgt import parse
        >>> sprig_quotient([parse("*:-2")]).tetrapartition()
        {'L': [], 'N': ['1', 'ab'], 'P': ['a'], 'R': ['b', 'b²']}
        """
        out: dict[str, list[str]] = {"L": [], "N": [], "P": [], "R": []}
        for name in self.elements:
            out[str(self.outcome_of(name))].append(name)
        return out

    # ------------------------------------------------------------------ elements
    def _data(self, position: object) -> SprigData:
        games = position if isinstance(position, (list, tuple)) else [position]
        values: Counter[Fraction] = Counter()
        stars = 0
        for item in games:
            g = as_game(item, "a sprig quotient position")
            for v, k in _signed_blossoms(g).items():
                if v == 0:
                    stars += k
                    continue
                if abs(v) not in self.magnitudes or (self.colour and (v > 0) != (self.colour > 0)):
                    raise InvalidGame(f"*:{v} is not in the closure this quotient is of")
                values[v] += k
        return _net(values), stars % 2

    def _reduce(self, d: SprigData) -> SprigData:
        """The representative of the element: the data themselves (conjugate-closed), or
        Δ capped at 2 with δ dropped at 2 (one colour)."""
        if not self.colour:
            return d
        k = min(abs(sum(k for _v, k in d[0])), 2)
        one = Fraction(1)
        return ((((one, self.colour * k),) if k else ()), 0 if k == 2 else d[1])

    def _name(self, d: SprigData) -> str:
        net, star = d
        if self.colour:
            k = abs(sum(k for _v, k in net))
            text = ("a" if star else "") + ("b" if k == 1 else "b²" if k == 2 else "")
            return text or "1"
        parts = ["α"] if star else []
        for v, k in net:
            parts.append(_kappa(v) + ("" if k == 1 else str(k).translate(_SUP)))
        return "·".join(parts) or "e"

    def element(self, position: object) -> str:
        """The element of a sum of games of the closure (a game, or a list of them)."""
        return self._name(self._reduce(self._data(position)))

    def _of_name(self, name: str) -> SprigData:
        if not self.colour:
            raise NotSupported("give positions: the names of M_S are read, not parsed")
        if name not in self.elements:
            raise InvalidGame(f"{name!r} is not an element of this quotient")
        k = 2 if "b²" in name else 1 if "b" in name else 0
        one = Fraction(1)
        return ((((one, self.colour * k),) if k else ()), 1 if name.startswith("a") else 0)

    def multiply(self, x: object, y: object) -> str:
        """The product of two elements, each given as a position (or, finite quotients, a
        name)."""
        dx = self._of_name(x) if isinstance(x, str) and self.colour else self._data(x)
        dy = self._of_name(y) if isinstance(y, str) and self.colour else self._data(y)
        total: Counter[Fraction] = Counter()
        for v, k in (*dx[0], *dy[0]):
            total[v] += k
        both = (tuple(sorted((v, k) for v, k in total.items() if k)), (dx[1] + dy[1]) % 2)
        return self._name(self._reduce(both))

    def outcome(self, position: object) -> Outcome:
        """The misère outcome of the sum, read off its element (MMN Thm 3.2, 3.4)."""
        return data_outcome(self._reduce(self._data(position)))

    def outcome_of(self, name: str) -> Outcome:
        """The misère outcome of every sum with this element (finite quotients)."""
        return data_outcome(self._of_name(name))

    def __repr__(self) -> str:
        return f"SprigQuotient({self.presentation})"


def _of_games(games: list[Game], bounds: dict[str, int]) -> SprigQuotient | None:
    """The sprig monoid when the games are sprig sums that MMN's theory covers; else None (the
    general construction of :mod:`cgt.universes.partizan_quotient` is tried next)."""
    from cgt.universes.sprigs import S

    if not all(S.contains(g) for g in games):
        return None
    try:
        return sprig_quotient(games)
    except NotSupported:
        return None


def sprig_quotient(games: Iterable[object]) -> SprigQuotient:
    """The misère quotient of the closure (followers and sums) of sums of sprigs.

    >>> from cgt import parse
    >>> sprig_quotient([parse("*:1 + *:-1")]).order is None
    True
    """
    if isinstance(games, (str, bytes)) or not isinstance(games, Iterable):
        raise InvalidGame("sprig_quotient(games): expected an iterable of sprig sums")
    blossoms: set[Fraction] = set()
    for item in games:
        g = as_game(item, "sprig_quotient(games): a game")
        for c in flatten(g):
            for f in c.followers():
                if f.birthday:
                    blossoms |= set(_signed_blossoms(f))
    blossoms.discard(Fraction(0))
    pos = {v for v in blossoms if v > 0}
    neg = {-v for v in blossoms if v < 0}
    if pos == neg:
        return SprigQuotient(tuple(sorted(pos)), 0)
    if not pos or not neg:
        return SprigQuotient(tuple(sorted(pos | neg)), 1 if pos else -1)
    raise NotSupported(
        "the closure mixes blue and red sprigs without holding the conjugate of each: MMN §4 "
        "gives the monoid when the closure is conjugate-closed, and cgt derives it for one "
        f"colour; add the conjugates (blue {sorted(map(str, pos))}, red {sorted(map(str, neg))})"
    )


PARTIZAN_QUOTIENTS.append(_of_games)
