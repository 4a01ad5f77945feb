"""The wide corpus (``../shared/corpus/wide`` next to the repository, ``MANIFEST.md`` there):
where it is, which specs it holds, how each is generated, served by Prism and called.

Used by ``tests/test_wide_corpus.py`` (the suite) and ``tools/wide_corpus.py`` (the README
table and the expected-failures file from the suite's results).  See the suite's docstring for
what is checked and how outcomes are named.
"""

from __future__ import annotations

import email
import email.policy
import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import yaml

from generator.ir.samples import without_external_refs
from tests._shared import shared

ROOT = Path(__file__).resolve().parent.parent
# CI and developers keep the read-only shared inputs next to the repository (``../shared``);
# ``SDKGEN_WIDE_CORPUS`` points elsewhere
# the CI sample is copied into the repository (tests/corpus/wide): on a machine with only the
# repository (CI), that is the corpus
SAMPLE_COPY = ROOT / "tests" / "corpus" / "wide"
_SHARED = shared("corpus", "wide")
WIDE = Path(os.environ.get("SDKGEN_WIDE_CORPUS") or (_SHARED if _SHARED.is_dir() else SAMPLE_COPY))
EXPECTED = ROOT / "tests" / "wide_corpus_expected.yaml"
RESULTS = Path(os.environ.get("SDKGEN_WIDE_RESULTS") or ROOT / "build" / "wide-corpus")
GIANT = 2 * 1024 * 1024  # bytes: above this a spec's contract test calls a sample
GIANT_SAMPLE = 24  # operations called on each giant
# specs up to this size (bytes on disk) are the CI sample: copied into the repository
# (tests/corpus/wide, the corpus of a clone without ../shared), and their packages are
# type-checked in `make test`; the larger packages' type checks (mypy --strict and pyright
# strict over 47 packages: about 30 minutes on two cores) are `make test-wide` (marker `wide`)
CI_SAMPLE_BYTES = 150 * 1024


def in_ci_sample(spec: Path) -> bool:
    """Whether a spec of the wide corpus runs in ``make test`` (see :data:`CI_SAMPLE_BYTES`)."""
    return spec.stat().st_size <= CI_SAMPLE_BYTES
HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
OWNERS = ("spec", "mock server", "generator")
# what the contract test uploads: bytes that are not UTF-8, so their repr or a file name on the
# wire never equals them
UPLOAD = b"\x89WIDE\x00corpus\xffupload\r\n"


def spec_files() -> list[Path]:
    """The corpus's specs, sorted by name (``MANIFEST.md`` is not one)."""
    return sorted(p for p in WIDE.iterdir() if p.suffix in (".yaml", ".yml", ".json"))


def package_name(spec: Path) -> str:
    """The import name of a spec's generated package (``wide_<stem>``)."""
    return "wide_" + "".join(c if c.isalnum() else "_" for c in spec.stem.lower())


def load(spec: Path) -> dict[str, Any]:
    """The spec as it is (JSON or YAML)."""
    text = spec.read_text(encoding="utf-8")
    data = (
        json.loads(text)
        if spec.suffix == ".json"
        else yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    )
    assert isinstance(data, dict), spec
    return data


def spec_operations(document: dict[str, Any]) -> list[tuple[str, str]]:
    """``(METHOD, path)`` of every operation under ``paths``, sorted."""
    out = []
    for path, item in (document.get("paths") or {}).items():
        if isinstance(item, dict):
            out.extend((m.upper(), path) for m in HTTP_METHODS if isinstance(item.get(m), dict))
    return sorted(out)


def sample(keys: list[str], size: int) -> list[str]:
    """``size`` of ``keys`` (sorted), evenly spread from the first to the last: the same
    sample on every run."""
    if len(keys) <= size:
        return keys
    step = (len(keys) - 1) / (size - 1)
    return [keys[round(i * step)] for i in range(size)]


without_external_extensions = without_external_refs  # the shipped tests' mock document does the same


def multipart_parts(body: bytes, content_type: str) -> dict[str, bytes]:
    """name -> raw content of each part of a ``multipart/form-data`` body."""
    message = email.message_from_bytes(
        f"Content-Type: {content_type}\r\n\r\n".encode() + body, policy=email.policy.HTTP
    )
    out: dict[str, bytes] = {}
    for part in message.iter_parts():
        name = part.get_param("name", header="content-disposition")
        payload = part.get_payload(decode=True)
        if isinstance(name, str):
            out[name] = payload if isinstance(payload, bytes) else b""
    return out


@dataclass
class Failure:
    """One operation (``METHOD path``) that is not contract-correct, or a spec that is not
    generated (``key`` ``generation``) or not served (``prism``)."""

    key: str
    kind: str
    detail: str
    owner: str = ""
    reason: str = ""


@dataclass
class SpecResult:
    """What the suite measured for one spec (written to ``RESULTS/<spec>.json``)."""

    spec: str
    kb: int
    operations: int = 0  # in the spec's paths
    generated: bool = False
    callable: int = 0  # operations whose method exists on the client
    called: int = 0  # operations the contract test called (all, or the giant's sample)
    contract_ok: int = 0
    sampled: bool = False
    failures: list[Failure] = field(default_factory=list)
    seconds: dict[str, float] = field(default_factory=dict)

    def write(self) -> None:
        """Save to ``RESULTS`` (the table script reads it)."""
        RESULTS.mkdir(parents=True, exist_ok=True)
        (RESULTS / f"{self.spec}.json").write_text(
            json.dumps(asdict(self), indent=1, sort_keys=True) + "\n"
        )


def read_results() -> list[SpecResult]:
    """Every spec's saved result, by spec name."""
    out = []
    for path in sorted(RESULTS.glob("*.json")):
        data = json.loads(path.read_text())
        data["failures"] = [Failure(**f) for f in data["failures"]]
        out.append(SpecResult(**data))
    return out


def read_expected() -> dict[str, dict[str, dict[str, str]]]:
    """spec -> key -> ``{kind, owner, reason}`` from ``tests/wide_corpus_expected.yaml``."""
    data = yaml.safe_load(EXPECTED.read_text()) if EXPECTED.exists() else None
    return data or {}
