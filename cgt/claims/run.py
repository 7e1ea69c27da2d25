"""Running a check: every instance, simplest first, here or on workers; checkpoints, progress
and Ctrl-C.

Instances are the product of the variables' domains, ordered by total birthday and then
lexicographically (:func:`cgt.families.ordered_product`). With workers they go out in chunks
to a ``concurrent.futures`` executor (a process pool of ours, or any executor the caller
passes, such as a Dask cluster's); games cross by pickling and are re-interned on arrival, and
results are matched back by the instance's position, never by object identity.

Each worker receives the claim and the domains' members once (our own pool: when the process
starts; another executor: with each task, unpickled once per process); a chunk is then just
the instances' positions and indices, and the answer for a holding instance just its reason.
cgt's forms are interned in process-wide tables that are not safe to build from two threads
at once, and an executor may unpickle a task's arguments on one thread while another task runs
(Dask's workers do). So everything travels as bytes, unpickled inside the task, and each worker
process decides one chunk at a time, under a lock.

A chunk whose worker fails (the process died, the cluster lost it) is retried once, one
instance at a time with nothing else running, so that a failure is pinned on its instance; an
instance that fails again is reported undecided, with the error, and left out of the
checkpoint so that a rerun tries it again.
"""

from __future__ import annotations

import hashlib
import json
import os
import pickle
import signal
import sys
import threading
import time
from collections import Counter, deque
from collections.abc import Iterator
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import attrs

from cgt.claims.codec import decode_verdict, encode_value, encode_verdict
from cgt.claims.decide import FAILED, HELD, UNDECIDED, Decision
from cgt.claims.result import KEEP_HOLDING, ClaimResult, Counterexample, UndecidedInstance
from cgt.errors import CGTError, NotSupported, SearchBoundExceeded
from cgt.families import Family, form_key, ordered_product
from cgt.game import Game

if TYPE_CHECKING:
    from cgt.universes.base import Universe

__all__ = ["run_check", "PARALLEL_FROM"]

#: A progress bar appears once a check has run this many seconds.
PROGRESS_DELAY = 1.0
#: With ``workers=None``, claims with fewer pending instances than this run in this process
#: (starting processes costs more than it saves).
PARALLEL_FROM = 1000


class _Claim(Protocol):
    """What the runners read of a claim: :class:`cgt.claims.claim.Claim`, which sits above
    them and calls them."""

    names: tuple[str, ...]
    domains: list[tuple[tuple[str, ...], Family]]
    universe: Universe

    @property
    def text(self) -> str: ...

    def domain_names(self) -> dict[str, str]: ...

    def decide(self, **values: Any) -> Decision: ...


@attrs.frozen
class Instance:
    seq: int
    idx: tuple[int, ...]
    bindings: dict[str, Any]


# ============================================================================ domains
def _domains(claim: _Claim) -> list[tuple[tuple[str, ...], tuple[Any, ...], list[int]]]:
    out = []
    for names, fam in claim.domains:
        try:
            members = fam.members()
        except SearchBoundExceeded as exc:
            raise SearchBoundExceeded(
                f"{', '.join(names)} ranges over {exc}. check() decides every instance, so it "
                "needs enumerable domains; claim(...).search() samples large ones"
            ) from None
        out.append((names, members, fam.tiers()))
    return out


def _total(doms: list[tuple[tuple[str, ...], tuple[Any, ...], list[int]]]) -> int:
    n = 1
    for _, members, _ in doms:
        n *= len(members)
    return n


def _bind(doms: list[Any], idx: tuple[int, ...]) -> dict[str, Any]:
    b: dict[str, Any] = {}
    for (names, members, _), i in zip(doms, idx, strict=True):
        m = members[i]
        if len(names) == 1:
            b[names[0]] = m
        else:
            b.update(zip(names, m, strict=True))
    return b


def _instances(doms: list[Any], skip: set[tuple[int, ...]]) -> Iterator[Instance]:
    for seq, idx in enumerate(ordered_product([t for _, _, t in doms])):
        if idx not in skip:
            yield Instance(seq, idx, _bind(doms, idx))


