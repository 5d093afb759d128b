"""Answer events kept for resume, and the answer settings."""

from __future__ import annotations

import asyncio

import pytest

from vouch.answer.events import AnswerEvent, DoneEvent, TextEvent
from vouch.answer.settings import AnswerSettings, AnswerSettingsError
from vouch.answer.store import AnswerLog, AnswerMeta, MemoryAnswerStore
from vouch.policy import AnswerLabel, Surface

META = AnswerMeta("a_1", 7, "property-claims", Surface.LETTER_DRAFT, "r1")


def text(seq: int) -> TextEvent:
    return TextEvent(answer_id="a_1", seq=seq, sentence_id="s1", delta=f"w{seq} ")


def done(seq: int) -> DoneEvent:
    return DoneEvent(answer_id="a_1", seq=seq, label=AnswerLabel.SUPPORTED, unresolved=(), searched=())


def test_followers_get_what_they_missed_then_live_events_then_stop_at_done() -> None:
    async def scenario() -> tuple[list[AnswerEvent], list[AnswerEvent]]:
        log = AnswerLog(META)
        log.append(text(1))
        log.append(text(2))

        async def read(after: int) -> list[AnswerEvent]:
            return [e async for e in log.follow(after)]

        early, late = asyncio.create_task(read(0)), asyncio.create_task(read(2))
        await asyncio.sleep(0.01)
        log.append(text(3))
        await asyncio.sleep(0.01)
        log.append(done(4))
        return await early, await late

    early, late = asyncio.run(scenario())
    assert [e.seq for e in early] == [1, 2, 3, 4]
    assert [e.seq for e in late] == [3, 4]


def test_the_log_refuses_gaps_and_anything_after_the_end() -> None:
    log = AnswerLog(META)
    with pytest.raises(ValueError, match="out of order"):
        log.append(text(2))
    log.append(done(1))
    with pytest.raises(RuntimeError, match="finished"):
        log.append(text(2))


def test_finished_answers_are_forgotten_after_the_retention() -> None:
    store = MemoryAnswerStore(retention_s=60)
    running, finished = AnswerLog(META), AnswerLog(AnswerMeta("a_2", 7, "c", Surface.POLICY_LOOKUP, None))
    store.add(running)
    store.add(finished)
    finished.events.append(done(1))
    finished.finished_at = 100.0
    assert store.evict(now=150.0) == 0
    assert store.evict(now=161.0) == 1
    assert store.get("a_2") is None and store.get("a_1") is running


def test_answer_settings_from_the_environment() -> None:
    defaults = AnswerSettings.from_env({})
    assert (defaults.verify_timeout_s, defaults.effective_job_timeout_s, defaults.retention_s) == (10.0, 15.0, 900.0)
    assert set(defaults.thresholds.values()) == {0.8}
    configured = AnswerSettings.from_env(
        {"VOUCH_VERIFY_TIMEOUT_S": "2.5", "VOUCH_THRESHOLD_POLICY_LOOKUP": "0.7", "VOUCH_VERIFY_JOB_TIMEOUT_S": "4"}
    )
    assert configured.verify_timeout_s == 2.5 and configured.effective_job_timeout_s == 4.0
    assert configured.thresholds[Surface.POLICY_LOOKUP] == 0.7
    with pytest.raises(AnswerSettingsError, match="VOUCH_THRESHOLD_LETTER_DRAFT"):
        AnswerSettings.from_env({"VOUCH_THRESHOLD_LETTER_DRAFT": "1.5"})
    with pytest.raises(AnswerSettingsError, match="VOUCH_VERIFY_TIMEOUT_S"):
        AnswerSettings.from_env({"VOUCH_VERIFY_TIMEOUT_S": "soon"})
