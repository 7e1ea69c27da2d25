"""Counterexample search with hypothesis: sample the families, shrink what fails.

Each family's strategy shrinks towards its simplest member (enumerated families sample their
members in simplest-first order; the infinite ones build forms with fewer options and smaller
birthdays first). Every instance drawn is decided exactly; of all the counterexamples met, the
simplest (smallest total birthday, then fewest positions) is reported first.
"""

from __future__ import annotations

import random
import time
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from cgt.claims.decide import FAILED, Decision
from cgt.claims.result import ClaimResult  # noqa: TC001 - the return type
from cgt.claims.run import Instance, _progress_bar, _Tally
from cgt.errors import InvalidGame
from cgt.families import simplicity

if TYPE_CHECKING:
    from cgt.claims.run import _Claim

__all__ = ["run_search"]


def _key(bindings: dict[str, Any]) -> Hashable:
    out = []
    for k, v in bindings.items():
        try:
            hash(v)
            out.append((k, v))
        except TypeError:
            out.append((k, repr(v)))
    return tuple(out)


def _simplest(bindings: dict[str, Any]) -> tuple[int, int]:
    return simplicity(tuple(bindings.values()))


def run_search(
    claim: _Claim, *, max_examples: int, seed: int | None, progress: bool | None
) -> ClaimResult:
    from hypothesis import HealthCheck, Phase, find, settings
    from hypothesis import strategies as st
    from hypothesis.errors import NoSuchExample, Unsatisfiable

    if isinstance(max_examples, bool) or not isinstance(max_examples, int) or max_examples < 1:
        raise InvalidGame(f"max_examples must be a positive integer, not {max_examples!r}")
    start = time.perf_counter()
    parts = {", ".join(ns): fam.strategy() for ns, fam in claim.domains}
    groups = {", ".join(ns): ns for ns, _ in claim.domains}

    def flatten(d: dict[str, Any]) -> dict[str, Any]:
        b: dict[str, Any] = {}
        for key, value in d.items():
            names = groups[key]
            b.update({names[0]: value} if len(names) == 1 else zip(names, value, strict=True))
        return {n: b[n] for n in claim.names}

    strategy = st.fixed_dictionaries(parts).map(flatten)
    seen: dict[Hashable, Decision] = {}
    tally = _Tally(0, None, _progress_bar(progress, None, 0))  # type: ignore[arg-type]

    def fails(b: dict[str, Any]) -> bool:
        key = _key(b)
        d = seen.get(key)
        if d is None:
            d = claim.decide(**b)
            seen[key] = d
            tally.add(Instance(len(seen), (), b), d, record=False)
        return d.status == FAILED

    config = settings(
        max_examples=max_examples,
        database=None,
        deadline=None,
        phases=[Phase.generate, Phase.shrink],
        suppress_health_check=list(HealthCheck),
    )
    interrupted = False
    rng = random.Random(seed) if seed is not None else None
    try:
        found = find(strategy, fails, settings=config, random=rng)
        _simpler(claim, found, fails, budget=max_examples)
    except (NoSuchExample, Unsatisfiable):
        pass
    except KeyboardInterrupt:
        interrupted = True
    finally:
        if tally.bar is not None:
            tally.bar.close()
    total = _finite_total(claim)
    result = tally.result(
        claim,
        start,
        mode="search",
        total=total,
        complete=not interrupted and total is not None and tally.checked == total,
        interrupted=interrupted,
    )
    # Simplest first: smallest total birthday, then fewest positions, then the families' order.
    key = _order_key(claim)
    result.counterexamples.sort(key=lambda c: key(c.bindings))
    result.holding.sort(key=key)
    return result


def _order_key(claim: _Claim) -> Any:
    index: dict[tuple[str, ...], dict[Any, int]] = {}
    for names, fam in claim.domains:
        size = fam.known_size() if fam.enumerable else None
        if size is not None and size <= _SIMPLER_UP_TO:
            try:
                index[names] = {m: i for i, m in enumerate(fam.members())}
            except TypeError:  # unhashable members: no tie-break by position
                pass

    def key(b: dict[str, Any]) -> tuple[Any, ...]:
        pos = []
        for names, _ in claim.domains:
            value = b[names[0]] if len(names) == 1 else tuple(b[n] for n in names)
            try:
                pos.append(index.get(names, {}).get(value, 0))
            except TypeError:
                pos.append(0)
        return (*_simplest(b), tuple(pos))

    return key


#: Largest enumerable family whose simpler members are tried after hypothesis shrinks.
_SIMPLER_UP_TO = 100_000


def _simpler(
    claim: _Claim, found: dict[str, Any], fails: Any, budget: int
) -> dict[str, Any]:
    """Hypothesis shrinks towards simpler members but may stop at a local minimum; for each
    variable ranging over an enumerable family, try every simpler member (in the family's
    order) while the instance still fails, spending at most ``budget`` more instances."""
    current = dict(found)
    improved = True
    while improved and budget > 0:
        improved = False
        for names, fam in claim.domains:
            size = fam.known_size() if fam.enumerable else None
            if size is None or size > _SIMPLER_UP_TO:
                continue
            members = fam.members()
            value = current[names[0]] if len(names) == 1 else tuple(current[n] for n in names)
            for cand in members[: members.index(value)]:
                if budget <= 0:
                    break
                budget -= 1
                b = dict(current)
                b.update({names[0]: cand} if len(names) == 1 else zip(names, cand, strict=True))
                if fails(b):
                    current, improved = b, True
                    break
    return current


def _finite_total(claim: _Claim) -> int | None:
    n = 1
    for _, fam in claim.domains:
        k = fam.known_size() if fam.enumerable else None
        if k is None:
            return None
        n *= k
    return n
