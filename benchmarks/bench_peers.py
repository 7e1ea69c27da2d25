"""cgt against its peers on the package registry: cgt-py (a Rust engine) and pycgt (pure Python).

    python benchmarks/bench_peers.py [--quick] [--only NAME[,NAME…]] [--markdown]
                                     [--skip PEER] [--base DIR]

Install the peers with the ``bench`` extra (``pip install -e '.[bench]'``); a peer that is not
installed is reported and left out. Results go to benchmarks/RESULTS.md.

How each figure is measured. Every (tool, workload) case runs in fresh interpreters: each one
imports the tool, builds the workload's inputs (untimed: the terms as the tool's canonical forms,
unless the workload is "from notation"), then times the workload once with
``time.perf_counter`` — the first run after import, with the caches cold for that case. The
in-process figure is the minimum over 5 such processes (1 with ``--quick``). The whole-process
figure is the wall time of the same ``python -c …`` processes (interpreter start-up, import,
inputs and the workload), minimum over the same runs. The tools take turns, run by run, so a
change in the machine's load falls on all of them alike. ``--base DIR`` adds the cgt of another
checkout (say a worktree of the previous main) as one more column, for A/B comparisons in the
same run (with ``CGT_PURE_PYTHON=1``, of the two pure-Python cores). Ratios are cgt / cgt-py
(below 1: cgt is faster). The child processes import this file after the tool; it imports
nothing at the top but ``time``, so it adds the same few milliseconds to every tool's
whole-process time.

Every answer is cross-checked: each tool prints its answer in its own notation, and this script
reads it back with ``cgt.parse`` (games), as exact fractions (numbers), as letters (outcomes) or
as piecewise-linear walls compared at every breakpoint on t ≥ 0 (thermographs), and compares it
with cgt's. A mismatch is printed loudly and the script exits with status 1.

The inputs (fixed seeds). Forms born by day 3 are ``{A|B}`` with A and B random sets of 3 (2 in
the pairs workload) distinct forms born by day 2, drawn uniformly from the 256 of them. All
games are written with nested braces (``{3|{2|1}}`` for {3‖2|1}): neither peer reads ``||``.
Peers lacking an operation are marked n/a: cgt-py has no heating and no mean; its outcome of a
game is read from the two comparisons with 0, which is the definition of the normal-play
outcome. pycgt's Domineering reads boards with rows on separate lines.

The child processes inherit the environment, so ``CGT_PURE_PYTHON=1 python
benchmarks/bench_peers.py`` measures cgt's pure-Python core where the compiled one is installed;
the header says which core was loaded.
"""

from __future__ import annotations

import time

SEED = 20261123
RUNS = 5

# --------------------------------------------------------------------------------------------
# The tools. Each adapter wraps one library's public API in the same few verbs, so a workload is
# written once; nothing here is imported until a child process asks for its tool.


class _Tool:
    """What the three libraries share; each subclass fills in its own API. A verb set to None
    is an operation the library lacks (its workloads are n/a)."""

    name = ""
    modules: tuple[str, ...] = ()

    def total(self, games):
        s = games[0]
        for g in games[1:]:
            s = s + g
        return s

    def canonical(self, g):
        return g  # the peers hold canonical forms only

    def le(self, g, h) -> bool:
        return g <= h

    def number_text(self, x) -> str:
        return str(x)


class _Cgt(_Tool):
    name = "cgt"
    modules = ("cgt",)

    def __init__(self) -> None:
        import cgt

        self.m = cgt

    def game(self, text):
        return self.m.parse(text).canonical()

    def read(self, text):
        return self.m.parse(text)

    def canonical(self, g):
        return g.canonical()

    def outcome(self, g) -> str:
        return str(g.outcome())

    def left_stop(self, g):
        return g.left_stop()

    def right_stop(self, g):
        return g.right_stop()

    def mean(self, g):
        return g.mean()

    def temperature(self, g):
        return g.temperature()

    def cool(self, g, t: str):
        return g.cool(t)

    def heat(self, g, t: str):
        return g.heat(t)

    def thermograph(self, g):
        return g.thermograph()

    def domineering_board(self, board: str):
        return self.m.Domineering(board)

    def domineering_value(self, position):
        return position.canonical()

    def misere_outcome(self, g) -> str:
        return str(g.misere_outcome())

    def dicot_equiv(self, g, h) -> bool:
        return bool(self.m.D.equiv(g, h))

    # answers, in this tool's own notation
    def text(self, g) -> str:
        from cgt.notation import to_str_full  # str() abbreviates very large forms

        return to_str_full(g)

    def thermograph_text(self, th) -> list:
        return ["trajectories", str(th)]


