"""Recording an insert: the add-in's receipt in, a durable audit record out.

The receipt names the answer, the Word document and, per sentence, the content control tag and the text Word
holds. The evidence (verdicts, scores, quotes, rewrites, stubs) comes from the server's own record of the
finished answer (its ``answer`` audit record), or, if that is not written yet, from the answer's events still
in this process's memory, never from the client. Word's text is compared with what was checked, and a
difference is recorded, not hidden.

Before any of that, the policy's insert gate (``vouch.policy.insert_gate``) decides whether the receipt may be
acknowledged at all: an answer that is not ``done`` (or unknown, or another user's), a sentence that is
unresolved, stubbed or not the text that was checked is refused, and the refusal is recorded
(``insert_refused``) instead of an insert. ``evidence_from: "none"`` remains for records written before the
gate existed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from vouch.answer.events import ErrorEvent
from vouch.audit.canonical import text_sha256
from vouch.audit.evidence import CheckedAnswer, IncompleteAnswer, checked_answer, from_answer_body, insert_body
from vouch.audit.log import AuditError
from vouch.audit.records import Actor, AnswerBody, InsertBody, InsertRefusedBody, SentenceEvidence, TriedText, WordText
from vouch.audit.store import AuditStore, Committed, body_as
from vouch.auth.store import User
from vouch.policy import (
    DEFAULT_THRESHOLD,
    AnswerState,
    FinalAnswer,
    FinalSentence,
    HandlerDecision,
    InsertVerdict,
    Outcome,
    insert_gate,
    with_decisions,
)
from vouch.verify.types import Support

if TYPE_CHECKING:
    from vouch.answer.hub import AnswerHub


class UnknownSentence(AuditError):
    """The receipt names a sentence the (known) answer does not have."""


@dataclass(frozen=True)
class InsertedText:
    sentence_id: str
    tag: str
    text: str
    decision: str | None = None  # "confirm" | "accept": what the handler did before inserting


@dataclass(frozen=True)
class InsertRecorded:
    committed: Committed
    evidence_from: str
    mismatched: tuple[str, ...]  # sentence ids whose Word text differs from the checked text


AnswerLookup = Callable[[User, str], CheckedAnswer | None]


def answer_from_hub(hub: AnswerHub) -> AnswerLookup:
    """A lookup over the answers still in this process's memory (the owner's only, finished only)."""

    def lookup(user: User, answer_id: str) -> CheckedAnswer | None:
        log = hub.store.get(answer_id)
        if log is None or log.meta.owner_id != user.id or not log.finished:
            return None
        try:
            return checked_answer(
                list(log.events),
                surface=log.meta.surface,
                collection=log.meta.collection,
                instruction=log.meta.instruction,
                threshold=hub.policies[log.meta.surface].threshold,
                claim_ref=log.meta.claim_ref,
                reask_of=log.meta.reask_of,
            )
        except IncompleteAnswer:
            return None

    return lookup


def find_answer(
    store: AuditStore, user: User, answer_id: str, fallback: AnswerLookup | None = None
) -> tuple[CheckedAnswer | None, str]:
    """The checked answer and where it came from; (None, "none") when the server holds none for this user."""
    record = store.answer_record(answer_id)
    if record is not None:
        # Another user's answer gives no evidence: its content is not theirs to copy into their record.
        if record.actor.name != user.name:
            return None, "none"
        return from_answer_body(body_as(record, AnswerBody)), "answer_record"
    found = fallback(user, answer_id) if fallback is not None else None
    return (found, "answer_events") if found is not None else (None, "none")


def final_of(answer: CheckedAnswer) -> FinalAnswer:
    """The gate's view of a finished answer: each sentence's outcome and the one text that was checked (the
    rewrite when there is one)."""
    return FinalAnswer(
        state=AnswerState.DONE,
        surface=answer.surface,
        threshold=answer.threshold,
        label=answer.label,
        sentences=tuple(
            FinalSentence(s.sentence_id, s.outcome, (s.text,), s.suggestion.text if s.suggestion else None)
            for s in answer.sentences
        ),
    )


def final_in_memory(user: User, answer_id: str, hub: AnswerHub | None) -> FinalAnswer | None:
    """Where ``user``'s answer stands if this process still holds it (call on the event loop, which owns the
    hub); None when it does not. Another user's answer is ``UNKNOWN``, like one that never existed."""
    log = hub.store.get(answer_id) if hub is not None else None
    if hub is None or log is None:
        return None
    if log.meta.owner_id != user.id:
        return FinalAnswer(AnswerState.UNKNOWN)
    if not log.finished:
        return FinalAnswer(AnswerState.DRAFTING)
    if isinstance(log.events[-1], ErrorEvent):
        return FinalAnswer(AnswerState.UNFINISHED)
    found = answer_from_hub(hub)(user, answer_id)
    return final_of(found) if found is not None else FinalAnswer(AnswerState.UNFINISHED)


