"""Values a running CGSuite gives the Clobber and Toads-and-Frogs families, recorded for the
tests (CI has no CGSuite): pairs (CGScript expression, the text CGSuite printed).

Provenance: CGSuite built from github.com/aaron-siegel/cgsuite at commit e909ab8b (v2.2-beta2),
run on 2026-11-29 through the ``cgs`` command, one JVM per batch (``cgs -t -f FILE``, one
expression a line). The expressions are exactly the first items below. CGSuite's own test
expectations are GAME_GRID_TEST and GAME_STRIP_TEST (lib/core/src/test/scala/org/cgsuite/lang/
GameGridTest.scala and GameStripTest.scala, the lines of these families).

The random instances were drawn by a script with Python's ``random.Random(20261129)`` (and a
second batch with ``Random(202611292)``):

- grids: 6 boards for each preset (``game.grid.Clobber``, ``AntiClobber``, ``HotClobber``,
  ``Kings``, ``Knights``, ``Rooks``, ``Queens``), 1 to 3 rows of 2 to 4 cells, each cell empty
  with probability 0.2, 0.35 or 0.5 (drawn per board) and otherwise ``x`` or ``o`` alike; 34
  boards of ``game.grid.GenClobber`` with a rule drawn each time: directions Orthogonal,
  Diagonal, Compass, KnightsMove, or 1 to 4 steps drawn from the 24 steps (r, c), |r|, |c| <= 2;
  ``clobbered`` (with probability 0.7) 1 or 2 kinds for each player, ``leftBehind`` (0.5) a kind
  for each, ``maxDistance`` 1, 2, 3 or inf; a second batch of 10 AntiClobber boards (1 to 3 rows
  of 3 or 4 cells, empty with probability 0.55), 6 Anti-Clobber rules with ``maxDistance => 2``
  and 6 with knight's moves. ``.CanonicalForm`` was asked, and ``.GameValue`` where CGSuite
  answered that the position is not a short game.
- strips: 8 random strips of ``ToadsAndFrogs`` (5 to 12 cells) and of ``ElephantsAndRhinos``
  (5 to 13), cells empty with probability 0.3 or 0.45, otherwise ``t`` or ``f``; 6 of
  ``BackslidingToadsAndFrogs`` (3 to 7 cells, ``.GameValue``); 30 of ``GenToadsAndFrogs`` with
  minSlide in {1, 2, 0, -1, -2, -inf}, maxSlide in {1, 2, 3, inf, -1}, maxJump in {0, 1, 2, 3,
  inf}, allowFriendlyJump true with probability 0.35; rules with backward slides were asked
  ``.GameValue`` on 3 to 7 cells, the others ``.CanonicalForm`` on 4 to 11 cells.

Every instance drawn is here: GRID (98, from both batches), STRIP (49), LOOPY_STRIP (14 of a
third batch of 16, described there) and SLOW_STRIP (3 loopy strips of the second batch and 2 of
the third whose game_value() once took cgt's loopy package from 5 to 260 seconds; all five now
take well under 2 s and the tests run them with the others).

Where CGSuite's value is not the game's: with ``maxDistance`` 1, CGSuite's GenClobber splits
every position at its empty cells (GenClobber.cgs, ``Decomposition``), also when a player may
move onto an empty cell (AntiClobber and the like), where the groups it splits are not
independent. cgt does not; tests/test_clobber_family.py shows that CGSuite's numbers are those
of that splitting (tests/oracle/grid_strip.py, ``cgsuite_split_value``).
"""

from __future__ import annotations

import math
import re
from typing import Any

#: GameGridTest.scala, "define Clobber properly".
GAME_GRID_TEST: list[tuple[str, str]] = [
    ('game.grid.Clobber("xox|ox.").CanonicalForm', "{^^*|*,v}"),
    (
        'game.grid.GenClobber(directions => Coordinates.Diagonal)("xoxo|oox.|xxx.").CanonicalForm',
        "{0,v*|vv}",
    ),
    ('game.grid.Kings("xox|ox.").CanonicalForm', "{^^*|*,v[2]}"),
    ('game.grid.Rooks("xox|ox.").CanonicalForm', "{^^*|0,*}"),
    ('game.grid.Queens("xox|ox.").CanonicalForm', "^"),
    ('game.grid.AntiClobber("xoxo|oo..").CanonicalForm', "{*|-1}"),
]

