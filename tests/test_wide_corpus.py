"""The wide corpus as a standing test: about 70 real public specs the generator was not built
for (``../shared/corpus/wide``, see ``MANIFEST.md`` there and ``tests/_wide_corpus.py``).

For each spec (``test_spec``, marked ``slow`` and ``prism``):

1. **generates** with the library API into a temporary folder (once per run: the xdist workers
   share the run cache, a lock per spec), or fails with the :class:`~generator.errors.SpecError`
   recorded for it in ``tests/wide_corpus_expected.yaml`` (key ``generation``);
2. **imports** the package and every resource module;
3. **every operation is callable**: each ``METHOD path`` of the spec's ``paths`` is an operation
   of the IR whose method (``client.<resource>.<name>``) exists on the client; a missing one is
   the failure ``not-callable``;
4. **contract**: a Prism mock server (``tests/_prism.py``) serves the spec and every operation
   (on the giants over 2 MB, an evenly spread sample of ``GIANT_SAMPLE``, the same on every
   run) is called through the sync client with its required arguments: the sample call the
   generator builds for the tests it ships in each package (``Operation.sample``,
   ``generator/ir/samples.py``: the spec's examples, else values built from the schemas), files
   as the bytes ``UPLOAD``.  The call is contract-correct when Prism accepts the request (a 2xx: Prism
   validates every request against the spec and answers 4xx with a problem+json body naming
   the violation) and the client returns what it parsed from the answer; uploads must put
   ``UPLOAD`` itself on the wire (the part of a multipart body, or the whole binary body).

An operation that is not contract-correct is a failure of one *kind*: ``not-callable``,
``client-error`` (the call raised before an answer: the exception), ``rejected-<status>``
(Prism's answer and violations), ``mock-error`` (Prism failed: 5xx), ``parse-error`` (the
client could not read Prism's 2xx answer), ``upload-bytes`` (the bytes on the wire are not the
file's), ``mock-timeout`` (Prism did not answer within ``TIMEOUT``: it invents some answers
from huge recursive schemas; such an entry may also pass, as it depends on the machine's load), ``mock-crashed`` (Prism
exited on the call; it is restarted for the next one).  Every failure must be listed in ``tests/wide_corpus_expected.yaml`` with its kind,
its owner (``spec``, ``mock server`` or ``generator``) and a reason; a failure not listed, or
listed but not happening any more (fixed: remove it), fails the test.  Nothing is skipped in
silence.

``test_packages_type_check`` (slow) runs ``mypy --strict`` and pyright strict over every
generated package in one batch each.  Each spec's measurements are written to
``build/wide-corpus/<spec>.json``; ``make wide-corpus-table`` turns them into the README's
table (``tools/wide_corpus.py``), and ``tools/wide_corpus.py record`` writes new failures into
the expected file for review.
"""

from __future__ import annotations

import contextlib
import fcntl
import importlib
import json
import math
import os
import pkgutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from _schema_values import ValueBuilder
from _wide_corpus import (
    GIANT,
    GIANT_SAMPLE,
    RESULTS,
    SAMPLE_COPY,
    UPLOAD,
    WIDE,
    Failure,
    SpecResult,
    in_ci_sample,
    load,
    multipart_parts,
    package_name,
    read_expected,
    sample,
    spec_files,
    spec_operations,
    without_external_extensions,
)

from generator.configure import config_from_args
from generator.errors import SpecError
from generator.ir.model import Api, Operation
from generator.ir.samples import UPLOAD as _UPLOAD_NAME
from generator.pipeline import Result, generate

pytestmark = [pytest.mark.slow]

ALL_SPECS = spec_files() if WIDE.is_dir() else []
# SDKGEN_WIDE_SPECS=a.yaml,b.json measures those specs again (their results and type errors
# replace theirs in build/wide-corpus; the others' are kept) - a fix checked without the hour
ONLY = {name for name in os.environ.get("SDKGEN_WIDE_SPECS", "").split(",") if name}
SPECS = [spec for spec in ALL_SPECS if not ONLY or spec.name in ONLY]
# every spec is generated, checked callable and called in `make test` (CI has ../shared beside
# the clone); the type checks of the packages over CI_SAMPLE_BYTES are `make test-wide`'s.  The
# largest specs come first, so that xdist's workers start the long ones early and the run
# ends with the short ones (the ids, and so the results, do not depend on the order)
PARAMS = [pytest.param(spec, id=spec.name) for spec in sorted(SPECS, key=lambda s: (-s.stat().st_size, s.name))]
EXPECTED = read_expected()
RECORD = bool(os.environ.get("SDKGEN_WIDE_RECORD"))  # measure only: write results, assert nothing
TIMEOUT = 60.0  # seconds for Prism to answer one call
# seconds for Prism to start on a spec (the slowest that starts: figma, about 70 s under load, 49 s
# with two test workers;
# shopware-admin's 4 MB had not started after 600 s: it is then mock-cannot-serve)
PRISM_START_TIMEOUT = 150.0
# kinds that depend on the machine's load: listed, they may also pass
FLAKY_KINDS = frozenset({"mock-timeout"})


