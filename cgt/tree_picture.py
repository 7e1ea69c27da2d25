"""Pictures of game trees, drawn as papers draw them: Left's options hang down to the left of
their parent, Right's down to the right, each node labelled with its value.

In normal play a node shows its canonical value; modulo a misère universe (``mod=D``, or a
misère canonical form such as ``D.canonical(G)``) a node shows its form as that universe prints
it and is marked with its misère outcome. ``canonical=True`` draws the tree of the canonical
form (normal, or modulo ``mod``) instead of the form as given. The tree stops at ``depth``
levels below the root: a node there that still has options is marked elided (``…``), and a
tree of more than ``max_nodes`` nodes is refused with :class:`~cgt.errors.SearchBoundExceeded`
before it is built, so a picture of a big game never runs away.

:func:`tree_svg` builds SVG text with the standard library only (notebooks show it);
:func:`draw_tree` draws the same layout with matplotlib (the ``plot`` extra).

>>> from cgt import parse
>>> text = tree_svg(parse("{1|{0|-1}}"))
>>> text.startswith("<svg"), text.count('class="node'), text.count('class="edge left"')
(True, 7, 3)
"""

from __future__ import annotations

from typing import Any

from cgt.errors import InvalidArgument, SearchBoundExceeded
from cgt.game import Game, MisereForm, _built_options, as_game, as_int, misere_form

__all__ = ["tree_svg", "draw_tree", "tree_nodes", "TreeNode", "SVGText", "MAX_NODES", "COLOURS"]

#: Default bound on the nodes of one picture.
MAX_NODES = 500
#: Left's edges blue, Right's red (the convention of the Hackenbush pictures).
COLOURS = {"left": "#1f4fd1", "right": "#d1241f"}
_LEVEL = 56.0
_MARGIN = 16.0


