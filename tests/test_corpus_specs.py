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

from generator.configure import config_from_args
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
    # ids like 4f4e4e1-c824-... are not UUIDs (7 digits in group 1); 2 of them in NewBookingRequest,
    # the payload of the newBooking webhook (webhooks are merged, their inline payloads hoisted)
    "train-travel.yaml": 14,
    "twilio-api-v2010.yaml": 0,  # no examples
    "xkcd.yaml": 0,
}


def _package(spec: Path) -> str:
    return "corpus_" + "".join(c if c.isalnum() else "_" for c in spec.stem.lower())


# warnings of each spec's generation (the README's table of the corpus is checked against this)
WARNINGS: dict[str, int] = {
    "1password-connect.yaml": 2,
    "apis-guru.yaml": 1,
    "aws-sagemaker-edge.yaml": 0,
    "box-v2025.0.json": 0,
    "box.json": 37,  # 2 `offset` lists not inferred (pagination-not-inferred)
    "mistral.yaml": 18,
    "museum.yaml": 2,  # GET /museum-hours and /special-events: page + limit over a named array
    "openai-3.1.yaml": 99,  # 4 `after` lists whose union items declare no id (pagination-not-inferred); 4 upload variants dropped
    "together.yaml": 24,
    "train-travel.yaml": 3,
    "twilio-api-v2010.yaml": 61,
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


# ---- the lenient builder on every model ------------------------------------------------------


def _models_of(name: str) -> list[type]:
    """Every response model class of a generated package (all modules under ``types``)."""
    base = importlib.import_module(f"{name}._models").BaseModel
    types = importlib.import_module(f"{name}.types")
    modules = [types] + [importlib.import_module(f"{name}.types.{m.name}") for m in pkgutil.iter_modules(types.__path__)]
    found: dict[str, type] = {}
    for module in modules:
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, base) and value.__module__.startswith(f"{name}.types"):
                found[f"{value.__module__}.{value.__qualname__}"] = value
    return [found[k] for k in sorted(found)]


def _sample(runtime: Any, tp: Any, depth: int = 0) -> Any:
    """A plausible JSON value for ``tp`` (required fields only, a few levels deep); it need not
    be valid: the lenient builder must cope with anything."""
    import datetime
    import enum
    import types as pytypes
    import typing

    tp, _ = runtime._unwrap(tp)
    if depth > 3 or tp is Any or tp is None or tp is type(None):
        return None
    if isinstance(tp, type) and issubclass(tp, runtime.BaseModel):
        fields = runtime._fields(tp)
        return {(info.alias or field): _sample(runtime, runtime._resolve(info.annotation, tp), depth + 1) for field, info in fields.items() if info.is_required()}
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Literal:
        return args[0]
    if origin in (typing.Union, pytypes.UnionType):
        return _sample(runtime, next((a for a in args if a is not type(None)), None), depth)
    if origin in (list, tuple, set, frozenset):
        return [_sample(runtime, args[0] if args else Any, depth + 1)]
    if origin in (dict,):
        return {"k": _sample(runtime, args[1] if len(args) == 2 else Any, depth + 1)}
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return next(iter(tp)).value
    if tp is bool:
        return True
    if tp is int:
        return 1
    if tp is float:
        return 1.5
    if isinstance(tp, type) and issubclass(tp, datetime.datetime):
        return "2024-01-02T03:04:05Z"
    if isinstance(tp, type) and issubclass(tp, datetime.date):
        return "2024-01-02"
    return "s"


def _mutations(runtime: Any, model: Any, value: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """``value`` with one required field removed, and with one field of the wrong type."""
    fields = runtime._fields(model)
    wire = {(info.alias or name): info for name, info in fields.items()}
    for key, info in wire.items():
        if info.is_required() and key in value:
            yield f"without {key}", {k: v for k, v in value.items() if k != key}
    for key in sorted(wire)[:12]:
        current = value.get(key)
        wrong: Any = 12345 if isinstance(current, str) else "wrong-type"
        yield f"{key} of the wrong type", {**value, key: wrong}
        yield f"{key} as an object", {**value, key: {"unexpected": [1, {"x": None}]}}


@pytest.mark.parametrize("spec", SPEC_FILES, ids=lambda p: p.name)
def test_the_lenient_builder_on_every_model(generated: dict[str, tuple[Path, Any]], spec: Path) -> None:
    """Every model of every corpus package, from a valid example when the spec has one (else a
    sample value), with one required field removed and with one field of the wrong type: the
    lenient path gives an instance of the model (the missing field unset, the odd value kept),
    strict validation gives that or ``pydantic.ValidationError``; never anything else."""
    import pydantic

    _, document = generated[spec.name]
    name = _package(spec)
    runtime = importlib.import_module(f"{name}._models")
    schemas = (document.get("components") or {}).get("schemas", {})
    models = _models_of(name)
    assert models
    checked = 0
    for model in models:
        examples = [e for e in _values(schemas.get(model.__name__)) if isinstance(e, dict)]
        base = examples[0] if examples else _sample(runtime, model)
        assert isinstance(base, dict), model
        for what, value in [("as given", base), *_mutations(runtime, model, base)]:
            raw = json.dumps(value)
            built = runtime.validate_json(model, raw)
            assert isinstance(built, model), (model, what)
            built.to_dict()  # usable: dumps what it holds
            if what.startswith("without "):
                missing = what.removeprefix("without ")
                wire = {(info.alias or n): n for n, info in runtime._fields(model).items()}
                assert wire[missing] not in built.model_fields_set, (model, what)
            try:
                strict = runtime.validate_json(model, raw, strict=True)
            except pydantic.ValidationError:
                pass
            else:
                assert isinstance(strict, model), (model, what)
            checked += 1
    print(f"{spec.name}: {len(models)} models, {checked} lenient builds")
