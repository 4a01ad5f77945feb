"""Render, the response models: component schemas -> pydantic v2 models via datamodel-code-generator.

datamodel-code-generator (pinned in ``pyproject.toml``) is called as a library on the
normalised component schemas.  Its input is adapted first, because some of what the client
must do cannot be expressed through its options:

* **Forward-compatible enums.**  A string ``enum`` of two or more values becomes
  ``anyOf: [<the enum>, {type: string}]``, so the model field is ``Literal[...] | str``: known
  values type-check, unknown ones still parse.  Discriminator tags stay closed ``Literal``s
  (pydantic needs them to pick the union member).
* **Open objects.**  ``additionalProperties: false`` is dropped, so models keep fields the
  server adds later (every model has ``extra="allow"`` through the base class).
* **Nullable constrained values.**  The canonical ``anyOf: [{type: T, <constraints>}, null]``
  is given as OpenAPI 3.0 ``{type: T, <constraints>, nullable: true}``, which the generator
  turns into ``T | None = Field(..., <constraints>)`` instead of inventing a named alias per
  field (pydantic applies the constraints to non-null values only).
* Value constraints (``minItems``, ``maxLength``...) inside branches of a multi-branch union
  are dropped: the generator would otherwise invent a named alias per branch (``Input``).
* Discriminator mappings list every tag each variant allows (see :func:`complete_mappings`).
* **One meaning per format.**  Only the string formats the IR gives a Python type of its own
  keep their ``format`` (:data:`MODEL_FORMATS`: ``date``, ``date-time``, ``uuid``,
  ``binary``); every other format is plain ``str`` (number formats: ``int``/``float``), as in
  request signatures and the docs.  ``byte`` is base64 *text*, kept as sent (pydantic's
  ``Base64Str`` would decode it, failing on binary content); ``email``, ``uri``... would need
  extra packages or rewrite values; ``password`` would hide the value (``SecretStr``), ``time``
  and ``duration`` would differ from the signatures.  Responses round-trip unchanged.
* Titles, examples and ``x-`` extensions are removed (they only add noise to the output).
* **Names of the runtime base class.**  datamodel-code-generator renames properties that would
  shadow an attribute of pydantic's ``BaseModel`` (``schema`` -> ``schema_`` with an alias);
  the generated base class adds :data:`generator.names.RUNTIME_MODEL_ATTRIBUTES` (``to_dict``, ``to_json``),
  and properties named like those are renamed the same way (its ``aliases`` option), so a
  field never hides a method (and pydantic's "shadows an attribute" warning never fires).

The output's import of the base class is made relative, so the package works when vendored
under another name.
"""

from __future__ import annotations

import hashlib
import json
import re
import warnings
from pathlib import Path
from typing import Any

from ..errors import Diagnostics, SpecError, join_pointer
from ..ir.annotations import annotation_names
from ..ir.model import Api
from ..literals import literal_holds, string_literal
from ..names import BUILTINS, RUNTIME_MODEL_ATTRIBUTES, safe_identifier
from ..normalise import is_null_schema, split_annotations
from ..normalise.values import TYPED_FORMAT_CHECKS
from ..walk import map_schemas

BASE_CLASS_PLACEHOLDER = "sdkgen_runtime_placeholder._models.BaseModel"

# names the models module imports from typing and pydantic, which a field must not hide in the
# class body (datamodel-code-generator aliases some of these imports, not always: a field named so
# is renamed instead; date/datetime/time it does handle; builtins see qualify_builtins)
ANNOTATION_NAMES = (
    "Annotated",
    "Any",
    "AwareDatetime",
    "BaseModel",
    "ConfigDict",
    "Decimal",
    "Dict",
    "Field",
    "List",
    "Literal",
    "NaiveDatetime",
    "Optional",
    "RootModel",
    "TypeAliasType",
    "UUID",
    "Union",
)


def _simple(s: dict[str, Any]) -> bool:
    return isinstance(s.get("type"), str) and not any(k in s for k in ("anyOf", "oneOf", "allOf", "$ref"))


