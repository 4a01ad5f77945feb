"""Walking the statements of a parsed generated module.

:func:`ast.walk` visits every node, expressions included, which is most of a module's nodes;
the stages that look for statements only (imports, assignments, one-line statements) walk
the statement tree instead.
"""

from __future__ import annotations

import ast
from collections import deque
from collections.abc import Iterator

# the nodes statements sit in: statements themselves, except clauses and match cases
_CONTAINERS = (ast.stmt, ast.excepthandler, ast.match_case)


def statements(tree: ast.AST) -> Iterator[ast.AST]:
    """Every statement under ``tree`` (``tree`` included), with the except clauses and match
    cases between them, in :func:`ast.walk`'s order (breadth first, children in field order):
    ``[n for n in ast.walk(tree) if isinstance(n, ast.stmt)]`` equals
    ``[n for n in statements(tree) if isinstance(n, ast.stmt)]`` (a statement's parents are
    all statements, clauses or cases, so it sits at the same depth in both walks).

    Args:
        tree: a module, or any node.

    Returns:
        An iterator of the nodes.
    """
    todo: deque[ast.AST] = deque([tree])
    while todo:
        node = todo.popleft()
        for name in node._fields:
            value = getattr(node, name, None)
            if type(value) is list and value and isinstance(value[0], _CONTAINERS):
                todo.extend(value)
        yield node
