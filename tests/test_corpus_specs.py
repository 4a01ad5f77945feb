"""Real public specifications (``tests/corpus/specs``, from the shared ``corpus/specs``): the
generator must turn each into a client that imports, type-checks and parses the spec's own
valid examples.

For every spec: generate (library API) into a temporary folder; import the package, its types
and every resource module; for each component schema with ``example``/``examples``, check the
example against the *normalised* schema with ``jsonschema`` and, when it validates, parse it
strictly into the generated type (``TypeAdapter``) and dump it back equal.  Examples that do not
validate against their own schema are counted, not silently skipped: the expected counts are
recorded below.  ``test_generated_packages_type_check`` (slow) runs ``mypy --strict`` and
``ruff check`` over all the generated packages in one batch.
"""

from __future__ import annotations

import fcntl
import importlib
import json
import os
import pkgutil
import re
import sys
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from _generate import check_packages
from pydantic import TypeAdapter
from referencing import Registry
from referencing.jsonschema import DRAFT202012

from generator.config import config_from_args
from generator.pipeline import generate

ROOT = Path(__file__).resolve().parent.parent
SPECS = ROOT / "tests" / "corpus" / "specs"

SPEC_FILES = sorted(p for p in SPECS.iterdir() if p.suffix in (".yaml", ".json"))
# examples that contradict their own schema, per spec (reviewed: errors in the specs)
INVALID_EXAMPLES: dict[str, int] = {
    "1password-connect.yaml": 0,
    "apis-guru.yaml": 1,  # APIs example lacks the required openapiVer
    "aws-sagemaker-edge.yaml": 0,
    "box-v2025.0.json": 0,
    "box.json": 1,  # Collaboration.created_by example is a list of one-key objects, not an object
    "mistral.yaml": 3,  # file purpose "audio" is not in the purpose enum (3 schemas)
    "museum.yaml": 0,  # timeClose: 18:00 is the string "18:00" by YAML 1.2 (YAML 1.1 read the number 1080)
    # 4 object examples written as JSON text strings; Response/BetaResponse user: null on a
    # non-nullable string; (Beta)CompactResource output items lack id/status; a
    # ChatSessionResource workflow lacks the required state_variables
    "openai-3.1.yaml": 9,
    "together.yaml": 1,  # CreateVideoBody.frame_images example is an array of arrays
    "train-travel.yaml": 12,  # ids like 4f4e4e1-c824-... are not UUIDs (7 digits in group 1)
    "twilio-api-v2010.yaml": 0,  # no examples
    "xkcd.yaml": 0,
}


def _package(spec: Path) -> str:
    return "corpus_" + "".join(c if c.isalnum() else "_" for c in spec.stem.lower())


# warnings of each spec's generation (the README's table of the corpus is checked against this)
WARNINGS: dict[str, int] = {
    "1password-connect.yaml": 1,
    "apis-guru.yaml": 1,
    "aws-sagemaker-edge.yaml": 0,
    "box-v2025.0.json": 0,
    "box.json": 28,
    "mistral.yaml": 9,
    "museum.yaml": 0,
    "openai-3.1.yaml": 18,
    "together.yaml": 24,
    "train-travel.yaml": 0,
    "twilio-api-v2010.yaml": 0,
    "xkcd.yaml": 1,
}


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, tuple[Path, Any]]]:
    """spec file name -> (output folder, normalised document), generated once per module;
    each spec's warnings are counted in ``warning_counts``."""
    base = tmp_path_factory.mktemp("corpus_specs")
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent  # the lock files of all workers of this run
    out: dict[str, tuple[Path, Any]] = {}
    for spec in SPEC_FILES:
        cfg = config_from_args([str(spec)], str(base / spec.stem), _package(spec))
        # one worker generates a spec at a time: the other then answers from the run cache
        with open(shared / f"corpus-spec-{spec.name}.lock", "a+") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            result = generate(cfg)
        out[spec.name] = (cfg.output, result.document)
        warning_counts[spec.name] = sum(d.level == "warning" for d in result.diagnostics.sorted())
        sys.path.insert(0, str(cfg.output / "src"))
    yield out
    for folder, _ in out.values():
        if str(folder / "src") in sys.path:
            sys.path.remove(str(folder / "src"))


warning_counts: dict[str, int] = {}


