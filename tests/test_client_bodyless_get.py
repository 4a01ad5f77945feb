"""A ``GET`` whose success response declares no content (Karakeep's ``GET /assets/{assetId}``):
the method returns ``None`` as the spec says, generation notes it (in ``--verbose`` output only),
and the body the server sends anyway is read through ``with_raw_response``."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import httpx
import pytest
import yaml
from _generate import imported_package

PNG = b"\x89PNG\r\n\x1a\n\x00binary"

SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Assets", "version": "1"},
    "servers": [{"url": "https://api.assets.test"}],
    "paths": {
        "/assets/{assetId}": {
            "get": {
                "operationId": "getAsset",
                "parameters": [{"name": "assetId", "in": "path", "required": True, "schema": {"type": "string"}}],
                "responses": {"200": {"description": "the asset"}},
            },
            "delete": {
                "operationId": "deleteAsset",
                "parameters": [{"name": "assetId", "in": "path", "required": True, "schema": {"type": "string"}}],
                "responses": {"200": {"description": "deleted"}},
            },
        },
        "/empty": {"get": {"operationId": "getEmpty", "responses": {"204": {"description": "nothing"}}}},
    },
}

NOTE = (
    "info: spec.yaml#/paths/~1assets~1{assetId}/get/responses/200: [response-without-content] GET /assets/{assetId}: "
    "the 200 response declares no content (the method returns None; the body is available through with_raw_response)"
)


def _generate(base: Path, *flags: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", "generate", "spec.yaml", "-o", "out", "-p", "assets_sdk", *flags], cwd=base, capture_output=True, text=True)


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ModuleType, str, str]]:
    base = tmp_path_factory.mktemp("bodyless_get")
    (base / "spec.yaml").write_text(yaml.safe_dump(SPEC))
    quiet = _generate(base)
    assert quiet.returncode == 0, quiet.stderr
    verbose = _generate(base, "-v")
    assert verbose.returncode == 0, verbose.stderr
    with imported_package(base / "out" / "src", "assets_sdk") as sdk:
        yield sdk, quiet.stderr, verbose.stderr


def test_the_note_is_printed_only_when_verbose_and_only_for_the_get(generated: tuple[ModuleType, str, str]) -> None:
    _, quiet, verbose = generated
    assert "response-without-content" not in quiet
    notes = [line for line in verbose.splitlines() if "response-without-content" in line]
    assert notes == [NOTE]  # not the DELETE, not the 204


async def test_the_method_returns_none_and_the_raw_response_has_the_bytes(generated: tuple[ModuleType, str, str], mode: str) -> None:
    sdk = generated[0]
    seen: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request.url.path)
        return httpx.Response(200, content=PNG, headers={"content-type": "image/png"})

    transport = httpx.MockTransport(handler)
    if mode == "async":
        async with httpx.AsyncClient(transport=transport) as http:
            client: Any = sdk.AsyncAssets(http_client=http, max_retries=0)
            assert await client.assets.retrieve("a1") is None
            raw = await client.assets.with_raw_response.retrieve("a1")
            assert (raw.status_code, raw.headers["content-type"]) == (200, "image/png")
            assert await raw.read() == PNG
            assert await raw.parse() is None
            assert await raw.parse(to=bytes) == PNG
    else:
        with httpx.Client(transport=transport) as http:
            client = sdk.Assets(http_client=http, max_retries=0)
            assert client.assets.retrieve("a1") is None
            raw = client.assets.with_raw_response.retrieve("a1")
            assert (raw.status_code, raw.headers["content-type"]) == (200, "image/png")
            assert raw.read() == PNG
            assert raw.parse() is None
            assert raw.parse(to=bytes) == PNG
    assert seen == ["/assets/a1", "/assets/a1"]
