"""Stage 6, chunk: blocks to passages of 2-6 sentences with stable addresses; one passage per table row.

Rules, in order of precedence:
- a passage never crosses a heading, and never crosses from one clause into another: a clause's text is in
  its passage(s), and the clause number and heading path travel with it;
- each table row is its own passage, its text naming the table, the row and each cell's column label;
- text is packed into passages of at most 6 sentences, breaking between paragraphs where possible and
  never leaving a 1-sentence tail when it can be avoided; a clause with one sentence is one passage.

Addresses follow the grammar in ``vouch.passages``. They depend only on the file's content, so re-ingesting
the same file gives the same ids; where two groups would get one address (a clause number printed twice), the
later ones get ``s2``, ``s3``... in document order.
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from vouch.ingest.blocks import Block, BlockKind
from vouch.ingest.confidence import flags
from vouch.ingest.parsed import ParsedDocument
from vouch.ingest.sentences import split_sentences
from vouch.passages import DocumentInfo, Passage, PassageAddress, TableRow, passage_id

MAX_SENTENCES = 6
MIN_SENTENCES = 2
MAX_ENTRY_SENTENCES = 16


@dataclass
class _Group:
    blocks: list[Block]
    lead_in: str | None = None  # the parent clause's "... the following:" sentence(s), for lettered items

    @property
    def key(self) -> tuple[tuple[str, ...], str | None, str | None, int | None]:
        return _key(self.blocks[0])


def _key(block: Block) -> tuple[tuple[str, ...], str | None, str | None, int | None]:
    """Text runs together under one heading and clause (or file-note entry). Unnumbered text also stays on its
    page: its address names the page and paragraph, so a passage running onto the next page could not be
    followed back (a paragraph cut by a page break is one block, addressed to the page it starts on); a
    clause or entry is named by its number wherever it continues."""
    named = block.clause or block.entry
    return block.heading_path, block.clause, block.entry, None if named else block.page


def _groups(blocks: Sequence[Block]) -> Iterator[_Group | Block]:
    """Runs of text blocks sharing heading path and clause; tables and headings break runs."""
    current: _Group | None = None
    for block in blocks:
        if block.kind in (BlockKind.HEADING, BlockKind.TABLE):
            if current is not None:
                yield current
                current = None
            if block.kind is BlockKind.TABLE:
                yield block
            continue
        if current is not None and current.key == _key(block) and not block.starts_passage:
            current.blocks.append(block)
        else:
            if current is not None:
                yield current
            current = _Group([block])
    if current is not None:
        yield current


@dataclass
class _Piece:
    segments: list[tuple[Block, list[str]]]  # each block's sentences in this piece, in order

    @property
    def count(self) -> int:
        return sum(len(sentences) for _, sentences in self.segments)

    @property
    def first(self) -> Block:
        return self.segments[0][0]

    @property
    def last_page(self) -> int | None:
        pages = [p for block, _ in self.segments for p in (block.page, block.end_page) if p is not None]
        return max(pages) if pages else None

    @property
    def text(self) -> str:
        """Sentences joined with spaces, paragraphs with a line break, so the passage reads as printed."""
        return "\n".join(" ".join(sentences) for _, sentences in self.segments)


def _pack(group: _Group) -> list[_Piece]:
    """Greedy packing: whole paragraphs while they fit, long paragraphs cut without one-sentence tails.

    A paragraph of two sentences or more is the author's own unit and starts a passage of its own; only
    one-sentence paragraphs, list items and a one-sentence passage so far are packed with their neighbours. A file-note
    entry or e-mail message is one passage up to ``MAX_ENTRY_SENTENCES``: a citation names the entry."""
    if group.blocks[0].entry is not None:
        total = sum(len(split_sentences(b.text)) for b in group.blocks)
        if total <= MAX_ENTRY_SENTENCES:
            return [_Piece([(b, split_sentences(b.text)) for b in group.blocks if split_sentences(b.text)])]
    pieces: list[_Piece] = []
    current = _Piece([])
    governed = False  # the list items in force follow a lead-in ("the handler must:"): its steps pack with it
    for block in group.blocks:
        sentences = split_sentences(block.text)
        if not sentences:
            continue
        if block.kind is not BlockKind.LIST_ITEM:
            governed = block.text.rstrip().endswith(":")
        # A list's items pack together; a paragraph of its own sentences stands alone.
        small = block.kind is BlockKind.LIST_ITEM or len(sentences) < MIN_SENTENCES or current.count < MIN_SENTENCES
        # Two printed paragraphs, each a sentence said in full, are two units of the author's, however short;
        # so are two numbered items said in full that no lead-in governs (an endorsement's provisions).
        apart = (
            bool(current.segments)
            and not (governed and block.kind is BlockKind.LIST_ITEM)
            and _said_in_full(block)
            and _said_in_full(current.segments[-1][0])
        )
        if current.segments and current.count + len(sentences) <= MAX_SENTENCES and small and not apart:
            current.segments.append((block, sentences))
            continue
        if current.count >= MIN_SENTENCES or apart:
            pieces.append(current)
            current = _Piece([])
        while sentences:
            room = MAX_SENTENCES - current.count
            take, rest = sentences[:room], sentences[room:]
            if 0 < len(rest) < MIN_SENTENCES and len(take) > MIN_SENTENCES:
                take, rest = sentences[: room - 1], sentences[room - 1 :]
            current.segments.append((block, take))
            sentences = rest
            if sentences:
                pieces.append(current)
                current = _Piece([])
    if current.segments:
        pieces.append(current)
    return pieces


MIN_FULL_WORDS = 8  # a paragraph of one sentence this long, closed by its stop, is said in full
_CLOSED = re.compile(r"[.!?][\"'\u201d\u2019)]*$")


_NUMBERED_ITEM = re.compile(r"^\(?\d{1,3}[.)]$")  # "1.", "2)", "(3)": a numbered provision's label


def _said_in_full(block: Block) -> bool:
    """A printed paragraph that is a sentence said in full: it opens with a capital, closes with its full stop
    and has some length. A title line, a salutation, a signature or a lead-in ("You must:") is not; those
    pack with their neighbours. A numbered item said in full ("1. The navigation area shown in the
    Declarations is extended ...") is a provision of its own too, unless a lead-in governs it (see ``_pack``); a
    bulleted item stays in its list."""
    text = block.text.strip()
    if block.kind is BlockKind.LIST_ITEM:
        label = (block.label or "").strip()
        if _NUMBERED_ITEM.match(label) is None or not text.startswith(label):
            return False
        text = text[len(label) :].strip()
    elif block.kind is not BlockKind.PARAGRAPH:
        return False
    return text[:1].isupper() and _CLOSED.search(text) is not None and len(text.split()) >= MIN_FULL_WORDS


def _row_text(caption: str, number: int, labels: Sequence[str], cells: Sequence[str]) -> str:
    if labels:
        parts = [
            f"{labels[i] if i < len(labels) and labels[i] else f'Column {i + 1}'} = {cell}"
            for i, cell in enumerate(cells)
            if cell
        ]
    elif len([c for c in cells if c]) == 2 and cells[0]:
        parts = [f"{cells[0].rstrip(':')}: {cells[1]}"]
    else:
        parts = [cell for cell in cells if cell]
    return f"{caption}, row {number}: " + "; ".join(parts)


class _Addresses:
    """Hands out unique addresses: the first of a kind plain, later ones with the next free s2, s3 ..."""

    def __init__(self) -> None:
        self.used: set[str] = set()

    def take(self, address: PassageAddress) -> PassageAddress:
        split = address.split
        while str(address) in self.used:
            split = (split or 1) + 1
            address = replace(address, split=split)
        self.used.add(str(address))
        return address


def _carry_lead_ins(items: list[_Group | Block]) -> list[_Group | Block]:
    """ "We will not pay for:" followed by (a), (b), (c): the lead-in is a passage of its own and travels with
    each item as context (``extra["lead_in"]``), never in the item's quoted text.

    Lettered items are their own clauses (an endorsement may replace 4.2(b) alone) and a citation of one quotes
    what is printed under its letter; on its own "(a) damage to gates;" would lose the "not" that governs it,
    so search indexes the item with its lead-in and a reader of the passage finds it in ``Passage.in_context``.
    A nested item carries both lead-ins ("The most we will pay is: ... for money, the lower of:").
    """
    for index, item in enumerate(items):
        if not isinstance(item, _Group):
            continue  # an unnumbered lead-in governs the bracketed items after it too: their clauses are "(a)"
        last = item.blocks[-1]
        lead = split_sentences(last.text)[-1:] if last.text.rstrip().endswith(":") else []
        if not lead:
            continue
        clause = last.clause or ""
        governing = f"{item.lead_in} {_unlabelled(lead[0])}" if item.lead_in else _unlabelled(lead[0])
        for nxt in items[index + 1 :]:
            if not (isinstance(nxt, _Group) and (nxt.blocks[0].clause or "").startswith(clause + "(")):
                break
            nxt.lead_in = governing
    return items


_ITEM_LABEL = re.compile(r"^\s*(?:\(?[a-z]{1,4}\)|[a-z]{1,4}\.|\(?\d{1,3}\)|[A-Z]?\d+(?:\.\d+)*\.?)\s+")


def _unlabelled(sentence: str) -> str:
    """A lead-in as context for its items, without its own item label or clause number ("(c) for money, the
    lower of:" -> "for money, the lower of:")."""
    return _ITEM_LABEL.sub("", sentence, count=1).strip()


def chunk(parsed: ParsedDocument, document: DocumentInfo) -> list[Passage]:
    addresses = _Addresses()
    tables_per_page: dict[int | None, int] = {}
    passages: list[Passage] = []

    def add(address: PassageAddress, text: str, block: Block, **extra: object) -> None:
        address = addresses.take(address)
        # The title goes to search with the passage (see Passage.search_text), never into its quoted text.
        flags = extra.pop("extra", {})
        assert isinstance(flags, dict)
        extra["extra"] = {**flags, "document_title": document.title} if document.title else flags
        passages.append(
            Passage(
                id=passage_id(document.collection, address),
                collection=document.collection,
                document_id=document.document_id,
                address=str(address),
                text=text,
                heading_path=block.heading_path,
                clause=block.clause,
                page=block.page,
                **extra,  # type: ignore[arg-type]
            )
        )

    for item in _carry_lead_ins(list(_groups(parsed.blocks))):
        if isinstance(item, Block):
            table = item.table
            if table is None:
                continue
            number = tables_per_page[item.page] = tables_per_page.get(item.page, 0) + 1
            caption = table.caption or (item.heading_path[-1] if item.heading_path else document.title)
            for index, cells in enumerate(table.rows, start=1):
                if not any(cells):
                    continue
                confidence = table.row_confidence[index - 1] if index - 1 < len(table.row_confidence) else None
                doubts = table.row_doubts[index - 1] if index - 1 < len(table.row_doubts) else ()
                row = TableRow(
                    table=number,
                    row=index,
                    row_label=cells[0],
                    column_labels=table.header,
                    cells=tuple(cells),
                    caption=caption,
                )
                address = PassageAddress(document.document_id, page=item.page, table=number, row=index)
                text = _row_text(caption, index, table.header, cells)
                # A passage read by OCR in doubt says so, rather than passing garbled words off as read.
                add(address, text, item, table_row=row, ocr_confidence=confidence, extra=flags(confidence, doubts))
            continue
        for part, piece in enumerate(_pack(item)):
            first = piece.first
            clause = first.clause
            named = clause or first.entry
            address = PassageAddress(
                document.document_id,
                page=first.page,
                clause=clause,
                paragraph=None if named else first.paragraph,
                split=part + 1 if part and named else None,
                entry=first.entry,
            )
            confs = [b.ocr_confidence for b, _ in piece.segments if b.ocr_confidence is not None]
            confidence = round(statistics.fmean(confs), 1) if confs else None
            text = piece.text
            extra = flags(confidence, [w for b, _ in piece.segments for w in b.ocr_doubts])
            if item.lead_in:
                extra["lead_in"] = item.lead_in  # the sentence that governs a lettered item, kept beside it
            if first.page is not None and (ends := piece.last_page) is not None and ends > first.page:
                extra["ends_on_page"] = str(ends)  # addressed to the page it starts on; says where it ends
            add(address, text, first, ocr_confidence=confidence, extra=extra)
    return passages