def _same(a: Any, b: Any) -> bool:
    """JSON equality, where two strings that are the same RFC 3339 instant are equal
    (pydantic writes ``.896000Z`` for ``.896Z``) and an integer in a ``number`` field equals
    its float."""
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, str) and isinstance(b, str) and a != b:
        try:
            return datetime.fromisoformat(a) == datetime.fromisoformat(b)
        except ValueError:
            return False
    if isinstance(a, float) and isinstance(b, int) and not isinstance(b, bool):
        return a == b  # `type: number` is a float: 25 comes back as 25.0, the same JSON number
    return bool(a == b and type(a) is type(b))


def _values(schema: Any) -> list[Any]:
    if not isinstance(schema, dict):
        return []
    out = [schema["example"]] if "example" in schema else []
    if isinstance(schema.get("examples"), list):
        out.extend(schema["examples"])
    return out


def _examples(document: Any, types: Any) -> Iterator[tuple[str, Any, TypeAdapter[Any]]]:
    """(schema pointer, example, adapter of the generated type) for the examples of every
    component schema and of every property of an object schema."""
    for name, schema in (document.get("components") or {}).get("schemas", {}).items():
        generated = getattr(types, name)
        for example in _values(schema):
            yield f"#/components/schemas/{name}", example, TypeAdapter(generated)
        if not hasattr(generated, "model_rebuild"):
            continue
        generated.model_rebuild()  # resolve the (deferred) field annotations
        fields = generated.model_fields
        by_wire = {(info.alias or field): info for field, info in fields.items()}
        for prop, prop_schema in (schema.get("properties") or {}).items():
            info = by_wire.get(prop)
            if info is None:
                continue
            pointer = f"#/components/schemas/{name}/properties/" + prop.replace("~", "~0").replace("/", "~1")
            for example in _values(prop_schema):
                yield pointer, example, TypeAdapter(info.annotation)


def test_the_corpus_specs_are_present() -> None:
    assert sorted(p.name for p in SPEC_FILES) == sorted(INVALID_EXAMPLES)


@pytest.mark.parametrize("spec", SPEC_FILES, ids=lambda p: p.name)
def test_client_imports_and_parses_the_valid_examples(generated: dict[str, tuple[Path, Any]], spec: Path) -> None:
    _, document = generated[spec.name]
    name = _package(spec)
    package = importlib.import_module(name)
    types = importlib.import_module(f"{name}.types")
    resources = importlib.import_module(f"{name}.resources")
    for module in pkgutil.iter_modules(resources.__path__):
        importlib.import_module(f"{name}.resources.{module.name}")
    client_classes = [getattr(package, n) for n in package.__all__ if n.startswith("Async") and n != "AsyncStream"]
    assert client_classes, "no async client exported"

    registry: Registry[Any] = Registry().with_resource("urn:doc", DRAFT202012.create_resource(document))
    checked = invalid = 0
    for where, example, adapter in _examples(document, types):
        validator = jsonschema.Draft202012Validator(
            {"$ref": "urn:doc" + where}, registry=registry, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER
        )
        if list(validator.iter_errors(example)):
            invalid += 1
            continue
        value = adapter.validate_python(example)
        dumped = adapter.dump_python(value, mode="json", by_alias=True, exclude_unset=True)
        assert _same(json.loads(json.dumps(dumped)), example), where
        checked += 1
    assert invalid == INVALID_EXAMPLES[spec.name]
    print(f"{spec.name}: {checked} valid examples parsed, {invalid} invalid against their schema")


@pytest.mark.slow
def test_generated_packages_type_check(generated: dict[str, tuple[Path, Any]]) -> None:
    check_packages([(folder, _package(Path(name))) for name, (folder, _) in generated.items()])


def test_warnings_per_spec_are_the_readme_table(generated: dict[str, tuple[Path, Any]]) -> None:
    """Each spec generates with the recorded number of warnings, and the README's corpus
    table says the same."""
    assert warning_counts == WARNINGS
    readme = (ROOT / "README.md").read_text()
    rows = dict(re.findall(r"^\| `([^`]+)` \| [^|]+ \| (\d+) \|", readme, flags=re.MULTILINE))
    assert {name: int(n) for name, n in rows.items() if name in WARNINGS} == WARNINGS


def test_http_basic_security_sends_the_credentials_base64_encoded(generated: dict[str, tuple[Path, Any]]) -> None:
    import base64

    import httpx

    assert "museum.yaml" in generated
    sdk = importlib.import_module(_package(Path("museum.yaml")))
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json=[])

    client = sdk.CorpusMuseum(api_key="ada:s3cret:x", http_client=httpx.Client(transport=httpx.MockTransport(handler)))
    client.museum_hours.list()
    assert sent[0].headers["authorization"] == "Basic " + base64.b64encode(b"ada:s3cret:x").decode()
