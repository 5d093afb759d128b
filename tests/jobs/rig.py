"""What the end-to-end job tests run on: real ``vouch worker`` processes, a private Redis when a test must
stop one, and an app whose high-stakes checks go through rq."""

from __future__ import annotations

import os
import signal
import subprocess
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from redis import Redis
from rq import Queue, Worker

from tests.answer.fakes import FailingVerifier, ListRetriever, ScriptedDrafter
from tests.conftest import free_port
from tests.processes import vouch_process, wait_until
from vouch.answer.adapters import punctuation_segment
from vouch.answer.checking import Verifier
from vouch.answer.hub import AnswerHub
from vouch.answer.settings import AnswerSettings
from vouch.draft.base import Drafter
from vouch.jobs.functions import TEST_JOB_DELAY_ENV
from vouch.services import Services
from vouch.settings import Settings

FAKE_VERIFIER = "tests.answer.fakes:SubstringVerifier"


@dataclass(frozen=True)
class Rig:
    redis_url: str
    queue: str
    settings: Settings

    def redis(self) -> Redis[bytes]:
        return Redis.from_url(self.redis_url)

    def rq_queue(self) -> Queue:
        return Queue(self.queue, connection=self.redis())

    def worker_env(self, delay_s: float = 0.0) -> dict[str, str]:
        env = {
            "VOUCH_REDIS_URL": self.redis_url,
            "VOUCH_VERIFY_QUEUE": self.queue,
            "VOUCH_VERIFIER_FACTORY": FAKE_VERIFIER,
            "VOUCH_DATA_DIR": str(self.settings.data_dir),
            "VOUCH_LOG_LEVEL": "WARNING",
        }
        if delay_s:
            env[TEST_JOB_DELAY_ENV] = str(delay_s)  # TEST-ONLY fault injector: a slow checker
        return env

    def workers(self) -> int:
        return len(Worker.all(queue=self.rq_queue()))

    @contextmanager
    def worker(self, log: Path, delay_s: float = 0.0) -> Iterator[subprocess.Popen[str]]:
        with vouch_process(["worker"], self.worker_env(delay_s), log) as process:
            before = self.workers()
            wait_until(lambda: self.workers() > before or process.poll() is not None, 60, "the worker to register")
            assert process.poll() is None, log.read_text()
            yield process

    def clean(self) -> None:
        """Drop what this test's queue left in the shared Redis: its registries and its jobs."""
        redis = self.redis()
        queue = self.rq_queue()
        jobs = {
            *queue.get_job_ids(),
            *queue.failed_job_registry.get_job_ids(),
            *queue.started_job_registry.get_job_ids(),
        }
        for job_id in jobs:
            redis.delete(f"rq:job:{job_id}", f"rq:results:{job_id}")
        for key in redis.scan_iter(match=f"rq:*{self.queue}*"):
            redis.delete(key)
        redis.srem("rq:queues", queue.key)

    def started_jobs(self) -> list[str]:
        return [str(job_id) for job_id in self.rq_queue().started_job_registry.get_job_ids()]

    def hub(
        self,
        services: Services,
        drafter: Drafter,
        *,
        inline: Verifier | None = None,
        timeout_s: float = 5.0,
        job_timeout_s: float | None = None,
    ) -> AnswerHub:
        """High stakes go to the workers. The in-process verifier fails by default, so an entailed mark in a
        letter draft can only have come from a worker."""
        return AnswerHub.build(
            self.settings,
            services,
            AnswerSettings(verify_timeout_s=timeout_s, job_timeout_s=job_timeout_s),
            retriever=ListRetriever(),
            drafter=drafter or ScriptedDrafter(""),
            verifier=inline or FailingVerifier(),
            segment=punctuation_segment,
        )


def make_rig(redis_url: str, data_dir: Path) -> Rig:
    queue = f"vouch-verify-test-{uuid.uuid4().hex[:8]}"  # each test has its own queue on the shared Redis
    settings = Settings(data_dir=data_dir, redis_url=redis_url, verify_queue=queue)
    return Rig(redis_url, queue, settings)


def kill(process: subprocess.Popen[str]) -> None:
    """SIGKILL: no cleanup, no goodbye to rq; the job it was running is abandoned mid-way."""
    os.kill(process.pid, signal.SIGKILL)
    process.wait(timeout=10)


@contextmanager
def private_redis(workdir: Path) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """A redis-server of this test's own on a free port, so stopping it does not touch the shared one."""
    port = free_port()
    process = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
         "--dir", str(workdir)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    url = f"redis://127.0.0.1:{port}/0"

    def answers() -> bool:
        try:
            return bool(Redis.from_url(url, socket_connect_timeout=0.2).ping())
        except Exception:
            return False

    try:
        wait_until(answers, 20, f"redis-server on port {port}")
        yield url, process
    finally:
        if process.poll() is None:
            process.terminate()
            process.wait(timeout=10)


def stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    process.wait(timeout=10)
    time.sleep(0.1)
