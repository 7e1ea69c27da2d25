"""Games on a strip of cells: Toads and Frogs, Toppling Dominoes (CGSuite's ``game.strip``).

Toads and Frogs (Winning Ways ch. 1): ``t`` is a toad (Left's), ``f`` a frog (Right's), ``.``
empty. A toad moves one cell right into an empty cell or jumps right over one frog into the
empty cell beyond; frogs do the same leftwards. Toads stuck at the right end, frogs stuck at
the left end, and a block ``ttff`` never move again, so they split the strip into independent
parts. Reversing the strip and exchanging toads and frogs negates the game.

Backsliding Toads and Frogs (Winning Ways ch. 11; CGSuite's ``BackslidingToadsAndFrogs``):
Toads and Frogs where a toad may also step one cell left (back) into an empty cell, and a frog
one cell right. Positions can repeat, so its values are loopy: ``game_value()``.

Toppling Dominoes: ``l`` Left's (blue) domino, ``r`` Right's (red), ``e`` grey (either's).
A player topples one of their dominoes (or a grey one) to the left or to the right; it and
every domino on that side fall. Since a fall sweeps past gaps, ``.`` cells do not matter.
Reversing the row keeps the game; exchanging ``l`` and ``r`` negates it.

>>> str(ToadsAndFrogs("tt.ff").canonical()), str(TopplingDominoes("lrrlrrl").canonical())
('*', 'Tiny(1/2)')
"""

from __future__ import annotations

import math

from cgt.errors import InvalidArgument, ParseError
from cgt.rulesets.base import FrozenPosition

__all__ = ["ToadsAndFrogs", "BackslidingToadsAndFrogs", "TopplingDominoes", "StripGame"]


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


class ToadsAndFrogs(StripGame):
    """A Toads and Frogs position (``t`` toads, Left's; ``f`` frogs, Right's).

    >>> str(ToadsAndFrogs("ttttt..fffff").canonical())
    '+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}'
    """

    __slots__ = ()
    CHARS = "tf."
    SWAP = ("t", "f")

    def depth_hint(self) -> int:
        return len(self.strip) ** 2

    def left_moves(self) -> list[ToadsAndFrogs]:
        s, out = self.strip, []
        for i, ch in enumerate(s):
            if ch != "t":
                continue
            if i + 1 < len(s) and s[i + 1] == ".":
                out.append(self._of(s[:i] + ".t" + s[i + 2 :]))
            elif i + 2 < len(s) and s[i + 1] == "f" and s[i + 2] == ".":
                out.append(self._of(s[:i] + ".ft" + s[i + 3 :]))
        return out

    def right_moves(self) -> list[ToadsAndFrogs]:
        s, out = self.strip, []
        for i, ch in enumerate(s):
            if ch != "f":
                continue
            if i >= 1 and s[i - 1] == ".":
                out.append(self._of(s[: i - 1] + "f." + s[i + 1 :]))
            elif i >= 2 and s[i - 1] == "t" and s[i - 2] == ".":
                out.append(self._of(s[: i - 2] + "ft." + s[i + 1 :]))
        return out

    def components(self) -> list[ToadsAndFrogs]:
        parts = []
        for part in self.strip.split("ttff"):
            # frogs at the left end and toads at the right end can never move
            part = part.lstrip("f").rstrip("t")
            if "t" in part or "f" in part:
                parts.append(part)
        if len(parts) == 1 and parts[0] == self.strip:
            return [self]
        return [self._of(p) for p in parts]

    def negations(self) -> list[ToadsAndFrogs]:
        return [self._of(self._swapped())]


class BackslidingToadsAndFrogs(StripGame):
    """A Backsliding Toads and Frogs position (``t`` toads, Left's; ``f`` frogs, Right's): the
    moves of Toads and Frogs, and a step back into an empty cell (a toad left, a frog right).

    >>> p = BackslidingToadsAndFrogs("t.f")
    >>> sorted(map(str, p.left_moves())), sorted(map(str, p.right_moves()))
    (['.tf'], ['tf.'])
    >>> str(BackslidingToadsAndFrogs(".t.").outcome())    # Left steps for ever, Right has no move
    'L'
    """

    __slots__ = ()
    CHARS = "tf."
    SWAP = ("t", "f")

    def depth_hint(self) -> int:
        # a cycle is found at the latest when every arrangement of the pieces is on the path
        s = self.strip
        t, f = s.count("t"), s.count("f")
        return math.comb(len(s), t) * math.comb(len(s) - t, f)

    def _moves(self, me: str, them: str, ahead: int) -> list[BackslidingToadsAndFrogs]:
        s, out = list(self.strip), []
        n = len(s)
        for i, ch in enumerate(s):
            if ch != me:
                continue
            targets = []
            if 0 <= i + ahead < n and s[i + ahead] == ".":
                targets.append(i + ahead)  # a step forward
            elif 0 <= i + 2 * ahead < n and s[i + ahead] == them and s[i + 2 * ahead] == ".":
                targets.append(i + 2 * ahead)  # a jump over one of the other kind
            if 0 <= i - ahead < n and s[i - ahead] == ".":
                targets.append(i - ahead)  # a step back
            for j in targets:
                t = s.copy()
                t[i], t[j] = ".", me
                out.append(self._of("".join(t)))
        return out

    def left_moves(self) -> list[BackslidingToadsAndFrogs]:
        return self._moves("t", "f", 1)

    def right_moves(self) -> list[BackslidingToadsAndFrogs]:
        return self._moves("f", "t", -1)

    def negations(self) -> list[BackslidingToadsAndFrogs]:
        return [self._of(self._swapped())]


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
