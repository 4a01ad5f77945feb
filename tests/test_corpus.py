"""The quirk corpus (``tests/corpus/cases``, a copy of the shared ``corpus/cases``): OpenAPI inputs that broke other Python
client generators, each with an ``*.expect.md`` saying what a correct client must do.

Every case is generated into a temporary folder as package ``case_NN`` (library API, base URL
from the spec's ``servers``), imported, and checked as its expect file says: model-level
checks through ``model_validate`` / ``TypeAdapter`` (rejected payloads raise
``pydantic.ValidationError``; dumps by alias with ``exclude_unset`` give the input back) and
client-level checks through ``httpx.MockTransport`` (exact URL, query string, headers,
cookies, multipart parts, JSON body; parsed return values; typed errors).

Where an expect file allows alternatives, the generator's choice is asserted:

* Python names of properties are the wire names when those are identifiers (``madeYear``,
  ``fieldCount``, ``bytesSum``), otherwise sanitised with an alias (``schema_``,
  ``field_1Q``); keyword arguments likewise (``clientVersion``, ``client``: a generated
  method has no ``client`` argument of its own, so nothing needs renaming).
* Enums are ``Literal`` types (members are the wire strings); in responses they are open
  (``Literal[...] | str``), so a value newer than the spec parses as that string.
* Models live in ``<pkg>.types``; path parameters are positional.
* A documented error body is parsed into its documented type (chosen by status and
  ``Content-Type``) and carried by the typed exception as ``parsed_body``; ``body`` keeps
  the raw decoded JSON/text.

Generation is shared by the pytest-xdist workers of one run (a lock per case in the common
base temp folder), so each case is generated once.  ``test_generated_packages_pass_tools``
(slow) runs ``mypy --strict``, pyright (strict), ``ruff check`` and a ``python -W error``
import of every model over all cases in one batch per tool.
"""

from __future__ import annotations

import asyncio
import email
import email.policy
import fcntl
import importlib
import json
import os
import subprocess
import sys
import typing
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import httpx
import pydantic
import pytest
from _generate import pyright_errors

from generator.configure import config_from_args
from generator.pipeline import generate

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "corpus" / "cases"
BIN = Path(sys.executable).parent


def _case_files() -> dict[str, Path]:
    return {p.name[:2]: p for p in sorted(CASES.glob("[0-9][0-9]-*.yaml")) if not p.name.endswith(".common.yaml")}


CASE_FILES = _case_files()


def test_corpus_is_present() -> None:
    """The corpus must be there (otherwise every case test below would silently vanish)."""
    assert CASES.is_dir(), f"quirk corpus not found at {CASES}"
    assert len(CASE_FILES) == 50, sorted(CASE_FILES)


# --------------------------------------------------------------------------- generation


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    with open(path, "a+") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


@dataclass
class Case:
    """One generated, imported case package."""

    nn: str
    root: Path  # the output folder (pyproject.toml, src/)
    pkg: ModuleType
    client_class: str

    @property
    def src(self) -> Path:
        return self.root / "src"

    @property
    def types(self) -> Any:
        return importlib.import_module(f"{self.pkg.__name__}.types")

    def module(self, name: str) -> ModuleType:
        return importlib.import_module(f"{self.pkg.__name__}.{name}")

    def client(self, *responses: httpx.Response, strict: bool = False) -> tuple[Any, list[httpx.Request]]:
        """A client whose transport answers with ``responses`` in turn (the last one
        repeats), and the list that records every request sent."""
        sent: list[httpx.Request] = []
        queue = list(responses)

        def handler(request: httpx.Request) -> httpx.Response:
            request.read()
            sent.append(request)
            return queue.pop(0) if len(queue) > 1 else queue[0]

        cls = getattr(self.pkg, self.client_class)
        client = cls(
            api_key="test-key",
            base_url=self.pkg.DEFAULT_BASE_URL,
            max_retries=0,
            strict_response_validation=strict,
            http_client=httpx.Client(transport=httpx.MockTransport(handler)),
        )
        return client, sent

    def async_client(self, *responses: httpx.Response) -> tuple[Any, list[httpx.Request]]:
        """The async twin of :meth:`client`."""
        sent: list[httpx.Request] = []
        queue = list(responses)

        async def handler(request: httpx.Request) -> httpx.Response:
            await request.aread()
            sent.append(request)
            return queue.pop(0) if len(queue) > 1 else queue[0]

        cls = getattr(self.pkg, "Async" + self.client_class)
        client = cls(
            api_key="test-key",
            base_url=self.pkg.DEFAULT_BASE_URL,
            max_retries=0,
            http_client=httpx.AsyncClient(transport=httpx.MockTransport(handler)),
        )
        return client, sent


