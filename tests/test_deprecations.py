"""Deprecations (issue 18 section 4): ``deprecated: true`` on an operation puts
``typing_extensions.deprecated`` on its method (pyright strict reports the callers) and warns
once at run time; on a parameter or body property, passing it warns; ``x-sunset`` dates reach
the docstrings and ``api.md``; ``sdkgen diff`` says a removal of something deprecated was
announced (and still breaking).  Requests go to a real server on a local socket."""

from __future__ import annotations

import copy
import importlib
import json
import subprocess
import sys
import textwrap
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml
from _generate import PYRIGHT, check_packages, generated_package
from _live_server import Req

OK = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"n": {"type": "integer"}}}}}}}

SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Dep", "version": "1"},
    "servers": [{"url": "https://api.dep.test"}],
    "paths": {
        "/things": {
            "get": {
                "operationId": "listThings",
                "deprecated": True,
                "x-sunset": "2026-06-30",
                "parameters": [{"name": "limit", "in": "query", "schema": {"type": "integer"}}],
                "responses": OK,
            },
            "post": {
                "operationId": "createThing",
                "parameters": [
                    {"name": "page", "in": "query", "deprecated": True, "x-sunset": "2026-03-01", "schema": {"type": "integer"}},
                    {"name": "size", "in": "query", "schema": {"type": "integer"}},
                ],
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {
                            "schema": {
                                "type": "object",
                                "required": ["name"],
                                "properties": {"name": {"type": "string"}, "color": {"type": "string", "deprecated": True}},
                            }
                        }
                    },
                },
                "responses": OK,
            },
        },
        "/things/{id}": {
            "delete": {
                "operationId": "deleteThing",
                "deprecated": True,
                "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "requestBody": {"content": {"application/json": {"schema": {"type": "object", "properties": {"stream": {"type": "boolean"}}}}}},
                "responses": {
                    "200": {
                        "description": "ok",
                        "content": {
                            "application/json": {"schema": {"type": "object", "properties": {"n": {"type": "integer"}}}},
                            "text/event-stream": {"schema": {"type": "object", "properties": {"d": {"type": "string"}}}},
                        },
                    }
                },
            }
        },
    },
}


