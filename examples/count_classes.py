"""Count misère equivalence classes of games born by day n, from cgt's canonical forms.

    python examples/count_classes.py

Expected (literature): mod M 1, 4, 256 (Siegel, *Misère canonical forms of partizan games*);
mod D 1, 2, 9, 1268 (Dorbec–Renault–Siegel–Sopena 2015); mod E 1, 4, 196; impartial misère
1, 2, 3, 5, 22 (Conway, ONAG ch. 12). Day-2 counts enumerate every form; later days use the
fact that ≡ is a congruence for forming {A | B}, so it is enough to take options among the
canonical representatives of the previous day (9 for D, hence 511² + 1 forms for day 3).
Impartial classes are counted with D-canonical forms: ≡ mod I is ≡ mod D on impartial games
(Renault, *Binary dicots*, 2015).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cgt import D, E, M, game  # noqa: E402
from cgt.families import dead_ending, dicots, games, impartial, subsets  # noqa: E402


def classes(universe, forms) -> set:  # noqa: ANN001
    return {universe.canonical(g) for g in forms}


def next_day(universe, reps, dicot: bool = False, impartial_only: bool = False) -> set:  # noqa: ANN001
    """Classes born by the next day, from the canonical representatives of this one."""
    subs = list(subsets(tuple(sorted(reps, key=lambda g: g._id)), nonempty=dicot))
    out = {universe.canonical(game())}
    for a in subs:
        if impartial_only:
            out.add(universe.canonical(game(a, a)))
            continue
        for b in subs:
            out.add(universe.canonical(game(a, b)))
    return out


def main() -> None:
    for name, universe, fam in (("M", M, games), ("D", D, dicots), ("E", E, dead_ending)):
        counts = [len(classes(universe, fam(day))) for day in range(3)]
        print(f"mod {name}, days 0-2: {counts}")
    t = time.perf_counter()
    day3 = next_day(D, classes(D, dicots(2)), dicot=True)
    print(f"mod D, day 3: {len(day3)}   ({time.perf_counter() - t:.1f} s)")
    counts = [len(classes(D, impartial(day))) for day in range(4)]
    day4 = next_day(D, classes(D, impartial(3)), impartial_only=True)
    print(f"impartial (mod I), days 0-4: {counts + [len(day4)]}")


if __name__ == "__main__":
    main()
