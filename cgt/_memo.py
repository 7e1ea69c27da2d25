"""Memo tables: registered here so that :func:`clear_caches` can empty them all, and bounded so
that a long session's memory stays flat.

Each algorithm keeps its memo table next to itself (``_LE = _memo.table("normal order")``) and
writes through :func:`put`, which empties a table that has grown past :data:`MAX_ENTRIES`
(the table is only a cache: answers are recomputed when needed).
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from typing import Any

from cgt._deep import poll

__all__ = ["table", "put", "on_clear", "clear_caches", "MAX_ENTRIES", "stats", "poll"]

#: A table is emptied when it reaches this many entries.
MAX_ENTRIES = 1_000_000

_TABLES: dict[str, dict[Any, Any]] = {}
_HOOKS: list[Callable[[], None]] = []


def table(name: str) -> dict[Any, Any]:
    """A new memo table registered under ``name`` (names are unique)."""
    if name in _TABLES:
        raise ValueError(f"a memo table named {name!r} exists already")
    d: dict[Any, Any] = {}
    _TABLES[name] = d
    return d


def put(d: dict[Any, Any], key: Any, value: Any) -> None:
    """``d[key] = value``, emptying ``d`` first when it is full."""
    n = len(d)
    if n >= MAX_ENTRIES:
        d.clear()
    elif not n & 1023:
        poll()  # a long computation writes memo entries all along: Ctrl-C is seen here
    d[key] = value


def on_clear(hook: Callable[[], None]) -> None:
    """Call ``hook`` from :func:`clear_caches` (for caches that are not plain tables)."""
    _HOOKS.append(hook)


def stats() -> dict[str, int]:
    """Entries per memo table.

    >>> isinstance(stats(), dict)
    True
    """
    return {name: len(d) for name, d in _TABLES.items()}


def clear_caches() -> None:
    """Empty every memo table, so that forms no longer referenced are freed.

    Forms themselves are interned weakly: those still referenced stay the same objects, so
    identity of forms is unaffected.

    >>> from cgt import clear_caches, parse
    >>> g = parse("{3||2|1}").canonical()
    >>> clear_caches()
    >>> parse("{3||2|1}").canonical() is g
    True
    """
    for d in _TABLES.values():
        d.clear()
    for hook in _HOOKS:
        hook()
    gc.collect()
