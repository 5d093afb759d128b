"""Who is calling: bearer tokens on HTTP, tokens and an origin allow-list on the WebSocket.

Browsers cannot set headers on a WebSocket, so the taskpane offers its token as a second subprotocol,
``vouch.token.<token>``, beside ``vouch.v1``; the server answers with ``vouch.v1`` only. Tokens are never
accepted in URLs, which end up in logs and browser history.
"""

from __future__ import annotations

from litestar.connection import ASGIConnection
from litestar.enums import ScopeType
from litestar.exceptions import NotAuthorizedException, PermissionDeniedException
from litestar.middleware import AbstractAuthenticationMiddleware, AuthenticationResult

from vouch.services import Services

SUBPROTOCOL = "vouch.v1"
TOKEN_SUBPROTOCOL_PREFIX = "vouch.token."


def bearer_token(connection: ASGIConnection) -> str | None:  # type: ignore[type-arg]
    header = connection.headers.get("authorization", "")
    scheme, _, value = header.partition(" ")
    if scheme.lower() == "bearer" and value.strip():
        return value.strip()
    if connection.scope["type"] == ScopeType.WEBSOCKET:
        offered = connection.headers.get("sec-websocket-protocol", "")
        for item in offered.split(","):
            item = item.strip()
            if item.startswith(TOKEN_SUBPROTOCOL_PREFIX):
                return item[len(TOKEN_SUBPROTOCOL_PREFIX) :]
    return None


class TokenAuthenticationMiddleware(AbstractAuthenticationMiddleware):
    async def authenticate_request(self, connection: ASGIConnection) -> AuthenticationResult:  # type: ignore[type-arg]
        services: Services = connection.app.state.services
        if connection.scope["type"] == ScopeType.WEBSOCKET:
            origin = connection.headers.get("origin")
            # Browsers always send Origin; a page on another site must not ride a handler's token.
            if origin is not None and origin.rstrip("/") not in services.settings.websocket_origins:
                raise PermissionDeniedException(f"origin {origin!r} is not allowed to open this socket")
        token = bearer_token(connection)
        if token is None:
            raise NotAuthorizedException("a token is required: send 'Authorization: Bearer <token>'")
        user = services.users.authenticate(token)
        if user is None:
            raise NotAuthorizedException("the token is not valid (unknown, revoked, or its user is disabled)")
        return AuthenticationResult(user=user, auth=None)
