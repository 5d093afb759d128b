"""POST /api/answers/{answer_id}/inserts: the append-only receipt the taskpane records after Word confirms an insert."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from tests.answer.fakes import NOTIFY, PESTS, TRACE, ScriptedDrafter
from tests.answer.harness import accepted, app_client, build_hub, draft_message, read_until_done
from tests.conftest import Tokens, auth
from vouch.answer.events import DoneEvent
from vouch.api.inserts import receipt_store
from vouch.services import Services
from vouch.settings import Settings

Client = TestClient[Litestar]
UNDRAFTED = "a_7f3c"  # the receipt's shape is checked before the answer is looked up
TEXTS = {"s1": PESTS, "s2": TRACE, "s3": NOTIFY}


@pytest.fixture
def client(settings: Settings, services: Services, tokens: Tokens) -> Iterator[Client]:
    hub = build_hub(settings, services, ScriptedDrafter(" ".join(TEXTS.values())))
    with app_client(settings, services, hub) as test_client:
        yield test_client


@pytest.fixture
def answer(client: Client, tokens: Tokens) -> str:
    """One finished, fully supported answer of hana's: the insert gate lets its sentences in."""
    with client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws:
        assert ws.receive_json()["type"] == "ready"
        ws.send_json(draft_message("letter_draft"))
        answer_id = accepted(ws)
        done = read_until_done(ws)[-1]
    assert isinstance(done, DoneEvent) and done.unresolved == ()
    return answer_id


def body(answer: str, *ids: str, client_insert_id: str | None = "ins-1") -> dict[str, object]:
    sentences = [
        {"sentence_id": s, "content_control_tag": f"vouch:{answer}:{s}", "text": TEXTS.get(s, "x")} for s in ids
    ]
    out: dict[str, object] = {"document_id": "doc-42", "sentences": sentences}
    if client_insert_id is not None:
        out["client_insert_id"] = client_insert_id
    return out


def test_records_a_receipt_and_lists_it(client: Client, tokens: Tokens, answer: str) -> None:
    response = client.post(
        f"/api/answers/{answer}/inserts", json=body(answer, "s1", "s3"), headers=auth(tokens.handler)
    )
    assert response.status_code == 201, response.text
    receipt = response.json()
    assert receipt["receipt_id"].startswith("rcpt_")
    assert receipt["answer_id"] == answer
    assert receipt["document_id"] == "doc-42"
    assert receipt["user"] == "hana"
    assert [s["content_control_tag"] for s in receipt["sentences"]] == [f"vouch:{answer}:s1", f"vouch:{answer}:s3"]

    listed = client.get(f"/api/answers/{answer}/inserts", headers=auth(tokens.handler))
    assert listed.status_code == 200
    assert listed.json() == [receipt]


def test_a_retry_with_the_same_client_insert_id_returns_the_same_receipt(
    client: Client, tokens: Tokens, answer: str
) -> None:
    first = client.post(f"/api/answers/{answer}/inserts", json=body(answer, "s1"), headers=auth(tokens.handler))
    again = client.post(f"/api/answers/{answer}/inserts", json=body(answer, "s1"), headers=auth(tokens.handler))
    assert (first.status_code, again.status_code) == (201, 200)
    assert again.json() == first.json()
    other = client.post(f"/api/answers/{answer}/inserts", json=body(answer, "s2"), headers=auth(tokens.handler))
    assert other.status_code == 409
    assert "already used" in other.json()["detail"]
    assert len(client.get(f"/api/answers/{answer}/inserts", headers=auth(tokens.handler)).json()) == 1


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"sentences": []}, "at least one inserted sentence"),
        ({"document_id": " "}, "document_id"),
        (
            {"sentences": [{"sentence_id": "s1", "content_control_tag": "vouch:other:s1", "text": "x"}]},
            "expected 'vouch:a_7f3c:s1'",
        ),
        (
            {"sentences": [{"sentence_id": "s1", "content_control_tag": f"vouch:{UNDRAFTED}:s1", "text": "  "}]},
            "characters of text",
        ),
        (
            {
                "sentences": [
                    {"sentence_id": "s1", "content_control_tag": f"vouch:{UNDRAFTED}:s1", "text": "a"},
                    {"sentence_id": "s1", "content_control_tag": f"vouch:{UNDRAFTED}:s1", "text": "b"},
                ]
            },
            "appears twice",
        ),
    ],
)
def test_refuses_a_receipt_that_does_not_match_the_tag_contract(
    client: Client, tokens: Tokens, change: dict[str, object], message: str
) -> None:
    response = client.post(
        f"/api/answers/{UNDRAFTED}/inserts", json={**body(UNDRAFTED, "s1"), **change}, headers=auth(tokens.handler)
    )
    assert response.status_code == 400, response.text
    assert message in response.text


def test_who_may_record_and_read(client: Client, tokens: Tokens, answer: str) -> None:
    assert client.post(f"/api/answers/{answer}/inserts", json=body(answer, "s1")).status_code == 401
    # Compliance changes nothing, so it may not record inserts ...
    refused = client.post(f"/api/answers/{answer}/inserts", json=body(answer, "s1"), headers=auth(tokens.compliance))
    assert refused.status_code == 403
    client.post(f"/api/answers/{answer}/inserts", json=body(answer, "s1"), headers=auth(tokens.handler))
    # ... but reads everyone's; another handler sees only their own.
    assert len(client.get(f"/api/answers/{answer}/inserts", headers=auth(tokens.compliance)).json()) == 1
    assert client.get(f"/api/answers/{answer}/inserts", headers=auth(tokens.other_handler)).json() == []


def test_receipts_are_append_only(client: Client, tokens: Tokens, services: Services, answer: str) -> None:
    client.post(f"/api/answers/{answer}/inserts", json=body(answer, "s1"), headers=auth(tokens.handler))
    receipt_store(services)
    conn = services.db.connection
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("UPDATE insert_receipts SET document_id = 'other'")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("DELETE FROM insert_sentences")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("UPDATE insert_sentences SET text = 'changed'")
