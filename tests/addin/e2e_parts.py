"""Deterministic stand-ins at the two model edges of the real server, for the taskpane's end-to-end test.

The server, its answer pipeline, policy, WebSocket, search and receipt store are the real ones; only what a
model would say is fixed, so the test shows the taskpane's behaviour rather than a model's accuracy:

* ``ScriptedModelServer``: an OpenAI-compatible chat-completions endpoint (``VOUCH_DRAFTER=openai``) that
  streams a fixed letter word by word, at a pace a person would see;
* ``SubstringVerifier`` (``VOUCH_VERIFIER_FACTORY=tests.addin.e2e_parts:SubstringVerifier``): a sentence is
  supported iff its words appear, in order, in one retrieved passage; no rewrites, so an unsupported sentence
  of a letter is stubbed.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from tests.answer import fakes
from vouch.answer.checking import Rewritten
from vouch.passages import Passage
from vouch.verify.types import Sentence

# Every factual sentence but one is a passage's own words in the sample collection (samples/FACTS.md F07,
# F27, F38); the hotel is in no document, so the letter policy must stub it.
UNSUPPORTED = "We will also pay for a hotel for your tenants for up to two years."
LETTER = (
    "Dear Ms Okafor,\n\n"
    "We will pay up to £1,000 for removing a fallen tree that has damaged the buildings. "
    f"{UNSUPPORTED} "
    "We will not pay for loss or damage caused by rats, mice, squirrels, insects or birds. "
    "We will send you our final response no later than 8 weeks after we receive your complaint."
)
SUPPORTED_SENTENCES = (
    "We will pay up to £1,000 for removing a fallen tree that has damaged the buildings.",
    "We will not pay for loss or damage caused by rats, mice, squirrels, insects or birds.",
    "We will send you our final response no later than 8 weeks after we receive your complaint.",
)


class SubstringVerifier(fakes.SubstringVerifier):
    """Entailed iff the sentence (case and punctuation aside) is a substring of a passage; else not found.

    Unlike the answer tests' verifier it never rewrites, so an unsupported sentence always becomes a stub.
    """

    def rewrite(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Rewritten | None:
        return None


class _Handler(BaseHTTPRequestHandler):
    server: ScriptedModelServer

    def log_message(self, format: str, *args: object) -> None:  # quiet
        return

    def do_POST(self) -> None:
        length = int(self.headers.get("content-length", "0"))
        body = json.loads(self.rfile.read(length) or b"{}")
        self.server.requests.append(body)
        if not self.path.rstrip("/").endswith("/chat/completions") or not body.get("stream"):
            self.send_error(404, "only streamed chat completions here")
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        for piece in re.findall(r"\s*\S+", self.server.letter):
            chunk = {"object": "chat.completion.chunk", "choices": [{"index": 0, "delta": {"content": piece}}]}
            self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
            self.wfile.flush()
            time.sleep(self.server.delay_s)
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()


class ScriptedModelServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, letter: str = LETTER, delay_s: float = 0.06) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.letter = letter
        self.delay_s = delay_s
        self.requests: list[dict[str, object]] = []

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"


@contextmanager
def scripted_model(letter: str = LETTER, delay_s: float = 0.06) -> Iterator[ScriptedModelServer]:
    server = ScriptedModelServer(letter, delay_s)
    thread = threading.Thread(target=server.serve_forever, name="scripted-model", daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