def adapt_schema(s: dict[str, Any], ptr: str) -> dict[str, Any]:
    """One schema of the datamodel-code-generator input (see the module docstring)."""
    out = {k: v for k, v in s.items() if not k.startswith("x-") and k not in ("title", "example", "examples", "$comment", "externalDocs", "deprecated")}
    if "format" in out and (out.get("type") != "string" or out["format"] not in MODEL_FORMATS):
        out.pop("format")
    if out.get("additionalProperties") is False:
        out.pop("additionalProperties")
    prefix = out.get("prefixItems")
    if isinstance(prefix, list) and prefix and not isinstance(out.get("items"), dict):
        # a tuple (as the IR types it): the generator prints `tuple[...]` for exactly n items
        out = {k: v for k, v in out.items() if k != "items"}
        out["minItems"] = out["maxItems"] = len(prefix)
    required = out.get("required")
    props = out.get("properties")
    if isinstance(required, list) and isinstance(props, dict):
        # writeOnly: sent by clients, never returned (OpenAPI 3.1 section 4.8.24.1); the models
        # are what responses parse into, so a writeOnly property is never required there
        kept = [r for r in required if not (isinstance(props.get(r), dict) and props[r].get("writeOnly") is True)]
        if len(kept) != len(required):
            out["required"] = kept
    floats = _float_enum(out)
    if floats is not None:
        out = floats
    values = out.get("enum")
    if (
        isinstance(values, list)
        and len(values) >= 2
        and all(isinstance(v, str) for v in values)
        and not s.get("x-sdkgen-discriminator")
    ):
        ann, rest = split_annotations(out)
        out = {**ann, "anyOf": [rest, {"type": "string"}]}
    branches = out.get("anyOf")
    if isinstance(branches, list):
        flat: list[Any] = []
        for b in branches:
            if isinstance(b, dict) and set(b) == {"anyOf"}:
                flat.extend(b["anyOf"])
            else:
                flat.append(b)
        out["anyOf"] = flat
        real = [b for b in flat if not is_null_schema(b)]
        if len(real) == 1 and len(real) < len(flat) and isinstance(real[0], dict) and _simple(real[0]):
            ann, _ = split_annotations(out)
            return {**ann, **real[0], "nullable": True}
        if len(real) > 1:
            # constraints inside a union branch make the generator invent a named alias per
            # branch; the branch types are kept, their value constraints are not enforced
            out["anyOf"] = [
                {k: v for k, v in b.items() if k not in _VALUE_CONSTRAINTS and k != "description"} if isinstance(b, dict) and "$ref" not in b else b
                for b in flat
            ]
    return out


FLOAT_ENUM_PREFIX = "SdkgenFloatEnum"
_FLOAT_ENUM_NAME = re.compile(FLOAT_ENUM_PREFIX + r"[0-9a-f]{16}")


def _float_enum(s: dict[str, Any]) -> dict[str, Any] | None:
    """An ``enum``/``const`` with values ``Literal`` cannot hold (:func:`generator.literals.literal_holds`:
    floats, PEP 586; integers outside 64 bits, which mypy refuses and pydantic cannot match) as
    a ``float`` (or ``int``) that only takes those values: the model generator prints a
    placeholder type name (``x-python-type``, carrying the values in ``x-sdkgen-float-values``)
    that :func:`_put_float_enums` replaces by ``Annotated[float, Predicate((1.4, 1.5).__contains__)]``.
    The other values of a mixed enum (``[4.1, 4, "3_lite"]``) stay a ``Literal`` beside it.
    ``None`` when every value of ``s`` fits a ``Literal``."""
    values = s["enum"] if isinstance(s.get("enum"), list) else [s["const"]] if "const" in s else []
    floats = [v for v in values if isinstance(v, float)]
    huge = [v for v in values if not isinstance(v, float) and not literal_holds(v)]
    if not floats and not huge:
        return None
    ann, _ = split_annotations(s)
    if "nullable" in s:
        ann["nullable"] = s["nullable"]
    branches: list[dict[str, Any]] = []
    exact = [v for v in values if literal_holds(v)]
    if exact:
        branches.append({"enum": exact} if len(exact) > 1 else {"const": exact[0]})
    for kind, inexact in (("number", floats), ("integer", huge)):
        if inexact:
            digest = hashlib.sha256(json.dumps(inexact).encode()).hexdigest()[:16]
            branches.append({"type": kind, "x-python-type": f"{FLOAT_ENUM_PREFIX}{digest}", "x-sdkgen-float-values": inexact})
    if len(branches) == 1:
        return {**ann, **branches[0]}
    return {**ann, "anyOf": branches}


