"""Blue–red Hackenbush values by comparison search on numbers.

Every blue–red Hackenbush position is a number (Winning Ways ch. 2): its value is the simplest
number strictly between its best Left option and its best Right option. So the value of a
component is found by walking down the sign-expansion tree (0, ±1, ±2, …, then halving after
the first change of direction) and asking at each number y whether G ≥ y and G ≤ y. Each
question is an AND–OR search that stops at the first refutation:

* G ≥ y unless some G^R ≤ y or G ≤ y^L (y^L, y^R: the options of the canonical form of y);
* G ≤ y unless some G^L ≥ y or G ≥ y^R.

An option is a sum of grounded components (the parts meeting only at the ground); all but the
largest are valued outright and moved to the other side of the comparison, the largest is
compared by search. A component standing on one edge is valued by the ordinal-sum rule on sign
expansions (:func:`~cgt.hackenbush.signs.edge_on_number`), so strings and trees need no
search. The search tries first the moves that take the most of the opponent's edges and the
fewest of the mover's own; refutations are usually found at once, so far fewer positions are
visited than by valuing every option.

Positions are subsets of the edges of one fixed graph (bit masks, rooted at a vertex), so
a position met along different move orders is searched once. Numbers are held as integers
scaled by 2^s, s large enough for every value that can occur (a position of n edges with
pendants is born by day n plus the pendants' birthdays, and a number born by day d has a
denominator below 2^d): integer arithmetic and hashing are several times cheaper than
Fractions'.

>>> from fractions import Fraction
>>> number_search([(0, 1, "l"), (1, 2, "r"), (1, 2, "r")])   # a blue edge under a red 2-cycle
Fraction(1, 4)
>>> bed = [(0, 1, "l"), (1, 2, "r"), (0, 3, "l"), (3, 4, "r"), (2, 4, "r")]
>>> number_search(bed)
Fraction(1, 2)
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from cgt.errors import InvalidGame, SearchBoundExceeded
from cgt.hackenbush.signs import dyadic

__all__ = ["number_search", "MAX_SEARCH_POSITIONS"]

#: The most comparisons one call of :func:`number_search` may memoise.
MAX_SEARCH_POSITIONS = 20_000_000


def _number_options(y: int, one: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The options of the canonical form of the dyadic y / ``one`` (scaled the same way)."""
    if y % one == 0:
        if y > 0:
            return (y - one,), ()
        if y < 0:
            return (), (y + one,)
        return (), ()
    eps = y & -y  # 2^-k scaled, for y = m / 2^k with m odd
    return (y - eps,), (y + eps,)


def _scale_bits(n_edges: int, pendants: Iterable[Fraction]) -> int:
    """s with every value of the search a multiple of 2^-s (see the module docstring)."""
    day = n_edges + sum(abs(p.numerator) // p.denominator + p.denominator.bit_length() + 1
                        for p in pendants)
    return day + 2


Pend = tuple  # sorted ((vertex, value), ...), values nonzero (scaled integers)


