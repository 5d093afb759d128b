"""The Redis connection and the queues verification jobs go through."""

from __future__ import annotations

from redis import Redis
from rq import Queue

from vouch.settings import Settings


class RedisNotConfigured(RuntimeError):
    pass


def redis_connection(settings: Settings) -> Redis[bytes]:
    if settings.redis_url is None:
        raise RedisNotConfigured(
            "VOUCH_REDIS_URL is not set: start Redis (infra/redis.sh start) and point VOUCH_REDIS_URL at it"
        )
    return Redis.from_url(settings.redis_url)


def verify_queue(settings: Settings, connection: Redis[bytes]) -> Queue:
    return Queue(settings.verify_queue, connection=connection)
