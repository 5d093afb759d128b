"""The Litestar app factory: settings in, a wired application out."""

from __future__ import annotations

import time
from collections.abc import AsyncGenerator
from contextlib import asynccontextmanager

from litestar import Litestar
from litestar.datastructures import State
from litestar.di import Provide
from litestar.enums import ScopeType
from litestar.middleware import DefineMiddleware
from litestar.types import ASGIApp, Message, Receive, Scope, Send

from vouch import __version__
from vouch.answer.hub import AnswerHub
from vouch.api.audit import audit_routes
from vouch.api.collections import CollectionController
from vouch.api.documents import DocumentController
from vouch.api.health import health
from vouch.api.inserts import InsertController
from vouch.api.me import me
from vouch.api.review import PAGE_PATH_PATTERN, review_routes
from vouch.api.schema_docs import openapi_config, swagger_assets
from vouch.api.search import search_passages
from vouch.api.taskpane import taskpane_routes
from vouch.api.web import options_from_routes, security_headers
from vouch.auth.middleware import TokenAuthenticationMiddleware
from vouch.logs import get_logger
from vouch.services import Services
from vouch.settings import Settings
from vouch.stream.sse import AnswerController
from vouch.stream.ws import answer_socket

log = get_logger("vouch.http")

# Paths anyone may reach: health for load balancers, the API description, the taskpane's static files.
PUBLIC_PATHS = ["^/health$", "^/schema", "^/taskpane(/|$)", PAGE_PATH_PATTERN]  # the review page: no data


def access_log(app: ASGIApp) -> ASGIApp:
    """One structured line per request; never the Authorization header or the query string."""

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            await app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500

        async def send_wrapper(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
            await send(message)

        try:
            await app(scope, receive, send_wrapper)
        finally:
            user = scope.get("user")
            log.info(
                "request",
                method=scope.get("method"),
                path=scope["path"],
                status=status,
                ms=round((time.perf_counter() - started) * 1000, 1),
                user=getattr(user, "name", None),
            )

    return middleware


def create_app(settings: Settings, services: Services | None = None, answers: AnswerHub | None = None) -> Litestar:
    services = services or Services.build(settings)
    hub = answers or AnswerHub.build(settings, services)

    @asynccontextmanager
    async def lifespan(_: Litestar) -> AsyncGenerator[None, None]:
        try:
            yield
        finally:
            await hub.close()
            services.close()

    def provide_services() -> Services:
        return services

    return Litestar(
        route_handlers=[
            health,
            me,
            CollectionController,
            DocumentController,
            search_passages,
            answer_socket,
            AnswerController,
            InsertController,
            *taskpane_routes,
            *audit_routes,
            *review_routes,
            swagger_assets(),
        ],
        dependencies={"services": Provide(provide_services, sync_to_thread=False)},
        middleware=[
            access_log,
            options_from_routes(),
            DefineMiddleware(TokenAuthenticationMiddleware, exclude=PUBLIC_PATHS),
        ],
        before_send=[security_headers(settings.server_url)],
        state=State({"services": services, "answers": hub}),
        lifespan=[lifespan],
        openapi_config=openapi_config("Vouch", __version__),
        debug=False,
    )
