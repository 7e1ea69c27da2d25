"""Pictures of Hackenbush positions: SVG without dependencies, matplotlib on request.

The ground is a horizontal line; each edge at the ground stands on its own foot on that line.
Other vertices sit at their distance from the ground, spread left to right along a
breadth-first tree. Multi-edges bow apart, loops are drawn as petals above their vertex.
Colours: blue (Left), red (Right), green (either).

>>> from cgt.hackenbush import hackenbush
>>> text = svg(hackenbush("e(e:A;e:A)"))
>>> text.startswith("<svg") and text.count("<path") == 3
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cgt.hackenbush.position import _PICTURES

if TYPE_CHECKING:  # pragma: no cover
    from cgt.hackenbush.position import Hackenbush

__all__ = ["svg", "draw", "layout", "COLOURS"]

COLOURS = {"l": "#1f4fd1", "r": "#d1241f", "e": "#1c9a3c"}
_UNIT = 40.0

Point = tuple[float, float]
#: (letter, start, control, end) — a quadratic Bézier; a straight edge has control = midpoint.
Stroke = tuple[str, Point, Point, Point]
#: (letter, vertex, angle) — a loop drawn as a petal pointing at ``angle`` (radians).
Petal = tuple[str, Point, float]


def layout(position: Hackenbush) -> tuple[dict[int, Point], list[Stroke], list[Petal], float]:
    """Vertex points (y up, ground at y = 0), edge strokes, loop petals, and the width."""
    import math

    pos = position.shape
    adj: dict[int, list[int]] = {}
    for u, v, _c in pos:
        if u != v:
            adj.setdefault(u, []).append(v)
            adj.setdefault(v, []).append(u)
    depth = {0: 0}
    parent: dict[int, int] = {}
    order = [0]
    i = 0
    while i < len(order):
        u = order[i]
        i += 1
        for w in sorted(adj.get(u, ())):
            if w not in depth:
                depth[w] = depth[u] + 1
                parent[w] = u
                order.append(w)
    children: dict[int, list[int]] = {}
    for w, p in parent.items():
        children.setdefault(p, []).append(w)
    xs: dict[int, float] = {}
    slot = [0.0]

    def place(v: int) -> None:
        kids = sorted(children.get(v, ()))
        if not kids:
            xs[v] = slot[0]
            slot[0] += 1.0
            return
        for k in kids:
            place(k)
        xs[v] = sum(xs[k] for k in kids) / len(kids)

    for k in sorted(children.get(0, ())):
        place(k)
    points: dict[int, Point] = {v: (xs[v], float(depth[v])) for v in xs}
    strokes: list[Stroke] = []
    petals: list[Petal] = []
    feet: dict[int, int] = {}
    pair_count: dict[tuple[int, int], int] = {}
    loops_at: dict[int, int] = {}
    extra_feet = slot[0]
    for u, v, c in pos:
        if u == v:
            k = loops_at.get(u, 0)
            loops_at[u] = k + 1
            base = points.get(u, (xs.get(u, 0.0), 0.0)) if u else (extra_feet, 0.0)
            if u == 0:
                extra_feet += 1.0
            petals.append((c, base, math.pi / 2 + 0.7 * _fan(k)))
            continue
        if u == 0:
            # Each ground edge gets its own foot on the ground line, under its top vertex.
            n = feet.get(v, 0)
            feet[v] = n + 1
            top = points[v]
            foot = (top[0] + 0.3 * _fan(n), 0.0)
            strokes.append((c, foot, _mid(foot, top), top))
            continue
        key = (u, v)
        n = pair_count.get(key, 0)
        pair_count[key] = n + 1
        a, b = points[u], points[v]
        bow = 0.35 * _fan(n)
        mx, my = _mid(a, b)
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        ctrl = (mx - dy / length * bow, my + dx / length * bow)
        strokes.append((c, a, ctrl, b))
    width = max([extra_feet, slot[0], 1.0])
    return points, strokes, petals, width


def _fan(k: int) -> int:
    """0, 1, −1, 2, −2, …: the k-th of several strokes sharing their ends."""
    return ((k + 1) // 2) * (1 if k % 2 else -1)


def _mid(a: Point, b: Point) -> Point:
    return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)


def _petal_path(base: Point, angle: float) -> tuple[Point, Point, Point]:
    """Two control points and the base of a cubic Bézier petal (base → base)."""
    import math

    r = 0.55
    c1 = (base[0] + r * math.cos(angle - 0.5), base[1] + r * math.sin(angle - 0.5))
    c2 = (base[0] + r * math.cos(angle + 0.5), base[1] + r * math.sin(angle + 0.5))
    return c1, c2, base


def svg(position: Hackenbush, unit: float = _UNIT) -> str:
    """The position as an SVG document (text), for notebooks (``_repr_svg_``)."""
    points, strokes, petals, width = layout(position)
    top = max([y for _x, y in points.values()] + [0.0]) + 1.0
    w = (width + 1.0) * unit
    h = (top + 0.6) * unit

    def xy(p: Point) -> str:
        return f"{(p[0] + 0.5) * unit:.1f},{(top - p[1]) * unit:.1f}"

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" '
        f'viewBox="0 0 {w:.1f} {h:.1f}">',
        f"<title>{_escape(repr(position))}</title>",
        f'<line x1="0" y1="{top * unit:.1f}" x2="{w:.1f}" y2="{top * unit:.1f}" '
        'stroke="#5b4a3a" stroke-width="4"/>',
    ]
    for c, a, ctrl, b in strokes:
        out.append(
            f'<path d="M {xy(a)} Q {xy(ctrl)} {xy(b)}" fill="none" stroke="{COLOURS[c]}" '
            'stroke-width="3" stroke-linecap="round"/>'
        )
    for c, base, angle in petals:
        c1, c2, end = _petal_path(base, angle)
        out.append(
            f'<path d="M {xy(base)} C {xy(c1)} {xy(c2)} {xy(end)}" fill="none" '
            f'stroke="{COLOURS[c]}" stroke-width="3"/>'
        )
    for v, p in points.items():
        if v:
            out.append(f'<circle cx="{xy(p).split(",")[0]}" cy="{xy(p).split(",")[1]}" r="3"/>')
    out.append("</svg>")
    return "\n".join(out)


def draw(position: Hackenbush, ax: Any = None, unit: float = 1.0) -> Any:
    """A matplotlib figure of the position (the ``plot`` extra); draws on ``ax`` if given."""
    try:
        import matplotlib.pyplot as plt
        from matplotlib.patches import PathPatch
        from matplotlib.path import Path
    except ImportError as exc:  # pragma: no cover - depends on the environment
        from cgt.errors import NotSupported

        raise NotSupported(
            "drawing needs matplotlib: pip install 'cgt[plot]' (or use _repr_svg_)"
        ) from exc
    points, strokes, petals, width = layout(position)
    if ax is None:
        fig, ax = plt.subplots(figsize=(max(2.0, width + 1.0), 3.0))
    else:
        fig = ax.figure
    ax.axhline(0.0, color="#5b4a3a", linewidth=4, zorder=0)
    for c, a, ctrl, b in strokes:
        path = Path([a, ctrl, b], [Path.MOVETO, Path.CURVE3, Path.CURVE3])
        ax.add_patch(PathPatch(path, fill=False, edgecolor=COLOURS[c], linewidth=3))
    for c, base, angle in petals:
        c1, c2, end = _petal_path(base, angle)
        path = Path([base, c1, c2, end], [Path.MOVETO, Path.CURVE4, Path.CURVE4, Path.CURVE4])
        ax.add_patch(PathPatch(path, fill=False, edgecolor=COLOURS[c], linewidth=3))
    for v, (x, y) in points.items():
        if v:
            ax.plot([x], [y], "o", color="black", markersize=3)
    top = max([y for _x, y in points.values()] + [0.0])
    ax.set_xlim(-0.8, width + 0.2)
    ax.set_ylim(-0.3, top + 0.9)
    ax.set_aspect("equal")
    ax.axis("off")
    return fig


def _escape(text: str) -> str:
    # xml.sax.saxutils imports urllib.request: too slow for the package's import, which
    # installs these pictures
    from xml.sax.saxutils import escape

    return escape(text)


_PICTURES.update(draw=draw, svg=svg)
