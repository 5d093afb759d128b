"""What the answer pipeline needs from verification, as small protocols.

``Verifier`` is the synchronous, CPU-bound checker (decompose, gates, entailment, rewrite); it runs inside job
functions, on an rq worker or on the server's thread pool. ``CheckBackend`` is how the pipeline reaches it:
asynchronously, with a deadline, and never raising: a checker that is slow, down or rate-limited gives an
``unverified`` attribution, never a clean one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from vouch.answer.events import Attribution, Edit
from vouch.passages import Passage
from vouch.verify.types import RewriteMeasure, Sentence, Support


@dataclass(frozen=True)
class Rewritten:
    text: str
    attribution: Attribution  # the re-check of ``text``, spans into ``text``
    edits: tuple[Edit, ...] = ()  # what changed, into the original sentence
    measure: RewriteMeasure | None = None  # how much of the original it kept (None: unmeasured, never used)


class Verifier(Protocol):
    def verify(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Attribution:
        """How well ``passages`` support ``sentence``; spans are into the sentence's own text."""
        ...

    def rewrite(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Rewritten | None:
        """The sentence said again in a passage's own words and checked once more, or None when no passage
        is close enough. Whether the rewrite is used is the policy's decision, on its re-check."""
        ...


class CheckBackend(Protocol):
    """Where verification runs: inline (thread pool) or on rq workers. Implementations never raise for a
    checker problem: they return ``unverified`` (or None for a rewrite) instead."""

    async def verify(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Attribution: ...

    async def rewrite(self, sentence: Sentence, passages: Sequence[Passage], threshold: float) -> Rewritten | None:
        """Rewrite from the passages and re-check once; None when there is no rewrite or it could not be
        checked."""
        ...

    async def close(self) -> None: ...


def unverified(sentence: Sentence) -> Attribution:
    return Attribution(sentence_id=sentence.id, support=Support.UNVERIFIED, score=0.0)


def not_a_claim(sentence: Sentence) -> Attribution:
    return Attribution(sentence_id=sentence.id, support=Support.NOT_A_CLAIM, score=0.0)