# ============================================================================ checkpoint
class Checkpoint:
    """A ``.jsonl`` file: a header naming the claim and its domains, then one line per
    decided instance (its position, indices, status, reason and verdict)."""

    def __init__(self, path: str | os.PathLike[str], header: dict[str, Any]) -> None:
        self.path = Path(path)
        self.header = header
        self._file: Any = None

    def load(self) -> dict[tuple[int, ...], tuple[int, Decision]]:
        """The instances already decided: indices -> (position, decision)."""
        done: dict[tuple[int, ...], tuple[int, Decision]] = {}
        if not self.path.exists() or self.path.stat().st_size == 0:
            return done
        with self.path.open(encoding="utf-8") as f:
            lines = f.read().split("\n")
        try:
            header = json.loads(lines[0])
        except json.JSONDecodeError:
            header = None
        if not isinstance(header, dict) or header.get("cgt_checkpoint") != 1:
            raise CGTError(f"{self.path} is not a cgt checkpoint; choose another file name")
        if header != self.header:
            raise CGTError(
                f"the checkpoint {self.path} was written for another claim or other domains "
                f"({header.get('claim')!r} over {header.get('domains')}); delete it or choose "
                "another file name"
            )
        for line in lines[1:]:
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError:  # a line cut short when the run was killed
                continue
            v = rec.get("v")
            d = Decision(rec["s"], rec["r"], None if v is None else decode_verdict(v))
            done[tuple(rec["i"])] = (rec["n"], d)
        return done

    def open(self) -> None:
        new = not self.path.exists() or self.path.stat().st_size == 0
        if not new:
            with self.path.open("rb") as f:  # a line cut short: end it, so appends parse
                f.seek(-1, os.SEEK_END)
                cut = f.read(1) != b"\n"
        self._file = self.path.open("a", encoding="utf-8")
        if new:
            self._file.write(json.dumps(self.header, ensure_ascii=False) + "\n")
        elif cut:
            self._file.write("\n")
        self._file.flush()

    def write(self, inst: Instance, d: Decision) -> None:
        rec: dict[str, Any] = {"n": inst.seq, "i": list(inst.idx), "s": d.status, "r": d.reason}
        rec["v"] = None if d.verdict is None or d.status == HELD else encode_verdict(d.verdict)
        if d.status != HELD:
            rec["b"] = {k: encode_value(v) for k, v in inst.bindings.items()}
        self._file.write(json.dumps(rec, ensure_ascii=False) + "\n")

    def flush(self) -> None:
        self._file.flush()

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


def _structure(x: Any) -> Any:
    """A description of a member that is the same in every process (forms by structure)."""
    if isinstance(x, Game):
        return form_key(x)
    if isinstance(x, tuple):
        return tuple(_structure(y) for y in x)
    return repr(x)


def _header(claim: _Claim, doms: list[Any]) -> dict[str, Any]:
    digests = {}
    for names, members, _ in doms:
        h = hashlib.sha1()
        for m in members[:200] + members[-200:]:
            h.update(repr(_structure(m)).encode())
        digests[", ".join(names)] = [len(members), h.hexdigest()]
    return {
        "cgt_checkpoint": 1,
        "claim": claim.text,
        "domains": claim.domain_names(),
        "members": digests,
    }


