"""Compliance exports carry, for each inserted sentence, its evidence: address and quote, label, score,
threshold, who/when/which document, and rewrite history; in Word, CSV and JSON, over HTTP and the CLI."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from docx import Document
from litestar import Litestar
from litestar.testing import TestClient

from tests.audit.audit_factories import (
    HANA,
    OTTO,
    PESTS,
    TRACE,
    answer,
    folded,
    record_insert,
    seed_passages,
    sentence,
    stubbed_answer,
)
from tests.conftest import Tokens, auth
from vouch.audit.canonical import record_hash
from vouch.audit.evidence import insert_body
from vouch.audit.records import Decision
from vouch.audit.scope import scope_for
from vouch.auth.roles import Role
from vouch.cli import main
from vouch.review.queue import ReviewQueue
from vouch.review.submit import submit
from vouch.services import Services
from vouch.settings import Settings

Client = TestClient[Litestar]
REWRITE_DRAFT = "The most we will pay for trace and access is £5,000 for each claim."


@pytest.fixture
def seeded(services: Services, tokens: Tokens) -> Services:
    seed_passages(services)
    answer = folded("a_letter")  # s1 supported, s2 rewritten, s3 stubbed
    submit(services.audit, HANA, answer)
    services.audit.record_insert(HANA, insert_body(answer, "doc-letter-1"))
    record_insert(services.audit, OTTO, "a_otto", "doc-otto", claim_ref="CLM-9")
    receipt = submit(services.audit, HANA, stubbed_answer("a_stubbed"))
    lee = services.users.get("lee")
    assert lee is not None and lee.role is Role.LEAD
    queue = ReviewQueue(services.audit, services.passages)

    queue.decide(
        lee,
        scope_for(lee),
        receipt.stubs[0].seq,
        Decision.RESTORE,
        "clause 11.2 covers it",
        "property-claims/policy-wording-2024.pdf#p7.c11-2",
    )
    return services


def export(client: Client, token: str, fmt: str, **params: str) -> bytes:
    response = client.get("/api/audit/export", params={"format": fmt, **params}, headers=auth(token))
    assert response.status_code == 200, response.text
    assert f".{fmt}" in response.headers["content-disposition"]
    return response.content


def docx_text(content: bytes) -> str:
    document = Document(io.BytesIO(content))
    return "\n".join(p.text for p in document.paragraphs)


def test_the_word_report_has_each_sentence_with_its_evidence(client: Client, tokens: Tokens, seeded: Services) -> None:
    text = docx_text(export(client, tokens.compliance, "docx"))
    assert "Vouch audit report" in text
    assert "Audit chain: verified" in text
    # who, when, which document
    assert "Insert #" in text and "document doc-letter-1" in text and "hana (handler, team north)" in text
    # each sentence: text, label, score, threshold, evidence address and quote
    assert f"s1: {TRACE}" in text
    assert "Label: entailed, score 0.95, threshold 0.80, outcome supported" in text
    assert f"Evidence: policy-wording-2024.pdf#p4.c4-2a: \u201c{TRACE}\u201d" in text
    # rewrite history: the drafted text, its label, the rewrite and its evidence
    assert f"As drafted: {REWRITE_DRAFT}" in text
    assert "Drafted text's label: partial, score 0.55" in text
    assert f"Rewrite 1: \u201c{PESTS}\u201d: entailed, score 0.91" in text
    assert f"Evidence: policy-wording-2024.pdf#p7.c11-2: \u201c{PESTS}\u201d" in text
    # the stub and the lead's decision
    assert "Stub shown in the letter: 1 sentence removed: not found in your documents" in text
    assert "restore by lee (lead, team north)" in text and "clause 11.2 covers it" in text
    assert f"Restored with evidence: policy-wording-2024.pdf#p7.c11-2: \u201c{PESTS}\u201d" in text
    assert "Checker: vouch-verify 0.1.0, model minilm-nli-test" in text


def test_the_csv_has_one_row_per_inserted_sentence(client: Client, tokens: Tokens, seeded: Services) -> None:
    raw = export(client, tokens.compliance, "csv").decode("utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(raw)))
    inserted = [r for r in rows if r["kind"] == "insert" and r["document_id"] == "doc-letter-1"]
    assert [r["sentence_id"] for r in inserted] == ["s1", "s2", "s3"]
    s2 = inserted[1]
    assert s2["support"] == "entailed" and s2["score"] == "0.910" and s2["threshold"] == "0.80"
    assert s2["evidence"] == f"policy-wording-2024.pdf#p7.c11-2: \u201c{PESTS}\u201d"
    assert json.loads(s2["rewrite_history"])[0]["text"] == PESTS
    assert s2["handler"] == "hana" and s2["record_hash"]
    stubs = {r["answer_id"]: r for r in rows if r["kind"] == "stub"}
    assert stubs["a_letter"]["review_decision"] == "pending"
    assert stubs["a_stubbed"]["review_decision"] == "restore" and stubs["a_stubbed"]["decided_by"] == "lee"


def test_the_json_has_whole_records_that_rehash(client: Client, tokens: Tokens, seeded: Services) -> None:
    document = json.loads(export(client, tokens.compliance, "json"))
    assert document["export"]["chain"]["ok"] is True
    assert document["inserts"] and document["stubs"] and document["decisions"]
    for record in [*document["inserts"], *document["stubs"], *document["decisions"]]:
        assert record_hash(record) == record["hash"]


def test_filters_by_handler_claim_and_period(client: Client, tokens: Tokens, seeded: Services) -> None:
    def docs(**params: str) -> set[str]:
        data = json.loads(export(client, tokens.compliance, "json", **params))
        return {r["body"]["document_id"] for r in data["inserts"]}

    assert docs(handler="otto") == {"doc-otto"}
    assert docs(claim="CLM-9") == {"doc-otto"}
    assert docs(claim="property-claims") == {"doc-letter-1"}  # no claim reference: the collection counts
    assert docs(**{"from": "2000-01-01", "to": "2000-12-31"}) == set()
    assert docs(**{"from": "2000-01-01"}) == {"doc-letter-1", "doc-otto"}
    bad = client.get("/api/audit/export", params={"from": "last tuesday"}, headers=auth(tokens.compliance))
    assert bad.status_code == 400


def test_csv_cells_cannot_run_as_formulas(client: Client, tokens: Tokens, services: Services) -> None:
    risky = answer("a_risky", [sentence("s1", '=HYPERLINK("http://evil")')])
    services.audit.record_insert(HANA, insert_body(risky, "doc-risky"))
    raw = export(client, tokens.compliance, "csv").decode("utf-8-sig")
    row = next(r for r in csv.DictReader(io.StringIO(raw)) if r["document_id"] == "doc-risky")
    assert row["text"].startswith("'=")


def test_the_cli_exports_the_same(tmp_path: Path, settings: Settings, seeded: Services) -> None:
    out = tmp_path / "report.docx"
    result = CliRunner().invoke(
        main,
        ["audit", "export", "--format", "docx", "--handler", "hana", "--out", str(out)],
        env={"VOUCH_DATA_DIR": str(settings.data_dir)},
    )
    assert result.exit_code == 0, result.output
    text = docx_text(out.read_bytes())
    assert "document doc-letter-1" in text and "doc-otto" not in text
    result = CliRunner().invoke(
        main, ["audit", "export", "--format", "json", "--out", "-"], env={"VOUCH_DATA_DIR": str(settings.data_dir)}
    )
    assert result.exit_code == 0 and json.loads(result.output)["export"]["chain"]["ok"]


def test_the_csv_says_where_an_inserts_evidence_came_from_and_flags_word_text_mismatches(
    client: Client, tokens: Tokens, services: Services
) -> None:
    from tests.audit.audit_factories import answer
    from vouch.audit.canonical import text_sha256
    from vouch.audit.evidence import insert_body
    from vouch.audit.records import WordText

    checked = answer("a_mismatch", [sentence("s1", TRACE), sentence("s2", PESTS)])
    word = (
        WordText(sentence_id="s1", tag="vouch:a_mismatch:s1", text_sha256=text_sha256(TRACE), matches=True),
        WordText(sentence_id="s2", tag="vouch:a_mismatch:s2", text_sha256=text_sha256("edited"), matches=False),
    )
    # Written as the store kept inserts before the server refused mismatches: old records still export.
    services.audit.record_insert(HANA, insert_body(checked, "doc-mismatch", word=word, evidence_from="answer_events"))
    raw = export(client, tokens.compliance, "csv").decode("utf-8-sig")
    rows = [r for r in csv.DictReader(io.StringIO(raw)) if r["document_id"] == "doc-mismatch"]
    assert [(r["sentence_id"], r["word_text_mismatch"], r["evidence_from"]) for r in rows] == [
        ("s1", "no", "answer_events"),
        ("s2", "yes", "answer_events"),
    ]
