"""JSON for claim results and checkpoints: games, bindings and verdicts, exactly.

A game is written as its text when :func:`cgt.parse` reads that text back to the same form,
and otherwise (very large forms print as a summary) as its form: a list of positions, each the
indices of its Left and Right options, so shared subpositions are written once.

>>> from cgt import parse, M, zero
>>> g = parse("{0,*|{0|}}")
>>> decode_value(encode_value(g)) is g
True
>>> v = M.equiv(parse("*+*"), zero)
>>> w = decode_verdict(encode_verdict(v))
>>> (w.holds, w.witness is v.witness, w.outcomes == v.outcomes)
(False, True, True)
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from cgt.dyadic import Dyadic
from cgt.game import _PLAIN, Game, game, labelled_form
from cgt.outcome import Outcome
from cgt.universes.base import Verdict

__all__ = [
    "encode_game",
    "decode_game",
    "encode_value",
    "decode_value",
    "encode_verdict",
    "decode_verdict",
]


def encode_game(g: Game) -> dict[str, Any]:
    from cgt.errors import CGTError
    from cgt.notation import parse

    label = getattr(g, "label", None) if type(g) not in _PLAIN else None
    if label is not None:  # a family's position, shown by its notation: kept as it is shown
        return {"game": label, "form": _form(g), "label": True}
    text = str(g)
    try:
        if parse(text) == g:
            return {"game": text}
    except (CGTError, RecursionError):
        pass
    return {"game": text, "form": _form(g)}


def _form(g: Game) -> list[list[list[int]]]:
    """Positions in order of birthday, each [left indices, right indices]; g is last."""
    order = sorted(g.followers(), key=lambda f: f.birthday)
    index = {f: i for i, f in enumerate(order)}
    return [[[index[x] for x in f.left], [index[x] for x in f.right]] for f in order]


def decode_game(d: dict[str, Any]) -> Game:
    if "form" in d:
        built: list[Game] = []
        for left, right in d["form"]:
            built.append(game([built[i] for i in left], [built[i] for i in right]))
        if d.get("label"):
            return labelled_form(built[-1], d["game"])
        return built[-1]
    from cgt.notation import parse

    return parse(d["game"])


def encode_value(x: Any) -> Any:
    """A variable's value: a game, an int, a Fraction, a string, or a tuple of these."""
    if isinstance(x, Game):
        return encode_game(x)
    if isinstance(x, bool) or x is None:
        return {"repr": repr(x)}
    if isinstance(x, int):
        return x
    if isinstance(x, (Fraction, Dyadic)):
        return {"fraction": str(x)}
    if isinstance(x, str):
        return {"str": x}
    if isinstance(x, tuple):
        return {"tuple": [encode_value(y) for y in x]}
    return {"repr": repr(x)}


def decode_value(d: Any) -> Any:
    """The value ``encode_value`` wrote (a value it could only describe comes back as that
    description, a string)."""
    if isinstance(d, int):
        return d
    if "game" in d:
        return decode_game(d)
    if "fraction" in d:
        return Fraction(d["fraction"])
    if "str" in d:
        return d["str"]
    if "tuple" in d:
        return tuple(decode_value(y) for y in d["tuple"])
    return d["repr"]


def _outcomes(o: tuple[Outcome, Outcome] | None) -> list[str] | None:
    return None if o is None else [str(o[0]), str(o[1])]


def _decode_outcomes(o: list[str] | None) -> tuple[Outcome, Outcome] | None:
    return None if o is None else (Outcome(o[0]), Outcome(o[1]))


def encode_verdict(v: Verdict) -> dict[str, Any]:
    return {
        "decided": v.decided,
        "holds": v.holds,
        "reason": v.reason,
        "relation": v.relation,
        "witness": None if v.witness is None else encode_game(v.witness),
        "outcomes": _outcomes(v.outcomes),
        "converse_witness": None
        if v.converse_witness is None
        else encode_game(v.converse_witness),
        "converse_outcomes": _outcomes(v.converse_outcomes),
    }


def decode_verdict(d: dict[str, Any]) -> Verdict:
    return Verdict(
        decided=d["decided"],
        holds=d["holds"],
        reason=d["reason"],
        relation=d.get("relation"),
        witness=None if d.get("witness") is None else decode_game(d["witness"]),
        outcomes=_decode_outcomes(d.get("outcomes")),
        converse_witness=None
        if d.get("converse_witness") is None
        else decode_game(d["converse_witness"]),
        converse_outcomes=_decode_outcomes(d.get("converse_outcomes")),
    )
