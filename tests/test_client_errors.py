"""Errors: one exception class per status, with the status, decoded body, response, request id and
the server's message; connection errors and timeouts."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
import sambanova_sdk
from _client_support import ERROR_400, Harness, Reply
from sambanova_sdk import (
    APIConnectionError,
    APIError,
    APIStatusError,
    APITimeoutError,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    InternalServerError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    SambaNovaError,
    UnprocessableEntityError,
)

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)

STATUS_CLASSES = [
    (400, BadRequestError),
    (401, AuthenticationError),
    (403, PermissionDeniedError),
    (404, NotFoundError),
    (409, ConflictError),
    (422, UnprocessableEntityError),
    (429, RateLimitError),
    (500, InternalServerError),
    (503, InternalServerError),
    (529, InternalServerError),
    (410, APIStatusError),
    (413, APIStatusError),
    (418, APIStatusError),
]


def _error_body(status: int) -> dict[str, object]:
    return {
        "error": {"message": f"The model `abc` failed with {status}.", "type": "invalid_request_error", "param": "model", "code": "model_not_found"},
        "request_id": "887a8227",
    }


@pytest.mark.parametrize(("status", "cls"), STATUS_CLASSES)
async def test_status_maps_to_exception_class(mode: str, status: int, cls: type[APIStatusError]) -> None:
    body = _error_body(status)
    h = Harness(mode, Reply(status, body, headers={"x-request-id": "req_hdr_42"}), max_retries=0)
    with pytest.raises(APIStatusError) as info:
        await h.chat()
    e = info.value
    assert type(e) is cls
    assert isinstance(e, SambaNovaError) and isinstance(e, APIError)
    assert e.status_code == status
    assert e.body == body
    assert e.response.status_code == status
    assert e.response.headers["x-request-id"] == "req_hdr_42"
    assert e.request_id == "req_hdr_42"  # the header wins over the body's request_id
    assert e.request is h.requests[0]
    assert e.message == f"Error code: {status} - The model `abc` failed with {status}."
    assert str(e) == e.message
    assert h.server.bodies[0].closed
    assert len(h.requests) == 1


def test_exceptions_are_exported_from_the_package_root() -> None:
    from sambanova_sdk import _exceptions

    for name in _exceptions.__all__:
        if name == "OAuthTokenError":  # exported by packages whose API has an OAuth 2.0 flow only
            assert name not in sambanova_sdk.__all__
            continue
        assert getattr(sambanova_sdk, name) is getattr(_exceptions, name), name
        assert name in sambanova_sdk.__all__
    assert issubclass(APITimeoutError, APIConnectionError)
    assert issubclass(APIConnectionError, APIError)
    assert issubclass(APIStatusError, SambaNovaError)


async def test_request_id_from_body_when_no_header(mode: str) -> None:
    h = Harness(mode, Reply(400, ERROR_400))
    with pytest.raises(BadRequestError) as info:
        await h.chat(messages=[])
    assert info.value.request_id == "d79vdot7os633dverihg"
    assert "Invalid 'messages': empty array." in info.value.message


async def test_no_request_id_at_all(mode: str) -> None:
    h = Harness(mode, Reply(404, {"error": "Not found"}))
    with pytest.raises(NotFoundError) as info:
        await h.chat()
    assert info.value.request_id is None
    assert info.value.body == {"error": "Not found"}
    assert info.value.message == "Error code: 404 - Not found"


async def test_an_error_word_and_its_message_are_both_kept(mode: str) -> None:
    """``{"error": "Forbidden", "message": "Invalid project token."}`` (Blockfrost): the message
    said only "Forbidden", and the reason was lost (the fresh user's review)."""
    h = Harness(mode, Reply(403, {"error": "Forbidden", "message": "Invalid project token.", "status_code": 403}))
    with pytest.raises(PermissionDeniedError) as info:
        await h.chat()
    assert info.value.message == "Error code: 403 - Forbidden: Invalid project token."


@pytest.mark.parametrize(
    ("body", "message"),
    [
        # Dropbox Sign (fresh-user review: the message was only "Error code: 404")
        ({"error": {"error_msg": "Not found", "error_name": "not_found"}}, "Not found"),
        ({"error": "invalid_grant", "error_description": "The code has expired"}, "invalid_grant: The code has expired"),  # RFC 6749 5.2
        ({"type": "about:blank", "title": "Not Found", "status": 404}, "Not Found"),  # RFC 9457
        ({"title": "Not Found", "detail": "No widget 7"}, "No widget 7"),
        ({"msg": "gone"}, "gone"),
        # a list of errors (GitHub, JSON:API, FastAPI's 422): each message, once, in order
        ({"errors": [{"message": "bad name"}, {"code": "x"}, {"message": "bad age"}, {"message": "bad name"}]}, "bad name; bad age"),
        ({"errors": [{"status": "404", "title": "Not Found", "detail": "No widget 7"}]}, "No widget 7"),
        ({"errors": ["one", "two"]}, "one; two"),
        ({"detail": [{"loc": ["body", "model"], "msg": "field required", "type": "value_error.missing"}]}, "body.model: field required"),
        ({"message": "Validation failed", "errors": [{"message": "name is missing"}]}, "Validation failed (name is missing)"),
    ],
)
async def test_the_servers_message_is_found_in_the_common_error_shapes(mode: str, body: dict[str, Any], message: str) -> None:
    h = Harness(mode, Reply(404, body))
    with pytest.raises(NotFoundError) as info:
        await h.chat()
    assert info.value.message == f"Error code: 404 - {message}"


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("\x1b[2J\x1b[1;1HAll good", "\\x1b[2J\\x1b[1;1HAll good"),  # clears the terminal
        ("ok\rforged line", "ok\\x0dforged line"),
        ("abc\u202edcba", "abc\\u202edcba"),  # right-to-left override
        ("two\nlines\tand a tab", "two\nlines\tand a tab"),
    ],
)
async def test_server_text_in_the_message_cannot_drive_a_terminal(mode: str, text: str, shown: str) -> None:
    """A server's ANSI escapes, carriage returns and bidirectional overrides were put into the
    exception message as they came, so printing the error could clear the terminal or forge
    what it shows (hostile review 3, F7); ``body`` keeps the text as it came."""
    for reply in (Reply(404, {"error": {"message": text}}), Reply(404, text=text)):
        h = Harness(mode, reply)
        with pytest.raises(NotFoundError) as info:
            await h.chat()
        assert info.value.message == f"Error code: 404 - {shown}"
        assert info.value.body in ({"error": {"message": text}}, text)


