"""``sdkgen diff --verify`` and the usage corpus (:mod:`generator.usage`,
:mod:`generator.diff.verify`).

The per-rule mutation test: from the small API of ``test_diff_rules.py``, one spec edit per
rule of the rules table (every rule: a test fails when one has no edit here), each generated
whole; the base package's usage corpus is type-checked (pyright strict) against the base
package and every edited one in a single pyright run, and for every edit ``diff`` and the type
errors agree: 0 disagreements.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from test_diff_rules import BASE, BEARER, CASES, _json, _prop, _schema

from generator.configure import config_from_args
from generator.diff import RULES, compare
from generator.diff.verify import Package, compare_errors, markers, type_errors, write_package
from generator.ir.surface import surface
from generator.pipeline import render_unformatted
from generator.usage import MARKER, USAGE

ROOT = Path(__file__).resolve().parent.parent
Edit = Callable[[dict[str, Any]], Any]


def _generate(folder: Path, spec: dict[str, Any], api_key_env: str = "", package: str = "acme_sdk", client: dict[str, Any] | None = None, base_url_env: str = "") -> tuple[dict[str, Any], Package]:
    """Generate ``spec`` (package ``package``) into ``folder``: its surface and package
    (``api_key_env`` / ``base_url_env``: the configuration's ``client.env``; ``client``: other
    ``client`` settings, such as the class names)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "acme.yaml").write_text(yaml.safe_dump(spec, sort_keys=False))
    cfg = config_from_args([str(folder / "acme.yaml")], str(folder / "out"), package)
    if api_key_env:
        cfg = dataclasses.replace(cfg, client=cfg.client.model_copy(update={"env": cfg.client.env.model_copy(update={"api_key": api_key_env})}))
    if base_url_env:
        cfg = dataclasses.replace(cfg, client=cfg.client.model_copy(update={"env": cfg.client.env.model_copy(update={"base_url": base_url_env})}))
    if client:
        cfg = dataclasses.replace(cfg, client=cfg.client.model_copy(update=client))
    api, files = render_unformatted(cfg)
    return surface(api), write_package(files, folder / "out", folder.name)


def _rename_model(d: dict[str, Any], old: str, new: str) -> None:
    schemas = d["components"]["schemas"]
    schemas[new] = schemas.pop(old)
    text = json.dumps(d).replace(f'"#/components/schemas/{old}"', f'"#/components/schemas/{new}"')
    d.clear()
    d.update(json.loads(text))


def _two_path_params(names: list[str]) -> Edit:
    def edit(d: dict[str, Any]) -> None:
        params = [{"name": n, "in": "path", "required": True, "schema": {"type": "string"}} for n in ("org", "team")]
        d["paths"]["/teams/{" + names[0] + "}/{" + names[1] + "}"] = {
            "get": {"operationId": "getTeam", "parameters": params, "responses": {"200": {"description": "ok", "content": _json({"type": "string"})}}}
        }

    return edit


def _streaming(d: dict[str, Any]) -> None:
    _schema("WidgetCreate")(d)["properties"].update(stream={"type": "boolean"})
    d["paths"]["/widgets"]["post"]["responses"]["201"]["content"].update({"text/event-stream": {"schema": {"$ref": "#/components/schemas/Widget"}}})


def _paging(d: dict[str, Any]) -> None:
    d["paths"]["/widgets"]["get"]["parameters"].append({"name": "offset", "in": "query", "schema": {"type": "integer"}})


def _both(*edits: Edit) -> Edit:
    def edit(d: dict[str, Any]) -> None:
        for e in edits:
            e(d)

    return edit


def _setter(get: Edit, **values: Any) -> Edit:
    return lambda d: get(d).update(values)


# The base of this test: BASE with a path of two path parameters, an operation that streams
# behind a flag, one that pages, and a bearer credential, so that every rule has an element to
# change.
VERIFY_BASE = copy.deepcopy(BASE)
_two_path_params(["org", "team"])(VERIFY_BASE)
_streaming(VERIFY_BASE)
_paging(VERIFY_BASE)
VERIFY_BASE["security"] = [{"token": []}]
VERIFY_BASE["components"]["securitySchemes"] = copy.deepcopy(BEARER)

