"""Multipart bodies on the wire of a live socket (``tests/_live_server.py``), sync and async,
for what a hostile review of the part labels found (stop 38):

* the parts go out in the schema's property order, not the method's argument order (required
  first): S3's POST Object ignores the fields after the file;
* file content given where the spec names no file (a body of ``additionalProperties`` files,
  ``extra_body``) is a file part with the file's bytes, never Python's repr or a local path;
* a ``None`` item of an array of nullable scalars sends no part (as a form body leaves it out);
* a text part whose declared type names a ``charset`` is encoded in it;
* a union property's object value is a JSON part labelled JSON, whatever non-JSON type the
  encoding gives;
* a tuple of files given to an array field is the files, not one malformed file tuple;
* a caller's part content type or headers cannot add header lines;
* a multipart body whose schema is no object is warned about and a non-mapping value raises
  ``TypeError``, and bytes given as query text are their UTF-8 text (else ``TypeError``),
  never ``b'...'``;
* a path given to a field of text is its text: the local file is never read and sent.
"""

from __future__ import annotations

import copy
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from _generate import generated_package
from _live_server import LiveServer, Req, Route, multipart_parts

NO_CONTENT = {"204": {"description": "done"}}
BINARY = {"type": "string", "format": "binary"}


def _multipart(schema: dict[str, Any], encoding: dict[str, Any] | None = None) -> dict[str, Any]:
    media: dict[str, Any] = {"schema": schema}
    if encoding:
        media["encoding"] = encoding
    return {"required": True, "content": {"multipart/form-data": media}}


SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Parts", "version": "1"},
    "servers": [{"url": "https://uploads.example.test"}],
    "paths": {
        "/objects": {
            "post": {
                "operationId": "postObject",
                "parameters": [{"name": "q", "in": "query", "schema": {"type": "string"}}],
                "requestBody": _multipart({"$ref": "#/components/schemas/PostObject"}),
                "responses": NO_CONTENT,
            }
        },
        "/blobs": {
            "post": {
                "operationId": "putBlobs",
                "requestBody": _multipart({"type": "object", "additionalProperties": BINARY}),
                "responses": NO_CONTENT,
            }
        },
        "/notes": {
            "post": {
                "operationId": "createNote",
                "requestBody": _multipart(
                    {"$ref": "#/components/schemas/Note"},
                    {"latin": {"contentType": "text/plain; charset=iso-8859-1"}, "either": {"contentType": "application/xml"}},
                ),
                "responses": NO_CONTENT,
            }
        },
        "/batches": {
            "post": {
                "operationId": "createBatch",
                "requestBody": _multipart({"$ref": "#/components/schemas/Batch"}),
                "responses": NO_CONTENT,
            }
        },
    },
    "components": {
        "schemas": {
            # S3's POST Object form: the fields before the file, which comes last
            "PostObject": {
                "type": "object",
                "required": ["key", "file"],
                "properties": {"key": {"type": "string"}, "acl": {"type": "string"}, "Content-Type": {"type": "string"}, "file": BINARY},
            },
            "Note": {
                "type": "object",
                "properties": {
                    "tags": {"type": ["array", "null"], "items": {"type": ["string", "null"]}},
                    "latin": {"type": "string"},
                    "either": {"oneOf": [{"type": "object", "properties": {"a": {"type": "integer"}}}, {"type": "string"}]},
                },
            },
            "Batch": {"type": "object", "required": ["files"], "properties": {"files": {"type": "array", "items": BINARY}}},
        }
    },
}


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    with generated_package(tmp_path_factory.mktemp("multipart_wire"), SPEC, "multipart_wire", keep_order=True) as module:
        yield module
    for name in [m for m in sys.modules if m == "multipart_wire" or m.startswith("multipart_wire.")]:
        del sys.modules[name]


def _client(sdk: ModuleType, mode: str, route: Route) -> Any:
    cls = sdk.AsyncMultipartWire if mode == "async" else sdk.MultipartWire
    return cls(base_url=route.base_url, timeout=10.0, max_retries=0)