async def test_a_huge_json_error_message_is_cut(mode: str) -> None:
    """A 2 MB ``message`` in a JSON error body became a 2,000,021-character exception message
    (a text body was already cut at 500): both are cut (the second hostile pass)."""
    h = Harness(mode, Reply(404, {"error": "x" * 2_000_000}))
    with pytest.raises(NotFoundError) as info:
        await h.chat()
    assert info.value.message == "Error code: 404 - " + "x" * 500 + "..."


async def test_text_error_body(mode: str) -> None:
    h = Harness(mode, Reply(503, text="Service Temporarily Unavailable"), max_retries=0)
    with pytest.raises(InternalServerError) as info:
        await h.chat()
    assert info.value.body == "Service Temporarily Unavailable"
    assert info.value.message == "Error code: 503 - Service Temporarily Unavailable"


async def test_text_body_of_a_400(mode: str) -> None:
    text = "Invalid request body:  - missing property 'model'\""
    h = Harness(mode, Reply(400, text=text))
    with pytest.raises(BadRequestError) as info:
        await h.chat()
    assert info.value.body == text
    assert text in info.value.message


async def test_empty_error_body(mode: str) -> None:
    h = Harness(mode, Reply(500), max_retries=0)
    with pytest.raises(InternalServerError) as info:
        await h.chat()
    assert info.value.body is None
    assert info.value.message == "Error code: 500"


