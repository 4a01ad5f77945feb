"""User templates (``templates:`` in ``sdkgen.yaml``, ``--templates DIR``): a folder whose files
replace the built-in templates of the same path, the rest falling back; errors name the user's
file and line and write nothing; ``sdkgen check`` compares with the same templates."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from _generate import ACME_SPEC

FOOTER_TEMPLATE = """{% extends "builtin/resource.py.j2" %}
{% block method_docstring %}{{ super() }}

        Generated for {{ api.title }}: {{ op.method | upper }} {{ op.path | docstring_inline }}.{% endblock %}
"""


def sdkgen(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=cwd, capture_output=True, text=True)


@pytest.fixture()
def project(tmp_path: Path) -> Path:
    """An Acme project with a configuration that names a user templates folder."""
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(ACME_SPEC))
    (tmp_path / "my_templates").mkdir()
    config = {"specs": ["spec.yaml"], "output": "out", "package": {"name": "acme_sdk"}, "templates": "my_templates"}
    (tmp_path / "sdkgen.yaml").write_text(yaml.safe_dump(config))
    return tmp_path


def test_a_user_template_extends_the_builtin_one_to_add_a_method_docstring_footer(project: Path) -> None:
    (project / "my_templates" / "resource.py.j2").write_text(FOOTER_TEMPLATE)
    r = sdkgen(project, "generate")
    assert r.returncode == 0, r.stderr
    sys.path.insert(0, str(project / "out" / "src"))
    try:
        pkg = importlib.import_module("acme_sdk")
        doc = pkg.Acme(api_key="k").widgets.retrieve.__doc__
        async_doc = pkg.AsyncAcme(api_key="k").widgets.retrieve.__doc__
    finally:
        sys.path.remove(str(project / "out" / "src"))
        for name in [m for m in sys.modules if m == "acme_sdk" or m.startswith("acme_sdk.")]:
            del sys.modules[name]
    for d in (doc, async_doc):
        assert d is not None
        assert d.rstrip().endswith("Generated for Acme: GET /widgets/{widget_id}.")
        assert "widget_id:" in d  # the built-in docstring is still there
    # everything else is the built-in output: the client module does not mention the footer
    assert "Generated for" not in (project / "out" / "src" / "acme_sdk" / "_client.py").read_text()


def test_a_user_template_replaces_the_readme_and_check_honours_it(project: Path) -> None:
    (project / "my_templates" / "README.md.j2").write_text("# {{ api.package.name }}\n\nOur own words for {{ api.title | md }} {{ ir_version }}.\n")
    assert sdkgen(project, "generate").returncode == 0
    readme = (project / "out" / "README.md").read_text()
    assert readme.startswith("# acme_sdk\n\nOur own words for Acme ")
    assert sdkgen(project, "check").returncode == 0
    # without the user templates the committed output is out of date
    (project / "sdkgen.yaml").write_text(yaml.safe_dump({"specs": ["spec.yaml"], "output": "out", "package": {"name": "acme_sdk"}}))
    r = sdkgen(project, "check")
    assert r.returncode == 1
    assert "README.md" in r.stdout
    # --templates on the command line does what `templates:` does
    assert sdkgen(project, "check", "--templates", "my_templates").returncode == 0


def test_templates_flag_with_spec_files(tmp_path: Path) -> None:
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(ACME_SPEC))
    (tmp_path / "t").mkdir()
    (tmp_path / "t" / "pyproject.toml.j2").write_text('# {{ header_text }}\n[project]\nname = "custom-{{ api.package.project_name }}"\nversion = "1"\n')
    r = sdkgen(tmp_path, "generate", "spec.yaml", "-o", "out", "-p", "acme_sdk", "--templates", "t")
    assert r.returncode == 0, r.stderr
    assert 'name = "custom-acme-sdk"' in (tmp_path / "out" / "pyproject.toml").read_text()


@pytest.mark.parametrize(
    ("template", "line", "message"),
    [
        ("line one\n{% if %}\n", 2, "template syntax error"),
        ("{{ header }}\n\n{{ api.titel }}\n", 3, "has no attribute 'titel'"),
        ('{% extends "builtin/resource.py.j2" %}\n{% block method_docstring %}{{ op.nmae.upper() }}{% endblock %}\n', 2, "has no attribute 'nmae'"),
        ('{% include "missing.j2" %}\n', 1, "missing.j2"),
    ],
)
def test_a_broken_user_template_names_its_file_and_line_and_writes_nothing(project: Path, template: str, line: int, message: str) -> None:
    assert sdkgen(project, "generate").returncode == 0
    before = {p: p.read_bytes() for p in (project / "out").rglob("*") if p.is_file()}
    (project / "my_templates" / "resource.py.j2").write_text(template)
    r = sdkgen(project, "generate")
    assert r.returncode == 2
    assert f"my_templates/resource.py.j2:{line}: " in r.stderr, r.stderr
    assert message in r.stderr
    assert "Traceback" not in r.stderr
    after = {p: p.read_bytes() for p in (project / "out").rglob("*") if p.is_file()}
    assert after == before


@pytest.mark.parametrize("included", [False, True])
def test_a_user_template_that_is_not_utf8_is_named_and_nothing_is_written(project: Path, included: bool) -> None:
    """Also a file a user template includes: exit 2, ``file: not UTF-8``, no traceback."""
    assert sdkgen(project, "generate").returncode == 0
    before = {p: p.read_bytes() for p in (project / "out").rglob("*") if p.is_file()}
    bad = project / "my_templates" / ("part.txt" if included else "README.md.j2")
    bad.write_bytes(b"\xff\xfe {{ api }}\n")
    if included:
        (project / "my_templates" / "README.md.j2").write_text('{% include "part.txt" %}\n')
    r = sdkgen(project, "generate")
    assert r.returncode == 2, r.stderr
    assert r.stderr.startswith(f"error: my_templates/{bad.name}: not UTF-8 (byte 0xff at offset 0)"), r.stderr
    assert "Traceback" not in r.stderr
    assert {p: p.read_bytes() for p in (project / "out").rglob("*") if p.is_file()} == before


def test_a_user_template_that_replaces_nothing_is_a_warning(project: Path) -> None:
    (project / "my_templates" / "resorce.py.j2").write_text("x")
    r = sdkgen(project, "generate")
    assert r.returncode == 0
    assert "my_templates/resorce.py.j2: [unknown-template]" in r.stderr
    assert sdkgen(project, "generate", "--strict").returncode == 1


def test_a_missing_templates_folder_is_a_configuration_error(project: Path) -> None:
    (project / "my_templates").rmdir()
    r = sdkgen(project, "generate")
    assert r.returncode == 2
    assert "templates folder 'my_templates' does not exist" in r.stderr


def test_compiled_templates_are_cached_and_an_edited_template_is_compiled_again(project: Path) -> None:
    """Jinja's compiled templates live in the cache folder (``jinja/``); a user template edited
    to text of the same length with the same modification time is still compiled again (the
    cache is keyed by the source's checksum)."""
    import os

    env = {**os.environ, "SDKGEN_CACHE_DIR": str(project / "cache")}
    readme = project / "my_templates" / "README.md.j2"
    readme.write_text("# first {{ api.package.name }}\n")
    stamp = (1_700_000_000, 1_700_000_000)
    os.utime(readme, stamp)

    def generate() -> str:
        r = subprocess.run([sys.executable, "-m", "generator", "generate"], cwd=project, capture_output=True, text=True, env=env)
        assert r.returncode == 0, r.stderr
        return (project / "out" / "README.md").read_text()

    assert generate() == "# first acme_sdk\n"
    assert any((project / "cache" / "jinja").iterdir())
    readme.write_text("# other {{ api.package.name }}\n")
    os.utime(readme, stamp)
    assert generate() == "# other acme_sdk\n"


def _compile_counter(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Names of the templates Jinja compiles from here on (a cache hit compiles nothing)."""
    import jinja2

    compiled: list[str] = []
    original = jinja2.Environment.compile

    def counting(self: jinja2.Environment, source: str, name: str | None = None, filename: str | None = None, *args: object, **kwargs: object) -> object:
        compiled.append(name or "?")
        return original(self, source, name, filename, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(jinja2.Environment, "compile", counting)
    return compiled


def test_builtin_templates_are_precompiled_user_templates_compiled_into_the_run_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The built-in templates come precompiled with the generator
    (``generator/render/templates_compiled.zip``): an environment with a NEW, empty run cache
    compiles none of them (a cold run pays nothing for them) and writes nothing beside them,
    while a user template is compiled into the run cache given, and again for another one."""
    from generator.render import environment as envmod

    user = tmp_path / "user"
    user.mkdir()
    (user / "README.md.j2").write_text("# {{ 1 + 1 }}\n")
    compiled = _compile_counter(monkeypatch)
    builtin = envmod.builtin_templates()
    before = sorted(p.relative_to(builtin).as_posix() for p in builtin.rglob("*"))

    first = envmod.environment(user, tmp_path / "run1")
    first.filters["linkify"] = str
    for name in envmod.template_names(builtin):
        first.get_template(f"builtin/{name}")
    assert first.get_template("builtin/README.md.j2").filename == str(builtin / "README.md.j2")
    first.get_template("README.md.j2")
    assert compiled == ["README.md.j2"]  # the user's only
    # the cache holds the user template's Jinja bytecode and the built-in ones' Python code
    names = sorted(p.name for p in (tmp_path / "run1").iterdir())
    assert len(names) == 1 + len(envmod.template_names(builtin)) and sum(not n.startswith("builtin-") for n in names) == 1
    compiled.clear()

    second = envmod.environment(user, tmp_path / "run2")
    assert second.get_template("README.md.j2").render() == "# 2\n"
    assert compiled == ["README.md.j2"]
    assert sorted(p.relative_to(builtin).as_posix() for p in builtin.rglob("*")) == before


def test_precompiled_templates_are_not_stale(tmp_path: Path) -> None:
    """The shipped archive is what ``make compile-templates`` builds from ``templates/`` now
    (compared entry by entry; the test builds into a temporary file and rewrites nothing)."""
    from generator.render import precompiled
    from generator.render.environment import compile_builtin_templates

    fresh = tmp_path / "fresh.zip"
    compile_builtin_templates(fresh)
    shipped, built = precompiled.entries(precompiled.ARCHIVE), precompiled.entries(fresh)
    stale = sorted(k for k in shipped.keys() | built.keys() if shipped.get(k) != built.get(k))
    assert not stale, f"{precompiled.ARCHIVE.name} is stale ({len(stale)} entries differ): run `make compile-templates`"


def test_an_edited_builtin_template_is_compiled_from_its_source(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A built-in template whose source no longer matches its precompiled code (edited in a
    source checkout) is compiled from the source: the edit shows, the others stay precompiled;
    errors still name the built-in template and line; without the archive everything is
    compiled."""
    import shutil

    from generator.errors import TemplateError
    from generator.render import environment as envmod
    from generator.render import precompiled

    copy = tmp_path / "templates"
    shutil.copytree(envmod.builtin_templates(), copy)
    (copy / "_version.py.j2").write_text("{{ header }}\n__version__ = 'edited'\n")
    monkeypatch.setattr(envmod, "builtin_templates", lambda: copy)
    compiled = _compile_counter(monkeypatch)
    env = envmod.environment(None, None)
    assert env.get_template("_version.py.j2").render(header="# h") == "# h\n__version__ = 'edited'\n"
    env.get_template("package_init.py.j2")
    assert compiled == ["_version.py.j2"]

    (copy / "pyproject.toml.j2").write_text("line one\n{{ api.nothing_here }}\n")
    with pytest.raises(TemplateError) as err:
        envmod.render_template(env, "pyproject.toml.j2", api=object())
    assert "built-in template pyproject.toml.j2" in str(err.value) and err.value.line == 2

    compiled.clear()
    monkeypatch.setattr(precompiled, "_manifest", lambda archive: {})  # no (readable) archive
    envmod.environment(None, None).get_template("package_init.py.j2")
    assert compiled == ["package_init.py.j2"]



class _Package:
    name = "acme_sdk"
    version = "1.2.3"


class _Api:
    package = _Package()


_API = _Api()


def test_builtin_templates_load_their_python_code_from_the_run_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The precompiled modules of the built-in templates are compiled by Python once and kept
    in the run cache's ``jinja/`` (a zip cannot keep bytecode): a second environment with
    that cache reads no module of the archive and renders the same text; a damaged entry is
    compiled again from the archive; an entry of another template is never used for this one."""
    import zipfile

    import jinja2

    from generator.render import environment as envmod

    names = [n for n in envmod.template_names(envmod.builtin_templates()) if n.startswith(("README", "_version", "pyproject"))]
    assert names

    def rendered(env: object) -> dict[str, object]:
        return {n: env.get_template(n).filename for n in names}  # type: ignore[attr-defined]

    first = envmod.environment(None, tmp_path / "jinja")
    first.filters["linkify"] = str
    expected = rendered(first)
    version = first.get_template("_version.py.j2").render(header="# h", api=_API)
    reads: list[str] = []
    original = zipfile.ZipFile.read

    def counting(self: zipfile.ZipFile, name: object, *args: object) -> bytes:
        reads.append(str(name))
        return original(self, name, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(zipfile.ZipFile, "read", counting)
    imported: list[str] = []
    monkeypatch.setattr(jinja2.ModuleLoader, "load", lambda self, env, name, globals=None: imported.append(name))
    second = envmod.environment(None, tmp_path / "jinja")
    second.filters["linkify"] = str
    assert rendered(second) == expected
    assert second.get_template("_version.py.j2").render(header="# h", api=_API) == version
    assert not [r for r in reads if r.endswith(".py")] and not imported  # every module from the cache
    assert len(list((tmp_path / "jinja").glob("builtin-*.code"))) == len(names)

    import hashlib

    entries = sorted((tmp_path / "jinja").glob("builtin-*.code"))
    for i, entry in enumerate(entries):  # damaged; or intact but not code (unmarshalling raises)
        body = b"\xe3\x00\x00\x01garbage" if i % 2 else b"not marshal data"
        entry.write_bytes(hashlib.sha256(body).digest() + body if i % 2 else body)
    reads.clear()
    third = envmod.environment(None, tmp_path / "jinja")
    assert third.get_template("_version.py.j2").render(header="# h", api=_API) == version
    assert [r for r in reads if r.endswith(".py")]  # compiled from the archive again