class _CgtPy(_Tool):
    name = "cgt-py"
    modules = ("cgt_py",)
    mean = None
    heat = None
    misere_outcome = None  # cgt-py and pycgt have no misère play
    dicot_equiv = None

    def __init__(self) -> None:
        import cgt_py

        self.m = cgt_py
        self.zero = cgt_py.CanonicalForm(0)

    def game(self, text):
        return self.m.CanonicalForm(text)

    read = game

    def outcome(self, g) -> str:
        ge, le = g >= self.zero, g <= self.zero
        return "P" if ge and le else "L" if ge else "R" if le else "N"

    def left_stop(self, g):
        return g.left_stop

    def right_stop(self, g):
        return g.right_stop

    def temperature(self, g):
        return g.temperature

    def cool(self, g, t: str):
        return g.cool(t)

    def thermograph(self, g):
        return g.thermograph

    def domineering_board(self, board: str):
        return self.m.Domineering(board)

    def domineering_value(self, position):
        return position.canonical_form

    def text(self, g) -> str:
        return _unwrap(repr(g), "CanonicalForm")

    def number_text(self, x) -> str:
        return _unwrap(repr(x), "DyadicRationalNumber")

    def thermograph_text(self, th) -> list:
        return ["trajectories", repr(th)]


class _Pycgt(_Tool):
    name = "pycgt"
    modules = ("pycgt",)
    misere_outcome = None
    dicot_equiv = None

    def __init__(self) -> None:
        import pycgt

        self.m = pycgt

    def game(self, text):
        return self.m.parse(text)

    read = game

    def le(self, g, h) -> bool:
        return self.m.leq(g, h)

    def outcome(self, g) -> str:
        return _PYCGT_OUTCOMES[self.m.outcome(g).name]

    def left_stop(self, g):
        return self.m.left_stop(g)

    def right_stop(self, g):
        return self.m.right_stop(g)

    def mean(self, g):
        return self.m.mean(g)

    def temperature(self, g):
        return self.m.temperature(g)

    def cool(self, g, t: str):
        from fractions import Fraction

        return self.m.cool(g, Fraction(t))

    def heat(self, g, t: str):
        return self.m.heat(g, self.m.parse(t))

    def thermograph(self, g):
        return self.m.thermograph(g)

    def domineering_board(self, board: str):
        from pycgt.rulesets import grid

        return grid.Position.parse(board.replace("|", "\n"))

    def domineering_value(self, position):
        from pycgt.rulesets import domineering, grid

        return grid.value(position, domineering.DOMINEERING)

    def text(self, g) -> str:
        # pycgt's render() takes minutes on large forms (it tries names by subtraction), so
        # the answer is written as plain braces with numbers at the leaves
        memo: dict = {}

        def braces(x) -> str:
            if x not in memo:
                n = self.m.as_number(x)
                memo[x] = str(n) if n is not None else (
                    "{" + ",".join(map(braces, x.left)) + "|"
                    + ",".join(map(braces, x.right)) + "}")
            return memo[x]

        return braces(g)

    def thermograph_text(self, th) -> list:
        def wall(f):
            return [[str(s), str(v), str(k)] for s, v, k in f.segments]

        return ["segments", wall(th.left), wall(th.right)]


_PYCGT_OUTCOMES = {"LEFT": "L", "RIGHT": "R", "FIRST": "N", "SECOND": "P"}
TOOLS = {"cgt": _Cgt, "cgt-py": _CgtPy, "pycgt": _Pycgt}


def _unwrap(text: str, head: str) -> str:
    """``CanonicalForm('^2*4')`` -> ``^2*4`` (cgt-py prints its values as constructor calls)."""
    prefix = head + "('"
    if not (text.startswith(prefix) and text.endswith("')")):
        raise ValueError(f"unexpected {head} text {text!r}")
    return text[len(prefix):-2]


# --------------------------------------------------------------------------------------------
# The inputs, as notation every tool reads.

_DAY1 = ("0", "{0|}", "{|0}", "{0|0}")


def _day2() -> list[str]:
    """The 256 forms born by day 2, in a fixed order."""
    subsets = [[x for i, x in enumerate(_DAY1) if mask >> i & 1] for mask in range(16)]
    return ["{" + ",".join(a) + "|" + ",".join(b) + "}" for a in subsets for b in subsets]


def _day3(rng, day2: list[str], k: int) -> str:
    return "{" + ",".join(rng.sample(day2, k)) + "|" + ",".join(rng.sample(day2, k)) + "}"


def _rng(salt: int):
    import random

    return random.Random(SEED + salt)


def _random_sums(salt: int, count: int, terms: int) -> list[list[str]]:
    rng, day2 = _rng(salt), _day2()
    return [[_day3(rng, day2, 3) for _ in range(terms)] for _ in range(count)]


