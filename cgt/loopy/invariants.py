"""The rest of CGSuite's methods on loopy values: followers, the predicates of its
``NormalValue``, subordinates, and ``n * G``.

A stopper is held as its simplified graph, whose positions are distinct values (Siegel,
*Combinatorial Game Theory*, 2013, ch. VI): its followers are the values of those positions.
The predicates follow CGSuite's definitions (lib/core/src/main/scala/org/cgsuite/core/
CanonicalStopper.scala and StopperSidedValue.scala at e909ab8b), on the canonical stopper:

- ``is_infinitesimal``: both strong stops are 0; of a sided value, both sides are;
- ``is_numberish``: the strong stops are one number (a sided value: the onside's Left strong
  stop is the offside's Right one);
- ``is_number_tiny``: {x || x | y} with a number x and y − x ≤ under, or the negative of one;
- ``is_plumtree``: no cycle but passes (a cycle of one position) in the graph;
- ``is_pseudonumber``: ``on``, ``off``, ``x over`` or ``x under``;
- ``is_all_small``: every position where one player can move lets both move (the dicotic
  graphs); of a sided value, both sides are. CGSuite answers false for every loopy value (it
  has no test for them: ``NormalValue.isAllSmall`` is false unless a class overrides it), so
  ``upon`` is all-small here and not in CGSuite;
- a loopy value is never an integer, a nimber, a number, an ordinal, uptimal, zero or loop-free
  (a value equal to a short game is that short game).

>>> from cgt import parse, upon, over, on
>>> upon.followers(), upon.follower_count(), upon.is_infinitesimal, on.is_numberish
((^[on], *, 0), 3, True, False)
>>> over.is_pseudonumber, parse("a{0||||0|||a|*||*}").is_plumtree, 3 * over
(True, False, over)
>>> over.subordinate(1), parse("{0,*|0,pass}").subordinate("*")
(off, over)
"""

from __future__ import annotations

from typing import Any

from cgt.errors import InvalidGame, NotSupported
from cgt.game import Game, as_game
from cgt.loopy.graph import LoopyGraph
from cgt.loopy.stopper import simplify
from cgt.loopy.value import (
    LoopyGame,
    _leq,
    _neg,
    _plus,
    _stopper,
    loopy_value,
    off,
    on,
    under,
)
from cgt.values import zero

__all__ = ["followers", "follower_count", "subordinate", "times"]

Value = Any  # LoopyGame | Game


def _values(x: LoopyGame) -> list[Value]:
    """The value of every position of a stopper's simplified graph (the start first)."""
    g = x._on
    return [x if v == g.start else _stopper(simplify(g.at(v))[0]) for v in range(len(g))]


def followers(x: LoopyGame) -> tuple[Value, ...]:
    """The values of the positions of a stopper, itself first (CGSuite's ``Followers``: each
    position of the canonical stopper is a distinct value). A value that is not a stopper has
    none (CGSuite has no ``Followers`` for it either).

    >>> from cgt import parse
    >>> parse("{pass|3/2}").followers()
    (3/2under, 3/2, 1, 2, 0)
    """
    x._need_stopper("followers")
    return tuple(_values(x))


def follower_count(x: LoopyGame) -> int:
    """How many positions the canonical stopper has (CGSuite's ``FollowerCount``).

    >>> from cgt import parse
    >>> parse("+-{5|pass}").follower_count()
    14
    """
    x._need_stopper("follower_count")
    return len(x._on)


# ---------------------------------------------------------------------------- predicates
def _is_number(v: Value) -> bool:
    return isinstance(v, Game) and v.canonical()._tag is not None and _number(v) is not None


def _number(v: Value) -> Any:
    from cgt.canonical.nus import number_of

    return number_of(v.canonical()) if isinstance(v, Game) else None


def _strong_stops(x: LoopyGame) -> tuple[Value, Value]:
    return x.strong_stop("left"), x.strong_stop("right")


def _sides(x: LoopyGame, what: str) -> tuple[Value, Value]:
    if not x.is_stopper_sided():
        raise NotSupported(
            f"{what}: the sides of this value are no stoppers (as for Bach's Carousel): they "
            "have no stops to tell"
        )
    return x.onside(), x.offside()


def _on_value(v: Value, name: str) -> bool:
    """A predicate of a side (a stopper or a short game)."""
    return bool(getattr(v, name))


def is_infinitesimal(x: LoopyGame) -> bool:
    """Both strong stops are 0 (a sided value: both sides are infinitesimal)."""
    if not x.is_stopper():
        a, b = _sides(x, "is_infinitesimal")
        return _on_value(a, "is_infinitesimal") and _on_value(b, "is_infinitesimal")
    ls, rs = _strong_stops(x)
    return ls is zero and rs is zero


