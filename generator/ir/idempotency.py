"""The idempotency key of an operation: which header carries it
(:attr:`~generator.ir.model.Operation.idempotency_header`), and whether a UUID, which the
client fills it with, is a valid value of a declared ``Idempotency-Key`` parameter."""

from __future__ import annotations

from typing import Any

from ..normalise.values import pattern_matches
from .context import BuildContext
from .model import Parameter, Primitive
from .placement import deref
from .types import strip_none

_UNSAFE = ("post", "put", "patch", "delete")


def idempotency_header(method: str, params: list[Parameter], uuid_fits: bool, ctx: BuildContext) -> str:
    """The header that carries the operation's idempotency key: its own ``Idempotency-Key``
    header parameter (any case), else ``client.idempotency_header`` for an unsafe method
    (``POST``, ``PUT``, ``PATCH``, ``DELETE``: RFC 9110 section 9.2.1), else ``""``.  A
    declared parameter is filled only when a UUID is a value of its schema (a string, a
    ``uuid``, any value; ``uuid_fits``: its length bounds, pattern and format allow the 36
    characters of one, see :func:`accepts_uuid`): an integer, enum or shorter key is the caller's
    to give."""
    for p in params:
        if p.location == "header" and p.name.lower() == "idempotency-key":
            typed = strip_none(p.type)[0] in (Primitive("str"), Primitive("uuid"), Primitive("any"))
            return p.name if typed and uuid_fits else ""
    configured = ctx.cfg.client.idempotency_header
    return configured if configured and method in _UNSAFE else ""


_HEX = "0123456789abcdef"


def _uuid_sample(digit: int, step: int) -> str:
    """A UUID4's text whose free hex digits run through :data:`_HEX` from ``digit``, ``step``
    apart (``step`` 0: one digit throughout)."""
    free = [_HEX[(digit + step * i) % 16] for i in range(30)]
    text = "".join(free[:12]) + "4" + "".join(free[12:15]) + "89ab"[digit % 4] + "".join(free[15:])
    return f"{text[:8]}-{text[8:12]}-{text[12:16]}-{text[16:20]}-{text[20:]}"


# UUID4s as the client sends them (str(uuid.uuid4())), to try a key's pattern on: each hex
# digit alone throughout, and runs mixing digits and letters at every position, so a pattern
# only some UUIDs match (``^[0-9]``, ``^([0-9]{8}|[a-f]{8})-``) is found out
_UUID_SAMPLES = tuple(_uuid_sample(d, step) for step in (0, 1, 5, 7) for d in range(16))


def accepts_uuid(schema: Any, ctx: BuildContext) -> bool:
    """Whether every UUID4's text (36 characters) is a valid value of an ``Idempotency-Key``
    parameter's schema: ``minLength``/``maxLength`` allow 36, a ``pattern`` matches each of
    :data:`_UUID_SAMPLES` (JSON Schema 2020-12 section 6.3; tried with
    :func:`~generator.normalise.values.pattern_matches`, a pattern it cannot compile counts
    as not matching), no ``enum``/``const``/``not``/``if`` restricts it, and its ``format`` is
    absent or ``uuid``.  ``allOf`` parts must all allow it; of a nullable union (``anyOf``/``oneOf``
    with ``null``) the other branch decides."""
    schema = deref(schema, ctx)
    if not isinstance(schema, dict):
        return True
    branches = [deref(b, ctx) for b in schema.get("anyOf") or schema.get("oneOf") or []]
    if branches:
        others = [b for b in branches if not (isinstance(b, dict) and b.get("type") == "null")]
        if len(others) != 1:
            return False
        return accepts_uuid(others[0], ctx) and accepts_uuid({k: v for k, v in schema.items() if k not in ("anyOf", "oneOf")}, ctx)
    for part in [schema, *(deref(x, ctx) for x in schema.get("allOf") or [])]:
        if not isinstance(part, dict):
            continue
        if part is not schema and not accepts_uuid(part, ctx):
            return False
        low, high = part.get("minLength"), part.get("maxLength")
        if isinstance(low, (int, float)) and not isinstance(low, bool) and low > 36:
            return False
        if isinstance(high, (int, float)) and not isinstance(high, bool) and high < 36:
            return False
        if any(k in part for k in ("enum", "const", "not", "if", "then", "else")):
            return False  # a UUID may be what they exclude: the key is the caller's
        if part.get("format") not in (None, "uuid", "UUID"):
            return False
        pattern = part.get("pattern")
        if isinstance(pattern, str) and not all(pattern_matches(pattern, u) for u in _UUID_SAMPLES):
            return False
    return True
