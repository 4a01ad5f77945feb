"""The caches of single stages inside a run (issue 27, regeneration): the rendered models
modules are kept by the key of the IR's models (``models/`` of the cache folder,
:func:`generator.run_cache.models_key`), so that a regeneration after a change that leaves every
schema as it was renders none of them, and what it produces is what a run without any cache
produces.  The pristine store is compressed on a thread while the completeness stage runs
(:attr:`generator.pipeline.Result.store`): the same bytes as :func:`generator.edits.pack`."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from generator.configure import config_from_args
from generator.edits import pack

SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Acme", "version": "1"},
    "servers": [{"url": "https://api.acme.test"}],
    "paths": {
        "/widgets": {
            "get": {
                "operationId": "listWidgets",
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Widget"}}}}}},
            }
        }
    },
    "components": {"schemas": {"Widget": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}}}},
}


def _run(tmp_path: Path, spec: dict[str, Any], monkeypatch: pytest.MonkeyPatch, cache: str) -> tuple[dict[str, str], int]:
    """One run of the pipeline (nothing written) on ``spec`` with the cache folder ``cache``
    (``off``: none): its files, and how many times the models were rendered."""
    import yaml

    from generator.pipeline import run
    from generator.render import models

    path = tmp_path / "spec.yaml"
    path.write_text(yaml.safe_dump(spec, sort_keys=False))
    monkeypatch.setenv("SDKGEN_CACHE_DIR", cache)
    monkeypatch.setenv("SDKGEN_NO_PARALLEL", "1")  # rendered in this process, where it is counted
    calls = []
    original = models.render_model_modules

    def counting(*args: Any, **kwargs: Any) -> dict[str, str]:
        calls.append(1)
        return original(*args, **kwargs)

    monkeypatch.setattr(models, "render_model_modules", counting)
    cfg = config_from_args([str(path)], str(tmp_path / "out" / "acme_sdk"), "acme_sdk", None)
    result = run(cfg, store=True)
    assert result.store is not None and result.store.result() == pack(result.files)  # the thread's bytes
    return result.files, len(calls)


def _with_parameter(spec: dict[str, Any], name: str = "limit") -> dict[str, Any]:
    """``spec`` with a query parameter on its operation: a change of no schema."""
    new = copy.deepcopy(spec)
    new["paths"]["/widgets"]["get"]["parameters"] = [{"name": name, "in": "query", "schema": {"type": "integer"}}]
    return new


def test_a_change_that_leaves_the_schemas_renders_no_model_and_gives_the_cacheless_output(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = str(tmp_path / "cache")
    _, rendered = _run(tmp_path, SPEC, monkeypatch, cache)
    assert rendered == 1 and list((tmp_path / "cache" / "models").rglob("*"))
    files, rendered = _run(tmp_path, _with_parameter(SPEC), monkeypatch, cache)
    assert rendered == 0  # the models modules came from the cache
    assert "limit" in files["src/acme_sdk/resources/widgets.py"]  # the change itself is there
    fresh, rendered = _run(tmp_path, _with_parameter(SPEC), monkeypatch, "off")
    assert rendered == 1 and files == fresh


def test_a_changed_schema_renders_the_models_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = str(tmp_path / "cache")
    _run(tmp_path, SPEC, monkeypatch, cache)
    changed = copy.deepcopy(SPEC)
    changed["components"]["schemas"]["Widget"]["properties"]["colour"] = {"type": "string", "description": "A colour."}
    files, rendered = _run(tmp_path, changed, monkeypatch, cache)
    assert rendered == 1 and "colour" in files["src/acme_sdk/types/_models.py"]
    fresh, _ = _run(tmp_path, changed, monkeypatch, "off")
    assert files == fresh


def test_a_damaged_models_cache_entry_is_rendered_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = str(tmp_path / "cache")
    first, _ = _run(tmp_path, SPEC, monkeypatch, cache)
    (entry,) = [p for p in (tmp_path / "cache" / "models").rglob("*") if p.is_file()]
    for i, damage in enumerate((b"{not json", b'{"src/acme_sdk/types/_models.py": 1}', b"[]")):
        entry.write_bytes(damage)
        spec = _with_parameter(SPEC, f"p{i}")  # another run (the run cache would answer the same one whole)
        files, rendered = _run(tmp_path, spec, monkeypatch, cache)
        fresh, _ = _run(tmp_path, spec, monkeypatch, "off")
        assert rendered == 1 and files == fresh
        assert files["src/acme_sdk/types/_models.py"] == first["src/acme_sdk/types/_models.py"]


def _thresholds() -> tuple[int, ...]:
    import gc

    return gc.get_threshold()


def test_the_command_collects_less_often_and_its_formatting_workers_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    """``sdkgen`` raises the cyclic collector's first threshold for its own process
    (:data:`generator.cli.GC_THRESHOLD`); a pool worker forked from it restores the thresholds
    the process had, where black's trees are garbage after every task."""
    import gc
    import multiprocessing

    from generator import workers
    from generator.cli import GC_THRESHOLD

    if "fork" not in multiprocessing.get_all_start_methods():
        pytest.skip("the workers inherit the setting through fork only")
    before = gc.get_threshold()
    monkeypatch.delenv("SDKGEN_NO_PARALLEL", raising=False)
    monkeypatch.setattr(workers, "_WORKER_GC_THRESHOLD", None)
    try:
        restore_outer = workers.collect_less_often(GC_THRESHOLD)
        restore_inner = workers.collect_less_often(GC_THRESHOLD)  # the command run twice in one process
        assert gc.get_threshold() == GC_THRESHOLD != before
        pool = workers.process_pool(1)
        if pool is None:
            pytest.skip("no process pool on this machine")
        with pool:
            assert pool.submit(_thresholds).result() == before
        restore_inner()
        restore_outer()
        assert gc.get_threshold() == before and workers._WORKER_GC_THRESHOLD is None
    finally:
        gc.set_threshold(*before)


