"""Python names derived from spec text: identifiers, class names, uniqueness.

Every name that reaches generated code goes through this module, so spec text can never break
out of an identifier position: the result always matches ``[A-Za-z_][A-Za-z0-9_]*`` and is not
a Python keyword.
"""

from __future__ import annotations

import keyword
import re
import unicodedata
from collections.abc import Iterable

_WORD_SPLIT = re.compile(r"[^A-Za-z0-9]+")
_CAMEL_1 = re.compile(r"([A-Z]+)([A-Z][a-z])")
_CAMEL_2 = re.compile(r"([a-z0-9])([A-Z])")
_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")

# Names the generated `types` module itself defines or imports, and names the resource modules
# import beside the models their signatures use (a schema called `Stream` or `NotGiven` would
# shadow the runtime's); schemas with these names get a `Model` suffix instead.
RESERVED_TYPE_NAMES = frozenset(
    {
        "TypeAlias",
        "Endpoint",
        "SuccessTypes",
        "ErrorTypes",
        "SyncAPIResource",
        "AsyncAPIResource",
        "Stream",
        "AsyncStream",
        "NotGiven",
        "NOT_GIVEN",
        "Omit",
        "Headers",
        "Query",
        "Body",
        "Timeout",
        "BaseModel",
        "Field",
        "ConfigDict",
        "RootModel",
        "Any",
        "Literal",
        "Union",
        "Optional",
        "Annotated",
        "TypedDict",
        "Required",
        "NotRequired",
        "Sequence",
        "Mapping",
        "Dict",
        "List",
        "AwareDatetime",
        "NaiveDatetime",
        "UUID",
        "date",
        "datetime",
        "time",
        "timedelta",
        "Decimal",
        "Enum",
        "FileTypes",
        "TYPE_CHECKING",
        "annotations",
    }
)


def ascii_fold(text: str) -> str:
    """Fold to ASCII (``é`` -> ``e``); characters without an ASCII form are dropped."""
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")


def words(text: str) -> list[str]:
    """Split ``text`` into words at case changes and non-alphanumerics (``fooBar-baz`` -> 3)."""
    text = ascii_fold(text)
    text = _CAMEL_1.sub(r"\1 \2", text)
    text = _CAMEL_2.sub(r"\1 \2", text)
    return [w for w in _WORD_SPLIT.split(text) if w]


def pascal_case(text: str) -> str:
    """``chat-completion response`` -> ``ChatCompletionResponse``; keeps inner capitals of a word."""
    parts = _WORD_SPLIT.split(ascii_fold(text))
    return "".join(p[:1].upper() + p[1:] for p in parts if p)


def snake_case(text: str) -> str:
    """``countTokens`` -> ``count_tokens``; ``HTTPStatus`` -> ``http_status``."""
    return "_".join(w.lower() for w in words(text))


def is_identifier(name: str) -> bool:
    """True when ``name`` can be used as a Python identifier as is."""
    return bool(_IDENT.match(name)) and not keyword.iskeyword(name)


def safe_identifier(text: str, *, prefix: str = "field_", fallback: str = "value") -> str:
    """A valid, non-keyword identifier for ``text``, as close to it as possible.

    Spec names that are already identifiers are kept (``max_tokens``, ``firstName``);
    keywords get a trailing underscore (``class`` -> ``class_``); other characters become
    ``_`` and a leading digit gets ``prefix`` (``1Q`` -> ``field_1Q``, ``$type`` -> ``type``).

    Args:
        text: the wire name.
        prefix: put before names that would start with a digit.
        fallback: used when nothing is left (e.g. the name was only punctuation).

    Returns:
        The identifier.
    """
    if _IDENT.match(text):
        return text + "_" if keyword.iskeyword(text) else text
    cleaned = re.sub(r"[^A-Za-z0-9_]+", "_", ascii_fold(text)).strip("_")
    if not cleaned:
        cleaned = fallback
    if cleaned[0].isdigit():
        cleaned = prefix + cleaned
    if keyword.iskeyword(cleaned):
        cleaned += "_"
    return cleaned


