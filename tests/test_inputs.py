"""One way in: every public name takes what ``as_game`` takes, or raises a typed error.

Each callable of ``cgt.__all__`` is called once correctly (the call in ``GOOD``), then with each
argument in turn replaced by each kind of bad input: None, a bare object, a list, text that is
not notation, and the float 0.1 (not the number it reads as). Every such call raises a
:class:`~cgt.errors.CGTError` — never an ``AttributeError``, a raw ``TypeError`` or a wrong
answer — and the message of an :class:`~cgt.errors.InvalidArgument` names what was wrong.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

import cgt
from cgt import (
    CGTError,
    D,
    InvalidArgument,
    hackenbush,
    nimber,
    nimbers,
    one,
    stalk,
    star,
    up,
)

BAD: dict[str, Any] = {
    "None": None,
    "object": object(),
    "list": [object(), 2],
    "text": "{1|",
    "float": 0.1,
}

#: A correct call of each public callable: positional arguments, then keyword arguments.
GOOD: dict[str, tuple[tuple[Any, ...], dict[str, Any]]] = {
    "LoopyGraph": ((((0,),), ((),)), {}),
    "loopy_value": ((cgt.LoopyGraph(((0,),), ((),)),), {}),
    "sided": ((cgt.over, cgt.under), {}),
    "as_game": ((star,), {}),
    "canonical_sum": ((star, up), {}),
    "game": (([0], []), {}),
    "ordinal_sum": ((star, one), {}),
    "parse": (("*",), {}),
    "sum_of": ((star, up), {}),
    "conjunctive_sum": ((star, up), {}),
    "selective_sum": ((star, up), {}),
    "ordinal_product": ((star, up), {}),
    "sum_outcome": ((star, up), {}),
    "explain_outcome": ((star,), {}),
    "Outcome": (("L",), {}),
    "outcome": ((star,), {}),
    "left_first": ((star,), {}),
    "right_first": ((star,), {}),
    "from_tag": ((Fraction(1, 2), 1, 0), {}),
    "integer": ((3,), {}),
    "miny": ((1,), {}),
    "nimber": ((2,), {}),
    "number": (("1/2",), {}),
    "switch": ((1,), {}),
    "tiny": ((1,), {}),
    "up_star": ((1, 1), {}),
    "up_nth": ((2,), {}),
    "up_to_nth": ((2,), {}),
    "uptimal": ((Fraction(3, 4), (-1, -1, -1), 1), {}),
    "uptimal_expansion": ((star,), {}),
    "games": ((1,), {}),
    "dicots": ((1,), {}),
    "dead_ending": ((1,), {}),
    "blocking": ((1,), {}),
    "universe_of": (("{0|*}",), {}),
    "sprigs": ((2,), {}),
    "flowers": ((2, 2), {}),
    "hackenbush_positions": ((2,), {}),
    "numbers": ((2,), {}),
    "nimbers": ((2,), {}),
    "stops": ((star,), {}),
    "left_stop": ((star,), {}),
    "right_stop": ((star,), {}),
    "mean": ((star,), {}),
    "temperature": ((star,), {}),
    "thermograph": ((star,), {}),
    "cool": ((star, 1), {}),
    "heat": ((star, 1), {}),
    "overheat": ((star, 1, 2), {}),
    "claim": (("G + G == 0",), {"G": [star]}),
    "integers": ((0, 2), {}),
    "dyadics": ((4, 0, 1), {}),
    "ups": ((1,), {}),
    "canonical": ((D, 2), {}),
    "sums": ((nimbers(max_n=2), 2), {}),
    "pairs": ((nimbers(max_n=2),), {}),
    "Domineering": (("..|..",), {}),
    "Cram": (("..|..",), {}),
    "Clobber": (("xo",), {}),
    "Amazons": (("x.o",), {}),
    "Konane": (("xo.",), {}),
    "Fission": (("x.|..",), {}),
    "FoxAndGeese": (([(2, 2)], (1, 1)), {}),
    "ArcKayles": ((".-.-.",), {}),
    "PartizanArcKayles": (("a-b:L b-c:R",), {}),
    "Wythoff": ((2, 3), {}),
    "winning_moves": ((star, "left"), {}),
    "ToadsAndFrogs": (("t.f",), {}),
    "BackslidingToadsAndFrogs": (("t.f",), {}),
    "TopplingDominoes": (("lr",), {}),
    "Col": (("L-.",), {}),
    "Snort": ((".-.",), {}),
    "Cutcake": ((1, 2), {}),
    "MaundyCake": ((2, 3), {}),
    "ImpartialMaundyCake": ((2, 3), {}),
    "Hackenbush": (([(0, 1, "l")], {0}), {}),
    "hackenbush": (("lr",), {}),
    "stalk": ((2,), {}),
    "string": (("lr",), {}),
    "string_of": (("1/2",), {}),
    "sprig": (("1/2",), {}),
    "flower": ((1, 2), {}),
    "generalized_flower": ((1, "lr"), {}),
    "generalized_sprig": (("lr",), {}),
    "shrub": (("e(ee;e)",), {}),
    "star_based": ((hackenbush("lr"),), {}),
    "evil_twin": ((stalk(1),), {}),
    "green_value": ((stalk(2),), {}),
    "nim_value": ((star,), {}),
    "misere_nim_value": ((star,), {}),
    "genus": ((star,), {}),
    "mex": (([0, 1],), {}),
    "nim_sum": ((1, 2), {}),
    "upper_nim_sum": ((1, 2), {}),
    "lower_nim_sum": ((1, 2), {}),
    "misere_canonical": ((star,), {}),
    "misere_str": ((star,), {}),
    "misere_quotient": (([nimber(2)],), {}),
    "parse_misere": (("*[2]",), {}),
    "take_and_break": (("0.77",), {}),
    "subtraction": (([1, 2],), {}),
    "tree_svg": ((star, 2), {}),
    "draw_tree": ((star, 2), {}),
    "nim_product": ((cgt.omega, 2), {}),
    "nim_exp": ((cgt.omega, 3), {}),
    "nim_inverse": ((5,), {}),
    "nim_div": ((3, 5), {}),
    "ugly_product": ((3, 5), {}),
}

#: Callables that are not an input surface: the error classes (called with a message), the
#: result types cgt builds and a user reads (Verdict, Thermograph, ClaimResult, Claim,
#: Family, Genus, MisereQuotient: made by the functions above), the abstract Ruleset, and
#: the functions of no argument.
NOT_INPUT = {
    "CGTError", "InvalidGame", "InvalidArgument", "NotInvertible", "NotSupported", "NotShortGame",
    "ParseError", "SearchBoundExceeded", "Undecided", "Game", "Verdict", "Thermograph", "Claim",
    "ClaimResult", "Family", "Genus", "MisereQuotient", "Ruleset", "Move", "clear_caches",
    "core_build", "grundy_game", "LoopyGame", "OutOfRange", "DivisionByZero", "Surreal",
    "TransfiniteNimber",
}

#: (name, argument) -> the bad kinds that are good input there, and why.
ACCEPTED: dict[tuple[str, int], set[str]] = {
    # an unbounded family: max_birthday=None is the infinite family (drawn from, not listed)
    **{(name, 0): {"None"} for name in ("games", "dicots", "dead_ending", "blocking", "numbers",
                                        "nimbers", "ups", "integers")},
    ("integers", 1): {"None"},
    ("pairs", 0): set(),
}


def test_every_public_callable_has_a_good_call_or_a_reason() -> None:
    callables = {n for n in cgt.__all__ if callable(getattr(cgt, n))}
    assert callables - NOT_INPUT == set(GOOD)


@pytest.mark.parametrize("name", sorted(GOOD))
def test_the_good_call_works(name: str) -> None:
    args, kwargs = GOOD[name]
    getattr(cgt, name)(*args, **kwargs)


CASES = [
    (name, i, kind)
    for name, (args, _) in sorted(GOOD.items())
    for i in range(len(args))
    for kind in BAD
    if kind not in ACCEPTED.get((name, i), set())
]


@pytest.mark.parametrize(("name", "position", "kind"), CASES)
def test_bad_input_is_a_typed_error(name: str, position: int, kind: str) -> None:
    args, kwargs = GOOD[name]
    bad = list(args)
    bad[position] = BAD[kind]
    with pytest.raises(CGTError) as info:
        getattr(cgt, name)(*bad, **kwargs)
    if isinstance(info.value, InvalidArgument):
        assert "expected" in str(info.value) or "not" in str(info.value)


def test_the_functions_of_a_game_take_what_as_game_takes() -> None:
    assert cgt.temperature(3) == -1
    assert cgt.mean("*") == 0
    assert cgt.left_stop("*") == 0 and cgt.right_stop("{3|1}") == 1
    assert str(cgt.thermograph("*")) == str(cgt.thermograph(star))
    assert cgt.nim_value("*") == 1 and cgt.nim_value(stalk(3)) == 3
    assert cgt.nim_value(Fraction(0)) == 0
    assert cgt.misere_nim_value("*2+*2") == 0
    assert str(cgt.uptimal_expansion("^")) == str(cgt.uptimal_expansion(up))


def test_invalid_argument_is_also_a_type_error_and_names_the_argument() -> None:
    with pytest.raises(TypeError, match=r"temperature\(g\)"):
        cgt.temperature(None)
    assert issubclass(InvalidArgument, CGTError) and issubclass(InvalidArgument, ValueError)


def test_a_subclass_of_str_is_read_as_its_text() -> None:
    # numpy's str_ and the like: the reader takes exact strings, and parse makes them so.
    class Text(str):
        __slots__ = ()

        def __str__(self) -> str:  # a subclass may print itself otherwise: the text counts
            return "not the text"

    for text in ("{0|1}", "{12345|*3,-12345}", "^*", "{2||1|0}"):
        assert cgt.parse(Text(text)) is cgt.parse(text)


@pytest.mark.parametrize(
    "call",
    [
        lambda: cgt.winning_moves(object()),
        lambda: cgt.winning_moves(3, "left"),
        lambda: cgt.number(star),
        lambda: cgt.number(None),
        lambda: cgt.integer(up),
        lambda: star.heat(object()),
        lambda: star.cool([1]),
        lambda: cgt.sprig(None),
    ],
    ids=[
        "moves-object",
        "moves-int",
        "number-game",
        "number-None",
        "integer-game",
        "heat-object",
        "cool-list",
        "sprig-None",
    ],
)
def test_an_argument_that_is_no_game_nor_number_is_an_invalid_argument(call: Any) -> None:
    # issue 37: the argument is of the wrong kind; InvalidGame is for values no game has
    with pytest.raises(InvalidArgument):
        call()


def test_a_value_no_short_game_has_is_still_an_invalid_game() -> None:
    calls = (
        lambda: cgt.number(float("inf")),
        lambda: cgt.number(0.1),
        lambda: cgt.integer("x"),
        lambda: cgt.integer("1/2"),
    )
    for call in calls:
        with pytest.raises(cgt.InvalidGame):
            call()
    r = cgt.claim("G == 0", G=[object()]).check()
    assert r.holds is None and "InvalidArgument" in str(r)
