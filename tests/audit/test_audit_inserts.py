"""Inserts go through the audit store: recorded from the server's own evidence, fsynced before the add-in is
told, and re-checkable later against the open document."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from tests.answer.fakes import PESTS, TRACE, UNSUPPORTED, ScriptedDrafter
from tests.answer.harness import accepted, app_client, build_hub, draft_message, read_until_done
from tests.audit.audit_factories import HANA, record_insert, sentence
from tests.conftest import Tokens, auth
from vouch.api.inserts import receipt_store
from vouch.audit.index import RecordQuery
from vouch.audit.log import AuditUnavailable
from vouch.audit.recheck import ControlState, RecheckRequest, inserted_sentences, recheck_document
from vouch.audit.records import AnswerBody, InsertBody, RecordKind
from vouch.audit.scope import EVERYTHING
from vouch.audit.store import body_as
from vouch.policy import STUB_TEXT
from vouch.review.submit import report_finished
from vouch.services import Services
from vouch.settings import Settings

Client = TestClient[Litestar]
EDITED = "The most we will pay for trace and access is £9,000 for any one claim."


def draft_letter(client: Client, token: str) -> str:
    with client.websocket_connect("/ws", headers=auth(token)) as ws:
        assert ws.receive_json()["type"] == "ready"
        ws.send_json(draft_message("letter_draft"))
        answer_id = accepted(ws)
        read_until_done(ws)
    return answer_id


def receipt(answer_id: str, texts: dict[str, str], client_insert_id: str = "ins-1") -> dict[str, Any]:
    return {
        "document_id": "doc-letter",
        "client_insert_id": client_insert_id,
        "sentences": [
            {"sentence_id": sid, "content_control_tag": f"vouch:{answer_id}:{sid}", "text": text}
            for sid, text in texts.items()
        ],
    }


def inserts(services: Services) -> list[InsertBody]:
    records = services.audit.records(RecordQuery(kinds=(RecordKind.INSERT,)), EVERYTHING)
    return [body_as(r, InsertBody) for r in records]


@pytest.fixture
def letter_client(settings: Settings, services: Services, tokens: Tokens) -> Iterator[Client]:
    drafter = ScriptedDrafter(f"{PESTS} {UNSUPPORTED} {TRACE}")
    with app_client(settings, services, build_hub(settings, services, drafter)) as client:
        yield client


def test_an_insert_is_recorded_with_the_servers_evidence_then_rechecked(
    letter_client: Client, tokens: Tokens, services: Services
) -> None:
    answer_id = draft_letter(letter_client, tokens.handler)
    texts = {"s1": PESTS, "s3": TRACE}  # the stub (s2) is left out, as the taskpane does
    response = letter_client.post(
        f"/api/answers/{answer_id}/inserts", json=receipt(answer_id, texts), headers=auth(tokens.handler)
    )
    assert response.status_code == 201, response.text
    seq, digest = response.headers["x-vouch-audit-record"].split(":")
    assert response.headers["x-vouch-evidence"] in ("answer_record", "answer_events")
    assert "x-vouch-text-mismatch" not in response.headers
    (body,) = inserts(services)
    assert body.document_id == "doc-letter" and body.answer_id == answer_id
    s1, s3 = body.sentences
    assert s1.support == "entailed" and s1.citations and s1.citations[0].quote == PESTS
    record = services.audit.answer_record(answer_id)
    assert record is not None
    s2 = body_as(record, AnswerBody).sentences[1]
    assert s2.outcome == "stubbed" and s2.drafted_text == UNSUPPORTED and s2.text == STUB_TEXT
    assert s3.threshold == 0.8 and s3.citations[0].address.endswith("#p4.c4-2a")
    # The header names the committed record (the answer's own records may be appended around it).
    assert services.audit.index_hashes()[int(seq)] == digest

    # The letter later: s1 as inserted, s3 edited, and a tag copied from elsewhere.
    controls = {
        "controls": [
            {"tag": f"vouch:{answer_id}:s1", "text": f"  {PESTS}\n"},
            {"tag": f"vouch:{answer_id}:s3", "text": EDITED},
            {"tag": "vouch:a_elsewhere:s1", "text": "Something."},
        ]
    }
    report = letter_client.post("/api/documents/doc-letter/recheck", json=controls, headers=auth(tokens.handler))
    assert report.status_code == 200, report.text
    by_tag = {s["tag"]: s for s in report.json()["sentences"]}
    assert report.json()["counts"] == {"unchanged": 1, "edited": 1, "removed": 0, "unknown": 1}
    assert by_tag[f"vouch:{answer_id}:s1"]["status"] == "unchanged"
    edited = by_tag[f"vouch:{answer_id}:s3"]
    assert edited["status"] == "edited" and edited["inserted"]["text"] == TRACE
    # Re-verified against the passage it cited: £9,000 is not in the wording.
    assert edited["recheck"]["state"] == "checked" and edited["recheck"]["support"] == "none"
    assert by_tag["vouch:a_elsewhere:s1"]["status"] == "unknown"


def test_another_users_recheck_sees_nothing_of_it(letter_client: Client, tokens: Tokens, services: Services) -> None:
    answer_id = draft_letter(letter_client, tokens.handler)
    letter_client.post(
        f"/api/answers/{answer_id}/inserts", json=receipt(answer_id, {"s1": PESTS}), headers=auth(tokens.handler)
    )
    controls = {"controls": [{"tag": f"vouch:{answer_id}:s1", "text": PESTS}]}
    report = letter_client.post("/api/documents/doc-letter/recheck", json=controls, headers=auth(tokens.other_handler))
    assert report.json()["counts"]["unknown"] == 1
    lead = letter_client.post("/api/documents/doc-letter/recheck", json=controls, headers=auth(tokens.lead))
    assert lead.json()["counts"]["unchanged"] == 1  # same team


def test_word_text_that_differs_from_the_checked_text_is_refused_and_the_refusal_recorded(
    letter_client: Client, tokens: Tokens, services: Services
) -> None:
    answer_id = draft_letter(letter_client, tokens.handler)
    response = letter_client.post(
        f"/api/answers/{answer_id}/inserts", json=receipt(answer_id, {"s3": EDITED}), headers=auth(tokens.handler)
    )
    assert response.status_code == 422
    assert response.json()["extra"]["reason"] == "text_changed"
    assert inserts(services) == []
    (refused,) = services.audit.records(RecordQuery(kinds=(RecordKind.INSERT_REFUSED,)), EVERYTHING)
    assert refused.body["sentence_id"] == "s3"


def test_a_retried_insert_is_one_audit_record(letter_client: Client, tokens: Tokens, services: Services) -> None:
    answer_id = draft_letter(letter_client, tokens.handler)
    body = receipt(answer_id, {"s1": PESTS})
    first = letter_client.post(f"/api/answers/{answer_id}/inserts", json=body, headers=auth(tokens.handler))
    again = letter_client.post(f"/api/answers/{answer_id}/inserts", json=body, headers=auth(tokens.handler))
    assert (first.status_code, again.status_code) == (201, 200)
    assert first.headers["x-vouch-audit-record"] == again.headers["x-vouch-audit-record"]
    assert len(inserts(services)) == 1


def test_an_insert_without_evidence_on_record_is_refused(client: Client, tokens: Tokens, services: Services) -> None:
    response = client.post(
        "/api/answers/a_expired/inserts", json=receipt("a_expired", {"s1": TRACE}), headers=auth(tokens.handler)
    )
    assert response.status_code == 422 and response.json()["extra"]["reason"] == "unknown_answer"
    assert inserts(services) == []


def test_nothing_is_acknowledged_when_the_audit_store_fails(
    letter_client: Client, tokens: Tokens, services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise AuditUnavailable("making the audit record durable failed: [Errno 5] Input/output error")

    answer_id = draft_letter(letter_client, tokens.handler)
    monkeypatch.setattr(services.audit, "record_insert", broken)
    response = letter_client.post(
        f"/api/answers/{answer_id}/inserts", json=receipt(answer_id, {"s3": TRACE}), headers=auth(tokens.handler)
    )
    assert response.status_code == 503
    assert "audit trail is unavailable" in response.json()["detail"]
    assert receipt_store(services).for_answer(answer_id, None) == []


def test_recheck_without_a_checker_says_needs_recheck(services: Services) -> None:
    record_insert(services.audit, HANA, "a_1", "doc-1")
    inserted = inserted_sentences(services.audit, EVERYTHING, "doc-1")
    request = RecheckRequest(controls=[ControlState(tag="vouch:a_1:s1", text=EDITED)])
    report = asyncio.run(recheck_document(inserted, "doc-1", request, services.passages, rechecker=None))
    (status,) = report.sentences
    assert status.status == "edited" and status.recheck is not None and status.recheck.state == "needs_recheck"
    assert sentence("s1", TRACE).text_sha256 == inserted["vouch:a_1:s1"][1].text_sha256


def test_recheck_refuses_oversized_requests(client: Client, tokens: Tokens) -> None:
    controls = {"controls": [{"tag": "vouch:a:s1", "text": "x"}] * 2001}
    response = client.post("/api/documents/doc/recheck", json=controls, headers=auth(tokens.handler))
    assert response.status_code == 400


def test_the_hub_records_each_finished_answer_queues_its_stub_and_inserts_copy_from_it(
    settings: Settings, services: Services, tokens: Tokens
) -> None:
    drafter = ScriptedDrafter(f"{PESTS} {UNSUPPORTED} {TRACE}")
    hub = build_hub(settings, services, drafter)
    with app_client(settings, services, hub) as client:
        answer_id = draft_letter(client, tokens.handler)
        answer_log = hub.store.get(answer_id)
        hana = services.users.get("hana")
        assert answer_log is not None and hana is not None
        # The hub reports each finished answer itself, just after ``done``.
        deadline = time.monotonic() + 10
        while services.audit.answer_record(answer_id) is None:
            assert time.monotonic() < deadline, "the hub did not record the finished answer"
            time.sleep(0.05)
        again = asyncio.run(report_finished(services.audit, hana, answer_log, threshold=0.8))
        assert again is not None and again.answer.duplicate and len(again.stubs) == 1  # a retry records nothing new
        queue = client.get("/api/review/queue", headers=auth(tokens.lead)).json()
        assert [(i["answer_id"], i["sentence_id"], i["sentence"]) for i in queue] == [(answer_id, "s2", UNSUPPORTED)]
        assert queue[0]["instruction"] == answer_log.meta.instruction != ""
        response = client.post(
            f"/api/answers/{answer_id}/inserts", json=receipt_body(answer_id), headers=auth(tokens.handler)
        )
        assert response.headers["x-vouch-evidence"] == "answer_record"


def receipt_body(answer_id: str) -> dict[str, Any]:
    return receipt(answer_id, {"s1": PESTS})


def test_a_reask_from_the_add_in_is_linked_in_the_audit_and_counted_for_review(
    settings: Settings, services: Services, tokens: Tokens
) -> None:
    """The taskpane's "ask again in other words" sends ``reask_of`` ({answer_id, sentence_id}) and the claim the
    letter is about; the answer record keeps both, and the review figures count an explicit re-ask."""
    hub = build_hub(settings, services, ScriptedDrafter(f"{PESTS} {UNSUPPORTED}"))
    with app_client(settings, services, hub) as client:
        first = draft_letter(client, tokens.handler)
        with client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws:
            assert ws.receive_json()["type"] == "ready"
            again = draft_message(
                "letter_draft", reask_of={"answer_id": first, "sentence_id": "s2"}, claim_ref="HM-448120"
            )
            ws.send_json(again)
            second = accepted(ws)
            read_until_done(ws)
        deadline = time.monotonic() + 10
        while services.audit.answer_record(second) is None:
            assert time.monotonic() < deadline, "the hub did not record the re-asked answer"
            time.sleep(0.05)
        record = services.audit.answer_record(second)
        assert record is not None
        body = body_as(record, AnswerBody)
        assert (body.reask_of, body.claim_ref) == (first, "HM-448120")
        figures = client.get("/api/review/figures", headers=auth(tokens.lead))
        assert figures.status_code == 200, figures.text
        (letter,) = figures.json()["surfaces"]
        # Both answers stubbed the same sentence; the first was asked again by link, the second not (yet).
        assert letter["reasks"] == 1 and letter["reask_rate"] == 0.5
