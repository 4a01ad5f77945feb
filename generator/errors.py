"""Errors and diagnostics shared by every pipeline stage.

Two kinds of problems exist:

* :class:`SpecError` - the input cannot be turned into a client (YAML syntax error, missing
  file, dangling ``$ref``, conflicting components, invalid configuration).  It is raised, names
  the file and the JSON pointer, and makes the CLI exit with :attr:`SpecError.exit_code`.
* :class:`Diagnostic` - something was accepted but degraded (e.g. a construct typed as ``Any``).
  Stages append these to a :class:`Diagnostics` list; the CLI prints them sorted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from .config import display_path  # noqa: F401 - named here by the stages that report files

EXIT_SPEC_ERROR = 2
EXIT_CONFIG_ERROR = 2
EXIT_CHECK_DIFF = 1


def escape_pointer_token(token: str) -> str:
    """Escape one JSON pointer reference token (RFC 6901 section 3: ``~`` -> ``~0``, ``/`` -> ``~1``).

    Args:
        token: the raw key or array index.

    Returns:
        The escaped token.
    """
    return token.replace("~", "~0").replace("/", "~1")


def printable_location(location: str) -> str:
    """``file#/pointer`` for a terminal or log: control characters (a line break or escape
    sequence inside a spec's key) percent-encoded as in a URI fragment (RFC 6901 section 6),
    so that spec text cannot forge or split the lines the CLI prints.

    Args:
        location: a file path, JSON pointer or both.

    Returns:
        The same text with each control character (C0, DEL, C1) and U+2028/U+2029 as the
        ``%XX`` of its UTF-8 bytes.
    """
    return _UNPRINTABLE.sub(lambda m: "".join(f"%{b:02X}" for b in m.group().encode("utf-8")), location)


# characters that end, rewrite or hide a terminal line: C0 and C1 controls, DEL, the Unicode line
# and paragraph separators
_UNPRINTABLE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def printable_text(text: str, keep_newlines: bool = False) -> str:
    """``text`` (a message holding spec text: a path, a name) for one terminal line: each
    character of :data:`_UNPRINTABLE` written as its Python escape (``\\n``, ``\\x9b``,
    ``\\u2028``), so that spec text cannot forge or split the lines the CLI prints.

    Args:
        text: any text.
        keep_newlines: leave ``\\n`` as it is (a message the generator writes on several
            lines, spec text in it quoted with ``repr``).

    Returns:
        The same text with those characters escaped; unchanged when there are none.
    """
    return _UNPRINTABLE.sub(lambda m: m.group() if keep_newlines and m.group() == "\n" else repr(m.group())[1:-1], text)


def unescape_pointer_token(token: str) -> str:
    """Undo :func:`escape_pointer_token` (RFC 6901 section 4: ``~1`` first, then ``~0``)."""
    return token.replace("~1", "/").replace("~0", "~")


def join_pointer(pointer: str, *tokens: str | int) -> str:
    """Append reference tokens to a JSON pointer written as a URI fragment (``#/a/b``).

    Args:
        pointer: a pointer such as ``#`` or ``#/components/schemas``.
        tokens: raw (unescaped) keys or indexes to append.

    Returns:
        The longer pointer, each token escaped per RFC 6901.
    """
    out = pointer
    for token in tokens:
        text = token if type(token) is str else str(token)
        out += "/" + (text.replace("~", "~0").replace("/", "~1") if "~" in text or "/" in text else text)
    return out


class SpecError(Exception):
    """An input problem that stops generation.

    Attributes:
        message: what is wrong, in one sentence.
        file: the input file (as given, relative to the project root) or ``None``.
        pointer: JSON pointer inside that file (``#/components/schemas/Foo``) or ``None``.
        exit_code: process exit code the CLI uses (2).
    """

    exit_code = EXIT_SPEC_ERROR

    def __init__(self, message: str, *, file: str | None = None, pointer: str | None = None):
        self.message = message
        self.file = file
        self.pointer = pointer
        super().__init__(self.location_message())

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild_spec_error, (type(self), self.message, self.file, self.pointer))

    @property
    def location(self) -> str:
        """``file#/pointer`` (or whichever part is known)."""
        if self.file and self.pointer:
            return printable_location(f"{self.file}{self.pointer}")
        return printable_location(self.file or self.pointer or "<input>")

    def location_message(self) -> str:
        """The message prefixed with its location, as printed by the CLI (control characters
        but the message's own line breaks escaped, :func:`printable_text`)."""
        return printable_text(f"{self.location}: {self.message}", keep_newlines=True)


def _rebuild_spec_error(cls: type[SpecError], message: str, file: str | None, pointer: str | None) -> SpecError:
    return cls(message, file=file, pointer=pointer)


class ConfigError(SpecError):
    """The configuration file (``sdkgen.yaml``) or the command line is invalid."""

    exit_code = EXIT_CONFIG_ERROR


class TemplateError(SpecError):
    """A template could not be rendered: a syntax error, an undefined variable, a missing
    include or an exception inside it.  Names the template file (a user template as it sits in
    the user's folder, else ``built-in template <name>``) and the line.

    Attributes:
        template: the template as named in messages.
        line: 1-based line in it, or ``None`` when unknown.
    """

    exit_code = EXIT_SPEC_ERROR

    def __init__(self, message: str, *, template: str, line: int | None = None):
        self.template = template
        self.line = line
        super().__init__(message, file=f"{template}:{line}" if line else template)

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild_template_error, (self.message, self.template, self.line))


def _rebuild_template_error(message: str, template: str, line: int | None) -> TemplateError:
    return TemplateError(message, template=template, line=line)


@dataclass(frozen=True, order=True)
class Diagnostic:
    """One non-fatal finding of a stage.

    Attributes:
        level: ``"warning"`` (client generated, something degraded) or ``"info"``.
        location: ``file#/pointer`` of the construct.
        code: short kebab-case identifier, e.g. ``"unsupported-construct"``.
        message: what was found.
        action: what the generator did about it, e.g. ``"typed as Any"``.
    """

    level: Literal["warning", "info"]
    location: str
    code: str
    message: str
    action: str = ""

    def render(self) -> str:
        """One line for the terminal."""
        action = f" ({self.action})" if self.action else ""
        return printable_text(f"{self.level}: {printable_location(self.location)}: [{self.code}] {self.message}{action}")


# What a user can do about each kind of warning (the ``code`` of a :class:`Diagnostic`), printed
# once per kind by the CLI's report.  Every code the stages emit has an entry
# (tests/test_cli_report.py scans the generator's sources for them).  "Patch" means a
# `patches:` entry of sdkgen.yaml (JSON Patch on the merged document), which corrects a vendor's
# spec without editing it; --strict turns every warning into a refusal.
WARNING_ADVICE: dict[str, str] = {
    "oauth-flow-unusable": "give the clientCredentials flow a tokenUrl (and a string refreshUrl) in the spec (a patch); until then callers pass the access token or a token provider",
    "allof-not-merged": "give the allOf parts compatible types (patch them), or accept the Any",
    "callback-cycle": "nothing to do unless you need the callbacks: break the $ref cycle in the spec",
    "composition-empty": "remove the empty allOf/anyOf/oneOf in the spec, or list its schemas (a patch)",
    "const-enum-mismatch": "make const one of the enum values in the spec (or patch one away)",
    "content-ref": "write the media types in the `content` map itself and $ref each media type's schema (a patch) to silence this",
    "credentials-unknown-scheme": "remove the `client.credentials` entry, or declare the scheme and name it in `security` (a patch)",
    "default-converted": "write the default as a value of the schema's type in the spec (or patch it) to silence this",
    "default-invalid": "fix or remove the default in the spec (or patch it): the argument then has that default",
    "default-not-json": "write the default as a JSON value in the spec (or patch it away): NaN and infinities are not JSON, so the argument has no default",
    "discriminator-inline": "move the variant into components/schemas and $ref it from oneOf (a patch) to have its tag checked",
    "pattern-backtracking": "rewrite the pattern without lookarounds or backreferences (patch it) to have the client check it",
    "discriminator-concrete-parent": "give the parent's own instances a subtype of their own (patch the mapping entry that names the parent) to type every subtype where the parent is used",
    "discriminator-mapping": "map each tag to a variant listed in oneOf/anyOf (patch the mapping)",
    "discriminator-hierarchy-cycle": "break the allOf cycle in the spec (a patch removing one of the $refs) to have the hierarchy typed",
    "discriminator-mapping-not-subtype": "make the mapped schema extend the parent (allOf [$ref parent], a patch) or declare the tag property in it, to have the tag typed and sent",
    "discriminator-mapping-dangling": "point the mapping entry at an existing schema (patch it) to read that tag as its variant",
    "discriminator-tag-type": "make the discriminator's mapping keys values of the tag property's type in the spec (a patch), so the tag keeps that type",
    "discriminator-variant": "give the variant the discriminator property as a required string/enum (patch it)",
    "hand-added-removed": "move your own modules under src/<package>/lib/ or list them under keep: in sdkgen.yaml, and restore them from version control",
    "edits-unrecorded": "review the replaced files with `git diff` and redo the hand edits (or move your code under src/<package>/lib/ or a `keep:` path); later generations record the output and merge hand edits",
    "encoding-style-unknown": "use style form, spaceDelimited, pipeDelimited or deepObject on a property of the body (patch the encoding)",
    "encoding-unused": "correct or remove the Encoding Object entry (patch the encoding): name a property of the body, and give a JSON type for an object part",
    "form-body-not-object": "give the body an object schema whose properties are the parts or fields (patch the schema), or send the body with another media type",
    "multipart-nested-files": "make the property an array of files (patch the schema), or send the files of each inner array in a request of their own",
    "encoding-content-type-invalid": "give media types (type/subtype, a wildcard such as image/*, or a comma-separated list) in the Encoding Object's contentType (patch the encoding)",
    "enum-value-range": "nothing to do unless you need a Literal type: the values are documented and checked",
    "example-does-not-resolve": "report a generator bug (or fix the user template that renders the document)",
    "invalid-server-url": "set client.base_url in sdkgen.yaml (or fix servers[].url): clients then work without base_url=",
    "method-name-collision": "name the methods yourself with `operations: {<operationId>: {method: ...}}` in sdkgen.yaml",
    "missing-info": "add info.title / info.version to the spec (or patch them) to silence this",
    "no-server-url": "set client.base_url in sdkgen.yaml, or pass --base-url without a configuration file (or add servers to the spec)",
    "operation-id-duplicate": "give the operation an operationId of its own (a patch), or name its method with `operations:`",
    "operation-not-callable": "place the operation with `operations: {<operationId>: {resource: ..., method: ...}}`, or report a generator bug",
    "operation-skipped": "fix what the message names at that pointer (a patch) to get the operation back",
    "pagination-ignored": "fix the pagination configuration/extension so that its fields exist in the response schema",
    "pagination-inferred": "confirm with `operations.<operationId>.pagination` in sdkgen.yaml, or turn it off (false, or infer_pagination: false)",
    "pagination-not-inferred": "page it with `operations.<operationId>.pagination` in sdkgen.yaml (style, param, next...) if it is a page",
    "parameter-duplicate": "remove one of the two parameters from the operation in the spec (or patch it): the first listed is the argument",
    "parameter-framing-header": "remove the Host/Content-Length/Transfer-Encoding/Connection-like header parameter from the spec (a patch): the HTTP client sets it from the URL and the body",
    "parameter-ignored": "remove the Accept/Content-Type/Authorization header parameter from the spec (a patch): OpenAPI ignores it, and the client sends that header itself (Authorization from the security schemes)",
    "path-parameter-not-required": "add `required: true` to the path parameter in the spec (or patch it) to silence this",
    "path-query-string": "name the methods with `operations:`, or move the query into a required query parameter with one value (a patch)",
    "pattern-invalid": "rewrite the pattern as an ECMA-262 regular expression in the spec (or patch it) to have values checked",
    "pattern-properties-untyped": "give the schema `additionalProperties` (or `properties`) in the spec (a patch) to type the keys its patternProperties match",
    "pattern-properties-widened": "nothing to do unless you need the keys typed: Python types cannot say which keys match a pattern, so values are typed as any of the pattern schemas",
    "ref-dangling": "fix the $ref, or add the schema it meant with a patch (add the component, replace this schema by a $ref to it)",
    "required-boolean": "move the property's name into its parent object's `required` list in the spec (or patch it)",
    "required-unknown": "remove the name from `required` or declare the property in the spec (or patch it)",
    "response-key-duplicate": "remove one of the two response keys in the spec (or patch it): the upper-case range is kept",
    "security-scheme-duplicate": "keep one of the identical security schemes in the spec (a patch), or ignore this: one credential argument serves both",
    "security-scheme-unusable": "declare the scheme fully in components/securitySchemes (a patch), or pass the credential with extra_headers/extra_query",
    "security-unused": "add `security` to the operations (a patch), or pass the credential with extra_headers/extra_query",
    "stream-schema-unused": "name a component schema of the events, or add `text/event-stream` to the 2xx response with a patch",
    "stream-undocumented": "name the stream's event schema with `operations.<operationId>.stream_schema` in sdkgen.yaml (or add `text/event-stream` to the 2xx response with a patch)",
    "stream-split": "name the stream's event schema with `operations.<operationId>.stream_schema` in sdkgen.yaml",
    "undeclared-path-parameter": "declare the path parameter in the operation's `parameters` (a patch) to type it",
    "unknown-response-key": "use a status code, a range like 2XX or `default` as the response key (patch it)",
    "unknown-template": "remove the template from the --templates folder, or name it as a built-in template (the README's Templates section lists them)",
    "unknown-type": "use a JSON Schema type (string, number, integer, boolean, array, object, null) in the spec (or patch it)",
    "unsupported-allof": "rewrite the allOf as one object schema (a patch) to type it",
    "unused-path-parameter": "remove the parameter or add it to the path template in the spec (or patch it)",
    "upload-variant-dropped": "to upload, remove the JSON media type of the request body with a patch in sdkgen.yaml: the multipart one is then sent",
    "value-not-json": "write the enum/const values as JSON numbers or strings in the spec (or patch the NaN away): NaN is not a JSON value",
    "webhook-untyped": "give the webhook's request body a schema (a patch) to get a typed event",
}


@dataclass
class Diagnostics:
    """An append-only list of :class:`Diagnostic` shared by the stages of one run."""

    items: list[Diagnostic] = field(default_factory=list)

    def warn(self, location: str, code: str, message: str, action: str = "") -> None:
        """Record a warning (see :class:`Diagnostic` for the fields)."""
        self.items.append(Diagnostic("warning", location, code, message, action))

    def info(self, location: str, code: str, message: str, action: str = "") -> None:
        """Record an informational note."""
        self.items.append(Diagnostic("info", location, code, message, action))

    def sorted(self) -> list[Diagnostic]:
        """Diagnostics sorted by level, then location, then code (deterministic output)."""
        return sorted(set(self.items))
