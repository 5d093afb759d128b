"""The audit store: every record goes to the log first (written and fsynced), then to the index.

A ``record_*`` call returns only after its record is durable on disk; an API may acknowledge to the user
then and not before. Retried submissions with the same subject (an insert's receipt id, an answer id, a stub's
answer and sentence) return the first record instead of writing a second.

Opening is cheap: the log and index are first read under the lock of the first call, which also catches the
index up with records that another process appended (or that a crash left unindexed), and sets aside a torn
last line, recording that it did so.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import msgspec

from vouch.audit.canonical import GENESIS, HASH_FIELD
from vouch.audit.index import AuditIndex, IndexDatabase, IndexRow, RecordQuery, subject_of
from vouch.audit.log import (
    AuditCorrupted,
    AuditError,
    AuditLog,
    Line,
    describe_side_file,
    parse_line,
    side_file_offset,
)
from vouch.audit.records import (
    KIND_OF,
    SYSTEM,
    Actor,
    AnswerBody,
    Body,
    InsertBody,
    InsertRefusedBody,
    RecordKind,
    RefusalBody,
    ReviewDecisionBody,
    StoredRecord,
    StubBody,
    to_builtins,
)
from vouch.audit.scope import Scope
from vouch.logs import get_logger

log = get_logger("vouch.audit")

LOG_NAME = "audit.jsonl"
INDEX_NAME = "index.sqlite"

B = TypeVar("B", bound=Body)


class AlreadyDecided(AuditError):
    """A review item already has a decision; decisions are final."""

    def __init__(self, existing: Committed) -> None:
        super().__init__(f"this item was already decided (record #{existing.seq})")
        self.existing = existing


@dataclass(frozen=True)
class Committed:
    """The receipt of a durable record."""

    seq: int
    hash: str
    at: str
    duplicate: bool = False  # an earlier record with the same subject was returned instead of a new one


@dataclass(frozen=True)
class Head:
    seq: int
    hash: str
    at: str | None


def log_path(data_dir: Path) -> Path:
    return data_dir / "audit" / LOG_NAME


def index_path(data_dir: Path) -> Path:
    return data_dir / "audit" / INDEX_NAME


def body_as(record: StoredRecord, body_type: type[B]) -> B:
    if KIND_OF[body_type] is not record.kind:
        raise AuditError(f"record #{record.seq} is a {record.kind.value} record, not {KIND_OF[body_type].value}")
    return msgspec.convert(record.body, body_type)


class AuditStore:
    def __init__(self, path: Path, index_db: Path) -> None:
        self.path = path
        self._log = AuditLog(path)
        self._db = IndexDatabase(index_db)
        self._index = AuditIndex(self._db)
        self._loaded = False

    @classmethod
    def open(cls, data_dir: Path) -> AuditStore:
        """The store of a data directory: ``audit/audit.jsonl`` and its index ``audit/index.sqlite``."""
        return cls(log_path(data_dir), index_path(data_dir))

    def close(self) -> None:
        self._log.close()
        self._db.close()

    # -- writing --------------------------------------------------------------------------------------------

    def record_insert(self, actor: Actor, body: InsertBody) -> Committed:
        return self._record(actor, body)

    def record_insert_refused(self, actor: Actor, body: InsertRefusedBody) -> Committed:
        return self._record(actor, body)

    def record_answer(self, actor: Actor, body: AnswerBody) -> Committed:
        return self._record(actor, body)

    def record_stub(self, actor: Actor, body: StubBody) -> Committed:
        return self._record(actor, body)

    def record_refusal(self, actor: Actor, body: RefusalBody) -> Committed:
        return self._record(actor, body)

    def record_review_decision(self, actor: Actor, body: ReviewDecisionBody) -> Committed:
        """One decision per item, checked under the store's lock: of two leads deciding at once, the second
        gets ``AlreadyDecided``."""
        return self._record(actor, body)

    def _record(self, actor: Actor, body: Body) -> Committed:
        kind = KIND_OF[type(body)]
        body_dict = to_builtins(body)
        subject = subject_of(kind, body_dict, actor.name)
        with self._log.exclusive():
            self._catch_up(repair=True)
            if subject is not None:
                existing = self._index.by_subject(kind, subject)
                if existing is not None:
                    committed = Committed(existing.seq, existing.hash, existing.at, duplicate=True)
                    if kind is RecordKind.REVIEW_DECISION:
                        raise AlreadyDecided(committed)
                    return committed
            line = self._log.append(kind.value, to_builtins(actor), body_dict)
            self._index_lines([line])
        return Committed(line.seq, line.hash, str(line.record["at"]))

    def _index_lines(self, lines: list[Line]) -> None:
        # The log already holds these durably; an index failure here is repaired by the next catch-up.
        try:
            self._index.add(lines)
        except AuditCorrupted:
            raise
        except Exception:
            log.exception("audit index update failed; the log is intact and the index catches up on next use")
            self._loaded = False

    # -- keeping up with the file ---------------------------------------------------------------------------

    def _catch_up(self, repair: bool) -> None:
        """With the lock held: find the head and index what is unindexed. ``repair`` (writers only): also set
        aside a torn last line, so that the next record starts on a line of its own. Readers leave the log
        exactly as they found it."""
        if not self._loaded:
            self._start_from_index()
        lines, torn = self._log.read_new()
        self._index_lines(lines)
        if not repair:
            return
        if torn:
            body = self._log.set_aside(torn)
            log.error(
                "audit log had an unfinished last line (a crash during a write); set aside, not a record",
                offset=body.offset,
                length=body.length,
                saved_to=body.saved_to,
            )
            self._index_lines([self._log.append(RecordKind.TORN_TAIL.value, to_builtins(SYSTEM), to_builtins(body))])
        self._record_unrecorded_side_files()

    def _start_from_index(self) -> None:
        head = self._index.head()
        if head is not None:
            raw = self._log.read_at(head.offset, head.length + 1)
            try:
                record = parse_line(raw[:-1])
                intact = raw[-1:] == b"\n" and record["seq"] == head.seq and record[HASH_FIELD] == head.hash
            except ValueError:
                intact = False
            if not intact:
                raise AuditCorrupted(
                    f"{self.path} no longer holds record #{head.seq} where the index saw it (edited, moved or cut "
                    "off): run `vouch audit verify`"
                )
            self._log.position(head.seq, head.hash, head.offset + head.length + 1)
        else:
            self._log.position(0, GENESIS, 0)
        self._loaded = True

    def _record_unrecorded_side_files(self) -> None:
        """A crash between setting a torn line aside and recording that leaves a side file no record names:
        record it now, so no set-aside bytes go unmentioned in the chain."""
        for path in self._log.side_files():
            offset = side_file_offset(path)
            if offset is None or self._index.by_subject(RecordKind.TORN_TAIL, path.name) is not None:
                continue
            body = describe_side_file(path, offset)
            self._index_lines([self._log.append(RecordKind.TORN_TAIL.value, to_builtins(SYSTEM), to_builtins(body))])

    def sync(self) -> None:
        """Bring the index up to date with the log now (readers otherwise see what this process indexed)."""
        with self._log.exclusive():
            self._catch_up(repair=False)

    def recover(self) -> Head:
        """Set aside a torn last line now, with its ``torn_tail`` record, instead of at the next write."""
        with self._log.exclusive():
            self._catch_up(repair=True)
        return self.head()

    # -- reading --------------------------------------------------------------------------------------------

    def head(self) -> Head:
        self.sync()
        row = self._index.head()
        return Head(0, self._log.head_hash, None) if row is None else Head(row.seq, row.hash, row.at)

    def rows(self, query: RecordQuery, scope: Scope) -> list[IndexRow]:
        self.sync()
        return self._index.select(query, scope)

    def read(self, row: IndexRow) -> StoredRecord:
        """The record an index row points at, its hash checked again: an export never carries an edited record."""
        raw = self._log.read_at(row.offset, row.length)
        try:
            record = parse_line(raw)
        except ValueError as exc:
            raise AuditCorrupted(f"record #{row.seq} of {self.path} {exc}") from None
        if record["seq"] != row.seq or record[HASH_FIELD] != row.hash:
            raise AuditCorrupted(f"record #{row.seq} of {self.path} is not the record that was indexed")
        return msgspec.convert(record, StoredRecord)

    def records(self, query: RecordQuery, scope: Scope) -> list[StoredRecord]:
        return [self.read(row) for row in self.rows(query, scope)]

    def get(self, seq: int, scope: Scope) -> StoredRecord | None:
        self.sync()
        row = self._index.get(seq)
        if row is None:
            return None
        record = self.read(row)
        return record if scope.admits(record.actor) else None

    def answer_record(self, answer_id: str) -> StoredRecord | None:
        """The ``answer`` record of a finished answer (any owner: callers check who may see it)."""
        self.sync()
        row = self._index.by_subject(RecordKind.ANSWER, answer_id)
        return None if row is None else self.read(row)

    def decision_for(self, item_seq: int) -> StoredRecord | None:
        row = self._index.by_subject(RecordKind.REVIEW_DECISION, str(item_seq))
        return None if row is None else self.read(row)

    def index_hashes(self) -> dict[int, str]:
        return self._index.hashes()
