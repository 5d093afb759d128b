"""Periods for queries and exports: ``from``/``to`` as dates (whole days, ``to`` inclusive) or ISO datetimes
(``to`` exclusive), turned into the sortable stamps the index compares."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

STAMP = "%Y-%m-%dT%H:%M:%S.%fZ"


@dataclass(frozen=True)
class Period:
    since: str | None = None  # inclusive
    until: str | None = None  # exclusive

    def describe(self) -> str:
        return f"{self.since or 'the beginning'} to {self.until or 'now'}"


def _parse(value: str, *, end: bool) -> str:
    text = value.strip()
    try:
        day = date.fromisoformat(text)
    except ValueError:
        pass
    else:
        if len(text) == 10:  # a plain date: the whole day, so "to=2025-03-31" includes the 31st
            start = datetime(day.year, day.month, day.day, tzinfo=UTC)
            return (start + timedelta(days=1) if end else start).strftime(STAMP)
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise ValueError(f"{value!r} is neither a date (2025-03-31) nor an ISO date-time") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).strftime(STAMP)


def parse_period(since: str | None, until: str | None) -> Period:
    period = Period(
        since=_parse(since, end=False) if since else None,
        until=_parse(until, end=True) if until else None,
    )
    if period.since and period.until and period.since >= period.until:
        raise ValueError(f"the period is empty: from {since} is not before to {until}")
    return period
