"""Security per operation (OpenAPI 3.1 sections 4.8.10, 4.8.27, 4.8.30): each operation sends
what its own ``security`` (else the document's) says, with one client argument per scheme.

A generated package with five schemes the client can send (bearer, basic, API keys in a header,
the query and a cookie), OAuth2, one it cannot send (HTTP digest) and operations needing one of
them, alternatives, a combination, optional and no credentials: the exact request each
operation sends (mock transport; cookies and redirects on a real socket), the error naming what
to configure, the checks and redaction every credential gets; and the IR that records it.
"""

from __future__ import annotations

import base64
import logging
import re
import traceback
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import httpx
import pytest
import yaml
from _generate import Recorder, check_packages, generated_package
from _live_server import LiveServer, Req

from generator.configure import config_from_args
from generator.pipeline import build_ir_only

OK = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}}


def _op(op_id: str, security: list[dict[str, list[str]]] | None = None, **extra: Any) -> dict[str, Any]:
    op: dict[str, Any] = {"operationId": op_id, "responses": OK, **extra}
    if security is not None:
        op["security"] = security
    return {"get": op}


SCHEMES: dict[str, Any] = {
    "bearerAuth": {"type": "http", "scheme": "bearer"},
    "basicAuth": {"type": "http", "scheme": "basic"},
    "headerKey": {"type": "apiKey", "in": "header", "name": "X-Api-Key", "description": "A key sent in a header."},
    "queryKey": {"type": "apiKey", "in": "query", "name": "api_key"},
    "cookieKey": {"type": "apiKey", "in": "cookie", "name": "session"},
    "oauthToken": {"type": "oauth2", "flows": {"clientCredentials": {"tokenUrl": "https://auth.example.com/token", "scopes": {"read": "read"}}}},
    "digest": {"type": "http", "scheme": "digest"},
}
SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Vault", "version": "1"},
    "servers": [{"url": "https://api.example.com"}],
    "security": [{"bearerAuth": []}],
    "paths": {
        "/default": _op("getDefault"),  # the document's requirement
        "/header": _op("getHeader", [{"headerKey": []}]),
        "/query": _op("getQuery", [{"queryKey": []}]),
        "/cookie": _op(
            "getCookie",
            [{"cookieKey": []}],
            parameters=[{"name": "theme", "in": "cookie", "schema": {"type": "string"}}],
        ),
        "/basic": _op("getBasic", [{"basicAuth": []}]),
        "/oauth": _op("getOauth", [{"oauthToken": ["read"]}]),
        "/either": _op("getEither", [{"headerKey": []}, {"bearerAuth": []}]),
        "/combined": _op("getCombined", [{"headerKey": [], "queryKey": [], "cookieKey": []}]),
        "/optional": _op("getOptional", [{}, {"headerKey": []}]),
        "/public": _op("getPublic", []),
        "/digest": _op("getDigest", [{"digest": []}]),
        "/digest_or_query": _op("getDigestOrQuery", [{"digest": []}, {"queryKey": []}]),
    },
    "components": {"securitySchemes": SCHEMES},
}

CREDENTIALS = {
    "bearer_auth": "bearer-SECRET-1a2b3c",
    "basic_auth": "ada:pw-SECRET-4d5e6f",
    "header_key": "hk-SECRET-7a8b9c",
    "query_key": "qk+SECRET/0d1e==",  # every character percent-encoding changes
    "cookie_key": "ck-SECRET-2f3a4b",
    "oauth_token": "oauth-SECRET-5c6d7e",
}
ENV = {"bearer_auth": "VAULT_BEARER_AUTH", "basic_auth": "VAULT_BASIC_AUTH", "header_key": "VAULT_HEADER_KEY", "query_key": "VAULT_QUERY_KEY", "cookie_key": "VAULT_COOKIE_KEY", "oauth_token": "VAULT_OAUTH_TOKEN"}
BASIC = "Basic " + base64.b64encode(CREDENTIALS["basic_auth"].encode()).decode()


