"""A binary or text request body is labelled with the media type the spec declares for it
(OpenAPI 3.1 section 4.8.14, the Request Body Object's ``content`` key), not always
``application/octet-stream`` / ``text/plain``: found by the wide corpus, where a search
engine's ``application/x-ndjson`` bulk body was refused with 415 by a server that checks it.
A wildcard (``image/*``) names no type to send and keeps the generic label."""

from __future__ import annotations

from typing import Any

import pytest
from _generate import Recorder, generated_package


def _put(media_type: str, schema: dict[str, Any]) -> dict[str, Any]:
    return {
        "put": {
            "requestBody": {"required": True, "content": {media_type: {"schema": schema}}},
            "responses": {"204": {"description": "done"}},
        }
    }


SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Bodies", "version": "1"},
    "servers": [{"url": "https://bodies.test"}],
    "paths": {
        "/bulk": _put("application/x-ndjson", {"type": "string", "format": "binary"}),
        "/png": _put("image/png", {"type": "string", "format": "binary"}),
        "/any-image": _put("image/*", {"type": "string", "format": "binary"}),
        "/raw": _put("application/octet-stream", {"type": "string", "format": "binary"}),
        "/csv": _put("text/csv", {"type": "string"}),
        "/plain": _put("text/plain", {"type": "string"}),
    },
}


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Any:
    with generated_package(tmp_path_factory.mktemp("body_media"), SPEC, "body_media_sdk") as module:
        yield module


@pytest.mark.parametrize(
    ("resource", "value", "label"),
    [
        ("bulk", b'{"a": 1}\n{"a": 2}\n', "application/x-ndjson"),
        ("png", b"\x89PNG\r\n", "image/png"),
        ("any_image", b"\x89PNG\r\n", "application/octet-stream"),
        ("raw", b"\x00\xff", "application/octet-stream"),
        ("csv", "a,b\n1,2\n", "text/csv"),
        ("plain", "hello", "text/plain"),
    ],
)
async def test_body_is_sent_with_its_declared_media_type(sdk: Any, mode: str, resource: str, value: Any, label: str) -> None:
    r = Recorder(sdk, "BodyMedia", mode)
    request = await r.send(getattr(r.client, resource).put(body=value))
    assert request.headers["content-type"] == label
    assert request.content == (value if isinstance(value, bytes) else value.encode())