def test_the_wide_corpus_is_present() -> None:
    """The corpus must be there: otherwise every test below would vanish without a word.  On
    a machine with only the repository it is the CI sample copied into ``tests/corpus/wide``,
    which must be exactly the sample the full corpus gives (specs up to 150 KB)."""
    assert WIDE.is_dir(), f"the wide corpus is missing: {WIDE} (set SDKGEN_WIDE_CORPUS)"
    copied = sorted(p.name for p in SAMPLE_COPY.iterdir() if p.suffix in (".yaml", ".yml", ".json"))
    assert copied == sorted(p.name for p in ALL_SPECS if in_ci_sample(p)), "tests/corpus/wide is not the CI sample of the corpus"
    assert ONLY <= {p.name for p in ALL_SPECS}, f"SDKGEN_WIDE_SPECS names specs that are not in {WIDE}: {sorted(ONLY - {p.name for p in ALL_SPECS})}"
    if WIDE.resolve() != SAMPLE_COPY.resolve():
        assert len(ALL_SPECS) >= 60, f"{len(ALL_SPECS)} specs in {WIDE}"
        for name in copied:  # byte for byte
            assert (SAMPLE_COPY / name).read_bytes() == (WIDE / name).read_bytes(), name
        # every entry of the expected file names a spec (the sample alone lists fewer)
        assert set(EXPECTED) <= {p.name for p in ALL_SPECS}, set(EXPECTED) - {p.name for p in ALL_SPECS}


# --------------------------------------------------------------------------- generation


class Generated:
    """One spec's generation: the output folder and the run's result, or the error."""

    def __init__(
        self, spec: Path, folder: Path, result: Result | None, error: str, seconds: float
    ) -> None:
        self.spec = spec
        self.folder = folder
        self.result = result
        self.error = error
        self.seconds = seconds
        self.package = package_name(spec)


_generated: dict[str, Generated] = {}