def _random_pairs(count: int) -> list[tuple[str, str]]:
    rng, day2 = _rng(2), _day2()
    return [(_day3(rng, day2, 2), _day3(rng, day2, 2)) for _ in range(count)]


def _random_forms(count: int) -> list[str]:
    return _random_forms_salted(3, count)


def _random_forms_salted(salt: int, count: int) -> list[str]:
    rng, day2 = _rng(salt), _day2()
    return [_day3(rng, day2, 3) for _ in range(count)]


def _random_pairs_salted(salt: int, count: int, k: int) -> list[tuple[str, str]]:
    rng, day2 = _rng(salt), _day2()
    return [(_day3(rng, day2, k), _day3(rng, day2, k)) for _ in range(count)]


def _short_terms(count: int) -> list[str]:
    """Short terms of the kinds all three parsers read: integers, dyadics, nimbers, ups, small
    braces."""
    rng = _rng(4)

    def number() -> str:
        k = rng.randrange(4)
        n = rng.randrange(-15, 16)
        if k == 0 or n % 2 == 0:
            return str(n // 2)
        return f"{n}/{2 ** k}"

    def small() -> str:
        return rng.choice([number, lambda: rng.choice(["*", "0", "^", "v"])])()

    kinds = [
        number,
        lambda: "*" + str(rng.randrange(2, 8)),
        lambda: rng.choice(["*", "^", "v"]),
        lambda: "{" + small() + "|" + small() + "}",
        lambda: "{" + small() + "," + small() + "|" + small() + "}",
    ]
    return [rng.choice(kinds)() for _ in range(count)]


def _big_integer_texts(count: int) -> list[str]:
    """``{n|*k,-n}`` with n up to 10^6 and 1 ≤ k ≤ 7 (cgt-py reads no ``*0``): fresh forms
    holding big integers, each text different."""
    rng = _rng(7)
    texts: dict[str, None] = {}
    while len(texts) < count:
        n = rng.randrange(1, 10**6)
        texts[f"{{{n}|*{rng.randrange(1, 8)},-{n}}}"] = None
    return list(texts)


#: The leaves of fresh-structure texts: numbers and nimbers every tool reads.
_LEAVES = ("0", "1", "-1", "2", "-2", "1/2", "-1/2", "*", "*2")


def _fresh_form(rng, depth: int) -> str:
    """A text of braces ``depth`` deep (1–3): 0–2 options a side, each a leaf or braces of a
    smaller depth (drawn anew at every level), so no two texts share much beyond the leaves."""

    def option() -> str:
        if depth == 1 or rng.randrange(3) == 0:
            return rng.choice(_LEAVES)
        return _fresh_form(rng, rng.randint(1, depth - 1))

    left = [option() for _ in range(rng.randrange(3))]
    right = [option() for _ in range(rng.randrange(3))]
    return "{" + ",".join(left) + "|" + ",".join(right) + "}"


def _fresh_texts(salt: int, count: int) -> list[str]:
    """``count`` texts of fresh structure at every level: depth 1–3 (deeper more often), leaves from
    0, ±1, ±2, ±1/2, *, *2; a few repeat (the shallow ones), the rest are each read once."""
    rng = _rng(salt)
    texts = []
    while len(texts) < count:
        depth = rng.choice((1, 2, 3, 3, 3, 3))
        text = _fresh_form(rng, depth)
        if _depth(text) == depth:  # braces as deep as drawn, not shallower
            texts.append(text)
    return texts


def _depth(text: str) -> int:
    d = deepest = 0
    for c in text:
        if c == "{":
            d += 1
            deepest = max(deepest, d)
        elif c == "}":
            d -= 1
    return deepest


def _day2_sums(salt: int, count: int, terms: int) -> list[list[str]]:
    rng, day2 = _rng(salt), _day2()
    return [rng.sample(day2, terms) for _ in range(count)]


def _day2_pairs(count: int) -> list[tuple[str, str]]:
    rng, day2 = _rng(8), _day2()
    return [tuple(rng.sample(day2, 2)) for _ in range(count)]


SWITCHES = [f"{{{k}|-{k}}}" for k in range(1, 9)]  # ±1, …, ±8
G3 = "{3|{2|1}}"  # {3‖2|1}


# --------------------------------------------------------------------------------------------
# The workloads. ``data()`` gives the inputs as text; ``setup(A, data)`` builds them with tool A
# (untimed); ``run(A, state)`` is timed; ``answer(A, result)`` prints the result in A's notation
# as a tagged tree (["game", text], ["num", text], ["thermo", …], ["text", text], or lists).


class Workload:
    def __init__(self, name, title, needs, data, setup, run, answer) -> None:
        self.name, self.title, self.needs = name, title, needs
        self.data, self.setup, self.run, self.answer = data, setup, run, answer


def _games(A, texts):
    return [A.game(t) for t in texts]


def _game_answer(A, g):
    return ["game", A.text(g)]


def _games_answer(A, gs):
    return [["game", A.text(g)] for g in gs]


def _numbers_answer(A, xs):
    return [["num", A.number_text(x)] for x in xs]


def _sum_value(A, games):
    return A.canonical(A.total(games))


def _pairs_run(A, pairs):
    outcomes, order = [], []
    for a, b in pairs:
        g, h = A.read(a), A.read(b)
        outcomes.append(A.outcome(g + h))
        order.append("1" if A.le(g, h) else "0")
    return "".join(outcomes), "".join(order)


def _parse_answer(A, parsed_and_terms):
    parsed, terms = parsed_and_terms
    seen = {}
    for t, g in zip(terms, parsed, strict=True):
        if t not in seen:
            seen[t] = ["game", A.text(A.canonical(g))]
    return [[t, v] for t, v in sorted(seen.items())]


def _hot_sums_setup(A, sums):
    return [_sum_value(A, _games(A, s)) for s in sums]


def _each(verb):
    return lambda A, gs: [getattr(A, verb)(g) for g in gs]


WORKLOADS: dict[str, Workload] = {w.name: w for w in [
    Workload(
        "start", "start-up and import only", (),
        lambda: None, lambda A, d: None, lambda A, s: None, lambda A, r: None,
    ),
    Workload(
        "copies9", "canonical form of 9 copies of {3‖2|1}", ("canonical",),
        lambda: [G3] * 9, _games, _sum_value, _game_answer,
    ),
    Workload(
        "switches", "±1 + ±2 + … + ±8", ("canonical",),
        lambda: SWITCHES, _games, _sum_value, _game_answer,
    ),
    Workload(
        "staircase", "{1|0} + {2|1} + … (10 terms)", ("canonical",),
        lambda: [f"{{{k}|{k - 1}}}" for k in range(1, 11)], _games, _sum_value, _game_answer,
    ),
    Workload(
        "random_sums", "40 random sums of 6 random terms born by day 3", ("canonical",),
        lambda: _random_sums(1, 40, 6),
        lambda A, sums: [_games(A, s) for s in sums],
        lambda A, sums: [_sum_value(A, s) for s in sums],
        _games_answer,
    ),
    Workload(
        "pairs", "1000 random pairs: outcome of G + H and G ≤ H, from notation",
        ("outcome", "le"),
        lambda: _random_pairs(1000), lambda A, d: d, _pairs_run,
        lambda A, r: [["text", r[0]], ["text", r[1]]],
    ),
    Workload(
        "thermograph", "thermograph of ±1 + … + ±8", ("thermograph",),
        lambda: SWITCHES, lambda A, d: _sum_value(A, _games(A, d)),
        lambda A, g: A.thermograph(g),
        lambda A, th: ["thermo"] + A.thermograph_text(th),
    ),
    Workload(
        "cooling", "cooling 6 copies of {3‖2|1} by 1/4", ("cool",),
        lambda: [G3] * 6, lambda A, d: _sum_value(A, _games(A, d)),
        lambda A, g: A.cool(g, "1/4"), _game_answer,
    ),
    Workload(
        "comparisons", "G ≤ H for all 1600 ordered pairs of 40 random forms born by day 3",
        ("le",),
        lambda: _random_forms(40), _games,
        lambda A, gs: "".join("1" if A.le(g, h) else "0" for g in gs for h in gs),
        lambda A, r: ["text", r],
    ),
    Workload(
        "outcomes", "outcomes of 40 random sums of 3 terms born by day 3", ("outcome",),
        lambda: _random_sums(5, 40, 3),
        lambda A, sums: [_games(A, s) for s in sums],
        lambda A, sums: "".join(A.outcome(A.total(s)) for s in sums),
        lambda A, r: ["text", r],
    ),
    Workload(
        "temperatures", "temperatures of 20 random sums of 3 terms born by day 3",
        ("temperature",),
        lambda: _random_sums(6, 20, 3), _hot_sums_setup, _each("temperature"), _numbers_answer,
    ),
    Workload(
        "stops", "left and right stops of 20 random sums of 3 terms born by day 3",
        ("left_stop", "right_stop"),
        lambda: _random_sums(6, 20, 3), _hot_sums_setup,
        lambda A, gs: [f(g) for g in gs for f in (A.left_stop, A.right_stop)],
        _numbers_answer,
    ),
    Workload(
        "mean", "means of 20 random sums of 3 terms born by day 3", ("mean",),
        lambda: _random_sums(6, 20, 3), _hot_sums_setup, _each("mean"), _numbers_answer,
    ),
    Workload(
        "heating", "*8 heated by 1", ("heat",),
        lambda: "*8", lambda A, d: A.game(d), lambda A, g: A.heat(g, "1"), _game_answer,
    ),
    Workload(
        "domineering_4x4", "Domineering 4×4 empty board", ("domineering_value",),
        lambda: "....|....|....|....", lambda A, b: A.domineering_board(b),
        lambda A, p: A.domineering_value(p), _game_answer,
    ),
    Workload(
        "domineering_3x6", "Domineering 3×6 empty board", ("domineering_value",),
        lambda: "......|......|......", lambda A, b: A.domineering_board(b),
        lambda A, p: A.domineering_value(p), _game_answer,
    ),
    Workload(
        "domineering_holes", "Domineering 4×4 with 2 blocked cells", ("domineering_value",),
        lambda: ".#..|....|..#.|....",
        lambda A, b: A.domineering_board(b),
        lambda A, p: A.domineering_value(p), _game_answer,
    ),
    Workload(
        "parse", "parsing 2,000 short terms", ("read",),
        lambda: _short_terms(2000), lambda A, d: d,
        lambda A, terms: ([A.read(t) for t in terms], terms), _parse_answer,
    ),
    # Research loops: many small questions on fresh inputs, each asked once.
    Workload(
        "loop_big_integers", "loop: parse + canonical form of 4,000 texts {n|*k,-n}, n ≤ 10^6",
        ("read", "canonical"),
        lambda: _big_integer_texts(4000), lambda A, d: d,
        lambda A, texts: [A.canonical(A.read(t)) for t in texts], _games_answer,
    ),
    Workload(
        "loop_day3", "loop: parse + canonical form of 3,000 random forms born by day 3",
        ("read", "canonical"),
        lambda: _random_forms_salted(9, 3000), lambda A, d: d,
        lambda A, texts: [A.canonical(A.read(t)) for t in texts], _games_answer,
    ),
    Workload(
        "loop_fresh", "loop: parse + canonical form of 3,000 fresh texts, depth 1–3, numbers "
        "and nimbers as leaves", ("read", "canonical"),
        lambda: _fresh_texts(14, 3000), lambda A, d: d,
        lambda A, texts: [A.canonical(A.read(t)) for t in texts], _games_answer,
    ),
    Workload(
        "loop_le", "loop: G ≤ H on 3,000 pairs of canonical forms born by day 3", ("le",),
        lambda: _random_pairs_salted(10, 3000, 3),
        lambda A, pairs: [(A.game(a), A.game(b)) for a, b in pairs],
        lambda A, pairs: "".join("1" if A.le(g, h) else "0" for g, h in pairs),
        lambda A, r: ["text", r],
    ),
    Workload(
        "loop_temperature", "loop: temperatures of 2,000 canonical forms born by day 3",
        ("temperature",),
        lambda: _random_forms_salted(11, 2000), _games, _each("temperature"), _numbers_answer,
    ),
    Workload(
        "loop_sums", "loop: canonical forms of 2,000 sums of three forms born by day 2",
        ("canonical",),
        lambda: _day2_sums(12, 2000, 3),
        lambda A, sums: [_games(A, s) for s in sums],
        lambda A, sums: [_sum_value(A, s) for s in sums],
        _games_answer,
    ),
    Workload(
        "loop_misere", "loop: misère outcomes of 2,000 sums of three forms born by day 2",
        ("misere_outcome",),
        lambda: _day2_sums(13, 2000, 3),
        lambda A, sums: [[A.read(t) for t in s] for s in sums],
        lambda A, sums: "".join(A.misere_outcome(A.total(s)) for s in sums),
        lambda A, r: ["text", r],
    ),
    Workload(
        "loop_dicot_equiv", "loop: G ≡ H (mod D) on 1,000 pairs of forms born by day 2",
        ("dicot_equiv",),
        lambda: _day2_pairs(1000),
        lambda A, pairs: [(A.read(a), A.read(b)) for a, b in pairs],
        lambda A, pairs: "".join("1" if A.dicot_equiv(g, h) else "0" for g, h in pairs),
        lambda A, r: ["text", r],
    ),
]}


def supports(A, workload: Workload) -> bool:
    """Whether tool ``A`` has every operation ``workload`` needs (else it is n/a)."""
    return all(getattr(A, verb, None) is not None for verb in workload.needs)


def _child(tool: str, name: str, want_answer: bool) -> None:
    """Body of one measuring process (the tool is already imported)."""
    A = TOOLS[tool]()
    w = WORKLOADS[name]
    state = w.setup(A, w.data())
    t0 = time.perf_counter()
    result = w.run(A, state)
    seconds = time.perf_counter() - t0
    t1 = time.perf_counter()
    import json

    answer = w.answer(A, result) if want_answer else None
    line = json.dumps({"seconds": seconds, "answer": answer})
    post = time.perf_counter() - t1
    print("@@" + json.dumps({"seconds": seconds, "post": post}) + "\n@@" + line, flush=True)


# --------------------------------------------------------------------------------------------
# Reading answers back into cgt and comparing them.


def _piecewise_from_trajectory(top, temps, slopes):
    """A wall given as CGSuite prints it (value at the top, critical temperatures highest
    first, slopes from the top down) -> (breakpoints ascending with values, slopes: before the
    first, between each pair, after the last)."""
    if len(slopes) != len(temps) + 1:
        raise ValueError(f"trajectory with {len(temps)} temperatures and {len(slopes)} slopes")
    if not temps:
        if slopes[0] != 0:
            raise ValueError("a trajectory without critical temperatures must be vertical")
        return [(0, top)], [0, 0]
    points, y = [(temps[0], top)], top
    for i in range(1, len(temps)):
        y = y + slopes[i] * (temps[i] - temps[i - 1])
        points.append((temps[i], y))
    return points[::-1], slopes[::-1]


def _walls(kind: str, payload) -> list:
    """Both walls of a thermograph answer as piecewise-linear functions (see above)."""
    import re
    from fractions import Fraction

    if kind == "trajectories":
        number = r"-?\d+(?:/\d+)?"
        found = re.findall(rf"({number}),\[([^\]]*)\],\[([^\]]*)\]", payload.replace(" ", ""))
        if len(found) != 2:
            raise ValueError(f"cannot read thermograph {payload!r}")

        def fracs(s: str) -> list:
            return [Fraction(x) for x in s.split(",") if x]

        return [_piecewise_from_trajectory(Fraction(top), fracs(ts), fracs(ss))
                for top, ts, ss in found]
    if kind == "segments":
        walls = []
        for segments in payload:
            segs = [tuple(Fraction(x) for x in seg) for seg in segments]
            walls.append(([(s, v) for s, v, _ in segs], [segs[0][2]] + [k for _, _, k in segs]))
        return walls
    raise ValueError(f"unknown thermograph kind {kind!r}")


def _at(wall, t):
    points, slopes = wall
    if t < points[0][0]:
        return points[0][1] + slopes[0] * (t - points[0][0])
    i = max(j for j, (s, _) in enumerate(points) if s <= t)
    return points[i][1] + slopes[i + 1] * (t - points[i][0])


def _same_walls(a, b) -> bool:
    """Equal on t ≥ 0: both are linear between consecutive breakpoints of either, and beyond
    the last, so agreeing there and one step beyond is agreeing everywhere."""
    ts = sorted({0, *(t for t, _ in a[0] if t > 0), *(t for t, _ in b[0] if t > 0)})
    ts.append(ts[-1] + 1)
    return all(_at(a, t) == _at(b, t) for t in ts)


def _leaf_value(cgt, leaf):
    from fractions import Fraction

    tag = leaf[0]
    if tag == "game":
        return ("game", cgt.parse(leaf[1]).canonical())
    if tag == "num":
        return ("num", Fraction(leaf[1]))
    if tag == "text":
        return ("text", leaf[1])
    if tag == "thermo":
        return ("thermo", _walls(leaf[1], leaf[2] if leaf[1] == "trajectories" else leaf[2:]))
    raise ValueError(f"unknown answer tag {tag!r}")


def differences(cgt, mine, theirs, where: str = "") -> list[str]:
    """Where answer ``theirs`` differs from ``mine`` (both tagged trees), read with ``cgt``;
    empty when they agree."""
    if isinstance(mine, list) and mine and isinstance(mine[0], str) and mine[0] in _TAGS:
        a, b = _leaf_value(cgt, mine), _leaf_value(cgt, theirs)
        same = (_same_walls(a[1][0], b[1][0]) and _same_walls(a[1][1], b[1][1])
                if a[0] == "thermo" else a == b)
        return [] if same else [f"{where or 'answer'}: {_short(mine)} vs {_short(theirs)}"]
    if isinstance(mine, list) and isinstance(theirs, list):
        if len(mine) != len(theirs):
            return [f"{where or 'answer'}: {len(mine)} items vs {len(theirs)}"]
        out = []
        for i, (x, y) in enumerate(zip(mine, theirs, strict=True)):
            out += differences(cgt, x, y, f"{where}[{i}]")
        return out
    return [] if mine == theirs else [f"{where or 'answer'}: {_short(mine)} vs {_short(theirs)}"]


_TAGS = ("game", "num", "text", "thermo")


def _short(x) -> str:
    s = str(x[1] if isinstance(x, list) and len(x) == 2 else x)
    return s if len(s) <= 120 else s[:117] + "…"


# --------------------------------------------------------------------------------------------
# The parent: processes, table, cross-check.


class Case:
    """The measurements of one (tool, workload): in-process and whole-process seconds."""

    def __init__(self) -> None:
        self.inner: list[float] = []
        self.whole: list[float] = []
        self.answer = None
        self.status = ""  # "", "n/a", "not installed", "timeout", "error: …"
        self.mismatch = False


#: ``--base DIR``: another checkout whose cgt is measured as the tool "base" (its child
#: processes run in DIR, so ``import cgt`` finds that checkout's sources first).
BASE: dict[str, str] = {}


def _measure(tool: str, name: str, want_answer: bool, timeout: float) -> tuple:
    import json
    import subprocess
    import sys
    from pathlib import Path

    here = Path(__file__).resolve().parent
    cls = "cgt" if tool == "base" else tool
    imports = "; ".join(f"import {m}" for m in TOOLS[cls].modules)
    code = (f"{imports}\nimport sys\nsys.path.insert(0, {str(here)!r})\nimport bench_peers\n"
            f"bench_peers._child({cls!r}, {name!r}, {want_answer!r})")
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=timeout, cwd=BASE.get(tool, here.parent))
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        raise RuntimeError(proc.stderr.strip().splitlines()[-1] if proc.stderr.strip()
                           else f"exit status {proc.returncode}")
    lines = [s[2:] for s in proc.stdout.splitlines() if s.startswith("@@")]
    timing, payload = json.loads(lines[0]), json.loads(lines[1])
    return timing["seconds"], wall - timing["post"], payload["answer"]


