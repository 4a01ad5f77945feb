"""``sdkgen diff``: pairs of SambaNova spec versions (modified copies of ``specs/``) and the exact
classified report each gives; changes that are not SDK changes (reordering, reformatting,
splitting a file, descriptions) report nothing; sides given as git revisions, generated
packages and single OpenAPI files; the README's rules table is the code's."""

from __future__ import annotations

import copy
import json
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from generator.configure import load_config
from generator.diff import RULES, compare, rules_markdown
from generator.diff.report import render
from generator.diff.rules import is_breaking
from generator.ir.surface import surface
from generator.pipeline import build_ir_only

ROOT = Path(__file__).resolve().parent.parent
CHAT = "specs/chat-completions.yaml"
AUDIO = "specs/audio.yaml"
MODELS = "specs/models.yaml"
Row = tuple[str, bool, str, str, str | None, str | None]


def project(base: Path) -> Path:
    """A copy of the SambaNova specs and configuration in ``base`` (output folder ``out``)."""
    base.mkdir(parents=True, exist_ok=True)
    shutil.copytree(ROOT / "specs", base / "specs", ignore=shutil.ignore_patterns("reference"))
    text = (ROOT / "sdkgen.yaml").read_text().replace("output: generated/sambanova_sdk", "output: out")
    (base / "sdkgen.yaml").write_text(text)
    return base


def edit_schema(base: Path, name: str, fn: Callable[[dict[str, Any]], None]) -> None:
    """Apply ``fn`` to component schema ``name`` in every spec file that defines it (the split
    files repeat shared schemas, and merging requires them identical)."""
    found = False
    for path in sorted((base / "specs").glob("*.yaml")):
        doc = yaml.safe_load(path.read_text())
        schemas = (doc.get("components") or {}).get("schemas") or {}
        if name in schemas:
            fn(schemas[name])
            path.write_text(yaml.safe_dump(doc, sort_keys=False, allow_unicode=True))
            found = True
    assert found, name


def edit_file(base: Path, rel: str, fn: Callable[[dict[str, Any]], None]) -> None:
    path = base / rel
    doc = yaml.safe_load(path.read_text())
    fn(doc)
    path.write_text(yaml.safe_dump(doc, sort_keys=False, allow_unicode=True))


def surface_of(base: Path) -> dict[str, Any]:
    return surface(build_ir_only(load_config(base / "sdkgen.yaml"))[0])


