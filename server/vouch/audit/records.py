"""The typed records of the audit chain.

On disk each record is one line of canonical JSON (see ``canonical``)::

    {"v":1,"seq":7,"at":"2025-03-01T09:12:44.512301Z","kind":"insert","actor":{...},"body":{...},
     "prev":"<hash of record 6>","hash":"<sha-256 of this record without hash>"}

``body`` is one of the ``*Body`` structs below, chosen by ``kind``. Bodies carry copies, never references:
the quote a sentence was checked against is stored in the record, because the passage may be re-ingested,
superseded or deleted later and the audit must still show what the handler relied on.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

import msgspec

from vouch.auth.store import User
from vouch.policy import AnswerLabel, ConfirmWhy, Outcome, Surface
from vouch.verify.types import Support

FORMAT_VERSION = 1


class RecordKind(StrEnum):
    INSERT = "insert"  # sentences a handler put into a Word document, with their evidence
    ANSWER = "answer"  # one finished answer's outcome counts (what the review figures divide by)
    STUB = "stub"  # a sentence suppressed and replaced by a stub: a review queue item
    REFUSAL = "refusal"  # a whole answer refused: a review queue item
    REVIEW_DECISION = "review_decision"  # a team lead's decision on a stub or refusal
    TORN_TAIL = "torn_tail"  # the store found an unfinished last line after a crash and set it aside
    INSERT_REFUSED = "insert_refused"  # a receipt the server's insert gate refused: what was tried, and why


class Actor(msgspec.Struct, frozen=True, kw_only=True):
    """Who did it, as they were at the time: a later change of team does not move history between teams."""

    name: str
    role: str
    team: str | None = None

    @classmethod
    def of(cls, user: User) -> Actor:
        return cls(name=user.name, role=user.role.value, team=user.team)


SYSTEM = Actor(name="vouch", role="system")


class CitationRef(msgspec.Struct, frozen=True, kw_only=True):
    id: str  # passage id, "<collection>/<address>"
    address: str
    quote: str  # the passage's own words at the time of the check


class SearchedRef(msgspec.Struct, frozen=True, kw_only=True):
    id: str
    address: str


class CheckerInfo(msgspec.Struct, frozen=True, kw_only=True):
    name: str  # e.g. "vouch-verify"
    version: str  # the code version that checked
    model: str | None = None  # the entailment model, when one was used


class RewriteStep(msgspec.Struct, frozen=True, kw_only=True):
    """One rewrite from the passage's own words and the re-check of it."""

    text: str
    support: Support
    score: float
    citations: tuple[CitationRef, ...] = ()


class SentenceEvidence(msgspec.Struct, frozen=True, kw_only=True):
    sentence_id: str
    outcome: Outcome
    text: str  # what the letter got: the rewrite if rewritten, the stub's words if stubbed
    text_sha256: str  # of ``normalize_text(text)``: what a document re-check compares
    drafted_text: str  # as first drafted, before any rewrite or stub
    support: Support  # the final verdict (of the rewrite when there is one)
    score: float
    threshold: float
    citations: tuple[CitationRef, ...] = ()
    rewrites: tuple[RewriteStep, ...] = ()
    first_support: Support | None = None  # the verdict on the drafted text, when a rewrite replaced it
    first_score: float | None = None
    stub_text: str | None = None
    # Why a sentence was not checked when the drafter knew by construction: "letter frame" (greeting,
    # opening, sign-off) or "approved template wording" (a lead's approved text, recorded as approved).
    reason: str | None = None
    # Check mode: the correction offered for the handler's sentence (``text`` stays the handler's until they
    # accept it; an insert record's ``word`` says whether they did).
    suggestion: RewriteStep | None = None
    # "Please confirm": the passage shown beside the sentence for the handler to confirm against.
    confirm_citation: CitationRef | None = None
    # ... and every passage shown: that one first, then, when the claim is supported by two passages together, the
    # one it is read with (the handler confirmed against both). Empty in records made before it was kept.
    confirm_citations: tuple[CitationRef, ...] = ()
    # ... and what the handler was told about the checker's reading of it (``vouch.policy.ConfirmWhy``).
    confirm_why: ConfirmWhy | None = None


class WordText(msgspec.Struct, frozen=True, kw_only=True):
    """What Word held for one inserted sentence when the add-in confirmed the insert."""

    sentence_id: str
    tag: str  # the content control tag, vouch:<answer_id>:<sentence_id>
    text_sha256: str
    matches: bool  # the same (normalised) text as was checked; False is flagged in exports
    # What the handler did before inserting: "confirm" (confirmed by this record's actor, having seen the
    # sentence's ``confirm_citation``) or "accept" (an accepted correction: Word holds ``suggestion.text``).
    decision: str | None = None