#: GameStripTest.scala, "define Toads and Frogs properly".
GAME_STRIP_TEST: list[tuple[str, str]] = [
    (
        'game.strip.ToadsAndFrogs("ttttt..fffff").CanonicalForm',
        "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}"
        "|||0}}",
    ),
    ('game.strip.BackslidingToadsAndFrogs("ttt..fff").GameValue', "{on||0|-1/2} & {1/2|0||off}"),
    ('game.strip.GenToadsAndFrogs(maxJump => 2)("tttt..fff").CanonicalForm', "{1/2*|v}"),
    ('game.strip.ElephantsAndRhinos("tttt..fff").CanonicalForm', "1"),
]

GRID: list[tuple[str, str]] = [
    ('game.grid.Clobber(".o.").CanonicalForm', '0'),
    ('game.grid.Clobber("..x.|xxoo").CanonicalForm', '{^,^^*|0,*}'),
    ('game.grid.Clobber("oo.x|xxo.").CanonicalForm', '{*,v|vv*}'),
    ('game.grid.Clobber("..x|xxo|xx.").CanonicalForm', '*'),
    ('game.grid.Clobber("xo|.o").CanonicalForm', 'v'),
    ('game.grid.Clobber("xoo").CanonicalForm', 'v'),
    ('game.grid.AntiClobber("..o|.ox|.xo").CanonicalForm', '{*|-1}'),
    ('game.grid.AntiClobber("...|..o|o..").CanonicalForm', '0'),
    ('game.grid.AntiClobber(".xx").CanonicalForm', '1'),
    ('game.grid.AntiClobber("xx.|.xx|oxo").CanonicalForm', '1*'),
    ('game.grid.AntiClobber("xx.o").CanonicalForm', '0'),
    ('game.grid.AntiClobber("xo.").CanonicalForm', '-1'),
    ('game.grid.HotClobber("oo|oo").CanonicalForm', '-3'),
    (
        'game.grid.HotClobber("oxo|xo.|oxo").CanonicalForm',
        '{1|0,{0|0,{0|-1}}||-1*,{{v|-1*},{v|-1v}|-3*},{{v||v|-1},{1|0||{*|-2},{v|-2}}|{-1v|-3},'
        '{v|-2||-4},{v|-1||-2|||-4}}}',
    ),
    ('game.grid.HotClobber("xxxo|..o.|..ox").CanonicalForm', '{2|1||*,{0,{0,{1|0}|0}|0,v*}}'),
    ('game.grid.HotClobber("x.o|..x").CanonicalForm', '*'),
    ('game.grid.HotClobber("xxx").CanonicalForm', '2'),
    ('game.grid.HotClobber("xx..|x...|.o.o").CanonicalForm', '2'),
    ('game.grid.Kings(".o").CanonicalForm', '0'),
    ('game.grid.Kings("o.|xx").CanonicalForm', '^'),
    ('game.grid.Kings("xx|x.|xo").CanonicalForm', '^<2>'),
    ('game.grid.Kings("o.o.|x.xx|.o..").CanonicalForm', '{^*,{0|*,^}|{*,v|vv*},{0|vv*}}'),
    ('game.grid.Kings("ox|xo|xo").CanonicalForm', '+-{{0|+-{*,^}},{^^*|0}}'),
    ('game.grid.Kings("ox..").CanonicalForm', '*'),
    ('game.grid.Knights("xo.").CanonicalForm', '0'),
    ('game.grid.Knights(".xx.|xoxx|xx.o").CanonicalForm', '0'),
    ('game.grid.Knights("ox.o|o..x|o...").CanonicalForm', '^'),
    ('game.grid.Knights("oxo.").CanonicalForm', '0'),
    ('game.grid.Knights("xxo.|..x.").CanonicalForm', '0'),
    ('game.grid.Knights("xxo.|xooo|.x.o").CanonicalForm', '*'),
    ('game.grid.Rooks("o.o").CanonicalForm', '0'),
    ('game.grid.Rooks("xxo.|..ox").CanonicalForm', 'vv'),
    ('game.grid.Rooks("o.|ox").CanonicalForm', 'v'),
    ('game.grid.Rooks("xox").CanonicalForm', '^'),
    ('game.grid.Rooks("o.x.").CanonicalForm', '*'),
    ('game.grid.Rooks(".o.|.ox|ox.").CanonicalForm', '{^,+-{*,^}|vv*}'),
    ('game.grid.Queens("xx").CanonicalForm', '0'),
    ('game.grid.Queens("..|o.|ox").CanonicalForm', 'v'),
    ('game.grid.Queens("ooo|.ox").CanonicalForm', 'v3'),
    ('game.grid.Queens("oo|xo|.o").CanonicalForm', '{*,v|0||0}'),
    ('game.grid.Queens("ox|oo|xo").CanonicalForm', 'vv*'),
    (
        'game.grid.Queens("..xx|x.o.|ooo.").CanonicalForm',
        '{0,{*,^[2]|*,v}||v[2],{0,+-{*,^}|vv*}|0}',
    ),
    (
        'game.grid.GenClobber(directions => [(0,-2),(2,-1),(-2,-1),(0,-1)], clobbered => {Left '
        '=> {0}, Right => {0,1}}, maxDistance => 2)("xx").CanonicalForm',
        '0',
    ),
    (
        'game.grid.GenClobber(directions => [(1,2),(2,0),(-2,2)], clobbered => {Left => {2}, '
        'Right => {2}})("o.|ox|oo").CanonicalForm',
        '-1',
    ),
    (
        'game.grid.GenClobber(directions => [(0,2),(-1,-1),(-1,0),(1,1)], clobbered => {Left => '
        '{0,1}, Right => {1}}, leftBehind => {Left => 0, Right => 2})(".o.").CanonicalForm',
        '0',
    ),
    (
        'game.grid.GenClobber(directions => [(-1,-2),(-1,1),(2,-1),(-2,2)], clobbered => {Left '
        '=> {1}, Right => {2}}, maxDistance => 3)("..|ox|x.").CanonicalForm',
        '1',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.Diagonal, clobbered => {Left => {0}, '
        'Right => {2}})("x.x|ox.|.x.").CanonicalForm',
        '0',
    ),
    (
        'game.grid.GenClobber(directions => [(-2,-1),(0,1),(1,1)], leftBehind => {Left => 0, '
        'Right => 2}, maxDistance => 3)(".ox|.xo").CanonicalForm',
        '-1',
    ),
    (
        'game.grid.GenClobber(directions => [(0,1),(-1,-1)], clobbered => {Left => {1},'
        ' Right => '
        '{1,2}}, leftBehind => {Left => 1, Right => 0})("..|oo|.o").CanonicalForm',
        '-2',
    ),
    (
        'game.grid.GenClobber(clobbered => {Left => {1}, Right => {1,2}},'
        ' leftBehind => {Left => '
        '2, Right => 0})("..|.x|xo").CanonicalForm',
        '-1',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.Compass, leftBehind => {Left => 0,'
        ' Right '
        '=> 0}, maxDistance => 3)("xo|oo|xo").CanonicalForm',
        'vv*',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.Diagonal, clobbered => {Left => {2}, '
        'Right => {1,2}}, leftBehind => {Left => 1, Right => 0}, maxDistance => '
        '2)("xo|xx|..").CanonicalForm',
        '*',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.Diagonal, clobbered => {Left => {1,2}, '
        'Right => {0,1}}, leftBehind => {Left => 2, Right => 2}, maxDistance => '
        'inf)("ooo|.o.").CanonicalForm',
        '0',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.KnightsMove, clobbered => {Left => '
        '{1,2}, Right => {0,1}}, maxDistance => 3)("oxx.|.x..|xxoo").CanonicalForm',
        '{1^*|^*,^^}',
    ),
    (
        'game.grid.GenClobber(directions => [(-1,1)], clobbered => {Left => {0,2}, Right => '
        '{1,2}}, maxDistance => 3)("o.x|xxo|xox").CanonicalForm',
        '-1',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.KnightsMove, clobbered => {Left => '
        '{0,2}, Right => {2}})("xoxx").CanonicalForm',
        '0',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.KnightsMove, clobbered => {Left => '
        '{0,1}, Right => {2}})("xx").CanonicalForm',
        '0',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.Compass, maxDistance => '
        '2)("ox|xx").CanonicalForm',
        '^^*',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.KnightsMove, leftBehind => {Left => 2, '
        'Right => 0}, maxDistance => 2)(".o").CanonicalForm',
        '0',
    ),
    ('game.grid.GenClobber(maxDistance => 2)("xo|ox").CanonicalForm', '*'),
    (
        'game.grid.GenClobber(clobbered => {Left => {1}, Right => {0}}, maxDistance => '
        '3)("oo|xx|.x").CanonicalForm',
        '2',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.Diagonal, clobbered => {Left => {1,2}, '
        'Right => {2}}, leftBehind => {Left => 2, Right => 2}, maxDistance => '
        'inf)("o.xx").CanonicalForm',
        '0',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.Compass, maxDistance => '
        '2)("..xx").CanonicalForm',
        '0',
    ),
    ('game.grid.GenClobber(directions => Coordinates.Compass)("xx|xo|.o").CanonicalForm', '^'),
    (
        'game.grid.GenClobber(directions => Coordinates.KnightsMove, clobbered => {Left => '
        '{1,2}, Right => {0,2}}, leftBehind => {Left => 0, Right => 1}, maxDistance => '
        '3)("xx|x.").CanonicalForm',
        '0',
    ),
    (
        'game.grid.GenClobber(directions => [(1,0),(1,1),(-2,2)], clobbered => {Left => {0}, '
        'Right => {1}})("xo").CanonicalForm',
        '0',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.KnightsMove, clobbered => {Left => {0}, '
        'Right => {0,2}}, maxDistance => 3)(".o").CanonicalForm',
        '0',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.Compass, clobbered => {Left => {1}, '
        'Right => {0,2}})("...|oxx|.x.").GameValue',
        'off',
    ),
    (
        'game.grid.GenClobber(directions => [(0,2),(1,-2),(-2,0)], clobbered => {Left => {0}, '
        'Right => {1,2}}, leftBehind => {Left => 2, Right => 2}, maxDistance => '
        '3)("o..|o..|o..").GameValue',
        'off',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.Compass, clobbered => {Left => {0,1}, '
        'Right => {1,2}})("o...|xo.o").GameValue',
        '-1under',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.Compass, clobbered => {Left => {0}, '
        'Right => {0,1}}, leftBehind => {Left => 0, Right => 2})("xxo|.x.|o.o").GameValue',
        '{-3|-3under}',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.Diagonal, leftBehind => {Left => 2, '
        'Right => 0}, maxDistance => inf)("o.|.x|..").GameValue',
        'under',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.Compass, clobbered => {Left => {2}, '
        'Right => {0,1}})("xx|ox").GameValue',
        '{0|Tiny(on)}',
    ),
    (
        'game.grid.GenClobber(clobbered => {Left => {1}, Right => {1}}, leftBehind => {Left => '
        '0, Right => 1}, maxDistance => inf)("o.|ox").GameValue',
        'off',
    ),
    (
        'game.grid.GenClobber(directions => [(-1,-1),(2,1)], leftBehind => {Left => 2, Right => '
        '1}, maxDistance => inf)("oxo|xo.|.xo").GameValue',
        '3 & -6',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.Compass, clobbered => {Left => {1}, '
        'Right => {0}}, leftBehind => {Left => 1, Right => 1}, maxDistance => '
        '2)("x.|xx").GameValue',
        'on',
    ),
    ('game.grid.AntiClobber("xo.|...").CanonicalForm', '0'),
    ('game.grid.AntiClobber("x...|.x..").CanonicalForm', '0'),
    ('game.grid.AntiClobber("x...|oox.|xoxo").CanonicalForm', '0'),
    ('game.grid.AntiClobber(".ox|...").CanonicalForm', '0'),
    ('game.grid.AntiClobber("ox.o|.ox.").CanonicalForm', '0'),
    ('game.grid.AntiClobber("x.xo|o...").CanonicalForm', '0'),
    ('game.grid.AntiClobber(".x..|x.x.").CanonicalForm', '0'),
    ('game.grid.AntiClobber("x..|...|oo.").CanonicalForm', '0'),
    ('game.grid.AntiClobber("xxx").CanonicalForm', '0'),
    ('game.grid.AntiClobber("o..x").CanonicalForm', '0'),
    (
        'game.grid.GenClobber(clobbered => {Left => {0}, Right => {0}}, leftBehind => {Left => '
        '2, Right => 1}, maxDistance => 2)("..ox|xxx.|o...").CanonicalForm',
        '-1',
    ),
    (
        'game.grid.GenClobber(clobbered => {Left => {0}, Right => {0}}, leftBehind => {Left => '
        '2, Right => 1}, maxDistance => 2)("x.ox|....").CanonicalForm',
        '0',
    ),
    (
        'game.grid.GenClobber(clobbered => {Left => {0}, Right => {0}}, leftBehind => {Left => '
        '2, Right => 1}, maxDistance => 2)("xx.x|.xx.|o.x.").CanonicalForm',
        '1',
    ),
    (
        'game.grid.GenClobber(clobbered => {Left => {0}, Right => {0}}, leftBehind => {Left => '
        '2, Right => 1}, maxDistance => 2)("oo.").CanonicalForm',
        '0',
    ),
    (
        'game.grid.GenClobber(clobbered => {Left => {0}, Right => {0}}, leftBehind => {Left => '
        '2, Right => 1}, maxDistance => 2)(".x.|...").CanonicalForm',
        '0',
    ),
    (
        'game.grid.GenClobber(clobbered => {Left => {0}, Right => {0}}, leftBehind => {Left => '
        '2, Right => 1}, maxDistance => 2)("x...|.oo.|o.x.").CanonicalForm',
        '1',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.KnightsMove, clobbered => {Left => {0}, '
        'Right => {0}}, leftBehind => {Left => 2, Right => 1})("xo.|...").CanonicalForm',
        '0',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.KnightsMove, clobbered => {Left => {0}, '
        'Right => {0}}, leftBehind => {Left => 2, Right => 1})("..o|...").CanonicalForm',
        '-1',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.KnightsMove, clobbered => {Left => {0}, '
        'Right => {0}}, leftBehind => {Left => 2, Right => 1})("o.o|.o.|...").CanonicalForm',
        '0',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.KnightsMove, clobbered => {Left => {0}, '
        'Right => {0}}, leftBehind => {Left => 2, Right => 1})("xxx|..x").CanonicalForm',
        '0',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.KnightsMove, clobbered => {Left => {0}, '
        'Right => {0}}, leftBehind => {Left => 2, Right => 1})(".x.|...").CanonicalForm',
        '0',
    ),
    (
        'game.grid.GenClobber(directions => Coordinates.KnightsMove, clobbered => {Left => {0}, '
        'Right => {0}}, leftBehind => {Left => 2, Right => 1})("o..|o..").CanonicalForm',
        '0',
    ),
]

STRIP: list[tuple[str, str]] = [
    ('game.strip.ToadsAndFrogs("ttfft..ft").CanonicalForm', '0'),
    ('game.strip.ToadsAndFrogs("fttttttf").CanonicalForm', '0'),
    ('game.strip.ToadsAndFrogs(".f.f.ff..").CanonicalForm', '-9'),
    ('game.strip.ToadsAndFrogs("tf.ft").CanonicalForm', '-1/2'),
    ('game.strip.ToadsAndFrogs("..ff.ft.fftf").CanonicalForm', '-13*'),
    ('game.strip.ToadsAndFrogs("fffft.....f.").CanonicalForm', '1/2'),
    ('game.strip.ToadsAndFrogs("f..f..tt").CanonicalForm', '-2'),
    ('game.strip.ToadsAndFrogs("...t.t").CanonicalForm', '1'),
    ('game.strip.ElephantsAndRhinos(".ttt.").CanonicalForm', '3'),
    ('game.strip.ElephantsAndRhinos("ttttf").CanonicalForm', '0'),
    ('game.strip.ElephantsAndRhinos("f.t.f").CanonicalForm', '*'),
    ('game.strip.ElephantsAndRhinos("...f..f.t.f.").CanonicalForm', '-8*'),
    ('game.strip.ElephantsAndRhinos("ftt.f..f.t").CanonicalForm', '{-1|-3}'),
    ('game.strip.ElephantsAndRhinos("ft.ttf.t").CanonicalForm', '1'),
    ('game.strip.ElephantsAndRhinos("t.t.f").CanonicalForm', '{2|1}'),
    ('game.strip.ElephantsAndRhinos("f....ft").CanonicalForm', '-4'),
    ('game.strip.BackslidingToadsAndFrogs("fff").GameValue', '0'),
    ('game.strip.BackslidingToadsAndFrogs("tft.f.").GameValue', '*'),
    ('game.strip.BackslidingToadsAndFrogs("f.tt").GameValue', '{on|0}'),
    ('game.strip.BackslidingToadsAndFrogs("f.ft").GameValue', 'off'),
    ('game.strip.BackslidingToadsAndFrogs("ft.tttt").GameValue', 'on'),
    ('game.strip.BackslidingToadsAndFrogs(".t.t").GameValue', 'on'),
    ('game.strip.GenToadsAndFrogs(maxSlide => inf)(".ff..").CanonicalForm', '-2'),
    (
        'game.strip.GenToadsAndFrogs(minSlide => 2, maxSlide => 2, maxJump => '
        '3)("..f..tttf.").CanonicalForm',
        '0',
    ),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -2, maxSlide => -1, maxJump => '
        '0)("tttf..").GameValue',
        '-2',
    ),
    ('game.strip.GenToadsAndFrogs(maxSlide => inf, maxJump => 2)("..tftf").CanonicalForm', '-1'),
    ('game.strip.GenToadsAndFrogs(minSlide => -1, maxJump => 2)("tf.f").GameValue', 'off'),
    ('game.strip.GenToadsAndFrogs(maxSlide => inf, maxJump => inf)("ttft.ft").CanonicalForm', '*'),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -2, maxSlide => -1, allowFriendlyJump => '
        'true)("ftf.").GameValue',
        '-1/2',
    ),
    ('game.strip.GenToadsAndFrogs(minSlide => -2, maxSlide => inf)("tt.tt").GameValue', 'on'),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -1, maxSlide => inf, maxJump => '
        '2)(".ft.t").GameValue',
        'on',
    ),
    (
        'game.strip.GenToadsAndFrogs(minSlide => 0, maxSlide => 3, maxJump => '
        '3)("tf.ffftfftt").CanonicalForm',
        '{-1|-3/2}',
    ),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -2, maxJump => 2, allowFriendlyJump => '
        'true)("tt..t.").GameValue',
        'on',
    ),
    ('game.strip.GenToadsAndFrogs(maxJump => 3)(".tftf...ft").CanonicalForm', '-1*'),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -2, maxSlide => inf, maxJump => '
        '0)("ff..fff").GameValue',
        'off',
    ),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -2, maxSlide => 2, maxJump => 3, '
        'allowFriendlyJump => true)(".t..t.").GameValue',
        'on',
    ),
    ('game.strip.GenToadsAndFrogs(minSlide => -1, maxSlide => inf)(".f.").GameValue', 'off'),
    ('game.strip.GenToadsAndFrogs(maxSlide => inf, maxJump => 0)("f.t.").CanonicalForm', '1'),
    (
        'game.strip.GenToadsAndFrogs(maxSlide => inf, maxJump => 2, allowFriendlyJump => '
        'true)("ff..t.tt...").CanonicalForm',
        '10',
    ),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -inf, maxSlide => -1, maxJump => 3, '
        'allowFriendlyJump => true)("tt.ff").GameValue',
        '0',
    ),
    ('game.strip.GenToadsAndFrogs()("f...t.f.").CanonicalForm', '-1'),
    (
        'game.strip.GenToadsAndFrogs(minSlide => 2, maxSlide => -1, maxJump => '
        '0)("tttf..t..t").CanonicalForm',
        '0',
    ),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -2, maxSlide => 3, maxJump => '
        '3)("...f").GameValue',
        'off',
    ),
    ('game.strip.GenToadsAndFrogs(maxJump => 3)("ttft.t..tt").CanonicalForm', '9'),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -2, maxSlide => 2, maxJump => 0, '
        'allowFriendlyJump => true)("fftfftt").GameValue',
        '0',
    ),
    (
        'game.strip.GenToadsAndFrogs(maxSlide => -1, maxJump => 3, allowFriendlyJump => '
        'true)("ftttf..ttf").CanonicalForm',
        '5/2',
    ),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -1, maxSlide => 3, maxJump => '
        '2)(".f....").GameValue',
        'off',
    ),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -2, maxSlide => inf, maxJump => '
        '0)("tf.ft").GameValue',
        '0',
    ),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -1, maxSlide => -1, allowFriendlyJump => '
        'true)("ftt").GameValue',
        '0',
    ),
]

#: A third batch (issue 35): 16 loopy strips of generalised backsliding Toads and Frogs,
#: drawn with ``random.Random(2026112935)``: minSlide in {-inf, -3, -2, -1}, maxSlide in
#: {1, 2, 3, inf}, maxJump in {0, 1, 2, 3, inf}, allowFriendlyJump true with probability 0.35,
#: 4 to 8 cells, each empty with probability 0.3 or 0.45 (drawn per strip), else t or f alike,
#: strips with no toad, frog or empty cell drawn again; ``.GameValue`` asked of CGSuite
#: (e909ab8b, ``cgs -t -f``, 2026-11-29). The other two (``t.tft.ff``, ``..tfft.``, once
#: minutes in cgt) are in SLOW_STRIP, which now runs by default as well.
LOOPY_STRIP: list[tuple[str, str]] = [
    ('game.strip.GenToadsAndFrogs(minSlide => -3, maxJump => 2)("fft.t.t").GameValue', 'on'),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -3, maxSlide => inf, maxJump => 2)'
        '("ff.t.").GameValue',
        '{0|off}',
    ),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -3, maxJump => 3, allowFriendlyJump => true)'
        '(".tt.f.ff").GameValue',
        'off',
    ),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -1, maxJump => 0, allowFriendlyJump => true)'
        '(".tft").GameValue',
        'on',
    ),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -3, maxJump => 2, allowFriendlyJump => true)'
        '("tf.t").GameValue',
        'on',
    ),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -3, maxSlide => inf, maxJump => 0)'
        '(".fftt").GameValue',
        'off',
    ),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -2, maxSlide => 2, '
        'maxJump => 2, allowFriendlyJump => true)(".fttf").GameValue',
        '-1',
    ),
    ('game.strip.GenToadsAndFrogs(minSlide => -2)("ftf.").GameValue', 'off'),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -3, allowFriendlyJump => true)'
        '(".t.f...t").GameValue',
        'on',
    ),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -1, maxSlide => 2, '
        'maxJump => inf, allowFriendlyJump => true)("tt..f.tf").GameValue',
        'on',
    ),
    ('game.strip.GenToadsAndFrogs(minSlide => -1, maxSlide => 3)("t.ft..t").GameValue', 'on'),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -2, maxSlide => inf, maxJump => 2)'
        '("t.ftt").GameValue',
        'on',
    ),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -2, maxSlide => 3, maxJump => 0)'
        '("tfftttf.").GameValue',
        '0',
    ),
    ('game.strip.GenToadsAndFrogs(minSlide => -2, maxJump => inf)("ff.ftf.").GameValue', 'off'),
]

