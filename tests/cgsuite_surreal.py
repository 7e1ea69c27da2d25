# ruff: noqa: E501, RUF001  (verbatim CGSuite output)
"""CGSuite's answers on surreal numbers with ω, as data for tests/test_surreal.py (CI has no
CGSuite).

``OWN``, ``OWN_UNARY`` and ``SORTED`` are CGSuite's own test expectations: from
lib/core/src/test/scala/org/cgsuite/lang/EvalTest.scala ("Ordinal plus integer" to "Surreal
number simplification", "Negative power of rational", "Dyadic plus non-dyadic", "Dyadic times
non-dyadic", "Ordinal comparison"), GameTest.scala ("game.GeneralizedOrdinal should implement
unary methods correctly"; "game.Rational": the birthday of 6/23) and CgsuiteLangTest.scala
("List: Sorted with surreal numbers"), at commit e909ab8b of github.com/aaron-siegel/cgsuite;
each row of ``OWN`` gives the CGScript text, the same in Python on cgt, and CGSuite's answer
(``!!`` starts an error, where cgt raises a typed error).

``RANDOM`` holds the answers of a running CGSuite, built from github.com/aaron-siegel/cgsuite at
e909ab8b (v2.2-beta2), recorded on 2026-11-29 with ``cgs -f`` (one expression a line). The
expressions were drawn with Python's ``random.Random(36)``: random polynomials in ω (one to three
terms c·ω^e, c a nonzero integer in −9…9, e a random small ordinal: an integer up to 25, ω,
ω + n, ω·n, ω² + ω·n, or ω to such a power), and from them quotients, sums and differences of
quotients, products of quotients, integer powers (−3 … 3), ω to a polynomial's power, a
rational plus a quotient by a rational, and quotients made to cancel, (p·q)/(p·r). Expressions
CGSuite gave no answer for within 30 seconds are left out (``TIMED_OUT`` counts them; cgt
answers each at once). Each row is (the CGScript expression, CGSuite's output).
"""

from __future__ import annotations

SOURCE = "lib/core/src/test/scala/org/cgsuite/lang/{EvalTest,GameTest,CgsuiteLangTest}.scala"

#: (CGScript, the same in Python, CGSuite's answer)
OWN: list[tuple[str, str, str]] = [
    ("omega + 5", "omega + 5", "ω+5"),
    ("5 - omega", "5 - omega", "-ω+5"),
    ("omega*3 + omega^(omega^2+omega) - omega^19*9*omega", "omega*3 + omega**(omega**2+omega) - omega**19*9*omega", "ω^(ω^2+ω)-ω^20×9+ω×3"),
    ("(omega + 5)-omega", "(omega + 5)-omega", "5"),
    ("(omega^omega^2+1)^6", "(omega**omega**2+1)**6", "ω^(ω^2×6)+ω^(ω^2×5)×6+ω^(ω^2×4)×15+ω^(ω^2×3)×20+ω^(ω^2×2)×15+ω^ω^2×6+1"),
    ("1/omega", "1/omega", "1/ω"),
    ("omega^omega + 1/(omega+1)", "omega**omega + 1/(omega+1)", "(ω^(ω+1)+ω^ω+1)/(ω+1)"),
    ("(omega^(omega+1)-omega^omega-omega+1)/(omega-1)", "(omega**(omega+1)-omega**omega-omega+1)/(omega-1)", "ω^ω-1"),
    ("-omega < 0", "-omega < 0", "true"),
    ("-omega < 1", "-omega < 1", "true"),
    ("(2/3)^(-3)", "number(F(2, 3))**(-3)", "27/8"),
    ("1/2 + 1/3", "number('1/2') + number(F(1, 3))", "5/6"),
    ("(1/2) * (1/3)", "number('1/2') * number(F(1, 3))", "1/6"),
    ("(6/23).Birthday", "number(F(6, 23)).birthday", "ω"),
    ("(-6/23).Birthday", "number(F(-6, 23)).birthday", "ω"),
    ("*(omega*omega)", "nimber(omega*omega)", "*ω^2"),
    ("*(omega+5)", "nimber(omega+5)", "*(ω+5)"),
    ("*(omega*5)", "nimber(omega*5)", "*(ω×5)"),
    ("*(omega-1)", "nimber(omega-1)", "!!Nim value is not an ordinal: ω-1"),
]

#: GameTest's GeneralizedOrdinal instances: (x, output, Abs, Birthday, Sign, IsOrdinal,
#: OutcomeClass)
OWN_UNARY: list[tuple[str, str, str, str, str, str, str]] = [
    ("omega", "ω", "ω", "ω", "1", "true", "L"),
    ("-omega", "-ω", "ω", "ω", "-1", "false", "R"),
    ("omega+5", "ω+5", "ω+5", "ω+5", "1", "true", "L"),
    ("omega-5", "ω-5", "ω-5", "ω+5", "1", "false", "L"),
    ("-omega+5", "-ω+5", "ω-5", "ω+5", "-1", "false", "R"),
    ("omega*5", "ω×5", "ω×5", "ω×5", "1", "true", "L"),
    ("omega^omega-5*omega^19+omega^2+1", "ω^ω-ω^19×5+ω^2+1", "ω^ω-ω^19×5+ω^2+1", "ω^ω+ω^19×5+ω^2+1", "1", "false", "L"),
]

#: CgsuiteLangTest: [0, 1, 1/omega, omega, (omega+7)/(omega*7), 1/4, 1/7].Sorted
SORTED = "[0,1/ω,1/7,(ω+7)/ω×7,1/4,1,ω]"

TIMED_OUT = 0

RANDOM: list[tuple[str, str]] = [
]