async def _call(value: Any) -> Any:
    return await value if hasattr(value, "__await__") else value


def _route(live: LiveServer) -> Route:
    async def handler(req: Req) -> None:
        await req.respond(204, b"")

    return live.route(handler)


_parts = multipart_parts


def _names(req: Req) -> list[str]:
    return [re.search(r'name="([^"]*)"', head).group(1) for head, _ in _parts(req)]  # type: ignore[union-attr]


async def test_the_parts_go_out_in_the_schemas_order_and_extra_body_bytes_are_a_file(sdk: ModuleType, mode: str, live: LiveServer) -> None:
    route = _route(live)
    client = _client(sdk, mode, route)
    await _call(client.objects.create(key="k", acl="private", content_type="image/png", file=b"DATA", extra_body={"extra": b"\x00raw\r\n"}))
    req = route.requests[0]
    assert _names(req) == ["key", "acl", "Content-Type", "file", "extra"]  # the schema's order, extra_body last
    parts = _parts(req)
    assert parts[3] == ('Content-Disposition: form-data; name="file"; filename="file"\r\nContent-Type: application/octet-stream', b"DATA")
    # bytes given where the spec names no file: a file part of those bytes, not "b'\\x00raw\\r\\n'"
    assert parts[4] == ('Content-Disposition: form-data; name="extra"; filename="extra"\r\nContent-Type: application/octet-stream', b"\x00raw\r\n")
    await _call(client.close())


