"""Messages say what is true and show no Python internals (issue 29, messages)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent


def sdkgen(base: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=base, capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=300)


def _spec(streams: bool) -> dict[str, Any]:
    content = {"text/event-stream": {"schema": {"$ref": "#/components/schemas/Event"}}} if streams else {"application/json": {"schema": {"$ref": "#/components/schemas/Event"}}}
    return {
        "openapi": "3.1.0",
        "info": {"title": "Acme", "version": "1"},
        "servers": [{"url": "https://api.acme.test"}],
        "paths": {"/events": {"get": {"operationId": "listEvents", "responses": {"200": {"description": "ok", "content": content}}}}},
        "components": {"schemas": {"Event": {"type": "object", "properties": {"id": {"type": "string"}}}}},
    }


@pytest.mark.parametrize("streams", [True, False])
def test_stream_schema_unused_says_whether_the_operation_streams(tmp_path: Path, streams: bool) -> None:
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(_spec(streams)))
    config = {"specs": ["spec.yaml"], "output": "out", "package": {"name": "acme_sdk"}, "operations": {"listEvents": {"stream_schema": "Event"}}}
    (tmp_path / "sdkgen.yaml").write_text(yaml.safe_dump(config))
    r = sdkgen(tmp_path, "generate", "-v")
    assert r.returncode == 0 and "stream-schema-unused" in r.stderr, r.stderr
    if streams:
        assert "already streams" in r.stderr and "does not stream" not in r.stderr, r.stderr
    else:
        assert "not made to stream" in r.stderr, r.stderr


def test_odd_inputs_get_plain_messages_without_python_internals(tmp_path: Path) -> None:
    """A spec that is not UTF-8 (named by line and column, not by the codec's words), a folder
    given as a spec or reached by a ``$ref``."""
    (tmp_path / "latin1.yaml").write_bytes(b'openapi: 3.1.0\ninfo: {title: "caf\xe9", version: "1"}\npaths: {}\n')
    (tmp_path / "folder").mkdir()
    (tmp_path / "ref.yaml").write_text('openapi: 3.1.0\ninfo: {title: a, version: "1"}\npaths: {/a: {get: {responses: {"200": {$ref: "folder#/x"}}}}}\n')
    cases = {
        "latin1.yaml": "latin1.yaml: not UTF-8 text: byte 0xe9 at line 2, column 19",
        "ref.yaml": "folder: is a folder, not a file",
    }
    for spec, message in cases.items():
        r = sdkgen(tmp_path, "generate", spec, "-o", "out", "-p", "acme_sdk")
        assert r.returncode == 2 and message in r.stderr, r.stderr
        assert "codec" not in r.stderr and "Errno" not in r.stderr and "Traceback" not in r.stderr, r.stderr
    (tmp_path / "sdkgen.yaml").write_text("specs: [folder]\noutput: out\npackage: {name: acme_sdk}\n")
    r = sdkgen(tmp_path, "generate")
    assert r.returncode == 2 and "spec file 'folder' is a folder, not a file" in r.stderr, r.stderr


def test_a_byte_order_mark_before_the_document_is_ignored() -> None:
    """Dialogporten publishes its swagger.verified.json with a UTF-8 byte order mark, which
    Windows tools write: RFC 8259 section 8.1 lets a parser ignore it, and YAML 1.2 allows it.
    It was refused ("invalid JSON at line 1, column 1"), and ``patches:`` cannot help a file
    that does not parse.  The document parses as without the mark (JSON and YAML, CRLF too),
    and a mark elsewhere is still text."""
    from generator.parse import _parse_bytes

    doc = {"openapi": "3.1.0", "info": {"title": "a\ufeffb", "version": "1"}, "paths": {}}
    text = json.dumps(doc, ensure_ascii=False)
    assert _parse_bytes(("\ufeff" + text).encode(), True, "x.json") == doc
    assert _parse_bytes(("\ufeff" + text.replace(",", ",\r\n")).encode(), True, "x.json") == doc
    assert _parse_bytes(("\ufeff" + yaml.safe_dump(doc, allow_unicode=True)).encode(), False, "x.yaml") == doc


def test_a_patch_that_does_not_apply_is_explained_in_json_terms(tmp_path: Path) -> None:
    """``patches:`` errors name the pointer token that does not resolve; the JSON Patch
    library's own words held Python reprs of the document (``member 'x' not found in {...}``,
    ``<class 'str'>``, a bare ``'nope'``)."""
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(_spec(False)))
    cases = {
        "{op: add, path: /paths/~1events/get/x/y, value: 1}": "path: /paths/~1events/get has no member 'x'",
        "{op: replace, path: /info/title/x, value: 1}": "path: /info/title is a string, not an object or an array",
        "{op: copy, from: /nope, path: /x}": "from: / has no member 'nope'",
        "{op: add, path: /servers/5, value: {}}": "path: /servers is an array of 1 items, and '5' is not one of its indexes",
    }
    for patch, message in cases.items():
        (tmp_path / "sdkgen.yaml").write_text(f"specs: [spec.yaml]\noutput: out\npackage: {{name: acme_sdk}}\npatches: [{patch}]\n")
        r = sdkgen(tmp_path, "generate")
        assert r.returncode == 2 and "patches[0]" in r.stderr and message in r.stderr, (patch, r.stderr)
        assert "{'" not in r.stderr and "<class" not in r.stderr, r.stderr


def test_shipped_tests_skip_what_the_mock_cannot_serve_or_validate(tmp_path: Path) -> None:
    """Issue 29 item 7: a success response documenting ``Transfer-Encoding`` (Prism sends it as
    ``string``) and a form body with an array (repeated keys, which Prism reads as one string)
    make the shipped tests of those operations skip with the reason; the others still run."""
    ok = {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"id": {"type": "string"}}}}}}
    spec = {
        "openapi": "3.1.0",
        "info": {"title": "Acme", "version": "1"},
        "servers": [{"url": "https://api.acme.test"}],
        "paths": {
            "/files/{id}/content": {"get": {
                "operationId": "downloadFile",
                "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "responses": {"200": {**ok, "headers": {"Transfer-Encoding": {"schema": {"type": "string"}, "description": "chunked"}}}},
            }},
            "/tags": {"post": {
                "operationId": "createTags",
                "requestBody": {"required": True, "content": {"application/x-www-form-urlencoded": {"schema": {
                    "type": "object", "required": ["names"], "properties": {"names": {"type": "array", "items": {"type": "string"}}}}}}},
                "responses": {"200": ok},
            }},
            "/ping": {"get": {"operationId": "ping", "responses": {"200": ok}}},
        },
    }
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(spec))
    r = sdkgen(tmp_path, "generate", "spec.yaml", "-o", "out", "-p", "acme_sdk")
    assert r.returncode == 0, r.stderr
    shipped = " ".join(" ".join(p.read_text().split()) for p in sorted((tmp_path / "out" / "tests").glob("test_*.py")))
    assert "the mock cannot serve GET /files/{id}/content: the response documents the Transfer-Encoding header" in shipped, shipped[:3000]
    assert "the mock cannot validate POST /tags: the form body repeats the key 'names' for its array" in shipped
    assert "GET /ping" not in shipped or "the mock cannot serve GET /ping" not in shipped
