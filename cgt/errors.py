"""Typed errors raised by cgt.

Every failure a user can provoke has its own class here, so scripts can catch exactly what
they expect:

>>> from cgt import parse, ParseError
>>> try:
...     parse("{1|")
... except ParseError as e:
...     print(e.column)
4
"""

from __future__ import annotations

__all__ = [
    "CGTError",
    "ParseError",
    "Undecided",
    "NotSupported",
    "NotShortGame",
    "SearchBoundExceeded",
    "InvalidGame",
    "NotInvertible",
    "InvalidArgument",
    "OutOfRange",
    "DivisionByZero",
]


class CGTError(Exception):
    """Base class of every error cgt raises on purpose."""


class ParseError(CGTError, ValueError):
    """Text that is not game notation; ``column`` is 1-based."""

    def __init__(self, message: str, text: str = "", column: int = 0) -> None:
        self.text = text
        self.column = column
        self.message = message
        where = ""
        if text:
            # A window of the line around the column: long input stays readable.
            start = max(column - 1 - _WINDOW, 0)
            shown = text[start : column - 1 + _WINDOW]
            pre = "…" if start else ""
            post = "…" if column - 1 + _WINDOW < len(text) else ""
            caret = " " * (len(pre) + max(column - 1 - start, 0))
            where = f"\n  {pre}{shown}{post}\n  {caret}^"
        super().__init__(f"{message} (column {column}){where}")


_WINDOW = 40


class InvalidGame(CGTError, ValueError):
    """A value that is not a game the constructor can build (e.g. a non-dyadic rational)."""


class InvalidArgument(CGTError, TypeError, ValueError):
    """An argument of the wrong kind (not a game, not an integer, not text …); the message
    names the argument. It is a ``TypeError`` (and a ``ValueError``) as well, for code that
    catches those.

    >>> from cgt import temperature
    >>> temperature([1, 2])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cgt.errors.InvalidArgument: temperature(g): expected a game (a Game, an int, ...), not list
    """


class Undecided(CGTError):
    """A verdict was asked for as a bool, but the theory and the bounded search did not decide."""


class NotSupported(CGTError):
    """The question is outside what the universe's theory covers (e.g. no canonical forms)."""


class NotShortGame(NotSupported):
    """A question about short games (a canonical form, a literal form) asked of a game whose
    play can repeat; loopy games answer ``game_value()``. ``value``: the loopy value refused,
    when it is known (a notation string given where a short game goes, such as ``"on"``), so
    that a function with an answer for loopy games can give it."""

    def __init__(self, message: str, value: object = None) -> None:
        self.value = value
        super().__init__(message)


class SearchBoundExceeded(CGTError):
    """A search would go past the bound it was given."""


class NotInvertible(CGTError, ValueError):
    """``U.inverse(G)`` for a G with no inverse modulo U; ``verdict`` holds the evidence (a
    game X of U with o(G + Ḡ + X) ≠ o(X), and the theorem)."""

    def __init__(self, message: str, verdict: object = None) -> None:
        self.verdict = verdict
        super().__init__(message)


class OutOfRange(NotSupported, ArithmeticError):
    """An arithmetic question past the range its method covers, where CGSuite says "out of
    range": the nim product of ordinals from ω^(ω^55) on (the table of Lenstra's α_p ends
    at p = 257).

    >>> from cgt import omega, nim_product
    >>> nim_product(omega ** omega ** omega, 2)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cgt.errors.OutOfRange: nim product out of range: ...
    """


class DivisionByZero(CGTError, ZeroDivisionError):
    """Division by zero in exact arithmetic (surreal numbers, nim division); also a
    ``ZeroDivisionError``.

    >>> from cgt import omega
    >>> omega / 0  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cgt.errors.DivisionByZero: ω/0: division by zero ...
    """
