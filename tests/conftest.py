"""Shared fixtures: an app on a fresh data directory, users of each role, and the real services.

The test command (infra/test) starts Redis and OpenSearch through infra/ and exports their URLs with
VOUCH_REQUIRE_SERVICES=1, so tests that need them fail rather than skip when they are missing there.
"""

from __future__ import annotations

import os
import socket
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from litestar.testing import TestClient

from vouch.app import create_app
from vouch.auth.roles import Role
from vouch.services import Services
from vouch.settings import Settings

REPO = Path(__file__).resolve().parent.parent


def _service_url(variable: str, what: str) -> str:
    url = os.environ.get(variable)
    if url:
        return url
    message = f"{what} is needed: {variable} is not set (the test command `infra/test` starts it)"
    if os.environ.get("VOUCH_REQUIRE_SERVICES") == "1":
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture(scope="session")
def redis_url() -> str:
    return _service_url("VOUCH_TEST_REDIS_URL", "a real Redis")


@pytest.fixture(scope="session")
def opensearch_url() -> str:
    return _service_url("VOUCH_TEST_OPENSEARCH_URL", "a real OpenSearch node")


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(data_dir=tmp_path / "data", health_timeout_s=2.0)


@pytest.fixture
def services(settings: Settings) -> Iterator[Services]:
    built = Services.build(settings)
    yield built
    built.close()


@dataclass(frozen=True)
class Tokens:
    handler: str
    lead: str
    compliance: str
    admin: str
    other_handler: str


@pytest.fixture
def tokens(services: Services) -> Tokens:
    services.collections.create("motor-claims", "Motor claims", created_by="test")
    services.collections.create("property-claims", "Property claims", created_by="test")
    users = services.users
    return Tokens(
        handler=users.add("hana", Role.HANDLER, team="north", collections=("property-claims",)).token,
        lead=users.add("lee", Role.LEAD, team="north", collections=("property-claims",)).token,
        compliance=users.add("cora", Role.COMPLIANCE).token,
        admin=users.add("ada", Role.ADMIN).token,
        other_handler=users.add("otto", Role.HANDLER, team="south", collections=("motor-claims",)).token,
    )


@pytest.fixture
def client(settings: Settings, services: Services) -> Iterator[TestClient]:  # type: ignore[type-arg]
    with TestClient(app=create_app(settings, services)) as test_client:
        yield test_client


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])
