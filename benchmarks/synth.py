"""Seeded synthetic OpenAPI 3.1 documents for the generator's scaling benchmark.

``python benchmarks/synth.py N OUT.yaml [--seed S]`` writes a document with exactly N component
schemas and N operations.  The same N and seed always give the same bytes.  The schemas mix the
constructs real specs use: required and optional fields, 3.0-style ``nullable``, 3.1 type lists
with ``null``, string and integer enums, ``$ref`` to earlier schemas (also wrapped in
``anyOf`` with null), arrays of scalars and of refs, ``oneOf`` unions of refs with and without a
discriminator, ``allOf`` composition, maps (``additionalProperties``), formats and defaults.
Operations come four to a resource: ``POST /rN`` (JSON body), ``GET /rN`` (query parameters,
list response), ``GET /rN/{item_id}`` and ``DELETE /rN/{item_id}``.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any

WORDS = [
    "alpha",
    "beta",
    "gamma",
    "delta",
    "epsilon",
    "zeta",
    "theta",
    "kappa",
    "lambda",
    "sigma",
    "omega",
    "token",
    "model",
    "choice",
    "usage",
    "stream",
    "chunk",
    "message",
    "content",
    "role",
    "tool",
    "function",
    "region",
    "quota",
    "price",
]


def _name(i: int) -> str:
    return f"Thing{i}"


def _ref(i: int) -> dict[str, Any]:
    return {"$ref": f"#/components/schemas/{_name(i)}"}


def _schema(i: int, rng: random.Random) -> dict[str, Any]:
    props: dict[str, Any] = {
        "id": {"type": "string", "description": f"Identifier of {_name(i)}."},
        "created": {"type": "integer", "description": "Unix timestamp."},
    }
    required = ["id", "created"]
    kinds = rng.sample(WORDS, 3)
    props["kind"] = {"type": "string", "enum": kinds, "description": "One of three kinds."}
    if rng.random() < 0.5:
        required.append("kind")
    props["label"] = {"type": "string", "nullable": True, "maxLength": 200}
    props["score"] = {"type": ["number", "null"], "default": None}
    props["count"] = {"type": "integer", "minimum": 0, "default": rng.randint(0, 10)}
    props["tags"] = {"type": "array", "items": {"type": "string"}}
    if rng.random() < 0.3:
        props["level"] = {"type": "integer", "enum": [1, 2, 3]}
    if rng.random() < 0.3:
        props["updated_at"] = {"type": "string", "format": "date-time"}
    if i > 0:
        j = rng.randrange(i)
        props["parent"] = {"anyOf": [_ref(j), {"type": "null"}], "description": "Nullable ref."}
        k = rng.randrange(i)
        props["children"] = {"type": "array", "items": _ref(k)}
    if i > 2 and rng.random() < 0.4:
        a, b = rng.sample(range(i), 2)
        props["variant"] = {"oneOf": [_ref(a), _ref(b), {"type": "string"}]}
    if rng.random() < 0.3:
        props["metadata"] = {"type": "object", "additionalProperties": {"type": "string"}}
    if rng.random() < 0.2:
        props["nested"] = {
            "type": "object",
            "properties": {
                "x": {"type": "number"},
                "y": {"type": "number", "nullable": True},
                "unit": {"type": "string", "enum": ["mm", "cm", "m"]},
            },
            "required": ["x"],
        }
    schema: dict[str, Any] = {
        "type": "object",
        "title": f"Thing {i}",
        "description": f"Synthetic schema number {i} ({' '.join(rng.sample(WORDS, 4))}).",
        "properties": props,
        "required": required,
    }
    if i > 1 and rng.random() < 0.1:
        base = rng.randrange(i)
        return {"allOf": [_ref(base), schema], "description": schema["description"]}
    return schema


def _tagged_union(i: int, rng: random.Random, n: int) -> dict[str, Any]:
    """A discriminated union schema (used for a few schemas instead of a plain object)."""
    return {
        "type": "object",
        "description": f"Event {i}.",
        "properties": {
            "type": {"type": "string", "const": f"event_{i}", "enum": [f"event_{i}"]},
            "payload": {"type": "string"},
            "seq": {"type": "integer"},
        },
        "required": ["type", "payload"],
    }


def build(n: int, seed: int = 1234) -> dict[str, Any]:
    rng = random.Random(seed * 1_000_003 + n)
    schemas: dict[str, Any] = {}
    event_names: list[str] = []
    for i in range(n):
        if i >= 10 and i % 25 == 0:
            schemas[_name(i)] = _tagged_union(i, rng, n)
            event_names.append(_name(i))
        else:
            schemas[_name(i)] = _schema(i, rng)
    # one discriminated union over the event schemas, used by a property of the last schema
    if len(event_names) >= 2 and n > 0:
        last = schemas[_name(n - 1)]
        target = last["allOf"][1] if "allOf" in last else last
        if "properties" in target:
            target["properties"]["event"] = {
                "oneOf": [_ref(int(e[5:])) for e in event_names[:8]],
                "discriminator": {"propertyName": "type"},
            }
    paths: dict[str, Any] = {}
    for op in range(n):
        r, verb = divmod(op, 4)
        target = _ref(op)
        error = {
            "description": "Error",
            "content": {
                "application/json": {
                    "schema": {"type": "object", "properties": {"message": {"type": "string"}}}
                }
            },
        }
        if verb == 0:
            paths.setdefault(f"/r{r}", {})["post"] = {
                "operationId": f"createR{r}",
                "summary": f"Create an item of resource {r}.",
                "requestBody": {
                    "required": True,
                    "content": {"application/json": {"schema": target}},
                },
                "responses": {
                    "200": {
                        "description": "OK",
                        "content": {"application/json": {"schema": target}},
                    },
                    "400": error,
                },
            }
        elif verb == 1:
            paths.setdefault(f"/r{r}", {})["get"] = {
                "operationId": f"listR{r}",
                "parameters": [
                    {"name": "limit", "in": "query", "schema": {"type": "integer", "default": 20}},
                    {
                        "name": "order",
                        "in": "query",
                        "schema": {"type": "string", "enum": ["asc", "desc"]},
                    },
                    {"name": "after", "in": "query", "schema": {"type": ["string", "null"]}},
                ],
                "responses": {
                    "200": {
                        "description": "OK",
                        "content": {
                            "application/json": {
                                "schema": {
                                    "type": "object",
                                    "properties": {
                                        "data": {"type": "array", "items": target},
                                        "has_more": {"type": "boolean"},
                                    },
                                    "required": ["data"],
                                }
                            }
                        },
                    }
                },
            }
        elif verb == 2:
            paths.setdefault(f"/r{r}/{{item_id}}", {})["get"] = {
                "operationId": f"getR{r}",
                "parameters": [
                    {
                        "name": "item_id",
                        "in": "path",
                        "required": True,
                        "schema": {"type": "string"},
                    }
                ],
                "responses": {
                    "200": {
                        "description": "OK",
                        "content": {"application/json": {"schema": target}},
                    },
                    "404": error,
                },
            }
        else:
            paths.setdefault(f"/r{r}/{{item_id}}", {})["delete"] = {
                "operationId": f"deleteR{r}",
                "parameters": [
                    {
                        "name": "item_id",
                        "in": "path",
                        "required": True,
                        "schema": {"type": "string"},
                    },
                    {"name": "X-Request-Id", "in": "header", "schema": {"type": "string"}},
                ],
                "responses": {
                    "200": {
                        "description": "OK",
                        "content": {"application/json": {"schema": target}},
                    }
                },
            }
    return {
        "openapi": "3.1.0",
        "info": {"title": f"Synthetic {n}", "version": "1.0.0"},
        "servers": [{"url": "https://api.example.com/v1"}],
        "paths": paths,
        "components": {"schemas": schemas},
    }


def write(n: int, out: Path, seed: int = 1234) -> Path:
    """Write the document for ``n`` as JSON (valid YAML too) and return the path."""
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(build(n, seed), indent=1, sort_keys=False) + "\n", encoding="utf-8")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("n", type=int)
    ap.add_argument("out", type=Path)
    ap.add_argument("--seed", type=int, default=1234)
    args = ap.parse_args()
    write(args.n, args.out, args.seed)


if __name__ == "__main__":
    main()
