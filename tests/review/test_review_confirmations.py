"""Leads see "please confirm" sentences broken down by why the checker needed the handler, and each sentence a
handler confirmed with the passage they confirmed it against: a check-mode letter over a real socket and real
HTTP (a live server), the handler's receipt, then the lead's ``GET /api/review/confirmations``."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import httpx
import msgspec

from tests.answer.fakes import PASSAGES, SubstringVerifier
from tests.answer.harness import build_hub, draft_message
from tests.conftest import Tokens, auth
from tests.live import draft, live_server, socket
from vouch.answer.checking import Rewritten
from vouch.answer.events import Attribution, Citation
from vouch.auth.roles import Role
from vouch.passages import Passage
from vouch.services import Services
from vouch.settings import Settings
from vouch.verify.types import Sentence, Support

SHOWN = next(p for p in PASSAGES if p.address.endswith("p8.c14-3"))
# FOUND is read from two passages together (vouch.verify.pairs): SHOWN's words, VALUES' figures.
VALUES = next(p for p in PASSAGES if p.address.endswith("p4.c4-2a"))
FOUND = "You must tell us about a claim within 30 days of discovering the damage."
LATE = "You must tell us about a claim within 45 days of discovering the loss or damage."
HALF = "You must tell us about a claim within 30 days, and send the invoice by post."
NOWHERE = "We will also pay for a hotel for your tenants."
READINGS = {
    FOUND: (Support.ENTAILED, 0.93, False),  # found_untrusted: no band trusts the mark alone on a letter
    LATE: (Support.NONE, 0.12, True),  # contradicted: the passage gives the period another value
    HALF: (Support.PARTIAL, 0.55, False),  # partly_found
    NOWHERE: (Support.NONE, 0.04, False),  # not_found
}


class ReadingVerifier(SubstringVerifier):
    """The checker's first reading of each sentence as scripted, each against the same passage; no correction."""

    def verify(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Attribution:
        support, score, contradicted = READINGS[sentence.text.strip()]
        shown = Citation(id=SHOWN.id, address=SHOWN.address, quote=SHOWN.text)
        if sentence.text.strip() == FOUND:
            values = Citation(id=VALUES.id, address=VALUES.address, quote=VALUES.text)
            paired = (msgspec.structs.replace(shown, paired_with=VALUES.id), values)
            return Attribution(sentence_id=sentence.id, support=support, score=score, citations=paired)
        return Attribution(
            sentence_id=sentence.id,
            support=support,
            score=score,
            citations=(shown,),
            contradicted=contradicted,
        )

    def rewrite(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Rewritten | None:
        return None


def _wait_for_answer_record(base: str, token: str, answer_id: str) -> None:
    """The hub records a finished answer just after ``done``; the receipt's gate reads that record."""
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        listed = httpx.get(f"{base}/api/audit/records", params={"kind": "answer"}, headers=auth(token), timeout=10)
        if any(r["answer_id"] == answer_id for r in listed.json()):
            return
        time.sleep(0.1)
    raise AssertionError(f"answer {answer_id} was never recorded")


def _confirmations(base: str, token: str, **params: str) -> httpx.Response:
    return httpx.get(f"{base}/api/review/confirmations", params=params, headers=auth(token), timeout=10)


def test_a_lead_sees_each_confirmation_with_why_it_was_asked_and_the_passage_the_handler_saw(
    settings: Settings, services: Services, tokens: Tokens
) -> None:
    south_lead = services.users.add("sol", Role.LEAD, team="south").token
    hub = build_hub(settings, services, verifier=ReadingVerifier())
    with live_server(settings, services, hub) as base:
        with socket(base, tokens.handler) as ws:
            answer_id, events = draft(ws, draft_message("letter_draft", "Check my letter.", text=" ".join(READINGS)))
        asked = {e["sentence_id"]: e for e in events if e["type"] == "confirm"}
        texts = {e["sentence_id"]: "" for e in events if e["type"] == "sentence_end"}
        for e in events:
            if e["type"] == "text":
                texts[e["sentence_id"]] = texts.get(e["sentence_id"], "") + e["delta"]
        by_text = {texts[sid].strip(): sid for sid in asked}
        assert set(by_text) == set(READINGS)  # all four wait for the handler
        _wait_for_answer_record(base, tokens.compliance, answer_id)

        # hana confirms two and removes two (nothing else may be inserted while they are unresolved).
        confirmed = [by_text[FOUND], by_text[LATE]]
        receipt: dict[str, Any] = {
            "document_id": "doc-confirm",
            "client_insert_id": "ins-confirm",
            "sentences": [
                {
                    "sentence_id": sid,
                    "content_control_tag": f"vouch:{answer_id}:{sid}",
                    "text": texts[sid].strip(),
                    "decision": "confirm",
                }
                for sid in confirmed
            ],
            "removed": [by_text[HALF], by_text[NOWHERE]],
        }
        inserted = httpx.post(
            f"{base}/api/answers/{answer_id}/inserts", json=receipt, headers=auth(tokens.handler), timeout=30
        )
        assert inserted.status_code == 201, inserted.text

        response = _confirmations(base, tokens.lead)
        assert response.status_code == 200, response.text
        view = response.json()
        assert {r["why"]: (r["asked"], r["confirmed"]) for r in view["reasons"]} == {
            "scan_in_doubt": (0, 0),
            "found_untrusted": (1, 1),
            "contradicted": (1, 1),
            "partly_found": (1, 0),  # asked, and removed by the handler: not a confirmation
            "not_found": (1, 0),
        }
        shown = {c["sentence"]: c for c in view["confirmations"]}
        assert set(shown) == {FOUND, LATE}
        late = shown[LATE]
        assert (late["why"], late["handler"], late["team"], late["answer_id"]) == (
            "contradicted",
            "hana",
            "north",
            answer_id,
        )
        assert late["surface"] == "letter_draft" and late["score"] == 0.12
        assert late["passage"] == {"id": SHOWN.id, "address": SHOWN.address, "quote": SHOWN.text}
        assert late["passages"] == [late["passage"]]
        # A claim two passages support together: the handler saw both, and the audit record keeps both.
        found = shown[FOUND]
        assert found["passage"] == {"id": SHOWN.id, "address": SHOWN.address, "quote": SHOWN.text}
        assert found["passages"] == [
            found["passage"],
            {"id": VALUES.id, "address": VALUES.address, "quote": VALUES.text},
        ]

        # One reason at a time; an unknown one is a clear 400 naming the reasons, never a stack trace.
        only = _confirmations(base, tokens.lead, why="contradicted").json()
        assert [c["sentence"] for c in only["confirmations"]] == [LATE]
        assert [(r["why"], r["confirmed"]) for r in only["reasons"] if r["confirmed"]] == [
            ("found_untrusted", 1),
            ("contradicted", 1),
        ]  # the breakdown is not filtered
        assert _confirmations(base, tokens.lead, why="partly_found").json()["confirmations"] == []
        bad = _confirmations(base, tokens.lead, why="unsure")
        assert bad.status_code == 400 and "no confirmation reason 'unsure'" in bad.json()["detail"]
        assert "found_untrusted" in bad.json()["detail"]

        # Leads see their own team's; compliance all; a handler not at all.
        south = _confirmations(base, south_lead).json()
        assert south["confirmations"] == [] and all(r["asked"] == 0 for r in south["reasons"])
        assert len(_confirmations(base, tokens.compliance).json()["confirmations"]) == 2
        assert _confirmations(base, tokens.handler).status_code == 403
