"""Thermograph pictures: SVG (no dependencies) and matplotlib, checked against the walls."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from fractions import Fraction

import pytest

from cgt import Game, canonical_sum, parse, switch
from cgt.thermograph import Thermograph

SVG = "{http://www.w3.org/2000/svg}"

# ±1, {3||2|1} (the examples) and a sum of hot games
PICTURED = [
    switch(1),
    parse("{3||2|1}"),
    canonical_sum(parse("{3||2|1}"), parse("{4|1}"), switch(2)),
]


def _walls(text: str) -> tuple[dict[str, list[tuple[float, float]]], list[float]]:
    root = ET.fromstring(text)
    assert root.tag == SVG + "svg"
    group = root.find(f"{SVG}g[@class='walls']")
    assert group is not None
    matrix = [float(x) for x in re.findall(r"[-\d.e]+", group.attrib["transform"])]
    walls = {}
    for line in group.findall(f"{SVG}polyline"):
        pts = [tuple(map(float, p.split(","))) for p in line.attrib["points"].split()]
        # data units: x = −value, y = −temperature
        walls[line.attrib["class"]] = [(-y, -x) for x, y in pts]  # (t, value)
    return walls, matrix


@pytest.mark.parametrize("g", PICTURED, ids=str)
def test_svg_parses_and_walls_pass_through_the_stops(g: Game) -> None:
    th = g.thermograph()
    walls, (sx, _, _, sy, tx, ty) = _walls(th._repr_svg_())
    assert set(walls) == {"left-wall", "right-wall"}
    for name, stop in (("left-wall", g.left_stop()), ("right-wall", g.right_stop())):
        pts = walls[name]
        at_zero = [v for t, v in pts if t == 0]
        assert at_zero == [float(stop)], name
        # every drawn corner lies on the exact wall, and the top is the mast
        wall = th.left_wall if name == "left-wall" else th.right_wall
        assert all(wall(Fraction(t)) == Fraction(v) for t, v in pts)
        assert pts[-1][1] == float(th.mast) and pts[-1][0] > th.temperature
        # and the picture maps them inside the canvas
        for t, v in pts:
            assert 0 <= sx * -v + tx <= 320 and 0 <= sy * -t + ty <= 240


def test_svg_of_a_number_is_a_mast_from_minus_one() -> None:
    walls, _ = _walls(parse("3/2").thermograph().svg())
    assert walls["left-wall"][0] == (-1.0, 2.0) and walls["right-wall"][0] == (-1.0, 1.0)
    assert walls["left-wall"][-1][1] == 1.5


def test_plot_draws_the_walls() -> None:
    matplotlib = pytest.importorskip("matplotlib", reason="the plot extra is installed with dev")
    matplotlib.use("Agg")
    g = parse("{3||2|1}")
    ax = g.thermograph().plot()
    lines = ax.get_lines()
    left, right = lines[0].get_xydata(), lines[1].get_xydata()
    assert (3.0, 0.0) in [tuple(p) for p in left] and (2.0, 0.0) in [tuple(p) for p in right]
    assert ax.xaxis_inverted()


def test_thermograph_is_a_value() -> None:
    th = parse("{3||2|1}").thermograph()
    assert isinstance(th, Thermograph) and th == parse("{3||2|1}").canonical().thermograph()
    assert th.left_wall.critical_temperatures == (Fraction(3, 4),)
    assert th.right_wall.slopes == (0, 1, 0)
