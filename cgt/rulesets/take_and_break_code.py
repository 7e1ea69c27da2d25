"""Take-and-break codes: octal, hexadecimal and CGSuite's generalised codes.

A code d₀.d₁d₂d₃… says which moves a heap allows: digit dᵣ governs moves that take r tokens,
and bit j of dᵣ allows leaving the rest as exactly j nonempty heaps (Guy–Smith octal notation,
Winning Ways ch. 4). So Kayles is ``0.77`` (take 1 or 2, leave 0, 1 or 2 heaps), Dawson's
Kayles ``0.07``, and hexadecimal digits (``0.3F``) allow three heaps. CGSuite extends this, and
so does cgt, with the same text:

- digits are base 32 (``0``–``9``, ``A``–``V``), or ``&n;`` for any bit mask n;
- a digit may carry a constraint on the heaps it leaves: ``!`` pairwise unequal, ``?`` not all
  equal, ``=`` all equal (Grundy's game is ``4!.0``: split a heap into two unequal heaps); as in
  CGSuite, ``?`` leaves one heap only when that heap has two tokens or more (``0.3F?`` moves
  from 9 to 8 and to 7, from 3 to 2 but not to 1);
- ``*`` allows any number of heaps; ``{1,3+}`` lists the allowed heap counts (``+``: that many
  or more), each count optionally constrained (``{2!,3}``), or all of them (``{2+}=``);
- digits before the point are *additive*: the one just before it is d₀ (take no tokens), those
  further left add tokens (d₋₁, d₋₂, …);
- a bracketed tail repeats forever: ``0.[3]`` is Nim, ``0.3003330[3]`` is the subtraction game
  that may take any number except 2, 3 and 7.

Codes are normalised as CGSuite does (trailing zero digits dropped, a zero period removed), and
print the same way.

>>> str(TBCode.parse("0.77")), TBCode.parse("0.77").max_heaps, TBCode.parse("4!.0").digit(0)
('0.77', 2, Digit(4!))
>>> sorted(TBCode.parse("0.77").moves(4))
[(1, 1), (1, 2), (2,), (3,)]
"""

from __future__ import annotations

from collections.abc import Iterator

import attrs

from cgt.errors import ParseError

__all__ = ["Digit", "TBCode", "UNCONSTRAINED", "SOME_UNEQUAL", "PAIRWISE_UNEQUAL", "ALL_EQUAL"]

BASE32 = "0123456789ABCDEFGHIJKLMNOPQRSTUV"

UNCONSTRAINED, SOME_UNEQUAL, PAIRWISE_UNEQUAL, ALL_EQUAL, DISALLOWED = "", "?", "!", "=", None
_CONSTRAINTS = {"!": PAIRWISE_UNEQUAL, "?": SOME_UNEQUAL, "=": ALL_EQUAL}


def _normalise_digit(constraints: list[str | None], allow_more: bool) -> tuple[tuple, bool]:
    """CGSuite's normal form of a digit (Digit.apply in its TBCode)."""
    while constraints and constraints[-1] is DISALLOWED:
        constraints = constraints[:-1]
    if allow_more and len(constraints) < 4:
        constraints = constraints + [constraints[-1]] * (4 - len(constraints))
    effective = {c for c in constraints[2:] if c is not DISALLOWED}
    normal: list[str | None] = []
    for i, c in enumerate(constraints):
        if c is DISALLOWED:
            normal.append(c)
        elif len(effective) == 1:
            normal.append(next(iter(effective)))
        elif i < 2:
            normal.append(UNCONSTRAINED)
        else:
            normal.append(c)
    if allow_more:
        last_diff = max((i for i, c in enumerate(normal) if c != normal[-1]), default=-1)
        normal = normal[: last_diff + 2]
    return tuple(normal), allow_more


