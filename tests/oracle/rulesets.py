"""Brute-force twins of the rulesets: moves written again from the rules, on plain strings,
values by plain search of whole positions (no components, no symmetries, no tables shared with
cgt.rulesets), outcomes on the literal trees of tests/oracle/normal.py."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from cgt import Game, game

Moves = Callable[[str], tuple[list[str], list[str]]]


def value(position: str, moves: Moves) -> Game:
    """The canonical value by plain recursion on whole positions."""

    @cache
    def go(p: str) -> Game:
        lefts, rights = moves(p)
        return game([go(q) for q in lefts], [go(q) for q in rights]).canonical()

    return go(position)


def literal(position: str, moves: Moves) -> Game:
    """The literal form (no reduction)."""

    @cache
    def go(p: str) -> Game:
        lefts, rights = moves(p)
        return game([go(q) for q in lefts], [go(q) for q in rights])

    return go(position)


# ---------------------------------------------------------------- grids, as "row|row"
def _cells(p: str) -> tuple[list[list[str]], int, int]:
    g = [list(r) for r in p.split("|")]
    return g, len(g), len(g[0])


def _join(g: list[list[str]]) -> str:
    return "|".join("".join(r) for r in g)


def _dominoes(p: str, dr: int, dc: int) -> list[str]:
    g, h, w = _cells(p)
    out = []
    for r in range(h - dr):
        for c in range(w - dc):
            if g[r][c] == "." and g[r + dr][c + dc] == ".":
                n = [row[:] for row in g]
                n[r][c] = n[r + dr][c + dc] = "#"
                out.append(_join(n))
    return out


def domineering(p: str) -> tuple[list[str], list[str]]:
    return _dominoes(p, 1, 0), _dominoes(p, 0, 1)


def cram(p: str) -> tuple[list[str], list[str]]:
    both = _dominoes(p, 1, 0) + _dominoes(p, 0, 1)
    return both, both


def _clobber(p: str, me: str, them: str) -> list[str]:
    g, h, w = _cells(p)
    out = []
    for r in range(h):
        for c in range(w):
            if g[r][c] != me:
                continue
            for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= y < h and 0 <= x < w and g[y][x] == them:
                    n = [row[:] for row in g]
                    n[r][c], n[y][x] = ".", me
                    out.append(_join(n))
    return out


def clobber(p: str) -> tuple[list[str], list[str]]:
    return _clobber(p, "x", "o"), _clobber(p, "o", "x")


# ---------------------------------------------------------------- strips
def toads_and_frogs(p: str) -> tuple[list[str], list[str]]:
    lefts, rights = [], []
    n = len(p)
    for i, ch in enumerate(p):
        s = list(p)
        if ch == "t":
            if i + 1 < n and p[i + 1] == ".":
                s[i], s[i + 1] = ".", "t"
                lefts.append("".join(s))
            elif i + 2 < n and p[i + 1] == "f" and p[i + 2] == ".":
                s[i], s[i + 2] = ".", "t"
                lefts.append("".join(s))
        elif ch == "f":
            if i >= 1 and p[i - 1] == ".":
                s[i], s[i - 1] = ".", "f"
                rights.append("".join(s))
            elif i >= 2 and p[i - 1] == "t" and p[i - 2] == ".":
                s[i], s[i - 2] = ".", "f"
                rights.append("".join(s))
    return lefts, rights


def backsliding_toads_and_frogs(p: str) -> tuple[list[str], list[str]]:
    """Toads and Frogs' moves, and a step back into an empty cell (a toad left, a frog right)."""
    lefts, rights = toads_and_frogs(p)
    for i, ch in enumerate(p):
        s = list(p)
        if ch == "t" and i >= 1 and p[i - 1] == ".":
            s[i], s[i - 1] = ".", "t"
            lefts.append("".join(s))
        elif ch == "f" and i + 1 < len(p) and p[i + 1] == ".":
            s[i], s[i + 1] = ".", "f"
            rights.append("".join(s))
    return lefts, rights


def toppling(p: str) -> tuple[list[str], list[str]]:
    """CGSuite's rule on the strip as written: toppling cell n empties 1..n or n..end."""

    def side(me: str) -> list[str]:
        out = []
        for i, ch in enumerate(p):
            if ch in (me, "e"):
                out.append("." * (i + 1) + p[i + 1 :])
                out.append(p[:i] + "." * (len(p) - i))
        return out

    return side("l"), side("r")


