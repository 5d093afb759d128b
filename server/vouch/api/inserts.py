"""Insert receipts: what the taskpane put into a Word document, recorded before it reports success.

The taskpane inserts in Word first, and only after Word confirms the text (sync) does it POST the receipt;
it reports success only when this endpoint answers with a receipt id. A receipt names the answer, the
document (its id lives in the document's own settings, ``vouch.documentId``) and, for each sentence, the
content control tag ``vouch:<answer_id>:<sentence_id>`` and the text Word holds.

The store is append-only: rows are never updated or deleted (SQLite triggers refuse it). A retry after a
lost response sends the same ``client_insert_id`` and gets the same receipt back, never a second one.
The audit store (hash-chained, issue 8) grows out of this.
"""

from __future__ import annotations

import re
import sqlite3
import uuid
import weakref
from dataclasses import dataclass, field
from datetime import UTC, datetime

from litestar import Controller, Request, Response, get, post
from litestar.datastructures import State
from litestar.di import NamedDependency
from litestar.exceptions import ClientException, ValidationException
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_200_OK, HTTP_201_CREATED, HTTP_409_CONFLICT

from vouch.api.audit import audit_insert
from vouch.auth.guards import requires
from vouch.auth.roles import Permission
from vouch.auth.store import User
from vouch.db import Database
from vouch.services import Services

_MIGRATIONS = [
    """
    CREATE TABLE insert_receipts (
        id TEXT PRIMARY KEY,
        answer_id TEXT NOT NULL,
        document_id TEXT NOT NULL,
        user_name TEXT NOT NULL,
        client_insert_id TEXT,
        created_at TEXT NOT NULL
    );
    CREATE UNIQUE INDEX insert_receipts_client ON insert_receipts (user_name, client_insert_id)
        WHERE client_insert_id IS NOT NULL;
    CREATE INDEX insert_receipts_answer ON insert_receipts (answer_id);
    CREATE TABLE insert_sentences (
        receipt_id TEXT NOT NULL REFERENCES insert_receipts (id),
        position INTEGER NOT NULL,
        sentence_id TEXT NOT NULL,
        content_control_tag TEXT NOT NULL,
        text TEXT NOT NULL,
        PRIMARY KEY (receipt_id, position)
    );
    CREATE TRIGGER insert_receipts_append_only_update BEFORE UPDATE ON insert_receipts
        BEGIN SELECT RAISE(ABORT, 'insert receipts are append-only'); END;
    CREATE TRIGGER insert_receipts_append_only_delete BEFORE DELETE ON insert_receipts
        BEGIN SELECT RAISE(ABORT, 'insert receipts are append-only'); END;
    CREATE TRIGGER insert_sentences_append_only_update BEFORE UPDATE ON insert_sentences
        BEGIN SELECT RAISE(ABORT, 'insert receipts are append-only'); END;
    CREATE TRIGGER insert_sentences_append_only_delete BEFORE DELETE ON insert_sentences
        BEGIN SELECT RAISE(ABORT, 'insert receipts are append-only'); END
    """,
    # What the handler did before inserting a sentence: confirmed it, or accepted a correction of it.
    "ALTER TABLE insert_sentences ADD COLUMN decision TEXT",
]

# A receipt's sentence may say what the handler did before inserting it; nothing else is accepted.
DECISIONS = frozenset({"confirm", "accept"})

_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:@-]{0,199}$")
MAX_SENTENCES = 500
MAX_TEXT = 20_000


def content_control_tag(answer_id: str, sentence_id: str) -> str:
    """The tag the taskpane puts on each inserted sentence's content control."""
    return f"vouch:{answer_id}:{sentence_id}"


@dataclass(frozen=True)
class InsertedSentence:
    sentence_id: str
    content_control_tag: str
    text: str
    decision: str | None = None  # "confirm" (the handler confirmed it) | "accept" (an accepted correction)


