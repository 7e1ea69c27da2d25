"""ClaimResult: what a check or a search found, with its evidence.

``print(result)`` is a compact report; notebooks show a table (``_repr_html_``,
``_repr_latex_``); ``to_json`` / ``ClaimResult.from_json`` round-trip exactly.
"""

from __future__ import annotations

import html
import json
from collections import Counter
from typing import Any

import attrs

from cgt.claims.codec import decode_value, decode_verdict, encode_value, encode_verdict
from cgt.errors import Undecided
from cgt.game import Game
from cgt.universes.base import Verdict

__all__ = ["ClaimResult", "Counterexample", "UndecidedInstance", "format_bindings"]

#: How many counterexamples / undecided instances a report lists.
SHOWN = 10
#: How many holding instances a result keeps.
KEEP_HOLDING = 100_000


def _short(x: Any, limit: int = 48) -> str:
    # Games print as their repr does (CGSuite's plain text, which parse reads back): one
    # printed style outside pretty() and LaTeX.
    text = str(x)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def format_bindings(bindings: dict[str, Any], limit: int = 48) -> str:
    """``x = 1/2, y = -1/2`` (each value shortened to ``limit`` characters)."""
    return ", ".join(f"{k} = {_short(v, limit)}" for k, v in bindings.items())


@attrs.frozen(eq=False)
class Counterexample:
    """An instance that fails: its ``bindings`` and the ``verdict`` that shows it (with the
    witness X and the outcomes (o(G + X), o(H + X)) when a comparison was refuted; without a
    witness when the opposite comparison was proved, e.g. ``G != H`` with G ≡ H)."""

    bindings: dict[str, Any]
    verdict: Verdict | None
    reason: str

    @property
    def witness(self) -> Game | None:
        return None if self.verdict is None else self.verdict.witness

    @property
    def outcomes(self) -> tuple[Any, Any] | None:
        return None if self.verdict is None else self.verdict.outcomes

    def describe(self, misere: bool = True) -> str:
        o = "o⁻" if misere else "o⁺"
        text = format_bindings(self.bindings)
        if self.witness is not None and self.outcomes is not None:
            a, b = self.outcomes
            x = _short(self.witness)
            return (
                f"{text}:  X = {x}  gives {o}(left-hand side + X) = {a}, "
                f"{o}(right-hand side + X) = {b}"
            )
        return f"{text}:  {self.reason}"

    def __str__(self) -> str:
        return self.describe()


@attrs.frozen(eq=False)
class UndecidedInstance:
    """An instance that was not decided, and ``why``."""

    bindings: dict[str, Any]
    why: str

    def __str__(self) -> str:
        return f"{format_bindings(self.bindings)}:  {self.why}"


