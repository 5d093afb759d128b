"""The taskpane on the embedded default, as `infra/run` starts it on a fresh machine: no model server, the
extractive drafter writing from the sample collection, the committed checker model verifying.

Headless Chromium runs addin/tests/e2e/default.e2e.mjs against a real ``vouch serve`` with no drafter or
checker settings at all; this module then checks on the server that exactly the inserted sentences were
recorded, with their content-control tags, and that the audit record of the insert holds each one as
supported (checked, as drafted or as rewritten from a passage) with its evidence.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.addin.e2e_parts import Stack, need_browser_tools, receipts, run_node, serve_sample_collection


@pytest.fixture(scope="module")
def default_stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    need_browser_tools()
    with serve_sample_collection(tmp_path_factory.mktemp("addin-default"), {}) as running:
        yield running


def test_embedded_default_drafts_checks_and_records_the_insert(default_stack: Stack, tmp_path: Path) -> None:
    results = run_node(default_stack, "default.e2e.mjs", tmp_path / "results.jsonl")
    runs = [r for r in results if r["kind"] == "default"]
    assert len(runs) == 1, results
    run = runs[0]

    recorded = receipts(default_stack, str(run["answerId"]))
    assert len(recorded) == 1
    sentences = recorded[0]["sentences"]
    assert isinstance(sentences, list)
    assert [str(s["content_control_tag"]) for s in sentences] == run["tags"]
    checked = run["checked"]
    assert isinstance(checked, list) and checked
    assert {str(s["sentence_id"]) for s in sentences} >= set(map(str, checked))

    audit = httpx.get(
        f"{default_stack.url}/api/audit/records/{run['auditSeq']}",
        headers={"Authorization": f"Bearer {default_stack.token}"},
    )
    assert audit.status_code == 200, audit.text
    body = audit.json()["body"]
    assert body["answer_id"] == run["answerId"] and body["evidence_from"] != "none"
    evidence = {s["sentence_id"]: s for s in body["sentences"]}
    outcomes = []
    for sentence in sentences:
        held = evidence[str(sentence["sentence_id"])]
        # The letter's frame (greeting, opening, sign-off) is not a claim by construction; every other sentence
        # went in checked, or as its stub.
        assert held["outcome"] in ("supported", "stubbed", "not_a_claim"), held
        outcomes.append(held["outcome"])
        if held["outcome"] == "supported":
            assert held["support"] == "entailed" and held["citations"], held
        if held["outcome"] == "not_a_claim":
            assert held["support"] == "not_a_claim" and not held["citations"], held
    assert "supported" in outcomes, outcomes
