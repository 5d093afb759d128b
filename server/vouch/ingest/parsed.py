"""What a parser hands on: blocks in reading order plus what the file says about itself."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from vouch.ingest.blocks import Block


@dataclass(frozen=True)
class ParsedDocument:
    blocks: tuple[Block, ...]
    page_count: int | None = None
    ocr_pages: int = 0
    # Document properties as the file states them (PDF info, DOCX core properties, e-mail headers), and the
    # running headers/footers dropped from the text: metadata extraction reads both.
    properties: Mapping[str, str] = field(default_factory=dict)
    furniture: tuple[str, ...] = ()
    attachments: tuple[tuple[str, bytes], ...] = ()  # (file name, bytes) for containers such as e-mail
    is_container: bool = False  # True for kinds that can carry attachments (so stale ones can be dropped)
    warnings: tuple[str, ...] = ()
