"""The document's webhooks (OpenAPI 3.1 section 4.8.1, ``webhooks``) -> :class:`WebhookSet`:
each webhook's payload model, and the tag property that tells the payloads apart.

A webhook is a path item whose operations the API *sends*; the payload is the operation's
JSON request body.  Inline payload objects were made component schemas by the normaliser
(``hoist_inline_schemas``), so a JSON object payload is a :class:`ModelRef`.  The tag is a
property every payload model declares required with fixed values of its own (``type:
{const: batch.completed}``): the generated ``unwrap`` reads it to pick the model, and a
value no payload declares gives the generic event model instead of an error.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from ..errors import ConfigError, join_pointer
from ..names import unique
from ..walk import HTTP_METHODS
from .context import BuildContext
from .model import LiteralOf, Model, ModelRef, Webhook, WebhookSet
from .types import is_json_media, to_type

# tag property names tried first, in this order; then the others, alphabetically
_PREFERRED_TAGS = ("type", "event", "event_type", "eventType", "kind")


def _payload(op: dict[str, Any], ptr: str, ctx: BuildContext) -> str:
    body = op.get("requestBody")
    content = body.get("content") if isinstance(body, dict) else None
    if not isinstance(content, dict):
        return ""
    for ct, media in content.items():
        if is_json_media(ct) and isinstance(media, dict):
            t = to_type(media.get("schema"), ctx, join_pointer(ptr, "requestBody", "content", ct, "schema"))
            return t.name if isinstance(t, ModelRef) else ""
    return ""


def _fixed_tags(model: Model) -> dict[str, tuple[str, ...]]:
    """Property wire name -> its string values, for the required properties of ``model``
    that can hold only listed string values."""
    out: dict[str, tuple[str, ...]] = {}
    for p in model.properties:
        if p.required and not p.nullable and isinstance(p.type, LiteralOf) and p.type.values and all(isinstance(v, str) for v in p.type.values):
            out[p.name] = tuple(str(v) for v in p.type.values)
    return out


def _choose_tag(payloads: list[Model]) -> tuple[str, dict[str, tuple[str, ...]]]:
    """The tag property shared by every payload model, with values no two models share, and
    each model's values; ``("", {})`` when there is none."""
    if not payloads:
        return "", {}
    per_model = [_fixed_tags(m) for m in payloads]
    common = set(per_model[0])
    for tags in per_model[1:]:
        common &= set(tags)
    ordered = [t for t in _PREFERRED_TAGS if t in common] + sorted(common - set(_PREFERRED_TAGS))
    for tag in ordered:
        values = [v for tags in per_model for v in tags[tag]]
        if len(values) == len(set(values)):
            return tag, {m.name: tags[tag] for m, tags in zip(payloads, per_model, strict=True)}
    return "", {}


def payload_refs(doc: dict[str, Any], ctx: BuildContext) -> set[str]:
    """The component schemas the webhooks' payloads name (received by the user's server, so
    on the response side: :attr:`Model.in_response`)."""
    out: set[str] = set()
    section = doc.get("webhooks")
    for name, item in (section.items() if isinstance(section, dict) else ()):
        for method in HTTP_METHODS:
            op = item.get(method) if isinstance(item, dict) else None
            if isinstance(op, dict):
                payload = _payload(op, join_pointer("#/webhooks", name, method), ctx)
                if payload:
                    out.add(payload)
    return out


def _free_attr(resource_attrs: set[str]) -> str:
    """The client attribute of the webhook helpers: ``webhooks``, else the first of
    ``webhook_events``, ``webhook_helpers``, ``webhook_helpers_2``... that no top-level resource
    takes (a resource hidden by the helpers would not be callable)."""
    for name in ("webhooks", "webhook_events", "webhook_helpers"):
        if name not in resource_attrs:
            return name
    n = 2
    while f"webhook_helpers_{n}" in resource_attrs:
        n += 1
    return f"webhook_helpers_{n}"


def build_webhooks(doc: dict[str, Any], ctx: BuildContext, models: tuple[Model, ...], resource_attrs: set[str], envs: frozenset[str] = frozenset()) -> WebhookSet | None:
    """The webhooks of ``doc``, or ``None`` when it declares none.

    Args:
        doc: the normalised document.
        ctx: the build context (configuration, diagnostics, locations).
        models: the built models (to find the payloads' tag property).
        resource_attrs: the client's top-level resource attributes (the webhooks attribute
            must not take one).
        envs: the environment variables the client already reads (credentials, base URL,
            log level): the default secret variable ``<PREFIX>_WEBHOOK_SECRET`` takes a
            free name beside them (``..._WEBHOOK_SECRET2``), so a credential is never read as
            the webhook secret.

    Raises:
        ConfigError: ``webhooks.secret_env`` names a variable the client reads for something
            else.

    Returns:
        The :class:`WebhookSet`; a webhook whose body is not a JSON object model is kept with
        ``payload=""`` and warned about (``unwrap`` gives it the generic event model).
    """
    section = doc.get("webhooks")
    if not isinstance(section, dict) or not section:
        return None
    by_name = {m.name: m for m in models}
    events: list[Webhook] = []
    for name in sorted(section):
        item = section[name]
        if not isinstance(item, dict):
            continue
        for method in HTTP_METHODS:
            op = item.get(method)
            if not isinstance(op, dict):
                continue
            ptr = join_pointer("#/webhooks", name, method)
            payload = _payload(op, ptr, ctx)
            if payload and by_name.get(payload, None) is not None and by_name[payload].kind != "object":
                payload = ""
            if not payload:
                ctx.diagnostics.warn(ctx.locate(ptr), "webhook-untyped", f"webhook {name!r}: the body is not a JSON object schema", "unwrap() returns the generic event model for it")
            events.append(
                Webhook(
                    name=str(name),
                    method=method,
                    pointer=ctx.locate(ptr),
                    summary=str(op.get("summary") or ""),
                    description=str(op.get("description") or item.get("description") or "").strip(),
                    deprecated=bool(op.get("deprecated")),
                    payload=payload,
                )
            )
    if not events:
        return None
    payloads = list(dict.fromkeys(e.payload for e in events if e.payload))
    tag, values = _choose_tag([by_name[p] for p in payloads])
    if tag:
        events = [dataclasses.replace(e, tags=values.get(e.payload, ())) for e in events]
    cfg = ctx.cfg.webhooks
    return WebhookSet(
        events=tuple(events),
        payloads=tuple(payloads),
        tag=tag,
        attr=_free_attr(resource_attrs),
        secret_env=_secret_env(cfg.secret_env, ctx.cfg.client.env.prefix, envs),
        config=cfg,
        signed_parts=signed_parts(cfg.signed_content),
    )


def _secret_env(configured: str, prefix: str, envs: frozenset[str]) -> str:
    if configured:
        if configured in envs:
            raise ConfigError(f"webhooks.secret_env: {configured!r} is read by the client for something else (a credential, the base URL or the log level)", file="configuration")
        return configured
    return unique(f"{prefix}_WEBHOOK_SECRET", envs)  # as credentials' variables are made unique


def signed_parts(template: str) -> tuple[tuple[str, str], ...]:
    """``"{id}.{timestamp}.{body}"`` -> ``(("field", "id"), ("text", "."), ...)``: the signed
    content's literal text and fields in order (the configuration validated the fields)."""
    out: list[tuple[str, str]] = []
    for i, piece in enumerate(re.split(r"\{(id|timestamp|body)\}", template)):
        if i % 2:
            out.append(("field", piece))
        elif piece:
            out.append(("text", piece))
    return tuple(out)
