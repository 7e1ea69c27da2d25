"""Decimal text of integers of any size, both ways.

Python refuses ``str(n)`` and ``int(text)`` past ``sys.get_int_max_str_digits()`` digits (4,300
by default: a guard against quadratic-time conversions of untrusted input). A game's integer
or a number's numerator can be longer, and cgt prints and reads them all: past the limit the
conversion is split in halves at a power of ten, each half under the limit, so the user's
limit stays as they set it (raising it for the whole process, even for a moment, would lift
the guard for every other thread too).

>>> n = 10**5000 + 7
>>> text = int_text(n)
>>> len(text), text[:3], text[-3:], text_int(text) == n, text_int("-" + text) == -n
(5001, '100', '007', True, True)
"""

from __future__ import annotations

import sys

__all__ = ["int_text", "text_int"]

#: Python's own default limit; used where the interpreter has none (before 3.11).
_DEFAULT_LIMIT = 4300


def _limit() -> int:
    """The most digits one str()/int() converts here (a margin under the interpreter's)."""
    get = getattr(sys, "get_int_max_str_digits", None)
    limit = _DEFAULT_LIMIT if get is None else get()
    return 1 << 62 if limit == 0 else max(limit - 1, 1)


def int_text(n: int) -> str:
    """``str(n)`` for an int of any size.

    >>> int_text(-12), int_text(10**4400)[:5]
    ('-12', '10000')
    """
    # 3.33 bits a digit: a bit length under 3 × the limit is surely under the limit in digits
    limit = _limit()
    if n.bit_length() < 3 * limit:
        return str(n)
    if n < 0:
        return "-" + int_text(-n)
    return _split_text(n, limit)


def _split_text(n: int, limit: int) -> str:
    if n.bit_length() < 3 * limit:
        return str(n)
    k = int(n.bit_length() * 0.30103) // 2  # about half the digits
    high, low = divmod(n, 10**k)
    return _split_text(high, limit) + _split_text(low, limit).rjust(k, "0")


def text_int(text: str) -> int:
    """``int(text)`` for decimal text of any length (an optional sign, then ASCII digits).

    >>> text_int("-0042"), text_int("7" * 5000) % 1000
    (-42, 777)
    """
    limit = _limit()
    if len(text) <= limit:
        return int(text)
    sign = -1 if text[:1] == "-" else 1
    digits = text[1:] if text[:1] in "+-" else text
    if not (digits.isascii() and digits.isdigit()):
        return int(text)  # the error int() gives for what is no integer
    return sign * _split_int(digits, limit)


def _split_int(digits: str, limit: int) -> int:
    if len(digits) <= limit:
        return int(digits)
    k = len(digits) // 2
    return _split_int(digits[:-k], limit) * 10**k + _split_int(digits[-k:], limit)
