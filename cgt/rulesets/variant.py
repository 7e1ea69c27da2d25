"""Variants of rulesets: the impartial, dicotic (all-small) and twisted variants of any ruleset
(CGSuite's ``R.ImpartialVariant``, ``R.DicoticVariant``, ``R.TwistedVariant`` and
``game.variant``).

For a ruleset class R (built in or your own), ``R.impartial_variant()``,
``R.dicotic_variant()`` and ``R.twisted_variant()`` return a position class whose constructor
takes R's arguments; ``p.impartial_variant()`` (and the other two) on a position p of R returns
p's variant. Each class is made once per R. The rules are CGSuite's (and those of
:mod:`cgt.variants` on forms, so that ``p.impartial_variant().game()`` is the impartial variant
of ``p.game()``):

- impartial variant, i(G) = {i(G^L), i(G^R) | i(G^L), i(G^R)}: either player may make any
  move of either player. The variant of a sum is the sum of the variants, so R's
  ``components()`` carry over; the class is impartial (``IMPARTIAL``), its canonical form is
  the nimber of its nim value, and the impartial variant of a position and of its negative
  are the same game.
- dicotic variant, d(G) = {d(G^L) | d(G^R)} when both players have a move in G, else 0: a
  player may move only when both players can. Every position is dicotic (all-small). A sum's
  variant is not the sum of the variants (one player's moves in one component keep the other
  components alive), so there is no decomposition; d(-G) = -d(G).
- twisted variant, t(G) = {-t(G^L) | -t(G^R)}: Left's options are the negatives of the
  twisted variants of Left's options of G (the players swap roles after every move), and
  likewise for Right. Its positions are twisted variants and their negatives (``-`` before
  the text); no decomposition; t(-G) = -t(G).

R's symmetries and negations carry over as these identities allow, so the transposition
table answers for symmetric boards at once. Play that can repeat (Backsliding Toads and Frogs)
is valued by ``game_value()``, as for any ruleset.

>>> from cgt.rulesets import Cram, Domineering
>>> I = Domineering.impartial_variant()
>>> I, I("..|.#"), Domineering("..|.#").impartial_variant() == I("..|.#")
(Domineering.impartial_variant(), Domineering.impartial_variant()('..|.#'), True)
>>> I("...|...").nim_value(), Cram("...|...").nim_value()
(1, 1)
>>> D = Domineering.dicotic_variant()
>>> str(D("...|...").canonical()), str(D(".|.").canonical())
('^', '0')
>>> t = Domineering("...|...").twisted_variant()
>>> str(t.canonical()), t.left_moves()[0]
('1', -Domineering.twisted_variant()('#..|#..'))
"""

from __future__ import annotations

import copyreg
import threading
from collections.abc import Iterable
from typing import Any, ClassVar

from cgt.errors import InvalidArgument
from cgt.game import Game
from cgt.rulesets import base as _base
from cgt.rulesets.base import Ruleset
from cgt.values import nimber

__all__ = [
    "VariantPosition",
    "ImpartialVariant",
    "DicoticVariant",
    "TwistedVariant",
    "variant_class",
    "KINDS",
]

#: The variants by the names of their methods.
KINDS = ("impartial_variant", "dicotic_variant", "twisted_variant")


class _VariantMeta(type):
    """The metaclass of the variant classes: a class prints as the call that gives it."""

    def __repr__(cls) -> str:
        base = cls.__dict__.get("BASE")
        if base is None:
            return super().__repr__()
        return f"{_class_text(base)}.{cls.KIND}()"  # type: ignore[attr-defined]


def _class_text(cls: type) -> str:
    return repr(cls) if isinstance(cls, _VariantMeta) else cls.__name__


