"""A documented redirect that is not the operation's answer (a ``302`` beside a ``200``) is
followed by the default client, so its docs say it raises only when redirects are not
followed (fresh-user review: the docstring and api.md said it raised), on a live socket,
sync and async."""

from __future__ import annotations

import inspect
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from _generate import generated_package
from _live_server import LiveServer, Req

FILE = {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}}
SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Moved", "version": "1"},
    "servers": [{"url": "https://files.example.test"}],
    "paths": {
        "/files/{id}": {
            "get": {
                "operationId": "getFile",
                "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "responses": {
                    "200": {"description": "the file", "content": {"application/json": {"schema": FILE}}},
                    "302": {"description": "Found elsewhere"},
                    "404": {"description": "no such file"},
                },
            }
        }
    },
}


@pytest.fixture(scope="module")
def moved(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, Any]]:
    base = tmp_path_factory.mktemp("moved")
    with generated_package(base, SPEC, "moved_sdk") as module:
        yield base / "out", module
    for name in [m for m in sys.modules if m == "moved_sdk" or m.startswith("moved_sdk.")]:
        del sys.modules[name]


def test_the_docs_say_a_followed_redirect_raises_only_when_redirects_are_not_followed(moved: tuple[Path, Any]) -> None:
    out, module = moved
    doc = inspect.getdoc(module.Moved(base_url="http://127.0.0.1:9").files.retrieve) or ""
    assert "APIStatusError: HTTP 302 (Found elsewhere), only when redirects are not followed (follow_redirects=False): the client follows it." in doc
    assert "NotFoundError: HTTP 404 (no such file)." in doc
    assert "`302` raises `APIStatusError` when redirects are not followed (followed by default)" in (out / "api.md").read_text()


async def test_the_client_follows_a_documented_302_and_raises_it_when_told_not_to_follow(moved: tuple[Path, Any], mode: str, live: LiveServer) -> None:
    module = moved[1]

    async def handler(req: Req) -> None:
        if req.path.endswith("/files/a"):
            await req.respond(302, b"", headers=[("location", req.path.replace("/files/a", "/files/b"))])
        else:
            await req.respond(200, b'{"id": "b"}')

    route = live.route(handler)
    cls = module.AsyncMoved if mode == "async" else module.Moved
    client = cls(base_url=route.base_url, max_retries=0)
    result = client.files.retrieve("a")
    result = await result if mode == "async" else result
    assert result.id == "b" and [r.path.rsplit("/", 1)[1] for r in route.requests] == ["a", "b"]
    http = httpx.AsyncClient(follow_redirects=False) if mode == "async" else httpx.Client(follow_redirects=False)
    strict = cls(base_url=route.base_url, max_retries=0, http_client=http)
    with pytest.raises(module.APIStatusError) as caught:
        call = strict.files.retrieve("a")
        await call if mode == "async" else call
    assert caught.value.status_code == 302
