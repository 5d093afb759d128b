"""Per-surface figures that say whether the support threshold (default 0.8) is set right.

* stub rate = stubs / checked sentences: how often the checker suppresses a sentence;
* re-ask rate = re-asked answers / (stubs + refusals): how often a stub or refusal sent the handler back
  (explicit links only; the probable rate adds the unlinked next answers, see ``reasks``);
* restore rate = restores / decided items: how often a lead found the checker wrong (a high one says the
  threshold is too strict, or retrieval missed the passage); restores per stub is the same over all stubs;
* near threshold = stubs scoring within 0.1 below the threshold: how many would a small change let through.

A rate is None when there is nothing to divide by, never 0 pretending to be a measurement.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

import msgspec

from vouch.audit.index import RecordQuery
from vouch.audit.period import Period
from vouch.audit.records import AnswerBody, Decision, InsertBody, RecordKind, ReviewDecisionBody, StubBody
from vouch.audit.scope import Scope
from vouch.audit.store import AuditStore, body_as
from vouch.policy import AnswerLabel, Outcome
from vouch.review.reasks import Asked, asked, find_reasks

NEAR_THRESHOLD = 0.1


class SurfaceFigures(msgspec.Struct, frozen=True, kw_only=True):
    surface: str
    threshold: float | None  # the latest seen on this surface
    answers: int
    checked_sentences: int
    stubs: int
    refusals: int
    reasks: int  # stubbed or refused answers the add-in says were asked again
    probable_reasks: int  # ...or that the handler's next answer probably asked again (no link sent)
    decided: int
    restores: int
    confirmed_removals: int
    near_threshold: int
    stub_rate: float | None
    refusal_rate: float | None
    reask_rate: float | None  # explicit re-asks per stub or refusal
    probable_reask_rate: float | None  # explicit and probable re-asks per stub or refusal
    restore_rate: float | None
    restores_per_stub: float | None
    mean_stub_score: float | None
    # "Please confirm": sentences the checker left to the handler, and what handlers then inserted as
    # confirmed by them (each insert record names the user and the passage they saw) or as accepted corrections.
    asked_to_confirm: int = 0
    handler_confirmations: int = 0
    accepted_corrections: int = 0
    confirm_rate: float | None = None  # asked to confirm per checked sentence


@dataclass
class _Tally:
    threshold: float | None = None
    answers: int = 0
    checked: int = 0
    stubs: int = 0
    refusals: int = 0
    reasks: int = 0
    probable_reasks: int = 0
    decided: int = 0
    restores: int = 0
    confirmed: int = 0
    near: int = 0
    stub_scores: list[float] = field(default_factory=list)
    asked_to_confirm: int = 0
    handler_confirmations: int = 0
    accepted_corrections: int = 0


def _rate(numerator: int, denominator: int) -> float | None:
    return None if denominator == 0 else round(numerator / denominator, 4)


def surface_figures(store: AuditStore, scope: Scope, period: Period) -> list[SurfaceFigures]:
    def of(*kinds: RecordKind) -> RecordQuery:
        return RecordQuery(kinds=kinds, since=period.since, until=period.until)

    tallies: dict[str, _Tally] = defaultdict(_Tally)
    answer_records = store.records(of(RecordKind.ANSWER), scope)
    answers = [asked(record) for record in answer_records]
    needing_reask: list[Asked] = []  # stubbed or refused answers
    for record in answer_records:
        answer = body_as(record, AnswerBody)
        tally = tallies[answer.surface.value]
        tally.threshold = answer.threshold
        tally.answers += 1
        tally.checked += answer.checked
        tally.asked_to_confirm += answer.counts.get(Outcome.TO_CONFIRM.value, 0)
        if answer.label is AnswerLabel.REFUSED or answer.counts.get(Outcome.STUBBED.value, 0) > 0:
            needing_reask.append(asked(record))
    for earlier in needing_reask:
        found = find_reasks(earlier, answers)
        if any(r.explicit for r in found):
            tallies[earlier.surface].reasks += 1
        elif found:
            tallies[earlier.surface].probable_reasks += 1
    for record in store.records(of(RecordKind.STUB, RecordKind.REFUSAL), scope):
        surface = str(record.body["surface"])
        tally = tallies[surface]
        if record.kind is RecordKind.STUB:
            stub = body_as(record, StubBody)
            tally.stubs += 1
            tally.stub_scores.append(stub.sentence.score)
            if stub.sentence.score >= stub.sentence.threshold - NEAR_THRESHOLD:
                tally.near += 1
        else:
            tally.refusals += 1
        decision = store.decision_for(record.seq)
        if decision is not None:
            tally.decided += 1
            if body_as(decision, ReviewDecisionBody).decision is Decision.RESTORE:
                tally.restores += 1
            else:
                tally.confirmed += 1
    for record in store.records(of(RecordKind.INSERT), scope):
        insert = body_as(record, InsertBody)
        tally = tallies[insert.surface.value if insert.surface is not None else "unknown"]
        tally.handler_confirmations += sum(1 for w in insert.word if w.decision == "confirm")
        tally.accepted_corrections += sum(1 for w in insert.word if w.decision == "accept")
    return [
        SurfaceFigures(
            surface=surface,
            threshold=t.threshold,
            answers=t.answers,
            checked_sentences=t.checked,
            stubs=t.stubs,
            refusals=t.refusals,
            reasks=t.reasks,
            probable_reasks=t.probable_reasks,
            decided=t.decided,
            restores=t.restores,
            confirmed_removals=t.confirmed,
            near_threshold=t.near,
            stub_rate=_rate(t.stubs, t.checked),
            refusal_rate=_rate(t.refusals, t.answers),
            reask_rate=_rate(t.reasks, t.stubs + t.refusals),
            probable_reask_rate=_rate(t.reasks + t.probable_reasks, t.stubs + t.refusals),
            restore_rate=_rate(t.restores, t.decided),
            restores_per_stub=_rate(t.restores, t.stubs + t.refusals),
            mean_stub_score=round(sum(t.stub_scores) / len(t.stub_scores), 4) if t.stub_scores else None,
            asked_to_confirm=t.asked_to_confirm,
            handler_confirmations=t.handler_confirmations,
            accepted_corrections=t.accepted_corrections,
            confirm_rate=_rate(t.asked_to_confirm, t.checked),
        )
        for surface, t in sorted(tallies.items())
    ]