class VariantPosition(Ruleset, metaclass=_VariantMeta):
    """A position of a variant of a ruleset: it holds the position ``base`` of the ruleset
    ``BASE`` it comes from. Its concrete classes come from :func:`variant_class` (or
    ``R.impartial_variant()`` and the others); built from R's constructor arguments, or from
    a position of R with ``of``.

    >>> from cgt.rulesets import Clobber
    >>> p = Clobber.impartial_variant()("xo.|.ox")
    >>> p.base, isinstance(p, ImpartialVariant), type(p).BASE
    (Clobber('xo.|.ox'), True, <class 'cgt.rulesets.clobber.Clobber'>)
    """

    __slots__ = ("base", "_hash")
    base: Any
    #: The ruleset class whose variant this is, and which variant (one of :data:`KINDS`).
    BASE: ClassVar[type]
    KIND: ClassVar[str]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        if "BASE" not in type(self).__dict__:
            raise InvalidArgument(
                f"{type(self).__name__} is the common base of the variant classes; make a "
                "position with R.impartial_variant()(...) and the like"
            )
        self._set(type(self).BASE(*args, **kwargs))

    def _set(self, base: Any) -> None:
        object.__setattr__(self, "base", base)
        object.__setattr__(self, "_hash", hash((self.KIND, base)))

    @classmethod
    def _wrap(cls, base: Any) -> Any:
        p = object.__new__(cls)
        p._set(base)
        return p

    @classmethod
    def of(cls, position: Any) -> Any:
        """The variant of ``position``, a position of the class's ruleset ``BASE``.

        >>> from cgt.rulesets import Domineering
        >>> Domineering.twisted_variant().of(Domineering("..|.."))
        Domineering.twisted_variant()('..|..')
        """
        if "BASE" not in cls.__dict__:
            raise InvalidArgument("of(): call it on a variant class, e.g. R.impartial_variant()")
        if not isinstance(position, cls.BASE):
            raise InvalidArgument(
                f"{cls!r}.of(position): a position of {_class_text(cls.BASE)} is needed, "
                f"not {position!r}"
            )
        return cls._wrap(position)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("positions are immutable")

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.base == self.base  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (type(self).BASE, self.KIND, self.base))

    def __str__(self) -> str:
        return str(self.base)

    def __repr__(self) -> str:
        return _position_text(type(self), self.base)

    def __getattr__(self, name: str) -> Any:
        # Pictures in notebooks: the board of the position the variant is played on.
        if name == "_repr_svg_":
            return getattr(self.base, name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def sort_key(self) -> Any:
        return self.base.sort_key()

    def depth_hint(self) -> int:
        return self.base.depth_hint()  # type: ignore[no-any-return]


def _position_text(cls: type, base: Any) -> str:
    """``R.kind()(args)`` when the base prints as ``R(args)``, else ``R.kind().of(base)``."""
    text = repr(base)
    head = _class_text(cls.BASE)  # type: ignore[attr-defined]
    if type(base) is cls.BASE and text.startswith(head + "(") and text.endswith(")"):  # type: ignore[attr-defined]
        return f"{cls!r}{text[len(head):]}"
    return f"{cls!r}.of({text})"


def _wrapped(cls: Any, moves: Iterable[Any]) -> list[Any]:
    return [cls._wrap(m) for m in moves]


def _nonempty(moves: Iterable[Any]) -> bool:
    for _ in moves:
        return True
    return False


class ImpartialVariant(VariantPosition):
    """A position of an impartial variant: either player makes any move of either player
    (CGSuite's ``ImpartialVariantGame``). Components carry over; the nim value comes by the
    mex rule and the canonical form is that nimber.

    >>> from cgt.rulesets import Domineering
    >>> p = Domineering("..|..|..").impartial_variant()
    >>> len(p.left_moves()), p.left_moves() == p.right_moves(), str(p.canonical())
    (7, True, '*')
    """

    __slots__ = ()
    KIND = "impartial_variant"
    IMPARTIAL = True

    def left_moves(self) -> list[Any]:
        b = self.base
        wrap = type(self)._wrap
        out = dict.fromkeys(wrap(m) for m in b.left_moves())
        out.update(dict.fromkeys(wrap(m) for m in b.right_moves()))
        return list(out)

    def right_moves(self) -> list[Any]:
        return self.left_moves()

    def components(self) -> list[Any]:
        b = self.base
        parts = list(b.components())
        if len(parts) == 1 and parts[0] == b:
            return [self]
        return _wrapped(type(self), parts)

    def symmetries(self) -> list[Any]:
        # i(-G) = i(G): the base's negations are symmetries of the variant
        cls = type(self)
        return _wrapped(cls, self.base.symmetries()) + _wrapped(cls, self.base.negations())

    def negations(self) -> list[Any]:
        return self.symmetries()  # an impartial game is its own negative

    def _representative(self) -> tuple[Any, bool]:
        rep, _ = self.base._representative()
        return (self if rep == self.base else type(self)._wrap(rep)), False

    def canonical(self, max_positions: int | None = None) -> Game:
        """The canonical form: the nimber of the nim value (CGSuite's ``CanonicalForm`` of an
        impartial game)."""
        return nimber(self.nim_value(max_positions))

    def nim_value(self, max_positions: int | None = None) -> int:
        """The nim value: the twin's where the ruleset names one with its own evaluator
        (Domineering's impartial variant is Cram), else by the mex rule on positions.

        >>> from cgt.rulesets import Domineering
        >>> Domineering("...|...").impartial_variant().nim_value()
        1
        """
        twin = self.base._impartial_twin()
        if twin is not None:
            return twin.nim_value(max_positions)  # type: ignore[no-any-return]
        return super().nim_value(max_positions)


class DicoticVariant(VariantPosition):
    """A position of a dicotic (all-small) variant: a player may move only when both players
    have a move, and then makes a move of the ruleset (CGSuite's ``DicoticVariantGame``).

    >>> from cgt.rulesets import Domineering
    >>> p = Domineering("..#|...").dicotic_variant()
    >>> [str(q) for q in p.left_moves()], p.right_moves()[0].left_moves()
    (['#.#|#..', '.##|...'], [])
    """

    __slots__ = ()
    KIND = "dicotic_variant"

    def left_moves(self) -> list[Any]:
        b = self.base
        moves = list(b.left_moves())
        if not moves or not _nonempty(b.right_moves()):
            return []
        return _wrapped(type(self), moves)

    def right_moves(self) -> list[Any]:
        b = self.base
        moves = list(b.right_moves())
        if not moves or not _nonempty(b.left_moves()):
            return []
        return _wrapped(type(self), moves)

    def symmetries(self) -> list[Any]:
        return _wrapped(type(self), self.base.symmetries())

    def negations(self) -> list[Any]:
        return _wrapped(type(self), self.base.negations())  # d(-G) = -d(G)

    def _representative(self) -> tuple[Any, bool]:
        rep, negated = self.base._representative()
        return (self if rep == self.base else type(self)._wrap(rep)), negated


class TwistedVariant(VariantPosition):
    """A position of a twisted variant, or its negative (``negated``): after every move the
    players swap roles (CGSuite's ``TwistedVariantGame``; its options are negatives of
    twisted variants, printed with ``-``).

    >>> from cgt.rulesets import Domineering
    >>> p = Domineering(".|.|.").twisted_variant()
    >>> q = p.left_moves()[0]
    >>> q, q.negated, q.left_moves(), str(p.canonical())
    (-Domineering.twisted_variant()('#|#|.'), True, [], '1')
    """

    __slots__ = ("negated",)
    KIND = "twisted_variant"
    negated: bool

    def _set(self, base: Any, negated: bool = False) -> None:
        object.__setattr__(self, "base", base)
        object.__setattr__(self, "negated", negated)
        object.__setattr__(self, "_hash", hash((self.KIND, base, negated)))

    @classmethod
    def _wrap(cls, base: Any, negated: bool = False) -> Any:
        p = object.__new__(cls)
        p._set(base, negated)
        return p

    def __eq__(self, other: object) -> bool:
        return (
            type(other) is type(self)
            and other.negated is self.negated  # type: ignore[attr-defined]
            and other.base == self.base  # type: ignore[attr-defined]
        )

    def __hash__(self) -> int:
        return self._hash

    def __neg__(self) -> Any:
        return type(self)._wrap(self.base, not self.negated)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (type(self).BASE, self.KIND, self.base, self.negated))

    def __str__(self) -> str:
        return ("-" if self.negated else "") + str(self.base)

    def __repr__(self) -> str:
        return ("-" if self.negated else "") + _position_text(type(self), self.base)

    def sort_key(self) -> Any:
        return (self.base.sort_key(), self.negated)

    def left_moves(self) -> list[Any]:
        # t(G)'s Left options are -t(G^L); -t(G) = {t(G^R) | t(G^L)}
        wrap, b = type(self)._wrap, self.base
        if self.negated:
            return [wrap(m, False) for m in b.right_moves()]
        return [wrap(m, True) for m in b.left_moves()]

    def right_moves(self) -> list[Any]:
        wrap, b = type(self)._wrap, self.base
        if self.negated:
            return [wrap(m, False) for m in b.left_moves()]
        return [wrap(m, True) for m in b.right_moves()]

    def symmetries(self) -> list[Any]:
        wrap, b, n = type(self)._wrap, self.base, self.negated
        return [wrap(s, n) for s in b.symmetries()] + [wrap(m, not n) for m in b.negations()]

    def negations(self) -> list[Any]:
        wrap, b, n = type(self)._wrap, self.base, self.negated
        return [wrap(s, not n) for s in b.symmetries()] + [wrap(m, n) for m in b.negations()]

    def _representative(self) -> tuple[Any, bool]:
        rep, negated = self.base._representative()
        same = rep == self.base and not self.negated
        return (self if same else type(self)._wrap(rep, False)), negated is not self.negated