def _put_float_enums(out: str, doc: dict[str, Any]) -> str:
    """Replace each placeholder type of :func:`_float_enum` by its ``Annotated`` type."""
    found: dict[str, tuple[str, list[Any]]] = {}

    def collect(s: dict[str, Any], ptr: str) -> dict[str, Any]:
        if isinstance(s.get("x-sdkgen-float-values"), list):
            found[s["x-python-type"]] = ("int" if s.get("type") == "integer" else "float", s["x-sdkgen-float-values"])
        return s

    map_schemas(doc["components"]["schemas"], "schemaMap", collect, "#/components/schemas")
    if not found:
        return out

    def annotated(m: re.Match[str]) -> str:
        kind, values = found[m.group(0)]
        return f"Annotated[{kind}, Predicate(({', '.join(repr(v) for v in values)}{',' if len(values) == 1 else ''}).__contains__)]"

    out = _FLOAT_ENUM_NAME.sub(annotated, out)
    future = "from __future__ import annotations\n"
    imports = "from typing import Annotated\nfrom annotated_types import Predicate\n"
    return out.replace(future, future + imports, 1) if future in out else imports + out


# the string formats the models type (as the IR does: generator.ir.types.to_type); the rest
# stay documented, not enforced (see the module docstring)
MODEL_FORMATS = frozenset(TYPED_FORMAT_CHECKS)

_VALUE_CONSTRAINTS = frozenset(
    {
        "minItems",
        "maxItems",
        "uniqueItems",
        "minLength",
        "maxLength",
        "pattern",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "multipleOf",
        "minProperties",
        "maxProperties",
    }
)


def _variant_tags(schemas: dict[str, Any], name: str, prop: str) -> list[Any]:
    variant = schemas.get(name)
    if not isinstance(variant, dict):
        return []
    p = (variant.get("properties") or {}).get(prop)
    if not isinstance(p, dict):
        return []
    if "const" in p:
        return [p["const"]]
    return list(p.get("enum") or [])


def complete_mappings(schemas: dict[str, Any]) -> dict[str, Any]:
    """Make every discriminator ``mapping`` list each variant under all the tags its tag
    property allows.  A variant shared by two unions with different tag subsets (e.g. a text
    part tagged ``input_text`` or ``output_text`` in one union and only ``output_text`` in
    another) would otherwise have its ``Literal`` narrowed to one union's subset."""
    prefix = "#/components/schemas/"

    def fn(s: dict[str, Any], ptr: str) -> dict[str, Any]:
        disc = s.get("discriminator")
        branches = s.get("oneOf") or s.get("anyOf")
        if not (isinstance(disc, dict) and isinstance(disc.get("propertyName"), str) and isinstance(branches, list)):
            return s
        prop = disc["propertyName"]
        mapping: dict[str, str] = dict(disc.get("mapping") or {})
        for b in branches:
            ref = b.get("$ref") if isinstance(b, dict) else None
            if not (isinstance(ref, str) and ref.startswith(prefix)):
                continue
            for tag in _variant_tags(schemas, ref[len(prefix) :], prop):
                mapping.setdefault(str(tag), ref)
        return {**s, "discriminator": {**disc, "mapping": mapping}} if mapping else s

    return map_schemas(schemas, "schemaMap", fn, "#/components/schemas")


# names a typed default's Python source may use, and where they come from
_DEFAULT_IMPORTS = {"date": "datetime", "datetime": "datetime", "timezone": "datetime", "timedelta": "datetime", "UUID": "uuid"}


def typed_defaults(api: Api) -> dict[str, dict[str, str]]:
    """Model name -> property wire name -> Python source of the default the IR decided, where
    the model generator would print something else: a default whose value is not a JSON literal
    (:attr:`~generator.ir.model.Property.default_repr`: ``d: date = "2024-01-02"`` would be a
    ``str`` at run time and fail ``mypy --strict``), and the one value of a fixed property
    (:attr:`~generator.ir.model.Property.fixed_repr`, ``kind: Literal["widget"] = "widget"``),
    which is therefore not required (:func:`adapt_input`)."""
    out: dict[str, dict[str, str]] = {}
    for m in api.models:
        for p in m.properties:
            if p.fixed_repr is not None:
                out.setdefault(m.name, {})[p.name] = p.fixed_repr
            elif not p.required and p.default_repr is not None and annotation_names(p.default_repr) & set(_DEFAULT_IMPORTS):
                out.setdefault(m.name, {})[p.name] = p.default_repr
    return out


