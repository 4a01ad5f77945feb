"""The value builder of the wide-corpus contract tests (``tests/_schema_values.py``) and the
wide corpus's bookkeeping (``tests/_wide_corpus.py``, ``tools/wide_corpus.py``): fast tests,
no generation, no Prism."""

from __future__ import annotations

import re
from typing import Any

import jsonschema
import pytest
from _schema_values import ValueBuilder
from _wide_corpus import (
    EXPECTED,
    OWNERS,
    multipart_parts,
    read_expected,
    sample,
    without_external_extensions,
)

DOCUMENT: dict[str, Any] = {
    "components": {
        "schemas": {
            "Pet": {
                "type": "object",
                "required": ["name", "tag", "age", "ratio", "kind", "born", "id"],
                "properties": {
                    "name": {"type": "string", "minLength": 12, "maxLength": 14},
                    "tag": {"type": "string", "pattern": "^[A-Z]{3}-[0-9]{2}$"},
                    "age": {"type": "integer", "minimum": 7, "maximum": 9, "multipleOf": 4},
                    "ratio": {"type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1},
                    "kind": {"anyOf": [{"type": "null"}, {"$ref": "#/components/schemas/Kind"}]},
                    "born": {"type": "string", "format": "date"},
                    "id": {"type": "string", "format": "uuid"},
                    "optional": {"type": "string"},
                },
            },
            "Kind": {"type": "string", "enum": ["cat", "dog"]},
            "Tree": {
                "type": "object",
                "required": ["children"],
                "properties": {
                    "children": {
                        "type": "array",
                        "minItems": 1,
                        "items": {"$ref": "#/components/schemas/Tree"},
                    }
                },
            },
            "Example": {
                "type": "object",
                "required": ["a"],
                "properties": {"a": {"type": "integer"}},
                "example": {"a": "not an integer"},
            },
        }
    }
}


def _valid(schema: dict[str, Any], value: Any) -> bool:
    registry = (
        __import__("referencing")
        .Registry()
        .with_resource(
            "urn:doc",
            __import__(
                "referencing.jsonschema", fromlist=["DRAFT202012"]
            ).DRAFT202012.create_resource(DOCUMENT),
        )
    )
    rooted = {"$ref": "urn:doc" + schema["$ref"]} if "$ref" in schema else schema
    return jsonschema.Draft202012Validator(
        rooted, registry=registry, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER
    ).is_valid(value)


def test_values_satisfy_bounds_patterns_formats_and_unions() -> None:
    builder = ValueBuilder(DOCUMENT)
    value = builder.value({"$ref": "#/components/schemas/Pet"}, "Pet")
    assert builder.invalid == []
    assert set(value) == {"name", "tag", "age", "ratio", "kind", "born", "id"}  # required only
    assert re.fullmatch(r"[A-Z]{3}-[0-9]{2}", value["tag"])
    assert value["age"] == 8 and 0 < value["ratio"] < 1 and value["kind"] == "cat"
    assert _valid({"$ref": "#/components/schemas/Pet"}, value)


def test_a_bare_required_branch_applies_to_the_properties_around_it() -> None:
    schema = {
        "type": "object",
        "properties": {"a": {"type": "string", "format": "uuid"}, "b": {"type": "integer"}},
        "oneOf": [{"required": ["a"]}, {"required": ["b"]}],
    }
    builder = ValueBuilder(DOCUMENT)
    assert builder.value(schema, "either") == {"a": "3fa85f64-5717-4562-b3fc-2c963f66afa6"}
    assert builder.invalid == []


def test_same_document_same_values() -> None:
    first = ValueBuilder(DOCUMENT).value({"$ref": "#/components/schemas/Pet"})
    assert ValueBuilder(DOCUMENT).value({"$ref": "#/components/schemas/Pet"}) == first


def test_recursive_schema_ends_and_an_unsatisfiable_one_is_reported() -> None:
    builder = ValueBuilder(DOCUMENT)
    tree = builder.value({"$ref": "#/components/schemas/Tree"}, "Tree")
    depth = 0
    while tree.get("children"):
        tree, depth = tree["children"][0], depth + 1
    assert 1 <= depth <= 10
    assert builder.invalid == ["Tree"]  # the innermost tree lacks the required child
    builder.value({"type": "string", "minLength": 5, "maxLength": 2}, "impossible")
    assert builder.invalid == ["Tree", "impossible"]


def test_an_example_that_contradicts_its_schema_is_not_used() -> None:
    assert ValueBuilder(DOCUMENT).value({"$ref": "#/components/schemas/Example"}) == {"a": 1}


def test_sample_is_even_and_keeps_both_ends() -> None:
    keys = [f"k{i:02}" for i in range(10)]
    assert sample(keys, 4) == ["k00", "k03", "k06", "k09"]
    assert sample(keys, 20) == keys


def test_extensions_and_examples_with_external_refs_go_and_properties_named_x_stay() -> None:
    media = {
        "schema": {"type": "object"},
        "examples": {"a": {"$ref": "examples/a.json"}, "b": {"value": 1}},
    }
    assert without_external_extensions(media) == {
        "schema": {"type": "object"},
        "examples": {"b": {"value": 1}},
    }
    doc = {
        "x-codeSamples": [{"$ref": "examples/a.py"}],
        "x-keep": {"$ref": "#/local"},
        "properties": {"x-id": {"type": "string"}},
    }
    assert without_external_extensions(doc) == {
        "x-keep": {"$ref": "#/local"},
        "properties": {"x-id": {"type": "string"}},
    }


def test_multipart_parts_gives_raw_bytes() -> None:
    body = b'--b\r\nContent-Disposition: form-data; name="file"; filename="f"\r\nContent-Type: application/octet-stream\r\n\r\n\x89\x00\xff\r\n--b--\r\n'
    assert multipart_parts(body, "multipart/form-data; boundary=b") == {"file": b"\x89\x00\xff"}


def test_expected_failures_have_a_kind_an_owner_and_a_reason() -> None:
    """Every entry of ``tests/wide_corpus_expected.yaml`` is complete (the suite compares kinds;
    the README table shows owners and reasons)."""
    assert EXPECTED.exists()
    for spec, entries in read_expected().items():
        for key, entry in entries.items():
            assert set(entry) == {"kind", "owner", "reason"}, (spec, key)
            assert entry["owner"] in OWNERS and entry["reason"].strip(), (spec, key, entry)
            assert key in ("generation", "prism", "mypy", "pyright", "ruff") or re.fullmatch(
                r"[A-Z]+ /\S*", key
            ), (spec, key)


@pytest.mark.parametrize("owner", OWNERS)
def test_readme_table_shows_the_expected_failures(owner: str) -> None:
    """The README's wide-corpus table (written by ``make wide-corpus-table`` from the suite's
    results) lists, per owner, the failures the expected file lists: after editing the file,
    run the suite and regenerate the table."""
    from pathlib import Path

    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text()
    shown = set(re.findall(rf"{re.escape(owner)}: ([a-z0-9-]+) `([^`]+)`", readme))
    listed = {
        (e["kind"], key)
        for entries in read_expected().values()
        for key, e in entries.items()
        if e["owner"] == owner
    }
    assert shown == listed


def test_a_huge_enum_or_minimum_length_is_not_built_whole() -> None:
    """Hostile review 5: a 10,000-value enum none of which fits its ``type`` was tried value by
    value, each check itself O(n) (40 s per value; a 25 KB spec of 20 operations took 58 s),
    and ``minLength: 20000000`` built a 20 MB string into the README and the tests.  Now the
    first enum values are tried (:data:`ENUM_CANDIDATES`, counted through the checks each
    makes) and a string longer than :data:`MAX_STRING` is not built: both are recorded
    invalid, so the shipped tests skip them."""
    from generator.ir import values

    checked: list[Any] = []
    builder = ValueBuilder({})
    real = builder.valid

    def counting(schema: Any, value: Any) -> bool:
        checked.append(value)
        return real(schema, value)

    builder.valid = counting  # type: ignore[method-assign]
    strings = {"type": "integer", "enum": [f"v{i}" for i in range(10_000)]}
    builder.value(strings, "enum")
    assert builder.invalid == ["enum"]
    assert sum(1 for v in checked if isinstance(v, str) and v.startswith("v")) <= values.ENUM_CANDIDATES
    text = builder.value({"type": "string", "minLength": 20_000_000}, "long")
    assert builder.invalid == ["enum", "long"] and len(text) < 100
    assert builder.oversized == ["long"]  # a value exists, only too long to build (the enum has none)
    assert builder.value({"type": "string", "minLength": 4_000}) == "string" + "a" * 3_994  # still built below the bound


def test_the_strings_of_one_value_are_bounded_together() -> None:
    """40 items of an object with 40 required strings of ``minLength: 4000``: each string is
    below :data:`MAX_STRING`, but together they wrote a 96 MB README and 38 MB test files
    (hostile review 6).  Past :data:`CHAR_LIMIT` characters the value is the smallest one,
    recorded invalid."""
    import json

    from generator.ir import values

    item = {"type": "object", "required": [f"f{i}" for i in range(40)], "properties": {f"f{i}": {"type": "string", "minLength": 4000} for i in range(40)}}
    builder = ValueBuilder({})
    built = builder.value({"type": "array", "minItems": 40, "items": item}, "big")
    assert builder.invalid == ["big"] and len(json.dumps(built)) < values.CHAR_LIMIT
    assert builder.oversized == ["big"]
    assert len(builder.value({"type": "array", "minItems": 4, "items": {"type": "string", "minLength": 4000}})) == 4  # within it


def test_a_value_over_the_bounds_is_told_apart_from_none() -> None:
    """``minItems: 2500`` gave ``[]`` and a skip saying no value satisfies the schema, which
    is false: one exists, it is only bigger than :data:`NODE_LIMIT` values.  The builder records
    it in :attr:`ValueBuilder.oversized`, and the shipped test's skip says so; a schema nothing
    satisfies keeps the old reason, also when both meet in one sample."""
    from generator.ir import values
    from generator.ir.samples import _invalid_skip

    builder = ValueBuilder({})
    builder.value({"type": "array", "minItems": 2500, "items": {"type": "integer"}}, "ids")
    builder.value({"type": "string", "enum": [1, 2]}, "kind")
    builder.value({"type": "array", "minItems": 25, "items": {"type": "integer"}}, "small")  # within the bound: valid
    assert builder.invalid == ["ids", "kind"] and builder.oversized == ["ids"]
    skip = _invalid_skip(builder.invalid, builder.oversized)
    assert skip.startswith("no value satisfies the schema of kind; a value valid for the schema of ids is larger than")
    assert f"{values.NODE_LIMIT:,} values" in skip


def test_values_hostile_review_7_found_invalid_or_slow() -> None:
    """Hostile review 7: a ``minLength`` pad after a pattern's match broke ``b$`` (the
    README called ``create(endb="string")``); ``uniqueItems`` cut three equal items to one,
    below ``minItems``; ``(a+)+b$`` on a padded 34-character candidate never ended (Python's
    ``re`` backtracks: patterns are checked by the Rust engine now, which is linear);
    ``[a-z]{1000}`` took 93 s in hypothesis (a pattern whose shortest match is over
    :data:`MAX_PATTERN_MATCH` characters gets no value, recorded as too big); a 250 KB example
    was copied into every call (the spec's own values are used up to :data:`CHAR_LIMIT`)."""
    from generator.ir import values

    builder = ValueBuilder({})
    anchored = {"type": "string", "pattern": "b$", "minLength": 3}
    assert builder.value(anchored, "endb") == "aab"
    unique = {"type": "array", "minItems": 3, "uniqueItems": True, "items": {"type": "integer", "minimum": 1, "maximum": 5}}
    built = builder.value(unique, "uq")
    assert len(built) == 3 and len(set(built)) == 3 and builder.valid(unique, built)
    tagged = {"type": "array", "minItems": 2, "uniqueItems": True, "items": {"type": "string", "enum": ["x", "y"]}}
    assert sorted(builder.value(tagged, "tags")) == ["x", "y"]
    backtracking = {"type": "string", "pattern": "(a+)+b$", "minLength": 34}
    text = builder.value(backtracking, "redos")
    assert len(text) >= 34 and text.endswith("b") and builder.valid(backtracking, text)
    assert not builder.valid({"type": "string", "pattern": "(a+)+b$"}, "a" * 40 + "c")  # linear, not exponential
    assert builder.invalid == []
    long_match = {"type": "string", "pattern": "^[a-z]{1000}$"}
    assert values.regex_value("^[a-z]{1000}$") is None
    builder.value(long_match, "long")
    assert builder.invalid == ["long"] and builder.oversized == ["long"]
    huge = {"type": "object", "example": {"blob": "x" * (values.CHAR_LIMIT + 1)}, "properties": {"blob": {"type": "string"}}}
    assert builder.value(huge, "huge") == {}  # built, not the example
    lookaround = {"type": "string", "pattern": "^(?!-)[a-z-]+$"}  # only Python's re compiles it
    assert builder.valid(lookaround, "abc") and not builder.valid(lookaround, "-abc")
    assert not builder.valid(lookaround, "a" * (values.MAX_BACKTRACKED + 1))  # not known valid past the bound
