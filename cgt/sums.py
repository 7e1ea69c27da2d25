"""Sums that stay sums: ``G + H`` keeps its components and is never expanded unless asked.

A sum is a :class:`~cgt.game.Game` like any other: it has a birthday, the structure flags, and
``.left``/``.right`` (each option is again a sum, one component replaced by one of its options,
produced on demand). Normal-play questions add the components' canonical forms
(:func:`cgt.canonical_sum`); misère questions search the multiset of components
(:func:`cgt.sum_outcome`); ``.literal()`` expands the literal form, under a size bound.

What ``==`` means for sums: two sums are the same object exactly when they have the same
multiset of components (so ``G + H is H + G`` and ``(A + B) + C is A + (B + C)``). Components are
flattened (a sum of sums is one sum), zero components are dropped, and integers of one sign are
merged (the literal sum of the integer forms n and m of one sign *is* the integer form n + m).
These are identities of forms, so nothing is lost. A sum is never ``==`` to an explicit form,
even one with the same tree: compare ``G.literal()`` for that, or values with ``G.equals(H)``.

>>> from cgt import star, up, integer, zero
>>> s = star + up
>>> s.is_sum, sorted(str(c) for c in s.components), str(s)
(True, ['*', '^'], '* + ^')
>>> s is up + star, sorted(str(c) for c in (s + star).components)
(True, ['*', '*', '^'])
>>> integer(2) + integer(3) is integer(5), star + zero is star
(True, True)
>>> str(s.canonical()), sorted(str(o) for o in s.left), sorted(str(o) for o in s.right)
('^*', ['*', '^'], ['* + *', '^'])
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from importlib.machinery import EXTENSION_SUFFIXES
from typing import Any

from cgt._deep import maybe_deep
from cgt.errors import SearchBoundExceeded
from cgt.game import (
    _ALL,
    _PLAIN,
    MAX_POSITIONS,
    Game,
    LabelledForm,
    _Held,
    _make,
    _operand,
    _WeakTable,
    as_game,
    make_held,
    size,
)
from cgt.values import integer

__all__ = ["Sum", "sum_of", "components", "literal", "literal_sum", "labelled_sum"]


class Sum(_Held):
    """A disjunctive sum held as its components (build it with ``+`` or :func:`sum_of`)."""

    __slots__ = ()

    @property
    def is_sum(self) -> bool:
        """Held as a sum of components."""
        return True

    @property
    def components(self) -> tuple[Game, ...]:
        """The components: non-zero forms that are not sums, in a fixed internal order."""
        return self._param.components  # type: ignore[no-any-return]

    # == and hash are a form's (cgt.game._Form): a sum shown by another name (a family's
    # position, see MisereForm) is the same form.


class _SumParam:
    # ids: the sum's key in _SUMS, the components' ids in order (a tuple of them on the pure
    # core; on the compiled one, the same ids packed in bytes, whose hash CPython keeps)
    __slots__ = ("components", "ids")

    def __init__(self, comps: tuple[Game, ...], ids: Any) -> None:
        self.components = comps
        self.ids = ids

    def options(self) -> tuple[tuple[Game, ...], tuple[Game, ...]]:
        return _options(self.components, True), _options(self.components, False)

    def neg(self) -> Game:
        return sum_of(*(c.conjugate() for c in self.components))

    def reduce(self) -> tuple[Any, tuple[Any, ...]]:
        return (sum_of, self.components)

    def size(self) -> None:
        return None


def _options(comps: tuple[Game, ...], left: bool) -> list[Game]:
    out = []
    prev = None
    for i, c in enumerate(comps):
        if c is prev:
            continue
        prev = c
        rest = comps[:i] + comps[i + 1 :]
        for o in c.left if left else c.right:
            out.append(sum_of(o, *rest))
    return out


#: The ids of the components -> the sum (weakly).
_SUMS = _WeakTable()

_COMPILED = (__file__ or "").endswith(tuple(EXTENSION_SUFFIXES))


def _integer_of(g: Game) -> int | None:
    t = g._tag
    if t is not None and t[1] == 0 and t[2] == 0 and t[0].denominator == 1:
        return t[0].numerator
    return None


def sum_of(*games: Any) -> Game:
    """The disjunctive sum of ``games`` (Games, ints, Fractions or notation strings), held as
    its components; a single component is returned as it is.

    >>> from cgt import star, nimber, zero
    >>> sum_of() is zero, sum_of(star) is star, str(sum_of(star, nimber(2), "1/2"))
    (True, True, '1/2 + * + *2')
    """
    if len(games) == 2:
        return _sum2(games[0], games[1])
    return _sum_many(games)


def _sum2(a: Any, b: Any) -> Game:
    """``sum_of(a, b)``: G + H, with its commonest cases (a sum or a form plus a form, neither
    an integer) at once."""
    tb = type(b)
    if (tb is Game or tb is _Held) and _integer_of(b) is None:
        if type(a) is Sum:
            return _plus(a, b)
        ta = type(a)
        if (ta is Game or ta is _Held) and _integer_of(a) is None:
            # two forms, neither an integer: the sum's key is their ids in order
            i, j = a._id, b._id
            if _COMPILED:  # (sums.pxd)
                key, comps = (
                    (_key_pair(i, j), (a, b)) if i <= j else (_key_pair(j, i), (b, a))  # noqa: F821
                )
            else:
                key, comps = ((i, j), (a, b)) if i <= j else ((j, i), (b, a))
            table = _SUMS
            r = table.find(key)
            return r if r is not None else _new_sum(comps, key)
    return _sum_many((a, b))


def _sum_many(games: tuple[Any, ...]) -> Game:
    comps: list[Game] = []
    pos = neg = 0
    for x in games:
        t = type(x)
        g = x if t is Game or t is _Held or t is Sum else _plain(as_game(x))
        for c in g._param.components if type(g) is Sum else (g,):  # type: ignore[union-attr]
            c = _plain(c)
            k = _integer_of(c)  # integers of one sign merge
            if k is None:
                comps.append(c)
            elif k > 0:
                pos += k
            elif k < 0:
                neg += k
    if pos or neg:
        comps += [integer(k) for k in (pos, neg) if k]
    if not comps:
        return _make((), ())
    if len(comps) == 1:
        return comps[0]
    comps.sort(key=_id)
    key = tuple([c._id for c in comps])
    if _COMPILED:
        key = _key_of(key)  # noqa: F821 (sums.pxd)
    s = _SUMS.find(key)
    if s is None:
        s = _new_sum(tuple(comps), key)
    return s


def _add_method(self: Game, other: Any) -> Any:
    """``G + H``, bound as ``Game.__add__`` by :mod:`cgt.methods`: here, so that the compiled
    core answers it without a Python frame in between; NotImplemented for what is no game.

    >>> from cgt import up, star
    >>> str(_add_method(up, star)), _add_method(up, "1/2") is _add_method(up, "1/2")
    ('* + ^', True)
    >>> _add_method(up, 1.5j)
    NotImplemented
    """
    if type(other) in _PLAIN:  # the common case, without the coercion
        return _sum2(self, other)
    h = _operand(other)
    return NotImplemented if h is None else _sum2(self, h)


def _radd_method(self: Game, other: Any) -> Any:
    """``H + G`` for an H that is no game (``1 + up``), bound as ``Game.__radd__``.

    >>> from cgt import up
    >>> str(_radd_method(up, 1))
    '1 + ^'
    """
    h = _operand(other)
    return NotImplemented if h is None else _sum2(h, self)


def _plus(s: Game, g: Game) -> Game:
    """``s + g`` for a sum ``s`` and a form ``g`` that is neither a sum nor an integer: one
    component put in its place, nothing re-sorted (sums built term by term stay linear)."""
    p = s._param
    if _COMPILED:  # the key's C helpers (sums.pxd)
        v = g._id
        i = _key_place(p.ids, v)  # noqa: F821
        key = _key_with(p.ids, i, v)  # noqa: F821
    else:
        ids = p.ids  # type: ignore[union-attr]
        i = bisect_right(ids, g._id)
        key = ids[:i] + (g._id,) + ids[i:]
    table = _SUMS
    r = table.find(key)
    if r is None:
        # (s is a registered sum, so its components are plain: labelled_sum's own sum with
        # labelled components is never handed out, its aliases are not of type Sum)
        comps = p.components  # type: ignore[union-attr]
        if _COMPILED:
            comps = _tuple_with(comps, i, g)  # noqa: F821 (sums.pxd)
        else:
            comps = comps[:i] + (g,) + comps[i:]
        r = _register(comps, key, s.birthday + g.birthday, s._flags & g._flags)
    return r


def _new_sum(comps: tuple[Game, ...], key: Any) -> Game:
    """A new sum of these components (sorted by id; ``key`` their ids), registered."""
    birthday = 0
    flags = _ALL
    for c in comps:
        birthday += c.birthday
        flags &= c._flags
    return _register(comps, key, birthday, flags)


def _register(comps: tuple[Game, ...], key: Any, birthday: int, flags: int) -> Game:
    # A sum's birthday is the sum of its components'; each structure flag holds of a sum iff
    # it holds of every component (so the flags are ANDed).
    p = _SumParam.__new__(_SumParam)  # (a C type's allocation on the compiled core, no call)
    p.components = comps
    p.ids = key
    s = make_held(p, birthday, flags, None, False, Sum)
    table = _SUMS
    table.put(key, s)
    return s


def _id(g: Game) -> int:
    return g._id


def _plain(g: Game) -> Game:
    """The plain form of a labelled one: registered sums hold plain components only."""
    return g.form if type(g) is LabelledForm else g  # type: ignore[attr-defined]


def labelled_sum(terms: Sequence[Game]) -> Game:
    """The sum of ``terms`` printed with each term as given, so that a labelled term
    (:class:`cgt.game.LabelledForm`) prints as its label. It is ``sum_of(*terms)`` itself
    under another name (a :class:`~cgt.game.LabelledForm` of the plain sum): ``==`` and
    ``hash`` are the plain sum's, so a witness printed as ``* + *:-1/2`` and read back with
    ``parse`` is ``==`` to the witness.

    >>> from cgt import parse
    >>> from cgt.game import labelled
    >>> a = labelled(parse("{0,v*|0,*}"), "*:-1/2")
    >>> s = labelled_sum([a, parse("*")])
    >>> str(s), s.is_sum, s.birthday, labelled_sum([a, parse("*")]) is s
    ('* + *:-1/2', True, 4, True)
    >>> s == sum_of(a, parse("*")), parse(str(s)) == s
    (True, True)
    """
    from cgt.game import labelled

    plain = sum_of(*terms)
    comps = [t for t in terms if t.birthday > 0]
    if type(plain) is not Sum or len(plain._param.components) != len(comps):  # type: ignore[union-attr]
        return plain
    comps.sort(key=_id)
    ids = tuple([c._id for c in comps])
    key = ("labelled", ids, tuple(str(c) for c in comps))
    s = _SUMS.find(key)
    if s is None:
        # The text is the printer's, of the terms held as given (sorted as a sum's components
        # print); what carries it is an alias of the plain sum, not a second sum.
        held = make_held(
            _SumParam(tuple(comps), _key_of(ids) if _COMPILED else ids),  # noqa: F821
            plain.birthday,
            plain._flags,
            None,
            False,
            Sum,
        )
        s = labelled(plain, str(held))  # the printer's text (bound above, in cgt.methods)
        _SUMS.put(key, s)
    return s


def components(g: Game) -> tuple[Game, ...]:
    """The components of ``g``: those of a sum, else ``(g,)`` (``()`` for zero).

    >>> from cgt import star, up, zero
    >>> sorted(str(c) for c in components(star + up)), components(zero), components(star) == (star,)
    (['*', '^'], (), True)
    """
    if g.is_sum:
        return g.components  # type: ignore[attr-defined, no-any-return]
    if g.birthday == 0:
        return ()
    return (g,)


# --------------------------------------------------------------------------- literal forms
def literal(g: Game, max_positions: int | None = None) -> Game:
    """The explicit form of ``g``: every sum in it (at the top or below) expanded.

    >>> from cgt import star
    >>> str(literal(star + star))
    '{*|*}'
    """
    bound = MAX_POSITIONS if max_positions is None else max_positions
    memo: dict[int, Game] = {}
    return maybe_deep(g.birthday, _literal, g, bound, memo)


def _literal(g: Game, bound: int, memo: dict[int, Game]) -> Game:
    r = memo.get(g._id)
    if r is not None:
        return r
    if g.is_sum:
        parts = [_literal(c, bound, memo) for c in g.components]  # type: ignore[attr-defined]
        estimate = 1
        for c in parts:
            estimate *= size(c, bound)
            if estimate > bound:
                raise SearchBoundExceeded(
                    f"the literal form of this sum has more than {bound:,} positions; pass "
                    "max_positions=… to .literal() (or raise cgt.game.MAX_POSITIONS). No "
                    "question needs the literal form: canonical(), outcome(), "
                    "misere_outcome() and the universes work on the sum as it is"
                )
        add_memo: dict[tuple[int, int], Game] = {}
        r = parts[0]
        for c in parts[1:]:
            r = _add(r, c, add_memo)
    elif g._param is not None:
        r = g  # a parametrised value is already an explicit form (its options are values)
    else:
        r = _make(
            [_literal(x, bound, memo) for x in g.left],
            [_literal(x, bound, memo) for x in g.right],
        )
    memo[g._id] = r
    return r


def _add(g: Game, h: Game, memo: dict[tuple[int, int], Game]) -> Game:
    """The literal sum of two explicit forms."""
    if g.birthday == 0:
        return h
    if h.birthday == 0:
        return g
    key = (g._id, h._id) if g._id <= h._id else (h._id, g._id)
    r = memo.get(key)
    if r is None:
        a, b = _integer_of(g), _integer_of(h)
        if a is not None and b is not None and (a > 0) == (b > 0):
            # n + m for integer forms of one sign is the integer form n + m (its only options,
            # (n−1) + m and n + (m−1), are one form by induction); 1 + −1 is {−1|1}.
            r = integer(a + b)
        else:
            r = _make(
                [_add(x, h, memo) for x in g.left] + [_add(g, y, memo) for y in h.left],
                [_add(x, h, memo) for x in g.right] + [_add(g, y, memo) for y in h.right],
            )
        memo[key] = r
    return r


def literal_sum(g: Game, h: Game, max_positions: int | None = None) -> Game:
    """The explicit literal form of g + h (sums in either are expanded first), refused past
    ``max_positions`` positions (default :data:`cgt.game.MAX_POSITIONS`).

    >>> from cgt import star, zero
    >>> str(literal_sum(star, star)), literal_sum(star, zero) is star
    ('{*|*}', True)
    """
    return literal(sum_of(g, h), max_positions)