def final_on_record(store: AuditStore, user: User, answer_id: str) -> FinalAnswer:
    """Where ``user``'s finished answer stands according to its ``answer`` audit record."""
    record = store.answer_record(answer_id)
    if record is None or record.actor.name != user.name:
        return FinalAnswer(AnswerState.UNKNOWN)
    return final_of(from_answer_body(body_as(record, AnswerBody)))


def gate_insert(
    store: AuditStore,
    user: User,
    answer_id: str,
    document_id: str,
    sentences: Sequence[InsertedText],
    *,
    live: FinalAnswer | None,
    receipt_id: str | None = None,
    removed: Sequence[str] = (),
) -> tuple[InsertVerdict, Committed | None]:
    """Ask the policy's insert gate about ``live`` (``final_in_memory``) or else the answer on record, with the
    handler's decisions applied (each sentence's ``decision``, and the "please confirm" sentences the handler
    ``removed``); a refusal is recorded (durably) before it is answered."""
    final = live if live is not None else final_on_record(store, user, answer_id)
    decisions = {sid: HandlerDecision.REMOVE for sid in removed}
    decisions.update({s.sentence_id: HandlerDecision(s.decision) for s in sentences if s.decision is not None})
    final = with_decisions(final, decisions)
    verdict = insert_gate(final, answer_id, [(s.sentence_id, s.text) for s in sentences])
    if verdict.allowed:
        return verdict, None
    body = InsertRefusedBody(
        document_id=document_id,
        answer_id=answer_id,
        reason=verdict.reason.value if verdict.reason is not None else "refused",
        detail=verdict.detail,
        sentence_id=verdict.sentence_id,
        receipt_id=receipt_id,
        tried=tuple(
            TriedText(sentence_id=s.sentence_id, tag=s.tag, text_sha256=text_sha256(s.text)) for s in sentences
        ),
    )
    return verdict, store.record_insert_refused(Actor.of(user), body)


def _unverified(sentence: InsertedText) -> SentenceEvidence:
    return SentenceEvidence(
        sentence_id=sentence.sentence_id,
        outcome=Outcome.UNVERIFIED,
        text=sentence.text,
        text_sha256=text_sha256(sentence.text),
        drafted_text=sentence.text,
        support=Support.UNVERIFIED,
        score=0.0,
        threshold=DEFAULT_THRESHOLD,
    )


def record_insert_receipt(
    store: AuditStore,
    user: User,
    answer_id: str,
    document_id: str,
    sentences: Sequence[InsertedText],
    *,
    receipt_id: str | None = None,
    client: str | None = None,
    fallback: AnswerLookup | None = None,
) -> InsertRecorded:
    """Returns once the insert record is durable (written and fsynced): only then may the add-in be told."""
    answer, source = find_answer(store, user, answer_id, fallback)
    word = tuple(
        WordText(
            sentence_id=s.sentence_id, tag=s.tag, text_sha256=text_sha256(s.text), matches=False, decision=s.decision
        )
        for s in sentences
    )
    if answer is None:
        body = InsertBody(
            document_id=document_id,
            answer_id=answer_id,
            sentences=tuple(_unverified(s) for s in sentences),
            evidence_from="none",
            receipt_id=receipt_id,
            client=client,
            word=word,
        )
    else:
        checked = {s.sentence_id: s.text_sha256 for s in answer.sentences}
        # An accepted correction is checked text too: Word must hold the correction's words.
        corrected = {
            s.sentence_id: text_sha256(s.suggestion.text) for s in answer.sentences if s.suggestion is not None
        }
        unknown = [s.sentence_id for s in sentences if s.sentence_id not in checked]
        if unknown:
            raise UnknownSentence(f"answer {answer_id!r} has no sentence {', '.join(unknown)}")
        word = tuple(
            WordText(
                sentence_id=w.sentence_id,
                tag=w.tag,
                text_sha256=w.text_sha256,
                matches=w.text_sha256
                == (corrected.get(w.sentence_id) if w.decision == "accept" else checked[w.sentence_id]),
                decision=w.decision,
            )
            for w in word
        )
        body = insert_body(
            answer,
            document_id,
            [s.sentence_id for s in sentences],
            receipt_id=receipt_id,
            client=client,
            word=word,
            evidence_from=source,
        )
    committed = store.record_insert(Actor.of(user), body)
    return InsertRecorded(committed, source, tuple(w.sentence_id for w in word if not w.matches))