class Corpus:
    """Generates (once per run, shared by xdist workers) and imports (once per process)."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self.loaded: dict[str, Case] = {}

    def generate(self, nn: str) -> tuple[Path, str]:
        spec = CASE_FILES[nn]
        pkg = f"case_{nn}"
        target = self.out / pkg
        done = self.out / f"{pkg}.done"
        with _locked(self.out / f"{pkg}.lock"):
            if not done.exists():
                cfg = config_from_args([str(spec)], str(target), pkg)
                generate(cfg)
                done.write_text(cfg.client.class_name)
        return target, done.read_text()

    def __call__(self, nn: str) -> Case:
        if nn not in self.loaded:
            target, client_class = self.generate(nn)
            if str(target / "src") not in sys.path:
                sys.path.insert(0, str(target / "src"))
            pkg = importlib.import_module(f"case_{nn}")
            self.loaded[nn] = Case(nn, target, pkg, client_class)
        return self.loaded[nn]


@pytest.fixture(scope="session")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent  # shared by the workers of this run
    out = base / "corpus"
    out.mkdir(exist_ok=True)
    return Corpus(out)


# --------------------------------------------------------------------------- helpers


def ok(status: int = 200, body: Any = None, **kw: Any) -> httpx.Response:
    """A JSON response."""
    return httpx.Response(status, json=body, **kw)


def roundtrip(model: Any, data: dict[str, Any]) -> Any:
    """Validate ``data`` into ``model`` and check that dumping it by alias gives ``data``."""
    obj = model.model_validate(data)
    assert obj.model_dump(mode="json", by_alias=True, exclude_unset=True) == data
    return obj


def rejects(model: Any, data: Any) -> None:
    with pytest.raises(pydantic.ValidationError):
        model.model_validate(data)


def adapter(alias: Any) -> pydantic.TypeAdapter[Any]:
    return pydantic.TypeAdapter(alias)


def literal_values(alias: Any) -> list[Any]:
    """The values of the ``Literal`` inside a (type-aliased) annotation."""
    tp = getattr(alias, "__value__", alias)
    out: list[Any] = []
    for arg in typing.get_args(tp) or (tp,):
        if typing.get_origin(arg) is typing.Literal:
            out.extend(typing.get_args(arg))
    if typing.get_origin(tp) is typing.Literal:
        out.extend(typing.get_args(tp))
    return out


def required_keys(typed_dict: Any) -> set[str]:
    """Keys a generated ``TypedDict`` (``total=False``, postponed annotations) marks ``Required``."""
    texts = {k: str(getattr(v, "__forward_arg__", v)) for k, v in typed_dict.__annotations__.items()}
    return {k for k, text in texts.items() if text.startswith("Required[")}


def query_pairs(request: httpx.Request) -> list[tuple[str, str]]:
    """The query string as the server decodes it."""
    return parse_qsl(urlsplit(str(request.url)).query, keep_blank_values=True)


def json_body(request: httpx.Request) -> Any:
    assert request.headers["content-type"] == "application/json"
    return json.loads(request.content)


def multipart_parts(request: httpx.Request) -> list[tuple[str | None, str | None, str | None, bytes]]:
    """``(name, filename, content type, payload)`` of every part of a multipart body."""
    ctype = request.headers["content-type"]
    assert ctype.startswith("multipart/form-data; boundary=")
    msg = email.message_from_bytes(b"Content-Type: " + ctype.encode() + b"\r\n\r\n" + request.content, policy=email.policy.HTTP)
    parts = []
    for part in msg.iter_parts():
        name = part.get_param("name", header="content-disposition")
        parts.append(
            (
                str(name) if name is not None else None,
                part.get_filename(),
                part.get_content_type() if part["content-type"] else None,
                part.get_payload(decode=True),
            )
        )
    return parts


# --------------------------------------------------------------------------- nullable


def test_01_nullable_ref_sibling(corpus: Corpus) -> None:
    c = corpus("01")
    t = c.types
    assert roundtrip(t.Widget, {"id": "w1", "owner": None}).owner is None
    w = roundtrip(t.Widget, {"id": "w1", "owner": {"name": "a"}})
    assert isinstance(w.owner, t.Owner) and w.owner.name == "a"
    client, sent = c.client(ok(body={"id": "w1", "owner": None}))
    w = client.widgets.retrieve("w1")
    assert str(sent[0].url) == "https://api.example.com/widgets/w1" and sent[0].method == "GET"
    assert isinstance(w, t.Widget) and w.owner is None
    assert w.model_dump(mode="json", by_alias=True, exclude_unset=True) == {"id": "w1", "owner": None}
    # the spec declares no security scheme: no key is needed, and no credential is sent
    assert "authorization" not in sent[0].headers


def test_a_client_of_an_api_without_security_needs_no_key(corpus: Corpus, monkeypatch: pytest.MonkeyPatch) -> None:
    c = corpus("01")
    for name in [n for n in os.environ if n.endswith("_API_KEY")]:
        monkeypatch.delenv(name)
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return ok(body={"id": "w1", "owner": None})

    cls = getattr(c.pkg, c.client_class)
    client = cls(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
    assert client.widgets.retrieve("w1").id == "w1"
    assert "authorization" not in sent[0].headers


def test_02_nullable_type_array_unquoted_null(corpus: Corpus) -> None:
    c = corpus("02")
    t = c.types
    assert roundtrip(t.Widget, {"name": "a", "nickname": None}).nickname is None
    w = roundtrip(t.Widget, {"name": "a", "nickname": "n", "note": None})
    assert w.nickname == "n" and w.note is None
    rejects(t.Widget, {"name": "a"})  # nullable is not optional
    client, sent = c.client(ok(201, {"name": "a", "nickname": None}))
    w = client.widgets.create(name="a", nickname=None)
    assert json_body(sent[0]) == {"name": "a", "nickname": None}
    assert isinstance(w, t.Widget) and w.nickname is None


def test_04_nullable_array_items(corpus: Corpus) -> None:
    c = corpus("04")
    t = c.types
    assert t.TagList.model_validate({"tags": ["a", None]}).tags == ["a", None]
    roundtrip(t.TagList, {"tags": ["a", None, "b"]})
    rejects(t.TagList, {"tags": None})
    client, sent = c.client(ok(body={"tags": ["a", None, "b"]}))
    assert client.widgets.tags.list("w1").tags == ["a", None, "b"]
    assert str(sent[0].url) == "https://api.example.com/widgets/w1/tags"


def test_05_nullable_single_oneof_required(corpus: Corpus) -> None:
    c = corpus("05")
    t = c.types
    i = roundtrip(t.Interval, {"start": None, "end": "2024-01-01"})
    assert i.start is None and i.end == "2024-01-01"
    rejects(t.Interval, {"end": "x"})
    rejects(t.Interval, {"start": 1, "end": "x"})


def test_07_nullable_with_constraints(corpus: Corpus) -> None:
    c = corpus("07")
    t = c.types
    roundtrip(t.Widget, {"id": None, "code": None})
    roundtrip(t.Widget, {"id": 5, "code": "abc"})
    rejects(t.Widget, {"code": "123456789"})
    rejects(t.Widget, {"id": 2147483648})
    client, _ = c.client(ok(body={"id": None}))
    w = client.widgets.retrieve("w1")
    assert isinstance(w, t.Widget) and w.id is None


def test_08_nullable_required_no_default(corpus: Corpus) -> None:
    c = corpus("08")
    t = c.types
    rejects(t.Person, {"lastName": "x"})
    p = t.Person.model_validate({"firstName": None, "lastName": None})
    assert p.model_dump(mode="json", by_alias=True, exclude_unset=True) == {"firstName": None, "lastName": None}
    assert t.Person.model_fields["firstName"].is_required()
    assert not t.Person.model_fields["nickname"].is_required()
    client, sent = c.client(httpx.Response(201))
    assert client.people.create(first_name=None, last_name="l") is None
    assert json_body(sent[0]) == {"firstName": None, "lastName": "l"}
    assert sent[0].method == "POST" and str(sent[0].url) == "https://api.example.com/people"


# --------------------------------------------------------------------------- enums


def test_10_enum_null_member(corpus: Corpus) -> None:
    c = corpus("10")
    t = c.types
    for finish in ("matte", "gloss", "", None):
        assert roundtrip(t.Widget, {"id": "w", "finish": finish}).finish == finish
    rejects(t.Widget, {"id": "w"})  # required, even though nullable
    client, _ = c.client(ok(body={"id": "w", "finish": None}))
    assert client.widgets.retrieve("w").finish is None


def test_11_enum_case_collision(corpus: Corpus) -> None:
    c = corpus("11")
    t = c.types
    assert literal_values(t.DocumentType) == ["txt", "TXT", "pdf"]
    for value in ("txt", "TXT"):
        assert roundtrip(t.Document, {"name": "a", "type": value}).type == value
    client, sent = c.client(ok(body=[{"name": "a", "type": "TXT"}, {"name": "b", "type": "txt"}]))
    docs = client.documents.list(type="TXT")
    assert str(sent[0].url) == "https://api.example.com/documents?type=TXT"
    assert [d.type for d in docs] == ["TXT", "txt"] and all(isinstance(d, t.Document) for d in docs)


def test_13_enum_non_ascii(corpus: Corpus) -> None:
    c = corpus("13")
    t = c.types
    values = literal_values(t.VolumeUnit)
    assert values == ["Nm³", "m³", "ft³", "normal_value"] and len(set(values)) == 4
    client, _ = c.client(httpx.Response(200, content='{"unit":"m³","value":2.5}'.encode(), headers={"content-type": "application/json"}))
    v = client.volume.retrieve()
    assert v.unit == "m³" and v.value == 2.5
    assert v.model_dump(mode="json", by_alias=True, exclude_unset=True) == {"unit": "m³", "value": 2.5}
    assert '"unit":"m³"' in v.model_dump_json()  # UTF-8, not escaped or transliterated


def test_14_enum_integer_literal(corpus: Corpus) -> None:
    c = corpus("14")
    t = c.types
    w = t.Widget.model_validate({"version": 1, "priority": 2})
    assert w.model_dump_json() == '{"version":1,"priority":2}'
    assert literal_values(t.Widget.model_fields["version"].annotation) == [1]
    assert literal_values(t.Widget.model_fields["priority"].annotation) == [1, 2, 3]
    rejects(t.Widget, {"version": 2})
    client, sent = c.client(httpx.Response(201))
    client.widgets.create(version=1, priority=3)
    assert sent[0].content == b'{"version":1,"priority":3}'


def test_16_enum_duplicate_inline_across_schemas(corpus: Corpus) -> None:
    c = corpus("16")
    models = c.module("types._models")  # imports with no NameError
    for name in ("Vrf", "VrfUpdate"):
        roundtrip(getattr(models, name), {"redistribute": ["static", "connected"]})
    client, sent = c.client(httpx.Response(200))
    client.vrfs.update(redistribute=["static", "connected"], mode="merge")  # PATCH, operationId updateVrf
    assert sent[0].method == "PATCH" and json_body(sent[0]) == {"redistribute": ["static", "connected"], "mode": "merge"}
    client.vrfs.create()  # a required body whose properties are all optional is still sent
    assert sent[1].method == "POST" and json_body(sent[1]) == {}


def test_17_enum_unknown_value_response(corpus: Corpus) -> None:
    c = corpus("17")
    t = c.types
    for strict in (False, True):  # the model itself accepts it: no lenient fallback needed
        client, _ = c.client(ok(body={"id": "r1", "origin": "MCP"}), strict=strict)
        run = client.runs.retrieve("r1")
        assert isinstance(run, t.Run) and run.origin == "MCP"
    client, _ = c.client(ok(body={"id": "r1", "origin": "API"}))
    run = client.runs.retrieve("r1")
    assert run.origin == "API" and "API" in literal_values(t.Run.model_fields["origin"].annotation)


# --------------------------------------------------------------------------- composition


def test_19_discriminator_dollar_property(corpus: Corpus) -> None:
    c = corpus("19")
    t = c.types
    ta = adapter(t.ResponseError)
    nf = ta.validate_python({"$type": "NotFound", "resource": "w1"})
    assert isinstance(nf, t.NotFoundError) and nf.resource == "w1"
    br = ta.validate_python({"$type": "BadRequest", "field": "name"})
    assert isinstance(br, t.BadRequestError) and br.field == "name"
    assert ta.dump_python(br, mode="json", by_alias=True, exclude_unset=True) == {"$type": "BadRequest", "field": "name"}
    with pytest.raises(pydantic.ValidationError):
        ta.validate_python({"$type": "Other"})
    client, _ = c.client(httpx.Response(204), ok(400, {"$type": "NotFound", "resource": "w1"}))
    assert client.widgets.delete("w1") is None
    with pytest.raises(c.pkg.BadRequestError) as e:
        client.widgets.delete("w1")
    assert isinstance(e.value.parsed_body, t.NotFoundError) and e.value.parsed_body.resource == "w1"
    assert e.value.body == {"$type": "NotFound", "resource": "w1"}
    # a body that does not validate is built leniently: the tag is still read from "$type"
    lenient = c.module("_models").validate_python(t.ResponseError, {"$type": "NotFound", "resource": 123})
    assert isinstance(lenient, t.NotFoundError) and lenient.resource == 123


def test_20_discriminator_mapping_not_literal(corpus: Corpus) -> None:
    c = corpus("20")
    t = c.types
    ta = adapter(t.Shape)
    b = ta.validate_python({"mode": "b", "side": 2})
    assert isinstance(b, t.ConcreteTypeB) and b.side == 2
    a = ta.validate_python({"mode": "a", "radius": 1.5})
    assert isinstance(a, t.ConcreteTypeA) and a.radius == 1.5
    client, sent = c.client(ok(201, {"mode": "b", "side": 2}))
    out = client.shapes.create(body=t.ConcreteTypeB(mode="b", side=2))
    assert json_body(sent[0]) == {"mode": "b", "side": 2}
    assert isinstance(out, t.ConcreteTypeB)
    client.shapes.create(body={"mode": "b", "side": 2})
    assert json_body(sent[1]) == {"mode": "b", "side": 2}


def test_22_oneof_int_array_object(corpus: Corpus) -> None:
    c = corpus("22")
    t = c.types
    client, _ = c.client(ok(body=7), ok(body=[{"key": {"address": "x", "amount": "1"}, "value": "v"}]), ok(body={"label": "l"}))
    assert client.storage.retrieve("k") == 7
    items = client.storage.retrieve("k")
    assert isinstance(items, list) and isinstance(items[0], t.StorageValueVariant2Item)
    assert isinstance(items[0].key, t.StorageValueVariant2ItemKey) and items[0].key.address == "x"
    labelled = client.storage.retrieve("k")
    assert isinstance(labelled, t.StorageValueVariant3) and labelled.label == "l"


def test_23_allof_required_on_inherited(corpus: Corpus) -> None:
    c = corpus("23")
    t = c.types
    rejects(t.Pet, {"tags": []})
    rejects(t.Pet, {"id": 1, "tags": []})
    roundtrip(t.Pet, {"id": 1, "name": "n", "tags": []})
    roundtrip(t.PetSummary, {})
    client, sent = c.client(ok(201, {"id": 1, "name": "n", "tags": ["x"]}))
    pet = client.pets.create(id=1, name="n", tags=["x"])
    assert json_body(sent[0]) == {"id": 1, "name": "n", "tags": ["x"]}
    assert isinstance(pet, t.Pet) and pet.tags == ["x"]


# --------------------------------------------------------------------------- refs


def test_25_recursive_mutual(corpus: Corpus) -> None:
    c = corpus("25")
    from case_25.types import Brother, Sister  # type: ignore[import-not-found]

    s = Sister.model_validate({"name": "s", "brother": {"name": "b", "sister": {"name": "s2"}}})
    assert isinstance(s.brother, Brother) and isinstance(s.brother.sister, Sister)
    assert s.brother.sister.name == "s2"
    client, _ = c.client(ok(body={"name": "b", "sister": {"name": "s", "brother": {"name": "b2"}}}))
    node = client.nodes.retrieve("n1")
    assert isinstance(node, Brother) and isinstance(node.sister, Sister) and node.sister.brother.name == "b2"


def test_26_ref_components_responses(corpus: Corpus) -> None:
    c = corpus("26")
    t = c.types
    client, sent = c.client(ok(body={"taskId": "t1", "state": "done"}), ok(400, {"message": "bad"}))
    summary = client.task.retrieve("t1")
    assert str(sent[0].url) == "https://api.example.com/v2/task/t1" and sent[0].method == "GET"
    assert isinstance(summary, t.TaskSummary) and summary.taskId == "t1" and summary.state == "done"
    with pytest.raises(c.pkg.BadRequestError) as e:
        client.task.retrieve("t1")
    assert isinstance(e.value.parsed_body, t.Error) and e.value.parsed_body.message == "bad"
    assert e.value.status_code == 400 and "bad" in str(e.value)


def test_28_ref_external_file(corpus: Corpus) -> None:
    c = corpus("28")
    t = c.types
    client, _ = c.client(ok(body={"widgetId": "w1", "details": {"name": "n", "madeYear": 2020}}))
    info = client.widgets.retrieve("w1")
    assert isinstance(info, t.WidgetInfo) and isinstance(info.details, t.WidgetDetails)
    assert info.details.madeYear == 2020
    rejects(t.WidgetDetails, {"name": "n"})


def test_29_ref_json_pointer_escape(corpus: Corpus) -> None:
    c = corpus("29")
    t = c.types
    client, sent = c.client(ok(body={"items": [{"id": "w1"}]}))
    found = client.widgets.search()
    listed = client.widgets.list()
    assert sent[0].method == "POST" and str(sent[0].url) == "https://api.example.com/widgets/search"
    assert type(found) is type(listed) is t.ListWidgetsResponse
    assert isinstance(found.items[0], t.ListWidgetsResponseItemsItem) and found.items[0].id == "w1"


# --------------------------------------------------------------------------- naming


def _run_python(c: Case, code: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(c.src)}
    return subprocess.run([sys.executable, "-W", "error", "-c", code], env=env, check=False, capture_output=True, text=True, timeout=120)


def test_31_field_shadows_basemodel(corpus: Corpus) -> None:
    c = corpus("31")
    t = c.types
    d = roundtrip(t.Dataset, {"schema": "s1", "register": "r1"})
    assert d.schema_ == "s1" and d.register_ == "r1"
    assert t.Dataset.model_json_schema()["type"] == "object"  # the method is not clobbered
    code = (
        "from case_31.types import Dataset\n"
        "Dataset.model_rebuild()\n"
        "d = Dataset.model_validate({'schema': 's1', 'register': 'r1'})\n"
        "assert d.schema_ == 's1' and callable(Dataset.model_json_schema)\n"
    )
    proc = _run_python(c, code)
    assert proc.returncode == 0, proc.stderr


def test_32_leading_digit_property(corpus: Corpus) -> None:
    c = corpus("32")
    t = c.types
    data = {"1Q": {"a": 1}, "2Q": {}, "30d_active": True}
    r = roundtrip(t.QuarterlyReport, data)
    assert all(name.isidentifier() for name in t.QuarterlyReport.model_fields)
    assert len(t.QuarterlyReport.model_fields) == 3
    assert r.field_1Q == {"a": 1}
    client, _ = c.client(ok(body=data))
    assert client.reports.quarterly.retrieve().model_dump(mode="json", by_alias=True, exclude_unset=True) == data


def test_34_schema_named_client(corpus: Corpus) -> None:
    c = corpus("34")
    t = c.types
    client, sent = c.client(ok(body={"foo": "a", "bar": 1}))
    out = client.client.retrieve()
    assert str(sent[0].url) == "https://api.example.com/client"
    assert isinstance(out, t.Client) and out.bar == 1
    http_client_class = getattr(c.pkg, c.client_class)
    assert http_client_class is not t.Client and isinstance(client, http_client_class)
    # the resource's annotations name the model; the HTTP client it holds is typed as such
    resource = c.module("resources.client")
    assert resource.ClientResource.retrieve.__annotations__["return"] == "Client"
    assert eval("Client", vars(c.module("types._models"))) is t.Client
    base = c.module("_base_client")
    init_hints = typing.get_type_hints(c.module("_resource").SyncAPIResource.__init__, globalns=vars(base))
    assert init_hints["client"] is base.SyncAPIClient and issubclass(http_client_class, base.SyncAPIClient)
    assert client.client._client is client


def test_35_param_named_client(corpus: Corpus) -> None:
    c = corpus("35")
    client, sent = c.client(ok(body=["n1"]))
    out = client.teams.notices.list("t1", client_version="5", client="mobile", url="x")
    assert out == ["n1"]
    assert str(sent[0].url) == "https://api.example.com/teams/t1/notices?clientVersion=5&client=mobile&url=x"
    assert query_pairs(sent[0]) == [("clientVersion", "5"), ("client", "mobile"), ("url", "x")]


def test_37_inline_model_name_collision(corpus: Corpus) -> None:
    c = corpus("37")
    t = c.types
    client, _ = c.client(
        ok(body={"id": "s1", "fieldCount": 3}),
        ok(body={"name": "e", "schema": {"id": "s1"}}),
        ok(body={"name": "e", "schema": None}),
    )
    es = client.entity_schemas.retrieve("s1")
    assert isinstance(es, t.EntitySchema) and es.fieldCount == 3
    e = client.entities.retrieve("e1")
    assert isinstance(e, t.Entity) and isinstance(e.schema_, t.SchemaSummary) and e.schema_.id == "s1"
    assert client.entities.retrieve("e1").schema_ is None
    assert set(t.EntitySchema.model_fields) == {"id", "fieldCount"}


def test_62_missing_operation_id(corpus: Corpus) -> None:
    """No operationId anywhere: four distinct methods named by path and verb, each sending its
    own verb and path."""
    c = corpus("62")
    widget = {"name": "w1"}
    client, sent = c.client(ok(body=[widget]), ok(201, widget), ok(body=widget), httpx.Response(204))
    assert [w.name for w in client.widgets.list()] == ["w1"]
    assert client.widgets.create(name="w1").name == "w1"
    assert client.widgets.retrieve("w1").name == "w1"
    assert client.widgets.delete("w1") is None
    assert [(r.method, str(r.url)) for r in sent] == [
        ("GET", "https://api.example.com/widgets"),
        ("POST", "https://api.example.com/widgets"),
        ("GET", "https://api.example.com/widgets/w1"),
        ("DELETE", "https://api.example.com/widgets/w1"),
    ]
    assert json_body(sent[1]) == widget


def test_71_field_named_like_its_type(corpus: Corpus) -> None:
    """Fields ``date``/``datetime`` of those formats: the models module imports, and the field
    never shadows the type of its own annotation."""
    c = corpus("71")
    assert {"Reading"} <= set(c.types.__all__)
    client, sent = c.client(ok(body={"value": 1.5, "date": "2024-02-29", "datetime": "2024-02-29T10:00:00Z"}), ok(body={"value": 2}))
    r = client.readings.retrieve("r1")
    assert str(sent[0].url) == "https://api.example.com/readings/r1"
    assert r.date == date(2024, 2, 29) and type(r.date) is date
    assert r.datetime == datetime(2024, 2, 29, 10, tzinfo=UTC)
    r = client.readings.retrieve("r1")
    assert r.value == 2 and r.date is None and r.datetime is None


# --------------------------------------------------------------------------- additionalProperties


def test_38_additionalprops_false_keeps_properties(corpus: Corpus) -> None:
    c = corpus("38")
    t = c.types
    client, _ = c.client(ok(body={"frame": 3, "path": None}))
    img = client.images.retrieve("i1")
    assert isinstance(img, t.Image) and img.frame == 3 and img.path is None
    assert set(t.Image.model_fields) == {"frame", "path"}
    roundtrip(t.Image, {"frame": 1, "path": "p"})


def test_40_pattern_properties_multiple(corpus: Corpus) -> None:
    c = corpus("40")
    t = c.types
    data = {"bar": {"A_1": "a", "B_2": "b"}}
    roundtrip(t.Foo, data)
    # a key no pattern matches is allowed, any value (no additionalProperties: false; JSON
    # Schema 2020-12 section 10.3.2.3): a valid answer, not rejected (issue 26 item 2)
    roundtrip(t.Foo, {"bar": {"C_1": 3}})
    client, _ = c.client(ok(body=data))
    assert client.foos.retrieve("f").bar == {"A_1": "a", "B_2": "b"}


def test_41_additionalprops_bigint(corpus: Corpus) -> None:
    c = corpus("41")
    t = c.types
    body = b'{"bytesSum": 9007199254740993, "someUnknownField": 56355942906113522}'
    client, _ = c.client(httpx.Response(200, content=body, headers={"content-type": "application/json"}))
    s = client.usage.summary.retrieve()
    assert isinstance(s, t.UsageSummary)
    assert type(s.bytesSum) is int and s.bytesSum == 9007199254740993
    extra = s.model_extra or {}
    assert type(extra["someUnknownField"]) is int and extra["someUnknownField"] == 56355942906113522
    m = t.UsageSummary.model_validate_json(body)
    assert m.model_dump(mode="json", by_alias=True, exclude_unset=True) == json.loads(body)


# --------------------------------------------------------------------------- responses


def test_43_sse_meta_only_events(corpus: Corpus) -> None:
    c = corpus("43")
    t = c.types
    body = b'retry: 3000\n\n: keep-alive\n\nid: 7\n\ndata: {"delta":"a"}\n\ndata: [DONE]\n\n'
    client, sent = c.client(httpx.Response(200, content=body, headers={"content-type": "text/event-stream"}))
    chunks = list(client.completions.create(prompt="x"))
    assert len(chunks) == 1 and isinstance(chunks[0], t.Chunk) and chunks[0].delta == "a"
    assert json_body(sent[0]) == {"prompt": "x"}


def test_73_sse_unicode_line_separators(corpus: Corpus) -> None:
    """Lines end at CR, LF or CRLF only: U+2028, U+2029 and U+0085 inside JSON data are data,
    data lines of one event join with a newline, whatever the network chunking (sync and async)."""
    c = corpus("73")
    body = 'data: {"text":"a\u2028b"}\n\ndata: {"text":"c\x85d\u2029e"}\n\ndata: {"text":\ndata: "multi"}\n\n'.encode()
    assert b"\xe2\x80\xa8" in body and b"\xc2\x85" in body  # raw, not JSON-escaped
    expected = ["a\u2028b", "c\x85d\u2029e", "multi"]
    sse = {"content-type": "text/event-stream"}

    def pieces() -> Iterator[bytes]:
        for i in range(0, len(body), 5):  # splits multi-byte characters
            yield body[i : i + 5]

    for content in (body, pieces()):
        client, sent = c.client(httpx.Response(200, content=content, headers=sse))
        deltas = list(client.messages.stream.create(prompt="x"))
        assert [type(d).__name__ for d in deltas] == ["Delta"] * 3
        assert [d.text for d in deltas] == expected
        assert json_body(sent[0]) == {"prompt": "x"}

    async def run() -> list[str]:
        async def apieces() -> AsyncIterator[bytes]:
            for piece in pieces():
                yield piece

        aclient, _ = c.async_client(httpx.Response(200, content=apieces(), headers=sse))
        return [d.text async for d in await aclient.messages.stream.create(prompt="x")]

    assert asyncio.run(run()) == expected


def test_44_no_content_204(corpus: Corpus) -> None:
    c = corpus("44")
    t = c.types
    client, sent = c.client(httpx.Response(204), ok(404, {"message": "gone"}))
    assert client.widgets.delete("w1") is None
    assert sent[0].method == "DELETE" and str(sent[0].url) == "https://api.example.com/widgets/w1"
    with pytest.raises(c.pkg.NotFoundError) as e:
        client.widgets.delete("w1")
    parsed = e.value.parsed_body
    assert isinstance(parsed, t.DeleteWidgetResponse404) and parsed.message == "gone"


def test_46_error_multiple_content_types(corpus: Corpus) -> None:
    c = corpus("46")
    t = c.types
    client, _ = c.client(
        ok(403, {"detail": "no"}),
        httpx.Response(403, text="Access forbidden for ip 10.0.0.1", headers={"content-type": "text/plain"}),
        httpx.Response(403, text="[1]", headers={"content-type": "text/plain; charset=utf-8"}),
    )
    with pytest.raises(c.pkg.PermissionDeniedError) as e:
        client.widgets.retrieve("w1")
    assert isinstance(e.value.parsed_body, t.ApiError) and e.value.parsed_body.detail == "no"
    with pytest.raises(c.pkg.PermissionDeniedError) as e:
        client.widgets.retrieve("w1")
    assert e.value.parsed_body == "Access forbidden for ip 10.0.0.1"
    with pytest.raises(c.pkg.PermissionDeniedError) as e:
        client.widgets.retrieve("w1")
    assert e.value.parsed_body == "[1]"  # text/plain is text, even when it looks like JSON


def test_47_array_of_strings_response(corpus: Corpus) -> None:
    c = corpus("47")
    client, _ = c.client(ok(body=["ann", "bob"]), ok(body=[]))
    assert client.names.list() == ["ann", "bob"]
    assert client.names.list() == []


def test_59_text_plain_response(corpus: Corpus) -> None:
    """A ``text/plain`` string response is the body text, decoded with its charset, never JSON."""
    c = corpus("59")
    client, sent = c.client(
        httpx.Response(200, content='Café "7"\nline two'.encode(), headers={"content-type": "text/plain; charset=utf-8"}),
        httpx.Response(200, content=b"42", headers={"content-type": "text/plain"}),
        httpx.Response(200, content="Café".encode("latin-1"), headers={"content-type": "text/plain; charset=iso-8859-1"}),
    )
    assert client.widgets.label.retrieve("w1") == 'Café "7"\nline two'
    assert sent[0].method == "GET" and str(sent[0].url) == "https://api.example.com/widgets/w1/label"
    label = client.widgets.label.retrieve("w1")
    assert label == "42" and isinstance(label, str)
    assert client.widgets.label.retrieve("w1") == "Café"


def test_70_media_type_without_schema(corpus: Corpus) -> None:
    """``application/json: {}`` is any JSON (returned parsed); an error status raises the
    client's status error whatever its media type."""
    c = corpus("70")
    client, sent = c.client(ok(body={"deleted": True, "id": "w1"}))
    assert client.widgets.delete("w1") == {"deleted": True, "id": "w1"}
    assert sent[0].method == "DELETE" and str(sent[0].url) == "https://api.example.com/widgets/w1"
    client, _ = c.client(ok(409, {"error": "busy"}), httpx.Response(409, content=b"<error>busy</error>", headers={"content-type": "application/xml"}))
    with pytest.raises(c.pkg.APIStatusError) as e:
        client.widgets.delete("w1")
    assert e.value.status_code == 409 and e.value.body == {"error": "busy"}
    with pytest.raises(c.pkg.APIStatusError) as e:
        client.widgets.delete("w1")
    assert e.value.status_code == 409 and e.value.body == "<error>busy</error>"


