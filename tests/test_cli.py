"""The ``sdkgen`` command line: exit codes, messages naming file and pointer, configuration
validation, and the all-or-nothing output folder."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from _generate import ACME_SPEC, imported_package

from generator.errors import WARNING_ADVICE

ROOT = Path(__file__).resolve().parent.parent

SPEC = ACME_SPEC


def sdkgen(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=cwd, capture_output=True, text=True)


def write(path: Path, data: object) -> Path:
    path.write_text(yaml.safe_dump(data, sort_keys=False) if not isinstance(data, str) else data)
    return path


def test_generate_from_arguments_without_config(tmp_path: Path) -> None:
    write(tmp_path / "acme.yaml", SPEC)
    r = sdkgen("generate", "acme.yaml", "--output", "out", "--package-name", "acme_sdk", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    pkg = tmp_path / "out" / "src" / "acme_sdk"
    client = (pkg / "_client.py").read_text()
    assert "class Acme(SyncCustomRequestClient)" in client and "class AsyncAcme(AsyncCustomRequestClient)" in client
    assert 'DEFAULT_BASE_URL = "https://api.acme.test/v2"' in client
    assert 'os.environ.get("ACME_API_KEY")' in client
    assert "def retrieve(" in (pkg / "resources" / "widgets.py").read_text()
    again = sdkgen("check", "acme.yaml", "--output", "out", "--package-name", "acme_sdk", cwd=tmp_path)
    assert again.returncode == 0, again.stderr


def test_ir_prints_json(tmp_path: Path) -> None:
    write(tmp_path / "acme.yaml", SPEC)
    r = sdkgen("ir", "acme.yaml", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    import json

    ir = json.loads(r.stdout)
    assert [o["operation_id"] for o in ir["operations"]] == ["getWidget"]
    assert ir["operations"][0]["resource"] == ["widgets"] and ir["operations"][0]["name"] == "retrieve"
    prop = ir["models"][0]["properties"][0]
    assert (prop["name"], prop["required"], prop["nullable"]) == ("id", True, False)


def test_yaml_error_exit_2_and_output_untouched(tmp_path: Path) -> None:
    write(tmp_path / "acme.yaml", SPEC)
    assert sdkgen("generate", "acme.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path).returncode == 0
    before = {p: p.read_bytes() for p in (tmp_path / "out").rglob("*") if p.is_file()}
    (tmp_path / "acme.yaml").write_text("openapi: 3.1.0\npaths: {\n")
    r = sdkgen("generate", "acme.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path)
    assert r.returncode == 2
    assert r.stderr.startswith("error: acme.yaml: invalid YAML at line")
    after = {p: p.read_bytes() for p in (tmp_path / "out").rglob("*") if p.is_file()}
    assert after == before
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".out.")]


def test_dangling_ref_message_names_file_and_pointer(tmp_path: Path) -> None:
    """A schema ref to nothing is repaired (typed as Any, with a warning); a ref of another
    kind to nothing is an error naming file and pointer."""
    bad = yaml.safe_load(yaml.safe_dump(SPEC))
    bad["components"]["schemas"]["Widget"]["properties"]["bar"] = {"$ref": "#/components/schemas/Missing"}
    write(tmp_path / "chat.yaml", bad)
    r = sdkgen("generate", "chat.yaml", "-o", "out", "-p", "acme_sdk", "--strict", cwd=tmp_path)
    assert r.returncode == 1
    assert "warning: chat.yaml#/components/schemas/Widget/properties/bar: [ref-dangling] $ref '#/components/schemas/Missing' points to nothing" in r.stderr
    assert not (tmp_path / "out").exists()
    del bad["components"]["schemas"]["Widget"]["properties"]["bar"]
    op = next(iter(next(iter(bad["paths"].values())).values()))
    op["responses"]["404"] = {"$ref": "#/components/responses/Missing"}
    write(tmp_path / "chat.yaml", bad)
    r = sdkgen("generate", "chat.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path)
    assert r.returncode == 2
    assert "$ref '#/components/responses/Missing' points to nothing" in r.stderr and r.stderr.startswith("error: chat.yaml#/paths/")
    assert not (tmp_path / "out").exists()


def test_conflicting_components_across_files(tmp_path: Path) -> None:
    other = yaml.safe_load(yaml.safe_dump(SPEC))
    other["paths"] = {}
    other["components"]["schemas"]["Widget"]["properties"]["id"] = {"type": "integer"}
    write(tmp_path / "a.yaml", SPEC)
    write(tmp_path / "b.yaml", other)
    r = sdkgen("generate", "a.yaml", "b.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path)
    assert r.returncode == 2
    assert "b.yaml#/components/schemas/Widget: component schemas/Widget differs between a.yaml and b.yaml" in r.stderr


@pytest.mark.parametrize(
    ("config", "message"),
    [
        ({"specs": ["acme.yaml"], "output": "out", "package": {"name": "acme_sdk"}, "client": {"clas_name": "X"}}, "unknown key 'client.clas_name'"),
        ({"specs": ["acme.yaml"], "package": {"name": "acme_sdk"}}, "missing required key 'output'"),
        ({"specs": ["acme.yaml"], "output": "out", "package": {"name": "Acme-SDK"}}, "package.name"),
        ({"specs": ["acme.yaml"], "output": "out", "package": {"name": "json"}}, "'json' would shadow"),
        ({"specs": ["acme.yaml"], "output": "out", "package": {"name": "httpx"}}, "'httpx' would shadow"),
        ({"specs": ["acme.yaml"], "output": "out", "package": {"name": "com1"}}, "'com1' is a device name on Windows"),
        ({"specs": ["nope.yaml"], "output": "out", "package": {"name": "acme_sdk"}}, "spec file 'nope.yaml' does not exist"),
        ({"specs": ["acme.yaml"], "output": ".", "package": {"name": "acme_sdk"}}, "would replace the project folder"),
        ({"specs": ["acme.yaml"], "output": "out", "package": {"name": "acme_sdk"}, "normalise": {"disable": ["nope"]}}, "unknown pass 'nope'"),
        ({"specs": ["acme.yaml"], "output": "out", "package": {"name": "acme_sdk"}, "operations": {"nope": {"method": "x"}}}, "no operation with operationId 'nope'"),
        # the closest operationId, or the one of a "METHOD /path" key, is suggested (fresh-user review 4)
        ({"specs": ["acme.yaml"], "output": "out", "package": {"name": "acme_sdk"}, "operations": {"getwidgets": {"method": "x"}}}, "no operation with operationId 'getwidgets' (did you mean 'getWidget'?)"),
        ({"specs": ["acme.yaml"], "output": "out", "package": {"name": "acme_sdk"}, "operations": {"GET /widgets/{widget_id}": {"method": "x"}}}, "(did you mean 'getWidget'?); the keys are operationIds, and an operation without one"),
        ({"specs": ["acme.yaml"], "output": "out", "package": {"name": "acme_sdk"}, "client": {"class_name": "os"}}, "client.class_name: 'os' would shadow a name the generated package defines or imports"),
        ({"specs": ["acme.yaml"], "output": "out", "package": {"name": "acme_sdk"}, "client": {"class_name": "APIError"}}, "'APIError' would shadow"),
        ({"specs": ["acme.yaml"], "output": "out", "package": {"name": "acme_sdk"}, "client": {"error_base": "Exception"}}, "'Exception' would shadow the Python builtin"),
        ({"specs": ["acme.yaml"], "output": "out", "package": {"name": "acme_sdk"}, "client": {"class_name": "M", "async_class_name": "M"}}, "must be three different names"),
        ({"specs": ["acme.yaml"], "output": "out", "package": {"name": "acme_sdk", "version": "1.0\n\""}}, "is not a version in PEP 440's canonical form"),
    ],
)
def test_bad_configuration_is_reported_by_key(tmp_path: Path, config: dict, message: str) -> None:
    write(tmp_path / "acme.yaml", SPEC)
    write(tmp_path / "sdkgen.yaml", config)
    r = sdkgen("generate", cwd=tmp_path)
    assert r.returncode == 2, r.stderr
    assert message in r.stderr


def test_a_package_named_like_a_runtime_class_gets_a_client_suffix(tmp_path: Path) -> None:
    write(tmp_path / "acme.yaml", SPEC)
    r = sdkgen("generate", "acme.yaml", "-o", "out", "-p", "stream_sdk", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    init = (tmp_path / "out" / "src" / "stream_sdk" / "__init__.py").read_text()
    assert "StreamClient" in init and "AsyncStreamClient" in init


def test_package_scope_names_cover_the_generated_top_level() -> None:
    """Every name the SambaNova package's top level, client and exception modules define or
    import, other than the configured classes, is one a configured class name may not take."""
    import ast

    from generator.names import PACKAGE_SCOPE_NAMES

    src = Path(__file__).resolve().parent.parent / "generated" / "sambanova_sdk" / "src" / "sambanova_sdk"
    names: set[str] = set()
    for module in ("__init__.py", "_client.py", "_exceptions.py"):
        for node in ast.parse((src / module).read_text()).body:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names |= {(a.asname or a.name).split(".")[0] for a in node.names}
            elif isinstance(node, (ast.ClassDef, ast.FunctionDef)):
                names.add(node.name)
            elif isinstance(node, ast.Assign):
                names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
    ours = {"SambaNova", "AsyncSambaNova", "SambaNovaError", "__all__", "__version__", "__future__"}
    ours |= {f"{c}With{k}Response" for c in ("SambaNova", "AsyncSambaNova") for k in ("Raw", "Streaming")}  # derived from the class names
    private = {n for n in names if n.startswith("_")}
    assert names - ours - private - PACKAGE_SCOPE_NAMES == set()


def test_config_overrides_placement(tmp_path: Path) -> None:
    write(tmp_path / "acme.yaml", SPEC)
    write(tmp_path / "sdkgen.yaml", {"specs": ["acme.yaml"], "output": "out", "package": {"name": "acme_sdk"}, "operations": {"getWidget": {"resource": "things.widgets", "method": "fetch"}}})
    r = sdkgen("generate", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "def fetch(" in (tmp_path / "out" / "src" / "acme_sdk" / "resources" / "things_widgets.py").read_text()


def test_check_reports_missing_and_extra_files(tmp_path: Path) -> None:
    write(tmp_path / "acme.yaml", SPEC)
    assert sdkgen("generate", "acme.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path).returncode == 0
    (tmp_path / "out" / "extra.txt").write_text("x")
    (tmp_path / "out" / "api.md").unlink()
    r = sdkgen("check", "acme.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path)
    assert r.returncode == 1
    assert "1 missing from the output" in r.stderr and "1 not generated any more" in r.stderr
    assert "+++ b/out/api.md" in r.stdout


def test_output_folder_not_written_by_sdkgen_is_never_replaced(tmp_path: Path) -> None:
    write(tmp_path / "acme.yaml", SPEC)
    precious = tmp_path / "work"
    precious.mkdir()
    (precious / "notes.txt").write_text("mine")
    r = sdkgen("generate", "acme.yaml", "-o", "work", "-p", "acme_sdk", cwd=tmp_path)
    assert r.returncode == 2
    assert "error: work: output folder 'work' is not empty and was not written by sdkgen" in r.stderr  # named as given
    (tmp_path / "a-file").write_text("mine")
    r = sdkgen("generate", "acme.yaml", "-o", "a-file", "-p", "acme_sdk", cwd=tmp_path)
    assert r.returncode == 2 and "error: a-file: output 'a-file' exists and is not a folder" in r.stderr, r.stderr
    assert (tmp_path / "a-file").read_text() == "mine"
    assert (precious / "notes.txt").read_text() == "mine" and len(list(precious.iterdir())) == 1
    # a generated folder someone made a repository of is refused too
    assert sdkgen("generate", "acme.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path).returncode == 0
    (tmp_path / "out" / ".git").mkdir()
    r = sdkgen("generate", "acme.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path)
    assert r.returncode == 2 and ".git" in r.stderr
    assert (tmp_path / "out" / ".git").is_dir()
    # ... and so is one with a repository (or a worktree's or submodule's .git file) anywhere inside
    (tmp_path / "out" / ".git").rmdir()
    for nested, kind in (("src/acme_sdk/sub", "dir"), ("src/acme_sdk/types", "file")):
        before = {p: p.read_bytes() for p in (tmp_path / "out").rglob("*") if p.is_file()}
        (tmp_path / "out" / nested).mkdir(parents=True, exist_ok=True)
        git = tmp_path / "out" / nested / ".git"
        git.mkdir() if kind == "dir" else git.write_text("gitdir: ../../elsewhere\n")
        (git / "HEAD").write_text("ref: refs/heads/main\n") if kind == "dir" else None
        r = sdkgen("generate", "acme.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path)
        assert r.returncode == 2, r.stderr
        assert f"output folder 'out' holds a .git repository ({nested}/.git); refusing to replace it" in r.stderr
        after = {p: p.read_bytes() for p in (tmp_path / "out").rglob("*") if p.is_file()}
        assert {p: b for p, b in after.items() if ".git" not in p.parts} == before
        shutil.rmtree(git) if kind == "dir" else git.unlink()
    assert sdkgen("generate", "acme.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path).returncode == 0
    # a file in the output's place
    (tmp_path / "file").write_text("x")
    r = sdkgen("generate", "acme.yaml", "-o", "file", "-p", "acme_sdk", cwd=tmp_path)
    assert r.returncode == 2 and "not a folder" in r.stderr
    assert (tmp_path / "file").read_text() == "x"


def test_output_folders_get_the_usual_permissions_and_relative_provenance(tmp_path: Path) -> None:
    specs = tmp_path / "specs"
    specs.mkdir()
    write(specs / "acme.yaml", SPEC)
    proj = tmp_path / "proj"
    proj.mkdir()
    assert sdkgen("generate", "../specs/acme.yaml", "-o", "out", "-p", "acme_sdk", cwd=proj).returncode == 0
    import os

    umask = os.umask(0)
    os.umask(umask)
    assert (proj / "out").stat().st_mode & 0o777 == 0o777 & ~umask  # as mkdir would, not mkdtemp's 0700
    first = (proj / "out" / "pyproject.toml").read_text().splitlines()[0]
    assert "../specs/acme.yaml" in first and str(tmp_path) not in first


def test_strict_with_warnings_writes_nothing(tmp_path: Path) -> None:
    spec = yaml.safe_load(yaml.safe_dump(SPEC))
    # widgets.parts would be both a method and a sub-resource: a warning, and a renamed method
    param = {"in": "path", "required": True, "schema": {"type": "string"}}
    ok = {"200": {"description": "ok"}}
    spec["paths"]["/widgets/{widget_id}/parts"] = {"post": {"operationId": "addPart", "parameters": [{"name": "widget_id", **param}], "responses": ok}}
    spec["paths"]["/widgets/parts/{part_id}"] = {"get": {"operationId": "getPart", "parameters": [{"name": "part_id", **param}], "responses": ok}}
    write(tmp_path / "acme.yaml", spec)
    loose = sdkgen("generate", "acme.yaml", "-o", "loose", "-p", "acme_sdk", cwd=tmp_path)
    assert loose.returncode == 0 and "[method-name-collision]" in loose.stderr, loose.stderr
    r = sdkgen("generate", "acme.yaml", "-o", "out", "-p", "acme_sdk", "--strict", cwd=tmp_path)
    assert r.returncode == 1 and "warning:" in r.stderr and "error: out: 1 warning(s) and --strict: output not written" in r.stderr, r.stderr
    assert not (tmp_path / "out").exists()


def _children(pid: int) -> set[int]:
    try:
        return {int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()}
    except OSError:
        return set()


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs Linux /proc")
@pytest.mark.parametrize("signal_name", ["SIGTERM", "SIGKILL"])
def test_killed_generate_leaves_no_workers_and_no_output(tmp_path: Path, signal_name: str) -> None:
    import os
    import signal
    import time

    if (os.cpu_count() or 1) < 2:
        pytest.skip("the worker pool needs two cores")
    specs = sorted(str(p) for p in (ROOT / "specs").glob("*.yaml"))
    env = {**os.environ, "SDKGEN_CACHE_DIR": str(tmp_path / "cache")}
    env.pop("SDKGEN_NO_PARALLEL", None)
    proc = subprocess.Popen([sys.executable, "-m", "generator", "generate", *specs, "-o", "out", "-p", "x_sdk"], cwd=tmp_path, env=env, stderr=subprocess.PIPE)
    workers: set[int] = set()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and proc.poll() is None:
        workers = {c for c in _children(proc.pid) if _alive(c)}
        if workers:
            break
        time.sleep(0.05)
    assert workers, "the generator finished or never started workers"
    proc.send_signal(getattr(signal, signal_name))
    proc.wait(timeout=60)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and any(_alive(w) for w in workers):
        time.sleep(0.05)
    assert not any(_alive(w) for w in workers)
    assert not (tmp_path / "out").exists()
    if signal_name == "SIGTERM":
        assert proc.returncode == 128 + signal.SIGTERM
        assert not [p for p in tmp_path.iterdir() if p.name.startswith(".out.")]


def test_check_ignores_tool_caches_and_top_level_builds_only(tmp_path: Path) -> None:
    write(tmp_path / "acme.yaml", SPEC)
    assert sdkgen("generate", "acme.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path).returncode == 0
    pkg = tmp_path / "out" / "src" / "acme_sdk"
    for junk in ("dist/acme_sdk-0.1.0.whl", "build/lib/x.py", ".mypy_cache/x.json", "src/acme_sdk.egg-info/PKG-INFO"):
        (tmp_path / "out" / junk).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "out" / junk).write_bytes(b"\x00junk")
    # bytecode Python wrote for the generated modules (the package used in place) is no difference
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(pkg)], check=True)
    subprocess.run([sys.executable, "-O", "-m", "compileall", "-q", str(pkg)], check=True)
    assert any((pkg / "__pycache__").glob("*.opt-1.pyc"))
    assert sdkgen("check", "acme.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path).returncode == 0
    (pkg / "build").mkdir()
    (pkg / "build" / "hand_written.py").write_text("x = 1\n")
    r = sdkgen("check", "acme.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path)
    assert r.returncode == 1 and "1 not generated any more" in r.stderr


def test_check_refuses_bytecode_that_no_generation_wrote(tmp_path: Path) -> None:
    """``__pycache__`` runs on import: bytecode that is not this interpreter's compilation of
    the generated module beside it (other code with the right header, a module that is not
    generated, another interpreter's) makes ``check`` fail, and ``generate`` removes it."""
    import importlib.util
    import marshal

    write(tmp_path / "acme.yaml", SPEC)
    args = ("acme.yaml", "-o", "out", "-p", "acme_sdk")
    assert sdkgen("generate", *args, cwd=tmp_path).returncode == 0
    cache = tmp_path / "out" / "src" / "acme_sdk" / "__pycache__"
    cache.mkdir()
    tag = sys.implementation.cache_tag
    evil = importlib.util.MAGIC_NUMBER + bytes(12) + marshal.dumps(compile("import os; os.system('echo pwned')", "_client.py", "exec"))
    for name in (f"_client.{tag}.pyc", f"not_generated.{tag}.pyc", "_client.cpython-39.pyc"):
        (cache / name).write_bytes(evil)
        r = sdkgen("check", *args, cwd=tmp_path)
        assert r.returncode == 1 and f"src/acme_sdk/__pycache__/{name}" in r.stdout and "1 not generated any more" in r.stderr, r.stdout + r.stderr
        assert sdkgen("generate", *args, cwd=tmp_path).returncode == 0
        assert not cache.exists()
        cache.mkdir()


def test_check_never_reads_what_a_symbolic_link_points_at(tmp_path: Path) -> None:
    write(tmp_path / "acme.yaml", SPEC)
    args = ("acme.yaml", "-o", "out", "-p", "acme_sdk")
    assert sdkgen("generate", *args, cwd=tmp_path).returncode == 0
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP-SECRET-VALUE\n")
    target = tmp_path / "out" / "src" / "acme_sdk" / "_qs.py"
    target.unlink()
    target.symlink_to(secret)
    (tmp_path / "out" / "extra.txt").symlink_to(secret)
    r = sdkgen("check", *args, cwd=tmp_path)
    assert r.returncode == 1 and "TOP-SECRET-VALUE" not in r.stdout + r.stderr, r.stdout
    assert "-<symbolic link>" in r.stdout and "conflict: out/src/acme_sdk/_qs.py: is a symbolic link where sdkgen generates a file" in r.stderr, r.stderr
    r = sdkgen("generate", *args, cwd=tmp_path)  # a link is never replaced silently: it may be someone's
    assert r.returncode == 2 and "_qs.py: is a symbolic link" in r.stderr and secret.read_text() == "TOP-SECRET-VALUE\n"


def test_a_spec_without_object_schemas_gives_lint_clean_code(tmp_path: Path) -> None:
    spec = {
        "openapi": "3.1.0",
        "info": {"title": "Colors", "version": "1"},
        "paths": {"/color": {"get": {"responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Color"}}}}}}}},
        "components": {"schemas": {"Color": {"type": "string", "enum": ["red", "green"]}}},
    }
    write(tmp_path / "c.yaml", spec)
    assert sdkgen("generate", "c.yaml", "-o", "out", "-p", "colors_sdk", cwd=tmp_path).returncode == 0
    bin_dir = Path(sys.executable).parent
    ruff = subprocess.run([str(bin_dir / "ruff"), "check", "colors_sdk"], cwd=tmp_path / "out" / "src", capture_output=True, text=True)
    assert ruff.returncode == 0, ruff.stdout
    assert "BaseModel" not in (tmp_path / "out" / "src" / "colors_sdk" / "types" / "_models.py").read_text()