def _installed(tool: str) -> str | None:
    """The installed version of a tool's distribution, or None."""
    from importlib import metadata

    dist = {"cgt": "cgt", "cgt-py": "cgt-py", "pycgt": "pycgt"}[tool]
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return None


def run_cases(tools: list[str], w: Workload, runs: int, timeout: float,
              budget: float) -> dict[str, Case]:
    """Up to ``runs`` fresh processes per tool, the tools taking turns (so a change in the
    machine's load falls on all of them alike); fewer once a tool's processes have taken
    ``budget`` seconds of wall time (a slow case varies less between runs than it is long)."""
    import subprocess

    cases = {tool: Case() for tool in tools}
    for i in range(runs):
        for tool in tools:
            case = cases[tool]
            if case.status or (case.whole and sum(case.whole) > budget):
                continue
            try:
                inner, whole, answer = _measure(tool, w.name, i == 0, timeout)
            except subprocess.TimeoutExpired:
                case.status = f"timeout > {timeout:g} s"
                continue
            except Exception as e:  # noqa: BLE001 — reported in the table, never hidden
                case.status = f"error: {e}"
                continue
            case.inner.append(inner)
            case.whole.append(whole)
            if i == 0:
                case.answer = answer
    return cases


def _ms(seconds: float) -> str:
    ms = seconds * 1000
    return f"{ms:.3g}" if ms < 100 else f"{ms:.0f}"


