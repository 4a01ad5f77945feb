"""Reading and resolving the generator configuration: ``sdkgen.yaml`` (or the command line's
flags) -> :class:`generator.config.GeneratorConfig`, every problem a :class:`ConfigError`
naming the file and key.  The data classes are :mod:`generator.config`'s (a leaf module)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .config import ClientConfig, ConfigFile, GeneratorConfig, PackageConfig
from .errors import ConfigError, SpecError


def _pascal(name: str) -> str:
    parts = re.split(r"[^A-Za-z0-9]+", name)
    return "".join(p[:1].upper() + p[1:] for p in parts if p)


_CLASS_KEYS = ("class_name", "async_class_name", "error_base")


def _class_name_problems(client: Any) -> list[str]:
    """``client.class_name: 'os' would shadow ...`` for each class name the ``client:`` section
    gives that the generated package cannot define (:func:`generator.names.class_name_problem`)."""
    from .names import class_name_problem

    if not isinstance(client, dict):
        return []
    out = []
    for key in _CLASS_KEYS:
        value = client.get(key)
        problem = class_name_problem(value) if isinstance(value, str) and value else None
        if problem:
            out.append(f"client.{key}: {value!r} {problem}")
    return out


def _alias_problem(alias: str) -> str | None:
    """Why ``alias`` cannot be an extra name of a client class (``client.aliases``): the
    package's top level defines or imports it, or Python reserves it (as for the class names)."""
    from .names import class_name_problem

    return class_name_problem(alias)


def _format_validation_error(err: ValidationError, file: str, more: list[str] | None = None) -> ConfigError:
    """One :class:`ConfigError` listing every problem pydantic found (``unknown key
    'client.clas_name'; missing required key 'output'``) and ``more``, so that a configuration
    with several mistakes is corrected in one go."""
    problems = []
    for error in err.errors():
        loc = ".".join(str(x) for x in error["loc"])
        if error["type"] == "extra_forbidden":
            problems.append(f"unknown key {loc!r}")
        elif error["type"] == "missing":
            problems.append(f"missing required key {loc!r}")
        else:
            problems.append(f"{loc}: {error['msg'].removeprefix('Value error, ')}")
    return ConfigError("; ".join(problems + (more or [])), file=file)


def _derive_defaults(package: PackageConfig, client: ClientConfig) -> tuple[PackageConfig, ClientConfig]:
    """The package and client settings with every empty (derived) field filled in from the
    package name: ``acme_sdk`` -> ``Acme``, ``AsyncAcme``, ``AcmeError``, ``ACME_API_KEY``..."""
    from .names import class_name_problem

    stem = re.sub(r"(_sdk|_client|_api)$", "", package.name) or package.name
    class_name = client.class_name or (_pascal(stem) or "Client")
    if not client.class_name and class_name_problem(class_name):
        class_name += "Client"  # `stream_sdk` -> StreamClient, not the runtime's Stream
    prefix = stem.upper()
    env = client.env.model_copy(
        update={
            "api_key": client.env.api_key or f"{prefix}_API_KEY",
            "base_url": client.env.base_url or f"{prefix}_BASE_URL",
            "log": client.env.log or f"{prefix}_LOG",
            "prefix": client.env.prefix or prefix,
            "custom_headers": client.env.custom_headers or f"{client.env.prefix or prefix}_CUSTOM_HEADERS",
        }
    )
    client = client.model_copy(
        update={
            "class_name": class_name,
            "async_class_name": client.async_class_name or f"Async{class_name}",
            "error_base": client.error_base or f"{class_name}Error",
            "env": env,
        }
    )
    package = package.model_copy(
        update={
            "project_name": package.project_name or package.name.replace("_", "-"),
            "description": package.description or f"Python client for the {class_name} API",
        }
    )
    return package, client