@pytest.fixture(scope="module")
def dep(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with generated_package(tmp_path_factory.mktemp("dep"), SPEC, "dep_sdk") as module:
        yield module


@pytest.fixture()
def server(live: Any) -> Any:
    async def answer(req: Req) -> None:
        await req.json({"n": 1})

    return live.route(answer)


def _client(dep: Any, mode: str, route: Any) -> Any:
    return (dep.AsyncDep if mode == "async" else dep.Dep)(base_url=route.url, max_retries=0)


async def _run(result: Any) -> Any:
    return await result if hasattr(result, "__await__") else result


async def test_a_deprecated_method_warns_once_and_still_sends(dep: Any, server: Any, mode: str) -> None:
    client = _client(dep, mode, server)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        importlib.import_module("dep_sdk._resource")._WARNED.clear()  # once per process: start afresh
        await _run(client.things.list(limit=3))
        await _run(client.things.list(limit=4))
    await _run(client.close())
    messages = [(str(w.message), w.category, Path(w.filename).name) for w in caught if w.category is not ResourceWarning]
    assert messages == [("client.things.list() is deprecated (sunset: 2026-06-30)", DeprecationWarning, "test_deprecations.py")]
    assert [r.query for r in server.requests] == ["limit=3", "limit=4"]


async def test_a_deprecated_argument_warns_when_passed(dep: Any, server: Any, mode: str) -> None:
    client = _client(dep, mode, server)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        await _run(client.things.create(name="a", size=1))
        assert [w for w in caught if w.category is DeprecationWarning] == []
        await _run(client.things.create(name="b", page=2, color="red"))
    await _run(client.close())
    messages = sorted((str(w.message), Path(w.filename).name) for w in caught if w.category is DeprecationWarning)
    assert messages == [
        ("the color argument of client.things.create() is deprecated", "test_deprecations.py"),
        ("the page argument of client.things.create() is deprecated (sunset: 2026-03-01)", "test_deprecations.py"),
    ]
    sent = server.requests[-1]
    assert (sent.query, sent.json_body()) == ("page=2", {"name": "b", "color": "red"})


def _script(tmp_path: Path, dep: Any, body: str) -> subprocess.CompletedProcess[str]:
    """Run ``body`` with ``-W error::DeprecationWarning`` against a client of the package."""
    src = Path(dep.__file__).parent.parent
    code = textwrap.dedent(
        """
        import asyncio, httpx, dep_sdk, dep_sdk.types
        from dep_sdk import Dep, AsyncDep
        handler = lambda request: httpx.Response(200, json={"n": 1})
        client = Dep(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        aclient = AsyncDep(http_client=httpx.AsyncClient(transport=httpx.MockTransport(handler)))
        """
    ) + textwrap.dedent(body)
    (tmp_path / "script.py").write_text(code)
    return subprocess.run([sys.executable, "-W", "error::DeprecationWarning", "script.py"], cwd=tmp_path, capture_output=True, text=True, env={"PYTHONPATH": str(src), "PATH": "/usr/bin:/bin"})


def test_warnings_as_errors_fail_on_a_deprecated_argument_and_on_nothing_else(dep: Any, tmp_path: Path) -> None:
    clean = _script(
        tmp_path,
        dep,
        """
        assert client.things.create(name="a", size=2).n == 1
        assert client.things.with_raw_response.create(name="a").parse().n == 1
        assert asyncio.run(aclient.things.create(name="a")).n == 1
        print("clean")
        """,
    )
    assert clean.returncode == 0 and clean.stdout.strip() == "clean", clean.stderr
    for call in ('client.things.create(name="a", page=1)', 'asyncio.run(aclient.things.create(name="a", color="red"))'):
        failed = _script(tmp_path, dep, call)
        assert failed.returncode == 1 and "DeprecationWarning: the " in failed.stderr and "is deprecated" in failed.stderr, failed.stderr


@pytest.mark.slow
def test_pyright_strict_and_mypy_report_the_callers_of_a_deprecated_method(dep: Any, tmp_path: Path) -> None:
    src = Path(dep.__file__).parent.parent
    (tmp_path / "use.py").write_text(
        textwrap.dedent(
            """
            from dep_sdk import AsyncDep, Dep


            def f(c: Dep) -> None:
                c.things.list(limit=1)
                c.things.delete("x", stream=True)
                c.things.create(name="n")


            async def g(c: AsyncDep) -> None:
                await c.things.list()
                await c.things.create(name="n")
            """
        )
    )
    (tmp_path / "pyrightconfig.json").write_text(json.dumps({"typeCheckingMode": "strict", "pythonVersion": "3.10", "extraPaths": [str(src)]}))
    r = subprocess.run([str(PYRIGHT), "--outputjson", "--pythonpath", sys.executable, "-p", str(tmp_path / "pyrightconfig.json"), str(tmp_path / "use.py")], capture_output=True, text=True)
    report = json.loads(r.stdout)
    found = sorted((d["range"]["start"]["line"] + 1, d["rule"], d["message"].splitlines()[-1].strip()) for d in report["generalDiagnostics"])
    assert found == [
        (6, "reportDeprecated", "client.things.list() is deprecated (sunset: 2026-06-30)"),
        (7, "reportDeprecated", "client.things.delete() is deprecated"),
        (12, "reportDeprecated", "client.things.list() is deprecated (sunset: 2026-06-30)"),
    ]
    mypy = subprocess.run(
        [str(Path(sys.executable).parent / "mypy"), "--strict", "--enable-error-code", "deprecated", "--no-incremental", "--cache-dir", "/dev/null", "use.py"],
        cwd=tmp_path, capture_output=True, text=True, env={"MYPYPATH": str(src), "PATH": "/usr/bin:/bin"},
    )
    assert sorted(line.split(": error: ")[0] for line in mypy.stdout.splitlines() if "[deprecated]" in line) == ["use.py:12", "use.py:6", "use.py:7"], mypy.stdout


def test_sunset_dates_in_docstrings_and_api_md(dep: Any) -> None:
    from dep_sdk.resources.things import ThingsResource  # type: ignore[import-not-found]

    assert "Deprecated (sunset: 2026-06-30)." in (ThingsResource.list.__doc__ or "")
    assert "page: Deprecated (sunset: 2026-03-01)." in (ThingsResource.create.__doc__ or "")
    api = (Path(dep.__file__).parent.parent.parent / "api.md").read_text()
    assert "`GET /things` (deprecated, sunset: 2026-06-30)" in api
    assert "| `page` | `int \\| NotGiven` | no | query | Deprecated (sunset: 2026-03-01). |" in api
    pyproject = (Path(dep.__file__).parent.parent.parent / "pyproject.toml").read_text()
    assert '"typing_extensions>=4.5"' in pyproject


@pytest.mark.slow
def test_the_package_with_deprecations_type_checks(dep: Any) -> None:
    check_packages([(Path(dep.__file__).parent.parent.parent, "dep_sdk")])


def test_diff_says_a_removal_of_something_deprecated_was_announced(tmp_path: Path) -> None:
    new = copy.deepcopy(SPEC)
    del new["paths"]["/things"]["get"]  # deprecated operation
    new["paths"]["/things"]["post"]["parameters"] = [p for p in new["paths"]["/things"]["post"]["parameters"] if p["name"] != "page"]
    del new["paths"]["/things"]["post"]["requestBody"]["content"]["application/json"]["schema"]["properties"]["color"]
    new["paths"]["/things"]["post"]["parameters"].pop()  # `size`: not deprecated
    (tmp_path / "old.yaml").write_text(yaml.safe_dump(SPEC))
    (tmp_path / "new.yaml").write_text(yaml.safe_dump(new))
    r = subprocess.run([sys.executable, "-m", "generator", "diff", "old.yaml", "new.yaml", "--format", "json"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 3, r.stderr
    changes = {(c["code"], c["rule"], c["breaking"], c["title"]) for c in json.loads(r.stdout)["changes"] if c["rule"].endswith("removed")}
    assert changes == {
        ("client.things.list()", "operation-removed", True, "operation removed (announced: it was deprecated)"),
        ("client.things.create(page=...)", "parameter-removed", True, "parameter removed (announced: it was deprecated)"),
        ("client.things.create(color=...)", "parameter-removed", True, "parameter removed (announced: it was deprecated)"),
        ("client.things.create(size=...)", "parameter-removed", True, "parameter removed"),
    }


def test_a_hostile_sunset_stays_text(tmp_path: Path) -> None:
    spec = copy.deepcopy(SPEC)
    hostile = '2026"""\nimport os; os.exit(3) #\'\'\''
    spec["paths"]["/things"]["get"]["x-sunset"] = hostile
    with generated_package(tmp_path, spec, "hostile_dep_sdk") as sdk:
        from hostile_dep_sdk.resources.things import ThingsResource  # type: ignore[import-not-found]

        assert '2026""" import os; os.exit(3)' in (ThingsResource.list.__doc__ or "").replace('\\"', '"')
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            sdk.HostileDep(http_client=httpx.Client(transport=httpx.MockTransport(lambda r: httpx.Response(200, json={})))).things.list()
        assert [str(w.message) for w in caught if w.category is DeprecationWarning] == ['client.things.list() is deprecated (sunset: 2026""" import os; os.exit(3) #\'\'\')']
