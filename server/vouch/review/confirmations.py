"""What handlers were asked to confirm, broken down by why the checker needed them, and what they confirmed.

A "please confirm" sentence (``vouch.policy.Outcome.TO_CONFIRM``) reaches a letter only when its handler
confirms it beside the passage shown. Leads see, per reason (``vouch.policy.ConfirmWhy``: what the handler was
told about the checker's reading), how many sentences were asked about and how many handlers confirmed, and each
confirmed sentence with who confirmed it, when, and the passage they saw: a reason confirmed much more often than
it should be (a typed contradiction confirmed every time) is where a lead looks first.

Read from the audit chain: ``answer`` records say what was asked (each sentence keeps its ``confirm_why``);
``insert`` records say what was confirmed (``word[].decision == "confirm"``, by the record's actor).
"""

from __future__ import annotations

from collections import Counter

import msgspec

from vouch.audit.index import RecordQuery
from vouch.audit.period import Period
from vouch.audit.records import AnswerBody, CitationRef, InsertBody, RecordKind, SentenceEvidence
from vouch.audit.scope import Scope
from vouch.audit.store import AuditStore, body_as
from vouch.policy import ConfirmWhy, Outcome

# Confirmations recorded before the reason was kept in the audit (or by a client that sent none).
UNRECORDED = "unrecorded"
CONFIRMED_DECISION = "confirm"  # vouch.api.inserts.DECISIONS: the handler confirmed the sentence


class UnknownReason(ValueError):
    """A reason asked for that is none of ``ConfirmWhy`` nor "unrecorded"; the message lists them."""


class ReasonFigures(msgspec.Struct, frozen=True, kw_only=True):
    why: str  # a ConfirmWhy value, or "unrecorded"
    asked: int  # sentences the checker left to their handler for this reason
    confirmed: int  # ...that a handler then confirmed and inserted


class Confirmation(msgspec.Struct, frozen=True, kw_only=True):
    seq: int  # the insert record
    at: str
    handler: str  # who confirmed it (the insert record's actor)
    team: str | None
    answer_id: str
    sentence_id: str
    surface: str
    collection: str | None
    claim_ref: str | None
    sentence: str  # as the handler wrote it, and as it went into the letter
    why: str
    score: float  # the checker's score for it
    passage: CitationRef | None  # the passage shown beside it, which the handler confirmed against
    # Every passage shown beside it: ``passage`` first, then the one it is read with when two passages support the
    # claim together.
    passages: tuple[CitationRef, ...] = ()


class ConfirmationsView(msgspec.Struct, frozen=True, kw_only=True):
    since: str | None
    until: str | None
    reasons: list[ReasonFigures]  # every reason, in ConfirmWhy's order; "unrecorded" last, only when seen
    confirmations: list[Confirmation]  # newest first, filtered by reason when one was asked for


def _why(sentence: SentenceEvidence) -> str:
    return sentence.confirm_why.value if sentence.confirm_why is not None else UNRECORDED


def confirmations(
    store: AuditStore, scope: Scope, period: Period, why: str | None = None, limit: int = 200
) -> ConfirmationsView:
    """The reasons' figures over ``period`` in ``scope``, and up to ``limit`` confirmed sentences (of reason
    ``why`` when given: a ConfirmWhy value or "unrecorded")."""
    if why is not None and why != UNRECORDED and why not in {w.value for w in ConfirmWhy}:
        known = ", ".join([w.value for w in ConfirmWhy] + [UNRECORDED])
        raise UnknownReason(f"no confirmation reason {why!r}; expected one of {known}")
    asked: Counter[str] = Counter()
    confirmed: Counter[str] = Counter()
    for record in store.records(RecordQuery(kinds=(RecordKind.ANSWER,), since=period.since, until=period.until), scope):
        for unsure in body_as(record, AnswerBody).sentences:
            if unsure.outcome is Outcome.TO_CONFIRM:
                asked[_why(unsure)] += 1
    found: list[Confirmation] = []
    inserts = store.records(
        RecordQuery(kinds=(RecordKind.INSERT,), since=period.since, until=period.until, newest_first=True), scope
    )
    for record in inserts:
        insert = body_as(record, InsertBody)
        evidence = {s.sentence_id: s for s in insert.sentences}
        for word in insert.word:
            if word.decision != CONFIRMED_DECISION or word.sentence_id not in evidence:
                continue
            sentence = evidence[word.sentence_id]
            reason = _why(sentence)
            confirmed[reason] += 1
            if (why is None or reason == why) and len(found) < limit:
                found.append(
                    Confirmation(
                        seq=record.seq,
                        at=record.at,
                        handler=record.actor.name,
                        team=record.actor.team,
                        answer_id=insert.answer_id,
                        sentence_id=sentence.sentence_id,
                        surface=insert.surface.value if insert.surface is not None else "unknown",
                        collection=insert.collection,
                        claim_ref=insert.claim_ref,
                        sentence=sentence.drafted_text,
                        why=reason,
                        score=sentence.score,
                        passage=sentence.confirm_citation,
                        passages=sentence.confirm_citations
                        or ((sentence.confirm_citation,) if sentence.confirm_citation is not None else ()),
                    )
                )
    reasons = [w.value for w in ConfirmWhy]
    if asked[UNRECORDED] or confirmed[UNRECORDED]:
        reasons.append(UNRECORDED)
    return ConfirmationsView(
        since=period.since,
        until=period.until,
        reasons=[ReasonFigures(why=r, asked=asked[r], confirmed=confirmed[r]) for r in reasons],
        confirmations=found,
    )
