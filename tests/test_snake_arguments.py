"""Keyword arguments are the wire names in snake_case (issue 29 item 11): a Twilio-style spec
whose parameters and body properties are PascalCase or camelCase (``PageSize``,
``FriendlyName``, ``pageToken``) gives ``page_size=``, ``friendly_name=``, ``page_token=``,
sent under the wire names in the query, path, headers, JSON, form and multipart bodies;
``naming: {arguments: wire}`` keeps the wire names (``FriendlyName=``), and ``sdkgen adopt``
sets it when the old SDK's methods take them.  Collisions are decided by the naming
authority's rules (``generator.names.keyword_arguments``): the exact spelling first, reserved
names and keywords get ``_``."""

from __future__ import annotations

import importlib
import inspect
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

import pytest
import yaml
from _generate import Recorder, check_packages, configured_package
from _old_sdk import write_old_sdk, write_project

from generator.names import argument_spelling, keyword_arguments

S: dict[str, Any] = {"type": "string"}
OK: dict[str, Any] = {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Service"}}}}}

SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Messaging", "version": "1"},
    "servers": [{"url": "https://messaging.test/v1"}],
    "paths": {
        "/Services": {
            "get": {
                "operationId": "ListService",
                "parameters": [
                    {"name": "PageSize", "in": "query", "schema": {"type": "integer"}},
                    {"name": "pageToken", "in": "query", "schema": S},
                    {"name": "X-Twilio-Region", "in": "header", "schema": S},
                ],
                "responses": OK,
            },
            "post": {
                "operationId": "CreateService",
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/x-www-form-urlencoded": {
                            "schema": {"type": "object", "required": ["FriendlyName"], "properties": {"FriendlyName": S, "InboundRequestUrl": S, "stickySender": {"type": "boolean"}}}
                        }
                    },
                },
                "responses": OK,
            },
        },
        "/Services/{Sid}": {
            "post": {
                "operationId": "UpdateService",
                "parameters": [{"name": "Sid", "in": "path", "required": True, "schema": S}],
                "requestBody": {"content": {"application/json": {"schema": {"type": "object", "properties": {"FriendlyName": S, "Sid": S, "callbackUrl": S}}}}},
                "responses": OK,
            }
        },
        "/Services/{ServiceSid}/Media": {
            "post": {
                "operationId": "CreateMedia",
                "parameters": [{"name": "ServiceSid", "in": "path", "required": True, "schema": S}],
                "requestBody": {
                    "required": True,
                    "content": {
                        "multipart/form-data": {
                            "schema": {"type": "object", "required": ["ContentFile"], "properties": {"ContentFile": {"type": "string", "format": "binary"}, "FileName": S}}
                        }
                    },
                },
                "responses": OK,
            }
        },
        "/Collisions": {
            "get": {
                "operationId": "ListCollision",
                "parameters": [
                    {"name": "PageSize", "in": "query", "schema": S},
                    {"name": "page_size", "in": "query", "schema": S},
                    {"name": "Timeout", "in": "query", "schema": S},
                    {"name": "ExtraHeaders", "in": "query", "schema": S},
                    {"name": "Class", "in": "query", "schema": S},
                    {"name": "Service", "in": "query", "schema": S},
                ],
                "responses": OK,
            }
        },
    },
    "components": {"schemas": {"Service": {"type": "object", "properties": {"Sid": S, "FriendlyName": S}}}},
}


@pytest.fixture(scope="module")
def snake_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, Any]]:
    base = tmp_path_factory.mktemp("snake_args")
    with configured_package(base, SPEC, "snake_args_sdk", client={"class_name": "Messaging"}) as sdk:
        yield base, sdk


@pytest.fixture(scope="module")
def wire_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, Any]]:
    base = tmp_path_factory.mktemp("wire_args")
    with configured_package(base, SPEC, "wire_args_sdk", client={"class_name": "Messaging"}, naming={"arguments": "wire"}) as sdk:
        yield base, sdk