def is_numberish(x: LoopyGame) -> bool:
    """The strong stops are one number (a sided value: the onside's Left strong stop is the
    offside's Right strong stop, as CGSuite's StopperSidedValue has it)."""
    if not x.is_stopper():
        a, b = _sides(x, "is_numberish")
        return _equal(_strong(a, "left"), _strong(b, "right"))
    ls, rs = _strong_stops(x)
    return isinstance(ls, Game) and ls is rs


def _strong(v: Value, player: str) -> Value:
    if isinstance(v, LoopyGame):
        return v.strong_stop(player)
    from cgt.values import number

    return number(v.left_stop() if player == "left" else v.right_stop())


def _equal(a: Value, b: Value) -> bool:
    return _leq(a, b) and _leq(b, a)


def is_number_tiny(x: LoopyGame) -> bool:
    """{x || x | y} with a number x and y − x ≤ under, or the negative of such a stopper
    (CGSuite's test): ``Tiny(over)`` = {0 || 0 | under} is, ``{0 | Tiny(on)}`` is not."""
    if not x.is_stopper():
        return False
    lo, ro = x.left, x.right
    if len(lo) != 1 or len(ro) != 1:
        return False
    (gl,), (gr,) = lo, ro
    if _is_number(gl) and _single(gr):
        (a,), (b,) = gr.left, gr.right
        if _same(gl, a) and _leq(_plus(b, _neg(gl)), under):
            return True
    if _is_number(gr) and _single(gl):
        (a,), (b,) = gl.left, gl.right
        if _same(gr, b) and _leq(_plus(gr, _neg(a)), under):
            return True
    return False


def _single(v: Value) -> bool:
    if isinstance(v, LoopyGame):
        return v.is_stopper() and len(v.left) == 1 and len(v.right) == 1
    c = v.canonical()
    return len(c.left) == 1 and len(c.right) == 1


def _same(a: Value, b: Value) -> bool:
    if isinstance(a, Game) and isinstance(b, Game):
        return a.canonical() is b.canonical()
    return isinstance(a, LoopyGame) and a == b


def _long_cycle_free(g: LoopyGraph) -> bool:
    """No cycle through two or more positions is reachable from the start (passes, moves
    from a position to itself, are allowed)."""
    state = {g.start: 1}
    stack = [(g.start, iter((*g.left[g.start], *g.right[g.start])))]
    while stack:
        v, it = stack[-1]
        for w in it:
            if w == v:
                continue
            s = state.get(w)
            if s == 1:
                return False
            if s is None:
                state[w] = 1
                stack.append((w, iter((*g.left[w], *g.right[w]))))
                break
        else:
            state[v] = 2
            stack.pop()
    return True


def is_plumtree(x: LoopyGame) -> bool:
    """A stopper whose graph has no cycle but passes: a tree with passes (CGSuite's
    ``IsPlumtree``)."""
    return x.is_stopper() and _long_cycle_free(x._on)


def is_pseudonumber(x: LoopyGame) -> bool:
    """``on``, ``off``, ``x over`` or ``x under`` for a number x (CGSuite's ``Pseudonumber``)."""
    if not x.is_stopper():
        return False
    if x == on or x == off:
        return True
    if not is_plumtree(x):
        return False
    lo, ro = x.left, x.right
    return (
        lo == (x,) and len(ro) == 1 and _is_number(ro[0])
        or ro == (x,) and len(lo) == 1 and _is_number(lo[0])
    )


def _dicotic(g: LoopyGraph) -> bool:
    seen = {g.start}
    stack = [g.start]
    while stack:
        v = stack.pop()
        if bool(g.left[v]) != bool(g.right[v]):
            return False
        for w in (*g.left[v], *g.right[v]):
            if w not in seen:
                seen.add(w)
                stack.append(w)
    return True


def is_all_small(x: LoopyGame) -> bool:
    """Every position where one player can move lets the other move too (dicotic), in the
    canonical stopper; a sided value: both sides are. (CGSuite answers false for every loopy
    value; see the module's notes.)"""
    if not x.is_stopper():
        a, b = _sides(x, "is_all_small")
        return _on_value(a, "is_all_small") and _on_value(b, "is_all_small")
    return _dicotic(x._on)


def _false(x: LoopyGame) -> bool:
    """False: a loopy value is no integer, nimber, number, ordinal, uptimal value, zero or
    loop-free game (a value equal to a short game is that short game)."""
    return False


