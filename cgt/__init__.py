"""cgt: a computer-algebra system for combinatorial game theory.

>>> from cgt import *
>>> G = parse("{3||2|1}")
>>> str((G + G).canonical()), str(G.outcome()), str(G.misere_outcome())
('{5||4,{5|4}|3}', 'L', 'R')
"""

from cgt.canonical.normal import canonical_sum
from cgt.errors import (
    CGTError,
    InvalidGame,
    NotSupported,
    ParseError,
    SearchBoundExceeded,
    Undecided,
)
from cgt.game import Game, game, ordinal_sum
from cgt.impartial import (
    Genus,
    MisereQuotient,
    genus,
    lower_nim_sum,
    mex,
    misere_canonical,
    misere_nim_value,
    misere_quotient,
    misere_str,
    nim_sum,
    nim_value,
    parse_misere,
    upper_nim_sum,
)
from cgt.notation import parse
from cgt.outcome import L, N, Outcome, P, R, left_first, outcome, right_first
from cgt.rulesets.heap import grundy_game, subtraction, take_and_break
from cgt.universes import HSTAR, NORMAL, D, E, I, M, S, Verdict
from cgt.uptimal import uptimal, uptimal_expansion
from cgt.values import (
    down,
    from_tag,
    integer,
    miny,
    nimber,
    number,
    one,
    star,
    switch,
    tiny,
    up,
    up_nth,
    up_star,
    up_to_nth,
    zero,
)

__version__ = "0.1.0"

from cgt import methods as _methods  # noqa: E402

_methods.bind()

__all__ = [
    "CGTError",
    "InvalidGame",
    "NotSupported",
    "ParseError",
    "SearchBoundExceeded",
    "Undecided",
    "Game",
    "canonical_sum",
    "game",
    "ordinal_sum",
    "parse",
    "Outcome",
    "L",
    "N",
    "P",
    "R",
    "outcome",
    "left_first",
    "right_first",
    "down",
    "from_tag",
    "integer",
    "miny",
    "nimber",
    "number",
    "one",
    "star",
    "switch",
    "tiny",
    "up",
    "up_star",
    "up_nth",
    "up_to_nth",
    "uptimal",
    "uptimal_expansion",
    "zero",
    "NORMAL",
    "M",
    "D",
    "E",
    "I",
    "S",
    "HSTAR",
    "Verdict",
    "nim_value",
    "misere_nim_value",
    "genus",
    "Genus",
    "mex",
    "nim_sum",
    "upper_nim_sum",
    "lower_nim_sum",
    "misere_canonical",
    "misere_str",
    "misere_quotient",
    "MisereQuotient",
    "parse_misere",
    "take_and_break",
    "subtraction",
    "grundy_game",
]
