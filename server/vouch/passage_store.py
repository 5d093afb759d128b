"""The passage store: every ingested document and its passages, the source of truth for citations.

Search engines index passages for finding them; this store is what a citation, an audit record or a review
quotes. Replacing a document is one SQLite transaction, so readers see the old passages or the new ones,
never half of each. Each replacement bumps the document's generation; engines that index outside this
database (OpenSearch) tag passages with it and drop hits whose generation is no longer live.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from datetime import UTC, date, datetime

from vouch.db import Database
from vouch.passages import ClauseRef, DocumentInfo, DocumentType, EndorsementPolicies, Passage, TableRow

_MIGRATIONS = [
    """
    CREATE TABLE documents (
        collection TEXT NOT NULL,
        document_id TEXT NOT NULL,
        title TEXT NOT NULL,
        doc_type TEXT NOT NULL,
        sha256 TEXT NOT NULL,
        version TEXT,
        effective_date TEXT,
        supersedes TEXT NOT NULL DEFAULT '[]',
        page_count INTEGER,
        source TEXT NOT NULL,
        source_ref TEXT,
        media_type TEXT,
        generation INTEGER NOT NULL,
        passage_count INTEGER NOT NULL,
        ingested_at TEXT NOT NULL,
        PRIMARY KEY (collection, document_id)
    );
    CREATE TABLE passages (
        id TEXT PRIMARY KEY,
        collection TEXT NOT NULL,
        document_id TEXT NOT NULL,
        ordinal INTEGER NOT NULL,
        address TEXT NOT NULL,
        text TEXT NOT NULL,
        heading_path TEXT NOT NULL,
        clause TEXT,
        page INTEGER,
        table_row TEXT,
        ocr_confidence REAL,
        superseded_by TEXT,
        extra TEXT NOT NULL DEFAULT '{}',
        FOREIGN KEY (collection, document_id) REFERENCES documents(collection, document_id) ON DELETE CASCADE
    );
    CREATE INDEX passages_by_document ON passages (collection, document_id, ordinal)
    """,
    "ALTER TABLE documents ADD COLUMN claim_ref TEXT",
    "ALTER TABLE documents ADD COLUMN policy_ref TEXT",
    "ALTER TABLE documents ADD COLUMN parties TEXT NOT NULL DEFAULT '[]'",
    "ALTER TABLE passages ADD COLUMN replaced_for TEXT NOT NULL DEFAULT '[]'",
    "ALTER TABLE documents ADD COLUMN applies_to TEXT NOT NULL DEFAULT '{}'",
]


class PassageStoreError(ValueError):
    pass


@dataclass(frozen=True)
class StoredDocument:
    info: DocumentInfo
    generation: int
    passage_count: int
    ingested_at: str


def _document(row: sqlite3.Row) -> StoredDocument:
    info = DocumentInfo(
        collection=row["collection"],
        document_id=row["document_id"],
        title=row["title"],
        doc_type=DocumentType(row["doc_type"]),
        sha256=row["sha256"],
        version=row["version"],
        effective_date=date.fromisoformat(row["effective_date"]) if row["effective_date"] else None,
        supersedes=tuple(ClauseRef(**ref) for ref in json.loads(row["supersedes"])),
        page_count=row["page_count"],
        source=row["source"],
        source_ref=row["source_ref"],
        media_type=row["media_type"],
        claim_ref=row["claim_ref"],
        policy_ref=row["policy_ref"],
        parties=tuple(json.loads(row["parties"])),
        applies_to=EndorsementPolicies.from_json(json.loads(row["applies_to"])),
    )
    return StoredDocument(
        info=info,
        generation=int(row["generation"]),
        passage_count=int(row["passage_count"]),
        ingested_at=row["ingested_at"],
    )


def _passage(row: sqlite3.Row) -> Passage:
    table_row = None
    if row["table_row"]:
        raw = json.loads(row["table_row"])
        raw["column_labels"] = tuple(raw["column_labels"])
        raw["cells"] = tuple(raw["cells"])
        table_row = TableRow(**raw)
    return Passage(
        id=row["id"],
        collection=row["collection"],
        document_id=row["document_id"],
        address=row["address"],
        text=row["text"],
        heading_path=tuple(json.loads(row["heading_path"])),
        clause=row["clause"],
        page=row["page"],
        table_row=table_row,
        ocr_confidence=row["ocr_confidence"],
        superseded_by=row["superseded_by"],
        replaced_for=tuple(json.loads(row["replaced_for"])),
        extra=json.loads(row["extra"]),
    )


def _clause_matches(clause: str | None, replaced: str) -> bool:
    """A replaced clause covers itself and its sub-clauses: 4.2(b) covers 4.2(b)(i), not 4.2(c)."""
    if clause is None:
        return False
    return clause == replaced or clause.startswith(replaced + "(") or clause.startswith(replaced + ".")


class PassageStore:
    def __init__(self, db: Database) -> None:
        self._db = db
        db.migrate("passages", _MIGRATIONS)

    def replace_document(self, document: DocumentInfo, passages: Sequence[Passage], today: date | None = None) -> int:
        """Swap in a document's passages atomically; returns the new generation."""
        ids = [p.id for p in passages]
        if len(set(ids)) != len(ids):
            raise PassageStoreError(f"{document.document_id}: two passages share an address")
        for passage in passages:
            if passage.collection != document.collection or passage.document_id != document.document_id:
                raise PassageStoreError(f"passage {passage.id} does not belong to {document.document_id}")
        now = datetime.now(UTC).isoformat(timespec="seconds")
        with self._db.transaction() as conn:
            row = conn.execute(
                "SELECT generation FROM documents WHERE collection = ? AND document_id = ?",
                (document.collection, document.document_id),
            ).fetchone()
            generation = (int(row["generation"]) if row else 0) + 1
            conn.execute(
                "DELETE FROM passages WHERE collection = ? AND document_id = ?",
                (document.collection, document.document_id),
            )
            conn.execute(
                """
                INSERT INTO documents (collection, document_id, title, doc_type, sha256, version, effective_date,
                    supersedes, page_count, source, source_ref, media_type, generation, passage_count, ingested_at,
                    claim_ref, policy_ref, parties)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (collection, document_id) DO UPDATE SET
                    title = excluded.title, doc_type = excluded.doc_type, sha256 = excluded.sha256,
                    version = excluded.version, effective_date = excluded.effective_date,
                    supersedes = excluded.supersedes, page_count = excluded.page_count, source = excluded.source,
                    source_ref = excluded.source_ref, media_type = excluded.media_type,
                    generation = excluded.generation, passage_count = excluded.passage_count,
                    ingested_at = excluded.ingested_at, claim_ref = excluded.claim_ref,
                    policy_ref = excluded.policy_ref, parties = excluded.parties
                """,
                (
                    document.collection,
                    document.document_id,
                    document.title,
                    document.doc_type.value,
                    document.sha256,
                    document.version,
                    document.effective_date.isoformat() if document.effective_date else None,
                    json.dumps([asdict(ref) for ref in document.supersedes]),
                    document.page_count,
                    document.source,
                    document.source_ref,
                    document.media_type,
                    generation,
                    len(passages),
                    now,
                    document.claim_ref,
                    document.policy_ref,
                    json.dumps(list(document.parties)),
                ),
            )
            conn.executemany(
                """
                INSERT INTO passages (id, collection, document_id, ordinal, address, text, heading_path, clause,
                    page, table_row, ocr_confidence, superseded_by, extra)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)
                """,
                [
                    (
                        p.id,
                        p.collection,
                        p.document_id,
                        ordinal,
                        p.address,
                        p.text,
                        json.dumps(list(p.heading_path)),
                        p.clause,
                        p.page,
                        json.dumps(asdict(p.table_row)) if p.table_row else None,
                        p.ocr_confidence,
                        json.dumps(p.extra),
                    )
                    for ordinal, p in enumerate(passages)
                ],
            )
            self._mark_superseded(conn, document.collection, today or date.today())
        return generation

    def delete_document(self, collection: str, document_id: str, today: date | None = None) -> bool:
        with self._db.transaction() as conn:
            cur = conn.execute(
                "DELETE FROM documents WHERE collection = ? AND document_id = ?", (collection, document_id)
            )
            if cur.rowcount:
                self._mark_superseded(conn, collection, today or date.today())
        return cur.rowcount > 0

    def delete_collection(self, collection: str) -> int:
        with self._db.transaction() as conn:
            cur = conn.execute("DELETE FROM documents WHERE collection = ?", (collection,))
        return cur.rowcount

    def _mark_superseded(self, conn: sqlite3.Connection, collection: str, today: date) -> None:
        """Recompute which policies each endorsement applies to and which wording is superseded, whatever order
        the documents arrived in (a schedule listing an endorsement may come after it).

        An endorsement replaces a clause from its effective date on; one dated in the future replaces nothing
        yet, so the current wording stays current until then. One that applies to some policies only
        (``DocumentInfo.applies_to``) replaces it for those policies (``Passage.replaced_for``).
        """
        self._mark_applies_to(conn, collection)
        conn.execute(
            "UPDATE passages SET superseded_by = NULL, replaced_for = '[]' WHERE collection = ?", (collection,)
        )
        endorsements = conn.execute(
            "SELECT * FROM documents WHERE collection = ? AND supersedes != '[]' ORDER BY document_id", (collection,)
        ).fetchall()
        replaced_for: dict[str, list[str]] = {}
        for row in endorsements:
            endorsement = _document(row).info
            if endorsement.effective_date and endorsement.effective_date > today:
                continue
            for ref in endorsement.supersedes:
                rows = conn.execute(
                    "SELECT id, clause FROM passages WHERE collection = ? AND document_id = ?",
                    (collection, ref.document),
                ).fetchall()
                hits = [r["id"] for r in rows if _clause_matches(r["clause"], ref.clause)]
                if endorsement.customer_document or not endorsement.applies_to.everyone:
                    # Some policies' endorsement changes those policies' terms, not everyone's wording.
                    for passage_id in hits:
                        replaced_for.setdefault(passage_id, []).append(endorsement.document_id)
                else:
                    conn.executemany(
                        "UPDATE passages SET superseded_by = ? WHERE id = ?",
                        [(endorsement.document_id, passage_id) for passage_id in hits],
                    )
        conn.executemany(
            "UPDATE passages SET replaced_for = ? WHERE id = ?",
            [(json.dumps(by), passage_id) for passage_id, by in replaced_for.items()],
        )

    def _mark_applies_to(self, conn: sqlite3.Connection, collection: str) -> None:
        """Record each policy document's policies (``vouch.search.scope.document_policies``, the one decision)."""
        from vouch.search.scope import document_policies, insurers_of, is_endorsement, is_policy_document

        rows = conn.execute("SELECT * FROM documents WHERE collection = ? ORDER BY document_id", (collection,))
        infos = [_document(row).info for row in rows.fetchall()]

        read: dict[str, list[Passage]] = {}

        def texts(info: DocumentInfo) -> list[Passage]:
            # Each policy document reads every schedule's words: a schedule is read from the database once.
            if info.document_id not in read:
                found = conn.execute(
                    "SELECT * FROM passages WHERE collection = ? AND document_id = ? ORDER BY ordinal",
                    (collection, info.document_id),
                )
                read[info.document_id] = [_passage(row) for row in found.fetchall()]
            return read[info.document_id]

        named: dict[str, frozenset[str]] = {}

        def insurers(info: DocumentInfo) -> frozenset[str]:
            # Every policy document is compared with every customer document's insurers: work each out once.
            if info.document_id not in named:
                named[info.document_id] = insurers_of(info, texts(info))
            return named[info.document_id]

        conn.executemany(
            "UPDATE documents SET applies_to = ? WHERE collection = ? AND document_id = ?",
            [
                (json.dumps(document_policies(info, infos, texts, insurers).as_json()), collection, info.document_id)
                for info in infos
                if is_endorsement(info) or is_policy_document(info) or not info.applies_to.everyone
            ],
        )

    def document(self, collection: str, document_id: str) -> StoredDocument | None:
        row = self._db.connection.execute(
            "SELECT * FROM documents WHERE collection = ? AND document_id = ?", (collection, document_id)
        ).fetchone()
        return None if row is None else _document(row)

    def documents(self, collection: str) -> list[StoredDocument]:
        rows = self._db.connection.execute(
            "SELECT * FROM documents WHERE collection = ? ORDER BY document_id", (collection,)
        ).fetchall()
        return [_document(row) for row in rows]

    def live_generations(self, collection: str) -> dict[str, int]:
        rows = self._db.connection.execute(
            "SELECT document_id, generation FROM documents WHERE collection = ?", (collection,)
        ).fetchall()
        return {row["document_id"]: int(row["generation"]) for row in rows}

    def passages(self, collection: str, document_id: str | None = None, current_only: bool = False) -> list[Passage]:
        query = "SELECT * FROM passages WHERE collection = ?"
        args: list[object] = [collection]
        if document_id is not None:
            query += " AND document_id = ?"
            args.append(document_id)
        if current_only:
            query += " AND superseded_by IS NULL"
        query += " ORDER BY document_id, ordinal"
        return [_passage(row) for row in self._db.connection.execute(query, args).fetchall()]

    def superseded(self, collection: str) -> dict[str, str]:
        """Passage id -> the endorsement superseding it, for the passages of ``collection`` that are not current."""
        rows = self._db.connection.execute(
            "SELECT id, superseded_by FROM passages WHERE collection = ? AND superseded_by IS NOT NULL", (collection,)
        ).fetchall()
        return {row["id"]: row["superseded_by"] for row in rows}

    def get(self, passage_ids: Iterable[str]) -> dict[str, Passage]:
        ids = list(dict.fromkeys(passage_ids))
        found: dict[str, Passage] = {}
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            marks = ",".join("?" * len(chunk))
            rows = self._db.connection.execute(f"SELECT * FROM passages WHERE id IN ({marks})", chunk).fetchall()
            found.update({row["id"]: _passage(row) for row in rows})
        return found
