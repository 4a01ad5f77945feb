"""Nothing dropped, nothing corrupted (issue 16 section 1), each kind from a minimal spec and
asserted on the wire of a live socket (``tests/_live_server.py``) or against Prism:

* operations below a path of parameters only (``GET /{id}``, ``PUT /{id}/talk``,
  ``/{version}/{phone_number_id}/messages``) land on a resource and are callable at the name the
  SDK surface records;
* file fields spelled the OpenAPI 3.1 way (``contentMediaType`` alone, also through a
  component; ``contentEncoding: base64``, sent base64-encoded) and a ``oneOf`` of a file and a
  URI send the file's bytes (path, bytes, open file), and text given to them as text;
* the ``Accept`` header is what the operation's success response declares (text, PDF, image,
  audio, vendor JSON), and vendor JSON (``application/vnd.api+json``, ``problem+json``) is
  parsed as JSON;
* a header parameter the spec declares (``User-Agent`` with a pattern) is the caller's value,
  or, when left out, not the runtime's own.
"""

from __future__ import annotations

import base64
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from _generate import generated_package
from _live_server import LiveServer, Req, Route, multipart_parts

OK = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}}
ID = [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}]


def _media(ct: str, schema: dict[str, Any]) -> dict[str, Any]:
    return {"200": {"description": "ok", "content": {ct: {"schema": schema}}}}


SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Wire", "version": "1"},
    "servers": [{"url": "https://api.example.test/v1/calls"}],
    "paths": {
        # a server URL that ends in the resource: every path starts with a parameter
        "/{id}": {"get": {"operationId": "getCall", "parameters": ID, "responses": OK}},
        "/{id}/talk": {
            "put": {"operationId": "startTalk", "parameters": ID, "responses": OK},
            "delete": {"operationId": "stopTalk", "parameters": ID, "responses": OK},
        },
        "/{version}/{phone_number_id}/messages": {
            "post": {
                "operationId": "sendMessage",
                "parameters": [
                    {"name": "version", "in": "path", "required": True, "schema": {"type": "string"}},
                    {"name": "phone_number_id", "in": "path", "required": True, "schema": {"type": "string"}},
                ],
                "responses": OK,
            }
        },
        "/{version}/{phone_number_id}": {
            "get": {
                "operationId": "getPhoneNumber",
                "parameters": [
                    {"name": "version", "in": "path", "required": True, "schema": {"type": "string"}},
                    {"name": "phone_number_id", "in": "path", "required": True, "schema": {"type": "string"}},
                ],
                "responses": OK,
            }
        },
        "/uploads": {
            "post": {
                "operationId": "upload",
                "requestBody": {
                    "required": True,
                    "content": {
                        "multipart/form-data": {
                            "schema": {
                                "type": "object",
                                "required": ["file"],
                                "properties": {
                                    "file": {"type": "string", "contentMediaType": "audio/wav"},
                                    "blob": {"$ref": "#/components/schemas/Blob"},
                                    "source": {"oneOf": [{"type": "string", "format": "binary"}, {"type": "string", "format": "uri"}]},
                                    "encoded": {"type": "string", "contentEncoding": "base64", "contentMediaType": "image/png"},
                                    "notes": {"oneOf": [{"type": "string", "format": "binary"}, {"type": "string"}]},
                                    "picture": {"oneOf": [{"type": "string", "format": "binary"}, {"type": "string"}]},
                                },
                            },
                            # a file or text: the text part carries the list's text type, not a file's
                            "encoding": {"notes": {"contentType": "text/csv; charset=iso-8859-1, application/octet-stream"}, "picture": {"contentType": "image/png"}},
                        }
                    },
                },
                "responses": OK,
            }
        },
        "/metrics": {"get": {"operationId": "metrics", "responses": _media("text/plain", {"type": "string"})}},
        "/report": {"get": {"operationId": "report", "responses": _media("application/pdf", {"type": "string", "format": "binary"})}},
        "/image": {"get": {"operationId": "image", "responses": _media("image/png", {"type": "string", "contentMediaType": "image/png"})}},
        "/speech": {"get": {"operationId": "speech", "responses": _media("audio/mpeg", {"type": "string", "format": "binary"})}},
        "/things": {"get": {"operationId": "things", "responses": _media("application/vnd.api+json", {"$ref": "#/components/schemas/Things"})}},
        "/problems": {"get": {"operationId": "problems", "responses": _media("application/problem+json", {"$ref": "#/components/schemas/Things"})}},
        "/add_ons": {
            "post": {
                "operationId": "createAddOn",
                "responses": {
                    "200": {"description": "exists", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/AddOn"}}}},
                    "201": {
                        "description": "created",
                        "content": {"application/json": {"schema": {"type": "object", "required": ["add_on"], "properties": {"add_on": {"$ref": "#/components/schemas/AddOn"}}}}},
                    },
                },
            }
        },
        "/agents": {
            "get": {
                "operationId": "agents",
                "parameters": [
                    {"name": "User-Agent", "in": "header", "required": False, "schema": {"type": "string", "pattern": "^[a-z]+/[0-9.]+$"}}
                ],
                "responses": OK,
            }
        },
    },
    "components": {
        "schemas": {
            "Blob": {"type": "string", "contentMediaType": "application/octet-stream"},
            "AddOn": {"type": "object", "required": ["id", "name"], "properties": {"id": {"type": "string"}, "name": {"type": "string"}}},
            "Things": {"type": "object", "required": ["data"], "properties": {"data": {"type": "array", "items": {"type": "string"}}}},
        }
    },
}


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, ModuleType]]:
    base = tmp_path_factory.mktemp("wire")
    with generated_package(base, SPEC, "wire_fidelity") as module:
        yield base / "out", module
    for name in [m for m in sys.modules if m == "wire_fidelity" or m.startswith("wire_fidelity.")]:
        del sys.modules[name]


