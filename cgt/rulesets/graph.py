"""Games on graphs with coloured vertices: CGSuite's ``GenCol`` family (Col, Snort, Fjords;
Winning Ways ch. 2; CGSuite's ``game.graph.Col``, ``Snort``, ``Fjords`` and ``GenCol``).

Graphs are written in CGSuite's notation: a vertex is its label (``.`` uncoloured, ``L`` or
``R``), ``-`` an edge, ``(…;…)`` branches off the vertex before it, ``:A`` or ``:{name}`` names
a vertex so that a later ``:A`` joins it (cycles), and ``;`` at the top separates components.
An edge with no vertex written at an end gets an uncoloured one (``"---"`` is a path of four).

The labels are *tints*, as in CGSuite: a vertex tinted ``L`` is next to a vertex Left has
coloured, ``R`` next to one of Right's. Each game of the family says which tints each player
may colour (:func:`GenCol`): in Col a player may colour an untinted vertex or one tinted for
the opponent (never one next to their own colour); in Snort an untinted one or one tinted for
themselves (never one next to the opponent's); in Fjords only one tinted for themselves.
Colouring a vertex removes it, tints its untinted neighbours with the mover's tint, and removes
the neighbours tinted for the opponent (no one may colour them any more). Left is the player
whose tint is ``L``. Connected components play independently.

>>> str(Col("R-.-R-.-L-.-R-.-R-.").canonical()), str(Snort("L-.-.-.-L").canonical())
('7/8', '{4|0,+-1}')
>>> str(Snort(".-.-.(-.;-.)").canonical()), str(Snort(":A----:A"))
('+-{3|2}', '.(-.-.:A;-.-:A)')
>>> str(Fjords("L-L-R").canonical()), GenCol(".R", ".L") is Col
('1*', True)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from cgt.errors import InvalidArgument, ParseError
from cgt.rulesets.base import FrozenPosition

__all__ = ["GraphGame", "GenCol", "Col", "Snort", "Fjords", "parse_graph", "format_graph"]

Edges = tuple[tuple[int, int], ...]


def parse_graph(
    text: str, labels: str = ".LR", loops: bool = False
) -> tuple[tuple[str, ...], Edges]:
    """(vertex labels, edges) of a graph in CGSuite's notation. A loop (``:A-:A``, an edge from
    a vertex to itself) is kept as the edge (v, v) when ``loops`` is set, and dropped otherwise
    (in Col and Snort a loop changes no move; in Arc Kayles it is a move).

    >>> parse_graph("L-.-R")
    (('L', '.', 'R'), ((0, 1), (1, 2)))
    >>> parse_graph("--(-;--)")
    (('.', '.', '.', '.', '.', '.'), ((0, 1), (1, 2), (2, 3), (2, 4), (4, 5)))
    >>> parse_graph(":A-:A-.", loops=True)
    (('.', '.'), ((0, 0), (0, 1)))
    """
    if not isinstance(text, str):
        raise InvalidArgument(
            f"a graph is given as a string such as 'L-.-R', not {type(text).__name__}"
        )
    verts: list[str] = []
    edges: set[tuple[int, int]] = set()
    names: dict[str, int] = {}
    pos = 0

    def error(msg: str, at: int) -> ParseError:
        return ParseError(msg, text, at + 1)

    def name_at() -> str | None:
        nonlocal pos
        if pos < len(text) and text[pos] == ":":
            pos += 1
            if pos < len(text) and text[pos] == "{":
                end = text.find("}", pos)
                if end < 0:
                    raise error("unclosed '{' in a vertex name", pos)
                name, pos = text[pos + 1 : end], end + 1
                return name
            if pos < len(text) and text[pos].isalnum():
                pos += 1
                return text[pos - 1]
            raise error("':' must be followed by a vertex name", pos)
        return None

    def vertex(label: str, at: int) -> int:
        name = name_at()
        if name is not None and name in names:
            v = names[name]
            if label != "." and verts[v] != "." and verts[v] != label:
                raise error(f"vertex {name!r} has two labels", at)
            if label != ".":
                verts[v] = label
            return v
        verts.append(label)
        if name is not None:
            names[name] = len(verts) - 1
        return len(verts) - 1

    def link(u: int, v: int) -> None:
        if u != v or loops:
            edges.add((min(u, v), max(u, v)))

    def sequence(current: int | None) -> None:
        nonlocal pos
        pending = False
        while pos < len(text) and text[pos] not in ";)":
            ch, at = text[pos], pos
            if ch in labels or ch == ":":
                if current is not None and not pending:
                    raise error("two vertices need an edge '-' between them", at)
                if ch != ":":
                    pos += 1
                v = vertex(ch if ch != ":" else ".", at)
                if pending and current is not None:
                    link(current, v)
                current, pending = v, False
            elif ch == "-":
                if current is None or pending:
                    v = vertex_implicit()
                    if pending and current is not None:
                        link(current, v)
                    current = v
                pos += 1
                pending = True
            elif ch == "(":
                if current is None:  # CGSuite: a piece may open with branches from a vertex
                    current = vertex_implicit()  # written without a label
                if pending:
                    v = vertex_implicit()
                    link(current, v)
                    current, pending = v, False
                pos += 1
                while True:
                    sequence(current)
                    if pos >= len(text):
                        raise error("unclosed '('", at)
                    if text[pos] == ")":
                        pos += 1
                        break
                    pos += 1  # ';'
            else:
                raise error(f"unexpected {ch!r} in a graph", at)
        if pending and current is not None:
            link(current, vertex_implicit())

    def vertex_implicit() -> int:
        verts.append(".")
        return len(verts) - 1

    while True:
        sequence(None)
        if pos >= len(text):
            break
        if text[pos] == ")":
            raise error("unmatched ')'", pos)
        pos += 1  # top-level ';': another component
    return tuple(verts), tuple(sorted(edges))


def format_graph(verts: tuple[str, ...], edges: Edges) -> str:
    """The graph in CGSuite's notation (a depth-first walk; back edges through names).

    >>> format_graph(("L", ".", "R", "."), ((0, 1), (1, 2), (1, 3)))
    'L-.(-R;-.)'
    """
    adj: dict[int, list[int]] = {v: [] for v in range(len(verts))}
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    parent: dict[int, int | None] = {}
    order: list[int] = []
    for root in range(len(verts)):
        if root in parent:
            continue
        parent[root] = None
        stack = [root]
        while stack:
            u = stack.pop()
            order.append(u)
            for w in sorted(adj[u], reverse=True):
                if w not in parent:
                    parent[w] = u
                    stack.append(w)
    children: dict[int, list[int]] = {v: [] for v in range(len(verts))}
    for v in order:
        p = parent[v]
        if p is not None and v not in children[p]:
            children[p].append(v)
    tree = {(min(v, p), max(v, p)) for v, p in parent.items() if p is not None}
    back = [e for e in edges if e not in tree]
    named: dict[int, str] = {}
    for u, v in back:
        x = min(u, v)  # the earlier vertex is named; the later one links back to it
        if x not in named:
            named[x] = _name(len(named))
    extra: dict[int, list[int]] = {v: [] for v in range(len(verts))}
    for u, v in back:
        extra[max(u, v)].append(min(u, v))

    def back(w: int) -> str:  # a vertex met again is written with its label, as CGSuite does
        return f"-{verts[w] if verts[w] != '.' else ''}:{named[w]}"

    def emit(v: int) -> str:
        out = verts[v] + (f":{named[v]}" if v in named else "")
        branches = ["-" + emit(c) for c in children[v]] + [back(w) for w in extra[v]]
        if len(branches) == 1:
            return out + branches[0]
        if branches:
            return out + "(" + ";".join(branches) + ")"
        return out

    return ";".join(emit(r) for r in range(len(verts)) if parent[r] is None)


def _name(i: int) -> str:
    return chr(ord("A") + i) if i < 26 else "{v" + str(i) + "}"


def connected_parts(
    n: int, edges: Iterable[tuple[int, int]], isolated: bool = True
) -> list[list[int]]:
    """The connected parts of the graph on vertices 0 … n − 1 with ``edges``, each sorted, in
    order of their least vertex; without ``isolated``, vertices on no edge are left out.

    >>> connected_parts(5, [(0, 2), (3, 4)]), connected_parts(5, [(0, 2)], isolated=False)
    ([[0, 2], [1], [3, 4]], [[0, 2]])
    """
    adj: list[list[int]] = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    seen = [False] * n
    parts = []
    for r in range(n):
        if seen[r] or not (isolated or adj[r]):
            continue
        seen[r] = True
        part, stack = [r], [r]
        while stack:
            for w in adj[stack.pop()]:
                if not seen[w]:
                    seen[w] = True
                    part.append(w)
                    stack.append(w)
        parts.append(sorted(part))
    return parts


class GraphGame(FrozenPosition):
    """A position on a graph with labelled vertices."""

    __slots__ = ()

    def __init__(self, graph: str) -> None:
        self._init(parse_graph(graph))

    @classmethod
    def _of(cls, verts: tuple[str, ...], edges: Edges) -> Any:  # type: ignore[override]
        return super()._of((verts, edges))

    @property
    def verts(self) -> tuple[str, ...]:
        """The vertex labels ('.', 'L', 'R'), by vertex number."""
        return self.state[0]  # type: ignore[no-any-return]

    @property
    def edges(self) -> Edges:
        """The edges (u, v), u < v, sorted."""
        return self.state[1]  # type: ignore[no-any-return]

    def __str__(self) -> str:
        return format_graph(self.verts, self.edges)

    def depth_hint(self) -> int:
        return len(self.verts)

    def _sub(self, keep: list[int], verts: tuple[str, ...]) -> Any:
        index = {v: i for i, v in enumerate(keep)}
        edges = tuple(
            sorted((index[u], index[v]) for u, v in self.edges if u in index and v in index)
        )
        return self._of(tuple(verts[v] for v in keep), edges)

    def components(self) -> list[Any]:
        comps = connected_parts(len(self.verts), self.edges)
        if len(comps) == 1:
            return [self]
        return [self._sub(c, self.verts) for c in comps]

    def negations(self) -> list[Any]:
        t = str.maketrans("LR", "RL")
        return [self._of(tuple(x.translate(t) for x in self.verts), self.edges)]


class _GenCol(GraphGame):
    """CGSuite's GenCol: which tints each player may colour; the move rule is shared."""

    __slots__ = ()
    LEFT_PERMITTED: ClassVar[str] = ""
    RIGHT_PERMITTED: ClassVar[str] = ""

    def __repr__(self) -> str:
        name = type(self).__name__
        if name == "GenCol":
            name = f"GenCol({self.LEFT_PERMITTED!r}, {self.RIGHT_PERMITTED!r})"
        return f"{name}({str(self)!r})"

    def _moves(self, player: str, permitted: str) -> list[Any]:
        opponent = "R" if player == "L" else "L"
        out = []
        for v, label in enumerate(self.verts):
            if label not in permitted:
                continue
            nbrs = {b for a, b in self.edges if a == v} | {a for a, b in self.edges if b == v}
            verts = list(self.verts)
            dead = {v}
            for w in nbrs:
                if verts[w] == ".":
                    verts[w] = player
                elif verts[w] == opponent:
                    dead.add(w)
            keep = [w for w in range(len(verts)) if w not in dead]
            out.append(self._sub(keep, tuple(verts)))
        return out

    def left_moves(self) -> list[Any]:
        return self._moves("L", self.LEFT_PERMITTED)

    def right_moves(self) -> list[Any]:
        return self._moves("R", self.RIGHT_PERMITTED)

    def negations(self) -> list[Any]:
        # Exchanging the tints negates the game only when the rule treats the players alike.
        swap = str.maketrans("LR", "RL")
        if _tints(self.LEFT_PERMITTED.translate(swap)) != self.RIGHT_PERMITTED:
            return []
        return super().negations()


