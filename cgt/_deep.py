"""Run deep recursions safely, and interruptibly.

Game algorithms recurse once per move, so a form born on day 5000 needs thousands of nested
frames. Rather than rewrite every algorithm with an explicit stack, the public entry points
run large inputs in a worker thread whose stack is big enough, with the recursion limit raised
for the duration of the call.

The caller's thread waits for the worker. When the wait is interrupted (Ctrl-C raises
``KeyboardInterrupt`` in the caller's thread), the same exception is raised inside the worker,
so the computation itself stops instead of running on in the background; the caller waits for
it to unwind and then re-raises. Memo tables stay consistent: each is written with a single
store of a finished result, and a form is entered in the interning table only once it is
complete. The recursion limit is restored whatever happens. A recursion that is still too deep
raises :class:`~cgt.errors.SearchBoundExceeded`, never ``RecursionError``.
"""

from __future__ import annotations

import ctypes
import sys
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from cgt.errors import SearchBoundExceeded

T = TypeVar("T")

#: Inputs born after this day run in the big-stack thread.
SHALLOW_DAY = 120
_STACK_BYTES = 512 * 1024 * 1024
_LIMIT = 1_000_000
_state = threading.local()
_lock = threading.Lock()


def in_deep_thread() -> bool:
    return getattr(_state, "deep", False)


def _raise_in(thread: threading.Thread, exc: type[BaseException]) -> None:
    ident = thread.ident
    if ident is not None:
        ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(ident), ctypes.py_object(exc))


def _too_deep() -> SearchBoundExceeded:
    return SearchBoundExceeded(
        f"the computation nested deeper than {_LIMIT:,} calls (one per move along a line of "
        "play); the input is too deep for this question"
    )


def run_deep(fn: Callable[..., T], *args: Any) -> T:
    """Call ``fn(*args)`` in a thread with a large stack; re-raise what it raises."""
    if in_deep_thread():
        return fn(*args)
    box: dict[str, Any] = {}
    done = threading.Event()

    def target() -> None:
        _state.deep = True
        try:
            box["value"] = fn(*args)
        except BaseException as exc:  # re-raised in the caller's thread
            box["error"] = exc
        finally:
            done.set()

    with _lock:
        old_size = threading.stack_size()
        old_limit = sys.getrecursionlimit()
        threading.stack_size(_STACK_BYTES)
        sys.setrecursionlimit(max(old_limit, _LIMIT))
        try:
            worker = threading.Thread(target=target, name="cgt-deep", daemon=True)
            worker.start()
        finally:
            threading.stack_size(old_size)
        try:
            # An Event, not Thread.join: a join interrupted by Ctrl-C can mark a running thread
            # as stopped (CPython's _wait_for_tstate_lock), and we must know when it really is.
            done.wait()
        except BaseException as exc:
            # Interrupted while waiting: stop the computation itself, then pass it on.
            kind = type(exc) if isinstance(exc, KeyboardInterrupt) else SystemExit
            while not done.is_set():
                _raise_in(worker, kind)
                done.wait(0.05)
            raise
        finally:
            sys.setrecursionlimit(old_limit)
    if "error" in box:
        err = box["error"]
        if isinstance(err, RecursionError):
            raise _too_deep() from None
        raise err
    return box["value"]  # type: ignore[no-any-return]


def maybe_deep(depth: int, fn: Callable[..., T], *args: Any) -> T:
    """Call ``fn(*args)`` directly when ``depth`` is small, else in the big-stack thread."""
    if depth <= SHALLOW_DAY or in_deep_thread():
        if in_deep_thread():
            return fn(*args)
        try:
            return fn(*args)
        except RecursionError:
            pass  # deeper than the birthday suggested: start again on the big stack
    return run_deep(fn, *args)
