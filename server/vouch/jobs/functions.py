"""Job functions: check one sentence (decompose + gates + entailment), or rewrite it and check the rewrite.

The same functions run on an rq worker (high stakes with Redis configured) and on the server's thread pool (the
embedded default and lower stakes), so both paths give the same verdicts. A job is self-contained: it carries
the sentence and the passages' text, so a worker on another machine needs no access to the passage store.

On a worker, ``run_check_job`` pushes the reply onto the Redis list named in the job (``reply_to``); the server
that asked pops it from there (see ``vouch.jobs.remote``).
"""

from __future__ import annotations

import os
import time
from typing import Literal

import msgspec
from rq import get_current_job
from rq.timeouts import BaseTimeoutException

from vouch.answer.checking import Verifier, unverified
from vouch.answer.events import Attribution, Edit
from vouch.ingest.injection import usable_evidence
from vouch.jobs.verifiers import process_verifier
from vouch.logs import get_logger
from vouch.passages import Passage
from vouch.verify.types import RewriteMeasure, Sentence

log = get_logger("vouch.jobs")

# TEST-ONLY FAULT INJECTOR: seconds each check sleeps before working, to make the checker slow in fault tests
# (a worker killed mid-job, a job timeout, a slow checker). Never set it in production.
TEST_JOB_DELAY_ENV = "VOUCH_TEST_JOB_DELAY_S"
# Replies wait this long in Redis for a server that may have stopped listening.
REPLY_TTL_S = 120


class CheckJob(msgspec.Struct, frozen=True, kw_only=True):
    kind: Literal["verify", "rewrite"]
    correlation: str  # matches the reply to the waiting sentence
    sentence: Sentence
    passages: tuple[Passage, ...]
    threshold: float
    reply_to: str | None = None  # Redis list the reply is pushed onto (rq only)


class CheckReply(msgspec.Struct, frozen=True, kw_only=True):
    correlation: str
    attribution: Attribution | None = None  # verify: the verdict; rewrite: the re-check of ``text``
    text: str | None = None  # rewrite only; None = no rewrite
    edits: tuple[Edit, ...] = ()  # rewrite only: what changed in the original sentence
    measure: RewriteMeasure | None = None  # rewrite only: how much of the original it kept
    error: str | None = None  # the checker could not answer: the sentence is unverified


_encode = msgspec.json.Encoder().encode
_decode_job = msgspec.json.Decoder(CheckJob).decode
_decode_reply = msgspec.json.Decoder(CheckReply).decode


def encode_job(job: CheckJob) -> bytes:
    return _encode(job)


def decode_reply(raw: bytes) -> CheckReply:
    return _decode_reply(raw)


def _test_delay() -> None:
    raw = os.environ.get(TEST_JOB_DELAY_ENV, "").strip()
    if raw:
        time.sleep(float(raw))


def compute(job: CheckJob, verifier: Verifier | None = None) -> CheckReply:
    """Run one check. A checker failure becomes an ``error`` reply (the sentence resolves ``unverified``);
    a job timeout is re-raised so rq can retry the job."""
    _test_delay()
    try:
        checker = verifier or process_verifier()
        evidence = usable_evidence(job.passages)  # flagged instructions never support a sentence
        if job.kind == "verify":
            return CheckReply(
                correlation=job.correlation, attribution=checker.verify(job.sentence, evidence, job.threshold)
            )
        rewritten = checker.rewrite(job.sentence, evidence, job.threshold)
        if rewritten is None or not rewritten.text.strip():
            return CheckReply(correlation=job.correlation)
        return CheckReply(
            correlation=job.correlation,
            attribution=rewritten.attribution,
            text=rewritten.text,
            edits=rewritten.edits,
            measure=rewritten.measure,
        )
    except BaseTimeoutException:
        raise
    except Exception as exc:
        log.warning("check failed", kind=job.kind, sentence=job.sentence.id, error=repr(exc))
        return CheckReply(
            correlation=job.correlation,
            attribution=unverified(job.sentence) if job.kind == "verify" else None,
            error=f"{type(exc).__name__}: {exc}",
        )


def run_check_job(payload: bytes) -> None:
    """The rq job: check, then push the reply onto the asking server's list."""
    job = _decode_job(payload)
    reply = compute(job)
    current = get_current_job()
    if job.reply_to is None or current is None:
        return
    connection = current.connection
    with connection.pipeline(transaction=True) as pipe:
        pipe.rpush(job.reply_to, _encode(reply))
        pipe.expire(job.reply_to, REPLY_TTL_S)
        pipe.execute()
