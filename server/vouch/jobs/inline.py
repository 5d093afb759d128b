"""Checks in the server process: the job functions on a thread pool (the embedded default, lower stakes).

Each check has a deadline; past it the sentence is ``unverified`` and the thread's late answer is dropped.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor

from vouch.answer.checking import Rewritten, Verifier, unverified
from vouch.answer.events import Attribution
from vouch.jobs.functions import CheckJob, CheckReply, compute
from vouch.logs import get_logger
from vouch.passages import Passage
from vouch.verify.types import Sentence

log = get_logger("vouch.jobs")


class InlineChecks:
    def __init__(self, verifier: Callable[[], Verifier], timeout_s: float, threads: int = 2) -> None:
        self._verifier = verifier  # called on the pool's thread: a model loads off the event loop
        self.timeout_s = timeout_s
        self._pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="vouch-check")
        self._ids = itertools.count(1)

    def warm(self) -> None:
        """Build the verifier on a check thread now rather than inside the first check's deadline."""

        def build() -> None:
            try:
                self._verifier()
            except Exception as exc:
                log.warning("verifier failed to load; checks will be unverified", error=repr(exc))

        self._pool.submit(build)

    def _run(self, job: CheckJob) -> CheckReply:
        return compute(job, self._verifier())

    async def _call(self, job: CheckJob) -> CheckReply | None:
        loop = asyncio.get_running_loop()
        try:
            return await asyncio.wait_for(loop.run_in_executor(self._pool, self._run, job), self.timeout_s)
        except TimeoutError:
            log.warning("check timed out", kind=job.kind, sentence=job.sentence.id, timeout_s=self.timeout_s)
        except Exception as exc:  # the pool is shut down, or the verifier failed to load
            log.warning("check failed", kind=job.kind, sentence=job.sentence.id, error=repr(exc))
        return None

    def _job(self, kind: str, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> CheckJob:
        return CheckJob(
            kind="verify" if kind == "verify" else "rewrite",
            correlation=f"inline-{next(self._ids)}",
            sentence=sentence,
            passages=tuple(passages),
            threshold=threshold,
        )

    async def verify(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Attribution:
        reply = await self._call(self._job("verify", sentence, passages, threshold))
        if reply is None or reply.attribution is None:
            return unverified(sentence)
        return reply.attribution

    async def rewrite(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Rewritten | None:
        reply = await self._call(self._job("rewrite", sentence, passages, threshold))
        if reply is None or reply.text is None or reply.attribution is None:
            return None
        return Rewritten(reply.text, reply.attribution, reply.edits, reply.measure)

    async def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