def _cell(case: Case, which: str, runs: int) -> str:
    if case.status:
        return case.status
    times = getattr(case, which)
    return (_ms(min(times)) + ("" if len(times) == runs else f" ({len(times)})")
            + (" MISMATCH" if case.mismatch else ""))


def _ratio(a: Case, b: Case, which: str) -> str:
    if a.status or b.status:
        return "—"
    x, y = min(getattr(a, which)), min(getattr(b, which))
    return f"{x / y:.2f}" if y > 0 else "—"


def _table(rows, markdown: bool, runs: int, base: bool = False) -> str:
    head = ["workload", "cgt ms", "cgt-py ms", "pycgt ms", "cgt/cgt-py",
            "whole: cgt ms", "cgt-py ms", "pycgt ms", "cgt/cgt-py"]
    if base:
        head += ["base ms", "cgt/base"]
    body = []
    for w, cases in rows:
        c, r, p = cases["cgt"], cases["cgt-py"], cases["pycgt"]
        inner = ["—" if w.name == "start" else _cell(x, "inner", runs) for x in (c, r, p)]
        body.append([w.title, *inner, "—" if w.name == "start" else _ratio(c, r, "inner"),
                     *(_cell(x, "whole", runs) for x in (c, r, p)), _ratio(c, r, "whole")])
        if base:
            b = cases["base"]
            body[-1] += (["—", "—"] if w.name == "start"
                         else [_cell(b, "inner", runs), _ratio(c, b, "inner")])
    if markdown:
        def esc(s: str) -> str:
            return s.replace("|", "\\|")

        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        lines += ["| " + " | ".join(esc(x) for x in row) + " |" for row in body]
        return "\n".join(lines)
    widths = [max(len(r[i]) for r in [head, *body]) for i in range(len(head))]
    return "\n".join("  ".join(x.ljust(widths[i]) if i == 0 else x.rjust(widths[i])
                               for i, x in enumerate(row)) for row in [head, *body])


