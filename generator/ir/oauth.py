"""OAuth 2.0 schemes the client can obtain a token for (OpenAPI 3.1 sections 4.8.27 Security
Scheme Object and 4.8.29 OAuth Flow Object; RFC 6749).

Every ``oauth2`` and ``openIdConnect`` scheme's access token is sent as ``Authorization:
Bearer`` (:mod:`generator.ir.security`).  Besides a token given as it is, the client can take

* a *token provider* (any scheme of these types): a callable the client asks for the token
  before each request (sync or async), for tokens the user's own code obtains;
* for a scheme with a ``flows.clientCredentials`` flow, a ``client_id`` and ``client_secret``
  (arguments, or environment variables ``<client.env.prefix>_CLIENT_ID`` / ``_CLIENT_SECRET``):
  the client then requests the token from the flow's ``tokenUrl`` itself (RFC 6749 section
  4.4), with the scopes the requirements name, and refreshes it (``refreshUrl``) before it expires.

One such scheme in the API takes the arguments ``client_id``, ``client_secret`` and
``token_provider``; several take them prefixed with the scheme's credential argument
(``partner_auth_client_id``).  :func:`generator.ir.security.oauth_of` builds it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class OAuth:
    """How the client obtains the access token of one ``oauth2``/``openIdConnect`` scheme
    (:attr:`SecurityScheme.oauth`).

    Attributes:
        token_url: the ``clientCredentials`` flow's ``tokenUrl`` as the spec gives it (a
            relative URL is resolved against the client's ``base_url`` at run time), or ``""``
            when the scheme has no such flow (only a token or a token provider then).
        refresh_url: the flow's ``refreshUrl`` (``""``: refresh tokens go to ``token_url``).
        scopes: the scopes the security requirements name for the scheme (the document's,
            then the operations', without repeats): requested with every token.
        client_id / client_secret: the client's keyword arguments holding the flow's
            credentials (``""`` without a flow).
        client_id_env / client_secret_env: the environment variables read when they are not
            given.
        token_provider: the client's keyword argument taking a callable that returns the
            access token.
        client_auth: the client's keyword argument choosing how the client authenticates to
            the token endpoint: ``"basic"`` (HTTP Basic, the default) or ``"body"``.
    """

    token_url: str = ""
    refresh_url: str = ""
    scopes: tuple[str, ...] = ()
    client_id: str = ""
    client_secret: str = ""
    client_id_env: str = ""
    client_secret_env: str = ""
    token_provider: str = ""
    client_auth: str = ""
