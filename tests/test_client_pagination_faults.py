"""Pagination faults of issues 26 and 29, each on a real server on a local socket, sync and
async: a zero-based page number, a server capping the page size at its ``maximum``, a server
ignoring the offset or page while varying the body, an object where the item's ``id`` cursor
is, a next page URL (``meta.next_page_url``) beside a page number and a ``PageToken``, and a
string ``offset`` token answered in ``next_page.offset``; and the ``pagination-not-inferred``
warning of an operation that looks paginated but is not inferred.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

import pytest
from _generate import check_packages, generated_package
from _live_server import LiveServer, Req

TOTAL = 25
ITEMS = [{"id": f"it-{i:02d}", "n": i} for i in range(TOTAL)]
ITEM = {"$ref": "#/components/schemas/Item"}
LIST = {"type": "array", "items": ITEM}


def _q(name: str, kind: str = "integer", **more: Any) -> dict[str, Any]:
    return {"name": name, "in": "query", "schema": {"type": kind, **more}}


def _ok(schema: dict[str, Any]) -> dict[str, Any]:
    return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}


def _obj(**props: Any) -> dict[str, Any]:
    return {"type": "object", "required": [next(iter(props))], "properties": props}


def _get(oid: str, params: list[dict[str, Any]], schema: dict[str, Any]) -> dict[str, Any]:
    return {"get": {"operationId": oid, "parameters": params, "responses": _ok(schema)}}


META = {"type": "object", "properties": {"page": {"type": "integer"}, "next_page_url": {"type": ["string", "null"]}}}
SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Faults", "version": "1"},
    "servers": [{"url": "https://faults.test/v1"}],
    "paths": {
        # issue 26.1: a zero-based page number (`default: 0`)
        "/zero": _get("listZero", [_q("page", default=0), _q("per_page")], _obj(data=LIST)),
        # issue 26.2: the server returns at most `maximum` items, whatever `limit` says
        "/capped": _get("listCapped", [_q("offset"), _q("limit", maximum=100)], _obj(data=LIST)),
        # ... and one that says the total: it decides, not the page's length
        "/totalled": _get("listTotalled", [_q("offset"), _q("limit")], _obj(data=LIST, total={"type": "integer"})),
        "/meta_totalled": _get("listMetaTotalled", [_q("offset"), _q("limit")], _obj(data=LIST, meta={"type": "object", "properties": {"total": {"type": "integer"}}})),
        # issue 26.3 / 29.1: a server that ignores the offset or page but varies the body
        "/ignores_offset": _get("listIgnoresOffset", [_q("offset"), _q("limit")], _obj(data=LIST, request_id={"type": "string"})),
        "/ignores_page": _get("listIgnoresPage", [_q("page"), _q("per_page")], _obj(data=LIST, meta={"type": "object", "properties": {"page": {"type": "integer"}}})),
        # a total number of items beside a page number, or named `totalItems` beside an offset:
        # the last page is the one that reaches it
        "/page_totalled": _get("listPageTotalled", [_q("page"), _q("per_page")], _obj(data=LIST, total={"type": "integer"})),
        "/offset_items": _get("listOffsetItems", [_q("offset"), _q("limit")], _obj(data=LIST, totalItems={"type": "integer"})),
        # items without ids (objects without an id-like key, scalars): repeating values are data
        "/readings": _get("listReadings", [_q("offset"), _q("limit")], _obj(data={"type": "array", "items": {"$ref": "#/components/schemas/Reading"}}, total={"type": "integer"})),
        "/levels": _get("listLevels", [_q("page"), _q("per_page")], _obj(data={"type": "array", "items": {"type": "integer"}})),
        # issue 26.4: the run-time guard (the schema lets `id` be anything)
        "/loose": _get("listLoose", [_q("after", "string"), _q("limit")], _obj(data={"type": "array", "items": {"$ref": "#/components/schemas/Loose"}}, has_more={"type": "boolean"})),
        # Stripe's lists: `starting_after` and `ending_before`, the last or first item's id
        "/customers": _get("listCustomers", [_q("limit"), _q("starting_after", "string"), _q("ending_before", "string")], _obj(data=LIST, has_more={"type": "boolean"})),
        # issue 29.1: a next page URL beside a page number and a PageToken
        "/calls": _get("listCalls", [_q("Page"), _q("PageSize"), _q("PageToken", "string")], _obj(calls=LIST, meta=META)),
        # issue 29.4: a string `offset` token, answered in `next_page.offset`
        "/records": _get(
            "listRecords",
            [_q("limit"), _q("offset", "string")],
            _obj(records=LIST, next_page={"anyOf": [{"type": "object", "properties": {"offset": {"type": "string"}, "limit": {"type": "integer"}}}, {"type": "null"}]}),
        ),
    },
    "components": {
        "schemas": {
            "Item": {"type": "object", "required": ["id", "n"], "properties": {"id": {"type": "string"}, "n": {"type": "integer"}}},
            "Loose": {"type": "object", "properties": {"id": {}, "n": {"type": "integer"}}},
            "Reading": {"type": "object", "properties": {"sensor": {"type": "string"}, "value": {"type": "integer"}}},
        }
    },
}


@pytest.fixture(scope="module")
def faults(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with generated_package(tmp_path_factory.mktemp("faults"), SPEC, "faults_sdk") as module:
        yield module


def _args(req: Req) -> dict[str, str]:
    return {k: v[-1] for k, v in parse_qs(req.query).items()}


def _client(sdk: Any, mode: str, base_url: str) -> Any:
    return (sdk.AsyncFaults if mode == "async" else sdk.Faults)(base_url=base_url)


async def _collect(result: Any, mode: str) -> list[Any]:
    if mode == "async":
        return [item async for item in result]
    return list(result)


async def _close(client: Any, mode: str) -> None:
    if mode == "async":
        await client.close()
    else:
        client.close()


def _ir(tmp_path: Path, spec: dict[str, Any]) -> tuple[dict[str, Any], str]:
    (tmp_path / "spec.json").write_text(json.dumps(spec))
    r = subprocess.run([sys.executable, "-m", "generator", "ir", "-v", "spec.json"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return {op["operation_id"]: op["pagination"] for op in json.loads(r.stdout)["operations"]}, r.stderr


# ---- issue 26.1: the first page number ---------------------------------------------------------


@pytest.mark.parametrize(("first", "expected"), [(None, list(range(TOTAL))), (1, list(range(10, TOTAL)))])
async def test_a_zero_based_page_number_counts_from_its_default(faults: Any, mode: str, live: LiveServer, first: int | None, expected: list[int]) -> None:
    """``page`` with ``default: 0``: page 0 (the server's default), then 1 and 2.  It went 0, 2:
    the second page's items were skipped.  A page the caller gives is counted up from."""

    async def zero_based(req: Req) -> None:
        q = _args(req)
        page, size = int(q.get("page", 0)), int(q["per_page"])
        await req.json({"data": ITEMS[page * size : (page + 1) * size]})

    route = live.route(zero_based)
    client = _client(faults, mode, route.base_url)
    extra = {} if first is None else {"page": first}
    assert [it.n for it in await _collect(client.zero.list(per_page=10, **extra), mode)] == expected
    pages = [_args(r).get("page") for r in route.requests]
    assert pages == ([None, "1", "2"] if first is None else ["1", "2"])
    await _close(client, mode)


def test_the_first_page_number_is_the_default_else_the_minimum_else_1(tmp_path: Path) -> None:
    spec = json.loads(json.dumps(SPEC))
    spec["paths"] = {
        "/a": _get("listA", [_q("page", default=0), _q("per_page")], _obj(data=LIST)),
        "/b": _get("listB", [_q("page", minimum=0), _q("per_page")], _obj(data=LIST)),
        "/c": _get("listC", [{"name": "page", "in": "query", "schema": {"$ref": "#/components/schemas/PageNo"}}, _q("per_page")], _obj(data=LIST)),
        "/d": _get("listD", [_q("page"), _q("per_page")], _obj(data=LIST)),
        "/e": _get("listE", [_q("page", default=2, minimum=0), _q("per_page")], _obj(data=LIST)),
    }
    spec["components"]["schemas"]["PageNo"] = {"type": "integer", "minimum": 0}
    found, _ = _ir(tmp_path, spec)
    assert {k: v["start"] for k, v in found.items()} == {"listA": 0, "listB": 0, "listC": 0, "listD": 1, "listE": 2}


# ---- issue 26.2: a page size the server caps ---------------------------------------------------


MANY = [{"id": f"m-{i:03d}", "n": i} for i in range(250)]


async def capped(req: Req) -> None:
    q = _args(req)
    start, size = int(q.get("offset", 0)), min(int(q.get("limit", 20)), 100)  # at most 100
    body: dict[str, Any] = {"data": MANY[start : start + size]}
    if req.path.endswith("/v1/totalled"):
        body["total"] = len(MANY)
    if req.path.endswith("/meta_totalled"):
        body["meta"] = {"total": len(MANY)}
    await req.json(body)


@pytest.mark.parametrize("op", ["capped", "totalled", "meta_totalled"])
async def test_a_page_size_above_the_servers_maximum_does_not_end_the_list(faults: Any, mode: str, live: LiveServer, op: str) -> None:
    """``list(limit=1000)`` from a server returning at most 100 (its documented ``maximum``, or
    a ``total`` in the body or its ``meta``): every one of the 250 items, not the first 100."""
    route = live.route(capped)
    client = _client(faults, mode, route.base_url)
    items = await _collect(getattr(client, op).list(limit=1000), mode)
    assert [it.n for it in items] == list(range(250))
    assert [_args(r).get("offset") for r in route.requests] == [None, "100", "200"]
    await _close(client, mode)


# ---- a total in the body ends the list (no request after the last page) ----------------------


async def totalled(req: Req) -> None:
    q = _args(req)
    if req.path.endswith("/page_totalled"):
        size = int(q.get("per_page", 10))
        start = (int(q.get("page", 1)) - 1) * size
        await req.json({"data": ITEMS[start : start + size], "total": TOTAL})
    else:
        start, size = int(q.get("offset", 0)), int(q.get("limit", 10))
        await req.json({"data": ITEMS[start : start + size], "totalItems": TOTAL})


@pytest.mark.parametrize(("op", "param", "given", "expected"), [
    ("page_totalled", "page", {"per_page": 5}, [None, "2", "3", "4", "5"]),  # full pages to the end
    ("page_totalled", "page", {}, [None, "2", "3"]),  # the server's own page size, a short last page
    ("page_totalled", "page", {"page": 2, "per_page": 5}, ["2", "3", "4", "5"]),  # from a later page
    ("offset_items", "offset", {"limit": 5}, [None, "5", "10", "15", "20"]),
])
async def test_the_total_in_the_body_ends_the_list_without_another_request(faults: Any, mode: str, live: LiveServer, op: str, param: str, given: dict[str, int], expected: list[str | None]) -> None:
    """25 items, a ``total`` (``totalItems``) of 25: the page that reaches it is the last, even
    when it is full or no page size was given; no request for an empty page after it."""
    route = live.route(totalled)
    client = _client(faults, mode, route.base_url)
    items = await _collect(getattr(client, op).list(**given), mode)
    first = (given.get("page", 1) - 1) * given.get("per_page", 0)
    assert [it.n for it in items] == list(range(first, TOTAL))
    assert [_args(r).get(param) for r in route.requests] == expected
    await _close(client, mode)


def test_a_total_beside_a_page_number_is_inferred(tmp_path: Path) -> None:
    spec = json.loads(json.dumps(SPEC))
    spec["paths"] = {k: v for k, v in SPEC["paths"].items() if k in ("/page_totalled", "/offset_items")}
    found, _ = _ir(tmp_path, spec)
    assert (found["listPageTotalled"]["style"], found["listPageTotalled"]["total"]) == ("page", ["total"])
    assert (found["listOffsetItems"]["style"], found["listOffsetItems"]["total"]) == ("offset", ["totalItems"])


# ---- issue 26.3: a server that ignores the offset or page --------------------------------------


@pytest.mark.parametrize("op", ["ignores_offset", "ignores_page"])
async def test_a_server_that_ignores_the_position_but_varies_the_body_is_not_paged_for_ever(faults: Any, mode: str, live: LiveServer, op: str) -> None:
    """The first page again and again, each with a fresh ``request_id`` (or its own
    ``meta.page`` echoed): the bytes differ, the items do not; the second page raises."""

    async def same(req: Req) -> None:
        n = len(route.requests)
        if n > 5:  # bounds the test without the fix: the list then ends, and the test fails
            await req.json({"data": []})
            return
        await req.json({"data": ITEMS[:10], "request_id": f"req-{n}", "meta": {"page": int(_args(req).get("page", 1))}})

    route = live.route(same)
    client = _client(faults, mode, route.base_url)
    method = getattr(client, op).list
    with pytest.raises(faults.APIResponseValidationError, match="same page again"):
        await _collect(method(**({"limit": 10} if op == "ignores_offset" else {"per_page": 10})), mode)
    assert len(route.requests) == 2
    await _close(client, mode)


@pytest.mark.parametrize("op", ["ignores_offset", "ignores_page"])
async def test_a_server_that_ignores_the_position_and_stamps_every_item_is_not_paged_for_ever(faults: Any, mode: str, live: LiveServer, op: str) -> None:
    """The first page again and again, each item stamped with the answer's time
    (``fetched_at``): no two pages have the same JSON, but the same item ids; the second
    page raises."""

    async def stamped(req: Req) -> None:
        n = len(route.requests)
        if n > 5:  # bounds the test without the fix: the list then ends, and the test fails
            await req.json({"data": []})
            return
        await req.json({"data": [{**it, "fetched_at": f"t-{n}"} for it in ITEMS[:10]]})

    route = live.route(stamped)
    client = _client(faults, mode, route.base_url)
    method = getattr(client, op).list
    with pytest.raises(faults.APIResponseValidationError, match="same page again"):
        await _collect(method(**({"limit": 10} if op == "ignores_offset" else {"per_page": 10})), mode)
    assert len(route.requests) == 2
    await _close(client, mode)


async def test_pages_of_other_items_with_the_same_other_fields_are_all_read(faults: Any, mode: str, live: LiveServer) -> None:
    """Ids decide, not the other fields: pages whose items differ only by their ids (the
    rest of each item the same on every page) are every page of the list."""

    async def alike(req: Req) -> None:
        start = int(_args(req).get("offset", 0))
        await req.json({"data": [{"id": f"x-{i}", "n": 0} for i in range(start, min(start + 10, TOTAL))]})

    route = live.route(alike)
    client = _client(faults, mode, route.base_url)
    items = await _collect(client.ignores_offset.list(limit=10), mode)
    assert [it.id for it in items] == [f"x-{i}" for i in range(TOTAL)]
    assert len(route.requests) == 3
    await _close(client, mode)


async def test_a_server_that_alternates_two_pages_whatever_the_offset_is_not_paged_for_ever(faults: Any, mode: str, live: LiveServer) -> None:
    """Pages A, B, A, ... for offsets 0, 10, 20, ...: no page repeats the one just before, but
    the third repeats the first; asking for the fourth is refused."""

    async def alternating(req: Req) -> None:
        n = len(route.requests)
        if n > 6:  # bounds the test without the fix
            await req.json({"data": []})
            return
        first = n % 2 == 1
        await req.json({"data": ITEMS[:10] if first else ITEMS[10:20], "request_id": f"req-{n}"})

    route = live.route(alternating)
    client = _client(faults, mode, route.base_url)
    with pytest.raises(faults.APIResponseValidationError, match="same page again"):
        await _collect(client.ignores_offset.list(limit=10), mode)
    assert len(route.requests) == 3
    await _close(client, mode)


# ---- issue 26.4: an item id that is an object ----------------------------------------------------


def test_an_item_id_that_is_an_object_is_not_a_cursor(tmp_path: Path) -> None:
    """``after`` + ``has_more`` with items whose ``id`` is an object: sent back as the cursor,
    its keys would become query parameters.  Not paginated, with a warning saying why."""
    spec = json.loads(json.dumps(SPEC))
    spec["components"]["schemas"]["Keyed"] = {"type": "object", "properties": {"id": {"type": "object", "properties": {"org": {"type": "string"}}}}}
    spec["components"]["schemas"]["Ref"] = {"type": "object", "properties": {"org": {"type": "string"}}}
    spec["components"]["schemas"]["RefKeyed"] = {"type": "object", "properties": {"id": {"$ref": "#/components/schemas/Ref"}}}
    params = [_q("after", "string"), _q("limit")]
    spec["paths"] = {
        "/keyed": _get("listKeyed", params, _obj(data={"type": "array", "items": {"$ref": "#/components/schemas/Keyed"}}, has_more={"type": "boolean"})),
        "/ref_keyed": _get("listRefKeyed", params, _obj(data={"type": "array", "items": {"$ref": "#/components/schemas/RefKeyed"}}, has_more={"type": "boolean"})),
        "/plain": _get("listPlain", params, _obj(data=LIST, has_more={"type": "boolean"})),
    }
    found, stderr = _ir(tmp_path, spec)
    assert found["listKeyed"] is None and found["listRefKeyed"] is None
    assert found["listPlain"]["style"] == "cursor_item"
    lines = [line for line in stderr.splitlines() if "pagination-not-inferred" in line]
    assert len(lines) == 2, stderr
    assert all("'id' is an object, not a cursor" in line for line in lines), lines
    assert "GET /keyed looks paginated" in lines[0] or "GET /keyed looks paginated" in lines[1]


async def test_an_item_id_sent_as_an_object_is_refused_at_run_time(faults: Any, mode: str, live: LiveServer) -> None:
    async def keyed(req: Req) -> None:
        await req.json({"data": [{"id": {"limit": "1000", "api_key": "zzz"}, "n": 0}], "has_more": True})

    route = live.route(keyed)
    client = _client(faults, mode, route.base_url)
    with pytest.raises(faults.APIResponseValidationError, match="is not a cursor"):
        await _collect(client.loose.list(), mode)
    assert len(route.requests) == 1
    await _close(client, mode)


# ---- Stripe's backwards cursor -------------------------------------------------------------------


async def stripe_list(req: Req) -> None:
    """Stripe's list: ``starting_after`` the items after that id, ``ending_before`` the
    ``limit`` items just before it (in list order); both at once is an error."""
    q = _args(req)
    limit, ids = int(q.get("limit", 10)), [it["id"] for it in ITEMS]
    if "starting_after" in q and "ending_before" in q:
        await req.json({"error": "both cursors"}, status=400)
        return
    if "ending_before" in q:
        end = ids.index(q["ending_before"])
        start = max(0, end - limit)
        await req.json({"data": ITEMS[start:end], "has_more": start > 0})
        return
    start = ids.index(q["starting_after"]) + 1 if "starting_after" in q else 0
    await req.json({"data": ITEMS[start : start + limit], "has_more": start + limit < TOTAL})


async def test_ending_before_pages_backwards_and_never_sends_both_cursors(faults: Any, mode: str, live: LiveServer) -> None:
    """``ending_before`` given: each next page ends before the first item of the page before
    (it sent ``starting_after`` = the last item's id with ``ending_before`` kept: both cursors,
    paging forwards).  Forwards, ``ending_before`` is never sent."""
    route = live.route(stripe_list)
    client = _client(faults, mode, route.base_url)
    items = await _collect(client.customers.list(limit=2, ending_before="it-05"), mode)
    assert [it.n for it in items] == [3, 4, 1, 2, 0]
    assert [(_args(r).get("starting_after"), _args(r).get("ending_before")) for r in route.requests] == [(None, "it-05"), (None, "it-03"), (None, "it-01")]
    route.requests.clear()
    items = await _collect(client.customers.list(limit=10, starting_after="it-19"), mode)
    assert [it.n for it in items] == list(range(20, TOTAL))
    assert [sorted(_args(r)) for r in route.requests] == [["limit", "starting_after"]]
    await _close(client, mode)


# ---- issue 29.1: a next page URL wins over a page number ---------------------------------------


async def test_a_next_page_url_in_meta_wins_over_the_page_number(faults: Any, mode: str, live: LiveServer, tmp_path: Path) -> None:
    """``Page``, ``PageSize`` and ``PageToken`` parameters, ``meta.next_page_url`` in the body:
    the client follows the URL (the server pages by token and ignores ``Page``).  It counted
    ``Page`` up and never ended."""
    found, _ = _ir(tmp_path, SPEC)
    assert (found["listCalls"]["style"], found["listCalls"]["next"]) == ("next_url", ["meta", "next_page_url"])

    async def by_token(req: Req) -> None:
        q = _args(req)
        if len(route.requests) > 6:
            await req.json({"error": "too many"}, status=400)
            return
        start, size = int(q.get("PageToken", "0")), int(q.get("PageSize", 10))
        nxt = f"calls?PageSize={size}&Page={q.get('Page', '0')}&PageToken={start + size}" if start + size < TOTAL else None
        await req.json({"calls": ITEMS[start : start + size], "meta": {"page": int(q.get("Page", 0)), "next_page_url": nxt}})

    route = live.route(by_token)
    client = _client(faults, mode, route.base_url)
    assert [it.n for it in await _collect(client.calls.list(page_size=10), mode)] == list(range(TOTAL))
    assert [_args(r).get("PageToken") for r in route.requests] == [None, "10", "20"]
    await _close(client, mode)


# ---- issue 29.4: a string offset token in next_page.offset ---------------------------------------


async def test_a_string_offset_token_in_next_page_is_followed(faults: Any, mode: str, live: LiveServer, tmp_path: Path) -> None:
    found, _ = _ir(tmp_path, SPEC)
    assert (found["listRecords"]["style"], found["listRecords"]["param"], found["listRecords"]["next"]) == ("cursor", "offset", ["next_page", "offset"])

    async def tokens(req: Req) -> None:
        q = _args(req)
        start, size = int(q.get("offset", "tok0").removeprefix("tok")), int(q["limit"])
        nxt = {"offset": f"tok{start + size}", "limit": size} if start + size < TOTAL else None
        await req.json({"records": ITEMS[start : start + size], "next_page": nxt})

    route = live.route(tokens)
    client = _client(faults, mode, route.base_url)
    assert [it.n for it in await _collect(client.records.list(limit=10), mode)] == list(range(TOTAL))
    assert [_args(r).get("offset") for r in route.requests] == [None, "tok10", "tok20"]
    await _close(client, mode)


# ---- a list that looks paginated but is not inferred says why ----------------------------------


def test_an_operation_that_looks_paginated_but_is_not_inferred_is_warned_about(tmp_path: Path) -> None:
    spec = json.loads(json.dumps(SPEC))
    spec["paths"] = {
        "/a": _get("listA", [_q("page", "string")], _obj(data=LIST)),
        "/b": _get("listB", [_q("cursor", "string"), _q("limit")], _obj(data=LIST)),
        "/c": _get("listC", [_q("offset")], _obj(data=LIST)),
        "/d": _get("listD", [_q("page")], _obj(users=LIST, groups=LIST, total={"type": "integer"})),
        "/f": _get("listF", [_q("page")], _obj(users=LIST, groups=LIST)),  # several arrays, nothing says page
        "/e": _get("listE", [_q("limit")], _obj(data=LIST)),  # a limit alone does not look paginated
    }
    found, stderr = _ir(tmp_path, spec)
    assert all(v is None for v in found.values()), found
    lines = {line.split("looks paginated: ")[0].rsplit(" ", 2)[-2]: line for line in stderr.splitlines() if "pagination-not-inferred" in line}
    assert set(lines) == {"/a", "/b", "/c", "/d"}, stderr
    assert "'page' is a string, not a number to count up" in lines["/a"]
    assert "has no next cursor, token or URL" in lines["/b"]
    assert "no page size parameter" in lines["/c"]
    assert "which of the response's arrays (users, groups)" in lines["/d"]


def test_an_object_id_cursor_is_refused_from_every_source(tmp_path: Path) -> None:
    """``sdkgen.yaml`` naming ``cursor_item`` over an object ``id``: a configuration error (exit
    2); ``x-speakeasy-pagination`` saying ``$.data[-1].id``: a ``pagination-ignored`` warning."""
    spec = json.loads(json.dumps(SPEC))
    spec["components"]["schemas"]["Keyed"] = {"type": "object", "properties": {"id": {"type": "object", "properties": {"org": {"type": "string"}}}}}
    keyed = _obj(data={"type": "array", "items": {"$ref": "#/components/schemas/Keyed"}}, has_more={"type": "boolean"})
    spec["paths"] = {"/keyed": _get("listKeyed", [_q("after", "string"), _q("limit")], keyed)}
    (tmp_path / "spec.json").write_text(json.dumps(spec))
    (tmp_path / "sdkgen.yaml").write_text("specs: [spec.json]\noutput: out\npackage: {name: k_sdk}\noperations:\n  listKeyed: {pagination: {style: cursor_item, param: after, has_more: has_more}}\n")
    r = subprocess.run([sys.executable, "-m", "generator", "ir", "--config", "sdkgen.yaml"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 2, r.stderr
    assert "operations.listKeyed.pagination: the items' 'id' is an object, not a cursor" in r.stderr and "Traceback" not in r.stderr, r.stderr
    spec["paths"]["/keyed"]["get"]["x-speakeasy-pagination"] = {
        "type": "cursor",
        "inputs": [{"name": "after", "in": "parameters", "type": "cursor"}],
        "outputs": {"nextCursor": "$.data[-1].id", "results": "$.data"},
    }
    found, stderr = _ir(tmp_path, spec)
    assert found["listKeyed"] is None
    assert "[pagination-ignored]" in stderr and "'id' is an object, not a cursor" in stderr, stderr


def test_a_vendor_extensions_page_number_starts_at_the_parameters_minimum(tmp_path: Path) -> None:
    spec = json.loads(json.dumps(SPEC))
    spec["paths"] = {"/p": _get("listP", [_q("p", minimum=0), _q("n", maximum=50)], _obj(data=LIST))}
    spec["paths"]["/p"]["get"]["x-speakeasy-pagination"] = {
        "type": "offsetLimit",
        "inputs": [{"name": "p", "in": "parameters", "type": "page"}, {"name": "n", "in": "parameters", "type": "limit"}],
        "outputs": {"results": "$.data"},
    }
    found, _ = _ir(tmp_path, spec)
    assert (found["listP"]["style"], found["listP"]["start"], found["listP"]["limit_max"]) == ("page", 0, 50)


def test_the_package_type_checks_and_lints(faults: Any) -> None:
    check_packages([(Path(faults.__file__).parents[2], "faults_sdk")])


def test_a_page_number_parameter_named_page_number_is_counted_up(tmp_path: Path) -> None:
    """``page_number`` (or ``pageNumber``) is a page number as ``page`` is: it was warned about
    as looking paginated, and not paged."""
    spec = json.loads(json.dumps(SPEC))
    spec["paths"] = {
        "/a": _get("listA", [_q("page_number", minimum=1), _q("page_size")], _obj(data=LIST)),
        "/b": _get("listB", [_q("pageNumber", "string")], _obj(data=LIST)),
    }
    found, stderr = _ir(tmp_path, spec)
    assert (found["listA"]["style"], found["listA"]["param"], found["listA"]["start"]) == ("page", "page_number", 1)
    assert found["listB"] is None and "'pageNumber' is a string, not a number to count up" in stderr, stderr


async def test_a_clamped_page_number_is_refused_before_its_items_are_yielded(faults: Any, mode: str, live: LiveServer) -> None:
    """7 items on 4 pages of 2; the server answers any page past 4 with page 4 and says
    ``total: 8``: the 4th page (7 items so far) asks for a 5th, which repeats the 4th.  It
    raises "same page again" before its item is yielded: no item twice (the list once ended
    silently with the last item yielded twice)."""
    seven = ITEMS[:7]

    async def clamped(req: Req) -> None:
        page = min(int(_args(req).get("page", 1)), 4)
        await req.json({"data": seven[(page - 1) * 2 : page * 2], "total": 8})

    route = live.route(clamped)
    client = _client(faults, mode, route.base_url)
    got: list[str] = []
    with pytest.raises(faults.APIResponseValidationError, match="same page again"):
        if mode == "async":
            async for item in client.page_totalled.list(per_page=2):
                got.append(item.id)
        else:
            for item in client.page_totalled.list(per_page=2):
                got.append(item.id)
    assert got == [it["id"] for it in seven]  # each once
    assert [_args(r).get("page") for r in route.requests] == [None, "2", "3", "4", "5"]
    await _close(client, mode)


# ---- items without ids: a page like the page before is data, not a repeat -----------------------

READINGS = [20, 21, 20, 21, 22, 23]


@pytest.mark.parametrize("values", [READINGS, [20, 21, 20, 21, 7, 20, 21, 5, 5, 20, 21, 5]])
async def test_id_less_items_that_repeat_the_page_before_are_all_read(faults: Any, mode: str, live: LiveServer, values: list[int]) -> None:
    """Readings without ids whose values repeat (20, 21, 20, 21, ...): a page of 2 equal to
    the page before, or to an earlier one, is the list's data, every item is yielded (the
    guard once raised "same page again" after 2 of 6 items, comparing with every earlier
    page)."""

    async def readings(req: Req) -> None:
        start, size = int(_args(req).get("offset", 0)), int(_args(req).get("limit", 2))
        await req.json({"data": [{"sensor": "s1", "value": v} for v in values[start : start + size]], "total": len(values)})

    route = live.route(readings)
    client = _client(faults, mode, route.base_url)
    items = await _collect(client.readings.list(limit=2), mode)
    assert [it.value for it in items] == values
    assert [_args(r).get("offset") for r in route.requests] == [None, *[str(n) for n in range(2, len(values), 2)]]
    await _close(client, mode)


async def test_scalar_items_that_repeat_the_page_before_are_all_read(faults: Any, mode: str, live: LiveServer) -> None:
    values = [1, 1, 1, 1, 2]

    async def levels(req: Req) -> None:
        page, size = int(_args(req).get("page", 1)), int(_args(req).get("per_page", 2))
        await req.json({"data": values[(page - 1) * size : page * size]})

    route = live.route(levels)
    client = _client(faults, mode, route.base_url)
    assert await _collect(client.levels.list(per_page=2), mode) == values
    await _close(client, mode)


async def test_a_server_that_ignores_the_offset_of_id_less_items_is_stopped_at_the_third_equal_page(faults: Any, mode: str, live: LiveServer) -> None:
    """The first page of readings whatever the offset: the third page equal to the two before
    it raises before its items are yielded (the first page is yielded twice, never more)."""

    async def same(req: Req) -> None:
        if len(route.requests) > 6:  # bounds the test without the guard
            await req.json({"data": []})
            return
        await req.json({"data": [{"sensor": "s1", "value": v} for v in READINGS[:2]], "total": 100})

    route = live.route(same)
    client = _client(faults, mode, route.base_url)
    got: list[int] = []
    with pytest.raises(faults.APIResponseValidationError, match="same page again"):
        if mode == "async":
            async for item in client.readings.list(limit=2):
                got.append(item.value)
        else:
            for item in client.readings.list(limit=2):
                got.append(item.value)
    assert got == [20, 21, 20, 21]
    assert len(route.requests) == 3
    await _close(client, mode)
