"""``vouch worker``: an rq worker that takes verification jobs from Redis."""

from __future__ import annotations

from rq import Worker

from vouch.jobs.queue import redis_connection, verify_queue
from vouch.settings import Settings


def run_worker(settings: Settings, burst: bool = False) -> bool:
    connection = redis_connection(settings)
    connection.ping()
    worker = Worker([verify_queue(settings, connection)], connection=connection)
    return bool(worker.work(burst=burst, with_scheduler=False))
