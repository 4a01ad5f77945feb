"""``sdkgen adopt`` and ``sdkgen diff --surface``: the inventory of an old SDK's source tree
(parsed, never imported), the settings written into the configuration (comments kept,
idempotent), and the migration report (``generator/adopt/``).  The old SDK is the synthetic
tree of ``tests/_old_sdk.py``."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
import yaml
from _old_sdk import CONFIG, write_old_sdk, write_project
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.adopt.inventory import inventory
from generator.adopt.model import TypeRefName
from generator.adopt.plan import OUR_CLIENT_KEYWORDS, Setting
from generator.adopt.pysource import AdoptError, Package
from generator.adopt.yaml_write import apply
from generator.config import ConfigFile
from generator.parse import parse_file

ROOT = Path(__file__).resolve().parent.parent


def sdkgen(cwd: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=cwd, capture_output=True, text=True, env={**os.environ, **(env or {})})


@pytest.fixture()
def old(tmp_path: Path) -> Path:
    return write_old_sdk(tmp_path)


def test_inventory_reads_the_tree_without_importing_it(old: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    marker = tmp_path / "imported"
    monkeypatch.setenv("OLD_SDK_IMPORTED", str(marker))
    inv = inventory(old)
    assert not marker.exists()  # every module of the tree writes it when imported
    assert (inv.distribution, inv.version, inv.import_name, inv.package_dir) == ("acme-old", "2.3.4", "acme_old", "src/acme_old")
    c = inv.client
    assert c.sync is not None and c.sync.name == "Acme" and not c.sync.is_async
    assert c.async_ is not None and c.async_.name == "AsyncAcme"  # its __init__ is inherited
    assert c.aliases == (("AsyncClient", "AsyncAcme"), ("Client", "Acme"))
    assert c.error_base == "AcmeError"
    assert dict(c.env) == {"api_key": "ACME_TOKEN", "source_tag": "ACME_SOURCE_TAG", "base_url": "ACME_URL", "custom_headers": "ACME_EXTRA_HEADERS", "log": "ACME_LOGGING"}
    assert c.base_url == "https://api.acme.test/v2"
    assert [(x.argument, x.header, x.kind, x.env, x.required) for x in c.credentials] == [("api_key", "Authorization", "bearer", "ACME_TOKEN", True)]
    assert [(o.argument, o.header, o.env) for o in c.header_options] == [("source_tag", "X-Source-Tag", "ACME_SOURCE_TAG")]
    assert (c.telemetry_prefix, c.retry_count_header, c.read_timeout_header) == ("X-Acme", "x-acme-retry-count", "")
    assert [k.name for k in c.sync.keywords] == ["api_key", "source_tag", "base_url", "timeout", "max_retries", "_strict_response_validation"]
    assert [k.name for k in c.sync.copy_keywords] == ["api_key", "timeout", "_extra_kwargs"]
    methods = {m.call: m for m in inv.methods}
    assert sorted(methods) == ["client.gadgets.list", "client.widgets.create", "client.widgets.list", "client.widgets.retrieve"]
    r = methods["client.widgets.retrieve"]
    assert (r.http_method, r.path, r.positional) == ("get", "/widgets/{widget_id}", ("widget_id",))  # api.md
    assert (methods["client.gadgets.list"].http_method, methods["client.gadgets.list"].path) == ("get", "/gadgets")  # the body
    create = methods["client.widgets.create"]
    assert [k.name for k in create.keywords] == ["name", "color", "extra_headers"]
    assert create.params_type == TypeRefName("acme_old.types.widget_create_params", "WidgetCreateParams")
    assert r.return_refs == (TypeRefName("acme_old.types.widget", "Widget"),)
    types = {t.ref.dotted: t for t in inv.types}
    widget = types["acme_old.types.widget.Widget"]
    assert widget.kind == "model"
    assert [(f.name, f.wire) for f in widget.fields] == [("id", "id"), ("name", "name"), ("dimensions", "dims")]
    assert widget.fields[2].refs == (TypeRefName("acme_old.types.widget", "Dims"),)
    assert types["acme_old.types.widget_create_params.WidgetCreateParamsBase"].kind == types["acme_old.types.widget_create_params.SpecSize"].kind == "typeddict"
    assert types["acme_old.types.widget_create_params.Spec"].fields[0].refs == (TypeRefName("acme_old.types.widget_create_params", "SpecSize"),)
    assert [e.name for e in inv.exceptions] == ["APIError", "AcmeError", "NotFoundError"]
    assert inv.lib_files == ("src/acme_old/lib/__init__.py", "src/acme_old/lib/helpers.py")
    top = next(m for m in inv.modules if m.module == "acme_old")
    assert top.names == ("APIError", "Acme", "AcmeError", "AsyncAcme", "AsyncClient", "Client", "NotFoundError", "types")
    assert inventory(old) == inv  # deterministic


def test_public_names_follow_the_library_rules(tmp_path: Path) -> None:
    pkg = tmp_path / "p"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("from . import sub\nfrom .m import A as A, B\nimport os\nC = 1\n_D = 2\n")
    (pkg / "sub.py").write_text("")
    (pkg / "m.py").write_text("A = 1\nB = 2\n")
    (pkg / "lazy.py").write_text('from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .m import B\n__all__ = ["B", "Missing"]\ndef __getattr__(name): ...\n')
    (pkg / "typed.py").write_text('from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .m import B\n')
    p = Package(pkg, tmp_path)
    assert p.public_names("p") == ["A", "C", "sub"]  # B, os: imported without `as`; _D private
    assert p.importable("p", "B") and p.importable("p", "sub") and not p.importable("p", "E")
    assert p.importable("p.lazy", "B") and p.importable("p.lazy", "Missing")  # __getattr__ + __all__
    assert not p.importable("p.typed", "B")  # only under TYPE_CHECKING


@pytest.mark.parametrize(
    ("files", "message"),
    [
        ({}, "no pyproject.toml"),
        ({"pyproject.toml": "[project\n"}, "pyproject.toml:1: not TOML"),
        ({"pyproject.toml": '[project]\nname = "x"\n'}, "no package: expected src/<name>/__init__.py"),
        ({"pyproject.toml": '[project]\nname = "x"\n', "src/x/__init__.py": "from ._client import A\n", "src/x/_client.py": "class A(:\n"}, "src/x/_client.py:1: not Python"),
    ],
)
def test_a_tree_that_is_not_an_sdk_is_a_clear_error(tmp_path: Path, files: dict[str, str], message: str) -> None:
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    with pytest.raises(AdoptError) as err:
        inventory(tmp_path)
    assert message in str(err.value)
    (tmp_path / "proj").mkdir()
    config = write_project(tmp_path / "proj")
    r = sdkgen(config.parent, "adopt", str(tmp_path))
    assert r.returncode == 2 and message in r.stderr and "Traceback" not in r.stderr
    assert config.read_text() == CONFIG  # nothing written


def test_adopt_writes_the_surface_into_the_configuration_and_is_idempotent(old: Path, tmp_path: Path) -> None:
    config = write_project(tmp_path)
    before = config.read_text()
    r = sdkgen(tmp_path, "adopt", "old")
    assert r.returncode == 0, r.stderr
    text = config.read_text()
    for line in before.splitlines():  # the user's lines, comments included, are all still there
        if not line.startswith(("  name: acme_new", "  class_name: Other")):
            assert line in text.splitlines(), line
    assert "  name: acme_old   # renamed by adopt" in text
    data = yaml.safe_load(text)
    ConfigFile.model_validate(data)
    assert data["package"] == {"name": "acme_old", "project_name": "acme-old"}
    client = data["client"]
    assert (client["class_name"], client["async_class_name"], client["error_base"]) == ("Acme", "AsyncAcme", "AcmeError")
    assert client["aliases"] == {"Client": "Acme", "AsyncClient": "AsyncAcme"}
    assert client["env"] == {"base_url": "ACME_URL", "log": "ACME_LOGGING", "custom_headers": "ACME_EXTRA_HEADERS", "api_key": "ACME_TOKEN"}
    assert client["credentials"] == {"bearer": {"argument": "api_key", "env": "ACME_TOKEN"}}
    assert client["header_options"] == {"source_tag": {"header": "X-Source-Tag", "env": "ACME_SOURCE_TAG"}}
    assert client["arguments"] == {"strict_response_validation": "_strict_response_validation"}
    assert client["telemetry"] == {"header_prefix": "X-Acme", "retry_count_header": "x-acme-retry-count", "read_timeout_header": ""}
    assert data["operations"] == {
        "listWidgets": {"pagination": False, "resource": "widgets", "method": "list"},
        # SpecFinish: a union no schema names, below the params type's own fields
        "createWidget": {"resource": "widgets", "method": "create", "params_type": "WidgetCreateParams", "params_unions": {"SpecFinish": ["Paint", "Coating"]}},
        "getWidget": {"resource": "widgets", "method": "retrieve"},  # GET /widgets/{widget_id} is GET /widgets/{id}
    }
    assert data["types"] == {
        "Widget": {"name": "Widget", "module": "widget", "also": ["widget_list.Data"]},  # the copy in widget_list.py: another name
        "WidgetDims": {"name": "Dims", "module": "widget", "also": ["widget_list.DataDimensions"]},  # through Widget.dimensions (wire name dims)
        "WidgetList": {"name": "WidgetList", "module": "widget_list"},
        # the nested request TypedDicts of widget_create_params.py, by the body's fields: other names of the request types
        "WidgetSpec": {"also": ["widget_create_params.Spec"]},
        "Measure": {"also": ["widget_create_params.SpecSize"]},  # through Spec.size
        "Paint": {"also": ["widget_create_params.SpecFinishPaint"]},
        "Coating": {"also": ["widget_create_params.SpecFinishCoating"]},
    }
    assert data["layout"] == {"resources": "nested", "types": "per_resource", "params": "per_operation"}
    assert data["keep"] == ["src/acme_old/lib"]
    assert "set      client.aliases.Client = Acme" in r.stdout
    assert "method client.gadgets.list (GET /gadgets; src/acme_old/resources/gadgets.py:3): no operation of the specs" in r.stdout
    assert "client keyword _extra_kwargs" in r.stdout
    again = sdkgen(tmp_path, "adopt", "old")
    assert again.returncode == 0, again.stderr
    assert config.read_text() == text  # byte for byte
    assert "0 settings written" in again.stdout and "configuration unchanged" in again.stdout


def test_adopt_needs_a_configuration(old: Path, tmp_path: Path) -> None:
    r = sdkgen(tmp_path, "adopt", "old")
    assert r.returncode == 2 and "adopt writes into an existing configuration" in r.stderr


def test_a_setting_adopt_cannot_place_leaves_the_file_alone(old: Path, tmp_path: Path) -> None:
    config = write_project(tmp_path)
    config.write_text(config.read_text() + "types: [not, a, mapping]\n")
    before = config.read_text()
    r = sdkgen(tmp_path, "adopt", "old")
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert config.read_text() == before


_KEY = st.sampled_from(["a", "b", "client", "x_y", "Types"])
_VALUE = st.one_of(st.text(alphabet="abcXYZ_-: #'\"", max_size=8), st.sampled_from(["", "yes", "null", "1.0", "- x"]))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.lists(_KEY, min_size=1, max_size=3), _VALUE), max_size=8))
def test_writing_settings_twice_changes_nothing_the_second_time(pairs: list[tuple[list[str], str]]) -> None:
    base = "# mine\nspecs: [a.yaml]   # keep me\noutput: out\n"
    seen: dict[tuple[str, ...], str] = {}
    for path, value in pairs:  # a setting whose path runs through another's value is not a tree
        t = tuple(path)
        if any(t[: len(k)] == k or k[: len(t)] == t for k in seen if k != t):
            continue
        seen[t] = value
    settings_ = [Setting(k, v, "test") for k, v in seen.items()]
    once, _ = apply(base, settings_, "c.yaml")
    twice, changes = apply(once, settings_, "c.yaml")
    assert twice == once and all(c.status == "kept" for c in changes)
    with tempfile.TemporaryDirectory() as folder:  # read as sdkgen reads it (YAML 1.2)
        (Path(folder) / "c.yaml").write_text(once)
        data = parse_file(Path(folder) / "c.yaml", "c.yaml")
    for k, v in seen.items():
        node = data
        for part in k:
            node = node[part]
        assert node == v
    assert once.startswith("# mine\nspecs: [a.yaml]   # keep me\n")


def test_our_client_keywords_are_the_generated_clients() -> None:
    tree = ast.parse((ROOT / "generated" / "sambanova_sdk" / "src" / "sambanova_sdk" / "_client.py").read_text())
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "SambaNova")
    names: set[str] = set()
    for fn in cls.body:
        if isinstance(fn, ast.FunctionDef) and fn.name in ("__init__", "with_options", "copy"):
            names |= {a.arg for a in fn.args.kwonlyargs}
    assert names - {"api_key"} <= set(OUR_CLIENT_KEYWORDS) and set(OUR_CLIENT_KEYWORDS) - {"api_key"} <= names


def test_diff_surface_reports_what_is_lost(old: Path, tmp_path: Path) -> None:
    config = write_project(tmp_path)
    assert sdkgen(tmp_path, "adopt", "old").returncode == 0
    r = sdkgen(tmp_path, "diff", "--surface", "old", "--format", "json")
    assert r.returncode == 1, r.stderr
    report = json.loads(r.stdout)
    items = {(i["kind"], i["place"]): i["kept"] for i in report["items"]}
    assert items[("method", "client.widgets.retrieve()")] is True
    assert items[("method", "client.gadgets.list()")] is False
    assert items[("argument", "client.widgets.create(name=...)")] is True
    assert items[("argument", "client.widgets.create(color=...)")] is False  # not in the spec
    assert items[("exception", "acme_old.NotFoundError")] is True
    assert items[("client-keyword", "Acme(base_url=...)")] is True
    assert items[("env", "ACME_URL (base_url)")] is True
    assert items[("module", "acme_old")] is True
    assert items[("name", "acme_old.Acme")] is True
    assert items[("name", "acme_old.types.widget_list.Data")] is items[("name", "acme_old.types.widget_list.DataDimensions")] is True
    for name in ("Spec", "SpecSize", "SpecFinish", "SpecFinishPaint", "WidgetCreateParamsBase", "WidgetCreateParamsNonStreaming", "WidgetCreateParamsStreaming"):
        assert items[("name", f"acme_old.types.widget_create_params.{name}")] is True, name
    assert report["lost"] == sum(1 for v in items.values() if not v) > 0
    text = sdkgen(tmp_path, "diff", "--surface", "old")
    assert text.returncode == 1
    assert "LOST  method          client.gadgets.list()  [src/acme_old/resources/gadgets.py:3]" in text.stdout
    assert text.stdout.startswith(f"migration from old (acme-old 2.3.4) to {config.name} (package acme_old): ")


def test_diff_surface_of_an_sdk_against_itself_keeps_everything(old: Path, tmp_path: Path) -> None:
    r = sdkgen(tmp_path, "diff", "--surface", "old", "old")
    assert r.returncode == 0, r.stdout + r.stderr
    assert ", 0 lost" in r.stdout.splitlines()[0]


def test_diff_surface_bad_input(tmp_path: Path) -> None:
    r = sdkgen(tmp_path, "diff", "--surface", "nowhere")
    assert r.returncode == 2 and "not a folder" in r.stderr and "Traceback" not in r.stderr


def test_paths_are_compared_with_the_base_url_path(old: Path, tmp_path: Path) -> None:
    """An SDK whose base URL has no path and whose methods send /v2/widgets is the spec whose
    server is .../v2 and whose paths are /widgets: matched, and the base URL is not replaced
    (which would drop the /v2 the operations' paths need)."""
    client = old / "src" / "acme_old" / "_client.py"
    client.write_text(client.read_text().replace('"https://api.acme.test/v2"', '"https://api.acme.test"'))
    for rel in ("src/acme_old/resources/widgets.py", "api.md"):
        f = old / rel
        f.write_text(f.read_text().replace('"/widgets', '"/v2/widgets').replace(" /widgets", " /v2/widgets"))
    config = write_project(tmp_path)
    r = sdkgen(tmp_path, "adopt", "old")
    assert r.returncode == 0, r.stderr
    data = yaml.safe_load(config.read_text())
    assert set(data["operations"]) == {"listWidgets", "createWidget", "getWidget"}
    assert "base_url" not in data["client"]
    other = old / "src" / "acme_old" / "_client.py"
    other.write_text(other.read_text().replace('"https://api.acme.test"', '"https://old.acme.test"'))
    assert sdkgen(tmp_path, "adopt", "old").returncode == 0
    assert yaml.safe_load(config.read_text())["client"]["base_url"] == "https://old.acme.test/v2"  # another host, the specs' prefix


def test_a_python_file_linking_outside_the_tree_is_skipped_with_a_note(old: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.py").write_text("class LeakedSecret:\n    token: str\n")
    (old / "src/acme_old/types/secret.py").symlink_to(outside / "secret.py")
    inv = inventory(old)
    assert "acme_old.types.secret" not in [m.module for m in inv.modules]
    assert not any("LeakedSecret" in m.names for m in inv.modules)
    assert "src/acme_old/types/secret.py: skipped: it links outside the tree" in inv.notes
    config = write_project(tmp_path)
    r = sdkgen(tmp_path, "adopt", "old")
    assert r.returncode == 0, r.stderr
    assert "src/acme_old/types/secret.py: skipped: it links outside the tree" in r.stdout
    assert "LeakedSecret" not in r.stdout + config.read_text()


@pytest.mark.parametrize("name", ["api.md", "pyproject.toml"])
def test_a_top_level_file_linking_outside_the_tree_is_refused(old: Path, tmp_path: Path, name: str) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text((old / name).read_text())
    (old / name).unlink()
    (old / name).symlink_to(outside)
    config = write_project(tmp_path)
    r = sdkgen(tmp_path, "adopt", "old")
    assert r.returncode == 2 and f"{name}: links outside the tree" in r.stderr and "Traceback" not in r.stderr
    assert config.read_text() == CONFIG  # nothing written


def test_an_oversized_python_file_is_refused_before_parsing(old: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from generator.adopt import pysource

    (old / "src/acme_old/types/huge.py").write_text("X = 1\n" * 400_000)  # 2.4 MB
    config = write_project(tmp_path)
    r = sdkgen(tmp_path, "adopt", "old")
    assert r.returncode == 2 and "src/acme_old/types/huge.py: 2,400,000 bytes: over the limit of 2,097,152 bytes per Python file" in r.stderr, r.stderr
    assert config.read_text() == CONFIG  # nothing written
    parsed: list[str] = []
    monkeypatch.setattr(pysource.ast, "parse", lambda *a, **k: parsed.append("x"))
    monkeypatch.setattr(pysource, "MAX_PY_FILE_BYTES", 3_000_000)
    monkeypatch.setattr(pysource, "MAX_PY_TREE_BYTES", 2_000_000)
    with pytest.raises(AdoptError, match="over the limit of 2,000,000 bytes in all"):
        inventory(old)
    assert parsed == []  # refused before any file is parsed


@pytest.mark.parametrize(
    ("widget_args", "expected", "reported"),
    [
        # one wire-named and one snake_case argument: the default (snake) stays, the wire one is reported
        ("PageSize: int | None = None", None, "argument client.widgets.list(PageSize=): a wire name, but naming.arguments stays snake"),
        # two wire names against one snake_case name: wire, and the snake_case one is reported
        ("PageSize: int | None = None, PageToken: str | None = None", "wire", "argument client.gadgets.list(max_count=): spelt in snake_case, but naming.arguments: wire"),
    ],
)
def test_mixed_argument_spellings_keep_the_majority_and_report_the_rest(tmp_path: Path, widget_args: str, expected: str | None, reported: str) -> None:
    import copy

    from _old_sdk import SPEC

    old = write_old_sdk(tmp_path)
    widgets = old / "src/acme_old/resources/widgets.py"
    widgets.write_text(widgets.read_text().replace("def list(self, *, extra_headers", f"def list(self, *, {widget_args}, extra_headers"))
    (old / "src/acme_old/resources/gadgets.py").write_text('class GadgetsResource:\n    def list(self, *, max_count: int | None = None) -> object:\n        return self._get("/gadgets")\n')
    config = write_project(tmp_path)
    spec = copy.deepcopy(SPEC)
    query = lambda name: {"name": name, "in": "query", "schema": {"type": "string"}}
    spec["paths"]["/widgets"]["get"]["parameters"] = [query("PageSize"), query("PageToken")]
    spec["paths"]["/gadgets"] = {"get": {"operationId": "listGadgets", "parameters": [query("MaxCount")], "responses": {"204": {"description": "ok"}}}}
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(spec))
    r = sdkgen(tmp_path, "adopt", "old")
    assert r.returncode == 0, r.stderr
    data = yaml.safe_load(config.read_text())
    assert data.get("naming", {}).get("arguments") == expected
    assert data["operations"]["listGadgets"] == {"resource": "gadgets", "method": "list"}
    assert reported in r.stdout, r.stdout


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("x = 1" + " + 1" * 100_000 + "\n", "src/acme_old/_data.py: unreadable: nested too deeply to parse (RecursionError)"),  # 400 KB
        ("y = " + "-" * 30_000 + "1\n", "src/acme_old/_data.py: unreadable: nested too deeply to parse (MemoryError)"),
        ("z = " + "a." * 900 + "b\n", "src/acme_old/_data.py:1: unreadable: its syntax is nested more than 200 levels deep"),  # parses; ast.unparse would not
        ("y = " + "-" * 400 + "1\n", "src/acme_old/_data.py:1: unreadable: its syntax is nested more than 200 levels deep"),
    ],
)
def test_a_python_file_too_deep_to_parse_is_reported_as_unreadable(old: Path, tmp_path: Path, text: str, message: str) -> None:
    (old / "src/acme_old/_data.py").write_text(text)
    config = write_project(tmp_path)
    r = sdkgen(tmp_path, "adopt", "old")
    assert r.returncode == 2 and message in r.stderr and "Traceback" not in r.stderr, r.stderr
    assert config.read_text() == CONFIG  # nothing written


