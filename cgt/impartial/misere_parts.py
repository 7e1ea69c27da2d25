"""Parts, partitions and differences of misère impartial games (ONAG ch. 12).

H is a *part* of G when G = H + X for some X (then X = G − H is unique: Conway's cancellation
theorem). G is *prime* when its only even parts are 0 and G itself (and G ≠ 0, *).
Every game has finitely many partitions into even primes (plus * for odd games).

Parts are found as CGSuite finds them (MisereCanonicalGameOps, after Conway and Siegel): the
2-partitions {X, G − X} of an even G are built from those of its options — a part X of G
has, for every option G', either X a part of G' (G' = X + Y') or G − X a part of G'; X is
checked against the options of G and of the candidate complement. The order in which parts
are listed is CGSuite's, so that ``parts`` and ``partitions`` print as it does.

>>> from cgt.impartial.misere_notation import misere_str, parse_misere
>>> [misere_str(p) for p in parts(parse_misere("*[2[2]]"))]
['*[2]']
>>> [[misere_str(p) for p in ps] for ps in partitions(parse_misere("*[4[2#]]"))]
[['*[2]', '*[4[2#-2]]'], ['*[4]', '*[4[2#-4]]']]
>>> misere_str(misere_minus(parse_misere("*[2[2]]"), parse_misere("*[2]")))
'*[2]'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cgt.errors import InvalidGame
from cgt.game import Game
from cgt.impartial.misere_canonical import (
    STAR,
    ZERO,
    construct,
    misere_canonical_record,
    plus_one,
    to_game,
)

if TYPE_CHECKING:  # pragma: no cover
    from cgt.impartial.misere_canonical import _M

__all__ = [
    "parts",
    "partitions",
    "misere_minus",
    "is_prime",
    "is_extraverted",
    "is_introverted",
    "subtract",
    "two_partitions",
]


def _or1(y: _M, bit: bool) -> _M:
    # The complement of an even part with the parity bit set: y + * when y is even.
    return plus_one(y) if bit and not y.odd else y


def _index(seq: list[_M] | tuple[_M, ...], x: _M) -> int:
    for i, y in enumerate(seq):
        if y is x:
            return i
    return -1


def two_partitions(r: _M) -> tuple[_M, ...]:
    """The 2-partitions of the even part of G, flattened: (0, G, X₁, Y₁, X₂, Y₂, …) with
    Xᵢ + Yᵢ = G."""
    r = r.even
    got = r.cache.get("parts2")
    if got is not None:
        return got  # type: ignore[no-any-return]
    result = _two_partitions(r)
    r.cache["parts2"] = result
    return result


def _two_partitions(r: _M) -> tuple[_M, ...]:
    found: list[_M] = [ZERO, r]
    opts = r.opts
    opt_parts: list[tuple[_M, ...]] = []
    primes = 0
    for o in opts:
        if o.even is ZERO:  # 0 or * as an option: G is prime (or *)
            return tuple(found)
        ps = two_partitions(o)
        opt_parts.append(ps)
        if len(ps) == 2 and (not o.odd or _index(opts, o.even) == -1):
            primes += 1
            if primes >= 3:  # three prime options: G is prime
                return tuple(found)
    candidates = sorted({x.id: x for ps in opt_parts for x in ps}.values(), key=lambda x: x.key)
    changed = True
    while changed:
        changed = False
        for x in candidates:
            if _index(found, x) != -1:
                continue
            if _try_part(r, x, found, opt_parts):
                changed = True
    return tuple(found)


def _try_part(r: _M, x: _M, found: list[_M], opt_parts: list[tuple[_M, ...]]) -> bool:
    opts = r.opts
    x_opts = x.opts
    type1 = True
    complement_opts: list[_M] = []  # the options G' − X and G − X' of Y = G − X
    others: list[_M] = []  # complements to try when X is not of the first type
    for xo in x_opts:
        k = _index(found, xo.even)
        if k == -1:
            type1 = False
            for ps in opt_parts:
                j = _index(ps, xo.even)
                if j != -1:
                    others.append(ps[j ^ 1])
            break
        complement_opts.append(_or1(found[k ^ 1], xo.odd))
    if type1:
        for o, ps in zip(opts, opt_parts, strict=True):
            k = _index(ps, x)
            if k == -1:
                type1 = False
                for xo in x_opts:
                    j = _index(ps, xo.even)
                    if j != -1:
                        others.append(ps[j ^ 1])
                break
            complement_opts.append(_or1(ps[k ^ 1], o.odd))
    if type1:
        found += [x, construct(complement_opts)]
        return True
    for y in others:
        if _is_complement(opts, opt_parts, found, x, y):
            found += [x, y]
            return True
    return False


def _is_complement(
    opts: tuple[_M, ...], opt_parts: list[tuple[_M, ...]], found: list[_M], x: _M, y: _M
) -> bool:
    """Does X + Y = G, checked on options: every G' is X + Y' or X' + Y, and every X' + Y and
    X + Y' is an option of G or reverses through G."""
    x_opts, y_opts = x.opts, y.opts
    for o, ps in zip(opts, opt_parts, strict=True):
        k = _index(ps, x)
        if k != -1 and _index(y_opts, _or1(ps[k ^ 1], o.odd)) != -1:
            continue
        k = _index(ps, y)
        if k != -1 and _index(x_opts, _or1(ps[k ^ 1], o.odd)) != -1:
            continue
        return False
    for xo in x_opts:
        k = _index(found, xo.even)
        if k != -1 and _index(y_opts, _or1(found[k ^ 1], xo.odd)) != -1:
            continue
        if any(
            (j := _index(ps, y)) != -1 and xo is _or1(ps[j ^ 1], o.odd)
            for o, ps in zip(opts, opt_parts, strict=True)
        ):
            continue
        return False
    for yo in y_opts:
        k = _index(found, yo.even)
        if k != -1:
            target = _or1(found[k ^ 1], yo.odd).even
            if any(xo.even is target for xo in x_opts):
                continue
        if any(
            (j := _index(ps, x)) != -1 and yo is _or1(ps[j ^ 1], o.odd)
            for o, ps in zip(opts, opt_parts, strict=True)
        ):
            continue
        return False
    return True


