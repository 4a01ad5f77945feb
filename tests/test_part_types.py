"""A multipart file part is labelled with the media type the spec declares for it (OpenAPI 3.1
section 4.8.15: the Encoding Object's ``contentType``, a media type, a wildcard or a
comma-separated list; without one, the property's ``contentMediaType``), not always
``application/octet-stream``: a server that checks the part's type (an image endpoint that
takes ``image/png``) refused what the client sent.  A content type the caller gives in a file
tuple still wins; a declared value that is not a media type never reaches a header."""

from __future__ import annotations

import asyncio
import json
import pathlib
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml
from _generate import generated_package, multipart_parts

PNG = b"\x89PNG\r\n\x1a\n\x00\xff"


def _spec(encoding: dict[str, Any]) -> dict[str, Any]:
    return {
        "openapi": "3.1.0",
        "info": {"title": "Pics", "version": "1"},
        "servers": [{"url": "https://pics.test"}],
        "paths": {
            "/images": {
                "post": {
                    "operationId": "uploadImage",
                    "requestBody": {
                        "required": True,
                        "content": {
                            "multipart/form-data": {
                                "schema": {"$ref": "#/components/schemas/Upload"},
                                "encoding": encoding,
                            }
                        },
                    },
                    "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"id": {"type": "string"}}}}}}},
                }
            }
        },
        "components": {
            "schemas": {
                "Upload": {
                    "type": "object",
                    "required": ["image"],
                    "properties": {
                        "image": {"type": "string", "format": "binary"},
                        "thumb": {"type": "string", "contentMediaType": "image/jpeg"},
                        "audio": {"type": "array", "items": {"type": "string", "format": "binary"}},
                        "raw": {"type": "string", "format": "binary"},
                        "note": {"type": "string"},
                    },
                }
            }
        },
    }


SPEC = _spec({"image": {"contentType": "image/png"}, "audio": {"contentType": "audio/wav, audio/mpeg"}})


def test_declared_part_types_label_the_file_parts(tmp_path: Path) -> None:
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json={"id": "1"})

    song = tmp_path / "song.mp3"
    song.write_bytes(b"RIFF")
    with generated_package(tmp_path, SPEC, "pics_sdk") as sdk:
        client = sdk.Pics(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        client.images.create(image=PNG, thumb=b"JPG", audio=[pathlib.Path(song), b"ID3", ("a.bin", b"x")], raw=b"R", note="n")
        assert multipart_parts(sent[-1]) == [  # in the schema's order (the spec's keys sorted)
            ("audio", "song.mp3", "audio/mpeg", b"RIFF"),  # the listed type the name suggests
            ("audio", "audio", "audio/wav", b"ID3"),  # no name: the first listed
            ("audio", "a.bin", "audio/wav", b"x"),  # a name suggesting none of them: the first listed
            ("image", "image", "image/png", PNG),  # the Encoding Object's contentType
            ("note", None, "text/plain", b"n"),
            ("raw", "raw", "application/octet-stream", b"R"),  # nothing declared
            ("thumb", "thumb", "image/jpeg", b"JPG"),  # the property's contentMediaType
        ]
        # the caller's own content type wins
        client.images.create(image=("x.gif", b"GIF", "image/gif"))
        assert multipart_parts(sent[-1]) == [("image", "x.gif", "image/gif", b"GIF")]

        async def run() -> None:
            aclient = sdk.AsyncPics(http_client=httpx.AsyncClient(transport=httpx.MockTransport(handler)))
            await aclient.images.create(image=pathlib.Path(song), thumb=pathlib.Path(song))

        asyncio.run(run())
        assert [(p[0], p[2]) for p in multipart_parts(sent[-1])] == [("image", "image/png"), ("thumb", "image/jpeg")]


@pytest.mark.parametrize(
    ("declared", "filename", "expected"),
    [
        (None, "x.png", "application/octet-stream"),
        ("image/png", None, "image/png"),
        ("image/*", "x.png", "image/png"),
        ("image/*", "x.txt", "application/octet-stream"),  # no concrete type to fall back on
        ("image/*, application/pdf", "x.txt", "application/pdf"),
        ("IMAGE/*", "x.png", "image/png"),
        ("*/*", "x.png", "image/png"),
        ("text/csv; charset=utf-8", "x.csv", "text/csv; charset=utf-8"),
        ("text/plain;charset=utf-8, text/csv", "a.txt", "text/plain;charset=utf-8"),  # the listed item, parameters kept
        ('text/plain; x="a,b", text/csv', "a.csv", "text/csv"),  # a quoted comma is not a separator
        ('text/plain; x="a,b"', None, 'text/plain; x="a,b"'),
        ("image/png, image/jpeg", "x.gif", "image/png"),
    ],
)
def test_part_type_choice(tmp_path_factory: pytest.TempPathFactory, declared: str | None, filename: str | None, expected: str) -> None:
    files = _runtime_files(tmp_path_factory)
    assert files.part_type(declared, filename) == expected


_RUNTIME: list[Any] = []


def _runtime_files(tmp_path_factory: pytest.TempPathFactory) -> Any:
    if not _RUNTIME:
        base = tmp_path_factory.mktemp("rt")
        with generated_package(base, SPEC, "pics_rt") as sdk:
            import importlib

            _RUNTIME.append(importlib.import_module(f"{sdk.__name__}._files"))
    return _RUNTIME[0]


def test_a_declared_type_that_is_not_a_media_type_is_left_out_with_a_warning(tmp_path: Path) -> None:
    hostile = "image/png\r\nX-Injected: 1"
    spec = _spec({"image": {"contentType": f"{hostile}, */png, text/plain; n=\"\u2603\", image/jpeg"}, "raw": {"contentType": "not a type"}})
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(spec))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "spec.yaml", "-o", "out", "-p", "bad_sdk"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "encoding-content-type-invalid" in r.stderr
    assert "#/paths/~1images/post/requestBody/content/multipart~1form-data/encoding/image/contentType" in r.stderr
    source = (tmp_path / "out" / "src" / "bad_sdk" / "resources" / "images.py").read_text()
    assert "X-Injected" not in source and "*/png" not in source and "\u2603" not in source
    assert '"image": "image/jpeg"' in source and '"raw":' not in source.split("part_types=")[1].split("}")[0]


