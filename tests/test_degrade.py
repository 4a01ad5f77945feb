"""Real specs degrade per operation, not per document: a fault confined to one operation is a
warning naming its pointer plus a documented repair (or the operation is skipped), the rest of
the client is generated, and ``--strict`` still refuses."""

from __future__ import annotations

import copy
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml
from _generate import ACME_SPEC, generated_package

from generator.configure import config_from_args
from generator.pipeline import build_ir_only

ROOT = Path(__file__).resolve().parent.parent
OP_PTR = "spec.yaml#/paths/~1certificates~1{certificate_id}/get"


def cert_spec() -> dict[str, Any]:
    """The public OpenAI spec's fault in small: ``{certificate_id}`` declared as ``cert_id``;
    plus a path parameter without ``required: true``, an unknown response key and an
    extension beside the responses."""
    spec = copy.deepcopy(ACME_SPEC)
    spec["paths"]["/certificates/{certificate_id}"] = {
        "get": {
            "operationId": "getCertificate",
            "parameters": [{"name": "cert_id", "in": "path", "required": True, "description": "The certificate.", "schema": {"type": "string"}}],
            "responses": {
                "200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Widget"}}}},
                "abcdef": {"description": "not a status"},
                "x-internal": {"whatever": True},
            },
        }
    }
    spec["paths"]["/gadgets/{gadget_id}"] = {
        "delete": {
            "operationId": "deleteGadget",
            "parameters": [{"name": "gadget_id", "in": "path", "schema": {"type": "integer"}}],
            "responses": {"204": {"description": "gone"}},
        }
    }
    return spec


