"""CGSuite's graph strings for Hackenbush, read and written as CGSuite does.

The grammar is CGSuite's (``Graph.parse`` in its ``org.cgsuite.util.Graph``, with the
Hackenbush edge labels of ``game.graph.GenHackenbush``):

- tokens: one character each, spaces skipped, ``{name}`` one token;
- a *piece* starts at a vertex: optional ``.`` (or ``{}``), optional ``:name``; the first
  vertex of the first piece is the ground. Then a path: each edge letter (``l`` blue, ``r`` red,
  ``e`` green) goes to a new vertex, which may again carry ``.`` and ``:name``; vertices with
  the same name are one vertex (cycles, loops, multi-edges);
- ``(a;b;…)`` after a vertex starts branches there, each branch a path from that vertex; a
  branch group ends its path (``l(l;r)l`` is an error); empty branches are allowed
  (``l;``, ``l()``, ``(;l)``);
- a top-level ``;`` starts a new piece at a new vertex, unless that vertex is named after an
  existing one; the whole graph must be connected (CGSuite: "That `Graph` is not connected").

>>> edges, names = parse_spec("l(l;rl)")
>>> edges
[(0, 1, 'l'), (1, 2, 'l'), (1, 3, 'r'), (3, 4, 'l')]
>>> parse_spec(":Geeee:G")[0]
[(0, 1, 'e'), (1, 2, 'e'), (2, 3, 'e'), (3, 0, 'e')]
>>> parse_spec("l(l;r)l")
Traceback (most recent call last):
...
cgt.errors.ParseError: a branch group ends its path: expected ';' or the end (column 7)
  l(l;r)l
        ^
"""

from __future__ import annotations

from cgt.errors import InvalidArgument, ParseError

__all__ = ["parse_spec", "to_spec", "COLOURS"]

#: CGSuite's Hackenbush edge letters.
COLOURS = {"l": "blue", "r": "red", "e": "green"}

Edge = tuple[int, int, str]


def _tokenize(text: str) -> list[tuple[str, int]]:
    """(token, 1-based column) pairs; ``{…}`` is one token."""
    out: list[tuple[str, int]] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == " ":
            i += 1
            continue
        if ch == "{":
            end = text.find("}", i + 1)
            if end < 0:
                raise ParseError("unclosed '{'", text, i + 1)
            out.append((text[i + 1 : end], i + 1))
            i = end + 1
            continue
        if ch == "}":
            raise ParseError("unmatched '}'", text, i + 1)
        out.append((ch, i + 1))
        i += 1
    return out


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = _tokenize(text)
        self.pos = 0
        self.edges: list[Edge] = []
        self.count = 0
        self.names: dict[str, int] = {}

    # ------------------------------------------------------------------ helpers
    def peek(self) -> str | None:
        return self.tokens[self.pos][0] if self.pos < len(self.tokens) else None

    def column(self) -> int:
        if self.pos < len(self.tokens):
            return self.tokens[self.pos][1]
        return len(self.text) + 1

    def fail(self, message: str) -> ParseError:
        return ParseError(message, self.text, self.column())

    # ------------------------------------------------------------------ grammar
    def vertex(self) -> int:
        """An optional vertex mark (``.`` or ``{}``) and an optional ``:name``."""
        if self.peek() in (".", ""):
            self.pos += 1
        name = None
        if self.peek() == ":":
            self.pos += 1
            if self.peek() is None:
                raise self.fail("a vertex name must follow ':'")
            name = self.peek()
            self.pos += 1
        if name is not None and name in self.names:
            return self.names[name]
        v = self.count
        self.count += 1
        if name is not None:
            self.names[name] = v
        return v

    def path(self, prev: int) -> None:
        """Edges (and at most one branch group, which ends the path) from vertex ``prev``."""
        while True:
            tok = self.peek()
            if tok is None or tok in (";", ")"):
                return
            if tok == "(":
                self.pos += 1
                while True:
                    self.path(prev)
                    if self.peek() != ";":
                        break
                    self.pos += 1
                if self.peek() != ")":
                    raise self.fail("unmatched '(': expected ';' or ')'")
                self.pos += 1
                return
            if tok not in COLOURS:
                raise self.fail(
                    f"expected an edge (l blue, r red, e green), '(' or ';', not {tok!r}"
                )
            self.pos += 1
            if self.peek() in ("<", ">"):
                raise self.fail("directed edges are not allowed in Hackenbush")
            v = self.vertex()
            self.edges.append((prev, v, tok))
            prev = v

    def parse(self) -> tuple[list[Edge], dict[str, int]]:
        if not self.tokens:
            raise ParseError("the graph is empty (no ground)", self.text, 1)
        while True:
            start = self.vertex()
            self.path(start)
            tok = self.peek()
            if tok is None:
                break
            if tok != ";":
                if tok == ")":
                    raise self.fail("unmatched ')'")
                raise self.fail("a branch group ends its path: expected ';' or the end")
            self.pos += 1
            if self.peek() is None:  # as in CGSuite, a trailing ';' opens no piece
                break
        return self.edges, self.names


