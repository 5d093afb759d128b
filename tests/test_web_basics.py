"""Headers and methods every client gets, over real HTTP: the taskpane's CSP, no caching of API answers, and
OPTIONS answered cleanly (it used to be a 500 on /api/answers)."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from tests.conftest import Tokens, auth
from tests.live import live_server
from vouch.services import Services
from vouch.settings import Settings


@pytest.fixture
def base(settings: Settings, services: Services, tokens: Tokens) -> Iterator[str]:
    with live_server(settings, services) as url:
        yield url


def test_the_taskpane_sends_a_csp_that_only_office_and_this_server_may_frame(base: str) -> None:
    response = httpx.get(f"{base}/taskpane/")
    csp = dict(part.strip().split(" ", 1) for part in response.headers["content-security-policy"].split(";"))
    assert csp["script-src"] == "'self' https://appsforoffice.microsoft.com"
    ancestors = csp["frame-ancestors"].split()
    assert (
        "'self'" in ancestors and "https://*.officeapps.live.com" in ancestors and "https://*.office.com" in ancestors
    )
    assert "*" not in ancestors and "http:" not in ancestors and "https:" not in ancestors
    assert csp["object-src"] == "'none'"
    # The API is not a page: no CSP needed there, and the pane's headers do not leak onto it.
    assert "content-security-policy" not in httpx.get(f"{base}/health").headers


def test_api_answers_are_never_cached(base: str, tokens: Tokens) -> None:
    for response in (
        httpx.get(f"{base}/api/me", headers=auth(tokens.handler)),
        httpx.get(f"{base}/api/me"),  # a refusal too
        httpx.get(f"{base}/api/collections", headers=auth(tokens.handler)),
    ):
        assert response.headers["cache-control"] == "no-store", response.request.url
        assert response.headers["x-content-type-options"] == "nosniff"
    # The twin: a handler that chose its own caching keeps it (the export's attachment says no-store itself).
    assert httpx.get(f"{base}/health").headers.get("x-content-type-options") is None


@pytest.mark.parametrize(
    ("path", "status", "allowed"),
    [
        ("/api/answers", 204, {"POST", "OPTIONS"}),
        ("/api/answers/a_x/inserts", 204, {"GET", "POST", "OPTIONS"}),
        ("/api/answers/a_x/events", 204, {"GET", "OPTIONS"}),
        ("/api/collections/property-claims/documents/a/b.pdf", 204, {"GET", "DELETE", "OPTIONS"}),
        ("/api/no-such-thing", 404, None),
    ],
)
def test_options_is_answered_from_the_route_table(base: str, path: str, status: int, allowed: set[str] | None) -> None:
    response = httpx.options(f"{base}{path}")
    assert response.status_code == status, response.text
    if allowed is not None:
        assert set(response.headers["allow"].split(", ")) == allowed
    else:
        assert response.json()["detail"]  # a clean JSON 404, not a stack trace


def test_options_on_the_socket_path_is_405(base: str) -> None:
    response = httpx.options(f"{base}/ws")
    assert response.status_code == 405 and response.json()["detail"]