class Col(_GenCol):
    """Col: no player may colour a vertex next to one of their own colour (CGSuite's
    ``GenCol([Nothing, Right], [Nothing, Left])``).

    >>> Col("L-.-R").canonical(), Col(".-.").canonical(), Col(".").canonical()
    (0, 0, *)
    """

    __slots__ = ()
    LEFT_PERMITTED = ".R"
    RIGHT_PERMITTED = ".L"


class Snort(_GenCol):
    """Snort: no player may colour a vertex next to one of the opponent's colour (CGSuite's
    ``GenCol([Nothing, Left], [Nothing, Right])``).

    >>> Snort("L-.-R").canonical(), Snort(".-.").canonical()
    (+-1, +-1)
    """

    __slots__ = ()
    LEFT_PERMITTED = ".L"
    RIGHT_PERMITTED = ".R"


class Fjords(_GenCol):
    """Fjords: a player may colour only a vertex tinted for them, one next to a vertex of their
    own colour; untinted vertices are never coloured (CGSuite's ``GenCol([Left], [Right])``).

    >>> Fjords("L-.-R").canonical(), Fjords("L-L-.").canonical()
    (0, 3)
    """

    __slots__ = ()
    LEFT_PERMITTED = "L"
    RIGHT_PERMITTED = "R"


