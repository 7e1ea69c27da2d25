"""Learning a misère quotient from outcomes of sums: the observation table both the impartial
quotients (:mod:`cgt.impartial.quotient`, Plambeck–Siegel) and the partizan ones
(:mod:`cgt.universes.partizan_quotient`, after Allen) are learned with.

The closure cl(A) is the sums of finitely many generators 0, 1, …, n − 1; a sum is a *word*,
the sorted tuple of its generators. The learner knows only the *truth* α of a sum — whether it
is a misère P-position (impartial), or its outcome code (partizan) — and builds, as in Angluin's
L*, a table of *representatives* (each a representative plus one generator, so each has a
*path* of generators) and *experiments*: the row of a sum is the truth of it plus each
experiment, and sums with one row are one candidate element. Closing the table (every
representative plus a generator has the row of a representative) gives the candidate's
transitions ``delta``. A sum the candidate gets wrong is a counterexample; Rivest–Schapire's
analysis of it (``refine``) finds an experiment that splits a candidate element, so each
round grows the candidate, and ``max_order`` bounds it.

What a proof of the candidate needs differs between the two theories, so a learner is a
subclass that says what a counterexample is (:meth:`ObservationTable.counterexample`); the
shared check that the transitions commute (so the element of a sum does not depend on the order
of its parts) is :meth:`ObservationTable.noncommuting`.

>>> class Parity(ObservationTable):
...     '''Two generators, the truth the parity of the first one's count.'''
...     def counterexample(self):
...         return self.noncommuting()
>>> t = Parity(lambda w: w.count(0) % 2, 2, max_order=4)
>>> t.learn()
>>> t.words, t.delta
([(), (0,)], [[1, 0], [0, 1]])
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence

from cgt.errors import SearchBoundExceeded

__all__ = ["ObservationTable", "Word", "check_sums", "merge"]

Word = tuple[int, ...]  # a sum of generators: their indices, sorted


def merge(*words: Sequence[int]) -> Word:
    """The sum of some words, as a word.

    >>> merge((0, 2), (1,), ()), merge((), [2, 0])
    ((0, 1, 2), (0, 2))
    """
    # Parts may be unsorted (the rest of a path), so even one part is sorted: a sum has one
    # word, the key its outcome is kept under.
    if len(words) == 2:
        a, b = words
        return tuple(sorted((*a, *b)))
    return tuple(sorted(x for w in words for x in w))


def check_sums(known: int, max_sums: int, advice: str = "") -> None:
    """Refuse a new sum's outcome when ``known`` outcomes are held and ``max_sums`` is the
    bound; ``advice`` says what else may help.

    >>> check_sums(2, 3)
    >>> try:
    ...     check_sums(3, 3, " (or lower the heap bound)")
    ... except SearchBoundExceeded as exc:
    ...     print(str(exc).split("= ")[1])
    3 sums; raise max_sums (or lower the heap bound)
    """
    if known >= max_sums:
        raise SearchBoundExceeded(
            "learning the quotient needs the outcomes of more than max_sums = "
            f"{max_sums} sums; raise max_sums{advice}"
        )


class ObservationTable:
    """The observation table: representatives (each reached from a smaller one by one
    generator), experiments, and the candidate read off them.

    ``truth(w)`` is the outcome of the sum ``w`` (anything hashable, compared with ``==``);
    ``n_gen`` the number of generators; ``max_order`` bounds the candidate's elements and
    ``max_states`` is kept for the subclass's proof search. A subclass gives
    :meth:`counterexample`; :meth:`learn` closes and refines until it returns None.
    """

    #: What else than raising a bound may help, added to the bound's error.
    advice = ""

    def __init__(
        self,
        truth: Callable[[Word], Hashable],
        n_gen: int,
        max_order: int,
        max_states: int = 0,
    ) -> None:
        self.truth = truth
        self.n_gen = n_gen
        self.max_order = max_order
        self.max_states = max_states
        self.paths: list[list[int]] = [[]]  # representative i as an ordered list of generators
        self.words: list[Word] = [()]
        self.tests: list[Word] = [()]
        self.delta: list[list[int]] = []
        # Rows grow with the experiments; each sum's truths are asked once.
        self._rows: dict[Word, list[Hashable]] = {}

    def row(self, w: Word) -> tuple[Hashable, ...]:
        r = self._rows.setdefault(w, [])
        for e in self.tests[len(r) :]:
            r.append(self.truth(merge(w, e)))
        return tuple(r)

    def close(self) -> None:
        """Add representatives until every representative plus a generator has the row of a
        representative; fill the transitions."""
        index: dict[tuple[Hashable, ...], int] = {}
        for i, w in enumerate(self.words):
            index.setdefault(self.row(w), i)
        self.delta = []
        i = 0
        while i < len(self.words):
            out = []
            for x in range(self.n_gen):
                w = merge(self.words[i], (x,))
                r = self.row(w)
                j = index.get(r)
                if j is None:
                    if len(self.words) >= self.max_order:
                        raise self._too_large(w)
                    j = len(self.words)
                    self.words.append(w)
                    self.paths.append(self.paths[i] + [x])
                    index[r] = j
                out.append(j)
            self.delta.append(out)
            i += 1

    def _too_large(self, new: Word) -> SearchBoundExceeded:
        """The error when the representatives and ``new`` outgrow ``max_order``."""
        return SearchBoundExceeded(
            f"the quotient has more than max_order = {self.max_order} elements; "
            f"raise max_order{self.advice}"
        )

    # -------------------------------------------------------------- the candidate
    def run(self, path: Iterable[int], start: int = 0) -> int:
        """The element reached from ``start`` by adding the generators of ``path``."""
        c = start
        for x in path:
            c = self.delta[c][x]
        return c

    def predicted(self, c: int) -> Hashable:
        """The truth the candidate gives every sum of element ``c``."""
        return self.truth(self.words[c])

    def learn(self) -> None:
        """Close the table and refine it by counterexamples until the candidate is proven."""
        while True:
            self.close()
            bad = self.counterexample()
            if bad is None:
                return
            self.refine(*bad)

    def counterexample(self) -> tuple[list[int], int | None] | None:
        """A sum (as a path) the candidate gets wrong, with the step for :meth:`refine`, or
        None when the candidate is proven."""
        raise NotImplementedError  # pragma: no cover - each theory proves its own way

    def refine(self, path: list[int], end: int | None = None) -> None:
        """Rivest–Schapire's analysis: α(t), the truth of the representative of the first t
        generators of ``path`` plus the rest, is the truth of the sum at t = 0; ``end``
        (default: the whole path, where α is the prediction) is a step where α differs. Bisect
        for the step where α changes and add the rest of the sum after it as an experiment: it
        tells apart two sums the table merged, so the next closure has a new element."""
        classes = [0]
        for x in path:
            classes.append(self.delta[classes[-1]][x])

        def alpha(t: int) -> Hashable:
            return self.truth(merge(self.words[classes[t]], path[t:]))

        lo, hi = 0, len(path) if end is None else end
        a_lo = alpha(lo)
        if a_lo == alpha(hi):  # pragma: no cover - callers pass a step where α differs
            raise AssertionError("counterexample analysis needs a step where α differs")
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if alpha(mid) == a_lo:
                lo = mid
            else:
                hi = mid
        suffix = merge(path[hi:])
        if suffix in self.tests:  # pragma: no cover - the analysis always finds a new test
            raise AssertionError("counterexample analysis found no new experiment")
        self.tests.append(suffix)

    def noncommuting(self) -> tuple[list[int], int] | None:
        """A counterexample from transitions that do not commute, or None when they all do.

        If x then y and y then x lead from an element to elements whose rows differ at an
        experiment e, α (see :meth:`refine`) differs between the two paths' steps after x and
        y, while α(0) is one truth for both: one of the two orders changes α on the way."""
        n_gen = self.n_gen
        for c in range(len(self.words)):
            for x in range(n_gen):
                for y in range(x + 1, n_gen):
                    a, b = self.run([x, y], c), self.run([y, x], c)
                    if a != b:
                        ra, rb = self.row(self.words[a]), self.row(self.words[b])
                        k = next(i for i in range(len(ra)) if ra[i] != rb[i])
                        truth = self.truth(merge(self.paths[c], (x, y), self.tests[k]))
                        order = [x, y] if ra[k] != truth else [y, x]
                        return self.paths[c] + order + list(self.tests[k]), len(self.paths[c]) + 2
        return None