# ---------------------------------------------------------------------------- subordinate
def subordinate(x: LoopyGame, base: Any) -> Value:
    """The stopper S with ``base : S = x``, when x has that shape (CGSuite's
    ``Subordinate``): each position keeps its options that are not options of the base, once
    every option of the base is matched; otherwise :class:`~cgt.errors.InvalidGame` with
    CGSuite's message.

    >>> from cgt import parse, upon, on
    >>> str(upon.subordinate(parse("{*|*}"))), str(on.subordinate(1))
    ('on', 'on')
    """
    x._need_stopper("subordinate")
    if isinstance(base, LoopyGame):
        raise NotSupported("subordinate(base): the base is a short game (its options are read)")
    b = as_game(base, "subordinate(base)")
    lo = [o.canonical() for o in b.left]
    ro = [o.canonical() for o in b.right]
    lo_set, ro_set = set(lo), set(ro)
    g = x._on
    vals = _values(x)
    new_left: list[list[int]] = []
    new_right: list[list[int]] = []
    index: dict[int, int] = {}
    order = [g.start]
    index[g.start] = 0

    def node(w: int) -> int:
        if w not in index:
            index[w] = len(order)
            order.append(w)
        return index[w]

    for v in order:  # grows as positions are reached
        here = vals[v]
        lov = [vals[w] for w in g.left[v]]
        rov = [vals[w] for w in g.right[v]]
        for bl in lo:
            if not any(_leq(bl, o) for o in lov) and not any(_leq(r, here) for r in bl.right):
                raise InvalidGame("That game cannot be subordinated to the specified base.")
        for br in ro:
            if not any(_leq(o, br) for o in rov) and not any(_leq(here, r) for r in br.left):
                raise InvalidGame("That game cannot be subordinated to the specified base.")
        new_left.append([node(w) for w in g.left[v] if not _in(vals[w], lo_set)])
        new_right.append([node(w) for w in g.right[v] if not _in(vals[w], ro_set)])
    return loopy_value(LoopyGraph(left=new_left, right=new_right))


def _in(v: Value, games: set[Game]) -> bool:
    return isinstance(v, Game) and v in games


# ---------------------------------------------------------------------------- n * G
def times(x: LoopyGame, n: Any) -> Value:
    """``n * G`` for an int n: the sum of n copies of G (of −G when n < 0), by doubling.

    >>> from cgt import upon
    >>> 2 * upon, (-2) * upon, 0 * upon
    ({0|^[on]*}, {v[on]*|0}, 0)
    """
    if isinstance(n, bool) or not isinstance(n, int):
        return NotImplemented
    v: Value = x
    if n < 0:
        n, v = -n, _neg(x)
    total: Value = zero
    while n:
        if n & 1:
            total = v if total is zero else _plus(total, v)
        n >>= 1
        if n:
            v = _plus(v, v)
    return total


# ---------------------------------------------------------------------------- binding
_PROPERTIES = {
    "is_infinitesimal": is_infinitesimal,
    "is_numberish": is_numberish,
    "is_number_tiny": is_number_tiny,
    "is_plumtree": is_plumtree,
    "is_pseudonumber": is_pseudonumber,
    "is_all_small": is_all_small,
    "is_integer": _false,
    "is_nimber": _false,
    "is_number": _false,
    "is_ordinal": _false,
    "is_uptimal": _false,
    "is_zero": _false,
    "is_loopfree": _false,
}

def _variant(kind: str) -> Any:
    def method(x: LoopyGame, max_positions: int | None = None) -> Any:
        from cgt import variants  # the variants of forms build on the loopy values

        return getattr(variants, kind)(x, max_positions=max_positions)

    method.__name__ = kind
    method.__doc__ = (
        f"The {kind.replace('_', ' ')} of this loopy value (:func:`cgt.variants.{kind}`): that "
        "of its simplified graph, valued again; a sided value ``A & B`` is refused."
    )
    return method


_METHODS = {
    "impartial_variant": _variant("impartial_variant"),
    "dicotic_variant": _variant("dicotic_variant"),
    "twisted_variant": _variant("twisted_variant"),
    "followers": followers,
    "follower_count": follower_count,
    "subordinate": subordinate,
    "__mul__": times,
    "__rmul__": times,
}


def _bind() -> None:
    """Attach the predicates (properties, as on short games) and methods to LoopyGame."""
    for name, fn in _PROPERTIES.items():
        setattr(LoopyGame, name, property(fn, doc=fn.__doc__))
    for name, fn in _METHODS.items():
        setattr(LoopyGame, name, fn)


_bind()
