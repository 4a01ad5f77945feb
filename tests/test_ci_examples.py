"""The CI examples do what the README says: the GitHub Actions workflow and the pre-commit
configuration in ``examples/`` are read, and the commands they contain are run in a temporary
git repository holding a small API, its configuration and its committed package."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from _generate import ACME_SPEC

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / "examples" / "ci" / "github-actions.yml"
PRE_COMMIT = ROOT / "examples" / "pre-commit-config.yaml"
CONFIG = {"specs": ["specs/acme.yaml"], "output": "generated/acme", "package": {"name": "acme_sdk", "version": "1.0.0"}}


def _env(tmp: Path, **extra: str) -> dict[str, str]:
    """The environment of a CI step: ``sdkgen`` (and a fake ``gh``) on PATH, a git identity."""
    fake_bin = tmp / "bin"
    fake_bin.mkdir(exist_ok=True)
    gh = fake_bin / "gh"  # records its arguments; has no comment to edit yet
    gh.write_text('#!/bin/sh\necho "$*" >> "$GH_LOG"\ncase "$*" in *--edit-last*) exit 1;; esac\ncp "$5" "$GH_LOG.body"\n')
    gh.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GIT_", "SDKGEN_"))}
    env.update(
        PATH=f"{Path(sys.executable).parent}{os.pathsep}{fake_bin}{os.pathsep}{env.get('PATH', '/usr/bin:/bin')}",
        GIT_AUTHOR_NAME="ci",
        GIT_AUTHOR_EMAIL="ci@example.test",
        GIT_COMMITTER_NAME="ci",
        GIT_COMMITTER_EMAIL="ci@example.test",
        HOME=str(tmp),
        SDKGEN_CACHE_DIR="off",
        **extra,
    )
    return env


def _run(cmd: list[str], repo: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, cwd=repo, env=env, capture_output=True, text=True)


def _write_spec(repo: Path, spec: dict[str, Any]) -> None:
    (repo / "specs").mkdir(exist_ok=True)
    (repo / "specs" / "acme.yaml").write_text(yaml.safe_dump(spec, sort_keys=False))


@pytest.fixture()
def repo(tmp_path: Path) -> tuple[Path, dict[str, str], str]:
    """A repository whose main branch has the Acme spec and its generated package; returns it,
    the environment and the base commit."""
    repo = tmp_path / "repo"
    repo.mkdir()
    env = _env(tmp_path, GH_LOG=str(tmp_path / "gh.log"))
    _write_spec(repo, ACME_SPEC)
    (repo / "sdkgen.yaml").write_text(yaml.safe_dump(CONFIG, sort_keys=False))
    for cmd in (["git", "init", "-q", "-b", "main"], ["sdkgen", "generate"], ["git", "add", "-A"], ["git", "commit", "-qm", "acme 1"]):
        r = _run(cmd, repo, env)
        assert r.returncode == 0, r.stderr
    base = _run(["git", "rev-parse", "HEAD"], repo, env).stdout.strip()
    return repo, env, base


def _spec_change(repo: Path, env: dict[str, str]) -> None:
    """The pull request: an optional field on the response model, the package regenerated."""
    spec = yaml.safe_load(yaml.safe_dump(ACME_SPEC))
    spec["components"]["schemas"]["Widget"]["properties"]["color"] = {"type": "string"}
    _write_spec(repo, spec)
    r = _run(["sdkgen", "generate"], repo, env)
    assert r.returncode == 0, r.stderr


def _steps() -> dict[str, dict[str, Any]]:
    workflow = yaml.safe_load(WORKFLOW.read_text())
    (job,) = workflow["jobs"].values()
    return {s["id"]: s for s in job["steps"] if "id" in s}


def _step(step: dict[str, Any], repo: Path, env: dict[str, str], github: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """Run a workflow step's script as GitHub's default bash shell does, with its ``env:``
    (``${{ ... }}`` expressions replaced by ``github``)."""
    step_env = dict(env)
    for key, value in (step.get("env") or {}).items():
        step_env[key] = github[str(value)]
    return _run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]], repo, step_env)


def test_github_actions_workflow_checks_and_posts_the_diff(repo: tuple[Path, dict[str, str], str], tmp_path: Path) -> None:
    path, env, base = repo
    _run(["git", "checkout", "-qb", "widget-color"], path, env)
    _spec_change(path, env)
    assert _run(["git", "commit", "-qam", "color"], path, env).returncode == 0
    summary, output = tmp_path / "summary.md", tmp_path / "output.txt"
    env = {**env, "GITHUB_STEP_SUMMARY": str(summary), "GITHUB_OUTPUT": str(output)}
    github = {
        "${{ github.event.pull_request.base.sha }}": base,
        "${{ github.token }}": "token",
        "${{ github.event.pull_request.number }}": "42",
    }
    steps = _steps()
    assert list(steps) == ["check", "diff", "comment"]
    check = _step(steps["check"], path, env, github)
    assert check.returncode == 0, check.stderr
    diff = _step(steps["diff"], path, env, github)
    assert diff.returncode == 0, diff.stderr
    assert output.read_text() == "status=1\n"
    markdown = (path / "sdk-diff.md").read_text()
    assert markdown.startswith("## SDK changes\n\n**1 SDK change: 0 breaking, 1 non-breaking**")
    assert "| property added, optional | `acme_sdk.types.Widget.color` | `str \\| None` | `specs/acme.yaml#/components/schemas/Widget/properties/color` |" in markdown
    assert summary.read_text() == markdown
    assert steps["comment"]["if"] == "steps.diff.outputs.status != '0'"
    comment = _step(steps["comment"], path, env, github)
    assert comment.returncode == 0, comment.stderr
    assert (tmp_path / "gh.log").read_text().splitlines() == [
        "pr comment 42 --body-file sdk-diff.md --edit-last",
        "pr comment 42 --body-file sdk-diff.md",
    ]
    assert (tmp_path / "gh.log.body").read_text() == markdown


def test_workflow_check_fails_when_the_package_is_stale(repo: tuple[Path, dict[str, str], str]) -> None:
    path, env, base = repo
    spec = yaml.safe_load(yaml.safe_dump(ACME_SPEC))
    spec["components"]["schemas"]["Widget"]["properties"].pop("id")
    spec["components"]["schemas"]["Widget"]["required"] = []
    _write_spec(path, spec)  # not regenerated
    github = {"${{ github.event.pull_request.base.sha }}": base}
    check = _step(_steps()["check"], path, env, github)
    assert check.returncode == 1 and "is out of date" in check.stderr


def _hooks() -> dict[str, dict[str, Any]]:
    config = yaml.safe_load(PRE_COMMIT.read_text())
    (local,) = config["repos"]
    return {h["id"]: h for h in local["hooks"]}


def test_pre_commit_hooks(repo: tuple[Path, dict[str, str], str]) -> None:
    path, env, _base = repo
    hooks = _hooks()
    assert set(hooks) == {"sdkgen-check", "sdkgen-diff"}
    assert all(h["pass_filenames"] is False and h["language"] == "system" for h in hooks.values())
    _spec_change(path, env)
    _run(["git", "add", "-A"], path, env)
    check = _run(shlex.split(hooks["sdkgen-check"]["entry"]), path, env)
    assert check.returncode == 0, check.stderr
    diff = _run(shlex.split(hooks["sdkgen-diff"]["entry"]), path, env)
    assert diff.returncode == 0, diff.stderr
    assert "| property added, optional | `acme_sdk.types.Widget.color` |" in diff.stdout
    # a breaking change is shown, and does not stop the commit either
    spec = yaml.safe_load(yaml.safe_dump(ACME_SPEC))
    spec["paths"].clear()
    _write_spec(path, spec)
    assert _run(["sdkgen", "generate"], path, env).returncode == 0
    diff = _run(shlex.split(hooks["sdkgen-diff"]["entry"]), path, env)
    assert diff.returncode == 0 and "### Breaking" in diff.stdout and "| operation removed | `client.widgets.retrieve()` |" in diff.stdout
    # a spec changed without regenerating fails the check hook
    _write_spec(path, ACME_SPEC)
    check = _run(shlex.split(hooks["sdkgen-check"]["entry"]), path, env)
    assert check.returncode == 1
