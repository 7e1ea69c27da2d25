"""Game forms: interning, structure predicates, literal algebra, deep games."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt import (
    Game,
    SearchBoundExceeded,
    canonical_sum,
    core_build,
    game,
    integer,
    nimber,
    ordinal_sum,
    star,
    up,
    zero,
)
from cgt.families import games
from tests.oracle import normal as oracle
from tests.strategies import forms


def test_interning_identical_trees_are_one_object() -> None:
    a = game([game([zero], [zero])], [zero])
    b = game([star, star], [zero])
    assert a is b
    assert a == b and hash(a) == hash(b)
    assert game([zero, star], []) is game([star, zero], [])


def test_value_equal_forms_are_not_identical() -> None:
    s = integer(1) + (-integer(1))
    assert s != zero
    assert s.canonical() == zero


def test_forms_are_immutable() -> None:
    with pytest.raises(AttributeError):
        star.left = ()  # type: ignore[misc]
    with pytest.raises(TypeError):
        Game()


def test_every_kind_of_form_is_immutable_and_answers_its_options() -> None:
    """Explicit forms, held values and sums: writes refused, options as defined (integer n is
    {n-1|}, *3 is {0,*,*2|0,*,*2}, a sum's Left options are G^L + H and G + H^L)."""
    a = game([integer(1)], [zero])  # {1|0}, explicit
    held, s = integer(7), a + star
    for g in (a, held, s):
        for name in ("left", "right", "birthday", "_canon", "_neg"):
            with pytest.raises(AttributeError):
                setattr(g, name, None)
    assert type(a) is Game and isinstance(held, Game) and isinstance(s, Game)
    assert held.left == (integer(6),) and held.right == ()
    assert held.left is held.left  # materialised once
    assert set(nimber(3).left) == {zero, star, nimber(2)} == set(nimber(3).right)
    want = [x + star for x in a.left] + [a + y for y in star.left]
    assert sorted(str(x.canonical()) for x in s.left) == sorted(str(x.canonical()) for x in want)
    # Game has no attribute hook: one would send every attribute read of every form down
    # Python's slow path (held values and sums produce their options through properties).
    assert "__getattr__" not in vars(Game)


def test_a_form_equals_its_labelled_and_misere_wrappers_from_either_side() -> None:
    """An explicit form, a held value (↑) and a sum each equal a wrapper of
    themselves, whichever side of ``==`` asks and as a dict key, so tables keyed by forms find
    a wrapped form."""
    from cgt.game import labelled, misere_form

    for g in (game([zero, star], [zero, up]), up, game([integer(1)], [zero]) + star):
        for w in (labelled(g, "w"), misere_form(g, "D")):
            assert g == w and w == g and not (g != w) and not (w != g)
            assert hash(g) == hash(w) and {g: 1}[w] == 1 and {w: 1}[g] == 1
        assert g != game([zero], [])


def test_day2_has_256_distinct_forms() -> None:
    assert len(set(games(2))) == 256
    assert {g.birthday for g in games(2)} == {0, 1, 2}


def _dead_ending(t: oracle.Tree) -> bool:
    """Every end follower is a dead end (definition, on oracle trees)."""
    def followers(a):
        yield a
        for x in a[0] | a[1]:
            yield from followers(x)

    for f in followers(t):
        if not f[0] and any(h[0] for h in followers(f)):
            return False
        if not f[1] and any(h[1] for h in followers(f)):
            return False
    return True


@given(forms)
def test_structure_predicates_match_definitions(g: Game) -> None:
    t = oracle.tree(g)

    def all_followers(a):
        yield a
        for x in a[0] | a[1]:
            yield from all_followers(x)

    fs = list(all_followers(t))
    assert g.birthday == oracle.birthday(t)
    assert g.is_impartial == all(f[0] == f[1] for f in fs)
    assert g.is_dicot == all(bool(f[0]) == bool(f[1]) for f in fs)
    assert g.is_dead_ending == _dead_ending(t)
    assert {oracle.tree(f) for f in g.followers()} == set(fs)


@given(forms, forms)
def test_literal_sum_and_conjugate_match_oracle(g: Game, h: Game) -> None:
    assert oracle.tree(g + h) == oracle.add(oracle.tree(g), oracle.tree(h))
    assert oracle.tree(-g) == oracle.neg(oracle.tree(g))
    assert oracle.tree(ordinal_sum(g, h)) == oracle.ordinal(oracle.tree(g), oracle.tree(h))
    assert g + h is h + g
    assert (-g).conjugate() is g


@given(forms, forms, forms)
def test_sum_is_associative_as_forms(a: Game, b: Game, c: Game) -> None:
    assert (a + b) + c is a + (b + c)


def test_deep_integer_form() -> None:
    g = integer(5000)
    assert g.birthday == 5000
    assert str(g) == "5000"
    assert g.canonical() is g
    assert str(g.outcome()) == "L"
    assert str(g.misere_outcome()) == "R"  # Right has no move: Right moving first wins
    h = game([integer(4999)], [])  # the same form, built by hand
    assert h is g
    assert (g + g) is integer(10000)
    assert canonical_sum(g, -g) is zero
    with pytest.raises(SearchBoundExceeded):
        (g - g).literal()  # the literal form would have 5001² positions
    assert str((g + up).canonical()) == "5000^"
    assert g > integer(4999)


def test_deep_literal_forms_do_not_hit_recursion_limit() -> None:
    g = zero
    for _ in range(3000):  # {G|} chain built by hand: the integer 3000
        g = game([g], [])
    assert g.canonical() is integer(3000)
    chain = zero
    for _ in range(2501):  # {G|G}: a deep impartial form; {*|*} = 0, so the depths alternate
        chain = game([chain], [chain])
    assert chain.canonical() is star
    # 2501 forced moves: the first player makes the last one and loses in misère play
    assert str(chain.misere_outcome()) == "P"
    assert len(chain.followers()) == 2502
    deep = game([integer(2000)], [integer(-2000)])
    assert str(deep.canonical()) == "+-2000"
    assert str(-deep) == "+-2000"


def test_deep_calls_share_one_worker_thread() -> None:
    import threading

    chain, outcomes = zero, []
    for n in range(1, 401):  # {G|G} n deep: n forced moves, the last mover loses in misère
        chain = game([chain], [chain])
        if n >= 396:
            outcomes.append(str(chain.misere_outcome()))
    assert outcomes == ["N", "P", "N", "P", "N"]  # n = 396 … 400: N exactly when n is even
    deep = [t for t in threading.enumerate() if t.name == "cgt-deep"]
    assert len(deep) == 1, "one big-stack worker, kept between calls"


def test_only_the_worker_thread_counts_as_deep() -> None:
    import threading

    from cgt._deep import in_deep_thread, run_deep

    seen: list[bool] = []
    other = threading.Thread(target=lambda: seen.append(in_deep_thread()))
    other.start()
    other.join()
    assert (in_deep_thread(), seen, run_deep(in_deep_thread)) == (False, [False], True)


@given(forms, forms, st.integers(1, 10**6), st.integers(0, 7))
def test_shallow_work_never_touches_the_worker(
    g: Game, h: Game, n: int, k: int
) -> None:
    """Canonical forms, outcomes, comparisons and printing of forms born by day 3, their sums,
    and forms holding big integers run on the caller's thread: the worker is never asked (nor
    for misère outcomes of forms born by day 3 and their sums)."""
    import cgt._deep

    def refuse(*args: object) -> None:
        raise AssertionError("the big-stack worker was used for shallow work")

    big = game([integer(n)], [nimber(k), integer(-n - k)])
    with pytest.MonkeyPatch.context() as m:
        m.setattr(cgt._deep, "run_deep", refuse)
        for x in (g, h, g + h, big, big + g, game([big, g], [h])):
            x.canonical(), x.outcome(), str(x), str(x.canonical())
            _ = x <= h, h <= x, x <= big, -x
        for x in (g, h, g + h):  # misère play walks integers move by move: only small forms
            x.misere_outcome()
    # *k is dominated for Right: a negative number is less than every infinitesimal
    assert big.canonical() is game([integer(n)], [integer(-n - k)])


def test_nesting_counts_held_values_as_leaves() -> None:
    from cgt.game import nesting

    g = game([integer(5000)], [nimber(3), integer(-5000)])
    assert (g.birthday, nesting(g)) == (5001, 4)  # *3 nests 3 deep, the integers not at all
    chain = zero
    for i in range(3000):  # {{…|*}|} alternately: nothing held, nesting is the birthday
        chain = game([chain], [star]) if i % 2 else game([chain], [])
    assert nesting(chain) == chain.birthday == 3000
    assert nesting(chain + g) == 3004 and nesting(game([chain], [])) == 3001


@given(forms, st.integers(0, 300), st.integers(-3, 3))
def test_nesting_never_exceeds_the_birthday(g: Game, n: int, u: int) -> None:
    from cgt import up_star
    from cgt.game import nesting

    for x in (g, integer(n), up_star(u, n % 4), game([integer(n), g], [up_star(u, 1)]),
              g + integer(n)):
        assert 0 <= nesting(x) <= x.birthday


def test_sum_of_sixty_stars() -> None:
    s = star
    for _ in range(59):
        s = s + star
    assert s.birthday == 60
    assert s.canonical() is zero
    assert str(s.outcome()) == "P"
    assert str(s.misere_outcome()) == "N"
    s = s + star
    assert s.canonical() is star


def test_sum_of_sixty_star_forms_literally() -> None:
    parts = [nimber(k % 5) for k in range(60)]
    s = parts[0]
    for p in parts[1:]:
        s = s + p
    x = 0
    for k in range(60):
        x ^= k % 5
    assert s.canonical() is nimber(x)


def test_positions_with_a_game_method_are_games_everywhere() -> None:
    """Hackenbush and ruleset positions coerce to their literal forms wherever a game is
    expected: a green stalk of height 2 is the form of *2, a Clobber "xo" is {0|0} = *, and a
    universe compares a shrub with *4 by Lo Thm 1.1 without a call to .game()."""
    from cgt import Clobber, M, as_game, nimber, shrub, stalk, star, sum_outcome

    assert as_game(stalk(2)) is nimber(2)
    assert as_game(Clobber("xo")).canonical() is star
    assert (star + stalk(2)).canonical() is nimber(3)
    v = M.equiv(shrub("e(ee;e)"), nimber(4))
    assert v.holds and v.reason.startswith("Lo Thm 1.1")
    assert sum_outcome(stalk(1), stalk(1)) == sum_outcome(star, star)
    with pytest.raises(TypeError, match="game\\(\\) method"):
        as_game(object())


def test_the_interning_table_holds_forms_weakly() -> None:
    import gc
    import weakref

    from cgt import game as game_module

    g = game([integer(12345)], [nimber(77)])
    ref = weakref.ref(g)
    assert game([integer(12345)], [nimber(77)]) is g  # interned while referenced
    del g
    gc.collect()
    assert ref() is None  # nobody refers to it: freed
    h = game([integer(12345)], [nimber(77)])
    assert str(h) == "{12345|*77}" and h is game([integer(12345)], [nimber(77)])
    # the keys of freed forms are swept: churning through many forms leaves the table bounded
    before = len(game_module._TABLE)
    for k in range(30_000):
        game([integer(k)], [nimber(3)])
    assert len(game_module._TABLE) <= 2 * max(before, 4096) + 10


def _interning_tables() -> list[object]:
    from importlib import import_module

    return [
        import_module("cgt.game")._TABLE,
        import_module("cgt.values")._VALUES,
        import_module("cgt.sums")._SUMS,
    ]


def _dead_keys(table) -> list[object]:  # type: ignore[no-untyped-def]
    return [k for k in list(table) if table.find(k) is None]


@pytest.mark.skipif(core_build() != "compiled", reason="the compiled core's tables")
def test_compiled_tables_hold_no_key_of_a_freed_form() -> None:
    # The compiled core holds forms by address, and a form's destructor takes its keys out
    # (cgt.game._WeakTable): after any churn, every key finds a live form.
    from cgt import parse, sum_of

    for k in range(3000):
        g = game([integer(7 * k + 1)], [nimber(k % 5 + 1), integer(-7 * k - 1)])
        c = g.canonical()
        s = sum_of(g, parse(f"{{{k}|*}}"))
        assert s.canonical() is not None and c is not None
    del g, c, s
    for table in _interning_tables():
        assert _dead_keys(table) == []


def test_a_deep_chain_freed_and_built_again_is_one_object() -> None:
    # Freeing a 20,000-deep chain runs through CPython's trashcan (deallocations deferred):
    # none of the dying forms may be found again; the chain built anew is interned afresh.
    import weakref

    def chain() -> Game:  # explicit forms, which no other test builds: {…{{N,*|},*|}…,*|}
        g = integer(987_654_321)
        for _ in range(20_000):
            g = game([g, star], [])
        return g

    g = chain()
    ref = weakref.ref(g)
    del g
    assert ref() is None
    g = chain()
    h = chain()
    assert g is h and g.birthday == 987_654_321 + 20_000
    for table in _interning_tables():
        for k in _dead_keys(table)[:1000]:
            assert table.find(k) is None  # a freed form is never found


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 11), st.integers(0, 11), st.booleans()), max_size=60))
def test_interning_survives_any_order_of_building_and_freeing(ops) -> None:  # type: ignore[no-untyped-def]
    # A pool of forms built from each other and dropped in random order: a form built again
    # from the same options is the live one while it lives, and each key finds its own form.
    pool: list[Game | None] = [None] * 12
    for i, j, drop in ops:
        if drop:
            pool[i] = None
            continue
        a, b = pool[i] or integer(1_000_003 + i), pool[j] or nimber(i + 1)
        g = game([a], [b, integer(-1_000_003 - j)])
        assert game([b, integer(-1_000_003 - j)][:0] + [a], [integer(-1_000_003 - j), b]) is g
        pool[i] = g
    for g in pool:
        if g is not None:
            assert game(list(g.left), list(g.right)) is g
    for table in _interning_tables():
        for k in list(table)[:2000]:
            f = table.find(k)
            assert f is None or f is table.find(k)


