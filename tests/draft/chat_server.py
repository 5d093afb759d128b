"""A small local server that speaks the OpenAI streaming chat-completions protocol for real: HTTP, then
server-sent events whose data are ``chat.completion.chunk`` objects, ending with ``data: [DONE]``."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Script:
    deltas: list[str] = field(default_factory=list)
    pause_s: float = 0.0
    status: int = 200
    raw_lines: list[str] | None = None  # sent instead of the chunks (malformed streams)
    requests: list[dict[str, Any]] = field(default_factory=list)
    headers: list[dict[str, str]] = field(default_factory=list)
    paths: list[str] = field(default_factory=list)


def chunk(content: str | None, finish: str | None = None, role: str | None = None) -> str:
    delta: dict[str, str] = {}
    if role:
        delta["role"] = role
    if content is not None:
        delta["content"] = content
    body = {
        "id": "chatcmpl-test",
        "object": "chat.completion.chunk",
        "created": 1700000000,
        "model": "test-model",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    return f"data: {json.dumps(body)}\n\n"


def _handler(script: Script) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            return

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            script.requests.append(json.loads(self.rfile.read(length)))
            script.headers.append({k.lower(): v for k, v in self.headers.items()})
            script.paths.append(self.path)
            if script.status != 200:
                body = json.dumps({"error": {"message": "model overloaded"}}).encode()
                self.send_response(script.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-cache")
            self.end_headers()
            lines = script.raw_lines
            if lines is None:
                lines = [chunk(None, role="assistant"), ": keep-alive\n\n"]
                lines += [chunk(d) for d in script.deltas]
                lines += [chunk(None, finish="stop"), "data: [DONE]\n\n"]
            for line in lines:
                self.wfile.write(line.encode())
                self.wfile.flush()
                if script.pause_s:
                    time.sleep(script.pause_s)

    return Handler


@contextmanager
def chat_server(script: Script) -> Iterator[str]:
    """Serve ``script`` on a free local port; yields the base URL (``http://127.0.0.1:PORT/v1``)."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(script))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()
