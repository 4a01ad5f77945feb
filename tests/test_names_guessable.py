"""Names a new user would guess (issue 29 §8-§11, issue 26 names): a path prefix every path
shares is left out of the names, ``list`` is only for answers that hold items (the operationId's
verb breaks ties), sub-collections below an item are resources of their own, and an operationId's
verb names a POST on an item.  Each rule on a minimal spec, for the names and, through a client on
a real local socket (sync and async), for the request each call sends."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml
from _generate import generated_package
from _live_server import LiveServer, Req

from generator.configure import config_from_args, load_config
from generator.ir.prefix import common_prefix
from generator.pipeline import build_ir_only


def _json(schema: dict[str, Any]) -> dict[str, Any]:
    return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}


OBJ = {"type": "object", "properties": {"id": {"type": "string"}, "roles": {"type": "array", "items": {"type": "string"}}}}
ARRAY = {"type": "array", "items": OBJ}
BODY = {"required": True, "content": {"application/json": {"schema": {"type": "object", "properties": {"name": {"type": "string"}}}}}}
ID = {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}


def _spec(paths: dict[str, Any], server: str = "https://t.test") -> dict[str, Any]:
    return {"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "servers": [{"url": server}], "paths": paths}


def _calls(tmp_path: Path, spec: dict[str, Any], config: dict[str, Any] | None = None) -> dict[str, str]:
    (tmp_path / "s.yaml").write_text(yaml.safe_dump(spec, sort_keys=False))
    if config is None:
        cfg = config_from_args([str(tmp_path / "s.yaml")], str(tmp_path / "out"), "t_sdk")
    else:
        (tmp_path / "sdkgen.yaml").write_text(yaml.safe_dump({"specs": ["s.yaml"], "output": "out", "package": {"name": "t_sdk"}, **config}))
        cfg = load_config(tmp_path / "sdkgen.yaml")
    api = build_ir_only(cfg)[0]
    return {o.operation_id: ".".join((*o.resource, o.name)) for o in api.operations}


# --------------------------------------------------------------------------- 29.8: the shared prefix

AZURE = {
    "/openai/v1/chat/completions": {"post": {"operationId": "createChatCompletion", "requestBody": BODY, "responses": _json(OBJ)}},
    "/openai/v1/models": {"get": {"operationId": "listModels", "responses": _json(ARRAY)}},
    "/openai/v1/models/{id}": {"get": {"operationId": "getModel", "parameters": [ID], "responses": _json(OBJ)}},
}


@pytest.mark.parametrize(
    ("paths", "prefix"),
    [
        (["/openai/v1/chat/completions", "/openai/v1/models", "/openai/v1/models/{id}"], "/openai/v1"),
        (["/v1/a", "/v1/b/{id}"], "/v1"),
        (["/2010-04-01/Accounts.json", "/2010-04-01/Accounts/{Sid}.json"], "/2010-04-01"),
        (["/api/v2/ability/", "/api/v2/ability/{id}/"], "/api/v2"),
        (["/cms/v3/hubdb/tables", "/cms/v3/hubdb/tables/{id}"], "/cms/v3"),
        (["/energy/accounts", "/energy/plans"], "/energy"),  # the paths part after it
        (["/chat/completions", "/chat/completions/{id}"], ""),  # one resource: its names stay
        (["/latest"], ""),  # a single path keeps its last static segment
        (["/shop/v3/mission"], "/shop/v3"),
        (["/v2", "/v2/health/live"], ""),  # /v2 would keep nothing
        (["/v1/x", "/v2/x"], ""),
        (["/{realm}/users", "/{realm}/groups"], ""),
    ],
)
def test_the_prefix_left_out(paths: list[str], prefix: str) -> None:
    assert common_prefix(paths) == prefix


def test_a_prefix_every_path_shares_is_not_part_of_any_name(tmp_path: Path) -> None:
    assert _calls(tmp_path, _spec(AZURE)) == {"createChatCompletion": "chat.completions.create", "listModels": "models.list", "getModel": "models.retrieve"}


@pytest.mark.parametrize(
    ("setting", "expected"),
    [
        (False, {"createChatCompletion": "openai.v1.chat.completions.create", "listModels": "openai.v1.models.list", "getModel": "openai.v1.models.retrieve"}),
        ("/openai", {"createChatCompletion": "v1.chat.completions.create", "listModels": "v1.models.list", "getModel": "v1.models.retrieve"}),
        ("/openai/v1/models", {"createChatCompletion": "openai.v1.chat.completions.create", "listModels": "openai.v1.models.list", "getModel": "root.retrieve"}),
    ],
    ids=["keep", "given", "given-partial"],
)
def test_naming_strip_prefix_keeps_or_names_the_prefix(tmp_path: Path, setting: Any, expected: dict[str, str]) -> None:
    assert _calls(tmp_path, _spec(AZURE), {"naming": {"strip_prefix": setting}}) == expected


def test_a_strip_prefix_that_is_not_a_path_is_refused_naming_the_key(tmp_path: Path) -> None:
    (tmp_path / "s.yaml").write_text(yaml.safe_dump(_spec(AZURE)))
    (tmp_path / "sdkgen.yaml").write_text(yaml.safe_dump({"specs": ["s.yaml"], "output": "out", "package": {"name": "t_sdk"}, "naming": {"strip_prefix": "v1"}}))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "--config", "sdkgen.yaml"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 2
    assert "naming.strip_prefix" in r.stderr and "Traceback" not in r.stderr


# --------------------------------------------------------------------------- 29.9, 26: list or retrieve

ONE = {
    # one object wrapped in `data`
    "/account": {"get": {"operationId": "getAccount", "responses": _json({"type": "object", "properties": {"data": {"type": "object", "properties": {"id": {"type": "string"}}}}})}},
    # a nullable `..._sid` field named like the path
    "/Services": {"get": {"operationId": "FetchServiceConfig", "responses": _json({"type": "object", "properties": {"service_sid": {"anyOf": [{"type": "string"}, {"type": "null"}]}, "url": {"type": "string"}}})}},
    # a health check that answers nothing
    "/health": {"get": {"operationId": "healthCheck", "responses": {"204": {"description": "fine"}}}},
    # one object, but the operationId says list: the tie goes to it
    "/things": {"get": {"operationId": "listThings", "responses": _json({"type": "object", "properties": {"id": {"type": "string"}}})}},
    # items in a wrapper, and items whose wrapper is wrapped
    "/pages": {"get": {"operationId": "getPages", "responses": _json({"type": "object", "properties": {"data": ARRAY}})}},
    "/wrapped": {"get": {"operationId": "getWrapped", "responses": _json({"type": "object", "properties": {"data": {"type": "object", "properties": {"items": ARRAY}}}})}},
    # nothing said about the answer: a plural noun is a list
    "/images": {"get": {"operationId": "getImages", "responses": {"200": {"description": "a list of images"}}}},
}


def test_list_only_for_answers_that_hold_items(tmp_path: Path) -> None:
    assert _calls(tmp_path, _spec(ONE)) == {
        "getAccount": "account.retrieve",
        "FetchServiceConfig": "services.retrieve",
        "healthCheck": "health.retrieve",
        "listThings": "things.list",
        "getPages": "pages.list",
        "getWrapped": "wrapped.list",
        "getImages": "images.list",
    }


# --------------------------------------------------------------------------- 29.10, 29.11: sub-collections, verbs

TASKS = {
    "/tasks/{id}": {"get": {"operationId": "getTask", "parameters": [ID], "responses": _json(OBJ)}, "post": {"operationId": "UpdateTask", "parameters": [ID], "requestBody": BODY, "responses": _json(OBJ)}},
    "/tasks/{id}/stories": {
        "get": {"operationId": "getStoriesForTask", "parameters": [ID], "responses": _json({"type": "object", "properties": {"data": ARRAY}})},
        "post": {"operationId": "createStoryForTask", "parameters": [ID], "requestBody": BODY, "responses": _json(OBJ)},
    },
    "/tasks/{id}/followers": {"get": {"operationId": "getFollowers", "parameters": [ID], "responses": _json(ARRAY)}},
    "/tasks/{id}/duplicate": {"post": {"operationId": "duplicateTask", "parameters": [ID], "responses": _json(OBJ)}},  # a verb: an action
    "/tasks/{id}/content": {"get": {"operationId": "getTaskContent", "parameters": [ID], "responses": _json(OBJ)}},  # one thing: an action
    "/Services/{Sid}": {"post": {"operationId": "UpdateService", "parameters": [{**ID, "name": "Sid"}], "requestBody": BODY, "responses": _json(OBJ)}},
    "/Services/{Sid}/Roles/{Id}": {"post": {"operationId": "RemoveRole", "parameters": [{**ID, "name": "Sid"}, {**ID, "name": "Id"}], "responses": _json(OBJ)}},
}

TASK_NAMES = {
    "getTask": "tasks.retrieve",
    "UpdateTask": "tasks.update",
    "getStoriesForTask": "tasks.stories.list",
    "createStoryForTask": "tasks.stories.create",
    "getFollowers": "tasks.followers.list",
    "duplicateTask": "tasks.duplicate",
    "getTaskContent": "tasks.content",
    "UpdateService": "services.update",
    "RemoveRole": "services.roles.delete",
}


def test_sub_collections_are_resources_and_operation_ids_name_a_post_on_an_item(tmp_path: Path) -> None:
    assert _calls(tmp_path, _spec(TASKS)) == TASK_NAMES


# --------------------------------------------------------------------------- the requests the names send

LIVE = {**{p: v for p, v in AZURE.items()}, **{"/openai/v1" + p: v for p, v in {**ONE, **TASKS}.items()}}
LIVE_CALLS = [  # (call, arguments, expected request line)
    ("chat.completions.create", {"name": "n"}, "POST /openai/v1/chat/completions"),
    ("models.list", {}, "GET /openai/v1/models"),
    ("account.retrieve", {}, "GET /openai/v1/account"),
    ("health.retrieve", {}, "GET /openai/v1/health"),
    ("things.list", {}, "GET /openai/v1/things"),
    ("tasks.stories.list", {"id": "t1"}, "GET /openai/v1/tasks/t1/stories"),
    ("tasks.stories.create", {"id": "t1", "name": "s"}, "POST /openai/v1/tasks/t1/stories"),
    ("tasks.update", {"id": "t2", "name": "x"}, "POST /openai/v1/tasks/t2"),
    ("services.update", {"sid": "S1", "name": "x"}, "POST /openai/v1/Services/S1"),
]


@pytest.fixture(scope="module")
def live_sdk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    with generated_package(tmp_path_factory.mktemp("guess"), _spec(LIVE), "guess_sdk") as sdk:
        yield sdk


async def _handler(req: Req) -> None:
    if req.path.endswith("/health"):
        await req.respond(status=204)
    elif req.path.endswith(("/models", "/followers")):
        await req.json([])
    elif req.path.endswith(("/stories", "/pages")) and req.method == "GET":
        await req.json({"data": []})
    elif req.path.endswith("/account"):
        await req.json({"data": {"id": "a"}})
    else:
        await req.json({"id": "1"})


def _target(client: Any, call: str) -> Any:
    for part in call.split("."):
        client = getattr(client, part)
    return client


@pytest.mark.parametrize(("call", "kwargs", "request_line"), LIVE_CALLS, ids=[c[0] for c in LIVE_CALLS])
def test_each_name_sends_its_operations_request_sync(live_sdk: ModuleType, live: LiveServer, call: str, kwargs: dict[str, Any], request_line: str) -> None:
    route = live.route(_handler)
    with live_sdk.Guess(base_url=route.url) as client:
        _target(client, call)(**kwargs)
    (req,) = route.requests
    assert f"{req.method} {req.path[len(route.prefix):]}" == request_line


@pytest.mark.parametrize(("call", "kwargs", "request_line"), LIVE_CALLS, ids=[c[0] for c in LIVE_CALLS])
def test_each_name_sends_its_operations_request_async(live_sdk: ModuleType, live: LiveServer, call: str, kwargs: dict[str, Any], request_line: str) -> None:
    route = live.route(_handler)

    async def main() -> None:
        async with live_sdk.AsyncGuess(base_url=route.url) as client:
            await _target(client, call)(**kwargs)

    asyncio.run(main())
    (req,) = route.requests
    assert f"{req.method} {req.path[len(route.prefix):]}" == request_line
