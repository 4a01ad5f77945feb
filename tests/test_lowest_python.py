"""The generated package declares ``requires-python >= 3.10``: run it on a real Python 3.10
(when one is installed) with only its declared dependencies installed from PyPI."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GENERATED = ROOT / "generated" / "sambanova_sdk"

SMOKE = r'''
import asyncio, json, sys
import httpx
from sambanova_sdk import SambaNova, AsyncSambaNova, NotFoundError
assert sys.version_info[:2] == (3, 10), sys.version
body = {"choices": [{"finish_reason": "stop", "index": 0, "message": {"content": "Hi", "role": "assistant"}}],
        "created": 1.0, "id": "x", "model": "m", "object": "chat.completion", "system_fingerprint": "f", "usage": None}
chunk = {"choices": [{"delta": {"content": "a"}, "index": 0}], "created": 1, "id": "x", "model": "m",
         "object": "chat.completion.chunk", "system_fingerprint": "f"}
def handler(request):
    if request.url.path.endswith("/models/nope"):
        return httpx.Response(404, json={"error": "no"})
    if json.loads(request.content).get("stream"):
        return httpx.Response(200, content=("data: " + json.dumps(chunk) + "\n\ndata: [DONE]\n\n").encode(),
                              headers={"content-type": "text/event-stream"})
    return httpx.Response(200, json=body)
client = SambaNova(api_key="k", http_client=httpx.Client(transport=httpx.MockTransport(handler)))
r = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}])
assert r.choices[0].message.content == "Hi"
assert [c.choices[0].delta.content for c in client.chat.completions.create(model="m", messages=[], stream=True)] == ["a"]
try:
    client.models.retrieve("nope")
except NotFoundError as e:
    assert e.status_code == 404
else:
    raise AssertionError("no error")
async def main():
    async with AsyncSambaNova(api_key="k", http_client=httpx.AsyncClient(transport=httpx.MockTransport(handler))) as c:
        r = await c.chat.completions.create(model="m", messages=[])
        assert r.id == "x"
asyncio.run(main())
print("ok")
'''


def _python310() -> str | None:
    candidates = [str(p) for p in sorted(Path("/root/.pyenv/versions").glob("3.10.*/bin/python3.10"))] if Path("/root/.pyenv/versions").is_dir() else []
    for name in ("python3.10",):
        found = shutil.which(name)
        if found:
            candidates.append(found)
    for candidate in candidates:
        try:
            ok = subprocess.run([candidate, "-c", "import sys; assert sys.version_info[:2] == (3, 10)"], capture_output=True, timeout=30)
        except (OSError, subprocess.TimeoutExpired):
            continue
        if ok.returncode == 0:
            return candidate
    return None


@pytest.mark.slow
@pytest.mark.skipif(_python310() is None, reason="no Python 3.10 interpreter on this machine")
def test_generated_package_runs_on_python_3_10(tmp_path: Path) -> None:
    meta = tomllib.loads((GENERATED / "pyproject.toml").read_text())
    assert meta["project"]["requires-python"] == ">=3.10"
    deps = meta["project"]["dependencies"]
    assert [d.split(">")[0].split("=")[0].split("<")[0] for d in deps] == ["httpx", "pydantic"]
    venv = tmp_path / "venv"
    subprocess.run([_python310(), "-m", "venv", str(venv)], check=True)
    py = venv / "bin" / "python"
    pip = subprocess.run([str(py), "-m", "pip", "install", "--quiet", *deps], capture_output=True, text=True)
    if pip.returncode != 0:
        pytest.skip(f"cannot install dependencies for Python 3.10: {pip.stderr[-500:]}")
    env = {**os.environ, "PYTHONPATH": str(GENERATED / "src")}
    env.pop("PYTHONHOME", None)
    r = subprocess.run([str(py), "-W", "error::SyntaxWarning", "-c", SMOKE], capture_output=True, text=True, env=env, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "ok"
    _ = sys
