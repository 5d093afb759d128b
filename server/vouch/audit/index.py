"""The SQLite index over the log: which record is where, searchable by kind, time, handler, team, claim,
document and answer. It holds no content (that stays in the log) and can be rebuilt from the log.

It lives in its own SQLite file beside the log, not in the main database, because it can afford
``synchronous=NORMAL``: a crash may lose its last transactions, never the log's, and the next use re-indexes
whatever the log holds beyond the index's head. That halves the fsyncs per record.

It doubles as a witness: it remembers each record's hash, so a log cut short at a record boundary, or
rewritten from some record on with freshly computed hashes, no longer matches it.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from vouch.audit.log import AuditCorrupted, Line
from vouch.audit.records import RecordKind
from vouch.audit.scope import Scope
from vouch.db import Database

# Triggers make the index append-only like the log: a bug or a stray UPDATE cannot quietly re-point a row.
_MIGRATIONS = [
    """
    CREATE TABLE audit_index (
        seq INTEGER PRIMARY KEY,
        hash TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        at TEXT NOT NULL,
        actor TEXT NOT NULL,
        team TEXT,
        answer_id TEXT,
        sentence_id TEXT,
        document_id TEXT,
        claim TEXT,
        collection TEXT,
        surface TEXT,
        subject TEXT,
        offset INTEGER NOT NULL,
        length INTEGER NOT NULL
    );
    CREATE INDEX audit_index_kind_at ON audit_index (kind, at);
    CREATE INDEX audit_index_actor ON audit_index (actor);
    CREATE INDEX audit_index_team ON audit_index (team);
    CREATE INDEX audit_index_document ON audit_index (document_id);
    CREATE INDEX audit_index_answer ON audit_index (answer_id);
    CREATE UNIQUE INDEX audit_index_subject ON audit_index (kind, subject) WHERE subject IS NOT NULL;
    CREATE TRIGGER audit_index_no_update BEFORE UPDATE ON audit_index BEGIN SELECT RAISE(ABORT, 'the audit index is append-only'); END;
    CREATE TRIGGER audit_index_no_delete BEFORE DELETE ON audit_index BEGIN SELECT RAISE(ABORT, 'the audit index is append-only'); END
    """,  # noqa: E501
]


class IndexDatabase(Database):
    """The index's own SQLite file: WAL like the main database, but without an fsync per commit."""

    def _connect(self) -> sqlite3.Connection:
        conn = super()._connect()
        conn.execute("PRAGMA synchronous=NORMAL")
        return conn


@dataclass(frozen=True)
class IndexRow:
    seq: int
    hash: str
    kind: RecordKind
    at: str
    actor: str
    team: str | None
    answer_id: str | None
    sentence_id: str | None
    document_id: str | None
    claim: str | None
    collection: str | None
    surface: str | None
    subject: str | None
    offset: int
    length: int


@dataclass(frozen=True)
class RecordQuery:
    kinds: tuple[RecordKind, ...] = ()
    since: str | None = None  # inclusive, a ``now_stamp`` string
    until: str | None = None  # exclusive
    handler: str | None = None  # the acting user's name
    claim: str | None = None  # the claim reference, or else the collection
    document_id: str | None = None
    answer_id: str | None = None
    limit: int | None = None
    newest_first: bool = False


def subject_of(kind: RecordKind, body: dict[str, Any], actor: str) -> str | None:
    """What makes a record unique of its kind, so a retried submit is recorded once."""
    if kind is RecordKind.INSERT:
        receipt = body.get("receipt_id")
        # Per user, like the add-in's client insert ids: the same id again is the same insert, retried.
        return None if receipt is None else f"{actor}:{receipt}"
    if kind in (RecordKind.ANSWER, RecordKind.REFUSAL):
        return str(body["answer_id"])
    if kind is RecordKind.STUB:
        return f"{body['answer_id']}:{body['sentence']['sentence_id']}"
    if kind is RecordKind.REVIEW_DECISION:
        return str(body["item_seq"])  # one decision per queue item
    if kind is RecordKind.TORN_TAIL:
        return str(body["saved_to"])
    return None


