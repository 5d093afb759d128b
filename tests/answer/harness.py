"""Building an app whose answers use the fakes, and reading an answer's events off a socket."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from litestar import Litestar
from litestar.testing import TestClient
from litestar.testing.websocket_test_session import WebSocketTestSession

from tests.answer.fakes import ListRetriever, ScriptedDrafter, SubstringVerifier
from vouch.answer.adapters import every_sentence_is_a_claim, punctuation_segment
from vouch.answer.checking import Verifier
from vouch.answer.events import AnswerEvent, DoneEvent, ErrorEvent, decode_event
from vouch.answer.hub import AnswerHub
from vouch.answer.settings import AnswerSettings
from vouch.app import create_app
from vouch.draft.base import Drafter
from vouch.ingest.pipeline import ingest_file
from vouch.services import Services
from vouch.settings import Settings

Client = TestClient[Litestar]


def build_hub(
    settings: Settings,
    services: Services,
    drafter: Drafter | None = None,
    verifier: Verifier | None = None,
    answer_settings: AnswerSettings | None = None,
    retriever: ListRetriever | None = None,
) -> AnswerHub:
    return AnswerHub.build(
        settings,
        services,
        answer_settings or AnswerSettings(verify_timeout_s=5.0),
        retriever=retriever or ListRetriever(),
        drafter=drafter or ScriptedDrafter(""),
        verifier=verifier or SubstringVerifier(),
        segment=punctuation_segment,
    )


def ingested_hub(
    settings: Settings, services: Services, collection: str, files: Sequence[tuple[str, bytes]]
) -> AnswerHub:
    """A hub that searches and drafts for real over `files` (document id, bytes) ingested into `collection`.

    The checker is a substring match and every sentence is a claim, so what a letter draws on is what a test sees.
    """
    for document_id, data in files:
        result = ingest_file(services, collection, document_id.rsplit("/", 1)[-1], data, document_id=document_id)
        assert result.error is None, result
    return AnswerHub.build(
        settings,
        services,
        AnswerSettings(verify_timeout_s=10.0, max_active_answers=1),
        verifier=SubstringVerifier(),
        segment=punctuation_segment,
        mark=every_sentence_is_a_claim,
    )


@contextmanager
def app_client(settings: Settings, services: Services, hub: AnswerHub) -> Iterator[Client]:
    with TestClient(app=create_app(settings, services, answers=hub)) as client:
        yield client


# Words of every fake passage, so the answer's retrieval finds them all (drafted sentences are checked
# against the passages retrieved for the answer).
INSTRUCTION = "Tell the customer about damage by mice, trace and access, and how to tell us about a claim."


def draft_message(surface: str, instruction: str = INSTRUCTION, **extra: Any) -> dict[str, Any]:
    return {
        "type": "draft",
        "request_id": "r1",
        "surface": surface,
        "collection": "property-claims",
        "instruction": instruction,
        **extra,
    }


def read_until_done(ws: WebSocketTestSession, limit: int = 500) -> list[AnswerEvent]:
    """Answer events from the socket up to and including done/error (other messages are skipped)."""
    events: list[AnswerEvent] = []
    for _ in range(limit):
        raw = ws.receive_text()
        if '"seq"' not in raw:
            continue
        event = decode_event(raw)
        events.append(event)
        if isinstance(event, DoneEvent | ErrorEvent):
            return events
    raise AssertionError(f"no done after {limit} messages: {events[-5:]}")


def accepted(ws: WebSocketTestSession) -> str:
    message = ws.receive_json()
    assert message["type"] == "accepted", message
    return str(message["answer_id"])


def types(events: Sequence[AnswerEvent]) -> list[str]:
    from vouch.answer.events import event_type

    return [event_type(e) for e in events]
