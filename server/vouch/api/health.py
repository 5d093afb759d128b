from __future__ import annotations

from typing import Any

from litestar import Response, get
from litestar.di import NamedDependency
from litestar.status_codes import HTTP_200_OK, HTTP_503_SERVICE_UNAVAILABLE

from vouch import __version__
from vouch.health import check_health
from vouch.services import Services


@get("/health", exclude_from_auth=True, tags=["health"], summary="State of each part the server uses")
async def health(services: NamedDependency[Services]) -> Response[dict[str, Any]]:
    report = await check_health(services)
    body = {
        "status": "ok" if report.healthy else "unhealthy",
        "version": __version__,
        "parts": {name: {"state": p.state.value, "detail": p.detail} for name, p in report.parts.items()},
    }
    return Response(body, status_code=HTTP_200_OK if report.healthy else HTTP_503_SERVICE_UNAVAILABLE)
