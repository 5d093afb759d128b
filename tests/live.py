"""A real server on a real port (uvicorn in a thread), and a real WebSocket client for it.

For tests that must go over the wire as a client would: real HTTP status lines and headers, a real WebSocket
handshake, close codes and close reasons.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import uvicorn
from websockets.sync.client import ClientConnection, connect

from tests.conftest import free_port
from vouch.answer.hub import AnswerHub
from vouch.app import create_app
from vouch.services import Services
from vouch.settings import Settings


@contextmanager
def live_server(settings: Settings, services: Services, hub: AnswerHub | None = None) -> Iterator[str]:
    """Serve the app on 127.0.0.1 and yield its base URL; stop it afterwards."""
    port = free_port()
    app = create_app(settings.with_overrides(port=port), services, answers=hub)
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        assert time.monotonic() < deadline and thread.is_alive(), "the server did not start"
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=15)


@contextmanager
def socket(base: str, token: str) -> Iterator[ClientConnection]:
    """The taskpane's way in (token as the second subprotocol; no Origin, as from a non-browser client, since
    the services' settings name another port); ``ready`` read."""
    with connect(
        base.replace("http://", "ws://") + "/ws",
        subprotocols=["vouch.v1", f"vouch.token.{token}"],  # type: ignore[list-item]
        open_timeout=10,
    ) as ws:
        ready = json.loads(ws.recv(timeout=10))
        assert ready["type"] == "ready", ready
        yield ws


def receive(ws: ClientConnection) -> dict[str, Any]:
    message = json.loads(ws.recv(timeout=30))
    assert isinstance(message, dict)
    return message


def until(ws: ClientConnection, *kinds: str, limit: int = 1000) -> list[dict[str, Any]]:
    """Messages up to and including the first of one of ``kinds``."""
    seen: list[dict[str, Any]] = []
    for _ in range(limit):
        message = receive(ws)
        seen.append(message)
        if message.get("type") in kinds:
            return seen
    raise AssertionError(f"no {kinds} in {limit} messages: {seen[-5:]}")


def draft(ws: ClientConnection, message: dict[str, Any]) -> tuple[str, list[dict[str, Any]]]:
    """Send a draft, read to its end; the answer id and its events."""
    ws.send(json.dumps(message))
    accepted = receive(ws)
    assert accepted["type"] == "accepted", accepted
    return str(accepted["answer_id"]), until(ws, "done", "error")
