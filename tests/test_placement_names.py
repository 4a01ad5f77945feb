"""Names users can guess (issue 16 §2): RPC-style paths, singletons, the root path, and the
``naming:`` option (methods after operationIds, resources after tags); and placement's linear
helpers (issue 17 §3).  Each naming rule is checked on a minimal spec for the method name and
for the request the call sends (a real server on a local socket)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml
from _generate import generated_package, imported_package
from _live_server import LiveServer, Req

from generator.configure import config_from_args, load_config
from generator.ir.placement import _paths_below
from generator.pipeline import build_ir_only


def test_paths_below_agrees_with_comparing_every_path_with_every_other() -> None:
    paths = {"/", "/a", "/a/", "/a/b", "/a/{id}", "/a/{id}/c", "/ab", "/x/y/z", "/{v}/m"}
    below = _paths_below(paths)
    for path in paths:
        naive = any(p != path and p.startswith(path.rstrip("/") + "/") for p in paths)
        assert bool(below.get(path.rstrip("/"), set()) - {path}) == naive, path


# --------------------------------------------------------------------------- naming rules


def _json(schema: dict[str, Any]) -> dict[str, Any]:
    return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}


OBJ = {"type": "object", "properties": {"id": {"type": "string"}, "roles": {"type": "array", "items": {"type": "string"}}}}
BODY = {"required": True, "content": {"application/json": {"schema": {"type": "object", "required": ["account_id"], "properties": {"account_id": {"type": "string"}}}}}}
ID = {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}
PAGE = {"type": "object", "properties": {"data": {"type": "array", "items": OBJ}, "has_more": {"type": "boolean"}}}

RULES: dict[str, Any] = {
    # RPC style: a last segment that is a verb names the method
    "/accounts/get": {"post": {"operationId": "accountsGet", "requestBody": BODY, "responses": _json(OBJ)}},
    "/asset_report/create": {"post": {"operationId": "assetReportCreate", "requestBody": BODY, "responses": _json(OBJ)}},
    "/item/public_token/exchange": {"post": {"operationId": "itemPublicTokenExchange", "requestBody": BODY, "responses": _json(OBJ)}},
    "/files/{id}/download": {"get": {"operationId": "downloadFile", "parameters": [ID], "responses": {"200": {"description": "ok", "content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}}}}}},
    # a plural noun after a verb-like word is a collection (Twilio's /ConnectApps.json)
    "/accounts/{id}/ConnectApps.json": {"get": {"operationId": "listConnectApps", "parameters": [ID], "responses": _json({"type": "array", "items": OBJ})}},
    # a path with several operations is a resource, whatever its last word
    "/asset/transfer": {
        "get": {"operationId": "listTransfers", "responses": _json({"type": "array", "items": OBJ})},
        "post": {"operationId": "createTransfer", "requestBody": BODY, "responses": _json(OBJ)},
    },
    # an envelope is judged by what it wraps
    "/cluster": {"get": {"operationId": "clusterStatus", "responses": _json({"type": "object", "properties": {"result": {"type": "object", "properties": {"status": {"type": "string"}}}, "time": {"type": "number"}}})}},
    "/aliases": {"get": {"operationId": "getAliases", "responses": _json({"type": "object", "properties": {"result": {"type": "object", "properties": {"aliases": {"type": "array", "items": OBJ}}}, "time": {"type": "number"}}})}},
    # singletons: one object, no list shape
    "/users/me": {"get": {"operationId": "getMe", "responses": _json(OBJ)}},
    "/health": {"get": {"operationId": "getHealth", "responses": _json({"type": "object", "properties": {"status": {"type": "string"}}})}},
    # ... whose scalar properties share a word with the path or a list's name (a fresh user's /version)
    "/version": {"get": {"operationId": "getVersion", "responses": _json({"type": "object", "properties": {"version": {"type": "string"}, "build": {"type": ["integer", "null"]}}})}},
    "/readme": {"get": {"operationId": "getReadme", "responses": _json({"type": "object", "properties": {"content": {"type": "string"}}})}},
    # lists stay lists: an array, a page of items, a collection with items below
    "/events": {"get": {"operationId": "listEvents", "responses": _json(PAGE)}},
    "/messages": {"get": {"operationId": "getMessages", "responses": _json({"type": "object", "properties": {"message_count": {"type": "integer"}, "inbox": {"type": "array", "items": OBJ}}})}},
    "/teams": {"get": {"operationId": "getTeams", "responses": _json({"type": "object", "properties": {"teams": {"type": "array", "items": OBJ}, "version": {"type": "string"}}})}},
    "/models": {"get": {"operationId": "listModels", "responses": _json({"type": "object", "properties": {"object": {"type": "string"}}})}},
    "/models/{id}": {"get": {"operationId": "getModel", "parameters": [ID], "responses": _json(OBJ)}},
    # dotted RPC methods (Slack's Web API): a namespace shared by two or more paths
    "/conversations.list": {"get": {"operationId": "conversationsList", "responses": _json(PAGE)}},
    "/conversations.info": {"get": {"operationId": "conversationsInfo", "responses": _json(OBJ)}},
    "/chat.postMessage": {"post": {"operationId": "chatPostMessage", "requestBody": BODY, "responses": _json(OBJ)}},
    "/chat.delete": {"post": {"operationId": "chatDelete", "requestBody": BODY, "responses": _json(OBJ)}},
    "/users.profile.get": {"get": {"operationId": "usersProfileGet", "responses": _json(OBJ)}},
    "/users.info": {"get": {"operationId": "usersInfo", "responses": _json(OBJ)}},
    "/reactions.list": {"post": {"operationId": "reactionsList", "requestBody": BODY, "responses": _json(PAGE)}},
    # ... but a lone dotted name is a name, and a format suffix is not a method
    "/favicon.ico": {"get": {"operationId": "favicon", "responses": _json(OBJ)}},
    "/reports.json": {"get": {"operationId": "listReports", "responses": _json({"type": "array", "items": OBJ})}},
    # the root path is the collection at the server URL
    "/": {
        "get": {"operationId": "listCalls", "responses": _json({"type": "array", "items": OBJ})},
        "post": {"operationId": "createCall", "requestBody": BODY, "responses": _json(OBJ)},
    },
}

EXPECTED = {
    "accountsGet": "accounts.get",
    "assetReportCreate": "asset_report.create",
    "itemPublicTokenExchange": "item.public_token.exchange",
    "downloadFile": "files.download",
    "listConnectApps": "accounts.connect_apps.list",
    "listTransfers": "asset.transfer.list",
    "createTransfer": "asset.transfer.create",
    "clusterStatus": "cluster.retrieve",
    "getAliases": "aliases.list",
    "getMe": "users.me.retrieve",
    "getHealth": "health.retrieve",
    "getVersion": "version.retrieve",
    "getReadme": "readme.retrieve",
    "getTeams": "teams.list",
    "getMessages": "messages.list",
    "listEvents": "events.list",
    "listModels": "models.list",
    "getModel": "models.retrieve",
    "conversationsList": "conversations.list",
    "conversationsInfo": "conversations.info",
    "chatPostMessage": "chat.post_message",
    "chatDelete": "chat.delete",
    "usersProfileGet": "users.profile.get",
    "usersInfo": "users.info",
    "reactionsList": "reactions.list",
    "favicon": "favicon_ico.retrieve",
    "listReports": "reports.list",
    "listCalls": "root.list",
    "createCall": "root.create",
}


def _spec(paths: dict[str, Any]) -> dict[str, Any]:
    return {"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "servers": [{"url": "https://t.test"}], "paths": paths}


def _calls(tmp_path: Path, spec: dict[str, Any], config: dict[str, Any] | None = None) -> dict[str, str]:
    (tmp_path / "s.yaml").write_text(yaml.safe_dump(spec, sort_keys=False))
    if config is None:
        cfg = config_from_args([str(tmp_path / "s.yaml")], str(tmp_path / "out"), "t_sdk")
    else:
        (tmp_path / "sdkgen.yaml").write_text(yaml.safe_dump({"specs": ["s.yaml"], "output": "out", "package": {"name": "t_sdk"}, **config}))
        cfg = load_config(tmp_path / "sdkgen.yaml")
    api = build_ir_only(cfg)[0]
    return {o.operation_id: ".".join((*o.resource, o.name)) for o in api.operations}


def test_each_rule_gives_the_name_a_user_would_guess(tmp_path: Path) -> None:
    assert _calls(tmp_path, _spec(RULES)) == EXPECTED


def test_the_names_do_not_depend_on_document_order(tmp_path: Path) -> None:
    assert _calls(tmp_path, _spec(dict(reversed(RULES.items())))) == EXPECTED


def test_a_singleton_below_a_collection_with_operations_stays_an_action(tmp_path: Path) -> None:
    # the action rule comes first, as before: GET /users/me beside GET /users is users.me()
    paths = {"/users/me": RULES["/users/me"], "/users": {"get": {"operationId": "listUsers", "responses": _json({"type": "array", "items": OBJ})}}}
    assert _calls(tmp_path, _spec(paths)) == {"getMe": "users.me", "listUsers": "users.list"}


def test_a_collision_with_an_rpc_action_is_decided_by_the_existing_rank(tmp_path: Path) -> None:
    # POST /asset_report/create and POST /asset_report both want asset_report.create: the
    # fewer path segments keep it (README, "Where operations land"), whatever the order
    paths = {"/asset_report/create": RULES["/asset_report/create"], "/asset_report": {"post": {"operationId": "postAssetReport", "requestBody": BODY, "responses": _json(OBJ)}}}
    assert _calls(tmp_path, _spec(paths)) == {"assetReportCreate": "asset_report.asset_report_create", "postAssetReport": "asset_report.create"}


@pytest.fixture(scope="module")
def rules_sdk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    with generated_package(tmp_path_factory.mktemp("rules"), _spec(RULES), "rules_sdk") as sdk:
        yield sdk


CALLS = [  # (call, arguments, expected method and path, expected JSON body or None)
    ("accounts.get", {"account_id": "a1"}, "POST /accounts/get", {"account_id": "a1"}),
    ("asset_report.create", {"account_id": "a2"}, "POST /asset_report/create", {"account_id": "a2"}),
    ("item.public_token.exchange", {"account_id": "a3"}, "POST /item/public_token/exchange", {"account_id": "a3"}),
    ("files.download", {"id": "f1"}, "GET /files/f1/download", None),
    ("accounts.connect_apps.list", {"id": "x"}, "GET /accounts/x/ConnectApps.json", None),
    ("asset.transfer.create", {"account_id": "a5"}, "POST /asset/transfer", {"account_id": "a5"}),
    ("cluster.retrieve", {}, "GET /cluster", None),
    ("users.me.retrieve", {}, "GET /users/me", None),
    ("health.retrieve", {}, "GET /health", None),
    ("events.list", {}, "GET /events", None),
    ("root.list", {}, "GET /", None),
    ("root.create", {"account_id": "a4"}, "POST /", {"account_id": "a4"}),
]


@pytest.mark.parametrize(("call", "kwargs", "request_line", "body"), CALLS, ids=[c[0] for c in CALLS])
def test_the_named_method_sends_its_operations_request(rules_sdk: ModuleType, live: LiveServer, call: str, kwargs: dict[str, Any], request_line: str, body: Any) -> None:
    async def handler(req: Req) -> None:
        if req.path.endswith("/download"):
            await req.respond(body=b"bytes", content_type="application/octet-stream")
        elif req.path.endswith("/events"):
            await req.json({"data": [], "has_more": False})
        elif req.method == "GET" and not req.path.endswith(("/me", "/health", "/cluster")):
            await req.json([])
        else:
            await req.json({"id": "1"})

    route = live.route(handler)
    client = rules_sdk.Rules(base_url=route.base_url)
    target: Any = client
    for part in call.split("."):
        target = getattr(target, part)
    target(**kwargs)
    (req,) = route.requests
    path = req.path[len(route.prefix) + len("/v1") :] or "/"
    assert f"{req.method} {path}" == request_line
    assert (req.json_body() if req.body else None) == body
    client.close()


# --------------------------------------------------------------------------- naming: option

TAGGED: dict[str, Any] = {
    "/v1/fine_tuning/jobs": {"post": {"operationId": "createFineTuningJob", "tags": ["Fine Tuning"], "requestBody": BODY, "responses": _json(OBJ)}},
    "/v1/fine_tuning/jobs/{id}": {"get": {"operationId": "retrieveFineTuningJob", "tags": ["Fine Tuning"], "parameters": [ID], "responses": _json(OBJ)}},
    "/v1/models": {"get": {"tags": ["Models"], "responses": _json({"type": "array", "items": OBJ})}},  # no operationId
    "/v1/health": {"get": {"operationId": "getHealth", "responses": _json(OBJ)}},  # no tag
}


@pytest.mark.parametrize(
    ("naming", "expected"),
    [
        ({}, {"createFineTuningJob": "fine_tuning.jobs.create", "retrieveFineTuningJob": "fine_tuning.jobs.retrieve", "getV1Models": "models.list", "getHealth": "health.retrieve"}),
        ({"methods": "operation_id"}, {"createFineTuningJob": "fine_tuning.jobs.create_fine_tuning_job", "retrieveFineTuningJob": "fine_tuning.jobs.retrieve_fine_tuning_job", "getV1Models": "models.list", "getHealth": "health.get_health"}),
        ({"resources": "tags"}, {"createFineTuningJob": "fine_tuning.create", "retrieveFineTuningJob": "fine_tuning.retrieve", "getV1Models": "models.list", "getHealth": "health.retrieve"}),
        ({"methods": "operation_id", "resources": "tags"}, {"createFineTuningJob": "fine_tuning.create_fine_tuning_job", "retrieveFineTuningJob": "fine_tuning.retrieve_fine_tuning_job", "getV1Models": "models.list", "getHealth": "health.get_health"}),
    ],
    ids=["default", "methods", "resources", "both"],
)
def test_naming_option_names_methods_after_operation_ids_and_resources_after_tags(tmp_path: Path, naming: dict[str, str], expected: dict[str, str]) -> None:
    assert _calls(tmp_path, _spec(TAGGED), {"naming": naming} if naming else {}) == expected


def test_an_operations_override_wins_over_the_naming_option(tmp_path: Path) -> None:
    config = {"naming": {"methods": "operation_id", "resources": "tags"}, "operations": {"getHealth": {"resource": "status", "method": "check"}}}
    assert _calls(tmp_path, _spec(TAGGED), config)["getHealth"] == "status.check"


def test_a_misspelt_naming_value_is_refused_naming_the_key(tmp_path: Path) -> None:
    (tmp_path / "s.yaml").write_text(yaml.safe_dump(_spec(TAGGED)))
    (tmp_path / "sdkgen.yaml").write_text(yaml.safe_dump({"specs": ["s.yaml"], "output": "out", "package": {"name": "t_sdk"}, "naming": {"methods": "operationId"}}))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "--config", "sdkgen.yaml"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 2
    assert "naming.methods" in r.stderr and "Traceback" not in r.stderr
    assert not (tmp_path / "out").exists()


def test_the_naming_option_generates_a_client_that_sends_each_request(tmp_path: Path, live: LiveServer) -> None:
    (tmp_path / "s.yaml").write_text(yaml.safe_dump(_spec(TAGGED)))
    (tmp_path / "sdkgen.yaml").write_text(yaml.safe_dump({"specs": ["s.yaml"], "output": "out", "package": {"name": "tagged_sdk"}, "naming": {"methods": "operation_id", "resources": "tags"}}))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "--config", "sdkgen.yaml"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr

    async def handler(req: Req) -> None:
        await req.json([] if req.path.endswith("/models") else {"id": "1"})

    route = live.route(handler)
    with imported_package(tmp_path / "out" / "src", "tagged_sdk") as tagged_sdk:
        client = tagged_sdk.Tagged(base_url=route.base_url)
        client.fine_tuning.create_fine_tuning_job(account_id="a")
        client.fine_tuning.retrieve_fine_tuning_job(id="j1")
        client.models.list()
        client.health.get_health()
        client.close()
    sent = [(q.method, q.path[len(route.prefix) + len("/v1") :], q.json_body() if q.body else None) for q in route.requests]
    assert sent == [("POST", "/v1/fine_tuning/jobs", {"account_id": "a"}), ("GET", "/v1/fine_tuning/jobs/j1", None), ("GET", "/v1/models", None), ("GET", "/v1/health", None)]


def test_sdkgen_diff_reports_a_singleton_that_becomes_a_collection_as_a_breaking_rename(tmp_path: Path) -> None:
    health = {"get": {"operationId": "getHealth", "responses": _json({"type": "object", "properties": {"status": {"type": "string"}}})}}
    item = {"get": {"operationId": "getHealthCheck", "parameters": [ID], "responses": _json(OBJ)}}
    (tmp_path / "old.yaml").write_text(yaml.safe_dump(_spec({"/health": health})))
    (tmp_path / "new.yaml").write_text(yaml.safe_dump(_spec({"/health": health, "/health/{id}": item})))
    r = subprocess.run([sys.executable, "-m", "generator", "diff", "old.yaml", "new.yaml"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 3, r.stdout + r.stderr
    assert "BREAKING  method renamed" in r.stdout and "client.health.retrieve -> client.health.list" in r.stdout


def test_a_fallback_name_drops_an_operation_id_that_restates_method_and_path(tmp_path: Path) -> None:
    """HubSpot's operationIds restate the method and path before the name
    (``get-/tables/draft_getAllDraftTables``): a method that falls back to its operationId (an
    action that is also a sub-resource; a GET that loses a name to another) is named by what
    follows; an operationId that is nothing but method and path keeps every word."""
    paths = {
        "/tables": {"get": {"operationId": "get-/tables_getAllTables", "responses": _json({"type": "array", "items": OBJ})}},
        "/tables/archive": {"get": {"operationId": "get-/tables/archive_getArchivedTables", "responses": _json({"type": "array", "items": OBJ})}},
        "/tables/{id}/archive/rows": {"get": {"operationId": "get-/tables/{id}/archive/rows", "parameters": [ID], "responses": _json(PAGE)}},
        "/tables/draft": {"get": {"operationId": "get-/tables/draft_getAllDraftTables", "responses": _json({"type": "array", "items": OBJ})}},
        "/tables/{id}/draft": {"get": {"operationId": "get-/tables/{id}/draft_getDraftTable", "parameters": [ID], "responses": _json(PAGE)}},
        "/tables/draft/export": {"get": {"operationId": "exportDrafts", "responses": _json(OBJ)}},
        "/tables/{id}/draft/export": {"get": {"operationId": "get-/tables/{id}/draft/export", "parameters": [ID], "responses": _json(OBJ)}},
    }
    assert _calls(tmp_path, _spec(paths)) == {
        "get-/tables_getAllTables": "tables.list",
        # an action named like the sub-resource tables.archive
        "get-/tables/archive_getArchivedTables": "tables.get_archived_tables",
        "get-/tables/{id}/archive/rows": "tables.archive.rows.list",
        # two GETs on tables.draft: the one without parameters keeps list
        "get-/tables/draft_getAllDraftTables": "tables.draft.list",
        "get-/tables/{id}/draft_getDraftTable": "tables.draft.get_draft_table",
        "exportDrafts": "tables.draft.export",
        "get-/tables/{id}/draft/export": "tables.draft.get_tables_id_draft_export",
    }


def test_a_collision_warning_names_the_key_that_names_the_operation(tmp_path: Path) -> None:
    """Blockfrost's operations have no operationId: the collision warning said "named ... after
    its operationId" and its advice `operations: {<operationId>: ...}`, and the key that works
    (derived from method and path) appeared nowhere (the fresh user's review).  The warning
    prints it, and it names the method."""
    obj = {"type": "object", "properties": {"id": {"type": "string"}}}
    paths = {
        "/pins": {"get": {"responses": _json({"type": "array", "items": obj})}},
        "/pins/list": {"get": {"responses": _json({"type": "array", "items": obj})}},
    }
    (tmp_path / "s.yaml").write_text(yaml.safe_dump(_spec(paths), sort_keys=False))
    cfg = config_from_args([str(tmp_path / "s.yaml")], str(tmp_path / "out"), "t_sdk")
    _api, diagnostics, _, _ = build_ir_only(cfg)
    actions = [d.action for d in diagnostics.items if d.code == "method-name-collision"]
    assert actions, [d.code for d in diagnostics.items]
    key = actions[0].split("'")[1]
    assert "has no operationId" in actions[0] and key.startswith("get")
    assert _calls(tmp_path, _spec(paths), {"operations": {key: {"method": "chosen"}}})[key].endswith(".chosen")
