"""Paged layouts (text PDF pages and OCR'd pages) to blocks: furniture out, tables, paragraphs, headings.

Heading detection is relative to the document: a paragraph is a heading when it is short, does not end like a
sentence, and is bold at body size or larger than body text; heading levels rank the heading styles by size.
A cover page whose big type appears nowhere else is read as text, not as headings, so that "HALDEN MUTUAL"
does not sit at the top of every heading path (the title comes from metadata).
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from vouch.ingest.aligned import find_aligned_tables
from vouch.ingest.blocks import Block, BlockKind, TableData
from vouch.ingest.confidence import doubtful_cells, doubtful_words, is_amount
from vouch.ingest.furniture import find_furniture
from vouch.ingest.layout import (
    Line,
    PageLayout,
    Span,
    body_size,
    column_lines,
    find_columns,
    group_lines,
    reading_order,
    split_wide_gaps,
)
from vouch.ingest.parsed import ParsedDocument
from vouch.ingest.shapes import CLAUSE_START, NOTE_LABEL, TYPED_LIST_LABEL, dated_entry, titled_heading
from vouch.ingest.tables import FilledTable, fill, find_grids, header_rows

# "...attached to the dwelling; and" ends a list item as surely as a full stop does.
_LIST_JOINER = re.compile(r";\s*(?:and|or)$")
_CAPTION = re.compile(r"^(table|schedule|figure|exhibit)\s+([0-9]+|[A-Z])\b", re.IGNORECASE)


@dataclass
class _Para:
    page: int
    lines: list[Line]
    ocr: bool
    table: FilledTable | None = None
    y0: float = 0.0
    kind: BlockKind = BlockKind.PARAGRAPH
    level: int = 0
    label: str | None = None
    conf: list[float] = field(default_factory=list)
    end_page: int | None = None
    right: float = 0.0  # the right edge of the text column it sits in

    @property
    def text(self) -> str:
        out = ""
        for line in self.lines:
            if out.endswith("-") and len(out) > 1 and out[-2].isalpha() and line.text[:1].islower():
                out = out[:-1] + line.text  # a word hyphenated across lines
            else:
                out = f"{out} {line.text}" if out else line.text
        return out.strip()

    @property
    def size(self) -> float:
        return statistics.median(line.size for line in self.lines) if self.lines else 0.0

    @property
    def bold(self) -> bool:
        return bool(self.lines) and all(line.bold for line in self.lines)

    @property
    def run_in(self) -> str | None:
        return _bold_lead(self.lines[0]) if self.lines else None


_LEAD_ENDS = frozenset(".:\u2013\u2014-")
_DEFINING_VERBS = frozenset({"means", "includes", "is", "are"})
HANGING_GAP = 1.0  # em: a bold lead this far from the text after it is a term in a column of its own


def _bold_lead(line: Line) -> str | None:
    """The bold words a line opens with when plain text follows them: a run-in title or a defined term."""
    words = [s for s in line.spans if s.text.strip()]
    lead = []
    for span in words:
        if not span.bold:
            break
        lead.append(span)
    if not lead or len(lead) == len(words) or not any(c.isalpha() for s in lead for c in s.text):
        return None
    text = " ".join(s.text.strip() for s in lead)
    after = words[len(lead)].text.strip()
    # A title is punctuated ("Matching items.", "Excess:", "Keys -") and a defined term is followed by its
    # verb ("Approved repairer means ..."); a bold word running on into its sentence ("You must ...") is
    # neither, just a word the wording defines elsewhere.
    punctuated = text.rstrip()[-1:] in _LEAD_ENDS or after[:1] in _LEAD_ENDS
    defines = after.split(" ", 1)[0].lower() in _DEFINING_VERBS
    # A term hung in a column of its own ("Agreed Value    The value of ...") is set apart from its meaning by
    # more than a word space: a definitions list's layout, where a bold word of a sentence is not.
    hanging = words[len(lead)].x0 - lead[-1].x1 >= HANGING_GAP * max(lead[-1].size, 1)
    return text if (punctuated or defines or hanging) and len(text) <= 90 else None


def _starts_item(line: Line) -> bool:
    text = line.text
    return bool(
        TYPED_LIST_LABEL.match(text)
        or CLAUSE_START.match(text)
        or NOTE_LABEL.match(text)
        or dated_entry(text)
        or _bold_lead(line) is not None
        or titled_heading(text.split(". ", 1)[0]) is not None
    )


def _paragraphs(page: int, lines: Sequence[Line], right: float, ocr: bool) -> list[_Para]:
    paras: list[_Para] = []
    prev: Line | None = None
    for line in lines:
        new = prev is None
        if prev is not None:
            gap = line.y0 - prev.y1
            size = max(min(line.size, prev.size), 1.0)
            styled = prev.bold != line.bold or abs(prev.size - line.size) > (2.5 if ocr else 1.0)
            edge = prev.column_right or right
            short = prev.x1 < edge - 0.15 * (edge - prev.x0) and (line.text[:1].isupper() or line.text[:1].isdigit())
            ended = prev.text.endswith((".", ";", ":")) or _LIST_JOINER.search(prev.text) is not None
            new = (
                gap > (1.2 if ocr else 0.6) * size
                or gap < -0.5 * size  # moved up: a new column or a table cell, not a continuation
                or styled
                or short
                or (ended and _starts_item(line))
                or (abs(line.x0 - prev.x0) > 0.3 * max(edge - prev.x0, 1) and line.x0 > prev.x1)
            )
            if _column_break(prev, line):  # positions in two columns say nothing about each other
                new = styled or not _goes_on(prev, line, paras[-1])
        if new:
            paras.append(_Para(page=page, lines=[line], ocr=ocr, y0=line.y0, right=line.column_right or right))
        else:
            paras[-1].lines.append(line)
        prev = line
    return paras


def _column_break(prev: Line, line: Line) -> bool:
    """The line is the top of a column and ``prev`` the foot of the column before it, in one band."""
    return (
        prev.column is not None
        and line.column is not None
        and prev.column[0] == line.column[0]
        and line.column[1] == prev.column[1] + 1
    )


def _goes_on(prev: Line, line: Line, para: _Para) -> bool:
    """Text cut by a column or page break goes on after it: the text before the break does not end a sentence,
    or the text after it opens in lower case or with an amount, or the last line before it runs to the
    column's edge; and what follows the break does not open a new item."""
    if _starts_item(line):
        return False
    if not prev.text.rstrip().endswith((".", "!", "?", ":", ";")) or _CONTINUES.match(line.text):
        return True
    return _runs_to_the_margin(para)


