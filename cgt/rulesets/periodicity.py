"""Periodicity of nim-value sequences, proven by the octal periodicity theorem.

A sequence g(0), g(1), … is (arithmetically) periodic with preperiod e, period p and saltus s
when g(n + p) = g(n) + s for every n ≥ e. Observing it on a finite prefix proves nothing in
general; for take-and-break games it does, once the prefix is long enough:

**Periodicity theorem** (Guy–Smith for octal games, Winning Ways ch. 4; the same argument for
any finite code). Let every move take at most t tokens and leave at most k heaps. If
g(n + p) = g(n) for e ≤ n < k·e + (k − 1)·p + t, then g(n + p) = g(n) for every n ≥ e.
(From that point on, every option of a heap of n + p has a heap of at least e + p tokens, and
removing p from it gives an option of n of the same value, and conversely.)

:func:`find_periodicity` finds the least period (and then the least preperiod) of a prefix, as
CGSuite's ``CheckPeriodicity`` does, and reports it only when the prefix is long enough for the
theorem, with CGSuite's margin: k·e + k·p + t + k values. So a result is a proof.

>>> find_periodicity([0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1],
...                  max_removed=7, max_heaps=1)
Periodicity(period=5, preperiod=0, saltus=0)
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

__all__ = ["Periodicity", "find_periodicity", "required_length"]


@attrs.frozen
class Periodicity:
    """g(n + period) = g(n) + saltus for every n ≥ preperiod."""

    period: int
    preperiod: int
    saltus: int = 0


def required_length(preperiod: int, period: int, max_removed: int, max_heaps: int) -> int:
    """How many values g(0) … g(L − 1) prove periodicity (CGSuite's margin over the theorem)."""
    k = max(max_heaps, 1)
    return k * preperiod + k * period + max_removed + k


def find_periodicity(
    values: Sequence[int],
    max_removed: int,
    max_heaps: int,
    max_saltus: int = 0,
) -> Periodicity | None:
    """The periodicity of ``values`` (g(0), g(1), …) proven by the periodicity theorem, or None
    when the prefix does not prove any (too short, or not periodic).

    For each suffix, the least period of its differences is found by a failure-function scan
    (as CGSuite's PeriodicityChecker does); the longest suffix of least period gives the
    preperiod, and the answer is the first such pair, from the end, that the prefix proves.
    """
    v = [int(x) for x in values]
    n = len(v)
    if n < 2:
        return None
    # ptr[i]: the start of the next occurrence of the suffix's period pattern (a KMP-style
    # failure function on the differences, read from the right).
    ptr = [0] * n
    top = n - 1
    ptr[top] = top + 1
    for i in range(top - 1, -1, -1):
        p = ptr[i + 1]
        while p < n:
            if v[i] - v[i + 1] == v[p - 1] - v[p]:
                break
            p = ptr[p]
        ptr[i] = p - 1
        if ptr[i] > ptr[i + 1]:
            pre = i + 1
            if ptr[pre] - pre <= top - ptr[pre] + 1:
                per = ptr[pre] - pre
                s = v[top] - v[top - per]
                if _meets(pre, per, s, n, max_removed, max_heaps, max_saltus):
                    return Periodicity(per, pre, s)
    per = ptr[0]
    if per < top:
        s = v[top] - v[top - per]
        if _meets(0, per, s, n, max_removed, max_heaps, max_saltus):
            return Periodicity(per, 0, s)
    return None


def _meets(pre: int, per: int, saltus: int, n: int, t: int, k: int, max_saltus: int) -> bool:
    return abs(saltus) <= max_saltus and required_length(pre, per, t, k) <= n
