"""The tool installs like a tool: a wheel built from this project, installed into a fresh
virtual environment (not editable, outside the repository), generates a client from a spec
outside the repository, and that client imports and answers a call."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
import yaml
from _generate import ACME_SPEC

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_wheel_installed_in_a_fresh_venv_generates_an_importable_client(tmp_path: Path) -> None:
    # build from a copy of what a source distribution holds, so no build/ folder of this
    # checkout (stale files) can leak into the wheel and nothing is written here
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        if (ROOT / name).is_file():
            shutil.copy2(ROOT / name, source / name)
    shutil.copytree(ROOT / "generator", source / "generator", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "templates", source / "templates", ignore=shutil.ignore_patterns("__pycache__"))
    dist = tmp_path / "dist"
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(dist), str(source)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    (wheel,) = dist.glob("sdkgen-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "generator/templates/resource.py.j2" in names
    assert "generator/templates/runtime/_base_client.py.j2" in names
    assert "generator/render/templates_compiled.zip" in names  # the built-in templates, precompiled
    assert not any(n.startswith(("tests/", "generated/", "specs/", "templates/")) for n in names)
    # every template and every generator module is in the wheel (pyproject.toml lists packages)
    for t in [*(ROOT / "templates").rglob("*.j2"), *(ROOT / "templates").rglob("*.jinja2")]:
        assert f"generator/templates/{t.relative_to(ROOT / 'templates').as_posix()}" in names
    for m in (ROOT / "generator").rglob("*.py"):
        assert m.relative_to(ROOT).as_posix() in names, m

    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", str(wheel)], capture_output=True, text=True)
    assert pip.returncode == 0, pip.stderr

    work = tmp_path / "elsewhere"
    work.mkdir()
    (work / "acme.yaml").write_text(yaml.safe_dump(ACME_SPEC))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["SDKGEN_CACHE_DIR"] = "off"
    gen = subprocess.run([str(venv / "bin" / "sdkgen"), "generate", "acme.yaml", "-o", "client", "-p", "acme_sdk"], cwd=work, capture_output=True, text=True, env=env)
    assert gen.returncode == 0, gen.stderr
    # the installed tool ran from the venv, not from this checkout
    where = subprocess.run([str(venv / "bin" / "python"), "-c", "import generator; print(generator.__file__)"], cwd=work, capture_output=True, text=True, env=env)
    assert str(venv) in where.stdout

    # the generated client (httpx + pydantic) imports and sends the documented request
    probe = (
        "import httpx, json\n"
        "from acme_sdk import Acme\n"
        "def reply(request):\n"
        "    return httpx.Response(200, json={'id': request.url.path.rsplit('/', 1)[1]})\n"
        "c = Acme(api_key='k', http_client=httpx.Client(transport=httpx.MockTransport(reply)))\n"
        "print(json.dumps(c.widgets.retrieve('w1').to_dict()))\n"
    )
    run = subprocess.run([sys.executable, "-c", probe], cwd=work, capture_output=True, text=True, env={**env, "PYTHONPATH": str(work / "client" / "src")})
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == {"id": "w1"}