def test_a_spec_without_servers_warns_and_its_client_asks_for_a_base_url(tmp_path: Path) -> None:
    spec = yaml.safe_load(yaml.safe_dump(SPEC))
    del spec["servers"]
    write(tmp_path / "acme.yaml", spec)
    r = sdkgen("generate", "acme.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path)
    assert r.returncode == 0 and "acme.yaml#/servers: [no-server-url]" in r.stderr, r.stderr
    code = (
        "import sys; sys.path.insert(0, 'out/src'); import acme_sdk\n"
        "try:\n    acme_sdk.Acme(api_key='k')\nexcept acme_sdk.AcmeError as e:\n    print('refused:', e)\n"
        "print(acme_sdk.Acme(api_key='k', base_url='https://h.test/v1').base_url)\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "ACME_BASE_URL"}
    run = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, env=env)
    assert run.returncode == 0, run.stderr
    assert "refused: The API declares no absolute server URL" in run.stdout and "https://h.test/v1" in run.stdout


# --------------------------------------------------------------------------- output a user can act on


def _warned_spec() -> dict:  # type: ignore[type-arg]
    """Three warnings of one kind, at a parameter component shared by two operations (reported
    once, where it is written), and one of another kind."""
    spec = yaml.safe_load(yaml.safe_dump(SPEC))
    spec["components"]["parameters"] = {"Flag": {"name": "flag", "in": "query", "schema": {"type": "boolean", "default": "false"}}}
    ref = {"$ref": "#/components/parameters/Flag"}
    spec["paths"]["/a"] = {"get": {"operationId": "getA", "parameters": [ref], "responses": {"204": {"description": "ok"}}}}
    spec["paths"]["/b"] = {"get": {"operationId": "getB", "parameters": [ref], "responses": {"204": {"description": "ok"}}}}
    props = spec["components"]["schemas"]["Widget"]["properties"]
    props["on"] = {"type": "boolean", "default": "true"}
    props["off"] = {"type": "boolean", "default": "false"}
    props["kind"] = {"type": "strnig"}
    return spec


def test_warnings_are_printed_once_grouped_by_kind_with_what_to_do(tmp_path: Path) -> None:
    write(tmp_path / "x.yaml", _warned_spec())
    r = sdkgen("ir", "x.yaml", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    lines = r.stderr.splitlines()
    assert lines == [
        "warning: x.yaml#/components/parameters/Flag/schema/default: [default-converted] default 'false' is a string spelling false (default is false)",
        "  ... and 2 more [default-converted] warnings (3 in all; -v lists every warning)",
        f"  what to do: {WARNING_ADVICE['default-converted']}",
        ("warning: x.yaml#/components/schemas/Widget/properties/kind/type: [unknown-type] type 'strnig' is none of null, boolean, object, array, number, string, integer"
        " (it constrains nothing: typed by the rest of the schema, else Any)"),
        f"  what to do: {WARNING_ADVICE['unknown-type']}",
        ("each warning names the place in the spec and what sdkgen did instead: fix the spec there, correct it without editing the file with `patches:`"
        " (JSON Patch) in the configuration, or name a method with `operations:`; --strict refuses any warning"),
    ]
    verbose = [line for line in sdkgen("ir", "x.yaml", "-v", cwd=tmp_path).stderr.splitlines() if line.startswith("warning:")]
    assert len(verbose) == 4 and len(set(verbose)) == 4  # the shared parameter once, not once per operation
    assert sum("[default-converted]" in line for line in verbose) == 3


def test_every_warning_kind_the_generator_emits_says_what_to_do() -> None:
    """Each warning code written in the generator's sources (``.warn(..., "<code>", ...)``,
    ``Diagnostic("warning", ..., "<code>", ...)`` and the completeness guard's codes) has an
    entry in WARNING_ADVICE, printed once per kind; an entry nothing emits any more is stale."""
    import ast

    from generator.pipeline import _GAP_ACTIONS

    codes: set[str] = set(_GAP_ACTIONS)
    for path in (ROOT / "generator").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.Call):
                continue
            if isinstance(node.func, ast.Attribute) and node.func.attr == "warn" and len(node.args) > 1:
                code = node.args[1]
            elif isinstance(node.func, ast.Name) and node.func.id == "Diagnostic" and len(node.args) > 2 and getattr(node.args[0], "value", None) == "warning":
                code = node.args[2]
            else:
                continue
            if isinstance(code, ast.Constant) and isinstance(code.value, str):
                codes.add(code.value)
    assert len(codes) > 30
    assert sorted(codes - WARNING_ADVICE.keys()) == []
    # the configuration an advice shows is configuration sdkgen accepts
    import re

    from generator.config import OperationOverride

    fields = set(OperationOverride.model_fields)
    shown = [key for advice in WARNING_ADVICE.values() for inner in re.findall(r"operations: \{<operationId>: \{([^}]*)\}\}", advice) for key in re.findall(r"(\w+):", inner)]
    assert shown and sorted(set(shown) - fields) == []
    assert sorted(WARNING_ADVICE.keys() - codes) == []


def test_check_summarises_warnings_in_one_line_and_strict_refuses_them(tmp_path: Path) -> None:
    write(tmp_path / "x.yaml", _warned_spec())
    assert sdkgen("generate", "x.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path).returncode == 0
    r = sdkgen("check", "x.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert r.stderr.splitlines() == ["4 warnings of 2 kinds (-v lists them)", "out is up to date"]
    r = sdkgen("check", "x.yaml", "-o", "out", "-p", "acme_sdk", "--strict", cwd=tmp_path)
    assert r.returncode == 1 and "error: 4 warning(s) and --strict" in r.stderr
    r = sdkgen("ir", "x.yaml", "--strict", cwd=tmp_path)
    assert r.returncode == 1 and r.stdout == "" and "--strict: IR not printed" in r.stderr


def test_h_is_help_and_each_command_describes_strict_in_its_own_words(tmp_path: Path) -> None:
    helps = {}
    for command in ("generate", "check", "ir"):
        r = sdkgen(command, "-h", cwd=tmp_path)
        assert r.returncode == 0 and r.stdout == sdkgen(command, "--help", cwd=tmp_path).stdout
        helps[command] = " ".join(r.stdout.split("--strict", 1)[1].split("-v, --verbose")[0].split())
    assert sdkgen("-h", cwd=tmp_path).returncode == 0
    assert helps["generate"].startswith("exit 1 when there are warnings, writing nothing")
    assert helps["check"].startswith("also exit 1 when generating gives warnings")
    assert helps["ir"].startswith("exit 1 when there are warnings, printing no IR")


def test_ir_writes_to_output_when_given(tmp_path: Path) -> None:
    write(tmp_path / "x.yaml", SPEC)
    r = sdkgen("ir", "x.yaml", "-o", "ir.json", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert r.stdout == "" and r.stderr == "wrote the IR to ir.json\n"
    assert (tmp_path / "ir.json").read_text() == sdkgen("ir", "x.yaml", cwd=tmp_path).stdout
    assert [p.name for p in tmp_path.iterdir()] == sorted(["x.yaml", "ir.json"], key=[p.name for p in tmp_path.iterdir()].index)


def test_a_configuration_with_several_mistakes_reports_them_all(tmp_path: Path) -> None:
    write(tmp_path / "acme.yaml", SPEC)
    write(tmp_path / "sdkgen.yaml", {"specs": ["acme.yaml", "nope.yaml", "gone.yaml"], "output": "out", "package": {"name": "acme_sdk"}})
    r = sdkgen("generate", cwd=tmp_path)
    assert r.returncode == 2
    assert r.stderr == "error: sdkgen.yaml: spec file 'nope.yaml' does not exist; spec file 'gone.yaml' does not exist\n"
    write(tmp_path / "sdkgen.yaml", {"specs": ["acme.yaml"], "package": {"name": "acme_sdk", "colour": 1}, "client": {"clas_name": "X"}})
    r = sdkgen("generate", cwd=tmp_path)
    assert r.returncode == 2
    assert r.stderr == "error: sdkgen.yaml: missing required key 'output'; unknown key 'package.colour'; unknown key 'client.clas_name'\n"


def test_progress_is_a_status_line_on_a_terminal_and_plain_lines_in_ci() -> None:
    import io

    from generator.progress import PLAIN_AFTER, Progress

    now = [0.0]
    tty = io.StringIO()
    p = Progress(tty, tty=True, clock=lambda: now[0])
    p.stage("loading")  # a short run: nothing drawn
    now[0] = 2.0
    p.stage("formatting", total=4)
    for _ in range(4):
        now[0] += 0.5
        p.advance()
    p.close()
    assert tty.getvalue().split("\r\x1b[K")[1:] == [
        "sdkgen: formatting [------------------------] 0/4 2 s",
        "sdkgen: formatting [######------------------] 1/4 2 s",
        "sdkgen: formatting [############------------] 2/4 3 s",
        "sdkgen: formatting [##################------] 3/4 4 s",
        "sdkgen: formatting [########################] 4/4 4 s",
        "",  # erased at the end
    ]
    plain = io.StringIO()
    now[0] = 0.0
    p = Progress(plain, tty=False, clock=lambda: now[0])
    p.stage("loading", detail="1 spec file")
    now[0] = PLAIN_AFTER + 1
    p.stage("formatting", total=8)
    for _ in range(8):
        p.advance()
    p.close()
    assert plain.getvalue().splitlines() == [
        "sdkgen: formatting (8 to do) [21 s]",
        "sdkgen: formatting: 2/8 [21 s]",
        "sdkgen: formatting: 4/8 [21 s]",
        "sdkgen: formatting: 6/8 [21 s]",
    ]


def test_the_readme_of_an_api_without_security_or_server_says_what_the_spec_says(tmp_path: Path) -> None:
    spec = {
        "openapi": "3.0.3",
        "info": {"title": "Open", "version": ""},
        "paths": {
            "/things": {
                "get": {
                    "operationId": "listThings",
                    "parameters": [
                        {"name": "ids", "in": "query", "required": True, "example": '["a", "b"]', "schema": {"type": "array", "items": {"type": "string"}}},
                        {"name": "n", "in": "query", "required": True, "schema": {"type": "integer", "example": "five"}},
                    ],
                    "responses": {"204": {"description": "ok"}},
                }
            }
        },
    }
    write(tmp_path / "x.yaml", spec)
    assert sdkgen("generate", "x.yaml", "-o", "out", "-p", "open_sdk", cwd=tmp_path).returncode == 0
    readme = (tmp_path / "out" / "README.md").read_text()
    assert "missing key raises" not in readme and "else\n``." not in readme and " ``." not in readme
    assert "Generated from 1 OpenAPI file: `x.yaml`.\n" in readme  # no "(API version )" without one
    # the per-call options example calls a GET: with extra_body it raised TypeError (fresh user)
    per_call = readme.split("## Per-call options", 1)[1].split("```python\n", 1)[1].split("```", 1)[0]
    assert 'extra_query={"debug": "true"})' in per_call and "extra_body" not in per_call
    assert "The API declares no security scheme: the client sends no credentials." in readme
    assert "The spec names no server URL a client can call: pass `base_url=` or set `OPEN_BASE_URL`" in readme
    example = readme.split("## Usage\n\n```python\n", 1)[1].split("```", 1)[0]
    assert 'client = Open(base_url="https://api.example.com")' in example
    assert 'client.things.list(ids=["a", "b"], n=1)' in example
    # and it runs: the example's call sends what it says
    import httpx

    with imported_package(tmp_path / "out" / "src", "open_sdk") as open_sdk:
        sent: list[httpx.Request] = []
        client = open_sdk.Open(base_url="https://api.example.com", http_client=httpx.Client(transport=httpx.MockTransport(lambda r: sent.append(r) or httpx.Response(204))))
        client.things.list(ids=["a", "b"], n=0)
        assert str(sent[0].url) == "https://api.example.com/things?ids=a&ids=b&n=0"


def test_check_says_the_generate_command_that_brings_the_output_up_to_date(tmp_path: Path) -> None:
    """Out of date without a configuration file, ``sdkgen check`` names the ``sdkgen generate``
    command with the same spec files and flags (a bare ``sdkgen generate`` would fail: no
    sdkgen.yaml); ``diff --against-generated`` without one says what diff takes instead."""
    import shlex
    import subprocess
    import sys

    import yaml
    from _generate import ACME_SPEC

    (tmp_path / "my spec.yaml").write_text(yaml.safe_dump(ACME_SPEC))
    args = ["my spec.yaml", "--output", "out", "--package-name", "acme_sdk"]
    gen = subprocess.run([sys.executable, "-m", "generator", "generate", *args], cwd=tmp_path, capture_output=True, text=True)
    assert gen.returncode == 0, gen.stderr
    (tmp_path / "out" / "api.md").unlink()  # drift: a generated file is missing
    r = subprocess.run([sys.executable, "-m", "generator", "check", *args], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 1
    command = r.stderr.strip().splitlines()[-1].split("run `")[1].rstrip("`")
    assert shlex.split(command) == ["sdkgen", "generate", "my spec.yaml", "--output", "out", "--package-name", "acme_sdk"]
    d = subprocess.run([sys.executable, "-m", "generator", "diff", "--against-generated"], cwd=tmp_path, capture_output=True, text=True)
    assert d.returncode == 2 and "sdkgen diff OUTPUT_FOLDER SPEC_FILE" in d.stderr and "--output" not in d.stderr


def test_check_from_another_folder_says_the_specs_are_named_otherwise(tmp_path: Path) -> None:
    """Without a configuration file the generated files name their specs relative to the folder
    sdkgen ran in, so ``check`` run from another folder finds every file changed: it says why
    (fresh-user review: no hint), and a drift from the same folder gets no such hint."""
    write(tmp_path / "spec.yaml", SPEC)
    (tmp_path / "sub").mkdir()
    assert sdkgen("generate", "spec.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path).returncode == 0
    r = sdkgen("check", "../spec.yaml", "-o", "../out", "-p", "acme_sdk", cwd=tmp_path / "sub")
    assert r.returncode == 1
    assert r.stderr.strip().splitlines()[-1] == (
        "hint: the output records its specs as spec.yaml and this run names them ../spec.yaml (without a configuration file, "
        "relative to the folder sdkgen runs in): run sdkgen from the folder the output was generated in, or with an sdkgen.yaml, whose paths are relative to it"
    )
    (tmp_path / "out" / "api.md").unlink()
    same = sdkgen("check", "spec.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path)
    assert same.returncode == 1 and "hint:" not in same.stderr


def test_a_malformed_file_stays_an_error_with_patches_and_says_why(tmp_path: Path) -> None:
    """``schema: null`` (Directus 15.2.0's ``POST /items/{collection}``) is refused as the file
    is loaded, before ``patches:`` apply to the merged document: with a patch for it the error
    (exit 2, file and pointer, nothing written) says the patch cannot repair it; without
    patches the message is as before (fresh-user review 5)."""
    import copy

    spec = copy.deepcopy(SPEC)
    path_item = next(iter(spec["paths"].values()))
    method = next(iter(path_item))
    path_item[method]["requestBody"] = {"content": {"application/json": {"schema": None}}}
    write(tmp_path / "acme.yaml", spec)
    pointer = next(iter(spec["paths"])).replace("~", "~0").replace("/", "~1")
    fix = {"op": "replace", "path": f"/paths/{pointer}/{method}/requestBody/content/application~1json/schema", "value": {"type": "object"}}
    for patches in ([], [fix]):
        write(tmp_path / "sdkgen.yaml", {"specs": ["acme.yaml"], "output": "out", "package": {"name": "acme_sdk"}, **({"patches": patches} if patches else {})})
        r = sdkgen("generate", cwd=tmp_path)
        assert r.returncode == 2 and "Traceback" not in r.stderr and not (tmp_path / "out").exists(), r.stderr
        assert f"acme.yaml#/paths/{pointer}/{method}/requestBody/content/application~1json/schema: a schema must be a mapping or a boolean, not null" in r.stderr, r.stderr
        assert ("`patches:` apply to the merged document after each file is checked, so they cannot repair this" in r.stderr) == bool(patches), r.stderr
