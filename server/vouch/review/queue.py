"""The queue a team lead works through: stubs and refusals of their team, each with the sentence, the passages
searched, the handler's re-ask if any, and the decision once made.

A decision is an audit record bound to the item's record (its seq and hash); there is one per item, and it
is final. "Restore" names a passage, quoted as it reads at decision time, as the evidence the checker missed.
"""

from __future__ import annotations

from enum import StrEnum

import msgspec

from vouch.audit.index import RecordQuery
from vouch.audit.records import (
    Actor,
    AnswerBody,
    CitationRef,
    Decision,
    RecordKind,
    RefusalBody,
    ReviewDecisionBody,
    RewriteStep,
    SearchedRef,
    SentenceEvidence,
    StoredRecord,
    StubBody,
)
from vouch.audit.scope import Scope
from vouch.audit.store import AlreadyDecided, AuditStore, Committed, body_as
from vouch.auth.store import User
from vouch.passage_store import PassageStore
from vouch.review.reasks import Asked, asked, find_reasks
from vouch.verify.types import Support

QUEUE_KINDS = (RecordKind.STUB, RecordKind.REFUSAL)
MAX_REASON = 2000


class ReviewError(ValueError):
    """A decision that cannot be recorded as asked; the message says why."""


class AlreadyReviewed(ReviewError):
    """The item has a decision already; decisions are final."""


class ItemNotFound(LookupError):
    """No such queue item in the caller's reach (unknown and foreign look the same)."""


class QueueStatus(StrEnum):
    OPEN = "open"
    DECIDED = "decided"
    ALL = "all"


class DecisionView(msgspec.Struct, frozen=True, kw_only=True):
    seq: int
    hash: str
    decision: Decision
    reason: str
    by: str
    at: str
    evidence: CitationRef | None = None


class PassageView(msgspec.Struct, frozen=True, kw_only=True):
    id: str
    address: str
    quote: str | None  # the passage's words now; None when it is no longer in the store
    current: bool  # False: superseded by an endorsement since


class ReaskView(msgspec.Struct, frozen=True, kw_only=True):
    answer_id: str
    at: str
    instruction: str
    label: str
    explicit: bool  # the add-in said so; False: inferred (same handler, collection, surface, soon after)


class QueueItem(msgspec.Struct, frozen=True, kw_only=True):
    seq: int
    hash: str
    kind: RecordKind
    at: str
    handler: str
    team: str | None
    answer_id: str
    sentence_id: str | None
    surface: str
    collection: str
    claim_ref: str | None
    instruction: str
    sentence: str | None  # the suppressed sentence as drafted (stubs)
    stub_text: str | None
    support: Support | None
    score: float | None
    threshold: float | None
    status: QueueStatus
    decision: DecisionView | None = None


class QueueItemDetail(QueueItem, frozen=True, kw_only=True):
    searched: list[PassageView]
    citations: tuple[CitationRef, ...] = ()
    rewrites: tuple[RewriteStep, ...] = ()
    sentences: tuple[SentenceEvidence, ...] = ()  # a refusal's sentences
    reasks: list[ReaskView] = msgspec.field(default_factory=list)


def _decision_view(record: StoredRecord) -> DecisionView:
    body = body_as(record, ReviewDecisionBody)
    return DecisionView(
        seq=record.seq,
        hash=record.hash,
        decision=body.decision,
        reason=body.reason,
        by=record.actor.name,
        at=record.at,
        evidence=body.evidence,
    )


