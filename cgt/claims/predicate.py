"""What a predicate claim computed, when it comes out false.

A claim given as a function returning a bool is opaque: "the predicate is false" says nothing
of why. When the function's source can be read (a ``lambda`` or a ``def`` whose body returns
one expression) and that expression is a comparison or a boolean combination, each operand is
evaluated again with the instance's values, and the report shows them:

>>> from cgt import L, star, up
>>> explain(lambda G: G.misere_outcome() == L, {"G": up + star})
'G.misere_outcome() = N'
>>> source(lambda G: G.misere_outcome() == L)
'lambda G: G.misere_outcome() == L'

An operand that shows its own value (``L``, ``0``, ``(L, N)``) is left out, and an operand met
twice is shown once: the claim's text (:func:`source`, which the report prints for a
``lambda``) says what they were compared with.

Evaluating again is safe because games and outcomes are immutable values; anything that goes
wrong (no source, a statement the reader does not take, an operand that raises) gives None,
and the report falls back to "the predicate is false".
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from collections.abc import Callable
from typing import Any

__all__ = ["explain", "source"]

#: Longest text of one operand's value in a report.
_SHOWN = 60


def _expression(fn: Callable[..., Any]) -> ast.expr | None:
    """The expression the function returns, from its source; None when it cannot be read."""
    try:
        source = textwrap.dedent(inspect.getsource(fn))
    except (OSError, TypeError):
        return None
    tree = None
    for text in (source, "(" + source.strip().rstrip(",") + ")"):
        try:
            tree = ast.parse(text)
            break
        except SyntaxError:
            continue
    if tree is None:
        return None
    code = fn.__code__
    params = list(code.co_varnames[: code.co_argcount + code.co_kwonlyargcount])
    found: list[ast.expr] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Lambda) and fn.__name__ == "<lambda>":
            if [a.arg for a in node.args.args + node.args.kwonlyargs] == params:
                found.append(node.body)
        elif isinstance(node, ast.FunctionDef) and node.name == fn.__name__:
            body = [s for s in node.body if not isinstance(s, ast.Expr)]  # skip a docstring
            if len(body) == 1 and isinstance(body[0], ast.Return) and body[0].value is not None:
                found.append(body[0].value)
    return found[0] if len(found) == 1 else None


def source(fn: Callable[..., Any]) -> str | None:
    """The text of a ``lambda`` (``lambda G: …``) as its source gives it; None when it
    cannot be read or ``fn`` is not a lambda."""
    if getattr(fn, "__name__", None) != "<lambda>":
        return None
    e = _expression(fn)
    if e is None:
        return None
    code = fn.__code__
    params = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
    return f"lambda {', '.join(params)}: {ast.unparse(e)}"


def _operands(e: ast.expr) -> list[ast.expr]:
    if isinstance(e, ast.Compare):
        return [e.left, *e.comparators]
    if isinstance(e, ast.BoolOp):
        return [x for v in e.values for x in _operands(v)]
    if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.Not):
        return _operands(e.operand)
    return [e]


def explain(fn: Callable[..., Any], values: dict[str, Any]) -> str | None:
    """``operand = value, …`` for the operands of the comparison the predicate ``fn``
    returns, evaluated with ``values``; None when that cannot be done."""
    e = _expression(fn)
    if e is None:
        return None
    scope = dict(fn.__globals__)
    if fn.__closure__:
        scope.update(
            zip(fn.__code__.co_freevars, (c.cell_contents for c in fn.__closure__), strict=True)
        )
    scope.update(values)
    shown: dict[str, str] = {}
    for operand in _operands(e):
        text = ast.unparse(operand)
        if text in shown:
            continue
        try:
            value = eval(compile(ast.Expression(operand), "<claim>", "eval"), scope)  # noqa: S307
        except Exception:  # noqa: BLE001 - an operand that does not evaluate: no explanation
            return None
        v = str(value)
        cut = v if len(v) <= _SHOWN else v[: _SHOWN - 1] + "…"
        shown[text] = "" if v == text else f"{text} = {cut}"
    return ", ".join(x for x in shown.values() if x) or None
