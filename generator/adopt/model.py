"""The inventory of an existing SDK's source tree: plain frozen dataclasses, built by
:func:`generator.adopt.inventory.inventory` and read by ``sdkgen adopt`` (the mapping onto the
IR) and ``sdkgen diff --surface`` (the migration report).

Places are ``file:line`` relative to the tree's folder.  Modules are dotted import paths
(``sambanova.types.chat``).  Everything is sorted, so the same tree gives the same inventory.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Keyword:
    """One parameter of a function: ``name``, its default as source text (``None``: required),
    ``kind`` (``positional``, ``keyword``, ``var``: ``*args``, or ``varkw``: ``**kwargs``)."""

    name: str
    default: str | None
    kind: str = "keyword"


@dataclass(frozen=True)
class Credential:
    """A client argument sent as a credential.

    Attributes:
        argument: the constructor keyword (``api_key``).
        env: the environment variable read when it is not given (``""``: none).
        header: the header it is sent in (``Authorization``, ``x-api-key``).
        kind: ``bearer`` (``Authorization: Bearer ...``), ``basic`` or ``header`` (the value
            as it is).
        required: the client cannot be created without it.
        where: ``file:line`` of the header's definition.
        scheme: the security scheme it is declared for (an SDK sdkgen generated names each:
            ``Scheme("bearer", "bearer", "Authorization", "bearer", "T4_BEARER")``), ``""``
            when the old SDK does not say; ``kind`` is then also ``query`` or ``cookie``.
    """

    argument: str
    env: str
    header: str
    kind: str
    required: bool
    where: str
    scheme: str = ""


@dataclass(frozen=True)
class HeaderOption:
    """A client argument that only sets a request header (``integration_source`` ->
    ``X-Integration-Source``), with the environment variable read when it is not given."""

    argument: str
    header: str
    env: str
    where: str


@dataclass(frozen=True)
class ClientClass:
    """A client class: its name, whether it is the async one, the module defining it, the
    keywords of its constructor and of ``copy``/``with_options``."""

    name: str
    is_async: bool
    module: str
    keywords: tuple[Keyword, ...]
    copy_keywords: tuple[Keyword, ...]
    where: str


@dataclass(frozen=True)
class Client:
    """What the client classes hold and send.

    Attributes:
        sync / async_: the client classes (``None`` when not found).
        aliases: other exported names bound to a client class (``Client`` -> ``SambaNova``).
        error_base: the package's root exception class.
        base_url: the default base URL (``""`` when not found).
        env: environment variables read, by what they fill: ``base_url``, ``log``,
            ``custom_headers`` and each constructor keyword read from one.
        credentials / header_options: see the classes.
        telemetry_prefix: prefix of the platform headers (``X-Stainless`` of
            ``X-Stainless-Lang``), ``""`` when none is sent.
        retry_count_header / read_timeout_header: names of those headers (``""``: not sent).
        multipart_arrays: the ``array_format`` the client's multipart serialiser passes
            (``brackets`` in the Stainless SDKs), ``""`` when none is found.
    """

    sync: ClientClass | None
    async_: ClientClass | None
    aliases: tuple[tuple[str, str], ...]
    error_base: str
    base_url: str
    env: tuple[tuple[str, str], ...]
    credentials: tuple[Credential, ...]
    header_options: tuple[HeaderOption, ...]
    telemetry_prefix: str
    retry_count_header: str
    read_timeout_header: str
    multipart_arrays: str = ""


@dataclass(frozen=True)
class TypeRefName:
    """A type by its module (dotted, e.g. ``sambanova.types.chat.completion_create_params``)
    and name."""

    module: str
    name: str

    @property
    def dotted(self) -> str:
        return f"{self.module}.{self.name}"


@dataclass(frozen=True)
class Method:
    """One method of a resource.

    Attributes:
        resource: the resource path (``chat.completions``).
        name: the method (``create``).
        http_method / path: the operation it sends (``post``, ``/chat/completions``), from
            ``api.md`` or the method's body; ``""`` when neither says.
        positional / keywords: the parameters (``self`` left out), over every ``@overload``
            of the method in source order.
        returns: the return annotation as source text (of the implementation).
        return_refs: the package's types the return annotation names, in order.
        params_type: the ``**params`` TypedDict ``api.md`` links (``None`` when none).
        where: ``file:line`` of the method.
    """

    resource: str
    name: str
    http_method: str
    path: str
    positional: tuple[str, ...]
    keywords: tuple[Keyword, ...]
    returns: str
    return_refs: tuple[TypeRefName, ...]
    params_type: TypeRefName | None
    where: str

    @property
    def call(self) -> str:
        """``client.<resource>.<name>`` (``client.<name>`` for a method of the client itself)."""
        return f"client.{self.resource}.{self.name}" if self.resource else f"client.{self.name}"


@dataclass(frozen=True)
class TypeField:
    """A field of a model or TypedDict: ``name`` (the attribute), ``wire`` (the JSON name:
    the alias when there is one), its annotation and the package's types it names."""

    name: str
    wire: str
    annotation: str
    refs: tuple[TypeRefName, ...]


@dataclass(frozen=True)
class TypeDef:
    """A public type of ``types/``.

    Attributes:
        ref: module and name.
        kind: ``model`` (a pydantic model class), ``typeddict``, ``alias`` (a type alias:
            a union, ``Annotated``, ``List[...]``), ``enum`` (a ``Literal`` alias) or ``class``.
        fields: a model's or TypedDict's fields (base classes' first).
        members: an alias's types of the package, in order.
        where: ``file:line``.
    """

    ref: TypeRefName
    kind: str
    fields: tuple[TypeField, ...]
    members: tuple[TypeRefName, ...]
    where: str


@dataclass(frozen=True)
class ExceptionDef:
    """An exception class exported by the package: name, base class names, defining module."""

    name: str
    bases: tuple[str, ...]
    module: str
    where: str


@dataclass(frozen=True)
class PublicModule:
    """A public module (no part starting with ``_``) and its public names."""

    module: str
    names: tuple[str, ...]


@dataclass(frozen=True)
class Inventory:
    """Everything read from an SDK source tree.

    Attributes:
        folder: the tree as given (display).
        distribution / version: ``[project]`` of ``pyproject.toml``.
        import_name: the package folder under ``src/`` (or the tree's top).
        package_dir: that folder relative to the tree (``src/sambanova``).
        client: the client classes and what they send.
        methods: every resource method, by resource and name.
        types: every public type of the ``types`` package, by module and name.
        exceptions: exception classes exported at the top level.
        modules: every public module and its public names.
        lib_files: files of ``<package>/lib/`` relative to the tree.
        notes: what could not be read, each ``file:line: what``.
    """

    folder: str
    distribution: str
    version: str
    import_name: str
    package_dir: str
    client: Client
    methods: tuple[Method, ...]
    types: tuple[TypeDef, ...]
    exceptions: tuple[ExceptionDef, ...]
    modules: tuple[PublicModule, ...]
    lib_files: tuple[str, ...]
    notes: tuple[str, ...] = field(default=())

    def type_named(self, ref: TypeRefName) -> TypeDef | None:
        """The type ``ref`` names, or ``None``."""
        for t in self.types:
            if t.ref == ref:
                return t
        return None