def _placeholder_prefix(schemas: dict[str, Any]) -> str:
    """A string no spec text contains: defaults are swapped for ``<prefix><n>`` in the model
    generator's input and the printed literals replaced by their Python source afterwards."""
    digest = hashlib.sha256(json.dumps(schemas, sort_keys=True, ensure_ascii=False).encode()).hexdigest()
    return f"sdkgen-default-{digest[:16]}-"


def adapt_input(schemas: dict[str, Any], defaults: dict[str, dict[str, str]] | None = None) -> dict[str, Any]:
    """The OpenAPI document given to datamodel-code-generator: only the component schemas,
    each adapted by :func:`adapt_schema`, with discriminator mappings completed
    (:func:`complete_mappings`), and each default of ``defaults`` (:func:`typed_defaults`)
    replaced by a placeholder (:func:`_placeholder_prefix` and its position in the sorted
    ``defaults``), the property no longer required."""
    adapted = map_schemas(complete_mappings(schemas), "schemaMap", adapt_schema, "#/components/schemas")
    prefix = _placeholder_prefix(schemas) if defaults else ""
    for i, (model, prop) in enumerate(_default_slots(defaults)):
        target = adapted.get(model, {}).get("properties", {}).get(prop)
        if isinstance(target, dict):
            # a field with a default is not required (a fixed property's only value)
            adapted[model] = {**adapted[model], "properties": {**adapted[model]["properties"], prop: {**target, "default": f"{prefix}{i}"}}}
            if prop in (adapted[model].get("required") or []):
                adapted[model]["required"] = [r for r in adapted[model]["required"] if r != prop]
    return {
        "openapi": "3.0.3",
        "info": {"title": "models", "version": "0"},
        "paths": {},
        "components": {"schemas": adapted},
    }


def field_aliases(doc: dict[str, Any]) -> dict[str, str]:
    """datamodel-code-generator's ``aliases`` option: wire name -> Python field name, for the
    names it would otherwise keep as they are although they must not be: the runtime base
    class's own attributes (``to_dict`` -> ``to_dict_``), the typing names the module imports
    (:data:`ANNOTATION_NAMES`: a field ``Literal`` would turn the ``Literal[...]`` of the
    fields after it into strings), and non-ASCII identifiers, which
    Python normalises (NFKC: a field ``ﬁle`` would be ``file`` with no alias, and the wire
    name ``ﬁle`` would never be read) - those are folded to ASCII (:func:`generator.names.safe_identifier`)."""
    out = {name: name + "_" for name in (*RUNTIME_MODEL_ATTRIBUTES, *ANNOTATION_NAMES)}

    def visit(s: dict[str, Any], ptr: str) -> dict[str, Any]:
        for name in s.get("properties") or {}:
            if isinstance(name, str) and name.isidentifier() and not name.isascii():
                out.setdefault(name, safe_identifier(name))
        return s

    map_schemas((doc.get("components") or {}).get("schemas") or {}, "schemaMap", visit, "#/components/schemas")
    return dict(sorted(out.items()))


def _default_slots(defaults: dict[str, dict[str, str]] | None) -> list[tuple[str, str]]:
    return sorted((model, prop) for model, props in (defaults or {}).items() for prop in props)


def _put_typed_defaults(out: str, schemas: dict[str, Any], defaults: dict[str, dict[str, str]] | None) -> str:
    """Replace each placeholder default the model generator printed (a string literal) by the
    Python source :func:`typed_defaults` gave, and import what that source names."""
    slots = _default_slots(defaults)
    if not slots:
        return out
    sources = [(defaults or {})[model][prop] for model, prop in slots]
    printed: set[int] = set()

    def source(m: re.Match[str]) -> str:
        printed.add(int(m.group(1)))
        return sources[int(m.group(1))]

    out = re.sub("[\"']" + re.escape(_placeholder_prefix(schemas)) + "([0-9]+)[\"']", source, out)
    for i, (model, prop) in enumerate(slots):
        if i not in printed:
            raise SpecError(f"model generation: the default of {prop!r} was not printed", pointer=join_pointer("#/components/schemas", model, "properties", prop, "default"))
    names = {n for text in sources for n in annotation_names(text) & set(_DEFAULT_IMPORTS)}
    lines = [f"from {mod} import {', '.join(sorted(n for n in names if _DEFAULT_IMPORTS[n] == mod))}" for mod in sorted({_DEFAULT_IMPORTS[n] for n in names})]
    if lines:
        future = "from __future__ import annotations\n"
        out = out.replace(future, future + "\n".join(lines) + "\n", 1) if future in out else "\n".join(lines) + "\n" + out
    return out


