"""Auto-pagination and idempotency keys, on a real server on a local socket.

One generated package with an operation per pagination style (all six inferred from the
spec's shapes, one configured by ``x-speakeasy-pagination`` and one by ``x-fern-pagination``
on a JSON body), served by handlers that page through the same 25 items: for each style, sync
and async, every item arrives once and in order, the requests are exactly the pages, the
caller's filter, header and ``extra_query`` are on every page request, breaking out early sends
nothing more, and the page objects (``items``, ``has_next_page()``, ``get_next_page()``,
``iter_pages()``, ``await`` for the first page) behave.  Then: retries apply per page request;
a next URL on another origin is refused; the raw response parses to the page; pyright strict
sees the item type; a server that drops the connection after applying a request sees one
idempotency key, and the caller's key wins.
"""

from __future__ import annotations

import json
import subprocess
import sys
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

import pytest
from _generate import check_packages, generated_package, pyright_errors
from _live_server import LiveServer, Req

TOTAL = 25
ITEMS = [{"id": f"it-{i:02d}", "n": i} for i in range(TOTAL)]

ITEM = {"$ref": "#/components/schemas/Item"}
COLOR = {"name": "color", "in": "query", "required": True, "schema": {"type": "string"}}


def _q(name: str, kind: str = "integer") -> dict[str, Any]:
    return {"name": name, "in": "query", "schema": {"type": kind}}


def _ok(schema: dict[str, Any], headers: dict[str, Any] | None = None) -> dict[str, Any]:
    r: dict[str, Any] = {"description": "ok", "content": {"application/json": {"schema": schema}}}
    if headers:
        r["headers"] = headers
    return {"200": r}


def _obj(**props: Any) -> dict[str, Any]:
    return {"type": "object", "required": [next(iter(props))], "properties": props}


LIST = {"type": "array", "items": ITEM}
SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Pages", "version": "1"},
    "servers": [{"url": "https://pages.test/v1"}],
    "paths": {
        # OpenAI's lists: has_more + the last item's id sent as `after`
        "/cursor_item": {"get": {"operationId": "listCursorItem", "parameters": [COLOR, _q("after", "string"), _q("limit")], "responses": _ok(_obj(data=LIST, has_more={"type": "boolean"}))}},
        "/cursor": {"get": {"operationId": "listCursor", "parameters": [COLOR, _q("page_token", "string"), _q("page_size")], "responses": _ok(_obj(items=LIST, next_page_token={"type": ["string", "null"]}))}},
        "/next_url": {"get": {"operationId": "listNextUrl", "parameters": [COLOR, _q("limit"), _q("start")], "responses": _ok(_obj(results=LIST, next={"type": ["string", "null"], "format": "uri"}))}},
        "/link": {"get": {"operationId": "listLink", "parameters": [COLOR, _q("per_page"), _q("since")], "responses": _ok(LIST, {"Link": {"schema": {"type": "string"}}})}},
        "/offset": {"get": {"operationId": "listOffset", "parameters": [COLOR, _q("offset"), _q("limit")], "responses": _ok(_obj(data=LIST))}},
        "/page": {"get": {"operationId": "listPage", "parameters": [COLOR, _q("page"), _q("per_page")], "responses": _ok(_obj(data=LIST, total_pages={"type": "integer"}))}},
        "/speakeasy": {
            "get": {
                "operationId": "listSpeakeasy",
                "parameters": [COLOR, _q("since", "string"), _q("limit")],
                "responses": _ok(_obj(entries=LIST, last={"type": "string"})),
                "x-speakeasy-pagination": {
                    "type": "cursor",
                    "inputs": [{"name": "since", "in": "parameters", "type": "cursor"}, {"name": "limit", "in": "parameters", "type": "limit"}],
                    "outputs": {"nextCursor": "$.entries[-1].id", "results": "$.entries"},
                },
            }
        },
        "/fern/search": {
            "post": {
                "operationId": "searchFern",
                "parameters": [COLOR],
                "requestBody": {"required": True, "content": {"application/json": {"schema": {"type": "object", "properties": {"cursor": {"type": "string"}, "size": {"type": "integer"}}}}}},
                "responses": _ok(_obj(hits=LIST, meta={"type": "object", "properties": {"next": {"type": ["string", "null"]}}})),
                "x-fern-pagination": {"cursor": "$request.cursor", "next_cursor": "$response.meta.next", "results": "$response.hits"},
            }
        },
        # a list without a parameter that moves through it: not a page (SambaNova's models)
        "/models": {"get": {"operationId": "listModels", "responses": _ok(_obj(object={"type": "string"}, data=LIST))}},
        "/charges": {
            "post": {
                "operationId": "createCharge",
                "parameters": [{"name": "Idempotency-Key", "in": "header", "schema": {"type": "string"}}],
                "requestBody": {"required": True, "content": {"application/json": {"schema": {"type": "object", "properties": {"amount": {"type": "integer"}}}}}},
                "responses": _ok({"type": "object", "properties": {"id": {"type": "string"}}}),
            }
        },
    },
    "components": {"schemas": {"Item": {"type": "object", "required": ["id", "n"], "properties": {"id": {"type": "string"}, "n": {"type": "integer"}}}}},
}


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with generated_package(tmp_path_factory.mktemp("pages"), SPEC, "pages_sdk") as module:
        yield module


def _args(req: Req) -> dict[str, str]:
    return {k: v[-1] for k, v in parse_qs(req.query).items()}


def _from(after: str | None) -> int:
    return next(i for i, it in enumerate(ITEMS) if it["id"] == after) + 1 if after else 0


