"""Stage 4, the intermediate model (IR): the normalised document -> :class:`Api`.

One module per job, each importing only from earlier stages, shared leaves and the modules
above it in this list:

* :mod:`.model` - the IR dataclasses themselves, the contract templates rely on (the root; the
  schemas' in :mod:`.schema_model`, the operations' in :mod:`.operation_model`).
* :mod:`.context` - the state one build shares.
* :mod:`.types` - schemas -> IR types.
* :mod:`.annotations` - IR types -> Python annotation text (read by the renderer too).
* :mod:`.fixed` - required one-value properties the client fills in (not demanded from callers).
* :mod:`.properties` - object schemas -> properties, spec names -> argument names.
* :mod:`.placement` - which resource and method each operation becomes.
* :mod:`.examples` - the README's example call of each method.
* :mod:`.security` - the schemes the client can send, each operation's requirements, the
  client's credential arguments.
* :mod:`.request_body` - an operation's request body, flattened into arguments or taken whole.
* :mod:`.responses` - an operation's success bodies and return annotation.
* :mod:`.signatures` - the signatures of an operation's methods.
* :mod:`.idempotency` - the header carrying an operation's idempotency key.
* :mod:`.operations` - operations -> :class:`Operation` (parameters, and the parts above).
* :mod:`.build` - the entry point :func:`build_api`, models and servers.
"""

from .model import (
    IR_VERSION,
    Api,
    Arg,
    ArrayOf,
    LiteralOf,
    MapOf,
    MediaType,
    Model,
    ModelRef,
    Operation,
    Parameter,
    Primitive,
    Property,
    RequestBody,
    Resource,
    Response,
    SecurityScheme,
    Signature,
    Stream,
    TupleOf,
    TypeRef,
    UnionOf,
    dump_json,
    to_jsonable,
)

__all__ = [
    "IR_VERSION",
    "Api",
    "Arg",
    "ArrayOf",
    "LiteralOf",
    "MapOf",
    "MediaType",
    "Model",
    "ModelRef",
    "Operation",
    "Parameter",
    "Primitive",
    "Property",
    "RequestBody",
    "Resource",
    "Response",
    "SecurityScheme",
    "Signature",
    "Stream",
    "TupleOf",
    "TypeRef",
    "UnionOf",
    "dump_json",
    "to_jsonable",
]