# (name, edit of VERIFY_BASE) - one per rule kind at least (test_every_rule_is_mutated)
MUTATIONS: list[tuple[str, Edit]] = [(name, edit) for name, edit, _expected in CASES if "credential" not in name and "streaming added" not in name]
MUTATIONS += [
    ("operation removed", lambda d: d["paths"]["/widgets/{widget_id}"].pop("get")),
    ("method renamed", lambda d: d["paths"].update({"/gadgets/{widget_id}": d["paths"].pop("/widgets/{widget_id}")})),
    ("streaming removed", lambda d: d["paths"]["/widgets"]["post"]["responses"]["201"]["content"].pop("text/event-stream")),
    ("pagination removed", lambda d: d["paths"]["/widgets"]["get"]["parameters"].pop()),
    ("pagination changed", lambda d: (d["paths"]["/widgets"]["get"]["parameters"].append({"name": "page", "in": "query", "schema": {"type": "integer"}}), d["paths"]["/widgets"]["get"].update({"x-fern-pagination": {"offset": "$request.page"}}))),
    ("parameter removed", lambda d: d["paths"]["/widgets"]["get"]["parameters"].pop(0)),
    ("response property removed", lambda d: _schema("Widget")(d)["properties"].pop("ratio")),
    ("request property renamed", lambda d: _schema("WidgetCreate")(d)["properties"].update(weight_kg=_schema("WidgetCreate")(d)["properties"].pop("weight"))),
    ("response property renamed", lambda d: _schema("Widget")(d)["properties"].update(ratio_value=_schema("Widget")(d)["properties"].pop("ratio"))),
    ("path parameters reordered", lambda d: (d["paths"].pop("/teams/{org}/{team}"), _two_path_params(["team", "org"])(d))),
    ("request type changed", lambda d: _prop("WidgetCreate", "count")(d).update(type="boolean")),
    ("request made required", lambda d: _schema("WidgetCreate")(d)["required"].append("weight")),
    ("response made required", lambda d: _schema("Widget")(d)["required"].append("size")),
    ("response made non-nullable", lambda d: (_prop("Widget", "size")(d).update(type=["integer", "null"]))),
    ("request enum value removed", lambda d: _prop("WidgetCreate", "color")(d)["enum"].remove("green")),
    ("type removed", lambda d: d["components"]["schemas"].pop("Error") and d["paths"]["/widgets"]["post"]["responses"].pop("400")),
    ("type renamed", lambda d: _rename_model(d, "Widget", "Gizmo")),
    ("operation deprecated", lambda d: d["paths"]["/widgets/{widget_id}"]["get"].update(deprecated=True)),
    ("error response removed", lambda d: d["paths"]["/widgets"]["post"]["responses"].pop("400")),
    ("credential added", lambda d: (d["components"]["securitySchemes"].update(org={"type": "apiKey", "in": "header", "name": "X-Org"}), d.update(security=[{"token": []}, {"org": []}]))),
    ("credential format changed", lambda d: d["components"]["securitySchemes"]["token"].update(scheme="basic")),
    ("credential moved", lambda d: d["components"]["securitySchemes"].update(token={"type": "apiKey", "in": "query", "name": "key"})),
    ("credential made optional", lambda d: d.update(security=[{"token": []}, {}])),
    ("security relaxed for one operation", lambda d: d["paths"]["/widgets"]["get"].update(security=[])),
    (
        "second scheme required by one operation",
        lambda d: (d["components"]["securitySchemes"].update(org={"type": "apiKey", "in": "header", "name": "X-Org"}), d["paths"]["/widgets"]["post"].update(security=[{"token": [], "org": []}])),
    ),
    ("credential removed", lambda d: (d.pop("security"), d["components"].pop("securitySchemes"))),
]

