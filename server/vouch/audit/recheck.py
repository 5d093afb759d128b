"""Re-checking an open Word document against the audit: which Vouch sentences are still as inserted, which
were edited afterwards, which were removed, and what the checker says about the edited ones.

The taskpane sends the Vouch content controls it finds (tag ``vouch:<answer_id>:<sentence_id>`` and current
text). Texts are compared by the hash of their normalised form (``canonical.normalize_text``), so Word moving
whitespace is not an edit, and any change of words is.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Protocol

import msgspec

from vouch.answer.checking import CheckBackend
from vouch.answer.events import Attribution
from vouch.audit.canonical import text_sha256
from vouch.audit.index import RecordQuery
from vouch.audit.log import now_stamp
from vouch.audit.records import CitationRef, InsertBody, RecordKind, SentenceEvidence
from vouch.audit.scope import Scope
from vouch.audit.store import AuditStore, body_as
from vouch.passage_store import PassageStore
from vouch.passages import Passage
from vouch.verify.types import Sentence, Support

TAG_PREFIX = "vouch:"
MAX_CONTROLS = 2000
MAX_TEXT = 20000


class ControlState(msgspec.Struct, frozen=True, kw_only=True):
    tag: str
    text: str


class RecheckRequest(msgspec.Struct, frozen=True, kw_only=True):
    controls: list[ControlState]


class Status(StrEnum):
    UNCHANGED = "unchanged"
    EDITED = "edited"  # edited after insert
    REMOVED = "removed"  # on record as inserted into this document, no longer in it
    UNKNOWN = "unknown"  # no insert of it into this document on record (or not in the caller's reach)


class RecheckState(StrEnum):
    NOT_NEEDED = "not_needed"  # unchanged: the recorded verdict stands
    NEEDS_RECHECK = "needs_recheck"  # edited, and no checker could re-verify it now
    CHECKED = "checked"  # edited, and re-verified against the passages it cited


class Recheck(msgspec.Struct, frozen=True, kw_only=True):
    state: RecheckState
    support: Support | None = None
    score: float | None = None
    threshold: float | None = None
    citations: tuple[CitationRef, ...] = ()


class Inserted(msgspec.Struct, frozen=True, kw_only=True):
    seq: int  # the insert record
    at: str
    by: str
    text: str
    support: Support
    score: float


class SentenceStatus(msgspec.Struct, frozen=True, kw_only=True):
    tag: str
    answer_id: str | None
    sentence_id: str | None
    status: Status
    inserted: Inserted | None = None
    recheck: Recheck | None = None
    reason: str | None = None


class RecheckReport(msgspec.Struct, frozen=True, kw_only=True):
    document_id: str
    checked_at: str
    sentences: list[SentenceStatus]
    counts: dict[str, int]


class Rechecker(Protocol):
    async def recheck(self, text: str, before: SentenceEvidence, passages: Sequence[Passage]) -> Attribution | None:
        """The checker's verdict on ``text`` against ``passages``; None when it cannot check now."""
        ...


class BackendRechecker:
    """A ``Rechecker`` over the answer pipeline's ``CheckBackend`` (which never raises for checker trouble)."""

    def __init__(self, backend: CheckBackend) -> None:
        self._backend = backend

    async def recheck(self, text: str, before: SentenceEvidence, passages: Sequence[Passage]) -> Attribution | None:
        if not passages:
            return None
        sentence = Sentence(id=before.sentence_id, text=text, doc_start=0, doc_end=len(text))
        verdict = await self._backend.verify(sentence, passages, before.threshold)
        return None if verdict.support is Support.UNVERIFIED else verdict


def tag_for(answer_id: str, sentence_id: str) -> str:
    return f"{TAG_PREFIX}{answer_id}:{sentence_id}"


def parse_tag(tag: str) -> tuple[str, str] | None:
    if not tag.startswith(TAG_PREFIX):
        return None
    answer_id, sep, sentence_id = tag[len(TAG_PREFIX) :].rpartition(":")
    return (answer_id, sentence_id) if sep and answer_id and sentence_id else None


