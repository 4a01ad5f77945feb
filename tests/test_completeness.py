"""The completeness stage (``generator/completeness.py``): every operation of the spec is callable
at the name ``sdk-surface.json`` records, and every example of the generated ``README.md`` and
``api.md`` compiles and names what the package has - else a warning naming the operation (or
the document line) and why, and ``--strict`` writes nothing.  And the examples type-check: the
README's Python blocks of the SambaNova package and of corpus specs pass ``mypy --strict`` and
pyright (strict) against the generated package."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
import yaml
from _generate import BIN, pyright_errors
from conftest import GENERATED, ROOT

from generator.completeness import check_completeness
from generator.configure import config_from_args
from generator.pipeline import Result, run
from tests._shared import corpus_spec

SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Calls", "version": "1"},
    "servers": [{"url": "https://api.example.test/v1/calls"}],
    "paths": {
        "/{id}": {"get": {"operationId": "getCall", "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}], "responses": {"204": {"description": "ok"}}}},
        "/{id}/talk": {"put": {"operationId": "startTalk", "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}], "responses": {"204": {"description": "ok"}}}},
    },
}


def _run(tmp_path: Path, spec: dict[str, Any]) -> Result:
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(spec))
    return run(config_from_args([str(tmp_path / "spec.yaml")], str(tmp_path / "out"), "calls_sdk"))


def _gaps(result: Result, files: dict[str, str]) -> list[tuple[str, str, str]]:
    skipped: set[str] = set()
    return [(g.code, g.location, g.message) for g in check_completeness(result.api, files, result.merged.content, result.merged.locate, skipped)]


def test_a_clean_package_has_no_gaps(tmp_path: Path) -> None:
    result = _run(tmp_path, SPEC)
    assert [d for d in result.diagnostics.items if d.code in ("operation-not-callable", "example-does-not-resolve")] == []
    assert _gaps(result, result.files) == []


def test_a_method_missing_from_the_package_names_the_operation(tmp_path: Path) -> None:
    result = _run(tmp_path, SPEC)
    module = "src/calls_sdk/resources/talk.py"
    files = dict(result.files)
    files[module] = files[module].replace("def put(", "def put_renamed(")
    where = f"{tmp_path / 'spec.yaml'}#/paths/~1{{id}}~1talk/put"
    gaps = _gaps(result, files)
    assert gaps[0] == (
        "operation-not-callable",
        result.api.operations[[o.path for o in result.api.operations].index("/{id}/talk")].pointer,
        "PUT /{id}/talk is recorded as `client.talk.put`, which Calls does not have: client.talk (TalkResource) has no attribute 'put'",
    )
    assert gaps[0][1].endswith("#/paths/~1{id}~1talk/put") and where.endswith(gaps[0][1].split("#")[1])


def test_an_empty_resource_is_reported(tmp_path: Path) -> None:
    """What a placement without a resource used to give: the surface records ``client.talk``
    and the README calls ``client..talk()``."""
    result = _run(tmp_path, SPEC)
    files = dict(result.files)
    surface = json.loads(files["sdk-surface.json"])
    for op in surface["operations"]:
        if op["path"] == "/{id}/talk":
            op["call"] = "client.talk"
    files["sdk-surface.json"] = json.dumps(surface)
    files["README.md"] += "\n```python\nresult = client..talk(\"string\")\n```\n"
    gaps = _gaps(result, files)
    codes = [(code, message) for code, _where, message in gaps]
    assert codes == [
        ("operation-not-callable", "PUT /{id}/talk is recorded as `client.talk`, which Calls does not have: client.talk is not a method"),
        ("example-does-not-resolve", 'the example does not compile (invalid syntax): `result = client..talk("string")`'),
    ]


def test_a_resource_or_method_defined_twice_is_reported(tmp_path: Path) -> None:
    """Two definitions of one name in a class: the last hides the first, so an operation
    recorded there may be unreachable even though a method of that name exists; and a class
    name defined in two modules that the module using it does not import (the package keeps
    one)."""
    result = _run(tmp_path, SPEC)
    files = dict(result.files)
    client = "src/calls_sdk/_client.py"
    text = files[client]
    start = text.index("    @cached_property\n    def talk(")
    end = text.index("\n\n", start)
    files[client] = text[:end] + "\n\n" + text[start:end] + text[end:]  # `talk` twice in Calls
    gaps = _gaps(result, files)
    assert ("operation-not-callable", "PUT /{id}/talk is recorded as `client.talk.put`, which Calls does not have: client (Calls) defines 'talk' more than once: the last definition hides the others") in [(c, m) for c, _w, m in gaps]
    # a class name several modules define is looked up where it is used: the client imports
    # TalkResource from resources/talk.py, so a second one elsewhere hides nothing (the nested
    # layout has CompletionsResource in resources/completions.py and resources/chat/completions.py)
    files = dict(result.files)
    files["src/calls_sdk/resources/extra.py"] = files["src/calls_sdk/resources/talk.py"]
    assert _gaps(result, files) == []
    # ...but without an import saying which, the package keeps one of them
    files[client] = files[client].replace("from .resources.talk import", "from .resources.elsewhere import")
    messages = [m for _c, _w, m in _gaps(result, files)]
    assert any("client.talk's class TalkResource is defined in 2 modules (resources/extra.py, resources/talk.py) and nothing says which" in m for m in messages), messages


def test_an_operation_missing_from_the_ir_is_reported(tmp_path: Path) -> None:
    result = _run(tmp_path, SPEC)
    document = json.loads(json.dumps(result.merged.content))
    document["paths"]["/extra"] = {"get": {"responses": {"204": {"description": "ok"}}}}
    gaps = check_completeness(result.api, result.files, document, result.merged.locate, set())
    assert [(g.code, g.message) for g in gaps] == [("operation-not-callable", "GET /extra is in the spec but not in the client")]


def test_an_example_naming_a_missing_method_is_reported_and_strict_writes_nothing(tmp_path: Path) -> None:
    """A user template whose README example calls a method the package lacks: a warning with
    the line, and ``--strict`` exits 1 with nothing written."""
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(SPEC))
    (tmp_path / "tpl").mkdir()
    (tmp_path / "tpl" / "README.md.j2").write_text(
        '{% include "builtin/README.md.j2" %}\n```python\nclient.talk.shout("x")\nclient.with_options(max_retries=1).root.retrieve("x")\n```\n'
    )

    def generate(out: str, *flags: str) -> subprocess.CompletedProcess[str]:
        cmd = [sys.executable, "-m", "generator", "generate", "spec.yaml", "-o", out, "-p", "calls_sdk", "--templates", "tpl", *flags]
        return subprocess.run(cmd, cwd=tmp_path, capture_output=True, text=True)

    r = generate("out")
    assert r.returncode == 0, r.stderr
    warnings = [line for line in r.stderr.splitlines() if "example-does-not-resolve" in line]
    assert len(warnings) == 1, r.stderr
    assert "`client.talk` (TalkResource) has no attribute 'shout'" in warnings[0]
    readme = (tmp_path / "out" / "README.md").read_text()
    line = readme.splitlines().index('client.talk.shout("x")') + 1
    assert warnings[0].startswith(f"warning: README.md:{line}: ")
    strict = generate("out2", "--strict")
    assert strict.returncode == 1
    assert "example-does-not-resolve" in strict.stderr
    assert not (tmp_path / "out2").exists()


# ---------------------------------------------------------------------------- examples type-check

CORPUS_SPECS = ("xkcd.yaml", "train-travel.yaml", "museum.yaml")


def example_modules(readme: str, package: str, client: str, async_client: str) -> list[str]:
    """Each fenced ``python`` block of a generated README as a module that stands alone: a
    fragment that uses ``client`` before making one gets ``client = <Client>()`` first (the
    README's sections continue its "Usage" example); a block with top-level ``await`` runs
    inside an ``async def`` with an async client; the client classes a block uses without
    importing them are imported."""
    out = []
    blocks = re.findall(r"^```python\n(.*?)^```", readme, re.MULTILINE | re.DOTALL)
    # the "Usage" example's imports (``import uuid``...): a fragment continues it
    usage = [line for line in (blocks[0] if blocks else "").splitlines() if re.match(r"(import|from) ", line) and package not in line]
    for code in blocks:
        defines = re.search(r"^(client = |.* as client:)", code, re.MULTILINE)
        uses = re.search(r"\bclient\b", code)
        needs_client = uses is not None and (defines is None or defines.start() > uses.start())
        bound = {line: line.split()[-1] for line in usage}
        code = "".join(f"{line}\n" for line, name in bound.items() if re.search(rf"\b{name}\b", code) and line not in code) + code
        try:
            compile(code, "example", "exec", dont_inherit=True)
            module = (f"client = {client}()\n" if needs_client else "") + code
        except SyntaxError:  # top-level await
            body = (f"client = {async_client}()\n" if needs_client else "") + code
            module = "async def example() -> None:\n" + textwrap.indent(body, "    ")
        imported = set(re.findall(r"^from \S+ import (.*)$", module, re.MULTILINE))
        names = {n.strip() for line in imported for n in line.split(",")}
        missing = [c for c in (client, async_client) if re.search(rf"\b{c}\b", module) and c not in names]
        out.append((f"from {package} import {', '.join(missing)}\n\n" if missing else "") + module)
    return out


@pytest.fixture(scope="module")
def example_tree(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Path]]:
    """The README examples of the SambaNova package and of :data:`CORPUS_SPECS`' packages,
    one module per block, and the ``src`` folders they import from."""
    base = tmp_path_factory.mktemp("examples")
    folders = [GENERATED / "src"]
    readmes = [("sambanova_sdk", "SambaNova", (GENERATED / "README.md").read_text())]
    for name in CORPUS_SPECS:
        package = "ex_" + re.sub(r"\W", "_", name.split(".")[0])
        out = base / package
        r = subprocess.run([sys.executable, "-m", "generator", "generate", str(corpus_spec(name)), "-o", str(out), "-p", package], capture_output=True, text=True, cwd=ROOT)
        assert r.returncode == 0, r.stderr
        assert "not-callable" not in r.stderr and "does-not-resolve" not in r.stderr, r.stderr
        surface = json.loads((out / "sdk-surface.json").read_text())
        folders.append(out / "src")
        readmes.append((package, surface["client"]["class_name"], (out / "README.md").read_text()))
    examples = base / "examples"
    examples.mkdir()
    for package, client, readme in readmes:
        for i, module in enumerate(example_modules(readme, package, client, "Async" + client)):
            (examples / f"{package}_example_{i}.py").write_text(module)
    return examples, folders


@pytest.mark.slow
def test_readme_examples_pass_mypy_strict(example_tree: tuple[Path, list[Path]]) -> None:
    examples, folders = example_tree
    env = {"MYPYPATH": ":".join(map(str, folders)), "PATH": "/usr/bin:/bin"}
    r = subprocess.run(
        [str(BIN / "mypy"), "--strict", "--python-version", "3.10", "--no-incremental", "--cache-dir", "/dev/null", *sorted(map(str, examples.glob("*.py")))],
        capture_output=True,
        text=True,
        env=env,
    )
    assert r.returncode == 0, r.stdout[-6000:] + r.stderr[-2000:]
    assert len(list(examples.glob("*.py"))) > 40


@pytest.mark.slow
def test_readme_examples_pass_pyright_strict(example_tree: tuple[Path, list[Path]]) -> None:
    examples, folders = example_tree
    config = examples.parent / "pyrightconfig.json"  # pyright reads paths relative to it
    config.write_text(
        json.dumps(
            {
                "typeCheckingMode": "strict",
                "pythonVersion": "3.10",
                "include": [examples.name],
                "extraPaths": [os.path.relpath(f, config.parent) for f in folders],
            }
        )
    )
    assert pyright_errors([], project=config) == []
