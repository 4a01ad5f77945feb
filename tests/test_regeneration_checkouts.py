"""Regeneration in the checkouts users have (issue 26 items 1-2): a CRLF checkout (git's
``core.autocrlf=true`` writes every text file with ``\\r\\n``) is not a folder full of hand
edits, and a renamed package's ``lib/`` is never deleted."""

from __future__ import annotations

from pathlib import Path

import yaml

from tests.test_regeneration import (
    PKG,
    SPEC,
    changed_elsewhere,
    generate,
    project,
    sdkgen,
    snapshot,
)


def to_crlf(root: Path) -> None:
    """What ``git checkout`` with ``core.autocrlf=true`` makes of the generated text files."""
    for path in sorted(root.rglob("*")):
        if path.is_file() and ".sdkgen" not in path.parts:
            data = path.read_bytes()
            if b"\n" in data and b"\r" not in data:
                path.write_bytes(data.replace(b"\n", b"\r\n"))


def test_a_crlf_checkout_regenerates_keeping_its_line_endings_and_its_edits(tmp_path: Path) -> None:
    base = project(tmp_path, SPEC)
    generate(base)
    to_crlf(base / "out")
    widgets = base / PKG / "resources/widgets.py"
    text = widgets.read_bytes()
    anchor = b'    def retrieve('
    assert text.count(anchor) >= 1
    widgets.write_bytes(text.replace(anchor, b"    # hand edit: ask the warehouse team\r\n" + anchor, 1))
    assert sdkgen("check", cwd=base).returncode == 0  # an unchanged CRLF checkout is no drift
    before = snapshot(base / "out")
    r = generate(base)  # nothing changed: nothing is written
    assert "kept hand edits: 1 file(s), +1 -0 lines" in r.stderr, r.stderr
    assert snapshot(base / "out") == before
    project(base, changed_elsewhere(SPEC))
    r = sdkgen("generate", cwd=base)
    assert r.returncode == 0, r.stderr
    assert "kept hand edits: 1 file(s), +1 -0 lines" in r.stderr, r.stderr
    new = widgets.read_bytes()
    assert b"    # hand edit: ask the warehouse team\r\n    def retrieve(" in new
    for path in sorted((base / "out").rglob("*")):  # every text file, new ones too, in the checkout's ending
        if path.is_file() and ".sdkgen" not in path.parts and b"\n" in (data := path.read_bytes()):
            assert data.count(b"\n") == data.count(b"\r\n"), path
    assert b"class Sprocket" in (base / PKG / "types/_models.py").read_bytes()
    assert sdkgen("check", cwd=base).returncode == 0
    # an LF checkout stays LF
    lf = project(tmp_path / "lf", SPEC)
    generate(lf)
    assert b"\r\n" not in (lf / PKG / "resources/widgets.py").read_bytes()


def test_a_renamed_packages_lib_holding_only_links_is_not_deleted(tmp_path: Path) -> None:
    """A ``lib/`` whose entries are symbolic links (to a folder of the team's code) is the
    team's too: refused like a ``lib/`` of files."""
    base = project(tmp_path, SPEC)
    generate(base)
    shared = tmp_path / "team_code"
    shared.mkdir()
    (shared / "helpers.py").write_text("X = 1\n")
    (base / PKG / "lib").mkdir()
    (base / PKG / "lib" / "team").symlink_to(shared, target_is_directory=True)
    config = yaml.safe_load((base / "sdkgen.yaml").read_text())
    config["package"]["name"] = "acme"
    (base / "sdkgen.yaml").write_text(yaml.safe_dump(config))
    r = sdkgen("generate", cwd=base)
    assert r.returncode == 2 and "src/acme_sdk/lib is kept only under its package's name" in r.stderr, r.stderr
    assert (base / PKG / "lib" / "team").is_symlink()