def validate(request: RecheckRequest) -> None:
    if len(request.controls) > MAX_CONTROLS:
        raise ValueError(f"at most {MAX_CONTROLS} controls per re-check")
    for control in request.controls:
        if len(control.text) > MAX_TEXT or len(control.tag) > 300:
            raise ValueError(f"control {control.tag[:80]!r} is too long")


Inserts = dict[str, tuple[Inserted, SentenceEvidence]]


def inserted_sentences(store: AuditStore, scope: Scope, document_id: str) -> Inserts:
    """tag -> the latest insert of that sentence into this document."""
    found: dict[str, tuple[Inserted, SentenceEvidence]] = {}
    for record in store.records(RecordQuery(kinds=(RecordKind.INSERT,), document_id=document_id), scope):
        body = body_as(record, InsertBody)
        for sentence in body.sentences:
            found[tag_for(body.answer_id, sentence.sentence_id)] = (
                Inserted(
                    seq=record.seq,
                    at=record.at,
                    by=record.actor.name,
                    text=sentence.text,
                    support=sentence.support,
                    score=sentence.score,
                ),
                sentence,
            )
    return found


def _as_quoted(citation: CitationRef) -> Passage:
    collection, _, _ = citation.id.partition("/")
    document, _, _ = citation.address.partition("#")
    return Passage(
        id=citation.id, collection=collection, document_id=document, address=citation.address, text=citation.quote
    )


async def _recheck(text: str, before: SentenceEvidence, passages: PassageStore, rechecker: Rechecker | None) -> Recheck:
    if rechecker is None:
        return Recheck(state=RecheckState.NEEDS_RECHECK, threshold=before.threshold)
    current = passages.get(c.id for c in before.citations)
    # The passage as it reads now where the store still has it, else as quoted when the sentence was checked.
    cited = [current.get(c.id) or _as_quoted(c) for c in before.citations]
    verdict = await rechecker.recheck(text, before, cited)
    if verdict is None:
        return Recheck(state=RecheckState.NEEDS_RECHECK, threshold=before.threshold)
    return Recheck(
        state=RecheckState.CHECKED,
        support=verdict.support,
        score=verdict.score,
        threshold=before.threshold,
        citations=tuple(CitationRef(id=c.id, address=c.address, quote=c.quote) for c in verdict.citations),
    )


async def recheck_document(
    inserted: Inserts,
    document_id: str,
    request: RecheckRequest,
    passages: PassageStore,
    rechecker: Rechecker | None = None,
) -> RecheckReport:
    """``inserted``: ``inserted_sentences`` of the document, read off the event loop by the caller."""
    statuses: list[SentenceStatus] = []
    seen: set[str] = set()
    for control in request.controls:
        parsed = parse_tag(control.tag)
        answer_id, sentence_id = parsed if parsed else (None, None)
        entry = inserted.get(control.tag)
        if entry is None:
            reason = (
                "not a Vouch tag"
                if parsed is None
                else "no insert of this sentence into this document is on record (or it is outside your reach)"
            )
            statuses.append(
                SentenceStatus(
                    tag=control.tag, answer_id=answer_id, sentence_id=sentence_id, status=Status.UNKNOWN, reason=reason
                )
            )
            continue
        seen.add(control.tag)
        info, evidence = entry
        if text_sha256(control.text) == evidence.text_sha256:
            status, check = Status.UNCHANGED, Recheck(state=RecheckState.NOT_NEEDED)
        else:
            status, check = Status.EDITED, await _recheck(control.text, evidence, passages, rechecker)
        statuses.append(
            SentenceStatus(
                tag=control.tag,
                answer_id=answer_id,
                sentence_id=sentence_id,
                status=status,
                inserted=info,
                recheck=check,
            )
        )
    for tag, (info, _) in inserted.items():
        if tag not in seen:
            answer_id, sentence_id = parse_tag(tag) or (None, None)
            statuses.append(
                SentenceStatus(
                    tag=tag, answer_id=answer_id, sentence_id=sentence_id, status=Status.REMOVED, inserted=info
                )
            )
    counts = {status.value: 0 for status in Status}
    for item in statuses:
        counts[item.status.value] += 1
    return RecheckReport(document_id=document_id, checked_at=now_stamp(), sentences=statuses, counts=counts)
