"""Regeneration keeps what users wrote (``src/<pkg>/lib/``, ``keep:``, edits inside generated
files merged three ways against the recorded pristine text) and touches only what changed
(unchanged files keep their inode and mtime; a no-change run writes nothing).  See
``generator/edits.py`` and ``generator/write.py``."""

from __future__ import annotations

import copy
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.edits import STORE, merge_text, pack, unpack
from generator.errors import SpecError

ROOT = Path(__file__).resolve().parent.parent

_OK = {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Widget"}}}}}

SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Acme", "version": "1"},
    "servers": [{"url": "https://api.acme.test/v2"}],
    "paths": {
        "/widgets": {
            "get": {
                "operationId": "listWidgets",
                "parameters": [{"name": "limit", "in": "query", "schema": {"type": "integer"}}],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Widget"}}}}}},
            },
            "post": {
                "operationId": "createWidget",
                "requestBody": {"required": True, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/NewWidget"}}}},
                "responses": _OK,
            },
        },
        "/widgets/{widget_id}": {
            "get": {
                "operationId": "getWidget",
                "parameters": [{"name": "widget_id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "responses": _OK,
            }
        },
        "/gadgets": {
            "get": {
                "operationId": "listGadgets",
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Gadget"}}}}}},
            }
        },
    },
    "components": {
        "schemas": {
            "Widget": {"type": "object", "description": "A widget.", "required": ["id"], "properties": {"id": {"type": "string"}, "name": {"type": "string"}}},
            "NewWidget": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}},
            "Gadget": {"type": "object", "description": "A gadget.", "required": ["id"], "properties": {"id": {"type": "string"}}},
        }
    },
}


def changed_elsewhere(spec: dict[str, Any]) -> dict[str, Any]:
    """A spec change away from the hand edits, touching several operations and schemas: a
    query parameter on ``listWidgets``, a property of ``Gadget``, a new ``createGadget``
    operation with its ``NewGadget`` schema, a new ``/sprockets`` operation and schema."""
    new = copy.deepcopy(spec)
    new["paths"]["/widgets"]["get"]["parameters"].append({"name": "offset", "in": "query", "schema": {"type": "integer"}})
    schemas = new["components"]["schemas"]
    schemas["Gadget"]["properties"]["color"] = {"type": "string"}
    schemas["NewGadget"] = {"type": "object", "required": ["color"], "properties": {"color": {"type": "string"}}}
    schemas["Sprocket"] = {"type": "object", "required": ["teeth"], "properties": {"teeth": {"type": "integer"}}}
    gadget = {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Gadget"}}}}}
    new["paths"]["/gadgets"]["post"] = {
        "operationId": "createGadget",
        "requestBody": {"required": True, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/NewGadget"}}}},
        "responses": gadget,
    }
    new["paths"]["/sprockets"] = {
        "get": {"operationId": "listSprockets", "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Sprocket"}}}}}}
    }
    return new


def sdkgen(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=cwd, capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})


def project(base: Path, spec: dict[str, Any], keep: list[str] | None = None) -> Path:
    """``base`` with ``spec.yaml`` and an ``sdkgen.yaml`` generating ``acme_sdk`` into ``out``."""
    base.mkdir(parents=True, exist_ok=True)
    (base / "spec.yaml").write_text(yaml.safe_dump(spec))
    config: dict[str, Any] = {"specs": ["spec.yaml"], "output": "out", "package": {"name": "acme_sdk"}}
    if keep:
        config["keep"] = keep
    (base / "sdkgen.yaml").write_text(yaml.safe_dump(config))
    return base


def generate(base: Path) -> subprocess.CompletedProcess[str]:
    r = sdkgen("generate", cwd=base)
    assert r.returncode == 0, r.stderr
    return r


