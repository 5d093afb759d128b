"""The same answer events over HTTP: POST to start, server-sent events to read, Last-Event-ID to resume."""

from __future__ import annotations

import json

from tests.answer.fakes import PESTS, TRACE, UNSUPPORTED, ScriptedDrafter
from tests.answer.harness import app_client, build_hub, types
from tests.answer.invariants import assert_well_formed
from tests.conftest import Tokens, auth
from vouch.answer.events import AnswerEvent, DoneEvent, StubEvent, decode_event
from vouch.services import Services
from vouch.settings import Settings

BODY = {
    "request_id": "r7",
    "surface": "letter_draft",
    "collection": "property-claims",
    "instruction": "Explain the cover for mice and trace and access.",
}


def parse_sse(body: str) -> list[tuple[str | None, str | None, str]]:
    """(id, event, data) per message; comment-only blocks are skipped."""
    out = []
    for block in body.replace("\r\n", "\n").split("\n\n"):
        fields: dict[str, list[str]] = {}
        for line in block.splitlines():
            if not line or line.startswith(":"):
                continue
            name, _, value = line.partition(":")
            fields.setdefault(name, []).append(value[1:] if value.startswith(" ") else value)
        if "data" in fields:
            out.append((fields.get("id", [None])[0], fields.get("event", [None])[0], "\n".join(fields["data"])))
    return out


def events_of(body: str) -> list[AnswerEvent]:
    messages = parse_sse(body)
    events = [decode_event(data) for _, _, data in messages]
    for (sse_id, name, _), event in zip(messages, events, strict=True):
        assert sse_id == str(event.seq)
        assert name == types([event])[0]
    return events


def test_start_then_read_the_events_as_sse(settings: Settings, services: Services, tokens: Tokens) -> None:
    drafter = ScriptedDrafter(f"{PESTS} {UNSUPPORTED} {TRACE}")
    with app_client(settings, services, build_hub(settings, services, drafter)) as client:
        started = client.post("/api/answers", json=BODY, headers=auth(tokens.handler))
        assert started.status_code == 201, started.text
        answer_id = started.json()["answer_id"]
        assert started.json()["events"] == f"/api/answers/{answer_id}/events"
        assert started.json()["request_id"] == "r7"
        response = client.get(f"/api/answers/{answer_id}/events", headers=auth(tokens.handler))
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        events = events_of(response.text)
    assert_well_formed(events, answer_id)
    assert [e.sentence_id for e in events if isinstance(e, StubEvent)] == ["s2"]
    assert isinstance(events[-1], DoneEvent)


def test_last_event_id_resumes_after_that_event(settings: Settings, services: Services, tokens: Tokens) -> None:
    drafter = ScriptedDrafter(f"{PESTS} {TRACE}")
    with app_client(settings, services, build_hub(settings, services, drafter)) as client:
        answer_id = client.post("/api/answers", json=BODY, headers=auth(tokens.handler)).json()["answer_id"]
        url = f"/api/answers/{answer_id}/events"
        everything = events_of(client.get(url, headers=auth(tokens.handler)).text)
        resumed = events_of(client.get(url, headers={**auth(tokens.handler), "Last-Event-ID": "5"}).text)
        by_query = events_of(client.get(f"{url}?last_seq=5", headers=auth(tokens.handler)).text)
    assert resumed == everything[5:] == by_query
    assert resumed[0].seq == 6


def test_access_rules_over_http(settings: Settings, services: Services, tokens: Tokens) -> None:
    with app_client(settings, services, build_hub(settings, services, ScriptedDrafter(PESTS))) as client:
        foreign = {**BODY, "collection": "motor-claims"}
        assert client.post("/api/answers", json=foreign, headers=auth(tokens.handler)).status_code == 403
        assert (
            client.post("/api/answers", json={**BODY, "collection": "nope"}, headers=auth(tokens.handler)).status_code
            == 403
        )
        assert client.post("/api/answers", json=BODY, headers=auth(tokens.compliance)).status_code == 403
        assert client.post("/api/answers", json=BODY).status_code == 401
        bad = client.post("/api/answers", json={**BODY, "surface": "tweet"}, headers=auth(tokens.handler))
        assert bad.status_code == 400 and "letter_draft" in bad.text
        answer_id = client.post("/api/answers", json=BODY, headers=auth(tokens.handler)).json()["answer_id"]
        # Someone else's answer does not exist for them, and cannot be cancelled by them.
        assert client.get(f"/api/answers/{answer_id}/events", headers=auth(tokens.lead)).status_code == 404
        assert client.post(f"/api/answers/{answer_id}/cancel", headers=auth(tokens.lead)).status_code == 404
        client.get(f"/api/answers/{answer_id}/events", headers=auth(tokens.handler))
        finished = client.post(f"/api/answers/{answer_id}/cancel", headers=auth(tokens.handler))
        assert finished.status_code == 202
        assert json.loads(finished.text) == {"answer_id": answer_id, "cancelled": False}
