"""The universe interface and verdicts.

A universe U is a set of games X against which comparison is taken: G ≥ H (mod U) iff
o(G + X) ≥ o(H + X) for every X in U (G and H themselves need not lie in U). Every universe
answers the same questions; comparisons return a :class:`Verdict` carrying its evidence.

>>> from cgt import D, M, parse, zero
>>> v = D.equiv(parse("*2 + *2"), zero)
>>> bool(v), str(v.witness), [str(o) for o in v.outcomes]
(False, '0', ['P', 'N'])
>>> bool(M.ge(zero, zero))
True
"""

from __future__ import annotations

import functools
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

import attrs

from cgt import _plugins
from cgt.errors import NotInvertible, NotSupported, Undecided
from cgt.game import Game, as_game, misere_form
from cgt.outcome import Outcome

__all__ = ["Verdict", "Universe", "RELATIONS", "COMPARISON_THEOREMS"]

#: Values of ``Verdict.relation`` for ``compare``.
RELATIONS = ("=", "<", ">", "||")


@attrs.frozen(repr=False)
class Verdict:
    """The answer to a comparison, with its evidence.

    - ``decided``: whether the theory or the search settled the question;
    - ``holds``: the answer when decided (for ``compare``: whether G ≡ H), else None;
    - ``relation``: for ``compare``, one of ``"="``, ``"<"``, ``">"``, ``"||"``;
    - ``reason``: the theorem or test that decided it (or why it was not decided);
    - ``witness``: a game X of the universe refuting the claim, with ``outcomes`` =
      (o(G + X), o(H + X)) computed and confirmed;
    - ``converse_witness`` / ``converse_outcomes``: for ``compare`` with relation ``"||"``, the
      game refuting H ≥ G (``witness`` refutes G ≥ H);
    - ``inverse``: for ``is_invertible`` when it holds, an inverse of G.

    ``bool(v)`` is ``holds`` when decided and raises :class:`~cgt.errors.Undecided` otherwise.

    >>> v = Verdict(decided=False, holds=None, reason="no witness found")
    >>> bool(v)
    Traceback (most recent call last):
    ...
    cgt.errors.Undecided: no witness found
    """

    decided: bool
    holds: bool | None
    reason: str
    relation: str | None = None
    witness: Game | None = None
    outcomes: tuple[Outcome, Outcome] | None = None
    converse_witness: Game | None = None
    converse_outcomes: tuple[Outcome, Outcome] | None = None
    inverse: Game | None = None

    def __bool__(self) -> bool:
        if not self.decided:
            raise Undecided(self.reason)
        return bool(self.holds)

    def __repr__(self) -> str:
        parts = []
        if not self.decided:
            parts.append("undecided")
        elif self.relation is not None:
            parts.append(f"relation={self.relation!r}")
        else:
            parts.append(f"holds={self.holds}")
        if self.witness is not None:
            parts.append(f"witness={self.witness}")
            if self.outcomes is not None:
                parts.append(f"outcomes=({self.outcomes[0]}, {self.outcomes[1]})")
        if self.converse_witness is not None:
            parts.append(f"converse_witness={self.converse_witness}")
        if self.inverse is not None:
            parts.append(f"inverse={self.inverse}")
        parts.append(f"reason={self.reason!r}")
        return "Verdict(" + ", ".join(parts) + ")"

    def status(self) -> str:
        """One word or relation: ``holds``, ``refuted``, ``undecided``, or for ``compare`` the
        relation of G to H (``G = H``, ``G < H``, ``G > H``, ``G || H``).

        >>> from cgt import D, parse, zero
        >>> D.equiv(parse("*2 + *2"), zero).status(), D.compare(zero, zero).status()
        ('refuted', 'G = H')
        """
        if not self.decided:
            return "undecided"
        if self.relation is not None:
            return f"G {self.relation} H"
        return "holds" if self.holds else "refuted"

    def _repr_html_(self) -> str:
        """A small table for notebooks: the answer, the reason, and the evidence (witness X
        with the outcomes of G + X and H + X, the converse witness, the inverse).

        >>> from cgt import D, parse, zero
        >>> html = D.equiv(parse("*2 + *2"), zero)._repr_html_()
        >>> "<td>refuted</td>" in html and "<td>P</td><td>N</td>" in html
        True
        """
        import html

        e = html.escape
        rows = [("verdict", e(self.status())), ("reason", e(self.reason))]
        head = "<tr><th></th><th>X</th><th>o(G + X)</th><th>o(H + X)</th></tr>"
        evidence = []
        for what, x, o in (
            ("witness", self.witness, self.outcomes),
            ("converse witness", self.converse_witness, self.converse_outcomes),
        ):
            if x is not None:
                a, b = ("", "") if o is None else (str(o[0]), str(o[1]))
                evidence.append(
                    f"<tr><th>{what}</th><td>{e(str(x))}</td><td>{a}</td><td>{b}</td></tr>"
                )
        if self.inverse is not None:
            rows.append(("inverse", e(str(self.inverse))))
        body = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in rows)
        out = f"<div class='cgt-verdict'><table>{body}</table>"
        if evidence:
            out += f"<table>{head}{''.join(evidence)}</table>"
        return out + "</div>"


