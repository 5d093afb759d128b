"""/health names each part as up, down or not configured, with the reason, and is 503 when one is down."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

from litestar.testing import TestClient
from redis import Redis
from rq import Queue, Worker

from tests.conftest import free_port
from tests.processes import vouch_process, wait_until
from vouch.app import create_app
from vouch.services import Services
from vouch.settings import Settings


def _health(settings: Settings) -> tuple[int, dict[str, Any]]:
    services = Services.build(settings)
    with TestClient(app=create_app(settings, services)) as client:
        response = client.get("/health")
    return response.status_code, response.json()


def test_embedded_default_is_healthy_and_says_what_is_not_configured(settings: Settings) -> None:
    status, body = _health(settings)
    assert status == 200
    parts = body["parts"]
    assert parts["passage_store"]["state"] == "up"
    assert str(settings.database_path) in parts["passage_store"]["detail"]
    assert parts["search_engine"]["state"] == "up"
    assert parts["redis"] == {
        "state": "not_configured",
        "detail": "VOUCH_REDIS_URL is not set: verification runs in-process",
    }
    assert parts["rq_workers"]["state"] == "not_configured"
    # The committed checker model is the default: without it nothing could ever be marked checked.
    assert parts["checker_model"]["state"] == "up"
    assert "cross-encoder" in parts["checker_model"]["detail"]


def test_configured_redis_that_is_down_makes_health_503_with_the_reason(settings: Settings) -> None:
    port = free_port()
    status, body = _health(settings.with_overrides(redis_url=f"redis://127.0.0.1:{port}/0"))
    assert status == 503
    assert body["status"] == "unhealthy"
    assert body["parts"]["redis"]["state"] == "down"
    assert "ConnectionError" in body["parts"]["redis"]["detail"]
    assert body["parts"]["rq_workers"]["state"] == "down"
    assert body["parts"]["passage_store"]["state"] == "up"


def test_configured_opensearch_that_is_down_makes_health_503(settings: Settings) -> None:
    port = free_port()
    status, body = _health(
        settings.with_overrides(search_engine="opensearch", opensearch_url=f"http://127.0.0.1:{port}")
    )
    assert status == 503
    assert body["parts"]["search_engine"]["state"] == "down"
    assert "Connection" in body["parts"]["search_engine"]["detail"]


def test_checker_model_path_that_does_not_exist_is_down(settings: Settings, tmp_path: Path) -> None:
    status, body = _health(settings.with_overrides(checker_model=str(tmp_path / "missing.onnx")))
    assert status == 503
    assert body["parts"]["checker_model"]["state"] == "down"


def test_real_redis_opensearch_and_worker_report_up(
    settings: Settings, redis_url: str, opensearch_url: str, tmp_path: Path
) -> None:
    queue = f"vouch-test-{uuid.uuid4().hex[:8]}"
    scaled = settings.with_overrides(
        redis_url=redis_url, search_engine="opensearch", opensearch_url=opensearch_url, verify_queue=queue
    )
    status, body = _health(scaled)
    # Redis and OpenSearch are up, but nobody is taking verification jobs yet: that is an outage.
    assert status == 503, body
    assert body["parts"]["redis"]["state"] == "up"
    assert body["parts"]["search_engine"]["state"] == "up"
    assert "OpenSearch" in body["parts"]["search_engine"]["detail"]
    assert body["parts"]["rq_workers"]["state"] == "down"
    assert "vouch worker" in body["parts"]["rq_workers"]["detail"]

    env = {"VOUCH_REDIS_URL": redis_url, "VOUCH_VERIFY_QUEUE": queue, "VOUCH_DATA_DIR": str(settings.data_dir)}
    connection = Redis.from_url(redis_url)
    with vouch_process(["worker"], env, tmp_path / "worker.log"):
        wait_until(
            lambda: Worker.count(connection=connection, queue=Queue(queue, connection=connection)) > 0,
            timeout=30,
            what="the vouch worker to register",
        )
        status, body = _health(scaled)
    assert status == 200, body
    assert body["parts"]["rq_workers"] == {"state": "up", "detail": f"1 rq worker(s) on queue {queue!r}"}
    assert body["parts"]["redis"]["detail"].startswith("Redis ")