# ============================================================================ tally
class _Tally:
    """Collects decisions into a ClaimResult; writes the checkpoint and the progress bar."""

    def __init__(self, total: int, checkpoint: Checkpoint | None, bar: Any) -> None:
        self.total = total
        self.checkpoint = checkpoint
        self.bar = bar
        self.checked = self.held = 0
        self.failed: list[tuple[int, Counterexample]] = []
        self.undecided: list[tuple[int, UndecidedInstance]] = []
        self.holding: list[tuple[int, dict[str, Any]]] = []
        self.reasons: Counter[str] = Counter()

    def add(self, inst: Instance, d: Decision, record: bool = True) -> None:
        self.checked += 1
        if d.status == HELD:
            self.held += 1
            self.reasons[d.reason] += 1
            if len(self.holding) < KEEP_HOLDING:
                self.holding.append((inst.seq, inst.bindings))
        elif d.status == FAILED:
            self.failed.append((inst.seq, Counterexample(inst.bindings, d.verdict, d.reason)))
            self.reasons[d.reason] += 1
        else:
            self.undecided.append((inst.seq, UndecidedInstance(inst.bindings, d.reason)))
        if record and self.checkpoint is not None:
            self.checkpoint.write(inst, d)
        if self.bar is not None:
            self.bar.update(1)
            if d.status != HELD:
                self.bar.set_postfix_str(
                    f"{len(self.failed)} counterexamples, {len(self.undecided)} undecided",
                    refresh=False,
                )


    def result(self, claim: _Claim, start: float, **fields: Any) -> ClaimResult:
        """The ClaimResult of what was added, simplest first (by position unless the
        counterexamples are sorted by the caller's ``order``)."""
        return ClaimResult(
            claim=claim.text,
            universe=claim.universe.name,
            domains=claim.domain_names(),
            checked=self.checked,
            held=self.held,
            counterexamples=[c for _, c in sorted(self.failed, key=lambda sc: sc[0])],
            undecided=[u for _, u in sorted(self.undecided, key=lambda su: su[0])],
            reasons=self.reasons,
            seconds=time.perf_counter() - start,
            holding=[b for _, b in sorted(self.holding, key=lambda sb: sb[0])],
            **fields,
        )


def _progress_bar(enabled: bool | None, total: int, initial: int) -> Any:
    if enabled is None:
        enabled = sys.stderr.isatty() or _in_kernel()
    if not enabled:
        return None
    return _tqdm_class()(
        total=total, initial=initial, unit="inst", delay=PROGRESS_DELAY, dynamic_ncols=True
    )


def _in_kernel() -> bool:
    """Whether this process is a running Jupyter kernel: not merely one that imported
    ipykernel, as a program that runs notebooks does (finding the kernel's spec imports it),
    where a bar would land in that program's own output."""
    if "ipykernel" not in sys.modules:
        return False
    get_ipython = getattr(sys.modules.get("IPython"), "get_ipython", None)
    shell = get_ipython() if get_ipython is not None else None
    return shell is not None and "IPKernelApp" in getattr(shell, "config", {})


def _tqdm_class() -> Any:
    """The progress bar for where we run: the notebook widget inside a Jupyter kernel that
    has ipywidgets, the text bar everywhere else. (``tqdm.auto`` picks the widget in any
    kernel and, without ipywidgets, warns "IProgress not found" on every check.)"""
    if _in_kernel():
        try:
            from ipywidgets import FloatProgress  # noqa: F401 - what tqdm.notebook draws with
        except ImportError:
            pass
        else:
            from tqdm.notebook import tqdm as widget

            return widget
    from tqdm.std import tqdm

    return tqdm


# ============================================================================ workers
_CLAIMS: dict[str, Any] = {}
_ONE_AT_A_TIME = threading.Lock()


def _ignore_sigint() -> None:
    # Ctrl-C goes to the whole process group; the parent alone handles it.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _init_worker(payload: bytes) -> None:
    _ignore_sigint()
    _load(payload)


def _load(payload: bytes) -> tuple[str, Any]:
    key = hashlib.sha1(payload).hexdigest()
    if key not in _CLAIMS:
        _CLAIMS[key] = pickle.loads(payload)
    return key, _CLAIMS[key]


def _work(payload: bytes | str, chunk: bytes) -> bytes:
    """Decide a pickled chunk [(position, indices)] in a worker. ``payload`` is the pickled
    (claim, domains), or the key of one the process already holds. The pickled answer is
    (reasons, [(position, "held", index into reasons) or (position, "ok", Decision) or
    (position, "error", exception)])."""
    with _ONE_AT_A_TIME:
        claim, doms = _CLAIMS[payload] if isinstance(payload, str) else _load(payload)[1]
        return pickle.dumps(_decide_chunk(claim, doms, pickle.loads(chunk)))


