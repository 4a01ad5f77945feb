"""Generated clients mean what the spec says (issue 11, sections 2 and 3): defaults, enums and
formats that tell the truth, and what the spec says about direction and encoding.

One spec (:data:`SPEC`) holds every construct; it is generated once per module (library API)
into a temporary folder and imported.  The tests check the generated code's *behaviour*: model
defaults and validation, the HTTP request each call sends (``httpx.MockTransport``), the objects
returned, the documentation written, and (slow) that the package passes ``mypy --strict``,
pyright (strict) and ``ruff check``.
"""

from __future__ import annotations

import importlib
import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any
from uuid import UUID

import httpx
import pydantic
import pytest
import yaml
from _generate import check_packages
from test_corpus import Case, json_body, required_keys

from generator.configure import config_from_args
from generator.errors import Diagnostic
from generator.pipeline import generate

PACKAGE = "truth_sdk"


def _ok(body: Any, status: int = 200) -> dict[str, Any]:
    return {str(status): {"description": "ok", "content": {"application/json": {"schema": body}}}}


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Truth", "version": "1"},
    "servers": [{"url": "https://api.truth.test"}],
    "paths": {
        "/settings": {
            "post": {
                "operationId": "createSettings",
                "requestBody": {"required": True, "content": {"application/json": {"schema": _ref("Settings")}}},
                "responses": _ok(_ref("Settings")),
            },
            "get": {
                "operationId": "searchSettings",
                "parameters": [
                    {"name": "ratio", "in": "query", "schema": {"type": "number", "enum": [1.4, 1.5]}},
                    {"name": "version", "in": "query", "schema": {"enum": [4.1, 4, "3_lite"]}},
                    {"name": "since", "in": "query", "schema": {"type": "string", "format": "date", "default": "2024-01-02"}},
                    {"name": "limit", "in": "query", "schema": {"type": "integer", "default": "20"}},
                ],
                "responses": _ok({"type": "array", "items": _ref("Settings")}),
            },
        },
        "/extended": {
            "get": {
                "operationId": "getExtended",
                "responses": {
                    **_ok(_ref("Extended")),
                    "404": {"description": "No such thing", "content": {"application/json": {"schema": _ref("Problem")}}},
                    "5XX": {"description": "Down", "content": {"text/plain": {"schema": {"type": "string"}}}},
                    "default": {"description": "Other"},
                },
            },
            "put": {
                "operationId": "putExtended",
                "requestBody": {"content": {"application/json": {"schema": {"type": "array", "description": "Points to store.", "items": _ref("Point")}}}},
                "responses": {"204": {"description": "stored"}},
            },
        },
        "/gadgets": {
            "post": {
                "operationId": "createGadget",
                "requestBody": {"required": True, "content": {"application/json": {"schema": _ref("Gadget")}}},
                "responses": _ok(_ref("Gadget")),
            }
        },
        "/orders": {
            "post": {
                "operationId": "createOrder",
                "requestBody": {"required": True, "content": {"application/json": {"schema": _ref("Order")}}},
                "responses": {"204": {"description": "created"}},
            }
        },
        "/pets": {
            "post": {
                "operationId": "createPet",
                "requestBody": {"required": True, "content": {"application/json": {"schema": _ref("Pet")}}},
                "responses": _ok(_ref("Pet")),
            }
        },
        "/tracks/{selector}": {
            "post": {
                "operationId": "createTrack",
                "parameters": [
                    {"name": "selector", "in": "path", "required": True, "content": {"application/json": {"schema": {"type": "array", "items": {"type": "integer"}}}}},
                    {"name": "X-Filter", "in": "header", "content": {"application/json": {"schema": _ref("Point")}}},
                    {"name": "note", "in": "query", "content": {"text/plain": {"schema": {"type": "string"}}}},
                ],
                "requestBody": {"required": True, "content": {"application/json": {"schema": _ref("Track")}}},
                "responses": _ok(_ref("Track")),
            }
        },
    },
    "components": {
        "schemas": {
            "Settings": {
                "type": "object",
                "properties": {
                    "day": {"type": "string", "format": "date", "default": "2024-01-02"},
                    "at": {"type": "string", "format": "date-time", "default": "2024-01-02T03:04:05Z"},
                    "ident": {"type": "string", "format": "uuid", "default": "3fa85f64-5717-4562-b3fc-2c963f66afa6"},
                    "bad_day": {"type": "string", "format": "date", "default": "xxx"},
                    "bad_ident": {"type": "string", "format": "uuid", "default": "xxx"},
                    "mode": {"type": "string", "enum": ["a", "b"], "default": "c"},
                    "flag": {"type": "boolean", "default": "true"},
                    "count": {"type": "integer", "default": "4"},
                    "max_tokens": {"type": ["integer", "null"], "minimum": 0, "default": "1024"},
                    "choice": {"anyOf": [{"type": "integer"}, {"type": "boolean"}], "default": "x"},
                    "ratio": {"type": "number", "enum": [1.4, 1.5], "description": "The ratio."},
                    "version": {"enum": [4.1, 4, "3_lite"]},
                    "blob": {"type": "string", "format": "byte"},
                    "secret": {"type": "string", "format": "password"},
                },
            },
            "AModel": {
                "type": "object",
                "required": [f"f{i:02}" for i in range(13)],
                "properties": {f"f{i:02}": {"type": "string"} for i in range(13)},
            },
            "Aliased": {"allOf": [_ref("AModel")]},
            "Gadget": {
                "type": "object",
                "required": ["kind", "name", "version"],
                "properties": {"kind": {"const": "gadget"}, "name": {"type": "string"}, "version": _ref("Two"), "optional_tag": {"const": "x"}, "NotGiven": {"type": "string"}},
            },
            "Two": {"type": "integer", "enum": [2]},
            "Order": {
                "type": "object",
                "required": ["items"],
                "properties": {
                    "items": {"type": "array", "items": _ref("Gadget")},
                    "main": _ref("Gadget"),
                    "by_name": {"type": "object", "additionalProperties": _ref("Gadget")},
                    "pet": _ref("Pet"),
                },
            },
            "Pet": {"oneOf": [_ref("Cat"), _ref("Dog")], "discriminator": {"propertyName": "petType"}},
            "Cat": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}, "toy": _ref("Gadget")}},
            "Dog": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}},
            "Problem": {"type": "object", "properties": {"detail": {"type": "string"}}},
            "Point": {"type": "object", "description": "A point on the plane.", "required": ["x"], "properties": {"x": {"type": "number"}, "y": {"type": "number"}}},
            "Track": {
                "type": "object",
                "description": "A track.",
                "properties": {
                    "pair": {"type": "array", "prefixItems": [_ref("Point"), {"type": "string", "format": "date"}]},
                    "open": {"type": "array", "prefixItems": [{"type": "integer"}], "items": {"type": "string"}},
                    "token": {"type": "string", "writeOnly": True},
                    "id": {"type": "string", "readOnly": True},
                },
                "required": ["pair", "token", "id"],
            },
            "Extended": {"allOf": [_ref("Aliased"), {"type": "object", "required": ["extra"], "properties": {"extra": {"type": "boolean"}}}]},
        }
    },
}


