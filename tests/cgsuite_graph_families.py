# ruff: noqa: E501  (verbatim CGScript and CGSuite output)
"""Answers of a running CGSuite for the graph families, as data for
tests/test_graph_families.py (CI has no CGSuite).

Recorded on 2026-11-29 with CGSuite built from github.com/aaron-siegel/cgsuite at e909ab8b
(v2.2-beta2), each expression evaluated by ``cgs -f`` (one expression a line, one output line
each; every expression below evaluated without error). Each row holds the family (the cgt
class; ``GenCol:<left>:<right>`` is ``GenCol(left, right)`` with tints ``.``, ``L``, ``R``,
CGSuite's ``Nothing``, ``Left``, ``Right``), the position's graph string (as cgt reads it; the
same text is inside the expression), the exact CGScript expression, and CGSuite's output.

- ``GAME_GRAPH_TEST`` and ``ARC_KAYLES_PATHS``: the expectations of CGSuite's own
  lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala for these families (Col, Snort,
  Childish Hackenbush, Partizan Arc Kayles, Arc Kayles), re-evaluated: the same answers.
- ``FIXED``: small positions written by hand (loops, multi-edges, the empty graph, Fjords,
  GenCol, weights), the examples of the modules' documentation.
- ``RANDOM_VALUES``: fresh random instances, drawn by a script with ``random.Random(20261129)``:
  for each, a shape (a path, a random tree (each vertex joined to a random earlier one), a
  cycle, or a random connected graph with edge probability 0.35) on 3 to 9 vertices (Partizan
  Arc Kayles), 2 to 8 (Childish Hackenbush), 3 to 8 (Weighted Arc Kayles, the GenCol family)
  or 4 to 12 (Arc Kayles), then with probability 0.4 a repeated edge
  and with probability 0.4 a loop; edge colours uniform over ``l r e`` (Partizan Arc Kayles)
  or weighted 3:3:1 (Childish Hackenbush); weights from {0, 1, 1, 2, 2, 3, 4}, one in ten from
  10 to 13 (Weighted Arc Kayles, multi-edges merged); tints from ``. . L R`` (the GenCol
  family, loops dropped; eight GenCol rulesets with random permitted tints). Half the strings
  (at random; all for Arc Kayles) are written by cgt's own printer (format_labelled_graph),
  the others as one piece per edge between named vertices (``:Al:B;:Bl:C``). CGScript: ``game.graph.<Family>("<graph>").CanonicalForm``;
  ``game.graph.GenCol([…], […])("<graph>").CanonicalForm``; for Weighted Arc Kayles, whose
  weights CGSuite reads through a label map,
  ``game.graph.WeightedArcKayles(Graph.Parse("<graph>", vertexLabels => {"1" => 1, …})).CanonicalForm``.
- ``TIMED``: larger random graphs (a random tree plus a few random edges; tints, colours
  and weights at random), each timed with ``cgs -t`` (thread CPU of the evaluation, on a
  machine shared with other jobs) against cgt's pure-Python core (``time.process_time``
  around ``.canonical()`` / ``.nim_value()`` on a fresh process); the times are in the
  comments, the answers are checked.
- ``RANDOM_OPTIONS``: further random instances (``random.Random(20261130)``, the same shapes,
  smaller) with ``.Options(Left)`` / ``.Options(Right)``: the positions CGSuite lists, as it
  prints them (``PartizanArcKayles.Position("…")``, ``GenHackenbush.Position("…")``,
  ``GenArcKayles.Position("…")``, ``GenCol.Position("…")``).
"""

from __future__ import annotations

GAME_GRAPH_TEST: list[tuple[str, str, str, str]] = [
    ('Col', 'R-.-R-.-L-.-R-.-R-.', 'game.graph.Col("R-.-R-.-L-.-R-.-R-.").CanonicalForm', '7/8'),
    ('Snort', 'L-.-.-.-L', 'game.graph.Snort("L-.-.-.-L").CanonicalForm', '{4|0,+-1}'),
    ('Snort', '.-.-.(-.;-.)', 'game.graph.Snort(".-.-.(-.;-.)").CanonicalForm', '+-{3|2}'),
    ('ChildishHackenbush', 'l(l;rl)', 'game.graph.ChildishHackenbush("l(l;rl)").CanonicalForm', '2'),
    ('ChildishHackenbush', ':{ground}llllllrrrr:{ground}', 'game.graph.ChildishHackenbush(":{ground}llllllrrrr:{ground}").CanonicalForm', '{4|-2}'),
    ('ChildishHackenbush', 'r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))', 'game.graph.ChildishHackenbush("r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))").CanonicalForm', '15/16'),
    ('ChildishHackenbush', '(e:B;e:Bllllllrrr:B)', 'game.graph.ChildishHackenbush("(e:B;e:Bllllllrrr:B)").CanonicalForm', '{0|^[4]*||vv}'),
    ('ChildishHackenbush', '(e:B;e:B;e:Blllllllllrr:B)', 'game.graph.ChildishHackenbush("(e:B;e:B;e:Blllllllllrr:B)").AtomicWeight', '3/2'),
    ('PartizanArcKayles', 'llr', 'game.graph.PartizanArcKayles("llr").CanonicalForm', '1/2'),
    ('PartizanArcKayles', 'lrlr(ll;ree(rl;l))', 'game.graph.PartizanArcKayles("lrlr(ll;ree(rl;l))").CanonicalForm', '{3*|2*||3/2,3/2*|1/2*}'),
]

#: ``[game.graph.ArcKayles(Graph.Path(n)).NimValue for n from 1 to 50]`` (GameGraphTest.scala)
ARC_KAYLES_PATHS = '[game.graph.ArcKayles(Graph.Path(n)).NimValue for n from 1 to 50]', '[0,1,1,2,0,3,1,1,0,3,3,2,2,4,0,5,2,2,3,3,0,1,1,3,0,2,1,1,0,4,5,2,7,4,0,1,1,2,0,3,1,1,0,3,3,2,2,4,4,5]'

