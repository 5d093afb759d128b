"""Verify a sentence, or a whole drafted text, against passages: end to end.

    verifier = Verifier.default()                      # the configured model, real decomposition and gates
    verdict = verifier.verify_sentence("Your excess is £350.", passages)
    verdict.result.label       # Support.ENTAILED | PARTIAL | NONE | NOT_A_CLAIM | UNVERIFIED
    verdict.spans              # character ranges of the sentence with their support
    verdict.citations          # passage ids that support it
    verdict.rewrite            # below threshold: a rewrite from the passage's own words, checked again

Segmentation and check-worthiness come from ``segment``/``worthiness`` (``verify_text`` marks sentences in
the context of the whole letter; ``verify_sentence`` judges one sentence on its own words); decomposition from
``claims``; the
deterministic gates from ``gates``; the entailment model from ``entail``; scoring and aggregation from
``score``. A checker that cannot answer gives ``unverified``, never a clean mark.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from vouch.verify import rewrite as rewriting
from vouch.verify.entail import CheckerUnavailable, EntailmentModel, default_model
from vouch.verify.score import (
    DEFAULT_THRESHOLD,
    CheckClaim,
    Decompose,
    Evidence,
    PassageLike,
    Scorer,
    Span,
    citations,
    spans,
)
from vouch.verify.types import RewriteMeasure, Sentence, Support, SupportScore

Classify = Callable[[str], tuple[bool, str | None]]  # sentence text -> (is a claim, reason when not)
Segment = Callable[[str], list[Sentence]]


@dataclass(frozen=True)
class Rewrite:
    text: str
    result: SupportScore
    spans: tuple[Span, ...]
    citations: tuple[str, ...]
    edits: tuple[rewriting.Edit, ...] = ()
    measure: RewriteMeasure | None = None

    @property
    def passed(self) -> bool:
        return self.result.label is Support.ENTAILED


@dataclass(frozen=True)
class Verdict:
    sentence: Sentence
    result: SupportScore
    spans: tuple[Span, ...] = ()
    citations: tuple[str, ...] = ()
    rewrite: Rewrite | None = None
    detail: str | None = None  # why unverified / not a claim

    @property
    def label(self) -> Support:
        return self.result.label

    def to_json(self) -> dict[str, Any]:
        body: dict[str, Any] = {
            "sentence_id": self.sentence.id,
            "support": self.label.value,
            "score": round(self.result.score, 4),
            "spans": [{"start": s.start, "end": s.end, "support": s.support} for s in self.spans],
            "citations": list(self.citations),
        }
        if self.rewrite is not None:
            body["rewrite"] = {
                "text": self.rewrite.text,
                "support": self.rewrite.result.label.value,
                "score": round(self.rewrite.result.score, 4),
                "citations": list(self.rewrite.citations),
            }
        if self.detail:
            body["detail"] = self.detail
        return body


def as_read(passages: Sequence[PassageLike]) -> list[PassageLike]:
    """Each passage as its reader reads it: a lettered item after the lead-in that governs it ("We will not pay
    for:" before "(a) damage to gates;", ``Passage.in_context``); a citation still quotes the item alone."""
    out: list[PassageLike] = []
    for passage in passages:
        read = getattr(passage, "in_context", passage.text)
        out.append(passage if read == passage.text else Evidence(passage.id, read, getattr(passage, "address", None)))
    return out


def default_classify() -> Classify:
    from vouch.verify.worthiness import classify_text

    return classify_text


def default_segment() -> Segment:
    """Sentences of a drafted text, marked for check-worthiness in the context of the whole letter."""
    from vouch.verify.segment import segment
    from vouch.verify.worthiness import mark_check_worthiness

    def run(text: str) -> list[Sentence]:
        return mark_check_worthiness(segment(text))

    return run


@dataclass
class Verifier:
    scorer: Scorer
    classify: Classify = field(default_factory=default_classify)
    segment: Segment = field(default_factory=default_segment)
    threshold: float = DEFAULT_THRESHOLD

    @classmethod
    def default(cls, threshold: float = DEFAULT_THRESHOLD) -> Verifier:
        return cls.build(default_model(), threshold=threshold)

    @classmethod
    def build(
        cls,
        model: EntailmentModel,
        *,
        decompose: Decompose | None = None,
        check_claim: CheckClaim | None = None,
        classify: Classify | None = None,
        segment: Segment | None = None,
        threshold: float = DEFAULT_THRESHOLD,
    ) -> Verifier:
        scorer = Scorer.build(model, decompose, check_claim)
        return cls(
            scorer=scorer,
            classify=classify or default_classify(),
            segment=segment or default_segment(),
            threshold=threshold,
        )

    # ---------------------------------------------------------------------------------------------

    def _as_sentence(self, sentence: str | Sentence) -> Sentence:
        if isinstance(sentence, Sentence):
            return sentence
        is_claim, reason = self.classify(sentence)
        return Sentence("s1", sentence, 0, len(sentence), is_claim=is_claim, reason=reason)

    def score(
        self, sentence: str | Sentence, passages: Sequence[PassageLike], threshold: float | None = None
    ) -> SupportScore:
        """The verdict alone (no rewrite); raises ``CheckerUnavailable`` when the model cannot answer."""
        s = self._as_sentence(sentence)
        return self.scorer.score_sentence(s, as_read(passages), self.threshold if threshold is None else threshold)

    def verify_sentence(
        self,
        sentence: str | Sentence,
        passages: Sequence[PassageLike],
        *,
        threshold: float | None = None,
        rewrite: bool = True,
    ) -> Verdict:
        t = self.threshold if threshold is None else threshold
        s = self._as_sentence(sentence)
        passages = as_read(passages)
        if not s.is_claim:
            result = SupportScore(sentence=s, label=Support.NOT_A_CLAIM, score=0.0, threshold=t)
            return Verdict(s, result, detail=s.reason)
        try:
            result = self.scorer.score_sentence(s, passages, t)
        except CheckerUnavailable as exc:
            return Verdict(
                s, SupportScore(sentence=s, label=Support.UNVERIFIED, score=0.0, threshold=t), detail=str(exc)
            )
        verdict = Verdict(s, result, tuple(spans(result)), tuple(citations(result)))
        if rewrite and result.label is not Support.ENTAILED:
            verdict = replace(verdict, rewrite=self.rewrite(result, passages, t))
        return verdict

    def rewrite(self, result: SupportScore, passages: Sequence[PassageLike], threshold: float) -> Rewrite | None:
        """The smallest edit of the sentence (a replaced value or a dropped clause), checked once more with the
        full checker as a claim about the original's subject; None for a non-claim or when no edit fits."""
        original = result.sentence
        if not original.is_claim:
            return None
        passages = as_read(passages)
        proposal = rewriting.propose(original.text, result.claims, passages, threshold, self.scorer.check_claim)
        if proposal is None:
            return None
        sentence = Sentence(original.id, proposal.text, original.doc_start, original.doc_start)
        try:
            checked = self.scorer.score_sentence(sentence, passages, threshold)
        except CheckerUnavailable:
            checked = SupportScore(sentence=sentence, label=Support.UNVERIFIED, score=0.0, threshold=threshold)
        return Rewrite(
            proposal.text,
            checked,
            tuple(spans(checked)),
            tuple(citations(checked)),
            proposal.edits,
            rewriting.measure(original.text, proposal.text, proposal.kept),
        )

    def verify_text(
        self,
        text: str,
        passages: Sequence[PassageLike],
        *,
        threshold: float | None = None,
        rewrite: bool = True,
    ) -> list[Verdict]:
        """Segment a drafted text and verify each sentence (check-worthiness decides what is a claim)."""
        return [self.verify_sentence(s, passages, threshold=threshold, rewrite=rewrite) for s in self.segment(text)]