@attrs.frozen(repr=False)
class Digit:
    """One code digit: ``constraints[j]`` governs leaving j heaps (None: not allowed);
    ``allow_more``: heap counts past the list follow its last entry."""

    constraints: tuple[str | None, ...] = ()
    allow_more: bool = False

    @classmethod
    def make(cls, constraints: list[str | None], allow_more: bool = False) -> Digit:
        c, more = _normalise_digit(list(constraints), allow_more)
        return cls(c, more)

    @classmethod
    def from_mask(cls, mask: int, constraint: str = UNCONSTRAINED) -> Digit:
        return cls.make([constraint if mask >> j & 1 else DISALLOWED
                         for j in range(mask.bit_length())])

    @property
    def is_zero(self) -> bool:
        return not self.constraints

    @property
    def max_heaps(self) -> float:
        """The most heaps a move under this digit may leave."""
        return float("inf") if self.allow_more else max(len(self.constraints) - 1, 0)

    def constraint(self, heaps: int) -> str | None:
        if heaps < len(self.constraints):
            return self.constraints[heaps]
        return self.constraints[-1] if self.allow_more else DISALLOWED

    @property
    def mask(self) -> int:
        return sum(1 << j for j, c in enumerate(self.constraints) if c is not DISALLOWED)

    @property
    def is_octal(self) -> bool:
        return len(self.constraints) <= 3 and not self.allow_more and self._free

    @property
    def is_hexadecimal(self) -> bool:
        return len(self.constraints) <= 4 and not self.allow_more and self._free

    @property
    def _free(self) -> bool:
        return all(c in (UNCONSTRAINED, DISALLOWED) for c in self.constraints)

    def __str__(self) -> str:
        cs = self.constraints
        if not cs:
            return "0"
        last = cs[-1]
        consistent = all(c == last or c is DISALLOWED for c in cs)
        if consistent and not self.allow_more:
            m = self.mask
            return (BASE32[m] if m < 32 else f"&{m};") + (last or "")
        if consistent:
            if len(cs) == 1:
                return "*" + (last or "")
            allowed = ",".join(str(j) for j, c in enumerate(cs) if c == last)
            return "{" + allowed + "+}" + (last or "")
        items = ",".join(f"{j}{c or ''}" for j, c in enumerate(cs) if c is not DISALLOWED)
        return "{" + items + ("+" if self.allow_more else "") + "}"

    def __repr__(self) -> str:
        return f"Digit({self})"


_ZERO_DIGIT = Digit()