SLOW_STRIP: list[tuple[str, str]] = [
    (
        'game.strip.GenToadsAndFrogs(minSlide => -inf, maxSlide => 3, maxJump => '
        '3)("..t.ff").GameValue',
        'off',
    ),
    ('game.strip.GenToadsAndFrogs(minSlide => -1, maxJump => 3)("ttt..f.").GameValue', 'on'),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -inf, maxJump => inf, allowFriendlyJump => '
        'true)("ttf..t.").GameValue',
        'on',
    ),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -2, maxSlide => 2, allowFriendlyJump => true)'
        '("t.tft.ff").GameValue',
        'Miny(1*2) & Miny(1under)',
    ),
    (
        'game.strip.GenToadsAndFrogs(minSlide => -1, maxSlide => 2, maxJump => 3)'
        '("..tfft.").GameValue',
        '{1over|1} & -1under',
    ),
]


# ------------------------------------------------------------------ reading the expressions
_EXPR = re.compile(
    r'game\.(grid|strip)\.(\w+)(?:\((.*)\))?\("([^"]*)"\)\.(CanonicalForm|GameValue)'
)
_KIND = {"0": ".", "1": "x", "2": "o"}
_DIRECTIONS = {
    "Coordinates.Orthogonal": "orthogonal",
    "Coordinates.Diagonal": "diagonal",
    "Coordinates.Compass": "all",
    "Coordinates.KnightsMove": "knight",
}
_STRIP_NAMES = {
    "minSlide": "min_slide",
    "maxSlide": "max_slide",
    "maxJump": "max_jump",
    "allowFriendlyJump": "allow_friendly_jump",
}


