"""The generated README documents the client's behaviours with examples that are valid Python."""

from __future__ import annotations

import ast
import re

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
