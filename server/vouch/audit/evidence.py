"""From an answer's events (DESIGN.md "Wire protocol") to the evidence the audit keeps for each sentence.

The server builds evidence from its own events, never from what a client sends back: an insert receipt names
the answer and the document, and the sentences' text, verdicts and quotes come from here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from vouch import __version__
from vouch.answer.events import (
    AnswerEvent,
    Attribution,
    AttributionEvent,
    Citation,
    ConfirmEvent,
    DoneEvent,
    RewriteEvent,
    SentenceEndEvent,
    StubEvent,
    SuggestionEvent,
    TextEvent,
)
from vouch.audit.canonical import text_sha256
from vouch.audit.records import (
    AnswerBody,
    CheckerInfo,
    CitationRef,
    InsertBody,
    RefusalBody,
    RewriteStep,
    SearchedRef,
    SentenceEvidence,
    StubBody,
    WordText,
)
from vouch.policy import AnswerLabel, Outcome, Surface, effective_support, policy_table
from vouch.settings import Settings
from vouch.verify.types import Support

# Outcomes where the checker gave a verdict: what "stubs per checked sentence" divides by.
CHECKED_OUTCOMES = frozenset(
    {Outcome.SUPPORTED, Outcome.STUBBED, Outcome.ANNOTATED, Outcome.TO_CONFIRM, Outcome.SUGGESTED}
)


class IncompleteAnswer(ValueError):
    """The events end before ``done``: a cancelled or failed answer has nothing to insert or review."""


@dataclass(frozen=True)
class CheckedAnswer:
    answer_id: str
    surface: Surface
    collection: str
    instruction: str
    label: AnswerLabel
    threshold: float
    sentences: tuple[SentenceEvidence, ...]
    searched: tuple[SearchedRef, ...] = ()
    checker: CheckerInfo | None = None
    claim_ref: str | None = None
    reask_of: str | None = None
    unresolved: tuple[str, ...] = field(default_factory=tuple)

    def counts(self) -> dict[str, int]:
        counts = {outcome.value: 0 for outcome in Outcome}
        for sentence in self.sentences:
            counts[sentence.outcome.value] += 1
        return counts

    @property
    def checked(self) -> int:
        return sum(1 for s in self.sentences if s.outcome in CHECKED_OUTCOMES)


def default_checker(settings: Settings) -> CheckerInfo:
    return CheckerInfo(name="vouch-verify", version=__version__, model=settings.checker_model)


def _citations(citations: Sequence[Citation]) -> tuple[CitationRef, ...]:
    return tuple(CitationRef(id=c.id, address=c.address, quote=c.quote) for c in citations)


def _outcome(
    surface: Surface,
    threshold: float,
    verdict: Attribution | None,
    stubbed: bool,
    *,
    suggested: bool = False,
    to_confirm: bool = False,
) -> Outcome:
    if stubbed:
        return Outcome.STUBBED
    if suggested:
        return Outcome.SUGGESTED
    if to_confirm:
        return Outcome.TO_CONFIRM
    if verdict is None:
        return Outcome.PENDING
    policy = policy_table({surface: threshold})[surface]
    support = effective_support(policy, verdict.support, verdict.score)
    if support is Support.ENTAILED:
        return Outcome.SUPPORTED
    if support is Support.NOT_A_CLAIM:
        return Outcome.NOT_A_CLAIM
    if support is Support.UNVERIFIED:
        return Outcome.UNVERIFIED
    return Outcome.ANNOTATED


def checked_answer(
    events: Iterable[AnswerEvent],
    *,
    surface: Surface,
    collection: str,
    instruction: str,
    threshold: float,
    checker: CheckerInfo | None = None,
    claim_ref: str | None = None,
    reask_of: str | None = None,
) -> CheckedAnswer:
    """Fold one answer's events into per-sentence evidence. Raises ``IncompleteAnswer`` without ``done``."""
    answer_id = ""
    order: list[str] = []
    deltas: dict[str, list[str]] = {}
    pieces: list[str] = []
    ranges: dict[str, tuple[int, int]] = {}
    first: dict[str, Attribution] = {}
    rewrites: dict[str, list[tuple[str, Attribution]]] = {}
    stubs: dict[str, str] = {}
    suggestions: dict[str, SuggestionEvent] = {}
    confirms: dict[str, ConfirmEvent] = {}
    done: DoneEvent | None = None
    for event in events:
        answer_id = event.answer_id
        if isinstance(event, TextEvent):
            if event.sentence_id not in deltas:
                order.append(event.sentence_id)
                deltas[event.sentence_id] = []
            deltas[event.sentence_id].append(event.delta)
            pieces.append(event.delta)
        elif isinstance(event, SentenceEndEvent):
            ranges[event.sentence_id] = (event.start, event.end)
        elif isinstance(event, AttributionEvent):
            first[event.sentence_id] = Attribution(
                sentence_id=event.sentence_id,
                support=event.support,
                score=event.score,
                citations=event.citations,
                spans=event.spans,
                reason=event.reason,
                contradicted_by=event.contradicted_by,
                contradicted=event.contradicted,
            )
        elif isinstance(event, RewriteEvent):
            rewrites.setdefault(event.sentence_id, []).append((event.text, event.attribution))
        elif isinstance(event, StubEvent):
            stubs[event.sentence_id] = event.text
        elif isinstance(event, SuggestionEvent):
            suggestions[event.sentence_id] = event
        elif isinstance(event, ConfirmEvent):
            confirms[event.sentence_id] = event
        elif isinstance(event, DoneEvent):
            done = event
    if done is None:
        raise IncompleteAnswer(f"answer {answer_id or '?'} has no 'done' event: it did not finish")
    whole = "".join(pieces)
    sentences: list[SentenceEvidence] = []
    for sid in order:
        start, end = ranges.get(sid, (-1, -1))
        # Whitespace between sentences travels with the later one's deltas; the range excludes it.
        drafted = whole[start:end] if start >= 0 else "".join(deltas[sid]).strip()
        history = rewrites.get(sid, [])
        verdict = history[-1][1] if history else first.get(sid)
        stub_text = stubs.get(sid)
        text = stub_text if stub_text is not None else (history[-1][0] if history else drafted)
        original = first.get(sid)
        offered = suggestions.get(sid)
        confirm = confirms.get(sid)
        sentences.append(
            SentenceEvidence(
                sentence_id=sid,
                outcome=_outcome(
                    surface,
                    threshold,
                    verdict,
                    stub_text is not None,
                    suggested=offered is not None,
                    to_confirm=confirm is not None,
                ),
                text=text,
                text_sha256=text_sha256(text),
                drafted_text=drafted,
                support=verdict.support if verdict is not None else Support.UNVERIFIED,
                score=verdict.score if verdict is not None else 0.0,
                threshold=threshold,
                citations=_citations(verdict.citations) if verdict is not None else (),
                rewrites=tuple(
                    RewriteStep(text=t, support=a.support, score=a.score, citations=_citations(a.citations))
                    for t, a in history
                ),
                first_support=original.support if history and original is not None else None,
                first_score=original.score if history and original is not None else None,
                stub_text=stub_text,
                reason=original.reason if original is not None else None,
                suggestion=RewriteStep(
                    text=offered.text,
                    support=offered.attribution.support,
                    score=offered.attribution.score,
                    citations=_citations(offered.attribution.citations),
                )
                if offered is not None
                else None,
                confirm_citation=_citations((confirm.citation,))[0]
                if confirm is not None and confirm.citation is not None
                else None,
                confirm_why=confirm.why if confirm is not None else None,
                confirm_citations=_citations(
                    confirm.citations or ((confirm.citation,) if confirm.citation is not None else ())
                )
                if confirm is not None
                else (),
            )
        )
    return CheckedAnswer(
        answer_id=answer_id,
        surface=surface,
        collection=collection,
        instruction=instruction,
        label=done.label,
        threshold=threshold,
        sentences=tuple(sentences),
        searched=tuple(SearchedRef(id=s.id, address=s.address) for s in done.searched),
        checker=checker,
        claim_ref=claim_ref,
        reask_of=reask_of,
        unresolved=done.unresolved,
    )


