"""Per-call cost of the small questions a research loop asks, against cgt-py where it has them.

    python benchmarks/bench_calls.py [--calls N] [--rounds R]

Each row times one kind of call on N fresh inputs (built untimed, never asked before: the cold
cost a research loop pays), and, for the memoised comparison, the same N calls asked again. The
two libraries run in the same process, round by round (the order alternating), so a change in
the machine's load falls on both; a row's figure is the median over R rounds of the CPU time per
call (``time.process_time``), in microseconds. Every answer of cgt is cross-checked against
cgt-py's where both answer. cgt-py has no misère play: its cells are "n/a" there.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

_DAY1 = ("0", "{0|}", "{|0}", "{0|0}")


def _day2() -> list[str]:
    subsets = [[x for i, x in enumerate(_DAY1) if mask >> i & 1] for mask in range(16)]
    return ["{" + ",".join(a) + "|" + ",".join(b) + "}" for a in subsets for b in subsets]


def _day3(rng: random.Random, day2: list[str]) -> str:
    return "{" + ",".join(rng.sample(day2, 3)) + "|" + ",".join(rng.sample(day2, 3)) + "}"


class Row:
    """``make(rng, n)`` gives n fresh inputs as text; ``prepare(lib, texts)`` builds them
    untimed; ``ask(lib, x)`` is the timed call; ``show(lib, answer)`` the answer as text."""

    def __init__(self, name, make, prepare, ask, show=None, twice=False) -> None:
        self.name, self.make, self.prepare, self.ask = name, make, prepare, ask
        self.show = show or (lambda lib, answer: str(answer))
        self.twice = twice


def _texts_big(rng: random.Random, n: int) -> list[str]:
    return [f"{{{k}|*{rng.randrange(1, 8)},-{k}}}" for k in rng.sample(range(1, 10**6), n)]


def _texts_day3(rng: random.Random, n: int) -> list[str]:
    day2 = _day2()
    return [_day3(rng, day2) for _ in range(n)]


_LEAVES = ("0", "1", "-1", "2", "-2", "1/2", "-1/2", "*", "*2")


def _fresh(rng: random.Random, depth: int) -> str:
    """Braces at most ``depth`` deep, 0–2 options a side, each a leaf or smaller braces (as
    bench_peers.py's loop_fresh)."""

    def option() -> str:
        if depth == 1 or rng.randrange(3) == 0:
            return rng.choice(_LEAVES)
        return _fresh(rng, rng.randint(1, depth - 1))

    left = [option() for _ in range(rng.randrange(3))]
    right = [option() for _ in range(rng.randrange(3))]
    return "{" + ",".join(left) + "|" + ",".join(right) + "}"


def _texts_fresh(rng: random.Random, n: int) -> list[str]:
    """Texts three deep of fresh structure at every level (``{{{*,-1|-1/2,-1}|},0|…}``)."""
    texts: list[str] = []
    while len(texts) < n:
        t = _fresh(rng, 3)
        depth = deepest = 0
        for c in t:
            depth += (c == "{") - (c == "}")
            deepest = max(deepest, depth)
        if deepest == 3:
            texts.append(t)
    return texts


def _pairs_day3(rng: random.Random, n: int) -> list[tuple[str, str]]:
    day2 = _day2()
    return [(_day3(rng, day2), _day3(rng, day2)) for _ in range(n)]


def _triples_day2(rng: random.Random, n: int) -> list[list[str]]:
    day2 = _day2()
    return [rng.sample(day2, 3) for _ in range(n)]


def _pairs_day2(rng: random.Random, n: int) -> list[list[str]]:
    day2 = _day2()
    return [rng.sample(day2, 2) for _ in range(n)]


class Lib:
    def __init__(self, name: str) -> None:
        self.name = name
        if name == "cgt":
            import cgt

            self.m = cgt
            self.read = cgt.parse
            self.canon = lambda t: cgt.parse(t).canonical()
        else:
            import cgt_py

            self.m = cgt_py
            self.read = cgt_py.CanonicalForm
            self.canon = cgt_py.CanonicalForm

    def total(self, gs):
        s = gs[0]
        for g in gs[1:]:
            s = s + g
        return s.canonical() if self.name == "cgt" else s

    def text(self, g) -> str:
        if self.name == "cgt":
            return str(g)
        r = repr(g)
        return r[len("CanonicalForm('"):-2] if r.startswith("CanonicalForm('") else r


def _game_text(lib: Lib, g) -> str:
    return lib.text(g)


def _number_text(lib: Lib, x) -> str:
    r = repr(x)
    head = "DyadicRationalNumber('"
    return r[len(head):-2] if r.startswith(head) else str(x)


ROWS = [
    Row("parse a short brace text {n|*k,-n} (n ≤ 10^6)", _texts_big,
        lambda L, ts: ts, lambda L, t: L.read(t),
        lambda L, g: ""),  # cgt reads the form as written, cgt-py its canonical form
    Row("parse + canonical form of {n|*k,-n}", _texts_big,
        lambda L, ts: ts, lambda L, t: L.canon(t), _game_text),
    Row("parse + canonical form of a form born by day 3", _texts_day3,
        lambda L, ts: ts, lambda L, t: L.canon(t), _game_text),
    Row("parse a fresh brace text, three deep (numbers, nimbers)", _texts_fresh,
        lambda L, ts: ts, lambda L, t: L.read(t),
        lambda L, g: ""),  # cgt reads the form as written, cgt-py its canonical form
    Row("parse + canonical form of a fresh brace text, three deep", _texts_fresh,
        lambda L, ts: ts, lambda L, t: L.canon(t), _game_text),
    Row("G <= H, canonical forms born by day 3 (cold)", _pairs_day3,
        lambda L, ps: [(L.canon(a), L.canon(b)) for a, b in ps],
        lambda L, p: p[0] <= p[1]),
    Row("G <= H, the same pairs asked again (memoised)", _pairs_day3,
        lambda L, ps: [(L.canon(a), L.canon(b)) for a, b in ps],
        lambda L, p: p[0] <= p[1], twice=True),
    Row("temperature of a canonical form born by day 3", _texts_day3,
        lambda L, ts: [L.canon(t) for t in ts],
        lambda L, g: g.temperature() if L.name == "cgt" else g.temperature, _number_text),
    Row("canonical form of a sum of three forms born by day 2", _triples_day2,
        lambda L, ts: [[L.canon(t) for t in s] for s in ts],
        lambda L, gs: L.total(gs), _game_text),
    Row("misère outcome of a sum of three forms born by day 2", _triples_day2,
        lambda L, ts: [[L.read(t) for t in s] for s in ts],
        lambda L, gs: str(L.m.sum_outcome(*gs, misere=True)) if L.name == "cgt" else None),
    Row("G ≡ H (mod D), forms born by day 2", _pairs_day2,
        lambda L, ps: [(L.read(a), L.read(b)) for a, b in ps],
        lambda L, p: bool(L.m.D.equiv(*p)) if L.name == "cgt" else None),
]
MISERE = {"misère outcome of a sum of three forms born by day 2",
          "G ≡ H (mod D), forms born by day 2"}


def main(argv: list[str] | None = None) -> int:
    import os
    import platform
    from datetime import date

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--calls", type=int, default=2000, help="fresh inputs per round")
    ap.add_argument("--rounds", type=int, default=5, help="rounds (the median is kept)")
    args = ap.parse_args(argv)
    libs = [Lib("cgt")]
    try:
        libs.append(Lib("cgt-py"))
    except ImportError:
        print("cgt-py is not installed (pip install -e '.[bench]'): cgt alone")
    import cgt

    print(f"Machine: {platform.machine()}, {os.cpu_count()} CPUs, Python "
          f"{platform.python_version()}; {date.today().isoformat()}; load average "
          f"{os.getloadavg()[0]:.1f}; cgt core: {cgt.core_build()}")
    print(f"{'call':56} {'cgt µs':>9} {'cgt-py µs':>10} {'ratio':>6}")
    seed = 0
    bad = 0
    for row in ROWS:
        times: dict[str, list[float]] = {L.name: [] for L in libs}
        for r in range(args.rounds):
            seed += 1
            texts = row.make(random.Random(seed), args.calls)
            order = libs if r % 2 == 0 else libs[::-1]
            answers = {}
            for L in order:
                if L.name != "cgt" and row.name in MISERE:
                    continue
                xs = row.prepare(L, texts)
                if row.twice:
                    for x in xs:
                        row.ask(L, x)
                t0 = time.process_time()
                out = [row.ask(L, x) for x in xs]
                times[L.name].append((time.process_time() - t0) / len(xs) * 1e6)
                answers[L.name] = [row.show(L, a) for a in out]
            if len(answers) == 2 and answers["cgt"] != answers["cgt-py"]:
                # games may print differently and still be one value: read both back
                games = row.show is _game_text
                mine, theirs = ([cgt.parse(a).canonical() if games else a for a in answers[k]]
                                for k in ("cgt", "cgt-py"))
                if mine != theirs:
                    bad += 1
                    print(f"MISMATCH in {row.name!r}")
        c = statistics.median(times["cgt"])
        p = statistics.median(times["cgt-py"]) if times.get("cgt-py") else None
        print(f"{row.name:56} {c:9.2f} {('n/a' if p is None else f'{p:.2f}'):>10} "
              f"{('—' if p is None else f'{c / p:.2f}'):>6}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