_KIND_CLASSES: dict[str, type[VariantPosition]] = {
    "impartial_variant": ImpartialVariant,
    "dicotic_variant": DicoticVariant,
    "twisted_variant": TwistedVariant,
}
_CLASSES: dict[tuple[type, str], type[VariantPosition]] = {}
_LOCK = threading.Lock()


def variant_class(ruleset: type, kind: str) -> type[VariantPosition]:
    """The position class of a variant of ``ruleset`` (a :class:`Ruleset` subclass), made
    once per ruleset: ``kind`` is ``"impartial_variant"``, ``"dicotic_variant"`` or
    ``"twisted_variant"``. ``R.impartial_variant()`` is ``variant_class(R,
    "impartial_variant")``.

    >>> from cgt.rulesets import Clobber
    >>> variant_class(Clobber, "dicotic_variant") is Clobber.dicotic_variant()
    True
    >>> variant_class(Clobber, "mirrored")
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidArgument: a variant is one of 'impartial_variant', ... not 'mirrored'
    """
    if not isinstance(kind, str) or kind not in _KIND_CLASSES:
        raise InvalidArgument(
            f"a variant is one of {', '.join(map(repr, KINDS))}, not {kind!r}"
        )
    if not (isinstance(ruleset, type) and issubclass(ruleset, Ruleset)):
        raise InvalidArgument(
            f"variants are made of Ruleset classes (such as Domineering), not {ruleset!r}"
        )
    key = (ruleset, kind)
    cls = _CLASSES.get(key)
    if cls is None:
        with _LOCK:
            cls = _CLASSES.get(key)
            if cls is None:
                name = f"{_class_text(ruleset)}.{kind}()"
                cls = _VariantMeta(
                    name,
                    (_KIND_CLASSES[kind],),
                    {
                        "__slots__": (),
                        "__module__": __name__,
                        "__qualname__": name,
                        "__doc__": f"Positions of the {kind.replace('_', ' ')} of "
                        f"{_class_text(ruleset)} (see :mod:`cgt.rulesets.variant`).",
                        "BASE": ruleset,
                        # a variant plays R's moves (or their negatives): R's cycles remain
                        "LOOPY": ruleset.LOOPY,
                    },
                )
                _CLASSES[key] = cls
    return cls


def _rebuild(ruleset: type, kind: str, base: Any, *negated: bool) -> Any:
    """Unpickling: the variant position of ``base``."""
    return variant_class(ruleset, kind)._wrap(base, *negated)


def _reduce_class(cls: type) -> Any:
    base = cls.__dict__.get("BASE")
    if base is None:
        return cls.__qualname__  # the common bases pickle by name
    return (variant_class, (base, cls.KIND))  # type: ignore[attr-defined]


# Variant classes are made at run time: they pickle as the call that makes them, so that their
# positions travel to worker processes.
copyreg.pickle(_VariantMeta, _reduce_class)

# The Ruleset methods R.impartial_variant() & co find the classes here.
_base._VARIANTS.append(variant_class)