# -- record bodies ------------------------------------------------------------------------------------------


def insert_body(
    answer: CheckedAnswer,
    document_id: str,
    sentence_ids: Sequence[str] | None = None,
    *,
    receipt_id: str | None = None,
    client: str | None = None,
    word: tuple[WordText, ...] = (),
    evidence_from: str = "answer_record",
) -> InsertBody:
    """The insert of ``answer`` (all its sentences, or those named) into the Word document ``document_id``."""
    wanted = None if sentence_ids is None else set(sentence_ids)
    if wanted is not None:
        unknown = wanted - {s.sentence_id for s in answer.sentences}
        if unknown:
            raise ValueError(f"answer {answer.answer_id} has no sentence {', '.join(sorted(unknown))}")
    return InsertBody(
        document_id=document_id,
        answer_id=answer.answer_id,
        surface=answer.surface,
        collection=answer.collection,
        label=answer.label,
        checker=answer.checker or CheckerInfo(name="vouch-verify", version=__version__),
        sentences=tuple(s for s in answer.sentences if wanted is None or s.sentence_id in wanted),
        claim_ref=answer.claim_ref,
        receipt_id=receipt_id,
        client=client,
        word=word,
        evidence_from=evidence_from,
    )


def from_answer_body(body: AnswerBody) -> CheckedAnswer:
    return CheckedAnswer(
        answer_id=body.answer_id,
        surface=body.surface,
        collection=body.collection,
        instruction=body.instruction,
        label=body.label,
        threshold=body.threshold,
        sentences=body.sentences,
        searched=body.searched,
        checker=body.checker,
        claim_ref=body.claim_ref,
        reask_of=body.reask_of,
    )


def answer_body(answer: CheckedAnswer) -> AnswerBody:
    return AnswerBody(
        answer_id=answer.answer_id,
        surface=answer.surface,
        collection=answer.collection,
        instruction=answer.instruction,
        label=answer.label,
        threshold=answer.threshold,
        counts=answer.counts(),
        checked=answer.checked,
        sentences=answer.sentences,
        searched=answer.searched,
        checker=answer.checker,
        claim_ref=answer.claim_ref,
        reask_of=answer.reask_of,
    )


def stub_bodies(answer: CheckedAnswer) -> list[StubBody]:
    return [
        StubBody(
            answer_id=answer.answer_id,
            surface=answer.surface,
            collection=answer.collection,
            instruction=answer.instruction,
            sentence=sentence,
            searched=answer.searched,
            checker=answer.checker,
            claim_ref=answer.claim_ref,
        )
        for sentence in answer.sentences
        if sentence.outcome is Outcome.STUBBED
    ]


def refusal_body(answer: CheckedAnswer) -> RefusalBody | None:
    if answer.label is not AnswerLabel.REFUSED:
        return None
    return RefusalBody(
        answer_id=answer.answer_id,
        surface=answer.surface,
        collection=answer.collection,
        instruction=answer.instruction,
        label=answer.label,
        sentences=answer.sentences,
        searched=answer.searched,
        checker=answer.checker,
        claim_ref=answer.claim_ref,
    )
