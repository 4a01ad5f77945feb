"""Every example in the specs, checked against its schema and against the generated types.

Examples are collected from the *normalised* document (``build_ir_only``), where the
normaliser keeps them beside the schema they annotate, even when it hoists an inline schema
into a component: schema-level ``example``/``examples`` (components, properties, union
branches, items), media-type ``example``/``examples[*].value`` (checked against the media
type's schema) and parameter examples.  Each example is

1. validated with ``jsonschema`` (Draft 2020-12) against its schema in the normalised
   document, ``$ref``s resolved through a ``referencing`` registry holding that document;
2. when valid, parsed with strict pydantic validation into the generated type - the class of
   the component in ``sambanova_sdk.types`` (a ``TypeAdapter`` for type aliases), followed
   through fields, union branches and items for examples inside a component, a union of the
   generated classes for media-type schemas - and dumped back
   (``mode="json", by_alias=True, exclude_unset=True``): the dump must equal the example.

Examples that do not validate against their own schema are listed, with the reason, in
:data:`INVALID_EXAMPLES` (reviewed: all are errors in the specs); each has a test asserting it
still fails for that reason, and ``test_examples_that_do_not_validate`` prints the list (run
``pytest -rA tests/test_examples.py`` or ``-s`` to see it).  Examples of the spec files that the
normaliser dropped are in :data:`LOST_IN_NORMALISATION` and are checked at the place they
belong to.
"""

from __future__ import annotations

import json
import types
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, ForwardRef, Literal, Union, get_args, get_origin

import jsonschema
import pydantic
import pytest
import yaml
from referencing import Registry
from referencing.jsonschema import DRAFT202012
from sambanova_sdk import types as sdk_types

from generator.configure import load_config
from generator.normalise import normalise
from generator.pipeline import build_ir_only
from generator.walk import HTTP_METHODS, SCHEMA_LIST, SCHEMA_MAP, SCHEMA_ONE

ROOT = Path(__file__).resolve().parent.parent
CONFIG = load_config(ROOT / "sdkgen.yaml")
_, _, _, NORMALISED = build_ir_only(CONFIG)
RAW = {
    spec.relative_to(CONFIG.root).as_posix(): yaml.safe_load(spec.read_text())
    for spec in CONFIG.specs
}
DOC_URI = "urn:sdkgen:normalised"
REGISTRY: Registry[Any] = Registry().with_resource(DOC_URI, DRAFT202012.create_resource(NORMALISED))



# --------------------------------------------------------------------------- finding examples


def escape(token: object) -> str:
    return str(token).replace("~", "~0").replace("/", "~1")


def unescape(token: str) -> str:
    return token.replace("~1", "/").replace("~0", "~")


def tokens(pointer: str) -> list[str]:
    return [unescape(t) for t in pointer.removeprefix("#/").split("/")] if pointer != "#" else []


def resolve(doc: Any, pointer: str) -> Any:
    node = doc
    for t in tokens(pointer):
        node = node[int(t)] if isinstance(node, list) else node[t]
    return node


@dataclass(frozen=True)
class Found:
    """An example: where its schema is, where the example is, its value."""

    schema: str
    where: str
    value: Any


def schema_examples(s: Any, ptr: str) -> Iterator[Found]:
    """Examples in a schema and its sub-schemas (never inside example data)."""
    if not isinstance(s, dict):
        return
    if "example" in s:
        yield Found(ptr, f"{ptr}/example", s["example"])
    if isinstance(s.get("examples"), list):
        for i, value in enumerate(s["examples"]):
            yield Found(ptr, f"{ptr}/examples/{i}", value)
    for key in SCHEMA_ONE:
        if isinstance(s.get(key), dict):
            yield from schema_examples(s[key], f"{ptr}/{key}")
    for key in SCHEMA_LIST:
        if isinstance(s.get(key), list):
            for i, sub in enumerate(s[key]):
                yield from schema_examples(sub, f"{ptr}/{key}/{i}")
    for key in SCHEMA_MAP:
        if isinstance(s.get(key), dict):
            for name, sub in s[key].items():
                yield from schema_examples(sub, f"{ptr}/{key}/{escape(name)}")


