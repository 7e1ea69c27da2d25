"""Pictures: the SVG of a position parses and shows every edge; draw() gives a figure."""

from __future__ import annotations

import xml.dom.minidom

from cgt.errors import NotSupported
from cgt.hackenbush import flower, hackenbush, sprig

BED = flower(2, 3) + flower(3, -2) + sprig("1/2")
CYCLES = hackenbush("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))")
MULTI = hackenbush("(l:A;r:A;e:A;e:Be:B)")


def test_svg_parses_and_draws_every_edge() -> None:
    for p in (BED, CYCLES, MULTI, BED + CYCLES + MULTI, hackenbush(".")):
        doc = xml.dom.minidom.parseString(p._repr_svg_())
        root = doc.documentElement
        assert root.tagName == "svg"
        paths = root.getElementsByTagName("path")
        assert len(paths) == len(p)
        colours = {e.getAttribute("stroke") for e in paths}
        assert len(colours) == len(p.colours)
        assert root.getElementsByTagName("line")  # the ground


def test_draw_gives_a_matplotlib_figure_or_says_what_is_missing() -> None:
    try:
        import matplotlib

        matplotlib.use("Agg")
    except ImportError:
        try:
            BED.draw()
        except NotSupported as e:
            assert "matplotlib" in str(e)
        else:  # pragma: no cover
            raise AssertionError("draw() without matplotlib must raise NotSupported")
        return
    fig = (BED + CYCLES + MULTI).draw()
    ax = fig.axes[0]
    assert len(ax.patches) == len(BED + CYCLES + MULTI)