# --------------------------------------------------------------------------- parameters


def test_49_query_array_default_form(corpus: Corpus) -> None:
    c = corpus("49")
    client, sent = c.client(ok(body={"prop1": "x"}))
    out = client.echo.retrieve(orders=[uuid.UUID("3fa85f64-5717-4562-b3fc-2c963f66afa6"), uuid.UUID("0f8fad5b-d9cb-469f-a165-70867728950e")])
    assert str(sent[0].url) == (
        "https://api.example.com/v1.0/echo?orders=3fa85f64-5717-4562-b3fc-2c963f66afa6&orders=0f8fad5b-d9cb-469f-a165-70867728950e"
    )
    assert out.prop1 == "x"


def test_50_query_object_form_explode(corpus: Corpus) -> None:
    c = corpus("50")
    client, sent = c.client(ok(body=[]))
    client.books.list(filter={"category": "books", "createdDate:gte": "2023-01-01"}, limit=5)
    assert str(sent[0].url) == "https://api.example.com/books?category=books&createdDate%3Agte=2023-01-01&limit=5"
    assert query_pairs(sent[0]) == [("category", "books"), ("createdDate:gte", "2023-01-01"), ("limit", "5")]


def test_52_cookie_and_header_params(corpus: Corpus) -> None:
    c = corpus("52")
    client, sent = c.client(ok(body={"name": "me"}))
    me = client.me.retrieve(session_id="abc", x_request_id="r1", verbose=True)
    assert me.name == "me"
    assert str(sent[0].url) == "https://api.example.com/me?verbose=true"
    assert sent[0].headers["cookie"] == "session_id=abc"
    assert sent[0].headers["x-request-id"] == "r1"
    client.me.retrieve(session_id="abc", verbose=False)
    assert str(sent[1].url) == "https://api.example.com/me?verbose=false"
    assert "x-request-id" not in sent[1].headers and sent[1].headers["cookie"] == "session_id=abc"
    # a value cannot add a cookie of its own
    client.me.retrieve(session_id='a; admin=1, "x" é')
    assert sent[2].headers["cookie"] == "session_id=a%3B%20admin=1%2C%20%22x%22%20%C3%A9"


