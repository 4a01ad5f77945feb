"""The naming authority: every identifier the generator emits is decided here.

Classes (models, their request-side types, resource classes), fields, keyword arguments,
methods, resource attributes and modules are all derived from spec text through the functions
below, so spec text can never break out of an identifier position: the result always matches
``[A-Za-z_][A-Za-z0-9_]*``, and it never means something else than the name it stands for.
What each kind of name must avoid:

* :data:`KEYWORDS` (``None``, ``True`` and ``False`` included): a syntax error anywhere.
* :data:`SOFT_KEYWORDS` (``match``, ``case``, ``type``, ``_``) are valid names and kept,
  except ``_`` alone, which is not a name anyone can read.
* Python's private-name mangling: inside a class body ``__meta`` is ``_ItemsResource__meta``,
  so a keyword argument or method spelled so could never be called by its name.  Names that
  start with two underscores (and do not end with two) lose one (:func:`unmangled`); the wire
  name is kept separately.
* The names a generated namespace already uses: the runtime's and the imports' names in the
  ``types`` and resource modules (:data:`RESERVED_TYPE_NAMES`), the keyword arguments every
  method has (:data:`RESERVED_KWARGS`), the names a resource class body uses
  (:data:`RESOURCE_SCOPE_NAMES`) and the client's attributes (:data:`CLIENT_ATTRIBUTES`).
* :data:`BUILTINS` and :data:`TYPING_NAMES` used in annotations: a method named ``list`` is
  kept (``client.roles.list()``), and the annotations of that class print
  ``builtins.list[...]`` instead (:func:`generator.ir.annotations.qualify_shadowed`).
* :data:`BASEMODEL_ATTRIBUTES`: model fields named like an attribute of the models' base
  class (:data:`RUNTIME_MODEL_ATTRIBUTES` are the runtime base class's own additions) are
  renamed (``schema`` -> ``schema_``, an alias keeps the wire name) by the IR
  (:func:`generator.ir.fields.field_names`).
* File system limits: module names are at most :data:`MAX_MODULE_NAME` characters
  (:func:`module_name`), shortened with a hash of the whole name, so they stay unique.
"""

from __future__ import annotations

import builtins
import hashlib
import keyword
import re
import typing
import unicodedata
from collections.abc import Iterable, Sequence

from .config import WINDOWS_DEVICE_NAMES  # the package-name check needs them too

_WORD_SPLIT = re.compile(r"[^A-Za-z0-9]+")
_CAMEL_1 = re.compile(r"([A-Z]+)([A-Z][a-z])")
_CAMEL_2 = re.compile(r"([a-z0-9])([A-Z])")
_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")

KEYWORDS = frozenset(keyword.kwlist)
SOFT_KEYWORDS = frozenset(keyword.softkwlist)
BUILTINS = frozenset(name for name in dir(builtins) if not name.startswith("_"))
TYPING_NAMES = frozenset(typing.__all__)

# Public attributes of the generated models' base class: pydantic's BaseModel, plus what the
# runtime's BaseModel (templates/runtime/_models.py.j2) adds.
RUNTIME_MODEL_ATTRIBUTES = ("to_dict", "to_json")


def _basemodel_attributes() -> frozenset[str]:
    from pydantic import BaseModel

    return frozenset(n for n in dir(BaseModel) if not n.startswith("_")) | frozenset(RUNTIME_MODEL_ATTRIBUTES)


BASEMODEL_ATTRIBUTES = _basemodel_attributes()

# Names the generated `types` module itself defines or imports, and names the resource modules
# import beside the models their signatures use (a schema called `Stream` or `NotGiven` would
# shadow the runtime's); schemas with these names get a `Model` suffix instead.
RESERVED_TYPE_NAMES = frozenset(
    {
        "TypeAlias",
        "Endpoint",
        "SuccessTypes",
        "ErrorTypes",
        "SyncAPIResource",
        "AsyncAPIResource",
        "Stream",
        "AsyncStream",
        "SyncPage",
        "AsyncPaginator",
        "NotGiven",
        "NOT_GIVEN",
        "Omit",
        "Headers",
        "Query",
        "Body",
        "Timeout",
        "BaseModel",
        "Field",
        "ConfigDict",
        "RootModel",
        "Any",
        "Literal",
        "Union",
        "Optional",
        "Annotated",
        "TypedDict",
        "Required",
        "NotRequired",
        "Sequence",
        "Iterable",
        "Mapping",
        "Dict",
        "List",
        "AwareDatetime",
        "NaiveDatetime",
        "UUID",
        "date",
        "datetime",
        "time",
        "timedelta",
        "Decimal",
        "Enum",
        "FileTypes",
        "TYPE_CHECKING",
        "annotations",
        # the models module's other imports (generator.ir.annotations.MODEL_IMPORTS)
        "Predicate",
        "StringConstraints",
        "TypeAliasType",
        "timezone",
    }
)

