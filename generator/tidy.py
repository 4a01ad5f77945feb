"""Import and ``__all__`` ordering of generated Python, before black formats it.

black does not sort imports.  Templates and datamodel-code-generator emit imports in whatever
order was convenient; this module rewrites each import block (the leading one, and those inside
``if TYPE_CHECKING:``) into isort's default layout as ruff checks it (rule ``I001``): sections
``__future__``, standard library, third party, local (relative, farthest first), one blank line
between them; within a section ``import x`` before ``from x import y``, modules in
case-insensitive natural order, and the names of a ``from`` import ordered by type (CONSTANTS,
then Classes, then the rest), each aliased name (``x as y``) in an import of its own.  ``__all__`` lists are sorted the same way (ruff ``RUF022``).

Only code the generator produced passes through here; it uses :mod:`ast`, so comments inside an
import block are not supported (templates put none there).
"""

from __future__ import annotations

import ast
import re
import sys

from .literals import from_import, string_literal

_STDLIB = frozenset(sys.stdlib_module_names) | {"__future__"}
_NUM = re.compile(r"(\d+)")


def _natural(text: str) -> list[object]:
    """Natural order as ruff's (the ``natord`` crate): runs of digits by value, except that a
    run starting with ``0`` compares as text, before any run that does not (``X001 < X01 <
    X1``, ``A0B < A00B``): every two different names differ in their key, so the order never
    depends on where the names came from (a set)."""
    return [((0, p, 0) if p.startswith("0") else (1, "", int(p))) if i % 2 else p for i, p in enumerate(_NUM.split(text))]


def member_key(name: str) -> tuple[int, list[object], list[object]]:
    """isort's ``order-by-type`` key: CONSTANTS, then Classes, then other names."""
    base = name.split(" as ")[0]
    if len(base) > 1 and base.isupper():
        kind = 0
    elif base[:1].isupper():
        kind = 1
    else:
        kind = 2
    return (kind, _natural(base.lower()), _natural(base))


def all_key(name: str) -> tuple[int, list[object]]:
    """ruff ``RUF022`` key for ``__all__``: SCREAMING_CASE, CamelCase, then the rest."""
    if name.isupper() and len(name) > 1:
        kind = 0
    elif name[:1].isupper():
        kind = 1
    else:
        kind = 2
    return (kind, _natural(name))


def _section(node: ast.Import | ast.ImportFrom) -> int:
    if isinstance(node, ast.ImportFrom):
        if node.level:
            return 4
        module = node.module or ""
        if module == "__future__":
            return 0
    else:
        module = node.names[0].name
    top = module.split(".")[0]
    return 1 if top in _STDLIB else 2


def _render(nodes: list[ast.Import | ast.ImportFrom], indent: str) -> list[str]:
    straight: dict[int, set[str]] = {}
    froms: dict[int, dict[tuple[int, str], set[str]]] = {}
    for node in nodes:
        sec = _section(node)
        if isinstance(node, ast.Import):
            for alias in node.names:
                text = alias.name + (f" as {alias.asname}" if alias.asname else "")
                straight.setdefault(sec, set()).add(text)
        else:
            key = (node.level, node.module or "")
            names = froms.setdefault(sec, {}).setdefault(key, set())
            for alias in node.names:
                names.add(alias.name + (f" as {alias.asname}" if alias.asname else ""))
    out: list[str] = []
    for sec in sorted(set(straight) | set(froms)):
        block: list[str] = []
        for text in sorted(straight.get(sec, ()), key=lambda t: (_natural(t.lower()), t)):
            block.append(f"{indent}import {text}")
        mods = froms.get(sec, {})
        # relative imports: farthest first; then module name, case-insensitively
        for level, module in sorted(mods, key=lambda k: (-k[0], _natural(k[1].lower()), k[1])):
            ordered = sorted(mods[(level, module)], key=member_key)
            plain = [n for n in ordered if " as " not in n]
            if plain:
                block.extend(from_import(indent, "." * level + module, plain))
            # isort's default (combine-as-imports off): each aliased name on a line of its own
            block.extend(f"{indent}from {'.' * level}{module} import {n}" for n in ordered if " as " in n)
        if out:
            out.append("")
        out.extend(block)
    return out




