"""Run deep recursions safely.

Game algorithms recurse once per move, so a form born on day 5000 needs thousands of nested
frames. Rather than rewrite every algorithm with an explicit stack, the public entry points
run large inputs in a worker thread whose stack is big enough, with the recursion limit raised
for the duration of the call.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

#: Inputs born after this day run in the big-stack thread.
SHALLOW_DAY = 120
_STACK_BYTES = 512 * 1024 * 1024
_LIMIT = 1_000_000
_state = threading.local()
_lock = threading.Lock()


def in_deep_thread() -> bool:
    return getattr(_state, "deep", False)


def run_deep(fn: Callable[..., T], *args: Any) -> T:
    """Call ``fn(*args)`` in a thread with a large stack; re-raise what it raises."""
    if in_deep_thread():
        return fn(*args)
    box: dict[str, Any] = {}

    def target() -> None:
        _state.deep = True
        try:
            box["value"] = fn(*args)
        except BaseException as exc:  # re-raised in the caller's thread
            box["error"] = exc

    with _lock:
        old_size = threading.stack_size()
        old_limit = sys.getrecursionlimit()
        threading.stack_size(_STACK_BYTES)
        sys.setrecursionlimit(max(old_limit, _LIMIT))
        try:
            worker = threading.Thread(target=target, name="cgt-deep")
            worker.start()
        finally:
            threading.stack_size(old_size)
        worker.join()
        sys.setrecursionlimit(old_limit)
    if "error" in box:
        raise box["error"]
    return box["value"]


def maybe_deep(depth: int, fn: Callable[..., T], *args: Any) -> T:
    """Call ``fn(*args)`` directly when ``depth`` is small, else in the big-stack thread."""
    if depth <= SHALLOW_DAY or in_deep_thread():
        return fn(*args)
    return run_deep(fn, *args)