@pytest.fixture(scope="module")
def vault(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with generated_package(tmp_path_factory.mktemp("vault"), SPEC, "vault_sdk") as module:
        yield module


@pytest.fixture(autouse=True)
def _no_vault_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ENV.values():
        monkeypatch.delenv(name, raising=False)


def _recorder(sdk: Any, mode: str, **kwargs: Any) -> Recorder:
    return Recorder(sdk, "Vault", mode, **kwargs)


async def _call(r: Recorder, resource: str, **kwargs: Any) -> httpx.Request:
    return await r.send(getattr(r.client, resource).retrieve(**kwargs))


def _sent(request: httpx.Request) -> dict[str, Any]:
    """What a request carries that a credential could be in."""
    return {
        "authorization": request.headers.get("authorization"),
        "x-api-key": request.headers.get("x-api-key"),
        "query": request.url.params.multi_items(),
        "cookie": request.headers.get("cookie"),
    }


NOTHING: dict[str, Any] = {"authorization": None, "x-api-key": None, "query": [], "cookie": None}
EXPECTED: dict[str, dict[str, Any]] = {
    "default": {**NOTHING, "authorization": f"Bearer {CREDENTIALS['bearer_auth']}"},
    "header": {**NOTHING, "x-api-key": CREDENTIALS["header_key"]},
    "query": {**NOTHING, "query": [("api_key", CREDENTIALS["query_key"])]},
    "cookie": {**NOTHING, "cookie": f"session={CREDENTIALS['cookie_key']}"},
    "basic": {**NOTHING, "authorization": BASIC},
    "oauth": {**NOTHING, "authorization": f"Bearer {CREDENTIALS['oauth_token']}"},
    "either": {**NOTHING, "x-api-key": CREDENTIALS["header_key"]},  # the first alternative
    "combined": {"authorization": None, "x-api-key": CREDENTIALS["header_key"], "query": [("api_key", CREDENTIALS["query_key"])], "cookie": f"session={CREDENTIALS['cookie_key']}"},
    "optional": {**NOTHING, "x-api-key": CREDENTIALS["header_key"]},  # configured: sent
    "public": NOTHING,
    "digest": NOTHING,  # the only scheme cannot be sent: nothing is (with a warning)
    "digest_or_query": {**NOTHING, "query": [("api_key", CREDENTIALS["query_key"])]},
}


# ---- what each operation sends ----------------------------------------------------------------


async def test_each_operation_sends_exactly_its_own_credentials(vault: Any, mode: str) -> None:
    r = _recorder(vault, mode, **CREDENTIALS)
    for resource, expected in EXPECTED.items():
        assert _sent(await _call(r, resource)) == expected, resource


async def test_credentials_come_from_their_environment_variables(vault: Any, mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    for argument, name in ENV.items():
        monkeypatch.setenv(name, CREDENTIALS[argument])
    r = _recorder(vault, mode)
    for resource, expected in EXPECTED.items():
        assert _sent(await _call(r, resource)) == expected, resource
    assert (r.client.header_key, r.client.cookie_key) == (CREDENTIALS["header_key"], CREDENTIALS["cookie_key"])


async def test_an_argument_wins_over_its_environment_variable(vault: Any, mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("VAULT_HEADER_KEY", "from-the-environment")
    r = _recorder(vault, mode, header_key="from-the-argument")
    assert (await _call(r, "header")).headers["x-api-key"] == "from-the-argument"


async def test_the_first_configured_alternative_is_sent(vault: Any, mode: str) -> None:
    r = _recorder(vault, mode, bearer_auth=CREDENTIALS["bearer_auth"])  # not the first alternative
    assert _sent(await _call(r, "either")) == {**NOTHING, "authorization": f"Bearer {CREDENTIALS['bearer_auth']}"}
    r = _recorder(vault, mode, query_key=CREDENTIALS["query_key"])
    assert _sent(await _call(r, "digest_or_query")) == {**NOTHING, "query": [("api_key", CREDENTIALS["query_key"])]}


async def test_optional_and_public_operations_need_nothing(vault: Any, mode: str) -> None:
    r = _recorder(vault, mode)  # no credential at all: the client can still be created
    for resource in ("optional", "public", "digest"):
        assert _sent(await _call(r, resource)) == NOTHING, resource


def _missing(text: str) -> str:
    return re.escape(text)


MISSING = {
    "default": "GET /default needs credentials that are not configured: pass bearer_auth (or set VAULT_BEARER_AUTH) to the client.",
    "either": "GET /either needs credentials that are not configured: pass header_key (or set VAULT_HEADER_KEY), or bearer_auth (or set VAULT_BEARER_AUTH) to the client.",
    "combined": "GET /combined needs credentials that are not configured: pass cookie_key and header_key and query_key (or set VAULT_COOKIE_KEY and VAULT_HEADER_KEY and VAULT_QUERY_KEY) to the client.",
}


@pytest.mark.parametrize("resource", list(MISSING))
async def test_missing_credentials_raise_naming_what_to_configure_and_send_nothing(vault: Any, mode: str, resource: str) -> None:
    # the combination lacks one of its three: a part of it is never sent
    r = _recorder(vault, mode, header_key=CREDENTIALS["header_key"], query_key=CREDENTIALS["query_key"]) if resource == "combined" else _recorder(vault, mode, basic_auth=CREDENTIALS["basic_auth"])
    with pytest.raises(vault.VaultError, match=_missing(MISSING[resource])):
        await _call(r, resource)
    assert r.sent == []


async def test_a_credential_can_be_set_and_removed_later(vault: Any, mode: str) -> None:
    r = _recorder(vault, mode, bearer_auth="bearer-first-000")
    r.client.header_key = "hk-later-111"
    assert _sent(await _call(r, "either"))["x-api-key"] == "hk-later-111"
    r.client.header_key = None
    assert r.client.header_key is None
    assert _sent(await _call(r, "either")) == {**NOTHING, "authorization": "Bearer bearer-first-000"}
    r.client.bearer_auth = None
    with pytest.raises(vault.VaultError, match="GET /either needs credentials"):
        await _call(r, "either")
    copy = r.client.with_options(query_key=CREDENTIALS["query_key"], header_key="hk-copy-222")
    assert (copy.query_key, copy.header_key, copy.bearer_auth) == (CREDENTIALS["query_key"], "hk-copy-222", None)


# ---- checks --------------------------------------------------------------------------------------

BAD = {
    "line break": ("{}\n", "line break"),
    "control character": ("{}\x00", "control character"),
    "surrounding whitespace": (" {}", "whitespace"),
    "non-ASCII": ("é{}", "non-ASCII"),
}


@pytest.mark.parametrize("argument", [a for a in CREDENTIALS if a != "basic_auth"])
@pytest.mark.parametrize("case", list(BAD))
async def test_every_credential_is_checked_at_construction_in_with_options_and_on_assignment(vault: Any, mode: str, argument: str, case: str) -> None:
    template, what = BAD[case]
    value = template.format("abc-SECRET-999")
    r = _recorder(vault, mode, **CREDENTIALS)
    cls = type(r.client)
    for attempt in (lambda: cls(**{argument: value}), lambda: r.client.with_options(**{argument: value})):
        with pytest.raises(ValueError, match=what) as info:
            attempt()
        assert str(info.value).startswith(f"{argument} contains") and "SECRET" not in str(info.value)
    with pytest.raises(ValueError, match=what):
        setattr(r.client, argument, value)
    assert getattr(r.client, argument) == CREDENTIALS[argument]  # unchanged


@pytest.mark.parametrize("char", [";", ",", '"', "\\"])
def test_a_cookie_credential_cannot_carry_what_a_cookie_cannot(vault: Any, char: str) -> None:
    with pytest.raises(ValueError, match="which a cookie cannot carry") as info:
        vault.Vault(cookie_key=f"ck{char}admin=1-SECRET")
    assert "SECRET" not in str(info.value)


def test_basic_credentials_may_hold_inner_spaces_and_non_ascii(vault: Any) -> None:
    assert vault.Vault(basic_auth="ada lovelace:pässwört").basic_auth == "ada lovelace:pässwört"
    with pytest.raises(ValueError, match="whitespace"):
        vault.Vault(basic_auth="ada:pw ")


# ---- redaction -------------------------------------------------------------------------------


def _spellings(value: str) -> list[str]:
    return [value, quote(value, safe=""), quote(value, safe="").lower(), str(httpx.QueryParams({"k": value}))[2:]]


SECRETS = [*CREDENTIALS.values(), CREDENTIALS["basic_auth"].split(":", 1)[1], BASIC.removeprefix("Basic ")]


@pytest.fixture()
def _restore_logging() -> Iterator[None]:
    saved = {name: (logging.getLogger(name).level, list(logging.getLogger(name).filters)) for name in ("httpx", "vault_sdk")}
    yield
    for name, (level, filters) in saved.items():
        logging.getLogger(name).setLevel(level)
        logging.getLogger(name).filters[:] = filters


@pytest.mark.usefixtures("_restore_logging")
async def test_every_credential_is_masked_in_logs(vault: Any, mode: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setenv("VAULT_LOG", "debug")
    caplog.set_level(logging.DEBUG)
    r = _recorder(vault, mode, **CREDENTIALS)
    for resource in EXPECTED:
        await _call(r, resource)
    text = "\n".join(rec.getMessage() for rec in caplog.records)
    assert "Request: GET https://api.example.com/combined?api_key=<redacted>" in text
    for secret in SECRETS:
        for spelling in _spellings(secret):
            assert spelling not in text, spelling


async def test_every_credential_echoed_by_the_server_is_masked_in_the_exception(vault: Any, mode: str) -> None:
    def echo(request: httpx.Request) -> httpx.Response:
        return httpx.Response(401, json={"error": {"message": f"rejected {request.headers!r} {request.url}"}})

    transport = httpx.MockTransport(echo)
    http: Any = httpx.AsyncClient(transport=transport) if mode == "async" else httpx.Client(transport=transport)
    cls = vault.AsyncVault if mode == "async" else vault.Vault
    client = cls(http_client=http, max_retries=0, **CREDENTIALS)
    for resource in ("default", "basic", "combined", "oauth"):
        with pytest.raises(vault.AuthenticationError) as info:
            await _done(getattr(client, resource).retrieve())
        text = "".join(traceback.format_exception(info.value))
        assert "rejected" in text
        for secret in SECRETS:
            for spelling in _spellings(secret):
                assert spelling not in text, (resource, spelling)


# ---- on a real socket: cookies and redirects -------------------------------------------------


def _live_client(vault: Any, mode: str, base_url: str) -> Any:
    cls = vault.AsyncVault if mode == "async" else vault.Vault
    return cls(base_url=base_url, **CREDENTIALS)


async def _done(value: Any) -> Any:
    return await value if hasattr(value, "__await__") else value


async def test_the_server_receives_the_cookie_credential_beside_cookie_parameters(vault: Any, mode: str, live: LiveServer) -> None:
    async def handler(req: Req) -> None:
        await req.json({})

    route = live.route(handler)
    client = _live_client(vault, mode, route.base_url)
    await _done(client.cookie.retrieve(theme="dark mode"))
    await _done(client.combined.retrieve())
    first, second = route.requests
    assert first.headers["cookie"] == f"session={CREDENTIALS['cookie_key']}; theme=dark%20mode"
    assert (second.headers["cookie"], second.headers["x-api-key"]) == (f"session={CREDENTIALS['cookie_key']}", CREDENTIALS["header_key"])
    assert httpx.QueryParams(second.query)["api_key"] == CREDENTIALS["query_key"]
    await _done(client.close())


@pytest.mark.parametrize("resource", ["default", "basic", "combined", "oauth"])
async def test_no_credential_follows_a_redirect_to_another_origin(vault: Any, mode: str, live: LiveServer, live_other: LiveServer, resource: str) -> None:
    async def target_handler(req: Req) -> None:
        await req.json({})

    target = live_other.route(target_handler)

    async def redirect(req: Req) -> None:
        location = f"{target.base_url}/{resource}" + ("?" + req.query if req.query else "")  # echoes the query
        await req.respond(307, b"", headers=[("location", location)])

    source = live.route(redirect)
    client = _live_client(vault, mode, source.base_url)
    await _done(getattr(client, resource).retrieve())
    [first] = source.requests
    [second] = target.requests
    assert any(h in first.headers for h in ("authorization", "x-api-key", "cookie"))
    for header in ("authorization", "x-api-key", "cookie"):
        assert header not in second.headers
    assert second.query == ""
    raw = str(second.raw_headers) + second.query
    for secret in SECRETS:
        for spelling in _spellings(secret):
            assert spelling not in raw
    await _done(client.close())


async def test_a_same_origin_redirect_keeps_every_credential(vault: Any, mode: str, live: LiveServer) -> None:
    async def target_handler(req: Req) -> None:
        await req.json({})

    target = live.route(target_handler)

    async def redirect(req: Req) -> None:
        await req.respond(307, b"", headers=[("location", f"{target.base_url}/combined?{req.query}")])

    source = live.route(redirect)
    client = _live_client(vault, mode, source.base_url)
    await _done(client.combined.retrieve())
    [second] = target.requests
    assert (second.headers["x-api-key"], second.headers["cookie"]) == (CREDENTIALS["header_key"], f"session={CREDENTIALS['cookie_key']}")
    assert httpx.QueryParams(second.query)["api_key"] == CREDENTIALS["query_key"]
    await _done(client.close())


# ---- the generated package -------------------------------------------------------------------


def test_the_package_type_checks_and_lints(vault: Any) -> None:
    folder = Path(vault.__file__).parents[2]
    check_packages([(folder, "vault_sdk")])


def test_the_client_documents_each_credential(vault: Any) -> None:
    doc = vault.Vault.__doc__
    assert "header_key: the ``headerKey`` credential, sent in the ``X-Api-Key`` header;" in doc
    assert "``VAULT_COOKIE_KEY`` environment variable" in doc
    readme = (Path(vault.__file__).parents[2] / "README.md").read_text()
    assert "| `header_key` | `VAULT_HEADER_KEY` | `headerKey`: API key in the `X-Api-Key` header |" in readme


# ---- the IR ------------------------------------------------------------------------------------


def _ir(tmp_path: Path, spec: dict[str, Any], package: str = "t_sdk") -> tuple[Any, list[Any]]:
    (tmp_path / "s.yaml").write_text(yaml.safe_dump(spec))
    cfg = config_from_args([str(tmp_path / "s.yaml")], str(tmp_path / "out"), package)
    api, diagnostics, _, _ = build_ir_only(cfg)
    return api, diagnostics.sorted()


def test_the_ir_records_requirements_per_operation_and_every_scheme(tmp_path: Path) -> None:
    api, diagnostics = _ir(tmp_path, SPEC, "vault_sdk")
    security = {op.path: op.security for op in api.operations}
    assert security == {
        "/default": (("bearerAuth",),),
        "/header": (("headerKey",),),
        "/query": (("queryKey",),),
        "/cookie": (("cookieKey",),),
        "/basic": (("basicAuth",),),
        "/oauth": (("oauthToken",),),
        "/either": (("headerKey",), ("bearerAuth",)),
        "/combined": (("cookieKey", "headerKey", "queryKey"),),
        "/optional": (("headerKey",), ()),  # the empty alternative last
        "/public": (),
        "/digest": (),
        "/digest_or_query": (("queryKey",),),
    }
    assert [(s.name, s.kind, s.param_name, s.argument, s.env, s.required) for s in api.security] == [
        ("basicAuth", "basic", "Authorization", "basic_auth", "VAULT_BASIC_AUTH", False),
        ("bearerAuth", "bearer", "Authorization", "bearer_auth", "VAULT_BEARER_AUTH", False),
        ("cookieKey", "cookie", "session", "cookie_key", "VAULT_COOKIE_KEY", False),
        ("headerKey", "header", "X-Api-Key", "header_key", "VAULT_HEADER_KEY", False),
        ("oauthToken", "bearer", "Authorization", "oauth_token", "VAULT_OAUTH_TOKEN", False),
        ("queryKey", "query", "api_key", "query_key", "VAULT_QUERY_KEY", False),
    ]
    assert api.security[3].description == "A key sent in a header."
    assert api.security[3].pointer.endswith("s.yaml#/components/securitySchemes/headerKey")
    [warning] = diagnostics
    assert (warning.code, warning.location.split("#")[1]) == ("security-scheme-unusable", "/components/securitySchemes/digest")
    assert "HTTP authentication scheme 'digest' is not supported" in warning.message


def test_one_scheme_is_api_key_and_required_when_an_operation_needs_it(tmp_path: Path) -> None:
    spec = {**SPEC, "paths": {"/a": _op("getA"), "/b": _op("getB", [{}, {"bearerAuth": []}])}}
    api, _ = _ir(tmp_path, spec, "acme_sdk")
    [scheme] = api.security
    assert (scheme.name, scheme.argument, scheme.env, scheme.required) == ("bearerAuth", "api_key", "ACME_API_KEY", True)
    spec = {**SPEC, "paths": {"/b": _op("getB", [{}, {"bearerAuth": []}])}}
    api, _ = _ir(tmp_path, spec, "acme_sdk")
    assert api.security[0].required is False  # every operation can do without it


def test_arguments_avoid_the_clients_own_names_and_resources(tmp_path: Path) -> None:
    schemes = {
        "models": SCHEMES["headerKey"],
        "timeout": SCHEMES["queryKey"],
        "ApiKey": SCHEMES["bearerAuth"],
        "class": SCHEMES["cookieKey"],
        "__x": SCHEMES["basicAuth"],
        # each a credential of its own (the same scheme twice would be one: issue 26 item 7)
        "oauth2": {**SCHEMES["bearerAuth"], "bearerFormat": "JWT"},
        "files": {**SCHEMES["basicAuth"], "bearerFormat": "files"},
        "files_credentials": {**SCHEMES["headerKey"], "name": "X-Files-Key"},  # another scheme's own name is not taken from it
        "class_": {**SCHEMES["queryKey"], "name": "class_key"},
    }
    spec = {
        **SPEC,
        "security": [{name: [] for name in schemes}],
        "paths": {"/models": _op("listModels"), "/oauth2/auth": _op("authorize"), "/files": _op("listFiles")},
        "components": {"securitySchemes": schemes},
    }
    api, _ = _ir(tmp_path, spec, "acme_sdk")
    # a name in use gets the word of what it holds: ory-hydra's `oauth2` scheme beside its
    # `client.oauth2` resource was the argument `oauth2_`
    assert {s.name: (s.argument, s.env) for s in api.security} == {
        "ApiKey": ("api_key", "ACME_API_KEY"),  # the client's own name for a key
        "__x": ("x", "ACME_X"),
        "class": ("class_", "ACME_CLASS"),  # a keyword: Python's own convention
        "files": ("files_", "ACME_FILES"),
        "files_credentials": ("files_credentials", "ACME_FILES_CREDENTIALS"),
        "class_": ("class_key", "ACME_CLASS_KEY"),  # `class_` is `class`'s: the word, without `__`
        "models": ("models_key", "ACME_MODELS_KEY"),  # client.models is the resource
        "oauth2": ("oauth2_token", "ACME_OAUTH2_TOKEN"),
        "timeout": ("timeout_key", "ACME_TIMEOUT_KEY"),
    }


def test_the_environment_prefix_is_configurable(tmp_path: Path) -> None:
    (tmp_path / "s.yaml").write_text(yaml.safe_dump(SPEC))
    (tmp_path / "sdkgen.yaml").write_text(yaml.safe_dump({"specs": ["s.yaml"], "output": "out", "package": {"name": "vault_sdk"}, "client": {"env": {"prefix": "MY_VAULT"}}}))
    from generator.configure import load_config

    api, _, _, _ = build_ir_only(load_config(tmp_path / "sdkgen.yaml"))
    assert {s.env for s in api.security} == {"MY_VAULT_BASIC_AUTH", "MY_VAULT_BEARER_AUTH", "MY_VAULT_COOKIE_KEY", "MY_VAULT_HEADER_KEY", "MY_VAULT_OAUTH_TOKEN", "MY_VAULT_QUERY_KEY"}


def test_undeclared_and_unused_schemes_are_reported(tmp_path: Path) -> None:
    spec = {**SPEC, "paths": {"/a": _op("getA", [{"nope": []}, {"headerKey": []}]), "/b": _op("getB", [{"nope": []}])}}
    api, diagnostics = _ir(tmp_path, spec)
    assert {op.path: op.security for op in api.operations} == {"/a": (("headerKey",),), "/b": ()}
    [warning] = diagnostics  # one per scheme, at the first requirement naming it
    assert (warning.code, warning.location.split("#")[1]) == ("security-scheme-unusable", "/paths/~1a/get/security/0")
    spec = {k: v for k, v in SPEC.items() if k != "security"} | {"paths": {"/a": _op("getA")}}
    api, diagnostics = _ir(tmp_path, spec)
    # declared but named by no `security`: each one the client can send is an optional
    # alternative of every operation (issue 26 item 6), not never sent
    sendable = ("bearerAuth", "basicAuth", "headerKey", "queryKey", "cookieKey", "oauthToken")
    assert api.operations[0].security == (*((n,) for n in sorted(sendable)), ())  # in declaration order (yaml sorted them)
    assert sorted(s.name for s in api.security) == sorted(sendable)
    assert sorted(d.code for d in diagnostics) == ["security-scheme-unusable", "security-unused"]  # digest cannot be sent


def test_a_malformed_requirement_costs_its_operation(tmp_path: Path) -> None:
    spec = {**SPEC, "paths": {"/a": _op("getA", [{"headerKey": "x"}]), "/b": _op("getB")}}  # type: ignore[list-item]
    api, diagnostics = _ir(tmp_path, spec)
    assert [op.path for op in api.operations] == ["/b"]
    [warning] = diagnostics
    assert warning.code == "operation-skipped" and warning.location.endswith("#/paths/~1a/get/security")
    assert "'security' must be a list of security requirements" in warning.message


# ---- the SambaNova package: one bearer scheme, as before ----------------------------------------


def test_sambanova_keeps_api_key_required_and_sends_it_as_a_bearer_token_everywhere() -> None:
    import importlib
    import pkgutil

    import sambanova_sdk
    from sambanova_sdk import SambaNova, SambaNovaError, resources
    from sambanova_sdk._base_client import Endpoint

    with pytest.raises(SambaNovaError, match="The api_key client option must be set either by passing api_key to the client or by setting the SAMBANOVA_API_KEY environment variable"):
        SambaNova()
    assert [(s.name, s.kind, s.param, s.argument, s.env) for s in SambaNova._schemes] == [("api_key", "bearer", "Authorization", "api_key", "SAMBANOVA_API_KEY")]
    endpoints = [
        value
        for info in pkgutil.iter_modules(resources.__path__)
        for value in vars(importlib.import_module(f"sambanova_sdk.resources.{info.name}")).values()
        if isinstance(value, Endpoint)
    ]
    assert len(endpoints) == 10
    # messages also names x_api_key, which its file does not declare (a warning): bearer only
    assert {e.security for e in endpoints} == {(("api_key",),)}
    assert "x_api_key" not in (Path(sambanova_sdk.__file__).parent / "_client.py").read_text()