async def test_a_body_of_additional_property_files_sends_each_files_bytes(sdk: ModuleType, mode: str, live: LiveServer, tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(b"from disk\r\n--not-a-boundary\r\n")
    route = _route(live)
    client = _client(sdk, mode, route)
    await _call(client.blobs.create(body={"a": b"\x00bin", "b": ("x.png", b"PNG", "image/png"), "c": path}))
    assert _parts(route.requests[0]) == [
        ('Content-Disposition: form-data; name="a"; filename="a"\r\nContent-Type: application/octet-stream', b"\x00bin"),
        ('Content-Disposition: form-data; name="b"; filename="x.png"\r\nContent-Type: image/png', b"PNG"),
        ('Content-Disposition: form-data; name="c"; filename="notes.txt"\r\nContent-Type: application/octet-stream', b"from disk\r\n--not-a-boundary\r\n"),
    ]
    await _call(client.close())


async def test_null_items_charsets_and_json_labels_of_text_parts(sdk: ModuleType, mode: str, live: LiveServer) -> None:
    route = _route(live)
    client = _client(sdk, mode, route)
    await _call(client.notes.create(tags=["a", None, "c"], latin="café", either={"a": 1}))
    assert _parts(route.requests[0]) == [
        ('Content-Disposition: form-data; name="tags"', b"a"),
        ('Content-Disposition: form-data; name="tags"', b"c"),
        ('Content-Disposition: form-data; name="latin"\r\nContent-Type: text/plain; charset=iso-8859-1', "café".encode("iso-8859-1")),
        ('Content-Disposition: form-data; name="either"\r\nContent-Type: application/json', b'{"a":1}'),
    ]
    await _call(client.notes.create(either="plain"))  # the string branch is a text part of the declared type
    assert _parts(route.requests[1]) == [('Content-Disposition: form-data; name="either"\r\nContent-Type: application/xml', b"plain")]
    with pytest.raises(ValueError, match="cannot be sent in iso-8859-1"):
        await _call(client.notes.create(latin="€"))
    assert len(route.requests) == 2
    await _call(client.close())


async def test_a_tuple_of_files_given_to_an_array_field_is_the_files(sdk: ModuleType, mode: str, live: LiveServer, tmp_path: Path) -> None:
    one, two = tmp_path / "one.bin", tmp_path / "two.bin"
    one.write_bytes(b"1")
    two.write_bytes(b"22")
    route = _route(live)
    client = _client(sdk, mode, route)
    await _call(client.batches.create(files=(b"a", b"b")))
    await _call(client.batches.create(files=(one, two)))
    await _call(client.batches.create(files=[("n.txt", b"named")]))
    bodies = [[(head.split("; ")[2].split("\r\n")[0], body) for head, body in _parts(r)] for r in route.requests]
    assert bodies == [
        [('filename="files"', b"a"), ('filename="files"', b"b")],
        [('filename="one.bin"', b"1"), ('filename="two.bin"', b"22")],
        [('filename="n.txt"', b"named")],
    ]
    await _call(client.close())


@pytest.mark.parametrize(
    ("file", "message"),
    [
        (("a.png", b"D", "text/plain\r\nX-Evil: 1"), "line break"),
        (("a.png", b"D", None, {"X-Evil": "a\r\nX-More: 1"}), "line break"),
        (("a.png", b"D", None, {"X-Evil\r\nX-More": "1"}), "line break"),
        (("a.png", b"D", None, {"Content-Disposition": 'form-data; name="other"'}), "Content-Disposition"),
    ],
)
async def test_a_callers_part_headers_cannot_add_header_lines(sdk: ModuleType, mode: str, live: LiveServer, file: Any, message: str) -> None:
    route = _route(live)
    client = _client(sdk, mode, route)
    with pytest.raises(ValueError, match=message):
        await _call(client.objects.create(key="k", file=file))
    assert route.requests == []  # nothing was sent
    await _call(client.close())


async def test_bytes_given_as_query_text_are_their_utf8_text_never_their_repr(sdk: ModuleType, mode: str, live: LiveServer) -> None:
    route = _route(live)
    client = _client(sdk, mode, route)
    await _call(client.objects.create(key="k", file=b"x", extra_query={"q": "café".encode()}))
    assert route.requests[0].query == "q=caf%C3%A9"
    with pytest.raises(TypeError, match="bytes that are not UTF-8 text cannot be sent as a parameter"):
        await _call(client.objects.create(key="k", file=b"x", extra_query={"q": b"\xff"}))
    assert len(route.requests) == 1
    await _call(client.close())


async def test_a_path_given_to_a_text_field_is_its_text_and_the_file_is_never_read(sdk: ModuleType, mode: str, live: LiveServer, tmp_path: Path) -> None:
    """A field of text (``key``: an S3 object key) given a path sends the path's text: reading
    the local file would upload it (hostile review).  An object whose ``read`` is no method is
    text too; ``None`` items beside bytes in ``extra_body`` are left out."""
    secret = tmp_path / "secret.txt"
    secret.write_text("do not send")

    class Note:
        read = "yes"

        def __str__(self) -> str:
            return "a note"

    route = _route(live)
    client = _client(sdk, mode, route)
    await _call(client.objects.create(key=secret, acl=Note(), file=b"F", extra_body={"extra": [b"x", None]}))  # type: ignore[arg-type]
    parts = _parts(route.requests[0])
    assert parts[0] == ('Content-Disposition: form-data; name="key"', str(secret).encode())
    assert parts[1] == ('Content-Disposition: form-data; name="acl"', b"a note")
    assert parts[-1] == ('Content-Disposition: form-data; name="extra"; filename="extra"\r\nContent-Type: application/octet-stream', b"x")
    assert b"do not send" not in route.requests[0].body and len(parts) == 4
    with pytest.raises(TypeError, match=r"file: expected one file \(bytes, a binary file, a path or a file tuple\), got list"):
        await _call(client.objects.create(key="k", file=[None]))  # type: ignore[arg-type]
    assert len(route.requests) == 1
    await _call(client.close())


def test_a_multipart_body_that_is_no_object_is_warned_about_and_a_string_raises(tmp_path: Path) -> None:
    import httpx

    from generator.configure import config_from_args
    from generator.pipeline import build_ir_only

    spec = {
        "openapi": "3.1.0",
        "info": {"title": "Odd", "version": "1"},
        "servers": [{"url": "https://odd.example.test"}],
        "paths": {"/raw": {"post": {"operationId": "sendRaw", "requestBody": _multipart({"type": "string"}), "responses": NO_CONTENT}}},
    }
    import yaml

    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(spec))
    _api, diagnostics, _merged, _document = build_ir_only(config_from_args([str(tmp_path / "spec.yaml")], str(tmp_path / "ir"), "odd_ir"))
    found = [d for d in diagnostics.items if d.code == "form-body-not-object"]
    assert len(found) == 1 and found[0].location.endswith("spec.yaml#/paths/~1raw/post/requestBody/content/multipart~1form-data/schema")
    sent: list[httpx.Request] = []
    with generated_package(tmp_path, spec, "odd_parts") as odd:
        client = odd.OddParts(base_url="https://odd.example.test", http_client=httpx.Client(transport=httpx.MockTransport(lambda r: sent.append(r) or httpx.Response(204))))
        with pytest.raises(TypeError, match="multipart/form-data body is an object"):
            client.raw.create(body="hello")
    assert sent == []