@dataclass
class Generated(Case):
    """The generated, imported package (a corpus :class:`Case`: ``types``, ``module()``,
    ``client()``) and what the generator reported."""

    diagnostics: list[Diagnostic] = field(default_factory=list)

    def warnings(self, code: str) -> list[str]:
        return sorted(d.location.split("#", 1)[1] for d in self.diagnostics if d.code == code)


@pytest.fixture(scope="module")
def truth(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Generated]:
    base = tmp_path_factory.mktemp("truth")
    (base / "truth.yaml").write_text(yaml.safe_dump(SPEC, sort_keys=False))
    result = generate(config_from_args([str(base / "truth.yaml")], str(base / "out"), PACKAGE))
    src = str(base / "out" / "src")
    sys.path.insert(0, src)
    try:
        yield Generated("truth", base / "out", importlib.import_module(PACKAGE), "Truth", list(result.diagnostics.items))
    finally:
        sys.path.remove(src)
        for name in [m for m in sys.modules if m == PACKAGE or m.startswith(PACKAGE + ".")]:
            del sys.modules[name]


# --------------------------------------------------------------------------- section 2: defaults


def test_model_defaults_are_values_of_the_field_type(truth: Generated) -> None:
    s = truth.types.Settings()
    assert type(s.day) is date and s.day == date(2024, 1, 2)
    assert s.at == datetime(2024, 1, 2, 3, 4, 5, tzinfo=UTC) and s.at.tzinfo is not None
    assert s.ident == UUID("3fa85f64-5717-4562-b3fc-2c963f66afa6")
    assert s.flag is True and s.count == 4 and s.max_tokens == 1024
    # defaults that cannot be right are gone: the field is optional, with no invented value
    assert s.bad_day is None and s.bad_ident is None and s.mode is None and s.choice is None
    # a default is not "sent by the server": dumping what was received leaves it out
    assert s.model_dump(exclude_unset=True) == {}