# Names the generated package's top level and its client and exception modules define or
# import, which the configured client and error class names must not take (``client.class_name:
# os`` would shadow ``import os`` in ``_client.py``); checked against the rendered package by a
# test.  Resource classes and models never reach these modules' namespaces.
PACKAGE_SCOPE_NAMES = frozenset(
    {
        "APIConnectionError",
        "APIError",
        "APIResponse",
        "APIResponseValidationError",
        "APIStatusError",
        "APITimeoutError",
        "AsyncAPIResponse",
        "AsyncStream",
        "AuthenticationError",
        "BadRequestError",
        "BaseModel",
        "ConflictError",
        "DEFAULT_BASE_URL",
        "ENVIRONMENTS",
        *("DEFAULT_MAX_RETRIES", "DEFAULT_MAX_RESPONSE_SIZE", "DEFAULT_MAX_EVENT_SIZE", "DEFAULT_TIMEOUT"),
        "AsyncCustomRequestClient",
        "DefaultAioHttpClient",
        "DefaultAsyncHttpxClient",
        "DefaultHttpxClient",
        *("FileTypes", "Timeout", "Transport", "ProxiesTypes", "RequestOptions", "NoneType", "DEFAULT_CONNECTION_LIMITS", "not_given", "omit"),
        "SyncCustomRequestClient",
        *("AfterResponseHook", "BeforeRequestHook", "ErrorHook", "HookContext", "Hooks"),  # _hooks
        "file_from_path",
        "InternalServerError",
        "NOT_GIVEN",
        "NotFoundError",
        "NotGiven",
        *("Omit", "OAuthTokenError"),  # _oauth
        "PermissionDeniedError",
        "Scheme",
        "as_dict",
        "request_id_of",  # _exceptions
        "RateLimitError",
        "ResponseTooLargeError",
        "Stream",
        "UnprocessableEntityError",
        "SyncAPIClient",
        "AsyncAPIClient",
        "Mapping",
        "TYPE_CHECKING",
        "Any",
        "Literal",
        "cached_property",
        "annotations",
        "os",
        "sys",
        "httpx",
        "types",
        "resources",
        "error_message",
        *("printable", "re"),  # _exceptions
        "make_status_error",
        "status_error_class",
        "stream_error_status",
    }
)


