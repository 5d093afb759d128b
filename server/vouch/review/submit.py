"""How a finished answer reaches the audit chain and the review queue.

The answer pipeline calls ``submit_events`` (or ``submit`` with an already folded ``CheckedAnswer``) once per
finished answer: one ``answer`` record (outcome counts, what the figures divide by), one ``stub`` record per
stubbed sentence and one ``refusal`` record for a refused answer; the last two are the queue. Each call is
idempotent per answer (and per stubbed sentence), so a retry after a crash does not double-count.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from dataclasses import dataclass

from vouch.answer.events import AnswerEvent
from vouch.answer.store import AnswerLog
from vouch.audit.evidence import (
    CheckedAnswer,
    IncompleteAnswer,
    answer_body,
    checked_answer,
    refusal_body,
    stub_bodies,
)
from vouch.audit.log import AuditError
from vouch.audit.records import Actor, CheckerInfo
from vouch.audit.store import AuditStore, Committed
from vouch.auth.store import User
from vouch.logs import get_logger
from vouch.policy import Surface

log = get_logger("vouch.review")


@dataclass(frozen=True)
class SubmitReceipt:
    answer: Committed
    stubs: tuple[Committed, ...]
    refusal: Committed | None


def submit(store: AuditStore, actor: Actor, answer: CheckedAnswer) -> SubmitReceipt:
    """Record one finished answer; returns once every record is durable."""
    answer_receipt = store.record_answer(actor, answer_body(answer))
    stubs = tuple(store.record_stub(actor, body) for body in stub_bodies(answer))
    refusal = refusal_body(answer)
    return SubmitReceipt(
        answer=answer_receipt,
        stubs=stubs,
        refusal=None if refusal is None else store.record_refusal(actor, refusal),
    )


def submit_events(
    store: AuditStore,
    user: User,
    events: Iterable[AnswerEvent],
    *,
    surface: Surface,
    collection: str,
    instruction: str,
    threshold: float,
    checker: CheckerInfo | None = None,
    claim_ref: str | None = None,
    reask_of: str | None = None,
) -> SubmitReceipt | None:
    """The pipeline's hook: fold the events and submit. None for an answer that never reached ``done``
    (cancelled or failed): there is nothing in it to review."""
    try:
        answer = checked_answer(
            events,
            surface=surface,
            collection=collection,
            instruction=instruction,
            threshold=threshold,
            checker=checker,
            claim_ref=claim_ref,
            reask_of=reask_of,
        )
    except IncompleteAnswer:
        return None
    return submit(store, Actor.of(user), answer)


async def report_finished(
    store: AuditStore,
    user: User,
    answer_log: AnswerLog,
    *,
    threshold: float,
    checker: CheckerInfo | None = None,
    claim_ref: str | None = None,
    reask_of: str | None = None,
) -> SubmitReceipt | None:
    """What the answer hub calls once an answer's task has ended (after ``done``, ``error`` or cancel).

    Off the event loop (fsync), and never raising into the hub: the answer already reached its user. A failure
    is logged as an error, loudly; a later insert of this answer then takes its evidence from the events in
    memory, or is recorded as having none (see ``vouch.audit.receipts``)."""
    meta = answer_log.meta
    try:
        return await asyncio.to_thread(
            submit_events,
            store,
            user,
            list(answer_log.events),
            surface=meta.surface,
            collection=meta.collection,
            instruction=meta.instruction,
            threshold=threshold,
            checker=checker,
            claim_ref=claim_ref,
            reask_of=reask_of,
        )
    except AuditError as exc:
        log.error("answer not recorded in the audit trail", answer_id=meta.answer_id, error=str(exc))
        return None