@attrs.define(eq=False)
class ClaimResult:
    """The outcome of :meth:`Claim.check` or :meth:`Claim.search`.

    - ``holds``: True only when every instance of the domain was decided and held; False when
      a counterexample was found; None otherwise (undecided instances, an interrupted check,
      or a search that found nothing: not refuted, not proved);
    - ``checked``: instances examined; ``total``: instances in the domain (None if infinite);
    - ``counterexamples`` (simplest first), ``undecided``, ``reasons`` (a Counter of the
      theorems and tests that decided instances), ``seconds``;
    - ``holding``: the values of the instances that held, simplest first (kept for the first
      :data:`KEEP_HOLDING` of them).

    ``bool(result)`` is ``holds``, and raises :class:`~cgt.errors.Undecided` when it is None.
    """

    claim: str
    universe: str
    domains: dict[str, str]
    mode: str = "check"
    total: int | None = None
    checked: int = 0
    held: int = 0
    counterexamples: list[Counterexample] = attrs.Factory(list)
    undecided: list[UndecidedInstance] = attrs.Factory(list)
    reasons: Counter[str] = attrs.Factory(Counter)
    seconds: float = 0.0
    complete: bool = False
    interrupted: bool = False
    stopped_early: bool = False
    workers: int = 1
    resumed: int = 0
    holding: list[dict[str, Any]] = attrs.Factory(list)

    # ------------------------------------------------------------------ verdict
    @property
    def holds(self) -> bool | None:
        if self.counterexamples:
            return False
        if self.complete and not self.undecided and self.checked == self.total:
            return True
        return None

    def __bool__(self) -> bool:
        h = self.holds
        if h is None:
            raise Undecided(self.summary())
        return h

    @property
    def misere(self) -> bool:
        return self.universe != "NORMAL"

    def _checked_of_total(self) -> str:
        n = f"{self.checked:,}"
        if self.total is None or self.checked == self.total:
            return n
        return f"{n} of {self.total:,}"

    def summary(self) -> str:
        """One line: holds / fails / undecided, with the counts. A check that did not run to
        the end says so first, with the instances checked out of the total, so that no count
        reads as final.

        >>> r = ClaimResult("G >= 0", "M", {"G": "games(2)"}, total=256, checked=40,
        ...                 interrupted=True)
        >>> r.summary()
        'interrupted after 40 of 256 instances; no counterexample so far'
        """
        n = f"{self.checked:,}"
        of = self._checked_of_total()
        if self.holds is True:
            return f"holds: all {n} instances decided, each one holds"
        if self.holds is False:
            k = len(self.counterexamples)
            found = f"{k:,} counterexample{'s' if k != 1 else ''}"
            if self.interrupted:
                return (
                    f"interrupted after {of} instances: the claim fails ({found} so far; "
                    "the rest were not checked)"
                )
            if self.stopped_early:
                return f"fails: {found} among the first {of} instances (stopped at the first)"
            if self.mode == "search":
                return f"fails: {found} among {of} instances searched"
            return f"fails: {found} among {of} instances"
        if self.interrupted:
            return f"interrupted after {of} instances; no counterexample so far"
        if self.undecided:
            k = len(self.undecided)
            return f"undecided: {k:,} of {of} instances undecided, no counterexample"
        if self.mode == "search":
            return f"not refuted: no counterexample among {of} instances searched"
        return f"undecided: {of} instances checked"

    # ------------------------------------------------------------------ text
    def __str__(self) -> str:
        doms = ", ".join(f"{k} ∈ {v}" for k, v in self.domains.items())
        rows = [("claim", f"{self.claim}    [{doms}]" if doms else self.claim)]
        rows.append(("result", f"{self.summary()}  ({self.seconds:.2f} s)"))
        if self.resumed:
            rows.append(("resumed", f"{self.resumed:,} instances read from the checkpoint"))
        out = [f"{k:<10} {v}" for k, v in rows]
        if self.interrupted:  # the first line says that the counts below are not final
            out.insert(0, f"{'stopped':<10} interrupted after {self._checked_of_total()} "
                          "instances: a partial report")
        if self.counterexamples and self.holding:
            shown = "; ".join(format_bindings(b, 24) for b in self.holding[:SHOWN])
            more = self.held - min(len(self.holding), SHOWN)
            out.append(f"{'holds for':<10} {shown}{f' … and {more:,} more' if more > 0 else ''}")
        if self.counterexamples:
            out.append(f"{'simplest':<10} {self.counterexamples[0].describe(self.misere)}")
            for c in self.counterexamples[1:SHOWN]:
                out.append(f"{'':<10} {c.describe(self.misere)}")
            more = len(self.counterexamples) - SHOWN
            if more > 0:
                out.append(f"{'':<10} … and {more:,} more")
        for i, u in enumerate(self.undecided[:SHOWN]):
            out.append(f"{'undecided' if i == 0 else '':<10} {u}")
        if len(self.undecided) > SHOWN:
            out.append(f"{'':<10} … and {len(self.undecided) - SHOWN:,} more")
        for i, (reason, count) in enumerate(self._reasons_in_order()):
            out.append(f"{'reasons' if i == 0 else '':<10} {count:>6,} × {reason}")
        return "\n".join(out)

    def _reasons_in_order(self) -> list[tuple[str, int]]:
        # the commonest first, ties by their text: the same report whatever order the
        # instances were decided in (serially, on processes, on a cluster)
        return sorted(self.reasons.items(), key=lambda rc: (-rc[1], rc[0]))

    def __repr__(self) -> str:
        return f"<ClaimResult {self.claim}: {self.summary()}>"

    # ------------------------------------------------------------------ notebooks
    def _repr_html_(self) -> str:
        e = html.escape
        parts = [
            "<div class='cgt-claim'>",
            f"<p><b>{e(self.claim)}</b> — {e(self.summary())} ({self.seconds:.2f} s)</p>",
        ]
        if self.domains:
            doms = ", ".join(f"{k} ∈ {v}" for k, v in self.domains.items())
            parts.append(f"<p>{e(doms)}</p>")
        o = "o⁻" if self.misere else "o⁺"
        if self.counterexamples:
            parts.append(
                "<table><tr><th>counterexample</th><th>witness X</th>"
                f"<th>{o}(left-hand side + X)</th><th>{o}(right-hand side + X)</th>"
                "<th>reason</th></tr>"
            )
            for c in self.counterexamples[:SHOWN]:
                a, b = c.outcomes if c.outcomes is not None else ("", "")
                w = "" if c.witness is None else _short(c.witness, 80)
                parts.append(
                    f"<tr><td>{e(format_bindings(c.bindings))}</td><td>{e(w)}</td>"
                    f"<td>{a}</td><td>{b}</td><td>{e(c.reason)}</td></tr>"
                )
            parts.append("</table>")
        if self.undecided:
            parts.append("<table><tr><th>undecided</th><th>why</th></tr>")
            for u in self.undecided[:SHOWN]:
                parts.append(
                    f"<tr><td>{e(format_bindings(u.bindings))}</td><td>{e(u.why)}</td></tr>"
                )
            parts.append("</table>")
        if self.reasons:
            parts.append("<table><tr><th>instances</th><th>decided by</th></tr>")
            for reason, count in self._reasons_in_order():
                parts.append(f"<tr><td>{count:,}</td><td>{e(reason)}</td></tr>")
            parts.append("</table>")
        parts.append("</div>")
        return "".join(parts)

    def _repr_latex_(self) -> str:
        def tex(s: str) -> str:
            for a, b in (("\\", r"\backslash "), ("{", r"\{"), ("}", r"\}"), ("_", r"\_"),
                         ("#", r"\#"), ("%", r"\%"), ("&", r"\&"), ("$", r"\$")):
                s = s.replace(a, b)
            return r"\text{" + s + "}"

        o = "o^-" if self.misere else "o^+"
        rows = [tex(self.claim) + r" & " + tex(self.summary())]
        for c in self.counterexamples[:SHOWN]:
            if c.witness is not None and c.outcomes is not None:
                a, b = c.outcomes
                right = (
                    rf"X = {c.witness._repr_latex_().strip('$')},\ "
                    rf"{o}(\text{{left-hand side}}+X) = {a},\ "
                    rf"{o}(\text{{right-hand side}}+X) = {b}"
                )
            else:
                right = tex(c.reason)
            rows.append(tex(format_bindings(c.bindings)) + " & " + right)
        for u in self.undecided[:SHOWN]:
            rows.append(tex(format_bindings(u.bindings)) + " & " + tex("undecided: " + u.why))
        return r"$\begin{array}{ll}" + r" \\ ".join(rows) + r"\end{array}$"

    # ------------------------------------------------------------------ JSON
    def to_dict(self) -> dict[str, Any]:
        return {
            "cgt_claim_result": 1,
            "claim": self.claim,
            "universe": self.universe,
            "domains": self.domains,
            "mode": self.mode,
            "holds": self.holds,
            "total": self.total,
            "checked": self.checked,
            "held": self.held,
            "counterexamples": [
                {
                    "bindings": {k: encode_value(v) for k, v in c.bindings.items()},
                    "verdict": None if c.verdict is None else encode_verdict(c.verdict),
                    "reason": c.reason,
                }
                for c in self.counterexamples
            ],
            "undecided": [
                {"bindings": {k: encode_value(v) for k, v in u.bindings.items()}, "why": u.why}
                for u in self.undecided
            ],
            "reasons": dict(self.reasons),
            "seconds": self.seconds,
            "complete": self.complete,
            "interrupted": self.interrupted,
            "stopped_early": self.stopped_early,
            "workers": self.workers,
            "resumed": self.resumed,
            "holding": [{k: encode_value(v) for k, v in b.items()} for b in self.holding],
        }

    def to_json(self, indent: int | None = None) -> str:
        """The result as JSON text; :meth:`from_json` reads it back."""
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)

    @classmethod
    def from_json(cls, data: str | dict[str, Any]) -> ClaimResult:
        d = json.loads(data) if isinstance(data, str) else data
        return cls(
            claim=d["claim"],
            universe=d["universe"],
            domains=dict(d["domains"]),
            mode=d["mode"],
            total=d["total"],
            checked=d["checked"],
            held=d["held"],
            counterexamples=[
                Counterexample(
                    {k: decode_value(v) for k, v in c["bindings"].items()},
                    None if c["verdict"] is None else decode_verdict(c["verdict"]),
                    c["reason"],
                )
                for c in d["counterexamples"]
            ],
            undecided=[
                UndecidedInstance({k: decode_value(v) for k, v in u["bindings"].items()},
                                  u["why"])
                for u in d["undecided"]
            ],
            reasons=Counter(d["reasons"]),
            seconds=d["seconds"],
            complete=d["complete"],
            interrupted=d["interrupted"],
            stopped_early=d["stopped_early"],
            workers=d["workers"],
            resumed=d.get("resumed", 0),
            holding=[{k: decode_value(v) for k, v in b.items()} for b in d.get("holding", [])],
        )