def test_the_ir_records_the_declared_types(tmp_path: Path) -> None:
    from generator.configure import config_from_args
    from generator.pipeline import build_ir_only

    (tmp_path / "spec.json").write_text(json.dumps(SPEC))
    api = build_ir_only(config_from_args([str(tmp_path / "spec.json")], str(tmp_path / "out"), "pics_ir"))[0]
    (op,) = api.operations
    assert op.request_body is not None
    assert op.request_body.part_types == (("audio", "audio/wav, audio/mpeg"), ("image", "image/png"), ("thumb", "image/jpeg"))


def test_a_file_schema_behind_a_chain_of_refs_is_a_file_part(tmp_path: Path) -> None:
    """``h: {$ref: A}``, ``A: {$ref: A2}``, ``A2: {$ref: B}``, ``B`` a file schema: ``h`` is a
    file part with ``B``'s media type (it went out as a text part holding ``repr()`` of the
    bytes: the property's type is a model alias, which the file check did not look into)."""
    spec = _spec({})
    schemas = spec["components"]["schemas"]
    schemas["Upload"]["properties"] = {"h": {"$ref": "#/components/schemas/A"}, "many": {"type": "array", "items": {"$ref": "#/components/schemas/A"}}}
    schemas["Upload"]["required"] = ["h"]
    schemas.update({"A": {"$ref": "#/components/schemas/A2"}, "A2": {"$ref": "#/components/schemas/B"}, "B": {"type": "string", "contentMediaType": "image/gif"}})
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json={"id": "1"})

    with generated_package(tmp_path, spec, "chain_sdk") as sdk:
        client = sdk.Chain(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        client.images.create(h=b"GIF89a", many=[b"1", b"2"])
        assert multipart_parts(sent[-1]) == [("h", "h", "image/gif", b"GIF89a"), ("many", "many", "image/gif", b"1"), ("many", "many", "image/gif", b"2")]


def _other_parts_spec() -> dict[str, Any]:
    spec = _spec(
        {
            "meta": {"contentType": "application/vnd.acme+json"},
            "doc": {"contentType": "application/xml"},
            "csv": {"contentType": "text/csv; charset=utf-8, text/*"},
            "tags": {"contentType": "text/x-tag"},
            "styled": {"contentType": "application/xml", "style": "deepObject"},
            "blob": {"contentType": "image/png"},
            "ghost": {"contentType": "text/plain"},
            "ids": {"contentType": "application/json"},
        }
    )
    spec["components"]["schemas"]["Upload"]["properties"] = {
        "image": {"type": "string", "format": "binary"},
        "batches": {"type": "array", "items": {"type": "array", "items": {"type": "string", "format": "binary"}}},
        "meta": {"type": "object", "properties": {"a": {"type": "string"}}},
        "doc": {"$ref": "#/components/schemas/Doc"},
        "csv": {"type": "string"},
        "tags": {"type": "array", "items": {"type": "string"}},
        "styled": {"type": "object", "properties": {"k": {"type": "string"}}},
        "blob": {"type": "string", "contentEncoding": "base64"},
        "ids": {"type": "array", "items": {"type": "integer"}},
    }
    spec["components"]["schemas"]["Doc"] = {"type": "object", "properties": {"a": {"type": "string"}}}
    return spec


def test_declared_types_label_text_and_json_parts_and_what_cannot_apply_is_warned_about(tmp_path: Path) -> None:
    """The Encoding Object's contentType of a part that is no file (OpenAPI 3.1 section
    4.8.15): a text part carries the first concrete type (the caller's text), a JSON part a
    JSON type; a non-JSON type on a JSON part, a type on a base64 part and an entry naming no
    property are warned about (``encoding-unused``) and ignored; a styled entry is spelt by
    its style.  An array of scalars labelled with a JSON type is one JSON part.  An array of
    arrays of files is warned about and sent as one part per file."""
    spec = _other_parts_spec()
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(spec))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "spec.yaml", "-o", "out", "-p", "parts_sdk", "-v"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    unused = [line for line in r.stderr.splitlines() if "[encoding-unused]" in line]
    assert len(unused) == 3, r.stderr
    assert any("encoding/doc/contentType" in u and "application/xml" in u for u in unused)
    assert any("encoding/blob/contentType" in u for u in unused) and any("'ghost'" in u for u in unused)
    assert "[multipart-nested-files]" in r.stderr and "Upload/properties/batches" in r.stderr
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json={"id": "1"})

    args: dict[str, Any] = {
        "image": PNG,
        "batches": [[("a.png", b"A"), b"B"], iter([b"C"])],
        "meta": {"a": "x"},
        "doc": {"a": "y"},
        "csv": "a,b",
        "tags": ["t1", "t2"],
        "styled": {"k": "v"},
        "blob": b"zz",
        "ids": [1, 2],
    }
    (tmp_path / "gen").mkdir()
    with generated_package(tmp_path / "gen", spec, "parts_sdk") as sdk:
        sdk.Parts(http_client=httpx.Client(transport=httpx.MockTransport(handler))).images.create(**args)

        async def call() -> None:
            async with sdk.AsyncParts(http_client=httpx.AsyncClient(transport=httpx.MockTransport(handler))) as client:
                await client.images.create(**{**args, "batches": [[("a.png", b"A"), b"B"], [b"C"]]})

        asyncio.run(call())
    assert len(sent) == 2
    for request in sent:
        parts = [(name, ctype, payload) for name, _filename, ctype, payload in multipart_parts(request)]
        assert [p for p in parts if p[0] == "batches"] == [("batches", "application/octet-stream", b"A"), ("batches", "application/octet-stream", b"B"), ("batches", "application/octet-stream", b"C")]
        assert ("meta", "application/vnd.acme+json", b'{"a":"x"}') in parts
        assert ("doc", "application/json", b'{"a":"y"}') in parts
        assert ("csv", "text/csv", b"a,b") in parts
        assert [p for p in parts if p[0] == "tags"] == [("tags", "text/x-tag", b"t1"), ("tags", "text/x-tag", b"t2")]
        assert ("styled[k]", "text/plain", b"v") in parts
        assert ("blob", "text/plain", b"eno=") in parts
        # an array of scalars labelled JSON is one JSON part: was parts "1" and "2" labelled JSON
        assert [p for p in parts if p[0] == "ids"] == [("ids", "application/json", b"[1,2]")]


