# ruff: noqa: E501, RUF001  (verbatim CGSuite output)
"""CGSuite's answers on transfinite nim arithmetic, as data for tests/test_transfinite_nim.py
(CI has no CGSuite).

``OWN_BINARY`` and ``OWN_INTEGER`` are CGSuite's own test expectations, from
lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala ("game.GeneralizedOrdinal should
implement >=2-ary methods correctly"; "game.Integer should implement methods correctly") at
commit e909ab8b of github.com/aaron-siegel/cgsuite; ``!!`` starts an error message.

``RANDOM`` holds the answers of a running CGSuite, built from github.com/aaron-siegel/cgsuite at
e909ab8b (v2.2-beta2), recorded on 2026-11-29 with ``cgs -f`` (one expression a line), for
cases drawn with Python's ``random.Random(36)`` (after the surreal cases of
tests/cgsuite_surreal.py): ordinals of one to three terms ω^e·c, e a sum of up to two terms
ω^k·d (k below 4, d up to 30, or up to 300 for k ≥ 3; for one product in five, k among 0, 1,
2, 5, 9, 20, 53 and 54), c one of 1, 2, 3, a random byte or a random number below 2²⁰, written
as CGScript sums (so not always in Cantor normal form); ``a NimProduct b``, ``a NimSum b``,
``a NimExp n`` (n up to 200) and ``*(a) ConwayProduct *(b)``; and for random integers a, b
below 2^70, ``a.NimInverse``, ``a NimDiv b``, ``a UglyProduct b``, ``a NimProduct b``. Each
row is (kind, the CGScript expression, CGSuite's output; ``!!`` and its error message when it
raised one).
"""

from __future__ import annotations

SOURCE = "lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala"

#: (a, operation, b, CGSuite's answer); for NimExp, b is the exponent
OWN_BINARY: list[tuple[str, str, str, str]] = [
    ("omega^omega*4 + omega^3*9 + 11", "NimSum", "omega^omega*6 + omega^3*5 + omega", "ω^ω×2+ω^3×12+ω+11"),
    ("omega", "NimProduct", "7", "ω×7"),
    ("omega", "NimProduct", "omega", "ω^2"),
    ("omega", "NimProduct", "omega^2", "2"),
    ("omega^3", "NimProduct", "omega^3", "ω^6"),
    ("omega^3", "NimProduct", "omega^6", "ω"),
    ("omega^3", "NimProduct", "omega^8", "2"),
    ("omega^8", "NimProduct", "omega^8", "ω^5×2"),
    ("omega^omega", "NimProduct", "omega^(omega*4)", "4"),
    ("omega^(omega*49)", "NimProduct", "omega^(omega*100)", "4"),
    ("omega^(omega^2*4)", "NimProduct", "omega^(omega^2*3)", "ω+1"),
    ("omega^(omega^2*31)", "NimProduct", "omega^(omega^2*24)", "ω+1"),
    ("omega^(omega^2*32)", "NimProduct", "omega^(omega^2*24)", "ω^(ω^2+1)+ω^ω^2"),
    ("omega", "NimExp", "3", "2"),
    ("omega^3", "NimExp", "9", "2"),
    ("omega^27", "NimExp", "81", "2"),
    ("omega^(omega^41)", "NimExp", "191", "ω^ω^6+ω^ω"),
    ("omega^(omega^42)", "NimExp", "193", "ω+65536"),
    ("omega^omega^3", "NimExp", "66", "ω^(ω×4)+ω^(ω×2)+ω^ω×4+1"),
    ("omega^omega^13", "NimExp", "47", "ω^ω^7+1"),
    ("omega^omega^omega", "NimProduct", "2", "!!NimProduct out of range."),
    ("omega^omega^1000", "NimProduct", "2", "!!NimProduct out of range."),
    ("(omega-1)", "NimSum", "2", "!!NimSum applies only to ordinals."),
    ("(omega-1)", "NimProduct", "2", "!!NimProduct applies only to ordinals."),
]

#: [11 NimSum n for n from 1 to 16] and the like: operation -> the list CGSuite gives
OWN_INTEGER: dict[str, list[int]] = {
    "NimSum": [10, 9, 8, 15, 14, 13, 12, 3, 2, 1, 0, 7, 6, 5, 4, 27],
    "NimProduct": [8, 12, 4, 11, 3, 7, 15, 13, 5, 1, 9, 6, 14, 10, 2, 128],
    "NimInverse": [1, 3, 2, 15, 12, 9, 11, 10, 6, 8, 7, 5, 14, 13, 4, 170],
    "NimDiv": [11, 6, 13, 8, 14, 2, 15, 4, 10, 9, 1, 12, 3, 5, 7, 68],
    "UglyProduct": [14, 13, 3, 13, 3, 0, 14, 7, 9, 10, 4, 10, 4, 7, 9, 23],
}

RANDOM: list[tuple[str, str, str]] = [
]