@pytest.mark.parametrize("name", ["api.md", "pyproject.toml"])
def test_an_oversized_top_level_file_is_refused_before_reading(old: Path, tmp_path: Path, name: str) -> None:
    os.truncate(old / name, 400 * 1024 * 1024)  # sparse: 400 MB of NULs after the real text
    config = write_project(tmp_path)
    r = sdkgen(tmp_path, "adopt", "old")
    assert r.returncode == 2 and f"{name}: 419,430,400 bytes: over the limit of 2,097,152 bytes per file" in r.stderr and "Traceback" not in r.stderr, r.stderr
    assert config.read_text() == CONFIG  # nothing written


_TOKEN_URL = '        self.api_key = api_key\n        self._token_url = "https://auth.acme.test/oauth/token"\n'
_ENVIRONMENTS = 'ENVIRONMENTS = {"production": "https://old.acme.test/v2", "sandbox": "https://sandbox.acme.test/v2"}\n\nclass Acme:\n'


@pytest.mark.parametrize(
    ("edits", "base_url", "note"),
    [
        # another URL in __init__ (before the base URL's own line) is not the base URL
        ([("        self.api_key = api_key\n", _TOKEN_URL)], "https://api.acme.test/v2", ""),
        # the parameter's default, and a module constant it names
        ([("base_url: str | None = None", 'base_url: str = "https://old.acme.test/v2"'), ('            base_url = "https://api.acme.test/v2"\n', "            pass\n")], "https://old.acme.test/v2", ""),
        ([("class Acme:\n", 'DEFAULT_BASE_URL = "https://old.acme.test/v2"\n\nclass Acme:\n'), ('base_url = "https://api.acme.test/v2"', "base_url = DEFAULT_BASE_URL")], "https://old.acme.test/v2", ""),
        # the environment fallback's default: os.environ.get("ACME_BASE_URL", "https://...")
        ([('            base_url = "https://api.acme.test/v2"\n', "            pass\n"), ('        custom_headers_env', '        self._url = os.environ.get("ACME_BASE_URL", "https://old.acme.test/v2")\n        custom_headers_env')], "https://old.acme.test/v2", ""),
        # ENVIRONMENTS[environment], environment defaulting to one of its keys
        ([("class Acme:\n", _ENVIRONMENTS), ("_strict_response_validation: bool = False", '_strict_response_validation: bool = False, environment: str = "sandbox"'), ('base_url = "https://api.acme.test/v2"', "base_url = ENVIRONMENTS[environment]")], "https://sandbox.acme.test/v2", ""),
        # two candidates, nothing deciding between them: not guessed, said
        ([('base_url = "https://api.acme.test/v2"', 'base_url = "https://a.acme.test" if os.environ.get("A") else "https://b.acme.test"')], "", "the default base URL is one of https://a.acme.test, https://b.acme.test: not adopted (set client.base_url)"),
        ([("class Acme:\n", _ENVIRONMENTS), ('base_url = "https://api.acme.test/v2"', "base_url = ENVIRONMENTS[os.environ['X']]")], "", "one of https://old.acme.test/v2, https://sandbox.acme.test/v2: not adopted"),
        # only URLs that are not the base URL: none
        ([("        self.api_key = api_key\n", _TOKEN_URL), ('            base_url = "https://api.acme.test/v2"\n', "            pass\n")], "", ""),
    ],
)
def test_the_base_url_is_read_from_what_gives_the_base_url(old: Path, tmp_path: Path, edits: list[tuple[str, str]], base_url: str, note: str) -> None:
    client = old / "src/acme_old/_client.py"
    text = client.read_text()
    for a, b in edits:
        assert a in text, a
        text = text.replace(a, b, 1)
    client.write_text(text)
    inv = inventory(old)
    assert inv.client.base_url == base_url
    assert any(note in n for n in inv.notes) if note else not any("base URL" in n for n in inv.notes), inv.notes
    config = write_project(tmp_path)
    r = sdkgen(tmp_path, "adopt", "old")
    assert r.returncode == 0, r.stderr
    written = yaml.safe_load(config.read_text())["client"].get("base_url")
    assert written == (base_url if base_url and "api.acme.test" not in base_url else None)  # never the token host
    assert "auth.acme.test" not in config.read_text()


