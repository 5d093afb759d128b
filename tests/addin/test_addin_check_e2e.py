"""Check mode end to end in Chromium against the real server and its committed checker (check.e2e.mjs): a wrong
figure comes back as a suggestion, Apply writes exactly the accepted correction, and the audit record of the
insert holds both the handler's words and the correction, with the handler's decision.

Needs: ``cd addin && npm ci && npm run build`` and /usr/bin/chromium. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.addin.e2e_parts import Stack, need_browser_tools, receipts, run_node, serve_sample_collection


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    need_browser_tools()
    # The first check loads the checker model on a shared, busy box: give it time rather than "unverified".
    env = {"VOUCH_VERIFY_TIMEOUT_S": "180"}
    with serve_sample_collection(tmp_path_factory.mktemp("addin-check-e2e"), env) as running:
        yield running


def test_check_mode_suggestion_is_applied_only_when_accepted_and_audited_with_both_texts(
    stack: Stack, tmp_path: Path
) -> None:
    [applied] = run_node(stack, "check.e2e.mjs", tmp_path / "results.jsonl")
    answer_id, sentence_id = str(applied["answerId"]), str(applied["sentenceId"])
    [receipt] = receipts(stack, answer_id)
    sentences = receipt["sentences"]
    assert isinstance(sentences, list)
    assert [(s["sentence_id"], s["text"], s["decision"]) for s in sentences] == [
        (sentence_id, applied["accepted"], "accept")
    ]

    headers = {"Authorization": f"Bearer {stack.token}"}
    listed = httpx.get(f"{stack.url}/api/audit/records", params={"kind": "insert"}, headers=headers)
    assert listed.status_code == 200, listed.text
    [summary] = [r for r in listed.json() if r["answer_id"] == answer_id]
    record = httpx.get(f"{stack.url}/api/audit/records/{summary['seq']}", headers=headers).json()
    [evidence] = record["body"]["sentences"]
    assert evidence["drafted_text"] == applied["original"]  # the handler's own words
    assert evidence["suggestion"]["text"] == applied["accepted"]  # the correction they accepted
    assert evidence["outcome"] == "suggested"
    [word] = record["body"]["word"]
    assert word["decision"] == "accept" and word["matches"] is True
    assert record["actor"]["name"] == "hana"
