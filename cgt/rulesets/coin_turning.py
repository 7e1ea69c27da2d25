"""Coin-turning games on a strip (CGSuite's ``game.strip.Turning``).

A position is a strip of coins written left to right with ``h`` (heads) and ``t`` (tails);
the leftmost coin is position 1. A move turns over coins at positions a₁ < … < aₖ, where aₖ
shows heads and becomes tails and the heap ruleset allows heap aₖ to move to the heaps
a₁, …, aₖ₋₁ (its *heap representation*, Winning Ways ch. 14); the other coins are turned
over, heads to tails or tails to heads. The game is impartial.

``turning(rules)`` gives the class of positions of one ruleset: ``rules`` is a turning code
(``turning("1-3")`` is Mock Turtles, its heap representation ``spawning("1-3")``, see
:mod:`cgt.rulesets.turning_code`) or any :class:`~cgt.rulesets.heap.HeapRuleset` whose moves leave
smaller heaps (``turning(take_and_break("0.07"))``). A heap move that leaves two heaps of the
same size turns that coin twice, so leaves it as it was (CGSuite turns it once; see
:class:`TurningPosition`).

In normal play a strip is the sum of the heaps at its heads (two equal heaps cancel), so its
nim value is the nim-sum of the heap representation's nim values there, which is how
``nim_value()``, ``canonical()`` and ``outcome()`` answer, as CGSuite does; the tests prove it
on small strips by plain search. Misère play is searched on strips: it differs from the heap
representation's.

>>> MockTurtles = turning("1-3")
>>> p = MockTurtles("htththtth")
>>> p.nim_value(), str(p.canonical()), str(p.outcome()), str(p.misere_outcome())
(29, '*29', 'N', 'N')
>>> sorted(str(q) for q in MockTurtles("htth").left_moves())[:4]
['hhht', 'hhtt', 'htht', 'httt']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from cgt.errors import InvalidArgument
from cgt.outcome import Outcome
from cgt.rulesets.heap import HeapRuleset
from cgt.rulesets.strip import StripGame
from cgt.rulesets.turning_code import spawning

if TYPE_CHECKING:
    from cgt.game import Game

__all__ = ["TurningPosition", "turning"]


class TurningPosition(StripGame):
    """A strip of coins (``h`` heads, ``t`` tails, coin 1 leftmost) of a coin-turning game;
    ``rules`` is its heap representation. Made by :func:`turning`, one subclass per ruleset
    (each with its own transposition tables).

    A move from heap n to heaps a₁, …, aⱼ turns coin n to tails and each aᵢ over, once per
    time it is named: two heaps of one size turn a coin twice. CGSuite's ``Options`` turn it
    once (they go through a map from coin to new face), while its ``NimValue`` nim-sums the
    heaps; cgt's moves agree with that nim value.

    >>> TurningTurtles = turning("1-2")             # turn one or two coins
    >>> TurningTurtles("hth").nim_value(), [str(q) for q in TurningTurtles("hth").left_moves()]
    (2, ['tth', 'htt', 'ttt', 'hht'])
    """

    __slots__ = ()
    CHARS = "th"
    IMPARTIAL = True
    rules: ClassVar[HeapRuleset]

    def left_moves(self) -> list[TurningPosition]:
        """Every move (either player's: the game is impartial), heads from left to right.

        >>> [str(q) for q in turning("1-2")("th").left_moves()]
        ['tt', 'ht']
        """
        s = self.strip
        out = []
        for n in range(1, len(s) + 1):
            if s[n - 1] != "h":
                continue
            for heaps in self.rules.moves(n):
                cells = list(s)
                cells[n - 1] = "t"
                for a in heaps:
                    cells[a - 1] = "h" if cells[a - 1] == "t" else "t"
                out.append(self._of("".join(cells)))
        return out

    def right_moves(self) -> list[TurningPosition]:
        """The same moves as :meth:`left_moves`."""
        return self.left_moves()

    def depth_hint(self) -> int:
        # Read as a binary number (coin n worth 2^(n-1)), every move lowers the strip.
        return int(self.strip[::-1].replace("h", "1").replace("t", "0") or "0", 2)

    def nim_value(self, max_positions: int | None = None) -> int:
        """The nim-sum of the heap representation's nim values at the heads (CGSuite's
        ``NimValue``); ``max_positions`` is not needed.

        >>> turning("1+C")("hhhh").nim_value()          # Ruler: 1 ⊕ 2 ⊕ 1 ⊕ 4
        6
        """
        s = self.strip
        values = self.rules.nim_values(len(s))
        v = 0
        for n, ch in enumerate(s, 1):
            if ch == "h":
                v ^= int(values[n])
        return v

    def canonical(self, max_positions: int | None = None) -> Game:
        """The normal-play canonical form, the nimber of :meth:`nim_value`.

        >>> str(turning("3E")("tttthth").canonical())
        '*2'
        """
        from cgt.values import nimber

        return nimber(self.nim_value())

    def outcome(self) -> Outcome:  # type: ignore[override]
        """P when the nim value is 0, else N.

        >>> str(turning("1-2")("hh").outcome())
        'N'
        """
        return Outcome.P if self.nim_value() == 0 else Outcome.N

    def _repr_svg_(self) -> str:
        """The strip as an SVG row: heads a grey stone, tails an empty cell."""
        from cgt.rulesets.board_picture import board_svg

        row = "".join("o" if ch == "h" else "." for ch in self.strip)
        return board_svg([row], None, title=repr(self))


_BY_CODE: dict[str, type[TurningPosition]] = {}


def turning(rules: str | HeapRuleset) -> type[TurningPosition]:
    """The class of positions of the coin-turning game whose heap representation is ``rules``
    (a turning code, read by :func:`~cgt.rulesets.turning_code.spawning`, or a heap ruleset):
    CGSuite's ``game.strip.Turning``. The same code or ruleset gives the same class.

    >>> Turnips = turning("3E")
    >>> Turnips("hhhhh").nim_value(), Turnips.rules
    (1, spawning('3E'))
    """
    if isinstance(rules, str):
        cls = _BY_CODE.get(rules)
        if cls is None:
            cls = _BY_CODE[rules] = _make(spawning(rules))
        return cls
    if not isinstance(rules, HeapRuleset):
        raise InvalidArgument(
            f"turning(rules): expected a turning code or a heap ruleset, not {type(rules).__name__}"
        )
    cls = getattr(rules, "_turning_class", None)
    if cls is None:
        cls = _make(rules)
        rules._turning_class = cls  # type: ignore[attr-defined]
    return cls


def _make(rules: HeapRuleset) -> type[TurningPosition]:
    cls = type(
        "Turning",
        (TurningPosition,),
        {"__slots__": (), "rules": rules, "__doc__": f"Strips of turning({rules!r})."},
    )
    cls.__qualname__ = f"turning({rules!r})"
    cls.__module__ = __name__
    return cls
