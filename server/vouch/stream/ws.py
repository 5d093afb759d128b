"""The ``/ws`` socket: authenticated at the handshake (see ``vouch.auth.middleware``), then JSON messages.

Client -> server (each a JSON object with a ``type``):

    draft   {request_id, surface, collection, instruction, text?}   start an answer (``text``: check mode)
    resume  {answer_id, last_seq}                                   events after ``last_seq``, then live
    cancel  {answer_id}
    ping

Server -> client: ``ready`` once after the handshake; ``accepted {request_id, answer_id, surface}`` for each
draft; then the answer's events (``vouch.answer.events``), each with ``answer_id`` and ``seq``; ``pong``.
A message that cannot be acted on gets ``error {code, message}`` without ``answer_id``/``seq`` (bad JSON,
unknown type, forbidden, not found, ``resume_past_end`` with the answer's ``last_seq``), never a silent drop.

Authorisation is not only the handshake's: before every message it handles and every event it sends, the
socket looks its token up again. A token revoked (or its user disabled) closes the socket with code 4401; a
role that may no longer draft closes it with 4403; a collection grant withdrawn stops that answer's stream with
``error {code: "forbidden", answer_id}``. Each close carries its reason.

Answers run on the server, not on the socket: a dropped socket loses nothing, and ``resume`` on a new one
replays what the client missed. Several answers may stream on one socket at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from typing import Any

from litestar import WebSocket, websocket
from litestar.exceptions import WebSocketDisconnect

from vouch.answer.events import AnswerEvent, encode_event
from vouch.answer.hub import AnswerError, AnswerForbidden, AnswerHub, BadAnswerRequest, ResumePastEnd, parse_draft
from vouch.answer.store import AnswerMeta
from vouch.auth.middleware import SUBPROTOCOL, bearer_token
from vouch.auth.roles import Permission
from vouch.auth.store import User
from vouch.logs import get_logger
from vouch.services import Services

log = get_logger("vouch.stream")

CLOSE_UNAUTHORIZED = 4401  # the token was revoked, or its user disabled, while the socket was open
CLOSE_FORBIDDEN = 4403  # the user's role no longer allows drafting


class SocketRevoked(Exception):
    """This socket's authorisation is gone; ``code`` and the message are its close code and reason."""

    def __init__(self, code: int, reason: str) -> None:
        super().__init__(reason)
        self.code = code


def _error(code: str, message: str) -> dict[str, Any]:
    return {"type": "error", "code": code, "message": message}


