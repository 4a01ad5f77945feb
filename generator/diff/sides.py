"""What ``sdkgen diff`` compares: each side on the command line becomes an SDK surface.

A side is, in this order of precedence:

* a **folder**: with ``sdkgen.yaml`` (or the ``--config`` file name) in it, the configuration;
  otherwise a generated package holding ``sdk-surface.json`` (:data:`generator.ir.surface.MANIFEST`);
* a **file**: an ``sdk-surface.json``, a configuration (a mapping with ``specs``) or an OpenAPI
  document (a mapping with ``openapi``);
* a **git revision** of the repository the current folder is in (``HEAD~1``, ``main``, a
  commit), or ``REV:path`` for a file or folder at that revision (``path`` relative to the
  current folder, as ``git show REV:./path`` reads it).  The revision's files are streamed into
  a temporary folder with ``git ls-tree`` and ``git cat-file`` (file by file, in chunks; blobs
  over :data:`MAX_BLOB`, submodules and links to an absolute path or out of the tree are left
  out) and the same rules apply there, to the folder that corresponds to the current one.

Configurations and OpenAPI documents go through load -> merge -> normalise -> IR only
(:func:`generator.pipeline.build_ir_only`); nothing is rendered or formatted.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..config import ConfigFile, GeneratorConfig
from ..configure import load_config, resolve
from ..errors import Diagnostics, SpecError
from ..ir.surface import MANIFEST, surface
from .surface_check import check_surface

DEFAULT_CONFIG = "sdkgen.yaml"


@dataclass
class Source:
    """One side, classified but not yet built.

    Attributes:
        label: the argument as given (for reports).
        kind: ``config``, ``spec`` or ``manifest``.
        path: the file.
        package: the generated package's import name when the side names it (configurations
            and surfaces), else ``""``.
    """

    label: str
    kind: str
    path: Path
    package: str = ""


class Workspace:
    """Temporary folders holding extracted git revisions; :meth:`close` removes them (they are
    also registered for removal on SIGTERM)."""

    def __init__(self) -> None:
        self.folders: list[Path] = []

    def folder(self) -> Path:
        """A new temporary folder."""
        from ..write import TEMPORARY

        path = Path(tempfile.mkdtemp(prefix="sdkgen-diff-"))
        TEMPORARY.add(path)
        self.folders.append(path)
        return path

    def close(self) -> None:
        """Remove every folder this workspace made."""
        from ..write import TEMPORARY

        for path in self.folders:
            shutil.rmtree(path, ignore_errors=True)
            TEMPORARY.discard(path)
        self.folders.clear()


def _git(args: list[str], cwd: Path) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, check=False)


def materialise(revision: str, cwd: Path, workspace: Workspace) -> Path:
    """Extract the tree of ``revision`` (of the repository ``cwd`` is in) into a temporary
    folder (:func:`_extract`).

    Args:
        revision: a commit-ish (``HEAD~1``, a branch, a tag, a commit).
        cwd: a folder inside the repository.
        workspace: owns the temporary folder.

    Returns:
        The folder in the extracted tree that corresponds to ``cwd``.

    Raises:
        SpecError: ``cwd`` is not in a git repository or ``revision`` is not a commit there.
    """
    if revision.startswith("-"):
        raise SpecError(f"{revision!r} is not a git revision")
    top = _git(["rev-parse", "--show-toplevel"], cwd)
    if top.returncode != 0:
        raise SpecError(f"{revision!r} is neither a file, a folder nor a git revision (not in a git repository)")
    commit = _git(["rev-parse", "--verify", "--quiet", "--end-of-options", f"{revision}^{{commit}}"], cwd)
    if commit.returncode != 0:
        raise SpecError(f"{revision!r} is neither a file, a folder nor a git revision")
    sha = commit.stdout.decode().strip()
    prefix = _git(["rev-parse", "--show-prefix"], cwd).stdout.decode().strip()
    target = workspace.folder()
    _extract(sha, revision, Path(top.stdout.decode().strip()), target)
    return target / prefix


# blobs of a revision larger than this are not extracted: no spec or configuration is that
# large, and reading one (git holds a blob whole while it hands it out) cost ``sdkgen diff REV``
# twice the blob's size in memory for a file that no side reads
MAX_BLOB = 64 * 1024 * 1024


def _extract(sha: str, revision: str, top: Path, target: Path) -> None:
    """Write the files of ``sha``'s tree into ``target``: ``git ls-tree`` lists them with
    their sizes (no blob is read), ``git cat-file --batch`` streams each blob up to
    :data:`MAX_BLOB` bytes in chunks (never a file whole in memory; larger blobs, submodules,
    and symbolic links to an absolute path or out of the tree are left out: a side that needs
    one then fails as a missing file, naming it).

    Raises:
        SpecError: git failed.
    """
    import os

    listing = subprocess.run(["git", "ls-tree", "-r", "-l", "-z", "--full-tree", sha], cwd=top, capture_output=True, check=False)
    if listing.returncode != 0:
        raise SpecError(f"git ls-tree {revision} failed: {listing.stderr.decode(errors='replace').strip()}")
    wanted: list[tuple[str, str, str]] = []  # (mode, object, relative path)
    for record in listing.stdout.split(b"\0"):
        meta, _, raw = record.partition(b"\t")
        fields = meta.split()
        if len(fields) != 4 or fields[1] != b"blob":
            continue  # a submodule (commit), or the empty end
        rel = os.fsdecode(raw)
        parts = rel.split("/")
        if rel.startswith("/") or any(p in ("", ".", "..") for p in parts):
            continue
        if fields[0] != b"120000" and int(fields[3]) > MAX_BLOB:
            continue
        wanted.append((fields[0].decode(), fields[2].decode(), rel))
    with subprocess.Popen(["git", "cat-file", "--batch"], cwd=top, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL) as proc:
        assert proc.stdin is not None and proc.stdout is not None
        try:
            for mode, obj, rel in wanted:
                proc.stdin.write(obj.encode() + b"\n")
                proc.stdin.flush()
                header = proc.stdout.readline().split()
                if len(header) != 3:
                    raise SpecError(f"git cat-file {revision} gave no object for {rel}")
                size = int(header[2])
                destination = target.joinpath(*rel.split("/"))
                destination.parent.mkdir(parents=True, exist_ok=True)
                if mode == "120000":
                    link = proc.stdout.read(size)
                    proc.stdout.read(1)
                    _link(destination, os.fsdecode(link), rel)
                    continue
                with open(destination, "wb") as fh:
                    left = size
                    while left:
                        chunk = proc.stdout.read(min(left, 1 << 20))
                        if not chunk:
                            raise SpecError(f"git cat-file {revision} ended inside {rel}")
                        fh.write(chunk)
                        left -= len(chunk)
                proc.stdout.read(1)  # the newline after the content
                if mode == "100755":
                    destination.chmod(0o755)
        finally:
            proc.stdin.close()
            proc.stdout.close()


def _link(destination: Path, link: str, rel: str) -> None:
    """A symbolic link of the revision, made only when it stays inside the tree (relative, not
    climbing out of it), as ``tarfile``'s ``data`` filter allows."""
    import os
    import posixpath

    if link.startswith("/") or "\0" in link:
        return
    resolved = posixpath.normpath(posixpath.join(posixpath.dirname(rel), link))
    if resolved == ".." or resolved.startswith("../"):
        return
    try:
        os.symlink(link, destination)
    except OSError:
        pass


