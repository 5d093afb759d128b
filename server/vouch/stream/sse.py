"""The same answer events over HTTP: start with a POST, read them as server-sent events, resume by id.

    POST /api/answers                      {request_id?, surface, collection, instruction, text?}
                                           -> 201 {answer_id, surface, request_id, events}
    GET  /api/answers/{answer_id}/events   text/event-stream; each event is ``id: <seq>``, ``event: <type>``,
                                           ``data: <the event's JSON>``; the stream ends after done/error.
                                           Resume with the ``Last-Event-ID`` header (what EventSource sends
                                           on reconnect) or ``?last_seq=N``.
    POST /api/answers/{answer_id}/cancel   -> 202 {answer_id, cancelled}

While an answer is quiet (verification pending) a comment line is sent every ``KEEPALIVE_S`` so proxies keep
the connection open.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable
from typing import Any

from litestar import Controller, Request, get, post
from litestar.datastructures import State
from litestar.exceptions import ClientException, NotFoundException, PermissionDeniedException, ValidationException
from litestar.params import FromPath, FromQuery, JSONBody
from litestar.response import ServerSentEvent, ServerSentEventMessage
from litestar.status_codes import HTTP_201_CREATED, HTTP_202_ACCEPTED, HTTP_409_CONFLICT

from vouch.answer.events import AnswerEvent, encode_event, event_type
from vouch.answer.hub import AnswerError, AnswerForbidden, AnswerHub, AnswerNotFound, ResumePastEnd, parse_draft
from vouch.auth.guards import requires
from vouch.auth.middleware import bearer_token
from vouch.auth.roles import Permission
from vouch.auth.store import User
from vouch.services import Services

KEEPALIVE_S = 15.0


def _http_error(exc: AnswerError) -> Exception:
    if isinstance(exc, ResumePastEnd):
        return ClientException(str(exc), status_code=HTTP_409_CONFLICT, extra={"last_seq": exc.last_seq})
    if isinstance(exc, AnswerForbidden):
        return PermissionDeniedException(str(exc))
    if isinstance(exc, AnswerNotFound):
        return NotFoundException(str(exc))
    return ValidationException(str(exc))


def _last_seq(request: Request[User, Any, State], last_seq: int | None) -> int:
    if last_seq is not None:
        return max(0, last_seq)
    header = request.headers.get("last-event-id", "").strip()
    if header.isdigit():
        return int(header)
    return 0


def _refusal(code: str, message: str) -> ServerSentEventMessage:
    return ServerSentEventMessage(data=json.dumps({"type": "error", "code": code, "message": message}), event="error")


async def _messages(
    events: AsyncIterator[AnswerEvent], still_allowed: Callable[[], ServerSentEventMessage | None] = lambda: None
) -> AsyncIterator[ServerSentEventMessage]:
    """SSE messages for the events, with keep-alive comments while none arrives. ``still_allowed`` is asked
    before each event goes out; a refusal it returns is sent as the stream's last message."""
    queue: asyncio.Queue[AnswerEvent | None] = asyncio.Queue()

    async def pump() -> None:
        try:
            async for event in events:
                await queue.put(event)
        finally:
            await queue.put(None)

    task = asyncio.create_task(pump())
    try:
        while True:
            try:
                event = await asyncio.wait_for(queue.get(), KEEPALIVE_S)
            except TimeoutError:
                yield ServerSentEventMessage(data=None, comment="keep-alive")
                continue
            if event is None:
                return
            refused = still_allowed()
            if refused is not None:
                yield refused
                return
            yield ServerSentEventMessage(data=encode_event(event).decode(), event=event_type(event), id=event.seq)
    finally:
        task.cancel()


class AnswerController(Controller):
    path = "/api/answers"
    tags = ("answers",)
    guards = (requires(Permission.DRAFT),)

    @post("/", status_code=HTTP_201_CREATED, summary="Start an answer (a draft, or a check of given text)")
    async def start(self, request: Request[User, Any, State], data: JSONBody[dict[str, Any]]) -> dict[str, Any]:
        hub: AnswerHub = request.app.state.answers
        try:
            hub.authorize_draft(request.user, str(data.get("collection", "")))
            meta = hub.start(request.user, parse_draft(data))
        except AnswerError as exc:
            raise _http_error(exc) from None
        return {
            "answer_id": meta.answer_id,
            "surface": meta.surface.value,
            "request_id": meta.request_id,
            "events": f"/api/answers/{meta.answer_id}/events",
        }

    @get("/{answer_id:str}/events", summary="The answer's events as server-sent events")
    async def events(
        self, request: Request[User, Any, State], answer_id: FromPath[str], last_seq: FromQuery[int | None] = None
    ) -> ServerSentEvent:
        hub: AnswerHub = request.app.state.answers
        try:
            meta, events = await hub.open_follow(request.user, answer_id, _last_seq(request, last_seq))
        except AnswerError as exc:
            raise _http_error(exc) from None
        services: Services = request.app.state.services
        token = bearer_token(request)

        def still_allowed() -> ServerSentEventMessage | None:
            # The stream outlives the request's authentication: the token and the grant are checked again for
            # every event, as on the WebSocket.
            user = services.users.authenticate(token) if token is not None else None
            if user is None:
                return _refusal("unauthorized", "token revoked or no longer valid; sign in again")
            try:
                hub.authorize_follow(user, meta)
            except AnswerForbidden as exc:
                return _refusal(exc.code, f"{exc}; this answer's stream has stopped")
            return None

        return ServerSentEvent(
            _messages(events, still_allowed), headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"}
        )

    @post("/{answer_id:str}/cancel", status_code=HTTP_202_ACCEPTED, summary="Cancel a running answer")
    async def cancel(self, request: Request[User, Any, State], answer_id: FromPath[str]) -> dict[str, Any]:
        hub: AnswerHub = request.app.state.answers
        try:
            cancelled = hub.cancel(request.user, answer_id)
        except AnswerError as exc:
            raise _http_error(exc) from None
        return {"answer_id": answer_id, "cancelled": cancelled}