def parse_spec(text: str) -> tuple[list[Edge], dict[str, int]]:
    """The edges (u, v, letter) of a CGSuite Hackenbush string, vertices numbered from 0 (the
    ground) in order of appearance, and the named vertices. Raises :class:`ParseError` with
    the column on anything CGSuite rejects (including a disconnected graph).

    >>> parse_spec("e:Ae:A")
    ([(0, 1, 'e'), (1, 1, 'e')], {'A': 1})
    >>> parse_spec("lrlr;lr")
    Traceback (most recent call last):
    ...
    cgt.errors.ParseError: the graph is not connected: vertex 5 cannot reach the ground (column 5)
      lrlr;lr
          ^
    """
    if not isinstance(text, str):
        raise InvalidArgument(f"a Hackenbush spec is a string, not {type(text).__name__}")
    p = _Parser(text)
    edges, names = p.parse()
    _check_connected(text, p, edges)
    return edges, names


def _check_connected(text: str, p: _Parser, edges: list[Edge]) -> None:
    adj: dict[int, set[int]] = {v: set() for v in range(p.count)}
    for u, v, _ in edges:
        adj[u].add(v)
        adj[v].add(u)
    seen = {0}
    stack = [0]
    while stack:
        for w in adj[stack.pop()]:
            if w not in seen:
                seen.add(w)
                stack.append(w)
    missing = sorted(set(range(p.count)) - seen)
    if missing:
        # Point at the top-level ';' that opened the unreachable piece.
        col = 1
        depth = 0
        for tok, c in p.tokens:
            if tok == "(":
                depth += 1
            elif tok == ")":
                depth -= 1
            elif tok == ";" and depth == 0:
                col = c
                break
        raise ParseError(
            f"the graph is not connected: vertex {missing[0]} cannot reach the ground", text, col
        )


def to_spec(edges: list[Edge] | tuple[Edge, ...], vertices: int) -> str:
    """A CGSuite string for a connected graph with ground 0 (a spanning tree written with
    branches, other edges closed through named vertices ``:A``, ``:B``, …).

    >>> to_spec([(0, 1, "l"), (1, 2, "l"), (1, 3, "r")], 4)
    'l(l;r)'
    >>> to_spec([(0, 1, "e"), (1, 2, "e"), (2, 0, "e")], 3)
    '(e:B;e:Ae:B)'
    """
    adj: dict[int, list[tuple[int, int, str]]] = {v: [] for v in range(vertices)}
    for i, (u, v, c) in enumerate(edges):
        adj[u].append((i, v, c))
        if u != v:
            adj[v].append((i, u, c))
    # A DFS tree from the ground; every edge not in it is written as a path to a named vertex.
    used: set[int] = set()
    parent_edge: dict[int, int] = {0: -1}
    order = [0]
    children: dict[int, list[tuple[int, str]]] = {v: [] for v in range(vertices)}
    extra: dict[int, list[tuple[int, str]]] = {v: [] for v in range(vertices)}
    stack = [0]
    while stack:
        u = stack.pop()
        for i, w, c in adj[u]:
            if i in used:
                continue
            used.add(i)
            if w not in parent_edge:
                parent_edge[w] = i
                children[u].append((w, c))
                order.append(w)
                stack.append(w)
            else:
                extra[u].append((w, c))
    named: dict[int, str] = {}
    for u in range(vertices):
        for w, _ in extra[u]:
            for x in (u, w):
                if x not in named:
                    named[x] = _name(len(named))

    def mark(v: int) -> str:
        return ":" + named[v] if v in named else ""

    def write(v: int) -> str:
        branches = [c + mark(w) + write(w) for w, c in children[v]]
        branches += [c + mark(w) for w, c in extra[v]]
        if not branches:
            return ""
        if len(branches) == 1:
            return branches[0]
        return "(" + ";".join(branches) + ")"

    return mark(0) + write(0)


def _name(k: int) -> str:
    return chr(ord("A") + k) if k < 26 else "{v" + str(k) + "}"