def test_the_command_gives_its_caller_the_collector_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``sdkgen`` run inside another process (``click.testing``, a build tool) leaves that
    process's collector thresholds as they were when it ends, run after run."""
    import gc

    import yaml
    from click.testing import CliRunner

    from generator.cli import main

    before = gc.get_threshold()
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(SPEC, sort_keys=False))
    monkeypatch.setenv("SDKGEN_CACHE_DIR", "off")
    for name in ("a", "b"):
        r = CliRunner().invoke(main, ["generate", str(tmp_path / "spec.yaml"), "--package-name", "acme_sdk", "--output", str(tmp_path / name / "acme_sdk")])
        assert r.exit_code == 0, r.output
        assert gc.get_threshold() == before


class _Pool:
    """A stand-in process pool that records what the pipeline does with it."""

    def __init__(self, events: list[str]) -> None:
        self.events = events

    def submit(self, fn: Any, *args: Any) -> Any:
        from concurrent.futures import Future

        self.events.append(f"submit {getattr(fn, '__name__', fn)}")
        done: Future[Any] = Future()
        try:
            done.set_result(fn(*args))
        except Exception as exc:  # noqa: BLE001 - handed to the caller, as a pool does
            done.set_exception(exc)
        return done

    def shutdown(self, wait: bool = True, cancel_futures: bool = False) -> None:
        self.events.append("shutdown")


