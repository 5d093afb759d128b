"""`vouch serve` as a user runs it: first start creates the local administrator once; the socket checks origins."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import httpx
import pytest
import websockets
from websockets.exceptions import InvalidStatus

from tests.conftest import free_port
from tests.processes import run_vouch, server_answers, vouch_process, wait_until


def _token_in(log: Path) -> str | None:
    match = re.search(r"^token: (vch_\S+)$", log.read_text(), re.MULTILINE)
    return match.group(1) if match else None


async def _socket_ready(url: str, origin: str, token: str) -> str:
    async with websockets.connect(
        url,
        origin=origin,
        subprotocols=["vouch.v1", f"vouch.token.{token}"],  # type: ignore[list-item]
    ) as ws:
        assert ws.subprotocol == "vouch.v1"
        return str(await ws.recv())


def test_first_start_prints_a_local_admin_token_once(tmp_path: Path) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = {"VOUCH_DATA_DIR": str(tmp_path / "data"), "VOUCH_PORT": str(port)}
    first_log = tmp_path / "first.log"
    with vouch_process(["serve"], env, first_log):
        wait_until(lambda: server_answers(base), timeout=60, what="vouch serve to answer")
        token = _token_in(first_log)
        assert token, first_log.read_text()
        me = httpx.get(f"{base}/api/me", headers={"Authorization": f"Bearer {token}"}).json()
        assert me["name"] == "local"
        assert me["role"] == "admin"
        assert httpx.get(f"{base}/api/me").status_code == 401

        ready = asyncio.run(_socket_ready(f"ws://127.0.0.1:{port}/ws", base, token))
        assert '"type":"ready"' in ready.replace(" ", "")
        with pytest.raises(InvalidStatus) as refused:
            asyncio.run(_socket_ready(f"ws://127.0.0.1:{port}/ws", "https://evil.example", token))
        assert refused.value.response.status_code == 403

    second_log = tmp_path / "second.log"
    with vouch_process(["serve"], env, second_log):
        wait_until(lambda: server_answers(base), timeout=60, what="vouch serve to answer again")
        assert _token_in(second_log) is None
        # The first token still works after a restart: users live in the data directory.
        assert httpx.get(f"{base}/api/me", headers={"Authorization": f"Bearer {token}"}).status_code == 200


def test_users_add_prints_a_working_token_and_rejects_bad_input(tmp_path: Path) -> None:
    env = {"VOUCH_DATA_DIR": str(tmp_path / "data")}
    added = run_vouch(["users", "add", "hana", "--role", "handler", "--collection", "property-claims"], env)
    assert added.returncode == 0, added.stderr
    assert re.search(r"^token: vch_\S+$", added.stdout, re.MULTILINE)
    listed = run_vouch(["users", "list"], env)
    assert "hana\thandler\t-\tproperty-claims" in listed.stdout

    duplicate = run_vouch(["users", "add", "hana", "--role", "lead"], env)
    assert duplicate.returncode == 1
    assert "already exists" in duplicate.stderr
    bad_role = run_vouch(["users", "add", "ivan", "--role", "superuser"], env)
    assert bad_role.returncode == 1
    assert "unknown role 'superuser'" in bad_role.stderr
    assert "Traceback" not in bad_role.stderr


def test_users_set_team_moves_an_existing_user(tmp_path: Path) -> None:
    env = {"VOUCH_DATA_DIR": str(tmp_path / "data")}
    assert run_vouch(["users", "add", "lena", "--role", "lead"], env).returncode == 0
    moved = run_vouch(["users", "set-team", "lena", "north"], env)
    assert moved.returncode == 0, moved.stderr
    assert "lena\tlead\tnorth\t-" in run_vouch(["users", "list"], env).stdout
    assert run_vouch(["users", "set-team", "lena", "-"], env).returncode == 0
    assert "lena\tlead\t-\t-" in run_vouch(["users", "list"], env).stdout
    unknown = run_vouch(["users", "set-team", "nobody", "north"], env)
    assert unknown.returncode == 1
    assert "no user named 'nobody'" in unknown.stderr and "Traceback" not in unknown.stderr


def test_bad_setting_is_named_not_a_traceback(tmp_path: Path) -> None:
    result = run_vouch(["health"], {"VOUCH_DATA_DIR": str(tmp_path), "VOUCH_PORT": "eighty"})
    assert result.returncode == 2
    assert "VOUCH_PORT must be a whole number" in result.stderr
    assert "Traceback" not in result.stderr


def test_worker_without_redis_says_how_to_configure_it(tmp_path: Path) -> None:
    result = run_vouch(["worker", "--burst"], {"VOUCH_DATA_DIR": str(tmp_path)})
    assert result.returncode == 2
    assert "VOUCH_REDIS_URL is not set" in result.stderr