async def test_detail_style_error_body(mode: str) -> None:
    body = {"detail": [{"loc": ["body", "messages"], "msg": "field required"}], "message": "Validation failed"}
    h = Harness(mode, Reply(422, body))
    with pytest.raises(UnprocessableEntityError) as info:
        await h.chat()
    assert info.value.body == body
    assert "Validation failed" in info.value.message


async def test_error_of_a_streamed_call_is_raised_before_the_stream(mode: str) -> None:
    h = Harness(mode, Reply(401, {"error": {"message": "Incorrect API key provided: *****.", "code": "invalid_api_key"}}))
    with pytest.raises(AuthenticationError) as info:
        await h.chat(stream=True)
    assert info.value.body == {"error": {"message": "Incorrect API key provided: *****.", "code": "invalid_api_key"}}
    assert h.server.bodies[0].closed


@pytest.mark.parametrize(
    "exc",
    [httpx.ConnectError("connection refused"), httpx.ReadError("connection reset by peer"), httpx.RemoteProtocolError("server disconnected")],
    ids=["connect", "read", "protocol"],
)
async def test_connection_errors_raise_api_connection_error_after_retries(mode: str, exc: Exception) -> None:
    h = Harness(mode, exc)
    with pytest.raises(APIConnectionError) as info:
        await h.chat()
    assert type(info.value) is APIConnectionError
    assert info.value.__cause__ is exc
    assert info.value.request is h.requests[-1]
    assert info.value.body is None
    # max_retries=2; a POST that may have been sent (read, protocol) is not sent again
    sent = 3 if isinstance(exc, httpx.ConnectError) else 1
    assert len(h.requests) == sent
    assert len(h.sleeps) == sent - 1


@pytest.mark.parametrize("exc", [httpx.ConnectTimeout("connect"), httpx.ReadTimeout("read"), httpx.WriteTimeout("write"), httpx.PoolTimeout("pool")])
async def test_timeouts_raise_api_timeout_error_after_retries(mode: str, exc: Exception) -> None:
    h = Harness(mode, exc)
    with pytest.raises(APITimeoutError) as info:
        await h.chat()
    assert info.value.__cause__ is exc
    assert info.value.message == "Request timed out."
    # not sent (connect, pool): retried; may have been sent (read, write): a POST is not resent
    assert len(h.requests) == (3 if isinstance(exc, (httpx.ConnectTimeout, httpx.PoolTimeout)) else 1)


async def test_body_breaking_while_read_raises_connection_error(mode: str) -> None:
    h = Harness(mode, Reply(200, content=b'{"choices": [', headers={"content-type": "application/json"}, error=httpx.ReadError("reset")))
    with pytest.raises(APIConnectionError):
        await h.chat()
    assert len(h.requests) == 1  # answered: a POST is not sent again
    assert all(b.closed for b in h.server.bodies)


async def test_error_body_that_breaks_while_read_still_raises_the_status_error(mode: str) -> None:
    h = Harness(mode, Reply(400, content=b'{"error": {"mess', headers={"content-type": "application/json"}, error=httpx.ReadError("reset")))
    with pytest.raises(BadRequestError) as info:
        await h.chat()
    assert info.value.status_code == 400
    assert h.server.bodies[0].closed


@pytest.mark.parametrize(
    "exc",
    [httpx.LocalProtocolError("Illegal header value b'a\\r\\nb'"), httpx.UnsupportedProtocol("Request URL has an unsupported protocol 'ftp://'.")],
    ids=["local-protocol", "unsupported-protocol"],
)
async def test_a_request_the_transport_refuses_to_send_is_not_retried(mode: str, exc: Exception) -> None:
    """A request HTTP cannot carry fails the same way on every attempt: one attempt, no wait,
    and a message that says it was never sent (not "Connection error.")."""
    h = Harness(mode, exc)
    with pytest.raises(APIConnectionError) as info:
        await h.chat()
    # no cause or context: the transport's exception (and its traceback) holds the refused value
    assert info.value.__cause__ is None and info.value.__context__ is None
    reason = "a header name or value holds a line break or another character HTTP cannot carry" if isinstance(exc, httpx.LocalProtocolError) else str(exc)
    assert info.value.message == f"The request could not be sent ({reason}); it never reached the network and is not retried."
    assert "a\\r\\nb" not in info.value.message  # the refused value (often a secret) is not shown
    assert (len(h.requests), len(h.sleeps)) == (1, 0)