def test_the_log_variable_is_the_one_a_logging_module_reads(old: Path, tmp_path: Path) -> None:
    # a module whose name merely contains "log" reading the credential's variable is not logging
    (old / "src/acme_old/_catalog.py").write_text('import os\nREGION = os.environ.get("ACME_TOKEN")\n')
    (old / "src/acme_old/_utils/_logs.py").write_text('import os\n\ndef other():\n    return os.environ.get("ACME_REGION")\n\ndef setup():\n    env = os.environ.get("ACME_VERBOSITY")\n    if env == "debug":\n        return 1\n')
    inv = inventory(old)
    assert dict(inv.client.env)["log"] == "ACME_VERBOSITY"  # compared with a log level, in a logging module
    config = write_project(tmp_path)
    r = sdkgen(tmp_path, "adopt", "old")
    assert r.returncode == 0, r.stderr
    assert yaml.safe_load(config.read_text())["client"]["env"]["log"] == "ACME_VERBOSITY"
    (old / "src/acme_old/_utils/_logs.py").write_text('import os\nimport logging\n\ndef setup():\n    key = os.environ.get("ACME_TOKEN")\n    if key == "debug":\n        logging.basicConfig()\n')
    assert "log" not in dict(inventory(old).client.env)  # the credential's variable never is the log variable