def _split(m: int, j: int, c: str | None) -> Iterator[tuple[int, ...]]:
    """The ways to leave ``m`` tokens as ``j`` nonempty heaps (sorted) obeying constraint c."""
    if c is DISALLOWED:
        return
    if j == 0:
        if m == 0:
            yield ()
        return
    if m < j:
        return
    if c == ALL_EQUAL:
        if m % j == 0:
            yield (m // j,) * j
        return
    if c == SOME_UNEQUAL and j == 1:
        # CGSuite's rule for "not all equal" on one heap: the heap is allowed unless it has a
        # single token (its traversal asks the least heap times the count to fall short of m).
        if m >= 2:
            yield (m,)
        return
    strict = c == PAIRWISE_UNEQUAL

    def rec(left: int, parts: int, low: int) -> Iterator[tuple[int, ...]]:
        if parts == 1:
            if left >= low:
                yield (left,)
            return
        a = low
        while True:
            need = (a + (a + parts - 1)) * parts // 2 if strict else a * parts
            if need > left:
                return
            for rest in rec(left - a, parts - 1, a + 1 if strict else a):
                yield (a, *rest)
            a += 1

    for heaps in rec(m, j, 1):
        if c == SOME_UNEQUAL and heaps[0] == heaps[-1]:
            continue
        yield heaps


@attrs.frozen(repr=False)
class TBCode:
    """A take-and-break code: ``digits[r]`` for taking r ≥ 0 tokens (``period`` of them repeat
    forever at the end), ``additive[k]`` for adding k + 1 tokens."""

    digits: tuple[Digit, ...]
    additive: tuple[Digit, ...] = ()
    period: int = 0

    @classmethod
    def make(cls, digits: list[Digit], additive: list[Digit] | None = None,
             period: int = 0) -> TBCode:
        """Normalised as CGSuite does."""
        add = list(additive or [])
        while add and add[-1].is_zero:
            add.pop()
        ds = list(digits)
        if period and all(d.is_zero for d in ds[len(ds) - period:]):
            ds, period = ds[: len(ds) - period], 0
        if not period:
            while ds and ds[-1].is_zero:
                ds.pop()
        if not ds:
            ds = [_ZERO_DIGIT]
        return cls(tuple(ds), tuple(add), period)

    @classmethod
    def parse(cls, text: str) -> TBCode:
        """Read CGSuite's code text (``ParseError`` with the column on bad input)."""
        if not isinstance(text, str):
            raise ParseError(f"a take-and-break code is text, not {type(text).__name__}")
        return _CodeParser(text).parse()

    @property
    def preperiod(self) -> int:
        return len(self.digits) - self.period

    @property
    def max_heaps(self) -> float:
        return max(d.max_heaps for d in self.digits + self.additive)

    @property
    def max_removed(self) -> float:
        """The most tokens one move takes (infinite with a period)."""
        return float("inf") if self.period else len(self.digits) - 1

    @property
    def is_octal(self) -> bool:
        return all(d.is_octal for d in self.digits + self.additive)

    @property
    def is_hexadecimal(self) -> bool:
        return all(d.is_hexadecimal for d in self.digits + self.additive)

    def digit(self, removed: int) -> Digit:
        """The digit for moves that take ``removed`` tokens (negative: add tokens)."""
        if removed < 0:
            k = -removed - 1
            return self.additive[k] if k < len(self.additive) else _ZERO_DIGIT
        if removed < len(self.digits):
            return self.digits[removed]
        if self.period:
            return self.digits[(removed - self.preperiod) % self.period + self.preperiod]
        return _ZERO_DIGIT

    def moves(self, n: int) -> Iterator[tuple[int, ...]]:
        """Every move from a heap of ``n``: the sorted tuple of heaps it leaves (each once)."""
        top = n if self.period else min(n, len(self.digits) - 1)
        seen: set[tuple[int, ...]] = set()
        for r in range(-len(self.additive), top + 1):
            d = self.digit(r)
            if d.is_zero:
                continue
            m = n - r
            most = m if d.allow_more else min(m, len(d.constraints) - 1)
            for j in range(0, most + 1):
                for heaps in _split(m, j, d.constraint(j)):
                    if heaps not in seen:
                        seen.add(heaps)
                        yield heaps

    def __str__(self) -> str:
        prefix = "".join(str(d) for d in reversed(self.additive)) + str(self.digits[0])
        middle = "".join(str(d) for d in self.digits[1 : self.preperiod])
        tail = "".join(str(d) for d in self.digits[self.preperiod :]) if self.period else ""
        if not middle and not tail:
            return prefix + ".0"
        return prefix + "." + middle + (f"[{tail}]" if tail else "")

    def __repr__(self) -> str:
        return f"TBCode({str(self)!r})"


class _CodeParser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0

    def fail(self, message: str, at: int | None = None) -> ParseError:
        return ParseError(message, self.text, (self.i if at is None else at) + 1)

    def constraint(self) -> str:
        if self.i < len(self.text) and self.text[self.i] in _CONSTRAINTS:
            c = _CONSTRAINTS[self.text[self.i]]
            self.i += 1
            return c
        return UNCONSTRAINED

    def parse(self) -> TBCode:
        text = self.text
        additive: list[Digit] = []
        digits: list[Digit] = []
        in_additive, in_period, period_start = True, False, -1
        while self.i < len(text):
            ch = text[self.i]
            at = self.i
            digit: Digit | None = None
            if ch == ".":
                if not in_additive:
                    raise self.fail("a code has one point")
                in_additive = False
                self.i += 1
            elif ch == "[":
                if in_period or in_additive:
                    raise self.fail("'[' starts the repeating tail, after the point")
                in_period, period_start = True, len(digits)
                self.i += 1
            elif ch == "]":
                if not in_period or self.i != len(text) - 1:
                    raise self.fail("']' must close the repeating tail at the end")
                in_period = False
                self.i += 1
            elif ch == "*":
                self.i += 1
                digit = Digit.make([self.constraint()], allow_more=True)
            elif ch == "{":
                digit = self.braces()
            elif ch == "&":
                close = text.find(";", self.i)
                body = text[self.i + 1 : close] if close != -1 else ""
                if close == -1 or not body.isdigit():
                    raise self.fail("expected &n; with n a bit mask")
                self.i = close + 1
                digit = Digit.from_mask(int(body), self.constraint())
            else:
                value = BASE32.find(ch.upper())
                if value == -1:
                    raise self.fail(f"{ch!r} is not a code digit")
                self.i += 1
                digit = Digit.from_mask(value, self.constraint())
            if digit is not None:
                (additive if in_additive else digits).append(digit)
            del at
        if not additive:
            raise self.fail("a code starts with a digit before the point", 0)
        if in_additive:
            raise self.fail("a code needs a point, as in 0.77")
        if in_period:
            raise self.fail("unclosed repeating tail '['")
        period = len(digits) - period_start if period_start != -1 else 0
        return TBCode.make([additive[-1], *digits], list(reversed(additive[:-1])), period)

    def braces(self) -> Digit:
        text = self.text
        close = text.find("}", self.i)
        if close == -1:
            raise self.fail("unclosed '{'")
        body = text[self.i + 1 : close]
        self.i = close + 1
        overall = self.constraint()
        more = body.endswith("+")
        if more:
            body = body[:-1]
        entries: dict[int, str] = {}
        for token in body.split(","):
            token = token.strip()
            own = UNCONSTRAINED
            if token and token[-1] in _CONSTRAINTS:
                if overall != UNCONSTRAINED:
                    raise self.fail("constrain the heap counts inside or outside '{…}', not both")
                own = _CONSTRAINTS[token[-1]]
                token = token[:-1]
            if not token.isdigit():
                raise self.fail(f"expected a heap count in '{{…}}', found {token!r}")
            entries[int(token)] = own if own != UNCONSTRAINED else overall
        top = max(entries)
        if top > 63:
            raise self.fail("at most 63 heaps in '{…}'")
        constraints = [entries.get(j, DISALLOWED) for j in range(top + 1)]
        return Digit.make(constraints, allow_more=more)
