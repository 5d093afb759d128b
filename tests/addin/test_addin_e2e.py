"""The Word taskpane end to end: headless Chromium (Debian's, through playwright-core) against the real server.

One ``vouch serve`` on a free port with a temporary data directory, the sample collection ingested with
``vouch ingest``, a handler made with ``vouch users add``. The browser tests are Node's (addin/tests/e2e/*.mjs,
run with ``node --test``); this module starts what they need, runs them, and then checks on the server that
what they inserted was recorded with its content-control tags.

Needs: ``cd addin && npm ci && npm run build`` (node_modules and the built taskpane) and /usr/bin/chromium.
Screenshots go to test-artifacts/ at the repository root.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from tests.addin.e2e_parts import SUPPORTED_SENTENCES, UNSUPPORTED, ScriptedModelServer, scripted_model
from tests.conftest import REPO, free_port
from tests.processes import run_vouch, server_answers, vouch_process, wait_until

ADDIN = REPO / "addin"
ARTIFACTS = REPO / "test-artifacts"
CHROMIUM = Path(os.environ.get("VOUCH_E2E_CHROMIUM", "/usr/bin/chromium"))
COLLECTION = "halden-claims"


def _need(ok: bool, message: str) -> None:
    if ok:
        return
    if os.environ.get("VOUCH_REQUIRE_SERVICES") == "1":
        pytest.fail(message)
    pytest.skip(message)


@dataclass(frozen=True)
class Stack:
    url: str
    token: str
    model: ScriptedModelServer
    log: Path


def _token(output: str) -> str:
    match = re.search(r"^token: (vch_\S+)$", output, re.MULTILINE)
    assert match, output
    return match.group(1)


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    node = shutil.which("node")
    _need(node is not None, "node is needed for the browser tests (Node 20)")
    _need((ADDIN / "node_modules" / "playwright-core").is_dir(), "run `cd addin && npm ci` first")
    _need((ADDIN / "taskpane" / "dist" / "index.html").is_file(), "run `cd addin && npm run build` first")
    _need(CHROMIUM.is_file(), f"{CHROMIUM} is needed: apt-get install -y chromium")

    base = tmp_path_factory.mktemp("addin-e2e")
    port = free_port()
    with scripted_model() as model:
        env = {
            "VOUCH_DATA_DIR": str(base / "data"),
            "VOUCH_PORT": str(port),
            "VOUCH_DRAFTER": "openai",
            "VOUCH_LLM_URL": model.url,
            "VOUCH_LLM_MODEL": "scripted-letter",
            "VOUCH_VERIFIER_FACTORY": "tests.addin.e2e_parts:SubstringVerifier",
        }
        ingest = run_vouch(
            ["ingest", str(REPO / "samples" / "collection"), "--collection", COLLECTION, "--create"], env, timeout=900
        )
        assert ingest.returncode == 0, ingest.stdout + ingest.stderr
        added = run_vouch(["users", "add", "hana", "--role", "handler", "--collection", COLLECTION], env)
        assert added.returncode == 0, added.stderr
        log = base / "serve.log"
        url = f"http://127.0.0.1:{port}"
        with vouch_process(["serve"], env, log):
            wait_until(lambda: server_answers(url), timeout=120, what="vouch serve to answer")
            yield Stack(url=url, token=_token(added.stdout), model=model, log=log)


def _run_node(stack: Stack, script: str, results: Path) -> list[dict[str, object]]:
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


def _receipts(stack: Stack, answer_id: str) -> list[dict[str, object]]:
    response = httpx.get(
        f"{stack.url}/api/answers/{answer_id}/inserts", headers={"Authorization": f"Bearer {stack.token}"}
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert isinstance(body, list)
    return body


def test_taskpane_views_marks_and_insert_flow_in_chromium(stack: Stack, tmp_path: Path) -> None:
    """Every mark, order and failure, with the answer stream scripted over the socket (view.e2e.mjs)."""
    results = _run_node(stack, "view.e2e.mjs", tmp_path / "results.jsonl")
    by_kind = {str(r["kind"]): r for r in results}
    assert {"insert", "refused", "retried", "search"} <= set(by_kind), results

    inserted = by_kind["insert"]
    receipts = _receipts(stack, str(inserted["answerId"]))
    assert len(receipts) == 1
    receipt = receipts[0]
    assert receipt["document_id"] == inserted["documentId"]
    sentences = receipt["sentences"]
    assert isinstance(sentences, list)
    assert [s["content_control_tag"] for s in sentences] == inserted["tags"]
    assert [s["sentence_id"] for s in sentences] == ["s1", "s2", "s3", "s4"]

    assert _receipts(stack, str(by_kind["refused"]["answerId"])) == []

    retried = _receipts(stack, str(by_kind["retried"]["answerId"]))
    assert [r["client_insert_id"] for r in retried] == [by_kind["retried"]["clientInsertId"]]


def test_real_answer_streams_stubs_and_is_recorded_when_inserted(stack: Stack, tmp_path: Path) -> None:
    """The server's own answer stream (server.e2e.mjs): streaming, a stub, Insert gated on done, the receipt."""
    results = _run_node(stack, "server.e2e.mjs", tmp_path / "results.jsonl")
    real = [r for r in results if r["kind"] == "real"]
    assert len(real) == 1, results
    run = real[0]
    assert stack.model.requests, "the server never asked the model for a draft"

    receipts = _receipts(stack, str(run["answerId"]))
    assert len(receipts) == 1
    sentences = receipts[0]["sentences"]
    assert isinstance(sentences, list)
    tags = [str(s["content_control_tag"]) for s in sentences]
    assert tags == run["tags"]
    assert all(tag.startswith(f"vouch:{run['answerId']}:s") for tag in tags)
    texts = [str(s["text"]) for s in sentences]
    assert [t for t in texts if t in SUPPORTED_SENTENCES] == list(SUPPORTED_SENTENCES)
    assert UNSUPPORTED not in texts
