"""Game forms: the ground floor of cgt.

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

A form is held in one of three ways, which never changes what it denotes:

- an *explicit* form: its options, interned;
- a *parametrised value* (integers, dyadic numbers, nimbers, x + n·↑ + *m, uptimals): held by
  its parameters (:mod:`cgt.values`), its options produced only when asked for, so
  ``integer(2**200)`` costs nothing and ``integer(2**200).left`` still works;
- a *sum* (:mod:`cgt.sums`): ``G + H`` keeps its components.

Every one answers ``.left`` and ``.right``. An explicit form whose options are exactly those of a
parametrised value *is* that value (the same object), so identity of forms holds across the
representations; a sum is identified by the multiset of its components (see :mod:`cgt.sums`).

This module imports nothing from cgt above it: the parametrised values and sums plug into it
through ``_param`` objects, and the methods that call algorithms (``canonical``, ``<=``,
``outcome``, printing, ``+``) are bound late, in :mod:`cgt.methods`.

The interning table holds forms weakly: a form nobody refers to is freed, and building it again
gives a new object, identical in every observable way.
"""

from __future__ import annotations

import itertools
import sys
import types
import weakref
from collections.abc import Callable, Iterable
from importlib.machinery import EXTENSION_SUFFIXES
from typing import Any

from cgt import _memo
from cgt._deep import maybe_deep, poll
from cgt.errors import InvalidArgument, NotShortGame, SearchBoundExceeded

__all__ = [
    "Game",
    "MisereForm",
    "misere_form",
    "LabelledForm",
    "labelled",
    "labelled_form",
    "game",
    "as_game",
    "as_int",
    "ordinal_sum",
    "conjugate",
    "size",
    "nesting",
    "MAX_POSITIONS",
]


class _WeakTable(dict):  # type: ignore[type-arg]
    """Interned forms, keyed by what identifies them, held weakly: a form nobody else refers
    to is freed, and its key goes. Look up with ``find``, store with ``put``.

    On the pure core the values are weak references without callback (a callback per form
    costs more than the form), and the keys of freed forms are swept out when the table has
    doubled since the last sweep. On the compiled core the values are the forms' addresses, and
    a form's destructor (``_Form.__dealloc__``) takes its keys out of its tables: no weak
    reference is made, and no key outlives its form. A form in a table remembers the table and
    the key (``_t1``/``_k1``, and ``_t2``/``_k2`` for a value also interned by its options)."""

    __slots__ = ("sweep_at", "puts")

    def __init__(self) -> None:
        dict.__init__(self)
        self.sweep_at = 4096
        self.puts = 0

    def put(self, key: Any, g: Game) -> None:
        # Building forms is what a long computation does: Ctrl-C is seen here, every 1,024
        # puts (counted, on the compiled core, whose tables stay level while forms come and go;
        # by size on the pure core, whose tables grow until they are swept).
        if _COMPILED:
            f = g
            if f._k1 is None:
                f._t1 = self
                f._k1 = key
            elif f._k2 is None:
                f._t2 = self
                f._k2 = key
            else:  # pragma: no cover - a form has one key by its options, one by its value
                raise AssertionError("a form interned under three keys")
            # dict's own insertion: a subscript of a dict subclass goes through its type's slot
            _dict_set(self, key, _address(g))  # noqa: F821 (game.pxd)
            self.puts += 1
            if not self.puts & 1023:
                poll()
            return
        self[key] = _ref(g)
        n = len(self)
        if not n & 1023:
            poll()
        if n >= self.sweep_at:
            for k in [k for k, r in self.items() if r() is None]:
                del self[k]
            self.sweep_at = max(4096, 2 * len(self))

    def find(self, key: Any) -> Game | None:
        """The live form stored under ``key``, or None."""
        if _COMPILED:
            return _find_at(self, key)  # type: ignore[no-any-return]  # noqa: F821 (game.pxd)
        r = self.get(key)
        return None if r is None else r()

    def _drop(self, key: Any, g: Game) -> None:
        """Take ``key`` out if it stands for ``g`` (compiled core: ``g``'s destructor)."""
        _drop_at(self, key, g)  # noqa: F821 (game.pxd)


_ref = weakref.ref

# Forms take part in no reference cycle, so reference counting alone frees them, and the
# compiled core has the cyclic garbage collector leave them alone (``_untrack``, declared in
# game.pxd, is PyObject_GC_UnTrack): a research loop keeps thousands of forms alive in memo
# tables, and the collector would traverse every one in every full collection. The proof that
# there is no cycle (one through untracked objects would never be freed): a form refers to
# its options and a sum to its components, all of smaller birthday; to its parameters
# (numbers) and tag; to its canonical form, of no larger birthday, which refers to no
# canonical form itself (``_canon`` is True on a canonical form, not the form); and to its
# conjugate, of the same birthday, which refers back only weakly (_pair). A cycle would have
# to return to its birthday, so it could use only the last two kinds, and neither leads on.
# What an untracked object refers to stays safe: the collector counts it as referred to from
# outside, and keeps it. Weak references without a callback refer to nothing, and are
# untracked too. On the compiled core a form also refers to the interning tables it is in
# (_WeakTable), which hold its address and keys, never a reference to a form.
_COMPILED = (__file__ or "").endswith(tuple(EXTENSION_SUFFIXES))

