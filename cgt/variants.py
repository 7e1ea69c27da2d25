"""The impartial, dicotic (all-small) and twisted variants of a game form (CGSuite's
``G.ImpartialVariant``, ``G.DicoticVariant`` and ``G.TwistedVariant``).

Each is defined on the form, recursively, as CGSuite's Game.cgs defines it:

- impartial variant, i(G) = {i(G^L), i(G^R) | i(G^L), i(G^R)}: either player may make any
  move of either player;
- dicotic variant, d(G) = {d(G^L) | d(G^R)} when G has a Left and a Right option, else 0:
  play stops as soon as one player has no move (every follower of d(G) is dicotic);
- twisted variant, t(G) = {-t(G^L) | -t(G^R)}: the players swap roles after every move.

They act on forms, not on values: ``{-2|2}`` and ``0`` are equal, their impartial variants
are not. Braces keep the form as written here; CGSuite reduces a game written in braces to
its canonical form (a literal form is written ``'{…}'`` there), so CGSuite's
``{-2|2}.ImpartialVariant`` is the variant of ``G.canonical()``. A sum's variants are those of
its literal form; the impartial variant of a sum is the sum of its components' impartial
variants (the same form), and stays a sum. A value held by its parameters is walked through
its options, so its variant costs one position per follower: past ``max_positions``
positions (default :data:`cgt.game.MAX_POSITIONS`)
:class:`~cgt.errors.SearchBoundExceeded` is raised. Impartial forms are their own impartial
and twisted variants, and dicotic forms their own dicotic variants, at no cost (``*10**9``).

A loopy stopper's variant is that of its simplified graph (its canonical form), valued again
as a loopy game; a stopper-sided value ``A & B`` has no options of its own, and is refused
(:class:`~cgt.errors.NotSupported`). (CGSuite values only dicotic variants of loopy games:
its impartial variant of a loopy game asks for a nim value, and its twisted variant asks the
negative of a game for a depth hint it lacks.)

>>> from cgt import parse
>>> G = parse("{-2|2}")
>>> str(impartial_variant(G)), str(impartial_variant(G).canonical())
('{*|*||*|*}', '*')
>>> str(impartial_variant(G.canonical())), str(twisted_variant(parse("{2|1}")).canonical())
('0', '{0|-1}')
>>> str(dicotic_variant(parse("{1|-1/2}"))), str(dicotic_variant(parse("^")))
('^', '^')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cgt.errors import NotSupported, SearchBoundExceeded
from cgt.game import MAX_POSITIONS, Game, _Alias, _make, as_game, as_int
from cgt.sums import sum_of
from cgt.values import zero

if TYPE_CHECKING:  # the loopy package loads on first use
    from cgt.loopy.value import LoopyGame

__all__ = ["impartial_variant", "dicotic_variant", "twisted_variant"]

_IMPARTIAL, _DICOTIC, _TWISTED = "impartial_variant", "dicotic_variant", "twisted_variant"


def impartial_variant(g: Any, max_positions: int | None = None) -> Game | LoopyGame:
    """The impartial variant of the form ``g``: either player may make any move of either
    player, i(G) = {i(G^L), i(G^R) | i(G^L), i(G^R)} (CGSuite's ``ImpartialVariant``).

    >>> from cgt import parse, nimber
    >>> str(impartial_variant(parse("{1|*}"))), impartial_variant(nimber(10**9)) is nimber(10**9)
    ('{*|*}', True)
    >>> str(impartial_variant(parse("^") + parse("{2|1}")))
    '*2 + {*,{*|*}|*,{*|*}}'
    """
    return _variant(g, _IMPARTIAL, max_positions)


def dicotic_variant(g: Any, max_positions: int | None = None) -> Game | LoopyGame:
    """The dicotic (all-small) variant of the form ``g``: d(G) = {d(G^L) | d(G^R)} when both
    players have a move in G, else 0 (CGSuite's ``DicoticVariant``).

    >>> from cgt import parse
    >>> str(dicotic_variant(parse("{2|-1}"))), str(dicotic_variant(parse("{3||2|1}")))
    ('*', '^')
    """
    return _variant(g, _DICOTIC, max_positions)


def twisted_variant(g: Any, max_positions: int | None = None) -> Game | LoopyGame:
    """The twisted variant of the form ``g``: the players swap roles after every move,
    t(G) = {-t(G^L) | -t(G^R)} (CGSuite's ``TwistedVariant``).

    >>> from cgt import parse
    >>> str(twisted_variant(parse("2"))), str(twisted_variant(parse("{2|}")).canonical())
    ('{-1|}', '1')
    """
    return _variant(g, _TWISTED, max_positions)


def _variant(g: Any, kind: str, max_positions: int | None) -> Any:
    bound = MAX_POSITIONS if max_positions is None else as_int(max_positions, "max_positions", 0)
    if not isinstance(g, Game):
        from cgt.loopy.value import LoopyGame

        if isinstance(g, LoopyGame):
            return _loopy(g, kind)
        g = as_game(g, f"{kind}(g)")  # a ruleset position: its literal form
    if isinstance(g, _Alias):
        g = g.form  # a labelled or misère-universe name of a form: the form
    return _build(g, kind, bound)


def _ready(h: Game, neg: bool, kind: str) -> Game | None:
    """The variant when no follower need be visited, else None."""
    if kind == _IMPARTIAL:
        return h if h.is_impartial else None
    if kind == _DICOTIC:
        if h.is_dicot:
            return h
        return zero if not h.left or not h.right else None
    # twisted: an impartial form is its own twisted variant (and its own negative)
    return h if h.is_impartial else None


def _children(h: Game, neg: bool, kind: str) -> list[tuple[Game, bool]]:
    """The (form, negated) whose variants build the variant of h."""
    if kind == _IMPARTIAL:
        if h.is_sum:
            return [(c, False) for c in h.components]  # type: ignore[attr-defined]
        return [(x, False) for x in h.left + h.right]
    if kind == _DICOTIC:
        return [(x, False) for x in h.left + h.right]
    # twisted: t(G) = {-t(G^L) | -t(G^R)}, -t(G) = {t(G^R) | t(G^L)}
    return [(x, not neg) for x in h.left + h.right]


def _assemble(h: Game, neg: bool, kind: str, memo: dict[tuple[int, bool], Game]) -> Game:
    if kind == _IMPARTIAL:
        if h.is_sum:
            return sum_of(*[memo[(c._id, False)] for c in h.components])  # type: ignore[attr-defined]
        opts = [memo[(x._id, False)] for x in h.left + h.right]
        return _make(opts, opts)
    if kind == _DICOTIC:
        return _make(
            [memo[(x._id, False)] for x in h.left], [memo[(x._id, False)] for x in h.right]
        )
    lefts = [memo[(x._id, not neg)] for x in h.left]
    rights = [memo[(x._id, not neg)] for x in h.right]
    return _make(rights, lefts) if neg else _make(lefts, rights)


def _build(g: Game, kind: str, bound: int) -> Game:
    """The variant of g, children first, on an explicit stack (forms may nest deeper than the
    interpreter's stack), each (form, negated) once."""
    memo: dict[tuple[int, bool], Game] = {}
    opened: set[tuple[int, bool]] = set()
    stack = [(g, False)]
    while stack:
        h, neg = stack[-1]
        key = (h._id, neg)
        if key in memo:
            stack.pop()
            continue
        r = _ready(h, neg, kind)
        if r is None:
            children = _children(h, neg, kind)
            todo = [c for c in children if (c[0]._id, c[1]) not in memo]
            if todo:
                if key not in opened:
                    opened.add(key)
                    if len(opened) + len(memo) > bound:
                        raise SearchBoundExceeded(
                            f"the {kind.replace('_', ' ')} of this form has more than "
                            f"{bound:,} positions; pass max_positions=… (or raise "
                            "cgt.game.MAX_POSITIONS)"
                        )
                stack.extend(todo)
                continue
            r = _assemble(h, neg, kind, memo)
            opened.discard(key)
        memo[key] = r
        stack.pop()
    return memo[(g._id, False)]


def _loopy(x: LoopyGame, kind: str) -> Any:
    """The variant of a loopy stopper: of its simplified graph, valued again."""
    from cgt.loopy.graph import LoopyGraph
    from cgt.loopy.value import loopy_value

    if not x.is_stopper():
        raise NotSupported(
            f"{kind}: {x} is a stopper-sided value, which has no options of its own (its "
            "onside and offside are different games); take the variant of a game graph or of "
            "a ruleset position (p.game_value() of p." + kind + "())"
        )
    gr = x.graph()
    if kind == _IMPARTIAL:
        both = tuple(tuple(dict.fromkeys(a + b)) for a, b in zip(gr.left, gr.right, strict=True))
        return loopy_value(LoopyGraph(left=both, right=both, start=gr.start))
    if kind == _DICOTIC:
        live = [bool(a) and bool(b) for a, b in zip(gr.left, gr.right, strict=True)]
        return loopy_value(
            LoopyGraph(
                left=tuple(a if ok else () for a, ok in zip(gr.left, live, strict=True)),
                right=tuple(b if ok else () for b, ok in zip(gr.right, live, strict=True)),
                start=gr.start,
            )
        )
    # twisted: vertex (v, negated); (v, +) moves as v to (w, -), (v, -) as -v to (w, +)
    index: dict[tuple[int, bool], int] = {(gr.start, False): 0}
    order = [(gr.start, False)]
    left: list[tuple[int, ...]] = []
    right: list[tuple[int, ...]] = []
    k = 0
    while k < len(order):
        v, neg = order[k]
        k += 1
        sides = (gr.right[v], gr.left[v]) if neg else (gr.left[v], gr.right[v])
        out = []
        for ws in sides:
            targets = []
            for w in ws:
                t = (w, not neg)
                if t not in index:
                    index[t] = len(order)
                    order.append(t)
                targets.append(index[t])
            out.append(tuple(targets))
        left.append(out[0])
        right.append(out[1])
    return loopy_value(LoopyGraph(left=tuple(left), right=tuple(right), start=0))