@dataclass(frozen=True)
class NewInsert:
    document_id: str
    sentences: list[InsertedSentence]
    client_insert_id: str | None = None
    # "Please confirm" sentences the handler removed instead of confirming: settled, and not in the letter.
    removed: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Receipt:
    receipt_id: str
    answer_id: str
    document_id: str
    user: str
    created_at: str
    client_insert_id: str | None
    sentences: list[InsertedSentence]


class InsertConflict(ValueError):
    """The client insert id was already used for a different insert."""


class ReceiptStore:
    def __init__(self, db: Database) -> None:
        self._db = db
        db.migrate("inserts", _MIGRATIONS)

    def record(self, answer_id: str, user: str, insert: NewInsert) -> tuple[Receipt, bool]:
        """Append a receipt; returns it and whether it is new (False: the same client insert id, replayed)."""
        with self._db.transaction() as conn:
            if insert.client_insert_id is not None:
                row = conn.execute(
                    "SELECT id FROM insert_receipts WHERE user_name = ? AND client_insert_id = ?",
                    (user, insert.client_insert_id),
                ).fetchone()
                if row is not None:
                    existing = self._load(conn, str(row["id"]))
                    same = (
                        existing.answer_id == answer_id
                        and existing.document_id == insert.document_id
                        and existing.sentences == list(insert.sentences)
                    )
                    if not same:
                        raise InsertConflict(
                            f"client_insert_id {insert.client_insert_id!r} was already used for another insert"
                        )
                    return existing, False
            receipt_id = f"rcpt_{uuid.uuid4().hex}"
            created_at = datetime.now(UTC).isoformat(timespec="milliseconds")
            conn.execute(
                "INSERT INTO insert_receipts (id, answer_id, document_id, user_name, client_insert_id, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (receipt_id, answer_id, insert.document_id, user, insert.client_insert_id, created_at),
            )
            conn.executemany(
                "INSERT INTO insert_sentences (receipt_id, position, sentence_id, content_control_tag, text, decision)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                [
                    (receipt_id, position, s.sentence_id, s.content_control_tag, s.text, s.decision)
                    for position, s in enumerate(insert.sentences)
                ],
            )
            return self._load(conn, receipt_id), True

    def for_answer(self, answer_id: str, user: str | None) -> list[Receipt]:
        """Receipts of one answer, oldest first; only ``user``'s unless ``user`` is None (every user's)."""
        conn = self._db.connection
        if user is None:
            rows = conn.execute(
                "SELECT id FROM insert_receipts WHERE answer_id = ? ORDER BY created_at, rowid", (answer_id,)
            ).fetchall()
        else:
            rows = conn.execute(
                "SELECT id FROM insert_receipts WHERE answer_id = ? AND user_name = ? ORDER BY created_at, rowid",
                (answer_id, user),
            ).fetchall()
        return [self._load(conn, str(row["id"])) for row in rows]

    @staticmethod
    def _load(conn: sqlite3.Connection, receipt_id: str) -> Receipt:
        head = conn.execute("SELECT * FROM insert_receipts WHERE id = ?", (receipt_id,)).fetchone()
        sentences = conn.execute(
            "SELECT sentence_id, content_control_tag, text, decision FROM insert_sentences"
            " WHERE receipt_id = ? ORDER BY position",
            (receipt_id,),
        ).fetchall()
        return Receipt(
            receipt_id=str(head["id"]),
            answer_id=str(head["answer_id"]),
            document_id=str(head["document_id"]),
            user=str(head["user_name"]),
            created_at=str(head["created_at"]),
            client_insert_id=head["client_insert_id"],
            sentences=[
                InsertedSentence(
                    sentence_id=str(r["sentence_id"]),
                    content_control_tag=str(r["content_control_tag"]),
                    text=str(r["text"]),
                    decision=r["decision"],
                )
                for r in sentences
            ],
        )


_stores: weakref.WeakKeyDictionary[Database, ReceiptStore] = weakref.WeakKeyDictionary()


