"""What sync remembers between runs, in the embedded SQLite database.

Per sync target (collection, drive, folder):

``graph_sync``   the saved @odata.deltaLink: where the next run's change feed starts; and the folder's
                 ``collection.json`` (per-file metadata) as last read, with its version.
``graph_items``  a mirror of the drive's items as the change feed described them (name, parent, kind,
                 content version), plus what was last ingested from each file (document id and version)
                 and its last failure.

Why a mirror: Graph's delta feed sends only items that changed, and without paths (renaming a folder does
not re-send its descendants), so an item's path has to be rebuilt from parent ids we kept. And because the
mirror holds both "what the drive says" and "what we ingested", every difference between the two is work
still to do: a failed file simply stays different and is tried again next run, while the delta link can
always move on (see ``vouch.ingest.graph.sync``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime

from vouch.db import Database
from vouch.ingest.graph.client import ItemKind, RemoteItem

_MIGRATIONS = [
    """
    CREATE TABLE graph_sync (
        collection TEXT NOT NULL,
        drive_id TEXT NOT NULL,
        folder TEXT NOT NULL,
        delta_link TEXT,
        drive_name TEXT,
        synced_at TEXT,
        manifest_version TEXT,
        manifest TEXT,
        PRIMARY KEY (collection, drive_id, folder)
    );
    CREATE TABLE graph_items (
        collection TEXT NOT NULL,
        drive_id TEXT NOT NULL,
        folder TEXT NOT NULL,
        item_id TEXT NOT NULL,
        name TEXT,
        parent_id TEXT,
        parent_is_root INTEGER NOT NULL DEFAULT 0,
        kind TEXT NOT NULL,
        version TEXT,
        size INTEGER,
        deleted INTEGER NOT NULL DEFAULT 0,
        seen_run TEXT,
        document_id TEXT,
        ingested_version TEXT,
        failed_version TEXT,
        error_code TEXT,
        error TEXT,
        PRIMARY KEY (collection, drive_id, folder, item_id)
    )
    """,
]


@dataclass(frozen=True)
class SyncTarget:
    """What one sync mirrors: a drive (or one folder of it, "" for all) into a collection."""

    collection: str
    drive_id: str
    folder: str = ""

    @property
    def key(self) -> tuple[str, str, str]:
        # SharePoint and OneDrive paths ignore case, so "Claims" and "claims" are one target.
        return (self.collection, self.drive_id, self.folder.casefold())


@dataclass(frozen=True)
class MirrorItem:
    item_id: str
    name: str | None
    parent_id: str | None
    parent_is_root: bool
    kind: ItemKind
    version: str | None
    size: int | None
    deleted: bool
    document_id: str | None  # the document last ingested from this item (None: none, or lost to another)
    ingested_version: str | None  # the version that document was ingested from
    failed_version: str | None  # the version whose last attempt failed
    error_code: str | None
    error: str | None


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _row(row: sqlite3.Row) -> MirrorItem:
    return MirrorItem(
        item_id=row["item_id"],
        name=row["name"],
        parent_id=row["parent_id"],
        parent_is_root=bool(row["parent_is_root"]),
        kind=ItemKind(row["kind"]),
        version=row["version"],
        size=row["size"],
        deleted=bool(row["deleted"]),
        document_id=row["document_id"],
        ingested_version=row["ingested_version"],
        failed_version=row["failed_version"],
        error_code=row["error_code"],
        error=row["error"],
    )


_WHERE = "collection = ? AND drive_id = ? AND folder = ?"


class SyncStateStore:
    def __init__(self, db: Database) -> None:
        self._db = db
        db.migrate("graph", _MIGRATIONS)

    def delta_link(self, target: SyncTarget) -> str | None:
        row = self._db.connection.execute(f"SELECT delta_link FROM graph_sync WHERE {_WHERE}", target.key).fetchone()
        return None if row is None else row["delta_link"]

    def has_state(self, target: SyncTarget) -> bool:
        row = self._db.connection.execute(f"SELECT 1 FROM graph_sync WHERE {_WHERE}", target.key).fetchone()
        return row is not None

    def apply_page(self, target: SyncTarget, items: Iterable[RemoteItem], run_id: str) -> None:
        """Fold one page of the change feed into the mirror, in one transaction.

        Only what the drive says is written here; what was ingested (document_id, ingested_version) is
        left alone, so the difference is what the reconcile step acts on. A deleted item stays as a
        tombstone until its document has been removed. Applying the same page twice gives the same mirror,
        which is what makes replaying the feed from an older delta link (after a crash) harmless.
        """
        with self._db.transaction() as conn:
            for item in items:
                if item.deleted:
                    # Graph often sends a deleted item with nothing but its id: keep what we knew.
                    conn.execute(
                        f"UPDATE graph_items SET deleted = 1, seen_run = ? WHERE {_WHERE} AND item_id = ?",
                        (run_id, *target.key, item.id),
                    )
                    continue
                conn.execute(
                    """
                    INSERT INTO graph_items (collection, drive_id, folder, item_id, name, parent_id, parent_is_root,
                        kind, version, size, deleted, seen_run)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)
                    ON CONFLICT (collection, drive_id, folder, item_id) DO UPDATE SET
                        name = excluded.name, parent_id = excluded.parent_id,
                        parent_is_root = excluded.parent_is_root, kind = excluded.kind, version = excluded.version,
                        size = excluded.size, deleted = 0, seen_run = excluded.seen_run
                    """,
                    (
                        *target.key,
                        item.id,
                        item.name,
                        item.parent_id,
                        int(item.parent_is_root),
                        item.kind.value,
                        item.version,
                        item.size,
                        run_id,
                    ),
                )

    def finish_feed(self, target: SyncTarget, delta_link: str, drive_name: str | None, full_run: str | None) -> None:
        """Save the new delta link once every page is in the mirror.

        After a full enumeration (``full_run`` is its run id) an item the feed did not mention no longer
        exists: it becomes a tombstone in the same transaction, so its document is removed by reconcile.
        """
        with self._db.transaction() as conn:
            if full_run is not None:
                conn.execute(
                    f"UPDATE graph_items SET deleted = 1 WHERE {_WHERE} AND (seen_run IS NULL OR seen_run != ?)",
                    (*target.key, full_run),
                )
            conn.execute(
                """
                INSERT INTO graph_sync (collection, drive_id, folder, delta_link, drive_name, synced_at)
                VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (collection, drive_id, folder) DO UPDATE SET
                    delta_link = excluded.delta_link, drive_name = excluded.drive_name, synced_at = excluded.synced_at
                """,
                (*target.key, delta_link, drive_name, _now()),
            )

    def manifest(self, target: SyncTarget) -> tuple[str | None, str | None]:
        """(version, JSON text) of the folder's collection.json as last used; (None, None) if none."""
        row = self._db.connection.execute(
            f"SELECT manifest_version, manifest FROM graph_sync WHERE {_WHERE}", target.key
        ).fetchone()
        return (None, None) if row is None else (row["manifest_version"], row["manifest"])

    def set_manifest(self, target: SyncTarget, version: str | None, text: str | None) -> None:
        self._db.connection.execute(
            f"UPDATE graph_sync SET manifest_version = ?, manifest = ? WHERE {_WHERE}", (version, text, *target.key)
        )

    def items(self, target: SyncTarget) -> list[MirrorItem]:
        rows = self._db.connection.execute(f"SELECT * FROM graph_items WHERE {_WHERE}", target.key).fetchall()
        return [_row(row) for row in rows]

    def item(self, target: SyncTarget, item_id: str) -> MirrorItem | None:
        row = self._db.connection.execute(
            f"SELECT * FROM graph_items WHERE {_WHERE} AND item_id = ?", (*target.key, item_id)
        ).fetchone()
        return None if row is None else _row(row)

    def mark_ingested(self, target: SyncTarget, item_id: str, document_id: str, version: str | None) -> None:
        """This item's content is now the document; any other item that claimed that id has lost it
        (it was replaced), so its later removal cannot delete this item's document."""
        with self._db.transaction() as conn:
            conn.execute(
                f"UPDATE graph_items SET document_id = NULL, ingested_version = NULL "
                f"WHERE {_WHERE} AND document_id = ? AND item_id != ?",
                (*target.key, document_id, item_id),
            )
            conn.execute(
                f"UPDATE graph_items SET document_id = ?, ingested_version = ?, failed_version = NULL, "
                f"error_code = NULL, error = NULL WHERE {_WHERE} AND item_id = ?",
                (document_id, version, *target.key, item_id),
            )

    def mark_failed(self, target: SyncTarget, item_id: str, version: str | None, code: str, error: str) -> None:
        self._db.connection.execute(
            f"UPDATE graph_items SET failed_version = ?, error_code = ?, error = ? WHERE {_WHERE} AND item_id = ?",
            (version, code, error, *target.key, item_id),
        )

    def forget_document(self, target: SyncTarget, item_id: str) -> None:
        """The item's document is gone; a tombstone has nothing left to do and goes too."""
        with self._db.transaction() as conn:
            conn.execute(
                f"UPDATE graph_items SET document_id = NULL, ingested_version = NULL WHERE {_WHERE} AND item_id = ?",
                (*target.key, item_id),
            )
            conn.execute(
                f"DELETE FROM graph_items WHERE {_WHERE} AND item_id = ? AND deleted = 1", (*target.key, item_id)
            )

    def forget_item(self, target: SyncTarget, item_id: str) -> None:
        self._db.connection.execute(f"DELETE FROM graph_items WHERE {_WHERE} AND item_id = ?", (*target.key, item_id))

    def drop_tombstones(self, target: SyncTarget) -> None:
        """Deleted items that never had a document (folders, skipped files) are of no further use."""
        self._db.connection.execute(
            f"DELETE FROM graph_items WHERE {_WHERE} AND deleted = 1 AND document_id IS NULL", target.key
        )

    def forget_target(self, target: SyncTarget) -> None:
        """Drop everything about a target (a first sync that found its folder missing leaves nothing)."""
        with self._db.transaction() as conn:
            conn.execute(f"DELETE FROM graph_items WHERE {_WHERE}", target.key)
            conn.execute(f"DELETE FROM graph_sync WHERE {_WHERE}", target.key)
