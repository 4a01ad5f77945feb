"""Stage 7, write: replace the output folder whole, or leave it untouched.

The tree is written to a temporary sibling folder first; only when every file is written is
the old folder moved aside and the new one moved into place (two renames on the same file
system), then the old one deleted.  Relative paths are checked so that nothing can be written
outside the output folder.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path, PurePosixPath

from .errors import SpecError


def safe_relpath(rel: str) -> PurePosixPath:
    """Validate a path of the rendered tree.

    Raises:
        SpecError: the path is absolute, empty, or climbs out with ``..``.
    """
    p = PurePosixPath(rel)
    if not rel or p.is_absolute() or any(part in ("..", "") for part in p.parts) or "\\" in rel or "\0" in rel:
        raise SpecError(f"refusing to write {rel!r}: outside the output folder")
    return p


def write_tree(files: dict[str, str], output: Path) -> None:
    """Write ``files`` as the complete content of ``output``.

    Args:
        files: POSIX relative path -> text content (written as UTF-8 with ``\\n`` newlines).
        output: the output folder; its previous content is replaced.

    Raises:
        SpecError: a path is unsafe.
        OSError: the file system refused; ``output`` is then unchanged.
    """
    rels = {rel: safe_relpath(rel) for rel in files}
    output = output.resolve()
    output.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{output.name}.new-", dir=output.parent))
    try:
        for rel in sorted(files):
            target = tmp.joinpath(*rels[rel].parts)
            target.parent.mkdir(parents=True, exist_ok=True)
            with open(target, "w", encoding="utf-8", newline="\n") as fh:
                fh.write(files[rel])
        backup = None
        if output.exists():
            backup = Path(tempfile.mkdtemp(prefix=f".{output.name}.old-", dir=output.parent))
            backup.rmdir()
            os.rename(output, backup)
        try:
            os.rename(tmp, output)
        except OSError:
            if backup is not None:
                os.rename(backup, output)
            raise
        if backup is not None:
            shutil.rmtree(backup, ignore_errors=True)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)


# tool caches that may appear in an output folder and are not part of it
IGNORED_DIRS = frozenset({"__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache", "build", "dist"})


def read_tree(root: Path) -> dict[str, str]:
    """Every file under ``root`` as POSIX relative path -> text (``{}`` when missing)."""
    out: dict[str, str] = {}
    if not root.is_dir():
        return out
    for path in sorted(root.rglob("*")):
        rel_parts = path.relative_to(root).parts
        if any(part in IGNORED_DIRS or part.endswith(".egg-info") for part in rel_parts):
            continue
        if path.is_file() and not path.name.endswith(".pyc"):
            try:
                out[path.relative_to(root).as_posix()] = path.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                out[path.relative_to(root).as_posix()] = "<binary file>"
    return out
