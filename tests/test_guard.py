"""The guard stage: a generated module that does not compile stops the run before anything is
written - exit code 1, the module, the line, the spec pointers of the names on that line and
the template that rendered it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from _generate import ACME_SPEC

from generator.guard import GeneratedCodeError, check_compiles, compile_error


def _run(base: Path, templates: dict[str, str]) -> subprocess.CompletedProcess[str]:
    (base / "spec.yaml").write_text(yaml.safe_dump(ACME_SPEC))
    folder = base / "tpl"
    folder.mkdir(exist_ok=True)
    for name, text in templates.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)
    cmd = [sys.executable, "-m", "generator", "generate", "spec.yaml", "-o", "out", "-p", "acme_sdk", "--templates", "tpl"]
    return subprocess.run(cmd, cwd=base, capture_output=True, text=True)


def _assert_refused(r: subprocess.CompletedProcess[str], base: Path, *fragments: str) -> None:
    assert r.returncode == 1, r.stderr
    assert "Traceback" not in r.stderr, r.stderr
    assert r.stderr.startswith("error: "), r.stderr
    for fragment in fragments:
        assert fragment in r.stderr, r.stderr
    assert not (base / "out").exists()


def test_a_template_black_cannot_parse_is_refused_naming_module_line_and_template(tmp_path: Path) -> None:
    r = _run(tmp_path, {"_version.py.j2": '{{ header }}\n\n__version__ = "1"\nif True\n    pass\n'})
    _assert_refused(r, tmp_path, "error: src/acme_sdk/_version.py:4: internal error: the generated module does not compile", "in `if True`", "rendered by tpl/_version.py.j2", "nothing was written")


def test_code_black_accepts_but_python_does_not_compile_is_refused(tmp_path: Path) -> None:
    """``from x import None`` parses for black; ``def f(a, a)`` even parses for ``ast``: only
    ``compile()`` rejects them."""
    r = _run(tmp_path, {"_version.py.j2": '{{ header }}\n\n\ndef f(a, a):\n    return a\n'})
    _assert_refused(r, tmp_path, "src/acme_sdk/_version.py:4:", "duplicate argument 'a'", "rendered by tpl/_version.py.j2")
    r = _run(tmp_path, {"_version.py.j2": "{{ header }}\nfrom os import None\n"})
    _assert_refused(r, tmp_path, "src/acme_sdk/_version.py:2:", "in `from os import None`")


def test_the_error_names_the_spec_pointer_behind_a_name_on_the_failing_line(tmp_path: Path) -> None:
    """A template that puts a schema's class name where Python cannot take it: the message
    traces the name back to the schema."""
    tpl = "{{ header }}\n{% for m in api.models %}{{ m.name }} = = 1\n{% endfor %}"
    r = _run(tmp_path, {"_version.py.j2": tpl})
    _assert_refused(r, tmp_path, "src/acme_sdk/_version.py:2:", "in `Widget = = 1`", "its names come from spec.yaml#/components/schemas/Widget")


def test_an_existing_output_is_left_untouched(tmp_path: Path) -> None:
    assert _run(tmp_path, {}).returncode == 0
    before = (tmp_path / "out" / "src" / "acme_sdk" / "_version.py").read_text()
    (tmp_path / "tpl" / "_version.py.j2").write_text("{{ header }}\nif True\n")
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "spec.yaml", "-o", "out", "-p", "acme_sdk", "--templates", "tpl"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 1, r.stderr
    assert (tmp_path / "out" / "src" / "acme_sdk" / "_version.py").read_text() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out", "spec.yaml", "tpl"]


@pytest.mark.parametrize(
    ("source", "line", "detail"),
    [
        ("x = 1\nfrom a import None\n", 2, "invalid syntax"),
        ("def f(a, a):\n    pass\n", 1, "duplicate argument 'a' in function definition"),
        ("x = 1\ntry: pass\nexcept* ValueError: pass\n", 3, "only supported in Python 3.11 and greater"),
        ("x = 1\x00\n", 0, "null"),
    ],
)
def test_compile_error_gives_the_line(source: str, line: int, detail: str) -> None:
    error = compile_error("m.py", source)
    assert error is not None
    assert error.line == line
    assert detail in error.detail
    assert error.exit_code == 1


def test_check_compiles_ignores_other_files_and_reports_the_first_module() -> None:
    check_compiles({"README.md": "if True\n", "a.py": "x = 1\n"})
    with pytest.raises(GeneratedCodeError) as e:
        check_compiles({"b.py": "if True\n", "a.py": "def (\n", "c.txt": ""})
    assert e.value.module == "a.py"
