"""High stakes through rq for real: a real Redis, real ``vouch worker`` processes, the app's socket.

Faults: a worker killed mid-job, a job that times out, Redis stopped mid-answer, a slow checker. In every case
nothing renders clean that was not checked, ``done`` lists what is unresolved, and the server keeps serving.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus

from tests.answer.fakes import NEAR_TRACE, NOTIFY, PESTS, TRACE, UNSUPPORTED, ScriptedDrafter, SubstringVerifier
from tests.answer.harness import accepted, app_client, draft_message, read_until_done
from tests.answer.invariants import assert_well_formed
from tests.conftest import Tokens, auth
from tests.jobs.rig import Rig, kill, make_rig, private_redis, stop
from tests.processes import wait_until
from vouch.answer.events import AnswerEvent, AttributionEvent, DoneEvent, RewriteEvent, StubEvent, decode_event
from vouch.services import Services
from vouch.verify.types import Support

pytestmark = pytest.mark.services


@pytest.fixture
def rig(redis_url: str, tmp_path: Path) -> Iterator[Rig]:
    made = make_rig(redis_url, tmp_path / "data")
    yield made
    made.clean()


def supports(events: list[AnswerEvent]) -> dict[str, Support]:
    return {e.sentence_id: e.support for e in events if isinstance(e, AttributionEvent)}


def done_of(events: list[AnswerEvent]) -> DoneEvent:
    assert isinstance(events[-1], DoneEvent), events[-1]
    return events[-1]


def test_letter_draft_is_checked_on_the_worker_with_stub_and_rewrite(
    rig: Rig, services: Services, tokens: Tokens, tmp_path: Path
) -> None:
    drafter = ScriptedDrafter(f"{PESTS} {UNSUPPORTED} {NEAR_TRACE}")
    hub = rig.hub(services, drafter)
    with (
        rig.worker(tmp_path / "worker.log"),
        app_client(rig.settings, services, hub) as client,
        client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws,
    ):
        ws.receive_json()
        ws.send_json(draft_message("letter_draft"))
        answer_id = accepted(ws)
        events = read_until_done(ws)
    assert_well_formed(events, answer_id)
    # The in-process verifier always fails: these verdicts came back from the worker through Redis.
    assert supports(events) == {"s1": Support.ENTAILED, "s2": Support.NONE, "s3": Support.NONE}
    assert [e.sentence_id for e in events if isinstance(e, StubEvent)] == ["s2"]
    assert [(e.sentence_id, e.text) for e in events if isinstance(e, RewriteEvent)] == [("s3", TRACE)]
    done = done_of(events)
    assert (done.label, done.unresolved) == ("partly_supported", ())


def test_resume_on_another_server_instance_reads_the_answer_from_redis(
    rig: Rig, services: Services, tokens: Tokens, tmp_path: Path
) -> None:
    drafter = ScriptedDrafter(f"{PESTS} {TRACE} {NOTIFY}", pause_s=0.05)
    with (
        rig.worker(tmp_path / "worker.log"),
        app_client(rig.settings, services, rig.hub(services, drafter)) as first,
        app_client(rig.settings, services, rig.hub(services, ScriptedDrafter(""))) as second,
    ):
        with first.websocket_connect("/ws", headers=auth(tokens.handler)) as ws:
            ws.receive_json()
            ws.send_json(draft_message("letter_draft"))
            answer_id = accepted(ws)
            before = [decode_event(ws.receive_text()) for _ in range(6)]
        # The second app has its own memory: it can only serve this answer from the Redis stream.
        with second.websocket_connect("/ws", headers=auth(tokens.handler)) as ws:
            ws.receive_json()
            ws.send_json({"type": "resume", "answer_id": answer_id, "last_seq": before[-1].seq})
            after = read_until_done(ws)
        with second.websocket_connect("/ws", headers=auth(tokens.other_handler)) as ws:
            ws.receive_json()
            ws.send_json({"type": "resume", "answer_id": answer_id, "last_seq": 0})
            assert ws.receive_json()["code"] == "not_found"
    events = before + after
    assert_well_formed(events, answer_id)
    assert supports(events) == {"s1": Support.ENTAILED, "s2": Support.ENTAILED, "s3": Support.ENTAILED}
    assert done_of(events).label == "supported"


def test_a_worker_killed_mid_job_leaves_the_sentence_unverified_and_the_job_is_retried_once(
    rig: Rig, services: Services, tokens: Tokens, tmp_path: Path
) -> None:
    hub = rig.hub(services, ScriptedDrafter(PESTS), inline=SubstringVerifier(), timeout_s=4.0)
    with app_client(rig.settings, services, hub) as client:
        with (
            rig.worker(tmp_path / "slow.log", delay_s=60) as worker,
            client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws,
        ):
            ws.receive_json()
            ws.send_json(draft_message("letter_draft"))
            answer_id = accepted(ws)
            wait_until(lambda: bool(rig.started_jobs()), 20, "the worker to start the job")
            (job_id,) = rig.started_jobs()
            kill(worker)
            started = time.monotonic()
            events = read_until_done(ws)
            waited = time.monotonic() - started
        assert_well_formed(events, answer_id)
        assert supports(events) == {"s1": Support.UNVERIFIED}
        assert not any(isinstance(e, StubEvent | RewriteEvent) for e in events)
        done = done_of(events)
        assert (done.label, done.unresolved) == ("unverified", ("s1",))  # insert stays blocked
        assert waited < 6, "the deadline, not the dead worker, decides how long a sentence waits"

        # The server keeps serving: lower stakes check in-process.
        with client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws:
            ws.receive_json()
            ws.send_json(draft_message("internal_summary"))
            accepted(ws)
            assert done_of(read_until_done(ws)).label == "supported"

    # rq's abandoned-job cleanup (what a live worker's maintenance does once the dead one's heartbeat expires)
    # retries the job once; a healthy worker then runs it.
    registry = rig.rq_queue().started_job_registry
    job = Job.fetch(job_id, connection=rig.redis())
    assert job.retries_left == 1
    registry.cleanup(timestamp=time.time() + 3600)
    job = Job.fetch(job_id, connection=rig.redis())
    assert (job.get_status(), job.retries_left) == (JobStatus.QUEUED, 0)
    with rig.worker(tmp_path / "healthy.log"):
        wait_until(lambda: _finished(job_id, rig), 30, "the retried job to run")


def _finished(job_id: str, rig: Rig) -> bool:
    try:
        return Job.fetch(job_id, connection=rig.redis()).get_status() == JobStatus.FINISHED
    except NoSuchJobError:
        return True  # result_ttl=0: a finished job is deleted at once


def test_a_job_that_times_out_is_retried_once_then_the_sentence_is_unverified(
    rig: Rig, services: Services, tokens: Tokens, tmp_path: Path
) -> None:
    hub = rig.hub(services, ScriptedDrafter(PESTS), timeout_s=4.0, job_timeout_s=1.0)
    with rig.worker(tmp_path / "worker.log", delay_s=5) as worker, app_client(rig.settings, services, hub) as client:
        with client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws:
            ws.receive_json()
            ws.send_json(draft_message("letter_draft"))
            answer_id = accepted(ws)
            events = read_until_done(ws)
        failed = rig.rq_queue().failed_job_registry
        wait_until(lambda: len(failed.get_job_ids()) == 1, 10, "the job to fail for good")
        job = Job.fetch(failed.get_job_ids()[0], connection=rig.redis())
        assert job.retries_left == 0, "retried once before failing"
        assert "JobTimeoutException" in (job.exc_info or "")
        assert worker.poll() is None, "a job timeout does not take the worker down"
    assert_well_formed(events, answer_id)
    assert supports(events) == {"s1": Support.UNVERIFIED}
    assert done_of(events).unresolved == ("s1",)


def test_a_slow_checker_resolves_unverified_not_clean(
    rig: Rig, services: Services, tokens: Tokens, tmp_path: Path
) -> None:
    hub = rig.hub(services, ScriptedDrafter(f"{PESTS} {TRACE}"), timeout_s=1.0)
    with (
        rig.worker(tmp_path / "worker.log", delay_s=2.5),
        app_client(rig.settings, services, hub) as client,
        client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws,
    ):
        ws.receive_json()
        ws.send_json(draft_message("letter_draft"))
        answer_id = accepted(ws)
        events = read_until_done(ws)
    assert_well_formed(events, answer_id)
    assert set(supports(events).values()) == {Support.UNVERIFIED}
    done = done_of(events)
    assert (done.label, done.unresolved) == ("unverified", ("s1", "s2"))


def test_redis_stopped_mid_answer_leaves_sentences_unverified_and_the_server_serving(
    redis_url: str, services: Services, tokens: Tokens, tmp_path: Path
) -> None:
    # ``redis_url`` only gates this test like the others (the test run provides Redis); it stops a private one.
    with private_redis(tmp_path) as (url, redis_process):
        rig = make_rig(url, tmp_path / "data")
        services.settings = rig.settings  # /health reports on this Redis too
        drafter = ScriptedDrafter(f"{PESTS} {TRACE} {NOTIFY}", pause_s=0.1)
        hub = rig.hub(services, drafter, inline=SubstringVerifier(), timeout_s=5.0)
        with rig.worker(tmp_path / "worker.log", delay_s=1.0), app_client(rig.settings, services, hub) as client:
            with client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws:
                ws.receive_json()
                ws.send_json(draft_message("letter_draft"))
                answer_id = accepted(ws)
                events: list[AnswerEvent] = []
                while not any(e.__struct_config__.tag == "sentence_end" for e in events):
                    events.append(decode_event(ws.receive_text()))
                stop(redis_process)  # the first sentence's job is on the worker right now
                started = time.monotonic()
                events += read_until_done(ws)
                assert time.monotonic() - started < 5, "a broken Redis is noticed, not waited out"
            assert_well_formed(events, answer_id)
            assert set(supports(events).values()) == {Support.UNVERIFIED}
            done = done_of(events)
            assert (done.label, done.unresolved) == ("unverified", ("s1", "s2", "s3"))

            # Still serving: health answers (and says Redis is down), other surfaces still check in-process,
            # and a new letter draft resolves unverified at once instead of hanging.
            health = client.get("/health")
            assert health.status_code == 503 and health.json()["parts"]["redis"]["state"] == "down"
            for surface, label in (("internal_summary", "supported"), ("letter_draft", "unverified")):
                with client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws:
                    ws.receive_json()
                    ws.send_json(draft_message(surface))
                    accepted(ws)
                    assert done_of(read_until_done(ws)).label == label
