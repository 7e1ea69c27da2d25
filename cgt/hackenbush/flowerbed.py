"""Outcomes of sums of stalks and generalized flowers, in normal and misère play, by theorem.

A *flowerbed* here is a disjunctive sum of Hackenbush stalks (green strings, ≡ nim heaps *n)
and generalized flowers *h:(x) — a green stalk of height h under a blue–red position of
normal-play value x ≠ 0 (blue when x > 0, red when x < 0). Height-1 flowers are generalized
sprigs; shrubs enter as the stalks they are equivalent to (Lo, *Misère Hackenbush Flowers*,
Thm 1.1). The outcome depends only on the heights, the blossom values and the stalks.

Misère play reduces to normal play through Lo's evil twin (Def. 1.2, Thm 4.1):
o⁻(F) = o⁺(F*), where F* = F + * when every component has height 1 and F* = F otherwise.
Normal play is then decided by:

- Bouton: stalks alone are nim, P iff the nim-sum is 0;
- cancelling pairs *h:(x) + *h:(−x) = 0 are removed ("trimming", Lo §4.4);
- Lo Lemma 3.1 (Conway's two-ahead ploy): two more blue flowers than red ones is a Left win;
- Lo Thm 4.8: sums of generalized sprigs and stalks, by advantage Δ, edge ε and nim-sum a
  (for plain sprigs this is McKay–Milley–Nowakowski Thm 3.2/3.4, via their Cor. 5.2);
- Lo Lemma 3.3 = Prop. 4.9 and Lemma 3.4 = Prop. 4.10: one flower of each colour;
- otherwise Lo Thm 4.11 (the player without the weakest flower wins moving first), Cor. 4.12
  and Cor. 3.2 (the other player must cut down an opponent's flower): a search over stem cuts
  only, memoised on (flowers, nim-sum of the stalks). No polynomial method is known here
  (Berlekamp's flower question), so the search takes a bound.

>>> from fractions import Fraction as F
>>> bed = Flowerbed.of(stalks=[2, 3], flowers=[(1, F(1)), (1, F(-1, 2))])
>>> o, why = misere_outcome(bed)
>>> str(o), why.split(" with ")[0]
('N', 'Lo Thm 4.8 (generalized sprigs and stalks: Δ = 0, ε = 1/2, a = 1)')
>>> str(misere_outcome(Flowerbed.of(flowers=[(1, F(1)), (1, F(-2))]))[0])  # MMN Thm 3.2
'N'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from fractions import Fraction

import attrs

from cgt.errors import SearchBoundExceeded
from cgt.impartial import nim_sum, upper_nim_sum
from cgt.outcome import L, N, Outcome, P, R, from_wins

__all__ = ["Flowerbed", "normal_outcome", "misere_outcome", "DEFAULT_MAX_STATES"]

#: Default bound on the stem-cut search (states visited) for beds no closed form covers.
DEFAULT_MAX_STATES = 200_000

Flower = tuple[int, Fraction]  # (height >= 1, blossom value != 0)


def _sorted_flowers(flowers: Iterable[tuple[int, Fraction]]) -> tuple[Flower, ...]:
    return tuple(sorted((int(h), Fraction(x)) for h, x in flowers))


@attrs.frozen
class Flowerbed:
    """A sum of stalks (heights ≥ 1) and generalized flowers (height ≥ 1, blossom value ≠ 0).

    Build it with :meth:`of`, which drops empty stalks and turns a flower with blossom value 0
    into the stalk of its height (Lo Cor. 4.4: *n:B ≡ *n when B = 0).

    >>> Flowerbed.of(stalks=[0, 2], flowers=[(3, 0), (1, 1)])
    Flowerbed(stalks=(2, 3), flowers=((1, Fraction(1, 1)),))
    """

    stalks: tuple[int, ...]
    flowers: tuple[Flower, ...]

    @classmethod
    def of(
        cls, stalks: Iterable[int] = (), flowers: Iterable[tuple[int, Fraction | int]] = ()
    ) -> Flowerbed:
        st = [int(h) for h in stalks]
        fl = []
        for h, x in flowers:
            h, x = int(h), Fraction(x)
            if h < 1:
                raise ValueError(f"a flower has a stem of height >= 1, not {h}")
            if x == 0:
                st.append(h)
            else:
                fl.append((h, x))
        if any(h < 0 for h in st):
            raise ValueError("stalk heights are >= 0")
        return cls(tuple(sorted(h for h in st if h > 0)), _sorted_flowers(fl))

    def __add__(self, other: Flowerbed) -> Flowerbed:
        return Flowerbed.of(self.stalks + other.stalks, self.flowers + other.flowers)

    def conjugate(self) -> Flowerbed:
        return Flowerbed(self.stalks, _sorted_flowers((h, -x) for h, x in self.flowers))

    @property
    def all_height_one(self) -> bool:
        """Every component has height 1 (the case where the evil twin adds a *)."""
        return all(h == 1 for h in self.stalks) and all(h == 1 for h, _ in self.flowers)

    def evil_twin(self) -> Flowerbed:
        """Lo Def. 1.2: F + * when every component has height 1, else F itself."""
        return self + Flowerbed((1,), ()) if self.all_height_one else self


# --------------------------------------------------------------------------- normal play
def _trim(flowers: Iterable[Flower]) -> tuple[list[Flower], list[Flower]]:
    """(blue, red) after removing cancelling pairs *h:(x) + *h:(−x); red values kept as
    magnitudes y > 0. Each list is sorted."""
    net: Counter[tuple[int, Fraction]] = Counter()
    for h, x in flowers:
        net[(h, abs(x))] += 1 if x > 0 else -1
    blue: list[Flower] = []
    red: list[Flower] = []
    for (h, y), k in net.items():
        if k > 0:
            blue.extend([(h, y)] * k)
        elif k < 0:
            red.extend([(h, y)] * -k)
    return sorted(blue), sorted(red)


def _sprig_outcome(delta: int, eps: Fraction, a: int) -> Outcome:
    """Lo Thm 4.8: normal-play outcome of generalized sprigs and stalks (trimmed)."""
    if delta >= 2:
        return L
    if delta <= -2:
        return R
    if delta == 1:
        return L if a or eps > 0 else N
    if delta == -1:
        return R if a or eps < 0 else N
    if a:
        return N
    return P if eps == 0 else (L if eps > 0 else R)


def _edge(blue: list[Flower], red: list[Flower]) -> Fraction:
    """ε = min blue blossom − min red blossom magnitude (0 if either side is empty)."""
    if not blue or not red:
        return Fraction(0)
    return min(x for _, x in blue) - min(y for _, y in red)


def _weakness(f: Flower) -> tuple[int, Fraction]:
    # Lo §4.3: taller is weaker; at equal height the smaller blossom is weaker.
    return (f[0], -f[1])


class _Search:
    """Normal-play first-player wins on trimmed beds, by Lo Thm 4.11 / Cor. 4.12 / Cor. 3.2:
    only stem cuts need trying once the closed forms do not apply."""

    def __init__(self, max_states: int) -> None:
        self.max_states = max_states
        self.memo: dict[tuple[tuple[Flower, ...], tuple[Flower, ...], int, bool], bool] = {}

    def wins(self, blue: tuple[Flower, ...], red: tuple[Flower, ...], a: int, left: bool) -> bool:
        key = (blue, red, a, left)
        r = self.memo.get(key)
        if r is not None:
            return r
        if len(self.memo) >= self.max_states:
            raise SearchBoundExceeded(
                f"the stem-cut search of this flowerbed visits more than {self.max_states:,} "
                "states; raise max_states"
            )
        r = self._wins(blue, red, a, left)
        self.memo[key] = r
        return r

    def _wins(self, blue: tuple[Flower, ...], red: tuple[Flower, ...], a: int, left: bool) -> bool:
        if all(h == 1 for h, _ in blue + red):
            o = _sprig_outcome(len(blue) - len(red), _edge(list(blue), list(red)), a)
            return o.left_wins_first if left else o.right_wins_first
        mine, theirs = (blue, red) if left else (red, blue)
        d = len(mine) - len(theirs)
        if d >= 1:
            return True  # Lemma 3.1: cut any opponent flower (or win outright)
        if d <= -2:
            return False
        if d == 0:
            weakest = max(blue + red, key=_weakness)
            if weakest in theirs and weakest not in mine:
                return True  # Thm 4.11
        # Cor. 3.2 (d = −1) and Cor. 4.12 (d = 0, we hold the weakest flower): the only
        # possible winning moves cut down one of the opponent's flowers.
        for i, (h, y) in enumerate(theirs):
            if i and theirs[i - 1] == (h, y):
                continue
            rest = theirs[:i] + theirs[i + 1 :]
            nb, nr = (mine, rest) if left else (rest, mine)
            for k in range(h):
                if not self.wins(nb, nr, a ^ k, not left):
                    return True
        return False


def normal_outcome(
    bed: Flowerbed, max_states: int = DEFAULT_MAX_STATES
) -> tuple[Outcome, str]:
    """The normal-play outcome of the bed and the theorem that gives it.

    >>> from fractions import Fraction as F
    >>> normal_outcome(Flowerbed.of(stalks=[1, 2, 3]))
    (P, 'Bouton (nim-sum of the stalks a = 0)')
    >>> o, why = normal_outcome(Flowerbed.of(stalks=[1], flowers=[(2, F(1)), (3, F(-1))]))
    >>> str(o), why
    ('L', 'Lo Prop. 4.9 / Lemma 3.3 (stems 2 < 3, a ↑ 1 = 1 < 3)')

    Raises :class:`~cgt.errors.SearchBoundExceeded` when the stem-cut search needs more than
    ``max_states`` states.
    """
    a = nim_sum(*bed.stalks)
    blue, red = _trim(bed.flowers)
    trimmed = "" if len(blue) + len(red) == len(bed.flowers) else "trimmed (Lo §4.4), "
    if not blue and not red:
        return (N if a else P), f"{trimmed}Bouton (nim-sum of the stalks a = {a})"
    delta = len(blue) - len(red)
    if delta >= 2 or delta <= -2:
        return (L if delta > 0 else R), f"{trimmed}Lo Lemma 3.1 (two-ahead ploy, Δ = {delta})"
    if all(h == 1 for h, _ in blue + red):
        eps = _edge(blue, red)
        return _sprig_outcome(delta, eps, a), (
            f"{trimmed}Lo Thm 4.8 (generalized sprigs and stalks: Δ = {delta}, ε = {eps}, "
            f"a = {a})"
        )
    if delta == 0 and len(blue) == 1:
        (b, x), (c, y) = blue[0], red[0]
        if b != c:
            # Prop 4.9 is stated with the blue flower shorter; the other case is its conjugate.
            short, tall, flip = (b, c, False) if b < c else (c, b, True)
            u = upper_nim_sum(a, short - 1)
            o = N if u >= tall else L
            why = (
                f"{trimmed}Lo Prop. 4.9 / Lemma 3.3 (stems {short} < {tall}, a ↑ {short - 1} = "
                f"{u} {'≥' if u >= tall else '<'} {tall})"
            )
            return (o.conjugate() if flip else o), why
        alpha = (b & -b).bit_length() - 1
        if a >= 1 << alpha:
            o = N
        else:
            o = L if x > y else R
        return o, (
            f"{trimmed}Lo Prop. 4.10 / Lemma 3.4 (stems {b} = {c}, 2^α = {1 << alpha}, a = {a})"
        )
    search = _Search(max_states)
    tb, tr = tuple(blue), tuple(red)
    o = from_wins(search.wins(tb, tr, a, True), search.wins(tb, tr, a, False))
    return o, (
        f"{trimmed}Lo Thm 4.11, Cor. 4.12 and Lemma 3.1 / Cor. 3.2 (only stem cuts matter; "
        f"{len(search.memo)} states searched)"
    )


def misere_outcome(
    bed: Flowerbed, max_states: int = DEFAULT_MAX_STATES
) -> tuple[Outcome, str]:
    """The misère outcome of the bed and the theorems used: o⁻(F) = o⁺(F*) (Lo Thm 4.1).

    >>> misere_outcome(Flowerbed.of(stalks=[1, 1, 1]))
    (P, "Bouton's misère nim (Lo Lemma 2.1: stalks of height 1 only, odd count)")
    >>> misere_outcome(Flowerbed.of(stalks=[1, 2, 3]))
    (P, "Bouton's misère nim (Lo Lemma 2.1: nim-sum 0, a stalk of height ≥ 2)")
    """
    twin = bed.evil_twin()
    o, why = normal_outcome(twin, max_states)
    if not bed.flowers:
        if bed.all_height_one:
            parity = "odd" if len(bed.stalks) % 2 else "even"
            return o, f"Bouton's misère nim (Lo Lemma 2.1: stalks of height 1 only, {parity} count)"
        a = nim_sum(*bed.stalks)
        return o, f"Bouton's misère nim (Lo Lemma 2.1: nim-sum {a}, a stalk of height ≥ 2)"
    if bed.all_height_one:
        blue, red = _trim(bed.flowers)
        delta = len(blue) - len(red)
        eps = _edge(blue, red)
        if len(bed.stalks) % 2 == 0:
            extra = ", stalks cancelled by * + * ≡ 0 (MMN Cor. 2.4)" if bed.stalks else ""
            return o, f"MMN Thm 3.2 (sprigs: Δ = {delta}{extra}; Lo Thm 4.8 for generalized sprigs)"
        return o, (
            f"MMN Thm 3.4 (sprigs + *: Δ = {delta}, ε = {eps}; Lo Thm 4.8 for generalized "
            "sprigs)"
        )
    if all(h == 1 for h, _ in bed.flowers):
        return o, why + " with F* = F (a stalk of height ≥ 2)"
    return o, "Lo Thm 4.1 (o⁻(F) = o⁺(F*), F* = F) with " + why