def _client(sdk: tuple[Path, ModuleType], mode: str, route: Route, **kwargs: Any) -> Any:
    module = sdk[1]
    cls = module.AsyncWireFidelity if mode == "async" else module.WireFidelity
    return cls(base_url=route.base_url, timeout=10.0, **kwargs)


async def _call(value: Any) -> Any:
    return await value if hasattr(value, "__await__") else value


def _echo(body: bytes = b"{}", content_type: str = "application/json") -> Any:
    async def handler(req: Req) -> None:
        await req.respond(200, body, content_type=content_type)

    return handler


# ---------------------------------------------------------------------------- 1. operations


def test_every_operation_is_recorded_at_a_callable_name(sdk: tuple[Path, ModuleType]) -> None:
    out, module = sdk
    surface = json.loads((out / "sdk-surface.json").read_text())
    calls = {(o["method"], o["path"]): o["call"] for o in surface["operations"]}
    assert calls[("get", "/{id}")] == "client.root.retrieve"
    assert calls[("put", "/{id}/talk")] == "client.talk.put"
    assert calls[("post", "/{version}/{phone_number_id}/messages")] == "client.messages.create"
    assert calls[("get", "/{version}/{phone_number_id}")] == "client.root.get_phone_number"
    client = module.WireFidelity(base_url="http://127.0.0.1:9")
    for call in calls.values():
        target: Any = client
        for part in call.split(".")[1:]:
            target = getattr(target, part)
        assert callable(target), call
    readme = (out / "README.md").read_text()
    assert "client.." not in readme


async def test_operations_below_parameters_only_reach_their_paths(sdk: tuple[Path, ModuleType], mode: str, live: LiveServer) -> None:
    route = live.route(_echo())
    client = _client(sdk, mode, route)
    await _call(client.talk.put("c1"))
    await _call(client.talk.delete("c1"))
    await _call(client.root.retrieve("c1"))
    await _call(client.messages.create("v19.0", "555"))
    sent = [(r.method, r.path) for r in route.requests]
    prefix = route.prefix + "/v1"
    assert sent == [
        ("PUT", f"{prefix}/c1/talk"),
        ("DELETE", f"{prefix}/c1/talk"),
        ("GET", f"{prefix}/c1"),
        ("POST", f"{prefix}/v19.0/555/messages"),
    ]
    await _call(client.close())


# ---------------------------------------------------------------------------- 3. uploads

WAV = bytes(range(256)) * 4


_parts = multipart_parts


@pytest.mark.parametrize("kind", ["path", "bytes", "open file"])
async def test_content_media_type_fields_send_the_file_bytes(sdk: tuple[Path, ModuleType], mode: str, live: LiveServer, tmp_path: Path, kind: str) -> None:
    path = tmp_path / "speech.wav"
    path.write_bytes(WAV)
    route = live.route(_echo())
    client = _client(sdk, mode, route)
    with path.open("rb") as f1, path.open("rb") as f2, path.open("rb") as f3, path.open("rb") as f4:
        values: Any = {"path": (path,) * 4, "bytes": (WAV,) * 4, "open file": (f1, f2, f3, f4)}[kind]
        await _call(client.uploads.create(file=values[0], blob=values[1], source=values[2], encoded=values[3]))
    names = ("speech.wav",) * 3 if kind != "bytes" else ("file", "blob", "source")
    assert sorted(_parts(route.requests[0])) == sorted([
        # each part labelled with its contentMediaType (OpenAPI 3.1.1 section 4.8.15), and
        # application/octet-stream where the schema gives none
        *(
            (f'Content-Disposition: form-data; name="{field}"; filename="{name}"\r\nContent-Type: {media}', WAV)
            for field, name, media in zip(("file", "blob", "source"), names, ("audio/wav", "application/octet-stream", "application/octet-stream"), strict=True)
        ),
        # contentEncoding: base64 - the file's bytes, base64-encoded, in a text part
        ('Content-Disposition: form-data; name="encoded"', base64.b64encode(WAV)),
    ])
    await _call(client.close())


