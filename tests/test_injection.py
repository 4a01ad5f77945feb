"""Spec text is data: hostile descriptions, names, enum values, defaults, paths and server URLs
can neither break nor inject into the generated code, nor write outside the output folder."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent

EVIL = '"""\nimport os; os.system("touch PWNED")\n""" \\ \x00 \x1b ${x} {{ x }} {% raw %} </script> \u202e\u2066 bidi'
EVIL_NAME = 'x"); import os; os.system("touch PWNED") #'


def evil_spec() -> dict:
    return {
        "openapi": "3.1.0",
        "info": {"title": EVIL, "version": EVIL, "description": EVIL},
        "servers": [{"url": 'https://api.test/v1"; import os #'}],
        "paths": {
            '/items/{item_id}/"q\'uote': {
                "post": {
                    "operationId": EVIL_NAME,
                    "summary": EVIL,
                    "description": EVIL,
                    "parameters": [
                        {"name": "item_id", "in": "path", "required": True, "schema": {"type": "string"}, "description": EVIL},
                        {"name": EVIL_NAME, "in": "query", "schema": {"type": "string", "enum": ['a"b', "c'd", 'e"""f', "g\nh"]}},
                        {"name": "X-Evil", "in": "header", "schema": {"type": "string", "default": EVIL}},
                    ],
                    "requestBody": {
                        "required": True,
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Evil\"; import os #"}}},
                    },
                    "responses": {"200": {"description": EVIL, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Evil\"; import os #"}}}}},
                }
            },
            "/../../../../tmp/escape": {"get": {"operationId": "../../escape", "responses": {"204": {"description": "none"}}}},
        },
        "components": {
            "schemas": {
                'Evil"; import os #': {
                    "type": "object",
                    "description": EVIL,
                    "required": [EVIL_NAME],
                    "properties": {
                        EVIL_NAME: {"type": "string", "description": EVIL, "default": EVIL},
                        "class": {"type": "string", "enum": ['a"b', "c'd", 'e"""f', "g\nh", "\\", "r\u202el"], "description": EVIL},
                        "1Q": {"type": "integer", "title": EVIL},
                        "schema": {"type": "string"},
                    },
                    "example": {EVIL_NAME: EVIL},
                },
                "../../../etc/passwd": {"type": "string", "description": EVIL},
            }
        },
    }