def test_defaults_that_cannot_be_right_are_dropped_with_a_warning_naming_the_pointer(truth: Generated) -> None:
    props = "/components/schemas/Settings/properties"
    assert truth.warnings("default-invalid") == [f"{props}/{name}/default" for name in ("bad_day", "bad_ident", "choice", "mode")]
    assert truth.warnings("default-converted") == [
        *(f"{props}/{name}/default" for name in ("count", "flag", "max_tokens")),
        "/paths/~1settings/get/parameters/3/schema/default",
    ]


def test_defaults_are_documented_as_python_values(truth: Generated) -> None:
    api_md = (truth.root / "api.md").read_text(encoding="utf-8")
    assert "Default: date(2024, 1, 2)." in api_md and "Default: 1024." in api_md and "Default: 20." in api_md
    assert "Default: datetime(2024, 1, 2, 3, 4, 5, tzinfo=timezone.utc)." in api_md
    doc = truth.module("resources.settings").SettingsResource.list.__doc__
    assert "since: Default: date(2024, 1, 2)." in doc and "limit: Default: 20." in doc


def test_arguments_left_out_are_not_sent_so_the_server_applies_its_default(truth: Generated) -> None:
    client, sent = truth.client(httpx.Response(200, json=[]))
    client.settings.list()
    assert str(sent[0].url) == "https://api.truth.test/settings"


# --------------------------------------------------------------------------- section 2: enums


def test_float_enums_keep_their_values_in_models(truth: Generated) -> None:
    Settings = truth.types.Settings
    assert Settings(ratio=1.4).ratio == 1.4 and Settings.model_validate_json('{"ratio": 1.5}').ratio == 1.5
    for bad in (99.0, 1, 1.45):
        with pytest.raises(pydantic.ValidationError):
            Settings(ratio=bad)
    for good in (4.1, 4, "3_lite"):
        assert Settings.model_validate({"version": good}).version == good
    for bad in (4.2, "4", "other"):
        with pytest.raises(pydantic.ValidationError):
            Settings.model_validate({"version": bad})
    Settings.model_json_schema()


def test_float_enums_in_responses_are_checked_by_a_strict_client(truth: Generated) -> None:
    client, _ = truth.client(httpx.Response(200, json={"ratio": 99.0}), strict=True)
    with pytest.raises(truth.pkg.APIResponseValidationError):
        client.settings.create()
    client, _ = truth.client(httpx.Response(200, json={"ratio": 1.5, "version": 4.1}), strict=True)
    out = client.settings.create()
    assert out.ratio == 1.5 and out.version == 4.1


