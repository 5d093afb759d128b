"""The state of each part the product depends on: up, down, or not configured, with the reason.

A part that is configured and down makes the whole server unhealthy (HTTP 503); a part that is not
configured is a choice (the embedded default), not a fault.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from vouch.services import Services


class PartState(StrEnum):
    UP = "up"
    DOWN = "down"
    NOT_CONFIGURED = "not_configured"


@dataclass(frozen=True)
class PartHealth:
    state: PartState
    detail: str


@dataclass(frozen=True)
class HealthReport:
    parts: dict[str, PartHealth]

    @property
    def healthy(self) -> bool:
        return all(part.state is not PartState.DOWN for part in self.parts.values())


def _passage_store(services: Services) -> PartHealth:
    services.db.ping()
    return PartHealth(PartState.UP, f"embedded SQLite at {services.settings.database_path}")


def _search_engine(services: Services) -> PartHealth:
    settings = services.settings
    if settings.search_engine == "embedded":
        return PartHealth(PartState.UP, "embedded engine in the passage store (no server needed)")
    from opensearchpy import OpenSearch

    client = OpenSearch(hosts=[settings.opensearch_url], timeout=settings.health_timeout_s, max_retries=0)
    try:
        health = client.cluster.health()
    finally:
        client.close()
    status = str(health.get("status"))
    if status == "red":
        return PartHealth(PartState.DOWN, f"OpenSearch at {settings.opensearch_url} reports cluster status red")
    return PartHealth(
        PartState.UP,
        f"OpenSearch {health.get('cluster_name')} at {settings.opensearch_url}, cluster status {status}",
    )


def _redis(services: Services) -> PartHealth:
    url = services.settings.redis_url
    if url is None:
        return PartHealth(PartState.NOT_CONFIGURED, "VOUCH_REDIS_URL is not set: verification runs in-process")
    from redis import Redis

    client = Redis.from_url(url, socket_timeout=services.settings.health_timeout_s)
    try:
        client.ping()
        version = client.info("server").get("redis_version", "?")
    finally:
        client.close()
    return PartHealth(PartState.UP, f"Redis {version} at {_without_password(url)}")


def _workers(services: Services) -> PartHealth:
    settings = services.settings
    if settings.redis_url is None:
        return PartHealth(PartState.NOT_CONFIGURED, "no Redis configured: verification runs in-process")
    from redis import Redis
    from rq import Queue, Worker

    client = Redis.from_url(settings.redis_url, socket_timeout=settings.health_timeout_s)
    try:
        count = Worker.count(connection=client, queue=Queue(settings.verify_queue, connection=client))
    finally:
        client.close()
    if count == 0:
        return PartHealth(
            PartState.DOWN,
            f"no rq worker listens on queue {settings.verify_queue!r}: start one with `vouch worker`",
        )
    return PartHealth(PartState.UP, f"{count} rq worker(s) on queue {settings.verify_queue!r}")


def _checker_model(services: Services) -> PartHealth:
    """The checker that verification will use: a judge endpoint, a configured model, or the committed one.

    Without it every sentence resolves to ``unverified`` (safe, but nothing can be inserted), so a missing
    model is an outage, not a choice.
    """
    from vouch.verify.entail import CheckerConfig, read_meta

    config = CheckerConfig.from_env()
    if config.judge_url is not None:
        return PartHealth(PartState.UP, f"OpenAI-compatible judge {config.judge_model} at {config.judge_url}")
    path = Path(services.settings.checker_model) if services.settings.checker_model else config.model_path
    if not (path / "config.json").exists():
        return PartHealth(PartState.DOWN, f"no checker model at {path}: every sentence would stay unverified")
    meta = read_meta(path)
    version = meta.get("version") or meta.get("name") or path.name
    return PartHealth(PartState.UP, f"cross-encoder {version} at {path}")


def _without_password(url: str) -> str:
    scheme, sep, rest = url.partition("://")
    if "@" in rest:
        rest = "***@" + rest.split("@", 1)[1]
    return scheme + sep + rest


CHECKS: dict[str, Callable[[Services], PartHealth]] = {
    "passage_store": _passage_store,
    "search_engine": _search_engine,
    "redis": _redis,
    "rq_workers": _workers,
    "checker_model": _checker_model,
}


async def _run(name: str, check: Callable[[Services], PartHealth], services: Services) -> PartHealth:
    try:
        return await asyncio.wait_for(asyncio.to_thread(check, services), services.settings.health_timeout_s + 1)
    except TimeoutError:
        return PartHealth(PartState.DOWN, f"{name} did not answer within {services.settings.health_timeout_s} s")
    except Exception as exc:  # any failure of a dependency is a reason, not a crash of /health
        return PartHealth(PartState.DOWN, f"{type(exc).__name__}: {exc}")


async def check_health(services: Services) -> HealthReport:
    results = await asyncio.gather(*(_run(name, check, services) for name, check in CHECKS.items()))
    return HealthReport(parts=dict(zip(CHECKS, results, strict=True)))
