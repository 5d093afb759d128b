"""The Word taskpane end to end: headless Chromium (Debian's, through playwright-core) against the real server.

One ``vouch serve`` on a free port with a temporary data directory, the sample collection ingested with
``vouch ingest``, a handler made with ``vouch users add``; drafts come from a scripted OpenAI-compatible endpoint
(the one remote service), checks from the committed checker model. The browser tests are Node's (addin/tests/e2e/*.mjs,
run with ``node --test``); this module starts what they need, runs them, and then checks on the server that
what they inserted was recorded with its content-control tags.

Needs: ``cd addin && npm ci && npm run build`` (node_modules and the built taskpane) and /usr/bin/chromium.
Screenshots go to test-artifacts/ at the repository root.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.addin.e2e_parts import (
    SUPPORTED_SENTENCES,
    UNSUPPORTED,
    Stack,
    need_browser_tools,
    receipts,
    run_node,
    scripted_model,
    serve_sample_collection,
)


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    need_browser_tools()
    with scripted_model() as model:
        env = {"VOUCH_DRAFTER": "openai", "VOUCH_LLM_URL": model.url, "VOUCH_LLM_MODEL": "scripted-letter"}
        with serve_sample_collection(tmp_path_factory.mktemp("addin-e2e"), env, model) as running:
            yield running


def test_taskpane_views_marks_and_insert_flow_in_chromium(stack: Stack, tmp_path: Path) -> None:
    """Every mark, order and failure, with the answer stream scripted over the socket (view.e2e.mjs)."""
    results = run_node(stack, "view.e2e.mjs", tmp_path / "results.jsonl")
    by_kind = {str(r["kind"]): r for r in results}
    assert {"insert", "refused", "retried", "server_refused", "search"} <= set(by_kind), results

    inserted = by_kind["insert"]
    assert inserted["tags"] == [f"vouch:{inserted['answerId']}:s{i}" for i in (1, 2, 3, 4)]
    # These answers were scripted over the socket, so the server never checked them: it recorded no receipt,
    # and the one the pane sent to it was refused by its insert gate, on the record.
    for kind in ("insert", "refused", "retried", "server_refused"):
        assert receipts(stack, str(by_kind[kind]["answerId"])) == []
    refusals = httpx.get(
        f"{stack.url}/api/audit/records",
        params={"kind": "insert_refused"},
        headers={"Authorization": f"Bearer {stack.token}"},
    )
    assert refusals.status_code == 200, refusals.text
    assert by_kind["server_refused"]["answerId"] in [r["answer_id"] for r in refusals.json()]


def test_real_answer_streams_stubs_and_is_recorded_when_inserted(stack: Stack, tmp_path: Path) -> None:
    """The server's own answer stream (server.e2e.mjs): streaming, a stub, Insert gated on done, the receipt."""
    results = run_node(stack, "server.e2e.mjs", tmp_path / "results.jsonl")
    real = [r for r in results if r["kind"] == "real"]
    assert len(real) == 1, results
    run = real[0]
    assert stack.model is not None and stack.model.requests, "the server never asked the model for a draft"

    recorded = receipts(stack, str(run["answerId"]))
    assert len(recorded) == 1
    sentences = recorded[0]["sentences"]
    assert isinstance(sentences, list)
    tags = [str(s["content_control_tag"]) for s in sentences]
    assert tags == run["tags"]
    assert all(tag.startswith(f"vouch:{run['answerId']}:s") for tag in tags)
    texts = [str(s["text"]) for s in sentences]
    # The claim number typed in the taskpane is on the answer's audit record: compliance finds the letter by it.
    found = httpx.get(
        f"{stack.url}/api/audit/records",
        params={"claim": "HM-448120", "kind": "answer"},
        headers={"Authorization": f"Bearer {stack.token}"},
    )
    assert found.status_code == 200, found.text
    assert [r["answer_id"] for r in found.json()] == [run["answerId"]]
    assert [t for t in texts if t in SUPPORTED_SENTENCES] == list(SUPPORTED_SENTENCES)
    assert UNSUPPORTED not in texts