def test_float_enum_arguments_are_floats_with_documented_values(truth: Generated) -> None:
    client, sent = truth.client(httpx.Response(200, json=[]))
    client.settings.list(ratio=1.5, version=4.1)
    client.settings.list(version="3_lite")
    assert str(sent[0].url) == "https://api.truth.test/settings?ratio=1.5&version=4.1"
    assert str(sent[1].url) == "https://api.truth.test/settings?version=3_lite"
    api_md = (truth.root / "api.md").read_text(encoding="utf-8")
    assert "One of 1.4, 1.5." in api_md and 'One of 4.1, 4, "3_lite".' in api_md
    doc = truth.module("resources.settings").SettingsResource.create.__doc__
    assert "ratio: The ratio. One of 1.4, 1.5." in doc


# --------------------------------------------------------------------------- section 2: fixed values


GADGET = {"kind": "gadget", "name": "g", "version": 2}


def test_a_required_const_is_not_demanded_and_always_sent(truth: Generated) -> None:
    t = truth.types
    client, sent = truth.client(httpx.Response(200, json={"name": "g"}), strict=True)
    out = client.gadgets.create(name="g")  # neither kind nor version (a $ref to a one-value enum)
    assert json_body(sent[0]) == GADGET
    assert out.kind == "gadget" and out.version == 2  # models default it (a response without it validates)
    client.gadgets.create(name="g", kind="gadget", version=2)  # still accepted
    assert json_body(sent[1]) == GADGET
    client.gadgets.create(name="g", optional_tag="x")  # an optional const stays the caller's choice
    assert json_body(sent[2]) == {**GADGET, "optional_tag": "x"}
    client.gadgets.create(name="g", not_given="n")  # NotGiven, a name the method body uses, is snake_case (not_given)
    assert json_body(sent[3]) == {**GADGET, "NotGiven": "n"}
    assert t.Gadget(name="g").kind == "gadget"
    assert 'kind: Default: "gadget".' in truth.module("resources.gadgets").GadgetsResource.create.__doc__


def test_request_typeddicts_do_not_require_fixed_values_except_to_tell_union_variants_apart(truth: Generated) -> None:
    t = truth.types
    assert required_keys(t.GadgetParam) == {"name"}
    assert required_keys(t.CatParam) == {"name", "petType"}  # a variant of Pet: its tag says which


def test_fixed_values_are_filled_in_wherever_the_schema_is_known(truth: Generated) -> None:
    t = truth.types
    client, sent = truth.client(httpx.Response(204))
    client.orders.create(
        items=[{"name": "g"}, t.Gadget(name="g")],
        main={"name": "g"},
        by_name={"k": {"name": "g"}},
        pet={"petType": "Cat", "name": "c", "toy": {"name": "g"}},
    )
    assert json_body(sent[0]) == {"items": [GADGET, GADGET], "main": GADGET, "by_name": {"k": GADGET}, "pet": {"petType": "Cat", "name": "c", "toy": GADGET}}
    client.orders.create(items=[], pet=t.Cat(name="c", toy=t.Gadget(name="g")))  # models, nested
    assert json_body(sent[1]) == {"items": [], "pet": {"name": "c", "toy": GADGET, "petType": "Cat"}}
    cat = t.Cat(name="c")
    assert cat.model_dump(exclude_unset=True) == {"name": "c"}  # the caller's model is not changed


def test_discriminator_tags_are_defaulted_and_sent(truth: Generated) -> None:
    t = truth.types
    client, sent = truth.client(httpx.Response(200, json={"petType": "Dog", "name": "d"}), strict=True)
    out = client.pets.create(body=t.Dog(name="d"))
    assert json_body(sent[0]) == {"name": "d", "petType": "Dog"}
    assert isinstance(out, t.Dog)
    client.pets.create(body={"petType": "Cat", "name": "c", "toy": {"name": "g"}})
    assert json_body(sent[1]) == {"petType": "Cat", "name": "c", "toy": GADGET}


# --------------------------------------------------------------------------- section 2: formats


