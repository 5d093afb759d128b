"""A copy of each answer's events in Redis, so any server process can serve a ``resume``.

Layout, per answer (both keys expire ``retention_s`` after the last write):

* ``vouch:answer:<id>:meta``: hash of owner id, collection, surface, request id;
* ``vouch:answer:<id>:events``: a Redis stream whose entry ids are ``<seq>-0``, so "everything after seq N" is
  ``XREAD ... <N>-0`` and the stream's own ordering is the protocol's.

Why a stream and not a list: ``XREAD BLOCK`` from an id gives replay and live follow in one call, for any
number of readers, without consuming entries.

Writes are best effort and never hold up the answer: events queue to one writer task per answer, and after a
Redis error the mirror of that answer stops (memory in the process running the answer stays complete).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

from redis.asyncio import Redis
from redis.exceptions import RedisError

from vouch.answer.events import AnswerEvent, decode_event, encode_event, is_terminal
from vouch.answer.store import AnswerMeta
from vouch.logs import get_logger
from vouch.policy import Surface

log = get_logger("vouch.answer")

PREFIX = "vouch:answer:"
# A follower gives up on an answer whose writer went silent this long (its process died mid-answer).
IDLE_GIVE_UP_S = 120.0


def meta_key(answer_id: str) -> str:
    return f"{PREFIX}{answer_id}:meta"


def events_key(answer_id: str) -> str:
    return f"{PREFIX}{answer_id}:events"


class MirrorWriter:
    def __init__(self, client: Redis[bytes], meta: AnswerMeta, retention_s: float) -> None:
        self._client = client
        self._meta = meta
        self._ttl = max(1, int(retention_s))
        self._queue: asyncio.Queue[AnswerEvent | None] = asyncio.Queue()
        self._broken = False
        self._task = asyncio.create_task(self._run(), name=f"mirror-{meta.answer_id}")

    def put(self, event: AnswerEvent) -> None:
        if not self._broken:
            self._queue.put_nowait(event)
            if is_terminal(event):
                self._queue.put_nowait(None)

    async def _run(self) -> None:
        meta = self._meta
        try:
            async with self._client.pipeline(transaction=True) as pipe:
                pipe.hset(
                    meta_key(meta.answer_id),
                    mapping={
                        "owner_id": str(meta.owner_id),
                        "collection": meta.collection,
                        "surface": meta.surface.value,
                        "request_id": meta.request_id or "",
                        "instruction": meta.instruction,
                        "claim_ref": meta.claim_ref or "",
                        "reask_of": meta.reask_of or "",
                    },
                )
                pipe.expire(meta_key(meta.answer_id), self._ttl)
                await pipe.execute()
            while (event := await self._queue.get()) is not None:
                async with self._client.pipeline(transaction=True) as pipe:
                    pipe.xadd(events_key(meta.answer_id), {"e": encode_event(event)}, id=f"{event.seq}-0")
                    pipe.expire(events_key(meta.answer_id), self._ttl)
                    pipe.expire(meta_key(meta.answer_id), self._ttl)
                    await pipe.execute()
        except (RedisError, OSError) as exc:
            self._broken = True
            log.warning("answer mirror to Redis stopped", answer_id=meta.answer_id, error=repr(exc))

    async def wait(self, timeout: float = 5.0) -> None:
        """Until everything put so far is written (tests; shutdown)."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.shield(self._task), timeout)


class RedisAnswerMirror:
    def __init__(self, client: Redis[bytes], retention_s: float) -> None:
        self.client = client
        self.retention_s = retention_s

    def writer(self, meta: AnswerMeta) -> MirrorWriter:
        return MirrorWriter(self.client, meta, self.retention_s)

    async def meta(self, answer_id: str) -> AnswerMeta | None:
        raw = await self.client.hgetall(meta_key(answer_id))
        if not raw:
            return None
        fields = {k.decode(): v.decode() for k, v in raw.items()}
        return AnswerMeta(
            answer_id=answer_id,
            owner_id=int(fields["owner_id"]),
            collection=fields["collection"],
            surface=Surface(fields["surface"]),
            request_id=fields.get("request_id") or None,
            instruction=fields.get("instruction", ""),
            claim_ref=fields.get("claim_ref") or None,
            reask_of=fields.get("reask_of") or None,
        )

    async def follow(self, answer_id: str, after_seq: int = 0, block_ms: int = 1000) -> AsyncIterator[AnswerEvent]:
        key = events_key(answer_id)
        last = max(0, after_seq)
        idle = 0.0
        while idle < IDLE_GIVE_UP_S:
            reply = await self.client.xread({key: f"{last}-0"}, count=200, block=block_ms)
            if not reply:
                idle += block_ms / 1000
                if not await self.client.exists(key, meta_key(answer_id)):
                    return  # expired, or never existed
                continue
            idle = 0.0
            for _, entries in reply:
                for _, fields in entries:
                    event = decode_event(fields[b"e"])
                    last = event.seq
                    yield event
                    if is_terminal(event):
                        return
