"""Stage 2, detect: what a file is, from its content. The extension only breaks ties between text formats.

A ``.pdf`` that is really a PNG is read as a PNG; a ``.docx`` that is really a zip of something else is refused.
Zip containers are checked for bombs here, from the central directory, before any member is inflated.
"""

from __future__ import annotations

import io
import re
import zipfile
from dataclasses import dataclass
from enum import StrEnum
from pathlib import PurePosixPath

from vouch.ingest.errors import ErrorCode, IngestError
from vouch.ingest.validate import Limits, ValidFile


class FileKind(StrEnum):
    PDF = "pdf"
    DOCX = "docx"
    TEXT = "text"
    MARKDOWN = "markdown"
    EMAIL = "email"
    IMAGE = "image"


MEDIA_TYPES: dict[FileKind, str] = {
    FileKind.PDF: "application/pdf",
    FileKind.DOCX: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    FileKind.TEXT: "text/plain",
    FileKind.MARKDOWN: "text/markdown",
    FileKind.EMAIL: "message/rfc822",
}


@dataclass(frozen=True)
class TypedFile:
    file: ValidFile
    kind: FileKind
    media_type: str


_OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_IMAGES = {
    b"\x89PNG\r\n\x1a\n": "image/png",
    b"\xff\xd8\xff": "image/jpeg",
    b"II*\x00": "image/tiff",
    b"MM\x00*": "image/tiff",
}
# Other binary formats people upload by mistake, named so the error says what the file is.
_KNOWN_BINARY = {
    b"GIF8": "a GIF image",
    b"Rar!": "a RAR archive",
    b"7z\xbc\xaf": "a 7-Zip archive",
    b"\x1f\x8b": "a gzip archive",
    b"MZ": "a Windows program",
    b"\x7fELF": "a program",
    b"RIFF": "a media file",
    b"%!PS": "a PostScript file",
}
_HEADER_LINE = re.compile(rb"^[A-Za-z][A-Za-z0-9-]{0,60}:[ \t]?\S?")
_EMAIL_HEADERS = {b"from", b"to", b"subject", b"date", b"received", b"message-id", b"mime-version", b"return-path"}
_MARKDOWN_HINT = re.compile(r"^(#{1,6} \S|\|.*\|\s*$|[-*] \S)", re.MULTILINE)


def _looks_like_email(data: bytes) -> bool:
    """RFC 5322 headers up to the first blank line, with at least two of the usual ones."""
    head = data[:16384].replace(b"\r\n", b"\n").split(b"\n\n", 1)[0]
    names: set[bytes] = set()
    for line in head.split(b"\n"):
        if line[:1] in (b" ", b"\t"):
            continue  # folded header continuation
        if not _HEADER_LINE.match(line):
            return False
        names.add(line.split(b":", 1)[0].strip().lower())
    return len(names & _EMAIL_HEADERS) >= 2 and (b"from" in names or b"received" in names)


def check_zip(data: bytes, limits: Limits, what: str) -> zipfile.ZipFile:
    """Open a zip and refuse it if its declared sizes say it would inflate past the limits.

    Python's zipfile never inflates a member past its declared size, so checking the central directory is
    enough to bound memory, whatever the compressed stream really holds.
    """
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        members = archive.infolist()
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, EOFError):
        raise IngestError(ErrorCode.CORRUPT, f"is not a readable {what} (the zip container is damaged)") from None
    if len(members) > limits.max_zip_members:
        raise IngestError(ErrorCode.ZIP_BOMB, f"holds {len(members):,} zip members; refusing ({what})")
    total = 0
    for member in members:
        if member.flag_bits & 0x1:
            raise IngestError(ErrorCode.ENCRYPTED, f"is password-protected ({what}); remove the password and retry")
        total += member.file_size
        ratio = member.file_size / max(member.compress_size, 1)
        if member.file_size > 1024 * 1024 and ratio > limits.max_zip_ratio:
            raise IngestError(
                ErrorCode.ZIP_BOMB,
                f"looks like a zip bomb: member {member.filename!r} inflates {ratio:,.0f}x to "
                f"{member.file_size:,} bytes; refusing to open it",
            )
    if total > limits.max_inflated_bytes:
        raise IngestError(
            ErrorCode.ZIP_BOMB,
            f"looks like a zip bomb: it would inflate to {total:,} bytes (limit {limits.max_inflated_bytes:,})",
        )
    return archive