# rules whose edit needs another base than VERIFY_BASE (old spec, new spec)
PAIRS: list[tuple[str, Edit, Edit]] = [
    ("streaming added", lambda d: _schema("WidgetCreate")(d)["properties"].pop("stream") and d["paths"]["/widgets"]["post"]["responses"]["201"]["content"].pop("text/event-stream"), lambda d: None),
    ("pagination added", lambda d: d["paths"]["/widgets"]["get"]["parameters"].pop(), lambda d: None),
    (
        "credential added, required",
        lambda d: (d["components"]["securitySchemes"].update(org={"type": "apiKey", "in": "header", "name": "X-Org"}), d.update(security=[{"token": []}, {"org": []}])),
        lambda d: None,
    ),
    ("credential made required", lambda d: d.update(security=[{"token": []}, {}]), lambda d: None),
]


def test_corpus_marks_every_statement_and_passes_against_its_own_package(tmp_path: Path) -> None:
    _surface, pkg = _generate(tmp_path / "base", VERIFY_BASE)
    text = pkg.corpus
    assert (tmp_path / "base" / "out" / USAGE).read_text() == text
    # every operation with every argument, a stream=True call, every response field read
    assert "def call_widgets_create(" in text and "stream=True," in text
    assert "returned: SyncPage[Widget] = client.widgets.list(" in text
    assert "f_4: Literal[1, 2, 3] | None = value.level" in text
    assert "from acme_sdk.types import WidgetCreateParam" in text
    marks = markers(text)
    assert marks[text.splitlines().index("    returned: Widget = client.widgets.retrieve(") + 1][:2] == ["client.widgets.retrieve()", "client.widgets.retrieve(*"]
    errors = type_errors([(text, pkg.src)], tmp_path / "pyright")
    assert errors == [{}]


def _mutants(tmp_path: Path) -> list[tuple[str, dict[str, Any], dict[str, Any], Package, Package]]:
    """(name, old surface, new surface, old package, new package) of every mutation."""
    base_surface, base_pkg = _generate(tmp_path / "base", VERIFY_BASE)
    out = []
    for i, (name, edit) in enumerate(MUTATIONS):
        spec = copy.deepcopy(VERIFY_BASE)
        edit(spec)
        new_surface, new_pkg = _generate(tmp_path / f"m{i}", spec)
        out.append((name, base_surface, new_surface, base_pkg, new_pkg))
    for i, (name, old_edit, new_edit) in enumerate(PAIRS):
        old_spec, new_spec = copy.deepcopy(VERIFY_BASE), copy.deepcopy(VERIFY_BASE)
        old_edit(old_spec)
        new_edit(new_spec)
        old_surface, old_pkg = _generate(tmp_path / f"p{i}o", old_spec)
        new_surface, new_pkg = _generate(tmp_path / f"p{i}n", new_spec)
        out.append((name, old_surface, new_surface, old_pkg, new_pkg))
    # the client's environment variable comes from the configuration
    env_surface, env_pkg = _generate(tmp_path / "env", VERIFY_BASE, api_key_env="ACME_KEY")
    out.append(("credential environment variable renamed", base_surface, env_surface, base_pkg, env_pkg))
    # the package and client names and the base URL's variable come from it too
    for name, kwargs in (
        ("client classes renamed", {"client": {"class_name": "AcmeClient", "async_class_name": "AsyncAcmeClient"}}),
        ("package renamed", {"package": "beta_sdk"}),
        ("base-URL environment variable renamed", {"base_url_env": "ACME_URL"}),
    ):
        renamed_surface, renamed_pkg = _generate(tmp_path / name.replace(" ", "_"), VERIFY_BASE, **kwargs)
        out.append((name, base_surface, renamed_surface, base_pkg, renamed_pkg))
    return out