def holder_examples(h: Any, ptr: str) -> Iterator[Found]:
    """Examples of a parameter, header, request body, response or media type."""
    if not isinstance(h, dict):
        return
    if "schema" in h:  # parameter/header/media type: their examples are of their schema
        if "example" in h:
            yield Found(f"{ptr}/schema", f"{ptr}/example", h["example"])
        for name, ex in (h.get("examples") or {}).items():
            if isinstance(ex, dict) and "value" in ex:
                yield Found(f"{ptr}/schema", f"{ptr}/examples/{escape(name)}/value", ex["value"])
        yield from schema_examples(h["schema"], f"{ptr}/schema")
    for media_type, media in (h.get("content") or {}).items():
        yield from holder_examples(media, f"{ptr}/content/{escape(media_type)}")
    for name, header in (h.get("headers") or {}).items():
        yield from holder_examples(header, f"{ptr}/headers/{escape(name)}")


def document_examples(doc: dict[str, Any]) -> Iterator[Found]:
    """Every example of an OpenAPI document."""
    for path, item in (doc.get("paths") or {}).items():
        base = f"#/paths/{escape(path)}"
        for i, param in enumerate(item.get("parameters") or []):
            yield from holder_examples(param, f"{base}/parameters/{i}")
        for method in HTTP_METHODS:
            op = item.get(method)
            if not isinstance(op, dict):
                continue
            at = f"{base}/{method}"
            for i, param in enumerate(op.get("parameters") or []):
                yield from holder_examples(param, f"{at}/parameters/{i}")
            yield from holder_examples(op.get("requestBody"), f"{at}/requestBody")
            for code, response in (op.get("responses") or {}).items():
                yield from holder_examples(response, f"{at}/responses/{escape(code)}")
    components = doc.get("components") or {}
    for name, s in (components.get("schemas") or {}).items():
        yield from schema_examples(s, f"#/components/schemas/{escape(name)}")
    for section in ("parameters", "headers", "requestBodies", "responses"):
        for name, h in (components.get(section) or {}).items():
            yield from holder_examples(h, f"#/components/{section}/{escape(name)}")


def example_id(where: str) -> str:
    """``ChatCompletionResponse#/examples/0``; ``createCompletion 400 application/json#/...``."""
    t = tokens(where)
    if t[:2] == ["components", "schemas"]:
        return t[2] + "#/" + "/".join(escape(x) for x in t[3:])
    if t[0] == "paths":
        op = NORMALISED["paths"][t[1]][t[2]]
        label = op.get("operationId") or f"{t[2].upper()} {t[1]}"
        rest = t[3:]
        if rest[:1] == ["responses"] and rest[2:3] == ["content"]:
            label += f" {rest[1]} {rest[3]}"
            rest = rest[4:]
        elif rest[:2] == ["requestBody", "content"]:
            label += f" body {rest[2]}"
            rest = rest[3:]
        return label + "#/" + "/".join(escape(x) for x in rest)
    return where


# Examples of the spec files that are not in the normalised document, and the schema (in the
# normalised document) they belong to.  Reviewed: `union_flatten` splices the nullable string
# branch `{type: string, example: "\n", nullable: true}` of `stop: oneOf[...]` into the outer
# union and drops its annotations (see test_union_flatten_keeps_examples_of_spliced_branches).
LOST_IN_NORMALISATION: dict[str, str] = {}


@dataclass(frozen=True)
class Example:
    """One example to check."""

    id: str
    schema: str  # pointer into NORMALISED
    value: Any
    origin: str  # where it is (normalised document pointer, or spec file#pointer)


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def _raw_examples() -> dict[str, Any]:
    return {
        f"{file}#{found.where.removeprefix('#')}": found.value
        for file, doc in RAW.items()
        for found in document_examples(doc)
    }


def collect() -> list[Example]:
    out = [
        Example(example_id(f.where), f.schema, f.value, f.where)
        for f in document_examples(NORMALISED)
    ]
    raw = _raw_examples()
    for origin, schema in LOST_IN_NORMALISATION.items():
        out.append(Example(example_id(schema) + "/example (lost)", schema, raw[origin], origin))
    return out


EXAMPLES = collect()


# --------------------------------------------------------------------------- reviewed exceptions