@pytest.fixture(scope="module")
def before(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The surface of the unmodified specs."""
    return surface_of(project(tmp_path_factory.mktemp("before")))


def rows(old: dict[str, Any], new: dict[str, Any]) -> list[Row]:
    return [(c.rule, c.breaking, c.code, c.spec, c.old, c.new) for c in compare(old, new).changes]


def after(tmp_path: Path, *edits: Callable[[Path], None]) -> dict[str, Any]:
    base = project(tmp_path / "after")
    for e in edits:
        e(base)
    return surface_of(base)


# --------------------------------------------------------------------------- classified pairs


def _add_repetition_penalty(s: dict[str, Any]) -> None:
    s["properties"]["repetition_penalty"] = {"type": "number", "nullable": True, "description": "penalise repeats"}


# (schema edited in every file defining it, the edit, the one expected change: rule, breaking,
# code, property whose pointer is the spec location, old, new)
SCHEMA_EDITS: list[tuple[str, str, Callable[[dict[str, Any]], None], Row]] = [
    (
        "new optional request field",
        "ChatCompletionRequest",
        _add_repetition_penalty,
        ("parameter-added", False, "client.chat.completions.create(repetition_penalty=...)", f"{CHAT}#repetition_penalty", None, "float | None"),
    ),
    (
        "removed response field",
        "Usage",
        lambda s: s["properties"].pop("total_tokens"),
        ("parameter-removed", True, "sambanova_sdk.types.Usage.total_tokens", f"{AUDIO}#total_tokens", "int | None", None),
    ),
    (
        "request enum value removed",
        "ChatCompletionRequest",
        lambda s: s["properties"]["reasoning_effort"]["enum"].remove("high"),
        ("enum-value-removed", True, "client.chat.completions.create(reasoning_effort=...)", f"{CHAT}#reasoning_effort", '"high"', None),
    ),
    (
        "response enum value added (not breaking)",
        "ChatCompletionChoice",
        lambda s: s["properties"]["finish_reason"]["enum"].append("content_filter"),
        ("enum-value-added", False, "sambanova_sdk.types.ChatCompletionChoice.finish_reason", f"{CHAT}#finish_reason", None, '"content_filter"'),
    ),
    (
        "parameter made required",
        "ChatCompletionRequest",
        lambda s: s["required"].append("max_tokens"),
        ("made-required", True, "client.chat.completions.create(max_tokens=...)", f"{CHAT}#max_tokens", None, None),
    ),
    (
        "field type integer to string",
        "Usage",
        lambda s: s["properties"]["completion_tokens"].update(type="string"),
        ("type-changed", True, "sambanova_sdk.types.Usage.completion_tokens", f"{AUDIO}#completion_tokens", "int", "str"),
    ),
]


@pytest.mark.parametrize("name,schema,edit,expected", SCHEMA_EDITS, ids=[e[0] for e in SCHEMA_EDITS])
def test_schema_edit(tmp_path: Path, before: dict[str, Any], name: str, schema: str, edit: Callable[[dict[str, Any]], None], expected: Row) -> None:
    new = after(tmp_path, lambda b: edit_schema(b, schema, edit))
    rule, breaking, code, where, old, value = expected
    file, prop = where.split("#")
    assert rows(before, new) == [(rule, breaking, code, f"{file}#/components/schemas/{schema}/properties/{prop}", old, value)]
    assert compare(before, new).exit_code == (3 if breaking else 1)


def test_operation_removed(tmp_path: Path, before: dict[str, Any]) -> None:
    new = after(tmp_path, lambda b: edit_file(b, MODELS, lambda d: d["paths"].pop("/models/{model_id}")))
    assert rows(before, new) == [
        ("operation-removed", True, "client.models.retrieve()", f"{MODELS}#/paths/~1models~1{{model_id}}/get", "GET /models/{model_id}", None)
    ]


def test_renamed_schema_with_identical_shape_is_one_entry(tmp_path: Path, before: dict[str, Any]) -> None:
    def rename(base: Path) -> None:
        for path in [*sorted((base / "specs").glob("*.yaml")), base / "sdkgen.yaml"]:
            path.write_text(re.sub(r"\bTopLogProbs\b", "TokenAlternatives", path.read_text()))

    new = after(tmp_path, rename)
    assert rows(before, new) == [
        ("model-renamed", True, "sambanova_sdk.types.TokenAlternatives", f"{AUDIO}#/components/schemas/TokenAlternatives", "TopLogProbs", "TokenAlternatives")
    ]
    assert compare(before, new).changes[0].sides == ("request", "response")


def test_path_parameter_renamed_and_method_moved(tmp_path: Path, before: dict[str, Any]) -> None:
    def rename_param(doc: dict[str, Any]) -> None:
        op = doc["paths"].pop("/models/{model_id}")
        op["get"]["parameters"][0]["name"] = "id"
        doc["paths"]["/models/{id}"] = op

    new = after(tmp_path, lambda b: edit_file(b, MODELS, rename_param))
    assert rows(before, new) == [
        ("parameter-renamed", True, "client.models.retrieve(id=...)", f"{MODELS}#/paths/~1models~1{{id}}/get/parameters/0", "model_id", "id")
    ]

    def move(doc: dict[str, Any]) -> None:
        doc["paths"]["/model/{model_id}"] = doc["paths"].pop("/models/{model_id}")

    moved = after(tmp_path / "moved", lambda b: edit_file(b, MODELS, move))
    assert rows(before, moved) == [
        ("method-renamed", True, "client.model.retrieve()", f"{MODELS}#/paths/~1model~1{{model_id}}/get", "client.models.retrieve", "client.model.retrieve")
    ]


def test_streaming_removed_and_error_response_removed(tmp_path: Path, before: dict[str, Any]) -> None:
    def no_stream(doc: dict[str, Any]) -> None:
        ok = doc["paths"]["/chat/completions"]["post"]["responses"]["200"]
        ok["content"]["application/json"]["schema"] = {"$ref": "#/components/schemas/ChatCompletionResponse"}
        # and the stream chunk is gone too (an unused `...StreamResponse` is inferred as the stream)
        for schema in doc["components"]["schemas"].values():
            stream = (schema.get("properties") or {}).get("stream")
            if isinstance(stream, dict):
                stream.pop("description", None)

    new = after(
        tmp_path,
        lambda b: edit_file(b, CHAT, no_stream),
        lambda b: edit_file(b, MODELS, lambda d: d["paths"]["/models/{model_id}"]["get"]["responses"].pop("404")),
    )
    assert rows(before, new) == [
        ("streaming-removed", True, "client.chat.completions.create(stream=True)", f"{CHAT}#/paths/~1chat~1completions/post/responses/200", "ChatCompletionStreamResponse", None),
        ("error-response-removed", True, "client.models.retrieve() on HTTP 404", f"{MODELS}#/paths/~1models~1{{model_id}}/get/responses/404", "SimpleError", None),
    ]


# --------------------------------------------------------------------------- no SDK change


def _walk(node: Any, fn: Callable[[dict[str, Any]], None]) -> None:
    if isinstance(node, dict):
        fn(node)
        for v in node.values():
            _walk(v, fn)
    elif isinstance(node, list):
        for v in node:
            _walk(v, fn)


def _reverse(doc: dict[str, Any]) -> None:
    doc["paths"] = dict(reversed(list((doc.get("paths") or {}).items())))
    schemas = (doc.get("components") or {}).get("schemas") or {}
    for s in schemas.values():
        if isinstance(s.get("properties"), dict):
            s["properties"] = dict(reversed(list(s["properties"].items())))
    doc["components"]["schemas"] = dict(reversed(list(schemas.items())))
    doc.update(dict(reversed(list(doc.items()))))


def _each_spec(base: Path, fn: Callable[[dict[str, Any]], None]) -> None:
    for path in sorted((base / "specs").glob("*.yaml")):
        doc = yaml.safe_load(path.read_text())
        fn(doc)
        path.write_text(yaml.safe_dump(doc, sort_keys=False, allow_unicode=True))


def test_reordering_reports_no_change(tmp_path: Path, before: dict[str, Any]) -> None:
    new = after(tmp_path, lambda b: _each_spec(b, _reverse))
    assert rows(before, new) == []


def test_reformatting_reports_no_change(tmp_path: Path, before: dict[str, Any]) -> None:
    def as_json(base: Path) -> None:  # JSON is YAML: same content, other formatting
        for path in sorted((base / "specs").glob("*.yaml")):
            path.write_text(json.dumps(yaml.safe_load(path.read_text()), indent=4, ensure_ascii=True))

    new = after(tmp_path, as_json)
    assert rows(before, new) == []
    assert compare(before, new).exit_code == 0


def test_descriptions_only_report_no_change(tmp_path: Path, before: dict[str, Any]) -> None:
    def describe(node: dict[str, Any]) -> None:
        for key in ("description", "summary"):
            if isinstance(node.get(key), str):
                node[key] = node[key] + " (reworded)"

    new = after(tmp_path, lambda b: _each_spec(b, lambda d: _walk(d, describe)))
    assert rows(before, new) == []


def test_splitting_a_file_reports_no_change(tmp_path: Path, before: dict[str, Any]) -> None:
    def split(base: Path) -> None:
        path = base / CHAT
        doc = yaml.safe_load(path.read_text())
        schemas = doc["components"]["schemas"]
        (base / "specs" / "chat-schemas.yaml").write_text(
            yaml.safe_dump({"openapi": doc["openapi"], "info": {"title": "schemas", "version": "1"}, "paths": {}, "components": {"schemas": schemas}}, sort_keys=False)
        )
        doc["components"]["schemas"] = {name: {"$ref": f"chat-schemas.yaml#/components/schemas/{name}"} for name in schemas}
        path.write_text(yaml.safe_dump(doc, sort_keys=False))

    new = after(tmp_path, split)
    assert rows(before, new) == []


def test_the_unsplit_document_and_the_seven_files_differ_by_an_unused_schema_and_a_credential(tmp_path: Path, before: dict[str, Any]) -> None:
    """The split files do not declare the ``x_api_key`` scheme ``messages.yaml`` names (a
    warning when generating), so the client of the seven files has one credential, required."""
    base = project(tmp_path / "unsplit")
    shutil.copy(ROOT / "specs" / "reference" / "sambanova-unsplit.yaml", base / "whole.yaml")
    cfg = yaml.safe_load((base / "sdkgen.yaml").read_text())
    cfg["specs"] = ["whole.yaml"]
    (base / "sdkgen.yaml").write_text(yaml.safe_dump(cfg))
    changes = compare(surface_of(base), before).changes
    assert [(c.rule, c.code, c.old, c.new, c.also) for c in changes] == [
        ("security-required", "client.messages.count_tokens()", "api_key or x_api_key", "api_key", ()),
        ("security-required", "client.messages.create()", "api_key or x_api_key", "api_key", ()),
        ("credential-made-required", "sambanova_sdk.SambaNova(api_key=...)", None, None, ()),
        ("credential-removed", "sambanova_sdk.SambaNova(x_api_key=...)", "header x-api-key", None, ()),
        ("model-removed", "sambanova_sdk.types.ModelOutputError", "ModelOutputError", None, ("ModelOutputErrorError",)),
    ]


# --------------------------------------------------------------------------- sides and formats


def sdkgen(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=cwd, capture_output=True, text=True)


def git(*args: str, cwd: Path) -> None:
    env = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t", "PATH": "/usr/bin:/bin", "HOME": str(cwd)}
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, env=env)


def test_diff_of_two_git_revisions(tmp_path: Path) -> None:
    repo = project(tmp_path / "repo")
    git("init", "-q", "-b", "main", cwd=repo)
    git("add", "-A", cwd=repo)
    git("commit", "-qm", "v1", cwd=repo)
    edit_schema(repo, "ChatCompletionRequest", lambda s: s["properties"].__setitem__("repetition_penalty", {"type": "number"}))
    git("commit", "-qam", "v2", cwd=repo)
    r = sdkgen("diff", "HEAD~1", "HEAD", "--format", "json", cwd=repo)
    assert r.returncode == 1, r.stderr
    data = json.loads(r.stdout)
    assert data["level"] == "non-breaking" and data["old"] == "HEAD~1" and data["new"] == "HEAD"
    assert [(c["rule"], c["code"]) for c in data["changes"]] == [("parameter-added", "client.chat.completions.create(repetition_penalty=...)")]
    # the working tree against a revision (NEW defaults to .), and one file at a revision
    edit_schema(repo, "Usage", lambda s: s["properties"].pop("total_tokens"))
    r = sdkgen("diff", "HEAD", cwd=repo)
    assert r.returncode == 3, r.stderr
    assert "BREAKING  property removed: sambanova_sdk.types.Usage.total_tokens" in r.stdout
    r = sdkgen("diff", "HEAD~1:specs/models.yaml", "specs/models.yaml", cwd=repo)
    assert r.returncode == 0 and r.stdout.startswith("no SDK changes"), r.stdout + r.stderr
    r = sdkgen("diff", "HEAD~1:sdkgen.yaml", "sdkgen.yaml", "--format", "markdown", cwd=repo)
    assert r.returncode == 3 and "| property removed | `sambanova_sdk.types.Usage.total_tokens` |" in r.stdout
    # from a subfolder of the repository, a revision means that subfolder at the revision
    (repo / "sub").mkdir()
    shutil.move(repo / "specs", repo / "sub" / "specs")
    shutil.move(repo / "sdkgen.yaml", repo / "sub" / "sdkgen.yaml")
    git("add", "-A", cwd=repo)
    git("commit", "-qm", "moved", cwd=repo)
    edit_file(repo / "sub", MODELS, lambda d: d["paths"].pop("/models/{model_id}"))
    r = sdkgen("diff", "HEAD", cwd=repo / "sub")
    assert r.returncode == 3 and r.stdout.startswith("1 SDK change: 1 breaking") and "client.models.retrieve()" in r.stdout, r.stdout + r.stderr
    bad = sdkgen("diff", "no-such-revision", cwd=repo)
    assert bad.returncode == 2 and "'no-such-revision' is neither a file, a folder nor a git revision" in bad.stderr


def test_generated_package_at_any_path(tmp_path: Path) -> None:
    """check and diff work on a package vendored anywhere (the output folder of the config)."""
    base = project(tmp_path / "proj")
    text = (base / "sdkgen.yaml").read_text().replace("output: out", "output: third_party/vendor/sambanova")
    (base / "sdkgen.yaml").write_text(text)
    assert sdkgen("generate", cwd=base).returncode == 0
    assert (base / "third_party/vendor/sambanova/sdk-surface.json").is_file()
    assert sdkgen("check", cwd=base).returncode == 0
    r = sdkgen("diff", "--against-generated", cwd=base)
    assert r.returncode == 0 and "no SDK changes (third_party/vendor/sambanova -> sdkgen.yaml)" in r.stdout, r.stderr
    edit_schema(base, "ChatCompletionRequest", lambda s: s["required"].append("max_tokens"))
    r = sdkgen("diff", "--against-generated", "--format", "markdown", cwd=base)
    assert r.returncode == 3, r.stderr
    assert "| made required | `client.chat.completions.create(max_tokens=...)` |" in r.stdout
    # the package folder itself is a side, against the configuration
    r = sdkgen("diff", "third_party/vendor/sambanova", ".", cwd=base)
    assert r.returncode == 3 and "made required" in r.stdout
    assert sdkgen("check", cwd=base).returncode == 1


def test_single_openapi_files_and_formats(tmp_path: Path) -> None:
    spec = yaml.safe_load((ROOT / MODELS).read_text())
    (tmp_path / "old.yaml").write_text(yaml.safe_dump(spec))
    newer = copy.deepcopy(spec)
    newer["paths"]["/models/{model_id}"]["get"]["deprecated"] = True
    (tmp_path / "new.yaml").write_text(yaml.safe_dump(newer))
    r = sdkgen("diff", "old.yaml", "new.yaml", "-p", "acme_sdk", cwd=tmp_path)
    assert r.returncode == 1
    assert r.stdout == (
        "1 SDK change: 0 breaking, 1 non-breaking (old.yaml -> new.yaml)\n"
        "ok        deprecated (or no longer deprecated): client.models.retrieve()\n"
        "          false -> true  [new.yaml#/paths/~1models~1{model_id}/get]\n"
    )
    assert sdkgen("diff", "old.yaml", "old.yaml", cwd=tmp_path).returncode == 0
    bad = sdkgen("diff", "old.yaml", "new.yaml", "--against-generated", cwd=tmp_path)
    assert bad.returncode == 2


def test_report_is_deterministic_and_formats_list_the_same_changes(tmp_path: Path, before: dict[str, Any]) -> None:
    def many(base: Path) -> None:
        edit_schema(base, "Usage", lambda s: s["properties"].pop("total_tokens"))
        edit_schema(base, "ChatCompletionRequest", lambda s: s["properties"].__setitem__("repetition_penalty", {"type": "number"}))
        edit_file(base, MODELS, lambda d: d["paths"].pop("/models/{model_id}"))

    new = after(tmp_path, many)
    report = compare(before, new, "a", "b")
    assert report == compare(json.loads(json.dumps(before)), json.loads(json.dumps(new)), "a", "b")
    data = json.loads(render(report, "json"))
    assert [c["code"] for c in data["changes"]] == [c.code for c in report.changes]
    assert [c["breaking"] for c in data["changes"]] == [True, True, False]
    md = render(report, "markdown")
    assert md.index("### Breaking") < md.index("### Non-breaking")
    assert all(c.code in render(report, "text") for c in report.changes)


# --------------------------------------------------------------------------- the rules table


def test_readme_shows_the_rules_table() -> None:
    readme = (ROOT / "README.md").read_text()
    begin, end = "<!-- diff-rules:begin -->\n", "<!-- diff-rules:end -->"
    assert readme[readme.index(begin) + len(begin) : readme.index(end)] == rules_markdown()


def test_every_rule_is_documented_and_used() -> None:
    ids = [r.id for r in RULES]
    assert len(ids) == len(set(ids))
    source = "".join(p.read_text() for p in (ROOT / "generator" / "diff").glob("*.py"))
    for rule in ids:
        if rule.startswith("type-"):
            continue  # built as f"type-{relation}"
        assert f'"{rule}"' in source.replace(f'Rule("{rule}"', ""), rule
    assert is_breaking("parameter-added-required", {"request"}) and not is_breaking("parameter-added-required", {"response"})


def test_readme_example_output_is_real(tmp_path: Path, before: dict[str, Any]) -> None:
    def three(base: Path) -> None:
        edit_schema(base, "ChatCompletionRequest", lambda s: s["properties"].__setitem__("repetition_penalty", {"type": "number"}))
        edit_schema(base, "Usage", lambda s: s["properties"].pop("total_tokens"))
        edit_file(base, MODELS, lambda d: d["paths"].pop("/models/{model_id}"))

    text = render(compare(before, after(tmp_path, three), "HEAD~1", "."), "text")
    assert f"```text\n{text}```" in (ROOT / "README.md").read_text()


# --------------------------------------------------------------------------- generate --changelog --bump


def test_bump_version_follows_semver() -> None:
    from generator.diff.release import bump_version
    from generator.errors import ConfigError

    assert [bump_version("1.2.3", level) for level in ("breaking", "non-breaking", "none")] == ["2.0.0", "1.3.0", "1.2.3"]
    assert [bump_version("0.2.3", level) for level in ("breaking", "non-breaking", "none")] == ["0.3.0", "0.2.4", "0.2.3"]
    assert bump_version("1.0.0-rc.1", "non-breaking") == "1.1.0"
    with pytest.raises(ConfigError, match="not a semantic version"):
        bump_version("1.0", "breaking")


def test_set_config_version_changes_one_line(tmp_path: Path) -> None:
    from generator.diff.release import set_config_version

    path = tmp_path / "sdkgen.yaml"
    path.write_text("specs: [a.yaml]  # the API\npackage:\n  name: acme_sdk\n  version: '0.1.0'   # bumped by sdkgen\nclient:\n  version: keep\n")
    set_config_version(path, "0.2.0")
    assert path.read_text() == "specs: [a.yaml]  # the API\npackage:\n  name: acme_sdk\n  version: 0.2.0   # bumped by sdkgen\nclient:\n  version: keep\n"
    path.write_text("package:\n    name: acme_sdk\noutput: out\n")
    set_config_version(path, "1.0.0")
    assert path.read_text() == "package:\n    version: 1.0.0\n    name: acme_sdk\noutput: out\n"


def test_generate_with_changelog_and_bump(tmp_path: Path) -> None:
    from _generate import ACME_SPEC

    spec = copy.deepcopy(ACME_SPEC)
    (tmp_path / "acme.yaml").write_text(yaml.safe_dump(spec))
    config = "specs: [acme.yaml]\noutput: sdk  # vendored here\npackage:\n  name: acme_sdk\n  version: 0.1.0  # raised by --bump\n"
    (tmp_path / "sdkgen.yaml").write_text(config)
    first = sdkgen("generate", "--changelog", "--bump", cwd=tmp_path)
    assert first.returncode == 0 and "nothing to compare" in first.stderr, first.stderr
    assert not (tmp_path / "sdk" / "CHANGELOG.md").exists()

    spec["components"]["schemas"]["Widget"]["properties"]["color"] = {"type": "string"}
    (tmp_path / "acme.yaml").write_text(yaml.safe_dump(spec))
    r = sdkgen("generate", "--changelog", "--bump", cwd=tmp_path)
    assert r.returncode == 0 and "1 SDK change (non-breaking); version 0.1.0 -> 0.1.1" in r.stderr, r.stderr
    assert (tmp_path / "sdkgen.yaml").read_text() == config.replace("version: 0.1.0", "version: 0.1.1")
    changelog = (tmp_path / "sdk" / "CHANGELOG.md").read_text()
    assert changelog.startswith("# Changelog\n\n## 0.1.1\n\n**1 SDK change: 0 breaking, 1 non-breaking** (`sdk` → `current specs`)\n")
    assert "| property added, optional | `acme_sdk.types.Widget.color` |" in changelog
    assert 'version = "0.1.1"' in (tmp_path / "sdk" / "pyproject.toml").read_text()
    assert sdkgen("check", cwd=tmp_path).returncode == 0  # CHANGELOG.md is kept, the rest is generated
    assert sdkgen("diff", "--against-generated", cwd=tmp_path).returncode == 0

    again = sdkgen("generate", "--changelog", "--bump", cwd=tmp_path)
    assert again.returncode == 0 and "no SDK changes" in again.stderr
    assert (tmp_path / "sdk" / "CHANGELOG.md").read_text() == changelog
    assert "version: 0.1.1" in (tmp_path / "sdkgen.yaml").read_text()

    del spec["components"]["schemas"]["Widget"]["properties"]["color"]
    (tmp_path / "acme.yaml").write_text(yaml.safe_dump(spec))
    assert sdkgen("generate", "--changelog", "--bump", cwd=tmp_path).returncode == 0
    latest = (tmp_path / "sdk" / "CHANGELOG.md").read_text()
    assert latest.index("## 0.2.0") < latest.index("## 0.1.1") and "| property removed | `acme_sdk.types.Widget.color` |" in latest
    assert sdkgen("generate", cwd=tmp_path).returncode == 0  # a plain regeneration keeps it
    assert (tmp_path / "sdk" / "CHANGELOG.md").read_text() == latest
    bad = sdkgen("generate", "acme.yaml", "-o", "other", "-p", "acme_sdk", "--bump", cwd=tmp_path)
    assert bad.returncode == 2 and "--bump" in bad.stderr


@pytest.mark.parametrize(
    "text,message",
    [
        ('{"sdk_surface": 1, "operations": [{}], "models": []}', "operations[0] has no 'operation_id'"),
        ('{"sdk_surface": 1, "operations": [], "models": [{"name": 3}]}', "models[0] has an invalid 'name': 3"),
        ('{"sdk_surface": 1, "operations": [], "models": ["Usage"]}', "models[0] is not an object"),
    ],
)
def test_a_corrupt_surface_is_refused_naming_the_file(tmp_path: Path, text: str, message: str) -> None:
    """A hand-edited or badly merged ``sdk-surface.json``: exit 2, the file and the entry named,
    no traceback."""
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "sdk-surface.json").write_text(text)
    shutil.copy(ROOT / "generated/sambanova_sdk/sdk-surface.json", tmp_path / "good.json")
    for args in (("pkg", "good.json"), ("good.json", "pkg/sdk-surface.json")):
        r = sdkgen("diff", *args, cwd=tmp_path)
        assert r.returncode == 2, r.stderr
        assert r.stderr.startswith(f"error: pkg/sdk-surface.json: SDK surface: {message}"), r.stderr
        assert "Traceback" not in r.stderr


@pytest.mark.parametrize(
    "name,text,message",
    [
        ("bad.yaml", 'openapi: 3.1.0\ninfo: {title: a, version: "1"\npaths: {}\n', "bad.yaml: invalid YAML at line 3, column 1"),
        ("bad.json", '{"openapi": "3.1.0",', "bad.json: invalid JSON at line 1"),
    ],
)
def test_a_side_that_does_not_parse_is_named_with_its_line(tmp_path: Path, name: str, text: str, message: str) -> None:
    """A side that is not valid YAML/JSON is reported as such (file and line), not as "not an
    OpenAPI document"; exit 2 either way round."""
    (tmp_path / name).write_text(text)
    shutil.copy(ROOT / "generated/sambanova_sdk/sdk-surface.json", tmp_path / "good.json")
    for args in ((name, "good.json"), ("good.json", name)):
        r = sdkgen("diff", *args, cwd=tmp_path)
        assert r.returncode == 2 and r.stderr.startswith(f"error: {message}"), r.stderr
        assert "Traceback" not in r.stderr


def _tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_bump_with_a_flow_style_package_section(tmp_path: Path) -> None:
    """``package: {...}`` on one line is edited in place; one --bump cannot edit (a flow mapping
    over two lines) is refused before anything is written: package and configuration unchanged."""
    from _generate import ACME_SPEC

    spec = copy.deepcopy(ACME_SPEC)
    (tmp_path / "acme.yaml").write_text(yaml.safe_dump(spec))
    config = "specs: [acme.yaml]\noutput: sdk\npackage: {name: acme_sdk, version: 0.9.9}  # raised by --bump\n"
    (tmp_path / "sdkgen.yaml").write_text(config)
    assert sdkgen("generate", cwd=tmp_path).returncode == 0
    spec["components"]["schemas"]["Widget"]["properties"]["color"] = {"type": "string"}
    (tmp_path / "acme.yaml").write_text(yaml.safe_dump(spec))

    two_lines = "specs: [acme.yaml]\noutput: sdk\npackage: {name: acme_sdk,\n  version: 0.9.9}\n"
    (tmp_path / "sdkgen.yaml").write_text(two_lines)
    package = _tree(tmp_path / "sdk")
    r = sdkgen("generate", "--changelog", "--bump", cwd=tmp_path)
    assert r.returncode == 2 and r.stderr.startswith("error: sdkgen.yaml: --bump needs a 'package:' mapping"), r.stderr
    assert _tree(tmp_path / "sdk") == package
    assert (tmp_path / "sdkgen.yaml").read_text() == two_lines

    (tmp_path / "sdkgen.yaml").write_text(config)
    r = sdkgen("generate", "--changelog", "--bump", cwd=tmp_path)
    assert r.returncode == 0 and "version 0.9.9 -> 0.9.10" in r.stderr, r.stderr
    assert (tmp_path / "sdkgen.yaml").read_text() == config.replace("0.9.9", "0.9.10")
    assert 'version = "0.9.10"' in (tmp_path / "sdk" / "pyproject.toml").read_text()
    assert sdkgen("check", cwd=tmp_path).returncode == 0


def test_config_with_version_changes_nothing_else() -> None:
    from generator.diff.release import config_with_version
    from generator.errors import ConfigError

    assert config_with_version("package: {name: d}  # x\r\n", "1.0.0", "c.yaml") == "package: {version: 1.0.0, name: d}  # x\r\n"
    assert config_with_version("package: {}\n", "1.0.0", "c.yaml") == "package: {version: 1.0.0}\n"
    assert config_with_version("package: {name: d, version: '0.1.0'}\n", "0.2.0", "c.yaml") == "package: {name: d, version: 0.2.0}\n"
    for text in ("package: &p {name: d, version: 0.1.0}\n", "package: {name: d,\n  version: 0.1.0}\n", "specs: [a.yaml]\n"):
        with pytest.raises(ConfigError, match="--bump"):
            config_with_version(text, "0.2.0", "c.yaml")


def _bookmarks_spec(*, source_param: bool, summary: bool) -> dict[str, Any]:
    """A small spec of ``GET /bookmarks/{id}`` answering a ``Bookmark``; the newer version adds
    a query enum ``source`` and drops the optional nullable ``Bookmark.summary``."""
    props: dict[str, Any] = {"id": {"type": "string"}, "kind": {"type": "string", "enum": ["link", "text"]}}
    if summary:
        props["summary"] = {"type": "string", "nullable": True}
    params: list[dict[str, Any]] = [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}]
    if source_param:
        params.append({"name": "source", "in": "query", "schema": {"type": "string", "enum": ["api", "web"]}})
    return {
        "openapi": "3.0.3",
        "info": {"title": "Notes", "version": "1"},
        "paths": {
            "/bookmarks/{id}": {
                "get": {
                    "operationId": "getBookmark",
                    "parameters": params,
                    "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Bookmark"}}}}},
                }
            }
        },
        "components": {"schemas": {"Bookmark": {"type": "object", "required": ["id"], "properties": props}}},
    }


