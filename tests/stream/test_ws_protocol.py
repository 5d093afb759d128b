"""The answer protocol on the WebSocket, with the Litestar test client and deterministic parts."""

from __future__ import annotations

import json

import pytest

from tests.answer.fakes import NOTIFY, PASSAGES, PESTS, TRACE, UNSUPPORTED, ScriptedDrafter
from tests.answer.harness import accepted, app_client, build_hub, draft_message, read_until_done
from tests.answer.invariants import assert_well_formed
from tests.conftest import Tokens, auth
from vouch.answer.events import (
    AnswerEvent,
    AttributionEvent,
    ConfirmEvent,
    DoneEvent,
    ErrorEvent,
    StubEvent,
    TextEvent,
    decode_event,
)
from vouch.services import Services
from vouch.settings import Settings


def test_letter_draft_streams_checks_and_stubs_the_unsupported_sentence(
    settings: Settings, services: Services, tokens: Tokens
) -> None:
    drafter = ScriptedDrafter(f"{PESTS} {UNSUPPORTED} {TRACE}")
    with (
        app_client(settings, services, build_hub(settings, services, drafter)) as client,
        client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws,
    ):
        assert ws.receive_json()["type"] == "ready"
        ws.send_json(draft_message("letter_draft"))
        answer_id = accepted(ws)
        events = read_until_done(ws)
    assert_well_formed(events, answer_id)
    supports = {e.sentence_id: e.support for e in events if isinstance(e, AttributionEvent)}
    assert supports == {"s1": "entailed", "s2": "none", "s3": "entailed"}
    stubs = [e for e in events if isinstance(e, StubEvent)]
    assert [(s.sentence_id, s.text) for s in stubs] == [("s2", "1 sentence removed: not found in your documents")]
    done = events[-1]
    assert isinstance(done, DoneEvent)
    assert done.label == "partly_supported"
    assert done.unresolved == ()
    assert "".join(e.delta for e in events if isinstance(e, TextEvent)) == drafter.text


def test_policy_lookup_refusal_over_the_socket(settings: Settings, services: Services, tokens: Tokens) -> None:
    drafter = ScriptedDrafter(f"{UNSUPPORTED} The sky is green today. {NOTIFY}")
    with (
        app_client(settings, services, build_hub(settings, services, drafter)) as client,
        client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws,
    ):
        ws.receive_json()
        ws.send_json(draft_message("policy_lookup"))
        answer_id = accepted(ws)
        events = read_until_done(ws)
    assert_well_formed(events, answer_id)
    done = events[-1]
    assert isinstance(done, DoneEvent)
    assert done.label == "refused"
    # A refusal lists the passages searched: those retrieved for the answer, which the draft was checked against.
    assert sorted(s.address for s in done.searched) == sorted(p.address for p in PASSAGES)


def test_resume_after_a_disconnect_replays_what_was_missed_then_follows_live(
    settings: Settings, services: Services, tokens: Tokens
) -> None:
    drafter = ScriptedDrafter(f"{PESTS} {TRACE} {NOTIFY}", pause_s=0.02)
    with (
        app_client(settings, services, build_hub(settings, services, drafter)) as client,
        client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws,
    ):
        ws.receive_json()
        ws.send_json(draft_message("letter_draft"))
        answer_id = accepted(ws)
        before: list[AnswerEvent] = []
        while len(before) < 12:
            before.append(decode_event(ws.receive_text()))
        # The socket is gone; the answer goes on. A new socket picks up after the last seq it saw.
        with client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws:
            ws.receive_json()
            ws.send_json({"type": "resume", "answer_id": answer_id, "last_seq": before[-1].seq})
            after = read_until_done(ws)
            # Resuming again from the start replays the whole answer.
            ws.send_json({"type": "resume", "answer_id": answer_id, "last_seq": 0})
            replay = read_until_done(ws)
    assert after[0].seq == before[-1].seq + 1
    assert_well_formed(before + after, answer_id)
    assert replay == before + after
    assert "".join(e.delta for e in replay if isinstance(e, TextEvent)) == drafter.text


def test_only_the_owner_may_resume_or_cancel(settings: Settings, services: Services, tokens: Tokens) -> None:
    services.users.grant("otto", "property-claims")
    with (
        app_client(settings, services, build_hub(settings, services, ScriptedDrafter(PESTS))) as client,
        client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws,
    ):
        ws.receive_json()
        ws.send_json(draft_message("letter_draft"))
        answer_id = accepted(ws)
        read_until_done(ws)
        with client.websocket_connect("/ws", headers=auth(tokens.other_handler)) as ws:
            ws.receive_json()
            for message in (
                {"type": "resume", "answer_id": answer_id, "last_seq": 0},
                {"type": "cancel", "answer_id": answer_id},
                {"type": "resume", "answer_id": "a_unknown", "last_seq": 0},
            ):
                ws.send_json(message)
                reply = ws.receive_json()
                assert (reply["type"], reply["code"]) == ("error", "not_found"), reply


