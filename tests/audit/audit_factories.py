"""Building answers, events and records for the audit and review tests."""

from __future__ import annotations

from collections.abc import Sequence

from vouch.answer.events import (
    AnswerEvent,
    Attribution,
    AttributionEvent,
    Citation,
    DoneEvent,
    RewriteEvent,
    Searched,
    SentenceEndEvent,
    StubEvent,
    TextEvent,
)
from vouch.audit.canonical import text_sha256
from vouch.audit.evidence import CheckedAnswer, checked_answer, insert_body
from vouch.audit.records import Actor, CheckerInfo, CitationRef, SearchedRef, SentenceEvidence
from vouch.audit.store import AuditStore, Committed
from vouch.passages import DocumentInfo, DocumentType, Passage
from vouch.policy import STUB_TEXT, AnswerLabel, Outcome, Surface
from vouch.services import Services
from vouch.verify.types import Support

COLLECTION = "property-claims"
WORDING = "policy-wording-2024.pdf"
TRACE = "The most we will pay for trace and access is £5,000 for any one claim."
PESTS = "We will not pay for loss or damage caused by rats, mice, squirrels, insects or birds."
FENCES = "We will pay for all storm damage to garden fences."
CHECKER = CheckerInfo(name="vouch-verify", version="0.1.0", model="minilm-nli-test")

HANA = Actor(name="hana", role="handler", team="north")
OTTO = Actor(name="otto", role="handler", team="south")
LEE = Actor(name="lee", role="lead", team="north")


def citation(address: str, quote: str) -> CitationRef:
    return CitationRef(id=f"{COLLECTION}/{WORDING}#{address}", address=f"{WORDING}#{address}", quote=quote)


TRACE_CITE = citation("p4.c4-2a", TRACE)
PESTS_CITE = citation("p7.c11-2", PESTS)


def sentence(
    sid: str,
    text: str,
    *,
    outcome: Outcome = Outcome.SUPPORTED,
    support: Support = Support.ENTAILED,
    score: float = 0.93,
    citations: Sequence[CitationRef] = (TRACE_CITE,),
    threshold: float = 0.8,
) -> SentenceEvidence:
    shown = STUB_TEXT if outcome is Outcome.STUBBED else text
    return SentenceEvidence(
        sentence_id=sid,
        outcome=outcome,
        text=shown,
        text_sha256=text_sha256(shown),
        drafted_text=text,
        support=support,
        score=score,
        threshold=threshold,
        citations=tuple(citations),
        stub_text=STUB_TEXT if outcome is Outcome.STUBBED else None,
    )


def answer(
    answer_id: str,
    sentences: Sequence[SentenceEvidence],
    *,
    label: AnswerLabel = AnswerLabel.SUPPORTED,
    surface: Surface = Surface.LETTER_DRAFT,
    instruction: str = "Tell the customer what trace and access covers.",
    claim_ref: str | None = None,
    reask_of: str | None = None,
) -> CheckedAnswer:
    return CheckedAnswer(
        answer_id=answer_id,
        surface=surface,
        collection=COLLECTION,
        instruction=instruction,
        label=label,
        threshold=0.8,
        sentences=tuple(sentences),
        searched=(
            SearchedRef(id=TRACE_CITE.id, address=TRACE_CITE.address),
            SearchedRef(id=PESTS_CITE.id, address=PESTS_CITE.address),
        ),
        checker=CHECKER,
        claim_ref=claim_ref,
        reask_of=reask_of,
    )


def stubbed_answer(answer_id: str, **kwargs: object) -> CheckedAnswer:
    return answer(
        answer_id,
        [
            sentence("s1", TRACE),
            sentence("s2", FENCES, outcome=Outcome.STUBBED, support=Support.NONE, score=0.74, citations=(PESTS_CITE,)),
        ],
        label=AnswerLabel.PARTLY_SUPPORTED,
        **kwargs,  # type: ignore[arg-type]
    )


def record_insert(
    store: AuditStore, actor: Actor, answer_id: str, document_id: str, claim_ref: str | None = None
) -> Committed:
    checked = answer(answer_id, [sentence("s1", TRACE)], claim_ref=claim_ref)
    return store.record_insert(actor, insert_body(checked, document_id))


def seed_passages(services: Services) -> list[Passage]:
    """The wording's passages in the passage store, for restores and re-checks."""
    passages = [
        Passage(
            id=c.id,
            collection=COLLECTION,
            document_id=WORDING,
            address=c.address,
            text=c.quote,
        )
        for c in (TRACE_CITE, PESTS_CITE)
    ]
    info = DocumentInfo(
        collection=COLLECTION,
        document_id=WORDING,
        title="Policy wording",
        doc_type=DocumentType.WORDING,
        sha256="0" * 64,
    )
    services.passages.replace_document(info, passages)
    return passages


def answer_events(answer_id: str = "a_test1") -> list[AnswerEvent]:
    """An answer on the wire: s1 supported, s2 rewritten into the wording's words, s3 stubbed."""
    events: list[AnswerEvent] = []
    seq = iter(range(1, 1000))
    text1, text2, text3 = TRACE, " The most we will pay for trace and access is £5,000 for each claim.", " " + FENCES
    rewritten = "We will not pay for loss or damage caused by rats, mice, squirrels, insects or birds."
    offset = 0
    for sid, text in (("s1", text1), ("s2", text2), ("s3", text3)):
        half = len(text) // 2
        events.append(TextEvent(answer_id=answer_id, seq=next(seq), sentence_id=sid, delta=text[:half]))
        events.append(TextEvent(answer_id=answer_id, seq=next(seq), sentence_id=sid, delta=text[half:]))
        start = offset + (len(text) - len(text.lstrip()))
        events.append(
            SentenceEndEvent(answer_id=answer_id, seq=next(seq), sentence_id=sid, start=start, end=offset + len(text))
        )
        offset += len(text)
    cite = Citation(id=TRACE_CITE.id, address=TRACE_CITE.address, quote=TRACE)
    pests = Citation(id=PESTS_CITE.id, address=PESTS_CITE.address, quote=PESTS)
    events.append(
        AttributionEvent(
            answer_id=answer_id,
            seq=next(seq),
            sentence_id="s1",
            support=Support.ENTAILED,
            score=0.95,
            citations=(cite,),
        )
    )
    events.append(
        AttributionEvent(
            answer_id=answer_id, seq=next(seq), sentence_id="s2", support=Support.PARTIAL, score=0.55, citations=(cite,)
        )
    )
    events.append(
        RewriteEvent(
            answer_id=answer_id,
            seq=next(seq),
            sentence_id="s2",
            text=rewritten,
            attribution=Attribution(sentence_id="s2", support=Support.ENTAILED, score=0.91, citations=(pests,)),
        )
    )
    events.append(
        AttributionEvent(answer_id=answer_id, seq=next(seq), sentence_id="s3", support=Support.NONE, score=0.12)
    )
    events.append(StubEvent(answer_id=answer_id, seq=next(seq), sentence_id="s3", text=STUB_TEXT))
    events.append(
        DoneEvent(
            answer_id=answer_id,
            seq=next(seq),
            label=AnswerLabel.PARTLY_SUPPORTED,
            unresolved=(),
            searched=(Searched(id=cite.id, address=cite.address), Searched(id=pests.id, address=pests.address)),
        )
    )
    return events


def folded(answer_id: str = "a_test1") -> CheckedAnswer:
    return checked_answer(
        answer_events(answer_id),
        surface=Surface.LETTER_DRAFT,
        collection=COLLECTION,
        instruction="Explain trace and access and pests.",
        threshold=0.8,
        checker=CHECKER,
    )