@dataclass(frozen=True)
class _TableLine:
    """A table standing in the reading order where its top edge is."""

    table: FilledTable


def _in_grid(line: Line, page: PageLayout) -> bool:
    cx, cy = (line.x0 + line.x1) / 2, (line.y0 + line.y1) / 2
    grids = find_grids(page.rules, max_row=page.height * 0.12) if page.rules else []
    return any(g.x0 <= cx <= g.x1 and g.top <= cy <= g.bottom for g in grids)


def _page_items(page: PageLayout, spans: Sequence[Span]) -> list[_Para]:
    grids = find_grids(page.rules, max_row=page.height * 0.12)
    used: set[int] = set()
    tables: list[FilledTable] = []
    for grid in grids:
        filled = fill(grid, spans, page.ocr)
        if filled is not None and not (filled.used & used):
            tables.append(filled)
            used |= filled.used
    rest = [s for i, s in enumerate(spans) if i not in used]
    # Tables without rules: rows and columns from where the words sit.
    aligned = find_aligned_tables(rest, page.ocr)
    taken = {i for table in aligned for i in table.used}
    tables += aligned
    rest = [s for i, s in enumerate(rest) if i not in taken]
    # A thin box at each table's top edge: where the table stands in the reading order (in one column, or
    # across the page, closing the two-column band above it).
    boxes = [Span(t.grid.x0, t.grid.top, t.grid.x1, t.grid.top + 1, "\x00", 1.0) for t in tables]
    columns = find_columns(rest + boxes, page.width)
    lines = column_lines(rest, columns, page.ocr)
    # Tables join the reading order as pseudo-lines at their top edge.
    pseudo: list[Line] = []
    for table in tables:
        marker = Line(spans=[], x0=table.grid.x0, x1=table.grid.x1, y0=table.grid.top, y1=table.grid.top)
        marker.text = f"\x00table{len(pseudo)}"
        if columns is not None:
            band = columns.band_of(marker.y0, marker.y1 + 1)
            if band is not None:
                marker.column = (band, columns.side_of((marker.x0 + marker.x1) / 2))
        pseudo.append(marker)
    ordered = reading_order(lines + pseudo, columns)
    right = max((ln.x1 for ln in lines), default=page.width)
    items: list[_Para] = []
    run: list[Line] = []
    for line in ordered:
        if line.text.startswith("\x00table"):
            items += _paragraphs(page.number, run, right, page.ocr)
            run = []
            table = tables[int(line.text[6:])]
            items.append(_Para(page=page.number, lines=[], ocr=page.ocr, table=table, y0=table.grid.top))
        else:
            run.append(line)
    items += _paragraphs(page.number, run, right, page.ocr)
    return items


