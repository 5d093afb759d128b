"""POST /api/answers/{answer_id}/inserts: the append-only receipt the taskpane records after Word confirms an insert."""

from __future__ import annotations

import sqlite3

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from tests.conftest import Tokens, auth
from vouch.api.inserts import receipt_store
from vouch.services import Services

Client = TestClient[Litestar]
ANSWER = "a_7f3c"


def body(*ids: str, answer: str = ANSWER, client_insert_id: str | None = "ins-1") -> dict[str, object]:
    sentences = [
        {"sentence_id": s, "content_control_tag": f"vouch:{answer}:{s}", "text": f"Sentence {s}."} for s in ids
    ]
    out: dict[str, object] = {"document_id": "doc-42", "sentences": sentences}
    if client_insert_id is not None:
        out["client_insert_id"] = client_insert_id
    return out


def test_records_a_receipt_and_lists_it(client: Client, tokens: Tokens) -> None:
    response = client.post(f"/api/answers/{ANSWER}/inserts", json=body("s1", "s3"), headers=auth(tokens.handler))
    assert response.status_code == 201, response.text
    receipt = response.json()
    assert receipt["receipt_id"].startswith("rcpt_")
    assert receipt["answer_id"] == ANSWER
    assert receipt["document_id"] == "doc-42"
    assert receipt["user"] == "hana"
    assert [s["content_control_tag"] for s in receipt["sentences"]] == [f"vouch:{ANSWER}:s1", f"vouch:{ANSWER}:s3"]

    listed = client.get(f"/api/answers/{ANSWER}/inserts", headers=auth(tokens.handler))
    assert listed.status_code == 200
    assert listed.json() == [receipt]


def test_a_retry_with_the_same_client_insert_id_returns_the_same_receipt(client: Client, tokens: Tokens) -> None:
    first = client.post(f"/api/answers/{ANSWER}/inserts", json=body("s1"), headers=auth(tokens.handler))
    again = client.post(f"/api/answers/{ANSWER}/inserts", json=body("s1"), headers=auth(tokens.handler))
    assert (first.status_code, again.status_code) == (201, 200)
    assert again.json() == first.json()
    other = client.post(f"/api/answers/{ANSWER}/inserts", json=body("s2"), headers=auth(tokens.handler))
    assert other.status_code == 409
    assert "already used" in other.json()["detail"]
    assert len(client.get(f"/api/answers/{ANSWER}/inserts", headers=auth(tokens.handler)).json()) == 1


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
            {"sentences": [{"sentence_id": "s1", "content_control_tag": f"vouch:{ANSWER}:s1", "text": "  "}]},
            "characters of text",
        ),
        (
            {
                "sentences": [
                    {"sentence_id": "s1", "content_control_tag": f"vouch:{ANSWER}:s1", "text": "a"},
                    {"sentence_id": "s1", "content_control_tag": f"vouch:{ANSWER}:s1", "text": "b"},
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
        f"/api/answers/{ANSWER}/inserts", json={**body("s1"), **change}, headers=auth(tokens.handler)
    )
    assert response.status_code == 400, response.text
    assert message in response.text


def test_who_may_record_and_read(client: Client, tokens: Tokens) -> None:
    assert client.post(f"/api/answers/{ANSWER}/inserts", json=body("s1")).status_code == 401
    # Compliance changes nothing, so it may not record inserts ...
    refused = client.post(f"/api/answers/{ANSWER}/inserts", json=body("s1"), headers=auth(tokens.compliance))
    assert refused.status_code == 403
    client.post(f"/api/answers/{ANSWER}/inserts", json=body("s1"), headers=auth(tokens.handler))
    # ... but reads everyone's; another handler sees only their own.
    assert len(client.get(f"/api/answers/{ANSWER}/inserts", headers=auth(tokens.compliance)).json()) == 1
    assert client.get(f"/api/answers/{ANSWER}/inserts", headers=auth(tokens.other_handler)).json() == []


def test_receipts_are_append_only(client: Client, tokens: Tokens, services: Services) -> None:
    client.post(f"/api/answers/{ANSWER}/inserts", json=body("s1"), headers=auth(tokens.handler))
    receipt_store(services)
    conn = services.db.connection
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("UPDATE insert_receipts SET document_id = 'other'")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("DELETE FROM insert_sentences")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("UPDATE insert_sentences SET text = 'changed'")
