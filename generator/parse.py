"""Reading one YAML or JSON file safely, for stage 1 (:mod:`generator.load`) and for every
other file sdkgen reads as data (the configuration, a release's spec, adopt's inputs).

YAML is read with the YAML 1.2 core schema (``yes``/``no``/``on`` are strings, ``010`` is ten,
``.nan``/``.inf`` are floats, a timestamp stays a string) on PyYAML's C loader when built;
integers too large for Python's digit limit stay text (:class:`HugeInteger`).  Refused with a
:class:`SpecError` naming the file (and line and column): a syntax error, a key given twice in a
mapping, aliases that nest a node in itself or expand the document by more than
:data:`ALIAS_EXPANSION_LIMIT` nodes, values nested more than :data:`MAX_NESTING` levels.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path
from typing import Any

import yaml

from .errors import SpecError, join_pointer

try:  # the C loader is ~10x faster on large specs
    _BaseLoader: Any = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on how PyYAML was built
    _BaseLoader = yaml.SafeLoader


# nodes that aliases (``*name``) may add to a YAML document beyond the ones written out: far
# more than any real spec needs, far less than an alias bomb ("billion laughs") expands to
ALIAS_EXPANSION_LIMIT = 1_000_000


class _YamlLoader(_BaseLoader):  # type: ignore[misc,valid-type]
    """PyYAML's safe loader reading plain scalars by the YAML 1.2 core schema, as OpenAPI
    (3.1 section 4.3: "YAML version 1.2") and every JavaScript tool do, not by YAML 1.1:
    ``1e-08`` is a number (1.1: a string), ``yes``/``no``/``on``/``off`` are strings (1.1:
    booleans), ``010`` is ten and ``1_000``/``1:30`` are strings, and ``2024-01-01`` stays
    the string it is in JSON (1.1: a date).

    Also stricter than PyYAML: a key given twice in one mapping is an error (PyYAML keeps the
    last one silently), and so are aliases that nest a node in itself or expand the document by
    more than :data:`ALIAS_EXPANSION_LIMIT` nodes (the parsed value shares aliased nodes, but
    every later stage would walk, copy and serialise each use separately)."""

    def construct_document(self, node: yaml.Node) -> Any:
        _check_alias_expansion(node)
        return super().construct_document(node)

    def construct_mapping(self, node: yaml.Node, deep: bool = False) -> Any:
        if isinstance(node, yaml.MappingNode):
            seen: dict[str, yaml.Node] = {}
            for key_node, _value in node.value:
                if (
                    not isinstance(key_node, yaml.ScalarNode)
                    or key_node.tag == "tag:yaml.org,2002:merge"
                ):
                    continue  # `<<: *base` keys may be overridden; complex keys are not OpenAPI
                key = str(
                    self.construct_object(key_node)
                )  # as _stringify_keys will name it
                if key in seen:
                    raise yaml.constructor.ConstructorError(
                        "while constructing a mapping",
                        node.start_mark,
                        f"duplicate key {key!r} (first at line {seen[key].start_mark.line + 1})",
                        key_node.start_mark,
                    )
                seen[key] = key_node
        return super().construct_mapping(node, deep=deep)


class HugeInteger(str):
    """An integer literal of more decimal digits than Python converts
    (``sys.get_int_max_str_digits()``, 4,300 by default): the parsers return it in place of
    the number, and :func:`_checked_value` refuses the document naming its pointer."""


def _parse_int(text: str) -> int | HugeInteger:
    """A decimal integer literal (JSON, or YAML without ``0o``/``0x``), or a
    :class:`HugeInteger` when it has too many digits to convert."""
    limit = sys.get_int_max_str_digits()
    if limit and len(text.lstrip("+-")) > limit:
        return HugeInteger(text)
    return int(text)


def _construct_int(loader: Any, node: Any) -> int | HugeInteger:
    text = loader.construct_scalar(node)
    if text.startswith(("0o", "0x")):
        return int(text, 0)
    return _parse_int(
        text
    )  # decimal, also with leading zeros (int("010", 0) would refuse them)


def _construct_float(loader: Any, node: Any) -> float:
    text = loader.construct_scalar(node).lower()
    if text.endswith(".inf"):
        return float("-inf") if text.startswith("-") else float("inf")
    if text == ".nan":
        return float("nan")
    return float(text)


def _construct_bool(loader: Any, node: Any) -> bool:
    return bool(loader.construct_scalar(node).lower() == "true")


_CORE_RESOLVERS: list[tuple[str, re.Pattern[str], str]] = [
    (
        "tag:yaml.org,2002:bool",
        re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
        "tTfF",
    ),
    (
        "tag:yaml.org,2002:int",
        re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"),
        "-+0123456789",
    ),
    (
        "tag:yaml.org,2002:float",
        re.compile(
            r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"
        ),
        "-+.0123456789",
    ),
]
_REPLACED_TAGS = {tag for tag, _, _ in _CORE_RESOLVERS} | {
    "tag:yaml.org,2002:timestamp"
}
_resolvers: dict[Any, list[tuple[str, Any]]] = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag not in _REPLACED_TAGS]
    for first, resolvers in _BaseLoader.yaml_implicit_resolvers.items()
}
for _tag, _regexp, _firsts in _CORE_RESOLVERS:  # int before float: "10" is an int
    for _first in _firsts:
        _resolvers.setdefault(_first, []).append((_tag, _regexp))
_YamlLoader.yaml_implicit_resolvers = _resolvers
_YamlLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)
_YamlLoader.add_constructor("tag:yaml.org,2002:float", _construct_float)
_YamlLoader.add_constructor("tag:yaml.org,2002:bool", _construct_bool)


# where an anchor (``&name``) may start: after a line start, a space or a flow indicator.  Text
# without one has no anchors, so no aliases (an alias of no anchor is an error of the parser)
_MAY_ANCHOR = re.compile(r"(?:^|[\s\[{,])&\S")


class _AnchorFreeYamlLoader(_YamlLoader):  # type: ignore[misc,valid-type]
    """:class:`_YamlLoader` for text in which no anchor can start (:data:`_MAY_ANCHOR`): it
    has no aliases to check, so the walk of the node graph is skipped."""

    def construct_document(self, node: yaml.Node) -> Any:
        return super(_YamlLoader, self).construct_document(node)


def _check_alias_expansion(root: yaml.Node) -> None:
    """Refuse a YAML node graph in which an alias nests a node inside itself, or in which
    aliases add more than :data:`ALIAS_EXPANSION_LIMIT` nodes once expanded.  Linear in the
    nodes written out; stops as soon as the limit is passed.

    Raises:
        yaml.constructor.ConstructorError: with the position of the offending (aliased) node.
    """
    expanded: dict[int, int] = (
        {}
    )  # id(collection node) -> size of its subtree, aliases expanded
    open_nodes: set[int] = set()  # collections on the path from the root
    added = 0  # nodes the aliases add to the document
    stack: list[tuple[yaml.Node, list[yaml.Node] | None]] = [(root, None)]
    while stack:
        node, children = stack.pop()
        key = id(node)
        if children is not None:  # all children done
            open_nodes.discard(key)
            expanded[key] = 1 + sum(expanded.get(id(c), 1) for c in children)
            continue
        if key in expanded:  # a further use of a collection: an alias
            added += expanded[key]
            if added > ALIAS_EXPANSION_LIMIT:
                raise yaml.constructor.ConstructorError(
                    None,
                    None,
                    f"aliases of this node expand the document by more than {ALIAS_EXPANSION_LIMIT:,} nodes (an alias bomb?)",
                    node.start_mark,
                )
            continue
        if key in open_nodes:
            raise yaml.constructor.ConstructorError(
                None,
                None,
                "an alias refers to a node that contains it (recursive alias)",
                node.start_mark,
            )
        if isinstance(node, yaml.MappingNode):
            children = [n for pair in node.value for n in pair]
        elif isinstance(node, yaml.SequenceNode):
            children = node.value
        else:
            continue  # a scalar: one node, however often it is used
        open_nodes.add(key)
        stack.append((node, children))
        stack.extend((c, None) for c in children if not isinstance(c, yaml.ScalarNode))


# mappings and lists nested deeper than this are refused: real specs stay under 30 levels, and
# the recursive walks of the later stages must stay well inside Python's recursion limit
MAX_NESTING = 256


class _TooDeep(Exception):
    pass


class _TooLong(Exception):
    pass


def _stringify_keys(node: Any, depth: int = 0) -> Any:
    """YAML turns ``200:`` into an int key; JSON and OpenAPI keys are strings.

    Raises:
        _TooDeep: ``node`` is nested more than :data:`MAX_NESTING` levels deep.
        _TooLong: ``node`` holds a :class:`HugeInteger`.
    """
    if depth > MAX_NESTING:
        raise _TooDeep
    if isinstance(node, HugeInteger):
        raise _TooLong
    if isinstance(node, dict):
        return {
            str(k) if not isinstance(k, str) else k: _stringify_keys(v, depth + 1)
            for k, v in node.items()
        }
    if isinstance(node, list):
        return [_stringify_keys(v, depth + 1) for v in node]
    return node


def _checked_value(data: Any, display: str) -> Any:
    """``data`` with string keys, or a :class:`SpecError` pointing at the first value nested
    more than :data:`MAX_NESTING` levels deep or the first integer literal too long to read
    (:class:`HugeInteger`)."""
    try:
        return _stringify_keys(data)
    except (_TooDeep, _TooLong):
        pass
    stack: list[tuple[Any, str, int]] = [(data, "#", 0)]
    while stack:
        node, pointer, depth = stack.pop()
        if depth > MAX_NESTING:
            raise SpecError(
                f"nested more than {MAX_NESTING} levels deep",
                file=display,
                pointer=pointer,
            )
        if isinstance(node, HugeInteger):
            digits = len(node.lstrip("+-"))
            raise SpecError(
                f"an integer literal of {digits:,} digits: more than the {sys.get_int_max_str_digits():,} Python reads"
                " (no bound or value of a real API needs it; write it as a string or a float)",
                file=display,
                pointer=pointer,
            )
        items = (
            node.items()
            if isinstance(node, dict)
            else enumerate(node) if isinstance(node, list) else ()
        )
        stack.extend(
            (v, join_pointer(pointer, k), depth + 1) for k, v in reversed(list(items))
        )
    raise AssertionError(
        "unreachable: _stringify_keys found a value nested too deeply or too long"
    )


def parse_file(path: Path, display: str, cache: Path | None = None) -> Any:
    """Parse one YAML or JSON file.

    Args:
        path: the file.
        display: how to name it in errors.
        cache: a folder of parsed files (the cache folder's ``parsed/``): a file whose bytes
            were parsed before, by the same generator (:func:`generator.cache_entries.generator_fingerprint`),
            is read back from it (a regeneration parses only the spec files that changed);
            ``None`` parses every time.  Only files that parsed are stored.

    Returns:
        The parsed value, with every mapping key a string.

    Raises:
        SpecError: the file is missing or unreadable, has a syntax error (the message gives
            the line and column), a duplicate key, aliases that nest a node in itself or
            expand to more than :data:`ALIAS_EXPANSION_LIMIT` nodes, or values nested more
            than :data:`MAX_NESTING` levels deep.
    """
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SpecError("file not found", file=display) from None
    except IsADirectoryError:
        raise SpecError("is a folder, not a file", file=display) from None
    except OSError as exc:
        raise SpecError(f"cannot read file: {exc.strerror or 'the operating system refused'}", file=display) from None
    if cache is None:
        return _parse_bytes(raw, path.suffix.lower() == ".json", display)
    from .cache_entries import generator_fingerprint, pickled_get, pickled_put

    json_file = path.suffix.lower() == ".json"
    # the integer digit limit decides which literals parse (``PYTHONINTMAXSTRDIGITS``)
    limit = f"\0{sys.get_int_max_str_digits()}\0".encode()
    key = hashlib.sha256(b"".join((generator_fingerprint().encode(), limit, b"json\0" if json_file else b"yaml\0", raw))).hexdigest()
    stored = pickled_get(cache, key)
    if isinstance(stored, tuple) and len(stored) == 1:  # (value,): a document may be null
        return stored[0]
    value = _parse_bytes(raw, json_file, display)
    pickled_put(cache, key, (value,))
    return value


def _parse_bytes(raw: bytes, json_file: bool, display: str) -> Any:
    """:func:`parse_file` of a file's bytes: UTF-8 text (a leading byte order mark ignored), its line breaks (``\\r\\n``,
    ``\\r``) read as ``\\n`` as text mode reads them, parsed as JSON when ``json_file``,
    else as YAML.

    Raises:
        SpecError: as :func:`parse_file`.
    """
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        data = raw[: exc.start]
        # a line ends in \n, \r\n or a lone \r, as text mode reads them
        line = data.count(b"\n") + data.count(b"\r") - data.count(b"\r\n") + 1
        column = exc.start - (max(data.rfind(b"\n"), data.rfind(b"\r")) + 1) + 1
        raise SpecError(f"not UTF-8 text: byte 0x{raw[exc.start]:02x} at line {line}, column {column} (save the file as UTF-8)", file=display) from None
    # a byte order mark, which Windows tools write first: RFC 8259 section 8.1 lets a JSON
    # parser ignore it, and YAML 1.2 section 5.2 allows it at the start of a stream
    text = text.removeprefix("\ufeff")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if json_file:
        try:
            data = json.loads(text, parse_int=_parse_int)
        except json.JSONDecodeError as exc:
            raise SpecError(
                f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}",
                file=display,
            ) from None
        except RecursionError:
            raise SpecError(
                f"invalid JSON: nested more than {MAX_NESTING} levels deep",
                file=display,
            ) from None
        if _SURROGATE_ESCAPE.search(text):
            _refuse_lone_surrogates(data, display)
        return _checked_value(data, display)
    return parse_yaml_text(text, display)


# a JSON escape of a UTF-16 surrogate (``\ud800``): paired, it is one character; alone it is none
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


def _refuse_lone_surrogates(data: Any, display: str) -> None:
    """Raise a :class:`SpecError` at the first string (key or value) of parsed JSON holding a
    lone surrogate: an escape such as ``"\\ud800"`` without its pair decodes to no Unicode
    character (RFC 8259 section 8.2), which no file the generator writes can hold.

    Raises:
        SpecError: naming the file and the JSON pointer of that string.
    """
    stack: list[tuple[Any, str]] = [(data, "#")]
    while stack:
        node, pointer = stack.pop()
        if isinstance(node, str):
            bad = node
        elif isinstance(node, dict):
            bad = next((k for k in node if isinstance(k, str) and not _encodes(k)), "")
            stack.extend((v, join_pointer(pointer, k)) for k, v in reversed(list(node.items())))
        else:
            bad = ""
            if isinstance(node, list):
                stack.extend((v, join_pointer(pointer, i)) for i, v in reversed(list(enumerate(node))))
        if bad and not _encodes(bad):
            at = next(i for i, ch in enumerate(bad) if 0xD800 <= ord(ch) <= 0xDFFF)
            raise SpecError(
                f"a lone UTF-16 surrogate escape (\\u{ord(bad[at]):04x}) in a {'key' if not isinstance(node, str) else 'string'}:"
                " not a Unicode character (RFC 8259 section 8.2); write the character itself or its full surrogate pair",
                file=display,
                pointer=pointer,
            )


def _encodes(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def parse_yaml_text(text: str, display: str) -> Any:
    """Parse YAML text as :func:`parse_file` reads a ``.yaml`` file (YAML 1.2 core schema,
    the same checks).

    Args:
        text: the YAML text.
        display: how to name it in errors.

    Returns:
        The parsed value, with every mapping key a string.

    Raises:
        SpecError: as :func:`parse_file`.
    """
    try:
        loader = _YamlLoader if _MAY_ANCHOR.search(text) else _AnchorFreeYamlLoader
        data = yaml.load(text, Loader=loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc)
        # where the construct the problem breaks began (an unclosed bracket lines earlier)
        context, at = getattr(exc, "context", None), getattr(exc, "context_mark", None)
        syntax = isinstance(exc, (yaml.scanner.ScannerError, yaml.parser.ParserError))  # not the constructor's own messages
        if syntax and context and at is not None and mark is not None and (at.line, at.column) != (mark.line, mark.column):
            problem += f" ({context} that starts at line {at.line + 1}, column {at.column + 1})"
        raise SpecError(f"invalid YAML{where}: {problem}", file=display) from None
    return _checked_value(data, display)