#: _key(left, right), the options' ids -> the explicit form (or parametrised value) with
#: those options.
_TABLE = _WeakTable()
_table_get = _TABLE.get  # bound once, for the pure core's look-up in _make
_intern = _TABLE.put
_interned = _TABLE.find


# Ids are never reused, so id-keyed memo tables stay sound after a form is freed. The
# compiled core counts in C instead (``_next_id``, game.pxd: a C counter and one int object,
# where next() of a count is a call that builds the int through the count's own state);
# either way every id comes from one counter.
_IDS = itertools.count()
_id_count = 0  # the compiled core's counter (a C global, game.pxd)


def _next_id() -> int:
    """The next id, on the compiled core (a C function there); the pure core calls
    ``next(_IDS)``, whose C call beats a global's update in bytecode."""
    global _id_count
    i = _id_count
    _id_count = i + 1
    return i

#: Hooks installed by :mod:`cgt.values`: given normalised option tuples whose options are all
#: parametrised, return the parametrised value with exactly those options, or None. A hook
#: answers None when the options are values of which some is no number and two have different
#: number parts (only numbers have options with different number parts): ``_make`` does not
#: ask then.
RECOGNISERS: list[Callable[[tuple[Game, ...], tuple[Game, ...]], Game | None]] = []


#: The structure flags, one bit each in ``Game._flags``; a sum has a flag iff every component
#: has it. ``_LEFT_DEAD``: this form and every follower is a Left end (dually ``_RIGHT_DEAD``).
_IMPARTIAL = 1
_DICOT = 2
_DEAD_ENDING = 4
_LEFT_DEAD = 8
_RIGHT_DEAD = 16
_ALL = 31
_IMPARTIAL_OR_RIGHT_DEAD = _IMPARTIAL | _RIGHT_DEAD


class _Form:
    """The fields of a form, and nothing else: :class:`Game` is this with its methods.

    The compiled core declares this class a C type (game.pxd), so the hot loops read and write
    the fields of a form as C struct members; Game stays a Python class, which cgt.methods
    extends and the held values and aliases subclass. On the compiled core a field not yet
    written reads None (an unmaterialised held value's ``left``); on the pure core it is
    unset. Only ``left`` and ``right`` are ever left so, and the classes that leave them
    (held values, aliases) answer them through properties."""

    __slots__ = (
        "left",  # unset until materialised, for parametrised values and sums
        "right",
        "birthday",
        "_id",
        "_param",  # how a parametrised value or a sum is held; None for explicit forms
        "_canon",  # the normal-play canonical form, once known; True when this form is it
        "_tag",  # (x, n, m) when this is the canonical form of x + n.^ + *m
        "_neg",  # the conjugate, once built: the form, or a weak reference to it
        "_flags",  # the structure flags, bits _IMPARTIAL … _RIGHT_DEAD
        "__weakref__",
    )

    # Identity: forms are interned, so == is identity, and the hash is the id. A form shown by
    # another name (an _Alias: MisereForm, LabelledForm) is the same form; a wrapper is no
    # subclass of _Held or Sum, so Python asks the form first, which answers for it. These
    # are the C type's own slots on the compiled core: dict and set look-ups of forms, and
    # truth tests, call no Python method.
    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, _Alias) and other.form is self)

    def __ne__(self, other: object) -> bool:
        return not (self is other or (isinstance(other, _Alias) and other.form is self))

    def __hash__(self) -> int:
        return self._id  # type: ignore[no-any-return]

    def __iter__(self) -> Any:  # guard: a Game is not a sequence
        raise TypeError("a Game is not iterable; use G.left / G.right")

    def __bool__(self) -> bool:
        return True

    def __dealloc__(self) -> None:
        # The compiled core's destructor (game.pxd declares the fields read here): a form in
        # an interning table takes its keys out before its memory goes (see _WeakTable).
        # Python never calls it on the pure core.
        if self._k1 is not None:
            self._t1._drop(self._k1, self)
            if self._k2 is not None:
                self._t2._drop(self._k2, self)