def resolve(cf: ConfigFile, root: Path, config_display: str = "<command line>", config_file: Path | None = None) -> GeneratorConfig:
    """Turn a validated :class:`ConfigFile` into a :class:`GeneratorConfig`.

    Args:
        cf: the parsed configuration.
        root: directory relative paths are resolved against (the config file's folder).
        config_display: how to name the configuration in error messages.
        config_file: the configuration file, ``None`` for command-line arguments.

    Returns:
        The resolved configuration.

    Raises:
        ConfigError: a client class name the generated package cannot define, an input file
            or the templates folder is missing, or the output folder is the project root or
            contains an input file or the templates folder.
    """
    named = _class_name_problems(cf.client.model_dump())
    if named:
        raise ConfigError("; ".join(named), file=config_display)
    root = root.resolve()
    specs: list[Path] = []
    missing = []
    for s in cf.specs:
        p = (root / s).resolve()
        if not p.is_file():
            missing.append(f"spec file {s!r} is a folder, not a file" if p.is_dir() else f"spec file {s!r} does not exist")
        specs.append(p)
    if missing:  # every one of them, not only the first
        raise ConfigError("; ".join(missing), file=config_display)
    if not specs:
        raise ConfigError("no spec files given", file=config_display)
    output = (root / cf.output).resolve()
    if output == root or root.is_relative_to(output):
        raise ConfigError(
            f"output {cf.output!r} would replace the project folder", file=config_display
        )
    for p in specs:
        if p.is_relative_to(output):
            raise ConfigError(
                f"output {cf.output!r} contains the input {p.name!r}", file=config_display
            )
    package, client = _derive_defaults(cf.package, cf.client)
    aliased = [
        f"client.aliases.{alias}: {target!r} is not the client's class_name ({client.class_name!r}) or async_class_name ({client.async_class_name!r})"
        for alias, target in client.aliases.items()
        if target not in (client.class_name, client.async_class_name)
    ]
    aliased += [f"client.aliases.{alias}: {alias!r} {problem}" for alias in client.aliases if (problem := _alias_problem(alias))]
    if aliased:
        raise ConfigError("; ".join(aliased), file=config_display)
    templates = None
    if cf.templates is not None:
        templates = (root / cf.templates).resolve()
        if not templates.is_dir():
            raise ConfigError(f"templates folder {cf.templates!r} does not exist", file=config_display)
        if templates.is_relative_to(output):
            raise ConfigError(f"output {cf.output!r} contains the templates folder", file=config_display)
    uniq = sorted(set(specs), key=lambda p: p.as_posix())
    tmp = GeneratorConfig(
        root=root,
        specs=tuple(uniq),
        output=output,
        package=package,
        client=client,
        operations=dict(cf.operations),
        renames={},
        naming=cf.naming,
        disabled_passes=tuple(cf.normalise.disable),
        patches=tuple(p.as_rfc6902() for p in cf.patches),
        templates=templates,
        config_file=config_file.resolve() if config_file is not None else None,
        webhooks=cf.webhooks,
        keep=tuple(cf.keep),
        infer_pagination=cf.infer_pagination,
        layout=cf.layout,
        types=dict(cf.types),
    )
    renames: dict[str, dict[str, str]] = {}
    for key, mapping in cf.renames.items():
        p = (root / key).resolve()
        if p not in specs:
            raise ConfigError(f"renames names {key!r}, which is not an input spec", file=config_display)
        renames[tmp.display(p)] = dict(mapping)
    object.__setattr__(tmp, "renames", renames)
    return tmp


def load_config(path: Path) -> GeneratorConfig:
    """Read and validate a configuration file.

    Args:
        path: the ``sdkgen.yaml`` file.

    Returns:
        The resolved configuration; relative paths in it are relative to the file's folder.

    Raises:
        ConfigError: the file is missing, is not YAML, or has an unknown, missing or invalid key
            (the message names the key, e.g. ``unknown key 'client.clas_name'``).
    """
    display = path.name
    if not path.is_file():
        raise ConfigError("configuration file not found", file=str(path))
    from .parse import parse_file  # the same YAML 1.2 reading as the specs

    try:
        data: Any = parse_file(path, display)
    except SpecError as exc:
        raise ConfigError(exc.message, file=display) from None
    if not isinstance(data, dict):
        raise ConfigError("the configuration must be a mapping", file=display)
    try:
        cf = ConfigFile.model_validate(data)
    except ValidationError as exc:
        raise _format_validation_error(exc, display, _class_name_problems(data.get("client"))) from None
    from .normalise import PASS_NAMES

    unknown = sorted(set(cf.normalise.disable) - set(PASS_NAMES))
    if unknown:
        raise ConfigError("; ".join(f"normalise.disable: unknown pass {name!r}" for name in unknown), file=display)
    return resolve(cf, path.parent, display, path)


def config_from_args(
    specs: list[str], output: str, package_name: str, base_url: str | None = None, templates: str | None = None
) -> GeneratorConfig:
    """Build a configuration from command-line arguments (``sdkgen generate a.yaml --output ...``).

    Args:
        specs: spec file paths, relative to the current directory.
        output: output folder.
        package_name: import name of the generated package.
        base_url: optional base URL override.
        templates: optional folder of user templates.

    Returns:
        The resolved configuration (root is the current directory).

    Raises:
        ConfigError: as :func:`resolve`, or when a value is invalid.
    """
    try:
        cf = ConfigFile.model_validate(
            {
                "specs": specs,
                "output": output,
                "package": {"name": package_name},
                "client": {"base_url": base_url} if base_url else {},
                "templates": templates,
            }
        )
    except ValidationError as exc:
        raise _format_validation_error(exc, "<command line>") from None
    return resolve(cf, Path.cwd())