def _is_heading_shape(para: _Para) -> bool:
    text = para.text
    # "11. Exclusions - drivers." ends with a stop and is still a heading: its shape says so.
    ends_like_heading = not text.endswith((".", ";", ",")) or (text.endswith(".") and titled_heading(text) is not None)
    return 0 < len(text) <= 150 and len(para.lines) <= 3 and ends_like_heading and any(c.isalpha() for c in text)


def _classify(items: list[_Para], body: float, ocr_body: dict[int, float], pages: int) -> None:
    """Decide headings and their levels over the whole document, then list items."""
    styles: dict[tuple[float, bool], set[int]] = {}
    for para in items:
        if para.table is not None or not _is_heading_shape(para):
            continue
        size = para.size
        base = ocr_body.get(para.page, body) if para.ocr else body
        # OCR knows no bold, and word boxes run smaller than the type: only clearly bigger text is a heading.
        big = size >= 1.35 * base if para.ocr else size >= 1.2 * base or (para.bold and size >= base - 0.6)
        if big:
            para.kind = BlockKind.HEADING
            styles.setdefault((round(size * 2) / 2, para.bold), set()).add(para.page)
    # A cover page: in a longer document, heading-like type used on page 1 and nowhere else is cover text.
    cover = {style for style, on in styles.items() if on == {1}} if pages >= 3 else set()
    ranked = sorted((s for s in styles if s not in cover), key=lambda s: (-s[0], not s[1]))
    level = {style: rank + 1 for rank, style in enumerate(ranked)}
    for para in items:
        if para.kind is BlockKind.HEADING:
            style = (round(para.size * 2) / 2, para.bold)
            if style in cover:
                para.kind = BlockKind.PARAGRAPH
            else:
                para.level = level[style]
        if para.kind is BlockKind.PARAGRAPH and para.table is None:
            match = TYPED_LIST_LABEL.match(para.text)
            if match:
                para.kind = BlockKind.LIST_ITEM
                para.label = match.group(1)


_CONTINUES = re.compile(r"^[a-z(\u00a3$\u20ac\d]")


def _runs_to_the_margin(para: _Para) -> bool:
    """The paragraph's last line reaches the right edge of its column, as only a line that goes on does."""
    if len(para.lines) < 2 or para.right <= 0:
        return False
    last = para.lines[-1]
    width = para.right - min(line.x0 for line in para.lines)
    return last.x1 >= para.right - 0.04 * width


def _join_across_pages(items: list[_Para]) -> list[_Para]:
    """A paragraph cut by a page break is one paragraph, on the page where it starts and saying where it ends:
    the last text of a page that does not end a sentence, followed on the next page by text that is not a
    heading, a table or a new item."""
    out: list[_Para] = []
    for para in items:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.table is None
            and para.table is None
            and prev.kind is not BlockKind.HEADING
            and para.kind is BlockKind.PARAGRAPH
            and para.page == (prev.end_page or prev.page) + 1
            and prev.lines
            and para.lines
            and _goes_on(prev.lines[-1], para.lines[0], prev)
        ):
            prev.lines.extend(para.lines)
            prev.end_page = para.page
            continue
        out.append(para)
    return out


def _caption(prev: _Para | None, page: int, table: FilledTable) -> str | None:
    """The line just above a table names it when it reads like a caption or is set as a heading."""
    if prev is None or prev.table is not None or not prev.lines or prev.page != page:
        return None
    gap = table.grid.top - prev.lines[-1].y1
    near = -1 <= gap <= 3 * max(prev.size, 1)
    return prev.text if near and (_CAPTION.match(prev.text) or prev.kind is BlockKind.HEADING) else None


def _rejoin_split_cells(
    header: tuple[str, ...], rows: tuple[tuple[str, ...], ...]
) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]:
    """A scanned table's column that the header leaves unlabelled while it labels the others, filled in only
    some rows, holds the end of the labelled cell on its left that a wide word gap cut off ("Gold bracelet,
    14k (sched. | item 10)"): its words go back to that cell and the column goes. Only when the cell on the
    left is words (never an amount) in every row the stray column fills; the rows keep their doubt flags."""
    labelled = sum(1 for label in header if label.strip())
    if not header or labelled < 2 or not rows:
        return header, rows
    for column in range(len(header) - 1, 0, -1):
        if header[column].strip() or not header[column - 1].strip():
            continue
        cells = [r[column].strip() for r in rows]
        filled = [i for i, c in enumerate(cells) if c]
        if not filled or len(filled) == len(rows):
            continue
        if any(not rows[i][column - 1].strip() or is_amount(rows[i][column - 1]) for i in filled):
            continue
        if 2 * sum(1 for i in filled if is_amount(cells[i])) >= len(filled):
            continue  # a column of figures without its label is a column
        rows = tuple(
            (*r[: column - 1], " ".join(c for c in (r[column - 1].strip(), r[column].strip()) if c), *r[column + 1 :])
            for r in rows
        )
        header = (*header[:column], *header[column + 1 :])
    return header, rows


