"""The server's insert gate, over real HTTP and a real WebSocket: every refusal with its allowed twin.

The taskpane enables Insert only for a finished answer with nothing unresolved, and inserts each sentence's
checked text; a receipt from any other client (or a modified one) meets the same rule here, in
``vouch.policy.insert_gate``, and every refusal is itself an audit record.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import AsyncIterator, Iterator
from typing import Any

import httpx
import pytest

from tests.answer.fakes import PESTS, TRACE, UNSUPPORTED, FailingVerifier, ScriptedDrafter
from tests.answer.harness import build_hub, draft_message
from tests.conftest import Tokens, auth
from tests.live import draft, live_server, receive, socket
from vouch.audit.index import RecordQuery
from vouch.audit.records import InsertRefusedBody, RecordKind
from vouch.audit.scope import EVERYTHING
from vouch.audit.store import body_as
from vouch.draft.base import DraftRequest
from vouch.services import Services
from vouch.settings import Settings

ALTERED = "The most we will pay for trace and access is £5."


def receipt(answer_id: str, texts: dict[str, str], client_insert_id: str = "ins-1") -> dict[str, Any]:
    return {
        "document_id": "doc-gate",
        "client_insert_id": client_insert_id,
        "sentences": [
            {"sentence_id": sid, "content_control_tag": f"vouch:{answer_id}:{sid}", "text": text}
            for sid, text in texts.items()
        ],
    }


def post(base: str, token: str, answer_id: str, texts: dict[str, str], cid: str = "ins-1") -> httpx.Response:
    return httpx.post(
        f"{base}/api/answers/{answer_id}/inserts", json=receipt(answer_id, texts, cid), headers=auth(token), timeout=30
    )


def refusals(services: Services) -> list[InsertRefusedBody]:
    records = services.audit.records(RecordQuery(kinds=(RecordKind.INSERT_REFUSED,)), EVERYTHING)
    return [body_as(r, InsertRefusedBody) for r in records]


def inserts(services: Services) -> int:
    return len(services.audit.records(RecordQuery(kinds=(RecordKind.INSERT,)), EVERYTHING))


def assert_refused(response: httpx.Response, status: int, reason: str, sentence: str | None) -> None:
    assert response.status_code == status, response.text
    body = response.json()
    assert body["extra"]["reason"] == reason
    assert body["extra"]["sentence_id"] == sentence
    assert body["detail"].startswith("insert refused: ")
    if sentence is not None:
        assert repr(sentence) in body["detail"]  # the detail names the sentence
    assert body["extra"]["audit_record"]


@pytest.fixture
def letter(settings: Settings, services: Services, tokens: Tokens) -> Iterator[tuple[str, str]]:
    """A live server and a finished letter (s1 supported, s2 stubbed, s3 supported) drafted by hana."""
    hub = build_hub(settings, services, ScriptedDrafter(f"{PESTS} {UNSUPPORTED} {TRACE}"))
    with live_server(settings, services, hub) as base, socket(base, tokens.handler) as ws:
        answer_id, events = draft(ws, draft_message("letter_draft"))
        assert events[-1]["type"] == "done" and events[-1]["unresolved"] == []
        assert any(e["type"] == "stub" and e["sentence_id"] == "s2" for e in events)
        yield base, answer_id


def test_the_checked_sentences_as_checked_are_recorded(
    letter: tuple[str, str], tokens: Tokens, services: Services
) -> None:
    base, answer_id = letter
    # Word moves whitespace; that is not an edit.
    response = post(base, tokens.handler, answer_id, {"s1": f" {PESTS}\n", "s3": TRACE})
    assert response.status_code == 201, response.text
    assert response.headers["x-vouch-audit-record"]
    assert inserts(services) == 1 and refusals(services) == []


def test_a_stubbed_sentence_sent_with_its_unsupported_text_is_refused(
    letter: tuple[str, str], tokens: Tokens, services: Services
) -> None:
    base, answer_id = letter
    assert_refused(post(base, tokens.handler, answer_id, {"s1": PESTS, "s2": UNSUPPORTED}), 409, "not_insertable", "s2")
    (refused,) = refusals(services)
    assert (refused.answer_id, refused.sentence_id, refused.reason) == (answer_id, "s2", "not_insertable")
    assert [t.sentence_id for t in refused.tried] == ["s1", "s2"]
    assert inserts(services) == 0
    # Nor under the stub's own words: a stub is left out of the letter, as the taskpane does.
    assert_refused(post(base, tokens.handler, answer_id, {"s2": "x"}, "ins-2"), 409, "not_insertable", "s2")


def test_altered_text_is_refused(letter: tuple[str, str], tokens: Tokens, services: Services) -> None:
    base, answer_id = letter
    assert_refused(post(base, tokens.handler, answer_id, {"s3": ALTERED}), 422, "text_changed", "s3")
    assert inserts(services) == 0
    # The twin: the same sentence as checked.
    assert post(base, tokens.handler, answer_id, {"s3": TRACE}, "ins-2").status_code == 201


def test_a_sentence_the_answer_does_not_have_is_refused(letter: tuple[str, str], tokens: Tokens) -> None:
    base, answer_id = letter
    assert_refused(post(base, tokens.handler, answer_id, {"s9": TRACE}), 422, "unknown_sentence", "s9")


def test_an_unknown_answer_is_refused(letter: tuple[str, str], tokens: Tokens, services: Services) -> None:
    base, _ = letter
    assert_refused(post(base, tokens.handler, "a_never_drafted", {"s1": TRACE}), 422, "unknown_answer", None)
    assert refusals(services)[0].answer_id == "a_never_drafted"


def test_another_handlers_answer_is_refused_and_looks_unknown(letter: tuple[str, str], tokens: Tokens) -> None:
    base, answer_id = letter
    response = post(base, tokens.other_handler, answer_id, {"s1": PESTS})
    assert_refused(response, 422, "unknown_answer", None)
    assert PESTS not in response.text
    # The twin: its owner.
    assert post(base, tokens.handler, answer_id, {"s1": PESTS}).status_code == 201


def test_an_answer_whose_sentences_are_unverified_is_refused(
    settings: Settings, services: Services, tokens: Tokens
) -> None:
    hub = build_hub(settings, services, ScriptedDrafter(f"{PESTS} {TRACE}"), verifier=FailingVerifier())
    with live_server(settings, services, hub) as base, socket(base, tokens.handler) as ws:
        answer_id, events = draft(ws, draft_message("letter_draft"))
        assert events[-1]["unresolved"] == ["s1", "s2"]
        assert_refused(post(base, tokens.handler, answer_id, {"s1": PESTS, "s2": TRACE}), 409, "unresolved", "s1")


class GatedDrafter(ScriptedDrafter):
    """Holds its words after the first ``hold_after`` (default: all but the last) until the test opens the gate:
    the answer is reliably still drafting."""

    def __init__(self, text: str, hold_after: int = -1) -> None:
        super().__init__(text)
        self.gate = threading.Event()
        self.hold_after = hold_after

    async def stream(self, request: DraftRequest) -> AsyncIterator[str]:
        words = [w async for w in super().stream(request)]
        for word in words[: self.hold_after]:
            yield word
        await asyncio.to_thread(self.gate.wait, 30)
        for word in words[self.hold_after :]:
            yield word


def test_an_answer_still_drafting_is_refused_then_allowed_once_done(
    settings: Settings, services: Services, tokens: Tokens
) -> None:
    drafter = GatedDrafter(f"{PESTS} {TRACE}")
    hub = build_hub(settings, services, drafter)
    with live_server(settings, services, hub) as base, socket(base, tokens.handler) as ws:
        ws.send(json.dumps(draft_message("letter_draft")))
        answer_id = receive(ws)["answer_id"]
        assert_refused(post(base, tokens.handler, answer_id, {"s1": PESTS}), 409, "not_done", None)
        drafter.gate.set()
        while receive(ws)["type"] not in ("done", "error"):
            pass
        assert post(base, tokens.handler, answer_id, {"s1": PESTS}, "ins-2").status_code == 201


def test_a_cancelled_answer_is_refused(settings: Settings, services: Services, tokens: Tokens) -> None:
    drafter = GatedDrafter(f"{PESTS} {TRACE}")
    hub = build_hub(settings, services, drafter)
    with live_server(settings, services, hub) as base, socket(base, tokens.handler) as ws:
        ws.send(json.dumps(draft_message("letter_draft")))
        answer_id = receive(ws)["answer_id"]
        ws.send(json.dumps({"type": "cancel", "answer_id": answer_id}))
        while (message := receive(ws))["type"] != "error":
            pass
        assert message["code"] == "cancelled"
        drafter.gate.set()
        assert_refused(post(base, tokens.handler, answer_id, {"s1": PESTS}), 409, "unfinished", None)
