"""The append-only log file: one canonical JSON record per line, each chained to the one before by hash.

Why a JSON-lines file (with an SQLite index beside it) rather than SQLite alone: the file is the record of
truth and is checkable with nothing but a SHA-256 tool; appending is one ``write`` of one line followed by
``fsync``, so the only way a crash can leave it is "every acknowledged line complete, plus at most one
unfinished last line", which is easy to recognise and impossible to mistake for a record. The index can be
lost and rebuilt from the file; the file is never rewritten.

Concurrency: appends hold a thread lock and an exclusive ``flock`` on the file, so several threads and several
processes (server, CLI) append in one order. Under that lock the tail is re-read before writing, so a record
that another process appended is chained to, never overwritten.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import threading
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from vouch.audit.canonical import GENESIS, HASH_FIELD, canonical, record_hash
from vouch.audit.records import FORMAT_VERSION, TornTailBody

TORN_SUFFIX = ".torn-"
ORPHAN_SUFFIX = ".orphaned-"  # the bytes of a log file that was replaced under the writer, kept whole


class AuditError(Exception):
    """The audit store cannot take or give this record; the message says why."""


class AuditCorrupted(AuditError):
    """The log is not what the store last left it as (edited, truncated, or a record fails its hash).
    Nothing more is appended until an operator has looked: run ``vouch audit verify``."""


class AuditReplaced(AuditCorrupted):
    """The file at the log's path is no longer the file this process appends to (replaced by a copy, moved,
    deleted, or written by something that does not take the lock). Nothing more is acknowledged: a record
    appended now would go to a file nobody reads. The old file's bytes are kept beside the log."""


class AuditUnavailable(AuditError):
    """Writing failed (disk full, I/O error); the record was not committed and must not be acknowledged."""


@dataclass(frozen=True)
class Line:
    """One complete, hash-checked record and where it lies in the file."""

    record: dict[str, Any]
    offset: int
    length: int  # without the newline

    @property
    def seq(self) -> int:
        return int(self.record["seq"])

    @property
    def hash(self) -> str:
        return str(self.record[HASH_FIELD])


def now_stamp() -> str:
    """UTC with microseconds and a Z: sorts as text, so the index can compare periods as strings."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def parse_line(raw: bytes) -> dict[str, Any]:
    """A record whose own hash and canonical form check out; raises ``ValueError`` saying what is wrong."""
    try:
        record = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise ValueError("not valid JSON") from None
    if not isinstance(record, dict):
        raise ValueError("not a JSON object")
    missing = {"v", "seq", "at", "kind", "actor", "body", "prev", HASH_FIELD} - record.keys()
    if missing:
        raise ValueError(f"missing fields: {', '.join(sorted(missing))}")
    if record_hash(record) != record[HASH_FIELD]:
        raise ValueError("its content does not match its hash (the record was edited)")
    if canonical(record) != raw:
        raise ValueError("it is not in canonical form (bytes were changed)")
    if not isinstance(record["seq"], int):
        raise ValueError("seq is not a number")
    return record


def fsync_directory(directory: Path) -> None:
    """Make a created or renamed file's directory entry durable too."""
    fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