def _table_block(para: _Para, prev: _Para | None) -> Block:
    table = para.table
    assert table is not None
    skip = header_rows(table)
    width = max(len(r) for r in table.cells)
    rows = tuple(tuple(r) + ("",) * (width - len(r)) for r in table.cells)
    caption = _caption(prev, para.page, table)
    row_doubts: tuple[tuple[str, ...], ...] = ()
    if para.ocr:
        # The words OCR was unsure of, and the cells whose column says they were misread or dropped.
        shapes = doubtful_cells(rows[skip:], rows[0] if skip else ())
        words = table.doubts[skip:] if table.doubts else tuple(() for _ in rows[skip:])
        row_doubts = tuple((*w, *s) for w, s in zip(words, shapes, strict=True))
    header, body = (rows[0] if skip else ()), rows[skip:]
    if para.ocr:
        header, body = _rejoin_split_cells(header, body)
    data = TableData(
        header=header,
        rows=body,
        caption=caption,
        row_confidence=table.confidence[skip:] if para.ocr else (),
        row_doubts=row_doubts,
    )
    confs = [c for c in data.row_confidence if c is not None]
    return Block(
        BlockKind.TABLE,
        caption or "",
        page=para.page,
        table=data,
        ocr_confidence=round(statistics.fmean(confs), 1) if confs else None,
    )


def pages_to_document(
    pages: Sequence[PageLayout],
    *,
    ocr_confidence: Mapping[int, float | None],
    properties: Mapping[str, str],
    warnings: Sequence[str] = (),
) -> ParsedDocument:
    # Lines first, for the furniture pass, which needs every page.
    page_lines: list[list[Line]] = []
    for page in pages:
        lines: list[Line] = []
        for line in group_lines(page.spans, page.ocr):
            lines.extend(split_wide_gaps(line, page.ocr))
        page_lines.append(lines)
    text_lines = [ln for page, lines in zip(pages, page_lines, strict=True) if not page.ocr for ln in lines]
    body = body_size(text_lines or [ln for lines in page_lines for ln in lines])
    drops = find_furniture([(p.height, lines) for p, lines in zip(pages, page_lines, strict=True)], body)
    furniture: list[str] = []
    items: list[_Para] = []
    ocr_body: dict[int, float] = {}
    for page, lines, drop in zip(pages, page_lines, drops, strict=True):
        # A line inside a ruled table is one of its cells, however near the page's edge it sits: a stage
        # number "7" or a month "11/2026" in a table's last row reads like a page number.
        drop = {i for i in drop if not _in_grid(lines[i], page)}
        dropped_spans = {id(s) for i in drop for s in lines[i].spans}
        furniture.extend(lines[i].text for i in sorted(drop))
        spans = [s for s in page.spans if id(s) not in dropped_spans]
        if page.ocr:
            ocr_body[page.number] = statistics.median([s.size for s in spans]) if spans else 10.0
        items.extend(_page_items(page, spans))
    _classify(items, body, ocr_body, len(pages))
    items = _join_across_pages(items)
    blocks: list[Block] = []
    prev: _Para | None = None
    for para in items:
        if para.table is not None:
            blocks.append(_table_block(para, prev))
        else:
            confs = [c for line in para.lines for c in line.conf]
            doubts = tuple(doubtful_words([s for line in para.lines for s in line.spans])) if para.ocr else ()
            blocks.append(
                Block(
                    para.kind,
                    para.text,
                    page=para.page,
                    level=para.level,
                    label=para.label,
                    ocr_confidence=round(statistics.fmean(confs), 1) if confs else None,
                    ocr_doubts=doubts,
                    end_page=para.end_page,
                    run_in=para.run_in,
                )
            )
        prev = para
    return ParsedDocument(
        blocks=tuple(b for b in blocks if b.text or b.table is not None),
        page_count=len(pages),
        ocr_pages=sum(1 for p in pages if p.ocr),
        properties=dict(properties),
        furniture=tuple(dict.fromkeys(furniture)),
        warnings=tuple(warnings),
    )