# --------------------------------------------------------------------------- request bodies


def test_53_multipart_file_array(corpus: Corpus) -> None:
    c = corpus("53")
    client, sent = c.client(ok(body={"count": 2}))
    out = client.uploads.create(files=[("a.txt", b"A", "text/plain"), ("b.jpg", b"B", "image/jpeg")], note="hi")
    assert out.count == 2
    parts = multipart_parts(sent[0])
    assert [p for p in parts if p[0] == "files"] == [("files", "a.txt", "text/plain", b"A"), ("files", "b.jpg", "image/jpeg", b"B")]
    assert [p for p in parts if p[0] != "files"] == [("note", None, None, b"hi")]


def test_55_optional_request_body(corpus: Corpus) -> None:
    c = corpus("55")
    client, sent = c.client(httpx.Response(202))
    assert client.jobs.restart("j1") is None
    assert sent[0].method == "POST" and str(sent[0].url) == "https://api.example.com/jobs/j1/restart"
    assert sent[0].content == b"" and "content-type" not in sent[0].headers
    client.jobs.restart("j1", reason="stuck")
    assert json_body(sent[1]) == {"reason": "stuck"}


async def test_async_client_bodies_and_errors(corpus: Corpus) -> None:
    """The async client sends the same multipart and optional bodies (53, 55) and decodes
    documented error bodies the same way (46)."""
    c53 = corpus("53")
    client, sent = c53.async_client(ok(body={"count": 2}))
    await client.uploads.create(files=[("a.txt", b"A", "text/plain"), ("b.jpg", b"B", "image/jpeg")], note="hi")
    parts = multipart_parts(sent[0])
    assert [p for p in parts if p[0] == "files"] == [("files", "a.txt", "text/plain", b"A"), ("files", "b.jpg", "image/jpeg", b"B")]
    c55 = corpus("55")
    client, sent = c55.async_client(httpx.Response(202))
    assert await client.jobs.restart("j1") is None
    assert sent[0].content == b"" and "content-type" not in sent[0].headers
    await client.jobs.restart("j1", reason="stuck")
    assert json_body(sent[1]) == {"reason": "stuck"}
    c46 = corpus("46")
    client, _ = c46.async_client(
        ok(403, {"detail": "no"}), httpx.Response(403, text="Access forbidden", headers={"content-type": "text/plain"})
    )
    with pytest.raises(c46.pkg.PermissionDeniedError) as e:
        await client.widgets.retrieve("w1")
    assert isinstance(e.value.parsed_body, c46.types.ApiError) and e.value.parsed_body.detail == "no"
    with pytest.raises(c46.pkg.PermissionDeniedError) as e:
        await client.widgets.retrieve("w1")
    assert e.value.parsed_body == "Access forbidden"