async def test_text_given_to_a_file_or_text_field_is_sent_as_text(sdk: tuple[Path, ModuleType], mode: str, live: LiveServer) -> None:
    route = live.route(_echo())
    client = _client(sdk, mode, route)
    await _call(client.uploads.create(file=b"x", source="https://example.test/a.wav", encoded="aGk="))
    assert sorted(p for p in _parts(route.requests[0]) if 'name="file"' not in p[0]) == [
        ('Content-Disposition: form-data; name="encoded"', b"aGk="),  # already encoded text
        ('Content-Disposition: form-data; name="source"', b"https://example.test/a.wav"),
    ]
    # the field's declared text type labels its text, in its charset; a file's type does not
    await _call(client.uploads.create(file=b"x", notes="caf\u00e9,1", picture="a caption"))
    assert sorted(p for p in _parts(route.requests[1]) if 'name="file"' not in p[0]) == [
        ('Content-Disposition: form-data; name="notes"\r\nContent-Type: text/csv; charset=iso-8859-1', "caf\u00e9,1".encode("iso-8859-1")),
        ('Content-Disposition: form-data; name="picture"', b"a caption"),
    ]
    await _call(client.uploads.create(file=b"x", notes=b"\xff,2", picture=b"PNG"))
    assert sorted(p for p in _parts(route.requests[2]) if 'name="file"' not in p[0]) == [
        ('Content-Disposition: form-data; name="notes"; filename="notes"\r\nContent-Type: text/csv; charset=iso-8859-1', b"\xff,2"),
        ('Content-Disposition: form-data; name="picture"; filename="picture"\r\nContent-Type: image/png', b"PNG"),
    ]
    await _call(client.close())


def test_file_fields_are_typed_as_files(sdk: tuple[Path, ModuleType]) -> None:
    import inspect

    params = inspect.signature(sdk[1].WireFidelity(base_url="http://127.0.0.1:9").uploads.create).parameters
    assert str(params["file"].annotation) == "FileTypes"
    assert str(params["blob"].annotation) == "FileTypes | NotGiven"
    assert str(params["source"].annotation) == "FileTypes | str | NotGiven"
    assert str(params["encoded"].annotation) == "FileTypes | str | NotGiven"


# ---------------------------------------------------------------------------- 4. Accept

ACCEPTS = [
    ("metrics", "text/plain", b"up 1\n", "text/plain"),
    ("report", "application/pdf", b"%PDF-1.7", "application/pdf"),
    ("image", "image/png", b"\x89PNG", "image/png"),
    ("speech", "audio/mpeg", b"ID3", "audio/mpeg"),
]


@pytest.mark.parametrize(("resource", "accept", "body", "ct"), ACCEPTS)
async def test_accept_is_the_declared_success_media_type(
    sdk: tuple[Path, ModuleType], mode: str, live: LiveServer, resource: str, accept: str, body: bytes, ct: str
) -> None:
    route = live.route(_echo(body, ct))
    client = _client(sdk, mode, route)
    # a GET answering one text or binary document is a singleton: retrieve (issue 16 §2 names)
    result = await _call(getattr(client, resource).retrieve())
    assert route.requests[0].headers["accept"] == accept
    assert result == (body.decode() if ct.startswith("text/") else body)
    await _call(client.close())


@pytest.mark.parametrize(("resource", "accept"), [("things", "application/vnd.api+json"), ("problems", "application/problem+json")])
async def test_vendor_json_is_asked_for_and_parsed_as_json(sdk: tuple[Path, ModuleType], mode: str, live: LiveServer, resource: str, accept: str) -> None:
    route = live.route(_echo(b'{"data": ["a", "b"]}', accept))
    client = _client(sdk, mode, route)
    result = await _call(getattr(client, resource).list())
    assert route.requests[0].headers["accept"] == accept
    assert isinstance(result, sdk[1].types.Things)
    assert result.data == ["a", "b"]
    await _call(client.close())


