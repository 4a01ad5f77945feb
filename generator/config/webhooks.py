"""The ``webhooks:`` section: how the generated client verifies webhook signatures
(:class:`WebhookConfig`)."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import Field, field_validator, model_validator

from .common import _ENV, _Strict

_HEADER_NAME = re.compile(r"^[A-Za-z0-9!#$%&'*+.^_`|~-]+$")  # an RFC 9110 token


class WebhookConfig(_Strict):
    """How the generated client verifies webhook signatures: ``webhooks:`` in ``sdkgen.yaml``.
    The defaults are Standard Webhooks (https://www.standardwebhooks.com), timestamp signed:
    ``webhook-signature: v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">``
    (several space-separated entries), a ``whsec_<base64>`` secret, 300 s tolerance.  Other
    HMAC schemes set the headers, the signed content, the digest and its encoding (GitHub:
    ``{signature_header: X-Hub-Signature-256, id_header: "", timestamp_header: "", signed_content: "{body}", encoding: hex, signature_prefix: "sha256="}``)."""

    signature_header: str = Field(default="webhook-signature", description="Header holding the signatures (space-separated entries).")
    id_header: str = Field(default="webhook-id", description="Header holding the message id (`\"\"`: none).")
    timestamp_header: str = Field(default="webhook-timestamp", description="Header holding the Unix time of sending (`\"\"`: none, no tolerance check).")
    signed_content: str = Field(default="{id}.{timestamp}.{body}", description="What is signed: `{id}`, `{timestamp}` and `{body}` (the raw body) in a template.")
    algorithm: Literal["sha256", "sha384", "sha512", "sha1"] = Field(default="sha256", description="The HMAC digest.")
    encoding: Literal["base64", "hex"] = Field(default="base64", description="How the signature is written.")
    signature_prefix: str = Field(default="v1,", description="Text before each signature (`v1,` for Standard Webhooks, `sha256=` for GitHub).")
    secret_prefix: str = Field(default="whsec_", description="A secret starting with it is base64 after it (the HMAC key is the decoded bytes); other secrets are used as UTF-8 bytes.")
    tolerance: int = Field(default=300, ge=1, description="Seconds the timestamp may differ from the receiver's clock, either way.")
    secret_env: str = Field(default="", description="Environment variable holding the secret (default: `<PREFIX>_WEBHOOK_SECRET`).")

    @field_validator("signature_header", "id_header", "timestamp_header")
    @classmethod
    def _header(cls, v: str) -> str:
        if v and not _HEADER_NAME.match(v):
            raise ValueError(f"{v!r} is not an HTTP header name")
        return v.lower()

    @field_validator("secret_env")
    @classmethod
    def _env_name(cls, v: str) -> str:
        if v and not _ENV.match(v):
            raise ValueError(f"{v!r} is not an environment variable name (A-Z, 0-9, _)")
        return v

    @model_validator(mode="after")
    def _content(self) -> WebhookConfig:
        if not self.signature_header:
            raise ValueError("signature_header may not be empty")
        if not self.signed_content.isascii() or not self.signed_content.isprintable():
            raise ValueError("signed_content must be printable ASCII")
        fields = re.findall(r"\{([^{}]*)\}", self.signed_content)
        unknown = sorted(set(fields) - {"id", "timestamp", "body"})
        if unknown:
            raise ValueError(f"signed_content: unknown field {{{unknown[0]}}} (use {{id}}, {{timestamp}}, {{body}})")
        if fields.count("body") != 1:
            raise ValueError("signed_content must contain {body} once")
        for name, header in (("id", self.id_header), ("timestamp", self.timestamp_header)):
            if name in fields and not header:
                raise ValueError(f"signed_content uses {{{name}}} but {name}_header is empty")
        if self.timestamp_header and "timestamp" not in fields:  # Standard Webhooks signs the timestamp for this
            raise ValueError(f"timestamp_header {self.timestamp_header!r} is checked for freshness but signed_content does not sign it: an old request would replay with a fresh timestamp; add {{timestamp}} to signed_content, or set timestamp_header: \"\" (no freshness check)")
        return self