def subtract(a: _M, b: _M) -> _M | None:
    """The canonical X with X + b = a, or None when b is not a part of a."""
    ps = two_partitions(a)
    k = _index(ps, b.even)
    if k == -1:
        return None
    return _or1(ps[k ^ 1], a.odd ^ b.odd)


def is_prime_record(r: _M) -> bool:
    return r is not ZERO and r is not STAR and len(two_partitions(r)) == 2


def _listed_parts(r: _M, proper: bool, prime: bool) -> list[_M]:
    ps = two_partitions(r)
    out: list[_M] = []
    for i in range(2 if proper else 0, len(ps), 2):
        if not prime or is_prime_record(ps[i]):
            out.append(ps[i])
        if ps[i + 1] is not ps[i] and (not prime or is_prime_record(ps[i + 1])):
            out.append(ps[i + 1])
    return out


def _partitions(r: _M, partial: list[_M], out: list[list[_M]]) -> None:
    if r is ZERO or r is STAR:
        out.append(partial + ([STAR] if r is STAR else []))
        return
    for p in _listed_parts(r, False, True):
        if not partial or partial[-1].key <= p.key:
            rest = subtract(r, p)
            assert rest is not None
            _partitions(rest, partial + [p], out)


def parts(g: Game) -> list[Game]:
    """The nonzero even proper parts of G (CGSuite's ``Parts``), in CGSuite's order.

    >>> from cgt.impartial.misere_notation import misere_str, parse_misere
    >>> [misere_str(p) for p in parts(parse_misere("*[2#]"))]
    ['*[2]', '*[2[#-2]]']
    """
    return [to_game(p) for p in _listed_parts(misere_canonical_record(g), True, False)]


def partitions(g: Game) -> list[list[Game]]:
    """Every way to write G as a sum of even primes (with * added for odd G), each partition
    in CGSuite's order (CGSuite's ``Partitions``).

    >>> from cgt import nimber
    >>> from cgt.impartial.misere_notation import misere_str
    >>> [[misere_str(p) for p in ps] for ps in partitions(nimber(3))]
    [['*[2]', '*[1]']]
    """
    out: list[list[_M]] = []
    _partitions(misere_canonical_record(g), [], out)
    return [[to_game(p) for p in ps] for ps in out]


def misere_minus(g: Game, h: Game) -> Game:
    """G − H modulo I: the X with X + H ≡ G, when H is a part of G (Conway's cancellation
    theorem makes it unique); otherwise :class:`~cgt.errors.InvalidGame`.

    >>> from cgt import nimber
    >>> from cgt.impartial.misere_notation import misere_str
    >>> misere_str(misere_minus(nimber(3), nimber(1)))
    '*[2]'
    """
    d = subtract(misere_canonical_record(g), misere_canonical_record(h))
    if d is None:
        raise InvalidGame("G − H does not exist modulo I: H is not a part of G")
    return to_game(d)


def is_prime(g: Game) -> bool:
    """G is prime: not 0 or *, and its only even parts are 0 and itself.

    >>> from cgt import nimber
    >>> is_prime(nimber(2)), is_prime(nimber(2) + nimber(2)), is_prime(nimber(1))
    (True, False, False)
    """
    return is_prime_record(misere_canonical_record(g))


def is_extraverted(g: Game) -> bool:
    """Every option of G is a part of G; equivalently G is a part of {G} (ONAG's
    extraversion–introversion theorem).

    >>> from cgt.impartial.misere_notation import parse_misere
    >>> is_extraverted(parse_misere("*[2#]")), is_extraverted(parse_misere("*[2#0]"))
    (True, False)
    """
    r = misere_canonical_record(g)
    return subtract(construct([r]), r) is not None


def is_introverted(g: Game) -> bool:
    """G is a part of each of its options: only 0 and * are (ONAG)."""
    r = misere_canonical_record(g)
    return r is ZERO or r is STAR
