"""One client library under measurement, as a long-lived worker process.

``python client_worker.py --lib ours|official|floor --bodies DIR [--src DIR]``

Runs in the alternatives' venv (httpx and pydantic pinned to the project's versions, the official
``sambanova`` SDK installed); ``ours`` is imported from ``--src`` (``generated/sambanova_sdk/src``).
Every library talks to the same ``httpx.MockTransport`` handler, which answers with pre-built
bytes, so what is measured is the client's own work: building and encoding the request, the
httpx round trip through the transport, decoding and building the response objects.

Protocol: one JSON command per stdin line, one JSON answer per stdout line.
``{"op": "time", "figure": F, "n": N}`` -> ``{"seconds": total, "per_op": total / N}``;
``{"op": "mem", "figure": "parse"}`` -> tracemalloc peak bytes of one parse;
``{"op": "check"}`` -> what each figure produced, for the orchestrator's sanity check;
``{"op": "quit"}``.  Figures: ``nonstream``, ``history``, ``stream``, ``parse``, and with
``--live URL`` ``live_stream``: one streamed call (20 events and ``[DONE]``) to a real local
server (``sse_server.py``) over a real socket, through each library's own default transport
and connection pool.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx

BASE_URL = "https://api.sambanova.ai/v1"
API_KEY = "bench-key"


def _load(bodies: Path) -> dict[str, Any]:
    return {
        "request": json.loads((bodies / "request.json").read_bytes()),
        "request_history": json.loads((bodies / "request_history.json").read_bytes()),
        "response": (bodies / "response.json").read_bytes(),
        "logprobs": (bodies / "logprobs.json").read_bytes(),
        "stream_events": [
            e + b"\n\n" for e in (bodies / "stream.sse").read_bytes().split(b"\n\n") if e
        ],
    }


def _transport(b: dict[str, Any]) -> httpx.MockTransport:
    """Answers by the request's body: streaming requests get the SSE body (one network chunk per
    event), requests whose model is ``logprobs`` get the 1 MiB body, others the small one."""
    json_headers = {"content-type": "application/json"}
    sse_headers = {"content-type": "text/event-stream"}
    events = b["stream_events"]
    small, big = b["response"], b["logprobs"]

    def handler(request: httpx.Request) -> httpx.Response:
        content = request.content
        if b'"stream":true' in content or b'"stream": true' in content:
            return httpx.Response(200, headers=sse_headers, content=iter(events))
        if b'"model":"logprobs"' in content or b'"model": "logprobs"' in content:
            return httpx.Response(200, headers=json_headers, content=big)
        return httpx.Response(200, headers=json_headers, content=small)

    return httpx.MockTransport(handler)


def _split_events(r: httpx.Response) -> list[Any]:
    """The floor's stream loop: split on newlines, ``json.loads`` each ``data:`` line but
    ``[DONE]``, read the delta's content; the body is read to its end (as before issue 10; on a
    real socket this is what lets httpx reuse the connection)."""
    out = []
    buf = b""
    for chunk in r.iter_bytes():
        buf += chunk
        *lines, buf = buf.split(b"\n")
        for line in lines:
            if line.startswith(b"data: "):
                data = line[6:]
                if data == b"[DONE]":
                    continue
                c = json.loads(data)
                out.append(c["choices"][0]["delta"].get("content") if c["choices"] else None)
    return out


def _floor(b: dict[str, Any]) -> dict[str, Callable[[], Any]]:
    """The least any client must do: bare httpx, ``json=`` to encode, ``json.loads`` to decode."""
    http = httpx.Client(transport=_transport(b), base_url=BASE_URL)
    headers = {"Authorization": f"Bearer {API_KEY}"}
    req, hist = b["request"], b["request_history"]
    stream_req = dict(req, stream=True)
    big = b["logprobs"]

    def nonstream() -> Any:
        r = http.post("/chat/completions", json=req, headers=headers)
        return json.loads(r.content)

    def history() -> Any:
        r = http.post("/chat/completions", json=hist, headers=headers)
        return json.loads(r.content)

    def stream() -> Any:
        with http.stream("POST", "/chat/completions", json=stream_req, headers=headers) as r:
            return _split_events(r)

    def parse() -> Any:
        return json.loads(big)

    return {"nonstream": nonstream, "history": history, "stream": stream, "parse": parse}


def _floor_live(b: dict[str, Any], url: str) -> Callable[[], Any]:
    """Bare httpx on a real socket: the same split-and-``json.loads`` loop, read to the end."""
    http = httpx.Client(base_url=url)
    headers = {"Authorization": f"Bearer {API_KEY}"}
    stream_req = dict(b["request"], stream=True)

    def live_stream() -> Any:
        with http.stream("POST", "/chat/completions", json=stream_req, headers=headers) as r:
            return _split_events(r)

    return live_stream


def _sdk(b: dict[str, Any], client: Any) -> dict[str, Callable[[], Any]]:
    """``client.chat.completions.create`` of either SDK (they share the call shape)."""
    create = client.chat.completions.create
    req, hist = b["request"], b["request_history"]
    big_req = dict(req, model="logprobs")

    def nonstream() -> Any:
        return create(**req)

    def history() -> Any:
        return create(**hist)

    def stream() -> Any:
        out = []
        for c in create(**req, stream=True):
            out.append(c.choices[0].delta.content if c.choices else None)
        return out

    def parse() -> Any:
        return create(**big_req)

    return {"nonstream": nonstream, "history": history, "stream": stream, "parse": parse}


def _sdk_live(b: dict[str, Any], client: Any) -> Callable[[], Any]:
    create = client.chat.completions.create
    req = b["request"]

    def live_stream() -> Any:
        return [c.choices[0].delta.content if c.choices else None for c in create(**req, stream=True)]

    return live_stream


def _figures(lib: str, b: dict[str, Any], live: str | None = None) -> tuple[dict[str, Callable[[], Any]], str]:
    http = httpx.Client(transport=_transport(b))
    if lib == "ours":
        import sambanova_sdk

        client = sambanova_sdk.SambaNova(api_key=API_KEY, base_url=BASE_URL, http_client=http)
        figures, version = _sdk(b, client), getattr(sambanova_sdk, "__version__", "?")
        if live:
            figures["live_stream"] = _sdk_live(b, sambanova_sdk.SambaNova(api_key=API_KEY, base_url=f"{live}/v1"))
    elif lib == "official":
        import sambanova

        client = sambanova.SambaNova(api_key=API_KEY, base_url=BASE_URL, http_client=http)
        figures, version = _sdk(b, client), sambanova.__version__
        if live:
            figures["live_stream"] = _sdk_live(b, sambanova.SambaNova(api_key=API_KEY, base_url=f"{live}/v1"))
    else:
        figures, version = _floor(b), httpx.__version__
        if live:
            figures["live_stream"] = _floor_live(b, f"{live}/v1")
    return figures, version


def _summary(figure: str, value: Any) -> Any:
    """What a figure produced, in a library-neutral form (checked against facts.json)."""
    if figure in ("stream", "live_stream"):
        return {"chunks": len(value), "content": "".join(v or "" for v in value)}
    if isinstance(value, dict):
        choice = value["choices"][0]
        lp = (choice.get("logprobs") or {}).get("content")
        return {"content": choice["message"]["content"], "logprobs_items": len(lp) if lp else 0}
    choice = value.choices[0]
    lp = choice.logprobs.content if choice.logprobs is not None else None
    return {
        "content": choice.message.content,
        "logprobs_items": len(lp) if isinstance(lp, list) else (0 if lp is None else -1),
        "type": type(value).__module__ + "." + type(value).__qualname__,
        "logprobs_item_type": type(lp[0]).__name__ if isinstance(lp, list) and lp else None,
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--lib", choices=("ours", "official", "floor"), required=True)
    ap.add_argument("--bodies", type=Path, required=True)
    ap.add_argument("--src", type=Path)
    ap.add_argument("--live", help="base URL of sse_server.py, for the live_stream figure")
    args = ap.parse_args()
    if args.src:
        sys.path.insert(0, str(args.src))
    b = _load(args.bodies)
    figures, version = _figures(args.lib, b, args.live)
    for fn in figures.values():  # warm up: lazy imports, schema builds, caches
        for _ in range(3):
            fn()
    out = sys.stdout
    out.write(json.dumps({"ready": True, "version": version}) + "\n")
    out.flush()
    for line in sys.stdin:
        cmd = json.loads(line)
        op = cmd["op"]
        if op == "quit":
            break
        if op == "time":
            fn = figures[cmd["figure"]]
            n = int(cmd["n"])
            gc.collect()
            c0 = time.process_time()
            t0 = time.perf_counter()
            for _ in range(n):
                fn()
            dt = time.perf_counter() - t0
            cpu = time.process_time() - c0
            answer: dict[str, Any] = {"seconds": dt, "per_op": dt / n, "cpu_per_op": cpu / n}
        elif op == "mem":
            fn = figures[cmd["figure"]]
            gc.collect()
            tracemalloc.start()
            tracemalloc.reset_peak()
            before = tracemalloc.get_traced_memory()[0]
            result = fn()
            current, peak = tracemalloc.get_traced_memory()
            tracemalloc.stop()
            del result
            answer = {"peak_bytes": peak - before, "retained_bytes": current - before}
        elif op == "check":
            answer = {f: _summary(f, fn()) for f, fn in figures.items()}
        else:
            answer = {"error": f"unknown op {op!r}"}
        out.write(json.dumps(answer) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