_RESPONSE_EVENT = (
    "spec: the embedded `response` lacks properties ResponseResponse requires (user, "
    "truncation, tool_choice, ...) and has `usage: null` where usage is not nullable"
)
_INPUT_ITEMS = (
    "spec: message items without `type: message`, which every ResponseInputItem variant "
    "requires (it is the discriminator)"
)

# example id -> (a fragment of the jsonschema error, why it is invalid)
INVALID_EXAMPLES: dict[str, tuple[str, str]] = {
    "createResponse 404 application/json#/examples/simple/value": (
        "'Not found' is not of type 'object'",
        (
            "spec: responses.yaml documents 404 as GeneralError only (the other files: oneOf "
            "GeneralError/SimpleError); the example is a SimpleError"
        ),
    ),
    **{
        f"{name}#/example": (
            "True is not of type 'string'",
            (
                "spec: in the multipart request stream_options.include_usage is the string enum "
                "'true'/'false' (as form fields are text), but the example gives the boolean true"
            ),
        )
        for name in ("TranscriptionRequest", "TranslationRequest")
    },
    **{
        f"CompletionStreamResponse#/examples/{i}": (
            "'text' is a required property",
            "spec: the choices are chat chunks (`delta`), CompletionChunkChoice requires `text`",
        )
        for i in range(3)
    },
    "ResponseCreatedEvent#/example": ("'user' is a required property", _RESPONSE_EVENT),
    "ResponseInProgressEvent#/example": ("'user' is a required property", _RESPONSE_EVENT),
    **{
        f"ResponseCompletedEvent#/examples/{i}": ("is a required property", _RESPONSE_EVENT)
        for i in range(3)
    },
    "ResponseRequest#/properties/input/anyOf/1/examples/0": (
        "at 0: 'type' is a required property",
        _INPUT_ITEMS,
    ),
    "ResponseRequest#/properties/input/anyOf/1/examples/1": (
        "at 0: 'type' is a required property",
        _INPUT_ITEMS,
    ),
}

# valid examples the generated types reject: bugs in the generator (strict xfail)
GENERATOR_BUGS: dict[str, str] = {}


def schema_errors(example: Example) -> list[jsonschema.ValidationError]:
    validator = jsonschema.Draft202012Validator(
        {"$ref": DOC_URI + example.schema}, registry=REGISTRY
    )
    return sorted(validator.iter_errors(example.value), key=lambda e: list(e.absolute_path))


def _leaves(e: jsonschema.ValidationError) -> Iterator[jsonschema.ValidationError]:
    """The errors of a failed union's branches (recursively), or the error itself."""
    if not e.context:
        yield e
    for c in e.context or []:
        yield from _leaves(c)


def describe(errors: Sequence[jsonschema.ValidationError]) -> str:
    """Every distinct error, failed unions replaced by the errors of their branches."""
    parts: list[str] = []
    for e in errors:
        for leaf in _leaves(e):
            where = "/".join(map(str, leaf.absolute_path)) or "(root)"
            message, instance = leaf.message, repr(leaf.instance)
            if message.startswith(instance) and len(instance) > 60:  # "<value> is not ..."
                message = instance[:60] + "..." + message[len(instance) :]
            text = f"at {where}: {message[:200]}"
            if text not in parts:
                parts.append(text)
    return "; ".join(parts)


# --------------------------------------------------------------------------- generated types


def unwrap(tp: Any) -> Any:
    """Strip type aliases and ``Annotated``."""
    for _ in range(20):
        if type(tp).__name__ == "TypeAliasType":
            tp = tp.__value__
        elif get_origin(tp) is Annotated:
            tp = get_args(tp)[0]
        else:
            break
    return tp


def is_model(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, pydantic.BaseModel)


def _union_args(tp: Any) -> list[Any]:
    tp = unwrap(tp)
    if get_origin(tp) in (Union, types.UnionType):
        return [a for a in get_args(tp) if a is not type(None)]
    return [tp]