def test_cancel_stops_the_answer_with_a_cancelled_error(settings: Settings, services: Services, tokens: Tokens) -> None:
    drafter = ScriptedDrafter(f"{PESTS} {TRACE} {NOTIFY} {PESTS} {TRACE}", pause_s=0.05)
    with (
        app_client(settings, services, build_hub(settings, services, drafter)) as client,
        client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws,
    ):
        ws.receive_json()
        ws.send_json(draft_message("letter_draft"))
        answer_id = accepted(ws)
        first = decode_event(ws.receive_text())
        ws.send_json({"type": "cancel", "answer_id": answer_id})
        events = [first, *read_until_done(ws)]
    assert_well_formed(events, answer_id)
    last = events[-1]
    assert isinstance(last, ErrorEvent) and last.code == "cancelled"


def test_two_answers_stream_on_one_socket(settings: Settings, services: Services, tokens: Tokens) -> None:
    drafter = ScriptedDrafter(f"{PESTS} {UNSUPPORTED}", pause_s=0.01)
    with (
        app_client(settings, services, build_hub(settings, services, drafter)) as client,
        client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws,
    ):
        ws.receive_json()
        ws.send_json(draft_message("letter_draft", request_id="one"))
        ws.send_json(draft_message("internal_summary", request_id="two"))
        by_answer: dict[str, list[AnswerEvent]] = {}
        finished: set[str] = set()
        while len(finished) < 2:
            raw = ws.receive_json()
            if raw["type"] == "accepted":
                by_answer[raw["answer_id"]] = []
                continue
            event = decode_event(json.dumps(raw))
            by_answer[event.answer_id].append(event)
            if isinstance(event, DoneEvent | ErrorEvent):
                finished.add(event.answer_id)
    labels = set()
    for answer_id, events in by_answer.items():
        assert_well_formed(events, answer_id)
        labels.add((any(isinstance(e, StubEvent) for e in events), events[-1].label))  # type: ignore[union-attr]
    assert labels == {(True, "partly_supported"), (False, "partly_supported")}


@pytest.mark.parametrize(
    ("message", "code"),
    [
        (draft_message("email"), "bad_request"),
        (draft_message("letter_draft", instruction=""), "bad_request"),
        (draft_message("letter_draft", reask_of={"answer_id": "../../etc"}), "bad_request"),
        (draft_message("letter_draft", claim_ref=["HM-1"]), "bad_request"),
        ({"type": "resume", "last_seq": 0}, "bad_request"),
        ({"type": "resume", "answer_id": "a_x", "last_seq": -1}, "bad_request"),
        ({"type": "teleport"}, "unsupported"),
        ([1, 2], "bad_message"),
    ],
)
def test_messages_that_cannot_be_acted_on_get_an_error(
    settings: Settings, services: Services, tokens: Tokens, message: object, code: str
) -> None:
    with (
        app_client(settings, services, build_hub(settings, services)) as client,
        client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws,
    ):
        ws.receive_json()
        ws.send_json(message)
        reply = ws.receive_json()
        assert (reply["type"], reply["code"]) == ("error", code), reply
        ws.send_json({"type": "ping"})
        assert ws.receive_json() == {"type": "pong"}


def test_check_mode_over_the_socket(settings: Settings, services: Services, tokens: Tokens) -> None:
    with (
        app_client(settings, services, build_hub(settings, services)) as client,
        client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws,
    ):
        ws.receive_json()
        ws.send_json(draft_message("letter_draft", instruction="", text=f"{UNSUPPORTED} {TRACE}"))
        answer_id = accepted(ws)
        events = read_until_done(ws)
    assert_well_formed(events, answer_id)
    done = events[-1]
    assert isinstance(done, DoneEvent)
    # The handler's own unsupported sentence is never kept as checked. Check mode judges by the bands measured
    # on handlers' letters (policy.LETTER_CHECK_BANDS): there the score settles nothing on its own, so the
    # sentence waits beside its best passage for the handler to confirm or remove it, and blocks insert.
    assert next(e.sentence_id for e in events if isinstance(e, ConfirmEvent)) == "s1"
    assert "s1" in done.to_confirm and "s1" in done.unresolved
    assert not [e for e in events if isinstance(e, StubEvent)]
