"""Run deep recursions safely, and interruptibly.

Game algorithms recurse once per move, so a form nested 5000 deep needs thousands of nested
frames. Rather than rewrite every algorithm with an explicit stack, the public entry points
run deep inputs in a worker thread whose stack is big enough, with the recursion limit raised
for the duration of the call; shallow ones (most calls) run on the caller's thread, with no
hand-off. Each entry point says how deep its recursion can go (the birthday bounds it; the
normal-play order, canonical forms, outcomes and thermographs use the tighter
:func:`cgt.game.nesting`, for which a value held by its parameters is a leaf). The worker is
started once and then reused: starting a thread costs a few hundred microseconds.

The compiled core runs no interpreter instructions, and the interpreter delivers Ctrl-C (and
the exception raised into the worker, below) only between them: the core calls :func:`poll`
every thousand or so new memo entries or forms, which lets it through.

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
import os
import sys
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from cgt.errors import SearchBoundExceeded

T = TypeVar("T")

#: Inputs that nest deeper than this (:func:`cgt.game.nesting`) run in the big-stack thread.
SHALLOW_DAY = 120
_STACK_BYTES = 512 * 1024 * 1024
_LIMIT = 1_000_000


class _State(threading.local):
    # A class default, so a thread that never set it reads False without the AttributeError
    # that getattr(local, name, default) raises and catches (about 1 µs a call).
    deep = False


_state = _State()
#: How many calls the big-stack worker is running (0 or 1): when 0, no thread is the worker at
#: work, so the hot paths learn that they are not on the big stack without reading _state
#: (a thread-local read costs more than the rest of a memoised comparison). Written only by
#: the worker.
_RUNNING = [0]
_lock = threading.Lock()  # one deep call at a time: the worker and the recursion limit are shared


class _Worker:
    """The big-stack thread, kept between calls. A call is handed over in ``task`` (fn, args,
    the box for its value or exception, the event that says it ended); a task of None stops
    the thread."""

    def __init__(self) -> None:
        self.wake = threading.Event()
        self.task: tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any], Any] | None = None
        old_size = threading.stack_size()
        threading.stack_size(_STACK_BYTES)
        try:
            self.thread = threading.Thread(target=self._serve, name="cgt-deep", daemon=True)
            self.thread.start()
        finally:
            threading.stack_size(old_size)

    def _serve(self) -> None:
        _state.deep = True
        try:
            while True:
                self.wake.wait()
                self.wake.clear()
                if self.task is None:
                    return
                fn, args, box, done = self.task
                try:
                    _RUNNING[0] += 1
                    box["value"] = fn(*args)
                except BaseException as exc:  # re-raised in the caller's thread
                    box["error"] = exc
                finally:
                    # A lock's release is one C call, which no asynchronous exception can
                    # cut short: the caller learns that the call ended even when a late
                    # Ctrl-C lands here (then ``box`` may be empty, and it raises its own).
                    done.release()
                    _RUNNING[0] -= 1  # (if an interrupt skips this, readers take the slow path)
        except BaseException:
            # An interrupt that reached this thread after its call had ended: the caller has
            # retired this worker (see run_deep), so it just stops.
            return

    def retire(self) -> None:
        self.task = None
        self.wake.set()


_worker: _Worker | None = None


def _after_fork_in_child() -> None:
    # The worker thread does not survive a fork; the child starts its own when it needs one.
    global _worker, _lock
    _worker, _lock = None, threading.Lock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork_in_child)


def in_deep_thread() -> bool:
    return bool(_RUNNING[0]) and _state.deep


def poll() -> None:
    """Let a pending Ctrl-C (or an exception raised into this thread) take effect.

    The interpreter delivers signals and asynchronous exceptions only between Python
    instructions, and the compiled core runs none: a long computation there would never see
    them. Entering this function, which is never compiled, runs the interpreter's check, so
    the core calls it every thousand or so new memo entries and new forms: a stop takes
    effect within milliseconds, on the caller's thread as in the big-stack worker. In the
    pure-Python build the check happens anyway; the call costs a few tens of nanoseconds.

    >>> poll()
    """


def _raise_in(thread: threading.Thread, exc: type[BaseException] | None) -> None:
    """Raise ``exc`` asynchronously in ``thread`` (None: withdraw one not yet raised)."""
    ident = thread.ident
    if ident is not None:
        what = ctypes.py_object(exc) if exc is not None else ctypes.c_void_p(None)
        ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(ident), what)


def _too_deep() -> SearchBoundExceeded:
    return SearchBoundExceeded(
        f"the computation nested deeper than {_LIMIT:,} calls (one per move along a line of "
        "play); the input is too deep for this question"
    )


def run_deep(fn: Callable[..., T], *args: Any) -> T:
    """Call ``fn(*args)`` in a thread with a large stack; re-raise what it raises."""
    if in_deep_thread():
        return fn(*args)
    global _worker
    box: dict[str, Any] = {}
    done = threading.Lock()  # held until the worker releases it at the end of the call
    done.acquire()
    with _lock:
        worker = _worker if _worker is not None else _Worker()
        _worker = worker
        old_limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(old_limit, _LIMIT))
        try:
            worker.task = (fn, args, box, done)
            worker.wake.set()
            # A lock, not a join: the worker lives on, and a wait interrupted by Ctrl-C must
            # still know when the call really ended.
            done.acquire()
        except BaseException as exc:
            # Interrupted while waiting: stop the computation itself, then pass it on. The
            # compiled core sees the exception at its next poll() (every thousand or so new
            # memo entries), pure Python at once.
            kind = type(exc) if isinstance(exc, KeyboardInterrupt) else SystemExit
            while True:
                _raise_in(worker.thread, kind)
                if done.acquire(timeout=0.05):
                    break
            _raise_in(worker.thread, None)  # withdraw one that is still pending
            # One may have landed after the call ended: this worker is not trusted again.
            _worker = None
            worker.retire()
            worker.thread.join(1.0)
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
    if _state.deep:
        return fn(*args)
    if depth <= SHALLOW_DAY:
        try:
            return fn(*args)
        except RecursionError:
            pass  # deeper than the depth suggested: start again on the big stack
    return run_deep(fn, *args)