def _read_mapping(path: Path, label: str) -> Any:
    """The parsed YAML/JSON of ``path``; a file that does not parse raises the parser's
    :class:`SpecError` (naming ``label`` and the line), not "not an OpenAPI document"."""
    from ..parse import parse_file

    return parse_file(path, label)


def classify(arg: str, cwd: Path, workspace: Workspace, config_name: str | None = None) -> Source:
    """Decide what a command-line side is (see the module docstring).

    Args:
        arg: the argument.
        cwd: the current folder.
        workspace: where git revisions are extracted.
        config_name: the configuration file name to look for in folders (``sdkgen.yaml``).

    Raises:
        SpecError: the argument is none of the accepted kinds (the message says which file or
            revision).
    """
    name = config_name or DEFAULT_CONFIG
    path = (cwd / arg) if arg else cwd
    if not path.exists():
        revision, sep, rest = arg.partition(":")
        base = materialise(revision, cwd, workspace)
        return _classify_path(base / rest if sep and rest else base, arg, name)
    return _classify_path(path, arg, name)


def _classify_path(path: Path, label: str, config_name: str) -> Source:
    if path.is_dir():
        if (path / config_name).is_file():
            return _classify_path(path / config_name, label, config_name)
        if (path / MANIFEST).is_file():
            return _classify_path(path / MANIFEST, label, config_name)
        raise SpecError(f"neither {config_name} nor a generated package's {MANIFEST} in this folder", file=label)
    if not path.is_file():
        raise SpecError("no such file or folder", file=label)
    data = _read_mapping(path, label)
    if isinstance(data, dict) and "sdk_surface" in data:
        return Source(label, "manifest", path, str(data.get("package") or ""))
    if isinstance(data, dict) and "specs" in data:
        package = data.get("package")
        return Source(label, "config", path, str(package.get("name") or "") if isinstance(package, dict) else "")
    if isinstance(data, dict) and "openapi" in data:
        return Source(label, "spec", path)
    raise SpecError(f"not an OpenAPI document, an sdkgen configuration or an {MANIFEST}", file=label)