class Game(_Form):
    """An immutable, interned game form ``{L | R}``; build one with :func:`game`.

    ``left`` and ``right`` are tuples of options, without repeats, in a fixed internal order.

    >>> from cgt import parse
    >>> G = parse("{3||2|1}")
    >>> len(G.left), len(G.right), G.birthday
    (1, 1, 4)
    """

    __slots__ = ()  # the fields are _Form's

    left: tuple[Game, ...]
    right: tuple[Game, ...]
    birthday: int

    def __new__(cls, *args: object, **kwargs: object) -> Game:  # noqa: D102
        raise InvalidArgument("build games with cgt.game(left, right) or the value constructors")

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Game forms are immutable")

    def __reduce__(self) -> tuple[object, tuple[Any, ...]]:
        p = self._param
        if p is not None:
            return p.reduce()
        return (game, (self.left, self.right))

    # ----------------------------------------------------------------- structure
    @property
    def is_impartial(self) -> bool:
        """Every follower has the same Left and Right options."""
        return bool(self._flags & _IMPARTIAL)

    @property
    def is_dicot(self) -> bool:
        """Every follower has both Left and Right options, or neither."""
        return bool(self._flags & _DICOT)

    @property
    def is_dead_ending(self) -> bool:
        """Every end follower is a dead end: a Left end whose followers are all Left ends
        (and dually for Right)."""
        return bool(self._flags & _DEAD_ENDING)

    @property
    def is_left_end(self) -> bool:
        """Left has no move."""
        return not self.left

    @property
    def is_right_end(self) -> bool:
        """Right has no move."""
        return not self.right

    @property
    def is_sum(self) -> bool:
        """Held as a sum of components (see :mod:`cgt.sums`)."""
        return False

    def options(self) -> tuple[Game, ...]:
        """All options, Left then Right (an option of both appears once)."""
        seen = dict.fromkeys(self.left)
        seen.update(dict.fromkeys(self.right))
        return tuple(seen)

    def followers(self, limit: int | None = 1_000_000) -> tuple[Game, ...]:
        """This form and all its subpositions, each once, in order of birthday.

        ``limit`` bounds how many are listed (``None``: no bound); past it
        :class:`~cgt.errors.SearchBoundExceeded` is raised.

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
                    if limit is not None and len(seen) > limit:
                        raise SearchBoundExceeded(
                            f"this form has more than {limit:,} followers; pass a larger "
                            "limit=… to followers() (or limit=None)"
                        )
        return tuple(sorted(seen.values(), key=lambda f: (f.birthday, f._id)))

    def conjugate(self) -> Game:
        """The conjugate: Left and Right swapped throughout (the negative in normal play)."""
        return conjugate(self)

    def ordinal_sum(self, other: Game) -> Game:
        """The ordinal sum ``self : other`` with base ``self``.

        >>> from cgt import star, nimber
        >>> star.ordinal_sum(nimber(2)).canonical() == nimber(3)
        True
        """
        return ordinal_sum(self, other)


class _Held(Game):
    """A form held by its parameters (a parametrised value) or its components (a sum): its
    options are produced when first asked for.

    Explicit forms are plain :class:`Game` objects, whose class has no attribute hook: an
    ``__getattr__`` on Game would send every attribute read of every form down Python's slow
    path (and keep the interpreter from specialising it), for the sake of these forms alone.
    Compare types with ``type(g) in _PLAIN`` for "a form, not a sum or an alias"."""

    __slots__ = ()

    @property
    def left(self) -> tuple[Game, ...]:  # type: ignore[override]
        try:
            r = _get_left(self)
            if r is not None:  # the compiled core: None until materialised
                return r  # type: ignore[no-any-return]
        except AttributeError:  # the pure core: the slot is unset until materialised
            pass
        _materialise(self)
        return _get_left(self)  # type: ignore[no-any-return]

    @property
    def right(self) -> tuple[Game, ...]:  # type: ignore[override]
        try:
            r = _get_right(self)
            if r is not None:
                return r  # type: ignore[no-any-return]
        except AttributeError:
            pass
        _materialise(self)
        return _get_right(self)  # type: ignore[no-any-return]


# Messages name the type of what they were given: a held value is a Game held differently,
# and says so (a sum keeps its own class's name, Sum).
_Held.__name__ = _Held.__qualname__ = "Game"

#: The classes of forms that are neither sums nor aliases: explicit forms and held values.
_PLAIN = (Game, _Held)


def _operand(other: Any) -> Game | None:
    """The other operand of ``+``, ``-`` or an order operator as a game, or None when it is
    no game (the operator then answers NotImplemented)."""
    if isinstance(other, Game):
        return other
    try:
        return as_game(other)
    except (TypeError, NotShortGame):  # a loopy value: its own reflected operator answers
        return None

# --------------------------------------------------------------------------- construction
class _Draft(Game):
    """A form under construction, on the pure core. Game refuses attribute writes, and calling
    each slot's own setter costs a call through a method wrapper per slot; a draft's slots are
    written as plain attributes (the interpreter's fast path), then its class is set to the
    finished one, which has the same layout. (The compiled core writes a form's fields as its
    C type's, and builds the finished class at once.)"""

    __slots__ = ()
    __setattr__ = object.__setattr__


# The slots' own setters and getters, for what is written into a finished form (Game
# refuses writes; a third cheaper than object.__setattr__) and for _Held's properties, which
# shadow the slots' names.
_set_left = Game.left.__set__  # type: ignore[attr-defined]
_set_right = Game.right.__set__  # type: ignore[attr-defined]
_set_canon = Game._canon.__set__  # type: ignore[attr-defined]
_set_neg = Game._neg.__set__  # type: ignore[attr-defined]
_get_left = Game.left.__get__  # type: ignore[attr-defined]
_get_right = Game.right.__get__  # type: ignore[attr-defined]


def _make(left: Iterable[Game], right: Iterable[Game], values: bool = True) -> Game:
    """Intern the form with these options (repeats dropped, order irrelevant). ``values``
    False: the caller knows no parametrised value has these options (the recognisers are
    not asked)."""
    lt = _normalise(left)
    rt = _normalise(right)
    table = _TABLE
    if _COMPILED:
        key = _key(lt, rt)  # a C call (game.pxd)
        g = table.find(key)  # a C method call
        if g is not None:
            return g
    else:  # _key and the look-up inline: a call costs more than either in pure Python
        ids = []
        for h in lt:
            ids.append(h._id)
        ids.append(-1)
        for h in rt:
            ids.append(h._id)
        key = tuple(ids)
        ref = _table_get(key)
        if ref is not None:
            g = ref()
            if g is not None:
                return g
    # One pass over each side for the birthday and the structure flags, ANDed as bits: a Left
    # option cannot bear on "every follower is a Left end" (that needs no Left option at all),
    # nor a Right option on impartiality (the two sides' ids are compared) or on _RIGHT_DEAD.
    b = 0
    held = True  # every option is parametrised (a value or a sum)
    # the flags as locals: C ints on the compiled core (game.pxd), where a global's ~ and &
    # would be Python operations
    left_dead, right_dead, dead_ending = _LEFT_DEAD, _RIGHT_DEAD, _DEAD_ENDING
    dicot, impartial = _DICOT, _IMPARTIAL
    fl = _ALL
    for h in lt:
        if h.birthday >= b:
            b = h.birthday + 1
        if h._param is None:
            held = False
        hf = h._flags
        fl &= hf | left_dead
    not_right_dead = _IMPARTIAL_OR_RIGHT_DEAD
    for h in rt:
        if h.birthday >= b:
            b = h.birthday + 1
        if h._param is None:
            held = False
        hf = h._flags
        fl &= hf | not_right_dead
    if lt:
        fl &= ~left_dead
    elif not fl & left_dead:
        fl &= ~dead_ending  # a Left end that is not dead
    if rt:
        fl &= ~right_dead
    elif not fl & right_dead:
        fl &= ~dead_ending
    if (not lt) != (not rt):  # (C tests on the compiled core; bool() of each builds objects)
        fl &= ~dicot
    # (== of forms is identity, or an alias's of its form: equal ids; the compiled core
    # compares the ids, as a tuple's == of forms calls Game's __eq__ through Python's
    # rich-comparison slot, which cgt.methods' order methods make a Python-level one)
    if len(lt) != len(rt):
        fl &= ~impartial
    elif _COMPILED:
        if not _same_ids(lt, rt):
            fl &= ~impartial
    elif lt != rt:
        fl &= ~impartial
    if held and values and _recognisable(lt, rt):
        for recognise in RECOGNISERS:
            g = recognise(lt, rt)
            if g is not None:
                # The value's options, materialised now that we hold them.
                _set_left(g, lt)
                _set_right(g, rt)
                if _COMPILED:
                    _untrack(lt)  # noqa: F821 (game.pxd)
                    _untrack(rt)  # noqa: F821
                table.put(key, g)
                return g
    if _COMPILED:
        # A Game at once: its fields start as None, and the writes below are the C type's
        # own (game.pxd), which Game.__setattr__ does not see.
        g = _new_form(_Form, Game)  # noqa: F821 (game.pxd)  _Form.__new__(Game), in C
    else:
        # A draft, whose class becomes Game when it is written (Game refuses writes).
        g = _Form.__new__(_Draft)
        g._param = g._canon = g._tag = g._neg = None
    g._id = _next_id() if _COMPILED else next(_IDS)  # noqa: F821 (game.pxd)
    g.left = lt
    g.right = rt
    g.birthday = b
    g._flags = fl
    if _COMPILED:  # forms, and the tuples of forms and ids that hold or key them
        _untrack(g)  # noqa: F821 (game.pxd)
        _untrack(lt)  # noqa: F821
        _untrack(rt)  # noqa: F821
        _untrack(key)  # noqa: F821
    else:
        g.__class__ = Game
    # Registered last: an interrupted construction leaves nothing half-built in the table.
    table.put(key, g)
    return g


def _recognisable(lt: tuple[Game, ...], rt: tuple[Game, ...]) -> bool:
    """False when the options (all parametrised) are values x + n.^ + *m of which some is no
    number and two have different number parts: no recogniser answers for those (see
    RECOGNISERS), and the test costs less than asking them. Known as soon as both are seen:
    by RECOGNISERS' contract the options after them change nothing."""
    mixed = differ = False
    x0 = None
    # the two sides one after the other, each a loop over a tuple (C-indexed on the compiled
    # core, game.pxd); ``!= 0`` of a tag's int parts is a C test there, its truth a call
    for h in lt:
        t = h._tag
        if t is None:
            return True
        if t[1] != 0 or t[2] != 0:
            mixed = True
        if x0 is None:
            x0 = t[0]
        elif not differ and t[0] != x0:
            differ = True
        if mixed and differ:
            return False
    for h in rt:
        t = h._tag
        if t is None:
            return True
        if t[1] != 0 or t[2] != 0:
            mixed = True
        if x0 is None:
            x0 = t[0]
        elif not differ and t[0] != x0:
            differ = True
        if mixed and differ:
            return False
    return True


def make_held(
    param: Any,
    birthday: int,
    flags: int,
    tag: tuple[Any, int, int] | None = None,
    canonical: bool = True,
    cls: type[Game] = _Held,
) -> Game:
    """A new form held by ``param`` (a parametrised value or a sum), options unset; ``flags``
    are its structure flags (the ``_IMPARTIAL`` … ``_RIGHT_DEAD`` bits).

    ``param`` answers ``options()`` (the option tuples), ``neg()`` (the conjugate) and
    ``reduce()`` (for pickling)."""
    if _COMPILED:  # as in _make: the class at once, the fields written as the C type's
        g = _new_form(_Form, cls)  # noqa: F821 (game.pxd)
    else:
        g = _Form.__new__(_Draft)
        g._neg = None
    g._id = _next_id() if _COMPILED else next(_IDS)  # noqa: F821 (game.pxd)
    g.birthday = birthday
    g._param = param
    g._canon = True if canonical else None
    g._tag = tag
    g._flags = flags
    if _COMPILED:  # the form, its parameters (numbers, or a sum's components) and its tag
        _untrack(g)  # noqa: F821 (game.pxd)
        if _collectable(param):  # noqa: F821
            _untrack(param)  # noqa: F821
        # (numbers: else the collector traverses every new value's tag once, in its next
        # young collection, to find that out)
        if _collectable(tag):  # noqa: F821
            _untrack(tag)  # noqa: F821
    else:
        g.__class__ = cls
    return g


def _built_options(g: Game) -> tuple[tuple[Game, ...], tuple[Game, ...]] | None:
    """(left, right) when ``g``'s options are built, else None (a held value or a sum whose
    options were never asked for): the fields themselves, not _Held's properties, which
    would build them. Unset on the pure core, None on the compiled one."""
    try:
        lt = _get_left(g)
    except AttributeError:
        return None
    return None if lt is None else (lt, _get_right(g))


def _materialise(g: Game) -> None:
    p = g._param
    lt, rt = p.options()
    lt = _normalise(lt)
    rt = _normalise(rt)
    _set_left(g, lt)
    _set_right(g, rt)
    if _COMPILED:
        _untrack(lt)  # noqa: F821 (game.pxd)
        _untrack(rt)  # noqa: F821
    if not g.is_sum:
        key = _key(lt, rt)
        other = _interned(key)
        if other is None:
            _intern(key, g)
            other = g
        if other is not g:  # pragma: no cover - the recognisers make this impossible
            raise AssertionError(f"two objects for one form: {key}")


def _normalise(options: Iterable[Game]) -> tuple[Game, ...]:
    """The options without repeats, in order of id."""
    if type(options) is not list and type(options) is not tuple:
        options = list(options)
    n = len(options)
    if n == 0:
        return ()
    for h in options:
        # _Form: every instance is a Game (only Game and its subclasses are ever built), and
        # on the compiled core the test of a C type is inline, Game's a call
        if not isinstance(h, _Form):
            raise TypeError(f"an option must be a Game, not {type(h).__name__}")
    # The common shapes, without building a dict; a tuple already so (a canonical form's
    # side, a side of undominated options) is returned itself: tuples are immutable.
    if n == 1:
        return options if type(options) is tuple else (options[0],)
    if n == 2:
        a = options[0]
        b = options[1]
        i, j = a._id, b._id
        if i < j:
            return options if type(options) is tuple else (a, b)
        if j < i:
            return (b, a)
        return (a,)
    opts = {h._id: h for h in options}
    return tuple([opts[i] for i in sorted(opts)])


def _same_ids(lt: tuple[Game, ...], rt: tuple[Game, ...]) -> bool:
    """``lt == rt`` for two normalised option tuples of the same length: the same ids in the
    same places (== of two forms is equality of their ids)."""
    i = 0
    for a in lt:
        b = rt[i]
        if a is not b and a._id != b._id:
            return False
        i += 1
    return True


def _key(lt: tuple[Game, ...], rt: tuple[Game, ...]) -> tuple[int, ...]:
    """What interns the form {lt | rt} (normalised options): their ids, Left then Right, with
    -1 between (ids are never negative). One flat tuple: the table keeps one object per form."""
    nl = len(lt)
    nr = len(rt)
    if nl == 1:  # the commonest shapes ({a | b}, {a | b, c}): the tuple at once
        h = lt[0]
        a = h._id
        if nr == 1:
            h = rt[0]
            return (a, -1, h._id)
        if nr == 2:
            h = rt[0]
            b = h._id
            h = rt[1]
            return (a, -1, b, h._id)
    ids = []  # loops, not a comprehension: one Python frame fewer on the pure core
    for h in lt:
        ids.append(h._id)
    ids.append(-1)
    for h in rt:
        ids.append(h._id)
    return tuple(ids)



class _Alias(Game):
    """A wrapper that stands for ``.form``, the plain interned form: ``==`` and ``hash`` are
    the form's, and every question answers as for it; only the text differs."""

    __slots__ = ("form",)

    form: Game

    def __getattr__(self, name: str) -> Any:
        return getattr(object.__getattribute__(self, "form"), name)

    # The form's options, asked of it: an alias's own fields hold none (on the compiled core
    # they read None, and __getattr__ is asked only for what is missing).
    @property
    def left(self) -> tuple[Game, ...]:  # type: ignore[override]
        return self.form.left

    @property
    def right(self) -> tuple[Game, ...]:  # type: ignore[override]
        return self.form.right

    @property
    def is_sum(self) -> bool:
        # a labelled sum (cgt.sums.labelled_sum) is held as the plain sum's components
        return self.form.is_sum

    def __eq__(self, other: object) -> bool:
        f = self.form
        return other is self or other is f or (isinstance(other, _Alias) and other.form is f)

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return self._id


class MisereForm(_Alias):
    """A canonical form modulo a misère universe, as a universe returns it: the same form
    (``==`` and ``hash`` agree with it, and every question answers as for it), printed with its
    braces, because a name such as ``^*`` means a normal-play value (in misère play the form
    {0,*|0} is not the sum ↑ + *). ``.form`` is the plain interned form, ``.universe`` the name
    of the universe. Impartial misère canonical forms (mod I) print in CGSuite's ``*[…]``.

    >>> from cgt import D, parse
    >>> c = D.canonical(parse("{0,*|0} + 0"))
    >>> str(c), c.universe, c == parse("^*"), c.form is parse("^*")
    ('{0,*|0}', 'D', True, True)
    """

    __slots__ = ("universe",)

    universe: str

    def __reduce__(self) -> tuple[object, tuple[Any, ...]]:
        return (misere_form, (self.form, self.universe))


def labelled_form(form: Game, label: str) -> Game:
    """``form`` shown as ``label`` (the notation of the position it is the form of): ``==``
    and ``hash`` are the form's, and every question answers as for it.

    >>> from cgt import sprig
    >>> g = labelled_form(sprig("1/2").game(), 'sprig(1/2)')
    >>> str(g), g == sprig("1/2").game(), g.canonical() == sprig("1/2").canonical()
    ('sprig(1/2)', True, True)
    """
    return labelled(form, label)


def misere_form(form: Game, universe: str) -> Game:
    """``form`` as the canonical form modulo the misère universe named ``universe``."""
    return _alias(MisereForm, form, "universe", universe)


class LabelledForm(_Alias):
    """A form printed as a name of what it is (``*:-1/2 + *:1``, ``*[2#]``) instead of its
    braces: the same form (``==`` and ``hash`` agree with it, and every question answers as
    for it). Witnesses of refutations are returned so; ``.form`` is the plain form,
    ``.label`` the text.

    >>> from cgt import parse
    >>> g = labelled(parse("{0,*|0,*}"), "*:0 (sic)")
    >>> str(g), g == parse("*2"), g.form is parse("*2")
    ('*:0 (sic)', True, True)
    """

    __slots__ = ("label",)

    label: str

    def __reduce__(self) -> tuple[object, tuple[Any, ...]]:
        return (labelled, (self.form, self.label))


def labelled(form: Game, label: str) -> Game:
    """``form``, printed as ``label`` (see :class:`LabelledForm`)."""
    return _alias(LabelledForm, form, "label", label)


def _alias(cls: type, form: Game, slot: str, value: str) -> Any:
    """A new ``cls`` object standing for ``form`` (unwrapped if it is an alias itself): its
    identity and cached facts copied, and its own ``slot`` set to ``value``."""
    if isinstance(form, _Alias):
        form = form.form
    g = _Form.__new__(cls)
    for name in (
        "birthday",
        "_id",
        "_param",
        "_tag",
        "_neg",
        "_flags",
    ):
        object.__setattr__(g, name, object.__getattribute__(form, name))
    c = form._canon
    object.__setattr__(g, "_canon", form if c is True else c)  # the canonical form is form
    object.__setattr__(g, "form", form)
    object.__setattr__(g, slot, value)
    return g


def game(left: Iterable[Any] = (), right: Iterable[Any] = ()) -> Game:
    """The form ``{left | right}``: options are Games (or anything :func:`as_game` accepts:
    ints, Fractions, notation strings); repeats and order do not matter.

    >>> from cgt import game, zero
    >>> str(game([zero], [])), str(game([1, "*"], ["1/2"]))
    ('1', '{1,*|1/2}')
    """
    for side, name in ((left, "left"), (right, "right")):
        if isinstance(side, (Game, str)) or not isinstance(side, Iterable):
            raise InvalidArgument(
                f"game(left, right): {name} is a collection of options, e.g. game([0], []), "
                f"not {type(side).__name__}"
            )
    return _make(
        [as_game(x, "game(left, right): an option") for x in left],
        [as_game(x, "game(left, right): an option") for x in right],
    )


#: Converts a user's value into a Game (set by :mod:`cgt.values` and :mod:`cgt.notation`).
_COERCE: list[Callable[[Any], Game | None]] = []


#: Characters of typeset formulas that game notation reads as the ASCII they stand for (one
#: for one, so columns in errors still count the text given): − (U+2212) and ∗ (U+2217).
TYPESET = str.maketrans({"\u2212": "-", "\u2217": "*"})


def as_game(x: Any, name: str | None = None) -> Game:
    """``x`` as a Game: a Game itself, an int, a Fraction, an exactly dyadic float, a string
    in game notation, or a position with a ``game()`` method that returns its form (Hackenbush
    positions, ruleset positions). Anything else raises :class:`~cgt.errors.InvalidArgument`
    (naming the argument ``name`` when given); values that are not short games raise
    :class:`~cgt.errors.InvalidGame`, and a loopy game (a ``LoopyGame``, or text that reads as
    one, ``"on"``) :class:`~cgt.errors.NotShortGame`, naming the function that refuses it.

    >>> from cgt import star, stalk
    >>> as_game(star) is star, str(as_game(3)), str(as_game("{1|*}")), str(as_game(stalk(2)))
    (True, '3', '{1|*}', '*2')
    """
    if isinstance(x, Game):
        t = type(x)
        return x.form if t is MisereForm or t is LabelledForm else x  # type: ignore[attr-defined]
    for convert in _COERCE:
        try:
            g = convert(x)
        except NotShortGame as exc:  # a loopy value (or text of one): say who refuses it
            raise NotShortGame(_no_loopy(name, exc), exc.value) from None
        if g is not None:
            return g
    to_game = getattr(x, "game", None)
    if callable(to_game) and not isinstance(x, (type, types.ModuleType)):
        g = to_game()
        if isinstance(g, Game):
            return g
    where = f"{name}: " if name else ""
    raise InvalidArgument(
        f"{where}expected a game (a Game, an int, a Fraction, a notation string or a position "
        f"with a game() method), not {type(x).__name__}"
    )


def _no_loopy(name: str | None, exc: Exception) -> str:
    """The message for a loopy game given where a short game is needed: the function named
    by ``name`` (``"temperature(g)"``) has no meaning for it."""
    fn = name.split("(")[0].split(":")[0].strip() if name else "this"
    where = f"{name}: " if name else ""
    return f"{where}{exc}: {fn} has no meaning for a loopy game (it is defined for short games)"


def as_int(x: Any, name: str, least: int | None = None) -> int:
    """``x`` as an int (an int, or an integral Fraction), at least ``least``; anything else
    raises :class:`~cgt.errors.InvalidArgument` naming the argument ``name``.

    >>> as_int(3, "n"), as_int(True, "n", least=0)
    (3, 1)
    """
    from fractions import Fraction

    if isinstance(x, Fraction) and x.denominator == 1:
        x = x.numerator
    if not isinstance(x, int):
        raise InvalidArgument(f"{name}: expected an integer, not {type(x).__name__}")
    if least is not None and x < least:
        raise InvalidArgument(f"{name}: expected an integer at least {least}, not {x}")
    return int(x)


def set_canonical(g: Game, c: Game) -> None:
    """Record ``c`` as the canonical form of ``g`` (internal cache): ``g._canon`` is then
    ``c``, or True when ``c`` is ``g`` itself (a form never refers to itself, see
    ``_COMPILED``)."""
    if _COMPILED:
        g._canon = True if c is g else c  # the C type's field (game.pxd): no setter call
    else:
        _set_canon(g, True if c is g else c)


# --------------------------------------------------------------------------- size
#: The most positions a literal form built by cgt (``.literal()``, ordinal sums) may have.
MAX_POSITIONS = 2_000_000


def size(g: Game, limit: int | None = None) -> int:
    """How many distinct followers (including ``g``) the form has; counting stops just past
    ``limit`` (the count returned is then ``limit + 1``).

    >>> from cgt import integer, nimber
    >>> size(integer(3)), size(nimber(3)), size(integer(10**9), limit=100)
    (4, 4, 101)
    """
    n = _held_size(g)
    if n is not None:
        return n if limit is None else min(n, limit + 1)
    if g.is_sum and limit is not None:
        # A sum has at least as many followers as each component: a huge one is not walked.
        for c in g._param.components:  # type: ignore[attr-defined]
            if size(c, limit) > limit:
                return limit + 1
    seen = {g._id}
    stack = [g]
    while stack:
        h = stack.pop()
        for x in h.left + h.right:
            if x._id not in seen:
                if limit is not None:
                    k = _held_size(x)  # a huge value is not walked to learn it is huge
                    if k is not None and len(seen) + k > limit + 1:
                        return limit + 1
                seen.add(x._id)
                if limit is not None and len(seen) > limit:
                    return limit + 1
                stack.append(x)
    return len(seen)


def _held_size(g: Game) -> int | None:
    p = g._param
    if p is None or g.is_sum:
        return None
    return p.size()  # type: ignore[no-any-return]


# --------------------------------------------------------------------------- nesting
_NEST: dict[int, int] = _memo.table("nesting depths")
_nest_get = _NEST.get  # bound once: compiled code would bind it on every call
#: Forms born by this day answer their birthday, without a look-up: nothing they hold matters.
_NEST_FROM = 32


def nesting(g: Game) -> int:
    """How deeply a recursion on the options of ``g`` can nest, when a value held by its
    parameters answers from them: the bound by which a call decides whether it needs the big
    stack (:func:`cgt._deep.maybe_deep`), instead of the birthday.

    An explicit form nests one deeper than its deepest option; a sum as deep as its components
    together; an integer not at all (the algorithms compare and add integers by their tags and
    step into one only alongside a step into the other form), and any other held value x + U
    (a number x plus an infinitesimal U: x + n·↑ + *m, uptimals) as deep as its birthday
    without the integer part of x. Never more than the birthday.

    >>> from cgt import game, integer, nimber
    >>> g = game([integer(5000)], [nimber(3), integer(-5000)])
    >>> g.birthday, nesting(g)
    (5001, 4)
    """
    b = g.birthday
    if b <= _NEST_FROM:
        return b
    if g._param is not None:
        return _held_nesting(g)
    r = _nest_get(g._id)
    if r is not None:
        return r
    # The common case at once: every option young, held, or known.
    r = 0
    for side in (g.left, g.right):
        for x in side:
            d = x.birthday
            if d > _NEST_FROM:
                if x._param is not None:
                    d = _held_nesting(x)
                else:
                    d = _nest_get(x._id)
                    if d is None:
                        return _nesting_walk(g)
            if d >= r:
                r = d + 1
    _memo.put(_NEST, g._id, r)
    return r


def _nesting_walk(g: Game) -> int:
    """nesting(g) for an explicit form with explicit options not known yet: iteratively,
    children first, as the form may be thousands of levels deep."""
    stack = [g]
    r = 0
    while stack:
        h = stack[-1]
        if h._id in _NEST:
            stack.pop()
            continue
        if h._param is not None:
            r = _held_nesting(h)
        else:
            r = 0
            for x in h.left + h.right:
                d = x.birthday if x.birthday <= _NEST_FROM else _nest_get(x._id)
                if d is None:
                    stack.append(x)
                    r = -1
                elif r >= 0 and d >= r:
                    r = d + 1
            if r < 0:
                continue  # the children first
        stack.pop()
        _memo.put(_NEST, h._id, r)
    return r  # the last form finished is g, at the bottom of the stack


def _held_nesting(h: Game) -> int:
    t = h._tag
    if t is not None:  # x + n·↑ + *m
        x = t[0]
    elif h.is_sum:
        return sum(nesting(c) for c in h._param.components)  # type: ignore[attr-defined]
    else:
        x = h._param.x  # type: ignore[attr-defined]
    # A held value is x + U with x a number and U infinitesimal (U = 0 for numbers): its
    # options are x + U's, so only U's and the fractional part of x are walked.
    n = x if type(x) is int else int(x)
    b = h.birthday - (n if n >= 0 else -n)
    return b if b > 0 else 0


# --------------------------------------------------------------------------- conjugate
def conjugate(g: Game) -> Game:
    """The conjugate of ``g`` (Left and Right swapped throughout)."""
    if isinstance(g, _Alias):
        g = g.form
    r = g._neg
    if r is not None:
        if type(r) is not _ref:
            return r
        r = r()
        if r is not None:
            return r
    return maybe_deep(nesting(g), _neg, g)


def _neg(g: Game) -> Game:
    r = g._neg
    if r is not None:
        if type(r) is not _ref:
            return r
        r = r()
        if r is not None:
            return r
    p = g._param
    if p is not None:
        r = p.neg()
    else:
        r = _make([_neg(x) for x in g.right], [_neg(x) for x in g.left])
        if g._canon is True and r._canon is None:
            set_canonical(r, r)
    _pair(g, r)
    return r


def _pair(g: Game, r: Game) -> None:
    """Record ``g`` and ``r`` as each other's conjugates: one of them refers to the other, and
    the other to it only weakly, since two forms referring to each other would be a
    reference cycle (see ``_COMPILED``); so is a self-conjugate form's weak reference to
    itself. The weak side is written first: an interrupt in between leaves no cycle."""
    if r is g or r._neg is g:  # r holds g already (g's weak reference to r was lost)
        _set_neg(g, _ref(r))
    else:
        _set_neg(r, _ref(g))
        _set_neg(g, r)


# --------------------------------------------------------------------------- ordinal sum
def ordinal_sum(base: Any, subordinate: Any) -> Game:
    """The ordinal sum ``base : subordinate`` = {B^L, B:S^L | B^R, B:S^R}, as a literal form.

    A move in the base ends play in the subordinate; a move in the subordinate keeps the base.
    The literal form has one position per follower of the subordinate (plus the base's), so a
    subordinate with more than :data:`MAX_POSITIONS` followers is refused.

    >>> from cgt import star, zero, ordinal_sum, parse
    >>> ordinal_sum(star, zero) is star, ordinal_sum(zero, star) is star
    (True, True)
    >>> str(ordinal_sum(1, 2)), str(ordinal_sum(1, 2).canonical())
    ('{0,{0,1|}|}', '3')

    A loopy value on either side (``ordinal_sum(one, off)``, or its text) gives the loopy
    ordinal sum, as ``parse("1:off")`` does.

    >>> ordinal_sum(1, "off") == parse("1:off")
    True
    """
    for x in (base, subordinate):
        # Loopy values live above this floor; their type carries its own ordinal sum.
        loopy = getattr(type(x), "_ordinal_sum_of", None)
        if loopy is not None:
            return loopy(base, subordinate)  # type: ignore[no-any-return]
    try:
        base, subordinate = as_game(base), as_game(subordinate)
    except NotShortGame as exc:
        if exc.value is None:
            raise
        # the text of a loopy value ("off"): its type's loopy ordinal sum, as for the value
        return type(exc.value)._ordinal_sum_of(_or_loopy(base), _or_loopy(subordinate))
    n = size(subordinate, MAX_POSITIONS)
    if n > MAX_POSITIONS:
        raise SearchBoundExceeded(
            f"the literal ordinal sum would have more than {MAX_POSITIONS:,} positions (one per "
            "follower of the subordinate); raise cgt.game.MAX_POSITIONS to build it"
        )
    memo: dict[int, Game] = {}
    return maybe_deep(subordinate.birthday, _ordinal, base, subordinate, memo)


def _or_loopy(x: Any) -> Any:
    """``x`` as a Game, or as the loopy value it reads as."""
    try:
        return as_game(x)
    except NotShortGame as exc:
        if exc.value is None:
            raise
        return exc.value


def _ordinal(g: Game, h: Game, memo: dict[int, Game]) -> Game:
    r = memo.get(h._id)
    if r is None:
        if h.birthday == 0:
            r = g
        else:
            r = _make(
                g.left + tuple(_ordinal(g, x, memo) for x in h.left),
                g.right + tuple(_ordinal(g, x, memo) for x in h.right),
            )
        memo[h._id] = r
    return r


# --------------------------------------------------------------------------- the module
class _CallableModule(types.ModuleType):
    """``cgt.game`` is both this module and the constructor :func:`game`: ``import cgt.game``
    gives the module, and ``from cgt import game; game([zero], [])`` builds a form."""

    def __call__(self, left: Iterable[Any] = (), right: Iterable[Any] = ()) -> Game:
        return game(left, right)


def callable_module(name: str, cls: type[types.ModuleType]) -> None:
    """Make the module ``name`` an instance of ``cls`` (a callable module class)."""
    sys.modules[name].__class__ = cls


callable_module(__name__, _CallableModule)
