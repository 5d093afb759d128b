"""Anchoring the chain's head outside the log: a hash chain proves order and integrity only against a head
kept somewhere the log's writer cannot rewrite.

``vouch serve`` prints the head it verified at start; with ``VOUCH_AUDIT_ANCHOR_FILE`` it also appends it to
that file (on another disk or share), and with ``VOUCH_AUDIT_ANCHOR_URL`` it POSTs it as JSON
(``{"anchor", "seq", "hash", "log", "at"}``) to a service that keeps it. ``vouch audit anchor`` does the same on
demand. A later ``vouch audit verify --anchor SEQ:HASH`` proves nothing up to that record was rewritten.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import httpx


class AnchorError(Exception):
    """The head could not be kept where it was asked to go; the message says where and why."""


@dataclass(frozen=True)
class Anchored:
    anchor: str  # SEQ:HASH
    places: tuple[str, ...]  # where it was kept (file paths, URLs)


def anchor_head(
    anchor: str, log: Path, *, file: Path | None = None, url: str | None = None, timeout_s: float = 5.0
) -> Anchored:
    """Keep ``anchor`` (``SEQ:HASH``) in ``file`` (appended and fsynced) and/or at ``url`` (POSTed)."""
    seq, _, digest = anchor.partition(":")
    at = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    places: list[str] = []
    if file is not None:
        try:
            file.parent.mkdir(parents=True, exist_ok=True)
            with file.open("a", encoding="utf-8") as out:
                out.write(f"{at} {anchor} {log}\n")
                out.flush()
                os.fsync(out.fileno())
        except OSError as exc:
            raise AnchorError(f"could not append the audit head to {file}: {exc}") from None
        places.append(str(file))
    if url is not None:
        payload = {"anchor": anchor, "seq": int(seq or 0), "hash": digest, "log": str(log), "at": at}
        try:
            response = httpx.post(url, json=payload, timeout=timeout_s)
        except httpx.HTTPError as exc:
            raise AnchorError(f"could not post the audit head to {url}: {exc}") from None
        if response.status_code >= 300:
            raise AnchorError(f"posting the audit head to {url} answered HTTP {response.status_code}")
        places.append(url)
    return Anchored(anchor, tuple(places))
