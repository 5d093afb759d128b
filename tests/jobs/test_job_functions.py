"""The job functions on their own: the same code the rq worker and the inline thread pool run."""

from __future__ import annotations

import time

import msgspec
import pytest

from tests.answer.fakes import PASSAGES, PESTS, FailingVerifier, SubstringVerifier
from vouch.jobs.functions import TEST_JOB_DELAY_ENV, CheckJob, CheckReply, compute, decode_reply, encode_job
from vouch.jobs.verifiers import VerifierConfigError, load_factory
from vouch.verify.types import Sentence, Support

SENTENCE = Sentence("s3", PESTS, 10, 10 + len(PESTS))


def job(kind: str = "verify", text: str = PESTS) -> CheckJob:
    sentence = Sentence("s3", text, 10, 10 + len(text))
    return CheckJob(kind=kind, correlation="c-1", sentence=sentence, passages=PASSAGES, threshold=0.8)  # type: ignore[arg-type]


def test_a_job_travels_as_json_and_back() -> None:
    original = job()
    again = msgspec.json.decode(encode_job(original), type=CheckJob)
    assert again == original
    reply = compute(original, SubstringVerifier())
    assert decode_reply(msgspec.json.encode(reply)) == reply


def test_verify_and_rewrite() -> None:
    verdict = compute(job(), SubstringVerifier())
    assert verdict.attribution is not None and verdict.attribution.support is Support.ENTAILED
    rewrite = compute(job("rewrite", PESTS.replace("birds", "bats")), SubstringVerifier())
    assert rewrite.text == PESTS and rewrite.attribution is not None
    assert rewrite.attribution.support is Support.ENTAILED
    assert compute(job("rewrite", "Nothing like any passage at all."), SubstringVerifier()) == CheckReply(
        correlation="c-1"
    )


def test_a_failing_checker_answers_unverified_with_the_reason() -> None:
    reply = compute(job(), FailingVerifier())
    assert reply.attribution is not None and reply.attribution.support is Support.UNVERIFIED
    assert reply.error == "ConnectionError: checker is down"
    assert compute(job("rewrite"), FailingVerifier()).attribution is None


def test_the_test_only_delay_knob_slows_the_check(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(TEST_JOB_DELAY_ENV, "0.3")
    started = time.monotonic()
    compute(job(), SubstringVerifier())
    assert time.monotonic() - started >= 0.3


def test_verifier_factories() -> None:
    assert isinstance(load_factory("tests.answer.fakes:SubstringVerifier")(), SubstringVerifier)
    for bad in ("no-colon", "tests.answer.fakes:Missing", "no.such.module:thing"):
        with pytest.raises(VerifierConfigError, match="VOUCH_VERIFIER_FACTORY"):
            load_factory(bad)