class SVGText(str):
    """SVG text that a notebook shows as the picture (``_repr_svg_``); otherwise a plain
    ``str``."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)


class TreeNode:
    """One node of a drawn tree: its form, where it hangs (``parent`` index, ``side``
    ``"left"``/``"right"``, None for the root), its ``depth``, its ``label`` (value or form),
    its ``mark`` (the misère outcome letter, or None), whether its options were ``elided``
    past the depth bound, and its horizontal place ``x`` (in label widths)."""

    __slots__ = ("game", "parent", "side", "depth", "label", "mark", "elided", "x")

    def __init__(self, g: Game, parent: int | None, side: str | None, depth: int) -> None:
        self.game = g
        self.parent = parent
        self.side = side
        self.depth = depth
        self.label = ""
        self.mark: str | None = None
        self.elided = False
        self.x = 0.0

    def __repr__(self) -> str:
        return f"TreeNode({self.label!r}, depth={self.depth}, side={self.side})"


def _universe(mod: Any, g: Any) -> Any:
    """The universe a picture is taken modulo: ``mod`` (a Universe or its name), else the
    universe of a misère canonical form, else None (normal play)."""
    import cgt.universes as us

    if mod is None:
        if isinstance(g, MisereForm):
            mod = g.universe
        else:
            return None
    if isinstance(mod, str):
        mod = getattr(us, mod, None)
    if not isinstance(mod, us.Universe):
        raise InvalidArgument(
            "mod: expected a universe (NORMAL, M, D, E, I, S, HSTAR) or its name"
        )
    return mod if mod.misere else None


def _counts(g: Game) -> int:
    """How many options ``g`` has, without building them for a value held by its parameters
    (``*10**9`` has a billion) — an upper bound for a sum."""
    g = g.form if isinstance(g, MisereForm) else g
    built = _built_options(g)  # a held value's ``left`` property would build its options
    if built is not None:
        return len(built[0]) + len(built[1])
    if g.is_sum:
        return sum(_counts(c) for c in g.components)  # type: ignore[attr-defined]
    counts = getattr(g._param, "counts", None)
    if counts is None:  # pragma: no cover - every held value counts its options
        return len(g.left) + len(g.right)
    a, b = counts()
    return int(a) + int(b)


def tree_nodes(
    g: Any,
    depth: int = 3,
    *,
    canonical: bool = False,
    mod: Any = None,
    max_nodes: int = MAX_NODES,
) -> list[TreeNode]:
    """The nodes of the tree of ``g`` down to ``depth`` levels, level by level from the root,
    each node's Left options before its Right options, laid out: the tree that
    :func:`tree_svg` and :func:`draw_tree` draw.

    ``g`` is anything :func:`~cgt.game.as_game` takes (a form, an int, notation, a ruleset or
    Hackenbush position: its game). Refuses trees of more than ``max_nodes`` nodes.

    >>> from cgt import parse
    >>> [(n.label, n.side, n.depth) for n in tree_nodes(parse("{1|*}"))][:4]
    [('{1|*}', None, 0), ('1', 'left', 1), ('*', 'right', 1), ('0', 'left', 2)]
    """
    depth = as_int(depth, "depth", least=0)
    max_nodes = as_int(max_nodes, "max_nodes", least=1)
    universe = _universe(mod, g)
    root = as_game(g, "g")
    if canonical:
        root = root.canonical() if universe is None else as_game(universe.canonical(root))
    nodes = [TreeNode(root, None, None, 0)]
    children: list[list[int]] = [[]]
    i = 0
    while i < len(nodes):
        node = nodes[i]
        k = _counts(node.game)
        if k and node.depth >= depth:
            node.elided = True
        elif k:
            if len(nodes) + k > max_nodes and node.game.is_sum and k <= 4 * max_nodes:
                # a sum's count is an upper bound (a repeated component moves once); its
                # options are cheap enough to count exactly
                k = len(node.game.left) + len(node.game.right)
            if len(nodes) + k > max_nodes:
                raise SearchBoundExceeded(
                    f"the tree of this game down to depth {depth} has more than {max_nodes:,} "
                    "nodes; draw fewer levels (depth=) or raise max_nodes="
                )
            for side, opts in (("left", node.game.left), ("right", node.game.right)):
                for o in _in_order(opts):
                    children[i].append(len(nodes))
                    nodes.append(TreeNode(o, i, side, node.depth + 1))
                    children.append([])
        i += 1
    for node in nodes:
        _label(node, universe)
    _place(nodes, children)
    return nodes


def _in_order(opts: tuple[Game, ...]) -> list[Game]:
    # CGSuite's order of options, so a picture does not depend on when forms were interned
    from cgt.notation import sort_games

    return list(sort_games(opts))


def _label(node: TreeNode, universe: Any) -> None:
    g = node.game
    if universe is None:
        node.label = str(g.canonical())
    else:
        node.label = str(misere_form(g, universe.name))
        node.mark = str(g.misere_outcome())


def _place(nodes: list[TreeNode], children: list[list[int]]) -> None:
    """x of every node, in label widths. A node sits between its Left block and its Right
    block of subtrees (with a gap of one width when a side is empty), and every node is at
    least half a width inside its subtree's extent: so a Left option is always strictly down
    to the left of its parent, a Right option strictly down to the right, and two nodes of one
    level are at least one width apart."""
    width = [0.0] * len(nodes)
    anchor = [0.0] * len(nodes)  # x of the node, from the left edge of its extent
    for i in range(len(nodes) - 1, -1, -1):  # children come after their parents
        kids = children[i]
        if not kids:
            width[i], anchor[i] = 1.0, 0.5
            continue
        wl = sum(width[c] for c in kids if nodes[c].side == "left")
        wr = sum(width[c] for c in kids if nodes[c].side == "right")
        gap = 0.0 if wl and wr else 1.0
        width[i] = wl + gap + wr
        anchor[i] = wl + gap / 2
    left_edge = [0.0] * len(nodes)
    for i, node in enumerate(nodes):
        node.x = left_edge[i] + anchor[i]
        edge = left_edge[i]
        for c in children[i]:
            if nodes[c].side == "right" and edge < node.x:  # no Left block: skip the gap
                edge = node.x + 0.5
            left_edge[c] = edge
            edge += width[c]


def _shown(label: str, limit: int) -> str:
    return label if len(label) <= limit else label[: limit - 1] + "…"


def tree_svg(
    g: Any,
    depth: int = 3,
    *,
    canonical: bool = False,
    mod: Any = None,
    max_nodes: int = MAX_NODES,
    label_chars: int = 14,
) -> SVGText:
    """The game tree of ``g`` as a standalone SVG document: text (no dependencies), which a
    notebook shows as the picture.

    Each node is a ``<g class="node">`` holding its label (cut to ``label_chars`` characters;
    the whole text is its ``<title>``), each move a ``<line class="edge left">`` (blue) or
    ``<line class="edge right">`` (red); a node whose options lie past ``depth`` has the class
    ``elided`` and a ``…`` below it. See :func:`tree_nodes` for the arguments.

    >>> from cgt import D, parse
    >>> text = tree_svg(D.canonical(parse("{0,*|0}")))
    >>> text.count('class="node'), 'o⁻ = L' in text
    (6, True)
    """
    label_chars = as_int(label_chars, "label_chars", least=2)
    depth = as_int(depth, "depth", least=0)  # the title shows the depth drawn, as a number
    nodes = tree_nodes(g, depth, canonical=canonical, mod=mod, max_nodes=max_nodes)
    longest = max(len(_shown(n.label, label_chars)) for n in nodes)
    unit = max(36.0, 7.0 * longest + 12.0)
    levels = max(n.depth for n in nodes)
    right = max(n.x for n in nodes) + 0.5
    w = round(2 * _MARGIN + unit * right)
    h = round(2 * _MARGIN + 24 + _LEVEL * levels)

    def px(n: TreeNode) -> tuple[str, str]:
        return f"{_MARGIN + unit * n.x:.1f}", f"{_MARGIN + 8 + _LEVEL * n.depth:.1f}"

    root = nodes[0]
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="cgt-tree" width="{w}" height="{h}" '
        f'viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="12">',
        f"<title>game tree of {_escape(root.label)} to depth {depth}</title>",
        '<g class="tree-edges" stroke-width="1.6">',
    ]
    for n in nodes[1:]:
        x1, y1 = px(nodes[n.parent])  # type: ignore[index]
        x2, y2 = px(n)
        parts.append(
            f'<line class="edge {n.side}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" '
            f'stroke="{COLOURS[n.side]}"/>'  # type: ignore[index]
        )
    parts.append("</g>")
    parts.append('<g class="tree-nodes" text-anchor="middle">')
    for n in nodes:
        x, y = px(n)
        cls = "node elided" if n.elided else "node"
        full = n.label if n.mark is None else f"{n.label}  (o⁻ = {n.mark})"
        parts.append(f'<g class="{cls}" data-depth="{n.depth}">')
        parts.append(f"<title>{_escape(full)}</title>")
        parts.append(
            f'<text x="{x}" y="{float(y) + 4:.1f}" stroke="white" stroke-width="4" '
            f'paint-order="stroke">{_escape(_shown(n.label, label_chars))}</text>'
        )
        if n.mark is not None:
            parts.append(
                f'<text class="outcome" x="{float(x) + 3:.1f}" y="{float(y) - 8:.1f}" '
                f'font-size="9" text-anchor="start" fill="#555">{n.mark}</text>'
            )
        if n.elided:
            parts.append(f'<text class="more" x="{x}" y="{float(y) + 18:.1f}">…</text>')
        parts.append("</g>")
    parts.append("</g>")
    parts.append("</svg>")
    return SVGText("\n".join(parts))


def draw_tree(
    g: Any,
    depth: int = 3,
    *,
    canonical: bool = False,
    mod: Any = None,
    max_nodes: int = MAX_NODES,
    label_chars: int = 14,
    ax: Any = None,
) -> Any:
    """The game tree of ``g`` drawn with matplotlib (the ``plot`` extra), on ``ax`` if given;
    returns the figure. The same tree and layout as :func:`tree_svg`.

    >>> from cgt import parse
    >>> fig = draw_tree(parse("{1|*}"))  # doctest: +SKIP
    """
    try:
        import matplotlib.pyplot as plt
    except ImportError as exc:  # pragma: no cover - depends on the environment
        from cgt.errors import NotSupported

        raise NotSupported(
            "drawing a game tree needs matplotlib: pip install 'cgt[plot]' (or use tree_svg)"
        ) from exc
    label_chars = as_int(label_chars, "label_chars", least=2)
    nodes = tree_nodes(g, depth, canonical=canonical, mod=mod, max_nodes=max_nodes)
    levels = max(n.depth for n in nodes)
    right = max(n.x for n in nodes) + 0.5
    if ax is None:
        fig, ax = plt.subplots(figsize=(max(2.0, 1.1 * right + 0.5), 1.0 + 0.9 * levels))
    else:
        fig = ax.figure
    for n in nodes[1:]:
        p = nodes[n.parent]  # type: ignore[index]
        ax.plot([p.x, n.x], [-p.depth, -n.depth], color=COLOURS[n.side], linewidth=1.6,  # type: ignore[index]
                zorder=1)
    for n in nodes:
        text = _shown(n.label, label_chars)
        ax.text(n.x, -n.depth, text, ha="center", va="center", fontsize=9, zorder=2,
                bbox={"boxstyle": "round,pad=0.2", "facecolor": "white", "edgecolor": "none"})
        if n.mark is not None:
            ax.text(n.x + 0.12, -n.depth + 0.22, n.mark, fontsize=7, color="#555", zorder=3)
        if n.elided:
            ax.text(n.x, -n.depth - 0.3, "…", ha="center", va="center", fontsize=9)
    ax.set_xlim(-0.1, right + 0.1)
    ax.set_ylim(-levels - 0.5, 0.5)
    ax.axis("off")
    return fig


def _escape(text: str) -> str:
    # xml.sax.saxutils imports urllib.request: too slow for the package's import
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