def spec_config(path: Path, package_name: str) -> GeneratorConfig:
    """A configuration for one OpenAPI document (display paths relative to its folder)."""
    cf = ConfigFile.model_validate({"specs": [path.name], "output": ".sdkgen-diff-output", "package": {"name": package_name}})
    return resolve(cf, path.parent, path.name)


def build(source: Source, package_name: str = "sdk") -> tuple[dict[str, Any], Diagnostics, GeneratorConfig | None]:
    """The surface of a classified side.

    Args:
        source: from :func:`classify`.
        package_name: import name used for an OpenAPI document side (code locations).

    Returns:
        ``(surface, diagnostics of the IR build, the configuration or None)``.

    Raises:
        SpecError: bad input (file and pointer named), or an unreadable surface.
    """
    from ..pipeline import build_ir_only

    if source.kind == "manifest":
        # a folder or revision side names the file in it
        where = source.label if source.label.endswith(source.path.name) else f"{source.label.rstrip('/') or '.'}/{source.path.name}"
        return read_surface(source.path, where), Diagnostics(), None
    cfg = load_config(source.path) if source.kind == "config" else spec_config(source.path, package_name)
    api, diagnostics, _merged, _doc = build_ir_only(cfg)
    return surface(api), diagnostics, cfg


def build_all(sources: list[Source], package_name: str = "sdk") -> list[tuple[dict[str, Any], Diagnostics]]:
    """:func:`build` for every side; when two or more need the pipeline and the machine has
    several cores, the first ones are built in worker processes while this one builds the last
    (the IR stages are single-threaded Python).

    Raises:
        SpecError: as :func:`build` (the first side's error first).
    """
    from ..workers import process_pool

    heavy = [i for i, s in enumerate(sources) if s.kind != "manifest"]
    pool = process_pool(len(heavy) - 1) if len(heavy) > 1 else None
    try:
        futures = {i: pool.submit(_build_plain, sources[i], package_name) for i in heavy[:-1]} if pool is not None else {}
        local = {i: _build_plain(s, package_name) for i, s in enumerate(sources) if i not in futures}
        return [futures[i].result() if i in futures else local[i] for i in range(len(sources))]
    finally:
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)


def _build_plain(source: Source, package_name: str) -> tuple[dict[str, Any], Diagnostics]:
    """:func:`build` without the configuration (what a worker process sends back)."""
    built, diagnostics, _cfg = build(source, package_name)
    return built, diagnostics


def committed_surface(cfg: GeneratorConfig) -> dict[str, Any]:
    """The surface recorded in the committed output folder of ``cfg``.

    Raises:
        SpecError: the output folder has no readable ``sdk-surface.json`` (generated by an
            older sdkgen, or never generated).
    """
    path = cfg.output / MANIFEST
    where = cfg.display(path)
    if not path.is_file():
        raise SpecError(f"no {MANIFEST}: the package was not generated, or by an sdkgen without SDK surfaces; regenerate it once or compare git revisions", file=where)
    return read_surface(path, where)


def read_surface(path: Path, where: str) -> dict[str, Any]:
    """Read and check an ``sdk-surface.json``.

    Raises:
        SpecError: unreadable, not JSON, or not a surface this sdkgen reads (names ``where``).
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise SpecError(f"cannot read the SDK surface: {exc}", file=where) from None
    return check_surface(data, where)