def snapshot(root: Path) -> dict[str, tuple[int, int, bytes | str]]:
    """Every entry under ``root``: relative path -> (inode, mtime in ns, bytes or link target)."""
    out: dict[str, tuple[int, int, bytes | str]] = {}
    for path in sorted(root.rglob("*")):
        st = path.lstat()
        rel = path.relative_to(root).as_posix()
        if path.is_symlink():
            out[rel] = (st.st_ino, st.st_mtime_ns, os.readlink(path))
        elif path.is_file():
            out[rel] = (st.st_ino, st.st_mtime_ns, path.read_bytes())
    return out


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert text.count(old) == 1, (path, old)
    path.write_text(text.replace(old, new))


PKG = "out/src/acme_sdk"
METHOD_EDIT = "        widget_id = widget_id.strip()  # hand edit: ids arrive padded\n"
DOC_EDIT = "    A widget, as the warehouse team calls it (hand edit).\n"
LIB_FILE = "def shout(text: str) -> str:\n    return text.upper()\n"


def hand_edits(base: Path) -> None:
    """The scenario's edits: a file in the kept folder, a method edit inside a generated
    resource (the sync ``retrieve``), a one-line docstring edit in the models."""
    (base / PKG / "lib").mkdir()
    (base / PKG / "lib" / "helpers.py").write_text(LIB_FILE)
    widgets = base / PKG / "resources/widgets.py"
    text = widgets.read_text()
    anchor = '        return cast(\n            "Widget",\n            self._client.request(\n                _RETRIEVE,'
    assert text.count(anchor) == 1
    widgets.write_text(text.replace(anchor, METHOD_EDIT + anchor))
    edit(base / PKG / "types/_models.py", "    A widget.\n", DOC_EDIT)


def scenario(base: Path) -> Path:
    project(base, SPEC)
    generate(base)
    hand_edits(base)
    project(base, changed_elsewhere(SPEC))
    r = generate(base)
    assert "kept hand edits: 2 file(s), +2 -1 lines" in r.stderr, r.stderr
    return base