class AuditLog:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._thread_lock = threading.RLock()
        self._open_lock = threading.Lock()  # readers open the file lazily too, without the append lock
        self._fd: int | None = None
        self._failed: str | None = None
        self._replaced: str | None = None  # set once the path no longer names our file; final until restart
        # What this process last knew of the tail; re-checked against the file under the lock.
        self.end = 0
        self.head_seq = 0
        self.head_hash = GENESIS

    # -- file and lock --------------------------------------------------------------------------------------

    def _file(self) -> int:
        with self._open_lock:
            if self._fd is None:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                created = not self.path.exists()
                self._fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_CLOEXEC, 0o640)
                if created:
                    fsync_directory(self.path.parent)
            return self._fd

    @contextlib.contextmanager
    def exclusive(self) -> Iterator[None]:
        with self._thread_lock:
            fd = self._file()
            fcntl.flock(fd, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(fd, fcntl.LOCK_UN)

    def close(self) -> None:
        with self._thread_lock, self._open_lock:
            if self._fd is not None:
                os.close(self._fd)
                self._fd = None

    # -- reading --------------------------------------------------------------------------------------------

    def size(self) -> int:
        return os.fstat(self._file()).st_size

    def read_at(self, offset: int, length: int) -> bytes:
        return os.pread(self._file(), length, offset)

    def position(self, seq: int, record_hash_: str, end: int) -> None:
        """Start from a known head (the index's) instead of reading the file from the beginning."""
        self.head_seq, self.head_hash, self.end = seq, record_hash_, end

    def read_new(self) -> tuple[list[Line], bytes]:
        """Records after the known tail (appended by another process), and any unfinished last line.
        Call with the lock held. Raises ``AuditCorrupted`` when what follows does not chain on."""
        size = self.size()
        if size < self.end:
            raise AuditCorrupted(
                f"{self.path} is {size} bytes but held {self.end} bytes of records (record #{self.head_seq} "
                "and earlier): records were removed from its end"
            )
        data = self.read_at(self.end, size - self.end) if size > self.end else b""
        lines: list[Line] = []
        offset = self.end
        complete, _, torn = data.rpartition(b"\n")  # no newline at all: everything is the unfinished tail
        for raw in complete.split(b"\n") if complete else []:
            try:
                record = parse_line(raw)
            except ValueError as exc:
                raise AuditCorrupted(f"{self.path} at byte {offset}: the record after #{self.head_seq} {exc}") from None
            if record["seq"] != self.head_seq + 1 or record["prev"] != self.head_hash:
                raise AuditCorrupted(
                    f"{self.path} at byte {offset}: record #{record['seq']} does not follow #{self.head_seq}"
                )
            lines.append(Line(record, offset, len(raw)))
            self.head_seq, self.head_hash = record["seq"], record[HASH_FIELD]
            offset += len(raw) + 1
        self.end = offset
        return lines, torn

    # -- writing --------------------------------------------------------------------------------------------

    def _write_all(self, data: bytes) -> None:
        fd = self._file()
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]

    def check_in_place(self) -> None:
        """Raise ``AuditReplaced`` unless the path still names the file this process holds open, at the size it
        left it (inode and size, checked before each append and again before acknowledging it)."""
        if self._replaced is not None:
            raise AuditReplaced(self._replaced)
        held = os.fstat(self._file())
        try:
            named = os.stat(self.path)
        except FileNotFoundError:
            named = None
        if named is not None and (named.st_dev, named.st_ino) == (held.st_dev, held.st_ino):
            if held.st_size == self.end:
                return
            problem = (
                f"{self.path} is {held.st_size} bytes where this server left {self.end}: something wrote to it "
                "without the audit lock"
            )
        elif named is None:
            problem = f"{self.path} was moved or deleted while the server was appending to it"
        else:
            problem = f"{self.path} was replaced by another file (an editor's save, a log rotation, a copy)"
        kept = self._keep_orphan(held.st_ino)
        self._replaced = (
            f"{problem}; no more records are acknowledged until the server restarts on a log that verifies. "
            f"The bytes of the file it was appending to are kept in {kept.name}: compare them with `vouch audit "
            "verify --log`"
        )
        raise AuditReplaced(self._replaced)

    def _keep_orphan(self, inode: int) -> Path:
        """Copy the file this process holds (the only copy of records written before the replacement) beside
        the log, whole, so an acknowledged record is never lost with the deleted file."""
        target = self.path.with_name(f"{self.path.name}{ORPHAN_SUFFIX}{inode}")
        if target.exists():
            return target
        size = os.fstat(self._file()).st_size
        temporary = target.with_name(target.name + ".tmp")
        with temporary.open("wb") as out:
            offset = 0
            while offset < size:
                chunk = os.pread(self._file(), min(1 << 20, size - offset), offset)
                if not chunk:
                    break
                out.write(chunk)
                offset += len(chunk)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, target)
        fsync_directory(self.path.parent)
        return target

    def append(self, kind: str, actor: Mapping[str, Any], body: Mapping[str, Any]) -> Line:
        """Seal, write and fsync one record; returns only once it is durable in the file the log's path names.
        Call with the lock held and the tail freshly read (``read_new``)."""
        if self._failed is not None:
            raise AuditUnavailable(f"the audit log had a write failure and takes no more records: {self._failed}")
        self.check_in_place()
        record: dict[str, Any] = {
            "v": FORMAT_VERSION,
            "seq": self.head_seq + 1,
            "at": now_stamp(),
            "kind": kind,
            "actor": dict(actor),
            "body": dict(body),
            "prev": self.head_hash,
        }
        try:
            record[HASH_FIELD] = record_hash(record)
            raw = canonical(record)
        except (ValueError, TypeError, UnicodeEncodeError) as exc:
            raise AuditError(f"the record cannot be written as JSON: {exc}") from None
        try:
            self._write_all(raw + b"\n")
        except OSError as exc:
            # Take back the partial line so it cannot sit in front of the next record; if even that fails, the
            # next start finds it as a torn tail and sets it aside.
            with contextlib.suppress(OSError):
                os.ftruncate(self._file(), self.end)
                os.fsync(self._file())
            raise AuditUnavailable(f"writing the audit record failed: {exc}") from None
        try:
            os.fsync(self._file())
        except OSError as exc:
            # After a failed fsync the kernel may have dropped the dirty pages: nothing written since is
            # trustworthy, so stop taking records until a restart re-reads the file.
            self._failed = str(exc)
            raise AuditUnavailable(f"making the audit record durable failed: {exc}") from None
        line = Line(record, self.end, len(raw))
        self.end += len(raw) + 1
        self.head_seq, self.head_hash = record["seq"], record[HASH_FIELD]
        # Replaced while we wrote: the record is in the old file (kept as the orphan), not acknowledged.
        self.check_in_place()
        return line

    # -- torn tails -----------------------------------------------------------------------------------------

    def side_file(self, offset: int) -> Path:
        return self.path.with_name(f"{self.path.name}{TORN_SUFFIX}{offset}")

    def side_files(self) -> list[Path]:
        return sorted(self.path.parent.glob(f"{self.path.name}{TORN_SUFFIX}*"))

    def set_aside(self, torn: bytes) -> TornTailBody:
        """Move an unfinished last line, byte for byte, into a side file, then cut it from the log so the next
        record starts on a line of its own. Never parsed, never completed, never dropped: the caller records
        a ``torn_tail`` record naming the side file and the bytes' hash."""
        offset = self.end
        target = self.side_file(offset)
        temporary = target.with_name(target.name + ".tmp")
        with temporary.open("wb") as out:
            out.write(torn)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, target)
        fsync_directory(self.path.parent)
        os.ftruncate(self._file(), offset)
        os.fsync(self._file())
        return describe_side_file(target, offset)


def describe_side_file(path: Path, offset: int) -> TornTailBody:
    data = path.read_bytes()
    return TornTailBody(offset=offset, length=len(data), sha256=hashlib.sha256(data).hexdigest(), saved_to=path.name)


def side_file_offset(path: Path) -> int | None:
    _, _, tail = path.name.rpartition(TORN_SUFFIX)
    return int(tail) if tail.isdigit() else None
