"""When a later answer is a re-ask of an earlier one.

Explicit: the add-in sent ``reask_of`` with the new draft. Probable, without a link: the handler's very next
answer is on the same collection and surface within ``REASK_WINDOW``. The queue shows which kind it is and the
figures count them apart, so a guess never passes for a measurement.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from vouch.audit.records import AnswerBody, StoredRecord
from vouch.audit.store import body_as

REASK_WINDOW = timedelta(minutes=15)


@dataclass(frozen=True)
class Asked:
    answer_id: str
    handler: str
    collection: str
    surface: str
    at: str
    reask_of: str | None = None


def asked(record: StoredRecord) -> Asked:
    """From an ``answer`` record."""
    body = body_as(record, AnswerBody)
    return Asked(body.answer_id, record.actor.name, body.collection, body.surface.value, record.at, body.reask_of)


def _moment(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp.replace("Z", "+00:00"))


@dataclass(frozen=True)
class Reask:
    answer: Asked
    explicit: bool


def find_reasks(earlier: Asked, answers: Sequence[Asked]) -> list[Reask]:
    """The re-asks of ``earlier`` among ``answers`` (in order): every explicit one, else at most one probable."""
    explicit = [Reask(a, True) for a in answers if a.reask_of == earlier.answer_id]
    if explicit:
        return explicit
    later = [a for a in answers if a.handler == earlier.handler and a.at > earlier.at]
    if not later:
        return []
    following = min(later, key=lambda a: a.at)
    if (
        following.reask_of is None
        and following.collection == earlier.collection
        and following.surface == earlier.surface
        and _moment(following.at) <= _moment(earlier.at) + REASK_WINDOW
    ):
        return [Reask(following, False)]
    return []