async def test_a_header_value_with_a_line_break_is_refused_once_on_a_real_socket(mode: str, live: Any) -> None:
    route = live.route(lambda req: req.json({"ok": True}))
    client = (sambanova_sdk.AsyncSambaNova if mode == "async" else sambanova_sdk.SambaNova)(api_key="k", base_url=route.base_url, max_retries=3)
    with pytest.raises(APIConnectionError, match="could not be sent"):
        if mode == "async":
            await client.models.list(extra_headers={"X-Trace": "a\r\nInjected: 1"})
        else:
            client.models.list(extra_headers={"X-Trace": "a\r\nInjected: 1"})
    assert route.requests == []
    await client.close() if mode == "async" else client.close()


async def test_a_non_ascii_header_value_is_a_value_error_before_anything_is_sent(mode: str, live: Any) -> None:
    """``Zürich`` in a header: a ValueError naming the header (not the value, which may be a
    secret), nothing sent; it was httpx's bare UnicodeEncodeError."""
    route = live.route(lambda req: req.json({"ok": True}))
    client = (sambanova_sdk.AsyncSambaNova if mode == "async" else sambanova_sdk.SambaNova)(api_key="k", base_url=route.base_url)
    with pytest.raises(ValueError, match="header 'X-Tenant' has a non-ASCII value") as info:
        if mode == "async":
            await client.models.list(extra_headers={"X-Tenant": "Zürich"})
        else:
            client.models.list(extra_headers={"X-Tenant": "Zürich"})
    assert "Zürich" not in str(info.value) and route.requests == []
    await client.close() if mode == "async" else client.close()


def test_control_characters_escaped_in_a_message_are_still_redacted() -> None:
    """The message escapes a secret's control character (``\\x85`` -> ``\\\\x85``); the
    redactor matches that spelling too (hostile review 4: the secret was shown after the
    escaping)."""
    from sambanova_sdk._exceptions import error_message
    from sambanova_sdk._logs import Redactor

    for secret in ("pass\x85word123", "sk-abc\x01defghij"):
        shown = Redactor([secret])(error_message({"message": f"Invalid key {secret}"}) or "")
        assert shown == "Invalid key <redacted>", shown


def test_the_message_is_cut_after_escaping_and_list_items_name_their_field() -> None:
    """600 ESC characters gave a 2,003-character message (cut before escaping); FastAPI's
    ``loc`` and GitHub's ``field`` name what each error is about (hostile review 4)."""
    from sambanova_sdk._exceptions import error_message

    assert error_message("\x1b" * 600) == "\\x1b" * 125 + "..."
    body = {"detail": [{"loc": ["body", "name"], "msg": "field required"}, {"loc": ["body", "age"], "msg": "field required"}]}
    assert error_message(body) == "body.name: field required; body.age: field required"
    assert error_message({"errors": [{"field": "title", "message": "is missing"}]}) == "title: is missing"


def test_a_message_keeps_the_errors_listed_beside_it() -> None:
    """``{"message": ..., "errors": [...]}`` (GitHub, Laravel) and ASP.NET's validation problem
    details (``errors`` an object of field -> messages) give the message and then each listed
    error; before, the listed errors were dropped whenever a message was there, and ASP.NET's
    object was never read (hostile review 4)."""
    from sambanova_sdk._exceptions import error_message

    github = {"message": "Validation Failed", "errors": [{"resource": "Issue", "field": "title", "code": "missing_field", "message": "is missing"}]}
    assert error_message(github) == "Validation Failed (title: is missing)"
    assert error_message({"error": "invalid_request", "errors": ["name is required", "name is required"]}) == "invalid_request (name is required)"
    aspnet = {"type": "https://tools.ietf.org/html/rfc9110#section-15.5.1", "title": "One or more validation errors occurred.", "status": 400, "errors": {"Name": ["The Name field is required."], "Age": ["Must be positive.", "Must be a number."]}}
    assert error_message(aspnet) == "One or more validation errors occurred. (Name: The Name field is required.; Age: Must be positive.; Age: Must be a number.)"
    assert error_message({"errors": {"": "top-level problem"}}) == "top-level problem"
    assert error_message({"message": "same", "errors": [{"message": "same"}]}) == "same"