class _Search:
    """Comparison search over the sub-positions of one blue–red graph.

    A position is (edge mask, root, pendants): the edges of the mask reachable from the root,
    with a number hanging at some vertices (colon principle: whatever hangs from one vertex of
    the block that holds the root is replaced by its value).
    """

    def __init__(self, edges: list[tuple[int, int, str]], bound: int, scale_bits: int) -> None:
        self.edges = edges
        self.one = 1 << scale_bits
        self.inc: dict[int, list[int]] = {}
        for i, (u, v, _c) in enumerate(edges):
            self.inc.setdefault(u, []).append(i)
            if u != v:
                self.inc.setdefault(v, []).append(i)
        self.blue = sum(1 << i for i, e in enumerate(edges) if e[2] == "l")
        self.red = sum(1 << i for i, e in enumerate(edges) if e[2] == "r")
        # One representative per class of parallel edges of one colour: cutting either is the
        # same move.
        first: dict[tuple[int, int, str], int] = {}
        self.twin = [
            first.setdefault((min(u, v), max(u, v), c), i) for i, (u, v, c) in enumerate(edges)
        ]
        self.values: dict[tuple, Fraction] = {}
        self.bounds: dict[tuple, list] = {}
        self.move_memo: dict[tuple, list] = {}
        self.comps: dict[tuple[int, int], list] = {}
        self.reduced: dict[tuple, tuple] = {}
        self.splits: dict[tuple[int, int], tuple] = {}
        self.parted: dict[tuple, tuple[int, list[tuple]]] = {}
        self.bound = bound

    def scaled(self, x: Fraction) -> int:
        r, rem = divmod(x.numerator * self.one, x.denominator)
        if rem:
            raise AssertionError(f"{x} is finer than the search's scale 1/{self.one}")
        return r

    def fraction(self, y: int) -> Fraction:
        return Fraction(y, self.one)

    def edge_on(self, colour: str, y: int) -> int:
        """:func:`~cgt.hackenbush.signs.edge_on_number` on scaled integers."""
        if colour == "r":
            return -self.edge_on("l", -y)
        if y >= 0:
            return y + self.one
        n = -(y // self.one)  # the number of leading minuses, ⌈−y⌉
        r, rem = divmod(y + (n + 1) * self.one, 1 << n)
        if rem:
            raise AssertionError("a value is finer than the search's scale")
        return r

    # ------------------------------------------------------------------ structure
    def components(self, mask: int, root: int) -> list[tuple[int, frozenset[int]]]:
        """The grounded components (edge mask, vertex set) of the edges of ``mask`` reachable
        from ``root``."""
        out = self.comps.get((mask, root))
        if out is not None:
            return out
        out = []
        seen = 0
        edges, inc = self.edges, self.inc
        for i in inc.get(root, ()):
            if not (mask >> i) & 1 or (seen >> i) & 1:
                continue
            group = 1 << i
            u, v, _c = edges[i]
            visited = {root}
            stack = []
            for w in (u, v):
                if w not in visited:
                    visited.add(w)
                    stack.append(w)
            while stack:
                x = stack.pop()
                for j in inc[x]:
                    if (mask >> j) & 1 and not (group >> j) & 1:
                        group |= 1 << j
                        for w in edges[j][:2]:
                            if w not in visited:
                                visited.add(w)
                                stack.append(w)
            seen |= group
            out.append((group, frozenset(visited)))
        if len(self.comps) > 200_000:  # a cache of the latest positions only
            self.comps.clear()
        self.comps[(mask, root)] = out
        return out

    def root_block(self, comp: int, root: int) -> int:
        """The edges of the block (biconnected component) holding the root of a grounded
        component (the root is no cut vertex of it, so it lies in one block)."""
        edges, inc = self.edges, self.inc
        disc = {root: 0}
        low = {root: 0}
        stack_e: list[int] = []
        block = 0
        frames = [(root, -1, iter([j for j in inc[root] if (comp >> j) & 1]))]
        while frames:
            v, ein, it = frames[-1]
            advanced = False
            for j in it:
                u, w, _c = edges[j]
                if u == w or j == ein:
                    continue
                w = w if u == v else u
                if w not in disc:
                    stack_e.append(j)
                    disc[w] = low[w] = len(disc)
                    frames.append((w, j, iter([k for k in inc[w] if (comp >> k) & 1])))
                    advanced = True
                    break
                if disc[w] < disc[v]:
                    stack_e.append(j)
                    if disc[w] < low[v]:
                        low[v] = disc[w]
            if advanced:
                continue
            frames.pop()
            if frames:
                p = frames[-1][0]
                if low[v] < low[p]:
                    low[p] = low[v]
                if low[v] >= disc[p]:
                    b = 0
                    while True:
                        e = stack_e.pop()
                        b |= 1 << e
                        if e == ein:
                            break
                    if p == root:
                        block = b
        return block

    def reduce(self, comp: int, verts: frozenset[int], root: int, pend: Pend) -> tuple:
        """A component with its pendants: ("num", value) when a rule values it outright (a
        loop, or one edge under the rest: the ordinal-sum rule), else ("block", key) with key
        (block mask, root, pendants) after the colon principle."""
        cpend = tuple((x, p) for x, p in pend if x in verts and x != root)
        key = (comp, root, cpend)
        r = self.reduced.get(key)
        if r is not None:
            return r
        at_root = [i for i in self.inc[root] if (comp >> i) & 1]
        if len(at_root) == 1:
            u, v, c = self.edges[at_root[0]]
            if u == v:
                r = ("num", self.one if c == "l" else -self.one)
            else:
                top = v if u == root else u
                below = self.value(comp & ~(1 << at_root[0]), top, cpend)
                r = ("num", self.edge_on(c, below))
        else:
            block, bverts, pieces = self.split(comp, root)
            newpend = {x: p for x, p in cpend if x in bverts}
            for piece, pverts, attach in pieces:
                ppend = tuple((x, p) for x, p in cpend if x in pverts and x != attach)
                newpend[attach] = newpend.get(attach, 0) + self.value(piece, attach, ppend)
            bpend = tuple(sorted((x, p) for x, p in newpend.items() if p))
            r = ("block", (block, root, bpend))
        self.reduced[key] = r
        return r

    def split(self, comp: int, root: int) -> tuple:
        """(root block, its vertices, pieces): each piece of the component off the root block
        (edge mask, vertices, the one block vertex it hangs from). Depends on the edges only,
        so it is shared by every set of pendants."""
        r = self.splits.get((comp, root))
        if r is not None:
            return r
        block = self.root_block(comp, root)
        bverts = set()
        for i in range(block.bit_length()):
            if (block >> i) & 1:
                bverts.update(self.edges[i][:2])
        pieces = []
        rest = comp & ~block
        edges, inc = self.edges, self.inc
        while rest:
            i = (rest & -rest).bit_length() - 1
            # The piece through edge i hangs from exactly one block vertex.
            piece = 0
            pverts: set[int] = set()
            stack = [i]
            while stack:
                j = stack.pop()
                if (piece >> j) & 1:
                    continue
                piece |= 1 << j
                for w in edges[j][:2]:
                    if w in pverts:
                        continue
                    pverts.add(w)
                    if w in bverts:
                        continue
                    for k in inc[w]:
                        if (rest >> k) & 1 and not (piece >> k) & 1:
                            stack.append(k)
            rest &= ~piece
            (attach,) = pverts & bverts
            pieces.append((piece, frozenset(pverts), attach))
        if len(self.splits) > 200_000:  # a cache of the latest components only
            self.splits.clear()
        r = self.splits[(comp, root)] = (block, frozenset(bverts), tuple(pieces))
        return r

    def parts(self, mask: int, root: int, pend: Pend) -> tuple[int, list[tuple]]:
        """A position as a constant (the numbers its rules value) and its block keys."""
        key = (mask, root, pend)
        r = self.parted.get(key)
        if r is None:
            if len(self.parted) > 200_000:  # a cache of the latest positions only
                self.parted.clear()
            r = self.parted[key] = self._parts(mask, root, pend)
        return r

    def _parts(self, mask: int, root: int, pend: Pend) -> tuple[int, list[tuple]]:
        const = 0
        blocks = []
        for x, p in pend:
            if x == root:
                const += p
        for comp, verts in self.components(mask, root):
            kind, r = self.reduce(comp, verts, root, pend)
            if kind == "num":
                const += r
            else:
                blocks.append(r)
        return const, blocks

    def moves(self, key: tuple, left: bool) -> list[tuple[int, int, Pend]]:
        """The options of a block with pendants for one player (as positions), best guesses
        first: cuts taking the most of the opponent's edges and the fewest of the mover's."""
        memo = self.move_memo.get((key, left))
        if memo is not None:
            return memo
        block, root, bpend = key
        mine, theirs = (self.blue, self.red) if left else (self.red, self.blue)
        scored = []
        done: set[int] = set()
        m = block & mine
        while m:
            i = (m & -m).bit_length() - 1
            m &= m - 1
            t = self.twin[i]
            if t in done:
                continue
            done.add(t)
            rest = 0
            cs = self.components(block & ~(1 << i), root)
            for c, _v in cs:
                rest |= c
            lost = block & ~rest
            scored.append(((lost & mine).bit_count() - (lost & theirs).bit_count(), len(cs), rest))
        scored.sort(key=lambda s: s[:2])
        out = [(s[2], root, bpend) for s in scored]
        for k, (x, p) in enumerate(bpend):
            for q in _number_options(p, self.one)[0 if left else 1]:
                new = bpend[:k] + (((x, q),) if q else ()) + bpend[k + 1 :]
                out.append((block, root, new))
        self.move_memo[(key, left)] = out
        return out

    # ------------------------------------------------------------------ values
    def value(self, mask: int, root: int, pend: Pend = ()) -> int:
        const, blocks = self.parts(mask, root, pend)
        for key in blocks:
            const += self.block_value(key)
        return const

    def block_value(self, key: tuple) -> int:
        r = self.values.get(key)
        if r is None:
            r = self.values[key] = self._walk(key)
        return r

    def _walk(self, key: tuple) -> int:
        x = 0
        step = self.one
        halving = False
        last = 0
        while True:
            ge = self.ge(key, x)
            if ge and self.le(key, x):
                return x
            d = 1 if ge else -1
            if last and d != last:
                halving = True
            if halving:
                step //= 2
                if not step:
                    raise AssertionError("the value is finer than the search's scale")
            x += d * step
            last = d

    # ------------------------------------------------------------------ comparisons
    # Each answer bounds the value: G ≥ y or G < y, G ≤ y or G > y (G is a number, so "not
    # G ≥ y" is "G < y"). A block keeps the best bounds found, [lo, hi] with strictness flags,
    # and answers every later comparison they decide without search.
    def _bounds(self, key: tuple) -> list:
        b = self.bounds.get(key)
        if b is None:
            if len(self.bounds) > self.bound:
                raise SearchBoundExceeded(
                    f"the blue–red search passed {self.bound} positions; raise max_positions "
                    "of cgt.hackenbush.redblue.number_search"
                )
            b = self.bounds[key] = [None, False, None, False]  # lo, lo strict, hi, hi strict
        return b

    def _known(self, key: tuple, y: int, ge: bool) -> bool | None:
        """G ≥ y (``ge``) or G ≤ y when the value or the bounds found so far decide it."""
        known = self.values.get(key)
        if known is not None:
            return known >= y if ge else known <= y
        b = self.bounds.get(key)
        if b is None:
            return None
        lo, los, hi, his = b
        if ge:
            if lo is not None and y <= lo:
                return True
            if hi is not None and (y > hi or (y == hi and his)):
                return False
        else:
            if hi is not None and y >= hi:
                return True
            if lo is not None and (y < lo or (y == lo and los)):
                return False
        return None

    def ge(self, key: tuple, y: int) -> bool:
        """Block ≥ y: no G^R ≤ y and not G ≤ y^L."""
        r = self._known(key, y, True)
        if r is not None:
            return r
        b = self._bounds(key)
        lower = _number_options(y, self.one)[0]
        r = not any(self.le(key, yl) for yl in lower) and not self._refuted(
            self.moves(key, left=False), y, le=True
        )
        if r:
            if b[0] is None or y > b[0]:
                b[0], b[1] = y, False
        elif b[2] is None or y < b[2] or (y == b[2] and not b[3]):
            b[2], b[3] = y, True
        return r

    def le(self, key: tuple, y: int) -> bool:
        """Block ≤ y: no G^L ≥ y and not G ≥ y^R."""
        r = self._known(key, y, False)
        if r is not None:
            return r
        b = self._bounds(key)
        upper = _number_options(y, self.one)[1]
        r = not any(self.ge(key, yr) for yr in upper) and not self._refuted(
            self.moves(key, left=True), y, le=False
        )
        if r:
            if b[2] is None or y < b[2]:
                b[2], b[3] = y, False
        elif b[0] is None or y > b[0] or (y == b[0] and not b[1]):
            b[0], b[1] = y, True
        return r

    def _refuted(self, options: list, y: int, le: bool) -> bool:
        """Some option ≤ y (``le``) or ≥ y. Options the bounds already decide go first (a
        transposition-table move ordering); the rest are searched in order."""
        open_ = []
        for opt in options:
            r = self.cmp(opt, y, le, search=False)
            if r:
                return True
            if r is None:
                open_.append(opt)
        return any(self.cmp(opt, y, le) for opt in open_)

    def cmp(
        self, pos: tuple[int, int, Pend], y: int, le: bool, search: bool = True
    ) -> bool | None:
        """The position ≤ y (``le``) or ≥ y: every block but the largest is valued and moved
        across; the largest is compared by search (or, without ``search``, by what is known
        already: None when that does not decide it)."""
        const, blocks = self.parts(*pos)
        y -= const
        if not blocks:
            return 0 <= y if le else 0 >= y
        big = max(blocks, key=lambda k: (k[0].bit_count(), len(k[2])))
        for k in blocks:
            if k is not big:
                if not search and k not in self.values:
                    return None
                y -= self.block_value(k)
        if not search:
            return self._known(big, y, not le)
        return self.le(big, y) if le else self.ge(big, y)


def number_search(
    edges: Iterable[tuple[int, int, str]],
    root: int = 0,
    pendants: Iterable[tuple[int, object]] = (),
    max_positions: int = MAX_SEARCH_POSITIONS,
) -> Fraction:
    """The value of the blue–red position made of ``edges`` (``l`` blue, ``r`` red) that reach
    ``root`` (the ground), with the numbers ``pendants`` (vertex, value) hanging at vertices
    (colon principle), by the comparison search above. Raises
    :class:`~cgt.errors.SearchBoundExceeded` past ``max_positions`` memoised comparisons.

    >>> number_search([(0, 1, "l"), (1, 2, "r"), (2, 3, "l")])   # Berlekamp: lrl = 3/4
    Fraction(3, 4)
    """
    elist = list(edges)
    if any(c not in ("l", "r") for _u, _v, c in elist):
        raise InvalidGame("number_search needs a blue–red position (edges l and r only)")
    exact = [(x, dyadic(p)) for x, p in pendants if p]
    s = _Search(elist, max_positions, _scale_bits(len(elist), [p for _x, p in exact]))
    pend = tuple(sorted((x, s.scaled(p)) for x, p in exact))
    return s.fraction(s.value((1 << len(elist)) - 1, root, pend))
