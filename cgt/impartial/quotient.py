"""Misère quotients of impartial games (Plambeck–Siegel, *Misère quotients for impartial
games*, JCTA 115 (2008); Plambeck, *Taming the wild in impartial combinatorial games*, 2005).

Let A be a set of impartial games closed under followers and cl(A) all finite sums of them.
G ≡ H (mod A) when o⁻(G + X) = o⁻(H + X) for every X in cl(A). The classes form a finite or
infinite commutative monoid Q(A), the *misère quotient*, with the P-portion P = the classes of
P-positions; a sum's outcome is read off the product of its parts' elements.

**How cgt computes it.** A heap ruleset's quotient is built heap by heap
(:mod:`cgt.impartial.pretension`). For a set of games, a candidate (Q, P, Φ) — a commutative
monoid, a subset, and the element Φ(x) of each generator x of cl(A) — is *learned* from outcomes
of sums (an observation table of words, as in Angluin's L*; outcomes come from the sums' misère
canonical forms), and then *proven*. Φ preserves every outcome in cl(A) exactly when

1. Φ(0) ∉ P;
2. if y·Φ(x) ∈ P then y·Φ(x') ∉ P, for every y ∈ Q, generator x and option x' of x;
3. every nonzero sum G with Φ(G) ∉ P has a component x and an option x' of it with
   Φ(G − x)·Φ(x') ∈ P;

(by induction on G), and then Q is the quotient, because the learned elements are told apart by
outcomes. Condition 2 is finitely many checks. Condition 3 quantifies over the infinite closure,
but whether a sum passes depends only on its *state* — Φ(G) and Φ(G − x) for each kind of
generator in G — and the states reachable by adding generators are finitely many, so a search
over states decides it. A failure is a sum whose outcome the candidate gets wrong; it refines the
table (Rivest–Schapire's analysis of a counterexample) and the loop continues. So every returned
quotient is proven, and the only limits are the bounds on its order and on the state search.

**Kayles (0.77).** Its misère quotient has order 40, with 9 elements in the P-portion:

    ⟨a, b, c, d, e, f, g | a² = 1, bd = bc, be = bc, bf = ab, cd = b², ce = b², dg = cg,
    e² = de, eg = cg, f² = b², fg = ag, g² = b², b³ = b, b²c = acf, b²g = g, bc² = b, c³ = c,
    c²f = ab², c²g = g, d³ = d, d²f = f⟩,   P = {a, d, e, ac, b², ac², ad², ade, adf},

heaps 1, 2, 5, 9, 12, 25, 27 pretending to be the generators a, b, c, d, e, f, g. The closures
of heaps ≤ n have orders 2, 6, 12, 18, 24, 32, 40 from n = 1, 2, 5, 9, 12, 25, 27 on. This is
the quotient of Kayles with heaps of every size, not only of a bounded closure: the heap
elements repeat with period 12 from heap 71 (as the nim values do), and once the conditions
hold to heap 2·71 + 2·12 = 166 no larger heap brings a new kind of heap (the octal periodicity
argument; :meth:`MisereQuotient.periodicity` makes the same argument for any take-and-break
code without constraints, and so answers heaps past the bound a quotient was built with).
The tests check this with a certificate that shares no code with the construction,
and against a twin built from the definitions for the closures it reaches (heaps ≤ 11) and plain
search (tests/test_quotient_kayles.py). An order of 48 has been quoted
for Kayles; no source stating it was found, and it is ruled out: the map above is onto, reduced
and gets every outcome right, so no two sums with one element can be told apart.

>>> from cgt import nimber
>>> q = misere_quotient([nimber(2)])
>>> q.order, q.presentation, q.p_portion
(6, '⟨a, b | a² = 1, b³ = b⟩', ['a', 'b²'])
>>> from cgt.rulesets import KAYLES
>>> q = misere_quotient(KAYLES, heaps=30)
>>> q.order, q.p_portion, list(q.generators.values())
(40, ['a', 'd', 'e', 'ac', 'b²', 'ac²', 'ad²', 'ade', 'adf'], [1, 2, 5, 9, 12, 25, 27])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from cgt import _plugins
from cgt.errors import InvalidArgument, InvalidGame, NotSupported, SearchBoundExceeded
from cgt.game import Game, as_game
from cgt.impartial.misere_canonical import ZERO, add, record_of
from cgt.impartial.nim_values import require_impartial
from cgt.quotient_learning import ObservationTable, Word, check_sums, merge

if TYPE_CHECKING:  # pragma: no cover
    from cgt.impartial.misere_canonical import _M
    from cgt.rulesets.heap import HeapRuleset
    from cgt.rulesets.periodicity import Periodicity

__all__ = ["MisereQuotient", "misere_quotient"]


#: A smaller heap bound is the other way out of a search bound.
_ADVICE = " (or lower the heap bound)"


class _Closure:
    """The generators of cl(A): their canonical forms (for outcomes), their options (as words of
    generators) and labels."""

    def __init__(self, records: list[_M], options: list[list[Word]], labels: list[object]):
        self.records = records
        self.options = options
        self.labels = labels
        self._p: dict[Word, bool] = {}
        self.max_sums = 0  # set by misere_quotient
        self._sum: dict[Word, _M] = {(): ZERO}

    def total(self, w: Word) -> _M:
        r = self._sum.get(w)
        if r is None:
            r = add(self.total(w[:-1]), self.records[w[-1]])
            self._sum[w] = r
        return r

    def is_p(self, w: Word) -> bool:
        got = self._p.get(w)
        if got is None:
            check_sums(len(self._p), self.max_sums, _ADVICE)
            got = self._p[w] = self.total(w).gm == 0
        return got


def _closure_of_games(games: Iterable[Game]) -> _Closure:
    followers: dict[int, Game] = {}
    order: list[int] = []
    index: dict[int, int] = {}
    reps: list[Game] = []
    for g in games:
        g = require_impartial(g, "misere_quotient")
        for f in g.followers():
            r = record_of(f)
            if r is ZERO or r.id in index:
                continue
            index[r.id] = len(reps)
            reps.append(f)
            order.append(r.id)
            followers[r.id] = f
    records = [record_of(f) for f in reps]

    def word(o: Game) -> Word:
        r = record_of(o)
        return () if r is ZERO else (index[r.id],)

    options = [[word(o) for o in f.left] for f in reps]
    return _Closure(records, options, list(reps))


class _Learner(ObservationTable):
    """The observation table of :mod:`cgt.quotient_learning`, the truth of a sum whether it is
    a P-position, proven by the inductive conditions of the module docstring."""

    advice = _ADVICE

    def __init__(self, cl: _Closure, max_order: int, max_states: int) -> None:
        super().__init__(cl.is_p, len(cl.records), max_order, max_states)
        self.cl = cl

    def predicted_p(self, c: int) -> bool:
        return self.cl.is_p(self.words[c])

    def counterexample(self) -> tuple[list[int], int | None] | None:
        """A sum the candidate gets wrong (with the step for ``refine``), or None when the
        candidate is proven."""
        n_gen = self.n_gen
        bad_order = self.noncommuting()
        if bad_order is not None:
            return bad_order
        if self.predicted_p(0):  # pragma: no cover - the empty sum is an N-position
            raise AssertionError("0 predicted to be a P-position")
        # Condition 2.
        for y in range(len(self.words)):
            for x in range(n_gen):
                if not self.predicted_p(self.delta[y][x]):
                    continue
                for o in self.cl.options[x]:
                    if self.predicted_p(self.run(o, y)):
                        here = self.paths[y] + [x]
                        if not self.cl.is_p(merge(here)):
                            return here, None
                        return self.paths[y] + list(o), None
        bad = self._condition_three()
        return None if bad is None else (bad, None)

    def _condition_three(self) -> list[int] | None:
        """Search the states (Φ(G), the set of Φ of G's options) reachable by adding generators
        for one with Φ(G) ∉ P and no option in P. A state whose option set contains that of
        another state with the same element is skipped: every extension of it has at least
        the options of the same extension of the other (CGSuite's MisereSolver prunes so)."""
        # (here: cgt.impartial.pretension imports numpy, half a second of CPU)
        from cgt.impartial.pretension import count_state, keep_minimal

        n_gen = self.n_gen
        p = [self.predicted_p(c) for c in range(len(self.words))]
        kinds: dict[tuple[int, frozenset[int]], int] = {}
        for x in range(n_gen):
            imgs = frozenset(self.run(list(o)) for o in self.cl.options[x])
            kinds.setdefault((self.delta[0][x], imgs), x)
        gens = [(x, self.delta[0][x], imgs) for (_, imgs), x in kinds.items() if imgs]
        kept: dict[int, list[frozenset[int]]] = {}
        todo: list[tuple[int, frozenset[int], list[int]]] = [(0, frozenset(), [])]
        visited = 0
        while todo:
            elem, opts, path = todo.pop()
            for x, img, x_opts in gens:
                new_elem = self.delta[elem][x]
                new_opts = frozenset(self._mult(t, img) for t in opts) | frozenset(
                    self._mult(elem, o) for o in x_opts
                )
                if not keep_minimal(kept, new_elem, new_opts):
                    continue
                visited = count_state(visited, self.max_states)
                new_path = path + [x]
                if not p[new_elem] and not any(p[t] for t in new_opts):
                    return self._fix_condition_three(new_path)
                todo.append((new_elem, new_opts, new_path))
        return None

    def _mult(self, a: int, b: int) -> int:
        return self.run(self.paths[b], a)

    def _fix_condition_three(self, path: list[int]) -> list[int]:
        if self.cl.is_p(merge(path)):
            return path  # predicted N, but a P-position
        for i, x in enumerate(path):
            rest = path[:i] + path[i + 1 :]
            for o in self.cl.options[x]:
                if self.cl.is_p(merge(rest, o)):
                    return rest + list(o)  # predicted N (no option maps into P), but P
        raise AssertionError("an N-position without a P option")  # pragma: no cover


class MisereQuotient:
    """A misère quotient: a finite commutative monoid with its P-portion and the element of
    each generator (a game of A, or a heap).

    - ``order``: the number of elements; ``elements``: their names (normal forms in the
      generators a, b, c, … of the presentation, ``1`` the identity);
    - ``presentation``: ``⟨a, b, … | relations⟩``; ``generators`` maps each generator name to
      the game or heap it comes from; ``relations`` the list of ``(left, right)`` names;
    - ``p_portion``: the elements whose sums are misère P-positions;
    - ``element(position)``: the element of a sum (a list of heaps, or of games of A);
    - ``outcome(position)``: its misère outcome, ``"P"`` or ``"N"``, read off the quotient;
    - ``multiply(x, y)``, ``table()``: the monoid's operation.
    """

    def __init__(
        self,
        mult: list[list[int]],
        p: list[bool],
        gen_image: list[int],
        labels: list[object],
        heaps: bool,
        *,
        ruleset: HeapRuleset | None = None,
        bounds: tuple[int, int] = (4096, 200_000),
    ) -> None:
        self._mult = mult
        self._p = p
        self._gen_image = gen_image
        self._labels = labels
        self._heaps = heaps
        self._ruleset = ruleset
        self._bounds = bounds
        self._period: tuple[int, int, list[int]] | None = None
        # why proving the periodicity failed (the error's class and message), once it has
        self._failure: tuple[type[Exception], str] | None = None
        self._present()

    @classmethod
    def _of_learner(cls, learner: _Learner, labels: list[object], heaps: bool) -> MisereQuotient:
        n = len(learner.words)
        mult = [[learner.run(learner.paths[b], a) for b in range(n)] for a in range(n)]
        p = [learner.predicted_p(c) for c in range(n)]
        return cls(mult, p, [learner.delta[0][x] for x in range(len(labels))], labels, heaps)

    # ------------------------------------------------------------------ structure
    @property
    def order(self) -> int:
        return len(self._p)

    def multiply(self, x: str, y: str) -> str:
        """The product of two elements, by name."""
        return self._names[self._mult[self._named(x)][self._named(y)]]

    def _named(self, name: str) -> int:
        try:
            return self._name_index[name]
        except KeyError:
            raise InvalidGame(f"{name!r} is not an element of this quotient") from None

    def _element_index(self, position: Iterable[object] | object) -> int:
        if (
            isinstance(position, (str, int, Game))
            or not isinstance(position, Iterable)
            or hasattr(position, "game")
        ):
            position = [position]  # one heap or one game: a sum of one term (as partizan)
        c = 0
        for item in position:
            if self._heaps:
                if isinstance(item, bool) or not isinstance(item, int) or item < 0:
                    raise InvalidGame(f"a heap is a non-negative integer, not {item!r}")
                if item == 0:
                    continue
                if item > len(self._labels):
                    c = self._mult[c][self._far_heap(item)]
                    continue
                x = item - 1
            else:
                x = self._game_index(item)
                if x is None:
                    continue
            c = self._mult[c][self._gen_image[x]]
        return c

    # ------------------------------------------------------------------ every heap size
    def periodicity(self) -> Periodicity:
        """The periodicity of the heap elements that proves this quotient for heaps of every
        size: φ(h + period) = φ(h) for every h ≥ preperiod (see :func:`_proven_period`).
        Heaps past the bound the quotient was built with are answered through it; when the
        heaps computed do not prove it yet, more are computed (the same construction, to a
        larger bound), and if the quotient grows on the way it was not the quotient of every
        heap size, which :class:`~cgt.errors.InvalidGame` says.

        >>> from cgt.rulesets import take_and_break
        >>> q = misere_quotient(take_and_break("0.75"), heaps=12)
        >>> q.periodicity(), q.element([13]) == q.element([9]), q.outcome([1000, 7])
        (Periodicity(period=2, preperiod=8, saltus=0), True, 'N')
        """
        from cgt.rulesets.periodicity import Periodicity

        n0, p, _ = self._proven()
        return Periodicity(period=p, preperiod=n0)

    def _far_heap(self, h: int) -> int:
        """The element of heap h past the heap bound, by the proven periodicity."""
        n0, p, phi = self._proven(h)
        return phi[h] if h < len(phi) else phi[n0 + (h - n0) % p]

    def _proven(self, h: int | None = None) -> tuple[int, int, list[int]]:
        """The proven periodicity (preperiod, period, heap elements), computed once; a proof
        that fails fails once too: its error is remembered and raised again for every heap
        asked after it, since the construction is deterministic (the same ruleset and
        bounds give the same failure) and may take long to fail."""
        if self._period is not None:
            return self._period
        n = len(self._labels)
        asked = "" if h is None else f"heap {h} is past this quotient's heap bound {n}, and "
        if self._failure is not None:
            kind, why = self._failure
            raise kind(f"{asked}{why}")
        try:
            self._period = self._prove()
        except (InvalidGame, SearchBoundExceeded) as exc:
            self._failure = (type(exc), str(exc))
            raise type(exc)(f"{asked}{exc}") from None
        return self._period

    def _prove(self) -> tuple[int, int, list[int]]:
        from cgt.impartial.pretension import solve

        rs = self._ruleset
        n = len(self._labels)
        if rs is None or not self._heaps:
            raise InvalidGame("this quotient was not built from a heap ruleset")
        if not _shift_invariant(rs):
            raise InvalidGame(
                "the periodicity argument is for take-and-break codes whose moves take "
                f"a bounded number of tokens and split heaps freely (no additive digits, no "
                f"constraints on the heaps left); {rs!r} is not one"
            )
        t, k = int(rs.max_removed), max(int(rs.max_heaps), 1)
        phi = [0, *self._gen_image]
        found = _proven_period(phi, t, k)
        bound = n
        while found is None:
            # First a cheap look (twice the heaps) for a quotient that grows, then the heaps
            # the nim values' periodicity suggests.
            guess = _next_bound(rs, bound, t, k)
            bound = min(guess, 2 * bound) if bound == n else guess
            if bound > _MOST_HEAPS:
                raise SearchBoundExceeded(
                    "the heap elements are not proven periodic by heap "
                    f"{_MOST_HEAPS}; the quotient holds for the heaps it was built with"
                )
            try:
                c = solve(rs, bound, max_order=self._bounds[0], max_states=self._bounds[1])
            except SearchBoundExceeded as exc:
                raise SearchBoundExceeded(
                    "proving the quotient for every heap size computes it to heap "
                    f"{bound}, where {exc}"
                ) from None
            same = (
                c.order == self.order
                and c.mul.tolist() == self._mult
                and c.p.tolist() == self._p
                and list(c.prefn[1 : n + 1]) == self._gen_image
            )
            if not same:
                raise InvalidGame(
                    f"the quotient of heaps up to {n} is not the quotient of larger "
                    f"heaps: by heap {bound} it has order {c.order}; build "
                    f"misere_quotient({rs!r}, heaps={bound})"
                )
            phi = list(c.prefn)
            found = _proven_period(phi, t, k)
        return (found[0], found[1], phi)

    def _game_index(self, g: object) -> int | None:
        r = record_of(require_impartial(as_game(g, "a term of position"), "a quotient position"))
        if r is ZERO:
            return None
        for i, lab in enumerate(self._labels):
            if record_of(lab) is r:  # type: ignore[arg-type]
                return i
        raise InvalidGame("this game is not (equal mod I to) a follower of the closure's games")

    def element(self, position: Iterable[object] | object) -> str:
        """The element of the sum of ``position`` (heap sizes, or games of the closure; one
        heap or game alone is a sum of one term)."""
        return self._names[self._element_index(position)]

    def outcome(self, position: Iterable[object] | object) -> str:
        """The misère outcome of the sum, read off the quotient: ``"P"`` or ``"N"``."""
        return "P" if self._p[self._element_index(position)] else "N"

    def table(self) -> list[list[str]]:
        """The multiplication table, rows and columns in the order of ``elements``."""
        return [[self._names[self._mult[a][b]] for b in self._order] for a in self._order]

    def __repr__(self) -> str:
        return (
            f"MisereQuotient(order={self.order}, {self.presentation}, "
            f"P = {{{', '.join(self.p_portion)}}})"
        )

    # ------------------------------------------------------------------ presentation
    def _present(self) -> None:
        n = self.order
        # Generators: the elements of heaps (games) that the earlier ones do not generate.
        chosen: list[int] = []
        chosen_from: list[object] = []
        reached = {0}
        for x, img in enumerate(self._gen_image):
            if img in reached:
                continue
            chosen.append(img)
            chosen_from.append(self._labels[x])
            frontier = list(reached)
            while frontier:
                nxt = []
                for c in frontier:
                    for g in chosen:
                        d = self._mult[c][g]
                        if d not in reached:
                            reached.add(d)
                            nxt.append(d)
                frontier = nxt
        names = [_letter(i) for i in range(len(chosen))]
        k = len(chosen)
        # Normal forms: the least exponent vector (degree, then lexicographic) of each element;
        # relations: the least vectors past them (the corners of the normal forms).
        normal: dict[tuple[int, ...], int] = {(0,) * k: 0}
        form_of = {0: (0,) * k}
        relations: list[tuple[tuple[int, ...], int]] = []
        degree = [(0,) * k]
        while degree:
            nxt_degree = []
            candidates = sorted(
                {tuple(v[j] + (j == i) for j in range(k)) for v in degree for i in range(k)},
                key=lambda v: tuple(-e for e in v),
            )
            for w in candidates:
                if any(
                    w[j] and tuple(w[t] - (t == j) for t in range(k)) not in normal
                    for j in range(k)
                ):
                    continue  # a multiple of a relation
                j = next(t for t in range(k) if w[t])
                prev = normal[tuple(w[t] - (t == j) for t in range(k))]
                c = self._mult[prev][chosen[j]]
                if c in form_of:
                    relations.append((w, c))
                else:
                    form_of[c] = w
                    normal[w] = c
                    nxt_degree.append(w)
            degree = nxt_degree
        if len(form_of) != n:  # pragma: no cover - the chosen generators generate Q
            raise AssertionError("generators do not generate the quotient")
        self._order = sorted(
            range(n), key=lambda c: (sum(form_of[c]), tuple(-e for e in form_of[c]))
        )
        self._names = [_monomial(form_of[c], names) for c in range(n)]
        self._name_index = {name: c for c, name in enumerate(self._names)}
        #: The elements by name, shortest normal form first (the order of ``table()``).
        self.elements = [self._names[c] for c in self._order]
        self.generators = dict(zip(names, chosen_from, strict=True))
        self.relations = [(_monomial(w, names), self._names[c]) for w, c in relations]
        rel_text = ", ".join(f"{a} = {b}" for a, b in self.relations)
        self.presentation = f"⟨{', '.join(names)} | {rel_text}⟩" if names else "⟨ | ⟩"
        self.p_portion = [self._names[c] for c in self._order if self._p[c]]
        #: The element of each heap (or game of A), in order.
        self.images = [self._names[c] for c in self._gen_image]


_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


#: The largest heap bound computed to prove the periodicity of a quotient's heap elements.
_MOST_HEAPS = 2048


def _proven_period(phi: Sequence[int], max_taken: int, max_left: int) -> tuple[int, int] | None:
    """(preperiod n0, period p) when the heap elements ``phi`` (φ(0) … φ(H)) prove the quotient
    for every heap size, the least period first; None when they do not (yet).

    The argument (as the octal periodicity theorem for nim values): let every move take at most
    t tokens and leave at most k heaps, and φ(h + p) = φ(h) for n0 ≤ h ≤ H − p. Define φ past
    H by the period. For h ≥ B = k·(n0 + p − 1) + t − p + 1, the heaps an option of h + p leaves
    add up to more than k·(n0 + p − 1), so one has at least n0 + p tokens, and taking p from it
    gives an option of h with the same element; conversely an option of h has a heap of at
    least n0 (its heaps add up to more than k·(n0 − 1)), and adding p to it gives an option of
    h + p. So heap h + p has the element and the option elements of heap h: every heap is of
    the kind of a heap ≤ B + p − 1. The quotient is proven by the inductive conditions on the
    kinds of heaps up to H (Plambeck–Siegel 2008, §§5–6), so with H ≥ B + p − 1 =
    k·(n0 + p − 1) + t it is proven, with the same monoid, for heaps of every size.

    >>> _proven_period([0, 3, 2, 3, 2, 1, 2, 1, 2, 7, 2, 7, 2, 7, 2, 7, 2, 7, 2, 7, 2], 2, 2)
    (8, 2)
    >>> _proven_period([0, 3, 2, 3, 2, 1, 2, 1, 2, 7, 2, 7, 2], 2, 2) is None
    True
    """
    top = len(phi) - 1
    for p in range(1, top // 2 + 1):
        n0 = top - p + 1
        while n0 > 1 and phi[n0 - 1] == phi[n0 - 1 + p]:
            n0 -= 1
        if n0 <= top - p and top >= max_left * (n0 + p - 1) + max_taken:
            return n0, p
    return None


def _shift_invariant(rs: HeapRuleset) -> bool:
    """Do the moves of a heap depend only on how many tokens they take and how many heaps they
    leave (any sizes), at most finitely many tokens? Then adding p tokens to one heap a move
    leaves turns it into a move of a heap p larger, as :func:`_proven_period` needs."""
    from cgt.rulesets.heap import TakeAndBreak
    from cgt.rulesets.take_and_break_code import DISALLOWED, UNCONSTRAINED

    if not isinstance(rs, TakeAndBreak):
        return False
    code = rs.code
    if code.additive or code.period or rs.max_heaps == float("inf"):
        return False
    return all(
        all(c in (UNCONSTRAINED, DISALLOWED) for c in d.constraints) for d in code.digits
    )


def _next_bound(rs: HeapRuleset, bound: int, t: int, k: int) -> int:
    """The next heap bound to compute to: where the nim values' periodicity would prove the
    heap elements' if they shared it, else twice the last bound."""
    guess = 0
    per = rs.periodicity(max(4 * bound, 400))
    if per is not None:
        guess = k * (per.preperiod + per.period - 1) + t
    return guess if guess > bound else 2 * bound


def _letter(i: int) -> str:
    return "abcdefghijklmnopqrstuvwxyz"[i] if i < 26 else f"x{i}"


def _monomial(v: Sequence[int], names: list[str]) -> str:
    parts = [
        names[i] + (str(e).translate(_SUPERSCRIPT) if e > 1 else "") for i, e in enumerate(v) if e
    ]
    return "".join(parts) or "1"


#: Quotients of partizan closed sets, tried in order: each takes the games and the bounds
#: (``max_order``, ``max_states``, ``max_sums``) and returns their quotient, or None when it
#: does not cover them. Installed by :mod:`cgt.universes.sprig_quotient` (sums of sprigs, by
#: McKay–Milley–Nowakowski's theory, infinite quotients included) and
#: :mod:`cgt.universes.partizan_quotient` (any closed set, learned and proven), imported by
#: :func:`cgt._plugins.load` when first consulted.
PARTIZAN_QUOTIENTS: list[Callable[[list[Game], dict[str, int]], Any]] = []


def misere_quotient(
    source: Iterable[Game] | HeapRuleset,
    heaps: int | None = None,
    max_order: int | None = None,
    max_states: int = 200_000,
    max_sums: int = 200_000,
) -> MisereQuotient:
    """The misère quotient of the closure of a set of impartial games (with all their
    followers), or of a heap ruleset with heaps of at most ``heaps`` tokens.

    A heap ruleset's quotient is built heap by heap (:mod:`cgt.impartial.pretension`, the method
    of Siegel's MisereSolver); a set of games' quotient is learned from outcomes of sums, which
    ``max_sums`` bounds. Either way it is proven by the inductive conditions before it is
    returned. ``max_order`` bounds the order of the candidate monoids, ``max_states`` the search
    that proves them (:class:`~cgt.errors.SearchBoundExceeded` names the bound to raise).

    The candidates on the way can be much larger than the quotient: Dawson's Kayles (0.07)
    has Q_30 of order 360 (as Siegel found), but at heap 30 a candidate has 5248 elements, so
    ``heaps=30`` needs ``max_order=5248`` (about a minute; the tables take memory of the order
    squared).

    Partizan games get the quotient of their closed set (Allen, *Peeking at partizan misère
    quotients*): the monoid of sprig sums of McKay–Milley–Nowakowski §4 when they are sums of
    sprigs, else :func:`cgt.universes.partizan_quotient.partizan_quotient`, learned and proven
    the same way. ``max_order`` defaults to 4096 for impartial games and to 64 for partizan
    ones, whose quotients are often infinite (a closure holding 1 and −1 counts them); the
    search then ends in :class:`~cgt.errors.SearchBoundExceeded`, never in a guess.

    >>> from cgt.rulesets import take_and_break
    >>> q = misere_quotient(take_and_break("0.75"), heaps=12)
    >>> q.order, q.outcome([3, 2, 1])
    (8, 'N')
    """
    from cgt.impartial.pretension import solve
    from cgt.rulesets.heap import HeapRuleset

    order_bound = 4096 if max_order is None else max_order
    if isinstance(source, HeapRuleset):
        if heaps is None or isinstance(heaps, bool) or not isinstance(heaps, int) or heaps < 0:
            raise InvalidGame("a heap ruleset's quotient needs a heap bound: heaps=n (n ≥ 0)")
        c = solve(source, heaps, max_order=order_bound, max_states=max_states)
        return MisereQuotient(
            c.mul.tolist(),
            c.p.tolist(),
            list(c.prefn[1:]),
            list(range(1, heaps + 1)),
            True,
            ruleset=source,
            bounds=(order_bound, max_states),
        )
    if heaps is not None:
        raise InvalidGame("heaps=… is for heap rulesets; a set of games has no heap bound")
    if isinstance(source, (str, bytes)) or not isinstance(source, Iterable):
        raise InvalidArgument(
            "misere_quotient(source): expected games or a heap ruleset, not "
            f"{type(source).__name__}"
        )
    games = [as_game(g, "misere_quotient(source): a game") for g in source]
    if not all(g.is_impartial for g in games):
        # Partizan games: the monoid of sprig sums (McKay–Milley–Nowakowski §4) when they are
        # sprig sums, else the quotient of the closed set, learned and proven
        # (cgt.universes.partizan_quotient).
        _plugins.load()
        bounds = {
            "max_order": 64 if max_order is None else max_order,
            "max_states": max_states,
            "max_sums": max_sums,
        }
        for quotient in PARTIZAN_QUOTIENTS:
            q = quotient(games, bounds)
            if q is not None:
                return q  # type: ignore[no-any-return]
        raise NotSupported("no partizan quotient is installed")  # pragma: no cover
    cl = _closure_of_games(games)
    cl.max_sums = max_sums
    learner = _Learner(cl, order_bound, max_states)
    learner.learn()
    return MisereQuotient._of_learner(learner, cl.labels, False)