async def serve(req: Req) -> None:
    """Every style over the same 25 items (page size 10 unless the request says)."""
    style = req.path.split("/v1/", 1)[1]
    q = _args(req)
    if style == "cursor_item":
        start, size = _from(q.get("after")), int(q.get("limit", 10))
        chunk = ITEMS[start : start + size]
        await req.json({"data": chunk, "has_more": start + size < TOTAL})
    elif style == "cursor":
        start, size = int(q.get("page_token", "0")), int(q.get("page_size", 10))
        nxt = str(start + size) if start + size < TOTAL else None
        await req.json({"items": ITEMS[start : start + size], "next_page_token": nxt})
    elif style == "next_url":
        start, size = int(q.get("start", 0)), int(q.get("limit", 10))
        nxt = f"next_url?color={q['color']}&limit={size}&start={start + size}" if start + size < TOTAL else None  # relative to the request
        await req.json({"results": ITEMS[start : start + size], "next": nxt})
    elif style == "link":
        start, size = int(q.get("since", 0)), int(q.get("per_page", 10))
        headers = []
        if start + size < TOTAL:
            headers.append(("link", f'<{req.server.url}{req.path}?color={q["color"]}&per_page={size}&since={start + size}>; rel="next", <https://elsewhere.test/>; rel="first"'))
        await req.json(ITEMS[start : start + size], headers=headers)
    elif style == "offset":
        start, size = int(q.get("offset", 0)), int(q.get("limit", 10))
        await req.json({"data": ITEMS[start : start + size]})
    elif style == "page":
        page, size = int(q.get("page", 1)), int(q.get("per_page", 10))
        await req.json({"data": ITEMS[(page - 1) * size : page * size], "total_pages": -(-TOTAL // size)})
    elif style == "speakeasy":
        start, size = _from(q.get("since")), int(q.get("limit", 10))
        await req.json({"entries": ITEMS[start : start + size], "last": "ignored"})
    elif style == "fern/search":
        body = req.json_body()
        start, size = int(body.get("cursor", "0")), int(body.get("size", 10))
        nxt = str(start + size) if start + size < TOTAL else None
        await req.json({"hits": ITEMS[start : start + size], "meta": {"next": nxt}})
    else:
        await req.json({}, status=404)


# method, keyword arguments, what each page request carries besides the filter
STYLES: dict[str, tuple[str, dict[str, Any]]] = {
    "cursor_item": ("cursor_item", {"limit": 10}),
    "cursor": ("cursor", {"page_size": 10}),
    "next_url": ("next_url", {"limit": 10}),
    "link": ("link", {"per_page": 10}),
    "offset": ("offset", {"limit": 10}),
    "page": ("page", {"per_page": 10}),
    "speakeasy": ("speakeasy", {"limit": 10}),
    "fern": ("fern", {"size": 10}),
}


def _client(pages: Any, mode: str, base_url: str, **kwargs: Any) -> Any:
    cls = pages.AsyncPages if mode == "async" else pages.Pages
    return cls(base_url=base_url, api_key="k", **kwargs) if "api_key" in cls.__init__.__code__.co_varnames else cls(base_url=base_url, **kwargs)


def _method(client: Any, dotted: str) -> Any:
    target = client
    for part in dotted.split("."):
        target = getattr(target, part)
    # POST /fern/search is RPC-style: client.fern.search (issue 16 §2 names)
    return target.search if dotted == "fern" else target.list


def _call(client: Any, style: str, **extra: Any) -> Any:
    dotted, kwargs = STYLES[style]
    method = _method(client, dotted)
    return method(color="red", **kwargs, extra_headers={"X-Trace": "t1"}, extra_query={"tag": "x"}, **extra)


async def _collect(result: Any, mode: str, stop: int | None = None) -> list[Any]:
    out: list[Any] = []
    if mode == "async":
        async for item in result:
            out.append(item)
            if stop is not None and len(out) == stop:
                break
    else:
        for item in result:
            out.append(item)
            if stop is not None and len(out) == stop:
                break
    return out


@pytest.mark.parametrize("style", list(STYLES))
async def test_every_item_arrives_once_with_one_request_per_page_and_the_filters_on_each(pages: Any, mode: str, live: LiveServer, style: str) -> None:
    route = live.route(serve)
    client = _client(pages, mode, route.base_url)
    items = await _collect(_call(client, style), mode)
    assert [it.id for it in items] == [it["id"] for it in ITEMS]
    assert type(items[0]).__name__ == "Item"
    assert len(route.requests) == 3  # 10 + 10 + 5: the short or last page ends it
    for req in route.requests:
        q = _args(req)
        assert (q["color"], q["tag"], req.headers["x-trace"]) == ("red", "x", "t1")
        if style == "fern":
            assert req.json_body()["size"] == 10
    if mode == "async":
        await client.close()
    else:
        client.close()


@pytest.mark.parametrize("style", list(STYLES))
async def test_breaking_out_early_sends_nothing_more(pages: Any, mode: str, live: LiveServer, style: str) -> None:
    route = live.route(serve)
    client = _client(pages, mode, route.base_url)
    items = await _collect(_call(client, style), mode, stop=12)  # the second page's second item
    assert len(items) == 12
    assert len(route.requests) == 2
    assert route.wait_handlers_done()
    assert len(route.requests) == 2


async def test_the_page_object_has_items_next_page_and_pages(pages: Any, mode: str, live: LiveServer) -> None:
    route = live.route(serve)
    client = _client(pages, mode, route.base_url)
    if mode == "async":
        first = await client.cursor.list(color="red", page_size=10)
        assert len(route.requests) == 1
        assert [it.n for it in first.items] == list(range(10)) and first.has_next_page()
        second = await first.get_next_page()
        assert [it.n for it in second.items] == list(range(10, 20))
        sizes = [len(p.items) async for p in first.iter_pages()]
        items = [it async for it in second]
    else:
        first = client.cursor.list(color="red", page_size=10)
        assert len(route.requests) == 1
        assert [it.n for it in first.items] == list(range(10)) and first.has_next_page()
        second = first.get_next_page()
        assert [it.n for it in second.items] == list(range(10, 20))
        sizes = [len(p.items) for p in first.iter_pages()]
        items = list(second)
    assert sizes == [10, 10, 5]
    assert [it.n for it in items] == list(range(10, TOTAL))
    assert first.body.next_page_token == "10"
    assert second.has_next_page()
    # the page objects' pages: 1 + 1 (second) + 3 (iter_pages) + 2 (iterating from the second)
    assert len(route.requests) == 1 + 1 + 2 + 1
    assert [_args(r).get("page_token") for r in route.requests] == [None, "10", "10", "20", "20"]


async def test_the_last_page_says_so_and_get_next_page_refuses(pages: Any, mode: str, live: LiveServer) -> None:
    route = live.route(serve)
    client = _client(pages, mode, route.base_url)
    page = client.offset.list(color="red", offset=20, limit=10)
    page = await page if mode == "async" else page
    assert [it.n for it in page.items] == list(range(20, TOTAL))
    assert not page.has_next_page()
    with pytest.raises(RuntimeError, match="no next page"):
        nxt = page.get_next_page()
        if mode == "async":
            await nxt


async def test_a_failing_page_request_is_retried_on_its_own(pages: Any, mode: str, live: LiveServer) -> None:
    seen: list[str] = []

    async def flaky(req: Req) -> None:
        token = _args(req).get("page_token", "0")
        seen.append(token)
        if token == "10" and seen.count("10") == 1:
            await req.json({"error": "busy"}, status=503, headers=[("retry-after-ms", "1")])
            return
        await serve(req)

    route = live.route(flaky)
    client = _client(pages, mode, route.base_url.replace("/r", "/r", 1))
    # the handler path must still say which style: route paths are /rN/v1/cursor
    items = await _collect(client.cursor.list(color="red", page_size=10), mode)
    assert len(items) == TOTAL
    assert seen == ["0", "10", "10", "20"]
    retries = [r.headers["x-retry-count"] for r in route.requests]
    assert retries == ["0", "0", "1", "0"]


async def test_a_next_url_on_another_origin_is_not_followed(pages: Any, mode: str, live: LiveServer) -> None:
    async def away(req: Req) -> None:
        await req.json({"results": ITEMS[:10], "next": "https://elsewhere.test/v1/next_url?start=10"})

    route = live.route(away)
    client = _client(pages, mode, route.base_url)
    with pytest.raises(pages.APIResponseValidationError, match="outside the client's base URL"):
        await _collect(client.next_url.list(color="red"), mode)
    assert len(route.requests) == 1


async def test_the_raw_response_parses_to_the_page(pages: Any, mode: str, live: LiveServer) -> None:
    route = live.route(serve)
    client = _client(pages, mode, route.base_url)
    if mode == "async":
        raw = await client.cursor_item.with_raw_response.list(color="red", limit=10)
        page = await raw.parse()
        items = [it async for it in page]
    else:
        raw = client.cursor_item.with_raw_response.list(color="red", limit=10)
        page = raw.parse()
        items = list(page)
    assert raw.status_code == 200 and [it.n for it in page.items] == list(range(10))
    assert len(items) == TOTAL and len(route.requests) == 3


def test_a_list_that_takes_nothing_to_move_through_it_is_not_a_page(pages: Any) -> None:
    import importlib
    import inspect

    source = inspect.getsource(importlib.import_module("pages_sdk.resources.models"))
    assert "SyncPage" not in source and "Paging(" not in source
    assert "-> ListModelsResponse" in source


def test_pyright_strict_sees_the_item_type(pages: Any, tmp_path: Path) -> None:
    user = tmp_path / "user_of_pages.py"
    user.write_text(
        "from pages_sdk import AsyncPages, Pages\n"
        "from typing_extensions import assert_type\n"
        "from pages_sdk.types import Item\n\n"
        "def sync(client: Pages) -> None:\n"
        "    page = client.cursor.list(color='red')\n"
        "    assert_type(page.items, list[Item])\n"
        "    for item in page:\n"
        "        assert_type(item, Item)\n"
        "    for p in page.iter_pages():\n"
        "        assert_type(p.get_next_page().items[0], Item)\n"
        "    x: int = client.cursor.list(color='red').items[0]  # the wrong type is reported\n"
        "    print(x)\n\n"
        "async def run(client: AsyncPages) -> None:\n"
        "    first = await client.offset.list(color='red')\n"
        "    assert_type(first.items[0], Item)\n"
        "    async for item in client.page.list(color='red'):\n"
        "        assert_type(item, Item)\n"
    )
    src = str(Path(pages.__file__).parents[1])
    (tmp_path / "pyrightconfig.json").write_text(json.dumps({"typeCheckingMode": "strict", "pythonVersion": "3.10", "include": [user.name], "extraPaths": [src]}))
    errors = pyright_errors([], project=user.parent)
    assert len(errors) == 1 and "user_of_pages.py:12:" in errors[0] and '"Item" is not assignable to declared type "int"' in errors[0], errors


def test_the_package_type_checks_and_lints(pages: Any) -> None:
    check_packages([(Path(pages.__file__).parents[2], "pages_sdk")])


# ---- idempotency keys -------------------------------------------------------------------------


async def test_a_dropped_connection_after_applying_a_request_sees_one_key(pages: Any, mode: str, live: LiveServer) -> None:
    applied: list[str] = []

    async def charge(req: Req) -> None:
        key = req.headers["idempotency-key"]
        if key not in applied:
            applied.append(key)
            req.reset()  # applied, then the connection breaks before the answer
            return
        await req.json({"id": "ch_1"})

    route = live.route(charge)
    client = _client(pages, mode, route.base_url)
    if mode == "async":

        async def no_sleep(_seconds: float) -> None:
            return None

        client._sleep_fn = no_sleep
    else:
        client._sleep_fn = lambda _s: None
    for _ in range(2):
        result = client.charges.create(amount=5)
        result = await result if mode == "async" else result
        assert result.id == "ch_1"
    keys = [r.headers["idempotency-key"] for r in route.requests]
    assert len(keys) == 4 and keys[0] == keys[1] and keys[2] == keys[3] and keys[0] != keys[2]
    assert [r.headers["x-retry-count"] for r in route.requests] == ["0", "1", "0", "1"]
    assert len(applied) == 2


async def test_the_callers_idempotency_key_wins(pages: Any, mode: str, live: LiveServer) -> None:
    async def ok(req: Req) -> None:
        await req.json({"id": "ch_1"})

    route = live.route(ok)
    client = _client(pages, mode, route.base_url)
    calls = [
        client.charges.create(amount=1, idempotency_key="mine"),
        client.charges.create(amount=1, extra_headers={"idempotency-key": "extra"}),
        client.with_options(default_headers={"Idempotency-Key": "default"}).charges.create(amount=1),
    ]
    for c in calls:
        if mode == "async":
            await c
    assert [r.headers["idempotency-key"] for r in route.requests] == ["mine", "extra", "default"]


# ---- where pagination comes from ----------------------------------------------------------------


def _generate(tmp_path: Path, spec: dict[str, Any], config: str = "", *extra: str) -> subprocess.CompletedProcess[str]:
    (tmp_path / "spec.json").write_text(json.dumps(spec))
    if config:
        (tmp_path / "sdkgen.yaml").write_text(config)
        cmd = [sys.executable, "-m", "generator", "ir", "-v", "--config", "sdkgen.yaml", *extra]
    else:
        cmd = [sys.executable, "-m", "generator", "ir", "-v", "spec.json", *extra]
    return subprocess.run(cmd, cwd=tmp_path, capture_output=True, text=True)


def _paginations(out: str) -> dict[str, Any]:
    ir = json.loads(out)
    return {op["operation_id"]: op["pagination"] for op in ir["operations"]}


def test_each_inferred_operation_is_reported_and_inference_can_be_switched_off(tmp_path: Path) -> None:
    r = _generate(tmp_path, SPEC)
    assert r.returncode == 0, r.stderr
    found = _paginations(r.stdout)
    assert {k: v["style"] for k, v in found.items() if v and v["source"] == "inferred"} == {
        "listCursorItem": "cursor_item",
        "listCursor": "cursor",
        "listNextUrl": "next_url",
        "listLink": "link",
        "listOffset": "offset",
        "listPage": "page",
    }
    assert found["listSpeakeasy"]["source"] == "x-speakeasy-pagination" and found["searchFern"]["source"] == "x-fern-pagination"
    assert found["listModels"] is None and found["createCharge"] is None
    inferred = [line for line in r.stderr.splitlines() if "pagination-inferred" in line]
    assert len(inferred) == 6, r.stderr
    assert any("GET /cursor_item: inferred cursor_item pagination (the last item's id sent as after, until has_more is false)" in line for line in inferred), inferred
    config = "specs: [spec.json]\noutput: out\npackage: {name: pages_sdk}\ninfer_pagination: false\noperations:\n  listOffset: {pagination: {style: offset, param: offset, limit: limit}}\n  listSpeakeasy: {pagination: false}\n"
    r = _generate(tmp_path, SPEC, config)
    assert r.returncode == 0, r.stderr
    found = _paginations(r.stdout)
    assert "pagination-inferred" not in r.stderr
    assert {k for k, v in found.items() if v} == {"listOffset", "searchFern"}
    assert found["listOffset"]["source"] == "sdkgen.yaml" and found["listOffset"]["items"] == ["data"]


@pytest.mark.parametrize(
    ("extension", "value", "message"),
    [
        ("x-speakeasy-pagination", {"type": "cursor", "inputs": [{"name": "nope", "in": "parameters", "type": "cursor"}], "outputs": {"nextCursor": "$.next"}}, "'nope' is not a query parameter"),
        ("x-speakeasy-pagination", {"type": "pages"}, "type 'pages' is not offsetLimit, cursor or url"),
        ("x-fern-pagination", {"cursor": "$request.after", "next_cursor": "$response.next", "results": "$response.missing"}, "no property 'missing'"),
    ],
)
def test_a_wrong_extension_is_reported_and_the_method_returns_the_body(tmp_path: Path, extension: str, value: dict[str, Any], message: str) -> None:
    spec = json.loads(json.dumps(SPEC))
    spec["paths"]["/cursor_item"]["get"][extension] = value
    r = _generate(tmp_path, spec)
    assert r.returncode == 0, r.stderr
    assert f"spec.json#/paths/~1cursor_item/get/{extension}" in r.stderr and message in r.stderr and "pagination-ignored" in r.stderr, r.stderr
    assert _paginations(r.stdout)["listCursorItem"] is None


def test_a_wrong_configuration_stops_generation_naming_it(tmp_path: Path) -> None:
    config = "specs: [spec.json]\noutput: out\npackage: {name: pages_sdk}\noperations:\n  listOffset: {pagination: {style: offset, param: skip}}\n"
    r = _generate(tmp_path, SPEC, config)
    assert r.returncode == 2
    assert "sdkgen.yaml: operations.listOffset.pagination: pagination parameter 'skip' is not a query parameter or body property of the operation" in r.stderr, r.stderr


async def test_total_timeout_bounds_each_page_request_not_the_iteration(pages: Any, mode: str, live: LiveServer) -> None:
    import asyncio

    async def slow(req: Req) -> None:
        await asyncio.sleep(0.7)
        await serve(req)

    route = live.route(slow)
    client = _client(pages, mode, route.base_url, total_timeout=2.0, max_retries=0)
    items = await _collect(client.cursor.list(color="red", page_size=10), mode)  # 3 pages, 2.1 s in all
    assert len(items) == TOTAL and len(route.requests) == 3


def test_sdkgen_yaml_names_an_idempotency_header_for_unsafe_methods(tmp_path: Path) -> None:
    config = "specs: [spec.json]\noutput: out\npackage: {name: pages_sdk}\nclient: {idempotency_header: X-Idem}\n"
    r = _generate(tmp_path, SPEC, config)
    assert r.returncode == 0, r.stderr
    headers = {op["operation_id"]: op["idempotency_header"] for op in json.loads(r.stdout)["operations"]}
    # the operation's own declared header wins; every other POST gets the configured one; GETs none
    assert headers["createCharge"] == "Idempotency-Key" and headers["searchFern"] == "X-Idem" and headers["listCursor"] == ""
    r = _generate(tmp_path, SPEC, config.replace("X-Idem", "'X Idem'"))
    assert r.returncode == 2 and "client.idempotency_header: 'X Idem' is not an HTTP header name" in r.stderr, r.stderr


def test_sambanova_lists_are_not_pages(root: Path) -> None:
    """SambaNova's ``GET /models`` returns ``{object: list, data: [...]}`` but takes no
    parameter that moves through it: a list, not a page (nothing inferred, no warning)."""
    from generator.configure import load_config
    from generator.pipeline import build_ir_only

    api, diagnostics, _, _ = build_ir_only(load_config(root / "sdkgen.yaml"))
    assert [op.operation_id for op in api.operations if op.pagination is not None] == []
    assert not [d for d in diagnostics.sorted() if d.code.startswith("pagination")]
    assert any(op.operation_id == "getModelList" for op in api.operations)


async def test_a_server_that_ignores_the_offset_does_not_loop_forever(pages: Any, mode: str, live: LiveServer) -> None:
    async def same(req: Req) -> None:
        await req.json({"data": ITEMS[:10]})  # the first page, whatever the offset

    route = live.route(same)
    client = _client(pages, mode, route.base_url)
    with pytest.raises(pages.APIResponseValidationError, match="same page again"):
        await _collect(client.offset.list(color="red", limit=10), mode)
    assert len(route.requests) == 2


async def test_a_server_that_alternates_cursors_does_not_loop_forever(pages: Any, mode: str, live: LiveServer) -> None:
    served = [0]

    async def alternating(req: Req) -> None:
        served[0] += 1  # each page differs (a counter), the cursors go A, B, A, ...
        token = "B" if "page_token=A" in req.query else "A"
        await req.json({"items": [{**ITEMS[0], "seen": served[0]}], "next_page_token": token})

    route = live.route(alternating)
    client = _client(pages, mode, route.base_url)
    with pytest.raises(pages.APIResponseValidationError, match="sent before"):
        await _collect(client.cursor.list(color="red"), mode)
    assert len(route.requests) == 3  # first page, A, B; A again is refused before it is sent


async def test_next_urls_that_cycle_do_not_loop_forever(pages: Any, mode: str, live: LiveServer) -> None:
    async def cycling(req: Req) -> None:
        nxt = "next_url?p=B" if "p=A" in req.query else "next_url?p=A"
        await req.json({"results": [{**ITEMS[0], "q": req.query}], "next": nxt})

    route = live.route(cycling)
    client = _client(pages, mode, route.base_url)
    with pytest.raises(pages.APIResponseValidationError, match="sent before"):
        await _collect(client.next_url.list(color="red"), mode)
    assert len(route.requests) == 3


@pytest.mark.parametrize("style", ["cursor", "next_url", "link"])
async def test_an_empty_page_with_a_next_cursor_does_not_end_the_list(pages: Any, mode: str, live: LiveServer, style: str) -> None:
    """A page may hold no items and still give the next cursor or URL (Slack's Web API says
    so; a filtered scan does it): the list goes on past it.  (An empty page that ended the
    list lost every item after it; the hostile review found it.)"""

    async def sparse(req: Req) -> None:
        n = len(route.requests)
        items = [ITEMS[0]] if n == 1 else [] if n == 2 else [ITEMS[1]]
        last = n == 3
        if style == "cursor":
            await req.json({"items": items, "next_page_token": None if last else f"tok-{n}"})
        elif style == "next_url":
            await req.json({"results": items, "next": None if last else f"next_url?p={n}"})
        else:
            await req.json(items, headers=[] if last else [("Link", f'<{route.base_url}/link?since={n}>; rel="next"')])

    route = live.route(sparse)
    client = _client(pages, mode, route.base_url)
    assert [it.id for it in await _collect(_method(client, style)(color="red"), mode)] == ["it-00", "it-01"]
    assert len(route.requests) == 3


async def test_endless_empty_pages_with_fresh_cursors_raise(pages: Any, mode: str, live: LiveServer) -> None:
    """An empty page with a next cursor goes on (above), but a server answering empty pages
    each with a new cursor was asked for pages for ever (2,299 requests in 8 s, the second
    hostile pass): after ``MAX_EMPTY_PAGES`` empty pages in a row the next raises."""

    async def endless(req: Req) -> None:
        n = len(route.requests)
        await req.json({"items": [ITEMS[0]] if n == 1 else [], "next_page_token": f"pos-{n}"})

    route = live.route(endless)
    client = _client(pages, mode, route.base_url)
    got: list[Any] = []
    with pytest.raises(pages.APIResponseValidationError, match="101 empty pages in a row"):
        if mode == "async":
            async for item in client.cursor.list(color="red"):
                got.append(item)
        else:
            got.extend(iter(client.cursor.list(color="red")))
    assert [it.id for it in got] == ["it-00"] and len(route.requests) == 102


def test_a_string_offset_or_page_is_not_counted_up(tmp_path: Path) -> None:
    """``offset`` a UTC offset (``+02:00``), ``page`` an opaque token: a named-array body with
    an integer ``count`` was paged by counting them up, overwriting the caller's value (the
    second hostile pass)."""
    spec = json.loads(json.dumps(SPEC))
    spec["components"]["schemas"]["Items"] = LIST
    spec["paths"] = {
        "/events": {"get": {"operationId": "listEvents", "parameters": [_q("count"), _q("offset", "string")], "responses": _ok({"$ref": "#/components/schemas/Items"})}},
        "/tokens": {"get": {"operationId": "listTokens", "parameters": [_q("count"), _q("page", "string")], "responses": _ok({"$ref": "#/components/schemas/Items"})}},
    }
    r = _generate(tmp_path, spec)
    assert r.returncode == 0, r.stderr
    assert _paginations(r.stdout) == {"listEvents": None, "listTokens": None}


def test_an_empty_page_that_says_there_is_more_does_not_end_the_list(tmp_path: Path, live: LiveServer) -> None:
    """A filtered scan may answer an empty page with ``has_more: true`` and a cursor: the list
    goes on past it."""
    spec = json.loads(json.dumps(SPEC))
    spec["paths"] = {
        "/scan": {
            "get": {
                "operationId": "listScan",
                "parameters": [_q("page_token", "string")],
                "responses": _ok(_obj(items=LIST, next_page_token={"type": ["string", "null"]}, has_more={"type": "boolean"})),
            }
        }
    }

    async def scan(req: Req) -> None:
        cursor = _args(req).get("page_token")
        if cursor is None:
            await req.json({"items": [], "next_page_token": "p2", "has_more": True})
        else:
            await req.json({"items": ITEMS[:2], "next_page_token": "p3", "has_more": False})

    route = live.route(scan)
    with generated_package(tmp_path, spec, "scan_sdk") as sdk:
        client = sdk.Scan(base_url=route.base_url)
        assert [it.id for it in client.scan.list()] == ["it-00", "it-01"]
        client.close()
    assert len(route.requests) == 2


@pytest.mark.parametrize("header", ["Authorization", "Content-Type", "X-Api-Key", "Cookie"])
def test_an_idempotency_header_that_would_replace_another_is_refused(tmp_path: Path, header: str) -> None:
    config = f"specs: [spec.json]\noutput: out\npackage: {{name: pages_sdk}}\nclient: {{idempotency_header: {header}}}\n"
    r = _generate(tmp_path, SPEC, config)
    assert r.returncode == 2, r.stderr
    assert "idempotency" in r.stderr and header in r.stderr


@pytest.mark.parametrize(
    ("entry", "field"),
    [
        ("listCursor: {pagination: {style: cursor, param: page_token, next: meta.does_not_exist}}", "meta.does_not_exist"),
        ("listCursor: {pagination: {style: cursor, param: page_token, next: next_page_token, has_more: nothing.here}}", "nothing.here"),
        ("listOffset: {pagination: {style: offset, param: offset, limit: limit, total: no_total}}", "no_total"),
    ],
)
def test_a_configured_field_the_response_lacks_is_refused(tmp_path: Path, entry: str, field: str) -> None:
    # the client would stop after the first page without a word: refuse it at generation
    config = f"specs: [spec.json]\noutput: out\npackage: {{name: pages_sdk}}\noperations:\n  {entry}\n"
    r = _generate(tmp_path, SPEC, config)
    assert r.returncode == 2, r.stderr
    assert f"no property {field!r}" in r.stderr, r.stderr


def test_link_relations_are_case_insensitive_and_may_be_several() -> None:
    # RFC 8288 section 2.1.1: relation types compare case-insensitively; rel may list several
    import httpx
    from sambanova_sdk._pagination import Paging  # the runtime is the same in every package

    paging = Paging("link")
    for header in ('<https://a.test/v1/link?since=2>; rel="Next"', '<https://a.test/v1/link?since=2>; rel="prev next"'):
        response = httpx.Response(200, headers={"Link": header}, json=[], request=httpx.Request("GET", "https://a.test/v1/link"))
        assert paging.following(None, None, response, 1) == ("url", "https://a.test/v1/link?since=2")


async def test_a_next_url_leaving_the_base_path_by_encoded_dots_is_not_followed(pages: Any, mode: str, live: LiveServer) -> None:
    async def away(req: Req) -> None:
        base = str(req.scope.get("root_path") or "")
        await req.json({"results": ITEMS[:10], "next": f"{base}next_url/%2e%2e/%2E%2E/admin?start=10"})

    route = live.route(away)
    client = _client(pages, mode, route.base_url)
    with pytest.raises(pages.APIResponseValidationError, match="outside the client's base URL"):
        await _collect(client.next_url.list(color="red"), mode)
    assert len(route.requests) == 1


# cursors held in nested objects, as real APIs write them
NESTED_SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Nested", "version": "1"},
    "servers": [{"url": "https://nested.test/v1"}],
    "paths": {
        # HubSpot's CRM lists: `paging.next.after`, sent back as `after`; no paging on the last page
        "/contacts": {
            "get": {
                "operationId": "listContacts",
                "parameters": [_q("after", "string"), _q("limit")],
                "responses": _ok({"$ref": "#/components/schemas/ContactPage"}),
            }
        },
        # Slack: `response_metadata.next_cursor`, sent back as `cursor`; "" on the last page
        "/conversations.list": {
            "get": {
                "operationId": "conversationsList",
                "parameters": [_q("cursor", "string"), _q("limit")],
                "responses": _ok(_obj(channels=LIST, response_metadata={"type": "object", "properties": {"next_cursor": {"type": "string"}}})),
            }
        },
        "/conversations.info": {"get": {"operationId": "conversationsInfo", "parameters": [_q("channel", "string")], "responses": _ok(ITEM)}},
        # GraphQL-style page info: `pageInfo.endCursor` + `pageInfo.hasNextPage`, sent back as `after`
        "/nodes": {
            "get": {
                "operationId": "listNodes",
                "parameters": [_q("after", "string"), _q("first")],
                "responses": _ok(_obj(nodes=LIST, pageInfo={"type": "object", "properties": {"endCursor": {"type": "string"}, "hasNextPage": {"type": "boolean"}}})),
            }
        },
    },
    "components": {
        "schemas": {
            "Item": SPEC["components"]["schemas"]["Item"],
            "NextPage": {"type": "object", "required": ["after"], "properties": {"after": {"type": "string"}, "link": {"type": "string"}}},
            "Paging": {"type": "object", "properties": {"next": {"$ref": "#/components/schemas/NextPage"}}},
            "ContactPage": {"type": "object", "required": ["results"], "properties": {"results": LIST, "paging": {"$ref": "#/components/schemas/Paging"}}},
        }
    },
}


async def serve_nested(req: Req) -> None:
    q = _args(req)
    if req.path.endswith("/contacts"):
        start = int(q.get("after", "0"))
        body: dict[str, Any] = {"results": ITEMS[start : start + 10]}
        if start + 10 < TOTAL:
            body["paging"] = {"next": {"after": str(start + 10), "link": "ignored"}}
        await req.json(body)
    elif req.path.endswith("/conversations.list"):
        start = int(q.get("cursor") or "0")
        await req.json({"channels": ITEMS[start : start + 10], "response_metadata": {"next_cursor": str(start + 10) if start + 10 < TOTAL else ""}})
    else:
        start = int(q.get("after", "0"))
        # the cursor is there on the last page too: hasNextPage ends it
        await req.json({"nodes": ITEMS[start : start + 10], "pageInfo": {"endCursor": str(start + 10), "hasNextPage": start + 10 < TOTAL}})


def test_cursors_in_nested_objects_are_inferred_and_followed(tmp_path: Path, live: LiveServer) -> None:
    r = _generate(tmp_path, NESTED_SPEC)
    assert r.returncode == 0, r.stderr
    found = _paginations(r.stdout)
    assert {k: v and (v["style"], v["param"], v["next"], v["has_more"]) for k, v in found.items()} == {
        "listContacts": ("cursor", "after", ["paging", "next", "after"], []),
        "conversationsList": ("cursor", "cursor", ["response_metadata", "next_cursor"], []),
        "listNodes": ("cursor", "after", ["pageInfo", "endCursor"], ["pageInfo", "hasNextPage"]),
        "conversationsInfo": None,
    }
    route = live.route(serve_nested)
    (tmp_path / "pkg").mkdir()
    with generated_package(tmp_path / "pkg", NESTED_SPEC, "nested_sdk") as sdk:
        client = sdk.Nested(base_url=route.base_url)
        for method, size in ((client.contacts.list, {"limit": 10}), (client.conversations.list, {"limit": 10}), (client.nodes.list, {"first": 10})):
            before = len(route.requests)
            assert [it.id for it in method(**size)] == [it["id"] for it in ITEMS]
            assert len(route.requests) - before == 3
        client.close()
    sent = [(req.path.rsplit("/", 1)[1], _args(req)) for req in route.requests]
    assert [a.get("after") for p, a in sent if p == "contacts"] == [None, "10", "20"]
    assert [a.get("cursor") for p, a in sent if p == "conversations.list"] == [None, "10", "20"]
    assert [a.get("after") for p, a in sent if p == "nodes"] == [None, "10", "20"]


def test_an_idempotency_key_declared_as_an_integer_is_not_filled_with_a_uuid(tmp_path: Path) -> None:
    """A UUID is not a value of an integer header: the client sends the caller's key, and no
    key when the caller gives none (a string or uuid key is still filled)."""
    import httpx

    spec = json.loads(json.dumps(SPEC))
    op = spec["paths"]["/charges"]["post"]
    op["parameters"] = [{"name": "Idempotency-Key", "in": "header", "schema": {"type": "integer"}}]
    r = _generate(tmp_path, spec)
    assert r.returncode == 0, r.stderr
    assert {o["operation_id"]: o["idempotency_header"] for o in json.loads(r.stdout)["operations"]}["createCharge"] == ""
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json={"id": "c"})

    (tmp_path / "pkg").mkdir()
    with generated_package(tmp_path / "pkg", spec, "intkey_sdk") as sdk:
        client = sdk.Intkey(base_url="https://pages.test/v1", http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        client.charges.create(amount=1)
        client.charges.create(amount=1, idempotency_key=42)
    assert [req.headers.get("idempotency-key") for req in sent] == [None, "42"]


@pytest.mark.parametrize(
    ("schema", "filled"),
    [
        ({"type": "string", "maxLength": 32}, False),
        ({"type": "string", "minLength": 40}, False),
        ({"type": "string", "pattern": "^[0-9]{10}$"}, False),
        ({"type": "string", "pattern": "^(?=k)"}, False),  # a lookahead: not tried, not filled
        ({"type": "string", "enum": ["a", "b"]}, False),
        ({"type": "string", "format": "date-time"}, False),
        ({"$ref": "#/components/schemas/ShortKey"}, False),
        ({"type": "string", "maxLength": 36, "pattern": "^[0-9a-f-]+$"}, True),
        ({"type": "string", "format": "uuid"}, True),
        ({"type": "string", "pattern": "^(a+)+$"}, False),  # a pattern that backtracks for ever in `re`
        # found by the hostile review: a nullable key is judged by its other branch, a
        # pattern only some UUIDs match is not filled, a length written as a float counts
        ({"type": ["string", "null"], "maxLength": 10}, False),
        ({"anyOf": [{"type": "string", "maxLength": 10}, {"type": "null"}]}, False),
        ({"anyOf": [{"type": "string", "format": "uuid"}, {"type": "null"}]}, True),
        ({"type": "string", "pattern": "^[0-9]"}, False),
        ({"type": "string", "maxLength": 10.0}, False),
        # found by the second hostile pass: a pattern uniform digits pass but most UUIDs fail,
        # and the keywords that may exclude a UUID
        ({"type": "string", "pattern": "^([0-9]{8}|[a-f]{8})-"}, False),
        ({"type": "string", "not": {"format": "uuid"}}, False),
        ({"type": "string", "if": {"minLength": 1}, "then": {"maxLength": 20}}, False),
    ],
)
def test_an_idempotency_key_a_uuid_would_violate_is_not_filled(tmp_path: Path, schema: dict[str, Any], filled: bool) -> None:
    """A declared ``Idempotency-Key`` whose schema a UUID4 (36 characters) violates - too long,
    a pattern, an enum, another format - is the caller's to give: the client filled it with a
    UUID the server rejects.  One a UUID satisfies is still filled."""
    import httpx

    spec = json.loads(json.dumps(SPEC))
    spec.setdefault("components", {}).setdefault("schemas", {})["ShortKey"] = {"type": "string", "maxLength": 16}
    spec["paths"]["/charges"]["post"]["parameters"] = [{"name": "Idempotency-Key", "in": "header", "schema": schema}]
    r = _generate(tmp_path, spec)
    assert r.returncode == 0, r.stderr
    header = {o["operation_id"]: o["idempotency_header"] for o in json.loads(r.stdout)["operations"]}["createCharge"]
    assert header == ("Idempotency-Key" if filled else "")
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json={"id": "c"})

    (tmp_path / "pkg").mkdir()
    name = f"keyed{zlib.crc32(json.dumps(schema).encode())}"  # a module name per case: imports are cached
    with generated_package(tmp_path / "pkg", spec, f"{name}_sdk") as sdk:
        client = getattr(sdk, name.title())(base_url="https://pages.test/v1", http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        client.charges.create(amount=1)
    key = sent[0].headers.get("idempotency-key")
    assert (key is not None and len(key) == 36) if filled else key is None


def test_a_nested_next_url_is_not_taken_for_a_cursor(tmp_path: Path) -> None:
    """Facebook's Graph lists: ``paging: {cursors: {before, after}, next: <uri>}`` with an
    ``after`` parameter: the cursor is ``paging.cursors.after``; ``paging.next`` is the next
    page's URL and was sent as ``after=http://...``."""
    spec = json.loads(json.dumps(NESTED_SPEC))
    uri = {"type": "string", "format": "uri"}
    cursors = {"type": "object", "properties": {"before": {"type": "string"}, "after": {"type": "string"}}}
    spec["paths"] = {
        "/feed": {
            "get": {
                "operationId": "listFeed",
                "parameters": [_q("after", "string"), _q("limit")],
                "responses": _ok(_obj(data=LIST, paging={"type": "object", "properties": {"cursors": cursors, "next": uri}})),
            }
        }
    }
    r = _generate(tmp_path, spec)
    assert r.returncode == 0, r.stderr
    found = _paginations(r.stdout)["listFeed"]
    assert (found["style"], found["param"], found["next"]) == ("cursor", "after", ["paging", "cursors", "after"])


async def test_a_cursor_that_is_an_object_is_refused(pages: Any, mode: str, live: LiveServer) -> None:
    """A server that sends an object where the cursor is (``{"limit": ..., "api_key": ...}``)
    does not get to choose query parameters of the next request: the next page raises."""

    async def handler(req: Req) -> None:
        q = _args(req)
        if q.get("page_token"):
            await req.json({"items": [], "next_page_token": None})
        else:
            await req.json({"items": ITEMS[:10], "next_page_token": {"limit": "1000", "api_key": "zzz"}})

    route = live.route(handler)
    client = _client(pages, mode, route.base_url)
    with pytest.raises(pages.APIResponseValidationError, match="is not a cursor"):
        await _collect(_call(client, "cursor"), mode)
    assert len(route.requests) == 1
    if mode == "async":
        await client.close()
    else:
        client.close()


def test_a_nullable_paging_object_still_holds_the_cursor(tmp_path: Path) -> None:
    """``paging: {anyOf: [{$ref: Paging}, {type: null}]}`` (absent or null on the last page): the
    cursor below it is inferred as when the object is not nullable."""
    spec = json.loads(json.dumps(NESTED_SPEC))
    spec["components"]["schemas"]["ContactPage"]["properties"]["paging"] = {"anyOf": [{"$ref": "#/components/schemas/Paging"}, {"type": "null"}]}
    r = _generate(tmp_path, spec)
    assert r.returncode == 0, r.stderr
    found = _paginations(r.stdout)["listContacts"]
    assert found is not None and found["next"] == ["paging", "next", "after"]


@pytest.mark.parametrize(("case", "last"), enumerate(["false", "FALSE", 0, "0", "no", "off", "f", "n"]))
def test_has_more_written_as_text_false_ends_the_pages(tmp_path: Path, live: LiveServer, case: int, last: object) -> None:
    """``hasNextPage: "false"`` (text, as the page's model reads it: False) with a cursor still
    present: the pages end; a text "true" goes on."""

    async def handler(req: Req) -> None:
        start = int(_args(req).get("after", "0"))
        if start >= TOTAL:  # asked for past the end: a boolean ends it (the test then fails)
            await req.json({"nodes": [], "pageInfo": {"endCursor": "", "hasNextPage": False}})
            return
        more = "true" if start + 10 < TOTAL else last
        await req.json({"nodes": ITEMS[start : start + 10], "pageInfo": {"endCursor": str(start + 10), "hasNextPage": more}})

    route = live.route(handler)
    (tmp_path / "pkg").mkdir()
    with generated_package(tmp_path / "pkg", NESTED_SPEC, f"nested_text_{'abcdefgh'[case]}_sdk") as sdk:
        client = getattr(sdk, f"NestedText{'ABCDEFGH'[case]}")(base_url=route.base_url)
        assert [it.id for it in client.nodes.list(first=10)] == [it["id"] for it in ITEMS]
        client.close()
    assert len(route.requests) == 3


def test_a_named_array_body_with_page_and_count_is_paged(tmp_path: Path) -> None:
    """Blockfrost's 66 lists: ``?page=&count=`` and a body that is a ``$ref`` to a named array
    schema.  Neither the ``count`` page size nor the named array was recognised, so iterating
    a list stopped after its first page in silence, and configuring the pagination by hand
    failed with "the items (the body) are not an array" (the fresh user's review)."""
    import httpx

    spec = json.loads(json.dumps(SPEC))
    spec["components"]["schemas"]["Items"] = LIST
    params = [_q("page"), _q("count"), {"name": "order", "in": "query", "schema": {"type": "string", "enum": ["asc", "desc"]}}]
    spec["paths"] = {
        "/assets": {"get": {"operationId": "listAssets", "parameters": params, "responses": _ok({"$ref": "#/components/schemas/Items"})}},
        "/pools": {"get": {"operationId": "listPools", "parameters": [_q("page"), _q("size")], "responses": _ok({"$ref": "#/components/schemas/Items"})}},
    }
    r = _generate(tmp_path, spec)
    assert r.returncode == 0, r.stderr
    found = _paginations(r.stdout)
    assert (found["listAssets"]["style"], found["listAssets"]["param"], found["listAssets"]["limit"]) == ("page", "page", "count")
    assert found["listPools"]["limit"] == "size"
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        page, count = int(request.url.params.get("page", "1")), int(request.url.params["count"])
        return httpx.Response(200, json=ITEMS[(page - 1) * count : page * count])

    (tmp_path / "pkg").mkdir()
    with generated_package(tmp_path / "pkg", spec, "named_array_sdk") as sdk:
        client = sdk.NamedArray(base_url="https://pages.test/v1", http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        assert [it.id for it in client.assets.list(count=10, order="asc")] == [it["id"] for it in ITEMS]
    assert [dict(r.url.params) for r in sent] == [
        {"count": "10", "order": "asc"},
        {"count": "10", "order": "asc", "page": "2"},
        {"count": "10", "order": "asc", "page": "3"},
    ]


def test_the_pagination_of_a_named_array_body_can_be_configured(tmp_path: Path) -> None:
    spec = json.loads(json.dumps(SPEC))
    spec["components"]["schemas"]["Items"] = LIST
    spec["paths"] = {"/things": {"get": {"operationId": "listThings", "parameters": [_q("p"), _q("n")], "responses": _ok({"$ref": "#/components/schemas/Items"})}}}
    r = _generate(tmp_path, spec, "specs: [spec.json]\noutput: out\npackage: {name: things_sdk}\noperations:\n  listThings: {pagination: {style: page, param: p, limit: n}}\n")
    assert r.returncode == 0, r.stderr
    assert _paginations(r.stdout)["listThings"]["style"] == "page"


def test_a_page_count_in_list_info_ends_the_pages_and_a_warnings_array_is_not_the_list(tmp_path: Path) -> None:
    """Dropbox Sign's list shape (fresh-user review): ``{items: [...], list_info: {num_pages,
    num_results, page, page_size}, warnings: [...]}`` with ``page``/``page_size`` parameters.
    The ``warnings`` array is not the list (the operation was left unpaged), and the page count
    in ``list_info`` ends the pages (a server answering every page with an item was asked for
    thousands)."""
    import httpx

    item = {"type": "object", "properties": {"id": {"type": "string"}}}
    spec = {
        "openapi": "3.0.3",
        "info": {"title": "Faxes", "version": "1"},
        "servers": [{"url": "https://api.faxes.test/v3"}],
        "paths": {
            "/fax/list": {
                "get": {
                    "operationId": "faxList",
                    "parameters": [
                        {"name": "page", "in": "query", "schema": {"type": "integer", "default": 1}},
                        {"name": "page_size", "in": "query", "schema": {"type": "integer", "maximum": 100}},
                    ],
                    "responses": {
                        "200": {
                            "description": "ok",
                            "content": {
                                "application/json": {
                                    "schema": {
                                        "type": "object",
                                        "properties": {
                                            "faxes": {"type": "array", "items": item},
                                            "list_info": {"type": "object", "properties": {k: {"type": "integer"} for k in ("num_pages", "num_results", "page", "page_size")}},
                                            "warnings": {"type": "array", "items": {"type": "object", "properties": {"warning_msg": {"type": "string"}}}},
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
    asked: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        page = int(request.url.params.get("page", "1"))
        asked.append(str(page))
        body = {"faxes": [{"id": f"f{page}"}], "list_info": {"num_pages": 2, "num_results": 2, "page": page, "page_size": 1}, "warnings": []}
        return httpx.Response(200, json=body)

    with generated_package(tmp_path, spec, "faxes_sdk") as sdk:
        client = sdk.Faxes(http_client=httpx.Client(transport=httpx.MockTransport(handler)), max_retries=0)
        assert [f.id for f in client.fax.list(page_size=1)] == ["f1", "f2"]
    assert asked == ["1", "2"]


def _ir_pagination(tmp_path: Path, path: str, params: list[dict[str, Any]], properties: dict[str, Any]) -> Any:
    """The IR pagination of ``GET path`` answering an object of ``properties``."""
    import yaml

    from generator.configure import config_from_args
    from generator.pipeline import build_ir_only

    spec = {
        "openapi": "3.0.3",
        "info": {"title": "Lists", "version": "1"},
        "servers": [{"url": "https://lists.example.test"}],
        "paths": {path: {"get": {"operationId": "listThem", "parameters": params, "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": properties}}}}}}}},
    }
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(spec))
    api = build_ir_only(config_from_args([str(tmp_path / "spec.yaml")], str(tmp_path / "out"), "lists_ir"))[0]
    return api.operations[0].pagination


def test_a_warnings_array_is_set_aside_only_beside_page_fields_and_num_results_is_no_total(tmp_path: Path) -> None:
    """Hostile review of the Dropbox Sign inference: ``GET /warnings`` answering ``{warnings,
    codes}`` (no page fields) is not paged over ``codes``; a ``num_results`` that counts the
    items of this page (ProPublica's) is no total that would end the pages early; with
    ``list_info`` beside them, ``warnings`` is set aside."""
    strings = {"type": "array", "items": {"type": "object", "properties": {"id": {"type": "string"}}}}
    page = [{"name": "page", "in": "query", "schema": {"type": "integer"}}]
    assert _ir_pagination(tmp_path, "/warnings", page, {"warnings": strings, "codes": strings}) is None
    paged = _ir_pagination(tmp_path, "/things", page, {"things": strings, "warnings": strings, "list_info": {"type": "object", "properties": {"num_pages": {"type": "integer"}}}})
    assert paged is not None and paged.items == ("things",) and paged.total_pages == ("list_info", "num_pages")
    offset = [{"name": "offset", "in": "query", "schema": {"type": "integer"}}, {"name": "limit", "in": "query", "schema": {"type": "integer"}}]
    counted = _ir_pagination(tmp_path, "/members", offset, {"members": strings, "num_results": {"type": "integer"}})
    assert counted is not None and counted.total == ()


def test_an_offset_list_the_caller_pages_by_number_counts_the_page_up(tmp_path: Path, live: LiveServer) -> None:
    """Directus's lists take ``offset`` and ``page`` (``page`` wins): ``list(page=2, limit=2)``
    sent ``page=2``, then ``offset=2&page=2``; the server answered page 2 again and the client
    raised "the same page again" (fresh-user review 5).  Given ``page``, the next request
    counts it up and sends no offset; without it, the offset grows as before."""
    spec = json.loads(json.dumps(SPEC))
    spec["paths"] = {"/users": {"get": {"operationId": "listUsers", "parameters": [_q("limit"), _q("offset"), _q("page")], "responses": _ok(_obj(data=LIST))}}}

    async def users(req: Req) -> None:
        q = _args(req)
        size = int(q.get("limit", 10))
        start = (int(q["page"]) - 1) * size if "page" in q else int(q.get("offset", 0))
        await req.json({"data": ITEMS[start : start + size]})

    route = live.route(users)
    with generated_package(tmp_path, spec, "byno_sdk") as sdk:
        name = next(n for n in sdk.__all__ if n.startswith("Async") and n not in ("AsyncStream", "AsyncAPIResponse"))
        client = getattr(sdk, name.removeprefix("Async"))(base_url=route.base_url)
        assert [it.n for it in client.users.list(page=11, limit=2)] == [20, 21, 22, 23, 24]
        assert [_args(r) for r in route.requests] == [{"limit": "2", "page": str(p)} for p in (11, 12, 13)]
        del route.requests[:]
        assert [it.n for it in client.users.list(limit=10)] == list(range(25))
        assert [_args(r) for r in route.requests] == [{"limit": "10"}, {"limit": "10", "offset": "10"}, {"limit": "10", "offset": "20"}]
        client.close()


def test_paging_an_offset_list_by_number_stops_at_its_total(tmp_path: Path, live: LiveServer) -> None:
    """``meta.total_count`` 6, ``limit=3``: paged by ``page`` from 1 the list asked for page 3
    and raised the server's 404 after every item had been yielded (hostile review 6); it
    stops after page 2, as the offset does after offset 3."""
    spec = json.loads(json.dumps(SPEC))
    body = _obj(data=LIST, meta={"type": "object", "properties": {"total_count": {"type": "integer"}}})
    spec["paths"] = {"/users": {"get": {"operationId": "listUsers", "parameters": [_q("limit"), _q("offset"), _q("page")], "responses": _ok(body)}}}

    async def users(req: Req) -> None:
        q = _args(req)
        size = int(q.get("limit", 10))
        start = (int(q["page"]) - 1) * size if "page" in q else int(q.get("offset", 0))
        if start >= 6:
            await req.json({"errors": [{"message": "no such page"}]}, status=404)
            return
        await req.json({"data": ITEMS[start : min(start + size, 6)], "meta": {"total_count": 6}})

    route = live.route(users)
    with generated_package(tmp_path, spec, "bytotal_sdk") as sdk:
        name = next(n for n in sdk.__all__ if n.startswith("Async") and n not in ("AsyncStream", "AsyncAPIResponse"))
        client = getattr(sdk, name.removeprefix("Async"))(base_url=route.base_url)
        assert [it.n for it in client.users.list(page=1, limit=3)] == [0, 1, 2, 3, 4, 5]
        assert [it.n for it in client.users.list(offset=0, limit=3)] == [0, 1, 2, 3, 4, 5]
        assert [_args(r).get("page", "o" + _args(r).get("offset", "")) for r in route.requests] == ["1", "2", "o0", "o3"]
        client.close()


@pytest.mark.parametrize("zero", [False, True])
def test_paging_by_number_counts_the_items_it_got(tmp_path: Path, live: LiveServer, zero: bool) -> None:
    """Paged by number, the stop at the total took every page as full as the ``limit``
    asked: a server capping pages at 5 for ``limit=10`` ended after 15 of 25 items without a
    word; zero-based pages (``page`` with ``minimum: 0``) and a call without ``limit`` asked
    past the end and raised the 404 (hostile review 7).  The items received are counted."""
    spec = json.loads(json.dumps(SPEC))
    body = _obj(data=LIST, total={"type": "integer"})
    page = {"name": "page", "in": "query", "schema": {"type": "integer", **({"minimum": 0, "default": 0} if zero else {"minimum": 1})}}
    spec["paths"] = {"/users": {"get": {"operationId": "listUsers", "parameters": [_q("limit"), _q("offset"), page], "responses": _ok(body)}}}
    first = 0 if zero else 1

    async def users(req: Req) -> None:
        q = _args(req)
        size = min(int(q.get("limit", 10)), int(q.get("cap", 10)))  # a server capping its pages
        start = (int(q["page"]) - first) * size if "page" in q else int(q.get("offset", 0))
        if start >= TOTAL:
            await req.json({"errors": [{"message": "no such page"}]}, status=404)
            return
        await req.json({"data": ITEMS[start : start + size], "total": TOTAL})

    route = live.route(users)
    with generated_package(tmp_path, spec, "bycount_sdk" + ("0" if zero else "")) as sdk:
        name = next(n for n in sdk.__all__ if n.startswith("Async") and n not in ("AsyncStream", "AsyncAPIResponse"))
        client = getattr(sdk, name.removeprefix("Async"))(base_url=route.base_url)
        assert [it.n for it in client.users.list(page=first, limit=10, extra_query={"cap": "5"})] == list(range(25))  # pages of 5
        assert [_args(r)["page"] for r in route.requests] == [str(first + i) for i in range(5)]
        del route.requests[:]
        assert [it.n for it in client.users.list(page=first)] == list(range(25))  # the server's own size
        assert [_args(r)["page"] for r in route.requests] == [str(first + i) for i in range(3)]
        del route.requests[:]
        assert [it.n for it in client.users.list(page=first + 1, limit=10)] == list(range(10, 25))  # from the second page
        assert len(route.requests) == 2
        client.close()


CONTINUATION_SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Dialogs", "version": "1"},
    "servers": [{"url": "https://dialogs.test"}],
    "paths": {
        # Dialogporten's shape (fresh-user review 7): a .NET continuation token, and
        # hasNextPage beside it; an S3-like NextContinuationToken taken as ContinuationToken
        "/dialogs": {
            "get": {
                "operationId": "listDialogs",
                "parameters": [
                    {"name": "continuationToken", "in": "query", "schema": {"type": "string", "nullable": True}},
                    {"name": "limit", "in": "query", "schema": {"type": "integer", "nullable": True}},
                ],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {
                    "type": "object",
                    "properties": {
                        "items": {"type": "array", "items": {"$ref": "#/components/schemas/Item"}},
                        "continuationToken": {"type": "string", "nullable": True},
                        "hasNextPage": {"type": "boolean"},
                    },
                }}}}},
            }
        },
        "/objects": {
            "get": {
                "operationId": "listObjects",
                "parameters": [{"name": "ContinuationToken", "in": "query", "schema": {"type": "string"}}],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {
                    "type": "object",
                    "properties": {"Contents": {"type": "array", "items": {"$ref": "#/components/schemas/Item"}}, "NextContinuationToken": {"type": "string"}},
                }}}}},
            }
        },
    },
    "components": {"schemas": {"Item": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}}}},
}


