"""Shared fixtures.

The generated package under test is the committed ``generated/sambanova_sdk`` tree (the golden
test proves it is exactly what the generator produces); its ``src`` folder is put on
``sys.path`` so no install step can leave a stale copy.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from _prism import Fleet

ROOT = Path(__file__).resolve().parent.parent
GENERATED = ROOT / "generated" / "sambanova_sdk"
CASES = ROOT / "tests" / "corpus" / "cases"  # copied from the shared inputs (see its README)

if str(GENERATED / "src") not in sys.path:
    sys.path.insert(0, str(GENERATED / "src"))


@pytest.fixture(autouse=True)
def _no_real_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests never see the developer's real key, base URL or log level."""
    for name in ("SAMBANOVA_API_KEY", "SAMBANOVA_BASE_URL", "SAMBANOVA_LOG"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture()
def root() -> Path:
    """The project root."""
    return ROOT


@pytest.fixture(params=["sync", "async"])
def mode(request: pytest.FixtureRequest) -> str:
    """Runs a behaviour test of the generated client once with ``SambaNova`` and once with
    ``AsyncSambaNova`` (see ``tests/_client_support.py``)."""
    return str(request.param)


class _NoSleep:
    """A stand-in for the ``time``/``asyncio`` modules inside the generated ``_base_client``
    whose ``sleep`` fails the test: behaviour tests inject a fake ``_sleep_fn`` instead."""

    def __init__(self, module: Any) -> None:
        self._module = module

    def __getattr__(self, name: str) -> Any:
        return getattr(self._module, name)

    @staticmethod
    def sleep(seconds: float) -> None:
        raise AssertionError(f"a test really slept ({seconds} s): inject a fake _sleep_fn")


@pytest.fixture()
def no_real_sleep(monkeypatch: pytest.MonkeyPatch) -> None:
    """The SambaNova client's retry sleeps fail the test: a behaviour test that retries must
    inject a fake ``_sleep_fn`` (see ``tests/_client_support.py``).  Modules ask for it
    explicitly with ``pytestmark = pytest.mark.usefixtures("no_real_sleep")``."""
    from sambanova_sdk import _base_client

    monkeypatch.setattr(_base_client, "time", _NoSleep(time))

    async def no_async_sleep(seconds: float) -> None:
        _NoSleep.sleep(seconds)

    monkeypatch.setattr(_base_client, "_async_sleep", no_async_sleep)


@pytest.fixture(scope="session")
def prism(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Fleet]:
    """A Prism mock server per spec file of ``sdkgen.yaml``, started once per session (per
    xdist worker) for the tests that ask for it and stopped at its end (see
    ``tests/_prism.py``).  Defined here, once, so every test module shares the same servers."""
    from _prism import fleet  # only sessions that use Prism load the specs

    with fleet(tmp_path_factory.mktemp("prism")) as servers:
        yield servers


@pytest.fixture(scope="session")
def live() -> Iterator[Any]:
    """A real HTTP server on a local socket (uvicorn in a thread, see ``tests/_live_server.py``),
    started once per session (per xdist worker); each test takes its own route of it."""
    from _live_server import LiveServer

    server = LiveServer()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def live_other() -> Iterator[Any]:
    """A second live server: another origin (another port) for the redirect tests."""
    from _live_server import LiveServer

    server = LiveServer()
    yield server
    server.stop()
