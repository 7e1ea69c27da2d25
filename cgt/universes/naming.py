"""Witnesses printed in the notation of what they are.

A witness is a form; it prints by default in CGSuite's notation (numbers and named values by
name, the rest in braces). Where it is cheap to see what it is, it prints so instead, term by
term: a sprig *:x (in S and HSTAR) as ``*:x``, an impartial game in I in CGSuite's misère
``*[…]`` notation when it is its own misère canonical form. The result is the same form
(:class:`cgt.game.LabelledForm`), only its text differs.

>>> from cgt import parse
>>> str(name_witness(parse("*:-1/2 + *:1"), "S"))
'*:1 + *:-1/2'
>>> str(name_witness(parse("{*2|*2}"), "I")), str(name_witness(parse("{0|*}"), "D"))
('*[2#]', '^')
"""

from __future__ import annotations

from cgt.game import Game, game, labelled, ordinal_sum
from cgt.sums import labelled_sum
from cgt.universes.simplest import terms_of

__all__ = ["name_witness", "term_name"]

_ZERO = game()
_STAR = game([_ZERO], [_ZERO])


def term_name(t: Game, universe: str) -> str:
    """The text of one term of a witness of the universe named ``universe``."""
    if universe in ("S", "HSTAR"):
        sprig = _sprig_name(t)
        if sprig is not None:
            return sprig
    if universe == "I" and t.is_impartial and t._param is None and t.birthday > 0:
        from cgt.impartial.misere_canonical import canonical_form
        from cgt.impartial.misere_notation import misere_str

        if canonical_form(t) is t and not _is_nimber(t):
            return misere_str(t)
    return str(t)


def _is_nimber(t: Game) -> bool:
    n = t.birthday
    from cgt.values import nimber

    return nimber(n) is t


def _sprig_name(t: Game) -> str | None:
    """``*:x`` when ``t`` is the canonical sprig *:x (x a nonzero dyadic number)."""
    if _ZERO not in t.left or _ZERO not in t.right:
        return None
    from cgt.hackenbush.recognise import classify
    from cgt.values import number

    p = classify(t)
    if p is None or p.height != 1 or p.blossom == 0:
        return None
    if ordinal_sum(_STAR, number(p.blossom)) is not t:
        return None
    return f"*:{p.blossom}"


def name_witness(x: Game, universe: str) -> Game:
    """``x``, its terms printed in the notation of what each is (see the module docstring):
    a sum of the labelled terms, or the term itself."""
    terms = terms_of(x)
    named = []
    for t in terms:
        text = term_name(t, universe)
        named.append(t if text == str(t) else labelled(t, text))
    if all(a is b for a, b in zip(named, terms, strict=True)):
        return x
    return named[0] if len(named) == 1 else labelled_sum(named)
