"""Jinja filters that carry spec text into generated files inertly: every piece of spec text
reaches the output through one of these (``pystr`` a Python string literal via ``repr``,
``docstring`` escaped for a triple-quoted docstring, ``md``/``md_cell``/``md_code`` Markdown,
``tomlstr`` a TOML string)."""

from __future__ import annotations

import json
import re

from ..ir.annotations import response_ann
from ..ir.model import TypeRef
from ..literals import from_import, string_literal

# control characters a docstring must not hold raw (C0 but tab and line feed, DEL, C1), and the
# zero-width space, which linters refuse unescaped in source (ruff PLE2515: keycloak's summaries);
# the bidirectional controls of Python files are escaped by the format stage (generator/tidy.py)
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b]")
# bidirectional controls (Trojan Source, CVE-2021-42574: they reorder what an editor, a diff or
# a terminal shows), line and paragraph separators and the byte order mark, in Markdown
_BIDI = "\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff"


def pystr(value: object) -> str:
    """A Python string literal for ``value`` (``repr`` never lets the text out of the string)."""
    return string_literal(str(value))


def tomlstr(value: object) -> str:
    """A TOML basic string (JSON string escapes are valid TOML escapes)."""
    return json.dumps(str(value), ensure_ascii=False)


def comment_text(value: object) -> str:
    """Text on one line of a comment: a ``#`` comment in Python or TOML, ``<!-- -->`` in
    Markdown.  Every character that is not printable (line breaks of any kind, control and
    format characters such as the bidirectional overrides) and ``\\``, ``<`` and ``>`` are
    written as ``\\xNN``/``\\uNNNN``/``\\UNNNNNNNN`` escapes, so the text can neither end the
    comment (or its line) nor hide what follows."""
    out: list[str] = []
    for ch in str(value):
        if ch.isprintable() and ch not in "\\<>":
            out.append(ch)
        elif ord(ch) < 0x100:
            out.append(f"\\x{ord(ch):02x}")
        elif ord(ch) < 0x10000:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(f"\\U{ord(ch):08x}")
    return "".join(out)


def docstring(value: object, indent: int = 4) -> str:
    """Text for the inside of a triple-quoted docstring, indented by ``indent`` spaces.

    Backslashes are doubled, ``\"\"\"`` cannot occur, control characters become ``\\xNN``
    escapes (the zero-width space ``\\u200b``), and a trailing quote is kept away from the
    closing quotes.
    """
    text = str(value).replace("\r\n", "\n").replace("\r", "\n")
    text = text.replace("\\", "\\\\")
    text = _CONTROL.sub(lambda m: f"\\x{ord(m.group(0)):02x}" if ord(m.group(0)) <= 0xFF else f"\\u{ord(m.group(0)):04x}", text)
    text = text.replace('"""', '\\"\\"\\"')
    lines = [line.rstrip() for line in text.strip().split("\n")]
    pad = " " * indent
    out = "\n".join([lines[0]] + [pad + line if line else "" for line in lines[1:]])
    if out.endswith('"'):
        out += " "
    return out


def docstring_inline(value: object) -> str:
    """Like :func:`docstring` on one line."""
    return docstring(" ".join(str(value).split()), 0)


# control characters other than tab and line feed (C0, DEL, C1): a terminal acts on them (ESC
# sequences), git takes a file holding NUL for binary
_TEXT_CONTROL = re.compile(f"[\x00-\x08\x0b-\x1f\x7f-\x9f{_BIDI}]")


def plain_text(value: object) -> str:
    """Spec text for a text file (Markdown): line breaks as ``\\n`` and every other control
    character except tab, and the bidirectional controls, written as a visible ``\\xNN``
    (``\\u202e``) escape, as in docstrings."""
    text = str(value).replace("\r\n", "\n").replace("\r", "\n")
    return _TEXT_CONTROL.sub(lambda m: f"\\x{ord(m.group(0)):02x}" if ord(m.group(0)) <= 0xFF else f"\\u{ord(m.group(0)):04x}", text)


def md(value: object) -> str:
    """Spec text in a Markdown paragraph (HTML tags neutralised, control characters escaped)."""
    return plain_text(value).replace("<", "&lt;").replace(">", "&gt;").strip()


def md_cell(value: object) -> str:
    """Spec text in a Markdown table cell (one line, ``|`` escaped, control characters escaped)."""
    return md(" ".join(str(value).split())).replace("|", "\\|")


def md_code(value: object) -> str:
    """Spec text inside a Markdown code span (control characters escaped)."""
    return plain_text(value).replace("`", "'").replace("|", "\\|").replace("\n", " ")


def described(item: object) -> str:
    """The documentation of an argument or field (an IR ``Arg``, ``Property`` or
    ``Parameter``) on one line: its description, then what its annotation cannot say
    (``type_note``: ``One of 1.4, 1.5.``, ``Base64-encoded text.``), the server's default
    as a Python value (``Default: date(2024, 1, 2).``) and a deprecation (``Deprecated
    (sunset: 2025-06-30).``).  Plain text: escape it for where it
    goes (``docstring``, ``md_cell``)."""
    parts = [" ".join(str(getattr(item, "description", "") or "").split())]
    note = str(getattr(item, "type_note", "") or "")
    if note:
        parts.append(note[:1].upper() + note[1:] + ".")
    default = getattr(item, "default_repr", None)
    if default is not None:
        parts.append(f"Default: {default}.")
    if getattr(item, "deprecated", False):
        sunset = str(getattr(item, "sunset", "") or "")
        parts.append(f"Deprecated (sunset: {sunset})." if sunset else "Deprecated.")
    if parts[0] and any(parts[1:]) and parts[0][-1] not in ".!?:;)\"'`":
        parts[0] += "."  # a description that ends without a full stop, before the sentences added
    return " ".join(p for p in parts if p)


def response_type(t: TypeRef | None) -> str:
    """The response-side annotation of an IR type (``Any`` for ``None``), for templates that
    print a type the IR does not carry as text (``Model.alias_of``)."""
    return response_ann(t).text if t is not None else "Any"


def import_statement(names: object, module: str, indent: int) -> str:
    """A ``from module import names`` statement as black lays it out at ``indent`` spaces
    (:func:`generator.literals.from_import`), for a template line already indented that much.

    Args:
        names: one name (``str``) or a list of names, in the order to print.
        module: the module, dots included (``.chat_completions``).
        indent: the indentation of the line the template prints it on.

    Returns:
        The statement; its first line without the indentation, the others with it.
    """
    listed = [names] if isinstance(names, str) else [str(n) for n in names]  # type: ignore[attr-defined]
    return "\n".join(from_import(" " * indent, module, listed))[indent:]
