"""The block model: what every parser produces and the chunker consumes.

A block is one heading, paragraph, list item or table, in reading order, with the page it starts on. Parsers
fill in what they see (kind, text, page, heading level, table cells, OCR confidence); the ``structure`` stage
then fills in what needs the whole sequence: the heading path above each block and the clause it belongs to.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class BlockKind(StrEnum):
    HEADING = "heading"
    PARAGRAPH = "paragraph"
    LIST_ITEM = "list_item"
    TABLE = "table"


@dataclass(frozen=True)
class TableData:
    """A table as printed: ``header`` rows give column labels, ``rows`` are the data rows (header excluded)."""

    header: tuple[str, ...]  # column labels; () for a label/value table without a header row
    rows: tuple[tuple[str, ...], ...]
    caption: str | None = None  # "Table 1: Excesses and limits" printed just above, when there is one
    row_confidence: tuple[float | None, ...] = ()  # mean OCR word confidence per data row
    row_doubts: tuple[tuple[str, ...], ...] = ()  # per data row: what OCR may have misread (vouch.ingest.confidence)


@dataclass(frozen=True)
class Block:
    kind: BlockKind
    text: str  # for a table: its caption or ""; the cells live in ``table``
    page: int | None = None  # 1-based; None for documents without pages (DOCX without rendered breaks, text)
    level: int = 0  # heading level, 1 = top; 0 for non-headings
    label: str | None = None  # a list item's printed label: "(b)", "iii)", "-"
    table: TableData | None = None
    ocr_confidence: float | None = None
    ocr_doubts: tuple[str, ...] = ()  # words OCR read with too little confidence (vouch.ingest.confidence)
    end_page: int | None = None  # the page it ends on, when a page break falls inside it
    run_in: str | None = None  # a bold lead the text opens with ("Matching items." / "Excess:"), as printed
    entry: str | None = None  # a file-note entry or e-mail message this block opens or belongs to: "e4", "m2"
    # Filled by the structure stage:
    heading_path: tuple[str, ...] = field(default=())
    clause: str | None = None
    paragraph: int | None = None  # 1-based number among the paragraphs of its page (or document when unpaged)
    starts_passage: bool = False  # a definitions entry or run-in heading: never packed with the text before
    hung_term: bool = False  # a definitions entry whose term was set apart above or beside its meaning