# --------------------------------------------------------------------------- formats


def test_56_uuid_primitive_response(corpus: Corpus) -> None:
    c = corpus("56")
    client, _ = c.client(httpx.Response(200, content=b'"3fa85f64-5717-4562-b3fc-2c963f66afa6"', headers={"content-type": "application/json"}))
    out = client.uuid.retrieve()
    assert isinstance(out, uuid.UUID) and str(out) == "3fa85f64-5717-4562-b3fc-2c963f66afa6"


def test_58_datetime_query_encoding(corpus: Corpus) -> None:
    c = corpus("58")
    t = c.types
    client, sent = c.client(ok(body=[{"at": "2022-01-02T00:00:00+02:00"}]))
    out = client.events.list(since=datetime(2022, 1, 2, tzinfo=timezone(timedelta(hours=2))), day=date(2022, 1, 2))
    # RFC 3339 with the offset; every reserved character percent-encoded (`+` as %2B)
    assert str(sent[0].url) == "https://api.example.com/events?since=2022-01-02T00%3A00%3A00%2B02%3A00&day=2022-01-02"
    assert dict(query_pairs(sent[0])) == {"since": "2022-01-02T00:00:00+02:00", "day": "2022-01-02"}
    assert isinstance(out[0], t.ListEventsResponseItem) and out[0].at == datetime(2022, 1, 2, tzinfo=timezone(timedelta(hours=2)))


