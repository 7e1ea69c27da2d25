"""Claims over families: exact checks, counterexample search, workers.

``claim(statement, mod=U, **domains)`` builds a :class:`Claim`; ``.check()`` decides every
instance, ``.search()`` hunts for counterexamples; both return a :class:`ClaimResult`.

>>> from cgt import claim, D
>>> from cgt.families import numbers
>>> print(claim("*:x + *:-x == 0", mod=D, x=numbers(max_birthday=1)).check())  # doctest: +ELLIPSIS
claim      *:x + *:-x == 0  (mod D)    [x ∈ numbers(max_birthday=1)]
result     holds: all 3 instances decided, each one holds  (... s)
reasons         3 × congruence: ...
"""

from cgt.claims.claim import Claim, as_family, claim
from cgt.claims.decide import Decision
from cgt.claims.result import ClaimResult, Counterexample, UndecidedInstance

__all__ = [
    "claim",
    "Claim",
    "ClaimResult",
    "Counterexample",
    "UndecidedInstance",
    "Decision",
    "as_family",
]