FIXED: list[tuple[str, str, str, str]] = [
    ('PartizanArcKayles', ':Al:A', 'game.graph.PartizanArcKayles(":Al:A").CanonicalForm', '1'),
    ('PartizanArcKayles', ':Al:Ar:A', 'game.graph.PartizanArcKayles(":Al:Ar:A").CanonicalForm', '*'),
    ('PartizanArcKayles', ':Al:Bl:A', 'game.graph.PartizanArcKayles(":Al:Bl:A").CanonicalForm', '1'),
    ('PartizanArcKayles', ':Al:Br:A', 'game.graph.PartizanArcKayles(":Al:Br:A").CanonicalForm', '*'),
    ('PartizanArcKayles', '', 'game.graph.PartizanArcKayles("").CanonicalForm', '0'),
    ('PartizanArcKayles', 'lre', 'game.graph.PartizanArcKayles("lre").CanonicalForm', '{1|0}'),
    ('Fjords', 'L-L-R', 'game.graph.Fjords("L-L-R").CanonicalForm', '1*'),
    ('Fjords', 'L-.-R', 'game.graph.Fjords("L-.-R").CanonicalForm', '0'),
    ('Fjords', 'L-L-.', 'game.graph.Fjords("L-L-.").CanonicalForm', '3'),
    ('Snort', 'L-.-R', 'game.graph.Snort("L-.-R").CanonicalForm', '+-1'),
    ('Snort', '.-.', 'game.graph.Snort(".-.").CanonicalForm', '+-1'),
    ('Col', 'L-.-R', 'game.graph.Col("L-.-R").CanonicalForm', '0'),
    ('Col', '.-.', 'game.graph.Col(".-.").CanonicalForm', '0'),
    ('Col', '.', 'game.graph.Col(".").CanonicalForm', '*'),
    ('GenCol:.:R', 'L-.-.', 'game.graph.GenCol([Nothing], [Right])("L-.-.").CanonicalForm', '1'),
    ('GenCol:.:R', '.-.', 'game.graph.GenCol([Nothing], [Right])(".-.").CanonicalForm', '1'),
    ('WeightedArcKayles', '{12}-3:A-3:A', 'game.graph.WeightedArcKayles(Graph.Parse("{12}-3:A-3:A", vertexLabels => {"12" => 12, "3" => 3})).CanonicalForm', '*'),
    ('WeightedArcKayles', '1-1-1-1', 'game.graph.WeightedArcKayles(Graph.Parse("1-1-1-1", vertexLabels => {"1" => 1})).CanonicalForm', '*2'),
    ('WeightedArcKayles', '2-2', 'game.graph.WeightedArcKayles(Graph.Parse("2-2", vertexLabels => {"2" => 2})).CanonicalForm', '0'),
    ('WeightedArcKayles', '3-2-1', 'game.graph.WeightedArcKayles(Graph.Parse("3-2-1", vertexLabels => {"1" => 1, "2" => 2, "3" => 3})).CanonicalForm', '0'),
    ('WeightedArcKayles', '3:A-3:A', 'game.graph.WeightedArcKayles(Graph.Parse("3:A-3:A", vertexLabels => {"3" => 3})).CanonicalForm', '*'),
    ('WeightedArcKayles', '2:A-2-2-2:A', 'game.graph.WeightedArcKayles(Graph.Parse("2:A-2-2-2:A", vertexLabels => {"2" => 2})).CanonicalForm', '0'),
    ('ChildishHackenbush', 'lr', 'game.graph.ChildishHackenbush("lr").CanonicalForm', '0'),
    ('ChildishHackenbush', ':Al:A', 'game.graph.ChildishHackenbush(":Al:A").CanonicalForm', '1'),
    ('ChildishHackenbush', 'l:Al:A', 'game.graph.ChildishHackenbush("l:Al:A").CanonicalForm', '2'),
    ('ChildishHackenbush', '(l:A;r:A)', 'game.graph.ChildishHackenbush("(l:A;r:A)").CanonicalForm', '0'),
    ('ChildishHackenbush', '.', 'game.graph.ChildishHackenbush(".").CanonicalForm', '0'),
    ('ArcKayles', ':A-:A', 'game.graph.ArcKayles(":A-:A").CanonicalForm', '*'),
    ('Col', 'L(-L:A;-L-L:A)', 'game.graph.Col("L(-L:A;-L-L:A)").CanonicalForm', '-1'),
    ('PartizanArcKayles', '{}l{}r', 'game.graph.PartizanArcKayles("{}l{}r").CanonicalForm', '*'),
]

TIMED: list[tuple[str, str, str, str]] = [
    # CGSuite 2.67 s, cgt 0.12 s
    ('Snort', 'L(-R-L-L(-.-R(-.:B;-R:A);-R(-.-.;-:B));-L;-R:A;-R)', 'game.graph.Snort("L(-R-L-L(-.-R(-.:B;-R:A);-R(-.-.;-:B));-L;-R:A;-R)").CanonicalForm', '{{4*|2*||0},{4*|2*||+-(1*)}|{0|-3},{+-(1*)|-3}}'),
    # CGSuite 4.65 s, cgt 0.62 s
    ('Col', '.(-R(-.-R-.(-.(-.(-.;-:A);-R-L);-:A);-L-:B);-.:A;-.:B)', 'game.graph.Col(".(-R(-.-R-.(-.(-.(-.;-:A);-R-L);-:A);-L-:B);-.:A;-.:B)").CanonicalForm', '0'),
    # CGSuite 2.37 s, cgt 0.04 s
    ('Fjords', 'R(-L(-.:A;-.:C-R(-R;-.;-:B);-.-:C);-.:B(-.(-.;-L);-L;-:A);-R-.;-L)', 'game.graph.Fjords("R(-L(-.:A;-.:C-R(-R;-.;-:B);-.-:C);-.:B(-.(-.;-L);-L;-:A);-R-.;-L)").CanonicalForm', '{5|||2||-2|-3||||-4||-8|-9}'),
    # CGSuite 1.95 s, cgt 0.80 s
    ('ArcKayles', '.(-.(-.-.(-.-.;-.:C;-.-.;-.;-.-.:B(-.-.-:D;-:A);-.:D-:C);-.;-.);-.:A;-.(-.;-:A);-.;-.-:B)', 'game.graph.ArcKayles(".(-.(-.-.(-.-.;-.:C;-.-.;-.;-.-.:B(-.-.-:D;-:A);-.:D-:C);-.;-.);-.:A;-.(-.;-:A);-.;-.-:B)").CanonicalForm', '*6'),
    # CGSuite 6.23 s, cgt 1.62 s
    ('PartizanArcKayles', ':G(l;r:Br:F(l:Ar:C(rr:E(rl(e:D(rr:E;llrr:E;r(re:F;r:D);ll:G;r:D);r:C);r:B);r:A;r:A);le;el);e;l)', 'game.graph.PartizanArcKayles(":G(l;r:Br:F(l:Ar:C(rr:E(rl(e:D(rr:E;llrr:E;r(re:F;r:D);ll:G;r:D);r:C);r:B);r:A;r:A);le;el);e;l)").CanonicalForm', '{-1/2*|-1*||-5/2*|-3*}'),
    # CGSuite 15.69 s, cgt 3.71 s (also in RANDOM_VALUES)
    ('ChildishHackenbush', ':Ae:B;:Ar:C;:Al:F;:Ar:H;:Bl:C;:Br:H;:Cr:E;:Cr:H;:Dr:G;:Dl:H;:Fl:G;:Fl:H;:Ge:H;:Al:D;:Ae:F', 'game.graph.ChildishHackenbush(":Ae:B;:Ar:C;:Al:F;:Ar:H;:Bl:C;:Br:H;:Cr:E;:Cr:H;:Dr:G;:Dl:H;:Fl:G;:Fl:H;:Ge:H;:Al:D;:Ae:F").CanonicalForm', '-1/2*'),
    # CGSuite 4.90 s, cgt 0.91 s
    ('WeightedArcKayles', '3:A(-3(-1-1;-1(-3-3:A;-3);-2-1-3:A);-3;-3-2:B(-3:A;-2:B);-1;-2)', 'game.graph.WeightedArcKayles(Graph.Parse("3:A(-3(-1-1;-1(-3-3:A;-3);-2-1-3:A);-3;-3-2:B(-3:A;-2:B);-1;-2)", vertexLabels => {"1" => 1, "2" => 2, "3" => 3})).NimValue', '4'),
]

