"""Web security basics that hold for every response, in one ASGI middleware:

* ``/taskpane/`` pages send a Content-Security-Policy: scripts from this server and Office.js's CDN only, and
  ``frame-ancestors`` naming the Office hosts and this server's own origin, so no other site can frame the pane
  whose token sits in its storage.
* ``/api/*`` responses are never cached (``Cache-Control: no-store``) unless the handler chose otherwise: they
  carry a user's letters, quotes and audit records.
* ``OPTIONS`` is answered here, from the route table: 204 with ``Allow`` for a known path, 405 for a socket-only
  path, 404 for an unknown one; never a 500 from conflicting handlers. There is no CORS: the taskpane and the
  API share an origin.
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable
from urllib.parse import urlsplit

from litestar.enums import ScopeType
from litestar.types import (
    ASGIApp,
    HTTPResponseBodyEvent,
    HTTPResponseStartEvent,
    Message,
    Receive,
    Scope,
    Send,
)

# Where Word runs add-ins: Word on the web, Office on Windows and Mac (their webviews report these origins).
OFFICE_FRAME_ANCESTORS = (
    "https://*.officeapps.live.com",
    "https://*.office.com",
    "https://*.office365.com",
    "https://*.microsoft.com",
    "https://*.sharepoint.com",
    "https://*.live.com",
)
OFFICE_JS = "https://appsforoffice.microsoft.com"  # the Office.js CDN, and the scripts it loads


def origin_of(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def taskpane_csp(server_url: str) -> str:
    origin = origin_of(server_url)
    socket = origin.replace("https://", "wss://").replace("http://", "ws://")
    return "; ".join(
        (
            "default-src 'self'",
            f"script-src 'self' {OFFICE_JS}",
            "style-src 'self' 'unsafe-inline'",  # Office.js and the pane's marks set element styles
            "img-src 'self' data:",
            f"connect-src 'self' {origin} {socket}",
            f"frame-ancestors 'self' {origin} {' '.join(OFFICE_FRAME_ANCESTORS)}",
            "base-uri 'self'",
            "form-action 'self'",
            "object-src 'none'",
        )
    )


def _pattern(path: str) -> re.Pattern[str]:
    """``/api/answers/{answer_id:str}/inserts`` as a regex; ``:path`` parameters span slashes."""
    out = ""
    for literal, name_type in re.findall(r"([^{]*)(\{[^}]*\})?", path):
        out += re.escape(literal)
        if name_type:
            out += ".+" if name_type.endswith(":path}") else "[^/]+"
    return re.compile(f"^{out}/?$")


RouteTable = list[tuple[re.Pattern[str], frozenset[str]]]


def _routes(app: object) -> RouteTable:
    table: RouteTable = []
    for route in getattr(app, "routes", []):
        methods = getattr(route, "methods", None)
        table.append((_pattern(str(route.path)), frozenset(methods) if methods else frozenset()))
    return table


def options_from_routes() -> Callable[[ASGIApp], ASGIApp]:
    def factory(app: ASGIApp) -> ASGIApp:
        table: list[RouteTable] = []  # built on first use: the app's routes exist only once it is built

        async def options(scope: Scope, send: Send) -> None:
            if not table:
                table.append(_routes(scope.get("app")))
            path = scope["path"]
            methods = [m for pattern, m in table[0] if pattern.match(path)]
            allowed = sorted(set().union(*methods) | ({"OPTIONS"} if any(methods) else set()))
            if not methods:
                status, detail = 404, f"no resource at {path}"
            elif allowed == ["OPTIONS"] or not any(methods):
                status, detail = 405, f"{path} is a WebSocket; open it with a WebSocket handshake"
            else:
                status, detail = 204, ""
            headers: list[tuple[bytes, bytes]] = [
                (b"allow", ", ".join(allowed or ["GET"]).encode()),
                (b"cache-control", b"no-store"),
            ]
            body = b"" if status == 204 else json.dumps({"status_code": status, "detail": detail}).encode()
            if body:
                headers.append((b"content-type", b"application/json"))
            start: HTTPResponseStartEvent = {"type": "http.response.start", "status": status, "headers": headers}
            await send(start)
            end: HTTPResponseBodyEvent = {"type": "http.response.body", "body": body, "more_body": False}
            await send(end)

        async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
            if scope["type"] == ScopeType.HTTP and scope.get("method") == "OPTIONS":
                await options(scope, send)
                return
            await app(scope, receive, send)

        return middleware

    return factory


def security_headers(server_url: str) -> Callable[[Message, Scope], Awaitable[None]]:
    """A ``before_send`` hook: it sees every response, the ones exception handlers write (401, 403, 500)
    included, which a middleware inside the app does not."""
    csp = taskpane_csp(server_url).encode()

    async def hook(message: Message, scope: Scope) -> None:
        if message["type"] != "http.response.start" or scope["type"] != ScopeType.HTTP:
            return
        path = scope["path"]
        api = path.startswith("/api/")
        pane = path == "/taskpane" or path.startswith("/taskpane/")
        if not (api or pane):
            return
        headers = list(message.get("headers", []))
        names = {bytes(name).lower() for name, _ in headers}
        if api and b"cache-control" not in names:
            headers.append((b"cache-control", b"no-store"))
        if api and b"x-content-type-options" not in names:
            headers.append((b"x-content-type-options", b"nosniff"))
        if pane:
            headers.append((b"content-security-policy", csp))
        message["headers"] = headers

    return hook