# ----------------------------------------------------------------------- forms and the collector
# Forms take part in no reference cycle (the proof is in cgt/game.py, before _COMPILED): a form
# nobody refers to is freed by reference counting alone, so the compiled core can have the
# cyclic garbage collector leave forms alone.


def _every_kind_of_form(n: int, k: int) -> list[object]:
    """Fresh forms of every representation and the caches questions fill in on them: an
    explicit form, its canonical form, conjugate pairs and a self-conjugate form, held values,
    a sum and its canonical form, the two wrappers, outcomes and comparisons."""
    from cgt import D, parse, switch, up_star
    from cgt.game import labelled_form

    g = game([integer(n)], [nimber(k), integer(-n)])  # {n|*k,-n}: canonical ±n
    c = g.canonical()
    h = game([g, up_star(n, k)], [integer(n + 1)])
    s = h + switch(integer(n)) + integer(n + 2)
    out = [g, c, -g, -c, -h, h.canonical(), (-h).canonical(), (-h).conjugate(), s, -s]
    out += [s.canonical()]
    out += [s.left[0], (-s).right[-1], parse(f"{{{n}||{n}|*{k}}}").canonical()]
    out += [labelled_form(g, "g"), D.canonical(game([zero, star], [zero])), g.outcome()]
    out += [g <= h, h.misere_outcome(), s.outcome()]
    return out