def class_name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a class the generated package defines at its top level (the
    client classes, the error base), or ``None`` when it can: a keyword, a builtin, a name
    starting with ``_``, or one of :data:`PACKAGE_SCOPE_NAMES` / :data:`RESERVED_TYPE_NAMES`."""
    if not _IDENT.match(name) or keyword.iskeyword(name):
        return "is not a valid Python class name"
    if name.startswith("_"):
        return "starts with '_' (private in Python)"
    if name in BUILTINS or name in SOFT_KEYWORDS:
        return "would shadow the Python builtin of that name"
    if name in PACKAGE_SCOPE_NAMES or name in RESERVED_TYPE_NAMES:
        return "would shadow a name the generated package defines or imports"
    return None


# Keyword arguments every generated method has, and names its body uses at run time.
RESERVED_KWARGS = frozenset(
    {
        "self",
        "extra_headers",
        "extra_query",
        "extra_body",
        "timeout",
        "cast",
        "format_path",
        "NotGiven",
        "_json_text",
        "_with_fixed",
    }
)

# Names a resource class body (templates/resource.py.j2) refers to at run time or in
# annotations, other than builtins (annotations qualify those) and the names it defines: a
# method or sub-resource attribute of the same name would replace them (``@overload`` after a
# method ``overload`` is that method).
RESOURCE_SCOPE_NAMES = frozenset(
    {
        "overload",
        "cached_property",
        "with_raw_response",
        "with_streaming_response",
        "Headers",
        "Query",
        "Body",
        "Timeout",
        "NotGiven",
        "NOT_GIVEN",
        "Literal",
        "Any",
        "Sequence",
        "Iterable",
        "Mapping",
        "FileTypes",
        "Stream",
        "AsyncStream",
        "date",
        "datetime",
        "UUID",
    }
)

# Attributes of the generated client classes (templates/_client.py.j2 and the runtime's base
# client) and the names their class bodies refer to: a top-level resource never takes them.
CLIENT_ATTRIBUTES = frozenset(
    {
        "with_options",
        "with_raw_response",
        "with_streaming_response",
        "close",
        "is_closed",
        "copy",
        "api_key",
        "base_url",
        "timeout",
        "max_retries",
        "total_timeout",
        "max_response_size",
        "max_event_size",
        "stream_resume_attempts",
        "default_headers",
        "default_query",
        "user_agent",
        "request",
        "paginate",
        *("get", "post", "put", "patch", "delete", "options"),  # the request helpers
        # names the class bodies use: decorators, annotations and default values
        "cached_property",
        "property",
        "httpx",
        "Mapping",
        "NotGiven",
        "NOT_GIVEN",
        "Omit",
        "Self",
        "Hooks",
        "DEFAULT_MAX_RETRIES",
        "DEFAULT_MAX_RESPONSE_SIZE",
        "DEFAULT_MAX_EVENT_SIZE",
        "str",
        "int",
        "float",
        "bool",
        "dict",
        "object",
    }
)

# Local and module names the generated client's ``__init__`` and ``with_options`` bodies use
# (templates/_client.py.j2): a credential argument never takes them.
CLIENT_LOCALS = frozenset({"os", "self", "credentials", "headers", "query", "clone", "cls", "hooks", "environment", "from_servers", "from_environment", "from_variable"})

MAX_MODULE_NAME = 64


def ascii_fold(text: str) -> str:
    """Fold to ASCII (``é`` -> ``e``); characters without an ASCII form are dropped."""
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")


def words(text: str) -> list[str]:
    """Split ``text`` into words at case changes and non-alphanumerics (``fooBar-baz`` -> 3)."""
    text = ascii_fold(text)
    text = _CAMEL_1.sub(r"\1 \2", text)
    text = _CAMEL_2.sub(r"\1 \2", text)
    return [w for w in _WORD_SPLIT.split(text) if w]


def pascal_case(text: str) -> str:
    """``chat-completion response`` -> ``ChatCompletionResponse``; keeps inner capitals of a word."""
    parts = _WORD_SPLIT.split(ascii_fold(text))
    return "".join(p[:1].upper() + p[1:] for p in parts if p)


def snake_case(text: str) -> str:
    """``countTokens`` -> ``count_tokens``; ``HTTPStatus`` -> ``http_status``."""
    return "_".join(w.lower() for w in words(text))


def is_identifier(name: str) -> bool:
    """True when ``name`` can be used as a Python identifier as is."""
    return bool(_IDENT.match(name)) and not keyword.iskeyword(name)


def safe_identifier(text: str, *, prefix: str = "field_", fallback: str = "value") -> str:
    """A valid, non-keyword identifier for ``text``, as close to it as possible.

    Spec names that are already identifiers are kept (``max_tokens``, ``firstName``);
    keywords get a trailing underscore (``class`` -> ``class_``); other characters become
    ``_`` and a leading digit gets ``prefix`` (``1Q`` -> ``field_1Q``, ``$type`` -> ``type``).

    Args:
        text: the wire name.
        prefix: put before names that would start with a digit.
        fallback: used when nothing is left (e.g. the name was only punctuation).

    Returns:
        The identifier.
    """
    if _IDENT.match(text):
        return text + "_" if keyword.iskeyword(text) else text
    cleaned = re.sub(r"[^A-Za-z0-9_]+", "_", ascii_fold(text)).strip("_")
    if not cleaned:
        cleaned = fallback
    if cleaned[0].isdigit():
        cleaned = prefix + cleaned
    if keyword.iskeyword(cleaned):
        cleaned += "_"
    return cleaned


def class_name(text: str, *, fallback: str = "Model") -> str:
    """A PascalCase class name for a schema name or title.

    Already-valid names keep their spelling (``JSONSchema`` stays) except that underscores
    join PascalCased parts (``user_profile`` -> ``UserProfile``, ``HTTP_Error`` ->
    ``HTTPError``), which is the class name datamodel-code-generator emits for them; others
    are PascalCased (``Chat Completion`` -> ``ChatCompletion``); a leading digit gets a
    ``Model`` prefix; a reserved name (:data:`RESERVED_TYPE_NAMES`) or a keyword (``None``,
    ``True``, ``False``) a ``Model`` suffix.
    """
    if _IDENT.match(text) and not keyword.iskeyword(text):
        base = "".join(p[:1].upper() + p[1:] for p in text.split("_") if p) or fallback
    else:
        base = pascal_case(text) or fallback
        base = re.sub(r"[^A-Za-z0-9_]", "", base) or fallback
    if base[0].isdigit():
        base = fallback + base
    if base in RESERVED_TYPE_NAMES or base in KEYWORDS:
        base += "Model"
    return base


def unmangled(name: str) -> str:
    """``name`` without the leading underscore that would make Python mangle it inside a class
    body (``__meta`` -> ``_meta``); dunder names (``__init__``) are not mangled and are kept."""
    while name.startswith("__") and not name.endswith("__"):
        name = name[1:]
    return name


def _is_reserved_kwarg(name: str) -> bool:
    """A keyword argument name the generated method needs for itself (module constants of
    the resource modules are ``_UPPER_CASE``)."""
    return name in RESERVED_KWARGS or (name.startswith("_") and name.upper() == name != name.lower())


def keyword_argument(text: str, used: set[str]) -> str:
    """The keyword argument name of a parameter or property wire name: the closest identifier
    (:func:`safe_identifier`), never mangled (:func:`unmangled`), neither in ``used`` nor
    reserved (:data:`RESERVED_KWARGS`, ``_UPPER_CASE``): an ``_UPPER_CASE`` name is lowered,
    then ``_`` is appended until it is free.

    Args:
        text: the wire name (or a name derived from it, such as a header's snake_case).
        used: the names the signature already has (not modified).

    Returns:
        The argument name.
    """
    name = unmangled(safe_identifier(text))
    if name.startswith("_") and name.upper() == name != name.lower():
        name = name.lower()
    while name in used or _is_reserved_kwarg(name):
        name += "_"
    return name


def argument_spelling(text: str) -> str:
    """A wire name as snake_case keyword arguments spell it (``naming.arguments: snake``): each
    case change becomes ``_`` and letters are lowered, at the same word boundaries as
    :func:`snake_case` (``PageSize``, ``pageSize`` -> ``page_size``; ``HTTPStatus`` ->
    ``http_status``); every other character is kept for :func:`keyword_argument` to treat as
    before, so a name without capitals (``max_tokens``, ``__meta``, ``x-id``) is unchanged."""
    return _CAMEL_2.sub(r"\1_\2", _CAMEL_1.sub(r"\1_\2", text)).lower()


def keyword_arguments(
    texts: Sequence[str], used: set[str], ranks: Sequence[int] | None = None, *, snake: bool = False, wire: Sequence[str] | None = None
) -> list[str]:
    """Keyword argument names for several wire names at once (:func:`keyword_argument` each),
    decided independently of the order they are listed in: where two texts want the same
    name (``created_at`` and ``created-at``; with ``snake``, ``page_size`` and ``PageSize``),
    the one spelled exactly like the name keeps it, wherever it is (a body's ``stream`` flag
    beside a query parameter ``Stream``; ``timeout_`` beside ``timeout``, which the client
    reserves), then the lower rank, then the one that sorts first; the others get the suffix.  So reordering properties or parameters in a spec
    never moves a name from one to another.

    Args:
        texts: the wire names (or names derived from them), in spec order.
        used: names already taken in the signature (not modified).
        ranks: optional priority per text (lower first, e.g. parameter location); all 0
            when omitted.
        snake: spell each text in snake_case first (:func:`argument_spelling`); ``False``
            keeps the wire names (``naming.arguments: wire``).
        wire: the names on the wire, where ``texts`` are derived from them (a header's
            snake_case spelling): only a wire name spelled exactly like the argument keeps it
            for that reason; ``texts`` when omitted.

    Returns:
        The argument names, in the order of ``texts``.
    """
    ranks = list(ranks) if ranks is not None else [0] * len(texts)
    taken = set(used)
    names: dict[int, str] = {}
    spelt = [argument_spelling(t) if snake else t for t in texts]
    wanted = [unmangled(safe_identifier(t)) for t in spelt]
    exact = list(wire) if wire is not None else list(texts)
    # first the wire names spelled exactly like a free name (``timeout_`` beside a reserved
    # ``timeout``: the one spelled ``timeout_`` keeps it), then the others by name and rank
    for i in sorted(range(len(texts)), key=lambda i: (exact[i] != wanted[i] or wanted[i] in used, wanted[i], ranks[i], texts[i], i)):
        names[i] = keyword_argument(spelt[i], taken)
        taken.add(names[i])
    return [names[i] for i in range(len(texts))]


def _public(name: str, fallback: str) -> str:
    """``name`` without leading underscores (private to the runtime, or mangled), a valid
    identifier still."""
    name = name.lstrip("_")
    if not name:
        return fallback
    return name if not name[0].isdigit() else f"{fallback}_{name}"


def method_name(text: str) -> str:
    """A resource method name for ``text`` (a path segment, verb or operationId, already in
    snake_case, or a configured name): an identifier that is not a keyword, does not start with
    ``_`` (the resource's private attributes and Python's mangling) and is none of the names the
    resource class body uses (:data:`RESOURCE_SCOPE_NAMES`); those get ``_`` appended.
    Builtins are kept (``list``): annotations in the class qualify them."""
    name = _public(safe_identifier(text, fallback="call"), "call")
    if name in RESOURCE_SCOPE_NAMES or name in KEYWORDS:
        name += "_"
    return name


def attribute_name(text: str) -> str:
    """A resource attribute name (``client.<attr>`` or ``client.<parent>.<attr>``) for ``text``
    (a path segment in snake_case, or a configured name): as :func:`method_name`, and none of
    the client's own attributes and class-body names (:data:`CLIENT_ATTRIBUTES`)."""
    name = method_name(text)
    if name in CLIENT_ATTRIBUTES:
        name += "_"
    return name


def credential_argument(text: str, taken: Iterable[str] = (), kind: str = "", reserved: Iterable[str] = ()) -> str:
    """The client's keyword argument (and attribute) holding the credential of the security
    scheme named ``text`` (its key in ``components/securitySchemes``): the key in snake_case
    (``headerKey`` -> ``header_key``, ``OAuth2`` -> ``o_auth2``), a valid identifier that does
    not start with ``_``, and none of the names the client class and its ``__init__`` and
    ``with_options`` bodies use (:data:`CLIENT_ATTRIBUTES` except ``api_key``, which the
    credential of that name may take; :data:`KEYWORDS`, :data:`BUILTINS`, :data:`CLIENT_LOCALS`)
    nor in ``taken`` (the top-level resources, the other schemes' arguments).  A name in use
    first gets the word of what it holds (``oauth2`` beside a resource ``client.oauth2`` ->
    ``oauth2_token``), then ``_`` appended until it is free.

    Args:
        text: the scheme's key.
        taken: names the client already uses for other things.
        kind: what the credential is (:func:`generator.ir.security.scheme_kind`: ``bearer``,
            ``basic``, or where an API key goes: ``header``, ``query``, ``cookie``); ``""``:
            no word is tried.
        reserved: names the worded name must not take either (the other schemes' own names:
            a scheme called ``oauth2_token`` keeps its name beside an ``oauth2`` one).

    Returns:
        The argument name.
    """
    name = _public(safe_identifier(snake_case(text) or text, fallback="credential"), "credential")
    taken_set = set(taken)

    def free(candidate: str) -> bool:
        return not (
            candidate in taken_set
            or candidate in KEYWORDS
            or candidate in BUILTINS
            or candidate in CLIENT_LOCALS
            or (candidate in CLIENT_ATTRIBUTES and candidate != "api_key")
        )

    word = {"bearer": "token", "basic": "credentials"}.get(kind, "key" if kind else "")
    worded = f"{name.rstrip('_')}_{word}"
    if not free(name) and word and not name.endswith(word) and free(worded) and worded not in set(reserved):
        return worded
    while not free(name):
        name += "_"
    return name


def module_name(text: str, taken: Iterable[str] = ()) -> str:
    """A module (file) name for ``text`` (resource attributes joined by ``_``): an identifier
    that does not start with ``_`` and is not a keyword, at most :data:`MAX_MODULE_NAME`
    characters (a longer one keeps its start and ends with a hash of the whole name, so it
    stays unique and the file name stays within every file system's limit), and not in
    ``taken`` (a number is appended), nor a name Windows reserves for a device
    (:data:`WINDOWS_DEVICE_NAMES`, any case: ``con.py`` cannot be created there, ``con_aux.py``
    can), which gets ``_`` appended as a keyword does."""
    name = _public(safe_identifier(text, fallback="root"), "root")
    if name in KEYWORDS or name.lower() in WINDOWS_DEVICE_NAMES:
        name += "_"
    if len(name) > MAX_MODULE_NAME:
        digest = hashlib.sha256(name.encode()).hexdigest()[:8]
        name = name[: MAX_MODULE_NAME - 9].rstrip("_") + "_" + digest
    return unique(name, taken)


def unique(name: str, taken: Iterable[str] | set[str]) -> str:
    """``name``, or ``name2``, ``name3``... - the first not in ``taken``."""
    taken_set = taken if isinstance(taken, (set, frozenset)) else set(taken)
    if name not in taken_set:
        return name
    i = 2
    while f"{name}{i}" in taken_set:
        i += 1
    return f"{name}{i}"
