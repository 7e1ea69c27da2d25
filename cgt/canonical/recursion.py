"""One shape for invariants defined by recursion on the canonical form.

``@canonical_recursion`` turns ``fn(c)``, written for a canonical form ``c`` and free to call
itself on options, into a function of any game: it takes the canonical form once, memoises
``fn`` on it (the cache sits next to the function), and runs deep forms on the big stack.

>>> from cgt import parse
>>> @canonical_recursion
... def height(c):
...     return 1 + max([height(o) for o in c.left + c.right], default=-1)
>>> height(parse("{-1|1}")), height(parse("{3||2|1}"))
(0, 4)
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import TypeVar

from cgt._deep import maybe_deep
from cgt.game import Game

__all__ = ["canonical_recursion"]

T = TypeVar("T")


def canonical_recursion(fn: Callable[[Game], T]) -> Callable[[Game], T]:
    cache: dict[Game, T] = {}

    def step(c: Game) -> T:
        if c in cache:
            return cache[c]
        r = cache[c] = fn(c)
        return r

    @wraps(fn)
    def on_value(g: Game) -> T:
        c = g.canonical()
        if c in cache:
            return cache[c]
        return maybe_deep(c.birthday, step, c)

    return on_value
