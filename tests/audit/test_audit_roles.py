"""Reach: handlers see their own records, leads their team's, compliance and admins everything, read-only."""

from __future__ import annotations

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from tests.audit.audit_factories import HANA, LEE, OTTO, record_insert, seed_passages, stubbed_answer
from tests.conftest import Tokens, auth
from vouch.review.submit import submit
from vouch.services import Services

Client = TestClient[Litestar]


@pytest.fixture
def seeded(services: Services, tokens: Tokens) -> Services:
    seed_passages(services)
    record_insert(services.audit, HANA, "a_hana", "doc-hana", claim_ref="CLM-1")
    record_insert(services.audit, OTTO, "a_otto", "doc-otto", claim_ref="CLM-2")
    record_insert(services.audit, LEE, "a_lee", "doc-lee")
    submit(services.audit, HANA, stubbed_answer("a_hana_stub"))
    submit(services.audit, OTTO, stubbed_answer("a_otto_stub"))
    return services


def actors(client: Client, token: str, **params: str) -> set[str]:
    response = client.get("/api/audit/records", params=params, headers=auth(token))
    assert response.status_code == 200, response.text
    return {r["actor"] for r in response.json()}


def test_each_role_sees_its_reach(client: Client, tokens: Tokens, seeded: Services) -> None:
    assert actors(client, tokens.handler) == {"hana"}
    assert actors(client, tokens.other_handler) == {"otto"}
    assert actors(client, tokens.lead) == {"hana", "lee"}  # team north
    assert actors(client, tokens.compliance) == {"hana", "otto", "lee"}
    assert actors(client, tokens.admin) == {"hana", "otto", "lee"}


def test_asking_for_someone_outside_your_reach_gives_nothing(client: Client, tokens: Tokens, seeded: Services) -> None:
    assert actors(client, tokens.handler, handler="otto") == set()
    assert actors(client, tokens.lead, handler="otto") == set()
    assert actors(client, tokens.compliance, handler="otto") == {"otto"}


def test_a_record_outside_your_reach_is_not_found(client: Client, tokens: Tokens, seeded: Services) -> None:
    otto_seq = next(
        r["seq"]
        for r in client.get("/api/audit/records", headers=auth(tokens.compliance)).json()
        if r["actor"] == "otto"
    )
    assert client.get(f"/api/audit/records/{otto_seq}", headers=auth(tokens.handler)).status_code == 404
    assert client.get(f"/api/audit/records/{otto_seq}", headers=auth(tokens.lead)).status_code == 404
    whole = client.get(f"/api/audit/records/{otto_seq}", headers=auth(tokens.compliance))
    assert whole.status_code == 200 and whole.json()["hash"]


def test_only_compliance_and_admin_read_the_head_and_verify(client: Client, tokens: Tokens, seeded: Services) -> None:
    for token in (tokens.handler, tokens.lead):
        assert client.get("/api/audit/head", headers=auth(token)).status_code == 403
        assert client.get("/api/audit/verify", headers=auth(token)).status_code == 403
    head = client.get("/api/audit/head", headers=auth(tokens.compliance)).json()
    verified = client.get("/api/audit/verify", headers=auth(tokens.admin)).json()
    assert verified["ok"] and verified["anchor"] == head["anchor"] == f"{head['seq']}:{head['hash']}"


def test_exports_are_limited_to_the_reach(client: Client, tokens: Tokens, seeded: Services) -> None:
    def documents(token: str) -> set[str]:
        response = client.get("/api/audit/export", params={"format": "json"}, headers=auth(token))
        assert response.status_code == 200
        return {r["body"]["document_id"] for r in response.json()["inserts"]}

    assert documents(tokens.handler) == {"doc-hana"}
    assert documents(tokens.lead) == {"doc-hana", "doc-lee"}
    assert documents(tokens.compliance) == {"doc-hana", "doc-otto", "doc-lee"}


def test_compliance_reads_the_queue_but_cannot_decide(client: Client, tokens: Tokens, seeded: Services) -> None:
    queue = client.get("/api/review/queue", headers=auth(tokens.compliance))
    assert queue.status_code == 200 and {i["handler"] for i in queue.json()} == {"hana", "otto"}
    seq = queue.json()[0]["seq"]
    decision = {"decision": "confirm_removal", "reason": "not in the wording"}
    response = client.post(f"/api/review/items/{seq}/decision", json=decision, headers=auth(tokens.compliance))
    assert response.status_code == 403


def test_handlers_have_no_review_queue(client: Client, tokens: Tokens, seeded: Services) -> None:
    assert client.get("/api/review/queue", headers=auth(tokens.handler)).status_code == 403
    assert client.get("/api/review/figures", headers=auth(tokens.handler)).status_code == 403
    response = client.post(
        "/api/review/items/1/decision",
        json={"decision": "confirm_removal", "reason": "x"},
        headers=auth(tokens.handler),
    )
    assert response.status_code == 403


def test_a_lead_sees_and_decides_only_their_teams_items(client: Client, tokens: Tokens, seeded: Services) -> None:
    queue = client.get("/api/review/queue", headers=auth(tokens.lead)).json()
    assert {i["handler"] for i in queue} == {"hana"}
    all_items = client.get("/api/review/queue", headers=auth(tokens.compliance)).json()
    otto_item = next(i["seq"] for i in all_items if i["handler"] == "otto")
    decision = {"decision": "confirm_removal", "reason": "checked the wording"}
    assert client.get(f"/api/review/items/{otto_item}", headers=auth(tokens.lead)).status_code == 404
    response = client.post(f"/api/review/items/{otto_item}/decision", json=decision, headers=auth(tokens.lead))
    assert response.status_code == 404


def test_no_token_no_data_but_the_page_is_public(client: Client, tokens: Tokens, seeded: Services) -> None:
    for path in (
        "/api/audit/records",
        "/api/audit/export",
        "/api/review/queue",
        "/api/review/figures",
        "/api/review/confirmations",
    ):
        assert client.get(path).status_code == 401, path
    assert client.post("/api/documents/doc-hana/recheck", json={"controls": []}).status_code == 401
    page = client.get("/review")
    assert page.status_code == 200 and "Your Vouch token" in page.text
    assert "default-src 'none'" in page.headers["content-security-policy"]
    assert client.get("/review/app.js").status_code == 200
    assert client.get("/review/app.css").status_code == 200
    assert client.get("/review/anything-else").status_code in (401, 404)