class InsertBody(msgspec.Struct, frozen=True, kw_only=True):
    document_id: str  # the id the add-in keeps in the Word document
    answer_id: str
    sentences: tuple[SentenceEvidence, ...]
    # Where the evidence came from: "answer_record" (the answer's audit record), "answer_events" (its events in
    # server memory), or "none": the server holds no checked answer for this insert (expired, unknown, or
    # another user's), so the sentences are recorded as Word held them, unverified, and exports say so.
    evidence_from: str = "answer_record"
    surface: Surface | None = None
    collection: str | None = None
    label: AnswerLabel | None = None
    checker: CheckerInfo | None = None
    claim_ref: str | None = None  # the insurance claim the letter is about, when the add-in knows it
    receipt_id: str | None = None  # the add-in's idempotency key: a retried insert is recorded once
    client: str | None = None  # add-in name/version
    word: tuple[WordText, ...] = ()


class AnswerBody(msgspec.Struct, frozen=True, kw_only=True):
    """A finished answer with every sentence's evidence: what an insert of it later copies from, so an insert
    is recorded from the server's own durable record, not from what the client sends back."""

    answer_id: str
    surface: Surface
    collection: str
    instruction: str
    label: AnswerLabel
    threshold: float
    counts: dict[str, int]  # Outcome value -> sentences
    checked: int  # factual sentences that went through the checker
    sentences: tuple[SentenceEvidence, ...] = ()
    searched: tuple[SearchedRef, ...] = ()
    checker: CheckerInfo | None = None
    claim_ref: str | None = None
    reask_of: str | None = None  # the answer this one asks again, when the add-in says so


class StubBody(msgspec.Struct, frozen=True, kw_only=True):
    answer_id: str
    surface: Surface
    collection: str
    instruction: str
    sentence: SentenceEvidence
    searched: tuple[SearchedRef, ...] = ()
    checker: CheckerInfo | None = None
    claim_ref: str | None = None


class RefusalBody(msgspec.Struct, frozen=True, kw_only=True):
    answer_id: str
    surface: Surface
    collection: str
    instruction: str
    label: AnswerLabel
    sentences: tuple[SentenceEvidence, ...] = ()
    searched: tuple[SearchedRef, ...] = ()
    checker: CheckerInfo | None = None
    claim_ref: str | None = None


class Decision(StrEnum):
    CONFIRM_REMOVAL = "confirm_removal"  # the stub/refusal was right
    RESTORE = "restore"  # wrongly removed: the lead names the passage that supports it


class ReviewDecisionBody(msgspec.Struct, frozen=True, kw_only=True):
    item_seq: int  # the stub or refusal record decided on
    item_hash: str  # ...and its hash, so the decision is bound to exactly that record
    item_kind: RecordKind
    answer_id: str
    decision: Decision
    reason: str
    sentence_id: str | None = None
    evidence: CitationRef | None = None  # for restore: the passage, quoted as it read at decision time


class TornTailBody(msgspec.Struct, frozen=True, kw_only=True):
    offset: int  # where the unfinished line began in the log
    length: int
    sha256: str  # of the bytes set aside
    saved_to: str  # file name, beside the log, holding those bytes verbatim


class TriedText(msgspec.Struct, frozen=True, kw_only=True):
    """A sentence a refused receipt named, with the hash of the text it said Word holds."""

    sentence_id: str
    tag: str
    text_sha256: str


class InsertRefusedBody(msgspec.Struct, frozen=True, kw_only=True):
    """A receipt the server refused (``vouch.policy.insert_gate``): nothing was acknowledged, but the attempt
    to record that text as inserted is itself part of the trail."""

    document_id: str
    answer_id: str
    reason: str  # an ``InsertRefusal`` value
    detail: str
    sentence_id: str | None = None  # the sentence the refusal names, when it names one
    receipt_id: str | None = None
    tried: tuple[TriedText, ...] = ()  # what the client said Word holds


Body = InsertBody | AnswerBody | StubBody | RefusalBody | ReviewDecisionBody | TornTailBody | InsertRefusedBody

BODY_TYPES: dict[RecordKind, type[Body]] = {
    RecordKind.INSERT: InsertBody,
    RecordKind.ANSWER: AnswerBody,
    RecordKind.STUB: StubBody,
    RecordKind.REFUSAL: RefusalBody,
    RecordKind.REVIEW_DECISION: ReviewDecisionBody,
    RecordKind.TORN_TAIL: TornTailBody,
    RecordKind.INSERT_REFUSED: InsertRefusedBody,
}

KIND_OF: dict[type[msgspec.Struct], RecordKind] = {body_type: kind for kind, body_type in BODY_TYPES.items()}


class StoredRecord(msgspec.Struct, frozen=True, kw_only=True):
    """One record as read back from the log (its hash already checked)."""

    v: int
    seq: int
    at: str
    kind: RecordKind
    actor: Actor
    body: dict[str, Any]
    prev: str
    hash: str

    def typed(self) -> Body:
        return msgspec.convert(self.body, BODY_TYPES[self.kind])


def to_builtins(value: object) -> Any:
    return msgspec.to_builtins(value)
