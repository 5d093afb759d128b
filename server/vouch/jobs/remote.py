"""Checks on rq workers (high stakes with Redis configured), results back through Redis.

Result path: every job names the reply list of the server process that asked (``vouch:replies:<server id>``).
The worker ``RPUSH``es its reply there; one listener task per server process ``BLPOP``s the list and hands each
reply to the sentence waiting on its correlation id. Why not rq's result polling: a blocked ``BLPOP`` wakes the
moment the reply lands (no polling interval on the 300 ms budget), one connection serves every waiting
sentence, and a reply nobody waits for any more simply expires.

Failure handling, each resolving the sentence as ``unverified`` (never clean) while the server keeps serving:

* no reply within the deadline (a slow checker, a job timeout, a worker killed mid-job): the waiting ends;
  rq retries the job once (``Retry(max=1)``) for whoever still wants it, and jobs still queued past the
  deadline are discarded by rq (``ttl``);
* Redis down: enqueueing fails at once, and the listener fails every waiting sentence when its connection
  breaks, then reconnects with back-off.
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import uuid
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Literal

from redis import Redis
from redis.asyncio import Redis as AsyncRedis
from redis.asyncio.retry import Retry as AsyncRetry
from redis.backoff import NoBackoff
from redis.exceptions import RedisError
from redis.retry import Retry as RedisRetry
from rq import Queue, Retry

from vouch.answer.checking import Rewritten, unverified
from vouch.answer.events import Attribution
from vouch.jobs.functions import CheckJob, CheckReply, decode_reply, encode_job, run_check_job
from vouch.logs import get_logger
from vouch.passages import Passage
from vouch.verify.types import Sentence

log = get_logger("vouch.jobs")

REPLY_PREFIX = "vouch:replies:"
# Short socket timeouts and one immediate retry: a Redis that does not answer must turn into "unverified"
# quickly, not hang a sentence through redis-py's default back-off.
CONNECT_TIMEOUT_S = 1.0
SOCKET_TIMEOUT_S = 2.0


def fail_fast() -> dict[str, Any]:
    return {
        "socket_connect_timeout": CONNECT_TIMEOUT_S,
        "retry": RedisRetry(NoBackoff(), 1),
    }


def fail_fast_async() -> dict[str, Any]:
    return {"socket_connect_timeout": CONNECT_TIMEOUT_S, "retry": AsyncRetry(NoBackoff(), 1)}


class CheckerUnreachable(RuntimeError):
    pass


class QueuedChecks:
    def __init__(
        self, redis_url: str, queue_name: str, timeout_s: float, job_timeout_s: float, server_id: str | None = None
    ) -> None:
        self.timeout_s = timeout_s
        self.job_timeout_s = job_timeout_s
        self.reply_key = f"{REPLY_PREFIX}{server_id or uuid.uuid4().hex}"
        self._sync = Redis.from_url(redis_url, socket_timeout=SOCKET_TIMEOUT_S, **fail_fast())
        self._queue = Queue(queue_name, connection=self._sync)
        # The listener blocks up to 1 s per BLPOP, so its socket timeout must be longer than that.
        self._async = AsyncRedis.from_url(redis_url, socket_timeout=SOCKET_TIMEOUT_S + 1, **fail_fast_async())
        # Enqueueing is a few blocking Redis round trips: on threads of its own, so it never queues behind
        # other blocking work (search) on the default executor.
        self._senders = ThreadPoolExecutor(max_workers=4, thread_name_prefix="vouch-enqueue")
        self._pending: dict[str, asyncio.Future[CheckReply]] = {}
        self._listener: asyncio.Task[None] | None = None
        self._closed = False

    # -- sending ---------------------------------------------------------------------------------------------

    def _enqueue(self, job: CheckJob) -> None:
        self._queue.enqueue(
            run_check_job,
            encode_job(job),
            job_id=job.correlation,
            job_timeout=max(1, math.ceil(self.job_timeout_s)),
            # A job still queued after the deadline has nobody waiting: rq discards it instead of running it.
            ttl=max(1, math.ceil(self.timeout_s)),
            result_ttl=0,  # the reply list carries the result
            failure_ttl=3600,
            retry=Retry(max=1),
        )

    async def _ask(
        self, kind: Literal["verify", "rewrite"], sentence: Sentence, passages: Sequence[Passage], threshold: float
    ) -> CheckReply | None:
        if self._closed:
            return None
        correlation = f"vouch-check-{uuid.uuid4().hex}"
        job = CheckJob(
            kind=kind,
            correlation=correlation,
            sentence=sentence,
            passages=tuple(passages),
            threshold=threshold,
            reply_to=self.reply_key,
        )
        future: asyncio.Future[CheckReply] = asyncio.get_running_loop().create_future()
        self._pending[correlation] = future
        self._ensure_listener()
        try:
            async with asyncio.timeout(self.timeout_s):
                await asyncio.get_running_loop().run_in_executor(self._senders, self._enqueue, job)
                return await future
        except TimeoutError:
            log.warning("queued check timed out", kind=kind, sentence=sentence.id, timeout_s=self.timeout_s)
        except (RedisError, OSError, CheckerUnreachable) as exc:
            log.warning("queued check failed", kind=kind, sentence=sentence.id, error=repr(exc))
        finally:
            self._pending.pop(correlation, None)
        return None

    async def verify(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Attribution:
        reply = await self._ask("verify", sentence, passages, threshold)
        if reply is None or reply.attribution is None:
            return unverified(sentence)
        return reply.attribution

    async def rewrite(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Rewritten | None:
        reply = await self._ask("rewrite", sentence, passages, threshold)
        if reply is None or reply.text is None or reply.attribution is None:
            return None
        return Rewritten(reply.text, reply.attribution, reply.edits, reply.measure)

    # -- receiving -------------------------------------------------------------------------------------------

    def _ensure_listener(self) -> None:
        if self._listener is None or self._listener.done():
            self._listener = asyncio.create_task(self._listen(), name=f"replies-{self.reply_key}")

    def _fail_pending(self, reason: str) -> None:
        for future in self._pending.values():
            if not future.done():
                future.set_exception(CheckerUnreachable(reason))

    async def _listen(self) -> None:
        backoff = 0.2
        down = False
        while not self._closed:
            try:
                item = await self._async.blpop([self.reply_key], timeout=1)
            except (RedisError, OSError) as exc:
                if not down:
                    log.warning("reply listener lost Redis; waiting checks are unverified", error=repr(exc))
                down = True
                self._fail_pending(f"Redis is unreachable: {exc!r}")
                await asyncio.sleep(backoff)
                backoff = min(backoff * 2, 2.0)
                continue
            if down:
                log.info("reply listener reconnected to Redis")
            down, backoff = False, 0.2
            if item is None:
                if not self._pending:
                    return  # idle: the next check starts a listener again
                continue
            try:
                reply = decode_reply(item[1])
            except Exception as exc:
                log.warning("unreadable check reply dropped", error=repr(exc))
                continue
            future = self._pending.get(reply.correlation)
            if future is not None and not future.done():
                future.set_result(reply)
            # else: a late reply (deadline passed, or a retried job's second answer): nobody waits; drop it.

    async def close(self) -> None:
        self._closed = True
        self._fail_pending("the server is shutting down")
        if self._listener is not None:
            self._listener.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._listener
        self._senders.shutdown(wait=False, cancel_futures=True)
        await self._async.aclose()  # type: ignore[attr-defined]  # types-redis 4.6 predates aclose
        self._sync.close()