def test_61_server_url_variables(corpus: Corpus, monkeypatch: pytest.MonkeyPatch) -> None:
    """A templated server URL: every variable at its default, never a literal ``{...}``;
    ``base_url=`` still overrides it."""
    c = corpus("61")
    monkeypatch.delenv("CASE_61_BASE_URL", raising=False)
    assert c.pkg.DEFAULT_BASE_URL == "https://eu.api.example.com/v2"
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return ok(body=["a"])

    cls = getattr(c.pkg, c.client_class)
    assert cls(api_key="k", http_client=httpx.Client(transport=httpx.MockTransport(handler))).widgets.list() == ["a"]
    other = cls(api_key="k", base_url="https://us.api.example.com/v2", http_client=httpx.Client(transport=httpx.MockTransport(handler)))
    assert other.widgets.list() == ["a"]
    assert [(r.method, str(r.url)) for r in sent] == [("GET", "https://eu.api.example.com/v2/widgets"), ("GET", "https://us.api.example.com/v2/widgets")]


def test_74_datetime_fraction_offset(corpus: Corpus) -> None:
    """RFC 3339 date-times with 5- and 9-digit fractions and a numeric offset are the same
    instants (the offset kept), also under strict response validation."""
    c = corpus("74")
    body = {
        "id": "e1",
        "occurred_at": "2020-02-02T02:02:02.00000Z",
        "acknowledged_at": "2020-02-02T04:02:02.12345+02:00",
        "closed_at": "2020-02-02T02:02:02.123456789Z",
    }
    for strict in (False, True):
        client, sent = c.client(ok(body=body), strict=strict)
        e = client.events.retrieve("e1")
        assert str(sent[0].url) == "https://api.example.com/events/e1"
        assert e.occurred_at == datetime(2020, 2, 2, 2, 2, 2, tzinfo=UTC)
        assert e.acknowledged_at == datetime(2020, 2, 2, 2, 2, 2, 123450, tzinfo=UTC)
        assert e.acknowledged_at.utcoffset() == timedelta(hours=2)
        assert abs(e.closed_at - datetime(2020, 2, 2, 2, 2, 2, 123456, tzinfo=UTC)) <= timedelta(microseconds=1)