def render_models(schemas: dict[str, Any], header: str, diagnostics: Diagnostics, defaults: dict[str, dict[str, str]] | None = None) -> str:
    """Generate the ``types/_models.py`` module.

    Args:
        schemas: the normalised ``components/schemas``.
        header: the file header comment (without trailing newline).
        diagnostics: datamodel-code-generator's warnings are recorded here.
        defaults: defaults printed as Python source rather than JSON (:func:`typed_defaults`).

    Returns:
        Python source (not yet formatted by black).

    Raises:
        SpecError: datamodel-code-generator rejected the schemas.
    """
    from datamodel_code_generator import (
        DataModelType,
        InputFileType,
        LiteralType,
        PythonVersion,
        generate,
    )

    if not schemas:
        return header + '\n"""Response models (none: the API declares no schemas)."""\n'
    doc = adapt_input(schemas, defaults)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            out = generate(
                json.dumps(doc, sort_keys=False),
                input_file_type=InputFileType.OpenAPI,
                output_model_type=DataModelType.PydanticV2BaseModel,
                target_python_version=PythonVersion.PY_310,
                base_class=BASE_CLASS_PLACEHOLDER,
                strict_nullable=True,
                disable_timestamp=True,
                enum_field_as_literal=LiteralType.All,
                use_annotated=True,
                field_constraints=True,
                use_double_quotes=True,
                use_field_description=True,
                use_schema_description=True,
                use_type_alias=True,
                keep_model_order=True,
                formatters=[],
                custom_file_header=header,
                aliases=field_aliases(doc),
            )
        except Exception as exc:  # the library raises many exception types
            raise model_generator_error(exc, doc) from exc
    for w in caught:
        diagnostics.info("#/components/schemas", "model-generator", str(w.message).splitlines()[0])
    if not isinstance(out, str):
        raise SpecError("datamodel-code-generator produced several modules; expected one", pointer="#/components/schemas")
    placeholder_import = "from sdkgen_runtime_placeholder._models import BaseModel"
    if placeholder_import not in out:
        raise SpecError("unexpected datamodel-code-generator output (base class import not found)")
    # a module of aliases only (enums, unions) does not use the base class
    uses_base = re.search(r"^class \w+\(BaseModel\)", out, flags=re.MULTILINE) is not None
    out = out.replace(placeholder_import + "\n", "" if not uses_base else "from .._models import BaseModel\n")
    out = out.replace(placeholder_import, "from .._models import BaseModel")
    return black_layout(qualify_builtins(pep604_optionals(_put_typed_defaults(_put_float_enums(out, doc), schemas, defaults))))