_WORDS: dict[str, Any] = {"inf": math.inf, "-inf": -math.inf, "true": True, "false": False}


def _number(text: str) -> Any:
    return _WORDS[text] if text in _WORDS else int(text)


def _arguments(text: str) -> list[tuple[str, str]]:
    out, depth, cur = [], 0, ""
    for ch in text + ",":
        depth += (ch in "{[(") - (ch in "}])")
        if ch == "," and depth == 0:
            name, value = cur.strip().split(" => ", 1)
            out.append((name, value))
            cur = ""
        else:
            cur += ch
    return out


def read(expression: str) -> tuple[str, dict[str, Any], str, str]:
    """(CGSuite's ruleset name, cgt's keyword arguments for GenClobber or GenToadsAndFrogs,
    the board or strip, "CanonicalForm" or "GameValue") of one expression."""
    m = _EXPR.fullmatch(expression)
    assert m is not None, expression
    _, name, args, position, method = m.groups()
    kwargs: dict[str, Any] = {}
    for key, value in _arguments(args) if args else []:
        if key == "directions":
            kwargs["directions"] = _DIRECTIONS.get(value) or [
                (int(a), int(b)) for a, b in re.findall(r"\((-?\d+),(-?\d+)\)", value)
            ]
        elif key == "clobbered":
            sets = re.fullmatch(r"\{Left => \{([\d,]*)\}, Right => \{([\d,]*)\}\}", value)
            assert sets is not None, value
            kwargs["clobbered"] = {
                side: "".join(_KIND[d] for d in sets.group(k).split(",") if d)
                for k, side in ((1, "left"), (2, "right"))
            }
        elif key == "leftBehind":
            kinds = re.fullmatch(r"\{Left => (\d), Right => (\d)\}", value)
            assert kinds is not None, value
            kwargs["left_behind"] = {"left": _KIND[kinds.group(1)], "right": _KIND[kinds.group(2)]}
        elif key == "maxDistance":
            kwargs["max_distance"] = _number(value)
        else:
            kwargs[_STRIP_NAMES[key]] = _number(value)
    return name, kwargs, position, method