_TINTS = {".": ".", None: ".", "L": "L", "R": "R"}


def _tints(permitted: Iterable[str | None] | str) -> str:
    """The tints as a string in the order '.LR' (CGSuite's Nothing, Left, Right)."""
    if not isinstance(permitted, (str, Iterable)):
        raise InvalidArgument(
            "GenCol: the permitted tints are '.', 'L', 'R' (or None for '.'), as a string "
            f"such as '.R' or a list, not {type(permitted).__name__}"
        )
    out = set()
    for t in permitted:
        if not isinstance(t, (str, type(None))) or t not in _TINTS:
            raise InvalidArgument(
                f"GenCol: a permitted tint is '.' (uncoloured), 'L' or 'R', not {t!r}"
            )
        out.add(_TINTS[t])
    return "".join(t for t in ".LR" if t in out)


_GEN_COL: dict[tuple[str, str], type[_GenCol]] = {
    (cls.LEFT_PERMITTED, cls.RIGHT_PERMITTED): cls for cls in (Col, Snort, Fjords)
}


def GenCol(  # noqa: N802 - CGSuite's name for the family
    left_permitted: Iterable[str | None] | str, right_permitted: Iterable[str | None] | str
) -> type[_GenCol]:
    """The ruleset of CGSuite's ``GenCol(leftPermitted, rightPermitted)``: the class of
    positions in which Left may colour the vertices whose tint is in ``left_permitted`` and
    Right those in ``right_permitted``; tints are ``'.'`` (untinted; also None, CGSuite's
    Nothing), ``'L'`` and ``'R'`` (see the module documentation for the move). The same tints
    give the same class; Col, Snort and Fjords are ``GenCol('.R', '.L')``,
    ``GenCol('.L', '.R')`` and ``GenCol('L', 'R')``.

    >>> G = GenCol(".", "R")     # Left colours untinted vertices, Right only ones tinted R
    >>> G("L-.-."), G("L-.-.").canonical(), G(".-.").canonical()
    (GenCol('.', 'R')('L-.-.'), 1, 1)
    >>> GenCol([None, "R"], [None, "L"]) is Col
    True
    """
    key = (_tints(left_permitted), _tints(right_permitted))
    cls = _GEN_COL.get(key)
    if cls is None:
        cls = type(
            "GenCol",
            (_GenCol,),
            {
                "__slots__": (),
                "__module__": __name__,
                "__doc__": f"GenCol({key[0]!r}, {key[1]!r}): positions of this GenCol ruleset.",
                "LEFT_PERMITTED": key[0],
                "RIGHT_PERMITTED": key[1],
            },
        )
        _GEN_COL[key] = cls
    return cls
