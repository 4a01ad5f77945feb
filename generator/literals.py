"""Python source for values: the one place that spells a string, number, boolean, ``None``,
list or dict from a spec as a Python literal (a shared leaf of the IR and render stages).

Strings are quoted the way black quotes them (double quotes, unless single quotes need fewer
escapes), so generated text is already what black would print and black has less to change;
everything else is ``repr``.  The result is always an inert literal: no spec text can leave it.
"""

from __future__ import annotations

import math
from typing import Any

LINE_LENGTH = 100  # black's line length in generator.format.mode(), the formatter of record


def string_literal(text: str) -> str:
    """A Python string literal for ``text`` as black would normalise it.

    ``repr`` gives a correct literal; when it chose single quotes, the same body in double
    quotes is used unless that needs more escaped quotes (black's rule, ``normalize_string_quotes``).

    Args:
        text: any string (control characters and non-printables are escaped by ``repr``).

    Returns:
        The literal, e.g. ``"it's"`` or ``'say "hi"'``.
    """
    r = repr(text)
    if r[0] == '"':
        return r  # repr chose double quotes: the text has a ' and no "
    body = r[1:-1]
    if '"' not in text:
        return '"' + body.replace("\\'", "'") + '"'
    singles = text.count("'")
    doubles = text.count('"')
    if doubles > singles:
        return r
    return '"' + body.replace("\\'", "'").replace('"', '\\"') + '"'


# mypy refuses a ``Literal`` integer outside 64 bits, and pydantic-core matches literals as such
INT64_RANGE = range(-(2**63), 2**63)


def literal_holds(value: Any) -> bool:
    """Whether ``typing.Literal`` can hold an enum value as the type checkers and pydantic read
    it: not a float (PEP 586) and not an integer outside 64 bits (:data:`INT64_RANGE`); such
    values are typed ``float``/``int`` with the values in the docs instead."""
    if isinstance(value, float):
        return False
    return not (isinstance(value, int) and not isinstance(value, bool) and value not in INT64_RANGE)


def python_literal(value: Any) -> str:
    """Python source for a JSON-like value: strings via :func:`string_literal`, lists, tuples
    and dicts element by element, anything else ``repr`` (numbers, booleans, ``None``).

    Args:
        value: a value parsed from a spec (str, int, float, bool, None, list, dict).

    Returns:
        An expression that evaluates to an equal value (``float("nan")``, ``float("inf")`` and
        ``-float("inf")`` for the floats ``repr`` spells as bare names).
    """
    if isinstance(value, str):
        return string_literal(value)
    if isinstance(value, list):
        return "[" + ", ".join(python_literal(v) for v in value) + "]"
    if isinstance(value, tuple):
        inner = ", ".join(python_literal(v) for v in value)
        return "(" + inner + ("," if len(value) == 1 else "") + ")"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{python_literal(k)}: {python_literal(v)}" for k, v in value.items()) + "}"
    if isinstance(value, float) and not math.isfinite(value):
        # repr is ``nan``/``inf``: names no module defines
        return 'float("nan")' if math.isnan(value) else ('float("inf")' if value > 0 else '-float("inf")')
    return repr(value)


def from_import(indent: str, module: str, names: list[str]) -> list[str]:
    """One ``from module import names`` statement as black prints it: on one line when it
    fits in :data:`LINE_LENGTH`, else one name per line in parentheses with a trailing comma (so
    black, which runs later, has nothing to change).

    Args:
        indent: the statement's indentation (spaces).
        module: the module, dots included (``..types``).
        names: the imported names, in the order to print.

    Returns:
        The statement's lines, without newlines.
    """
    line = f"{indent}from {module} import {', '.join(names)}"
    if len(line) <= LINE_LENGTH:
        return [line]
    return [f"{indent}from {module} import ("] + [f"{indent}    {n}," for n in names] + [f"{indent})"]
