"""Servers and environments (issue 28, item 3): the document's ``servers`` become named
environments (``environment="us"``, a ``Literal`` argument) and their variables typed
constructor arguments with defaults; a path item's or operation's own server is used unless
the base URL was given.  The clients are tested on a real socket (``tests/_live_server.py``),
sync and async, and mypy on the generated package accepts a known environment and rejects an
unknown one."""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from _generate import BIN, generated_package
from _live_server import LiveServer, Req, Route

LIST = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"at": {"type": "string"}}}}}}}


async def _where(req: Req) -> None:
    await req.json({"at": req.path})


def _spec(live: LiveServer, eu: Route, us: Route, other: Route, own: Route) -> dict[str, Any]:
    """Two servers on the live socket: ``eu`` (its route's URL, named by its description) and
    ``us`` (a template: the port and the route prefix are variables, the prefix with an enum of
    two routes); ``/tiles`` names a server of its own in its path item."""
    return {
        "openapi": "3.1.0",
        "info": {"title": "Geo", "version": "1"},
        "servers": [
            {"url": eu.base_url, "description": "EU"},
            {
                "url": "http://127.0.0.1:{port}/{shard}/v1",
                "x-speakeasy-server-id": "us",
                "variables": {
                    "port": {"default": str(live.port)},
                    "shard": {"default": us.prefix[1:], "enum": [us.prefix[1:], other.prefix[1:]], "description": "the shard serving the region"},
                },
            },
        ],
        "paths": {
            "/places": {"get": {"operationId": "listPlaces", "responses": LIST}},
            "/tiles": {"servers": [{"url": own.base_url}], "get": {"operationId": "getTiles", "responses": LIST}},
        },
    }


@pytest.fixture(scope="module")
def routes(live: LiveServer) -> dict[str, Route]:
    return {name: live.route(_where) for name in ("eu", "us", "other", "own", "given")}


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory, live: LiveServer, routes: dict[str, Route]) -> Iterator[tuple[Path, Any]]:
    base = tmp_path_factory.mktemp("geo")
    spec = _spec(live, routes["eu"], routes["us"], routes["other"], routes["own"])
    with generated_package(base, spec, "geo_sdk") as sdk:
        yield base / "out", sdk


@pytest.fixture(autouse=True)
def _no_geo_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("GEO_BASE_URL", "GEO_API_KEY"):
        monkeypatch.delenv(name, raising=False)


async def _done(value: Any) -> Any:
    return await value if hasattr(value, "__await__") else value


def _client(sdk: Any, mode: str, **kwargs: Any) -> Any:
    return (sdk.AsyncGeo if mode == "async" else sdk.Geo)(max_retries=0, **kwargs)


async def _at(client: Any, call: str = "places") -> str:
    method = client.places.list if call == "places" else client.tiles.retrieve
    return str((await _done(method())).at)


