"""Configuration from ``VOUCH_*`` environment variables.

Every setting has a default that runs the embedded product on one machine with no other services; the
README lists them. Settings are read once, into an immutable object that the app factory passes on.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Literal

SearchEngineName = Literal["embedded", "opensearch"]


class SettingsError(ValueError):
    """A VOUCH_* variable has a value that cannot be used; the message names the variable."""


def _default_data_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "vouch"


def _int(env: Mapping[str, str], name: str, default: int, minimum: int = 0) -> int:
    raw = env.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise SettingsError(f"{name} must be a whole number, got {raw!r}") from None
    if value < minimum:
        raise SettingsError(f"{name} must be at least {minimum}, got {value}")
    return value


def _optional(env: Mapping[str, str], name: str) -> str | None:
    raw = env.get(name, "").strip()
    return raw or None


def _list(env: Mapping[str, str], name: str) -> tuple[str, ...]:
    raw = env.get(name, "")
    return tuple(item.strip().rstrip("/") for item in raw.split(",") if item.strip())


@dataclass(frozen=True)
class Settings:
    """What the server, the CLI and the workers are configured with."""

    data_dir: Path = field(default_factory=_default_data_dir)
    host: str = "127.0.0.1"
    port: int = 8000
    public_url: str | None = None
    allowed_origins: tuple[str, ...] = ()
    log_level: str = "INFO"
    log_format: Literal["json", "console"] = "console"
    search_engine: SearchEngineName = "embedded"
    opensearch_url: str | None = None
    opensearch_index_prefix: str = "vouch"
    redis_url: str | None = None
    verify_queue: str = "vouch-verify"
    checker_model: str | None = None
    max_upload_bytes: int = 50 * 1024 * 1024
    health_timeout_s: float = 2.0
    audit_anchor_file: Path | None = None  # each start appends the audit head here (kept somewhere else)
    audit_anchor_url: str | None = None  # ...and/or POSTs it here

    @property
    def database_path(self) -> Path:
        """The embedded SQLite file holding users, tokens, collections and grants."""
        return self.data_dir / "vouch.db"

    @property
    def server_url(self) -> str:
        return self.public_url or f"http://{self.host}:{self.port}"

    @property
    def websocket_origins(self) -> frozenset[str]:
        """Origins a browser WebSocket may come from: the server's own pages plus the allow-list."""
        own = {self.server_url.rstrip("/")}
        if self.host in {"127.0.0.1", "localhost", "0.0.0.0"}:
            own |= {f"http://127.0.0.1:{self.port}", f"http://localhost:{self.port}"}
        return frozenset(own | set(self.allowed_origins))

    def with_overrides(self, **changes: object) -> Settings:
        return replace(self, **changes)  # type: ignore[arg-type]

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if env is None else env
        engine = env.get("VOUCH_SEARCH_ENGINE", "embedded").strip() or "embedded"
        if engine not in ("embedded", "opensearch"):
            raise SettingsError(f"VOUCH_SEARCH_ENGINE must be 'embedded' or 'opensearch', got {engine!r}")
        opensearch_url = _optional(env, "VOUCH_OPENSEARCH_URL")
        if engine == "opensearch" and opensearch_url is None:
            raise SettingsError("VOUCH_SEARCH_ENGINE=opensearch needs VOUCH_OPENSEARCH_URL")
        log_format = env.get("VOUCH_LOG_FORMAT", "console").strip() or "console"
        if log_format not in ("json", "console"):
            raise SettingsError(f"VOUCH_LOG_FORMAT must be 'json' or 'console', got {log_format!r}")
        log_level = (env.get("VOUCH_LOG_LEVEL", "INFO").strip() or "INFO").upper()
        if log_level not in ("DEBUG", "INFO", "WARNING", "ERROR"):
            raise SettingsError(f"VOUCH_LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, got {log_level!r}")
        data_dir = _optional(env, "VOUCH_DATA_DIR")
        timeout_raw = env.get("VOUCH_HEALTH_TIMEOUT_S", "2").strip() or "2"
        try:
            health_timeout = float(timeout_raw)
        except ValueError:
            raise SettingsError(f"VOUCH_HEALTH_TIMEOUT_S must be a number, got {timeout_raw!r}") from None
        return cls(
            data_dir=Path(data_dir).expanduser() if data_dir else _default_data_dir(),
            host=env.get("VOUCH_HOST", "127.0.0.1").strip() or "127.0.0.1",
            port=_int(env, "VOUCH_PORT", 8000, minimum=1),
            public_url=_optional(env, "VOUCH_PUBLIC_URL"),
            allowed_origins=_list(env, "VOUCH_ALLOWED_ORIGINS"),
            log_level=log_level,
            log_format=log_format,  # type: ignore[arg-type]
            search_engine=engine,  # type: ignore[arg-type]
            opensearch_url=opensearch_url,
            opensearch_index_prefix=env.get("VOUCH_OPENSEARCH_INDEX_PREFIX", "vouch").strip() or "vouch",
            redis_url=_optional(env, "VOUCH_REDIS_URL"),
            verify_queue=env.get("VOUCH_VERIFY_QUEUE", "vouch-verify").strip() or "vouch-verify",
            checker_model=_optional(env, "VOUCH_CHECKER_MODEL"),
            max_upload_bytes=_int(env, "VOUCH_MAX_UPLOAD_BYTES", 50 * 1024 * 1024, minimum=1),
            health_timeout_s=health_timeout,
            audit_anchor_file=Path(anchor_file).expanduser()
            if (anchor_file := _optional(env, "VOUCH_AUDIT_ANCHOR_FILE"))
            else None,
            audit_anchor_url=_optional(env, "VOUCH_AUDIT_ANCHOR_URL"),
        )
