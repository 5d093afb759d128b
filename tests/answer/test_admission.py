"""At most N answers draft at once; the rest wait in arrival order, told how many are ahead, and can be cancelled
while they wait."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from litestar.testing.websocket_test_session import WebSocketTestSession

from tests.answer.fakes import PESTS, ScriptedDrafter
from tests.answer.harness import app_client, build_hub, draft_message
from tests.answer.invariants import assert_well_formed
from tests.conftest import Tokens, auth
from vouch.answer.admission import Admission, TooManyAnswers
from vouch.answer.events import AnswerEvent, DoneEvent, ErrorEvent, QueuedEvent, TextEvent, decode_event
from vouch.answer.hub import AnswerHub
from vouch.answer.settings import AnswerSettings
from vouch.services import Services
from vouch.settings import Settings


def test_admission_lets_in_up_to_the_limit_then_first_come_first_served() -> None:
    async def scenario() -> list[str]:
        admission = Admission(2)
        order: list[str] = []
        places: dict[str, list[int]] = {}

        async def answer(name: str, hold: asyncio.Event) -> None:
            await admission.enter(lambda ahead: places.setdefault(name, []).append(ahead))
            order.append(name)
            try:
                await hold.wait()
            finally:
                admission.leave()

        holds = {name: asyncio.Event() for name in "abcde"}
        tasks = {name: asyncio.create_task(answer(name, holds[name])) for name in "abcde"}
        await asyncio.sleep(0)
        assert order == ["a", "b"] and admission.waiting == 3
        assert places == {"c": [0], "d": [1], "e": [2]}
        tasks["d"].cancel()  # gave up while waiting: leaves the queue, the others move up
        await asyncio.sleep(0)
        assert places["e"] == [2, 1]
        holds["a"].set()
        await asyncio.sleep(0.01)
        assert order == ["a", "b", "c"] and places["e"] == [2, 1, 0]
        for name in "bce":
            holds[name].set()
        await asyncio.gather(*(t for n, t in tasks.items() if n != "d"))
        assert admission.active == 0 and admission.waiting == 0
        return order

    assert asyncio.run(scenario()) == ["a", "b", "c", "e"]


def test_a_limit_below_one_is_refused() -> None:
    with pytest.raises(ValueError, match="at least one"):
        Admission(0)


@contextmanager
def two_answers_one_at_a_time(
    settings: Settings, services: Services, tokens: Tokens, drafter: ScriptedDrafter
) -> Iterator[tuple[WebSocketTestSession, AnswerHub]]:
    """A server that drafts one answer at a time, with answers "first" and "second" asked on one socket."""
    limited = AnswerSettings(verify_timeout_s=5.0, max_active_answers=1)
    hub = build_hub(settings, services, drafter, answer_settings=limited)
    with (
        app_client(settings, services, hub) as client,
        client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws,
    ):
        ws.receive_json()
        ws.send_json(draft_message("letter_draft", request_id="first"))
        ws.send_json(draft_message("letter_draft", request_id="second"))
        yield ws, hub


def test_over_the_limit_an_answer_is_queued_then_streams_in_turn(
    settings: Settings, services: Services, tokens: Tokens
) -> None:
    drafter = ScriptedDrafter(f"{PESTS} {PESTS}", pause_s=0.02)
    with two_answers_one_at_a_time(settings, services, tokens, drafter) as (ws, _hub):
        ids: dict[str, str] = {}
        arrival: list[tuple[str, AnswerEvent]] = []
        finished: set[str] = set()
        while len(finished) < 2:
            raw = ws.receive_json()
            if raw["type"] == "accepted":
                ids[raw["request_id"]] = raw["answer_id"]
                continue
            event = decode_event(json.dumps(raw))
            arrival.append((event.answer_id, event))
            if isinstance(event, DoneEvent | ErrorEvent):
                finished.add(event.answer_id)
    first, second = ids["first"], ids["second"]
    second_events = [e for a, e in arrival if a == second]
    assert isinstance(second_events[0], QueuedEvent) and second_events[0].ahead == 0
    assert not any(isinstance(e, QueuedEvent) for a, e in arrival if a == first)
    # The second drafts only once the first has finished: its first text comes after the first's done.
    first_done = next(i for i, (a, e) in enumerate(arrival) if a == first and isinstance(e, DoneEvent))
    second_text = next(i for i, (a, e) in enumerate(arrival) if a == second and isinstance(e, TextEvent))
    assert first_done < second_text
    assert_well_formed([e for a, e in arrival if a == first], first)
    assert_well_formed(second_events, second)
    assert isinstance(second_events[-1], DoneEvent) and second_events[-1].label == "supported"


def test_an_answer_cancelled_while_queued_ends_cancelled_and_never_drafts(
    settings: Settings, services: Services, tokens: Tokens
) -> None:
    drafter = ScriptedDrafter(f"{PESTS} {PESTS} {PESTS}", pause_s=0.05)
    with two_answers_one_at_a_time(settings, services, tokens, drafter) as (ws, hub):
        ids: dict[str, str] = {}
        second_events: list[AnswerEvent] = []
        first_over = False
        # Until the first answer is over too: it asks the drafter only once it has planned its draft.
        while not (first_over and second_events and isinstance(second_events[-1], ErrorEvent)):
            raw = ws.receive_json()
            if raw["type"] == "accepted":
                ids[raw["request_id"]] = raw["answer_id"]
                continue
            if raw.get("answer_id") == ids.get("first") and raw["type"] in ("done", "error"):
                first_over = True
            if raw.get("answer_id") == ids.get("second"):
                event = decode_event(json.dumps(raw))
                second_events.append(event)
                if isinstance(event, QueuedEvent):
                    ws.send_json({"type": "cancel", "answer_id": ids["second"]})
    assert [type(e).__name__ for e in second_events] == ["QueuedEvent", "ErrorEvent"]
    assert isinstance(second_events[-1], ErrorEvent) and second_events[-1].code == "cancelled"
    assert len(drafter.requests) == 1  # only the first answer ever asked the drafter
    assert hub.admission is not None and hub.admission.waiting == 0


def test_each_user_gets_a_fair_share_of_the_running_answers() -> None:
    """hana's burst runs two at a time; otto, arriving after it, starts at once instead of waiting behind it."""

    async def scenario() -> list[str]:
        admission = Admission(4, per_user_running=2, per_user_queued=3)
        order: list[str] = []
        holds: dict[str, asyncio.Event] = {}

        async def answer(name: str, owner: str) -> None:
            holds[name] = asyncio.Event()
            await admission.enter(lambda ahead: None, owner)
            order.append(name)
            try:
                await holds[name].wait()
            finally:
                admission.leave(owner)

        tasks = [asyncio.create_task(answer(f"hana{i}", "hana")) for i in range(5)]
        await asyncio.sleep(0)
        assert order == ["hana0", "hana1"] and admission.waiting == 3  # two run, three wait their turn
        with pytest.raises(TooManyAnswers, match="3 answers waiting"):
            await admission.enter(lambda ahead: None, "hana")  # a sixth: refused at once, not queued
        tasks.append(asyncio.create_task(answer("otto0", "otto")))
        await asyncio.sleep(0)
        assert order[-1] == "otto0"  # the twin: another user is under their share, and a slot is free
        holds["hana0"].set()
        await asyncio.sleep(0.01)
        assert order[-1] == "hana2"  # hana's next starts as one of hers finishes
        for hold in holds.values():
            hold.set()
        while admission.active or admission.waiting:
            for hold in holds.values():
                hold.set()
            await asyncio.sleep(0.01)
        await asyncio.gather(*tasks)
        return order

    assert sorted(asyncio.run(scenario())) == sorted([f"hana{i}" for i in range(5)] + ["otto0"])


def test_an_answer_over_the_users_queue_share_ends_too_many_answers_on_the_socket(
    settings: Settings, services: Services, tokens: Tokens
) -> None:
    from tests.audit.test_insert_gate import GatedDrafter
    from tests.live import live_server, receive, socket

    drafter = GatedDrafter(PESTS, hold_after=1)
    options = AnswerSettings(verify_timeout_s=5.0, max_active_answers=4, max_running_per_user=1, max_queued_per_user=1)
    hub = build_hub(settings, services, drafter, answer_settings=options)
    with live_server(settings, services, hub) as base, socket(base, tokens.handler) as ws:
        kinds = []
        for _ in range(3):
            ws.send(json.dumps(draft_message("letter_draft")))
            assert receive(ws)["type"] == "accepted"
            kinds.append(receive(ws))
        # The first runs, the second waits (queued), the third is refused with the reason.
        assert [k["type"] for k in kinds] == ["text", "queued", "error"], kinds
        assert kinds[2]["code"] == "too_many_answers" and "waiting" in kinds[2]["message"]
        drafter.gate.set()
