"""Per-file ingest failures: a code, a message a person can act on, and the HTTP status it maps to.

Every stage raises ``IngestError`` for bad input; the pipeline turns it into a failed ``IngestResult`` for that
file only, so the rest of a batch still goes in. Anything else a parser raises is wrapped as ``unreadable``
(the traceback goes to the log, never to the user).
"""

from __future__ import annotations

from enum import StrEnum


class ErrorCode(StrEnum):
    EMPTY = "empty"  # zero bytes
    TOO_LARGE = "too_large"  # over VOUCH_MAX_UPLOAD_BYTES
    UNSUPPORTED_TYPE = "unsupported_type"  # content is not a type we read (whatever the extension says)
    CORRUPT = "corrupt"  # the container is damaged: PDF/zip/e-mail cannot be opened
    ENCRYPTED = "encrypted"  # password-protected PDF/DOCX
    ZIP_BOMB = "zip_bomb"  # a DOCX whose members inflate beyond the limits
    ENCODING = "encoding"  # text that is not UTF-8 and declares no charset we can use
    NO_TEXT = "no_text"  # parsed fine but nothing citable came out (blank pages, OCR found nothing)
    BAD_NAME = "bad_name"  # a file name that cannot be an address (empty, path separators only, '#')
    BAD_METADATA = "bad_metadata"  # an override (form field / manifest) that cannot be used
    OCR_UNAVAILABLE = "ocr_unavailable"  # the tesseract binary is missing or failed
    INTERNAL = "internal"  # a bug: logged with its traceback; the user sees only this code and the file


HTTP_STATUS: dict[ErrorCode, int] = {
    ErrorCode.EMPTY: 422,
    ErrorCode.TOO_LARGE: 413,
    ErrorCode.UNSUPPORTED_TYPE: 415,
    ErrorCode.CORRUPT: 422,
    ErrorCode.ENCRYPTED: 422,
    ErrorCode.ZIP_BOMB: 422,
    ErrorCode.ENCODING: 422,
    ErrorCode.NO_TEXT: 422,
    ErrorCode.BAD_NAME: 400,
    ErrorCode.BAD_METADATA: 400,
    ErrorCode.OCR_UNAVAILABLE: 503,
    ErrorCode.INTERNAL: 500,
}


class IngestError(Exception):
    """Bad input in one file. ``str()`` is the message without the file name; ``describe`` adds it."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    @property
    def http_status(self) -> int:
        return HTTP_STATUS[self.code]

    def describe(self, filename: str) -> str:
        return f"{filename}: {self.message}"