@pytest.fixture(scope="session")
def wide_base(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """This worker's output folder, and (``locks``) the lock folder shared by the workers."""
    return tmp_path_factory.mktemp("wide")


def _lock_folder(base: Path) -> Path:
    shared = base.parent
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent  # the common base temp folder of the workers of this run
    return shared


def generated(spec: Path, base: Path) -> Generated:
    """``spec`` generated into ``base`` (once per process; one worker at a time per spec, so
    the other answers from the run cache)."""
    if spec.name in _generated:
        return _generated[spec.name]
    folder = base / spec.stem
    cfg = config_from_args([str(spec)], str(folder), package_name(spec))
    start = time.monotonic()
    result: Result | None = None
    error = ""
    with open(_lock_folder(base) / f"wide-{spec.name}.lock", "a+") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            result = generate(cfg)
        except SpecError as exc:
            error = str(exc)
    done = Generated(spec, folder, result, error, time.monotonic() - start)
    if result is not None:
        sys.path.insert(0, str(folder / "src"))
    _generated[spec.name] = done
    return done


# --------------------------------------------------------------------------- calling


def _resolve(client: Any, op: Operation) -> Any:
    target = client
    for attr in (*op.resource, op.name):
        target = getattr(target, attr, None)
        if target is None:
            return None
    return target if callable(target) else None


def _credentials(folder: Path) -> dict[str, str]:
    surface = json.loads((folder / "sdk-surface.json").read_text())
    out = {}
    for cred in surface["client"].get("credentials", []):
        out[cred["argument"]] = "user:secret" if cred["kind"] == "basic" else "test-credential"
    return out


def _operation_schema(document: dict[str, Any], op: Operation) -> dict[str, Any]:
    node: Any = document
    for part in op.pointer.split("#", 1)[1].strip("/").split("/"):
        node = node[part.replace("~1", "/").replace("~0", "~")]
    return node


def arguments(op: Operation) -> tuple[dict[str, Any], list[str]]:
    """The keyword arguments of a call of ``op`` with its required arguments, and the wire
    names of the file fields given ``UPLOAD`` (``<body>`` for a binary body): the sample call
    the generator computed for the tests shipped in the package (:attr:`Operation.sample`,
    :mod:`generator.ir.samples`: the spec's examples, else values built from the schemas),
    its literals evaluated and its files given the bytes ``UPLOAD``."""
    assert op.implementation is not None and op.sample is not None
    by_name = {arg.py_name: arg for arg in op.implementation.args}
    names = {"__builtins__": {}, "UPLOAD": UPLOAD, "inf": math.inf, "nan": math.nan}
    kwargs: dict[str, Any] = {}
    files: list[str] = []
    for sample_arg in op.sample.args:
        kwargs[sample_arg.py_name] = eval(sample_arg.value, names)  # inert literals (generator.literals)
        if sample_arg.value in (_UPLOAD_NAME, f"[{_UPLOAD_NAME}, {_UPLOAD_NAME}]"):
            arg = by_name[sample_arg.py_name]
            files.append("<body>" if arg.location == "body_whole" else arg.wire_name)
    return kwargs, files


def _prism_failure(response: httpx.Response) -> str:
    """Prism's violations (its ``sl-violations`` header: it answers an invalid request with
    the spec's own 400/422 example when there is one), else its problem+json body."""
    header = response.headers.get("sl-violations")
    if header:
        try:
            violations = json.loads(header)
        except ValueError:
            return header[:400]
        return "; ".join(
            f"{'.'.join(str(x) for x in v.get('location', []))}: {v.get('message', '')}"
            for v in violations[:4]
        )[:400]
    try:
        problem = response.json()
    except ValueError:
        return response.text[:300]
    if not isinstance(problem, dict):
        return response.text[:300]
    violations = problem.get("validation") or []
    if violations:
        return "; ".join(
            f"{'.'.join(str(x) for x in v.get('location', []))}: {v.get('message', '')}"
            for v in violations[:4]
        )[:400]
    if "title" in problem or "detail" in problem:
        return f"{problem.get('title', '')}: {str(problem.get('detail', ''))[:300]}"
    return response.text[:300]


received: list[httpx.Response] = []  # the answers of the current call (a response hook)


def _keep_response(response: httpx.Response) -> None:
    response.read()
    received.append(response)


def answer_verdict(
    document: dict[str, Any], op: Operation, response: httpx.Response, builder: ValueBuilder
) -> str:
    """Whether Prism's 2xx answer is valid for the response schema of the (normalised) spec:
    when it is, a client that cannot parse it is wrong; when it is not, the spec's example or
    Prism's invented value is."""
    responses = _operation_schema(document, op).get("responses") or {}
    status = str(response.status_code)
    entry = (
        responses.get(status) or responses.get(f"{status[0]}XX") or responses.get("default") or {}
    )
    content = entry.get("content") or {}
    media_type = response.headers.get("content-type", "").split(";")[0].strip()
    media = content.get(media_type) or next(iter(content.values()), {})
    schema = media.get("schema")
    if schema is None:
        return "no response schema"
    try:
        body = response.json()
    except ValueError:
        return f"Prism's {media_type} answer is not JSON"
    errors = list(builder._validator(schema).iter_errors(body))
    if not errors:
        return "Prism's answer is valid for the response schema"
    examples = [
        media.get("example"),
        *(e.get("value") for e in (media.get("examples") or {}).values() if isinstance(e, dict)),
    ]
    resolved = builder._resolve(schema)
    if isinstance(resolved, dict):
        examples += [resolved.get("example"), *(resolved.get("examples") or [])]
    own = " (it is the spec's own example)" if body in examples else ""
    return f"Prism's answer contradicts the response schema{own}: {errors[0].message[:150]}"


def call(
    client: Any,
    method: Any,
    op: Operation,
    kwargs: dict[str, Any],
    files: list[str],
    sent: list[httpx.Request],
    judge: Any = None,
) -> tuple[str, str] | None:
    """Call ``method`` with ``kwargs``; ``None`` when contract-correct, else (kind, detail);
    ``judge(response)`` explains a 2xx answer the client could not parse."""
    sent.clear()
    received.clear()
    try:
        result = method(**kwargs)
        if (
            op.stream is not None
            and hasattr(result, "__iter__")
            and not isinstance(result, (bytes, str, dict, list))
        ):
            for _ in result:
                pass
    except Exception as exc:  # noqa: BLE001 - every failure is classified and reported
        response = getattr(exc, "response", None)
        if isinstance(response, httpx.Response) and sent:
            if response.is_success:
                verdict = judge(response) if judge else ""
                return "parse-error", f"{verdict}; {type(exc).__name__}: {str(exc)[:250]}"
            kind = (
                "mock-error" if response.status_code >= 500 else f"rejected-{response.status_code}"
            )
            return kind, _prism_failure(response)
        if not sent:
            return "client-error", f"{type(exc).__name__}: {str(exc)[:300]}"
        if "Timeout" in type(exc).__name__ and not received:
            return "mock-timeout", f"no answer within {TIMEOUT:.0f} s: {type(exc).__name__}"
        answer = received[-1] if received else None
        verdict = judge(answer) if judge and answer is not None and answer.is_success else ""
        return "parse-error", f"{verdict}; {type(exc).__name__}: {str(exc)[:250]}"
    if files and sent:
        request = sent[-1]
        if "<body>" in files:
            if request.content != UPLOAD:
                return "upload-bytes", f"body is {request.content[:60]!r}"
        else:
            parts = multipart_parts(request.content, request.headers.get("content-type", ""))
            for name in files:
                if parts.get(name) != UPLOAD:
                    return (
                        "upload-bytes",
                        f"part {name!r} is {parts.get(name, b'<missing>')[:60]!r}",
                    )
    return None


def _import_all(package: str) -> Any:
    sdk = importlib.import_module(package)
    resources = importlib.import_module(f"{package}.resources")
    for module in pkgutil.iter_modules(resources.__path__):
        importlib.import_module(f"{package}.resources.{module.name}")
    importlib.import_module(f"{package}.types")
    return sdk


def _ops_by_key(api: Api) -> dict[str, Operation]:
    return {f"{op.method.upper()} {op.path}": op for op in api.operations}


# --------------------------------------------------------------------------- the tests


@pytest.mark.prism
@pytest.mark.parametrize("spec", PARAMS)
def test_spec(spec: Path, wide_base: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Generate, import, check callability and call every (sampled) operation against Prism;
    the failures must be the ones ``tests/wide_corpus_expected.yaml`` lists (module docstring)."""
    import _prism

    cpu = _cpu()
    original = load(spec)
    keys = [f"{m} {p}" for m, p in spec_operations(original)]
    res = SpecResult(spec=spec.name, kb=round(spec.stat().st_size / 1024), operations=len(keys))
    gen = generated(spec, wide_base)
    res.seconds["generate"] = round(gen.seconds, 1)
    try:
        if gen.result is None:
            res.failures.append(Failure("generation", "not-generated", gen.error[:400]))
            return
        res.generated = True
        sdk = _import_all(gen.package)
        by_key = _ops_by_key(gen.result.api)
        client_class = getattr(
            sdk, json.loads((gen.folder / "sdk-surface.json").read_text())["client"]["class_name"]
        )
        sent: list[httpx.Request] = []

        def record(request: httpx.Request) -> None:
            request.read()
            sent.append(request)

        def client(base_url: str) -> Any:
            http = httpx.Client(
                event_hooks={"request": [record], "response": [_keep_response]}, timeout=TIMEOUT
            )
            return client_class(
                base_url=base_url, max_retries=0, http_client=http, **_credentials(gen.folder)
            )

        probe = client("http://127.0.0.1:9")
        methods: dict[str, Any] = {}
        for key in keys:
            op = by_key.get(key)
            method = _resolve(probe, op) if op is not None else None
            if method is None:
                where = (
                    "not in the IR"
                    if op is None
                    else f"client.{'.'.join((*op.resource, op.name))} does not exist"
                )
                res.failures.append(Failure(key, "not-callable", where))
            else:
                methods[key] = op
        res.callable = len(methods)

        called = sorted(methods)
        if res.kb * 1024 > GIANT:
            called = sample(called, GIANT_SAMPLE)
            res.sampled = True
        if not called:
            return
        document = gen.result.document
        builder = ValueBuilder(document)
        served = tmp_path / "served.json"
        served.write_text(
            json.dumps(
                _prism.prism_document(without_external_extensions(original)),
                ensure_ascii=False,
                default=str,
            )
        )
        monkeypatch.setattr(_prism, "START_TIMEOUT", PRISM_START_TIMEOUT)
        start = time.monotonic()
        try:
            started: list[Any] = []
            try:
                server = _prism.start_servers({spec: served}, tmp_path, started)[spec]
                res.seconds["prism_start"] = round(time.monotonic() - start, 1)
                start = time.monotonic()
                live = client(server.url)
                for key in called:
                    op = methods[key]
                    res.called += 1
                    if server.process.poll() is not None:  # Prism died on the call before
                        server = _prism.start_servers({spec: served}, tmp_path, started)[spec]
                        live = client(server.url)
                    try:
                        kwargs, files = arguments(op)
                    except Exception as exc:  # noqa: BLE001 - the test's own gap, reported
                        res.failures.append(
                            Failure(key, "no-arguments", f"{type(exc).__name__}: {exc}"[:300])
                        )
                        continue
                    outcome = call(
                        live,
                        _resolve(live, op),
                        op,
                        kwargs,
                        files,
                        sent,
                        lambda r, op=op: answer_verdict(document, op, r, builder),
                    )
                    if outcome is not None and not received:
                        with contextlib.suppress(subprocess.TimeoutExpired):
                            server.process.wait(timeout=2)
                        if server.process.poll() is not None:
                            crash = server.log().strip().splitlines()[-3:]
                            outcome = ("mock-crashed", "Prism exited: " + " | ".join(crash)[-300:])
                    if outcome is None:
                        res.contract_ok += 1
                    else:
                        if outcome[0].startswith("rejected-") and op.request_body is not None:
                            media = (
                                (_operation_schema(document, op).get("requestBody") or {}).get(
                                    "content"
                                )
                                or {}
                            ).get(op.request_body.content_type) or {}
                            outcome = (
                                outcome[0],
                                _undeclared_required(builder, media.get("schema"), outcome[1]),
                            )
                        if outcome[0] == "rejected-406":
                            answers = sorted({m.content_type for m in op.success})
                            sent_accept = sent[-1].headers.get("accept", "") if sent else ""
                            outcome = (
                                outcome[0],
                                f"{outcome[1]} [sent Accept: {sent_accept}; the operation answers {', '.join(answers) or 'nothing'}]",
                            )
                        res.failures.append(Failure(key, *outcome))
                res.seconds["calls"] = round(time.monotonic() - start, 1)
            finally:
                for proc in started:
                    _prism.stop_process(proc)
        except pytest.fail.Exception as exc:
            res.failures.append(Failure("prism", "mock-cannot-serve", str(exc)[-400:]))
    finally:
        res.seconds["cpu"] = round(_cpu() - cpu, 1)
        _check_expected(res)


def _cpu() -> float:
    """CPU seconds of this process and its finished children (Prism): the measure of the
    suite's cost that does not depend on what else the machine runs."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def _undeclared_required(builder: ValueBuilder, schema: Any, detail: str) -> str:
    """``detail`` with a note for each property Prism misses that the body schema requires
    without declaring it (the generator cannot offer an argument for it)."""
    import re

    resolved = builder._resolve(schema)
    props = resolved.get("properties") or {} if isinstance(resolved, dict) else {}
    missing = sorted(set(re.findall(r"must have required property '([^']+)'", detail)))
    undeclared = [m for m in missing if m not in props]
    if undeclared and len(undeclared) == len(missing):
        return detail + f" [required but not a declared property: {', '.join(undeclared)}]"
    return detail


def _check_expected(res: SpecResult) -> None:
    expected = EXPECTED.get(res.spec) or {}
    for failure in res.failures:
        known = expected.get(failure.key) or {}
        failure.owner = known.get("owner", "")
        failure.reason = known.get("reason", "")
    res.write()
    if RECORD:
        return
    observed = {f.key: f for f in res.failures}
    unexpected = [
        f"{f.key}: {f.kind}: {f.detail}"
        for k, f in observed.items()
        if expected.get(k, {}).get("kind") != f.kind
    ]
    fixed = [
        f"{k} ({v.get('kind')}, owner {v.get('owner')})"
        for k, v in expected.items()
        if k not in observed and v.get("kind") not in FLAKY_KINDS
    ]
    message = []
    if unexpected:
        message.append(
            "failures not listed in tests/wide_corpus_expected.yaml (or of another kind):\n  "
            + "\n  ".join(unexpected)
        )
    if fixed:
        message.append(
            "listed failures that no longer happen (remove them from tests/wide_corpus_expected.yaml):\n  "
            + "\n  ".join(fixed)
        )
    assert not message, "\n".join(message)


def type_errors(packages: dict[str, tuple[Path, str]]) -> dict[str, dict[str, list[str]]]:
    """spec -> tool (``mypy``, ``pyright``, ``ruff``) -> its errors in that spec's package:
    ``mypy --strict`` and pyright strict (Python 3.10) in one run each over all the packages,
    ``ruff check`` per package."""
    from _generate import BIN, pyright_errors

    by_folder = {str(folder): spec for spec, (folder, _) in packages.items()}
    sources = [str(folder / "src" / name) for folder, name in packages.values()]
    out: dict[str, dict[str, list[str]]] = {}

    def add(tool: str, line: str) -> None:
        for folder, spec in by_folder.items():
            if line.startswith(folder + "/") or f"{folder}/" in line:
                out.setdefault(spec, {}).setdefault(tool, []).append(line)
                return
        out.setdefault("?", {}).setdefault(tool, []).append(line)

    mypy = subprocess.run(
        [
            str(BIN / "mypy"),
            "--strict",
            "--python-version",
            "3.10",
            "--no-incremental",
            "--cache-dir",
            os.devnull,
            *sources,
        ],
        capture_output=True,
        text=True,
    )
    for line in mypy.stdout.splitlines():
        if ": error:" in line:
            add("mypy", str(Path(line.split(":", 1)[0]).resolve()) + ":" + line.split(":", 1)[1])
    assert mypy.returncode in (0, 1), mypy.stdout[-3000:] + mypy.stderr[-3000:]
    for line in pyright_errors([Path(s) for s in sources]):
        add("pyright", line)
    for spec, (folder, _) in packages.items():
        ruff = subprocess.run(
            [str(BIN / "ruff"), "check", "--no-cache", "src"],
            capture_output=True,
            text=True,
            cwd=folder,
        )
        if ruff.returncode:
            out.setdefault(spec, {})["ruff"] = ruff.stdout.splitlines()[-20:]
    return out


@pytest.mark.parametrize("group", [pytest.param("sample"), pytest.param("rest", marks=[pytest.mark.wide])])
def test_packages_type_check(wide_base: Path, group: str) -> None:
    """``mypy --strict``, pyright strict and ruff over every generated package of the group
    (the CI sample, or the rest; one run of each type checker): a package with errors must
    be listed in ``tests/wide_corpus_expected.yaml`` under the tool's name (kind
    ``type-errors``), and a listed one must still have errors.  The errors are written to
    ``build/wide-corpus/typecheck/`` for the README table."""
    packages = {}
    checked = [s for s in SPECS if in_ci_sample(s) == (group == "sample")]
    if not checked:
        pytest.skip(f"SDKGEN_WIDE_SPECS names no spec of the {group} group")
    for spec in checked:
        gen = generated(spec, wide_base)
        if gen.result is not None:
            packages[spec.name] = (gen.folder.resolve(), gen.package)
    assert packages
    found = type_errors(packages)
    assert "?" not in found, found.get("?")
    folder = RESULTS / "typecheck"
    folder.mkdir(parents=True, exist_ok=True)
    record = folder / f"errors-{group}.json"
    # the specs checked now replace their entries; the others' stay (a run of a few specs)
    known = {p.name for p in ALL_SPECS} - {s.name for s in checked}
    kept = {k: v for k, v in json.loads(record.read_text()).items() if k in known} if record.exists() else {}
    record.write_text(json.dumps({**kept, **found}, indent=1, sort_keys=True) + "\n")
    if RECORD:
        return
    observed = {(spec, tool) for spec, tools in found.items() for tool in tools}
    listed = {
        (spec, key)
        for spec, entries in EXPECTED.items()
        for key, entry in entries.items()
        if entry.get("kind") == "type-errors" and spec in packages
    }
    message = [
        f"{spec}: {tool} errors not listed: {found[spec][tool][:3]}"
        for spec, tool in sorted(observed - listed)
    ]
    message += [
        f"{spec}: {tool} is listed with type errors but has none (remove it)"
        for spec, tool in sorted(listed - observed)
    ]
    assert not message, "\n".join(message)


@pytest.fixture(scope="session", autouse=True)
def _restore_path() -> Iterator[None]:
    yield
    for gen in _generated.values():
        src = str(gen.folder / "src")
        if src in sys.path:
            sys.path.remove(src)