def pep604_optionals(source: str) -> str:
    """Rewrite each ``Optional[X]`` the model generator printed (it does for a nullable
    union with forward references, the recursive JSON-value alias
    ``Optional[Union[str, "list[JsonValue]"]]``), which ``ruff check`` refuses (UP045): as
    ``X | None``, or, when ``X`` holds a forward reference (a string, which ``|`` cannot
    join at run time on Python 3.10) as ``Union[..., None]``, the form ruff keeps for unions
    with strings and mypy, pyright and pydantic read like ``X | None``.  The ``Optional``
    import goes when nothing uses it any more."""
    import ast

    tree = ast.parse(source)
    edits: list[tuple[int, int, int, int, str]] = []  # (line, col, end line, end col, replacement)
    lines = source.split("\n")

    def text(node: ast.expr) -> str:
        return ast.get_source_segment(source, node) or ast.unparse(node)

    for node in ast.walk(tree):
        if not (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id == "Optional"):
            continue
        if any(isinstance(n, ast.Subscript) and isinstance(n.value, ast.Name) and n.value.id == "Optional" for n in ast.walk(node.slice) if n is not node):
            continue  # an inner one first: rewritten on the next round
        inner = node.slice
        forward = any(isinstance(n, ast.Constant) and isinstance(n.value, str) for n in ast.walk(inner))
        if isinstance(inner, ast.Subscript) and isinstance(inner.value, ast.Name) and inner.value.id == "Union":
            members = inner.slice.elts if isinstance(inner.slice, ast.Tuple) else [inner.slice]
            parts = [text(m) for m in members]
            new = f"Union[{', '.join([*parts, 'None'])}]" if forward else " | ".join([*parts, "None"])
        else:
            new = f"Union[{text(inner)}, None]" if forward else f"{text(inner)} | None"
        assert node.end_lineno is not None and node.end_col_offset is not None
        edits.append((node.lineno, node.col_offset, node.end_lineno, node.end_col_offset, new))
    if not edits:
        return source
    for line, col, end_line, end_col, new in sorted(edits, reverse=True):
        first = lines[line - 1].encode("utf-8")  # ast columns count UTF-8 bytes
        last = lines[end_line - 1].encode("utf-8")
        lines[line - 1 : end_line] = [(first[:col] + new.encode("utf-8") + last[end_col:]).decode("utf-8")]
    out = "\n".join(lines)
    if out != source:
        out = pep604_optionals(out)  # nested ones
    tree = ast.parse(out)
    if any(isinstance(n, ast.Name) and n.id == "Optional" for n in ast.walk(tree)):
        return out
    for imp in tree.body:
        if isinstance(imp, ast.ImportFrom) and imp.module == "typing" and any(a.name == "Optional" for a in imp.names):
            kept = [a for a in imp.names if a.name != "Optional"]
            new_import = f"from typing import {', '.join(a.name if a.asname is None else f'{a.name} as {a.asname}' for a in kept)}" if kept else ""
            lines = out.split("\n")
            assert imp.end_lineno is not None
            lines[imp.lineno - 1 : imp.end_lineno] = [new_import] if new_import else []
            out = "\n".join(lines)
            break
    return out



def qualify_builtins(source: str) -> str:
    """Spell ``builtins.<name>`` each builtin that a model's annotations use while the model
    has a field of that name (``bytes: list[int]`` beside ``items: list[str]`` in one class, as
    OpenAI's ``logprobs`` has): in the class body the field would hide the builtin (mypy: "is not
    valid as a type"; pydantic would read the field's default).  The field keeps its name;
    ``import builtins`` is added when needed.  datamodel-code-generator handles some of these
    cases itself, not all."""
    import ast

    tree = ast.parse(source)
    edits: list[tuple[int, int, int]] = []  # (line, column, end column) of a Name to qualify
    for cls in (n for n in tree.body if isinstance(n, ast.ClassDef)):
        fields = {n.target.id for n in cls.body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}
        hidden = fields & BUILTINS
        if not hidden:
            continue
        for node in cls.body:
            if isinstance(node, ast.AnnAssign):
                for name in ast.walk(node.annotation):
                    if isinstance(name, ast.Name) and name.id in hidden:
                        edits.append((name.lineno, name.col_offset, name.end_col_offset or name.col_offset))
    if not edits:
        return source
    lines = source.split("\n")
    for line, start, end in sorted(edits, reverse=True):
        text = lines[line - 1].encode("utf-8")  # ast columns count UTF-8 bytes
        lines[line - 1] = (text[:start] + b"builtins." + text[start:end] + text[end:]).decode("utf-8")
    out = "\n".join(lines)
    first = next(n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom)) and getattr(n, "module", None) != "__future__")
    lines = out.split("\n")
    lines.insert(first.lineno - 1, "import builtins")
    return "\n".join(lines)


