"""Normal-play values of Hackenbush positions: theory wherever it applies, search on blocks.

The value of a position is found by, in order:

1. **grounded components** add: a position is the disjunctive sum of the parts that meet only
   at the ground;
2. **green components** by :func:`~cgt.hackenbush.green.green_value` (fusion and colon
   principles, Winning Ways ch. 7): the nimber, no search;
3. **ordinal sums**: a component standing on one edge e (blue 1, red −1, green *) is e : H,
   whose value depends only on the value of H (the base has no reversible options): for
   blue–red positions by Berlekamp's sign-expansion rule (:mod:`.signs`), else by the ordinal
   sum of canonical forms. Red–blue trees and strings never need more;
4. **the colon principle** (Winning Ways ch. 7, "applicable … in Hackenbush more generally"):
   whatever hangs from a vertex x of the block that holds the ground — touching the rest of the
   picture only at x — may be replaced by anything of equal value. Those parts are evaluated
   first (recursively) and kept as *pendant* values at x;
5. only the ground block itself is searched: its options are the cuts of its edges and the
   moves inside pendant values, each evaluated again from step 1. Blue–red blocks are searched
   on numbers only (every blue–red position is a number), by comparisons G ≥ y and G ≤ y along
   the sign expansion of the value (:mod:`.redblue`); others on canonical forms. Blocks are
   memoised on a canonical labelling with their pendants (:mod:`.labelling`), so isomorphic
   positions are searched once.

>>> from cgt.hackenbush.spec import parse_spec
>>> from cgt.hackenbush.graph import relabel
>>> value(relabel(parse_spec("lrlrrllr")[0]))
77/128
>>> value(relabel(parse_spec("lrlerrr")[0]))
3/4v[3]*
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from cgt import _memo
from cgt.game import Game, game, ordinal_sum
from cgt.hackenbush.graph import Position, components, relabel, relabel_map, root_block
from cgt.hackenbush.green import green_value
from cgt.hackenbush.labelling import canonical_key, tree_key
from cgt.hackenbush.recognise import number_value
from cgt.hackenbush.redblue import number_search
from cgt.hackenbush.rooted_graphs import graph_code
from cgt.hackenbush.signs import edge_on_number

__all__ = ["value", "red_blue_value", "literal_form", "structure_key", "EDGE_FORMS"]

Pend = dict[int, object]  # vertex -> pendant value (Fraction in number mode, Game otherwise)


def _edge_forms() -> dict[str, Game]:
    from cgt.values import integer, star

    return {"l": integer(1), "r": integer(-1), "e": star}


EDGE_FORMS = _edge_forms()

# Memo tables, registered so that clear_caches empties them (all together: the keys of
# _MEMO_GAME hold the small ids of _GAME_IDS).
_MEMO_NUM: dict[tuple, Fraction] = _memo.table("hackenbush: blue-red block values")
_MEMO_GAME: dict[tuple, Game] = _memo.table("hackenbush: component values")
_GAME_IDS: dict[Game, int] = _memo.table("hackenbush: pendant value ids")


# ----------------------------------------------------------------------------- helpers
def _relabel_with(
    edges: Iterable[tuple[int, int, str]], pend: Pend, root: int
) -> tuple[Position, Pend]:
    """Renumber from ``root`` (as :func:`relabel`), carrying the pendants along; what cannot
    reach the root goes."""
    out, new = relabel_map(edges, root)
    return out, {new[x]: p for x, p in pend.items() if x in new}


def _split(edges: Position, pend: Pend) -> list[tuple[Position, Pend]]:
    """Grounded components with their pendants (the root's own pendant is not included)."""
    out = []
    for comp in _components_keep(edges):
        verts = {x for u, v, _c in comp for x in (u, v)}
        out.append(_relabel_with(comp, {x: p for x, p in pend.items() if x in verts and x}, 0))
    return out


def _components_keep(edges: Position) -> list[list[tuple[int, int, str]]]:
    """Grounded components, keeping the vertex numbers."""
    adj: dict[int, list[int]] = {}
    for i, (u, v, _c) in enumerate(edges):
        adj.setdefault(u, []).append(i)
        if u != v:
            adj.setdefault(v, []).append(i)
    seen: set[int] = set()
    out = []
    for i, (u, v, _c) in enumerate(edges):
        if i in seen:
            continue
        group = {i}
        stack = [w for w in {u, v} if w != 0]
        visited = set(stack)
        while stack:
            x = stack.pop()
            for j in adj[x]:
                group.add(j)
                for w in edges[j][:2]:
                    if w != 0 and w not in visited:
                        visited.add(w)
                        stack.append(w)
        seen |= group
        out.append([edges[j] for j in sorted(group)])
    return out


def _key(edges: Position, pend: Pend, label_of: object, max_leaves: int | None = 256) -> tuple:
    """Canonical key of a (root-0) block with pendants; exact fallback past the search cap."""
    n = 1 + max((max(u, v) for u, v, _c in edges), default=0)
    loops: dict[int, list[str]] = {}
    multi: dict[tuple[int, int], list[str]] = {}
    for u, v, c in edges:
        if u == v:
            loops.setdefault(u, []).append(c)
        else:
            multi.setdefault((u, v), []).append(c)
    labels = [
        (int(x == 0), label_of(pend[x]) if x in pend else (0,), tuple(sorted(loops.get(x, ()))))  # type: ignore[operator]
        for x in range(n)
    ]
    es = [(u, v, tuple(sorted(cs))) for (u, v), cs in multi.items()]
    k = canonical_key(n, es, labels, max_leaves)
    if k is None:
        return ("exact", edges, tuple(sorted((x, labels[x][1]) for x in pend)))
    return ("canon", k)


def structure_key(pos: Position, max_leaves: int | None = 256) -> tuple:
    """A memo key of a position (no pendants): equal exactly for isomorphic positions, or an
    exact labelling-dependent key when the labelling search passes ``max_leaves`` branches
    (never with ``max_leaves=None``). A tree is keyed by its own description, with no
    labelling search (trees are the symmetric positions that make the search branch); a
    graph whose core (what is left without its pendant trees) allows few numberings, by
    :func:`~cgt.hackenbush.rooted_graphs.graph_code`."""
    t = tree_key(pos)
    if t is not None:
        return ("tree", t)
    # Small graphs with pendant trees are coded fastest by stripping the trees and trying the
    # few numberings of what is left (graph_code); symmetric ones go to the labelling search.
    g = graph_code(pos, max_numberings=max_leaves or 256)
    if g is not None:
        return ("graph", g)
    return _key(pos, {}, lambda p: (0,), max_leaves)


def _num_label(p: object) -> tuple:
    return (1, p)


def _game_label(p: object) -> tuple:
    g = p  # a canonical Game
    i = _GAME_IDS.get(g)  # type: ignore[arg-type]
    if i is None:
        i = _GAME_IDS[g] = len(_GAME_IDS)  # type: ignore[index]
    return (1, i)


# ----------------------------------------------------------------------------- numbers
def _number_options(x: Fraction) -> tuple[list[Fraction], list[Fraction]]:
    """Options of the canonical form of the number x."""
    if x.denominator == 1:
        if x > 0:
            return [x - 1], []
        if x < 0:
            return [], [x + 1]
        return [], []
    eps = Fraction(1, x.denominator)
    return [x - eps], [x + eps]


def _num_value(edges: Iterable[tuple[int, int, str]], pend: Pend, root: int = 0) -> Fraction:
    """Value of a blue–red position with number pendants (edges may need pruning)."""
    edges, pend = _relabel_with(edges, pend, root)
    total = Fraction(pend.pop(0, Fraction(0)))  # type: ignore[arg-type]
    for comp, cp in _split(edges, pend):
        total += _num_component(comp, cp)
    return total


_EXACT_NUM: dict[tuple, Fraction] = _memo.table("hackenbush: blue-red values by edges")


def _num_component(edges: Position, pend: Pend) -> Fraction:
    exact = (edges, tuple(sorted(pend.items())))
    r = _EXACT_NUM.get(exact)
    if r is None:
        r = _EXACT_NUM[exact] = _num_component_new(edges, pend)
    return r


def _num_component_new(edges: Position, pend: Pend) -> Fraction:
    reduced = _num_reduce(edges, pend)
    if isinstance(reduced, Fraction):
        return reduced
    bedges, bpend, key = reduced
    r = _MEMO_NUM.get(key)
    if r is None:
        r = _MEMO_NUM[key] = _walk(bedges, bpend, key)
    return r


def _num_reduce(edges: Position, pend: Pend) -> Fraction | tuple[Position, Pend, tuple]:
    """A blue–red component (root 0) either evaluated outright (a loop, or an edge under a
    smaller position: sign-expansion rule) or reduced to its ground block with pendant values
    and its memo key."""
    if len(edges) == 1 and edges[0][0] == edges[0][1]:
        return Fraction(1 if edges[0][2] == "l" else -1)  # a loop at the ground
    block = root_block(edges)
    if len(block) == 1:
        (i,) = block
        u, v, c = edges[i]
        top = v if u == 0 else u
        return edge_on_number(c, _num_value(edges[:i] + edges[i + 1 :], pend, top))
    bedges, bpend = _hang(edges, pend, block, _num_value, lambda a, b: a + b)
    bpend = {x: p for x, p in bpend.items() if p != 0}
    return bedges, bpend, _key(bedges, bpend, _num_label)


def _num_moves(
    bedges: Position, bpend: Pend, left: bool
) -> list[tuple[list[tuple[int, int, str]], Pend]]:
    """The options of a block with pendants for one player, as (edges, pendants)."""
    out = []
    seen: set[tuple[int, int, str]] = set()
    mine = "l" if left else "r"
    for i, e in enumerate(bedges):
        if e[2] == mine and e not in seen:
            seen.add(e)
            out.append((list(bedges[:i] + bedges[i + 1 :]), bpend))
    for x, p in bpend.items():
        lo, hi = _number_options(p)  # type: ignore[arg-type]
        for q in lo if left else hi:
            out.append((list(bedges), {**bpend, x: q}))
    return out


def _walk(bedges: Position, bpend: Pend, key: tuple) -> Fraction:
    """A blue–red block with number pendants, by the comparison search of :mod:`.redblue`."""
    return number_search(bedges, 0, tuple(sorted(bpend.items())))  # type: ignore[arg-type]


def _hang(edges: Position, pend: Pend, block: set[int], evaluate, add) -> tuple[Position, Pend]:  # noqa: ANN001
    """The ground block's edges, with everything hanging from its vertices evaluated into
    pendant values (colon principle)."""
    bverts = {x for i in block for x in edges[i][:2]}
    other = [edges[i] for i in range(len(edges)) if i not in block]
    newpend = {x: p for x, p in pend.items() if x in bverts}
    # Each connected piece of the other edges meets the block in exactly one vertex.
    adj: dict[int, list[int]] = {}
    for j, (u, v, _c) in enumerate(other):
        adj.setdefault(u, []).append(j)
        if u != v:
            adj.setdefault(v, []).append(j)
    seen: set[int] = set()
    for j0 in range(len(other)):
        if j0 in seen:
            continue
        group = {j0}
        verts = set(other[j0][:2])
        stack = list(verts)
        while stack:
            x = stack.pop()
            if x in bverts:
                continue
            for j in adj[x]:
                if j not in group:
                    group.add(j)
                    for w in other[j][:2]:
                        if w not in verts:
                            verts.add(w)
                            stack.append(w)
        seen |= group
        (attach,) = verts & bverts
        piece_pend = {x: p for x, p in pend.items() if x in verts and x != attach}
        val = evaluate([other[j] for j in sorted(group)], piece_pend, attach)
        newpend[attach] = add(newpend[attach], val) if attach in newpend else val
    bedges = [edges[i] for i in sorted(block)]
    return _relabel_with(bedges, newpend, 0)


def red_blue_value(pos: Position) -> Fraction:
    """The value of a blue–red position (a number), by the rules above.

    >>> from cgt.hackenbush.spec import parse_spec
    >>> red_blue_value(relabel(parse_spec("l(l;rl)")[0]))
    Fraction(3, 2)
    """
    if any(c == "e" for _u, _v, c in pos):
        raise ValueError("red_blue_value needs a blue–red position")
    return _num_value(pos, {})


# ----------------------------------------------------------------------------- games
def _game_value(edges: Iterable[tuple[int, int, str]], pend: Pend, root: int = 0) -> Game:
    from cgt.canonical.normal import canonical_sum

    edges, pend = _relabel_with(edges, pend, root)
    parts: list[Game] = [pend.pop(0)] if 0 in pend else []  # type: ignore[list-item]
    for comp, cp in _split(edges, pend):
        parts.append(_game_component(comp, cp))
    return canonical_sum(*parts)


def _all_numbers(pend: Pend) -> dict[int, Fraction] | None:
    out = {}
    for x, p in pend.items():
        v = number_value(p)  # type: ignore[arg-type]
        if v is None:
            return None
        out[x] = v
    return out


def _game_component(edges: Position, pend: Pend) -> Game:
    from cgt.values import nimber, number

    colours = {c for _u, _v, c in edges}
    if not pend and colours == {"e"}:
        return nimber(green_value(edges))
    if "e" not in colours:
        nums = _all_numbers(pend)
        if nums is not None:
            return number(_num_component(edges, nums))
    if len(edges) == 1 and edges[0][0] == edges[0][1]:
        return EDGE_FORMS[edges[0][2]]
    block = root_block(edges)
    if len(block) == 1:
        (i,) = block
        u, v, c = edges[i]
        top = v if u == 0 else u
        sub = _game_value(edges[:i] + edges[i + 1 :], pend, top)
        return ordinal_sum(EDGE_FORMS[c], sub).canonical()
    bedges, bpend = _hang(edges, pend, block, _game_value, _add_games)
    bpend = {x: p for x, p in bpend.items() if p.left or p.right}  # type: ignore[attr-defined]
    key = _key(bedges, bpend, _game_label)
    r = _MEMO_GAME.get(key)
    if r is not None:
        return r
    lefts: list[Game] = []
    rights: list[Game] = []
    seen: set[tuple[int, int, str]] = set()
    for i, e in enumerate(bedges):
        if e in seen:
            continue
        seen.add(e)
        val = _game_value(bedges[:i] + bedges[i + 1 :], bpend)
        if e[2] in "le":
            lefts.append(val)
        if e[2] in "re":
            rights.append(val)
    for x, p in bpend.items():
        for q in p.left:  # type: ignore[attr-defined]
            lefts.append(_game_value(bedges, {**bpend, x: q}))
        for q in p.right:  # type: ignore[attr-defined]
            rights.append(_game_value(bedges, {**bpend, x: q}))
    r = game(lefts, rights).canonical()
    _MEMO_GAME[key] = r
    return r


def _add_games(a: Game, b: Game) -> Game:
    from cgt.canonical.normal import canonical_sum

    return canonical_sum(a, b)


def value(pos: Position) -> Game:
    """The normal-play canonical form of a position (root 0, as from :func:`relabel`)."""
    return _game_value(pos, {})


# ----------------------------------------------------------------------------- literal forms
_FORMS: dict[tuple, Game] = _memo.table("hackenbush: literal forms")

#: The most new component forms one call of :func:`literal_form` may build.
MAX_FORM_POSITIONS = 500_000


def literal_form(pos: Position, max_positions: int = MAX_FORM_POSITIONS) -> Game:
    """The literal game form of a position: a move deletes one edge of the mover's colour
    (green: either player) and everything no longer connected to the ground. Grounded
    components are added as a disjunctive sum; a component on one edge is the ordinal sum
    edge : rest; isomorphic components share their form. Raises
    :class:`~cgt.errors.SearchBoundExceeded` past ``max_positions`` new forms."""
    return _literal(pos, [max_positions])


def _literal(pos: Position, budget: list[int]) -> Game:
    from cgt.values import zero

    total = zero
    for comp in components(pos):
        total = total + _component_form(comp, budget)
    return total


def _component_form(comp: Position, budget: list[int]) -> Game:
    key = structure_key(comp)
    g = _FORMS.get(key)
    if g is not None:
        return g
    budget[0] -= 1
    if budget[0] < 0:
        from cgt.errors import SearchBoundExceeded

        raise SearchBoundExceeded(
            "the literal form of this position has too many distinct positions; raise "
            "max_positions of cgt.hackenbush.evaluate.literal_form (its value needs no literal "
            "form: use .canonical())"
        )
    if len(comp) == 1 and comp[0][0] == comp[0][1]:
        g = EDGE_FORMS[comp[0][2]]
    else:
        block = root_block(comp)
        if len(block) == 1:
            (i,) = block
            u, v, c = comp[i]
            top = v if u == 0 else u
            rest = relabel(comp[:i] + comp[i + 1 :], top)
            g = ordinal_sum(EDGE_FORMS[c], _literal(rest, budget))
        else:
            left, right = [], []
            seen: set[tuple[int, int, str]] = set()
            for i, e in enumerate(comp):
                if e in seen:
                    continue
                seen.add(e)
                f = _literal(relabel(comp[:i] + comp[i + 1 :]), budget)
                if e[2] in "le":
                    left.append(f)
                if e[2] in "re":
                    right.append(f)
            g = game(left, right)
    _FORMS[key] = g
    return g