def _decide_chunk(
    claim: _Claim, doms: list[Any], items: list[tuple[int, tuple[int, ...]]]
) -> tuple[list[str], list[tuple[int, str, Any]]]:
    reasons: dict[str, int] = {}
    out: list[tuple[int, str, Any]] = []
    for seq, idx in items:
        try:
            d = claim.decide(**_bind(doms, idx))
        except (MemoryError, RecursionError) as exc:
            d = Decision(UNDECIDED, f"{type(exc).__name__} while deciding it")
        except Exception as exc:  # a bug in the claim's own code: raised again in the parent
            try:
                pickle.dumps(exc)
            except Exception:
                exc = RuntimeError(f"{type(exc).__name__}: {exc}")
            out.append((seq, "error", exc))
            continue
        if d.status == HELD:
            out.append((seq, "held", reasons.setdefault(d.reason, len(reasons))))
        else:
            out.append((seq, "ok", d))
    return list(reasons), out


def _payload(claim: _Claim, doms: list[Any]) -> bytes | None:
    """The claim and the domains' members, pickled for workers (cloudpickle, when
    installed, also sends lambdas)."""
    data = (claim, [(names, members, None) for names, members, _ in doms])
    try:
        import cloudpickle

        return cloudpickle.dumps(data)
    except ImportError:
        pass
    except Exception:
        return None
    try:
        return pickle.dumps(data)
    except Exception:
        return None


def _chunks(items: Iterator[Instance], size: int) -> Iterator[list[Instance]]:
    chunk: list[Instance] = []
    for x in items:
        chunk.append(x)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


class _Pool:
    """The executor, renewed when it is our own process pool and it breaks."""

    def __init__(self, executor: Executor | None, workers: int, payload: bytes) -> None:
        self.own = executor is None
        self.workers = workers
        self.payload = payload
        self.generation = 0
        self.executor = executor if executor is not None else self._new()
        # Our processes hold the payload from the start; tasks name it by its key.
        self.task_payload: bytes | str = (
            hashlib.sha1(payload).hexdigest() if self.own else payload
        )

    def _new(self) -> Executor:
        return ProcessPoolExecutor(
            max_workers=self.workers, initializer=_init_worker, initargs=(self.payload,)
        )

    def renew(self, generation: int) -> None:
        if self.own and generation == self.generation:
            self.executor.shutdown(wait=False, cancel_futures=True)
            self.executor = self._new()
            self.generation += 1

    def kill(self) -> None:
        if self.own:
            procs = getattr(self.executor, "_processes", None) or {}
            for p in list(procs.values()):
                p.terminate()
            self.executor.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        if self.own:
            self.executor.shutdown(wait=True)


def _raise_from_worker(exc: BaseException, inst: Instance) -> None:
    if hasattr(exc, "add_note"):
        exc.add_note(f"while deciding the instance {inst.bindings}")
    raise exc


def _run_parallel(
    pending: Iterator[Instance],
    tally: _Tally,
    pool: _Pool,
    chunk_size: int,
    stop_at_first: bool,
) -> bool:
    """Spread the pending instances over the pool; True if stopped at a counterexample."""
    in_flight: dict[Future[Any], tuple[list[Instance], int, int]] = {}
    retry: deque[Instance] = deque()
    chunks = _chunks(pending, chunk_size)
    exhausted = False
    stop_seq: int | None = None
    limit = 3 * pool.workers

    def submit(chunk: list[Instance], attempt: int) -> None:
        items = pickle.dumps([(i.seq, i.idx) for i in chunk])
        try:
            fut = pool.executor.submit(_work, pool.task_payload, items)
        except BrokenProcessPool:
            pool.renew(pool.generation)
            fut = pool.executor.submit(_work, pool.task_payload, items)
        in_flight[fut] = (chunk, attempt, pool.generation)

    while True:
        if retry:  # isolation: one retried instance at a time, nothing else running
            if not in_flight:
                submit([retry.popleft()], 2)
        else:
            while not exhausted and len(in_flight) < limit:
                chunk = next(chunks, None)
                if chunk is None or (stop_seq is not None and chunk[0].seq > stop_seq):
                    exhausted = True
                    break
                submit(chunk, 1)
        if not in_flight:
            if retry:
                continue
            return stop_seq is not None
        done, _ = wait(list(in_flight), timeout=0.25, return_when=FIRST_COMPLETED)
        for fut in done:
            chunk, attempt, generation = in_flight.pop(fut)
            try:
                reasons, records = pickle.loads(fut.result())
            except Exception as exc:  # the worker, not the claim, failed
                if isinstance(exc, BrokenProcessPool):
                    pool.renew(generation)
                if attempt == 1:
                    retry.extend(chunk)
                else:
                    why = f"the worker failed twice on this instance: {type(exc).__name__}: {exc}"
                    tally.add(chunk[0], Decision(UNDECIDED, why), record=False)
                continue
            by_seq = {i.seq: i for i in chunk}
            for seq, kind, data in records:
                if kind == "error":
                    _raise_from_worker(data, by_seq[seq])
                if kind == "held":
                    data = Decision(HELD, reasons[data])
                tally.add(by_seq[seq], data)
                if stop_at_first and data.status == FAILED:
                    stop_seq = seq if stop_seq is None else min(stop_seq, seq)
            if tally.checkpoint is not None:
                tally.checkpoint.flush()
        if stop_seq is not None:  # later chunks cannot hold a simpler counterexample
            for fut, (chunk, _, _) in list(in_flight.items()):
                if chunk[0].seq > stop_seq:
                    fut.cancel()
                    del in_flight[fut]
            exhausted = True


