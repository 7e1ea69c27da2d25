"""Pictures of thermographs: SVG text (standard library only) and matplotlib drawings.

Both follow Winning Ways and CGSuite: the temperature t runs upward, values grow to the
*left* (so Left's wall is on the left), the walls start at t = 0 (at t = −1 for a number,
whose temperature is negative) and the mast rises above the temperature.

In the SVG the walls are polylines drawn in data units, x = −value and y = −t, inside a group
whose ``transform`` maps them onto the picture; so a program can read the exact walls back.

>>> from cgt import parse
>>> text = parse("{3||2|1}").thermograph().svg()
>>> text.startswith("<svg") and 'class="left-wall"' in text
True
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

from cgt.errors import NotSupported
from cgt.thermograph import _PICTURES

if TYPE_CHECKING:  # pragma: no cover
    from cgt.thermograph import Thermograph, Wall

__all__ = ["svg", "plot", "wall_points"]


def _window(th: Thermograph) -> tuple[Fraction, Fraction]:
    """(bottom, top) temperatures shown."""
    bottom = Fraction(-1) if th.temperature < 0 else Fraction(0)
    lo, hi = _value_range(th, bottom, max(th.temperature, Fraction(0)))
    top = max(th.temperature, Fraction(0)) + max(Fraction(1), (hi - lo) / 2)
    return bottom, top


def wall_points(wall: Wall, bottom: Fraction, top: Fraction) -> list[tuple[Fraction, Fraction]]:
    """The corners of ``wall`` between temperatures ``bottom`` and ``top``, as (t, value).

    >>> from cgt import parse
    >>> th = parse("{3||2|1}").thermograph()
    >>> [(str(t), str(v)) for t, v in wall_points(th.right_wall, Fraction(0), Fraction(2))]
    [('0', '2'), ('1/2', '2'), ('3/4', '9/4'), ('2', '9/4')]
    """
    ts = [bottom] + [t for t, _ in wall.points if bottom < t < top] + [top]
    return [(t, wall(t)) for t in ts]


def _value_range(th: Thermograph, bottom: Fraction, top: Fraction) -> tuple[Fraction, Fraction]:
    vs = [v for w in (th.left_wall, th.right_wall) for _, v in wall_points(w, bottom, top)]
    return min(vs), max(vs)


def _num(x: Fraction | float) -> str:
    f = float(x)
    return str(int(f)) if f == int(f) else repr(f)


def _label(x: Fraction) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def svg(th: Thermograph, width: int = 320, height: int = 240) -> str:
    """The thermograph as a standalone SVG document."""
    bottom, top = _window(th)
    lo, hi = _value_range(th, bottom, top)
    span = max(hi - lo, Fraction(1))
    lo, hi = lo - span / 8, hi + span / 8
    margin_x, margin_top, margin_bottom = 24, 16, 28
    sx = (width - 2 * margin_x) / float(hi - lo)
    sy = (height - margin_top - margin_bottom) / float(top - bottom)
    # data (x = −v, y = −t) → pixels: px = sx·x + tx, py = sy·y + ty
    tx = margin_x + sx * float(hi)
    ty = margin_top + sy * float(top)

    def px(v: Fraction) -> float:
        return sx * float(-v) + tx

    def py(t: Fraction) -> float:
        return sy * float(-t) + ty

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="11">',
        f"<title>{_escape(str(th))}</title>",
        f'<rect width="{width}" height="{height}" fill="white"/>',
        f'<line class="axis" x1="{margin_x // 2}" y1="{_num(py(Fraction(0)))}" '
        f'x2="{width - margin_x // 2}" y2="{_num(py(Fraction(0)))}" stroke="#999"/>',
        f'<g class="walls" transform="matrix({_num(sx)} 0 0 {_num(sy)} {_num(tx)} {_num(ty)})" '
        'fill="none" stroke-width="2">',
    ]
    for name, wall, colour in (
        ("left-wall", th.left_wall, "#1f4fd8"),
        ("right-wall", th.right_wall, "#d81f1f"),
    ):
        pts = " ".join(f"{_num(-v)},{_num(-t)}" for t, v in wall_points(wall, bottom, top))
        parts.append(
            f'<polyline class="{name}" points="{pts}" stroke="{colour}" '
            'vector-effect="non-scaling-stroke"/>'
        )
    parts.append("</g>")
    base = py(bottom) + 14
    ls, rs = th.left_wall(0), th.right_wall(0)
    labels = [(ls, "start")] if ls == rs else [(ls, "end"), (rs, "start")]
    for v, anchor in labels:
        parts.append(
            f'<text x="{_num(px(v))}" y="{_num(base)}" text-anchor="{anchor}">{_label(v)}</text>'
        )
    parts.append(
        f'<text x="{_num(px(th.mast) + 4)}" y="{margin_top - 4}">'
        f"mast {_label(th.mast)}, t = {_label(th.temperature)}</text>"
    )
    parts.append("</svg>")
    return "\n".join(parts)


def plot(th: Thermograph, ax: Any = None, **style: Any) -> Any:
    """Draw ``th`` on matplotlib axes; returns the axes."""
    try:
        import matplotlib.pyplot as plt
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise NotSupported(
            "drawing a thermograph needs matplotlib: pip install 'cgt[plot]' "
            "(or use its SVG: thermograph.svg())"
        ) from exc
    if ax is None:
        _, ax = plt.subplots()
    bottom, top = _window(th)
    for wall, colour in ((th.left_wall, "#1f4fd8"), (th.right_wall, "#d81f1f")):
        pts = wall_points(wall, bottom, top)
        ax.plot([float(v) for _, v in pts], [float(t) for t, _ in pts], color=colour, **style)
    ax.axhline(0, color="#999", linewidth=0.8)
    if not ax.xaxis_inverted():
        ax.invert_xaxis()
    ax.set_xlabel("value")
    ax.set_ylabel("temperature")
    ax.set_title(f"mast {_label(th.mast)}, temperature {_label(th.temperature)}")
    return ax


def _escape(text: str) -> str:
    # xml.sax.saxutils imports urllib.request: too slow for `import cgt`, which installs these
    from xml.sax.saxutils import escape

    return escape(text)


_PICTURES.update(svg=svg, plot=plot)