def test_added_and_removed_members_are_shown_with_the_generated_annotations(tmp_path: Path) -> None:
    old = _bookmarks_spec(source_param=False, summary=True)
    new = _bookmarks_spec(source_param=True, summary=False)
    new["components"]["schemas"]["Bookmark"]["properties"]["note"] = {"type": "string", "enum": ["a", "b"]}
    (tmp_path / "old.yaml").write_text(yaml.safe_dump(old))
    (tmp_path / "new.yaml").write_text(yaml.safe_dump(new))
    r = sdkgen("diff", "old.yaml", "new.yaml", "-p", "notes_sdk", "--format", "json", cwd=tmp_path)
    assert r.returncode == 3, r.stderr  # a property removed is breaking
    changes = {(c["rule"], c["code"]): (c["old"], c["new"]) for c in json.loads(r.stdout)["changes"]}
    # a request enum is closed in the signature; no `| None`: the argument is not nullable
    assert changes[("parameter-added", "client.bookmarks.retrieve(source=...)")] == (None, "Literal['api', 'web']")
    # the model attribute was `str | None` (nullable), and an optional open enum reads `Literal[...] | str | None`
    assert changes[("parameter-removed", "notes_sdk.types.Bookmark.summary")] == ("str | None", None)
    assert changes[("parameter-added", "notes_sdk.types.Bookmark.note")] == (None, "Literal['a', 'b'] | str | None")
    # and those are the annotations of the generated code
    assert sdkgen("generate", "new.yaml", "-o", "out", "-p", "notes_sdk", cwd=tmp_path).returncode == 0
    code = "\n".join(p.read_text() for p in sorted((tmp_path / "out" / "src").rglob("*.py")))
    assert 'source: Literal["api", "web"] | NotGiven = NOT_GIVEN' in code
    assert 'note: Literal["a", "b"] | str | None = None' in code
