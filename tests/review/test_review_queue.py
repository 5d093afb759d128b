"""The review queue: items, decisions recorded in the audit chain, re-asks, and the threshold figures."""

from __future__ import annotations

import pytest
from httpx import Response
from litestar import Litestar
from litestar.testing import TestClient

from tests.audit.audit_factories import (
    FENCES,
    HANA,
    PESTS,
    PESTS_CITE,
    answer,
    seed_passages,
    sentence,
    stubbed_answer,
)
from tests.conftest import Tokens, auth
from vouch.audit.records import ReviewDecisionBody
from vouch.audit.scope import EVERYTHING
from vouch.audit.store import body_as
from vouch.audit.verify import verify_log
from vouch.policy import AnswerLabel, Outcome, Surface
from vouch.review.submit import submit
from vouch.services import Services
from vouch.verify.types import Support

Client = TestClient[Litestar]


@pytest.fixture
def stub_seq(services: Services, tokens: Tokens) -> int:
    seed_passages(services)
    receipt = submit(services.audit, HANA, stubbed_answer("a_first"))
    return receipt.stubs[0].seq


def decide(client: Client, token: str, seq: int, **body: object) -> Response:
    return client.post(f"/api/review/items/{seq}/decision", json=body, headers=auth(token))


def test_a_stub_is_in_its_teams_queue_with_what_was_searched(client: Client, tokens: Tokens, stub_seq: int) -> None:
    queue = client.get("/api/review/queue", headers=auth(tokens.lead)).json()
    assert [(i["seq"], i["kind"], i["status"]) for i in queue] == [(stub_seq, "stub", "open")]
    item = client.get(f"/api/review/items/{stub_seq}", headers=auth(tokens.lead)).json()
    assert item["sentence"] == FENCES and item["handler"] == "hana" and item["score"] == 0.74
    assert item["stub_text"].startswith("1 sentence removed")
    searched = {p["address"]: p for p in item["searched"]}
    assert searched["policy-wording-2024.pdf#p7.c11-2"]["quote"] == PESTS  # quoted from the passage store
    assert item["reasks"] == []


def test_restoring_needs_a_passage_of_the_answers_collection(
    client: Client, tokens: Tokens, stub_seq: int, services: Services
) -> None:
    response = decide(client, tokens.lead, stub_seq, decision="restore", reason="it is covered")
    assert response.status_code == 400 and "needs a passage" in response.json()["detail"]
    response = decide(client, tokens.lead, stub_seq, decision="restore", reason="x", passage_id="motor-claims/x#p1")
    assert response.status_code == 400 and "no passage" in response.json()["detail"]
    response = decide(client, tokens.lead, stub_seq, decision="restore", passage_id=PESTS_CITE.id, reason=" ")
    assert response.status_code == 400 and "reason" in response.json()["detail"]


def test_a_restore_is_recorded_in_the_chain_bound_to_the_item(
    client: Client, tokens: Tokens, stub_seq: int, services: Services
) -> None:
    response = decide(
        client, tokens.lead, stub_seq, decision="restore", passage_id=PESTS_CITE.id, reason="clause 11.2 says so"
    )
    assert response.status_code == 201, response.text
    decision = response.json()
    assert decision["by"] == "lee" and decision["evidence"]["quote"] == PESTS
    record = services.audit.get(decision["seq"], EVERYTHING)
    assert record is not None and record.actor.name == "lee" and record.actor.team == "north"
    body = body_as(record, ReviewDecisionBody)
    item = services.audit.get(stub_seq, EVERYTHING)
    assert item is not None and body.item_seq == stub_seq and body.item_hash == item.hash
    assert body.reason == "clause 11.2 says so" and body.evidence is not None
    assert verify_log(services.audit.path, witness=services.audit.index_hashes()).ok
    # decisions are final; the queue moves it to "decided"
    again = decide(client, tokens.lead, stub_seq, decision="confirm_removal", reason="changed my mind")
    assert again.status_code == 409
    assert client.get("/api/review/queue", headers=auth(tokens.lead)).json() == []
    decided = client.get("/api/review/queue", params={"status": "decided"}, headers=auth(tokens.lead)).json()
    assert decided[0]["decision"]["decision"] == "restore"


def test_an_admin_may_decide(client: Client, tokens: Tokens, stub_seq: int) -> None:
    response = decide(client, tokens.admin, stub_seq, decision="confirm_removal", reason="not in the wording")
    assert response.status_code == 201 and response.json()["evidence"] is None


def test_a_confirmation_takes_no_passage(client: Client, tokens: Tokens, stub_seq: int) -> None:
    response = decide(client, tokens.lead, stub_seq, decision="confirm_removal", reason="x", passage_id=PESTS_CITE.id)
    assert response.status_code == 400