def _run_serial(
    claim: _Claim, pending: Iterator[Instance], tally: _Tally, stop_at_first: bool
) -> bool:
    for inst in pending:
        d = claim.decide(**inst.bindings)
        tally.add(inst, d)
        if tally.checkpoint is not None:
            tally.checkpoint.flush()
        if stop_at_first and d.status == FAILED:
            return True
    return False


# ============================================================================ entry point
def run_check(
    claim: _Claim,
    *,
    workers: int | None,
    executor: Executor | None,
    checkpoint: str | os.PathLike[str] | None,
    stop_at_first: bool,
    progress: bool | None,
    chunk_size: int | None,
) -> ClaimResult:
    start = time.perf_counter()
    if workers is not None and (isinstance(workers, bool) or workers < 1):
        raise NotSupported(f"workers must be a positive integer, not {workers!r}")
    doms = _domains(claim)
    total = _total(doms)
    ck = None if checkpoint is None else Checkpoint(checkpoint, _header(claim, doms))
    done = {} if ck is None else ck.load()
    tally = _Tally(total, None, None)
    for idx, (seq, d) in sorted(done.items(), key=lambda kv: kv[1][0]):
        tally.add(Instance(seq, idx, _bind(doms, idx)), d, record=False)
    remaining = total - len(done)

    n_workers = 1 if workers is None and executor is None and remaining < PARALLEL_FROM else (
        workers or os.cpu_count() or 1
    )
    parallel = executor is not None or n_workers > 1
    payload = _payload(claim, doms) if parallel else None
    if parallel and payload is None:
        if workers is not None or executor is not None:
            raise NotSupported(
                "this claim cannot be sent to worker processes (its function cannot be "
                "pickled): define the function at module level, install cloudpickle (the "
                "`dist` extra), or check with workers=1"
            )
        parallel, n_workers = False, 1
    if not parallel:
        n_workers = 1
    size = chunk_size or max(1, min(2000, remaining // (16 * n_workers) or 1))

    pool = _Pool(executor, n_workers, payload) if parallel and payload is not None else None
    bar = _progress_bar(progress, total, len(done))
    tally.bar = bar
    if ck is not None:
        ck.open()
        tally.checkpoint = ck
    pending = _instances(doms, set(done))
    interrupted = stopped = False
    try:
        if pool is not None:
            stopped = _run_parallel(pending, tally, pool, size, stop_at_first)
        else:
            stopped = _run_serial(claim, pending, tally, stop_at_first)
    except KeyboardInterrupt:
        interrupted = True
        if pool is not None:
            pool.kill()
            pool = None
    finally:
        if pool is not None:
            pool.close()
        if bar is not None:
            bar.close()
        if ck is not None:
            ck.close()
    return tally.result(
        claim,
        start,
        mode="check",
        total=total,
        complete=not interrupted and not stopped and tally.checked == total,
        interrupted=interrupted,
        stopped_early=stopped,
        workers=n_workers if executor is None else (workers or 0),
        resumed=len(done),
    )