# ---------------------------------------------------------------- cakes, as "m,n;m,n"
def _pieces(p: str) -> list[tuple[int, int]]:
    return [tuple(map(int, x.split(","))) for x in p.split(";") if x]  # type: ignore[misc]


def _key(pieces: list[tuple[int, int]]) -> str:
    return ";".join(f"{m},{n}" for m, n in sorted(pieces))


def cake(cut: Callable[[int], list[list[int]]], impartial: bool = False) -> Moves:
    def moves(p: str) -> tuple[list[str], list[str]]:
        ps = _pieces(p)
        lefts, rights = [], []
        for i, (m, n) in enumerate(ps):
            rest = ps[:i] + ps[i + 1 :]
            lefts += [_key(rest + [(m, b) for b in parts]) for parts in cut(n)]
            rights += [_key(rest + [(a, n) for a in parts]) for parts in cut(m)]
        if impartial:
            lefts = rights = lefts + rights
        return lefts, rights

    return moves


def cutcake_cuts(n: int) -> list[list[int]]:
    return [[a, n - a] for a in range(1, n)]


def maundy_cuts(n: int) -> list[list[int]]:
    return [[n // k] * k for k in range(2, n + 1) if n % k == 0]


# ---------------------------------------------------------------- Col and Snort
def col_like(left_ok: str, right_ok: str) -> Callable[[tuple], tuple[list, list]]:
    """Moves on (labels, edges) positions, CGSuite's GenCol rule, written on whole graphs:
    a coloured vertex becomes '#' (gone), tints as in CGSuite."""

    def side(pos: tuple, me: str, ok: str) -> list:
        labels, edges = pos
        them = "R" if me == "L" else "L"
        out = []
        for v, lab in enumerate(labels):
            if lab not in ok:
                continue
            new = list(labels)
            new[v] = "#"
            for a, b in edges:
                w = b if a == v else a if b == v else None
                if w is None:
                    continue
                if new[w] == ".":
                    new[w] = me
                elif new[w] == them:
                    new[w] = "#"
            out.append((tuple(new), edges))
        return out

    def moves(pos: tuple) -> tuple[list, list]:
        return side(pos, "L", left_ok), side(pos, "R", right_ok)

    return moves


# ---------------------------------------------------------------- Amazons, Konane, Fission
_KING = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]


def _amazons(p: str, me: str) -> list[str]:
    """Queen move over empty cells, then an arrow by queen move from the landing cell (the
    cell left behind is empty by then)."""
    g, h, w = _cells(p)
    out = []
    for r in range(h):
        for c in range(w):
            if g[r][c] != me:
                continue
            for dr, dc in _KING:
                y, x = r + dr, c + dc
                while 0 <= y < h and 0 <= x < w and g[y][x] == ".":
                    moved = [row[:] for row in g]
                    moved[r][c], moved[y][x] = ".", me
                    for ar, ac in _KING:
                        v, u = y + ar, x + ac
                        while 0 <= v < h and 0 <= u < w and moved[v][u] == ".":
                            n = [row[:] for row in moved]
                            n[v][u] = "#"
                            out.append(_join(n))
                            v, u = v + ar, u + ac
                    y, x = y + dr, x + dc
    return out


def amazons(p: str) -> tuple[list[str], list[str]]:
    return _amazons(p, "x"), _amazons(p, "o")


def _konane(p: str, me: str, them: str) -> list[str]:
    """Jump over an adjacent opponent's stone onto the empty cell beyond; again and again in
    the same direction, each stopping place a move."""
    g, h, w = _cells(p)
    out = []
    for r in range(h):
        for c in range(w):
            if g[r][c] != me:
                continue
            for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                n = [row[:] for row in g]
                y, x = r, c
                while True:
                    oy, ox, ly, lx = y + dr, x + dc, y + 2 * dr, x + 2 * dc
                    if not (0 <= ly < h and 0 <= lx < w):
                        break
                    if n[oy][ox] != them or n[ly][lx] != ".":
                        break
                    n[y][x], n[oy][ox], n[ly][lx] = ".", ".", me
                    y, x = ly, lx
                    out.append(_join(n))
    return out


def konane(p: str) -> tuple[list[str], list[str]]:
    return _konane(p, "x", "o"), _konane(p, "o", "x")


def _fission(p: str, dr: int, dc: int) -> list[str]:
    g, h, w = _cells(p)
    out = []
    for r in range(h):
        for c in range(w):
            a, b = (r - dr, c - dc), (r + dr, c + dc)
            inside = all(0 <= y < h and 0 <= x < w for y, x in (a, b))
            if g[r][c] == "x" and inside and g[a[0]][a[1]] == "." and g[b[0]][b[1]] == ".":
                n = [row[:] for row in g]
                n[r][c], n[a[0]][a[1]], n[b[0]][b[1]] = ".", "x", "x"
                out.append(_join(n))
    return out


def fission(p: str) -> tuple[list[str], list[str]]:
    """Left splits a stone onto the cells above and below, Right onto left and right."""
    return _fission(p, 1, 0), _fission(p, 0, 1)


# ---------------------------------------------------------------- Arc Kayles and Wythoff
def arc_kayles(p: tuple) -> tuple[list, list]:
    """(vertices, edges) as frozensets: a move deletes an edge's two ends and their edges."""
    verts, edges = p
    out = []
    for e in edges:
        gone = set(e)
        out.append((verts - gone, frozenset(f for f in edges if not gone & set(f))))
    return out, out


def wythoff(p: tuple[int, int]) -> tuple[list, list]:
    a, b = p
    out = [(a - k, b) for k in range(1, a + 1)] + [(a, b - k) for k in range(1, b + 1)]
    out += [(a - k, b - k) for k in range(1, min(a, b) + 1)]
    return out, out


def mex_value(p: object, moves: Callable) -> int:
    """The nim value of an impartial position, by mex over its options."""

    @cache
    def go(q: object) -> int:
        seen = {go(r) for r in moves(q)[0]}
        n = 0
        while n in seen:
            n += 1
        return n

    return go(p)


def partizan_arc_kayles(p: frozenset) -> tuple[list, list]:
    """Edges (frozenset({u, v}), colour): a move takes an edge of the mover's colour and
    deletes both ends with every edge at them."""

    def side(colour: str) -> list:
        out = []
        for ends, c in p:
            if c == colour:
                out.append(frozenset(e for e in p if not ends & e[0]))
        return out

    return side("L"), side("R")


def fox_and_geese(width: int, fox_range: int = 1) -> Callable[[object], tuple[list, list]]:
    """Fox and Geese's moves on (geese, fox) pairs, geese a frozenset of (row, col); every
    position where no goose is above the fox, or one where the fox, a row below the top goose,
    has a free square diagonally above it, is the one vertex "off" (Left: no move; Right: to
    itself)."""

    def board(r: int, c: int) -> bool:
        return r >= 1 and 1 <= c <= width

    def gone(pos: tuple) -> bool:
        geese, (r, c) = pos
        top = max(g[0] for g in geese)
        if r >= top:
            return True
        above = [(r + 1, c - 1), (r + 1, c + 1)]
        return r + 1 == top and any(board(*q) and q not in geese for q in above)

    def merge(ps: list) -> list:
        return ["off" if gone(p) else p for p in ps]

    def moves(pos: object) -> tuple[list, list]:
        if pos == "off":
            return [], ["off"]
        geese, fox = pos  # type: ignore[misc]
        lefts = [
            (geese - {g} | {(g[0] - 1, g[1] + d)}, fox)
            for g in geese
            for d in (-1, 1)
            if board(g[0] - 1, g[1] + d) and (g[0] - 1, g[1] + d) not in geese | {fox}
        ]
        rights = []
        for dr in (-1, 1):
            for dc in (-1, 1):
                for k in range(1, fox_range + 1):
                    q = (fox[0] + k * dr, fox[1] + k * dc)
                    if not board(*q) or q in geese:
                        break
                    rights.append((geese, q))
        return merge(lefts), merge(rights)

    def start(geese: list, fox: tuple) -> object:
        return merge([(frozenset(geese), fox)])[0]

    moves.start = start  # type: ignore[attr-defined]
    return moves
