"""Header parameters of names the runtime owns (the hostile review's t1h): a framing or
hop-by-hop header (``Host``, ``Content-Length``, ``Transfer-Encoding``, ``Connection``...) is
not an argument, with a ``parameter-framing-header`` warning naming it and its pointer (a
``Host`` argument sent the credentials to another virtual host, a ``Content-Length`` one broke
every request); a header parameter named like the client's retry-count header wins over the
client's value when given (it was overwritten).  The requests are checked on a real socket,
sync and async."""

from __future__ import annotations

import inspect
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest
import yaml
from _generate import imported_package
from _live_server import LiveServer, Req

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)

FRAMING = ["Host", "Content-Length", "Transfer-Encoding", "Connection", "Keep-Alive", "TE", "Trailer", "Upgrade", "Expect"]
STRING = {"type": "string"}
SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Owned", "version": "1"},
    "servers": [{"url": "http://api.example.test/v1"}],
    "security": [{"bearer": []}],
    "paths": {
        "/x": {
            "post": {
                "operationId": "createX",
                "parameters": [
                    {"name": "X-Trace", "in": "header", "schema": STRING},
                    {"name": "X-Retry-Count", "in": "header", "schema": STRING},
                    *({"name": name, "in": "header", "schema": STRING} for name in FRAMING),
                ],
                "requestBody": {"content": {"application/json": {"schema": {"type": "object", "properties": {"a": STRING}}}}},
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"ok": {"type": "boolean"}}}}}}},
            }
        }
    },
    "components": {"securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}}},
}
TOKEN = "tok-SECRET-31"


@pytest.fixture(scope="module")
def owned(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Any, str]]:
    base = tmp_path_factory.mktemp("owned")
    (base / "spec.yaml").write_text(yaml.safe_dump(SPEC, sort_keys=False))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "spec.yaml", "-o", "out", "-p", "owned_sdk", "-v"], cwd=base, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    with imported_package(base / "out" / "src", "owned_sdk") as sdk:
        yield sdk, r.stderr


def test_framing_headers_are_not_arguments_and_are_warned(owned: tuple[Any, str]) -> None:
    sdk, stderr = owned
    params = inspect.signature(sdk.Owned(api_key=TOKEN).x.create).parameters
    assert "x_trace" in params and "x_retry_count" in params
    for name in FRAMING:
        assert name.lower().replace("-", "_") not in params, name
    warned = [line for line in stderr.splitlines() if "[parameter-framing-header]" in line]
    assert len(warned) == len(FRAMING), stderr
    for i, name in enumerate(FRAMING):
        pointer = f"#/paths/~1x/post/parameters/{i + 2}"
        assert any(pointer in line and repr(name) in line for line in warned), (name, warned)


async def _done(value: Any) -> Any:
    return await value if hasattr(value, "__await__") else value


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_the_wire_has_the_clients_host_and_length_and_the_callers_retry_count(owned: tuple[Any, str], live: LiveServer, mode: str) -> None:
    sdk, _ = owned
    failed: list[int] = []

    async def flaky(req: Req) -> None:
        if len(failed) < 1:  # the first attempt of each call fails, the retry succeeds
            failed.append(1)
            await req.json({"error": "busy"}, status=503)
            return
        failed.clear()
        await req.json({"ok": True})

    route = live.route(flaky)
    client = (sdk.AsyncOwned if mode == "async" else sdk.Owned)(api_key=TOKEN, base_url=route.base_url, max_retries=1)
    assert (await _done(client.x.create(a="body-" + "x" * 20, x_trace="t", x_retry_count="999"))).ok is True
    assert (await _done(client.x.create(a="b"))).ok is True
    assert len(route.requests) == 4
    for req in route.requests:
        names = [k.lower() for k, _ in req.raw_headers]
        assert names.count("host") == 1 and req.headers["host"] == f"127.0.0.1:{live.port}"
        assert names.count("content-length") == 1 and req.headers["content-length"] == str(len(req.body))
        assert names.count("x-retry-count") == 1
        assert req.headers["authorization"] == f"Bearer {TOKEN}"
    # the caller's value on both attempts of the first call; the client's count on the second's
    assert [r.headers["x-retry-count"] for r in route.requests] == ["999", "999", "0", "1"]
    assert route.requests[0].headers["x-trace"] == "t"
    await _done(client.close())
