"""A multipart property whose schema says nothing (``file: {$ref: Blob}`` with ``Blob: {}``,
typed ``Any``) is ``application/octet-stream`` (OpenAPI 3.1 section 4.8.15): file content
given for it is sent as a file part, the bytes as they are; text and objects as text and JSON
parts (before: ``repr()`` of the bytes, of the open file or of the path went out as text)."""

from __future__ import annotations

import asyncio
import pathlib
from pathlib import Path
from typing import Any

import httpx
from _generate import generated_package, multipart_parts

SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Up", "version": "1"},
    "servers": [{"url": "https://up.test"}],
    "paths": {
        "/assets": {
            "post": {
                "operationId": "uploadAsset",
                "requestBody": {
                    "required": True,
                    "content": {
                        "multipart/form-data": {
                            "schema": {
                                "type": "object",
                                "required": ["file"],
                                "properties": {"file": {"$ref": "#/components/schemas/Blob"}, "note": {}, "name": {"type": "string"}, "many": {"type": "array", "items": {}}},
                            }
                        }
                    },
                },
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"id": {"type": "string"}}}}}}},
            }
        }
    },
    "components": {"schemas": {"Blob": {}}},
}

PNG = b"\x89PNG\r\n\x1a\n\x00\xff"


def test_file_content_for_an_untyped_part_is_a_file(tmp_path: Path) -> None:
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json={"id": "1"})

    path = tmp_path / "x.png"
    path.write_bytes(PNG)
    with generated_package(tmp_path, SPEC, "up_sdk") as sdk:
        client = sdk.Up(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        with path.open("rb") as opened:
            for value, filename in [(PNG, "file"), (("x.png", PNG, "image/png"), "x.png"), (opened, "x.png"), (pathlib.Path(path), "x.png")]:
                client.assets.create(file=value, note={"a": 1}, name="n")
                parts = multipart_parts(sent[-1])
                assert parts[0][0] == "file" and parts[0][1] == filename and parts[0][3] == PNG, parts[0]
                assert parts[1:] == [("name", None, "text/plain", b"n"), ("note", None, "application/json", b'{"a":1}')]
        client.assets.create(file="plain text", note=3)
        assert multipart_parts(sent[-1]) == [("file", None, "text/plain", b"plain text"), ("note", None, "text/plain", b"3")]
        # a memoryview is bytes; an array of such parts takes files, one part per item
        with path.open("rb") as opened:
            client.assets.create(file=memoryview(PNG), many=[b"M1", opened])
        assert [(p[0], p[3]) for p in multipart_parts(sent[-1])] == [("file", PNG), ("many", b"M1"), ("many", PNG)]
        assert multipart_parts(sent[-1])[2][1] == "x.png"

        async def run() -> None:
            aclient = sdk.AsyncUp(http_client=httpx.AsyncClient(transport=httpx.MockTransport(handler)))
            await aclient.assets.create(file=pathlib.Path(path), many=[pathlib.Path(path)])

        asyncio.run(run())
        assert multipart_parts(sent[-1])[0] == ("file", "x.png", "application/octet-stream", PNG)
        assert multipart_parts(sent[-1])[1] == ("many", "x.png", "application/octet-stream", PNG)
