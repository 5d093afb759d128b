"""The WebSocket handshake: a token is required and only allowed origins may open the socket."""

from __future__ import annotations

import pytest
from litestar.exceptions import WebSocketDisconnect
from litestar.testing import TestClient

from tests.conftest import Tokens, auth
from vouch.services import Services

Client = TestClient  # type: ignore[type-arg]
OWN_ORIGIN = "http://127.0.0.1:8000"


def test_socket_without_token_is_refused(client: Client, tokens: Tokens) -> None:
    with pytest.raises(WebSocketDisconnect), client.websocket_connect("/ws", headers={"origin": OWN_ORIGIN}) as ws:
        ws.receive_json()


def test_socket_from_a_foreign_origin_is_refused_even_with_a_token(client: Client, tokens: Tokens) -> None:
    headers = {"origin": "https://evil.example", **auth(tokens.handler)}
    with pytest.raises(WebSocketDisconnect), client.websocket_connect("/ws", headers=headers) as ws:
        ws.receive_json()


def test_browser_style_token_in_subprotocol_from_own_origin(client: Client, tokens: Tokens) -> None:
    protocols = ["vouch.v1", f"vouch.token.{tokens.handler}"]
    with client.websocket_connect("/ws", subprotocols=protocols, headers={"origin": OWN_ORIGIN}) as ws:
        ready = ws.receive_json()
        assert ready == {"type": "ready", "user": "hana", "role": "handler", "protocol": "vouch.v1"}
        assert ws.accepted_subprotocol == "vouch.v1"
        ws.send_json({"type": "ping"})
        assert ws.receive_json() == {"type": "pong"}


def test_configured_origin_is_allowed(settings: object, tokens: Tokens, services: Services) -> None:
    from vouch.app import create_app

    configured = services.settings.with_overrides(allowed_origins=("https://word-addin.insurer.example",))
    services.settings = configured
    with TestClient(app=create_app(configured, services)) as client:
        headers = {"origin": "https://word-addin.insurer.example", **auth(tokens.lead)}
        with client.websocket_connect("/ws", headers=headers) as ws:
            assert ws.receive_json()["user"] == "lee"


def test_draft_for_a_foreign_collection_is_refused_on_the_socket(client: Client, tokens: Tokens) -> None:
    with client.websocket_connect("/ws", headers=auth(tokens.handler)) as ws:
        ws.receive_json()
        ws.send_json({"type": "draft", "collection": "motor-claims", "instruction": "x"})
        reply = ws.receive_json()
        assert reply["type"] == "error"
        assert reply["code"] == "forbidden"
        ws.send_text("{not json")
        assert ws.receive_json()["code"] == "bad_json"


def test_compliance_may_not_draft(client: Client, tokens: Tokens) -> None:
    with client.websocket_connect("/ws", headers=auth(tokens.compliance)) as ws:
        ws.receive_json()
        ws.send_json({"type": "draft", "collection": "motor-claims"})
        assert ws.receive_json()["code"] == "forbidden"
