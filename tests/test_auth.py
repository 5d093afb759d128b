"""Tokens and roles on the HTTP API: who may do what, and what they are told when they may not."""

from __future__ import annotations

import sqlite3

import pytest
from litestar.testing import TestClient

from tests.conftest import Tokens, auth
from vouch.auth.roles import Role
from vouch.auth.store import UserError
from vouch.services import Services

Client = TestClient  # type: ignore[type-arg]


def test_no_token_is_401_with_a_reason(client: Client, tokens: Tokens) -> None:
    response = client.get("/api/collections")
    assert response.status_code == 401
    assert "token is required" in response.json()["detail"]


def test_unknown_and_malformed_tokens_are_401(client: Client, tokens: Tokens) -> None:
    assert client.get("/api/me", headers=auth("vch_" + "x" * 43)).status_code == 401
    assert client.get("/api/me", headers=auth("not-a-token")).status_code == 401
    assert client.get("/api/me", headers={"Authorization": f"Basic {tokens.admin}"}).status_code == 401


def test_token_identifies_user_role_and_reach(client: Client, tokens: Tokens) -> None:
    body = client.get("/api/me", headers=auth(tokens.handler)).json()
    assert body["name"] == "hana"
    assert body["role"] == "handler"
    assert body["collections"] == ["property-claims"]
    assert "draft" in body["permissions"]
    assert "manage_users" not in body["permissions"]
    assert client.get("/api/me", headers=auth(tokens.compliance)).json()["collections"] is None


def test_handler_reads_granted_collection_not_foreign_one(client: Client, tokens: Tokens) -> None:
    assert client.get("/api/collections/property-claims", headers=auth(tokens.handler)).status_code == 200
    foreign = client.get("/api/collections/motor-claims", headers=auth(tokens.handler))
    assert foreign.status_code == 403
    assert "motor-claims" in foreign.json()["detail"]
    listed = client.get("/api/collections", headers=auth(tokens.handler)).json()
    assert [c["name"] for c in listed] == ["property-claims"]


def test_unknown_collection_looks_like_a_foreign_one_to_a_handler(client: Client, tokens: Tokens) -> None:
    # Telling "does not exist" from "not yours" would leak which collections exist.
    assert client.get("/api/collections/secret-claims", headers=auth(tokens.handler)).status_code == 403
    assert client.get("/api/collections/secret-claims", headers=auth(tokens.admin)).status_code == 404


def test_compliance_reads_everything_and_changes_nothing(client: Client, tokens: Tokens) -> None:
    assert client.get("/api/collections/motor-claims", headers=auth(tokens.compliance)).status_code == 200
    assert len(client.get("/api/collections", headers=auth(tokens.compliance)).json()) == 2
    created = client.post("/api/collections", json={"name": "x-claims"}, headers=auth(tokens.compliance))
    assert created.status_code == 403
    assert "compliance" in created.json()["detail"]
    deleted = client.delete("/api/collections/motor-claims", headers=auth(tokens.compliance))
    assert deleted.status_code == 403


def test_wrong_role_is_403_and_right_role_succeeds(client: Client, tokens: Tokens) -> None:
    denied = client.post("/api/collections", json={"name": "home-claims"}, headers=auth(tokens.handler))
    assert denied.status_code == 403
    created = client.post("/api/collections", json={"name": "home-claims"}, headers=auth(tokens.lead))
    assert created.status_code == 201
    # The lead who made it can read it even though nobody granted it.
    assert client.get("/api/collections/home-claims", headers=auth(tokens.lead)).status_code == 200
    assert client.get("/api/collections/home-claims", headers=auth(tokens.handler)).status_code == 403
    assert client.delete("/api/collections/home-claims", headers=auth(tokens.admin)).status_code == 204
    assert client.get("/api/collections/home-claims", headers=auth(tokens.admin)).status_code == 404


def test_bad_collection_name_is_a_clear_400(client: Client, tokens: Tokens) -> None:
    response = client.post("/api/collections", json={"name": "Bad Name!"}, headers=auth(tokens.admin))
    assert response.status_code == 400
    assert "not allowed" in response.json()["detail"]


def test_revoked_token_and_disabled_user_stop_working(client: Client, services: Services, tokens: Tokens) -> None:
    assert client.get("/api/me", headers=auth(tokens.lead)).status_code == 200
    fresh = services.users.new_token("lee").token
    assert services.users.revoke_tokens("lee") == 2
    assert client.get("/api/me", headers=auth(tokens.lead)).status_code == 401
    assert client.get("/api/me", headers=auth(fresh)).status_code == 401
    services.users.set_disabled("otto", True)
    assert client.get("/api/me", headers=auth(tokens.other_handler)).status_code == 401


def test_tokens_are_stored_only_as_hashes(services: Services, tokens: Tokens) -> None:
    raw = services.settings.database_path.read_bytes()
    wal = services.settings.database_path.with_name("vouch.db-wal")
    raw += wal.read_bytes() if wal.exists() else b""
    assert tokens.admin.encode() not in raw
    with sqlite3.connect(services.settings.database_path) as conn:
        digests = [row[0] for row in conn.execute("SELECT digest FROM tokens")]
    assert len(digests) == 5
    assert all(len(d) == 64 for d in digests)


def test_user_names_are_unique_and_checked(services: Services) -> None:
    services.users.add("sam", Role.HANDLER)
    with pytest.raises(UserError, match="already exists"):
        services.users.add("sam", Role.LEAD)
    with pytest.raises(UserError, match="not allowed"):
        services.users.add("bad name", Role.LEAD)


def test_openapi_and_health_need_no_token(client: Client) -> None:
    assert client.get("/schema/openapi.json").status_code == 200
    assert client.get("/health").status_code == 200
