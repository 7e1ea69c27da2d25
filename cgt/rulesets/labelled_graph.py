"""Graphs with labelled vertices and edges in CGSuite's graph notation, read and written.

CGSuite's notation (``Graph.Parse`` in its ``org.cgsuite.util.Graph``), as the rulesets of
``game.graph`` read it:

- a vertex is an optional label token (``L``, ``3``, ``{12}``; ``.`` for none), then an
  optional name ``:A`` or ``:{name}``; a vertex whose name was met before *is* that vertex
  (so cycles, loops ``:A-:A`` and multi-edges ``:Al:Bl:A`` are written with names);
- an edge is a label token (``l``, ``r``, ``e``) or ``-`` for an edge without a label; it
  leads from the vertex before it to the vertex after it, which is new unless named;
- ``(a;b;…)`` after a vertex starts branches there, each a path from that vertex; a branch
  group ends its path; a top-level ``;`` starts a new piece (a new vertex, unless named);
- a token is one character (spaces are skipped) or a ``{…}`` group.

Vertices are numbered 0, 1, … in the order they are first written (CGSuite numbers from 1).
A loop is one edge (v, v); multi-edges are kept as written.

>>> labels, edges = parse_labelled_graph("lr(e;l:A);l:A", edge_label={"l": 1, "r": 2, "e": 3}.get)
>>> labels, edges
((None, None, None, None, None, None), ((0, 1, 1), (1, 2, 2), (2, 3, 3), (2, 4, 1), (5, 4, 1)))
>>> format_labelled_graph((3, 2, 1), ((0, 1, None), (1, 2, None)), str)
'3-2-1'
>>> format_labelled_graph((None, None), ((0, 1, "l"), (0, 1, "l"), (1, 1, "r")), edge_text=str)
':Al:B(l:A;r:B)'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from cgt.errors import InvalidArgument, ParseError

__all__ = ["parse_labelled_graph", "format_labelled_graph", "REQUIRED"]

V = TypeVar("V")
E = TypeVar("E")

#: Tokens with a meaning in the grammar: never vertex labels.
_STRUCTURE = frozenset(":;()-<>.")


def _tokens(text: str) -> list[tuple[str, int]]:
    """(token, 1-based column) pairs; ``{…}`` is one token (its contents)."""
    out: list[tuple[str, int]] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == " ":
            i += 1
        elif ch == "{":
            end = text.find("}", i + 1)
            if end < 0:
                raise ParseError("unclosed '{'", text, i + 1)
            out.append((text[i + 1 : end], i + 1))
            i = end + 1
        else:
            out.append((ch, i + 1))
            i += 1
    return out


class _Reader:
    """One reading of a graph string (recursive descent over CGSuite's grammar)."""

    def __init__(
        self,
        text: str,
        vertex_label: Callable[[str], Any],
        edge_label: Callable[[str], Any],
        blank_vertex: Any,
        blank_edge: Any,
    ) -> None:
        self.text = text
        self.toks = _tokens(text)
        self.at = 0
        self.vertex_label = vertex_label
        self.edge_label = edge_label
        self.blank_vertex = blank_vertex
        self.blank_edge = blank_edge
        self.labels: list[Any] = []
        self.edges: list[tuple[int, int, Any]] = []
        self.names: dict[str, int] = {}

    def peek(self) -> str | None:
        return self.toks[self.at][0] if self.at < len(self.toks) else None

    def fail(self, message: str) -> ParseError:
        col = self.toks[self.at][1] if self.at < len(self.toks) else len(self.text) + 1
        return ParseError(message, self.text, col)

    def vertex(self) -> int:
        tok = self.peek()
        written = False
        label: Any = None
        label_at = self.at
        if tok is not None and tok not in _STRUCTURE:
            lab = self.vertex_label(tok)
            if lab is not None:
                label, written = lab, True
                self.at += 1
        if not written and tok in (".", ""):  # "." or "{}": a vertex without a label
            self.at += 1
        name = None
        if self.peek() == ":":
            self.at += 1
            name = self.peek()
            if name is None:
                raise self.fail("a vertex name must follow ':'")
            self.at += 1
        if name is not None and name in self.names:
            v = self.names[name]
            if written and self.labels[v] != label:
                self.at = label_at
                raise self.fail(f"the vertex named {name!r} is written with two labels")
            return v
        if not written:
            if self.blank_vertex is REQUIRED:
                raise self.fail("every vertex needs its label here (write it before any ':')")
            label = self.blank_vertex
        self.labels.append(label)
        if name is not None:
            self.names[name] = len(self.labels) - 1
        return len(self.labels) - 1

    def path(self, prev: int) -> None:
        while True:
            tok = self.peek()
            if tok is None or tok in (";", ")"):
                return
            if tok == "(":
                self.at += 1
                while True:
                    self.path(prev)
                    if self.peek() != ";":
                        break
                    self.at += 1
                if self.peek() != ")":
                    raise self.fail("unmatched '(': expected ';' or ')'")
                self.at += 1
                return
            if tok == "-" and self.blank_edge is not None:
                lab = self.blank_edge
            elif tok in _STRUCTURE:
                lab = None
            else:
                lab = self.edge_label(tok)
            if lab is None:
                raise self.fail(f"expected an edge, '(' or ';', not {tok!r}")
            self.at += 1
            if self.peek() in ("<", ">"):
                raise self.fail("directed edges are not allowed in an undirected graph")
            v = self.vertex()
            self.edges.append((prev, v, lab))
            prev = v

    def read(self) -> None:
        if not self.toks:
            return
        while True:
            self.path(self.vertex())
            tok = self.peek()
            if tok is None:
                return
            if tok == ")":
                raise self.fail("unmatched ')'")
            if tok != ";":
                raise self.fail("a branch group ends its path: expected ';' or the end")
            self.at += 1
            if self.peek() is None:  # a trailing ';' opens no piece, as in CGSuite
                return


class _Required:
    def __repr__(self) -> str:
        return "REQUIRED"


#: As ``blank_vertex`` of :func:`parse_labelled_graph`: every vertex must carry its label.
REQUIRED: Any = _Required()


def parse_labelled_graph(
    text: str,
    vertex_label: Callable[[str], V | None] = lambda tok: None,
    edge_label: Callable[[str], E | None] = lambda tok: None,
    blank_vertex: Any = None,
    blank_edge: Any = None,
) -> tuple[tuple[V, ...], tuple[tuple[int, int, E], ...]]:
    """(vertex labels, edges (u, v, label)) of a graph in CGSuite's notation.

    ``vertex_label(token)`` is the label a token stands for, or None when the token is no
    vertex label; a vertex written without one (or with ``.`` or ``{}``) gets ``blank_vertex``
    (pass ``blank_vertex=REQUIRED`` when every vertex must carry its label). A vertex met
    again by its name may be written with its label or without one (CGSuite wants the label
    repeated). ``edge_label(token)`` likewise for edges (an edge's label is never None), and
    ``-`` is an edge labelled ``blank_edge`` when that is given (by default ``-`` is an error,
    as in CGSuite's Partizan Arc Kayles, whose edges are all ``l``, ``r`` or ``e``). Anything
    else CGSuite rejects raises :class:`~cgt.errors.ParseError` with the column.

    >>> parse_labelled_graph(":Al:A", edge_label={"l": 1}.get)
    ((None,), ((0, 0, 1),))
    >>> parse_labelled_graph("3-{12}", vertex_label=lambda t: int(t) if t.isdigit() else None,
    ...                      blank_vertex=REQUIRED, blank_edge="")
    ((3, 12), ((0, 1, ''),))
    >>> parse_labelled_graph("l(l;r)l", edge_label={"l": 1, "r": 2}.get)
    Traceback (most recent call last):
    ...
    cgt.errors.ParseError: a branch group ends its path: expected ';' or the end (column 7)
      l(l;r)l
            ^
    """
    if not isinstance(text, str):
        raise InvalidArgument(f"a graph is given as a string, not {type(text).__name__}")
    r = _Reader(text, vertex_label, edge_label, blank_vertex, blank_edge)
    r.read()
    return tuple(r.labels), tuple(r.edges)


def _wrap(s: str) -> str:
    return "{" + s + "}" if len(s) > 1 else s


def _name(i: int) -> str:
    return chr(ord("A") + i) if i < 26 else "{v" + str(i) + "}"


def format_labelled_graph(
    labels: Sequence[V],
    edges: Sequence[tuple[int, int, E]],
    vertex_text: Callable[[V], str] = lambda v: "",
    edge_text: Callable[[E], str] = lambda e: "",
) -> str:
    """The graph in CGSuite's notation: each piece a depth-first tree from its least vertex,
    branches in ``(…;…)``, every other edge (cycle edge, loop, second edge of a pair) written
    to a named vertex ``:A``. A label text of several characters is wrapped in ``{…}``; an
    edge whose text is empty is ``-``; a lone vertex without a label is ``.``. Reading the
    result back gives the same graph, up to the numbering of its vertices.

    >>> format_labelled_graph(("L", "", "R"), ((0, 1, ""), (1, 2, "")), str, str)
    'L--R'
    >>> format_labelled_graph((12, 3, 0), ((0, 1, None), (0, 2, None), (1, 2, None)), str)
    '{12}:A-3-0-{12}:A'
    """
    n = len(labels)
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for i, (u, v, _lab) in enumerate(edges):
        adj[u].append((i, v))
        if u != v:
            adj[v].append((i, u))
    pre: dict[int, int] = {}  # vertex -> preorder number
    used: set[int] = set()
    children: list[list[tuple[int, int]]] = [[] for _ in range(n)]  # (edge, child)
    backs: list[list[tuple[int, int]]] = [[] for _ in range(n)]  # (edge, earlier vertex)
    roots = []
    for root in range(n):
        if root in pre:
            continue
        roots.append(root)
        pre[root] = len(pre)
        stack = [(root, iter(adj[root]))]
        while stack:
            u, it = stack[-1]
            for i, w in it:
                if i in used:
                    continue
                used.add(i)
                if w not in pre:
                    pre[w] = len(pre)
                    children[u].append((i, w))
                    stack.append((w, iter(adj[w])))
                    break
                backs[u].append((i, w))  # w was met before u's turn, or w is u (a loop)
            else:
                stack.pop()
    named: dict[int, str] = {}
    for v in sorted(range(n), key=pre.__getitem__):
        for _i, w in backs[v]:
            if w not in named:
                named[w] = _name(len(named))

    def head(v: int) -> str:
        return _wrap(vertex_text(labels[v])) + (":" + _wrap(named[v]) if v in named else "")

    def edge(i: int) -> str:
        return _wrap(edge_text(edges[i][2])) or "-"

    out: list[str] = []
    for root in roots:
        piece: list[str] = []
        work: list[str | int] = [root]
        while work:
            item = work.pop()
            if isinstance(item, str):
                piece.append(item)
                continue
            v = item
            piece.append(head(v))
            branches: list[list[str | int]] = [[edge(i), w] for i, w in children[v]]
            branches += [[edge(i) + head(w)] for i, w in backs[v]]
            if len(branches) == 1:
                work.extend(reversed(branches[0]))
            elif branches:
                seq: list[str | int] = ["("]
                for k, b in enumerate(branches):
                    if k:
                        seq.append(";")
                    seq.extend(b)
                seq.append(")")
                work.extend(reversed(seq))
        out.append("".join(piece) or ".")
    return ";".join(out)
