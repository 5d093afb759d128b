"""Answers kept for resume: each answer's events in order, in this process's memory.

The process running an answer holds its ``AnswerLog``; every event is appended there first, so a client that
reconnects to this process replays what it missed (``seq`` greater than its last) and then follows live.
When Redis is configured the events are also mirrored to a Redis stream (``redis_store``) so that another
server process can serve the resume; memory stays the primary copy, so an answer keeps streaming when Redis
goes down.

Finished answers stay for ``retention_s`` and are then forgotten.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass

from vouch.answer.events import AnswerEvent, is_terminal
from vouch.policy import Surface


@dataclass(frozen=True)
class AnswerMeta:
    answer_id: str
    owner_id: int  # only this user may read or cancel the answer
    collection: str
    surface: Surface
    request_id: str | None
    instruction: str = ""  # what the handler asked (for the audit record); the checked text is in the events
    claim_ref: str | None = None
    reask_of: str | None = None


class AnswerLog:
    def __init__(self, meta: AnswerMeta, on_append: Callable[[AnswerEvent], None] | None = None) -> None:
        self.meta = meta
        self.events: list[AnswerEvent] = []
        self.finished_at: float | None = None
        self._changed = asyncio.Event()
        self._on_append = on_append

    @property
    def next_seq(self) -> int:
        return len(self.events) + 1

    @property
    def finished(self) -> bool:
        return self.finished_at is not None

    def append(self, event: AnswerEvent) -> None:
        if self.finished:
            raise RuntimeError(f"answer {self.meta.answer_id} has finished; {type(event).__name__} is too late")
        if event.seq != self.next_seq or event.answer_id != self.meta.answer_id:
            raise ValueError(f"event {event.seq} of {event.answer_id} out of order (next is {self.next_seq})")
        self.events.append(event)
        if is_terminal(event):
            self.finished_at = time.monotonic()
        if self._on_append is not None:
            self._on_append(event)
        # Wake every follower, then arm a fresh event for the next append.
        self._changed.set()
        self._changed = asyncio.Event()

    async def follow(self, after_seq: int = 0) -> AsyncIterator[AnswerEvent]:
        """Events with ``seq > after_seq``: those already here, then live ones, up to the terminal event."""
        index = max(0, after_seq)
        while True:
            while index < len(self.events):
                event = self.events[index]
                index += 1
                yield event
                if is_terminal(event):
                    return
            if self.finished:
                return
            await self._changed.wait()


class MemoryAnswerStore:
    def __init__(self, retention_s: float) -> None:
        self.retention_s = retention_s
        self._logs: dict[str, AnswerLog] = {}

    def add(self, log: AnswerLog) -> None:
        self.evict()
        self._logs[log.meta.answer_id] = log

    def get(self, answer_id: str) -> AnswerLog | None:
        self.evict()
        return self._logs.get(answer_id)

    def __len__(self) -> int:
        return len(self._logs)

    def evict(self, now: float | None = None) -> int:
        now = time.monotonic() if now is None else now
        expired = [
            aid
            for aid, log in self._logs.items()
            if log.finished_at is not None and now - log.finished_at > self.retention_s
        ]
        for aid in expired:
            del self._logs[aid]
        return len(expired)