def _import_run(body: list[ast.stmt], start: int) -> list[ast.Import | ast.ImportFrom]:
    run: list[ast.Import | ast.ImportFrom] = []
    for node in body[start:]:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            run.append(node)
        else:
            break
    return run


def tidy(source: str) -> str:
    """Sort the import blocks and ``__all__`` of a generated module (see module docstring).

    Returns:
        The source with those regions rewritten; unchanged if it does not parse.
    """
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return source
    lines = source.split("\n")
    edits: list[tuple[int, int, list[str]]] = []  # (first line index, end index exclusive, new lines)
    body = tree.body
    i = 0
    if body and isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None), ast.Constant):
        i = 1
    while i < len(body):
        run = _import_run(body, i)
        if run:
            first = run[0].lineno - 1
            last = run[-1].end_lineno or run[-1].lineno
            edits.append((first, last, _render(run, "")))
            i += len(run)
            continue
        node = body[i]
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            inner = _import_run(node.body, 0)
            if inner and len(inner) == len(node.body):
                first = inner[0].lineno - 1
                last = inner[-1].end_lineno or inner[-1].lineno
                indent = lines[first][: len(lines[first]) - len(lines[first].lstrip())]
                edits.append((first, last, _render(inner, indent)))
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and node.targets[0].id == "__all__"
            and isinstance(node.value, (ast.List, ast.Tuple))
            and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.value.elts)
        ):
            names = [e.value for e in node.value.elts]  # type: ignore[attr-defined]
            names = sorted(dict.fromkeys(names), key=all_key)
            first = node.lineno - 1
            last = node.end_lineno or node.lineno
            new = ["__all__ = ["] + [f"    {string_literal(n)}," for n in names] + ["]"]
            edits.append((first, last, new))
        i += 1
    for first, last, new in sorted(edits, reverse=True):
        lines[first:last] = new
    return "\n".join(lines)


# Unicode bidirectional controls (the "Trojan Source" characters, CVE-2021-42574)
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# characters that must not appear unescaped in generated code: those, control characters other
# than tab and line ends (ruff PLE2502, PLE2510-PLE2515), C1 controls, and the characters other
# tools take for line breaks (U+0085, U+2028, U+2029)
_INVISIBLE = _BIDI | frozenset(chr(c) for c in (*range(0x09), 0x0B, 0x0C, *range(0x0E, 0x20), *range(0x7F, 0xA0), 0x2028, 0x2029))


def escape_bidi(source: str) -> str:
    """Spell every Unicode bidirectional control character, every control character other
    than tab and line ends and every character other tools read as a line break, coming from
    spec text (in a docstring, string literal or comment), as a ``\\uXXXX`` escape, so the code
    reads as it runs (ruff PLE2502, PLE2510-PLE2515).  Inside a non-raw string literal the
    value is unchanged; raw strings (which would change meaning) are left as they are.

    Args:
        source: a Python module.

    Returns:
        The module with the characters escaped (the same object when it has none).
    """
    if _INVISIBLE.isdisjoint(source):
        return source
    import io
    import tokenize

    def esc(text: str) -> str:
        return "".join(f"\\u{ord(ch):04x}" if ch in _INVISIBLE else ch for ch in text)

    # positions as tokenize counts them: lines end at "\n" only (not at the characters
    # str.splitlines also breaks at, such as U+001C or U+2028)
    starts = [0]
    for line in io.StringIO(source, newline="").readlines():
        starts.append(starts[-1] + len(line))
    edits: list[tuple[int, int, str]] = []
    for tok in tokenize.generate_tokens(io.StringIO(source, newline="").readline):
        if tok.type == tokenize.STRING:
            prefix = tok.string[: len(tok.string) - len(tok.string.lstrip("rRbBuUfF"))]
            if "r" in prefix.lower() or _INVISIBLE.isdisjoint(tok.string):
                continue
        elif tok.type != tokenize.COMMENT or _INVISIBLE.isdisjoint(tok.string):
            continue
        edits.append((starts[tok.start[0] - 1] + tok.start[1], starts[tok.end[0] - 1] + tok.end[1], esc(tok.string)))
    # apply from the end so earlier offsets stay valid
    for start, end, text in reversed(edits):
        source = source[:start] + text + source[end:]
    return source