def test_hand_edits_survive_a_spec_change_elsewhere(tmp_path: Path) -> None:
    base = scenario(tmp_path / "a")
    widgets = (base / PKG / "resources/widgets.py").read_text()
    models = (base / PKG / "types/_models.py").read_text()
    assert (base / PKG / "lib/helpers.py").read_text() == LIB_FILE
    assert METHOD_EDIT in widgets and widgets.index(METHOD_EDIT) < widgets.index("_RETRIEVE,\n")
    assert DOC_EDIT in models and "    A widget.\n" not in models
    # the spec change is there too: new parameter, property, operations and schemas
    assert "offset: int | NotGiven = NOT_GIVEN" in widgets
    assert "color: str | None = None" in models and "class NewGadget(BaseModel):" in models and "class Sprocket(BaseModel):" in models
    assert "def create(" in (base / PKG / "resources/gadgets.py").read_text()
    assert (base / PKG / "resources/sprockets.py").is_file()
    # the merged package still works: the edit runs
    sys.path.insert(0, str(base / "out/src"))
    try:
        import acme_sdk
        import httpx

        sent: list[httpx.Request] = []

        def handler(request: httpx.Request) -> httpx.Response:
            sent.append(request)
            return httpx.Response(200, json=[] if request.url.path.endswith("/widgets") else {"id": "w1"})

        client = acme_sdk.Acme(api_key="k", http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        assert client.widgets.retrieve("  w1 ").id == "w1"
        assert sent[-1].url.path == "/v2/widgets/w1"
        client.widgets.list(offset=3)
        assert sent[-1].url.params["offset"] == "3"
    finally:
        sys.path.remove(str(base / "out/src"))
        for name in [m for m in sys.modules if m == "acme_sdk" or m.startswith("acme_sdk.")]:
            del sys.modules[name]
    # check: exit 0, and it tells the kept edits and the size of the custom patch
    r = sdkgen("check", cwd=base)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "kept hand edits: 2 file(s), +2 -1 lines (src/acme_sdk/resources/widgets.py, src/acme_sdk/types/_models.py)" in r.stderr
    # two runs of the whole scenario are byte-identical, and a third generation changes nothing
    other = scenario(tmp_path / "b")
    first = {k: v[2] for k, v in snapshot(base / "out").items() if "__pycache__" not in k}
    assert first == {k: v[2] for k, v in snapshot(other / "out").items()}
    before = snapshot(base / "out")
    generate(base)
    assert snapshot(base / "out") == before


def test_a_conflicting_edit_exits_2_naming_file_and_line_and_leaves_the_output_untouched(tmp_path: Path) -> None:
    base = project(tmp_path, SPEC)
    generate(base)
    hand_edits(base)
    edit(base / PKG / "types/_models.py", "    A gadget.\n", "    A gadget (ours).\n")
    new = changed_elsewhere(SPEC)
    new["components"]["schemas"]["Gadget"]["description"] = "A gadget, version 2."
    project(base, new)
    before = snapshot(base / "out")
    r = sdkgen("generate", cwd=base)
    assert r.returncode == 2, r.stderr
    assert "out/src/acme_sdk/types/_models.py:10: the hand edit (line 10) conflicts with the new generation" in r.stderr, r.stderr
    assert "\n      yours:     A gadget (ours).\n      generated before:     A gadget.\n      generated now:     A gadget, version 2.\n" in r.stderr, r.stderr
    assert "Traceback" not in r.stderr
    assert snapshot(base / "out") == before
    # check reports the conflict too (exit 1), and lists nothing else as changed there
    r = sdkgen("check", cwd=base)
    assert r.returncode == 1 and "conflict: out/src/acme_sdk/types/_models.py:10:" in r.stderr, r.stderr
    # resolving it (the generated line back) lets the other edits through
    edit(base / PKG / "types/_models.py", "    A gadget (ours).\n", "    A gadget.\n")
    generate(base)
    models = (base / PKG / "types/_models.py").read_text()
    assert "A gadget, version 2." in models and DOC_EDIT in models


def test_an_edited_file_that_is_no_longer_generated_is_a_conflict(tmp_path: Path) -> None:
    base = project(tmp_path, changed_elsewhere(SPEC))
    generate(base)
    edit(base / PKG / "resources/sprockets.py", "class SprocketsResource(", "# ours\nclass SprocketsResource(")
    project(base, SPEC)
    before = snapshot(base / "out")
    r = sdkgen("generate", cwd=base)
    assert r.returncode == 2 and "out/src/acme_sdk/resources/sprockets.py: was edited by hand and is no longer generated" in r.stderr, r.stderr
    assert snapshot(base / "out") == before


def test_kept_paths_are_never_touched_and_check_ignores_them(tmp_path: Path) -> None:
    base = project(tmp_path, SPEC, keep=["notes", "src/acme_sdk/extra.py"])
    generate(base)
    (base / PKG / "lib/deep").mkdir(parents=True)
    (base / PKG / "lib/deep/x.py").write_text("X = 1\n")
    (base / PKG / "lib/link.py").symlink_to("deep/x.py")
    (base / "out/notes").mkdir()
    (base / "out/notes/todo.txt").write_bytes(b"\xff not utf-8\n")
    (base / PKG / "extra.py").write_text("Y = 2\n")
    assert sdkgen("check", cwd=base).returncode == 0
    kept = {k: v for k, v in snapshot(base / "out").items() if k.startswith(("notes", "src/acme_sdk/lib", "src/acme_sdk/extra.py"))}
    project(base, changed_elsewhere(SPEC), keep=["notes", "src/acme_sdk/extra.py"])
    generate(base)  # something changed: the folder is replaced, the kept paths carried over
    after = snapshot(base / "out")
    assert {k: after[k] for k in kept} == kept
    assert sdkgen("check", cwd=base).returncode == 0


def test_renaming_the_package_does_not_delete_its_lib(tmp_path: Path) -> None:
    """``src/<package>/lib/`` is kept by default; after ``package.name`` changes (``adopt`` takes
    the old SDK's import name) the old one is no kept path any more, and replacing the output
    would delete it: refused, naming it, until it is moved or listed under ``keep:``."""
    base = project(tmp_path, SPEC)
    generate(base)
    (base / PKG / "lib").mkdir()
    (base / PKG / "lib" / "helpers.py").write_text(LIB_FILE)
    config = yaml.safe_load((base / "sdkgen.yaml").read_text())
    config["package"]["name"] = "acme"
    (base / "sdkgen.yaml").write_text(yaml.safe_dump(config))
    before = snapshot(base / "out")
    r = sdkgen("generate", cwd=base)
    assert r.returncode == 2 and "src/acme_sdk/lib is kept only under its package's name" in r.stderr, r.stderr
    assert snapshot(base / "out") == before
    config["keep"] = ["src/acme_sdk/lib"]
    (base / "sdkgen.yaml").write_text(yaml.safe_dump(config))
    generate(base)
    assert (base / PKG / "lib" / "helpers.py").read_text() == LIB_FILE and (base / "out/src/acme/__init__.py").is_file()


def test_a_kept_path_holding_a_generated_file_is_refused(tmp_path: Path) -> None:
    base = project(tmp_path, SPEC, keep=["src/acme_sdk/resources"])
    r = sdkgen("generate", cwd=base)
    assert r.returncode == 2 and "lies under the kept path 'src/acme_sdk/resources'" in r.stderr, r.stderr
    (base / "sdkgen.yaml").write_text("specs: [spec.yaml]\noutput: out\npackage: {name: acme_sdk}\nkeep: [../outside]\n")
    r = sdkgen("generate", cwd=base)
    assert r.returncode == 2 and "keep" in r.stderr and "not a relative path inside the output folder" in r.stderr, r.stderr
    for bad, message in (("CHANGELOG.md", "always carried over"), (".sdkgen", "sdkgen's own record"), ("/abs", "not a relative path")):
        (base / "sdkgen.yaml").write_text(f"specs: [spec.yaml]\noutput: out\npackage: {{name: acme_sdk}}\nkeep: ['{bad}']\n")
        r = sdkgen("generate", cwd=base)
        assert r.returncode == 2 and message in r.stderr, r.stderr


def test_a_no_change_regeneration_writes_nothing_and_a_change_touches_only_its_files(tmp_path: Path) -> None:
    base = project(tmp_path, SPEC)
    generate(base)
    (base / "out/CHANGELOG.md").write_text("# Changelog\n")
    generate(base)
    before = snapshot(base / "out")
    folder_mtime = (base / "out").stat().st_mtime_ns
    generate(base)
    assert snapshot(base / "out") == before and (base / "out").stat().st_mtime_ns == folder_mtime
    # a description change touches the few files that show it; every other file keeps its inode and mtime
    new = copy.deepcopy(SPEC)
    new["components"]["schemas"]["Gadget"]["description"] = "A gadget, version 2."
    project(base, new)
    generate(base)
    after = snapshot(base / "out")
    changed = sorted(k for k in after if after[k] != before.get(k))
    # tests/openapi.json (the spec the shipped tests mock) carries the description too
    assert changed == [STORE, "api.md", "src/acme_sdk/types/_models.py", "tests/openapi.json"], changed
    assert sdkgen("check", cwd=base).returncode == 0


def test_the_sambanova_package_regenerates_without_touching_a_file(tmp_path: Path) -> None:
    """What ``make generate`` does with nothing changed: every mtime stays."""
    base = tmp_path / "repo"
    base.mkdir()
    for name in ("specs", "generated"):
        subprocess.run(["cp", "-a", str(ROOT / name), str(base / name)], check=True)
    (base / "sdkgen.yaml").write_text((ROOT / "sdkgen.yaml").read_text())
    before = snapshot(base / "generated")
    generate(base)
    assert snapshot(base / "generated") == before


def test_the_pristine_store_round_trips_and_is_deterministic() -> None:
    files = {"b.py": "x = 1\n", "a/é.md": "ünïcode\n"}
    assert unpack(pack(files), "s") == files
    assert pack(files) == pack(dict(reversed(list(files.items()))))


@pytest.mark.parametrize("files", [{}, {"a.py": ""}, {"b/c.py": "x = '\u00e9\\u2028'\n\t\"q\"\x00\x7f\U0001f600\n", "a.md": "# t\n"}])
def test_a_small_pristine_store_is_the_json_text_compressed_by_bzip2(files: dict[str, str], tmp_path: Path) -> None:
    # pack encodes, hashes and compresses a file at a time (no whole text in memory): a store
    # of one piece must stay exactly bzip2's own output for the one-shot JSON text
    import bz2
    import hashlib
    import json

    text = json.dumps({"format": 1, "files": files}, ensure_ascii=False, sort_keys=True, indent=0).encode("utf-8")
    assert pack(files) == bz2.compress(text, 9)
    cached = pack(files, tmp_path)  # its block stored in the cache, then answered from it
    assert cached == pack(files, tmp_path) == bz2.compress(text, 9)
    from generator.pristine import _entry_key

    digest = hashlib.sha256(text).digest()
    kept = sorted(p.relative_to(tmp_path).parts[0::2] for p in tmp_path.rglob("*") if p.is_file())
    assert kept[:2] == [("blocks", _entry_key(digest)), ("pieces", digest.hex())] and [k[0] for k in kept[2:]] == ["stores"]
    assert (tmp_path / "pieces" / digest.hex()[:2] / digest.hex()).read_bytes() == text  # the piece's text, for the next unpack


def _store_text(files: dict[str, str]) -> bytes:
    import json

    return json.dumps({"format": 1, "files": files}, ensure_ascii=False, sort_keys=True, indent=0).encode("utf-8")


def _count_blocks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The lengths of the pieces :func:`generator.pristine._block` compresses from now on."""
    from generator import pristine

    calls: list[int] = []
    real = pristine._block

    def counting(piece: bytes) -> pristine._Block:
        calls.append(len(piece))
        return real(piece)

    monkeypatch.setattr(pristine, "_block", counting)
    return calls


def _large_files(seed: int, count: int = 60) -> dict[str, str]:
    import random

    rng = random.Random(seed)
    return {f"m{i:03}.py": "".join(rng.choice("abc xyz\n") for _ in range(rng.randrange(10, 60_000))) for i in range(count)}


def test_a_large_pristine_store_is_one_bzip2_stream_and_the_reader_takes_what_bzip2_does() -> None:
    """The store stays one bzip2 stream of the JSON text however large (what every sdkgen that
    wrote format 1 reads: one that reads only the first stream of a store of several would lose
    the hand-edit merge), though its blocks are compressed apart; the reader takes several
    streams, ignores what follows the last one when it starts no stream (as
    ``bz2.decompress``), and refuses a truncated or damaged one."""
    import bz2

    from generator.pristine import _pieces

    files = _large_files(7)
    files["z/long.txt"] = "aaaa" * 300_000 + "x" * 900_000  # one file longer than a piece, with runs
    text = _store_text(files)
    assert len(text) > 3 << 20 and len(list(_pieces(files))) > 4
    data = pack(files)
    d = bz2.BZ2Decompressor()
    assert d.decompress(data) == text and d.eof and not d.unused_data  # one stream: the whole text
    cut = len(text) // 2
    several = bz2.compress(text[:cut], 9) + bz2.compress(text[cut:], 9)
    assert unpack(several, "s") == files == unpack(data + b"\0" * 16, "s") == unpack(data, "s")
    for damaged in (data[:-7], data[: len(data) // 2], b"\0" * 16 + data, data[:100] + b"x" + data[101:]):
        with pytest.raises(SpecError, match="not a pristine store"):
            unpack(damaged, "s")


def test_the_pristine_store_recompresses_only_the_pieces_that_changed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With the cache, each piece's block is kept: a store of files of which one changed is
    the same bytes as one packed without the cache, and compresses only the pieces around the
    change (the cuts after it fall back in step at an anchor)."""
    import bz2

    from generator import pristine

    files = _large_files(11, 120)
    first = pack(files, tmp_path)
    assert first == pack(files)
    changed = dict(files)
    changed["m050.py"] += "one more line\n"
    calls = _count_blocks(monkeypatch)
    again = pack(changed, tmp_path)
    compressed = list(calls)  # the cached pack's, not those of the packs below
    assert bz2.decompress(again) == _store_text(changed) and again == pack(changed)
    total = len(list(pristine._pieces(changed)))
    assert 1 <= len(compressed) <= 2 < total, (compressed, total)


def test_a_block_filed_under_another_pieces_key_is_not_used(tmp_path: Path) -> None:
    """An entry holding another piece's block (a cache damaged by hand, or by a bug) would
    put that piece's text in the store, a valid bzip2 stream with the wrong files: the entry
    records its piece's digest, and one that is not the key's is a miss (hostile review)."""
    import bz2
    import hashlib

    from generator import pristine

    files = _large_files(2, 60)
    data = pack(files, tmp_path)
    pieces = list(pristine._pieces(files))
    assert len(pieces) > 3

    def entry(piece: bytes) -> Path:
        key = pristine._entry_key(hashlib.sha256(piece).digest())
        return tmp_path / "blocks" / key[:2] / key

    entry(pieces[2]).write_bytes(entry(pieces[3]).read_bytes())
    again = pack(files, tmp_path)
    assert again == data and bz2.decompress(again) == _store_text(files)


def test_an_edit_inside_a_long_file_recompresses_the_pieces_around_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file longer than a piece is cut where its text says (after a line break whose last
    bytes hash to a cut), so a line added near its start moves no later cut: only the pieces
    around the edit are compressed again; every piece stays within the block's limit."""
    import bz2
    import random

    from generator import pristine

    rng = random.Random(5)
    lines = ["".join(rng.choice("abcdefgh \u00e9") for _ in range(rng.randrange(5, 90))) for _ in range(120_000)]
    files = {"api.md": "\n".join(lines) + "\n", "b.py": "x = 1\n"}
    assert len(files["api.md"]) > 5 * pristine._PIECE_MAX
    pack(files, tmp_path)
    edited = dict(files, **{"api.md": "a new first line\n" + files["api.md"]})
    calls = _count_blocks(monkeypatch)
    again = pack(edited, tmp_path)
    compressed = list(calls)  # the cached pack's, not those of the packs below
    pieces = list(pristine._pieces(edited))
    assert all(0 < len(p) <= pristine._PIECE_MAX for p in pieces) and b"".join(pieces) == _store_text(edited)
    assert bz2.decompress(again) == _store_text(edited)
    assert 1 <= len(compressed) <= 2 < len(pieces), (compressed, len(pieces))


def test_a_damaged_block_in_the_cache_is_compressed_again(tmp_path: Path) -> None:
    import bz2

    files = _large_files(3, 30)
    data = pack(files, tmp_path)
    entries = sorted(p for p in tmp_path.rglob("*") if p.is_file())
    assert len(entries) > 1
    for entry in entries[:2]:  # one byte changed, one entry cut short
        raw = bytearray(entry.read_bytes())
        raw[20] ^= 0x40
        entry.write_bytes(bytes(raw) if entry == entries[0] else bytes(raw[:10]))
    assert pack(files, tmp_path) == data and bz2.decompress(data) == _store_text(files)


@given(
    st.dictionaries(
        st.from_regex(r"[a-z]{1,8}(/[a-z_\u00e9]{1,8}){0,2}\.py", fullmatch=True),
        st.one_of(st.text(max_size=200), st.builds(lambda c, n: c * n, st.sampled_from("a\n\u00e9\U0001f600"), st.integers(0, 1_500_000))),
        max_size=6,
    )
)
@settings(max_examples=30, deadline=None)
def test_any_pristine_store_is_one_bzip2_stream_of_its_text(files: dict[str, str]) -> None:
    import bz2

    data = pack(files)
    d = bz2.BZ2Decompressor()
    assert d.decompress(data) == _store_text(files) and d.eof and not d.unused_data
    assert unpack(data, "s") == files


@pytest.mark.parametrize(
    ("ours", "theirs", "expected"),
    [
        ("a\nB\nc\nd\ne\n", "a\nb\nc\nd\nE\n", "a\nB\nc\nd\nE\n"),  # both sides, apart: both kept
        ("a\nb\nc\nd\ne\n", "a\nb\nc\nd\nE\n", "a\nb\nc\nd\nE\n"),
        ("a\nB\nc\nd\ne\n", "a\nb\nc\nd\ne\n", "a\nB\nc\nd\ne\n"),
        ("a\nB\nc\nd\ne\n", "a\nB\nc\nd\ne\n", "a\nB\nc\nd\ne\n"),  # the same change on both sides
    ],
)
def test_merge_text(ours: str, theirs: str, expected: str) -> None:
    assert merge_text("a\nb\nc\nd\ne\n", ours, theirs) == expected


def test_merge_text_conflict_names_the_line_of_the_edit() -> None:
    conflict = merge_text("a\nb\nc\n", "a\nOURS\nc\n", "a\nTHEIRS\nc\n")
    assert not isinstance(conflict, str)
    assert conflict.line == 2 and "line 2" in conflict.reason


def test_check_tells_drift_from_kept_edits(tmp_path: Path) -> None:
    """Kept edits alone: exit 0.  The spec changed without regenerating: exit 1, and the diff
    shows what regenerating would change - the generation's lines, not the hand edits."""
    base = project(tmp_path, SPEC)
    generate(base)
    hand_edits(base)
    r = sdkgen("check", cwd=base)
    assert r.returncode == 0 and "kept hand edits: 2 file(s), +2 -1 lines" in r.stderr, r.stderr
    project(base, changed_elsewhere(SPEC))
    r = sdkgen("check", cwd=base)
    assert r.returncode == 1, r.stderr
    assert "kept hand edits: 2 file(s)" in r.stderr and "is out of date:" in r.stderr
    assert "--- a/out/api.md\n" in r.stdout and "+client.widgets.list(*, limit=..., offset=...)" in r.stdout, r.stdout
    assert "hand edit" not in r.stdout  # the edits are on both sides of the diff: not shown as changes


def test_a_linked_folder_in_the_output_is_never_read_into_the_package(tmp_path: Path) -> None:
    """A generated folder replaced by a link to a folder outside: its files (edited copies of
    the generated ones) are not merged in, whatever they hold."""
    base = project(tmp_path / "p", SPEC)
    generate(base)
    outside = tmp_path / "outside"
    import shutil

    shutil.copytree(base / PKG / "resources", outside)
    edit(outside / "widgets.py", "class WidgetsResource(", "SECRET = 'outside'\n\n\nclass WidgetsResource(")
    shutil.rmtree(base / PKG / "resources")
    (base / PKG / "resources").symlink_to(outside)
    project(base, changed_elsewhere(SPEC))
    r = sdkgen("generate", cwd=base)
    assert r.returncode == 2 and "src/acme_sdk/resources/widgets.py: lies in a folder that is a symbolic link" in r.stderr, r.stderr
    r = sdkgen("check", cwd=base)
    assert r.returncode == 1 and "SECRET" not in r.stdout + r.stderr


def test_a_kept_path_inside_a_linked_folder_is_refused(tmp_path: Path) -> None:
    base = project(tmp_path / "p", SPEC, keep=["notes/mine"])
    generate(base)
    outside = tmp_path / "outside"
    (outside / "mine").mkdir(parents=True)
    (outside / "mine" / "secret.txt").write_text("SECRET\n")
    (base / "out/notes").symlink_to(outside)
    project(base, changed_elsewhere(SPEC), keep=["notes/mine"])
    before = snapshot(base / "out")
    r = sdkgen("generate", cwd=base)
    assert r.returncode == 2 and "the kept path 'notes/mine' lies in a folder that is a symbolic link" in r.stderr, r.stderr
    assert snapshot(base / "out") == before


def test_check_takes_a_store_of_the_same_files_in_other_bytes_as_up_to_date(tmp_path: Path) -> None:
    """A store another sdkgen compressed otherwise (one bzip2 stream at another level, or the
    blocks of an older release) records the same files: ``check`` sees no drift in it, and
    sees drift when the files it records differ (every package's store bytes changed with the
    block-built stream: a mixed-version team's CI failed on the binary store alone)."""
    import bz2

    base = project(tmp_path, SPEC)
    generate(base)
    store = base / "out" / STORE
    text = bz2.decompress(store.read_bytes())
    store.write_bytes(bz2.compress(text, 1))
    r = sdkgen("check", cwd=base)
    assert r.returncode == 0 and "up to date" in r.stderr, r.stderr
    store.write_bytes(bz2.compress(text.replace(b"class WidgetsResource(", b"class WidgetsResourcX("), 1))
    r = sdkgen("check", cwd=base)
    assert r.returncode == 1 and "1 changed" in r.stderr, r.stderr


def test_generate_names_the_hand_added_files_it_removes_and_strict_removes_none(tmp_path: Path) -> None:
    """A file added by hand inside the output (no generation wrote it) is removed by the next
    generation, which says so, naming it (fresh-user review: it went without a word); with
    ``--strict`` nothing is written, so it stays.  A file an earlier generation wrote (an
    operation since removed from the spec) goes without that warning."""
    base = project(tmp_path, SPEC)
    generate(base)
    mine = base / PKG / "mine.py"
    mine.write_text("HELPER = 1\n")
    strict = sdkgen("generate", "--strict", cwd=base)
    assert strict.returncode == 1 and "[hand-added-removed] 1 file(s) that no generation wrote are removed from the output: src/acme_sdk/mine.py" in strict.stderr
    assert mine.read_text() == "HELPER = 1\n"
    r = generate(base)
    assert "hand-added-removed" in r.stderr and "src/acme_sdk/mine.py" in r.stderr and not mine.exists()
    smaller = copy.deepcopy(SPEC)
    del smaller["paths"]["/gadgets"]
    (base / "spec.yaml").write_text(yaml.safe_dump(smaller))
    gadgets = base / PKG / "resources" / "gadgets.py"
    assert gadgets.exists()
    r = generate(base)
    assert not gadgets.exists() and "hand-added-removed" not in r.stderr


def test_without_a_store_every_file_the_generation_removes_is_named(tmp_path: Path) -> None:
    """After the store is deleted (as the error about an unreadable one says), nothing tells a
    hand-added file from a generated one: the files the next generation removes were removed
    without a word (hostile review 3, F9).  Now each is named, saying why it cannot be told."""
    base = project(tmp_path, SPEC)
    generate(base)
    mine = base / PKG / "mine.py"
    mine.write_text("HELPER = 1\n")
    (base / "out" / ".sdkgen" / "pristine.json.bz2").unlink()
    r = generate(base)
    assert "[hand-added-removed] no .sdkgen/pristine.json.bz2, so files added by hand cannot be told from generated ones: 1 file(s)" in r.stderr, r.stderr
    assert "src/acme_sdk/mine.py" in r.stderr and not mine.exists()
    assert "hand-added-removed" not in generate(base).stderr  # recorded again: nothing removed
