"""Collections: named sets of documents that users are granted access to.

This module owns the list of collections; the documents and passages inside a collection belong to ingest
and search.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime

from vouch.db import Database

_MIGRATIONS = [
    """
    CREATE TABLE collections (
        name TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        created_at TEXT NOT NULL,
        created_by TEXT NOT NULL
    )
    """,
]

# Collection names appear in addresses, index names and URLs, so they are kept to a safe alphabet.
COLLECTION_NAME = re.compile(r"^[a-z0-9][a-z0-9-]{0,62}$")


class CollectionError(ValueError):
    """A collection operation that cannot be done; the message says why."""


class CollectionNotFound(CollectionError):
    pass


@dataclass(frozen=True)
class Collection:
    name: str
    title: str
    created_at: str
    created_by: str


def check_collection_name(name: str) -> str:
    if not COLLECTION_NAME.match(name):
        raise CollectionError(
            f"collection name {name!r} is not allowed: use 1-63 lower-case letters, digits or '-', "
            "starting with a letter or digit"
        )
    return name


class CollectionStore:
    def __init__(self, db: Database) -> None:
        self._db = db
        db.migrate("catalog", _MIGRATIONS)

    def create(self, name: str, title: str | None, created_by: str) -> Collection:
        check_collection_name(name)
        now = datetime.now(UTC).isoformat(timespec="seconds")
        try:
            with self._db.transaction() as conn:
                conn.execute(
                    "INSERT INTO collections (name, title, created_at, created_by) VALUES (?, ?, ?, ?)",
                    (name, title or name, now, created_by),
                )
        except sqlite3.IntegrityError:
            raise CollectionError(f"a collection named {name!r} already exists") from None
        return Collection(name=name, title=title or name, created_at=now, created_by=created_by)

    def ensure(self, name: str, title: str | None, created_by: str) -> Collection:
        existing = self.get(name)
        return existing if existing is not None else self.create(name, title, created_by)

    def get(self, name: str) -> Collection | None:
        row = self._db.connection.execute("SELECT * FROM collections WHERE name = ?", (name,)).fetchone()
        return None if row is None else Collection(**dict(row))

    def require(self, name: str) -> Collection:
        collection = self.get(name)
        if collection is None:
            raise CollectionNotFound(f"no collection named {name!r}")
        return collection

    def list(self) -> list[Collection]:
        rows = self._db.connection.execute("SELECT * FROM collections ORDER BY name").fetchall()
        return [Collection(**dict(row)) for row in rows]

    def delete(self, name: str) -> None:
        with self._db.transaction() as conn:
            cur = conn.execute("DELETE FROM collections WHERE name = ?", (name,))
        if cur.rowcount == 0:
            raise CollectionNotFound(f"no collection named {name!r}")