# --------------------------------------------------------------------------- direction and encoding


def test_64_readonly_required_request(corpus: Corpus) -> None:
    c = corpus("64")
    t = c.types
    created = {"id": "w1", "name": "gear", "created_at": "2024-01-02T03:04:05Z"}
    for strict in (False, True):
        client, sent = c.client(ok(201, created), strict=strict)
        w = client.widgets.create(name="gear")  # readOnly properties are neither demanded nor sent
        assert sent[0].method == "POST" and str(sent[0].url) == "https://api.example.com/widgets"
        assert json_body(sent[0]) == {"name": "gear"}
        assert isinstance(w, t.Widget) and w.id == "w1" and w.created_at == datetime(2024, 1, 2, 3, 4, 5, tzinfo=UTC)
    assert set(t.WidgetParam.__annotations__) == {"name"} and required_keys(t.WidgetParam) == {"name"}
    rejects(t.Widget, {"name": "gear"})  # the response side still requires them


def test_65_writeonly_required_response(corpus: Corpus) -> None:
    c = corpus("65")
    t = c.types
    for strict in (False, True):
        client, sent = c.client(ok(201, {"username": "ann"}), ok(200, {"username": "ann"}), strict=strict)
        created = client.accounts.create(username="ann", password="s3cret")
        assert json_body(sent[0]) == {"username": "ann", "password": "s3cret"}
        fetched = client.accounts.retrieve("a1")
        assert str(sent[1].url) == "https://api.example.com/accounts/a1"
        for a in (created, fetched):
            assert isinstance(a, t.Account) and a.username == "ann" and a.password is None
            assert a.to_dict() == {"username": "ann"}
    assert required_keys(t.AccountParam) == {"username", "password"}  # requests still send it