async def serve_continuation(req: Req) -> None:
    q = _args(req)
    if req.path.endswith("/dialogs"):
        start = int(q.get("continuationToken") or "0")
        end = start + int(q.get("limit", "10"))
        # the token is there on the last page too: hasNextPage ends it
        await req.json({"items": ITEMS[start:end], "continuationToken": str(end), "hasNextPage": end < TOTAL})
    else:
        start = int(q.get("ContinuationToken") or "0")
        body: dict[str, Any] = {"Contents": ITEMS[start : start + 10]}
        if start + 10 < TOTAL:
            body["NextContinuationToken"] = str(start + 10)
        await req.json(body)


def test_continuation_tokens_are_inferred_and_followed(tmp_path: Path, live: LiveServer) -> None:
    """``continuationToken`` (Dialogporten, Azure) and ``NextContinuationToken`` (S3) were
    neither inferred nor warned about: the list methods returned one page."""
    r = _generate(tmp_path, CONTINUATION_SPEC)
    assert r.returncode == 0, r.stderr
    found = _paginations(r.stdout)
    assert {k: v and (v["style"], v["param"], v["next"], v["has_more"]) for k, v in found.items()} == {
        "listDialogs": ("cursor", "continuationToken", ["continuationToken"], ["hasNextPage"]),
        "listObjects": ("cursor", "ContinuationToken", ["NextContinuationToken"], []),
    }
    route = live.route(serve_continuation)
    (tmp_path / "pkg").mkdir()
    with generated_package(tmp_path / "pkg", CONTINUATION_SPEC, "dialogs_sdk") as sdk:
        client = sdk.Dialogs(base_url=route.base_url)
        assert [it.id for it in client.dialogs.list(limit=10)] == [it["id"] for it in ITEMS]
        assert [it.id for it in client.objects.list()] == [it["id"] for it in ITEMS]
        client.close()
    sent = [(req.path.rsplit("/", 1)[1], _args(req)) for req in route.requests]
    assert [a.get("continuationToken") for p, a in sent if p == "dialogs"] == [None, "10", "20"]
    assert [a.get("ContinuationToken") for p, a in sent if p == "objects"] == [None, "10", "20"]