def _branch_kind(branch: dict[str, Any]) -> Any:
    """A predicate telling which Python type of a union stands for a schema branch."""
    if "$ref" in branch:
        target = getattr(sdk_types, branch["$ref"].rsplit("/", 1)[1])
        return lambda a: a is target or unwrap(a) is unwrap(target)
    kind = branch.get("type")
    if "enum" in branch or "const" in branch:
        return lambda a: get_origin(unwrap(a)) is Literal
    if kind == "array":
        return lambda a: get_origin(unwrap(a)) in (list, Sequence, tuple)
    if kind == "object":
        return lambda a: get_origin(unwrap(a)) in (dict, Mapping) or is_model(unwrap(a))
    builtin = {"string": str, "integer": int, "number": float, "boolean": bool}[kind]
    return lambda a: unwrap(a) is builtin


def generated_type(schema_pointer: str) -> Any:
    """The generated Python type for the schema at ``schema_pointer``."""
    t = tokens(schema_pointer)
    if t[:2] != ["components", "schemas"]:
        return type_of_inline_schema(resolve(NORMALISED, schema_pointer))
    name = t[2]
    assert hasattr(sdk_types, name), f"sambanova_sdk.types has no {name}"
    tp: Any = getattr(sdk_types, name)
    node: Any = NORMALISED["components"]["schemas"][name]
    rest = t[3:]
    while rest:
        key = rest.pop(0)
        if key == "properties":
            prop = rest.pop(0)
            model = unwrap(tp)
            assert is_model(model), f"{schema_pointer}: {model!r} is not a model"
            if not model.__pydantic_complete__:  # defer_build: field types are still strings
                model.model_rebuild()
            matches = [f for n, f in model.model_fields.items() if (f.alias or n) == prop]
            assert len(matches) == 1, f"{model.__name__} has no field for {prop!r}"
            field = matches[0]
            assert not isinstance(field.annotation, ForwardRef), field.annotation
            extra: list[Any] = list(field.metadata)
            if field.discriminator is not None:
                extra.append(pydantic.Field(discriminator=field.discriminator))
            tp = Annotated[(field.annotation, *extra)] if extra else field.annotation
            node = node["properties"][prop]
        elif key in ("anyOf", "oneOf"):
            branch = node[key][int(rest.pop(0))]
            fits = [a for a in _union_args(tp) if _branch_kind(branch)(a)]
            assert len(fits) == 1, f"{schema_pointer}: {branch} matches {fits} of {tp!r}"
            tp, node = fits[0], branch
        elif key == "items":
            tp, node = get_args(unwrap(tp))[0], node["items"]
        elif key == "additionalProperties":
            tp, node = get_args(unwrap(tp))[1], node["additionalProperties"]
        else:
            raise AssertionError(f"{schema_pointer}: cannot follow {key!r} into generated types")
    return tp


def type_of_inline_schema(s: dict[str, Any]) -> Any:
    """Media-type and parameter schemas have no generated class: their type is built from
    the generated classes they refer to."""
    if "$ref" in s:
        return getattr(sdk_types, s["$ref"].rsplit("/", 1)[1])
    branches = s.get("anyOf") or s.get("oneOf")
    if branches:
        parts = [type_of_inline_schema(b) for b in branches]
        union: Any = parts[0]
        for p in parts[1:]:
            union = union | p
        return union
    if s.get("type") == "array":
        return list[type_of_inline_schema(s.get("items") or {})]  # type: ignore[misc]
    if s.get("type") == "null":
        return None
    return {"string": str, "integer": int, "number": float, "boolean": bool}[s["type"]]


def round_trip(tp: Any, value: Any) -> Any:
    """Strict validation into ``tp`` and the JSON dump of the result."""
    if is_model(tp):
        obj = tp.model_validate(value, strict=True)
        return obj.model_dump(mode="json", by_alias=True, exclude_unset=True)
    adapter: pydantic.TypeAdapter[Any] = pydantic.TypeAdapter(tp)
    obj = adapter.validate_python(value, strict=True)
    return adapter.dump_python(obj, mode="json", by_alias=True, exclude_unset=True)


# --------------------------------------------------------------------------- tests


def test_examples_are_collected_with_unique_ids() -> None:
    ids = [e.id for e in EXAMPLES]
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    assert len(EXAMPLES) > 100
    kinds = {tokens(e.origin)[0] if "#" in e.origin else "" for e in EXAMPLES}
    assert {"paths", "components"} <= kinds  # media-type examples and schema examples