def short(x: Game, limit: int = 60) -> str:
    """``str(x)``, cut to ``limit`` characters for messages."""
    text = str(x)
    return text if len(text) <= limit else text[: limit - 1] + "…"


#: Why a comparison of loopy values holds or fails in normal play.
_LOOPY_ORDER = (
    "the order of loopy values: G ≥ H iff G⁺ ≥ H⁺ and G⁻ ≥ H⁻, sides compared as stoppers "
    "(Siegel, Combinatorial Game Theory, ch. VI)"
)


def _loopy_operands(args: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """The operands as loopy values or short games when one of them is loopy (a LoopyGame, or
    a notation string such as ``"on"``); None when all are short."""
    from cgt.errors import NotShortGame

    out, loopy = [], False
    for a in args:
        if type(a).__module__ == "cgt.loopy.value":
            out.append(a)
            loopy = True
            continue
        try:
            out.append(as_game(a))
        except NotShortGame as exc:
            if exc.value is None:
                raise
            out.append(exc.value)
            loopy = True
    return tuple(out) if loopy else None


def _loopy_ge(g: Any, h: Any) -> Verdict:
    """G ≥ H for loopy values (normal play): no witness game, the order's theorem instead."""
    if g >= h:
        return Verdict(True, True, _LOOPY_ORDER)
    return Verdict(True, False, f"{_LOOPY_ORDER}: G ≱ H")


def _loopy_equiv(g: Any, h: Any) -> Verdict:
    if g >= h and h >= g:
        return Verdict(True, True, _LOOPY_ORDER)
    return Verdict(True, False, f"{_LOOPY_ORDER}: G ≠ H")


_LOOPY_RELATIONS: dict[str, Callable[..., Verdict]] = {"ge": _loopy_ge, "equiv": _loopy_equiv}


def _coercing(fn: Callable[..., Any], games: int) -> Callable[..., Any]:
    """``fn`` with its first ``games`` arguments converted by :func:`cgt.game.as_game` (so a
    universe takes ints and notation strings as well as Games)."""

    @functools.wraps(fn)
    def wrapper(self: Universe, *args: Any, **kwargs: Any) -> Any:
        where = f"{self.name}.{fn.__name__}"  # names the question in a refusal (a loopy game)
        if not self.misere and fn.__name__ in _LOOPY_RELATIONS:
            loopy = _loopy_operands(args[:games])
            if loopy is not None:  # normal play orders loopy values too
                return _LOOPY_RELATIONS[fn.__name__](*loopy)
        args = tuple(as_game(a, where) if i < games else a for i, a in enumerate(args))
        return fn(self, *args, **kwargs)

    wrapper.__wrapped_by_cgt__ = True  # type: ignore[attr-defined]
    return wrapper


def _marking(fn: Callable[..., Game]) -> Callable[..., Game]:
    """``canonical`` returning a :class:`~cgt.game.MisereForm` for misère universes."""

    @functools.wraps(fn)
    def wrapper(self: Universe, g: Any, *args: Any, **kwargs: Any) -> Game:
        c = fn(self, as_game(g, f"{self.name}.{fn.__name__}"), *args, **kwargs)
        return misere_form(c, self.name) if self.misere else c

    wrapper.__wrapped_by_cgt__ = True  # type: ignore[attr-defined]
    return wrapper


#: Theorems that prove a comparison in every misère universe at once (mod M, hence mod any U):
#: each takes (G, H, both) and returns the citation when it proves G ≥ H (``both``: G ≡ H),
#: else None. Misère universes consult them before their own theory; installed by the packages
#: that prove them (the Hackenbush theory), imported by :func:`cgt._plugins.load` when first
#: consulted.
COMPARISON_THEOREMS: list[Callable[[Game, Game, bool], str | None]] = []


def _theorem(g: Game, h: Game, both: bool) -> str | None:
    _plugins.load()
    for theorem in COMPARISON_THEOREMS:
        found = theorem(g, h, both)
        if found is not None:
            return found
    return None


def _consulting(fn: Callable[..., Verdict], both: bool) -> Callable[..., Verdict]:
    """``ge`` (``both`` False) or ``equiv`` answering from :data:`COMPARISON_THEOREMS` first
    in a misère universe."""

    @functools.wraps(fn)
    def wrapper(self: Universe, g: Game, h: Game, *args: Any, **kwargs: Any) -> Verdict:
        if self.misere:
            found = _theorem(g, h, both)
            if found is not None:
                return Verdict(True, True, found)
        return fn(self, g, h, *args, **kwargs)

    wrapper.__wrapped_by_cgt__ = True  # type: ignore[attr-defined]
    return wrapper


_TWO_GAMES = ("ge", "le", "equiv", "compare", "distinguish")
_ONE_GAME = ("contains", "outcome", "is_invertible", "inverse")


class Universe(ABC):
    """A set of games modulo which games are compared; see the module docstring.

    Every method takes games as Games, ints, Fractions or notation strings.
    """

    #: Misère universes print their canonical forms with braces (see MisereForm).
    misere: bool = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name, fn in list(vars(cls).items()):
            if getattr(fn, "__wrapped_by_cgt__", False) or not callable(fn):
                continue
            if name in ("ge", "equiv"):
                setattr(cls, name, _coercing(_consulting(fn, name == "equiv"), 2))
            elif name in _TWO_GAMES:
                setattr(cls, name, _coercing(fn, 2))
            elif name in _ONE_GAME:
                setattr(cls, name, _coercing(fn, 1))
            elif name == "canonical":
                setattr(cls, name, _marking(fn))

    #: Short name (``"D"``, ``"M"``, …).
    name: str = "?"
    #: One line describing the universe.
    description: str = ""

    def __repr__(self) -> str:
        return self.name

    @abstractmethod
    def contains(self, g: Game) -> bool:
        """Is ``g`` a member of the universe?"""

    @abstractmethod
    def ge(self, g: Game, h: Game) -> Verdict:
        """G ≥ H modulo the universe."""

    def le(self, g: Game, h: Game) -> Verdict:
        """G ≤ H modulo the universe (outcomes and witness oriented as (G, H))."""
        v = self.ge(h, g)
        if v.outcomes is None:
            return v
        return attrs.evolve(v, outcomes=(v.outcomes[1], v.outcomes[0]))

    @abstractmethod
    def equiv(self, g: Game, h: Game) -> Verdict:
        """G ≡ H modulo the universe."""

    def compare(self, g: Game, h: Game) -> Verdict:
        """The relation between G and H: ``"="``, ``"<"``, ``">"`` or ``"||"``; ``holds`` is
        True exactly for ``"="``. ``witness`` refutes G ≥ H when that fails (for ``">"`` it
        refutes H ≥ G), ``converse_witness`` refutes H ≥ G when both fail."""
        a = self.ge(g, h)
        b = self.ge(h, g)
        if not (a.decided and b.decided):
            undecided = a if not a.decided else b
            return Verdict(decided=False, holds=None, reason=undecided.reason)
        if a.holds and b.holds:
            return Verdict(True, True, f"both ways: {a.reason}", relation="=")
        if a.holds:
            return Verdict(
                True,
                False,
                f"G ≥ H ({a.reason}); H ≱ G ({b.reason})",
                relation=">",
                witness=b.witness,
                outcomes=None if b.outcomes is None else (b.outcomes[1], b.outcomes[0]),
            )
        if b.holds:
            return Verdict(
                True,
                False,
                f"H ≥ G ({b.reason}); G ≱ H ({a.reason})",
                relation="<",
                witness=a.witness,
                outcomes=a.outcomes,
            )
        return Verdict(
            True,
            False,
            f"G ≱ H ({a.reason}); H ≱ G ({b.reason})",
            relation="||",
            witness=a.witness,
            outcomes=a.outcomes,
            converse_witness=b.witness,
            converse_outcomes=None if b.outcomes is None else (b.outcomes[1], b.outcomes[0]),
        )

    @abstractmethod
    def canonical(self, g: Game) -> Game:
        """The canonical form modulo the universe; raises NotSupported where none is known."""

    @abstractmethod
    def outcome(self, g: Game) -> Outcome:
        """The outcome of ``g`` under this universe's play convention, for code generic over
        universes: ``G.misere_outcome()`` for a misère universe, ``G.outcome()`` for
        ``NORMAL`` (the canonical calls)."""

    def is_invertible(self, g: Game) -> Verdict:
        """Whether G (a member) has an inverse modulo the universe: some H of the universe with
        G + H ≡ 0. ``holds`` is the answer, ``reason`` the theorem; ``inverse`` an inverse
        when there is one; ``witness`` a game X with o(G + Ḡ + X) ≠ o(X) when the universe
        has the conjugate property and G has none. Raises NotSupported where cgt has no
        theory."""
        raise NotSupported(f"no invertibility theory modulo {self.name} in cgt")

    def inverse(self, g: Game) -> Game:
        """An inverse of G modulo the universe (see :meth:`is_invertible`); raises
        :class:`~cgt.errors.NotInvertible` (with the verdict) when G has none, and
        :class:`~cgt.errors.Undecided` when that is not known."""
        v = self.is_invertible(g)
        if not v.decided:
            raise Undecided(v.reason)
        if not v.holds or v.inverse is None:
            raise NotInvertible(f"{short(g)} has no inverse modulo {self.name}: {v.reason}", v)
        return v.inverse

    @abstractmethod
    def distinguish(
        self, g: Game, h: Game, max_birthday: int = 2, max_terms: int = 2
    ) -> Game | None:
        """A game X of the universe with o(G + X) ≠ o(H + X), confirmed by computing both
        outcomes; None when there is none (or, for universes without a complete theory, when
        none was found within the bounds)."""