@pytest.mark.slow
def test_every_rule_diff_and_verify_agree(tmp_path: Path) -> None:
    started = time.monotonic()
    mutants = _mutants(tmp_path)
    generated = time.monotonic()
    # one pyright run: each old corpus against its own package and against the new one
    jobs = [job for _n, _os, _ns, old, new in mutants for job in ((old.corpus, old.src), (old.corpus, new.src))]
    errors = type_errors(jobs, tmp_path / "pyright")
    checked = time.monotonic()
    seen: set[str] = set()
    problems = []
    for i, (name, old_surface, new_surface, old, _new) in enumerate(mutants):
        report = compare(old_surface, new_surface)
        seen |= {c.rule for c in report.changes}
        verification = compare_errors(report, old.corpus, errors[2 * i], errors[2 * i + 1])
        assert verification.corpus_errors == [], name
        problems += [f"{name}: {d}" for d in verification.disagreements]
    print(f"\n{len(mutants)} mutations: generated in {generated - started:.1f} s, one pyright run {checked - generated:.1f} s")
    assert problems == [], "\n".join(problems)
    assert {r.id for r in RULES} - seen == set()


def test_marker_lines_are_json(tmp_path: Path) -> None:
    """Spec text in markers (a pointer with quotes, a newline) stays inside the comment."""
    spec = copy.deepcopy(BASE)
    spec["components"]["schemas"]["Widget"]["properties"]['we"ird\nname'] = {"type": "string"}
    _surface, pkg = _generate(tmp_path / "odd", spec)
    for line in pkg.corpus.splitlines():
        if line.strip().startswith(MARKER):
            assert isinstance(json.loads(line.strip()[len(MARKER) :]), list)
    assert type_errors([(pkg.corpus, pkg.src)], tmp_path / "pyright") == [{}]


def _sdkgen(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=cwd, capture_output=True, text=True, check=False)


def test_cli_verify_agrees_and_says_what_it_does_not_check(tmp_path: Path) -> None:
    old, new = copy.deepcopy(VERIFY_BASE), copy.deepcopy(VERIFY_BASE)
    new["paths"]["/widgets"]["post"]["responses"].pop("400")  # run time only
    _prop("Widget", "size")(new).update(type="number")  # breaking: a type error
    new["paths"]["/widgets/{widget_id}"]["get"].update(deprecated=True)  # non-breaking
    (tmp_path / "old.yaml").write_text(yaml.safe_dump(old))
    (tmp_path / "new.yaml").write_text(yaml.safe_dump(new))
    proc = _sdkgen("diff", "--verify", "old.yaml", "new.yaml", "-p", "acme_sdk", cwd=tmp_path)
    assert proc.returncode == 3, proc.stderr + proc.stdout
    assert "verify: 1 breaking entries have their type error, 1 non-breaking entries have none, 0 disagreements" in proc.stdout
    assert "not type-observable (not verified): error-response-removed client.widgets.create() on HTTP 400" in proc.stdout


