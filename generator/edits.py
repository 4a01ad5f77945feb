"""Stage 7a, carry hand edits: what regeneration keeps of what users wrote in the output folder.

Three kinds of things in a generated package are the team's, not the generator's:

* **kept paths** - ``src/<package>/lib/`` (:func:`kept_paths`) and every path under ``keep:``
  in ``sdkgen.yaml``: never written, never removed, ignored by ``sdkgen check``;
* **carried files** - ``CHANGELOG.md`` (:data:`CARRIED_FILES`): copied over byte for byte
  (``sdkgen generate --changelog`` adds entries to it);
* **edits inside generated files** - carried over by a three-way merge.

For the merge every generation records the pristine text of what it generated in the output,
:data:`STORE` (``.sdkgen/pristine.json.bz2``: a JSON object ``{"format": 1, "files": {path:
text}}`` with sorted keys, compressed as one bzip2 stream whose bytes depend on nothing but
its input, so the store is byte-identical on every machine: :mod:`generator.pristine`).  The next regeneration merges,
file by file, ``base`` = that pristine text, ``ours`` = the file on disk, ``theirs`` = the new
generation (:func:`plan`, with the ``merge3`` library, the three-way merge of Bazaar/Breezy):

* on disk as generated -> the new text;
* edited, and the generator's text did not change -> the edit, as it is;
* edited, and the generator's text changed -> the merge; the edit is kept when it merges
  cleanly (and a merged ``.py`` file still compiles), else a :class:`Conflict` naming the file
  and the line of the edit, and nothing is written (``sdkgen generate`` exits 2);
* a generated file deleted by hand -> generated again; an edited file that is no longer
  generated, or a file in the way of a new generated one -> a conflict.

The store holds the pristine text only, never the merged one, so the same specs, edits and
store always give the same bytes.  Without a store (a package generated before it existed, or
its store deleted) there is nothing to merge against: the output is replaced as generated, and
the files whose text on disk differs from the new generation are named in a warning
(:attr:`Plan.unrecorded`): hand edits among them are lost, and ``--strict`` refuses.
"""

from __future__ import annotations

import difflib
import os
import stat
from collections.abc import Iterable, Mapping
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from .errors import SpecError
from .pristine import MAX_STORE_BYTES, STORE, STORE_FORMAT, pack, unpack
from .write import Content, as_bytes, through_link

__all__ = ["CARRIED_FILES", "MAX_STORE_BYTES", "STORE", "STORE_FORMAT", "Conflict", "MergeConflict", "Plan", "pack", "plan", "unpack"]


# files of the output folder that regeneration keeps (they are the user's record, not generated
# from the specs): ``sdkgen generate --changelog`` adds entries to CHANGELOG.md
CARRIED_FILES = ("CHANGELOG.md",)


def kept_paths(package_name: str, keep: tuple[str, ...] = ()) -> tuple[PurePosixPath, ...]:
    """The paths of the output folder regeneration never touches: ``src/<package>/lib`` and
    the configuration's ``keep:`` entries (relative POSIX paths, already validated)."""
    return tuple(sorted({PurePosixPath("src", package_name, "lib"), *(PurePosixPath(k) for k in keep)}))


def orphaned_libs(output: Path, keep: tuple[PurePosixPath, ...]) -> list[str]:
    """The ``src/<name>/lib`` folders of ``output`` that no kept path covers: a package's own
    ``lib/`` left behind when ``package.name`` changed (``sambanova_sdk`` -> ``sambanova``),
    which replacing the output would delete, hand-written code and all."""
    src = output / "src"
    if not src.is_dir() or src.is_symlink():
        return []
    found = []
    for lib in sorted(src.glob("*/lib")):
        rel = lib.relative_to(output).as_posix()
        covered = under(rel, keep) is not None
        if lib.is_dir() and not lib.is_symlink() and not covered and _holds_anything(lib):
            found.append(rel)
    return found


def _holds_anything(folder: Path) -> bool:
    """True when ``folder`` holds anything but empty folders: a file, a symbolic link (to a
    file or to a folder: the team's code elsewhere), a special file."""
    for here, dirs, files in os.walk(folder, followlinks=False):
        if files or any(os.path.islink(os.path.join(here, d)) for d in dirs):
            return True
    return False


def under(rel: str, keep: tuple[PurePosixPath, ...]) -> PurePosixPath | None:
    """The kept path ``rel`` is (or is inside), or ``None``."""
    p = PurePosixPath(rel)
    return next((k for k in keep if p == k or k in p.parents), None)


