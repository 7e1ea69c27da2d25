"""Simplest distinguishing games: a search by birthday, then by number of terms.

A witness X refuting G ≥ H (or G ≡ H) modulo U is only as useful as it is small. The search
here tries the games of U in order of (birthday, number of terms):

- every member of a *pool* born by day b, for b = 0, 1, …, up to the pool's day; the pool holds
  one game of every class of U born by its day (the canonical forms; two games of one class
  give the same outcome added to any game of U), or, when G or H lies outside U, every form of
  U born by that day;
- then sums X₁ + … + X_k of k ≥ 2 nonzero pool members, in order of their birthday
  b(X₁) + … + b(X_k) (the birthday of the sum form), fewer terms first. A sum born by the
  pool's day is ≡ a pool member, so sums start past the day of the single members tried.

The first X found is therefore of least birthday, then fewest terms, among the games searched;
``cleared`` records up to which birthday everything was tried, so that a verdict can say what
was searched ("no game of D born by day 2 distinguishes; this one, born on day 3, does").

A witness built otherwise (from a failed maintenance or proviso step) is *shrunk* first
(:func:`shrink`): replaced by its canonical form when that is valid, then by an option of it
while an option still distinguishes (options of a member of U lie in U).

>>> from cgt import D, parse, zero
>>> from cgt.universes.witness import confirm_equiv
>>> pool = {0: [zero], 1: [parse("*")]}
>>> r = search(lambda t: confirm_equiv(parse("*2+*2"), zero, sum_terms(t)), pool, 1, 1, 2, 100)
>>> str(sum_terms(r.terms)), r.birthday, r.cleared
('0', 0, -1)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from itertools import combinations_with_replacement, product

import attrs

from cgt.game import Game, game, size
from cgt.outcome import Outcome

__all__ = ["Found", "search", "shrink", "sum_terms", "searched", "within", "terms_of"]

#: A test of a candidate given by its terms: the outcomes (o(G + X), o(H + X)) when X refutes,
#: else None.
Confirm = Callable[[tuple[Game, ...]], "tuple[Outcome, Outcome] | None"]


@attrs.frozen
class Found:
    """The result of a search.

    - ``terms``: the witness as its terms (None when none was found);
    - ``outcomes``: (o(G + X), o(H + X));
    - ``birthday``: the witness's birthday (the sum of its terms' birthdays);
    - ``cleared``: every candidate of birthday ≤ ``cleared`` was tried (−1: none);
    - ``exhausted``: every candidate within the bounds was tried.
    """

    terms: tuple[Game, ...] | None
    outcomes: tuple[Outcome, Outcome] | None
    birthday: int | None
    cleared: int
    exhausted: bool


def sum_terms(terms: Sequence[Game]) -> Game:
    """The sum of the terms (0 for none), kept as a sum."""
    if not terms:
        return game()
    total = terms[0]
    for t in terms[1:]:
        total = total + t
    return total


def terms_of(x: Game) -> tuple[Game, ...]:
    """The terms of a witness: the components of a sum, else the game itself."""
    if x.is_sum:
        return tuple(x._param.components)  # type: ignore[attr-defined]
    return (x,)


def within(x: Game, max_birthday: int, max_terms: int) -> bool:
    """X is a sum of at most ``max_terms`` games each born by day ``max_birthday``."""
    ts = [t for t in terms_of(x) if t.birthday > 0] or [x]
    return len(ts) <= max_terms and all(t.birthday <= max_birthday for t in ts)


def _partitions(b: int, k: int, top: int) -> Iterator[tuple[int, ...]]:
    """Nonincreasing k-tuples of integers in 1..top summing to b."""
    if k == 0:
        if b == 0:
            yield ()
        return
    for first in range(min(top, b - (k - 1)), 0, -1):
        if first * k < b:
            break
        for rest in _partitions(b - first, k - 1, first):
            yield (first,) + rest


def _sums(pool: dict[int, list[Game]], b: int, k: int, top: int) -> Iterator[tuple[Game, ...]]:
    for parts in _partitions(b, k, top):
        counts = Counter(parts)
        groups = [
            list(combinations_with_replacement(pool.get(d, []), c))
            for d, c in sorted(counts.items())
        ]
        for choice in product(*groups):
            yield tuple(t for group in choice for t in group)


def search(
    confirm: Confirm,
    pool: dict[int, list[Game]],
    pool_day: int,
    max_birthday: int,
    max_terms: int,
    budget: int,
    below: int | None = None,
    start: int = 0,
    closed: bool = True,
) -> Found:
    """The first candidate, in order of (birthday, terms), that ``confirm`` accepts.

    ``pool`` maps each day d ≤ ``pool_day`` to the pool members born on day d exactly; terms
    are members born by ``max_birthday`` (and by ``pool_day``); sums have at most
    ``max_terms`` terms; only candidates of birthday < ``below`` are tried (when given); at
    most ``budget`` candidates are tried in all; birthdays below ``start`` are taken as
    already cleared by an earlier search. ``closed``: the pool holds every game (or class) of
    U born by its day, so sums born by that day need not be tried.
    """
    top = min(max_birthday, pool_day)
    last = top * max(max_terms, 1)
    if below is not None:
        last = min(last, below - 1)
    tried = 0
    for b in range(start, last + 1):
        batch: list[tuple[Game, ...]] = []
        if b <= top:
            batch = [(x,) for x in pool.get(b, [])]
        if b > top or not closed:
            for k in range(2, max_terms + 1):
                for terms in _sums(pool, b, k, top):
                    if tried + len(batch) >= budget:
                        break
                    batch.append(terms)
        for terms in batch:
            if tried >= budget:
                return Found(None, None, None, b - 1, False)
            tried += 1
            outs = confirm(terms)
            if outs is not None:
                return Found(terms, outs, b, b - 1, False)
    return Found(None, None, None, last, True)


def shrink(
    x: Game,
    confirm: Callable[[Game], tuple[Outcome, Outcome] | None],
    canon: Callable[[Game], Game | None],
    budget: int = 200,
) -> tuple[Game, tuple[Outcome, Outcome]]:
    """A witness no larger than ``x`` (which must be confirmed): its canonical form (by
    ``canon``, None when not valid), then an option of it while an option still refutes,
    smallest first; at most ``budget`` confirmations."""
    outs = confirm(x)
    assert outs is not None, "shrink needs a confirmed witness"
    c = canon(x)
    if c is not None and c is not x:
        o = confirm(c)
        if o is not None:
            x, outs = c, o
    improved = True
    while improved and budget > 0:
        improved = False
        opts = sorted(set(x.left) | set(x.right), key=lambda y: (y.birthday, size(y)))
        for y in opts:
            if budget <= 0:
                break
            budget -= 1
            cy = canon(y)
            for z in ([cy] if cy is not None and cy is not y else []) + [y]:
                o = confirm(z)
                if o is not None:
                    x, outs, improved = z, o, True
                    break
            if improved:
                break
    return x, outs


def searched(name: str, found: Found, top: int, max_terms: int, forms: bool) -> str:
    """What a search covered, for a verdict's reason (``top``: the day of its terms)."""
    if found.cleared < 0:
        return ""
    what = "form" if forms else "game"
    day = min(found.cleared, top)
    text = f"no {what} of {name} born by day {day} distinguishes"
    if found.cleared > top and max_terms > 1:
        text += (
            f", nor any sum of up to {max_terms} {what}s of {name} born by day {top} with "
            f"birthday ≤ {found.cleared}"
        )
    return text