def test_forms_built_in_a_loop_leave_no_garbage_cycles() -> None:
    import gc

    gc.collect()
    gc.disable()
    try:
        for i in range(300):
            out = _every_kind_of_form(10_000_000 + 7 * i, 1 + i % 7)
            assert str(out[1]) == f"+-{10_000_000 + 7 * i}"  # the canonical form of {n|*k,-n}
            del out
        assert gc.collect() == 0  # reference counting freed everything
    finally:
        gc.enable()


@settings(max_examples=25)  # a full collection per example
@given(forms, forms)
def test_no_cycle_among_random_forms_their_canonical_forms_and_conjugates(g: Game, h: Game) -> None:
    import gc

    gc.collect()
    gc.disable()
    try:
        a = game([g, -h], [h, g.canonical()])
        out = [a, a.canonical(), -a, -(a.canonical()), (-a).canonical(), a + g, -(a + g)]
        out += [(a + g).canonical(), a <= g, a.outcome(), a.misere_outcome()]
        assert out[1].canonical() is out[1] and out[3].canonical() is out[3]
        assert out[2].conjugate() is a and out[3].conjugate() is out[1]
        del a, out
        assert gc.collect() == 0  # (before the oracle: its recursive closure is a cycle)
    finally:
        gc.enable()
    a = game([g, -h], [h, g.canonical()])
    assert oracle.tree(-a) == oracle.neg(oracle.tree(a))


