"""The documented error responses of an operation as the docstrings and ``api.md`` name them:
the exception each status raises (the runtime's ``_exceptions``) and the types of its
``parsed_body``."""

from __future__ import annotations

from dataclasses import dataclass

from ..ir.annotations import union_members
from ..ir.model import Operation

# The exception raised for each HTTP status (the runtime's ``_exceptions._BY_STATUS``; a test
# checks the two agree): other 4xx raise ``APIStatusError``, 5xx ``InternalServerError``.
STATUS_ERRORS: tuple[tuple[int, str], ...] = (
    (400, "BadRequestError"),
    (401, "AuthenticationError"),
    (403, "PermissionDeniedError"),
    (404, "NotFoundError"),
    (409, "ConflictError"),
    (422, "UnprocessableEntityError"),
    (429, "RateLimitError"),
)


def error_class(status: str) -> str:
    """The exception a documented response status raises (``"404"`` -> ``NotFoundError``,
    ``"5XX"`` -> ``InternalServerError``, ``"4XX"``/``"default"`` -> ``APIStatusError``)."""
    if status.isdigit():
        code = int(status)
        return dict(STATUS_ERRORS).get(code, "InternalServerError" if code >= 500 else "APIStatusError")
    return "InternalServerError" if status.upper() == "5XX" else "APIStatusError"


@dataclass
class ErrorDoc:
    """A documented error response, as the docs name it: its status, the exception raised,
    and the types its ``parsed_body`` may be (``ApiError``; ``str`` for text).  ``followed``:
    a redirect status the client follows by default (RFC 9110 section 15.4: 301, 302, 303,
    307, 308, as httpx follows them), which raises only when redirects are not followed."""

    status: str
    exception: str
    models: list[str]
    description: str
    followed: bool = False


_FOLLOWED = frozenset({"301", "302", "303", "307", "308"})


def error_docs(op: Operation) -> list[ErrorDoc]:
    """The documented non-2xx responses of ``op`` (``default`` included), in its order."""
    out: list[ErrorDoc] = []
    for r in op.errors:
        if r.status.startswith("2") or r.status.upper() in op.redirects:  # another success
            continue  # (``202`` beside ``200``; a redirect that is the answer), not an error
        models: list[str] = []
        for m in r.media:
            for part in union_members(m.annotation):
                if part not in models:
                    models.append(part)
        followed = r.status in _FOLLOWED or r.status.upper() == "3XX"
        out.append(ErrorDoc(r.status, error_class(r.status), models, " ".join(r.description.split()), followed))
    return out