def _both(schema: dict[str, Any]) -> dict[str, Any]:
    return {"required": True, "content": {"application/json": {"schema": schema}, "multipart/form-data": {"schema": schema}}}


BOTH: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Sign", "version": "1"},
    "servers": [{"url": "https://sign.example.test"}],
    "paths": {
        # Dropbox Sign's shape: the same schema as JSON and as multipart, with files in it
        "/send": {"post": {"operationId": "sendRequest", "requestBody": _both({"$ref": "#/components/schemas/Send"}), "responses": NO_CONTENT}},
        "/plain": {"post": {"operationId": "sendPlain", "requestBody": _both({"$ref": "#/components/schemas/Plain"}), "responses": NO_CONTENT}},
    },
    "components": {
        "schemas": {
            "Send": {"type": "object", "properties": {"title": {"type": "string"}, "files": {"type": "array", "items": {"type": "string", "format": "binary"}}}},
            "Plain": {"type": "object", "properties": {"title": {"type": "string"}}},
        }
    },
}


async def test_a_body_with_files_listed_as_json_and_multipart_is_sent_as_multipart(tmp_path: Path, mode: str, live: LiveServer) -> None:
    """A request body listing ``application/json`` and ``multipart/form-data`` whose schema has
    files is sent as multipart (fresh-user review, Dropbox Sign: JSON came first, so a path
    raised and bytes went out base64 in JSON, silently); one without files stays JSON."""
    doc = tmp_path / "contract.pdf"
    doc.write_bytes(b"%PDF-1.4\r\n\x00\xff")
    route = _route(live)
    with generated_package(tmp_path, BOTH, "sign_both", keep_order=True) as sign:
        cls = sign.AsyncSignBoth if mode == "async" else sign.SignBoth
        client = cls(base_url=route.base_url, max_retries=0)
        await _call(client.send.create(title="NDA", files=[doc, b"raw"]))
        await _call(client.plain.create(title="NDA"))
        await _call(client.close())
    first, second = route.requests
    assert first.headers["content-type"].startswith("multipart/form-data; boundary=")
    assert _parts(first) == [
        ('Content-Disposition: form-data; name="title"', b"NDA"),
        ('Content-Disposition: form-data; name="files"; filename="contract.pdf"\r\nContent-Type: application/octet-stream', b"%PDF-1.4\r\n\x00\xff"),
        ('Content-Disposition: form-data; name="files"; filename="files"\r\nContent-Type: application/octet-stream', b"raw"),
    ]
    assert second.headers["content-type"] == "application/json" and second.body == b'{"title":"NDA"}'


