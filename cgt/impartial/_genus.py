"""Conway's genus of an impartial game (ONAG ch. 12; Winning Ways ch. 13).

The genus of G is g^(γ₀ γ₁ γ₂ …) with g = g⁺(G) and γₖ = g⁻(G + *2 + … + *2) (k copies of *2).
The sequence γ is eventually periodic with period 2, so finitely many digits say all of it.
Printing follows CGSuite (its ``Genus`` class, by Dan Hoey):

- a game equal to a nim heap prints its nim value alone (``2``);
- a tame or restive game prints one superscript digit, g⁻ (``2^2``, ``0^2``): the rest of the
  sequence is then determined;
- any other game prints γ₀ … γₖ for the least k ≥ 1 after which the sequence repeats with
  period 2 (``4^146`` is 4^(1 4 6 4 6 …));
- superscripts are written as digits when all are below 10, else as a comma-separated list
  in parentheses (``6^(1,9,10,8)``).

γ is computed from the options: γₖ is the mex of the options' γₖ together with γₖ₋₁ and
γₖ₋₁ ⊕ 1 (the moves in the last *2), since g⁻(X + *) = g⁻(X) ⊕ 1 for every X.

>>> from cgt import nimber
>>> from cgt.impartial.misere_notation import parse_misere
>>> str(genus(nimber(2))), str(genus(parse_misere("*[2#0]"))), str(genus(parse_misere("*[2#1]")))
('2', '1^2', '2^1420')
>>> genus(parse_misere("*[2#1]")).sequence(6)
(1, 4, 2, 0, 2, 0)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

import cgt.impartial.tameness as T
from cgt.game import Game

if TYPE_CHECKING:  # pragma: no cover
    from cgt.impartial.misere_canonical import _M

__all__ = ["Genus", "genus"]

_NIMHEAP, _TAME, _RESTIVE, _WILD = "nim heap", "tame", "restive", "wild"


@attrs.frozen
class Genus:
    """A genus g^(γ₀ γ₁ …): ``plus`` = g⁺, ``digits`` the printed superscript, ``kind`` how the
    rest of the sequence follows ("nim heap", "tame", "restive" or "wild").

    >>> g = Genus(4, (1, 4, 6), "wild")
    >>> str(g), g.minus, g[5]
    ('4^146', 1, 4)
    """

    plus: int
    digits: tuple[int, ...]
    kind: str

    def __getitem__(self, i: int) -> int:
        """γᵢ = g⁻(G + i copies of *2)."""
        if i < 0:
            raise IndexError("genus digits are indexed from 0")
        d = self.digits
        if i < len(d):
            return d[i]
        if self.kind in (_NIMHEAP, _TAME):
            if i == 0 and self.plus < 2:
                return 1 - self.plus
            return self.plus ^ ((i & 1) << 1)
        if self.kind == _RESTIVE:
            return (d[0] if d[0] < 4 else self.plus) ^ ((i & 1) << 1)
        return d[len(d) - 2 + ((len(d) ^ i) & 1)]

    @property
    def minus(self) -> int:
        """γ₀ = g⁻(G), the misère nim value."""
        return self[0]

    def sequence(self, n: int) -> tuple[int, ...]:
        """The first ``n`` digits γ₀ … γₙ₋₁."""
        return tuple(self[i] for i in range(n))

    def settles_after(self) -> int:
        """An index from which the sequence is known to repeat with period 2 (CGSuite's bound,
        used to decide how many digits of a parent to compute)."""
        if self.kind in (_NIMHEAP, _TAME):
            return 2 if self.plus < 2 and (not self.digits or self.digits[0] != self.plus) else 1
        if self.kind == _RESTIVE:
            return 1 if self.digits[0] < 4 else 2
        return len(self.digits) - 1

    def __str__(self) -> str:
        if not self.digits:
            return str(self.plus)
        if any(x >= 10 for x in self.digits):
            return f"{self.plus}^(" + ",".join(map(str, self.digits)) + ")"
        return f"{self.plus}^" + "".join(map(str, self.digits))

    def __repr__(self) -> str:
        return f"Genus({self})"


def _kind(phylum: int) -> str | None:
    if phylum == T.NIMHEAP:
        return _NIMHEAP
    if phylum in T.GENERALLY_TAME:
        return _TAME
    if phylum in T.GENERALLY_RESTIVE:
        return _RESTIVE
    return None


def genus_record(r: _M) -> Genus:
    """The genus of a canonical form (computed from its options' genera, memoised)."""
    g = r.cache.get("genus")
    if g is not None:
        return g  # type: ignore[no-any-return]
    stack = [r]
    while stack:
        x = stack[-1]
        if "genus" in x.cache:
            stack.pop()
            continue
        kind = _kind(x.phylum)
        if kind is not None:
            x.cache["genus"] = Genus(x.gp, () if kind == _NIMHEAP else (x.gm,), kind)
            stack.pop()
            continue
        missing = [o for o in x.opts if "genus" not in o.cache]
        if missing:
            stack.extend(missing)
            continue
        x.cache["genus"] = _from_options([o.cache["genus"] for o in x.opts])
        stack.pop()
    return r.cache["genus"]  # type: ignore[no-any-return]


def _mex(values: set[int]) -> int:
    m = 0
    while m in values:
        m += 1
    return m


def _from_options(opts: list[Genus]) -> Genus:
    plus = _mex({o.plus for o in opts})
    top = max([1] + [o.settles_after() for o in opts]) + 2
    seq = [_mex({o[0] for o in opts})]
    for i in range(1, top + 1):
        seq.append(_mex({seq[-1], seq[-1] ^ 1} | {o[i] for o in opts}))
    while top > 1 and seq[top] == seq[top - 2]:
        top -= 1
    return Genus(plus, tuple(seq[: top + 1]), _WILD)


def genus(g: Game) -> Genus:
    """The genus of an impartial form, as CGSuite prints it (``str``). The canonical call;
    ``G.genus()`` is this function as a method.

    >>> from cgt import nimber
    >>> str(genus(nimber(0))), str(genus(nimber(1) + nimber(1)))
    ('0', '0')
    """
    from cgt.impartial.misere_canonical import misere_canonical_record

    return genus_record(misere_canonical_record(g))