async def test_json_operations_still_ask_for_json(sdk: tuple[Path, ModuleType], mode: str, live: LiveServer) -> None:
    route = live.route(_echo())
    client = _client(sdk, mode, route)
    await _call(client.root.retrieve("x"))
    assert route.requests[0].headers["accept"] == "application/json"
    await _call(client.close())


# ---------------------------------------------------------------------------- 5. responses by status


async def test_each_2xx_body_is_parsed_as_its_own_status_documents(sdk: tuple[Path, ModuleType], mode: str, live: LiveServer) -> None:
    """``201`` answers the wrapper ``{add_on: AddOn}``, ``200`` the ``AddOn`` itself: each is
    parsed into its own model (the client used to validate every 2xx as the first one's)."""
    answers = iter([(201, {"add_on": {"id": "a1", "name": "x"}}), (200, {"id": "a1", "name": "x"})])

    async def handler(req: Req) -> None:
        status, body = next(answers)
        await req.json(body, status=status)

    route = live.route(handler)
    client = _client(sdk, mode, route, strict_response_validation=True)
    created = await _call(client.add_ons.create())
    existing = await _call(client.add_ons.create())
    types = sdk[1].types
    assert type(created).__name__ == "CreateAddOnResponse"
    assert isinstance(created.add_on, types.AddOn) and created.add_on.id == "a1"
    assert isinstance(existing, types.AddOn) and existing.name == "x"
    await _call(client.close())


def test_another_2xx_is_not_documented_as_an_error(sdk: tuple[Path, ModuleType]) -> None:
    out = sdk[0]
    assert "`201` raises" not in (out / "README.md").read_text() + (out / "api.md").read_text()
    import inspect

    returns = inspect.signature(sdk[1].WireFidelity(base_url="http://127.0.0.1:9").add_ons.create).return_annotation
    assert returns == "AddOn | CreateAddOnResponse"


# ---------------------------------------------------------------------------- 6. declared headers


async def test_a_declared_header_parameter_is_the_callers_or_absent(sdk: tuple[Path, ModuleType], mode: str, live: LiveServer) -> None:
    route = live.route(_echo())
    client = _client(sdk, mode, route)
    await _call(client.agents.list(user_agent="acme/1.0"))
    await _call(client.agents.list())
    await _call(client.root.retrieve("x"))
    sent = [r.raw_headers for r in route.requests]
    assert [v for k, v in sent[0] if k.lower() == "user-agent"] == ["acme/1.0"]
    # left out: neither the runtime's User-Agent (which the pattern rejects) nor httpx's
    assert [v for k, v in sent[1] if k.lower() == "user-agent"] == []
    # an operation that declares none still sends the runtime's
    assert [v for k, v in sent[2] if k.lower() == "user-agent"] == [client.user_agent]
    await _call(client.close())


async def test_the_callers_default_user_agent_is_kept(sdk: tuple[Path, ModuleType], mode: str, live: LiveServer) -> None:
    route = live.route(_echo())
    client = _client(sdk, mode, route, default_headers={"User-Agent": "mine/2.0"})
    await _call(client.agents.list())
    await _call(client.agents.list(user_agent="acme/1.0"))
    assert [r.headers["user-agent"] for r in route.requests] == ["mine/2.0", "acme/1.0"]
    await _call(client.close())


# ---------------------------------------------------------------------------- Prism


@pytest.mark.prism
def test_prism_accepts_every_non_json_request(sdk: tuple[Path, ModuleType], tmp_path: Path) -> None:
    """Prism answers 406 to an ``Accept`` that no declared response matches, and 422 to a
    ``User-Agent`` its pattern rejects: each operation here is accepted.  (Prism serves the
    paths at its root and would route every one-segment path to ``/{id}``: the copy it serves
    leaves the paths made of parameters only out.)"""
    from _prism import running

    served = tmp_path / "wire.json"
    paths = {k: v for k, v in SPEC["paths"].items() if k not in ("/{id}", "/{version}/{phone_number_id}")}
    served.write_text(json.dumps({**SPEC, "paths": paths}))
    with running({served: served}, tmp_path) as servers:
        client = sdk[1].WireFidelity(base_url=servers[served].url, max_retries=0)
        assert client.metrics.retrieve()
        assert client.report.retrieve()
        assert client.image.retrieve()
        assert client.speech.retrieve()
        assert client.things.list().data is not None
        assert client.problems.list().data is not None
        client.agents.list()
        client.agents.list(user_agent="acme/1.0")
        client.talk.put("c1")
        client.messages.create("v19.0", "555")
        client.close()
