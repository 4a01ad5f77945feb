"""Faults found by attacking regeneration (issue 19 §5), each reproduced: a ``CHANGELOG.md``
that is a link or not UTF-8, ``sdkgen diff REV`` on a repository with a link to an absolute
path (and without holding the revision in memory), an output folder that cannot be written,
a ``project_name`` that would replace a dependency of the package."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tests._generate import ACME_SPEC

ROOT = Path(__file__).resolve().parent.parent


def sdkgen(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=cwd, capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})


def project(base: Path, **package: str) -> Path:
    base.mkdir(parents=True, exist_ok=True)
    (base / "spec.yaml").write_text(yaml.safe_dump(ACME_SPEC))
    (base / "sdkgen.yaml").write_text(yaml.safe_dump({"specs": ["spec.yaml"], "output": "out", "package": {"name": "acme_sdk", "version": "0.1.0", **package}}))
    return base


def test_a_changelog_linked_outside_the_output_is_never_copied_in(tmp_path: Path) -> None:
    base = project(tmp_path)
    assert sdkgen("generate", cwd=base).returncode == 0
    secret = tmp_path / "secret.md"
    secret.write_text("TOP-SECRET\n")
    (base / "out" / "CHANGELOG.md").symlink_to(secret)
    for args in (("generate",), ("generate", "--changelog"), ("check",)):
        r = sdkgen(*args, cwd=base)
        assert r.returncode == 2, (args, r.stderr)
        assert "out/CHANGELOG.md: is a symbolic link; refusing to read it into the package" in r.stderr and "Traceback" not in r.stderr, r.stderr
        assert "TOP-SECRET" not in r.stdout + r.stderr
        assert (base / "out" / "CHANGELOG.md").is_symlink()


def test_a_changelog_that_is_not_utf8_is_carried_byte_for_byte(tmp_path: Path) -> None:
    base = project(tmp_path)
    assert sdkgen("generate", cwd=base).returncode == 0
    latin1 = "# Changelog\n\n## 0.1.0\n- premi\u00e8re version\n".encode("latin-1")
    (base / "out" / "CHANGELOG.md").write_bytes(latin1)
    spec = yaml.safe_load((base / "spec.yaml").read_text())
    spec["components"]["schemas"]["Widget"]["properties"]["name"] = {"type": "string"}
    (base / "spec.yaml").write_text(yaml.safe_dump(spec))
    r = sdkgen("generate", cwd=base)
    assert r.returncode == 0 and (base / "out" / "CHANGELOG.md").read_bytes() == latin1, r.stderr
    r = sdkgen("check", cwd=base)
    assert r.returncode == 0, r.stdout + r.stderr
    # adding an entry needs text: a named error, nothing written
    spec["components"]["schemas"]["Widget"]["properties"]["size"] = {"type": "integer"}
    (base / "spec.yaml").write_text(yaml.safe_dump(spec))
    r = sdkgen("generate", "--changelog", cwd=base)
    assert r.returncode == 2 and "out/CHANGELOG.md: is not UTF-8 text (byte 29): --changelog cannot add an entry" in r.stderr and "Traceback" not in r.stderr, r.stderr
    assert (base / "out" / "CHANGELOG.md").read_bytes() == latin1


def _git(*args: str, cwd: Path) -> None:
    env = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t", "PATH": "/usr/bin:/bin", "HOME": str(cwd)}
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, env=env)


def test_diff_of_a_revision_with_a_link_to_an_absolute_path_and_a_large_file(tmp_path: Path) -> None:
    repo = project(tmp_path / "repo")
    _git("init", "-q", "-b", "main", cwd=repo)
    (repo / "etc-link").symlink_to("/etc/hostname")
    (repo / "docs").mkdir()
    (repo / "docs" / "up").symlink_to("../../..")
    with open(repo / "big.bin", "wb") as fh:  # 64 MiB in the tree (a tiny blob in git)
        fh.truncate(64 * 1024 * 1024)
    _git("add", "-A", cwd=repo)
    _git("commit", "-qm", "v1 with links and a large file", cwd=repo)
    r = sdkgen("diff", "HEAD", ".", cwd=repo)
    assert r.returncode == 0 and r.stdout.startswith("no SDK changes"), r.stdout + r.stderr
    assert "Traceback" not in r.stderr
    # the revision is streamed member by member, never held in memory
    import tracemalloc

    from generator.diff.sides import Workspace, materialise

    workspace = Workspace()
    tracemalloc.start()
    try:
        folder = materialise("HEAD", repo, workspace)
        _size, peak = tracemalloc.get_traced_memory()
        assert (folder / "spec.yaml").is_file() and (folder / "big.bin").stat().st_size == 64 * 1024 * 1024
        assert not (folder / "etc-link").exists() and not (folder / "docs" / "up").exists()
    finally:
        tracemalloc.stop()
        workspace.close()
    assert peak < 8 * 1024 * 1024, peak


def test_an_output_folder_that_cannot_be_written_is_a_named_error(tmp_path: Path) -> None:
    base = project(tmp_path)
    (base / "blocker").write_text("a file where the output's parent folder should be\n")
    (base / "sdkgen.yaml").write_text((base / "sdkgen.yaml").read_text().replace("output: out", "output: blocker/out"))
    r = sdkgen("generate", cwd=base)
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr
    assert "blocker/out: cannot write the output folder: " in r.stderr, r.stderr


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_read_only_parent_folder_is_a_named_error(tmp_path: Path) -> None:
    base = project(tmp_path / "p")
    assert sdkgen("generate", cwd=base).returncode == 0
    (base / "spec.yaml").write_text((base / "spec.yaml").read_text().replace("Acme", "Acme2"))
    os.chmod(base, 0o555)
    try:
        r = sdkgen("generate", cwd=base)
    finally:
        os.chmod(base, 0o755)
    assert r.returncode == 2 and "out: cannot write the output folder: Permission denied" in r.stderr and "Traceback" not in r.stderr, r.stderr


@pytest.mark.parametrize("name", ["httpx", "Pydantic", "pydantic_core", "typing.extensions", "Typing-Extensions", 'x"\ndependencies = ["evil"]\n#', "-x", ""])
def test_project_name_cannot_replace_a_dependency(tmp_path: Path, name: str) -> None:
    base = project(tmp_path, project_name=name)
    r = sdkgen("generate", cwd=base)
    if name == "":  # the default, from the package name
        assert r.returncode == 0 and 'name = "acme-sdk"' in (base / "out" / "pyproject.toml").read_text(), r.stderr
        return
    assert r.returncode == 2 and "sdkgen.yaml: package.project_name: " in r.stderr, r.stderr
    assert not (base / "out").exists()


def test_diff_fail_on_and_accept_file(tmp_path: Path) -> None:
    """``--fail-on`` and an accept file (rule + place) decide the exit code; the report is the
    same with or without them."""
    import json

    old = yaml.safe_load(yaml.safe_dump(ACME_SPEC))
    old["components"]["schemas"]["Widget"]["properties"]["size"] = {"type": "integer"}
    new = yaml.safe_load(yaml.safe_dump(ACME_SPEC))
    new["components"]["schemas"]["Widget"]["properties"]["color"] = {"type": "string"}
    (tmp_path / "old.yaml").write_text(yaml.safe_dump(old))
    (tmp_path / "new.yaml").write_text(yaml.safe_dump(new))
    base = ("diff", "old.yaml", "new.yaml", "-p", "acme_sdk")
    plain = sdkgen(*base, cwd=tmp_path)
    assert plain.returncode == 3, plain.stderr
    changes = json.loads(sdkgen(*base, "--format", "json", cwd=tmp_path).stdout)["changes"]
    assert [(c["rule"], c["code"], c["breaking"]) for c in changes] == [
        ("parameter-removed", "acme_sdk.types.Widget.size", True),
        ("parameter-added", "acme_sdk.types.Widget.color", False),
    ]
    assert sdkgen(*base, "--fail-on", "none", cwd=tmp_path).returncode == 0
    assert sdkgen(*base, "--fail-on", "any", cwd=tmp_path).returncode == 3
    assert sdkgen(*base, "--fail-on", "breaking", cwd=tmp_path).returncode == 3
    accept = {"accept": [{"rule": "parameter-removed", "code": "acme_sdk.types.Widget.size", "reason": "nobody sets it"}, {"rule": "operation-removed", "code": "acme_sdk.x", "reason": "stale"}]}
    (tmp_path / "accept.yaml").write_text(yaml.safe_dump(accept))
    r = sdkgen(*base, "--accept", "accept.yaml", "--fail-on", "breaking", cwd=tmp_path)
    assert r.returncode == 0 and r.stdout == plain.stdout, r.stderr
    assert "accepted (accept.yaml#/accept/0): parameter-removed acme_sdk.types.Widget.size: nobody sets it" in r.stderr
    assert "warning: accept.yaml#/accept/1: accepts operation-removed acme_sdk.x, which is not a change here" in r.stderr
    assert sdkgen(*base, "--accept", "accept.yaml", cwd=tmp_path).returncode == 1  # the non-breaking change remains
    accept["accept"].append({"rule": "parameter-added", "code": "acme_sdk.types.Widget.color"})
    (tmp_path / "accept.yaml").write_text(yaml.safe_dump(accept))
    assert sdkgen(*base, "--accept", "accept.yaml", "--fail-on", "any", cwd=tmp_path).returncode == 0
    # a bad accept file is bad input, named with its pointer
    (tmp_path / "accept.yaml").write_text(yaml.safe_dump({"accept": [{"rule": "no-such-rule", "code": "x"}]}))
    r = sdkgen(*base, "--accept", "accept.yaml", cwd=tmp_path)
    assert r.returncode == 2 and "accept.yaml#/accept/0/rule: unknown rule 'no-such-rule'" in r.stderr, r.stderr


def test_a_pristine_store_that_expands_without_bound_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    import bz2

    from generator import edits, pristine
    from generator.errors import SpecError

    monkeypatch.setattr(pristine, "MAX_STORE_BYTES", 1024 * 1024)
    bomb = bz2.compress(b" " * (8 * 1024 * 1024))  # a few hundred bytes, 8 MiB of spaces
    with pytest.raises(SpecError, match="decompresses to more"):
        edits.unpack(bomb, "out/.sdkgen/pristine.json.bz2")
    ok = bz2.compress(b'{"format": 0, "files": {}}')
    with pytest.raises(SpecError, match="unknown format"):
        edits.unpack(ok, "out/.sdkgen/pristine.json.bz2")


def test_hand_edits_in_a_package_without_a_pristine_store_are_named_before_they_are_replaced(tmp_path: Path) -> None:
    """A package generated before the pristine store existed (simulated: the store deleted)
    whose files were edited by hand: regeneration cannot tell the edit from an older
    generation.  It warns naming the file (the edit is replaced), and ``--strict`` writes
    nothing; once the store is recorded, edits are merged again and nothing is warned."""
    base = project(tmp_path)
    assert sdkgen("generate", cwd=base).returncode == 0
    store = base / "out" / ".sdkgen" / "pristine.json.bz2"
    store.unlink()
    readme = base / "out" / "README.md"
    edited = readme.read_text() + "\nOur own note.\n"
    readme.write_text(edited)
    r = sdkgen("generate", "--strict", cwd=base)
    assert r.returncode == 1, r.stdout + r.stderr
    assert "edits-unrecorded" in r.stdout + r.stderr and "README.md" in r.stdout + r.stderr
    assert readme.read_text() == edited and not store.exists()  # nothing written
    r = sdkgen("generate", cwd=base)
    assert r.returncode == 0, r.stderr
    assert "1 generated file(s) on disk differ from this generation and are replaced, hand edits in them included: README.md" in r.stdout + r.stderr
    assert "Our own note." not in readme.read_text() and store.is_file()
    # recorded now: an edit is carried over without a warning
    readme.write_text(readme.read_text() + "\nOur own note.\n")
    r = sdkgen("generate", cwd=base)
    assert r.returncode == 0 and "edits-unrecorded" not in r.stdout + r.stderr, r.stderr
    assert "Our own note." in readme.read_text()


def test_diff_of_a_revision_never_reads_a_large_blob_no_side_needs(tmp_path: Path) -> None:
    """``sdkgen diff REV:path`` with a 96 MiB blob elsewhere in the revision: the blob is not
    read (``git archive`` held it whole: git's peak memory was twice its size), the side is."""
    repo = project(tmp_path / "repo")
    _git("init", "-q", "-b", "main", cwd=repo)
    (repo / "assets").mkdir()
    with open(repo / "assets" / "video.bin", "wb") as fh:
        fh.writelines(os.urandom(1024) * 1024 for _ in range(96))  # 96 MiB
    _git("add", "-A", cwd=repo)
    _git("commit", "-qm", "v1 with a large blob", cwd=repo)
    (repo / "assets" / "video.bin").unlink()
    probe = (
        "import resource, sys\n"
        "from pathlib import Path\n"
        "from generator.diff.sides import Workspace, materialise\n"
        "w = Workspace()\n"
        "folder = materialise('HEAD', Path(sys.argv[1]), w)\n"
        "assert (folder / 'spec.yaml').is_file() and not (folder / 'assets' / 'video.bin').exists()\n"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
        "w.close()\n"
    )
    r = subprocess.run([sys.executable, "-c", probe, str(repo)], capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert r.returncode == 0, r.stderr
    assert int(r.stdout.strip()) < 48 * 1024, r.stdout  # KiB: git's own peak, far under the blob
    r = sdkgen("diff", "HEAD:spec.yaml", "spec.yaml", cwd=repo)
    assert r.returncode == 0 and r.stdout.startswith("no SDK changes"), r.stdout + r.stderr


def test_a_reordered_document_is_not_served_from_the_run_cache(tmp_path: Path) -> None:
    """The order of a schema's properties is part of the output (the signature, the body's
    keys): two documents that differ only in it are two runs (before: the run cache's key
    sorted the document's keys, so the second generation got the first one's order)."""
    import json

    def spec(order: list[str]) -> str:
        schema = {"type": "object", "properties": {name: {"type": "string"} for name in order}}
        doc = {
            "openapi": "3.0.3",
            "info": {"title": "Order", "version": "1"},
            "servers": [{"url": "https://order.test"}],
            "paths": {"/things": {"post": {"operationId": "createThing", "requestBody": {"content": {"application/json": {"schema": schema}}}, "responses": {"204": {"description": "ok"}}}}},
        }
        return json.dumps(doc)

    env = {**os.environ, "SDKGEN_CACHE_DIR": str(tmp_path / "cache")}
    import shutil

    for order in (["zeta", "alpha", "mid"], ["alpha", "mid", "zeta"]):
        # the same output folder name, a fresh folder: only the spec's order differs
        shutil.rmtree(tmp_path / "out", ignore_errors=True)
        (tmp_path / "spec.json").write_text(spec(order))
        r = subprocess.run([sys.executable, "-m", "generator", "generate", "spec.json", "-o", "out", "-p", "order_sdk"], cwd=tmp_path, capture_output=True, text=True, env=env)
        assert r.returncode == 0, r.stderr
        source = (tmp_path / "out" / "src" / "order_sdk" / "resources" / "things.py").read_text()
        signature = source.split("def create(", 1)[1].split(")", 1)[0]
        assert [line.split(":")[0].strip() for line in signature.splitlines() if ":" in line and line.split(":")[0].strip() in order] == order