def test_a_form_nobody_refers_to_is_freed_without_the_collector() -> None:
    """With the collector off, a fresh form, its canonical form and its conjugate go as soon
    as nobody refers to them; a conjugate that outlives its partner still finds its own
    conjugate (rebuilt, the same tree)."""
    import gc
    import weakref

    gc.disable()
    try:
        g = game([integer(987_654_321)], [nimber(5), up, integer(-987_654_321)])
        c, r = g.canonical(), -g
        assert -r is g and -c is c  # a conjugate pair, and ±987654321 is its own conjugate
        refs = [weakref.ref(x) for x in (g, c, r, c.conjugate())]
        del g, c, r
        assert [x() for x in refs] == [None] * 4
        g = game([integer(3), up], [nimber(6), game([star], [integer(-2)])])
        r = -g
        tree = oracle.tree(g)
        ref = weakref.ref(g)
        del g
        assert ref() is None  # r referred to g only weakly
        assert oracle.tree(-r) == tree and (-r).conjugate() is r
    finally:
        gc.enable()


def test_the_compiled_core_leaves_forms_to_reference_counting() -> None:
    """The compiled core untracks forms (and the tuples of their options) from the cyclic
    collector; the pure-Python core cannot, and they stay tracked there."""
    import gc

    from cgt import core_build, up_star

    tracked = core_build() == "pure Python"
    g = game([integer(55_555)], [up_star(3, 2)])
    held, s = integer(55_556), g + star
    for x in (g, g.left, g.right, held, held.left, s, g.canonical(), -g, up_star(4, 4)):
        assert gc.is_tracked(x) is tracked
    # So a loop's forms leave the collector's count flat on the compiled core. (Forms are
    # counted: the pure core's interning tables may sweep thousands of dead weak references,
    # which are tracked, in the middle of the loop.)
    def tracked_forms() -> int:
        return sum(1 for o in gc.get_objects() if isinstance(o, Game))

    gc.collect()
    before = tracked_forms()
    keep = [game([integer(60_000 + i)], [nimber(1 + i % 5)]).canonical() for i in range(2000)]
    gc.collect()
    grown = tracked_forms() - before
    assert grown < 50 if not tracked else grown >= 2000
    assert len(keep) == 2000