def _resource(sdk: Any, module: str, name: str) -> Any:
    """A resource class of a generated package (its modules are imported lazily)."""
    return getattr(importlib.import_module(f"{sdk.__name__}.resources.{module}"), name)


def _keywords(method: Any) -> list[str]:
    """A method's own arguments (not ``self`` nor the ones every method has)."""
    return [n for n in inspect.signature(method).parameters if n not in ("self", "extra_headers", "extra_query", "extra_body", "timeout")]


async def test_snake_arguments_are_sent_under_the_wire_names(snake_dir: tuple[Path, Any], mode: str) -> None:
    r = Recorder(snake_dir[1], "Messaging", mode)
    services = r.client.services
    sent = await r.send(services.list(page_size=20, page_token="t1", x_twilio_region="ie1"))
    assert parse_qs(sent.url.query.decode()) == {"PageSize": ["20"], "pageToken": ["t1"]}
    assert sent.headers["X-Twilio-Region"] == "ie1"
    sent = await r.send(services.create(friendly_name="Alerts", inbound_request_url="https://in.test", sticky_sender=True))
    assert sent.headers["content-type"] == "application/x-www-form-urlencoded"
    assert parse_qs(sent.content.decode()) == {"FriendlyName": ["Alerts"], "InboundRequestUrl": ["https://in.test"], "stickySender": ["true"]}
    # the path parameter Sid is `sid`; the body property of the same wire name `sid_` (parameters first)
    sent = await r.send(services.update("MG1", friendly_name="New", sid_="MG2", callback_url="https://cb.test"))
    assert sent.url.path == "/v1/Services/MG1"
    assert json.loads(sent.content) == {"FriendlyName": "New", "Sid": "MG2", "callbackUrl": "https://cb.test"}
    sent = await r.send(services.media.create("IS1", content_file=b"\x89PNG", file_name="a.png"))
    assert sent.url.path == "/v1/Services/IS1/Media"
    assert b'name="ContentFile"' in sent.content and b'name="FileName"' in sent.content and b"a.png" in sent.content


def test_signatures_docs_and_shipped_tests_use_the_snake_names(snake_dir: tuple[Path, Any]) -> None:
    base, sdk = snake_dir
    services = _resource(sdk, "services", "ServicesResource")
    assert _keywords(services.list) == ["page_size", "page_token", "x_twilio_region"]
    assert _keywords(services.create) == ["friendly_name", "inbound_request_url", "sticky_sender"]
    assert _keywords(services.update) == ["sid", "friendly_name", "sid_", "callback_url"]
    assert _keywords(_resource(sdk, "services_media", "ServicesMediaResource").create) == ["service_sid", "content_file", "file_name"]
    out = base / "out"
    api_md = (out / "api.md").read_text()
    assert "client.services.create(*, friendly_name, inbound_request_url=..., sticky_sender=...)" in api_md
    assert "| `friendly_name` | `str` | yes | body `FriendlyName` |" in api_md
    assert 'client.services.create(friendly_name="string")' in (out / "README.md").read_text()
    shipped = (out / "tests" / "test_services.py").read_text()
    assert "friendly_name=" in shipped and "FriendlyName=" not in shipped
    # models keep their attributes (wire names that are identifiers stay, as before)
    assert set(sdk.types.Service.model_fields) == {"Sid", "FriendlyName"}


def test_collisions_follow_the_naming_rules(snake_dir: tuple[Path, Any]) -> None:
    sdk = snake_dir[1]
    method = _resource(sdk, "collisions", "CollisionsResource").list
    # page_size is spelt exactly so: it keeps the name; PageSize gets `_`; reserved names and keywords too
    assert [n for n in inspect.signature(method).parameters][1:7] == ["page_size_", "page_size", "timeout_", "extra_headers_", "class_", "service"]
    # decided from the names alone, not their order
    for texts in (["PageSize", "page_size", "pageSize"], ["pageSize", "page_size", "PageSize"]):
        names = dict(zip(texts, keyword_arguments(texts, set(), snake=True), strict=True))
        assert names == {"page_size": "page_size", "PageSize": "page_size_", "pageSize": "page_size__"}
    assert keyword_arguments(["Timeout", "Class", "__Meta", "ID"], {"timeout"}, snake=True) == ["timeout_", "class_", "_meta", "id"]
    assert keyword_arguments(["PageSize", "Class", "class"], set()) == ["PageSize", "Class", "class_"]  # wire: as before
    assert [argument_spelling(t) for t in ("PageSize", "pageSize", "HTTPStatus", "max_tokens", "x-id")] == ["page_size", "page_size", "http_status", "max_tokens", "x-id"]