def test_cli_verify_prints_a_disagreement_and_exits_4(tmp_path: Path) -> None:
    """A new package whose field type changed without its surface saying so (hand-edited):
    the report has no entry, the corpus a type error - a disagreement, exit 4."""
    import shutil

    surface_data, _pkg = _generate(tmp_path / "a", VERIFY_BASE)
    old = tmp_path / "a" / "out"
    (old / "sdk-surface.json").write_text(json.dumps(surface_data))
    new = tmp_path / "b"
    shutil.copytree(old, new)
    models = new / "src" / "acme_sdk" / "types" / "_models.py"
    text = models.read_text()
    assert "    size: int | None = None\n" in text
    models.write_text(text.replace("    size: int | None = None\n", "    size: str | None = None\n"))
    proc = _sdkgen("diff", "--verify", str(old), str(new), cwd=tmp_path)
    assert proc.returncode == 4, proc.stderr + proc.stdout
    assert "DISAGREEMENT: type error no breaking entry explains, at corpus line" in proc.stdout
    assert "= value.size)" in proc.stdout
    proc = _sdkgen("diff", "--verify", str(old), str(old), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr + proc.stdout


@pytest.mark.slow
def test_corpus_type_checks_against_its_package_on_sambanova_and_corpus_specs(tmp_path: Path) -> None:
    """The committed SambaNova corpus (what ``sdkgen generate`` wrote, the same as the
    unformatted pipeline gives) and three corpus specs' corpora: pyright strict, 0 errors."""
    from generator.configure import load_config

    committed = ROOT / "generated" / "sambanova_sdk"
    _api, files = render_unformatted(load_config(ROOT / "sdkgen.yaml"))
    assert files[USAGE] == (committed / USAGE).read_text()
    jobs = [(files[USAGE], committed / "src")]
    for name in ("train-travel.yaml", "museum.yaml", "box-v2025.0.json"):
        package = "p_" + name.split(".")[0].replace("-", "_")
        _api, files = render_unformatted(config_from_args([str(ROOT / "tests" / "corpus" / "specs" / name)], str(tmp_path / package), package))
        jobs.append((files[USAGE], write_package(files, tmp_path / package, name).src))
    assert type_errors(jobs, tmp_path / "pyright") == [{} for _ in jobs]


def test_a_name_the_package_does_not_export_is_a_type_error(tmp_path: Path) -> None:
    """The package and ``types`` load names lazily with a module ``__getattr__``; typed
    ``-> Any`` and visible to type checkers, it made ``from acme_sdk.types import Gone`` type-check
    (as ``Any``), so a removed or renamed type broke callers only at run time.  It is hidden
    from type checkers now: both imports are errors, the real names are not."""
    _surface, pkg = _generate(tmp_path / "a", BASE)
    lines = [
        "from acme_sdk import Acme",
        "from acme_sdk import Gone",
        "from acme_sdk.types import Widget",
        "from acme_sdk.types import GoneModel",
        "import acme_sdk",
        "print(Acme, Gone, Widget, GoneModel, acme_sdk.types.Widget)",
    ]
    corpus = "".join(line + "\n" for line in lines)
    errors = type_errors([(corpus, pkg.src)], tmp_path / "pyright")[0]
    assert sorted(errors) == [2, 4, 6], errors  # 6: printing the two unknown names
    assert errors[2][0] == '"Gone" is unknown import symbol' and errors[4][0] == '"GoneModel" is unknown import symbol'
    assert errors[6] == ["Argument type is unknown"] * 2


def _objects(d: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    schemas = (d.get("components") or {}).get("schemas") or {}
    return [(n, s) for n, s in sorted(schemas.items()) if isinstance(s, dict) and isinstance(s.get("properties"), dict) and s["properties"]]


def _remove_property(d: dict[str, Any]) -> None:
    _name, s = _objects(d)[0]
    key = min(s["properties"])
    s["properties"].pop(key)
    if key in s.get("required", []):
        s["required"].remove(key)


def _require_property(d: dict[str, Any]) -> None:
    for _name, s in _objects(d):
        optional = [k for k in sorted(s["properties"]) if k not in s.get("required", [])]
        if optional:
            s.setdefault("required", []).append(optional[0])
            return


def _string_to_integer(d: dict[str, Any]) -> None:
    for _name, s in _objects(d):
        for p in s["properties"].values():
            if isinstance(p, dict) and p.get("type") == "string" and "enum" not in p and "format" not in p:
                p["type"] = "integer"
                return


def _remove_first_operation(d: dict[str, Any]) -> None:
    item = d["paths"][min(d["paths"])]
    item.pop(next(m for m in ("get", "post", "put", "delete", "patch") if m in item))


def _make_nullable(d: dict[str, Any]) -> None:
    for _name, s in _objects(d):
        for key, p in sorted(s["properties"].items()):
            if isinstance(p, dict) and isinstance(p.get("type"), str) and key in s.get("required", []):
                p["type"] = [p["type"], "null"]
                return


def _rename_last_schema(d: dict[str, Any]) -> None:
    name = _objects(d)[-1][0]
    renamed = json.loads(json.dumps(d).replace(f'"#/components/schemas/{name}"', f'"#/components/schemas/{name}Renamed"'))
    schemas = renamed["components"]["schemas"]
    schemas[name + "Renamed"] = schemas.pop(name)
    d.clear()
    d.update(renamed)


GENERIC_MUTATIONS: list[Edit] = [_remove_property, _require_property, _string_to_integer, _remove_first_operation, _make_nullable, _rename_last_schema]


@pytest.mark.slow
def test_generic_edits_of_corpus_specs_diff_and_verify_agree(tmp_path: Path) -> None:
    """Six edits (a property removed, made required, retyped, made nullable; an operation
    removed; a schema renamed) of four real specs, each where it applies: 0 disagreements."""
    from generator.parse import parse_file

    jobs: list[tuple[str, Path]] = []
    cases = []
    for spec_name in ("train-travel.yaml", "museum.yaml", "1password-connect.yaml", "apis-guru.yaml"):
        spec = parse_file(ROOT / "tests" / "corpus" / "specs" / spec_name, spec_name)
        base_surface, base_pkg = _generate(tmp_path / spec_name / "base", spec)
        for edit in GENERIC_MUTATIONS:
            edited = copy.deepcopy(spec)
            edit(edited)
            new_surface, new_pkg = _generate(tmp_path / spec_name / edit.__name__, edited)
            jobs += [(base_pkg.corpus, base_pkg.src), (base_pkg.corpus, new_pkg.src)]
            cases.append((f"{spec_name} {edit.__name__}", compare(base_surface, new_surface), base_pkg.corpus))
    errors = type_errors(jobs, tmp_path / "pyright")
    problems = []
    confirmed = 0
    for i, (name, report, corpus) in enumerate(cases):
        verification = compare_errors(report, corpus, errors[2 * i], errors[2 * i + 1])
        assert verification.corpus_errors == [], name
        confirmed += verification.confirmed
        problems += [f"{name}: {d}" for d in verification.disagreements]
    assert problems == [], "\n".join(problems)
    assert confirmed >= 15  # most edits break callers, each with its type error


def test_verify_without_a_runnable_pyright_is_a_named_error(tmp_path: Path) -> None:
    """``SDKGEN_PYRIGHT`` naming nothing: exit 2 with the reason (it was a traceback and exit
    1, the code of "non-breaking changes only")."""
    import os

    old = copy.deepcopy(BASE)
    new = copy.deepcopy(BASE)
    new["components"]["schemas"]["Widget"]["properties"]["size"] = {"type": "string"}
    (tmp_path / "old.yaml").write_text(yaml.safe_dump(old))
    (tmp_path / "new.yaml").write_text(yaml.safe_dump(new))
    env = {**os.environ, "SDKGEN_PYRIGHT": str(tmp_path / "nonexistent")}
    r = subprocess.run([sys.executable, "-m", "generator", "diff", "--verify", "old.yaml", "new.yaml", "-p", "acme_sdk"], cwd=tmp_path, capture_output=True, text=True, env=env)
    assert r.returncode == 2, (r.returncode, r.stderr)
    assert "--verify could not run pyright" in r.stderr and "Traceback" not in r.stderr


def test_operations_placed_at_names_that_join_alike_get_a_function_each(tmp_path: Path) -> None:
    """``a_b.c`` and ``a.b_c`` (placed with ``operations:``) both joined to ``call_a_b_c``:
    the corpus defined the function twice (pyright: obscured declaration; the first call's
    statements never checked)."""
    from _generate import configured_package

    spec: dict[str, Any] = {
        "openapi": "3.0.3",
        "info": {"title": "Twins", "version": "1"},
        "servers": [{"url": "https://twins.test"}],
        "paths": {
            "/one": {"get": {"operationId": "one", "responses": {"204": {"description": "ok"}}}},
            "/two": {"get": {"operationId": "two", "responses": {"204": {"description": "ok"}}}},
        },
    }
    placed = {"one": {"resource": "a_b", "method": "c"}, "two": {"resource": "a", "method": "b_c"}}
    with configured_package(tmp_path, spec, "twins_sdk", operations=placed):
        corpus = (tmp_path / "out" / USAGE).read_text()
    names = [line.split("(")[0] for line in corpus.splitlines() if line.startswith("def call_")]
    assert sorted(names) == ["def call_a_b_c", "def call_a_b_c2"]
    assert "client.a_b.c()" in corpus and "client.a.b_c()" in corpus