class AnswerSocket:
    """One connected client: a receive loop, and one pump task per answer it follows."""

    def __init__(self, socket: WebSocket[User, None, Any], hub: AnswerHub, services: Services | None = None) -> None:
        self.socket = socket
        self.user: User = socket.user
        self.hub = hub
        self._services = services
        self._token = bearer_token(socket)
        self._send_lock = asyncio.Lock()
        self._pumps: dict[str, asyncio.Task[None]] = {}
        self._closed = False

    def reauthorize(self) -> User:
        """The user as they are now, or ``SocketRevoked``: the handshake's check, made again."""
        if self._services is None or self._token is None:
            return self.user
        user = self._services.users.authenticate(self._token)
        if user is None:
            raise SocketRevoked(CLOSE_UNAUTHORIZED, "token revoked or no longer valid; sign in again")
        if user.role is not self.user.role and not user.can(Permission.DRAFT):
            # A role that never could draft gets ``forbidden`` per message; one taken away closes the socket.
            raise SocketRevoked(CLOSE_FORBIDDEN, f"role {user.role.value!r} may no longer draft or follow answers")
        self.user = user
        return user

    async def close(self, revoked: SocketRevoked) -> None:
        if self._closed:
            return
        self._closed = True
        log.info("socket closed: authorisation withdrawn", user=self.user.name, code=revoked.code, reason=str(revoked))
        for task in list(self._pumps.values()):
            if task is not asyncio.current_task():
                task.cancel()
        with contextlib.suppress(Exception):
            async with self._send_lock:
                await self.socket.close(code=revoked.code, reason=str(revoked))

    async def send(self, payload: dict[str, Any] | bytes) -> None:
        text = payload.decode() if isinstance(payload, bytes) else json.dumps(payload)
        async with self._send_lock:  # pumps and the receive loop share one socket
            await self.socket.send_text(text)

    async def serve(self) -> None:
        await self.send(
            {"type": "ready", "user": self.user.name, "role": self.user.role.value, "protocol": SUBPROTOCOL}
        )
        try:
            while True:
                raw = await self.socket.receive_text()
                self.reauthorize()
                try:
                    message = json.loads(raw)
                except json.JSONDecodeError:
                    await self.send(_error("bad_json", "the message is not valid JSON"))
                    continue
                await self.handle(message)
        except SocketRevoked as revoked:
            await self.close(revoked)
        except WebSocketDisconnect:
            pass
        finally:
            # The answers go on; only this socket's pumps stop. A new socket resumes them.
            for task in self._pumps.values():
                task.cancel()

    async def handle(self, message: Any) -> None:
        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
            await self.send(_error("bad_message", "each message must be a JSON object with a string 'type'"))
            return
        kind = message["type"]
        try:
            if kind == "ping":
                await self.send({"type": "pong"})
            elif kind == "draft":
                await self._draft(message)
            elif kind == "resume":
                await self._resume(message)
            elif kind == "cancel":
                self.hub.cancel(self.user, _answer_id(message))
            else:
                await self.send(_error("unsupported", f"message type {kind!r} is not handled by this server"))
        except ResumePastEnd as exc:
            await self.send({**_error(exc.code, str(exc)), **_echo(message), "last_seq": exc.last_seq})
        except AnswerError as exc:
            await self.send({**_error(exc.code, str(exc)), **_echo(message)})

    async def _draft(self, message: dict[str, Any]) -> None:
        # Who may draft is checked before the request's shape, so a refusal never depends on the details.
        if not self.user.can(Permission.DRAFT):
            await self.send(_error("forbidden", f"role {self.user.role.value!r} may not ask for drafts"))
            return
        self.hub.authorize_draft(self.user, str(message.get("collection", "")))
        draft = parse_draft(message)
        meta = self.hub.start(self.user, draft)
        await self.send(
            {"type": "accepted", "request_id": meta.request_id, "answer_id": meta.answer_id, "surface": meta.surface}
        )
        self._pump(*await self.hub.open_follow(self.user, meta.answer_id, 0))

    async def _resume(self, message: dict[str, Any]) -> None:
        answer_id = _answer_id(message)
        last_seq = message.get("last_seq", 0)
        if not isinstance(last_seq, int) or isinstance(last_seq, bool) or last_seq < 0:
            raise BadAnswerRequest("'last_seq' must be a whole number (0 for everything)")
        self._pump(*await self.hub.open_follow(self.user, answer_id, last_seq))

    def _pump(self, meta: AnswerMeta, events: AsyncIterator[AnswerEvent]) -> None:
        answer_id = meta.answer_id
        previous = self._pumps.pop(answer_id, None)
        if previous is not None:
            previous.cancel()  # a resume replaces this socket's earlier follow of the same answer
        self._pumps[answer_id] = asyncio.create_task(self._forward(meta, events), name=f"pump-{answer_id}")

    async def _forward(self, meta: AnswerMeta, events: AsyncIterator[AnswerEvent]) -> None:
        answer_id = meta.answer_id
        try:
            async for event in events:
                # Every event is a disclosure (passage quotes): the right to it is checked at the moment it goes.
                self.hub.authorize_follow(self.reauthorize(), meta)
                await self.send(encode_event(event))
        except SocketRevoked as revoked:
            await self.close(revoked)
        except AnswerForbidden as exc:
            await self.send({**_error(exc.code, f"{exc}; this answer's stream has stopped"), "answer_id": answer_id})
        except (WebSocketDisconnect, RuntimeError):
            pass  # the socket went away mid-send; the client resumes on a new one
        except Exception as exc:
            log.warning("event stream failed", answer_id=answer_id, error=repr(exc))
            await self.send(
                {**_error("stream_failed", "the event stream broke; resume to continue"), "answer_id": answer_id}
            )
        finally:
            if self._pumps.get(answer_id) is asyncio.current_task():
                del self._pumps[answer_id]


def _answer_id(message: dict[str, Any]) -> str:
    answer_id = message.get("answer_id")
    if not isinstance(answer_id, str) or not answer_id:
        raise BadAnswerRequest("'answer_id' is required")
    return answer_id


def _echo(message: dict[str, Any]) -> dict[str, Any]:
    """Ids from the client's message, so it can tell which request an error answers."""
    return {k: message[k] for k in ("request_id", "answer_id") if isinstance(message.get(k), str | int)}


@websocket("/ws")
async def answer_socket(socket: WebSocket[User, None, Any]) -> None:
    offered = socket.headers.get("sec-websocket-protocol", "")
    offered_protocols = {p.strip() for p in offered.split(",")}
    await socket.accept(subprotocols=SUBPROTOCOL if SUBPROTOCOL in offered_protocols else None)
    hub: AnswerHub = socket.app.state.answers
    # The taskpane opens its socket when it loads, well before its first draft: load the checker now.
    hub.warm()
    await AnswerSocket(socket, hub, socket.app.state.services).serve()