def receipt_store(services: Services) -> ReceiptStore:
    """One store per database, migrated on first use."""
    store = _stores.get(services.db)
    if store is None:
        store = ReceiptStore(services.db)
        _stores[services.db] = store
    return store


def validate_insert(answer_id: str, insert: NewInsert) -> None:
    """Raise ValidationException naming the first problem; the tag contract is checked exactly."""
    if not _ID.match(answer_id):
        raise ValidationException(f"answer id {answer_id!r} is not a valid id")
    if not insert.document_id.strip() or len(insert.document_id) > 200:
        raise ValidationException("document_id must be 1 to 200 characters")
    if insert.client_insert_id is not None and not _ID.match(insert.client_insert_id):
        raise ValidationException("client_insert_id is not a valid id")
    if not insert.sentences:
        raise ValidationException("a receipt needs at least one inserted sentence")
    for sid in insert.removed:
        if not _ID.match(sid):
            raise ValidationException(f"removed sentence id {sid!r} is not a valid id")
        if any(s.sentence_id == sid for s in insert.sentences):
            raise ValidationException(f"sentence {sid!r} is both inserted and removed")
    if len(insert.sentences) > MAX_SENTENCES:
        raise ValidationException(f"a receipt holds at most {MAX_SENTENCES} sentences")
    seen: set[str] = set()
    for s in insert.sentences:
        if not _ID.match(s.sentence_id):
            raise ValidationException(f"sentence id {s.sentence_id!r} is not a valid id")
        if s.sentence_id in seen:
            raise ValidationException(f"sentence {s.sentence_id!r} appears twice")
        seen.add(s.sentence_id)
        expected = content_control_tag(answer_id, s.sentence_id)
        if s.content_control_tag != expected:
            raise ValidationException(
                f"sentence {s.sentence_id!r} has content control tag {s.content_control_tag!r}; expected {expected!r}"
            )
        if s.decision is not None and s.decision not in DECISIONS:
            raise ValidationException(
                f"sentence {s.sentence_id!r} has decision {s.decision!r}; "
                f"expected one of {', '.join(sorted(DECISIONS))}"
            )
        if not s.text.strip() or len(s.text) > MAX_TEXT:
            raise ValidationException(f"sentence {s.sentence_id!r} must have 1 to {MAX_TEXT} characters of text")


class InsertController(Controller):
    path = "/api/answers"
    tags = ["inserts"]  # noqa: RUF012 (Litestar declares it as an instance attribute)

    @post(
        "/{answer_id:str}/inserts",
        guards=[requires(Permission.DRAFT)],
        summary="Record what the taskpane inserted into a Word document (append-only receipt)",
    )
    async def record_insert(
        self,
        request: Request[User, None, State],
        answer_id: FromPath[str],
        services: NamedDependency[Services],
        data: JSONBody[NewInsert],
    ) -> Response[Receipt]:
        validate_insert(answer_id, data)
        # The audit record first, durably (fsynced): nothing is acknowledged that the audit trail does not hold.
        audited = await audit_insert(
            request, services, answer_id, data.document_id, data.sentences, data.client_insert_id, data.removed
        )
        try:
            receipt, created = receipt_store(services).record(answer_id, request.user.name, data)
        except InsertConflict as exc:
            raise ClientException(str(exc), status_code=HTTP_409_CONFLICT) from None
        return Response(receipt, status_code=HTTP_201_CREATED if created else HTTP_200_OK, headers=audited)

    @get("/{answer_id:str}/inserts", summary="Insert receipts of one answer (your own; compliance sees all)")
    async def list_inserts(
        self, request: Request[User, None, State], answer_id: FromPath[str], services: NamedDependency[Services]
    ) -> list[Receipt]:
        user = request.user
        return receipt_store(services).for_answer(answer_id, None if user.can(Permission.AUDIT_READ) else user.name)
