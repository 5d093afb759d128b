"""``VOUCH_GRAPH_*`` configuration for Microsoft Graph sync.

Kept out of ``vouch.settings`` because only the sync command needs it: a server that never syncs must not
fail to start over a half-filled Graph configuration. Read once, validated, then passed on.

    VOUCH_GRAPH_TENANT_ID       Entra ID tenant (directory) id of the app registration
    VOUCH_GRAPH_CLIENT_ID       application (client) id
    VOUCH_GRAPH_CLIENT_SECRET   client secret (app-only auth: needs Sites.Read.All or Files.Read.All)
    VOUCH_GRAPH_ACCESS_TOKEN    a ready bearer token instead of the three above (short-lived; for scripts
                                that already hold one, and for tests against a local stand-in)
    VOUCH_GRAPH_BASE_URL        default https://graph.microsoft.com/v1.0 (national clouds have their own)
    VOUCH_GRAPH_AUTHORITY       Entra ID sign-in host, default login.microsoftonline.com
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import urlsplit

from vouch.settings import SettingsError

DEFAULT_BASE_URL = "https://graph.microsoft.com/v1.0"
DEFAULT_AUTHORITY = "login.microsoftonline.com"
_LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})


class GraphSettingsError(SettingsError):
    """A VOUCH_GRAPH_* variable is missing or unusable; the message names it."""


def _optional(env: Mapping[str, str], name: str) -> str | None:
    raw = env.get(name, "").strip()
    return raw or None


@dataclass(frozen=True)
class GraphSettings:
    tenant_id: str | None = None
    client_id: str | None = None
    client_secret: str | None = None
    access_token: str | None = None
    base_url: str = DEFAULT_BASE_URL
    authority: str = DEFAULT_AUTHORITY

    def __post_init__(self) -> None:
        parts = urlsplit(self.base_url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise GraphSettingsError(
                f"VOUCH_GRAPH_BASE_URL must be an http(s) URL like {DEFAULT_BASE_URL}, got {self.base_url!r}"
            )
        # A bearer token sent over plain HTTP can be read by anyone on the path; only a local stand-in
        # (tests, a developer's proxy on this machine) may use http.
        if parts.scheme == "http" and parts.hostname not in _LOOPBACK:
            raise GraphSettingsError(
                f"VOUCH_GRAPH_BASE_URL must use https (http only for localhost), got {self.base_url!r}"
            )

    @property
    def host(self) -> str:
        """The Graph host: the only host the token is ever sent to."""
        return urlsplit(self.base_url).hostname or ""

    @property
    def scope(self) -> str:
        """The app-only scope for this Graph host, e.g. https://graph.microsoft.com/.default (host only:
        Entra ID refuses a port in a .default scope)."""
        parts = urlsplit(self.base_url)
        return f"{parts.scheme}://{parts.hostname}/.default"

    def require_credentials(self) -> None:
        """Raise naming what is missing, before any request is made."""
        if self.access_token:
            return
        missing = [
            name
            for name, value in (
                ("VOUCH_GRAPH_TENANT_ID", self.tenant_id),
                ("VOUCH_GRAPH_CLIENT_ID", self.client_id),
                ("VOUCH_GRAPH_CLIENT_SECRET", self.client_secret),
            )
            if not value
        ]
        if missing:
            raise GraphSettingsError(
                "Graph sync needs an app registration: set "
                + ", ".join(missing)
                + " (or VOUCH_GRAPH_ACCESS_TOKEN with a ready bearer token)"
            )

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> GraphSettings:
        env = os.environ if env is None else env
        return cls(
            tenant_id=_optional(env, "VOUCH_GRAPH_TENANT_ID"),
            client_id=_optional(env, "VOUCH_GRAPH_CLIENT_ID"),
            client_secret=_optional(env, "VOUCH_GRAPH_CLIENT_SECRET"),
            access_token=_optional(env, "VOUCH_GRAPH_ACCESS_TOKEN"),
            base_url=(_optional(env, "VOUCH_GRAPH_BASE_URL") or DEFAULT_BASE_URL).rstrip("/"),
            authority=_optional(env, "VOUCH_GRAPH_AUTHORITY") or DEFAULT_AUTHORITY,
        )