def read_file(path: Path) -> bytes | None:
    """The bytes of a regular file, ``None`` when missing; a symbolic link or anything else is
    never followed.

    Raises:
        SpecError: ``path`` is a link or not a regular file (named by its last two parts).
    """
    try:
        st = os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as exc:
        raise SpecError(f"cannot read it: {exc.strerror}", file=_name(path)) from None
    if not stat.S_ISREG(st.st_mode):
        kind = "a symbolic link" if stat.S_ISLNK(st.st_mode) else "not a regular file"
        raise SpecError(f"is {kind}; refusing to read it into the package (make it a regular file, or remove it)", file=_name(path))
    try:
        return path.read_bytes()
    except OSError as exc:
        raise SpecError(f"cannot read it: {exc.strerror}", file=_name(path)) from None


def _name(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def carried_files(output: Path) -> dict[str, bytes]:
    """The :data:`CARRIED_FILES` present in the output folder, as bytes (any encoding is
    carried over unchanged).

    Raises:
        SpecError: one is a symbolic link (what it points at may be outside the output) or
            not a regular file.
    """
    out = {}
    for name in CARRIED_FILES:
        data = read_file(output / name)
        if data is not None:
            out[name] = data
    return out


def read_pristine(output: Path) -> dict[str, str] | None:
    """The pristine files recorded by the last generation in ``output``, ``None`` without a
    store.

    Raises:
        SpecError: the store is unreadable or not a store.
    """
    data = read_file(output / STORE)
    return None if data is None else unpack(data, f"{output.name}/{STORE}")


@dataclass(frozen=True)
class Conflict:
    """A hand edit that cannot be carried over.

    Attributes:
        path: the file, relative to the output folder.
        line: 1-based line of the edit in the file on disk (0 when the file as a whole).
        reason: what happened.
    """

    path: str
    line: int
    reason: str
    detail: tuple[str, ...] = ()

    def render(self, output_name: str) -> str:
        """``output/path:line: reason``, then the conflicting lines (indented), if any."""
        where = f"{output_name}/{self.path}" + (f":{self.line}" if self.line else "")
        return "\n      ".join((f"{where}: {self.reason}", *self.detail))


class MergeConflict(SpecError):
    """Hand edits conflict with the new generation; nothing was written (exit 2).

    Attributes:
        conflicts: every conflict, in path order.
    """

    def __init__(self, conflicts: list[Conflict], output_name: str) -> None:
        self.conflicts = conflicts
        lines = "\n  ".join(c.render(output_name) for c in conflicts)
        super().__init__(
            f"{len(conflicts)} hand edit(s) conflict with the new generation; nothing was written:\n  {lines}\n"
            "Change the edited lines back to the generated text (or delete the file) and regenerate, then redo the edit",
            file=output_name,
        )

    def __reduce__(self) -> tuple[object, ...]:
        from .errors import _rebuild_spec_error

        return (_rebuild_spec_error, (SpecError, self.message, self.file, None))


@dataclass
class Plan:
    """What a regeneration writes.

    Attributes:
        files: the new tree (generated files with the hand edits merged in, and the store);
            carried files and kept paths are not in it.
        pristine: the generated files as generated (what the store records).
        edited: paths whose written text keeps a hand edit -> (lines added, lines removed)
            against the generated text: the size of the custom patch.
        conflicts: the edits that could not be carried over.
        unrecorded: without a store (a package generated before it existed), the generated
            files whose text on disk differs from the new generation: a hand edit cannot be
            told from an older generation, so they are replaced (``sdkgen generate`` warns,
            naming them; ``--strict`` refuses).
        recorded: the paths the last generation's store records (``None`` without one).
    """

    files: dict[str, Content]
    pristine: dict[str, str]
    edited: dict[str, tuple[int, int]] = field(default_factory=dict)
    conflicts: list[Conflict] = field(default_factory=list)
    unrecorded: list[str] = field(default_factory=list)
    recorded: frozenset[str] | None = None


def plan(
    generated: Mapping[str, str], output: Path, keep: tuple[PurePosixPath, ...], cache: Path | None = None, *, packed: Future[bytes] | None = None
) -> Plan:
    """Merge the hand edits found in ``output`` into the ``generated`` tree (module docstring).

    Args:
        generated: path -> text of the new generation (without carried files).
        output: the output folder (may be missing).
        keep: the kept paths (:func:`kept_paths`).
        cache: folder caching :func:`pack`'s output (``None``: no cache).
        packed: ``pack(generated)`` being computed elsewhere (a thread), waited for once
            the checks below pass; ``None``: packed here.

    Returns:
        The plan; its ``conflicts`` are empty when it can be written.

    Raises:
        SpecError: a generated file lies under a kept path, a kept path lies in a linked
            folder, a package's ``lib/`` would be removed because the package was renamed
            (:func:`orphaned_libs`), or the store is unreadable.
    """
    for rel in generated:
        k = under(rel, keep)
        if k is not None:
            raise SpecError(f"the generated file {rel!r} lies under the kept path {k.as_posix()!r}: choose another kept path", file=output.name)
    for k in keep:
        if through_link(output, k.as_posix()):
            raise SpecError(f"the kept path {k.as_posix()!r} lies in a folder that is a symbolic link: keep the link itself, or make the folder a real one", file=output.name)
    orphans = orphaned_libs(output, keep)
    if orphans:
        raise SpecError(
            f"{orphans[0]} is kept only under its package's name, and the package is now called otherwise: "
            "regeneration would remove it; move it to the new package's lib/, or list it under keep:",
            file=output.name,
        )
    base: dict[str, str] | None = None
    recorded = read_file(output / STORE) if output.is_dir() else None
    if recorded is not None and packed is not None and not packed.done():
        # decompressed while the new store is still being packed on its thread
        base = unpack(recorded, f"{output.name}/{STORE}", cache)
    store = pack(generated, cache) if packed is None else packed.result()
    if base is None and recorded is not None:
        # the last generation was this one: no need to decompress
        base = dict(generated) if recorded == store else unpack(recorded, f"{output.name}/{STORE}", cache)
    result = Plan(files={}, pristine=dict(generated), recorded=None if base is None else frozenset(base))
    paths = sorted(set(generated) | set(base or {}))
    disks = {rel: _disk(output, rel) for rel in paths if under(rel, keep) is None and rel not in CARRIED_FILES} if output.is_dir() else {}
    crlf = checkout_crlf(disks.values())
    texts = {rel: as_text_lf(disk) for rel, disk in disks.items()}  # compared with line endings normalised
    if base is None:
        result.files = dict(generated)
        for rel in sorted(generated):
            disk = texts.get(rel)
            if isinstance(disk, bytes) and disk != as_bytes(generated[rel]):
                result.unrecorded.append(rel)
    else:
        for rel in paths:
            if rel in disks or not output.is_dir():
                _merge_one(rel, base.get(rel), texts.get(rel), generated.get(rel), result)
    for rel, content in result.files.items():
        disk = disks.get(rel)
        if isinstance(content, str) and "\r" not in content and (uses_crlf(disk) if isinstance(disk, bytes) and b"\n" in disk else crlf):
            result.files[rel] = content.replace("\n", "\r\n")
    result.files[STORE] = store
    return result


def uses_crlf(data: bytes) -> bool:
    """True when most line breaks of ``data`` are ``\\r\\n`` (a file of a checkout with git's
    ``core.autocrlf=true``, or written on Windows)."""
    crlf = data.count(b"\r\n")
    return crlf > 0 and crlf * 2 > data.count(b"\n")


def checkout_crlf(disks: Iterable[bytes | str | None]) -> bool:
    """The line ending of the output folder: True (``\\r\\n``) when most generated files on
    disk that have line breaks use it (:func:`uses_crlf`), so that new files match the checkout."""
    votes = [uses_crlf(d) for d in disks if isinstance(d, bytes) and b"\n" in d]
    return sum(votes) * 2 > len(votes)


def as_text_lf(disk: bytes | str | None) -> bytes | str | None:
    """A file read by :func:`_disk` with ``\\r\\n`` line breaks made ``\\n`` (generated text
    has ``\\n`` only), so that a CRLF checkout of an unedited file is the file as generated."""
    return disk.replace(b"\r\n", b"\n") if isinstance(disk, bytes) and b"\r\n" in disk else disk


def _disk(output: Path, rel: str) -> bytes | str | None:
    """The file on disk: its bytes, ``None`` when missing, ``"link"``, ``"other"`` (not a
    regular file) or ``"linked folder"`` (a folder on the way is a symbolic link: never read)."""
    path = output.joinpath(*PurePosixPath(rel).parts)
    if through_link(output, rel):  # a folder on the way is a link: outside the output
        return "linked folder"
    try:
        st = os.lstat(path)
    except OSError:
        return None
    if stat.S_ISLNK(st.st_mode):
        return "link"
    if not stat.S_ISREG(st.st_mode):
        return "other"
    return path.read_bytes()


def _merge_one(rel: str, base: str | None, disk: bytes | str | None, new: str | None, out: Plan) -> None:
    """Decide one path (see the module docstring) into ``out``."""
    if isinstance(disk, str):  # a link or a special file where a generated file was
        if new is not None:
            what = {"link": "is a symbolic link", "other": "is a special file"}.get(disk, "lies in a folder that is a symbolic link")
            out.conflicts.append(Conflict(rel, 0, f"{what} where sdkgen generates a file"))
        return
    if disk is None:
        if new is not None:
            out.files[rel] = new  # deleted by hand (or new): generated again
        return
    pristine = None if base is None else as_bytes(base)
    if disk == pristine or (new is not None and disk == as_bytes(new)):
        if new is not None:
            out.files[rel] = new
        return
    # the file on disk differs from both the recorded and the new generation
    if base is None:
        out.conflicts.append(Conflict(rel, 0, "a file that sdkgen did not generate is in the way of a new generated file"))
        return
    if new is None:
        out.conflicts.append(Conflict(rel, 0, "was edited by hand and is no longer generated"))
        return
    try:
        ours = disk.decode("utf-8")
    except UnicodeDecodeError:
        out.conflicts.append(Conflict(rel, 0, "was edited by hand into a file that is not UTF-8 text"))
        return
    if base == new:
        merged = ours
    else:
        merged_or_conflict = merge_text(base, ours, new)
        if isinstance(merged_or_conflict, Conflict):
            out.conflicts.append(Conflict(rel, merged_or_conflict.line, merged_or_conflict.reason, merged_or_conflict.detail))
            return
        merged = merged_or_conflict
    if rel.endswith(".py") and merged != ours:
        try:
            compile(merged, rel, "exec", dont_inherit=True)
        except SyntaxError as exc:
            out.conflicts.append(Conflict(rel, 0, f"the hand edit merges with the new generation into code that does not compile (line {exc.lineno}: {exc.msg})"))
            return
    out.files[rel] = merged
    added, removed = patch_size(new, merged)
    if added or removed:
        out.edited[rel] = (added, removed)


def merge_text(base: str, ours: str, theirs: str) -> str | Conflict:
    """Three-way merge of one file's lines (``merge3``): the merged text, or a
    :class:`Conflict` (path left empty) at the first conflicting region, its line counted in
    ``ours``."""
    import merge3

    base_lines, our_lines, their_lines = (t.splitlines(keepends=True) for t in (base, ours, theirs))
    m = merge3.Merge3(base_lines, our_lines, their_lines)
    out: list[str] = []
    for raw in m.merge_regions():
        region: tuple[Any, ...] = tuple(raw)
        kind = region[0]
        if kind == "conflict":
            _z1, _z2, a1, a2, b1, b2 = region[1:]
            span = f"lines {a1 + 1}-{a2}" if a2 > a1 + 1 else f"line {a1 + 1}" if a2 > a1 else f"before line {a1 + 1}"
            new_span = f"lines {b1 + 1}-{b2}" if b2 > b1 + 1 else f"line {b1 + 1}" if b2 > b1 else "a removal"
            detail = (
                *_excerpt("yours", our_lines[a1:a2]),
                *_excerpt("generated before", base_lines[region[1] : region[2]]),
                *_excerpt("generated now", their_lines[b1:b2]),
            )
            return Conflict("", a1 + 1, f"the hand edit ({span}) conflicts with the new generation ({new_span} of the generated file)", detail)
        if kind in ("unchanged", "same"):
            out.extend(base_lines[region[1] : region[2]] if kind == "unchanged" else our_lines[region[1] : region[2]])
        elif kind == "a":
            out.extend(our_lines[region[1] : region[2]])
        elif kind == "b":
            out.extend(their_lines[region[1] : region[2]])
    return "".join(out)


def _excerpt(label: str, lines: list[str], limit: int = 3) -> tuple[str, ...]:
    """``label: line`` for the first ``limit`` lines of a conflicting region (``label:
    (nothing)`` when it is empty), printable (``repr`` of lines with control characters)."""
    if not lines:
        return (f"{label}: (nothing)",)
    out = []
    for line in lines[:limit]:
        text = line.rstrip("\r\n")
        out.append(f"{label}: {text if text.isprintable() else repr(text)}")
    if len(lines) > limit:
        out.append(f"{label}: ... ({len(lines) - limit} more lines)")
    return tuple(out)


def patch_size(generated: str, edited: str) -> tuple[int, int]:
    """Lines added and removed by the hand edit (a unified diff's ``+``/``-`` lines)."""
    added = removed = 0
    for line in difflib.unified_diff(generated.splitlines(), edited.splitlines(), lineterm="", n=0):
        if line.startswith("+") and not line.startswith("+++"):
            added += 1
        elif line.startswith("-") and not line.startswith("---"):
            removed += 1
    return added, removed