def _run(base: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    (base / "spec.yaml").write_text(yaml.safe_dump(cert_spec()))
    return subprocess.run([sys.executable, "-m", "generator", "generate", "spec.yaml", "-o", "out", "-p", "acme_sdk", *extra], cwd=base, capture_output=True, text=True)


def test_faults_of_one_operation_are_warnings_with_their_repair(tmp_path: Path) -> None:
    r = _run(tmp_path)
    assert r.returncode == 0, r.stderr
    warnings = sorted(line for line in r.stderr.splitlines() if line.startswith("warning:"))
    assert warnings == [
        f"warning: {OP_PTR}/parameters/0: [unused-path-parameter] path parameter 'cert_id' is declared, but the path template has {{certificate_id}} (declaration dropped)",
        f"warning: {OP_PTR}/responses/abcdef: [unknown-response-key] 'abcdef' is not a status code, a range such as 2XX, or default (response ignored)",
        f"warning: {OP_PTR}: [undeclared-path-parameter] the path template names {{certificate_id}}, which no path parameter declares (added as a required str argument certificate_id)",
        "warning: spec.yaml#/paths/~1gadgets~1{gadget_id}/delete/parameters/0: [path-parameter-not-required] path parameter 'gadget_id' lacks required: true (treated as required)",
    ]
    assert "generated out: " in r.stderr and ", 3 operations," in r.stderr


def test_strict_still_refuses(tmp_path: Path) -> None:
    r = _run(tmp_path, "--strict")
    assert r.returncode == 1, r.stderr
    assert "[undeclared-path-parameter]" in r.stderr and "--strict: output not written" in r.stderr
    assert not (tmp_path / "out").exists()


def test_the_repaired_operations_send_what_the_template_says(tmp_path: Path) -> None:
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(204) if request.method == "DELETE" else httpx.Response(200, json={"id": "c1"})

    with generated_package(tmp_path, cert_spec(), "degrade_sdk") as sdk:
        client = sdk.Degrade(api_key="k", http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        assert client.certificates.retrieve("c/1").id == "c1"
        assert client.certificates.retrieve(certificate_id="c2").id == "c1"
        with pytest.raises(TypeError):
            client.certificates.retrieve(cert_id="c3")  # the dropped declaration is no argument
        assert client.gadgets.delete(7) is None
        with pytest.raises(TypeError):
            client.gadgets.delete()  # type: ignore[call-arg]  # required all the same
    assert [str(r.url) for r in sent] == [
        "https://api.acme.test/v2/certificates/c%2F1",
        "https://api.acme.test/v2/certificates/c2",
        "https://api.acme.test/v2/gadgets/7",
    ]


def test_an_operation_that_cannot_be_built_is_skipped_with_a_warning(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The safety net: any input error raised while building one operation costs only that
    operation."""
    from generator.errors import SpecError
    from generator.ir import build

    real = build.build_operation

    def failing(path: str, method: str, *args: Any, **kwargs: Any) -> Any:
        if path == "/gadgets/{gadget_id}":
            raise SpecError("something this operation alone gets wrong", pointer="spec.yaml#/paths/~1gadgets~1{gadget_id}/delete/x")
        return real(path, method, *args, **kwargs)

    monkeypatch.setattr(build, "build_operation", failing)
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(cert_spec()))
    api, diagnostics, _, _ = build_ir_only(config_from_args([str(tmp_path / "spec.yaml")], str(tmp_path / "out"), "acme_sdk"))
    assert sorted(op.operation_id for op in api.operations) == ["getCertificate", "getWidget"]
    skipped = [d for d in diagnostics.items if d.code == "operation-skipped"]
    assert [(d.location, d.message, d.action) for d in skipped] == [
        ("spec.yaml#/paths/~1gadgets~1{gadget_id}/delete/x", "something this operation alone gets wrong", "DELETE /gadgets/{gadget_id} skipped")
    ]


@pytest.mark.slow
def test_the_public_openai_spec_fault_costs_one_repair_not_the_document(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The public OpenAI spec declares ``cert_id`` for ``/organization/certificates/{certificate_id}``
    (the corpus copy predates that): the same edit on the corpus copy builds, with the two
    warnings on that operation only."""
    text = (ROOT / "tests" / "corpus" / "specs" / "openai-3.1.yaml").read_text()
    start = text.index("  /organization/certificates/{certificate_id}:")
    at = text.index("        - name: certificate_id", start)
    (tmp_path / "openai.yaml").write_text(text[:at] + "        - name: cert_id" + text[at + len("        - name: certificate_id") :])
    monkeypatch.chdir(tmp_path)
    api, diagnostics, _, _ = build_ir_only(config_from_args(["openai.yaml"], "out", "openai_sdk"))
    ptr = "openai.yaml#/paths/~1organization~1certificates~1{certificate_id}/get"
    repairs = sorted((d.location, d.code) for d in diagnostics.items if "path-parameter" in d.code)
    assert repairs == [(ptr, "undeclared-path-parameter"), (f"{ptr}/parameters/0", "unused-path-parameter")]
    op = next(o for o in api.operations if o.operation_id == "getCertificate")
    assert op.implementation is not None
    assert [(a.py_name, a.annotation, a.positional) for a in op.implementation.args if a.location == "path"] == [("certificate_id", "str", True)]
    assert len(api.operations) == 288


# --------------------------------------------------------------------------- repaired mistakes


def _ok(schema: dict[str, Any]) -> dict[str, Any]:
    return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}


def _schema(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def mistakes_spec() -> dict[str, Any]:
    """The four mistakes that made real specs refused (issue 16 section 4), one each: a
    draft-3 ``required: true`` on a property, a ``$ref`` into a ``definitions`` section that
    does not exist, a discriminator mapping entry to a missing schema, and one operationId
    used twice."""
    return {
        "openapi": "3.0.3",
        "info": {"title": "Mistakes", "version": "1"},
        "servers": [{"url": "https://api.test"}],
        "paths": {
            "/things": {
                "post": {
                    "operationId": "listThings",
                    "requestBody": {"required": True, "content": {"application/json": {"schema": _schema("Thing")}}},
                    "responses": _ok(_schema("Thing")),
                },
            },
            "/gadgets": {"get": {"operationId": "listThings", "responses": _ok(_schema("Pet"))}},
        },
        "components": {
            "schemas": {
                "Thing": {
                    "type": "object",
                    "properties": {
                        "name": {"type": "string", "required": True},
                        "note": {"type": "string", "required": False},
                        "extra": {"$ref": "#/definitions/Extra", "description": "Swagger 2.0 leftover."},
                    },
                },
                "Pet": {
                    "oneOf": [_schema("Cat"), _schema("Dog")],
                    "discriminator": {"propertyName": "kind", "mapping": {"cat": "#/components/schemas/Cat", "dog": "#/components/schemas/Dog", "bird": "#/components/schemas/Bird"}},
                },
                "Cat": {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string"}, "meow": {"type": "string"}}},
                "Dog": {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string"}, "bark": {"type": "string"}}},
            }
        },
    }


def _run_mistakes(base: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    (base / "spec.yaml").write_text(yaml.safe_dump(mistakes_spec()))
    return subprocess.run([sys.executable, "-m", "generator", "generate", "spec.yaml", "-o", "out", "-p", "mistakes_sdk", *extra], cwd=base, capture_output=True, text=True)


def test_common_mistakes_are_repaired_with_a_warning_naming_pointer_and_repair(tmp_path: Path) -> None:
    r = _run_mistakes(tmp_path, "-v")
    assert r.returncode == 0, r.stderr
    warnings = sorted(line for line in r.stderr.splitlines() if line.startswith("warning:"))
    assert warnings == [
        ("warning: spec.yaml#/components/schemas/Pet/discriminator/mapping/bird: [discriminator-mapping-dangling] discriminator mapping 'bird' -> '#/components/schemas/Bird' points to nothing"
        " (entry dropped: a payload with that tag is read as whichever variant it matches; fix the reference to get it back)"),
        ("warning: spec.yaml#/components/schemas/Thing/properties/extra: [ref-dangling] $ref '#/definitions/Extra' points to nothing"
        " (typed as Any (any JSON value); fix the reference, or give this schema a value with a `patches:` entry at this pointer"
        " (e.g. `{op: replace, path: <pointer>, value: {$ref: '#/components/schemas/X'}}` beside an `add` of that component): the warning then goes away)"),
        ("warning: spec.yaml#/components/schemas/Thing/properties/name/required: [required-boolean] 'required: true' on a property (OpenAPI 3 lists required properties in the parent object)"
        " ('name' added to the parent's 'required'; move it there in the spec to silence this)"),
        ("warning: spec.yaml#/components/schemas/Thing/properties/note/required: [required-boolean] 'required: false' on a property (OpenAPI 3 lists required properties in the parent object)"
        " (ignored: the property is optional)"),
        ("warning: spec.yaml#/paths/~1things/post/operationId: [operation-id-duplicate] operationId 'listThings' is also used by spec.yaml#/paths/~1gadgets/get/operationId"
        " (operationIds must be unique) (this operation is named 'postThings' after its method and path; give it an operationId of its own to choose another)"),
    ]


def test_common_mistakes_are_refused_under_strict(tmp_path: Path) -> None:
    r = _run_mistakes(tmp_path, "--strict")
    assert r.returncode == 1, r.stderr
    assert "[operation-id-duplicate]" in r.stderr and "--strict: output not written" in r.stderr
    assert not (tmp_path / "out").exists()


def test_a_patch_defining_the_dangling_schema_types_it_and_silences_the_warning(tmp_path: Path) -> None:
    """The ref-dangling repair's advice works: a `patches:` entry adding the missing component
    and pointing the schema at it types the property (a model, not Any) and the warning is gone,
    so `--strict` accepts the patched spec; a patch elsewhere keeps the warning."""
    spec = mistakes_spec()
    spec["paths"].pop("/gadgets")
    spec["components"]["schemas"].pop("Pet")
    for prop in spec["components"]["schemas"]["Thing"]["properties"].values():
        prop.pop("required", None)
    spec["paths"]["/things"]["post"]["operationId"] = "createThing"
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(spec))
    extra = "/components/schemas/Thing/properties/extra"

    def run(patches: list[dict[str, Any]]) -> subprocess.CompletedProcess[str]:
        config = {"specs": ["spec.yaml"], "output": "out", "package": {"name": "patched_sdk"}, "patches": patches}
        (tmp_path / "sdkgen.yaml").write_text(yaml.safe_dump(config))
        return subprocess.run([sys.executable, "-m", "generator", "generate", "-c", "sdkgen.yaml", "--strict", "-v"], cwd=tmp_path, capture_output=True, text=True)

    unrelated = run([{"op": "add", "path": "/components/schemas/Other", "value": {"type": "string"}}])
    assert unrelated.returncode == 1 and "[ref-dangling]" in unrelated.stderr
    inside = run([{"op": "add", "path": extra + "/title", "value": "still untyped"}])  # repairs nothing
    assert inside.returncode == 1 and "[ref-dangling]" in inside.stderr
    removed = run([{"op": "remove", "path": extra}])  # the property is gone: nothing to warn about
    assert removed.returncode == 0, removed.stderr
    fixed = run(
        [
            {"op": "add", "path": "/components/schemas/Extra", "value": {"type": "object", "required": ["size"], "properties": {"size": {"type": "integer"}}}},
            {"op": "replace", "path": extra, "value": {"$ref": "#/components/schemas/Extra"}},
        ]
    )
    assert fixed.returncode == 0, fixed.stderr
    assert "ref-dangling" not in fixed.stderr
    models = (tmp_path / "out" / "src" / "patched_sdk" / "types" / "_models.py").read_text()
    assert "class Extra(BaseModel):" in models and "extra: Extra | None" in models


def test_the_repaired_client_sends_and_reads_what_the_spec_meant(tmp_path: Path) -> None:
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        if request.url.path == "/gadgets":
            return httpx.Response(200, json={"kind": "cat", "meow": "purr"})
        return httpx.Response(200, json={"name": "n", "extra": {"any": ["json", 1]}})

    with generated_package(tmp_path, mistakes_spec(), "mistakes_sdk") as sdk:
        client = sdk.Mistakes(api_key="k", http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        with pytest.raises(TypeError):
            client.things.create(note="x")  # `required: true` made name a required argument
        thing = client.things.create(name="n", extra=[1, {"two": 2}])
        assert thing.name == "n" and thing.extra == {"any": ["json", 1]}
        pet = client.gadgets.list()
        assert type(pet).__name__ == "Cat" and pet.meow == "purr"
    assert [(r.method, r.url.path) for r in sent] == [("POST", "/things"), ("GET", "/gadgets")]
    assert sent[0].read() == b'{"name":"n","extra":[1,{"two":2}]}'