class ReviewQueue:
    def __init__(self, store: AuditStore, passages: PassageStore) -> None:
        self.store = store
        self.passages = passages

    # -- reading --------------------------------------------------------------------------------------------

    def _item(self, record: StoredRecord) -> QueueItem:
        decision = self.store.decision_for(record.seq)
        sentence: SentenceEvidence | None = None
        if record.kind is RecordKind.STUB:
            stub = body_as(record, StubBody)
            sentence = stub.sentence
            answer_id, surface, collection, claim_ref, instruction = (
                stub.answer_id,
                stub.surface.value,
                stub.collection,
                stub.claim_ref,
                stub.instruction,
            )
            threshold: float | None = sentence.threshold
        else:
            refusal = body_as(record, RefusalBody)
            answer_id, surface, collection, claim_ref, instruction = (
                refusal.answer_id,
                refusal.surface.value,
                refusal.collection,
                refusal.claim_ref,
                refusal.instruction,
            )
            threshold = refusal.sentences[0].threshold if refusal.sentences else None
        return QueueItem(
            seq=record.seq,
            hash=record.hash,
            kind=record.kind,
            at=record.at,
            handler=record.actor.name,
            team=record.actor.team,
            answer_id=answer_id,
            sentence_id=None if sentence is None else sentence.sentence_id,
            surface=surface,
            collection=collection,
            claim_ref=claim_ref,
            instruction=instruction,
            sentence=None if sentence is None else sentence.drafted_text,
            stub_text=None if sentence is None else sentence.stub_text,
            support=None if sentence is None else sentence.support,
            score=None if sentence is None else sentence.score,
            threshold=threshold,
            status=QueueStatus.OPEN if decision is None else QueueStatus.DECIDED,
            decision=None if decision is None else _decision_view(decision),
        )

    def items(self, scope: Scope, status: QueueStatus = QueueStatus.OPEN, limit: int = 200) -> list[QueueItem]:
        found: list[QueueItem] = []
        for row in self.store.rows(RecordQuery(kinds=QUEUE_KINDS, newest_first=True), scope):
            item = self._item(self.store.read(row))
            if status is QueueStatus.ALL or item.status is status:
                found.append(item)
                if len(found) >= limit:
                    break
        return found

    def _record(self, scope: Scope, seq: int) -> StoredRecord:
        record = self.store.get(seq, scope)
        if record is None or record.kind not in QUEUE_KINDS:
            raise ItemNotFound(f"no review item #{seq}")
        return record

    def item(self, scope: Scope, seq: int) -> QueueItemDetail:
        record = self._record(scope, seq)
        base = self._item(record)
        searched: tuple[SearchedRef, ...]
        citations: tuple[CitationRef, ...] = ()
        rewrites: tuple[RewriteStep, ...] = ()
        sentences: tuple[SentenceEvidence, ...] = ()
        if record.kind is RecordKind.STUB:
            stub = body_as(record, StubBody)
            searched, citations, rewrites = stub.searched, stub.sentence.citations, stub.sentence.rewrites
        else:
            refusal = body_as(record, RefusalBody)
            searched, sentences = refusal.searched, refusal.sentences
        return QueueItemDetail(
            **msgspec.structs.asdict(base),
            searched=self._passage_views(searched),
            citations=citations,
            rewrites=rewrites,
            sentences=sentences,
            reasks=self.reasks(record),
        )

    def _passage_views(self, searched: tuple[SearchedRef, ...]) -> list[PassageView]:
        now = self.passages.get(ref.id for ref in searched)
        views = []
        for ref in searched:
            passage = now.get(ref.id)
            views.append(
                PassageView(
                    id=ref.id,
                    address=ref.address,
                    quote=None if passage is None else passage.text,
                    current=passage is not None and passage.current,
                )
            )
        return views

    def reasks(self, record: StoredRecord) -> list[ReaskView]:
        """The handler's later answers that ask again (see ``vouch.review.reasks``)."""
        item = self._item(record)
        earlier = Asked(item.answer_id, record.actor.name, item.collection, item.surface, record.at)
        later = self.store.records(
            RecordQuery(kinds=(RecordKind.ANSWER,), handler=record.actor.name, since=record.at, limit=50),
            Scope(everything=True),  # the item is in reach, and these are its handler's own answers
        )
        bodies = {body_as(r, AnswerBody).answer_id: body_as(r, AnswerBody) for r in later}
        return [
            ReaskView(
                answer_id=found.answer.answer_id,
                at=found.answer.at,
                instruction=bodies[found.answer.answer_id].instruction,
                label=bodies[found.answer.answer_id].label.value,
                explicit=found.explicit,
            )
            for found in find_reasks(earlier, [asked(r) for r in later])
        ]

    # -- deciding -------------------------------------------------------------------------------------------

    def decide(
        self, user: User, scope: Scope, seq: int, decision: Decision, reason: str, passage_id: str | None = None
    ) -> DecisionView:
        record = self._record(scope, seq)
        item = self._item(record)
        reason = reason.strip()
        if not reason:
            raise ReviewError("say why: a decision needs a reason")
        if len(reason) > MAX_REASON:
            raise ReviewError(f"the reason is longer than {MAX_REASON} characters")
        evidence: CitationRef | None = None
        if decision is Decision.RESTORE:
            evidence = self._evidence(user, item, passage_id)
        elif passage_id:
            raise ReviewError("confirming a removal takes no passage; to restore, choose 'restore'")
        body = ReviewDecisionBody(
            item_seq=record.seq,
            item_hash=record.hash,
            item_kind=record.kind,
            answer_id=item.answer_id,
            sentence_id=item.sentence_id,
            decision=decision,
            reason=reason,
            evidence=evidence,
        )
        try:
            committed: Committed = self.store.record_review_decision(Actor.of(user), body)
        except AlreadyDecided as exc:
            raise AlreadyReviewed(f"item #{seq} was already decided (record #{exc.existing.seq})") from None
        return DecisionView(
            seq=committed.seq,
            hash=committed.hash,
            decision=decision,
            reason=reason,
            by=user.name,
            at=committed.at,
            evidence=evidence,
        )

    def _evidence(self, user: User, item: QueueItem, passage_id: str | None) -> CitationRef:
        if not passage_id:
            raise ReviewError("restoring needs a passage as evidence: pick the passage that supports the sentence")
        passage = self.passages.get([passage_id]).get(passage_id)
        # An unreadable passage looks the same as a missing one, so ids do not leak across collections.
        if passage is None or not user.can_read_collection(passage.collection):
            raise ReviewError(f"no passage {passage_id!r} in your collections")
        if passage.collection != item.collection:
            raise ReviewError(
                f"passage {passage_id!r} is in collection {passage.collection!r}, not the answer's {item.collection!r}"
            )
        return CitationRef(id=passage.id, address=passage.address, quote=passage.text)
