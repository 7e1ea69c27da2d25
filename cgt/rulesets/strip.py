"""Games on a strip of cells: Toads and Frogs and its generalisations, Toppling Dominoes
(CGSuite's ``game.strip``).

Toads and Frogs (Winning Ways ch. 1): ``t`` is a toad (Left's), ``f`` a frog (Right's), ``.``
empty. A toad moves one cell right into an empty cell or jumps right over one frog into the
empty cell beyond; frogs do the same leftwards. Toads stuck at the right end, frogs stuck at
the left end, and a block ``ttff`` never move again, so they split the strip into independent
parts. Reversing the strip and exchanging toads and frogs negates the game.

:func:`GenToadsAndFrogs` (CGSuite's schema) varies how far pieces slide, how many pieces they
jump, and whether they jump their own side's; its presets are :class:`ToadsAndFrogs`,
:class:`ElephantsAndRhinos` (no jumps) and :class:`BackslidingToadsAndFrogs` (Winning Ways
ch. 11: a piece may also step one cell back into an empty cell; positions can repeat, so its
values are loopy: ``game_value()``). Strips are CGSuite's strings.

Toppling Dominoes: ``l`` Left's (blue) domino, ``r`` Right's (red), ``e`` grey (either's).
A player topples one of their dominoes (or a grey one) to the left or to the right; it and
every domino on that side fall. Since a fall sweeps past gaps, ``.`` cells do not matter.
Reversing the row keeps the game; exchanging ``l`` and ``r`` negates it.

>>> str(ToadsAndFrogs("tt.ff").canonical()), str(TopplingDominoes("lrrlrrl").canonical())
('*', 'Tiny(1/2)')
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, ClassVar

from cgt.errors import InvalidArgument, ParseError
from cgt.rulesets.base import FrozenPosition

__all__ = [
    "GenToadsAndFrogs",
    "GenToadsAndFrogsPosition",
    "ToadsAndFrogs",
    "BackslidingToadsAndFrogs",
    "ElephantsAndRhinos",
    "TopplingDominoes",
    "StripGame",
]


class StripGame(FrozenPosition):
    """A position on a strip, held as its string."""

    __slots__ = ()
    CHARS = "."
    SWAP: tuple[str, str] = ("", "")

    def __init__(self, strip: str) -> None:
        if not isinstance(strip, str):
            raise InvalidArgument(f"a strip is given as a string, not {type(strip).__name__}")
        for i, ch in enumerate(strip):
            if ch not in self.CHARS:
                raise ParseError(
                    f"a strip cell must be one of {self.CHARS!r}, not {ch!r}", strip, i + 1
                )
        self._init(strip)

    @property
    def strip(self) -> str:
        """The strip, left to right."""
        return self.state  # type: ignore[no-any-return]

    def __str__(self) -> str:
        return self.state  # type: ignore[no-any-return]

    #: How pieces are drawn in the picture: stones, or upright tiles (dominoes).
    PIECE_SHAPE = "stone"

    def _repr_svg_(self) -> str:
        """The strip as a one-row SVG board, for notebooks."""
        from cgt.rulesets.board_picture import board_svg

        return board_svg([self.strip], self.SWAP, self.PIECE_SHAPE, title=repr(self))

    def depth_hint(self) -> int:
        return len(self.strip) ** 2

    def _swapped(self) -> str:
        a, b = self.SWAP
        return self.strip[::-1].translate(str.maketrans(a + b, b + a))


@dataclass(frozen=True)
class _Rules:
    """One rule of generalised Toads and Frogs (CGSuite's ``GenToadsAndFrogs`` parameters)."""

    min_slide: int | float  # an integer, or -math.inf
    max_slide: int | float  # an integer, or math.inf
    max_jump: int | float  # an integer >= 0, or math.inf
    friendly: bool

    @property
    def backslides(self) -> bool:
        """Whether a piece may slide backwards (then play can repeat)."""
        return self.min_slide <= min(-1, self.max_slide)

    def spelling(self) -> str:
        """The call of GenToadsAndFrogs that gives this rule (what differs from the default)."""
        args = []
        for name, v, default in (
            ("min_slide", self.min_slide, 1),
            ("max_slide", self.max_slide, 1),
            ("max_jump", self.max_jump, 1),
        ):
            if v != default:
                text = str(v) if not math.isinf(v) else ("-" if v < 0 else "") + "math.inf"
                args.append(f"{name}={text}")
        if self.friendly:
            args.append("allow_friendly_jump=True")
        return f"GenToadsAndFrogs({', '.join(args)})"


def _bound(value: object, name: str, infinite: float, least: int | None = None) -> int | float:
    if isinstance(value, float) and value == infinite:
        return value
    if not isinstance(value, int) or isinstance(value, bool) or (
        least is not None and value < least
    ):
        allowed = "an integer" if least is None else f"an integer >= {least}"
        inf = "-math.inf" if infinite < 0 else "math.inf"
        raise InvalidArgument(f"GenToadsAndFrogs({name}=): {allowed} or {inf}, not {value!r}")
    return value


def _rules(
    min_slide: object = 1,
    max_slide: object = 1,
    max_jump: object = 1,
    allow_friendly_jump: object = False,
) -> _Rules:
    if not isinstance(allow_friendly_jump, bool):
        raise InvalidArgument(
            f"GenToadsAndFrogs(allow_friendly_jump=): True or False, not {allow_friendly_jump!r}"
        )
    return _Rules(
        _bound(min_slide, "min_slide", -math.inf),
        _bound(max_slide, "max_slide", math.inf),
        _bound(max_jump, "max_jump", math.inf, 0),
        allow_friendly_jump,
    )


#: Rule -> its position class (the presets are entered when they are defined).
_CLASSES: dict[_Rules, type[GenToadsAndFrogsPosition]] = {}


def GenToadsAndFrogs(
    min_slide: int | float = 1,
    max_slide: int | float = 1,
    max_jump: int | float = 1,
    allow_friendly_jump: bool = False,
) -> type[GenToadsAndFrogsPosition]:
    """The position class of a generalised Toads and Frogs (CGSuite's
    ``game.strip.GenToadsAndFrogs``): ``t`` toads (Left's) move right, ``f`` frogs (Right's)
    move left. A piece slides k cells forward, for ``min_slide`` <= k <= ``max_slide``,
    k != 0, over empty cells onto an empty cell (k < 0 slides *backwards*: then positions can
    repeat and values come from ``game_value()``); or it jumps forward over k adjacent pieces of
    the opponent's (of either side's with ``allow_friendly_jump``), 1 <= k <= ``max_jump``,
    onto the empty cell just beyond them. ``math.inf`` (``-math.inf`` for ``min_slide``) means
    no bound. Equal rules give the same class: ``GenToadsAndFrogs()`` is :class:`ToadsAndFrogs`.

    >>> GenToadsAndFrogs() is ToadsAndFrogs, GenToadsAndFrogs(max_jump=0) is ElephantsAndRhinos
    (True, True)
    >>> TwoJumps = GenToadsAndFrogs(max_jump=2)
    >>> str(TwoJumps("tttt..fff").canonical()), TwoJumps("tff.").left_moves()
    ('{1/2*|v}', [GenToadsAndFrogs(max_jump=2)('.fft')])
    """
    rules = _rules(min_slide, max_slide, max_jump, allow_friendly_jump)
    cls = _CLASSES.get(rules)
    if cls is None:
        cls = type(
            "GenToadsAndFrogs",
            (GenToadsAndFrogsPosition,),
            {"__slots__": (), "_RULES": rules, "__module__": __name__, "__doc__": (
                f"Positions of {rules.spelling()} (see :func:`GenToadsAndFrogs`)."
            )},
        )
    return cls


def _position(rules: _Rules, text: str) -> GenToadsAndFrogsPosition:
    """A position from its rule and strip (how positions are unpickled)."""
    cls = _CLASSES.get(rules) or GenToadsAndFrogs(
        rules.min_slide, rules.max_slide, rules.max_jump, rules.friendly
    )
    return cls(text)


class GenToadsAndFrogsPosition(StripGame):
    """A position of a generalised Toads and Frogs; each rule is a subclass (see
    :func:`GenToadsAndFrogs`). Its class attributes ``MIN_SLIDE``, ``MAX_SLIDE``, ``MAX_JUMP``
    and ``ALLOW_FRIENDLY_JUMP`` describe the rule.

    Reversing the strip and exchanging toads and frogs negates the game. When no piece slides
    backwards, the strip splits into independent parts (a proof is in ``components``).

    >>> ElephantsAndRhinos.MAX_JUMP, BackslidingToadsAndFrogs.MIN_SLIDE
    (0, -1)
    """

    __slots__ = ()
    CHARS = "tf."
    SWAP = ("t", "f")
    _RULES: ClassVar[_Rules]
    MIN_SLIDE: ClassVar[int | float]
    MAX_SLIDE: ClassVar[int | float]
    MAX_JUMP: ClassVar[int | float]
    ALLOW_FRIENDLY_JUMP: ClassVar[bool]
    _SPELLING: ClassVar[str]
    #: The block of toads and frogs that never moves and shields either side of it ("" when
    #: there is none, with unbounded jumps), and whether the strip splits at all.
    _DEAD: ClassVar[str]
    _SPLITS: ClassVar[bool]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        rules = cls.__dict__.get("_RULES")
        if rules is None:
            return
        cls.MIN_SLIDE = rules.min_slide
        cls.MAX_SLIDE = rules.max_slide
        cls.MAX_JUMP = rules.max_jump
        cls.ALLOW_FRIENDLY_JUMP = rules.friendly
        cls._SPELLING = cls.__name__ if cls.__name__ != "GenToadsAndFrogs" else rules.spelling()
        j = rules.max_jump
        cls._DEAD = "" if j == math.inf else "t" * (int(j) + 1) + "f" * (int(j) + 1)
        cls._SPLITS = not rules.backslides
        cls.LOOPY = rules.backslides  # a step back can undo a move: play can repeat
        _CLASSES.setdefault(rules, cls)

    def __repr__(self) -> str:
        return f"{self._SPELLING}({str(self)!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return _position, (self._RULES, str(self))

    def depth_hint(self) -> int:
        s = self.strip
        if self._SPLITS:  # every move takes a piece at least one cell forward
            return len(s) ** 2
        # a cycle is found at the latest when every arrangement of the pieces is on the path
        t, f = s.count("t"), s.count("f")
        return math.comb(len(s), t) * math.comb(len(s) - t, f)

    def _moves(self, me: str, them: str, ahead: int) -> list[Any]:
        s, out = self.strip, []
        n = len(s)
        rules = self._RULES
        lo, hi, jumps, friendly = rules.min_slide, rules.max_slide, rules.max_jump, rules.friendly
        i = s.find(me)
        while i >= 0:
            targets = []
            k = 1  # forward slides over empty cells
            while k <= hi:
                j = i + k * ahead
                if not 0 <= j < n or s[j] != ".":
                    break
                if k >= lo:
                    targets.append(j)
                k += 1
            k = 1  # a jump over k pieces onto the empty cell beyond
            while k <= jumps:
                j = i + k * ahead
                if not 0 <= j < n or not (s[j] == them or (friendly and s[j] == me)):
                    break
                land = j + ahead
                if 0 <= land < n and s[land] == ".":
                    targets.append(land)
                k += 1
            k = -1  # backward slides over empty cells
            while k >= lo:
                j = i + k * ahead
                if not 0 <= j < n or s[j] != ".":
                    break
                if k <= hi:
                    targets.append(j)
                k -= 1
            for j in targets:
                if i < j:
                    out.append(self._of(s[:i] + "." + s[i + 1 : j] + me + s[j + 1 :]))
                else:
                    out.append(self._of(s[:j] + me + s[j + 1 : i] + "." + s[i + 1 :]))
            i = s.find(me, i + 1)
        return out

    def left_moves(self) -> list[Any]:
        return self._moves("t", "f", 1)

    def right_moves(self) -> list[Any]:
        return self._moves("f", "t", -1)

    def components(self) -> list[Any]:
        """The independent parts of the strip, when no piece slides backwards.

        Proof (J = ``max_jump``; toads then only move right, frogs only left):
        (1) frogs at the left end never move (no cell to their left is empty, and a jump must
        land on an empty cell), toads never come near them, and to any frog to their right
        they are as the end of the strip: a frog's slide or jump is stopped or refused alike
        by a piece and by the end (both are not empty). So they are left out; toads at the
        right end likewise.
        (2) A block of J + 1 toads followed by J + 1 frogs never moves: a toad in it has a
        piece on its right (no slide), and at least J + 1 pieces in a row on its right, so a
        jump over k <= J pieces would land on a piece; frogs likewise. A toad left of the
        block slides or jumps onto an empty cell before the block (jumps land beyond a run of
        at most J pieces, and the block is longer than that), frogs left of it never look
        right, and to a toad on its left the block's first toad is as the end of the strip
        (not empty; and jumpable only as part of a run too long to jump). Symmetrically on
        the right. So the strip splits there, and (1) trims the block's remains.
        A part with no pieces is 0 and is left out.

        >>> ToadsAndFrogs("ftt.fttff.f.ft").components()
        [ToadsAndFrogs('tt.f'), ToadsAndFrogs('.f.f')]
        >>> ElephantsAndRhinos("t.tf.t.f").components()
        [ElephantsAndRhinos('t.'), ElephantsAndRhinos('.t.f')]
        """
        if not self._SPLITS:
            return [self]
        s = self.strip
        parts = s.split(self._DEAD) if self._DEAD else [s]
        out = []
        for part in parts:
            part = part.lstrip("f").rstrip("t")
            if "t" in part or "f" in part:
                out.append(part)
        if len(out) == 1 and out[0] == s:
            return [self]
        return [self._of(p) for p in out]

    def negations(self) -> list[Any]:
        return [self._of(self._swapped())]


class ToadsAndFrogs(GenToadsAndFrogsPosition):
    """A Toads and Frogs position (``t`` toads, Left's; ``f`` frogs, Right's): a toad moves one
    cell right onto an empty cell or jumps right over one frog onto the empty cell beyond;
    frogs likewise leftwards. CGSuite's ``game.strip.ToadsAndFrogs`` = ``GenToadsAndFrogs()``.

    >>> str(ToadsAndFrogs("ttttt..fffff").canonical())
    '+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}'
    """

    __slots__ = ()
    _RULES = _rules()


class BackslidingToadsAndFrogs(GenToadsAndFrogsPosition):
    """A Backsliding Toads and Frogs position (``t`` toads, Left's; ``f`` frogs, Right's): the
    moves of Toads and Frogs, and a step back into an empty cell (a toad left, a frog right).
    CGSuite's ``game.strip.BackslidingToadsAndFrogs`` = ``GenToadsAndFrogs(min_slide=-1)``;
    positions can repeat, so values come from ``game_value()``.

    >>> p = BackslidingToadsAndFrogs("t.f")
    >>> sorted(map(str, p.left_moves())), sorted(map(str, p.right_moves()))
    (['.tf'], ['tf.'])
    >>> str(BackslidingToadsAndFrogs(".t.").outcome())    # Left steps for ever, Right has no move
    'L'
    """

    __slots__ = ()
    _RULES = _rules(min_slide=-1)


class ElephantsAndRhinos(GenToadsAndFrogsPosition):
    """An Elephants and Rhinos position (CGSuite's ``game.strip.ElephantsAndRhinos``): Toads
    and Frogs without jumps, ``GenToadsAndFrogs(max_jump=0)``; ``t`` elephants (Left's) step
    right, ``f`` rhinos (Right's) step left, onto an empty cell.

    >>> str(ElephantsAndRhinos("tttt..fff").canonical())
    '1'
    """

    __slots__ = ()
    _RULES = _rules(max_jump=0)


class TopplingDominoes(StripGame):
    """A row of Toppling Dominoes (``l`` Left's, ``r`` Right's, ``e`` grey).

    >>> str(TopplingDominoes("lere").canonical())
    '{1|0,{0|-1}}'
    """

    __slots__ = ()
    CHARS = "lre."
    SWAP = ("l", "r")
    PIECE_SHAPE = "tile"

    def depth_hint(self) -> int:
        return len(self.strip)

    def _moves(self, mine: str) -> list[TopplingDominoes]:
        s = self.strip.replace(".", "")
        out = []
        for i, ch in enumerate(s):
            if ch == mine or ch == "e":
                out.append(self._of(s[i + 1 :]))
                out.append(self._of(s[:i]))
        return out

    def left_moves(self) -> list[TopplingDominoes]:
        return self._moves("l")

    def right_moves(self) -> list[TopplingDominoes]:
        return self._moves("r")

    def components(self) -> list[TopplingDominoes]:
        s = self.strip.replace(".", "")
        return [self] if s == self.strip else [self._of(s)]

    def symmetries(self) -> list[TopplingDominoes]:
        return [self, self._of(self.strip[::-1])]

    def negations(self) -> list[TopplingDominoes]:
        t = str.maketrans("lr", "rl")
        return [self._of(self.strip.translate(t)), self._of(self._swapped())]