RANDOM_VALUES: list[tuple[str, str, str, str]] = [
    ('PartizanArcKayles', ':A(rr;e:A)', 'game.graph.PartizanArcKayles(":A(rr;e:A)").CanonicalForm', '-1*'),
    ('PartizanArcKayles', ':Al:B;:Bl:C;:Cr:D;:De:A;:Be:B', 'game.graph.PartizanArcKayles(":Al:B;:Bl:C;:Cr:D;:De:A;:Be:B").CanonicalForm', '0'),
    ('PartizanArcKayles', ':Ae:B;:Bl:C;:Cl:D;:De:E;:Er:F;:Fl:G;:Gl:H', 'game.graph.PartizanArcKayles(":Ae:B;:Bl:C;:Cl:D;:De:E;:Er:F;:Fl:G;:Gl:H").CanonicalForm', '1'),
    ('PartizanArcKayles', ':Ae:B;:Bl:C;:Ce:D;:Al:E;:De:F;:Ar:A', 'game.graph.PartizanArcKayles(":Ae:B;:Bl:C;:Ce:D;:Al:E;:De:F;:Ar:A").CanonicalForm', '^'),
    ('PartizanArcKayles', ':A(elrree:A;l:A)', 'game.graph.PartizanArcKayles(":A(elrree:A;l:A)").CanonicalForm', '{0|-1*}'),
    ('PartizanArcKayles', ':Ar:B;:Ar:F;:Ae:G;:Ar:H;:Be:C;:Br:F;:Bl:G;:Bl:H;:Ce:D;:Cr:E;:Ce:F;:De:E;:Dr:F;:Dr:G;:Ee:F;:Fl:H;:Al:A', 'game.graph.PartizanArcKayles(":Ar:B;:Ar:F;:Ae:G;:Ar:H;:Be:C;:Br:F;:Bl:G;:Bl:H;:Ce:D;:Cr:E;:Ce:F;:De:E;:Dr:F;:Dr:G;:Ee:F;:Fl:H;:Al:A").CanonicalForm', '*'),
    ('PartizanArcKayles', 'rlleele', 'game.graph.PartizanArcKayles("rlleele").CanonicalForm', '{1/2*|0}'),
    ('PartizanArcKayles', 'eeer', 'game.graph.PartizanArcKayles("eeer").CanonicalForm', '{*|-1}'),
    ('PartizanArcKayles', ':Al:Crl(e:B(l:A;e:B);r(rr:A;l:C);l:A)', 'game.graph.PartizanArcKayles(":Al:Crl(e:B(l:A;e:B);r(rr:A;l:C);l:A)").CanonicalForm', '{^*,{1/2|-1*}|-1*,-1*2}'),
    ('PartizanArcKayles', 'lreelrr', 'game.graph.PartizanArcKayles("lreelrr").CanonicalForm', '{1/2|-1*}'),
    ('PartizanArcKayles', ':Ar:C;:Al:B;:Ae:B;:Cl:C', 'game.graph.PartizanArcKayles(":Ar:C;:Al:B;:Ae:B;:Cl:C").CanonicalForm', '{1|0}'),
    ('PartizanArcKayles', 'e(l(e:A(lr:A;l);l);l)', 'game.graph.PartizanArcKayles("e(l(e:A(lr:A;l);l);l)").CanonicalForm', '{1*|*}'),
    ('PartizanArcKayles', ':Ar:B;:Br:C;:Be:B', 'game.graph.PartizanArcKayles(":Ar:B;:Br:C;:Be:B").CanonicalForm', '*'),
    ('PartizanArcKayles', ':Ar:B;:Bl:C;:Ce:D;:De:E;:Er:F;:Fe:G;:Gl:H;:Hr:I;:Gl:G', 'game.graph.PartizanArcKayles(":Ar:B;:Bl:C;:Ce:D;:De:E;:Er:F;:Fe:G;:Gl:H;:Hr:I;:Gl:G").CanonicalForm', '{*|-1*||-2*}'),
    ('PartizanArcKayles', ':Al(reel;l:A)', 'game.graph.PartizanArcKayles(":Al(reel;l:A)").CanonicalForm', '{2|*}'),
    ('PartizanArcKayles', ':Dl:Ae:B(l(r:C(e(r:B;e:C);r:B);l:A);re:D)', 'game.graph.PartizanArcKayles(":Dl:Ae:B(l(r:C(e(r:B;e:C);r:B);l:A);re:D)").CanonicalForm', '*'),
    ('PartizanArcKayles', ':Ar:D;:Ae:E;:Be:C;:Be:E;:Ae:B', 'game.graph.PartizanArcKayles(":Ar:D;:Ae:E;:Be:C;:Be:E;:Ae:B").CanonicalForm', '{0,*|-1}'),
    ('PartizanArcKayles', ':Al:B;:Br:C;:Ce:D;:Dr:A;:Cr:D;:Bl:B', 'game.graph.PartizanArcKayles(":Al:B;:Br:C;:Ce:D;:Dr:A;:Cr:D;:Bl:B").CanonicalForm', '+-1'),
    ('PartizanArcKayles', 'll:All:A', 'game.graph.PartizanArcKayles("ll:All:A").CanonicalForm', '2'),
    ('PartizanArcKayles', ':Ar:B;:Be:C;:Cr:D;:Dl:E;:Er:F;:Bl:C', 'game.graph.PartizanArcKayles(":Ar:B;:Be:C;:Cr:D;:Dl:E;:Er:F;:Bl:C").CanonicalForm', '{*|-2}'),
    ('PartizanArcKayles', ':Al:B;:Br:C;:Ce:D;:Dl:E;:Er:F;:Fe:G;:Gr:H;:He:I;:Hr:I', 'game.graph.PartizanArcKayles(":Al:B;:Br:C;:Ce:D;:Dl:E;:Er:F;:Fe:G;:Gr:H;:He:I;:Hr:I").CanonicalForm', '{1|*2}'),
    ('PartizanArcKayles', ':Ar:Br(e(er:C(e:A;l:C);e:A;l:B);e:A)', 'game.graph.PartizanArcKayles(":Ar:Br(e(er:C(e:A;l:C);e:A;l:B);e:A)").CanonicalForm', '+-(1*)'),
    ('ChildishHackenbush', ':Ale:Bl:C(l:A;r:B;r:C)', 'game.graph.ChildishHackenbush(":Ale:Bl:C(l:A;r:B;r:C)").CanonicalForm', '1*'),
    ('ChildishHackenbush', ':Allre:A', 'game.graph.ChildishHackenbush(":Allre:A").CanonicalForm', '{1v*|0}'),
    ('ChildishHackenbush', ':All(r(rr;l:A);l:A)', 'game.graph.ChildishHackenbush(":All(r(rr;l:A);l:A)").CanonicalForm', '1'),
    ('ChildishHackenbush', ':Ar:B;:Br:C;:Cl:D;:Dr:A;:Ar:B', 'game.graph.ChildishHackenbush(":Ar:B;:Br:C;:Cl:D;:Dr:A;:Ar:B").CanonicalForm', '-3'),
    ('ChildishHackenbush', ':Al:B;:Br:C;:Ae:D;:Al:E;:Ee:F;:Al:G;:Al:B', 'game.graph.ChildishHackenbush(":Al:B;:Br:C;:Ae:D;:Al:E;:Ee:F;:Al:G;:Al:B").CanonicalForm', '3'),
    ('ChildishHackenbush', ':Al:D;:Bl:D;:Be:G;:Cl:D;:Ce:E;:Cl:H;:Er:F;:Ee:H;:Fl:H;:Al:B;:Bl:C', 'game.graph.ChildishHackenbush(":Al:D;:Bl:D;:Be:G;:Cl:D;:Ce:E;:Cl:H;:Er:F;:Ee:H;:Fl:H;:Al:B;:Bl:C").CanonicalForm', '6v3'),
    ('ChildishHackenbush', ':Al:B;:Be:C;:Ce:D;:Dl:E;:Dr:E', 'game.graph.ChildishHackenbush(":Al:B;:Be:C;:Ce:D;:Dl:E;:Dr:E").CanonicalForm', '1*2'),
    ('ChildishHackenbush', ':Alrllr:A', 'game.graph.ChildishHackenbush(":Alrllr:A").CanonicalForm', '1'),
    ('ChildishHackenbush', 'r', 'game.graph.ChildishHackenbush("r").CanonicalForm', '-1'),
    ('ChildishHackenbush', ':Ar:B;:Ar:C;:Bl:D;:Bl:B', 'game.graph.ChildishHackenbush(":Ar:B;:Ar:C;:Bl:D;:Bl:B").CanonicalForm', '0'),
    ('ChildishHackenbush', 'r', 'game.graph.ChildishHackenbush("r").CanonicalForm', '-1'),
    ('ChildishHackenbush', 'rr:A(r(rl;l:A);l:A)', 'game.graph.ChildishHackenbush("rr:A(r(rl;l:A);l:A)").CanonicalForm', '1*'),
    ('ChildishHackenbush', ':Aerr:A', 'game.graph.ChildishHackenbush(":Aerr:A").CanonicalForm', '-2*'),
    ('ChildishHackenbush', ':Al:B;:Ae:C;:Br:C;:Cl:D;:Cr:G;:Dr:G;:Br:E;:El:F;:Bl:C', 'game.graph.ChildishHackenbush(":Al:B;:Ae:C;:Br:C;:Cl:D;:Cr:G;:Dr:G;:Br:E;:El:F;:Bl:C").CanonicalForm', '{0,v*|0,*||-3/4}'),
    ('ChildishHackenbush', ':All(l:A;l:A)', 'game.graph.ChildishHackenbush(":All(l:A;l:A)").CanonicalForm', '4'),
    ('ChildishHackenbush', ':Ae:B;:Br:C;:Cr:D;:Dl:A;:Br:C', 'game.graph.ChildishHackenbush(":Ae:B;:Br:C;:Cr:D;:Dl:A;:Br:C").CanonicalForm', '{v[3]*|-2}'),
    ('ChildishHackenbush', ':Ar:B;:Bl:C;:Cr:D;:Dl:E;:Ee:F;:Fl:G;:Gl:A;:Er:F', 'game.graph.ChildishHackenbush(":Ar:B;:Bl:C;:Cr:D;:Dl:E;:Ee:F;:Fl:G;:Gl:A;:Er:F").CanonicalForm', '1/2*'),
    ('ChildishHackenbush', ':Ae:B;:Ar:C;:Al:F;:Ar:H;:Bl:C;:Br:H;:Cr:E;:Cr:H;:Dr:G;:Dl:H;:Fl:G;:Fl:H;:Ge:H;:Al:D;:Ae:F', 'game.graph.ChildishHackenbush(":Ae:B;:Ar:C;:Al:F;:Ar:H;:Bl:C;:Br:H;:Cr:E;:Cr:H;:Dr:G;:Dl:H;:Fl:G;:Fl:H;:Ge:H;:Al:D;:Ae:F").CanonicalForm', '-1/2*'),
    ('WeightedArcKayles', '2:A-{10}:B;2:A-1:C;2:A-1:D;2:A-2:F;2:A-2:G;2:A-{10}:H;1:C-1:C;1:C-3:E;1:C-2:G;1:D-2:F;1:D-{10}:H', 'game.graph.WeightedArcKayles(Graph.Parse("2:A-{10}:B;2:A-1:C;2:A-1:D;2:A-2:F;2:A-2:G;2:A-{10}:H;1:C-1:C;1:C-3:E;1:C-2:G;1:D-2:F;1:D-{10}:H", vertexLabels => {"1" => 1, "2" => 2, "3" => 3, "10" => 10})).CanonicalForm', '0'),
    ('WeightedArcKayles', '1:B-2-0:A(-3-2-3-3-1:B;-0:A)', 'game.graph.WeightedArcKayles(Graph.Parse("1:B-2-0:A(-3-2-3-3-1:B;-0:A)", vertexLabels => {"0" => 0, "1" => 1, "2" => 2, "3" => 3})).CanonicalForm', '*3'),
    ('WeightedArcKayles', '1-0(-2;-3)', 'game.graph.WeightedArcKayles(Graph.Parse("1-0(-2;-3)", vertexLabels => {"0" => 0, "1" => 1, "2" => 2, "3" => 3})).CanonicalForm', '0'),
    ('WeightedArcKayles', '{12}-4-2-2-{12}-2-1-4', 'game.graph.WeightedArcKayles(Graph.Parse("{12}-4-2-2-{12}-2-1-4", vertexLabels => {"1" => 1, "2" => 2, "4" => 4, "12" => 12})).CanonicalForm', '*3'),
    ('WeightedArcKayles', '2:A-4:B;4:B-2:C', 'game.graph.WeightedArcKayles(Graph.Parse("2:A-4:B;4:B-2:C", vertexLabels => {"2" => 2, "4" => 4})).CanonicalForm', '0'),
    ('WeightedArcKayles', '{13}:A-2:B;2:B-4:C;2:B-1:D;4:C-0:E', 'game.graph.WeightedArcKayles(Graph.Parse("{13}:A-2:B;2:B-4:C;2:B-1:D;4:C-0:E", vertexLabels => {"0" => 0, "1" => 1, "2" => 2, "4" => 4, "13" => 13})).CanonicalForm', '0'),
    ('WeightedArcKayles', '{10}(-{11};-4)', 'game.graph.WeightedArcKayles(Graph.Parse("{10}(-{11};-4)", vertexLabels => {"4" => 4, "10" => 10, "11" => 11})).CanonicalForm', '0'),
    ('WeightedArcKayles', '2-2-3-2-2-0-{13}', 'game.graph.WeightedArcKayles(Graph.Parse("2-2-3-2-2-0-{13}", vertexLabels => {"0" => 0, "2" => 2, "3" => 3, "13" => 13})).CanonicalForm', '0'),
    ('WeightedArcKayles', '3:A-4:B;4:B-2:C;2:C-2:D;2:D-1:E;1:E-4:F;4:F-2:G;2:G-2:H', 'game.graph.WeightedArcKayles(Graph.Parse("3:A-4:B;4:B-2:C;2:C-2:D;2:D-1:E;1:E-4:F;4:F-2:G;2:G-2:H", vertexLabels => {"1" => 1, "2" => 2, "3" => 3, "4" => 4})).CanonicalForm', '0'),
    ('WeightedArcKayles', '1:A-1:A;1:A-0:B;0:B-1:C;1:C-1:D;1:D-3:E;3:E-1:F;1:F-2:G;2:G-4:H;4:H-1:A', 'game.graph.WeightedArcKayles(Graph.Parse("1:A-1:A;1:A-0:B;0:B-1:C;1:C-1:D;1:D-3:E;3:E-1:F;1:F-2:G;2:G-4:H;4:H-1:A", vertexLabels => {"0" => 0, "1" => 1, "2" => 2, "3" => 3, "4" => 4})).CanonicalForm', '*3'),
    ('WeightedArcKayles', '0:A-3-1-2-2-3-0:A', 'game.graph.WeightedArcKayles(Graph.Parse("0:A-3-1-2-2-3-0:A", vertexLabels => {"0" => 0, "1" => 1, "2" => 2, "3" => 3})).CanonicalForm', '*'),
    ('WeightedArcKayles', '1:A-2:B;2:B-2:C', 'game.graph.WeightedArcKayles(Graph.Parse("1:A-2:B;2:B-2:C", vertexLabels => {"1" => 1, "2" => 2})).CanonicalForm', '0'),
    ('WeightedArcKayles', '2:A-3:B;3:B-1:C;3:B-3:D;3:D-2:E', 'game.graph.WeightedArcKayles(Graph.Parse("2:A-3:B;3:B-1:C;3:B-3:D;3:D-2:E", vertexLabels => {"1" => 1, "2" => 2, "3" => 3})).CanonicalForm', '*'),
    ('WeightedArcKayles', '3:A-1:B;3:A-0:F;1:B-3:C;1:B-4:D;3:C-4:D;3:C-0:F;4:D-3:E;4:D-0:F;4:D-1:G;0:F-2:H', 'game.graph.WeightedArcKayles(Graph.Parse("3:A-1:B;3:A-0:F;1:B-3:C;1:B-4:D;3:C-4:D;3:C-0:F;4:D-3:E;4:D-0:F;4:D-1:G;0:F-2:H", vertexLabels => {"0" => 0, "1" => 1, "2" => 2, "3" => 3, "4" => 4})).CanonicalForm', '*3'),
    ('WeightedArcKayles', '4:A-1:B;1:B-0:C;0:C-4:D;4:D-0:E;0:E-0:E;0:E-{11}:F', 'game.graph.WeightedArcKayles(Graph.Parse("4:A-1:B;1:B-0:C;0:C-4:D;4:D-0:E;0:E-0:E;0:E-{11}:F", vertexLabels => {"0" => 0, "1" => 1, "4" => 4, "11" => 11})).CanonicalForm', '*'),
    ('WeightedArcKayles', '4:A-{12}:B;4:A-4:C;{12}:B-4:E;{12}:B-1:G;4:C-3:D;4:C-2:F', 'game.graph.WeightedArcKayles(Graph.Parse("4:A-{12}:B;4:A-4:C;{12}:B-4:E;{12}:B-1:G;4:C-3:D;4:C-2:F", vertexLabels => {"1" => 1, "2" => 2, "3" => 3, "4" => 4, "12" => 12})).CanonicalForm', '*'),
    ('WeightedArcKayles', '1-1(-0;-1:A-1:A)', 'game.graph.WeightedArcKayles(Graph.Parse("1-1(-0;-1:A-1:A)", vertexLabels => {"0" => 0, "1" => 1})).CanonicalForm', '*2'),
    ('WeightedArcKayles', '1:A-2-1-1:A', 'game.graph.WeightedArcKayles(Graph.Parse("1:A-2-1-1:A", vertexLabels => {"1" => 1, "2" => 2})).CanonicalForm', '*2'),
    ('ArcKayles', ':A--(-:B-(--(--:A;-:B);-:A);-:A)', 'game.graph.ArcKayles(":A--(-:B-(--(--:A;-:B);-:A);-:A)").CanonicalForm', '*'),
    ('ArcKayles', '------', 'game.graph.ArcKayles("------").CanonicalForm', '*'),
    ('ArcKayles', '------:A-(---;-:A)', 'game.graph.ArcKayles("------:A-(---;-:A)").CanonicalForm', '*3'),
    ('ArcKayles', ':A-:D-:B(-:C-(-(-:A;-:C);--:B);-(-:D;-:D);-:A;-:B)', 'game.graph.ArcKayles(":A-:D-:B(-:C-(-(-:A;-:C);--:B);-(-:D;-:D);-:A;-:B)").CanonicalForm', '*'),
    ('ArcKayles', ':A(-(-;-(-;-);--;-);-;--:A;-)', 'game.graph.ArcKayles(":A(-(-;-(-;-);--;-);-;--:A;-)").CanonicalForm', '*2'),
    ('ArcKayles', '-(-(-;--);-)', 'game.graph.ArcKayles("-(-(-;--);-)").CanonicalForm', '*3'),
    ('ArcKayles', '(-:A(-(--;--);-(-;-:A));-)', 'game.graph.ArcKayles("(-:A(-(--;--);-(-;-:A));-)").CanonicalForm', '*3'),
    ('ArcKayles', '-(-;--:A-:A;-)', 'game.graph.ArcKayles("-(-;--:A-:A;-)").CanonicalForm', '0'),
    ('ArcKayles', ':A-:B-(-;-:D-:C(-(--:C;--:D;-:B);-:A;-:B);-:A)', 'game.graph.ArcKayles(":A-:B-(-;-:D-:C(-(--:C;--:D;-:B);-:A;-:B);-:A)").CanonicalForm', '*2'),
    ('ArcKayles', ':A-:D-:B(--:A;-:C(-(--:A;-(-(--:D;-:C);-:B));-:A);-:A)', 'game.graph.ArcKayles(":A-:D-:B(--:A;-:C(-(--:A;-(-(--:D;-:C);-:B));-:A);-:A)").CanonicalForm', '0'),
    ('Col', ':A-R-R-R-R-:A', 'game.graph.Col(":A-R-R-R-R-:A").CanonicalForm', '3/2'),
    ('Col', '-R-R', 'game.graph.Col("-R-R").CanonicalForm', '1*'),
    ('Col', 'L:A-L:B;L:B-R:C;R:C-:D;:D-L:E;L:E-L:A', 'game.graph.Col("L:A-L:B;L:B-R:C;R:C-:D;:D-L:E;L:E-L:A").CanonicalForm', '-1'),
    ('Col', 'L:A-L:B;L:B-:C;L:B-R:D;:C-:E;:C-R:F', 'game.graph.Col("L:A-L:B;L:B-:C;L:B-R:D;:C-:E;:C-R:F").CanonicalForm', '1/2'),
    ('Col', ':A-R:B;:A-:C;:A-:D;:A-:E;:A-L:G;:A-:H;R:B-:E;R:B-L:F;:C-:E;:E-L:F;L:F-L:G;L:F-:H', 'game.graph.Col(":A-R:B;:A-:C;:A-:D;:A-:E;:A-L:G;:A-:H;R:B-:E;R:B-L:F;:C-:E;:E-L:F;L:F-L:G;L:F-:H").CanonicalForm', '-1/2'),
    ('Col', 'R:A-:B;:B-:C;:C-:D;:D-L:E;L:E-R:F;R:F-L:G', 'game.graph.Col("R:A-:B;:B-:C;:C-:D;:D-L:E;L:E-R:F;R:F-L:G").CanonicalForm', '0'),
    ('Col', 'L---L-L', 'game.graph.Col("L---L-L").CanonicalForm', '-3/2'),
    ('Col', 'L:A---L:A', 'game.graph.Col("L:A---L:A").CanonicalForm', '0'),
    ('Snort', ':A-L--:A', 'game.graph.Snort(":A-L--:A").CanonicalForm', '{2|-1}'),
    ('Snort', 'R---R--', 'game.graph.Snort("R---R--").CanonicalForm', '{{2|-1},{2|-1*}|{-1|-4},{-1*|-4}}'),
    ('Snort', 'L:A-:B;:B-:C;:C-:D;:D-:E', 'game.graph.Snort("L:A-:B;:B-:C;:C-:D;:D-:E").CanonicalForm', '{3|2||{0|-2},{*|-1*}}'),
    ('Snort', ':A-:B;:A-:C;:B-:C', 'game.graph.Snort(":A-:B;:A-:C;:B-:C").CanonicalForm', '+-2'),
    ('Snort', 'L--L---', 'game.graph.Snort("L--L---").CanonicalForm', '{4|2||0,{1|-2}}'),
    ('Snort', ':A-:B;:B-:C;:C-L:D;L:D-L:E;L:E-:F;:F-:G', 'game.graph.Snort(":A-:B;:B-:C;:C-L:D;L:D-L:E;L:E-:F;:F-:G").CanonicalForm', '{5|2||1*|-2*}'),
    ('Snort', ':A-:B;:B-:C;:C-L:D;L:D-L:E', 'game.graph.Snort(":A-:B;:B-:C;:C-L:D;L:D-L:E").CanonicalForm', '{4|*}'),
    ('Snort', 'R:A-R:B;R:B-:C;:C-R:D;R:D-R:E;R:E-R:F', 'game.graph.Snort("R:A-R:B;R:B-:C;:C-R:D;R:D-R:E;R:E-R:F").CanonicalForm', '{-3|-5}'),
    ('Fjords', 'R(-;-L(-L-L;-R))', 'game.graph.Fjords("R(-;-L(-L-L;-R))").CanonicalForm', '{2|0}'),
    ('Fjords', 'L:A-:B;:B-L:C;L:C-:D;:D-:E', 'game.graph.Fjords("L:A-:B;:B-L:C;L:C-:D;:D-:E").CanonicalForm', '5'),
    ('Fjords', 'R-L-R', 'game.graph.Fjords("R-L-R").CanonicalForm', '{0|-1}'),
    ('Fjords', ':A-R:B;R:B-:C;R:B-:D', 'game.graph.Fjords(":A-R:B;R:B-:C;R:B-:D").CanonicalForm', '-4'),
    ('Fjords', 'L:A-(-;-(--L-L:A;-))', 'game.graph.Fjords("L:A-(-;-(--L-L:A;-))").CanonicalForm', '7'),
    ('GenCol:R:R', 'L(-R;--R(-;-R))', 'game.graph.GenCol([Right], [Right])("L(-R;--R(-;-R))").CanonicalForm', '^*'),
    ('GenCol:.R:.LR', ':A-L-L-R-L-:A', 'game.graph.GenCol([Nothing, Right], [Nothing, Left, Right])(":A-L-L-R-L-:A").CanonicalForm', '-5/4'),
    ('GenCol:R:R', 'R:A-:B;R:A-:C;R:A-:D;:B-:D;:B-L:F;:B-:G;:C-:E;L:F-:G', 'game.graph.GenCol([Right], [Right])("R:A-:B;R:A-:C;R:A-:D;:B-:D;:B-L:F;:B-:G;:C-:E;L:F-:G").CanonicalForm', '^^'),
    ('GenCol:.L:L', 'L-L-L-L-L---', 'game.graph.GenCol([Nothing, Left], [Left])("L-L-L-L-L---").CanonicalForm', '{1/2vv|v*}'),
    ('GenCol:.L:.L', ':A-L:B;L:B-:C;:C-:D;:D-:E;:E-R:F', 'game.graph.GenCol([Nothing, Left], [Nothing, Left])(":A-L:B;L:B-:C;:C-:D;:D-:E;:E-R:F").CanonicalForm', 'vv*'),
    ('GenCol:.L:R', 'L:A-L:B;L:A-L:F;L:B-:C;L:B-R:D;L:B-L:E;L:B-L:F;L:B-R:G;L:B-:H;:C-:H;L:E-:H;L:F-R:G;L:F-:H', 'game.graph.GenCol([Nothing, Left], [Right])("L:A-L:B;L:A-L:F;L:B-:C;L:B-R:D;L:B-L:E;L:B-L:F;L:B-R:G;L:B-:H;:C-:H;L:E-:H;L:F-R:G;L:F-:H").CanonicalForm', '{5|3}'),
    ('GenCol:.LR:.L', '(-L;-L-R;-R)', 'game.graph.GenCol([Nothing, Left, Right], [Nothing, Left])("(-L;-L-R;-R)").CanonicalForm', '5/4'),
    ('GenCol:L:R', 'L:A-:B;:B-:C;:C-R:D;R:D-:E;:E-L:F;L:F-L:A', 'game.graph.GenCol([Left], [Right])("L:A-:B;:B-:C;:C-R:D;R:D-:E;:E-L:F;L:F-L:A").CanonicalForm', '0'),
]

