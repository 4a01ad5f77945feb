"""Request and response bodies for the client benchmarks, built from the specs' own examples.

Everything comes from ``specs/chat-completions.yaml``:

* ``request.json``: ``ChatCompletionRequest`` example 2 (system + user message, max_tokens,
  temperature, top_p), sent by every client in the non-streaming figures.
* ``request_history.json``: the same request with 50 messages: the system message, then the
  example's user message and the ``ChatCompletionResponse`` example's assistant answer
  alternating, ending with the user message.
* ``response.json``: ``ChatCompletionResponse`` example 1 (the palindrome poem, with usage).
* ``stream.json``: the 2,000 ``data:`` events of one SSE body: the role chunk (stream example
  1), 1,997 content chunks (stream example 2 with the poem's words as ``delta.content``),
  the ``finish_reason`` chunk (example 3) and the usage chunk (example 4); ``data: [DONE]``
  follows them on the wire.
* ``logprobs.json``: ``ChatCompletionResponse`` example 2 with ``choices[0].logprobs.content``
  replaced by the ``LogProbsContent`` example repeated until the body is at least 1 MiB.

Run by ``run.py`` with the project's venv (it needs PyYAML); the results are plain JSON files
that the client workers (in the alternatives' venv, without PyYAML) read.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "specs" / "chat-completions.yaml"
STREAM_CHUNKS = 2000
HISTORY_MESSAGES = 50
LOGPROBS_BYTES = 1 << 20


def _dumps(obj: Any) -> str:
    # compact, like the server sends
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def build(spec: Path = SPEC) -> dict[str, Any]:
    """All bodies, as JSON-ready Python values plus the facts the workers check."""
    doc = yaml.safe_load(spec.read_text(encoding="utf-8"))
    schemas = doc["components"]["schemas"]
    req_examples = schemas["ChatCompletionRequest"]["examples"]
    resp_examples = schemas["ChatCompletionResponse"]["examples"]
    stream_examples = schemas["ChatCompletionStreamResponse"]["examples"]
    lp_example = schemas["LogProbsContent"]["examples"][0]

    request = {k: v for k, v in req_examples[1].items() if k != "stream"}
    response = resp_examples[0]
    poem = response["choices"][0]["message"]["content"]

    system, user = request["messages"][0], request["messages"][1]
    assistant = {"role": "assistant", "content": poem}
    history = [system]
    while len(history) < HISTORY_MESSAGES - 1:
        history += [user, assistant]
    history = history[: HISTORY_MESSAGES - 1] + [user]
    request_history = dict(request, messages=history)

    words = poem.split(" ")
    events: list[str] = [_dumps(stream_examples[0])]
    for i in range(STREAM_CHUNKS - 3):
        chunk = copy.deepcopy(stream_examples[1])
        chunk["choices"][0]["delta"] = {"content": " " + words[i % len(words)]}
        events.append(_dumps(chunk))
    events.append(_dumps(stream_examples[2]))
    events.append(_dumps(stream_examples[3]))
    assert len(events) == STREAM_CHUNKS

    logprobs = copy.deepcopy(resp_examples[1])
    item = _dumps(lp_example)
    count = LOGPROBS_BYTES // (len(item.encode()) + 1) + 1
    logprobs["choices"][0]["logprobs"]["content"] = [
        copy.deepcopy(lp_example) for _ in range(count)
    ]

    return {
        "request": request,
        "request_history": request_history,
        "response": response,
        "stream": events,
        "logprobs": logprobs,
        "facts": {
            "content": poem,
            "stream_chunks": STREAM_CHUNKS,
            "stream_content": "".join(
                " " + words[i % len(words)] for i in range(STREAM_CHUNKS - 3)
            ),
            "history_messages": len(history),
            "logprobs_items": count,
        },
    }


def write(out: Path) -> dict[str, Any]:
    """Write the bodies to ``out`` (response bodies as the exact bytes served) and return facts."""
    out.mkdir(parents=True, exist_ok=True)
    bodies = build()
    for name in ("request", "request_history"):
        (out / f"{name}.json").write_text(_dumps(bodies[name]), encoding="utf-8")
    (out / "response.json").write_text(_dumps(bodies["response"]), encoding="utf-8")
    (out / "logprobs.json").write_text(_dumps(bodies["logprobs"]), encoding="utf-8")
    sse = "".join(f"data: {e}\n\n" for e in bodies["stream"]) + "data: [DONE]\n\n"
    (out / "stream.sse").write_text(sse, encoding="utf-8")
    facts = dict(bodies["facts"])
    facts["sizes"] = {
        p.name: p.stat().st_size for p in sorted(out.iterdir()) if p.suffix in (".json", ".sse")
    }
    (out / "facts.json").write_text(json.dumps(facts), encoding="utf-8")
    return facts


if __name__ == "__main__":
    import sys

    target = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "benchmarks" / ".work" / "bodies"
    print(json.dumps(write(target)["sizes"], indent=1))