def test_an_iterator_of_bytes_is_one_file_unless_the_field_is_an_array(tmp_path: Path) -> None:
    """An iterator of bytes is file content (``FileContent``): given to a field that is one
    file it is that file's bytes, one part; given to an array of files, its items are the
    files (a generator of chunks went out as one part per chunk: fresh-user review).  A
    header value that is no text is a TypeError naming it (it was an AttributeError)."""
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json={"id": "1"})

    with generated_package(tmp_path, SPEC, "iter_sdk") as sdk:
        client = sdk.Iter(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        client.images.create(image=(b for b in [b"ab", b"cd"]), audio=(b for b in [b"one", b"two"]), thumb=iter([b"x", b"y"]))

        async def call() -> None:
            async with sdk.AsyncIter(http_client=httpx.AsyncClient(transport=httpx.MockTransport(handler))) as aclient:
                await aclient.images.create(image=(b for b in [b"ab", b"cd"]), audio=(b for b in [b"one", b"two"]), thumb=iter([b"x", b"y"]))

        asyncio.run(call())
        with pytest.raises(TypeError, match=r"extra_headers\['X-None'\]: a header value is a str, got NoneType"):
            client.images.create(image=PNG, extra_headers={"X-None": None})
        with pytest.raises(TypeError, match=r"extra_headers: a header name is a str, got int \(1\)"):
            client.images.create(image=PNG, extra_headers={1: "v"})
        with pytest.raises(TypeError, match=r"extra_headers\['Cookie'\]: give the cookies as a str"):
            client.images.create(image=PNG, extra_headers={"Cookie": b"a=b"})
    assert len(sent) == 2
    for request in sent:
        parts = [(name, payload) for name, _filename, _ctype, payload in multipart_parts(request)]
        assert parts == [("audio", b"one"), ("audio", b"two"), ("image", b"abcd"), ("thumb", b"xy")], parts
