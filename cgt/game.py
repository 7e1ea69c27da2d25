"""Game forms: immutable, interned trees ``{L | R}``.

A form is its sets of Left and Right options. Forms are interned: building the same tree twice
gives the same object, so ``==`` and ``hash`` mean *identical form* (as sympy's ``==`` is
structural), not equal value. Value questions go through the normal-play order (``<=``) or a
misère universe.

>>> from cgt import game, zero, star
>>> game([zero], [zero]) is star
True
>>> game([game([zero], [zero])], []) == game([star], [])
True
>>> g = game([zero, star], [zero])          # the form {0,*|0}
>>> g.birthday, g.is_dicot, g.is_impartial
(2, True, False)

Sums, conjugates and ordinal sums build literal forms, never values:

>>> one = game([zero], [])
>>> minus_one = -one
>>> s = one + minus_one                    # the form {-1|1}, equal to 0 but not identical
>>> s == zero, s.canonical() == zero
(False, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from cgt._deep import maybe_deep

if TYPE_CHECKING:  # pragma: no cover
    from fractions import Fraction

    from cgt.outcome import Outcome

__all__ = ["Game", "game", "ordinal_sum"]

# Interning table: (left ids, right ids) -> Game.  Forms live for the whole session, which is
# what makes identity comparison and id-keyed caches sound.
_TABLE: dict[tuple[tuple[int, ...], tuple[int, ...]], Game] = {}
_BY_ID: list[Game] = []


class Game:
    """An immutable, interned game form ``{L | R}``; build one with :func:`game`.

    ``left`` and ``right`` are tuples of options, without repeats, in a fixed internal order.

    >>> from cgt import parse
    >>> G = parse("{3||2|1}")
    >>> len(G.left), len(G.right), G.birthday
    (1, 1, 4)
    """

    __slots__ = (
        "left",
        "right",
        "birthday",
        "_id",
        "_canon",  # the normal-play canonical form, once known (self when canonical)
        "_tag",  # (x, n, m) when this is the canonical form of x + n.^ + *m
        "_impartial",
        "_dicot",
        "_dead_ending",
        "_left_dead",  # this and every follower is a Left end
        "_right_dead",
        "__weakref__",
    )

    left: tuple[Game, ...]
    right: tuple[Game, ...]
    birthday: int

    def __new__(cls, *args: object, **kwargs: object) -> Game:  # noqa: D102
        raise TypeError("build games with cgt.game(left, right) or the value constructors")

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Game forms are immutable")

    def __reduce__(self) -> tuple[object, tuple[tuple[Game, ...], tuple[Game, ...]]]:
        return (game, (self.left, self.right))

    # ----------------------------------------------------------------- structure
    @property
    def is_impartial(self) -> bool:
        """Every follower has the same Left and Right options."""
        return self._impartial

    @property
    def is_dicot(self) -> bool:
        """Every follower has both Left and Right options, or neither."""
        return self._dicot

    @property
    def is_dead_ending(self) -> bool:
        """Every end follower is a dead end: a Left end whose followers are all Left ends
        (and dually for Right)."""
        return self._dead_ending

    @property
    def is_left_end(self) -> bool:
        """Left has no move."""
        return not self.left

    @property
    def is_right_end(self) -> bool:
        """Right has no move."""
        return not self.right

    @property
    def is_number(self) -> bool:
        """Conway's form-level test: all options are numbers and no Left option is ≥ a Right
        option (normal-play order).

        >>> from cgt import parse
        >>> parse("{-1|1}").is_number, parse("{1|-1}").is_number, parse("{0,*|1}").is_number
        (True, False, False)
        """
        from cgt.canonical.normal import is_number_form

        return is_number_form(self)

    def options(self) -> tuple[Game, ...]:
        """All options, Left then Right (an option of both appears once)."""
        seen = dict.fromkeys(self.left)
        seen.update(dict.fromkeys(self.right))
        return tuple(seen)

    def followers(self) -> tuple[Game, ...]:
        """This form and all its subpositions, each once, in order of birthday.

        >>> from cgt import star
        >>> [str(f) for f in star.followers()]
        ['0', '*']
        """
        seen = {self._id: self}
        stack = [self]
        while stack:
            g = stack.pop()
            for h in g.left + g.right:
                if h._id not in seen:
                    seen[h._id] = h
                    stack.append(h)
        return tuple(sorted(seen.values(), key=lambda f: (f.birthday, f._id)))

    # ----------------------------------------------------------------- algebra
    def __add__(self, other: Game) -> Game:
        if not isinstance(other, Game):
            return NotImplemented
        return literal_sum(self, other)

    def __neg__(self) -> Game:
        return maybe_deep(self.birthday, _neg, self)

    def __sub__(self, other: Game) -> Game:
        if not isinstance(other, Game):
            return NotImplemented
        return self + (-other)

    def conjugate(self) -> Game:
        """The conjugate: Left and Right swapped throughout (the negative in normal play)."""
        return -self

    def ordinal_sum(self, other: Game) -> Game:
        """The ordinal sum ``self : other`` with base ``self``.

        >>> from cgt import parse, star, nimber
        >>> star.ordinal_sum(nimber(2)).canonical() == nimber(3)
        True
        """
        return ordinal_sum(self, other)

    # ----------------------------------------------------------------- normal play
    def canonical(self) -> Game:
        """The normal-play canonical form (dominated options removed, reversible bypassed).

        >>> from cgt import parse
        >>> str(parse("{3||2|1} + {3||2|1}").canonical())
        '{5||4,{5|4}|3}'
        """
        from cgt.canonical.normal import canonical

        return canonical(self)

    def __le__(self, other: Game) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        from cgt.canonical.normal import le

        return le(self, other)

    def __ge__(self, other: Game) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        from cgt.canonical.normal import le

        return le(other, self)

    def __lt__(self, other: Game) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        from cgt.canonical.normal import le

        return le(self, other) and not le(other, self)

    def __gt__(self, other: Game) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        from cgt.canonical.normal import le

        return le(other, self) and not le(self, other)

    def __eq__(self, other: object) -> bool:
        return self is other

    def __ne__(self, other: object) -> bool:
        return self is not other

    def __hash__(self) -> int:
        return self._id

    def equals(self, other: Game) -> bool:
        """Equal normal-play value (``G <= H`` and ``H <= G``); ``==`` is identity of forms."""
        from cgt.canonical.normal import le

        return le(self, other) and le(other, self)

    def fuzzy(self, other: Game) -> bool:
        """``G ‖ H``: incomparable in normal play."""
        from cgt.canonical.normal import le

        return not le(self, other) and not le(other, self)

    def outcome(self) -> Outcome:
        """Normal-play outcome class.

        >>> from cgt import parse
        >>> str(parse("{3||2+*|1+*}").outcome())
        'L'
        """
        from cgt.outcome import outcome

        return outcome(self, misere=False)

    def misere_outcome(self) -> Outcome:
        """Misère-play outcome class of this literal form.

        >>> from cgt import zero
        >>> str(zero.misere_outcome())
        'N'
        """
        from cgt.outcome import outcome

        return outcome(self, misere=True)

    # ----------------------------------------------------------------- printing
    def __str__(self) -> str:
        from cgt.notation import to_str

        return to_str(self)

    def __repr__(self) -> str:
        return str(self)

    def pretty(self) -> str:
        """Unicode rendering (↑, ⇑, ±).

        >>> from cgt import up
        >>> up.pretty()
        '↑'
        """
        from cgt.notation import to_pretty

        return to_pretty(self)

    def _repr_latex_(self) -> str:
        from cgt.notation import to_latex

        return "$" + to_latex(self) + "$"

    def __iter__(self) -> Iterator[Game]:  # guard: a Game is not a sequence
        raise TypeError("a Game is not iterable; use G.left / G.right")

    def __bool__(self) -> bool:
        return True


def _make(left: Iterable[Game], right: Iterable[Game]) -> Game:
    """Intern the form with these options (repeats dropped, order irrelevant)."""
    lt = _normalise(left)
    rt = _normalise(right)
    key = (tuple(g._id for g in lt), tuple(g._id for g in rt))
    g = _TABLE.get(key)
    if g is not None:
        return g
    g = object.__new__(Game)
    s = object.__setattr__
    s(g, "left", lt)
    s(g, "right", rt)
    s(g, "_id", len(_BY_ID))
    b = 0
    for h in lt:
        if h.birthday >= b:
            b = h.birthday + 1
    for h in rt:
        if h.birthday >= b:
            b = h.birthday + 1
    s(g, "birthday", b)
    s(g, "_canon", None)
    s(g, "_tag", None)
    s(g, "_impartial", key[0] == key[1] and all(h._impartial for h in lt))
    s(g, "_dicot", bool(lt) == bool(rt) and all(h._dicot for h in lt + rt))
    left_dead = not lt and all(h._left_dead for h in rt)
    right_dead = not rt and all(h._right_dead for h in lt)
    s(g, "_left_dead", left_dead)
    s(g, "_right_dead", right_dead)
    s(
        g,
        "_dead_ending",
        all(h._dead_ending for h in lt + rt)
        and (bool(lt) or left_dead)
        and (bool(rt) or right_dead),
    )
    _BY_ID.append(g)
    _TABLE[key] = g
    return g


def _normalise(options: Iterable[Game]) -> tuple[Game, ...]:
    opts = {}
    for h in options:
        if not isinstance(h, Game):
            raise TypeError(f"an option must be a Game, not {type(h).__name__}")
        opts[h._id] = h
    return tuple(opts[i] for i in sorted(opts))


def game(left: Iterable[Game] = (), right: Iterable[Game] = ()) -> Game:
    """The form ``{left | right}``: options are Games; repeats and order do not matter.

    >>> from cgt import game, zero
    >>> str(game([zero], []))
    '1'
    """
    return _make(left, right)


def set_canonical(g: Game, c: Game) -> None:
    """Record ``c`` as the canonical form of ``g`` (internal cache)."""
    object.__setattr__(g, "_canon", c)


def set_tag(g: Game, tag: tuple[Fraction, int, int]) -> None:
    """Record that canonical form ``g`` is x + n.^ + *m (internal cache)."""
    object.__setattr__(g, "_tag", tag)
    object.__setattr__(g, "_canon", g)


# ------------------------------------------------------------------ literal algebra
_ZERO = _make((), ())
_SUM: dict[tuple[int, int], Game] = {}
#: For a form built as a literal sum, one pair of summands (lets canonical() reduce the parts
#: first).
SUM_PARTS: dict[int, tuple[Game, Game]] = {}
_NEG: dict[int, Game] = {}
_ORD: dict[tuple[int, int], Game] = {}


def _is_integer_form(g: Game) -> bool:
    t = g._tag
    return t is not None and t[1] == 0 and t[2] == 0 and t[0].denominator == 1


def _add(g: Game, h: Game) -> Game:
    if g is _ZERO:
        return h
    if h is _ZERO:
        return g
    key = (g._id, h._id) if g._id <= h._id else (h._id, g._id)
    r = _SUM.get(key)
    if r is not None:
        return r
    if _is_integer_form(g) and _is_integer_form(h) and (g._tag[0] > 0) == (h._tag[0] > 0):  # type: ignore[index]
        # The literal sum of integer forms n, m of one sign is the integer form n + m: its only
        # options, (n-1)+m and n+(m-1), are one form by induction.  (1 + -1 is {-1|1}.)
        from cgt.values import integer

        r = integer(int(g._tag[0] + h._tag[0]))  # type: ignore[index]
    else:
        r = _make(
            [_add(x, h) for x in g.left] + [_add(g, y) for y in h.left],
            [_add(x, h) for x in g.right] + [_add(g, y) for y in h.right],
        )
    _SUM[key] = r
    if r._id not in SUM_PARTS and r is not g and r is not h:
        SUM_PARTS[r._id] = (g, h)
    return r


#: The most positions a literal sum may have before ``+`` refuses to build it.
MAX_SUM_POSITIONS = 2_000_000
_SIZE: dict[int, int] = {}


def size(g: Game) -> int:
    """How many distinct followers (including ``g``) the form has."""
    n = _SIZE.get(g._id)
    if n is None:
        n = len(g.followers())
        _SIZE[g._id] = n
    return n


def literal_sum(g: Game, h: Game) -> Game:
    """The literal disjunctive sum, refusing forms too large to hold in memory."""
    if g is not _ZERO and h is not _ZERO:
        key = (g._id, h._id) if g._id <= h._id else (h._id, g._id)
        if key not in _SUM:
            same_sign_ints = (
                _is_integer_form(g)
                and _is_integer_form(h)
                and (g._tag[0] > 0) == (h._tag[0] > 0)  # type: ignore[index]
            )
            bound = size(g) * size(h)
            if not same_sign_ints and bound > MAX_SUM_POSITIONS:
                from cgt.errors import SearchBoundExceeded

                raise SearchBoundExceeded(
                    f"the literal form of this sum has up to {bound:,} positions "
                    f"(more than {MAX_SUM_POSITIONS:,}); for its value use "
                    "cgt.canonical_sum(G, H), which never builds the literal form"
                )
    return maybe_deep(g.birthday + h.birthday, _add, g, h)


def _neg(g: Game) -> Game:
    r = _NEG.get(g._id)
    if r is None:
        r = _make([_neg(x) for x in g.right], [_neg(x) for x in g.left])
        _NEG[g._id] = r
        _NEG[r._id] = g
        t = g._tag
        if t is not None and r._tag is None:
            set_tag(r, (-t[0], -t[1], t[2]))
        elif g._canon is g:
            set_canonical(r, r)
    return r


def _ordinal(g: Game, h: Game) -> Game:
    key = (g._id, h._id)
    r = _ORD.get(key)
    if r is None:
        r = _make(
            g.left + tuple(_ordinal(g, x) for x in h.left),
            g.right + tuple(_ordinal(g, x) for x in h.right),
        )
        _ORD[key] = r
    return r


def ordinal_sum(base: Game, subordinate: Game) -> Game:
    """The ordinal sum ``base : subordinate`` = {B^L, B:S^L | B^R, B:S^R}, as a literal form.

    A move in the base ends play in the subordinate; a move in the subordinate keeps the base.

    >>> from cgt import star, zero, ordinal_sum
    >>> ordinal_sum(star, zero) is star, ordinal_sum(zero, star) is star
    (True, True)
    """
    return maybe_deep(subordinate.birthday, _ordinal, base, subordinate)


def by_id(i: int) -> Game:
    """The form with internal id ``i`` (internal)."""
    return _BY_ID[i]
