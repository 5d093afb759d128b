"""Stage 3, parse: a typed file in, blocks in reading order out, one parser per format.

Parsers see only bytes and limits; they report bad input as ``IngestError`` and never touch the store.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping

from vouch.ingest.detect import FileKind, TypedFile
from vouch.ingest.parsed import ParsedDocument
from vouch.ingest.validate import Limits

__all__ = ["ParsedDocument", "parse"]


Parser = Callable[[TypedFile, Limits], ParsedDocument]


# Module and function per kind, imported on first use so that importing the pipeline does not load every
# parser library (python-docx, pypdfium2, numpy) at once.
_PARSERS: Mapping[FileKind, tuple[str, str]] = {
    FileKind.PDF: ("pdf", "parse_pdf"),
    FileKind.DOCX: ("docx", "parse_docx"),
    FileKind.TEXT: ("text", "parse_text"),
    FileKind.MARKDOWN: ("text", "parse_markdown"),
    FileKind.EMAIL: ("email", "parse_email"),
    FileKind.IMAGE: ("ocr", "parse_image"),
}


def parse(typed: TypedFile, limits: Limits) -> ParsedDocument:
    module, name = _PARSERS[typed.kind]
    parser: Parser = getattr(importlib.import_module(f"vouch.ingest.parsers.{module}"), name)
    return parser(typed, limits)
