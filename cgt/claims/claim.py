"""Claims with free variables, decided over families.

``claim(statement, mod=U, **domains)`` states a relation between two games modulo a universe
(normal play by default) for every value of its free variables. The statement is text in
:func:`cgt.parse`'s notation with variables (``"*:x + *:-x == 0"``) or a callable taking the
variables by name and returning a pair of games (meaning ≡), a triple ``(G, "<=", H)``, a bool or
a :class:`~cgt.universes.base.Verdict`. Each variable ranges over a family
(:mod:`cgt.families`), a list or a range; a family of pairs binds two variables at once
(``**{"G, H": pairs(F)}``).

>>> from cgt import D, M
>>> from cgt.families import numbers, dicots
>>> r = claim("*:x + *:-x == 0", mod=D, x=numbers(max_birthday=3)).check()
>>> r.holds, r.checked
(True, 15)
>>> r = claim("G + G == 0", mod=M, G=dicots(max_birthday=2)).check()
>>> r.holds, [str(c.bindings["G"]) for c in r.counterexamples][:3]
(False, ['*', '^', 'v'])
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from cgt.claims.decide import UNDECIDED, Decision, decide, decide_result, read_result
from cgt.claims.expression import ClaimExpression, check_variable_name, parse_claim
from cgt.claims.result import ClaimResult
from cgt.errors import CGTError, InvalidGame, ParseError
from cgt.families import Family
from cgt.universes.base import Universe

if TYPE_CHECKING:
    import sympy

__all__ = ["Claim", "claim", "as_family"]


def _universe_named(name: str) -> Universe:
    import cgt.universes as us

    u = getattr(us, name, None)
    if not isinstance(u, Universe):
        raise InvalidGame(
            f"unknown universe {name!r}; the universes are NORMAL, M, D, E, B, I, S, HSTAR"
        )
    return u


def as_family(domain: Any, name: str) -> Family:
    """A claim variable's domain as a :class:`Family`: a Family as is; a list, tuple, set or
    range as a family of its items (in the order given; games among them simplest first).

    >>> as_family(range(3), "n"), as_family(["*", "^"], "G")
    (range(0, 3), ['*', '^'])
    """
    if isinstance(domain, Family):
        return domain
    if isinstance(domain, range):
        return Family(repr(domain), lambda: list(domain), size=len(domain))
    if isinstance(domain, (list, tuple, set, frozenset)):
        items = list(domain) if not isinstance(domain, (set, frozenset)) else sorted(
            domain, key=str
        )
        shown = ", ".join(repr(x) if not hasattr(x, "left") else str(x) for x in items[:5])
        label = f"[{shown}{', …' if len(items) > 5 else ''}]"
        arity = len(items[0]) if items and all(isinstance(x, tuple) for x in items) else 1
        return Family(label, lambda: items, arity=arity, size=len(items))
    kind = type(domain).__name__
    raise InvalidGame(
        f"the domain of {name} is {domain!r} (a {kind}), not a family, list or range; "
        f"for a single value write {name}=[value]"
    )


class Claim:
    """A claim over families; see :func:`claim`.

    - ``check(...)`` decides every instance exactly, simplest first;
    - ``search(max_examples=...)`` hunts for a counterexample with hypothesis and shrinks it;
    - ``decide(**values)`` decides one instance (a :class:`~cgt.claims.decide.Decision`).
    """

    def __init__(
        self,
        statement: str | Callable[..., Any],
        universe: Universe,
        domains: dict[str, Any],
    ) -> None:
        if not isinstance(universe, Universe):
            raise InvalidGame(
                f"mod must be a universe (NORMAL, M, D, E, B, I, S, HSTAR), not {universe!r}"
            )
        self.statement = statement
        self.universe = universe
        self.domains: list[tuple[tuple[str, ...], Family]] = []
        names: list[str] = []
        for key, dom in domains.items():
            group = tuple(n.strip() for n in key.split(","))
            for n in group:
                check_variable_name(n)
                if n in names:
                    raise InvalidGame(f"{n} is given two domains")
                names.append(n)
            fam = as_family(dom, key)
            if len(group) > 1 and fam.arity != len(group):
                raise InvalidGame(
                    f"{key} names {len(group)} variables but {fam.name} has members of "
                    f"{fam.arity} game{'s' if fam.arity > 1 else ''}; use pairs(…) for two"
                )
            self.domains.append((group, fam))
        self.names = tuple(names)
        self.expression: ClaimExpression | None = None
        if callable(statement):
            self._check_signature(statement)
        else:
            self.expression = parse_claim(statement, names)
            used = {str(s) for s in self.expression.variables}
            unused = [n for n in names if n not in used]
            if unused:
                raise ParseError(
                    f"unknown variable {unused[0]}: the claim has no {unused[0]} (its variables "
                    f"are {', '.join(sorted(used)) or 'none'})",
                    statement,
                    len(statement) + 1,
                )

    def _check_signature(self, fn: Callable[..., Any]) -> None:
        try:
            sig = inspect.signature(fn)
        except (TypeError, ValueError):  # builtins without a signature: trust the caller
            return
        params = sig.parameters.values()
        plain = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
        takes_all = all(n in sig.parameters for n in self.names) or any(
            p.kind is inspect.Parameter.VAR_KEYWORD for p in params
        )
        # a variable of the function with no domain (the function takes every variable that
        # has one): name it, rather than the variables that have their domains
        lacking = [
            p.name
            for p in params
            if p.kind in plain and p.default is inspect.Parameter.empty and p.name not in self.names
        ]
        if lacking and takes_all:
            them = ", ".join(lacking)
            raise InvalidGame(
                f"the claim function's variable{'s' if len(lacking) > 1 else ''} {them} "
                f"{'have' if len(lacking) > 1 else 'has'} no domain: give "
                f"{'each' if len(lacking) > 1 else 'it'} a family ({lacking[0]}=…)"
            )
        try:
            sig.bind(**{n: None for n in self.names})
        except TypeError as exc:
            raise InvalidGame(
                f"the claim function does not take the variables {', '.join(self.names)} "
                f"by name: {exc}"
            ) from None

    # ------------------------------------------------------------------ display
    @property
    def variables(self) -> tuple[sympy.Symbol, ...]:
        """The free variables, as sympy Symbols."""
        import sympy  # late: importing sympy takes most of a second

        if self.expression is not None:
            return self.expression.variables
        return tuple(sympy.Symbol(n) for n in self.names)

    @property
    def text(self) -> str:
        """The claim as written, with its universe: ``G + G == 0 (mod D)``."""
        body = self.statement if isinstance(self.statement, str) else _callable_name(
            self.statement
        )
        u = self.universe.name
        if isinstance(self.statement, str):
            mod = "normal play" if u == "NORMAL" else f"mod {u}"
        else:  # a function decides by itself: name the play its universe stands for
            mod = "normal play" if u == "NORMAL" else f"misère play, mod {u}"
        return f"{body}  ({mod})"

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        doms = ", ".join(f"{', '.join(ns)}={f.name}" for ns, f in self.domains)
        return f"claim({self.statement!r}, mod={self.universe.name}, {doms})"

    def _repr_latex_(self) -> str:
        if self.expression is None:
            return "$" + r"\text{" + self.text + "}$"
        return "$" + self.expression.latex(self.universe.name) + "$"

    def domain_names(self) -> dict[str, str]:
        return {", ".join(ns): f.name for ns, f in self.domains}

    # ------------------------------------------------------------------ one instance
    def decide(self, **values: Any) -> Decision:
        """Decide the instance with these values of the variables.

        >>> from cgt import D, star
        >>> claim("G + G == 0", mod=D, G=[star]).decide(G=star).status
        'held'
        """
        missing = [n for n in self.names if n not in values]
        if missing:
            raise InvalidGame(f"no value for {', '.join(missing)}")
        if self.expression is None:
            assert callable(self.statement)
            try:
                returned = self.statement(**values)
            except CGTError as exc:
                return Decision(UNDECIDED, f"{type(exc).__name__}: {exc}")
            answer = read_result(returned)  # a wrong kind of answer is the claim's bug: raise
        try:
            if self.expression is None:
                d = decide_result(answer, self.universe)
                if answer is False:  # say what the predicate computed
                    from cgt.claims.predicate import explain

                    why = explain(self.statement, values)  # type: ignore[arg-type]
                    if why is not None:
                        d = attrs.evolve(d, reason=f"the predicate is false: {why}")
                return d
            e = self.expression
            g, h = e.left.evaluate(values), e.right.evaluate(values)
            return decide(e.relation, self.universe, g, h)
        except CGTError as exc:
            return Decision(UNDECIDED, f"{type(exc).__name__}: {exc}")

    # ------------------------------------------------------------------ many instances
    def check(
        self,
        *,
        workers: int | None = None,
        executor: Any = None,
        checkpoint: str | None = None,
        stop_at_first: bool = False,
        progress: bool | None = None,
        chunk_size: int | None = None,
    ) -> ClaimResult:
        """Decide every instance of the (finite) domains exactly, simplest first.

        - ``workers``: processes to spread the instances over (default: every core, for
          claims large enough to pay for them; 1 runs here, in this process);
        - ``executor``: any ``concurrent.futures.Executor`` instead (e.g. a Dask cluster's
          ``Client(...).get_executor()``);
        - ``checkpoint``: a ``.jsonl`` file that records each instance as it is decided; a
          rerun with the same file resumes where it stopped;
        - ``stop_at_first``: stop at the first (simplest) counterexample;
        - ``progress``: show a progress bar (default: on a terminal or in a notebook, for
          checks that last more than a second).

        Ctrl-C stops cleanly and returns the partial result (``interrupted`` is True). A
        worker that dies is retried once, alone; if it dies again its instance is reported
        undecided.
        """
        from cgt.claims.run import run_check

        return run_check(
            self,
            workers=workers,
            executor=executor,
            checkpoint=checkpoint,
            stop_at_first=stop_at_first,
            progress=progress,
            chunk_size=chunk_size,
        )

    def search(
        self,
        max_examples: int = 200,
        *,
        seed: int | None = None,
        progress: bool | None = None,
    ) -> ClaimResult:
        """Hunt for a counterexample with hypothesis over large or infinite families, and
        shrink it to the simplest (smallest birthday, then fewest positions).

        >>> from cgt import M
        >>> from cgt.families import games
        >>> r = claim("G + -G == 0", mod=M, G=games(max_birthday=4)).search(50, seed=1)
        >>> r.holds, str(r.counterexamples[0].bindings["G"])
        (False, '1')
        """
        from cgt.claims.search import run_search

        return run_search(self, max_examples=max_examples, seed=seed, progress=progress)

    # ------------------------------------------------------------------ workers
    def __getstate__(self) -> dict[str, Any]:
        # Families hold closures; workers only need to decide instances.
        state = dict(self.__dict__)
        state["domains"] = [(ns, None) for ns, _ in self.domains]
        state["universe"] = self.universe.name if _is_builtin(self.universe) else self.universe
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        if isinstance(state["universe"], str):
            state["universe"] = _universe_named(state["universe"])
        self.__dict__.update(state)


def _is_builtin(u: Universe) -> bool:
    import cgt.universes as us

    return getattr(us, u.name, None) is u


def _callable_name(fn: Callable[..., Any]) -> str:
    """A lambda by its text (what it claims), a named function by its name."""
    from cgt.claims.predicate import source

    text = source(fn)
    if text is not None:
        return text
    name = getattr(fn, "__name__", None) or repr(fn)  # not "f.<locals>.g" for a nested def
    return f"{name}(…)"


def claim(
    statement: str | Callable[..., Any], mod: Universe | None = None, **domains: Any
) -> Claim:
    """A claim over families: ``statement`` modulo ``mod`` (default ``NORMAL``) for every
    value of its variables, each given its domain by keyword.

    Relations in text: ``==`` (≡ mod U), ``!=``, ``>=``, ``<=``, ``>``, ``<``, ``||``
    (incomparable).

    >>> from cgt import D
    >>> from cgt.families import numbers
    >>> c = claim("*:x + *:y == 0", mod=D, x=numbers(max_birthday=2), y=numbers(max_birthday=2))
    >>> r = c.check()
    >>> r.holds, r.checked, len(r.counterexamples)
    (False, 49, 42)
    >>> sorted({str(c.bindings["x"].canonical()) for c in r.counterexamples})[:3]
    ['-1', '-1/2', '-2']
    """
    if mod is None:
        from cgt.universes import NORMAL

        mod = NORMAL
    return Claim(statement, mod, domains)