def test_67_query_param_content_json(corpus: Corpus) -> None:
    c = corpus("67")
    client, sent = c.client(ok(body=["w1"]))
    assert client.widgets.list(filter={"color": "blue", "size": 3}, limit=5) == ["w1"]
    pairs = query_pairs(sent[0])
    assert [k for k, _ in pairs] == ["filter", "limit"]
    assert json.loads(dict(pairs)["filter"]) == {"color": "blue", "size": 3} and dict(pairs)["limit"] == "5"
    assert "filter=%7B%22color%22%3A%22blue%22%2C%22size%22%3A3%7D" in str(sent[0].url)  # percent-encoded
    client.widgets.list(limit=1)
    assert query_pairs(sent[1]) == [("limit", "1")]  # not given: not sent


def test_68_prefixitems_tuple(corpus: Corpus) -> None:
    c = corpus("68")
    t = c.types
    client, sent = c.client(ok(body={"widget_id": "w1", "position": [1.5, 2, "north"]}), ok(201, {"widget_id": "w1", "position": [1.5, 2.0, "north"]}))
    p = client.placements.retrieve("p1")
    assert isinstance(p, t.Placement) and list(p.position) == [1.5, 2, "north"]
    assert [type(x) for x in p.position] == [float, float, str]
    created = client.placements.create(widget_id="w1", position=[1.5, 2.0, "north"])
    assert json_body(sent[1]) == {"widget_id": "w1", "position": [1.5, 2.0, "north"]}
    assert tuple(created.position) == (1.5, 2.0, "north")
    client.placements.create(widget_id="w1", position=(1.5, 2.0, "north"))
    assert json_body(sent[2])["position"] == [1.5, 2.0, "north"]
    rejects(t.Placement, {"widget_id": "w1", "position": [1.5, "x", "north"]})
    rejects(t.Placement, {"widget_id": "w1", "position": [1.5, 2.0]})


# --------------------------------------------------------------------------- tools


def _all_cases(corpus: Corpus) -> list[tuple[str, Path]]:
    return [(f"case_{nn}", corpus.generate(nn)[0]) for nn in sorted(CASE_FILES)]


@pytest.mark.slow
@pytest.mark.parametrize("tool", ["mypy", "pyright", "ruff", "import"])
def test_generated_packages_pass_tools(corpus: Corpus, tool: str, tmp_path: Path) -> None:
    """Every generated case package passes ``mypy --strict``, pyright in strict mode and
    ``ruff check`` (its own configuration), and imports with every model built under
    ``python -W error``."""
    cases = _all_cases(corpus)
    if tool == "pyright":
        errors = pyright_errors([root / "src" / pkg for pkg, root in cases])
        assert not errors, "\n".join(errors[:50])
    elif tool == "mypy":
        cmd = [str(BIN / "mypy"), "--strict", "--python-version", "3.10", "--cache-dir", str(tmp_path / "mypy"), "--no-incremental"]
        proc = subprocess.run([*cmd, *(str(root / "src" / pkg) for pkg, root in cases)], check=False, capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stdout + proc.stderr
    elif tool == "ruff":
        failures = []
        for _pkg, root in cases:
            proc = subprocess.run([str(BIN / "ruff"), "check", "--no-cache", "src"], cwd=root, check=False, capture_output=True, text=True, timeout=120)
            if proc.returncode != 0:
                failures.append(proc.stdout + proc.stderr)
        assert not failures, "\n".join(failures)
    else:
        code = (
            "import importlib, inspect, pydantic, sys\n"
            "for pkg in sys.argv[1:]:\n"
            "    importlib.import_module(pkg)\n"
            "    models = importlib.import_module(pkg + '.types._models')\n"
            "    types = importlib.import_module(pkg + '.types')\n"
            "    for name in types.__all__:\n"
            "        getattr(types, name)\n"
            "    for name, obj in vars(models).items():\n"
            "        if inspect.isclass(obj) and issubclass(obj, pydantic.BaseModel) and obj.__module__ == models.__name__:\n"
            "            obj.model_rebuild(force=True)\n"
            "            obj.model_json_schema()\n"
            "    for mod in ('_client', 'resources'):\n"
            "        importlib.import_module(pkg + '.' + mod)\n"
        )
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(str(root / "src") for _pkg, root in cases)}
        proc = subprocess.run([sys.executable, "-W", "error", "-c", code, *(pkg for pkg, _root in cases)], env=env, check=False, capture_output=True, text=True, timeout=300)
        assert proc.returncode == 0, proc.stderr


def test_every_case_has_a_test() -> None:
    """Each corpus case is checked by a ``test_NN_...`` function of this module."""
    tested = {name[5:7] for name in globals() if name.startswith("test_") and name[5:7].isdigit()}
    assert tested == set(CASE_FILES), sorted(set(CASE_FILES) ^ tested)

