"""Random texts in CGSuite's pointer notation, each with the game graph it describes, built
here from the same random choices and independently of cgt's readers.

A text is a tree of braces; a name before a brace names that position (``a{0|a}``); an option
is a small value (whose explicit tree is written out below), ``pass`` (the position itself),
the name of an enclosing position, or braces. The outermost braces are always named, so every
text is a pointer text (a fifth to a third of them have short values, such as ``a{0|{*|a}}``).

``pointer_text(pick)`` takes ``pick(lo, hi)``, an integer in [lo, hi] (hypothesis' ``draw``
of ``st.integers`` or ``random.Random.randint``), and returns ``(text, (left, right, start))``.
"""

from __future__ import annotations

from collections.abc import Callable

#: Small values as explicit trees: name -> (Left options, Right options), by name.
LEAVES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "0": ((), ()),
    "*": (("0",), ("0",)),
    "1": (("0",), ()),
    "-1": ((), ("0",)),
    "2": (("1",), ()),
    "^": (("0",), ("*",)),
    "1/2": (("0",), ("1",)),
    "*2": (("0", "*"), ("0", "*")),
}
_LEAF_NAMES = list(LEAVES)
_NAMES = "abcd"

Pick = Callable[[int, int], int]
Graph = tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...], int]


def pointer_text(pick: Pick, max_depth: int = 3) -> tuple[str, Graph]:
    left: list[list[int]] = []
    right: list[list[int]] = []
    leaf_vertex: dict[str, int] = {}

    def new() -> int:
        left.append([])
        right.append([])
        return len(left) - 1

    def leaf(name: str) -> int:
        if name not in leaf_vertex:
            lo, ro = LEAVES[name]
            lv = [leaf(x) for x in lo]
            rv = [leaf(x) for x in ro]
            v = new()
            left[v], right[v] = lv, rv
            leaf_vertex[name] = v
        return leaf_vertex[name]

    def node(depth: int, scope: list[tuple[str, int]], named: bool) -> tuple[str, int]:
        v = new()
        label = ""
        if named or pick(0, 2) == 0:
            free = [n for n in _NAMES if n not in {s for s, _ in scope}]
            if free:
                label = free[pick(0, len(free) - 1)]
        inner = [*scope, (label, v)] if label else scope
        texts = []
        for moves in (left, right):
            parts = []
            for _ in range(pick(0, 2)):
                kind = pick(0, 4 if depth > 0 else 2)
                if kind == 1 and inner:
                    name, w = inner[pick(0, len(inner) - 1)]
                    parts.append(name)
                elif kind == 2:
                    parts.append("pass")
                    w = v
                elif kind >= 3:
                    text, w = node(depth - 1, inner, False)
                    parts.append(text)
                else:
                    name = _LEAF_NAMES[pick(0, len(_LEAF_NAMES) - 1)]
                    parts.append(name)
                    w = leaf(name)
                moves[v].append(w)
            texts.append(",".join(parts))
        return label + "{" + texts[0] + "|" + texts[1] + "}", v

    text, start = node(max_depth, [], True)
    graph = (tuple(tuple(ws) for ws in left), tuple(tuple(ws) for ws in right), start)
    return text, graph