async def test_collided_arguments_are_sent_under_their_wire_names(snake_dir: tuple[Path, Any], mode: str) -> None:
    r = Recorder(snake_dir[1], "Messaging", mode)
    sent = await r.send(r.client.collisions.list(page_size_="a", page_size="b", timeout_="c", extra_headers_="d", class_="e", service="f", timeout=5))
    assert parse_qs(sent.url.query.decode()) == {"PageSize": ["a"], "page_size": ["b"], "Timeout": ["c"], "ExtraHeaders": ["d"], "Class": ["e"], "Service": ["f"]}


def test_an_exact_spelling_keeps_its_name_in_any_location() -> None:
    """A body's ``stream`` flag beside a query parameter ``Stream`` (lower rank: query before
    body) keeps ``stream=``: the query parameter is ``stream_``."""
    assert keyword_arguments(["Stream", "stream"], set(), ranks=[0, 1], snake=True) == ["stream_", "stream"]
    assert keyword_arguments(["PageSize", "page_size"], set(), ranks=[0, 1], snake=True) == ["page_size_", "page_size"]
    assert keyword_arguments(["id", "id"], set(), ranks=[1, 0], snake=True) == ["id_", "id"]  # both exact: the rank


async def test_wire_setting_keeps_the_wire_names(wire_dir: tuple[Path, Any], mode: str) -> None:
    base, sdk = wire_dir
    r = Recorder(sdk, "Messaging", mode)
    services = r.client.services
    assert _keywords(type(services).list) == ["PageSize", "pageToken", "x_twilio_region"]  # headers were snake_case already
    assert _keywords(type(services).update) == ["Sid", "FriendlyName", "Sid_", "callbackUrl"]
    sent = await r.send(services.list(PageSize=5, pageToken="t"))
    assert parse_qs(sent.url.query.decode()) == {"PageSize": ["5"], "pageToken": ["t"]}
    sent = await r.send(services.create(FriendlyName="Alerts"))
    assert parse_qs(sent.content.decode()) == {"FriendlyName": ["Alerts"]}
    # a wire name kept must not shadow the model the method returns: `Service_`, not `Service`
    assert _keywords(type(r.client.collisions).list) == ["PageSize", "page_size", "Timeout", "ExtraHeaders", "Class", "Service_"]
    sent = await r.send(r.client.collisions.list(Service_="s", Class="c"))
    assert parse_qs(sent.url.query.decode()) == {"Service": ["s"], "Class": ["c"]}
    assert 'client.services.create(FriendlyName="string")' in (base / "out" / "README.md").read_text()


def test_generated_code_type_checks(snake_dir: tuple[Path, Any], wire_dir: tuple[Path, Any]) -> None:
    check_packages([(snake_dir[0] / "out", "snake_args_sdk"), (wire_dir[0] / "out", "wire_args_sdk")])


