"""The embedded SQLite database: one file per data directory, opened in WAL mode.

SQLite is the embedded default because it needs no server, survives restarts, and its transactions give the
atomic "all or nothing" that users, grants and (later) passages need.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path


class Database:
    """A thread-safe handle on one SQLite file; each thread gets its own connection."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._local = threading.local()

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=30, isolation_level=None, check_same_thread=False)
        conn.row_factory = sqlite3.Row
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA foreign_keys=ON")
        return conn

    @property
    def connection(self) -> sqlite3.Connection:
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._connect()
            self._local.conn = conn
        return conn

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """BEGIN IMMEDIATE ... COMMIT, rolled back on any exception, so readers never see half a change."""
        conn = self.connection
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    def migrate(self, component: str, migrations: Sequence[str]) -> None:
        """Apply each not-yet-applied script of ``component`` in order, each once, in one transaction.

        Scripts are append-only: a released script is never edited, a change is a new script.
        """
        with self.transaction() as conn:
            conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY)")
            done = {row["name"] for row in conn.execute("SELECT name FROM schema_migrations")}
            for index, script in enumerate(migrations):
                name = f"{component}:{index:04d}"
                if name in done:
                    continue
                for statement in script.split(";\n"):
                    if statement.strip():
                        conn.execute(statement)
                conn.execute("INSERT INTO schema_migrations (name) VALUES (?)", (name,))

    def ping(self) -> None:
        self.connection.execute("SELECT 1").fetchone()

    def close(self) -> None:
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None
