"""The ``/ws`` socket: authenticated at the handshake (see ``vouch.auth.middleware``), then JSON messages.

Each client message is an object with a ``type``. Replies are events with a ``type`` too. Message types this
server does not (yet) handle get an ``error`` event naming them, never a silent drop.
"""

from __future__ import annotations

import json
from typing import Any

from litestar import WebSocket, websocket
from litestar.exceptions import WebSocketDisconnect

from vouch.auth.middleware import SUBPROTOCOL
from vouch.auth.roles import Permission
from vouch.auth.store import User


def _error(code: str, message: str) -> dict[str, Any]:
    return {"type": "error", "code": code, "message": message}


def handle_message(user: User, message: Any) -> dict[str, Any]:
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        return _error("bad_message", "each message must be a JSON object with a string 'type'")
    kind = message["type"]
    if kind == "ping":
        return {"type": "pong"}
    if kind == "draft":
        if not user.can(Permission.DRAFT):
            return _error("forbidden", f"role {user.role.value!r} may not ask for drafts")
        collection = message.get("collection")
        if not isinstance(collection, str) or not user.can_read_collection(collection):
            return _error("forbidden", f"you have no access to collection {collection!r}")
    return _error("unsupported", f"message type {kind!r} is not handled by this server")


@websocket("/ws")
async def answer_socket(socket: WebSocket[User, None, Any]) -> None:
    offered = socket.headers.get("sec-websocket-protocol", "")
    offered_protocols = {p.strip() for p in offered.split(",")}
    await socket.accept(subprotocols=SUBPROTOCOL if SUBPROTOCOL in offered_protocols else None)
    user = socket.user
    await socket.send_json({"type": "ready", "user": user.name, "role": user.role.value, "protocol": SUBPROTOCOL})
    try:
        while True:
            raw = await socket.receive_text()
            try:
                message = json.loads(raw)
            except json.JSONDecodeError:
                await socket.send_json(_error("bad_json", "the message is not valid JSON"))
                continue
            await socket.send_json(handle_message(user, message))
    except WebSocketDisconnect:
        return
