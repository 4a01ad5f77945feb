"""Webhooks (OpenAPI 3.1 ``webhooks``, issue 18 section 2): the generated package verifies
Standard Webhooks signatures and decodes each payload into its model.

A receiver on a real local socket (``tests/_live_server.py``) calls
``client.webhooks.unwrap(body, headers)`` of the sync or the async client on the raw bytes and
headers uvicorn hands it; the tests send it signed requests with httpx and read its answer: the
event's class and fields, or the ``WebhookVerificationError`` reason.  Signatures are computed
here, independently of the generated code, and checked against the Standard Webhooks reference
test vector.  A second package, configured for a GitHub-style scheme (hex HMAC-SHA256 of the
body after ``sha256=``), shows the ``webhooks:`` section of ``sdkgen.yaml``.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml
from _generate import check_packages, generated_package, imported_package
from _live_server import Req

SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
KEY = base64.b64decode(SECRET.removeprefix("whsec_"))

SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Hooks", "version": "1"},
    "servers": [{"url": "https://api.hooks.test"}],
    "paths": {
        "/things": {
            "get": {
                "operationId": "listThings",
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"n": {"type": "integer"}}}}}}},
            }
        }
    },
    "webhooks": {
        "thing.created": {
            "post": {
                "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/ThingCreated"}}}},
                "responses": {"200": {"description": "ok"}},
            }
        },
        "thing.deleted": {
            "post": {
                "requestBody": {
                    "content": {
                        "application/json": {
                            "schema": {
                                "type": "object",
                                "required": ["type", "id"],
                                "properties": {"type": {"type": "string", "const": "thing.deleted"}, "id": {"type": "string"}},
                            }
                        }
                    }
                },
                "responses": {"200": {"description": "ok"}},
            }
        },
    },
    "components": {
        "schemas": {
            "ThingCreated": {
                "type": "object",
                "required": ["type", "data"],
                "properties": {
                    "type": {"type": "string", "enum": ["thing.created"]},
                    "data": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}, "size": {"type": "integer"}}},
                },
            }
        }
    },
}

CREATED = json.dumps({"type": "thing.created", "data": {"id": "t_1", "size": 3}}).encode()


def sign(body: bytes, msg_id: str = "msg_1", timestamp: int | None = None, key: bytes = KEY) -> dict[str, str]:
    """Standard Webhooks headers for ``body`` (computed here, not by the generated code)."""
    ts = str(int(time.time()) if timestamp is None else timestamp)
    mac = hmac.new(key, f"{msg_id}.{ts}.".encode() + body, hashlib.sha256).digest()
    return {"webhook-id": msg_id, "webhook-timestamp": ts, "webhook-signature": "v1," + base64.b64encode(mac).decode()}


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with generated_package(tmp_path_factory.mktemp("hooks"), SPEC, "hooks_sdk") as module:
        yield module


@pytest.fixture()
def receiver(sdk: Any, live: Any, mode: str) -> Any:
    """A webhook receiver on the live server: ``unwrap`` of the sync or async client on the raw
    request; answers ``200 {"class", "event"}`` or ``401 {"reason", "header", "message"}``."""
    client = sdk.AsyncHooksClient() if mode == "async" else sdk.HooksClient()

    async def handle(req: Req) -> None:
        try:
            event = client.webhooks.unwrap(req.body, req.headers, secret=SECRET)
        except sdk.webhooks.WebhookVerificationError as exc:
            await req.json({"reason": exc.reason, "header": exc.header, "message": str(exc)}, status=401)
            return
        await req.json({"class": type(event).__name__, "event": event.to_dict()})

    return live.route(handle)


def post(route: Any, body: bytes, headers: dict[str, str]) -> tuple[int, Any]:
    r = httpx.post(route.url + "/hook", content=body, headers={"content-type": "application/json", **headers})
    return r.status_code, r.json()


def test_the_reference_test_vector_verifies(sdk: Any) -> None:
    # https://github.com/standard-webhooks/standard-webhooks (libraries' shared test vector)
    headers = {"webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek", "webhook-timestamp": "1614265330", "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="}
    sdk.webhooks.verify_signature(b'{"test": 2432232314}', headers, secret=SECRET, tolerance=10**10)
    with pytest.raises(sdk.webhooks.WebhookVerificationError) as info:
        sdk.webhooks.verify_signature(b'{"test": 2432232315}', headers, secret=SECRET, tolerance=10**10)
    assert info.value.reason == "no_matching_signature"


def test_a_valid_request_is_the_typed_event(receiver: Any) -> None:
    status, answer = post(receiver, CREATED, sign(CREATED))
    assert (status, answer) == (200, {"class": "ThingCreated", "event": {"type": "thing.created", "data": {"id": "t_1", "size": 3}}})
    body = b'{"type":"thing.deleted","id":"t_2"}'
    assert post(receiver, body, sign(body)) == (200, {"class": "PostThingDeletedRequest", "event": {"type": "thing.deleted", "id": "t_2"}})


def test_an_unknown_event_type_is_the_generic_model(receiver: Any) -> None:
    body = b'{"type":"thing.renamed","id":"t_3","name":"x"}'
    assert post(receiver, body, sign(body)) == (200, {"class": "UnknownWebhookEvent", "event": {"type": "thing.renamed", "id": "t_3", "name": "x"}})


def test_several_signatures_one_of_them_valid(receiver: Any) -> None:
    headers = sign(CREATED)
    wrong = sign(CREATED, key=b"another key")["webhook-signature"]
    headers["webhook-signature"] = f"v1a,c2lnbmF0dXJl {wrong} {headers['webhook-signature']} v1,bm9wZQ=="
    assert post(receiver, CREATED, headers)[0] == 200


@pytest.mark.parametrize(
    ("case", "reason", "header"),
    [
        ("tampered body", "no_matching_signature", "webhook-signature"),
        ("wrong secret", "no_matching_signature", "webhook-signature"),
        ("timestamp too old", "timestamp_too_old", "webhook-timestamp"),
        ("timestamp too new", "timestamp_too_new", "webhook-timestamp"),
        ("timestamp not a number", "invalid_timestamp", "webhook-timestamp"),
        ("missing webhook-signature", "missing_header", "webhook-signature"),
        ("missing webhook-id", "missing_header", "webhook-id"),
        ("missing webhook-timestamp", "missing_header", "webhook-timestamp"),
        ("bad base64", "no_matching_signature", "webhook-signature"),
    ],
)
def test_a_request_that_fails_the_check_is_refused(receiver: Any, case: str, reason: str, header: str) -> None:
    body, headers = CREATED, sign(CREATED)
    if case == "tampered body":
        body = CREATED.replace(b"t_1", b"t_9")
    elif case == "wrong secret":
        headers = sign(CREATED, key=b"not the secret")
    elif case == "timestamp too old":
        headers = sign(CREATED, timestamp=int(time.time()) - 330)
    elif case == "timestamp too new":
        headers = sign(CREATED, timestamp=int(time.time()) + 330)
    elif case == "timestamp not a number":
        headers["webhook-timestamp"] = "1.7e9"
    elif case.startswith("missing"):
        del headers[case.split()[1]]
    elif case == "bad base64":
        headers["webhook-signature"] = "v1," + headers["webhook-signature"][3:-2] + "!*"
    status, answer = post(receiver, body, headers)
    assert status == 401
    assert (answer["reason"], answer["header"]) == (reason, header)
    assert SECRET[6:] not in answer["message"] and KEY.hex() not in answer["message"]


def test_the_tolerance_is_five_minutes_either_way(sdk: Any) -> None:
    for offset in (-290, 290):
        sdk.webhooks.verify_signature(CREATED, sign(CREATED, timestamp=int(time.time()) + offset), secret=SECRET)


def test_a_secret_that_is_not_base64_is_a_typed_error_without_the_secret(sdk: Any) -> None:
    bad = "whsec_not*base64!secret"
    with pytest.raises(sdk.webhooks.WebhookVerificationError) as info:
        sdk.HooksClient().webhooks.verify_signature(CREATED, sign(CREATED), secret=bad)
    assert info.value.reason == "invalid_secret"
    assert "not*base64" not in str(info.value) and "not*base64" not in repr(info.value)
    assert isinstance(info.value, sdk.HooksClientError)


def test_the_secret_comes_from_the_environment(sdk: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("HOOKS_WEBHOOK_SECRET", raising=False)
    with pytest.raises(sdk.webhooks.WebhookVerificationError) as info:
        sdk.webhooks.unwrap(CREATED, sign(CREATED))
    assert info.value.reason == "missing_secret" and "HOOKS_WEBHOOK_SECRET" in str(info.value)
    monkeypatch.setenv("HOOKS_WEBHOOK_SECRET", SECRET)
    event = sdk.webhooks.unwrap(CREATED, sign(CREATED))  # a plain function: no client
    assert type(event).__name__ == "ThingCreated" and event.data.size == 3
    assert sdk.AsyncHooksClient().webhooks.unwrap(CREATED.decode(), sign(CREATED)).data.id == "t_1"


def test_a_valid_signature_on_a_body_that_is_not_an_object(sdk: Any) -> None:
    with pytest.raises(sdk.webhooks.WebhookPayloadError):
        sdk.webhooks.unwrap(b"[1]", sign(b"[1]"), secret=SECRET)


@pytest.fixture(scope="module")
def github_scheme(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, Any]]:
    """A package whose ``webhooks:`` configuration is GitHub's: hex HMAC-SHA256 of the body
    after ``sha256=`` in ``X-Hub-Signature-256``, no id or timestamp."""
    base = tmp_path_factory.mktemp("gh")
    (base / "spec.yaml").write_text(yaml.safe_dump(SPEC))
    config = {
        "specs": ["spec.yaml"],
        "output": "out",
        "package": {"name": "gh_sdk"},
        "webhooks": {"signature_header": "X-Hub-Signature-256", "id_header": "", "timestamp_header": "", "signed_content": "{body}", "encoding": "hex", "signature_prefix": "sha256="},
    }
    (base / "sdkgen.yaml").write_text(yaml.safe_dump(config))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "--config", "sdkgen.yaml"], cwd=base, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    with imported_package(base / "out" / "src", "gh_sdk") as sdk:
        yield base / "out", sdk.webhooks


def test_another_hmac_scheme_from_the_configuration(github_scheme: tuple[Path, Any]) -> None:
    _, gh = github_scheme
    good = {"x-hub-signature-256": "sha256=" + hmac.new(b"s3cret", CREATED, hashlib.sha256).hexdigest()}
    assert type(gh.unwrap(CREATED, good, secret="s3cret")).__name__ == "ThingCreated"
    with pytest.raises(gh.WebhookVerificationError) as info:
        gh.unwrap(CREATED + b" ", good, secret="s3cret")
    assert info.value.reason == "no_matching_signature"
    with pytest.raises(gh.WebhookVerificationError) as info:
        gh.unwrap(CREATED, {"x-hub-signature-256": "sha256=zz"}, secret="s3cret")
    assert info.value.reason == "no_matching_signature"
    with pytest.raises(gh.WebhookVerificationError) as info:
        gh.unwrap(CREATED, {}, secret="s3cret")
    assert (info.value.reason, info.value.header) == ("missing_header", "x-hub-signature-256")


def test_a_bad_webhooks_configuration_is_refused_by_name(tmp_path: Path) -> None:
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(SPEC))
    config = {"specs": ["spec.yaml"], "output": "out", "package": {"name": "gh_sdk"}, "webhooks": {"id_header": "", "signed_content": "{id}.{body}"}}
    (tmp_path / "sdkgen.yaml").write_text(yaml.safe_dump(config))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "--config", "sdkgen.yaml"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 2 and "signed_content uses {id} but id_header is empty" in r.stderr, r.stderr
    assert "Traceback" not in r.stderr and not (tmp_path / "out").exists()


def test_a_timestamp_checked_but_not_signed_is_refused(tmp_path: Path) -> None:
    """A freshness check of a timestamp header the signature does not cover stops no replay
    (a captured request is sent again with a fresh timestamp): refused, saying how to fix it."""
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(SPEC))
    for webhooks in ({"signed_content": "{id}.{body}"}, {"id_header": "", "signed_content": "{body}", "timestamp_header": "X-Sent-At"}):
        config = {"specs": ["spec.yaml"], "output": "out", "package": {"name": "gh_sdk"}, "webhooks": webhooks}
        (tmp_path / "sdkgen.yaml").write_text(yaml.safe_dump(config))
        r = subprocess.run([sys.executable, "-m", "generator", "generate", "--config", "sdkgen.yaml"], cwd=tmp_path, capture_output=True, text=True)
        assert r.returncode == 2 and "is checked for freshness but signed_content does not sign it" in r.stderr, r.stderr
        assert "add {timestamp} to signed_content" in r.stderr and "Traceback" not in r.stderr and not (tmp_path / "out").exists()


@pytest.mark.slow
def test_the_webhooks_packages_type_check(sdk: Any, github_scheme: tuple[Path, Any]) -> None:
    out = Path(sdk.__file__).parent.parent.parent
    check_packages([(out, "hooks_sdk"), (github_scheme[0], "gh_sdk")])


def _untagged(required: dict[str, str]) -> dict[str, Any]:
    hooks = {}
    for name, prop in required.items():
        schema = {"type": "object", "required": [prop], "properties": {prop: {"type": "string"}}}
        hooks[name] = {"post": {"requestBody": {"content": {"application/json": {"schema": schema}}}, "responses": {"200": {"description": "ok"}}}}
    return {"openapi": "3.1.0", "info": {"title": "Plain", "version": "1"}, "servers": [{"url": "https://x.test"}], "paths": {}, "webhooks": hooks}


def test_payloads_without_a_tag_are_tried_in_order(tmp_path: Path) -> None:
    with generated_package(tmp_path, _untagged({"a.made": "alpha", "b.made": "beta"}), "plain_sdk") as plain:
        for body, expected in ((b'{"beta":"x"}', "PostBMadeRequest"), (b'{"alpha":"y","more":1}', "PostAMadeRequest"), (b'{"gamma":1}', "UnknownWebhookEvent")):
            event = plain.webhooks.unwrap(body, sign(body), secret=SECRET)
            assert type(event).__name__ == expected, body
        assert event.gamma == 1


def test_one_payload_without_a_tag_is_built_leniently(tmp_path: Path) -> None:
    with generated_package(tmp_path, _untagged({"only": "alpha"}), "single_sdk") as single:
        event = single.webhooks.unwrap(b'{"other":2}', sign(b'{"other":2}'), secret=SECRET)
        assert type(event).__name__ == "PostOnlyRequest" and event.other == 2


def test_api_md_and_readme_document_the_webhooks(sdk: Any) -> None:
    out = Path(sdk.__file__).parent.parent.parent
    api = (out / "api.md").read_text()
    assert "| `thing.deleted` | POST | [`PostThingDeletedRequest`](#postthingdeletedrequest) | `thing.deleted` |" in api
    readme = (out / "README.md").read_text()
    assert "## Webhooks" in readme and "HOOKS_WEBHOOK_SECRET" in readme and "UnknownWebhookEvent" in readme


def test_an_empty_secret_is_refused_even_with_a_matching_signature(sdk: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    # a signature made with the empty key: anyone can compute it
    for secret in ("whsec_", b""):
        with pytest.raises(sdk.webhooks.WebhookVerificationError) as info:
            sdk.webhooks.verify_signature(CREATED, sign(CREATED, key=b""), secret=secret)
        assert info.value.reason in ("invalid_secret", "missing_secret")


@pytest.mark.parametrize(
    ("body", "headers"),
    [
        (CREATED, {"webhook-timestamp": "9" * 5000}),  # too many digits for int()
        (CREATED, {"webhook-timestamp": None}),  # not text
        ("\ud800 surrogate", {}),  # a str body that is not UTF-8
        (CREATED, {"webhook-signature": "v1,é"}),  # not ASCII
    ],
)
def test_malformed_input_is_a_verification_error(sdk: Any, body: Any, headers: dict[str, Any]) -> None:
    with pytest.raises(sdk.webhooks.WebhookVerificationError):
        sdk.webhooks.verify_signature(body, {**sign(CREATED), **headers}, secret=SECRET)


def test_the_webhook_helpers_never_hide_a_resource(tmp_path: Path) -> None:
    # resources called webhooks and webhook_events: the helpers take a third name
    spec = _untagged({"a.made": "alpha"})
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}}
    spec["paths"] = {"/webhooks": {"post": {"operationId": "makeHook", "responses": ok}}, "/webhook_events": {"post": {"operationId": "makeEvent", "responses": ok}}}
    with generated_package(tmp_path, spec, "both_sdk") as both:
        client = both.Both(base_url="https://x.test")
        assert callable(client.webhooks.create) and callable(client.webhook_events.create)
        assert callable(client.webhook_helpers.unwrap)


def test_a_credential_is_never_read_as_the_webhook_secret(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two security schemes, one of them named ``webhook_secret``: its variable is
    ``PLAIN2_WEBHOOK_SECRET``, so the webhook secret takes ``PLAIN2_WEBHOOK_SECRET2``; a
    configured ``secret_env`` naming a credential's variable is refused by name."""
    spec = _untagged({"a.made": "alpha"})
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}}
    spec["components"] = {"securitySchemes": {"webhook_secret": {"type": "apiKey", "in": "header", "name": "X-Secret"}, "token": {"type": "http", "scheme": "bearer"}}}
    spec["paths"] = {"/a": {"get": {"operationId": "getA", "security": [{"webhook_secret": []}, {"token": []}], "responses": ok}}}
    monkeypatch.setenv("PLAIN2_WEBHOOK_SECRET", "the-api-credential")
    monkeypatch.delenv("PLAIN2_WEBHOOK_SECRET2", raising=False)
    with generated_package(tmp_path, spec, "plain2_sdk") as plain:
        body = b'{"alpha":"x"}'
        with pytest.raises(plain.webhooks.WebhookVerificationError) as info:
            plain.webhooks.unwrap(body, sign(body))
        assert info.value.reason == "missing_secret" and "PLAIN2_WEBHOOK_SECRET2" in str(info.value)
        monkeypatch.setenv("PLAIN2_WEBHOOK_SECRET2", SECRET)
        assert type(plain.webhooks.unwrap(body, sign(body))).__name__ == "PostAMadeRequest"
    config = {"specs": ["spec.yaml"], "output": "out2", "package": {"name": "plain3_sdk"}, "webhooks": {"secret_env": "PLAIN3_WEBHOOK_SECRET"}}
    (tmp_path / "sdkgen.yaml").write_text(yaml.safe_dump(config))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "--config", "sdkgen.yaml"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 2 and "webhooks.secret_env: 'PLAIN3_WEBHOOK_SECRET' is read by the client for something else" in r.stderr, r.stderr