@pytest.mark.parametrize(
    ("client", "message"),
    [
        ({"env": {"log": "ACME_TOKEN", "api_key": "ACME_TOKEN"}}, "env.log: 'ACME_TOKEN' is the variable of a credential (env.api_key)"),
        ({"env": {"log": "ACME_TOKEN"}, "credentials": {"bearer": {"env": "ACME_TOKEN"}}}, "env.log: 'ACME_TOKEN' is the variable of a credential (credentials.bearer.env)"),
        # the derived api_key variable (one scheme: ACME_NEW_API_KEY... here acme_new -> ACME_NEW_API_KEY)
        ({"env": {"log": "ACME_NEW_API_KEY"}}, "the 'bearer' credential's environment variable 'ACME_NEW_API_KEY' is the logging variable"),
        ({"credentials": {"bearer": {"env": "ACME_NEW_LOG"}}}, "the 'bearer' credential's environment variable 'ACME_NEW_LOG' is the logging variable"),
    ],
)
def test_a_log_variable_that_is_a_credentials_is_refused(tmp_path: Path, client: dict, message: str) -> None:
    from generator.configure import load_config
    from generator.errors import ConfigError
    from generator.pipeline import build_ir_only

    config = write_project(tmp_path)
    data = yaml.safe_load(config.read_text())
    data["client"] = client
    config.write_text(yaml.safe_dump(data))
    with pytest.raises(ConfigError) as err:
        build_ir_only(load_config(config))
    assert message in str(err.value)
    r = sdkgen(tmp_path, "generate")
    assert r.returncode == 2 and message in r.stderr and "Traceback" not in r.stderr, r.stderr


