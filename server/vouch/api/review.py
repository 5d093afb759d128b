"""The team-lead review page and its JSON API.

The page (``/review``, its script and stylesheet) is public: it holds no data, only a login form that keeps
the token in ``sessionStorage`` and sends it as ``Authorization: Bearer`` to the API below, which is not.

    GET  /api/review/queue?status=open|decided|all&limit=    (leads, compliance, admin) -> [QueueItem]
    GET  /api/review/items/{seq}                             (leads, compliance, admin) -> QueueItemDetail
    POST /api/review/items/{seq}/decision                    (leads, admin)             -> DecisionView
         {decision: "confirm_removal" | "restore", reason, passage_id?}
    GET  /api/review/figures?from=&to=                       (leads, compliance, admin) -> FiguresView
    GET  /api/review/confirmations?from=&to=&why=&limit=     (leads, compliance, admin) -> ConfirmationsView
         "please confirm" sentences by why the checker needed the handler, and those handlers confirmed

Leads see their team's items; compliance sees all and decides nothing.
"""

from __future__ import annotations

from importlib.resources import files
from typing import Annotated

import msgspec
from litestar import Controller, Request, Response, get, post
from litestar.connection import ASGIConnection
from litestar.datastructures import State
from litestar.di import NamedDependency
from litestar.exceptions import ClientException, NotFoundException, PermissionDeniedException, ValidationException
from litestar.handlers.base import BaseRouteHandler
from litestar.params import FromPath, FromQuery, JSONBody, QueryParameter
from litestar.status_codes import HTTP_201_CREATED, HTTP_409_CONFLICT
from litestar.types import ControllerRouterHandler

from vouch.api.audit import From, To, period_of, unavailable
from vouch.audit.log import AuditError
from vouch.audit.records import Decision
from vouch.audit.scope import scope_for
from vouch.auth.guards import requires
from vouch.auth.roles import Permission
from vouch.auth.store import User
from vouch.review.confirmations import ConfirmationsView, UnknownReason, confirmations
from vouch.review.figures import SurfaceFigures, surface_figures
from vouch.review.queue import (
    AlreadyReviewed,
    DecisionView,
    ItemNotFound,
    QueueItem,
    QueueItemDetail,
    QueueStatus,
    ReviewError,
    ReviewQueue,
)
from vouch.services import Services

# The page's own paths; app.PUBLIC_PATHS lets them through without a token.
PAGE_PATH_PATTERN = r"^/review(/app\.(js|css))?$"

# The page loads only its own script and style, talks only to this server, and cannot be framed.
_PAGE_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
        "form-action 'none'; frame-ancestors 'none'; base-uri 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


def _static(name: str) -> bytes:
    return files("vouch.review").joinpath("static", name).read_bytes()


def _page_file(name: str, media_type: str) -> Response[bytes]:
    return Response(_static(name), media_type=media_type, headers=_PAGE_HEADERS)


@get("/review", include_in_schema=False, sync_to_thread=False)
def review_page() -> Response[bytes]:
    return _page_file("review.html", "text/html; charset=utf-8")


@get("/review/app.js", include_in_schema=False, sync_to_thread=False)
def review_script() -> Response[bytes]:
    return _page_file("review.js", "text/javascript; charset=utf-8")


@get("/review/app.css", include_in_schema=False, sync_to_thread=False)
def review_style() -> Response[bytes]:
    return _page_file("review.css", "text/css; charset=utf-8")


def reads_queue(connection: ASGIConnection, _: BaseRouteHandler) -> None:  # type: ignore[type-arg]
    user: User = connection.user
    if not (user.can(Permission.REVIEW) or user.can(Permission.AUDIT_READ)):
        raise PermissionDeniedException(f"role {user.role.value!r} may not read the review queue")


class DecisionRequest(msgspec.Struct, frozen=True, kw_only=True):
    decision: Decision
    reason: str
    passage_id: str | None = None


class FiguresView(msgspec.Struct, frozen=True, kw_only=True):
    since: str | None
    until: str | None
    surfaces: list[SurfaceFigures]


class ReviewController(Controller):
    path = "/api/review"
    tags = ["review"]  # noqa: RUF012 (Litestar declares it as an instance attribute)

    @get("/queue", guards=[reads_queue], sync_to_thread=True, summary="Stubs and refusals in the caller's reach")
    def queue(
        self,
        request: Request[User, None, State],
        services: NamedDependency[Services],
        status: FromQuery[QueueStatus] = QueueStatus.OPEN,
        limit: Annotated[int, QueryParameter(ge=1, le=1000)] = 200,
    ) -> list[QueueItem]:
        try:
            return ReviewQueue(services.audit, services.passages).items(scope_for(request.user), status, limit)
        except AuditError as exc:
            raise unavailable(exc) from None

    @get("/items/{seq:int}", guards=[reads_queue], sync_to_thread=True, summary="One queue item in full")
    def item(
        self, request: Request[User, None, State], seq: FromPath[int], services: NamedDependency[Services]
    ) -> QueueItemDetail:
        try:
            return ReviewQueue(services.audit, services.passages).item(scope_for(request.user), seq)
        except ItemNotFound as exc:
            raise NotFoundException(str(exc)) from None
        except AuditError as exc:
            raise unavailable(exc) from None

    @post(
        "/items/{seq:int}/decision",
        guards=[requires(Permission.REVIEW)],
        sync_to_thread=True,
        status_code=HTTP_201_CREATED,
        summary="Decide a queue item: confirm the removal, or restore it with a passage as evidence",
    )
    def decide(
        self,
        request: Request[User, None, State],
        seq: FromPath[int],
        services: NamedDependency[Services],
        data: JSONBody[DecisionRequest],
    ) -> DecisionView:
        user = request.user
        queue = ReviewQueue(services.audit, services.passages)
        try:
            return queue.decide(user, scope_for(user), seq, data.decision, data.reason, data.passage_id)
        except ItemNotFound as exc:
            raise NotFoundException(str(exc)) from None
        except AlreadyReviewed as exc:
            raise ClientException(str(exc), status_code=HTTP_409_CONFLICT) from None
        except ReviewError as exc:
            raise ValidationException(str(exc)) from None
        except AuditError as exc:
            raise unavailable(exc) from None

    @get("/figures", guards=[reads_queue], sync_to_thread=True, summary="Per-surface stub, re-ask, restore rates")
    def figures(
        self,
        request: Request[User, None, State],
        services: NamedDependency[Services],
        since: From = None,
        until: To = None,
    ) -> FiguresView:
        period = period_of(since, until)
        try:
            surfaces = surface_figures(services.audit, scope_for(request.user), period)
        except AuditError as exc:
            raise unavailable(exc) from None
        return FiguresView(since=period.since, until=period.until, surfaces=surfaces)

    @get(
        "/confirmations",
        guards=[reads_queue],
        sync_to_thread=True,
        summary="Sentences handlers were asked to confirm, by reason, and those they confirmed",
    )
    def confirmations(
        self,
        request: Request[User, None, State],
        services: NamedDependency[Services],
        since: From = None,
        until: To = None,
        why: FromQuery[str | None] = None,
        limit: Annotated[int, QueryParameter(ge=1, le=1000)] = 200,
    ) -> ConfirmationsView:
        period = period_of(since, until)
        try:
            return confirmations(services.audit, scope_for(request.user), period, why, limit)
        except UnknownReason as exc:
            raise ValidationException(str(exc)) from None
        except AuditError as exc:
            raise unavailable(exc) from None


review_routes: list[ControllerRouterHandler] = [review_page, review_script, review_style, ReviewController]