def _adopt(tmp_path: Path, keyword: str) -> dict[str, Any]:
    """Adopt the synthetic old SDK (``tests/_old_sdk.py``) whose ``widgets.create`` takes
    ``keyword`` for the body property ``FriendlyName`` the spec gains; the configuration."""
    old = write_old_sdk(tmp_path)
    widgets = old / "src" / "acme_old" / "resources" / "widgets.py"
    widgets.write_text(widgets.read_text().replace("color: str | None = None", f"{keyword}: str | None = None"))
    config = write_project(tmp_path)
    spec_path = tmp_path / "spec.yaml"
    spec = yaml.safe_load(spec_path.read_text())
    body = spec["paths"]["/widgets"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    body["properties"]["FriendlyName"] = {"type": "string"}
    spec_path.write_text(yaml.safe_dump(spec))
    r = subprocess.run([sys.executable, "-m", "generator", "adopt", "old"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    data: dict[str, Any] = yaml.safe_load(config.read_text())
    data["_stdout"] = r.stdout
    return data


def test_adopt_keeps_wire_names_an_old_sdk_takes(tmp_path: Path) -> None:
    data = _adopt(tmp_path, "FriendlyName")
    assert data["naming"] == {"arguments": "wire"}
    assert "set      naming.arguments = wire  (the old methods take wire names as keyword arguments: client.widgets.create(FriendlyName=))" in data["_stdout"]


def test_adopt_leaves_the_default_for_snake_keywords(tmp_path: Path) -> None:
    data = _adopt(tmp_path, "friendly_name")
    assert "naming" not in data


STREAM_SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Chat", "version": "1"},
    "servers": [{"url": "https://chat.test/v1"}],
    "paths": {
        "/chat": {
            "post": {
                "operationId": "createChat",
                "parameters": [
                    {"name": "Stream", "in": "query", "schema": {"type": "boolean"}, "description": "server-side stream logging"},
                    {"name": "PageSize", "in": "query", "schema": {"type": "integer"}},
                    {"name": "timeout_", "in": "query", "schema": {"type": "integer"}},
                ],
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {
                            "schema": {
                                "type": "object",
                                "required": ["prompt"],
                                "properties": {"prompt": S, "stream": {"type": "boolean"}, "page_size": {"type": "integer"}, "timeout": {"type": "integer"}},
                            }
                        }
                    },
                },
                "responses": {
                    "200": {
                        "description": "ok",
                        "content": {
                            "application/json": {"schema": {"$ref": "#/components/schemas/Answer"}},
                            "text/event-stream": {"schema": {"$ref": "#/components/schemas/Chunk"}},
                        },
                    }
                },
            }
        }
    },
    "components": {"schemas": {"Answer": {"type": "object", "properties": {"text": S}}, "Chunk": {"type": "object", "properties": {"delta": S}}}},
}


def test_a_body_flag_spelled_exactly_beats_a_query_parameter_of_another_spelling(tmp_path: Path) -> None:
    """The body's ``stream`` keeps ``stream=`` beside a query parameter ``Stream`` (before: the
    query parameter took it, so ``stream=True`` sent ``?Stream=true`` and never streamed), and
    the query's ``timeout_`` keeps ``timeout_=`` beside a body ``timeout`` (which the client's
    own ``timeout`` pushes aside)."""
    import asyncio

    import httpx

    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        if json.loads(request.content).get("stream"):
            return httpx.Response(200, content=b'data: {"delta": "hi"}\n\n', headers={"content-type": "text/event-stream"})
        return httpx.Response(200, json={"text": "whole"})

    with configured_package(tmp_path, STREAM_SPEC, "chat_sdk") as sdk:
        client = sdk.Chat(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        chunks = [c.delta for c in client.chat.create(prompt="hi", stream=True, page_size=5)]
        assert chunks == ["hi"]
        assert json.loads(sent[-1].content) == {"prompt": "hi", "stream": True, "page_size": 5} and sent[-1].url.query == b""
        answer = client.chat.create(prompt="hi", stream_=True, page_size_=3, timeout_=7, timeout__=9)
        assert answer.text == "whole"
        assert parse_qs(sent[-1].url.query.decode()) == {"Stream": ["true"], "PageSize": ["3"], "timeout_": ["7"]}
        assert json.loads(sent[-1].content) == {"prompt": "hi", "timeout": 9}

        async def run() -> list[str | None]:
            aclient = sdk.AsyncChat(http_client=httpx.AsyncClient(transport=httpx.MockTransport(handler)))
            return [c.delta async for c in await aclient.chat.create(prompt="hi", stream=True)]

        assert asyncio.run(run()) == ["hi"]