def model_generator_error(exc: Exception, doc: dict[str, Any]) -> SpecError:
    """The :class:`SpecError` for an exception of datamodel-code-generator, naming the schema
    (and the keyword, when the library's schema model rejected a value) as well as the
    exception tells.

    Args:
        exc: what ``datamodel_code_generator.generate`` raised.
        doc: the document it was given (:func:`adapt_input`).

    Returns:
        An error whose pointer is into the normalised document (``#/components/schemas/Foo``,
        or ``#/components/schemas`` when the library does not say which schema); the pipeline
        adds the file.
    """
    from pydantic import ValidationError

    pointer = "#/components/schemas"
    path = getattr(exc, "path", None)  # datamodel_code_generator.SchemaParseError
    if isinstance(path, list) and len(path) == 1 and str(path[0]).startswith(pointer + "/"):
        pointer = str(path[0])
    cause = getattr(exc, "original_error", None)
    if pointer != "#/components/schemas" and isinstance(cause, ValidationError) and cause.errors():
        first = cause.errors()[0]
        node: Any = (doc.get("components") or {}).get("schemas", {}).get(pointer.rsplit("/", 1)[1])
        for token in first["loc"]:  # keys of the schema; other tokens name the library's types
            in_dict = isinstance(node, dict) and token in node
            if in_dict or (isinstance(node, list) and isinstance(token, int) and 0 <= token < len(node)):
                pointer = join_pointer(pointer, token)
                node = node[token]
        found = repr(first.get("input"))
        found = found if len(found) <= 60 else found[:57] + "..."
        detail = f"{first['msg']} (found {found})"
    else:
        text = str(exc).splitlines()[0] if str(exc) else ""
        own = type(exc).__module__.startswith("datamodel_code_generator")  # its messages say enough
        detail = text if own and text else f"{type(exc).__name__}: {text}"
    return SpecError(f"model generation (datamodel-code-generator) failed: {detail}", pointer=pointer)


def _dmcg_version() -> str:
    from importlib.metadata import version

    return version("datamodel-code-generator")


def models_cache_key(schemas: dict[str, Any], header: str, defaults: dict[str, dict[str, str]] | None = None) -> str:
    """Content hash of everything the models module depends on: the adapted input (typed
    defaults included), the header, the datamodel-code-generator version and this module's
    source (its options)."""
    h = hashlib.sha256()
    h.update(_dmcg_version().encode())
    h.update(Path(__file__).read_bytes())
    h.update(header.encode())
    h.update(json.dumps(adapt_input(schemas, defaults), sort_keys=True, ensure_ascii=False).encode())
    h.update(json.dumps(defaults or {}, sort_keys=True, ensure_ascii=False).encode())
    return h.hexdigest()


_SINGLE_QUOTED = re.compile(r"'(?:[^'\\\n]|\\.)*'")


def black_layout(source: str) -> str:
    """The models module with the layout black gives it, where datamodel-code-generator's
    differs in ways that are cheap to fix here: black formats a module twice when its first
    pass changed something (``black.format_str``), so text that is already black's costs half
    (README, "Speed").  black still formats the result; this only saves it work.

    * String literals written in single quotes (``Literal['a']``, ``= 'model'``) are quoted as
      black quotes them (:func:`generator.literals.string_literal`).
    * A class docstring followed by a statement gets the blank line black puts after it.
    * Runs of more than two blank lines are cut to two, the module ends with one newline, and
      the lines of class docstrings lose trailing whitespace (attribute docstrings keep it, as
      black keeps it).

    Args:
        source: the models module (valid Python).

    Returns:
        The same code (equal values, same statements); ``source`` itself if it does not parse.
    """
    import ast

    try:
        tree = ast.parse(source)
    except SyntaxError:
        return source
    lines = source.split("\n")
    edits: dict[int, list[tuple[int, int, str]]] = {}  # line -> (start, end, literal), byte columns
    after_docstring: set[int] = set()  # lines after which a blank line is due
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                end = first.end_lineno or first.lineno
                for i in range(first.lineno - 1, end - 1):
                    lines[i] = lines[i].rstrip()  # black strips the lines of a docstring
                if len(node.body) > 1 and end < len(lines) and lines[end].strip():
                    after_docstring.add(end)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.lineno == node.end_lineno:
            raw = lines[node.lineno - 1].encode("utf-8")[node.col_offset : node.end_col_offset]
            if raw[:1] == b"'" and _SINGLE_QUOTED.fullmatch(raw.decode("utf-8")):
                literal = string_literal(node.value)
                if literal.encode("utf-8") != raw:
                    edits.setdefault(node.lineno, []).append((node.col_offset, node.end_col_offset or 0, literal))
    for lineno, spans in edits.items():
        text = lines[lineno - 1].encode("utf-8")
        for start, end, literal in sorted(spans, reverse=True):
            text = text[:start] + literal.encode("utf-8") + text[end:]
        lines[lineno - 1] = text.decode("utf-8")
    out: list[str] = []
    blank = 0
    for i, line in enumerate(lines, start=1):
        if not line.strip():
            blank += 1
            if blank > 2:
                continue
        else:
            blank = 0
        out.append(line)
        if i in after_docstring:
            out.append("")
    return "\n".join(out).rstrip("\n") + "\n"