def _row(line: Line) -> tuple[Any, ...]:
    record = line.record
    kind = RecordKind(record["kind"])
    body: dict[str, Any] = record["body"]
    sentence = body.get("sentence")
    sentence_id = body.get("sentence_id") or (sentence.get("sentence_id") if isinstance(sentence, dict) else None)
    return (
        record["seq"],
        record["hash"],
        kind.value,
        record["at"],
        record["actor"]["name"],
        record["actor"].get("team"),
        body.get("answer_id"),
        sentence_id,
        body.get("document_id"),
        body.get("claim_ref"),
        body.get("collection"),
        body.get("surface"),
        subject_of(kind, body, record["actor"]["name"]),
        line.offset,
        line.length,
    )


def _from_sql(row: sqlite3.Row) -> IndexRow:
    values = dict(row)
    values["kind"] = RecordKind(values["kind"])
    return IndexRow(**values)


class AuditIndex:
    def __init__(self, db: Database) -> None:
        self._db = db
        db.migrate("audit", _MIGRATIONS)

    def add(self, lines: Sequence[Line]) -> None:
        """Index records not yet indexed. One that is (another process got there first) must carry the same
        hash: a difference means the log changed under the index."""
        if not lines:
            return
        with self._db.transaction() as conn:
            first = min(line.seq for line in lines)
            known = {
                int(row["seq"]): str(row["hash"])
                for row in conn.execute("SELECT seq, hash FROM audit_index WHERE seq >= ?", (first,))
            }
            for line in lines:
                if line.seq in known and known[line.seq] != line.hash:
                    raise AuditCorrupted(f"record #{line.seq} in the log is not the record #{line.seq} once indexed")
            conn.executemany(
                """
                INSERT INTO audit_index (seq, hash, kind, at, actor, team, answer_id, sentence_id, document_id,
                    claim, collection, surface, subject, offset, length)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [_row(line) for line in lines if line.seq not in known],
            )

    def head(self) -> IndexRow | None:
        row = self._db.connection.execute("SELECT * FROM audit_index ORDER BY seq DESC LIMIT 1").fetchone()
        return None if row is None else _from_sql(row)

    def get(self, seq: int) -> IndexRow | None:
        row = self._db.connection.execute("SELECT * FROM audit_index WHERE seq = ?", (seq,)).fetchone()
        return None if row is None else _from_sql(row)

    def by_subject(self, kind: RecordKind, subject: str) -> IndexRow | None:
        row = self._db.connection.execute(
            "SELECT * FROM audit_index WHERE kind = ? AND subject = ?", (kind.value, subject)
        ).fetchone()
        return None if row is None else _from_sql(row)

    def hashes(self) -> dict[int, str]:
        """Every indexed seq and its hash: the witness ``verify`` holds the log to."""
        rows = self._db.connection.execute("SELECT seq, hash FROM audit_index").fetchall()
        return {int(row["seq"]): str(row["hash"]) for row in rows}

    def select(self, query: RecordQuery, scope: Scope) -> list[IndexRow]:
        clauses: list[str] = []
        args: list[Any] = []
        if not scope.everything:
            reach: list[str] = []
            if scope.team is not None:
                reach.append("team = ?")
                args.append(scope.team)
            if scope.actor is not None:
                reach.append("actor = ?")
                args.append(scope.actor)
            clauses.append(f"({' OR '.join(reach)})" if reach else "0")
        if query.kinds:
            clauses.append(f"kind IN ({', '.join('?' for _ in query.kinds)})")
            args.extend(kind.value for kind in query.kinds)
        for column, value, operator in (
            ("at", query.since, ">="),
            ("at", query.until, "<"),
            ("actor", query.handler, "="),
            ("document_id", query.document_id, "="),
            ("answer_id", query.answer_id, "="),
        ):
            if value is not None:
                clauses.append(f"{column} {operator} ?")
                args.append(value)
        if query.claim is not None:
            clauses.append("(claim = ? OR (claim IS NULL AND collection = ?))")
            args.extend([query.claim, query.claim])
        sql = "SELECT * FROM audit_index"
        if clauses:
            sql += " WHERE " + " AND ".join(clauses)
        sql += " ORDER BY seq DESC" if query.newest_first else " ORDER BY seq"
        if query.limit is not None:
            sql += " LIMIT ?"
            args.append(query.limit)
        return [_from_sql(row) for row in self._db.connection.execute(sql, args).fetchall()]