def test_refusals_are_queued_too(client: Client, tokens: Tokens, services: Services) -> None:
    refused = answer(
        "a_refused",
        [sentence("s1", FENCES, outcome=Outcome.ANNOTATED, support=Support.NONE, score=0.2, citations=())],
        label=AnswerLabel.REFUSED,
        surface=Surface.POLICY_LOOKUP,
    )
    receipt = submit(services.audit, HANA, refused)
    assert receipt.refusal is not None
    item = client.get(f"/api/review/items/{receipt.refusal.seq}", headers=auth(tokens.lead)).json()
    assert item["kind"] == "refusal" and item["sentences"][0]["drafted_text"] == FENCES


def test_a_reask_is_shown_explicit_or_probable(client: Client, tokens: Tokens, services: Services) -> None:
    first = submit(services.audit, HANA, stubbed_answer("a_one"))
    submit(services.audit, HANA, answer("a_two", [sentence("s1", PESTS)], instruction="Try again: pests?"))
    item = client.get(f"/api/review/items/{first.stubs[0].seq}", headers=auth(tokens.lead)).json()
    assert [(r["answer_id"], r["explicit"]) for r in item["reasks"]] == [("a_two", False)]
    submit(services.audit, HANA, answer("a_three", [sentence("s1", PESTS)], reask_of="a_one"))
    item = client.get(f"/api/review/items/{first.stubs[0].seq}", headers=auth(tokens.lead)).json()
    assert [(r["answer_id"], r["explicit"]) for r in item["reasks"]] == [("a_three", True)]


def test_figures_per_surface(client: Client, tokens: Tokens, services: Services) -> None:
    seed_passages(services)
    stubbed = [submit(services.audit, HANA, stubbed_answer(f"a_s{i}")) for i in range(2)]  # 2 checked each
    submit(services.audit, HANA, answer("a_clean", [sentence("s1", PESTS), sentence("s2", PESTS)]))
    submit(services.audit, HANA, answer("a_again", [sentence("s1", PESTS)], reask_of="a_s0"))
    decide(client, tokens.lead, stubbed[0].stubs[0].seq, decision="restore", passage_id=PESTS_CITE.id, reason="r")
    decide(client, tokens.lead, stubbed[1].stubs[0].seq, decision="confirm_removal", reason="c")
    response = client.get("/api/review/figures", headers=auth(tokens.lead))
    assert response.status_code == 200
    (letter,) = response.json()["surfaces"]
    assert letter["surface"] == "letter_draft" and letter["threshold"] == 0.8
    assert letter["checked_sentences"] == 7 and letter["stubs"] == 2
    assert letter["stub_rate"] == round(2 / 7, 4)
    # a_s0 was asked again by link; a_s1 probably (hana's next answer, same collection and surface)
    assert letter["reasks"] == 1 and letter["reask_rate"] == 0.5
    assert letter["probable_reasks"] == 1 and letter["probable_reask_rate"] == 1.0
    assert letter["decided"] == 2 and letter["restores"] == 1 and letter["restore_rate"] == 0.5
    assert letter["near_threshold"] == 2  # both stubs scored 0.74, within 0.1 of 0.8
    other_team = client.get("/api/review/figures", headers=auth(tokens.compliance)).json()["surfaces"]
    assert other_team[0]["stubs"] == 2


def test_leads_see_what_was_left_to_handlers_and_what_they_confirmed(
    client: Client, tokens: Tokens, services: Services
) -> None:
    from vouch.audit.canonical import text_sha256
    from vouch.audit.evidence import insert_body
    from vouch.audit.records import WordText

    unsure = answer(
        "a_unsure",
        [sentence("s1", PESTS), sentence("s2", PESTS, outcome=Outcome.TO_CONFIRM, score=0.86)],
    )
    submit(services.audit, HANA, unsure)
    word = (
        WordText(sentence_id="s1", tag="vouch:a_unsure:s1", text_sha256=text_sha256(PESTS), matches=True),
        WordText(
            sentence_id="s2", tag="vouch:a_unsure:s2", text_sha256=text_sha256(PESTS), matches=True, decision="confirm"
        ),
    )
    services.audit.record_insert(HANA, insert_body(unsure, "doc-1", ["s1", "s2"], word=word))
    (letter,) = client.get("/api/review/figures", headers=auth(tokens.lead)).json()["surfaces"]
    assert letter["asked_to_confirm"] == 1 and letter["confirm_rate"] == 0.5  # 1 of 2 checked sentences
    assert letter["handler_confirmations"] == 1 and letter["accepted_corrections"] == 0