@pytest.fixture(scope="module")
def evil_package(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("evil")
    (base / "evil.yaml").write_text(yaml.safe_dump(evil_spec(), allow_unicode=True))
    r = subprocess.run(
        [sys.executable, "-m", "generator", "generate", "evil.yaml", "--output", "out", "--package-name", "evil_sdk"],
        cwd=base,
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0, r.stderr
    return base


def test_files_stay_inside_the_output_folder(evil_package: Path) -> None:
    out = evil_package / "out"
    for p in evil_package.rglob("*"):
        if p.is_file() and p.name != "evil.yaml":
            assert out in p.parents, p
    assert not list(evil_package.rglob("PWNED"))


def test_every_generated_file_compiles_and_import_runs_nothing(evil_package: Path) -> None:
    src = evil_package / "out" / "src"
    for py in src.rglob("*.py"):
        compile(py.read_text(), str(py), "exec")
    code = (
        "import sys; sys.path.insert(0, 'out/src'); import evil_sdk, evil_sdk.types as t; "
        "from evil_sdk.types import _models, _params; import evil_sdk.resources; "
        "import pkgutil; [__import__('evil_sdk.resources.' + m.name) for m in pkgutil.iter_modules(evil_sdk.resources.__path__)]"
    )
    r = subprocess.run([sys.executable, "-W", "error::SyntaxWarning", "-c", code], cwd=evil_package, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert r.stdout == ""
    assert not list(evil_package.rglob("PWNED"))


def test_wire_names_and_values_survive_exactly(evil_package: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(evil_package / "out" / "src"))
    sdk = importlib.import_module("evil_sdk")
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json={EVIL_NAME: "ok", "class": 'e"""f'})

    client = sdk.Evil(api_key="k", base_url="https://api.test/v1", http_client=httpx.Client(transport=httpx.MockTransport(handler)))
    py_name = "x_import_os_os_system_touch_pwned"
    result = client.items.q_uote.create(
        "a/b c",
        **{py_name + "_": EVIL, "class_": "g\nh", py_name: 'a"b', "x_evil": "h"},
    )
    sent = seen[0]
    assert sent.url.raw_path.startswith(b"/v1/items/a%2Fb%20c/")
    assert json.loads(sent.content) == {EVIL_NAME: EVIL, "class": "g\nh"}
    assert sent.url.params[EVIL_NAME] == 'a"b'
    assert sent.headers["X-Evil"] == "h"
    assert result.to_dict() == {EVIL_NAME: "ok", "class": 'e"""f'}


def test_generated_code_passes_ruff_and_shows_no_bidi_controls(evil_package: Path) -> None:
    from generator.tidy import _BIDI

    src = evil_package / "out" / "src"
    r = subprocess.run([str(Path(sys.executable).parent / "ruff"), "check", "evil_sdk"], cwd=src, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout[-3000:]
    for py in src.rglob("*.py"):
        assert not _BIDI & set(py.read_text()), py
    # the value is still the spec's, character for character
    models = (src / "evil_sdk" / "types" / "_models.py").read_text()
    assert '"r\\u202el"' in models


def test_no_generated_file_carries_a_control_character(evil_package: Path) -> None:
    """NUL, ESC, backspace... in descriptions reach no file raw (a terminal would act on them,
    git would take the file for binary): Markdown shows them as ``\\xNN`` like docstrings."""
    import re

    control = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
    bidi = re.compile("[\u202a-\u202e\u2066-\u2069]")  # Markdown too (JSON data files keep the spec's text)
    # (.sdkgen/ holds the compressed pristine store, binary by design: the same texts as the files)
    files = [p for p in (evil_package / "out").rglob("*") if p.is_file() and not {"__pycache__", ".ruff_cache", ".sdkgen"} & set(p.parts)]
    assert len(files) > 10
    for path in files:
        assert not control.search(path.read_text(encoding="utf-8")), path
        assert path.suffix != ".md" or not bidi.search(path.read_text(encoding="utf-8")), path
    api = (evil_package / "out" / "api.md").read_text()
    assert "\\x00 \\x1b ${x}" in api


def test_markdown_filters_escape_control_characters() -> None:
    from generator.render.filters import md, md_cell, md_code

    assert md("a\tb\x08\x1b[31mred\x00 <i>\r\nnext\x85") == "a\tb\\x08\\x1b[31mred\\x00 &lt;i&gt;\nnext\\x85"
    assert md_cell("x\x1b|y\nz") == "x\\x1b\\|y z"
    assert md_code("\x00`a`") == "\\x00'a'"
    # bidirectional overrides in Markdown (README, api.md) as in code (hostile review 5: raw U+202E)
    assert md("a\u202eb\u2066c\u2028d") == "a\\u202eb\\u2066c\\u2028d"
    assert md_code("\u202e") == "\\u202e" and md_cell("\u200fx") == "\\u200fx"


def test_path_segments_without_a_name_are_dropped(evil_package: Path) -> None:
    resources = sorted(p.name for p in (evil_package / "out" / "src" / "evil_sdk" / "resources").iterdir())
    assert "tmp_escape.py" in resources
    assert not [r for r in resources if r.startswith("root")]


def test_docstring_filter_is_inert_and_terminates() -> None:
    from generator.render import docstring

    assert docstring("a\n\n\nb", 0) == "a\n\n\nb"
    assert docstring("a\n\nb\n  c", 4) == "a\n\n    b\n      c"
    assert docstring('ends with "', 4) == 'ends with " '
    assert docstring('x """ y \\ z', 0) == 'x \\"\\"\\" y \\\\ z'
    assert docstring("nul\x00", 0) == "nul\\x00"
    # keycloak's summaries hold a zero-width space, which ruff refuses raw (PLE2515); C1 too
    assert docstring("groups, \u2026\u200b) next\x85", 0) == "groups, \u2026\\u200b) next\\x85"
    text = docstring("a\u200bb")
    source = 'def f() -> None:\n    """' + text + '"""\n'
    namespace: dict[str, object] = {}
    exec(compile(source, "<docstring>", "exec"), namespace)  # noqa: S102 - the escaped text is valid Python
    assert getattr(namespace["f"], "__doc__", None) == "a\u200bb"


def test_a_spec_file_name_cannot_inject_into_the_header_comments(tmp_path: Path) -> None:
    """The input file's name is printed in every file's generated-file notice: a newline (or
    any line break, a comment end, a control character) in it must not end the comment."""
    import ast
    import tomllib

    name = 'x\nimport os; os.system("touch PWNED")\r\u2028\x0b-->\u202e<!-- y.yaml'
    from _generate import ACME_SPEC

    (tmp_path / name).write_text(yaml.safe_dump(ACME_SPEC))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", name, "-o", "out", "-p", "evil_sdk"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    out = tmp_path / "out"
    expected = "x\\x0aimport os; os.system(\"touch PWNED\")\\x0d\\u2028\\x0b--\\x3e\\u202e\\x3c!-- y.yaml"
    for py in out.rglob("*.py"):
        text = py.read_text()
        first = text.split("\n", 1)[0]
        assert first == f"# File generated by sdkgen from {expected}. Do not edit: regenerate it instead.", py
        assert "PWNED" not in text.split("\n", 1)[1], py  # nowhere but in that comment
        ast.parse(text)
    assert tomllib.loads((out / "pyproject.toml").read_text())["project"]["name"] == "evil-sdk"
    assert not list(tmp_path.rglob("PWNED"))
    for md in ("README.md", "api.md"):
        first = (out / md).read_text().split("\n", 1)[0]
        assert first.startswith("<!-- ") and first.endswith(" -->") and first.count("-->") == 1, first