def class_name(text: str, *, fallback: str = "Model") -> str:
    """A PascalCase class name for a schema name or title.

    Already-valid names keep their spelling (``JSONSchema`` stays) except that underscores
    join PascalCased parts (``user_profile`` -> ``UserProfile``, ``HTTP_Error`` ->
    ``HTTPError``), which is the class name datamodel-code-generator emits for them; others
    are PascalCased (``Chat Completion`` -> ``ChatCompletion``); a leading digit gets a
    ``Model`` prefix; a reserved name (:data:`RESERVED_TYPE_NAMES`) a ``Model`` suffix.
    """
    if _IDENT.match(text) and not keyword.iskeyword(text):
        base = "".join(p[:1].upper() + p[1:] for p in text.split("_") if p) or fallback
    else:
        base = pascal_case(text) or fallback
        base = re.sub(r"[^A-Za-z0-9_]", "", base) or fallback
    if base[0].isdigit():
        base = fallback + base
    if base in RESERVED_TYPE_NAMES:
        base += "Model"
    return base


def unique(name: str, taken: Iterable[str] | set[str]) -> str:
    """``name``, or ``name2``, ``name3``... - the first not in ``taken``."""
    taken_set = taken if isinstance(taken, (set, frozenset)) else set(taken)
    if name not in taken_set:
        return name
    i = 2
    while f"{name}{i}" in taken_set:
        i += 1
    return f"{name}{i}"


def name_for_location(doc: dict[str, object], tokens: list[str]) -> str:
    """A schema class name for an inline schema at ``tokens`` (unescaped pointer tokens).

    Naming follows the Stainless convention: the owner's name followed by the path to the
    schema, e.g. ``ImageContent`` / ``properties`` / ``image_url`` -> ``ImageContentImageUrl``;
    a request body of operation ``createThing`` -> ``CreateThingRequest``; its 200 response
    -> ``CreateThingResponse`` (other statuses add the code).

    Args:
        doc: the whole document (to read operation ids).
        tokens: pointer tokens from the document root to the schema.

    Returns:
        A PascalCase name (not yet made unique).
    """
    parts: list[str] = []
    i = 0
    n = len(tokens)
    if n >= 3 and tokens[0] == "components":
        parts.append(class_name(tokens[2]))
        if tokens[1] != "schemas":
            parts.append(pascal_case(tokens[1].rstrip("s")))
        i = 3
    elif n >= 3 and tokens[0] in ("paths", "webhooks"):
        op: object = None
        section = doc.get(tokens[0])
        item = section.get(tokens[1]) if isinstance(section, dict) else None
        if isinstance(item, dict):
            op = item.get(tokens[2])
        op_id = op.get("operationId") if isinstance(op, dict) else None
        if isinstance(op_id, str) and op_id:
            parts.append(pascal_case(op_id))
        else:
            parts.append(pascal_case(tokens[2]) + pascal_case(tokens[1]))
        i = 3
    while i < n:
        tok = tokens[i]
        if tok == "requestBody":
            parts.append("Request")
        elif tok == "responses" and i + 1 < n:
            code = tokens[i + 1]
            parts.append("Response" if code in ("200", "201", "2XX") else f"Response{pascal_case(code)}")
            i += 1
        elif tok == "parameters" and i + 1 < n:
            parts.append("Param")
            i += 1
        elif tok in ("properties", "patternProperties", "$defs", "definitions") and i + 1 < n:
            parts.append(pascal_case(tokens[i + 1]) or "Field")
            i += 1
        elif tok == "items":
            parts.append("Item")
        elif tok == "additionalProperties":
            parts.append("Value")
        elif tok in ("anyOf", "oneOf", "allOf", "prefixItems") and i + 1 < n:
            parts.append(f"Variant{int(tokens[i + 1]) + 1}" if tokens[i + 1].isdigit() else "Variant")
            i += 1
        elif tok == "content" and i + 1 < n:
            i += 1  # the media type name is not part of the class name
        i += 1
    return class_name("".join(parts) or "Model")
