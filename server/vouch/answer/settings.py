"""Answer pipeline configuration from ``VOUCH_*`` environment variables (to be folded into ``vouch.settings``).

| variable | default | meaning |
|---|---|---|
| ``VOUCH_VERIFY_TIMEOUT_S`` | ``10`` | how long a sentence waits for its check; then it is ``unverified`` |
| ``VOUCH_VERIFY_JOB_TIMEOUT_S`` | timeout + 5 | rq kills a check job running longer (then retries it once) |
| ``VOUCH_VERIFY_THREADS`` | ``2`` | threads that run checks in the server process (inline verification) |
| ``VOUCH_MAX_ACTIVE_ANSWERS`` | ``4`` | answers drafting at once; later ones wait their turn (``0``: no limit). |
|                                |       | Size it to the checkers: ``bench/stream.py`` prints the offered load |
| ``VOUCH_MAX_RUNNING_PER_USER`` | ``2`` | one user's answers drafting at once (``0``: no per-user share) |
| ``VOUCH_MAX_QUEUED_PER_USER`` | ``4`` | one user's answers waiting; one more ends ``too_many_answers`` |
| ``VOUCH_ANSWER_RETENTION_S`` | ``900`` | how long a finished answer's events are kept for ``resume`` |
| ``VOUCH_THRESHOLD_LETTER_DRAFT`` | ``0.8`` | support threshold of the surface (likewise ``_POLICY_LOOKUP``, |
|                                   |         | ``_INTERNAL_SUMMARY``) |
| ``VOUCH_VERIFIER_FACTORY`` | built-in | ``module:callable`` returning a Verifier (``vouch.jobs.verifiers``) |
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field

from vouch.draft.settings import DrafterSettings
from vouch.policy import DEFAULT_THRESHOLD, Surface
from vouch.settings import SettingsError


class AnswerSettingsError(SettingsError):
    """A variable has a value that cannot be used; the message names the variable."""


def _number(env: Mapping[str, str], name: str, default: float, low: float, high: float | None = None) -> float:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise AnswerSettingsError(f"{name} must be a number, got {raw!r}") from None
    if value < low or (high is not None and value > high):
        bounds = f"between {low} and {high}" if high is not None else f"at least {low}"
        raise AnswerSettingsError(f"{name} must be {bounds}, got {value}")
    return value


@dataclass(frozen=True)
class AnswerSettings:
    verify_timeout_s: float = 10.0
    job_timeout_s: float | None = None  # None: verify_timeout_s + 5
    verify_threads: int = 2
    max_active_answers: int = 4  # 0: no limit (see vouch.answer.admission)
    max_running_per_user: int = 2  # of those, one user's at once (0: no per-user share)
    max_queued_per_user: int = 4  # one user's answers waiting to start; one more is too_many_answers (0: no limit)
    retention_s: float = 900.0
    thresholds: Mapping[Surface, float] = field(default_factory=dict)
    verifier_factory: str | None = None
    drafter: DrafterSettings = field(default_factory=DrafterSettings)
    passages_per_answer: int = 6  # retrieved for the draft, and checked against every sentence
    passages_per_sentence: int = 4  # retrieved again for each sentence, on its own words

    @property
    def effective_job_timeout_s(self) -> float:
        return self.job_timeout_s if self.job_timeout_s is not None else self.verify_timeout_s + 5.0

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> AnswerSettings:
        env = os.environ if env is None else env
        thresholds = {
            surface: _number(env, f"VOUCH_THRESHOLD_{surface.value.upper()}", DEFAULT_THRESHOLD, 0.01, 1.0)
            for surface in Surface
        }
        job_timeout = env.get("VOUCH_VERIFY_JOB_TIMEOUT_S", "").strip()
        return cls(
            verify_timeout_s=_number(env, "VOUCH_VERIFY_TIMEOUT_S", 10.0, 0.05),
            job_timeout_s=_number(env, "VOUCH_VERIFY_JOB_TIMEOUT_S", 0.0, 1.0) if job_timeout else None,
            verify_threads=int(_number(env, "VOUCH_VERIFY_THREADS", 2, 1, 64)),
            max_active_answers=int(_number(env, "VOUCH_MAX_ACTIVE_ANSWERS", 4, 0, 10_000)),
            max_running_per_user=int(_number(env, "VOUCH_MAX_RUNNING_PER_USER", 2, 0, 10_000)),
            max_queued_per_user=int(_number(env, "VOUCH_MAX_QUEUED_PER_USER", 4, 0, 10_000)),
            retention_s=_number(env, "VOUCH_ANSWER_RETENTION_S", 900.0, 1.0),
            thresholds=thresholds,
            verifier_factory=env.get("VOUCH_VERIFIER_FACTORY", "").strip() or None,
            drafter=DrafterSettings.from_env(env),
        )