def test_format_byte_is_base64_text_everywhere(truth: Generated) -> None:
    encoded = "/wD+"  # bytes ff 00 fe: not UTF-8, so decoding them into text would fail
    client, sent = truth.client(httpx.Response(200, json={"blob": encoded}), strict=True)
    out = client.settings.create(blob=encoded)
    assert out.blob == encoded and out.to_dict() == {"blob": encoded}
    assert json_body(sent[0]) == {"blob": encoded}
    assert truth.types.Settings.model_fields["blob"].annotation == str | None
    assert "Base64-encoded text." in (truth.root / "api.md").read_text(encoding="utf-8")


def test_formats_without_a_python_type_of_their_own_are_plain_text(truth: Generated) -> None:
    s = truth.types.Settings.model_validate({"secret": "hunter2"})
    assert s.secret == "hunter2" and s.to_dict() == {"secret": "hunter2"}  # not SecretStr's '**********'


# --------------------------------------------------------------------------- section 3: allOf


def test_allof_through_an_allof_ref_keeps_every_inherited_field(truth: Generated) -> None:
    Extended = truth.types.Extended
    fields = {f"f{i:02}": str(i) for i in range(13)}
    assert set(Extended.model_fields) == {*fields, "extra"}
    with pytest.raises(pydantic.ValidationError):
        Extended.model_validate({"extra": True})
    client, _ = truth.client(httpx.Response(200, json={**fields, "extra": True}), strict=True)
    out = client.extended.retrieve()
    assert isinstance(out, Extended) and out.f12 == "12" and out.extra is True
    assert truth.warnings("allof-not-merged") == []


# --------------------------------------------------------------------------- section 3: direction


def test_readonly_and_writeonly_required_properties_are_required_in_one_direction(truth: Generated) -> None:
    client, sent = truth.client(httpx.Response(200, json={"pair": [{"x": 1}, "2024-01-02"], "id": "t1"}), strict=True)
    out = client.tracks.create([1], pair=({"x": 1}, "2024-01-02"), token="secret")
    assert json_body(sent[0]) == {"pair": [{"x": 1}, "2024-01-02"], "token": "secret"}
    assert out.id == "t1" and out.token is None  # a response without the writeOnly property validates
    with pytest.raises(TypeError):
        client.tracks.create([1], pair=({"x": 1}, "2024-01-02"))  # ... but a request must send it
    Track = truth.types.Track
    with pytest.raises(pydantic.ValidationError):
        Track.model_validate({"pair": [{"x": 1}, "2024-01-02"]})  # the readOnly one is required in responses
    api_md = (truth.root / "api.md").read_text(encoding="utf-8")
    assert "| `token` | `str` | no |" in api_md  # the response model does not require it


# --------------------------------------------------------------------------- section 3: encoding


def test_parameters_described_by_content_are_sent_as_one_value(truth: Generated) -> None:
    client, sent = truth.client(httpx.Response(200, json={"pair": [{"x": 1}, "2024-01-02"], "id": "t1"}))
    client.tracks.create([1, 2], x_filter={"x": 1.5}, note="a,b", pair=({"x": 1}, "2024-01-02"), token="t")
    assert sent[0].url.raw_path == b"/tracks/%5B1%2C2%5D?note=a%2Cb"  # the JSON text, percent-encoded
    assert sent[0].headers["x-filter"] == '{"x":1.5}'
    client.tracks.create([3], pair=({"x": 1}, "2024-01-02"), token="t")
    assert "x-filter" not in sent[1].headers and sent[1].url.raw_path == b"/tracks/%5B3%5D"


# --------------------------------------------------------------------------- section 3: tuples


