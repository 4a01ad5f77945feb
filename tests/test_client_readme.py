"""The generated README documents the client's behaviours with examples that are valid Python."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
import sambanova_sdk
from conftest import GENERATED

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)

README = (GENERATED / "README.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r"```python\n(.*?)```", README, flags=re.DOTALL)


@pytest.mark.parametrize("code", BLOCKS, ids=[f"block{i}" for i in range(len(BLOCKS))])
def test_python_examples_compile(code: str) -> None:
    compile(code, "README.md", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)


@pytest.mark.parametrize(
    "section",
    ["## Streaming", "## Async", "## Types", "## Errors", "## Retries", "## Timeouts", "## Per-call options", "## Raw responses", "## Lifecycle", "## Logging"],
)
def test_every_behaviour_has_a_section_with_an_example(section: str) -> None:
    start = README.index(section)
    end = README.find("\n## ", start + 1)
    assert "```" in README[start : end if end != -1 else None], section


def test_every_exception_is_documented() -> None:
    for name in sambanova_sdk.__all__:  # the exceptions the package exports (OAuthTokenError only with an OAuth flow)
        if name in sambanova_sdk._exceptions.__all__:
            assert f"`{name}`" in README or f".{name}" in README, name


@pytest.mark.parametrize(
    "fact",
    [
        "SAMBANOVA_API_KEY",
        "SAMBANOVA_BASE_URL",
        "SAMBANOVA_LOG=debug",
        "X-Retry-Count",
        "retry-after-ms",
        "x-should-retry",
        "600 s (5 s to connect)",
        "0.5 s, doubling, at most 8 s",
        "Omit()",
        "strict_response_validation=True",
        "with_streaming_response",
        "is_closed()",
    ],
)
def test_readme_states(fact: str) -> None:
    assert fact in README


def test_examples_of_a_spec_without_a_server_url_create_their_clients(tmp_path: Path) -> None:
    """Without an absolute server URL in the spec the client needs ``base_url=``: the async
    example passes it as the sync ones do (before: ``AsyncX()`` raised), and a server variable
    without ``enum`` still gets an example (before: a code block holding only the import)."""
    import subprocess
    import sys

    import yaml

    spec = {
        "openapi": "3.0.3",
        "info": {"title": "Tiny", "version": "1"},
        "servers": [{"url": "/v1"}],
        "paths": {"/ping": {"get": {"operationId": "ping", "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"ok": {"type": "boolean"}}}}}}}}}},
    }
    one = {"key": {"type": "apiKey", "in": "header", "name": "X-Key"}}
    two = {**one, "token": {"type": "apiKey", "in": "query", "name": "access_token"}}
    # a relative server URL, and none at all; no security scheme, one, and two (whose
    # paragraph said "else ``": Directus, fresh-user review 5)
    for servers, schemes in (([{"url": "/v1"}], None), (None, None), (None, one), (None, two)):
        if servers is None:
            spec.pop("servers", None)
        spec.pop("components", None)
        spec.pop("security", None)
        if schemes is not None:
            spec["components"] = {"securitySchemes": schemes}
            spec["security"] = [{name: []} for name in schemes]
        (tmp_path / "spec.yaml").write_text(yaml.safe_dump(spec))
        r = subprocess.run([sys.executable, "-m", "generator", "generate", "spec.yaml", "-o", "out", "-p", "tiny_sdk"], cwd=tmp_path, capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        readme = (tmp_path / "out" / "README.md").read_text()
        assert 'async with AsyncTiny(base_url="https://api.example.com") as client:' in readme
        assert "client = Tiny()" not in readme and 'client = Tiny(base_url="https://api.example.com")' in readme
        assert "The spec names no server URL a client can call" in readme
        assert "else ``" not in readme, readme[:3000]
    spec.pop("components", None)
    spec.pop("security", None)
    spec["servers"] = [{"url": "https://{region}.tiny.test/v1", "variables": {"region": {"default": "eu"}}}]
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(spec))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "spec.yaml", "-o", "out2", "-p", "tiny_sdk"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    readme = (tmp_path / "out2" / "README.md").read_text()
    section = readme.split("### Servers and environments", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```python\n(.*?)```", section, re.DOTALL)
    assert blocks and all("client = Tiny(" in b for b in blocks), section
    assert 'client = Tiny(region="eu")' in section
