"""The running stack for the taskpane's end-to-end tests, and the one model edge that is scripted.

The server, its answer pipeline, policy, WebSocket, search, receipt store and the checker (the committed model,
as a fresh machine runs it) are the real ones. Only the hosted LLM endpoint, a remote service that cannot be
reached here, is a stand-in that speaks its real protocol:

* ``ScriptedModelServer``: an OpenAI-compatible chat-completions endpoint (``VOUCH_DRAFTER=openai``) that
  streams a fixed letter word by word, at a pace a person would see. Three of its sentences are a passage's own
  words; one (the hotel) is in no document, and no passage's words can stand in for it, so the real checker
  finds nothing and the letter policy stubs it.

``serve_sample_collection`` starts ``vouch serve`` over the sample collection; ``run_node`` runs a Node browser
test file against it.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import threading
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest

from tests.conftest import REPO, free_port
from tests.processes import run_vouch, server_answers, vouch_process, wait_until

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


# ---------------------------------------------------------------------------------------------------------
# The running stack: a real ``vouch serve`` over the sample collection, and the Node browser tests against it.

ADDIN = REPO / "addin"
ARTIFACTS = REPO / "test-artifacts"
CHROMIUM = Path(os.environ.get("VOUCH_E2E_CHROMIUM", "/usr/bin/chromium"))
COLLECTION = "halden-claims"


def need(ok: bool, message: str) -> None:
    if ok:
        return
    if os.environ.get("VOUCH_REQUIRE_SERVICES") == "1":
        pytest.fail(message)
    pytest.skip(message)


def need_browser_tools() -> None:
    need(shutil.which("node") is not None, "node is needed for the browser tests (Node 20)")
    need((ADDIN / "node_modules" / "playwright-core").is_dir(), "run `cd addin && npm ci` first")
    need((ADDIN / "taskpane" / "dist" / "index.html").is_file(), "run `cd addin && npm run build` first")
    need(CHROMIUM.is_file(), f"{CHROMIUM} is needed: apt-get install -y chromium")


@dataclass(frozen=True)
class Stack:
    url: str
    token: str
    model: ScriptedModelServer | None  # None: the embedded default drafter
    log: Path


def token_from(output: str) -> str:
    match = re.search(r"^token: (vch_\S+)$", output, re.MULTILINE)
    assert match, output
    return match.group(1)


@contextmanager
def serve_sample_collection(
    base: Path, env: Mapping[str, str], model: ScriptedModelServer | None = None
) -> Iterator[Stack]:
    """Ingest samples/collection with ``vouch ingest``, add a handler, and run ``vouch serve`` on a free port."""
    with serve_collection(base, env, REPO / "samples" / "collection", model) as stack:
        yield stack


@contextmanager
def serve_collection(
    base: Path, env: Mapping[str, str], documents: Path, model: ScriptedModelServer | None = None
) -> Iterator[Stack]:
    """Ingest ``documents`` as the collection with ``vouch ingest``, add a handler (with a team, who signs the
    letters), and run ``vouch serve`` on a free port."""
    port = free_port()
    full = {"VOUCH_DATA_DIR": str(base / "data"), "VOUCH_PORT": str(port), **env}
    ingest = run_vouch(["ingest", str(documents), "--collection", COLLECTION, "--create"], full, timeout=900)
    assert ingest.returncode == 0, ingest.stdout + ingest.stderr
    added = run_vouch(["users", "add", "hana", "--role", "handler", "--collection", COLLECTION], full)
    assert added.returncode == 0, added.stderr
    log = base / "serve.log"
    url = f"http://127.0.0.1:{port}"
    with vouch_process(["serve"], full, log):
        wait_until(lambda: server_answers(url), timeout=120, what="vouch serve to answer")
        yield Stack(url=url, token=token_from(added.stdout), model=model, log=log)


def run_node(stack: Stack, script: str, results: Path) -> list[dict[str, object]]:
    """Run one Node browser test file against the stack; the results lines it recorded."""
    env = {
        **os.environ,
        "VOUCH_E2E_URL": stack.url,
        "VOUCH_E2E_TOKEN": stack.token,
        "VOUCH_E2E_COLLECTION": COLLECTION,
        "VOUCH_E2E_ARTIFACTS": str(ARTIFACTS),
        "VOUCH_E2E_RESULTS": str(results),
        "VOUCH_E2E_CHROMIUM": str(CHROMIUM),
        "PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD": "1",
    }
    done = subprocess.run(
        ["node", "--test", "--test-concurrency=1", "--test-reporter=spec", f"tests/e2e/{script}"],
        cwd=ADDIN,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    report = done.stdout + done.stderr
    print(report)
    assert done.returncode == 0, (
        f"{script} failed:\n{report[-6000:]}\n--- server log ---\n{stack.log.read_text()[-3000:]}"
    )
    assert re.search(r"\bpass \d+", report) and not re.search(r"\bfail [1-9]", report), report[-2000:]
    if not results.exists():
        return []
    return [json.loads(line) for line in results.read_text().splitlines() if line.strip()]


def receipts(stack: Stack, answer_id: str) -> list[dict[str, object]]:
    """The insert receipts the server recorded for an answer."""
    response = httpx.get(
        f"{stack.url}/api/answers/{answer_id}/inserts", headers={"Authorization": f"Bearer {stack.token}"}
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert isinstance(body, list)
    return body