def test_every_spec_example_is_in_the_normalised_document() -> None:
    normalised = {_canonical(f.value) for f in document_examples(NORMALISED)}
    missing = {
        where for where, value in _raw_examples().items() if _canonical(value) not in normalised
    }
    assert missing == set(LOST_IN_NORMALISATION)


def test_union_flatten_keeps_examples_of_spliced_branches() -> None:
    doc = {
        "openapi": "3.1.0",
        "info": {"title": "t", "version": "1"},
        "paths": {},
        "components": {
            "schemas": {
                "Req": {
                    "type": "object",
                    "properties": {
                        "stop": {
                            "oneOf": [
                                {"type": "string", "example": "END", "nullable": True},
                                {"type": "array", "items": {"type": "string"}},
                            ],
                            "nullable": True,
                        }
                    },
                }
            }
        },
    }
    stop = normalise(doc)["components"]["schemas"]["Req"]["properties"]["stop"]
    assert ["END"] == [f.value for f in schema_examples(stop, "#")]


def _params(valid: bool) -> list[Any]:
    out = []
    for e in EXAMPLES:
        if (e.id in INVALID_EXAMPLES) == valid:
            continue
        marks = []
        if e.id in GENERATOR_BUGS:
            marks.append(pytest.mark.xfail(strict=True, reason=GENERATOR_BUGS[e.id]))
        out.append(pytest.param(e, id=e.id, marks=marks))
    return out


@pytest.mark.parametrize("example", _params(valid=True))
def test_example_validates_and_round_trips_through_the_generated_type(example: Example) -> None:
    errors = schema_errors(example)
    assert not errors, (
        f"{example.origin} does not validate against {example.schema}: {describe(errors)}\n"
        "If the spec is wrong, add it to INVALID_EXAMPLES with the reason."
    )
    tp = generated_type(example.schema)
    assert round_trip(tp, example.value) == example.value


@pytest.mark.parametrize("example", _params(valid=False))
def test_known_invalid_example_still_fails_for_the_documented_reason(example: Example) -> None:
    fragment, _reason = INVALID_EXAMPLES[example.id]
    errors = schema_errors(example)
    assert errors, f"{example.id} validates now: remove it from INVALID_EXAMPLES"
    assert fragment in describe(errors), describe(errors)


def test_examples_that_do_not_validate() -> None:
    """The reviewed list of examples that do not validate against their own schema (printed:
    ``pytest -rA`` / ``-s``)."""
    invalid = {e.id: e for e in EXAMPLES if schema_errors(e)}
    lines = [f"{len(invalid)} of {len(EXAMPLES)} examples do not validate against their schema:"]
    for ex_id in sorted(invalid):
        reason = INVALID_EXAMPLES.get(ex_id, ("", "NOT REVIEWED"))[1]
        lines.append(f"  {ex_id}\n      errors: {describe(schema_errors(invalid[ex_id]))[:400]}")
        lines.append(f"      reason: {reason}")
    print("\n".join(lines))
    assert set(invalid) == set(INVALID_EXAMPLES), "\n".join(lines)


def test_generated_types_cover_every_component_with_examples() -> None:
    names = {tokens(e.schema)[2] for e in EXAMPLES if e.schema.startswith("#/components/schemas/")}
    assert names and all(hasattr(sdk_types, n) for n in names), sorted(
        n for n in names if not hasattr(sdk_types, n)
    )


def test_response_text_content_accepts_output_text() -> None:
    part = sdk_types.ResponseTextContent.model_validate({"type": "output_text", "text": "hi"})
    assert part.type == "output_text"


def test_response_text_content_accepts_input_text() -> None:
    schema = NORMALISED["components"]["schemas"]["ResponseTextContent"]["properties"]["type"]
    assert schema["enum"] == ["input_text", "output_text"]
    part = sdk_types.ResponseTextContent.model_validate({"type": "input_text", "text": "hi"})
    assert part.type == "input_text"
    # and through the discriminated union the client uses for message content
    adapter: pydantic.TypeAdapter[Any] = pydantic.TypeAdapter(sdk_types.ResponseContent)
    assert adapter.validate_python({"type": "input_text", "text": "hi"}).type == "input_text"