def main(argv: list[str] | None = None) -> int:
    import argparse
    import os
    import platform
    import sys
    from datetime import date
    from pathlib import Path

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="1 process per case instead of 5")
    parser.add_argument("--runs", type=int, default=RUNS,
                        help=f"processes per case (default {RUNS}); the in-process figure is "
                        "their minimum, so more runs filter more of a loaded machine's noise")
    parser.add_argument("--only", action="append", default=[],
                        help="workload names, comma-separated (repeatable): "
                        + ", ".join(WORKLOADS))
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument("--timeout", type=float, default=60.0,
                        help="seconds allowed to one process (default 60)")
    parser.add_argument("--budget", type=float, default=12.0,
                        help="stop repeating a case once its processes took this many seconds "
                        "(default 12; the table shows the number of runs when fewer)")
    parser.add_argument("--base", metavar="DIR",
                        help="also measure the cgt of another checkout (e.g. a worktree of the "
                        "previous main) as the column 'base', alternating with this one")
    parser.add_argument("--skip", action="append", default=[],
                        help="peers to leave out, comma-separated (e.g. pycgt)")
    args = parser.parse_args(argv)

    skip = {n for arg in args.skip for n in arg.split(",") if n}
    tools = [t for t in TOOLS if t not in skip] + (["base"] if args.base else [])
    if args.base:
        BASE["base"] = str(Path(args.base).resolve())
    names = [n for arg in args.only for n in arg.split(",") if n] or list(WORKLOADS)
    unknown = [n for n in names if n not in WORKLOADS]
    if unknown:
        parser.error(f"unknown workload(s) {', '.join(unknown)}; choose from "
                     + ", ".join(WORKLOADS))
    runs = 1 if args.quick else args.runs
    versions = {t: _installed(t) for t in TOOLS}
    # read answers with the cgt of this checkout, the one the child processes import
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    import cgt

    load0 = os.getloadavg()
    rows, problems = [], []
    for name in names:
        w = WORKLOADS[name]
        cases, measured = {}, []
        for tool in tools:
            cls = TOOLS["cgt" if tool == "base" else tool]
            if tool not in ("cgt", "base") and versions[tool] is None:
                cases[tool] = Case()
                cases[tool].status = "not installed"
            elif not supports(cls, w):
                cases[tool] = Case()
                cases[tool].status = "n/a"
            else:
                measured.append(tool)
        cases.update(run_cases(measured, w, runs, args.timeout, args.budget))
        for tool, case in cases.items():
            if case.status.startswith("error"):
                problems.append(f"{w.name}: {tool} failed: {case.status}")
        for tool in TOOLS:
            if tool not in cases:
                cases[tool] = Case()
                cases[tool].status = "skipped"
        mine = cases["cgt"]
        for tool in [t for t in ("cgt-py", "pycgt", "base") if t in cases]:
            theirs = cases[tool]
            if mine.status or theirs.status or w.name == "start":
                continue
            try:
                diff = differences(cgt, mine.answer, theirs.answer)
            except Exception as e:  # noqa: BLE001 — an unreadable answer is a failure too
                diff = [f"cannot compare: {type(e).__name__}: {e}"]
            if diff:
                theirs.mismatch = True
                problems += [f"{w.name}: {tool} differs from cgt: {d}" for d in diff[:5]]
        rows.append((w, cases))
        print(f"  {w.name}: done", file=sys.stderr, flush=True)
    load1 = os.getloadavg()

    print(f"Machine: {platform.machine()}, {os.cpu_count()} CPUs, Python "
          f"{platform.python_version()}; {date.today().isoformat()}; load average "
          f"{load0[0]:.1f} at start, {load1[0]:.1f} at end.")
    build = getattr(cgt, "core_build", None)
    if build is not None:
        versions["cgt"] = f"{versions['cgt']} ({build()} core)"
    print("Versions: " + ", ".join(f"{t} {v or 'not installed'}" for t, v in versions.items())
          + f". In-process: min of {runs} fresh process(es); whole process: wall time of the "
          "same processes (start-up, import, inputs, workload).")
    print()
    print(_table(rows, args.markdown, runs, bool(args.base)))
    if problems:
        print("\n" + "!" * 78, file=sys.stderr)
        for p in problems:
            print("MISMATCH OR FAILURE: " + p, file=sys.stderr)
        print("!" * 78, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