def test_the_servers_become_environments_and_typed_variables(generated: tuple[Path, Any], routes: dict[str, Route]) -> None:
    _, sdk = generated
    assert sdk.ENVIRONMENTS == {"eu": routes["eu"].base_url, "us": "http://127.0.0.1:{port}/{shard}/v1"}
    assert sdk.DEFAULT_BASE_URL == routes["eu"].base_url
    import inspect

    params = inspect.signature(sdk.Geo).parameters
    assert str(params["environment"].annotation) == "Literal['eu', 'us'] | None"
    shards = (routes["us"].prefix[1:], routes["other"].prefix[1:])
    assert str(params["shard"].annotation) == f"Literal[{shards[0]!r}, {shards[1]!r}]" and params["shard"].default == shards[0]
    assert params["port"].annotation == "str" and params["port"].default == str(routes["eu"].server.port)


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_the_client_sends_to_the_environment_it_is_given(generated: tuple[Path, Any], routes: dict[str, Route], mode: str) -> None:
    _, sdk = generated
    assert await _at(_client(sdk, mode)) == routes["eu"].prefix + "/v1/places"  # the first server by default
    assert await _at(_client(sdk, mode, environment="eu")) == routes["eu"].prefix + "/v1/places"
    us = _client(sdk, mode, environment="us")
    assert str(us.base_url) == routes["us"].base_url + "/"
    assert await _at(us) == routes["us"].prefix + "/v1/places"
    # a variable's value picks another route of the same template
    other = _client(sdk, mode, environment="us", shard=routes["other"].prefix[1:])
    assert await _at(other) == routes["other"].prefix + "/v1/places"
    assert await _at(other.with_options(timeout=5)) == routes["other"].prefix + "/v1/places"  # a copy keeps it
    assert routes["us"].requests and routes["other"].requests


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_an_operation_goes_to_its_own_server_unless_the_base_url_is_given(generated: tuple[Path, Any], routes: dict[str, Route], mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    _, sdk = generated
    own, given = routes["own"].prefix + "/v1/tiles", routes["given"].prefix + "/v1/tiles"
    for client in (_client(sdk, mode), _client(sdk, mode, environment="us"), _client(sdk, mode, environment="us").copy()):
        assert await _at(client, "tiles") == own
    assert await _at(_client(sdk, mode, environment="us"), "places") == routes["us"].prefix + "/v1/places"
    # a base URL given (argument, the variable, or set later) serves every operation
    assert await _at(_client(sdk, mode, base_url=routes["given"].base_url), "tiles") == given
    client = _client(sdk, mode, environment="us")
    client.base_url = routes["given"].base_url
    assert await _at(client, "tiles") == given
    assert await _at(_client(sdk, mode).with_options(base_url=routes["given"].base_url), "tiles") == given
    monkeypatch.setenv("GEO_BASE_URL", routes["given"].base_url)
    assert await _at(_client(sdk, mode), "tiles") == given
    # an environment passed wins over the variable: the spec's servers again
    assert await _at(_client(sdk, mode, environment="us"), "tiles") == own
    assert await _at(_client(sdk, mode, environment="us"), "places") == routes["us"].prefix + "/v1/places"


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_a_base_url_naming_another_server_of_the_spec_keeps_the_operations_own_server(generated: tuple[Path, Any], routes: dict[str, Route], mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A base URL that is one of the spec's servers (not the first), given as an argument,
    the environment variable, the setter or ``with_options``: the operation with a server of
    its own still goes there (fresh-user review, Blockfrost: the IPFS calls went to the
    Cardano network's host named by BLOCKFROST_BASE_URL, with its project_id)."""
    _, sdk = generated
    own, us = routes["own"].prefix + "/v1/tiles", routes["us"].base_url  # us at its variables' defaults
    assert await _at(_client(sdk, mode, base_url=us), "tiles") == own
    assert await _at(_client(sdk, mode, base_url=us + "/"), "places") == routes["us"].prefix + "/v1/places"
    client = _client(sdk, mode)
    client.base_url = us
    assert await _at(client, "tiles") == own
    assert await _at(_client(sdk, mode).with_options(base_url=us), "tiles") == own
    monkeypatch.setenv("GEO_BASE_URL", us)
    assert await _at(_client(sdk, mode), "tiles") == own
    # another variable value than the defaults is not a server the spec lists as such
    other = routes["us"].base_url.replace(routes["us"].prefix, routes["other"].prefix)
    assert await _at(_client(sdk, mode, base_url=other), "tiles") == routes["other"].prefix + "/v1/tiles"


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_a_wrong_environment_or_variable_raises_before_anything_is_sent(generated: tuple[Path, Any], routes: dict[str, Route], mode: str) -> None:
    _, sdk = generated
    with pytest.raises(ValueError, match="mutually exclusive"):
        _client(sdk, mode, environment="us", base_url=routes["given"].base_url)
    with pytest.raises(ValueError, match=r"Unknown environment 'mars': one of 'eu', 'us'"):
        _client(sdk, mode, environment="mars")
    with pytest.raises(ValueError, match=r"shard='r999' is not a value of the 'us' server \(http://127\.0\.0\.1:\{port\}/\{shard\}/v1\): one of"):
        _client(sdk, mode, environment="us", shard="r999")
    with pytest.raises(ValueError, match="cannot be part of the server URL"):
        _client(sdk, mode, environment="us", port="80/x?y=1")


def test_the_readme_lists_the_environments_and_variables(generated: tuple[Path, Any], routes: dict[str, Route]) -> None:
    out, _ = generated
    readme = (out / "README.md").read_text()
    assert "### Servers and environments" in readme
    assert f"| `eu` | `{routes['eu'].base_url}` | EU |" in readme
    assert "| `us` | `http://127.0.0.1:{port}/{shard}/v1` |  |" in readme
    assert f'- `shard` (`{{shard}}`): `"{routes["us"].prefix[1:]}"`, `"{routes["other"].prefix[1:]}"`; default `"{routes["us"].prefix[1:]}"`. the shard serving the region' in readme
    assert 'client = Geo(environment="us")' in readme


def _mypy(src: Path, code: str, where: Path) -> str:
    usage = where / "usage_check.py"
    usage.write_text(code)
    r = subprocess.run([str(BIN / "mypy"), "--strict", "--python-version", "3.10", "--no-incremental", "--cache-dir", os.devnull, str(usage)], capture_output=True, text=True, env={**os.environ, "MYPYPATH": str(src)})
    return "" if r.returncode == 0 else r.stdout + r.stderr


def test_mypy_accepts_a_known_environment_and_rejects_an_unknown_one(generated: tuple[Path, Any], routes: dict[str, Route], tmp_path: Path) -> None:
    src = generated[0] / "src"
    other = routes["other"].prefix[1:]
    good = f'from geo_sdk import AsyncGeo, Geo\n\nGeo(environment="eu")\nGeo(environment="us", shard={other!r}, port="1")\nAsyncGeo(environment="us")\n'
    assert _mypy(src, good, tmp_path) == ""
    bad = _mypy(src, 'from geo_sdk import Geo\n\nGeo(environment="mars")\nGeo(shard="r999")\n', tmp_path)
    assert 'usage_check.py:3: error: Argument "environment" to "Geo" has incompatible type "Literal[\'mars\']"' in bad
    assert 'usage_check.py:4: error: Argument "shard" to "Geo" has incompatible type "Literal[\'r999\']"' in bad


# ---- the IR: names, clashes, what is left out --------------------------------------------------------


def _servers(tmp_path: Path, servers: list[Any], **config: Any) -> Any:
    from generator.configure import config_from_args
    from generator.pipeline import build_ir_only

    spec = {"openapi": "3.1.0", "info": {"title": "N", "version": "1"}, "servers": servers, "paths": {"/x": {"get": {"operationId": "x", "responses": {"204": {"description": "ok"}}}}}}
    (tmp_path / "s.json").write_text(json.dumps(spec))
    return build_ir_only(config_from_args([str(tmp_path / "s.json")], str(tmp_path / "o"), "n_sdk", **config))[0].servers


def test_environment_names_come_from_extensions_descriptions_else_positions(tmp_path: Path) -> None:
    servers = _servers(
        tmp_path,
        [
            {"url": "https://a.test", "x-fern-server-name": "Production"},
            {"url": "https://b.test", "description": "The EU staging server"},
            {"url": "https://c.test", "description": "A server that is described at length in a sentence"},
            {"url": "https://d.test", "description": "EU staging"},
            {"url": "/relative"},  # not callable: not an environment
            {"url": "https://{missing}.test"},  # a placeholder without a variable
        ],
    )
    assert [(e.name, e.url) for e in servers.environments] == [("production", "https://a.test"), ("eu_staging", "https://b.test"), ("server_3", "https://c.test"), ("eu_staging_2", "https://d.test")]


def test_a_variable_named_like_a_client_argument_gets_a_prefix_and_disagreeing_defaults_none(tmp_path: Path) -> None:
    servers = _servers(
        tmp_path,
        [
            {"url": "https://{timeout}.{region}.test", "variables": {"timeout": {"default": "t"}, "region": {"default": "eu", "enum": ["eu", "us"]}}},
            {"url": "https://{region}.other.test/{self}/{apiKey}", "variables": {"region": {"default": "ap", "enum": ["ap"]}, "self": {"default": "s"}, "apiKey": {"default": "k"}}},
        ],
    )
    got = [(v.name, v.argument, v.default, v.enum) for v in servers.variables]
    assert got == [("timeout", "server_timeout", "t", ()), ("region", "region", None, ("eu", "us", "ap")), ("self", "server_self", "s", ()), ("apiKey", "server_api_key", "k", ())]


def test_one_server_without_variables_or_a_configured_base_url_adds_nothing(tmp_path: Path) -> None:
    assert _servers(tmp_path, [{"url": "https://a.test"}]) is None
    assert _servers(tmp_path, [{"url": "https://a.test"}, {"url": "https://b.test"}], base_url="https://mine.test") is None
    one = _servers(tmp_path, [{"url": "https://{region}.a.test", "variables": {"region": {"default": "eu"}}}])
    assert len(one.environments) == 1 and one.variables[0].argument == "region"


CLASHING: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Clash", "version": "1"},
    "servers": [
        {"url": "https://{timeout}.{region}.test", "variables": {"timeout": {"default": "t"}, "region": {"default": "eu", "enum": ["eu", "us"]}}},
        {"url": "https://{region}.other.test/{self}", "description": "Other", "variables": {"region": {"default": "ap", "enum": ["ap"]}, "self": {"default": "s"}}},
        {"url": "{base}", "description": "Manual", "variables": {"base": {"default": "https://b.test"}}},
    ],
    "security": [{"self": []}],
    "paths": {"/x": {"get": {"operationId": "x", "responses": {"204": {"description": "ok"}}}}},
    "components": {"securitySchemes": {"self": {"type": "http", "scheme": "bearer"}}},
}


def test_the_generated_packages_type_check_and_pass_ruff(generated: tuple[Path, Any], tmp_path: Path) -> None:
    """mypy --strict, pyright strict and ruff over the live spec's package and one whose
    variables take prefixed names and have no common default (``Literal[...] | None``)."""
    from _generate import check_packages

    with generated_package(tmp_path, CLASHING, "clash_sdk") as sdk:
        import inspect

        params = inspect.signature(sdk.Clash).parameters
        assert str(params["region"].annotation) == "Literal['eu', 'us', 'ap'] | None" and params["region"].default is None
        assert {"server_timeout", "server_self"} <= set(params)
        client = sdk.Clash(api_key="k", environment="other")
        assert str(client.base_url) == "https://ap.other.test/s/"
        assert str(sdk.Clash(api_key="k", region="us").base_url) == "https://t.us.test/"
        with pytest.raises(ValueError, match="region='us' is not a value of the 'other' server"):
            sdk.Clash(api_key="k", environment="other", region="us")
        with pytest.raises(ValueError, match="The 'manual' server's URL 'b.test' is not absolute"):
            sdk.Clash(api_key="k", environment="manual", base="b.test")
        assert str(sdk.Clash(api_key="k", environment="manual", base="http://b.test:81").base_url) == "http://b.test:81/"

    check_packages([(generated[0], "geo_sdk"), (tmp_path / "out", "clash_sdk")])


# ---- server variables cannot move the request (and its credentials) elsewhere -----------------------

TOKEN = "tok-SECRET-77"


def _dead_port() -> int:
    import socket

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = int(sock.getsockname()[1])
    sock.close()  # nothing listens there
    return port


def _bent_spec(live: LiveServer, home: Route, deep: Route) -> dict[str, Any]:
    """Four servers: ``regional`` (a host label and a path part are variables; its port has
    nothing listening), ``local`` (a port after ``:`` and a path part whose values include
    one with a ``/``), ``manual`` (a variable is the whole host, ``host:port``) and ``whole``
    (a variable holds the scheme and the host)."""
    shard = {"default": home.prefix[1:], "enum": [home.prefix[1:], deep.prefix[1:] + "/deep"]}
    return {
        "openapi": "3.1.0",
        "info": {"title": "Bent", "version": "1"},
        "servers": [
            {"url": f"http://{{region}}.localhost:{_dead_port()}/{{tenant}}/v1", "x-sdkgen-name": "regional", "variables": {"region": {"default": "eu"}, "tenant": {"default": "acme"}}},
            {"url": "http://127.0.0.1:{port}/{shard}/v1", "x-sdkgen-name": "local", "variables": {"port": {"default": str(live.port)}, "shard": shard}},
            {"url": "http://{authority}/{shard}/v1", "x-sdkgen-name": "manual", "variables": {"authority": {"default": f"127.0.0.1:{live.port}"}, "shard": shard}},
            {"url": "{origin}/{shard}/v1", "x-sdkgen-name": "whole", "variables": {"origin": {"default": live.url}, "shard": shard}},
        ],
        "security": [{"bearer": []}],
        "paths": {"/places": {"get": {"operationId": "listPlaces", "responses": LIST}}},
        "components": {"securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}}},
    }


@pytest.fixture(scope="module")
def bent(tmp_path_factory: pytest.TempPathFactory, live: LiveServer) -> Iterator[tuple[Any, dict[str, Route]]]:
    routes = {name: live.route(_where) for name in ("home", "deep", "elsewhere")}
    with generated_package(tmp_path_factory.mktemp("bent"), _bent_spec(live, routes["home"], routes["deep"]), "bent_sdk") as sdk:
        yield sdk, routes


def _bent_client(sdk: Any, mode: str, **kwargs: Any) -> Any:
    return (sdk.AsyncBent if mode == "async" else sdk.Bent)(api_key=TOKEN, max_retries=0, **kwargs)


async def _where_it_goes(sdk: Any, mode: str, **kwargs: Any) -> str:
    """``ValueError: ...`` when the client refuses the values, else the path the call reached
    (or the error it raised)."""
    try:
        client = _bent_client(sdk, mode, **kwargs)
    except ValueError as exc:
        return f"ValueError: {exc}"
    try:
        return await _at(client)
    except Exception as exc:  # noqa: BLE001 - reported to the assertion
        return f"{type(exc).__name__} at {client.base_url}"


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_a_server_variable_cannot_send_the_request_to_another_host_port_or_path(bent: tuple[Any, dict[str, Route]], live: LiveServer, mode: str) -> None:
    sdk, routes = bent
    elsewhere = routes["elsewhere"].prefix[1:]
    refused = {
        # the host: another host and port (the rest of the template pushed into the path)
        ("regional", "region", f"127.0.0.1:{live.port}/{elsewhere}/x"): "a part of the host takes no / or :",
        ("regional", "region", f"127.0.0.1:{live.port}"): "a part of the host takes no / or :",
        ("regional", "region", "127.0.0.1\\"): "a \\ may separate the host or path",
        # the path: out of the tenant's prefix
        ("regional", "tenant", f"acme/../../{elsewhere}"): "a part of the path takes no /",
        ("regional", "tenant", ".."): "it makes a . or .. path segment",
        ("regional", "tenant", "%2e%2E"): "it makes a . or .. path segment",
        ("regional", "tenant", "a%2Fb"): "a part of the path takes no /",
        ("local", "port", f"{live.port}/{elsewhere}"): "a port is digits",
        ("manual", "authority", f"127.0.0.1:{live.port}/{elsewhere}"): "it must be a host or host:port",
        ("whole", "origin", f"{live.url}/{elsewhere}"): "it must be a scheme://host[:port] URL",
    }
    for (environment, argument, value), problem in refused.items():
        got = await _where_it_goes(sdk, mode, environment=environment, **{argument: value})
        assert got.startswith(f"ValueError: {argument}={value!r} cannot fill {{{argument}}} in the {environment!r} server's URL"), got
        assert got.endswith(problem) or f": {problem}" in got, got
    assert routes["elsewhere"].requests == []  # the token went nowhere


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_server_variables_that_keep_the_url_structure_are_sent(bent: tuple[Any, dict[str, Route]], live: LiveServer, mode: str) -> None:
    sdk, routes = bent
    home, deep = routes["home"].prefix, routes["deep"].prefix
    assert await _where_it_goes(sdk, mode, environment="local") == f"{home}/v1/places"
    assert await _where_it_goes(sdk, mode, environment="local", port=str(live.port)) == f"{home}/v1/places"
    # a value the server lists may hold a `/`
    assert await _where_it_goes(sdk, mode, environment="local", shard=deep[1:] + "/deep") == f"{deep}/deep/v1/places"
    assert await _where_it_goes(sdk, mode, environment="manual", authority=f"localhost:{live.port}") == f"{home}/v1/places"
    assert await _where_it_goes(sdk, mode, environment="whole", origin=f"http://localhost:{live.port}") == f"{home}/v1/places"
    assert routes["home"].requests[-1].headers["authorization"] == f"Bearer {TOKEN}"
    # harmless values of a host label and a path part: the URL is built, nothing is refused
    ok = _bent_client(sdk, mode, region="us-west-2", tenant="x:y.z")
    assert str(ok.base_url).startswith("http://us-west-2.localhost:") and str(ok.base_url).endswith("/x:y.z/v1/")
    # one pass: a value holding another variable's `{name}` stays as it is
    assert "%7Bregion%7D" in str(_bent_client(sdk, mode, tenant="{region}").base_url)


async def test_a_server_variable_given_in_code_beats_the_base_url_variable(tmp_path: Path, live: LiveServer, mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """With one server whose URL has a variable, a value passed for it is used even when
    ``<PKG>_BASE_URL`` is set (it was ignored: fresh-user review); left at its default, the
    environment's URL is used, as before."""
    one, two, env = (live.route(_where) for _ in range(3))
    spec = {
        "openapi": "3.1.0",
        "info": {"title": "Shard", "version": "1"},
        "servers": [{"url": f"http://127.0.0.1:{live.port}/{{shard}}/v1", "variables": {"shard": {"default": one.prefix[1:], "enum": [one.prefix[1:], two.prefix[1:]]}}}],
        "paths": {"/places": {"get": {"operationId": "listPlaces", "responses": LIST}}},
    }
    with generated_package(tmp_path, spec, "shard_sdk") as sdk:
        cls = sdk.AsyncShard if mode == "async" else sdk.Shard
        monkeypatch.setenv("SHARD_BASE_URL", env.base_url)
        assert await _at(cls(max_retries=0, shard=two.prefix[1:])) == two.prefix + "/v1/places"
        assert await _at(cls(max_retries=0)) == env.prefix + "/v1/places"
        monkeypatch.delenv("SHARD_BASE_URL")
        assert await _at(cls(max_retries=0)) == one.prefix + "/v1/places"