def test_prefix_items_are_typed_positions(truth: Generated) -> None:
    t = truth.types
    client, sent = truth.client(httpx.Response(200, json={"pair": [{"x": 1, "y": 2}, "2024-01-02"], "open": [1, "a", "b"], "id": "t1"}), strict=True)
    out = client.tracks.create([1], pair=[{"x": 1, "y": 2}, "2024-01-02"], token="t")
    assert isinstance(out.pair, tuple) and isinstance(out.pair[0], t.Point) and out.pair[0].y == 2
    assert out.pair[1] == date(2024, 1, 2)
    assert out.open == [1, "a", "b"]  # prefixItems with items: a list of either
    assert json_body(sent[0])["pair"] == [{"x": 1, "y": 2}, "2024-01-02"]
    with pytest.raises(pydantic.ValidationError):
        t.Track.model_validate({"pair": [{"x": 1}], "id": "t1"})
    api_md = (truth.root / "api.md").read_text(encoding="utf-8")
    assert "| `pair` | `tuple[`[`Point`](#point)`, date]` | yes |" in api_md
    # the SDK surface (sdkgen diff) records the positions
    surface = json.loads((truth.root / "sdk-surface.json").read_text(encoding="utf-8"))
    track = next(m for m in surface["models"] if m["name"] == "Track")
    pair = next(p for p in track["properties"] if p["wire"] == "pair")
    assert pair["type"] == {"tuple": [{"model": "Point"}, "date"]}
    from generator.diff.types import relation

    assert relation(pair["type"], {"tuple": [{"model": "Point"}, "date"]}) == "equal"
    assert relation({"tuple": ["float", "str"]}, {"tuple": ["int", "str"]}) == "narrowed"
    assert relation(pair["type"], {"tuple": [{"model": "Point"}]}) == "changed"


# --------------------------------------------------------------------------- section 3: docs


def test_request_body_documentation_falls_back_to_its_schema_description(truth: Generated) -> None:
    api_md = (truth.root / "api.md").read_text(encoding="utf-8")
    # flattened: the component's description; whole body: the inline schema's
    assert "Request body (`application/json`): A track." in api_md
    assert "| `body` | `Iterable[`[`PointParam`](#pointparam)`] \\| NotGiven` | no | body_whole | Points to store. |" in api_md
    tracks = truth.module("resources.tracks").TracksResource.create.__doc__
    assert "Request body: A track." in tracks
    extended = truth.module("resources.extended").ExtendedResource.put.__doc__
    assert "body: Points to store." in extended


def test_docs_name_the_model_of_each_documented_error(truth: Generated) -> None:
    doc = truth.module("resources.extended").ExtendedResource.retrieve.__doc__
    assert "Raises:" in doc
    assert "NotFoundError: HTTP 404 (No such thing); its parsed_body is Problem." in doc
    assert "InternalServerError: HTTP 5XX (Down); its parsed_body is str." in doc
    assert "APIStatusError: HTTP default (Other)." in doc
    api_md = (truth.root / "api.md").read_text(encoding="utf-8")
    assert "`404` raises `NotFoundError` (`parsed_body`: [`Problem`](#problem)), `5XX` raises `InternalServerError` (`parsed_body`: `str`), `default` raises `APIStatusError`." in api_md
    readme = (truth.root / "README.md").read_text(encoding="utf-8")
    assert "`404` raises `NotFoundError` (`parsed_body`: `Problem`)" in readme
    # ... and the client does what they say
    client, _ = truth.client(httpx.Response(404, json={"detail": "gone"}))
    with pytest.raises(truth.pkg.NotFoundError) as e:
        client.extended.retrieve()
    assert isinstance(e.value.parsed_body, truth.types.Problem) and e.value.parsed_body.detail == "gone"


def test_status_errors_of_the_docs_are_the_runtime_ones() -> None:
    """The docs' status -> exception table is the runtime's (``_exceptions._BY_STATUS``)."""
    from sambanova_sdk import _exceptions

    from generator.render.views import STATUS_ERRORS, error_class

    assert {status: cls.__name__ for status, cls in _exceptions._BY_STATUS.items()} == dict(STATUS_ERRORS)
    for status in (400, 404, 408, 418, 500, 503, 599):
        assert error_class(str(status)) == _exceptions.status_error_class(status).__name__


# --------------------------------------------------------------------------- tools


@pytest.mark.slow
def test_generated_package_passes_mypy_strict_pyright_and_ruff(truth: Generated, tmp_path: Path) -> None:
    check_packages([(truth.root, PACKAGE)], mypy_cache=tmp_path)