_T4_SPEC = {
    "openapi": "3.0.3",
    "info": {"title": "T4", "version": "1"},
    "servers": [{"url": "https://api.t4.test/v1"}],
    "security": [{"bearer": [], "qkey": [], "hkey": [], "ckey": []}],
    "paths": {
        "/things": {"get": {"operationId": "listThings", "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"ok": {"type": "boolean"}}}}}}}}},
        "/oauth": {"get": {"operationId": "getOauth", "security": [{"oa": ["read"]}], "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}}}},
    },
    "components": {
        "securitySchemes": {
            "bearer": {"type": "http", "scheme": "bearer"},
            "qkey": {"type": "apiKey", "in": "query", "name": "api_key"},
            "hkey": {"type": "apiKey", "in": "header", "name": "X-Api-Key"},
            "ckey": {"type": "apiKey", "in": "cookie", "name": "sess"},
            "oa": {"type": "oauth2", "flows": {"clientCredentials": {"tokenUrl": "https://auth.t4.test/token", "scopes": {"read": "r"}}}},
        }
    },
}

_T4_WIRE = """
import sys, httpx
sys.path.insert(0, sys.argv[1])
from t4_sdk import T4
seen = []
def answer(request):
    seen.append(request)
    return httpx.Response(200, json={"ok": True})
c = T4(bearer="B-SECRET", qkey="Q-SECRET", hkey="H-SECRET", ckey="C-SECRET", integration_source="cli", http_client=httpx.Client(transport=httpx.MockTransport(answer)))
c.things.list()
r = seen[0]
print(r.url)
print(sorted((k, v) for k, v in r.headers.items() if k in ("authorization", "x-api-key", "cookie", "x-integration-source", "bearer")))
"""


def test_an_sdk_sdkgen_generated_is_adopted_onto_its_own_spec(tmp_path: Path) -> None:
    """Bearer, API keys in the query, a header and a cookie, OAuth 2.0 client credentials (whose
    token URL is in the client's __init__) and a header option: adopted onto the spec the SDK
    was generated from, each credential is its scheme again (never a plain header option), the
    base URL is not the token server's, and the regenerated SDK sends what the old one did."""
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(_T4_SPEC))
    (tmp_path / "old.yaml").write_text(yaml.safe_dump({"specs": ["spec.yaml"], "output": "base", "package": {"name": "t4_sdk"}, "client": {"header_options": {"integration_source": {"header": "X-Integration-Source", "env": "T4_SOURCE"}}}}))
    r = sdkgen(tmp_path, "generate", "--config", "old.yaml")
    assert r.returncode == 0, r.stderr
    config = tmp_path / "sdkgen.yaml"
    config.write_text(yaml.safe_dump({"specs": ["spec.yaml"], "output": "gen", "package": {"name": "t4_sdk"}}))
    r = sdkgen(tmp_path, "adopt", "base")
    assert r.returncode == 0, r.stderr
    client = yaml.safe_load(config.read_text())["client"]
    assert client["credentials"] == {name: {"argument": name, "env": f"T4_{name.upper()}"} for name in ("bearer", "ckey", "hkey", "oa", "qkey")}
    assert client["header_options"] == {"integration_source": {"header": "X-Integration-Source", "env": "T4_SOURCE"}}
    assert "base_url" not in client and "auth.t4.test" not in config.read_text()
    assert "could not map" not in r.stdout, r.stdout  # token_provider, client_id...: ours; no credential left over
    assert sdkgen(tmp_path, "generate").returncode == 0
    wire = [subprocess.run([sys.executable, "-c", _T4_WIRE, str(tmp_path / side / "src")], capture_output=True, text=True, check=True).stdout for side in ("base", "gen")]
    assert wire[0] == wire[1]
    assert wire[1].splitlines() == [
        "https://api.t4.test/v1/things?api_key=Q-SECRET",
        "[('authorization', 'Bearer B-SECRET'), ('cookie', 'sess=C-SECRET'), ('x-api-key', 'H-SECRET'), ('x-integration-source', 'cli')]",
    ]


def test_a_credential_no_scheme_sends_is_reported_not_kept_as_a_plain_header(old: Path, tmp_path: Path) -> None:
    client = old / "src/acme_old/_client.py"
    text = client.read_text().replace("source_tag: str | None = None,", "source_tag: str | None = None, legacy_key: str | None = None,")
    text = text.replace('return {"Authorization": f"Bearer {self.api_key}"}', 'return {"Authorization": f"Bearer {self.api_key}", "X-Legacy-Key": self.legacy_key}')
    client.write_text(text)
    config = write_project(tmp_path)
    r = sdkgen(tmp_path, "adopt", "old")
    assert r.returncode == 0, r.stderr
    data = yaml.safe_load(config.read_text())["client"]
    assert data["header_options"] == {"source_tag": {"header": "X-Source-Tag", "env": "ACME_SOURCE_TAG"}}  # not legacy_key
    assert data["credentials"] == {"bearer": {"argument": "api_key", "env": "ACME_TOKEN"}}
    assert "credential legacy_key (header X-Legacy-Key; src/acme_old/_client.py:" in r.stdout and "no security scheme of the specs sends it; not kept" in r.stdout