def _recording_pool(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    import generator.load as load_module
    from generator import pipeline

    events: list[str] = []
    monkeypatch.setattr(pipeline, "process_pool", lambda workers=None: _Pool(events))
    original = load_module.load_documents

    def loading(*args: Any, **kwargs: Any) -> Any:
        events.append("load")
        return original(*args, **kwargs)

    monkeypatch.setattr(pipeline, "load_documents", loading)
    return events


def test_the_workers_start_before_the_spec_is_loaded_and_stop_on_every_way_out(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The formatting workers are forked before loading (a worker forked later inherits the
    parsed spec and, at 5,000 schemas, doubled the process tree's memory), the models are
    rendered on one of them from the IR it is sent, and the pool is shut down on a cache hit
    and on bad input as after a full run: no worker outlives the run."""
    import yaml

    from generator.errors import SpecError
    from generator.pipeline import run

    monkeypatch.setenv("SDKGEN_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(SPEC, sort_keys=False))
    cfg = config_from_args([str(tmp_path / "spec.yaml")], str(tmp_path / "out" / "acme_sdk"), "acme_sdk", None)
    events = _recording_pool(monkeypatch)
    first = run(cfg)
    # the formatting pool, the spec, then the models' own process (forked with the IR built)
    assert events[:4] == ["submit _ready", "load", "submit _ready", "submit render_model_modules"], events
    assert events[4] == "shutdown"  # the models' process, as soon as they are back
    assert events.count("shutdown") >= 2 and events[-1] == "shutdown"
    assert "class Widget" in "".join(first.files.values())
    events.clear()
    assert run(cfg).files == first.files  # the run cache
    assert events == ["submit _ready", "load", "shutdown"]
    events.clear()
    (tmp_path / "spec.yaml").write_text("openapi: [")
    with pytest.raises(SpecError):
        run(cfg)
    assert events == ["submit _ready", "load", "shutdown"]


def test_a_run_cache_entry_is_written_as_it_is_pickled_and_read_back(tmp_path: Path) -> None:
    from generator.run_cache import run_cache_get, run_cache_put

    value = ("api", {"a.py": "x" * 200_000}, (), {"k": 1})
    run_cache_put(tmp_path, "ab" * 32, value)
    assert run_cache_get(tmp_path, "ab" * 32) == value
    # an entry that cannot be pickled leaves no file behind; a damaged one is a miss
    with pytest.raises(Exception):  # noqa: B017 - pickle's own error
        run_cache_put(tmp_path, "cd" * 32, (lambda: 1, {}, (), {}))
    assert sorted(p.name for p in (tmp_path / "runs").rglob("*") if p.is_file()) == ["ab" * 32]
    entry = tmp_path / "runs" / "ab" / ("ab" * 32)
    good = entry.read_bytes()
    # one byte of a module's text changed: the pickle still loads, the digest tells
    at = good.index(b"x" * 1000) + 500
    entry.write_bytes(good[:at] + b"y" + good[at + 1 :])
    assert run_cache_get(tmp_path, "ab" * 32) is None
    for damaged in (good[:-100], good[:10], b"", good[:-32] + bytes(32)):
        entry.write_bytes(damaged)
        assert run_cache_get(tmp_path, "ab" * 32) is None
    entry.write_bytes(good)
    assert run_cache_get(tmp_path, "ab" * 32) == value


def test_the_completeness_stage_reads_each_unchanged_module_from_its_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What each module defines (:func:`generator.completeness.read_classes`) is kept per module
    text: read again with the cache, nothing is parsed and the classes are those read without
    it; a changed module is parsed again, and a damaged entry is a miss."""
    import ast

    from generator import completeness

    files = {
        "src/acme/_client.py": "from .resources.widgets import WidgetsResource\n\nclass Acme:\n    def __init__(self) -> None:\n        self.widgets = WidgetsResource()\n",
        "src/acme/resources/widgets.py": "class WidgetsResource:\n    def list(self) -> int:\n        return 1\n",
        "src/acme/resources/broken.py": "def (:\n",
    }
    cache = tmp_path / "classes"
    plain = completeness.read_classes(files, "src/acme/")
    assert completeness.read_classes(files, "src/acme/", cache) == plain
    assert ("resources/widgets.py", "WidgetsResource") in plain.defined and plain.imports["_client.py"] == {"WidgetsResource": "resources/widgets.py"}
    parsed: list[str] = []
    real = ast.parse

    def counting(source: str, *args: Any, **kwargs: Any) -> Any:
        parsed.append(source)
        return real(source, *args, **kwargs)

    monkeypatch.setattr(completeness.ast, "parse", counting)
    assert completeness.read_classes(files, "src/acme/", cache) == plain
    assert parsed == [files["src/acme/resources/broken.py"]]  # a module that does not parse is not kept
    changed = dict(files)
    changed["src/acme/resources/widgets.py"] += "\nclass Extra:\n    pass\n"
    parsed.clear()
    again = completeness.read_classes(changed, "src/acme/", cache)
    assert ("resources/widgets.py", "Extra") in again.defined and len(parsed) == 2
    for entry in (p for p in cache.rglob("*") if p.is_file()):
        data = entry.read_bytes()
        entry.write_bytes(data[:-1] + bytes([data[-1] ^ 1]))
    parsed.clear()
    assert completeness.read_classes(files, "src/acme/", cache) == plain and len(parsed) == 3


def test_a_spec_file_is_parsed_once_and_read_back_as_parsed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The parse cache (``parsed/``, :func:`generator.parse.parse_file`): a file parsed before
    is read back equal to a fresh parse, aliases still shared; a
    changed file, another generator (fingerprint) or a damaged entry is parsed again; a file
    that does not parse is never kept."""
    from generator import cache_entries, parse
    from generator.errors import SpecError

    cache = tmp_path / "parsed"
    spec = tmp_path / "spec.yaml"
    spec.write_bytes(b"a: &x {k: [1, 2.5, true, null, '010']}\r\nb: *x\r\nbig: 1" + b"9" * 40 + b"\r\nd: |\r\n  one\r\n  two\r\n")
    plain = parse.parse_file(spec, "spec.yaml")
    assert plain["d"] == "one\ntwo\n"  # the CRLF of a block scalar read as text mode reads it
    parsed: list[bool] = []
    real = parse._parse_bytes

    def counting(raw: bytes, json_file: bool, display: str) -> Any:
        parsed.append(json_file)
        return real(raw, json_file, display)

    monkeypatch.setattr(parse, "_parse_bytes", counting)
    assert parse.parse_file(spec, "spec.yaml", cache) == plain and parsed == [False]
    again = parse.parse_file(spec, "spec.yaml", cache)
    assert again == plain and parsed == [False]  # read back, not parsed
    assert (again["a"] is again["b"]) == (plain["a"] is plain["b"]) and again["big"] == 2 * 10**40 - 1  # shared as parsed
    json_twin = tmp_path / "spec.json"
    json_twin.write_text('{"a": 1}')
    assert parse.parse_file(json_twin, "spec.json", cache) == {"a": 1}
    spec.write_bytes(spec.read_bytes().replace(b"two", b"three"))
    assert parse.parse_file(spec, "spec.yaml", cache)["d"] == "one\nthree\n" and parsed == [False, True, False]
    monkeypatch.setattr(cache_entries, "_FINGERPRINT", "another generator")
    parse.parse_file(spec, "spec.yaml", cache)
    assert len(parsed) == 4
    for entry in (p for p in cache.rglob("*") if p.is_file()):
        data = entry.read_bytes()
        entry.write_bytes(data[:-40] + bytes([data[-40] ^ 1]) + data[-39:])
    assert parse.parse_file(spec, "spec.yaml", cache)["d"] == "one\nthree\n" and len(parsed) == 5
    # an entry filed under another file's key (copied over it) is a miss, not that file's document
    other = tmp_path / "other.yaml"
    other.write_text("other: 1\n")
    parse.parse_file(other, "other.yaml", cache)
    entries = {p.name: p for p in cache.rglob("*") if p.is_file()}
    newest = max(entries.values(), key=lambda p: p.stat().st_mtime_ns)
    for entry in entries.values():
        if entry != newest:
            entry.write_bytes(newest.read_bytes())
    assert parse.parse_file(spec, "spec.yaml", cache)["d"] == "one\nthree\n"
    kept = sorted(p for p in cache.rglob("*") if p.is_file())
    bad = tmp_path / "bad.yaml"
    bad.write_bytes(b"a: [1,\nb: \xff\n")
    with pytest.raises(SpecError, match=r"not UTF-8 text: byte 0xff at line 2, column 4"):
        parse.parse_file(bad, "bad.yaml", cache)
    bad.write_bytes(b"a: [1,\n")
    with pytest.raises(SpecError, match="invalid YAML"):
        parse.parse_file(bad, "bad.yaml", cache)
    assert sorted(p for p in cache.rglob("*") if p.is_file()) == kept
    bad.write_bytes(b"a: 1\rb: 2\rc: x\xe9\n")  # lone CRs end lines, as text mode reads them
    with pytest.raises(SpecError, match=r"byte 0xe9 at line 3, column 5"):
        parse.parse_file(bad, "bad.yaml", cache)
    # the digit limit decides what parses: a document read under a higher one is not reused
    big = tmp_path / "big.yaml"
    big.write_text("n: 1" + "0" * 5000 + "\n")
    import sys

    before = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        assert parse.parse_file(big, "big.yaml", cache)["n"] == 10**5000
    finally:
        sys.set_int_max_str_digits(before)
    with pytest.raises(SpecError, match="an integer literal of 5,001 digits"):
        parse.parse_file(big, "big.yaml", cache)


def test_a_regeneration_reads_the_last_store_from_its_cached_pieces(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """:func:`generator.pristine.unpack` with the cache ``pack`` wrote: the files, without
    decompressing; a missing or damaged piece, or a manifest filed under another store's key,
    is decompressed instead, to the same files."""
    from generator import pristine

    files = {f"src/m{i:02}.py": "".join(f"value_{i}_{j} = {j * i}\n" for j in range(4000)) for i in range(12)}
    cache = tmp_path / "pristine"
    store = pristine.pack(files, cache)
    other = pristine.pack({"src/x.py": "x = 1\n"}, cache)
    assert len(list((cache / "pieces").rglob("*.*"))) == 0 and len([p for p in (cache / "pieces").rglob("*") if p.is_file()]) > 2
    decompressed: list[int] = []
    real = pristine._decompressed

    def counting(data: bytes, limit: int) -> Any:
        decompressed.append(len(data))
        return real(data, limit)

    monkeypatch.setattr(pristine, "_decompressed", counting)
    assert pristine.unpack(store, "store", cache) == files and decompressed == []
    manifest = pristine._manifest_path(cache, __import__("hashlib").sha256(store).digest())
    other_manifest = pristine._manifest_path(cache, __import__("hashlib").sha256(other).digest())
    good = manifest.read_bytes()
    manifest.write_bytes(other_manifest.read_bytes())  # another store's list of pieces
    assert pristine.unpack(store, "store", cache) == files and len(decompressed) == 1
    manifest.write_bytes(good)
    piece = next(p for p in (cache / "pieces").rglob("*") if p.is_file() and p.stat().st_size > 1000)
    text = piece.read_bytes()
    piece.write_bytes(text[:500] + (b"8" if text[500:501] != b"8" else b"9") + text[501:])
    assert pristine.unpack(store, "store", cache) == files and len(decompressed) == 2
    assert not piece.exists()  # removed, so that the next pack writes it again
    assert pristine.unpack(store, "store", cache) == files and len(decompressed) == 3
    assert pristine.unpack(pristine.pack(files, cache), "store", cache) == files and len(decompressed) == 3  # packed again: the piece is back
