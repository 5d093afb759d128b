"""What one sync run did, file by file: the records the command prints and tests read.

Kept apart from the SDK-facing modules so ``vouch --help`` does not import msgraph.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


@dataclass(frozen=True)
class DriveRef:
    id: str
    name: str | None


class ChangeKind(StrEnum):
    ADDED = "added"
    UPDATED = "updated"
    REMOVED = "removed"
    FAILED = "failed"  # tried this run and failed; tried again next run
    SKIPPED = "skipped"  # failed before for this very version; not retried until the file changes
    UNCHANGED = "unchanged"  # downloaded and checked, same passages as stored


class SyncMode(StrEnum):
    FIRST = "first"  # no saved delta link: whole drive
    CHANGES = "changes"  # from the saved delta link
    FULL = "full"  # --full: whole drive, every file re-checked
    RESYNC = "resync"  # the saved delta link had expired: whole drive


@dataclass(frozen=True)
class FileChange:
    kind: ChangeKind
    document_id: str
    item_id: str
    detail: str = ""


@dataclass
class SyncReport:
    collection: str
    drive: DriveRef
    folder: str
    mode: SyncMode
    changes: list[FileChange] = field(default_factory=list)
    files: int = 0  # files under the folder after this run

    def count(self, kind: ChangeKind) -> int:
        return sum(1 for change in self.changes if change.kind is kind)

    @property
    def failed(self) -> int:
        return self.count(ChangeKind.FAILED)