def test_line_separators_and_byte_order_marks_are_escaped() -> None:
    """U+2028/U+2029 end a line in many terminals and log viewers, and U+FEFF is invisible:
    server text with them is escaped like the control characters (hostile review 4)."""
    from sambanova_sdk._exceptions import error_message

    assert error_message({"message": "a\u2028b\u2029c\ufeffd"}) == "a\\u2028b\\u2029c\\ufeffd"
    assert error_message({"message": "two\nlines\tand a tab"}) == "two\nlines\tand a tab"


def test_a_secret_is_masked_before_the_message_is_cut() -> None:
    """A key echoed across the 500-character cut: masked whole, never shown in part (the cut
    came first, and the redactor could not match the secret's prefix)."""
    from sambanova_sdk._exceptions import error_message
    from sambanova_sdk._logs import Redactor

    secret = "sk-live-0123456789abcdef"
    body = {"message": "x" * 490 + secret + " tail"}
    shown = error_message(body, Redactor([secret])) or ""
    assert shown == "x" * 490 + "<redacted>" + "...", shown


def test_a_huge_message_is_escaped_and_searched_only_as_far_as_it_can_be_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 10 MB body of ESC characters was escaped and searched for secrets whole before the
    500-character cut (12.6 s, 847 MB; hostile review 5): now at most 500 + 16,384 characters
    are, which keeps whole any secret of up to 16 KiB starting in what is shown."""
    from sambanova_sdk import _exceptions
    from sambanova_sdk._logs import Redactor

    seen: list[int] = []
    real = _exceptions.printable
    monkeypatch.setattr(_exceptions, "printable", lambda text: seen.append(len(text)) or real(text))
    assert _exceptions.error_message("\x1b" * 10_000_000) == "\\x1b" * 125 + "..."
    assert seen == [500 + 16_384]
    secret = "sk-" + "k" * 16_000
    shown = _exceptions.error_message({"message": "x" * 499 + secret + "y" * 1_000_000}, Redactor([secret])) or ""
    assert shown == "x" * 499 + "<..." and "kkkk" not in shown


def test_surrogates_tags_and_zero_width_characters_are_escaped() -> None:
    """A lone surrogate made ``str(exc)`` unwritable by a UTF-8 log handler (the record was
    lost); tag and zero-width characters hide text (hostile review 5)."""
    from sambanova_sdk._exceptions import error_message

    assert error_message({"message": "a\ud800b\u200bc\U000e0041d\u2060e"}) == "a\\ud800b\\u200bc\\U000e0041d\\u2060e"
    assert (error_message({"message": "ok \ud800"}) or "").encode("utf-8")


def test_a_long_key_echoed_many_times_shows_no_part_of_itself() -> None:
    """An 803-character token echoed 30 times (hostile review 6): each whole copy shrank to
    ``<redacted>``, so the 500 characters shown reached the 16,884-character cut, which split
    a copy: about 50 characters of the key were shown.  What is shown now ends with the last
    masked copy."""
    from sambanova_sdk._exceptions import error_message
    from sambanova_sdk._logs import Redactor

    key = "eyJ" + "A1b2C3d4" * 100
    for copies in (30, 21, 200):
        shown = error_message({"message": ("bad token " + key + "; ") * copies}, Redactor([key])) or ""
        assert key[:6] not in shown and shown.endswith("<redacted>...") and shown.startswith("bad token <redacted>; "), shown[-80:]
