"""``vouch worker``: an rq worker that takes verification jobs from Redis.

It is a ``SimpleWorker``: jobs run in the worker process itself, where the checker model is loaded once at
start, instead of in a process forked per job (a fork would add its own latency to every sentence, and torch
does not promise to survive a fork). A job that runs past its timeout is interrupted (SIGALRM) and retried
once; a worker that dies mid-job leaves its job to rq's abandoned-job cleanup, which retries it once too. The
server does not wait for either: past its deadline the sentence is ``unverified``.
"""

from __future__ import annotations

from rq import SimpleWorker

from vouch.jobs.queue import redis_connection, verify_queue
from vouch.jobs.verifiers import process_verifier
from vouch.logs import get_logger
from vouch.settings import Settings

log = get_logger("vouch.jobs")


def run_worker(settings: Settings, burst: bool = False) -> bool:
    connection = redis_connection(settings)
    connection.ping()
    try:
        process_verifier()  # load the checker now, not inside the first job's deadline
    except Exception as exc:
        # Keep taking jobs: each one answers "unverified" with the reason, which the server shows as such.
        log.warning("verifier failed to load; checks will be unverified", error=repr(exc))
    worker = SimpleWorker([verify_queue(settings, connection)], connection=connection)
    log.info("verification worker ready", queue=settings.verify_queue)
    # rq logs two lines per job at INFO: at tens of sentences a second that is noise and CPU; keep its
    # warnings (failed and abandoned jobs) unless debugging.
    rq_level = "DEBUG" if settings.log_level == "DEBUG" else "WARNING"
    return bool(worker.work(burst=burst, with_scheduler=False, logging_level=rq_level))
