"""Authorisation on an open stream, over a real socket: every message and every event is checked again.

The handshake's token check is not the last word: a token revoked while the socket is open closes it (4401,
with its reason), a withdrawn collection grant stops that answer's stream and refuses new drafts there, and
the SSE stream does the same. Each refusal has its allowed twin: the same steps before the change.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx
import pytest
from websockets.exceptions import ConnectionClosed

from tests.answer.fakes import PESTS, TRACE
from tests.answer.harness import build_hub, draft_message
from tests.audit.test_insert_gate import GatedDrafter
from tests.conftest import Tokens, auth
from tests.live import draft, live_server, receive, socket, until
from vouch.services import Services
from vouch.settings import Settings


@pytest.fixture
def gated(settings: Settings, services: Services) -> Iterator[tuple[str, GatedDrafter]]:
    drafter = GatedDrafter(f"{PESTS} {TRACE}", hold_after=1)  # one word out, then held
    with live_server(settings, services, build_hub(settings, services, drafter)) as base:
        yield base, drafter


def closed_with(ws: object) -> tuple[int, str]:
    """Read until the server closes the socket; its close code and reason."""
    try:
        while True:
            receive(ws)  # type: ignore[arg-type]
    except ConnectionClosed as closed:
        assert closed.rcvd is not None, "the socket closed without a close frame"
        return closed.rcvd.code, closed.rcvd.reason


def test_a_revoked_token_closes_the_open_socket_at_its_next_message(
    gated: tuple[str, GatedDrafter], tokens: Tokens, services: Services
) -> None:
    base, drafter = gated
    drafter.gate.set()
    with socket(base, tokens.handler) as ws:
        _, events = draft(ws, draft_message("letter_draft"))  # the twin: before revocation, drafts run
        assert events[-1]["type"] == "done"
        ws.send(json.dumps({"type": "ping"}))
        assert receive(ws)["type"] == "pong"
        services.users.revoke_tokens("hana")
        ws.send(json.dumps(draft_message("letter_draft")))
        code, reason = closed_with(ws)
    assert code == 4401 and "token revoked" in reason


def test_a_revoked_token_stops_an_answer_streaming_on_the_socket(
    gated: tuple[str, GatedDrafter], tokens: Tokens, services: Services
) -> None:
    base, drafter = gated
    with socket(base, tokens.handler) as ws:
        ws.send(json.dumps(draft_message("letter_draft")))
        assert receive(ws)["type"] == "accepted"
        assert receive(ws)["type"] == "text"  # streaming
        services.users.revoke_tokens("hana")
        drafter.gate.set()
        seen: list[str] = []
        try:
            while True:
                seen.append(receive(ws)["type"])
        except ConnectionClosed as closed:
            assert closed.rcvd is not None and closed.rcvd.code == 4401
    assert "done" not in seen and "attribution" not in seen  # no verdict (nor its quotes) after revocation


def test_a_withdrawn_grant_refuses_new_drafts_and_stops_the_stream(
    gated: tuple[str, GatedDrafter], tokens: Tokens, services: Services
) -> None:
    base, drafter = gated
    with socket(base, tokens.handler) as ws:
        ws.send(json.dumps(draft_message("letter_draft")))
        answer_id = receive(ws)["answer_id"]
        assert receive(ws)["type"] == "text"
        services.users.revoke("hana", "property-claims")
        drafter.gate.set()
        stopped = until(ws, "error", "done")[-1]
        assert stopped == {**stopped, "type": "error", "code": "forbidden", "answer_id": answer_id}
        assert "no longer have access" in stopped["message"]
        ws.send(json.dumps(draft_message("letter_draft")))
        refused = receive(ws)
        assert refused["type"] == "error" and refused["code"] == "forbidden"
        ws.send(json.dumps({"type": "ping"}))
        assert receive(ws)["type"] == "pong"  # the socket itself stays: the token is still good
        # The twin: granted again, drafting works on the same socket.
        services.users.grant("hana", "property-claims")
        _, events = draft(ws, draft_message("letter_draft"))
        assert events[-1]["type"] == "done"


def test_resume_past_the_end_names_the_last_seq(
    gated: tuple[str, GatedDrafter], tokens: Tokens, services: Services
) -> None:
    base, drafter = gated
    drafter.gate.set()
    with socket(base, tokens.handler) as ws:
        answer_id, events = draft(ws, draft_message("letter_draft"))
        last = events[-1]["seq"]
        ws.send(json.dumps({"type": "resume", "answer_id": answer_id, "last_seq": last + 5}))
        error = receive(ws)
        assert (error["type"], error["code"], error["last_seq"]) == ("error", "resume_past_end", last)
        assert f"up to seq {last}" in error["message"]
        # The twin: a resume from inside the answer replays the rest.
        ws.send(json.dumps({"type": "resume", "answer_id": answer_id, "last_seq": last - 1}))
        assert receive(ws) == events[-1]
    sse = httpx.get(
        f"{base}/api/answers/{answer_id}/events", params={"last_seq": last + 1}, headers=auth(tokens.handler)
    )
    assert sse.status_code == 409 and sse.json()["extra"]["last_seq"] == last


def test_the_sse_stream_ends_with_an_error_when_the_token_is_revoked(
    gated: tuple[str, GatedDrafter], tokens: Tokens, services: Services
) -> None:
    base, drafter = gated
    started = httpx.post(f"{base}/api/answers", json=draft_message("letter_draft"), headers=auth(tokens.handler))
    assert started.status_code == 201, started.text
    url = f"{base}{started.json()['events']}"
    with httpx.stream("GET", url, headers=auth(tokens.handler), timeout=30) as stream:
        lines = stream.iter_lines()
        assert next(line for line in lines if line.startswith("event:")) == "event: text"
        services.users.revoke_tokens("hana")
        drafter.gate.set()
        rest = list(lines)
    events = [line for line in rest if line.startswith("event:")]
    assert events[-1] == "event: error" and "event: done" not in events
    data = json.loads([line for line in rest if line.startswith("data:")][-1][5:])
    assert data["code"] == "unauthorized"


def test_the_sse_stream_runs_to_done_while_the_token_holds(gated: tuple[str, GatedDrafter], tokens: Tokens) -> None:
    base, drafter = gated
    drafter.gate.set()
    started = httpx.post(f"{base}/api/answers", json=draft_message("letter_draft"), headers=auth(tokens.handler))
    with httpx.stream("GET", f"{base}{started.json()['events']}", headers=auth(tokens.handler), timeout=30) as stream:
        events = [line for line in stream.iter_lines() if line.startswith("event:")]
    assert events[-1] == "event: done"