@pytest.mark.parametrize(
    ("schema", "encoding"),
    [
        ({"$ref": "#/components/schemas/Send"}, "multipart"),  # a file field of the body's own
        ({"type": "object", "additionalProperties": BINARY}, "multipart"),  # a body of files
        # a file one object down would be a JSON part's base64 in multipart too: JSON stays
        ({"type": "object", "properties": {"doc": {"$ref": "#/components/schemas/Signer"}}}, "json"),
        ({"type": "object", "properties": {"signers": {"type": "array", "items": {"$ref": "#/components/schemas/Signer"}}}}, "json"),
        # a readOnly file is no argument of the request
        ({"type": "object", "properties": {"t": {"type": "string"}, "scan": {**BINARY, "readOnly": True}}}, "json"),
        ({"type": "object", "properties": {"b": {"type": "string", "format": "byte"}}}, "json"),  # base64 is JSON's
        # a cycle of $refs through a property's union ends
        ({"type": "object", "properties": {"loop": {"$ref": "#/components/schemas/Loop0"}}}, "json"),
    ],
)
def test_json_gives_way_to_multipart_only_for_the_bodys_own_files(tmp_path: Path, schema: dict[str, Any], encoding: str) -> None:
    import yaml

    from generator.configure import config_from_args
    from generator.pipeline import build_ir_only

    spec = copy.deepcopy(BOTH)
    spec["paths"] = {"/x": {"post": {"operationId": "sendX", "requestBody": _both(schema), "responses": NO_CONTENT}}}
    spec["components"]["schemas"]["Signer"] = {"type": "object", "properties": {"name": {"type": "string"}, "sig": BINARY}}
    for i in range(3):  # a ring of arrays whose items are the next one or a string
        spec["components"]["schemas"][f"Loop{i}"] = {"type": "array", "items": {"anyOf": [{"$ref": f"#/components/schemas/Loop{(i + 1) % 3}"}, {"type": "string"}]}}
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(spec))
    api = build_ir_only(config_from_args([str(tmp_path / "spec.yaml")], str(tmp_path / "out"), "media_ir"))[0]
    body = api.operations[0].request_body
    assert body is not None and body.encoding == encoding


def test_a_json_body_chosen_over_a_multipart_upload_beside_it_is_warned_about(tmp_path: Path) -> None:
    """Directus's ``POST /schema/apply`` takes a JSON document or, as multipart, an uploaded
    file (each media type its own schema): one method serves one media type, JSON is sent, and
    the upload had no method and no word (fresh-user review 5).  A multipart variant without
    files says nothing."""
    import yaml

    from generator.configure import config_from_args
    from generator.pipeline import build_ir_only

    def spec(multipart: dict[str, Any]) -> dict[str, Any]:
        body = {"content": {"application/json": {"schema": {"type": "object", "properties": {"diff": {"type": "object"}}}}, "multipart/form-data": {"schema": multipart}}}
        return {"openapi": "3.0.3", "info": {"title": "S", "version": "1"}, "servers": [{"url": "https://s.test"}], "paths": {"/schema/apply": {"post": {"operationId": "apply", "requestBody": body, "responses": NO_CONTENT}}}}

    found = []
    for i, multipart in enumerate(({"type": "object", "properties": {"file": BINARY}}, {"type": "object", "properties": {"note": {"type": "string"}}})):
        (tmp_path / f"s{i}.yaml").write_text(yaml.safe_dump(spec(multipart)))
        api, diagnostics, _merged, _document = build_ir_only(config_from_args([str(tmp_path / f"s{i}.yaml")], str(tmp_path / f"out{i}"), "apply_ir"))
        assert api.operations[0].request_body is not None and api.operations[0].request_body.encoding == "json"
        found.append([(Path(d.location.split("#")[0]).name + "#" + d.location.split("#", 1)[1], d.message) for d in diagnostics.items if d.code == "upload-variant-dropped"])
    assert found == [
        [("s0.yaml#/paths/~1schema~1apply/post/requestBody/content/multipart~1form-data", "the request body is sent as application/json; its multipart/form-data variant, which uploads files, has no method")],
        [],
    ]
