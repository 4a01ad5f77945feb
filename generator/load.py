"""Stage 1, load: read OpenAPI files and make each one self-contained.

Each input file is parsed (YAML or JSON) and *bundled*: every ``$ref`` is resolved with the
``referencing`` library (RFC 3986 relative URIs, RFC 6901 pointers with ``~0``/``~1``
escapes), then

* refs to ``#/components/<section>/<Name>`` of the same file are kept as they are;
* refs to another file, or to a place in the same file that is not a component (e.g. another
  operation's inline response schema), are turned into components of the document under a
  derived name, and the ref is rewritten to point at the new component.  The target's own
  refs are resolved relative to the file that contains them.

So after loading, every ``$ref`` in a document is a local ``#/components/...`` ref, and the
document records, for every component, the file it came from (:attr:`LoadedDocument.origins`).

Refused with a :class:`SpecError` naming file and pointer (or line): a key given twice in a
YAML mapping, YAML aliases that nest a node in itself or expand the document by more than
:data:`~generator.parse.ALIAS_EXPANSION_LIMIT` nodes, values nested more than
:data:`~generator.parse.MAX_NESTING` levels (:mod:`generator.parse` reads each file), a
malformed structure (:mod:`generator.validate`, run on each file as parsed and on each part of
another file a ``$ref`` imports, at its own pointer), a ``$ref`` to a file outside the project
folder and the folders of the input specs, and components that are ``$ref`` cycles.

Repaired with a warning naming file and pointer (refused under ``--strict``, like every
warning): a schema ``$ref`` that points to nothing in an existing file (often
``#/definitions/X`` left over from Swagger 2.0) becomes the empty schema (any JSON value), its
sibling keywords kept; a ``$ref`` of any other kind to nothing is still an error.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urldefrag, urljoin, urlparse

import referencing
import referencing.exceptions
from referencing.jsonschema import DRAFT202012

from .errors import (
    Diagnostic,
    SpecError,
    display_path,
    escape_pointer_token,
    join_pointer,
    unescape_pointer_token,
)
from .inline_names import name_for_location
from .names import unique
from .parse import parse_file
from .validate import check_document, check_structure
from .walk import SECTION_FOR_KIND, copy_document, iter_refs


@dataclass
class LoadedDocument:
    """One input file after loading and bundling.

    Attributes:
        path: display path (relative to the project root, POSIX), used in every message.
        content: the document, with only local ``#/components/...`` refs left.
        origins: ``#/components/<section>/<Name>`` -> display path of the file the component
            came from (the document itself, or the external file it was imported from).
        notes: warnings about the document as a whole (e.g. a missing ``info.title``).
        order: the key that orders the inputs (the file's absolute POSIX path): the same
            files come in the same order whatever the current folder, so the document whose
            ``info``/``servers`` the merge keeps does not depend on where sdkgen runs.
    """

    path: str
    content: dict[str, Any]
    origins: dict[str, str] = field(default_factory=dict)
    notes: list[Diagnostic] = field(default_factory=list)
    order: str = ""


class _Files:
    """Parsed files by URI, shared by the ``referencing`` registry's retrieve hook.

    Attributes:
        root: the project root (display paths are relative to it).
        folders: the folders external ``$ref``s may point into (with their subfolders): the
            input specs' folders, and the project root when ``root_refs``.
        where: those folders as named in messages.
        parsed: the folder of parsed files (:func:`generator.parse.parse_file`), or ``None``.
    """

    def __init__(
        self, root: Path, folders: tuple[Path, ...] = (), root_refs: bool = True, cache: Path | None = None
    ):
        self.root = root
        self.parsed = cache
        self.folders = (root, *folders) if root_refs else folders
        self.where = (
            "the project folder and the folders of the input specs"
            if root_refs
            else "the folders of the input specs"
        )
        self.cache: dict[str, Any] = {}

    def allowed(self, uri: str) -> bool:
        """Whether a ``file:`` URI names a file inside one of :attr:`folders` (symbolic links
        resolved, so a link cannot lead outside)."""
        path = Path(unquote(urlparse(uri).path)).resolve()
        return any(path.is_relative_to(folder) for folder in self.folders)

    def display(self, uri: str) -> str:
        return display_path(Path(unquote(urlparse(uri).path)), self.root)

    def get(self, uri: str) -> Any:
        if uri not in self.cache:
            parsed = urlparse(uri)
            if parsed.scheme != "file":
                raise SpecError(f"only local files can be referenced, not {uri!r}")
            path = Path(unquote(parsed.path))
            self.cache[uri] = parse_file(path, self.display(uri), self.parsed)
        return self.cache[uri]

    def retrieve(self, uri: str) -> referencing.Resource[Any]:
        return DRAFT202012.create_resource(self.get(uri))


def _pointer_tokens(fragment: str) -> list[str]:
    if not fragment or fragment == "/":
        return [] if not fragment else [""]
    return [unescape_pointer_token(t) for t in fragment.lstrip("/").split("/")]


def _fragment(tokens: list[str]) -> str:
    return "".join("/" + escape_pointer_token(t) for t in tokens)


class _Bundler:
    def __init__(self, files: _Files, uri: str, display: str, content: dict[str, Any]):
        self.files = files
        self.uri = uri
        self.display = display
        self.doc = content
        self.registry: referencing.Registry[Any] = referencing.Registry(
            retrieve=files.retrieve  # type: ignore[call-arg]
        ).with_resource(uri, DRAFT202012.create_resource(content))
        self.imported: dict[tuple[str, str], str] = {}
        self.named: set[tuple[str, str]] = (
            set()
        )  # imported keys a component names, until it is inlined
        self.origins: dict[str, str] = {}
        self.notes: list[Diagnostic] = (
            []
        )  # check_structure's warnings on the parts of other files

    def _components(self, section: str) -> dict[str, Any]:
        comps = self.doc.setdefault("components", {})
        if not isinstance(comps, dict):
            raise SpecError(
                "'components' must be a mapping",
                file=self.display,
                pointer="#/components",
            )
        sec = comps.setdefault(section, {})
        if not isinstance(sec, dict):
            raise SpecError(
                f"'components/{section}' must be a mapping",
                file=self.display,
                pointer=f"#/components/{section}",
            )
        return sec

    def _lookup(
        self, base: str, ref: str, file: str, pointer: str
    ) -> tuple[Any, str, str]:
        target = urljoin(base, ref)
        target_uri, fragment = urldefrag(target)
        fragment = unquote(fragment)
        if urlparse(target_uri).scheme not in ("file", ""):
            raise SpecError(
                f"$ref {ref!r}: only local files can be referenced",
                file=file,
                pointer=pointer,
            )
        if target_uri != self.uri and not self.files.allowed(target_uri):
            raise SpecError(
                f"$ref {ref!r} points outside {self.files.where} ({self.files.display(target_uri)})",
                file=file,
                pointer=pointer,
            )
        try:
            resolved = self.registry.resolver(base_uri=base).lookup(ref)
        except SpecError as exc:
            raise SpecError(
                f"$ref {ref!r}: {exc.message}", file=exc.file or file, pointer=pointer
            ) from None
        except referencing.exceptions.Unresolvable as exc:
            cause = exc.__cause__
            while cause is not None and not isinstance(cause, SpecError):
                cause = cause.__cause__
            if isinstance(cause, SpecError):
                raise SpecError(
                    f"$ref {ref!r}: {cause.location}: {cause.message}",
                    file=file,
                    pointer=pointer,
                ) from None
            what = (
                "points to nothing"
                if isinstance(exc, referencing.exceptions.PointerToNowhere)
                else "cannot be resolved"
            )
            raise SpecError(
                f"$ref {ref!r} {what}", file=file, pointer=pointer
            ) from None
        return resolved.contents, target_uri, fragment

    def run(self) -> None:
        # `components/<section>/X: {$ref: other.yaml#/...}` names what it points to X, even when
        # a ref elsewhere (walked first) reaches the same target: it must not become X2
        for section, entries in (self.doc.get("components") or {}).items():
            if (
                not isinstance(entries, dict)
                or section not in SECTION_FOR_KIND.values()
            ):
                continue
            for name, holder in entries.items():
                ref = holder.get("$ref") if isinstance(holder, dict) else None
                if isinstance(ref, str) and set(holder) == {"$ref"}:
                    target_uri, fragment = urldefrag(urljoin(self.uri, ref))
                    key = (target_uri, unquote(fragment))
                    if target_uri != self.uri and key not in self.imported:
                        self.imported[key] = name
                        self.named.add(key)
        self._walk(self.doc, "document", "#", self.uri, self.display)

    def _walk(self, node: Any, kind: str, pointer: str, base: str, file: str) -> None:
        # materialise first: the walk mutates holders
        for holder, hkind, hptr in list(iter_refs(node, kind, pointer)):
            self._fix(holder, hkind, hptr, base, file)

    def _fix(
        self, holder: dict[str, Any], kind: str, pointer: str, base: str, file: str
    ) -> None:
        ref = holder["$ref"]
        try:
            contents, target_uri, fragment = self._lookup(base, ref, file, pointer)
        except SpecError as exc:
            if kind != "schema" or not exc.message.endswith("points to nothing"):
                raise
            # a schema ref to nothing (typically `#/definitions/X` left over from Swagger 2.0):
            # the value is still sent and received, typed as any JSON value
            del holder["$ref"]
            self.notes.append(
                Diagnostic(
                    "warning",
                    f"{file}{pointer}",
                    "ref-dangling",
                    f"$ref {ref!r} points to nothing",
                    "typed as Any (any JSON value); fix the reference, or give this schema a value with a `patches:` entry at this pointer (e.g. `{op: replace, path: <pointer>, value: {$ref: '#/components/schemas/X'}}` beside an `add` of that component): the warning then goes away",
                )
            )
            return
        tokens = _pointer_tokens(fragment)
        same_file = target_uri == self.uri
        if (
            same_file
            and len(tokens) == 3
            and tokens[0] == "components"
            and isinstance((self.doc.get("components") or {}).get(tokens[1]), dict)
        ):
            holder["$ref"] = "#" + _fragment(tokens)
            return
        section = SECTION_FOR_KIND.get(kind)
        if section is None:
            raise SpecError(
                f"$ref {ref!r} is not allowed here", file=file, pointer=pointer
            )
        key = (target_uri, fragment)
        name = self.imported.get(key)
        own = _pointer_tokens(pointer[1:]) if pointer.startswith("#") else []
        alias = (
            isinstance(contents, dict)
            and len(own) == 3
            and own[0] == "components"
            and own[1] == section
            and set(holder) == {"$ref"}
        )
        named_here = (
            alias and name == own[2] and key in self.named
        )  # registered by run(), not yet inlined
        if (
            name is None or named_here
        ):  # checked where it is written, as what the ref makes of it
            self.notes += check_structure(
                contents,
                kind,
                "#" + _fragment(tokens),
                self.files.display(target_uri),
                root=self.files.get(target_uri),
            )
        if alias and (name is None or named_here):
            # `components/schemas/X: {$ref: other.yaml#/X}`: X *is* the external schema
            self.named.discard(key)
            name = own[2]
            self.imported[key] = name
            holder.clear()
            holder.update(copy.deepcopy(contents))
            self.origins[pointer] = self.files.display(target_uri)
            self._walk(
                holder, kind, pointer, target_uri, self.files.display(target_uri)
            )
            return
        if name is None:
            name = self._import(
                section, contents, target_uri, tokens, kind, same_file, key
            )
        holder["$ref"] = join_pointer("#/components", section, name)

    def _import(
        self,
        section: str,
        contents: Any,
        target_uri: str,
        tokens: list[str],
        kind: str,
        same_file: bool,
        key: tuple[str, str],
    ) -> str:
        comps = self._components(section)
        if len(tokens) == 3 and tokens[0] == "components":
            base_name = tokens[2]  # a component of another OpenAPI file keeps its name
        elif same_file:
            base_name = name_for_location(self.doc, tokens)
        elif tokens:
            base_name = tokens[-1]
        else:
            base_name = Path(urlparse(target_uri).path).stem
        from .names import class_name

        if section == "schemas":
            base_name = class_name(base_name)
        copied = copy.deepcopy(contents)
        name = base_name
        if name in comps and comps[name] != copied:
            name = unique(base_name, set(comps))
        comps[name] = copied
        # registered before its own refs are walked: a ref back to it (a recursive schema in
        # another file) then finds this component instead of importing it again, forever
        self.imported[key] = name
        new_ptr = join_pointer("#/components", section, name)
        src_file = self.files.display(target_uri)
        self.origins[new_ptr] = src_file
        if same_file and tokens:
            # move the inline definition: its old place now refers to the component
            parent: Any = self.doc
            for t in tokens[:-1]:
                parent = parent[int(t)] if isinstance(parent, list) else parent[t]
            last = tokens[-1]
            if isinstance(parent, list):
                parent[int(last)] = {"$ref": new_ptr}
            else:
                parent[last] = {"$ref": new_ptr}
        # the copy's own refs resolve against the file it came from
        self._walk(copied, kind, new_ptr, target_uri, src_file)
        return name


def load_document(
    path: Path, root: Path, folders: tuple[Path, ...] = (), *, root_refs: bool = True, cache: Path | None = None
) -> LoadedDocument:
    """Load, check and bundle one OpenAPI file.

    Args:
        path: the file (absolute).
        root: project root; display paths are relative to it.
        folders: further folders that external ``$ref``s may point into, besides the folder
            of ``path`` (the folders of the other input specs).
        root_refs: whether ``$ref``s may also point anywhere under ``root`` (the folder of a
            configuration file; without one, ``root`` is merely the current folder, and
            ``$ref``s stay inside the input specs' folders).
        cache: the folder of parsed files (:func:`generator.parse.parse_file`), or ``None``.

    Returns:
        The bundled document.

    Raises:
        SpecError: the file is missing or invalid (YAML syntax, a duplicate key, an alias
            bomb), is not an OpenAPI 3.x document, is malformed (see
            :func:`generator.validate.check_document`), or has a ``$ref`` that does not
            resolve, points outside the allowed folders or is part of a cycle of ``$ref``s
            (message names file and pointer; exit code 2).
    """
    path = path.resolve()
    files = _Files(
        root.resolve(), (path.parent, *(f.resolve() for f in folders)), root_refs, cache
    )
    uri = path.as_uri()
    display = files.display(uri)
    content = files.get(uri)
    if not isinstance(content, dict):
        raise SpecError("an OpenAPI document must be a mapping", file=display)
    version = content.get("openapi")
    if not isinstance(version, str) or not version.startswith("3."):
        if "swagger" in content:
            raise SpecError(
                "Swagger 2.0 is not supported; convert it to OpenAPI 3",
                file=display,
                pointer="#/swagger",
            )
        if isinstance(version, (int, float)) and not isinstance(version, bool):
            raise SpecError(
                f"'openapi' must be a string such as '3.1.0', not the number {version} (quote it in YAML)",
                file=display,
                pointer="#/openapi",
            )
        raise SpecError(
            "not an OpenAPI 3.x document (no 'openapi: 3.x' field)",
            file=display,
            pointer="#/openapi",
        )
    if "swagger" in content:
        raise SpecError(
            f"the document says both 'swagger: {content['swagger']}' and 'openapi: {version}'; it is one or the other "
            "(a Swagger 2.0 document needs converting; remove 'swagger' from an OpenAPI 3 one)",
            file=display,
            pointer="#/swagger",
        )
    structure_notes = check_document(content, display)
    if all(content.get(key) is None for key in ("paths", "components", "webhooks")):
        raise SpecError(
            "nothing to generate: the document has no 'paths', 'components' or 'webhooks' (OpenAPI 3.1 section 4.8.1 requires one)",
            file=display,
            pointer="#",
        )
    notes = _info_notes(content, display) + structure_notes
    content = copy_document(content)  # copy.deepcopy's result, faster (shared nodes stay shared)
    bundler = _Bundler(files, uri, display, content)
    for section, entries in (content.get("components") or {}).items():
        if isinstance(entries, dict):
            for name in entries:
                bundler.origins[join_pointer("#/components", section, name)] = display
    bundler.run()
    notes += bundler.notes
    check_ref_cycles(content, display)
    return LoadedDocument(
        path=display,
        content=content,
        origins=bundler.origins,
        notes=notes,
        order=path.resolve().as_posix(),
    )


def _info_notes(content: dict[str, Any], display: str) -> list[Diagnostic]:
    """Warnings for a missing ``info.title`` or ``info.version`` (required by OpenAPI 3.x,
    section 4.8.2): the client is generated all the same."""
    info = content.get("info")
    out = []
    for key, action in (
        ("title", "the package name is used as the API's title"),
        ("version", "the API's version is left empty"),
    ):
        value = info.get(key) if isinstance(info, dict) else None
        if not isinstance(value, str) or not value.strip():
            pointer = f"#/info/{key}" if isinstance(info, dict) else "#/info"
            found = (
                "missing" if value is None else f"not a non-empty string ({value!r})"
            )
            out.append(
                Diagnostic(
                    "warning",
                    f"{display}{pointer}",
                    "missing-info",
                    f"info.{key} is {found} (OpenAPI 3.x requires it)",
                    action,
                )
            )
    return out


def check_ref_cycles(content: dict[str, Any], display: str) -> None:
    """Refuse components that are ``$ref``s leading, through ``$ref``s only, back to
    themselves (``A: {$ref: B}``, ``B: {$ref: A}``, or ``A: {$ref: A}``): such a chain names no
    schema (or parameter, response...) at all (Reference Object, OpenAPI 3.1 section 4.8.23;
    ``$ref`` in a schema, JSON Schema 2020-12 core section 8.2.3.1).  Recursion through a
    schema (a property, array items...) is fine and not looked at.

    Args:
        content: a bundled document (every ``$ref`` is ``#/components/<section>/<Name>``).
        display: its display path.

    Raises:
        SpecError: naming the first component of a cycle (in document order) and the cycle.
    """
    comps = content.get("components") or {}
    # components known to lead (through $refs only) to something that is not a $ref: each is
    # walked once, so a chain of n aliases costs O(n), not O(n^2)
    settled: set[str] = set()
    for section, entries in comps.items():
        if not isinstance(entries, dict):
            continue
        for name, node in entries.items():
            start = join_pointer("#/components", section, name)
            chain = [start]
            on_chain = {start}
            cycle_at = len(chain)
            while isinstance(node, dict) and isinstance(node.get("$ref"), str):
                ref = node["$ref"]
                if ref in settled:
                    break
                if ref in on_chain:
                    if ref == start:
                        raise SpecError(
                            "$ref cycle with no schema in between: "
                            + " -> ".join([*chain, ref]),
                            file=display,  # the pointer is into this file's bundled document
                            pointer=start,
                        )
                    # a cycle further on, reported at its own first member: only the members
                    # before it are settled
                    cycle_at = chain.index(ref)
                    break
                tokens = _pointer_tokens(urldefrag(ref)[1])
                if len(tokens) != 3 or tokens[0] != "components":
                    break
                node = (comps.get(tokens[1]) or {}).get(tokens[2])
                chain.append(ref)
                on_chain.add(ref)
                cycle_at = len(chain)
            settled.update(chain[:cycle_at])


def load_documents(
    paths: list[Path] | tuple[Path, ...], root: Path, *, root_refs: bool = True, cache: Path | None = None
) -> list[LoadedDocument]:
    """Load every input file; the result is sorted by absolute path (runs independent of the
    order of the inputs and of the current folder).

    External ``$ref``s may point into the folders of the input files, and into ``root`` when
    ``root_refs`` (see :func:`load_document`).

    Raises:
        SpecError: see :func:`load_document`.
    """
    folders = tuple(sorted({p.resolve().parent for p in paths}))
    docs = [load_document(p, root, folders, root_refs=root_refs, cache=cache) for p in paths]
    return sorted(docs, key=lambda d: (d.order, d.path))
