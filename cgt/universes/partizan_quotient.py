"""The misère quotient of any closed set of partizan games (Allen, *Peeking at partizan misère
quotients*, Games of No Chance 4, 2015; the impartial construction is Plambeck–Siegel, *Misère
quotients for impartial games*, JCTA 115 (2008)).

Let A be the followers of some games (each split into its components) and cl(A) all finite
sums of games of A. G ≡ H (mod A) when o⁻(G + X) = o⁻(H + X) for every X in cl(A); the classes
form a commutative monoid Q(A), and the misère outcome of a sum (L, N, P or R) is a function of
its class: the *outcome tetrapartition* of Q(A) says which elements are L, N, P and R. Unlike
impartial quotients, whose order is even (Plambeck–Siegel), a partizan quotient can have odd
order (Allen gives examples, as Rubinstein-Salzedo–Zhou recall) and indeed any finite order but 3
(Rubinstein-Salzedo–Zhou, *Finite cardinalities of misère quotients*, arXiv 2603.18244,
Thm 1.1); ^ = {0|*} has one of order 9, below.

**How it is computed.** A candidate (Q, Φ, o_Q) — a finite automaton whose states are the
elements, Φ(x) for each game x of A, and an outcome per element — is learned from outcomes of
sums (an observation table, as for impartial sets in :mod:`cgt.impartial.quotient`; outcomes by
memoised definitional search on multisets of games of A) and then *proven* by this theorem:

**Theorem** (the partizan form of Plambeck–Siegel's test). Suppose the transitions commute
(adding x then y reaches the element that y then x does, from every element), so that Φ is
defined on sums. Write LW(e), RW(e) for "Left (Right) wins moving first" in the outcome o_Q(e).
If for every sum G in cl(A)

    LW(Φ(G)) ⟺ G has no Left option, or some Left option G^L has not RW(Φ(G^L)),
    RW(Φ(G)) ⟺ G has no Right option, or some Right option G^R has not LW(Φ(G^R)),

then o⁻(G) = o_Q(Φ(G)) for every G in cl(A).

*Proof.* Induction on the birthday of G: the options of G are born earlier, so by induction
RW(Φ(G^L)) says whether Right wins G^L moving first, and the right-hand side is then the
definition of "Left wins G moving first" in misère play (a player without a move wins); the
same for Right. ∎

Then Q is the quotient: Φ(G) = Φ(H) gives Φ(G + X) = Φ(H + X), so G ≡ H; and two elements
are representatives whose observed outcomes differ on a recorded sum X, so they are distinct
classes (``distinguish`` returns that X). The two conditions quantify over the infinite
closure, but whether a sum passes depends only on its *state*: its element and the elements of
its Left options (for the first condition) or Right options (the second). Adding a game y of A
maps a state (e, T) to (e·y, {t·y : t ∈ T} ∪ {e·y' : y' an option of y}), so the states
reachable from the empty sum are finitely many and a search over them decides the conditions
exactly. A failing state gives a sum whose outcome the candidate gets wrong; it refines the
table (Rivest–Schapire's analysis) and the loop continues. So every quotient returned is
proven; a closure whose quotient is infinite (or too large) ends in
:class:`~cgt.errors.SearchBoundExceeded` naming the bound, never in a guess.

>>> from cgt import parse
>>> q = partizan_quotient([parse("{0|*}")])          # ^ = {0|*}, with followers * and 0
>>> q.order, q.presentation, q.generators
(9, '⟨a, b | b² = 1, a⁵ = a⁴, a⁴b = a⁴⟩', {'a': ^, 'b': *})
>>> q.tetrapartition()
{'L': ['a³', 'a⁴'], 'N': ['1', 'ab', 'a²b', 'a³b'], 'P': ['b', 'a²'], 'R': ['a']}
>>> q.element(parse("^ + ^ + *")), str(q.outcome(parse("^ + ^ + ^ + ^ + ^ + *")))
('a²b', 'L')
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from cgt._deep import maybe_deep
from cgt.errors import InvalidArgument, InvalidGame, NotSupported, SearchBoundExceeded
from cgt.game import Game, as_game
from cgt.impartial.quotient import PARTIZAN_QUOTIENTS, MisereQuotient
from cgt.misere_sum import flatten
from cgt.outcome import Outcome, from_wins
from cgt.quotient_learning import ObservationTable, Word, check_sums, merge

# The sprig monoid's hook goes first (MMN's theory covers infinite quotients of sprig sums),
# whichever module is imported first.
from cgt.universes import sprig_quotient as _sprig_quotient  # noqa: F401

__all__ = ["PartizanQuotient", "partizan_quotient"]

# Outcomes are coded 2·LW + RW: 0 P, 1 R, 2 L, 3 N.
_LW, _RW = 2, 1


def _outcome(code: int) -> Outcome:
    return from_wins(bool(code & _LW), bool(code & _RW))


class _Closure:
    """The games of A (components of the followers of the generators), their options as
    words, and misère outcomes of sums of them by memoised search on multisets."""

    def __init__(self, games: Iterable[Game], max_followers: int, max_sums: int) -> None:
        self.forms: list[Game] = []
        self.index: dict[Game, int] = {}
        self.left: list[list[Word]] = []
        self.right: list[list[Word]] = []
        self.max_followers = max_followers
        self.max_sums = max_sums
        for g in games:
            for c in flatten(g):
                self._add(c)
        i = 0
        while i < len(self.forms):
            f = self.forms[i]
            self.left.append([self._word(o) for o in f.left])
            self.right.append([self._word(o) for o in f.right])
            i += 1
        self._code: dict[Word, int] = {(): _LW | _RW}

    def _add(self, c: Game) -> int:
        k = self.index.get(c)
        if k is None:
            if len(self.forms) >= self.max_followers:
                raise SearchBoundExceeded(
                    f"the closure has more than max_followers = {self.max_followers} "
                    "followers; raise max_followers"
                )
            k = self.index[c] = len(self.forms)
            self.forms.append(c)
        return k

    def _word(self, o: Game) -> Word:
        return tuple(sorted(self._add(c) for c in flatten(o)))

    def options(self, w: Word, side: list[list[Word]]) -> Iterator[Word]:
        for i, x in enumerate(w):
            if i and w[i - 1] == x:
                continue
            rest = w[:i] + w[i + 1 :]
            for o in side[x]:
                yield tuple(sorted(rest + o)) if o else rest

    def _wins(self, w: Word, side: list[list[Word]], theirs: int) -> bool:
        """Does the player with options ``side`` win ``w`` moving first? (Misère: yes when
        there is no move; else when some move leaves a sum the other loses moving first.)"""
        moved = False
        for o in self.options(w, side):
            if not self.code(o) & theirs:
                return True
            moved = True
        return not moved

    def code(self, w: Word) -> int:
        """The outcome of the sum ``w`` (coded), from the definition."""
        got = self._code.get(w)
        if got is None:
            check_sums(len(self._code), self.max_sums)
            lw = self._wins(w, self.left, _RW)
            rw = self._wins(w, self.right, _LW)
            got = self._code[w] = (_LW if lw else 0) | (_RW if rw else 0)
        return got


class _Learner(ObservationTable):
    """The observation table of :mod:`cgt.quotient_learning`, the truth of a sum its outcome
    code, proven by the theorem of the module docstring."""

    def __init__(self, cl: _Closure, max_order: int, max_states: int) -> None:
        super().__init__(cl.code, len(cl.forms), max_order, max_states)
        self.cl = cl

    def _too_large(self, new: Word) -> SearchBoundExceeded:
        """The bound's error, with its evidence: ``sums``, more than ``max_order`` sums of
        games of A, and ``tests``, sums X of A such that every two of ``sums`` have different
        outcomes with some X added — so the quotient has more than ``max_order`` elements."""
        exc = SearchBoundExceeded(
            f"the quotient has more than max_order = {self.max_order} elements (it may be "
            "infinite); raise max_order"
        )
        forms = self.cl.forms
        exc.sums = [[forms[x] for x in w] for w in (*self.words, new)]  # type: ignore[attr-defined]
        exc.tests = [[forms[x] for x in e] for e in self.tests]  # type: ignore[attr-defined]
        return exc

    def predicted(self, c: int) -> int:
        return self.cl.code(self.words[c])

    def counterexample(self) -> tuple[list[int], int | None] | None:
        """A sum the candidate gets wrong (with the step for ``refine``), or None when the
        candidate is proven (the theorem of the module docstring)."""
        bad_order = self.noncommuting()
        if bad_order is not None:
            return bad_order
        for left in (True, False):
            bad = self._side_failure(left)
            if bad is not None:
                return self._wrong_sum(bad), None
        return None

    def _side_failure(self, left: bool) -> list[int] | None:
        """Search the states (element, elements of the Left options) — or Right options —
        reachable by adding games of A for one that breaks the theorem's condition; return
        the sum (as a path) that reaches it."""
        cl = self.cl
        n = len(self.words)
        opts = cl.left if left else cl.right
        mine, theirs = (_LW, _RW) if left else (_RW, _LW)
        wins = [bool(self.predicted(c) & mine) for c in range(n)]
        they_win = [bool(self.predicted(c) & theirs) for c in range(n)]
        # Games of A that act alike on every state are one kind.
        kinds: dict[tuple[tuple[int, ...], frozenset[tuple[int, ...]]], int] = {}
        for y in range(len(cl.forms)):
            column = tuple(self.delta[e][y] for e in range(n))
            acts = frozenset(tuple(self.run(o, e) for e in range(n)) for o in opts[y])
            kinds.setdefault((column, acts), y)
        gens = [(y, [o for o in opts[y]]) for y in kinds.values()]
        seen = {(0, frozenset())}
        todo: list[tuple[int, frozenset[int], list[int]]] = [(0, frozenset(), [])]
        while todo:
            e, ts, path = todo.pop()
            for y, y_opts in gens:
                e2 = self.delta[e][y]
                ts2 = frozenset(self.delta[t][y] for t in ts) | frozenset(
                    self.run(o, e) for o in y_opts
                )
                key = (e2, ts2)
                if key in seen:
                    continue
                if len(seen) >= self.max_states:
                    raise SearchBoundExceeded(
                        f"proving the quotient visits more than max_states = "
                        f"{self.max_states} states; raise max_states"
                    )
                seen.add(key)
                path2 = path + [y]
                if wins[e2] != (not ts2 or any(not they_win[t] for t in ts2)):
                    return path2
                todo.append((e2, ts2, path2))
        return None

    def _wrong_sum(self, path: list[int]) -> list[int]:
        """A sum whose outcome the candidate gets wrong: the failing sum itself, or one of its
        options (if every option were right, the condition would compute the truth)."""
        w = merge(path)
        if self.cl.code(w) != self.predicted(self.run(w)):
            return list(w)
        for side in (self.cl.left, self.cl.right):
            for o in self.cl.options(w, side):
                if self.cl.code(o) != self.predicted(self.run(o)):
                    return list(o)
        raise AssertionError("a failing state with every option right")  # pragma: no cover


class PartizanQuotient(MisereQuotient):
    """The misère quotient of a closed set of partizan games, proven (see the module
    docstring). Beside :class:`~cgt.impartial.MisereQuotient`'s ``order``, ``elements``,
    ``presentation``, ``relations``, ``generators`` (letter → game of A), ``multiply``,
    ``table()`` and ``p_portion``:

    - ``closure``: the games of A, in the order of ``images`` (their elements); ``identity``
      the element of the empty sum (``"1"``);
    - ``element(position)``: the element of a sum of games of A (a game, or a list of them);
    - ``outcome(position)``: its misère outcome (an :class:`~cgt.outcome.Outcome`), read off
      the quotient; ``outcome_of(name)`` the outcome of an element; ``tetrapartition()`` the
      elements by outcome;
    - ``representative(name)``: a sum of games of A with that element;
    - ``distinguish(x, y)``: a sum X of games of A with o⁻(x + X) ≠ o⁻(y + X) (None when
      x and y have one element), x and y positions or element names.

    >>> from cgt import parse
    >>> q = partizan_quotient([parse("{0,*|0}")])        # the sprig *:1
    >>> q.elements, q.identity, q.multiply("a", "ab"), str(q.representative("ab"))
    (['1', 'a', 'b', 'a²', 'ab'], '1', 'a²', '* + ^*')
    >>> str(q.distinguish("a", "a²")), q.distinguish(parse("^* + ^* + ^* + *"), "a²")
    ('*', None)
    """

    def __init__(
        self,
        mult: list[list[int]],
        codes: list[int],
        gen_image: list[int],
        forms: list[Game],
        reps: list[Word],
        tests: list[Word],
    ) -> None:
        self._codes = codes
        self._reps = reps
        self._tests = tests
        self.closure = list(forms)
        self._index = {f: i for i, f in enumerate(forms)}
        super().__init__(mult, [c == 0 for c in codes], gen_image, list(forms), False)

    @property
    def identity(self) -> str:
        """The identity element, the class of 0."""
        return self._names[0]

    # ------------------------------------------------------------------ elements
    def _element_index(self, position: object) -> int:
        items = position if isinstance(position, (list, tuple)) else [position]
        c = 0
        for item in items:
            for comp in flatten(as_game(item, "a quotient position")):
                x = self._index.get(comp)
                if x is None:
                    raise InvalidGame(
                        f"{str(comp)[:60]} is not a game of the closure this quotient is of "
                        "(the followers of its generators)"
                    )
                c = self._mult[c][self._gen_image[x]]
        return c

    def element(self, position: object) -> str:  # type: ignore[override]
        """The element of a sum of games of the closure (a game, or a list of them)."""
        return self._names[self._element_index(position)]

    def outcome(self, position: object) -> Outcome:  # type: ignore[override]
        """The misère outcome of a sum of games of the closure, read off its element."""
        return _outcome(self._codes[self._element_index(position)])

    def outcome_of(self, name: str) -> Outcome:
        """The misère outcome of every sum with this element."""
        return _outcome(self._codes[self._named(name)])

    def tetrapartition(self) -> dict[str, list[str]]:
        """The elements of each misère outcome (Allen's outcome tetrapartition)."""
        out: dict[str, list[str]] = {"L": [], "N": [], "P": [], "R": []}
        for name in self.elements:
            out[str(self.outcome_of(name))].append(name)
        return out

    def _sum_of(self, w: Word) -> Game:
        from cgt.game import game

        total = game()
        for x in w:
            total = total + self._labels[x]  # type: ignore[operator]
        return total

    def representative(self, name: str) -> Game:
        """A sum of games of the closure with this element (the first the table found)."""
        return self._sum_of(self._reps[self._named(name)])

    def _of(self, x: object) -> int:
        return self._named(x) if isinstance(x, str) else self._element_index(x)

    def distinguish(self, x: object, y: object) -> Game | None:
        """A sum X of games of the closure with o⁻(x + X) ≠ o⁻(y + X), or None when x and y
        have one element (then no X of the closure tells them apart)."""
        a, b = self._of(x), self._of(y)
        if a == b:
            return None
        for e in self._tests:
            ea = self._codes[self._element_index(self._sum_of(merge(self._reps[a], e)))]
            eb = self._codes[self._element_index(self._sum_of(merge(self._reps[b], e)))]
            if ea != eb:
                return self._sum_of(e)
        raise AssertionError("two elements with one row")  # pragma: no cover

    def periodicity(self) -> Any:
        raise NotSupported("periodicity is for the quotients of heap rulesets")

    def __repr__(self) -> str:
        parts = ", ".join(f"{k} = {{{', '.join(v)}}}" for k, v in self.tetrapartition().items())
        return f"PartizanQuotient(order={self.order}, {self.presentation}, {parts})"


def partizan_quotient(
    games: Iterable[object],
    max_order: int = 64,
    max_states: int = 200_000,
    max_sums: int = 200_000,
    max_followers: int = 2_000,
) -> PartizanQuotient:
    """The misère quotient of the closure of ``games`` (games, or positions with a ``game()``
    method): all sums of the components of their followers, modulo indistinguishability in
    that closure. Proven before it is returned (module docstring); ``max_order`` bounds the
    candidates' order, ``max_sums`` the sums whose outcomes are searched, ``max_states`` the
    proof's state search, ``max_followers`` the closure's games
    (:class:`~cgt.errors.SearchBoundExceeded` names the one to raise — an infinite quotient
    always ends there).

    >>> from cgt import parse
    >>> partizan_quotient([parse("{0|}")]).tetrapartition()     # the integer 1
    {'L': [], 'N': ['1'], 'P': [], 'R': ['a']}
    """
    if isinstance(games, (str, bytes)) or not isinstance(games, Iterable):
        raise InvalidArgument("partizan_quotient(games): expected an iterable of games")
    gs = [as_game(g, "partizan_quotient(games): a game") for g in games]
    for name, bound in (
        ("max_order", max_order),
        ("max_states", max_states),
        ("max_sums", max_sums),
        ("max_followers", max_followers),
    ):
        if isinstance(bound, bool) or not isinstance(bound, int) or bound < 1:
            raise InvalidArgument(f"partizan_quotient: {name} must be a positive int")
    # Outcomes recurse once per move of a sum; a deep one is run again on the big stack.
    return maybe_deep(0, _learn, gs, max_order, max_states, max_sums, max_followers)


def _learn(
    gs: list[Game], max_order: int, max_states: int, max_sums: int, max_followers: int
) -> PartizanQuotient:
    cl = _Closure(gs, max_followers, max_sums)
    learner = _Learner(cl, max_order, max_states)
    learner.learn()
    n = len(learner.words)
    mult = [[learner.run(learner.words[b], a) for b in range(n)] for a in range(n)]
    codes = [learner.predicted(c) for c in range(n)]
    gen_image = [learner.delta[0][x] for x in range(len(cl.forms))]
    return PartizanQuotient(mult, codes, gen_image, cl.forms, learner.words, learner.tests)


def _of_games(games: list[Game], bounds: dict[str, int]) -> PartizanQuotient:
    return partizan_quotient(games, **bounds)


PARTIZAN_QUOTIENTS.append(_of_games)