RANDOM_OPTIONS: list[tuple[str, str, str, str, str]] = [
    ('PartizanArcKayles', ':Ae:B;:Be:C;:Be:D;:Bl:D', 'Left', 'game.graph.PartizanArcKayles(":Ae:B;:Be:C;:Be:D;:Bl:D").Options(Left)', '[PartizanArcKayles.Position(".;."),PartizanArcKayles.Position(".;."),PartizanArcKayles.Position(".;."),PartizanArcKayles.Position(".;.")]'),
    ('PartizanArcKayles', ':Ae:B;:Be:C;:Be:D;:Bl:D', 'Right', 'game.graph.PartizanArcKayles(":Ae:B;:Be:C;:Be:D;:Bl:D").Options(Right)', '[PartizanArcKayles.Position(".;."),PartizanArcKayles.Position(".;."),PartizanArcKayles.Position(".;.")]'),
    ('PartizanArcKayles', ':Al:B;:Br:C;:Ce:A;:Cr:A', 'Left', 'game.graph.PartizanArcKayles(":Al:B;:Br:C;:Ce:A;:Cr:A").Options(Left)', '[PartizanArcKayles.Position("."),PartizanArcKayles.Position(".")]'),
    ('PartizanArcKayles', ':Al:B;:Br:C;:Ce:A;:Cr:A', 'Right', 'game.graph.PartizanArcKayles(":Al:B;:Br:C;:Ce:A;:Cr:A").Options(Right)', '[PartizanArcKayles.Position("."),PartizanArcKayles.Position("."),PartizanArcKayles.Position(".")]'),
    ('PartizanArcKayles', ':B(l(e;r;r:Al:A);r(e;e:B))', 'Left', 'game.graph.PartizanArcKayles(":B(l(e;r;r:Al:A);r(e;e:B))").Options(Left)', '[PartizanArcKayles.Position(".;.;:Al:A;e"),PartizanArcKayles.Position("(e;r;r:Al:A);."),PartizanArcKayles.Position(":Ar(e;e:A);.;:Bl:B"),PartizanArcKayles.Position(":A(l(e;r);r(e;e:A))"),PartizanArcKayles.Position("l(e;r;r:Al:A)")]'),
    ('PartizanArcKayles', ':B(l(e;r;r:Al:A);r(e;e:B))', 'Right', 'game.graph.PartizanArcKayles(":B(l(e;r;r:Al:A);r(e;e:B))").Options(Right)', '[PartizanArcKayles.Position("(e;r;r:Al:A);."),PartizanArcKayles.Position("(e;r;r:Al:A);."),PartizanArcKayles.Position(":Ar(e;e:A);.;:Bl:B"),PartizanArcKayles.Position(":Ar(e;e:A);.;:Bl:B"),PartizanArcKayles.Position(":Ar(e;e:A);.;."),PartizanArcKayles.Position("l(e;r;r:Al:A)")]'),
    ('PartizanArcKayles', ':A(e(el:A;rll:A);ll)', 'Left', 'game.graph.PartizanArcKayles(":A(e(el:A;rll:A);ll)").Options(Left)', '[PartizanArcKayles.Position(".;l;l"),PartizanArcKayles.Position("rl;l"),PartizanArcKayles.Position("(e;r);l"),PartizanArcKayles.Position("(e;rl);."),PartizanArcKayles.Position("(ll;ll)"),PartizanArcKayles.Position(":A(eel:A;ll)"),PartizanArcKayles.Position(":Ae(el:A;rll:A)")]'),
    ('PartizanArcKayles', ':A(e(el:A;rll:A);ll)', 'Right', 'game.graph.PartizanArcKayles(":A(e(el:A;rll:A);ll)").Options(Right)', '[PartizanArcKayles.Position(".;l;l"),PartizanArcKayles.Position("(ll;ll)"),PartizanArcKayles.Position("(l;l;ll)")]'),
    ('PartizanArcKayles', ':Ble:A(r(l:B;r:A);r:A)', 'Left', 'game.graph.PartizanArcKayles(":Ble:A(r(l:B;r:A);r:A)").Options(Left)', '[PartizanArcKayles.Position(":A(rr:A;r:A)"),PartizanArcKayles.Position("e:Ar:A"),PartizanArcKayles.Position("l")]'),
    ('PartizanArcKayles', ':Ble:A(r(l:B;r:A);r:A)', 'Right', 'game.graph.PartizanArcKayles(":Ble:A(r(l:B;r:A);r:A)").Options(Right)', '[PartizanArcKayles.Position("l"),PartizanArcKayles.Position("l"),PartizanArcKayles.Position("l"),PartizanArcKayles.Position("(l;l)")]'),
    ('PartizanArcKayles', 'errrl', 'Left', 'game.graph.PartizanArcKayles("errrl").Options(Left)', '[PartizanArcKayles.Position("rrl"),PartizanArcKayles.Position("err")]'),
    ('PartizanArcKayles', 'errrl', 'Right', 'game.graph.PartizanArcKayles("errrl").Options(Right)', '[PartizanArcKayles.Position("rrl"),PartizanArcKayles.Position(".;rl"),PartizanArcKayles.Position("e;l"),PartizanArcKayles.Position("er;.")]'),
    ('PartizanArcKayles', ':Bl:D;:Bl:G;:Cr:G;:Dl:E;:De:G;:Er:F;:Fl:G;:Al:B;:Al:C;:Dl:E', 'Left', 'game.graph.PartizanArcKayles(":Bl:D;:Bl:G;:Cr:G;:Dl:E;:De:G;:Er:F;:Fl:G;:Al:B;:Al:C;:Dl:E").Options(Left)', '[PartizanArcKayles.Position("(rl;lr)"),PartizanArcKayles.Position(":Al(r;l:A);l"),PartizanArcKayles.Position(":Al(rl(r;e:A);l:A)"),PartizanArcKayles.Position(":Al(rll:A;l)"),PartizanArcKayles.Position("ll;r"),PartizanArcKayles.Position(":Al(rll:A;l)"),PartizanArcKayles.Position("(l:All:A;ll)"),PartizanArcKayles.Position(":Al:Bl(rl(l:A;e:B);l:B)")]'),
    ('PartizanArcKayles', ':Bl:D;:Bl:G;:Cr:G;:Dl:E;:De:G;:Er:F;:Fl:G;:Al:B;:Al:C;:Dl:E', 'Right', 'game.graph.PartizanArcKayles(":Bl:D;:Bl:G;:Cr:G;:Dl:E;:De:G;:Er:F;:Fl:G;:Al:B;:Al:C;:Dl:E").Options(Right)', '[PartizanArcKayles.Position("ll;r"),PartizanArcKayles.Position("(l:Al(r;l:A);l)"),PartizanArcKayles.Position(":Ale(l:A;rll:A)")]'),
    ('PartizanArcKayles', 'ree:Ar(rr;l:A)', 'Left', 'game.graph.PartizanArcKayles("ree:Ar(rr;l:A)").Options(Left)', '[PartizanArcKayles.Position(".;:Ar(rr;l:A)"),PartizanArcKayles.Position("r;rr"),PartizanArcKayles.Position("re;r")]'),
    ('PartizanArcKayles', 'ree:Ar(rr;l:A)', 'Right', 'game.graph.PartizanArcKayles("ree:Ar(rr;l:A)").Options(Right)', '[PartizanArcKayles.Position("e:Ar(rr;l:A)"),PartizanArcKayles.Position(".;:Ar(rr;l:A)"),PartizanArcKayles.Position("r;rr"),PartizanArcKayles.Position("re;r"),PartizanArcKayles.Position("ree;."),PartizanArcKayles.Position("ree:Arl:A")]'),
    ('ChildishHackenbush', 'l(rrl;l)', 'Left', 'game.graph.ChildishHackenbush("l(rrl;l)").Options(Left)', '[GenHackenbush.Position("lrrl"),GenHackenbush.Position("l(rr;l)")]'),
    ('ChildishHackenbush', 'l(rrl;l)', 'Right', 'game.graph.ChildishHackenbush("l(rrl;l)").Options(Right)', '[]'),
    ('ChildishHackenbush', ':Al:B;:Ar:C;:Cl:D;:Cl:D', 'Left', 'game.graph.ChildishHackenbush(":Al:B;:Ar:C;:Cl:D;:Cl:D").Options(Left)', '[GenHackenbush.Position("r:All:A"),GenHackenbush.Position("(l;rl)"),GenHackenbush.Position("(l;rl)")]'),
    ('ChildishHackenbush', ':Al:B;:Ar:C;:Cl:D;:Cl:D', 'Right', 'game.graph.ChildishHackenbush(":Al:B;:Ar:C;:Cl:D;:Cl:D").Options(Right)', '[]'),
    ('ChildishHackenbush', ':Al:B;:Be:C;:Be:D;:Cl:E;:Er:E', 'Left', 'game.graph.ChildishHackenbush(":Al:B;:Be:C;:Be:D;:Cl:E;:Er:E").Options(Left)', '[GenHackenbush.Position("le"),GenHackenbush.Position("lel:Ar:A")]'),
    ('ChildishHackenbush', ':Al:B;:Be:C;:Be:D;:Cl:E;:Er:E', 'Right', 'game.graph.ChildishHackenbush(":Al:B;:Be:C;:Be:D;:Cl:E;:Er:E").Options(Right)', '[GenHackenbush.Position("le"),GenHackenbush.Position("lel:Ar:A"),GenHackenbush.Position("l(el;e)")]'),
    ('ChildishHackenbush', ':Ar:B;:Al:B', 'Left', 'game.graph.ChildishHackenbush(":Ar:B;:Al:B").Options(Left)', '[GenHackenbush.Position("r")]'),
    ('ChildishHackenbush', ':Ar:B;:Al:B', 'Right', 'game.graph.ChildishHackenbush(":Ar:B;:Al:B").Options(Right)', '[GenHackenbush.Position("l")]'),
    ('ChildishHackenbush', ':Ae:Bl(r:A;l:B)', 'Left', 'game.graph.ChildishHackenbush(":Ae:Bl(r:A;l:B)").Options(Left)', '[GenHackenbush.Position("r:All:A"),GenHackenbush.Position(":Aelr:A"),GenHackenbush.Position(":Aelr:A")]'),
    ('ChildishHackenbush', ':Ae:Bl(r:A;l:B)', 'Right', 'game.graph.ChildishHackenbush(":Ae:Bl(r:A;l:B)").Options(Right)', '[GenHackenbush.Position("r:All:A"),GenHackenbush.Position("e:All:A")]'),
    ('ChildishHackenbush', ':Al:B(lrr:A;r:A;r:B)', 'Left', 'game.graph.ChildishHackenbush(":Al:B(lrr:A;r:A;r:B)").Options(Left)', '[GenHackenbush.Position(":Arrl:B(r:A;r:B)"),GenHackenbush.Position(":A(l:B(r:A;r:B);rr)")]'),
    ('ChildishHackenbush', ':Al:B(lrr:A;r:A;r:B)', 'Right', 'game.graph.ChildishHackenbush(":Al:B(lrr:A;r:A;r:B)").Options(Right)', '[GenHackenbush.Position(":Al:B(lr;r:A;r:B)"),GenHackenbush.Position(":Al:B(lrr:A;r:B)"),GenHackenbush.Position(":Al(lrr:A;r:A)"),GenHackenbush.Position(":A(l:B(l;r:A;r:B);r)")]'),
    ('WeightedArcKayles', '0:A-2:B;0:A-2:C;2:B-1:D', 'Left', 'game.graph.WeightedArcKayles(Graph.Parse("0:A-2:B;0:A-2:C;2:B-1:D", vertexLabels => {"0" => 0, "1" => 1, "2" => 2})).Options(Left)', '[GenArcKayles.Position("0(-1-0;-2)")]'),
    ('WeightedArcKayles', '0:A-0:B;0:B-1:C', 'Left', 'game.graph.WeightedArcKayles(Graph.Parse("0:A-0:B;0:B-1:C", vertexLabels => {"0" => 0, "1" => 1})).Options(Left)', '[]'),
    ('WeightedArcKayles', '0:A(-1-2-0-2-2-0:A;-0:A)', 'Left', 'game.graph.WeightedArcKayles(Graph.Parse("0:A(-1-2-0-2-2-0:A;-0:A)", vertexLabels => {"0" => 0, "1" => 1, "2" => 2})).Options(Left)', '[GenArcKayles.Position("0:A(-0-1-0-2-2-0:A;-0:A)"),GenArcKayles.Position("0:A(-1-2-0-1-1-0:A;-0:A)")]'),
    ('WeightedArcKayles', '1:A-2:B;2:B-3:C', 'Left', 'game.graph.WeightedArcKayles(Graph.Parse("1:A-2:B;2:B-3:C", vertexLabels => {"1" => 1, "2" => 2, "3" => 3})).Options(Left)', '[GenArcKayles.Position("0-1-3"),GenArcKayles.Position("1-1-2")]'),
    ('WeightedArcKayles', '2:A-3-2-2:A', 'Left', 'game.graph.WeightedArcKayles(Graph.Parse("2:A-3-2-2:A", vertexLabels => {"2" => 2, "3" => 3})).Options(Left)', '[GenArcKayles.Position("1:A-2-2-1:A"),GenArcKayles.Position("1:A-3-1-1:A"),GenArcKayles.Position("2:A-2-1-2:A")]'),
    ('WeightedArcKayles', '2:A-3:B;3:B-1:C;3:B-0:D;1:C-0:E;1:C-1:F;1:F-1:F', 'Left', 'game.graph.WeightedArcKayles(Graph.Parse("2:A-3:B;3:B-1:C;3:B-0:D;1:C-0:E;1:C-1:F;1:F-1:F", vertexLabels => {"0" => 0, "1" => 1, "2" => 2, "3" => 3})).Options(Left)', '[GenArcKayles.Position("1-2(-1(-0;-1:A-1:A);-0)"),GenArcKayles.Position("2-2(-0(-0;-1:A-1:A);-0)"),GenArcKayles.Position("2-3(-0(-0;-0:A-0:A);-0)"),GenArcKayles.Position("2-3(-1(-0;-0:A-0:A);-0)")]'),
    ('Col', 'L(--;-;-)', 'Left', 'game.graph.Col("L(--;-;-)").Options(Left)', '[GenCol.Position("L(-;-);L"),GenCol.Position("L(-L;-;-)"),GenCol.Position("L(--;-)"),GenCol.Position("L(--;-)")]'),
    ('Col', 'L(--;-;-)', 'Right', 'game.graph.Col("L(--;-;-)").Options(Right)', '[GenCol.Position("R-;R;R"),GenCol.Position("R;.;."),GenCol.Position("L(-R;-;-)"),GenCol.Position("-;."),GenCol.Position("-;.")]'),
    ('Col', 'R--L-L', 'Left', 'game.graph.Col("R--L-L").Options(Left)', '[GenCol.Position("L-L-L"),GenCol.Position("L-L")]'),
    ('Col', 'R--L-L', 'Right', 'game.graph.Col("R--L-L").Options(Right)', '[GenCol.Position("R;L"),GenCol.Position("R-R"),GenCol.Position("R-")]'),
    ('Snort', 'L-(--;-)', 'Left', 'game.graph.Snort("L-(--;-)").Options(Left)', '[GenCol.Position("L(--;-)"),GenCol.Position("L;L-;L"),GenCol.Position("L-L-;L"),GenCol.Position("L-(-L;-)"),GenCol.Position("L-L--")]'),
    ('Snort', 'L-(--;-)', 'Right', 'game.graph.Snort("L-(--;-)").Options(Right)', '[GenCol.Position("R-;R"),GenCol.Position("L-R-;R"),GenCol.Position("L-(-R;-)"),GenCol.Position("L-R--")]'),
    ('Snort', ':A-:B;:B-:C;:C-:A', 'Left', 'game.graph.Snort(":A-:B;:B-:C;:C-:A").Options(Left)', '[GenCol.Position("L-L"),GenCol.Position("L-L"),GenCol.Position("L-L")]'),
    ('Snort', ':A-:B;:B-:C;:C-:A', 'Right', 'game.graph.Snort(":A-:B;:B-:C;:C-:A").Options(Right)', '[GenCol.Position("R-R"),GenCol.Position("R-R"),GenCol.Position("R-R")]'),
    ('Fjords', ':A-:B;:B-:C;:B-L:D', 'Left', 'game.graph.Fjords(":A-:B;:B-:C;:B-L:D").Options(Left)', '[GenCol.Position("-L-")]'),
    ('Fjords', ':A-:B;:B-:C;:B-L:D', 'Right', 'game.graph.Fjords(":A-:B;:B-:C;:B-L:D").Options(Right)', '[]'),
    ('Fjords', 'L:A-R:B;L:A-R:C;L:A-R:D;L:A-:E;R:B-R:C;R:B-:E;R:B-:F;R:C-:F;R:D-:F', 'Left', 'game.graph.Fjords("L:A-R:B;L:A-R:C;L:A-R:D;L:A-:E;R:B-R:C;R:B-:E;R:B-:F;R:C-:F;R:D-:F").Options(Left)', '[GenCol.Position("L;.")]'),
    ('Fjords', 'L:A-R:B;L:A-R:C;L:A-R:D;L:A-:E;R:B-R:C;R:B-:E;R:B-:F;R:C-:F;R:D-:F', 'Right', 'game.graph.Fjords("L:A-R:B;L:A-R:C;L:A-R:D;L:A-:E;R:B-R:C;R:B-:E;R:B-:F;R:C-:F;R:D-:F").Options(Right)', '[GenCol.Position("R-R-R;R"),GenCol.Position("R(-;-R-R)"),GenCol.Position("R:A(-R-R-R:A;-)")]'),
]