def _zip_kind(valid: ValidFile, limits: Limits) -> FileKind:
    archive = check_zip(valid.data, limits, "Word document")
    names = set(archive.namelist())
    if "word/document.xml" in names:
        return FileKind.DOCX
    if "xl/workbook.xml" in names:
        raise IngestError(ErrorCode.UNSUPPORTED_TYPE, "is an Excel workbook; save the sheet as PDF to ingest it")
    if "ppt/presentation.xml" in names:
        raise IngestError(ErrorCode.UNSUPPORTED_TYPE, "is a PowerPoint file; save it as PDF to ingest it")
    raise IngestError(ErrorCode.UNSUPPORTED_TYPE, "is a zip archive, not a document; upload the files inside it")


def detect(valid: ValidFile, limits: Limits) -> TypedFile:
    data = valid.data
    suffix = PurePosixPath(valid.document_id).suffix.lower()
    head = data[:1024]
    if b"%PDF-" in head:  # the header may follow a little junk; readers accept that and so do we
        return TypedFile(valid, FileKind.PDF, MEDIA_TYPES[FileKind.PDF])
    for magic, media_type in _IMAGES.items():
        if data.startswith(magic):
            return TypedFile(valid, FileKind.IMAGE, media_type)
    if data.startswith(b"PK\x03\x04"):
        kind = _zip_kind(valid, limits)
        return TypedFile(valid, kind, MEDIA_TYPES[kind])
    if data.startswith(_OLE):
        # Old binary Office files, and DOCX files encrypted by Word (an OLE wrapper around EncryptedPackage).
        if b"E\x00n\x00c\x00r\x00y\x00p\x00t\x00e\x00d\x00P\x00a\x00c\x00k\x00a\x00g\x00e" in data:
            raise IngestError(ErrorCode.ENCRYPTED, "is a password-protected Office document; remove the password")
        raise IngestError(ErrorCode.UNSUPPORTED_TYPE, "is a legacy Office file (.doc/.xls); save it as .docx or PDF")
    for magic, what in _KNOWN_BINARY.items():
        if data.startswith(magic):
            raise IngestError(ErrorCode.UNSUPPORTED_TYPE, f"is {what}, which Vouch cannot read")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):  # UTF-16 text with a byte-order mark
        return _text(valid, suffix)
    if b"\x00" in data[:8192]:
        raise IngestError(ErrorCode.UNSUPPORTED_TYPE, "is a binary file of a type Vouch cannot read")
    if suffix == ".eml" or _looks_like_email(data):
        return TypedFile(valid, FileKind.EMAIL, MEDIA_TYPES[FileKind.EMAIL])
    return _text(valid, suffix)


def _text(valid: ValidFile, suffix: str) -> TypedFile:
    start = valid.data[:512].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if start.startswith((b"<?xml", b"<!doctype", b"<html", b"<svg")):
        raise IngestError(ErrorCode.UNSUPPORTED_TYPE, "is HTML/XML markup; save the page as PDF to ingest it")
    if start[:1] in (b"{", b"[") and suffix in {".json", ""}:
        raise IngestError(ErrorCode.UNSUPPORTED_TYPE, "is JSON data, not a document")
    if suffix in {".md", ".markdown"}:
        kind = FileKind.MARKDOWN
    elif suffix in {".txt", ".text", ""}:
        kind = FileKind.TEXT
    else:
        sample = valid.data[:8192].decode("utf-8", errors="ignore")
        kind = FileKind.MARKDOWN if len(_MARKDOWN_HINT.findall(sample)) >= 2 else FileKind.TEXT
    return TypedFile(valid, kind, MEDIA_TYPES[kind])
