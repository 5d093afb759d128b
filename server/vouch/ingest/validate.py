"""Stage 1, validate: bytes and a name in, a file we are willing to look at out.

Checks that need no parsing: the size limit, an empty file, and a name that can head an address.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass
from pathlib import PurePosixPath, PureWindowsPath

from vouch.ingest.errors import ErrorCode, IngestError
from vouch.settings import Settings

# Container limits: a DOCX or e-mail may inflate, but not without bound (zip bombs, nested archives).
MAX_INFLATED_BYTES = 512 * 1024 * 1024
MAX_ZIP_RATIO = 200  # uncompressed / compressed for one member; honest XML compresses 5-20x
MAX_ZIP_MEMBERS = 5000
MAX_ATTACHMENT_DEPTH = 2  # an e-mail attached to an e-mail attached to an e-mail stops here


@dataclass(frozen=True)
class Limits:
    max_bytes: int
    max_inflated_bytes: int = MAX_INFLATED_BYTES
    max_zip_ratio: int = MAX_ZIP_RATIO
    max_zip_members: int = MAX_ZIP_MEMBERS
    max_pages: int = 5000
    ocr_dpi: int = 300  # render scale for pages without a text layer (capped at the scan's own resolution)

    @classmethod
    def from_settings(cls, settings: Settings) -> Limits:
        return cls(max_bytes=settings.max_upload_bytes)

    def too_large_message(self, size: int) -> str:
        return f"is {_mb(size)}, over the upload limit of {_mb(self.max_bytes)} (VOUCH_MAX_UPLOAD_BYTES)"


def _mb(size: int) -> str:
    return f"{size / (1024 * 1024):.1f} MB" if size >= 1024 * 1024 else f"{size:,} bytes"


@dataclass(frozen=True)
class Upload:
    filename: str  # as the user named it (may be a path)
    data: bytes
    document_id: str | None = None  # overrides the id derived from ``filename``


@dataclass(frozen=True)
class ValidFile:
    document_id: str
    filename: str
    data: bytes
    sha256: str


_UNSAFE = re.compile(r"[#\x00-\x1f\x7f]")


def document_id_for(filename: str, given: str | None = None) -> str:
    """The address prefix for a file: its base name (or the given id), NFC, with '#' and controls replaced.

    '#' separates the document from the place in an address, so it cannot be part of the name.
    """
    raw = given if given is not None else PureWindowsPath(PurePosixPath(filename).name).name
    name = _UNSAFE.sub("-", unicodedata.normalize("NFC", raw)).strip().strip("/")
    if not name or name in {".", ".."} or any(part in {"", ".", ".."} for part in name.split("/")):
        raise IngestError(ErrorCode.BAD_NAME, f"the name {filename!r} cannot be used as a document name")
    if len(name) > 255:
        raise IngestError(ErrorCode.BAD_NAME, "the file name is longer than 255 characters")
    return name


def validate(upload: Upload, limits: Limits) -> ValidFile:
    document_id = document_id_for(upload.filename, upload.document_id)
    if not upload.data:
        raise IngestError(ErrorCode.EMPTY, "is empty (0 bytes)")
    if len(upload.data) > limits.max_bytes:
        raise IngestError(ErrorCode.TOO_LARGE, limits.too_large_message(len(upload.data)))
    return ValidFile(
        document_id=document_id,
        filename=upload.filename,
        data=upload.data,
        sha256=hashlib.sha256(upload.data).hexdigest(),
    )
