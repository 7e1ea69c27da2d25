"""A griffe extension for the API reference: docstrings written for doctest and Sphinx read as
Markdown.

cgt's docstrings hold doctest examples (``>>>`` lines, run by the test suite) and Sphinx roles
(:func:`parse`). Markdown would read the first as nested block quotes and print the second
verbatim, so each doctest block becomes a ``pycon`` code block and each role its code span.
"""

from __future__ import annotations

import re
from typing import Any

import griffe

_ROLE = re.compile(r":(?:py:)?(?:func|class|meth|data|attr|mod|exc|obj|const):`(~?)([^`]+)`")


def _role(match: re.Match[str]) -> str:
    target = match.group(2)
    return f"`{target.rsplit('.', 1)[-1] if match.group(1) else target}`"


def markdown_docstring(text: str) -> str:
    """The docstring with its doctest blocks fenced and its Sphinx roles as code spans.

    A doctest block runs from a ``>>>`` line to the next blank line, as doctest reads it.
    """
    out: list[str] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.lstrip().startswith(">>>"):
            indent = line[: len(line) - len(line.lstrip())]
            block = []
            while i < len(lines) and lines[i].strip():
                block.append(lines[i][len(indent):] if lines[i].startswith(indent) else lines[i])
                i += 1
            if out and out[-1].strip():
                out.append("")
            out += [indent + "```pycon", *(indent + b for b in block), indent + "```"]
            continue
        out.append(_ROLE.sub(_role, line))
        i += 1
    return "\n".join(out)


class DoctestsAsCode(griffe.Extension):
    """Rewrites every docstring griffe loads (see :func:`markdown_docstring`)."""

    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        if obj.docstring is not None:
            obj.docstring.value = markdown_docstring(obj.docstring.value)
