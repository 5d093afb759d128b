"""What ingesting one file produced: a per-file result, never an exception, so a batch always finishes."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from vouch.ingest.errors import HTTP_STATUS, ErrorCode


class Outcome(StrEnum):
    INGESTED = "ingested"  # new or changed: passages replaced, sinks told
    UNCHANGED = "unchanged"  # same bytes and metadata as the stored version: nothing written
    FAILED = "failed"  # nothing written for this file; ``error`` says why


@dataclass(frozen=True)
class FileError:
    code: ErrorCode
    message: str  # names the file and the problem; safe to show to users

    @property
    def http_status(self) -> int:
        return HTTP_STATUS[self.code]


@dataclass(frozen=True)
class IngestResult:
    filename: str  # as given (upload name or path)
    document_id: str | None  # the address prefix; None when the name itself was unusable
    outcome: Outcome
    pages: int = 0
    passages: int = 0
    ocr_pages: int = 0
    seconds: float = 0.0
    generation: int | None = None  # the store generation after commit (or the live one when unchanged)
    error: FileError | None = None
    warnings: tuple[str, ...] = ()
    # An e-mail's attachments are documents of their own ("<eml name>/<attachment name>"); their results
    # ride along with the e-mail's so callers see one entry per file they handed in.
    attachments: tuple[IngestResult, ...] = field(default=())

    @property
    def ok(self) -> bool:
        return self.outcome is not Outcome.FAILED

    def flatten(self) -> list[IngestResult]:
        """This result then its attachments' results, depth first."""
        out = [self]
        for child in self.attachments:
            out.extend(child.flatten())
        return out
